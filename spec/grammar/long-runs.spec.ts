/**
 * Long inputs take two shortcuts the short ones never do: the generated
 * explaining functions skip a long run (a class's, or `*( "/" segment )`) with a
 * sticky regular expression before the loop that reports where it stops
 * (tools/grammar/compile.ts's `skip`), and `testWhole<Name>` reads an input past
 * `LONG_INPUT` by the explainer's walk alone, keeping it for the `explainWith`
 * that follows (shared.ts's `regexRead`, report.ts's `walkKept`). Neither may
 * change an answer: on long runs of every class, in every component, broken
 * anywhere, each root's generated explanation equals the closures' (explain.ts,
 * no shortcut), and each test equals the whole-input match.
 */
import { expect } from 'chai'
import * as fc from 'fast-check'
import { IRI_ROOTS, ROOTS } from '../../src/grammar/entry.ts'
import { explainNode } from '../../src/grammar/explain.ts'
import { irOf } from '../../src/grammar/internal.ts'
import { compiled } from '../../src/grammar/read/index.ts'
import { explainWith, type WholeExplainer } from '../../src/grammar/report.ts'
import { LONG_INPUT } from '../../src/grammar/shared.ts'

const G = compiled as unknown as Readonly<Record<string, unknown>>

/** Where a long run goes: every component, and the places a run of one class meets another. */
const TEMPLATES = [
  'http://a/@@',
  'http://a/b/@@/c',
  'http://@@/p',
  'http://u@@@h:8/p',
  'http://h:@@/p',
  '@@:rest',
  's:@@',
  's:/@@',
  'http://a?@@#f',
  'http://a#@@',
  'http://[v1.@@]/',
  'http://[@@]/',
  'http://[fe80::1%25@@]/',
  '@@',
  '/@@',
  '//@@',
  'a/@@?q',
] as const

/** What a run is made of: characters of many classes, triplets whole and broken, non-ASCII, delimiters, bad characters. */
const FILLERS = ['a', 'x1-', 'ab/', '/', '//', '%41', '%4', '%', 'é', '日本', '😀', ':', '@', '1', '9.', '::', 'v', '?', '#', '[', ']', ' ', '\ud800', 'f:'] as const

const longInput = (minLength: number): fc.Arbitrary<string> =>
  fc
    .record({
      template: fc.constantFrom(...TEMPLATES),
      filler: fc.array(fc.constantFrom(...FILLERS), { minLength: 1, maxLength: 3 }).map((fs) => fs.join('')),
      length: fc.integer({ min: minLength, max: minLength + 600 }),
      bad: fc.option(fc.tuple(fc.nat(), fc.constantFrom(' ', '%', '%4', '"', '[', 'é', '\u0000', '/')), { nil: undefined }),
    })
    .map(({ template, filler, length, bad }) => {
      let run = filler.repeat(Math.ceil(length / filler.length)).slice(0, length)
      if (bad !== undefined) {
        const at = run.length - 1 - (bad[0] % 300)
        run = run.slice(0, at) + bad[1] + run.slice(at)
      }
      return template.replace('@@', run)
    })

const ALL = [...ROOTS, ...IRI_ROOTS]

describe('grammar: long runs (the explainer skips them, and alone reads a long input for the test)', function () {
  this.timeout(120_000)

  it('every root: the generated explanation of an input with a long run is the closures’ one', () => {
    let failing = 0
    let cases = 0
    fc.assert(
      fc.property(longInput(260), fc.nat(ALL.length - 1), (s, k) => {
        const [name, rule] = ALL[k]
        const got = explainWith(G[`explainWhole${name}`] as WholeExplainer, s)
        expect(got, `${name} on ${JSON.stringify(s.slice(0, 80))}…`).to.deep.equal(explainNode(irOf(rule), s))
        cases++
        if (got !== null) failing++
      }),
      { numRuns: 200, seed: 3986 },
    )
    expect(failing).to.be.above(60)
    expect(cases - failing).to.be.above(5)
  })

  it('every entry root: testWhole on an input past LONG_INPUT answers as the whole-input match, and the explanation it keeps is the one a fresh walk gives', () => {
    const entries = ALL.filter(([name]) => typeof G[`testWhole${name}`] === 'function')
    expect(entries.length).to.equal(16)
    let failing = 0
    fc.assert(
      fc.property(longInput(LONG_INPUT + 10), fc.nat(entries.length - 1), (s, k) => {
        const [name] = entries[k]
        const ok = (G[`testWhole${name}`] as (s: string) => boolean)(s)
        expect(ok, `${name} on ${JSON.stringify(s.slice(0, 80))}…`).to.equal((G[`matchWhole${name}`] as (s: string, p: number) => number)(s, 0) === s.length)
        if (ok) return
        failing++
        const walk = G[`explainWhole${name}`] as WholeExplainer
        const kept = explainWith(walk, s)
        expect(kept).to.not.equal(null)
        expect(explainWith(walk, s), 'a fresh walk').to.deep.equal(kept)
      }),
      { numRuns: 80, seed: 6874 },
    )
    expect(failing).to.be.above(25)
  })
})
