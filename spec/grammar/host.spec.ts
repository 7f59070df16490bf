import { expect } from 'chai'
import * as fc from 'fast-check'
import * as net from 'node:net'
import P from 'parsimmon'
import { decOctet, h16, host, IPLiteral, IPv4address, IPv6address, IPv6addrz, IPvFuture, ls32, regName, ZoneID } from '../../src/grammar/index.ts'
import { parse, parseWith } from '../../src/index.ts'
import { ipv6Pieces } from '../../src/grammar/host.ts'
import { describeError, technical } from '../../src/messages/index.ts'
import { accepts, acceptsAll, consumed, valueOf } from '../helpers.ts'

/** dec-octet transcribed literally from the ABNF, one parsimmon combinator per terminal, longest alternative first. */
const digit = P.regexp(/[0-9]/)
const decOctetOracle = P.alt(
  P.seq(P.string('25'), P.regexp(/[0-5]/)),
  P.seq(P.string('2'), P.regexp(/[0-4]/), digit),
  P.seq(P.string('1'), digit, digit),
  P.seq(P.regexp(/[1-9]/), digit),
  digit,
)

/** The nine forms of section 3.2.2, each with and without an embedded IPv4 address where the form allows one. */
const NINE_FORMS: readonly (readonly [string, readonly string[]])[] = [
  ['6( h16 ":" ) ls32', ['1:2:3:4:5:6:7:8', '1:2:3:4:5:6:1.2.3.4', 'FFFF:ffff:0:00:000:0000:255.255.255.255']],
  ['"::" 5( h16 ":" ) ls32', ['::2:3:4:5:6:7:8', '::2:3:4:5:6:1.2.3.4']],
  ['[ h16 ] "::" 4( h16 ":" ) ls32', ['1::3:4:5:6:7:8', '::3:4:5:6:7:8', '1::3:4:5:6:1.2.3.4']],
  ['[ *1( h16 ":" ) h16 ] "::" 3( h16 ":" ) ls32', ['1:2::4:5:6:7:8', '2::4:5:6:7:8', '::4:5:6:7:8', '1:2::4:5:6:1.2.3.4']],
  ['[ *2( h16 ":" ) h16 ] "::" 2( h16 ":" ) ls32', ['1:2:3::5:6:7:8', '::5:6:7:8', '1:2:3::5:6:1.2.3.4']],
  ['[ *3( h16 ":" ) h16 ] "::" h16 ":" ls32', ['1:2:3:4::6:7:8', '::6:7:8', '1:2:3:4::6:1.2.3.4']],
  ['[ *4( h16 ":" ) h16 ] "::" ls32', ['1:2:3:4:5::7:8', '::7:8', '1:2:3:4:5::1.2.3.4', '::1.2.3.4', '::ffff:192.0.2.1']],
  ['[ *5( h16 ":" ) h16 ] "::" h16', ['1:2:3:4:5:6::8', '::8', '::1', '2001:db8::7']],
  ['[ *6( h16 ":" ) h16 ] "::"', ['1:2:3:4:5:6:7::', '::', '1::', 'fe80::']],
]

const INVALID_IPV6 = [
  '1::2::3',
  '12345::',
  ':::',
  '',
  ':',
  '1:',
  '1:2',
  '1:2:3:4:5:6:7',
  '1:2:3:4:5:6:7:8:9',
  '1:2:3:4:5:6:7::8',
  '::1:2:3:4:5:6:7:8',
  '1::2:3:4:5:6:7:8',
  '1:2:3:4:5:6:7:8::',
  ':1:2:3:4:5:6:7:8',
  '1:2:3:4:5:6:7:8:',
  '1.2.3.4',
  '::1.2.3',
  '::1.2.3.256',
  '::01.2.3.4',
  '::1.2.3.04',
  '1:2:3:4:5:6:7:1.2.3.4',
  '::1.2.3.4:5',
  'g::1',
  '1:::2',
  '::ffff:1.2.3.4.5',
  'fe80::1%eth0',
  '00000::1',
  '1:2:3:4:5:6:1.2.3.4:8',
  '::1 ',
  '[::1]',
]

