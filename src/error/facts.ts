/**
 * The facts of an error: the rule an input was read as, the codes, and what
 * an error records (where, what was found, what could have come). Types only,
 * importing nothing, so that every module that reads or words an error
 * (error.ts, which makes them; messages.ts, which words them; position.ts,
 * which places them) depends on this one and none on another: no cycle.
 *
 * @since 0.4.0
 */

import type { Reason } from './reasons.ts'

export type { Reason, ReasonKind, ReasonOf } from './reasons.ts'

/**
 * The rules a whole input can be parsed as: RFC 3986's, and RFC 3987's for IRIs.
 *
 * @since 0.1.0
 * @category model
 */
export type EntryRule = 'URI-reference' | 'URI' | 'absolute-URI' | 'relative-ref' | 'IRI-reference' | 'IRI' | 'absolute-IRI' | 'irelative-ref'

/**
 * The rules of the grammars built on RFC 3986 (`typed-uri/template`,
 * `typed-uri/schemes`, the Link header example), by their ABNF names: RFC 6570's
 * URI-Template, RFC 9110's http-URI and https-URI, RFC 6455's ws-URI and wss-URI,
 * RFC 6068's mailtoURI, RFC 8141's namestring, RFC 8089's file-URI, RFC 2397's
 * dataurl, RFC 8288's Link.
 *
 * @since 0.2.0
 * @category model
 */
export type GrammarRule = 'URI-Template' | 'http-URI' | 'https-URI' | 'ws-URI' | 'wss-URI' | 'mailtoURI' | 'namestring' | 'file-URI' | 'dataurl' | 'Link'

/**
 * RFC 3986's component rules (section 3), by their ABNF names: what the setters
 * (`withHost`, `withPath`, …) read a new component with.
 *
 * @since 0.2.0
 * @category model
 */
export type ComponentRule = 'scheme' | 'userinfo' | 'host' | 'port' | 'path-abempty' | 'path-rootless' | 'query' | 'fragment'

/**
 * The rule an error's input was parsed as.
 *
 * @since 0.2.0
 * @category model
 */
export type ErrorRule = EntryRule | GrammarRule | ComponentRule

/**
 * What went wrong, in a word a program can branch on (stable across versions):
 * - `empty-input`: nothing was given where the rule needs something;
 * - `missing-scheme`: a URI was needed and the input has no "scheme:" at its start;
 * - `invalid-character`: a character that cannot stand where it does;
 * - `non-ascii`: a character outside ASCII, which RFC 3986 never allows literally;
 * - `bad-percent-encoding`: a "%" not followed by two hex digits;
 * - `unclosed-ip-literal`: the input ends inside "[...]";
 * - `invalid-ipv6`: an IP literal that is not a valid IPv6 (or IPvFuture) address;
 * - `invalid-port`: a port with something other than digits;
 * - `unexpected-end`: the input ends where something more is needed;
 * - `too-long`: the input is longer than the `maxLength` it was parsed with;
 * - `invalid-options`: an option given to the parser is not of its kind (`maxLength: -1`): the input was not read;
 * - `disallowed-code-point`: in an IRI, a code point RFC 3987 allows nowhere or not here: an unpaired
 *   surrogate, a noncharacter, a private-use character outside the query, a C1 control (since 0.2.0);
 * - `zone-id-not-enabled`: an IPv6 zone identifier (`[fe80::1%25eth0]`) parsed without the `zoneIds` option (since 0.2.0);
 * - `zone-id-needs-25`: a zone identifier introduced by a bare "%" (`[fe80::1%eth0]`): RFC 6874 writes it "%25" (since 0.2.0);
 * - `invalid-idna-label`: converting a host to A-labels (`iriToURIWith({ host: 'idna' })`), a label IDNA refuses (since 0.2.0);
 * - `idna-label-too-long`: converting a host to A-labels, a non-ASCII label whose A-label cannot fit in 63
 *   octets (RFC 5890 section 2.3.2.1), refused before any Punycode work (since 0.3.0);
 * - `unclosed-expression`: a URI Template ends inside "{…" (RFC 6570 section 2.2, since 0.2.0);
 * - `reserved-operator`: a URI Template expression begins with one of the operators RFC 6570 section 2.2
 *   reserves for future extensions ("=", ",", "!", "@", "|"; since 0.2.0);
 * - `invalid-expansion`: a template's variable cannot be expanded as its expression asks (a prefix of a
 *   list or map, a value of an unknown kind; RFC 6570 section 2.4.1), or the expansion is not a URI
 *   reference (since 0.2.0);
 * - `scheme-violation`: the input is a URI, but breaks a rule of its scheme (`typed-uri/schemes`):
 *   its `reason` says which, citing the scheme's RFC (since 0.2.0);
 * - `component-conflict`: a component given to a setter (`withPath`, `withHost`, …) is valid on its own
 *   but cannot stand with the reference's other components (a path after an authority must begin with
 *   "/"; a port needs a host): its `reason` says which (since 0.2.0);
 * - `not-expressible`: a template URLPattern cannot express, or a URLPattern a template cannot
 *   (`toURLPattern`, `fromURLPattern` of `typed-uri/template`): its `reason` names the part (since 0.4.0).
 *
 * @since 0.1.0
 * @category model
 */
