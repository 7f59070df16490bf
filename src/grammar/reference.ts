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
import { literal, optional, P, rule, spanned, type Parser } from './internal.ts'
import { pathAbempty, pathAbsolute, pathEmpty, pathNoscheme, pathRootless } from './path.ts'
import { fragment, query } from './query-fragment.ts'
import { scheme } from './scheme.ts'

/** What hier-part and relative-part hold: an authority when "//" begins them, and a path. */
export interface PathWithAuthority {
  readonly authority: Authority | null
  readonly path: Path
}

const withAuthority: Parser<PathWithAuthority> = P.seqMap(literal('//'), authority, pathAbempty, (_s, a, path) => ({
  authority: a,
  path,
}))

const pathOnly = (p: Parser<Path>): Parser<PathWithAuthority> => p.map((path) => ({ authority: null, path }))

/** hier-part = "//" authority path-abempty / path-absolute / path-rootless / path-empty */
export const hierPart: Parser<PathWithAuthority> = rule(
  'hier-part',
  P.alt(withAuthority, pathOnly(pathAbsolute), pathOnly(pathRootless), pathOnly(pathEmpty)),
)

/** relative-part = "//" authority path-abempty / path-absolute / path-noscheme / path-empty */
export const relativePart: Parser<PathWithAuthority> = rule(
  'relative-part',
  P.alt(withAuthority, pathOnly(pathAbsolute), pathOnly(pathNoscheme), pathOnly(pathEmpty)),
)

const optionalQuery: Parser<Component | null> = optional(literal('?').then(query))
const optionalFragment: Parser<Component | null> = optional(literal('#').then(fragment))

/** URI = scheme ":" hier-part [ "?" query ] [ "#" fragment ] */
export const URI: Parser<Uri> = rule(
  'URI',
  spanned(
    P.seq(scheme, literal(':'), hierPart, optionalQuery, optionalFragment),
    ([s, , h, q, f], start, end): Uri => ({
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
export const absoluteURI: Parser<AbsoluteUri> = rule(
  'absolute-URI',
  spanned(
    P.seq(scheme, literal(':'), hierPart, optionalQuery),
    ([s, , h, q], start, end): AbsoluteUri => ({
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
export const relativeRef: Parser<RelativeRef> = rule(
  'relative-ref',
  spanned(
    P.seq(relativePart, optionalQuery, optionalFragment),
    ([r, q, f], start, end): RelativeRef => ({
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
export const URIReference: Parser<Uri | RelativeRef> = rule('URI-reference', P.alt<Uri | RelativeRef>(URI, relativeRef))
