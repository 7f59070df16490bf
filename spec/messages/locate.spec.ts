/**
 * `locate(input)(offset)` (src/messages/locate.ts): where an offset is, every way a person or a
 * terminal counts it. An error records only its offset; these are the positions errors used to
 * carry (line, column, codePointOffset, displayColumn), now computed where they are shown, with the
 * same values. Law: `locate` agrees with a naive reference that walks the text one code unit and one
 * code point at a time, on generated texts with astral characters, CRLF, lone CRs and combining marks.
 */
import { expect } from 'chai'
import * as fc from 'fast-check'
import * as E from 'fp-ts/lib/Either.js'
import { fromUserInput, parse, parseIRI, parseURI, parseWith, type UriError } from '../../src/index.ts'
import { codePointWidth } from '../../src/messages/display-width.ts'
import { locate, type Location } from '../../src/messages/index.ts'

const fail = (input: string, p: (s: string) => E.Either<UriError, unknown> = parse): UriError => {
  const r = p(input)
  if (E.isRight(r)) throw new Error(`expected ${JSON.stringify(input)} to be invalid`)
  return r.left
}

/** Where an error is, as errors said it before 0.4.0: [offset, column, codePointOffset, displayColumn]. */
const placed = (input: string, e: UriError): readonly number[] => {
  const at = locate(input)(e.offset)
  return [e.offset, at.column, at.codePointOffset, at.displayColumn]
}

/**
 * The reference: one code unit at a time for lines (LF, CR not followed by LF, and the LF of CRLF
 * end a line), one code point at a time for code points and display columns. A code point that
 * starts before the offset counts whole (the high half of a pair cut by the offset takes its pair's
 * width); U+FE0F after a character one column wide makes it two; a place at a character of width
 * 0 (a combining mark), the first code point that starts at or after the offset, is drawn under the
 * character it sits on.
 */
const naiveLocate = (input: string, offset: number): Location => {
  const at = Math.max(0, Math.min(offset, input.length))
  let line = 1
  let lineStart = 0
  for (let i = 0; i < at; i++) {
    const c = input[i]
    if (c === '\n' || (c === '\r' && input[i + 1] !== '\n')) {
      line++
      lineStart = i + 1
    }
  }
  let codePoints = 0
  for (let i = 0; i < at; i += (input.codePointAt(i) as number) > 0xffff ? 2 : 1) codePoints++
  let column = 1
  let baseColumn = 1
  let baseWidth = 0
  for (let i = lineStart; i < at; ) {
    const cp = input.codePointAt(i) as number
    const w = codePointWidth(cp)
    if (cp === 0xfe0f && baseWidth === 1) {
      column += 1
      baseWidth = 2
    } else if (w > 0) {
      baseColumn = column
      baseWidth = w
      column += w
    }
    i += cp > 0xffff ? 2 : 1
  }
  // What is drawn at the place: the first code point that starts at the offset or after it.
  const next = (input.charCodeAt(at) & 0xfc00) === 0xdc00 && (input.charCodeAt(at - 1) & 0xfc00) === 0xd800 ? at + 1 : at
  const onMark = next < input.length && next > lineStart && codePointWidth(input.codePointAt(next) as number) === 0
  return { line, column: at - lineStart + 1, codePointOffset: codePoints, displayColumn: onMark ? baseColumn : column }
}

describe('locate: line and column', () => {
  it('column is offset + 1 on one line', () => {
    const e = fail('http://a b')
    const { line, column } = locate('http://a b')(e.offset)
    expect([line, column]).to.deep.equal([1, 9])
  })
  it('counts LF, CRLF and CR as line ends', () => {
    expect(locate('a\nb\r\nc\rd')(7)).to.deep.include({ line: 4, column: 1 })
    expect(locate('ab\ncd')(4)).to.deep.include({ line: 2, column: 2 })
    // Between the CR and the LF of a CRLF: still the first line, whose end the pair is.
    expect(locate('a\r\nb')(2)).to.deep.include({ line: 1, column: 3 })
  })
  it('its example: a line, a column in UTF-16, an emoji one code point of two units', () => {
    expect(locate('a\nb😀c')(5)).to.deep.equal({ line: 2, column: 4, codePointOffset: 4, displayColumn: 4 })
  })
  it('an offset past the end counts as the end; a negative one, a fraction or not a number as what it floors to or 0; text that is not a string as ""', () => {
    expect(locate('ab')(9)).to.deep.equal(locate('ab')(2))
    expect(locate('ab')(Number.POSITIVE_INFINITY)).to.deep.equal(locate('ab')(2))
    expect(locate('abc')(1.7)).to.deep.equal(locate('abc')(1))
    for (const bad of [-1, Number.NaN, Number.NEGATIVE_INFINITY, '2', null, undefined, {}]) expect(locate('abc')(bad as number), String(bad)).to.deep.equal(locate('abc')(0))
    for (const bad of [undefined, null, 42, {}, ['a\nb']])
      expect(locate(bad as unknown as string)(3), String(bad)).to.deep.equal({ line: 1, column: 1, codePointOffset: 0, displayColumn: 1 })
  })
})

