/**
 * RFC 3986 section 3.1: scheme.
 *
 *   scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )
 */
import type { Component } from '../ast.ts'
import { ALPHA, DIGIT } from './core.ts'
import { char, component, oneOf, P, rule, star, type Parser } from './internal.ts'

/** scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ) */
export const scheme: Parser<Component> = rule(
  'scheme',
  component(P.seq(ALPHA, star(oneOf(ALPHA, DIGIT, char('+'), char('-'), char('.'))))),
)
