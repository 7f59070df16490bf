/** fast-check generators shared by the specs. */
import * as fc from 'fast-check'
import { mutations, URIReference as validReference } from '../src/arbitraries/index.ts'
import { parse, parseAbsoluteURI, parseRelativeRef, parseURI } from '../src/index.ts'

/** Strings over the characters that matter to the grammar, most of them valid URI references. */
export const uriLike: fc.Arbitrary<string> = fc.stringMatching(
  /^([a-zA-Z][a-zA-Z0-9+.-]*:)?(\/\/([a-zA-Z0-9.:%@!$&'()*+,;=-]*|\[[0-9a-fA-F:.]*\])(:[0-9]*)?)?[a-zA-Z0-9/.:@%!$&'()*+,;=_~-]*(\?[a-zA-Z0-9/?:@=&%.]*)?(#[a-zA-Z0-9/?:@=&%.]*)?$/,
)

/** Characters that matter at the edges of the grammar: delimiters, "%", brackets, spaces, controls, non-ASCII. */
export const edgyChar: fc.Arbitrary<string> = fc.constantFrom(
  ':', '/', '?', '#', '[', ']', '@', '%', '.', '-', '_', '~', '!', '$', '&', "'", '(', ')', '*', '+', ',', ';', '=',
  ' ', '\t', '\r', '\n', '\u0000', '\\', '"', '<', '>', '{', '}', '|', '^', '`',
  'a', 'Z', '0', '9', 'f', 'v', 'é', '😀', '\uD800', '\uDC00',
)

/** Valid-looking strings with a few characters inserted, deleted or replaced: mostly invalid, near valid. */
export const mutated: fc.Arbitrary<string> = fc
  .tuple(uriLike, fc.array(fc.tuple(fc.nat(), fc.constantFrom('insert', 'delete', 'replace', 'duplicate'), edgyChar), { maxLength: 3 }))
  .map(([s, edits]) => {
    let out = s
    for (const [at, kind, c] of edits) {
      const k = out.length === 0 ? 0 : at % (out.length + 1)
      if (kind === 'insert') out = out.slice(0, k) + c + out.slice(k)
      else if (kind === 'delete') out = out.slice(0, k) + out.slice(k + 1)
      else if (kind === 'replace') out = out.slice(0, k) + c + out.slice(k + 1)
      else out = out.slice(0, k) + out.slice(k, k + 3) + out.slice(k)
    }
    return out
  })

/** Strings of edgy characters only. */
export const noise: fc.Arbitrary<string> = fc.array(edgyChar, { maxLength: 24 }).map((cs) => cs.join(''))

/** Runs of every property in `npm test` (issue: at least 10,000, seeded). `npm run fuzz` runs a million. */
export const RUNS = 10_000

/** Any JavaScript string: code units of every kind, graphemes, and near-valid references. */
export const anyString: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)), maxLength: 20 }),
  validReference,
  mutations(validReference),
  uriLike,
  mutated,
  noise,
)


/** The four entry rules and their parse functions. */
export const ENTRIES = [
  ['URI-reference', parse],
  ['URI', parseURI],
  ['absolute-URI', parseAbsoluteURI],
  ['relative-ref', parseRelativeRef],
] as const
