/**
 * What a form can say (src/messages/en/form.ts, `formPlain`: the catalog `uriSchema` words its issues
 * with when given none), and that every catalog says it. Two laws: every issue of every option of a
 * form, over generated values, reads the same worded by `formPlain` as by the whole of `plain` (so the
 * smaller default loses no sentence); and every code and reason kind a form can give (a table typed
 * over them, so a code added later fails to compile until it has a sample) has a sentence of its own in
 * each of the six plain catalogs and in `technical`: never empty, never the bare code a catalog that
 * lacks it gives, and in each further language, not the English one.
 */
import { expect } from 'chai'
import * as fc from 'fast-check'
import type { UriError, UriErrorCode } from '../../../src/error/facts.ts'
import type { AdapterReason } from '../../../src/error/reasons/adapters.ts'
import type { OptionsReason } from '../../../src/error/reasons/options.ts'
import { fromUserInput, suggestFix } from '../../../src/index.ts'
import { iri } from '../../../src/iri/index.ts'
import type { Catalog, Fact } from '../../../src/messages/catalog.ts'
import { plain as de } from '../../../src/messages/de/index.ts'
import { formPlain } from '../../../src/messages/en/form.ts'
import { plain as es } from '../../../src/messages/es/index.ts'
import { plain as fr } from '../../../src/messages/fr/index.ts'
import { describeError, plain, technical } from '../../../src/messages/index.ts'
import { plain as ja } from '../../../src/messages/ja/index.ts'
import { plain as zhCN } from '../../../src/messages/zh-CN/index.ts'
import type { WebFault, WebFaultCode } from '../../../src/reading/web.ts'
import { policy, type PolicyViolation } from '../../../src/security/index.ts'
import { formSchema, publicSite, uriSchema, type UriIssueCode, type UriSchemaOptions } from '../../../src/standard-schema/index.ts'
import { anyString } from '../../generators.ts'

const CATALOGS: Readonly<Record<string, Catalog>> = { plain, technical, de, es, fr, ja, 'zh-CN': zhCN }

// ---------------------------------------------------------------------------
// every fact a form can give, by its code or kind
// ---------------------------------------------------------------------------

const error = (code: UriErrorCode, over: Partial<UriError> = {}): UriError => ({
  _tag: 'UriError',
  code,
  rule: 'URI',
  offset: 8,
  before: 'https://',
  found: ' ',
  expected: ['ALPHA'],
  rulePath: ['URI', 'hier-part', 'authority', 'host', 'reg-name'],
  inputLength: 12,
  ...over,
})

const fault = (code: WebFaultCode, text: string, over: Partial<WebFault> = {}): WebFault => ({ _tag: 'WebFault', code, offset: 0, text, web: true, ...over })

/** A violation's parameters (each member of the union apart). */
type ParametersOf<V> = V extends unknown ? Omit<V, '_tag' | 'span'> : never

const violation = (v: ParametersOf<PolicyViolation>): PolicyViolation => ({ _tag: 'PolicyViolation', span: { start: 0, end: 1 }, ...v }) as PolicyViolation

const none = { type: 'null' } as const

