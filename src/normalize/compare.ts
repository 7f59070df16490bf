/**
 * Section 6, Normalization and Comparison: the comparison ladder.
 *
 * 6.2.1 simple string comparison, 6.2.2 syntax-based and 6.2.3 scheme-based
 * normalization, each an fp-ts `Eq`; and, as section 6.1 advises when the
 * question is whether two references lead to the same network action, a
 * variant that ignores the fragment.
 *
 * @example
 * eqScheme.equals(parse('mailto:user@EXAMPLE.ORG'), parse('mailto:user@example.org'))        // true
 * eqSyntax.equals(parse('mailto:user@EXAMPLE.ORG'), parse('mailto:user@example.org'))  // false
 *
 * @since 0.1.0
 */
import type { Eq } from 'fp-ts/lib/Eq.js'
import type { UriReference } from '../model/ast.ts'
import { normalize, normalizeSyntax } from './index.ts'
import { canonicalizeIPv6 } from './ipv6.ts'
import { serialize } from '../model/serialize.ts'

/**
 * 6.2.1 Simple String Comparison: the same characters.
 *
 * @since 0.1.0
 * @category comparison
 */
export const eqString: Eq<UriReference> = { equals: (a, b) => serialize(a) === serialize(b) }

/**
 * 6.2.2 Syntax-Based Normalization, then string comparison.
 *
 * @since 0.1.0
 * @category comparison
 */
export const eqSyntax: Eq<UriReference> = { equals: (a, b) => serialize(normalizeSyntax(a)) === serialize(normalizeSyntax(b)) }

const comparable = (ref: UriReference): string => serialize(canonicalizeIPv6(normalize(ref)))

/**
 * 6.2.3 Scheme-Based Normalization (after 6.2.2) and IPv6 text as RFC 5952
 * writes it, then string comparison.
 *
 * @since 0.1.0
 * @category comparison
 */
export const eqScheme: Eq<UriReference> = { equals: (a, b) => comparable(a) === comparable(b) }

/**
 * The reference without its fragment.
 *
 * @example
 * pipe(parse('http://a/b#top'), E.map(withoutFragment), E.map(serialize))   // Right('http://a/b')
 *
 * @since 0.1.0
 * @category comparison
 */
export const withoutFragment = (ref: UriReference): UriReference => (ref.fragment === null ? ref : { ...ref, fragment: null })

/**
 * An `Eq` that compares references without their fragments (section 6.1: the same network action).
 *
 * @example
 * pipe(E.Do, E.apS('a', parse('http://a/b#x')), E.apS('b', parse('http://a/b#y')), E.map(({ a, b }) => ignoringFragment(eqString).equals(a, b)))
 * // Right(true)
 *
 * @since 0.1.0
 * @category comparison
 */
export const ignoringFragment = (eq: Eq<UriReference>): Eq<UriReference> => ({
  equals: (a, b) => eq.equals(withoutFragment(a), withoutFragment(b)),
})

/**
 * Scheme-based equivalence ignoring the fragment.
 *
 * @since 0.1.0
 * @category comparison
 */
export const eqIgnoringFragment: Eq<UriReference> = ignoringFragment(eqScheme)

/**
 * The first rung of the ladder on which two references compare equal, or null when none does.
 *
 * @since 0.1.0
 * @category model
 */
export type Rung = 'string' | 'syntax' | 'scheme'

/**
 * @example
 * pipe(E.Do, E.apS('a', parse('HTTP://a/%7e')), E.apS('b', parse('http://a/~')), E.map(({ a, b }) => equalOnRung(a, b)))
 * // Right('syntax')
 *
 * @since 0.1.0
 * @category comparison
 */
export const equalOnRung = (a: UriReference, b: UriReference): Rung | null => (eqString.equals(a, b) ? 'string' : eqSyntax.equals(a, b) ? 'syntax' : eqScheme.equals(a, b) ? 'scheme' : null)
