import { expect } from 'chai'
import * as E from 'fp-ts/lib/Either.js'
import * as fc from 'fast-check'
import { fromUserInput, serialize } from '../src/index.ts'
import { anyString, RUNS } from './generators.ts'

const clean = (input: string, options = {}) => {
  const r = fromUserInput(options)(input)
  if (E.isLeft(r)) throw new Error(r.left.message)
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
  it('says what it did, in words a form can show', () => {
    const r = fromUserInput({ defaultScheme: 'https' })(' www.example.com ')
    expect(E.isRight(r) && r.right.changes.map((c) => c.message)).to.deep.equal(['Removed the whitespace around the input.', 'Added "https://" in front: the input had no scheme.'])
  })
  it('points its errors into what the person typed', () => {
    expect(clean('  <https://example.com/a\n b/c d>').text).to.equal('https://example.com/ab/cd')
    const r = fromUserInput()('  https://example.com/a\n b/c d')
    expect(E.isLeft(r) && r.left.offset).to.equal(28)
    expect(E.isLeft(r) && r.left.code).to.equal('invalid-character')
    const s = fromUserInput()('  https://exa mple.com')
    expect(E.isLeft(s) && [s.left.offset, s.left.column]).to.deep.equal([13, 14])
    expect(E.isLeft(s) && s.left.message).to.match(/^Found a space at position 14 in the host/)
  })
  it('moves every position of its errors, the likely reading and the wide columns included', () => {
    const r = fromUserInput()('  http://a.com:8:0 ')
    expect(E.isLeft(r) && [r.left.code, r.left.offset, r.left.column, r.left.codePointOffset, r.left.displayColumn]).to.deep.equal(['invalid-port', 18, 19, 18, 19])
    expect(E.isLeft(r) && r.left.likely).to.deep.equal({ part: 'port', text: '8:0', offset: 16, column: 17, found: ':' })
    expect(E.isLeft(r) && r.left.message).to.match(/^Found ":" at position 17 in the port "8:0"/)
    const wide = fromUserInput({ rule: 'IRI' })('http://例え.jp/😀\n b c')
    expect(E.isLeft(wide) && [wide.left.offset, wide.left.codePointOffset, wide.left.line, wide.left.column, wide.left.displayColumn]).to.deep.equal([18, 17, 2, 3, 3])
    const one = fromUserInput({ rule: 'IRI' })(' http://例え.jp/😀 b')
    expect(E.isLeft(one) && [one.left.offset, one.left.codePointOffset, one.left.column, one.left.displayColumn]).to.deep.equal([16, 15, 17, 19])
  })
  it('refuses an empty or oversized input with a clear error', () => {
    const empty = fromUserInput()('   ')
    expect(E.isLeft(empty) && empty.left.code).to.equal('empty-input')
    const long = fromUserInput()('https://example.com/' + 'x'.repeat(70_000))
    expect(E.isLeft(long) && long.left.code).to.equal('too-long')
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
