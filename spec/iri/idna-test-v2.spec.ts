/**
 * UTS #46 conformance: every entry of IdnaTestV2 (Unicode 16.0.0, converted
 * to web-platform-tests' JSON shape: spec/iri/data/README.md) as
 * `http://<input>/` through `iriToURIWith` with the runtime's UTS #46 (the
 * default) and with tr46 (`typed-uri/idna`). An entry whose output is null,
 * or whose input RFC 3987 does not allow in a host (the IRI grammar reads
 * another host, or none, in `http://<input>/`), must give a Left; the others
 * their output. The entries where an implementation parts from the file are
 * listed below by class, each with its reason; any other is a failure.
 */
import { expect } from 'chai'
import * as E from 'fp-ts/lib/Either.js'
import * as fs from 'node:fs'
import * as path from 'node:path'
import { parseIRI } from '../../src/index.ts'
import { idna } from '../../src/idna/index.ts'
import { iriToURIWith, punycodeDecode, type Uts46 } from '../../src/iri/index.ts'

interface Entry {
  readonly input: string
  readonly output: string | null
  readonly comment?: string
}

const FILE = path.join(__dirname, 'data/IdnaTestV2.json')
const ENTRIES: readonly Entry[] = (JSON.parse(fs.readFileSync(FILE, 'utf8')) as readonly (string | Entry)[]).filter((e): e is Entry => typeof e !== 'string')

/** The error codes of an entry that the URL Standard's flags do not ignore. */
const errorsOf = (e: Entry): readonly string[] => (e.comment ?? '').split('; ').filter((c) => c !== '' && !c.endsWith('(ignored)') && !c.endsWith('(URL Standard)'))

/**
 * A deliberate difference, for both implementations: the URL Standard sets
 * VerifyDnsLength=false, so it gives A-labels longer than 63 octets; RFC 5890
 * section 2.3.2.1 says no A-label is, and this package refuses them
 * (`idna-label-too-long`, before Punycode where the length shows it).
 */
const verifyDnsLength = (e: Entry, got: string): boolean => got === 'Left idna-label-too-long' && e.output !== null && e.output.split('.').some((l) => l.length > 63)

/**
 * Node 20's URL parser (Ada) does not apply UTS #46's CheckBidi, which the URL
 * Standard sets: it gives an A-label where the bidi rule of RFC 5893 (B1-B6)
 * refuses the name. tr46 applies it.
 */
const runtimeSkipsBidi = (e: Entry, got: string): boolean => e.output === null && !got.startsWith('Left') && errorsOf(e).length > 0 && errorsOf(e).every((c) => /^B[1-6]$/.test(c))

/**
 * Code points whose UTS #46 status changed in Unicode 16.0, which Node 20's
 * URL parser (Ada, with UTS #46 15.1 tables) predates: the Georgian capitals
 * (mapped to Nuskhuri), U+2132 and U+2183 (mapped), U+04C0 (mapped), U+1E9E
 * (now mapped to "ß", not "ss"), the Hangul fillers and U+17B4, U+17B5 and
 * U+1D173-U+1D17A (now ignored), five CJK compatibility ideographs (now mapped).
 */
const CHANGED_IN_16 = /[\u10A0-\u10C5\u10C7\u10CD\u2132\u2183\u04C0\u1E9E\u115F\u1160\u3164\uFFA0\u17B4\u17B5\u{1D173}-\u{1D17A}\u{2F868}\u{2F874}\u{2F91F}\u{2F95F}\u{2F9BF}]/u

/**
 * Node 20's URL parser predates UTS #46 16.0 (revision 33): the code points
 * above, and two rules it added for A-labels given: one whose Punycode decodes
 * to ASCII only is refused (P4), and one whose U-label begins with "xn--" (V4).
 */
const runtimePredates16 = (e: Entry): boolean =>
  CHANGED_IN_16.test(e.input) ||
  e.input.split(/[.\u3002\uff0e\uff61]/).some((label) => {
    if (!/^xn--/i.test(label)) return false
    const u = punycodeDecode(label.slice(4).toLowerCase())
    return u !== null && (!/[^\x00-\x7f]/.test(u) || /^xn--/i.test(u))
  })

/**
 * tr46 6 carries Unicode 17.0's tables, newer than the file's: these code
 * points, unassigned in 16.0 (V7 there), are assigned in 17.0 (U+32931 and
 * U+32B9A, of CJK Extension J).
 */
