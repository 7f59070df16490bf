/**
 * RFC 3986 section 3.2: authority, with 3.2.1 userinfo and 3.2.3 port
 * (3.2.2 host is in host.ts).
 *
 *   authority = [ userinfo "@" ] host [ ":" port ]
 *   userinfo  = *( unreserved / pct-encoded / sub-delims / ":" )
 *   port      = *DIGIT
 */
import type { Authority, Component, Port } from '../ast.ts'
import { pctEncoded, subDelims, unreserved } from './characters.ts'
import { DIGIT } from './core.ts'
import { authorityNode, portNode } from './actions.ts'
import { host } from './host.ts'
import { char, component, literal, oneOf, optional, rule, seqNode, skip, spanned, star, then, type Rule } from './internal.ts'


/** userinfo = *( unreserved / pct-encoded / sub-delims / ":" ) */
export const userinfo: Rule<Component> = rule(
  'userinfo',
  component(star(oneOf(unreserved, pctEncoded, subDelims, char(':')))),
)

/** port = *DIGIT ; `value` is null when the port is empty */
export const port: Rule<Port> = rule(
  'port',
  spanned(star(DIGIT), portNode),
)

/**
 * authority = [ userinfo "@" ] host [ ":" port ]
 * The userinfo is tried first and given up when no "@" follows it, so
 * "a:b@c" has a userinfo and "a:80" a port.
 */
export const authority: Rule<Authority> = rule(
  'authority',
  seqNode(
    [optional(skip(userinfo, literal('@'))), host, optional(then(literal(':'), port))],
    authorityNode,
  ),
)
