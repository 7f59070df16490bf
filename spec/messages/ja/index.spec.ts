/**
 * The Japanese `plain` catalog (src/messages/ja): a sentence for every key of
 * every section the English `plain` has (so a kind added later is checked
 * too), each in Japanese, naming what the English sentence quotes of the
 * fact; every error of random inputs worded without a throw and without
 * English; no rule names and no RFC numbers; and a bundle of the catalog
 * that carries no English.
 */
import { expect } from 'chai'
import * as esbuild from 'esbuild'
import * as fc from 'fast-check'
import * as E from 'fp-ts/lib/Either.js'
import * as path from 'node:path'
import { fromUserInput, parse, parseIRI, parseIRIReference, parseURI, parseWith, type UriError } from '../../../src/index.ts'
import { type Catalog, describeError, plain as en } from '../../../src/messages/index.ts'
import { plain as ja } from '../../../src/messages/ja/index.ts'

type Section = keyof Catalog
const SECTIONS: readonly Section[] = ['codes', 'reasons', 'decoding', 'faults', 'warnings', 'violations', 'refusals']

/** A section's sentence by key, read as data: the table below walks the English catalog's keys. */
type AnySentence = (fact: unknown, error?: unknown) => string
const sentence = (catalog: Catalog, section: Section, key: string): AnySentence => (catalog[section] as unknown as Readonly<Record<string, AnySentence>>)[key]

const said = describeError(ja)
const left = <A>(r: E.Either<UriError, A>): UriError => {
  if (E.isRight(r)) throw new Error('expected a Left')
  return r.left
}

// ---------------------------------------------------------------------------
// Sample facts, by key. Texts of the person's own are distinctive ("zq…", or signs) so that a sentence
// that quotes one is seen to; a parameter a kind added later names gets "zq" and its name.
// ---------------------------------------------------------------------------

type Params = Readonly<Record<string, unknown>>

/** A fact with its parameters; a parameter not in them reads as the text "zq<name>". */
const sample = (base: Params): Params =>
  new Proxy(base, {
    get: (target, key) => (typeof key === 'string' && !(key in target) && key !== 'then' && key !== 'toJSON' ? `zq${key}` : (target as Record<string | symbol, unknown>)[key]),
  })

const BASE_ERROR = {
  _tag: 'UriError',
  code: 'invalid-character',
  rule: 'URI-reference',
  offset: 7,
  before: 'zqword',
  found: '<',
  expected: ['ALPHA'],
  rulePath: ['URI-reference', 'relative-ref', 'relative-part', 'path-absolute'],
  inputLength: 12,
} as const

const CODE_PARAMS: Readonly<Record<string, Params>> = {
  'missing-scheme': { likely: { part: 'scheme', text: 'zqhost.example', offset: 0, found: null } },
  'non-ascii': { found: 'é' },
  'bad-percent-encoding': { before: 'zqword%4', found: 'x' },
  'invalid-port': { likely: { part: 'port', text: '8zq', offset: 9, found: 'z' } },
  'too-long': { maxLength: 2000, inputLength: 2001 },
  'invalid-options': { option: 'zqoption' },
  'disallowed-code-point': { found: '\uE000' },
}

const REASON_PARAMS: Params = {
  // options and adapters
  subject: 'input',
  whole: 'options',
  option: 'zqoption',
  entry: 'option',
  must: 'boolean',
  names: ['zqname'],
  with: ['zqwith'],
  got: { type: 'number', text: '4711' },
  from: 'typed-uri/zq',
  field: 'zqfield',
  // schemes
  scheme: 'https',
  rfc: '9999',
  section: '9.9',
  character: '&',
  address: 'zqaddress',
  domain: 'zqdomain',
  part: 'zq{part}',
  length: 47,
  max: 32,
  nid: 'zqnid',
  host: 'zqhost.example',
  drive: 'Q',
  share: 'zqshare',
  segment: 'zqsegment',
  platform: 'windows',
  fault: { fault: 'reserved', codePoint: 0x3c },
  path: 'zq/path',
  literal: false,
  name: 'zqname',
  server: 'zqserver',
  namespace: 'device',
  triplet: '%3C',
  octet: 0x3c,
  count: 5,
  function: 'fileToPath',
  // templates
  opened: 3,
  thrown: 'zqthrown',
  variable: 'zqvar',
  member: 'zqmember',
  prefix: 2,
  expansion: 'zq<x',
  at: 2,
  expression: '{zqexpr}',
  operator: '+',
  first: 'zqfirst',
  sep: 'zqsep',
  component: 'pathname',
  // conversions
  label: 'zqlabel',
  direction: 'to-ascii',
  aLabel: 'xn--zqalabel',
  mapped: 'zqmapped',
  decoded: 'zqdecoded',
  uLabel: 'zqulabel',
  back: 'xn--zqback',
  decoding: 'invalid-utf8',
  offset: 2,
  set: 'path',
  blocking: 'port',
  open: '<',
  close: '>',
  added: 'https://',
  // adapters: white space around a value
  side: 'start',
  found: ' ',
}

