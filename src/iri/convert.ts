/**
 * RFC 3987 section 3: between IRIs and URIs.
 *
 * - `iriToURI` (section 3.1): every non-ASCII character, as UTF-8, percent-
 *   encoded (step 2, "Convert each character … to octets using UTF-8"). No NFC
 *   is applied (section 3.1 leaves normalization to the producer); the host is
 *   percent-encoded too, as section 3.1 says, or converted by IDNA when asked
 *   (`iriToURIWith({ host: 'idna' })`, section 3.1's note on IDNA): UTS #46
 *   with the URL Standard's flags, as WHATWG clients read the host, by the
 *   runtime's URL parser or by an implementation given (`typed-uri/idna`).
 * - `uriToIRI` (section 3.2): triplets are decoded only where they form UTF-8
 *   for a character the component allows (ucschar; iprivate in the query only),
 *   never for bidi formatting characters (section 4.1), noncharacters, or
 *   invalid UTF-8 (steps 2-4: those octets stay percent-encoded, with
 *   upper-case hex digits, as the section's third example shows). An ASCII
 *   triplet is decoded when step 2 decodes it: an unreserved character's
 *   (`%41` is `A`); "%", reserved characters and the US-ASCII characters a
 *   URI does not allow stay encoded, as written, since decoding them would
 *   change the meaning. A-labels become U-labels when asked
 *   (`uriToIRIWith({ host: 'unicode' })`) and UTS #46 converts them back to
 *   themselves; `uriToIRIReport` says why the others stay.
 *
 * @example
 * iriToURI('http://r\u00E9sum\u00E9.example.org')           // Right('http://r%C3%A9sum%C3%A9.example.org')
 * iriToURIWith({ host: 'idna' })('http://résumé.example.org') // Right('http://xn--rsum-bpad.example.org')
 * uriToIRI('http://www.example.org/D%C3%BCrst')             // Right('http://www.example.org/Dürst')
 * uriToIRI('/%25%20%02%41%7b/')                              // Right('/%25%20%02A%7b/')
 *
 * @since 0.2.0
 */
import type { Either } from 'fp-ts/lib/Either.js'
import type { UriReference } from '../model/ast.ts'
import { left, right } from '../base/either.ts'
import { iriReferenceReading, makeConversionError, makeNotAStringError, makeOptionsError, type UriError } from '../error/make.ts'
import type { OptionsReason } from '../error/reasons/options.ts'
import { utf8PercentEncoding } from '../base/octets.ts'
import { ownOptions, seen, type OptionKinds } from '../base/options.ts'
import { parse, wholeEntry } from '../reading/parse.ts'
import { explainWholeIRIReference, testWholeIRIReference } from '../grammar/read/index.ts'
import { parseIRIReference } from '../reading/parsers.ts'
import { decodeComponent, encodeRegName } from '../encoding/percent-encoding.ts'
import { hostToASCIIWith, hostToUnicodeWith, runtimeUts46, type LabelError, type Uts46 } from './idna.ts'
import { decodeCharacters, decodeUnreservedTriplet } from './triplets.ts'

/**
 * @since 0.2.0
 * @category model
 */
export interface IriToUriOptions {
  /**
   * `percent-encode` (the default, section 3.1): the host's UTF-8 triplets;
   * `idna`: UTS #46 ToASCII by the runtime (its URL parser, as `fetch` reads
   * the host: A-labels, lower case, a name that ends in a number as its IPv4
   * address); a `Uts46` (`idna` from `typed-uri/idna`): the same by that
   * implementation. A label UTS #46 refuses is a Left naming it. A host
   * written all in ASCII with no A-label is kept as written.
   */
  readonly host?: 'percent-encode' | 'idna' | Uts46
}

/**
 * @since 0.2.0
 * @category model
 */
export interface UriToIriOptions {
  /**
   * `keep` (the default): A-labels stay; `unicode`: each A-label becomes its
   * U-label where the runtime's UTS #46 converts the U-label back to the same
   * A-label; a `Uts46` (`idna` from `typed-uri/idna`): the same by that
   * implementation. `uriToIRIReport` says why each A-label that stays stays.
   */
  readonly host?: 'keep' | 'unicode' | Uts46
}

