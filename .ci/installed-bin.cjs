// The `uri` bin as a user meets it: the packed tarball installed into a throwaway project.
// Checks --version (it must find the package's own package.json, not dist/cjs's), a lone CR
// on standard input (invalid), and a reader that goes away early (| head -1: quiet, exit 0).
const assert = require('node:assert')
const { execFileSync, spawnSync } = require('node:child_process')
const fs = require('node:fs')
const os = require('node:os')
const path = require('node:path')

const root = path.resolve(__dirname, '..')
const pkg = require('../package.json')
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'typed-uri-installed-'))
try {
  const tarball = execFileSync('npm', ['pack', '--silent', '--ignore-scripts', '--pack-destination', dir], { cwd: root, encoding: 'utf8' }).trim().split('\n').pop()
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'consumer', private: true }))
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', path.join(dir, tarball)], { cwd: dir, stdio: 'inherit' })
  const bin = path.join(dir, 'node_modules', '.bin', 'uri')

  assert.strictEqual(execFileSync(bin, ['--version'], { encoding: 'utf8' }).trim(), pkg.version)
  // The same command under the package's name, for `npx typed-uri` (an unrelated package is named "uri").
  assert.strictEqual(execFileSync(path.join(dir, 'node_modules', '.bin', 'typed-uri'), ['--version'], { encoding: 'utf8' }).trim(), pkg.version)

  const cr = spawnSync(bin, ['validate', '--strict'], { input: 'http://a/\rb\n', encoding: 'utf8' })
  assert.strictEqual(cr.status, 1, 'a lone CR makes the line invalid')
  const crlf = spawnSync(bin, ['validate', '--strict'], { input: '\ufeffhttp://a/\r\nhttp://b/\r\n', encoding: 'utf8' })
  assert.strictEqual(crlf.status, 0, 'CRLF and a BOM are line ends and marks, not characters of the input')

  const lines = Array.from({ length: 200000 }, (_, k) => `http://h${k}.example/`).join('\n')
  const head = spawnSync('bash', ['-c', `"${bin}" parse | head -1 >/dev/null; echo "\${PIPESTATUS[0]}"`], { input: lines, encoding: 'utf8' })
  assert.strictEqual(head.stderr, '', 'no stack trace when the reader goes away')
  assert.strictEqual(head.stdout.trim(), '0', 'exit 0 when the reader goes away and every line read was valid')
  console.log(`installed bin (${tarball}): --version, lone CR, CRLF and BOM, EPIPE: ok`)
} finally {
  fs.rmSync(dir, { recursive: true, force: true })
}
