/**
 * What `uri parse --scheme` and `uri template expand` print: apart from run.ts
 * because the scheme grammars and the template parser take longer to load than
 * the rest of the command (about 100 ms), so only these commands load them.
 */
import * as E from 'fp-ts/lib/Either.js'
import { toComponents } from '../components.ts'
import { formatError } from '../error.ts'
import { parseScheme } from '../schemes/scheme.ts'
import { expand } from '../template/expand.ts'
import { parseTemplate } from '../template/parse.ts'
import { invalidLine, jsonLine, lineField, type LineHandler } from './run.ts'

/** `uri parse --scheme`: the scheme's tree (the generic one for other schemes), one JSON line. */
export const parseSchemeLine: LineHandler = (input, inputLine) => {
  const r = parseScheme(input)
  if (E.isLeft(r)) return invalidLine(input, inputLine, r.left)
  const tree = r.right
  const { uri, ...fields } = tree._tag === 'Uri' ? { uri: tree } : tree
  return { output: jsonLine({ input, inputLine: lineField(inputLine), ok: true, ...toComponents(uri), ...(tree._tag === 'Uri' ? {} : { [tree._tag]: fields }) }), valid: true }
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
  if (E.isLeft(t)) return { output: null, error: formatError(template)(t.left), status: 1 }
  const r = expand(t.right)(variables as Record<string, never>)
  return E.isLeft(r) ? { output: null, error: formatError(template)(r.left), status: 1 } : { output: r.right, error: null, status: 0 }
}
