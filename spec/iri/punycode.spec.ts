import { expect } from 'chai'
import * as fc from 'fast-check'
import * as E from 'fp-ts/lib/Either.js'
import { parse, type UriReference } from '../../src/index.ts'
import { inspect } from '../../src/security/index.ts'
import { uriToIriRows } from '../../src/cli/result-rows.ts'
import { hostToASCII, hostToUnicode, iriToURIWith, normalizeIDN, punycodeDecode, punycodeEncode, uriToIRIWith } from '../../src/iri/index.ts'
import { describeError, technical } from '../../src/messages/index.ts'
import { growth, LINEAR } from '../support/growth.ts'

/** RFC 3492 section 7.1's sample strings (Unicode as code points), each with its Punycode. */
const RFC3492: readonly (readonly [string, string, string])[] = [
  ['(A) Arabic (Egyptian)', '\u0644\u064A\u0647\u0645\u0627\u0628\u062A\u0643\u0644\u0645\u0648\u0634\u0639\u0631\u0628\u064A\u061F', 'egbpdaj6bu4bxfgehfvwxn'],
  ['(B) Chinese (simplified)', '\u4ED6\u4EEC\u4E3A\u4EC0\u4E48\u4E0D\u8BF4\u4E2D\u6587', 'ihqwcrb4cv8a8dqg056pqjye'],
  ['(D) Czech', 'Pro\u010Dprost\u011Bnemluv\xED\u010Desky', 'Proprostnemluvesky-uyb24dma41a'],
  ['(L) 3<nen>B<gumi><kinpachi><sensei>', '3\u5E74B\u7D44\u91D1\u516B\u5148\u751F', '3B-ww4c5e180e575a65lsy2b'],
  ['(P) Maji<de>Koi<suru>5<byou><mae>', 'Maji\u3067Koi\u3059\u308B5\u79D2\u524D', 'MajiKoi5-783gue6qz075azm5e'],
  ['(S) -> $1.00 <-', '-> $1.00 <-', '-> $1.00 <--'],
]

