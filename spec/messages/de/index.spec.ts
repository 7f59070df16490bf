/**
 * The German `plain` catalog (src/messages/de): a sentence for every key of every section the
 * English `plain` has (a kind added later is checked too), each German, naming what the English
 * one names of the fact, with no rule name and no RFC number; `describeError` with it never
 * fails over the errors of random inputs; and it is written apart from the English words.
 */
import { expect } from 'chai'
import * as fc from 'fast-check'
import * as E from 'fp-ts/lib/Either.js'
import * as fs from 'node:fs'
import * as path from 'node:path'
import type { UriError, UriErrorCode } from '../../../src/error/facts.ts'
import type { ReasonKind, ReasonOf } from '../../../src/error/reasons.ts'
import { parse, parseIRIReference, parseURI } from '../../../src/index.ts'
import type { Catalog, RefusalReason } from '../../../src/messages/catalog.ts'
import { plain as de } from '../../../src/messages/de/index.ts'
import { describeError, plain as en } from '../../../src/messages/index.ts'
import type { DecodeError } from '../../../src/encoding/percent-encoding.ts'
import type { PolicyViolationCode, PolicyViolationOf, ReadingRefusal, RedirectError, WarningCode, WarningOf } from '../../../src/security/index.ts'
import type { WebFault, WebFaultCode } from '../../../src/reading/web.ts'

// ---------------------------------------------------------------------------
// sample facts: each typed by its section, so a code or kind without a sample fails to compile
// ---------------------------------------------------------------------------

/** An error whose word before the offset is "Kq" (what "nach „Kq“" quotes). */
const error = (code: UriErrorCode, over: Partial<UriError> = {}): UriError => ({
  _tag: 'UriError',
  code,
  rule: 'URI',
  offset: 9,
  before: 'http://Kq',
  found: '<',
  expected: ['ALPHA'],
  rulePath: ['URI', 'hier-part', 'path-abempty'],
  inputLength: 12,
  ...over,
})

const HOST = ['URI', 'hier-part', 'authority', 'host', 'reg-name']

const CODES: { readonly [C in UriErrorCode]: readonly UriError[] } = {
  'empty-input': [error('empty-input', { before: '', found: null, offset: 0 }), error('empty-input', { rule: 'relative-ref', before: '', found: null, offset: 0 })],
  'missing-scheme': [error('missing-scheme', { likely: { part: 'scheme', text: 'www.Kq.example/a', offset: 0, found: null } }), error('missing-scheme')],
  'invalid-character': [
    error('invalid-character'),
    error('invalid-character', { found: ' ', rulePath: HOST }),
    error('invalid-character', { found: '?', rulePath: ['URI', 'hier-part', 'authority', 'port'] }),
    error('invalid-character', { found: '-', rulePath: ['URI-Template', 'expression', 'varname'], rule: 'URI-Template' }),
    error('invalid-character', { found: '\n' }),
    error('invalid-character', { found: '\u200b' }),
    error('invalid-character', { found: '\\' }),
    error('invalid-character', { found: '"' }),
    error('invalid-character', { found: null }),
  ],
  'non-ascii': [error('non-ascii', { found: 'é' }), error('non-ascii', { found: '\ud800' })],
  'bad-percent-encoding': [error('bad-percent-encoding', { before: 'http://a/Kq%', found: 'z' })],
  'unclosed-ip-literal': [error('unclosed-ip-literal', { before: 'http://[::Kq', found: null })],
  'invalid-ipv6': [error('invalid-ipv6', { found: 'g' }), error('invalid-ipv6', { found: null })],
  'invalid-port': [
    error('invalid-port', { likely: { part: 'port', text: '80Kq', offset: 12, found: 'K' } }),
    error('invalid-port', { likely: { part: 'port', text: 'Kq', offset: 12, found: 'K' } }),
    error('invalid-port', { found: 'x' }),
  ],
  'unexpected-end': [error('unexpected-end', { found: null }), error('unexpected-end', { found: null, rulePath: ['URI', 'hier-part', 'authority', 'IP-literal'] })],
  'too-long': [error('too-long', { maxLength: 2048, offset: 2048, inputLength: 3000 })],
  'invalid-options': [error('invalid-options', { option: 'maxLength' })],
  'disallowed-code-point': [error('disallowed-code-point', { found: '\ue000' }), error('disallowed-code-point', { found: '\udc00' })],
  'zone-id-not-enabled': [error('zone-id-not-enabled', { before: 'http://[fe80::Kq', found: '%' })],
  'zone-id-needs-25': [error('zone-id-needs-25', { found: '%' })],
  'invalid-idna-label': [error('invalid-idna-label')],
  'idna-label-too-long': [error('idna-label-too-long')],
  'unclosed-expression': [error('unclosed-expression', { before: '/{Kq', found: null, rule: 'URI-Template' })],
  'reserved-operator': [error('reserved-operator', { found: '=' }), error('reserved-operator', { found: null })],
  'invalid-expansion': [error('invalid-expansion')],
  'scheme-violation': [error('scheme-violation', { rule: 'mailtoURI' }), error('scheme-violation', { rule: 'http-URI' }), error('scheme-violation', { rule: 'Link' })],
  'component-conflict': [error('component-conflict')],
  'not-expressible': [error('not-expressible')],
}

