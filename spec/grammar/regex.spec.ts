/**
 * The regex back end (src/grammar/regex.ts): each entry rule's regular
 * expression reads the IR as ABNF does (any way through the alternatives),
 * where the match functions take PEG's first success. For the entry rules both
 * readings accept the same language; this spec checks the two against each
 * other, on the RFC tables, the benchmark corpus and generated inputs, for
 * every root that has an expression, with and without zone identifiers, for
 * URIs and IRIs. It also checks long inputs (the expression answers at every
 * length) and the fallback, should the engine's stack run out, to the rule's
 * explaining function (which ends where the match function does).
 */
import { expect } from 'chai'
import * as fc from 'fast-check'
import { URIReference as validReference, mutations } from '../../src/arbitraries/index.ts'
import { compiled as G } from '../../src/grammar/read/index.ts'
import { compiled as I } from '../../src/grammar/read/index.ts'
import { REGEX_ROOTS } from '../../src/grammar/entry.ts'
import { ipathAbempty, pathAbempty } from '../../src/grammar/index.ts'
import { char, endOfInput, irOf, literal, rule, seq, star, type Rule } from '../../src/grammar/internal.ts'
import type { Node } from '../../src/grammar/ir.ts'
import { classRegex, delimitedRun, delimitedRunClass, regexChar, regexCodeOf, unknownSlots } from '../../tools/grammar/regex.ts'
import { LONG_INPUT, regexRead, regexTest } from '../../src/grammar/shared.ts'
import { makeCorpus } from '../../bench/corpus.ts'
import { anyString, iriLike, mutated, RUNS, uriLike, zoneLike } from '../generators.ts'
import { ILLUSTRATIONS, RFC_EXAMPLES } from '../rfc-examples.ts'

type Fn = (input: string, p: number) => number
type Test = (input: string) => boolean

/** Each regex root's test and match function, from the module that has them. */
const roots = [...REGEX_ROOTS].map((name) => {
  const module = (`testWhole${name}` in G ? G : I) as unknown as Record<string, Fn & Test>
  return { name, test: module[`testWhole${name}`] as Test, match: module[`matchWhole${name}`] as Fn }
})

const matches = (match: Fn, s: string): boolean => match(s, 0) === s.length

