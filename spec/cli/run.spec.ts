import { expect } from 'chai'
import * as fc from 'fast-check'
import type * as E from 'fp-ts/lib/Either.js'
import { parseIRI, parserFor } from '../../src/reading/parsers.ts'
import * as Arb from '../../src/arbitraries/index.ts'
import { equalInputs, explainInput, findInText } from '../../src/cli/run.ts'
import { jsonLine } from '../../src/cli/json-line.ts'
import { componentsRow, parseRows, validateRows } from '../../src/cli/rows.ts'
import { iriToUriRows, normalizeRows, resolveRows, uriToIriRows } from '../../src/cli/result-rows.ts'
import { parseURI, type Uri } from '../../src/index.ts'
import { binaryUnit } from '../generators.ts'

describe('cli/run', () => {
  it('law: jsonLine is JSON.stringify with the characters that steer a terminal escaped too, and the same value', () => {
    const unsafe = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u
    const text = fc.string({
      unit: fc.oneof(fc.constantFrom('"', '\\', '\u009b', '\u202e', '\u2028', '\ufeff', '\u0000', '\ud800', 'a', '/', ' '), fc.string({ unit: binaryUnit, minLength: 1, maxLength: 1 })),
    })
    let cases = 0
    let escaped = 0
    fc.assert(
      fc.property(fc.jsonValue(), fc.dictionary(text, text), fc.array(fc.oneof(text, fc.integer(), fc.constant(null))), (json, record, list) => {
        for (const v of [json, record, list, { input: list[0], ok: true, rest: record }]) {
          const line = jsonLine(v)
          expect(JSON.parse(line)).to.deep.equal(JSON.parse(JSON.stringify(v)))
          expect(line.replace(/\\u[0-9a-f]{4}/g, '')).to.equal(
            JSON.stringify(v)
              .replace(/\\u[0-9a-f]{4}/g, '')
              .replace(new RegExp(unsafe.source, 'gu'), ''),
          )
          expect(unsafe.test(line)).to.equal(false)
          if (unsafe.test(JSON.stringify(v))) escaped++
          cases++
        }
      }),
      { seed: 12, numRuns: 1000 },
    )
    expect(cases).to.equal(4000)
    expect(escaped).to.be.greaterThan(500)
    expect(jsonLine({ a: undefined, c: 'x"\\\u009b' })).to.equal('{"c":"x\\"\\\\\\u009b"}')
  })
  it('parse: the components of a valid input as one row, host_kind spelled as every key', () => {
    expect(parseRows('URI-reference').rowOf('foo://example.com:8042/over/there?name=ferret#nose')).to.deep.equal({
      input: 'foo://example.com:8042/over/there?name=ferret#nose',
      ok: true,
      kind: 'uri',
      scheme: 'foo',
      userinfo: null,
      host: 'example.com',
      host_kind: 'reg-name',
      port: '8042',
      path: '/over/there',
      query: 'name=ferret',
      fragment: 'nose',
    })
  })
  it("parse: the error of an invalid input in its row: error_code, error_offset (the error's offset), error_message", () => {
    const r = parseRows('URI-reference').rowOf('http://[::1')
    expect(r).to.deep.include({ input: 'http://[::1', ok: false, error_code: 'unclosed-ip-literal', error_offset: 11 })
    expect(r.error_message)
      .to.be.a('string')
      .and.match(/^The input ends at position 12/)
  })
  it('law: parse reads a valid input off its split, the same row as its tree gives, for every rule, IRIs and zones', () => {
    let cases = 0
    const rules = [
      ['URI-reference', false],
      ['IRI-reference', false],
      ['URI', true],
      ['relative-ref', false],
      ['IRI', true],
    ] as const
    fc.assert(
      fc.property(
        fc.oneof(
          Arb.URIReference,
          Arb.URIReference.map((s) => s.replace(/a/g, '\u00e9')),
        ),
        fc.constantFrom(...rules),
        (input, [rule, zones]) => {
          const tree = parserFor(rule, zones)(input)
          if (tree._tag === 'Left') return
          expect(parseRows(rule, zones).rowOf(input)).to.deep.equal(componentsRow(input, tree.right))
          cases++
        },
      ),
      { seed: 36, numRuns: 400 },
    )
    expect(cases).to.be.greaterThan(150)
    for (const input of ['http://[v7.x]/', 'http://[::1]:8/', 'http://1.2.3.4/', 'http://1.2.3.4.5/', 'http://[fe80::1%25eth0]/', '//u@h:/p?q#f'])
      expect(parseRows('URI-reference', true).rowOf(input)).to.deep.equal(componentsRow(input, (parserFor('URI-reference', true)(input) as E.Right<Uri>).right))
  })
  it('parse: honours the rule', () => {
    expect(parseRows('URI').rowOf('g').ok).to.equal(false)
    expect(parseRows('relative-ref').rowOf('g').ok).to.equal(true)
  })
  it('validate: input and ok for a valid input; the error fields for an invalid one', () => {
    expect(validateRows('URI-reference').rowOf('http://a')).to.deep.equal({ input: 'http://a', ok: true })
    expect(validateRows('URI-reference').rowOf('a b')).to.deep.include({ input: 'a b', ok: false, error_code: 'invalid-character', error_offset: 1 })
  })
  it('every row has input and ok first, and no line number: a row depends on its line alone', () => {
    const base = (parseURI('http://a/b') as E.Right<Uri>).right
    for (const { rowOf, fields } of [parseRows('URI-reference'), validateRows('URI-reference'), normalizeRows('scheme'), resolveRows(base, true), iriToUriRows(false), uriToIriRows(false)]) {
      expect(fields.slice(0, 2)).to.deep.equal(['input', 'ok'])
      expect(fields.slice(-3)).to.deep.equal(['error_code', 'error_offset', 'error_message'])
      for (const input of ['a b', 'http://a/']) {
        expect(Object.keys(rowOf(input)).slice(0, 2)).to.deep.equal(['input', 'ok'])
        expect(Object.keys(rowOf(input)).every((k) => fields.includes(k))).to.equal(true)
      }
    }
  })
  it('explain: each component on its own line, its span marked', () => {
    const r = explainInput('URI-reference', 'http://u@h:1/p?q#f', false)
    expect(r.output?.split('\n').slice(0, 10)).to.deep.equal([
      'http://u@h:1/p?q#f',
      '^^^^                 scheme    "http"',
      '       ^^^^^         authority "u@h:1"',
      '       ^             userinfo  "u"',
      '         ^           host      "h" (reg-name)',
      '           ^         port      "1" (1)',
      '            ^^       path      "/p" segments ["","p"]',
      '               ^     query     "q"',
      '                 ^   fragment  "f"',
      'URI',
    ])
  })
  it('explain: marks empty components and lists absent ones', () => {
    const lines = explainInput('URI-reference', '//@:', false).output?.split('\n') ?? []
    expect(lines[1]).to.equal('  ^^   authority "@:"')
    expect(lines[2]).to.equal('  |    userinfo  ""')
    expect(lines).to.include('relative reference; absent: query, fragment')
  })
  it('explain: colours on request, never otherwise', () => {
    expect(explainInput('URI-reference', 'http://a', true).output).to.include('\u001b[36m')
    expect(explainInput('URI-reference', 'http://a', false).output).not.to.include('\u001b[')
  })
  it('explain: the code frame of an invalid input', () => {
    const r = explainInput('URI-reference', 'http://a b', false)
    expect(r.valid).to.equal(false)
    expect(r.output).to.match(/\n {8}\^\n/)
  })
  it('resolve: one row per reference, its result', () => {
    const base = (parseURI('http://a/b/c/d;p?q') as E.Right<Uri>).right
    expect(resolveRows(base, true).rowOf('../g')).to.deep.equal({ input: '../g', ok: true, result: 'http://a/b/g' })
    expect(resolveRows(base, false).rowOf('http:g').result).to.equal('http://a/b/c/g')
    expect(resolveRows(base, true).rowOf('a b')).to.deep.include({ ok: false, error_offset: 1 })
  })
  it('normalize: one row per input, at either level', () => {
    expect(normalizeRows('scheme').rowOf('HTTP://A:80')).to.deep.equal({ input: 'HTTP://A:80', ok: true, result: 'http://a/' })
    expect(normalizeRows('syntax').rowOf('HTTP://A:80').result).to.equal('http://a:80')
  })
  it('equal: the rung, or the two normal forms that differ', () => {
    expect(equalInputs('http://a/', 'http://a/')).to.deep.equal({ output: 'equal as strings (section 6.2.1)', status: 0 })
    expect(equalInputs('http://a/%7e', 'HTTP://a/~')).to.deep.equal({ output: 'equivalent after syntax-based normalization (section 6.2.2)', status: 0 })
    expect(equalInputs('mailto:u@EXAMPLE.ORG', 'mailto:u@example.org').output).to.equal('equivalent after scheme-based normalization (section 6.2.3)')
    expect(equalInputs('http://a/x', 'http://a/y')).to.deep.equal({ output: 'not equivalent: their normal forms differ\n  http://a/x\n  http://a/y', status: 1 })
    expect(equalInputs('http://a/', 'a b').status).to.equal(2)
  })
  it('explain: adds the section 7 warnings', () => {
    const lines = explainInput('URI-reference', 'http://user:pw@example.com/', false).output?.split('\n') ?? []
    expect(lines.slice(-3)).to.deep.equal([
      'warnings (RFC 3986 section 7):',
      '  7.6 userinfo [7, 14): The URI has user information ("user:pw") before its host "example.com"; show it apart from the host, as section 7.6 advises.',
      '  7.5 password [7, 14): The user information holds a password in clear text; redact it before logging or showing the URI.',
    ])
  })
  it('find: each URI of a text as a JSON line, invalid ones with their error', () => {
    const r = findInText('See <http://a.example/x> and "http://b.example/ä".')
    expect(r.valid).to.equal(false)
    const lines = r.lines.map((l) => JSON.parse(l))
    expect(lines[0]).to.deep.include({ uri: 'http://a.example/x', start: 5, end: 23, delimiter: 'angle-brackets', ok: true, host: 'a.example' })
    expect(lines[1]).to.deep.include({ uri: 'http://b.example/ä', ok: false })
    expect(lines[1].error.code).to.equal('non-ascii')
  })
})

