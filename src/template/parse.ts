/**
 * RFC 6570 section 2: reading a URI Template, with exact errors.
 *
 * A hand-written reader of section 2's grammar (the rules of
 * grammar/template.ts, which stay the parsimmon parsers users embed): one
 * pass, no backtracking, nothing kept but the parts, so a template of n
 * characters takes time linear in n and memory for its parts only. Its errors
 * (offset, expected tokens, rule path) are the grammar's explainer's,
 * checked against it on generated templates (spec/template/parse.spec.ts).
 *
 * @example
 * parseTemplate('/users/{id}{?fields*}')   // Right({ _tag: 'Template', parts: [Literal '/users/', Expression id, Expression ?fields*] })
 * parseTemplate('/users/{id')              // Left({ code: 'unclosed-expression', offset: 10, … })
 * parseTemplate('{=x}')                    // Left({ code: 'reserved-operator', offset: 1, … })
 *
 * @since 0.2.0
 */
import type { Either } from 'fp-ts/lib/Either.js'
import { isIprivate, isUcschar } from '../base/code-points.ts'
import { left, right } from '../base/either.ts'
import { hexValue } from '../base/octets.ts'
import type { ReadingErrorCode, UriError } from '../error/facts.ts'
import { codePointAt } from '../error/position.ts'
import type { Operator, Template, TemplatePart, VarSpec } from './ast.ts'
import { notATemplate, templateError } from './error.ts'
import { UR } from './reference.ts'

const RESERVED_OPERATORS = '=,!@|'
const OPERATOR_CHARS = '+#./;?&' + RESERVED_OPERATORS

// ---------------------------------------------------------------------------
// Character classes (section 2.1, 2.3)
// ---------------------------------------------------------------------------

/**
 * literals' ASCII characters (Errata ID 6937: %x21 / %x23-24 / %x26-3B / %x3D / %x3F-5B / %x5D / %x5F / %x61-7A / %x7E),
 * "%" apart: exactly RFC 3986's unreserved and reserved characters, the table `+` expansion writes (reference.ts).
 */
const LITERAL = UR

const isHex = (c: number): boolean => hexValue(c) >= 0
const isDigit = (c: number): boolean => c >= 0x30 && c <= 0x39
/** varchar = ALPHA / DIGIT / "_" (pct-encoded apart) */
const isVarchar = (c: number): boolean => (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a) || isDigit(c) || c === 0x5f

// ---------------------------------------------------------------------------
// The explainer's answers: expected tokens and rule paths at each place
// ---------------------------------------------------------------------------

const q = (s: string): string => `"${s}"`
const AFTER_LITERAL = ['ALPHA', 'DIGIT', 'iprivate', 'pct-encoded', 'ucschar', ...Array.from("!#$&'()*+,-./:;=?@[]_{~", q), 'end of input']
const VARCHAR = ['ALPHA', 'DIGIT', 'pct-encoded', q('_')]
const OPERATOR_OR_VARCHAR = ['ALPHA', 'DIGIT', 'op-level2', 'op-level3', 'op-reserve', 'pct-encoded', q('_')]
const IN_VARNAME = ['ALPHA', 'DIGIT', 'pct-encoded', q('*'), q(','), q('.'), q(':'), q('_'), q('}')]
const IN_MAX_LENGTH = ['DIGIT', q(','), q('}')]
const AFTER_VARSPEC = [q(','), q('}')]
const HEXDIG = ['HEXDIG']

const TOP = ['URI-Template']
const EXPRESSION = ['URI-Template', 'expression']
const VARIABLE_LIST = [...EXPRESSION, 'variable-list']
const VARSPEC = [...VARIABLE_LIST, 'varspec']
const VARNAME = [...VARSPEC, 'varname']
const MAX_LENGTH = [...VARSPEC, 'prefix', 'max-length']

/** Where and why the reading stopped. */
interface Failure {
  readonly offset: number
  readonly expected: readonly string[]
  readonly rulePath: readonly string[]
}

