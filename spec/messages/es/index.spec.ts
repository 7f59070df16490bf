/**
 * The Spanish catalog (src/messages/es/index.ts): a sentence for every key of every section the
 * English `plain` has, each its own (not the English one), naming the fact's parameters where the
 * English sentence does; Spanish words for every error parsing can give, never English; no rule
 * name and no RFC; and a bundle of the catalog that carries no English.
 */
import { expect } from 'chai'
import { buildSync } from 'esbuild'
import * as fc from 'fast-check'
import * as E from 'fp-ts/lib/Either.js'
import * as fs from 'node:fs'
import * as path from 'node:path'
import { parse, parseIRI, parseIRIReference, parseURI, parseWith, withPath, type UriError, type UriErrorCode } from '../../../src/index.ts'
import type { ReasonKind, ReasonOf } from '../../../src/error/reasons.ts'
import { iriToURIWith } from '../../../src/iri/index.ts'
import { type Catalog, describeError, type Fact, plain as en } from '../../../src/messages/index.ts'
import { plain as es } from '../../../src/messages/es/index.ts'
import { parseHttp, parseMailto, parseUrn, parseWs } from '../../../src/schemes/index.ts'
import type { PolicyViolationCode, PolicyViolationOf, WarningCode, WarningOf } from '../../../src/security/index.ts'
import type { RefusalReason } from '../../../src/messages/catalog.ts'
import { expand, fromURLPattern, parseTemplate } from '../../../src/template/index.ts'
import type { WebFault } from '../../../src/reading/web.ts'
import type { DecodeError } from '../../../src/encoding/percent-encoding.ts'

const said = describeError(es)
const left = <A>(r: E.Either<UriError, A>): UriError => {
  if (E.isRight(r)) throw new Error('expected a Left')
  return r.left
}

const SECTIONS: readonly (keyof Catalog)[] = ['codes', 'reasons', 'decoding', 'faults', 'warnings', 'violations', 'refusals']

// ---------------------------------------------------------------------------
// sample facts: for each key, one or more facts (a key the tables miss gets a generic one)
// ---------------------------------------------------------------------------

/** An error as a scheme's reading makes one: a "#" after "chat", with a reason. */
const errorWith = (reason?: UriError['reason']): UriError => ({
  _tag: 'UriError',
  code: 'scheme-violation',
  rule: 'ws-URI',
  offset: 16,
  before: 'ws://a.example/chat',
  found: '#',
  expected: [],
  rulePath: ['ws-URI'],
  inputLength: 21,
  ...(reason === undefined ? {} : { reason }),
})

/** Real failing inputs, one or more for each code. */
const CODES: readonly (readonly [UriErrorCode, () => UriError])[] = [
  ['empty-input', () => left(parseURI(''))],
  ['missing-scheme', () => left(parseURI('www.example.com/a b'))],
  ['missing-scheme', () => left(parseURI('hello'))],
  ['invalid-character', () => left(parse('http://example.com/a b'))],
  ['invalid-character', () => left(parse('http://exa mple.com/'))],
  ['invalid-character', () => left(parse('http://a/b\\c'))],
  ['non-ascii', () => left(parse('http://example.com/café'))],
  ['bad-percent-encoding', () => left(parse('http://a/50%off'))],
  ['unclosed-ip-literal', () => left(parse('http://[::1'))],
  ['invalid-ipv6', () => left(parse('http://[::1x]/'))],
  ['invalid-port', () => left(parse('http://a.com:8:0'))],
  ['invalid-port', () => left(parse('http://u@a.com:8x/'))],
  ['unexpected-end', () => left(parse('http://[v1'))],
  ['too-long', () => left(parseWith({ maxLength: 500 })('x'.repeat(501)))],
  ['invalid-options', () => left(parseWith({ maxLength: -1 })('http://a'))],
  ['disallowed-code-point', () => left(parseIRI('http://a/\uE000'))],
  ['zone-id-not-enabled', () => left(parse('http://[fe80::1%25eth0]/'))],
  ['zone-id-needs-25', () => left(parse('http://[fe80::1%eth0]/'))],
  ['invalid-idna-label', () => left(iriToURIWith({ host: 'idna' })('http://ok.a\u2488b.example/'))],
  ['idna-label-too-long', () => left(iriToURIWith({ host: 'idna' })(`http://ok.${'\u00E9'.repeat(60)}.example/`))],
  ['unclosed-expression', () => left(parseTemplate('/users/{id'))],
  ['reserved-operator', () => left(parseTemplate('/{=x}'))],
  [
    'invalid-expansion',
    () => {
      const t = parseTemplate('/{list:2}')
      if (E.isLeft(t)) throw new Error(t.left.code)
      return left(expand(t.right)({ list: ['a'] }))
    },
  ],
  ['scheme-violation', () => left(parseHttp('http:///path'))],
  ['scheme-violation', () => left(parseMailto('mailto:a@b?x'))],
  ['scheme-violation', () => left(parseUrn('urn:x:y'))],
  ['scheme-violation', () => left(parseWs('ws://example.com/chat#x'))],
  [
    'component-conflict',
    () => {
      const r = parse('http://a/b')
      if (E.isLeft(r)) throw new Error(r.left.code)
      return left(withPath('x')(r.right))
    },
  ],
  ['not-expressible', () => left(fromURLPattern('/a/:id(\\d+)'))],
]

