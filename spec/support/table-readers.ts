/**
 * Readers of the line filter's TSV and CSV written from the specifications the
 * loaders follow, not from format.ts: PostgreSQL's text COPY format (the
 * "Text Format" section of its COPY reference page) and RFC 4180. The specs
 * read the writers' output back with them (spec/cli/format.spec.ts) and count
 * records (spec/cli/contract.spec.ts); spec/heavy/database.spec.ts loads the
 * same output into the real engines.
 */

/** A field read: its text, or null for PostgreSQL's NULL (`\N` in text format; an unquoted empty field in CSV). */
export type Read = string | null

/**
 * One line of PostgreSQL's text COPY format (without its LF) into fields. The
 * fields are separated by tabs; a backslash starts an escape: `\b`, `\f`, `\n`,
 * `\r`, `\t`, `\v`, one to three octal digits or `x` and one or two hex digits
 * (a byte), and any other character stands for itself. A field that is `\N`
 * alone is NULL. A raw CR is refused, as COPY refuses it ("literal carriage
 * return found in data"), and a line that is `\.` alone is the end of the data.
 */
export const readCopyTextLine = (line: string): Read[] => {
  if (line === '\\.') throw new Error('the end-of-data marker where a row was expected')
  if (line.includes('\r')) throw new Error('a raw CR in a row')
  if (line.includes('\n')) throw new Error('a raw LF in a row')
  const named: Readonly<Record<string, number>> = { b: 8, f: 12, n: 10, r: 13, t: 9, v: 11 }
  return line.split('\t').map((raw) => {
    if (raw === '\\N') return null
    // Escapes of bytes (octal, hex) make bytes, so the field is built as UTF-8 bytes and decoded at the end.
    const bytes: number[] = []
    const text = (s: string) => bytes.push(...Buffer.from(s, 'utf8'))
    for (let k = 0; k < raw.length; k++) {
      const c = raw[k]
      if (c !== '\\') {
        const cp = raw.codePointAt(k) as number
        text(String.fromCodePoint(cp))
        if (cp > 0xffff) k++
        continue
      }
      const e = raw[++k]
      if (e === undefined) throw new Error('a backslash at the end of a field')
      const octal = /^[0-7]{1,3}/.exec(raw.slice(k))
      const hex = /^x([0-9a-fA-F]{1,2})/.exec(raw.slice(k))
      if (octal !== null) {
        bytes.push(Number.parseInt(octal[0], 8) & 0xff)
        k += octal[0].length - 1
      } else if (hex !== null) {
        bytes.push(Number.parseInt(hex[1], 16))
        k += hex[0].length - 1
      } else if (e in named) bytes.push(named[e])
      else text(e)
    }
    return Buffer.from(bytes).toString('utf8')
  })
}

/** A CSV field read, with whether it was quoted (PostgreSQL and DuckDB read an unquoted empty field as NULL). */
export interface CsvField {
  readonly text: string
  readonly quoted: boolean
}

/**
 * The records of a CSV text by RFC 4180 section 2: fields separated by commas,
 * records ended by a line break; a field is either quoted (`"`, any text with
 * each `"` doubled, `"`) or holds no quote, comma, CR or LF. The writer ends
 * records with LF, as PostgreSQL and DuckDB read them (the RFC's grammar names
 * CRLF). A text that breaks the grammar throws, with the offset.
 */
export const readCsv = (text: string): CsvField[][] => {
  const records: CsvField[][] = []
  let record: CsvField[] = []
  let k = 0
  while (k < text.length) {
    let field: CsvField
    if (text[k] === '"') {
      let s = ''
      k++
      for (;;) {
        if (k >= text.length) throw new Error(`an unclosed quote at ${k}`)
        if (text[k] === '"') {
          if (text[k + 1] === '"') {
            s += '"'
            k += 2
            continue
          }
          k++
          break
        }
        s += text[k++]
      }
      field = { text: s, quoted: true }
    } else {
      const end = text.slice(k).search(/[,\n]/)
      const s = end < 0 ? text.slice(k) : text.slice(k, k + end)
      if (/["\r]/.test(s)) throw new Error(`a quote or CR in an unquoted field at ${k}`)
      field = { text: s, quoted: false }
      k += s.length
    }
    record.push(field)
    if (text[k] === ',') {
      k++
      // A comma at the very end of a line is followed by an empty field.
      if (text[k] === '\n' || k === text.length) record.push({ text: '', quoted: false })
      else continue
    }
    if (k < text.length && text[k] !== '\n') throw new Error(`a field followed by neither a comma nor a line break at ${k}`)
    records.push(record)
    record = []
    k++
  }
  return records
}

/** A CSV field as PostgreSQL's and DuckDB's CSV readers take it (with their default NULL, the unquoted empty field). */
export const csvValue = (f: CsvField): Read => (!f.quoted && f.text === '' ? null : f.text)
