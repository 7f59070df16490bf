/**
 * Rows as text: JSON lines, TSV or CSV, each row one line, the chosen fields
 * in the chosen order. Every format keeps a row on one line: CR, LF and NUL
 * inside a field are escaped (docs/scale.md says how for each format), so a
 * consumer that splits at LF, or at a lone CR as Hadoop's text input does,
 * sees one record per row.
 */
import type { Field, Row } from '../line-filter.ts'
import { escapeUnsafe, jsonLine, TERMINAL_UNSAFE_CLASS } from './json-line.ts'

export type Format = 'jsonl' | 'tsv' | 'csv'

export const FORMATS: readonly Format[] = ['jsonl', 'tsv', 'csv']

// What would steer a terminal or break a record (json-line.ts's class), and in TSV its escape character.
const UNSAFE = new RegExp(`[${TERMINAL_UNSAFE_CLASS}\\\\]`, 'u')
const UNSAFE_ALL = new RegExp(`[${TERMINAL_UNSAFE_CLASS}\\\\]`, 'gu')
const TSV_ESCAPES: Readonly<Record<string, string>> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r', '\0': '\\0' }
// A line of printable ASCII without a backslash (nearly every URI) is only tested, with a pattern far cheaper than the Unicode one.
const PLAIN = /^[\x20-\x5b\x5d-\x7e]*$/

/**
 * A TSV field (the IANA text/tab-separated-values type, with the escapes
 * PostgreSQL's and ClickHouse's TSV read): `\\`, `\t`, `\n`, `\r`, `\0`, and
 * any other control, format or separator character as `\uXXXX`.
 */
export const tsvField = (v: Field | undefined): string => {
  if (v === null || v === undefined) return ''
  if (typeof v !== 'string') return String(v)
  if (PLAIN.test(v) || !UNSAFE.test(v)) return v
  return v.replace(UNSAFE_ALL, (c) => TSV_ESCAPES[c] ?? escapeUnsafe(c))
}

