import { expect } from 'chai'
import * as E from 'fp-ts/lib/Either.js'
import { flow } from 'fp-ts/lib/function.js'
import * as fc from 'fast-check'
import {
  makePath,
  makeReference,
  normalize,
  normalizeCase,
  normalizePathSegments,
  normalizePercentEncoding,
  normalizeScheme,
  normalizeSyntax,
  normalizeText,
  parse,
  schemeOf,
  serialize,
  type UriReference,
} from '../../src/index.ts'
import { uriLike } from '../generators.ts'

/**
 * The tree normalizers map section 6.2's steps over a tree's nodes, the same
 * step functions the span walk of `normalizeText` calls (normalize/spans.ts).
 * These laws hold them to the single steps, which stay maps over the tree,
 * on trees that parse never makes: those a transformation builds, whose paths
 * need 5.3's guards ("//" without an authority, a ":" in a relative
 * reference's first segment).
 */
const PATHS = ['//a/./b', '//', 'a:b/./c', './a:b', 'a/../%7e:x', '/.//x', '', '.', '..', '%2E%2E/a', 'A/%7E/../B']

/** A parsed reference with its path replaced by one that parse could not have given it. */
const built: fc.Arbitrary<readonly [UriReference, boolean]> = fc.tuple(uriLike, fc.constantFrom(...PATHS)).map(([s, p]) => {
  const r = parse(s)
  if (E.isLeft(r)) return [makeReference({ scheme: null, authority: null, path: makePath(p), query: null, fragment: null }), false] as const
  // With an authority, a path is empty or starts with "/" (3.3).
  const path = r.right.authority !== null && p !== '' && !p.startsWith('/') ? `/${p}` : p
  return [makeReference({ scheme: schemeOf(r.right), authority: r.right.authority, path: makePath(path), query: r.right.query, fragment: r.right.fragment }), true] as const
})

const steps = flow(normalizePercentEncoding, normalizeCase, normalizePathSegments)

describe('tree normalizers on built trees (one algorithm with normalizeText)', () => {
  it('law: normalizeSyntax equals its three steps, normalize equals them then normalizeScheme, and both are idempotent', () => {
    let exercised = 0
    let guarded = 0
    fc.assert(
      fc.property(built, ([t, fromParse]) => {
        if (fromParse) exercised++
        if (t.authority === null && (t.path.raw.startsWith('//') || (t._tag === 'RelativeRef' && t.path.raw.split('/')[0].includes(':')))) guarded++
        const syntax = normalizeSyntax(t)
        expect(serialize(syntax)).to.equal(serialize(steps(t)))
        expect(serialize(normalize(t))).to.equal(serialize(normalizeScheme(steps(t))))
        expect(serialize(normalize(normalize(t)))).to.equal(serialize(normalize(t)))
      }),
      { numRuns: 300, seed: 6202 },
    )
    expect(exercised).to.be.above(80)
    expect(guarded).to.be.above(30)
  })

  it('law: the text of a tree normalizes as normalizeText normalizes it, a normal tree comes back as the same value, and only changed nodes are new', () => {
    let exercised = 0
    fc.assert(
      fc.property(uriLike, (s) => {
        const r = parse(s)
        if (E.isLeft(r)) return
        exercised++
        const n = normalize(r.right)
        expect(E.right(serialize(n))).to.deep.equal(normalizeText(s))
        expect(normalize(n)).to.equal(n)
        // A component whose text did not change keeps its node, spans and all; one that did has no span.
        for (const [before, after] of [
          [r.right.path, n.path],
          [r.right.query, n.query],
          [r.right.fragment, n.fragment],
          [r.right.authority?.host ?? null, n.authority?.host ?? null],
        ] as const) {
          if (before === null || after === null) continue
          if (before.raw === after.raw) expect(after).to.equal(before)
          else expect([after.start, after.end]).to.deep.equal([-1, -1])
        }
      }),
      { numRuns: 400, seed: 6203 },
    )
    expect(exercised).to.be.above(80)
  })
})