describe('grammar/host (RFC 3986 section 3.2.2)', () => {
  describe('dec-octet = DIGIT / %x31-39 DIGIT / "1" 2DIGIT / "2" %x30-34 DIGIT / "25" %x30-35', () => {
    it('accepts 0 to 255 written without leading zeros, and nothing else', () => {
      const good = Array.from({ length: 256 }, (_, n) => String(n))
      acceptsAll(decOctet, good, ['256', '300', '999', '010', '00', '01', '-1', '', 'a', '1000', '2555'])
    })
    it('consumes the longest match the ABNF allows, like a literal transcription of the ABNF', () => {
      for (let n = 0; n < 1000; n++) {
        for (const s of [String(n), String(n).padStart(2, '0'), String(n).padStart(3, '0'), `${n}x`]) {
          expect(consumed(decOctet, s), s).to.equal(consumed(decOctetOracle, s))
        }
      }
      expect(consumed(decOctet, '255')).to.equal(3)
      expect(consumed(decOctet, '256')).to.equal(2)
      expect(consumed(decOctet, '010')).to.equal(1)
    })
  })

  describe('IPv4address = dec-octet "." dec-octet "." dec-octet "." dec-octet', () => {
    it('accepts dotted-decimal addresses only', () => {
      acceptsAll(
        IPv4address,
        ['0.0.0.0', '192.0.2.16', '255.255.255.255', '10.0.0.1', '1.2.3.4'],
        ['1.2.3', '1.2.3.4.5', '1.2.3.256', '01.2.3.4', '1.2.3.04', '1..3.4', '0x7f.0.0.1', '127.1', '2130706433', ' 1.2.3.4', '1.2.3.4.'],
      )
    })
    it('yields the four octets as numbers', () => {
      const v = valueOf(IPv4address, '192.0.2.16')
      expect(v).to.deep.equal({ _tag: 'IPv4', raw: '192.0.2.16', start: 0, end: 10, octets: [192, 0, 2, 16] })
    })
  })

  describe('h16 = 1*4HEXDIG and ls32 = ( h16 ":" h16 ) / IPv4address', () => {
    it('h16 takes one to four hex digits', () => {
      acceptsAll(h16, ['0', 'f', 'FFFF', 'a1B2', '0000'], ['', 'fffff', 'g', ':', '1:'])
      expect(consumed(h16, '12345')).to.equal(4)
    })
    it('ls32 is two pieces or an IPv4 address', () => {
      acceptsAll(ls32, ['1:2', 'ffff:ffff', '1.2.3.4', '255.255.255.255'], ['1', '1:', '1:2:3', '1.2.3', '1.2.3.256', ':1'])
    })
  })

  describe('IPv6address', () => {
    for (const [form, examples] of NINE_FORMS) {
      it(`accepts the form ${form}`, () => {
        for (const s of examples) expect(accepts(IPv6address, s), s).to.equal(true)
      })
    }
    it(`rejects ${INVALID_IPV6.length} invalid addresses (1::2::3, 12345::, ::: …)`, () => {
      for (const s of INVALID_IPV6) expect(accepts(IPv6address, s), JSON.stringify(s)).to.equal(false)
    })
    it('consumes the longest match, unanchored, so it embeds', () => {
      expect(consumed(IPv6address, '::1]')).to.equal(3)
      expect(consumed(IPv6address, '::ffff:1.2.3.4]')).to.equal(14)
      expect(consumed(IPv6address, '1::2:3 rest')).to.equal(6)
    })
    it('agrees with Node’s net.isIPv6 on random strings over the IPv6 alphabet', () => {
      fc.assert(
        fc.property(fc.stringMatching(/^[0-9a-fA-F:.]{0,24}$/), (s) => accepts(IPv6address, s) === net.isIPv6(s)),
        { numRuns: 20000, seed: 3986 },
      )
    })
    it('agrees with Node’s net.isIPv6 on generated near-valid addresses', () => {
      const piece = fc.stringMatching(/^[0-9a-f]{1,4}$/)
      const v4 = fc.tuple(fc.nat(260), fc.nat(255), fc.nat(255), fc.nat(255)).map((a) => a.join('.'))
      const address = fc.tuple(fc.array(piece, { maxLength: 9 }), fc.array(piece, { maxLength: 9 }), fc.boolean(), fc.boolean(), v4).map(([a, b, gap, embed, v]) => {
        const tail = embed ? [...b, v] : b
        return gap ? `${a.join(':')}::${tail.join(':')}` : [...a, ...(embed ? [v] : [])].join(':')
      })
      fc.assert(
        fc.property(address, (s) => accepts(IPv6address, s) === net.isIPv6(s)),
        { numRuns: 20000, seed: 66 },
      )
    })
    it('expands to eight 16-bit pieces', () => {
      expect(ipv6Pieces('::ffff:192.0.2.1')).to.deep.equal([0, 0, 0, 0, 0, 0xffff, 0xc000, 0x0201])
      expect(ipv6Pieces('2001:db8::7')).to.deep.equal([0x2001, 0xdb8, 0, 0, 0, 0, 0, 7])
      expect(ipv6Pieces('1::')).to.deep.equal([1, 0, 0, 0, 0, 0, 0, 0])
      expect(ipv6Pieces('::')).to.deep.equal([0, 0, 0, 0, 0, 0, 0, 0])
      expect(ipv6Pieces('1:2:3:4:5:6:7:8')).to.deep.equal([1, 2, 3, 4, 5, 6, 7, 8])
      expect(ipv6Pieces('1:2:3:4:5:6:1.2.3.4')).to.deep.equal([1, 2, 3, 4, 5, 6, 0x0102, 0x0304])
    })
    it('gives back the eight pieces of every way to write them (case, leading zeros, "::" over any run of zeros, ls32 dotted)', () => {
      const piece = fc.oneof(fc.constant(0), fc.constant(0), fc.integer({ min: 0, max: 0xffff }))
      const written = fc
        .tuple(fc.array(piece, { minLength: 8, maxLength: 8 }), fc.array(fc.tuple(fc.nat(3), fc.boolean()), { minLength: 8, maxLength: 8 }), fc.nat(), fc.nat(7), fc.boolean())
        .map(([pieces, styles, runPick, runLength, dotted]) => {
          const hex = pieces.map((x, k) => {
            const digits = x
              .toString(16)
              .padStart(1 + styles[k][0], '0')
              .slice(-4)
            return styles[k][1] ? digits.toUpperCase() : digits
          })
          const groups: string[] = dotted ? [...hex.slice(0, 6), [pieces[6] >> 8, pieces[6] & 255, pieces[7] >> 8, pieces[7] & 255].join('.')] : hex
          const width = (k: number): number => (dotted && k === 6 ? 2 : 1)
          // "::" stands for one or more zero pieces: a run of zero groups starting where the pick lands.
          const starts = groups.map((_, k) => k).filter((k) => pieces[k] === 0 && width(k) === 1)
          if (starts.length === 0) return { pieces, text: groups.join(':') }
          const from = starts[runPick % starts.length]
          let to = from + 1
          while (to < groups.length && to - from <= runLength && pieces[to] === 0 && width(to) === 1) to++
          return { pieces, text: `${groups.slice(0, from).join(':')}::${groups.slice(to).join(':')}` }
        })
      let compressed = 0
      fc.assert(
        fc.property(written, ({ pieces, text }) => {
          if (text.includes('::')) compressed++
          expect(accepts(IPv6address, text), text).to.equal(true)
          expect(ipv6Pieces(text), text).to.deep.equal(pieces)
        }),
        { numRuns: 10_000, seed: 5952 },
      )
      expect(compressed, 'texts with "::"').to.be.above(5000)
    })
  })

  describe('IPvFuture = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" )', () => {
    it('accepts future address formats, "v" in either case', () => {
      acceptsAll(IPvFuture, ['v1.x', 'V1.x', 'vF.a:b', 'v7.fe80::abcd', "v1a.!$&'()*+,;=-._~:"], ['v.x', 'v1.', 'v1', 'w1.x', 'vg.x', 'v1.x/y', 'v1.[x]', 'v1.%41'])
    })
    it('yields the version and the address', () => {
      expect(valueOf(IPvFuture, 'V1f.a:b')).to.deep.equal({ version: '1f', address: 'a:b' })
    })
  })

  describe('IP-literal = "[" ( IPv6address / IPvFuture ) "]"', () => {
    it('accepts bracketed IPv6 and IPvFuture', () => {
      acceptsAll(IPLiteral, ['[::1]', '[2001:db8::7]', '[::ffff:1.2.3.4]', '[v1.x]', '[V9.a]'], ['[::1', '::1]', '[]', '[1.2.3.4]', '[::1]]', '[v1.x', '[ ::1]', '[fe80::1%25eth0]'])
    })
    it('yields an IPv6 host with its pieces, raw text with brackets and the address without', () => {
      expect(valueOf(IPLiteral, '[::1]')).to.deep.equal({
        _tag: 'IPv6',
        raw: '[::1]',
        start: 0,
        end: 5,
        address: '::1',
        pieces: [0, 0, 0, 0, 0, 0, 0, 1],
      })
    })
    it('yields an IPvFuture host', () => {
      expect(valueOf(IPLiteral, '[v1.x]')).to.deep.equal({ _tag: 'IPvFuture', raw: '[v1.x]', start: 0, end: 6, version: '1', address: 'x' })
    })
  })

  describe('reg-name = *( unreserved / pct-encoded / sub-delims )', () => {
    it('accepts registered names, possibly empty', () => {
      acceptsAll(regName, ['', 'example.com', 'EXAMPLE.com', 'a-b_c~d', '%C3%A9t%C3%A9', "!$&'()*+,;=", '1.2.3.256'], ['a b', 'a:b', 'a@b', 'a/b', '%zz', '%4', 'é.com', '[::1]'])
    })
  })

  describe('host = IP-literal / IPv4address / reg-name, first match wins', () => {
    const kind = (s: string): string => valueOf(host, s)._tag
    it('takes a whole IPv4address as IPv4 and anything longer as a reg-name', () => {
      expect(kind('1.2.3.4')).to.equal('IPv4')
      expect(kind('1.2.3.256')).to.equal('RegName')
      expect(kind('1.2.3')).to.equal('RegName')
      expect(kind('1.2.3.4.example')).to.equal('RegName')
      expect(kind('1.2.3.45x')).to.equal('RegName')
      expect(kind('1.2.3.4%41')).to.equal('RegName')
      expect(kind('[::1]')).to.equal('IPv6')
      expect(kind('[v1.x]')).to.equal('IPvFuture')
      expect(kind('')).to.equal('RegName')
    })
    it('stops an IPv4 host where the authority goes on', () => {
      expect(consumed(host, '1.2.3.4:80')).to.equal(7)
      expect(valueOf(P.seq(host, P.string(':80')), '1.2.3.4:80')[0]._tag).to.equal('IPv4')
    })
  })
})

