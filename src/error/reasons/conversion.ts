/**
 * The reasons of what a conversion finds or does after an input parsed:
 * IDNA's refusals of a host label (`iriToURIWith({ host: 'idna' })`,
 * `hostToASCIIWith`, and the A-labels `uriToIRIReport` keeps), a component a
 * setter cannot put beside the others (`component-conflict`, RFC 3986
 * sections 3.2, 3.3 and 4.2), and what `fromUserInput` changed in what a
 * person typed (Appendix C, section 4.5). Data only: labels, paths, the
 * section of the rule; the words are in the catalogs.
 *
 * @since 0.4.0
 */
import type { Seen } from './options.ts'

/**
 * Which way a host was being converted: to A-labels (`iriToURIWith({ host: 'idna' })`,
 * `hostToASCIIWith`), or to U-labels (an A-label `uriToIRIReport` keeps as written).
 *
 * @since 0.4.0
 * @category model
 */
export type IdnaDirection = 'to-ascii' | 'to-unicode'

/**
 * Why IDNA refuses a host label: the label (as written; in an error, its middle elided past 80
 * characters) and the rule of UTS #46, RFC 5890, RFC 3492, RFC 5893 or the URL Standard it breaks.
 * `hostToASCIIWith`'s and `hostToUnicodeWith`'s `LabelError.reason`, and the reason of an
 * `invalid-idna-label` or `idna-label-too-long` error.
 *
 * @example
 * import { iriToURIWith } from 'typed-uri/iri'
 * iriToURIWith({ host: 'idna' })('http://a\u2488b.example/')
 * // Left({ code: 'invalid-idna-label', offset: 7, reason: { kind: 'idna-label-disallowed', label: 'a⒈b' }, … })
 *
 * @since 0.4.0
 * @category model
 */
export type IdnaReason =
  /** `hostToASCIIWith` was given something else than text. */
  | { readonly kind: 'idna-host-not-a-string'; readonly label: string; readonly got: Seen }
  /** The label holds an ASCII character no domain may hold (the URL Standard's forbidden domain code points). */
  | { readonly kind: 'idna-forbidden-code-point'; readonly label: string; readonly character: string }
  /** An A-label longer than 63 characters (RFC 5890 section 2.3.2.1): measured as written, before any Punycode work. */
  | { readonly kind: 'idna-a-label-too-long'; readonly label: string; readonly direction: IdnaDirection }
  /** A non-ASCII label that, once mapped, has too many code points for any A-label of 63 octets (RFC 5890 section 2.3.2.1). */
  | { readonly kind: 'idna-mapped-label-too-long'; readonly label: string }
  /** The A-label UTS #46 made (`aLabel`) is longer than 63 octets (RFC 5890 section 2.3.2.1). */
  | { readonly kind: 'idna-result-too-long'; readonly label: string; readonly aLabel: string }
  /** The runtime has no URL parser, so its UTS #46 cannot be asked. */
  | { readonly kind: 'idna-no-url-parser'; readonly label: string }
  /** UTS #46 refuses the label: a code point it disallows, or a joiner, a mark or a hyphen out of place. */
  | { readonly kind: 'idna-label-disallowed'; readonly label: string }
  /** UTS #46 refuses the name as a whole: its labels together break the bidi rule (RFC 5893). */
  | { readonly kind: 'idna-bidi-rule'; readonly label: string }
  /** Nothing is left of the name once UTS #46 has mapped it (the URL Standard's host steps). */
  | { readonly kind: 'idna-empty-after-mapping'; readonly label: string }
  /** UTS #46 maps the name to `mapped`, which holds `character`, a forbidden domain code point (URL Standard). */
  | { readonly kind: 'idna-mapped-forbidden-code-point'; readonly label: string; readonly mapped: string; readonly character: string }
  /** The mapped name ends in a number, so the URL Standard reads it as an IPv4 address, and it is none. */
  | { readonly kind: 'idna-ends-in-number'; readonly label: string; readonly mapped: string }
  /** What follows "xn--" is not Punycode (RFC 3492). */
  | { readonly kind: 'idna-not-punycode'; readonly label: string; readonly direction: IdnaDirection }
  /** The A-label decodes to `decoded`, all ASCII, which no U-label is (RFC 5890 section 2.3.2.1). */
  | { readonly kind: 'idna-decodes-to-ascii'; readonly label: string; readonly direction: IdnaDirection; readonly decoded: string }
  /** UTS #46 refuses the A-label's U-label (`uLabel`). */
  | { readonly kind: 'idna-u-label-refused'; readonly label: string; readonly direction: IdnaDirection; readonly uLabel: string }
  /** The U-label converts back to another A-label (`back`): UTS #46 validity criterion V1 (not in the form mapping gives). */
  | { readonly kind: 'idna-not-round-trip'; readonly label: string; readonly direction: IdnaDirection; readonly uLabel: string; readonly back: string }