describe('Punycode (RFC 3492) and host labels (IDNA)', () => {
  describe('RFC 3492 section 7.1, sample strings', () => {
    for (const [name, unicode, puny] of RFC3492) {
      it(name, () => {
        expect(punycodeEncode(unicode)).to.equal(puny)
        expect(punycodeDecode(puny)).to.equal(unicode)
      })
    }
  })

  it('refuses what is not Punycode, and never throws', () => {
    expect(punycodeDecode('\u00E9-abc')).to.equal(null)
    expect(punycodeDecode('a-!')).to.equal(null)
    expect(punycodeDecode('99999999999999')).to.equal(null)
  })

  it('law: decode(encode(s)) === s for strings of code points', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 30 }), (s) => punycodeDecode(punycodeEncode(s) ?? '') === s),
      { numRuns: 5_000, seed: 34 },
    )
  })

  it('hosts: non-ASCII labels to A-labels and back; a label IDNA refuses is named', () => {
    expect(hostToASCII('b\u00FCcher.example')).to.deep.equal({ _tag: 'Right', right: 'xn--bcher-kva.example' })
    expect(hostToUnicode('xn--bcher-kva.example')).to.equal('b\u00FCcher.example')
    const bad = hostToASCII('ok.\u00E9 x.example')
    expect(bad).to.deep.equal({
      _tag: 'Left',
      left: { at: 3, label: '\u00E9 x', reason: { kind: 'idna-forbidden-code-point', label: '\u00E9 x', character: ' ' }, code: 'invalid-label' },
    })
    const reason = E.isLeft(bad) ? bad.left.reason : null
    expect(reason !== null && technical.reasons['idna-forbidden-code-point'](reason as never, undefined as never)).to.equal(
      'The host label "\u00E9 x" cannot be written in ASCII (IDNA, UTS #46): it holds "space", which no domain may hold (URL Standard, forbidden domain code points).',
    )
    expect(hostToASCII('\u0301a.example')._tag).to.equal('Left')
    expect(hostToASCII(`${'\u00E9'.repeat(60)}.example`)._tag).to.equal('Left')
  })

  describe('section 6.3 and 6.2 without their rescans: the same Punycode as the loops written in the RFC', () => {
    /** Section 6.3's encoding procedure as the RFC writes it (the oracle: it rescans the input for every code point). */
    const encodeAsWritten = (input: string): string | null => {
      const cps = Array.from(input, (c) => c.codePointAt(0) as number)
      const adapt = (delta: number, numPoints: number, first: boolean): number => {
        delta = first ? Math.floor(delta / 700) : Math.floor(delta / 2)
        delta += Math.floor(delta / numPoints)
        let k = 0
        while (delta > ((36 - 1) * 26) / 2) {
          delta = Math.floor(delta / 35)
          k += 36
        }
        return k + Math.floor((36 * delta) / (delta + 38))
      }
      const digit = (d: number): string => String.fromCharCode(d < 26 ? 0x61 + d : 0x30 + d - 26)
      let n = 0x80
      let delta = 0
      let bias = 72
      let output = cps
        .filter((c) => c < 0x80)
        .map((c) => String.fromCharCode(c))
        .join('')
      let h = output.length
      const b = h
      if (b > 0) output += '-'
      while (h < cps.length) {
        const m = Math.min(...cps.filter((c) => c >= n))
        if (m - n > Math.floor((0x7fffffff - delta) / (h + 1))) return null
        delta += (m - n) * (h + 1)
        n = m
        for (const c of cps) {
          if (c < n && ++delta > 0x7fffffff) return null
          if (c === n) {
            let q = delta
            for (let k = 36; ; k += 36) {
              const t = k <= bias ? 1 : k >= bias + 26 ? 26 : k - bias
              if (q < t) break
              output += digit(t + ((q - t) % (36 - t)))
              q = Math.floor((q - t) / (36 - t))
            }
            output += digit(q)
            bias = adapt(delta, h + 1, h === b)
            delta = 0
            h++
          }
        }
        delta++
        n++
      }
      return output
    }
    const codePoint = fc.oneof(
      fc.integer({ min: 0x20, max: 0x7e }),
      fc.integer({ min: 0x80, max: 0x24f }),
      fc.integer({ min: 0x4e00, max: 0x4e40 }),
      fc.integer({ min: 0x80, max: 0x10ffff }).filter((c) => c < 0xd800 || c > 0xdfff),
    )
    it("law: encode agrees with the RFC's loops, and decode inverts it, on strings with repeated and distinct code points", () => {
      let nonBasic = 0
      fc.assert(
        fc.property(fc.array(codePoint, { maxLength: 40 }), (cps) => {
          const s = String.fromCodePoint(...cps)
          const encoded = punycodeEncode(s)
          expect(encoded).to.equal(encodeAsWritten(s))
          if (encoded !== null && cps.some((c) => c >= 0x80)) nonBasic++
          return encoded === null || punycodeDecode(encoded) === s
        }),
        { numRuns: 5_000, seed: 3492 },
      )
      // The law must run on thousands of strings that Punycode actually has to encode.
      expect(nonBasic).to.be.above(4_000)
    })
    it('a label of 80,000 code points encodes and decodes without a stack overflow', () => {
      const s = Array.from({ length: 80_000 }, (_, k) => String.fromCodePoint(0x10000 + k)).join('')
      const encoded = punycodeEncode(s)
      expect(encoded).to.be.a('string')
      expect(punycodeDecode(encoded as string)).to.equal(s)
      expect(punycodeDecode('a'.repeat(130_000) + '-9caa')).to.have.length(130_002)
    })
  })

  describe('the attack on IDNA: no crash, no quadratic path, no hang, no throw', () => {
    /** One label of n distinct CJK ideographs (n up to 20,992). */
    const cjk = (n: number): string => Array.from({ length: n }, (_, k) => String.fromCodePoint(0x4e00 + k)).join('')
    const tree = (s: string): UriReference => (parse(s) as E.Right<UriReference>).right
    // Sizes (support/growth.ts): the CPU time on 16n against n; at most 1,312 distinct CJK code points
    // for n; a URI parsed inside the function crosses 65,536 characters between n and 16n (support/families.ts
    // says why), the others are parsed outside it.
    const FAMILIES: readonly (readonly [string, (s: never) => unknown, (n: number) => string | UriReference, number])[] = [
      ['punycodeEncode: distinct CJK code points', punycodeEncode, cjk, 1_250],
      ['punycodeDecode: the Punycode of distinct CJK code points', punycodeDecode, (n) => punycodeEncode(cjk(n)) as string, 1_250],
      ['punycodeDecode: a long basic part', punycodeDecode, (n) => 'a'.repeat(n) + '-9caa', 12_500],
      ['hostToASCII: one long label of distinct CJK code points', hostToASCII, cjk, 1_250],
      ['hostToASCII: many short labels', hostToASCII, (n) => 'bücher.'.repeat(n) + 'example', 1_250],
      ['hostToUnicode: one long A-label', hostToUnicode, (n) => 'xn--' + 'a'.repeat(n) + '-9caa', 12_500],
      ['hostToUnicode: many A-labels', hostToUnicode, (n) => 'xn--bcher-kva.'.repeat(n) + 'example', 1_250],
      ['iriToURIWith idna: one long label', iriToURIWith({ host: 'idna' }), (n) => `http://${cjk(n)}/`, 1_250],
      ['uriToIRIWith unicode: one long A-label', uriToIRIWith({ host: 'unicode' }), (n) => `http://xn--${'a'.repeat(n)}-9caa/`, 16_500],
      ['normalizeIDN: one long label', normalizeIDN, (n) => tree(`http://${encodeURIComponent(cjk(n))}/`), 1_250],
      ['inspect: one long label of distinct CJK code points, encoded', inspect(), (n) => tree(`http://${encodeURIComponent(cjk(n))}/`), 1_250],
      ['inspect: one long A-label', inspect(), (n) => tree(`http://xn--${'a'.repeat(n)}-9caa/`), 7_500],
    ]
    for (const [name, f, make, n] of FAMILIES) {
      it(`grows linearly: ${name}`, () => {
        expect(growth(f as (a: unknown) => unknown, make, n)).to.be.below(LINEAR)
      })
    }

    it('a long A-label crashes nothing: inspect, normalizeIDN, hostToUnicode, uriToIRIWith, the CLI line', () => {
      for (const length of [64, 1_000, 130_000, 500_000]) {
        const host = 'xn--' + 'a'.repeat(length) + '-9caa'
        const uri = `http://${host}/`
        expect(inspect()(tree(uri))).to.be.an('array')
        expect(E.map((r: UriReference) => r.authority?.host.raw)(E.right(normalizeIDN(tree(uri))))).to.deep.equal(E.right(host))
        expect(hostToUnicode(host)).to.equal(host)
        expect(uriToIRIWith({ host: 'unicode' })(uri)).to.deep.equal(E.right(uri))
        expect(uriToIriRows(true).rowOf(uri).result).to.include(host)
      }
    })

    it('length first: a non-ASCII label with no A-label of 63 octets is refused by its own code, before Punycode', () => {
      const at59 = '\u00E9'.repeat(59)
      expect(hostToASCII(at59)._tag).to.equal('Left') // 59 code points encode to more than 59 characters: refused once encoded, by the same code
      expect(E.isLeft(hostToASCII(at59)) && (hostToASCII(at59) as E.Left<{ code?: string }>).left.code).to.equal('label-too-long')
      const long = hostToASCII(`ok.${'\u00E9'.repeat(60)}.example`)
      expect(long).to.deep.include({ _tag: 'Left' })
      expect((long as E.Left<{ at: number; code?: string }>).left).to.include({ at: 3, code: 'label-too-long' })
      const converted = iriToURIWith({ host: 'idna' })(`http://ok.${cjk(20_000)}.example/`)
      expect(E.isLeft(converted) && converted.left.code).to.equal('idna-label-too-long')
      expect(E.isLeft(converted) && converted.left.offset).to.equal(10)
      expect(E.isLeft(converted) && describeError(technical)(converted.left).length).to.be.below(400)
      // ASCII labels are not length-checked.
      expect(hostToASCII('a'.repeat(100))).to.deep.equal(E.right('a'.repeat(100)))
    })

    it("punycodeEncode(['']) returns, and no host function throws on a value that is not a string", () => {
      expect(punycodeEncode([''] as unknown as string)).to.equal(null)
      let values = 0
      fc.assert(
        fc.property(fc.anything(), (v) => {
          fc.pre(typeof v !== 'string')
          values++
          expect(punycodeEncode(v as string)).to.equal(null)
          expect(punycodeDecode(v as string)).to.equal(null)
          expect(hostToUnicode(v as string)).to.equal('')
          expect(hostToASCII(v as string)).to.deep.include({ _tag: 'Left' })
        }),
        { numRuns: 2_000, seed: 33 },
      )
      expect(values).to.be.above(1_500)
    })
  })
})
