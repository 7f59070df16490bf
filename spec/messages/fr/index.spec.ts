/**
 * The French catalog `plain` (src/messages/fr): a sentence for every key of
 * every section the English `plain` has (so a code or kind added later is
 * checked too), each its own French, naming the person's text where the
 * English sentence does; over the errors of random inputs, no sentence throws,
 * is empty or speaks English; and no sentence names a grammar rule or an RFC.
 */
import { expect } from 'chai'
import * as fc from 'fast-check'
import * as E from 'fp-ts/lib/Either.js'
import { parse, parseIRIReference, parseURI, type ReasonKind, type ReasonOf, type UriError, type UriErrorCode } from '../../../src/index.ts'
import { type Catalog, describeError, plain as en } from '../../../src/messages/index.ts'
import { plain as fr } from '../../../src/messages/fr/index.ts'
import type { PolicyViolationCode, PolicyViolationOf, WarningCode, WarningOf } from '../../../src/security/index.ts'
import type { WebFault } from '../../../src/reading/web.ts'

/** A fact a sentence words, and the error (or refusal) that comes with a reason. */
interface Sample {
  readonly fact: object
  readonly with?: object
}

const error = (over: Partial<UriError> = {}): UriError => ({
  _tag: 'UriError',
  code: 'invalid-character',
  rule: 'URI-reference',
  offset: 15,
  before: 'https://a/Chat7',
  found: '<',
  expected: ['pchar'],
  rulePath: ['URI-reference', 'URI', 'hier-part', 'path-abempty'],
  inputLength: 20,
  ...over,
})

const at = (rulePath: readonly string[], over: Partial<UriError> = {}): UriError => error({ rulePath, ...over })

/** Each code's errors: the branches its sentences take (a code with none gets an error of that code). */
const CODES: { readonly [C in UriErrorCode]?: readonly UriError[] } = {
  'empty-input': [error({ code: 'empty-input', before: '', found: null }), error({ code: 'empty-input', rule: 'relative-ref', before: '', found: null })],
  'missing-scheme': [
    error({ code: 'missing-scheme', rule: 'URI', likely: { part: 'scheme', text: 'www.Exemple9.com', offset: 0, found: '/' } }),
    error({ code: 'missing-scheme', rule: 'URI', before: 'Bonjour9', found: null }),
  ],
  'invalid-character': [
    error(),
    error({ found: ' ' }),
    error({ found: '\\' }),
    error({ found: '"' }),
    error({ found: '\t' }),
    error({ found: '\u200b' }),
    error({ found: null }),
    error({ before: '', found: ' ' }),
    at(['URI-reference', 'URI', 'hier-part', 'authority', 'host', 'reg-name'], { before: 'http://Exa9', found: ' ' }),
    at(['URI-reference', 'URI', 'hier-part', 'authority', 'port'], { before: 'http://a:80', found: 'x' }),
    at(['URI-Template', 'expression', 'varname'], { rule: 'URI-Template', expected: ['ALPHA', 'DIGIT'], before: '/{Var9', found: '-' }),
  ],
  'non-ascii': [error({ code: 'non-ascii', found: 'é' }), error({ code: 'non-ascii', found: '\ud800' })],
  'bad-percent-encoding': [error({ code: 'bad-percent-encoding', before: 'http://a/Prix50%', found: 'o' }), error({ code: 'bad-percent-encoding', before: '%', found: 'z' })],
  'unclosed-ip-literal': [error({ code: 'unclosed-ip-literal', before: 'http://[::Ab1', found: null })],
  'invalid-ipv6': [error({ code: 'invalid-ipv6', before: 'http://[::Ab1', found: 'x' }), error({ code: 'invalid-ipv6', before: 'http://[::Ab1', found: null })],
  'invalid-port': [
    error({ code: 'invalid-port', before: 'http://u@a.com:8', found: 'x' }),
    error({ code: 'invalid-port', found: null }),
    error({ code: 'invalid-port', likely: { part: 'port', text: '80:0', offset: 14, found: ':' } }),
    error({ code: 'invalid-port', likely: { part: 'port', text: 'Xy9', offset: 13, found: 'X' } }),
    error({ code: 'invalid-port', likely: { part: 'port', text: '80', offset: 15, found: null } }),
  ],
  'unexpected-end': [
    at(['URI-reference', 'URI', 'hier-part', 'authority', 'host', 'IP-literal'], { code: 'unexpected-end', before: 'http://[Vf9', found: null }),
    error({ code: 'unexpected-end', rulePath: [], before: 'Ab9:', found: null }),
  ],
  'too-long': [error({ code: 'too-long', maxLength: 2000, offset: 2000, inputLength: 2001, found: 'x' })],
  'disallowed-code-point': [error({ code: 'disallowed-code-point', found: '\ue000' }), error({ code: 'disallowed-code-point', found: '\udc00' })],
  'zone-id-not-enabled': [error({ code: 'zone-id-not-enabled', before: 'http://[fe80::1', found: '%' })],
  'reserved-operator': [error({ code: 'reserved-operator', rule: 'URI-Template', before: '/{', found: '=' }), error({ code: 'reserved-operator', found: null })],
  'scheme-violation': ['http-URI', 'ws-URI', 'mailtoURI', 'namestring', 'file-URI', 'dataurl', 'Link'].map((rule) => error({ code: 'scheme-violation', rule: rule as UriError['rule'] })),
}