/** Where a kind's parameter is of another type than the same name's elsewhere, and the branches worth a sentence each. */
const REASON_VARIANTS: Readonly<Record<string, readonly Params[]>> = {
  'not-a-string': [{}, { subject: 'template' }],
  'surrounding-space': [{}, { side: 'end', found: '\t' }, { found: '\u3000' }, { side: 'end', found: '\n' }],
  'ws-fragment': [{ scheme: 'wss' }],
  'ws-userinfo': [{ scheme: 'wss' }],
  'ws-form': [{ scheme: 'wss' }],
  'mailto-delimiter': [{}, { character: '/' }],
  'mailto-not-utf8': [{ part: 'address' }],
  'urn-namespace-nss': [{}, { nid: 'uuid' }],
  'file-form': [{ host: true }, { host: false }],
  'file-segment-name': [{}, { platform: 'posix', fault: { fault: 'separator', character: '/' } }, { fault: { fault: 'dots-and-spaces' } }],
  'file-path-dot-segment': [{ segment: '..' }],
  'file-unc-server': [{ fault: { fault: 'nul' } }, { fault: { fault: 'lone-surrogate', codeUnit: 0xd800 } }],
  'file-win32-host': [{ namespace: 'namespace' }],
  'file-win32-namespace': [{}, { namespace: 'namespace' }],
  'urlpattern-cannot-express': [{ feature: 'query-expression' }],
  'template-cannot-express': [{ feature: 'regexp-group' }],
  'urlpattern-not-valid': [{ fault: 'unclosed-group' }, { fault: 'unclosed-regexp' }, { fault: 'stray-character' }],
  'idna-a-label-too-long': [{}, { direction: 'to-unicode' }],
  'idna-not-punycode': [{}, { direction: 'to-unicode' }],
  'idna-forbidden-code-point': [{}, { character: ' ' }],
  'conflict-path-after-authority': [{}, { set: 'query' }],
  'conflict-path-starts-with-slashes': [{}, { set: 'host' }],
  'conflict-colon-in-first-segment': [{}, { set: 'scheme' }],
  'conflict-needs-host': [{ set: 'port' }, { set: 'userinfo' }],
  'conflict-host-removal': [{ set: 'host', blocking: 'userinfo' }],
}

const WARNING_PARAMS: Params = {
  userinfo: 'zquser:zqpass',
  host: 'zqhost.example',
  user: 'zquser.example',
  colon: 'written',
  credentials: 'zqcred',
  password: true,
  port: 25,
  scheme: 'zqscheme',
  defaultPort: 80,
  address: '10.0.0.1',
  written: '%0A',
  where: 'uri',
  codePoint: 0x0a,
  octet: 0x2e,
  segment: 'zqseg%2F',
  delimiter: '/',
  decoded: '..',
  field: 'zqfield',
  recipients: true,
  difference: 'host',
  whatwg: 'zqwhatwg.example',
  rfc3986: 'zqrfc.example',
  limit: 1000,
  component: 'path',
  encoded: '%E2%80%AE',
  text: 'zqtext',
  mixesDirections: true,
  rtlAtEdges: false,
  label: 'zqlabel',
  scripts: ['Latin', 'Cyrillic', 'Zq_Script'],
  looksLike: 'zqlooks',
}

