import { expect } from 'chai'
import * as E from 'fp-ts/lib/Either.js'
import * as fc from 'fast-check'
import { parseIRIReference, type UriReference } from '../../src/index.ts'
import { inspect, type Warning } from '../../src/security/index.ts'
import { describeError, technical } from '../../src/messages/index.ts'
import { iriLike, uriLike } from '../generators.ts'

const iri = (s: string): UriReference => {
  const r = parseIRIReference(s)
  if (E.isLeft(r)) throw new Error(`${s}: ${said(r.left)}`)
  return r.right
}
const said = describeError(technical)
const found = (s: string, code: Warning['code']): string[] =>
  inspect()(iri(s))
    .filter((w) => w.code === code)
    .map((w) => s.slice(w.span.start, w.span.end))

/** RFC 3987's Bidi Notation: upper-case letters stand for right-to-left ones (here Hebrew letters, U+05D0 on). */
const bidi = (notation: string): string => notation.replace(/[A-Z]/g, (c) => String.fromCharCode(0x5d0 + c.charCodeAt(0) - 65))

/** Section 4.4's examples in logical order: the components section 4.2's rules find fault with (none for the legal ones). */
const EXAMPLES_4_4: readonly (readonly [string, string, readonly string[]])[] = [
  ['Example 1', 'http://ab.CDEFGH.ij/kl/mn/op.html', []],
  ['Example 2', 'http://ab.CDE.FGH/ij/kl/mn/op.html', []],
  ['Example 3', 'http://AB.CD.EF/GH/IJ/KL?MN=OP;QR=ST#UV', []],
  ['Example 4', 'http://AB.CD.ef/gh/IJ/KL.html', []],
  ['Example 5', 'http://ab.cd.EF/GH/ij/kl.html', []],
  ['Example 6', 'http://ab.CD.EF/GH/IJ/kl.html', []],
  ['Example 7', 'http://ab.CDE123FGH.ij/kl/mn/op.html', []],
  ['Example 8 (not allowed)', 'http://ab.cd.ef/GH1/2IJ/KL.html', ['GH1', '2IJ']],
  ['Example 9 (not allowed)', 'http://ab.cd.ef/GH%31/%32IJ/KL.html', ['GH%31', '%32IJ']],
  ['Example 10 (allowed but not recommended)', 'http://ab.CDEFGH.123/kl/mn/op.html', []],
]

const BIDI_FORMATTING: readonly (readonly [string, string])[] = [
  ['LRM', '\u200E'],
  ['RLM', '\u200F'],
  ['LRE', '\u202A'],
  ['RLE', '\u202B'],
  ['PDF', '\u202C'],
  ['LRO', '\u202D'],
  ['RLO', '\u202E'],
]

