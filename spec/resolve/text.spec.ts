import { expect } from 'chai'
import * as E from 'fp-ts/lib/Either.js'
import { pipe } from 'fp-ts/lib/function.js'
import * as fc from 'fast-check'
import { parse, parseURI, resolve, resolveText, serialize, type UriError } from '../../src/index.ts'
import { anyString, RUNS, uriLike } from '../generators.ts'
import { ABNORMAL, BASE, generatedBase, generatedRef, NORMAL } from './examples.ts'
import { MORE_EXAMPLES } from './more-examples.ts'

/** The tree's way: parse both, resolve, serialize (the base's Left first). */
const byTree =
  (base: string) =>
  (ref: string): E.Either<UriError, string> =>
    pipe(
      parseURI(base),
      E.chain((b) =>
        pipe(
          parse(ref),
          E.map((r) => serialize(resolve(b)(r))),
        ),
      ),
    )

describe('resolveText (RFC 3986 section 5.2, from text to text)', () => {
  describe(`5.4.1 Normal Examples, base ${BASE}`, () => {
    const against = resolveText(BASE)
    for (const [r, want] of NORMAL) it(`${JSON.stringify(r)} → ${want}`, () => expect(against(r)).to.deep.equal(E.right(want)))
  })
  describe(`5.4.2 Abnormal Examples, base ${BASE}`, () => {
    const against = resolveText(BASE)
    for (const [r, want] of ABNORMAL) it(`${JSON.stringify(r)} → ${want}`, () => expect(against(r)).to.deep.equal(E.right(want)))
  })
  it(`${MORE_EXAMPLES.length} more examples (no authority, empty paths, "..", IPv6, query- and fragment-only)`, () => {
    for (const [b, r, want] of MORE_EXAMPLES) expect(resolveText(b)(r), `${b} + ${r}`).to.deep.equal(E.right(want))
  })

  describe('each case of 5.2.2, as the tree pipeline takes it', () => {
    const cases: ReadonlyArray<readonly [base: string, ref: string, target: string]> = [
      ['http://a/b', 'G:/x/../y?q#f', 'G:/y?q#f'],
      ['http://a/b', 'g:h', 'g:h'],
      ['http://a/b', 'f:/.//g', 'f:/.//g'],
      ['http://a/b', 'f:/a/..//g', 'f:/.//g'],
      ['http://a/b', 'f://h/./g', 'f://h/g'],
      ['HTTP://a/b', '//H/../x?y', 'HTTP://H/x?y'],
      ['http://a/b?q#f', '', 'http://a/b?q'],
      ['http://a/b?q#f', '#g', 'http://a/b?q#g'],
      ['http://a/b?q#f', '?', 'http://a/b?'],
      ['http://a/./b/../c?q', '', 'http://a/./b/../c?q'],
      ['http://a/b/c', '/./g/..//x', 'http://a//x'],
      ['f:/a', './/g', 'f:/.//g'],
      ['f:/a', '/..//g', 'f:/.//g'],
      ['f:a/b', 'c', 'f:a/c'],
      ['f:', 'c', 'f:c'],
      ['http://a', 'c?d', 'http://a/c?d'],
      ['http://[::1]:8/p', '../q', 'http://[::1]:8/q'],
    ]
    for (const [b, r, want] of cases) {
      it(`${b} + ${r} → ${want}`, () => {
        expect(resolveText(b)(r)).to.deep.equal(E.right(want))
        expect(byTree(b)(r)).to.deep.equal(E.right(want))
      })
    }
  })

  describe('bad input: a Left, never a throw', () => {
    it('a base that is not a URI gives its own Left (rule URI) for every reference', () => {
      for (const b of ['/relative', 'http://[::1', 'a b:c', '', 'http://h/%zz']) {
        const against = resolveText(b)
        for (const r of ['g', 'a b']) {
          const got = against(r)
          expect(got, `${b} + ${r}`).to.deep.equal(parseURI(b))
          expect(E.isLeft(got) && got.left.rule).to.equal('URI')
        }
      }
    })
    it('a reference that is not a URI-reference gives its own Left (rule URI-reference)', () => {
      for (const r of ['a b', 'http://[::1', '%', ':x']) {
        const got = resolveText(BASE)(r)
        expect(got, r).to.deep.equal(parse(r))
        expect(E.isLeft(got) && got.left.rule).to.equal('URI-reference')
      }
    })
    it('a value that is not a string, base or reference, gets an invalid-options Left', () => {
      const values: unknown[] = [123, null, undefined, {}, ['http://a'], true, 1n, Symbol('s'), () => 'x', new String('http://a')]
      for (const v of values) {
        const asBase = resolveText(v as string)('g')
        const asRef = resolveText(BASE)(v as string)
        expect(E.isLeft(asBase) && asBase.left.code, String(typeof v)).to.equal('invalid-options')
        expect(E.isLeft(asRef) && asRef.left.code, String(typeof v)).to.equal('invalid-options')
      }
    })
  })

  describe('laws', () => {
    it('resolveText(b)(r) equals parse both, resolve, serialize, on generated bases and references', () => {
      let changed = 0
      fc.assert(
        fc.property(generatedBase, generatedRef, (b, r) => {
          const text = resolveText(b)(r)
          if (E.isRight(text) && text.right !== r) changed++
          expect(text).to.deep.equal(byTree(b)(r))
        }),
        { numRuns: RUNS, seed: 5221 },
      )
      expect(changed).to.be.above(RUNS / 2)
    })
    it('resolveText(b)(r) equals the pipeline on any strings, Lefts included', () => {
      let both = 0
      fc.assert(
        fc.property(fc.oneof(generatedBase, uriLike, anyString), fc.oneof(generatedRef, uriLike, anyString), (b, r) => {
          const text = resolveText(b)(r)
          if (E.isRight(text)) both++
          expect(text).to.deep.equal(byTree(b)(r))
        }),
        // RUNS pairs: 2,338 of them resolve (a Right), the rest check the Lefts.
        { numRuns: RUNS, seed: 5222 },
      )
      expect(both).to.be.above(2_000)
    })
    it('one base read once serves many references as a fresh one would', () => {
      const against = resolveText(BASE)
      fc.assert(
        fc.property(generatedRef, (r) => {
          expect(against(r)).to.deep.equal(resolveText(BASE)(r))
        }),
        { numRuns: RUNS / 10, seed: 5223 },
      )
    })
  })

  it('past 64 Ki code units, valid or not, it gives what the pipeline gives', () => {
    const cases: ReadonlyArray<readonly [string, string]> = [
      ['http://a/' + 'b/'.repeat(40_000), '../'.repeat(30_000) + 'g'],
      ['http://a/b', 'c/./'.repeat(20_000) + ' '],
      ['f:' + 'x/'.repeat(40_000), '?q'],
    ]
    for (const [b, r] of cases) expect(resolveText(b)(r)).to.deep.equal(byTree(b)(r))
  })
})