const IRI_TO_URI: OptionKinds<IriToUriOptions> = { host: ['percent-encode', 'idna'] }
const URI_TO_IRI: OptionKinds<UriToIriOptions> = { host: ['keep', 'unicode'] }

/** Whether a value is a UTS #46 implementation: an object whose own or inherited `toASCII` is a function (read once, never a throw). */
const isUts46 = (v: unknown): v is Uts46 => {
  if (typeof v !== 'object' || v === null) return false
  try {
    return typeof (v as { toASCII?: unknown }).toASCII === 'function'
  } catch {
    return false
  }
}

/**
 * The `host` option: one of the strings, or a UTS #46 implementation (which
 * stands for the string `named`). Only an own property counts; anything else
 * is the reason of an `invalid-options` Left.
 */
const readHost = <T extends { readonly host?: unknown }>(
  options: unknown,
  kinds: OptionKinds<T>,
  named: string,
): Either<OptionsReason, { readonly mode: string | undefined; readonly uts46: Uts46 }> => {
  let given: unknown
  // Options whose reading throws (a revoked proxy, a getter or trap that throws): a reason, never a throw.
  try {
    given = typeof options === 'object' && options !== null && Object.prototype.hasOwnProperty.call(options, 'host') ? (options as { host?: unknown }).host : undefined
    if (typeof given === 'object' && given !== null) isUts46(given)
  } catch {
    return left({ kind: 'options-not-readable', whole: 'options' })
  }
  if (typeof given === 'object' && given !== null) {
    if (isUts46(given)) return right({ mode: named, uts46: given })
    return left({ kind: 'option-not-name-or-uts46', option: 'host', names: kinds.host as readonly string[], got: seen(given) })
  }
  const read = ownOptions(options, kinds)
  return read._tag === 'Left' ? read : right({ mode: read.right.host as string | undefined, uts46: runtimeUts46 })
}

/**
 * A run of non-ASCII characters as UTF-8 triplets in one flat string (the
 * platform's encodeURIComponent: a 50 MB run takes its output's size, where
 * joining a triplet at a time took forty times it); a lone surrogate, which
 * an IRI does not hold, as U+FFFD's triplets.
 */
const encodeRun = (run: string): string => {
  try {
    return encodeURIComponent(run)
  } catch {
    return utf8PercentEncoding(run)
  }
}

/** Every non-ASCII character of a slice of text as its UTF-8 triplets, the pieces joined once. */
const encodeSlice = (text: string, from: number, to: number): string => {
  const parts: string[] = []
  let last = from
  let i = from
  while (i < to) {
    if (text.charCodeAt(i) < 0x80) {
      i++
      continue
    }
    let j = i + 1
    while (j < to && text.charCodeAt(j) >= 0x80) j++
    parts.push(text.slice(last, i), encodeRun(text.slice(i, j)))
    last = i = j
  }
  parts.push(text.slice(last, to))
  return parts.join('')
}

/** Characters per slice: the pieces of one slice are garbage before the next is encoded. */
const SLICE = 1 << 16

/**
 * Every non-ASCII character of a text as its UTF-8 triplets: a scan for runs
 * (a regular expression's replace overflowed the stack on a run of millions),
 * a slice at a time (never between the two halves of a surrogate pair), so
 * memory stays near the output's size however the runs fall.
 */
const encodeNonAscii = (text: string): string => {
  if (!/[^\x00-\x7f]/.test(text)) return text
  if (text.length <= SLICE) return encodeSlice(text, 0, text.length)
  // Slices joined by concatenation: a few hundred flat strings, not a second copy of the output.
  let out = ''
  for (let from = 0; from < text.length; ) {
    let to = Math.min(from + SLICE, text.length)
    const c = text.charCodeAt(to - 1)
    if (c >= 0xd800 && c <= 0xdbff && to < text.length) to++
    out += encodeSlice(text, from, to)
    from = to
  }
  return out
}

/** The span of a reference's host when it is a registered name. */
const regNameSpan = (ref: UriReference): { start: number; end: number } | null => {
  const host = ref.authority?.host
  return host !== undefined && host._tag === 'RegName' ? { start: host.start, end: host.end } : null
}

