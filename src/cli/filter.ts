/**
 * The `uri` command's line filter: a command's rows, a batch of lines at a
 * time, written in a format, in order; the same work in worker threads too with
 * `--jobs N`. What a batch gives (its text and its counts) depends on its
 * lines alone (and, with --line-numbers, on the number of its first line), so
 * a batch can be handled anywhere and its text written in its turn.
 */
import * as E from 'fp-ts/lib/Either.js'
import { parseIRI, validatorFor } from '../reading/parsers.ts'
import { parseURI } from '../reading/parse.ts'
import { frame } from './words.ts'
import { invalidUtf8Row, type Line, type Row } from '../line-filter/index.ts'
import type { Command, FilterOptions, LineCommandName } from './args.ts'
import { rowWriter } from './format.ts'
import { hostOfAccepted, parseRows, validateRows, withField, type LineCommand } from './rows.ts'

export type LineCommandOf = Command & { readonly _tag: LineCommandName }

/** A command that cannot start: what to say on standard error, and exit status 2 (usage) or 1 (a BASE that is not a URI). */
export interface NotStarted {
  readonly message: string
  readonly status: 1 | 2
}

/** The package `registrable_domain` needs, an optional peer: loaded only when the field is asked for. */
export const REGISTRABLE_DOMAIN_PACKAGE = 'tldts'

const registrableDomainOf = async (): Promise<((host: string, options?: { readonly privateSuffixes?: boolean }) => string | null) | null> => {
  try {
    return (await import('../registrable-domain/index.ts')).registrableDomain
  } catch {
    return null
  }
}

/** How many hosts' registrable domains a line command keeps (a few hundred KB at most). */
const REGISTRABLE_CACHE = 4096

/** The commands whose row is a result text (sections 5 and 6, RFC 3987's mappings): loaded when one runs. */
const loadResultRows = () => import('./result-rows.ts')

/**
 * Where a command's `registrable_domain` comes from: parse's `host` (a
 * reg-name's: an IP address has none); the `result` of the commands that make
 * one (the URI the row ends with: canonicalize's canonical form, resolve's
 * target, whose host a relative input may not have); the input of validate
 * (valid by its rule) and of template match (when it is an IRI reference,
 * which every URI reference is: a template may match other text).
 */
const registrableSource = (cmd: LineCommandOf, of: (host: string | null) => string | null): ((row: Row) => string | null) => {
  switch (cmd._tag) {
    case 'parse':
      return (row) => (row.host_kind === 'reg-name' && typeof row.host === 'string' ? of(row.host) : null)
    // A validated or inspected input without an error is a URI reference.
    case 'validate':
    case 'inspect':
      return (row) => of(hostOfAccepted(row.input))
    case 'template-match': {
      const reference = validatorFor('IRI-reference')
      return (row) => (typeof row.input === 'string' && reference(row.input) ? of(hostOfAccepted(row.input)) : null)
    }
    case 'normalize':
    case 'canonicalize':
    case 'resolve':
    case 'iri-to-uri':
    case 'uri-to-iri':
      return (row) => of(hostOfAccepted(row.result))
  }
}

/** The row function and fields of a command, its options checked (a field it does not have is a usage error). */
export const lineCommandOf = async (cmd: LineCommandOf): Promise<E.Either<NotStarted, LineCommand>> => {
  let command: LineCommand
  switch (cmd._tag) {
    case 'parse':
      command = cmd.scheme === true ? (await import('./schemes-template.ts')).parseSchemeRows : parseRows(cmd.rule, cmd.zoneIds === true)
      break
    case 'validate':
      command = validateRows(cmd.rule, cmd.zoneIds === true)
      break
    case 'normalize':
      command = (await loadResultRows()).normalizeRows(cmd.level, cmd.iri === true, cmd.zoneIds === true)
      break
    case 'canonicalize':
      command = (await loadResultRows()).canonicalizeRows(cmd.profile, cmd.dropIndex, cmd.iri === true)
      break
    case 'iri-to-uri':
      command = (await loadResultRows()).iriToUriRows(cmd.idna)
      break
    case 'uri-to-iri':
      command = (await loadResultRows()).uriToIriRows(cmd.unicode)
      break
    case 'template-match': {
      const rows = (await import('./template-match.ts')).templateMatchRows(cmd.template, cmd.options)
      if (E.isLeft(rows)) return E.left({ message: rows.left, status: 2 })
      command = rows.right
      break
    }
    case 'inspect': {
      const rows = (await import('./inspect-rows.ts')).inspectRows(cmd.base, cmd.allow)
      if (E.isLeft(rows)) return E.left({ message: rows.left, status: 2 })
      command = rows.right
      break
    }
    case 'resolve': {
      const iri = cmd.iri === true
      const base = (iri ? parseIRI : parseURI)(cmd.base)
      if (E.isLeft(base)) return E.left({ message: `the base is not ${iri ? 'an IRI' : 'a URI'}\n${frame(cmd.base)(base.left)}`, status: 1 })
      command = (await loadResultRows()).resolveRows(base.right, cmd.strict, iri)
      break
    }
  }
  const asked = cmd.filter.fields ?? []
  if (asked.includes('registrable_domain')) {
    // Loaded, and the rows made longer, only when the field is asked for: the default rows are as fast as before.
    const registrable = await registrableDomainOf()
    if (registrable === null)
      return E.left({
        message: `the field registrable_domain needs the package ${REGISTRABLE_DOMAIN_PACKAGE} (an optional peer dependency of typed-uri): npm install ${REGISTRABLE_DOMAIN_PACKAGE}`,
        status: 2,
      })
    const options = { privateSuffixes: cmd.filter.privateSuffixes === true }
    // A file names few hosts many times: each answer (a URL parse and a trie walk) is kept, up to a bound, the map emptied when full.
    const known = new Map<string, string | null>()
    const of = (host: string | null): string | null => {
      if (host === null) return null
      const kept = known.get(host)
      if (kept !== undefined) return kept
      const answer = registrable(host, options)
      if (known.size >= REGISTRABLE_CACHE) known.clear()
      known.set(host, answer)
      return answer
    }
    command = withField(command, 'registrable_domain', registrableSource(cmd, of))
  }
  const known = cmd.filter.lineNumbers ? ['line', ...command.fields] : command.fields
  const unknown = asked.filter((f) => !known.includes(f))
  if (unknown.length > 0) return E.left({ message: `${cmd._tag} has no field ${unknown.map((f) => `"${f}"`).join(', ')} (its fields: ${known.join(', ')})`, status: 2 })
  return E.right(command)
}

