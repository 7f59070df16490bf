/**
 * The Chinese (Simplified) plain catalog (src/messages/zh-CN): a sentence for every key of every
 * section the English `plain` has (so a code or kind added later is checked here too), each in
 * Chinese, different from the English one, and quoting what the English one quotes of the fact; the
 * errors of random inputs all worded, with no English and no grammar; a bundle with it carries no
 * English sentence.
 */
import { expect } from 'chai'
import { buildSync } from 'esbuild'
import * as E from 'fp-ts/lib/Either.js'
import * as fc from 'fast-check'
import * as fs from 'node:fs'
import * as path from 'node:path'
import { parse, parseIRI, parseIRIReference, parseURI, parseWith, withPath, type UriError, type UriErrorCode } from '../../../src/index.ts'
import type { Reason, ReasonKind, ReasonOf } from '../../../src/error/reasons.ts'
import { iriToURIWith } from '../../../src/iri/index.ts'
import { describeError, plain as english, type Catalog } from '../../../src/messages/index.ts'
import { plain } from '../../../src/messages/zh-CN/index.ts'
import type { DecodeError } from '../../../src/encoding/percent-encoding.ts'
import { parseHttp, parseMailto, parseUrn } from '../../../src/schemes/index.ts'
import type { PolicyViolationCode, PolicyViolationOf, ReadingRefusal, RedirectError, WarningCode, WarningOf } from '../../../src/security/index.ts'
import { expand, fromURLPattern, parseTemplate } from '../../../src/template/index.ts'
import type { WebFault, WebFaultCode } from '../../../src/reading/web.ts'

const left = <A>(r: E.Either<UriError, A>): UriError => {
  if (E.isRight(r)) throw new Error('expected a Left')
  return r.left
}

// ---------------------------------------------------------------------------
// samples: a fact for every key of every section, typed so that a key without one fails to compile
// ---------------------------------------------------------------------------

/** A fact worded by a catalog, and the parameters it carries that a sentence may name. */
interface Case {
  readonly say: (catalog: Catalog) => string
  readonly parameters: readonly (string | number)[]
}

type Fn = (...args: never[]) => string
const call = (f: unknown, ...args: readonly unknown[]): string => (f as (...a: readonly unknown[]) => string)(...args)

/** A fact's own texts and numbers (a nested value, a list, a tag or a code is not a parameter a sentence quotes). */
const scalars = (fact: object, skip: readonly string[]): (string | number)[] =>
  Object.entries(fact)
    .filter(([k, v]) => !skip.includes(k) && (typeof v === 'string' || typeof v === 'number'))
    .map(([, v]) => v as string | number)

