/**
 * What the `uri` command prints for one input. Pure: the input and the command
 * in, the text to print (or nothing) and whether the input was valid out;
 * main.ts does the reading and writing.
 */
import * as E from 'fp-ts/lib/Either.js'
import { toComponents } from '../components.ts'
import { formatError, type EntryRule, type UriError } from '../error.ts'
import { parserFor } from '../parse.ts'
import { explain } from './explain.ts'

export interface LineResult {
  /** What to print, without the final newline; null to print nothing. */
  readonly output: string | null
  readonly valid: boolean
}

const errorJson = (e: UriError) => ({
  offset: e.offset,
  line: e.line,
  column: e.column,
  code: e.code,
  expected: e.expected,
  rulePath: e.rulePath,
  message: e.message,
})

/** `uri parse`: one JSON object for the input. */
export const parseLine = (rule: EntryRule, input: string): LineResult => {
  const r = parserFor(rule)(input)
  return E.isRight(r)
    ? { output: JSON.stringify({ input, ok: true, ...toComponents(r.right) }), valid: true }
    : { output: JSON.stringify({ input, ok: false, error: errorJson(r.left) }), valid: false }
}

/** `uri validate`: nothing for a valid input; a code frame or a JSON line for an invalid one. */
export const validateLine = (rule: EntryRule, json: boolean, input: string): LineResult => {
  const r = parserFor(rule)(input)
  if (E.isRight(r)) return { output: null, valid: true }
  const output = json ? JSON.stringify({ input, ok: false, error: errorJson(r.left) }) : formatError(input, r.left)
  return { output, valid: false }
}

/** `uri explain`: the components of the input, or the code frame of its error. */
export const explainInput = (rule: EntryRule, input: string, color: boolean): LineResult => {
  const r = parserFor(rule)(input)
  return E.isRight(r)
    ? { output: explain(input, r.right, color), valid: true }
    : { output: formatError(input, r.left), valid: false }
}
