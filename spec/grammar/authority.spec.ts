import { expect } from 'chai'
import { authority, port, userinfo } from '../../src/grammar/index.ts'
import { acceptsAll, consumed, valueOf } from '../helpers.ts'

describe('grammar/authority (RFC 3986 section 3.2)', () => {
  describe('3.2.1 userinfo = *( unreserved / pct-encoded / sub-delims / ":" )', () => {
    it('accepts user names and passwords, possibly empty', () => {
      acceptsAll(userinfo, ['', 'user', 'user:password', 'a:b:c', '%40me', "!$&'()*+,;=", ':'], ['a@b', 'a/b', 'a b', '%g0', '[x]', 'é'])
    })
  })
  describe('3.2.3 port = *DIGIT', () => {
    it('accepts any run of digits, possibly empty', () => {
      acceptsAll(port, ['', '0', '80', '8042', '65536', '000080', '99999999999'], ['a', '80a', '-1', ' 80', '8 0'])
    })
    it('yields the number, or null when empty', () => {
      expect(valueOf(port, '8042').value).to.equal(8042)
      expect(valueOf(port, '').value).to.equal(null)
      expect(valueOf(port, '0080')).to.deep.equal({ raw: '0080', start: 0, end: 4, value: 80 })
    })
  })
  describe('authority = [ userinfo "@" ] host [ ":" port ]', () => {
    it('accepts every combination of userinfo, host and port', () => {
      acceptsAll(
        authority,
        ['example.com', 'user@example.com', 'u:p@example.com:8080', 'example.com:', '@', ':', '', '[::1]:80', 'a:b@[v1.x]:', '192.0.2.16:80', 'cnn.example.com&story=breaking_news@10.0.0.1'],
        ['a@b@c', 'a:b:c', 'example.com:80a', '[::1', 'a b', 'example.com/'],
      )
    })
    it('reads "a:80" as a host and a port, and "a:b@c" as userinfo and host', () => {
      const a = valueOf(authority, 'a:80')
      expect(a.userinfo).to.equal(null)
      expect(a.host.raw).to.equal('a')
      expect(a.port?.raw).to.equal('80')
      const b = valueOf(authority, 'a:b@c')
      expect(b.userinfo).to.deep.equal({ raw: 'a:b', start: 0, end: 3 })
      expect(b.host.raw).to.equal('c')
      expect(b.port).to.equal(null)
    })
    it('keeps an empty port apart from no port, and an empty userinfo apart from none', () => {
      expect(valueOf(authority, 'a:').port).to.deep.equal({ raw: '', start: 2, end: 2, value: null })
      expect(valueOf(authority, 'a').port).to.equal(null)
      expect(valueOf(authority, '@a').userinfo).to.deep.equal({ raw: '', start: 0, end: 0 })
      expect(valueOf(authority, 'a').userinfo).to.equal(null)
    })
    it('stops where the path begins', () => {
      expect(consumed(authority, 'u@h:1/p?q')).to.equal(5)
    })
  })
})
