/**
 * `publicFaultOf` (src/security/public-site.ts), what `publicSite` checks: a web address names a public
 * site, judged in every reading a client makes of its host. Tables headed by the registries they come
 * from (RFC 6890's addresses, RFC 6761's names, single labels), then the laws on the hostile spellings
 * of hostile-hosts.ts compared with Node's URL (the parser fetch uses): every spelling a WHATWG client
 * reads as a special host is refused, and each run counts the spellings that really work, so the law
 * cannot pass on spellings that do nothing.
 */
import { expect } from 'chai'
import * as fc from 'fast-check'
import { ipv6Pieces } from '../../src/grammar/host.ts'
import { isWebURL } from '../../src/index.ts'
import { classifyIPv4, classifyIPv6, legacyIPv4 } from '../../src/security/index.ts'
import { publicFaultOf } from '../../src/security/public-site.ts'
import { describeError, plain, technical } from '../../src/messages/index.ts'
import type { WebFault } from '../../src/reading/web.ts'
import { hostileIPv6, hostileRegName, UTS46_HOSTS } from './hostile-hosts.ts'

/** What Node's URL reads as the host, or null when it refuses the URI. */
const nodeHost = (uri: string): string | null => {
  try {
    return new URL(uri).hostname
  } catch {
    return null
  }
}

/** Whether Node's hostname is a special address or name (the oracle, written apart: ssrf.spec.ts's, with the special-use domains). */
const special = (hostname: string): boolean => {
  if (hostname.startsWith('[')) return classifyIPv6(ipv6Pieces(hostname.slice(1, -1))) !== 'public'
  const n = /^[0-9.]+$/.test(hostname) ? legacyIPv4(hostname) : null
  if (n !== null) return classifyIPv4(n) !== 'public'
  const name = hostname.replace(/\.$/, '')
  if (!name.includes('.')) return true
  return ['localhost', 'local', 'internal', 'home.arpa', 'test', 'invalid', 'example', 'onion', 'alt', 'metadata.google.internal', 'metadata.goog'].some(
    (s) => name === s || name.endsWith(`.${s}`),
  )
}

const why = (uri: string): string | null => publicFaultOf(uri)?.why ?? null

