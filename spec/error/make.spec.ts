/**
 * Errors are facts (src/error.ts, src/error/facts.ts): a stable code, the exact offset (the longest
 * prefix some string of the rule begins with), what was found, what could have come, the rules
 * that led there, the text before it. No words and no positions in lines or columns: those are
 * src/messages' (`describeError`, `formatError`, `locate`; spec/messages/). Law: making an error
 * computes no words: an error has exactly the fact keys, whatever failed.
 */
import { expect } from 'chai'
import * as fc from 'fast-check'
import * as E from 'fp-ts/lib/Either.js'
import { wholeRules } from '../../src/grammar/entry.ts'
import { irOf } from '../../src/grammar/internal.ts'
import { fromParsimmonFailure, IRIReference } from '../../src/grammar/index.ts'
import * as O from 'fp-ts/lib/Option.js'
import P from 'parsimmon'
import { fromUserInput, parse, parseIRI, parseURI, parseWith, withFragment, withHost, withPath, withPort, withQuery, withScheme, withUserinfo, type UriError } from '../../src/index.ts'
import { completeCatalog, describeError, formatError, technical } from '../../src/messages/index.ts'
import { anyString, iriLike, uriLike, zoneLike } from '../generators.ts'
import { referenceExplain } from '../support/reference-parser.ts'

const base = (() => {
  const r = parseURI('http://u@h.example:1/p?q#f')
  if (E.isLeft(r)) throw new Error(r.left.code)
  return r.right
})()

const fail = (input: string, p: (s: string) => E.Either<UriError, unknown> = parse): UriError => {
  const r = p(input)
  if (E.isRight(r)) throw new Error(`expected ${JSON.stringify(input)} to be invalid`)
  return r.left
}

/** What every error has, and what some have: the facts, and nothing else. */
const FACT_KEYS: readonly (keyof UriError)[] = ['_tag', 'code', 'rule', 'offset', 'before', 'found', 'expected', 'rulePath', 'inputLength']
const OPTIONAL_KEYS: readonly (keyof UriError)[] = ['likely', 'maxLength', 'option', 'reason']

/**
 * The offset is the length of the longest prefix of the input that is also the
 * beginning of some valid URI-reference (the comment says what could follow it).
 */
