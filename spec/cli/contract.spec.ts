/**
 * The line-filter contract on a hostile file, for every command that reads
 * lines and every format: exactly one row for each line, in order (invalid
 * UTF-8, NUL, a lone CR, CRLF, a BOM, an empty line, a last line without LF),
 * each row depending on its line alone (any split into partitions gives the
 * same rows), exit 0. The 50 MB line and the memory of a long stream are in
 * spec/heavy/scale.spec.ts and bench/scale.ts.
 */
import { expect } from 'chai'
import * as fc from 'fast-check'
import { main } from '../../src/cli/program.ts'
import { lineBatchesOfBytes } from '../../src/cli/lines.ts'
import { csvField, rowWriter, tsvField } from '../../src/cli/format.ts'
import { jsonLine } from '../../src/cli/json-line.ts'
import { parseRows, validateRows } from '../../src/cli/rows.ts'
import { batchHandler } from '../../src/cli/filter.ts'
import { DEFAULT_FILTER, type FilterOptions } from '../../src/cli/args.ts'
import { URIReference } from '../../src/arbitraries/index.ts'
import { filterLines, type Line } from '../../src/line-filter/index.ts'
import { readCsv } from '../support/table-readers.ts'

const run = async (argv: readonly string[], input: Buffer) => {
  let stdout = ''
  let stderr = ''
  const status = await main({
    argv,
    stdin: (async function* () {
      // Chunks of 7 bytes: every line, CRLF and UTF-8 character is split somewhere.
      for (let at = 0; at < input.length; at += 7) yield input.subarray(at, at + 7)
    })(),
    stdout: (t) => void (stdout += t),
    stderr: (t) => void (stderr += t),
    stdoutIsTTY: false,
    env: {},
    version: () => '0.0.0',
  })
  return { status, stdout, stderr }
}

/** The hostile lines, as bytes; joined by LF, and a last one without LF. */
const HOSTILE: readonly Buffer[] = [
  Buffer.from('http://a.example/p?q#f'),
  Buffer.concat([Buffer.from('http://b.example/'), Buffer.from([0xff, 0xfe]), Buffer.from('x')]),
  Buffer.from('http://c.example/\u0000nul'),
  Buffer.from('http://d.example/\rlone-cr'),
  Buffer.from('http://e.example/crlf\r'),
  Buffer.from(''),
  Buffer.from('\ufeffhttp://bom-inside.example/'),
  Buffer.from('http://r\u00e9sum\u00e9.example/\u00fc'),
  Buffer.from('a,b"c\td\\e'),
  Buffer.from('HTTP://Example.COM:80/a/./b?utm_source=x&b=1#top'),
  Buffer.from('http://last.example/no-lf'),
]
const FILE = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), ...HOSTILE.flatMap((l, k) => (k === HOSTILE.length - 1 ? [l] : [l, Buffer.from('\n')]))])

const COMMANDS: readonly (readonly string[])[] = [
  ['parse'],
  ['parse', '--scheme'],
  ['validate'],
  ['normalize'],
  ['normalize', '--iri'],
  ['canonicalize'],
  ['canonicalize', '--iri'],
  ['resolve', 'http://base.example/a/b'],
  ['iri-to-uri'],
  ['uri-to-iri'],
  ['inspect'],
]
const FORMATS = ['jsonl', 'tsv', 'csv'] as const

/**
 * The rows of a format's text: JSON lines and TSV rows are lines (no CR or NUL
 * inside), JSON parsed; CSV rows are RFC 4180 records (a CR inside quotes).
 */
const rowsOf = (format: string, text: string): unknown[] => {
  expect(text.endsWith('\n') || text === '').to.equal(true)
  if (format === 'csv') {
    expect(text).not.to.include('\0')
    return readCsv(text)
  }
  const lines = text === '' ? [] : text.slice(0, -1).split('\n')
  for (const line of lines) expect(line).not.to.match(/[\r\0]/)
  return format === 'jsonl' ? lines.map((l) => JSON.parse(l)) : lines
}