const seen = { type: 'number', text: '42' } as const
const none = { type: 'null' } as const

/** Each reason kind's samples: a kind without one fails to compile (and the table below fails at run time). */
const REASONS: { readonly [K in ReasonKind]: readonly ReasonOf<K>[] } = {
  // options
  'not-a-string': [
    { kind: 'not-a-string', subject: 'input', got: seen },
    { kind: 'not-a-string', subject: 'base', got: none },
  ],
  'options-not-an-object': [{ kind: 'options-not-an-object', whole: 'options', got: none }],
  'options-not-readable': [{ kind: 'options-not-readable', whole: 'options' }],
  'option-not-of-kind': [{ kind: 'option-not-of-kind', option: 'maxLength', entry: 'option', must: 'length', got: { type: 'string', text: 'Zq' } }],
  'reserve-not-sub-delims': [{ kind: 'reserve-not-sub-delims', character: 'Q' }],
  'not-a-parsed-reference': [{ kind: 'not-a-parsed-reference', got: none }],
  'option-not-name-or-uts46': [{ kind: 'option-not-name-or-uts46', option: 'host', names: ['idna', 'keep'], got: { type: 'array' } }],
  'options-cannot-combine': [{ kind: 'options-cannot-combine', option: 'iri', with: ['zoneIds'] }],
  'web-needs-absolute-rule': [{ kind: 'web-needs-absolute-rule', option: 'rule', got: { type: 'string', text: 'relative-ref' } }],
  'option-not-a-catalog': [{ kind: 'option-not-a-catalog', option: 'messages', got: { type: 'string', text: 'fr' } }],
  // schemes
  'http-form': [{ kind: 'http-form', scheme: 'https', rfc: '9110', section: '4.2.2' }],
  'http-empty-host': [{ kind: 'http-empty-host', scheme: 'http', rfc: '9110', section: '4.2.1' }],
  'ws-fragment': [{ kind: 'ws-fragment', scheme: 'ws', rfc: '6455', section: '3' }],
  'ws-userinfo': [{ kind: 'ws-userinfo', scheme: 'wss', rfc: '6455', section: '3' }],
  'ws-form': [{ kind: 'ws-form', scheme: 'wss', rfc: '6455', section: '3' }],
  'mailto-delimiter': [
    { kind: 'mailto-delimiter', character: '?', rfc: '6068', section: '2' },
    { kind: 'mailto-delimiter', character: '#', rfc: '6068', section: '2' },
  ],
  'mailto-form': [{ kind: 'mailto-form', rfc: '6068', section: '2' }],
  'mailto-no-at': [{ kind: 'mailto-no-at', address: 'Kq.example', rfc: '5322', section: '3.4.1' }],
  'mailto-local-part': [{ kind: 'mailto-local-part', address: 'a..Kq@example.com', rfc: '5322', section: '3.4.1' }],
  'mailto-domain': [{ kind: 'mailto-domain', domain: 'Kq..example', rfc: '5322', section: '3.4.1' }],
  'mailto-not-utf8': [{ kind: 'mailto-not-utf8', part: 'address', rfc: '6068', section: '2' }],
  'urn-question-mark': [{ kind: 'urn-question-mark', rfc: '8141', section: '2' }],
  'urn-nid': [{ kind: 'urn-nid', rfc: '8141', section: '2' }],
  'urn-nid-too-long': [{ kind: 'urn-nid-too-long', length: 40, max: 32, rfc: '8141', section: '2' }],
  'urn-form': [{ kind: 'urn-form', rfc: '8141', section: '2' }],
  'urn-namespace-nss': [
    { kind: 'urn-namespace-nss', nid: 'uuid', rfc: '9562', section: '4' },
    { kind: 'urn-namespace-nss', nid: 'Kqns', rfc: '8141', section: '2' },
  ],
  'file-port': [{ kind: 'file-port', rfc: '8089', section: '2' }],
  'file-form': [
    { kind: 'file-form', host: true, rfc: '8089', section: '2' },
    { kind: 'file-form', host: false, rfc: '8089', section: '2' },
  ],
  'file-segment-name': [
    { kind: 'file-segment-name', segment: 'Kq%2Fb', platform: 'posix', fault: { fault: 'separator', character: '/' } },
    { kind: 'file-segment-name', segment: 'Kq%3C', platform: 'windows', fault: { fault: 'reserved', codePoint: 0x3c } },
    { kind: 'file-segment-name', segment: '.%20.', platform: 'windows', fault: { fault: 'dots-and-spaces' } },
  ],
  'file-path-not-utf8': [{ kind: 'file-path-not-utf8', platform: 'windows' }],
  'file-posix-host': [{ kind: 'file-posix-host', host: 'Kqhost' }],
  'file-posix-drive': [{ kind: 'file-posix-drive', drive: 'C' }],
  'file-windows-server': [{ kind: 'file-windows-server', host: 'Kq%00' }],
  'file-win32-host': [{ kind: 'file-win32-host', host: '.', namespace: 'device' }],
  'file-unc-drive': [{ kind: 'file-unc-drive', host: 'Kqhost', drive: 'D' }],
  'file-unc-no-share': [{ kind: 'file-unc-no-share', host: 'Kqhost', share: null }],
  'file-path-dot-segment': [{ kind: 'file-path-dot-segment', path: '/Kq/../b', platform: 'posix', literal: false, segment: '..' }],
  'file-path-name': [{ kind: 'file-path-name', path: 'C:\\Kq\\a:b', platform: 'windows', literal: false, name: 'a:b', fault: { fault: 'stream-colon' } }],
  'file-win32-trailing': [{ kind: 'file-win32-trailing', path: '\\\\?\\C:\\Kq.', name: 'Kq.' }],
  'file-unc-server': [{ kind: 'file-unc-server', path: '\\\\Kq\0\\s', server: 'Kq\0', fault: { fault: 'nul' } }],
  'file-unc-path-no-share': [{ kind: 'file-unc-path-no-share', path: '\\\\Kqserver' }],
  'file-posix-relative': [{ kind: 'file-posix-relative', path: 'Kq/notes' }],
  'file-posix-double-slash': [{ kind: 'file-posix-double-slash', path: '//Kq' }],
  'file-windows-relative': [{ kind: 'file-windows-relative', path: 'Kq\\notes' }],
  'file-win32-namespace': [
    { kind: 'file-win32-namespace', path: '\\\\.\\Kq', namespace: 'device' },
    { kind: 'file-win32-namespace', path: '\\\\?\\Kq', namespace: 'namespace' },
  ],
  'data-token-triplet': [
    { kind: 'data-token-triplet', triplet: '%20', octet: 0x20, rfc: '2397', section: '3' },
    { kind: 'data-token-triplet', triplet: '%3C', octet: 0x3c, rfc: '2397', section: '3' },
  ],
  'data-parameter': [{ kind: 'data-parameter', rfc: '2397', section: '3' }],
  'data-form': [{ kind: 'data-form', rfc: '2397', section: '3' }],
  'data-base64-character': [{ kind: 'data-base64-character', rfc: '4648', section: '4' }],
  'data-base64-length': [{ kind: 'data-base64-length', length: 17, rfc: '4648', section: '4' }],
  'forgiving-base64-not-octets': [{ kind: 'forgiving-base64-not-octets' }],
  'forgiving-base64-character': [{ kind: 'forgiving-base64-character' }],
  'forgiving-base64-length': [{ kind: 'forgiving-base64-length', count: 13 }],
  'scheme-not-a-tree': [{ kind: 'scheme-not-a-tree', function: 'fileToPath', got: none }],
  // templates
  'expression-unclosed': [{ kind: 'expression-unclosed', opened: 3 }],
  'variables-not-an-object': [{ kind: 'variables-not-an-object', got: none }],
  'variables-read-failed': [{ kind: 'variables-read-failed', thrown: 'Kq boom' }],
  'expansion-value-of-wrong-kind': [{ kind: 'expansion-value-of-wrong-kind', variable: 'Kqvar', got: { type: 'function' } }],
  'expansion-member-not-scalar': [{ kind: 'expansion-member-not-scalar', variable: 'Kqvar', member: 'Kqkey', got: { type: 'object' } }],
  'expansion-prefix-of-list': [{ kind: 'expansion-prefix-of-list', variable: 'Kqvar', prefix: 12, section: '2.4.1' }],
  'expansion-prefix-of-map': [{ kind: 'expansion-prefix-of-map', variable: 'Kqvar', prefix: 12, section: '2.4.1' }],
  'expansion-not-a-reference': [
    { kind: 'expansion-not-a-reference', expansion: 'Kq b', at: 2, section: '4.1' },
    { kind: 'expansion-not-a-reference', expansion: 'Kq', at: 7, section: '4.1' },
  ],
  'partial-comma-operator': [{ kind: 'partial-comma-operator', expression: '{Kqx,Kqy}', operator: '', variable: 'Kqy' }],
  'partial-order-unknown': [{ kind: 'partial-order-unknown', expression: '{?Kqa,Kqb}', variable: 'Kqb', first: '?', sep: '&' }],
  'route-templates-not-compiled': [{ kind: 'route-templates-not-compiled', got: { type: 'array' } }],
  'urlpattern-cannot-express': [{ kind: 'urlpattern-cannot-express', part: '{?Kq}', feature: 'query-expression' }],
  'template-cannot-express': [{ kind: 'template-cannot-express', part: '/:Kq*', component: 'pathname', feature: 'repeat-without-separator' }],
  'urlpattern-not-valid': [
    { kind: 'urlpattern-not-valid', part: '{Kq', component: 'pathname', fault: 'unclosed-group' },
    { kind: 'urlpattern-not-valid', part: '(Kq', component: null, fault: 'unclosed-regexp' },
    { kind: 'urlpattern-not-valid', part: '}', component: 'search', fault: 'stray-character' },
  ],
  'urlpattern-component-not-a-string': [{ kind: 'urlpattern-component-not-a-string', component: 'hostname', got: seen }],
  'urlpattern-init-read-failed': [{ kind: 'urlpattern-init-read-failed', thrown: null }],
  'urlpattern-not-a-pattern': [{ kind: 'urlpattern-not-a-pattern', got: { type: 'undefined' } }],
  // conversions: IDNA
  'idna-host-not-a-string': [{ kind: 'idna-host-not-a-string', label: '', got: seen }],
  'idna-forbidden-code-point': [
    { kind: 'idna-forbidden-code-point', label: 'Kq<b', character: '<' },
    { kind: 'idna-forbidden-code-point', label: 'Kq b', character: ' ' },
  ],
  'idna-a-label-too-long': [
    { kind: 'idna-a-label-too-long', label: 'xn--Kqlong', direction: 'to-ascii' },
    { kind: 'idna-a-label-too-long', label: 'xn--Kqlong', direction: 'to-unicode' },
  ],
  'idna-mapped-label-too-long': [{ kind: 'idna-mapped-label-too-long', label: 'Kqü' }],
  'idna-result-too-long': [{ kind: 'idna-result-too-long', label: 'Kqü', aLabel: 'xn--kq-zka' }],
  'idna-no-url-parser': [{ kind: 'idna-no-url-parser', label: 'Kqü' }],
  'idna-label-disallowed': [{ kind: 'idna-label-disallowed', label: 'a⒈Kq' }],
  'idna-bidi-rule': [{ kind: 'idna-bidi-rule', label: 'Kqא' }],
  'idna-empty-after-mapping': [{ kind: 'idna-empty-after-mapping', label: '\u00ad' }],
  'idna-mapped-forbidden-code-point': [{ kind: 'idna-mapped-forbidden-code-point', label: 'Kq＜', mapped: 'kq<', character: '<' }],
  'idna-ends-in-number': [{ kind: 'idna-ends-in-number', label: 'Kq.1', mapped: 'kq.1' }],
  'idna-not-punycode': [
    { kind: 'idna-not-punycode', label: 'xn--Kq!', direction: 'to-ascii' },
    { kind: 'idna-not-punycode', label: 'xn--Kq!', direction: 'to-unicode' },
  ],
  'idna-decodes-to-ascii': [{ kind: 'idna-decodes-to-ascii', label: 'xn--Kq-', direction: 'to-ascii', decoded: 'Kq' }],
  'idna-u-label-refused': [{ kind: 'idna-u-label-refused', label: 'xn--Kq', direction: 'to-unicode', uLabel: 'Kqü' }],
  'idna-not-round-trip': [{ kind: 'idna-not-round-trip', label: 'xn--Kq', direction: 'to-ascii', uLabel: 'Kqü', back: 'xn--other' }],
  'idna-host-not-utf8': [{ kind: 'idna-host-not-utf8', host: '%C3Kq', decoding: 'invalid-utf8', offset: 0 }],
  // conversions: setters
  'conflict-path-after-authority': [
    { kind: 'conflict-path-after-authority', set: 'path', path: 'Kqpath', section: '3.3' },
    { kind: 'conflict-path-after-authority', set: 'host', path: 'Kqpath', section: '3.3' },
  ],
  'conflict-path-starts-with-slashes': [
    { kind: 'conflict-path-starts-with-slashes', set: 'path', path: '//Kq', section: '3.3' },
    { kind: 'conflict-path-starts-with-slashes', set: 'host', path: '//Kq', section: '3.3' },
  ],
  'conflict-colon-in-first-segment': [
    { kind: 'conflict-colon-in-first-segment', set: 'path', path: 'Kq:b', section: '4.2' },
    { kind: 'conflict-colon-in-first-segment', set: 'scheme', path: 'Kq:b', section: '4.2' },
  ],
  'conflict-needs-host': [
    { kind: 'conflict-needs-host', set: 'port', section: '3.2' },
    { kind: 'conflict-needs-host', set: 'userinfo', section: '3.2' },
  ],
  'conflict-host-removal': [{ kind: 'conflict-host-removal', set: 'host', blocking: 'userinfo', section: '3.2' }],
  // conversions: fromUserInput
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
  'non-ascii-host': [{ kind: 'non-ascii-host', host: 'Kq例.jp' }],
  'public-needs-web': [{ kind: 'public-needs-web', option: 'public' }],
  'adapter-not-a-feature': [{ kind: 'adapter-not-a-feature', option: 'iri', from: 'typed-uri/iri', got: { type: 'boolean', text: 'true' } }],
  'form-values-not-an-object': [{ kind: 'form-values-not-an-object', got: none }],
  'form-field-asynchronous': [{ kind: 'form-field-asynchronous', field: 'Kqfield' }],
  'form-field-not-a-schema': [{ kind: 'form-field-not-a-schema', field: 'Kqfield', got: seen }],
}