const OFFSETS: readonly (readonly [input: string, offset: number, why: string])[] = [
  ['http://exa mple.com', 10, 'a space cannot be in a host'],
  ['%zz', 1, '"%" needs two hex digits'],
  ['1a:b', 2, 'a ":" cannot be in the first segment of a relative path, and a scheme starts with a letter'],
  ['http://[::1', 11, 'the literal could go on or close with "]"'],
  ['http://a:b:c', 12, 'still a possible userinfo of http://a:b:c@host'],
  ['http://moo:21@moo:21@moo/', 20, 'only one userinfo; a port is digits'],
  ['http://a b', 8, 'space after the host'],
  ['a b', 1, 'space in a relative path'],
  [' http://a', 0, 'nothing valid starts with a space'],
  ['http://a/b c', 10, 'space in the path'],
  ['http://a/b?c d', 12, 'space in the query'],
  ['http://a/b#c#d', 12, 'a second "#" cannot be in the fragment'],
  ['http://a/%', 10, 'the input ends inside a triplet'],
  ['http://a/%4', 11, 'the input ends inside a triplet'],
  ['http://a/%4g', 11, '"g" is not a hex digit'],
  ['http://[::1]x', 12, 'after the literal: a port, a path, a query, a fragment or the end'],
  ['http://[1::2::3]', 13, 'a second "::"'],
  ['http://[12345::]', 12, 'five hex digits'],
  ['http://[:::]', 10, 'three colons'],
  ['http://[::1.2.3.256]', 18, '256 is not a dec-octet; 25 is'],
  ['http://[v1.]', 11, 'IPvFuture needs an address after "."'],
  ['http://[vx.y]', 9, 'IPvFuture needs a hex version'],
  ['http://[]', 8, 'empty brackets'],
  ['http://a:80a', 12, 'still a possible userinfo'],
  ['http://a:80a/', 12, 'not a port, and no "@" for a userinfo'],
  ['http://u@h@x', 10, 'a second "@"'],
  ['http://é', 7, 'non-ASCII host'],
  ['é', 0, 'non-ASCII first character'],
  ['http://a/é', 9, 'non-ASCII path'],
  ['http://a?é', 9, 'non-ASCII query'],
  [':', 0, 'a scheme cannot be empty'],
  ['://a', 0, 'a scheme cannot be empty'],
  ['1http://a', 5, 'a scheme starts with a letter'],
  ['http:\\\\a', 5, 'a backslash'],
  ['http://a\\b', 8, 'a backslash'],
  ['http://[::1]:8a', 14, 'a port is digits'],
  ['http://a/b?c#d%', 15, 'the input ends inside a triplet'],
  ['http://[::1]]', 12, 'a stray "]"'],
  ['mailto:a b', 8, 'space in a path'],
  ['foo:bar baz', 7, 'space in a path'],
  ['http://a\tb', 8, 'a tab'],
  ['http://a\n', 8, 'a line feed'],
  ['?#[', 2, '"[" cannot be in a fragment'],
  ['//[', 3, 'the input ends inside a literal'],
  ['//[:', 4, 'a literal could go on with ":"'],
  ['//[:1]', 4, '":" must be followed by ":" at the start'],
  ['http://1.2.3.4.5:x', 18, 'still a possible userinfo'],
  ['#\u0000', 1, 'NUL'],
  ['a\uD800', 1, 'a lone surrogate'],
  ['http://a/?\uD83D\uDE00', 10, 'an emoji'],
  ['http://a:b@c:d@e', 13, 'a port is digits, and a userinfo came already'],
  ['http://[::ffff:1.2.3]', 20, 'an embedded IPv4 address needs four octets'],
  ['http://[fe80::1%25eth0]', 15, 'RFC 3986 has no zone identifier'],
  ['//a/b?c#d e', 9, 'space in the fragment'],
]

