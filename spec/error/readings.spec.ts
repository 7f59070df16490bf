/**
 * Each entry rule's reading (error.ts: `referenceReading`, `absoluteReading`, `iriReferenceReading`)
 * classifies a failure with only the codes its rules can reach. Law: on generated failing inputs,
 * every use's error is the one `makeUriError` (every rule's reading) gives for the same failure, fact
 * for fact; and a reading gives only its own codes.
 */
import { expect } from 'chai'
import * as fc from 'fast-check'
import type { Either } from 'fp-ts/lib/Either.js'
import { makeUriError, type ErrorRule, type UriError } from '../../src/error/make.ts'
import type { PlaceErrorCode, ReadingErrorCode } from '../../src/error/facts.ts'
import {
  normalizeText,
  parse,
  parseAbsoluteURI,
  parseIRIReference,
  parseIRelativeRef,
  parseRelativeRef,
  parseURI,
  resolveText,
  withFragment,
  withHost,
  withPath,
  withPort,
  withQuery,
  withScheme,
  withUserinfo,
  type UriErrorCode,
  type UriReference,
} from '../../src/index.ts'
import { iriToURI } from '../../src/iri/index.ts'

const BASE = (parse('http://a/b') as { readonly right: UriReference }).right

/** The codes of each reading (error.ts), as their types have them: a code added to a reading fails to compile here until listed. */
const PLACE: { readonly [C in PlaceErrorCode]: true } = {
  'bad-percent-encoding': true,
  'unclosed-ip-literal': true,
  'invalid-ipv6': true,
  'invalid-port': true,
  'unexpected-end': true,
  'zone-id-not-enabled': true,
  'zone-id-needs-25': true,
  'invalid-character': true,
}
const REFERENCE: readonly ReadingErrorCode[] = [...(Object.keys(PLACE) as PlaceErrorCode[]), 'non-ascii']
const ABSOLUTE: readonly ReadingErrorCode[] = [...REFERENCE, 'empty-input', 'missing-scheme']
const IRI_REFERENCE: readonly ReadingErrorCode[] = [...(Object.keys(PLACE) as PlaceErrorCode[]), 'disallowed-code-point']

/** The codes each rule's reading can give: the reference rules need no scheme, the IRI rules judge a non-ASCII code point by RFC 3987. */
const CODES_OF: Readonly<Record<string, readonly ReadingErrorCode[]>> = {
  'URI-reference': REFERENCE,
  'relative-ref': REFERENCE,
  URI: ABSOLUTE,
  'absolute-URI': ABSOLUTE,
  'IRI-reference': IRI_REFERENCE,
  'irelative-ref': IRI_REFERENCE,
}

/** Each use, the rule its errors are read by (null: the use's choice, path-abempty or path-rootless), and the use. */
const USES: readonly (readonly [name: string, rule: ErrorRule | null, run: (input: string) => Either<UriError, unknown>])[] = [
  ['parse', 'URI-reference', parse],
  ['parseRelativeRef', 'relative-ref', parseRelativeRef],
  ['parseURI', 'URI', parseURI],
  ['parseAbsoluteURI', 'absolute-URI', parseAbsoluteURI],
  ['parseIRIReference', 'IRI-reference', parseIRIReference],
  ['parseIRelativeRef', 'irelative-ref', parseIRelativeRef],
  ['iriToURI', 'IRI-reference', iriToURI],
  ['normalizeText', 'URI-reference', normalizeText],
  ['resolveText (the reference)', 'URI-reference', resolveText('http://a/b/c')],
  ['resolveText (the base)', 'URI', (s) => resolveText(s)('x')],
  // The setters read a component by its rule (parse.ts, whole).
  ['withScheme', 'scheme', (s) => withScheme(s)(BASE)],
  ['withUserinfo', 'userinfo', (s) => withUserinfo(s)(BASE)],
  ['withHost', 'host', (s) => withHost(s)(BASE)],
  ['withPort', 'port', (s) => withPort(s)(BASE)],
  ['withPath', null, (s) => withPath(s)(BASE)],
  ['withQuery', 'query', (s) => withQuery(s)(BASE)],
  ['withFragment', 'fragment', (s) => withFragment(s)(BASE)],
]

/** Pieces that reach every code a URI or IRI reading has: IP literals and zones, ports, userinfo, triplets, non-ASCII. */
const PIECE = fc.constantFrom(
  ...['http:', '//', 'a', '1', '.', ':', '@', '/', '?', '#', '[', ']', '%', '%25', '%2', 'e', 'v1.', '::', 'fe80::1', 'www.example.com', ' ', '\\', '\t', '{'],
  ...['\u00E9', '\uE000', '\uFDD0', '\u{1F600}', '\u00A0', '\u200B', '\uD800', '\u0085', '日本'],
)

/** Starts that put the pieces in an authority, an IP literal, a port, or nowhere yet. */
const START = fc.constantFrom('', '', 'http://', 'http://[', 'http://[fe80::1', 'http://[v1.', '//a:', 'http://a:8', 'a/')

describe('each entry rule reads its failures with its own codes', () => {
  it('law: every use gives the error makeUriError gives for the same failure, over generated inputs', () => {
    const reached = new Map<UriErrorCode, number>()
    let failures = 0
    fc.assert(
      fc.property(START, fc.array(PIECE, { maxLength: 8 }), (start, pieces) => {
        const s = start + pieces.join('')
        for (const [name, rule, run] of USES) {
          const r = run(s)
          if (r._tag === 'Right') continue
          const e = r.left
          // A setter's conflict with the reference is no reading of its value.
          if (e.code === 'component-conflict') continue
          if (rule !== null) expect(e.rule, name).to.equal(rule)
          failures++
          reached.set(e.code, (reached.get(e.code) ?? 0) + 1)
          expect(e, `${name} ${JSON.stringify(s)}`).to.deep.equal(makeUriError(s, e.rule, e.offset, e.expected, e.rulePath))
        }
      }),
      { numRuns: 120, seed: 3986 },
    )
    expect(failures).to.be.greaterThan(700)
    // Every code these readings can give was reached, each more than a few times.
    for (const code of [...ABSOLUTE, 'disallowed-code-point']) expect(reached.get(code as UriErrorCode) ?? 0, code).to.be.greaterThan(3)
  })

  it("law: each entry rule's reading gives only its own codes: a reference never misses its scheme, an IRI is never non-ASCII", () => {
    let checked = 0
    fc.assert(
      fc.property(START, fc.array(PIECE, { maxLength: 8 }), (start, pieces) => {
        const s = start + pieces.join('')
        for (const [name, rule, run] of USES) {
          const codes = rule === null ? undefined : CODES_OF[rule]
          if (codes === undefined) continue
          const r = run(s)
          if (r._tag === 'Right') continue
          expect(codes, `${name} ${JSON.stringify(s)}`).to.include(r.left.code)
          checked++
        }
      }),
      { numRuns: 120, seed: 3987 },
    )
    expect(checked).to.be.greaterThan(500)
  })
})
