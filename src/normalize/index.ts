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
import { flow } from 'fp-ts/lib/function.js'
import type { UriReference } from '../ast.ts'
import { normalizeCase } from './case.ts'
import { normalizePathSegments } from './path.ts'
import { normalizePercentEncoding } from './percent.ts'
import { normalizeSchemeWith, defaultSchemes, type SchemeRegistry } from './scheme.ts'

/**
 * Syntax-based normalization (6.2.2): percent-encoding, then case, then dot
 * segments. Decoding comes first so that a decoded letter in a host ("%41") is
 * lower-cased in the same pass.
 */
export const normalizeSyntax: (ref: UriReference) => UriReference = flow(normalizePercentEncoding, normalizeCase, normalizePathSegments)

/** Syntax-based, then scheme-based normalization with the given scheme rules. */
export const normalizeWith = (registry: SchemeRegistry): ((ref: UriReference) => UriReference) =>
  flow(normalizeSyntax, normalizeSchemeWith(registry))

/** Syntax-based, then scheme-based normalization (6.2.2 and 6.2.3) with the default scheme rules. */
export const normalize: (ref: UriReference) => UriReference = normalizeWith(defaultSchemes)