describe('security/public-site: a web address names a public site', () => {
  it('RFC 6890: special-purpose addresses in every class, IPv4 and IPv6, are refused with their class and the address a client reads', () => {
    const rows: readonly (readonly [string, string, string])[] = [
      ['http://127.0.0.1/', 'loopback', '127.0.0.1'],
      ['http://127.1/', 'loopback', '127.0.0.1'],
      ['http://0x7f.1/', 'loopback', '127.0.0.1'],
      ['http://2130706433/', 'loopback', '127.0.0.1'],
      ['http://0177.0.0.1/', 'loopback', '127.0.0.1'],
      ['http://%EF%BC%90x7f.1/', 'loopback', '127.0.0.1'],
      ['http://10.0.0.1/', 'private', '10.0.0.1'],
      ['http://192.168.1.1:8080/', 'private', '192.168.1.1'],
      ['http://172.16.0.1/', 'private', '172.16.0.1'],
      ['http://169.254.169.254/latest', 'link-local', '169.254.169.254'],
      ['http://100.64.0.1/', 'shared', '100.64.0.1'],
      ['http://192.0.2.1/', 'documentation', '192.0.2.1'],
      ['http://0.0.0.0/', 'unspecified', '0.0.0.0'],
      ['http://224.0.0.1/', 'multicast', '224.0.0.1'],
      ['http://255.255.255.255/', 'broadcast', '255.255.255.255'],
      ['http://[::1]/', 'loopback', '[::1]'],
      ['http://[::]/', 'unspecified', '[::]'],
      ['http://[::ffff:10.0.0.1]/', 'private', '[::ffff:10.0.0.1]'],
      ['http://[::ffff:7f00:1]/', 'loopback', '[::ffff:127.0.0.1]'],
      ['http://[fe80::1]/', 'link-local', '[fe80::1]'],
      ['http://[fe80::1%25eth0]/', 'link-local', '[fe80::1]'],
      ['http://[fd00:ec2::254]/', 'unique-local', '[fd00:ec2::254]'],
      ['http://[2001:db8::1]/', 'documentation', '[2001:db8::1]'],
      ['http://[64:ff9b::a00:1]/', 'private', '[64:ff9b::a00:1]'],
    ]
    for (const [uri, kind, address] of rows) {
      const f = publicFaultOf(uri)
      expect(f, uri).to.include({ _tag: 'WebFault', code: 'not-public', offset: 7, web: true, why: kind, address })
      expect(f?.text, uri).to.equal(uri.slice(7, uri.indexOf('/', 7)).replace(/:[0-9]+$/, ''))
    }
  })

  it('RFC 6761 and after: localhost, special-use domains and cloud metadata names, in any case and with the root dot', () => {
    const rows: readonly (readonly [string, string])[] = [
      ['http://localhost:3000/', 'loopback'],
      ['http://LocalHost./', 'loopback'],
      ['http://api.localhost/', 'loopback'],
      ['http://printer.local/', 'link-local'],
      ['http://my_service.internal/', 'private'],
      ['http://router.home.arpa/', 'private'],
      ['http://a.test/', 'reserved'],
      ['http://a.invalid/', 'reserved'],
      ['http://www.example/', 'documentation'],
      ['http://abc.onion/', 'reserved'],
      ['http://x.alt/', 'reserved'],
      ['http://metadata.google.internal/computeMetadata/v1/', 'metadata'],
      ['http://metadata.goog/', 'metadata'],
    ]
    for (const [uri, kind] of rows) expect(why(uri), uri).to.equal(kind)
  })

  it('single labels: a name without a dot names no public site, after the WHATWG mapping (a fullwidth dot is a dot)', () => {
    for (const uri of ['http://intranet/', 'http://api:8080/', 'https://com./', 'http://INTRANET/', 'http://xn--r8jz45g/', 'http://printer/x'])
      expect(publicFaultOf(uri), uri).to.include({ why: 'single-label' }).and.not.have.property('address')
    expect(why('http://a%EF%BC%8Eexample/')).to.equal('documentation')
  })

  it('law: an IPvFuture literal names no public site: reserved, whatever its version and text (seeded)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('v', 'V'),
        fc.stringMatching(/^[0-9A-Fa-f]{1,3}$/),
        fc.stringMatching(/^[a-z0-9:._~!$&'()*+,;=-]{1,12}$/),
        fc.constantFrom('', ':443', '/a'),
        (v, version, body, rest) => {
          const host = `[${v}${version}.${body}]`
          const fault = publicFaultOf(`https://${host}${rest}`)
          return fault !== null && fault.why === 'reserved' && fault.text === host && fault.offset === 8 && fault.address === host
        },
      ),
      { seed: 3226, numRuns: 300 },
    )
    const fault = publicFaultOf('http://[v1.x]/') as WebFault
    expect(describeError(technical)(fault)).to.include('IPvFuture')
    expect(describeError(plain)(fault)).to.equal('This address is reserved and leads to no public website: enter the address of a public website, like https://www.example.com')
  })
  it('public sites pass: names with a dot, public addresses', () => {
    for (const uri of [
      'https://example.com/',
      'https://www.example.com./a?b#c',
      'http://example.org:8080/',
      'https://xn--r8jz45g.jp/',
      'https://8.8.8.8/',
      'http://[2606:4700::1111]/',
      'http://[::ffff:8.8.8.8]/',
      'https://my_service.example.net/',
    ])
      expect(publicFaultOf(uri), uri).to.equal(null)
  })

  it("law: a registered name a WHATWG client reads as a special host is refused, whatever its spelling (seeded; counts the spellings Node's URL reads as the target)", () => {
    let working = 0
    let refused = 0
    fc.assert(
      fc.property(hostileRegName, fc.constantFrom('', ':8080'), ({ host, target }, port) => {
        const uri = `http://${host}${port}/admin`
        const hostname = nodeHost(uri)
        if (hostname !== null && hostname === target.replace(/\.$/, '')) working++
        const f = publicFaultOf(uri)
        if (f !== null) refused++
        // Every spelling is a web address (RFC 3986 reads it as a name): the check is `public`'s alone.
        return isWebURL(uri) && !(f === null && hostname !== null && special(hostname))
      }),
      { seed: 6761, numRuns: 3000 },
    )
    expect(working).to.be.above(1500)
    expect(refused).to.equal(3000)
  })

  it('law: an IPv6 literal of a special address, in any of its texts, is refused with the class of its pieces (seeded)', () => {
    let embedded = 0
    fc.assert(
      fc.property(hostileIPv6, ({ host, pieces }) => {
        if (host.includes('.')) embedded++
        const f = publicFaultOf(`https://${host}/`)
        return f !== null && f.why === classifyIPv6(pieces) && f.offset === 8 && f.text === host
      }),
      { seed: 4291, numRuns: 1500 },
    )
    expect(embedded).to.be.above(300)
  })

  it('UTS #46 spellings: a fullwidth letter, ideographic stops, ignorable characters', () => {
    for (const { host, target } of UTS46_HOSTS) {
      if (target === '' || target === 'example.com') continue
      expect(publicFaultOf(`http://${encodeURI(host)}/`), host).to.not.equal(null)
    }
  })

  it('law: the fault stands at the host, its text the host as written, for any port and path (seeded)', () => {
    fc.assert(
      fc.property(fc.constantFrom('127.1', 'localhost', 'intranet', '[::1]', '10.1.2.3'), fc.constantFrom('', ':1', ':65535'), fc.constantFrom('', '/', '/a?b#c'), (host, port, rest) => {
        const uri = `HTTPS://${host}${port}${rest}`
        const f = publicFaultOf(uri)
        return f !== null && f.offset === 8 && f.text === host
      }),
      { seed: 9110, numRuns: 200 },
    )
  })
})
