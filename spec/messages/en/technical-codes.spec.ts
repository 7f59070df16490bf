/**
 * The technical English sentences of the error codes (src/messages/en/technical-codes.ts): the
 * character found, where ("position N", N = offset + 1 in UTF-16 code units, on any line: the
 * frame names the line), the part, what could have come there; and the word helpers they are made
 * of. Laws: every reading error's sentence names its character, its position and its expectations;
 * the position is offset + 1 whatever line the error stands on.
 */
import { expect } from 'chai'
import * as fc from 'fast-check'
import * as E from 'fp-ts/lib/Either.js'
import P from 'parsimmon'
import { fromParsimmonFailure, URIReference } from '../../../src/grammar/index.ts'
import { parse, parseIRI, parseURI, type UriError } from '../../../src/index.ts'
import { browserReading, describeCharacter, describeExpected, describePart, describePosition, technicalCodes } from '../../../src/messages/en/technical-codes.ts'
import { describeError, formatError, locate, technical } from '../../../src/messages/index.ts'
import { anyString } from '../../generators.ts'

const fail = (input: string, p: (s: string) => E.Either<UriError, unknown> = parse): UriError => {
  const r = p(input)
  if (E.isRight(r)) throw new Error(`expected ${JSON.stringify(input)} to be invalid`)
  return r.left
}

const said = (input: string, p: (s: string) => E.Either<UriError, unknown> = parse): string => describeError(technical)(fail(input, p))

/** Inputs that fail as URI references, at every kind of place (errors.spec's offsets table, in part). */
const INPUTS: readonly string[] = [
  ...['http://exa mple.com', '%zz', '1a:b', 'http://[::1', 'http://a:b:c', 'http://moo:21@moo:21@moo/', 'http://a b', 'a b', ' http://a', 'http://a/b c'],
  ...['http://a/b?c d', 'http://a/b#c#d', 'http://a/%', 'http://a/%4', 'http://a/%4g', 'http://[::1]x', 'http://[1::2::3]', 'http://[12345::]', 'http://[:::]'],
  ...['http://[::1.2.3.256]', 'http://[v1.]', 'http://[vx.y]', 'http://[]', 'http://a:80a', 'http://a:80a/', 'http://u@h@x', 'http://é', 'é', 'http://a/é'],
  ...['http://a?é', ':', '://a', '1http://a', 'http:\\\\a', 'http://a\\b', 'http://[::1]:8a', 'http://a/b?c#d%', 'http://[::1]]', 'mailto:a b', 'foo:bar baz'],
  ...['http://a\tb', 'http://a\n', '?#[', '//[', '//[:', '//[:1]', 'http://1.2.3.4.5:x', '#\u0000', 'a\uD800', 'http://a/?\uD83D\uDE00', 'http://a:b@c:d@e'],
  ...['http://[::ffff:1.2.3]', 'http://[fe80::1%25eth0]', '//a/b?c#d e'],
]

