/**
 * `completeCatalog(complete)(partial)` (src/messages/complete.ts): a catalog of one's own, completed
 * by a full one. Law: the result keeps exactly the partial's own functions and takes every other
 * sentence from the base: a value that is not a function, and a key a prototype lends, are ignored;
 * and it never throws, whatever it is handed.
 */
import { expect } from 'chai'
import * as fc from 'fast-check'
import * as E from 'fp-ts/lib/Either.js'
import { parse, parseURI } from '../../src/index.ts'
import { type Catalog, completeCatalog, describeError, type PartialCatalog, plain, technical } from '../../src/messages/index.ts'

const SECTIONS = ['codes', 'reasons', 'decoding', 'faults', 'warnings', 'violations', 'refusals'] as const

const keysOf = (catalog: Catalog): Readonly<Record<string, readonly string[]>> => Object.fromEntries(SECTIONS.map((s) => [s, Object.keys(catalog[s]).sort()]))

describe('completeCatalog', () => {
  it("its example: a house sentence for one code, plain's for every other", () => {
    const house = completeCatalog(plain)({ codes: { 'empty-input': () => 'Please enter your website.' } })
    const empty = parseURI('')
    const space = parse('http://a b')
    expect(E.isLeft(empty) && describeError(house)(empty.left)).to.equal('Please enter your website.')
    expect(E.isLeft(space) && describeError(house)(space.left)).to.equal(E.isLeft(space) && describeError(plain)(space.left))
  })
  it('has every sentence of the base, whatever the partial', () => {
    for (const partial of [{}, { codes: {} }, { reasons: { 'not-a-string': () => 'x' } }, null, undefined, 7, 'x', [], { codes: null }, { codes: 'x' }]) {
      expect(keysOf(completeCatalog(technical)(partial as PartialCatalog)), String(partial)).to.deep.equal(keysOf(technical))
    }
  })
  it('ignores what is not a function, a section or a sentence a prototype lends, and never changes what it is given', () => {
    const lentSection = Object.create({ codes: { 'empty-input': () => 'lent section' } }) as PartialCatalog
    const lentSentence = { codes: Object.create({ 'empty-input': () => 'lent sentence' }) } as PartialCatalog
    const notFunctions = { codes: { 'empty-input': 'a string', 'too-long': null, 'non-ascii': { call: () => 'x' } } } as unknown as PartialCatalog
    for (const partial of [lentSection, lentSentence, notFunctions]) {
      const c = completeCatalog(technical)(partial)
      for (const code of ['empty-input', 'too-long', 'non-ascii'] as const) expect(c.codes[code]).to.equal(technical.codes[code])
    }
    const given = { codes: { 'empty-input': () => 'mine' } }
    const base = { ...technical.codes }
    completeCatalog(technical)(given)
    expect(Object.keys(given.codes)).to.deep.equal(['empty-input'])
    expect(technical.codes).to.deep.equal(base)
  })
  it('a base that is no catalog lends nothing: the partial alone, and every other fact worded by its code', () => {
    const e = parse('http://a b')
    for (const base of [undefined, null, 0, 'en', {}, { codes: null }]) {
      const c = completeCatalog(base as unknown as Catalog)({ codes: { 'empty-input': () => 'mine' } })
      expect(Object.keys(c.codes), String(base)).to.deep.equal(['empty-input'])
      expect(E.isLeft(e) && describeError(c)(e.left)).to.equal('invalid-character')
    }
  })
  it("law: the result keeps exactly the partial's own functions, over generated partials of every section (seeded)", () => {
    let kept = 0
    let ignored = 0
    const mine = (tag: string) => () => tag
    const section = fc.constantFrom(...SECTIONS)
    const keyOf = (s: (typeof SECTIONS)[number]) => fc.constantFrom(...Object.keys(technical[s]), '__proto__', 'constructor', 'toString', 'not-a-key')
    const value = fc.oneof({ arbitrary: fc.string({ maxLength: 4 }).map(mine), weight: 3 }, { arbitrary: fc.anything().filter((v) => typeof v !== 'function'), weight: 2 })
    const entry = section.chain((s) => fc.tuple(fc.constant(s), keyOf(s), value))
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 12 }), fc.boolean(), (entries, lent) => {
        const partial: Record<string, Record<string, unknown>> = {}
        for (const [s, k, v] of entries) {
          partial[s] ??= {}
          Object.defineProperty(partial[s], k, { value: v, enumerable: true, configurable: true, writable: true })
        }
        // The same entries lent by a prototype: none of them counts.
        const given = lent ? Object.create(partial) : partial
        const c = completeCatalog(technical)(given as PartialCatalog)
        for (const s of SECTIONS) {
          const got = c[s] as unknown as Record<string, unknown>
          const own = partial[s] ?? {}
          for (const k of new Set([...Object.keys(technical[s]), ...Object.keys(own)])) {
            const ours = !lent && Object.prototype.hasOwnProperty.call(own, k) && typeof own[k] === 'function'
            const want = ours ? own[k] : (technical[s] as unknown as Record<string, unknown>)[k]
            expect(Object.prototype.hasOwnProperty.call(got, k) ? got[k] : undefined, `${s}.${k}`).to.equal(Object.prototype.hasOwnProperty.call(technical[s], k) || ours ? want : undefined)
            if (ours) kept++
            else if (Object.prototype.hasOwnProperty.call(own, k)) ignored++
          }
          // Nothing a prototype lends: the keys of the result are the base's and the partial's own functions'.
          const want = new Set([...Object.keys(technical[s]), ...(lent ? [] : Object.keys(own).filter((k) => typeof own[k] === 'function'))])
          expect(new Set(Object.keys(got)), s).to.deep.equal(want)
        }
      }),
      { seed: 0xca7a, numRuns: 1000 },
    )
    expect(kept).to.be.greaterThan(1_000)
    expect(ignored).to.be.greaterThan(1_000)
  })
  it('never throws, whatever it is handed (seeded)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.constant<unknown>(technical), fc.anything()), fc.anything(), (base, partial) => {
        const c = completeCatalog(base as Catalog)(partial as PartialCatalog)
        expect(Object.keys(c)).to.deep.equal([...SECTIONS])
      }),
      { seed: 0xca7b, numRuns: 500 },
    )
  })
})
