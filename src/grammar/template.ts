/**
 * RFC 6570 section 2: the syntax of URI Templates (level 4), built from RFC
 * 3986's and RFC 3987's character rules (section 1.5 imports them).
 *
 *   URI-Template  = *( literals / expression )
 *   literals      = %x21 / %x23-24 / %x26-3B / %x3D / %x3F-5B   ; Errata ID 6937
 *                 / %x5D / %x5F / %x61-7A / %x7E / ucschar / iprivate
 *                 / pct-encoded
 *   expression    = "{" [ operator ] variable-list "}"
 *   operator      = op-level2 / op-level3 / op-reserve
 *   op-level2     = "+" / "#"
 *   op-level3     = "." / "/" / ";" / "?" / "&"
 *   op-reserve    = "=" / "," / "!" / "@" / "|"
 *   variable-list = varspec *( "," varspec )
 *   varspec       = varname [ modifier-level4 ]
 *   varname       = varchar *( ["."] varchar )
 *   varchar       = ALPHA / DIGIT / "_" / pct-encoded
 *   modifier-level4 = prefix / explode
 *   prefix        = ":" max-length
 *   max-length    = %x31-39 0*3DIGIT   ; positive integer < 10000
 *   explode       = "*"
 *
 * The grammar accepts op-reserve, as the ABNF does; `parseTemplate` then
 * refuses it (section 2.2: reserved for future extensions).
 */
import { iprivate, pctEncoded, ucschar } from './characters.ts'
import { ALPHA, DIGIT } from './core.ts'
import { char, charIn, chars, literal, many, map, matched, oneOf, optional, range, rule, seq, seqNode, star, then, alt, type Rule } from './internal.ts'

/** The operator of an expression: "" when it has none (simple string expansion). */
export type TemplateOperator = '' | '+' | '#' | '.' | '/' | ';' | '?' | '&' | '=' | ',' | '!' | '@' | '|'

/** A varspec as the grammar reads it: the name, its modifier, and where it stands. */
export interface VarSpecNode {
  readonly name: string
  readonly prefix: number | null
  readonly explode: boolean
  readonly start: number
  readonly end: number
}

/** A part of a template as the grammar reads it. */
export type TemplatePartNode =
  | { readonly _tag: 'Literal'; readonly raw: string; readonly start: number; readonly end: number }
  | {
      readonly _tag: 'Expression'
      readonly operator: TemplateOperator
      readonly variables: readonly VarSpecNode[]
      readonly raw: string
      readonly start: number
      readonly end: number
    }

// ---------------------------------------------------------------------------
// Section 2.1: Literals
// ---------------------------------------------------------------------------

/**
 * literals = %x21 / %x23-24 / %x26-3B / %x3D / %x3F-5B / %x5D / %x5F
 *          / %x61-7A / %x7E / ucschar / iprivate / pct-encoded
 * One character (or triplet): any Unicode character except CTL, SP, DQUOTE,
 * "%" (aside from pct-encoded), "<", ">", "\", "^", "`", "{", "|", "}".
 * RFC 6570 Errata ID 6937 (verified) corrects the printed `%x26 / %x28-3B`
 * to `%x26-3B`: the prose never excluded "'", a sub-delim RFC 3986 allows.
 *
 * @since 0.2.0
 * @category grammar
 */
export const literals: Rule<string> = oneOf(ALPHA, DIGIT, ...Array.from("!#$&'()*+,-./:;=?@[]_~", char), ucschar, iprivate, pctEncoded)

// ---------------------------------------------------------------------------
// Section 2.2: Expressions
// ---------------------------------------------------------------------------

/**
 * op-level2 = "+" / "#"
 *
 * @since 0.2.0
 * @category grammar
 */
export const opLevel2: Rule<string> = charIn(chars('+#'), 'op-level2')

/**
 * op-level3 = "." / "/" / ";" / "?" / "&"
 *
 * @since 0.2.0
 * @category grammar
 */
export const opLevel3: Rule<string> = charIn(chars('./;?&'), 'op-level3')

/**
 * op-reserve = "=" / "," / "!" / "@" / "|" ; reserved for future extensions
 *
 * @since 0.2.0
 * @category grammar
 */
