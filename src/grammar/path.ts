/**
 * RFC 3986 section 3.3: path.
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
 */
import type { Path } from '../ast.ts'
import { pathNode } from './actions.ts'
import { pctEncoded, subDelims, unreserved } from './characters.ts'
import { char, fromSpan, literal, longest, many, oneOf, optional, seq, star, rule, succeed, type Rule } from './internal.ts'


/** pchar = unreserved / pct-encoded / sub-delims / ":" / "@" */
export const pchar: Rule<string> = oneOf(unreserved, pctEncoded, subDelims, char(':'), char('@'))

/** segment = *pchar */
export const segment: Rule<string> = star(pchar)

/** segment-nz = 1*pchar */
export const segmentNz: Rule<string> = star(pchar, 1)

/** segment-nz-nc = 1*( unreserved / pct-encoded / sub-delims / "@" ) ; no ":" */
export const segmentNzNc: Rule<string> = star(oneOf(unreserved, pctEncoded, subDelims, char('@')), 1)

/** A Path node for the text a parser consumed. */
const toPath = (p: Rule<unknown>): Rule<Path> => fromSpan(p, pathNode)

/** *( "/" segment ) */
const slashSegments = many(seq(literal('/'), segment))

/** path-abempty = *( "/" segment ) */
export const pathAbempty: Rule<Path> = rule('path-abempty', toPath(slashSegments))

/** path-absolute = "/" [ segment-nz *( "/" segment ) ] */
export const pathAbsolute: Rule<Path> = rule(
  'path-absolute',
  toPath(seq(literal('/'), optional(seq(segmentNz, slashSegments)))),
)

/** path-noscheme = segment-nz-nc *( "/" segment ) */
export const pathNoscheme: Rule<Path> = rule('path-noscheme', toPath(seq(segmentNzNc, slashSegments)))

/** path-rootless = segment-nz *( "/" segment ) */
export const pathRootless: Rule<Path> = rule('path-rootless', toPath(seq(segmentNz, slashSegments)))

/** path-empty = 0<pchar> ; zero characters */
export const pathEmpty: Rule<Path> = rule('path-empty', toPath(succeed(null)))

/**
 * path = path-abempty / path-absolute / path-noscheme / path-rootless / path-empty
 * path-abempty matches the empty prefix of every input, so, standing alone,
 * the rule takes the longest of the five matches rather than the first.
 */
export const path: Rule<Path> = rule('path', longest(pathAbempty, pathAbsolute, pathNoscheme, pathRootless, pathEmpty))
