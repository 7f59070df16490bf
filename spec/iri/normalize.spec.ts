import { expect } from 'chai'
import * as E from 'fp-ts/lib/Either.js'
import { contramap } from 'fp-ts/lib/Eq.js'
import { pipe } from 'fp-ts/lib/function.js'
import * as fc from 'fast-check'
import { eqScheme, isValidIRI, normalize, normalizeSyntax, parse, parseIRIReference, serialize, toComponents, type UriReference } from '../../src/index.ts'
import { eqIRIScheme, eqIRISyntax, equalOnRungIRI, iriToURI, normalizeIDN, normalizeIRI, normalizeIRISyntax, normalizeNFC } from '../../src/iri/index.ts'
import { iriLike, uriLike } from '../generators.ts'
import { describeError, technical } from '../../src/messages/index.ts'

const iri = (s: string): UriReference => {
  const r = parseIRIReference(s)
  if (E.isLeft(r)) throw new Error(`${s}: ${describeError(technical)(r.left)}`)
  return r.right
}
const text =
  (f: (r: UriReference) => UriReference) =>
  (s: string): string =>
    serialize(f(iri(s)))
const BIDI = /[\u200E\u200F\u202A-\u202E\u2066-\u2069]/

/** RFC 3987 section 5.3's examples: IRIs the section calls equivalent, and the rung (or normalizer) that shows it. */
const EQUIVALENT: Readonly<Record<string, readonly (readonly [string, string])[]>> = {
  '5.3.2 (syntax-based normalization)': [['example://a/b/c/%7Bfoo%7D/ros\u00E9', 'eXAMPLE://a/./b/../b/%63/%7bfoo%7d/ros%C3%A9']],
  '5.3.2.1 (case)': [['HTTP://www.EXAMPLE.com/', 'http://www.example.com/']],
  '5.3.2.3 (percent-encoding)': [
    ['http://example.org/~user', 'http://example.org/%7euser'],
    ['http://example.org/~user', 'http://example.org/%7Euser'],
    ['http://example.org/%7euser', 'http://example.org/%7Euser'],
  ],
  '5.3.3 (scheme-based: the four http IRIs)': [
    ['http://example.com', 'http://example.com/'],
    ['http://example.com/', 'http://example.com:/'],
    ['http://example.com:/', 'http://example.com:80/'],
    ['http://example.com', 'http://example.com:80/'],
  ],
}

const DIFFERENT: Readonly<Record<string, readonly (readonly [string, string])[]>> = {
  '5.3.2.2 (no NFC unless asked)': [['http://www.example.org/r\u00E9sum\u00E9.html', 'http://www.example.org/re\u0301sume\u0301.html']],
  '5.3.3 (an empty query is not no query)': [
    ['http://example.com/?', 'http://example.com/'],
    ['http://example.com/?', 'http://example.com'],
  ],
  '5.3.3 (a "#" suffix is different whatever the scheme)': [['http://example.com/#', 'http://example.com/']],
  '5.3.3 (no IDN mapping unless asked)': [['http://r\u00E9sum\u00E9.example.org', 'http://xn--rsum-bpad.example.org']],
  '5.3.2.1 (non-ASCII characters keep their case)': [['http://example.org/\u00C9', 'http://example.org/\u00E9']],
  '3.2/4.1 (a bidi formatting character stays encoded)': [['http://example.org/%E2%80%8F', 'http://example.org/\u200F']],
}

