/**
 * The `uri` command as a user runs it. Every command runs in-process
 * (program.ts's `main`, handed standard input in 64 KiB chunks of bytes as the
 * process reads it, and collecting what it writes); a handful of real processes
 * (`node src/cli/main.ts`, through the loader the specs use) check what only a
 * process shows: the exit status, pipes (a reader that goes away, standard
 * input left non-blocking) and the environment. .ci/installed-bin.cjs runs the
 * built bin from the packed tarball.
 */
import { expect } from 'chai'
import { spawn, spawnSync } from 'node:child_process'
import * as fs from 'node:fs'
import * as os from 'node:os'
import * as path from 'node:path'
import { main, type CliIO } from '../../src/cli/program.ts'
import { versionFrom } from '../../src/cli/version.ts'
import { findURIs } from '../../src/index.ts'

const root = path.resolve(__dirname, '../..')
const readIfThere = (f: string): string | null => (fs.existsSync(f) ? fs.readFileSync(f, 'utf8') : null)

/** The input's UTF-8 bytes in chunks of 64 KiB, as main.ts reads a pipe (a character may be split between two). */
async function* chunksOf(input: string | undefined): AsyncGenerator<Uint8Array> {
  const bytes = Buffer.from(input ?? '', 'utf8')
  for (let at = 0; at < bytes.length; at += 1 << 16) yield bytes.subarray(at, at + (1 << 16))
}

interface Options {
  readonly env?: Readonly<Record<string, string | undefined>>
  readonly isTTY?: boolean
  readonly stdin?: AsyncIterable<Uint8Array | string>
}

/** Runs the `uri` command in-process: its status and what it wrote, as a spawned command's. */
const uri = async (args: readonly string[], input?: string, options: Options = {}) => {
  let stdout = ''
  let stderr = ''
  const writes: string[] = []
  const io: CliIO = {
    argv: args,
    stdin: options.stdin ?? chunksOf(input),
    stdout: (text) => {
      writes.push(text)
      stdout += text
      // Holds the command as a full pipe would, until the next turn.
      return new Promise<void>((resolve) => setImmediate(resolve))
    },
    stderr: (text) => void (stderr += text),
    stdoutIsTTY: options.isTTY ?? false,
    env: options.env ?? {},
    version: () => versionFrom(path.join(root, 'src/cli'), readIfThere),
  }
  const status = await main(io)
  return { status, stdout, stderr, writes }
}

/** Runs `node src/cli/main.ts` with the specs' loader (spec/support/register.js). */
const processArgs = (args: readonly string[], preload: readonly string[] = []) => [
  ...preload.flatMap((p) => ['-r', p]),
  '-r',
  path.join(root, 'spec/support/register.js'),
  path.join(root, 'src/cli/main.ts'),
  ...args,
]
const spawned = (args: readonly string[], input?: string, env: NodeJS.ProcessEnv = {}) => {
  const r = spawnSync(process.execPath, processArgs(args), { cwd: root, input, encoding: 'utf8', env: { ...process.env, ...env }, maxBuffer: 64 * 1024 * 1024 })
  return { status: r.status, stdout: r.stdout, stderr: r.stderr }
}

