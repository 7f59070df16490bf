import { expect } from 'chai'
import P from 'parsimmon'
import { absoluteURI, hierPart, relativePart, relativeRef, URI, URIReference } from '../../src/grammar/index.ts'
import { accepts, acceptsAll, consumed, valueOf } from '../helpers.ts'

describe('grammar/reference (RFC 3986 sections 3 and 4)', () => {
  it('hier-part = "//" authority path-abempty / path-absolute / path-rootless / path-empty', () => {
    acceptsAll(hierPart, ['//a/b', '//', '///x', '/a', 'a:b', ''], ['a b', '//a b', '?'])
    expect(valueOf(hierPart, '//h/p').authority?.raw).to.equal('h')
    expect(valueOf(hierPart, '/p').authority).to.equal(null)
  })
  it('relative-part = "//" authority path-abempty / path-absolute / path-noscheme / path-empty', () => {
    acceptsAll(relativePart, ['//a/b', '/a', 'a/b', ''], ['a:b', '?'])
  })
  it('URI = scheme ":" hier-part [ "?" query ] [ "#" fragment ]', () => {
    acceptsAll(URI, ['a:', 'http://a/b?c#d', 'urn:x', 'mailto:a@b', 'foo:/x', 'a:?#'], ['', '//a', 'a', '/a:b', '1a:b', 'a:b c'])
  })
  it('absolute-URI = scheme ":" hier-part [ "?" query ]', () => {
    acceptsAll(absoluteURI, ['http://a/b?c', 'a:'], ['http://a/b?c#d', 'http://a/#', 'g'])
  })
  it('relative-ref = relative-part [ "?" query ] [ "#" fragment ]', () => {
    acceptsAll(relativeRef, ['', 'g', './g', '../g', '//g', '?y', '#s', 'g;x=1/../y', './this:that'], ['g:h', 'this:that', 'a b'])
  })
  it('URI-reference = URI / relative-ref, URI first', () => {
    acceptsAll(URIReference, ['g:h', 'g', '', '#', 'http://a'], ['a b', '1a:b', '%'])
    expect(valueOf(URIReference, 'g:h')._tag).to.equal('Uri')
    expect(valueOf(URIReference, 'g')._tag).to.equal('RelativeRef')
  })
  it('embeds in another grammar: angle brackets around a URI-reference', () => {
    const bracketed = P.seq(P.string('<'), URIReference, P.string('>'))
    const r = bracketed.parse('<http://[::1]:8080/a?b#c>')
    expect(r.status).to.equal(true)
    if (r.status) {
      const ref = r.value[1]
      expect(ref._tag).to.equal('Uri')
      expect(ref.authority?.host).to.include({ _tag: 'IPv6', raw: '[::1]', start: 8, end: 13 })
      expect(ref.fragment).to.deep.equal({ raw: 'c', start: 23, end: 24 })
    }
  })
  it('embeds in a list: URIs separated by whitespace (a "," would belong to the path)', () => {
    const list = P.sepBy(URI, P.whitespace)
    const r = list.parse('http://a/1,2 urn:x:y\tmailto:z@example.org')
    expect(r.status && r.value.map((u) => u.scheme.raw)).to.deep.equal(['http', 'urn', 'mailto'])
  })
  it('is unanchored: it consumes a prefix and leaves the rest', () => {
    expect(consumed(URIReference, 'http://a/b c')).to.equal(10)
    expect(consumed(URI, 'http://a/b>')).to.equal(10)
    expect(accepts(URI, 'http://a/b>')).to.equal(false)
  })
})
