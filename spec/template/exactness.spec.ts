import { expect } from 'chai'
import * as E from 'fp-ts/lib/Either.js'
import * as fc from 'fast-check'
import { type Template, expand, match, parseTemplate, type Variables } from '../../src/template/index.ts'
import { exactness } from '../../src/template/match.ts'
import { decodeComponent } from '../../src/encoding/percent-encoding.ts'

/**
 * `match` skips expanding its values again when each was read as expansion
 * writes it back (match.ts, writesBack): that shortcut must give the answer
 * the expansion gives, on matches and on near misses alike.
 */
const op = fc.constantFrom('', '+', '#', '.', '/', ';', '?', '&')
const expression = (names: string[]) => fc.tuple(op, fc.shuffledSubarray(names, { minLength: 1, maxLength: names.length })).map(([o, vs]) => `{${o}${vs.join(',')}}`)
const literal = fc.stringMatching(/^[a-z0-9/\-._~!$&()*+,;=@:?#]{0,3}$/)
/** Templates of distinct names, without prefixes or explode (where the shortcut applies), and a few with them. */
const template = fc
  .array(fc.tuple(literal, fc.constantFrom(['a'], ['b', 'c'], ['d', 'e', 'f']), fc.constantFrom('', '', '', '*', ':2')), { minLength: 1, maxLength: 3 })
  .map((ps) => ps.map(([l, vs, m], k) => ({ l, vs: vs.map((v) => v + (k % 2) + m) })))
  .chain((ps) => fc.tuple(...ps.map(({ l, vs }) => expression(vs).map((e) => l + e))).map((xs) => xs.join('')))
const scalar = fc.oneof(fc.string({ maxLength: 5 }), fc.constantFrom('', 'a,b', 'a=b', '.', '/', '%', '%41', 'é', ' ', '='))
const value = fc.oneof(scalar, fc.array(scalar, { minLength: 1, maxLength: 3 }), fc.constant(null))
/** A URI from an expansion, then perhaps changed where exactness is decided: a triplet's case, an "=", a ",", a triplet of U. */
const mutate = (uri: string, k: number): string => {
  const edits = [
    (s: string) => s,
    (s: string) => s.toLowerCase(),
    (s: string) => s.replace('=', ''),
    (s: string) => s.replace(/=($|&)/, '$1'),
    (s: string) => s + '=',
    (s: string) => s.replace('a', '%61'),
    (s: string) => s.replace('%', '%25'),
    (s: string) => s + ',',
    (s: string) => s.replace(',', '.'),
  ]
  return edits[k % edits.length](uri)
}

describe('template match: the exactness shortcut', () => {
  it('gives the answer that expanding again gives', () => {
    let matched = 0
    let shortcut = 0
    fc.assert(
      fc.property(
        template.map((s) => (parseTemplate(s) as E.Right<Template>).right).filter((t) => t !== undefined),
        fc.dictionary(fc.constantFrom('a0', 'b0', 'c0', 'd1', 'e1', 'f1', 'a1', 'b2', 'c2', 'd2', 'a2', 'b1', 'c1', 'd0', 'e0', 'f0', 'e2', 'f2'), value),
        fc.nat(),
        (t, vars, k) => {
          const r = expand(t)(vars as Variables)
          if (E.isLeft(r)) return
          const uri = mutate(r.right, k)
          exactness.fast = false
          const slow = match(t)(uri)
          exactness.fast = true
          const fast = match(t)(uri)
          expect(fast, `${t.raw} ${uri}`).to.deep.equal(slow)
          if (slow._tag === 'Some') matched++
          if (!t.raw.includes('*') && !t.raw.includes(':')) shortcut++
        },
      ),
      { numRuns: 1_500, seed: 6570 },
    )
    expect(matched).to.be.greaterThan(500)
    expect(shortcut).to.be.greaterThan(350)
  })

  it('gives the answer that expanding again gives, for named expressions with exploded varspecs ({?a*,b}, {;a*,b*})', () => {
    // An exploded named list is written "name=value" per member (section 3.2.1) and read back without expanding again.
    const named = fc
      .tuple(fc.constantFrom(';', '?', '&'), fc.shuffledSubarray(['a', 'b', 'c'], { minLength: 1 }), fc.array(fc.boolean(), { minLength: 3, maxLength: 3 }))
      .map(([o, vs, ex]) => `{${o}${vs.map((v, i) => v + (ex[i] || i === 0 ? '*' : '')).join(',')}}`)
    const list = fc.array(fc.oneof(scalar, fc.constantFrom('1', 'x', 'a&b', 'a;b')), { minLength: 1, maxLength: 3 })
    const map = fc.dictionary(fc.constantFrom('a', 'b', 'k', '1', '0', ''), scalar, { minKeys: 1, maxKeys: 3 })
    const near = [(s: string) => s.replace(/([;&])/, '$1$1'), (s: string) => s.replace(/a=/, 'b='), (s: string) => s.replace(/([;&])/, ',')]
    let lists = 0
    let maps = 0
    let misses = 0
    fc.assert(
      fc.property(named, fc.record({ a: fc.oneof(list, map), b: fc.oneof(list, scalar, fc.constant(null)), c: fc.oneof(list, map) }), fc.nat(), (raw, vars, k) => {
        const t = (parseTemplate(raw) as E.Right<Template>).right
        const r = expand(t)(vars as Variables)
        if (E.isLeft(r)) return
        const uri = k % 4 === 0 ? near[(k >> 2) % near.length](r.right) : mutate(r.right, k >> 2)
        exactness.fast = false
        const slow = match(t)(uri)
        exactness.fast = true
        const fast = match(t)(uri)
        expect(fast, `${raw} ${uri}`).to.deep.equal(slow)
        if (slow._tag === 'None') misses++
        else if (Object.values(slow.value).some(Array.isArray)) lists++
        else if (Object.values(slow.value).some((v) => typeof v === 'object')) maps++
      }),
      { numRuns: 1_000, seed: 6570 },
    )
    expect([lists > 200, maps > 60, misses > 300], `${lists} ${maps} ${misses}`).to.deep.equal([true, true, true])
  })

  it("decodes as the package's decoder does (match uses the engine's decodeURIComponent): the same text, or both refuse", () => {
    let refused = 0
    let decoded = 0
    const triplet = fc.integer({ min: 0, max: 255 }).map((b) => '%' + b.toString(16).padStart(2, '0'))
    const unit = fc.oneof(triplet, triplet, fc.constantFrom('%E2%82%AC', '%F0%9F%98%80', '%ED%A0%80', '%C0%AF', '%F4%90%80%80', 'a', '%', '%4', '%G1', '+', 'é'))
    fc.assert(
      fc.property(
        fc.array(unit, { maxLength: 6 }).map((a) => a.join('')),
        (s) => {
          const ours = decodeComponent(s)
          let engine: string | null
          try {
            engine = decodeURIComponent(s)
          } catch {
            engine = null
          }
          if (engine === null) refused++
          else decoded++
          expect(E.isRight(ours) ? ours.right : null, s).to.equal(engine)
        },
      ),
      { numRuns: 5_000, seed: 3629 },
    )
    expect([refused > 1_000, decoded > 500]).to.deep.equal([true, true])
  })
})
