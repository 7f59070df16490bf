/**
 * typed-uri/query: the WHATWG URL Standard's application/x-www-form-urlencoded
 * parser and serializer, with whatwg-url's URLSearchParams (the standard's
 * reference implementation) as the oracle, and the laws of a codec. Node's own
 * URLSearchParams is not the oracle: it reads "é%aa" as one U+FFFD, dropping
 * the "é" (Node 20.20), where the standard keeps it.
 */
import { expect } from 'chai'
import * as fc from 'fast-check'
import { URLSearchParams } from 'whatwg-url'
import { formatQuery, parseQuery, type QueryPair } from '../../src/query/index.ts'
import { parse } from '../../src/index.ts'
import { oracleAccepts } from '../oracle/abnf.ts'
import { anyString, binaryUnit } from '../generators.ts'
import { growth, LINEAR } from '../support/growth.ts'

const formish = fc.stringMatching(/^([a-zA-Z0-9+%=&é;]|%[0-9a-fA-F]{2}|%[Cc]3|%[0-9A-F]|%FF)*$/)
const text = fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), fc.string({ unit: binaryUnit }))
const pairs = fc.array(fc.tuple(text, text), { maxLength: 6 })
/** What a text is once it has been through UTF-8: an unpaired surrogate becomes U+FFFD. */
const wellFormed = (s: string): string => s.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD')