describe('technical sentences a developer or a log can read', () => {
  it('names the character, the position, the part and what could come there', () => {
    expect(said('http://exa mple.com')).to.equal(
      "Found a space at position 11 in the host (a space must be written %20); expected a letter, a digit, one of - . _ ~ ! $ & ' ( ) * + , ; = # / : ? @, a percent-encoded octet such as %20 or the end of the input.",
    )
  })
  it('explains a broken percent-encoding', () => {
    expect(said('%zz')).to.equal('Found "z" at position 2 in the path, but "%" must be followed by two hex digits (write a literal "%" as %25).')
  })
  it('says that non-ASCII characters are not allowed and how to write them', () => {
    expect(said('http://a/é')).to.equal('Found "é" (U+00E9) at position 10 in the path: a URI may contain only ASCII characters, so percent-encode it as %C3%A9.')
  })
  it('takes a character outside the BMP as one character', () => {
    expect(said('http://a/?\uD83D\uDE00')).to.include('%F0%9F%98%80')
  })
  it('says a lone surrogate cannot be encoded', () => {
    expect(said('a\uD800')).to.equal(
      'Found an unpaired surrogate (U+D800) at position 2 in the path: a URI may contain only ASCII characters, so an unpaired surrogate is not a character and cannot be encoded.',
    )
  })
  it('says when the input ends inside an IP literal, or too early', () => {
    expect(said('http://[::1')).to.equal('The input ends at position 12 in the IPv6 address before the closing "]"; expected a digit, a hex digit A-F or one of . : ].')
    expect(said('http://[v1')).to.equal('The input ends at position 11 in the IP literal; expected a hex digit or ".".')
  })
  it('names control characters', () => {
    expect(said('http://a\tb')).to.match(/^Found a tab at position 9/)
    expect(said('#\u0000')).to.match(/^Found a NUL character at position 2 in the fragment/)
    expect(said('a\u0007')).to.match(/^Found a control character \(U\+0007\) at position 2/)
  })
  it('the sentences of the start, the scheme and the port', () => {
    expect(said('', parseURI)).to.equal('The input is empty; expected a URI such as https://example.com/.')
    expect(said('www.example.com', parseURI)).to.equal(
      'The input begins with the host "www.example.com" but no scheme; a URI begins with a scheme and ":", such as "https://www.example.com".',
    )
    expect(said('hello', parseURI)).to.equal('The input ends at position 6 without a scheme; a URI begins with a scheme and ":", such as "https:".')
    expect(said('//example.com', parseURI)).to.equal('The input begins with the host "example.com" but no scheme; a URI begins with a scheme and ":", such as "https://example.com".')
    expect(said('//a b', parseURI)).to.equal('Found "/" at position 1 before any scheme; a URI begins with a scheme and ":", such as "https:".')
    expect(said('http://u@a:8o/')).to.equal('Found "o" at position 13 in the port: a port is digits only; expected a digit, one of # / ? or the end of the input.')
    expect(said('http://[::1x]/')).to.match(/^Found "x" at position 12 in the IPv6 address, which cannot continue the IP literal; expected/)
    expect(said('http://a.com:8:0', parseURI)).to.equal(
      'Found ":" at position 15 in the port "8:0" after the host: a port is digits only (read as user information instead, the authority would need an "@" after it).',
    )
  })
  it('says what a web browser would have done, where it differs', () => {
    expect(said('http:\\\\evil.example/')).to.match(/a web browser would read it as "\/"/)
    expect(said('http://a/b\tc')).to.match(/a web browser would silently remove it\.$/)
    expect(said(' http://a/')).to.match(/a web browser would trim it\.$/)
    expect(browserReading(fail('http://a b'))).to.equal(null)
  })
  it('an IRI error names the code point and why RFC 3987 refuses it', () => {
    expect(said('http://a/\uE000', parseIRI)).to.include('U+E000 is a private-use character, allowed only in the query')
    expect(said('http://a/\uFDD0', parseIRI)).to.include('U+FDD0 is a noncharacter')
    expect(said('http://[::1]:8\u00E9/', parseIRI)).to.include('Found "\u00E9" (U+00E9) at position 15 in the port')
  })
  it('law: every sentence names the character found, its position (offset + 1) and what could come there', () => {
    for (const input of INPUTS) {
      const e = fail(input)
      const m = describeError(technical)(e)
      expect(m, input).to.equal(technicalCodes[e.code](e))
      if (e.likely !== undefined) continue // the likelier reading's sentence, checked above
      expect(m, input).to.match(new RegExp(`position ${e.offset + 1}\\b`))
      if (e.found !== null) expect(m, input).to.include(`Found ${describeCharacter(e.found)} at position`)
      else expect(m, input).to.match(/^The input ends at position/)
      if (e.code !== 'non-ascii' && e.code !== 'bad-percent-encoding') expect(m, input).to.include(`expected ${describeExpected(e.expected)}`)
      expect(m.endsWith('.'), input).to.equal(true)
    }
  })
  it('law: on any line the position is offset + 1, never a line and column; the frame names the line (seeded)', () => {
    let later = 0
    fc.assert(
      fc.property(fc.array(fc.constantFrom('a\n', '\r\n', 'x y\r', 'é\n', '😀\n'), { maxLength: 4 }), anyString, (lines, s) => {
        const prefix = `${lines.join('')}<`
        const input = `${prefix}${s}`
        const r = P.string(prefix).then(URIReference).skip(P.string('>')).parse(input)
        if (r.status) return
        const e = fromParsimmonFailure(URIReference, input, r)
        if (e._tag === 'None') return
        const m = describeError(technical)(e.value)
        const { line } = locate(input)(e.value.offset)
        // A likely reading's sentence says where that reading breaks.
        const at = e.value.likely?.offset ?? e.value.offset
        if (/position \d/.test(m)) expect(m, JSON.stringify(input)).to.match(new RegExp(`position ${at + 1}\\b`))
        expect(m, JSON.stringify(input)).not.to.match(/\bline \d|column \d/)
        expect(formatError(technical)(input)(e.value).startsWith(line > 1 ? `line ${line}: ` : ''), JSON.stringify(input)).to.equal(true)
        if (line > 1) later++
      }),
      { seed: 3986, numRuns: 400 },
    )
    expect(later).to.be.greaterThan(150)
  })
})

describe('the word helpers', () => {
  it('describeExpected reads expectations as English', () => {
    expect(describeExpected(['HEXDIG'])).to.equal('a hex digit')
    expect(describeExpected(['DIGIT', '"/"', 'end of input'])).to.equal('a digit, "/" or the end of the input')
    expect(describeExpected(['ALPHA'])).to.equal('a letter')
    expect(describeExpected([])).to.equal('nothing more')
  })
  it('describeCharacter names a character as a person reads it; nothing found is the end of the input', () => {
    expect([' ', '\t', '"', 'a', 'é', '\u202e', '\u0085', '\uD800', null].map((c) => describeCharacter(c))).to.deep.equal([
      'a space',
      'a tab',
      "a double quote '\"'",
      '"a"',
      '"é" (U+00E9)',
      'an invisible formatting character (U+202E)',
      'a control character (U+0085)',
      'an unpaired surrogate (U+D800)',
      'the end of the input',
    ])
    expect(describeCharacter(undefined as never)).to.equal('the end of the input')
    expect(describeCharacter(5 as never)).to.equal('"5"')
  })
  it('describePart names the innermost part a rule path is about', () => {
    expect(describePart(['URI-reference', 'URI', 'hier-part', 'authority', 'host'])).to.equal('host')
    expect(describePart(['IRI', 'ihier-part', 'iauthority', 'ihost', 'ireg-name'])).to.equal('host')
    expect(describePart(['URI-Template', 'expression', 'varname'])).to.equal('variable name')
    expect(describePart(['URI-reference', 'toString'])).to.equal(null)
  })
  it('describePosition is offset + 1, whatever line the offset is on', () => {
    expect([describePosition({ offset: 0 }), describePosition({ offset: 51 })]).to.deep.equal(['position 1', 'position 52'])
  })
})
