/**
 * Rows as text: JSON lines, TSV or CSV, one row for each line read, the chosen
 * fields in the chosen order, written so that the engines that load them read
 * back the values written. TSV is PostgreSQL's text COPY format, read the same
 * by ClickHouse's TabSeparated: every row is one line, its CR, LF and tab
 * escaped. CSV is RFC 4180: a field holding a CR is quoted, and a CSV reader
 * reads it as one record. docs/scale.md says how for each format; a terminal
 * (`terminal`, decided by main.ts) is shown the characters that would steer it
 * as `\uXXXX` escapes instead, for reading, not for loading.
 */
import type { Field, Row } from '../line-filter/index.ts'
import { escapeUnsafe, jsonLine, TERMINAL_UNSAFE, TERMINAL_UNSAFE_CLASS } from './json-line.ts'

export type Format = 'jsonl' | 'tsv' | 'csv'

export const FORMATS: readonly Format[] = ['jsonl', 'tsv', 'csv']

/**
 * The escapes of PostgreSQL's text COPY format that ClickHouse's TabSeparated
 * reads too: `\\`, `\t`, `\n`, `\r` (which the format needs) and `\b`, `\f`,
 * `\v` (which PostgreSQL's COPY TO writes for them). No other escape is in
 * both: PostgreSQL has no `\u`, and its `\0` is an octal byte 0, which a text
 * value cannot hold (COPY stops the whole load on it). So a NUL, never valid in
 * a URI, is written `%00`, as a URI carries it and as the line filter shows a
 * byte that is not UTF-8 (`%FF`); every other character is written as it is.
 */
const TSV_ESCAPES: Readonly<Record<string, string>> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r', '\b': '\\b', '\f': '\\f', '\v': '\\v', '\0': '%00' }
const TSV_SPECIAL = /[\\\t\n\r\b\f\v\0]/
const TSV_SPECIAL_ALL = /[\\\t\n\r\b\f\v\0]/g
// At a terminal: also what would steer it (json-line.ts's class), as `\uXXXX`.
const TSV_SHOWN = new RegExp(`[${TERMINAL_UNSAFE_CLASS}\\\\]`, 'u')
const TSV_SHOWN_ALL = new RegExp(`[${TERMINAL_UNSAFE_CLASS}\\\\]`, 'gu')
// A line of printable ASCII without a backslash (nearly every URI) is only tested, with a pattern far cheaper than the Unicode one.
const PLAIN = /^[\x20-\x5b\x5d-\x7e]*$/

/**
 * A TSV field as PostgreSQL's text COPY format and ClickHouse's TabSeparated
 * read it: a backslash as `\\`, a tab, LF, CR, backspace, form feed and
 * vertical tab as `\t`, `\n`, `\r`, `\b`, `\f`, `\v`, a NUL as `%00`, any
 * other character as it is. An absent value is an empty field.
 *
 * @since 0.4.0
 * @category parsing
 * @example
 * tsvField('a\tb\\c\u202e') // 'a\\tb\\\\c\u202e', read back by COPY as 'a\tb\\c\u202e'
 */
export const tsvField = (v: Field | undefined): string => {
  if (v === null || v === undefined) return ''
  if (typeof v !== 'string') return String(v)
  if (PLAIN.test(v) || !TSV_SPECIAL.test(v)) return v
  return v.replace(TSV_SPECIAL_ALL, (c) => TSV_ESCAPES[c])
}

/**
 * A TSV field for a terminal: `tsvField`'s escapes, and any other control,
 * format or line-separator character (a bidi override, ESC, U+2028) as
 * `\uXXXX`, one escape per UTF-16 code unit as JSON writes it, so no value
 * can steer the terminal that shows it. For reading: no loader reads `\u`.
 *
 * @since 0.4.0
 * @category parsing
 * @example
 * tsvFieldShown('a\tb\u202e') // 'a\\tb\\u202e'
 */
export const tsvFieldShown = (v: Field | undefined): string => {
  if (v === null || v === undefined) return ''
  if (typeof v !== 'string') return String(v)
  if (PLAIN.test(v) || !TSV_SHOWN.test(v)) return v
  return v.replace(TSV_SHOWN_ALL, (c) => TSV_ESCAPES[c] ?? escapeUnsafe(c))
}

// RFC 4180 section 2 rule 6: a field holding a quote, a comma, CR or LF is quoted. A NUL is tested for, to be written %00.
const CSV_SPECIAL = /[",\r\n\0]/
const CSV_QUOTED = /[",\r\n]/

/** A CSV field made from its text: quoted (RFC 4180 section 2 rules 5 to 7) when `quoted` says so, and the empty text as `""`. */
const csvQuoted = (s: string, quoted: boolean): string =>
  // An empty text is quoted: PostgreSQL and DuckDB read an empty field as NULL (an absent value) and `""` as the empty text.
  // `\.` alone is PostgreSQL's end-of-data marker in CSV too, unless quoted (its own COPY TO quotes it).
  quoted || s === '' || s === '\\.' ? '"' + s.replace(/"/g, '""') + '"' : s

/**
 * A CSV field (RFC 4180): quoted when it holds a quote, a comma, a CR or an LF,
 * with a quote inside doubled; every other character as it is. The empty text
 * is `""` and an absent value an empty field, as PostgreSQL's and DuckDB's CSV
 * readers tell them apart. A NUL, which no CSV text column holds, is `%00`
 * (see `tsvField`).
 *
 * @since 0.4.0
 * @category parsing
 * @example
 * csvField('a,"b"\rc') // '"a,""b""\rc"'
 * csvField('') // '""'
 * csvField(null) // ''
 */
export const csvField = (v: Field | undefined): string => {
  if (v === null || v === undefined) return ''
  if (typeof v !== 'string') return String(v)
  if (!CSV_SPECIAL.test(v)) return csvQuoted(v, false)
  const s = v.includes('\0') ? v.replace(/\0/g, '%00') : v
  return csvQuoted(s, CSV_QUOTED.test(s))
}

/**
 * A CSV field for a terminal: `csvField`, with every control, format or
 * line-separator character (CR and LF included) as `\uXXXX` instead, so the
 * row stays on one line and no value can steer the terminal. For reading:
 * RFC 4180 has no escapes.
 *
 * @since 0.4.0
 * @category parsing
 * @example
 * csvFieldShown('a,b\u202e') // '"a,b\\u202e"'
 */
export const csvFieldShown = (v: Field | undefined): string => {
  if (v === null || v === undefined) return ''
  if (typeof v !== 'string') return String(v)
  const s = PLAIN.test(v) ? v : v.replace(TERMINAL_UNSAFE, (c) => (c === '\0' ? '%00' : escapeUnsafe(c)))
  return csvQuoted(s, CSV_QUOTED.test(s))
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
 * With `terminal` (standard output is a terminal: main.ts decides), TSV and
 * CSV fields are written for a person to read (`tsvFieldShown`,
 * `csvFieldShown`); JSON lines are the same either way, their `\uXXXX`
 * escapes being JSON that every reader decodes to the value written.
 */
export const rowWriter = (format: Format, fields: readonly string[], plainFromInput = false, validIsPlain = false, jsonFields: readonly string[] = [], terminal = false): RowWriter => {
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
  const field = format === 'tsv' ? (terminal ? tsvFieldShown : tsvField) : terminal ? csvFieldShown : csvField
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
