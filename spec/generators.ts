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
  ':',
  '/',
  '?',
  '#',
  '[',
  ']',
  '@',
  '%',
  '.',
  '-',
  '_',
  '~',
  '!',
  '$',
  '&',
  "'",
  '(',
  ')',
  '*',
  '+',
  ',',
  ';',
  '=',
  ' ',
  '\t',
  '\r',
  '\n',
  '\u0000',
  '\\',
  '"',
  '<',
  '>',
  '{',
  '}',
  '|',
  '^',
  '`',
  'a',
  'Z',
  '0',
  '9',
  'f',
  'v',
  'é',
  '😀',
  '\uD800',
  '\uDC00',
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

/**
 * fast-check's `unit: 'binary'` (every code point but the surrogates) without its cost: the same
 * index-to-code-point map, so the same strings for the same seed, the same shrinks and the same
 * slices of "__proto__" and the like. fast-check's own unit answers "can this value be shrunk"
 * from a table of all 1,112,064 code points, built when the first string arbitrary is made (a
 * second of CPU and tens of megabytes, once per process); this one computes the answer.
 */
const SURROGATES = 0xe000 - 0xd800
export const binaryUnit: fc.Arbitrary<string> = fc.nat({ max: 0x10ffff - SURROGATES }).map(
  (i) => String.fromCodePoint(i < 0xd800 ? i : i + SURROGATES),
  (s) => {
    const c = typeof s === 'string' ? s.codePointAt(0) : undefined
    if (c === undefined || (c >= 0xd800 && c <= 0xdfff) || String.fromCodePoint(c) !== s) throw new Error('not one code point')
    return c < 0xd800 ? c : c - SURROGATES
  },
)

/** Runs of every property in `npm test` (issue: at least 10,000, seeded). `npm run fuzz` runs a million. */
export const RUNS = 10_000

/** Any JavaScript string: code units of every kind, graphemes, and near-valid references. */
export const anyString: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: binaryUnit, maxLength: 40 }),
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

/**
 * Characters at the edges of RFC 3987 section 2.2: ucschar at its range ends
 * (U+00A0, U+D7FF, U+F900, U+FFEF, U+10000, U+1FFFD, U+EFFFD), iprivate
 * (U+E000, U+F8FF, U+F0000, U+10FFFD), noncharacters (U+FDD0, U+FFFE,
 * U+1FFFE), specials and tags outside both (U+FFF0, U+E0001), a C1 control,
 * bidi formatting characters (allowed by the ABNF), surrogate halves.
 */
export const iriChar: fc.Arbitrary<string> = fc.constantFrom(
  'é',
  'ü',
  '日',
  'ß',
  '\u00A0',
  '\uD7FF',
  '\uF900',
  '\uFFEF',
  '\u{10000}',
  '\u{1FFFD}',
  '\u{EFFFD}',
  '😀',
  '\uE000',
  '\uF8FF',
  '\u{F0000}',
  '\u{10FFFD}',
  '\uFDD0',
  '\uFFFE',
  '\u{1FFFE}',
  '\uFFF0',
  '\u{E0001}',
  '\u0085',
  '\u200E',
  '\u202E',
  '\uD800',
  '\uDBFF',
  '\uDC00',
)

/** IRI-like strings: URI-like ones with IRI characters and edgy ones put in, and runs of both. */
export const iriLike: fc.Arbitrary<string> = fc.oneof(
  fc.tuple(fc.oneof(uriLike, validReference), fc.array(fc.tuple(fc.nat(), fc.oneof(iriChar, iriChar, edgyChar)), { maxLength: 4 })).map(([s, inserts]) => {
    let out = s
    for (const [at, c] of inserts) {
      const k = out.length === 0 ? 0 : at % (out.length + 1)
      out = out.slice(0, k) + c + out.slice(k)
    }
    return out
  }),
  fc.array(fc.oneof(iriChar, edgyChar), { maxLength: 16 }).map((cs) => cs.join('')),
)

/** Strings with IPv6 literals, with and without zone identifiers, well and badly written. */
export const zoneLike: fc.Arbitrary<string> = fc
  .tuple(
    fc.constantFrom('http://', '//', 'a:', 'x://u@'),
    fc.constantFrom('fe80::1', '::1', '1:2:3:4:5:6:7:8', '::ffff:1.2.3.4', 'v1.a', 'fe80::', ''),
    fc.constantFrom('%25', '%25', '%25', '', '%', '%2', '%25%25', '%5'),
    fc.array(fc.constantFrom('e', 't', 'h', '0', 'e', 't', 'h', '0', '%2F', '%', '-', '.', '~', 'é', ']', ':'), { maxLength: 6 }).map((cs) => cs.join('')),
    fc.constantFrom(']', ']', ']/', ']:80/a', '', ']?q'),
  )
  .map(([a, b, c, d, e]) => `${a}[${b}${c}${d}${e}`)
