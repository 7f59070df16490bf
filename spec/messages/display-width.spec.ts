import { expect } from 'chai'
import * as fc from 'fast-check'
import { codePointCount, codePointWidth, displayColumnAt } from '../../src/messages/display-width.ts'

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

describe('codePointWidth: the columns of one code point (UAX #11 W and F, Emoji_Presentation, marks)', () => {
  /** UAX #11's Wide and Fullwidth ranges outside the emoji (EastAsianWidth.txt), as display-width.ts lists them. */
  const WIDE: readonly (readonly [number, number])[] = [
    [0x1100, 0x115f],
    [0x2329, 0x232a],
    [0x2e80, 0x303e],
    [0x3041, 0x33ff],
    [0x3400, 0x4dbf],
    [0x4e00, 0x9fff],
    [0xa000, 0xa4cf],
    [0xa960, 0xa97f],
    [0xac00, 0xd7a3],
    [0xf900, 0xfaff],
    [0xfe10, 0xfe19],
    [0xfe30, 0xfe6f],
    [0xff00, 0xff60],
    [0xffe0, 0xffe6],
    [0x16fe0, 0x16fe4],
    [0x16ff0, 0x16ff1],
    [0x17000, 0x18cd5],
    [0x18d00, 0x18d08],
    [0x1aff0, 0x1b2fb],
    [0x1f200, 0x1f202],
    [0x1f210, 0x1f23b],
    [0x1f240, 0x1f248],
    [0x1f250, 0x1f251],
    [0x1f260, 0x1f265],
    [0x20000, 0x2fffd],
    [0x30000, 0x3fffd],
  ]
  const inWide = (cp: number): boolean => WIDE.some(([a, b]) => cp >= a && cp <= b)
  /** What the module's note says, from the Unicode properties the engine knows. */
  const expected = (cp: number): number => {
    const c = String.fromCodePoint(cp)
    if (inWide(cp)) return 2
    if ((cp >= 0x200b && cp <= 0x200d) || cp === 0x2060 || /^[\p{Mn}\p{Me}]$/u.test(c)) return 0
    return /^\p{Emoji_Presentation}$/u.test(c) ? 2 : 1
  }
  it('every code point below U+20000, and each wide range edge above, has the width its properties give', () => {
    let two = 0
    for (let cp = 0; cp < 0x20000; cp++) {
      if (cp >= 0xd800 && cp <= 0xdfff) continue
      const w = codePointWidth(cp)
      if (w !== expected(cp)) expect(w, cp.toString(16)).to.equal(expected(cp))
      if (w === 2) two++
    }
    for (const cp of [0x20000, 0x2fffd, 0x2fffe, 0x30000, 0x3fffd, 0x3fffe, 0xe0100]) expect(codePointWidth(cp), cp.toString(16)).to.equal(expected(cp))
    // The wide ranges below U+20000 and the emoji: tens of thousands of code points.
    expect(two).to.be.greaterThan(50_000)
    // Marks inside a wide range (U+302A-U+302D) are wide, as UAX #11 has them.
    expect([codePointWidth(0x302a), codePointWidth(0x0301), codePointWidth(0x1f600), codePointWidth(0x41)]).to.deep.equal([2, 0, 2, 1])
  })
})
