import { expect } from 'chai'
import * as E from 'fp-ts/lib/Either.js'
import { wholeRules } from '../src/grammar/entry.ts'
import { irOf } from '../src/grammar/internal.ts'
import { referenceExplain } from './support/reference-parser.ts'
import { explain } from '../src/cli/explain.ts'
import { codePointCount, codePointWidth, displayColumnAt } from '../src/display-width.ts'
import * as fc from 'fast-check'
import {
  describeCharacter,
  describeExpected,
  englishMessages,
  formatError,
  fromUserInput,
  lineAndColumn,
  parse,
  parseIRI,
  parseURI,
  parseWith,
  withFragment,
  withHost,
  withMessages,
  withPath,
  withPort,
  withQuery,
  withScheme,
  withUserinfo,
  type UriError,
} from '../src/index.ts'

const base = (() => {
  const r = parseURI('http://u@h.example:1/p?q#f')
  if (E.isLeft(r)) throw new Error(r.left.message)
  return r.right
})()

const fail = (input: string, p = parse): UriError => {
  const r = p(input)
  if (E.isRight(r)) throw new Error(`expected ${JSON.stringify(input)} to be invalid`)
  return r.left
}

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

  describe('messages a form can show', () => {
    it('names the character, the position, the part and what could come there', () => {
      expect(fail('http://exa mple.com').message).to.equal(
        "Found a space at position 11 in the host (a space must be written %20); expected a letter, a digit, one of - . _ ~ ! $ & ' ( ) * + , ; = # / : ? @, a percent-encoded octet such as %20 or the end of the input.",
      )
    })
    it('explains a broken percent-encoding', () => {
      const e = fail('%zz')
      expect(e.code).to.equal('bad-percent-encoding')
      expect(e.message).to.equal('Found "z" at position 2 in the path, but "%" must be followed by two hex digits (write a literal "%" as %25).')
    })
    it('says that non-ASCII characters are not allowed and how to write them', () => {
      const e = fail('http://a/é')
      expect(e.code).to.equal('non-ascii')
      expect(e.found).to.equal('é')
      expect(e.message).to.equal('Found "é" (U+00E9) at position 10 in the path: a URI may contain only ASCII characters, so percent-encode it as %C3%A9.')
    })
    it('takes a character outside the BMP as one character', () => {
      const e = fail('http://a/?\uD83D\uDE00')
      expect(e.found).to.equal('\uD83D\uDE00')
      expect(e.message).to.include('%F0%9F%98%80')
    })
    it('says a lone surrogate cannot be encoded', () => {
      expect(fail('a\uD800').message).to.equal(
        'Found an unpaired surrogate (U+D800) at position 2 in the path: a URI may contain only ASCII characters, so an unpaired surrogate is not a character and cannot be encoded.',
      )
    })
    it('says when the input ends inside an IP literal', () => {
      const e = fail('http://[::1')
      expect(e.code).to.equal('unclosed-ip-literal')
      expect(e.expected).to.deep.equal(['DIGIT', 'HEXDIG', '"."', '":"', '"]"'])
      expect(e.rulePath).to.deep.equal(['URI-reference', 'URI', 'hier-part', 'authority', 'host', 'IP-literal', 'IPv6address'])
      expect(e.message).to.equal('The input ends at position 12 in the IPv6 address before the closing "]"; expected a digit, a hex digit A-F or one of . : ].')
    })
    it('says when the input ends too early', () => {
      const e = fail('http://[v1')
      expect(e.code).to.equal('unexpected-end')
      expect(e.rulePath.slice(-2)).to.deep.equal(['IP-literal', 'IPvFuture'])
      expect(e.message).to.equal('The input ends at position 11 in the IP literal; expected a hex digit or ".".')
    })
    it('names control characters', () => {
      expect(fail('http://a\tb').message).to.match(/^Found a tab at position 9/)
      expect(fail('#\u0000').message).to.match(/^Found a NUL character at position 2 in the fragment/)
      expect(fail('a\u0007').message).to.match(/^Found a control character \(U\+0007\) at position 2/)
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
    it('every message names the character found, its position and what could come there', () => {
      for (const [input] of OFFSETS) {
        const e = fail(input)
        if (e.likely !== undefined) continue // a message of the likelier reading, checked below
        expect(e.message, input).to.match(new RegExp(`position ${e.column}\\b`))
        if (e.found !== null) expect(e.message, input).to.include(`Found ${describeCharacter(e.found)} at position`)
        else expect(e.message, input).to.match(/^The input ends at position/)
        if (e.code !== 'non-ascii' && e.code !== 'bad-percent-encoding') expect(e.message, input).to.include(`expected ${describeExpected(e.expected)}`)
        expect(e.message.endsWith('.'), input).to.equal(true)
      }
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
    it('messages for the new codes', () => {
      expect(fail('', parseURI).message).to.equal('The input is empty; expected a URI such as https://example.com/.')
      expect(fail('www.example.com', parseURI).message).to.equal(
        'The input begins with the host "www.example.com" but no scheme; a URI begins with a scheme and ":", such as "https://www.example.com".',
      )
      expect(fail('hello', parseURI).message).to.equal('The input ends at position 6 without a scheme; a URI begins with a scheme and ":", such as "https:".')
      expect(fail('//example.com', parseURI).message).to.equal(
        'The input begins with the host "example.com" but no scheme; a URI begins with a scheme and ":", such as "https://example.com".',
      )
      expect(fail('//a b', parseURI).message).to.equal('Found "/" at position 1 before any scheme; a URI begins with a scheme and ":", such as "https:".')
      expect(fail('http://u@a:8o/').message).to.equal('Found "o" at position 13 in the port: a port is digits only; expected a digit, one of # / ? or the end of the input.')
      expect(fail('http://[::1x]/').message).to.match(/^Found "x" at position 12 in the IPv6 address, which cannot continue the IP literal; expected/)
    })
    it('says what a web browser would have done, where it differs', () => {
      expect(fail('http:\\\\evil.example/').message).to.match(/a web browser would read it as "\/"/)
      expect(fail('http://a/b\tc').message).to.match(/a web browser would silently remove it\.$/)
      expect(fail(' http://a/').message).to.match(/a web browser would trim it\.$/)
    })
    it('a catalog an application replaces: withMessages and parseWith({ messages })', () => {
      const french = { ...englishMessages, 'invalid-character': (e: { column: number }) => `Caractère interdit en position ${e.column}.` }
      expect(withMessages(french)(fail('a b')).message).to.equal('Caractère interdit en position 2.')
      const r = parseWith({ messages: french })('a b')
      expect(E.isLeft(r) && r.left.message).to.equal('Caractère interdit en position 2.')
      expect(E.isLeft(r) && r.left.code).to.equal('invalid-character')
      const long = parseWith({ maxLength: 1, messages: { ...englishMessages, 'too-long': () => 'Trop long.' } })('ab')
      expect(E.isLeft(long) && long.left.message).to.equal('Trop long.')
    })
    it('withMessages keeps the English sentence for a code its catalog lacks, or with no catalog (from JavaScript), never a throw', () => {
      const english = fail('a b').message
      expect(withMessages({ 'too-long': () => 'Trop long.' } as unknown as typeof englishMessages)(fail('a b')).message).to.equal(english)
      for (const none of [undefined, null, 0, 'fr', [], { 'invalid-character': 'not a function' }]) {
        expect(withMessages(none as unknown as typeof englishMessages)(fail('a b')).message, String(none)).to.equal(english)
      }
    })
  })

  describe('the explanation itself', () => {
    it('explains a valid input as valid (the check behind the fast path)', () => {
      expect(referenceExplain(irOf(wholeRules['URI-reference']), 'http://a/b')).to.deep.include({ ok: true })
    })
  })

  describe('line and column', () => {
    it('column is offset + 1 on one line', () => {
      const e = fail('http://a b')
      expect([e.line, e.column]).to.deep.equal([1, 9])
    })
    it('counts LF, CRLF and CR as line ends', () => {
      expect(lineAndColumn('a\nb\r\nc\rd', 7)).to.deep.equal({ line: 4, column: 1 })
      expect(lineAndColumn('ab\ncd', 4)).to.deep.equal({ line: 2, column: 2 })
    })
  })

  describe('describeExpected', () => {
    it('reads expectations as English', () => {
      expect(describeExpected(['HEXDIG'])).to.equal('a hex digit')
      expect(describeExpected(['DIGIT', '"/"', 'end of input'])).to.equal('a digit, "/" or the end of the input')
      expect(describeExpected(['ALPHA'])).to.equal('a letter')
    })
  })

  describe('formatError: a code frame', () => {
    it("of a value that is not a string (parse's not-a-string Left, from JavaScript): the message alone, never a throw", () => {
      for (const v of [123, null, undefined, { href: 'http://a/' }, ['http://a/'], true, Symbol('s'), 10n]) {
        const r = parse(v as unknown as string)
        if (!E.isLeft(r)) throw new Error('a value that is not a string must be a Left')
        expect(formatError(v as unknown as string)(r.left), typeof v).to.equal(r.left.message)
      }
    })
    it('puts a caret under the offset', () => {
      const input = 'http://exa mple.com'
      expect(formatError(input)(fail(input))).to.equal(`${input}\n          ^\n${fail(input).message}`)
    })
    it('keeps the caret aligned past tabs and controls', () => {
      const input = 'a\u0001b c'
      const frame = formatError(input)(fail(input)).split('\n')
      expect(frame[1].indexOf('^')).to.equal(1)
      expect(frame[0]).to.equal('a\u2401b c')
    })
    it('cuts a long line around the offset', () => {
      const input = 'http://a/' + 'x'.repeat(1000) + ' ' + 'y'.repeat(1000)
      const [line, caret] = formatError(input)(fail(input)).split('\n')
      expect(line.length).to.be.below(130)
      expect(line[caret.indexOf('^')]).to.equal(' ')
      expect(line.startsWith('…') && line.endsWith('…')).to.equal(true)
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
      expect(e.message).to.include(words)
    })
  }
  it('iprivate is allowed in the query; the same character in the path is not', () => {
    expect(E.isRight(parseIRI('http://a/?\uE000'))).to.equal(true)
    expect(iri('http://a/?q#\uE000').code).to.equal('disallowed-code-point')
  })
})

describe('positions a person and a terminal count (codePointOffset, displayColumn)', () => {
  const iri = (input: string): UriError => fail(input, parseIRI)
  const caretColumn = (frame: string): number => (frame.split('\n')[1] as string).indexOf('^') + 1
  it("parseIRI('http://例え.jp/a b'): the caret under the space, two columns right of the UTF-16 column", () => {
    const input = 'http://例え.jp/a b'
    const e = iri(input)
    expect([e.offset, e.column, e.codePointOffset, e.displayColumn]).to.deep.equal([14, 15, 14, 17])
    const frame = formatError(input)(e)
    expect(frame.split('\n').slice(0, 2)).to.deep.equal([input, `${' '.repeat(16)}^`])
    expect(caretColumn(frame)).to.equal(e.displayColumn)
  })
  it('an emoji is one code point, two UTF-16 units and two columns', () => {
    const e = iri('http://x/😀 b')
    expect([e.offset, e.column, e.codePointOffset, e.displayColumn]).to.deep.equal([11, 12, 10, 12])
    expect(iri('http://x/❤️ b').displayColumn).to.equal(12) // U+2764 with U+FE0F, the emoji variation selector: drawn two wide
  })
  it('a combining mark takes no column: the caret after it goes right after its base, the caret at it under its base', () => {
    const e = iri('http://x/e\u0301 b')
    expect([e.offset, e.codePointOffset, e.displayColumn]).to.deep.equal([11, 11, 11])
    // RFC 3986 refuses the mark itself: the caret goes under the "e" it is drawn on.
    const at = fail('http://x/e\u0301', parseURI)
    expect([at.code, at.offset, at.displayColumn]).to.deep.equal(['non-ascii', 10, 10])
    expect(caretColumn(formatError('http://x/e\u0301')(at))).to.equal(10)
  })
  it('every constructor fills them: too long, bad options, an error moved into the text a person typed', () => {
    const long = parseWith({ maxLength: 3 })('例えば例え')
    expect(E.isLeft(long) && [long.left.codePointOffset, long.left.displayColumn]).to.deep.equal([3, 7])
    const bad = parseWith({ maxLength: -1 })('x')
    expect(E.isLeft(bad) && [bad.left.codePointOffset, bad.left.displayColumn, bad.left.before]).to.deep.equal([0, 1, ''])
    const typed = fromUserInput({ rule: 'IRI' })('  http://例.jp/a b')
    expect(E.isLeft(typed) && [typed.left.offset, typed.left.codePointOffset, typed.left.displayColumn, typed.left.before]).to.deep.equal([15, 15, 17, '  http://例.jp/a'])
  })
  it("the CLI's explain marks each component by display columns", () => {
    const input = 'http://例え.jp/a'
    const r = parseIRI(input)
    if (E.isLeft(r)) throw new Error(r.left.message)
    const lines = explain(input, r.right, false).split('\n')
    expect(lines[3]).to.match(/^ {7}\^{7} {5}host /) // "例え.jp" is five characters and seven columns
    expect(lines[4]).to.match(/^ {14}\^{2} {3}path /)
  })
  it('law: codePointOffset counts the code points before the offset, and the caret stands at displayColumn, on wide, emoji and combining text', () => {
    let wide = 0
    const piece = fc.constantFrom('a', '/', ' ', '例', 'え', '😀', 'e\u0301', '%', ':', '?', '#', 'Ａ', '한')
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (parts) => {
        const input = `http://x/${parts.join('')}`
        const r = parseIRI(input)
        if (E.isRight(r)) return
        const e = r.left
        expect(e.codePointOffset).to.equal(Array.from(input.slice(0, e.offset)).length)
        const frame = formatError(input)(e)
        if (e.likely === undefined) expect(caretColumn(frame), input).to.equal(e.displayColumn)
        if (e.displayColumn > e.column) wide++
      }),
      { seed: 3986, numRuns: 400 },
    )
    expect(wide).to.be.greaterThan(50)
  })
  it('law: an error on a first line of printable ASCII counts its positions as the general counts do (the shortcut agrees)', () => {
    // The shortcut takes an error whose line so far is printable ASCII; the pieces put line breaks, tabs, wide and
    // combining characters before, at and after the offset, so both ways are taken, near their border.
    let short = 0
    let general = 0
    const piece = fc.constantFrom('a', '/', ' ', '%', '%4', 'é', '例', '\u0301', '\t', '\n', '\r\n', '~', '?', '#', '[', '😀', '\ud800')
    fc.assert(
      fc.property(fc.constantFrom('http://x/', 'http://[::1', 'x', '//h:8', ''), fc.array(piece, { maxLength: 10 }), (head, parts) => {
        const input = head + parts.join('')
        const r = parseIRI(input)
        if (E.isRight(r)) return
        const e = r.left
        const at = Math.min(e.offset, input.length)
        const { line, column } = lineAndColumn(input, e.offset)
        const lineStart = e.offset - (column - 1)
        let from = Math.max(lineStart, at - 16)
        if (from > lineStart && (input.charCodeAt(from) & 0xfc00) === 0xdc00 && (input.charCodeAt(from - 1) & 0xfc00) === 0xd800) from++
        const want = [line, column, codePointCount(input, 0, at), displayColumnAt(input, lineStart, e.offset), input.slice(from, at)]
        expect([e.line, e.column, e.codePointOffset, e.displayColumn, e.before], JSON.stringify(input)).to.deep.equal(want)
        if (/^[\x20-\x7e]*$/.test(input.slice(0, e.offset)) && !(input.charCodeAt(e.offset) >= 0x300)) short++
        else general++
      }),
      { seed: 6874, numRuns: 3000 },
    )
    expect(short).to.be.greaterThan(1500)
    expect(general).to.be.greaterThan(400)
  })
  it("law: an RFC 3986 rule's error stands after printable ASCII only, so its positions skip the search and still agree", () => {
    // makeReadingError trusts it for these rules (the readings' `ascii`): every string they accept is printable
    // ASCII, and the offset is the longest prefix some accepted string begins with. Each rule, with zone identifiers
    // too, and a setter's component rule, on inputs with line breaks, tabs, controls and non-ASCII everywhere.
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
        const { line, column } = lineAndColumn(input, e.offset)
        const at = Math.min(e.offset, input.length)
        const want = [line, column, codePointCount(input, 0, at), displayColumnAt(input, 0, e.offset), input.slice(Math.max(0, at - 16), at)]
        expect([e.line, e.column, e.codePointOffset, e.displayColumn, e.before], JSON.stringify(input)).to.deep.equal(want)
        checked++
      }),
      { seed: 3986, numRuns: 1500 },
    )
    expect(checked).to.be.greaterThan(1000)
  })
})

