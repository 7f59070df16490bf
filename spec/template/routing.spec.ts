/**
 * Matching for servers: `matchWith` (query parameters in any order, extra
 * parameters, "+" as a space, IRIs), `compileTemplate` (its inferred
 * variables' type) and `routeTemplates` (the most specific template first).
 */
import { expect } from 'chai'
import * as E from 'fp-ts/lib/Either.js'
import * as O from 'fp-ts/lib/Option.js'
import * as fc from 'fast-check'
import { describeError, technical } from '../../src/messages/index.ts'
import {
  type CompiledTemplate,
  compileTemplate,
  expand,
  matchWith,
  type MatchOptions,
  parseTemplate,
  routeTemplates,
  type Template,
  type TemplateVariables,
} from '../../src/template/index.ts'

const template = (t: string): Template => {
  const r = parseTemplate(t)
  if (E.isLeft(r)) throw new Error(`${t}: ${describeError(technical)(r.left)}`)
  return r.right
}
const compiled = <T extends string>(t: T): CompiledTemplate<TemplateVariables<T>> => {
  const r = compileTemplate(t)
  if (E.isLeft(r)) throw new Error(`${t}: ${describeError(technical)(r.left)}`)
  return r.right
}
const ANY: MatchOptions = { query: 'any-order' }

