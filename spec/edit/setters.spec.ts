/**
 * The setters (src/setters.ts): examples, each component's rule against the
 * ABNF oracle (acceptance and the error's offset inside the value), and the
 * laws (get then set is the identity; set then get gives the value; the result's
 * text parses back to the same tree, spans included), counted.
 */
import { expect } from 'chai'
import * as E from 'fp-ts/lib/Either.js'
import { pipe } from 'fp-ts/lib/function.js'
import * as fc from 'fast-check'
import * as v8 from 'node:v8'
import * as A from '../../src/arbitraries/index.ts'
import { parse, serialize, withFragment, withHost, withPath, withPort, withQuery, withScheme, withUserinfo, type UriError, type UriReference } from '../../src/index.ts'
import { describeError, plain, technical } from '../../src/messages/index.ts'
import { parserFor } from '../../src/reading/parsers.ts'
import { anyString } from '../generators.ts'
import { oracleAccepts, viablePrefixLength } from '../oracle/abnf.ts'

const ref = (s: string): UriReference => {
  const r = parse(s)
  if (E.isLeft(r)) throw new Error(`not a reference: ${s}`)
  return r.right
}
const text = (r: E.Either<UriError, UriReference>): string => (E.isRight(r) ? serialize(r.right) : `${r.left.code}@${r.left.offset}`)

type Setter = (value: string | null) => (r: UriReference) => E.Either<UriError, UriReference>
interface Component {
  readonly name: string
  readonly set: Setter
  readonly get: (r: UriReference) => string | null
  /** The ABNF rule a value must match (path: either of the two the setter reads by). */
  readonly rules: readonly string[]
  readonly values: fc.Arbitrary<string>
}

const COMPONENTS: readonly Component[] = [
  { name: 'scheme', set: withScheme, get: (r) => (r._tag === 'Uri' ? r.scheme.raw : null), rules: ['scheme'], values: A.scheme },
  { name: 'userinfo', set: withUserinfo, get: (r) => r.authority?.userinfo?.raw ?? null, rules: ['userinfo'], values: A.userinfo },
  { name: 'host', set: withHost, get: (r) => r.authority?.host.raw ?? null, rules: ['host'], values: A.host },
  { name: 'port', set: withPort, get: (r) => r.authority?.port?.raw ?? null, rules: ['port'], values: A.port },
  { name: 'path', set: withPath, get: (r) => r.path.raw, rules: ['path-abempty', 'path-rootless'], values: fc.oneof(A.pathAbempty, A.pathRootless, A.pathNoscheme, A.pathAbsolute) },
  { name: 'query', set: withQuery, get: (r) => r.query?.raw ?? null, rules: ['query'], values: A.query },
  { name: 'fragment', set: withFragment, get: (r) => r.fragment?.raw ?? null, rules: ['fragment'], values: A.fragment },
]

