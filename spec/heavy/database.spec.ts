/**
 * The line filter's TSV and CSV loaded by real engines, as a user loads them:
 * PostgreSQL's `COPY ... FROM STDIN` (text format for `--format tsv`, csv
 * format for `--format csv`) into a throwaway cluster of its own (a temporary
 * folder, a Unix socket only, run as an unprivileged user), and DuckDB's
 * `read_csv` for CSV. Each column read back must be the value the command
 * wrote (its JSON lines row), for hostile lines of every class that breaks a
 * writer (tab, quote, backslash, comma, bidi and zero-width format characters,
 * U+FEFF, U+2028, U+0085, ESC, DEL, a lone CR, PostgreSQL's `\.` and `\N`,
 * emoji, CJK) and for a seeded generated batch. spec/cli/format.spec.ts reads
 * the same writers back with readers written to the two specifications.
 *
 * Without PostgreSQL's server this spec fails in CI (CI=true: .ci/run installs
 * Debian's `postgresql`) and is skipped, with the reason, on a developer's machine.
 */
import { expect } from 'chai'
import { spawnSync, type SpawnSyncReturns } from 'node:child_process'
import * as fs from 'node:fs'
import * as os from 'node:os'
import * as path from 'node:path'
import * as fc from 'fast-check'
import { main } from '../../src/cli/program.ts'

const root = path.resolve(__dirname, '../..')

/** The CLI in-process (program.ts's `main`, as the other CLI specs run it), its standard output not a terminal. */
const uri = async (argv: readonly string[], input: string): Promise<string> => {
  let stdout = ''
  let stderr = ''
  const status = await main({
    argv,
    stdin: (async function* () {
      yield Buffer.from(input)
    })(),
    stdout: (t) => void (stdout += t),
    stderr: (t) => void (stderr += t),
    stdoutIsTTY: false,
    env: {},
    version: () => '0.0.0',
  })
  expect(status, stderr).to.equal(0)
  return stdout
}

/** The hostile lines: every class named above, one or more to a line, some valid IRIs (so the component fields hold them too). */
const HOSTILE: readonly string[] = [
  'http://a.example/p?q=1\t2',
  'http://a.example/"quoted"?q="a""b"',
  'http://a.example/back\\slash\\',
  'http://a.example/a,b,c?x=1,2#y,z',
  'http://a.example/\u202eevil?q=\u202dx#\u202c',
  'http://a.example/\u2066iso\u2069?\u200f#\u200e',
  'http://a.example/zero\u200bwidth\u200d?\u200c=\u2060',
  'http://a.example/\ufeffbom?q=\ufeff',
  '\ufeffhttp://bom-first.example/',
  'http://a.example/\u2028ls\u2029ps',
  'http://a.example/\u0085nel',
  'http://a.example/\u001b[31mred\u001b[0m',
  'http://a.example/del\u007f',
  'http://a.example/\u009b31m\u0080',
  'http://\u4f8b\u3048.\u30c6\u30b9\u30c8/\u30d1\u30b9?\u691c\u7d22=\u65e5\u672c\u8a9e#\u7247',
  'http://a.example/\u{1f600}?q=\u{1f44d}\u{1f3fd}#\u{1f1eb}\u{1f1f7}',
  'http://a.example/lone\rcr',
  '\\.',
  '\\N',
  '',
  '""',
  ' leading and trailing spaces ',
  'http://a.example/\b\f\u000b',
  'a\t"b",c\\d\u202e\re\u2028f',
  'http://a.example/\u{e0001}tag\u{1d173}',
  'r\u00e9sum\u00e9,\u00e9t\u00e9',
  '\\',
  '\\\\.\\t\\n\\r\\u202e',
  'http://ok.example/',
]

/** Seeded lines of arbitrary Unicode with the hostile classes mixed in: valid UTF-8 (no lone surrogate), no LF, no NUL, no CR at the end (a CR before LF belongs to the line end). */
const generated = (): string[] => {
  const special = fc.constantFrom(
    ...['\t', '"', '\\', ',', '\r', '\u202e', '\u2067', '\u200b', '\u2060', '\ufeff', '\u2028', '\u2029', '\u0085', '\u009b', '\u001b', '\u007f'],
    ...['\u{1f600}', '\u{1f44d}\u{1f3fd}', '\u4e2d', '\u6587', '\\.', '\\N', ' ', '\b', '\f', '\v', '\u{e0001}'],
  )
  const unit = fc.oneof(fc.string({ unit: 'grapheme', maxLength: 3 }), special, fc.constantFrom('http://', 'a', '/', '?', '#', '%41'))
  // Half of the lines start as an IRI does, so that many are valid and their components hold the classes too.
  const line = fc
    .tuple(fc.constantFrom('', 'http://a.example/', '//h/', '?', '#'), fc.array(unit, { maxLength: 12 }))
    .map(([start, parts]) => (start + parts.join('')).replace(/[\n\0]|[\ud800-\udfff]/gu, 'x').replace(/\r+$/, ''))
  return fc.sample(line, { seed: 20260, numRuns: 400 })
}

