import { expect } from 'chai'
import P from 'parsimmon'
import * as E from 'fp-ts/lib/Either.js'
import * as fc from 'fast-check'
import { eqScheme, eqSyntax, normalizeSyntax, parse, parseWith, serialize, type UriReference } from '../../src/index.ts'
import { canonicalizeIPv6, ipv6Text } from '../../src/normalize/ipv6.ts'
import { IPv6address } from '../../src/grammar/index.ts'
import { ipv6Pieces } from '../../src/grammar/host.ts'
import { describeError, technical } from '../../src/messages/index.ts'

const ref = (s: string, zoneIds = false): UriReference => {
  const r = zoneIds ? parseWith({ zoneIds: true })(s) : parse(s)
  if (E.isLeft(r)) throw new Error(`${s}: ${describeError(technical)(r.left)}`)
  return r.right
}
const canonical = (address: string): string => ipv6Text(ipv6Pieces(address))

/** RFC 5952's examples: every spelling the section shows, and the text it recommends. */
const RFC5952: Readonly<Record<string, readonly (readonly [string, string])[]>> = {
  '2.1 (leading zeros), 4.1': [
    ['2001:db8:aaaa:bbbb:cccc:dddd:eeee:0001', '2001:db8:aaaa:bbbb:cccc:dddd:eeee:1'],
    ['2001:db8:aaaa:bbbb:cccc:dddd:eeee:001', '2001:db8:aaaa:bbbb:cccc:dddd:eeee:1'],
    ['2001:db8:aaaa:bbbb:cccc:dddd:eeee:01', '2001:db8:aaaa:bbbb:cccc:dddd:eeee:1'],
    ['2001:db8:aaaa:bbbb:cccc:dddd:eeee:1', '2001:db8:aaaa:bbbb:cccc:dddd:eeee:1'],
    ['2001:0db8::0001', '2001:db8::1'],
  ],
  '2.2 (zero compression), 4.2.1': [
    ['2001:db8:aaaa:bbbb:cccc:dddd::1', '2001:db8:aaaa:bbbb:cccc:dddd:0:1'],
    ['2001:db8:aaaa:bbbb:cccc:dddd:0:1', '2001:db8:aaaa:bbbb:cccc:dddd:0:1'],
    ['2001:db8:0:0:0::1', '2001:db8::1'],
    ['2001:db8:0:0::1', '2001:db8::1'],
    ['2001:db8:0::1', '2001:db8::1'],
    ['2001:db8::1', '2001:db8::1'],
    ['2001:db8:0:0:0:0:2:1', '2001:db8::2:1'],
    ['2001:db8::0:1', '2001:db8::1'],
  ],
  '2.2, 4.2.3 (the longest run; the first of equal runs)': [
    ['2001:db8::aaaa:0:0:1', '2001:db8::aaaa:0:0:1'],
    ['2001:db8:0:0:aaaa::1', '2001:db8::aaaa:0:0:1'],
    ['2001:db8:0:0:1:0:0:1', '2001:db8::1:0:0:1'],
    ['2001:db8::1:0:0:1', '2001:db8::1:0:0:1'],
    ['2001:db8::0:1:0:0:1', '2001:db8::1:0:0:1'],
    ['2001:db8:0:0:1::1', '2001:db8::1:0:0:1'],
    ['2001:db8:0000:0:1::1', '2001:db8::1:0:0:1'],
    ['2001:0:0:1:0:0:0:1', '2001:0:0:1::1'],
  ],
  '4.2.2 (never "::" for one zero field)': [
    ['2001:db8:0:1:1:1:1:1', '2001:db8:0:1:1:1:1:1'],
    ['2001:db8::1:1:1:1:1', '2001:db8:0:1:1:1:1:1'],
  ],
  '2.3 (upper and lower case), 4.3': [
    ['2001:db8:aaaa:bbbb:cccc:dddd:eeee:aaaa', '2001:db8:aaaa:bbbb:cccc:dddd:eeee:aaaa'],
    ['2001:db8:aaaa:bbbb:cccc:dddd:eeee:AAAA', '2001:db8:aaaa:bbbb:cccc:dddd:eeee:aaaa'],
    ['2001:db8:aaaa:bbbb:cccc:dddd:eeee:AaAa', '2001:db8:aaaa:bbbb:cccc:dddd:eeee:aaaa'],
  ],
  '5 (mixed notation for well-known IPv4-embedding prefixes)': [
    ['0:0:0:0:0:ffff:192.0.2.1', '::ffff:192.0.2.1'],
    ['::ffff:c000:0201', '::ffff:192.0.2.1'],
    ['::FFFF:0:192.0.2.1', '::ffff:0:192.0.2.1'],
    ['::1', '::1'],
    ['::', '::'],
    ['::192.0.2.1', '::c000:201'],
  ],
}

describe('canonicalizeIPv6 (RFC 5952)', () => {
  for (const [section, rows] of Object.entries(RFC5952)) {
    describe(`RFC 5952 section ${section}`, () => {
      for (const [given, want] of rows) {
        it(`${given} → ${want}`, () => {
          expect(canonical(given)).to.equal(want)
          expect(serialize(canonicalizeIPv6(ref(`http://[${given}]:80/a`)))).to.equal(`http://[${want}]:80/a`)
        })
      }
    })
  }

  it('keeps a zone identifier as written, and every other host as it is (the very same value)', () => {
    expect(serialize(canonicalizeIPv6(ref('http://[FE80:0::1%25Eth0]/', true)))).to.equal('http://[fe80::1%25Eth0]/')
    const plain = ref('http://example.com/')
    expect(canonicalizeIPv6(plain)).to.equal(plain)
    const done = ref('http://[::1]/')
    expect(canonicalizeIPv6(done)).to.equal(done)
  })

  it('is used by equivalent, while normalizeSyntax stays as RFC 3986 section 6.2.2 defines it', () => {
    expect(eqScheme.equals(ref('http://[2001:DB8:0:0:1:0:0:1]/'), ref('http://[2001:db8::1:0:0:1]/'))).to.equal(true)
    expect(eqSyntax.equals(ref('http://[2001:DB8:0:0:1:0:0:1]/'), ref('http://[2001:db8::1:0:0:1]/'))).to.equal(false)
    expect(serialize(normalizeSyntax(ref('http://[2001:DB8:0:0:1::1]/')))).to.equal('http://[2001:db8:0:0:1::1]/')
  })

  it('law: the text is an IPv6address of the same pieces, in lower case without leading zeros, and canonical itself', () => {
    let checked = 0
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.constant(0), fc.constant(0), fc.constant(0xffff), fc.integer({ min: 0, max: 0xffff })), { minLength: 8, maxLength: 8 }), (pieces) => {
        const text = ipv6Text(pieces)
        checked++
        const whole = IPv6address.skip(P.eof).parse(text)
        return whole.status && JSON.stringify(ipv6Pieces(text)) === JSON.stringify(pieces) && text === text.toLowerCase() && canonical(text) === text && !/(^|:)0[0-9a-f]/.test(text)
      }),
      { numRuns: 5_000, seed: 52 },
    )
    expect(checked).to.equal(5_000)
  })
})
