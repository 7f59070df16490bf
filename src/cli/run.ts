/**
 * What the `uri` command prints for one input. Pure: the input and the command
 * in, the text to print (or nothing) and whether the input was valid out;
 * main.ts does the reading and writing.
 */
import * as E from 'fp-ts/lib/Either.js'
import type { Uri } from '../ast.ts'
import { equalOnRung, type Rung } from '../compare.ts'
import { equalOnRungIRI } from '../iri/compare.ts'
import { toComponents } from '../components.ts'
import { findURIs } from '../find.ts'
import { inspect, type Warning } from '../security/inspect.ts'
import { formatError, type EntryRule, type UriError } from '../error.ts'
import { normalize, normalizeSyntax } from '../normalize/index.ts'
import { normalizeIRI, normalizeIRISyntax } from '../normalize/iri.ts'
import { parse } from '../parse.ts'
import { parseIRIReference, parserFor, parseWith } from '../parsers.ts'
import { iriToURIWith, uriToIRIWith } from '../iri/convert.ts'
import { resolveWith } from '../resolve/resolve.ts'
import { serialize } from '../serialize.ts'
import type { NormalizeLevel } from './args.ts'
import { explain } from './explain.ts'
import { parseScheme } from '../schemes/scheme.ts'
import { expand } from '../template/expand.ts'
import { parseTemplate } from '../template/parse.ts'

/**
 * One JSON line for a terminal or a pipe: JSON.stringify escapes C0 controls
 * already; C1 controls (U+009B is CSI), bidi overrides and other format
 * characters and line separators are escaped here too, so no input can steer
 * the terminal that shows the line. The line is still JSON, with the same value.
 */
export const jsonLine = (value: unknown): string =>
  JSON.stringify(value).replace(TERMINAL_UNSAFE, (c) => Array.from({ length: c.length }, (_, k) => '\\u' + c.charCodeAt(k).toString(16).padStart(4, '0')).join(''))

const TERMINAL_UNSAFE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu

export interface LineResult {
  /** What to print, without the final newline; null to print nothing. */
  readonly output: string | null
  readonly valid: boolean
  /** What to print on standard error (a filter's error), without the final newline. */
  readonly error?: string
}

/** The parser of a rule, with zone identifiers when asked (`--zone-ids`). */
const parserOf = (rule: EntryRule, zoneIds: boolean) => (zoneIds ? parseWith({ rule, zoneIds }) : parserFor(rule))

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
export const parseLine = (rule: EntryRule, input: string, zoneIds = false): LineResult => {
  const r = parserOf(rule, zoneIds)(input)
  return E.isRight(r)
    ? { output: jsonLine({ input, ok: true, ...toComponents(r.right) }), valid: true }
    : { output: jsonLine({ input, ok: false, error: errorJson(r.left) }), valid: false }
}

/** `uri parse --scheme`: the scheme's tree (the generic one for other schemes), one JSON line. */
export const parseSchemeLine = (input: string): LineResult => {
  const r = parseScheme(input)
  if (E.isLeft(r)) return { output: jsonLine({ input, ok: false, error: errorJson(r.left) }), valid: false }
  const tree = r.right
  const { uri, ...fields } = tree._tag === 'Uri' ? { uri: tree } : tree
  return { output: jsonLine({ input, ok: true, ...toComponents(uri), ...(tree._tag === 'Uri' ? {} : { [tree._tag]: fields }) }), valid: true }
}

/** `uri template expand`: the expansion, or the code frame of the template's (or the variables') error; status 2 for variables that are not JSON. */
export const templateExpand = (template: string, variablesJson: string): { readonly output: string | null; readonly error: string | null; readonly status: 0 | 1 | 2 } => {
  let variables: unknown
  try {
    variables = variablesJson.trim() === '' ? {} : JSON.parse(variablesJson)
  } catch (e) {
    return { output: null, error: `uri: the variables on standard input are not JSON: ${e instanceof Error ? e.message : String(e)}`, status: 2 }
  }
  if (typeof variables !== 'object' || variables === null || Array.isArray(variables)) return { output: null, error: 'uri: the variables on standard input must be a JSON object of names and values', status: 2 }
  const t = parseTemplate(template)
  if (E.isLeft(t)) return { output: null, error: formatError(template)(t.left), status: 1 }
  const r = expand(t.right)(variables as Record<string, never>)
  return E.isLeft(r) ? { output: null, error: formatError(template)(r.left), status: 1 } : { output: r.right, error: null, status: 0 }
}

/** `uri validate`: nothing for a valid input; a code frame or a JSON line for an invalid one. */
export const validateLine = (rule: EntryRule, json: boolean, input: string, zoneIds = false): LineResult => {
  const r = parserOf(rule, zoneIds)(input)
  if (E.isRight(r)) return { output: null, valid: true }
  const output = json ? jsonLine({ input, ok: false, error: errorJson(r.left) }) : formatError(input)(r.left)
  return { output, valid: false }
}

/** The warnings of section 7, one per line: section, code, span and message. */
const warningLines = (warnings: readonly Warning[]): string[] =>
  warnings.map((w) => `${w.section} ${w.code} [${w.span.start}, ${w.span.end}): ${w.message}`)

/** `uri explain`: the components of the input and its section 7 warnings, or the code frame of its error. */
export const explainInput = (rule: EntryRule, input: string, color: boolean, zoneIds = false): LineResult => {
  const r = parserOf(rule, zoneIds)(input)
  if (E.isLeft(r)) return { output: formatError(input)(r.left), valid: false }
  const warnings = inspect()(r.right)
  const tail = warnings.length === 0 ? '' : `\nwarnings (RFC 3986 section 7):\n${warningLines(warnings).map((l) => '  ' + l).join('\n')}`
  return { output: explain(input, r.right, color) + tail, valid: true }
}