const seen = { type: 'number', text: '42' } as const
const reason = <K extends ReasonKind>(kind: K, parameters: Omit<ReasonOf<K>, 'kind'>): ReasonOf<K> => ({ kind, ...parameters }) as unknown as ReasonOf<K>

/** Each reason kind's samples: a kind with none gets the generic one below. */
const REASONS: { readonly [K in ReasonKind]?: readonly ReasonOf<K>[] } = {
  'not-a-string': [reason('not-a-string', { subject: 'input', got: seen }), reason('not-a-string', { subject: 'base', got: seen })],
  'options-not-an-object': [reason('options-not-an-object', { whole: 'options', got: seen })],
  'option-not-of-kind': [reason('option-not-of-kind', { option: 'maxLength', entry: 'option', must: 'length', got: seen })],
  'reserve-not-sub-delims': [reason('reserve-not-sub-delims', { character: '/' })],
  'not-a-parsed-reference': [reason('not-a-parsed-reference', { got: seen })],
  'option-not-name-or-uts46': [reason('option-not-name-or-uts46', { option: 'host', names: ['idna'], got: { type: 'array' } })],
  'options-cannot-combine': [reason('options-cannot-combine', { option: 'iri', with: ['fromUserInput'] })],
  'web-needs-absolute-rule': [reason('web-needs-absolute-rule', { option: 'rule', got: { type: 'string', text: 'relative-ref' } })],
  'option-not-a-catalog': [reason('option-not-a-catalog', { option: 'messages', got: { type: 'string', text: 'Klingon' } })],
  'http-form': [reason('http-form', { scheme: 'https', rfc: '9110', section: '4.2.2' })],
  'http-empty-host': [reason('http-empty-host', { scheme: 'http', rfc: '9110', section: '4.2.1' })],
  'ws-fragment': [reason('ws-fragment', { scheme: 'ws', rfc: '6455', section: '3' })],
  'ws-userinfo': [reason('ws-userinfo', { scheme: 'wss', rfc: '6455', section: '3' })],
  'ws-form': [reason('ws-form', { scheme: 'wss', rfc: '6455', section: '3' })],
  'mailto-delimiter': (['?', '=', '&', '/', '#'] as const).map((character) => reason('mailto-delimiter', { character, rfc: '6068', section: '2' })),
  'mailto-form': [reason('mailto-form', { rfc: '6068', section: '2' })],
  'mailto-no-at': [reason('mailto-no-at', { address: 'Jean.Dupont9', rfc: '5322', section: '3.4.1' })],
  'mailto-local-part': [reason('mailto-local-part', { address: 'Jean..Dupont9@example.com', rfc: '5322', section: '3.4.1' })],
  'mailto-domain': [reason('mailto-domain', { domain: 'Exemple9..com', rfc: '5322', section: '3.4.1' })],
  'mailto-not-utf8': [reason('mailto-not-utf8', { part: 'address', rfc: '6068', section: '2' })],
  'urn-question-mark': [reason('urn-question-mark', { rfc: '8141', section: '2' })],
  'urn-nid': [reason('urn-nid', { rfc: '8141', section: '2' })],
  'urn-nid-too-long': [reason('urn-nid-too-long', { length: 40, max: 32, rfc: '8141', section: '2' })],
  'urn-form': [reason('urn-form', { rfc: '8141', section: '2' })],
  'urn-namespace-nss': [reason('urn-namespace-nss', { nid: 'uuid', rfc: '9562', section: '4' }), reason('urn-namespace-nss', { nid: 'Isbn9', rfc: '8254', section: '2' })],
  'file-port': [reason('file-port', { rfc: '8089', section: '2' })],
  'file-form': [reason('file-form', { host: true, rfc: '8089', section: '2' }), reason('file-form', { host: false, rfc: '8089', section: '2' })],
  'file-segment-name': [
    reason('file-segment-name', { segment: 'A%2FB9', platform: 'posix', fault: { fault: 'separator', character: '/' } }),
    reason('file-segment-name', { segment: 'A%5CB9', platform: 'windows', fault: { fault: 'separator', character: '\\' } }),
    reason('file-segment-name', { segment: 'A%3A9', platform: 'windows', fault: { fault: 'stream-colon' } }),
    reason('file-segment-name', { segment: 'A%3C9', platform: 'windows', fault: { fault: 'reserved', codePoint: 0x3c } }),
    reason('file-segment-name', { segment: 'A%019', platform: 'windows', fault: { fault: 'reserved', codePoint: 0x01 } }),
    reason('file-segment-name', { segment: 'A%009', platform: 'posix', fault: { fault: 'nul' } }),
    reason('file-segment-name', { segment: 'A%ED%A0%809', platform: 'windows', fault: { fault: 'lone-surrogate', codeUnit: 0xd800 } }),
    reason('file-segment-name', { segment: '.%20.', platform: 'windows', fault: { fault: 'dots-and-spaces' } }),
  ],
  'file-path-not-utf8': [reason('file-path-not-utf8', { platform: 'posix' })],
  'file-posix-host': [reason('file-posix-host', { host: 'Serveur9' })],
  'file-posix-drive': [reason('file-posix-drive', { drive: 'Q' })],
  'file-windows-server': [reason('file-windows-server', { host: 'Srv%FF9' })],
  'file-win32-host': [reason('file-win32-host', { host: '?', namespace: 'namespace' }), reason('file-win32-host', { host: '.', namespace: 'device' })],
  'file-unc-drive': [reason('file-unc-drive', { host: 'Serveur9', drive: 'Q' })],
  'file-unc-no-share': [reason('file-unc-no-share', { host: 'Serveur9', share: null })],
  'file-path-dot-segment': [reason('file-path-dot-segment', { path: '/Dossier9/../b', platform: 'posix', literal: false, segment: '..' })],
  'file-path-name': [reason('file-path-name', { path: 'C:\\Dossier9\\a:b', platform: 'windows', literal: false, name: 'A:b9', fault: { fault: 'stream-colon' } })],
  'file-win32-trailing': [reason('file-win32-trailing', { path: '\\\\?\\C:\\Nom9.', name: 'Nom9.' })],
  'file-unc-server': [reason('file-unc-server', { path: '\\\\Srv\u00009\\x', server: 'Srv\u00009', fault: { fault: 'nul' } })],
  'file-unc-path-no-share': [reason('file-unc-path-no-share', { path: '\\\\Serveur9' })],
  'file-posix-relative': [reason('file-posix-relative', { path: 'Dossier9/a' })],
  'file-posix-double-slash': [reason('file-posix-double-slash', { path: '//Dossier9' })],
  'file-windows-relative': [reason('file-windows-relative', { path: 'Dossier9\\a' })],
  'file-win32-namespace': [reason('file-win32-namespace', { path: '\\\\.\\COM1', namespace: 'device' }), reason('file-win32-namespace', { path: '\\\\?\\Volume9', namespace: 'namespace' })],
  'data-token-triplet': [0x20, 0x01, 0xe9, 0x3b].map((octet) =>
    reason('data-token-triplet', { triplet: `%${octet.toString(16).toUpperCase().padStart(2, '0')}`, octet, rfc: '2397', section: '3' }),
  ),
  'data-parameter': [reason('data-parameter', { rfc: '2397', section: '3' })],
  'data-form': [reason('data-form', { rfc: '2397', section: '3' })],
  'data-base64-character': [reason('data-base64-character', { rfc: '4648', section: '4' })],
  'data-base64-length': [reason('data-base64-length', { length: 6, rfc: '4648', section: '4' })],
  'forgiving-base64-length': [reason('forgiving-base64-length', { count: 5 })],
  'scheme-not-a-tree': [reason('scheme-not-a-tree', { function: 'decodeData', got: seen })],
  'expression-unclosed': [reason('expression-unclosed', { opened: 1 })],
  'variables-not-an-object': [reason('variables-not-an-object', { got: seen })],
  'variables-read-failed': [reason('variables-read-failed', { thrown: 'Boom9' })],
  'expansion-value-of-wrong-kind': [reason('expansion-value-of-wrong-kind', { variable: 'Var9', got: { type: 'function' } })],
  'expansion-member-not-scalar': [reason('expansion-member-not-scalar', { variable: 'Var9', member: null, got: { type: 'object' } })],
  'expansion-prefix-of-list': [reason('expansion-prefix-of-list', { variable: 'Liste9', prefix: 2, section: '2.4.1' })],
  'expansion-prefix-of-map': [reason('expansion-prefix-of-map', { variable: 'Table9', prefix: 2, section: '2.4.1' })],
  'expansion-not-a-reference': [
    reason('expansion-not-a-reference', { expansion: '/a b', at: 2, section: '4.1' }),
    reason('expansion-not-a-reference', { expansion: '/a<b', at: 2, section: '4.1' }),
    reason('expansion-not-a-reference', { expansion: '/a', at: 9, section: '4.1' }),
  ],
  'partial-comma-operator': [reason('partial-comma-operator', { expression: '{Var9,y}', operator: '', variable: 'Var9' })],
  'partial-order-unknown': [reason('partial-order-unknown', { expression: '{?x,Var9}', variable: 'Var9', first: '?', sep: '&' })],
  'route-templates-not-compiled': [reason('route-templates-not-compiled', { got: { type: 'array' } })],
  'urlpattern-cannot-express': [reason('urlpattern-cannot-express', { part: '{?Q9}', feature: 'query-expression' })],
  'template-cannot-express': [reason('template-cannot-express', { part: '/:Id9(\\d+)', component: 'pathname', feature: 'regexp-group' })],
  'urlpattern-not-valid': (['unclosed-group', 'unclosed-regexp', 'stray-character'] as const).map((fault) => reason('urlpattern-not-valid', { part: '{Ab9', component: null, fault })),
  'urlpattern-component-not-a-string': [reason('urlpattern-component-not-a-string', { component: 'hostname', got: seen })],
  'urlpattern-init-read-failed': [reason('urlpattern-init-read-failed', { thrown: null })],
  'urlpattern-not-a-pattern': [reason('urlpattern-not-a-pattern', { got: seen })],
  'idna-host-not-a-string': [reason('idna-host-not-a-string', { label: '42', got: seen })],
  'idna-forbidden-code-point': [reason('idna-forbidden-code-point', { label: 'A<b9', character: '<' }), reason('idna-forbidden-code-point', { label: 'A b9', character: ' ' })],
  'idna-a-label-too-long': [reason('idna-a-label-too-long', { label: 'Xn--Long9', direction: 'to-ascii' }), reason('idna-a-label-too-long', { label: 'Xn--Long9', direction: 'to-unicode' })],
  'idna-mapped-label-too-long': [reason('idna-mapped-label-too-long', { label: 'Éé9' })],
  'idna-result-too-long': [reason('idna-result-too-long', { label: 'Éé9', aLabel: 'xn--9ca' })],
  'idna-no-url-parser': [reason('idna-no-url-parser', { label: 'Bücher9' })],
  'idna-label-disallowed': [reason('idna-label-disallowed', { label: 'A\u2488b9' })],
  'idna-bidi-rule': [reason('idna-bidi-rule', { label: 'A\u05d09' })],
  'idna-empty-after-mapping': [reason('idna-empty-after-mapping', { label: '\u00ad' })],
  'idna-mapped-forbidden-code-point': [reason('idna-mapped-forbidden-code-point', { label: 'A\uff0fb9', mapped: 'a/b9', character: '/' })],
  'idna-ends-in-number': [reason('idna-ends-in-number', { label: 'A.99', mapped: 'a.99' })],
  'idna-not-punycode': [reason('idna-not-punycode', { label: 'Xn--Zz9', direction: 'to-ascii' }), reason('idna-not-punycode', { label: 'Xn--Zz9', direction: 'to-unicode' })],
  'idna-decodes-to-ascii': [reason('idna-decodes-to-ascii', { label: 'Xn--Ab9-', direction: 'to-unicode', decoded: 'ab9' })],
  'idna-u-label-refused': [reason('idna-u-label-refused', { label: 'Xn--Ab9', direction: 'to-ascii', uLabel: 'Åb9' })],
  'idna-not-round-trip': [reason('idna-not-round-trip', { label: 'Xn--Ab9', direction: 'to-unicode', uLabel: 'Åb9', back: 'xn--b9-c' })],
  'idna-host-not-utf8': [reason('idna-host-not-utf8', { host: 'Ab%FF9', decoding: 'invalid-utf8', offset: 2 })],
  'conflict-path-after-authority': [
    reason('conflict-path-after-authority', { set: 'path', path: 'Dossier9', section: '3.3' }),
    reason('conflict-path-after-authority', { set: 'host', path: 'Dossier9', section: '3.3' }),
  ],
  'conflict-path-starts-with-slashes': [
    reason('conflict-path-starts-with-slashes', { set: 'path', path: '//Dossier9', section: '3.3' }),
    reason('conflict-path-starts-with-slashes', { set: 'host', path: '//Dossier9', section: '3.3' }),
  ],
  'conflict-colon-in-first-segment': [
    reason('conflict-colon-in-first-segment', { set: 'path', path: 'A:b9', section: '4.2' }),
    reason('conflict-colon-in-first-segment', { set: 'scheme', path: 'A:b9', section: '4.2' }),
  ],
  'conflict-needs-host': [reason('conflict-needs-host', { set: 'port', section: '3.2' }), reason('conflict-needs-host', { set: 'userinfo', section: '3.2' })],
  'conflict-host-removal': [reason('conflict-host-removal', { set: 'host', blocking: 'port', section: '3.2' })],
  'input-unwrapped': [reason('input-unwrapped', { open: '<', close: '>' })],
  'input-scheme-added': [reason('input-scheme-added', { added: 'https://' })],
  'adapter-not-a-feature': [reason('adapter-not-a-feature', { option: 'iri', from: 'typed-uri/iri', got: { type: 'boolean', text: 'true' } })],
  'form-values-not-an-object': [reason('form-values-not-an-object', { got: seen })],
  'form-field-asynchronous': [reason('form-field-asynchronous', { field: 'Site9' })],
  'form-field-not-a-schema': [reason('form-field-not-a-schema', { field: 'Site9', got: seen })],
  'surrounding-space': [
    reason('surrounding-space', { side: 'start', found: ' ' }),
    reason('surrounding-space', { side: 'end', found: '\t' }),
    reason('surrounding-space', { side: 'end', found: '\n' }),
  ],
  'non-ascii-host': [reason('non-ascii-host', { host: 'Hote9例.jp' })],
  'public-needs-web': [reason('public-needs-web', { option: 'public' })],
}

