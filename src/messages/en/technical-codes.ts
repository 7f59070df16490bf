/**
 * The technical English sentences of the error codes: where, what was found,
 * what could have come there, in the grammar's words (the rule's part, the
 * characters allowed). `technical` (catalogs.ts) holds them.
 *
 * @since 0.4.0
 */
import { isIprivate, isNoncharacter } from '../../base/code-points.ts'
import type { UriError, UriErrorCode } from '../../error/facts.ts'
import { utf8PercentEncoding } from '../../base/octets.ts'
import { ownEntry, textOf } from '../../base/options.ts'

const isLoneSurrogate = (s: string): boolean => s.length === 1 && s.charCodeAt(0) >= 0xd800 && s.charCodeAt(0) <= 0xdfff

/** Format characters (bidi controls, zero-width characters, soft hyphen) and line or paragraph separators: never shown raw. */
const INVISIBLE = /^[\p{Cf}\p{Zl}\p{Zp}]$/u

/** A code point as "U+XXXX". */
export const hex4 = (cp: number): string => 'U+' + cp.toString(16).toUpperCase().padStart(4, '0')

const CHARACTER_NAMES: Readonly<Record<string, string>> = {
  ' ': 'a space',
  '\t': 'a tab',
  '\n': 'a line feed',
  '\r': 'a carriage return',
  '\0': 'a NUL character',
  '\\': 'a backslash "\\"',
  '"': "a double quote '\"'",
}

/**
 * Names a character the way a person would read it.
 *
 * @example
 * describeCharacter(' ')   // 'a space'
 */
export const describeCharacter = (found: string | null): string => {
  // From JavaScript, undefined too is nothing found, and a number or a boolean its text.
  if (found === null || found === undefined) return 'the end of the input'
  const c = textOf(found)
  const named = ownEntry(CHARACTER_NAMES, c)
  if (named !== undefined) return named
  const cp = c.codePointAt(0) as number
  if (isLoneSurrogate(c)) return `an unpaired surrogate (${hex4(cp)})`
  if (cp < 0x20 || (cp >= 0x7f && cp <= 0x9f)) return `a control character (${hex4(cp)})`
  if (cp > 0x7f && INVISIBLE.test(c)) return `an invisible formatting character (${hex4(cp)})`
  if (cp > 0x7f) return `"${c}" (${hex4(cp)})`
  return `"${c}"`
}

type PartNames = Readonly<Record<string, string>>

/** Section 3's parts by RFC 3986's rule names (and RFC 6874's ZoneID); RFC 3987 keeps these for its IP literal, scheme and port. */
const URI_PARTS: PartNames = {
  ZoneID: 'zone identifier',
  scheme: 'scheme',
  authority: 'authority',
  userinfo: 'user information',
  host: 'host',
  'reg-name': 'host',
  IPv4address: 'host',
  'IP-literal': 'IP literal',
  IPv6address: 'IPv6 address',
  IPvFuture: 'IP literal',
  port: 'port',
  'path-abempty': 'path',
  'path-absolute': 'path',
  'path-noscheme': 'path',
  'path-rootless': 'path',
  'path-empty': 'path',
  path: 'path',
  query: 'query',
  fragment: 'fragment',
}

/** RFC 3987's own rules (section 2.2). */
const IRI_PARTS: PartNames = {
  iauthority: 'authority',
  iuserinfo: 'user information',
  ihost: 'host',
  'ireg-name': 'host',
  'ipath-abempty': 'path',
  'ipath-absolute': 'path',
  'ipath-noscheme': 'path',
  'ipath-rootless': 'path',
  'ipath-empty': 'path',
  ipath: 'path',
  iquery: 'query',
  ifragment: 'fragment',
}

/** RFC 6570's (typed-uri/template). */
const TEMPLATE_PARTS: PartNames = {
  'URI-Template': 'template',
  expression: 'expression',
  operator: 'operator',
  varname: 'variable name',
  'max-length': 'prefix length',
}

/** The part the innermost rule of a rule path that one of the tables names is about. */
const partIn = (tables: readonly PartNames[], rulePath: readonly string[]): string | null => {
  for (let k = rulePath.length - 1; k >= 0; k--) {
    for (const table of tables) {
      const name = ownEntry(table, rulePath[k])
      if (name !== undefined) return name
    }
  }
  return null
}

/** Every grammar's part names: a rule name is in one table only. */
const ALL_PARTS: readonly PartNames[] = [IRI_PARTS, URI_PARTS, TEMPLATE_PARTS]

