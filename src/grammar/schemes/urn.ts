/**
 * RFC 8141 section 2: URN syntax, built from RFC 3986's pchar and fragment.
 *
 *   namestring    = assigned-name [ rq-components ] [ "#" f-component ]
 *   assigned-name = "urn" ":" NID ":" NSS
 *   NID           = (alphanum) 0*30(ldh) (alphanum)
 *   ldh           = alphanum / "-"
 *   NSS           = pchar *(pchar / "/")
 *   rq-components = [ "?+" r-component ] [ "?=" q-component ]
 *   r-component   = pchar *( pchar / "/" / "?" )
 *   q-component   = pchar *( pchar / "/" / "?" )
 *   f-component   = fragment
 *
 * Section 2.3.1's prose narrows r-component: it "ends with a "?=" sequence
 * (which begins a q-component) or a "#" character", so no "?" in it is
 * followed by "=" (the ABNF alone would let `?+a?=b` be one r-component).
 * A q-component ends only at "#" (2.3.2): it may hold "?=" and "?+".
 *
 * alphanum is ALPHA / DIGIT (RFC 3986 Appendix D.2). NID is written
 * `alphanum 1*( *"-" alphanum )`, the same strings without giving back
 * characters (repetition here is greedy); its 32-character bound is checked
 * by the parser, which names it.
 */
import type { Component } from '../../model/ast.ts'
import { ALPHA, DIGIT } from '../core.ts'
import { char, component, literal, many, notFollowedBy, oneOf, times, optional, rule, seq, seqNode, star, then, type Rule } from '../internal.ts'
import { pchar } from '../path.ts'
import { fragment } from '../query-fragment.ts'

/** The parts of a URN as its rule reads them. */
export interface UrnParts {
  readonly nid: Component
  readonly nss: Component
  readonly rComponent: Component | null
  readonly qComponent: Component | null
  readonly fComponent: Component | null
}

const alphanum = oneOf(ALPHA, DIGIT)

/**
 * ldh = alphanum / "-"
 *
 * @since 0.2.0
 * @category grammar
 */
export const ldh: Rule<string> = oneOf(alphanum, char('-'))

/**
 * NID = (alphanum) 0*30(ldh) (alphanum) ; as alphanum 1*( *"-" alphanum ), the length checked after
 *
 * @since 0.2.0
 * @category grammar
 */
export const NID: Rule<Component> = rule('NID', component(seq(alphanum, times(seq(star(char('-')), alphanum), 1, Infinity))))

/**
 * NSS = pchar *(pchar / "/")
 *
 * @since 0.2.0
 * @category grammar
 */
export const NSS: Rule<Component> = rule('NSS', component(seq(pchar, star(oneOf(pchar, char('/'))))))

const pcharOrSlash = oneOf(pchar, char('/'))
const rqChars = (name: string): Rule<Component> => rule(name, component(seq(pchar, star(oneOf(pchar, char('/'), char('?'))))))

/**
 * r-component = pchar *( pchar / "/" / "?" ), ending at "?=" (section 2.3.1):
 * written `pchar *( pchar / "/" ) *( "?" !"=" *( pchar / "/" ) )`.
 *
 * @since 0.2.0
 * @category grammar
 */
export const rComponent: Rule<Component> = rule('r-component', component(seq(pchar, star(pcharOrSlash), many(seq(char('?'), notFollowedBy(char('=')), star(pcharOrSlash))))))

/**
 * q-component = pchar *( pchar / "/" / "?" )
 *
 * @since 0.2.0
 * @category grammar
 */
export const qComponent: Rule<Component> = rqChars('q-component')

/**
 * assigned-name = "urn" ":" NID ":" NSS
 *
 * @since 0.2.0
 * @category grammar
 */
export const assignedName: Rule<readonly [Component, Component]> = rule(
  'assigned-name',
  seqNode([literal('urn'), literal(':'), NID, literal(':'), NSS], (_i, _s, _e, _u, _c, nid: Component, _c2, nss: Component) => [nid, nss] as const),
)

/**
 * namestring = assigned-name [ rq-components ] [ "#" f-component ]
 *
 * @since 0.2.0
 * @category grammar
 */
export const namestring: Rule<UrnParts> = rule(
  'namestring',
  seqNode(
    [assignedName, optional(then(literal('?+'), rComponent)), optional(then(literal('?='), qComponent)), optional(then(literal('#'), fragment))],
    (_i, _s, _e, [nid, nss]: readonly [Component, Component], r: Component | null, q: Component | null, f: Component | null) => ({ nid, nss, rComponent: r, qComponent: q, fComponent: f }),
  ),
)
