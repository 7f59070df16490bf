/**
 * typed-uri/registrable-domain: the host read as a WHATWG client reads it
 * (the runtime's URL, UTS #46), then the Public Suffix List by tldts. Tables
 * for each kind of host, and seeded properties for the classes: every spelling
 * a client reads as one name gives one answer; every IPv4 spelling gives
 * null; and Node's own reading (`new URL('http://' + host).hostname`) fed to
 * tldts is an oracle for any host.
 */
import { expect } from 'chai'
import * as fc from 'fast-check'
import { getDomain } from 'tldts'
import { domainToASCII } from 'node:url'
import { registrableDomain } from '../src/registrable-domain/index.ts'

/** What Node's URL reads as the host, or null when it refuses it. */
const nodeHostname = (host: string): string | null => {
  try {
    return new URL(`http://${host}/`).hostname
  } catch {
    return null
  }
}

/** The oracle: Node's reading, then tldts; null for an address (the URL Standard prints every IPv4 host dotted), a refusal or an empty label. */
const oracle = (host: string, allowPrivateDomains = false): string | null => {
  const hostname = nodeHostname(host)
  if (hostname === null || hostname.startsWith('[') || /^[0-9.]+$/.test(hostname)) return null
  const dotted = hostname.endsWith('.')
  const name = dotted ? hostname.slice(0, -1) : hostname
  if (name.split('.').includes('')) return null
  const domain = getDomain(name, { allowPrivateDomains, extractHostname: false, validateHostname: false })
  return domain === null ? null : dotted ? domain + '.' : domain
}