describe('cli/main: the uri command as a user runs it (in-process)', () => {
  it('parses the inputs given, one JSON line each; exit 0 (every row processed), 1 with --strict when one is invalid', async () => {
    const r = await uri(['parse', 'http://a/b', 'a b'])
    expect(r.status).to.equal(0)
    expect((await uri(['parse', '--strict', 'http://a/b', 'a b'])).status).to.equal(1)
    expect((await uri(['parse', '--strict', 'http://a/b'])).status).to.equal(0)
    const lines = r.stdout
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l))
    expect(lines.map((l) => l.ok)).to.deep.equal([true, false])
    expect(lines[0].host).to.equal('a')
    expect([lines[1].error_code, lines[1].error_offset]).to.deep.equal(['invalid-character', 1])
  })
  it('streams standard input, one input per line, dropping a trailing CR, a batch of lines per write', async () => {
    const n = 20000
    const input = Array.from({ length: n }, (_, k) => `http://h${k}.example/p?q=${k}\r`).join('\n') + '\n'
    const r = await uri(['parse', '--rule', 'URI'], input)
    expect(r.status).to.equal(0)
    const lines = r.stdout.trimEnd().split('\n')
    expect(lines.length).to.equal(n)
    expect(JSON.parse(lines[n - 1])).to.include({ input: `http://h${n - 1}.example/p?q=${n - 1}`, host: `h${n - 1}.example` })
    // One write for each chunk of standard input (64 KiB), not one for the whole stream nor one per line.
    expect(r.writes.length).to.equal(Math.ceil(Buffer.byteLength(input) / (1 << 16)))
  })
  it('validates: one row for each input, valid or not', async () => {
    const r = await uri(['validate', '--format', 'tsv'], 'http://a\n/b\n?c\n')
    expect(r).to.include({ status: 0, stdout: 'http://a\ttrue\t\t\t\n/b\ttrue\t\t\t\n?c\ttrue\t\t\t\n' })
    const bad = await uri(['validate', '--format', 'tsv', '--fields', 'input,ok,error_code,error_offset', 'http://ok', 'http://exa mple.com'])
    expect(bad).to.include({ status: 0, stdout: 'http://ok\ttrue\t\t\nhttp://exa mple.com\tfalse\tinvalid-character\t10\n', stderr: '' })
  })
  it('--line-numbers: a first field "line", counted over all rows; without it no row carries its position', async () => {
    const n = 30_000
    const lines = Array.from({ length: n }, (_, k) => (k === 12_344 || k === n - 1 ? `http://bad ${k}/` : `http://h${k}.example/`))
    const input = lines.join('\n') + '\n'
    const numbered = await uri(['validate', '--line-numbers', '--only-invalid', '--fields', 'input'], input)
    expect(numbered.status).to.equal(0)
    expect(
      numbered.stdout
        .trimEnd()
        .split('\n')
        .map((l) => JSON.parse(l)),
    ).to.deep.equal([
      { line: 12_345, input: 'http://bad 12344/' },
      { line: n, input: `http://bad ${n - 1}/` },
    ])
    const parsed = (await uri(['parse', 'http://arg/', '-'], input)).stdout
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l))
    expect(parsed.length).to.equal(n + 1)
    expect(parsed.every((j) => !('line' in j) && !('inputLine' in j))).to.equal(true)
    expect(parsed.slice(1).every((j, k) => j.input === lines[k])).to.equal(true)
  })
  it('explains the RFC example; in colour on a terminal only, and not when NO_COLOR is set', async () => {
    const example = ['explain', 'foo://example.com:8042/over/there?name=ferret#nose']
    const plain = await uri(example, undefined, { env: { NO_COLOR: '1' }, isTTY: true })
    expect(plain.status).to.equal(0)
    expect(plain.stdout).to.include('port      "8042" (8042)')
    expect(plain.stdout).not.to.include('\u001b[')
    expect((await uri(example, undefined, { isTTY: false })).stdout).not.to.include('\u001b[')
    expect((await uri(example, undefined, { isTTY: true })).stdout).to.include('\u001b[')
    // An empty NO_COLOR is no request (https://no-color.org).
    expect((await uri(example, undefined, { env: { NO_COLOR: '' }, isTTY: true })).stdout).to.include('\u001b[')
  })
  it('exits 2 on a bad command line with the usage of that command only', async () => {
    const r = await uri(['parse', '--rule', 'nope'])
    expect(r.status).to.equal(2)
    expect(r.stderr).to.match(/^uri: unknown rule "nope".*\nUsage:\n {2}uri parse /)
    expect(r.stderr).not.to.include('uri validate')
    // The command's lines and the FILTER options, not the whole usage (over 70 lines).
    expect(r.stderr.split('\n').length).to.be.lessThan(40)
    const unknown = await uri(['pars'])
    expect([unknown.status, unknown.stderr]).to.deep.equal([2, 'uri: unknown command "pars"\nRun "uri --help" for the commands and their options.\n'])
  })
  it("COMMAND --help prints that command's usage", async () => {
    const r = await uri(['explain', '--help'])
    expect(r.status).to.equal(0)
    expect(r.stdout).to.match(/^Usage:\n {2}uri explain /)
    expect(r.stdout).not.to.include('uri parse')
    expect((await uri(['help', 'resolve'])).stdout).to.match(/^Usage:\n {2}uri resolve /)
  })
  it('"-" stands for the lines of standard input, among the inputs given; a second "-" finds it at its end', async () => {
    const r = await uri(['validate', '--format', 'tsv', '--fields', 'input,ok', 'http://a/', '-', 'http://c/', 'bad c'], 'http://b/\nnot a uri\n')
    expect(r).to.include({ status: 0, stdout: 'http://a/\ttrue\nhttp://b/\ttrue\nnot a uri\tfalse\nhttp://c/\ttrue\nbad c\tfalse\n' })
    const twice = await uri(['parse', '--fields', 'input', '-', 'http://x/', '-'], 'http://b/\n')
    expect(twice.stdout).to.equal('{"input":"http://b/"}\n{"input":"http://x/"}\n')
  })
  it('prints --help and --version', async () => {
    expect(await uri(['--help'])).to.include({ status: 0 })
    expect((await uri(['--help'])).stdout).to.include('uri explain')
    expect((await uri(['--version'])).stdout.trim()).to.match(/^\d+\.\d+\.\d+$/)
  })
  it('resolves references given or read from standard input', async () => {
    const r = await uri(['resolve', 'http://a/b/c/d;p?q'], 'g\n../..\n#s\n')
    expect(r.status).to.equal(0)
    expect(
      r.stdout
        .trimEnd()
        .split('\n')
        .map((l) => JSON.parse(l).result),
    ).to.deep.equal(['http://a/b/c/g', 'http://a/', 'http://a/b/c/d;p?q#s'])
    expect((await uri(['resolve', '--format=tsv', '--fields=input,result', 'http://a/b/c/d;p?q', 'g', 'a b'])).stdout).to.equal('g\thttp://a/b/c/g\na b\t\n')
    const bad = await uri(['resolve', 'not a base', 'g'])
    expect(bad.status).to.equal(1)
    expect(bad.stderr).to.match(/^uri: the base is not a URI/)
  })
  it('normalizes, and says whether two references are equal', async () => {
    expect(JSON.parse((await uri(['normalize', 'HTTP://A:80'])).stdout).result).to.equal('http://a/')
    const same = await uri(['equal', 'http://a', 'http://a:80/'])
    expect(same).to.include({ status: 0, stdout: 'equivalent after scheme-based normalization (section 6.2.3)\n' })
    expect((await uri(['equal', 'http://a/x', 'http://a/y'])).status).to.equal(1)
  })
  it('finds the URIs in a text on standard input', async () => {
    const text =
      '   Yes, Jim, I found it under "http://www.w3.org/Addressing/",\n   but you can probably pick it up from <ftp://foo.example.com/rfc/>.\n   Note the warning in <http://www.ics.uci.edu/pub/ietf/uri/historical.html#WARNING>.\n'
    const r = await uri(['find'], text)
    expect(r.status).to.equal(0)
    expect(
      r.stdout
        .trimEnd()
        .split('\n')
        .map((l) => JSON.parse(l).uri),
    ).to.deep.equal(['http://www.w3.org/Addressing/', 'ftp://foo.example.com/rfc/', 'http://www.ics.uci.edu/pub/ietf/uri/historical.html#WARNING'])
  })
  it('inspects URIs for the attacks of section 7, a row per input; --strict fails on a warning', async () => {
    const r = await uri(['inspect', 'http://www.bank.example@evil.example/'])
    expect(r.status).to.equal(0)
    expect(JSON.parse(r.stdout)).to.deep.equal({
      input: 'http://www.bank.example@evil.example/',
      ok: false,
      warnings: 'userinfo-looks-like-host',
      error_code: null,
      error_offset: null,
      error_message: null,
    })
    expect((await uri(['inspect', '--strict', 'http://127.1/'])).status).to.equal(1)
    expect(await uri(['inspect', '--strict', '--format', 'tsv', 'https://example.com/'])).to.include({ status: 0, stdout: 'https://example.com/\ttrue\t\t\t\t\n' })
    const tsv = await uri(['inspect', '--format', 'tsv', '--fields', 'input,ok,warnings,error_code'], 'http://u:p@h/\n//evil%E3%80%82com/\na b\n')
    expect(tsv.stdout).to.equal('http://u:p@h/\tfalse\tuserinfo password\t\n//evil%E3%80%82com/\tfalse\tparser-differential\t\na b\tfalse\t\tinvalid-character\n')
  })
  it('inspect --base: each input checked as a return address too (safeRedirect), the refusal as the error', async () => {
    const lines = ['/account', '//evil.com', '/..//evil.com', 'https://accounts.example/x', 'javascript:alert(1)', '/\\evil.com'].join('\n')
    const r = await uri(
      ['inspect', '--base', 'https://good.example/app/', '--allow', 'https://accounts.example', '--format', 'tsv', '--fields', 'ok,redirect,error_code,error_message'],
      lines,
    )
    // An input that is not a URI reference has the parse error's sentence, not a redirect's; both in the CLI's technical words (cli/words.ts).
    expect(r.stdout.split('\n').map((l) => l.replace(/(invalid-character\t)Found a backslash .*$/, '$1…'))).to.deep.equal([
      'true\thttps://good.example/account\t\t',
      "false\t\tunsafe-redirect\tIn the reading of the runtime's URL parser (the WHATWG URL Standard), the target's origin is https://evil.com, which is neither the base's origin nor one of \"allow\" (RFC 6454 section 4).",
      "false\t\tunsafe-redirect\tIn RFC 3986's reading (resolved against the base, section 5.2), the target's path begins with two slashes or backslashes (written or percent-encoded, tabs and newlines between them dropped): written back as a relative Location, it is a network-path reference to another host (RFC 3986 section 4.2).",
      'true\thttps://accounts.example/x\t\t',
      'false\t\tunsafe-redirect\tThe target\'s scheme "javascript" runs code when the link is followed (its path runs as a script): a redirect to it is cross-site scripting.',
      'false\t\tinvalid-character\t…',
      '',
    ])
    const bad = await uri(['inspect', '--base', 'not a base'], '/a\n')
    expect(bad.status).to.equal(2)
    expect(bad.stderr).to.match(/^uri: The option "base" must be an absolute URL with a host \(RFC 3986 section 4\.3\)/)
  })

  it('stdin: a lone CR is part of its line (invalid), CRLF ends a line, a BOM at the start is dropped', async () => {
    const tsv = ['validate', '--format', 'tsv', '--fields', 'input,ok']
    expect((await uri(tsv, 'http://a/\rb\n')).stdout).to.equal('http://a/\\rb\tfalse\n')
    expect(await uri(tsv, 'http://a/\r\nhttp://b/\r\n')).to.include({ status: 0, stdout: 'http://a/\ttrue\nhttp://b/\ttrue\n' })
    expect(await uri(tsv, '\ufeffhttp://a/\n')).to.include({ status: 0, stdout: 'http://a/\ttrue\n' })
    const parsed = await uri(['parse'], '\ufeffhttp://a/\r\n')
    expect(JSON.parse(parsed.stdout).input).to.equal('http://a/')
  })
  it('stdin: a character split across two chunks is decoded whole (find offsets agree with the library)', async () => {
    const text = '\u20ac'.repeat(40_000) + ' http://a/ ' + '\u00e9'.repeat(30_000) + ' http://b/'
    // 65,536 is not a multiple of 3: the first chunk ends inside a euro sign.
    expect((1 << 16) % 3).to.not.equal(0)
    const r = await uri(['find'], text)
    const found = r.stdout
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l))
    expect(found.map((f) => [f.uri, f.start])).to.deep.equal(findURIs(text).map((f) => [f.uri, f.start]))
    expect(found.map((f) => f.start)).to.deep.equal([40_001, 70_012])
    // Bytes one at a time: every character of two or three bytes is split.
    const bytewise = async function* () {
      for (const b of Buffer.from('http://\u00e9/\u20ac\n')) yield Uint8Array.of(b)
    }
    const one = await uri(['parse'], undefined, { stdin: bytewise() })
    expect(JSON.parse(one.stdout).input).to.equal('http://\u00e9/\u20ac')
  })
  it('a stream that fails: exit 2 and the reason on standard error, nothing thrown', async () => {
    const failing = async function* () {
      yield Buffer.from('http://a/\n')
      throw new Error('EIO: i/o error, read')
    }
    const r = await uri(['validate'], undefined, { stdin: failing() })
    expect(r).to.deep.include({ status: 2, stderr: 'uri: Error: EIO: i/o error, read\n' })
  })
  it('--version: the version of the package named typed-uri, past dist/cjs/package.json', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'typed-uri-version-'))
    try {
      fs.mkdirSync(path.join(dir, 'dist/cjs/cli'), { recursive: true })
      fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'typed-uri', version: '9.8.7' }))
      fs.writeFileSync(path.join(dir, 'dist/cjs/package.json'), '{"type":"commonjs"}')
      expect(versionFrom(path.join(dir, 'dist/cjs/cli'), readIfThere)).to.equal('9.8.7')
      expect(versionFrom(os.tmpdir(), () => null)).to.equal('unknown')
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
    const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string }
    expect((await uri(['--version'])).stdout.trim()).to.equal(pkg.version)
  })
  it('JSON lines escape C1 controls and bidi overrides, and stay JSON', async () => {
    const r = await uri(['parse', 'http://a/\u202eb\u009b'])
    expect(r.stdout).to.not.match(/[\u0080-\u009f\u202a-\u202e]/)
    expect(JSON.parse(r.stdout).input).to.equal('http://a/\u202eb\u009b')
    expect((await uri(['parse', 'http://a/\u202eb\u009b'], undefined, { isTTY: true })).stdout).to.equal(r.stdout)
  })
  it('TSV and CSV: a terminal is shown \\uXXXX for what would steer it; a pipe or a file gets every value as a loader reads it', async () => {
    const args = ['--fields', 'input,ok', 'http://a/\u202eb\u009b\t\u001b[2J', 'a,b']
    const tsv = ['parse', '--format', 'tsv', ...args]
    const csv = ['parse', '--format', 'csv', ...args]
    expect((await uri(tsv, undefined, { isTTY: true })).stdout).to.equal('http://a/\\u202eb\\u009b\\t\\u001b[2J\tfalse\na,b\ttrue\n')
    expect((await uri(tsv)).stdout).to.equal('http://a/\u202eb\u009b\\t\u001b[2J\tfalse\na,b\ttrue\n')
    expect((await uri(csv, undefined, { isTTY: true })).stdout).to.equal('http://a/\\u202eb\\u009b\\u0009\\u001b[2J,false\n"a,b",true\n')
    expect((await uri(csv)).stdout).to.equal('http://a/\u202eb\u009b\t\u001b[2J,false\n"a,b",true\n')
  })
})