/** The parameters a kind added later most likely has: each a distinct text, so that a sentence that names one is seen to. */
const GENERIC = { label: 'Bücher9', host: 'Hote9.example', path: '/Dossier9', segment: 'Seg9', address: 'Jean9@example.com', name: 'Nom9', variable: 'Var9', part: '{Part9}', got: seen }

/** The error a reason comes with: where it is, what was found (the schemes' sentences say "after '…'"). */
const WITH_REASON = error({ code: 'scheme-violation', rule: 'mailtoURI', before: 'mailto:a@b.example?Chat7', found: '#', rulePath: ['mailtoURI'], expected: [] })

const fault = (code: WebFault['code'], text: string, over: Partial<WebFault> = {}): WebFault => ({ _tag: 'WebFault', code, offset: 0, text, web: true, ...over })

const FAULTS: { readonly [C in WebFault['code']]: readonly WebFault[] } = {
  'script-scheme': [fault('script-scheme', 'JavaScript'), fault('script-scheme', 'JavaScript', { web: false })],
  'scheme-not-allowed': [
    fault('scheme-not-allowed', 'Ftp9'),
    fault('scheme-not-allowed', 'Ftp9', { allowed: [] }),
    fault('scheme-not-allowed', 'Ftp9', { allowed: ['https'] }),
    fault('scheme-not-allowed', 'Ftp9', { allowed: ['http'] }),
    fault('scheme-not-allowed', 'Ftp9', { allowed: ['mailto', 'tel', 'https'] }),
  ],
  'no-host': [fault('no-host', '')],
  'userinfo-not-allowed': [fault('userinfo-not-allowed', 'Moi9:Secret')],
  'port-out-of-range': [fault('port-out-of-range', '70000')],
  'not-public': [
    fault('not-public', 'Hote9', { why: 'single-label' }),
    fault('not-public', '0x7f.1', { why: 'loopback', address: '127.0.0.1' }),
    fault('not-public', 'Hote9.local', { why: 'link-local', address: 'hote9.local' }),
    fault('not-public', '192.0.2.1', { why: 'documentation', address: '192.0.2.1' }),
  ],
}