/**
 * The part of a URI that the innermost named rule of a rule path is about, in English (host, path …).
 *
 * @example
 * describePart(['URI-reference', 'URI', 'hier-part', 'authority', 'host'])   // 'host'
 */
export const describePart = (rulePath: readonly string[]): string | null => partIn(ALL_PARTS, rulePath)

const UNRESERVED_MARKS = '-._~'
const SUB_DELIMS = "!$&'()*+,;="
const GEN_DELIMS = ':/?#[]@'

/**
 * Says, in words, what the expected tokens allow: "a letter, a digit, "@" or the end of the input".
 *
 * @example
 * describeExpected(['DIGIT', '"]"'])   // 'a digit or "]"'
 */
export const describeExpected = (expected: readonly string[]): string => {
  const has = (e: string): boolean => expected.includes(e)
  const letters = has('ALPHA') || has('unreserved')
  const digits = has('DIGIT') || has('unreserved')
  const marks: string[] = []
  const addMarks = (s: string): void => {
    for (const c of s) if (!marks.includes(c)) marks.push(c)
  }
  if (has('unreserved')) addMarks(UNRESERVED_MARKS)
  if (has('sub-delims')) addMarks(SUB_DELIMS)
  if (has('gen-delims')) addMarks(GEN_DELIMS)
  for (const e of expected) if (e.length === 3 && e.startsWith('"')) addMarks(e[1])
  const phrases: string[] = []
  if (letters) phrases.push('a letter')
  if (digits) phrases.push('a digit')
  if (has('HEXDIG') && !(letters && digits)) phrases.push(digits ? 'a hex digit A-F' : 'a hex digit')
  if (marks.length === 1) phrases.push(`"${marks[0]}"`)
  else if (marks.length > 1) phrases.push(`one of ${marks.join(' ')}`)
  if (has('ucschar')) phrases.push('a non-ASCII letter or other character')
  if (has('iprivate')) phrases.push('a private-use character')
  if (has('pct-encoded')) phrases.push('a percent-encoded octet such as %20')
  if (has('op-level2') || has('op-level3')) phrases.push('an operator (+ # . / ; ? &)')
  if (has('max-length')) phrases.push('a digit 1 to 9')
  if (has('end of input')) phrases.push('the end of the input')
  if (phrases.length === 0) return 'nothing more'
  return phrases.length === 1 ? phrases[0] : `${phrases.slice(0, -1).join(', ')} or ${phrases[phrases.length - 1]}`
}

/**
 * Where the error is, as a person counts: "position 11" (1-based, in UTF-16 code units: the
 * offset's column on a one-line input; `formatError` names the line of a longer one).
 */
export const describePosition = (e: Pick<UriError, 'offset'>): string => `position ${e.offset + 1}`

/**
 * What a web browser (a WHATWG URL parser) would have done with the character, where it differs.
 *
 * @example
 * const r = parse('http://a/b\\c')
 * E.isLeft(r) ? browserReading(r.left) : null
 * // 'a web browser would read it as "/" in an http or https URL, so the two may disagree …'
 */
export const browserReading = (e: UriError): string | null => {
  if (e.found === '\\') return 'a web browser would read it as "/" in an http or https URL, so the two may disagree on where this goes'
  if (e.found === '\t' || e.found === '\n' || e.found === '\r') return 'a web browser would silently remove it'
  if (e.found === ' ' && (e.offset === 0 || e.offset >= e.inputLength - 1)) return 'a web browser would trim it'
  return null
}

/** Where an error is, as a sentence says it: "position 5 in the host". */
type At = (e: UriError) => string

/**
 * `at` naming parts from the tables of the rules a reading meets, so that a bundle carries only
 * those names (a rule path holds the names of one grammar: spec/readings.spec.ts and the template
 * spec check each reading's sentences against every rule's). Every sentence that says where takes
 * its `at`, so the sentences read alike in a bundle, which compresses them best.
 */
const atIn =
  (tables: readonly PartNames[]): At =>
  (e) => {
    const part = partIn(tables, e.rulePath)
    return `${describePosition(e)}${part === null ? '' : ` in the ${part}`}`
  }

const atAny = /* @__PURE__ */ atIn(ALL_PARTS)

const withBrowser = (e: UriError, sentence: string): string => {
  const browser = browserReading(e)
  return browser === null ? `${sentence}.` : `${sentence}; ${browser}.`
}