const seenString = { type: 'string', text: 'zzq' } as const
const seenNumber = { type: 'number', text: '42' } as const

/**
 * Reasons by kind. Partial on purpose: a kind added later is still checked, with a generic reason,
 * while the catalog's own type (`Catalog`) is what fails to compile without its sentence.
 */
const REASONS: { readonly [K in ReasonKind]?: readonly ReasonOf<K>[] } = {
  // options
  'not-a-string': [
    { kind: 'not-a-string', subject: 'input', got: seenNumber },
    { kind: 'not-a-string', subject: 'base', got: seenNumber },
  ],
  'options-not-an-object': [{ kind: 'options-not-an-object', whole: 'options', got: seenNumber }],
  'option-not-of-kind': [{ kind: 'option-not-of-kind', option: 'maxLength', entry: 'option', must: 'length', got: seenString }],
  'reserve-not-sub-delims': [{ kind: 'reserve-not-sub-delims', character: '/' }],
  'not-a-parsed-reference': [{ kind: 'not-a-parsed-reference', got: seenString }],
  'option-not-name-or-uts46': [{ kind: 'option-not-name-or-uts46', option: 'host', names: ['idna', 'keep'], got: { type: 'array' } }],
  'options-cannot-combine': [{ kind: 'options-cannot-combine', option: 'fromUserInput', with: ['iri'] }],
  'web-needs-absolute-rule': [{ kind: 'web-needs-absolute-rule', option: 'rule', got: seenString }],
  'option-not-a-catalog': [{ kind: 'option-not-a-catalog', option: 'messages', got: seenString }],
  // schemes
  'http-form': [{ kind: 'http-form', scheme: 'https', rfc: '9110', section: '4.2.2' }],
  'http-empty-host': [{ kind: 'http-empty-host', scheme: 'http', rfc: '9110', section: '4.2.1' }],
  'ws-fragment': [{ kind: 'ws-fragment', scheme: 'ws', rfc: '6455', section: '3' }],
  'ws-userinfo': [{ kind: 'ws-userinfo', scheme: 'wss', rfc: '6455', section: '3' }],
  'ws-form': [{ kind: 'ws-form', scheme: 'wss', rfc: '6455', section: '3' }],
  'mailto-delimiter': [
    { kind: 'mailto-delimiter', character: '?', rfc: '6068', section: '2' },
    { kind: 'mailto-delimiter', character: '/', rfc: '6068', section: '2' },
  ],
  'mailto-form': [{ kind: 'mailto-form', rfc: '6068', section: '2' }],
  'mailto-no-at': [{ kind: 'mailto-no-at', address: 'ana.example.com', rfc: '5322', section: '3.4.1' }],
  'mailto-local-part': [{ kind: 'mailto-local-part', address: 'a..b@example.com', rfc: '5322', section: '3.4.1' }],
  'mailto-domain': [{ kind: 'mailto-domain', domain: 'exa_mple', rfc: '5322', section: '3.4.1' }],
  'mailto-not-utf8': [{ kind: 'mailto-not-utf8', part: 'address', rfc: '6068', section: '2' }],
  'urn-question-mark': [{ kind: 'urn-question-mark', rfc: '8141', section: '2' }],
  'urn-nid': [{ kind: 'urn-nid', rfc: '8141', section: '2' }],
  'urn-nid-too-long': [{ kind: 'urn-nid-too-long', length: 40, max: 32, rfc: '8141', section: '2' }],
  'urn-form': [{ kind: 'urn-form', rfc: '8141', section: '2' }],
  'urn-namespace-nss': [
    { kind: 'urn-namespace-nss', nid: 'uuid', rfc: '9562', section: '4' },
    { kind: 'urn-namespace-nss', nid: 'isbnq', rfc: '3187', section: '3' },
  ],
  'file-port': [{ kind: 'file-port', rfc: '8089', section: '2' }],
  'file-form': [
    { kind: 'file-form', host: true, rfc: '8089', section: '2' },
    { kind: 'file-form', host: false, rfc: '8089', section: '2' },
  ],
  'file-segment-name': [{ kind: 'file-segment-name', segment: 'a%2Fb', platform: 'posix', fault: { fault: 'separator', character: '/' } }],
  'file-path-not-utf8': [{ kind: 'file-path-not-utf8', platform: 'windows' }],
  'file-posix-host': [{ kind: 'file-posix-host', host: 'serverq' }],
  'file-posix-drive': [{ kind: 'file-posix-drive', drive: 'C' }],
  'file-windows-server': [{ kind: 'file-windows-server', host: 'serv%FF' }],
  'file-win32-host': [{ kind: 'file-win32-host', host: '.', namespace: 'device' }],
  'file-unc-drive': [{ kind: 'file-unc-drive', host: 'serverq', drive: 'D' }],
  'file-unc-no-share': [{ kind: 'file-unc-no-share', host: 'serverq', share: null }],
  'file-path-dot-segment': [{ kind: 'file-path-dot-segment', path: '/a/../b', platform: 'posix', literal: false, segment: '..' }],
  'file-path-name': [
    { kind: 'file-path-name', path: 'C:\\a:$DATA', platform: 'windows', literal: false, name: 'a:$DATA', fault: { fault: 'stream-colon' } },
    { kind: 'file-path-name', path: 'C:\\a<b', platform: 'windows', literal: false, name: 'a<b', fault: { fault: 'reserved', codePoint: 0x3c } },
    { kind: 'file-path-name', path: 'C:\\a\u0001', platform: 'windows', literal: false, name: 'a\u0001', fault: { fault: 'reserved', codePoint: 1 } },
    { kind: 'file-path-name', path: 'C:\\..', platform: 'windows', literal: false, name: '. .', fault: { fault: 'dots-and-spaces' } },
    { kind: 'file-path-name', path: '/a\uD800', platform: 'posix', literal: false, name: 'a\uD800', fault: { fault: 'lone-surrogate', codeUnit: 0xd800 } },
  ],
  'file-win32-trailing': [{ kind: 'file-win32-trailing', path: '\\\\?\\C:\\notes.', name: 'notes.' }],
  'file-unc-server': [{ kind: 'file-unc-server', path: '\\\\se\0rver\\share', server: 'se\0rver', fault: { fault: 'nul' } }],
  'file-unc-path-no-share': [{ kind: 'file-unc-path-no-share', path: '\\\\serverq' }],
  'file-posix-relative': [{ kind: 'file-posix-relative', path: 'notes.txt' }],
  'file-posix-double-slash': [{ kind: 'file-posix-double-slash', path: '//notes.txt' }],
  'file-windows-relative': [{ kind: 'file-windows-relative', path: 'notes.txt' }],
  'file-win32-namespace': [
    { kind: 'file-win32-namespace', path: '\\\\.\\COM1', namespace: 'device' },
    { kind: 'file-win32-namespace', path: '\\\\?\\Volume{x}', namespace: 'namespace' },
  ],
  'data-token-triplet': [
    { kind: 'data-token-triplet', triplet: '%20', octet: 0x20, rfc: '2397', section: '3' },
    { kind: 'data-token-triplet', triplet: '%2C', octet: 0x2c, rfc: '2397', section: '3' },
  ],
  'data-parameter': [{ kind: 'data-parameter', rfc: '2397', section: '3' }],
  'data-form': [{ kind: 'data-form', rfc: '2397', section: '3' }],
  'data-base64-character': [{ kind: 'data-base64-character', rfc: '4648', section: '4' }],
  'data-base64-length': [{ kind: 'data-base64-length', length: 6, rfc: '4648', section: '4' }],
  'forgiving-base64-not-octets': [{ kind: 'forgiving-base64-not-octets' }],
  'forgiving-base64-character': [{ kind: 'forgiving-base64-character' }],
  'forgiving-base64-length': [{ kind: 'forgiving-base64-length', count: 5 }],
  'scheme-not-a-tree': [{ kind: 'scheme-not-a-tree', function: 'fileToPath', got: { type: 'null' } }],
  // templates
  'expression-unclosed': [{ kind: 'expression-unclosed', opened: 7 }],
  'variables-not-an-object': [{ kind: 'variables-not-an-object', got: { type: 'null' } }],
  'variables-read-failed': [{ kind: 'variables-read-failed', thrown: 'boom' }],
  'expansion-value-of-wrong-kind': [{ kind: 'expansion-value-of-wrong-kind', variable: 'idq', got: { type: 'function' } }],
  'expansion-member-not-scalar': [{ kind: 'expansion-member-not-scalar', variable: 'listq', member: null, got: { type: 'object' } }],
  'expansion-prefix-of-list': [{ kind: 'expansion-prefix-of-list', variable: 'listq', prefix: 2, section: '2.4.1' }],
  'expansion-prefix-of-map': [{ kind: 'expansion-prefix-of-map', variable: 'mapq', prefix: 3, section: '2.4.1' }],
  'expansion-not-a-reference': [{ kind: 'expansion-not-a-reference', expansion: '/a b', at: 2, section: '4.1' }],
  'partial-comma-operator': [{ kind: 'partial-comma-operator', expression: '{x,yq}', operator: '', variable: 'yq' }],
  'partial-order-unknown': [{ kind: 'partial-order-unknown', expression: '{?x,yq}', variable: 'yq', first: '?', sep: '&' }],
  'route-templates-not-compiled': [{ kind: 'route-templates-not-compiled', got: { type: 'array' } }],
  'urlpattern-cannot-express': [{ kind: 'urlpattern-cannot-express', part: '{?q}', feature: 'query-expression' }],
  'template-cannot-express': [{ kind: 'template-cannot-express', part: '/:id(\\d+)', component: 'pathname', feature: 'regexp-group' }],
  'urlpattern-not-valid': [
    { kind: 'urlpattern-not-valid', part: '{', component: 'pathname', fault: 'unclosed-group' },
    { kind: 'urlpattern-not-valid', part: '(', component: null, fault: 'unclosed-regexp' },
    { kind: 'urlpattern-not-valid', part: '}', component: null, fault: 'stray-character' },
  ],
  'urlpattern-component-not-a-string': [{ kind: 'urlpattern-component-not-a-string', component: 'hostname', got: seenNumber }],
  'urlpattern-init-read-failed': [{ kind: 'urlpattern-init-read-failed', thrown: null }],
  'urlpattern-not-a-pattern': [{ kind: 'urlpattern-not-a-pattern', got: { type: 'undefined' } }],
  // conversion: IDNA
  'idna-host-not-a-string': [{ kind: 'idna-host-not-a-string', label: '', got: seenNumber }],
  'idna-forbidden-code-point': [
    { kind: 'idna-forbidden-code-point', label: 'a<b', character: '<' },
    { kind: 'idna-forbidden-code-point', label: 'a b', character: ' ' },
  ],
  'idna-a-label-too-long': [
    { kind: 'idna-a-label-too-long', label: `xn--${'a'.repeat(60)}`, direction: 'to-ascii' },
    { kind: 'idna-a-label-too-long', label: `xn--${'b'.repeat(60)}`, direction: 'to-unicode' },
  ],
  'idna-mapped-label-too-long': [{ kind: 'idna-mapped-label-too-long', label: 'é'.repeat(64) }],
  'idna-result-too-long': [{ kind: 'idna-result-too-long', label: 'ü'.repeat(50), aLabel: `xn--${'c'.repeat(70)}` }],
  'idna-no-url-parser': [{ kind: 'idna-no-url-parser', label: 'bücher' }],
  'idna-label-disallowed': [{ kind: 'idna-label-disallowed', label: 'a\u2488b' }],
  'idna-bidi-rule': [{ kind: 'idna-bidi-rule', label: 'aא' }],
  'idna-empty-after-mapping': [{ kind: 'idna-empty-after-mapping', label: '\u00AD' }],
  'idna-mapped-forbidden-code-point': [{ kind: 'idna-mapped-forbidden-code-point', label: 'a\uFF03b', mapped: 'a#b', character: '#' }],
  'idna-ends-in-number': [{ kind: 'idna-ends-in-number', label: 'a.1', mapped: 'a.1' }],
  'idna-not-punycode': [
    { kind: 'idna-not-punycode', label: 'xn--abc-', direction: 'to-ascii' },
    { kind: 'idna-not-punycode', label: 'xn--zzq-', direction: 'to-unicode' },
  ],
  'idna-decodes-to-ascii': [{ kind: 'idna-decodes-to-ascii', label: 'xn--abc-', direction: 'to-ascii', decoded: 'abc' }],
  'idna-u-label-refused': [{ kind: 'idna-u-label-refused', label: 'xn--zz1', direction: 'to-unicode', uLabel: 'zz' }],
  'idna-not-round-trip': [{ kind: 'idna-not-round-trip', label: 'xn--Zz1', direction: 'to-ascii', uLabel: 'zz', back: 'xn--zz1' }],
  'idna-host-not-utf8': [{ kind: 'idna-host-not-utf8', host: 'a%FF', decoding: 'invalid-utf8', offset: 1 }],
  // conversion: setters
  'conflict-path-after-authority': [
    { kind: 'conflict-path-after-authority', set: 'path', path: 'xq', section: '3.3' },
    { kind: 'conflict-path-after-authority', set: 'host', path: 'xq', section: '3.3' },
  ],
  'conflict-path-starts-with-slashes': [
    { kind: 'conflict-path-starts-with-slashes', set: 'path', path: '//xq', section: '3.3' },
    { kind: 'conflict-path-starts-with-slashes', set: 'host', path: '//xq', section: '3.3' },
  ],
  'conflict-colon-in-first-segment': [
    { kind: 'conflict-colon-in-first-segment', set: 'path', path: 'a:bq', section: '4.2' },
    { kind: 'conflict-colon-in-first-segment', set: 'scheme', path: 'a:bq', section: '4.2' },
  ],
  'conflict-needs-host': [
    { kind: 'conflict-needs-host', set: 'port', section: '3.2' },
    { kind: 'conflict-needs-host', set: 'userinfo', section: '3.2' },
  ],
  'conflict-host-removal': [{ kind: 'conflict-host-removal', set: 'host', blocking: 'userinfo', section: '3.2' }],
  // conversion: fromUserInput
  'input-trimmed': [{ kind: 'input-trimmed' }],
  'input-unwrapped': [{ kind: 'input-unwrapped', open: '<', close: '>' }],
  'input-url-prefix-removed': [{ kind: 'input-url-prefix-removed' }],
  'input-whitespace-removed': [{ kind: 'input-whitespace-removed' }],
  'input-scheme-added': [{ kind: 'input-scheme-added', added: 'https://' }],
  // adapters
  'web-missing-scheme': [{ kind: 'web-missing-scheme' }],
  'surrounding-space': [
    { kind: 'surrounding-space', side: 'start', found: ' ' },
    { kind: 'surrounding-space', side: 'end', found: '\t' },
    { kind: 'surrounding-space', side: 'end', found: '\n' },
  ],
  'non-ascii-host': [{ kind: 'non-ascii-host', host: 'ejemplo例.jp' }],
  'public-needs-web': [{ kind: 'public-needs-web', option: 'public' }],
  'adapter-not-a-feature': [{ kind: 'adapter-not-a-feature', option: 'iri', from: 'typed-uri/iri', got: { type: 'boolean', text: 'true' } }],
  'form-values-not-an-object': [{ kind: 'form-values-not-an-object', got: { type: 'null' } }],
  'form-field-asynchronous': [{ kind: 'form-field-asynchronous', field: 'homepage' }],
  'form-field-not-a-schema': [{ kind: 'form-field-not-a-schema', field: 'homepage', got: seenNumber }],
}

