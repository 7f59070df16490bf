/**
 * The commands that read lines, each a function from one line to one row of
 * named fields (line-filter.ts's `RowOf`) with the fields it gives in order.
 * One vocabulary across commands (docs/scale.md's table): `input`, `ok`,
 * the command's own fields, then `error_code`, `error_offset`, `error_message`.
 * A command another module defines (`uri template match`, and the commands
 * whose row is a result text, in result-rows.ts) drops in as one more
 * `LineCommand`, loaded when it runs.
 */
import * as E from 'fp-ts/lib/Either.js'
import type { UriReference } from '../model/ast.ts'
import { toComponents, type HostKind } from '../model/components.ts'
import { hostKindAt, splitAccepted } from '../grammar/appendix-b.ts'
import { isIriRule, type EntryRule, type UriError } from '../error/make.ts'
import type { Row, RowOf } from '../line-filter/index.ts'
import { parserFor, validatorFor } from '../reading/parsers.ts'
import { describe } from './words.ts'

/** A command of the line filter: its row function and the fields of its rows, in order. */
export interface LineCommand {
  readonly fields: readonly string[]
  readonly rowOf: RowOf
  /**
   * True when every text field of a valid row is printable ASCII without a
   * backslash whenever its input is (its fields are pieces of the input, or
   * made from them by RFC 3986's own steps): a writer then tests the input
   * alone, not each field (format.ts).
   */
  readonly plainFromInput?: true
  /** True when every text field of a valid row is printable ASCII without a backslash, whatever the input: an RFC 3986 rule accepts nothing else. */
  readonly validIsPlain?: true
  /** Fields that hold JSON text: JSON lines write them as JSON (an object, a list), TSV and CSV as the text. */
  readonly jsonFields?: readonly string[]
  /**
   * `uri validate`'s valid rows: when `test` holds, the row is `{ input, ok:
   * true }` and nothing else, and the filter writes it without making it
   * (format.ts's `validAlone`); when it does not, `refused` makes the row,
   * without testing again.
   */
  readonly validRow?: ValidRow
}

/** A command's valid rows as a test, and the rows of the inputs it refuses (`LineCommand.validRow`). */
export interface ValidRow {
  readonly test: (input: string) => boolean
  readonly refused: (input: string) => Row
}

/** RFC 3986's rules (not RFC 3987's) accept printable ASCII alone, and never a backslash (sections 2 and 3). */
const plainWhen = (ascii: boolean): { readonly validIsPlain?: true } => (ascii ? { validIsPlain: true } : {})

/** The error fields every command ends with. */
export const ERROR_FIELDS = ['error_code', 'error_offset', 'error_message'] as const

/** The fields of a parse row: the components (components.ts), with `host_kind` as every key is spelled. */
export const PARSE_FIELDS = ['input', 'ok', 'kind', 'scheme', 'userinfo', 'host', 'host_kind', 'port', 'path', 'query', 'fragment', ...ERROR_FIELDS] as const

/** The row of an input a command refuses: its error, the command's other fields absent (left out of a row; a format writes them empty). */
export const errorRow = (input: string, e: UriError): Row => ({ input, ok: false, error_code: e.code, error_offset: e.offset, error_message: describe(e) })

/** The row of a valid input from its tree, its components named one by one (a fixed shape, which is faster to make and to read than a spread). */
export const componentsRow = (input: string, tree: UriReference): Row => {
  const c = toComponents(tree)
  return {
    input,
    ok: true,
    kind: c.kind,
    scheme: c.scheme,
    userinfo: c.userinfo,
    host: c.host,
    host_kind: c.hostKind,
    port: c.port,
    path: c.path,
    query: c.query,
    fragment: c.fragment,
  }
}

/**
 * The row of an input its rule's test accepted, read off Appendix B's split
 * (grammar/appendix-b.ts) without making the tree: the same fields as
 * `componentsRow` of the tree (spec/cli/run.spec.ts checks), in a fraction
 * of the time.
 */
