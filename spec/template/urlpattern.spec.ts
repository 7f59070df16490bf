/**
 * The bridge to URLPattern (src/template/urlpattern.ts): `toURLPattern`,
 * `fromURLPattern` and `PatternVariables`, checked against
 * `urlpattern-polyfill` (Node 20 has no URLPattern) as the oracle. On URLs
 * that are expansions of generated templates, the converted pattern accepts
 * them with the same groups, but for the differences that follow from the
 * two designs, each counted: groups not decoded, `:id` not empty, the URL
 * Standard's reading (dot segments, a host in lower case), a host label's
 * value holding ".", a list read as one string. And the other way: a
 * pattern's template expands, for generated groups, to URLs the pattern
 * accepts with those groups.
 */
import { expect } from 'chai'
import * as E from 'fp-ts/lib/Either.js'
import * as fc from 'fast-check'
import { describeError, plain, technical } from '../../src/messages/index.ts'
import { expand, fromURLPattern, type PatternVariables, parseTemplate, type Template, toURLPattern, type URLPatternInit, type Variables } from '../../src/template/index.ts'

const parsed = (s: string): Template => {
  const r = parseTemplate(s)
  if (E.isLeft(r)) throw new Error(`${s}: ${describeError(technical)(r.left)}`)
  return r.right
}
const to = (s: string): E.Either<readonly [string, number], URLPatternInit> => E.mapLeft((e: { code: string; offset: number }) => [e.code, e.offset] as const)(toURLPattern(parsed(s)))
const from = (p: string | URLPatternInit): E.Either<readonly [string, number], string> => E.mapLeft((e: { code: string; offset: number }) => [e.code, e.offset] as const)(fromURLPattern(p))

/** The groups of each component URLPattern gives, or null when it does not match (or the URL Standard refuses the URL). */
type Groups = Readonly<Record<string, string | undefined>>
/** Each component's groups, and the path as the polyfill read it. */
interface Found {
  readonly protocol: Groups
  readonly hostname: Groups
  readonly pathname: Groups
  readonly search: Groups
  readonly hash: Groups
  readonly path: string
}
const exec = (init: URLPatternInit, url: string): Found | null => {
  try {
    const r = new URLPattern(init).exec(url)
    return r === null || r === undefined
      ? null
      : { hostname: r.hostname.groups, pathname: r.pathname.groups, protocol: r.protocol.groups, search: r.search.groups, hash: r.hash.groups, path: r.pathname.input }
  } catch {
    return null
  }
}

/** The polyfill's class, from its subpath that leaves the global alone (its types are not reachable under this repository's node10 resolution). */
interface PatternResult {
  readonly [component: string]: { readonly input: string; readonly groups: Readonly<Record<string, string | undefined>> }
}
interface Pattern extends Readonly<Record<'protocol' | 'username' | 'password' | 'hostname' | 'port' | 'pathname' | 'search' | 'hash', string>> {
  exec(input: string): PatternResult | null
}
const { URLPattern } = require('urlpattern-polyfill/urlpattern') as { readonly URLPattern: new (init: string | URLPatternInit) => Pattern }

const EMPTY = { username: '', password: '', port: '', search: '', hash: '' }