const WARNING_VARIANTS: Readonly<Record<string, readonly Params[]>> = {
  password: [{}, { colon: 'encoded', userinfo: 'zquser%3Azq' }],
  'whatwg-credentials': [{}, { password: false }],
  'nul-octet': [{ written: '%00' }],
  'encoded-line-break': [{}, { where: 'mailto-header', codePoint: 0x2028, written: '%E2%80%A8' }],
  'encoded-control': [{ written: '%01', octet: 1 }],
  'double-encoding': [{ written: '%252e' }],
  'mailto-header': [{}, { recipients: false }],
  'parser-differential': [{}, { difference: 'path' }, { difference: 'browser-refuses' }, { difference: 'host-too-long' }],
  'script-scheme': [{ scheme: 'javascript' }],
  'bidi-formatting': [{ codePoint: 0x202e }],
  'overlong-utf8': [
    { written: '%C0%AF', codePoint: 0x2f },
    { written: '%C0%80', codePoint: 0 },
  ],
}

const VIOLATION_PARAMS: Params = {
  scheme: 'zqscheme',
  allowed: ['https', 'zqallowed'],
  host: 'zqhost.example',
  whatwg: null,
  hostKind: 'ipv6',
  port: 8081,
  reader: 'rfc3986',
  addressClass: 'loopback',
  address: '127.0.0.1',
  reason: { kind: 'option-not-of-kind', option: 'zqoption', entry: 'option', must: 'boolean', got: { type: 'number', text: '1' } },
}

const VIOLATION_VARIANTS: Readonly<Record<string, readonly Params[]>> = {
  'scheme-not-allowed': [{}, { allowed: [] }],
  'host-kind-not-allowed': [{ allowed: ['ipv4', 'ipv6'] }, { allowed: ['reg-name'] }],
  'host-not-allowed': [{}, { whatwg: 'zqwhatwg.example' }],
  'port-not-allowed': [{ allowed: [443, 8443] }, { allowed: [443], port: null }, { allowed: [] }],
  'private-address': [{}, { reader: 'whatwg' }],
}

const REFUSAL_PARAMS: Params = {
  error: 'invalid-character',
  limit: 1000,
  scheme: 'javascript',
  reader: 'rfc3986',
  origin: 'https://zqorigin.example',
  components: ['host', 'path'],
  option: 'allow',
  index: 2,
}

const REFUSAL_VARIANTS: Readonly<Record<string, readonly Params[]>> = {
  'invalid-options': [{}, { option: 'options', index: undefined }, { option: 'base', index: undefined }, { option: 'allow', index: undefined }],
  'other-origin': [{}, { reader: 'whatwg' }, { origin: 'null' }, { origin: 'null', reader: 'whatwg' }],
  'parsers-disagree': [{}, { components: ['scheme', 'userinfo', 'port'] }],
}

const FAULT_VARIANTS: Readonly<Record<string, readonly Params[]>> = {
  'script-scheme': [{ text: 'javascript' }, { text: 'javascript', web: false }],
  'scheme-not-allowed': [{}, { allowed: [] }, { allowed: ['https', 'http'] }, { allowed: ['http'] }, { allowed: ['mailto', 'zqscheme'] }],
  'userinfo-not-allowed': [{ text: 'zquser:zqpass' }],
  'port-out-of-range': [{ text: '99999' }],
  'not-public': [
    { text: '0x7f.1', why: 'loopback', address: '127.0.0.1' },
    { text: 'zqprinter.local', why: 'link-local', address: 'zqprinter.local' },
    { text: '192.0.2.1', why: 'documentation', address: '192.0.2.1' },
    { text: 'zqintranet', why: 'single-label' },
  ],
}

/** Removes the keys whose value is undefined (a variant that takes a parameter away). */
const defined = (p: Params): Params => Object.fromEntries(Object.entries(p).filter(([, v]) => v !== undefined))