const DECODING: { readonly [C in DecodeError['code']]: readonly DecodeError[] } = {
  'bad-percent-encoding': [{ _tag: 'DecodeError', code: 'bad-percent-encoding', offset: 3 }],
  'invalid-utf8': [{ _tag: 'DecodeError', code: 'invalid-utf8', offset: 0 }],
  'not-a-string': [{ _tag: 'DecodeError', code: 'not-a-string', offset: 0, got: seen }],
}

const fault = (code: WebFaultCode, text: string, over: Partial<WebFault> = {}): WebFault => ({ _tag: 'WebFault', code, offset: 0, text, web: true, ...over })

const FAULTS: { readonly [C in WebFaultCode]: readonly WebFault[] } = {
  'script-scheme': [fault('script-scheme', 'javascript'), fault('script-scheme', 'javascript', { web: false })],
  'scheme-not-allowed': [
    fault('scheme-not-allowed', 'ftp'),
    fault('scheme-not-allowed', 'ftp', { allowed: [] }),
    fault('scheme-not-allowed', 'ftp', { allowed: ['http'] }),
    fault('scheme-not-allowed', 'ftp', { allowed: ['mailto', 'tel', 'https'] }),
  ],
  'no-host': [fault('no-host', '')],
  'userinfo-not-allowed': [fault('userinfo-not-allowed', 'Kqme:secret')],
  'port-out-of-range': [fault('port-out-of-range', '70000')],
  'not-public': [
    fault('not-public', 'Kq0x7f.1', { why: 'loopback', address: '127.0.0.1' }),
    fault('not-public', 'Kq.local', { why: 'link-local', address: 'kq.local' }),
    fault('not-public', '192.0.2.1', { why: 'documentation', address: '192.0.2.1' }),
    fault('not-public', 'Kqintranet', { why: 'single-label' }),
  ],
}

