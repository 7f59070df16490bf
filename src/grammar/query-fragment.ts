/**
 * RFC 3986 section 3.4 (query) and 3.5 (fragment); RFC 3987 section 2.2
 * (iquery, ifragment).
 *
 *   query     = *( pchar / "/" / "?" )
 *   fragment  = *( pchar / "/" / "?" )
 *   iquery    = *( ipchar / iprivate / "/" / "?" )
 *   ifragment = *( ipchar / "/" / "?" )
 */
import type { Component } from '../model/ast.ts'
import { iprivate } from './characters.ts'
import { char, component, oneOf, rule, star, type Rule } from './internal.ts'
import { pchar as uriPchar } from './path.ts'
import { iname, URI_VARIANT, type Variant } from './variant.ts'

/** The query and fragment rules of a grammar, given its pchar (or ipchar). */
export const queryFragmentRules = (v: Variant, pchar: Rule<string>) => {
  const fragmentChar = oneOf(pchar, char('/'), char('?'))
  // iprivate is allowed in the query only (RFC 3987 section 2.2).
  const queryChar = v.iri ? oneOf(pchar, iprivate, char('/'), char('?')) : fragmentChar
  const query: Rule<Component> = rule(iname(v, 'query'), component(star(queryChar)))
  const fragment: Rule<Component> = rule(iname(v, 'fragment'), component(star(fragmentChar)))
  return { query, fragment }
}

const uriQueryFragment = queryFragmentRules(URI_VARIANT, uriPchar)

/**
 * query = *( pchar / "/" / "?" )
 *
 * @since 0.1.0
 * @category grammar
 */
export const query: Rule<Component> = uriQueryFragment.query

/**
 * fragment = *( pchar / "/" / "?" )
 *
 * @since 0.1.0
 * @category grammar
 */
export const fragment: Rule<Component> = uriQueryFragment.fragment
