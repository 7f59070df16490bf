/**
 * RFC 3986 section 3 (URI, hier-part) and section 4 (references).
 *
 *   URI           = scheme ":" hier-part [ "?" query ] [ "#" fragment ]     (3)
 *   hier-part     = "//" authority path-abempty                            (3)
 *                 / path-absolute
 *                 / path-rootless
 *                 / path-empty
 *   URI-reference = URI / relative-ref                                     (4.1)
 *   relative-ref  = relative-part [ "?" query ] [ "#" fragment ]           (4.2)
 *   relative-part = "//" authority path-abempty                            (4.2)
 *                 / path-absolute
 *                 / path-noscheme
 *                 / path-empty
 *   absolute-URI  = scheme ":" hier-part [ "?" query ]                     (4.3)
 *
 * URI-reference tries URI first: "a:b" is a URI with scheme "a", never a
 * relative reference (which could not hold a ":" in its first segment anyway).
 */
import type { AbsoluteUri, Authority, Component, Path, RelativeRef, Uri } from '../ast.ts'
import { authority } from './authority.ts'
import { alt, literal, map, optional, seqMap, seqNode, then, type Rule } from './internal.ts'
import { rule } from './trace.ts'
import { pathAbempty, pathAbsolute, pathEmpty, pathNoscheme, pathRootless } from './path.ts'
import { fragment, query } from './query-fragment.ts'
import { scheme } from './scheme.ts'

/** What hier-part and relative-part hold: an authority when "//" begins them, and a path. */
export interface PathWithAuthority {
  readonly authority: Authority | null
  readonly path: Path
}

const withAuthority: Rule<PathWithAuthority> = seqMap(literal('//'), authority, pathAbempty, (_s, a, path) => ({
  authority: a,
  path,
}))

const pathOnly = (p: Rule<Path>): Rule<PathWithAuthority> => map(p, (path) => ({ authority: null, path }))

/** hier-part = "//" authority path-abempty / path-absolute / path-rootless / path-empty */
export const hierPart: Rule<PathWithAuthority> = rule(
  'hier-part',
  alt(withAuthority, pathOnly(pathAbsolute), pathOnly(pathRootless), pathOnly(pathEmpty)),
)

/** relative-part = "//" authority path-abempty / path-absolute / path-noscheme / path-empty */
export const relativePart: Rule<PathWithAuthority> = rule(
  'relative-part',
  alt(withAuthority, pathOnly(pathAbsolute), pathOnly(pathNoscheme), pathOnly(pathEmpty)),
)

const optionalQuery: Rule<Component | null> = optional(then(literal('?'), query))
const optionalFragment: Rule<Component | null> = optional(then(literal('#'), fragment))

/** URI = scheme ":" hier-part [ "?" query ] [ "#" fragment ] */
export const URI: Rule<Uri> = rule(
  'URI',
  seqNode(
    [scheme, literal(':'), hierPart, optionalQuery, optionalFragment],
    (_input, start, end, s, _colon, h, q, f): Uri => ({
      _tag: 'Uri',
      start,
      end,
      scheme: s,
      authority: h.authority,
      path: h.path,
      query: q,
      fragment: f,
    }),
  ),
)

/** absolute-URI = scheme ":" hier-part [ "?" query ] */
export const absoluteURI: Rule<AbsoluteUri> = rule(
  'absolute-URI',
  seqNode(
    [scheme, literal(':'), hierPart, optionalQuery],
    (_input, start, end, s, _colon, h, q): AbsoluteUri => ({
      _tag: 'Uri',
      start,
      end,
      scheme: s,
      authority: h.authority,
      path: h.path,
      query: q,
      fragment: null,
    }),
  ),
)

/** relative-ref = relative-part [ "?" query ] [ "#" fragment ] */
export const relativeRef: Rule<RelativeRef> = rule(
  'relative-ref',
  seqNode(
    [relativePart, optionalQuery, optionalFragment],
    (_input, start, end, r, q, f): RelativeRef => ({
      _tag: 'RelativeRef',
      start,
      end,
      authority: r.authority,
      path: r.path,
      query: q,
      fragment: f,
    }),
  ),
)

/** URI-reference = URI / relative-ref */
export const URIReference: Rule<Uri | RelativeRef> = rule('URI-reference', alt<Uri | RelativeRef>(URI, relativeRef))