export const opReserve: Rule<string> = charIn(chars('=,!@|'), 'op-reserve')

/**
 * operator = op-level2 / op-level3 / op-reserve
 *
 * @since 0.2.0
 * @category grammar
 */
export const operator: Rule<TemplateOperator> = rule('operator', oneOf(opLevel2, opLevel3, opReserve)) as Rule<TemplateOperator>

// ---------------------------------------------------------------------------
// Section 2.3: Variables
// ---------------------------------------------------------------------------

/**
 * varchar = ALPHA / DIGIT / "_" / pct-encoded
 *
 * @since 0.2.0
 * @category grammar
 */
export const varchar: Rule<string> = oneOf(ALPHA, DIGIT, char('_'), pctEncoded)

/**
 * varname = varchar *( ["."] varchar ) ; a "." only between varchars
 *
 * @since 0.2.0
 * @category grammar
 */
export const varname: Rule<string> = rule('varname', matched(seq(varchar, star(varchar), many(seq(char('.'), star(varchar, 1))))))

// ---------------------------------------------------------------------------
// Section 2.4: Value Modifiers
// ---------------------------------------------------------------------------

/**
 * max-length = %x31-39 0*3DIGIT ; positive integer < 10000
 *
 * @since 0.2.0
 * @category grammar
 */
export const maxLength: Rule<number> = rule('max-length', map(matched(seq(charIn(range(0x31, 0x39), 'max-length'), star(DIGIT, 0, 3))), Number))

/**
 * prefix = ":" max-length
 *
 * @since 0.2.0
 * @category grammar
 */
export const prefix: Rule<number> = rule('prefix', then(literal(':'), maxLength))

/**
 * explode = "*"
 *
 * @since 0.2.0
 * @category grammar
 */
export const explode: Rule<string> = char('*')

/**
 * modifier-level4 = prefix / explode ; a number for a prefix, true for explode
 *
 * @since 0.2.0
 * @category grammar
 */
export const modifierLevel4: Rule<number | true> = alt<number | true>(
  prefix,
  map(explode, () => true as const),
)

/**
 * varspec = varname [ modifier-level4 ]
 *
 * @since 0.2.0
 * @category grammar
 */
export const varspec: Rule<VarSpecNode> = rule(
  'varspec',
  seqNode(
    [varname, optional(modifierLevel4)],
    (_input, start, end, name: string, modifier: number | true | null): VarSpecNode => ({
      name,
      prefix: typeof modifier === 'number' ? modifier : null,
      explode: modifier === true,
      start,
      end,
    }),
  ),
)

/**
 * variable-list = varspec *( "," varspec )
 *
 * @since 0.2.0
 * @category grammar
 */
export const variableList: Rule<readonly VarSpecNode[]> = rule(
  'variable-list',
  seqNode([varspec, many(then(literal(','), varspec))], (_i, _s, _e, first: VarSpecNode, rest: readonly VarSpecNode[]) => [first, ...rest]),
)

/**
 * expression = "{" [ operator ] variable-list "}"
 *
 * @since 0.2.0
 * @category grammar
 */
export const expression: Rule<TemplatePartNode> = rule(
  'expression',
  seqNode(
    [literal('{'), optional(operator), variableList, literal('}')],
    (input, start, end, _open: string, op: TemplateOperator | null, variables: readonly VarSpecNode[]): TemplatePartNode => ({
      _tag: 'Expression',
      operator: op ?? '',
      variables,
      raw: input.slice(start, end),
      start,
      end,
    }),
  ),
)

// ---------------------------------------------------------------------------
// Section 2: URI-Template
// ---------------------------------------------------------------------------

/** A run of literals as one part. */
const literalRun: Rule<TemplatePartNode> = seqNode([star(literals, 1)], (input, start, end): TemplatePartNode => ({ _tag: 'Literal', raw: input.slice(start, end), start, end }))

/**
 * URI-Template = *( literals / expression ) ; the value: its parts, runs of literals joined
 *
 * @since 0.2.0
 * @category grammar
 */
export const URITemplate: Rule<readonly TemplatePartNode[]> = rule('URI-Template', many(alt(literalRun, expression)))
