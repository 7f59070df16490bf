/**
 * What the scheme parsers share: a URI is first read by RFC 3986's grammar
 * (its errors are the generic ones), then by its scheme's rule; where the
 * scheme's rule stops, the error is `scheme-violation` at that offset, with a
 * sentence naming the scheme's RFC section.
 */
import type { Either } from 'fp-ts/lib/Either.js'
import type { Uri } from '../ast.ts'
import { left } from '../either.ts'
import { lineAndColumn, makeCodedError, makeNotAStringError, type GrammarRule, type UriError } from '../error.ts'
import type { Explanation } from '../grammar/explain.ts'
import type { Rule } from '../grammar/internal.ts'
import { runWhole } from '../grammar/whole.ts'
import { describeCharacter, describeExpected, describePart, describePosition } from '../messages.ts'
import { parseURI } from '../parse.ts'
import { codePointAt } from '../position.ts'

/** Where an error stands, as a person reads it: "position 12" (and "in the query"). */
export const placeOf = (input: string, offset: number, rulePath: readonly string[] = []): string => {
  const { line, column } = lineAndColumn(input, offset)
  const part = describePart(rulePath)
  return describePosition({ line, column }) + (part === null ? '' : ` in the ${part}`)
}

/** The character at an offset, as a person reads it. */
export const foundAt = (input: string, offset: number): string => describeCharacter(codePointAt(input, offset))

/** A scheme error at an offset, its sentence given whole. */
export const violation = (input: string, rule: GrammarRule, offset: number, detail: string, rulePath: readonly string[] = [rule], expected: readonly string[] = []): UriError =>
  makeCodedError(input, rule, 'scheme-violation', offset, expected, rulePath, detail)

/** The sentence of a failure of a scheme's rule: where, what was found, the scheme's reason, what could come. */
export const sentence = (input: string, e: Explanation, reason: string): string => {
  const found = foundAt(input, e.offset)
  const where = placeOf(input, e.offset, e.rulePath)
  const expected = e.expected.length === 0 ? '' : `; expected ${describeExpected(e.expected)}`
  return `${e.offset >= input.length ? `The input ends at ${where}` : `Found ${found} at ${where}`}: ${reason}${expected}.`
}

/**
 * A scheme's parser: the generic URI, then the scheme's rule (whose failure
 * `reason` explains), then `build` (the scheme's checks beyond its ABNF).
 */
export const schemeParser = <P, T>(
  rule: GrammarRule,
  r: Rule<P>,
  reason: (e: Explanation, input: string) => string,
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
      return left(violation(input, rule, e.offset, sentence(input, e, reason(e, input)), e.rulePath, e.expected))
    }
    return build(read.value, generic.right, input)
  }
}
