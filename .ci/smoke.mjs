// The built ES module entry points, as an `import` user meets them.
import assert from 'node:assert'
import { parse, serialize } from '../dist/esm/index.js'
import { IPv6address } from '../dist/esm/grammar/index.js'
import P from 'parsimmon'

assert.strictEqual(serialize(parse('mailto:a@b.example').right), 'mailto:a@b.example')
assert.ok(P.seq(IPv6address, P.eof).parse('1:2:3:4:5:6:1.2.3.4').status)
const { normalizeIRI } = await import('typed-uri/iri')
assert.strictEqual(serialize(normalizeIRI(parse('HTTP://a/%c3%a9').right)), 'http://a/\u00E9')
console.log('smoke (ES modules): ok')
const { parseUrn, eqUrn } = await import('typed-uri/schemes')
assert.ok(eqUrn.equals(parseUrn('urn:example:a123,z456').right, parseUrn('URN:EXAMPLE:a123,z456#789').right))
const { parseTemplate, match } = await import('typed-uri/template')
assert.deepStrictEqual(match(parseTemplate('/users/{id}').right)('/users/42'), { _tag: 'Some', value: { id: '42' } })
console.log('smoke (ES modules: schemes, template): ok')
const { UriFromString } = await import('typed-uri/io-ts')
assert.strictEqual(UriFromString.decode('http://a/')._tag, 'Right')
const { uriSchema } = await import('typed-uri/standard-schema')
assert.strictEqual(uriSchema()['~standard'].validate('a b').issues[0].code, 'missing-scheme')
const { parseQuery } = await import('typed-uri/query')
assert.deepStrictEqual(parseQuery('a=1'), [['a', '1']])
const { addUriFormats } = await import('typed-uri/ajv')
const { default: Ajv } = await import('ajv')
assert.strictEqual(addUriFormats(new Ajv()).validate({ type: 'string', format: 'iri' }, 'http://\u4F8B.jp/'), true)
console.log('smoke (ES modules: io-ts, standard-schema, query, ajv): ok')
