/**
 * The MCP TypeScript SDK's `UriTemplate` beside typed-uri, on the SDK's own
 * reproductions: issue #149 (query parameters in another order, or some of
 * them), issue #1079 (optional query parameters), and CVE-2026-0621's input
 * (`{/id*}`, whose generated regular expression backtracked). Each row holds
 * the SDK's answer (of the version installed) and typed-uri's.
 */
import { UriTemplate } from '@modelcontextprotocol/sdk/shared/uriTemplate.js'
import { expect } from 'chai'
import * as E from 'fp-ts/lib/Either.js'
import * as O from 'fp-ts/lib/Option.js'
import { describeError, technical } from '../../src/messages/index.ts'
import { compileTemplate } from '../../src/template/index.ts'

const ours = (t: string, uri: string): unknown => {
  const c = compileTemplate(t)
  if (E.isLeft(c)) throw new Error(describeError(technical)(c.left))
  const r = c.right.matchWith({ query: 'any-order' })(uri)
  return E.isRight(r) && O.isSome(r.right) ? r.right.value.variables : null
}
const sdk = (t: string, uri: string): unknown => new UriTemplate(t).match(uri)

const DOM = 'dom://{pageId}{?selector,includeAttributes,includeText,includeChildren}'
/** [source, template, URI, the SDK's answer, typed-uri's answer] */
const ROWS: readonly (readonly [string, string, string, unknown, unknown])[] = [
  ['#149, in order', 'acme://products{?page,limit}', 'acme://products?page=1&limit=10', { page: '1', limit: '10' }, { page: '1', limit: '10' }],
  ['#149, another order', 'acme://products{?page,limit}', 'acme://products?limit=10&page=1', null, { limit: '10', page: '1' }],
  ['#149, none given', 'acme://products{?page,limit}', 'acme://products', null, {}],
  ['#149, one given', 'acme://products{?page,limit}', 'acme://products?limit=5', null, { limit: '5' }],
  ['#149, a parameter the template does not name', 'acme://products{?page,limit}', 'acme://products?page=1&limit=10&x=1', null, { page: '1', limit: '10' }],
  ['#1079, no query', DOM, 'dom://5a072bc8-a8c7-43c3-84ac-154651ac5d44', null, { pageId: '5a072bc8-a8c7-43c3-84ac-154651ac5d44' }],
  ['#1079, partial', DOM, 'dom://p1?selector=body', null, { pageId: 'p1', selector: 'body' }],
  ['#1079, another order', DOM, 'dom://p1?includeAttributes=true', null, { pageId: 'p1', includeAttributes: 'true' }],
  [
    '#1079, all in order',
    DOM,
    'dom://p1?selector=body&includeAttributes=true&includeText=true&includeChildren=true',
    { pageId: 'p1', selector: 'body', includeAttributes: 'true', includeText: 'true', includeChildren: 'true' },
    { pageId: 'p1', selector: 'body', includeAttributes: 'true', includeText: 'true', includeChildren: 'true' },
  ],
  ['decoding', 'users://{id}/profile', 'users://caf%C3%A9/profile', { id: 'caf%C3%A9' }, { id: 'café' }],
  ['decoding a path', 'file:///{path}', 'file:///a%20b', { path: 'a%20b' }, { path: 'a b' }],
  ['an exploded query variable', 'users://{id}{?tags*}', 'users://7?tags=a&q=x&tags=b', null, { id: '7', tags: ['a', 'b'] }],
  ['CVE-2026-0621 input', '{/id*}', '/users/' + 'user1,user2,user3,'.repeat(10) + 'userX/', null, null],
  [
    'CVE-2026-0621 input, as a list',
    '{/id*}',
    '/users/' + 'user1/user2/user3/'.repeat(10) + 'userX/',
    null,
    { id: ['users', ...Array(10).fill(['user1', 'user2', 'user3']).flat(), 'userX', ''] },
  ],
]

describe('the MCP SDK UriTemplate beside typed-uri (the SDK installed as a dev dependency)', () => {
  for (const [source, t, uri, theirs, mine] of ROWS) {
    it(`${source}: ${t} against ${uri.length > 60 ? uri.slice(0, 57) + '...' : uri}`, () => {
      expect(sdk(t, uri), 'the SDK').to.deep.equal(theirs)
      expect(ours(t, uri), 'typed-uri').to.deep.equal(mine)
    })
  }
})
