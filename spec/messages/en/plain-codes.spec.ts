/**
 * The plain catalog's sentences of the error codes (src/messages/en/plain-codes.ts): one for every
 * code, and no grammar words in any sentence, over errors of real failing inputs that reach every
 * code. The error itself carries no words: `describeError(plain)` makes them.
 */
import { expect } from 'chai'
import * as fc from 'fast-check'
import * as E from 'fp-ts/lib/Either.js'
import * as fs from 'node:fs'
import * as path from 'node:path'
import { fromUserInput, parse, parseIRI, parseURI, parseWith, suggestFix, withPath, type UriError, type UriErrorCode } from '../../../src/index.ts'
import { parserFor } from '../../../src/reading/parsers.ts'
import { iriToURIWith } from '../../../src/iri/index.ts'
import { describeError, plain, technical } from '../../../src/messages/index.ts'
import { parseHttp, parseMailto, parseUrn } from '../../../src/schemes/index.ts'
import { expand, fromURLPattern, parseTemplate } from '../../../src/template/index.ts'
import { anyString, iriLike, zoneLike } from '../../generators.ts'
import { RFC3987_6874, RFC6570 } from '../../oracle/abnf.ts'

const said = describeError(plain)
const left = <A>(r: E.Either<UriError, A>): UriError => {
  if (E.isRight(r)) throw new Error('expected a Left')
  return r.left
}

/** Every rule name of the RFCs' ABNF (3986, 3987, 6570, 6874) and of the grammars in src/grammar (the schemes' too). */
const grammarRuleNames = (): Set<string> => {
  const names = new Set<string>([...RFC3987_6874.keys(), ...RFC6570.keys()])
  const walk = (dir: string): void => {
    for (const f of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, f.name)
      if (f.isDirectory()) {
        if (f.name !== 'read') walk(p)
      } else if (f.name.endsWith('.ts')) for (const m of fs.readFileSync(p, 'utf8').matchAll(/(?:rule|iname)\((?:v, )?'([A-Za-z][\w-]*)'/g)) names.add(m[1])
    }
  }
  walk(path.resolve(__dirname, '../../../src/grammar'))
  return names
}

/** Words of everyday English that are also rule names: a form may say "the port number". */
const EVERYDAY = new Set(['scheme', 'host', 'port', 'path', 'query', 'fragment', 'segment', 'operator', 'prefix', 'data', 'expression', 'literals'])

/** Grammar talk a form user should never read, whatever the rule. */
const JARGON = ['ABNF', 'production', 'RFC', 'URI', 'IRI', 'percent-encod', 'octet', 'userinfo', 'authority', 'A-label', 'code point', 'U+']

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The words a plain message must not hold: each rule name as a whole word, and the jargon. */
const banned = (names: Iterable<string>): RegExp => {
  const words = [...new Set([...names].filter((n) => !EVERYDAY.has(n)))].map(escape)
  return new RegExp(`(?<![\\w-])(?:${words.join('|')})(?![\\w-])|${JARGON.map(escape).join('|')}`)
}

