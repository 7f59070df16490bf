/**
 * The English words of `typed-uri/security`'s facts (src/messages/en/security.ts):
 * every warning code, violation code and refusal kind has a technical and a
 * plain sentence that name its parameters; the facts `inspect`, `policy`,
 * `safeRedirect` and `readings` return carry data, never a sentence, and both
 * catalogs word every one of them.
 */
import { expect } from 'chai'
import * as E from 'fp-ts/lib/Either.js'
import * as fc from 'fast-check'
import { parse, parseIRIReference, type UriReference } from '../../../src/index.ts'
import { describeError, plain, technical, type RefusalReason } from '../../../src/messages/index.ts'
import {
  inspect,
  policy,
  readings,
  safeRedirect,
  type PolicyOptions,
  type PolicyViolationCode,
  type PolicyViolationOf,
  type WarningCode,
  type WarningOf,
} from '../../../src/security/index.ts'
import type { ReadingRefusal, RedirectError } from '../../../src/security/index.ts'

const span = { start: 0, end: 1 }

/** A fact, the parameter texts its technical sentence names, and those its plain sentence names. */
type Sample<F> = readonly [fact: F, technicalNames: readonly string[], plainNames: readonly string[]]

/** A fact's parameters: what it carries besides its tag, code, section and span (each member of a union apart). */
type ParametersOf<F> = F extends unknown ? Omit<F, '_tag' | 'code' | 'section' | 'span'> : never

const warning = <C extends WarningCode>(code: C, parameters: ParametersOf<WarningOf<C>>): WarningOf<C> => ({ _tag: 'Warning', code, section: '7.3', span, ...parameters }) as WarningOf<C>

