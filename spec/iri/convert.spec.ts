import { expect } from 'chai'
import * as E from 'fp-ts/lib/Either.js'
import * as fc from 'fast-check'
import { isValid, isValidIRI, parse, parseIRIReference, type UriError } from '../../src/index.ts'
import { iriToURI, iriToURIWith, uriToIRI, uriToIRIWith } from '../../src/iri/index.ts'
import { describeError, technical } from '../../src/messages/index.ts'
import { normalizeTriplets } from '../../src/normalize/triplets.ts'
import { iriLike, uriLike } from '../generators.ts'

/**
 * Section 3.2's round trip gives the URI back "except for potential case
 * differences in percent-encoding and for potential percent-encoded unreserved
 * characters": a URI read so (unreserved triplets decoded, hex digits in upper case).
 */
const canon = (uri: string): string => normalizeTriplets(uri)

/** A triplet of any octet, its hex digits in either case. */
const anyTriplet: fc.Arbitrary<string> = fc.tuple(fc.integer({ min: 0, max: 255 }), fc.boolean()).map(([b, lower]) => {
  const hex = `%${b.toString(16).padStart(2, '0').toUpperCase()}`
  return lower ? hex.toLowerCase() : hex
})

/** The triplets of one UTF-8 character (any code point but surrogates), hex digits in either case. */
const utf8Triplets: fc.Arbitrary<string> = fc
  .tuple(fc.oneof(fc.integer({ min: 0x80, max: 0xd7ff }), fc.integer({ min: 0xe000, max: 0x10ffff }), fc.constantFrom(0x202e, 0xe000, 0xfdd0, 0xfffe)), fc.boolean())
  .map(([cp, lower]) => {
    const hex = encodeURIComponent(String.fromCodePoint(cp))
    return lower ? hex.toLowerCase() : hex
  })

/** URI references whose path, query and fragment are runs of random triplets and a few plain characters. */
const tripletURI: fc.Arbitrary<string> = fc
  .tuple(
    fc.constantFrom('http://a', '', 'urn:x:', 'http://%41b%2e%63', '//h'),
    ...[0, 1, 2].map(() => fc.array(fc.oneof(anyTriplet, anyTriplet, utf8Triplets, fc.constantFrom('a', '/', '.', '-', ':', '@', '!')), { maxLength: 10 }).map((xs) => xs.join(''))),
  )
  .map(([head, path, query, fragment]) => `${head}/p${path}?${query}#${fragment}`)

const ok = (r: E.Either<UriError, string>): string => {
  if (E.isLeft(r)) throw new Error(describeError(technical)(r.left))
  return r.right
}

/** RFC 3987's examples of conversion, by section: [given, result]. */
const TO_URI: Readonly<Record<string, readonly (readonly [string, string])[]>> = {
  '3.1 (percent-encoding the host)': [['http://r\u00E9sum\u00E9.example.org', 'http://r%C3%A9sum%C3%A9.example.org']],
  '3.1 (a "%" already there stays)': [['http://www.example.org/red%09ros\u00E9#red', 'http://www.example.org/red%09ros%C3%A9#red']],
  '3.1 (characters outside the BMP)': [['http://example.com/\u{10300}\u{10301}\u{10302}', 'http://example.com/%F0%90%8C%80%F0%90%8C%81%F0%90%8C%82']],
  '3.1 (no change to a URI)': [['http://example.com/a%20b?c=d#e', 'http://example.com/a%20b?c=d#e']],
}

const TO_URI_IDNA: Readonly<Record<string, readonly (readonly [string, string])[]>> = {
  '3.1 (IDNA for the host)': [
    ['http://r\u00E9sum\u00E9.example.org', 'http://xn--rsum-bpad.example.org'],
    ['http://R\u00C9SUM\u00C9.example.org/r\u00E9sum\u00E9', 'http://xn--rsum-bpad.example.org/r%C3%A9sum%C3%A9'],
    ['http://\u7D0D\u8C46.example.org/%E2%80%AE', 'http://xn--99zt52a.example.org/%E2%80%AE'],
    ['http://r%C3%A9sum%C3%A9.example.org', 'http://xn--rsum-bpad.example.org'],
  ],
}

