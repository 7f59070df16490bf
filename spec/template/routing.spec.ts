/**
 * Matching for servers: `matchWith` (query parameters in any order, extra
 * parameters, "+" as a space, IRIs), `compileTemplate` (its inferred
 * variables' type) and `routeTemplates` (the most specific template first).
 */
import { expect } from 'chai'
import * as E from 'fp-ts/lib/Either.js'
import * as O from 'fp-ts/lib/Option.js'
import * as fc from 'fast-check'
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
  if (E.isLeft(r)) throw new Error(`${t}: ${r.left.message}`)
  return r.right
}
const compiled = <T extends string>(t: T): CompiledTemplate<TemplateVariables<T>> => {
  const r = compileTemplate(t)
  if (E.isLeft(r)) throw new Error(`${t}: ${r.left.message}`)
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
      expect(E.isLeft(r) && [r.left.code, r.left.option, r.left.message]).to.deep.equal([
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
