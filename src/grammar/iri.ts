/**
 * RFC 3987 section 2.2: the IRI grammar, every rule that differs from RFC 3986
 * as an export named after its ABNF rule. They are the rules of
 * `uriGrammar({ iri: true })` (grammar.ts), built from the same grammar files
 * as the URI rules with iunreserved for unreserved and iprivate in the query;
 * the rules RFC 3987 copies from RFC 3986 (scheme, port, IP-literal, …) are
 * the same exports. The ABNF is quoted where each rule is built (path.ts,
 * host.ts, authority.ts, query-fragment.ts, reference.ts); the new characters
 * (ucschar, iprivate, iunreserved) are in characters.ts.
 */
import type { AbsoluteUri, Authority, Component, Host, Path, RegNameHost, RelativeRef, Uri } from '../model/ast.ts'
import { grammarOf } from './grammar.ts'
import type { Rule } from './internal.ts'
import type { PathWithAuthority } from './reference.ts'

const g = grammarOf({ iri: true, zoneIds: false })

/**
 * IRI = scheme ":" ihier-part [ "?" iquery ] [ "#" ifragment ]
 *
 * @since 0.2.0
 * @category grammar
 */
export const IRI: Rule<Uri> = g.URI
/**
 * IRI-reference = IRI / irelative-ref
 *
 * @since 0.2.0
 * @category grammar
 */
export const IRIReference: Rule<Uri | RelativeRef> = g.URIReference
/**
 * absolute-IRI = scheme ":" ihier-part [ "?" iquery ]
 *
 * @since 0.2.0
 * @category grammar
 */
export const absoluteIRI: Rule<AbsoluteUri> = g.absoluteURI
/**
 * irelative-ref = irelative-part [ "?" iquery ] [ "#" ifragment ]
 *
 * @since 0.2.0
 * @category grammar
 */
export const irelativeRef: Rule<RelativeRef> = g.relativeRef
/**
 * ihier-part = "//" iauthority ipath-abempty / ipath-absolute / ipath-rootless / ipath-empty
 *
 * @since 0.2.0
 * @category grammar
 */
export const ihierPart: Rule<PathWithAuthority> = g.hierPart
/**
 * irelative-part = "//" iauthority ipath-abempty / ipath-absolute / ipath-noscheme / ipath-empty
 *
 * @since 0.2.0
 * @category grammar
 */
export const irelativePart: Rule<PathWithAuthority> = g.relativePart
/**
 * iauthority = [ iuserinfo "@" ] ihost [ ":" port ]
 *
 * @since 0.2.0
 * @category grammar
 */
export const iauthority: Rule<Authority> = g.authority
/**
 * iuserinfo = *( iunreserved / pct-encoded / sub-delims / ":" )
 *
 * @since 0.2.0
 * @category grammar
 */
export const iuserinfo: Rule<Component> = g.userinfo
/**
 * ihost = IP-literal / IPv4address / ireg-name
 *
 * @since 0.2.0
 * @category grammar
 */
export const ihost: Rule<Host> = g.host
/**
 * ireg-name = *( iunreserved / pct-encoded / sub-delims )
 *
 * @since 0.2.0
 * @category grammar
 */
export const iregName: Rule<RegNameHost> = g.regName
/**
 * ipath = ipath-abempty / ipath-absolute / ipath-noscheme / ipath-rootless / ipath-empty
 *
 * @since 0.2.0
 * @category grammar
 */
export const ipath: Rule<Path> = g.path
/**
 * ipath-abempty = *( "/" isegment )
 *
 * @since 0.2.0
 * @category grammar
 */
export const ipathAbempty: Rule<Path> = g.pathAbempty
/**
 * ipath-absolute = "/" [ isegment-nz *( "/" isegment ) ]
 *
 * @since 0.2.0
 * @category grammar
 */
export const ipathAbsolute: Rule<Path> = g.pathAbsolute
/**
 * ipath-noscheme = isegment-nz-nc *( "/" isegment )
 *
 * @since 0.2.0
 * @category grammar
 */
export const ipathNoscheme: Rule<Path> = g.pathNoscheme
/**
 * ipath-rootless = isegment-nz *( "/" isegment )
 *
 * @since 0.2.0
 * @category grammar
 */
export const ipathRootless: Rule<Path> = g.pathRootless
/**
 * ipath-empty = 0<ipchar>
 *
 * @since 0.2.0
 * @category grammar
 */
export const ipathEmpty: Rule<Path> = g.pathEmpty
/**
 * isegment = *ipchar
 *
 * @since 0.2.0
 * @category grammar
 */
export const isegment: Rule<string> = g.segment
/**
 * isegment-nz = 1*ipchar
 *
 * @since 0.2.0
 * @category grammar
 */
export const isegmentNz: Rule<string> = g.segmentNz
/**
 * isegment-nz-nc = 1*( iunreserved / pct-encoded / sub-delims / "@" )
 *
 * @since 0.2.0
 * @category grammar
 */
export const isegmentNzNc: Rule<string> = g.segmentNzNc
/**
 * ipchar = iunreserved / pct-encoded / sub-delims / ":" / "@"
 *
 * @since 0.2.0
 * @category grammar
 */
export const ipchar: Rule<string> = g.pchar
/**
 * iquery = *( ipchar / iprivate / "/" / "?" )
 *
 * @since 0.2.0
 * @category grammar
 */
export const iquery: Rule<Component> = g.query
/**
 * ifragment = *( ipchar / "/" / "?" )
 *
 * @since 0.2.0
 * @category grammar
 */
export const ifragment: Rule<Component> = g.fragment
