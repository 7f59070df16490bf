/**
 * The SSRF rule of `policy`, as a property compared with Node's URL (the
 * parser fetch uses): for every URI policy allows, the host a WHATWG client
 * connects to is not special. Inputs are hostile spellings (hostile-hosts.ts);
 * each run counts how many of them a WHATWG client really reads as the target,
 * so the property cannot pass by generating spellings that do nothing.
 */
import { expect } from 'chai'
import * as E from 'fp-ts/lib/Either.js'
import * as fc from 'fast-check'
import { parse, parseIRI, type Uri } from '../../src/index.ts'
import { classifyIPv4, classifyIPv6, legacyIPv4, policy } from '../../src/security/index.ts'
import { ipv6Pieces } from '../../src/grammar/host.ts'
import { idna } from '../../src/idna/index.ts'
import { iriToURIWith } from '../../src/iri/index.ts'
import { platformHost, readingText, whatwgRegName } from '../../src/security/host-reading.ts'
import { hostileIPv6, hostileIriRegName, hostileRegName, UTS46_HOSTS } from './hostile-hosts.ts'

const check = policy({ schemes: ['http', 'https', 'ws', 'wss', 'ftp'] })

/** What Node's URL reads as the host, or null when it refuses the URI. */
const nodeHost = (uri: string): string | null => {
  try {
    return new URL(uri).hostname
  } catch {
    return null
  }
}

/** Whether Node's hostname is an address or name a server-side request must not reach. */
const special = (hostname: string): boolean => {
  if (hostname.startsWith('[')) return classifyIPv6(ipv6Pieces(hostname.slice(1, -1))) !== 'public'
  const n = /^[0-9.]+$/.test(hostname) ? legacyIPv4(hostname) : null
  if (n !== null) return classifyIPv4(n) !== 'public'
  const name = hostname.replace(/\.$/, '')
  return name === 'localhost' || name.endsWith('.localhost') || ['metadata', 'metadata.google.internal', 'metadata.goog', 'instance-data'].includes(name)
}

const scheme = fc.constantFrom('http', 'https', 'ws', 'wss', 'ftp')
const port = fc.constantFrom('', ':80', ':18080')

describe("security/ssrf: policy against hostile spellings, compared with Node's URL", function () {
  this.timeout(120_000)

  it('law: a host a WHATWG client reads as special is never allowed (seeded, thousands of working spellings)', () => {
    let parsed = 0
    let working = 0
    fc.assert(
      fc.property(scheme, hostileRegName, port, (s, { host, target }, p) => {
        const uri = `${s}://${host}${p}/admin`
        const r = parse(uri)
        if (E.isLeft(r) || r.right._tag !== 'Uri') return false
        parsed++
        const hostname = nodeHost(uri)
        if (hostname === target.replace(/\.$/, '') || hostname === target) working++
        const allowed = E.isRight(check(r.right as Uri))
        return !(allowed && hostname !== null && special(hostname))
      }),
      { seed: 6890, numRuns: 4000 },
    )
    expect(parsed).to.equal(4000)
    expect(working).to.be.above(2000)
  })

  it('law: the same for IRIs, their hosts written in Unicode (parseIRI, then policy)', () => {
    let working = 0
    let nonAscii = 0
    fc.assert(
      fc.property(scheme, hostileIriRegName, port, (s, { host, target }, p) => {
        const uri = `${s}://${host}${p}/admin`
        const r = parseIRI(uri)
        if (E.isLeft(r)) return false
        if (/[^\x00-\x7f]/.test(host)) nonAscii++
        const hostname = nodeHost(uri)
        if (hostname === target.replace(/\.$/, '') || hostname === target) working++
        const allowed = E.isRight(check(r.right))
        return !(allowed && hostname !== null && special(hostname))
      }),
      { seed: 3492, numRuns: 4000 },
    )
    expect(working).to.be.above(2000)
    expect(nonAscii).to.be.above(2000)
  })

  it('the WHATWG reading written here agrees with Node on every spelling that works, with no platform URL to lean on', () => {
    let working = 0
    fc.assert(
      fc.property(hostileRegName, ({ host }) => {
        const hostname = nodeHost(`http://${host}/`)
        if (hostname === null || !special(hostname)) return true
        working++
        expect(readingText(whatwgRegName(host)), host).to.equal(hostname)
        return true
      }),
      { seed: 3987, numRuns: 4000 },
    )
    expect(working).to.be.above(2000)
  })

  it('IPv6 literals of special addresses, in every embedding and text, are refused', () => {
    let refused = 0
    fc.assert(
      fc.property(hostileIPv6, ({ host, pieces }) => {
        const r = parse(`http://${host}/`)
        if (E.isLeft(r)) return false
        const hostname = nodeHost(`http://${host}/`)
        expect(hostname === null || special(hostname), `${host} → ${hostname}`).to.equal(true)
        expect(classifyIPv6(pieces)).to.not.equal('public')
        const v = check(r.right as Uri)
        if (E.isLeft(v) && v.left.some((x) => x.code === 'private-address')) refused++
        return E.isLeft(v)
      }),
      { seed: 5952, numRuns: 3000 },
    )
    expect(refused).to.equal(3000)
  })

  describe("IRI hosts converted by UTS #46 read as a WHATWG client reads them: iriToURIWith, policy and Node's URL agree", () => {
    const CONVERSIONS = [
      ['the runtime', iriToURIWith({ host: 'idna' })],
      ['tr46', iriToURIWith({ host: idna })],
    ] as const
    /** The host of a converted URI, or null for a Left. */
    const convertedHost = (convert: (iri: string) => E.Either<unknown, string>, uri: string): string | null => {
      const r = convert(uri)
      return E.isRight(r) ? new URL(r.right).hostname : null
    }

    for (const { host, target } of UTS46_HOSTS) {
      it(`${JSON.stringify(host)} → ${target === '' ? 'refused' : target}`, () => {
        const uri = `http://${host}/admin`
        expect(nodeHost(uri)).to.equal(target === '' ? null : target)
        for (const [, convert] of CONVERSIONS) expect(convertedHost(convert, uri)).to.equal(target === '' ? null : target)
        const tree = parseIRI(uri)
        expect(E.isRight(tree)).to.equal(true)
        const reading = platformHost((tree as E.Right<Uri>).right)
        expect(reading === null ? null : readingText(reading)).to.equal(target === '' ? '(none)' : target)
        if (target !== '' && special(target)) expect(E.isLeft(check((tree as E.Right<Uri>).right)), 'policy refuses it').to.equal(true)
      })
    }

    it('law: for every hostile IRI host with a non-ASCII character, both conversions give the host Node reads, or a Left where Node refuses', () => {
      let working = 0
      let refused = 0
      fc.assert(
        fc.property(hostileIriRegName, ({ host, target }) => {
          fc.pre(/[^\x00-\x7f]|%/.test(host))
          const uri = `http://${host}/admin`
          const hostname = nodeHost(uri)
          if (hostname === null) refused++
          else if (hostname === target.replace(/\.$/, '') || hostname === target) working++
          for (const [name, convert] of CONVERSIONS) expect(convertedHost(convert, uri), `${name}: ${host}`).to.equal(hostname)
          return true
        }),
        { seed: 5891, numRuns: 3000 },
      )
      expect(working, 'spellings Node reads as the special target').to.be.above(1500)
      expect(refused, 'spellings Node refuses').to.be.above(100)
    })
  })
})
