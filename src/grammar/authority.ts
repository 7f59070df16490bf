/**
 * RFC 3986 section 3.2: authority, with 3.2.1 userinfo and 3.2.3 port
 * (3.2.2 host is in host.ts); RFC 3987 section 2.2: iauthority and iuserinfo.
 *
 *   authority  = [ userinfo "@" ] host [ ":" port ]
 *   userinfo   = *( unreserved / pct-encoded / sub-delims / ":" )
 *   port       = *DIGIT
 *   iauthority = [ iuserinfo "@" ] ihost [ ":" port ]
 *   iuserinfo  = *( iunreserved / pct-encoded / sub-delims / ":" )
 */
import type { Authority, Component, Host, Port } from '../model/ast.ts'
import { dataSubDelims, iunreserved, pctEncoded, unreserved } from './characters.ts'
import { DIGIT } from './core.ts'
import { authorityNode, portNode } from './actions.ts'
import { host as uriHost } from './host.ts'
import { char, component, literal, oneOf, optional, rule, seqNode, skip, spanned, star, then, type Rule } from './internal.ts'
import { iname, reserveIn, URI_VARIANT, variantCache, type Variant } from './variant.ts'

/**
 * port = *DIGIT ; `value` is null when the port is empty
 *
 * @since 0.1.0
 * @category grammar
 */
export const port: Rule<Port> = rule('port', spanned(star(DIGIT), portNode))

/**
 * The authority rules of a grammar, given its host rule.
 * The userinfo is tried first and given up when no "@" follows it, so
 * "a:b@c" has a userinfo and "a:80" a port.
 */
const userinfos = variantCache<Rule<Component>>()

export const authorityRules = (v: Variant, host: Rule<Host>) => {
  // One userinfo rule per character set (IRI or not, and what is reserved), shared by the grammars with and without zones.
  const userinfo = userinfos(reserveIn(v), `${v.iri}${reserveIn(v)}`, () =>
    rule(iname(v, 'userinfo'), component(star(oneOf(v.iri ? iunreserved : unreserved, pctEncoded, dataSubDelims(reserveIn(v)), char(':'))))),
  )
  const authority: Rule<Authority> = rule(iname(v, 'authority'), seqNode([optional(skip(userinfo, literal('@'))), host, optional(then(literal(':'), port))], authorityNode))
  return { userinfo, authority }
}

const uriAuthority = authorityRules(URI_VARIANT, uriHost)

/**
 * userinfo = *( unreserved / pct-encoded / sub-delims / ":" )
 *
 * @since 0.1.0
 * @category grammar
 */
export const userinfo: Rule<Component> = uriAuthority.userinfo

/**
 * authority = [ userinfo "@" ] host [ ":" port ]
 * The userinfo is tried first and given up when no "@" follows it, so
 * "a:b@c" has a userinfo and "a:80" a port.
 *
 * @since 0.1.0
 * @category grammar
 */
export const authority: Rule<Authority> = uriAuthority.authority
