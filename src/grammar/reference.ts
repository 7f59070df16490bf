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
import type { AbsoluteUri, Component, Path, RelativeRef, Uri } from '../ast.ts'
import { absoluteUriNode, pathOnlyParts, relativeRefNode, uriNode, withAuthorityParts, type PathWithAuthority } from './actions.ts'
import { authority } from './authority.ts'
import { alt, literal, map, optional, rule, seqMap, seqNode, then, type Rule } from './internal.ts'

import { pathAbempty, pathAbsolute, pathEmpty, pathNoscheme, pathRootless } from './path.ts'
import { fragment, query } from './query-fragment.ts'
import { scheme } from './scheme.ts'

export type { PathWithAuthority }

const withAuthority: Rule<PathWithAuthority> = seqMap(literal('//'), authority, pathAbempty, withAuthorityParts)

const pathOnly = (p: Rule<Path>): Rule<PathWithAuthority> => map(p, pathOnlyParts)

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
    uriNode,
  ),
)

/** absolute-URI = scheme ":" hier-part [ "?" query ] */
export const absoluteURI: Rule<AbsoluteUri> = rule(
  'absolute-URI',
  seqNode(
    [scheme, literal(':'), hierPart, optionalQuery],
    absoluteUriNode,
  ),
)

/** relative-ref = relative-part [ "?" query ] [ "#" fragment ] */
export const relativeRef: Rule<RelativeRef> = rule(
  'relative-ref',
  seqNode(
    [relativePart, optionalQuery, optionalFragment],
    relativeRefNode,
  ),
)

/** URI-reference = URI / relative-ref */
export const URIReference: Rule<Uri | RelativeRef> = rule('URI-reference', alt<Uri | RelativeRef>(URI, relativeRef))
