/**
 * format.ts: rows as TSV and CSV that the loaders read back as written. Each
 * writer's output is read with a reader written from the loader's own
 * specification (spec/support/table-readers.ts: PostgreSQL's text COPY format,
 * RFC 4180), for arbitrary Unicode values holding every class that breaks a
 * writer. spec/heavy/database.spec.ts loads the same output into PostgreSQL
 * and DuckDB.
 */
import { expect } from 'chai'
import * as fc from 'fast-check'
import { csvField, csvFieldShown, rowWriter, tsvField, tsvFieldShown } from '../../src/cli/format.ts'
import { TERMINAL_UNSAFE_CLASS } from '../../src/cli/json-line.ts'
import type { Field, Row } from '../../src/line-filter/index.ts'
import { csvValue, readCopyTextLine, readCsv } from '../support/table-readers.ts'

/** The classes that break a writer, each counted where a property meets it. */
const CLASSES: readonly (readonly [string, RegExp])[] = [
  ['tab', /\t/],
  ['quote', /"/],
  ['backslash', /\\/],
  ['comma', /,/],
  ['CR', /\r/],
  ['LF', /\n/],
  ['NUL', /\0/],
  ['bidi or zero-width format character', /[\u200b-\u200f\u202a-\u202e\u2060\u2066-\u2069]/],
  ['U+FEFF', /\ufeff/],
  ['U+2028 or U+2029', /[\u2028\u2029]/],
  ['U+0085 or another C1 control', /[\u0080-\u009f]/],
  ['ESC or DEL', /[\u001b\u007f]/],
  ['backspace, form feed, vertical tab', /[\b\f\v]/],
  ['emoji', /\p{Extended_Pictographic}/u],
  ['CJK', /\p{Script=Han}/u],
  ["PostgreSQL's \\. or \\N", /^\\[.N]$/],
]

const SPECIAL = [
  ...['\t', '"', '\\', ',', '\r', '\n', '\0', '\u202e', '\u2066', '\u200b', '\u200d', '\ufeff', '\u2028', '\u2029', '\u0085', '\u009b', '\u001b', '\u007f'],
  ...['\b', '\f', '\v', '\u{1f600}', '\u{1f1eb}\u{1f1f7}', '\u4e2d', '\u6587', '\u{e0001}', '\\.', '\\N', '\\u202e', ' ', '""', '%00'],
]
/** Arbitrary Unicode text (graphemes, so no lone surrogate: a line read is UTF-8) with the special classes mixed in. */
const text = fc.oneof(
  fc.string({
    unit: fc.oneof(
      { weight: 2, arbitrary: fc.constantFrom(...SPECIAL) },
      { weight: 2, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }) },
      fc.constantFrom('a', '/', ':'),
    ),
    maxLength: 16,
  }),
  fc.constantFrom('\\.', '\\N', '', '""', '\r', ','),
)
const value: fc.Arbitrary<Field> = fc.oneof({ weight: 4, arbitrary: text }, fc.constant(null), fc.boolean(), fc.integer())

/** A row of n fields named f0, f1 …, and those names. */
const rowOf = (values: readonly Field[]): { readonly row: Row; readonly fields: readonly string[] } => {
  const fields = values.map((_, k) => `f${k}`)
  return { row: Object.fromEntries(values.map((v, k) => [fields[k], v])) as Row, fields }
}

/** What a loader reads for a value written: its text (a NUL as `%00`, documented), an absent value as `absent`. */
const expected = (v: Field, absent: string | null): string | null => (v === null ? absent : typeof v === 'string' ? v.replace(/\0/g, '%00') : String(v))