describe('normalize/iri: RFC 3987 section 5.3', () => {
  for (const [section, pairs] of Object.entries(EQUIVALENT)) {
    describe(section, () => {
      for (const [a, b] of pairs) {
        it(`${a} ≡ ${b}`, () => {
          expect(eqIRIScheme.equals(iri(a), iri(b))).to.equal(true)
          expect(serialize(normalizeIRI(iri(a)))).to.equal(serialize(normalizeIRI(iri(b))))
        })
      }
    })
  }
  for (const [section, pairs] of Object.entries(DIFFERENT)) {
    describe(section, () => {
      for (const [a, b] of pairs) it(`${a} ≢ ${b}`, () => expect(eqIRIScheme.equals(iri(a), iri(b))).to.equal(false))
    })
  }

  describe('the normal forms', () => {
    const NORMAL: readonly (readonly [string, string])[] = [
      ['eXAMPLE://a/./b/../b/%63/%7bfoo%7d/ros%C3%A9', 'example://a/b/c/%7Bfoo%7D/ros\u00E9'],
      // 5.3.2.1: only a "US-ASCII only host" is lower-cased; a non-ASCII host's case is IDNA's (5.3.3, normalizeIDN).
      ['http://R%C3%A9sum%C3%A9.EXAMPLE.org/', 'http://R\u00E9sum\u00E9.EXAMPLE.org/'],
      ['http://B\u00DCCHER.example/', 'http://B\u00DCCHER.example/'],
      ['http://usER:passWORD@\u03B1.CoM/', 'http://usER:passWORD@\u03B1.CoM/'],
      ['http://usER:passWORD@%41%42.CoM%2e/', 'http://usER:passWORD@ab.com./'],
      ['http://%ff.CoM/', 'http://%FF.com/'],
      // iprivate decoded in the query only; a noncharacter and invalid UTF-8 never; hex digits in upper case.
      ['x:/%EE%80%80?%ee%80%80#%EE%80%80', 'x:/%EE%80%80?\uE000#%EE%80%80'],
      ['x:/%EF%B7%90%c3', 'x:/%EF%B7%90%C3'],
      ['x:/%E2%80%AE%41', 'x:/%E2%80%AEA'],
      ['x:/%F0%9F%98%80%2f', 'x:/\u{1F600}%2F'],
      ['../a/./%C3%A9', '../a/./\u00E9'],
    ]
    for (const [given, normal] of NORMAL) it(`${given} → ${normal}`, () => expect(text(normalizeIRI)(given)).to.equal(normal))

    it('gives back the very same tree when nothing changes', () => {
      const r = iri('http://example.org/\u00E9?q#f')
      expect(normalizeIRI(r)).to.equal(r)
      expect(normalizeNFC(r)).to.equal(r)
      expect(normalizeIDN(r)).to.equal(r)
    })

    it('normalize (RFC 3986) lower-cases only ASCII letters of an IRI host too', () => {
      expect(text(normalize)('http://B\u00DCCHER.example/')).to.equal('http://b\u00DCcher.example/')
      expect(text(normalizeSyntax)('http://\u0130X.example/')).to.equal('http://\u0130x.example/')
    })
  })

  describe('5.3.2.2 character normalization, on request (normalizeNFC)', () => {
    const NFC: readonly (readonly [string, string])[] = [
      ['http://www.example.org/re\u0301sume\u0301.html', 'http://www.example.org/r\u00E9sum\u00E9.html'],
      ['http://e\u0301.example/?e\u0301#e\u0301', 'http://\u00E9.example/?\u00E9#\u00E9'],
      // A singleton NFC maps to a delimiter or to a character outside the IRI grammar is percent-encoded.
      ['x:/a\u037Eb', 'x:/a%3Bb'],
      ['x:/a\u1FEFb', 'x:/a%60b'],
      ['x:/\u212Aelvin', 'x:/Kelvin'],
      // A combining mark never joins a triplet's hex digit or a delimiter.
      ['x:/%4A\u030C', 'x:/%4A\u030C'],
      ['x:/a=\u0338', 'x:/a=\u0338'],
      ['x:/\u1100\u1161', 'x:/\uAC00'],
    ]
    for (const [given, normal] of NFC) it(`${given} → ${normal}`, () => expect(text(normalizeNFC)(given)).to.equal(normal))

    it('composes with the ladder as an fp-ts Eq: pipe(eqIRIScheme, contramap(normalizeNFC<UriReference>))', () => {
      const eq = pipe(eqIRIScheme, contramap(normalizeNFC<UriReference>))
      expect(eq.equals(iri('http://www.example.org/r\u00E9sum\u00E9.html'), iri('http://www.example.org/re\u0301sume\u0301.html'))).to.equal(true)
      expect(eqIRIScheme.equals(iri('http://www.example.org/r\u00E9sum\u00E9.html'), iri('http://www.example.org/re\u0301sume\u0301.html'))).to.equal(false)
    })
  })

  describe('5.3.3 IDN components, on request (normalizeIDN)', () => {
    it('"http://résumé.example.org" may be considered equivalent to "http://xn--rsum-bpad.example.org"', () => {
      const eq = pipe(eqIRIScheme, contramap(normalizeIDN<UriReference>))
      expect(eq.equals(iri('http://r\u00E9sum\u00E9.example.org'), iri('http://xn--rsum-bpad.example.org'))).to.equal(true)
      expect(text(normalizeIDN)('http://xn--rsum-bpad.example.org')).to.equal('http://r\u00E9sum\u00E9.example.org')
    })
    const IDN: readonly (readonly [string, string])[] = [
      ['http://R\u00C9SUM\u00C9.Example.org/', 'http://r\u00E9sum\u00E9.example.org/'],
      ['http://re\u0301sume\u0301.example.org/', 'http://r\u00E9sum\u00E9.example.org/'],
      ['http://R%C3%A9sum%C3%A9.example.org/', 'http://r\u00E9sum\u00E9.example.org/'],
      // Labels IDNA refuses, and A-labels that are not valid Punycode, stay as they are.
      ['http://a\u2603b.example/', 'http://a\u2603b.example/'],
      ['http://xn--zz.example/', 'http://xn--zz.example/'],
      ['http://[::1]/', 'http://[::1]/'],
    ]
    for (const [given, normal] of IDN) it(`${given} → ${normal}`, () => expect(text(normalizeIDN)(given)).to.equal(normal))
  })

  describe('the ladder', () => {
    it('names the first rung that shows two IRIs equivalent', () => {
      expect(equalOnRungIRI(iri('http://a/\u00E9'), iri('http://a/\u00E9'))).to.equal('string')
      expect(equalOnRungIRI(iri('http://a/%C3%A9'), iri('http://a/\u00E9'))).to.equal('syntax')
      expect(equalOnRungIRI(iri('http://a:80/%C3%A9'), iri('http://a/\u00E9'))).to.equal('scheme')
      expect(equalOnRungIRI(iri('http://a/\u00C9'), iri('http://a/\u00E9'))).to.equal(null)
      expect(eqIRISyntax.equals(iri('HTTP://a/./%C3%A9'), iri('http://a/\u00E9'))).to.equal(true)
    })

    it('is the URI ladder plus the decoding of allowed characters: on URIs without UTF-8 triplets they agree', () => {
      expect(eqScheme.equals(iri('http://EXAMPLE.com:80/%7e'), iri('http://example.com/~'))).to.equal(true)
      expect(eqIRIScheme.equals(iri('http://EXAMPLE.com:80/%7e'), iri('http://example.com/~'))).to.equal(true)
      expect(eqScheme.equals(iri('http://a/%C3%A9'), iri('http://a/\u00E9'))).to.equal(false)
    })
  })

  describe('laws', () => {
    const inputs = fc.oneof(iriLike, iriLike, uriLike)

    it('normalizeIRI is idempotent and gives a valid IRI reference with the same kinds of components', () => {
      let exercised = 0
      fc.assert(
        fc.property(inputs, (s) => {
          const r = parseIRIReference(s)
          if (E.isLeft(r)) return true
          exercised++
          const once = normalizeIRI(r.right)
          const written = serialize(once)
          const again = parseIRIReference(written)
          if (E.isLeft(again)) return false
          const [c, d] = [toComponents(r.right), toComponents(again.right)]
          return serialize(normalizeIRI(again.right)) === written && c.kind === d.kind && (c.query === null) === (d.query === null) && (c.fragment === null) === (d.fragment === null)
        }),
        { numRuns: 10_000, seed: 53 },
      )
      expect(exercised).to.be.above(2_000)
    })

    it('an IRI and its URI (section 3.1) normalize alike, as 5.3.2.3 aligns them (no bidi formatting characters)', () => {
      let exercised = 0
      fc.assert(
        fc.property(inputs, (s) => {
          if (BIDI.test(s) || !isValidIRI(s)) return true
          const u = iriToURI(s)
          if (E.isLeft(u)) return false
          exercised++
          return serialize(normalizeIRI(iri(s))) === serialize(normalizeIRI(iri(u.right)))
        }),
        { numRuns: 10_000, seed: 54 },
      )
      expect(exercised).to.be.above(2_000)
    })

    it('on a URI, normalizeIRI and normalize differ only by the characters it decodes', () => {
      let exercised = 0
      fc.assert(
        fc.property(uriLike, (s) => {
          const r = parse(s)
          if (E.isLeft(r)) return true
          exercised++
          const u = iriToURI(serialize(normalizeIRI(r.right)))
          return E.isRight(u) && u.right === serialize(normalize(r.right))
        }),
        { numRuns: 10_000, seed: 55 },
      )
      expect(exercised).to.be.above(2_000)
    })

    const nfcChar = fc.constantFrom(
      'e',
      'E',
      'a',
      '\u0301',
      '\u0308',
      '\u030C',
      '\u0338',
      '\u037E',
      '\u212A',
      '\u1FEF',
      '\u2126',
      '\u0340',
      '\u1100',
      '\u1161',
      '\u11A8',
      '\u00E9',
      '%41',
      '%4a',
      '=',
      '/',
      ';',
      '.',
      '-',
      '?',
      '#',
      '\u0344',
      '\u0F73',
      '\u{1D15E}',
    )
    const nfcLike = fc.tuple(fc.constantFrom('http://', 'x:', '//h', '', 'a:/', 'http://e'), fc.array(nfcChar, { maxLength: 12 })).map(([head, cs]) => head + cs.join(''))

    it('normalizeNFC gives a valid IRI reference in NFC between delimiters, idempotent, with the same kinds of components', () => {
      let exercised = 0
      fc.assert(
        fc.property(fc.oneof(nfcLike, nfcLike, iriLike), (s) => {
          const r = parseIRIReference(s)
          if (E.isLeft(r)) return true
          exercised++
          const written = serialize(normalizeNFC(r.right))
          const again = parseIRIReference(written)
          if (E.isLeft(again)) return false
          const [c, d] = [toComponents(r.right), toComponents(again.right)]
          const sameShape = c.kind === d.kind && (c.host === null) === (d.host === null) && (c.query === null) === (d.query === null) && (c.fragment === null) === (d.fragment === null)
          return sameShape && serialize(normalizeNFC(again.right)) === written && written.split(/[^A-Za-z0-9\u0080-\uffff]/).every((t) => t === t.normalize('NFC') || /^[0-9A-Fa-f]/.test(t))
        }),
        { numRuns: 10_000, seed: 56 },
      )
      expect(exercised).to.be.above(2_000)
    })

    it('normalizeIRISyntax keeps what normalizeSyntax keeps: the same on inputs without non-ASCII triplets or a non-ASCII host', () => {
      let exercised = 0
      fc.assert(
        fc.property(inputs, (s) => {
          const r = parseIRIReference(s)
          if (E.isLeft(r) || /%[89A-Fa-f]/.test(s)) return true
          // 5.3.2.1 lower-cases a "US-ASCII only host" only; RFC 3986's normalizeSyntax knows no other.
          const host = r.right.authority?.host
          if (host !== undefined && /[^\x00-\x7f]/.test(s.slice(host.start, host.end))) return true
          exercised++
          return serialize(normalizeIRISyntax(r.right)) === serialize(normalizeSyntax(r.right))
        }),
        { numRuns: 10_000, seed: 57 },
      )
      expect(exercised).to.be.above(2_000)
    })
  })
})