/**
 * Why `iriToURIWith({ host: 'idna' })` cannot hand a host to IDNA at all: its triplets are not UTF-8
 * (`decoding`, at `offset` in the host as written; RFC 3987 section 3.1 step 2).
 *
 * @since 0.4.0
 * @category model
 */
export type IdnaHostReason = { readonly kind: 'idna-host-not-utf8'; readonly host: string; readonly decoding: 'bad-percent-encoding' | 'invalid-utf8'; readonly offset: number }

/**
 * The component a setter was given: `withScheme` sets the scheme, `withPath` the path, ….
 *
 * @since 0.4.0
 * @category model
 */
export type SetComponent = 'scheme' | 'userinfo' | 'host' | 'port' | 'path' | 'query' | 'fragment'

/**
 * Why a component a setter was given cannot stand with the reference's others (`component-conflict`): the
 * component set, the path where the path is the trouble, and the section of RFC 3986 whose rule it breaks.
 *
 * @example
 * import { parse, withPath } from 'typed-uri'
 * import * as E from 'fp-ts/lib/Either.js'
 * E.flatMap(withPath('x'))(parse('http://a'))
 * // Left({ code: 'component-conflict', reason: { kind: 'conflict-path-after-authority', set: 'path', path: 'x', section: '3.3' }, … })
 *
 * @since 0.4.0
 * @category model
 */
export type ConflictReason =
  /** Section 3.3: a path after an authority begins with "/" or is empty. */
  | { readonly kind: 'conflict-path-after-authority'; readonly set: SetComponent; readonly path: string; readonly section: '3.3' }
  /** Section 3.3: without an authority, a path cannot begin with "//" (it would be read as one). */
  | { readonly kind: 'conflict-path-starts-with-slashes'; readonly set: SetComponent; readonly path: string; readonly section: '3.3' }
  /** Section 4.2: in a relative reference without an authority, the path's first segment holds no ":" (it would be read as a scheme). */
  | { readonly kind: 'conflict-colon-in-first-segment'; readonly set: SetComponent; readonly path: string; readonly section: '4.2' }
  /** Section 3.2: a userinfo or a port needs a host, and the reference has no authority. */
  | { readonly kind: 'conflict-needs-host'; readonly set: 'userinfo' | 'port'; readonly section: '3.2' }
  /** Section 3.2: the host cannot go while the authority holds a userinfo or a port (`blocking`). */
  | { readonly kind: 'conflict-host-removal'; readonly set: 'host'; readonly blocking: 'userinfo' | 'port'; readonly section: '3.2' }

/**
 * What `fromUserInput` changed in what a person typed (`Change.reason`), for a form to tell them.
 *
 * @example
 * import { fromUserInput } from 'typed-uri'
 * import { plain } from 'typed-uri/messages'
 * const r = fromUserInput({ defaultScheme: 'https' })('www.example.com')
 * // r.right.changes[0].reason: { kind: 'input-scheme-added', added: 'https://' }
 * // plain.reasons['input-scheme-added'](reason, error): 'We added https:// to the start of the address'
 *
 * @since 0.4.0
 * @category model
 */
export type UserInputReason =
  /** Whitespace around the input, trimmed. */
  | { readonly kind: 'input-trimmed' }
  /** Delimiters around the URI (Appendix C's <…>, quotes), removed. */
  | { readonly kind: 'input-unwrapped'; readonly open: string; readonly close: string }
  /** The old "URL:" prefix (Appendix C), removed. */
  | { readonly kind: 'input-url-prefix-removed' }
  /** Line breaks and spaces inside the URI, removed. */
  | { readonly kind: 'input-whitespace-removed' }
  /** A scheme added in front (section 4.5's heuristic): `added` is the text added ("https://", or "https:" before "//"). */
  | { readonly kind: 'input-scheme-added'; readonly added: string }

/**
 * @since 0.4.0
 * @category model
 */
export type ConversionReason = IdnaReason | IdnaHostReason | ConflictReason | UserInputReason