/** Each code's facts: a code without a sample fails to compile. */
const WARNINGS: { readonly [C in WarningCode]: readonly Sample<WarningOf<C>>[] } = {
  userinfo: [[warning('userinfo', { userinfo: 'me', host: 'example.com' }), ['"me"', '"example.com"'], ['example.com']]],
  'userinfo-looks-like-host': [[warning('userinfo-looks-like-host', { user: 'bank.example', host: 'evil.example' }), ['bank.example', 'evil.example'], ['bank.example', 'evil.example']]],
  password: [
    [warning('password', { colon: 'written' }), ['password in clear text'], ['password']],
    [warning('password', { colon: 'encoded', userinfo: 'me%3Asecret' }), ['"me%3Asecret"', '%3A'], ['password']],
  ],
  'whatwg-credentials': [
    [warning('whatwg-credentials', { credentials: 'me:secret', password: true }), ['"me:secret"', 'a user name and a password'], ['user name and password']],
    [warning('whatwg-credentials', { credentials: 'me', password: false }), ['"me"', 'as a user name and'], ['a user name']],
  ],
  'well-known-port': [
    [warning('well-known-port', { port: 25, scheme: 'http', defaultPort: 80 }), ['Port 25', "http's (80)"], ['port 25']],
    [warning('well-known-port', { port: 70, scheme: 'gopher', defaultPort: null }), ['Port 70 is a well-known port:'], ['port 70']],
  ],
  'rare-ip-format': [[warning('rare-ip-format', { host: '0x7f.1', address: '127.0.0.1' }), ['"0x7f.1"', '127.0.0.1'], ['"0x7f.1"', '127.0.0.1']]],
  'nul-octet': [[warning('nul-octet', { written: '%00' }), ['%00'], ['%00']]],
  'encoded-line-break': [
    [warning('encoded-line-break', { where: 'uri', codePoint: 0x0d, written: '%0d' }), ['carriage return (%0d)'], ['%0d']],
    [warning('encoded-line-break', { where: 'uri', codePoint: 0x0a, written: '%0A' }), ['line feed (%0A)'], ['%0A']],
    [warning('encoded-line-break', { where: 'mailto-header', codePoint: 0x2028, written: '%E2%80%A8' }), ['LINE SEPARATOR (U+2028), %E2%80%A8,', 'mailto'], ['%E2%80%A8']],
    [warning('encoded-line-break', { where: 'mailto-header', codePoint: 0x85, written: '\u0085' }), ['a NEXT LINE (U+0085) which'], []],
  ],
  'encoded-control': [[warning('encoded-control', { octet: 1, written: '%01' }), ['(%01)'], ['%01']]],
  'double-encoding': [
    [warning('double-encoding', { octet: 0x2e, written: '%252e' }), ['"%252e"', '"%2e"', 'twice "."'], ['"%252e"']],
    [warning('double-encoding', { octet: 0x0a, written: '%250A' }), ['"%0A"', 'twice "(a control)"'], ['"%250A"']],
  ],
  'encoded-path-delimiter': [
    [warning('encoded-path-delimiter', { segment: 'a%2Fb', delimiter: '/' }), ['"a%2Fb"', 'encoded "/"'], ['"a%2Fb"', '"/"']],
    [warning('encoded-path-delimiter', { segment: 'a%5cb', delimiter: '\\' }), ['"a%5cb"', 'encoded "\\"'], ['"\\"']],
  ],
  'encoded-dot-segment': [[warning('encoded-dot-segment', { segment: '%2E%2E', decoded: '..' }), ['"%2E%2E"', '".."'], ['"%2E%2E"', '".."']]],
  'encoded-delimiter-in-host': [[warning('encoded-delimiter-in-host', { delimiter: '@', written: '%40' }), ['"@" (%40)'], ['"@" (%40)']]],
  'mailto-header': [
    [warning('mailto-header', { field: 'bcc', recipients: true }), ['"bcc" field adds recipients'], ['"bcc"', 'recipients']],
    [warning('mailto-header', { field: 'x-mailer', recipients: false }), ['"x-mailer" field sets a header'], ['"x-mailer"']],
  ],
  'parser-differential': [
    [warning('parser-differential', { difference: 'host', whatwg: 'evil.com', rfc3986: 'evil%E3%80%82com' }), ['host as "evil.com"', '"evil%E3%80%82com"'], ['evil.com', 'evil%E3%80%82com']],
    [warning('parser-differential', { difference: 'path', whatwg: '/b', rfc3986: '/a/../b' }), ['path as "/b"', '"/a/../b"'], ['/b', '/a/../b']],
    [warning('parser-differential', { difference: 'browser-refuses' }), ['reject'], ['cannot open']],
    [warning('parser-differential', { difference: 'host-too-long', limit: 4096 }), ['over 4096 characters'], ['too long']],
  ],
  'script-scheme': [
    [warning('script-scheme', { scheme: 'JavaScript' }), ['"JavaScript" scheme'], ['script']],
    [warning('script-scheme', { scheme: 'data' }), ['data URI'], ['script']],
  ],
  'bidi-formatting': [
    [warning('bidi-formatting', { component: 'query', codePoint: 0x202e, encoded: '%E2%80%AE' }), ['query name or value', 'U+202E', '%E2%80%AE'], ['after "?"', 'invisible']],
  ],
  'bidi-component': [
    [warning('bidi-component', { component: 'path', text: '\u05D0b', mixesDirections: true, rtlAtEdges: false }), ['"\u05D0b" mixes', 'and does not begin and end'], ['"\u05D0b"']],
    [warning('bidi-component', { component: 'host-label', text: '\u05D01', mixesDirections: false, rtlAtEdges: false }), ['host label "\u05D01" does not begin'], ['"\u05D01"']],
  ],
  'mixed-script-host': [
    [
      warning('mixed-script-host', { label: 'p\u0430ypal', scripts: ['Latin', 'Cyrillic', 'Other'] }),
      ['"p\u0430ypal"', 'Latin, Cyrillic and another script'],
      ['"p\u0430ypal"', 'Latin, Cyrillic'],
    ],
  ],
  'confusable-host': [[warning('confusable-host', { label: '\u0430pple', looksLike: 'apple' }), ['"\u0430pple"', '"apple"'], ['"\u0430pple"', '"apple"']]],
  'overlong-utf8': [
    [warning('overlong-utf8', { written: '%C0%AF', codePoint: 0x2f }), ['"%C0%AF"', 'encoding of "/"'], ['%C0%AF', '"/"']],
    [warning('overlong-utf8', { written: '%C0%80', codePoint: 0 }), ['encoding of U+0000'], ['U+0000']],
  ],
}