describe('errors', () => {
  describe('exact offsets: the longest prefix that can still begin a valid URI-reference', () => {
    for (const [input, offset, why] of OFFSETS) {
      it(`${JSON.stringify(input)} → ${offset} (${why})`, () => {
        expect(fail(input).offset).to.equal(offset)
      })
    }
  })

  describe('the facts a program can act on', () => {
    it('the character found, a whole code point', () => {
      expect([fail('http://a/é').code, fail('http://a/é').found]).to.deep.equal(['non-ascii', 'é'])
      expect(fail('http://a/?\uD83D\uDE00').found).to.equal('\uD83D\uDE00')
      expect(fail('%zz').code).to.equal('bad-percent-encoding')
    })
    it('what could come there, and the rules that led there', () => {
      const e = fail('http://[::1')
      expect(e.code).to.equal('unclosed-ip-literal')
      expect(e.expected).to.deep.equal(['DIGIT', 'HEXDIG', '"."', '":"', '"]"'])
      expect(e.rulePath).to.deep.equal(['URI-reference', 'URI', 'hier-part', 'authority', 'host', 'IP-literal', 'IPv6address'])
      const end = fail('http://[v1')
      expect(end.code).to.equal('unexpected-end')
      expect(end.rulePath.slice(-2)).to.deep.equal(['IP-literal', 'IPvFuture'])
    })
    it('has deduplicated, sorted expectations: rule names, then characters, then end of input', () => {
      const e = fail('http://moo:21@moo:21@moo/')
      expect(e.expected).to.deep.equal(['DIGIT', '"#"', '"/"', '"?"', 'end of input'])
      expect(new Set(e.expected).size).to.equal(e.expected.length)
    })
    it('names the rule path down to the failing rule', () => {
      expect(fail('http://a:80a/').rulePath.slice(-2)).to.deep.equal(['authority', 'userinfo'])
      expect(fail('http://[::1]:8a').rulePath.slice(-1)).to.deep.equal(['port'])
      expect(fail('1a:b').rulePath.slice(-1)).to.deep.equal(['path-noscheme'])
    })
    it('reports the rule it parsed as', () => {
      expect(fail('//a', parseURI).rule).to.equal('URI')
      expect(fail('a b').rule).to.equal('URI-reference')
    })
  })

  describe('stable codes', () => {
    const code = (input: string, p = parse) => fail(input, p).code
    it('empty-input, missing-scheme, invalid-ipv6, invalid-port and the rest', () => {
      expect(code('', parseURI)).to.equal('empty-input')
      expect(code('www.example.com/a', parseURI)).to.equal('missing-scheme')
      expect(code('//example.com', parseURI)).to.equal('missing-scheme')
      expect(code('http://[::1x]/')).to.equal('invalid-ipv6')
      expect(code('http://[1::2::3]/')).to.equal('invalid-ipv6')
      expect(code('http://u@a:8o/')).to.equal('invalid-port')
      expect(code('http://a:8o/')).to.equal('invalid-port') // "a:8o" reads furthest as a userinfo, but no "@" follows
      expect(code('http://[::1')).to.equal('unclosed-ip-literal')
      expect(code('http://a b')).to.equal('invalid-character')
      expect(code('%zz')).to.equal('bad-percent-encoding')
      expect(code('é')).to.equal('non-ascii')
      expect(code('http://a:b:c')).to.equal('invalid-port')
      expect(code('http://[v1')).to.equal('unexpected-end')
      expect(parseWith({ maxLength: 1 })('ab')).to.deep.include({ _tag: 'Left' })
    })
  })

  describe('words come from a catalog passed in, never from the error', () => {
    it("a catalog of one's own, completed by technical: its sentence for its codes, technical's for the others", () => {
      const french = completeCatalog(technical)({ codes: { 'invalid-character': (e) => `Caractère interdit en position ${e.offset + 1}.` } })
      expect(describeError(french)(fail('a b'))).to.equal('Caractère interdit en position 2.')
      expect(describeError(french)(fail('%zz'))).to.equal(describeError(technical)(fail('%zz')))
      const long = parseWith({ maxLength: 1 })('ab')
      expect(E.isLeft(long) && describeError(completeCatalog(technical)({ codes: { 'too-long': () => 'Trop long.' } }))(long.left)).to.equal('Trop long.')
    })
    it("the options no longer take a catalog: 0.3's messages option is not read, and the error is the same facts", () => {
      const r = parseWith({ messages: { 'invalid-character': () => 'x' } } as never)('a b')
      expect(r).to.deep.equal(parse('a b'))
    })
  })

  describe('the explanation itself', () => {
    it('explains a valid input as valid (the check behind the fast path)', () => {
      expect(referenceExplain(irOf(wholeRules['URI-reference']), 'http://a/b')).to.deep.include({ ok: true })
    })
  })
})

describe('errors in IRIs (RFC 3987): the code point, named', () => {
  const iri = (input: string): UriError => fail(input, parseIRI)
  const CASES: readonly (readonly [string, number, string, string])[] = [
    ['http://a/\uE000', 9, 'disallowed-code-point', 'U+E000 is a private-use character, allowed only in the query'],
    ['http://a/\u{F0000}', 9, 'disallowed-code-point', 'U+F0000 is a private-use character, allowed only in the query'],
    ['http://a/\uFDD0', 9, 'disallowed-code-point', 'U+FDD0 is a noncharacter'],
    ['http://a/\u{1FFFE}', 9, 'disallowed-code-point', 'U+1FFFE is a noncharacter'],
    ['http://a/b\uD800', 10, 'disallowed-code-point', 'an unpaired surrogate (U+D800)'],
    ['http://a/\u0085', 9, 'disallowed-code-point', 'U+0085 is not allowed in an IRI'],
    ['http://\u{E0001}/', 7, 'disallowed-code-point', 'U+E0001 is not allowed in an IRI'],
    ['h\u00E9:x', 1, 'missing-scheme', 'an IRI begins with a scheme'],
    ['http://[::1]:8\u00E9/', 14, 'invalid-port', 'Found "\u00E9" (U+00E9) at position 15 in the port'],
  ]
  for (const [input, offset, code, words] of CASES) {
    it(`${JSON.stringify(input)}: ${code} at ${offset}`, () => {
      const e = iri(input)
      expect([e.offset, e.code, e.rule]).to.deep.equal([offset, code, 'IRI'])
      expect(describeError(technical)(e)).to.include(words)
    })
  }
  it('iprivate is allowed in the query; the same character in the path is not', () => {
    expect(E.isRight(parseIRI('http://a/?\uE000'))).to.equal(true)
    expect(iri('http://a/?q#\uE000').code).to.equal('disallowed-code-point')
  })
})