describe('locate: the positions a person and a terminal count (codePointOffset, displayColumn)', () => {
  const iri = (input: string): UriError => fail(input, parseIRI)
  it("parseIRI('http://例え.jp/a b'): two columns right of the UTF-16 column", () => {
    const input = 'http://例え.jp/a b'
    expect(placed(input, iri(input))).to.deep.equal([14, 15, 14, 17])
  })
  it('an emoji is one code point, two UTF-16 units and two columns', () => {
    expect(placed('http://x/😀 b', iri('http://x/😀 b'))).to.deep.equal([11, 12, 10, 12])
    // U+2764 with U+FE0F, the emoji variation selector: drawn two wide.
    expect(locate('http://x/❤️ b')(iri('http://x/❤️ b').offset).displayColumn).to.equal(12)
  })
  it('a combining mark takes no column: the place after it is right after its base, the place at it under its base', () => {
    const input = 'http://x/e\u0301 b'
    const e = iri(input)
    expect([e.offset, locate(input)(e.offset).codePointOffset, locate(input)(e.offset).displayColumn]).to.deep.equal([11, 11, 11])
    // RFC 3986 refuses the mark itself: it is drawn on the "e" before it.
    const at = fail('http://x/e\u0301', parseURI)
    expect([at.code, at.offset, locate('http://x/e\u0301')(at.offset).displayColumn]).to.deep.equal(['non-ascii', 10, 10])
  })
  it('every kind of error is placed from its offset: too long, bad options, an error moved into the text a person typed', () => {
    const long = parseWith({ maxLength: 3 })('例えば例え')
    const longAt = E.isLeft(long) ? locate('例えば例え')(long.left.offset) : undefined
    expect([longAt?.codePointOffset, longAt?.displayColumn]).to.deep.equal([3, 7])
    const bad = parseWith({ maxLength: -1 })('x')
    const badAt = E.isLeft(bad) ? locate('x')(bad.left.offset) : undefined
    expect(E.isLeft(bad) && [badAt?.codePointOffset, badAt?.displayColumn, bad.left.before]).to.deep.equal([0, 1, ''])
    const input = '  http://例.jp/a b'
    const typed = fromUserInput({ rule: 'IRI' })(input)
    const typedAt = E.isLeft(typed) ? locate(input)(typed.left.offset) : undefined
    expect(E.isLeft(typed) && [typed.left.offset, typedAt?.codePointOffset, typedAt?.displayColumn, typed.left.before]).to.deep.equal([15, 15, 17, '  http://例.jp/a'])
  })
  it('law: codePointOffset counts the code points before the offset, on the errors of wide, emoji and combining text', () => {
    let wide = 0
    const piece = fc.constantFrom('a', '/', ' ', '例', 'え', '😀', 'e\u0301', '%', ':', '?', '#', 'Ａ', '한')
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (parts) => {
        const input = `http://x/${parts.join('')}`
        const r = parseIRI(input)
        if (E.isRight(r)) return
        const at = locate(input)(r.left.offset)
        expect(at.codePointOffset).to.equal(Array.from(input.slice(0, r.left.offset)).length)
        if (at.displayColumn > at.column) wide++
      }),
      { seed: 3986, numRuns: 400 },
    )
    expect(wide).to.be.greaterThan(50)
  })
})

describe('locate: the law', () => {
  /** Pieces at every border: line ends of each kind, astral characters and their halves, marks, U+FE0F, wide and ASCII runs. */
  const piece = fc.constantFrom(
    ...['a', 'bc', ' ', '\t', '\n', '\r', '\r\n', '\n\r', 'é', '\u0301', '\u20dd', '\u200d', '\ufe0f', '例', 'Ａ', '한'],
    ...['😀', '\u{20000}', '\u{1F1FA}\u{1F1F8}', '\u2764', '\ud83d', '\ude00', 'abcdefghijklmnopq'],
  )
  it('locate agrees with the naive reference at every offset of generated texts (seeded)', () => {
    let later = 0
    let astral = 0
    let marked = 0
    let wide = 0
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 16 }), (parts) => {
        const input = parts.join('')
        for (let offset = -1; offset <= input.length + 1; offset++) {
          const got = locate(input)(offset)
          expect(got, `${JSON.stringify(input)} at ${offset}`).to.deep.equal(naiveLocate(input, offset))
          if (got.line > 1) later++
          if (got.codePointOffset < Math.min(Math.max(offset, 0), input.length)) astral++
          if (offset > 0 && offset < input.length && codePointWidth(input.codePointAt(offset) as number) === 0) marked++
          if (got.displayColumn > got.column) wide++
        }
      }),
      { seed: 0x10ca7e, numRuns: 1500 },
    )
    // Each way of counting was exercised: later lines, astral characters before the offset, offsets at marks, wide text.
    expect(later).to.be.greaterThan(5_000)
    expect(astral).to.be.greaterThan(5_000)
    expect(marked).to.be.greaterThan(800)
    expect(wide).to.be.greaterThan(2_000)
  })
  it("the reference reads a line's end as lineAndColumn does: an offset at the LF of a CRLF is on the CR's line", () => {
    expect(naiveLocate('a\r\nb', 2)).to.deep.equal(locate('a\r\nb')(2))
    expect(naiveLocate('a\r\nb', 3)).to.deep.equal({ line: 2, column: 1, codePointOffset: 3, displayColumn: 1 })
  })
})