describe('typed-uri/query', () => {
  describe('examples (WHATWG URL Standard, application/x-www-form-urlencoded)', () => {
    const reads: readonly (readonly [string, readonly QueryPair[]])[] = [
      ['', []],
      [
        'a=1&b=2',
        [
          ['a', '1'],
          ['b', '2'],
        ],
      ],
      ['q=a+b', [['q', 'a b']]],
      [
        'a=1&a=2',
        [
          ['a', '1'],
          ['a', '2'],
        ],
      ],
      [
        'b&&=x&',
        [
          ['b', ''],
          ['', 'x'],
        ],
      ],
      ['a=b=c', [['a', 'b=c']]],
      ['c=%2B+%26', [['c', '+ &']]],
      [
        'e=%C3%A9&f=%c3%a9',
        [
          ['e', 'é'],
          ['f', 'é'],
        ],
      ],
      [
        'bad=%ZZ&cut=%4',
        [
          ['bad', '%ZZ'],
          ['cut', '%4'],
        ],
      ],
      ['notutf8=%FF', [['notutf8', '\uFFFD']]],
      ['bom=%EF%BB%BFx', [['bom', '\uFEFFx']]],
      ['after=é%aa', [['after', 'é\uFFFD']]],
    ]
    for (const [q, want] of reads) it(`parseQuery(${JSON.stringify(q)})`, () => expect(parseQuery(q)).to.deep.equal(want))
    const writes: readonly (readonly [readonly QueryPair[], string])[] = [
      [[], ''],
      [
        [
          ['q', 'Zoë & co'],
          ['page', '2'],
        ],
        'q=Zo%C3%AB+%26+co&page=2',
      ],
      [
        [
          ['a', ''],
          ['', 'b'],
        ],
        'a=&=b',
      ],
      [[['keep', "*-._~!'()"]], 'keep=*-._%7E%21%27%28%29'],
      [[['pct', '100%+1']], 'pct=100%25%2B1'],
      [[['lone', '\uD800']], 'lone=%EF%BF%BD'],
    ]
    for (const [p, want] of writes) it(`formatQuery(${JSON.stringify(p)})`, () => expect(formatQuery(p)).to.equal(want))

    it('reads a parsed query', () => {
      const r = parse('https://example.com/search?q=uri+parser&lang=en')
      expect(r._tag === 'Right' && parseQuery(r.right.query?.raw ?? '')).to.deep.equal([
        ['q', 'uri parser'],
        ['lang', 'en'],
      ])
    })

    it('values of the wrong kind (from JavaScript) are no pairs, never a throw', () => {
      for (const v of [undefined, null, 5, {}, []] as unknown as string[]) expect(parseQuery(v)).to.deep.equal([])
      expect(formatQuery(null as unknown as QueryPair[])).to.equal('')
      expect(formatQuery([['a', 1], 'x', ['b', 'c']] as unknown as QueryPair[])).to.equal('b=c')
    })
  })

  describe('properties', () => {
    it('parseQuery agrees with the reference URLSearchParams on every string', () => {
      let pairsSeen = 0
      fc.assert(
        fc.property(fc.oneof(formish, anyString, text), (s) => {
          const got = parseQuery(s)
          pairsSeen += got.length
          // URLSearchParams drops a leading "?"; an "&" in front is an empty piece, skipped.
          expect(got).to.deep.equal([...new URLSearchParams('&' + s)])
        }),
        { numRuns: 5000, seed: 20 },
      )
      expect(pairsSeen).to.be.greaterThan(5000)
    })

    it('parseQuery agrees with the reference URLSearchParams on UTF-8 edge cases: every kind of octet as a triplet, "+", lone "%", surrogates', () => {
      // Triplets of each class of octet the UTF-8 decoder tells apart (Encoding section 4.1): ASCII,
      // continuations in the three ranges the leads E0, ED, F0 and F4 bound, leads that can never
      // start a sequence (C0, C1, F5-FF), and the leads of two, three and four octets; then
      // valid sequences, raw non-ASCII, unpaired and paired surrogates, "+", and "%" that is no triplet.
      const hex = (b: number): string => '%' + b.toString(16).padStart(2, '0')
      const octet = fc.oneof(
        fc.integer({ min: 0x00, max: 0x7f }),
        fc.integer({ min: 0x80, max: 0x8f }),
        fc.integer({ min: 0x90, max: 0x9f }),
        fc.integer({ min: 0xa0, max: 0xbf }),
        fc.constantFrom(0xc0, 0xc1, 0xf5, 0xf8, 0xfe, 0xff),
        fc.integer({ min: 0xc2, max: 0xdf }),
        fc.constantFrom(0xe0, 0xe1, 0xec, 0xed, 0xee, 0xef, 0xf0, 0xf1, 0xf3, 0xf4),
      )
      const utf8 = fc
        .oneof(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 2 }), fc.string({ unit: binaryUnit, minLength: 1, maxLength: 2 }))
        .map((t) => [...new TextEncoder().encode(t)].map(hex).join(''))
      const piece = fc.oneof(
        { arbitrary: octet.map(hex), weight: 6 },
        { arbitrary: octet.map((b) => hex(b).toUpperCase()), weight: 2 },
        { arbitrary: utf8, weight: 3 },
        { arbitrary: fc.constant('+'), weight: 1 },
        { arbitrary: fc.constantFrom('+', '%', '%4', '%g1', '%%41', '=', '&', 'a', 'é', '日', '\uD800', '\uDC00', '\uD83D\uDE00', '\uDBFF', ' '), weight: 4 },
      )
      const query = fc.array(piece, { maxLength: 16 }).map((ps) => ps.join(''))
      const cases = { replacement: 0, plus: 0, loneSign: 0, surrogate: 0, valid: 0 }
      fc.assert(
        fc.property(query, (q) => {
          const got = parseQuery(q)
          expect(got).to.deep.equal([...new URLSearchParams('&' + q)])
          // The same characters as one name of more than 64 (read by the other decoding, decodeLong).
          const long = 'n'.repeat(65) + q.replace(/[&=]/g, '~')
          expect(parseQuery(long)).to.deep.equal([...new URLSearchParams('&' + long)])
          const text = got.flat().join('')
          if (text.includes('\uFFFD')) cases.replacement++
          if (q.includes('+')) cases.plus++
          if (/%(?![0-9a-fA-F]{2})/.test(q)) cases.loneSign++
          if (/[\uD800-\uDFFF]/.test(q)) cases.surrogate++
          if (/[^\x00-\x7f\uFFFD]/.test(text) && /%[c-fC-F]/.test(q)) cases.valid++
        }),
        { numRuns: 6000, seed: 23 },
      )
      // Each kind of case really went through the comparison.
      for (const [kind, n] of Object.entries(cases)) expect(n, kind).to.be.greaterThan(1000)
    })

    it('formatQuery agrees with the reference URLSearchParams and always writes a valid RFC 3986 query', () => {
      fc.assert(
        fc.property(pairs, (ps) => {
          const q = formatQuery(ps)
          expect(q).to.equal(new URLSearchParams(ps.map(([n, v]) => [n, v])).toString())
          expect(oracleAccepts('query', q), q).to.equal(true)
        }),
        { numRuns: 3000, seed: 21 },
      )
    })

    it('round trip: parseQuery(formatQuery(pairs)) is the pairs, empty names and values kept', () => {
      let nonEmpty = 0
      fc.assert(
        fc.property(pairs, (ps) => {
          if (ps.length > 0) nonEmpty++
          expect(parseQuery(formatQuery(ps))).to.deep.equal(ps.map(([n, v]) => [wellFormed(n), wellFormed(v)]))
        }),
        { numRuns: 3000, seed: 22 },
      )
      expect(nonEmpty).to.be.greaterThan(2000)
    })

    it('linear: 16n pairs take about 16 times the work of n pairs (a growth check, not a timing: support/growth.ts)', () => {
      expect(
        growth(
          (q: string) => formatQuery(parseQuery(q)),
          (n) => 'a=%C3%A9+b&'.repeat(n),
          1_250,
        ),
      ).to.be.below(LINEAR)
    })
  })
})
