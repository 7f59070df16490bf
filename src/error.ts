/**
 * Parse errors a person can act on: a stable code, where (offset, line,
 * column, the rules that led there), what was found, what could have come
 * instead, and one sentence from a message catalog an application can replace
 * (messages.ts). `formatError` draws the code frame; errors become text
 * nowhere else.
 *
 * @since 0.1.0
 */
import { isIprivate, isUcschar } from './code-points.ts'
import { displayColumnAt } from './display-width.ts'
import {
  absoluteMessages,
  codedMessages,
  englishMessages,
  idnaMessages,
  iriReferenceMessages,
  lengthMessages,
  optionsMessages,
  readingMessages,
  referenceMessages,
  type CodedErrorCode,
  type IdnaErrorCode,
  type MessageCatalog,
  type PlaceErrorCode,
  type ReadingErrorCode,
  type Sentences,
  describeValue,
} from './messages.ts'

import type { EntryRule, ErrorRule, LikelyReading, UriError, UriErrorCode, UriErrorFacts } from './error/facts.ts'
import { ownEntry } from './options.ts'
import { codePointAt, factsAt, type FactsOf, lineAndColumn, positionOf } from './position.ts'

export { describeValue } from './messages.ts'
export type { ComponentRule, EntryRule, ErrorRule, GrammarRule, LikelyReading, UriError, UriErrorCode, UriErrorFacts } from './error/facts.ts'
export { lineAndColumn } from './position.ts'

const IRI_TWINS: Readonly<Record<EntryRule, EntryRule>> = {
  'URI-reference': 'IRI-reference',
  URI: 'IRI',
  'absolute-URI': 'absolute-IRI',
  'relative-ref': 'irelative-ref',
  'IRI-reference': 'IRI-reference',
  IRI: 'IRI',
  'absolute-IRI': 'absolute-IRI',
  'irelative-ref': 'irelative-ref',
}

/** RFC 3987's entry rules: the twins (each its own twin). A set, not the table's own lookup: a classifier asks on every error. */
const IRI_RULES: ReadonlySet<ErrorRule> = /* @__PURE__ */ new Set(Object.values(IRI_TWINS))

/** RFC 3986's entry rules (written out: a bundle drops a set of literals it never reads). */
const URI_RULES: ReadonlySet<ErrorRule> = /* @__PURE__ */ new Set<ErrorRule>(['URI-reference', 'URI', 'absolute-URI', 'relative-ref'])

/**
 * The RFC 3987 twin of an entry rule (`URI` → `IRI`); an IRI rule is its own.
 *
 * @example
 * iriRuleOf('URI-reference')   // 'IRI-reference'
 *
 * @since 0.2.0
 * @category model
 */
export const iriRuleOf = (rule: EntryRule): EntryRule => ownEntry(IRI_TWINS, rule) as EntryRule

/**
 * Whether an error's rule is one of the entry rules (not a template's, a scheme's or a header's).
 *
 * @example
 * const r = parse('http://a b')
 * E.isLeft(r) && isEntryRule(r.left.rule)   // true: 'URI-reference'
 *
 * @since 0.2.0
 * @category model
 */
export const isEntryRule = (rule: ErrorRule): rule is EntryRule => ownEntry(IRI_TWINS, rule) !== undefined

/**
 * Whether an entry rule is one of RFC 3987's.
 *
 * @example
 * isIriRule('IRI')   // true
 *
 * @since 0.2.0
 * @category model
 */
export const isIriRule = (rule: ErrorRule): boolean => IRI_RULES.has(rule)

// ---------------------------------------------------------------------------
// constructors
// ---------------------------------------------------------------------------

/**
 * How a grammar's reading names its failures: its classifier, and the English sentences of
 * the codes that classifier can give (messages.ts), so a bundle carries only those sentences.
 */