describe('the likeliest reading', () => {
  it('"http://a.com:8:0" is a host and a bad port, not user information; the offset stays exact', () => {
    const e = fail('http://a.com:8:0', parseURI)
    expect([e.code, e.offset, e.found]).to.deep.equal(['invalid-port', 16, null])
    expect(e.rulePath.slice(-1)).to.deep.equal(['userinfo'])
    expect(e.likely).to.deep.equal({ part: 'port', text: '8:0', offset: 14, found: ':' })
    expect(describeError(technical)(e)).to.equal(
      'Found ":" at position 15 in the port "8:0" after the host: a port is digits only (read as user information instead, the authority would need an "@" after it).',
    )
    // The caret goes where the port reading breaks.
    expect(formatError(technical)('http://a.com:8:0')(e).split('\n')[1]).to.equal(`${' '.repeat(14)}^`)
  })
  it('an "@" still to come: user information was meant', () => {
    const e = fail('http://user:pa ss@example.com/', parseURI)
    expect([e.code, e.likely, e.expected.includes('"@"')]).to.deep.equal(['invalid-character', undefined, true])
  })
  it('law: host ":" digits and a stray character, no "@": invalid-port at the stray character, the exact offset kept', () => {
    let ties = 0
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z][a-z0-9]{0,6}(\.[a-z]{2,4})?$/),
        fc.stringMatching(/^[0-9]{0,4}$/),
        fc.constantFrom(':', 'x', ' ', '!', '='),
        fc.stringMatching(/^[a-z0-9:]{0,4}$/),
        fc.constantFrom('', '/p', '?q', '#f'),
        (host, digits, stray, rest, tail) => {
          const input = `http://${host}:${digits}${stray}${rest}${tail}`
          const e = fail(input, parseURI)
          const exact = referenceExplain(irOf(wholeRules.URI), input)
          expect(exact.ok === false && e.offset, input).to.equal(exact.ok === false && exact.offset)
          expect([e.code, e.likely?.part, e.likely?.offset], input).to.deep.equal(['invalid-port', 'port', 8 + host.length + digits.length])
          if (e.offset === e.likely?.offset) ties++
        },
      ),
      { seed: 3986, numRuns: 300 },
    )
    expect(ties).to.be.greaterThan(30)
  })
  it('a host typed without its scheme: the message names the scheme, the offset stays exact', () => {
    const e = fail('www.example.com/a b', parseURI)
    expect([e.code, e.offset, e.likely]).to.deep.equal(['missing-scheme', 15, { part: 'scheme', text: 'www.example.com', offset: 0, found: 'w' }])
    expect(describeError(technical)(e)).not.to.include('"/"')
    expect(formatError(technical)('www.example.com/a b')(e).split('\n')[1]).to.equal('^')
  })
  it('law: an international name typed without its scheme is a host to an IRI rule, not to a URI rule, whose host is ASCII (seeded)', () => {
    let named = 0
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('a', 'z', '0', '-', 'ü', 'é', '例', 'え', 'ж'), { minLength: 1, maxLength: 8 }),
        fc.constantFrom('jp', 'de', 'рф'),
        fc.constantFrom('', ':8080', '/a', '/a b'),
        (chars, tld, rest) => {
          const host = `${chars.join('')}.${tld}`
          if (!/[^\x00-\x7f]/.test(host)) return true
          const input = `${host}${rest}`
          const i = fail(input, parseIRI)
          const u = fail(input, parseURI)
          // The IRI rule's error may be elsewhere (a space in the path), but a missing scheme names the host.
          if (i.code === 'missing-scheme') {
            named++
            expect(i.likely, input).to.deep.equal({
              part: 'scheme',
              text: host + (rest.startsWith(':') ? rest : ''),
              offset: 0,
              found: input.codePointAt(0) === undefined ? null : String.fromCodePoint(input.codePointAt(0) as number),
            })
          }
          expect(u.likely, input).to.equal(undefined)
          return true
        },
      ),
      { seed: 3987, numRuns: 300 },
    )
    expect(named).to.be.greaterThan(150)
  })
})

