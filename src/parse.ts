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
import { left, right } from './either.ts'
import type { AbsoluteUri, RelativeRef, Uri, UriReference } from './ast.ts'
import { explainWith } from './grammar/report.ts'
import {
  buildWholeAbsoluteURI,
  buildWholeRelativeRef,
  buildWholeURI,
  buildWholeURIReference,
  explainWholeAbsoluteURI,
  explainWholeRelativeRef,
  explainWholeURI,
  explainWholeURIReference,
} from './grammar/generated.ts'
import { box } from './grammar/shared.ts'
import { makeUriError, type ErrorRule, type UriError } from './error.ts'

/**
 * A whole-input rule (an entry rule, or a component rule for the setters) as a parser: its generated build function (no parsimmon,
 * no combinators), and on a failure its generated explainer (exact offset,
 * expected tokens, rule path).
 */
export const whole =
  <T>(rule: ErrorRule, build: (input: string, i: number) => number, explain: (input: string, i: number) => number) =>
  (input: string): Either<UriError, T> => {
    if (build(input, 0) === input.length) return right(box.value as T)
    // The explainer and the build agree (spec/grammar/explain.spec.ts, fast-path.spec.ts);
    // were they ever not to, the error would point at the end of the input.
    const e = explainWith(explain, input) ?? { offset: input.length, expected: [], rulePath: [] }
    return left(makeUriError(input, rule, e.offset, e.expected, e.rulePath))
  }

/**
 * URI-reference = URI / relative-ref (section 4.1): any URI or relative reference.
 *
 * @since 0.1.0
 * @category parsing
 */
export const parse: (input: string) => Either<UriError, UriReference> = whole('URI-reference', buildWholeURIReference, explainWholeURIReference)

/**
 * URI = scheme ":" hier-part [ "?" query ] [ "#" fragment ] (section 3): a URI with a scheme.
 *
 * @since 0.1.0
 * @category parsing
 */
export const parseURI: (input: string) => Either<UriError, Uri> = whole('URI', buildWholeURI, explainWholeURI)

/**
 * absolute-URI = scheme ":" hier-part [ "?" query ] (section 4.3): a URI without a fragment.
 *
 * @since 0.1.0
 * @category parsing
 */
export const parseAbsoluteURI: (input: string) => Either<UriError, AbsoluteUri> = whole('absolute-URI', buildWholeAbsoluteURI, explainWholeAbsoluteURI)

/**
 * relative-ref = relative-part [ "?" query ] [ "#" fragment ] (section 4.2).
 *
 * @since 0.1.0
 * @category parsing
 */
export const parseRelativeRef: (input: string) => Either<UriError, RelativeRef> = whole('relative-ref', buildWholeRelativeRef, explainWholeRelativeRef)

/**
 * 64 KiB: a bound for inputs typed or pasted into a form.
 *
 * @since 0.1.0
 * @category parsing
 */
export const FORM_MAX_LENGTH = 65_536