export interface Reading<C extends ReadingErrorCode> {
  readonly classify: (input: string, rule: ErrorRule, offset: number, found: string | null, expected: readonly string[], rulePath: readonly string[]) => C
  readonly english: Sentences<C>
  /** The reading a person most likely meant (`UriErrorFacts.likely`), for a grammar with a scheme and an authority. */
  readonly likely?: typeof likelyReading
  /**
   * Whether every string the rule accepts is printable ASCII (RFC 3986's rules, with zone identifiers too): the
   * explainer's offset is the longest prefix some accepted string begins with, so nothing before it is a line
   * break, a control or past U+007E, and the error's positions need no search (`positionOf`).
   */
  readonly ascii?: (rule: ErrorRule) => boolean
}

/** Builds the error for a failure at `offset`, as reported by the grammar, with a reading's codes and sentences. */
export const makeReadingError = <C extends ReadingErrorCode>(
  reading: Reading<C>,
  input: string,
  rule: ErrorRule,
  offset: number,
  expected: readonly string[],
  rulePath: readonly string[],
  messages?: MessageCatalog,
): UriError => {
  const found = codePointAt(input, offset)
  const code = reading.classify(input, rule, offset, found, expected, rulePath)
  const likely = reading.likely?.(input, offset, code, rulePath)
  // A likely port comes only after userinfo (section 3.2.1), in the URI and IRI readings, which have 'invalid-port'.
  // One object, its fields added in place: spreading the facts into new objects took longer than finding them.
  const error: { -readonly [K in keyof UriError]: UriError[K] } = factsAt<C>(
    input,
    likely?.part === 'port' ? ('invalid-port' as C) : code,
    rule,
    offset,
    expected,
    rulePath,
    found,
    reading.ascii?.(rule),
  ) as never
  if (likely !== undefined) error.likely = likely
  error.message = messageOf(messages, error as unknown as FactsOf<C>, reading.english)
  return error
}

/**
 * The code `makeUriError` gives a failure at `offset`, without the error's other
 * facts (its position in lines, code points and columns, the text before it):
 * for a form that reads the code and the offset only.
 */
export const readingCode = (input: string, rule: ErrorRule, offset: number, expected: readonly string[], rulePath: readonly string[]): ReadingErrorCode => {
  const code = classify(input, rule, offset, codePointAt(input, offset), expected, rulePath)
  // Only a port's likely reading changes the code: a missing scheme's (a host name, by a regular expression) is not looked for.
  return code !== 'missing-scheme' && likelyReading(input, offset, code, rulePath)?.part === 'port' ? 'invalid-port' : code
}

/** Builds the error for a failure at `offset` of any rule, as reported by the grammar. */
export const makeUriError = (input: string, rule: ErrorRule, offset: number, expected: readonly string[], rulePath: readonly string[], messages?: MessageCatalog): UriError =>
  makeReadingError(anyReading, input, rule, offset, expected, rulePath, messages)

/** The error for an input longer than allowed: it points at the first character past the limit. */
export const makeTooLongError = (input: string, rule: ErrorRule, maxLength: number, messages?: MessageCatalog): UriError => {
  const facts: FactsOf<'too-long'> = {
    ...factsAt<'too-long'>(input, 'too-long', rule, maxLength, ['end of input'], []),
    maxLength,
  }
  return { ...facts, message: messageOf(messages, facts, lengthMessages) }
}

/** An error found after the input parsed (a conversion's): its code, where, and the sentence saying why. */
export const makeDetailError = (input: string, rule: ErrorRule, code: IdnaErrorCode, offset: number, detail: string, messages?: MessageCatalog): UriError => {
  const facts: FactsOf<IdnaErrorCode> = {
    ...factsAt(input, code, rule, offset, [], []),
    detail,
  }
  return { ...facts, message: messageOf(messages, facts, idnaMessages) }
}

/**
 * An error of a grammar built on RFC 3986 with a code of its own (a template's
 * reserved operator, a scheme's rule): where, what could have come there, the
 * rules that led there, and the sentence saying why.
 */