/**
 * An IRI reference as a URI reference (section 3.1), with options. The input
 * must be an IRI reference (every URI reference is one); a Left says where it
 * is not, or which host label IDNA refuses.
 *
 * @example
 * import { iriToURIWith } from 'typed-uri/iri'
 * iriToURIWith({ host: 'idna' })('http://例え.jp/ä')   // Right('http://xn--r8jz45g.jp/%C3%A4')
 *
 * @since 0.2.0
 * @category conversions
 */
export const iriToURIWith = (options?: IriToUriOptions): ((iri: string) => Either<UriError, string>) => {
  const read = readHost(options, IRI_TO_URI, 'idna')
  // Every reason names the host option, the only one (options that are not an object too, as before 0.4.0).
  if (read._tag === 'Left') return (input) => left(makeOptionsError(typeof input === 'string' ? input : '', 'IRI-reference', read.left, 'host'))
  const idna = read.right.mode === 'idna'
  const toASCII = hostToASCIIWith(read.right.uts46)
  return (input) => {
    if (typeof input !== 'string') return left(makeNotAStringError(input, 'IRI-reference'))
    const parsed = parseIRIReference(input)
    if (parsed._tag === 'Left') return parsed
    const host = idna ? regNameSpan(parsed.right) : null
    if (host === null) return right(encodeNonAscii(input))
    const raw = input.slice(host.start, host.end)
    // A host all ASCII, with no triplet and no A-label, is no business of IDNA's: kept as written.
    if (!/[^\x00-\x7f]|%|(?:^|\.)xn--/i.test(raw)) return right(encodeNonAscii(input))
    const decoded = decodeComponent(raw)
    // The IRI parsed, so its triplets are well formed: only their octets can fail, as UTF-8 (RFC 3987 section 3.1 step 2).
    if (decoded._tag === 'Left')
      return left(
        makeConversionError(input, 'IRI-reference', 'invalid-idna-label', host.start + decoded.left.offset, {
          kind: 'idna-host-not-utf8',
          host: raw,
          decoding: decoded.left.code === 'bad-percent-encoding' ? 'bad-percent-encoding' : 'invalid-utf8',
          offset: decoded.left.offset,
        }),
      )
    // Triplets of ASCII characters only: still no business of IDNA's, and the host stays as written.
    if (!/[^\x00-\x7f]|(?:^|\.)xn--/i.test(decoded.right)) return right(encodeNonAscii(input))
    const ascii = toASCII(decoded.right)
    if (ascii._tag === 'Left') {
      const { at, label, reason, code } = ascii.left
      const offset = raw.includes('%') ? host.start : host.start + at
      // The label an error keeps: its middle elided past 80 characters (a label may be megabytes long).
      const shown = label.length > 80 ? `${label.slice(0, 40)}…${label.slice(-20)}` : label
      return left(makeConversionError(input, 'IRI-reference', code === 'label-too-long' ? 'idna-label-too-long' : 'invalid-idna-label', offset, { ...reason, label: shown }))
    }
    return right(encodeNonAscii(input.slice(0, host.start)) + encodeRegName(ascii.right) + encodeNonAscii(input.slice(host.end)))
  }
}

/**
 * An IRI reference as a URI reference (section 3.1): every non-ASCII
 * character percent-encoded as UTF-8, the host too.
 *
 * @example
 * import { iriToURI } from 'typed-uri/iri'
 * iriToURI('http://例え.jp/ä?q=é')   // Right('http://%E4%BE%8B%E3%81%88.jp/%C3%A4?q=%C3%A9')
 *
 * @since 0.2.0
 * @category conversions
 */
export const iriToURI: (iri: string) => Either<UriError, string> =
  // Not iriToURIWith(): a bundle that converts without IDNA carries none of it. And not
  // parseIRIReference: the input's validity (its regular expression) and, if it is not one,
  // the error are all it needs; the tree (Appendix B's split and its nodes) would go unused.
  /* @__PURE__ */ wholeEntry(iriReferenceReading, 'IRI-reference', testWholeIRIReference, explainWholeIRIReference, (iri) => encodeNonAscii(iri))

/** Section 3.2 steps 2-4 on a slice of the input that starts at `offset`; of the ASCII triplets, step 2 decodes the unreserved ones. */
const decodeTriplets = (text: string, inQuery: (at: number) => boolean, offset: number): string =>
  decodeCharacters(text, { inQuery: (at) => inQuery(offset + at), ascii: decodeUnreservedTriplet })

