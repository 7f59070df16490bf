/**
 * Parse errors a program can act on, as facts: a stable code, where (the
 * offset, the rules that led there), what was found, what could have come
 * instead, and the reason where the code alone does not say it. Errors carry
 * no words: `describeError` and `formatError` (`typed-uri/messages`) make
 * them, from a catalog passed in.
 *
 * @since 0.1.0
 */
import { isIprivate, isUcschar } from '../base/code-points.ts'
import type { OptionsReason, TextSubject } from './reasons/options.ts'
import type { CodedErrorCode, EntryRule, ErrorRule, IdnaErrorCode, LikelyReading, PlaceErrorCode, ReadingErrorCode, Reason, UriError, UriErrorCode } from './facts.ts'
import { ownEntry, seen } from '../base/options.ts'
import { beforeAt, codePointAt, factsAt, type FactsOf } from './position.ts'

export type { ComponentRule, EntryRule, ErrorRule, GrammarRule, LikelyReading, Reason, ReasonKind, ReasonOf, UriError, UriErrorCode } from './facts.ts'

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

/** How a grammar's reading names its failures: its classifier, and where it looks for the reading a person meant. */
export interface Reading<C extends ReadingErrorCode> {
  readonly classify: (input: string, rule: ErrorRule, offset: number, found: string | null, expected: readonly string[], rulePath: readonly string[]) => C
  /** The reading a person most likely meant (`UriErrorFacts.likely`), for a grammar with a scheme and an authority. */
  readonly likely?: typeof likelyReading
}

/** Builds the error for a failure at `offset`, as reported by the grammar, with a reading's codes. */
export const makeReadingError = <C extends ReadingErrorCode>(
  reading: Reading<C>,
  input: string,
  rule: ErrorRule,
  offset: number,
  expected: readonly string[],
  rulePath: readonly string[],
): UriError => {
  const found = codePointAt(input, offset)
  const code = reading.classify(input, rule, offset, found, expected, rulePath)
  const likely = reading.likely?.(input, offset, code, rulePath)
  // A likely port comes only after userinfo (section 3.2.1), in the URI and IRI readings, which have 'invalid-port'.
  // One object, its fields added in place: spreading the facts into new objects took longer than finding them.
  const error: { -readonly [K in keyof UriError]: UriError[K] } = factsAt<C>(input, likely?.part === 'port' ? ('invalid-port' as C) : code, rule, offset, expected, rulePath, found)
  if (likely !== undefined) error.likely = likely
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
export const makeUriError = (input: string, rule: ErrorRule, offset: number, expected: readonly string[], rulePath: readonly string[]): UriError =>
  makeReadingError(anyReading, input, rule, offset, expected, rulePath)

/** The error for an input longer than allowed: it points at the first character past the limit. */
export const makeTooLongError = (input: string, rule: ErrorRule, maxLength: number): UriError => ({
  ...factsAt<'too-long'>(input, 'too-long', rule, maxLength, ['end of input'], []),
  maxLength,
})

/** An error found after the input parsed (a conversion's): its code, where, and the reason why. */
export const makeConversionError = (input: string, rule: ErrorRule, code: IdnaErrorCode, offset: number, reason?: Reason): UriError => {
  const facts: FactsOf<IdnaErrorCode> = factsAt(input, code, rule, offset, [], [])
  return reason === undefined ? facts : { ...facts, reason }
}

/**
 * An error of a grammar built on RFC 3986 with a code of its own (a template's
 * reserved operator, a scheme's rule): where, what could have come there, the
 * rules that led there, and the reason why.
 */
export const makeCodedError = (input: string, rule: ErrorRule, code: CodedErrorCode, offset: number, expected: readonly string[], rulePath: readonly string[], reason?: Reason): UriError => {
  const facts: FactsOf<CodedErrorCode> = factsAt(input, code, rule, offset, expected, rulePath)
  return reason === undefined ? facts : { ...facts, reason }
}

/**
 * The error for a value that is not a string where text is read (from JavaScript, where types do
 * not reach): nothing of it was read. `subject` says what the text stands for.
 */
export const makeNotAStringError = (value: unknown, rule: ErrorRule, subject: TextSubject = 'input'): UriError =>
  makeOptionsError('', rule, { kind: 'not-a-string', subject, got: seen(value) })

/** The error for options that are not of their kinds: nothing of the input was read, so it points at its start. */
export const makeOptionsError = (input: string, rule: ErrorRule, reason: OptionsReason | Reason, option?: string): UriError => {
  // At the start, nothing found there: position 0 of the input as text (nothing, when it is not text).
  const facts: FactsOf<'invalid-options'> = factsAt(typeof input === 'string' ? input : '', 'invalid-options', rule, 0, [], [], null)
  const named = option ?? (reason.kind === 'option-not-of-kind' ? reason.option : undefined)
  return named === undefined ? { ...facts, reason } : { ...facts, option: named, reason }
}

// ---------------------------------------------------------------------------
// utils
// ---------------------------------------------------------------------------

/** The pattern of a host typed without its scheme (`HOST_LIKE`), a label's letters being `letter` (a regular expression's source). */
const hostLike = (letter: string): RegExp => new RegExp(`^(?:www\\.|localhost(?=[:/?#]|$)|${letter}+(?:\\.${letter}+)+(?=[:/?#]|$))(?::\\d*)?(?=[/?#]|$)`, 'i')

/**
 * Starts like a host, not like a scheme: a name with a dot, "www.", "localhost", an IPv4
 * address, each maybe with a port, then the end or "/", "?", "#". Section 4.5's heuristic
 * for references typed without a scheme ("www.example.com/a"). A label's letters may be
 * any outside ASCII but white space: an international name typed as a browser shows it
 * ("例え.jp", "www.bücher.de") is a host too (RFC 3987 section 3.1's ireg-name; a URI
 * rule then refuses its letters, and says where).
 */
export const HOST_LIKE: RegExp = /* @__PURE__ */ hostLike('(?:[A-Za-z0-9-]|[^\\x00-\\x7F\\s])')

/** `HOST_LIKE` in ASCII alone: what a URI's host may be (section 3.2.2), for the likely reading of a URI rule's error. */
const ASCII_HOST_LIKE: RegExp = /* @__PURE__ */ hostLike('[A-Za-z0-9-]')

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
  // A URI's host is ASCII: an international name typed without a scheme is a host to an IRI rule only (the URI
  // rule's error is then its first letter outside ASCII, once the scheme is there).
  const like = isIriRule(rulePath[0] as ErrorRule) ? HOST_LIKE : ASCII_HOST_LIKE
  const host = like.exec(slashes === 0 ? input : input.slice(2))
  return host === null ? undefined : { part: 'scheme', text: host[0], offset: 0, found: codePointAt(input, 0) }
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
  return { part: 'port', text: input.slice(colon + 1, end), offset: k, found: codePointAt(input, k) }
}

