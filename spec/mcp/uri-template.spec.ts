/**
 * typed-uri/mcp's `UriTemplate` (src/mcp/uri-template.ts): the MCP SDK's own
 * test cases (spec/mcp/sdk-uri-template-cases.ts, with the SDK's notice), run
 * on the installed SDK (1.32.2) and on our class, our answer where it is
 * another (docs/mcp.md's table); the class's own promises (kinds expanded as
 * absent, maps flattened, any-order queries, nothing thrown but by the
 * constructor); and the seam: the SDK's `McpServer` whose resource templates
 * are our class, read by a client through the SDK's in-memory transport.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js'
import { McpServer, ResourceTemplate } from '@modelcontextprotocol/sdk/server/mcp.js'
import { UriTemplate as SdkUriTemplate } from '@modelcontextprotocol/sdk/shared/uriTemplate.js'
import { expect } from 'chai'
import * as fc from 'fast-check'
import * as fs from 'node:fs'
import * as path from 'node:path'
import { UriTemplate, type Variables } from '../../src/mcp/index.ts'
import { describeError, technical } from '../../src/messages/index.ts'
import { parseTemplate } from '../../src/template/parse.ts'
import { SDK_CASES, type SdkCase } from './sdk-uri-template-cases.ts'

/** An answer: a value, or a throw (of the constructor). */
type Answer = { readonly value: unknown } | { readonly throws: true }

/**
 * Our answer where the SDK's test expects another (`differs`: why; docs/mcp.md's table has a row for each), or where it
 * asserts no value (no throw, a time): then the value we give, asserted.
 */
const OURS: Readonly<Record<string, { readonly answer: Answer; readonly differs?: string }>> = {
  'match-list-commas': {
    answer: { value: null },
    differs: 'path expansion separates an exploded list with "/" (RFC 6570 section 3.2.6): "/red,green,blue" is one segment, and a "," in a value is written %2C',
  },
  'expand-dollar': { answer: { throws: true }, differs: '"$" is not a varchar (RFC 6570 section 2.3)' },
  'expand-query-list': {
    answer: { value: '/search?tags=nodejs&tags=typescript&tags=testing' },
    differs: 'an exploded list in a query repeats its name (section 3.2.8)',
  },
  'new-empty': { answer: { throws: true }, differs: 'an expression holds at least one variable (section 2.2)' },
  'new-comma': { answer: { throws: true }, differs: 'an expression holds at least one variable (section 2.2)' },
  'match-trailing-slash': { answer: { value: {} }, differs: 'an undefined variable expands to nothing (section 3.2.1): "/api/" is the expansion of no variables' },
  'expand-repeated': { answer: { value: '?a=1?b=2?c=3' }, differs: 'each "?" expression begins with "?" (section 3.2.8): write "{?a,b,c}" or "{?a}{&b}{&c}"' },
  // The SDK asserts no throw, or a time; we assert the value.
  'expand-many': { answer: { value: '1234567890'.repeat(1000) } },
  'match-pathological': { answer: { value: { param: 'a'.repeat(100000) } } },
  'expand-utf8': { answer: { value: '/api/%EF%BF%BD%EF%BF%BD%EF%BF%BD' } },
  'match-utf8': { answer: { value: { param: '\uFFFD\uFFFD\uFFFD' } } },
  'new-many': { answer: { value: 'constructs' } },
  'expand-long-name': { answer: { value: 'value' } },
  'match-redos-path': { answer: { value: null } },
  'match-redos-simple': { answer: { value: { id: Array(51).fill('') } } },
}

/** Runs a case on a class of the SDK's shape. */
const run = (Class: typeof UriTemplate | typeof SdkUriTemplate, c: SdkCase): Answer => {
  try {
    if (c.call === 'isTemplate') return { value: Class.isTemplate(c.template) }
    const t = new Class(c.template)
    if (c.call === 'new') return { value: 'constructs' }
    if (c.call === 'variableNames') return { value: t.variableNames }
    if (c.call === 'expand') return { value: t.expand(c.input as Variables) }
    return { value: t.match(c.input as string) }
  } catch {
    return { throws: true }
  }
}

const short = (s: string): string => (s.length > 40 ? `${s.slice(0, 37)}...` : s)