/** The hostile classes, counted in the generated batch. */
const CLASSES: readonly (readonly [string, RegExp])[] = [
  ['tab', /\t/],
  ['quote', /"/],
  ['backslash', /\\/],
  ['comma', /,/],
  ['lone CR', /\r/],
  ['bidi format character', /[\u202a-\u202e\u2066-\u2069]/],
  ['zero-width format character', /[\u200b-\u200d\u2060]/],
  ['U+FEFF', /\ufeff/],
  ['U+2028', /\u2028/],
  ['U+0085', /\u0085/],
  ['ESC', /\u001b/],
  ['DEL', /\u007f/],
  ['emoji', /\p{Extended_Pictographic}/u],
  ['CJK', /\p{Script=Han}/u],
  ['backspace, form feed, vertical tab', /[\b\f\v]/],
]

/**
 * What DuckDB (1.5) reads of a value written: the value, less one U+FEFF at its
 * start. Its CSV reader drops a byte order mark at the start of every field,
 * quoted or not, not only at the start of the file; RFC 4180 has no escape to
 * keep it. PostgreSQL reads such a value whole.
 */
const duckdbReads = (row: readonly (string | null)[]): (string | null)[] => row.map((v) => (v === null ? null : v.replace(/^\ufeff/, '')))

/** Debian's server binaries (the newest major version), or the first initdb on the PATH. */
const postgresBin = (): string | null => {
  const has = (dir: string) => ['initdb', 'pg_ctl', 'postgres', 'psql'].every((b) => fs.existsSync(path.join(dir, b)))
  const debian = '/usr/lib/postgresql'
  if (fs.existsSync(debian))
    for (const v of fs.readdirSync(debian).sort((a, b) => Number(b) - Number(a))) {
      const dir = path.join(debian, v, 'bin')
      if (has(dir)) return dir
    }
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) if (dir !== '' && has(dir)) return dir
  return null
}

/** The fields loaded: the input and every other string field of `parse`. */
const FIELDS = ['input', 'ok', 'kind', 'scheme', 'userinfo', 'host', 'host_kind', 'port', 'path', 'query', 'fragment', 'error_code', 'error_offset', 'error_message']

/** What the command wrote for each line: its JSON lines rows, each field as text (null stays null). */
const writtenRows = async (argv: readonly string[], input: string): Promise<(string | null)[][]> =>
  (await uri([...argv, '--format', 'jsonl', '--fields', FIELDS.join(',')], input))
    .split('\n')
    .filter((l) => l !== '')
    .map((l) => {
      const row = JSON.parse(l) as Record<string, unknown>
      return FIELDS.map((f) => (row[f] === null ? null : String(row[f])))
    })

