import { expect } from 'chai'
import * as fc from 'fast-check'
import { classifyIPv4, classifyIPv6, embeddedIPv4, embeddedIPv4s, ipv4InNetwork, ipv4ToNumber, legacyIPv4, numberToIPv4 } from '../../src/security/index.ts'
import { ipv6Pieces } from '../../src/grammar/host.ts'

const v4 = (s: string) => ipv4ToNumber(s.split('.').map(Number))

describe('security/ip (section 7.4)', () => {
  it('IPv4 addresses as numbers, and back', () => {
    expect(ipv4ToNumber([127, 0, 0, 1])).to.equal(2130706433)
    expect(ipv4ToNumber([255, 255, 255, 255])).to.equal(4294967295)
    expect(numberToIPv4(2130706433)).to.equal('127.0.0.1')
    fc.assert(
      fc.property(fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255), fc.nat(255)), (o) => numberToIPv4(ipv4ToNumber(o)) === o.join('.')),
      { seed: 1 },
    )
  })
  it('the rare forms resolvers accept, each meaning 127.0.0.1', () => {
    for (const host of ['127.1', '0x7f.0.0.1', '2130706433', '017700000001', '0177.0.0.1', '0x7f000001', '127.0.1', '127.0.0.1.', '0X7F.1']) {
      expect(legacyIPv4(host), host).to.equal(2130706433)
    }
  })
  it('agrees with Node on which host names are IPv4 addresses, and which', () => {
    for (const host of ['127.1', '0x7f.0.0.1', '2130706433', '1.2.3', '10.1', '0', '0x', '4294967295', '1.256', '0.0.0.0', '192.168.0.1']) {
      const n = legacyIPv4(host)
      const node = new URL(`http://${host}/`).hostname
      expect(n === null ? host : numberToIPv4(n), host).to.equal(node)
    }
  })
  it('is null for names that are not IPv4 in any form', () => {
    for (const host of ['example.com', '1.2.3.256', '4294967296', '08', '0x1g', '1..2', '', '1.2.3.4.5', '256.1']) expect(legacyIPv4(host), host).to.equal(null)
  })
  it('networks by number', () => {
    expect(ipv4InNetwork(v4('10.1.2.3'), v4('10.0.0.0'), 8)).to.equal(true)
    expect(ipv4InNetwork(v4('11.0.0.0'), v4('10.0.0.0'), 8)).to.equal(false)
    expect(ipv4InNetwork(v4('8.8.8.8'), 0, 0)).to.equal(true)
  })
  it('classes of IPv4 addresses', () => {
    const cases: Record<string, string> = {
      '127.0.0.1': 'loopback',
      '10.0.0.1': 'private',
      '172.16.5.4': 'private',
      '172.32.0.1': 'public',
      '192.168.1.1': 'private',
      '169.254.169.254': 'link-local',
      '0.0.0.0': 'unspecified',
      '100.64.0.1': 'shared',
      '224.0.0.1': 'multicast',
      '255.255.255.255': 'broadcast',
      '93.184.216.34': 'public',
      '8.8.8.8': 'public',
      '192.0.2.1': 'documentation',
      '198.51.100.7': 'documentation',
      '203.0.113.9': 'documentation',
      '192.0.0.192': 'reserved',
    }
    for (const [address, kind] of Object.entries(cases)) expect(classifyIPv4(v4(address)), address).to.equal(kind)
  })
  it('classes of IPv6 addresses, an embedded IPv4 address classed as itself', () => {
    const cases: Record<string, string> = {
      '::1': 'loopback',
      '::': 'unspecified',
      'fe80::1': 'link-local',
      'fc00::1': 'unique-local',
      'fd12:3456::1': 'unique-local',
      '::ffff:127.0.0.1': 'loopback',
      '::ffff:10.0.0.1': 'private',
      '::ffff:8.8.8.8': 'public',
      '64:ff9b::a00:1': 'private',
      '::127.0.0.1': 'loopback',
      'ff02::1': 'multicast',
      '2001:db8::1': 'documentation',
      '3fff::1': 'documentation',
      '2606:4700::1111': 'public',
      'fec0::1': 'site-local',
      '2002:7f00:1::': 'loopback',
      '2002:a9fe:a9fe::1': 'link-local',
      '2002:808:808::': 'public',
      '2001:0:4136:e378:8000:63bf:80ff:fffe': 'loopback',
      '2001:0:4136:e378:8000:63bf:f7f7:f7f7': 'public',
      '64:ff9b:1::a00:1': 'private',
      '64:ff9b:1::808:808': 'reserved',
      '100::1': 'reserved',
      '64:ff9b::808:808': 'public',
    }
    for (const [address, kind] of Object.entries(cases)) expect(classifyIPv6(ipv6Pieces(address)), address).to.equal(kind)
    expect(embeddedIPv4(ipv6Pieces('::ffff:7f00:1'))).to.equal(2130706433)
    expect(embeddedIPv4(ipv6Pieces('2001:db8::1'))).to.equal(null)
    expect(embeddedIPv4s(ipv6Pieces('2001:0:4136:e378:8000:63bf:80ff:fffe'))).to.deep.equal([0x4136e378, 2130706433])
    expect(embeddedIPv4s(ipv6Pieces('2002:7f00:1::'))).to.deep.equal([2130706433])
  })
})