export const makeCodedError = (
  input: string,
  rule: ErrorRule,
  code: CodedErrorCode,
  offset: number,
  expected: readonly string[],
  rulePath: readonly string[],
  detail?: string,
  messages?: MessageCatalog,
): UriError => {
  const facts: FactsOf<CodedErrorCode> = {
    ...factsAt(input, code, rule, offset, expected, rulePath),
    ...(detail === undefined ? {} : { detail }),
  }
  return { ...facts, message: messageOf(messages, facts, codedMessages) }
}

/**
 * The error for an input that is not a string (from JavaScript, where types do
 * not reach): nothing of it was read. `what` names it in the sentence.
 */
export const makeNotAStringError = (value: unknown, rule: ErrorRule, what = 'The input', messages?: MessageCatalog): UriError =>
  makeOptionsError('', rule, undefined, `${what} must be a string; got ${describeValue(value)}.`, messages)

/** The error for options that are not of their kinds: nothing of the input was read, so it points at its start. */
export const makeOptionsError = (input: string, rule: ErrorRule, option: string | undefined, detail: string, messages?: MessageCatalog): UriError => {
  const facts: FactsOf<'invalid-options'> = {
    // At the start, nothing found there: position 0 of the input as text (nothing, when it is not text).
    ...factsAt(typeof input === 'string' ? input : '', 'invalid-options', rule, 0, [], [], null),
    ...(option === undefined ? {} : { option }),
    detail,
  }
  return { ...facts, message: messageOf(messages, facts, optionsMessages) }
}

/**
 * The catalog of an error whose sentence is made later, in another catalog, or never (a form's issue, a
 * suggestion's reparse): its sentence is left empty, and no catalog is looked up.
 */
export const UNWORDED: MessageCatalog = {} as MessageCatalog

/**
 * The sentence of an error from a catalog; the English one when the catalog has
 * none for its code, or there is no catalog. `english` holds the English
 * sentences of the codes the caller can produce (a part of `englishMessages`,
 * so a bundle carries only those).
 */
const messageOf = <C extends UriErrorCode>(messages: MessageCatalog | undefined, facts: FactsOf<C>, english: Sentences<C>): string => {
  if (messages === UNWORDED) return ''
  const f = (messages as Partial<MessageCatalog> | null | undefined)?.[facts.code]
  return (typeof f === 'function' ? f : english[facts.code])(facts)
}

/**
 * The same error with its sentence from another catalog (a translation). A
 * code the catalog has no function for, or no catalog at all, keeps the English sentence.
 *
 * @example
 * const french = withMessages({ ...englishMessages, 'invalid-character': (e) => `Caractère inattendu à la position ${e.offset + 1}.` })
 * pipe(parse('http://a b'), E.mapLeft(french), E.mapLeft((e) => e.message))   // Left('Caractère inattendu à la position 9.')
 *
 * @since 0.1.0
 * @category errors
 */
export const withMessages =
  (messages: MessageCatalog) =>
  (error: UriError): UriError => ({ ...error, message: messageOf(messages, error, englishMessages) })

// ---------------------------------------------------------------------------
// utils
// ---------------------------------------------------------------------------

/**
 * Starts like a host, not like a scheme: a name with a dot, "www.", "localhost", an IPv4
 * address, each maybe with a port, then the end or "/", "?", "#". Section 4.5's heuristic
 * for references typed without a scheme ("www.example.com/a").
 */