describe('the likeliest reading', () => {
  it('"http://a.com:8:0" is a host and a bad port, not user information; the offset stays exact', () => {
    const e = fail('http://a.com:8:0', parseURI)
    expect([e.code, e.offset, e.found]).to.deep.equal(['invalid-port', 16, null])
    expect(e.rulePath.slice(-1)).to.deep.equal(['userinfo'])
    expect(e.likely).to.deep.equal({ part: 'port', text: '8:0', offset: 14, column: 15, found: ':' })
    expect(e.message).to.equal(
      'Found ":" at position 15 in the port "8:0" after the host: a port is digits only (read as user information instead, the authority would need an "@" after it).',
    )
    // The caret goes where the port reading breaks.
    expect(formatError('http://a.com:8:0')(e).split('\n')[1]).to.equal(`${' '.repeat(14)}^`)
  })
  it('an "@" still to come: user information was meant', () => {
    const e = fail('http://user:pa ss@example.com/', parseURI)
    expect([e.code, e.likely, describeExpected(e.expected).includes('@')]).to.deep.equal(['invalid-character', undefined, true])
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
    expect([e.code, e.offset, e.likely]).to.deep.equal(['missing-scheme', 15, { part: 'scheme', text: 'www.example.com', offset: 0, column: 1, found: 'w' }])
    expect(e.message).not.to.include('"/"')
    expect(formatError('www.example.com/a b')(e).split('\n')[1]).to.equal('^')
  })
})