const violation = <C extends PolicyViolationCode>(code: C, parameters: ParametersOf<PolicyViolationOf<C>>): PolicyViolationOf<C> =>
  ({ _tag: 'PolicyViolation', code, span, ...parameters }) as PolicyViolationOf<C>

const VIOLATIONS: { readonly [C in PolicyViolationCode]: readonly Sample<PolicyViolationOf<C>>[] } = {
  'not-absolute': [[violation('not-absolute', {}), ['relative reference'], ['full address']]],
  'scheme-not-allowed': [
    [violation('scheme-not-allowed', { scheme: 'FTP', allowed: ['http', 'https'] }), ['"FTP"', 'http, https'], ['http:// or https://']],
    [violation('scheme-not-allowed', { scheme: 'ftp', allowed: [] }), ['"ftp"'], ['cannot be used']],
  ],
  'no-host': [[violation('no-host', {}), ['no host'], ['name of the website']]],
  'host-kind-not-allowed': [
    [violation('host-kind-not-allowed', { hostKind: 'ipv4', allowed: ['reg-name'] }), ['kind ipv4', 'reg-name'], ['not a number address']],
    [violation('host-kind-not-allowed', { hostKind: 'reg-name', allowed: ['ipv4', 'ipv6'] }), ['kind reg-name', 'ipv4, ipv6'], ['different kind']],
  ],
  'host-not-allowed': [
    [violation('host-not-allowed', { host: 'evil.com', whatwg: null }), ['"evil.com" is not'], ['evil.com']],
    [violation('host-not-allowed', { host: '%EF%BC%91.example', whatwg: '1.example' }), ['"%EF%BC%91.example"', 'reads it as "1.example"'], ['1.example']],
  ],
  'port-not-allowed': [
    [violation('port-not-allowed', { port: 8443, allowed: [443] }), ['Port 8443', 'allowed: 443'], ['Port 8443', 'port 443']],
    [violation('port-not-allowed', { port: null, allowed: [70, 71] }), ['Port (none)', '70, 71'], ['70 or 71']],
  ],
  'userinfo-not-allowed': [[violation('userinfo-not-allowed', {}), ['User information'], ['user name and password']]],
  'private-address': [
    [
      violation('private-address', { host: '169.254.169.254', reader: 'rfc3986', addressClass: 'link-local', address: '169.254.169.254' }),
      ['link-local address (169.254.169.254)'],
      ['private network'],
    ],
    [
      violation('private-address', { host: '%EF%BC%91%EF%BC%92%EF%BC%97.0.0.1', reader: 'whatwg', addressClass: 'loopback', address: '127.0.0.1' }),
      ['"%EF%BC%91%EF%BC%92%EF%BC%97.0.0.1" as 127.0.0.1, a loopback address'],
      ['private network'],
    ],
  ],
  'rare-ip-format': [[violation('rare-ip-format', { host: '127.1', address: '127.0.0.1' }), ['"127.1"', '127.0.0.1'], ['"127.1"', '127.0.0.1']]],
  'invalid-options': [
    [
      violation('invalid-options', { reason: { kind: 'option-not-of-kind', option: 'ports', entry: 'option', must: 'ports', got: { type: 'string', text: '443' } } }),
      ['"ports"', '"443"'],
      ['set up wrongly'],
    ],
    [violation('invalid-options', { reason: { kind: 'options-not-an-object', whole: 'options', got: { type: 'number', text: '1' } } }), ['options must be an object'], ['set up wrongly']],
  ],
}