const TR46_NEWER = new Set(['\u{32931}20.\u97f3.\ua8661.', 'xn--20-9802c.xn--0w5a.xn--1-eg4e.', 'xn--9-i0j5967eg3qz.ss'])

/** The answer for one entry: the converted host, a Left's code, or that the input is no IRI host. */
const answer = (convert: (iri: string) => E.Either<{ readonly code: string }, string>, e: Entry): { readonly got: string; readonly isHost: boolean } => {
  const uri = `http://${e.input}/`
  const tree = parseIRI(uri)
  const host = E.isRight(tree) ? tree.right.authority?.host : undefined
  if (host === undefined || host._tag !== 'RegName' || host.raw !== e.input) return { got: 'Left (no IRI host)', isHost: false }
  const r = convert(uri)
  return { got: E.isLeft(r) ? `Left ${r.left.code}` : r.right.slice('http://'.length, -1), isHost: true }
}

const IMPLEMENTATIONS: readonly (readonly [string, 'idna' | Uts46, readonly (readonly [string, (e: Entry, got: string) => boolean])[]])[] = [
  [
    'the runtime (its URL parser)',
    'idna',
    [
      ['VerifyDnsLength (a deliberate difference)', verifyDnsLength],
      ['CheckBidi not applied by the runtime', runtimeSkipsBidi],
      ['the runtime predates UTS #46 16.0', (e) => runtimePredates16(e)],
    ],
  ],
  [
    'tr46 (typed-uri/idna)',
    idna,
    [
      ['VerifyDnsLength (a deliberate difference)', verifyDnsLength],
      ['tr46 follows Unicode 17.0', (e) => TR46_NEWER.has(e.input)],
    ],
  ],
]

describe('UTS #46 conformance: IdnaTestV2 (Unicode 16.0.0) as http://<input>/ through iriToURIWith', function () {
  this.timeout(120_000)

  it('the vendored file is whole: its entries, with outputs and failures', () => {
    expect(ENTRIES).to.have.length(6375)
    expect(ENTRIES.filter((e) => e.output === null)).to.have.length(5588)
  })

  for (const [name, option, classes] of IMPLEMENTATIONS) {
    it(`${name}: each entry gives its output or a Left, but for the classes listed`, () => {
      const convert = iriToURIWith({ host: option })
      let run = 0
      let agreed = 0
      let noHost = 0
      const listed = new Map<string, number>()
      const unexplained: string[] = []
      for (const e of ENTRIES) {
        if (e.input === '') continue // no URI has an empty host the URL Standard reads
        run++
        const { got, isHost } = answer(convert, e)
        if (!isHost) noHost++
        // A host written all in ASCII with no A-label is kept as written: its output up to case.
        const keptAsWritten = !/[^\x00-\x7f]/.test(e.input) && !/(?:^|[.])xn--/i.test(e.input)
        const ok = e.output === null || !isHost ? got.startsWith('Left') : got === e.output || (keptAsWritten && got.toLowerCase() === e.output)
        if (ok) {
          agreed++
          continue
        }
        const why = classes.find(([, test]) => test(e, got))
        if (why === undefined) unexplained.push(`${JSON.stringify(e.input)}: want ${e.output ?? 'a Left'} (${e.comment ?? ''}), got ${got}`)
        else listed.set(why[0], (listed.get(why[0]) ?? 0) + 1)
      }
      expect(unexplained).to.deep.equal([])
      expect(run).to.equal(6374)
      expect(noHost, 'inputs no IRI host holds').to.equal(1127)
      expect(agreed, 'entries that agree').to.be.above(6000)
      // The classes and their sizes, as run with tr46 6.0.0 and on Node 20.20 (Ada): a runtime
      // that follows UTS #46 16.0 more closely has fewer in its classes, never more.
      if (option === 'idna') {
        const most: Record<string, number> = { 'VerifyDnsLength (a deliberate difference)': 33, 'CheckBidi not applied by the runtime': 245, 'the runtime predates UTS #46 16.0': 60 }
        expect(listed.get('VerifyDnsLength (a deliberate difference)')).to.equal(33)
        for (const [why, n] of listed) expect(n, why).to.be.at.most(most[why])
      } else expect(Object.fromEntries(listed)).to.deep.equal({ 'VerifyDnsLength (a deliberate difference)': 33, 'tr46 follows Unicode 17.0': 3 })
    })
  }
})
