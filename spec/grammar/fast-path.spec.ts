/**
 * The fast twins of every rule (the compiled `match` and `build`, and the
 * closures used where code cannot be generated) against the parsimmon
 * parsers they are generated beside: the same end of match, the same value.
 */
import { expect } from 'chai'
import * as fc from 'fast-check'
import P from 'parsimmon'
import * as grammar from '../../src/grammar/index.ts'
import { wholeRules } from '../../src/grammar/entry.ts'
import { lastBuilt, type Rule } from '../../src/grammar/internal.ts'
import { mutated, noise, uriLike } from '../generators.ts'

const rules = Object.entries(grammar).filter(([, r]) => typeof (r as Rule<unknown>).match === 'function') as [string, Rule<unknown>][]

/** The parsimmon parser's end of match at 0 and its value, or -1. */
const reference = (rule: Rule<unknown>, s: string): { end: number; value: unknown } => {
  const r = P.seq(rule, P.index).skip(P.all).parse(s)
  return r.status ? { end: r.value[1].offset, value: r.value[0] } : { end: -1, value: undefined }
}

/** Plain data of a value (Path nodes included), to compare values built different ways. */
const plain = (v: unknown): unknown => JSON.parse(JSON.stringify(v, (_k, x) => (x && typeof x === 'object' && 'segments' in x && !Array.isArray(x) ? { ...x, segments: x.segments } : x)))

const agree = (rule: Rule<unknown>, s: string): boolean => {
  const want = reference(rule, s)
  const compiled = rule.match(s, 0)
  const closure = rule.closures.match(s, 0)
  if (compiled !== want.end || closure !== want.end) return false
  const built = rule.build(s, 0)
  const builtValue = built >= 0 ? plain(lastBuilt()) : undefined
  const viaClosure = rule.closures.build(s, 0)
  const closureValue = viaClosure >= 0 ? plain(lastBuilt()) : undefined
  if (built !== want.end || viaClosure !== want.end) return false
  if (want.end < 0) return true
  const expected = plain(want.value)
  return JSON.stringify(builtValue) === JSON.stringify(expected) && JSON.stringify(closureValue) === JSON.stringify(expected)
}

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