type RefusalKind = RefusalReason['kind']
const redirectRefusal = (reason: RedirectError['reason'], offset = 2): RedirectError => ({
  _tag: 'RedirectError',
  code: reason.kind === 'invalid-options' ? 'invalid-options' : 'unsafe-redirect',
  offset,
  reason,
})
const readingRefusal = (reason: ReadingRefusal['reason'], offset = 2): ReadingRefusal => ({
  _tag: 'ReadingRefusal',
  code: reason.kind === 'invalid-options' ? 'invalid-options' : 'unreadable',
  offset,
  reason,
})

const REFUSALS: { readonly [K in RefusalKind]: readonly Sample<RedirectError | ReadingRefusal>[] } = {
  'not-text': [[redirectRefusal({ kind: 'not-text' }), ['not a string'], ['not text']]],
  'not-a-reference': [[readingRefusal({ kind: 'not-a-reference', error: 'invalid-character' }, 1), ['invalid-character', 'position 2', 'section 4.1'], ['character 2']]],
  'no-base': [[readingRefusal({ kind: 'no-base' }), ['section 5.1'], ['no full address']]],
  'browser-refuses': [[redirectRefusal({ kind: 'browser-refuses' }), ['WHATWG'], ['web browser']]],
  'no-runtime-url': [[readingRefusal({ kind: 'no-runtime-url' }), ['no URL parser'], ['no web browser address reader']]],
  'host-too-long': [[redirectRefusal({ kind: 'host-too-long', limit: 4096 }), ['over 4096'], ['4,096']]],
  'invalid-options': [
    [redirectRefusal({ kind: 'invalid-options', option: 'allow', index: 2 }), ['allow[2]', 'RFC 6454'], ['entry 3 of "allow"']],
    [readingRefusal({ kind: 'invalid-options', option: 'base' }), ['"base"', 'sections 4.3 and 5.1'], ['"base"']],
  ],
  'script-scheme': [[redirectRefusal({ kind: 'script-scheme', scheme: 'data' }), ['"data"', 'RFC 2397 section 4'], ['(data:)']]],
  'other-origin': [[redirectRefusal({ kind: 'other-origin', reader: 'whatwg', origin: 'https://evil.com' }), ['https://evil.com', 'WHATWG', 'RFC 6454'], ['https://evil.com']]],
  'parsers-disagree': [[redirectRefusal({ kind: 'parsers-disagree', components: ['host', 'port'] }), ['host and port', 'section 6.2'], ['the website name and the port number']]],
  'path-starts-with-two-slashes': [[redirectRefusal({ kind: 'path-starts-with-two-slashes', reader: 'whatwg' }), ['WHATWG', 'section 4.2'], ['two slashes']]],
}

/** What the plain register never says: rule names, section numbers, parser names, a final full stop. */
const NOT_PLAIN = /\bRFC\b|\bsection\b|WHATWG|\bURI\b|userinfo|percent-encod|\.$/

const samplesOf = <F>(table: { readonly [k: string]: readonly Sample<F>[] }): readonly (readonly [string, Sample<F>])[] =>
  Object.entries(table).flatMap(([code, samples]) => samples.map((s) => [code, s] as const))