describe("typed-uri/mcp UriTemplate: the MCP SDK's test cases (test/shared/uriTemplate.test.ts)", () => {
  it('every override names a case', () => {
    const ids = new Set(SDK_CASES.map((c) => c.id))
    expect(Object.keys(OURS).filter((k) => !ids.has(k))).to.deep.equal([])
    expect(SDK_CASES.length).to.be.greaterThan(60)
  })

  for (const c of SDK_CASES) {
    it(`${c.test} [${c.call} ${short(c.template)}${typeof c.input === 'string' ? ` ${short(c.input)}` : ''}]`, () => {
      // The installed SDK gives what its test expects (so the copy is of the cases it passes).
      const theirs = run(SdkUriTemplate, c)
      if ('value' in c.sdk) expect(theirs, 'the SDK').to.deep.equal(c.sdk)
      else if ('throws' in c.sdk) expect('throws' in theirs, 'the SDK throws').to.equal(c.sdk.throws)
      else expect('value' in theirs, 'the SDK answers').to.equal(true)
      const expected = OURS[c.id]?.answer ?? c.sdk
      expect('value' in expected || 'throws' in expected, `${c.id}: our answer is a value or a throw`).to.equal(true)
      expect(run(UriTemplate, c), 'typed-uri/mcp').to.deep.equal(expected)
    })
  }

  it("docs/mcp.md's table has a row for each case where the SDK expects something else, with its template", () => {
    const docs = fs.readFileSync(path.resolve(__dirname, '../../docs/mcp.md'), 'utf8')
    const table = docs.slice(docs.indexOf('## Where `typed-uri/mcp` answers otherwise than the SDK'))
    const differing = SDK_CASES.filter((c) => OURS[c.id]?.differs !== undefined)
    expect(differing.length).to.equal(7)
    const rows = table.split('\n').filter((l) => l.startsWith('| `'))
    for (const c of differing)
      expect(
        rows.some((r) => r.includes(`\`${c.template}\``)),
        c.id,
      ).to.equal(true)
  })
})

