/**
 * Each entry rule's reading (error.ts: `referenceReading`, `absoluteReading`, `iriReferenceReading`)
 * classifies a failure and words it only with the codes its rules can reach, so a bundle carries only
 * their sentences. Law: on generated failing inputs, every use's error is the one `makeUriError` (every
 * rule's reading) gives for the same failure, field for field, message included.
 */
import { expect } from 'chai'
import * as fc from 'fast-check'
import type { Either } from 'fp-ts/lib/Either.js'
import { makeUriError, type ErrorRule, type UriError } from '../src/error.ts'
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
} from '../src/index.ts'
import { iriToURI } from '../src/iri/index.ts'
import { absoluteMessages, codedMessages, iriReferenceMessages, readingMessages, referenceMessages, templateMessages } from '../src/messages.ts'

const BASE = (parse('http://a/b') as { readonly right: UriReference }).right

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

describe('each entry rule reads its failures with its own codes and sentences', () => {
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
    for (const code of Object.keys(absoluteMessages).concat('disallowed-code-point')) expect(reached.get(code as UriErrorCode) ?? 0, code).to.be.greaterThan(3)
  })

  it("each reading's table holds a part of the reading codes (the law above checks that its sentences say what readingMessages says)", () => {
    for (const table of [referenceMessages, absoluteMessages, iriReferenceMessages]) expect(Object.keys(readingMessages)).to.include.members(Object.keys(table))
    // A template's table: its reading's codes and a reserved operator, the one coded sentence it gives without a detail.
    expect([...Object.keys(readingMessages), ...Object.keys(codedMessages)]).to.include.members(Object.keys(templateMessages))
    expect(Object.keys(referenceMessages)).to.not.include.members(['missing-scheme'])
    expect(Object.keys(iriReferenceMessages)).to.not.include.members(['non-ascii'])
    expect(Object.keys(templateMessages).sort()).to.deep.equal(['bad-percent-encoding', 'invalid-character', 'non-ascii', 'reserved-operator'])
  })
})
