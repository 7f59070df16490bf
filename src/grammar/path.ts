/**
 * RFC 3986 section 3.3: path; RFC 3987 section 2.2: ipath and its parts.
 *
 *   path          = path-abempty    ; begins with "/" or is empty
 *                 / path-absolute   ; begins with "/" but not "//"
 *                 / path-noscheme   ; begins with a non-colon segment
 *                 / path-rootless   ; begins with a segment
 *                 / path-empty      ; zero characters
 *   path-abempty  = *( "/" segment )
 *   path-absolute = "/" [ segment-nz *( "/" segment ) ]
 *   path-noscheme = segment-nz-nc *( "/" segment )
 *   path-rootless = segment-nz *( "/" segment )
 *   path-empty    = 0<pchar>
 *   segment       = *pchar
 *   segment-nz    = 1*pchar
 *   segment-nz-nc = 1*( unreserved / pct-encoded / sub-delims / "@" )
 *                 ; non-zero-length segment without any colon ":"
 *   pchar         = unreserved / pct-encoded / sub-delims / ":" / "@"
 *
 * RFC 3987 has the same rules with an "i" before each name, iunreserved for
 * unreserved and ipchar for pchar:
 *
 *   ipchar         = iunreserved / pct-encoded / sub-delims / ":" / "@"
 *   isegment-nz-nc = 1*( iunreserved / pct-encoded / sub-delims / "@" )
 */
import type { Path } from '../model/ast.ts'
import { pathNode } from './actions.ts'
import { dataSubDelims, iunreserved, pctEncoded, unreserved } from './characters.ts'
import { char, fromSpan, literal, longest, many, oneOf, optional, seq, star, rule, succeed, type Rule } from './internal.ts'
import { iname, reserveIn, URI_VARIANT, type Variant } from './variant.ts'

/** A Path node for the text a parser consumed. */
const toPath = (p: Rule<unknown>): Rule<Path> => fromSpan(p, pathNode)

/** The path rules of a grammar (RFC 3986, or RFC 3987's i-rules), without the sub-delims it reserves. */
export const pathRules = (v: Variant) => {
  const u = v.iri ? iunreserved : unreserved
  const subDelims = dataSubDelims(reserveIn(v))
  const pchar: Rule<string> = oneOf(u, pctEncoded, subDelims, char(':'), char('@'))
  const segment: Rule<string> = star(pchar)
  const segmentNz: Rule<string> = star(pchar, 1)
  const segmentNzNc: Rule<string> = star(oneOf(u, pctEncoded, subDelims, char('@')), 1)
  const slashSegments = many(seq(literal('/'), segment))
  const pathAbempty: Rule<Path> = rule(iname(v, 'path-abempty'), toPath(slashSegments))
  const pathAbsolute: Rule<Path> = rule(iname(v, 'path-absolute'), toPath(seq(literal('/'), optional(seq(segmentNz, slashSegments)))))
  const pathNoscheme: Rule<Path> = rule(iname(v, 'path-noscheme'), toPath(seq(segmentNzNc, slashSegments)))
  const pathRootless: Rule<Path> = rule(iname(v, 'path-rootless'), toPath(seq(segmentNz, slashSegments)))
  const pathEmpty: Rule<Path> = rule(iname(v, 'path-empty'), toPath(succeed(null)))
  // path-abempty matches the empty prefix of every input, so, standing alone,
  // the rule takes the longest of the five matches rather than the first.
  const path: Rule<Path> = rule(iname(v, 'path'), longest(pathAbempty, pathAbsolute, pathNoscheme, pathRootless, pathEmpty))
  return { pchar, segment, segmentNz, segmentNzNc, pathAbempty, pathAbsolute, pathNoscheme, pathRootless, pathEmpty, path }
}

const uriPath = pathRules(URI_VARIANT)

/**
 * pchar = unreserved / pct-encoded / sub-delims / ":" / "@"
 *
 * @since 0.1.0
 * @category grammar
 */
export const pchar: Rule<string> = uriPath.pchar

/**
 * segment = *pchar
 *
 * @since 0.1.0
 * @category grammar
 */
export const segment: Rule<string> = uriPath.segment

/**
 * segment-nz = 1*pchar
 *
 * @since 0.1.0
 * @category grammar
 */
export const segmentNz: Rule<string> = uriPath.segmentNz

/**
 * segment-nz-nc = 1*( unreserved / pct-encoded / sub-delims / "@" ) ; no ":"
 *
 * @since 0.1.0
 * @category grammar
 */
export const segmentNzNc: Rule<string> = uriPath.segmentNzNc

/**
 * path-abempty = *( "/" segment )
 *
 * @since 0.1.0
 * @category grammar
 */
export const pathAbempty: Rule<Path> = uriPath.pathAbempty

/**
 * path-absolute = "/" [ segment-nz *( "/" segment ) ]
 *
 * @since 0.1.0
 * @category grammar
 */
export const pathAbsolute: Rule<Path> = uriPath.pathAbsolute

/**
 * path-noscheme = segment-nz-nc *( "/" segment )
 *
 * @since 0.1.0
 * @category grammar
 */
export const pathNoscheme: Rule<Path> = uriPath.pathNoscheme

/**
 * path-rootless = segment-nz *( "/" segment )
 *
 * @since 0.1.0
 * @category grammar
 */
export const pathRootless: Rule<Path> = uriPath.pathRootless

/**
 * path-empty = 0<pchar> ; zero characters
 *
 * @since 0.1.0
 * @category grammar
 */
export const pathEmpty: Rule<Path> = uriPath.pathEmpty

/**
 * path = path-abempty / path-absolute / path-noscheme / path-rootless / path-empty
 * path-abempty matches the empty prefix of every input, so, standing alone,
 * the rule takes the longest of the five matches rather than the first.
 *
 * @since 0.1.0
 * @category grammar
 */
export const path: Rule<Path> = uriPath.path