/** Real failing inputs, one or more for each code (the generators below add thousands). */
const CASES: readonly (readonly [UriErrorCode, () => UriError])[] = [
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
  ['too-long', () => left(parseWith({ maxLength: 3 })('http://a'))],
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

describe('plain: words for people filling in a form', () => {
  it('has a sentence for every error code the technical catalog has', () => {
    expect(Object.keys(plain.codes).sort()).to.deep.equal(Object.keys(technical.codes).sort())
    for (const f of Object.values(plain.codes)) expect(typeof f).to.equal('function')
  })

  it('says what is wrong and how to fix it, as GOV.UK asks', () => {
    expect(said(left(parseURI('www.example.com/a b')))).to.equal('Enter a web address that starts with https://, like https://www.example.com')
    expect(said(left(parseURI('hello')))).to.equal('Enter a web address that starts with https://, like https://www.example.com')
    expect(said(left(parse('https://example.com/a b')))).to.equal("Remove the space after 'a', or replace it with %20")
    expect(said(left(parse('http://a.com:8:0')))).to.equal('The port number "8:0" can only contain digits, like :8080: remove the ":" after \'8\'')
    expect(said(left(parse('http://exa mple.com/')))).to.equal("Remove the space after 'exa': a website name can only contain letters, numbers, hyphens (-) and dots (.)")
    expect(said(left(parse('http://example.com/café')))).to.equal('Replace "é" after \'caf\' with %C3%A9, or remove it')
    expect(said(left(parse('http://a/50%off')))).to.equal("Write the % sign after '50' as %25, or follow it with two digits or letters from A to F, like %20")
    expect(said(left(parse('http://[::1')))).to.equal("Add a closing square bracket (]) after '1'")
    expect(said(left(parseWith({ maxLength: 2000 })('x'.repeat(2001))))).to.equal('Enter an address of 2,000 characters or fewer')
    expect(said(left(parseURI('')))).to.equal('Enter an address, like https://www.example.com')
    expect(said(left(parse(' http://a')))).to.equal('Remove the space at the start, or replace it with %20')
    expect(said(left(parse('http://a/b\\c')))).to.equal("Remove the backslash (\\) after 'b', or replace it with a forward slash (/)")
    expect(said(left(parse('http://[v1')))).to.equal("The address stops too soon after 'v1': finish the IP address in square brackets")
    expect(said(left(parseIRI('http://a/\uE000')))).to.equal("Remove the hidden character after '/', or replace it with %EE%80%80")
  })

  it('names a host typed without its scheme in the example, and a form can offer the fix', () => {
    const e = left(fromUserInput()('  example.org/a b '))
    expect([e.code, said(e)]).to.deep.equal(['missing-scheme', 'Enter a web address that starts with https://, like https://example.org'])
    expect(suggestFix('example.org/a b')(left(parseURI('example.org/a b')))).to.deep.equal({ _tag: 'Some', value: 'https://example.org/a%20b' })
  })

  it("every constructor's error is worded in both registers from its facts: a sentence, never the bare code", () => {
    let checked = 0
    for (const [code, make] of CASES) {
      const e = make()
      expect(e.code, code).to.equal(code)
      // The words come from the catalog, not the error: an error carries none.
      expect(
        Object.keys(e).filter((k) => k === 'message' || k === 'detail'),
        code,
      ).to.deep.equal([])
      for (const catalog of [plain, technical]) {
        const m = describeError(catalog)(e)
        expect(m, code).not.to.equal(code)
        expect(m.length, code).to.be.greaterThan(10)
      }
      // An error with a reason is worded from it; any other from its code.
      if (e.reason === undefined) expect(said(e), code).to.equal(plain.codes[e.code](e))
      checked++
    }
    expect(checked).to.equal(CASES.length)
  })

  it('law: "after \'…\'" quotes the last word before the error, up to a delimiter (/ ? # = & : @ [ ] . or a space), else that delimiter', () => {
    let checked = 0
    const piece = fc.constantFrom('a', 'bc', '/', '?', '#', '=', '&', ':', '@', '.', '-', '_', '~', '!', '%41', '%', '[', ']')
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 8 }), fc.constantFrom(' ', '<', '"', '^'), (parts, bad) => {
        const input = `http://x.example/${parts.join('')}${bad}`
        const r = parseURI(input)
        if (E.isRight(r) || r.left.code !== 'invalid-character' || r.left.before === '') return
        const word = /[^/?#=&:@[\]. ]*$/.exec(r.left.before)?.[0] ?? ''
        expect(said(r.left), input).to.contain(`after '${word === '' ? r.left.before.slice(-1) : word}'`)
        checked++
      }),
      { seed: 2024, numRuns: 300 },
    )
    expect(checked).to.be.greaterThan(150)
  })

  it('law: no plain message holds a rule name or grammar talk, over generated failing inputs that reach every code', () => {
    const names = grammarRuleNames()
    const reached = new Map<UriErrorCode, number>()
    const seen = (e: UriError): void => {
      for (const n of [...e.rulePath, ...e.expected]) if (/^[A-Za-z][\w-]*$/.test(n)) names.add(n)
      reached.set(e.code, (reached.get(e.code) ?? 0) + 1)
    }
    const errors: UriError[] = []
    for (const [code, make] of CASES) {
      const e = make()
      expect(e.code, code).to.equal(code)
      errors.push(e)
    }
    const parsers = [parserFor('URI-reference'), parserFor('URI'), parserFor('IRI'), parserFor('URI', true)]
    fc.assert(
      fc.property(fc.oneof(anyString, iriLike, zoneLike), fc.nat(parsers.length - 1), (s, k) => {
        const r = (parsers[k] as (s: string) => E.Either<UriError, unknown>)(s)
        if (E.isLeft(r)) errors.push(r.left)
      }),
      { seed: 3987, numRuns: 250 },
    )
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), fc.constantFrom(parseTemplate, parseHttp, parseMailto, parseUrn), (s, p) => {
        const r = (p as (s: string) => E.Either<UriError, unknown>)(s)
        if (E.isLeft(r)) errors.push(r.left)
      }),
      { seed: 6570, numRuns: 120 },
    )
    for (const e of errors) {
      seen(e)
      // Every constructor gives the offset and the text before it; no position in lines or columns (locate computes those).
      expect([typeof e.offset, typeof e.before, 'line' in e, 'displayColumn' in e], e.code).to.deep.equal(['number', 'string', false, false])
    }
    const bad = banned(names)
    for (const e of errors) {
      const m = said(e)
      // What the message quotes of the input is the person's own text, whatever it holds.
      const words = m.replace(/'[^']*'|"[^"]*"/g, '…')
      expect(words, `${e.code}: ${m}`).not.to.match(bad)
      expect(m.length, e.code).to.be.greaterThan(10)
    }
    expect([...reached.keys()].sort()).to.deep.equal(Object.keys(plain.codes).sort())
    expect(errors.length).to.be.greaterThan(150)
    // The rule names the check refuses include those the issue names.
    for (const n of ['pchar', 'reg-name', 'IP-literal', 'path-abempty', 'authority', 'unreserved', 'HEXDIG']) expect(bad.test(`a ${n} b`), n).to.equal(true)
  })
})
