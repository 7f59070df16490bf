/**
 * Parse errors a person can act on: where (offset, line, column, the rules that
 * led there), what was found, what could have come instead, and one sentence
 * that says it in plain English. `formatError` draws the code frame; errors
 * become text nowhere else.
 *
 * @since 0.1.0
 */

/** The rules a whole input can be parsed as. */
export type EntryRule = 'URI-reference' | 'URI' | 'absolute-URI' | 'relative-ref'

/**
 * What went wrong, in a word a program can branch on:
 * - `invalid-character`: a character that cannot stand where it does;
 * - `non-ascii`: a character outside ASCII, which RFC 3986 never allows literally;
 * - `bad-percent-encoding`: a "%" not followed by two hex digits;
 * - `unclosed-ip-literal`: the input ends inside "[...]";
 * - `unexpected-end`: the input ends where something more is needed;
 * - `too-long`: the input is longer than the `maxLength` it was parsed with.
 */
export type UriErrorCode =
  | 'invalid-character'
  | 'non-ascii'
  | 'bad-percent-encoding'
  | 'unclosed-ip-literal'
  | 'unexpected-end'
  | 'too-long'

export interface UriError {
  readonly _tag: 'UriError'
  readonly code: UriErrorCode
  /** The rule the whole input was parsed as. */
  readonly rule: EntryRule
  /**
   * 0-based UTF-16 index: the length of the longest prefix of the input that is
   * also the beginning of some string the rule accepts.
   */
  readonly offset: number
  /** 1-based line (LF, CRLF and CR end lines). */
  readonly line: number
  /** 1-based column in UTF-16 code units; offset + 1 on a one-line input. */
  readonly column: number
  /** The character at the offset (a whole code point), or null at the end of the input. */
  readonly found: string | null
  /** What could have come at the offset: ABNF rule names, quoted characters, `end of input`. */
  readonly expected: readonly string[]
  /** The rules, outermost first, that were being matched at the offset. */
  readonly rulePath: readonly string[]
  /** One sentence for a person: the character found, where, and what could come there. */
  readonly message: string
}

// ---------------------------------------------------------------------------
// constructors
// ---------------------------------------------------------------------------

/** Builds the error for a failure at `offset`, as reported by the grammar. */
export const makeUriError = (
  input: string,
  rule: EntryRule,
  offset: number,
  expected: readonly string[],
  rulePath: readonly string[],
): UriError => {
  const { line, column } = lineAndColumn(input, offset)
  const found = codePointAt(input, offset)
  const code = classify(input, offset, found, expected)
  const where = line === 1 ? `position ${column}` : `line ${line}, column ${column}`
  const partName = describePart(rulePath)
  const message = explain(code, found, where, partName, expected)
  return { _tag: 'UriError', code, rule, offset, line, column, found, expected, rulePath, message }
}

/** The error for an input longer than allowed: it points at the first character past the limit. */
export const makeTooLongError = (input: string, rule: EntryRule, maxLength: number): UriError => {
  const { line, column } = lineAndColumn(input, maxLength)
  const message = `The input is ${input.length.toLocaleString('en-US')} characters long; at most ${maxLength.toLocaleString('en-US')} are allowed.`
  return {
    _tag: 'UriError',
    code: 'too-long',
    rule,
    offset: maxLength,
    line,
    column,
    found: codePointAt(input, maxLength),
    expected: ['end of input'],
    rulePath: [],
    message,
  }
}

// ---------------------------------------------------------------------------
// utils
// ---------------------------------------------------------------------------

/** 1-based line and column of an offset; a line ends at LF, CRLF or CR. */
export const lineAndColumn = (input: string, offset: number): { readonly line: number; readonly column: number } => {
  let line = 1
  let lineStart = 0
  for (let i = 0; i < offset && i < input.length; i++) {
    const c = input.charCodeAt(i)
    if (c === 0x0a || (c === 0x0d && input.charCodeAt(i + 1) !== 0x0a)) {
      line++
      lineStart = i + 1
    }
  }
  return { line, column: offset - lineStart + 1 }
}

const codePointAt = (input: string, offset: number): string | null => {
  if (offset >= input.length) return null
  const cp = input.codePointAt(offset) as number
  return String.fromCodePoint(cp)
}

const isLoneSurrogate = (s: string): boolean => s.length === 1 && s.charCodeAt(0) >= 0xd800 && s.charCodeAt(0) <= 0xdfff

const classify = (input: string, offset: number, found: string | null, expected: readonly string[]): UriErrorCode => {
  if (found === null) return expected.includes('"]"') ? 'unclosed-ip-literal' : 'unexpected-end'
  if (found.charCodeAt(0) > 0x7f) return 'non-ascii'
  const afterPercent = input[offset - 1] === '%' || (input[offset - 2] === '%' && offset >= 2)
  if (expected.length === 1 && expected[0] === 'HEXDIG' && afterPercent) return 'bad-percent-encoding'
  return 'invalid-character'
}

const hex4 = (cp: number): string => 'U+' + cp.toString(16).toUpperCase().padStart(4, '0')