const span = { start: 0, end: 1 }
type ParametersOf<F> = F extends unknown ? Omit<F, '_tag' | 'code' | 'section' | 'span'> : never
const warning = <C extends WarningCode>(code: C, parameters: ParametersOf<WarningOf<C>>): WarningOf<C> => ({ _tag: 'Warning', code, section: '7.3', span, ...parameters }) as WarningOf<C>

const WARNINGS: { readonly [C in WarningCode]?: readonly WarningOf<C>[] } = {
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
  'bidi-formatting': [warning('bidi-formatting', { component: 'path', codePoint: 0x202e, encoded: '%E2%80%AE' })],
  'bidi-component': [warning('bidi-component', { component: 'host-label', text: 'aאb', mixesDirections: true, rtlAtEdges: false })],
  'mixed-script-host': [warning('mixed-script-host', { label: 'pаypal', scripts: ['Latin', 'Cyrillic'] })],
  'confusable-host': [warning('confusable-host', { label: 'аpple', looksLike: 'apple' })],
  'overlong-utf8': [warning('overlong-utf8', { written: '%C0%AF', codePoint: 0x2f })],
}

const violation = <C extends PolicyViolationCode>(code: C, parameters: ParametersOf<PolicyViolationOf<C>>): PolicyViolationOf<C> =>
  ({ _tag: 'PolicyViolation', code, span, ...parameters }) as PolicyViolationOf<C>