/** The facts of a key of a section, with the error a reason or a refusal is worded with. */
const factsOf = (section: Section, key: string): readonly (readonly [fact: Params, error?: Params])[] => {
  const variants = (table: Readonly<Record<string, readonly Params[]>>): readonly Params[] => table[key] ?? [{}]
  switch (section) {
    case 'codes':
      // An error's optional facts (likely, maxLength, reason) are absent, not "zq…": no proxy.
      return [[{ ...BASE_ERROR, code: key, ...(CODE_PARAMS[key] ?? {}) }]]
    case 'reasons': {
      const error = { ...BASE_ERROR, code: 'scheme-violation', rule: 'URI' }
      return variants(REASON_VARIANTS).map((v) => [sample(defined({ ...REASON_PARAMS, ...v, kind: key })), error])
    }
    case 'decoding':
      return [[{ _tag: 'DecodeError', code: key, offset: 3, got: { type: 'number', text: '4711' } }]]
    case 'faults':
      // A fault's `allowed` is absent for a web address, not "zq…": no proxy.
      return variants(FAULT_VARIANTS).map((v) => [defined({ _tag: 'WebFault', code: key, offset: 0, text: 'zqtext', web: true, ...v })])
    case 'warnings':
      return variants(WARNING_VARIANTS).map((v) => [sample({ _tag: 'Warning', code: key, section: '7.3', span: { start: 0, end: 1 }, ...WARNING_PARAMS, ...v })])
    case 'violations':
      return variants(VIOLATION_VARIANTS).map((v) => [sample({ _tag: 'PolicyViolation', code: key, span: { start: 0, end: 1 }, ...VIOLATION_PARAMS, ...v })])
    case 'refusals':
      return variants(REFUSAL_VARIANTS).map((v) => {
        const reason = sample(defined({ ...REFUSAL_PARAMS, ...v, kind: key }))
        return [reason, { _tag: 'RedirectError', code: 'unsafe-redirect', offset: 41, reason }]
      })
  }
}

/** The keys of a fact that name no text of the person's (tags, codes, where a span is, grammar bookkeeping). */
const BOOKKEEPING = new Set(['_tag', 'code', 'kind', 'section', 'span', 'rule', 'rulePath', 'expected', 'inputLength', 'rfc', 'offset'])

/** The texts and numbers a fact carries (its reason's and its likely reading's too), as a sentence may quote them. */
const valuesOf = (fact: unknown, out: (string | number)[] = []): (string | number)[] => {
  if (typeof fact === 'string' || typeof fact === 'number') out.push(fact)
  else if (Array.isArray(fact)) for (const v of fact) valuesOf(v, out)
  else if (typeof fact === 'object' && fact !== null) for (const [k, v] of Object.entries(fact)) if (!BOOKKEEPING.has(k)) valuesOf(v, out)
  return out
}

/** A text of the person's own, as the samples write them: "zq…", or one with a sign in it (not a word of English). */
const distinctive = (v: string): boolean => v.includes('zq') || /[^A-Za-z\s]/.test(v)

/** The texts an English sentence quotes of its fact, as the Japanese one must write them too. */
const quotedIn = (english: string, values: readonly (string | number)[]): string[] => {
  const quoted: string[] = []
  for (const v of values) {
    if (typeof v === 'string') {
      if (v !== '' && distinctive(v) && english.includes(v)) quoted.push(v)
    } else if (v >= 10) {
      if (english.includes(v.toLocaleString('en-US'))) quoted.push(v.toLocaleString('ja'))
      else if (english.includes(String(v))) quoted.push(String(v))
    }
  }
  return quoted
}

/** Grammar talk no plain sentence holds: rule names, RFC numbers. */
const JARGON = /pchar|reg-name|IP-literal|path-abempty|RFC|\bURI\b|\bIRI\b|userinfo|authority|U\+[0-9A-F]{4}/

/** Japanese script: hiragana, katakana or kanji. */
const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/

/** English words a Japanese sentence never holds (outside the person's own text, quoted in 「」). */
const ENGLISH = /\b(?:the|Enter|Remove|Check|address|website|cannot)\b/

/** A sentence with the person's own text (in 「」) left out. */
const unquoted = (s: string): string => s.replace(/「[^」]*」/g, '…')