const CHARACTER_NAMES: Readonly<Record<string, string>> = {
  ' ': 'a space',
  '\t': 'a tab',
  '\n': 'a line feed',
  '\r': 'a carriage return',
  '\0': 'a NUL character',
  '\\': 'a backslash "\\"',
  '"': 'a double quote \'"\'',
}

/** Names a character the way a person would read it. */
export const describeCharacter = (c: string | null): string => {
  if (c === null) return 'the end of the input'
  const named = CHARACTER_NAMES[c]
  if (named !== undefined) return named
  const cp = c.codePointAt(0) as number
  if (isLoneSurrogate(c)) return `an unpaired surrogate (${hex4(cp)})`
  if (cp < 0x20 || cp === 0x7f) return `a control character (${hex4(cp)})`
  if (cp > 0x7f) return `"${c}" (${hex4(cp)})`
  return `"${c}"`
}

const PART_NAMES: Readonly<Record<string, string>> = {
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

const describePart = (rulePath: readonly string[]): string | null => {
  for (let k = rulePath.length - 1; k >= 0; k--) {
    const name = PART_NAMES[rulePath[k]]
    if (name !== undefined) return name
  }
  return null
}

const UNRESERVED_MARKS = '-._~'
const SUB_DELIMS = "!$&'()*+,;="
const GEN_DELIMS = ':/?#[]@'

/** Says, in words, what the expected tokens allow: "a letter, a digit, "@" or the end of the input". */
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
  if (has('pct-encoded')) phrases.push('a percent-encoded octet such as %20')
  if (has('end of input')) phrases.push('the end of the input')
  if (phrases.length === 0) return 'nothing more'
  return phrases.length === 1 ? phrases[0] : `${phrases.slice(0, -1).join(', ')} or ${phrases[phrases.length - 1]}`
}

/** The UTF-8 percent-encoding of a character, for the hint on non-ASCII input. */
const utf8PercentEncoding = (c: string): string =>
  Array.from(new TextEncoder().encode(c), (b) => '%' + b.toString(16).toUpperCase().padStart(2, '0')).join('')

const explain = (
  code: UriErrorCode,
  found: string | null,
  where: string,
  partName: string | null,
  expected: readonly string[],
): string => {
  const inPart = partName === null ? '' : ` in the ${partName}`
  const could = describeExpected(expected)
  switch (code) {
    case 'non-ascii': {
      const ch = found as string
      const fix = isLoneSurrogate(ch)
        ? 'an unpaired surrogate is not a character and cannot be encoded'
        : `percent-encode it as ${utf8PercentEncoding(ch)}`
      return `Found ${describeCharacter(ch)} at ${where}${inPart}: a URI may contain only ASCII characters, so ${fix}.`
    }
    case 'bad-percent-encoding':
      return `Found ${describeCharacter(found)} at ${where}${inPart}, but "%" must be followed by two hex digits (write a literal "%" as %25).`
    case 'unclosed-ip-literal':
      return `The input ends at ${where}${inPart} before the closing "]"; expected ${could}.`
    case 'unexpected-end':
      return `The input ends at ${where}${inPart}; expected ${could}.`
    case 'too-long':
      return `The input is too long at ${where}.`
    case 'invalid-character': {
      const hint = found === ' ' ? ' (a space must be written %20)' : ''
      return `Found ${describeCharacter(found)} at ${where}${inPart}${hint}; expected ${could}.`
    }
  }
}

/** How many characters of a long line the code frame shows on each side of the caret. */
const FRAME_CONTEXT = 60

/**
 * A code frame for a terminal or a log: the line of the input that holds the
 * error (cut around the offset when long), a caret under the offset, and the
 * message.
 *
 * @example
 * formatError('http://exa mple.com', error)
 * // http://exa mple.com
 * //           ^
 * // Found a space at position 11 in the host (a space must be written %20); expected …
 */
export const formatError = (input: string, error: UriError): string => {
  const lineStart = error.offset - (error.column - 1)
  let lineEnd = lineStart
  while (lineEnd < input.length && input[lineEnd] !== '\n' && input[lineEnd] !== '\r') lineEnd++
  const from = Math.max(lineStart, error.offset - FRAME_CONTEXT)
  const to = Math.min(lineEnd, error.offset + FRAME_CONTEXT)
  const shown = visible(input.slice(from, to))
  const prefix = from > lineStart ? '…' : ''
  const suffix = to < lineEnd ? '…' : ''
  const caret = ' '.repeat(prefix.length + (error.offset - from)) + '^'
  const lineLabel = error.line > 1 ? `line ${error.line}: ` : ''
  return `${lineLabel}${prefix}${shown}${suffix}\n${' '.repeat(lineLabel.length)}${caret}\n${error.message}`
}

/** Tabs and other controls as one visible character each, so the caret stays aligned. */
const visible = (s: string): string =>
  s.replace(/[\u0000-\u001f\u007f]/g, (c) => (c === '\t' ? ' ' : String.fromCharCode(0x2400 + (c === '\u007f' ? 0x21 : c.charCodeAt(0)))))
