/**
 * `uri inspect [--base URL [--allow ORIGIN,...]]`: each line's section 7
 * warnings, one row per line, in order (the line filter, docs/scale.md), so a
 * file of URLs (a log of return addresses, a table of links) can be audited:
 * `input`, `ok`, `warnings` (the warning codes, each once, in order of
 * position, separated by spaces), then the error fields. With `--base`, each
 * line is also checked as a return address (`safeRedirect`): `redirect` is the
 * absolute URL to send, or null where the redirect is refused, and the
 * refusal is the row's error (`unsafe-redirect`, its offset and its sentence,
 * in the technical words of the CLI's catalog, words.ts).
 * A row is `ok` when the line is a URI reference, has no warning and, with
 * `--base`, is a safe redirect: `--only-invalid` lists the lines to look at,
 * `--strict` fails on one. Loaded only by this command.
 */
import * as E from 'fp-ts/lib/Either.js'
import type { Row } from '../line-filter/index.ts'
import { parse } from '../reading/parse.ts'
import { inspect } from '../security/inspect.ts'
import { safeRedirect } from '../security/redirect.ts'
import { ERROR_FIELDS, errorRow, type LineCommand } from './rows.ts'
import { describe } from './words.ts'

/** The warning codes of a reference, each once, in order of position. */
const codesOf = (warnings: readonly { readonly code: string }[]): string => [...new Set(warnings.map((w) => w.code))].join(' ')

/** The line command, or the sentence that says why its options cannot start it (a `--base` or `--allow` safeRedirect refuses). */
export const inspectRows = (base?: string, allow?: readonly string[]): E.Either<string, LineCommand> => {
  const warningsOf = inspect()
  const common = { plainFromInput: true as const, validIsPlain: true as const }
  if (base === undefined) {
    return E.right({
      ...common,
      fields: ['input', 'ok', 'warnings', ...ERROR_FIELDS],
      rowOf: (input: string): Row => {
        const r = parse(input)
        if (E.isLeft(r)) return errorRow(input, r.left)
        const warnings = codesOf(warningsOf(r.right))
        return { input, ok: warnings === '', warnings }
      },
    })
  }
  const check = safeRedirect(allow === undefined ? { base } : { base, allow })
  // Options it refuses are refused for every input: the empty reference shows it.
  const probe = check('')
  if (E.isLeft(probe) && probe.left.code === 'invalid-options') return E.left(describe(probe.left))
  return E.right({
    ...common,
    fields: ['input', 'ok', 'warnings', 'redirect', ...ERROR_FIELDS],
    rowOf: (input: string): Row => {
      const r = parse(input)
      if (E.isLeft(r)) return errorRow(input, r.left)
      const warnings = codesOf(warningsOf(r.right))
      const d = check(input)
      if (E.isLeft(d)) return { input, ok: false, warnings, redirect: null, error_code: d.left.code, error_offset: d.left.offset, error_message: describe(d.left) }
      return { input, ok: warnings === '', warnings, redirect: d.right }
    },
  })
}