export const HOST_LIKE = /^(?:www\.|localhost(?=[:/?#]|$)|[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+(?=[:/?#]|$))(?::\d*)?(?=[/?#]|$)/i

const isDigit = (c: number): boolean => c >= 0x30 && c <= 0x39

/**
 * The reading a person most likely meant, when it is not the furthest one (see
 * `UriErrorFacts.likely`): a host without its scheme, or a host and a bad port that the
 * grammar reads furthest as user information (section 3.2: userinfo takes ":" and
 * stops only at "@", so "a.com:8:0" is a viable start of "a.com:8:0@host").
 */
const likelyReading = (input: string, offset: number, code: UriErrorCode, rulePath: readonly string[]): LikelyReading | undefined => {
  if (code !== 'missing-scheme') return likelyPort(input, offset, code, rulePath)
  // A network-path reference ("//www.example.com/a") lacks only the scheme and its ":".
  const slashes = input.startsWith('//') ? 2 : 0
  const host = HOST_LIKE.exec(slashes === 0 ? input : input.slice(2))
  return host === null ? undefined : { part: 'scheme', text: host[0], offset: 0, column: 1, found: codePointAt(input, 0) }
}

/** `likelyReading` for a rule that needs no scheme (a reference's): a host and a bad port only. */
const likelyPort = (input: string, offset: number, code: UriErrorCode, rulePath: readonly string[]): LikelyReading | undefined => {
  const innermost = rulePath[rulePath.length - 1]
  if ((code !== 'invalid-character' && code !== 'unexpected-end') || (innermost !== 'userinfo' && innermost !== 'iuserinfo')) return undefined
  const authorityStart = input.indexOf('//') + 2
  // An "@" still to come in this authority: user information is what was meant ("user:pa ss@host").
  let end = offset
  while (end < input.length && !'/?#'.includes(input[end])) {
    if (input[end] === '@') return undefined
    end++
  }
  const colon = input.indexOf(':', authorityStart)
  if (authorityStart < 2 || colon < 0 || colon >= offset) return undefined
  let k = colon + 1
  while (k < offset && isDigit(input.charCodeAt(k))) k++
  return { part: 'port', text: input.slice(colon + 1, end), offset: k, column: lineAndColumn(input, k).column, found: codePointAt(input, k) }
}

/**
 * The same error, pointing at another offset of another input: its position
 * fields (line, column, code point offset, display column, input length)
 * recomputed, its sentence read again from the catalog. For an error found in
 * a part of a text (a cleaned copy, a header's target) and reported in the whole.
 *
 * @example
 * // The error of a Link header's target, placed in the header:
 * const header = '<http://a b>; rel="next"'
 * const target = parseURI(header.slice(1, header.indexOf('>')))
 * if (E.isLeft(target)) atOffset(header, 1 + target.left.offset)(target.left).column   // 10
 *
 * @since 0.3.0
 * @category errors
 */
export const atOffset =
  (input: string, offset: number, messages: MessageCatalog = englishMessages) =>
  (error: UriError): UriError => {
    const shift = offset - error.offset
    const moved = error.likely === undefined ? undefined : Math.max(0, error.likely.offset + shift)
    const likely = error.likely === undefined || moved === undefined ? {} : { likely: { ...error.likely, offset: moved, column: lineAndColumn(input, moved).column } }
    const facts: UriErrorFacts = { ...error, offset, ...positionOf(input, offset), inputLength: input.length, ...likely }
    return { ...facts, message: messageOf(messages, facts, englishMessages) }
  }

/** Section 3 and 4.3: the empty input, and an input without its scheme where the rule needs one. */
const classifyStart = (input: string, rule: ErrorRule, offset: number): 'empty-input' | 'missing-scheme' | undefined => {
  if (input === '') return 'empty-input'
  const needsScheme = rule === 'URI' || rule === 'absolute-URI' || rule === 'IRI' || rule === 'absolute-IRI'
  // No ":" before the offset (looked for in place: a slice of the text read would be a copy).
  const colon = input.indexOf(':')
  if (needsScheme && (colon < 0 || colon >= offset)) return 'missing-scheme'
  return undefined
}

/**
 * The code of a failure its place decides (a percent-encoding, the end, an IP literal, a port); `nonAscii`
 * names a character past U+007F, or leaves it to its place (undefined).
 */
const classifyPlace = <N extends ReadingErrorCode>(
  input: string,
  offset: number,
  found: string | null,
  expected: readonly string[],
  rulePath: readonly string[],
  nonAscii: (found: string, rulePath: readonly string[]) => N | undefined,
): PlaceErrorCode | N => {
  const innermost = rulePath[rulePath.length - 1]
  const afterPercent = input[offset - 1] === '%' || (input[offset - 2] === '%' && offset >= 2)
  if (expected.length === 1 && expected[0] === 'HEXDIG' && afterPercent) return 'bad-percent-encoding'
  const inIpLiteral = rulePath.includes('IP-literal')
  if (inIpLiteral && zonePercentAt(input, offset) && !(found === '%' && expected.includes('"]"'))) return 'zone-id-needs-25'
  if (found === null) return expected.includes('"]"') ? 'unclosed-ip-literal' : 'unexpected-end'
  if (found.charCodeAt(0) > 0x7f) {
    const code = nonAscii(found, rulePath)
    if (code !== undefined) return code
  }
  if (inIpLiteral && found === '%' && expected.includes('"]"') && !/^\[v/i.test(input.slice(input.lastIndexOf('[', offset), offset))) {
    return input.startsWith('%25', offset) ? 'zone-id-not-enabled' : 'zone-id-needs-25'
  }
  if (inIpLiteral) return 'invalid-ipv6'
  if (innermost === 'port') return 'invalid-port'
  return 'invalid-character'
}

/** RFC 3986 allows no character past U+007F. */
const uriNonAscii = (): 'non-ascii' => 'non-ascii'

/** In an IRI, a character RFC 3987 allows somewhere is an error of the place it stands in. */
const iriNonAscii = (found: string, rulePath: readonly string[]): 'disallowed-code-point' | undefined =>
  iriAllows(found.codePointAt(0) as number, rulePath.includes('iquery')) ? undefined : 'disallowed-code-point'

const classify = (input: string, rule: ErrorRule, offset: number, found: string | null, expected: readonly string[], rulePath: readonly string[]): ReadingErrorCode => {
  const start = classifyStart(input, rule, offset)
  if (start !== undefined) return start
  if (rule === 'URI-Template' && found === null && rulePath.includes('expression')) return 'unclosed-expression'
  return classifyPlace(input, offset, found, expected, rulePath, isIriRule(rule) ? iriNonAscii : uriNonAscii)
}

/** Every rule's reading (`makeUriError`): the entry rules, the component rules, a grammar's. */
export const anyReading: Reading<ReadingErrorCode> = {
  classify,
  english: readingMessages,
  likely: likelyReading,
  ascii: (rule) => URI_RULES.has(rule),
}

/** For the readings of RFC 3986's rules alone. */
const always = (): boolean => true

/** URI-reference and relative-ref (section 4.1, 4.2): both take the empty input and need no scheme. */
export const referenceReading: Reading<PlaceErrorCode | 'non-ascii'> = {
  classify: (input, _rule, offset, found, expected, rulePath) => classifyPlace(input, offset, found, expected, rulePath, uriNonAscii),
  english: referenceMessages,
  likely: likelyPort,
  ascii: always,
}

/** URI and absolute-URI (section 3, 4.3), which need a scheme, and the component rules of the setters (section 3's parts). */
export const absoluteReading: Reading<PlaceErrorCode | 'non-ascii' | 'empty-input' | 'missing-scheme'> = {
  classify: (input, rule, offset, found, expected, rulePath) => classifyStart(input, rule, offset) ?? classifyPlace(input, offset, found, expected, rulePath, uriNonAscii),
  english: absoluteMessages,
  likely: likelyReading,
  ascii: always,
}

/** IRI-reference and irelative-ref (RFC 3987 section 2.2): they take the empty input, need no scheme, and judge a non-ASCII code point by RFC 3987. */
export const iriReferenceReading: Reading<PlaceErrorCode | 'disallowed-code-point'> = {
  classify: (input, _rule, offset, found, expected, rulePath) => classifyPlace(input, offset, found, expected, rulePath, iriNonAscii),
  english: iriReferenceMessages,
  likely: likelyPort,
}

/**
 * Whether the offset is just past the "%" (or "%2") of a zone identifier that
 * is not written "%25": "[fe80::1%eth0]" read with zone identifiers stops at "e".
 */
const zonePercentAt = (input: string, offset: number): boolean =>
  (input[offset - 1] === '%' && input[offset] !== '2') || (input[offset - 2] === '%' && input[offset - 1] === '2' && input[offset] !== '5')

/**
 * Whether RFC 3987 section 2.2 allows a non-ASCII code point in an IRI
 * component: ucschar anywhere, iprivate in the query only. (Where it allows one,
 * an error at it is about the place, as in a scheme or a port.)
 */
const iriAllows = (cp: number, inQuery: boolean): boolean => isUcschar(cp) || (inQuery && isIprivate(cp))

/** How many characters of a long line the code frame shows on each side of the caret. */
const FRAME_CONTEXT = 60

/**
 * A code frame for a terminal or a log: the line of the input that holds the
 * error (cut around the offset when long), a caret under the offset, and the
 * message. Curried, input first, so it fits `E.mapLeft(formatError(input))`.
 * For an input that is not a string (from JavaScript), the message alone.
 *
 * @example
 * pipe(parse('http://exa mple.com'), E.mapLeft(formatError('http://exa mple.com')))
 * // Left(the three lines below)
 * // http://exa mple.com
 * //           ^
 * // Found a space at position 11 in the host (a space must be written %20); expected …
 *
 * @since 0.1.0
 * @category errors
 */
export const formatError =
  (input: string) =>
  (error: UriError): string => {
    // A value that is not a string (parse's not-a-string Left) has no line to show: the message alone.
    if (typeof input !== 'string') return error.message
    const lineStart = error.offset - (error.column - 1)
    let lineEnd = lineStart
    while (lineEnd < input.length && input[lineEnd] !== '\n' && input[lineEnd] !== '\r') lineEnd++
    // Under the place the likeliest reading breaks ("www.example.com": the scheme; "a.com:8:0": the ":"), when on the line.
    const likely = error.likely?.offset
    const offset = likely !== undefined && likely >= lineStart && likely <= lineEnd ? likely : error.offset
    const from = Math.max(lineStart, offset - FRAME_CONTEXT)
    const to = Math.min(lineEnd, offset + FRAME_CONTEXT)
    const before = visible(input.slice(from, offset))
    const shown = before + visible(input.slice(offset, to))
    const prefix = from > lineStart ? '…' : ''
    const suffix = to < lineEnd ? '…' : ''
    // The caret goes by display columns (wide characters take two, combining marks none), as the error's displayColumn.
    const caret = ' '.repeat(prefix.length + displayColumnAt(shown, 0, before.length) - 1) + '^'
    const lineLabel = error.line > 1 ? `line ${error.line}: ` : ''
    return `${lineLabel}${prefix}${shown}${suffix}\n${' '.repeat(lineLabel.length)}${caret}\n${error.message}`
  }

/**
 * What a terminal may be shown of the input: tabs and other C0 controls as
 * one visible character each (U+2400 pictures); C1 controls (U+009B is CSI, an
 * escape sequence on many terminals), bidi overrides and other format
 * characters, line separators and unpaired surrogates as `\u{…}` escapes, so
 * no input can move the cursor, recolour the screen or reorder what follows.
 * The caret is placed by the same text, so it stays under its character.
 */
const visible = (s: string): string =>
  s.replace(UNSAFE, (c) => {
    const cp = c.codePointAt(0) as number
    if (c === '\t') return ' '
    if (cp < 0x20 || cp === 0x7f) return String.fromCharCode(0x2400 + (cp === 0x7f ? 0x21 : cp))
    return `\\u{${cp.toString(16).toUpperCase()}}`
  })

const UNSAFE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/gu
