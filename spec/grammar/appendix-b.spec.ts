/**
 * Reading an accepted reference by Appendix B's split (src/grammar/appendix-b.ts),
 * which `parse` and every entry parser use once the regular expression has
 * accepted the input: its tree must be the one the generated build function
 * makes, for every entry rule of both grammars with and without zones, on the
 * RFC tables, the corpus and generated inputs (hosts at the IPv4/reg-name
 * border, userinfo and ports, IP literals of every kind, IRIs, zones). The
 * setters read a new component so too (`acceptedHost` and the others): each
 * component rule's node must be its build function's.
 */
import { expect } from 'chai'
import * as fc from 'fast-check'
import { isDeepStrictEqual } from 'node:util'
import * as Arb from '../../src/arbitraries/index.ts'
import { host as anyHost, port as anyPort, URIReference as validReference, userinfo as anyUserinfo } from '../../src/arbitraries/index.ts'
import { acceptedComponent, acceptedHost, acceptedPath, acceptedPort, acceptedReference, capturedReference, splitAccepted } from '../../src/grammar/appendix-b.ts'
import { compiled as G } from '../../src/grammar/read/index.ts'
import { compiled as I } from '../../src/grammar/read/index.ts'
import { REGEX_ROOTS } from '../../src/grammar/entry.ts'
import { parse, parseURI } from '../../src/reading/parse.ts'
import { parseIRIReference } from '../../src/reading/parsers.ts'
import { box, type Capture, LONG_INPUT } from '../../src/grammar/shared.ts'
import { makeCorpus } from '../../bench/corpus.ts'
import { iriLike, RUNS, uriLike, zoneLike } from '../generators.ts'
import { ILLUSTRATIONS, RFC_EXAMPLES } from '../rfc-examples.ts'

type Fn = (input: string, p: number) => number

/** Each entry root's build function, from the module that has it. */
const roots = [...REGEX_ROOTS].map((name) => {
  const module = (`buildWhole${name}` in G ? G : I) as unknown as Record<string, Fn>
  return { name, build: module[`buildWhole${name}`] }
})

/** The build function's tree of s, or undefined when its rule rejects s. */
const built = (build: Fn, s: string): unknown => (build(s, 0) === s.length ? box.value : undefined)

/** Hosts where one character decides the kind: dotted digits that are and are not IPv4address, and IP literals. */
const borderHost: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '1.2.3.4',
    '0.0.0.0',
    '255.255.255.255',
    '256.1.1.1',
    '1.2.3.256',
    '01.2.3.4',
    '1.2.3.04',
    '1.2.3',
    '1.2.3.4.',
    '1.2.3.4.5',
    '1.2.3.4a',
    '1.2.3.%34',
    '9',
    '1e3',
    '[::1]',
    '[v1.a:b]',
    '[V7.x]',
    '[::ffff:1.2.3.4]',
    '[1:2:3:4:5:6:7:8]',
  ),
  fc.array(fc.oneof(fc.integer({ min: 0, max: 300 }).map(String), fc.constantFrom('00', '012', 'a', '')), { minLength: 1, maxLength: 5 }).map((parts) => parts.join('.')),
  anyHost,
)

/** References whose authority has every part: userinfo (with ":"), a border host, a port (maybe empty). */
const authorityLike: fc.Arbitrary<string> = fc
  .tuple(
    fc.constantFrom('http://', '//', 'a+b.c-d://', 'x:/', ''),
    fc.option(anyUserinfo, { nil: undefined }),
    borderHost,
    fc.option(anyPort, { nil: undefined }),
    fc.constantFrom('', '/', '/a:b/c', '?q:@/?', '#f?#', '/p?q#f', '//x'),
  )
  .map(([prefix, ui, host, port, rest]) => `${prefix}${ui === undefined ? '' : ui + '@'}${host}${port === undefined ? '' : ':' + port}${rest}`)