const fail = (offset: number, expected: readonly string[], rulePath: readonly string[]): Failure => ({ offset, expected, rulePath })

/** pct-encoded at `p` (a "%"): the offset past it, or the failure at the first digit that is not HEXDIG. */
const pct = (input: string, p: number, rulePath: readonly string[]): number | Failure => {
  if (!isHex(input.charCodeAt(p + 1))) return fail(p + 1, HEXDIG, rulePath)
  if (!isHex(input.charCodeAt(p + 2))) return fail(p + 2, HEXDIG, rulePath)
  return p + 3
}

// ---------------------------------------------------------------------------
// Section 2.2-2.4: an expression
// ---------------------------------------------------------------------------

/** Reads the expression whose "{" is at `start`: its part and the offset past its "}", or the failure. */
const expression = (input: string, start: number, parts: TemplatePart[]): number | Failure => {
  let p = start + 1
  // operator = op-level2 / op-level3 / op-reserve (section 2.2)
  let operator = input[p] ?? ''
  if (operator !== '' && OPERATOR_CHARS.includes(operator)) p++
  else operator = ''
  const variables: VarSpec[] = []
  for (;;) {
    // varspec = varname [ modifier-level4 ]; varname = varchar *( ["."] varchar )
    const specStart = p
    // A varchar (or its triplet) must come first and after each ".".
    let needed = true
    for (;;) {
      const c = input.charCodeAt(p)
      if (c === 0x25) {
        const r = pct(input, p, VARNAME)
        if (typeof r !== 'number') return r
        p = r
      } else if (isVarchar(c)) p++
      else if (p === specStart) return variables.length > 0 ? fail(p, VARCHAR, VARSPEC) : operator === '' ? fail(p, OPERATOR_OR_VARCHAR, EXPRESSION) : fail(p, VARCHAR, VARIABLE_LIST)
      else if (needed) return fail(p, VARCHAR, VARNAME)
      else break
      needed = input.charCodeAt(p) === 0x2e
      if (needed) p++
    }
    const name = input.slice(specStart, p)
    let prefix: number | null = null
    let explode = false
    let m = input.charCodeAt(p)
    if (m === 0x3a) {
      // prefix = ":" max-length; max-length = %x31-39 0*3DIGIT
      p++
      if (!(input.charCodeAt(p) >= 0x31 && input.charCodeAt(p) <= 0x39)) return fail(p, ['max-length'], MAX_LENGTH)
      const from = p
      p++
      while (p - from < 4 && isDigit(input.charCodeAt(p))) p++
      prefix = Number(input.slice(from, p))
      m = input.charCodeAt(p)
      if (m !== 0x2c && m !== 0x7d) return p - from < 4 ? fail(p, IN_MAX_LENGTH, MAX_LENGTH) : fail(p, AFTER_VARSPEC, VARIABLE_LIST)
    } else if (m === 0x2a) {
      p++
      explode = true
      m = input.charCodeAt(p)
      if (m !== 0x2c && m !== 0x7d) return fail(p, AFTER_VARSPEC, VARIABLE_LIST)
    } else if (m !== 0x2c && m !== 0x7d) return fail(p, IN_VARNAME, VARNAME)
    variables.push({ name, prefix, explode, start: specStart, end: p })
    p++
    if (m === 0x7d) break
  }
  parts.push({ _tag: 'Expression', operator: operator as Operator, variables: variables as unknown as readonly [VarSpec, ...VarSpec[]], raw: input.slice(start, p), start, end: p })
  return p
}

// ---------------------------------------------------------------------------
// Section 2: URI-Template = *( literals / expression )
// ---------------------------------------------------------------------------