const span = { start: 0, end: 1 }
/** A fact's parameters: what it carries besides its tag, code, section and span (each member of a union apart). */
type ParametersOf<F> = F extends unknown ? Omit<F, '_tag' | 'code' | 'section' | 'span'> : never

const warning = <C extends WarningCode>(code: C, parameters: ParametersOf<WarningOf<C>>): WarningOf<C> => ({ _tag: 'Warning', code, section: '7.3', span, ...parameters }) as WarningOf<C>

const WARNINGS: { readonly [C in WarningCode]: readonly WarningOf<C>[] } = {
  userinfo: [warning('userinfo', { userinfo: 'Kqme', host: 'Kq.example' })],
  'userinfo-looks-like-host': [warning('userinfo-looks-like-host', { user: 'bank.Kq', host: 'evil.Kq' })],
  password: [warning('password', { colon: 'written' }), warning('password', { colon: 'encoded', userinfo: 'Kq%3Asecret' })],
  'whatwg-credentials': [warning('whatwg-credentials', { credentials: 'Kq:secret', password: true }), warning('whatwg-credentials', { credentials: 'Kq', password: false })],
  'well-known-port': [warning('well-known-port', { port: 25, scheme: 'http', defaultPort: 80 })],
  'rare-ip-format': [warning('rare-ip-format', { host: '0x7f.1', address: '127.0.0.1' })],
  'nul-octet': [warning('nul-octet', { written: '%00' })],
  'encoded-line-break': [
    warning('encoded-line-break', { where: 'uri', codePoint: 0x0d, written: '%0d' }),
    warning('encoded-line-break', { where: 'mailto-header', codePoint: 0x2028, written: '%E2%80%A8' }),
  ],
  'encoded-control': [warning('encoded-control', { octet: 1, written: '%01' })],
  'double-encoding': [warning('double-encoding', { octet: 0x2e, written: '%252e' })],
  'encoded-path-delimiter': [warning('encoded-path-delimiter', { segment: 'a%2FKq', delimiter: '/' })],
  'encoded-dot-segment': [warning('encoded-dot-segment', { segment: '%2E%2E', decoded: '..' })],
  'encoded-delimiter-in-host': [warning('encoded-delimiter-in-host', { delimiter: '@', written: '%40' })],
  'mailto-header': [warning('mailto-header', { field: 'bcc', recipients: true }), warning('mailto-header', { field: 'x-Kq', recipients: false })],
  'parser-differential': [
    warning('parser-differential', { difference: 'host', whatwg: 'evil.Kq', rfc3986: 'evil%E3%80%82Kq' }),
    warning('parser-differential', { difference: 'path', whatwg: '/Kq', rfc3986: '/a/../Kq' }),
    warning('parser-differential', { difference: 'browser-refuses' }),
    warning('parser-differential', { difference: 'host-too-long', limit: 4096 }),
  ],
  'script-scheme': [warning('script-scheme', { scheme: 'javascript' }), warning('script-scheme', { scheme: 'data' })],
  'bidi-formatting': [warning('bidi-formatting', { component: 'path', codePoint: 0x202e, encoded: '%E2%80%AE' })],
  'bidi-component': [warning('bidi-component', { component: 'host-label', text: 'Kqא', mixesDirections: true, rtlAtEdges: false })],
  'mixed-script-host': [warning('mixed-script-host', { label: 'pаypal', scripts: ['Latin', 'Cyrillic', 'Other'] })],
  'confusable-host': [warning('confusable-host', { label: 'раураl', looksLike: 'paypal' })],
  'overlong-utf8': [warning('overlong-utf8', { written: '%C0%AE', codePoint: 0x2e }), warning('overlong-utf8', { written: '%C0%80', codePoint: 0 })],
}

