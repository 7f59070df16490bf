import { expect } from 'chai'
import * as fc from 'fast-check'
import {  } from '../../src/index.ts'
import { hostToASCII, hostToUnicode, punycodeDecode, punycodeEncode } from '../../src/iri/index.ts'

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
    fc.assert(fc.property(fc.string({ unit: 'grapheme', maxLength: 30 }), (s) => punycodeDecode(punycodeEncode(s) ?? '') === s), { numRuns: 5_000, seed: 34 })
  })

  it('hosts: non-ASCII labels to A-labels and back; a label IDNA refuses is named', () => {
    expect(hostToASCII('b\u00FCcher.example')).to.deep.equal({ _tag: 'Right', right: 'xn--bcher-kva.example' })
    expect(hostToUnicode('xn--bcher-kva.example')).to.equal('b\u00FCcher.example')
    const bad = hostToASCII('ok.\u00E9 x.example')
    expect(bad).to.deep.equal({ _tag: 'Left', left: { at: 3, label: '\u00E9 x', reason: 'it holds a character that is not a letter, a mark, a digit or "-"' } })
    expect(hostToASCII('\u0301a.example')._tag).to.equal('Left')
    expect(hostToASCII(`${'\u00E9'.repeat(60)}.example`)._tag).to.equal('Left')
  })
})