describe('typed-uri/mcp UriTemplate: its own promises', () => {
  it('expands a value of a kind the template cannot take as absent', () => {
    const t = new UriTemplate('/u/{id}{/path*}{?q,n}')
    const odd = { id: () => 1, path: [{ a: 1 }], q: Symbol('q'), n: 7 } as unknown as Variables
    expect(t.expand(odd)).to.equal('/u/?n=7')
    // A prefix takes strings only (section 2.4.1): a list there is absent, there only.
    expect(new UriTemplate('{x:2}/{x}').expand({ x: ['ab', 'c'] })).to.equal('/ab,c')
    expect(new UriTemplate('{x:2}/{x}').expand({ x: 'abc' })).to.equal('ab/abc')
    // A getter that throws, a proxy that throws: absent, or no variables.
    const getter = Object.defineProperty({}, 'id', {
      enumerable: true,
      get: () => {
        throw new Error('no')
      },
    })
    expect(t.expand(getter)).to.equal('/u/')
    const proxy = new Proxy(
      {},
      {
        has: () => {
          throw new Error('no')
        },
        getOwnPropertyDescriptor: () => {
          throw new Error('no')
        },
      },
    )
    expect(t.expand(proxy)).to.equal('/u/')
    for (const v of [null, undefined, 42, 'id', [1]]) expect(t.expand(v as never)).to.equal('/u/')
    // Numbers and booleans are strings, as section 2.3 reads them; maps expand as maps.
    expect(new UriTemplate('{?page,all,keys*}').expand({ page: 2, all: true, keys: { a: '1' } } as never)).to.equal('?page=2&all=true&a=1')
  })

  it('writes values that together make no URI reference all the same, as the SDK does', () => {
    expect(new UriTemplate('{+x}{+y}').expand({ x: 'a#b', y: '#c' })).to.equal('a#b#c')
    expect(new SdkUriTemplate('{+x}{+y}').expand({ x: 'a#b', y: '#c' })).to.equal('a#b#c')
    expect(new UriTemplate('http://[{+h}]/{x}').expand({ h: 'a]b', x: 'é' })).to.equal('http://[a]b]/%C3%A9')
  })

  it('matches query parameters in any order and any subset, decodes values, reads IRIs, ignores unnamed parameters', () => {
    const t = new UriTemplate('acme://products{?page,limit}')
    expect(t.match('acme://products?limit=10&page=1')).to.deep.equal({ limit: '10', page: '1' })
    expect(t.match('acme://products')).to.deep.equal({})
    expect(t.match('acme://products?page=1&x=2')).to.deep.equal({ page: '1' })
    expect(new UriTemplate('users://{id}/profile').match('users://caf%C3%A9/profile')).to.deep.equal({ id: 'café' })
    expect(new UriTemplate('users://{id}/profile').match('users://café/profile')).to.deep.equal({ id: 'café' })
    expect(new UriTemplate('users://{id}{?tags*}').match('users://7?tags=b&q=x&tags=a')).to.deep.equal({ id: '7', tags: ['b', 'a'] })
  })

  it('gives an exploded associative array as its name=value pairs, flattened into the list', () => {
    expect(new UriTemplate('{/keys*}').match('/a=1/b=2')).to.deep.equal({ keys: ['a=1', 'b=2'] })
    expect(new UriTemplate('x{;keys*}').match('x;a=1;b=2')).to.deep.equal({ keys: ['a=1', 'b=2'] })
    // The names and values decoded; a name "__proto__" is an own entry, never a prototype.
    const found = new UriTemplate('{/keys*}').match('/__proto__=1/c%20d=e%2Ff')
    expect(found).to.deep.equal({ keys: ['__proto__=1', 'c d=e/f'] })
    const own = new UriTemplate('/{__proto__}').match('/x')
    expect(own !== null && Object.getPrototypeOf(own) === Object.prototype && Object.keys(own)).to.deep.equal(['__proto__'])
  })

  it('variableNames, toString, isTemplate; a fresh list each time', () => {
    const t = new UriTemplate('{x}{x:3}{/y*}{?z}')
    expect(t.variableNames).to.deep.equal(['x', 'y', 'z'])
    t.variableNames.push('w')
    expect(t.variableNames).to.deep.equal(['x', 'y', 'z'])
    expect(t.toString()).to.equal('{x}{x:3}{/y*}{?z}')
    expect(String(t)).to.equal('{x}{x:3}{/y*}{?z}')
    expect([UriTemplate.isTemplate('a{b}'), UriTemplate.isTemplate('ab'), UriTemplate.isTemplate('{$x}'), UriTemplate.isTemplate(null as never)]).to.deep.equal([true, false, false, false])
  })

  it("throws from the constructor alone: an Error whose cause is the template's error (code, offset)", () => {
    const thrown = (() => {
      try {
        return new UriTemplate('/users/{id')
      } catch (e) {
        return e
      }
    })() as Error & { cause: { code: string; offset: number } }
    expect(thrown).to.be.instanceOf(Error)
    expect([thrown.cause.code, thrown.cause.offset]).to.deep.equal(['unclosed-expression', 10])
    // As the SDK's constructor throws: the message names the cause's reason and place; its words come from a catalog.
    expect(thrown.message).to.equal('The URI template is not valid: expression-unclosed at position 11')
    expect(describeError(technical)(thrown.cause as never)).to.equal(
      'The template ends at position 11 inside the expression opened by "{" at position 8; expected a letter, a digit, one of * , . : _ } or a percent-encoded octet such as %20.',
    )
    expect(thrown).not.to.have.property('detail')
    expect(() => new UriTemplate(42 as never)).to.throw(Error, 'The URI template is not valid: not-a-string at position 1')
    expect(new UriTemplate('/u/{id}').match(42 as never)).to.equal(null)
  })

  it('law: the constructor throws exactly where parseTemplate refuses, its message naming its cause (generated, seeded)', () => {
    let refused = 0
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('{', '}', 'a', '%', '2', '+', '=', '|', ' ', ':', '*', ',', 'é', '/'), maxLength: 8 }), (text) => {
        const parsed = parseTemplate(text)
        let thrown: unknown = null
        try {
          new UriTemplate(text)
        } catch (e) {
          thrown = e
        }
        expect(thrown === null, text).to.equal(parsed._tag === 'Right')
        if (parsed._tag === 'Right') return
        refused++
        const e = thrown as Error & { readonly cause: unknown }
        expect(e).to.be.instanceOf(Error)
        expect(e.cause, text).to.deep.equal(parsed.left)
        expect(e.message, text).to.equal(`The URI template is not valid: ${parsed.left.reason?.kind ?? parsed.left.code} at position ${parsed.left.offset + 1}`)
        expect(describeError(technical)(e.cause as never), text).to.not.equal(parsed.left.code)
      }),
      { numRuns: 1_000, seed: 6570_11 },
    )
    expect(refused).to.be.greaterThan(300)
  })

  it('law: expand never throws and gives a string; a match gives variables that expand back to the URI (generated, seeded)', () => {
    const name = fc.constantFrom('a', 'b', 'id')
    const queryName = fc.constantFrom('q', 'x_1')
    const op = fc.constantFrom('', '+', '#', '.', '/', ';', '?', '&')
    const expression = op.chain((o) =>
      fc
        .array(fc.tuple(o === '?' || o === '&' ? queryName : name, fc.constantFrom('', '*', ':2')), { minLength: 1, maxLength: 2 })
        .map((vs) => `{${o}${vs.map(([n, m]) => n + m).join(',')}}`),
    )
    const literal = fc.constantFrom('', '/', 'u', 'acme://h/', '-', '/x/')
    // Each name once: a name standing twice is read twice, which match-with.ts's any-order reading does not reconcile (reported).
    const once = (text: string): boolean => {
      const names = [...text.matchAll(/[a-z_0-9]+(?=[*:,}]|:2)/g)].map((m) => m[0])
      return new Set(names).size === names.length
    }
    const template = fc
      .array(fc.tuple(literal, expression), { minLength: 1, maxLength: 3 })
      .map((ps) => ps.map(([l, e]) => l + e).join(''))
      .filter(once)
    const scalar = fc.constantFrom('', 'a', 'b c', 'é', '7', 'a/b', 'x,y', '%41')
    const value = fc.oneof(
      scalar,
      fc.array(scalar, { maxLength: 3 }),
      fc.constant(undefined),
      fc.constant(42),
      fc.constant(() => 1),
    )
    let matched = 0
    let runs = 0
    fc.assert(
      fc.property(template, fc.dictionary(fc.oneof(name, queryName), value), (text, vars) => {
        runs++
        const t = new UriTemplate(text)
        const uri = t.expand(vars as Variables)
        expect(uri).to.be.a('string')
        const found = t.match(uri)
        if (found === null) return
        matched++
        expect(t.expand(found), `${text} ${uri}`).to.equal(uri)
      }),
      { seed: 1405, numRuns: 2000 },
    )
    expect(runs).to.equal(2000)
    // The law is exercised: most expansions are matched back.
    expect(matched).to.be.greaterThan(1000)
  })
})