const violation = <C extends PolicyViolationCode>(code: C, parameters: ParametersOf<PolicyViolationOf<C>>): PolicyViolationOf<C> =>
  ({ _tag: 'PolicyViolation', code, span, ...parameters }) as PolicyViolationOf<C>

const VIOLATIONS: { readonly [C in PolicyViolationCode]: readonly PolicyViolationOf<C>[] } = {
  'not-absolute': [violation('not-absolute', {})],
  'scheme-not-allowed': [violation('scheme-not-allowed', { scheme: 'ftp', allowed: ['https', 'http'] }), violation('scheme-not-allowed', { scheme: 'ftp', allowed: [] })],
  'no-host': [violation('no-host', {})],
  'host-kind-not-allowed': [
    violation('host-kind-not-allowed', { hostKind: 'ipv4', allowed: ['reg-name'] }),
    violation('host-kind-not-allowed', { hostKind: 'ipv6', allowed: ['reg-name', 'ipv4'] }),
  ],
  'host-not-allowed': [violation('host-not-allowed', { host: 'Kq.example', whatwg: null }), violation('host-not-allowed', { host: 'Kq%2Eexample', whatwg: 'kq.example' })],
  'port-not-allowed': [
    violation('port-not-allowed', { port: 8080, allowed: [443] }),
    violation('port-not-allowed', { port: null, allowed: [443, 8443] }),
    violation('port-not-allowed', { port: 81, allowed: [] }),
  ],
  'userinfo-not-allowed': [violation('userinfo-not-allowed', {})],
  'private-address': [violation('private-address', { host: '127.0.0.1', reader: 'rfc3986', addressClass: 'loopback', address: '127.0.0.1' })],
  'rare-ip-format': [violation('rare-ip-format', { host: '0x7f.1', address: '127.0.0.1' })],
  'invalid-options': [
    violation('invalid-options', { reason: { kind: 'options-not-an-object', whole: 'options', got: none } }),
    violation('invalid-options', { reason: { kind: 'not-a-string', subject: 'input', got: seen } }),
  ],
}