const span = { start: 0, end: 1 }
type ParametersOf<F> = F extends unknown ? Omit<F, '_tag' | 'code' | 'section' | 'span'> : never
const warning = <C extends WarningCode>(code: C, parameters: ParametersOf<WarningOf<C>>): WarningOf<C> => ({ _tag: 'Warning', code, section: '7.3', span, ...parameters }) as WarningOf<C>

const WARNINGS: { readonly [C in WarningCode]?: readonly WarningOf<C>[] } = {
  userinfo: [warning('userinfo', { userinfo: 'Moi9', host: 'Exemple9.com' })],
  'userinfo-looks-like-host': [warning('userinfo-looks-like-host', { user: 'Banque9.example', host: 'Pirate9.example' })],
  password: [warning('password', { colon: 'written' }), warning('password', { colon: 'encoded', userinfo: 'Moi9%3ASecret' })],
  'whatwg-credentials': [warning('whatwg-credentials', { credentials: 'Moi9:Secret', password: true }), warning('whatwg-credentials', { credentials: 'Moi9', password: false })],
  'well-known-port': [warning('well-known-port', { port: 25, scheme: 'http', defaultPort: 80 })],
  'rare-ip-format': [warning('rare-ip-format', { host: '0x7f.1', address: '127.0.0.1' })],
  'nul-octet': [warning('nul-octet', { written: '%00' })],
  'encoded-line-break': [
    warning('encoded-line-break', { where: 'uri', codePoint: 0x0d, written: '%0d' }),
    warning('encoded-line-break', { where: 'mailto-header', codePoint: 0x2028, written: '%E2%80%A8' }),
  ],
  'encoded-control': [warning('encoded-control', { octet: 1, written: '%01' })],
  'double-encoding': [warning('double-encoding', { octet: 0x2e, written: '%252e' }), warning('double-encoding', { octet: 0x0a, written: '%250A' })],
  'encoded-path-delimiter': [warning('encoded-path-delimiter', { segment: 'A%2Fb9', delimiter: '/' })],
  'encoded-dot-segment': [warning('encoded-dot-segment', { segment: '%2E%2E', decoded: '..' })],
  'encoded-delimiter-in-host': [warning('encoded-delimiter-in-host', { delimiter: '@', written: '%40' })],
  'mailto-header': [warning('mailto-header', { field: 'Bcc9', recipients: true }), warning('mailto-header', { field: 'X-Mailer9', recipients: false })],
  'parser-differential': [
    warning('parser-differential', { difference: 'host', whatwg: 'Pirate9.com', rfc3986: 'Pirate9%E3%80%82com' }),
    warning('parser-differential', { difference: 'path', whatwg: '/B9', rfc3986: '/A9/../B9' }),
    warning('parser-differential', { difference: 'browser-refuses' }),
    warning('parser-differential', { difference: 'host-too-long', limit: 4096 }),
  ],
  'script-scheme': [warning('script-scheme', { scheme: 'JavaScript' }), warning('script-scheme', { scheme: 'data' })],
  'bidi-formatting': [warning('bidi-formatting', { component: 'path', codePoint: 0x202e, encoded: '%E2%80%AE' })],
  'bidi-component': [warning('bidi-component', { component: 'host-label', text: 'A\u05d09', mixesDirections: true, rtlAtEdges: false })],
  'mixed-script-host': [warning('mixed-script-host', { label: 'Pаypal9', scripts: ['Latin', 'Cyrillic', 'Other'] })],
  'confusable-host': [warning('confusable-host', { label: 'Pаypal9', looksLike: 'Paypal9' })],
  'overlong-utf8': [warning('overlong-utf8', { written: '%C0%AE', codePoint: 0x2e }), warning('overlong-utf8', { written: '%C0%80', codePoint: 0 })],
}

