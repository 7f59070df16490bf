/**
 * The grammars beyond RFC 3986's as values a form imports: `iri` (RFC 3987
 * section 2.2) and `zoneIds` (RFC 6874 section 2), each the generated test
 * (regular expression) and explaining function of its entry rules. A form
 * that is given one ships its tables; a form that is not ships neither, as
 * `uriSchema` reads RFC 3986's four rules from parse.ts's tables alone.
 * Plain data of the reading room's functions: no parsimmon, no side effect.
 *
 * @since 0.4.0
 */
import type { EntryRule } from '../error/facts.ts'
import * as R from './read/index.ts'
import type { WholeExplainer } from './report.ts'

/** An entry rule's whole-input test and explaining function. */
export type RuleReading = readonly [test: (input: string) => boolean, explain: WholeExplainer]

/**
 * A grammar a form can be given (`uriSchema({ iri })`, `uriSchema({ zoneIds })`): the entry rules it
 * reads, each its test and explaining function. Tagged, so that an adapter tells it from `true`.
 *
 * @example
 * import { iri } from 'typed-uri/iri'
 * const grammar: GrammarFeature<'iri'> = iri
 * grammar.rules.IRI?.[0]('https://例え.jp/')   // true
 *
 * @since 0.4.0
 * @category model
 */
export interface GrammarFeature<F extends 'iri' | 'zoneIds' = 'iri' | 'zoneIds'> {
  readonly _tag: 'GrammarFeature'
  readonly feature: F
  readonly rules: { readonly [R in EntryRule]?: RuleReading }
}

/**
 * RFC 3987's grammar as a value: `uriSchema({ iri })` reads each rule's IRI twin (`URI` as `IRI`).
 *
 * @example
 * import { iri } from 'typed-uri/iri'
 * import { uriSchema } from 'typed-uri/standard-schema'
 * uriSchema({ iri })['~standard'].validate('https://例え.jp/')   // { value: 'https://例え.jp/' }
 *
 * @since 0.4.0
 * @category grammar
 */
export const iri: GrammarFeature<'iri'> = {
  _tag: 'GrammarFeature',
  feature: 'iri',
  rules: {
    'IRI-reference': [R.testWholeIRIReference, R.explainWholeIRIReference],
    IRI: [R.testWholeIRI, R.explainWholeIRI],
    'absolute-IRI': [R.testWholeAbsoluteIRI, R.explainWholeAbsoluteIRI],
    'irelative-ref': [R.testWholeIRelativeRef, R.explainWholeIRelativeRef],
  },
}

/**
 * RFC 6874's zone identifiers in IPv6 literals (`[fe80::1%25eth0]`) as a value, for RFC 3986's rules and,
 * with `iri`, RFC 3987's: `uriSchema({ zoneIds })`.
 *
 * @example
 * import { zoneIds } from 'typed-uri/iri'
 * import { uriSchema } from 'typed-uri/standard-schema'
 * uriSchema({ zoneIds })['~standard'].validate('http://[fe80::1%25eth0]/')   // { value: 'http://[fe80::1%25eth0]/' }
 *
 * @since 0.4.0
 * @category grammar
 */
export const zoneIds: GrammarFeature<'zoneIds'> = {
  _tag: 'GrammarFeature',
  feature: 'zoneIds',
  rules: {
    'URI-reference': [R.testWholeZoneURIReference, R.explainWholeZoneURIReference],
    URI: [R.testWholeZoneURI, R.explainWholeZoneURI],
    'absolute-URI': [R.testWholeZoneAbsoluteURI, R.explainWholeZoneAbsoluteURI],
    'relative-ref': [R.testWholeZoneRelativeRef, R.explainWholeZoneRelativeRef],
    'IRI-reference': [R.testWholeZoneIRIReference, R.explainWholeZoneIRIReference],
    IRI: [R.testWholeZoneIRI, R.explainWholeZoneIRI],
    'absolute-IRI': [R.testWholeZoneAbsoluteIRI, R.explainWholeZoneAbsoluteIRI],
    'irelative-ref': [R.testWholeZoneIRelativeRef, R.explainWholeZoneIRelativeRef],
  },
}

/** Whether a value from outside is the grammar feature `feature` (an own `_tag` and `feature`: a polluted prototype is none). */
export const isGrammarFeature = <F extends 'iri' | 'zoneIds'>(value: unknown, feature: F): value is GrammarFeature<F> => {
  if (typeof value !== 'object' || value === null) return false
  const own = (key: string): unknown => (Object.prototype.hasOwnProperty.call(value, key) ? (value as Record<string, unknown>)[key] : undefined)
  return own('_tag') === 'GrammarFeature' && own('feature') === feature && typeof own('rules') === 'object' && own('rules') !== null
}