/** Why RFC 3987 does not allow a code point where it stands (error code `disallowed-code-point`). */
const disallowedReason = (cp: number): string => {
  if (isIprivate(cp)) return `${hex4(cp)} is a private-use character, allowed only in the query`
  if (isNoncharacter(cp)) return `${hex4(cp)} is a noncharacter, which no IRI may hold`
  return `${hex4(cp)} is not allowed in an IRI`
}

/** The sentences of some of the codes. */
export type Sentences<C extends UriErrorCode> = { readonly [K in C]: (error: UriError) => string }

const unclosedExpression = (e: UriError): string => `The template ends at ${describePosition(e)} inside an expression; expected ${describeExpected(e.expected)}.`

// Each sentence is a constant of its own and each reading's table names only the codes its classifier can give
// (error.ts), so a bundle carries the sentences its use can reach: a template's never says "missing scheme".

const emptyInput = (e: UriError): string =>
  `The input is empty; expected ${e.rule === 'URI' || e.rule === 'absolute-URI' ? 'a URI such as https://example.com/' : describeExpected(e.expected)}.`

const missingScheme = (e: UriError): string => {
  const what = e.rule === 'IRI' || e.rule === 'absolute-IRI' ? 'an IRI' : 'a URI'
  if (e.likely?.part === 'scheme') return `The input begins with the host "${e.likely.text}" but no scheme; ${what} begins with a scheme and ":", such as "https://${e.likely.text}".`
  return e.found === null
    ? `The input ends at ${describePosition(e)} without a scheme; ${what} begins with a scheme and ":", such as "https:".`
    : `Found ${describeCharacter(e.found)} at ${describePosition(e)} before any scheme; ${what} begins with a scheme and ":", such as "https:".`
}

const nonAscii =
  (at: At) =>
  (e: UriError): string => {
    const ch = e.found as string
    const fix = isLoneSurrogate(ch) ? 'an unpaired surrogate is not a character and cannot be encoded' : `percent-encode it as ${utf8PercentEncoding(ch)}`
    return `Found ${describeCharacter(ch)} at ${at(e)}: a URI may contain only ASCII characters, so ${fix}.`
  }

const badPercentEncoding =
  (at: At) =>
  (e: UriError): string =>
    e.found === null
      ? `The input ends at ${at(e)} inside a percent-encoding: "%" must be followed by two hex digits (write a literal "%" as %25).`
      : `Found ${describeCharacter(e.found)} at ${at(e)}, but "%" must be followed by two hex digits (write a literal "%" as %25).`

const unclosedIpLiteral =
  (at: At) =>
  (e: UriError): string =>
    `The input ends at ${at(e)} before the closing "]"; expected ${describeExpected(e.expected)}.`

const invalidIpv6 =
  (at: At) =>
  (e: UriError): string =>
    withBrowser(e, `Found ${describeCharacter(e.found)} at ${at(e)}, which cannot continue the IP literal; expected ${describeExpected(e.expected)}`)

const invalidPort =
  (at: At) =>
  (e: UriError): string =>
    e.likely?.part === 'port'
      ? `Found ${describeCharacter(e.likely.found)} at ${describePosition(e.likely)} in the port "${e.likely.text}" after the host: a port is digits only (read as user information instead, the authority would need an "@" after it).`
      : withBrowser(e, `Found ${describeCharacter(e.found)} at ${at(e)}: a port is digits only; expected ${describeExpected(e.expected)}`)

const unexpectedEnd =
  (at: At) =>
  (e: UriError): string =>
    `The input ends at ${at(e)}; expected ${describeExpected(e.expected)}.`

const zoneIdNotEnabled =
  (at: At) =>
  (e: UriError): string =>
    `Found ${describeCharacter(e.found)} at ${at(e)}: a zone identifier after an IPv6 address ("[fe80::1%25eth0]", RFC 6874) is allowed only with the zoneIds option; expected ${describeExpected(e.expected)}.`

const zoneIdNeeds25 =
  (at: At) =>
  (e: UriError): string => {
    // Without zone identifiers the grammar fails at the "%"; with them it reads "%" (and "2") first.
    if (e.found === '%')
      return `Found "%" at ${at(e)}: before a zone identifier it must be written "%25" ("[fe80::1%25eth0]", not "[fe80::1%eth0]"), and zone identifiers need the zoneIds option; expected ${describeExpected(e.expected)}.`
    const back = e.expected.includes('"5"') ? 2 : 1
    return `Found ${describeCharacter(e.found)} at ${at(e)}: the "%" at ${describePosition({ offset: e.offset - back })} must be written "%25" before a zone identifier ("[fe80::1%25eth0]", not "[fe80::1%eth0]"); expected ${describeExpected(e.expected)}.`
  }