const CSV_QUOTE = /[",]/
const CSV_UNSAFE_ALL = new RegExp(`[${TERMINAL_UNSAFE_CLASS}]`, 'gu')
const percentEncoded = (c: string): string => Array.from(Buffer.from(c, 'utf8'), (b) => '%' + b.toString(16).toUpperCase().padStart(2, '0')).join('')

/**
 * A CSV field (RFC 4180): quoted, with `"` doubled, when it holds a comma or
 * a quote. RFC 4180 has no escapes, and a CR or LF inside quotes breaks every
 * line-based reader, so control, format and separator characters are written
 * percent-encoded (`%0D`, `%00`), as a URI carries them.
 */
export const csvField = (v: Field | undefined): string => {
  if (v === null || v === undefined) return ''
  if (typeof v !== 'string') return String(v)
  const s = PLAIN.test(v) ? v : v.replace(CSV_UNSAFE_ALL, percentEncoded)
  return CSV_QUOTE.test(s) ? '"' + s.replace(/"/g, '""') + '"' : s
}

// A string JSON.stringify writes as it is between quotes: printable ASCII but '"' and '\\'.
const JSON_PLAIN = /^[\x20\x21\x23-\x5b\x5d-\x7e]*$/

/** A field as JSON, as `jsonLine` writes it (terminal-unsafe characters escaped); a string of printable ASCII without a quote or a backslash is only tested. */
export const jsonValue = (v: Field | undefined): string => {
  if (v === null || v === undefined) return 'null'
  if (typeof v === 'string') return JSON_PLAIN.test(v) ? '"' + v + '"' : jsonLine(v)
  if (typeof v === 'boolean') return v ? 'true' : 'false'
  // JSON writes a finite number as String does, and any other as null.
  return Number.isFinite(v) ? String(v) : 'null'
}

/** A writer of rows in a format: the header line (TSV and CSV) and one line for each row, with its LF. */
export interface RowWriter {
  readonly header: string
  readonly line: (row: Row) => string
  /**
   * The line of the row `{ input, ok: true }` (a valid input, no other field):
   * `line` of that row. In TSV and JSON lines, what comes before and after the
   * input is worked out once, so a file of valid lines costs a join per line,
   * not a row; CSV, which may quote the input, makes the line.
   */
  readonly validAlone: (input: string) => string
}

/**
 * The writer of `fields` in `format`. With `plainFromInput` (rows.ts), a
 * valid row whose input is printable ASCII without a backslash (nearly every
 * row of a URI file) is written without testing each field; with
 * `validIsPlain`, a valid row is written so without testing its input either.
 */
export const rowWriter = (format: Format, fields: readonly string[], plainFromInput = false, validIsPlain = false, jsonFields: readonly string[] = []): RowWriter => {
  if (format === 'jsonl') {
    // Each key written once as JSON; each value as JSON.stringify and jsonLine would write it, without a whole-row
    // JSON.stringify of an object built for it (two thirds of `uri parse`'s time).
    // A field named twice is written once, where it is first named, as a JSON object has it.
    const names = [...new Set(fields)]
    const keys = names.map((f, k) => (k === 0 ? '{' : ',') + JSON.stringify(f) + ':')
    // Which fields hold JSON text to write as that JSON (template match's variables), decided once.
    const holdsJson = names.map((f) => jsonFields.includes(f))
    const line = (row: Row): string => {
      let s = ''
      for (let k = 0; k < names.length; k++) {
        const v = row[names[k]]
        s += keys[k] + (holdsJson[k] && typeof v === 'string' ? jsonLine(JSON.parse(v)) : jsonValue(v))
      }
      return (names.length === 0 ? '{}' : s + '}') + '\n'
    }
    // The row { input, ok: true }: every field but the input is a constant (true, or null), so the text before and
    // after the input is made once, as TSV's is below.
    const at = names.indexOf('input')
    const valid = names.map((f) => (f === 'ok' ? 'true' : 'null'))
    const part = (k0: number, k1: number): string => names.slice(k0, k1).reduce((s, _, j) => s + keys[k0 + j] + valid[k0 + j], '')
    const before = at < 0 ? '' : part(0, at) + keys[at]
    const after = at < 0 ? '' : part(at + 1, names.length) + '}\n'
    return { header: '', line, validAlone: (input) => (at < 0 ? line({ input, ok: true }) : before + jsonValue(input) + after) }
  }
  const field = format === 'tsv' ? tsvField : csvField
  const sep = format === 'tsv' ? '\t' : ','
  const n = fields.length
  // CSV quotes a comma, which a URI may hold: only TSV takes the fast way.
  const raw = (v: Field | undefined): string => (v === null || v === undefined ? '' : typeof v === 'string' ? v : String(v))
  const line = (row: Row): string => {
    const f = format === 'tsv' && row.ok === true && (validIsPlain || (plainFromInput && typeof row.input === 'string' && PLAIN.test(row.input))) ? raw : field
    let s = f(row[fields[0]])
    for (let k = 1; k < n; k++) s += sep + f(row[fields[k]])
    return s + '\n'
  }
  // A TSV row { input, ok: true } whose input needs no escape, with the input named once: the text around it, made once.
  const at = fields.indexOf('input')
  const once = format === 'tsv' && at >= 0 && fields.lastIndexOf('input') === at
  const around = (k0: number, k1: number): string =>
    fields
      .slice(k0, k1)
      .map((f) => (f === 'ok' ? 'true' : ''))
      .join(sep)
  const before = once ? around(0, at) + (at > 0 ? sep : '') : ''
  const after = once ? (at < n - 1 ? sep : '') + around(at + 1, n) + '\n' : ''
  return {
    header: fields.map(field).join(sep) + '\n',
    line,
    validAlone: (input) => (once && (validIsPlain || PLAIN.test(input)) ? before + input + after : line({ input, ok: true })),
  }
}
