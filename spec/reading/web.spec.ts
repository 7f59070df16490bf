/**
 * The first functions a form reaches for: `isValidURI` (the boolean twin of
 * `parseURI`) and `isWebURL` (RFC 9110 section 4.2's http and https URIs, as a
 * form asks for a web address), tables headed by section, then each law on
 * generated inputs against an oracle built from `parseURI`'s tree.
 */
import { expect } from 'chai'
import * as fc from 'fast-check'
import { isValid, isValidURI, isWebURL, parse, parseURI } from '../../src/index.ts'
import { hostSpanOf, notPublicPlace, webFaultOf } from '../../src/reading/web.ts'
import { scriptSchemeOf } from '../../src/security/index.ts'
import { anyString } from '../generators.ts'

const table = (f: (s: string) => boolean, rows: readonly (readonly [string, boolean])[]): void => {
  for (const [input, want] of rows) expect(f(input), JSON.stringify(input)).to.equal(want)
}

describe('isValidURI and isWebURL', () => {
  describe('RFC 3986 3 and 4.2: a URI has a scheme; a relative reference is not one', () => {
    const rows = [
      ['https://example.com/', true],
      ['foo://example.com:8042/over/there?name=ferret#nose', true],
      ['urn:example:animal:ferret:nose', true],
      ['mailto:a@example.com', true],
      ['javascript:alert(1)', true],
      ['a:', true],
      ['hello', false],
      ['example.com', false],
      ['/a/b', false],
      ['//example.com/', false],
      ['', false],
      ['http://a b', false],
      ['http://[::1', false],
    ] as const
    it('isValidURI: the table', () => table(isValidURI, rows))
    it('isValid says yes to every reference, relative ones too', () => {
      expect(['hello', 'example.com', 'javascript:alert(1)'].map(isValid)).to.deep.equal([true, true, true])
    })
  })

  describe('RFC 9110 4.2.1, 4.2.2: http and https, the scheme in any case (4.2.3), a non-empty host', () => {
    it('isWebURL: the table', () =>
      table(isWebURL, [
        ['http://example.com', true],
        ['https://example.com/a?b', true],
        ['HTTPS://Example.COM/', true],
        ['http://127.0.0.1/', true],
        ['http://[2001:db8::1]:8080/', true],
        ['https://例え.jp/', false],
        ['http://', false],
        ['http:///a', false],
        ['http:example.com', false],
        ['http:/example.com', false],
        ['https://:443/', false],
        ['ftp://example.com/', false],
        ['mailto:a@example.com', false],
        ['hello', false],
        ['example.com', false],
        ['www.example.com/a', false],
      ]))
  })

  describe('RFC 9110 4.2.4: no user information', () => {
    it('isWebURL: the table', () =>
      table(isWebURL, [
        ['http://me@example.com/', false],
        ['https://me:secret@example.com/', false],
        ['http://@example.com/', false],
        ['http://example.com/@me', true],
        ['http://example.com/?to=a@b', true],
      ]))
  })

  describe('RFC 3986 3.2.3 and TCP: a port of at most 65535', () => {
    it('isWebURL: the table', () =>
      table(isWebURL, [
        ['http://a:65535/', true],
        ['http://a:0/', true],
        ['http://a:/', true],
        ['http://a:0000080/', true],
        ['http://a:65536/', false],
        ['http://a:99999999999/', false],
        ['http://[::1]:70000/', false],
        ['http://[::1]:443/', true],
      ]))
  })

  describe('RFC 9110 4.2.5: a fragment may follow', () => {
    it('isWebURL: the table', () => table(isWebURL, [['https://example.com/a#top', true]]))
  })

  describe('schemes that run code: a URI, never a web address', () => {
    it('the table', () => {
      for (const s of ['javascript:alert(1)', 'JavaScript:void(0)', 'vbscript:msgbox(1)', 'data:text/html,%3Cscript%3Ealert(1)%3C/script%3E']) {
        expect([isValidURI(s), isWebURL(s)], s).to.deep.equal([true, false])
      }
    })
    it('scriptSchemeOf: javascript, vbscript, and data with a document or script media type', () => {
      const rows = [
        ['javascript:alert(1)', 'javascript'],
        ['VBScript:x', 'vbscript'],
        ['data:text/html,hi', 'data'],
        ['data:TEXT/HTML;charset=utf-8,hi', 'data'],
        ['data:text%2Fhtml,hi', 'data'],
        ['data:image/svg+xml;base64,PHN2Zz4=', 'data'],
        ['data:application/xhtml+xml,x', 'data'],
        ['data:application/rss+xml,x', 'data'],
        ['data:text/javascript,alert(1)', 'data'],
        ['data:application/javascript,alert(1)', 'data'],
        ['data:text/plain,hi', null],
        ['data:,hi', null],
        ['data:image/png;base64,iVBO', null],
        ['https://example.com/javascript:', null],
        ['hello', null],
      ] as const
      for (const [s, want] of rows) expect(scriptSchemeOf(s), s).to.equal(want)
    })
  })

  it('never throws, and is false for what is not a string', () => {
    for (const v of [undefined, null, 5, {}, ['http://a/']]) {
      expect(isValidURI(v as never)).to.equal(false)
      expect(isWebURL(v as never)).to.equal(false)
    }
  })

  // Web-shaped inputs: each rule's edge (schemes, userinfo, empty hosts, ports around 65535, brackets),
  // weighted towards the web address each part can break, so both answers come often.
  const part = (good: string, bad: readonly string[]) => fc.oneof({ arbitrary: fc.constant(good), weight: 3 }, { arbitrary: fc.constantFrom(...bad), weight: 1 })
  const webLike = fc
    .tuple(
      fc.constantFrom('http', 'https', 'HTTP', 'hTtPs', 'ftp', 'javascript', 'data', 'ws', ''),
      part('://', [':', ':/', '//', '']),
      part('', ['me@', 'me:pw@', '@']),
      fc.constantFrom('', 'a', 'example.com', '127.0.0.1', '[::1]', '[v1.x]', 'a b', '%41', '[::1'),
      fc.constantFrom('', ':', ':80', ':65535', ':65536', ':00065535', ':99999999999', ':8:0', ':x'),
      fc.constantFrom('', '/', '/a/b', '/@', '/a:b', '?q=a@b', '#f', '/a#b?c', '/é'),
    )
    .map((parts) => parts.join(''))

  /** The oracle: parseURI's tree read by RFC 9110 section 4.2's words. */
  const webOracle = (s: string): boolean => {
    const r = parseURI(s)
    if (r._tag === 'Left') return false
    const u = r.right
    const a = u.authority
    return (
      ['http', 'https'].includes(u.scheme.raw.toLowerCase()) &&
      a !== null &&
      a.host.raw !== '' &&
      a.userinfo === null &&
      (a.port === null || a.port.raw === '' || BigInt(a.port.raw) <= 65535n)
    )
  }

  it('law: isWebURL agrees with the oracle on parseURI’s tree (seeded; counts the cases on each side)', () => {
    let yes = 0
    let no = 0
    fc.assert(
      fc.property(fc.oneof({ arbitrary: webLike, weight: 3 }, { arbitrary: anyString, weight: 1 }), (s) => {
        const want = webOracle(s)
        if (want) yes++
        else no++
        return isWebURL(s) === want
      }),
      { numRuns: 3000, seed: 9110 },
    )
    expect(yes).to.be.greaterThan(120)
    expect(no).to.be.greaterThan(1000)
  })

  it('law: isValidURI(s) is parseURI(s) succeeding (seeded; counts the cases on each side)', () => {
    let yes = 0
    let no = 0
    fc.assert(
      fc.property(fc.oneof(webLike, anyString), (s) => {
        const want = parseURI(s)._tag === 'Right'
        if (want) yes++
        else no++
        return isValidURI(s) === want
      }),
      { numRuns: 3000, seed: 3986 },
    )
    expect(yes).to.be.greaterThan(500)
    expect(no).to.be.greaterThan(1000)
  })

  describe('hostSpanOf (Appendix B): where the host stands, on any text', () => {
    it('the table: after "scheme://" or a leading "//", after the last "@", before the port, brackets kept; null without an authority', () => {
      const rows: readonly (readonly [string, readonly [number, number] | null])[] = [
        ['https://example.com/a', [8, 19]],
        ['HTTP://me:pw@Example.COM:8080/a?b#c', [13, 24]],
        ['http://[::1]:80/', [7, 12]],
        ['http://[fe80::1%25eth0]/', [7, 23]],
        ['//例え.jp/', [2, 7]],
        ['https://例え.jp', [8, 13]],
        ['http://', [7, 7]],
        ['http://a@/', [9, 9]],
        ['mailto:a@example.com', null],
        ['http:/a', null],
        ['a b://x/', null],
        ['1a://x/', null],
        ['', null],
        [' https://x/', null],
      ]
      for (const [input, want] of rows) {
        const span = hostSpanOf(input)
        expect(span === null ? null : [span.start, span.end], JSON.stringify(input)).to.deep.equal(want)
      }
    })
    it('law: on every reference the grammar reads with an authority, the span is its tree’s host (seeded; counts)', () => {
      let hosts = 0
      fc.assert(
        fc.property(fc.oneof(webLike, anyString, fc.constantFrom('//a@b:1/', 'x://[::1]:2', 'x://u@[v1.x]')), (s) => {
          const r = parse(s)
          if (r._tag === 'Left') return true
          const a = r.right.authority
          const span = hostSpanOf(s)
          if (a === null) return span === null
          hosts++
          return span !== null && span.start === a.host.start && span.end === a.host.end
        }),
        { numRuns: 3000, seed: 3922 },
      )
      expect(hosts).to.be.greaterThan(500)
    })
  })

  describe('not-public (since 0.4.0): where a special-use class leads', () => {
    it('notPublicPlace: the computer itself, a private or local network, nowhere, or a single label', () => {
      expect(
        [
          'loopback',
          'unspecified',
          'private',
          'link-local',
          'unique-local',
          'site-local',
          'shared',
          'metadata',
          'documentation',
          'reserved',
          'multicast',
          'broadcast',
          'single-label',
          undefined,
        ].map((w) => notPublicPlace(w as never)),
      ).to.deep.equal(['self', 'self', 'local', 'local', 'local', 'local', 'local', 'local', 'reserved', 'reserved', 'reserved', 'reserved', 'single-label', 'reserved'])
    })
    it('webFaultOf gives no not-public fault: a web address may name any host (RFC 3986); `publicSite` asks for more', () => {
      for (const s of ['http://localhost:3000/', 'http://api:8080/', 'http://my_service.internal/', 'http://127.1/']) {
        expect(webFaultOf(s), s).to.equal(null)
        expect(isWebURL(s), s).to.equal(true)
      }
    })
  })
})