export type UriErrorCode =
  | 'empty-input'
  | 'missing-scheme'
  | 'invalid-character'
  | 'non-ascii'
  | 'bad-percent-encoding'
  | 'unclosed-ip-literal'
  | 'invalid-ipv6'
  | 'invalid-port'
  | 'unexpected-end'
  | 'too-long'
  | 'invalid-options'
  | 'disallowed-code-point'
  | 'zone-id-not-enabled'
  | 'zone-id-needs-25'
  | 'invalid-idna-label'
  | 'idna-label-too-long'
  | 'unclosed-expression'
  | 'reserved-operator'
  | 'invalid-expansion'
  | 'scheme-violation'
  | 'component-conflict'
  | 'not-expressible'

/**
 * An error of reading, converting, expanding or matching: facts only, which
 * `describeError` and `formatError` (`typed-uri/messages`) turn into words
 * with a catalog. Making one computes no sentence and no line, column or
 * display width (`locate` does, from the input, when asked).
 *
 * @since 0.1.0
 * @category model
 */
export interface UriError {
  readonly _tag: 'UriError'
  readonly code: UriErrorCode
  /** The rule the whole input was parsed as. */
  readonly rule: ErrorRule
  /**
   * 0-based UTF-16 index: the length of the longest prefix of the input that is
   * also the beginning of some string the rule accepts.
   */
  readonly offset: number
  /**
   * Up to 16 UTF-16 code units of the error's line just before the offset (never half
   * a character): for a message to say where in words, "the space after 'a'".
   *
   * @since 0.3.0
   */
  readonly before: string
  /**
   * The reading a person most likely meant, where it is not the one the grammar got
   * furthest with (section 3's grammar reads some inputs several ways):
   * - `scheme`: the input begins like a host name (`www.example.com/a`, `//www.example.com/a`) and the rule
   *   needs a scheme: the scheme was left out, before the host (`text`, at offset 0);
   * - `port`: an authority that reads furthest as user information waiting for "@",
   *   though no "@" follows ("http://a.com:8:0"): it is a host and a bad port; `text` is
   *   the port as written, `offset` and `found` say where its reading breaks.
   *
   * The error's own offset stays the exact one (the longest prefix some URI begins with);
   * `formatError`'s caret goes where the likely reading breaks.
   *
   * @since 0.3.0
   */
  readonly likely?: LikelyReading
  /** The character at the offset (a whole code point), or null at the end of the input. */
  readonly found: string | null
  /** What could have come at the offset: ABNF rule names, quoted characters, `end of input`. */
  readonly expected: readonly string[]
  /** The rules, outermost first, that were being matched at the offset. */
  readonly rulePath: readonly string[]
  /** The length of the input, in UTF-16 code units. */
  readonly inputLength: number
  /** For `too-long`: the limit the input went past. */
  readonly maxLength?: number
  /** For `invalid-options`: the option that is wrong. */
  readonly option?: string
  /**
   * Why, where the code alone does not say it: a kind a catalog has a sentence for, with its
   * parameters (`{ kind: 'http-empty-host', scheme: 'http', section: '4.2.1' }`).
   *
   * @since 0.4.0
   */
  readonly reason?: Reason
}

/**
 * Where the reading a person most likely meant breaks (`UriError.likely`).
 *
 * @since 0.3.0
 * @category model
 */
export interface LikelyReading {
  readonly part: 'scheme' | 'port'
  /** The part's text as written: the host before the missing scheme, the port. */
  readonly text: string
  /** 0-based UTF-16 offset where this reading breaks. */
  readonly offset: number
  /** The character there, or null at the end of the input. */
  readonly found: string | null
}

/**
 * The codes reading a URI, an IRI or a template's grammar can end in (`classify` in error.ts): every code
 * but those of the errors made otherwise (the length limit, options, IDNA and the coded errors below).
 */
export type ReadingErrorCode = Exclude<UriErrorCode, 'too-long' | 'invalid-options' | IdnaErrorCode | Exclude<CodedErrorCode, 'unclosed-expression'>>

/**
 * The codes of a failure the place in the input decides, past the start and the scheme (`classifyPlace` in
 * error.ts): a percent-encoding, the end, an IP literal, a port, any other character.
 */
export type PlaceErrorCode =
  | 'bad-percent-encoding'
  | 'unclosed-ip-literal'
  | 'invalid-ipv6'
  | 'invalid-port'
  | 'unexpected-end'
  | 'zone-id-not-enabled'
  | 'zone-id-needs-25'
  | 'invalid-character'

/** The codes of the errors a grammar built on RFC 3986, or a setter, gives with a code of its own (`makeCodedError`). */
export type CodedErrorCode = 'unclosed-expression' | 'reserved-operator' | 'invalid-expansion' | 'scheme-violation' | 'component-conflict' | 'not-expressible'

/** The codes of a conversion's errors found after the input parsed (`makeConversionError`). */
export type IdnaErrorCode = 'invalid-idna-label' | 'idna-label-too-long'
