/**
 * What the `uri` command prints for one input. Pure: the input and the command
 * in, the text to print (or nothing) and whether the input was valid out;
 * main.ts does the reading and writing.
 */
import * as E from 'fp-ts/lib/Either.js'
import type { Uri, UriReference } from '../ast.ts'
import { equalOnRung, type Rung } from '../compare.ts'
import { equalOnRungIRI } from '../iri/compare.ts'
import { toComponents, type Components } from '../components.ts'
import { findURIs } from '../find.ts'
import { inspect, type Warning } from '../security/inspect.ts'
import { formatError, type EntryRule, type UriError } from '../error.ts'
import { normalize, normalizeSyntax } from '../normalize/index.ts'
import { normalizeText } from '../normalize/text.ts'
import { normalizeIRI, normalizeIRISyntax } from '../normalize/iri.ts'
import { parse } from '../parse.ts'
import { parseIRIReference, parserFor, parseWith, validatorFor } from '../parsers.ts'
import { iriToURIWith, uriToIRIWith } from '../iri/convert.ts'
import { resolveWith } from '../resolve/resolve.ts'
import { resolveText } from '../resolve/text.ts'
import { serialize } from '../serialize.ts'
import type { NormalizeLevel } from './args.ts'
import { explain } from './explain.ts'

/**
 * One JSON line for a terminal or a pipe: JSON.stringify escapes C0 controls
 * already; C1 controls (U+009B is CSI), bidi overrides and other format
 * characters and line separators are escaped here too, so no input can steer
 * the terminal that shows the line. The line is still JSON, with the same value.
 * A line of printable ASCII (nearly every one in a URI stream) is only tested,
 * with a pattern far cheaper than the Unicode one.
 */
export const jsonLine = (value: unknown): string => jsonLineFrom(value, null)

/**
 * jsonLine for a value whose strings are all pieces of `source` or printable
 * ASCII constants (a valid input's components): only the source is tested,
 * a tenth of the line.
 */
const jsonLineFrom = (value: unknown, source: string | null): string => {
  const json = JSON.stringify(value) as string
  return NOT_PRINTABLE_ASCII.test(source ?? json) ? json.replace(TERMINAL_UNSAFE, escapeUnsafe) : json
}

const NOT_PRINTABLE_ASCII = /[^\x20-\x7e]/
const TERMINAL_UNSAFE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu

const escapeUnsafe = (c: string): string => Array.from({ length: c.length }, (_, k) => '\\u' + c.charCodeAt(k).toString(16).padStart(4, '0')).join('')

export interface LineResult {
  /** What to print, without the final newline; null to print nothing. */
  readonly output: string | null
  readonly valid: boolean
  /** What to print on standard error (a filter's error), without the final newline. */
  readonly error?: string
}

/**
 * What one input of a stream gives: `inputLine` is its line number when it was
 * read from standard input (1 for the first line), null when it was given as an
 * argument. JSON lines carry it as `"inputLine"`, code frames as a first line
 * `standard input, line N:`, so an invalid line of a long file can be found.
 */
export type LineHandler = (input: string, inputLine: number | null) => LineResult

/** The `"inputLine"` field of a JSON line: undefined, so left out, for an argument. */
export const lineField = (inputLine: number | null): number | undefined => inputLine ?? undefined

/**
 * A valid input's JSON record, its components named one by one: an object of
 * one fixed shape, which JSON.stringify writes a quarter faster than a spread.
 */
const componentsRecord = (
  input: string,
  inputLine: number | null,
  tree: UriReference,
): { readonly input: string; readonly inputLine: number | undefined; readonly ok: true } & Components => {
  const c = toComponents(tree)
  return {
    input,
    inputLine: lineField(inputLine),
    ok: true,
    kind: c.kind,
    scheme: c.scheme,
    userinfo: c.userinfo,
    host: c.host,
    hostKind: c.hostKind,
    port: c.port,
    path: c.path,
    query: c.query,
    fragment: c.fragment,
  }
}

/** A code frame, under the line of standard input it is about. */
const framed = (frame: string, inputLine: number | null): string => (inputLine === null ? frame : `standard input, line ${inputLine}:\n${frame}`)

export const errorJson = (e: UriError) => ({
  offset: e.offset,
  line: e.line,
  column: e.column,
  code: e.code,
  expected: e.expected,
  rulePath: e.rulePath,
  message: e.message,
})

/** An invalid input's JSON line: the input, its line number, and its error. */
export const invalidLine = (input: string, inputLine: number | null, e: UriError): LineResult => ({
  output: jsonLine({ input, inputLine: lineField(inputLine), ok: false, error: errorJson(e) }),
  valid: false,
})

/** `uri parse`: one JSON object for each input. */
export const parseLine = (rule: EntryRule, zoneIds = false): LineHandler => {
  const parser = parserFor(rule, zoneIds)
  return (input, inputLine) => {
    const r = parser(input)
    return E.isRight(r) ? { output: jsonLineFrom(componentsRecord(input, inputLine, r.right), input), valid: true } : invalidLine(input, inputLine, r.left)
  }
}

/** A valid input that prints nothing: one object for all of them. */
const QUIET: LineResult = { output: null, valid: true }