const violation = <C extends PolicyViolationCode>(code: C, parameters: ParametersOf<PolicyViolationOf<C>>): PolicyViolationOf<C> =>
  ({ _tag: 'PolicyViolation', code, span, ...parameters }) as PolicyViolationOf<C>

const VIOLATIONS: { readonly [C in PolicyViolationCode]?: readonly PolicyViolationOf<C>[] } = {
  'scheme-not-allowed': [violation('scheme-not-allowed', { scheme: 'Ftp9', allowed: ['https'] }), violation('scheme-not-allowed', { scheme: 'Ftp9', allowed: [] })],
  'host-kind-not-allowed': [
    violation('host-kind-not-allowed', { hostKind: 'ipv4', allowed: ['reg-name'] }),
    violation('host-kind-not-allowed', { hostKind: 'ipv6', allowed: ['reg-name', 'ipv4'] }),
  ],
  'host-not-allowed': [violation('host-not-allowed', { host: 'Pirate9.example', whatwg: null }), violation('host-not-allowed', { host: 'Pirate9%2Eexample', whatwg: 'Pirate9.example' })],
  'port-not-allowed': [
    violation('port-not-allowed', { port: 8080, allowed: [443, 8443] }),
    violation('port-not-allowed', { port: null, allowed: [443] }),
    violation('port-not-allowed', { port: 8080, allowed: [] }),
  ],
  'private-address': [violation('private-address', { host: 'Local9', reader: 'rfc3986', addressClass: 'loopback', address: '127.0.0.1' })],
  'rare-ip-format': [violation('rare-ip-format', { host: '0x7f.1', address: '127.0.0.1' })],
  'invalid-options': [violation('invalid-options', { reason: { kind: 'options-not-an-object', whole: 'options', got: seen } })],
}

