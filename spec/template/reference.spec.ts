import { expect } from 'chai'
import * as fc from 'fast-check'
import * as fs from 'node:fs'
import * as path from 'node:path'
import { isValid } from '../../src/index.ts'
import { componentTables } from '../../src/grammar/read/index.ts'
import { referenceFault, U, UR } from '../../src/template/reference.ts'

/** Pieces where RFC 3986's reserved characters decide: schemes, authorities, IP-literals, delimiters, triplets. */
const piece = fc.constantFrom(
  ...Array.from("aZ09-._~!$&'()*+,;=:/?#[]@%vVfF. é"),
  '%41',
  '%4',
  '//',
  '[::1]',
  '[v1.x]',
  '[1:2:3:4:5:6:7:8]',
  '[1:2:3:4:5:6:7]',
  '[::ffff:1.2.3.4]',
  '[::256.1.1.1]',
  '1.2.3.4',
  '::',
  'http:',
)

/** The law: referenceFault finds a fault exactly where isValid refuses, on the strings `strings` makes; at least `least` of each verdict ran. */
const agreesWithIsValid = (strings: fc.Arbitrary<string>, runs: { readonly numRuns: number; readonly seed: number }, least: { readonly valid: number; readonly invalid: number }): void => {
  let valid = 0
  let invalid = 0
  fc.assert(
    fc.property(strings, (s) => {
      const ok = isValid(s)
      if (ok) valid++
      else invalid++
      expect(referenceFault(s) < 0, JSON.stringify(s)).to.equal(ok)
    }),
    runs,
  )
  expect(valid).to.be.greaterThan(least.valid)
  expect(invalid).to.be.greaterThan(least.invalid)
}

describe('template/reference: the expansion check without the URI grammar (RFC 3986 section 4.1)', () => {
  it('agrees with isValid on strings built of the pieces where it matters', () =>
    agreesWithIsValid(
      fc.array(piece, { maxLength: 16 }).map((a) => a.join('')),
      { numRuns: 20_000, seed: 3986 },
      { valid: 4_000, invalid: 4_000 },
    ))

  const hosts: readonly (readonly [string, boolean])[] = [
    ['::', true],
    ['1:2:3:4:5:6:7::', true],
    ['::2:3:4:5:6:7:8', true],
    ['1:2:3:4:5:6:1.2.3.4', true],
    ['1:2:3:4:5::1.2.3.4', true],
    ['1:2:3:4:5:6::1.2.3.4', false],
    ['1:2:3:4:5:6:7:8:9', false],
    ['1::2::3', false],
    ['::01.2.3.4', false],
    ['V1.:', true],
    ['v.a', false],
    ['v1.', false],
  ]
  for (const [h, ok] of hosts)
    it(`reads [${h}] as ${ok ? 'an' : 'no'} IP-literal, as the grammar does`, () => {
      const s = `//[${h}]:80/x`
      expect([referenceFault(s) < 0, isValid(s)]).to.deep.equal([ok, ok])
    })

  it('agrees with isValid on IP literals built of h16, ":", "::" and IPv4 pieces (IPv6address read by one regular expression)', () => {
    const ipPiece = fc.constantFrom('1', 'ab', 'FFFF', '12345', 'g', ':', ':', '::', '1.2.3.4', '256.1.1.1', '01.2.3.4', '.', 'v1.x')
    agreesWithIsValid(
      fc.array(ipPiece, { minLength: 1, maxLength: 18 }).map((a) => `//[${a.join('')}]/`),
      { numRuns: 5_000, seed: 6570 },
      { valid: 300, invalid: 1_000 },
    )
  })

  it('takes its character tables and its IP-literal expression from the grammar, writing none again', () => {
    expect([U, UR]).to.deep.equal([componentTables.unreserved, componentTables.unreservedOrReserved])
    expect(U === componentTables.unreserved && UR === componentTables.unreservedOrReserved).to.equal(true)
    const text = fs.readFileSync(path.join(__dirname, '../../src/template/reference.ts'), 'utf8')
    // No ABNF of section 3.2.2 typed again: h16, dec-octet, ls32, the IPv6address forms, IPvFuture.
    expect(text.match(/H16|DEC_OCTET|LS32|IPV6|IP_FUTURE|\[\\dA-F\]|25\[0-5\]|new RegExp\(`\^\(\?:/g)).to.equal(null)
  })

  it('points at the character that cannot stand there', () => {
    expect(referenceFault('/ab#c#d')).to.equal(5)
    expect(referenceFault('a[b')).to.equal(1)
    expect(referenceFault('1:x')).to.equal(0)
    expect(referenceFault('//a@b@c')).to.equal(5)
    expect(referenceFault('//h:8x')).to.equal(5)
  })
})
