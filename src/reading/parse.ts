/**
 * Parsing a whole input as one of the rules of RFC 3986, with errors as values.
 *
 * @example
 * import { parse } from 'typed-uri'
 * parse('http://a/b?c#d')   // Right({ _tag: 'Uri', scheme: { raw: 'http', … }, … })
 * parse('http://[::1')      // Left({ offset: 11, expected: ['HEXDIG', '":"', …], message: 'The input ends …' })
 *
 * @since 0.1.0
 */
import type { Either } from 'fp-ts/lib/Either.js'
import { left, right } from '../base/either.ts'
import type { AbsoluteUri, RelativeRef, Uri, UriReference } from '../model/ast.ts'
import { explainRefused, explainWith, walkKept, type WholeExplainer } from '../grammar/report.ts'
import type { Capture } from '../grammar/shared.ts'
import { acceptedReference, capturedReference } from '../grammar/appendix-b.ts'
import {
  captureURI,
  captureURIReference,
  explainWholeAbsoluteURI,
  explainWholeRelativeRef,
  explainWholeURI,
  explainWholeURIReference,
  testWholeAbsoluteURI,
  testWholeRelativeRef,
} from '../grammar/read/index.ts'
import { absoluteReading, makeNotAStringError, makeReadingError, referenceReading, type ErrorRule, type Reading, type UriError } from '../error/make.ts'
import type { ReadingErrorCode } from '../error/facts.ts'

/** The error of an input its rule's regular expression rejects, from the rule's generated explainer, in its reading's codes. */
const rejected = <T, C extends ReadingErrorCode>(reading: Reading<C>, rule: ErrorRule, explain: WholeExplainer, input: string): Either<UriError, T> => {
  const e = explainRefused(explain, input)
  return left(makeReadingError(reading, input, rule, e.offset, e.expected, e.rulePath))
}

/**
 * A whole-input rule (a component rule, for the setters) as a parser: one run
 * of its generated explainer says whether the input matches (and, if not,
 * where and why), and `read` makes the node of a matching input from its
 * span (appendix-b.ts), as `parse` does for a reference; the build functions
 * stay out of the bundle.
 */
export const whole =
  <T>(rule: ErrorRule, explain: WholeExplainer, read: (input: string) => T) =>
  (input: string): Either<UriError, T> => {
    const e = explainWith(explain, input)
    // A component rule classifies its failures as section 3's rules do (it may be empty, it needs no scheme).
    return e === null ? right(read(input)) : left(makeReadingError(absoluteReading, input, rule, e.offset, e.expected, e.rulePath))
  }

/**
 * An entry rule's reading of a whole input: its regular expression says
 * whether the input is well-formed (the regex back end), and `read` makes the
 * value of a well-formed one (a reference's tree by Appendix B's split,
 * grammar/appendix-b.ts; `normalizeText`'s normal form; `resolveText`'s target); on a failure, its
 * generated explainer says where and why. From JavaScript, where the types do
 * not reach, a value that is not a string gets a Left too.
 */
export const wholeEntry =
  <T, C extends ReadingErrorCode>(reading: Reading<C>, rule: ErrorRule, test: (input: string) => boolean, explain: WholeExplainer, read: (input: string) => T) =>
  (input: string): Either<UriError, T> =>
    typeof input !== 'string' ? left(makeNotAStringError(input, rule)) : test(input) ? right(read(input)) : rejected(reading, rule, explain, input)

/** An entry rule as a parser: the tree of a well-formed reference (`wholeEntry`). */
export const wholeReference = <T extends UriReference, C extends ReadingErrorCode = ReadingErrorCode>(
  reading: Reading<C>,
  rule: ErrorRule,
  test: (input: string) => boolean,
  explain: WholeExplainer,
) => wholeEntry(reading, rule, test, explain, acceptedReference as (input: string) => T)

/**
 * URI-reference, URI or IRI-reference as a parser, read once by its capturing
 * expression (appendix-b.ts's `capturedReference`: the test and the tree in
 * one match, about 0.9 of the test and Appendix B's split). When the match
 * does not take the whole input, the explaining function's walk decides, as
 * shared.ts's `regexRead` has it after its expression: an input it accepts
 * gets its tree by `acceptedReference`, one it rejects the error of its kept
 * walk. So a failing input is read by the expression up to where it goes
 * wrong, then once by the walk, as before.
 */
export const capturingReference = <T extends UriReference, C extends ReadingErrorCode>(
  reading: Reading<C>,
  rule: ErrorRule,
  capture: Capture,
  explain: WholeExplainer,
): ((input: string) => Either<UriError, T>) => {
  const captured = capturedReference(capture)
  return (input) => {
    if (typeof input !== 'string') return left(makeNotAStringError(input, rule))
    const tree = captured(input)
    if (tree !== null) return right(tree as T)
    return walkKept(explain, input) === input.length ? right(acceptedReference(input) as T) : rejected(reading, rule, explain, input)
  }
}

/**
 * URI-reference = URI / relative-ref (section 4.1): any URI or relative reference.
 *
 * @example
 * parse('../a?b')    // Right({ _tag: 'RelativeRef', path: { raw: '../a', … }, query: { raw: 'b', … }, … })
 * parse('http://[::1')   // Left({ code: 'unclosed-ip-literal', offset: 11, … })
 *
 * @since 0.1.0
 * @category parsing
 */
export const parse: (input: string) => Either<UriError, UriReference> = /* @__PURE__ */ capturingReference(referenceReading, 'URI-reference', captureURIReference, explainWholeURIReference)

/**
 * URI = scheme ":" hier-part [ "?" query ] [ "#" fragment ] (section 3): a URI with a scheme.
 *
 * @example
 * E.isRight(parseURI('mailto:a@example.com'))   // true
 * E.isLeft(parseURI('example.com'))           // true: no scheme, a relative reference
 *
 * @since 0.1.0
 * @category parsing
 */
export const parseURI: (input: string) => Either<UriError, Uri> = /* @__PURE__ */ capturingReference(absoluteReading, 'URI', captureURI, explainWholeURI)

/**
 * absolute-URI = scheme ":" hier-part [ "?" query ] (section 4.3): a URI without a fragment.
 *
 * @example
 * E.isLeft(parseAbsoluteURI('http://a/b#c'))   // true: an absolute URI has no fragment
 *
 * @since 0.1.0
 * @category parsing
 */
export const parseAbsoluteURI: (input: string) => Either<UriError, AbsoluteUri> = /* @__PURE__ */ wholeReference(
  absoluteReading,
  'absolute-URI',
  testWholeAbsoluteURI,
  explainWholeAbsoluteURI,
)

/**
 * relative-ref = relative-part [ "?" query ] [ "#" fragment ] (section 4.2).
 *
 * @example
 * E.isLeft(parseRelativeRef('http://a/'))   // true: it has a scheme
 *
 * @since 0.1.0
 * @category parsing
 */
export const parseRelativeRef: (input: string) => Either<UriError, RelativeRef> = /* @__PURE__ */ wholeReference(
  referenceReading,
  'relative-ref',
  testWholeRelativeRef,
  explainWholeRelativeRef,
)

/**
 * 64 KiB: a bound for inputs typed or pasted into a form.
 *
 * @since 0.1.0
 * @category parsing
 */
export const FORM_MAX_LENGTH = 65_536
