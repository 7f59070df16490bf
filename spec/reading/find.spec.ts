import { expect } from 'chai'
import * as E from 'fp-ts/lib/Either.js'
import * as fc from 'fast-check'
import { findURIs } from '../../src/index.ts'
import { anyString, RUNS } from '../generators.ts'

const uris = (text: string) => findURIs(text).map((f) => f.uri)

describe('findURIs (RFC 3986 Appendix C)', () => {
  const THREE = ['http://www.w3.org/Addressing/', 'ftp://foo.example.com/rfc/', 'http://www.ics.uci.edu/pub/ietf/uri/historical.html#WARNING']
  it('the example text of Appendix C yields exactly its three URIs', () => {
    const text =
      '   Yes, Jim, I found it under "http://www.w3.org/Addressing/",\n' +
      '   but you can probably pick it up from <ftp://foo.example.com/rfc/>.\n' +
      '   Note the warning in <http://www.ics.uci.edu/pub/ietf/uri/historical.html#WARNING>.'
    const found = findURIs(text)
    expect(found.map((f) => f.uri)).to.deep.equal(THREE)
    expect(found.map((f) => f.delimiter)).to.deep.equal(['double-quotes', 'angle-brackets', 'angle-brackets'])
    for (const f of found) {
      expect(text.slice(f.start, f.end)).to.equal(f.text)
      expect(E.isRight(f.parsed)).to.equal(true)
    }
  })
  it('a value that is not a string (from JavaScript) holds no URIs, and never throws', () => {
    for (const v of [undefined, null, 0, {}, ['http://a/'], new String('http://a/'), Symbol('s'), 10n]) {
      expect(findURIs(v as unknown as string), typeof v).to.deep.equal([])
    }
  })
  it('the same text on one line', () => {
    const text = `Yes, Jim, I found it under "${THREE[0]}", but you can probably pick it up from <${THREE[1]}>. Note the warning in <${THREE[2]}>.`
    expect(uris(text)).to.deep.equal(THREE)
  })
  it('ignores whitespace inside angle brackets: a URI broken across lines', () => {
    const text = 'See <http://www.example.com/a/very/\n      long/path?x=1>.'
    const [f] = findURIs(text)
    expect(f.uri).to.equal('http://www.example.com/a/very/long/path?x=1')
    expect(f.text).to.equal('http://www.example.com/a/very/\n      long/path?x=1')
  })
  it('strips the old "URL:" prefix', () => {
    expect(uris('<URL:http://www.example.com/>')).to.deep.equal(['http://www.example.com/'])
    expect(uris('<URL: ftp://ftp.example.org/pub/>')).to.deep.equal(['ftp://ftp.example.org/pub/'])
    expect(uris('see URL:http://a.example/x.')).to.deep.equal(['http://a.example/x'])
  })
  it('after a hyphen at a line break, drops the whitespace and keeps the hyphen', () => {
    expect(uris('at http://www.example.com/pages/long-\n   name.html today')).to.deep.equal(['http://www.example.com/pages/long-name.html'])
  })
  it('leaves out trailing sentence punctuation and an unbalanced ")"', () => {
    expect(
      uris('Go to http://example.com/a. Or http://example.com/b, or http://example.com/c; then http://example.com/d: ' + 'really http://example.com/e! maybe http://example.com/f?'),
    ).to.deep.equal(['http://example.com/a', 'http://example.com/b', 'http://example.com/c', 'http://example.com/d', 'http://example.com/e', 'http://example.com/f'])
    expect(uris('(see http://example.com/x)')).to.deep.equal(['http://example.com/x'])
    expect(uris('(see http://en.example.org/wiki/Foo_(bar))')).to.deep.equal(['http://en.example.org/wiki/Foo_(bar)'])
  })
  it('finds well-known schemes without "//" and nothing in ordinary words with a colon', () => {
    expect(uris('Write to mailto:info@example.org or read urn:isbn:0-395-36341-1.')).to.deep.equal(['mailto:info@example.org', 'urn:isbn:0-395-36341-1'])
    expect(uris('Note: this is it. Time: 10:30. Re:thing')).to.deep.equal([])
  })
  it('reports a candidate that is not a valid URI with its error', () => {
    const [f] = findURIs('Visit <http://exa mple.com/ä> now')
    expect(f.uri).to.equal('http://example.com/ä')
    expect(E.isLeft(f.parsed) && f.parsed.left.code).to.equal('non-ascii')
    const [g] = findURIs('broken: http://[::1 here')
    expect(g.uri).to.equal('http://[::1')
    expect(E.isLeft(g.parsed) && g.parsed.left.code).to.equal('unclosed-ip-literal')
  })
  it('law: offsets point at the text, never overlap, and never throw', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(anyString, fc.constantFrom(' ', '\n', '<', '>', '"', 'URL:', 'http://', 'mailto:', '-\n ', '.', ')')), { maxLength: 12 }).map((xs) => xs.join('')),
        (text) => {
          const found = findURIs(text)
          return found.every((f, k) => text.slice(f.start, f.end) === f.text && f.start < f.end && (k === 0 || found[k - 1].end <= f.start))
        },
      ),
      { numRuns: RUNS, seed: 88 },
    )
  })
})
