/**
 * RFC 8089: the file URI. The rules of section 2 (normative) with the
 * alternatives Appendix E describes and Appendix F collects (user
 * information, DOS drive letters with ":" or "|", UNC paths with the host in
 * the path), built from RFC 3986's rules.
 *
 *   file-URI       = file-scheme ":" file-hier-part
 *   file-scheme    = "file"
 *   file-hier-part = ( "//" auth-path ) / local-path
 *   auth-path      = [ file-auth ] path-absolute
 *                  / [ file-auth ] file-absolute
 *                  / unc-authority path-absolute
 *   local-path     = [ drive-letter ] path-absolute
 *                  / file-absolute
 *   file-auth      = "localhost" / [ userinfo "@" ] host
 *   unc-authority  = 2*3"/" file-host
 *   file-host      = inline-IP / IPv4address / reg-name
 *   inline-IP      = "%5B" ( IPv6address / IPvFuture ) "%5D"
 *   file-absolute  = "/" drive-letter path-absolute
 *   drive-letter   = ALPHA ":" / ALPHA "|"
 *
 * Alternatives are tried longest first where they share a beginning: a drive
 * letter only where ":" or "|" follows one letter, and "localhost" is a host
 * like any other (the parser says when it is the local machine).
 */
import type { Authority, Component, Host, Path } from '../../model/ast.ts'
import { authorityNode } from '../actions.ts'
import { userinfo } from '../authority.ts'
import { ALPHA } from '../core.ts'
import { host, IPv4address, IPv6address, IPvFuture, regName } from '../host.ts'
import { alt, char, component, literal, longest, matched, oneOf, optional, rule, seq, seqNode, skip, then, type Rule } from '../internal.ts'
import { pathAbsolute } from '../path.ts'

/** The parts of a file URI as its rule reads it. */
export interface FileParts {
  /** The authority after "//" (null when there is none, or with a UNC authority). */
  readonly authority: Authority | null
  /** The host of a UNC authority (Appendix E.3.2), its text as written. */
  readonly uncHost: Component | null
  /** The drive letter and its ":" or "|" (Appendix E.2). */
  readonly drive: Component | null
  readonly path: Path
}

/**
 * drive-letter = ALPHA ":" / ALPHA "|"
 *
 * @since 0.2.0
 * @category grammar
 */
export const driveLetter: Rule<Component> = rule('drive-letter', component(seq(ALPHA, oneOf(char(':'), char('|')))))

/**
 * file-absolute = "/" drive-letter path-absolute ; the drive and the path after it
 *
 * @since 0.2.0
 * @category grammar
 */
export const fileAbsolute: Rule<readonly [Component, Path]> = rule(
  'file-absolute',
  seqNode([literal('/'), driveLetter, pathAbsolute], (_i, _s, _e, _slash, d: Component, p: Path) => [d, p] as const),
)

/**
 * inline-IP = "%5B" ( IPv6address / IPvFuture ) "%5D"
 *
 * @since 0.2.0
 * @category grammar
 */
export const inlineIP: Rule<string> = rule('inline-IP', matched(seq(literal('%5B'), alt<unknown>(IPv6address, IPvFuture), literal('%5D'))))

/**
 * file-host = inline-IP / IPv4address / reg-name
 *
 * @since 0.2.0
 * @category grammar
 */
export const fileHost: Rule<Component> = rule('file-host', component(longest<unknown>(inlineIP, IPv4address, regName)))

/**
 * unc-authority = 2*3"/" file-host
 *
 * Read alone, a third "/" is taken when there is one; auth-path also tries
 * two, so that the third can begin the path when the host is empty.
 *
 * @since 0.2.0
 * @category grammar
 */
export const uncAuthority: Rule<Component> = rule('unc-authority', then(seq(literal('//'), optional(literal('/'))), fileHost))

/**
 * file-auth = "localhost" / [ userinfo "@" ] host  (Appendix E.1)
 * "localhost" is a host like any other here (the parser says when it is the
 * local machine); there is no port.
 *
 * @since 0.2.0
 * @category grammar
 */
export const fileAuth: Rule<Authority> = rule(
  'file-auth',
  seqNode([optional(skip(userinfo, literal('@'))), host], (input, start, end, u: Component | null, h: Host) => authorityNode(input, start, end, u, h, null)),
)

const parts = (a: Authority | null, uncHost: Component | null, drive: Component | null, path: Path): FileParts => ({ authority: a, uncHost, drive, path })

/**
 * auth-path = [ file-auth ] path-absolute / [ file-auth ] file-absolute / unc-authority path-absolute
 *
 * @since 0.2.0
 * @category grammar
 */
export const authPath: Rule<FileParts> = rule(
  'auth-path',
  longest<FileParts>(
    seqNode([uncAuthority, pathAbsolute], (_i, _s, _e, h: Component, p: Path) => parts(null, h, null, p)),
    // 2*3"/" as ABNF reads it, where the third "/" can begin the path: uncAuthority takes it whenever it can.
    seqNode([then(literal('//'), fileHost), pathAbsolute], (_i, _s, _e, h: Component, p: Path) => parts(null, h, null, p)),
    seqNode([fileAuth, fileAbsolute], (_i, _s, _e, a: Authority, [d, p]: readonly [Component, Path]) => parts(a, null, d, p)),
    seqNode([fileAuth, pathAbsolute], (_i, _s, _e, a: Authority, p: Path) => parts(a, null, null, p)),
  ),
)

/**
 * local-path = [ drive-letter ] path-absolute / file-absolute
 *
 * @since 0.2.0
 * @category grammar
 */
export const localPath: Rule<FileParts> = rule(
  'local-path',
  longest<FileParts>(
    seqNode([fileAbsolute], (_i, _s, _e, [d, p]: readonly [Component, Path]) => parts(null, null, d, p)),
    seqNode([optional(driveLetter), pathAbsolute], (_i, _s, _e, d: Component | null, p: Path) => parts(null, null, d, p)),
  ),
)

/**
 * file-hier-part = ( "//" auth-path ) / local-path
 *
 * @since 0.2.0
 * @category grammar
 */
export const fileHierPart: Rule<FileParts> = rule('file-hier-part', alt(then(literal('//'), authPath), localPath))

/**
 * file-URI = file-scheme ":" file-hier-part
 *
 * @since 0.2.0
 * @category grammar
 */
export const fileURI: Rule<FileParts> = rule('file-URI', then(literal('file:'), fileHierPart))