/**
 * The same error, pointing at another offset of another input: its offset, the text before it, its
 * likely reading's offset and the input's length moved. For an error found in a part of a text (a
 * cleaned copy, a header's target) and reported in the whole.
 */
export const atOffset =
  (input: string, offset: number) =>
  (error: UriError): UriError => {
    const shift = offset - error.offset
    const likely = error.likely === undefined ? {} : { likely: { ...error.likely, offset: Math.max(0, error.likely.offset + shift) } }
    return { ...error, offset, before: beforeAt(input, offset), inputLength: input.length, ...likely }
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
  likely: likelyReading,
}

/** URI-reference and relative-ref (section 4.1, 4.2): both take the empty input and need no scheme. */
export const referenceReading: Reading<PlaceErrorCode | 'non-ascii'> = {
  classify: (input, _rule, offset, found, expected, rulePath) => classifyPlace(input, offset, found, expected, rulePath, uriNonAscii),
  likely: likelyPort,
}

/** URI and absolute-URI (section 3, 4.3), which need a scheme, and the component rules of the setters (section 3's parts). */
export const absoluteReading: Reading<PlaceErrorCode | 'non-ascii' | 'empty-input' | 'missing-scheme'> = {
  classify: (input, rule, offset, found, expected, rulePath) => classifyStart(input, rule, offset) ?? classifyPlace(input, offset, found, expected, rulePath, uriNonAscii),
  likely: likelyReading,
}

/** IRI-reference and irelative-ref (RFC 3987 section 2.2): they take the empty input, need no scheme, and judge a non-ASCII code point by RFC 3987. */
export const iriReferenceReading: Reading<PlaceErrorCode | 'disallowed-code-point'> = {
  classify: (input, _rule, offset, found, expected, rulePath) => classifyPlace(input, offset, found, expected, rulePath, iriNonAscii),
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