type Refusal = RedirectError | ReadingRefusal
const redirect = (reason: RefusalReason, offset = 0): readonly [RefusalReason, Refusal] => [reason, { _tag: 'RedirectError', code: 'unsafe-redirect', offset, reason } as RedirectError]
const reading = (reason: RefusalReason, offset = 0): readonly [RefusalReason, Refusal] => [reason, { _tag: 'ReadingRefusal', code: 'unreadable', offset, reason } as ReadingRefusal]

const REFUSALS: { readonly [K in RefusalReason['kind']]: readonly (readonly [RefusalReason, Refusal])[] } = {
  'not-text': [redirect({ kind: 'not-text' })],
  'not-a-reference': [redirect({ kind: 'not-a-reference', error: 'invalid-character' }, 4)],
  'no-base': [reading({ kind: 'no-base' })],
  'browser-refuses': [reading({ kind: 'browser-refuses' })],
  'no-runtime-url': [redirect({ kind: 'no-runtime-url' })],
  'host-too-long': [redirect({ kind: 'host-too-long', limit: 4096 })],
  'invalid-options': [
    redirect({ kind: 'invalid-options', option: 'options' }),
    redirect({ kind: 'invalid-options', option: 'base' }),
    redirect({ kind: 'invalid-options', option: 'allow', index: 2 }),
    redirect({ kind: 'invalid-options', option: 'allow' }),
  ],
  'script-scheme': [redirect({ kind: 'script-scheme', scheme: 'javascript' })],
  'other-origin': [
    redirect({ kind: 'other-origin', reader: 'whatwg', origin: 'https://Kq.example' }),
    redirect({ kind: 'other-origin', reader: 'rfc3986', origin: 'https://Kq.example' }),
    redirect({ kind: 'other-origin', reader: 'rfc3986', origin: 'null' }),
    redirect({ kind: 'other-origin', reader: 'whatwg', origin: 'null' }),
  ],
  'parsers-disagree': [redirect({ kind: 'parsers-disagree', components: ['host', 'path'] })],
  'path-starts-with-two-slashes': [redirect({ kind: 'path-starts-with-two-slashes', reader: 'whatwg' })],
}

// ---------------------------------------------------------------------------
// the sentences of each sample, in both languages
// ---------------------------------------------------------------------------

type Section = keyof Catalog

/** A sample's sentence in a catalog: the fact given to the section's function as `describeError` gives it. */
type Say = (catalog: Catalog) => string