describe('typed-uri/registrable-domain (tldts, the Public Suffix List, hosts read as a client reads them)', () => {
  it('the registrable domain of a host, or null', () => {
    expect(registrableDomain('a.b.example.co.uk')).to.equal('example.co.uk')
    expect(registrableDomain('WWW.Example.COM')).to.equal('example.com')
    for (const none of ['co.uk', 'com', 'localhost', '127.0.0.1', '', '::1', '[::1]', '[v1.x]']) expect(registrableDomain(none), none).to.equal(null)
    expect(registrableDomain(42 as unknown as string)).to.equal(null)
  })

  it('an IPv4 address in any form a client reads has none: two addresses never share a "site"', () => {
    const table: readonly (readonly [string, string])[] = [
      ['0x7f.0.0.1', '127.0.0.1'],
      ['0x0a.0.0.1', '10.0.0.1'],
      ['127.1', '127.0.0.1'],
      ['0x7f.1', '127.0.0.1'],
      ['0177.0.0.1', '127.0.0.1'],
      ['2130706433', '127.0.0.1'],
      ['0X7F.0.0.1.', '127.0.0.1'],
      ['１２７．０．０．１', '127.0.0.1'],
      ['%31%32%37.0.0.1', '127.0.0.1'],
    ]
    for (const [host, address] of table) {
      // The premise, from Node: the client connects to the address.
      expect(nodeHostname(host), host).to.equal(address)
      expect(registrableDomain(host), host).to.equal(null)
    }
  })

  it('a host whose last label is a number is an IPv4 address to WHATWG, or no host: none ("ends in a number")', () => {
    for (const host of ['a.b.1', 'example.com.1', 'a.b.0x', 'a.b.0x1f', 'a.b.1.', 'a.256.1', '1.2.3.4.5']) {
      expect(nodeHostname(host), host).to.equal(null)
      expect(registrableDomain(host), host).to.equal(null)
    }
    // A last label that is not a number (not all hex after "0x") is a name.
    expect(registrableDomain('a.b.0x1g')).to.equal('b.0x1g')
  })

  it('a host with an empty label has none', () => {
    for (const host of ['a..com', 'x.a..b', '.example.com', 'example..com', 'example.com..', '.', '..', 'a.%2E.com', 'a.。com']) expect(registrableDomain(host), host).to.equal(null)
  })

  it('a final dot is kept: example.com. is its own site, as the URL Standard and browsers have it', () => {
    expect(registrableDomain('example.com.')).to.equal('example.com.')
    expect(registrableDomain('www.example.com.')).to.equal('example.com.')
    expect(registrableDomain('a.b.example.co.uk.')).to.equal('example.co.uk.')
    expect(registrableDomain('www.bücher.de．')).to.equal('xn--bcher-kva.de.')
    for (const suffix of ['com.', 'co.uk.']) expect(registrableDomain(suffix), suffix).to.equal(null)
  })

  it('a host the client refuses has none', () => {
    for (const host of [
      'xn--a.com',
      'a%FFb.com',
      'a%2Fb.com',
      'a b.com',
      'a/b.com',
      'a@b.com',
      'a:80',
      'a\\b.com',
      'a\tb.com',
      '%',
      'a%2.com',
      'ex\u200cample.com',
      'x'.repeat(5000) + 'é.com',
    ])
      expect(registrableDomain(host), JSON.stringify(host.slice(0, 20))).to.equal(null)
  })

  it('one site, one answer, in A-labels: Unicode, A-label, percent-encoded UTF-8, upper case, fullwidth', () => {
    const table: readonly (readonly [readonly string[], string])[] = [
      [['é.com', 'xn--9ca.com', 'XN--9CA.COM', '%C3%A9.com', '%c3%a9.com', 'É.com', '%C3%89.COM', 'e\u0301.com'], 'xn--9ca.com'],
      [['www.bücher.de', 'www.xn--bcher-kva.de', 'WWW.BÜCHER.DE', 'www.b%C3%BCcher.de', 'ｗｗｗ．ｂüｃｈｅｒ．ｄｅ'], 'xn--bcher-kva.de'],
      [['ｅｘａｍｐｌｅ.com', 'ＥＸＡＭＰＬＥ．ＣＯＭ', 'www.ex\u00adample.com', '%65xample.com', 'example。com'], 'example.com'],
      [['a.例え.jp', 'A.xn--r8jz45g.JP', 'a.%E4%BE%8B%E3%81%88.jp', '例え。jp'], 'xn--r8jz45g.jp'],
      [['www.пример.рф', 'www.xn--e1afmkfd.xn--p1ai', 'ПРИМЕР.РФ'], 'xn--e1afmkfd.xn--p1ai'],
      // A suffix of more than one label written in Unicode: 公司.cn is one.
      [['a.b.公司.cn', 'b.xn--55qx5d.cn'], 'b.xn--55qx5d.cn'],
    ]
    for (const [spellings, answer] of table) for (const host of spellings) expect(registrableDomain(host), host).to.equal(answer)
  })

  it('the private section of the list, when asked: foo.github.io is its own', () => {
    expect(registrableDomain('foo.github.io')).to.equal('github.io')
    expect(registrableDomain('foo.github.io', {})).to.equal('github.io')
    expect(registrableDomain('foo.github.io', { privateSuffixes: false })).to.equal('github.io')
    expect(registrableDomain('foo.github.io', { privateSuffixes: true })).to.equal('foo.github.io')
    expect(registrableDomain('a.foo.github.io', { privateSuffixes: true })).to.equal('foo.github.io')
    expect(registrableDomain('github.io', { privateSuffixes: true })).to.equal(null)
    expect(registrableDomain('a.example.co.uk', { privateSuffixes: true })).to.equal('example.co.uk')
    expect(registrableDomain('FOO.GITHUB.IO.', { privateSuffixes: true })).to.equal('foo.github.io.')
  })

  it('options that are not an object whose privateSuffixes is a boolean answer null for every host, never a throw', () => {
    const bad: readonly unknown[] = [null, 42, 'yes', true, () => {}, Symbol('o'), { privateSuffixes: 'yes' }, { privateSuffixes: 1 }, { privateSuffixes: null }]
    for (const options of bad) expect(registrableDomain('foo.github.io', options as never), String(typeof options)).to.equal(null)
    // Read from the object's own properties only: a polluted prototype sets no option.
    const inherited = Object.create({ privateSuffixes: true }) as object
    expect(registrableDomain('foo.github.io', inherited)).to.equal('github.io')
    // An option given as undefined is an option not given; other properties are not options.
    expect(registrableDomain('foo.github.io', { privateSuffixes: undefined, other: 1 } as never)).to.equal('github.io')
    const throwing = new Proxy(
      {},
      {
        get: () => {
          throw new Error('no')
        },
        getOwnPropertyDescriptor: () => {
          throw new Error('no')
        },
      },
    )
    expect(registrableDomain('foo.github.io', throwing)).to.equal(null)
  })

  it('without a URL parser in the runtime, plain ASCII names keep their answers and the rest has none', () => {
    const saved = globalThis.URL
    try {
      ;(globalThis as { URL?: unknown }).URL = undefined
      expect(registrableDomain('a.b.example.co.uk')).to.equal('example.co.uk')
      expect(registrableDomain('WWW.EXAMPLE.COM.')).to.equal('example.com.')
      expect(registrableDomain('%41.example.com')).to.equal('example.com')
      expect(registrableDomain('0x7f.1')).to.equal(null)
      expect(registrableDomain('a..com')).to.equal(null)
      expect(registrableDomain('a/b.com')).to.equal(null)
      // No Punycode is made without the runtime's UTS #46: no answer rather than a Unicode one.
      expect(registrableDomain('é.com')).to.equal(null)
    } finally {
      globalThis.URL = saved
    }
  })

  describe('laws (seeded)', () => {
    /** Letters of scripts without case trouble or bidi rules, for labels that UTS #46 keeps. */
    const LETTERS = [...'abcdefghijklmnopqrstuvwxyz0123456789', 'é', 'ü', 'ö', 'ñ', 'ç', 'á', 'п', 'р', 'и', 'м', 'е', 'α', 'β', '例', 'え', '中', '文']
    const label = fc
      .array(fc.constantFrom(...LETTERS), { minLength: 1, maxLength: 8 })
      .map((cs) => cs.join(''))
      .chain((l) => fc.constantFrom(l, l.length > 2 ? `${l[0]}-${l.slice(1)}` : l))
    const SUFFIXES = ['com', 'co.uk', 'de', 'jp', 'github.io', 'blogspot.com', 'xn--p1ai', 'рф', '公司.cn', 'kawasaki.jp', 'city.kawasaki.jp', 'ck', 'example']
    /** A name as UTS #46 writes it before Punycode: Unicode, in NFC and lower case. */
    const name = fc.tuple(fc.array(label, { minLength: 0, maxLength: 3 }), fc.constantFrom(...SUFFIXES)).map(([labels, suffix]) => [...labels, suffix].join('.'))

    const FULLWIDTH = (c: string): string => (/[!-~]/.test(c) ? String.fromCharCode(c.charCodeAt(0) + 0xfee0) : c)
    const utf8 = (c: string, upper: boolean): string =>
      Array.from(new TextEncoder().encode(c), (b) => '%' + (upper ? b.toString(16).toUpperCase() : b.toString(16)).padStart(2, '0')).join('')
    type Spelling = 'as-is' | 'upper' | 'fullwidth' | 'percent' | 'PERCENT'
    /** Each character spelled in one of the ways a client maps back to it; dots too (U+FF0E, U+3002, "%2E"). */
    const spelled = (host: string): fc.Arbitrary<string> =>
      fc.array(fc.constantFrom<Spelling>('as-is', 'upper', 'fullwidth', 'percent', 'PERCENT'), { minLength: host.length, maxLength: host.length }).map((how) =>
        Array.from(host, (c, k) => {
          switch (how[k]) {
            case 'as-is':
              return c
            case 'upper':
              return c.toUpperCase()
            case 'fullwidth':
              return c === '.' ? '\uff0e' : FULLWIDTH(c)
            case 'percent':
            case 'PERCENT':
              return utf8(c, how[k] === 'PERCENT')
          }
        }).join(''),
      )

    it('law: every spelling of one name (Unicode, A-label, percent-encoded, upper case, fullwidth, mixed) has the answer of its A-label form', () => {
      let answered = 0
      let nonAscii = 0
      fc.assert(
        fc.property(
          name.chain((host) => spelled(host).map((spelling) => ({ host, spelling }))),
          fc.boolean(),
          ({ host, spelling }, privateSuffixes) => {
            const ascii = domainToASCII(host)
            const options = { privateSuffixes }
            const expected = registrableDomain(ascii, options)
            if (expected !== null) answered++
            if (/[^\x00-\x7f]/.test(host)) nonAscii++
            expect(registrableDomain(host, options), host).to.equal(expected)
            expect(registrableDomain(spelling, options), spelling).to.equal(expected)
            expect(registrableDomain(ascii.toUpperCase(), options), ascii).to.equal(expected)
            // An answer is ASCII, in lower case: an A-label form.
            if (expected !== null) expect(expected).to.match(/^[a-z0-9.-]+$/)
          },
        ),
        { seed: 3490, numRuns: 2000 },
      )
      expect(answered).to.be.above(1000)
      expect(nonAscii).to.be.above(800)
    })

    type Radix = 'dec' | 'hex' | 'HEX' | 'oct'
    const inRadix = (n: number, r: Radix, zeros: number): string =>
      r === 'dec' ? String(n) : r === 'oct' ? '0' + '0'.repeat(zeros) + n.toString(8) : (r === 'hex' ? '0x' : '0X') + '0'.repeat(zeros) + n.toString(16)
    /** An IPv4 address in a form inet_aton and the URL Standard read: 1 to 4 parts, each decimal, hex or octal, a final dot or not. */
    const ipv4 = fc
      .record({
        octets: fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255), fc.nat(255)),
        parts: fc.constantFrom(1, 2, 3, 4),
        radices: fc.array(fc.constantFrom<Radix>('dec', 'hex', 'HEX', 'oct'), { minLength: 4, maxLength: 4 }),
        zeros: fc.array(fc.nat(2), { minLength: 4, maxLength: 4 }),
        finalDot: fc.boolean(),
      })
      .map(({ octets: o, parts, radices, zeros, finalDot }) => {
        const n = o[0] * 2 ** 24 + o[1] * 2 ** 16 + o[2] * 2 ** 8 + o[3]
        const values = parts === 4 ? [...o] : parts === 3 ? [o[0], o[1], o[2] * 256 + o[3]] : parts === 2 ? [o[0], n % 2 ** 24] : [n]
        return { host: values.map((v, k) => inRadix(v, radices[k], zeros[k])).join('.') + (finalDot ? '.' : ''), address: o.join('.') }
      })

    it('law: an IPv4 address in any spelling (decimal, hex, octal, short forms, fullwidth, percent-encoded) has none', () => {
      let read = 0
      fc.assert(
        fc.property(
          ipv4.chain(({ host, address }) => spelled(host).map((spelling) => ({ host, spelling, address }))),
          ({ host, spelling, address }) => {
            // The premise, from Node: the client reads the address.
            if (nodeHostname(host) === address && nodeHostname(spelling) === address) read++
            expect(registrableDomain(host), host).to.equal(null)
            expect(registrableDomain(spelling), spelling).to.equal(null)
          },
        ),
        { seed: 791, numRuns: 2000 },
      )
      expect(read).to.equal(2000)
    })

    it('law: a name followed by a number has none (the URL Standard reads it as IPv4, or refuses it)', () => {
      let exercised = 0
      fc.assert(
        fc.property(
          name,
          fc.oneof(
            fc.nat().map(String),
            fc.nat().map((n) => '0x' + n.toString(16)),
            fc.constant('0x'),
          ),
          fc.boolean(),
          (host, last, dot) => {
            const h = `${host}.${last}${dot ? '.' : ''}`
            if (nodeHostname(h) === null) exercised++
            expect(registrableDomain(h), h).to.equal(null)
          },
        ),
        { seed: 1123, numRuns: 1000 },
      )
      expect(exercised).to.equal(1000)
    })

    /** Hosts of any make: the letters above, digits, dots of every kind, triplets good and bad, "x", "-", "_", upper case, ignorables. */
    const anyHost = fc
      .array(
        fc.oneof(
          { weight: 6, arbitrary: fc.constantFrom(...LETTERS, 'X', 'É', '_', '-', '0x', '1') },
          { weight: 3, arbitrary: fc.constantFrom('.', '.', '\uff0e', '\u3002', '..') },
          { weight: 1, arbitrary: fc.constantFrom('%C3%A9', '%2e', '%41', '%FF', '%2F', '%', '\u00ad', '\u200b', 'xn--', 'xn--9ca', 'ｃｏｍ') },
        ),
        { minLength: 1, maxLength: 12 },
      )
      .map((parts) => parts.join(''))

    it("law: Node's URL fed to tldts agrees with registrableDomain on any host (with and without the private section)", () => {
      let both = 0
      let none = 0
      fc.assert(
        fc.property(fc.oneof(anyHost, name, name.chain(spelled)), fc.boolean(), (host, privateSuffixes) => {
          const ours = registrableDomain(host, { privateSuffixes })
          const theirs = oracle(host, privateSuffixes)
          if (ours !== null && theirs !== null) both++
          if (ours === null) none++
          expect(ours, host).to.equal(theirs)
        }),
        { seed: 2025, numRuns: 4000 },
      )
      expect(both).to.be.above(1500)
      expect(none).to.be.above(500)
    })
  })
})
