import { expect } from 'chai'
import * as E from 'fp-ts/lib/Either.js'
import * as fc from 'fast-check'
import { parse, serialize, type Path, type RelativeRef, type Uri } from '../../src/index.ts'
import { ILLUSTRATIONS, RFC_EXAMPLES } from '../rfc-examples.ts'
import { RUNS, uriLike } from '../generators.ts'

const inputs = [...Object.values(RFC_EXAMPLES).flat(), ...ILLUSTRATIONS].map(([input]) => input)

const path = (raw: string): Path => ({ raw, start: -1, end: -1 })

describe('serialize (RFC 3986 section 5.3)', () => {
  it('gives back every RFC example exactly', () => {
    for (const input of inputs) {
      const r = parse(input)
      expect(E.isRight(r) && serialize(r.right), input).to.equal(input)
    }
  })
  it('law: serialize(parse(s)) === s for every valid s', () => {
    let exercised = 0
    fc.assert(
      fc.property(uriLike, (s) => {
        const r = parse(s)
        if (E.isLeft(r)) return true
        exercised++
        return serialize(r.right) === s
      }),
      { numRuns: RUNS, seed: 53 },
    )
    expect(exercised).to.be.above(2_000)
  })
  it('law: parse(serialize(ast)) gives back the same tree', () => {
    let exercised = 0
    fc.assert(
      fc.property(uriLike, (s) => {
        const r = parse(s)
        if (E.isLeft(r)) return true
        exercised++
        const again = parse(serialize(r.right))
        return E.isRight(again) && JSON.stringify(again.right) === JSON.stringify(r.right)
      }),
      { numRuns: RUNS, seed: 54 },
    )
    expect(exercised).to.be.above(2_000)
  })
  it('keeps empty components and their delimiters', () => {
    for (const s of ['http://a:/?#', '//@:', 'file:///x', '?', '#', 'a:', '//']) {
      const r = parse(s)
      expect(E.isRight(r) && serialize(r.right)).to.equal(s)
    }
  })
  it('writes a path that begins with "//" and has no authority with "/." in front', () => {
    const base = parse('f:/a')
    if (E.isLeft(base)) throw new Error('base')
    const u: Uri = { ...(base.right as Uri), path: path('//g') }
    expect(serialize(u)).to.equal('f:/.//g')
    const again = parse(serialize(u))
    expect(E.isRight(again) && again.right.authority).to.equal(null)
    // the same for a relative reference, with a path from a transformation (6.2.2.3 on "/a/..//g")
    const ref: RelativeRef = { _tag: 'RelativeRef', start: -1, end: -1, authority: null, path: path('//g'), query: null, fragment: null }
    expect(serialize(ref)).to.equal('/.//g')
    const back = parse(serialize(ref))
    expect(E.isRight(back) && back.right.authority).to.equal(null)
  })
  it('writes a relative path whose first segment has a ":" with "./" in front', () => {
    const ref: RelativeRef = { _tag: 'RelativeRef', start: -1, end: -1, authority: null, path: path('this:that'), query: null, fragment: null }
    expect(serialize(ref)).to.equal('./this:that')
  })
})