describe('matchWith', () => {
  const rows: readonly (readonly [MatchOptions, string, string, unknown])[] = [
    [ANY, 'acme://products{?page,limit}', 'acme://products?limit=10&page=1', { variables: { limit: '10', page: '1' }, extra: [] }],
    [ANY, 'acme://products{?page,limit}', 'acme://products?page=1&limit=10&x=1', { variables: { page: '1', limit: '10' }, extra: [] }],
    [{ ...ANY, extra: 'report' }, 'acme://products{?page,limit}', 'acme://products?page=1&limit=10&x=1', { variables: { page: '1', limit: '10' }, extra: [['x', '1']] }],
    [ANY, 'acme://products{?page,limit}', 'acme://products', { variables: {}, extra: [] }],
    [ANY, 'acme://products{?page,limit}', 'acme://products?limit=5', { variables: { limit: '5' }, extra: [] }],
    [{ ...ANY, extra: 'report' }, 'users://{id}{?tags*}', 'users://7?tags=a&q=x&tags=b', { variables: { id: '7', tags: ['a', 'b'] }, extra: [['q', 'x']] }],
    [ANY, '/s{?q}{&lang}{#f}', '/s?lang=fr&q=caf%C3%A9#top', { variables: { lang: 'fr', q: 'café', f: 'top' }, extra: [] }],
    [ANY, '/s{?q}', '/s?q=a+b', { variables: { q: 'a+b' }, extra: [] }],
    [{ ...ANY, plus: 'space' }, '/s{?q}', '/s?q=a+b%2B', { variables: { q: 'a b+' }, extra: [] }],
    [ANY, '/s{?list}', '/s?list=a,b%2Cc', { variables: { list: ['a', 'b,c'] }, extra: [] }],
    [{ iri: true }, 'users://{id}/profile', 'users://café/profile', { variables: { id: 'café' }, extra: [] }],
    [{ iri: true, ...ANY }, 'users://{id}{?q}', 'users://café?q=thé', { variables: { id: 'café', q: 'thé' }, extra: [] }],
    [{}, 'acme://products{?page,limit}', 'acme://products?page=1&limit=10', { variables: { page: '1', limit: '10' }, extra: [] }],
  ]
  for (const [options, t, uri, out] of rows) {
    it(`${JSON.stringify(options)} ${t} matches ${uri}`, () => expect(matchWith(options)(template(t))(uri)).to.deep.equal(E.right(O.some(out))))
  }

  const misses: readonly (readonly [MatchOptions, string, string])[] = [
    [{}, 'acme://products{?page,limit}', 'acme://products?limit=10&page=1'],
    [{}, 'acme://products{?page,limit}', 'acme://products?page=1&limit=10&x=1'],
    [ANY, 'acme://products{?page,limit}', 'acme://other?page=1'],
    [ANY, '/s{?q}', '/s?q=%FF'],
    [ANY, '/s{?q}', '/s?q=a b'],
    [ANY, '/s{?q}', '/s?q=1#frag'],
    [{}, 'users://{id}/profile', 'users://café/profile'],
  ]
  for (const [options, t, uri] of misses) it(`${JSON.stringify(options)} ${t} does not match ${uri}`, () => expect(matchWith(options)(template(t))(uri)).to.deep.equal(E.right(O.none)))

  it('bad options are a Left, never a throw', () => {
    for (const bad of [{ query: 'sideways' }, { iri: 'yes' }, { extra: 1 }, null, 'any-order'] as unknown as MatchOptions[]) {
      const r = matchWith(bad)(template('{x}'))('a')
      expect(E.isLeft(r) && r.left.code, JSON.stringify(bad)).to.equal('invalid-options')
    }
    expect(matchWith(ANY)(template('{x}'))(1 as unknown as string)).to.deep.equal(E.right(O.none))
  })

  it('generator: any order and any subset of the query reads the variables of the template order', () => {
    const names = ['a', 'b', 'c', 'd']
    const t = template('/r/{id}{?a,b,c,d}')
    const m = matchWith({ query: 'any-order', extra: 'report' })(t)
    let shuffled = 0
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z0-9]{1,4}$/),
        fc.subarray(names),
        fc.array(fc.stringMatching(/^[a-z é&=+%,]{0,4}$/), { minLength: 4, maxLength: 4 }),
        fc.array(fc.tuple(fc.stringMatching(/^[x-z]{1,2}$/), fc.stringMatching(/^[a-z]{0,2}$/)), { maxLength: 2 }),
        fc.infiniteStream(fc.nat()),
        (id, present, values, extras, rand) => {
          const vars = Object.fromEntries(present.map((n) => [n, values[names.indexOf(n)]]))
          const inOrder = expand(t)({ id, ...vars })
          if (E.isLeft(inOrder)) return
          const query = inOrder.right.includes('?') ? inOrder.right.slice(inOrder.right.indexOf('?') + 1).split('&') : []
          const pairs = [...query, ...extras.map(([k, v]) => `${k}=${v}`)]
          const it = rand[Symbol.iterator]()
          const order = pairs.map((p) => [it.next().value as number, p] as const).sort((x, y) => x[0] - y[0])
          if (pairs.length > 1) shuffled++
          const uri = `/r/${id}${pairs.length > 0 ? '?' : ''}${order.map((o) => o[1]).join('&')}`
          const r = m(uri)
          expect(E.isRight(r) && O.isSome(r.right), uri).to.equal(true)
          if (E.isRight(r) && O.isSome(r.right)) {
            // Values written as lists (a bare ",") read back as lists: expand both and compare.
            expect(expand(t)({ id, ...r.right.value.variables })).to.deep.equal(inOrder)
            expect(r.right.value.extra).to.deep.equal(order.filter((o) => /^[x-z]/.test(o[1])).map((o) => o[1].split('=')))
          }
        },
      ),
      { numRuns: 300, seed: 1079 },
    )
    expect(shuffled).to.be.greaterThan(100)
  })
})