/**
 * A URI reference as an IRI reference (section 3.2), with options. The input
 * must be a URI reference; a Left says where it is not.
 *
 * @example
 * import { uriToIRIWith } from 'typed-uri/iri'
 * uriToIRIWith({ host: 'unicode' })('http://xn--r8jz45g.jp/%C3%A4')   // Right('http://例え.jp/ä')
 *
 * @since 0.2.0
 * @category conversions
 */
export const uriToIRIWith = (options?: UriToIriOptions): ((uri: string) => Either<UriError, string>) => {
  const read = readHost(options, URI_TO_IRI, 'unicode')
  if (read._tag === 'Left') return (input) => left(makeOptionsError(typeof input === 'string' ? input : '', 'URI-reference', read.left, 'host'))
  const unicode = read.right.mode === 'unicode'
  const toUnicode = hostToUnicodeWith(read.right.uts46)
  return (input) => {
    if (typeof input !== 'string') return left(makeNotAStringError(input, 'URI-reference'))
    const parsed = parse(input)
    if (parsed._tag === 'Left') return parsed
    const q = parsed.right.query
    const inQuery = (at: number): boolean => q !== null && at >= q.start && at < q.end
    const host = unicode ? regNameSpan(parsed.right) : null
    if (host === null) return right(decodeTriplets(input, inQuery, 0))
    return right(
      decodeTriplets(input.slice(0, host.start), inQuery, 0) +
        toUnicode(decodeTriplets(input.slice(host.start, host.end), inQuery, host.start)).host +
        decodeTriplets(input.slice(host.end), inQuery, host.end),
    )
  }
}

/**
 * A URI reference as an IRI reference (section 3.2): the UTF-8 triplets of
 * characters each component allows decoded, and the triplets of unreserved
 * ASCII characters (step 2); everything else kept.
 *
 * @example
 * import { uriToIRI } from 'typed-uri/iri'
 * uriToIRI('http://a/%C3%A4%41%2F')   // Right('http://a/äA%2F')
 *
 * @since 0.2.0
 * @category conversions
 */
export const uriToIRI: (uri: string) => Either<UriError, string> = /* @__PURE__ */ uriToIRIWith()

/**
 * What `uriToIRIWith(options)` gives, and each A-label of the host it kept
 * with why (the offset is the label's in the input; the host's start where
 * the host has triplets).
 *
 * @since 0.3.0
 * @category model
 */
export interface IriReport {
  readonly iri: string
  readonly keptALabels: readonly LabelError[]
}

/**
 * `uriToIRIWith(options)` that says why: the IRI reference, and each A-label
 * of the host kept as written when the options ask for U-labels (`host:
 * 'unicode'` or a `Uts46`): too long, not Punycode, refused by UTS #46, or
 * not converting back to itself. `uriToIRIWith` stays a plain
 * `Either<UriError, string>`.
 *
 * @example
 * import { uriToIRIReport } from 'typed-uri/iri'
 * uriToIRIReport({ host: 'unicode' })('http://xn--u-ccb.example/')
 * // Right({ iri: 'http://xn--u-ccb.example/', keptALabels: [{ at: 7, label: 'xn--u-ccb', reason: { kind: 'idna-not-round-trip' }, code: 'invalid-label' }] })
 *
 * @since 0.3.0
 * @category conversions
 */
export const uriToIRIReport = (options?: UriToIriOptions): ((uri: string) => Either<UriError, IriReport>) => {
  const convert = uriToIRIWith(options)
  const read = readHost(options, URI_TO_IRI, 'unicode')
  const toUnicode = read._tag === 'Right' && read.right.mode === 'unicode' ? hostToUnicodeWith(read.right.uts46) : null
  return (input) => {
    const iri = convert(input)
    if (iri._tag === 'Left') return iri
    const parsed = toUnicode === null ? null : parse(input)
    const host = parsed !== null && parsed._tag === 'Right' ? regNameSpan(parsed.right) : null
    if (host === null || toUnicode === null) return right({ iri: iri.right, keptALabels: [] })
    const raw = input.slice(host.start, host.end)
    const { kept } = toUnicode(decodeTriplets(raw, () => false, 0))
    return right({ iri: iri.right, keptALabels: kept.map((k) => ({ ...k, at: raw.includes('%') ? host.start : host.start + k.at })) })
  }
}
