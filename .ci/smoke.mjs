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
