import { expect } from 'chai'
import * as fc from 'fast-check'
import type * as E from 'fp-ts/lib/Either.js'
import { parseIRI } from '../../src/parsers.ts'
import { equalInputs, explainInput, findInText, inspectInput, iriToUriLine, jsonLine, normalizeLine, parseLine, resolveLine, uriToIriLine, validateLine } from '../../src/cli/run.ts'
import { parseURI, type Uri } from '../../src/index.ts'

describe('cli/run', () => {
  it('law: jsonLine is JSON.stringify with the characters that steer a terminal escaped too, and the same value', () => {
    const unsafe = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u
    const text = fc.string({
      unit: fc.oneof(fc.constantFrom('"', '\\', '\u009b', '\u202e', '\u2028', '\ufeff', '\u0000', '\ud800', 'a', '/', ' '), fc.string({ unit: 'binary', minLength: 1, maxLength: 1 })),
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
  it('parse: the components of a valid input as one JSON line', () => {
    const r = parseLine('URI-reference')('foo://example.com:8042/over/there?name=ferret#nose', null)
    expect(r.valid).to.equal(true)
    expect(JSON.parse(r.output as string)).to.deep.equal({
      input: 'foo://example.com:8042/over/there?name=ferret#nose',
      ok: true,
      kind: 'uri',
      scheme: 'foo',
      userinfo: null,
      host: 'example.com',
      hostKind: 'reg-name',
      port: '8042',
      path: '/over/there',
      query: 'name=ferret',
      fragment: 'nose',
    })
  })
  it('parse: the error of an invalid input as one JSON line', () => {
    const r = parseLine('URI-reference')('http://[::1', null)
    expect(r.valid).to.equal(false)
    const j = JSON.parse(r.output as string)
    expect(j).to.deep.include({ input: 'http://[::1', ok: false })
    expect(j.error).to.include({ offset: 11, line: 1, column: 12 })
    expect(j.error.expected).to.deep.equal(['DIGIT', 'HEXDIG', '"."', '":"', '"]"'])
    expect(j.error.message).to.be.a('string')
  })
  it('parse: honours the rule', () => {
    expect(parseLine('URI')('g', null).valid).to.equal(false)
    expect(parseLine('relative-ref')('g', null).valid).to.equal(true)
  })
  it('validate: nothing for a valid input, a code frame or JSON for an invalid one', () => {
    expect(validateLine('URI-reference', false)('http://a', null)).to.deep.equal({ output: null, valid: true })
    const frame = validateLine('URI-reference', false)('a b', null)
    expect([frame.output, frame.valid]).to.deep.equal([null, false])
    expect(frame.error).to.match(/^a b\n {1}\^\nFound a space at position 2/)
    const json = validateLine('URI-reference', true)('a b', null)
    expect(JSON.parse(json.output as string).error.offset).to.equal(1)
  })
  it('parse: a valid IRI holding bidi overrides and line separators comes out escaped, the same value', () => {
    const input = 'http://a/\u202eb\u2028?\u200f#\ufeff'
    const r = parseLine('IRI-reference')(input, 1)
    expect(r.valid).to.equal(true)
    expect(r.output).not.to.match(/[\u2028\u200f\u202e\ufeff]/)
    expect(JSON.parse(r.output as string)).to.include({ input, path: '/\u202eb\u2028', query: '\u200f', fragment: '\ufeff' })
  })
  it('a line of standard input is named by its number: "inputLine" in JSON, a first line over a code frame', () => {
    const base = (parseURI('http://a/b') as E.Right<Uri>).right
    const handlers = [parseLine('URI-reference'), validateLine('URI-reference', true), normalizeLine('scheme'), resolveLine(base, true)]
    for (const handle of handlers) {
      expect(Object.keys(JSON.parse(handle('a b', 1_000_000).output as string)).slice(0, 3)).to.deep.equal([handle === handlers[3] ? 'reference' : 'input', 'inputLine', 'ok'])
      expect(JSON.parse(handle('a b', 1_000_000).output as string).inputLine).to.equal(1_000_000)
      expect(JSON.parse(handle('a b', null).output as string)).not.to.have.property('inputLine')
    }
    expect(JSON.parse(parseLine('URI-reference')('http://a', 3).output as string)).to.include({ inputLine: 3, ok: true })
    expect(validateLine('URI-reference', false)('a b', 12).error).to.match(/^standard input, line 12:\na b\n \^\n/)
    expect(validateLine('URI-reference', false)('a b', null).error).to.match(/^a b\n \^\n/)
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
  it('resolve: one JSON line per reference', () => {
    const base = (parseURI('http://a/b/c/d;p?q') as E.Right<Uri>).right
    expect(JSON.parse(resolveLine(base, true)('../g', null).output as string)).to.deep.equal({ reference: '../g', ok: true, result: 'http://a/b/g' })
    expect(JSON.parse(resolveLine(base, false)('http:g', null).output as string).result).to.equal('http://a/b/c/g')
    const bad = resolveLine(base, true)('a b', null)
    expect(bad.valid).to.equal(false)
    expect(JSON.parse(bad.output as string).error.offset).to.equal(1)
  })
  it('normalize: one JSON line per input, at either level', () => {
    expect(JSON.parse(normalizeLine('scheme')('HTTP://A:80', null).output as string)).to.deep.equal({ input: 'HTTP://A:80', ok: true, normalized: 'http://a/' })
    expect(JSON.parse(normalizeLine('syntax')('HTTP://A:80', null).output as string).normalized).to.equal('http://a:80')
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
  it('inspect: the warnings as lines or JSON; --strict fails on a warning', () => {
    expect(inspectInput('https://example.com/', false, true)).to.deep.equal({ output: 'no warnings', status: 0 })
    const r = inspectInput('http://127.1/', false, false)
    expect(r.status).to.equal(0)
    expect(r.output.split('\n')[0]).to.match(/^7\.4 rare-ip-format \[7, 12\): The host "127\.1"/)
    expect(inspectInput('http://127.1/', false, true).status).to.equal(1)
    const j = JSON.parse(inspectInput('http://h:25/', true, false).output)
    expect(j).to.deep.include({ input: 'http://h:25/', code: 'well-known-port', section: '7.2', span: { start: 9, end: 11 } })
    expect(inspectInput('a b', true, false).status).to.equal(1)
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

describe('uri iri-to-uri, uri-to-iri, --iri and --zone-ids (run.ts)', () => {
  it('converts each line, or gives its code frame for standard error and no line', () => {
    expect(iriToUriLine(true)('http://r\u00E9sum\u00E9.example.org/\u00FC', null)).to.deep.equal({ output: 'http://xn--rsum-bpad.example.org/%C3%BC', valid: true })
    expect(iriToUriLine(false)('http://r\u00E9sum\u00E9.example.org/', null)).to.deep.equal({ output: 'http://r%C3%A9sum%C3%A9.example.org/', valid: true })
    expect(uriToIriLine(true)('http://xn--99zt52a.example.org/D%C3%BCrst', null)).to.deep.equal({ output: 'http://\u7D0D\u8C46.example.org/D\u00FCrst', valid: true })
    const bad = iriToUriLine(false)('http://a/\uFDD0', 7)
    expect([bad.output, bad.valid]).to.deep.equal([null, false])
    expect(bad.error).to.match(/^standard input, line 7:\nhttp:\/\/a\/\uFDD0\n/)
    expect(bad.error).to.include('U+FDD0 is a noncharacter')
  })
  it('parse and validate read IRIs and zone identifiers when asked', () => {
    expect(validateLine('IRI-reference', false)('http://\u00FC/', null).valid).to.equal(true)
    expect(validateLine('URI-reference', false)('http://\u00FC/', null).valid).to.equal(false)
    expect(JSON.parse(parseLine('URI-reference', true)('http://[fe80::1%25eth0]/', null).output as string)).to.deep.include({ ok: true, hostKind: 'ipv6' })
    expect(JSON.parse(normalizeLine('scheme', true)('HTTP://\u00FC/a/../b', null).output as string)).to.deep.include({ normalized: 'http://\u00FC/b' })
  })
  it('normalize --iri follows RFC 3987 5.3 (UTF-8 triplets of allowed characters decoded); without it, RFC 3986 6.2', () => {
    expect(JSON.parse(normalizeLine('syntax', true)('HTTP://a:80/%c3%a9', null).output as string)).to.deep.include({ normalized: 'http://a:80/\u00E9' })
    expect(JSON.parse(normalizeLine('scheme', true)('HTTP://a:80/%c3%a9', null).output as string)).to.deep.include({ normalized: 'http://a/\u00E9' })
    expect(JSON.parse(normalizeLine('scheme')('HTTP://a:80/%c3%a9', null).output as string)).to.deep.include({ normalized: 'http://a/%C3%A9' })
  })
  it("equal --iri compares on RFC 3987's ladder; resolve --iri reads IRI references", () => {
    expect(equalInputs('http://a/%C3%A9', 'http://a/\u00E9', true)).to.deep.equal({ output: 'equivalent after syntax-based normalization (RFC 3987 section 5.3.2)', status: 0 })
    expect(equalInputs('http://a/%C3%A9', 'http://a/\u00E9').status).to.equal(2)
    expect(equalInputs('http://a/%C3%A9', 'http://a/%C3%A8', true)).to.deep.equal({ output: 'not equivalent: their normal forms differ\n  http://a/\u00E9\n  http://a/\u00E8', status: 1 })
    const base = parseIRI('http://\u00FC/a/b')
    if (base._tag === 'Left') throw new Error(base.left.message)
    expect(JSON.parse(resolveLine(base.right, true, true)('../\u00E9?q', null).output as string)).to.deep.equal({ reference: '../\u00E9?q', ok: true, result: 'http://\u00FC/\u00E9?q' })
    expect(JSON.parse(resolveLine(base.right, true)('../\u00E9?q', null).output as string)).to.deep.include({ ok: false })
  })
})