/** The parts of a template, or where and why it fails. */
const read = (input: string): TemplatePart[] | Failure => {
  const parts: TemplatePart[] = []
  const n = input.length
  let p = 0
  let literalStart = -1
  const endLiteral = (): void => {
    if (literalStart >= 0) parts.push({ _tag: 'Literal', raw: input.slice(literalStart, p), start: literalStart, end: p })
    literalStart = -1
  }
  while (p < n) {
    const c = input.charCodeAt(p)
    if (c === 0x7b) {
      endLiteral()
      const r = expression(input, p, parts)
      if (typeof r !== 'number') return r
      p = r
      continue
    }
    let next: number
    if (c < 0x80) {
      if (c === 0x25) {
        const r = pct(input, p, TOP)
        if (typeof r !== 'number') return r
        next = r
      } else if (LITERAL[c] === 1) next = p + 1
      else return fail(p, AFTER_LITERAL, TOP)
    } else {
      const cp = input.codePointAt(p) as number
      if (!isUcschar(cp) && !isIprivate(cp)) return fail(p, AFTER_LITERAL, TOP)
      next = p + (cp > 0xffff ? 2 : 1)
    }
    if (literalStart < 0) literalStart = p
    p = next
  }
  endLiteral()
  return parts
}

/** The codes section 2's reading can end in: an expression or a triplet left open, a character that cannot stand where it does. */
type TemplateReadingCode = Extract<ReadingErrorCode, 'unclosed-expression' | 'bad-percent-encoding' | 'non-ascii' | 'invalid-character'>

/**
 * The code of a failure of section 2's grammar: what error.ts's `classify` gives for the rule
 * URI-Template (checked in spec/template/parse.spec.ts), without the URI grammar's cases a template
 * cannot reach (an IP literal, a port, a scheme), so its bundle carries none of the URI readings.
 */
const classifyTemplate = (found: string | null, expected: readonly string[], rulePath: readonly string[]): TemplateReadingCode => {
  if (found === null && rulePath.includes('expression')) return 'unclosed-expression'
  // Section 2.1: pct-encoded = "%" HEXDIG HEXDIG, read by pct() alone; outside an expression, the end of a template can
  // only break a triplet (a literal may end anywhere else), so the reader never ends in error.ts's 'unexpected-end'.
  if (expected === HEXDIG || found === null) return 'bad-percent-encoding'
  return found.charCodeAt(0) > 0x7f ? 'non-ascii' : 'invalid-character'
}

/**
 * Reads a URI Template (RFC 6570, level 4). A template that breaks section 2's
 * grammar is a `Left` at the exact offset: `unclosed-expression` for a "{"
 * never closed, `reserved-operator` for "=", ",", "!", "@" or "|" after a "{"
 * (section 2.2 reserves them), `invalid-character` for anything else (a bad
 * variable name, a prefix length that is not 1 to 9999, a "}" or space in the
 * literal text). "'" is a literal (Errata ID 6937).
 *
 * @example
 * import { parseTemplate } from 'typed-uri/template'
 * E.isRight(parseTemplate('/search{?q,lang}'))   // true
 * pipe(parseTemplate('/a{b'), E.mapLeft((e) => e.code))   // Left('unclosed-expression')
 *
 * @since 0.2.0
 * @category parsing
 */
export const parseTemplate = (input: string): Either<UriError, Template> => {
  if (typeof input !== 'string') return left(notATemplate(input))
  const r = read(input)
  if (!Array.isArray(r)) {
    const { offset, expected, rulePath } = r
    const code = classifyTemplate(codePointAt(input, offset), expected, rulePath)
    if (code !== 'unclosed-expression') return left(templateError(input, code, offset, expected, rulePath))
    // The end of the template inside an expression (section 2.2): the reason says where that expression opened.
    const opened = input.lastIndexOf('{', offset - 1)
    return left(templateError(input, code, offset, expected, rulePath, { kind: 'expression-unclosed', opened }))
  }
  for (const part of r) {
    if (part._tag === 'Expression' && part.operator !== '' && RESERVED_OPERATORS.includes(part.operator)) {
      return left(templateError(input, 'reserved-operator', part.start + 1, [], ['URI-Template', 'expression', 'operator']))
    }
  }
  return right({ _tag: 'Template', raw: input, parts: r })
}