/** Each issue code's facts, as a form gives them: a code without a sample fails to compile. */
const CODES: { readonly [C in UriIssueCode]: readonly Fact[] } = {
  'empty-input': [error('empty-input', { found: null, offset: 0, before: '' })],
  'missing-scheme': [
    error('missing-scheme', { offset: 0, before: '', found: 'e', likely: { part: 'scheme', text: 'example.com', offset: 0, found: null } }),
    error('missing-scheme', { offset: 0, before: '' }),
  ],
  'invalid-character': [error('invalid-character'), error('invalid-character', { rulePath: ['URI', 'hier-part', 'path-abempty'], found: '<' })],
  'non-ascii': [error('non-ascii', { found: '例' })],
  'bad-percent-encoding': [error('bad-percent-encoding', { before: 'https://a/%', found: 'z' })],
  'unclosed-ip-literal': [error('unclosed-ip-literal', { found: null })],
  'invalid-ipv6': [error('invalid-ipv6', { found: 'g' })],
  'invalid-port': [error('invalid-port', { found: 'x' })],
  'unexpected-end': [error('unexpected-end', { found: null })],
  'too-long': [error('too-long', { maxLength: 2048, offset: 2048, inputLength: 3000 })],
  'invalid-options': [error('invalid-options', { option: 'maxLength' })],
  'disallowed-code-point': [error('disallowed-code-point', { found: '\ue000' })],
  'zone-id-not-enabled': [error('zone-id-not-enabled', { found: '%' })],
  'zone-id-needs-25': [error('zone-id-needs-25', { found: '%' })],
  'invalid-idna-label': [error('invalid-idna-label')],
  'idna-label-too-long': [error('idna-label-too-long')],
  'unclosed-expression': [error('unclosed-expression', { rule: 'URI-Template', found: null })],
  'reserved-operator': [error('reserved-operator', { rule: 'URI-Template', found: '=' })],
  'invalid-expansion': [error('invalid-expansion')],
  'scheme-violation': [error('scheme-violation', { rule: 'http-URI' })],
  'component-conflict': [error('component-conflict')],
  'not-expressible': [error('not-expressible')],
  'not-a-string': [error('invalid-options', { reason: { kind: 'not-a-string', subject: 'value', got: none } })],
  'script-scheme': [fault('script-scheme', 'javascript'), fault('script-scheme', 'javascript', { web: false })],
  'scheme-not-allowed': [
    fault('scheme-not-allowed', 'ftp'),
    fault('scheme-not-allowed', 'ftp', { web: false, allowed: ['https', 'mailto'] }),
    violation({ code: 'scheme-not-allowed', scheme: 'ftp', allowed: ['https'] }),
  ],
  'no-host': [fault('no-host', ''), violation({ code: 'no-host' })],
  'userinfo-not-allowed': [fault('userinfo-not-allowed', 'me:pw'), violation({ code: 'userinfo-not-allowed' })],
  'port-out-of-range': [fault('port-out-of-range', '99999')],
  'not-public': [
    fault('not-public', '0x7f.1', { why: 'loopback', address: '127.0.0.1' }),
    fault('not-public', '10.0.0.1', { why: 'private', address: '10.0.0.1' }),
    fault('not-public', '192.0.2.1', { why: 'documentation', address: '192.0.2.1' }),
    fault('not-public', 'intranet', { why: 'single-label' }),
  ],
  'not-absolute': [violation({ code: 'not-absolute' })],
  'host-kind-not-allowed': [violation({ code: 'host-kind-not-allowed', hostKind: 'ipv4', allowed: ['reg-name'] })],
  'host-not-allowed': [violation({ code: 'host-not-allowed', host: 'evil.example', whatwg: null })],
  'port-not-allowed': [violation({ code: 'port-not-allowed', port: 8080, allowed: [443] })],
  'private-address': [violation({ code: 'private-address', host: '127.1', reader: 'rfc3986', addressClass: 'loopback', address: '127.0.0.1' })],
  'rare-ip-format': [violation({ code: 'rare-ip-format', host: '0x7f.1', address: '127.0.0.1' })],
}

/** Each reason kind a form's error can carry (its options', the adapters'): a kind without a sample fails to compile. */
const REASONS: { readonly [K in (OptionsReason | AdapterReason)['kind']]: readonly (OptionsReason | AdapterReason)[] } = {
  'not-a-string': [{ kind: 'not-a-string', subject: 'value', got: none }],
  'options-not-an-object': [{ kind: 'options-not-an-object', whole: 'options', got: none }],
  'options-not-readable': [{ kind: 'options-not-readable', whole: 'options' }],
  'option-not-of-kind': [{ kind: 'option-not-of-kind', option: 'maxLength', entry: 'option', must: 'length', got: { type: 'number', text: '-1' } }],
  'reserve-not-sub-delims': [{ kind: 'reserve-not-sub-delims', character: '/' }],
  'not-a-parsed-reference': [{ kind: 'not-a-parsed-reference', got: none }],
  'option-not-name-or-uts46': [{ kind: 'option-not-name-or-uts46', option: 'host', names: ['idna'], got: { type: 'array' } }],
  'options-cannot-combine': [{ kind: 'options-cannot-combine', option: 'fromUserInput', with: ['zoneIds'] }],
  'web-needs-absolute-rule': [{ kind: 'web-needs-absolute-rule', option: 'rule', got: { type: 'string', text: 'relative-ref' } }],
  'option-not-a-catalog': [{ kind: 'option-not-a-catalog', option: 'messages', got: { type: 'string', text: 'de' } }],
  'web-missing-scheme': [{ kind: 'web-missing-scheme' }],
  'surrounding-space': [
    { kind: 'surrounding-space', side: 'start', found: ' ' },
    { kind: 'surrounding-space', side: 'end', found: '\n' },
  ],
  'non-ascii-host': [{ kind: 'non-ascii-host', host: '例え.jp' }],
  'public-needs-web': [{ kind: 'public-needs-web', option: 'public' }],
  'adapter-not-a-feature': [{ kind: 'adapter-not-a-feature', option: 'public', from: 'typed-uri/standard-schema', got: { type: 'boolean', text: 'true' } }],
  'form-values-not-an-object': [{ kind: 'form-values-not-an-object', got: none }],
  'form-field-asynchronous': [{ kind: 'form-field-asynchronous', field: 'homepage' }],
  'form-field-not-a-schema': [{ kind: 'form-field-not-a-schema', field: 'homepage', got: none }],
}