/** The samples of a section's key, each with what its sentence should name (the fact's own parameters). */
const samplesOf = (section: Section, key: string): readonly (readonly [Say, unknown])[] | undefined => {
  const call =
    (...args: readonly unknown[]): Say =>
    (catalog) =>
      (catalog[section] as unknown as Readonly<Record<string, (...a: readonly unknown[]) => string>>)[key](...args)
  switch (section) {
    case 'codes':
      return (CODES as Readonly<Record<string, readonly UriError[]>>)[key]?.map((e) => [call(e), [e.found, e.likely?.text, 'Kq']] as const)
    case 'reasons':
      return (REASONS as unknown as Readonly<Record<string, readonly object[]>>)[key]?.map((r) => [call(r, error('scheme-violation', { reason: r as UriError['reason'] })), r] as const)
    case 'decoding':
      return (DECODING as Readonly<Record<string, readonly DecodeError[]>>)[key]?.map((f) => [call(f), f] as const)
    case 'faults':
      return (FAULTS as Readonly<Record<string, readonly WebFault[]>>)[key]?.map((f) => [call(f), f] as const)
    case 'warnings':
      return (WARNINGS as unknown as Readonly<Record<string, readonly object[]>>)[key]?.map((f) => [call(f), f] as const)
    case 'violations':
      return (VIOLATIONS as unknown as Readonly<Record<string, readonly object[]>>)[key]?.map((f) => [call(f), f] as const)
    case 'refusals':
      return (REFUSALS as Readonly<Record<string, readonly (readonly [RefusalReason, Refusal])[]>>)[key]?.map(([r, f]) => [call(r, f), r] as const)
  }
}

/**
 * The keys whose values are names of a kind or a branch (an enum), or a citation: never a person's text
 * to quote. `scripts` (Unicode's script names: Latin, Lateinisch) and `components` (host, path) are names the German words translate.
 */
const NOT_QUOTED = new Set([
  '_tag',
  'code',
  'kind',
  'section',
  'rfc',
  'span',
  'direction',
  'set',
  'blocking',
  'platform',
  'subject',
  'whole',
  'entry',
  'must',
  'namespace',
  'fault',
  'feature',
  'component',
  'difference',
  'reader',
  'where',
  'colon',
  'decoding',
  'type',
  'function',
  'hostKind',
  'addressClass',
  'scripts',
  'components',
  'side',
  'why',
])

/** Values that are also words of English prose ("its options must be an object"): the German sentence translates them. */
const PROSE = new Set(['options'])

/** The texts of a fact a sentence may name: its string leaves (and numbers of two digits or more), but for the names of kinds. */
const textsOf = (value: unknown, key = ''): readonly string[] => {
  if (NOT_QUOTED.has(key)) return []
  if (typeof value === 'string') return value === '' || PROSE.has(value) ? [] : [value]
  if (typeof value === 'number') return value >= 10 ? [String(value)] : []
  if (Array.isArray(value)) return value.flatMap((v) => textsOf(v))
  if (typeof value === 'object' && value !== null) return Object.entries(value).flatMap(([k, v]) => textsOf(v, k))
  return []
}

/** Whether a sentence names a text as a whole ("ws" in "ws://", not in "follows"). */
const names = (sentence: string, text: string): boolean => new RegExp(`(?<![\\p{L}\\p{N}])${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`, 'u').test(sentence)

/** English words no German sentence holds (outside what it quotes of the person's text). */
const ENGLISH = /\b(?:the|The|Enter|Remove|Check|cannot|with)\b/
/** Rule names and citations a plain sentence never holds. */
const GRAMMAR = /pchar|reg-name|IP-literal|RFC/

/** A sentence without what it quotes („…“ and "…"), the person's own text. */
const unquoted = (s: string): string => s.replace(/„[^“]*“|"[^"]*"/g, '…')

const SECTIONS: readonly Section[] = ['codes', 'reasons', 'decoding', 'faults', 'warnings', 'violations', 'refusals']

