/**
 * Every back end of every exported rule (the generated `match` and `build`
 * where the rule reaches them, the interpreter alone, the parsimmon parser and
 * the explainer) against the reference parser: the same end of match, the same
 * value, the same furthest report.
 */
import { expect } from 'chai'
import * as fc from 'fast-check'
import * as grammar from '../../src/grammar/index.ts'
import { wholeRules } from '../../src/grammar/entry.ts'
import type { Rule } from '../../src/grammar/internal.ts'
import { agree, disagreement, rulesOf } from './agree.ts'
import { mutated, noise, uriLike } from '../generators.ts'

const rules = rulesOf(grammar)

const inputs = fc.oneof(uriLike, mutated, noise)

// The same seeded inputs for every rule, generated once per seed (not once per rule, as fc.assert would):
// a failure names its input and the back end that disagrees, unshrunk.
const samples = new Map<number, readonly string[]>()
const sampled = (numRuns: number, seed: number): readonly string[] => {
  const got = samples.get(seed) ?? fc.sample(inputs, { numRuns, seed })
  samples.set(seed, got)
  return got
}

describe('grammar: the back ends agree with the reference parser', () => {
  it(`covers every exported rule (${rules.length})`, () => {
    expect(rules.length).to.be.at.least(39)
  })
  for (const [name, rule] of rules) {
    it(`${name}: same end and value on generated inputs`, () => {
      for (const s of sampled(600, 4)) {
        const d = disagreement(rule, s)
        if (d !== null) expect(d, JSON.stringify(s)).to.equal(null)
      }
    })
  }
  for (const [name, rule] of Object.entries(wholeRules)) {
    it(`${name}, whole input: same verdict and tree`, () => {
      for (const s of sampled(5000, 40)) {
        const d = disagreement(rule as Rule<unknown>, s)
        if (d !== null) expect(d, JSON.stringify(s)).to.equal(null)
      }
    })
  }
  it('IPv6 literals of every form', () => {
    const piece = fc.stringMatching(/^[0-9a-fA-F]{1,4}$/)
    const v6 = fc
      .tuple(fc.array(piece, { maxLength: 8 }), fc.array(piece, { maxLength: 8 }), fc.boolean())
      .map(([a, b, gap]) => (gap ? `${a.join(':')}::${b.join(':')}` : [...a, ...b].join(':')))
    fc.assert(
      fc.property(v6, (s) => agree(grammar.IPv6address, s) && agree(wholeRules['URI-reference'] as Rule<unknown>, `http://[${s}]/`)),
      { numRuns: 3000, seed: 41 },
    )
  })
})
