/**
 * Hosts by UTS #46 (Unicode IDNA Compatibility Processing) with the URL
 * Standard's flags, as `fetch` reads them: `iriToURIWith({ host: 'idna' })`
 * by the runtime's URL parser, `iriToURIWith({ host: idna })` by tr46
 * (`typed-uri/idna`), and back with `uriToIRIWith`; length first (RFC 5890
 * section 2.3.2.1); options that never throw. The conformance file
 * (IdnaTestV2) runs in idna-test-v2.spec.ts.
 */
import { expect } from 'chai'
import * as fc from 'fast-check'
import * as E from 'fp-ts/lib/Either.js'
import { domainToASCII } from 'node:url'
import { toASCII as tr46ToASCII } from 'tr46'
import { parse, type UriError } from '../../src/index.ts'
import { idna } from '../../src/idna/index.ts'
import { hostToASCIIWith, hostToUnicodeWith, iriToURIWith, runtimeUts46, uriToIRIReport, uriToIRIWith, type IdnaReason, type LabelError, type Uts46 } from '../../src/iri/index.ts'
import { describeError, plain, technical, type Catalog } from '../../src/messages/index.ts'
import { growth, LINEAR } from '../support/growth.ts'

const IMPLEMENTATIONS: readonly (readonly [string, 'idna' | Uts46])[] = [
  ['the runtime (its URL parser)', 'idna'],
  ['tr46 (typed-uri/idna)', idna],
]

/** A label's reason in a catalog's words (the technical one by default): a LabelError is no error, so it is worded by its reason alone. */
const wordLabel = (e: LabelError, catalog: Catalog = technical): string => catalog.reasons[e.reason.kind](e.reason as never, undefined as never)

/** The host of a converted URI, or the error's code. */
const hostOf = (r: E.Either<{ readonly code: string }, string>): string => (E.isRight(r) ? new URL(r.right).hostname : `Left ${r.left.code}`)

/** Where NFC and lower case alone (typed-uri 0.2) and UTS #46 (every WHATWG client) part ways. */
const UTS46_HOSTS: readonly (readonly [string, string, string])[] = [
  ['fullwidth e: mapped', '\uff45xample.com', 'example.com'],
  ['ideographic full stops: mapped to ".", and then an IPv4 address', '127\u30020\u30020\u30021', '127.0.0.1'],
  ['a soft hyphen: ignored', 'ex\u00ADample.com', 'example.com'],
  ['a zero width space: ignored', 'ex\u200Bample.com', 'example.com'],
  ['an A-label whose U-label is not in NFC: refused (validity criterion V1)', 'xn--u-ccb', 'Left invalid-idna-label'],
  ['an A-label given is checked, and written in lower case', 'XN--BCHER-KVA.example', 'xn--bcher-kva.example'],
  ['mixed: the whole host mapped, lower case', 'B\u00FCcher.EXAMPLE', 'xn--bcher-kva.example'],
  ['"!" is a code point the URL Standard\'s profile allows (UseSTD3ASCIIRules=false)', 'a\u00E9!b.example', 'xn--a!b-bma.example'],
  ['a joiner out of place: refused (CheckJoiners)', 'a\u200Db.example', 'Left invalid-idna-label'],
  ['a disallowed code point: refused', 'a\u2488b.example', 'Left invalid-idna-label'],
  ['a name that ends in a number and is no IPv4 address: refused (URL Standard)', '\u00E9.1.2.3.4', 'Left invalid-idna-label'],
  ['a fullwidth solidus maps to "/", which no domain holds', 'a\uFF0Fb.example', 'Left invalid-idna-label'],
]