describe('the text before the error (before): its line only, up to 16 code units, never half a character', () => {
  it("law: it is the end of the offset's line before it, on text with line breaks, tabs, wide, combining and astral characters (seeded)", () => {
    let cut = 0
    let later = 0
    let pairs = 0
    // An IRI after a prefix in a host grammar's text: the error is placed in the whole text, whose lines and
    // characters before the IRI the text before the error may reach into.
    const prefixPiece = fc.constantFrom('a', ' ', '\t', 'é\u0301', '例', '😀', '😀😀😀', '\n', '\r\n', '\r', 'x=')
    const piece = fc.constantFrom('a', '/', ' ', '%', '%4', 'é', '例', '\u0301', '~', '?', '#', '[', '😀', '😀😀😀', '\ud800', 'http://example.org/')
    fc.assert(
      fc.property(fc.array(prefixPiece, { maxLength: 8 }), fc.array(piece, { maxLength: 8 }), (prefix, parts) => {
        const head = `${prefix.join('')}<`
        const input = head + parts.join('')
        const r = P.string(head).then(IRIReference).skip(P.string('>')).parse(input)
        const e = r.status ? O.none : fromParsimmonFailure(IRIReference, input, r)
        if (O.isNone(e)) return
        const at = Math.min(e.value.offset, input.length)
        const lineStart = Math.max(input.lastIndexOf('\n', at - 1), input.lastIndexOf('\r', at - 1)) + 1
        let from = Math.max(lineStart, at - 16)
        if (from > lineStart && (input.charCodeAt(from) & 0xfc00) === 0xdc00 && (input.charCodeAt(from - 1) & 0xfc00) === 0xd800) {
          from++
          pairs++
        }
        expect(e.value.before, JSON.stringify(input)).to.equal(input.slice(from, at))
        if (from > lineStart) cut++
        if (lineStart > 0) later++
      }),
      { seed: 6874, numRuns: 3000 },
    )
    expect(cut).to.be.greaterThan(300)
    expect(later).to.be.greaterThan(300)
    expect(pairs).to.be.greaterThan(25)
  })
  it("law: an RFC 3986 rule's error stands after printable ASCII only, so its text before is the input's last 16 code units (seeded)", () => {
    // Every string these rules accept is printable ASCII, and the offset is the longest prefix some accepted string
    // begins with. Each rule, with zone identifiers too, and a setter's component rule, on inputs with line breaks,
    // tabs, controls and non-ASCII everywhere.
    const readers: readonly ((s: string) => E.Either<UriError, unknown>)[] = [
      ...(['URI-reference', 'URI', 'absolute-URI', 'relative-ref'] as const).flatMap((rule) => [parseWith({ rule }), parseWith({ rule, zoneIds: true })]),
      (s) => withHost(s)(base),
      (s) => withPath(s)(base),
      (s) => withQuery(s)(base),
      (s) => withUserinfo(s)(base),
      (s) => withPort(s)(base),
      (s) => withScheme(s)(base),
      (s) => withFragment(s)(base),
    ]
    let checked = 0
    const piece = fc.constantFrom('a', '/', ' ', '%', '%4', 'é', '例', '\u0301', '\t', '\n', '\r\n', '\u0000', '~', '?', '#', '[', ':', '@', '😀', '\ud800')
    fc.assert(
      fc.property(fc.constantFrom('http://x/', 'http://[::1', 'x', '//h:8', '', 'a:'), fc.array(piece, { maxLength: 8 }), fc.nat(readers.length - 1), (head, parts, k) => {
        const input = head + parts.join('')
        const r = readers[k](input)
        if (E.isRight(r) || r.left.code === 'component-conflict') return
        const e = r.left
        expect(/^[\x20-\x7e]*$/.test(input.slice(0, e.offset)), JSON.stringify(input)).to.equal(true)
        const at = Math.min(e.offset, input.length)
        expect(e.before, JSON.stringify(input)).to.equal(input.slice(Math.max(0, at - 16), at))
        checked++
      }),
      { seed: 3986, numRuns: 1500 },
    )
    expect(checked).to.be.greaterThan(1000)
  })
  it('an error moved into the text a person typed keeps the text before it there', () => {
    const typed = fromUserInput({ rule: 'IRI' })('  http://例.jp/a b')
    expect(E.isLeft(typed) && [typed.left.offset, typed.left.before]).to.deep.equal([15, '  http://例.jp/a'])
  })
})