const TO_IRI: Readonly<Record<string, readonly (readonly [string, string])[]>> = {
  '3.2 (first example: UTF-8 decoded)': [['http://www.example.org/D%C3%BCrst', 'http://www.example.org/D\u00FCrst']],
  '3.2 (second example: not UTF-8, kept)': [['http://www.example.org/D%FCrst', 'http://www.example.org/D%FCrst']],
  '3.2 (third example: a bidi formatting character stays encoded, in upper case)': [['http://xn--99zt52a.example.org/%e2%80%ae', 'http://xn--99zt52a.example.org/%E2%80%AE']],
  '3.2 step 2 (decoded: every triplet except "%", reserved characters and US-ASCII a URI does not allow; those stay as written)': [
    ['http://a/%2F%3f%41%25', 'http://a/%2F%3fA%25'],
    ['/%41%5a%6B/', '/AZk/'],
    ['/%25%20%02%41%7b/', '/%25%20%02A%7b/'],
    ['/%2d%2E%5F%7e%30%39?%61#%7A', '/-._~09?a#z'],
    ['http://%41%42.example/%3A%40%21%24%26%27%28%29%2A%2B%2C%3B%3D', 'http://AB.example/%3A%40%21%24%26%27%28%29%2A%2B%2C%3B%3D'],
    ['/%22%3C%3E%5C%5E%60%7B%7C%7D%7F%00', '/%22%3C%3E%5C%5E%60%7B%7C%7D%7F%00'],
  ],
  '3.2 (iprivate only in the query; noncharacters never)': [['http://a/%EE%80%80?%EE%80%80#%EF%B7%90', 'http://a/%EE%80%80?\uE000#%EF%B7%90']],
}

