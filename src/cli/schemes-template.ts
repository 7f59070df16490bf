/**
 * What `uri parse --scheme` and `uri template expand` print: apart from run.ts
 * because the scheme grammars and the template parser take longer to load than
 * the rest of the command (about 100 ms), so only these commands load them.
 */
import * as E from 'fp-ts/lib/Either.js'
import { frame } from './words.ts'
import { parseScheme } from '../schemes/scheme.ts'
import { expand } from '../template/expand.ts'
import { parseTemplate } from '../template/parse.ts'
import { componentsRow, errorRow, PARSE_FIELDS, type LineCommand } from './rows.ts'

/**
 * `uri parse --scheme`: the generic components and, for a scheme with a
 * grammar of its own, `details`: its tree's own fields as JSON text, with
 * the tree's tag as `type` (a row's fields are flat, for TSV and CSV).
 */
/** A scheme tree's own fields as JSON text: `type` its kind (the tree's tag), then its fields, the generic tree left out. */
const detailsOf = (tree: { readonly _tag: string; readonly uri: unknown }): string => {
  const { _tag, uri: _, ...fields } = tree
  return JSON.stringify({ type: _tag, ...fields })
}

export const parseSchemeRows: LineCommand = {
  fields: [...PARSE_FIELDS.slice(0, -3), 'details', ...PARSE_FIELDS.slice(-3)],
  rowOf: (input) => {
    const r = parseScheme(input)
    if (E.isLeft(r)) return errorRow(input, r.left)
    const tree = r.right
    return { ...componentsRow(input, tree._tag === 'Uri' ? tree : tree.uri), details: tree._tag === 'Uri' ? null : detailsOf(tree) }
  },
}

/** Standard input as UTF-8 text, or null when its bytes are not UTF-8 (the variables must not be guessed at). */
export const strictUtf8 = async (stdin: AsyncIterable<Uint8Array | string>): Promise<string | null> => {
  const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false })
  let text = ''
  try {
    for await (const chunk of stdin) text += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true })
    return text + decoder.decode()
  } catch {
    return null
  }
}

/** `uri template expand`: the expansion, or the code frame of the template's (or the variables') error; status 2 for variables that are not JSON. */
export const templateExpand = (template: string, variablesJson: string | null): { readonly output: string | null; readonly error: string | null; readonly status: 0 | 1 | 2 } => {
  if (variablesJson === null) return { output: null, error: 'uri: the variables on standard input are not UTF-8', status: 2 }
  let variables: unknown
  try {
    if (variablesJson.trim() === '') return { output: null, error: 'uri: no variables on standard input: give them as a JSON object ("{}" for none)', status: 2 }
    variables = JSON.parse(variablesJson)
  } catch (e) {
    return { output: null, error: `uri: the variables on standard input are not JSON: ${e instanceof Error ? e.message : String(e)}`, status: 2 }
  }
  if (typeof variables !== 'object' || variables === null || Array.isArray(variables))
    return { output: null, error: 'uri: the variables on standard input must be a JSON object of names and values', status: 2 }
  const t = parseTemplate(template)
  if (E.isLeft(t)) return { output: null, error: frame(template)(t.left), status: 1 }
  const r = expand(t.right)(variables as Record<string, never>)
  return E.isLeft(r) ? { output: null, error: frame(template)(r.left), status: 1 } : { output: r.right, error: null, status: 0 }
}