/** Every sample fact, with what it is a sample of. */
const SAMPLES: readonly (readonly [string, Fact])[] = [
  ...Object.entries(CODES).flatMap(([code, facts]) => facts.map((f) => [`code ${code}`, f] as const)),
  ...Object.entries(REASONS).flatMap(([kind, reasons]) =>
    reasons.map((reason) => [`reason ${kind}`, error(kind === 'non-ascii-host' ? 'non-ascii' : 'invalid-options', { found: '例', reason })] as const),
  ),
]

/** What `describeError` gives for a fact a catalog has no sentence for: its code. */
const bareCode = (f: Fact): string => (f as { readonly code: string }).code

describe('messages/en/form: what a form can say, and every catalog says it', () => {
  it('every code and reason kind a form can give has a sentence of its own in each of the six plain catalogs and in technical (counts them)', () => {
    let checked = 0
    for (const [what, fact] of SAMPLES) {
      const english = describeError(plain)(fact)
      for (const [name, catalog] of Object.entries(CATALOGS)) {
        const sentence = describeError(catalog)(fact)
        expect(sentence, `${name}: ${what}`).to.be.a('string').and.not.equal('')
        expect(sentence, `${name}: ${what}`).to.not.equal(bareCode(fact))
        if (name !== 'plain' && name !== 'technical') expect(sentence, `${name}: ${what} is not the English sentence`).to.not.equal(english)
        checked++
      }
    }
    expect(checked).to.equal(SAMPLES.length * 7)
    expect(SAMPLES.length).to.be.above(60)
  })

  it('formPlain words each of them as plain does', () => {
    for (const [what, fact] of SAMPLES) expect(describeError(formPlain)(fact), what).to.equal(describeError(plain)(fact))
  })

  it('law: every issue of every option of a form reads the same from formPlain (the default) as from the whole of plain (seeded; counts the codes)', () => {
    const OPTIONS: readonly UriSchemaOptions[] = [
      {},
      { rule: 'URI-reference' },
      { rule: 'relative-ref', scriptSchemes: 'refuse' },
      { web: true, suggestFix },
      { web: true, public: publicSite },
      { schemes: ['https', 'mailto'], maxLength: 40 },
      { iri, web: true },
      { policy: policy({ schemes: ['https'] }) },
      { fromUserInput, defaultScheme: 'https', web: true },
    ]
    const pairs = OPTIONS.map((o) => [uriSchema(o), uriSchema({ ...o, messages: plain } as UriSchemaOptions)] as const)
    const codes = new Set<string>()
    const values = fc.oneof(
      anyString,
      fc.constantFrom('http://127.1/', 'http://intranet/', ' https://example.com ', 'https://例え.jp/', 'ftp://a/', 'javascript:x', 'http://me@a/', 'http://a:99999/', 'http://'),
    )
    fc.assert(
      fc.property(values, (s) =>
        pairs.every(([byDefault, whole]) => {
          const a = byDefault['~standard'].validate(s).issues ?? []
          const b = whole['~standard'].validate(s).issues ?? []
          for (const i of a) codes.add(i.code)
          return a.length === b.length && a.every((i, k) => i.message === b[k]?.message && i.message !== i.code)
        }),
      ),
      { seed: 11, numRuns: 800 },
    )
    for (const code of [
      'missing-scheme',
      'invalid-character',
      'non-ascii',
      'scheme-not-allowed',
      'script-scheme',
      'not-public',
      'private-address',
      'too-long',
      'userinfo-not-allowed',
      'port-out-of-range',
    ])
      expect([...codes], code).to.include(code)
    // formSchema's own issues too.
    const form = formSchema({ homepage: uriSchema() })
    const formWhole = formSchema({ homepage: uriSchema({ messages: plain }) }, { messages: plain })
    for (const v of [null, 5, { homepage: 1 }, { homepage: 'a b' }])
      expect(form['~standard'].validate(v).issues?.map((i) => i.message)).to.deep.equal(formWhole['~standard'].validate(v).issues?.map((i) => i.message))
  })
})
