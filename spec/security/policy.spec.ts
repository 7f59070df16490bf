import { expect } from 'chai'
import * as E from 'fp-ts/lib/Either.js'
import { parse, type UriReference } from '../../src/index.ts'
import { defaultSchemes } from '../../src/normalize/scheme.ts'
import { policy, type PolicyOptions } from '../../src/security/index.ts'
import { DEFAULT_PORTS } from '../../src/security/policy.ts'
import { describeError, technical } from '../../src/messages/index.ts'

const ref = (s: string): UriReference => (parse(s) as E.Right<UriReference>).right
const said = describeError(technical)
const violations = (s: string, options: PolicyOptions = {}) => {
  const r = policy(options)(ref(s))
  return E.isLeft(r) ? r.left.map((v) => v.code) : []
}

describe('security/policy (server-side request forgery)', () => {
  it('lets an ordinary public URL through, as the Uri', () => {
    const r = policy()(ref('https://example.com/a?b'))
    expect(E.isRight(r) && r.right.scheme.raw).to.equal('https')
  })
  it('refuses loopback, private, link-local, unique-local and unspecified addresses, in every spelling', () => {
    for (const s of [
      'http://127.0.0.1/',
      'http://localhost/',
      'http://api.localhost/',
      'http://LOCALHOST./',
      'http://10.1.2.3/',
      'http://192.168.0.1:8080/',
      'http://172.16.0.1/',
      'http://169.254.169.254/latest/meta-data/',
      'http://0.0.0.0/',
      'http://[::1]/',
      'http://[::]/',
      'http://[fe80::1]/',
      'http://[fd00::1]/',
      'http://[::ffff:127.0.0.1]/',
      'http://[::ffff:a9fe:a9fe]/',
      'http://[64:ff9b::7f00:1]/',
    ]) {
      expect(violations(s), s).to.include('private-address')
    }
  })
  it('refuses the rare IPv4 forms of section 7.4, and what they point at', () => {
    expect(violations('http://127.1/')).to.deep.equal(['rare-ip-format', 'private-address'])
    expect(violations('http://0x7f.0.0.1/')).to.deep.equal(['rare-ip-format', 'private-address'])
    expect(violations('http://2130706433/')).to.deep.equal(['rare-ip-format', 'private-address'])
    expect(violations('http://134744072/')).to.deep.equal(['rare-ip-format'])
    expect(violations('http://134744072/', { allowRareIPv4Forms: true })).to.deep.equal([])
  })
  it('allow-lists: schemes, ports, host kinds, hosts', () => {
    expect(violations('ftp://example.com/')).to.deep.equal(['scheme-not-allowed'])
    expect(violations('file:///etc/passwd')).to.deep.equal(['scheme-not-allowed', 'no-host'])
    expect(violations('https://example.com:8443/', { ports: [443] })).to.deep.equal(['port-not-allowed'])
    expect(violations('https://example.com/', { ports: [443] })).to.deep.equal([])
    expect(violations('https://93.184.216.34/', { hostKinds: ['reg-name'] })).to.deep.equal(['host-kind-not-allowed'])
    expect(violations('https://api.example.com/', { hosts: ['.example.com'] })).to.deep.equal([])
    expect(violations('https://example.com/', { hosts: ['.example.com'] })).to.deep.equal(['host-not-allowed'])
    expect(violations('https://evil.com/', { hosts: ['example.com', '.example.com'] })).to.deep.equal(['host-not-allowed'])
  })
  it('refuses user information unless allowed', () => {
    expect(violations('https://user@example.com/')).to.deep.equal(['userinfo-not-allowed'])
    expect(violations('https://user@example.com/', { allowUserinfo: true })).to.deep.equal([])
  })
  it('allows private addresses when asked', () => {
    expect(violations('http://10.0.0.1/', { allowPrivateAddresses: true })).to.deep.equal([])
  })
  it('refuses relative references and URIs without a host, with messages', () => {
    const r = policy()(ref('/just/a/path'))
    expect(E.isLeft(r) && r.left[0]).to.deep.include({ code: 'not-absolute' })
    const m = policy()(ref('http://169.254.169.254/'))
    expect(E.isLeft(m) && m.left[0]).to.deep.include({ _tag: 'PolicyViolation', host: '169.254.169.254', reader: 'rfc3986', addressClass: 'link-local', address: '169.254.169.254' })
    expect(E.isLeft(m) && said(m.left[0])).to.equal('The host is a link-local address (169.254.169.254), which a server-side request must not reach.')
    expect(E.isLeft(m) && m.left[0].span).to.deep.equal({ start: 7, end: 22 })
  })
})

describe("policy: a scheme's default port", () => {
  it("is the port of normalize's rule for the scheme: the policy's own table agrees with defaultSchemes", () => {
    const ports = Object.fromEntries([...defaultSchemes].flatMap(([scheme, rule]) => (rule.defaultPort === undefined ? [] : [[scheme, rule.defaultPort]])))
    expect(DEFAULT_PORTS).to.deep.equal(ports)
    expect(Object.keys(ports).length).to.equal(5)
  })
  it('counts where no port is written, for every scheme of the table and none other', () => {
    for (const [scheme, port] of Object.entries(DEFAULT_PORTS)) {
      const ref = parse(`${scheme}://example.com/`)
      if (E.isLeft(ref)) throw new Error(said(ref.left))
      expect(E.isRight(policy({ schemes: [scheme], ports: [port] })(ref.right)), scheme).to.equal(true)
      expect(E.isLeft(policy({ schemes: [scheme], ports: [port + 1] })(ref.right)), scheme).to.equal(true)
    }
    const other = parse('gopher://example.com/')
    if (E.isLeft(other)) throw new Error(said(other.left))
    const r = policy({ schemes: ['gopher'], ports: [70] })(other.right)
    expect(E.isLeft(r) && r.left.map(said)).to.deep.equal(['Port (none) is not allowed (allowed: 70).'])
    expect(E.isLeft(r) && r.left[0]).to.deep.include({ code: 'port-not-allowed', port: null, allowed: [70] })
  })
})
