import { expect } from 'chai'
import * as E from 'fp-ts/lib/Either.js'
import * as fc from 'fast-check'
import { parse, serialize, type UriReference } from '../../src/index.ts'
import { inspect, redact } from '../../src/security/index.ts'
import { describeError, technical } from '../../src/messages/index.ts'
import { RUNS, uriLike } from '../generators.ts'
import { hostileRegName } from './hostile-hosts.ts'

const ref = (s: string): UriReference => (parse(s) as E.Right<UriReference>).right
const codes = (s: string) => inspect()(ref(s)).map((w) => `${w.section} ${w.code}`)
const said = describeError(technical)

describe('security/inspect (section 7)', () => {
  it('a plain URI raises nothing', () => {
    expect(inspect()(ref('https://example.com/a/b?c=d#e'))).to.deep.equal([])
    expect(inspect()(ref('https://example.com:443/'))).to.deep.equal([])
    expect(inspect()(ref('../relative/ref'))).to.deep.equal([])
  })
  it('7.6: user information, and worse, user information that looks like a host', () => {
    expect(codes('http://me@example.com/')).to.deep.equal(['7.6 userinfo'])
    const [w] = inspect()(ref('http://www.bank.example@evil.example/'))
    expect(w).to.deep.equal({ _tag: 'Warning', code: 'userinfo-looks-like-host', section: '7.6', span: { start: 7, end: 23 }, user: 'www.bank.example', host: 'evil.example' })
    expect(said(w)).to.equal('The user information "www.bank.example" looks like a host name, but the host is "evil.example": a reader may believe the URI leads to "www.bank.example".')
    expect(codes('ftp://cnn.example.com&story=breaking_news@10.0.0.1/top_story.htm')).to.deep.equal(['7.6 userinfo'])
    expect(codes('http://10.0.0.1@evil.example/')).to.deep.equal(['7.6 userinfo-looks-like-host'])
  })
  it('7.5: a password in the user information; redact masks it', () => {
    expect(codes('http://user:secret@example.com/')).to.deep.equal(['7.6 userinfo', '7.5 password'])
    expect(codes('http://user:@example.com/')).to.deep.equal(['7.6 userinfo'])
    expect(serialize(redact(ref('http://user:secret@example.com/a')))).to.equal('http://user:***@example.com/a')
    expect(serialize(redact(ref('http://user@example.com/')))).to.equal('http://user@example.com/')
    expect(serialize(redact(ref('http://user:@example.com/')))).to.equal('http://user:@example.com/')
    expect(serialize(redact(ref('/no/authority')))).to.equal('/no/authority')
  })
  it("7.2: a well-known port that is not the scheme's own", () => {
    const [w] = inspect()(ref('http://example.com:25/'))
    expect(w).to.include({ code: 'well-known-port', section: '7.2', port: 25, scheme: 'http', defaultPort: 80 })
    expect(said(w)).to.equal("Port 25 is a well-known port that is not http's (80): a request may reach another service than the scheme's.")
    expect(w.span).to.deep.equal({ start: 19, end: 21 })
    expect(codes('http://example.com:80/')).to.deep.equal([])
    expect(codes('http://example.com:8080/')).to.deep.equal([])
    expect(codes('gopher://example.com:70/')).to.deep.equal(['7.2 well-known-port'])
  })
  it('7.4: registered names that resolvers read as IPv4, saying which address', () => {
    for (const host of ['127.1', '0x7f.0.0.1', '2130706433', '017700000001', '0177.0.0.1']) {
      const w = inspect()(ref(`http://${host}/`)).find((x) => x.code === 'rare-ip-format')
      expect(w?.section, host).to.equal('7.4')
      expect(w, host).to.include({ host, address: '127.0.0.1' })
      expect(w && said(w), host).to.include('the IPv4 address 127.0.0.1')
    }
    expect(codes('http://127.0.0.1/')).to.deep.equal([])
  })
  it('7.3: %00, encoded "/" "\\\\" and dot segments in a path, encoded delimiters in a host', () => {
    expect(codes('http://h/file%00.txt')).to.deep.equal(['7.3 nul-octet'])
    expect(codes('http://h/a%2Fb')).to.deep.equal(['7.3 encoded-path-delimiter'])
    expect(codes('http://h/a%5cb')).to.deep.equal(['7.3 encoded-path-delimiter'])
    expect(codes('http://h/a/%2E%2E/etc/passwd')).to.deep.equal(['7.3 encoded-dot-segment'])
    expect(codes('http://h/a/.%2e/b')).to.deep.equal(['7.3 encoded-dot-segment'])
    expect(codes('foo://bank.example%40evil.example/')).to.deep.equal(['7.3 encoded-delimiter-in-host'])
    const [w] = inspect()(ref('http://h/a%2Fb'))
    expect(w.span).to.deep.equal({ start: 9, end: 14 })
  })
  it('schemes that run code when followed: javascript:, vbscript:, data: with a document or script media type', () => {
    expect(codes('javascript:alert(1)')).to.deep.equal(['HTML script-scheme'])
    expect(codes('VBScript:msgbox(1)')).to.deep.equal(['HTML script-scheme'])
    expect(codes('data:text/html,%3Cscript%3Ealert(1)%3C/script%3E')).to.deep.equal(['RFC 2397 4 script-scheme'])
    expect(codes('data:image/svg+xml;base64,PHN2Zz4=')).to.deep.equal(['RFC 2397 4 script-scheme'])
    expect(inspect()(ref('javascript:alert(1)'))[0].span).to.deep.equal({ start: 0, end: 10 })
    for (const harmless of ['data:text/plain,hi', 'data:,hi', 'https://example.com/javascript:x', 'javascript/relative']) expect(codes(harmless), harmless).to.deep.equal([])
  })
  it('parser differentials: what a web browser reads differently, where it matters', () => {
    expect(inspect()(ref('http://127.1/')).map(said)).to.include('A web browser would read the host as "127.0.0.1", RFC 3986 as "127.1".')
    expect(codes('http://ev%40il.example/')).to.include('7.6 parser-differential')
    expect(codes('http://1.2.3.256/')).to.deep.equal(['7.6 parser-differential'])
    expect(codes('http://EXAMPLE.com/%7Euser')).to.deep.equal([])
  })
  it('network-path references ("//host") get the host checks of an absolute URI: every http(s) base reads their authority alike', () => {
    expect(codes('//evil.com/')).to.deep.equal([])
    expect(inspect()(ref('//evil%E3%80%82com/')).map((w) => [w.code, said(w)])).to.deep.equal([
      ['parser-differential', 'A web browser would read the host as "evil.com", RFC 3986 as "evil%E3%80%82com".'],
    ])
    expect(codes('///evil.com')).to.deep.equal(['7.6 parser-differential', '7.6 parser-differential'])
    expect(inspect()(ref('///evil.com'))[0].span).to.deep.equal({ start: 2, end: 2 })
    expect(codes('//127.1/')).to.deep.equal(['7.4 rare-ip-format', '7.6 parser-differential'])
    // A path-only reference has no authority to read: nothing changes for it.
    expect(codes('/\u0061')).to.deep.equal([])
  })
  it('law: a network-path reference and its http: form get the same parser-differential warnings', () => {
    let differential = 0
    fc.assert(
      fc.property(fc.constantFrom('', '/', '//'), hostileRegName, fc.constantFrom('', '/x', '/a/%2e%2e/b?q#f'), (slashes, { host }, rest) => {
        const tail = `${slashes}${host}${rest}`
        const network = parse(`//${tail}`)
        const absolute = parse(`http://${tail}`)
        if (E.isLeft(network) || E.isLeft(absolute)) return true
        const of = (r: UriReference) =>
          inspect()(r)
            .filter((w) => w.code === 'parser-differential')
            .map(said)
        const found = of(network.right)
        if (found.length > 0) differential++
        expect(found, tail).to.deep.equal(of(absolute.right))
        return true
      }),
      { seed: 4843, numRuns: 1_500 },
    )
    expect(differential).to.be.above(1_000)
  })
  it('law: never throws on a valid reference; spans lie within it', () => {
    let exercised = 0
    fc.assert(
      fc.property(uriLike, (s) => {
        const r = parse(s)
        if (E.isLeft(r)) return true
        exercised++
        return inspect()(r.right).every((w) => w.span.start >= 0 && w.span.end <= s.length && w.span.start <= w.span.end)
      }),
      { numRuns: RUNS, seed: 7 },
    )
    expect(exercised).to.be.above(2_000)
  })
})