describe('compileTemplate', () => {
  it('compiles once: text, names, expand, match, matchWith, expandPartial', () => {
    const t = compiled('users://{id}{?tags*}')
    expect([t.text, t.variableNames]).to.deep.equal(['users://{id}{?tags*}', ['id', 'tags']])
    expect(t.expand({ id: '7', tags: ['a', 'b'] })).to.deep.equal(E.right('users://7?tags=a&tags=b'))
    expect(t.match('users://7?tags=a&tags=b')).to.deep.equal(O.some({ id: '7', tags: ['a', 'b'] }))
    expect(t.matchWith(ANY)('users://7?tags=b&x=1&tags=a')).to.deep.equal(E.right(O.some({ variables: { id: '7', tags: ['b', 'a'] }, extra: [] })))
    expect(t.expandPartial({ id: '7' })).to.deep.equal(E.right('users://7{?tags*}'))
    expect(E.isLeft(compileTemplate('{x'))).to.equal(true)
  })

  it('reads the variables type from a literal template', () => {
    const t = compiled('users://{id}{?tags*}{/path*}{+raw:3}')
    const found = t.match('users://7')
    // Compile-time checks: each name with the type match gives it.
    const typed: O.Option<{
      readonly id?: string | readonly string[]
      readonly tags?: readonly string[]
      readonly path?: readonly string[] | Readonly<Record<string, string>>
      readonly raw?: string
    }> = found
    expect(typed).to.deep.equal(O.some({ id: '7' }))
    const wide = compiled('{a}' as string).match('x')
    expect(wide).to.deep.equal(O.some({ a: 'x' }))
  })
})

describe('routeTemplates', () => {
  const list = [compiled('users://{id}'), compiled('users://{id}/profile'), compiled('users://me'), compiled('files:///{+path}'), compiled('{+any}')]
  const route = routeTemplates(list)
  it('a list that is not one of compiled templates (from JavaScript) routes nothing: a usage error for every URI', () => {
    const cases: readonly (readonly [unknown, string])[] = [
      [undefined, 'a value of type undefined'],
      [null, 'null'],
      ['users://{id}', 'a value of type string'],
      [[list[0], 'users://{id}'], 'an array holding something else'],
    ]
    for (const [templates, got] of cases) {
      const r = routeTemplates(templates as never)('users://7')
      expect(E.isLeft(r) && [r.left.code, r.left.option, describeError(technical)(r.left)]).to.deep.equal([
        'invalid-options',
        'templates',
        `routeTemplates takes an array of templates made by compileTemplate; got ${got}.`,
      ])
    }
  })
  const rows: readonly (readonly [string, number, unknown])[] = [
    ['users://7/profile', 1, { id: '7' }],
    ['users://me', 2, {}],
    ['users://7', 0, { id: '7' }],
    ['files:///a/b.txt', 3, { path: 'a/b.txt' }],
    ['other:x', 4, { any: 'other:x' }],
  ]
  for (const [uri, index, variables] of rows) {
    it(`${uri} goes to ${list[index].text}`, () => {
      const r = route(uri)
      expect(E.isRight(r) && O.isSome(r.right) && [r.right.value.index, r.right.value.variables]).to.deep.equal([index, variables])
    })
  }
  it('is none when no template matches, a Left for bad options', () => {
    expect(routeTemplates(list.slice(0, 3))('x:y')).to.deep.equal(E.right(O.none))
    const r = routeTemplates(list, { plus: 'both' } as unknown as MatchOptions)('users://7')
    expect(E.isLeft(r) && r.left.code).to.equal('invalid-options')
  })
  it('orders by literal characters, then fewer expressions, then the list', () => {
    const same = [compiled('a{/x}{/y}'), compiled('a{/x}'), compiled('a{/z}')]
    const r = routeTemplates(same)('a/1')
    expect(E.isRight(r) && O.isSome(r.right) && r.right.value.index).to.equal(1)
  })
})