describe('the line-filter contract on a hostile file (every command, every format)', () => {
  for (const command of COMMANDS)
    for (const format of FORMATS)
      it(`${command.join(' ')} --format ${format}: one row per line, in order, exit 0; the same rows from any split`, async () => {
        const whole = await run([...command, '--format', format], FILE)
        expect(whole.status).to.equal(0)
        expect(whole.stderr).to.equal('')
        const rows = rowsOf(format, whole.stdout)
        expect(rows.length).to.equal(HOSTILE.length)
        // Partitions: the file cut at each line end, run one by one, gives the same text.
        const cut = FILE.indexOf('http://e.example/')
        const [a, b] = await Promise.all([run([...command, '--format', format], FILE.subarray(0, cut)), run([...command, '--format', format], FILE.subarray(cut))])
        expect(a.stdout + b.stdout).to.equal(whole.stdout)
        if (format === 'jsonl') {
          const json = rows as { input: string; ok: boolean; error_code: string | null }[]
          expect(json[1]).to.deep.include({ input: 'http://b.example/%FF%FEx', ok: false, error_code: 'invalid-utf8', error_offset: 17 })
          expect(json[0].input).to.equal('http://a.example/p?q#f')
          expect(json[3].input).to.equal('http://d.example/\rlone-cr')
          expect(json[4].input).to.equal('http://e.example/crlf')
          expect(json[5].input).to.equal('')
          expect(json[6].input).to.equal('\ufeffhttp://bom-inside.example/')
        }
      })
  it('--strict: exit 1 when a row is invalid; --count and --only-*: counts and selections of the same rows', async () => {
    expect((await run(['validate', '--strict'], FILE)).status).to.equal(1)
    const all = Number((await run(['validate', '--count'], FILE)).stdout)
    const valid = Number((await run(['validate', '--count', '--only-valid'], FILE)).stdout)
    const invalid = Number((await run(['validate', '--count', '--only-invalid'], FILE)).stdout)
    expect([all, valid + invalid]).to.deep.equal([HOSTILE.length, HOSTILE.length])
    expect(valid).to.equal(5)
    const summary = await run(['validate', '--summary', '--count'], FILE)
    expect(summary.stderr.split('\n')[0]).to.equal(`uri: ${HOSTILE.length} rows, 5 valid, 6 invalid`)
    expect(summary.stderr).to.include('\tinvalid-utf8\n')
  })
  it('--summary: every line command counts its refused rows under a code, never "undefined" or "null"', async () => {
    // Rows refused without an error code: inspect's warnings, and a template that does not match.
    for (const argv of [...COMMANDS, ['inspect', '--base', 'https://base.example/'], ['template', 'match', 'http://{host}/{path}']]) {
      const r = await run([...argv, '--summary', '--count'], FILE)
      const [head, ...codes] = r.stderr.trimEnd().split('\n')
      const invalid = Number(/(\d+) invalid$/.exec(head ?? '')?.[1])
      expect(invalid, argv.join(' ')).to.be.above(0)
      for (const line of codes)
        expect(line, argv.join(' '))
          .to.match(/^ {2}\d+\t[a-z0-9-]+$/)
          .and.not.match(/\t(?:undefined|null)$/)
      // Each refused row is counted at least once (a row with several warnings, under each).
      const counted = codes.reduce((sum, line) => sum + Number(line.trim().split('\t')[0]), 0)
      expect(counted, argv.join(' ')).to.be.at.least(invalid)
    }
  })
  it('registrable_domain is on every row no error refused: an inspected line with warnings, a template that does not match', async () => {
    const input = Buffer.from('http://u:p@www.example.co.uk/\nhttp://a b/\n')
    const inspected = (await run(['inspect', '--fields', 'input,ok,warnings,registrable_domain,error_code'], input)).stdout
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l))
    expect(inspected.map((r) => [r.ok, r.registrable_domain ?? null, r.error_code])).to.deep.equal([
      [false, 'example.co.uk', null],
      [false, null, 'invalid-character'],
    ])
    const matched = (await run(['template', 'match', '--fields', 'input,ok,registrable_domain', 'http://{host}/x'], Buffer.from('http://www.example.com/y\n'))).stdout
    expect(JSON.parse(matched)).to.deep.include({ ok: false, registrable_domain: 'example.com' })
  })
  it('--header, --fields, --line-numbers in TSV and CSV', async () => {
    const r = await run(['validate', '--format', 'csv', '--header', '--line-numbers', '--fields', 'input,ok,error_code'], FILE)
    const lines = r.stdout.trimEnd().split('\n')
    expect(lines[0]).to.equal('line,input,ok,error_code')
    expect(lines[1]).to.equal('1,http://a.example/p?q#f,true,')
    // RFC 4180: a field holding a CR, a comma or a quote is quoted, every character kept; a NUL is %00.
    expect(lines[3]).to.equal('3,http://c.example/%00nul,false,invalid-character')
    expect(lines[4]).to.equal('4,"http://d.example/\rlone-cr",false,invalid-character')
    expect(lines[6]).to.equal('6,"",true,')
    expect(lines[9]).to.equal('9,"a,b""c\td\\e",false,invalid-character')
    const tsv = await run(['validate', '--format', 'tsv', '--fields', 'input'], FILE)
    expect(tsv.stdout.split('\n')[2]).to.equal('http://c.example/%00nul')
    expect(tsv.stdout.split('\n')[3]).to.equal('http://d.example/\\rlone-cr')
    expect(tsv.stdout.split('\n')[8]).to.equal('a,b"c\\td\\\\e')
  })
  it('a field its command lacks is a usage error (exit 2), and so is --private-suffixes without registrable_domain', async () => {
    const r = await run(['validate', '--fields', 'input,host'], FILE)
    expect(r.status).to.equal(2)
    expect(r.stderr).to.match(/^uri: validate has no field "host"/)
    const p = await run(['normalize', '--private-suffixes'], FILE)
    expect(p.status).to.equal(2)
    expect(p.stderr).to.match(/^uri: --private-suffixes changes the field registrable_domain: ask for it with --fields\n/)
  })
  it('parse --fields host,registrable_domain: the Public Suffix List registrable domain (tldts installed here)', async () => {
    const r = await run(['parse', '--format', 'tsv', '--fields', 'host,registrable_domain'], Buffer.from('https://a.b.example.co.uk/\nhttp://127.0.0.1/\nhttp://co.uk/\nx y\n'))
    expect(r.stdout).to.equal('a.b.example.co.uk\texample.co.uk\n127.0.0.1\t\nco.uk\t\n\t\n')
  })
  describe('registrable_domain in every command that reads lines, of the host a client reads', () => {
    /** Lines whose hosts are one site in several spellings, IPv4 addresses in rare forms, an empty label, a private suffix. */
    const SITES = Buffer.from(
      [
        'https://foo.github.io/a',
        'http://0x7f.0.0.1/',
        'http://0x0a.0.0.1/',
        'http://127.1/',
        'http://a.b.1/',
        'http://a..com/',
        'http://%C3%A9.com/',
        'http://XN--9CA.com/',
        'http://www.example.com./',
        'mailto:a@example.com',
        'x y',
      ].join('\n') + '\n',
    )
    const column = (stdout: string): string[] => stdout.slice(0, -1).split('\n')
    it('validate: of the input, when valid; --private-suffixes counts the private section', async () => {
      const r = await run(['validate', '--format', 'tsv', '--fields', 'ok,registrable_domain'], SITES)
      expect(r.status).to.equal(0)
      expect(column(r.stdout)).to.deep.equal([
        'true\tgithub.io',
        'true\t',
        'true\t',
        'true\t',
        'true\t',
        'true\t',
        'true\txn--9ca.com',
        'true\txn--9ca.com',
        'true\texample.com.',
        'true\t',
        'false\t',
      ])
      const p = await run(['validate', '--private-suffixes', '--format', 'tsv', '--fields', 'registrable_domain'], SITES)
      expect(column(p.stdout)[0]).to.equal('foo.github.io')
    })
    it("canonicalize: of the canonical form (the row's result)", async () => {
      const r = await run(['canonicalize', '--format', 'csv', '--fields', 'result,registrable_domain'], SITES)
      expect(column(r.stdout)).to.deep.equal([
        'https://foo.github.io/a,github.io',
        'http://0x7f.0.0.1/,',
        'http://0x0a.0.0.1/,',
        'http://127.1/,',
        'http://a.b.1/,',
        'http://a..com/,',
        'http://%C3%A9.com/,xn--9ca.com',
        'http://xn--9ca.com/,xn--9ca.com',
        'http://www.example.com./,example.com.',
        'mailto:a@example.com,',
        ',',
      ])
      const p = await run(['canonicalize', '--private-suffixes', '--format', 'csv', '--fields', 'registrable_domain'], SITES)
      expect(column(p.stdout)[0]).to.equal('foo.github.io')
    })
    it('resolve: of the target, whose host a relative reference takes from the base', async () => {
      const r = await run(['resolve', 'http://www.example.co.uk/a/', '--format', 'tsv', '--fields', 'input,registrable_domain'], Buffer.from('b\n//x.github.io/\n//[::1]/\n'))
      expect(r.stdout).to.equal('b\texample.co.uk\n//x.github.io/\tgithub.io\n//[::1]/\t\n')
    })
    it('template match: of the input, when it is a reference', async () => {
      const r = await run(['template', 'match', '{+u}', '--format', 'tsv', '--fields', 'matched,registrable_domain'], Buffer.from('http://a.b.example.com/\nhttp://0x7f.1/\n'))
      expect(r.stdout).to.equal('true\texample.com\ntrue\t\n')
    })
    for (const command of [...COMMANDS, ['template', 'match', '{+u}']])
      it(`${command.join(' ')}: one row per line of the hostile file, each field null or in A-labels, and the rows of the other fields unchanged`, async () => {
        const r = await run([...command, '--fields', 'input,ok,registrable_domain', '--private-suffixes'], FILE)
        expect([r.status, r.stderr]).to.deep.equal([0, ''])
        const rows = rowsOf('jsonl', r.stdout) as { input: string; ok: boolean; registrable_domain: string | null }[]
        expect(rows.length).to.equal(HOSTILE.length)
        for (const row of rows) expect(row.registrable_domain === null || /^[a-z0-9.-]+$/.test(row.registrable_domain), JSON.stringify(row)).to.equal(true)
        expect(rows.filter((row) => row.registrable_domain !== null).length).to.be.above(0)
        const plain = await run([...command, '--fields', 'input,ok'], FILE)
        expect(rows.map(({ input, ok }) => ({ input, ok }))).to.deep.equal(rowsOf('jsonl', plain.stdout))
      })
  })
  it('canonicalize: the canonical form and what the dedup profile removed', async () => {
    const r = await run(['canonicalize', '--format', 'tsv', '--fields', 'result,removed'], Buffer.from('HTTP://Example.COM:80/a/./b?utm_source=x&b=1&a=2#top\n'))
    expect(r.stdout).to.equal('http://example.com/a/b?a=2&b=1\tutm_source=x #top\n')
  })
  it('canonicalize --iri: IRIs read, and their URI form (hosts in A-labels) canonicalized; a host IDNA refuses is an error row', async () => {
    const lines = ['http://ÉXAMPLE.bücher.de/ä?utm_source=x&b=1#top', 'http://ＥＸＡＭＰＬＥ.com/ä', 'http://example.com/%C3%A4', 'http://xn--a.com/', 'HTTP://Example.COM:80/a/./b', 'x y']
    const input = Buffer.from(lines.join('\n') + '\n')
    const r = await run(['canonicalize', '--iri', '--format', 'tsv', '--fields', 'ok,result,removed,registrable_domain,error_code'], input)
    expect(r.status).to.equal(0)
    expect(r.stdout.slice(0, -1).split('\n')).to.deep.equal([
      'true\thttp://xn--xample-9ua.xn--bcher-kva.de/%C3%A4?b=1\tutm_source=x #top\txn--bcher-kva.de\t',
      'true\thttp://example.com/%C3%A4\t\texample.com\t',
      'true\thttp://example.com/%C3%A4\t\texample.com\t',
      'false\t\t\t\tinvalid-idna-label',
      'true\thttp://example.com/a/b\t\texample.com\t',
      'false\t\t\t\tinvalid-character',
    ])
    // Without --iri, an international host is an error; the URIs come out alike.
    const uri = await run(['canonicalize', '--format', 'tsv', '--fields', 'ok,result'], input)
    expect(uri.stdout.slice(0, -1).split('\n')).to.deep.equal(['false\t', 'false\t', 'true\thttp://example.com/%C3%A4', 'true\thttp://xn--a.com/', 'true\thttp://example.com/a/b', 'false\t'])
    // The error of an IRI is at its offset in the input.
    const e = await run(['canonicalize', '--iri', '--fields', 'error_code,error_offset'], Buffer.from('http://a.xn--a.com/\nhttp://é.com/a b\n'))
    expect(e.stdout).to.equal('{"error_code":"invalid-idna-label","error_offset":9}\n{"error_code":"invalid-character","error_offset":14}\n')
  })
  it('explain - explains each line of standard input; a terminal with no input gets the usage, not a wait', async () => {
    const r = await run(['explain', '-'], Buffer.from('http://a/\nx y\n'))
    expect(r.status).to.equal(1)
    expect(r.stdout).to.match(/^http:\/\/a\/\n/)
    expect(r.stdout).to.include('\n\nx y\n')
    let stderr = ''
    const stdin = (async function* () {})()
    const tty = await main({ argv: ['validate'], stdin, stdout: () => {}, stderr: (t) => void (stderr += t), stdoutIsTTY: true, stdinIsTTY: true, env: {}, version: () => '' })
    expect(tty).to.equal(2)
    expect(stderr).to.match(/^uri: validate reads standard input, which is a terminal/)
  })
  it('law: the bytes-to-lines split is the same however the bytes are cut, and one line per LF', async () => {
    let cases = 0
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom(...['a', '\n', '\r', '\r\n', '\u00e9', '\u20ac', '\ud83d\ude00'].map((s) => Buffer.from(s)), Buffer.from([0xff]), Buffer.from([0xe2, 0x82])), {
          maxLength: 30,
        }),
        fc.array(fc.nat(60), { maxLength: 5 }),
        async (parts, cuts) => {
          const bytes = Buffer.concat(parts)
          const points = [...new Set(cuts.map((c) => Math.min(c, bytes.length)))].sort((x, y) => x - y)
          const chunks = [0, ...points].map((p, k, all) => bytes.subarray(p, all[k + 1] ?? bytes.length))
          const lines: Line[] = []
          for await (const batch of lineBatchesOfBytes(chunks)) lines.push(...batch)
          const whole: Line[] = []
          for await (const batch of lineBatchesOfBytes([bytes])) whole.push(...batch)
          expect(lines).to.deep.equal(whole)
          const lf = bytes.filter((b) => b === 0x0a).length
          expect(lines.length).to.equal(lf + (bytes.length > 0 && bytes[bytes.length - 1] !== 0x0a ? 1 : 0))
          if (bytes.includes(0xff)) expect(lines.some((l) => typeof l !== 'string' && l.shown.includes('%FF'))).to.equal(true)
          cases++
        },
      ),
      { seed: 36, numRuns: 100 },
    )
    expect(cases).to.equal(100)
  })
  it('filterLines: the library function over async iterables of lines, one row per line', async () => {
    const rows = []
    for await (const row of filterLines((line) => ({ input: line, ok: line !== '' }))(['a', '', { _tag: 'InvalidUtf8', shown: '%FF', offset: 0 }])) rows.push(row)
    expect(rows.map((r) => [r.input, r.ok, r.error_code ?? null])).to.deep.equal([
      ['a', true, null],
      ['', false, null],
      ['%FF', false, 'invalid-utf8'],
    ])
  })
  it('law: the TSV fast way for valid rows (validIsPlain, plainFromInput) writes what escaping each field writes', () => {
    let cases = 0
    fc.assert(
      fc.property(URIReference, (input) => {
        for (const command of [parseRows('URI-reference'), validateRows('URI')]) {
          const row = command.rowOf(input)
          expect(command.validIsPlain).to.equal(true)
          expect(rowWriter('tsv', command.fields, true, true).line(row)).to.equal(rowWriter('tsv', command.fields).line(row))
          cases++
        }
      }),
      { seed: 9, numRuns: 200 },
    )
    expect(cases).to.equal(400)
  })
  it('law: a valid row written without being made (validAlone) is the line of { input, ok: true }, in every format and choice of fields', () => {
    const unit = fc.constantFrom('a', '/', ':', '\t', '\n', '\\', ',', '"', '\u202e', '\u00e9')
    const name = fc.constantFrom('input', 'ok', 'error_code', 'error_offset', 'error_message')
    let cases = 0
    let plainWays = 0
    fc.assert(
      fc.property(
        fc.oneof(URIReference, fc.string({ unit })),
        fc.constantFrom('tsv', 'csv', 'jsonl'),
        fc.array(name, { minLength: 1, maxLength: 6 }),
        fc.boolean(),
        (input, format, fields, validIsPlain) => {
          // validIsPlain promises printable ASCII without a backslash: the law holds for the inputs the promise is made for.
          if (validIsPlain && !/^[\x20-\x5b\x5d-\x7e]*$/.test(input)) return
          const writer = rowWriter(format as 'tsv' | 'csv' | 'jsonl', fields, true, validIsPlain)
          expect(writer.validAlone(input)).to.equal(writer.line({ input, ok: true }))
          cases++
          if (format === 'tsv' && fields.filter((f) => f === 'input').length === 1) plainWays++
        },
      ),
      { seed: 11, numRuns: 1500 },
    )
    expect(cases, 'cases').to.be.greaterThan(1000)
    expect(plainWays, 'cases of the TSV way around the input').to.be.greaterThan(100)
  })
  it('law: uri validate gives the same text and counts with and without its valid rows written unmade', () => {
    const line = fc.oneof(URIReference, fc.constantFrom('', 'a b', 'http://[::1', '%zz', 'http://a/\u00e9', '\\x'))
    const only = fc.constantFrom<FilterOptions['only']>(null, 'valid', 'invalid')
    let cases = 0
    let valid = 0
    fc.assert(
      fc.property(fc.array(line, { maxLength: 12 }), fc.constantFrom('tsv', 'csv', 'jsonl'), only, fc.boolean(), fc.boolean(), (lines, format, pick, count, lineNumbers) => {
        const filter = { ...DEFAULT_FILTER, format: format as 'tsv' | 'csv' | 'jsonl', only: pick, count, lineNumbers }
        const command = validateRows('URI-reference')
        const { validRow: _, ...made } = command
        expect(batchHandler(command, filter)(lines, 7)).to.deep.equal(batchHandler(made, filter)(lines, 7))
        cases++
        valid += lines.filter((l) => command.validRow?.test(l) === true).length
      }),
      { seed: 12, numRuns: 300 },
    )
    expect(cases).to.equal(300)
    expect(valid, 'valid lines').to.be.greaterThan(500)
  })
  it("law: a JSON line is JSON.stringify of the row's fields with terminal-unsafe characters escaped (hostile values, repeated fields)", () => {
    const unit = fc.constantFrom('a', '"', '\\', '\n', '\u0000', '\u007f', '\u0085', '\u202e', '\u2028', '\u00e9', '\ud800', '%', '{', ' ')
    const value = fc.oneof(fc.string({ unit }), fc.constant(null), fc.boolean(), fc.integer(), fc.constantFrom(Number.NaN, -0, 1e21, 0.5))
    const name = fc.constantFrom('input', 'ok', 'host', 'port', 'variables', 'error_message')
    let cases = 0
    let escaped = 0
    fc.assert(
      fc.property(fc.dictionary(name, value), fc.array(name, { maxLength: 8 }), (row, fields) => {
        const picked: Record<string, unknown> = {}
        for (const f of fields) picked[f] = row[f] ?? null
        const line = rowWriter('jsonl', fields).line(row)
        expect(line).to.equal(jsonLine(picked) + '\n')
        expect(JSON.parse(line)).to.deep.equal(JSON.parse(JSON.stringify(picked)))
        expect(line.slice(0, -1)).not.to.match(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202e]/)
        if (/\\u00(7f|85)|\\u202e|\\u2028/.test(line)) escaped++
        cases++
      }),
      { seed: 6, numRuns: 400 },
    )
    expect(cases).to.equal(400)
    expect(escaped, 'lines with a terminal-unsafe character escaped').to.be.greaterThan(50)
  })
  it("a JSON line writes a field that holds JSON (template match's variables) as that JSON", () => {
    expect(rowWriter('jsonl', ['input', 'variables'], false, false, ['variables']).line({ input: '/a', variables: '{"a":"\u202e"}' })).to.equal(
      '{"input":"/a","variables":{"a":"\\u202e"}}\n',
    )
  })
  it('law: a TSV field is one line (no tab, LF, CR or NUL), and a CSV field one RFC 4180 field (a CR or LF only between quotes, no NUL)', () => {
    let cases = 0
    let quoted = 0
    fc.assert(
      // U+E0001 (a language tag) and U+1D173 (a musical format control) are format characters of two code units.
      fc.property(fc.string({ unit: fc.constantFrom('a', '\t', '\n', '\r', '\0', '\\', ',', '"', '\u202e', '\u0085', '\u00e9', '\u{E0001}', '\u{1D173}') }), (s) => {
        expect(tsvField(s)).not.to.match(/[\t\n\r\0]/)
        const csv = csvField(s)
        expect(csv).not.to.include('\0')
        if (/[\r\n]/.test(csv)) {
          expect(csv).to.match(/^"[\s\S]*"$/)
          quoted++
        }
        expect(readCsv(`${csv}\n`)).to.have.length(1)
        cases++
      }),
      { seed: 4180, numRuns: 200 },
    )
    expect(cases).to.equal(200)
    expect(quoted, 'CSV fields quoted for a CR or LF').to.be.greaterThan(50)
  })
})
