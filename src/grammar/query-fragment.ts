/**
 * RFC 3986 section 3.4 (query) and 3.5 (fragment).
 *
 *   query    = *( pchar / "/" / "?" )
 *   fragment = *( pchar / "/" / "?" )
 */
import type { Component } from '../ast.ts'
import { char, component, oneOf, rule, star, type Rule } from './internal.ts'

import { pchar } from './path.ts'

const queryOrFragmentChar = oneOf(pchar, char('/'), char('?'))

/** query = *( pchar / "/" / "?" ) */
export const query: Rule<Component> = rule('query', component(star(queryOrFragmentChar)))

/** fragment = *( pchar / "/" / "?" ) */
export const fragment: Rule<Component> = rule('fragment', component(star(queryOrFragmentChar)))
