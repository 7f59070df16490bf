/**
 * The typed model of an RFC 6570 URI Template: literal runs and expressions,
 * each with its span in the template text, and the values a template expands.
 *
 * @since 0.2.0
 */
import type { ReadonlyNonEmptyArray } from 'fp-ts/lib/ReadonlyNonEmptyArray.js'

/**
 * The operator of an expression (section 2.2): "" for simple string expansion,
 * "+" reserved, "#" fragment, "." label, "/" path segment, ";" path-style
 * parameters, "?" form-style query, "&" form-style query continuation.
 *
 * @since 0.2.0
 * @category model
 */
export type Operator = '' | '+' | '#' | '.' | '/' | ';' | '?' | '&'

/**
 * A varspec (section 2.3, 2.4): a variable's name as written, its prefix length
 * (`{var:3}`) or explode modifier (`{list*}`), and its span in the template.
 *
 * @since 0.2.0
 * @category model
 */
export interface VarSpec {
  readonly name: string
  readonly prefix: number | null
  readonly explode: boolean
  readonly start: number
  readonly end: number
}

/**
 * A run of literal characters (section 2.1), as written.
 *
 * @since 0.2.0
 * @category model
 */
export interface TemplateLiteral {
  readonly _tag: 'Literal'
  readonly raw: string
  readonly start: number
  readonly end: number
}

/**
 * An expression (section 2.2): `{` operator variable-list `}`.
 *
 * @since 0.2.0
 * @category model
 */
export interface TemplateExpression {
  readonly _tag: 'Expression'
  readonly operator: Operator
  readonly variables: ReadonlyNonEmptyArray<VarSpec>
  readonly raw: string
  readonly start: number
  readonly end: number
}

/**
 * A part of a template.
 *
 * @since 0.2.0
 * @category model
 */
export type TemplatePart = TemplateLiteral | TemplateExpression

/**
 * A parsed URI Template: its text and its parts in order (adjacent literal
 * characters joined into one part).
 *
 * @since 0.2.0
 * @category model
 */
export interface Template {
  readonly _tag: 'Template'
  readonly raw: string
  readonly parts: readonly TemplatePart[]
}

/**
 * A value that expands as a string: numbers, bigints and booleans are written
 * as JavaScript writes them (`String(v)`).
 *
 * @since 0.2.0
 * @category model
 */
export type Scalar = string | number | bigint | boolean

/**
 * A variable's value (section 2.3): a string, a list, or an associative array
 * (a plain object, its own enumerable properties in their order). `null` and
 * `undefined` are undefined; so are an empty list, and a map whose members are
 * all undefined (section 2.3). Undefined members of a list or map are skipped.
 *
 * @since 0.2.0
 * @category model
 */
export type VariableValue = Scalar | readonly (Scalar | null | undefined)[] | { readonly [key: string]: Scalar | null | undefined } | null | undefined

/**
 * The variables of an expansion, by name (own properties only).
 *
 * @since 0.2.0
 * @category model
 */
export type Variables = { readonly [name: string]: VariableValue }
