import { expect } from 'chai'
import * as E from 'fp-ts/lib/Either.js'
import {
  isValid,
  normalizeText,
  parse,
  parseAbsoluteIRI,
  parseAbsoluteURI,
  parseIRelativeRef,
  parseIRI,
  parseIRIReference,
  parseRelativeRef,
  parseWith,
  parseURI,
  segmentsOf,
  toComponents,
} from '../../src/index.ts'
import { parserFor } from '../../src/reading/parsers.ts'
import type { UriError, UriReference } from '../../src/index.ts'
import { ENTRIES } from '../generators.ts'
import { describeError, technical } from '../../src/messages/index.ts'
import { ILLUSTRATIONS, RFC_EXAMPLES } from '../rfc-examples.ts'
import { SAMPLED_CODE_UNITS, SINGLE_PLACES } from '../support/code-units.ts'

const ok = (input: string): UriReference => {
  const r = parse(input)
  if (E.isLeft(r)) throw new Error(`${input}: ${r.left.code} at ${r.left.offset}`)
  return r.right
}

describe('parse', () => {
  for (const [section, rows] of Object.entries(RFC_EXAMPLES)) {
    describe(`RFC 3986 ${section}`, () => {
      for (const [input, components] of rows) {
        it(`${JSON.stringify(input)}`, () => {
          expect(toComponents(ok(input))).to.deep.include(components)
        })
      }
    })
  }
  describe('forms the RFC describes in words', () => {
    for (const [input, components] of ILLUSTRATIONS) {
      it(JSON.stringify(input), () => expect(toComponents(ok(input))).to.deep.include(components))
    }
  })

  describe('absent and empty components (sections 3 and 5.2)', () => {
    it('an empty query is present, a missing one is null', () => {
      expect(ok('http://a/b?').query).to.deep.equal({ raw: '', start: 11, end: 11 })
      expect(ok('http://a/b').query).to.equal(null)
    })
    it('an empty fragment is present, a missing one is null', () => {
      expect(ok('http://a/b#').fragment).to.deep.equal({ raw: '', start: 11, end: 11 })
      expect(ok('http://a/b').fragment).to.equal(null)
    })
    it('an empty port keeps its ":"', () => {
      expect(ok('http://a:/').authority?.port).to.deep.equal({ raw: '', start: 9, end: 9, value: null })
      expect(ok('http://a/').authority?.port).to.equal(null)
    })
    it('an empty host is a present, empty reg-name', () => {
      expect(ok('file:///x').authority?.host).to.deep.equal({ _tag: 'RegName', raw: '', start: 7, end: 7 })
      expect(ok('file:/x').authority).to.equal(null)
    })
    it('an empty userinfo keeps its "@"', () => {
      expect(ok('http://@a').authority?.userinfo).to.deep.equal({ raw: '', start: 7, end: 7 })
    })
    it('the path is always present, possibly empty', () => {
      expect(ok('http://a').path).to.deep.equal({ raw: '', start: 8, end: 8 })
      expect(ok('').path.raw).to.equal('')
    })
  })

  describe('the typed AST', () => {
    it('tells a URI from a relative reference', () => {
      expect(ok('g:h')._tag).to.equal('Uri')
      expect(ok('g')._tag).to.equal('RelativeRef')
    })
    it('keeps every component as written with its span', () => {
      const input = 'HTTP://User:Pw@[::1]:8080/a/%7e?q#f'
      const u = ok(input)
      expect(u._tag).to.equal('Uri')
      if (u._tag !== 'Uri') return
      expect(u).to.include({ start: 0, end: input.length })
      expect(u.scheme).to.deep.equal({ raw: 'HTTP', start: 0, end: 4 })
      expect(u.authority).to.deep.include({ raw: 'User:Pw@[::1]:8080', start: 7, end: 25 })
      expect(u.authority?.userinfo).to.deep.equal({ raw: 'User:Pw', start: 7, end: 14 })
      expect(u.authority?.host).to.deep.equal({ _tag: 'IPv6', raw: '[::1]', start: 15, end: 20, address: '::1', pieces: [0, 0, 0, 0, 0, 0, 0, 1] })
      expect(u.authority?.port).to.deep.equal({ raw: '8080', start: 21, end: 25, value: 8080 })
      expect(u.path).to.deep.equal({ raw: '/a/%7e', start: 25, end: 31 })
      expect(u.query).to.deep.equal({ raw: 'q', start: 32, end: 33 })
      expect(u.fragment).to.deep.equal({ raw: 'f', start: 34, end: 35 })
      for (const node of [u.scheme, u.authority, u.authority?.host, u.path, u.query, u.fragment]) {
        if (node && 'raw' in node) expect(input.slice(node.start, node.end)).to.equal(node.raw)
      }
    })
    it('gives IPv4 octets as numbers', () => {
      expect(ok('http://192.0.2.16/').authority?.host).to.deep.include({ _tag: 'IPv4', octets: [192, 0, 2, 16] })
    })
    it('gives IPvFuture version and address', () => {
      expect(ok('http://[V1F.a:b]/').authority?.host).to.deep.include({ _tag: 'IPvFuture', version: '1F', address: 'a:b' })
    })
    it('is readonly data: the same input gives equal trees', () => {
      expect(ok('http://a/b?c#d')).to.deep.equal(ok('http://a/b?c#d'))
    })
  })

  describe('the narrower rules', () => {
    it('parseURI needs a scheme', () => {
      expect(E.isRight(parseURI('http://a'))).to.equal(true)
      expect(parseURI('//a')).to.deep.include({ _tag: 'Left' })
    })
    it('parseAbsoluteURI refuses a fragment', () => {
      expect(E.isRight(parseAbsoluteURI('http://a/b?c'))).to.equal(true)
      const r = parseAbsoluteURI('http://a#f')
      expect(E.isLeft(r) && r.left.offset).to.equal(8)
    })
    it('parseRelativeRef refuses a scheme', () => {
      expect(E.isRight(parseRelativeRef('../g?q#f'))).to.equal(true)
      const r = parseRelativeRef('g:h')
      expect(E.isLeft(r) && r.left.offset).to.equal(1)
    })
    it('fails "exam=ple:foo" at 4 as a URI and at 8 as a URI-reference', () => {
      const asUri = parseURI('exam=ple:foo')
      const asRef = parse('exam=ple:foo')
      expect(E.isLeft(asUri) && asUri.left.offset).to.equal(4)
      expect(E.isLeft(asRef) && asRef.left.offset).to.equal(8)
    })
    it('isValid says whether a whole input is a URI-reference', () => {
      expect(isValid('http://a/b')).to.equal(true)
      expect(isValid('http://a b')).to.equal(false)
    })
  })

  describe('never throws', () => {
    it('on lone surrogates, NUL, controls and a code unit of every class (all 65,536: spec/heavy/code-units.spec.ts)', () => {
      for (const c of SAMPLED_CODE_UNITS) {
        const s = String.fromCharCode(c)
        for (const place of SINGLE_PLACES) parse(place(s))
      }
    })
    it('on a value that is not a string (from JavaScript): a Left, from every entry parser and parseWith', () => {
      const values: unknown[] = [123, null, undefined, {}, ['http://a'], true, 10n, Symbol('x'), () => 'http://a', new String('http://a')]
      const parsers = [
        ...ENTRIES.map(([, p]) => p),
        parseIRI,
        parseIRIReference,
        parseAbsoluteIRI,
        parseIRelativeRef,
        parserFor('URI-reference', true),
        parseWith({ iri: true, zoneIds: true, maxLength: 100 }),
        normalizeText,
      ]
      for (const p of parsers) {
        for (const v of values) {
          const r = (p as (x: unknown) => E.Either<UriError, unknown>)(v)
          expect(E.isLeft(r) && r.left.code, String(typeof v)).to.equal('invalid-options')
          expect(E.isLeft(r) && describeError(technical)(r.left)).to.match(/must be a string/)
        }
      }
    })
  })
})

describe('the AST is plain data', () => {
  it('JSON, spread and Object.keys see every field of every node; segmentsOf splits a path', () => {
    const r = parse('http://u@a:1/b/c?q#f')
    if (r._tag !== 'Right') throw new Error('should parse')
    const tree = r.right
    expect(JSON.parse(JSON.stringify(tree))).to.deep.equal(tree)
    expect({ ...tree.path }).to.deep.equal(tree.path)
    expect(Object.keys(tree.path)).to.deep.equal(['raw', 'start', 'end'])
    expect(segmentsOf(tree.path)).to.deep.equal(['', 'b', 'c'])
    expect(structuredClone(tree)).to.deep.equal(tree)
  })
})