/** The person's last word before an error, which both catalogs quote ("after 'chat'", "“chat”后面"). */
const lastWord = (before: string): string[] => {
  const w = before.split(/[/?#=&:@[\].,; ]/).pop() ?? ''
  return w === '' ? [] : [w]
}

const errorParameters = (e: UriError): (string | number)[] => [
  ...(e.found === null ? [] : [e.found]),
  ...(e.likely === undefined ? [] : [e.likely.text]),
  ...(e.maxLength === undefined ? [] : [e.maxLength]),
  ...lastWord(e.before),
]

const codeCase = (e: UriError): Case => ({ say: (c) => c.codes[e.code](e), parameters: errorParameters(e) })

/** The error a scheme's rule gives: "#" after "chat" in a WebSocket address. */
const BASE: UriError = {
  _tag: 'UriError',
  code: 'scheme-violation',
  rule: 'ws-URI',
  offset: 21,
  before: 'ws://example.com/chat',
  found: '#',
  expected: [],
  rulePath: ['ws-URI'],
  inputLength: 23,
}

const reasonCase = (r: Reason): Case => ({
  say: (c) => call(c.reasons[r.kind], r, { ...BASE, reason: r }),
  parameters: [...scalars(r, ['kind', 'rfc', 'section']), ...lastWord(BASE.before)],
})

const seen = { string: (text: string) => ({ type: 'string', text }) as const, number: (text: string) => ({ type: 'number', text }) as const }

/** Real failing inputs for every code. */
const CODES: { readonly [C in UriErrorCode]: readonly (() => UriError)[] } = {
  'empty-input': [() => left(parseURI(''))],
  'missing-scheme': [() => left(parseURI('www.example.com/a b')), () => left(parseURI('hello'))],
  'invalid-character': [
    () => left(parse('http://example.com/a b')),
    () => left(parse('http://exa mple.com/')),
    () => left(parse('http://a/b\\c')),
    () => left(parse(' http://a')),
    () => left(parse('http://a/b\tc')),
    () => left(parseTemplate('/{a b}')),
  ],
  'non-ascii': [() => left(parse('http://example.com/café')), () => left(parse('http://example.com/\uD800'))],
  'bad-percent-encoding': [() => left(parse('http://a/50%off')), () => left(parse('http://a/%'))],
  'unclosed-ip-literal': [() => left(parse('http://[::1'))],
  'invalid-ipv6': [() => left(parse('http://[::1x]/'))],
  'invalid-port': [() => left(parse('http://a.com:8:0')), () => left(parse('http://u@a.com:8x/')), () => left(parse('http://a.com::8/'))],
  'unexpected-end': [() => left(parse('http://[v1'))],
  'too-long': [() => left(parseWith({ maxLength: 2000 })('x'.repeat(2001)))],
  'invalid-options': [() => left(parseWith({ maxLength: -1 })('http://a'))],
  'disallowed-code-point': [() => left(parseIRI('http://a/\uE000'))],
  'zone-id-not-enabled': [() => left(parse('http://[fe80::1%25eth0]/'))],
  'zone-id-needs-25': [() => left(parse('http://[fe80::1%eth0]/'))],
  'invalid-idna-label': [() => left(iriToURIWith({ host: 'idna' })('http://ok.a\u2488b.example/'))],
  'idna-label-too-long': [() => left(iriToURIWith({ host: 'idna' })(`http://ok.${'\u00E9'.repeat(60)}.example/`))],
  'unclosed-expression': [() => left(parseTemplate('/users/{id'))],
  'reserved-operator': [() => left(parseTemplate('/{=x}'))],
  'invalid-expansion': [
    () => {
      const t = parseTemplate('/{list:2}')
      if (E.isLeft(t)) throw new Error(t.left.code)
      return left(expand(t.right)({ list: ['a'] }))
    },
  ],
  'scheme-violation': [() => left(parseHttp('http:///path')), () => left(parseMailto('mailto:a@b?x')), () => left(parseUrn('urn:x:y'))],
  'component-conflict': [
    () => {
      const r = parse('http://a/b')
      if (E.isLeft(r)) throw new Error(r.left.code)
      return left(withPath('x')(r.right))
    },
  ],
  'not-expressible': [() => left(fromURLPattern('/a/:id(\\d+)'))],
}

const IDNA_LONG = `xn--${'a'.repeat(70)}`

/** Every reason kind, with the values of its parameters that change its sentence. */
const REASONS: { readonly [K in ReasonKind]: readonly Omit<ReasonOf<K>, 'kind'>[] } = {
  // options
  'not-a-string': [
    { subject: 'input', got: seen.number('42') },
    { subject: 'template', got: { type: 'null' } },
  ],
  'options-not-an-object': [{ whole: 'options', got: seen.string('x') }],
  'options-not-readable': [{ whole: 'options' }],
  'option-not-of-kind': [{ option: 'maxLength', entry: 'option', must: 'length', got: seen.number('-1') }],
  'reserve-not-sub-delims': [{ character: '/' }],
  'not-a-parsed-reference': [{ got: seen.string('http://a') }],
  'option-not-name-or-uts46': [{ option: 'host', names: ['keep', 'idna'], got: { type: 'array' } }],
  'options-cannot-combine': [{ option: 'fromUserInput', with: ['iri'] }],
  'web-needs-absolute-rule': [{ option: 'rule', got: seen.string('relative-ref') }],
  'option-not-a-catalog': [{ option: 'messages', got: seen.number('1') }],
  // adapters
  'web-missing-scheme': [{}],
  'surrounding-space': [
    { side: 'start', found: ' ' },
    { side: 'end', found: '\t' },
    { side: 'start', found: '\u3000' },
  ],
  'non-ascii-host': [{ host: '例え.jp' }],
  'public-needs-web': [{ option: 'public' }],
  'adapter-not-a-feature': [{ option: 'iri', from: 'typed-uri/iri', got: { type: 'boolean', text: 'true' } }],
  'form-values-not-an-object': [{ got: { type: 'null' } }],
  'form-field-asynchronous': [{ field: 'website' }],
  'form-field-not-a-schema': [{ field: 'website', got: { type: 'object' } }],
  // conversion: IDNA
  'idna-host-not-a-string': [{ label: '', got: seen.number('1') }],
  'idna-forbidden-code-point': [
    { label: 'a b', character: ' ' },
    { label: 'a<b', character: '<' },
  ],
  'idna-a-label-too-long': [
    { label: IDNA_LONG, direction: 'to-ascii' },
    { label: IDNA_LONG, direction: 'to-unicode' },
  ],
  'idna-mapped-label-too-long': [{ label: '\u00E9'.repeat(60) }],
  'idna-result-too-long': [{ label: '\u00E9'.repeat(50), aLabel: IDNA_LONG }],
  'idna-no-url-parser': [{ label: 'b\u00FCcher' }],
  'idna-label-disallowed': [{ label: 'a\u2488b' }],
  'idna-bidi-rule': [{ label: '\u05D0a' }],
  'idna-empty-after-mapping': [{ label: '\u00AD' }],
  'idna-mapped-forbidden-code-point': [{ label: 'a\uFF1Cb', mapped: 'a<b', character: '<' }],
  'idna-ends-in-number': [{ label: 'a.1', mapped: 'a.1' }],
  'idna-not-punycode': [
    { label: 'xn--99', direction: 'to-ascii' },
    { label: 'xn--99', direction: 'to-unicode' },
  ],
  'idna-decodes-to-ascii': [{ label: 'xn--abc-', direction: 'to-ascii', decoded: 'abc' }],
  'idna-u-label-refused': [{ label: 'xn--a-ecp', direction: 'to-unicode', uLabel: 'a\u0301' }],
  'idna-not-round-trip': [{ label: 'xn--b-qfa', direction: 'to-ascii', uLabel: 'b\u00FC', back: 'xn--b-zfa' }],
  'idna-host-not-utf8': [{ host: '%C3', decoding: 'invalid-utf8', offset: 0 }],
  // conversion: setters
  'conflict-path-after-authority': [
    { set: 'path', path: 'x', section: '3.3' },
    { set: 'host', path: 'x', section: '3.3' },
  ],
  'conflict-path-starts-with-slashes': [
    { set: 'path', path: '//x', section: '3.3' },
    { set: 'host', path: '//x', section: '3.3' },
  ],
  'conflict-colon-in-first-segment': [
    { set: 'path', path: 'a:b', section: '4.2' },
    { set: 'scheme', path: 'a:b', section: '4.2' },
  ],
  'conflict-needs-host': [
    { set: 'port', section: '3.2' },
    { set: 'userinfo', section: '3.2' },
  ],
  'conflict-host-removal': [
    { set: 'host', blocking: 'userinfo', section: '3.2' },
    { set: 'host', blocking: 'port', section: '3.2' },
  ],
  // conversion: fromUserInput
  'input-trimmed': [{}],
  'input-unwrapped': [{ open: '<', close: '>' }],
  'input-url-prefix-removed': [{}],
  'input-whitespace-removed': [{}],
  'input-scheme-added': [{ added: 'https://' }],
  // schemes
  'http-form': [
    { scheme: 'http', rfc: '9110', section: '4.2.1' },
    { scheme: 'https', rfc: '9110', section: '4.2.2' },
  ],
  'http-empty-host': [{ scheme: 'https', rfc: '9110', section: '4.2.2' }],
  'ws-fragment': [{ scheme: 'ws', rfc: '6455', section: '3' }],
  'ws-userinfo': [{ scheme: 'wss', rfc: '6455', section: '3' }],
  'ws-form': [{ scheme: 'wss', rfc: '6455', section: '3' }],
  'mailto-delimiter': [
    { character: '#', rfc: '6068', section: '2' },
    { character: '?', rfc: '6068', section: '2' },
  ],
  'mailto-form': [{ rfc: '6068', section: '2' }],
  'mailto-no-at': [{ address: 'name.example.com', rfc: '5322', section: '3.4.1' }],
  'mailto-local-part': [{ address: 'a..b@example.com', rfc: '5322', section: '3.4.1' }],
  'mailto-domain': [{ domain: 'exa mple', rfc: '5322', section: '3.4.1' }],
  'mailto-not-utf8': [{ part: 'address', rfc: '6068', section: '2' }],
  'urn-question-mark': [{ rfc: '8141', section: '2' }],
  'urn-nid': [{ rfc: '8141', section: '2' }],
  'urn-nid-too-long': [{ length: 40, max: 32, rfc: '8141', section: '2' }],
  'urn-form': [{ rfc: '8141', section: '2' }],
  'urn-namespace-nss': [
    { nid: 'uuid', rfc: '9562', section: '4' },
    { nid: 'isbn', rfc: '8141', section: '2' },
  ],
  'file-port': [{ rfc: '8089', section: '2' }],
  'file-form': [
    { host: true, rfc: '8089', section: '2' },
    { host: false, rfc: '8089', section: '2' },
  ],
  'file-segment-name': [
    { segment: 'a%2Fb', platform: 'posix', fault: { fault: 'separator', character: '/' } },
    { segment: 'a%5Cb', platform: 'windows', fault: { fault: 'separator', character: '\\' } },
    { segment: 'a:b', platform: 'windows', fault: { fault: 'stream-colon' } },
    { segment: 'a%3Cb', platform: 'windows', fault: { fault: 'reserved', codePoint: 0x3c } },
    { segment: 'a%01b', platform: 'windows', fault: { fault: 'reserved', codePoint: 0x01 } },
    { segment: 'a%00b', platform: 'posix', fault: { fault: 'nul' } },
    { segment: 'a%ED%A0%80', platform: 'windows', fault: { fault: 'lone-surrogate', codeUnit: 0xd800 } },
    { segment: '.%20.', platform: 'windows', fault: { fault: 'dots-and-spaces' } },
  ],
  'file-path-not-utf8': [{ platform: 'posix' }],
  'file-posix-host': [{ host: 'server' }],
  'file-posix-drive': [{ drive: 'C' }],
  'file-windows-server': [{ host: '%FF' }],
  'file-win32-host': [
    { host: '.', namespace: 'device' },
    { host: '?', namespace: 'namespace' },
  ],
  'file-unc-drive': [{ host: 'server', drive: 'C' }],
  'file-unc-no-share': [
    { host: 'server', share: null },
    { host: 'server', share: 'C:' },
  ],
  'file-path-dot-segment': [{ path: '/a/../b', platform: 'posix', literal: false, segment: '..' }],
  'file-path-name': [{ path: 'C:\\a:b', platform: 'windows', literal: false, name: 'a:b', fault: { fault: 'stream-colon' } }],
  'file-win32-trailing': [{ path: '\\\\?\\C:\\a.', name: 'a.' }],
  'file-unc-server': [{ path: '\\\\a\u0000b\\s', server: 'a\u0000b', fault: { fault: 'nul' } }],
  'file-unc-path-no-share': [{ path: '\\\\server' }],
  'file-posix-relative': [{ path: 'a/b' }],
  'file-posix-double-slash': [{ path: '//a/b' }],
  'file-windows-relative': [{ path: 'a\\b' }],
  'file-win32-namespace': [
    { path: '\\\\.\\COM1', namespace: 'device' },
    { path: '\\\\?\\Volume{1}\\', namespace: 'namespace' },
  ],
  'data-token-triplet': [
    { triplet: '%20', octet: 0x20, rfc: '2397', section: '3' },
    { triplet: '%28', octet: 0x28, rfc: '2397', section: '3' },
    { triplet: '%01', octet: 0x01, rfc: '2397', section: '3' },
    { triplet: '%C3', octet: 0xc3, rfc: '2397', section: '3' },
  ],
  'data-parameter': [{ rfc: '2397', section: '3' }],
  'data-form': [{ rfc: '2397', section: '3' }],
  'data-base64-character': [{ rfc: '4648', section: '4' }],
  'data-base64-length': [{ length: 6, rfc: '4648', section: '4' }],
  'forgiving-base64-not-octets': [{}],
  'forgiving-base64-character': [{}],
  'forgiving-base64-length': [{ count: 5 }],
  'scheme-not-a-tree': [{ function: 'fileToPath', got: { type: 'null' } }],
  // templates
  'expression-unclosed': [{ opened: 7 }],
  'variables-not-an-object': [{ got: { type: 'null' } }],
  'variables-read-failed': [{ thrown: 'boom' }],
  'expansion-value-of-wrong-kind': [{ variable: 'list', got: { type: 'function' } }],
  'expansion-member-not-scalar': [{ variable: 'list', member: null, got: { type: 'object' } }],
  'expansion-prefix-of-list': [{ variable: 'list', prefix: 2, section: '2.4.1' }],
  'expansion-prefix-of-map': [{ variable: 'keys', prefix: 3, section: '2.4.1' }],
  'expansion-not-a-reference': [
    { expansion: '/a b', at: 2, section: '4.1' },
    { expansion: '/a', at: 9, section: '4.1' },
  ],
  'partial-comma-operator': [{ expression: '{x,y}', operator: '', variable: 'y' }],
  'partial-order-unknown': [{ expression: '{?x,y}', variable: 'y', first: '?', sep: '&' }],
  'route-templates-not-compiled': [{ got: { type: 'array' } }],
  'urlpattern-cannot-express': [{ part: '{?q}', feature: 'query-expression' }],
  'template-cannot-express': [{ part: '/:id(\\d+)', component: 'pathname', feature: 'regexp-group' }],
  'urlpattern-not-valid': [
    { part: '{', component: 'pathname', fault: 'unclosed-group' },
    { part: '(', component: null, fault: 'unclosed-regexp' },
    { part: '}', component: 'search', fault: 'stray-character' },
  ],
  'urlpattern-component-not-a-string': [{ component: 'pathname', got: seen.number('1') }],
  'urlpattern-init-read-failed': [{ thrown: null }],
  'urlpattern-not-a-pattern': [{ got: { type: 'null' } }],
}

const decodeError = (code: DecodeError['code'], extra: Partial<DecodeError> = {}): DecodeError => ({ _tag: 'DecodeError', code, offset: 3, ...extra })
const DECODING: { readonly [C in DecodeError['code']]: readonly DecodeError[] } = {
  'bad-percent-encoding': [decodeError('bad-percent-encoding')],
  'invalid-utf8': [decodeError('invalid-utf8')],
  'not-a-string': [decodeError('not-a-string', { got: { type: 'null' } })],
}

const fault = (code: WebFaultCode, text: string, extra: Partial<WebFault> = {}): WebFault => ({ _tag: 'WebFault', code, offset: 0, text, web: true, ...extra })
const FAULTS: { readonly [C in WebFaultCode]: readonly WebFault[] } = {
  'script-scheme': [fault('script-scheme', 'javascript'), fault('script-scheme', 'javascript', { web: false })],
  'scheme-not-allowed': [
    fault('scheme-not-allowed', 'ftp'),
    fault('scheme-not-allowed', 'ftp', { allowed: [] }),
    fault('scheme-not-allowed', 'ftp', { allowed: ['https'] }),
    fault('scheme-not-allowed', 'ftp', { allowed: ['http'] }),
    fault('scheme-not-allowed', 'ftp', { allowed: ['https', 'mailto'] }),
  ],
  'no-host': [fault('no-host', '')],
  'userinfo-not-allowed': [fault('userinfo-not-allowed', 'me:secret')],
  'port-out-of-range': [fault('port-out-of-range', '70000')],
  'not-public': [
    fault('not-public', '0x7f.1', { why: 'loopback', address: '127.0.0.1' }),
    fault('not-public', 'printer.local', { why: 'link-local', address: 'printer.local' }),
    fault('not-public', '192.0.2.1', { why: 'documentation', address: '192.0.2.1' }),
    fault('not-public', 'intranet', { why: 'single-label' }),
  ],
}

const span = { start: 0, end: 1 }
type ParametersOf<F> = F extends unknown ? Omit<F, '_tag' | 'code' | 'section' | 'span'> : never
const warning = <C extends WarningCode>(code: C, parameters: ParametersOf<WarningOf<C>>): WarningOf<C> => ({ _tag: 'Warning', code, section: '7.3', span, ...parameters }) as WarningOf<C>

const WARNINGS: { readonly [C in WarningCode]: readonly WarningOf<C>[] } = {
  userinfo: [warning('userinfo', { userinfo: 'me', host: 'example.com' })],
  'userinfo-looks-like-host': [warning('userinfo-looks-like-host', { user: 'bank.example', host: 'evil.example' })],
  password: [warning('password', { colon: 'written' }), warning('password', { colon: 'encoded', userinfo: 'me%3Asecret' })],
  'whatwg-credentials': [warning('whatwg-credentials', { credentials: 'me:secret', password: true }), warning('whatwg-credentials', { credentials: 'me', password: false })],
  'well-known-port': [warning('well-known-port', { port: 25, scheme: 'http', defaultPort: 80 })],
  'rare-ip-format': [warning('rare-ip-format', { host: '0x7f.1', address: '127.0.0.1' })],
  'nul-octet': [warning('nul-octet', { written: '%00' })],
  'encoded-line-break': [
    warning('encoded-line-break', { where: 'uri', codePoint: 0x0d, written: '%0d' }),
    warning('encoded-line-break', { where: 'mailto-header', codePoint: 0x2028, written: '%E2%80%A8' }),
  ],
  'encoded-control': [warning('encoded-control', { octet: 1, written: '%01' })],
  'double-encoding': [warning('double-encoding', { octet: 0x2e, written: '%252e' })],
  'encoded-path-delimiter': [warning('encoded-path-delimiter', { segment: 'a%2Fb', delimiter: '/' })],
  'encoded-dot-segment': [warning('encoded-dot-segment', { segment: '%2E%2E', decoded: '..' })],
  'encoded-delimiter-in-host': [warning('encoded-delimiter-in-host', { delimiter: '@', written: '%40' })],
  'mailto-header': [warning('mailto-header', { field: 'bcc', recipients: true }), warning('mailto-header', { field: 'x-mailer', recipients: false })],
  'parser-differential': [
    warning('parser-differential', { difference: 'host', whatwg: 'evil.com', rfc3986: 'evil%E3%80%82com' }),
    warning('parser-differential', { difference: 'path', whatwg: '/b', rfc3986: '/a/../b' }),
    warning('parser-differential', { difference: 'browser-refuses' }),
    warning('parser-differential', { difference: 'host-too-long', limit: 4096 }),
  ],
  'script-scheme': [warning('script-scheme', { scheme: 'javascript' })],
  'bidi-formatting': [warning('bidi-formatting', { component: 'query', codePoint: 0x202e, encoded: '%E2%80%AE' })],
  'bidi-component': [warning('bidi-component', { component: 'path', text: '\u05D0b', mixesDirections: true, rtlAtEdges: false })],
  'mixed-script-host': [warning('mixed-script-host', { label: 'p\u0430ypal', scripts: ['Latin', 'Cyrillic', 'Other'] })],
  'confusable-host': [warning('confusable-host', { label: '\u0430pple', looksLike: 'apple' })],
  'overlong-utf8': [warning('overlong-utf8', { written: '%C0%AF', codePoint: 0x2f }), warning('overlong-utf8', { written: '%C0%80', codePoint: 0 })],
}

const violation = <C extends PolicyViolationCode>(code: C, parameters: ParametersOf<PolicyViolationOf<C>>): PolicyViolationOf<C> =>
  ({ _tag: 'PolicyViolation', code, span, ...parameters }) as PolicyViolationOf<C>

const VIOLATIONS: { readonly [C in PolicyViolationCode]: readonly PolicyViolationOf<C>[] } = {
  'not-absolute': [violation('not-absolute', {})],
  'scheme-not-allowed': [violation('scheme-not-allowed', { scheme: 'FTP', allowed: ['http', 'https'] }), violation('scheme-not-allowed', { scheme: 'ftp', allowed: [] })],
  'no-host': [violation('no-host', {})],
  'host-kind-not-allowed': [
    violation('host-kind-not-allowed', { hostKind: 'ipv4', allowed: ['reg-name'] }),
    violation('host-kind-not-allowed', { hostKind: 'reg-name', allowed: ['ipv4', 'ipv6'] }),
  ],
  'host-not-allowed': [violation('host-not-allowed', { host: 'evil.com', whatwg: null }), violation('host-not-allowed', { host: '%EF%BC%91.example', whatwg: '1.example' })],
  'port-not-allowed': [
    violation('port-not-allowed', { port: 8443, allowed: [443] }),
    violation('port-not-allowed', { port: null, allowed: [70, 71] }),
    violation('port-not-allowed', { port: 81, allowed: [] }),
  ],
  'userinfo-not-allowed': [violation('userinfo-not-allowed', {})],
  'private-address': [violation('private-address', { host: '169.254.169.254', reader: 'rfc3986', addressClass: 'link-local', address: '169.254.169.254' })],
  'rare-ip-format': [violation('rare-ip-format', { host: '127.1', address: '127.0.0.1' })],
  'invalid-options': [violation('invalid-options', { reason: { kind: 'option-not-of-kind', option: 'ports', entry: 'option', must: 'ports', got: seen.string('443') } })],
}

const redirect = (reason: RedirectError['reason'], offset = 2): RedirectError => ({
  _tag: 'RedirectError',
  code: reason.kind === 'invalid-options' ? 'invalid-options' : 'unsafe-redirect',
  offset,
  reason,
})
const reading = (reason: ReadingRefusal['reason'], offset = 2): ReadingRefusal => ({
  _tag: 'ReadingRefusal',
  code: reason.kind === 'invalid-options' ? 'invalid-options' : 'unreadable',
  offset,
  reason,
})

const REFUSALS: { readonly [K in keyof Catalog['refusals']]: readonly (RedirectError | ReadingRefusal)[] } = {
  'not-text': [redirect({ kind: 'not-text' })],
  'not-a-reference': [reading({ kind: 'not-a-reference', error: 'invalid-character' }, 1)],
  'no-base': [reading({ kind: 'no-base' })],
  'browser-refuses': [redirect({ kind: 'browser-refuses' })],
  'no-runtime-url': [reading({ kind: 'no-runtime-url' })],
  'host-too-long': [redirect({ kind: 'host-too-long', limit: 4096 })],
  'invalid-options': [
    redirect({ kind: 'invalid-options', option: 'allow', index: 2 }),
    redirect({ kind: 'invalid-options', option: 'allow' }),
    reading({ kind: 'invalid-options', option: 'base' }),
    reading({ kind: 'invalid-options', option: 'options' }),
  ],
  'script-scheme': [redirect({ kind: 'script-scheme', scheme: 'data' })],
  'other-origin': [
    redirect({ kind: 'other-origin', reader: 'whatwg', origin: 'https://evil.com' }),
    redirect({ kind: 'other-origin', reader: 'rfc3986', origin: 'https://evil.com' }),
    redirect({ kind: 'other-origin', reader: 'rfc3986', origin: 'null' }),
    redirect({ kind: 'other-origin', reader: 'whatwg', origin: 'null' }),
  ],
  'parsers-disagree': [redirect({ kind: 'parsers-disagree', components: ['host', 'port'] })],
  'path-starts-with-two-slashes': [redirect({ kind: 'path-starts-with-two-slashes', reader: 'whatwg' })],
}

const FACT_KEYS = ['_tag', 'code', 'section', 'span', 'web', 'offset']

const factCase =
  (section: 'decoding' | 'faults' | 'warnings' | 'violations') =>
  (f: { readonly code: string }): Case => ({ say: (c) => call((c[section] as Readonly<Record<string, Fn>>)[f.code], f), parameters: scalars(f, FACT_KEYS) })

/** Every section's cases, by key (made in the test, so that a sample that fails is a failing test). */
const casesOf = (): { readonly [S in keyof Catalog]: ReadonlyMap<string, readonly Case[]> } => ({
  codes: new Map(Object.entries(CODES).map(([k, fs]) => [k, fs.map((f) => codeCase(f()))])),
  reasons: new Map(Object.entries(REASONS).map(([kind, rs]) => [kind, rs.map((r) => reasonCase({ kind, ...r } as Reason))])),
  decoding: new Map(Object.entries(DECODING).map(([k, fs]) => [k, fs.map(factCase('decoding'))])),
  faults: new Map(Object.entries(FAULTS).map(([k, fs]) => [k, fs.map(factCase('faults'))])),
  warnings: new Map(Object.entries(WARNINGS).map(([k, fs]) => [k, (fs as readonly { readonly code: string }[]).map(factCase('warnings'))])),
  violations: new Map(Object.entries(VIOLATIONS).map(([k, fs]) => [k, (fs as readonly { readonly code: string }[]).map(factCase('violations'))])),
  refusals: new Map(
    Object.entries(REFUSALS).map(([k, fs]) => [k, fs.map((f) => ({ say: (c: Catalog) => call(c.refusals[f.reason.kind], f.reason, f), parameters: scalars(f.reason, ['kind']) }))]),
  ),
})

const SECTIONS = Object.keys(english) as readonly (keyof Catalog)[]

// ---------------------------------------------------------------------------
// what a sentence must and must not say
// ---------------------------------------------------------------------------

/** English a Chinese sentence never holds (the words every English plain sentence is made of). */
const ENGLISH = /\b(?:the|Enter|Remove)\b/

/** Grammar talk: rule names and RFC numbers, which the plain register never uses. */
const GRAMMAR = /pchar|reg-name|IP-literal|RFC/

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * Whether the English sentence names a parameter in a way this one must too: a text it quotes ("x" or
 * 'x'), or a text with a digit or a sign in it (a host, a %-code, a path) that it holds as written; a
 * number as en-US writes it. A word of letters only that English writes unquoted ("device", "http"
 * in "http://") is its prose, not a quotation.
 */
const named = (sentence: string, p: string | number): boolean => {
  if (typeof p === 'number') return new RegExp(`(?<![\\d,])${escape(p.toLocaleString('en-US'))}(?![\\d,])`).test(sentence)
  if (p === '') return false
  return sentence.includes(`"${p}"`) || sentence.includes(`'${p}'`) || (/[^A-Za-z]/.test(p) && p.length > 1 && sentence.includes(p))
}

const holds = (sentence: string, p: string | number): boolean => (typeof p === 'number' ? sentence.includes(p.toLocaleString('zh-CN')) : sentence.includes(p))

describe('messages/zh-CN: Chinese (Simplified) for people filling in a form', () => {
  it('has the sections of the English catalog, and every key of each, each a function', () => {
    expect(Object.keys(plain).sort()).to.deep.equal([...SECTIONS].sort())
    for (const s of SECTIONS) {
      expect(Object.keys(plain[s]).sort(), s).to.deep.equal(Object.keys(english[s]).sort())
      for (const [key, f] of Object.entries(plain[s])) expect(typeof f, `${s}.${key}`).to.equal('function')
    }
  })

  it("words every key of every section (the English catalog's keys, so a kind added later is checked): Chinese, not the English sentence, quoting what it quotes", () => {
    const CASES = casesOf()
    let sentences = 0
    let quoted = 0
    for (const s of SECTIONS) {
      for (const key of Object.keys(english[s])) {
        const cases = CASES[s].get(key)
        expect(cases, `${s}.${key} has no sample fact in this spec`).to.not.equal(undefined)
        expect(cases?.length, `${s}.${key}`).to.be.above(0)
        for (const c of cases ?? []) {
          const zh = c.say(plain)
          const en = c.say(english)
          sentences++
          expect(zh, `${s}.${key}`).to.be.a('string').with.length.above(3)
          expect(zh, `${s}.${key}`).to.not.equal(en)
          expect(zh, `${s}.${key}: ${zh}`).to.match(/\p{Script=Han}/u)
          expect(zh, `${s}.${key}: ${zh}`).to.not.match(ENGLISH)
          expect(zh, `${s}.${key}: ${zh}`).to.not.match(GRAMMAR)
          // Form messages end without a full stop, as the English plain ones do.
          expect(zh, `${s}.${key}: ${zh}`).to.not.match(/[。.]$/)
          for (const p of c.parameters) {
            if (!named(en, p)) continue
            quoted++
            expect(holds(zh, p), `${s}.${key}: "${p}" is in "${en}" but not in "${zh}"`).to.equal(true)
          }
        }
      }
    }
    // Every sample was worded, and many of them quote the person's text.
    expect(sentences).to.be.at.least(230)
    expect(quoted).to.be.at.least(80)
  })

  it('says what is wrong and what to do, politely (请…), quoting the person’s own text', () => {
    const said = describeError(plain)
    expect(said(left(parse('https://example.com/a b')))).to.equal('请删除“a”后面的空格，或将其替换为 %20')
    expect(said(left(parseURI('www.example.com/a b')))).to.equal('请输入以 https:// 开头的网址，例如 https://www.example.com')
    expect(said(left(parse('http://exa mple.com/')))).to.equal('请删除“exa”后面的空格：域名只能包含字母、数字、连字符（-）和点（.）')
    expect(said(left(parse('http://a.com:8:0')))).to.equal('请删除“8”后面的字符“:”：端口号“8:0”只能包含数字，例如 :8080')
    expect(said(left(parse('http://example.com/café')))).to.equal('请将“caf”后面的“é”替换为 %C3%A9，或将其删除')
    expect(said(left(parse('http://a/50%off')))).to.equal('请将“50”后面的 % 号写成 %25，或在它后面加上两个数字或 A 到 F 之间的字母，例如 %20')
    expect(said(left(parse(' http://a')))).to.equal('请删除开头的空格，或将其替换为 %20')
    expect(said(left(parse('http://a/b\\c')))).to.equal('请删除“b”后面的反斜杠（\\），或将其替换为正斜杠（/）')
    expect(said(left(parse('http://[v1')))).to.equal('网址在“v1”后面就结束了，请将方括号中的 IP 地址填写完整')
    expect(said(left(parseWith({ maxLength: 2000 })('x'.repeat(2001))))).to.equal('请输入不超过 2,000 个字符的网址')
    expect(said(left(parseWith({ maxLength: -1 })('http://a')))).to.equal('无法检查该网址，因为此表单设置有误，请与网站的运营人员联系')
    expect(said(fault('scheme-not-allowed', 'ftp', { allowed: ['https', 'http'] }))).to.equal('请输入以 https:// 或 http:// 开头的网址，例如 https://www.example.com')
    expect(said({ _tag: 'Change', kind: 'added-scheme', reason: { kind: 'input-scheme-added', added: 'https://' } })).to.equal('已为您在网址开头加上 https://')
    expect(said(warning('mixed-script-host', { label: 'p\u0430ypal', scripts: ['Latin', 'Cyrillic'] }))).to.equal(
      '域名“p\u0430ypal”混用了不同文字的字母（拉丁字母和西里尔字母），可能会被误认为另一个网站：请仅在信任其来源时打开',
    )
  })
})

/** Inputs that fail in many ways: spaces, "%", brackets, non-ASCII, controls, after prefixes that reach the authority, a path, a query. */
const failing: fc.Arbitrary<string> = fc
  .tuple(
    fc.constantFrom('', 'http://', 'https://[', 'http://a.com:', 'mailto:', 'urn:', 'file:///', '//', 'x:/', 'http://u@'),
    // No "t", "E" or "R": the person's own text, quoted, could otherwise spell the English words looked for.
    fc.string({
      unit: fc.constantFrom(
        'a',
        'b',
        'c',
        '1',
        '9',
        ' ',
        '%',
        '%2',
        '%zz',
        '[',
        ']',
        ':',
        '/',
        '?',
        '#',
        '@',
        '.',
        '-',
        '\u00E9',
        '\u4E2D',
        '\u0000',
        '\u007F',
        '\u200E',
        '\u0085',
        '\uD800',
        '{',
        '}',
        '\\',
        '"',
        '<',
        '\t',
        '\n',
        'F',
        'v',
      ),
      maxLength: 16,
    }),
  )
  .map(([prefix, body]) => prefix + body)

describe('messages/zh-CN: every error of a random failing input is worded in Chinese', () => {
  it('describeError never throws, is never empty or a bare code, holds no English word and no grammar (seeded)', () => {
    const said = describeError(plain)
    let errors = 0
    const codes = new Set<string>()
    fc.assert(
      fc.property(failing, (s) => {
        for (const read of [parse, parseURI, parseIRIReference]) {
          const r = read(s)
          if (E.isRight(r)) continue
          errors++
          codes.add(r.left.code)
          // Straight from the catalog too: describeError would hide a sentence that throws behind the code.
          const direct = r.left.reason === undefined ? plain.codes[r.left.code](r.left) : call(plain.reasons[r.left.reason.kind], r.left.reason, r.left)
          const sentence = said(r.left)
          expect(sentence, s).to.equal(direct)
          expect(sentence, s).to.be.a('string').with.length.above(3)
          expect(sentence, s).to.not.equal(r.left.code)
          expect(sentence, `${JSON.stringify(s)}: ${sentence}`).to.not.match(ENGLISH)
          expect(sentence, `${JSON.stringify(s)}: ${sentence}`).to.not.match(GRAMMAR)
          expect(sentence, `${JSON.stringify(s)}: ${sentence}`).to.match(/\p{Script=Han}/u)
        }
      }),
      { seed: 0x7a68_434e, numRuns: 1500 },
    )
    // The class is exercised: thousands of errors, of most codes a reading gives.
    expect(errors).to.be.at.least(3000)
    expect(codes.size).to.be.at.least(8)
  })
})

describe('messages/zh-CN: a bundle with the Chinese catalog carries no English', () => {
  it('imports no English sentences (src/messages/en), and an esbuild bundle of describeError with it holds none', () => {
    const dir = path.resolve(__dirname, '../../../src/messages/zh-CN')
    for (const f of fs.readdirSync(dir)) expect(fs.readFileSync(path.join(dir, f), 'utf8'), f).to.not.match(/from '\.\.\/en\//)
    const out = buildSync({
      stdin: {
        contents: "export { describeError } from './src/messages/describe.ts'\nexport { plain } from './src/messages/zh-CN/index.ts'\n",
        resolveDir: path.resolve(__dirname, '../../..'),
        loader: 'ts',
      },
      bundle: true,
      write: false,
      format: 'esm',
      minify: true,
      platform: 'browser',
      charset: 'utf8',
    })
    const code = out.outputFiles[0].text
    expect(code).to.include('请输入网址')
    for (const english of ['Enter a', 'Remove the', 'website name', 'set up wrongly', 'Check the']) expect(code, english).to.not.include(english)
  })
})