const VIOLATIONS: { readonly [C in PolicyViolationCode]?: readonly PolicyViolationOf<C>[] } = {
  'not-absolute': [violation('not-absolute', {})],
  'scheme-not-allowed': [violation('scheme-not-allowed', { scheme: 'ftp', allowed: ['https', 'http'] }), violation('scheme-not-allowed', { scheme: 'ftp', allowed: [] })],
  'no-host': [violation('no-host', {})],
  'host-kind-not-allowed': [
    violation('host-kind-not-allowed', { hostKind: 'ipv4', allowed: ['reg-name'] }),
    violation('host-kind-not-allowed', { hostKind: 'ipv6', allowed: ['reg-name', 'ipv4'] }),
  ],
  'host-not-allowed': [violation('host-not-allowed', { host: 'evil.example', whatwg: null })],
  'port-not-allowed': [violation('port-not-allowed', { port: 8080, allowed: [443, 8443] }), violation('port-not-allowed', { port: null, allowed: [443] })],
  'userinfo-not-allowed': [violation('userinfo-not-allowed', {})],
  'private-address': [violation('private-address', { host: '10.0.0.1', reader: 'rfc3986', addressClass: 'private', address: '10.0.0.1' })],
  'rare-ip-format': [violation('rare-ip-format', { host: '0x7f.1', address: '127.0.0.1' })],
  'invalid-options': [violation('invalid-options', { reason: { kind: 'option-not-of-kind', option: 'hosts', entry: 'option', must: 'strings', got: seenNumber } })],
}

