/**
 * decodeData (RFC 2397 section 2, RFC 4648 section 4): the table-driven decoder
 * against a model that reads the data one octet at a time, as RFC 4648 writes
 * base64 (each character six bits, eight bits an octet), on valid data, data
 * with triplets, characters outside the alphabet, "=" inside the data and
 * lengths that are no multiple of four: the same octets, or the same error at
 * the same offset of the URI with the same message. Valid data against Node's
 * Buffer too, and a size that is linear in the input without per-octet arrays.
 */
import { expect } from 'chai'
import * as E from 'fp-ts/lib/Either.js'
import * as fc from 'fast-check'
import { describeError, technical } from '../../src/messages/index.ts'
import { base64Octets, decodeData, parseData, type DataUri } from '../../src/schemes/data.ts'

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'

/**
 * The model: the data's octets with the offset of each in the URI (a triplet
 * is one octet), "=" padding (at most two) taken off the end, every other
 * octet a character of the alphabet, then the length a multiple of four.
 */
const model = (d: DataUri): { readonly octets: readonly number[] } | { readonly offset: number } => {
  const raw = d.data.raw
  const octets: number[] = []
  const offsets: number[] = []
  for (let i = 0; i < raw.length; i++) {
    offsets.push(d.data.start + i)
    if (raw[i] === '%') {
      octets.push(parseInt(raw.slice(i + 1, i + 3), 16))
      i += 2
    } else octets.push(raw.charCodeAt(i))
  }
  if (!d.base64) return { octets }
  let pad = 0
  while (pad < 2 && octets.length - pad > 0 && octets[octets.length - 1 - pad] === 0x3d) pad++
  const bits: number[] = []
  for (let k = 0; k < octets.length - pad; k++) {
    const v = ALPHABET.indexOf(String.fromCharCode(octets[k]))
    if (v < 0 || octets[k] > 0x7f) return { offset: offsets[k] }
    for (let b = 5; b >= 0; b--) bits.push((v >> b) & 1)
  }
  if (octets.length % 4 !== 0) return { offset: d.data.end }
  const out: number[] = []
  for (let k = 0; k + 8 <= bits.length; k += 8) out.push(bits.slice(k, k + 8).reduce((a, b) => a * 2 + b, 0))
  return { octets: out }
}

const parsed = (url: string): DataUri => {
  const r = parseData(url)
  if (E.isLeft(r)) throw new Error(`${url}: ${describeError(technical)(r.left)}`)
  return r.right
}

/** The data URI of a changed base64 text (`changed`), the cases the grammar refuses skipped (fc.pre). */
const base64Data = (s: string): DataUri => {
  const url = 'data:;base64,' + s
  fc.pre(E.isRight(parseData(url)))
  return parsed(url)
}

/**
 * Base64 text of some octets, then changed: characters a URI allows outside
 * the alphabet, "=" anywhere, characters dropped, characters written as
 * triplets. `min` octets at least (past 4,096 characters, decodeData reads
 * sixteen at a time).
 */
const changed = (min: number) =>
  fc
    .tuple(
      fc.uint8Array({ minLength: min, maxLength: min + 120 }),
      fc.array(
        fc.record({
          at: fc.nat(),
          what: fc.constantFrom('insert', 'drop', 'triplet'),
          c: fc.constantFrom('-', '_', '.', '~', '!', '$', '&', "'", '(', ')', '*', ',', ';', ':', '@', '=', '/', '?', '%3D', '%41', '%FF', '%80', '%2b', '=='),
        }),
        { maxLength: 3 },
      ),
    )
    .map(([octets, changes]) => {
      let s = Buffer.from(octets).toString('base64')
      for (const { at, what, c } of changes) {
        const k = s.length === 0 ? 0 : at % s.length
        if (what === 'insert') s = s.slice(0, k) + c + s.slice(k)
        else if (what === 'drop') s = s.slice(0, k) + s.slice(k + 1)
        else if (k < s.length && s[k] !== '%') s = s.slice(0, k) + '%' + s.charCodeAt(k).toString(16).padStart(2, '0') + s.slice(k + 1)
      }
      return s
    })
const data = changed(0)

