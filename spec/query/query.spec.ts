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
import { anyString } from '../generators.ts'
import { growth, LINEAR } from '../support/growth.ts'

const formish = fc.stringMatching(/^([a-zA-Z0-9+%=&é;]|%[0-9a-fA-F]{2}|%[Cc]3|%[0-9A-F]|%FF)*$/)
const text = fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), fc.string({ unit: 'binary' }))
const pairs = fc.array(fc.tuple(text, text), { maxLength: 6 })
/** What a text is once it has been through UTF-8: an unpaired surrogate becomes U+FFFD. */
const wellFormed = (s: string): string => s.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD')

describe('typed-uri/query', () => {
  describe('examples (WHATWG URL Standard, application/x-www-form-urlencoded)', () => {
    const reads: readonly (readonly [string, readonly QueryPair[]])[] = [
      ['', []],
      ['a=1&b=2', [['a', '1'], ['b', '2']]],
      ['q=a+b', [['q', 'a b']]],
      ['a=1&a=2', [['a', '1'], ['a', '2']]],
      ['b&&=x&', [['b', ''], ['', 'x']]],
      ['a=b=c', [['a', 'b=c']]],
      ['c=%2B+%26', [['c', '+ &']]],
      ['e=%C3%A9&f=%c3%a9', [['e', 'é'], ['f', 'é']]],
      ['bad=%ZZ&cut=%4', [['bad', '%ZZ'], ['cut', '%4']]],
      ['notutf8=%FF', [['notutf8', '\uFFFD']]],
      ['bom=%EF%BB%BFx', [['bom', '\uFEFFx']]],
      ['after=é%aa', [['after', 'é\uFFFD']]],
    ]
    for (const [q, want] of reads) it(`parseQuery(${JSON.stringify(q)})`, () => expect(parseQuery(q)).to.deep.equal(want))
    const writes: readonly (readonly [readonly QueryPair[], string])[] = [
      [[], ''],
      [[['q', 'Zoë & co'], ['page', '2']], 'q=Zo%C3%AB+%26+co&page=2'],
      [[['a', ''], ['', 'b']], 'a=&=b'],
      [[['keep', "*-._~!'()"]], "keep=*-._%7E%21%27%28%29"],
      [[['pct', '100%+1']], 'pct=100%25%2B1'],
      [[['lone', '\uD800']], 'lone=%EF%BF%BD'],
    ]
    for (const [p, want] of writes) it(`formatQuery(${JSON.stringify(p)})`, () => expect(formatQuery(p)).to.equal(want))

    it('reads a parsed query', () => {
      const r = parse('https://example.com/search?q=uri+parser&lang=en')
      expect(r._tag === 'Right' && parseQuery(r.right.query?.raw ?? '')).to.deep.equal([['q', 'uri parser'], ['lang', 'en']])
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
      expect(growth((q: string) => formatQuery(parseQuery(q)), (n) => 'a=%C3%A9+b&'.repeat(n), 1_250)).to.be.below(LINEAR)
    })
  })
})