describe('messages/en/security: the words of warnings, violations and refusals', () => {
  for (const [section, table] of [
    ['warnings', WARNINGS],
    ['violations', VIOLATIONS],
    ['refusals', REFUSALS],
  ] as const) {
    it(`every code of ${section} has a technical and a plain sentence, each naming the parameters that matter`, () => {
      const samples = samplesOf(table as { readonly [k: string]: readonly Sample<unknown>[] })
      for (const [code, [fact, technicalNames, plainNames]] of samples) {
        const t = describeError(technical)(fact as never)
        const p = describeError(plain)(fact as never)
        for (const [sentence, names] of [
          [t, technicalNames],
          [p, plainNames],
        ] as const) {
          expect(sentence, code).to.be.a('string').with.length.above(20)
          expect(sentence, code).to.not.equal(code)
          for (const name of names) expect(sentence, `${code}: ${sentence}`).to.include(name)
        }
        expect(t, code).to.match(/\.$/)
        expect(p, `${code}: ${p}`).to.not.match(NOT_PLAIN)
      }
      // Every code of the catalogs has a sample, and no sample names a code the catalogs lack.
      expect(Object.keys(table).sort()).to.deep.equal(Object.keys(technical[section]).sort())
      expect(Object.keys(plain[section]).sort()).to.deep.equal(Object.keys(technical[section]).sort())
    })
  }

  it('a policy whose options are wrong is worded from its options reason: the option, what it must be, what it was', () => {
    const r = policy({ ports: '443' } as unknown as PolicyOptions)((parse('https://a/') as E.Right<UriReference>).right)
    if (E.isRight(r)) throw new Error('the options were accepted')
    const [v] = r.left
    expect(v).to.deep.equal({
      _tag: 'PolicyViolation',
      code: 'invalid-options',
      span: { start: -1, end: -1 },
      reason: { kind: 'option-not-of-kind', option: 'ports', entry: 'option', must: 'ports', got: { type: 'string', text: '443' } },
    })
    expect(describeError(technical)(v)).to.equal('The option "ports" must be an array of port numbers (whole numbers from 0 to 65535); got "443".')
    expect(describeError(technical)(v)).to.equal(technical.reasons['option-not-of-kind'](v.code === 'invalid-options' ? (v.reason as never) : (null as never), null as never))
  })
})

/** URI parts that raise each warning, put together at random: the class of what `inspect` returns. */
const risky: fc.Arbitrary<string> = fc
  .tuple(
    fc.constantFrom('http', 'https', 'gopher', 'foo', 'mailto', 'javascript', 'data'),
    fc.constantFrom('', 'me@', 'me:secret@', 'www.bank.example@', 'me%3Asecret@', '\u05D0b@'),
    fc.constantFrom('example.com', '127.1', '0x7f.0.0.1', 'bank%40evil.example', 'evil%E3%80%82com', 'xn--80ak6aa92e', '\u0440\u0430\u0443\u0440\u0430l.com', '1.2.3.256', ''),
    fc.constantFrom('', ':25', ':80', ':8080'),
    fc.constantFrom('/', '/a%2Fb', '/a/%2E%2E/b', '/file%00', '/x%0D%0Ay', '/%01', '/%252e', '/%C0%AF', '/a\u202Eb', '/\u05D0b/c', 'text/html,x', ':me:secret@example.com/'),
    fc.constantFrom('', '?q', '?bcc=a@b', '?subject=hi&x-mailer=1', '?body=a%E2%80%A8b', '?a\u2028b'),
  )
  .map(([scheme, userinfo, host, port, path, query]) =>
    path === 'text/html,x' || path.startsWith(':') ? `${scheme}:${path}${query}` : `${scheme}://${userinfo}${host}${port}${path}${query}`,
  )

