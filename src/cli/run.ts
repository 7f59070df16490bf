/**
 * What the `uri` command prints for one input (explain, equal, find). Pure: the input and the command
 * in, the text to print (or nothing) and whether the input was valid out;
 * main.ts does the reading and writing.
 */
import * as E from 'fp-ts/lib/Either.js'
import { equalOnRung, type Rung } from '../normalize/compare.ts'
import { equalOnRungIRI } from '../iri/compare.ts'
import { toComponents } from '../model/components.ts'
import { findURIs } from '../reading/find.ts'
import { inspect, type Warning } from '../security/inspect.ts'
import type { EntryRule, UriError } from '../error/make.ts'
import { locate } from '../messages/locate.ts'
import { describe, frame } from './words.ts'
import { normalize } from '../normalize/index.ts'
import { normalizeIRI } from '../iri/normalize.ts'
import { parse } from '../reading/parse.ts'
import { parseIRIReference, parserFor } from '../reading/parsers.ts'
import { serialize } from '../model/serialize.ts'
import { explain } from './explain.ts'
import { jsonLine } from './json-line.ts'

export interface LineResult {
  /** What to print, without the final newline; null to print nothing. */
  readonly output: string | null
  readonly valid: boolean
  /** What to print on standard error (a filter's error), without the final newline. */
  readonly error?: string
}

export const errorJson = (input: string, e: UriError) => {
  const at = locate(input)(e.offset)
  return { offset: e.offset, line: at.line, column: at.column, code: e.code, expected: e.expected, rulePath: e.rulePath, message: describe(e) }
}

/** The warnings of section 7, one per line: section, code, span and message. */
const warningLines = (warnings: readonly Warning[]): string[] => warnings.map((w) => `${w.section} ${w.code} [${w.span.start}, ${w.span.end}): ${describe(w)}`)

/** `uri explain`: the components of the input and its section 7 warnings, or the code frame of its error. */
export const explainInput = (rule: EntryRule, input: string, color: boolean, zoneIds = false): LineResult => {
  const r = parserFor(rule, zoneIds)(input)
  if (E.isLeft(r)) return { output: frame(input)(r.left), valid: false }
  const warnings = inspect()(r.right)
  const tail =
    warnings.length === 0
      ? ''
      : `\nwarnings (RFC 3986 section 7):\n${warningLines(warnings)
          .map((l) => '  ' + l)
          .join('\n')}`
  return { output: explain(input, r.right, color) + tail, valid: true }
}

/** `uri find`: the URIs in a text (Appendix C), one JSON object each. */
export const findInText = (text: string): { readonly lines: readonly string[]; readonly valid: boolean } => {
  const found = findURIs(text)
  const lines = found.map((f) => {
    const head = { uri: f.uri, text: f.text, start: f.start, end: f.end, delimiter: f.delimiter }
    return jsonLine(E.isRight(f.parsed) ? { ...head, ok: true, ...toComponents(f.parsed.right) } : { ...head, ok: false, error: errorJson(f.uri, f.parsed.left) })
  })
  return { lines, valid: found.every((f) => E.isRight(f.parsed)) }
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
  if (E.isLeft(ra)) return { output: frame(a)(ra.left), status: 2 }
  if (E.isLeft(rb)) return { output: frame(b)(rb.left), status: 2 }
  const rung = (iri ? equalOnRungIRI : equalOnRung)(ra.right, rb.right)
  if (rung !== null) return { output: (iri ? IRI_RUNGS : RUNGS)[rung], status: 0 }
  const full = iri ? normalizeIRI : normalize
  const [na, nb] = [serialize(full(ra.right)), serialize(full(rb.right))]
  return { output: `not equivalent: their normal forms differ\n  ${na}\n  ${nb}`, status: 1 }
}