describe('codePointWidth: the columns of one code point (UAX #11 W and F, Emoji_Presentation, marks)', () => {
  /** UAX #11's Wide and Fullwidth ranges outside the emoji (EastAsianWidth.txt), as display-width.ts lists them. */
  const WIDE: readonly (readonly [number, number])[] = [
    [0x1100, 0x115f],
    [0x2329, 0x232a],
    [0x2e80, 0x303e],
    [0x3041, 0x33ff],
    [0x3400, 0x4dbf],
    [0x4e00, 0x9fff],
    [0xa000, 0xa4cf],
    [0xa960, 0xa97f],
    [0xac00, 0xd7a3],
    [0xf900, 0xfaff],
    [0xfe10, 0xfe19],
    [0xfe30, 0xfe6f],
    [0xff00, 0xff60],
    [0xffe0, 0xffe6],
    [0x16fe0, 0x16fe4],
    [0x16ff0, 0x16ff1],
    [0x17000, 0x18cd5],
    [0x18d00, 0x18d08],
    [0x1aff0, 0x1b2fb],
    [0x1f200, 0x1f202],
    [0x1f210, 0x1f23b],
    [0x1f240, 0x1f248],
    [0x1f250, 0x1f251],
    [0x1f260, 0x1f265],
    [0x20000, 0x2fffd],
    [0x30000, 0x3fffd],
  ]
  const inWide = (cp: number): boolean => WIDE.some(([a, b]) => cp >= a && cp <= b)
  /** What the module's note says, from the Unicode properties the engine knows. */
  const expected = (cp: number): number => {
    const c = String.fromCodePoint(cp)
    if (inWide(cp)) return 2
    if ((cp >= 0x200b && cp <= 0x200d) || cp === 0x2060 || /^[\p{Mn}\p{Me}]$/u.test(c)) return 0
    return /^\p{Emoji_Presentation}$/u.test(c) ? 2 : 1
  }
  it('every code point below U+20000, and each wide range edge above, has the width its properties give', () => {
    let two = 0
    for (let cp = 0; cp < 0x20000; cp++) {
      if (cp >= 0xd800 && cp <= 0xdfff) continue
      const w = codePointWidth(cp)
      if (w !== expected(cp)) expect(w, cp.toString(16)).to.equal(expected(cp))
      if (w === 2) two++
    }
    for (const cp of [0x20000, 0x2fffd, 0x2fffe, 0x30000, 0x3fffd, 0x3fffe, 0xe0100]) expect(codePointWidth(cp), cp.toString(16)).to.equal(expected(cp))
    // The wide ranges below U+20000 and the emoji: tens of thousands of code points.
    expect(two).to.be.greaterThan(50_000)
    // Marks inside a wide range (U+302A-U+302D) are wide, as UAX #11 has them.
    expect([codePointWidth(0x302a), codePointWidth(0x0301), codePointWidth(0x1f600), codePointWidth(0x41)]).to.deep.equal([2, 0, 2, 1])
  })
})
