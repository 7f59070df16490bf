import { expect } from 'chai'
import * as E from 'fp-ts/lib/Either.js'
import * as fc from 'fast-check'
import { fromUserInput, serialize, type Change } from '../../src/index.ts'
import { describeError, locate, plain, technical, type Catalog } from '../../src/messages/index.ts'
import { anyString, RUNS } from '../generators.ts'

/** A change in a catalog's words: a change is no error, so its reason alone is worded. */
const word =
  (catalog: Catalog) =>
  (c: Change): string =>
    catalog.reasons[c.reason.kind](c.reason as never, undefined as never)

const clean = (input: string, options = {}) => {
  const r = fromUserInput(options)(input)
  if (E.isLeft(r)) throw new Error(describeError(technical)(r.left))
  return { text: r.right.text, kinds: r.right.changes.map((c) => c.kind) }
}

describe('fromUserInput (Appendix C, section 4.5)', () => {
  it('keeps a clean URI as it is, with no changes', () => {
    expect(clean('https://example.com/a?b#c')).to.deep.equal({ text: 'https://example.com/a?b#c', kinds: [] })
  })
  it('trims, unwraps <…> and quotes, strips "URL:", removes the line breaks of a wrapped URI', () => {
    expect(clean('  <URL:https://example.com/a/very-\n   long/path>  ')).to.deep.equal({
      text: 'https://example.com/a/very-long/path',
      kinds: ['trimmed', 'unwrapped', 'removed-url-prefix', 'removed-whitespace'],
    })
    expect(clean('"https://example.com/"').text).to.equal('https://example.com/')
    expect(clean('\u201chttps://example.com/\u201d').text).to.equal('https://example.com/')
    expect(clean('<https://example.com/a b>').text).to.equal('https://example.com/ab')
  })
  it('guesses a scheme only when asked, by section 4.5', () => {
    expect(E.isLeft(fromUserInput()('www.example.com/a'))).to.equal(true)
    expect(clean('www.example.com/a', { defaultScheme: 'https' })).to.deep.equal({ text: 'https://www.example.com/a', kinds: ['added-scheme'] })
    expect(clean('example.com:8080/x?y', { defaultScheme: 'https' }).text).to.equal('https://example.com:8080/x?y')
    expect(clean('ftp.is.co.za/pub', { defaultScheme: 'https' }).text).to.equal('ftp://ftp.is.co.za/pub')
    expect(clean('//cdn.example.net/x.js', { defaultScheme: 'https' }).text).to.equal('https://cdn.example.net/x.js')
    expect(clean('localhost:3000', { defaultScheme: 'http' }).text).to.equal('http://localhost:3000')
    expect(clean('mailto:a@b.example', { defaultScheme: 'https' }).text).to.equal('mailto:a@b.example')
  })
  it('class: a host typed with letters outside ASCII gets the default scheme too, as an ASCII one does (seeded)', () => {
    // Labels of ASCII and of letters a person types for an international name (RFC 3987 section 3.1's ireg-name).
    const letter = fc.constantFrom('a', 'z', '0', '-', 'ü', 'é', 'ж', '例', 'え', 'ö', 'ñ', 'ß')
    const label = fc.array(letter, { minLength: 1, maxLength: 8 }).map((cs) => cs.join(''))
    const typed = fc
      .tuple(fc.array(label, { minLength: 1, maxLength: 3 }), fc.constantFrom('jp', 'de', 'com', 'рф'), fc.constantFrom('', ':8080', '/a', '/b?c#d'))
      .map(([labels, tld, rest]) => `${labels.join('.')}.${tld}${rest}`)
    let international = 0
    fc.assert(
      fc.property(typed, (s) => {
        if (/[^\x00-\x7F]/.test(s)) international++
        const r = fromUserInput({ defaultScheme: 'https', rule: 'IRI' })(s)
        return E.isRight(r) && r.right.text === `https://${s}` && r.right.changes.some((c) => c.kind === 'added-scheme')
      }),
      { numRuns: 600, seed: 5_0_31 },
    )
    expect(international).to.be.greaterThan(300)
  })
  it('says what it did, in words a form can show', () => {
    const r = fromUserInput({ defaultScheme: 'https' })(' www.example.com ')
    expect(E.isRight(r) && r.right.changes.map(word(technical))).to.deep.equal(['Removed the whitespace around the input.', 'Added "https://" in front: the input had no scheme.'])
    expect(E.isRight(r) && r.right.changes.map(word(plain))).to.deep.equal(['We removed the spaces before and after the address', 'We added https:// to the start of the address'])
  })
  it('class: each of the five changes is data (its reason), worded in both catalogs with what was removed or added', () => {
    const r = fromUserInput({ defaultScheme: 'https' })(' <URL:www.example.com/a\n b> ')
    const changes = E.isRight(r) ? r.right.changes : []
    expect(changes).to.deep.equal([
      { _tag: 'Change', kind: 'trimmed', reason: { kind: 'input-trimmed' } },
      { _tag: 'Change', kind: 'unwrapped', reason: { kind: 'input-unwrapped', open: '<', close: '>' } },
      { _tag: 'Change', kind: 'removed-url-prefix', reason: { kind: 'input-url-prefix-removed' } },
      { _tag: 'Change', kind: 'removed-whitespace', reason: { kind: 'input-whitespace-removed' } },
      { _tag: 'Change', kind: 'added-scheme', reason: { kind: 'input-scheme-added', added: 'https://' } },
    ])
    expect(changes.map(word(technical))).to.deep.equal([
      'Removed the whitespace around the input.',
      'Removed the <> around the URI.',
      'Removed the "URL:" prefix.',
      'Removed the line breaks and spaces inside the URI.',
      'Added "https://" in front: the input had no scheme.',
    ])
    expect(changes.map(word(plain))).to.deep.equal([
      'We removed the spaces before and after the address',
      'We removed the < and > around the address',
      'We removed "URL:" from the start of the address',
      'We removed the line breaks and spaces inside the address',
      'We added https:// to the start of the address',
    ])
    const quoted = fromUserInput()('\u201chttps://example.com/\u201d')
    expect(E.isRight(quoted) && quoted.right.changes.map(word(technical))).to.deep.equal(['Removed the \u201c\u201d around the URI.'])
    const network = fromUserInput({ defaultScheme: 'ftp' })('//a.example/x')
    expect(E.isRight(network) && network.right.changes.map(word(plain))).to.deep.equal(['We added ftp: to the start of the address'])
  })
  it('points its errors into what the person typed', () => {
    expect(clean('  <https://example.com/a\n b/c d>').text).to.equal('https://example.com/ab/cd')
    const r = fromUserInput()('  https://example.com/a\n b/c d')
    expect(E.isLeft(r) && r.left.offset).to.equal(28)
    expect(E.isLeft(r) && r.left.code).to.equal('invalid-character')
    const s = fromUserInput()('  https://exa mple.com')
    expect(E.isLeft(s) && [s.left.offset, locate('  https://exa mple.com')(s.left.offset).column]).to.deep.equal([13, 14])
    expect(E.isLeft(s) && describeError(technical)(s.left)).to.match(/^Found a space at position 14 in the host/)
  })
  it('moves every position of its errors, the likely reading and the wide columns included', () => {
    const input = '  http://a.com:8:0 '
    const r = fromUserInput()(input)
    const at = (text: string, offset: number) => {
      const l = locate(text)(offset)
      return [offset, l.line, l.column, l.codePointOffset, l.displayColumn]
    }
    expect(E.isLeft(r) && [r.left.code, ...at(input, r.left.offset)]).to.deep.equal(['invalid-port', 18, 1, 19, 18, 19])
    expect(E.isLeft(r) && r.left.likely).to.deep.equal({ part: 'port', text: '8:0', offset: 16, found: ':' })
    expect(E.isLeft(r) && r.left.likely !== undefined && locate(input)(r.left.likely.offset).column).to.equal(17)
    expect(E.isLeft(r) && describeError(technical)(r.left)).to.match(/^Found ":" at position 17 in the port "8:0"/)
    const wideInput = 'http://例え.jp/😀\n b c'
    const wide = fromUserInput({ rule: 'IRI' })(wideInput)
    expect(E.isLeft(wide) && at(wideInput, wide.left.offset)).to.deep.equal([18, 2, 3, 17, 3])
    const oneInput = ' http://例え.jp/😀 b'
    const one = fromUserInput({ rule: 'IRI' })(oneInput)
    expect(E.isLeft(one) && at(oneInput, one.left.offset)).to.deep.equal([16, 1, 17, 15, 19])
  })
  it('refuses an empty or oversized input with a clear error', () => {
    const empty = fromUserInput()('   ')
    expect(E.isLeft(empty) && empty.left.code).to.equal('empty-input')
    const long = fromUserInput()('https://example.com/' + 'x'.repeat(70_000))
    expect(E.isLeft(long) && long.left.code).to.equal('too-long')
  })
  it('options of the wrong kind and input that is not text are invalid-options errors with their reason; fromUserInput has no messages option since 0.4.0', () => {
    const bad = fromUserInput({ maxLength: -1 })('http://a/')
    expect(E.isLeft(bad) && [bad.left.code, bad.left.option, describeError(technical)(bad.left)]).to.deep.equal([
      'invalid-options',
      'maxLength',
      'The option "maxLength" must be a whole number of 0 or more, or Infinity; got -1.',
    ])
    const notText = fromUserInput()(42 as never)
    expect(E.isLeft(notText) && [notText.left.code, describeError(technical)(notText.left), describeError(plain)(notText.left)]).to.deep.equal([
      'invalid-options',
      'The input must be a string; got a value of type number.',
      'Enter the address as text',
    ])
  })
  it("class: every error is facts only (no message, no detail, no column), and its sentence is its reason's or its code's", () => {
    let errors = 0
    fc.assert(
      fc.property(anyString, fc.boolean(), (s, guess) => {
        const r = fromUserInput(guess ? { defaultScheme: 'https' } : {})(s)
        if (E.isRight(r)) return
        errors++
        const e = r.left
        expect(e).to.not.have.any.keys('message', 'detail', 'line', 'column', 'codePointOffset', 'displayColumn')
        const want = e.reason === undefined ? technical.codes[e.code](e) : technical.reasons[e.reason.kind](e.reason as never, e)
        expect(describeError(technical)(e)).to.equal(want)
      }),
      { numRuns: 2000, seed: 98 },
    )
    expect(errors).to.be.greaterThan(500)
  })
  it('law: never throws, and what it returns parses back to itself', () => {
    fc.assert(
      fc.property(anyString, fc.boolean(), (s, guess) => {
        const r = fromUserInput(guess ? { defaultScheme: 'https' } : {})(s)
        return E.isLeft(r) ? r.left.offset >= 0 && r.left.offset <= s.length : serialize(r.right.uri) === r.right.text
      }),
      { numRuns: RUNS, seed: 99 },
    )
  })
})
