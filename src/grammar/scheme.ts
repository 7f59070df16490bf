/**
 * RFC 3986 section 3.1: scheme.
 *
 *   scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )
 */
import type { Component } from '../model/ast.ts'
import { ALPHA, DIGIT } from './core.ts'
import { char, component, oneOf, rule, seq, star, type Rule } from './internal.ts'

/**
 * scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )
 *
 * @since 0.1.0
 * @category grammar
 */
export const scheme: Rule<Component> = rule('scheme', component(seq(ALPHA, star(oneOf(ALPHA, DIGIT, char('+'), char('-'), char('.'))))))