/**
 * Whether a template's reading failed where a variable name's character could come (RFC 6570 section 2.3): inside an
 * expression, a letter expected. There a space is no URI's, and "%20" no advice: nobody means a triplet in a name.
 */
const inVariableName = (e: UriError): boolean => e.rulePath.includes('expression') && e.expected.includes('ALPHA')

const invalidCharacter =
  (at: At) =>
  (e: UriError): string => {
    const hint = e.found === ' ' ? ' (a space must be written %20)' : ''
    return withBrowser(e, `Found ${describeCharacter(e.found)} at ${at(e)}${hint}; expected ${describeExpected(e.expected)}`)
  }

/**
 * An invalid character where a template's variable name could go: what a name may hold. Only the
 * catalogs a template's error can reach have it (the whole catalog, the template's own), so a URI
 * reading's bundle does not carry it.
 */
const templateInvalidCharacter =
  (at: At) =>
  (e: UriError): string =>
    inVariableName(e)
      ? `A variable name holds letters, digits, "_" and percent-encoded octets, a "." only between two of them (RFC 6570 section 2.3): found ${describeCharacter(e.found)} at ${at(e)}; expected ${describeExpected(e.expected)}.`
      : invalidCharacter(at)(e)

/** RFC 3987: a code point an IRI allows nowhere, or not here. */
const disallowedCodePoint =
  (at: At) =>
  (e: UriError): string => {
    const ch = e.found as string
    if (isLoneSurrogate(ch)) return `Found ${describeCharacter(ch)} at ${at(e)}: it is not a character, and no IRI may hold it.`
    return `Found ${describeCharacter(ch)} at ${at(e)}: ${disallowedReason(ch.codePointAt(0) as number)}; percent-encode it as ${utf8PercentEncoding(ch)}.`
  }

/**
 * The technical sentence of each code: where (position and part), what was found, what could
 * have come. The codes whose cause a reason names (a scheme's rule, an option, an expansion) say
 * it generally here; `describeError` reads the reason's sentence first.
 */
export const technicalCodes: Sentences<UriErrorCode> = {
  'empty-input': emptyInput,
  'missing-scheme': missingScheme,
  'invalid-character': /* @__PURE__ */ templateInvalidCharacter(atAny),
  'non-ascii': /* @__PURE__ */ nonAscii(atAny),
  'bad-percent-encoding': /* @__PURE__ */ badPercentEncoding(atAny),
  'unclosed-ip-literal': /* @__PURE__ */ unclosedIpLiteral(atAny),
  'invalid-ipv6': /* @__PURE__ */ invalidIpv6(atAny),
  'invalid-port': /* @__PURE__ */ invalidPort(atAny),
  'unexpected-end': /* @__PURE__ */ unexpectedEnd(atAny),
  'too-long': (e) => `The input is ${e.inputLength.toLocaleString('en-US')} characters long; at most ${(e.maxLength ?? e.offset).toLocaleString('en-US')} are allowed.`,
  'invalid-options': (e) => `The option "${e.option ?? '?'}" is not valid.`,
  'disallowed-code-point': /* @__PURE__ */ disallowedCodePoint(atAny),
  'zone-id-not-enabled': /* @__PURE__ */ zoneIdNotEnabled(atAny),
  'zone-id-needs-25': /* @__PURE__ */ zoneIdNeeds25(atAny),
  'invalid-idna-label': (e) => `A host label at ${describePosition(e)} cannot be written as an A-label.`,
  'idna-label-too-long': (e) => `The host label at ${describePosition(e)} is too long: its A-label cannot fit in 63 characters.`,
  'unclosed-expression': unclosedExpression,
  'reserved-operator': (e) =>
    `Found ${describeCharacter(e.found)} at ${describePosition(e)}: RFC 6570 reserves the operators = , ! @ | for future extensions; an expression begins with one of + # . / ; ? & or with a variable name.`,
  'invalid-expansion': (e) => `The variable at ${describePosition(e)} cannot be expanded.`,
  'scheme-violation': (e) => `The URI breaks a rule of its scheme at ${describePosition(e)}.`,
  'component-conflict': () => `The component cannot stand with the reference's other components.`,
  'not-expressible': (e) => `The part at ${describePosition(e)} has no counterpart in the other notation (a URI Template or a URLPattern).`,
}
