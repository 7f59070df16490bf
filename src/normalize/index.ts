/**
 * Section 6.2, the normalization ladder, each rung a pure function:
 * 6.2.2 syntax-based (case, percent-encoding, path segments) and 6.2.3
 * scheme-based. Every normalizer is idempotent and keeps what the URI names.
 * The tree normalizers read the tree's text on its spans (spans.ts), as
 * `normalizeText` reads its input: one algorithm for both.
 *
 * @example
 * pipe(parse('eXAMPLE://a/./b/../b/%63/%7bfoo%7d'), E.map(normalize), E.map(serialize))
 * // Right('example://a/b/c/%7Bfoo%7D')
 *
 * @since 0.1.0
 */
import { sameKind, type SameKindMap } from '../model/ast.ts'
import { defaultSchemes, type SchemeRegistry } from './scheme.ts'
import { RFC3986_STEPS, treeNormalizer, type TextNormalizers } from './spans.ts'

export type { TextNormalizers } from './spans.ts'
export { keepsDotSegments, RFC3986_STEPS } from './spans.ts'

/**
 * Syntax-based normalization from its text steps, done in one pass over each
 * component (spans.ts, the one algorithm of section 6.2); a relative-path
 * reference keeps its dot segments (6.2.2.3).
 */
export const syntaxNormalizer = (t: TextNormalizers): SameKindMap => sameKind(treeNormalizer(t, false))

/**
 * Syntax-based normalization (6.2.2): the same as
 * `flow(normalizePercentEncoding, normalizeCase, normalizePathSegments)`
 * (decoding first, so that a decoded letter of a host is lower-cased too), done
 * in one pass over each component; spec/normalize checks the two agree.
 *
 * @example
 * pipe(parse('HTTP://a/%7e/./b'), E.map(normalizeSyntax), E.map(serialize))   // Right('http://a/~/b')
 *
 * @since 0.1.0
 * @category normalization
 */
export const normalizeSyntax: SameKindMap = /* @__PURE__ */ syntaxNormalizer(RFC3986_STEPS)

/**
 * Syntax-based, then scheme-based normalization with the given scheme rules.
 *
 * @example
 * const registry = registerScheme({ scheme: 'gopher', defaultPort: 70 })(defaultSchemes)
 * pipe(parse('GOPHER://a:70/./x'), E.map(normalizeWith(registry)), E.map(serialize))   // Right('gopher://a/x')
 *
 * @since 0.1.0
 * @category normalization
 */
export const normalizeWith = (registry: SchemeRegistry): SameKindMap => sameKind(treeNormalizer(RFC3986_STEPS, true, registry))

/**
 * Syntax-based, then scheme-based normalization (6.2.2 and 6.2.3) with the default scheme rules.
 *
 * @example
 * pipe(parse('HTTP://Example.COM:80/a/./b/../%7e'), E.map(normalize), E.map(serialize))   // Right('http://example.com/a/~')
 *
 * @since 0.1.0
 * @category normalization
 */
export const normalize: SameKindMap = /* @__PURE__ */ normalizeWith(defaultSchemes)
