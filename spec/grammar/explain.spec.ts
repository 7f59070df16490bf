/**
 * The explainer back ends (the closures of explain.ts and the generated
 * functions of generated.ts) against the reference parser (spec/support/reference-parser.ts): for every
 * whole-input rule, on inputs that fail anywhere and in any way, the same offset,
 * the same expected tokens and the same rule path.
 */
import { expect } from 'chai'
import * as fc from 'fast-check'
import { wholeRules } from '../../src/grammar/entry.ts'
import { explainNode } from '../../src/grammar/explain.ts'
import { irOf } from '../../src/grammar/internal.ts'
import { byReadingOrder, explainWith, explaining, explanation, reached, report } from '../../src/grammar/report.ts'
import { compiled as generated } from '../../src/grammar/read/index.ts'
import { referenceExplain } from '../support/reference-parser.ts'

/** The generated explaining function of each whole-input rule. */
const GENERATED = {
  'URI-reference': generated.explainWholeURIReference,
  URI: generated.explainWholeURI,
  'absolute-URI': generated.explainWholeAbsoluteURI,
  'relative-ref': generated.explainWholeRelativeRef,
}
import { anyString, mutated, noise, uriLike } from '../generators.ts'

describe('grammar/explain: the explainer agrees with the reference parser', function () {
  this.timeout(120_000)
  for (const [name, rule] of Object.entries(wholeRules)) {
    it(`${name}: same offset, expected tokens and rule path`, () => {
      let failures = 0
      fc.assert(
        fc.property(fc.oneof(uriLike, mutated, noise, anyString), (s) => {
          const want = referenceExplain(irOf(rule), s)
          const got = explainNode(irOf(rule), s)
          const generated = explainWith(GENERATED[name as keyof typeof GENERATED], s)
          expect(generated, `generated explainer on ${JSON.stringify(s)}`).to.deep.equal(got)
          if (want.ok) return got === null
          failures++
          expect(got, s).to.deep.equal({ offset: want.offset, expected: want.expected, rulePath: want.rulePath })
          return true
        }),
        { numRuns: 4000, seed: 96 },
      )
      expect(failures).to.be.above(1000)
    })
  }

  it('law: the lists reported at the furthest offset join into each token once, in the order sort(byReadingOrder) gives (seeded)', () => {
    // Tokens as the grammars report them: rule names, quoted characters, end of input.
    const token = fc.oneof(
      fc.constantFrom('end of input', 'HEXDIG', 'ALPHA', '"%"', '"#"', '":"'),
      fc.string({ maxLength: 3 }),
      fc.string({ maxLength: 3 }).map((t) => `"${t}"`),
    )
    const lists = fc.array(fc.uniqueArray(token, { maxLength: 6 }), { minLength: 1, maxLength: 8 })
    let long = 0
    let shared = 0
    fc.assert(
      fc.property(lists, fc.nat(3), (reported, at) => {
        const x = explaining()
        // A report before the furthest offset is forgotten; each list after it joins.
        report(x, at - 1, ['"before"'])
        for (const what of reported) report(x, at, what)
        const all = reported.flat()
        const unique = [...new Set(all)]
        if (unique.length > 12) long++
        if (unique.length < all.length) shared++
        expect(explanation(x, -1, 'input')?.expected).to.deep.equal(unique.sort(byReadingOrder))
        expect(reached(x, -1).expected).to.deep.equal(unique)
      }),
      { numRuns: 600, seed: 3986 },
    )
    expect(long).to.be.above(100)
    expect(shared).to.be.above(100)
  })
})
