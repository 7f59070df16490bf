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
import type { AbsoluteUri, RelativeRef, Uri, UriReference } from '../model/ast.ts'
import type { WholeExplainer } from '../grammar/report.ts'
import { left } from '../base/either.ts'
import { anyReading, iriRuleOf, makeOptionsError, makeTooLongError, type EntryRule, type UriError } from '../error/make.ts'
import { ownEntry, ownOptions, type OptionKinds } from '../base/options.ts'
import * as G from '../grammar/read/index.ts'
import * as I from '../grammar/read/index.ts'
import { capturingReference, parse, parseAbsoluteURI, parseRelativeRef, parseURI, wholeReference } from './parse.ts'

type Test = (input: string) => boolean
type Explain = WholeExplainer

/**
 * Each entry rule's generated test (its regular expression) and explainer,
 * without and with zone identifiers: the one table the parsers and
 * `validatorFor` read. (parse.ts pairs RFC 3986's four itself, so that a
 * bundle of `parse` carries neither this table nor the IRI grammar.)
 */
const PLAIN: Readonly<Record<EntryRule, readonly [Test, Explain]>> = {
  'URI-reference': [G.testWholeURIReference, G.explainWholeURIReference],
  URI: [G.testWholeURI, G.explainWholeURI],
  'absolute-URI': [G.testWholeAbsoluteURI, G.explainWholeAbsoluteURI],
  'relative-ref': [G.testWholeRelativeRef, G.explainWholeRelativeRef],
  'IRI-reference': [I.testWholeIRIReference, I.explainWholeIRIReference],
  IRI: [I.testWholeIRI, I.explainWholeIRI],
  'absolute-IRI': [I.testWholeAbsoluteIRI, I.explainWholeAbsoluteIRI],
  'irelative-ref': [I.testWholeIRelativeRef, I.explainWholeIRelativeRef],
}

const ZONE: Readonly<Record<EntryRule, readonly [Test, Explain]>> = {
  'URI-reference': [G.testWholeZoneURIReference, G.explainWholeZoneURIReference],
  URI: [G.testWholeZoneURI, G.explainWholeZoneURI],
  'absolute-URI': [G.testWholeZoneAbsoluteURI, G.explainWholeZoneAbsoluteURI],
  'relative-ref': [G.testWholeZoneRelativeRef, G.explainWholeZoneRelativeRef],
  'IRI-reference': [I.testWholeZoneIRIReference, I.explainWholeZoneIRIReference],
  IRI: [I.testWholeZoneIRI, I.explainWholeZoneIRI],
  'absolute-IRI': [I.testWholeZoneAbsoluteIRI, I.explainWholeZoneAbsoluteIRI],
  'irelative-ref': [I.testWholeZoneIRelativeRef, I.explainWholeZoneIRelativeRef],
}

/** An entry rule's parser from the table. */
const parserOf = <T extends UriReference>(table: typeof PLAIN, rule: EntryRule) => wholeReference<T>(anyReading, rule, ...table[rule])

/**
 * IRI-reference = IRI / irelative-ref (RFC 3987 section 2.2): any IRI or
 * relative IRI reference. The tree is the one `parse` gives (a URI is an IRI
 * with the same tree); its components may hold non-ASCII characters.
 *
 * @example
 * E.isRight(parseIRIReference('日本/語'))   // true
 *
 * @since 0.2.0
 * @category parsing
 */
export const parseIRIReference: (input: string) => Either<UriError, UriReference> = /* @__PURE__ */ capturingReference(
  anyReading,
  'IRI-reference',
  I.captureIRIReference,
  I.explainWholeIRIReference,
)

/**
 * IRI = scheme ":" ihier-part [ "?" iquery ] [ "#" ifragment ] (RFC 3987 section 2.2).
 *
 * @example
 * E.isRight(parseIRI('https://bücher.example/straße'))   // true
 * E.isLeft(parseIRI('bücher.example'))                   // true: no scheme
 *
 * @since 0.2.0
 * @category parsing
 */
export const parseIRI: (input: string) => Either<UriError, Uri> = /* @__PURE__ */ wholeReference<Uri>(anyReading, 'IRI', I.testWholeIRI, I.explainWholeIRI)

/**
 * absolute-IRI = scheme ":" ihier-part [ "?" iquery ] (RFC 3987 section 2.2).
 *
 * @example
 * E.isRight(parseAbsoluteIRI('https://例え.jp/?q=日本'))   // true
 * E.isLeft(parseAbsoluteIRI('https://例え.jp/#top'))       // true: a fragment
 *
 * @since 0.2.0
 * @category parsing
 */
export const parseAbsoluteIRI: (input: string) => Either<UriError, AbsoluteUri> = /* @__PURE__ */ wholeReference<AbsoluteUri>(
  anyReading,
  'absolute-IRI',
  I.testWholeAbsoluteIRI,
  I.explainWholeAbsoluteIRI,
)

