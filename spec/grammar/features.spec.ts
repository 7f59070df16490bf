/**
 * The grammars as values a form imports (src/grammar/features.ts, exported by typed-uri/iri):
 * `iri` holds RFC 3987's four entry rules, `zoneIds` the eight rules with RFC 6874's zone
 * identifiers, each the same test and explaining function `validatorFor` and `explainerFor` give
 * (a law over generated inputs); `isGrammarFeature` tells them from `true`, from each other and
 * from look-alikes.
 */
import { expect } from 'chai'
import * as fc from 'fast-check'
import type { EntryRule } from '../../src/index.ts'
import { isGrammarFeature, type GrammarFeature } from '../../src/grammar/features.ts'
import { iri, zoneIds } from '../../src/iri/index.ts'
import { explainerFor, validatorFor } from '../../src/reading/parsers.ts'
import { anyString, iriLike } from '../generators.ts'

const IRI_RULES: readonly EntryRule[] = ['IRI-reference', 'IRI', 'absolute-IRI', 'irelative-ref']
const ALL_RULES: readonly EntryRule[] = ['URI-reference', 'URI', 'absolute-URI', 'relative-ref', ...IRI_RULES]

describe('grammar features (grammar/features.ts)', () => {
  it('iri: RFC 3987’s four entry rules, the functions validatorFor and explainerFor give', () => {
    expect(Object.keys(iri.rules).sort()).to.deep.equal([...IRI_RULES].sort())
    for (const rule of IRI_RULES) expect(iri.rules[rule], rule).to.deep.equal([validatorFor(rule), explainerFor(rule)])
  })
  it('zoneIds: all eight rules, with zone identifiers', () => {
    expect(Object.keys(zoneIds.rules).sort()).to.deep.equal([...ALL_RULES].sort())
    for (const rule of ALL_RULES) expect(zoneIds.rules[rule], rule).to.deep.equal([validatorFor(rule, true), explainerFor(rule, true)])
  })
  it('law: each rule’s test accepts exactly what the grammar does (seeded; counts both answers)', () => {
    const features: readonly GrammarFeature[] = [iri, zoneIds]
    let accepted = 0
    let refused = 0
    fc.assert(
      fc.property(fc.oneof(anyString, iriLike, fc.constantFrom('http://[fe80::1%25eth0]/é', '//[::1%25x]')), fc.nat({ max: 1 }), fc.nat({ max: 7 }), (s, f, k) => {
        const feature = features[f]
        const rules = feature === iri ? IRI_RULES : ALL_RULES
        const rule = rules[k % rules.length]
        const reading = feature.rules[rule]
        if (reading === undefined) return false
        const ok = reading[0](s)
        if (ok) accepted++
        else refused++
        return ok === validatorFor(rule, feature === zoneIds)(s)
      }),
      { numRuns: 3000, seed: 3987 },
    )
    expect(
      [accepted, refused].every((n) => n > 300),
      `${accepted} accepted, ${refused} refused`,
    ).to.equal(true)
  })
  it('isGrammarFeature: the value of its own feature, not true, not the other, not a look-alike through a prototype', () => {
    expect([isGrammarFeature(iri, 'iri'), isGrammarFeature(zoneIds, 'zoneIds')]).to.deep.equal([true, true])
    expect([isGrammarFeature(iri, 'zoneIds'), isGrammarFeature(zoneIds, 'iri')]).to.deep.equal([false, false])
    for (const v of [true, 'iri', null, undefined, {}, [], Object.create(iri), { _tag: 'GrammarFeature', feature: 'iri' }, { ...iri, rules: null }])
      expect(isGrammarFeature(v, 'iri'), String(v)).to.equal(false)
  })
})
