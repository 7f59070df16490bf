import { expect } from 'chai'
import * as fc from 'fast-check'
import { codePointCount, codePointWidth, displayColumnAt } from '../src/display-width.ts'

/** The column of `s[to]` one code point at a time, as the module's note defines it: the oracle of the run-at-once fast paths. */
const columnOneByOne = (s: string, from: number, to: number): number => {
  let column = 1
  let lastStart = 1
  let lastWidth = 0
  for (let i = from; i < to; ) {
    const cp = s.codePointAt(i) as number
    const w = codePointWidth(cp)
    if (cp === 0xfe0f && lastWidth === 1) {
      column++
      lastWidth = 2
    } else if (w > 0) {
      lastStart = column
      lastWidth = w
      column += w
    }
    i += cp > 0xffff ? 2 : 1
  }
  if (to < s.length && to > from && codePointWidth(s.codePointAt(to) as number) === 0) return lastStart
  return column
}

/**
 * Pieces that meet at every border the fast paths have: ASCII, Latin below U+0300, marks, CJK, emoji, U+FE0F, pairs and
 * lone surrogates; and a long ASCII piece, a run the fast paths search through as a slice (V8 shares a long slice's
 * text, a short one is copied).
 */
const piece = fc.constantFrom('a', 'bc', ' ', '\t', 'é', 'ʯ', '\u0301', '\u20dd', '例', 'ア', '😀', '\u2764', '\ufe0f', '\ud83d', '\ude00', '\u200d', '%41', '\u00ff', 'abcdefghijklmnopq')
const text = fc.array(piece, { maxLength: 24 }).map((a) => a.join(''))

/** A text and two cuts in it, `from` ≤ `to`. */
const textWithCuts = fc.tuple(text, fc.nat(), fc.nat()).map(([s, a, b]) => {
  const from = s.length === 0 ? 0 : a % (s.length + 1)
  return { s, from, to: from + (s.length - from === 0 ? 0 : b % (s.length - from + 1)) }
})

describe('display-width: the run-at-once fast paths agree with one code point at a time', () => {
  it('codePointCount counts the code points that start between two cuts (a lone surrogate is one), at every cut (seeded)', () => {
    let cases = 0
    fc.assert(
      fc.property(textWithCuts, ({ s, from, to }) => {
        // The code points of s that start in [from, to): the low half of a pair cut at `from` starts none.
        expect(codePointCount(s, from, to)).to.equal(Array.from(s.slice(0, to)).length - Array.from(s.slice(0, from)).length)
        if (to > from) cases++
      }),
      { seed: 0x5eed, numRuns: 5000 },
    )
    expect(cases).to.be.above(2000)
  })

  it('displayColumnAt equals the column measured one code point at a time, for every offset of generated lines (seeded)', () => {
    let offsets = 0
    fc.assert(
      fc.property(text, (s) => {
        for (let to = 0; to <= s.length; to++) {
          expect(displayColumnAt(s, 0, to), `${JSON.stringify(s)} at ${to}`).to.equal(columnOneByOne(s, 0, to))
          offsets++
        }
      }),
      { seed: 0x5eed, numRuns: 2000 },
    )
    expect(offsets).to.be.above(10_000)
  })

  it('displayColumnAt from a line start inside the text equals the column measured one code point at a time (seeded)', () => {
    let cases = 0
    fc.assert(
      fc.property(textWithCuts, ({ s, from, to }) => {
        expect(displayColumnAt(s, from, to), `${JSON.stringify(s)} from ${from} to ${to}`).to.equal(columnOneByOne(s, from, to))
        if (from > 0 && to > from) cases++
      }),
      { seed: 0x5eed, numRuns: 5000 },
    )
    expect(cases).to.be.above(2000)
  })

  it('a table of known widths: ASCII one, CJK and emoji two, a combining mark drawn on the character before', () => {
    expect([displayColumnAt('ab', 0, 2), displayColumnAt('例え x', 0, 3), displayColumnAt('😀 x', 0, 3), displayColumnAt('e\u0301x', 0, 1)]).to.deep.equal([3, 6, 4, 1])
  })
})