const REFUSALS: { readonly [K in RefusalReason['kind']]?: readonly Extract<RefusalReason, { readonly kind: K }>[] } = {
  'not-text': [{ kind: 'not-text' }],
  'not-a-reference': [{ kind: 'not-a-reference', error: 'invalid-character' }],
  'no-base': [{ kind: 'no-base' }],
  'browser-refuses': [{ kind: 'browser-refuses' }],
  'no-runtime-url': [{ kind: 'no-runtime-url' }],
  'host-too-long': [{ kind: 'host-too-long', limit: 500 }],
  'invalid-options': [
    { kind: 'invalid-options', option: 'options' },
    { kind: 'invalid-options', option: 'base' },
    { kind: 'invalid-options', option: 'allow', index: 2 },
    { kind: 'invalid-options', option: 'allow' },
  ],
  'script-scheme': [{ kind: 'script-scheme', scheme: 'javascript' }],
  'other-origin': [
    { kind: 'other-origin', reader: 'rfc3986', origin: 'https://evil.example' },
    { kind: 'other-origin', reader: 'whatwg', origin: 'https://evil.example' },
    { kind: 'other-origin', reader: 'rfc3986', origin: 'null' },
  ],
  'parsers-disagree': [{ kind: 'parsers-disagree', components: ['host', 'path'] }],
  'path-starts-with-two-slashes': [{ kind: 'path-starts-with-two-slashes', reader: 'whatwg' }],
}

