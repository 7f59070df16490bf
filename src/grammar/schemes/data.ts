/**
 * RFC 2397 section 3: the data URL, in RFC 3986's terms.
 *
 *   dataurl    := "data:" [ mediatype ] [ ";base64" ] "," data
 *   mediatype  := [ type "/" subtype ] *( ";" parameter )
 *   data       := *urlchar
 *   parameter  := attribute "=" value
 *
 * RFC 2397 imports urlchar from RFC 2396; in RFC 3986 the characters a URI
 * holds after "," up to a fragment are `*( pchar / "/" / "?" )`. type,
 * subtype, attribute and value are RFC 2045 tokens ("any CHAR except SPACE,
 * CTLs, or tspecials"), URL-escaped as necessary: in a URI, unreserved,
 * pct-encoded, and the sub-delims that are not tspecials ("!" "$" "&" "'" "*" "+").
 * ";base64" is told from a parameter by the "=" a parameter has.
 */
import type { Component } from '../../ast.ts'
import { pctEncoded, unreserved } from '../characters.ts'
import { char, charIn, chars, component, literal, many, oneOf, optional, rule, seq, seqNode, star, then, type Rule } from '../internal.ts'
import { pchar } from '../path.ts'
import { fragment } from '../query-fragment.ts'

/** A parameter as its rule reads it. */
export interface ParameterParts {
  readonly attribute: Component
  readonly value: Component
}

/** The parts of a data URL as its rule reads them. */
export interface DataParts {
  readonly type: Component | null
  readonly subtype: Component | null
  readonly parameters: readonly ParameterParts[]
  readonly base64: boolean
  readonly data: Component
  readonly fragment: Component | null
}

/** An RFC 2045 token character as a URI writes it. */
const tokenChar = oneOf(unreserved, pctEncoded, charIn(chars("!$&'*+"), 'token'))

/**
 * token := 1*<any CHAR except SPACE, CTLs, or tspecials> (RFC 2045 section 5.1)
 *
 * @since 0.2.0
 * @category grammar
 */
export const token: Rule<Component> = component(star(tokenChar, 1))

/**
 * parameter := attribute "=" value
 *
 * @since 0.2.0
 * @category grammar
 */
export const parameter: Rule<ParameterParts> = rule('parameter', seqNode([token, literal('='), token], (_i, _s, _e, attribute: Component, _eq, value: Component) => ({ attribute, value })))

/**
 * mediatype := [ type "/" subtype ] *( ";" parameter )
 *
 * @since 0.2.0
 * @category grammar
 */
export const mediatype: Rule<readonly [Component | null, Component | null, readonly ParameterParts[]]> = rule(
  'mediatype',
  seqNode(
    [optional(seq(token, literal('/'), token)), many(then(literal(';'), parameter))],
    (_i, _s, _e, ts: readonly [Component, string, Component] | null, ps: readonly ParameterParts[]) => [ts?.[0] ?? null, ts?.[2] ?? null, ps] as const,
  ),
)

/**
 * data := *urlchar ; RFC 3986: *( pchar / "/" / "?" )
 *
 * @since 0.2.0
 * @category grammar
 */
export const data: Rule<Component> = rule('data', component(star(oneOf(pchar, char('/'), char('?')))))

/**
 * dataurl := "data:" [ mediatype ] [ ";base64" ] "," data ; with the fragment a reference may add
 *
 * @since 0.2.0
 * @category grammar
 */
export const dataurl: Rule<DataParts> = rule(
  'dataurl',
  seqNode(
    [literal('data:'), mediatype, optional(literal(';base64')), literal(','), data, optional(then(literal('#'), fragment))],
    (_i, _s, _e, _d, [type, subtype, parameters]: readonly [Component | null, Component | null, readonly ParameterParts[]], b: string | null, _comma, d: Component, f: Component | null) => ({
      type,
      subtype,
      parameters,
      base64: b !== null,
      data: d,
      fragment: f,
    }),
  ),
)
