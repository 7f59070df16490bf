/**
 * The line commands whose row is the input and a `result` text (or the
 * error): normalize, resolve, iri-to-uri, uri-to-iri and canonicalize, each
 * a `LineCommand` (rows.ts). A module of its own, loaded when one of them
 * runs: `uri parse` and `uri validate` start without sections 5 and 6.
 */
import * as E from 'fp-ts/lib/Either.js'
import type { Uri, UriReference } from '../model/ast.ts'
import type { UriError } from '../error/make.ts'
import { iriToURIWith, uriToIRIWith } from '../iri/convert.ts'
import { CANONICAL_PROFILES, canonicalize, DEFAULT_INDEX_FILES } from '../normalize/canonicalize.ts'
import { normalize, normalizeSyntax } from '../normalize/index.ts'
import { normalizeIRI, normalizeIRISyntax } from '../iri/normalize.ts'
import { normalizeText } from '../normalize/text.ts'
import { parse } from '../reading/parse.ts'
import { parseIRIReference, parseWith } from '../reading/parsers.ts'
import { resolveWith } from '../resolve/resolve.ts'
import { resolveText } from '../resolve/text.ts'
import { serialize } from '../model/serialize.ts'
import type { NormalizeLevel } from './args.ts'
import { ERROR_FIELDS, errorRow, type LineCommand } from './rows.ts'

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

/**
 * `uri canonicalize --profile NAME [--drop-index] [--iri]`: the canonical form under a profile (with the default index
 * files dropped, if asked), and what the profile removed (texts joined by a space, which no URI holds). With --iri,
 * each input is read as an IRI and its URI form is canonicalized (RFC 3987 section 3.1, hosts by UTS #46 as
 * `iri-to-uri --idna` writes them: `http://é.com/` and `http://xn--9ca.com/` give one text); a host IDNA refuses is
 * the row's error (`invalid-idna-label`), as in `iri-to-uri --idna`. The canonical form stays a URI: one key for
 * an IRI and the URI it stands for, in printable ASCII.
 */
export const canonicalizeRows = (name: keyof typeof CANONICAL_PROFILES, dropIndex: boolean, iri = false): LineCommand => {
  const profile = CANONICAL_PROFILES[name]
  const canonicalOfURI = canonicalize(dropIndex ? { ...profile, dropIndexFiles: DEFAULT_INDEX_FILES } : profile)
  const toURI = iri ? iriToURIWith({ host: 'idna' }) : null
  // The URI form of a valid IRI reference is a valid URI reference (RFC 3987 section 3.1), so every error is the IRI's, at its offset.
  const canonical =
    toURI === null
      ? canonicalOfURI
      : (input: string) => {
          const uri = toURI(input)
          return E.isLeft(uri) ? uri : canonicalOfURI(uri.right)
        }
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
