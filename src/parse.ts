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
import * as E from 'fp-ts/lib/Either.js'
import type { AbsoluteUri, RelativeRef, Uri, UriReference } from './ast.ts'
import {
  matchAbsoluteURI,
  matchRelativeRef,
  matchURI,
  buildURIReference,
  explainURIReference,
  type EntryRule,
  type Outcome,
} from './grammar/entry.ts'
import { makeOptionsError, makeTooLongError, makeUriError, withMessages, type UriError } from './error.ts'
import type { MessageCatalog } from './messages.ts'
import { badOption, ownOptions, type OptionKinds } from './options.ts'

const toEither =
  <T>(rule: EntryRule, match: (input: string) => Outcome<T>) =>
  (input: string): E.Either<UriError, T> => {
    const o = match(input)
    return o.ok ? E.right(o.value) : E.left(makeUriError(input, rule, o.offset, o.expected, o.rulePath))
  }

/** The error of an input the fast path refused: only the parsimmon grammar runs again. */
const explainFailure = toEither('URI-reference', explainURIReference)

/** URI-reference = URI / relative-ref (section 4.1): any URI or relative reference. */
export const parse = (input: string): E.Either<UriError, UriReference> => {
  const tree = buildURIReference(input)
  return tree === null ? explainFailure(input) : E.right(tree)
}

/** URI = scheme ":" hier-part [ "?" query ] [ "#" fragment ] (section 3): a URI with a scheme. */
export const parseURI: (input: string) => E.Either<UriError, Uri> = toEither('URI', matchURI)

/** absolute-URI = scheme ":" hier-part [ "?" query ] (section 4.3): a URI without a fragment. */
export const parseAbsoluteURI: (input: string) => E.Either<UriError, AbsoluteUri> = toEither('absolute-URI', matchAbsoluteURI)

/** relative-ref = relative-part [ "?" query ] [ "#" fragment ] (section 4.2). */
export const parseRelativeRef: (input: string) => E.Either<UriError, RelativeRef> = toEither('relative-ref', matchRelativeRef)

/** The parser for each entry rule, by its ABNF name. */
export const parserFor = (rule: EntryRule): ((input: string) => E.Either<UriError, UriReference>) =>
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

/** The entry rules, by their ABNF names. */
export const ENTRY_RULES: readonly EntryRule[] = ['URI-reference', 'URI', 'absolute-URI', 'relative-ref']

const PARSE_OPTIONS: OptionKinds<ParseOptions> = { rule: ENTRY_RULES, maxLength: 'length', messages: 'object' }

/**
 * A parser with options: `parseWith({ rule: 'URI', maxLength: FORM_MAX_LENGTH })(input)`.
 * Options are read from the object's own properties; one of the wrong kind
 * (`maxLength: -1`, an unknown rule) gives every input an `invalid-options`
 * error that says which and what it must be.
 */
export const parseWith = (options: ParseOptions): ((input: string) => E.Either<UriError, UriReference>) => {
  const read = ownOptions(options, PARSE_OPTIONS)
  if (E.isLeft(read)) {
    const option = badOption(options, PARSE_OPTIONS)
    return (input) => E.left(makeOptionsError(input, 'URI-reference', option, read.left))
  }
  const o = read.right
  const rule = o.rule ?? 'URI-reference'
  const p = parserFor(rule)
  const max = o.maxLength ?? Infinity
  const messages = o.messages
  const translate = messages === undefined ? (e: UriError) => e : withMessages(messages)
  return (input) =>
    typeof input !== 'string'
      ? E.left(makeOptionsError('', rule, undefined, `The input must be a string; got a value of type ${typeof input}.`, messages))
      : input.length > max
        ? E.left(makeTooLongError(input, rule, max, messages))
        : E.mapLeft(translate)(p(input))
}

export { isValid } from './validate.ts'
