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
import {
  buildWholeAbsoluteIRI,
  buildWholeIRelativeRef,
  buildWholeIRI,
  buildWholeIRIReference,
  explainWholeAbsoluteIRI,
  explainWholeIRelativeRef,
  explainWholeIRI,
  explainWholeIRIReference,
} from './grammar/generated-iri.ts'
import { wholeParser } from './grammar/entry.ts'
import { box } from './grammar/shared.ts'
import { isIriRule, makeOptionsError, makeTooLongError, makeUriError, withMessages, type EntryRule, type UriError } from './error.ts'
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

/**
 * IRI-reference = IRI / irelative-ref (RFC 3987 section 2.2): any IRI or
 * relative IRI reference. The tree is the one `parse` gives (a URI is an IRI
 * with the same tree); its components may hold non-ASCII characters.
 *
 * @since 0.2.0
 * @category parsing
 */
export const parseIRIReference: (input: string) => Either<UriError, UriReference> = whole('IRI-reference', buildWholeIRIReference, explainWholeIRIReference)

/** IRI = scheme ":" ihier-part [ "?" iquery ] [ "#" ifragment ] (RFC 3987 section 2.2). @since 0.2.0 @category parsing */
export const parseIRI: (input: string) => Either<UriError, Uri> = whole('IRI', buildWholeIRI, explainWholeIRI)

/** absolute-IRI = scheme ":" ihier-part [ "?" iquery ] (RFC 3987 section 2.2). @since 0.2.0 @category parsing */
export const parseAbsoluteIRI: (input: string) => Either<UriError, AbsoluteUri> = whole('absolute-IRI', buildWholeAbsoluteIRI, explainWholeAbsoluteIRI)

/** irelative-ref = irelative-part [ "?" iquery ] [ "#" ifragment ] (RFC 3987 section 2.2). @since 0.2.0 @category parsing */
export const parseIRelativeRef: (input: string) => Either<UriError, RelativeRef> = whole('irelative-ref', buildWholeIRelativeRef, explainWholeIRelativeRef)

/** The parser for each entry rule, by its ABNF name. */
export const parserFor = (rule: EntryRule): ((input: string) => Either<UriError, UriReference>) => {
  switch (rule) {
    case 'URI':
      return parseURI
    case 'absolute-URI':
      return parseAbsoluteURI
    case 'relative-ref':
      return parseRelativeRef
    case 'IRI-reference':
      return parseIRIReference
    case 'IRI':
      return parseIRI
    case 'absolute-IRI':
      return parseAbsoluteIRI
    case 'irelative-ref':
      return parseIRelativeRef
    default:
      return parse
  }
}

/** The RFC 3987 twin of an RFC 3986 entry rule, and back. */
const IRI_RULE: Readonly<Record<EntryRule, EntryRule>> = {
  'URI-reference': 'IRI-reference',
  URI: 'IRI',
  'absolute-URI': 'absolute-IRI',
  'relative-ref': 'irelative-ref',
  'IRI-reference': 'IRI-reference',
  IRI: 'IRI',
  'absolute-IRI': 'absolute-IRI',
  'irelative-ref': 'irelative-ref',
}

/** A whole-input parser of a rule of a grammar with zone identifiers (entry.ts: the interpreter, reaching generated code in shared rules). */
const zoneParser = (rule: EntryRule): ((input: string) => Either<UriError, UriReference>) => {
  const p = wholeParser({ iri: isIriRule(rule), zoneIds: true }, rule)
  return (input) => {
    if (p.build(input, 0) === input.length) return right(box.value as UriReference)
    const e = p.explain(input) ?? { offset: input.length, expected: [], rulePath: [] }
    return left(makeUriError(input, rule, e.offset, e.expected, e.rulePath))
  }
}

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
  /**
   * RFC 3987 IRIs: the rule's IRI twin (`URI` is read as `IRI`, and so on).
   * An IRI rule given as `rule` implies it.
   */
  readonly iri?: boolean
  /** RFC 6874: IP literals may hold a zone identifier, `[fe80::1%25eth0]`; without it, a zone is an error that names this option. */
  readonly zoneIds?: boolean
}

/** 64 KiB: a bound for inputs typed or pasted into a form. */
export const FORM_MAX_LENGTH = 65_536

const translated = <T>(r: Either<UriError, T>, translate: (e: UriError) => UriError): Either<UriError, T> => (r._tag === 'Left' ? left(translate(r.left)) : r)

/** The entry rules, by their ABNF names. */
export const ENTRY_RULES: readonly EntryRule[] = ['URI-reference', 'URI', 'absolute-URI', 'relative-ref', 'IRI-reference', 'IRI', 'absolute-IRI', 'irelative-ref']

const PARSE_OPTIONS: OptionKinds<ParseOptions> = { rule: ENTRY_RULES, maxLength: 'length', messages: 'object', iri: 'boolean', zoneIds: 'boolean' }

/**
 * A parser with options: `parseWith({ rule: 'URI', maxLength: FORM_MAX_LENGTH })(input)`,
 * `parseWith({ rule: 'URI', iri: true, zoneIds: true })`.
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
  const rule = o.iri === true ? IRI_RULE[o.rule ?? 'URI-reference'] : (o.rule ?? 'URI-reference')
  const p = o.zoneIds === true ? zoneParser(rule) : parserFor(rule)
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
