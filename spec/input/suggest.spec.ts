import { expect } from 'chai'
import * as E from 'fp-ts/lib/Either.js'
import * as O from 'fp-ts/lib/Option.js'
import * as fc from 'fast-check'
import { parse, suggestFix, type EntryRule, type UriError } from '../../src/index.ts'
import { parserFor } from '../../src/reading/parsers.ts'
import { suggestBy } from '../../src/input/suggest.ts'
import { anyString, mutated, RUNS } from '../generators.ts'

const suggest = (input: string, rule: EntryRule = 'URI-reference'): string | null => {
  const r = parserFor(rule)(input)
  if (E.isRight(r)) throw new Error(`${input} is valid`)
  return O.toNullable(suggestFix(input)(r.left as UriError))
}

describe('suggestFix', () => {
  it('a space → %20, in the path, query, fragment and userinfo', () => {
    expect(suggest('http://example.com/a b')).to.equal('http://example.com/a%20b')
    expect(suggest('http://example.com/?q=a b c')).to.equal('http://example.com/?q=a%20b%20c')
    expect(suggest('my file.txt')).to.equal('my%20file.txt')
    expect(suggest('http://a/#x y')).to.equal('http://a/#x%20y')
  })
  it('non-ASCII characters → their UTF-8 percent-encoding', () => {
    expect(suggest('https://example.com/café')).to.equal('https://example.com/caf%C3%A9')
    expect(suggest('https://bücher.example/')).to.equal('https://b%C3%BCcher.example/')
    expect(suggest('https://example.com/?q=😀')).to.equal('https://example.com/?q=%F0%9F%98%80')
  })
  it('a backslash in a path → "/"', () => {
    expect(suggest('http://example.com/a\\b\\c')).to.equal('http://example.com/a/b/c')
  })
  it('a missing "]"', () => {
    expect(suggest('http://[::1')).to.equal('http://[::1]')
    expect(suggest('http://[2001:db8::7/x')).to.equal('http://[2001:db8::7]/x')
  })
  it('a stray "%" → %25', () => {
    expect(suggest('http://example.com/100%')).to.equal('http://example.com/100%25')
    expect(suggest('http://example.com/?discount=50%off')).to.equal('http://example.com/?discount=50%25off')
  })
  it('several fixes at once, each unambiguous', () => {
    expect(suggest('https://example.com/ä ö/<x>?a=1 2#z|')).to.equal('https://example.com/%C3%A4%20%C3%B6/%3Cx%3E?a=1%202#z%7C')
  })
  it('nothing when the fix is not unambiguous', () => {
    expect(suggest('http://exa mple.com/')).to.equal(null)
    expect(suggest('ht tp://a')).to.equal(null)
    expect(suggest('http://u@a:8o/')).to.equal(null)
    expect(suggest('http://[::1x]/')).to.equal(null)
    expect(suggest('a\u0007b')).to.equal(null)
    expect(suggest('a\uD800')).to.equal(null)
    expect(suggest('hello', 'URI')).to.equal(null)
    expect(suggest('www.exa mple.com', 'URI')).to.equal(null)
  })
  it('a missing scheme before a host name: https:// (ftp:// before "ftp."), then the rest fixed', () => {
    expect(suggest('www.example.com', 'URI')).to.equal('https://www.example.com')
    expect(suggest('www.example.com/a b', 'URI')).to.equal('https://www.example.com/a%20b')
    expect(suggest('ftp.example.org/pub', 'URI')).to.equal('ftp://ftp.example.org/pub')
    expect(suggest('//www.example.com/a b', 'URI')).to.equal('https://www.example.com/a%20b')
    expect(suggest('//ftp.example.org/', 'absolute-URI')).to.equal('ftp://ftp.example.org/')
    expect(suggest('localhost/ä', 'IRI')).to.equal('https://localhost/ä')
    // A relative reference needs no scheme: nothing to add.
    expect(suggest('www.example.com/a b')).to.equal('www.example.com/a%20b')
  })
  it('law: every suggestion parses', () => {
    let suggested = 0
    fc.assert(
      fc.property(anyString, (s) => {
        const r = parse(s)
        if (E.isRight(r)) return true
        const fix = suggestFix(s)(r.left)
        if (O.isNone(fix)) return true
        suggested++
        return E.isRight(parse(fix.value))
      }),
      { numRuns: RUNS, seed: 77 },
    )
    expect(suggested).to.be.above(3_000)
  })

  it('law: the steps read each corrected text as parserFor does (they skip its tree and sentence; seeded)', () => {
    let fixed = 0
    let steps = 0
    const rules: readonly EntryRule[] = ['URI-reference', 'URI', 'IRI', 'relative-ref']
    fc.assert(
      fc.property(fc.oneof(anyString, mutated), fc.constantFrom(...rules), (s, rule) => {
        const r = parserFor(rule)(s)
        if (E.isRight(r)) return true
        let reads = 0
        const byParser = suggestBy(s, r.left, (text) => {
          reads++
          const p = parserFor(rule)(text)
          return E.isRight(p) ? null : p.left
        })
        const fix = suggestFix(s)(r.left)
        expect(fix, s).to.deep.equal(byParser)
        if (O.isSome(fix)) fixed++
        if (reads > 1) steps++
        return true
      }),
      { numRuns: 2000, seed: 3986 },
    )
    expect(fixed).to.be.above(300)
    expect(steps).to.be.above(30)
  })
})
