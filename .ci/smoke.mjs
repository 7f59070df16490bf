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