describe('TSV and CSV as loaded by PostgreSQL (COPY) and DuckDB (read_csv)', function () {
  this.timeout(300_000)
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'typed-uri-pg-'))
  const data = path.join(dir, 'data')
  let bin: string | null = null
  // As root (CI), the cluster runs as an unprivileged user: initdb refuses root.
  const asUser: string[] = []
  let started = false

  /** A PostgreSQL program, as the cluster's user. */
  const run = (cmd: string, args: readonly string[], input?: string): SpawnSyncReturns<string> => {
    const [file, ...before] = [...asUser, path.join(bin as string, cmd)]
    return spawnSync(file, [...before, ...args], { input, encoding: 'utf8', env: { ...process.env, PGCLIENTENCODING: 'UTF8', LC_ALL: 'C' }, maxBuffer: 1 << 28, cwd: dir })
  }
  const psql = (sql: string, input?: string): string => {
    const r = run('psql', ['-X', '-q', '-A', '-t', '-v', 'ON_ERROR_STOP=1', '-h', dir, '-U', 'uri', '-d', 'postgres', '-c', sql], input)
    if (r.status !== 0) throw new Error(`psql ${sql}: ${r.stderr}`)
    return r.stdout
  }

  before(function () {
    bin = postgresBin()
    if (bin === null) {
      if (process.env.CI === 'true') throw new Error('PostgreSQL is not installed: .ci/run installs Debian\'s "postgresql" before this step')
      console.log('    (skipped: no PostgreSQL server here; apt-get install postgresql, or put initdb, pg_ctl, postgres and psql on the PATH)')
      this.skip()
    }
    if (process.getuid?.() === 0) {
      const user = spawnSync('id', ['-u', 'postgres']).status === 0 ? 'postgres' : 'nobody'
      const uid = Number(spawnSync('id', ['-u', user], { encoding: 'utf8' }).stdout)
      const gid = Number(spawnSync('id', ['-g', user], { encoding: 'utf8' }).stdout)
      fs.chownSync(dir, uid, gid)
      asUser.push('runuser', '-u', user, '--')
    }
    const init = run('initdb', ['-D', data, '-U', 'uri', '-A', 'trust', '-E', 'UTF8', '--no-locale', '--no-sync'])
    if (init.status !== 0) throw new Error(`initdb: ${init.stderr}`)
    // No TCP (listen_addresses empty): the socket in our own folder, so no other cluster on the machine is touched.
    const start = run('pg_ctl', ['-D', data, '-l', path.join(dir, 'log'), '-w', '-o', `-c listen_addresses='' -k '${dir}' -c fsync=off`, 'start'])
    started = true
    if (start.status !== 0) throw new Error(`pg_ctl start: ${start.stderr}${fs.existsSync(path.join(dir, 'log')) ? fs.readFileSync(path.join(dir, 'log'), 'utf8') : ''}`)
  })
  after(() => {
    if (started) run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop'])
    fs.rmSync(dir, { recursive: true, force: true })
  })

  /** The rows PostgreSQL reads from the command's output in `format`, in order, each field as text or null. */
  const loadPostgres = async (argv: readonly string[], input: string, format: 'tsv' | 'csv'): Promise<(string | null)[][]> => {
    const text = await uri([...argv, '--format', format, '--fields', FIELDS.join(','), ...(format === 'csv' ? ['--header'] : [])], input)
    psql(`DROP TABLE IF EXISTS t; CREATE TABLE t (n bigint GENERATED ALWAYS AS IDENTITY, ${FIELDS.map((f) => `${f} text`).join(', ')})`)
    psql(`COPY t (${FIELDS.join(', ')}) FROM STDIN${format === 'csv' ? ' WITH (FORMAT csv, HEADER true)' : ''}`, text)
    const json = psql(`SELECT coalesce(json_agg(json_build_array(${FIELDS.join(', ')}) ORDER BY n), '[]') FROM t`)
    return JSON.parse(json) as (string | null)[][]
  }

  /** Compares the rows an engine read with those written: in TSV an absent value is an empty field, read as ''. */
  const compare = (written: (string | null)[][], read: (string | null)[][], absentAs: '' | null): { same: number; differ: string[] } => {
    let same = 0
    const differ: string[] = []
    written.forEach((row, k) => {
      const want = row.map((v) => (v === null ? absentAs : v))
      if (JSON.stringify(read[k]) === JSON.stringify(want)) same++
      else differ.push(`line ${k + 1}: ${JSON.stringify(want)} read as ${JSON.stringify(read[k])}`)
    })
    return { same, differ }
  }

  /** The rows DuckDB's read_csv reads from the command's CSV (written to a file, with a header), each field as text or null. */
  const loadDuckDB = async (argv: readonly string[], input: string): Promise<(string | null)[][]> => {
    const file = path.join(dir, 'rows.csv')
    fs.writeFileSync(file, await uri([...argv, '--format', 'csv', '--header', '--fields', FIELDS.join(',')], input))
    const { DuckDBInstance } = await import('@duckdb/node-api')
    const db = await DuckDBInstance.create(':memory:')
    const connection = await db.connect()
    try {
      // Every option explicit (no sniffing): RFC 4180's quote and its doubled quote, LF rows, text columns, and a quoted
      // empty field read as the empty text, not NULL (allow_quoted_nulls).
      const columns = `{${FIELDS.map((f) => `'${f}': 'VARCHAR'`).join(', ')}}`
      const reader = await connection.runAndReadAll(
        `SELECT * FROM read_csv('${file}', header = true, delim = ',', quote = '"', escape = '"', new_line = '\\n', auto_detect = false, columns = ${columns}, allow_quoted_nulls = false, strict_mode = true)`,
      )
      return reader.getRows().map((row) => row.map((v) => (v === null ? null : String(v))))
    } finally {
      connection.closeSync()
      db.closeSync()
    }
  }

  const hostile = HOSTILE.join('\n') + '\n'
  for (const argv of [['parse', '--rule', 'IRI-reference'], ['parse']])
    for (const format of ['tsv', 'csv'] as const)
      it(`${argv.join(' ')} --format ${format} into PostgreSQL's COPY (${format === 'tsv' ? 'text' : 'csv'} format): every hostile line's row as written`, async () => {
        const written = await writtenRows(argv, hostile)
        // The input field is the line itself, every class included.
        expect(written.map((r) => r[0])).to.deep.equal(HOSTILE)
        const { same, differ } = compare(written, await loadPostgres(argv, hostile, format), format === 'tsv' ? '' : null)
        expect(differ).to.deep.equal([])
        expect(same).to.equal(HOSTILE.length)
      })

  it("one field a row: a line that is PostgreSQL's end-of-data marker (\\.) or its NULL (\\N) is a row like any other, in both formats", async () => {
    for (const format of ['tsv', 'csv'] as const) {
      const text = await uri(['validate', '--format', format, '--fields', 'input'], hostile)
      psql('DROP TABLE IF EXISTS one; CREATE TABLE one (n bigint GENERATED ALWAYS AS IDENTITY, input text)')
      psql(`COPY one (input) FROM STDIN${format === 'csv' ? ' WITH (FORMAT csv)' : ''}`, text)
      expect(JSON.parse(psql('SELECT json_agg(input ORDER BY n) FROM one')), format).to.deep.equal(HOSTILE)
    }
  })

  it('a NUL, which no text column holds, is written %00 (as a byte that is not UTF-8 is), and the load goes on', async () => {
    const lines = ['http://a.example/', 'http://c.example/\u0000nul\u0000', 'x\u0000', 'http://b.example/']
    for (const format of ['tsv', 'csv'] as const) {
      const read = await loadPostgres(['parse'], lines.join('\n') + '\n', format)
      expect(
        read.map((r) => r[0]),
        format,
      ).to.deep.equal(['http://a.example/', 'http://c.example/%00nul%00', 'x%00', 'http://b.example/'])
      expect(read.map((r) => r[1])).to.deep.equal(['true', 'false', 'false', 'true'])
    }
  })

  it('law: a seeded batch of arbitrary Unicode lines with every hostile class reads back as written, in PostgreSQL (TSV, CSV) and DuckDB (CSV)', async () => {
    const lines = generated()
    const input = lines.join('\n') + '\n'
    const argv = ['parse', '--rule', 'IRI-reference']
    const written = await writtenRows(argv, input)
    expect(written.map((r) => r[0])).to.deep.equal(lines)
    for (const format of ['tsv', 'csv'] as const) {
      const { same, differ } = compare(written, await loadPostgres(argv, input, format), format === 'tsv' ? '' : null)
      expect(differ, `PostgreSQL ${format}`).to.deep.equal([])
      expect(same).to.equal(lines.length)
    }
    const { same, differ } = compare(written.map(duckdbReads), await loadDuckDB(argv, input), null)
    expect(differ, 'DuckDB').to.deep.equal([])
    expect(same).to.equal(lines.length)
    // Every class is in the batch, most of them many times.
    for (const [name, re] of CLASSES) expect(lines.filter((l) => re.test(l)).length, name).to.be.greaterThan(10)
    expect(written.filter((r) => r[1] === 'true' && /[^\x20-\x7e]/.test(r[8] ?? '')).length, 'valid rows with a path beyond printable ASCII').to.be.greaterThan(20)
  })

  it("the hostile lines' CSV read by DuckDB's read_csv (header, quote, escape explicit): every row as written", async () => {
    const argv = ['parse', '--rule', 'IRI-reference']
    const written = await writtenRows(argv, hostile)
    const { same, differ } = compare(written.map(duckdbReads), await loadDuckDB(argv, hostile), null)
    expect(differ).to.deep.equal([])
    expect(same).to.equal(HOSTILE.length)
  })

  it('the real process (node src/cli/main.ts) writes to a pipe the very text loaded above: no terminal, no \\u escape', () => {
    const r = spawnSync(process.execPath, ['-r', path.join(root, 'spec/support/register.js'), path.join(root, 'src/cli/main.ts'), 'parse', '--format', 'tsv'], {
      input: hostile,
      encoding: 'utf8',
    })
    expect(r.status, r.stderr).to.equal(0)
    return uri(['parse', '--format', 'tsv'], hostile).then((inProcess) => {
      expect(r.stdout).to.equal(inProcess)
      expect(r.stdout).to.include('http://a.example/\u202eevil').and.not.include('http://a.example/\\u202eevil')
    })
  })
})
