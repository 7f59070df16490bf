/**
 * `uri template match TEMPLATE`: each input line matched to an RFC 6570
 * template, one row per line, in order (the line filter, docs/scale.md):
 * `input`, `ok`, `matched`, `variables` (and `extra` with --report-extra).
 * A line that does not match is a row with `matched: false` (and `ok: false`,
 * so `--only-valid`, `--count`, `--summary` and `--strict` read it as a miss),
 * not an error. The variables are an object in JSON lines and JSON text in TSV
 * and CSV. Loaded only by this command.
 */
import * as E from 'fp-ts/lib/Either.js'
import { describe, frame } from './words.ts'
import type { Row } from '../line-filter/index.ts'
import type { VariableValue } from '../template/ast.ts'
import { type MatchOptions, matchWith } from '../template/match-with.ts'
import { parseTemplate } from '../template/parse.ts'
import { ERROR_FIELDS, type LineCommand } from './rows.ts'

/** One match: the input, whether it matched, its variables (null when it did not), and the query parameters the template does not name when asked. */
export interface TemplateMatchRow {
  readonly input: string
  readonly matched: boolean
  readonly variables: Readonly<Record<string, VariableValue>> | null
  readonly extra?: readonly (readonly [string, string])[]
}

/** The match function for a template and options, or the code frame of the template's (or the options') error. */
export const templateMatchRow = (template: string, options: MatchOptions): E.Either<string, (input: string) => TemplateMatchRow> => {
  const t = parseTemplate(template)
  if (E.isLeft(t)) return E.left(frame(template)(t.left))
  const m = matchWith(options)(t.right)
  const report = options.extra === 'report'
  const probe = m('')
  if (E.isLeft(probe)) return E.left(`uri: ${describe(probe.left)}`)
  return E.right((input) => {
    const r = m(input)
    const found = E.isRight(r) && r.right._tag === 'Some' ? r.right.value : null
    const row = { input, matched: found !== null, variables: found === null ? null : found.variables }
    return report ? { ...row, extra: found === null ? [] : found.extra } : row
  })
}

/** The line command: its rows carry the variables (and extra parameters) as JSON text, which JSON lines write as JSON (`jsonFields`). */
export const templateMatchRows = (template: string, options: MatchOptions): E.Either<string, LineCommand> => {
  const matcher = templateMatchRow(template, options)
  // The filter prints "uri: " and the message: an options error is one sentence, a template's error its code frame under a line of its own.
  if (E.isLeft(matcher)) return E.left(matcher.left.startsWith('uri: ') ? matcher.left.slice(5) : `the template is not an RFC 6570 template\n${matcher.left}`)
  const report = options.extra === 'report'
  const fields = ['input', 'ok', 'matched', 'variables', ...(report ? ['extra'] : []), ...ERROR_FIELDS]
  return E.right({
    fields,
    jsonFields: report ? ['variables', 'extra'] : ['variables'],
    rowOf: (input: string): Row => {
      const r = matcher.right(input)
      const row: Record<string, string | boolean | null> = { input, ok: r.matched, matched: r.matched, variables: r.variables === null ? null : JSON.stringify(r.variables) }
      if (report) row.extra = JSON.stringify(r.extra ?? [])
      return row
    },
  })
}