describe("the seam: the SDK's McpServer with typed-uri/mcp's UriTemplate as its resource templates (in-memory transport)", function () {
  this.timeout(20_000)
  it('routes reads whose query parameters come in another order, or not at all, and lists the templates', async () => {
    const server = new McpServer({ name: 'acme', version: '1.0.0' })
    const seen: (readonly [string, Variables])[] = []
    const template = (t: string): ResourceTemplate => new ResourceTemplate(new UriTemplate(t) as unknown as SdkUriTemplate, { list: undefined })
    for (const [name, t] of [
      ['products', 'acme://products{?page,limit,tags*}'],
      ['profile', 'users://{id}/profile'],
    ] as const)
      server.registerResource(name, template(t), { mimeType: 'application/json' }, async (uri, variables) => {
        seen.push([name, variables])
        return { contents: [{ uri: uri.href, text: JSON.stringify(variables) }] }
      })
    const client = new Client({ name: 'reader', version: '1.0.0' })
    const [clientTransport, serverTransport] = InMemoryTransport.createLinkedPair()
    await Promise.all([server.connect(serverTransport), client.connect(clientTransport)])
    try {
      const read = async (uri: string): Promise<unknown> => {
        const [content] = (await client.readResource({ uri })).contents
        return JSON.parse(content !== undefined && 'text' in content ? content.text : 'null')
      }
      expect(await read('acme://products?limit=10&page=1')).to.deep.equal({ limit: '10', page: '1' })
      expect(await read('acme://products?tags=b&page=2&tags=a')).to.deep.equal({ page: '2', tags: ['b', 'a'] })
      expect(await read('acme://products')).to.deep.equal({})
      expect(await read('users://caf%C3%A9/profile')).to.deep.equal({ id: 'café' })
      expect(seen.map(([name]) => name)).to.deep.equal(['products', 'products', 'products', 'profile'])
      const listed = (await client.listResourceTemplates()).resourceTemplates.map((r) => r.uriTemplate)
      expect(listed).to.deep.equal(['acme://products{?page,limit,tags*}', 'users://{id}/profile'])
      // No template matches: the SDK's own error.
      let refused = ''
      await read('users://7/other').catch((e: Error) => {
        refused = e.message
      })
      expect(refused).to.match(/not found/)
    } finally {
      await client.close()
      await server.close()
    }
  })
})
