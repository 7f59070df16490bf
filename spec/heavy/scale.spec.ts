/**
 * The line-filter contract where it is heavy: a line of 50 MB among ordinary
 * ones (rows out = rows in, for every command and format, and its peak memory
 * at most 10 times the line), and `--jobs 2` (worker threads, run as the built
 * bin) giving the very bytes of `--jobs 1`. spec/cli/contract.spec.ts checks
 * the same contract on small hostile files in `npm test`; bench/scale.ts
 * measures speed and the memory of a 1 GB stream.
 */
import { expect } from 'chai'
import { spawnSync } from 'node:child_process'
import * as fs from 'node:fs'
import * as os from 'node:os'
import * as path from 'node:path'
import { random } from '../../bench/corpus.ts'

const root = path.resolve(__dirname, '../..')
const bin = path.join(root, 'dist/cjs/cli/main.js')
const maxRss = path.join(root, 'bench/cli/max-rss.cjs')

const uri = (args: readonly string[], file: string) => {
  const rss = path.join(os.tmpdir(), `typed-uri-heavy-rss-${process.pid}`)
  const fd = fs.openSync(file, 'r')
  try {
    const r = spawnSync(process.execPath, ['-r', maxRss, bin, ...args], { stdio: [fd, 'pipe', 'pipe'], env: { ...process.env, MAX_RSS_FILE: rss }, maxBuffer: 1 << 30 })
    return { status: r.status, stdout: r.stdout, stderr: String(r.stderr), maxRssKB: Number(fs.readFileSync(rss, 'utf8')) }
  } finally {
    fs.closeSync(fd)
  }
}

describe('the line filter at scale (the built bin)', function () {
  this.timeout(600_000)
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'typed-uri-heavy-scale-'))
  after(() => fs.rmSync(dir, { recursive: true, force: true }))
  before(function () {
    if (!fs.existsSync(bin)) this.skip()
  })

  it('a 50 MB line among others: one row per line for every command and format; memory at most 10x the line', () => {
    const file = path.join(dir, 'long.txt')
    const line = 50 * 2 ** 20
    fs.writeFileSync(file, `http://a/\n\xff\nhttp://b.example/${'a'.repeat(line - 17)}\nx y\r\n`, 'latin1')
    for (const command of [['parse'], ['validate'], ['normalize'], ['canonicalize'], ['iri-to-uri']])
      for (const format of ['jsonl', 'tsv', 'csv']) {
        const r = uri([...command, '--format', format, '--fields', 'input,ok'], file)
        expect(r.status, r.stderr).to.equal(0)
        const rows = r.stdout.toString('utf8').trimEnd().split('\n')
        expect(rows.length).to.equal(4)
        expect(rows[2].length).to.be.greaterThan(line)
        expect(r.maxRssKB * 1024).to.be.lessThan(10 * line)
      }
  })
  it('law: --jobs 2 and 3 write the very bytes, standard error and status of --jobs 1, on hostile files of every kind of line', () => {
    // Seeded files of hostile lines (bench/corpus.ts's generator): not UTF-8, non-ASCII, CR, CRLF, NUL, empty, invalid, lines longer than a run of bytes, a BOM, no last LF.
    const kinds: readonly ((k: number, rnd: () => number) => Buffer)[] = [
      (k) => Buffer.from(`http://h${k}.example/p?q=${k}#f`),
      (k) => Buffer.from(`http://r\u00e9sum\u00e9-${k}.example/\u00fc?\u20ac=\ud83d\ude00`),
      (k) => Buffer.concat([Buffer.from(`http://bad${k}.example/`), Buffer.from([0xff, 0xc3]), Buffer.from('x')]),
      (k) => Buffer.from(`http://cr${k}.example/a\rb`),
      (k) => Buffer.from(`http://crlf${k}.example/\r`),
      (k) => Buffer.from(`bad line ${k}`),
      () => Buffer.from(''),
      (k) => Buffer.from(`http://nul${k}.example/\u0000`),
      (k, rnd) => Buffer.from(`http://long${k}.example/${'a'.repeat(Math.floor(rnd() * 200_000))}`),
      (k) => Buffer.from(`//relative${k}/a,b"c\td`),
    ]
    let checked = 0
    for (const seed of [1, 2]) {
      const rnd = random(seed)
      const lines = Array.from({ length: 100_000 }, (_, k) => {
        const kind = rnd() < 0.8 ? 0 : 1 + Math.floor(rnd() * (kinds.length - 1))
        // Long lines are rare: a few dozen a file.
        return kinds[kind === 8 && rnd() > 0.01 ? 0 : kind](k, rnd)
      })
      const file = path.join(dir, `hostile-${seed}.txt`)
      fs.writeFileSync(file, Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), ...lines.flatMap((l, k) => (k === lines.length - 1 ? [l] : [l, Buffer.from('\n')]))]))
      for (const args of [
        ['parse', '--format', 'tsv', '--line-numbers', '--summary'],
        ['validate', '--format', 'csv', '--header', '--strict', '--only-valid'],
        ['normalize', '--format', 'jsonl', '--only-invalid', '--summary', '--strict'],
      ]) {
        const one = uri([...args, '--jobs', '1'], file)
        expect(one.stdout.length).to.be.greaterThan(0)
        for (const jobs of ['2', '3']) {
          const many = uri([...args, '--jobs', jobs], file)
          expect(many.status, `${args.join(' ')} --jobs ${jobs}`).to.equal(one.status)
          expect(many.stderr).to.equal(one.stderr)
          expect(many.stdout.equals(one.stdout), `${args.join(' ')} --jobs ${jobs}`).to.equal(true)
          checked++
        }
      }
    }
    expect(checked).to.equal(12)
  })
  it('--jobs 2 writes the very bytes --jobs 1 writes, in order, for 200,000 lines', () => {
    const file = path.join(dir, 'lines.txt')
    fs.writeFileSync(file, Array.from({ length: 200_000 }, (_, k) => (k % 13 === 0 ? `bad line ${k}` : `http://h${k}.example/p?q=${k}#f`)).join('\n') + '\n')
    for (const args of [
      ['parse', '--format', 'tsv', '--line-numbers'],
      ['validate', '--count', '--only-invalid'],
    ]) {
      const one = uri([...args, '--jobs', '1'], file)
      const two = uri([...args, '--jobs', '2'], file)
      expect(two.status).to.equal(0)
      expect(two.stdout.equals(one.stdout)).to.equal(true)
    }
  })
})