describe('toURLPattern: the templates URLPattern can express', () => {
  const rows: readonly (readonly [string, URLPatternInit])[] = [
    ['https://example.com/users/{id}', { protocol: 'https', ...EMPTY, hostname: 'example.com', pathname: '/users/:id' }],
    ['https://{tenant}.example.com/users/{id}{/tab}', { protocol: 'https', ...EMPTY, hostname: ':tenant.example.com', pathname: '/users/:id{/:tab}?' }],
    // Under a scheme that is not special, URLPattern's `:x` in a path takes "/" too: the group says "one segment".
    ['acme://h/files{/path*}', { protocol: 'acme', ...EMPTY, hostname: 'h', pathname: '/files{/:path([^\\/]+?)}*' }],
    ['users://{id}/profile/{tab}', { protocol: 'users', ...EMPTY, hostname: ':id', pathname: '/profile/:tab([^\\/]+?)' }],
    // A special scheme's empty path is "/" to the URL Standard; a URI without authority has an empty host.
    ['https://example.com', { protocol: 'https', ...EMPTY, hostname: 'example.com', pathname: '/' }],
    ['mailto:a@b.example', { protocol: 'mailto', ...EMPTY, hostname: '', pathname: 'a@b.example' }],
    [
      'http://u:p@[::1]:8080/a(1)*?q=1+2#top',
      { protocol: 'http', username: 'u', password: 'p', hostname: '[\\:\\:1]', port: '8080', pathname: '/a\\(1\\)\\*', search: 'q=1\\+2', hash: 'top' },
    ],
    // Without a scheme: the components from the path (or the authority) on; the ones before are a base's.
    ['/users/{id}', { pathname: '/users/:id', search: '', hash: '' }],
    ['{/v}/users', { pathname: '{/:v}?/users', search: '', hash: '' }],
    ['//cdn.example/{file}', { ...EMPTY, hostname: 'cdn.example', pathname: '/:file' }],
  ]
  for (const [t, init] of rows) it(`${t} → ${JSON.stringify(init)}`, () => expect(to(t)).to.deep.equal(E.right(init)))

  const refused: readonly (readonly [string, number, RegExp])[] = [
    ['acme://products{?page,limit}', 15, /a query expression/],
    ['/search?q={q}', 10, /in the query or the fragment/],
    ['/a{#f}', 2, /fragment expansion/],
    ['{+base}/users', 0, /reserved and fragment expansion/],
    ['/u/{x:3}', 3, /prefix/],
    ['/u/{x*}', 3, /explode/],
    ['/u/{a,b}', 3, /several variables/],
    ['/u/a{x}', 4, /shares its path segment/],
    ['/u/{x}.json', 3, /shares its path segment/],
    ['/u/{x}{y}', 3, /shares its path segment/],
    ['https://a{x}.example/', 9, /shares its path segment or host label/],
    ['/u{.ext}', 2, /label and path-style/],
    ['/u{;p}', 2, /label and path-style/],
    ['/u/{a.b}', 3, /JavaScript identifier/],
    ['/u/{1x}', 3, /JavaScript identifier/],
    ['/u/{x}/{x}', 7, /stands twice/],
    ['http://{u}@h/', 7, /user information/],
    ['http://h:{p}/', 9, /port/],
    ['{x}', 0, /neither a scheme nor "\/"/],
    ['urn:isbn:{id}', 9, /shares its path segment/],
  ]
  for (const [t, offset, why] of refused)
    it(`${t}: not-expressible at ${offset}`, () => {
      const r = toURLPattern(parsed(t))
      expect(E.isLeft(r) && [r.left.code, r.left.offset, r.left.rule]).to.deep.equal(['not-expressible', offset, 'URI-Template'])
      expect(E.isLeft(r) && describeError(technical)(r.left))
        .to.match(/^URLPattern cannot express "/)
        .and.match(why)
    })

  it('every pattern it gives is one URLPattern reads (the oracle constructs it)', () => {
    for (const [t] of rows) {
      const r = toURLPattern(parsed(t))
      if (E.isLeft(r)) throw new Error(describeError(technical)(r.left))
      expect(() => new URLPattern(r.right), t).not.to.throw()
    }
  })
})

describe('fromURLPattern: the template of a pattern of named groups and wildcards', () => {
  const rows: readonly (readonly [string | URLPatternInit, string])[] = [
    ['https://example.com/users/:id', 'https://example.com/users/{id}'],
    ['/users/:id', '/users/{id}'],
    ['/users/:id?', '/users{/id}'],
    ['/files/:path+', '/files{/path*}'],
    ['/files/:path*', '/files{/path*}'],
    ['/file{.:ext}?', '/file{.ext}'],
    ['/a-:x?', '/a-{x}'],
    // Wildcards numbered across the pattern (URLPattern numbers them per component); reserved expansion in the path.
    ['https://*.example.com/*', 'https://{0}.example.com/{+1}'],
    ['https://:tenant.example.com/files/*', 'https://{tenant}.example.com/files/{+0}'],
    ['https://example.com:8080/x?q=:q#:h', 'https://example.com:8080/x?q={q}#{h}'],
    // A whole wildcard is "anything", as a component left out is: nothing written there.
    ['*://example.com/x', '//example.com/x'],
    ['https://example.com/x\\:y/ a', 'https://example.com/x:y/%20a'],
    ['https://u\\:p@h/x', 'https://u:p@h/x'],
    [{ pathname: '/users/:id' }, '/users/{id}'],
    [{ protocol: 'https', hostname: 'example.com', pathname: '/x/:y', search: '', hash: '' }, 'https://example.com/x/{y}'],
    [{ protocol: 'https', hostname: 'example.com', pathname: '/x', search: '*', hash: 'top' }, 'https://example.com/x#top'],
    [{ protocol: 'urn', pathname: 'isbn\\::x' }, 'urn:isbn:{x}'],
    [{ hostname: 'h', pathname: ':x' }, '//h/{x}'],
  ]
  for (const [p, t] of rows)
    it(`${JSON.stringify(p)} → ${t}`, () => {
      expect(from(p)).to.deep.equal(E.right(t))
      expect(E.isRight(parseTemplate(t))).to.equal(true)
    })

  const refused: readonly (readonly [string | URLPatternInit, string, number, RegExp])[] = [
    ['/a/:id(\\d+)', 'not-expressible', 2, /regular-expression group/],
    ['/a/(\\d+)', 'not-expressible', 2, /regular-expression group/],
    ['/a{b}?', 'not-expressible', 2, /optional or repeated group with fixed text/],
    ['/a{-:x-}?', 'not-expressible', 2, /optional or repeated group with fixed text/],
    ['/a:id+', 'not-expressible', 2, /without "\/" or "\." just before it/],
    ['/a/*?', 'not-expressible', 2, /wildcard with a modifier/],
    ['/a/:$x', 'not-expressible', 2, /group name/],
    ['/a/:id/b/:id', 'not-expressible', 8, /a second time/],
    [{ hostname: ':x.example', pathname: '/:x' }, 'not-expressible', 0, /a second time/],
    [{ protocol: 'https', pathname: '/x' }, 'not-expressible', 0, /with any host/],
    [{ baseURL: 'https://a/', pathname: '/x' }, 'not-expressible', 0, /baseURL/],
    ['/a/{', 'invalid-character', 3, /never closed/],
    ['/a/:', 'invalid-character', 3, /does not read here/],
    ['/a/(x', 'invalid-character', 3, /never closed/],
    ['/a/}', 'invalid-character', 3, /does not read here/],
    [{ pathname: 3 } as never, 'invalid-options', 0, /must be a pattern string/],
    [42 as never, 'invalid-options', 0, /takes a URLPattern's text or a URLPatternInit/],
  ]
  for (const [p, code, offset, why] of refused)
    it(`${JSON.stringify(p)}: ${code} at ${offset}`, () => {
      const r = fromURLPattern(p)
      expect(E.isLeft(r) && [r.left.code, r.left.offset]).to.deep.equal([code, offset])
      expect(E.isLeft(r) && describeError(technical)(r.left)).to.match(why)
      // Every catalog has words for it: the reason's, not only the code's.
      const reason = E.isLeft(r) ? r.left.reason : undefined
      expect(reason?.kind).to.be.a('string')
      if (E.isLeft(r) && reason !== undefined) expect(describeError(plain)(r.left)).to.equal((plain.reasons[reason.kind] as (r: never, e: never) => string)(reason as never, r.left as never))
    })

  it('never throws on what JavaScript hands it (a getter that throws, a proxy)', () => {
    const getter = Object.defineProperty({}, 'pathname', {
      enumerable: true,
      get: () => {
        throw new Error('no')
      },
    })
    const r = fromURLPattern(getter)
    expect(E.isLeft(r) && r.left.code).to.equal('invalid-options')
    for (const v of [undefined, null, [], Symbol('s'), 10n, '', '\ud800', '{'.repeat(1000), '('.repeat(1000)]) expect(() => fromURLPattern(v as never)).not.to.throw()
  })
})

describe('PatternVariables: the group names, read from the pattern text by the type checker', () => {
  type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false
  it('names, modifiers, groups, wildcards (compile-time checks)', () => {
    const checks: readonly true[] = [
      true as Equal<PatternVariables<'/users/:id'>, { readonly id: string }>,
      true as Equal<PatternVariables<'/users/:id?/files/:path+'>, { readonly id?: string; readonly path: readonly string[] }>,
      true as Equal<PatternVariables<'https://*.example.com/{/:tab}?/*'>, { readonly 0?: string; readonly tab?: string; readonly 1?: string }>,
      true as Equal<PatternVariables<'/a/:id(\\d+)/b\\:c/:rest*'>, { readonly id: string; readonly rest?: readonly string[] }>,
      true as Equal<PatternVariables<'https://example.com:8080/x'>, Record<never, never>>,
      true as Equal<PatternVariables<{ readonly hostname: ':sub.example'; readonly pathname: '/*'; readonly search: '*' }>, { readonly sub: string; readonly 0?: string }>,
      true as Equal<PatternVariables<string>, Readonly<Record<string, string | readonly string[]>>>,
    ]
    expect(checks.every((c) => c)).to.equal(true)
    // What expand takes for the template fromURLPattern gives.
    const vars: PatternVariables<'/users/:id/files/:path+'> = { id: '7', path: ['a', 'b c'] }
    const t = fromURLPattern('/users/:id/files/:path+')
    expect(E.isRight(t) && E.chain((p: Template) => expand(p)(vars))(parseTemplate(t.right))).to.deep.equal(E.right('/users/7/files/a/b%20c'))
  })
})

// ---------------------------------------------------------------------------
// the oracle, on generated templates and patterns
// ---------------------------------------------------------------------------

type Seg = { readonly k: 'text'; readonly w: string } | { readonly k: 'segment' } | { readonly k: 'optional' }
interface Shape {
  readonly scheme: string
  readonly labels: readonly (string | null)[]
  readonly port: string
  readonly segs: readonly Seg[]
  readonly list: boolean
}
const word = fc.constantFrom('users', 'a1', 'files', 'v2')
const shape: fc.Arbitrary<Shape> = fc.record({
  scheme: fc.constantFrom('https', 'acme'),
  labels: fc.array(fc.option(word, { nil: null }), { maxLength: 2 }),
  port: fc.constantFrom('', ':8080'),
  segs: fc.array(
    fc.oneof(
      word.map((w): Seg => ({ k: 'text', w })),
      fc.constant<Seg>({ k: 'segment' }),
      fc.constant<Seg>({ k: 'optional' }),
    ),
    { maxLength: 4 },
  ),
  list: fc.boolean(),
})

/** A template of the kinds URLPattern expresses, each variable named once: h0 … for host labels, p0 … for segments, l for the list. */
const render = (s: Shape): { readonly text: string; readonly hosts: readonly string[]; readonly segments: readonly string[]; readonly optionals: readonly string[] } => {
  const hosts: string[] = []
  const segments: string[] = []
  const optionals: string[] = []
  const labels = s.labels.map((l) => {
    if (l !== null) return l
    hosts.push(`h${hosts.length}`)
    return `{${hosts[hosts.length - 1]}}`
  })
  let path = ''
  s.segs.forEach((g, k) => {
    if (g.k === 'text') path += `/${g.w}`
    else if (g.k === 'segment') {
      segments.push(`p${k}`)
      path += `/{p${k}}`
    } else {
      optionals.push(`p${k}`)
      path += `{/p${k}}`
    }
  })
  if (s.list) path += '{/l*}'
  return { text: `${s.scheme}://${[...labels, 'example'].join('.')}${s.port}${path}`, hosts, segments, optionals }
}

/** Values: the empty ones, dot segments, text to encode, upper case and "." in a host label. */
const pathValue = fc.oneof(
  { weight: 6, arbitrary: fc.string({ unit: fc.constantFrom('a', 'Z', '0', 'é', ' ', '/', '%', '?', '#', ':', '~', '-', '_', '.'), minLength: 1, maxLength: 4 }) },
  { weight: 1, arbitrary: fc.constantFrom<string | undefined>(undefined, '', '.', '..') },
)
const hostValue = fc.oneof(
  { weight: 6, arbitrary: fc.stringMatching(/^[a-z0-9]{1,5}$/) },
  { weight: 1, arbitrary: fc.constantFrom<string | undefined>(undefined, '') },
  { weight: 1, arbitrary: fc.constantFrom('Ab', 'ZZ') },
  { weight: 1, arbitrary: fc.constantFrom('a.b', 'x.y.z') },
)
const listValue = fc.oneof(
  { weight: 4, arbitrary: fc.array(pathValue.filter((v) => v !== undefined) as fc.Arbitrary<string>, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.constant(undefined) },
)

const decode = (s: string | undefined): string | undefined => (s === undefined ? undefined : decodeURIComponent(s))

describe('the oracle (urlpattern-polyfill): toURLPattern on expansions of generated templates', () => {
  it('the pattern accepts each expansion with the same groups, but for the documented differences, each counted', () => {
    const counts = { exact: 0, undecoded: 0, oneString: 0, empty: 0, dots: 0, emptyPath: 0, upperCase: 0, labelDot: 0, ambiguous: 0 }
    fc.assert(
      fc.property(
        shape.chain((s) => {
          const r = render(s)
          const names = [...r.hosts.map((n) => [n, hostValue] as const), ...[...r.segments, ...r.optionals].map((n) => [n, pathValue] as const), ['l', listValue] as const]
          return fc.record(Object.fromEntries(names) as Record<string, fc.Arbitrary<string | readonly string[] | undefined>>).map((values) => ({ s, r, values }))
        }),
        ({ s, r, values }) => {
          const t = parsed(r.text)
          const init = toURLPattern(t)
          if (E.isLeft(init)) throw new Error(`${r.text}: ${describeError(technical)(init.left)}`)
          const defined = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Variables
          const uri = expand(t)(defined)
          if (E.isLeft(uri)) throw new Error(`${r.text}: ${describeError(technical)(uri.left)}`)
          const got = exec(init.right, uri.right)
          const str = (n: string): string | undefined => values[n] as string | undefined
          const list = s.list ? (values.l as readonly string[] | undefined) : undefined
          const pathValues = [...r.segments, ...r.optionals].map(str).concat(list ?? [])
          // The URL Standard removes dot segments: the groups are another path's (counted, not compared).
          if (pathValues.some((v) => v === '.' || v === '..')) return void counts.dots++
          // The URL Standard reads a special scheme's empty path as "/", which a path of optional groups does not match.
          if (s.scheme === 'https' && !uri.right.slice('https://'.length).includes('/') && (s.segs.length > 0 || s.list) && s.segs.every((g) => g.k === 'optional')) {
            counts.emptyPath++
            expect(got, uri.right).to.equal(null)
            return
          }
          // `:x` needs a character: an empty (or undefined) whole segment or label, "" in `{/x}`, "" in a list: no match.
          if ([...r.segments, ...r.hosts].some((n) => !str(n)) || r.optionals.some((n) => str(n) === '') || (list ?? []).some((v) => v === '')) {
            counts.empty++
            // (The polyfill reads a path that begins with an empty segment, "//a", without it, and may match what is left.)
            if (got !== null) expect(got.path, uri.right).not.to.equal(new URL(uri.right).pathname)
            return
          }
          // A host label's variable holding ".": RFC 6570 writes "." as it is, and `:x` in a hostname stands for one label.
          if (r.hosts.some((n) => str(n)?.includes('.'))) {
            counts.labelDot++
            expect(got, uri.right).to.equal(null)
            return
          }
          expect(got, `${r.text} ${uri.right} ${JSON.stringify(init.right)}`).not.to.equal(null)
          if (got === null) return
          // Several assignments of groups give the URL (RFC 6570 section 1.4): an absent `{/x}` before a present optional
          // segment or list items, with no text between; URLPattern fills the earlier one, a template's reader its own way.
          let absent = false
          const ambiguous =
            s.segs.some((g, k) => {
              if (g.k === 'text') absent = false
              else if (g.k === 'optional' && values[`p${k}`] === undefined) absent = true
              else if (g.k === 'optional' && absent) return true
              return false
            }) ||
            (absent && (list ?? []).length > 0)
          if (ambiguous) return void counts.ambiguous++
          // URLPattern reads a host in lower case (the URL Standard, for a special scheme).
          const upper = r.hosts.some((n) => str(n) !== str(n)?.toLowerCase())
          if (upper) counts.upperCase++
          for (const n of r.hosts) expect(got.hostname[n], n).to.equal(str(n)?.toLowerCase())
          // URLPattern's groups are the URL's text, not decoded: decoded, they are the values.
          for (const n of [...r.segments, ...r.optionals]) {
            expect(decode(got.pathname[n]), n).to.equal(str(n))
            if (got.pathname[n] !== str(n)) counts.undecoded++
          }
          // `{/l*}` is a list where URLPattern's `{/:l}*` is one string, "a/b".
          const l = got.pathname.l
          if (list === undefined || list.length === 0) expect(l, 'l').to.equal(undefined)
          else {
            expect(l?.split('/').map(decode), 'l').to.deep.equal(list)
            if (list.length > 1) counts.oneString++
          }
          if (!upper) counts.exact++
        },
      ),
      { seed: 6570, numRuns: 2000 },
    )
    expect(counts.exact, JSON.stringify(counts)).to.be.greaterThan(1000)
    for (const k of ['undecoded', 'oneString', 'empty', 'dots', 'emptyPath', 'upperCase', 'labelDot', 'ambiguous'] as const)
      expect(counts[k], `${k}: ${JSON.stringify(counts)}`).to.be.greaterThan(10)
  })

  it('fromURLPattern gives back the template (the special scheme\'s empty path as "/")', () => {
    let runs = 0
    fc.assert(
      fc.property(shape, (s) => {
        runs++
        const { text } = render(s)
        const init = toURLPattern(parsed(text))
        if (E.isLeft(init)) throw new Error(describeError(technical)(init.left))
        const empty = s.segs.length === 0 && !s.list
        expect(fromURLPattern(init.right)).to.deep.equal(E.right(empty && s.scheme === 'https' ? `${text}/` : text))
      }),
      { seed: 3986, numRuns: 500 },
    )
    expect(runs).to.equal(500)
  })
})

/** A pattern of named groups and wildcards, and for each group: its component, its name in the template, its name in URLPattern's groups, its kind. */
interface Group {
  readonly component: 'hostname' | 'pathname'
  readonly variable: string
  readonly group: string
  readonly kind: 'one' | 'optional' | 'list' | 'wildcard'
}
const patternShape = fc.record({
  scheme: fc.constantFrom('https', 'acme'),
  labels: fc.array(fc.constantFrom('word', 'name', 'wildcard'), { maxLength: 2 }),
  segs: fc.array(fc.constantFrom('word', 'name', 'optional', 'wildcard'), { maxLength: 4 }),
  tail: fc.constantFrom('', '+', '*'),
})
const renderPattern = (
  p: typeof patternShape extends fc.Arbitrary<infer T> ? T : never,
): { readonly text: string; readonly groups: readonly Group[]; readonly path: readonly (Group | null)[] } => {
  const groups: Group[] = []
  /** The path's groups in order, null for text. */
  const order: (Group | null)[] = []
  let n = 0
  const perComponent = { hostname: 0, pathname: 0 }
  const special = p.scheme === 'https'
  const wildcard = (component: 'hostname' | 'pathname'): string => {
    groups.push({ component, variable: String(n++), group: String(perComponent[component]++), kind: 'wildcard' })
    return '*'
  }
  const labels = p.labels.map((l, k) => {
    if (l === 'word') return 'api'
    if (l === 'wildcard') return wildcard('hostname')
    groups.push({ component: 'hostname', variable: `h${k}`, group: `h${k}`, kind: 'one' })
    return `:h${k}`
  })
  // (A constructor string reads a "{" right after the host as part of the host: a path of another scheme begins with text.)
  let path = special ? '' : '/files'
  // A wildcard takes all it can: an optional group, a list or another wildcard after it would read as part of it (ambiguous), so none follows one.
  let wild = false
  p.segs.forEach((g0, k) => {
    const g = wild && g0 === 'optional' ? 'name' : wild && g0 === 'wildcard' ? 'word' : g0
    if (g === 'word') {
      order.push(null)
      path += '/files'
    } else if (g === 'wildcard') {
      wild = true
      path += `/${wildcard('pathname')}`
      order.push(groups[groups.length - 1])
    } else {
      groups.push({ component: 'pathname', variable: `p${k}`, group: `p${k}`, kind: g === 'name' ? 'one' : 'optional' })
      order.push(groups[groups.length - 1])
      // Under a scheme that is not special, "/" is no group's prefix: the group says it.
      path += g === 'name' ? `/:p${k}` : special ? `/:p${k}?` : `{/:p${k}}?`
    }
  })
  if (p.tail !== '' && !wild) {
    groups.push({ component: 'pathname', variable: 'rest', group: 'rest', kind: 'list' })
    order.push(groups[groups.length - 1])
    path += special ? `/:rest${p.tail}` : `{/:rest}${p.tail}`
  }
  return { text: `${p.scheme}://${[...labels, 'example'].join('.')}${path}`, groups, path: order }
}

describe('the oracle (urlpattern-polyfill): fromURLPattern on generated patterns', () => {
  it("the template's expansions of generated groups are URLs the pattern accepts, with those groups (decoded)", () => {
    const segment = fc.string({ unit: fc.constantFrom('a', 'Z', '0', 'é', ' ', '/', '%', '?', '#', ':', '~', '-', '_'), minLength: 1, maxLength: 4 })
    // Segments joined by "/" (an empty one would be an empty segment, which the polyfill drops at a path's start).
    const wildPath = fc.array(fc.string({ unit: fc.constantFrom('a', '0', ' ', 'é', '-'), minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 3 }).map((s) => s.join('/'))
    // Made once: an arbitrary is costly to build, and the record below is built per run.
    const label = fc.string({ unit: fc.constantFrom('a', 'b', 'z', '0', '9'), minLength: 1, maxLength: 4 })
    const lists = [fc.array(segment, { minLength: 1, maxLength: 3 }), fc.array(segment, { maxLength: 3 })] as const
    const optional = fc.option(segment, { nil: undefined })
    let runs = 0
    let undecoded = 0
    let wildcards = 0
    let emptyPath = 0
    let ambiguities = 0
    fc.assert(
      fc.property(
        patternShape.chain((p) => {
          const { text, groups, path } = renderPattern(p)
          const arbitrary = (g: Group): fc.Arbitrary<unknown> =>
            g.kind === 'list' ? lists[text.endsWith('+') ? 0 : 1] : g.kind === 'optional' ? optional : g.component === 'hostname' ? label : g.kind === 'wildcard' ? wildPath : segment
          return fc.record(Object.fromEntries(groups.map((g) => [g.variable, arbitrary(g)]))).map((values) => ({ text, groups, path, values }))
        }),
        ({ text, groups, path, values }) => {
          runs++
          const t = fromURLPattern(text)
          if (E.isLeft(t)) throw new Error(`${text}: ${describeError(technical)(t.left)}`)
          const defined = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Variables
          const url = E.chain((p: Template) => expand(p)(defined))(parseTemplate(t.right))
          if (E.isLeft(url)) throw new Error(`${t.right}: ${describeError(technical)(url.left)}`)
          const got = exec({ ...splitInit(text) }, url.right)
          // The URL Standard reads a special scheme's empty path as "/", which a path of optional groups does not match.
          if (text.startsWith('https:') && text.slice('https://'.length).includes('/') && !url.right.slice('https://'.length).includes('/')) {
            emptyPath++
            expect(got, url.right).to.equal(null)
            return
          }
          expect(got, `${text} → ${t.right} → ${url.right}`).not.to.equal(null)
          if (got === null) return
          // An absent optional group before a present one, a wildcard or list items, no text between: several readings (URLPattern fills the earlier).
          let absent = false
          const ambiguous = path.some((g) => {
            if (g === null) absent = false
            else if (g.kind === 'optional' && values[g.variable] === undefined) absent = true
            else if ((g.kind === 'optional' || g.kind === 'wildcard' || (g.kind === 'list' && (values[g.variable] as readonly string[]).length > 0)) && absent) return true
            return false
          })
          if (ambiguous) return void ambiguities++
          for (const g of groups) {
            const raw = got[g.component][g.group]
            const v = values[g.variable] as string | readonly string[] | undefined
            if (g.kind === 'list') expect(raw === undefined ? [] : raw.split('/').map(decode), g.variable).to.deep.equal(v)
            else expect(decode(raw), `${g.variable} in ${url.right}`).to.equal(g.kind === 'wildcard' && v === '' ? '' : v)
            if (typeof v === 'string' && raw !== v) undecoded++
            if (g.kind === 'wildcard') wildcards++
          }
        },
      ),
      { seed: 73, numRuns: 1000 },
    )
    expect(runs).to.equal(1000)
    expect(undecoded).to.be.greaterThan(100)
    expect(wildcards).to.be.greaterThan(100)
    expect(emptyPath).to.be.greaterThan(5)
    expect(ambiguities).to.be.greaterThan(5)
  })
})

/** A generated pattern string as URLPattern reads it (the oracle constructs from the string; here its components). */
const splitInit = (text: string): URLPatternInit => {
  const p = new URLPattern(text)
  return { protocol: p.protocol, username: p.username, password: p.password, hostname: p.hostname, port: p.port, pathname: p.pathname, search: p.search, hash: p.hash }
}
