/**
 * The combinators under the grammar, one at a time, on small rules: every back
 * end (generated code, interpreter, parsimmon parser, explainer) against the
 * reference parser, on every string over a small alphabet up to length 3 and a
 * seeded sample of 2,000 of length 4 (combinator-agreement.ts; every string up
 * to length 4 runs in spec/heavy/combinators-exhaustive.spec.ts).
 */
import { expect } from 'chai'
import P from 'parsimmon'
import { reach } from '../../src/grammar/explain.ts'
import { builderOf, closuresOnly, matcherOf } from '../../src/grammar/interpret.ts'
import { codePoints, irOf, literal, oneOf, pctClass, star, type Rule } from '../../src/grammar/internal.ts'
import { box } from '../../src/grammar/shared.ts'
import { a, RULES } from './combinator-rules.ts'
import { itAgreesOn, linkGenerated, SAMPLED_INPUTS } from './combinator-agreement.ts'

type Fn = (input: string, i: number) => number

/** How many functions of shared parts the generated module has (tools/grammar/compile.ts). */
let sharedFunctions = 0

/** What every back end makes of a rule on an input: [end, value] each. */
const outcomes = (r: Rule<unknown>, s: string): unknown[][] => {
  const node = irOf(r)
  const built = (f: Fn): unknown[] => {
    const end = f(s, 0)
    return end < 0 ? [end] : [end, box.value]
  }
  const p = P.seq(r, P.index).skip(P.all).parse(s)
  return [
    [matcherOf(node)(s, 0)],
    [closuresOnly.matcherOf(node)(s, 0)],
    [reach(node, s, 0).end],
    built(builderOf(node)),
    built(closuresOnly.builderOf(node)),
    p.status ? [p.value[1].offset, p.value[0]] : [-1],
  ]
}

describe('grammar/internal: the combinators, on every back end', () => {
  before(() => {
    sharedFunctions = linkGenerated()
  })
  itAgreesOn(SAMPLED_INPUTS, 'every string up to length 3, a seeded sample of length 4')
  it('a long part reached twice, and the iteration of a bounded repetition, are functions of their own (match and explain), which the rules above ran', () => {
    // sharedPart; and seq(a, b), optional(a) (the iterations of times(…, 1, 2), times(…, 2) and times(…, 1, 3): equal nodes are one part)
    expect(sharedFunctions).to.equal(6)
  })
  it('the generated functions are the ones the rules run', () => {
    const node = irOf(RULES['times(optional(a), 2)'])
    expect(matcherOf(node)).to.not.equal(closuresOnly.matcherOf(node))
  })
  describe('empty iterations (ir.ts): the loop ends at the first, which counts only as far as min needs', () => {
    const all = (r: Rule<unknown>, s: string, want: unknown): void => {
      for (const got of outcomes(r, s)) expect(got[0], `end on ${JSON.stringify(s)}`).to.equal((want as unknown[])[0])
      const values = outcomes(r, s)
        .filter((o) => o.length > 1)
        .map((o) => o[1])
      for (const v of values) expect(v, `value on ${JSON.stringify(s)}`).to.deep.equal((want as unknown[])[1])
    }
    it('times(optional(a), 2) matches "" with two empty values, and "a" with one', () => {
      all(RULES['times(optional(a), 2)'], '', [0, [null, null]])
      all(RULES['times(optional(a), 2)'], 'a', [1, ['a', null]])
      all(RULES['times(optional(a), 2)'], 'aaa', [2, ['a', 'a']])
    })
    it('many(optional(a)) ends: "b" gives no values, "aab" two', () => {
      all(RULES['many(optional(a))'], 'b', [0, []])
      all(RULES['many(optional(a))'], 'aab', [2, ['a', 'a']])
    })
    it('many(star(a)) takes the run once; times(star(b), 3, 4) fills min with empty runs', () => {
      all(RULES['many(star(a))'], 'aab', [2, ['aa']])
      all(RULES['times(star(b), 3, 4)'], 'bba', [2, ['bb', '', '']])
    })
    it('times(succeed(1), 2) needs nothing', () => {
      all(RULES['times(succeed(1), 2)'], 'x', [0, [1, 1]])
    })
  })
  describe('wide classes step over surrogate pairs as one element', () => {
    it('a supplementary code point is one element of two code units; a lone surrogate none', () => {
      const r = RULES['star(ucschar, 1)']
      all2(r, '\u{10000}\u{1fffd}x', 4)
      all2(r, '\u00e9\ud800', 1)
      all2(r, '\udc00', -1)
      all2(star(codePoints([0x10000, 0x10000], 'x'), 0, 1), '\u{10000}\u{10000}', 2)
    })
    const all2 = (r: Rule<unknown>, s: string, end: number): void => {
      for (const got of outcomes(r, s)) expect(got[0], JSON.stringify(s)).to.equal(end)
    }
    it('refuses ranges that are ASCII, reversed or hold surrogates', () => {
      expect(() => codePoints([0x41, 0x5a], 'x')).to.throw(RangeError)
      expect(() => codePoints([0x200, 0x100], 'x')).to.throw(RangeError)
      expect(() => codePoints([0xd000, 0xe000], 'x')).to.throw(RangeError)
    })
  })
  it('literals are case-insensitive and fail at the first character that differs', () => {
    expect(P.seq(literal('aB:'), P.index).parse('Ab:').status).to.equal(true)
    const r = P.seq(literal('aB:'), P.eof).parse('ab;')
    expect(r.status === false && r.index.offset).to.equal(2)
  })
  it('star reports a broken triplet where it breaks', () => {
    const r = P.seq(star(oneOf(a, pctClass('pct-encoded'))), P.eof).parse('aa%4z')
    expect(r.status === false && [r.index.offset, r.expected]).to.deep.equal([4, ['HEXDIG']])
  })
})
