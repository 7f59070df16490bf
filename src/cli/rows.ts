/**
 * The commands that read lines, each a function from one line to one row of
 * named fields (line-filter.ts's `RowOf`) with the fields it gives in order.
 * One vocabulary across commands (docs/scale.md's table): `input`, `ok`,
 * the command's own fields, then `error_code`, `error_offset`, `error_message`.
 * A command another module defines (`uri template match`) drops in as one
 * more `LineCommand`.
 */
import * as E from 'fp-ts/lib/Either.js'
import type { Uri, UriReference } from '../ast.ts'
import { toComponents, type HostKind } from '../components.ts'
import { hostKindAt, splitAccepted } from '../grammar/appendix-b.ts'
import { isIriRule, type EntryRule, type UriError } from '../error.ts'
import { iriToURIWith, uriToIRIWith } from '../iri/convert.ts'
import type { Row, RowOf } from '../line-filter.ts'
import { canonicalize, type CanonicalProfile } from '../normalize/canonicalize.ts'
import { normalize, normalizeSyntax } from '../normalize/index.ts'
import { normalizeIRI, normalizeIRISyntax } from '../normalize/iri.ts'
import { normalizeText } from '../normalize/text.ts'
import { parse } from '../parse.ts'
import { parseIRIReference, parserFor, parseWith, validatorFor } from '../parsers.ts'
import { resolveWith } from '../resolve/resolve.ts'
import { resolveText } from '../resolve/text.ts'
import { serialize } from '../serialize.ts'
import type { NormalizeLevel } from './args.ts'

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
}

/** RFC 3986's rules (not RFC 3987's) accept printable ASCII alone, and never a backslash (sections 2 and 3). */
const plainWhen = (ascii: boolean): { readonly validIsPlain?: true } => (ascii ? { validIsPlain: true } : {})

/** The error fields every command ends with. */
export const ERROR_FIELDS = ['error_code', 'error_offset', 'error_message'] as const

/** The fields of a parse row: the components (components.ts), with `host_kind` as every key is spelled. */
export const PARSE_FIELDS = ['input', 'ok', 'kind', 'scheme', 'userinfo', 'host', 'host_kind', 'port', 'path', 'query', 'fragment', ...ERROR_FIELDS] as const

/** The row of an input a command refuses: its error, the command's other fields absent (left out of a row; a format writes them empty). */
export const errorRow = (input: string, e: UriError): Row => ({ input, ok: false, error_code: e.code, error_offset: e.offset, error_message: e.message })

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
  return {
    fields: ['input', 'ok', ...ERROR_FIELDS],
    plainFromInput: true,
    ...plainWhen(!isIriRule(rule)),
    rowOf: (input) => {
      if (valid(input)) return { input, ok: true }
      const r = parser(input)
      // The test and the parser read the same rule (spec/grammar/regex.spec.ts); were they ever to disagree, the parser's word stands.
      return E.isRight(r) ? { input, ok: true } : errorRow(input, r.left)
    },
  }
}

/** A command whose row is the input, a `result` text, or the error. */
const resultRows = (result: (input: string) => E.Either<UriError, string>, plain: boolean): LineCommand => ({
  fields: ['input', 'ok', 'result', ...ERROR_FIELDS],
  ...(plain ? { plainFromInput: true as const } : {}),
  rowOf: (input) => {
    const r = result(input)
    return E.isRight(r) ? { input, ok: true, result: r.right } : errorRow(input, r.left)
  },
})

/** `uri normalize`: the normal form of each input (section 6.2). */
export const normalizeRows = (level: NormalizeLevel, iri = false, zoneIds = false): LineCommand => {
  const read = iri || zoneIds ? parseWith({ iri, zoneIds }) : parse
  // With --iri, RFC 3987 section 5.3's normalization: the UTF-8 triplets of characters the component allows are decoded too.
  const normalizer = iri ? (level === 'syntax' ? normalizeIRISyntax : normalizeIRI) : level === 'syntax' ? normalizeSyntax : normalize
  // The default (RFC 3986, syntax- then scheme-based) goes from text to text without making the tree (normalize/text.ts).
  // RFC 3987's normalization decodes triplets into characters: not plain ASCII, so not plainFromInput.
  return resultRows(iri || zoneIds || level === 'syntax' ? (input) => E.map((ref: UriReference) => serialize(normalizer(ref)))(read(input)) : normalizeText, !iri)
}

/** `uri resolve`: each reference resolved against the base (section 5.2). */
export const resolveRows = (base: Uri, strict: boolean, iri = false): LineCommand => {
  const read = iri ? parseIRIReference : parse
  const resolve = resolveWith({ strict })(base)
  // The default (RFC 3986, strict) goes from text to text without making the trees (resolve/text.ts).
  // An IRI base may hold characters of any kind; a URI base is printable ASCII.
  return resultRows(iri || !strict ? (input) => E.map((r: UriReference) => serialize(resolve(r)))(read(input)) : resolveText(serialize(base)), !iri)
}

/** `uri iri-to-uri`: each IRI as a URI (RFC 3987 section 3.1; `idna`: hosts as A-labels). */
export const iriToUriRows = (idna: boolean): LineCommand => resultRows(iriToURIWith({ host: idna ? 'idna' : 'percent-encode' }), true)

/** `uri uri-to-iri`: each URI as an IRI (RFC 3987 section 3.2; `unicode`: A-labels as U-labels). */
export const uriToIriRows = (unicode: boolean): LineCommand => resultRows(uriToIRIWith({ host: unicode ? 'unicode' : 'keep' }), false)

/** `uri canonicalize`: the canonical form under a profile, and what the profile removed (texts joined by a space, which no URI holds). */
export const canonicalizeRows = (profile: CanonicalProfile): LineCommand => {
  const canonical = canonicalize(profile)
  return {
    fields: ['input', 'ok', 'result', 'removed', ...ERROR_FIELDS],
    plainFromInput: true,
    rowOf: (input) => {
      const r = canonical(input)
      if (E.isLeft(r)) return errorRow(input, r.left)
      return { input, ok: true, result: r.right.canonical, removed: r.right.removed.map((x) => (x.rule === 'fragment' ? '#' + x.text : x.text)).join(' ') }
    },
  }
}

/**
 * A command with one more field made from a row (`registrable_domain` from
 * `host`): the field goes before the error fields.
 */
export const withField = (command: LineCommand, name: string, from: (row: Row) => Row[string]): LineCommand => {
  const at = command.fields.indexOf('error_code')
  const fields = [...command.fields.slice(0, at), name, ...command.fields.slice(at)]
  return {
    fields,
    ...(command.plainFromInput === true && name === 'registrable_domain' ? { plainFromInput: true as const } : {}),
    rowOf: (input) => {
      const row = command.rowOf(input)
      return row.ok === true ? { ...row, [name]: from(row) } : row
    },
  }
}