describe('uri iri-to-uri, uri-to-iri, --iri and --zone-ids (rows.ts)', () => {
  it('converts each line, or gives its error in its row', () => {
    expect(iriToUriRows(true).rowOf('http://r\u00E9sum\u00E9.example.org/\u00FC')).to.deep.include({ ok: true, result: 'http://xn--rsum-bpad.example.org/%C3%BC' })
    expect(iriToUriRows(false).rowOf('http://r\u00E9sum\u00E9.example.org/').result).to.equal('http://r%C3%A9sum%C3%A9.example.org/')
    expect(uriToIriRows(true).rowOf('http://xn--99zt52a.example.org/D%C3%BCrst').result).to.equal('http://\u7D0D\u8C46.example.org/D\u00FCrst')
    const bad = iriToUriRows(false).rowOf('http://a/\uFDD0')
    expect(bad).to.deep.include({ input: 'http://a/\uFDD0', ok: false, error_offset: 9 })
    expect(bad.error_message).to.include('U+FDD0 is a noncharacter')
  })
  it('parse and validate read IRIs and zone identifiers when asked', () => {
    expect(validateRows('IRI-reference').rowOf('http://\u00FC/').ok).to.equal(true)
    expect(validateRows('URI-reference').rowOf('http://\u00FC/').ok).to.equal(false)
    expect(parseRows('URI-reference', true).rowOf('http://[fe80::1%25eth0]/')).to.deep.include({ ok: true, host_kind: 'ipv6' })
    expect(normalizeRows('scheme', true).rowOf('HTTP://\u00FC/a/../b')).to.deep.include({ result: 'http://\u00FC/b' })
  })
  it('normalize --iri follows RFC 3987 5.3 (UTF-8 triplets of allowed characters decoded); without it, RFC 3986 6.2', () => {
    expect(normalizeRows('syntax', true).rowOf('HTTP://a:80/%c3%a9')).to.deep.include({ result: 'http://a:80/\u00E9' })
    expect(normalizeRows('scheme', true).rowOf('HTTP://a:80/%c3%a9')).to.deep.include({ result: 'http://a/\u00E9' })
    expect(normalizeRows('scheme').rowOf('HTTP://a:80/%c3%a9')).to.deep.include({ result: 'http://a/%C3%A9' })
  })
  it("equal --iri compares on RFC 3987's ladder; resolve --iri reads IRI references", () => {
    expect(equalInputs('http://a/%C3%A9', 'http://a/\u00E9', true)).to.deep.equal({ output: 'equivalent after syntax-based normalization (RFC 3987 section 5.3.2)', status: 0 })
    expect(equalInputs('http://a/%C3%A9', 'http://a/\u00E9').status).to.equal(2)
    expect(equalInputs('http://a/%C3%A9', 'http://a/%C3%A8', true)).to.deep.equal({ output: 'not equivalent: their normal forms differ\n  http://a/\u00E9\n  http://a/\u00E8', status: 1 })
    const base = parseIRI('http://\u00FC/a/b')
    if (base._tag === 'Left') throw new Error(base.left.code)
    expect(resolveRows(base.right, true, true).rowOf('../\u00E9?q')).to.deep.equal({ input: '../\u00E9?q', ok: true, result: 'http://\u00FC/\u00E9?q' })
    expect(resolveRows(base.right, true).rowOf('../\u00E9?q')).to.deep.include({ ok: false })
  })
})