/** `uri inspect`: the section 7 warnings about the input (one JSON object each with --json). */
export const inspectInput = (input: string, json: boolean, strict: boolean): { readonly output: string; readonly status: 0 | 1 } => {
  const r = parse(input)
  if (E.isLeft(r)) return { output: json ? jsonLine({ input, ok: false, error: errorJson(r.left) }) : formatError(input)(r.left), status: 1 }
  const warnings = inspect()(r.right)
  const output = json
    ? warnings.map((w) => jsonLine({ input, ...w })).join('\n')
    : warnings.length === 0
      ? 'no warnings'
      : warningLines(warnings).join('\n')
  return { output, status: strict && warnings.length > 0 ? 1 : 0 }
}

/** `uri find`: the URIs in a text (Appendix C), one JSON object each. */
export const findInText = (text: string): { readonly lines: readonly string[]; readonly valid: boolean } => {
  const found = findURIs(text)
  const lines = found.map((f) => {
    const head = { uri: f.uri, text: f.text, start: f.start, end: f.end, delimiter: f.delimiter }
    return jsonLine(E.isRight(f.parsed) ? { ...head, ok: true, ...toComponents(f.parsed.right) } : { ...head, ok: false, error: errorJson(f.parsed.left) })
  })
  return { lines, valid: found.every((f) => E.isRight(f.parsed)) }
}

/** `uri resolve`: one reference resolved against the base (section 5.2), as one JSON line. */
export const resolveLine = (base: Uri, strict: boolean, input: string, iri = false): LineResult => {
  const r = (iri ? parseIRIReference : parse)(input)
  if (E.isLeft(r)) return { output: jsonLine({ reference: input, ok: false, error: errorJson(r.left) }), valid: false }
  const result = serialize(resolveWith({ strict })(base)(r.right))
  return { output: jsonLine({ reference: input, ok: true, result }), valid: true }
}

/** `uri normalize`: the normal form of one input (section 6.2), as one JSON line. */
export const normalizeLine = (level: NormalizeLevel, input: string, iri = false, zoneIds = false): LineResult => {
  const r = iri || zoneIds ? parseWith({ iri, zoneIds })(input) : parse(input)
  if (E.isLeft(r)) return { output: jsonLine({ input, ok: false, error: errorJson(r.left) }), valid: false }
  // With --iri, RFC 3987 section 5.3's normalization: the UTF-8 triplets of characters the component allows are decoded too.
  const normalizer = iri ? (level === 'syntax' ? normalizeIRISyntax : normalizeIRI) : level === 'syntax' ? normalizeSyntax : normalize
  return { output: jsonLine({ input, ok: true, normalized: serialize(normalizer(r.right)) }), valid: true }
}

const RUNGS: Readonly<Record<Rung, string>> = {
  string: 'equal as strings (section 6.2.1)',
  syntax: 'equivalent after syntax-based normalization (section 6.2.2)',
  scheme: 'equivalent after scheme-based normalization (section 6.2.3)',
}

const IRI_RUNGS: Readonly<Record<Rung, string>> = {
  string: 'equal as strings (RFC 3987 section 5.3.1)',
  syntax: 'equivalent after syntax-based normalization (RFC 3987 section 5.3.2)',
  scheme: 'equivalent after scheme-based normalization (RFC 3987 section 5.3.3)',
}

/** `uri equal`: whether A and B are equivalent, and on which rung of the ladder (RFC 3987's with `iri`); null when one is invalid. */
export const equalInputs = (a: string, b: string, iri = false): { readonly output: string; readonly status: 0 | 1 | 2 } => {
  const read = iri ? parseIRIReference : parse
  const [ra, rb] = [read(a), read(b)]
  if (E.isLeft(ra)) return { output: formatError(a)(ra.left), status: 2 }
  if (E.isLeft(rb)) return { output: formatError(b)(rb.left), status: 2 }
  const rung = (iri ? equalOnRungIRI : equalOnRung)(ra.right, rb.right)
  if (rung !== null) return { output: (iri ? IRI_RUNGS : RUNGS)[rung], status: 0 }
  const full = iri ? normalizeIRI : normalize
  const [na, nb] = [serialize(full(ra.right)), serialize(full(rb.right))]
  return { output: `not equivalent: their normal forms differ\n  ${na}\n  ${nb}`, status: 1 }
}

/** `uri iri-to-uri` and `uri uri-to-iri`: the converted line, or the input's code frame on standard error. */
export const convertLine = (convert: (input: string) => E.Either<UriError, string>, input: string): LineResult => {
  const r = convert(input)
  return E.isRight(r) ? { output: r.right, valid: true } : { output: null, valid: false, error: formatError(input)(r.left) }
}

/** The converter of `uri iri-to-uri` (`--idna`: hosts as A-labels). */
export const iriToUriLine = (idna: boolean): ((input: string) => LineResult) => {
  const convert = iriToURIWith({ host: idna ? 'idna' : 'percent-encode' })
  return (input) => convertLine(convert, input)
}

/** The converter of `uri uri-to-iri` (`--unicode`: A-labels as U-labels). */
export const uriToIriLine = (unicode: boolean): ((input: string) => LineResult) => {
  const convert = uriToIRIWith({ host: unicode ? 'unicode' : 'keep' })
  return (input) => convertLine(convert, input)
}
