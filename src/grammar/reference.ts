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
 * RFC 3987 section 2.2 has the same rules for IRIs, "IRI" for "URI" and an
 * "i" before the other names (IRI, ihier-part, IRI-reference, absolute-IRI,
 * irelative-ref, irelative-part), built from its i-rules.
 *
 * URI-reference tries URI first: "a:b" is a URI with scheme "a", never a
 * relative reference (which could not hold a ":" in its first segment anyway).
 */
import type { AbsoluteUri, Authority, Component, Path, RelativeRef, Uri } from '../model/ast.ts'
import { absoluteUriNode, pathOnlyParts, relativeRefNode, uriNode, withAuthorityParts, type PathWithAuthority } from './actions.ts'
import { authority } from './authority.ts'
import { alt, literal, map, optional, rule, seqMap, seqNode, then, type Rule } from './internal.ts'

import { pathAbempty, pathAbsolute, pathEmpty, pathNoscheme, pathRootless } from './path.ts'
import { fragment, query } from './query-fragment.ts'
import { scheme } from './scheme.ts'
import { URI_VARIANT, type Variant } from './variant.ts'

export type { PathWithAuthority }

const pathOnly = (p: Rule<Path>): Rule<PathWithAuthority> => map(p, pathOnlyParts)

/** The names of the reference rules: RFC 3987 says "IRI" where RFC 3986 says "URI". */
const names = (v: Variant) =>
  v.iri
    ? { hierPart: 'ihier-part', relativePart: 'irelative-part', URI: 'IRI', absoluteURI: 'absolute-IRI', relativeRef: 'irelative-ref', URIReference: 'IRI-reference' }
    : { hierPart: 'hier-part', relativePart: 'relative-part', URI: 'URI', absoluteURI: 'absolute-URI', relativeRef: 'relative-ref', URIReference: 'URI-reference' }

/** What the reference rules are built from: a grammar's lower rules. */
export interface ReferenceParts {
  readonly authority: Rule<Authority>
  readonly pathAbempty: Rule<Path>
  readonly pathAbsolute: Rule<Path>
  readonly pathNoscheme: Rule<Path>
  readonly pathRootless: Rule<Path>
  readonly pathEmpty: Rule<Path>
  readonly query: Rule<Component>
  readonly fragment: Rule<Component>
}

/** The reference rules of a grammar (RFC 3986 section 3 and 4, or their RFC 3987 i-rules), from its lower rules. */
export const referenceRules = (v: Variant, r: ReferenceParts) => {
  const name = names(v)
  const withAuthority: Rule<PathWithAuthority> = seqMap(literal('//'), r.authority, r.pathAbempty, withAuthorityParts)
  const hierPart: Rule<PathWithAuthority> = rule(name.hierPart, alt(withAuthority, pathOnly(r.pathAbsolute), pathOnly(r.pathRootless), pathOnly(r.pathEmpty)))
  const relativePart: Rule<PathWithAuthority> = rule(name.relativePart, alt(withAuthority, pathOnly(r.pathAbsolute), pathOnly(r.pathNoscheme), pathOnly(r.pathEmpty)))
  const optionalQuery: Rule<Component | null> = optional(then(literal('?'), r.query))
  const optionalFragment: Rule<Component | null> = optional(then(literal('#'), r.fragment))
  const URI: Rule<Uri> = rule(name.URI, seqNode([scheme, literal(':'), hierPart, optionalQuery, optionalFragment], uriNode))
  const absoluteURI: Rule<AbsoluteUri> = rule(name.absoluteURI, seqNode([scheme, literal(':'), hierPart, optionalQuery], absoluteUriNode))
  const relativeRef: Rule<RelativeRef> = rule(name.relativeRef, seqNode([relativePart, optionalQuery, optionalFragment], relativeRefNode))
  const URIReference: Rule<Uri | RelativeRef> = rule(name.URIReference, alt<Uri | RelativeRef>(URI, relativeRef))
  return { hierPart, relativePart, URI, absoluteURI, relativeRef, URIReference }
}

const uriReference = referenceRules(URI_VARIANT, { authority, pathAbempty, pathAbsolute, pathNoscheme, pathRootless, pathEmpty, query, fragment })

/**
 * hier-part = "//" authority path-abempty / path-absolute / path-rootless / path-empty
 *
 * @since 0.1.0
 * @category grammar
 */
export const hierPart: Rule<PathWithAuthority> = uriReference.hierPart

/**
 * relative-part = "//" authority path-abempty / path-absolute / path-noscheme / path-empty
 *
 * @since 0.1.0
 * @category grammar
 */
export const relativePart: Rule<PathWithAuthority> = uriReference.relativePart

/**
 * URI = scheme ":" hier-part [ "?" query ] [ "#" fragment ]
 *
 * @since 0.1.0
 * @category grammar
 */
export const URI: Rule<Uri> = uriReference.URI

/**
 * absolute-URI = scheme ":" hier-part [ "?" query ]
 *
 * @since 0.1.0
 * @category grammar
 */
export const absoluteURI: Rule<AbsoluteUri> = uriReference.absoluteURI

/**
 * relative-ref = relative-part [ "?" query ] [ "#" fragment ]
 *
 * @since 0.1.0
 * @category grammar
 */
export const relativeRef: Rule<RelativeRef> = uriReference.relativeRef

/**
 * URI-reference = URI / relative-ref
 *
 * @since 0.1.0
 * @category grammar
 */
export const URIReference: Rule<Uri | RelativeRef> = uriReference.URIReference