describe('decodeData (RFC 2397 section 2, RFC 4648 section 4)', () => {
  it('agrees with the octet-by-octet model: the same octets, or the same error at the same offset', () => {
    const cases = { decoded: 0, triplets: 0, badCharacter: 0, badLength: 0, plain: 0 }
    fc.assert(
      fc.property(data, fc.boolean(), fc.constantFrom('data:;base64,', 'data:application/octet-stream;base64,', 'data:text/plain;charset=x;base64,'), (s, base64, head) => {
        const url = base64 ? head + s : 'data:,' + s
        // A change inside a triplet makes no URI: such data is not decodeData's to read.
        fc.pre(E.isRight(parseData(url)))
        const d = parsed(url)
        const got = decodeData(d)
        const want = model(d)
        if ('octets' in want) {
          expect(E.isRight(got) && Array.from(got.right), url).to.deep.equal(want.octets)
          if (base64) cases.decoded++
          else cases.plain++
          if (base64 && s.includes('%')) cases.triplets++
        } else {
          expect(E.isLeft(got) && [got.left.code, got.left.offset], url).to.deep.equal(['scheme-violation', want.offset])
          if (E.isLeft(got) && got.left.reason?.kind === 'data-base64-length') {
            cases.badLength++
            expect(want.offset).to.equal(d.data.end)
          } else cases.badCharacter++
        }
      }),
      { numRuns: 5000, seed: 2397 },
    )
    for (const [kind, n] of Object.entries(cases)) expect(n, kind).to.be.greaterThan(200)
  })

  it('long data (read sixteen characters at a time) agrees with the model too, its changes anywhere', () => {
    const cases = { decoded: 0, badCharacter: 0, badLength: 0 }
    fc.assert(
      fc.property(changed(3100), (s) => {
        const d = base64Data(s)
        const got = decodeData(d)
        const want = model(d)
        if ('octets' in want) {
          cases.decoded++
          expect(E.isRight(got) && Buffer.from(got.right).equals(Buffer.from(want.octets))).to.equal(true)
        } else {
          expect(E.isLeft(got) && [got.left.code, got.left.offset]).to.deep.equal(['scheme-violation', want.offset])
          if (want.offset === d.data.end) cases.badLength++
          else cases.badCharacter++
        }
      }),
      { numRuns: 300, seed: 4096, endOnFailure: true },
    )
    for (const [kind, n] of Object.entries(cases)) expect(n, kind).to.be.greaterThan(30)
  })

  it('valid base64 of any octets decodes to what Buffer decodes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 6000 }), (octets) => {
        const s = Buffer.from(octets).toString('base64')
        const got = decodeData(parsed('data:;base64,' + s))
        expect(E.isRight(got) && Buffer.from(got.right).equals(Buffer.from(octets))).to.equal(true)
      }),
      { numRuns: 500, seed: 4648 },
    )
  })

  it("long data: the platform's native decoder (Node's Buffer) and the JavaScript one give the same octets or the same fault", () => {
    const cases = { native: 0, fellBack: 0, faults: 0 }
    fc.assert(
      fc.property(changed(3100), (s) => {
        const d = base64Data(s)
        const text = d.data.raw.replace(/%([0-9A-Fa-f]{2})/g, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16)))
        const js = base64Octets(text)
        const got = decodeData(d)
        if (js instanceof Uint8Array) {
          expect(E.isRight(got) && Buffer.from(got.right).equals(Buffer.from(js))).to.equal(true)
          expect(E.isRight(got) && got.right.constructor).to.equal(Uint8Array)
          if (Buffer.from(js).toString('base64') === text) cases.native++
          else cases.fellBack++
        } else {
          expect(E.isLeft(got)).to.equal(true)
          cases.faults++
        }
      }),
      { numRuns: 300, seed: 4649 },
    )
    // Valid long base64 read by the JavaScript path too (a browser's), not only by the native one.
    for (const n of [3072, 4096, 100_000]) {
      const octets = new Uint8Array(n).map((_, k) => (k * 2654435761) >>> 24)
      const js = base64Octets(Buffer.from(octets).toString('base64'))
      expect(js instanceof Uint8Array && Buffer.from(js).equals(Buffer.from(octets)), String(n)).to.equal(true)
    }
    // Valid but not as RFC 4648 writes it (stray bits before the padding): the native decoder's reading does not
    // encode back, so the JavaScript one reads it, and both give the same octets.
    for (const n of [5000, 5002]) {
      const canonical = Buffer.from(new Uint8Array(n).fill(0x41)).toString('base64')
      const k = canonical.indexOf('=') - 1
      const stray = canonical.slice(0, k) + String.fromCharCode(canonical.charCodeAt(k) + 1) + canonical.slice(k + 1)
      const js = base64Octets(stray)
      const got = decodeData(parsed('data:;base64,' + stray))
      expect(js instanceof Uint8Array && E.isRight(got) && Buffer.from(got.right).equals(Buffer.from(js)), String(n)).to.equal(true)
      cases.fellBack++
    }
    expect(cases.fellBack, 'valid, not as RFC 4648 writes it').to.equal(2)
    expect(cases.native, 'read by the native decoder').to.be.greaterThan(30)
    expect(cases.faults, 'faults').to.be.greaterThan(30)
  })

  it('the errors say why, at the offset of the character in the URI', () => {
    const err = (url: string) => {
      const r = decodeData(parsed(url))
      return E.isLeft(r) ? [r.left.offset, describeError(technical)(r.left)] : null
    }
    expect(err('data:;base64,QUJD!A==')?.[0]).to.equal(17)
    expect(err('data:;base64,QUJD!A==')?.[1]).to.include('letters, digits, "+", "/" and "=" padding at its end (RFC 4648 section 4)')
    expect(err('data:;base64,%51%55JD%21A==')?.[0]).to.equal(21)
    expect(err('data:;base64,QQ=A')?.[0]).to.equal(15)
    expect(err('data:;base64,QUJDRA')?.[0]).to.equal(19)
    expect(err('data:;base64,QUJDRA')?.[1]).to.include('groups of four characters; this has 6 (RFC 4648 section 4)')
    expect(err('data:;base64,QUJDRA%3D%3D')).to.equal(null)
    expect(E.map((o: Uint8Array) => Buffer.from(o).toString('latin1'))(decodeData(parsed('data:;base64,QUJDRA%3D%3D')))).to.deep.equal(E.right('ABCD'))
  })

  it('one array of the decoded length: a megabyte of base64 gives 786,432 octets whose buffer is no larger', () => {
    const octets = new Uint8Array(786_432).map((_, k) => (k * 2654435761) >>> 24)
    const got = decodeData(parsed('data:;base64,' + Buffer.from(octets).toString('base64')))
    expect(E.isRight(got) && got.right.length).to.equal(786_432)
    expect(E.isRight(got) && got.right.buffer.byteLength).to.be.within(786_432, 786_435)
    expect(E.isRight(got) && Buffer.from(got.right).equals(Buffer.from(octets))).to.equal(true)
  })
})
