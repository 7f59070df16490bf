import { expect } from 'chai'
import * as fc from 'fast-check'
import { RUNS } from '../generators.ts'
import { mergePaths, parseURI, removeDotSegments, type Uri } from '../../src/index.ts'
import { removeDotSegmentsAfter } from '../../src/resolve/remove-dot-segments.ts'
import { removeDotSegmentsOracle } from './oracle.ts'
import type * as E from 'fp-ts/lib/Either.js'

describe('resolve/remove-dot-segments (RFC 3986 section 5.2.4)', () => {
  it('the two worked examples of 5.2.4', () => {
    expect(removeDotSegments('/a/b/c/./../../g')).to.equal('/a/g')
    expect(removeDotSegments('mid/content=5/../6')).to.equal('mid/6')
  })
  it('each step', () => {
    expect(removeDotSegments('../a')).to.equal('a') // A
    expect(removeDotSegments('./a')).to.equal('a') // A
    expect(removeDotSegments('/./a')).to.equal('/a') // B
    expect(removeDotSegments('/a/.')).to.equal('/a/') // B at the end
    expect(removeDotSegments('/a/../b')).to.equal('/b') // C
    expect(removeDotSegments('/a/..')).to.equal('/') // C at the end
    expect(removeDotSegments('.')).to.equal('') // D
    expect(removeDotSegments('..')).to.equal('') // D
    expect(removeDotSegments('/a/b')).to.equal('/a/b') // E
    expect(removeDotSegments('/..')).to.equal('/')
    expect(removeDotSegments('/../../..')).to.equal('/')
    expect(removeDotSegments('a/..//b')).to.equal('//b')
    expect(removeDotSegments('/.../..a/a..')).to.equal('/.../..a/a..')
  })
  it('agrees with the literal string-buffer transcription on generated paths', () => {
    const path = fc.array(fc.constantFrom('', '.', '..', 'a', 'b', '...', '.a', 'a.'), { maxLength: 10 }).map((s) => s.join('/'))
    fc.assert(
      fc.property(path, (p) => removeDotSegments(p) === removeDotSegmentsOracle(p)),
      { numRuns: RUNS, seed: 524 },
    )
  })
  it('reads a path in two pieces as the two joined (the merge of 5.2.3), with a dot segment on either side or across', () => {
    const piece = fc.array(fc.constantFrom('', '.', '..', 'a', 'b', '...', '.a', 'a.'), { maxLength: 6 }).map((s) => s.join('/'))
    let across = 0
    fc.assert(
      fc.property(piece, piece, fc.nat(), (head, path, k) => {
        const h = k % (head.length + 1)
        const joined = head.slice(0, h) + path
        if (h > 0 && path !== '' && removeDotSegments(joined) !== removeDotSegments(head.slice(0, h)) + removeDotSegments(path)) across++
        return removeDotSegmentsAfter(head, h, path) === removeDotSegmentsOracle(joined)
      }),
      { numRuns: 1000, seed: 5243 },
    )
    expect(across).to.be.above(150)
    // The merge's own pieces: the base path up to its last "/", "/" for an authority's empty path.
    expect(removeDotSegmentsAfter('/b/c/d;p', 5, '../g')).to.equal('/b/g')
    expect(removeDotSegmentsAfter('/', 1, '..')).to.equal('/')
    expect(removeDotSegmentsAfter('/b/./c', 5, 'g')).to.equal('/b/g')
    expect(removeDotSegmentsAfter('a/b', 2, './g')).to.equal('a/g')
  })
  it('is idempotent on absolute paths', () => {
    const path = fc.array(fc.constantFrom('', '.', '..', 'a', 'b'), { maxLength: 10 }).map((s) => '/' + s.join('/'))
    fc.assert(
      fc.property(path, (p) => removeDotSegments(removeDotSegments(p)) === removeDotSegments(p)),
      { numRuns: RUNS, seed: 525 },
    )
  })
})

describe('resolve/merge (RFC 3986 section 5.2.3)', () => {
  const base = (s: string): Uri => (parseURI(s) as E.Right<Uri>).right
  it('a base with an authority and an empty path: "/" and the reference path', () => {
    expect(mergePaths(base('http://a'), 'g')).to.equal('/g')
    expect(mergePaths(base('http://a?q'), 'g/h')).to.equal('/g/h')
  })
  it('otherwise: all but the last segment of the base path', () => {
    expect(mergePaths(base('http://a/b/c/d;p?q'), 'g')).to.equal('/b/c/g')
    expect(mergePaths(base('http://a/b/'), 'g')).to.equal('/b/g')
    expect(mergePaths(base('foo:a'), 'g')).to.equal('g')
    expect(mergePaths(base('foo:'), 'g')).to.equal('g')
    expect(mergePaths(base('foo:a/b'), 'g')).to.equal('a/g')
  })
})