describe('grammar/regex: the entry rules as regular expressions (the regex back end)', () => {
  it('a slot a grammar never reads holds an unclosed group, never a word its expression would match', () => {
    // Two grammars share a piece whose class differs (a slot); a third reaches none of it, so its slot object has no value there.
    const root = (variant: string, body: Rule<unknown>) => ({ name: `Root${variant}`, node: irOf(seq(body, endOfInput)), rule: 'root', variant })
    const { text } = regexCodeOf([root('A', rule('x', star(char('a')))), root('B', rule('x', star(char('b')))), root('C', rule('y', literal('c')))], (call) => call.name)
    expect(text).to.include('const UNREAD = "("')
    expect(text).to.match(/const REGEX_C: Slots = \{ chars: UNREAD \}/)
    expect(text).to.not.include('undefined')
  })

  it('a slot read by a piece or a root but held by no slot object is found when generating (the generator throws on one)', () => {
    const text = 'const regex_a = (v: Slots): string => "x" + v.chars + v.chars10\nconst testWholeA = () => "^" + REGEX_URI.chars3 + regex_a(REGEX_URI)'
    expect(unknownSlots(text, ['chars', 'chars3'])).to.deep.equal(['chars10'])
    expect(unknownSlots(text, ['chars', 'chars3', 'chars10'])).to.deep.equal([])
  })

  it('every entry rule of both grammars, with and without zones, has a test (16)', () => {
    expect(roots.map((r) => typeof r.test)).to.deep.equal(new Array(16).fill('function'))
    expect(roots.map((r) => typeof r.match)).to.deep.equal(new Array(16).fill('function'))
  })

  // The same RUNS seeded inputs for every rule, generated once (not once per rule, as fc.assert would):
  // a failure names its input, unshrunk.
  let inputs: readonly string[] | undefined
  const generated = (): readonly string[] =>
    (inputs ??= fc.sample(fc.oneof(validReference, mutations(validReference), uriLike, mutated, zoneLike, iriLike, anyString), { numRuns: RUNS, seed: 3986 }))
  const tables = [...Object.values(RFC_EXAMPLES).flat(), ...ILLUSTRATIONS].map(([input]) => input)
  const corpus = makeCorpus(3000)
  for (const { name, test, match } of roots) {
    it(`${name}: agrees with the match function on the RFC tables and the corpus`, () => {
      let accepted = 0
      for (const s of [...tables, ...corpus, ...corpus.map((c) => c + ' '), ...corpus.map((c) => c.replace('/', '[/'))]) {
        // chai only on a mismatch: an assertion built per input was most of this spec's time.
        const expected = matches(match, s)
        if (test(s) !== expected) expect(test(s), JSON.stringify(s)).to.equal(expected)
        if (expected) accepted++
      }
      expect(accepted, 'inputs the rule accepts').to.be.above(name.includes('Relative') ? 300 : 1500)
    })
    it(`${name}: agrees on generated inputs (valid, mutated, zones, IRIs, any string)`, () => {
      let accepted = 0
      let rejected = 0
      for (const s of generated()) {
        const expected = matches(match, s)
        if (expected) accepted++
        else rejected++
        if (test(s) !== expected) expect(test(s), JSON.stringify(s)).to.equal(expected)
      }
      // Both answers must be exercised, thousands of times between them.
      expect(accepted, 'accepted').to.be.above(name.includes('Relative') ? 400 : name.includes('Absolute') ? 800 : 1000)
      expect(rejected, 'rejected').to.be.above(1000)
    })
  }

  it('past 65,536 code units, answers as the match function: long valid inputs, and each with a bad character at the end', () => {
    const longs = ['http://a/' + 'ab/'.repeat(30_000), '//a?' + '%41='.repeat(20_000), 'a:' + 'é/'.repeat(40_000), 'http://[::1]/' + '/'.repeat(70_000)]
    let valid = 0
    for (const { name, test, match } of roots) {
      for (const long of longs) {
        expect(long.length).to.be.above(65_536)
        expect(test(long), `${name} ${long.slice(0, 12)}`).to.equal(matches(match, long))
        if (matches(match, long)) valid++
        expect(test(long + ' '), name).to.equal(false)
      }
    }
    // Each rule accepts some of them: the URI ones the ASCII ones, the IRI ones all.
    expect(valid).to.be.above(30)
  })

  it('the expression answers at every length; the explaining function only when the engine throws', () => {
    // A length bound once handed inputs past 65,536 code units to the explaining function,
    // at 4 times the cost per character (bench/cliff.ts): the fallback is for a stack that runs out.
    let explained = 0
    const explain = (input: string): number => {
      explained++
      return /^a*$/.test(input) ? input.length : -1
    }
    const test = regexTest(() => '^a*$', '', explain)
    for (const n of [0, 65_535, 65_536, 65_537, 1_000_000]) {
      expect(test('a'.repeat(n)), String(n)).to.equal(true)
      expect(test('a'.repeat(n) + 'b'), String(n)).to.equal(false)
    }
    expect(explained).to.equal(0)
    // An expression the engine cannot run (here: cannot build) leaves the answer to the explaining function.
    const broken = regexTest(() => '(', '', explain)
    expect([broken('aaa'), broken('ab')]).to.deep.equal([true, false])
    expect(explained).to.equal(2)
  })

  it('testWhole (regexRead): a match of the expression that stops short of the end leaves the answer to the walk', () => {
    // The expression is read from the start without its final "$": the first way it finds may end early
    // ("a" of "ab" by the first alternative) where another reads on, so only a match to the end answers alone.
    let walked = 0
    const walk = (input: string): number => {
      walked++
      return /^(?:a|ab)$/.test(input) ? input.length : -1
    }
    const test = regexRead(() => '^(?:a|ab)$', '', walk)
    expect([test('a'), walked]).to.deep.equal([true, 0])
    expect([test('ab'), walked]).to.deep.equal([true, 1])
    expect([test('abc'), walked]).to.deep.equal([false, 2])
    expect([test('b'), walked]).to.deep.equal([false, 3])
    // Past LONG_INPUT the walk reads alone.
    expect([test('a'.repeat(LONG_INPUT + 1)), walked]).to.deep.equal([false, 4])
  })

  it('on 65,536 code units of "/" or of a path, the expression answers (no stack overflow)', () => {
    const slashes = 'http://a' + '/'.repeat(65_536 - 8)
    const path = 'http://a/' + 'a/'.repeat((65_536 - 9) >> 1)
    expect(slashes.length).to.equal(65_536)
    expect(G.testWholeURIReference(slashes)).to.equal(true)
    expect(G.testWholeURIReference(path)).to.equal(true)
    expect(G.testWholeURIReference(path.slice(0, -1) + ' ')).to.equal(false)
    expect(I.testWholeIRIReference(path.slice(0, -1) + 'é')).to.equal(true)
  })

  describe('validWhole (what isValid and isValidIRI run): the same answers as testWhole, its fallback the match function', () => {
    const pairs = [
      { name: 'URIReference', valid: G.validWholeURIReference, test: G.testWholeURIReference, match: G.matchWholeURIReference as unknown as Fn },
      { name: 'IRIReference', valid: I.validWholeIRIReference, test: I.testWholeIRIReference, match: I.matchWholeIRIReference as unknown as Fn },
    ]
    for (const { name, valid, test, match } of pairs) {
      it(`${name}: agrees with testWhole on the RFC tables, the corpus and generated inputs`, () => {
        let accepted = 0
        for (const s of [...tables, ...corpus, ...corpus.map((c) => c + ' ')]) {
          expect(valid(s), JSON.stringify(s)).to.equal(test(s))
          if (test(s)) accepted++
        }
        let generatedValid = 0
        fc.assert(
          fc.property(fc.oneof(validReference, mutations(validReference), uriLike, mutated, iriLike, anyString), (s) => {
            if (test(s)) generatedValid++
            return valid(s) === test(s)
          }),
          { numRuns: 3_000, seed: 65_536 },
        )
        expect(accepted).to.be.above(1500)
        expect(generatedValid).to.be.above(1000)
      })
      it(`${name}: past 65,536 code units, answers as the match function (long valid inputs, and each with a bad character)`, () => {
        const long = [
          'http://a/' + 'ab/'.repeat(30_000),
          'http://a/' + '%41'.repeat(30_000) + '?' + 'q=1&'.repeat(10_000),
          '//' + 'a'.repeat(70_000) + '/x#' + 'f'.repeat(1_000),
          'http://[v7.' + 'a'.repeat(70_000) + ']/',
          '/' + 'é/'.repeat(35_000),
          'http://a/' + '\u{1F600}'.repeat(40_000),
        ]
        for (const s of long) {
          expect(s.length).to.be.above(65_536)
          for (const input of [s, s + ' ', s.slice(0, 40_000) + '%4' + s.slice(40_000), s + '\uD800']) {
            const expected = match(input, 0) === input.length
            expect(valid(input), `${input.slice(0, 20)}… (${input.length})`).to.equal(expected)
            expect(test(input)).to.equal(expected)
          }
        }
      })
    }
  })
})