describe('zone identifiers (RFC 6874)', () => {
  const zoned = parseWith({ zoneIds: true })
  const hostOf = (r: ReturnType<typeof zoned>) => (r._tag === 'Right' ? r.right.authority?.host : undefined)
  /** RFC 6874's examples, by section: the input, and the zone (raw, decoded) when it parses with the option. */
  const RFC6874: Readonly<Record<string, readonly (readonly [string, { raw: string; value: string | null } | null])[]>> = {
    '2 (the "%" written "%25")': [['http://[fe80::a%25en1]', { raw: 'en1', value: 'en1' }]],
    '3 (a bare "%" is refused; other spellings are not zone identifiers)': [
      ['http://[fe80::a%en1]', null],
      ['http://[fe80::a-en1]', null],
    ],
    '4 (what a browser may accept: an IPvFuture literal is one already)': [['http://[v6.fe80::a_en1]', null]],
    '2 (a ZoneID holds unreserved characters and triplets)': [
      ['http://[fe80::1%25en%2F1]/', { raw: 'en%2F1', value: 'en/1' }],
      ['http://[fe80::1%25%FF]/', { raw: '%FF', value: null }],
      ['http://[fe80::1%25]/', null],
    ],
  }
  for (const [section, rows] of Object.entries(RFC6874)) {
    describe(`RFC 6874 section ${section}`, () => {
      for (const [input, zone] of rows) {
        it(input, () => {
          const h = hostOf(zoned(input))
          if (zone === null) expect(h === undefined || h._tag !== 'IPv6' || h.zone === undefined).to.equal(true)
          else expect(h?._tag === 'IPv6' && h.zone).to.deep.equal(zone)
        })
      }
    })
  }
  it('IPv6addrz and ZoneID are grammar exports; the host keeps the address without the zone', () => {
    expect(IPv6addrz.skip(P.eof).parse('fe80::1%25eth0').status).to.equal(true)
    expect(ZoneID.skip(P.eof).parse('').status).to.equal(false)
    const h = hostOf(zoned('http://[FE80::1%25eth0]:80/'))
    expect(h).to.deep.include({ _tag: 'IPv6', raw: '[FE80::1%25eth0]', address: 'FE80::1', pieces: [0xfe80, 0, 0, 0, 0, 0, 0, 1] })
  })
  it('without the option a zone is an error that names it; a bare "%" is refused in both modes and the message says %25', () => {
    const off = parse('http://[fe80::1%25eth0]/')
    expect(off._tag === 'Left' && [off.left.code, off.left.offset]).to.deep.equal(['zone-id-not-enabled', 15])
    expect(off._tag === 'Left' && describeError(technical)(off.left)).to.include('zoneIds option')
    for (const p of [parse, zoned]) {
      const bare = p('http://[fe80::1%eth0]/')
      expect(bare._tag === 'Left' && bare.left.code).to.equal('zone-id-needs-25')
      expect(bare._tag === 'Left' && describeError(technical)(bare.left))
        .to.include('"%" at position 16')
        .and.include('"%25"')
    }
  })
})