describe('matchWith: what a server author meets (empty, repeated, a query the template does not write)', () => {
  const ok = (variables: unknown, extra: unknown = []) => E.right(O.some({ variables, extra }))
  const rows: readonly (readonly [MatchOptions, string, string, unknown])[] = [
    // empty (default 'accept', as match): RFC 6570 cannot tell an empty simple expression from an undefined one.
    [{}, 'users://{userId}/profile', 'users:///profile', ok({})],
    [{ empty: 'refuse' }, 'users://{userId}/profile', 'users:///profile', E.right(O.none)],
    [{ empty: 'refuse' }, 'users://{userId}/profile', 'users://42/profile', ok({ userId: '42' })],
    [{ empty: 'refuse' }, 'files:///{+path}', 'files:///', E.right(O.none)],
    [{ empty: 'refuse' }, '/a{/x}', '/a/', E.right(O.none)],
    [{ empty: 'refuse' }, '/a{/x}', '/a', ok({})],
    [{ empty: 'refuse' }, '/m{;x}', '/m;x=', E.right(O.none)],
    [{ empty: 'refuse' }, '/m{;x}', '/m;x=a,', ok({ x: ['a', ''] })],
    [{ ...ANY, empty: 'refuse' }, 'acme://products{?page,limit}', 'acme://products?page=', E.right(O.none)],
    [{ ...ANY, empty: 'refuse' }, 'acme://products{?page,limit}', 'acme://products?limit=5', ok({ limit: '5' })],
    [{ ...ANY, empty: 'refuse' }, 'acme://products{?page,limit}', 'acme://products', ok({})],
    // repeated (default 'first'): the first value, the others extra.
    [ANY, 'acme://products{?page}', 'acme://products?page=1&page=2', ok({ page: '1' })],
    [{ ...ANY, extra: 'report' }, 'acme://products{?page}', 'acme://products?page=1&page=2', ok({ page: '1' }, [['page', '2']])],
    [{ ...ANY, repeated: 'list' }, 'acme://products{?page}', 'acme://products?page=1&page=2,3', ok({ page: ['1', '2', '3'] })],
    [{ ...ANY, repeated: 'list' }, 'acme://products{?page}', 'acme://products?page=1', ok({ page: '1' })],
    [{ ...ANY, repeated: 'refuse' }, 'acme://products{?page}', 'acme://products?page=1&page=2', E.right(O.none)],
    [{ ...ANY, repeated: 'refuse' }, 'users://{id}{?tags*}', 'users://7?tags=a&tags=b', ok({ id: '7', tags: ['a', 'b'] })],
    // In any order, a template that writes no query matches a URI with one: its parameters are extra.
    [ANY, 'users://{id}/profile', 'users://42/profile?x=1', ok({ id: '42' })],
    [
      { ...ANY, extra: 'report' },
      'users://{id}/profile',
      'users://42/profile?x=1&y=%C3%A9',
      ok({ id: '42' }, [
        ['x', '1'],
        ['y', 'é'],
      ]),
    ],
    [ANY, 'users://{id}/profile', 'users://42/profile?x=%FF', E.right(O.none)],
    [ANY, 'users://{id}/profile{#f}', 'users://42/profile?x=1#top', ok({ id: '42', f: 'top' })],
    [ANY, 'files:///{+path}', 'files:///a/b?x=1', ok({ path: 'a/b' })],
    // In order, extra parameters are never ignored, whatever `extra` says.
    [{ extra: 'ignore' }, 'users://{id}/profile', 'users://42/profile?x=1', E.right(O.none)],
    [{ extra: 'ignore' }, 'acme://products{?page}', 'acme://products?page=1&utm=1', E.right(O.none)],
    [{ extra: 'ignore' }, 'files:///{+path}', 'files:///a/b?x=1', ok({ path: 'a/b?x=1' })],
    // A prefixed query variable writes at most its prefix: a longer value is none of the template's.
    [ANY, 'acme://s{?q:3}', 'acme://s?q=abc', ok({ q: 'abc' })],
    [ANY, 'acme://s{?q:3}', 'acme://s?q=abcd', E.right(O.none)],
  ]
  for (const [options, t, uri, out] of rows) {
    it(`${JSON.stringify(options)} ${t} against ${uri}`, () => {
      expect(matchWith(options)(template(t))(uri)).to.deep.equal(out)
      // The compiled template and the router read alike.
      const c = compiled(t)
      expect(c.matchWith(options)(uri)).to.deep.equal(out)
      const r = routeTemplates([c], options)(uri)
      expect(E.isRight(r) && O.isSome(r.right) ? E.right(O.some({ variables: r.right.value.variables, extra: r.right.value.extra })) : r).to.deep.equal(out)
    })
  }

  it('options of the wrong kind are an invalid-options Left, from matchWith, a compiled template and the router', () => {
    for (const bad of [{ empty: 'maybe' }, { empty: true }, { repeated: 'all' }, { repeated: 1 }, { ...ANY, repeated: null }] as unknown as MatchOptions[]) {
      const expected = Object.keys(bad).find((k) => k !== 'query') as string
      const r = matchWith(bad)(template('{?x}'))('?x=1')
      expect(E.isLeft(r) && [r.left.code, describeError(technical)(r.left).includes(`"${expected}"`)], JSON.stringify(bad)).to.deep.equal(['invalid-options', true])
      const c = compiled('{?x}').matchWith(bad)('?x=1')
      expect(E.isLeft(c) && c.left.code).to.equal('invalid-options')
      const route = routeTemplates([compiled('{?x}')], bad)('?x=1')
      expect(E.isLeft(route) && route.left.code).to.equal('invalid-options')
    }
  })

  it("generator: empty: 'refuse' gives accept's match when it holds no empty value, else none; repeated gives first, all or none", () => {
    const t = template('/r/{id}{/seg}{;m}{?a,b}{&c*}')
    const accept = matchWith({ ...ANY, extra: 'report' })(t)
    const refuse = matchWith({ ...ANY, extra: 'report', empty: 'refuse' })(t)
    const list = matchWith({ ...ANY, extra: 'report', repeated: 'list' })(t)
    const never = matchWith({ ...ANY, extra: 'report', repeated: 'refuse' })(t)
    const value = fc.constantFrom('', 'x', 'y,z', '%20')
    let refused = 0
    let kept = 0
    let repeats = 0
    fc.assert(
      fc.property(
        fc.constantFrom('', 'x'),
        fc.option(value, { nil: undefined }),
        fc.option(value, { nil: undefined }),
        fc.array(fc.tuple(fc.constantFrom('a', 'b', 'c', 'z'), value), { maxLength: 4 }),
        (id, seg, m, pairs) => {
          const uri = `/r/${id}${seg === undefined ? '' : `/${seg}`}${m === undefined ? '' : `;m=${m}`}${pairs.length > 0 ? '?' : ''}${pairs.map(([k, v]) => `${k}=${v}`).join('&')}`
          const a = accept(uri)
          const r = refuse(uri)
          expect(E.isRight(a) && O.isSome(a.right), uri).to.equal(true)
          if (!(E.isRight(a) && O.isSome(a.right))) return
          const vars = a.right.value.variables
          const empty = id === '' || Object.values(vars).some((v) => v === '' || (Array.isArray(v) && v.every((x) => x === '')))
          expect(r, uri).to.deep.equal(empty ? E.right(O.none) : a)
          if (empty) refused++
          else kept++
          // A parameter the template names without explode ("a", "b"), given twice.
          const twice = ['a', 'b'].filter((k) => pairs.filter(([n]) => n === k).length > 1)
          if (twice.length > 0) repeats++
          expect(never(uri), uri).to.deep.equal(twice.length > 0 ? E.right(O.none) : a)
          const l = list(uri)
          for (const k of ['a', 'b']) {
            const members = pairs.filter(([n]) => n === k).flatMap(([, v]) => v.split(',').map(decodeURIComponent))
            const got = E.isRight(l) && O.isSome(l.right) ? l.right.value.variables[k] : 'none'
            expect(got, `${uri} ${k}`).to.deep.equal(members.length === 0 ? undefined : members.length === 1 ? members[0] : members)
          }
        },
      ),
      { numRuns: 1_000, seed: 1785 },
    )
    expect([refused > 200, kept > 200, repeats > 100], `${refused} ${kept} ${repeats}`).to.deep.equal([true, true, true])
  })
})
