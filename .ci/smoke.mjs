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
const { UriTemplate } = await import('typed-uri/mcp')
assert.deepStrictEqual(new UriTemplate('users://{id}/profile').match('users://42/profile'), { id: '42' })
console.log('smoke (ES modules: mcp): ok')
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
const { safeRedirect } = await import('typed-uri/security')
const { describeError, plain } = await import('typed-uri/messages')
const refused = safeRedirect({ base: 'https://good.example/' })('/..//evil.com')
assert.strictEqual(describeError(plain)(refused.left), 'The path of the address starts with two slashes, which can lead to another site: remove one')
console.log('smoke (ES modules: security): ok')

// The CommonJS entry points (build.cjs) load a module when one of its exports is first read:
// requiring one loads nothing else, and each has the ES module entry's exports, the same values.
import { createRequire } from 'node:module'
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
const require = createRequire(import.meta.url)
const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'))
for (const [subpath, target] of Object.entries(pkg.exports)) {
  if (typeof target !== 'object') continue
  const cjs = new URL(`../${target.require.default}`, import.meta.url).pathname
  const loaded = execFileSync(process.execPath, ['-e', `require(${JSON.stringify(cjs)}); console.log(Object.keys(require.cache).filter((f) => f.includes('/dist/')).length)`], {
    encoding: 'utf8',
  })
  // The entries that only re-export (the others have code of their own, or one module behind them).
  if (['.', './iri', './schemes', './template', './mcp', './security'].includes(subpath)) assert.strictEqual(Number(loaded), 1, `require of ${subpath} loaded ${loaded.trim()} modules`)
  const esm = await import(new URL(`../${target.import.default}`, import.meta.url).href)
  const required = require(cjs)
  assert.deepStrictEqual(
    Object.keys(required)
      .filter((k) => k !== '__esModule')
      .sort(),
    Object.keys(esm).sort(),
    `the exports of ${subpath}`,
  )
  for (const key of Object.keys(esm)) assert.strictEqual(typeof required[key], typeof esm[key], `${subpath}: ${key}`)
}
console.log("smoke (CommonJS entry points load lazily, with the ES module entry points' exports): ok")