const acceptedRow = (input: string): Row => {
  const { schemeEnd, hostStart, hostEnd, pathStart, pathEnd, hash } = splitAccepted(input)
  const L = input.length
  let host: string | null = null
  let kind: HostKind | null = null
  if (hostStart >= 0) {
    kind = hostKindAt(input, hostStart, hostEnd)
    // An IP literal's brackets are not the host's (components.ts's hostText).
    host = kind === 'ipv6' || kind === 'ipvfuture' ? input.slice(hostStart + 1, hostEnd - 1) : input.slice(hostStart, hostEnd)
  }
  const start = schemeEnd + 3
  return {
    input,
    ok: true,
    kind: schemeEnd < 0 ? 'relative' : 'uri',
    scheme: schemeEnd < 0 ? null : input.slice(0, schemeEnd),
    userinfo: hostStart > start ? input.slice(start, hostStart - 1) : null,
    host,
    host_kind: kind,
    port: hostStart >= 0 && hostEnd < pathStart ? input.slice(hostEnd + 1, pathStart) : null,
    path: input.slice(pathStart, pathEnd),
    query: pathEnd < hash ? input.slice(pathEnd + 1, hash) : null,
    fragment: hash < L ? input.slice(hash + 1) : null,
  }
}

/** `uri parse`: the components of each input; a valid one is only matched and split, never built into a tree. */
export const parseRows = (rule: EntryRule, zoneIds = false): LineCommand => {
  const valid = validatorFor(rule, zoneIds)
  const parser = parserFor(rule, zoneIds)
  return {
    fields: PARSE_FIELDS,
    plainFromInput: true,
    ...plainWhen(!isIriRule(rule)),
    rowOf: (input) => {
      if (valid(input)) return acceptedRow(input)
      const r = parser(input)
      // Were the test and the parser ever to disagree, the parser's word stands.
      return E.isRight(r) ? componentsRow(input, r.right) : errorRow(input, r.left)
    },
  }
}

/** `uri validate`: whether each input is valid. Valid inputs are only matched, never built into a tree. */
export const validateRows = (rule: EntryRule, zoneIds = false): LineCommand => {
  const valid = validatorFor(rule, zoneIds)
  const parser = parserFor(rule, zoneIds)
  const refused = (input: string): Row => {
    const r = parser(input)
    // The test and the parser read the same rule (spec/grammar/regex.spec.ts); were they ever to disagree, the parser's word stands.
    return E.isRight(r) ? { input, ok: true } : errorRow(input, r.left)
  }
  return {
    fields: ['input', 'ok', ...ERROR_FIELDS],
    plainFromInput: true,
    ...plainWhen(!isIriRule(rule)),
    validRow: { test: valid, refused },
    rowOf: (input) => (valid(input) ? { input, ok: true } : refused(input)),
  }
}

/**
 * A command with one more field made from its rows that no error refused
 * (`registrable_domain` from `host`, `result` or `input`; an inspected line
 * with warnings has it too): the field goes before the error fields.
 * The field must be printable ASCII without a backslash, or null (a
 * registrable domain is in A-labels, and the URL Standard refuses a control
 * or a backslash in a host), so what the command says of its fields
 * (`plainFromInput`, `validIsPlain`, `jsonFields`) still holds; its
 * `validRow` goes, as each valid row now has the field.
 */
export const withField = (command: LineCommand, name: string, from: (row: Row) => Row[string]): LineCommand => {
  const at = command.fields.indexOf('error_code')
  const fields = [...command.fields.slice(0, at), name, ...command.fields.slice(at)]
  const { validRow: _, ...rest } = command
  return {
    ...rest,
    fields,
    rowOf: (input) => {
      const row = command.rowOf(input)
      // A row refused by an error has none; one not ok for what it holds (inspect's warnings, a template that does not match) has it.
      return typeof row.error_code !== 'string' ? { ...row, [name]: from(row) } : row
    },
  }
}

/**
 * The host of a text its entry rule accepted (any of RFC 3986's or RFC 3987's:
 * a valid row's input, a result), as written, IP literals with their brackets,
 * by Appendix B's split; null when it has no authority (or is not text).
 */
export const hostOfAccepted = (text: Row[string]): string | null => {
  if (typeof text !== 'string') return null
  const { hostStart, hostEnd } = splitAccepted(text)
  return hostStart < 0 ? null : text.slice(hostStart, hostEnd)
}
