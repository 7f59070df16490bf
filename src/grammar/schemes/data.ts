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
 * A token is read after decoding, so type, subtype and attribute take only the
 * triplets of token characters (no space, control, octet above US-ASCII or
 * tspecial, `%20` and `%2F` included). A value is the one place RFC 2397
 * section 3 lets a tspecial in ("parameter values should use the URL Escaped
 * encoding instead of quoted string if the parameter values contain any
 * "tspecial""): its triplets are any.
 * ";base64" is told from a parameter by the "=" a parameter has.
 */
import type { Component } from '../../model/ast.ts'
import { pctEncoded, unreserved } from '../characters.ts'
import { DIGIT, HEXDIG } from '../core.ts'
import { alt, char, charIn, chars, component, literal, many, oneOf, optional, rule, seq, seqNode, star, then, times, type Rule } from '../internal.ts'
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

/** An RFC 2045 token character a URI writes as itself. */
const tokenPlain = oneOf(unreserved, charIn(chars("!$&'*+"), 'token'))

const hex = (digits: string): Rule<string> => charIn(chars(digits + digits.toLowerCase()), 'HEXDIG')

/**
 * The triplet of a token character: "%" and the octets 21, 23-27, 2A-2B,
 * 2D-2E, 30-39, 41-5A, 5E-7E (US-ASCII printable, not a tspecial
 * `( ) < > @ , ; : \ " / [ ] ? =`). Written by its first hex digit, so a
 * triplet that no token holds is refused at the digit that rules it out.
 */
const tokenTriplet: Rule<unknown> = seq(
  char('%'),
  alt<unknown>(
    seq(char('2'), hex('134567ABDE')),
    seq(char('3'), DIGIT),
    seq(char('4'), hex('123456789ABCDEF')),
    seq(char('5'), hex('0123456789AEF')),
    seq(char('6'), HEXDIG),
    seq(char('7'), hex('0123456789ABCDE')),
  ),
)

/**
 * token := 1*<any CHAR except SPACE, CTLs, or tspecials> (RFC 2045 section 5.1), after decoding
 *
 * @since 0.2.0
 * @category grammar
 */
export const token: Rule<Component> = component(times(alt<unknown>(tokenPlain, tokenTriplet), 1, Infinity))

/** A parameter's value: a token's characters, and any triplet (section 3 has tspecials escaped there). */
const value: Rule<Component> = component(star(oneOf(tokenPlain, pctEncoded), 1))

/**
 * parameter := attribute "=" value
 *
 * @since 0.2.0
 * @category grammar
 */
export const parameter: Rule<ParameterParts> = rule(
  'parameter',
  seqNode([token, literal('='), value], (_i, _s, _e, attribute: Component, _eq, v: Component) => ({ attribute, value: v })),
)

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