describe('IRIs to URIs and back (RFC 3987 section 3)', () => {
  for (const [section, rows] of Object.entries(TO_URI)) {
    describe(`iriToURI, RFC 3987 section ${section}`, () => {
      for (const [given, want] of rows) it(`${given} → ${want}`, () => expect(ok(iriToURI(given))).to.equal(want))
    })
  }
  for (const [section, rows] of Object.entries(TO_URI_IDNA)) {
    describe(`iriToURIWith({ host: 'idna' }), RFC 3987 section ${section}`, () => {
      for (const [given, want] of rows) it(`${given} → ${want}`, () => expect(ok(iriToURIWith({ host: 'idna' })(given))).to.equal(want))
    })
  }
  for (const [section, rows] of Object.entries(TO_IRI)) {
    describe(`uriToIRI, RFC 3987 section ${section}`, () => {
      for (const [given, want] of rows) it(`${given} → ${want}`, () => expect(ok(uriToIRI(given))).to.equal(want))
    })
  }

  it("uriToIRIWith({ host: 'unicode' }): A-labels that are A-labels become U-labels; others stay", () => {
    expect(ok(uriToIRIWith({ host: 'unicode' })('http://xn--99zt52a.example.org/%e2%80%ae'))).to.equal('http://\u7D0D\u8C46.example.org/%E2%80%AE')
    expect(ok(uriToIRIWith({ host: 'unicode' })('http://XN--RSUM-BPAD.xn--abc-.example/'))).to.equal('http://r\u00E9sum\u00E9.xn--abc-.example/')
  })

  it('an IDNA failure is a Left naming the label; input that is not an IRI is a Left with its position', () => {
    // U+2488 DIGIT ONE FULL STOP: UTS #46 disallows it ("!" is a code point the URL Standard's profile allows).
    const bad = iriToURIWith({ host: 'idna' })('http://ok.a\u00E9\u2488b.example/')
    expect(E.isLeft(bad) && bad.left.code).to.equal('invalid-idna-label')
    expect(E.isLeft(bad) && describeError(technical)(bad.left)).to.include('"a\u00E9\u2488b"')
    expect(E.isLeft(bad) && bad.left.reason).to.deep.equal({ kind: 'idna-label-disallowed', label: 'a\u00E9\u2488b' })
    expect(E.isLeft(bad) && bad.left.offset).to.equal(10)
    const notIri = iriToURI('http://a/\uFDD0')
    expect(E.isLeft(notIri) && [notIri.left.code, notIri.left.offset]).to.deep.equal(['disallowed-code-point', 9])
    const notUri = uriToIRI('http://a/\u00E9')
    expect(E.isLeft(notUri) && [notUri.left.code, notUri.left.offset]).to.deep.equal(['non-ascii', 9])
  })

  it('bad options and non-strings are Lefts, never throws', () => {
    const r = iriToURIWith({ host: 'punycode' } as never)('http://a/')
    expect(E.isLeft(r) && r.left.code).to.equal('invalid-options')
    expect(E.isLeft(r) && describeError(technical)(r.left)).to.equal('The option "host" must be one of "percent-encode", "idna"; got "punycode".')
    expect(E.isLeft(uriToIRIWith(42 as never)('http://a/'))).to.equal(true)
    expect(E.isLeft(iriToURI(null as never))).to.equal(true)
  })

  it('law: iriToURI always gives a valid URI, which is the IRI again as an IRI', () => {
    let valid = 0
    fc.assert(
      fc.property(fc.oneof(iriLike, iriLike, uriLike), (s) => {
        const r = iriToURI(s)
        if (E.isLeft(r)) return !isValidIRI(s)
        valid++
        return isValid(r.right) && isValidIRI(r.right) && (/[^\x00-\x7f]/.test(s) || r.right === s)
      }),
      { numRuns: 10_000, seed: 31 },
    )
    expect(valid).to.be.above(2_000)
  })

  it('law: uriToIRI(iriToURI(x)) equals x for NFC IRIs without percent-encoding or bidi formatting characters', () => {
    let exercised = 0
    fc.assert(
      fc.property(fc.oneof(iriLike, iriLike, uriLike), (s) => {
        if (s.includes('%') || !isValidIRI(s) || s.normalize('NFC') !== s || /[\u200E\u200F\u202A-\u202E\u2066-\u2069]/.test(s)) return true
        exercised++
        return ok(uriToIRI(ok(iriToURI(s)))) === s
      }),
      { numRuns: 20_000, seed: 32 },
    )
    expect(exercised).to.be.above(2_000)
  })

  it('law (3.1 and 3.2 on random triplets): uriToIRI decodes every triplet step 2 decodes, and iriToURI gives the URI back but for hex case and unreserved triplets', () => {
    let decodedAscii = 0
    let decodedWide = 0
    fc.assert(
      fc.property(tripletURI, (uri) => {
        const iri = ok(uriToIRI(uri))
        if (!isValidIRI(iri)) return false
        // Step 2: no unreserved triplet is left; the ASCII triplets left are "%", reserved or not allowed in a URI, as written.
        for (const m of iri.matchAll(/%([0-7][0-9A-Fa-f])/g)) if (/[A-Za-z0-9\-._~]/.test(String.fromCharCode(parseInt(m[1], 16)))) return false
        if (/%(?:[46][1-9A-Fa-f]|[57][0-9Aa]|3[0-9]|2[DdEe]|5[Ff]|7[Ee])/.test(uri)) decodedAscii++
        if (/[^\x00-\x7f]/.test(iri)) decodedWide++
        const back = ok(iriToURI(iri))
        return isValid(back) && canon(back) === canon(uri) && ok(uriToIRI(back)) === iri
      }),
      { numRuns: 5_000, seed: 36 },
    )
    expect(decodedAscii).to.be.above(2_000)
    expect(decodedWide).to.be.above(1_000)
  })

  it('law: uriToIRI always gives a valid IRI with the same components as the URI, decoded', () => {
    let valid = 0
    fc.assert(
      fc.property(fc.oneof(uriLike, uriLike, iriLike), (s) => {
        const r = uriToIRI(s)
        if (E.isLeft(r)) return E.isLeft(parse(s))
        valid++
        const back = parseIRIReference(r.right)
        return E.isRight(back) && canon(ok(iriToURI(r.right))) === canon(s)
      }),
      { numRuns: 10_000, seed: 33 },
    )
    expect(valid).to.be.above(2_000)
  })
})