const fault = (code: WebFault['code'], text: string, more: Partial<WebFault> = {}): WebFault => ({ _tag: 'WebFault', code, offset: 0, text, web: true, ...more })
const FAULTS: { readonly [C in WebFault['code']]?: readonly WebFault[] } = {
  'script-scheme': [fault('script-scheme', 'javascript'), fault('script-scheme', 'javascript', { web: false })],
  'scheme-not-allowed': [
    fault('scheme-not-allowed', 'ftp'),
    fault('scheme-not-allowed', 'ftp', { allowed: [] }),
    fault('scheme-not-allowed', 'ftp', { allowed: ['https'] }),
    fault('scheme-not-allowed', 'ftp', { allowed: ['mailto', 'otpauth'] }),
  ],
  'no-host': [fault('no-host', '')],
  'userinfo-not-allowed': [fault('userinfo-not-allowed', 'me:secret')],
  'port-out-of-range': [fault('port-out-of-range', '99999')],
  'not-public': [
    fault('not-public', '0x7f.1', { why: 'loopback', address: '127.0.0.1' }),
    fault('not-public', 'impresora.local', { why: 'link-local', address: 'impresora.local' }),
    fault('not-public', '192.0.2.1', { why: 'documentation', address: '192.0.2.1' }),
    fault('not-public', 'intranet', { why: 'single-label' }),
  ],
}

const DECODING: { readonly [C in DecodeError['code']]?: readonly DecodeError[] } = {
  'bad-percent-encoding': [{ _tag: 'DecodeError', code: 'bad-percent-encoding', offset: 3 }],
  'invalid-utf8': [{ _tag: 'DecodeError', code: 'invalid-utf8', offset: 0 }],
  'not-a-string': [{ _tag: 'DecodeError', code: 'not-a-string', offset: 0, got: seenNumber }],
}

/** Parameters a generic fact carries, for a key no table has a sample for yet. */
const GENERIC = { label: 'labelq', host: 'hostq.example', path: '/pathq', name: 'nameq', variable: 'varq', part: 'partq', text: 'textq', option: 'optionq', got: seenNumber }

const codeSamples = (code: string): readonly UriError[] => {
  const made = CODES.filter(([c]) => c === code).map(([, make]) => make())
  return made.length > 0 ? made : [{ ...errorWith(), code: code as UriErrorCode }]
}

/** Each section's sample facts for a key, as `describeError` takes them. */
const samples = (section: keyof Catalog, key: string): readonly Fact[] => {
  const own = <T>(table: { readonly [k: string]: readonly T[] | undefined }): readonly T[] | undefined => (Object.prototype.hasOwnProperty.call(table, key) ? table[key] : undefined)
  switch (section) {
    case 'codes':
      return codeSamples(key)
    case 'reasons':
      return (own(REASONS as never) ?? [{ kind: key, ...GENERIC }]).map((r) => errorWith(r as UriError['reason']))
    case 'decoding':
      return own(DECODING as never) ?? [{ _tag: 'DecodeError', code: key as DecodeError['code'], offset: 0 }]
    case 'faults':
      return own(FAULTS as never) ?? [fault(key as WebFault['code'], 'textq')]
    case 'warnings':
      return own(WARNINGS as never) ?? [{ _tag: 'Warning', code: key, section: '7.3', span, ...GENERIC } as unknown as Fact]
    case 'violations':
      return own(VIOLATIONS as never) ?? [{ _tag: 'PolicyViolation', code: key, span, ...GENERIC } as unknown as Fact]
    case 'refusals':
      return ((own(REFUSALS as never) ?? [{ kind: key, ...GENERIC }]) as readonly RefusalReason[]).map(
        (reason) => ({ _tag: 'RedirectError', code: reason.kind === 'invalid-options' ? 'invalid-options' : 'unsafe-redirect', offset: 4, reason }) as Fact,
      )
  }
}

/** Keys whose values are names of cases, not text of the person's: the sentences word them, never quote them. */
const CASE_KEYS = new Set([
  // An error's grammar facts: what could have come, the rules it was in (plain sentences word them, never quote them).
  'expected',
  'rulePath',
  '_tag',
  'code',
  'kind',
  'rule',
  'set',
  'direction',
  'platform',
  'reader',
  'fault',
  'feature',
  'whole',
  'entry',
  'subject',
  'namespace',
  'difference',
  'where',
  'colon',
  'component',
  'components',
  'hostKind',
  'addressClass',
  'decoding',
  'operator',
  'must',
  'section',
  'rfc',
  'function',
  'blocking',
  // Unicode's names of scripts, which the Spanish sentence names in Spanish ("latino", "cirílico").
  'scripts',
])

/** The texts a fact carries for a sentence to quote: its own and its reason's strings, small numbers, and list members. */
const parameters = (fact: object): readonly string[] => {
  const out: string[] = []
  const add = (o: object): void => {
    for (const [k, v] of Object.entries(o)) {
      if (CASE_KEYS.has(k)) continue
      if (typeof v === 'string' && v !== '') out.push(v)
      else if (typeof v === 'number' && Number.isInteger(v) && v >= 10 && v < 1000) out.push(String(v))
      else if (Array.isArray(v)) for (const m of v) if (typeof m === 'string' || typeof m === 'number') out.push(String(m))
    }
  }
  add(fact)
  const reason = (fact as { readonly reason?: unknown }).reason
  if (typeof reason === 'object' && reason !== null) add(reason)
  const likely = (fact as { readonly likely?: { readonly text: string } }).likely
  if (likely !== undefined && likely.text !== '') out.push(likely.text)
  return out
}