describe('the facts of typed-uri/security hold data, never words, and both catalogs word each one', () => {
  it('inspect: every warning is tagged, has no message, and has a technical and a plain sentence (seeded)', () => {
    const seen = new Set<string>()
    let warnings = 0
    fc.assert(
      fc.property(risky, (s) => {
        const r = parseIRIReference(s)
        if (E.isLeft(r)) return true
        for (const w of inspect()(r.right)) {
          warnings++
          seen.add(w.code)
          expect(w._tag).to.equal('Warning')
          expect(w, s).to.not.have.any.keys('message', 'detail')
          for (const catalog of [technical, plain]) {
            const sentence = describeError(catalog)(w)
            expect(sentence, `${s}: ${w.code}`).to.not.equal(w.code)
            expect(sentence.length, `${s}: ${w.code}`).to.be.above(20)
          }
        }
        return true
      }),
      { seed: 7030, numRuns: 2_000 },
    )
    expect(warnings).to.be.above(4_000)
    // Every code was raised by some generated URI.
    expect([...seen].sort()).to.deep.equal(Object.keys(technical.warnings).sort())
  })

  const options: fc.Arbitrary<PolicyOptions> = fc.record(
    {
      schemes: fc.constantFrom(['https'], ['http', 'https'], [] as string[]),
      ports: fc.constantFrom([443], [70], [80, 443]),
      hostKinds: fc.constantFrom(['reg-name'] as const, ['ipv4', 'ipv6'] as const),
      hosts: fc.constantFrom(['.example.com'], ['example.com']),
      allowUserinfo: fc.boolean(),
      allowPrivateAddresses: fc.boolean(),
      allowRareIPv4Forms: fc.boolean(),
    },
    { requiredKeys: [] },
  )
  const wrong = fc.constantFrom<unknown>(1, 'x', { ports: 'x' }, { schemes: [1] }, { allowUserinfo: 'yes' })

  it('policy: every violation is tagged, has no message, and has a technical and a plain sentence (seeded)', () => {
    const seen = new Set<string>()
    let violations = 0
    const targets = fc.oneof(
      risky,
      fc.constantFrom('/relative', 'file:///etc/passwd', 'http://[::1]/', 'http://169.254.169.254/', 'https://%EF%BC%91%EF%BC%92%EF%BC%97.0.0.1/', 'https://api.example.com/'),
    )
    fc.assert(
      fc.property(fc.oneof({ weight: 9, arbitrary: options }, { weight: 1, arbitrary: wrong }), targets, (o, s) => {
        const r = parse(s)
        if (E.isLeft(r)) return true
        const checked = policy(o as PolicyOptions)(r.right)
        if (E.isRight(checked)) return true
        for (const v of checked.left) {
          violations++
          seen.add(v.code)
          expect(v._tag).to.equal('PolicyViolation')
          expect(v, s).to.not.have.any.keys('message', 'detail')
          for (const catalog of [technical, plain]) {
            const sentence = describeError(catalog)(v)
            expect(sentence, `${s}: ${v.code}`).to.not.equal(v.code)
            expect(sentence.length, `${s}: ${v.code}`).to.be.above(20)
          }
        }
        return true
      }),
      { seed: 6454, numRuns: 2_000 },
    )
    expect(violations).to.be.above(2_000)
    expect([...seen].sort()).to.deep.equal(Object.keys(technical.violations).sort())
  })

  it('safeRedirect and readings: every refusal is worded from its reason by both catalogs (seeded)', () => {
    const kinds = new Set<string>()
    let refusals = 0
    const next = safeRedirect({ base: 'https://good.example/app/', allow: ['https://accounts.example'] })
    const read = readings({ base: 'https://good.example/app/' })
    const inputs = fc.oneof(
      risky,
      fc.constantFrom<unknown>('//evil.com', '/..//evil.com', '/\\evil.com', 'http://[::1/', 'https://evil.com:99999/', 'javascript:alert(1)', 'data:text/html,x', 42, null, '/a'),
    )
    fc.assert(
      fc.property(inputs, (input) => {
        const results: readonly E.Either<RedirectError | ReadingRefusal, unknown>[] = [
          next(input as string),
          read(input as string).rfc3986,
          read(input as string).whatwg,
          readings()(input as string).rfc3986,
        ]
        const facts = results.flatMap((r) => (E.isLeft(r) ? [r.left] : []))
        for (const f of facts) {
          refusals++
          kinds.add(f.reason.kind)
          expect(f, String(input)).to.not.have.any.keys('message', 'detail')
          expect(describeError(technical)(f)).to.equal(technical.refusals[f.reason.kind](f.reason as never, f))
          expect(describeError(plain)(f)).to.equal(plain.refusals[f.reason.kind](f.reason as never, f))
        }
        return true
      }),
      { seed: 3986, numRuns: 1_000 },
    )
    expect(refusals).to.be.above(1_000)
    // All but the kinds a Node with URL and a short host do not give.
    expect([...kinds].sort()).to.include.members(['browser-refuses', 'no-base', 'not-a-reference', 'not-text', 'other-origin', 'path-starts-with-two-slashes', 'script-scheme'])
  })
})