/**
 * irelative-ref = irelative-part [ "?" iquery ] [ "#" ifragment ] (RFC 3987 section 2.2).
 *
 * @example
 * E.isRight(parseIRelativeRef('../straße?q=ä'))   // true
 * E.isLeft(parseIRelativeRef('https://a/'))       // true: it has a scheme
 *
 * @since 0.2.0
 * @category parsing
 */
export const parseIRelativeRef: (input: string) => Either<UriError, RelativeRef> = /* @__PURE__ */ wholeReference(
  anyReading,
  'irelative-ref',
  I.testWholeIRelativeRef,
  I.explainWholeIRelativeRef,
)

/** The zone grammar's parsers, made on first use: built when this module loads, they kept every zone rule in a bundle of `parseIRIReference`. */
let zoneParsers: Readonly<Record<EntryRule, (input: string) => Either<UriError, UriReference>>> | null = null
const zoneParsersOf = (): Readonly<Record<EntryRule, (input: string) => Either<UriError, UriReference>>> =>
  (zoneParsers ??= Object.fromEntries(Object.keys(ZONE).map((rule) => [rule, parserOf(ZONE, rule as EntryRule)])) as Readonly<
    Record<EntryRule, (input: string) => Either<UriError, UriReference>>
  >)

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

/**
 * Whether the whole input matches an entry rule (with RFC 6874 zone identifiers
 * when `zoneIds`), by its regular expression alone (the regex back end of the
 * generated code): no tree is built, so this is the check to run before asking
 * `parserFor` for the error.
 */
export const validatorFor = (rule: EntryRule, zoneIds = false): Test => {
  const tests = zoneIds ? ZONE : PLAIN
  return (ownEntry(tests, rule) ?? tests['URI-reference'])[0]
}

/**
 * The whole-input explaining function of an entry rule (with RFC 6874 zone
 * identifiers when `zoneIds`): for an adapter that has the answer from
 * `validatorFor` and makes the error only when it is asked for.
 */
export const explainerFor = (rule: EntryRule, zoneIds = false): Explain => {
  const tables = zoneIds ? ZONE : PLAIN
  return (ownEntry(tables, rule) ?? tables['URI-reference'])[1]
}

/**
 * The parser for each entry rule, by its ABNF name; with RFC 6874 zone identifiers when `zoneIds`.
 *
 * @example
 * E.isRight(parserFor('absolute-URI')('http://a/b?c'))   // true
 *
 * @since 0.1.0
 * @category parsing
 */
export const parserFor = (rule: EntryRule, zoneIds = false): ((input: string) => Either<UriError, UriReference>) => {
  // A name that is no entry rule (from JavaScript) reads as URI-reference, of the grammar asked for.
  const parsers = zoneIds ? zoneParsersOf() : plainParsers
  return ownEntry(parsers, rule) ?? parsers['URI-reference']
}

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
  /**
   * RFC 3987 IRIs: the rule's IRI twin (`URI` is read as `IRI`, and so on).
   * An IRI rule given as `rule` implies it.
   */
  readonly iri?: boolean
  /** RFC 6874: IP literals may hold a zone identifier, `[fe80::1%25eth0]`; without it, a zone is an error that names this option. */
  readonly zoneIds?: boolean
}

/** The entry rules, by their ABNF names. */
export const ENTRY_RULES: readonly EntryRule[] = ['URI-reference', 'URI', 'absolute-URI', 'relative-ref', 'IRI-reference', 'IRI', 'absolute-IRI', 'irelative-ref']

const PARSE_OPTIONS: OptionKinds<ParseOptions> = { rule: ENTRY_RULES, maxLength: 'length', iri: 'boolean', zoneIds: 'boolean' }

/**
 * A parser with options: `parseWith({ rule: 'URI', maxLength: FORM_MAX_LENGTH })(input)`,
 * `parseWith({ rule: 'URI', iri: true, zoneIds: true })`.
 * Options are read from the object's own properties; one of the wrong kind
 * (`maxLength: -1`, an unknown rule) gives every input an `invalid-options`
 * error that says which and what it must be.
 *
 * @example
 * parseWith({ rule: 'URI', maxLength: 20 })('http://example.com/long/path')   // Left({ code: 'too-long', … })
 *
 * @since 0.1.0
 * @category parsing
 */
export const parseWith = (options: ParseOptions): ((input: string) => Either<UriError, UriReference>) => {
  const read = ownOptions(options, PARSE_OPTIONS)
  if (read._tag === 'Left') return (input) => left(makeOptionsError(input, 'URI-reference', read.left))
  const o = read.right
  const rule = o.iri === true ? iriRuleOf(o.rule ?? 'URI-reference') : (o.rule ?? 'URI-reference')
  const p = parserFor(rule, o.zoneIds === true)
  const max = o.maxLength ?? Infinity
  // A value that is not a string gets its Left from the parser (parse.ts, wholeEntry).
  return (input) => (typeof input === 'string' && input.length > max ? left(makeTooLongError(input, rule, max)) : p(input))
}
