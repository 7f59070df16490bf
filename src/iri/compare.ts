/**
 * RFC 3987 section 5.3, the comparison ladder for IRIs: 5.3.1 simple string
 * comparison (character by character, never through URIs), 5.3.2 syntax-based
 * and 5.3.3 scheme-based normalization, each an fp-ts `Eq`. NFC and IDN
 * mapping are steps to compose on request (`contramap(normalizeNFC<UriReference>)`).
 *
 * @example
 * eqIRIScheme.equals(iri('http://example.com:80/%C3%BC'), iri('http://example.com/ü'))  // true
 *
 * @since 0.2.0
 */
import type { Eq } from 'fp-ts/lib/Eq.js'
import type { UriReference } from '../model/ast.ts'
import { eqString, type Rung } from '../normalize/compare.ts'
import { canonicalizeIPv6 } from '../normalize/ipv6.ts'
import { normalizeIRI, normalizeIRISyntax } from './normalize.ts'
import { serialize } from '../model/serialize.ts'

/**
 * RFC 3987 5.3.2 Syntax-Based Normalization of IRIs (`normalizeIRISyntax`: case,
 * UTF-8 triplets of allowed characters decoded, dot segments), then string
 * comparison (5.3.1: character by character, never through URIs).
 *
 * @since 0.2.0
 * @category comparison
 */
export const eqIRISyntax: Eq<UriReference> = { equals: (a, b) => serialize(normalizeIRISyntax(a)) === serialize(normalizeIRISyntax(b)) }

const comparableIRI = (ref: UriReference): string => serialize(canonicalizeIPv6(normalizeIRI(ref)))

/**
 * RFC 3987 5.3.3 Scheme-Based Normalization (after 5.3.2) and RFC 5952's IPv6
 * text, then string comparison. NFC (5.3.2.2) and IDN mapping are on request:
 * `pipe(eqIRIScheme, contramap(normalizeNFC<UriReference>))`.
 *
 * @since 0.2.0
 * @category comparison
 */
export const eqIRIScheme: Eq<UriReference> = { equals: (a, b) => comparableIRI(a) === comparableIRI(b) }

/**
 * The first rung of RFC 3987's ladder (5.3.1, 5.3.2, 5.3.3) on which two IRI
 * references compare equal, or null when none does.
 *
 * @example
 * import { equalOnRungIRI } from 'typed-uri/iri'
 * pipe(E.Do, E.apS('a', parseIRI('http://a/ros%C3%A9')), E.apS('b', parseIRI('http://a/rosé')), E.map(({ a, b }) => equalOnRungIRI(a, b)))
 * // Right('syntax')
 *
 * @since 0.2.0
 * @category comparison
 */
export const equalOnRungIRI = (a: UriReference, b: UriReference): Rung | null =>
  eqString.equals(a, b) ? 'string' : eqIRISyntax.equals(a, b) ? 'syntax' : eqIRIScheme.equals(a, b) ? 'scheme' : null
