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
import { pctEncoded, subDelims, unreserved } from './characters.ts'
import { char, literal, longest, oneOf, optional, P, rule, spanned, star, type ClassParser, type Parser } from './internal.ts'

/** pchar = unreserved / pct-encoded / sub-delims / ":" / "@" */
export const pchar: ClassParser = oneOf(unreserved, pctEncoded, subDelims, char(':'), char('@'))

/** segment = *pchar */
export const segment: Parser<string> = star(pchar)

/** segment-nz = 1*pchar */
export const segmentNz: Parser<string> = star(pchar, 1)

/** segment-nz-nc = 1*( unreserved / pct-encoded / sub-delims / "@" ) ; no ":" */
export const segmentNzNc: Parser<string> = star(oneOf(unreserved, pctEncoded, subDelims, char('@')), 1)

/** A Path node for the text a parser consumed. */
const toPath = (p: Parser<unknown>): Parser<Path> =>
  spanned(p, (_v, start, end, input): Path => {
    const raw = input.slice(start, end)
    return { raw, start, end, segments: raw === '' ? [] : raw.split('/') }
  })

/** *( "/" segment ) */
const slashSegments = P.seq(literal('/'), segment).many()

/** path-abempty = *( "/" segment ) */
export const pathAbempty: Parser<Path> = rule('path-abempty', toPath(slashSegments))

/** path-absolute = "/" [ segment-nz *( "/" segment ) ] */
export const pathAbsolute: Parser<Path> = rule(
  'path-absolute',
  toPath(P.seq(literal('/'), optional(P.seq(segmentNz, slashSegments)))),
)

/** path-noscheme = segment-nz-nc *( "/" segment ) */
export const pathNoscheme: Parser<Path> = rule('path-noscheme', toPath(P.seq(segmentNzNc, slashSegments)))

/** path-rootless = segment-nz *( "/" segment ) */
export const pathRootless: Parser<Path> = rule('path-rootless', toPath(P.seq(segmentNz, slashSegments)))

/** path-empty = 0<pchar> ; zero characters */
export const pathEmpty: Parser<Path> = rule('path-empty', toPath(P.succeed(null)))

/**
 * path = path-abempty / path-absolute / path-noscheme / path-rootless / path-empty
 * path-abempty matches the empty prefix of every input, so, standing alone,
 * the rule takes the longest of the five matches rather than the first.
 */
export const path: Parser<Path> = rule('path', longest(pathAbempty, pathAbsolute, pathNoscheme, pathRootless, pathEmpty))
