/**
 * `uri template match TEMPLATE`: each input line matched to an RFC 6570
 * template, one row per line, in order: `{ input, matched, variables }`
 * (`extra` too with --report-extra). A row is data: a line that does not
 * match is a row with `matched: false`, not an error. Loaded only by this
 * command.
 */
import * as E from 'fp-ts/lib/Either.js'
import { formatError } from '../error.ts'
import type { VariableValue } from '../template/ast.ts'
import { type MatchOptions, matchWith } from '../template/match-with.ts'
import { parseTemplate } from '../template/parse.ts'
import { jsonLine, lineField, type LineHandler } from './run.ts'

/** One row: the input, whether it matched, its variables (null when it did not), and the query parameters the template does not name when asked. */
export interface TemplateMatchRow {
  readonly input: string
  readonly matched: boolean
  readonly variables: Readonly<Record<string, VariableValue>> | null
  readonly extra?: readonly (readonly [string, string])[]
}

/** The row function for a template and options, or the code frame of the template's (or the options') error. */
export const templateMatchRow = (template: string, options: MatchOptions): E.Either<string, (input: string) => TemplateMatchRow> => {
  const t = parseTemplate(template)
  if (E.isLeft(t)) return E.left(formatError(template)(t.left))
  const m = matchWith(options)(t.right)
  const report = options.extra === 'report'
  const probe = m('')
  if (E.isLeft(probe)) return E.left(`uri: ${probe.left.message}`)
  return E.right((input) => {
    const r = m(input)
    const found = E.isRight(r) && r.right._tag === 'Some' ? r.right.value : null
    const row = { input, matched: found !== null, variables: found === null ? null : found.variables }
    return report ? { ...row, extra: found === null ? [] : found.extra } : row
  })
}

/** The row as a JSON line (with the line number of standard input); a line that does not match makes the exit status 1. */
export const templateMatchLine =
  (row: (input: string) => TemplateMatchRow): LineHandler =>
  (input, inputLine) => {
    const r = row(input)
    return { output: jsonLine({ ...r, inputLine: lineField(inputLine) }), valid: r.matched }
  }
