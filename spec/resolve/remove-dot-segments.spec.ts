import { expect } from 'chai'
import * as fc from 'fast-check'
import { RUNS } from '../generators.ts'
import { mergePaths, parseURI, removeDotSegments, type Uri } from '../../src/index.ts'
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
