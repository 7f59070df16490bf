// The README's install section, as written: its `sh` block run line by line by bash in a
// temporary folder (REPOSITORY is this checkout, so the clone is of the commit under test),
// then its first imports, from an ES module and from CommonJS, run in the project it made.
// A README whose commands or tarball name (typed-uri-VERSION.tgz) are wrong fails here.
const assert = require('node:assert')
const { execFileSync } = require('node:child_process')
const fs = require('node:fs')
const os = require('node:os')
const path = require('node:path')

const root = path.resolve(__dirname, '..')
const pkg = require('../package.json')
const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8')
const section = readme.slice(readme.indexOf('\n## Install\n'), readme.indexOf('\n## ', readme.indexOf('\n## Install\n') + 1))
const commands = /```sh\n([\s\S]*?)```/.exec(section)?.[1]
const esm = /```ts\n([\s\S]*?)```/.exec(section)?.[1]
const cjs = /```js\n([\s\S]*?)```/.exec(section)?.[1]
assert.ok(commands && esm && cjs, "the README's install section has its commands, an ES module block and a CommonJS block")
assert.ok(commands.includes(`typed-uri-${pkg.version}.tgz`), `the README installs typed-uri-${pkg.version}.tgz`)

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'typed-uri-install-'))
try {
  const env = { ...process.env, npm_config_audit: 'false', npm_config_fund: 'false', npm_config_prefer_offline: 'true' }
  execFileSync('bash', ['-euo', 'pipefail', '-c', commands.replaceAll('REPOSITORY', JSON.stringify(root))], { cwd: work, env, stdio: ['ignore', 'inherit', 'inherit'] })
  const project = path.join(work, 'my-project')
  const installed = require(path.join(project, 'node_modules', 'typed-uri', 'package.json')).version
  assert.strictEqual(installed, pkg.version)
  fs.writeFileSync(path.join(project, 'first.mjs'), esm)
  execFileSync(process.execPath, ['first.mjs'], { cwd: project, stdio: 'inherit' })
  fs.writeFileSync(path.join(project, 'first.cjs'), `${cjs}\nif (!isValid('http://a/b') || parse('http://a b')._tag !== 'Left') throw new Error('CommonJS')\n`)
  execFileSync(process.execPath, ['first.cjs'], { cwd: project, stdio: 'inherit' })
  console.log(`install as the README says (typed-uri-${installed}.tgz from a clone), ES module and CommonJS: ok`)
} finally {
  fs.rmSync(work, { recursive: true, force: true })
}