describe('setters', () => {
  describe('examples', () => {
    const base = 'http://u@a:80/b/c?q#f'
    const table: readonly (readonly [string, E.Either<UriError, UriReference>, string])[] = [
      ['a new query', withQuery('x=1')(ref(base)), 'http://u@a:80/b/c?x=1#f'],
      ['an empty query is present', withQuery('')(ref(base)), 'http://u@a:80/b/c?#f'],
      ['null removes the query', withQuery(null)(ref(base)), 'http://u@a:80/b/c#f'],
      ['null removes the fragment', withFragment(null)(ref(base)), 'http://u@a:80/b/c?q'],
      ['a new scheme', withScheme('https')(ref(base)), 'https://u@a:80/b/c?q#f'],
      ['no scheme: a relative reference', withScheme(null)(ref(base)), '//u@a:80/b/c?q#f'],
      ['a scheme for a relative reference', withScheme('urn')(ref('a:b'.slice(2))), 'urn:b'],
      ['an IPv6 host, with its brackets', withHost('[::1]')(ref(base)), 'http://u@[::1]:80/b/c?q#f'],
      ['the empty host', withHost('')(ref('file:/etc')), 'file:///etc'],
      ['a host adds an authority', withHost('example.com')(ref('/a?b')), '//example.com/a?b'],
      ['null removes the authority', withHost(null)(ref('http://a/b')), 'http:/b'],
      ['an empty port', withPort('')(ref(base)), 'http://u@a:/b/c?q#f'],
      ['null removes the port', withPort(null)(ref(base)), 'http://u@a/b/c?q#f'],
      ['null removes the userinfo', withUserinfo(null)(ref(base)), 'http://a:80/b/c?q#f'],
      ['a rootless path without an authority', withPath('x/y')(ref('mailto:a')), 'mailto:x/y'],
      ['null is the empty path', withPath(null)(ref(base)), 'http://u@a:80?q#f'],
      ['a colon in a URI’s first segment', withPath('a:b')(ref('urn:x')), 'urn:a:b'],
      // Errors: each offset is inside the value given.
      ['a space in the query', withQuery('a b')(ref(base)), 'invalid-character@1'],
      ['a bad triplet in the fragment', withFragment('%G1')(ref(base)), 'bad-percent-encoding@1'],
      ['a letter in the port', withPort('8a')(ref(base)), 'invalid-port@1'],
      ['a scheme beginning with a digit', withScheme('1x')(ref(base)), 'invalid-character@0'],
      ['a scheme given with its ":"', withScheme('http:')(ref(base)), 'invalid-character@4'],
      ['an unclosed IP literal', withHost('[::1')(ref(base)), 'unclosed-ip-literal@4'],
      ['a host with a port in it', withHost('a:80')(ref(base)), 'invalid-character@1'],
      ['non-ASCII in the path', withPath('/é')(ref(base)), 'non-ascii@1'],
      // Conflicts: what would need "/", "./" or "/." to stay valid.
      ['a path without "/" after an authority', withPath('x')(ref(base)), 'component-conflict@0'],
      ['"//" without an authority', withPath('//x')(ref('a/b')), 'component-conflict@1'],
      ['":" in a relative reference’s first segment', withPath('b:c')(ref('x')), 'component-conflict@1'],
      ['":" in a later segment is fine', withPath('b/c:d')(ref('x')), 'b/c:d'],
      ['removing the scheme of a:b:c', withScheme(null)(ref('a:b:c')), 'component-conflict@0'],
      ['removing the host of //a//b', withHost(null)(ref('//a//b')), 'component-conflict@0'],
      ['a host before a rootless path', withHost('h')(ref('a/b')), 'component-conflict@0'],
      ['removing a host that has a port', withHost(null)(ref('//a:1/')), 'component-conflict@0'],
      ['a port without a host', withPort('80')(ref('/a')), 'component-conflict@0'],
      ['a userinfo without a host', withUserinfo('me')(ref('/a')), 'component-conflict@0'],
    ]
    for (const [what, got, want] of table) it(`${what}: ${want}`, () => expect(text(got)).to.equal(want))

    it('the conflict’s sentence says what to write', () => {
      const r = withPath('a:b')(ref('x'))
      expect(E.isLeft(r) && describeError(technical)(r.left)).to.equal(
        'In a relative reference without an authority, the first segment of the path "a:b" cannot contain ":": it would be read as a scheme (RFC 3986 section 4.2); write "./a:b".',
      )
      expect(E.isLeft(r) && r.left.reason).to.deep.equal({ kind: 'conflict-colon-in-first-segment', set: 'path', path: 'a:b', section: '4.2' })
      const s = withPath('x')(ref('http://a'))
      expect(E.isLeft(s) && describeError(technical)(s.left)).to.equal('A path after an authority must begin with "/" or be empty (RFC 3986 section 3.3); write "/x".')
      expect(E.isLeft(s) && describeError(plain)(s.left)).to.equal('Start the path with "/", like /x')
    })

    it('each conflict of section 3 and 4.2 has its reason: the component set, the path, the section; worded from it', () => {
      const table: readonly (readonly [string, E.Either<UriError, UriReference>, unknown, string])[] = [
        [
          'a host before a rootless path',
          withHost('h')(ref('a/b')),
          { kind: 'conflict-path-after-authority', set: 'host', path: 'a/b', section: '3.3' },
          'The reference\'s path "a/b" cannot follow an authority: a path after one must begin with "/" or be empty (RFC 3986 section 3.3); set a path beginning with "/" first.',
        ],
        [
          '"//" without an authority',
          withPath('//x')(ref('a/b')),
          { kind: 'conflict-path-starts-with-slashes', set: 'path', path: '//x', section: '3.3' },
          'Without an authority, the path "//x" cannot begin with "//": it would be read as an authority (RFC 3986 section 3.3); remove a "/" or set a host first.',
        ],
        [
          'removing the host of //a//b',
          withHost(null)(ref('//a//b')),
          { kind: 'conflict-path-starts-with-slashes', set: 'host', path: '//b', section: '3.3' },
          'Without an authority, the path "//b" cannot begin with "//": it would be read as an authority (RFC 3986 section 3.3); change the path first.',
        ],
        [
          'removing the scheme of a:b:c',
          withScheme(null)(ref('a:b:c')),
          { kind: 'conflict-colon-in-first-segment', set: 'scheme', path: 'b:c', section: '4.2' },
          'In a relative reference without an authority, the first segment of the path "b:c" cannot contain ":": it would be read as a scheme (RFC 3986 section 4.2); change the path first.',
        ],
        [
          'a port without a host',
          withPort('80')(ref('/a')),
          { kind: 'conflict-needs-host', set: 'port', section: '3.2' },
          'A port needs a host, and the reference has no authority (RFC 3986 section 3.2); set a host first (withHost).',
        ],
        [
          'removing a host that has a userinfo',
          withHost(null)(ref('//u@a/')),
          { kind: 'conflict-host-removal', set: 'host', blocking: 'userinfo', section: '3.2' },
          'A host cannot be removed while the authority has a userinfo (RFC 3986 section 3.2); remove it first (withUserinfo(null)).',
        ],
      ]
      for (const [what, got, reason, sentence] of table) {
        expect(E.isLeft(got) && got.left.reason, what).to.deep.equal(reason)
        expect(E.isLeft(got) && describeError(technical)(got.left), what).to.equal(sentence)
      }
    })

    it('the not-a-string and not-a-reference errors name the new component and say what was given', () => {
      const v = withHost(42 as never)(ref('http://a/'))
      expect(E.isLeft(v) && [v.left.code, v.left.reason, describeError(technical)(v.left)]).to.deep.equal([
        'invalid-options',
        { kind: 'not-a-string', subject: 'new-component', got: { type: 'number', text: '42' } },
        'The new host (or null, to remove it) must be a string; got a value of type number.',
      ])
      const r = withPath('/x')('http://a' as never)
      expect(E.isLeft(r) && [r.left.code, r.left.reason, describeError(technical)(r.left)]).to.deep.equal([
        'invalid-options',
        { kind: 'not-a-parsed-reference', got: { type: 'string', text: 'http://a' } },
        'The reference to change must be a parsed URI reference (from parse, parseURI, …).',
      ])
    })

    it('keeps the kind of reference, and composes with pipe', () => {
      const r = pipe(parse('http://a/b?c#d'), E.flatMap(withQuery('q=1')), E.flatMap(withFragment(null)), E.map(serialize))
      expect(r).to.deep.equal(E.right('http://a/b?q=1'))
    })

    it('spans: untouched nodes before the change keep theirs, those after it move', () => {
      const before = ref('http://a/b?q#frag')
      const r = withQuery('longer')(before)
      if (E.isLeft(r)) throw new Error(describeError(technical)(r.left))
      expect(r.right.path).to.deep.equal(before.path)
      expect(r.right.fragment).to.deep.equal({ raw: 'frag', start: 18, end: 22 })
      expect(serialize(r.right).slice(r.right.fragment!.start, r.right.fragment!.end)).to.equal('frag')
    })

    it('bad arguments are Lefts, never throws', () => {
      const bad = [5, undefined, {}, [], Symbol('x')] as unknown as string[]
      for (const c of COMPONENTS) {
        for (const v of bad) expect(c.set(v)(ref('http://a/')), `${c.name} ${String(v)}`).to.have.nested.property('left.code', 'invalid-options')
        for (const r of [undefined, null, 'http://a', { _tag: 'Uri' }] as unknown as UriReference[]) {
          const got = (() => {
            try {
              return c.set('x')(r)
            } catch (e) {
              return `threw ${String(e)}`
            }
          })()
          expect(got, `${c.name} on ${JSON.stringify(r)}`).to.have.nested.property('left.code', 'invalid-options')
        }
      }
    })
  })

  describe('each value is read by its rule (ABNF oracle)', () => {
    for (const c of COMPONENTS) {
      it(`${c.name}: accepted exactly when the rule matches; an error's offset is the longest viable prefix`, () => {
        // An authority, a scheme and a "/" path, so that no value conflicts with the rest.
        const r = ref('http://h/')
        let accepted = 0
        let refused = 0
        fc.assert(
          fc.property(fc.oneof(c.values, anyString), (v) => {
            const p = c.name === 'path' && !v.startsWith('/') && v !== '' ? 'path-rootless' : c.rules[0]
            const ok = oracleAccepts(p, v)
            const got = c.set(v)(r)
            if (E.isRight(got)) {
              accepted++
              return ok
            }
            if (got.left.code === 'component-conflict') return ok && c.name === 'path' && !v.startsWith('/')
            refused++
            return !ok && got.left.offset === viablePrefixLength(p, v)
          }),
          { numRuns: 3000, seed: 14 },
        )
        expect(accepted, 'accepted values').to.be.greaterThan(800)
        expect(refused, 'refused values').to.be.greaterThan(300)
      })
    }
  })

  describe('one shape per node: a setter’s nodes have the keys of parse’s, in the same order', () => {
    /**
     * A node's shape: its keys in order, each with the shape of its value (an
     * array's elements, a primitive's type). Equal shapes are what lets V8 give a
     * setter's node and parse's node one hidden class (src/setters.ts).
     */
    type Shape = string | readonly Shape[] | { readonly keys: readonly (readonly [string, Shape])[] }
    const shape = (v: unknown): Shape => {
      if (v === null) return 'null'
      if (Array.isArray(v)) return v.map(shape)
      if (typeof v !== 'object') return typeof v
      return { keys: Object.keys(v).map((k) => [k, shape((v as Record<string, unknown>)[k])] as const) }
    }
    const zoned = parserFor('URI-reference', true)
    /** The setter's result and parse's tree of its text (with zone identifiers when it holds one), both Right. */
    const both = (got: E.Either<UriError, UriReference>): readonly [UriReference, UriReference] => {
      if (E.isLeft(got)) throw new Error(describeError(technical)(got.left))
      const t = serialize(got.right)
      const back = t.includes('%25') && t.includes('[') ? zoned(t) : parse(t)
      if (E.isLeft(back)) throw new Error(`${t}: ${describeError(technical)(back.left)}`)
      return [got.right, back.right]
    }
    /** Every kind of node a setter makes: both references, an authority with and without userinfo and port, each host, an empty and a numbered port. */
    const kinds: readonly (readonly [string, E.Either<UriError, UriReference>])[] = [
      ['Uri, every component', withQuery('x=1')(ref('http://u@a.example:80/b/c?q#f'))],
      ['Uri, no authority', withFragment('top')(ref('mailto:a@b'))],
      ['RelativeRef', withPath('/p')(ref('//a/b?c#d'))],
      ['RelativeRef without authority', withQuery(null)(ref('b/c?d'))],
      ['an authority added to a reference without one', withHost('h.example')(ref('/a?b'))],
      ['RegName host', withHost('example.com')(ref('http://a/'))],
      ['empty RegName host', withHost('')(ref('file:/etc'))],
      ['IPv4 host', withHost('192.0.2.1')(ref('http://a:8/'))],
      ['IPv6 host', withHost('[2001:db8::1]')(ref('http://u@a/'))],
      ['IPv6 host with an embedded IPv4 address', withHost('[::ffff:192.0.2.1]')(ref('http://a/'))],
      ['IPvFuture host', withHost('[v1.x:y]')(ref('http://a/'))],
      ['IPv6 host with a zone (parsed with zoneIds), moved by a change before it', withScheme('https')((zoned('http://[fe80::1%25eth0]:8/a') as E.Right<UriReference>).right)],
      ['userinfo', withUserinfo('me:x')(ref('http://a/'))],
      ['empty port', withPort('')(ref('http://a/'))],
      ['numbered port', withPort('8080')(ref('http://a:1/'))],
      ['a new scheme', withScheme('urn')(ref('x/y'))],
      ['no scheme', withScheme(null)(ref('http://a/b'))],
      ['the empty path (null)', withPath(null)(ref('http://a/b?q'))],
    ]
    for (const [what, got] of kinds)
      it(`${what}: Object.keys, recursively, as parse’s`, () => {
        const [mine, parsed] = both(got)
        expect(shape(mine)).to.deep.equal(shape(parsed))
        expect(mine).to.deep.equal(parsed)
      })

    it('after chained setters too, every node as parse’s', () => {
      const got = pipe(ref('http://a/b?c#d'), withHost('[::1]'), E.flatMap(withPort('81')), E.flatMap(withUserinfo('u')), E.flatMap(withQuery(null)), E.flatMap(withScheme(null)))
      const [mine, parsed] = both(got)
      expect(shape(mine)).to.deep.equal(shape(parsed))
    })

    it('the same hidden class too: with --allow-natives-syntax, %HaveSameMap of each node and parse’s (spec/support/same-map.run.js)', () => {
      // The flag is read when a script is compiled: set it, then load the file that holds the % syntax.
      v8.setFlagsFromString('--allow-natives-syntax')
      const compare = require('../support/same-map.run.js') as () => { compared: number; differing: string[] }
      const out = compare()
      expect(out.differing).to.deep.equal([])
      expect(out.compared).to.be.greaterThan(10_000)
    })

    it('property: every setter, on generated references and values, makes nodes shaped as parse’s of the result’s text', () => {
      const refs = fc.oneof(A.URIReference, A.URI, A.relativeRef).map(ref)
      const seen: Record<string, number> = {}
      fc.assert(
        fc.property(refs, fc.nat(COMPONENTS.length - 1), fc.option(fc.oneof(...COMPONENTS.map((c) => c.values)), { nil: null, freq: 5 }), (r, n, v) => {
          const got = COMPONENTS[n].set(v)(r)
          if (E.isLeft(got)) return
          const [mine, parsed] = both(got)
          const host = mine.authority?.host._tag ?? 'no authority'
          seen[host] = (seen[host] ?? 0) + 1
          expect(shape(mine)).to.deep.equal(shape(parsed))
        }),
        { numRuns: 4000, seed: 32 },
      )
      // Each kind of host, and references without an authority, really went through the check.
      for (const kind of ['RegName', 'IPv4', 'IPv6', 'IPvFuture', 'no authority']) expect(seen[kind] ?? 0, kind).to.be.greaterThan(50)
    })
  })

  describe('laws', () => {
    const refs = fc.oneof(A.URIReference, A.URI, A.relativeRef).map(ref)

    it('get then set is the identity: withX(getX(r))(r) is Right(r), spans included', () => {
      let checked = 0
      fc.assert(
        fc.property(refs, (r) => {
          for (const c of COMPONENTS) {
            expect(c.set(c.get(r))(r), c.name).to.deep.equal(E.right(r))
            checked++
          }
        }),
        { numRuns: 1000, seed: 15 },
      )
      expect(checked).to.equal(7000)
    })

    it('set then get gives the value, and the result’s text parses back to the same tree', () => {
      const counts: Record<string, number> = {}
      for (const c of COMPONENTS) {
        counts[c.name] = 0
        fc.assert(
          fc.property(refs, fc.option(c.values, { nil: null, freq: 5 }), (r, v) => {
            const got = c.set(v)(r)
            if (E.isLeft(got)) return got.left.code === 'component-conflict'
            counts[c.name]++
            const want = c.name === 'path' && v === null ? '' : v
            return c.get(got.right) === want && JSON.stringify(parse(serialize(got.right))) === JSON.stringify(E.right(got.right))
          }),
          { numRuns: 2000, seed: 16 },
        )
      }
      for (const c of COMPONENTS) expect(counts[c.name], `${c.name}: results checked`).to.be.greaterThan(c.name === 'userinfo' || c.name === 'port' ? 700 : 1000)
    })

    /** The text of the components, recomposed with nothing added (section 5.3), or null when a userinfo or port has no host. */
    const naive = (k: Readonly<Record<string, string | null>>): string | null => {
      if (k.host === null && (k.userinfo !== null || k.port !== null)) return null
      const authority = k.host === null ? '' : `//${k.userinfo === null ? '' : k.userinfo + '@'}${k.host}${k.port === null ? '' : ':' + k.port}`
      return `${k.scheme === null ? '' : k.scheme + ':'}${authority}${k.path}${k.query === null ? '' : '?' + k.query}${k.fragment === null ? '' : '#' + k.fragment}`
    }

    it('a conflict is exactly a change whose text, recomposed with nothing added, would not read back as the same components', () => {
      let conflicts = 0
      let rights = 0
      fc.assert(
        fc.property(refs, fc.nat(COMPONENTS.length - 1), fc.option(fc.oneof(...COMPONENTS.map((c) => c.values)), { nil: null, freq: 4 }), (r, n, v) => {
          const c = COMPONENTS[n]
          if (v !== null && !c.rules.some((rule) => oracleAccepts(rule, v))) return true
          const want: Record<string, string | null> = {}
          for (const d of COMPONENTS) want[d.name] = d === c ? (c.name === 'path' ? (v ?? '') : v) : d.get(r)
          const t = naive(want)
          const back = t === null ? null : parse(t)
          const readsBack = back !== null && E.isRight(back) && COMPONENTS.every((d) => d.get(back.right) === want[d.name])
          const got = c.set(v)(r)
          if (E.isRight(got)) {
            rights++
            return readsBack && serialize(got.right) === t
          }
          conflicts++
          return got.left.code === 'component-conflict' && !readsBack && got.left.offset >= 0 && got.left.offset <= (v ?? '').length
        }),
        { numRuns: 5000, seed: 17 },
      )
      expect(rights, 'changes made').to.be.greaterThan(2500)
      expect(conflicts, 'conflicts found').to.be.greaterThan(100)
    })

    it('class: every error a setter returns is facts only (no message, no detail); one with a reason is worded from it, in both catalogs', () => {
      const kinds: Record<string, number> = {}
      // Values of each component's rule, any text, and now and then no text at all (from JavaScript).
      const values = fc.oneof(
        { arbitrary: fc.oneof(...COMPONENTS.map((c) => c.values)), weight: 6 },
        { arbitrary: anyString, weight: 2 },
        { arbitrary: fc.constantFrom<unknown>(42, undefined, {}, ['x']), weight: 1 },
        // null removes a component: a host so removed may leave a userinfo or a port without one (section 3.2).
        { arbitrary: fc.constant(null), weight: 2 },
        // Paths that conflict where no authority is: "//" first (section 3.3), ":" in the first segment (4.2).
        { arbitrary: fc.constantFrom('//x', '//', 'a:b', 'x'), weight: 1 },
      )
      fc.assert(
        fc.property(refs, fc.nat(COMPONENTS.length - 1), values, (r, n, v) => {
          const got = COMPONENTS[n].set(v as string | null)(r)
          if (E.isRight(got)) return
          const e = got.left
          expect(e).to.not.have.any.keys('message', 'detail', 'line', 'column')
          kinds[e.reason?.kind ?? e.code] = (kinds[e.reason?.kind ?? e.code] ?? 0) + 1
          if (e.reason !== undefined) for (const catalog of [technical, plain]) expect(describeError(catalog)(e)).to.equal(catalog.reasons[e.reason.kind](e.reason as never, e))
        }),
        { numRuns: 4000, seed: 18 },
      )
      for (const kind of [
        'conflict-path-after-authority',
        'conflict-path-starts-with-slashes',
        'conflict-colon-in-first-segment',
        'conflict-needs-host',
        'conflict-host-removal',
        'not-a-string',
      ])
        expect(kinds[kind] ?? 0, `${kind}: ${JSON.stringify(kinds)}`).to.be.greaterThan(5)
    })
  })
})