describe('grammar/appendix-b: the tree of an accepted reference, by the split of Appendix B', () => {
  it('every entry rule of both grammars, with and without zones, has a build function to agree with (16)', () => {
    expect(roots.map((r) => typeof r.build)).to.deep.equal(new Array(16).fill('function'))
  })

  // The same RUNS seeded inputs for every rule, generated once (not once per rule, as fc.assert would):
  // a failure names its input, unshrunk.
  let inputs: readonly string[] | undefined
  const generated = (): readonly string[] => (inputs ??= fc.sample(fc.oneof(validReference, authorityLike, authorityLike, uriLike, zoneLike, iriLike), { numRuns: RUNS, seed: 3986 }))
  const tables = [...Object.values(RFC_EXAMPLES).flat(), ...ILLUSTRATIONS].map(([input]) => input)
  const corpus = makeCorpus(3000)
  for (const { name, build } of roots) {
    it(`${name}: the same tree as the build function on the RFC tables and the corpus`, () => {
      let accepted = 0
      for (const s of [...tables, ...corpus]) {
        const expected = built(build, s)
        if (expected === undefined) continue
        accepted++
        const got = acceptedReference(s)
        if (!isDeepStrictEqual(got, expected)) expect(got, JSON.stringify(s)).to.deep.equal(expected)
      }
      expect(accepted, 'inputs the rule accepts').to.be.above(name.includes('Relative') ? 300 : 1500)
    })
    it(`${name}: the same tree on generated inputs its rule accepts (authorities at the borders, IRIs, zones)`, () => {
      let accepted = 0
      for (const s of generated()) {
        const expected = built(build, s)
        if (expected === undefined) continue
        accepted++
        // chai only on a mismatch: an assertion built per input was a third of this spec's time.
        const got = acceptedReference(s)
        if (!isDeepStrictEqual(got, expected)) expect(got, JSON.stringify(s)).to.deep.equal(expected)
      }
      // The law must run on thousands of accepted inputs, not skip them.
      expect(accepted, 'accepted').to.be.above(name.includes('Relative') ? 900 : name.includes('Absolute') ? 1500 : 2000)
    })
  }

  // parse's and parseURI's reading (parse.ts's capturingReference): the tree from one match
  // of a capturing expression, its groups at the components; the group of a relative form's authority.
  const capturing = [
    { name: 'URIReference', parser: parse, flags: '' },
    { name: 'URI', parser: parseURI, flags: '' },
    { name: 'IRIReference', parser: parseIRIReference, flags: 'u' },
  ]
  const long = ['http://u@a:1/', '//a/', '/'].flatMap((head) => ['', '?q', '#f', '?q#f'].map((tail) => head + 'p/'.repeat(2100) + tail))
  // Userinfo, ports and hosts that spell what JavaScript writes for a value that is missing or of the wrong kind:
  // an expression built with a slot left unfilled reads "undefined" (or "null") where a class should be.
  const spelled = ['undefined', 'null', 'NaN', 'object', 'true'].flatMap((w) => [`http://${w}@a/`, `http://${w}x@a/`, `//${w}@${w}:1/${w}`, `s:${w}`, `//a@${w}/`, `//[v1.${w}]/`])
  for (const { name, parser, flags } of capturing) {
    it(`${name}: the tree of its capturing expression's match is the build function's, and it matches no input the rule rejects`, () => {
      const build = (G as unknown as Record<string, Fn>)[`buildWhole${name}`]
      const capture = (G as unknown as Record<string, Capture>)[`capture${name}`]
      // RFC 3987's classes hold ranges past U+FFFF: its expression reads by code point, RFC 3986's need not.
      expect(capture.flags).to.equal(flags)
      const captured = capturedReference(capture)
      let read = 0
      let short = 0
      let wide = 0
      let longs = 0
      for (const s of [...tables, ...corpus, ...generated(), ...long, ...spelled]) {
        const expected = built(build, s)
        const got = captured(s)
        if (expected === undefined) {
          if (got !== null) expect(got, JSON.stringify(s)).to.equal(null)
          continue
        }
        if (got === null) short++
        else read++
        if (s.length > LONG_INPUT) longs++
        if (got !== null && /[^\0-\x7f]/.test(s)) wide++
        if (got !== null && !isDeepStrictEqual(got, expected)) expect(got, JSON.stringify(s)).to.deep.equal(expected)
        // where the match ends short, the walk decides and the split reads the tree: parse's tree all the same
        const parsed = parser(s)
        if (!(parsed._tag === 'Right' && isDeepStrictEqual(parsed.right, expected))) expect(parsed, JSON.stringify(s)).to.deep.equal({ _tag: 'Right', right: expected })
      }
      expect(read, 'inputs read by the match').to.be.above(3000)
      // Past LONG_INPUT the walk alone reads; every shorter input the rule accepts is read by the match (an expression
      // that missed some, as one with a class left unfilled missed every userinfo, would still be right, but slow).
      expect(short, 'inputs the walk and the split read').to.equal(longs)
      expect(short, 'long inputs').to.be.above(1)
      // an IRI's match reads non-ASCII components (by code point, the u flag)
      if (flags === 'u') expect(wide, 'non-ASCII inputs read by the match').to.be.above(100)
    })
  }

  it('the split marks a host that holds a capital or "%" (authorityMark at or past hostStart), and no other', () => {
    let marked = 0
    let unmarked = 0
    fc.assert(
      fc.property(
        fc.oneof(
          authorityLike,
          authorityLike.map((t) => t.toUpperCase()),
          validReference,
          uriLike,
        ),
        (s) => {
          if (!G.testWholeURIReference(s)) return true
          const { hostStart, hostEnd, authorityMark } = splitAccepted(s)
          if (hostStart < 0) return authorityMark === -1
          const holds = /[A-Z%]/.test(s.slice(hostStart, hostEnd))
          if (holds) marked++
          else unmarked++
          return holds === authorityMark >= hostStart
        },
      ),
      { numRuns: RUNS, seed: 3987 },
    )
    expect(Math.min(marked, unmarked), `${marked} marked, ${unmarked} not`).to.be.above(1_000)
  })

  it('tells IPv4 hosts from reg-names as section 3.2.2 says, and keeps every part of the authority', () => {
    const hostOf = (s: string): unknown => {
      const r = acceptedReference(s)
      return r.authority === null ? null : [r.authority.userinfo?.raw ?? null, r.authority.host._tag, r.authority.host.raw, r.authority.port?.raw ?? null]
    }
    expect(hostOf('http://1.2.3.4/')).to.deep.equal([null, 'IPv4', '1.2.3.4', null])
    expect(hostOf('http://1.2.3.256/')).to.deep.equal([null, 'RegName', '1.2.3.256', null])
    expect(hostOf('http://1.2.3.4.5:/')).to.deep.equal([null, 'RegName', '1.2.3.4.5', ''])
    expect(hostOf('http://u:p@[::1]:80')).to.deep.equal(['u:p', 'IPv6', '[::1]', '80'])
    expect(hostOf('//@[v1.a:b]:')).to.deep.equal(['', 'IPvFuture', '[v1.a:b]', ''])
  })

  /** Each component rule a setter reads, its reader, and values to read: valid ones of the rule and text at its borders. */
  const components: readonly (readonly [string, (input: string) => unknown, fc.Arbitrary<string>])[] = [
    ['Scheme', acceptedComponent, fc.oneof(Arb.scheme, uriLike)],
    ['Userinfo', acceptedComponent, fc.oneof(anyUserinfo, uriLike)],
    ['Host', acceptedHost, fc.oneof(borderHost, anyHost, zoneLike)],
    ['Port', acceptedPort, fc.oneof(anyPort, fc.constantFrom('', '0', '080', '65536', '99999999999999999999'))],
    ['Query', acceptedComponent, fc.oneof(Arb.query, uriLike)],
    ['Fragment', acceptedComponent, fc.oneof(Arb.fragment, uriLike)],
    ['PathAbempty', acceptedPath, fc.oneof(Arb.pathAbempty, uriLike)],
    ['PathRootless', acceptedPath, fc.oneof(Arb.pathRootless, uriLike)],
  ]
  for (const [name, read, values] of components) {
    it(`${name}: a setter's node of an accepted value is the build function's`, () => {
      const build = (G as unknown as Record<string, Fn>)[`buildWhole${name}`]
      let accepted = 0
      fc.assert(
        fc.property(values, (s) => {
          const expected = built(build, s)
          if (expected === undefined) return true
          accepted++
          const got = read(s)
          if (!isDeepStrictEqual(got, expected)) expect(got, JSON.stringify(s)).to.deep.equal(expected)
          return true
        }),
        { numRuns: RUNS, seed: 3986 },
      )
      expect(accepted, 'accepted').to.be.above(RUNS / 3)
    })
  }
})
