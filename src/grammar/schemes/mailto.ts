/**
 * RFC 6068 section 2: the mailto URI, built from RFC 3986's unreserved and
 * pct-encoded.
 *
 *   mailtoURI    = "mailto:" [ to ] [ hfields ]
 *   to           = addr-spec *("," addr-spec )
 *   hfields      = "?" hfield *( "&" hfield )
 *   hfield       = hfname "=" hfvalue
 *   hfname       = *qchar
 *   hfvalue      = *qchar
 *   qchar        = unreserved / pct-encoded / some-delims
 *   some-delims  = "!" / "$" / "'" / "(" / ")" / "*"
 *                / "+" / "," / ";" / ":" / "@"
 *
 * addr-spec is RFC 5322's, whose characters section 2 says a URI writes
 * percent-encoded ("%", "/", "?", "#", "[", "]", "&", ";", "=", and what a URI
 * cannot hold). So in the URI an address is a run of qchar other than ","
 * (`addr`); its decoded text is then read as RFC 5322's addr-spec (in
 * schemes/mailto.ts), where an error still points into the URI.
 */
import type { Component } from '../../model/ast.ts'
import { pctEncoded, unreserved } from '../characters.ts'
import { charIn, chars, component, literal, many, oneOf, optional, rule, seqNode, star, then, type Rule } from '../internal.ts'

/** A header field as its rule reads it: name and value, raw, with spans. */
export interface HfieldParts {
  readonly name: Component
  readonly value: Component
}

/** The parts of a mailto URI as its rule reads them. */
export interface MailtoParts {
  readonly to: readonly Component[]
  readonly hfields: readonly HfieldParts[] | null
}

/**
 * some-delims = "!" / "$" / "'" / "(" / ")" / "*" / "+" / "," / ";" / ":" / "@"
 *
 * @since 0.2.0
 * @category grammar
 */
export const someDelims: Rule<string> = charIn(chars("!$'()*+,;:@"), 'some-delims')

/**
 * qchar = unreserved / pct-encoded / some-delims
 *
 * @since 0.2.0
 * @category grammar
 */
export const qchar: Rule<string> = oneOf(unreserved, pctEncoded, someDelims)

/**
 * One address as the URI writes it: qchar but ",", which separates addresses (its addr-spec is read decoded).
 *
 * @since 0.2.0
 * @category grammar
 */
export const addr: Rule<Component> = rule('addr-spec', component(star(oneOf(unreserved, pctEncoded, charIn(chars("!$'()*+;:@"), 'some-delims')), 1)))

/**
 * to = addr-spec *("," addr-spec )
 *
 * @since 0.2.0
 * @category grammar
 */
export const to: Rule<readonly Component[]> = rule(
  'to',
  seqNode([addr, many(then(literal(','), addr))], (_i, _s, _e, first: Component, rest: readonly Component[]) => [first, ...rest]),
)

/**
 * hfname = *qchar
 *
 * @since 0.2.0
 * @category grammar
 */
export const hfname: Rule<Component> = rule('hfname', component(star(qchar)))

/**
 * hfvalue = *qchar
 *
 * @since 0.2.0
 * @category grammar
 */
export const hfvalue: Rule<Component> = rule('hfvalue', component(star(qchar)))

/**
 * hfield = hfname "=" hfvalue
 *
 * @since 0.2.0
 * @category grammar
 */
export const hfield: Rule<HfieldParts> = rule(
  'hfield',
  seqNode([hfname, literal('='), hfvalue], (_i, _s, _e, name: Component, _eq, value: Component) => ({ name, value })),
)

/**
 * hfields = "?" hfield *( "&" hfield )
 *
 * @since 0.2.0
 * @category grammar
 */
export const hfields: Rule<readonly HfieldParts[]> = rule(
  'hfields',
  seqNode([literal('?'), hfield, many(then(literal('&'), hfield))], (_i, _s, _e, _q, first: HfieldParts, rest: readonly HfieldParts[]) => [first, ...rest]),
)

/**
 * mailtoURI = "mailto:" [ to ] [ hfields ]
 *
 * @since 0.2.0
 * @category grammar
 */
export const mailtoURI: Rule<MailtoParts> = rule(
  'mailtoURI',
  seqNode([literal('mailto:'), optional(to), optional(hfields)], (_i, _s, _e, _m, t: readonly Component[] | null, h: readonly HfieldParts[] | null) => ({ to: t ?? [], hfields: h })),
)
