/**
 * The combinators under the grammar, one at a time, on small rules: each
 * rule's parsimmon parser, compiled twins and closure twins agree on every
 * string over a small alphabet up to length 5.
 */
import { expect } from 'chai'
import P from 'parsimmon'
import { literal, oneOf, pctClass, seqMap, seqNode, star } from '../../src/grammar/internal.ts'
import { a, INPUTS, RULES } from './combinator-rules.ts'
import { agree, reference } from './agree.ts'

describe('grammar/internal: the combinators, in all three forms', () => {
  for (const [name, rule] of Object.entries(RULES)) {
    it(`${name} agrees on ${INPUTS.length} inputs`, () => {
      for (const s of INPUTS) expect(agree(rule, s), JSON.stringify(s)).to.equal(true)
    })
  }
  it('literals are case-insensitive and fail at the first character that differs', () => {
    expect(reference(literal('aB:'), 'Ab:x').end).to.equal(3)
    const r = P.seq(literal('aB:'), P.eof).parse('ab;')
    expect(r.status === false && r.index.offset).to.equal(2)
  })
  it('star reports a broken triplet where it breaks', () => {
    const r = P.seq(star(oneOf(a, pctClass('pct-encoded'))), P.eof).parse('aa%4z')
    expect(r.status === false && [r.index.offset, r.expected]).to.deep.equal([4, ['HEXDIG']])
  })
  it('seqMap and seqNode take one to five rules', () => {
    expect(() => seqMap(() => null)).to.throw(RangeError)
    expect(() => seqNode([a, a, a, a, a, a], () => null)).to.throw(RangeError)
    expect(agree(seqMap(a, a, a, a, a, (...xs) => xs.join('')), 'aaaaa')).to.equal(true)
  })
})