describe('typed-uri/messages/ja: Japanese for people filling in a form', () => {
  it('has the sections and keys of the English plain catalog, each a function', () => {
    expect(Object.keys(ja).sort()).to.deep.equal([...SECTIONS].sort())
    for (const s of SECTIONS) {
      expect(Object.keys(ja[s]).sort(), s).to.deep.equal(Object.keys(en[s]).sort())
      for (const [key, f] of Object.entries(ja[s])) expect(typeof f, `${s}.${key}`).to.equal('function')
    }
  })

  it('words every key of every section in Japanese, naming what the English sentence quotes of the fact', () => {
    let checked = 0
    let quotes = 0
    for (const s of SECTIONS) {
      for (const key of Object.keys(en[s])) {
        for (const [i, [fact, error]] of factsOf(s, key).entries()) {
          const where = `${s}.${key} (sample ${i})`
          const english = sentence(en, s, key)(fact, error)
          const japanese = sentence(ja, s, key)(fact, error)
          expect(typeof japanese, where).to.equal('string')
          expect(japanese.length, where).to.be.greaterThan(5)
          expect(japanese, where).not.to.equal(english)
          expect(japanese, where).to.match(JAPANESE)
          expect(japanese, where).not.to.contain('undefined')
          expect(unquoted(japanese), where).not.to.match(ENGLISH)
          // No rule name, no RFC (the person's own text aside).
          expect(unquoted(japanese), where).not.to.match(JARGON)
          // Polite register: a sentence ends with 。.
          expect(japanese.endsWith('。'), where).to.equal(true)
          const values = valuesOf(error === undefined ? fact : [fact, { before: (error as { before?: unknown }).before }])
          for (const q of quotedIn(english, values)) {
            expect(japanese, `${where}: quotes ${q}`).to.contain(q)
            quotes++
          }
          checked++
        }
      }
    }
    // Every key once at least, and the branches the variants reach.
    const keys = SECTIONS.reduce((n, s) => n + Object.keys(en[s]).length, 0)
    expect(checked).to.be.greaterThan(keys)
    expect(quotes).to.be.greaterThan(80)
  })

  it('says what is wrong and what to do, in the polite words of a Japanese form', () => {
    expect(said(left(parse('https://example.com/a b')))).to.equal('「a」の後ろのスペースを削除するか、「%20」に置き換えてください。')
    expect(said(left(parseURI('www.example.com/a')))).to.equal('https:// で始まるURLを入力してください（例：https://www.example.com）。')
    expect(said(left(parse('http://exa mple.com/')))).to.equal('「exa」の後ろのスペースを削除してください。ドメイン名に使えるのは、英字、数字、ハイフン（-）、ドット（.）だけです。')
    expect(said(left(parse('http://a.com:8:0')))).to.equal('ポート番号「8:0」には数字しか使えません（例：:8080）。「8」の後ろの「:」を削除してください。')
    expect(said(left(parse('http://example.com/café')))).to.equal('「caf」の後ろの「é」を「%C3%A9」に置き換えるか、削除してください。')
    expect(said(left(parse('http://a/50%off')))).to.equal('「50」の後ろの「%」は「%25」と書くか、後ろに数字またはAからFの英字を2文字続けてください（例：%20）。')
    expect(said(left(parse('http://[::1')))).to.equal('「1」の後ろに閉じ角かっこ（]）を追加してください。')
    expect(said(left(parseWith({ maxLength: 2000 })('x'.repeat(2001))))).to.equal('URLは2,000文字以内で入力してください。')
    expect(said(left(parseURI('')))).to.equal('URLを入力してください（例：https://www.example.com）。')
    expect(said(left(parse(' http://a')))).to.equal('先頭のスペースを削除するか、「%20」に置き換えてください。')
    expect(said(left(parse('http://a/b\\c')))).to.equal('「b」の後ろのバックスラッシュ（\\）を削除するか、スラッシュ（/）に置き換えてください。')
    expect(said(left(parse('http://[v1')))).to.equal('「v1」の後ろでURLが途切れています。角かっこ内のIPアドレスを最後まで入力してください。')
    expect(said(left(parseIRI('http://a/\uE000')))).to.equal('「/」の後ろの見えない文字を削除するか、「%EE%80%80」に置き換えてください。')
  })

  it('asks for a full-width sign half-width, and names a full-width space: what a Japanese input method types', () => {
    expect(said(left(parse('http://example.com/a\uFF0Fb')))).to.equal('「a」の後ろの全角の「／」を、半角の「/」に直してください。')
    expect(said(left(parse('http://example.com\uFF1A8080/')))).to.equal('「com」の後ろの全角の「：」を、半角の「:」に直してください。')
    expect(said(left(parse('http://example.com/a\u3000b')))).to.equal('「a」の後ろの全角スペースを削除してください。')
  })

  it('words what fromUserInput changed, and a host typed without its scheme with it in the example', () => {
    const r = fromUserInput({ defaultScheme: 'https' })('  www.example.com ')
    if (E.isLeft(r)) throw new Error(r.left.code)
    expect(r.right.changes.map((c) => said(c))).to.deep.equal(['URLの前後のスペースを削除しました。', 'URLの先頭に「https://」を追加しました。'])
    expect(said(left(fromUserInput()('  example.org/a b ')))).to.equal('https:// で始まるURLを入力してください（例：https://example.org）。')
  })

  it('law: every error of a random input is worded in Japanese, never by a throw, never in English', () => {
    const piece = fc.constantFrom(
      'a',
      'b1',
      'http://',
      'x:',
      '//',
      '/',
      '?',
      '#',
      ':',
      '@',
      '.',
      ':8x',
      ' ',
      '\u3000',
      '%',
      '%2',
      '%41',
      '%zz',
      '[',
      ']',
      '[::1',
      '[v1.',
      '%25eth0',
      'é',
      '日本',
      '\uFF0F',
      '\u0000',
      '\u001F',
      '\u007F',
      '\u0085',
      '\u200E',
      '\uE000',
      '\uFDD0',
      '\uD800',
      '\t',
      '\n',
      '\\',
      '<',
      '"',
      '{',
      '}',
    )
    const readers = [parse, parseURI, parseIRIReference] as const
    let checked = 0
    const codes = new Set<string>()
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 10 }), fc.nat(readers.length - 1), (parts, k) => {
        const r = readers[k](parts.join(''))
        if (E.isRight(r)) return
        const e = r.left
        // The catalog's own sentence, called directly: describeError would hide a throw behind the code.
        const own = e.reason === undefined ? ja.codes[e.code](e) : sentence(ja, 'reasons', e.reason.kind)(e.reason, e)
        const m = said(e)
        expect(m, e.code).to.equal(own)
        expect(m.length, e.code).to.be.greaterThan(5)
        expect(m, e.code).to.match(JAPANESE)
        expect(unquoted(m), `${e.code}: ${m}`).not.to.match(/\b(?:the|Enter|Remove)\b/)
        expect(unquoted(m), `${e.code}: ${m}`).not.to.match(JARGON)
        codes.add(e.code)
        checked++
      }),
      { seed: 20240, numRuns: 600 },
    )
    expect(checked).to.be.greaterThan(400)
    expect(codes.size).to.be.greaterThan(8)
  })

  it('no sentence names a grammar rule or an RFC', () => {
    let checked = 0
    for (const s of SECTIONS)
      for (const key of Object.keys(en[s]))
        for (const [fact, error] of factsOf(s, key)) {
          expect(sentence(ja, s, key)(fact, error), `${s}.${key}`).not.to.match(/pchar|reg-name|IP-literal|RFC/)
          checked++
        }
    expect(checked).to.be.greaterThan(200)
  })

  it('bundles without English: the catalog imports no English sentence', () => {
    const out = esbuild.buildSync({
      entryPoints: [path.resolve(__dirname, '../../../src/messages/ja/index.ts')],
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'browser',
      metafile: true,
      logLevel: 'silent',
    })
    const inputs = Object.keys(out.metafile.inputs)
    expect(inputs.filter((f) => f.includes('messages/en/'))).to.deep.equal([])
    expect(out.outputFiles[0].text).not.to.match(/Enter a|Remove the|website name|set up wrongly/)
  })
})
