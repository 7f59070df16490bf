// The consumer matrix: the packed tarball installed into throwaway projects, as
// users meet it. For each TypeScript version (the oldest supported, 5.0, and
// the one this repository pins), four projects share one install:
//   nodenext ES module, nodenext CommonJS, bundler, node10
// each compiled with skipLibCheck: false and run. parsimmon is the consumer's
// own copy at the lowest version of the peer range, and a rule embeds in it.
// Under nodenext ES modules a default import must be a type error (the types
// must not pretend the ES module build is CommonJS). fast-check 4's own types
// do not resolve under node10, so that project leaves typed-uri/arbitraries out
// (attw checks its resolution there).
const assert = require('node:assert')
const { execFileSync, spawnSync } = require('node:child_process')
const fs = require('node:fs')
const os = require('node:os')
const path = require('node:path')

const root = path.resolve(__dirname, '..')
const pkg = require('../package.json')
const lowestParsimmon = pkg.peerDependencies.parsimmon.replace(/^\^/, '')
const pinnedTs = require('typescript/package.json').version
const TYPESCRIPTS = ['5.0', pinnedTs]

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'typed-uri-consumers-'))
const run = (cmd, args, cwd) => execFileSync(cmd, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })

/** What every project runs: the package's entry points, a rule embedded in the consumer's parsimmon, an arbitrary in the consumer's fast-check. */
const program = (arbitraries) => `import { isValid, parse, parseURI, serialize, resolve } from 'typed-uri'
import { URIReference } from 'typed-uri/grammar'
${arbitraries ? "import { URIReference as anyReference } from 'typed-uri/arbitraries'\nimport * as fc from 'fast-check'" : ''}
import { parseUrn } from 'typed-uri/schemes'
import { expand, parseTemplate } from 'typed-uri/template'
import { UriTemplate } from 'typed-uri/mcp'
import { iriToURI } from 'typed-uri/iri'
import { safeRedirect } from 'typed-uri/security'
import { describeError, formatError, locate, technical } from 'typed-uri/messages'
import P from 'parsimmon'

const check = (ok: boolean, what: string): void => {
  if (!ok) throw new Error(what)
}
const r = parseURI('http://a/b/c/d;p?q')
check(r._tag === 'Right' && serialize(r.right) === 'http://a/b/c/d;p?q', 'parse')
check(isValid('http://[::1]/') && !isValid('http://a b/'), 'isValid')
if (r._tag === 'Right') {
  const g = parse('../g')
  check(g._tag === 'Right' && serialize(resolve(r.right)(g.right)) === 'http://a/b/g', 'resolve')
}
const link = P.seq(P.string('<'), URIReference, P.string('>')).parse('<http://a/b>')
check(link.status, 'a rule embedded in the consumer\\'s parsimmon')
check(parseUrn('urn:example:a')._tag === 'Right', 'schemes')
const t = parseTemplate('/u/{id}')
const e = t._tag === 'Right' ? expand(t.right)({ id: 'x y' }) : t
check(e._tag === 'Right' && e.right === '/u/x%20y', 'template')
check(JSON.stringify(new UriTemplate('/u/{id}{?q}').match('/u/7?q=a')) === '{"id":"7","q":"a"}', 'mcp')
const i = parse('http://\\u4F8B.jp/')
check(i._tag === 'Left', 'an IRI is not a URI')
check(typeof iriToURI === 'function', 'iri')
const next = safeRedirect({ base: 'https://good.example/' })('//evil.com')
check(next._tag === 'Left' && next.left.code === 'unsafe-redirect', 'security')
const bad = parse('http://a b')
check(bad._tag === 'Left' && describeError(technical)(bad.left).startsWith('Found a space at position 9'), 'messages')
check(bad._tag === 'Left' && formatError(technical)('http://a b')(bad.left).split('\\n')[1] === '        ^' && locate('http://a b')(8).column === 9, 'messages: the frame and the place')
${
  arbitraries
    ? `let runs = 0
