/**
 * What the scheme parsers share: a URI is first read by RFC 3986's grammar
 * (its errors are the generic ones), then by its scheme's rule; where the
 * scheme's rule stops, the error is `scheme-violation` at that offset, with a
 * reason naming the scheme's RFC section (src/error/reasons/schemes.ts).
 */
import type { Either } from 'fp-ts/lib/Either.js'
import type { Uri } from '../model/ast.ts'
import { left } from '../base/either.ts'
import { makeCodedError, makeNotAStringError, type GrammarRule, type UriError } from '../error/make.ts'
import type { SchemeReason } from '../error/reasons/schemes.ts'
import type { Explanation } from '../grammar/explain.ts'
import type { Rule } from '../grammar/internal.ts'
import { runWhole } from '../grammar/whole.ts'
import { parseURI } from '../reading/parse.ts'

/**
 * A scheme error at an offset, with its reason: where, the rules that led there and what could
 * have come are the facts a catalog words it with ("Found "#" at position 22: …").
 */
export const violation = (input: string, rule: GrammarRule, offset: number, reason: SchemeReason, rulePath: readonly string[] = [rule], expected: readonly string[] = []): UriError =>
  makeCodedError(input, rule, 'scheme-violation', offset, expected, rulePath, reason)

/**
 * A scheme's parser: the generic URI, then the scheme's rule (whose failure
 * `reason` names), then `build` (the scheme's checks beyond its ABNF).
 */
export const schemeParser = <P, T>(
  rule: GrammarRule,
  r: Rule<P>,
  reason: (e: Explanation, input: string) => SchemeReason,
  build: (parts: P, uri: Uri, input: string) => Either<UriError, T>,
): ((input: string) => Either<UriError, T>) => {
  const run = runWhole(r)
  return (input) => {
    if (typeof input !== 'string') return left(makeNotAStringError(input, rule))
    const generic = parseURI(input)
    if (generic._tag === 'Left') return generic
    const read = run(input)
    if (!read.ok) {
      const e = read.explanation
      return left(violation(input, rule, e.offset, reason(e, input), e.rulePath, e.expected))
    }
    return build(read.value, generic.right, input)
  }
}