const REFUSALS: Readonly<Record<string, readonly object[]>> = {
  'not-a-reference': [{ kind: 'not-a-reference', error: 'invalid-character' }],
  'host-too-long': [{ kind: 'host-too-long', limit: 512 }],
  'invalid-options': [
    { kind: 'invalid-options', option: 'options' },
    { kind: 'invalid-options', option: 'base' },
    { kind: 'invalid-options', option: 'allow' },
    { kind: 'invalid-options', option: 'allow', index: 2 },
  ],
  'script-scheme': [{ kind: 'script-scheme', scheme: 'javascript' }],
  'other-origin': [
    { kind: 'other-origin', reader: 'whatwg', origin: 'https://Pirate9.com' },
    { kind: 'other-origin', reader: 'rfc3986', origin: 'https://Pirate9.com' },
    { kind: 'other-origin', reader: 'whatwg', origin: 'null' },
    { kind: 'other-origin', reader: 'rfc3986', origin: 'null' },
  ],
  'parsers-disagree': [{ kind: 'parsers-disagree', components: ['host', 'path'] }],
  'path-starts-with-two-slashes': [{ kind: 'path-starts-with-two-slashes', reader: 'rfc3986' }],
}

const SECTIONS: readonly (keyof Catalog)[] = ['codes', 'reasons', 'decoding', 'faults', 'warnings', 'violations', 'refusals']

/** The samples of a section's key: the tables above, else one fact of that key (a key added later gets this one). */
const samplesOf = (section: keyof Catalog, key: string): readonly Sample[] => {
  const listed = (table: Readonly<Record<string, readonly object[] | undefined>>): readonly object[] | undefined => table[key]
  switch (section) {
    case 'codes':
      return (listed(CODES) ?? [error({ code: key as UriErrorCode })]).map((fact) => ({ fact }))
    case 'reasons':
      return (listed(REASONS) ?? [{ kind: key, ...GENERIC }]).map((fact) => ({ fact, with: WITH_REASON }))
    case 'decoding':
      return [{ fact: { _tag: 'DecodeError', code: key, offset: 3, got: seen } }]
    case 'faults':
      return (listed(FAULTS) ?? [fault(key as WebFault['code'], 'Texte9')]).map((fact) => ({ fact }))
    case 'warnings':
      return (listed(WARNINGS) ?? [{ _tag: 'Warning', code: key, section: '7.3', span, ...GENERIC }]).map((fact) => ({ fact }))
    case 'violations':
      return (listed(VIOLATIONS) ?? [{ _tag: 'PolicyViolation', code: key, span, ...GENERIC }]).map((fact) => ({ fact }))
    case 'refusals':
      return (REFUSALS[key] ?? [{ kind: key }]).map((fact) => ({ fact, with: { _tag: 'RedirectError', code: 'unsafe-redirect', offset: 4, reason: fact } }))
  }
}