describe('the German plain catalog (typed-uri/messages/de)', () => {
  it('has exactly the sections and keys of the English plain catalog, each a function', () => {
    expect(Object.keys(de).sort()).to.deep.equal(Object.keys(en).sort())
    for (const s of SECTIONS) {
      expect(Object.keys(de[s]).sort(), s).to.deep.equal(Object.keys(en[s]).sort())
      for (const [key, f] of Object.entries(de[s])) expect(typeof f, `${s}.${key}`).to.equal('function')
    }
  })

  it("table: every key of every section, given a sample fact, is German: not empty, not the English sentence, naming the fact's texts the English one names", () => {
    let checked = 0
    for (const s of SECTIONS) {
      for (const key of Object.keys(en[s])) {
        const samples = samplesOf(s, key)
        expect(samples, `a sample fact for ${s}.${key}`).to.be.an('array').that.is.not.empty
        for (const [say, fact] of samples ?? []) {
          const german = say(de)
          const english = say(en)
          const where = `${s}.${key}: ${german}`
          expect(german, where).to.be.a('string').with.length.greaterThan(15)
          expect(german, where).not.to.equal(english)
          expect(unquoted(german), where).not.to.match(ENGLISH)
          expect(german, where).not.to.match(GRAMMAR)
          for (const text of textsOf(fact)) if (names(english, text)) expect(names(german, text), `${where} (names ${JSON.stringify(text)})`).to.equal(true)
          checked++
        }
      }
    }
    expect(checked).to.be.greaterThan(200)
  })

  it('quotes the word before the error in German quotation marks, and says "am Anfang" when nothing comes before', () => {
    expect(de.codes['invalid-character'](error('invalid-character', { found: ' ', rulePath: HOST, before: 'http://exa' }))).to.equal(
      'Entfernen Sie das Leerzeichen nach „exa“: Der Name einer Website darf nur Buchstaben, Ziffern, Bindestriche (-) und Punkte (.) enthalten',
    )
    expect(de.codes['invalid-character'](error('invalid-character', { found: '<', before: '' }))).to.equal('Entfernen Sie das Zeichen „<“ am Anfang oder ersetzen Sie es durch %3C')
    // A masculine name takes its own case and pronoun.
    expect(de.codes['invalid-character'](error('invalid-character', { found: '\\', before: 'http://a/b' }))).to.equal(
      'Entfernen Sie den Backslash (\\) nach „b“ oder ersetzen Sie ihn durch einen Schrägstrich (/)',
    )
  })

  it('writes numbers as German does (2.048), and translates script names', () => {
    expect(de.codes['too-long'](error('too-long', { maxLength: 2048 }))).to.equal('Geben Sie eine Adresse mit höchstens 2.048 Zeichen ein')
    expect(de.refusals['host-too-long']({ kind: 'host-too-long', limit: 4096 }, redirect({ kind: 'host-too-long', limit: 4096 })[1])).to.include('4.096 Zeichen')
    expect(de.warnings['mixed-script-host'](WARNINGS['mixed-script-host'][0])).to.include('(Lateinisch, Kyrillisch und eine andere Schrift)')
  })

  it("words the example of its JSDoc, and a reason's error from the reason", () => {
    const r = parseURI('http://exa mple.com')
    expect(E.isLeft(r) && describeError(de)(r.left)).to.equal(
      'Entfernen Sie das Leerzeichen nach „exa“: Der Name einer Website darf nur Buchstaben, Ziffern, Bindestriche (-) und Punkte (.) enthalten',
    )
    const e = error('scheme-violation', { reason: { kind: 'ws-fragment', scheme: 'ws', rfc: '6455', section: '3' }, before: 'ws://a/chat' })
    expect(describeError(de)(e)).to.equal('Eine WebSocket-Adresse darf kein „#“ enthalten: Entfernen Sie das „#“ nach „chat“ und alles danach oder ersetzen Sie es durch %23')
  })

  it('law: describeError(de) never fails over the errors of random inputs (spaces, %, brackets, non-ASCII, controls), and speaks no English', () => {
    let checked = 0
    const reached = new Set<string>()
    // No letter that spells an English word the check looks for: what a sentence quotes of the input stays out of it.
    const piece = fc.constantFrom(
      'a',
      'bc',
      'x.y',
      ' ',
      '%',
      '%4',
      '%41',
      '%zz',
      '[',
      ']',
      '[::1',
      '/',
      '?',
      '#',
      ':',
      '@',
      '.',
      '-',
      '{',
      '}',
      '"',
      '\\',
      'é',
      'ü',
      '中',
      '\u0001',
      '\t',
      '\n',
      '\u200b',
      '\ud800',
      '\ue000',
      '\u0085',
      '80',
      ':8:0',
    )
    const start = fc.constantFrom('', 'http://', 'https://', '//', 'mailto:', 'a:', 'www.xyz.example/', 'http://[', 'http://a.b:')
    const parsers = [parse, parseURI, parseIRIReference] as const
    fc.assert(
      fc.property(start, fc.array(piece, { maxLength: 8 }), fc.nat(parsers.length - 1), (s, parts, k) => {
        const input = s + parts.join('')
        const r = parsers[k](input)
        if (E.isRight(r)) return
        const sentence = describeError(de)(r.left)
        // describeError gives the code where a sentence throws or gives no text.
        expect(sentence, input).not.to.equal(r.left.code)
        expect(sentence.length, input).to.be.greaterThan(15)
        expect(unquoted(sentence), `${input}: ${sentence}`).not.to.match(ENGLISH)
        expect(sentence, `${input}: ${sentence}`).not.to.match(GRAMMAR)
        reached.add(r.left.code)
        checked++
      }),
      { seed: 4947, numRuns: 600 },
    )
    expect(checked).to.be.greaterThan(400)
    expect(reached.size).to.be.greaterThan(8)
  })

  // reading/web.ts's `notPublicPlace` is a fact's classification (where a special-use address leads), no words.
  it('is written apart from the English words: its files import values only from its own folder, octets.ts and web.ts (a fact’s classification)', () => {
    const dir = path.resolve(__dirname, '../../../src/messages/de')
    for (const f of fs.readdirSync(dir)) {
      const source = fs.readFileSync(path.join(dir, f), 'utf8')
      for (const [line, from] of source.matchAll(/^import (?!type )[^\n]*from '([^']+)'/gm))
        expect(from, `${f}: ${line}`).to.match(/^\.\/|^\.\.\/\.\.\/base\/octets\.ts$|^\.\.\/\.\.\/reading\/web\.ts$/)
    }
  })
})