/** What a batch of lines gives: the text to write and its counts. */
export interface BatchResult {
  /** The text, or (from a worker thread, handed over without a copy) its UTF-8 bytes. */
  readonly text: string | Uint8Array
  readonly rows: number
  readonly invalid: number
  /** Invalid rows by error code. */
  readonly codes: Readonly<Record<string, number>>
  /** Rows printed (or counted, with --count): those --only-* keeps. */
  readonly selected: number
}

/** The fields written: those asked for (the command's own by default), after "line" with --line-numbers. */
export const fieldsOf = (command: LineCommand, filter: FilterOptions): readonly string[] => {
  const fields = filter.fields ?? command.fields
  return filter.lineNumbers && !fields.includes('line') ? ['line', ...fields] : fields
}

/** The handler of batches for a command and its filter options: pure, the same in the main thread and in a worker. */
export const batchHandler = (
  command: LineCommand,
  filter: FilterOptions,
  // Standard output is a terminal (main.ts decides): TSV and CSV show what would steer it as \uXXXX (format.ts).
  terminal = false,
): ((lines: readonly Line[], firstLine: number) => BatchResult & { readonly text: string }) => {
  const writer = rowWriter(filter.format, fieldsOf(command, filter), command.plainFromInput === true, command.validIsPlain === true, command.jsonFields, terminal)
  const { rowOf } = command
  const only = filter.only
  // A valid row that is only { input, ok: true } is written without being made (a row per line is most of validate's time); not with --line-numbers, whose rows have one more field.
  const alone = filter.lineNumbers ? undefined : command.validRow
  return (lines, firstLine) => {
    const texts: string[] = []
    let invalid = 0
    let selected = 0
    const codes: Record<string, number> = {}
    for (let k = 0; k < lines.length; k++) {
      const line = lines[k]
      const tested = alone !== undefined && typeof line === 'string'
      if (tested && alone.test(line)) {
        if (only === 'invalid') continue
        selected++
        if (!filter.count) texts.push(writer.validAlone(line))
        continue
      }
      let row: Row = typeof line !== 'string' ? invalidUtf8Row(line) : tested ? alone.refused(line) : rowOf(line)
      const ok = row.ok === true
      if (!ok) {
        invalid++
        for (const code of refusalCodes(row)) codes[code] = (codes[code] ?? 0) + 1
      }
      if (only !== null && ok !== (only === 'valid')) continue
      selected++
      if (filter.count) continue
      if (filter.lineNumbers) row = { line: firstLine + k, ...row }
      texts.push(writer.line(row))
    }
    return { text: texts.join(''), rows: lines.length, invalid, codes, selected }
  }
}

/** The header line the filter writes first, if any. */
export const headerOf = (command: LineCommand, filter: FilterOptions): string => (filter.header && !filter.count ? rowWriter(filter.format, fieldsOf(command, filter)).header : '')

/**
 * What --summary counts a row that is not ok under: its error code; for a row
 * refused for what it holds, not for an error, each of its warnings
 * (`uri inspect`), or `no-match` (`uri template match`).
 */
export const refusalCodes = (row: Row): readonly string[] => {
  if (typeof row.error_code === 'string') return [row.error_code]
  if (typeof row.warnings === 'string' && row.warnings !== '') return row.warnings.split(' ')
  return row.matched === false ? ['no-match'] : ['not-ok']
}

/** Counts of a whole run, for --summary and the exit status. */
export class Tally {
  rows = 0
  invalid = 0
  selected = 0
  readonly codes = new Map<string, number>()
  add(r: BatchResult): void {
    this.rows += r.rows
    this.invalid += r.invalid
    this.selected += r.selected
    for (const [code, n] of Object.entries(r.codes)) this.codes.set(code, (this.codes.get(code) ?? 0) + n)
  }
  /** --summary's lines: the rows, valid and invalid, then each error code by count. */
  summary(): string {
    const byCode = [...this.codes].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    return `uri: ${this.rows} rows, ${this.rows - this.invalid} valid, ${this.invalid} invalid\n${byCode.map(([code, n]) => `  ${n}\t${code}\n`).join('')}`
  }
}
