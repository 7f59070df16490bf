/**
 * The whole-input parsers of every grammar but RFC 3986's plain one (parse.ts):
 * RFC 3987 IRIs, and both grammars with RFC 6874 zone identifiers. Each is
 * the generated regular expression and explainer of its rule (generated.ts,
 * generated-iri.ts) with Appendix B's split (grammar/appendix-b.ts), so none
 * of them loads the combinators or parsimmon.
 *
 * @since 0.2.0
 */
import type { Either } from 'fp-ts/lib/Either.js'
import type { AbsoluteUri, RelativeRef, Uri, UriReference } from './ast.ts'
import { left } from './either.ts'
import { iriRuleOf, makeNotAStringError, makeOptionsError, makeTooLongError, withMessages, type EntryRule, type UriError } from './error.ts'
import type { MessageCatalog } from './messages.ts'
import { badOption, ownOptions, type OptionKinds } from './options.ts'
import * as G from './grammar/generated.ts'
import * as I from './grammar/generated-iri.ts'
import { parse, parseAbsoluteURI, parseRelativeRef, parseURI, wholeReference } from './parse.ts'

/**
 * IRI-reference = IRI / irelative-ref (RFC 3987 section 2.2): any IRI or
 * relative IRI reference. The tree is the one `parse` gives (a URI is an IRI
 * with the same tree); its components may hold non-ASCII characters.
 *
 * @since 0.2.0
 * @category parsing
 */
export const parseIRIReference: (input: string) => Either<UriError, UriReference> = wholeReference('IRI-reference', I.testWholeIRIReference, I.explainWholeIRIReference)

/** IRI = scheme ":" ihier-part [ "?" iquery ] [ "#" ifragment ] (RFC 3987 section 2.2). @since 0.2.0 @category parsing */
export const parseIRI: (input: string) => Either<UriError, Uri> = wholeReference('IRI', I.testWholeIRI, I.explainWholeIRI)

/** absolute-IRI = scheme ":" ihier-part [ "?" iquery ] (RFC 3987 section 2.2). @since 0.2.0 @category parsing */
export const parseAbsoluteIRI: (input: string) => Either<UriError, AbsoluteUri> = wholeReference('absolute-IRI', I.testWholeAbsoluteIRI, I.explainWholeAbsoluteIRI)

/** irelative-ref = irelative-part [ "?" iquery ] [ "#" ifragment ] (RFC 3987 section 2.2). @since 0.2.0 @category parsing */
export const parseIRelativeRef: (input: string) => Either<UriError, RelativeRef> = wholeReference('irelative-ref', I.testWholeIRelativeRef, I.explainWholeIRelativeRef)

const zoneParsers: Readonly<Record<EntryRule, (input: string) => Either<UriError, UriReference>>> = {
  'URI-reference': wholeReference('URI-reference', G.testWholeZoneURIReference, G.explainWholeZoneURIReference),
  URI: wholeReference('URI', G.testWholeZoneURI, G.explainWholeZoneURI),
  'absolute-URI': wholeReference('absolute-URI', G.testWholeZoneAbsoluteURI, G.explainWholeZoneAbsoluteURI),
  'relative-ref': wholeReference('relative-ref', G.testWholeZoneRelativeRef, G.explainWholeZoneRelativeRef),
  'IRI-reference': wholeReference('IRI-reference', I.testWholeZoneIRIReference, I.explainWholeZoneIRIReference),
  IRI: wholeReference('IRI', I.testWholeZoneIRI, I.explainWholeZoneIRI),
  'absolute-IRI': wholeReference('absolute-IRI', I.testWholeZoneAbsoluteIRI, I.explainWholeZoneAbsoluteIRI),
  'irelative-ref': wholeReference('irelative-ref', I.testWholeZoneIRelativeRef, I.explainWholeZoneIRelativeRef),
}

const plainParsers: Readonly<Record<EntryRule, (input: string) => Either<UriError, UriReference>>> = {
  'URI-reference': parse,
  URI: parseURI,
  'absolute-URI': parseAbsoluteURI,
  'relative-ref': parseRelativeRef,
  'IRI-reference': parseIRIReference,
  IRI: parseIRI,
  'absolute-IRI': parseAbsoluteIRI,
  'irelative-ref': parseIRelativeRef,
}

type Test = (input: string) => boolean

const plainTests: Readonly<Record<EntryRule, Test>> = {
  'URI-reference': G.testWholeURIReference,
  URI: G.testWholeURI,
  'absolute-URI': G.testWholeAbsoluteURI,
  'relative-ref': G.testWholeRelativeRef,
  'IRI-reference': I.testWholeIRIReference,
  IRI: I.testWholeIRI,
  'absolute-IRI': I.testWholeAbsoluteIRI,
  'irelative-ref': I.testWholeIRelativeRef,
}

const zoneTests: Readonly<Record<EntryRule, Test>> = {
  'URI-reference': G.testWholeZoneURIReference,
  URI: G.testWholeZoneURI,
  'absolute-URI': G.testWholeZoneAbsoluteURI,
  'relative-ref': G.testWholeZoneRelativeRef,
  'IRI-reference': I.testWholeZoneIRIReference,
  IRI: I.testWholeZoneIRI,
  'absolute-IRI': I.testWholeZoneAbsoluteIRI,
  'irelative-ref': I.testWholeZoneIRelativeRef,
}

/**
 * Whether the whole input matches an entry rule (with RFC 6874 zone identifiers
 * when `zoneIds`), by its regular expression alone (the regex back end of the
 * generated code): no tree is built, so this is the check to run before asking
 * `parserFor` for the error.
 */
export const validatorFor = (rule: EntryRule, zoneIds = false): Test => (zoneIds ? zoneTests : plainTests)[rule] ?? G.testWholeURIReference

/**
 * The parser for each entry rule, by its ABNF name; with RFC 6874 zone identifiers when `zoneIds`.
 *
 * @since 0.1.0
 * @category parsing
 */
export const parserFor = (rule: EntryRule, zoneIds = false): ((input: string) => Either<UriError, UriReference>) =>
  (zoneIds ? zoneParsers : plainParsers)[rule] ?? parse

/**
 * @since 0.1.0
 * @category model
 */
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
 *
 * @since 0.1.0
 * @category parsing
 */
export const parseWith = (options: ParseOptions): ((input: string) => Either<UriError, UriReference>) => {
  const read = ownOptions(options, PARSE_OPTIONS)
  if (read._tag === 'Left') {
    const option = badOption(options, PARSE_OPTIONS)
    return (input) => left(makeOptionsError(input, 'URI-reference', option, read.left))
  }
  const o = read.right
  const rule = o.iri === true ? iriRuleOf(o.rule ?? 'URI-reference') : (o.rule ?? 'URI-reference')
  const p = parserFor(rule, o.zoneIds === true)
  const max = o.maxLength ?? Infinity
  const messages = o.messages
  const translate = messages === undefined ? (e: UriError) => e : withMessages(messages)
  return (input) =>
    typeof input !== 'string'
      ? left(makeNotAStringError(input, rule, 'The input', messages))
      : input.length > max
        ? left(makeTooLongError(input, rule, max, messages))
        : translated(p(input), translate)
}

