/**
 * The findings of the attack on 0.1 (issue 11), each as the reproduction that
 * failed before its fix. The classes behind them are tested where they live:
 * security/ssrf.spec.ts (hostile spellings against Node's URL),
 * growth.spec.ts (every helper in linear time), cli/main.spec.ts and
 * cli/lines.spec.ts (the stream), security/*.spec.ts.
 */
import { expect } from 'chai'
import * as E from 'fp-ts/lib/Either.js'
import * as O from 'fp-ts/lib/Option.js'
import { eqScheme, findURIs, fromUserInput, normalize, parse, parseWith, resolve, serialize, suggestFix, type Uri, type UriReference } from '../src/index.ts'
import { inspect, policy, redact, type PolicyViolation } from '../src/security/index.ts'
import { describeError, formatError, technical } from '../src/messages/index.ts'

const ref = (s: string): UriReference => (parse(s) as E.Right<UriReference>).right
const uri = (s: string): Uri => ref(s) as Uri
const codes = (r: E.Either<readonly { readonly code: string }[], unknown>): string[] => (E.isLeft(r) ? r.left.map((v) => v.code) : [])

describe('attack on 0.1: each finding, reproduced', () => {
  it('finding 1: policy lets through hosts that fetch sends to 127.0.0.1', () => {
    const check = policy({ schemes: ['http'] })
    for (const s of [
      'http://%EF%BC%91%EF%BC%92%EF%BC%97.0.0.1:18080/',
      'http://127%E3%80%820%E3%80%820%E3%80%821/',
      'http://local%C2%ADhost/',
      'http://169.254.169.254%E3%80%82/',
      'http://0x7f%EF%BC%8E1/',
      'http://%EF%BC%92%EF%BC%91%EF%BC%93%EF%BC%90%EF%BC%97%EF%BC%90%EF%BC%96%EF%BC%94%EF%BC%93%EF%BC%93/',
      'http://%E2%91%A0%E2%91%A1%E2%91%A6.0.0.1/',
      'http://%E2%93%9B%E2%93%9E%E2%93%92%E2%93%90%E2%93%9Bhost/',
      'http://%EF%BD%8C%EF%BD%8F%EF%BD%83%EF%BD%81%EF%BD%8Chost/',
      'http://local%E2%80%8Bhost/',
      'http://metadata%E3%80%82google%E3%80%82internal/',
      'http://[2002:7f00:1::]/',
      'http://[2002:a9fe:a9fe::]/',
      'http://[2001:0:4136:e378:8000:63bf:80ff:fffe]/',
      'http://[64:ff9b:1::a9fe:a9fe]/',
      'http://[fec0::1]/',
    ]) {
      expect(codes(check(uri(s))), s).to.include('private-address')
    }
    // suggestFix no longer walks a person into it: the fix it offers is refused too
    const typed = 'http://１２７.０.０.１/admin'
    const r = fromUserInput()(typed)
    expect(E.isLeft(r)).to.equal(true)
    const fix = suggestFix(typed)((r as E.Left<import('../src/index.ts').UriError>).left)
    expect(O.isSome(fix)).to.equal(true)
    expect(codes(check(uri((fix as O.Some<string>).value)))).to.include('private-address')
    // and says why
    const [v] = (check(uri('http://%EF%BC%91%EF%BC%92%EF%BC%97.0.0.1/')) as E.Left<readonly PolicyViolation[]>).left
    expect(v).to.deep.include({ code: 'private-address', reader: 'whatwg', address: '127.0.0.1', addressClass: 'loopback' })
    expect(describeError(technical)(v)).to.match(/^A WHATWG URL parser \(fetch, browsers, undici\) reads the host "%EF%BC%91%EF%BC%92%EF%BC%97\.0\.0\.1" as 127\.0\.0\.1, a loopback address/)
  })

  it('finding 4 (and 8): a lone CR is part of the line; see cli/lines.spec.ts and cli/main.spec.ts', () => {
    // the library side of it: the CR makes the input invalid, at its offset
    const r = parse('http://a/\rb')
    expect(E.isLeft(r) && r.left.offset).to.equal(9)
  })

  it('finding 5: redact leaves no password that either reading sends', () => {
    expect(serialize(redact(ref('http:me:secret@example.com/')))).to.equal('http:me:***@example.com/')
    expect(serialize(redact(ref('http:/me:secret@example.com/')))).to.equal('http:/me:***@example.com/')
    expect(serialize(redact(ref('http:///me:secret@example.com/')))).to.equal('http:///me:***@example.com/')
    expect(serialize(redact(ref('https://me%3Asecret@h/')))).to.equal('https://me%3A***@h/')
    expect(inspect()(ref('http:me:secret@example.com/')).map((w) => w.code)).to.include('whatwg-credentials')
  })

  it('finding 6: inspect sees encoded line breaks, mailto headers and double encoding', () => {
    const codesOf = (s: string) => inspect()(ref(s)).map((w) => w.code)
    expect(codesOf('http://a/x%0D%0ASet-Cookie:a=b')).to.deep.equal(['encoded-line-break', 'encoded-line-break'])
    expect(codesOf('mailto:a@b.com?bcc=victim@c.com')).to.deep.equal(['mailto-header'])
    expect(codesOf('mailto:a@b.com?subject=x%0D%0ABcc:v@c.com')).to.deep.equal(['encoded-line-break', 'encoded-line-break'])
    expect(codesOf('http://a/%252e%252e/%252f')).to.deep.equal(['double-encoding', 'double-encoding', 'double-encoding'])
  })

  it('finding 10: policy reads only its own options, not Object.prototype', () => {
    const proto = Object.prototype as unknown as Record<string, unknown>
    proto.allowPrivateAddresses = true
    try {
      expect(codes(policy({})(uri('http://127.0.0.1/')))).to.deep.equal(['private-address'])
      expect(codes(policy()(uri('http://127.0.0.1/')))).to.deep.equal(['private-address'])
    } finally {
      delete proto.allowPrivateAddresses
    }
  })

  it('finding 11: bad options get a clear error, not a RangeError', () => {
    const a = parseWith({ maxLength: -1 })('abc')
    expect(E.isLeft(a) && a.left).to.deep.include({ code: 'invalid-options', option: 'maxLength' })
    expect(E.isLeft(a) && describeError(technical)(a.left)).to.equal('The option "maxLength" must be a whole number of 0 or more, or Infinity; got -1.')
    const b = fromUserInput({ maxLength: -1 })('abc')
    expect(E.isLeft(b) && b.left.code).to.equal('invalid-options')
  })

  it('finding 12: formatError shows C1 controls and bidi overrides as escapes', () => {
    for (const [input, shown] of [
      ['http://a/\u009b31m x', 'http://a/\\u{9B}31m x'],
      ['http://a/\u202eb c', 'http://a/\\u{202E}b c'],
    ]) {
      const r = parse(input)
      const frame = formatError(technical)(input)((r as E.Left<import('../src/index.ts').UriError>).left)
      expect(frame.split('\n')[0]).to.equal(shown)
      expect(frame).to.not.match(/[\u0080-\u009f\u202a-\u202e\u2066-\u2069]/)
    }
  })

  it('finding 13: suffix entries of hosts match without regard to case', () => {
    expect(codes(policy({ hosts: ['.Example.com'] })(uri('https://api.example.com/')))).to.deep.equal([])
    expect(codes(policy({ hosts: ['.Example.com'] })(uri('https://evil.com/')))).to.deep.equal(['host-not-allowed'])
  })

  it('finding 14: urn normalization keeps upper-case hex (6.2.2.1)', () => {
    expect(serialize(normalize(ref('urn:%C3%A9:x')))).to.equal('urn:%C3%A9:x')
    expect(serialize(normalize(ref('URN:Ex%c3%a9:x')))).to.equal('urn:ex%C3%A9:x')
  })

  it('finding 15: an empty port is dropped for every scheme (3.2.3)', () => {
    expect(serialize(normalize(ref('foo://a:/')))).to.equal('foo://a/')
    expect(eqScheme.equals(ref('foo://a:/'), ref('foo://a/'))).to.equal(true)
    expect(serialize(normalize(ref('//a:/x')))).to.equal('//a/x')
  })

  it("finding 16: resolve keeps the base path's dot segments for a query-only reference (5.2.2)", () => {
    expect(serialize(resolve(uri('x://u@h:1/./a/../b/'))(ref('?q')))).to.equal('x://u@h:1/./a/../b/?q')
  })

  it('findings 2 and 3: findURIs and fromUserInput on the adversarial inputs (their growth in growth.spec.ts)', () => {
    expect(findURIs('a'.repeat(20_000))).to.deep.equal([])
    const parens = findURIs('http://a/' + ')'.repeat(20_000))
    expect(parens.map((f) => f.uri)).to.deep.equal(['http://a/'])
    const spaced = fromUserInput()('a' + ' '.repeat(64_000) + 'b')
    expect(E.isLeft(spaced) && spaced.left.code).to.equal('missing-scheme')
  })
})
