import { expect } from 'chai'
import * as E from 'fp-ts/lib/Either.js'
import * as fc from 'fast-check'
import { segmentsOf, decodeComponent, encodeFragment, encodePath, encodePathSegment, encodePathSegmentNoColon, encodeQuery, encodeRegName, encodeUserinfo, parse } from '../../src/index.ts'
import { fragment, path, query, regName, segment, segmentNzNc, userinfo } from '../../src/grammar/index.ts'
import { binaryUnit } from '../generators.ts'
import { accepts } from '../helpers.ts'
import { describeError, technical } from '../../src/messages/index.ts'

describe('percent-encoding (RFC 3986 sections 2.1 and 2.4)', () => {
  describe('decodeComponent', () => {
    it('decodes triplets as UTF-8 and keeps other characters', () => {
      expect(decodeComponent('caf%C3%A9')).to.deep.equal(E.right('café'))
      expect(decodeComponent('%7e%7E')).to.deep.equal(E.right('~~'))
      expect(decodeComponent('a%20b')).to.deep.equal(E.right('a b'))
      expect(decodeComponent('%F0%9F%98%80!')).to.deep.equal(E.right('😀!'))
      expect(decodeComponent('no-escapes')).to.deep.equal(E.right('no-escapes'))
      expect(decodeComponent('%25')).to.deep.equal(E.right('%'))
      expect(decodeComponent('%2525')).to.deep.equal(E.right('%25'))
    })
    it('a value that is not a string (from JavaScript) is a Left, not a throw', () => {
      for (const v of [undefined, null, 42, ['%41'], {}]) {
        const r = decodeComponent(v as never)
        expect(E.isLeft(r) && { code: r.left.code, offset: r.left.offset }, String(v)).to.deep.equal({ code: 'not-a-string', offset: 0 })
      }
      const r = decodeComponent(null as never)
      expect(E.isLeft(r) && describeError(technical)(r.left)).to.equal('The text to decode must be a string; got null.')
      expect(E.isLeft(r) && r.left).to.not.have.any.keys('message', 'detail')
    })
    it('reports a broken triplet at its first bad character', () => {
      expect(decodeComponent('ab%zz')).to.deep.include({ _tag: 'Left' })
      const e = decodeComponent('ab%4z')
      expect(E.isLeft(e) && e.left).to.include({ code: 'bad-percent-encoding', offset: 4 })
      const end = decodeComponent('ab%')
      expect(E.isLeft(end) && end.left).to.include({ code: 'bad-percent-encoding', offset: 3 })
    })
    it('reports octets that are not UTF-8 at the "%" that begins them', () => {
      const cases: readonly (readonly [string, number])[] = [
        ['%E9', 0],
        ['ok%C3', 2],
        ['%C3%28', 0],
        ['%80', 0],
        ['%C0%AF', 0],
        ['%E0%80%AF', 0],
        ['%ED%A0%80', 0],
        ['%F4%90%80%80', 0],
        ['%FF', 0],
        ['a%C3%A9%E9', 7],
      ]
      for (const [text, offset] of cases) {
        const r = decodeComponent(text)
        expect(E.isLeft(r) && r.left, text).to.include({ code: 'invalid-utf8', offset })
      }
    })
    it("a broken triplet anywhere in a run is reported before the run's octets are read as UTF-8", () => {
      // Section 2.1 before section 2.5: the run "%C3%41%4G" fails at the "G", not at the "%C3" that starts no character.
      expect(E.isLeft(decodeComponent('%C3%41%4G')) && (decodeComponent('%C3%41%4G') as E.Left<{ code: string; offset: number }>).left).to.include({
        code: 'bad-percent-encoding',
        offset: 8,
      })
      // A later run is not read when an earlier one fails.
      expect((decodeComponent('%C3x%4G') as E.Left<{ code: string; offset: number }>).left).to.include({ code: 'invalid-utf8', offset: 0 })
    })
    it('decodes across the 8,192-unit chunks the text is made in, a surrogate pair split between two', () => {
      for (const lead of [8_190, 8_191, 8_192, 16_383]) {
        const text = 'a'.repeat(lead) + '%F0%9F%98%80' + 'b%C3%A9'.repeat(3)
        expect(decodeComponent(text), String(lead)).to.deep.equal(E.right('a'.repeat(lead) + '😀' + 'bé'.repeat(3)))
      }
    })
    it("law: on texts of many runs, long ones included, the decoded text is decodeURIComponent's, and a Left exactly where it throws", () => {
      // Pieces: plain text, characters as triplets (astral ones too), lone triplets that start or continue no character, broken triplets.
      const piece = fc.oneof(
        { weight: 4, arbitrary: fc.string({ unit: 'grapheme', maxLength: 4 }).map((s) => s.replace(/%/g, '')) },
        { weight: 6, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 6 }).map((s) => encodeURIComponent(s)) },
        { weight: 1, arbitrary: fc.constantFrom('%C3', '%80', '%E9%80', '%FF', '%F4%90%80%80', '%ED%A0%80') },
        { weight: 1, arbitrary: fc.constantFrom('%', '%4', '%G1', '%4z') },
      )
      const counts = { right: 0, left: 0, long: 0 }
      fc.assert(
        fc.property(fc.array(piece, { maxLength: 40 }), fc.nat({ max: 3_000 }), (pieces, repeat) => {
          // Now and then a long run of one piece, past a chunk of 8,192 units.
          const text = pieces.join('') + (pieces[0] ?? '').repeat(repeat % 7 === 0 ? repeat : 0)
          if (text.length > 8_192) counts.long++
          let expected: string | null
          try {
            expected = decodeURIComponent(text)
          } catch {
            expected = null
          }
          const r = decodeComponent(text)
          if (E.isRight(r)) counts.right++
          else counts.left++
          return expected === null ? E.isLeft(r) : E.isRight(r) && r.right === expected
        }),
        { numRuns: 600, seed: 46 },
      )
      expect(counts.right).to.be.above(100)
      expect(counts.left).to.be.above(100)
      expect(counts.long).to.be.above(5)
    })
    it('law: decoding an encoding gives back the text', () => {
      fc.assert(
        fc.property(fc.string({ unit: 'grapheme' }), (s) => E.isRight(decodeComponent(encodePath(s))) && (decodeComponent(encodePath(s)) as E.Right<string>).right === s),
        {
          numRuns: 2000,
          seed: 21,
        },
      )
    })
  })

  describe('encoders: exactly what the component does not allow', () => {
    it('a value that is not a string (from JavaScript): a number, bigint or boolean as its text, anything else as ""', () => {
      for (const encode of [encodePath, encodePathSegment, encodeQuery, encodeFragment, encodeUserinfo, encodeRegName, encodePathSegmentNoColon]) {
        expect([42, 10n, true, undefined, null, {}, ['a b'], Symbol('s')].map((v) => encode(v as never))).to.deep.equal(['42', '10', 'true', '', '', '', '', ''])
      }
    })
    it('encode with upper-case hex digits, as UTF-8', () => {
      expect(encodePathSegment('a b/c')).to.equal('a%20b%2Fc')
      expect(encodePathSegment('café')).to.equal('caf%C3%A9')
      expect(encodePathSegment('%41')).to.equal('%2541')
      expect(encodePath('/a b/c?d#e')).to.equal('/a%20b/c%3Fd%23e')
      expect(encodeQuery('a=1&b=2/?#[]')).to.equal('a=1&b=2/?%23%5B%5D')
      expect(encodeFragment('x y#z')).to.equal('x%20y%23z')
      expect(encodeUserinfo('user:p@ss')).to.equal('user:p%40ss')
      expect(encodeRegName('ex ample:80')).to.equal('ex%20ample%3A80')
      expect(encodePathSegmentNoColon('this:that')).to.equal('this%3Athat')
    })
    it('encode a lone surrogate as U+FFFD instead of throwing', () => {
      expect(encodePathSegment('a\uD800b')).to.equal('a%EF%BF%BDb')
      expect(encodePathSegment('\uDC00')).to.equal('%EF%BF%BD')
    })
    it('law: every encoding is accepted by its rule', () => {
      const text = fc.string({ unit: binaryUnit, maxLength: 40 })
      fc.assert(
        fc.property(
          text,
          (s) =>
            accepts(userinfo, encodeUserinfo(s)) &&
            accepts(regName, encodeRegName(s)) &&
            accepts(segment, encodePathSegment(s)) &&
            (s === '' || accepts(segmentNzNc, encodePathSegmentNoColon(s))) &&
            accepts(path, encodePath(s)) &&
            accepts(query, encodeQuery(s)) &&
            accepts(fragment, encodeFragment(s)),
        ),
        { numRuns: 3000, seed: 24 },
      )
    })
    it('law: characters the component allows are left alone', () => {
      const allowed = "abcXYZ019-._~!$&'()*+,;=:@/?"
      expect(encodeQuery(allowed)).to.equal(allowed)
      expect(encodeFragment(allowed)).to.equal(allowed)
      const r = parse('http://h/' + encodePath('a b/ü'))
      expect(E.isRight(r) && segmentsOf(r.right.path)).to.deep.equal(['', 'a%20b', '%C3%BC'])
    })
  })
})
