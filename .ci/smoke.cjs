// The built CommonJS entry points and the bin, as a `require` user and a shell user meet them.
const assert = require('node:assert')
const { execFileSync } = require('node:child_process')
const pkg = require('../package.json')
const uri = require('../dist/cjs/index.js')
const grammar = require('../dist/cjs/grammar/index.js')
const P = require('parsimmon')

assert.strictEqual(uri.serialize(uri.parse('http://a/b?c#d').right), 'http://a/b?c#d')
assert.strictEqual(uri.parse('http://[::1').left.offset, 11)
assert.ok(P.seq(P.string('<'), grammar.URIReference, P.string('>')).parse('<http://[::1]:8080/a?b#c>').status)
const out = execFileSync(process.execPath, [pkg.bin.uri, 'parse', 'foo://example.com:8042/over/there?name=ferret#nose'], { encoding: 'utf8' })
assert.strictEqual(JSON.parse(out).host, 'example.com')
console.log('smoke (CommonJS and bin): ok')

const fc = require('fast-check')
const arbitraries = require('../dist/cjs/arbitraries/index.js')
fc.assert(
  fc.property(arbitraries.URIReference, (s) => uri.isValid(s)),
  { numRuns: 200, seed: 1 },
)
console.log('smoke (arbitraries): ok')

// typed-uri/iri through the package's own exports map (self-reference), as `require('typed-uri/iri')` resolves it.
const iri = require('typed-uri/iri')
assert.deepStrictEqual(iri.iriToURI('http://r\u00E9sum\u00E9.example.org'), { _tag: 'Right', right: 'http://r%C3%A9sum%C3%A9.example.org' })
assert.ok(iri.eqIRIScheme.equals(uri.parseIRI('http://a/%C3%A9').right, uri.parseIRI('http://a/\u00E9').right))
console.log('smoke (iri): ok')

// typed-uri/schemes and typed-uri/template through the exports map.
const schemes = require('typed-uri/schemes')
assert.strictEqual(schemes.parseScheme('http:///a').left.code, 'scheme-violation')
assert.strictEqual(schemes.parseScheme('urn:example:a').right._tag, 'UrnUri')
const template = require('typed-uri/template')
assert.deepStrictEqual(template.expand(template.parseTemplate('/u/{+id}{?q*}').right)({ id: 'admin%2F', q: ['a', 'b'] }), { _tag: 'Right', right: '/u/admin%2F?q=a&q=b' })
const expanded = execFileSync(process.execPath, [pkg.bin.uri, 'template', 'expand', '{/p*}'], { encoding: 'utf8', input: '{"p":["a b","c"]}' })
assert.strictEqual(expanded, '/a%20b/c\n')
console.log('smoke (schemes, template): ok')
// typed-uri/mcp through the exports map: the MCP SDK's UriTemplate shape, the one constructor that throws.
const mcp = require('typed-uri/mcp')
assert.deepStrictEqual(new mcp.UriTemplate('acme://products{?page,limit}').match('acme://products?limit=10&page=1'), { limit: '10', page: '1' })
assert.throws(() => new mcp.UriTemplate('/users/{id'), /not valid/)
assert.deepStrictEqual(template.fromURLPattern('/users/:id'), { _tag: 'Right', right: '/users/{id}' })
console.log('smoke (mcp, URLPattern): ok')

// Issue 13: setters in '.', and typed-uri/query, /standard-schema, /ajv, /io-ts through the exports map.
assert.strictEqual(uri.serialize(uri.withQuery('q=1')(uri.parse('http://a/b#f').right).right), 'http://a/b?q=1#f')
const query = require('typed-uri/query')
assert.deepStrictEqual(query.parseQuery('a=b+c&d=%C3%A9'), [
  ['a', 'b c'],
  ['d', '\u00E9'],
])
assert.strictEqual(query.formatQuery([['q', 'a b&c']]), 'q=a+b%26c')
const ss = require('typed-uri/standard-schema')
// A suggestion needs the fixer given (0.4.0: a form that offers none does not ship it).
const result = ss.uriSchema({ schemes: ['https'], suggestFix: uri.suggestFix })['~standard'].validate('https://example.com/a b')
assert.deepStrictEqual([result.issues[0].code, result.issues[0].offset, result.issues[0].suggestion], ['invalid-character', 21, 'https://example.com/a%20b'])
const Ajv = require('ajv')
const ajv = require('typed-uri/ajv').addUriFormats(new Ajv())
assert.strictEqual(ajv.validate({ type: 'string', format: 'uri' }, 'a:'), true)
assert.strictEqual(ajv.validate({ type: 'string', format: 'uri' }, 'a:/[::1]'), false)
const codecs = require('typed-uri/io-ts')
assert.strictEqual(codecs.UriFromString.decode('http://[::1')._tag, 'Left')
console.log('smoke (setters, query, standard-schema, ajv, io-ts): ok')

// typed-uri/security through the exports map: a return address checked both ways, a refusal as a fact.
const security = require('typed-uri/security')
const next = security.safeRedirect({ base: 'https://good.example/app/' })
assert.deepStrictEqual(next('/account'), { _tag: 'Right', right: 'https://good.example/account' })
assert.deepStrictEqual(next('//evil.com').left.reason, { kind: 'other-origin', reader: 'whatwg', origin: 'https://evil.com' })
assert.deepStrictEqual(security.readings()('http://evil%E3%80%82com/').differ, ['host'])
console.log('smoke (security): ok')

// typed-uri/messages through the exports map: an error is facts, its words and its place come from here.
const messages = require('typed-uri/messages')
const spaced = uri.parse('http://exa mple.com').left
assert.strictEqual('message' in spaced, false)
assert.match(messages.describeError(messages.technical)(spaced), /^Found a space at position 11 in the host /)
assert.match(messages.describeError(messages.plain)(spaced), /^Remove the space after 'exa'/)
assert.strictEqual(messages.formatError(messages.technical)('http://exa mple.com')(spaced).split('\n')[1], '          ^')
assert.deepStrictEqual(messages.locate('a\nb')(2), { line: 2, column: 1, codePointOffset: 2, displayColumn: 1 })
console.log('smoke (messages): ok')
