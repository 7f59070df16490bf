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
import { makeOptionsError, makeTooLongError, makeUriError, withMessages, type EntryRule, type UriError } from './error.ts'
import type { MessageCatalog } from './messages.ts'
import { badOption, ownOptions, type OptionKinds } from './options.ts'

/**
 * A whole-input rule as a parser: its generated build function (no parsimmon,
 * no combinators), and on a failure its generated explainer (exact offset,
 * expected tokens, rule path).
 */
const whole =
  <T>(rule: EntryRule, build: (input: string, i: number) => number, explain: (input: string, i: number) => number) =>
  (input: string): Either<UriError, T> => {
    if (build(input, 0) === input.length) return right(box.value as T)
    // The explainer and the build agree (spec/grammar/explain.spec.ts, fast-path.spec.ts);
    // were they ever not to, the error would point at the end of the input.
    const e = explainWith(explain, input) ?? { offset: input.length, expected: [], rulePath: [] }
    return left(makeUriError(input, rule, e.offset, e.expected, e.rulePath))
  }

/** URI-reference = URI / relative-ref (section 4.1): any URI or relative reference. */
export const parse: (input: string) => Either<UriError, UriReference> = whole('URI-reference', buildWholeURIReference, explainWholeURIReference)

/** URI = scheme ":" hier-part [ "?" query ] [ "#" fragment ] (section 3): a URI with a scheme. */
export const parseURI: (input: string) => Either<UriError, Uri> = whole('URI', buildWholeURI, explainWholeURI)

/** absolute-URI = scheme ":" hier-part [ "?" query ] (section 4.3): a URI without a fragment. */
export const parseAbsoluteURI: (input: string) => Either<UriError, AbsoluteUri> = whole('absolute-URI', buildWholeAbsoluteURI, explainWholeAbsoluteURI)

/** relative-ref = relative-part [ "?" query ] [ "#" fragment ] (section 4.2). */
export const parseRelativeRef: (input: string) => Either<UriError, RelativeRef> = whole('relative-ref', buildWholeRelativeRef, explainWholeRelativeRef)

/** The parser for each entry rule, by its ABNF name. */
export const parserFor = (rule: EntryRule): ((input: string) => Either<UriError, UriReference>) =>
  rule === 'URI' ? parseURI : rule === 'absolute-URI' ? parseAbsoluteURI : rule === 'relative-ref' ? parseRelativeRef : parse

export interface ParseOptions {
  /** The rule the whole input must match; URI-reference when absent. */
  readonly rule?: EntryRule
  /**
   * The longest input to parse, in UTF-16 code units; a longer one gets a
   * `too-long` error without being read. No limit when absent: parsing takes
   * time linear in the input, so batch jobs need none; for form input,
   * `FORM_MAX_LENGTH` (64 KiB) is a sensible bound.
   */
  readonly maxLength?: number
  /** The catalog the error messages come from (a translation); English when absent. */
  readonly messages?: MessageCatalog
}

/** 64 KiB: a bound for inputs typed or pasted into a form. */
export const FORM_MAX_LENGTH = 65_536

const translated = <T>(r: Either<UriError, T>, translate: (e: UriError) => UriError): Either<UriError, T> => (r._tag === 'Left' ? left(translate(r.left)) : r)

/** The entry rules, by their ABNF names. */
export const ENTRY_RULES: readonly EntryRule[] = ['URI-reference', 'URI', 'absolute-URI', 'relative-ref']

const PARSE_OPTIONS: OptionKinds<ParseOptions> = { rule: ENTRY_RULES, maxLength: 'length', messages: 'object' }

/**
 * A parser with options: `parseWith({ rule: 'URI', maxLength: FORM_MAX_LENGTH })(input)`.
 * Options are read from the object's own properties; one of the wrong kind
 * (`maxLength: -1`, an unknown rule) gives every input an `invalid-options`
 * error that says which and what it must be.
 */
export const parseWith = (options: ParseOptions): ((input: string) => Either<UriError, UriReference>) => {
  const read = ownOptions(options, PARSE_OPTIONS)
  if (read._tag === 'Left') {
    const option = badOption(options, PARSE_OPTIONS)
    return (input) => left(makeOptionsError(input, 'URI-reference', option, read.left))
  }
  const o = read.right
  const rule = o.rule ?? 'URI-reference'
  const p = parserFor(rule)
  const max = o.maxLength ?? Infinity
  const messages = o.messages
  const translate = messages === undefined ? (e: UriError) => e : withMessages(messages)
  return (input) =>
    typeof input !== 'string'
      ? left(makeOptionsError('', rule, undefined, `The input must be a string; got a value of type ${typeof input}.`, messages))
      : input.length > max
        ? left(makeTooLongError(input, rule, max, messages))
        : translated(p(input), translate)
}

export { isValid } from './validate.ts'