describe("IRI hosts by UTS #46 (the URL Standard's profile)", () => {
  for (const [name, option] of IMPLEMENTATIONS) {
    describe(`iriToURIWith({ host }) by ${name}`, () => {
      const convert = iriToURIWith({ host: option })
      for (const [what, given, want] of UTS46_HOSTS) it(`${what}: ${JSON.stringify(given)} → ${want}`, () => expect(hostOf(convert(`http://${given}/p?q#f`))).to.equal(want))

      it('a host that maps to a dotted IPv4 address is reported as that address (the tree reads an IPv4 host)', () => {
        const r = convert('http://127\u30020\u30020\u30021:8080/admin')
        expect(r).to.deep.equal(E.right('http://127.0.0.1:8080/admin'))
        const tree = parse((r as E.Right<string>).right)
        expect(E.isRight(tree) && tree.right.authority?.host._tag).to.equal('IPv4')
        expect(hostOf(convert('http://\uFF10x7f\uFF0E1/'))).to.equal('127.0.0.1')
      })

      it('a host all ASCII with no A-label is kept as written; every URI converts to itself', () => {
        for (const uri of ['http://EXAMPLE.com/', 'http://0x7f.1/', 'http://a..b/', 'http:///x', 'file:///etc/passwd', 'http://[::1]/', 'http://%41b.example/'])
          expect(convert(uri)).to.deep.equal(E.right(uri))
      })

      it("percent-encoded UTF-8 in the host is read first, as the URL Standard's host parser does", () => {
        expect(hostOf(convert('http://%EF%BD%85xample.com/'))).to.equal('example.com')
        expect(hostOf(convert('http://b%C3%BCcher.example/'))).to.equal('xn--bcher-kva.example')
      })

      it('the Left names the label and its offset', () => {
        const r = convert('http://ok.a\u2488b.example/')
        expect(E.isLeft(r) && [r.left.code, r.left.offset]).to.deep.equal(['invalid-idna-label', 10])
        const v1 = convert('http://ok.xn--u-ccb/')
        expect(E.isLeft(v1) && describeError(technical)(v1.left)).to.include('validity criterion V1')
      })
    })

    describe(`uriToIRIWith({ host }) by ${name}`, () => {
      const option2: 'unicode' | Uts46 = typeof option === 'string' ? 'unicode' : option
      it('an A-label becomes its U-label only where UTS #46 converts it back to the same A-label', () => {
        const toIri = uriToIRIWith({ host: option2 })
        expect(toIri('http://xn--bcher-kva.XN--TDA.example/')).to.deep.equal(E.right('http://b\u00FCcher.\u00FC.example/'))
        expect(toIri('http://xn--u-ccb.example/')).to.deep.equal(E.right('http://xn--u-ccb.example/'))
      })

      it('uriToIRIReport says why each A-label stays', () => {
        const r = uriToIRIReport({ host: option2 })(`http://xn--bcher-kva.xn--u-ccb.xn--a.xn--${'a'.repeat(70)}.xn--abc-.example/`)
        expect(E.isRight(r)).to.equal(true)
        const { iri, keptALabels } = (r as E.Right<{ iri: string; keptALabels: readonly LabelError[] }>).right
        expect(iri.startsWith('http://b\u00FCcher.xn--u-ccb.')).to.equal(true)
        expect(keptALabels.map((k) => [k.at, k.label.slice(0, 8), k.code])).to.deep.equal([
          [21, 'xn--u-cc', 'invalid-label'],
          [31, 'xn--a', 'invalid-label'],
          [37, 'xn--aaaa', 'label-too-long'],
          [112, 'xn--abc-', 'invalid-label'],
        ])
        expect(keptALabels.map((k) => k.reason.kind)).to.deep.equal(['idna-not-round-trip', 'idna-u-label-refused', 'idna-a-label-too-long', 'idna-decodes-to-ascii'])
        expect(wordLabel(keptALabels[0])).to.include('V1')
        expect(wordLabel(keptALabels[3])).to.include('all ASCII')
        expect(uriToIRIReport()('http://xn--bcher-kva.example/')).to.deep.equal(E.right({ iri: 'http://xn--bcher-kva.example/', keptALabels: [] }))
      })
    })
  }

  describe('length first (RFC 5890 section 2.3.2.1), measured after the mapping', () => {
    const convert = iriToURIWith({ host: 'idna' })
    it('a label that shrinks under mapping is measured as mapped: ignored code points and width do not count', () => {
      expect(hostOf(convert(`http://a${'\u00AD'.repeat(500)}\u00E9.example/`))).to.equal('xn--a-bga.example')
      expect(hostOf(convert(`http://${'\u00E9\u200B'.repeat(40)}.example/`))).to.equal(new URL(`http://${'\u00E9'.repeat(40)}.example/`).hostname)
      // A label written in fullwidth letters maps to ASCII: an ASCII label, not measured.
      expect(hostOf(convert(`http://${'\uFF45'.repeat(100)}.example/`))).to.equal(`${'e'.repeat(100)}.example`)
    })

    it('a non-ASCII label longer than 59 code points once mapped is refused by its own code, before Punycode', () => {
      const r = convert(`http://ok.${'\u00E9'.repeat(60)}.example/`)
      expect(E.isLeft(r) && [r.left.code, r.left.offset]).to.deep.equal(['idna-label-too-long', 10])
      const decomposed = convert(`http://ok.${'e\u0301'.repeat(60)}.example/`)
      expect(E.isLeft(decomposed) && decomposed.left.code).to.equal('idna-label-too-long')
      // An A-label written longer than 63 characters: no Punycode work on it.
      const written = convert(`http://xn--${'a'.repeat(60)}-9caa.example/`)
      expect(E.isLeft(written) && written.left.code).to.equal('idna-label-too-long')
    })

    it('measured exactly after the conversion: an A-label of more than 63 octets is refused (the URL Standard has VerifyDnsLength=false)', () => {
      // 57 code points: the pre-check lets it through; its A-label is 64 octets.
      const host = `1234567890\u00E4${'1234567890'.repeat(4)}123456`
      expect(new URL(`http://${host}/`).hostname).to.have.length(64)
      for (const [, option] of IMPLEMENTATIONS) {
        const r = iriToURIWith({ host: option })(`http://${host}/`)
        expect(E.isLeft(r) && [r.left.code, r.left.offset]).to.deep.equal(['idna-label-too-long', 7])
      }
    })

    it('law: the measure before Punycode refuses no label whose A-label fits (tr46 the oracle; seeded)', () => {
      // Labels near the limit, of pieces that grow, shrink or keep their length under mapping.
      const piece = fc.constantFrom(
        '\u00E9',
        'e\u0301',
        '\uFF45\u0301',
        '\u00AD',
        '\u200B',
        '\uFE0F',
        'a',
        '\uFF41',
        '\u1E9E',
        '\uFB00',
        '\u3395',
        '\u4E00',
        '\u00DF',
        '\u03C2',
        '\u1100\u1161\u11A8',
        '\uFFA1\uFFC2',
      )
      let refused = 0
      let near = 0
      fc.assert(
        fc.property(fc.array(piece, { minLength: 25, maxLength: 90, size: 'max' }), (pieces) => {
          const label = pieces.join('')
          const ours = hostToASCIIWith(idna)(label)
          const oracle = tr46ToASCII(label, { checkBidi: true, checkJoiners: true, checkHyphens: false, useSTD3ASCIIRules: false, verifyDNSLength: false, transitionalProcessing: false })
          if (oracle !== null && oracle.length >= 50 && oracle.length <= 80) near++
          if (E.isLeft(ours) && ours.left.code === 'label-too-long') {
            refused++
            expect(oracle === null || oracle.split('.').some((l) => l.length > 63), label).to.equal(true)
          } else if (oracle !== null && !oracle.split('.').some((l) => l.length > 63) && !/^[0-9.]*$/.test(oracle)) {
            expect(ours, label).to.deep.equal(E.right(oracle))
          }
        }),
        { seed: 5890, numRuns: 3000 },
      )
      expect(refused, 'labels refused as too long').to.be.above(500)
      expect(near, 'labels whose A-label is near 63 octets').to.be.above(100)
    })
  })

  describe("laws: random hosts compared with Node's url.domainToASCII, and the two implementations with each other (seeded)", () => {
    // Code points stable since Unicode 6 in UTS #46, so no version of the tables tells them apart.
    const unit = fc.oneof(
      { weight: 6, arbitrary: fc.constantFrom(...'abcxyzAZ09-') },
      { weight: 4, arbitrary: fc.constantFrom('\u00E9', '\u00FC', '\u00DF', '\u03C2', '\u03A3', '\u0130', '\u0438', '\u4E2D', '\u65E5', '\u3042', '\uAC00', '\u0915\u094D') },
      // Right-to-left letters and Arabic-Indic digits: the bidi rule (RFC 5893) reads the whole name.
      { weight: 1, arbitrary: fc.constantFrom('\u0627', '\u05D0', '\u0661') },
      { weight: 3, arbitrary: fc.constantFrom('\uFF41', '\uFF21', '\uFF10', '\u2460', '\u1D400', '\u212A', '\u017F', '\uFB01', '\u3002', '\uFF0E', '\uFF61') },
      { weight: 2, arbitrary: fc.constantFrom('\u00AD', '\u200B', '\u2060', '\uFEFF', '\uFE0F', '\u200C', '\u200D', '\u0301', '\u0308') },
      { weight: 1, arbitrary: fc.constantFrom('\u2488', '\uFFFD', '\uE000', '\u2024', '\uFE52', '!', '_', '$', 'xn--', 'XN--') },
    )
    const anyHost = fc
      .array(
        fc.array(unit, { minLength: 1, maxLength: 12 }).map((u) => u.join('')),
        { minLength: 1, maxLength: 4 },
      )
      .map((labels) => labels.join('.'))
    /**
     * Hosts where Node 20's URL parser (Ada) follows UTS #46: no right-to-left code points (it does not
     * apply CheckBidi) and no second joiner (its CheckJoiners lets every joiner of a label pass once
     * one is in its place: "क्\u200Da\u200C", where RFC 5892 appendix A.1 refuses the ZWNJ after "a").
     */
    const ltrHost = anyHost.filter((h) => !/[\u0590-\u08FF]|[\u200C\u200D][\s\S]*[\u200C\u200D]/.test(h))

    it('class: every error of iriToURIWith is facts only; an IDNA refusal carries its reason (the label, the rule), and is worded from it in both catalogs', () => {
      const kinds: Record<string, number> = {}
      for (const [, option] of IMPLEMENTATIONS) {
        const convert = iriToURIWith({ host: option })
        fc.assert(
          fc.property(anyHost, (h) => {
            const r = convert(`http://${h}/`)
            if (E.isRight(r)) return
            const e = r.left
            expect(e).to.not.have.any.keys('message', 'detail', 'line', 'column')
            if (e.code !== 'invalid-idna-label' && e.code !== 'idna-label-too-long') return
            const reason = e.reason
            if (reason === undefined || !reason.kind.startsWith('idna-')) throw new Error(`${JSON.stringify(h)}: no IDNA reason`)
            kinds[reason.kind] = (kinds[reason.kind] ?? 0) + 1
            for (const catalog of [technical, plain]) expect(describeError(catalog)(e)).to.equal(catalog.reasons[reason.kind](reason as never, e))
            // The technical sentence names the label (or the host) refused, as the reason holds it.
            expect(describeError(technical)(e)).to.include('label' in reason ? reason.label : 'host' in reason ? reason.host : '')
          }),
          { seed: 5890, numRuns: 1500 },
        )
      }
      expect(Object.keys(kinds).length, JSON.stringify(kinds)).to.be.above(4)
      expect(kinds['idna-label-disallowed'] ?? 0, JSON.stringify(kinds)).to.be.above(100)
    })

    it("the runtime: ours is Node's answer wherever ours is a Right; a Left where Node fails or a label is too long", () => {
      const convert = hostToASCIIWith(runtimeUts46)
      let agreed = 0
      let refusedAlike = 0
      fc.assert(
        fc.property(anyHost, (h) => {
          const ours = convert(h)
          const node = domainToASCII(h)
          if (E.isRight(ours)) {
            // A host all ASCII with no A-label is kept as written: Node's answer up to case, unless Node reads an IPv4 address.
            const keptAsWritten = ours.right === h && !/[^\x00-\x7f]/.test(h) && !/(?:^|\.)xn--/i.test(h)
            if (keptAsWritten && /^[0-9.]+$/.test(node) && node !== h) return
            expect(keptAsWritten ? ours.right.toLowerCase() : ours.right, JSON.stringify(h)).to.equal(node)
            agreed++
          } else if (ours.left.code === 'label-too-long') {
            expect(node === '' || node.split('.').some((l) => l.length > 63), JSON.stringify(h)).to.equal(true)
          } else {
            expect(node, JSON.stringify(h)).to.equal('')
            refusedAlike++
          }
        }),
        { seed: 46, numRuns: 4000 },
      )
      expect(agreed, 'hosts converted as Node converts them').to.be.above(800)
      expect(refusedAlike, 'hosts both refuse').to.be.above(500)
    })

    it('tr46 (typed-uri/idna) and the runtime give the same answer on every host written left to right', () => {
      let nonAscii = 0
      fc.assert(
        fc.property(ltrHost, (h) => {
          if (/[^\x00-\x7f]/.test(h)) nonAscii++
          // The same host, or a Left of the same code (the reasons may differ: the runtime says less).
          const answer = (r: E.Either<{ readonly code?: string }, string>): string => (E.isRight(r) ? r.right : `Left ${r.left.code}`)
          expect(answer(hostToASCIIWith(idna)(h)), JSON.stringify(h)).to.equal(answer(hostToASCIIWith(runtimeUts46)(h)))
        }),
        { seed: 3490, numRuns: 4000 },
      )
      expect(nonAscii).to.be.above(2500)
    })

    it('the bidi rule and joiners: tr46 applies them as the URL Standard says; the runtime gives what its URL parser gives', () => {
      for (const h of ['a\u05D0', '\u00E0\u05D0', '0\u00E0.\u05D0', '\u0915\u094D\u200D\u200C', '\u0915\u094D\u200Da\u200C']) {
        expect(E.isLeft(hostToASCIIWith(idna)(h)), h).to.equal(true)
        const runtime = hostToASCIIWith(runtimeUts46)(h)
        // Node 20 (Ada) does not apply CheckBidi and accepts these; a runtime that does refuses them.
        expect(E.isRight(runtime) ? runtime.right : '', h).to.equal(domainToASCII(h))
      }
    })

    it('round trip: a host converted to ASCII comes back to the mapped U-labels, and those convert to the same ASCII', () => {
      let roundTrips = 0
      fc.assert(
        fc.property(anyHost, (h) => {
          const ascii = hostToASCIIWith()(h)
          if (E.isLeft(ascii) || !/xn--/.test(ascii.right)) return
          const unicode = hostToUnicodeWith()(ascii.right)
          expect(unicode.kept, ascii.right).to.deep.equal([])
          expect(hostToASCIIWith()(unicode.host)).to.deep.equal(ascii)
          roundTrips++
        }),
        { seed: 3492, numRuns: 3000 },
      )
      expect(roundTrips).to.be.above(400)
    })
  })

  describe('options and implementations from outside never throw', () => {
    it('a host option that is neither one of the names nor a UTS #46 implementation is an invalid-options Left', () => {
      let values = 0
      fc.assert(
        fc.property(fc.anything(), (v) => {
          fc.pre(v !== undefined && v !== 'idna' && v !== 'percent-encode' && v !== 'keep' && v !== 'unicode')
          values++
          for (const r of [
            iriToURIWith({ host: v as 'idna' })('http://\u00E9.example/'),
            uriToIRIWith({ host: v as 'keep' })('http://xn--9ca.example/'),
            uriToIRIReport({ host: v as 'keep' })('http://xn--9ca.example/'),
          ]) {
            expect(E.isLeft(r) && [r.left.code, r.left.option]).to.deep.equal(['invalid-options', 'host'])
          }
        }),
        { seed: 33, numRuns: 1000 },
      )
      expect(values).to.be.above(900)
      const bad = iriToURIWith({ host: { toASCII: 'no' } as unknown as Uts46 })('http://a/')
      expect(E.isLeft(bad) && describeError(technical)(bad.left)).to.include('toASCII function')
      const getter = Object.defineProperty({}, 'toASCII', {
        get() {
          throw new Error('boom')
        },
      }) as Uts46
      expect(E.isLeft(iriToURIWith({ host: getter })('http://a/'))).to.equal(true)
    })

    it('hostToASCIIWith and hostToUnicodeWith take any value as the implementation and never throw', () => {
      let values = 0
      fc.assert(
        fc.property(fc.anything(), fc.constantFrom('\u00E9.example', 'xn--9ca.example', 'EXAMPLE.com', '\uFF45xample.com'), (impl, host) => {
          values++
          expect(hostToASCIIWith(impl as Uts46)(host)).to.have.property('_tag')
          expect(hostToUnicodeWith(impl as Uts46)(host)).to.have.property('host')
        }),
        { seed: 46, numRuns: 1000 },
      )
      expect(values).to.equal(1000)
    })

    it('an implementation that throws or answers something else refuses the host; nothing throws', () => {
      const throwing: Uts46 = {
        toASCII: () => {
          throw new Error('boom')
        },
      }
      const odd = { toASCII: () => 42 } as unknown as Uts46
      for (const impl of [throwing, odd]) {
        const r = iriToURIWith({ host: impl })('http://\u00E9.example/')
        expect(E.isLeft(r) && r.left.code).to.equal('invalid-idna-label')
        expect(uriToIRIWith({ host: impl })('http://xn--9ca.example/')).to.deep.equal(E.right('http://xn--9ca.example/'))
      }
      expect(idna.toASCII(null as unknown as string)).to.equal(null)
      expect(runtimeUts46.toASCII(undefined as unknown as string)).to.equal(null)
    })
  })

  describe('reasons: each refusal is data (the rule, the label), worded from it', () => {
    type Row = readonly [string, () => unknown, Record<string, unknown>, string]
    const leftOf = (r: E.Either<UriError, string>): UriError => (E.isLeft(r) ? r.left : expect.fail(`a Right: ${r.right}`))
    const converted = (impl: 'idna' | Uts46, uri: string) => () => leftOf(iriToURIWith({ host: impl })(uri))
    const kept = (uri: string, n: number) => () => {
      const r = uriToIRIReport({ host: idna })(uri)
      return E.isRight(r) ? r.right.keptALabels[n] : expect.fail('a Left')
    }
    /** Each kind of IdnaReason, reached through the public functions (tr46 where the runtime's parser says less). */
    const ROWS: readonly Row[] = [
      [
        'idna-host-not-a-string',
        () => leftOfLabel(hostToASCIIWith()(42 as never)),
        { label: '', got: { type: 'number', text: '42' } },
        'the host must be a string; got a value of type number',
      ],
      ['idna-forbidden-code-point', converted(idna, 'http://a%20\u00E9.example/'), { label: 'a \u00E9', character: ' ' }, 'it holds "space"'],
      ['idna-a-label-too-long', converted(idna, `http://xn--${'a'.repeat(60)}-9caa.example/`), { direction: 'to-ascii' }, 'it is an A-label longer than 63 characters'],
      ['idna-a-label-too-long', kept(`http://xn--${'a'.repeat(70)}.example/`, 0), { direction: 'to-unicode' }, 'stays as written (IDNA, UTS #46): it is longer than 63 characters'],
      ['idna-mapped-label-too-long', converted(idna, `http://ok.${'\u00E9'.repeat(60)}.example/`), { label: '\u00E9'.repeat(60) }, 'its A-label cannot fit in 63 characters'],
      [
        'idna-result-too-long',
        converted(idna, `http://1234567890\u00E4${'1234567890'.repeat(4)}123456/`),
        { label: `1234567890\u00E4${'1234567890'.repeat(4)}123456` },
        'is longer than 63 characters (RFC 5890 section 2.3.2.1)',
      ],
      ['idna-label-disallowed', converted(idna, 'http://ok.a\u2488b.example/'), { label: 'a\u2488b' }, "UTS #46 (the URL Standard's profile) refuses it"],
      ['idna-bidi-rule', converted(idna, 'http://1a.\u05D0/'), { label: '1a.\u05D0' }, 'break the bidi rule (RFC 5893)'],
      ['idna-empty-after-mapping', converted(idna, 'http://\u00AD/'), { label: '\u00AD' }, 'it is empty once UTS #46 has mapped it'],
      ['idna-mapped-forbidden-code-point', converted(idna, 'http://a\uFF0Fb.example/'), { mapped: 'a/b.example', character: '/' }, 'UTS #46 maps it to "a/b.example", which holds "/"'],
      [
        'idna-ends-in-number',
        converted(idna, 'http://\u00E9.1.2.3.4/'),
        { mapped: 'xn--9ca.1.2.3.4' },
        'it ends in a number, so a URL parser reads it as an IPv4 address, and "xn--9ca.1.2.3.4" is none',
      ],
      ['idna-not-punycode', converted(idna, 'http://xn--99999999999999.example/'), { direction: 'to-ascii' }, 'what follows "xn--" is not Punycode (RFC 3492)'],
      ['idna-decodes-to-ascii', converted(idna, 'http://xn--abc-.example/'), { decoded: 'abc', direction: 'to-ascii' }, 'it decodes to "abc", all ASCII'],
      ['idna-decodes-to-ascii', kept('http://xn--abc-.example/', 0), { decoded: 'abc', direction: 'to-unicode' }, 'The A-label "xn--abc-" stays as written'],
      ['idna-u-label-refused', converted(idna, 'http://xn--a.example/'), { label: 'xn--a' }, 'UTS #46 refuses its U-label'],
      ['idna-not-round-trip', converted(idna, 'http://ok.xn--u-ccb/'), { label: 'xn--u-ccb', direction: 'to-ascii' }, 'validity criterion V1'],
      ['idna-not-round-trip', kept('http://xn--u-ccb.example/', 0), { direction: 'to-unicode' }, 'The A-label "xn--u-ccb" stays as written'],
      [
        'idna-host-not-utf8',
        converted(idna, 'http://%FF.example/'),
        { host: '%FF.example', decoding: 'invalid-utf8', offset: 0 },
        'The host "%FF.example" cannot be converted to A-labels: The percent-encoded octets at position 1 are not valid UTF-8.',
      ],
    ]
    /** A LabelError's reason, as an error's would be read. */
    function leftOfLabel(r: E.Either<LabelError, string>): LabelError {
      return E.isLeft(r) ? r.left : expect.fail('a Right')
    }

    for (const [kind, reach, params, words] of ROWS) {
      it(`${kind}${'direction' in params ? ` (${String(params.direction)})` : ''}: ${words}`, () => {
        const got = reach() as UriError | LabelError
        const reason = got.reason as NonNullable<UriError['reason']>
        expect(reason).to.deep.include({ kind, ...params })
        expect(got).to.not.have.any.keys('message', 'detail')
        const error = '_tag' in got ? got : (undefined as never)
        const sentence = technical.reasons[reason.kind](reason as never, error)
        expect(sentence).to.include(words)
        // Plain words, for a form: no rule names, no RFC numbers.
        expect(plain.reasons[reason.kind](reason as never, error)).to.not.match(/RFC|UTS|IDNA|A-label|Punycode/)
        if ('_tag' in got) expect(describeError(technical)(got)).to.equal(sentence)
      })
    }

    it('every kind of IdnaReason is in the table above (the compiler lists the kinds; this counts them)', () => {
      const all: { readonly [K in IdnaReason['kind'] | 'idna-host-not-utf8']: true } = {
        'idna-host-not-a-string': true,
        'idna-forbidden-code-point': true,
        'idna-a-label-too-long': true,
        'idna-mapped-label-too-long': true,
        'idna-result-too-long': true,
        'idna-no-url-parser': true,
        'idna-label-disallowed': true,
        'idna-bidi-rule': true,
        'idna-empty-after-mapping': true,
        'idna-mapped-forbidden-code-point': true,
        'idna-ends-in-number': true,
        'idna-not-punycode': true,
        'idna-decodes-to-ascii': true,
        'idna-u-label-refused': true,
        'idna-not-round-trip': true,
        'idna-host-not-utf8': true,
      }
      // idna-no-url-parser needs a runtime without URL: the test below takes URL away for one call.
      expect(Object.keys(all).filter((k) => k !== 'idna-no-url-parser' && !ROWS.some(([kind]) => kind === k))).to.deep.equal([])
    })

    it('idna-no-url-parser: a runtime without a URL parser refuses with a reason that says what to give instead', () => {
      const saved = globalThis.URL
      let r: E.Either<UriError, string>
      try {
        ;(globalThis as { URL?: unknown }).URL = undefined
        r = iriToURIWith({ host: 'idna' })('http://\u00E9.example/')
      } finally {
        globalThis.URL = saved
      }
      expect(E.isLeft(r) && r.left.reason).to.deep.equal({ kind: 'idna-no-url-parser', label: '\u00E9.example' })
      expect(E.isLeft(r) && describeError(technical)(r.left)).to.include('give an implementation (idna from typed-uri/idna)')
    })

    it('a label of megabytes is kept in the error with its middle elided (the LabelError keeps it whole)', () => {
      const label = `a${'\u00E9'.repeat(100_000)}`
      const r = iriToURIWith({ host: idna })(`http://${label}.example/`)
      expect(E.isLeft(r) && r.left.reason !== undefined && 'label' in r.left.reason && r.left.reason.label).to.equal(`${label.slice(0, 40)}…${label.slice(-20)}`)
      expect(E.isLeft(r) && describeError(technical)(r.left).length).to.be.below(400)
    })
  })

  describe('growth: no path of the conversions is worse than linear in the host', () => {
    // Inputs that cross 65,536 characters between n and 16n (support/families.ts says why). The family
    // "iriToURIWith tr46: many labels" runs in spec/heavy/idna-growth.spec.ts: its 1.28M-character input
    // through tr46 was the peak of npm test's memory (660 MB of RSS).
    const FAMILIES: readonly (readonly [string, (s: string) => unknown, (n: number) => string, number])[] = [
      ['iriToURIWith idna: one label of ignored code points', iriToURIWith({ host: 'idna' }), (n) => `http://a${'\u00AD'.repeat(n)}\u00E9/`, 5_000],
      ['iriToURIWith idna: one fullwidth label (ASCII once mapped)', iriToURIWith({ host: 'idna' }), (n) => `http://${'\uFF41'.repeat(n)}/`, 5_000],
      ['iriToURIWith idna: many labels', iriToURIWith({ host: 'idna' }), (n) => `http://${'b\u00FCcher.'.repeat(n / 8)}example/`, 5_000],
      ['iriToURIWith idna: decomposed marks, one long label', iriToURIWith({ host: 'idna' }), (n) => `http://${'e\u0301'.repeat(n)}/`, 5_000],
      ['uriToIRIReport unicode: many A-labels', uriToIRIReport({ host: 'unicode' }), (n) => `http://${'xn--bcher-kva.'.repeat(n / 14)}example/`, 5_000],
    ]
    for (const [name, f, make, n] of FAMILIES) it(`grows linearly: ${name}`, () => expect(growth(f, make, n)).to.be.below(LINEAR))
  })
})
