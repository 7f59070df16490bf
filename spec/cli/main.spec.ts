import { expect } from 'chai'
import { spawnSync } from 'node:child_process'
import * as path from 'node:path'

const root = path.resolve(__dirname, '../..')

/** Runs the `uri` command as `npm run uri` does, from the sources. */
const uri = (args: readonly string[], input?: string, env: NodeJS.ProcessEnv = {}) => {
  const r = spawnSync(process.execPath, ['-r', 'ts-node/register', path.join(root, 'src/cli/main.ts'), ...args], {
    cwd: root,
    input,
    encoding: 'utf8',
    env: { ...process.env, ...env },
    maxBuffer: 64 * 1024 * 1024,
  })
  return { status: r.status, stdout: r.stdout, stderr: r.stderr }
}

describe('cli/main: the uri command as a user runs it', function () {
  this.timeout(60_000)

  it('parses the inputs given, one JSON line each; exit 1 when one is invalid', () => {
    const r = uri(['parse', 'http://a/b', 'a b'])
    expect(r.status).to.equal(1)
    const lines = r.stdout.trimEnd().split('\n').map((l) => JSON.parse(l))
    expect(lines.map((l) => l.ok)).to.deep.equal([true, false])
    expect(lines[0].host).to.equal('a')
    expect(lines[1].error.offset).to.equal(1)
  })
  it('streams standard input, one input per line, dropping a trailing CR', () => {
    const n = 20000
    const input = Array.from({ length: n }, (_, k) => `http://h${k}.example/p?q=${k}\r`).join('\n') + '\n'
    const r = uri(['parse', '--rule', 'URI'], input)
    expect(r.status).to.equal(0)
    const lines = r.stdout.trimEnd().split('\n')
    expect(lines.length).to.equal(n)
    expect(JSON.parse(lines[n - 1])).to.include({ input: `http://h${n - 1}.example/p?q=${n - 1}`, host: `h${n - 1}.example` })
  })
  it('validates quietly, exit 0 when all are valid', () => {
    const r = uri(['validate'], 'http://a\n/b\n?c\n')
    expect(r).to.include({ status: 0, stdout: '' })
  })
  it('validates with a code frame for each invalid input', () => {
    const r = uri(['validate', 'http://ok', 'http://exa mple.com'])
    expect(r.status).to.equal(1)
    expect(r.stdout).to.match(/^http:\/\/exa mple\.com\n {10}\^\nFound a space at position 11 in the host/)
  })
  it('explains the RFC example, without colour when NO_COLOR is set', () => {
    const r = uri(['explain', 'foo://example.com:8042/over/there?name=ferret#nose'], undefined, { NO_COLOR: '1' })
    expect(r.status).to.equal(0)
    expect(r.stdout).to.include('port      "8042" (8042)')
    expect(r.stdout).not.to.include('\u001b[')
  })
  it('exits 2 with the usage on a bad command line', () => {
    const r = uri(['parse', '--rule', 'nope'])
    expect(r.status).to.equal(2)
    expect(r.stderr).to.match(/^uri: unknown rule "nope"/)
    expect(r.stderr).to.include('Usage:')
  })
  it('prints --help and --version', () => {
    expect(uri(['--help'])).to.include({ status: 0 })
    expect(uri(['--help']).stdout).to.include('uri explain')
    expect(uri(['--version']).stdout.trim()).to.match(/^\d+\.\d+\.\d+$/)
  })
  it('resolves references given or read from standard input', () => {
    const r = uri(['resolve', 'http://a/b/c/d;p?q'], 'g\n../..\n#s\n')
    expect(r.status).to.equal(0)
    expect(r.stdout.trimEnd().split('\n').map((l) => JSON.parse(l).result)).to.deep.equal(['http://a/b/c/g', 'http://a/', 'http://a/b/c/d;p?q#s'])
    const bad = uri(['resolve', 'not a base', 'g'])
    expect(bad.status).to.equal(1)
    expect(bad.stderr).to.match(/^uri: the base is not a URI/)
  })
  it('normalizes, and says whether two references are equal', () => {
    expect(JSON.parse(uri(['normalize', 'HTTP://A:80']).stdout).normalized).to.equal('http://a/')
    const same = uri(['equal', 'http://a', 'http://a:80/'])
    expect(same).to.include({ status: 0, stdout: 'equivalent after scheme-based normalization (section 6.2.3)\n' })
    expect(uri(['equal', 'http://a/x', 'http://a/y']).status).to.equal(1)
  })
  it('finds the URIs in a text on standard input', () => {
    const text = '   Yes, Jim, I found it under "http://www.w3.org/Addressing/",\n   but you can probably pick it up from <ftp://foo.example.com/rfc/>.\n   Note the warning in <http://www.ics.uci.edu/pub/ietf/uri/historical.html#WARNING>.\n'
    const r = uri(['find'], text)
    expect(r.status).to.equal(0)
    expect(r.stdout.trimEnd().split('\n').map((l) => JSON.parse(l).uri)).to.deep.equal([
      'http://www.w3.org/Addressing/',
      'ftp://foo.example.com/rfc/',
      'http://www.ics.uci.edu/pub/ietf/uri/historical.html#WARNING',
    ])
  })
  it('inspects a URI for the attacks of section 7', () => {
    const r = uri(['inspect', 'http://www.bank.example@evil.example/'])
    expect(r.status).to.equal(0)
    expect(r.stdout).to.match(/^7\.6 userinfo-looks-like-host \[7, 23\)/)
  })
})