/** Whether a sentence names a text: as a whole, not inside a word ("ws" is not named by "follows"). */
const mentions = (sentence: string, text: string): boolean => new RegExp(`(?<![\\p{L}\\p{N}])${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`, 'u').test(sentence)

/**
 * Whether the English sentence quotes a parameter: between quotation marks, or as a text no
 * sentence says as a word of its own (a host, a triplet, a path: not "options" or "ws").
 */
const quotes = (english: string, p: string): boolean => english.includes(`"${p}"`) || english.includes(`'${p}'`) || (!/^[a-z]+$/.test(p) && mentions(english, p))

/** The Spanish sentence of a fact, asked of the catalog's own function (a sentence that throws fails here, where describeError would hide it). */
const sentenceOf = (section: keyof Catalog, key: string, fact: Fact, catalog: Catalog = es): string => {
  const f = (catalog[section] as Record<string, (fact: unknown, more?: unknown) => string>)[key]
  switch (section) {
    case 'reasons':
    case 'refusals':
      return f((fact as { readonly reason: unknown }).reason, fact)
    default:
      return f(fact)
  }
}

/** The quoted text of a sentence taken out: what the person wrote, which may hold any word. */
const unquoted = (sentence: string): string => sentence.replace(/«[^»]*»/g, '«…»')

const RULE_NAMES = /(?<![\w-])(?:pchar|reg-name|IP-literal|path-abempty|unreserved|HEXDIG|authority|userinfo)(?![\w-])|RFC|ABNF/
const ENGLISH = /\b(?:the|Enter|Remove|Check|Add|and|with|address)\b/

