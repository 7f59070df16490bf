/**
 * The fast twins of every rule (the generated `match` and `build` where the
 * rule has them, and the closures) against the parsimmon parsers they are
 * built beside: the same end of match, the same value.
 */
import { expect } from 'chai'
import * as fc from 'fast-check'
import * as grammar from '../../src/grammar/index.ts'
import { wholeRules } from '../../src/grammar/entry.ts'
import type { Rule } from '../../src/grammar/internal.ts'
import { agree } from './agree.ts'
import { mutated, noise, uriLike } from '../generators.ts'

const rules = Object.entries(grammar).filter(([, r]) => typeof (r as Rule<unknown>).match === 'function') as [string, Rule<unknown>][]

const inputs = fc.oneof(uriLike, mutated, noise)

describe('grammar: the fast path agrees with the parsimmon grammar', () => {
  it(`covers every exported rule (${rules.length})`, () => {
    expect(rules.length).to.be.at.least(39)
  })
  for (const [name, rule] of rules) {
    it(`${name}: same end and value on generated inputs`, () => {
      fc.assert(fc.property(inputs, (s) => agree(rule, s)), { numRuns: 600, seed: 4 })
    })
  }
  for (const [name, rule] of Object.entries(wholeRules)) {
    it(`${name}, whole input: same verdict and tree`, () => {
      fc.assert(fc.property(inputs, (s) => agree(rule as Rule<unknown>, s)), { numRuns: 5000, seed: 40 })
    })
  }
  it('IPv6 literals of every form', () => {
    const piece = fc.stringMatching(/^[0-9a-fA-F]{1,4}$/)
    const v6 = fc
      .tuple(fc.array(piece, { maxLength: 8 }), fc.array(piece, { maxLength: 8 }), fc.boolean())
      .map(([a, b, gap]) => (gap ? `${a.join(':')}::${b.join(':')}` : [...a, ...b].join(':')))
    fc.assert(fc.property(v6, (s) => agree(grammar.IPv6address, s) && agree(wholeRules['URI-reference'] as Rule<unknown>, `http://[${s}]/`)), { numRuns: 3000, seed: 41 })
  })
})
