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
import { agree, rulesOf } from './agree.ts'
import { mutated, noise, uriLike } from '../generators.ts'

const rules = rulesOf(grammar)

const inputs = fc.oneof(uriLike, mutated, noise)

describe('grammar: the back ends agree with the reference parser', () => {
  it(`covers every exported rule (${rules.length})`, () => {
    expect(rules.length).to.be.at.least(39)
  })
  for (const [name, rule] of rules) {
    it(`${name}: same end and value on generated inputs`, () => {
      fc.assert(
        fc.property(inputs, (s) => agree(rule, s)),
        { numRuns: 600, seed: 4 },
      )
    })
  }
  for (const [name, rule] of Object.entries(wholeRules)) {
    it(`${name}, whole input: same verdict and tree`, () => {
      fc.assert(
        fc.property(inputs, (s) => agree(rule as Rule<unknown>, s)),
        { numRuns: 5000, seed: 40 },
      )
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