describe('typed-uri/messages/es: the Spanish plain catalog', () => {
  it('has a sentence of its own for every key of every section of the English plain catalog, naming what the English one names', () => {
    let checked = 0
    let named = 0
    for (const section of SECTIONS) {
      expect(Object.keys(es[section]).sort(), section).to.deep.equal(Object.keys(en[section]).sort())
      for (const key of Object.keys(en[section])) {
        for (const fact of samples(section, key)) {
          const spanish = sentenceOf(section, key, fact)
          const english = sentenceOf(section, key, fact, en)
          const what = `${section}.${key}: ${spanish}`
          expect(spanish, what).to.be.a('string')
          expect(spanish.trim().length, what).to.be.greaterThan(10)
          // describeError reads an error's reason before its code: a code's sentence is the one said of an error without one.
          if (section !== 'codes' || (fact as UriError).reason === undefined) expect(said(fact), what).to.equal(spanish)
          expect(spanish, what).not.to.equal(english)
          for (const p of parameters(fact))
            if (quotes(english, p)) {
              expect(spanish, `${what} (English: ${english})`).to.include(p)
              named++
            }
          checked++
          if (process.env.ES_DUMP) console.log(`${section}.${key}\n  ${spanish}`)
        }
      }
    }
    expect(checked).to.be.greaterThan(200)
    expect(named).to.be.greaterThan(80)
  })

  it('says what is wrong and how to fix it, formally (usted), in Spanish quotation marks', () => {
    expect(said(left(parse('https://exa mple.com')))).to.equal('Elimine el espacio después de «exa»: el nombre de un sitio web solo puede contener letras, números, guiones (-) y puntos (.)')
    expect(said(left(parse('https://example.com/a b')))).to.equal('Elimine el espacio después de «a», o escriba %20 en su lugar')
    expect(said(left(parse(' http://a')))).to.equal('Elimine el espacio al principio, o escriba %20 en su lugar')
    expect(said(left(parse('http://a/b\\c')))).to.equal('Elimine la barra invertida (\\) después de «b», o escriba una barra inclinada (/) en su lugar')
    expect(said(left(parse('http://a.com:8:0')))).to.equal('El número de puerto «8:0» solo puede contener cifras, como :8080; elimine el carácter «:» después de «8»')
    expect(said(left(parse('http://example.com/café')))).to.equal('Reemplace «é», que va después de «caf», por %C3%A9, o elimínelo')
    expect(said(left(parse('http://a/50%off')))).to.equal('Escriba como %25 el signo % que va después de «50», o póngale detrás dos cifras o letras de la A a la F, como %20')
    expect(said(left(parse('http://[v1')))).to.equal('La dirección está incompleta después de «v1»: complete la dirección IP entre corchetes')
    expect(said(left(parseURI('www.example.com/a')))).to.equal('Escriba una dirección web que empiece por https://, como https://www.example.com')
    expect(said(left(parseURI('')))).to.equal('Escriba una dirección, como https://www.example.com')
    expect(said(left(parseIRI('http://a/\uE000')))).to.equal('Elimine el carácter invisible después de «/», o escriba %EE%80%80 en su lugar')
    expect(said(left(parseWs('ws://example.com/chat#x')))).to.equal(
      'Una dirección WebSocket no puede contener «#»: elimine el «#» después de «chat» y lo que le sigue, o escriba %23 en su lugar',
    )
  })

  it('writes numbers and lists as Spanish does', () => {
    // The RAE groups digits from five on: 2000, 20.000.
    expect(said(left(parseWith({ maxLength: 2000 })('x'.repeat(2001))))).to.equal('Escriba una dirección de 2000 caracteres como máximo')
    expect(said(left(parseWith({ maxLength: 20000 })('x'.repeat(20001))))).to.equal('Escriba una dirección de 20.000 caracteres como máximo')
    // "o" before a word that begins with the sound /o/ is "u"; "y" before /i/ is "e".
    expect(said(fault('scheme-not-allowed', 'ftp', { allowed: ['mailto', 'otpauth'] }))).to.equal('Escriba una dirección que empiece por mailto: u otpauth:')
    expect(said(fault('scheme-not-allowed', 'ftp', { allowed: ['https', 'http'] }))).to.equal('Escriba una dirección web que empiece por https:// o http://, como https://www.example.com')
    const mixed = { _tag: 'Warning', code: 'mixed-script-host', section: '7.5', span, label: 'pаypal', scripts: ['Latin', 'Cyrillic', 'Greek'] } as const
    expect(said(mixed)).to.contain('(latino, cirílico y griego)')
  })

  it('law: every error parsing gives (spaces, "%", brackets, non-ASCII, controls) is worded in Spanish, never in English, never thrown', () => {
    const piece = fc.constantFrom(
      ' ',
      '%',
      '%2',
      '%zz',
      '%41',
      '[',
      ']',
      '[::1',
      '[v1',
      'é',
      '日本',
      '\u0000',
      '\u001f',
      '\t',
      '\n',
      '\u007f',
      '\u0085',
      '\u200e',
      '\uE000',
      '\uD800',
      'a',
      'b1',
      '/',
      '//',
      ':',
      '?',
      '#',
      '@',
      '.',
      'http:',
      'https://',
      '{',
      '}',
      '\\',
      '"',
      '<',
      '^',
      '|',
      ':80x',
      ':99',
    )
    const parsers = [parse, parseURI, parseIRIReference] as const
    let checked = 0
    const reached = new Set<string>()
    fc.assert(
      fc.property(fc.constantFrom('', 'http://', '//', 'a:'), fc.array(piece, { maxLength: 10 }), fc.nat(parsers.length - 1), (start, pieces, k) => {
        const input = start + pieces.join('')
        const r = (parsers[k] as (s: string) => E.Either<UriError, unknown>)(input)
        if (E.isRight(r)) return
        const e = r.left
        const sentence = e.reason === undefined ? es.codes[e.code](e) : sentenceOf('reasons', e.reason.kind, e)
        expect(said(e), input).to.equal(sentence)
        expect(sentence.trim().length, input).to.be.greaterThan(10)
        expect(unquoted(sentence), `${JSON.stringify(input)}: ${sentence}`).not.to.match(ENGLISH)
        expect(unquoted(sentence), `${JSON.stringify(input)}: ${sentence}`).not.to.match(RULE_NAMES)
        reached.add(e.code)
        checked++
      }),
      { seed: 3986, numRuns: 600 },
    )
    expect(checked).to.be.greaterThan(400)
    expect([...reached]).to.include.members(['invalid-character', 'non-ascii', 'bad-percent-encoding', 'missing-scheme', 'unclosed-ip-literal', 'invalid-ipv6'])
  })

  it('names no grammar rule and no RFC in any sentence', () => {
    let checked = 0
    for (const section of SECTIONS)
      for (const key of Object.keys(es[section]))
        for (const fact of samples(section, key)) {
          const sentence = unquoted(sentenceOf(section, key, fact))
          expect(sentence, `${section}.${key}`).not.to.match(RULE_NAMES)
          expect(sentence, `${section}.${key}`).not.to.match(ENGLISH)
          checked++
        }
    expect(checked).to.be.greaterThan(200)
    // The check refuses the names the issue names.
    for (const n of ['pchar', 'reg-name', 'IP-literal', 'RFC 3986']) expect(RULE_NAMES.test(`a ${n} b`), n).to.equal(true)
  })

  it('is a catalog of its own: its files import no English, and its bundle carries none', () => {
    const dir = path.resolve(__dirname, '../../../src/messages/es')
    for (const f of fs.readdirSync(dir)) {
      const imports = [...fs.readFileSync(path.join(dir, f), 'utf8').matchAll(/from '([^']+)'/g)].map((m) => m[1])
      expect(
        imports.filter((i) => i.includes('/en/') || i.startsWith('../en') || i === '../index.ts'),
        f,
      ).to.deep.equal([])
    }
    const bundle = buildSync({ entryPoints: [path.join(dir, 'index.ts')], bundle: true, write: false, format: 'esm', platform: 'neutral', minify: true }).outputFiles[0].text
    for (const english of ['Enter a', 'Remove ', 'Check the', 'website name', 'set up wrongly']) expect(bundle, english).not.to.contain(english)
    expect(bundle).to.contain('nombre del sitio web')
  })
})