describe('cli/main: the uri command as a process (six spawns)', function () {
  this.timeout(60_000)

  it('exit status and pipes: 1 with --strict for an invalid line of standard input; 0 and the version of package.json', () => {
    const r = spawned(['parse', '--strict', '--rule', 'URI', 'http://a/', '-'], 'http://b/\r\nnot a uri\n')
    expect(r.status).to.equal(1)
    expect(
      r.stdout
        .trimEnd()
        .split('\n')
        .map((l) => [JSON.parse(l).input, JSON.parse(l).ok]),
    ).to.deep.equal([
      ['http://a/', true],
      ['http://b/', true],
      ['not a uri', false],
    ])
    const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string }
    expect(spawned(['--version'])).to.deep.equal({ status: 0, stdout: pkg.version + '\n', stderr: '' })
  })
  it('standard output a terminal (a pseudo-terminal by util-linux script): main.ts tells the command, and TSV shows \\uXXXX', function () {
    const script = spawnSync('script', ['--version'], { encoding: 'utf8' })
    if (script.status !== 0 || !script.stdout.includes('util-linux')) this.skip()
    const command = [process.execPath, ...processArgs(['parse', '--format', 'tsv', '--fields', 'input,ok'])].map((w) => `'${w}'`).join(' ')
    const r = spawnSync('script', ['-qec', `${command} "$URI_INPUT"`, '/dev/null'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, URI_INPUT: 'http://a/\u202eb\t' },
    })
    expect(r.status, r.stderr).to.equal(0)
    // The terminal ends lines with CRLF (its onlcr mode).
    expect(r.stdout.replace(/\r\n/g, '\n')).to.equal('http://a/\\u202eb\\t\tfalse\n')
  })
  it('NO_COLOR from the environment, and no colour on a pipe', () => {
    const r = spawned(['explain', 'foo://example.com:8042/over/there?name=ferret#nose'], undefined, { NO_COLOR: '1' })
    expect(r.status).to.equal(0)
    expect(r.stdout).to.include('port      "8042" (8042)')
    expect(r.stdout).not.to.include('\u001b[')
  })
  it('stdout closed early (| head -1): exits quietly, no stack trace, status of what was read', async () => {
    const child = spawn(process.execPath, processArgs(['parse']), { cwd: root, stdio: ['pipe', 'pipe', 'pipe'] })
    let stderr = ''
    child.stderr.on('data', (d) => (stderr += String(d)))
    child.stdin.on('error', () => undefined)
    child.stdin.end(Array.from({ length: 200_000 }, (_, k) => `http://h${k}.example/`).join('\n'))
    child.stdout.once('data', () => child.stdout.destroy())
    const status = await new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)))
    expect(stderr).to.equal('')
    expect(status).to.equal(0)
  })
  it('stdin left non-blocking by another process (EAGAIN on a blocking read): read as a stream from there, no line lost', async () => {
    // The preload opens process.stdin, which makes the pipe non-blocking; it notes each EAGAIN the command's reads meet.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'typed-uri-eagain-'))
    const preload = path.join(dir, 'preload.js')
    fs.writeFileSync(
      preload,
      `process.stdin; const fs = require('fs'); const read = fs.readSync; fs.readSync = (...a) => { try { return read(...a) } catch (e) { process.stderr.write('(' + e.code + ')'); throw e } }`,
    )
    try {
      const child = spawn(process.execPath, processArgs(['validate', '--strict', '--line-numbers', '--only-invalid'], [preload]), { cwd: root, stdio: ['pipe', 'pipe', 'pipe'] })
      let [stdout, stderr] = ['', '']
      child.stdout.on('data', (d) => (stdout += String(d)))
      child.stderr.on('data', (d) => (stderr += String(d)))
      // Nothing is written until the command's first read has met EAGAIN.
      await new Promise<void>((resolve) => child.stderr.on('data', () => stderr.includes('(EAGAIN)') && resolve()))
      child.stdin.write('http://a/\nbad one\n')
      await new Promise((resolve) => setTimeout(resolve, 200))
      child.stdin.end('x y\n')
      const status = await new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)))
      expect(stderr).to.equal('(EAGAIN)')
      expect(status).to.equal(1)
      expect(
        stdout
          .trimEnd()
          .split('\n')
          .map((l) => [JSON.parse(l).line, JSON.parse(l).input]),
      ).to.deep.equal([
        [2, 'bad one'],
        [3, 'x y'],
      ])
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})