describe("grammar/regex: the back end's rewrites of a rule (tools/grammar/regex.ts)", () => {
  /** The first repetition in a rule's IR that is one delimiter then an unbounded run of a class. */
  const delimitedIn = (node: Node, seen = new Set<Node>()): Extract<Node, { k: 'repeat' }> | null => {
    if (seen.has(node)) return null
    seen.add(node)
    if (node.k === 'repeat' && delimitedRun(node) !== null) return node
    const next = node.k === 'call' ? [node.target] : 'parts' in node ? node.parts : 'part' in node ? [node.part] : []
    for (const n of next) {
      const found = delimitedIn(n, seen)
      if (found !== null) return found
    }
    return null
  }

  it('*( "/" segment ) as "/" then one run of segment\'s class with "/": the same language, on every string of up to 5 characters of an alphabet at its edges', () => {
    // RFC 3986's and RFC 3987's path-abempty: "/", pchar, a triplet's parts and a letter that is no HEXDIG, an IRI's
    // letter (no pchar of RFC 3986's).
    const alphabet = ['/', 'a', ':', '%', '4', 'G', 'é']
    for (const rule of [pathAbempty, ipathAbempty]) {
      const repeat = delimitedIn(irOf(rule))
      const run = repeat === null ? null : delimitedRun(repeat)
      if (run === null) throw new Error('path-abempty is *( "/" segment )')
      const flags = run.cls.wide.length > 0 ? 'u' : ''
      const written = new RegExp(`^(?:${regexChar(run.d)}${classRegex(run.cls, 0, Infinity)})*$`, flags)
      const rewritten = new RegExp(`^(?:${regexChar(run.d)}${delimitedRunClass(run.d, run.cls)})?$`, flags)
      let strings = ['']
      let matched = 0
      const differ: string[] = []
      for (let length = 1; length <= 5; length++) {
        strings = strings.flatMap((s) => alphabet.map((c) => s + c))
        for (const s of strings) {
          const accepted = written.test(s)
          if (rewritten.test(s) !== accepted) differ.push(s)
          if (accepted) matched++
        }
      }
      expect(differ).to.deep.equal([])
      // Enough strings of the language, with several segments and triplets, really exercise the law.
      expect(matched).to.be.greaterThan(500)
    }
  })
})
