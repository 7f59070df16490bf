/**
 * Section 6.2, the normalization ladder, each rung a pure function:
 * 6.2.2 syntax-based (case, percent-encoding, path segments) and 6.2.3
 * scheme-based. Every normalizer is idempotent and keeps what the URI names.
 *
 * @example
 * pipe(parse('eXAMPLE://a/./b/../b/%63/%7bfoo%7d'), E.map(normalize), E.map(serialize))
 * // Right('example://a/b/c/%7Bfoo%7D')
 *
 * @since 0.1.0
 */
import type { UriReference } from '../ast.ts'
import type { Host } from '../ast.ts'
import { removeDotSegments } from '../resolve/remove-dot-segments.ts'
import { mapComponents, mapHostText } from './map.ts'
import { lowerCaseHostText, normalizeHostText, normalizeTriplets } from './triplets.ts'
import { normalizeSchemeWith, defaultSchemes, type SchemeRegistry } from './scheme.ts'

/**
 * Syntax-based normalization (6.2.2): the same as
 * `flow(normalizePercentEncoding, normalizeCase, normalizePathSegments)`
 * (decoding first, so that a decoded letter of a host is lower-cased too), done
 * in one pass over each component; spec/normalize checks the two agree.
 */
export const normalizeSyntax: (ref: UriReference) => UriReference = (ref) =>
  (ref._tag === 'RelativeRef' && !ref.path.raw.startsWith('/') ? syntaxKeepingDots : syntax)(ref)

const regNameHost = mapHostText(normalizeHostText)
const ipLiteralHost = mapHostText(lowerCaseHostText)
const syntaxMaps = {
  scheme: (text: string) => (/[A-Z]/.test(text) ? text.toLowerCase() : text),
  userinfo: normalizeTriplets,
  host: (h: Host) => (h._tag === 'RegName' ? regNameHost(h) : ipLiteralHost(h)),
  query: normalizeTriplets,
  fragment: normalizeTriplets,
}
const syntax = mapComponents({ ...syntaxMaps, path: (p) => removeDotSegments(normalizeTriplets(p)) })
const syntaxKeepingDots = mapComponents({ ...syntaxMaps, path: normalizeTriplets })

/** Syntax-based, then scheme-based normalization with the given scheme rules. */
export const normalizeWith = (registry: SchemeRegistry): ((ref: UriReference) => UriReference) => {
  const scheme = normalizeSchemeWith(registry)
  return (ref) => scheme(normalizeSyntax(ref))
}

/** Syntax-based, then scheme-based normalization (6.2.2 and 6.2.3) with the default scheme rules. */
export const normalize: (ref: UriReference) => UriReference = normalizeWith(defaultSchemes)
