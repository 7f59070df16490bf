import { expect } from 'chai'
import { segmentsOf } from '../../src/index.ts'
import { path, pathAbempty, pathAbsolute, pathEmpty, pathNoscheme, pathRootless, pchar, segment, segmentNz, segmentNzNc } from '../../src/grammar/index.ts'
import { acceptsAll, consumed, valueOf } from '../helpers.ts'

describe('grammar/path (RFC 3986 section 3.3)', () => {
  it('pchar = unreserved / pct-encoded / sub-delims / ":" / "@"', () => {
    acceptsAll(pchar, ['a', 'Z', '0', '-', '.', '_', '~', '%20', '!', '=', ':', '@'], ['/', '?', '#', '[', ']', ' ', '%', '%2', 'é', '"', '<', '\\', ''])
  })
  it('segment = *pchar', () => {
    acceptsAll(segment, ['', 'a', 'a:b@c', '%7Esmith', ';p=1'], ['a/b', 'a?b', 'a b'])
  })
  it('segment-nz = 1*pchar', () => {
    acceptsAll(segmentNz, ['a', 'a:b', ':'], ['', 'a/b'])
  })
  it('segment-nz-nc = 1*( unreserved / pct-encoded / sub-delims / "@" ) ; no ":"', () => {
    acceptsAll(segmentNzNc, ['a', 'a@b', '%3A'], ['', 'a:b', ':', 'a/b'])
  })
  it('path-abempty = *( "/" segment )', () => {
    acceptsAll(pathAbempty, ['', '/', '//', '/a/b/', '/a//b', '/over/there', '/:@'], ['a', 'a/b', '/a b', '/a?'])
  })
  it('path-absolute = "/" [ segment-nz *( "/" segment ) ]', () => {
    acceptsAll(pathAbsolute, ['/', '/a', '/a/', '/a//b', '/:a'], ['', '//', '//a', 'a', '/a b'])
  })
  it('path-noscheme = segment-nz-nc *( "/" segment )', () => {
    acceptsAll(pathNoscheme, ['a', 'a/b:c', 'a/', 'this%3Athat', './this:that', 'a//b'], ['', '/a', 'a:b', ':a', 'this:that'])
  })
  it('path-rootless = segment-nz *( "/" segment )', () => {
    acceptsAll(pathRootless, ['a', 'a:b', 'a:b/c', 'John.Doe@example.com', 'comp.infosystems.www.servers.unix'], ['', '/a', 'a b'])
  })
  it('path-empty = 0<pchar>', () => {
    acceptsAll(pathEmpty, [''], ['a', '/'])
    expect(consumed(pathEmpty, 'abc')).to.equal(0)
  })
  it('path: the longest of its five alternatives', () => {
    acceptsAll(path, ['', '/', '/a', '//a', 'a', 'a:b', 'a/b', 'a:b/c:d'], ['a b', '?', '#x'])
    expect(consumed(path, 'a:b/c?q')).to.equal(5)
  })
  it('keeps the raw text, the span and the segments (joined by "/" they give the raw text)', () => {
    expect(valueOf(pathAbempty, '/a/b/')).to.deep.equal({ raw: '/a/b/', start: 0, end: 5 })
    expect(segmentsOf(valueOf(pathAbempty, '/a/b/'))).to.deep.equal(['', 'a', 'b', ''])
    expect(segmentsOf(valueOf(pathAbempty, ''))).to.deep.equal([])
    expect(segmentsOf(valueOf(pathRootless, 'a:b'))).to.deep.equal(['a:b'])
    expect(segmentsOf(valueOf(pathAbsolute, '/'))).to.deep.equal(['', ''])
  })
})