fc.assert(fc.property(anyReference, (s) => {
  runs++
  return isValid(s)
}), { numRuns: 50, seed: 1 })
check(runs === 50, 'arbitraries in the consumer\\'s fast-check')`
    : ''
}
console.log('consumer ok')
`

const declareConsole = 'declare const console: { log: (...xs: unknown[]) => void }\n'

const PROJECTS = [
  { name: 'nodenext-esm', type: 'module', options: { module: 'nodenext', moduleResolution: 'nodenext' } },
  { name: 'nodenext-cjs', type: 'commonjs', options: { module: 'nodenext', moduleResolution: 'nodenext', esModuleInterop: true } },
  { name: 'bundler', type: 'module', options: { module: 'esnext', moduleResolution: 'bundler' } },
  { name: 'node10', type: 'commonjs', options: { module: 'commonjs', moduleResolution: 'node10', esModuleInterop: true }, arbitraries: false },
]

try {
  const tarball = path.join(work, run('npm', ['pack', '--silent', '--ignore-scripts', '--pack-destination', work], root).trim().split('\n').pop())
  for (const version of TYPESCRIPTS) {
    const dir = path.join(work, `ts-${version}`)
    fs.mkdirSync(dir)
    fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'consumer', private: true }))
    run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', tarball, `typescript@${version}`, `parsimmon@${lowestParsimmon}`, '@types/parsimmon', 'fast-check', 'fp-ts'], dir)
    const installed = require(path.join(dir, 'node_modules/typescript/package.json')).version
    const copies = run('npm', ['ls', 'parsimmon', '--all', '--parseable'], dir).trim().split('\n').filter(Boolean)
    assert.strictEqual(copies.length, 1, `one parsimmon, the consumer's own: ${copies.join(', ')}`)
    const tsc = path.join(dir, 'node_modules/typescript/bin/tsc')
    for (const p of PROJECTS) {
      const at = path.join(dir, p.name)
      fs.mkdirSync(at)
      fs.writeFileSync(path.join(at, 'package.json'), JSON.stringify({ type: p.type }))
      fs.writeFileSync(path.join(at, 'index.ts'), declareConsole + program(p.arbitraries !== false))
      // TypeScript 6 deprecates node10 resolution; its users silence that to keep it.
      const deprecations = Number(installed.split('.')[0]) >= 6 && p.name === 'node10' ? { ignoreDeprecations: '6.0' } : {}
      const compilerOptions = { target: 'es2020', lib: ['es2020'], strict: true, skipLibCheck: false, types: [], outDir: 'out', ...deprecations, ...p.options }
      fs.writeFileSync(path.join(at, 'tsconfig.json'), JSON.stringify({ compilerOptions, files: ['index.ts'] }))
      const compiled = spawnSync(process.execPath, [tsc, '-p', '.'], { cwd: at, encoding: 'utf8' })
      assert.strictEqual(compiled.status, 0, `TypeScript ${installed}, ${p.name}:\n${compiled.stdout}${compiled.stderr}`)
      const ran = spawnSync(process.execPath, ['out/index.js'], { cwd: at, encoding: 'utf8' })
      assert.strictEqual(ran.stdout.trim(), 'consumer ok', `TypeScript ${installed}, ${p.name}, at run time:\n${ran.stdout}${ran.stderr}`)
      console.log(`consumer: TypeScript ${installed}, ${p.name}: compiles (skipLibCheck: false) and runs`)
    }
    // The ES module build has no default export, and its types say so.
    const esm = path.join(dir, 'nodenext-esm')
    fs.writeFileSync(path.join(esm, 'default.ts'), "import tu from 'typed-uri'\nexport const v: boolean = tu.isValid('x')\n")
    fs.writeFileSync(
      path.join(esm, 'tsconfig.default.json'),
      JSON.stringify({ compilerOptions: { module: 'nodenext', moduleResolution: 'nodenext', strict: true, noEmit: true, types: [] }, files: ['default.ts'] }),
    )
    const masquerade = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.default.json'], { cwd: esm, encoding: 'utf8' })
    assert.notStrictEqual(masquerade.status, 0, `TypeScript ${installed}: a default import of the ES module build must not type-check`)
    assert.match(masquerade.stdout, /TS1192|has no default export/, masquerade.stdout)
  }
  console.log(`consumer matrix (${path.basename(tarball)}; TypeScript ${TYPESCRIPTS.join(', ')}; parsimmon ${lowestParsimmon}): ok`)
} finally {
  fs.rmSync(work, { recursive: true, force: true })
}
