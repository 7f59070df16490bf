/**
 * Section 6.2 from text to text: parse (URI-reference, section 4.1),
 * normalize (6.2.2 syntax-based, then 6.2.3 scheme-based) and serialize (5.3)
 * in one call, the same as `flow(parse, E.map(normalize), E.map(serialize))`.
 *
 * Once the regular expression has accepted the input, its components are
 * where Appendix B's split puts them, and section 6.2's algorithm (spans.ts,
 * which the tree normalizers run too) normalizes each from its span without
 * making the tree; an input that no step changes comes back as it is. A
 * scheme whose rule has its own `normalize` (mailto, urn, file) gets it on the
 * tree of the normal form. spec/normalize/text.spec.ts checks the two ways agree.
 *
 * @example
 * normalizeText('HTTP://Example.COM:80/a/./b/%7euser')  // Right('http://example.com/a/b/~user')
 *
 * @since 0.2.0
 */
import type { Either } from 'fp-ts/lib/Either.js'
import { referenceReading, type UriError } from '../error/make.ts'
import { splitAccepted } from '../grammar/appendix-b.ts'
import { explainWholeURIReference, testWholeURIReference } from '../grammar/read/index.ts'
import { wholeEntry } from '../reading/parse.ts'
import { defaultSchemes, type SchemeRegistry } from './scheme.ts'
import { finishText, RFC3986_STEPS, spanNormalizer } from './spans.ts'

/** `normalizeText` with the given scheme rules (internal: spec/normalize/text.spec.ts checks it against `normalizeWith(registry)`). */
export const textNormalizer = (registry: SchemeRegistry): ((input: string) => Either<UriError, string>) => {
  const run = spanNormalizer(RFC3986_STEPS, true, registry, finishText)
  return wholeEntry(referenceReading, 'URI-reference', testWholeURIReference, explainWholeURIReference, (input: string): string => run(input, splitAccepted(input), null))
}

/**
 * Parses a URI reference and gives its normal form's text (6.2.2 and 6.2.3,
 * with the default scheme rules): `normalizeText(s)` equals
 * `pipe(parse(s), E.map(normalize), E.map(serialize))`, without making the tree.
 *
 * @example
 * normalizeText('eXAMPLE://a/./b/../b/%63/%7bfoo%7d')  // Right('example://a/b/c/%7Bfoo%7D')
 *
 * @since 0.2.0
 * @category normalization
 */
export const normalizeText: (input: string) => Either<UriError, string> = textNormalizer(defaultSchemes)