/**
 * `uri validate`: nothing for a valid input; for an invalid one, a JSON line
 * (`json`) or its code frame on standard error. Valid inputs are only matched,
 * never built into a tree.
 */
export const validateLine = (rule: EntryRule, json: boolean, zoneIds = false): LineHandler => {
  const valid = validatorFor(rule, zoneIds)
  const parser = parserFor(rule, zoneIds)
  return (input, inputLine) => {
    if (valid(input)) return QUIET
    const r = parser(input)
    // The test and the parser read the same rule (spec/grammar/regex.spec.ts, appendix-b.spec.ts); were they ever to disagree, the parser's word stands.
    if (E.isRight(r)) return QUIET
    return json ? invalidLine(input, inputLine, r.left) : { output: null, valid: false, error: framed(formatError(input)(r.left), inputLine) }
  }
}

/** The warnings of section 7, one per line: section, code, span and message. */
const warningLines = (warnings: readonly Warning[]): string[] => warnings.map((w) => `${w.section} ${w.code} [${w.span.start}, ${w.span.end}): ${w.message}`)

/** `uri explain`: the components of the input and its section 7 warnings, or the code frame of its error. */
export const explainInput = (rule: EntryRule, input: string, color: boolean, zoneIds = false): LineResult => {
  const r = parserFor(rule, zoneIds)(input)
  if (E.isLeft(r)) return { output: formatError(input)(r.left), valid: false }
  const warnings = inspect()(r.right)
  const tail =
    warnings.length === 0
      ? ''
      : `\nwarnings (RFC 3986 section 7):\n${warningLines(warnings)
          .map((l) => '  ' + l)
          .join('\n')}`
  return { output: explain(input, r.right, color) + tail, valid: true }
}

/** `uri inspect`: the section 7 warnings about the input (one JSON object each with --json). */
export const inspectInput = (input: string, json: boolean, strict: boolean): { readonly output: string; readonly status: 0 | 1 } => {
  const r = parse(input)
  if (E.isLeft(r)) return { output: json ? jsonLine({ input, ok: false, error: errorJson(r.left) }) : formatError(input)(r.left), status: 1 }
  const warnings = inspect()(r.right)
  const output = json ? warnings.map((w) => jsonLine({ input, ...w })).join('\n') : warnings.length === 0 ? 'no warnings' : warningLines(warnings).join('\n')
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

/** `uri resolve`: each reference resolved against the base (section 5.2), as one JSON line. */
export const resolveLine = (base: Uri, strict: boolean, iri = false): LineHandler => {
  const read = iri ? parseIRIReference : parse
  const resolve = resolveWith({ strict })(base)
  // The default (RFC 3986, strict) goes from text to text without making the trees (resolve/text.ts).
  const resolved = iri || !strict ? (input: string) => E.map((r: UriReference) => serialize(resolve(r)))(read(input)) : resolveText(serialize(base))
  return (input, inputLine) => {
    const r = resolved(input)
    if (E.isLeft(r)) return { output: jsonLine({ reference: input, inputLine: lineField(inputLine), ok: false, error: errorJson(r.left) }), valid: false }
    return { output: jsonLine({ reference: input, inputLine: lineField(inputLine), ok: true, result: r.right }), valid: true }
  }
}

/** `uri normalize`: the normal form of each input (section 6.2), as one JSON line. */
export const normalizeLine = (level: NormalizeLevel, iri = false, zoneIds = false): LineHandler => {
  const read = iri || zoneIds ? parseWith({ iri, zoneIds }) : parse
  // With --iri, RFC 3987 section 5.3's normalization: the UTF-8 triplets of characters the component allows are decoded too.
  const normalizer = iri ? (level === 'syntax' ? normalizeIRISyntax : normalizeIRI) : level === 'syntax' ? normalizeSyntax : normalize
  // The default (RFC 3986, syntax- then scheme-based) goes from text to text without making the tree (normalize/text.ts).
  const normalized = iri || zoneIds || level === 'syntax' ? (input: string) => E.map((ref: UriReference) => serialize(normalizer(ref)))(read(input)) : normalizeText
  return (input, inputLine) => {
    const r = normalized(input)
    if (E.isLeft(r)) return invalidLine(input, inputLine, r.left)
    return { output: jsonLine({ input, inputLine: lineField(inputLine), ok: true, normalized: r.right }), valid: true }
  }
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
const convertLine =
  (convert: (input: string) => E.Either<UriError, string>): LineHandler =>
  (input, inputLine) => {
    const r = convert(input)
    return E.isRight(r) ? { output: r.right, valid: true } : { output: null, valid: false, error: framed(formatError(input)(r.left), inputLine) }
  }

/** The converter of `uri iri-to-uri` (`--idna`: hosts as A-labels). */
export const iriToUriLine = (idna: boolean): LineHandler => convertLine(iriToURIWith({ host: idna ? 'idna' : 'percent-encode' }))

/** The converter of `uri uri-to-iri` (`--unicode`: A-labels as U-labels). */
export const uriToIriLine = (unicode: boolean): LineHandler => convertLine(uriToIRIWith({ host: unicode ? 'unicode' : 'keep' }))