describe('security/iri-checks: RFC 3987 sections 4 and 8 in inspect', () => {
  describe('4.1: IRIs must not contain bidi formatting characters (the ABNF allows them; inspect reports them)', () => {
    for (const [name, c] of BIDI_FORMATTING) {
      it(`${name} (U+${c.charCodeAt(0).toString(16).toUpperCase()}) in a path, a query and a fragment`, () => {
        const s = `http://example.org/a${c}b?q${c}#f${c}`
        const ws = inspect()(iri(s)).filter((w) => w.code === 'bidi-formatting')
        expect(ws.map((w) => [w.section, w.span.start, w.span.end])).to.deep.equal([
          ['RFC 3987 4.1', 20, 21],
          ['RFC 3987 4.1', 24, 25],
          ['RFC 3987 4.1', 27, 28],
        ])
        expect(ws[0]).to.include({ component: 'path', codePoint: c.charCodeAt(0) })
        expect(said(ws[0])).to.include(`The part of the path holds U+${c.charCodeAt(0).toString(16).toUpperCase()}, an invisible bidirectional formatting character`)
      })
    }
    it('percent-encoded, it is data and raises nothing', () => expect(found('http://example.org/a%E2%80%8Fb', 'bidi-formatting')).to.deep.equal([]))

    it('class: a bidi formatting character put anywhere in a valid IRI is reported at its offset', () => {
      let exercised = 0
      fc.assert(
        fc.property(fc.oneof(uriLike, iriLike), fc.nat(), fc.constantFrom(...BIDI_FORMATTING.map(([, c]) => c), '\u2066', '\u2069', '\u061C'), (s, at, c) => {
          const k = s.length === 0 ? 0 : at % (s.length + 1)
          const t = s.slice(0, k) + c + s.slice(k)
          const r = parseIRIReference(t)
          if (E.isLeft(r) || /[\u200E\u200F\u202A-\u202E\u2066-\u2069\u061C]/.test(s)) return true
          exercised++
          const ws = inspect()(r.right).filter((w) => w.code === 'bidi-formatting')
          return ws.length === 1 && ws[0].span.start === k && ws[0].span.end === k + 1
        }),
        { numRuns: 10_000, seed: 71 },
      )
      expect(exercised).to.be.above(2_000)
    })
  })

  describe('4.2 and the examples of 4.4 (upper-case letters as right-to-left ones)', () => {
    for (const [name, notation, faults] of EXAMPLES_4_4) {
      it(`${name}: ${notation}`, () => {
        const s = bidi(notation)
        expect(found(s, 'bidi-component')).to.deep.equal(faults.map(bidi))
        expect(found(s, 'bidi-formatting')).to.deep.equal([])
      })
    }
    it('a component that mixes directions says so, with its span', () => {
      const s = bidi('http://example.org/ABcd/x?n=ABc')
      const ws = inspect()(iri(s)).filter((w) => w.code === 'bidi-component')
      expect(ws.map((w) => [w.section, s.slice(w.span.start, w.span.end)])).to.deep.equal([
        ['RFC 3987 4.2', bidi('ABcd')],
        ['RFC 3987 4.2', bidi('ABc')],
      ])
      expect(ws[0]).to.include({ component: 'path', text: bidi('ABcd'), mixesDirections: true, rtlAtEdges: false })
      expect(said(ws[0])).to.equal(
        `The part of the path "${bidi('ABcd')}" mixes right-to-left and left-to-right letters and does not begin and end with a right-to-left letter: on screen, it and the delimiters around it may appear in another order than they are; percent-encode the whole component if it cannot be written otherwise.`,
      )
    })
    it('Arabic letters and combining marks: a mark after the last letter belongs to it', () => {
      expect(found('http://example.org/\u0643\u062A\u0627\u0628\u064B', 'bidi-component')).to.deep.equal([])
      expect(found('http://example.org/\u0643\u062A\u0627\u06281', 'bidi-component')).to.deep.equal(['\u0643\u062A\u0627\u06281'])
    })
  })

  describe('7.5 and 8: host labels that spoof others', () => {
    const SPOOFS: readonly (readonly [string, Warning['code'], string])[] = [
      ['http://\u0440\u0430\u0443\u0440\u0430l.com/', 'mixed-script-host', '\u0440\u0430\u0443\u0440\u0430l'],
      ['http://\u0440\u0430\u0443\u0440\u0430l.com/', 'confusable-host', '\u0440\u0430\u0443\u0440\u0430l'],
      ['http://\u0430\u0440\u0440\u04CF\u0435.com/', 'confusable-host', '\u0430\u0440\u0440\u04CF\u0435'],
      ['http://g\u03BF\u03BFgle.com/', 'confusable-host', 'g\u03BF\u03BFgle'],
      ['http://www.\u0561pple.example/', 'mixed-script-host', '\u0561pple'],
      ['http://xn--80ak6aa92e.com/', 'confusable-host', 'xn--80ak6aa92e'],
    ]
    for (const [s, code, label] of SPOOFS) it(`${s}: ${code} on "${label}"`, () => expect(found(s, code)).to.deep.equal([label]))
    it('an A-label is judged by the U-label a browser shows', () => {
      const [w] = inspect()(iri('http://xn--80ak6aa92e.com/')).filter((x) => x.code === 'confusable-host')
      expect(w).to.include({ label: '\u0430\u0440\u0440\u04CF\u0435', looksLike: 'apple' })
      expect(said(w)).to.include('"\u0430\u0440\u0440\u04CF\u0435" can be mistaken for "apple"')
    })

    it('what a language writes together raises nothing', () => {
      for (const s of [
        'http://b\u00FCcher.example/',
        'http://\u65E5\u672C\u8A9E\u3072\u3089\u304C\u306A\u30AB\u30BFabc.jp/',
        'http://\u043F\u0440\u0438\u043C\u0435\u0440.\u0440\u0444/',
        'http://\uD55C\uAD6D\u4E2D.kr/',
        'http://ab.example/',
      ]) {
        expect(inspect()(iri(s)).map((w) => w.code)).to.deep.equal([])
      }
    })

    it('the message names the label and what it passes for', () => {
      const [w] = inspect()(iri('http://\u0430\u0440\u0440\u04CF\u0435.com/')).filter((x) => x.code === 'confusable-host')
      expect(w).to.deep.include({ section: 'RFC 3987 8', span: { start: 7, end: 12 } })
      expect(said(w)).to.equal(
        'The host label "\u0430\u0440\u0440\u04CF\u0435" can be mistaken for "apple": letters in it look like ASCII letters but are not, so it names another host (spoofing).',
      )
    })

    const LOOKS: Readonly<Record<string, string>> = { a: '\u0430', e: '\u0435', o: '\u043E', p: '\u0440', c: '\u0441', x: '\u0445', y: '\u0443', i: '\u0456' }
    it('class: an ASCII label with any of its letters swapped for a look-alike is flagged, and read as the label', () => {
      let exercised = 0
      fc.assert(
        fc.property(fc.stringMatching(/^[a-z][a-z0-9]{1,10}$/), fc.array(fc.nat(), { minLength: 1, maxLength: 4 }), (label, picks) => {
          const letters = [...label]
          const swappable = letters.map((c, k) => (LOOKS[c] === undefined ? -1 : k)).filter((k) => k >= 0)
          if (swappable.length === 0) return true
          exercised++
          for (const p of picks) letters[swappable[p % swappable.length]] = LOOKS[label[swappable[p % swappable.length]]]
          const spoof = letters.join('')
          const ws = inspect()(iri(`https://${spoof}.example/`)).filter((w) => w.code === 'confusable-host')
          return ws.length === 1 && ws[0].span.start === 8 && ws[0].span.end === 8 + spoof.length && said(ws[0]).includes(`"${label}"`)
        }),
        { numRuns: 5_000, seed: 72 },
      )
      expect(exercised).to.be.above(2_000)
    })
  })

  describe('8: overlong UTF-8', () => {
    it('"%C0%AF" passes for "/" (the section\'s example), in every component', () => {
      expect(found('http://a/%C0%AF..', 'overlong-utf8')).to.deep.equal(['%C0%AF'])
      expect(found('http://a/?%e0%80%af#%F0%80%80%AF', 'overlong-utf8')).to.deep.equal(['%e0%80%af', '%F0%80%80%AF'])
      const [w] = inspect()(iri('http://a/%C0%AF..'))
      expect(w).to.deep.equal({ _tag: 'Warning', code: 'overlong-utf8', section: 'RFC 3987 8', span: { start: 9, end: 15 }, written: '%C0%AF', codePoint: 0x2f })
      expect(said(w)).to.equal('"%C0%AF" is an overlong UTF-8 encoding of "/": invalid UTF-8, but a lenient decoder reads it as "/" after a check that did not; reject it.')
    })

    const triplets = (bytes: readonly number[]): string => bytes.map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join('')
    const overlongOf = (cp: number, length: 2 | 3 | 4): number[] =>
      length === 2 ? [0xc0 | (cp >> 6), 0x80 | (cp & 63)] : length === 3 ? [0xe0, 0x80 | (cp >> 6), 0x80 | (cp & 63)] : [0xf0, 0x80, 0x80 | (cp >> 6), 0x80 | (cp & 63)]

    it('class: every overlong form of every ASCII character is flagged and named; well-formed UTF-8 never is', () => {
      let overlongs = 0
      let wellFormed = 0
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 0x7f }), fc.constantFrom<2 | 3 | 4>(2, 3, 4), fc.integer({ min: 0x80, max: 0x10ffff }), (cp, length, other) => {
          const bad = triplets(overlongOf(cp, length))
          const ws = inspect()(iri(`http://a/x${bad}y`)).filter((w) => w.code === 'overlong-utf8')
          overlongs++
          const named = cp < 0x20 || cp === 0x7f ? `U+00${cp.toString(16).toUpperCase().padStart(2, '0')}` : `"${String.fromCharCode(cp)}"`
          if (
            ws.length !== 1 ||
            ws[0].span.start !== 10 ||
            ws[0].span.end !== 10 + bad.length ||
            !said(ws[0]).includes(`encoding of ${named}`) ||
            !(ws[0].code === 'overlong-utf8' && ws[0].codePoint === cp)
          )
            return false
          if (other >= 0xd800 && other <= 0xdfff) return true
          wellFormed++
          const good = triplets([...new TextEncoder().encode(String.fromCodePoint(other))])
          return inspect()(iri(`http://a/x${good}y`)).every((w) => w.code !== 'overlong-utf8')
        }),
        { numRuns: 5_000, seed: 73 },
      )
      expect([overlongs, wellFormed].every((n) => n > 2_000)).to.equal(true)
    })
  })

  describe('IRIs are inspected as URIs are', () => {
    it('a plain IRI raises nothing (no parser differential for a host a browser writes with A-labels)', () => {
      for (const s of ['http://b\u00FCcher.example/stra\u00DFe?q=\u65E5\u672C#\u00E9', 'https://r\u00E9sum\u00E9.example.org/', 'http://example.org/\u05D0\u05D1/\u05D2']) {
        expect(inspect()(iri(s))).to.deep.equal([])
      }
    })
    it('section 7 checks apply to IRIs: user information that looks like a host', () => {
      expect(inspect()(iri('http://b\u00FCcher.example@evil.example/')).map((w) => w.code)).to.include('userinfo')
    })
    it('law: inspect never throws on an IRI, and every span lies inside it', () => {
      let exercised = 0
      fc.assert(
        fc.property(iriLike, (s) => {
          const r = parseIRIReference(s)
          if (E.isLeft(r)) return true
          exercised++
          return inspect()(r.right).every((w) => w.span.start >= 0 && w.span.start <= w.span.end && w.span.end <= s.length)
        }),
        { numRuns: 5_000, seed: 74 },
      )
      expect(exercised).to.be.above(1_000)
    })
  })
})