describe('making an error computes no words and no positions', () => {
  it('law: an error has exactly the fact keys, whatever failed and however it was read (seeded)', () => {
    const readers: readonly ((s: string) => E.Either<UriError, unknown>)[] = [
      parse,
      parseURI,
      parseIRI,
      parseWith({ rule: 'relative-ref', maxLength: 12 }),
      parseWith({ rule: 'IRI-reference', zoneIds: true }),
      fromUserInput(),
      (s) => withHost(s)(base),
      (s) => withPath(s)(base),
    ]
    const optional = new Map<string, number>()
    let errors = 0
    fc.assert(
      fc.property(fc.oneof(anyString, uriLike, iriLike, zoneLike, fc.constantFrom('www.example.com/a b', 'http://a.com:8:0', '')), fc.nat(readers.length - 1), (s, k) => {
        const r = readers[k](s)
        if (E.isRight(r)) return
        const keys = Object.keys(r.left)
        expect(
          keys.filter((key) => !FACT_KEYS.includes(key as keyof UriError) && !OPTIONAL_KEYS.includes(key as keyof UriError)),
          JSON.stringify(s),
        ).to.deep.equal([])
        expect(
          FACT_KEYS.filter((key) => !keys.includes(key)),
          JSON.stringify(s),
        ).to.deep.equal([])
        // A likely reading is facts too: no column.
        if (r.left.likely !== undefined) expect(Object.keys(r.left.likely).sort()).to.deep.equal(['found', 'offset', 'part', 'text'])
        for (const key of keys) if (OPTIONAL_KEYS.includes(key as keyof UriError)) optional.set(key, (optional.get(key) ?? 0) + 1)
        errors++
      }),
      { seed: 0xfac75, numRuns: 2000 },
    )
    expect(errors).to.be.greaterThan(1000)
    // Each optional fact was met: a likely reading, a length limit.
    expect(optional.get('likely') ?? 0).to.be.greaterThan(10)
    expect(optional.get('maxLength') ?? 0).to.be.greaterThan(10)
  })
  it('the not-a-string and bad-options errors too: facts and a reason, no sentence', () => {
    for (const r of [parse(42 as unknown as string), parseWith({ maxLength: -1 })('x')]) {
      if (E.isRight(r)) throw new Error('expected a Left')
      expect(Object.keys(r.left).filter((k) => !FACT_KEYS.includes(k as keyof UriError))).to.deep.equal(r.left.option === undefined ? ['reason'] : ['option', 'reason'])
    }
  })
})