/** A catalog's sentence of a sample: a reason's and a refusal's read the fact that comes with them. */
const sentence = (catalog: Catalog, section: keyof Catalog, key: string, sample: Sample): unknown => {
  const f = (catalog[section] as Readonly<Record<string, (fact: object, other?: object) => unknown>>)[key]
  return sample.with === undefined ? f(sample.fact) : f(sample.fact, sample.with)
}

/** Fields that hold no text of the person's: tags, kinds, rules, sections, positions, lists of grammar names. */
const NOT_TEXT = new Set([
  '_tag',
  'code',
  'kind',
  'rule',
  'rulePath',
  'expected',
  'offset',
  'inputLength',
  'section',
  'rfc',
  'span',
  'scripts',
  'at',
  'opened',
  'codePoint',
  'codeUnit',
  'octet',
])

/** An identifier a fact uses as a value ('to-ascii', 'posix', 'address', 'http'): a word of the code, not the person's text. */
const IDENTIFIER = /^[a-z]+(?:-[a-z0-9]+)*$/

/** The texts of a fact's parameters a sentence may show: each text, the words in it (an error's "before" ends in the word a sentence quotes), and numbers of two digits or more. */
const textsOf = (value: unknown, out: Set<string> = new Set()): Set<string> => {
  if (typeof value === 'string') {
    for (const t of [value, ...value.split(/[/?#=&:@[\]., ;]+/)]) if (t !== '' && !IDENTIFIER.test(t)) out.add(t)
  } else if (typeof value === 'number' && Number.isInteger(value) && value >= 10) out.add(String(value))
  else if (Array.isArray(value)) for (const v of value) textsOf(v, out)
  else if (typeof value === 'object' && value !== null) for (const [k, v] of Object.entries(value)) if (!NOT_TEXT.has(k)) textsOf(v, out)
  return out
}

/** Whether the English sentence shows a text: a short one (one or two characters) only where it quotes it. */
const shows = (sentence: string, text: string): boolean => (text.length > 2 ? sentence.includes(text) : sentence.includes(`"${text}"`) || sentence.includes(`'${text}'`))

/** Every key of every section of the English `plain`, with its samples. */
const everySample = (): readonly (readonly [section: keyof Catalog, key: string, sample: Sample])[] =>
  SECTIONS.flatMap((section) => Object.keys(en[section]).flatMap((key) => samplesOf(section, key).map((sample) => [section, key, sample] as const)))

/** What no sentence of a form says: grammar rule names, RFC numbers. */
const GRAMMAR = /(?<![\w-])(?:pchar|reg-name|IP-literal|IPv6address|path-abempty|authority|userinfo|unreserved|HEXDIG|ABNF)(?![\w-])|RFC/

/** English words a French sentence never holds (outside what it quotes of the person's text). */
const ENGLISH = /\b(?:the|Enter|Remove|Check|Replace|Add|address|website)\b/

/** A sentence without what it quotes (« … ») and its URL examples: the catalog's own words. */
const ownWords = (s: string): string => s.replace(/«\u00a0[^»]*\u00a0»/g, '…').replace(/\b(?:https?|file|mailto|data|urn):\S*/g, '…')

describe('messages/fr: the French plain catalog', () => {
  it('has a sentence for every key of every section of the English plain, and none it lacks', () => {
    for (const s of SECTIONS) {
      expect(Object.keys(fr[s]).sort(), s).to.deep.equal(Object.keys(en[s]).sort())
      for (const [key, f] of Object.entries(fr[s])) expect(typeof f, `${s}.${key}`).to.equal('function')
    }
  })

  it("table: every sentence, given a sample fact, is French of its own, and quotes the person's text where the English one does", () => {
    let checked = 0
    let quoted = 0
    const samples = everySample()
    for (const [section, key, sample] of samples) {
      const name = `${section}.${key} ${JSON.stringify(sample.fact)}`
      const english = sentence(en, section, key, sample)
      const french = sentence(fr, section, key, sample)
      expect(typeof french, name).to.equal('string')
      const said = french as string
      expect(said.trim().length, name).to.be.greaterThan(10)
      expect(said, name).not.to.equal(english)
      expect(ownWords(said), name).not.to.match(ENGLISH)
      expect(said, name).not.to.match(GRAMMAR)
      for (const text of textsOf({ ...sample.fact, with: sample.with }))
        if (shows(english as string, text)) {
          expect(said, `${name}: ${JSON.stringify(text)}`).to.contain(text)
          quoted++
        }
      checked++
    }
    // Every key has a sample at least; most have several (the branches of their sentences).
    const keys = SECTIONS.reduce((n, s) => n + Object.keys(en[s]).length, 0)
    expect(checked).to.be.at.least(keys)
    expect(checked).to.be.greaterThan(200)
    expect(quoted).to.be.greaterThan(100)
  })

  it('says what is wrong and what to do, as a French web form says it', () => {
    const said = describeError(fr)
    const left = (r: E.Either<UriError, unknown>): UriError => {
      if (E.isRight(r)) throw new Error('expected a Left')
      return r.left
    }
    expect(said(left(parseURI('www.example.com/a')))).to.equal('Saisissez une adresse web qui commence par https://, par exemple https://www.example.com')
    expect(said(left(parse('https://example.com/a b')))).to.equal("Supprimez l'espace après «\u00a0a\u00a0», ou écrivez %20 à sa place")
    expect(said(left(parse('http://exa mple.com/')))).to.equal(
      "Supprimez l'espace après «\u00a0exa\u00a0»\u00a0: le nom du site ne peut contenir que des lettres, des chiffres, des traits d'union (-) et des points (.)",
    )
    expect(said(left(parse('http://example.com/café')))).to.equal('Remplacez «\u00a0é\u00a0» après «\u00a0caf\u00a0» par %C3%A9, ou supprimez ce caractère')
    expect(said(left(parse('http://a/b\\c')))).to.equal('Supprimez la barre oblique inverse (\\) après «\u00a0b\u00a0», ou écrivez une barre oblique (/) à sa place')
    expect(said(left(parse('http://[v1')))).to.equal("L'adresse est incomplète après «\u00a0v1\u00a0»\u00a0: complétez l'adresse IP entre crochets")
    expect(said(left(parse(' http://a')))).to.equal("Supprimez l'espace au début, ou écrivez %20 à sa place")
    // Numbers as French writes them: a narrow no-break space between thousands.
    expect(said(error({ code: 'too-long', maxLength: 2000 }))).to.equal(`Saisissez une adresse de ${(2000).toLocaleString('fr')} caractères au maximum`)
    expect((2000).toLocaleString('fr')).to.match(/^2\s000$/u)
  })

  it('property: over the errors of random inputs (spaces, %, brackets, non-ASCII, controls), no sentence throws, is empty or speaks English', () => {
    // No "e", "E" or "R": the person's text quoted back can spell none of the English words looked for.
    const piece = fc.constantFrom(
      'mailto:',
      '//',
      '[::1',
      '[v1.x]',
      'urn:a:',
      'a',
      'b',
      'x',
      '1',
      '9',
      '0',
      'f',
      ' ',
      '%',
      '%2',
      '%zz',
      '%25',
      '[',
      ']',
      ':',
      '/',
      '?',
      '#',
      '@',
      '.',
      '-',
      '{',
      '}',
      '<',
      '\\',
      '"',
      '|',
      '^',
      '`',
      '\t',
      '\n',
      '\u0000',
      '\u007f',
      '\u0085',
      'é',
      '中',
      '\ud800',
      '\u200b',
      '\u202e',
      '\ue000',
      '\ufffe',
    )
    const parsers = [parse, parseURI, parseIRIReference] as const
    const said = describeError(fr)
    const codes = new Set<string>()
    let checked = 0
    fc.assert(
      fc.property(
        fc
          .tuple(fc.constantFrom('', 'http://', 'https://a.b/', 'http://[', 'http://[::1', 'http://[fa::1', 'http://a:', 'http://u@a:8', '//'), fc.array(piece, { maxLength: 10 }))
          .map(([start, ps]) => start + ps.join('')),
        fc.nat(parsers.length - 1),
        (input, k) => {
          const r = (parsers[k] as (s: string) => E.Either<UriError, unknown>)(input)
          if (E.isRight(r)) return
          const e = r.left
          const own = (): string => (e.reason === undefined ? fr.codes[e.code](e) : (fr.reasons[e.reason.kind] as (r: unknown, e: UriError) => string)(e.reason, e))
          expect(own, input).not.to.throw()
          const m = said(e)
          expect(m, input).to.equal(own())
          expect(m, input).not.to.equal(e.code)
          expect(m.trim().length, input).to.be.greaterThan(10)
          expect(ownWords(m), `${JSON.stringify(input)}: ${m}`).not.to.match(ENGLISH)
          expect(m, input).not.to.match(GRAMMAR)
          codes.add(e.code)
          checked++
        },
      ),
      { seed: 3986, numRuns: 3000 },
    )
    expect(checked).to.be.greaterThan(2000)
    expect([...codes].sort()).to.include.members(['bad-percent-encoding', 'invalid-character', 'invalid-ipv6', 'missing-scheme', 'non-ascii', 'unclosed-ip-literal', 'unexpected-end'])
  })

  it('names no grammar rule and no RFC in any sentence: the check refuses those the issue names', () => {
    for (const n of ['pchar', 'reg-name', 'IP-literal', 'RFC 3986']) expect(`a ${n} b`, n).to.match(GRAMMAR)
    for (const [section, key, sample] of everySample()) expect(sentence(fr, section, key, sample), `${section}.${key}`).not.to.match(GRAMMAR)
  })

  it('carries no English sentence: no function of the catalog is one of the English plain', () => {
    for (const s of SECTIONS) for (const [key, f] of Object.entries(fr[s])) expect(f, `${s}.${key}`).not.to.equal((en[s] as Readonly<Record<string, unknown>>)[key])
  })
})