describe('format.ts: TSV and CSV that loaders read back as written', () => {
  it("law: a TSV row reads back, by PostgreSQL's text COPY rules (ClickHouse's TabSeparated shares the escapes), as the values written", () => {
    const met = new Map<string, number>()
    let cases = 0
    fc.assert(
      fc.property(fc.array(value, { minLength: 1, maxLength: 4 }), (values) => {
        const { row, fields } = rowOf(values)
        const line = rowWriter('tsv', fields).line(row)
        expect(line.endsWith('\n')).to.equal(true)
        // One row, one line: every LF, CR and tab inside a value is escaped.
        expect(readCopyTextLine(line.slice(0, -1))).to.deep.equal(values.map((v) => expected(v, '')))
        for (const [name, re] of CLASSES) if (values.some((v) => typeof v === 'string' && re.test(v))) met.set(name, (met.get(name) ?? 0) + 1)
        cases++
      }),
      { seed: 2026, numRuns: 1500 },
    )
    expect(cases).to.equal(1500)
    for (const [name] of CLASSES) expect(met.get(name) ?? 0, name).to.be.greaterThan(20)
  })

  it('law: CSV rows (a header, then rows) read back by RFC 4180 as the values written; an absent value is NULL and the empty text is ""', () => {
    const met = new Map<string, number>()
    let cases = 0
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), fc.array(fc.array(value, { minLength: 4, maxLength: 4 }), { minLength: 1, maxLength: 5 }), (n, rows) => {
        const fields = Array.from({ length: n }, (_, k) => `f${k}`)
        const writer = rowWriter('csv', fields)
        const csv = writer.header + rows.map((values) => writer.line(rowOf(values.slice(0, n)).row)).join('')
        const records = readCsv(csv)
        expect(records.length).to.equal(rows.length + 1)
        expect(records[0].map(csvValue)).to.deep.equal(fields)
        expect(records.slice(1).map((r) => r.map(csvValue))).to.deep.equal(rows.map((values) => values.slice(0, n).map((v) => expected(v, null))))
        // PostgreSQL's end-of-data marker, alone on a line, is quoted, as its own COPY TO writes it.
        for (const line of csv.split('\n')) expect(line).not.to.equal('\\.')
        for (const [name, re] of CLASSES) if (rows.some((values) => values.slice(0, n).some((v) => typeof v === 'string' && re.test(v)))) met.set(name, (met.get(name) ?? 0) + 1)
        cases++
      }),
      { seed: 4180, numRuns: 600 },
    )
    expect(cases).to.equal(600)
    for (const [name] of CLASSES) expect(met.get(name) ?? 0, name).to.be.greaterThan(20)
  })

  it('the values of the classes, field by field', () => {
    expect(tsvField('a\tb\\c\r\nd\u202e\u2028\u0085\u001b\u007f\ufeff\b\f\v')).to.equal('a\\tb\\\\c\\r\\nd\u202e\u2028\u0085\u001b\u007f\ufeff\\b\\f\\v')
    expect(tsvField('x\0y')).to.equal('x%00y')
    expect([tsvField(null), tsvField(''), tsvField(true), tsvField(7), tsvField('\\N'), tsvField('\\.')]).to.deep.equal(['', '', 'true', '7', '\\\\N', '\\\\.'])
    expect(csvField('http://a/b?q=1\t2')).to.equal('http://a/b?q=1\t2')
    expect(csvField('a,"b"\rc')).to.equal('"a,""b""\rc"')
    expect(csvField('\u202e\u2028\u0085\u001b\\')).to.equal('\u202e\u2028\u0085\u001b\\')
    expect(csvField('x\0,y')).to.equal('"x%00,y"')
    expect([csvField(null), csvField(''), csvField(false), csvField(-1), csvField('\\.'), csvField('\\.x')]).to.deep.equal(['', '""', 'false', '-1', '"\\."', '\\.x'])
  })

  it('law: for a terminal, a TSV or CSV field holds no control, format or separator character (\\uXXXX instead), stays on one line, and TSV reads back with \\u', () => {
    const unsafe = new RegExp(`[${TERMINAL_UNSAFE_CLASS}]`, 'u')
    let cases = 0
    let escaped = 0
    fc.assert(
      // U+E0001 (a language tag) and U+1D173 (a musical format control) are format characters of two code units.
      fc.property(
        fc.string({ unit: fc.constantFrom('a', '\t', '\n', '\r', '\\', ',', '"', '\u202e', '\u0085', '\u001b', '\u2028', '\u00e9', '\u{E0001}', '\u{1D173}', '\u{1f600}') }),
        (s) => {
          for (const f of [tsvFieldShown(s), csvFieldShown(s)]) expect(f).not.to.match(unsafe)
          const back = tsvFieldShown(s).replace(/\\(u[0-9a-f]{4}|.)/g, (_, e: string) =>
            e.length > 1 ? String.fromCharCode(Number.parseInt(e.slice(1), 16)) : ({ t: '\t', n: '\n', r: '\r', '\\': '\\' } as Record<string, string>)[e],
          )
          expect(back).to.equal(s)
          if (/[\u202e\u0085\u001b\u2028]/.test(s)) escaped++
          cases++
        },
      ),
      { seed: 5, numRuns: 300 },
    )
    expect(cases).to.equal(300)
    expect(escaped, 'values with a character a terminal would obey').to.be.greaterThan(100)
    expect(tsvFieldShown('a\0b\u202e')).to.equal('a%00b\\u202e')
    expect(csvFieldShown('a,\tb\r\u202e')).to.equal('"a,\\u0009b\\u000d\\u202e"')
  })

  it('rowWriter: terminal picks the shown fields for TSV and CSV; JSON lines are the same either way', () => {
    const row = { input: 'http://a/\u202e\t', ok: false, error_code: 'invalid-character' }
    const fields = ['input', 'ok', 'error_code']
    expect(rowWriter('tsv', fields, true, false, [], true).line(row)).to.equal('http://a/\\u202e\\t\tfalse\tinvalid-character\n')
    expect(rowWriter('tsv', fields).line(row)).to.equal('http://a/\u202e\\t\tfalse\tinvalid-character\n')
    expect(rowWriter('csv', fields, true, false, [], true).line(row)).to.equal('http://a/\\u202e\\u0009,false,invalid-character\n')
    expect(rowWriter('csv', fields).line(row)).to.equal('http://a/\u202e\t,false,invalid-character\n')
    expect(rowWriter('jsonl', fields, true, false, [], true).line(row)).to.equal(rowWriter('jsonl', fields).line(row))
    // The fast ways around a plain valid input are the same at a terminal.
    for (const format of ['tsv', 'csv', 'jsonl'] as const)
      expect(rowWriter(format, fields, true, true, [], true).validAlone('http://a/')).to.equal(rowWriter(format, fields).validAlone('http://a/'))
  })
})
