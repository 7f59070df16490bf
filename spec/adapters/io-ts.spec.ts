/**
 * typed-uri/io-ts: decode gives the tree or our sentences as io-ts errors;
 * encode is serialize; `is` recognises trees; laws over generated input.
 */
import { expect } from 'chai'
import * as E from 'fp-ts/lib/Either.js'
import * as fc from 'fast-check'
import * as t from 'io-ts'
import { PathReporter } from 'io-ts/lib/PathReporter.js'
import * as A from '../../src/arbitraries/index.ts'
import { AbsoluteUriFromString, IriFromString, RelativeRefFromString, UriFromString, UriReferenceFromString } from '../../src/io-ts/index.ts'
import { parse, parseURI } from '../../src/index.ts'
import { anyString } from '../generators.ts'

describe('typed-uri/io-ts', () => {
  it('decodes text to the tree, and encodes it back with serialize', () => {
    const r = UriFromString.decode('http://a/b?c#d')
    expect(r).to.deep.equal(parseURI('http://a/b?c#d'))
    if (E.isRight(r)) expect(UriFromString.encode(r.right)).to.equal('http://a/b?c#d')
  })

  it('errors carry our sentence, in a codec of an object', () => {
    const Link = t.type({ href: UriFromString })
    const r = Link.decode({ href: 'http://[::1' })
    expect(E.isLeft(r) && r.left[0].message).to.equal('The input ends at position 12 in the IPv6 address before the closing "]"; expected a digit, a hex digit A-F or one of . : ].')
    expect(PathReporter.report(r)).to.deep.equal(['The input ends at position 12 in the IPv6 address before the closing "]"; expected a digit, a hex digit A-F or one of . : ].'])
    expect(E.isLeft(Link.decode({ href: 5 })) && PathReporter.report(Link.decode({ href: 5 }))).to.deep.equal(['Expected text; got a value of type number.'])
  })

  it('each codec reads its rule', () => {
    expect(E.isRight(RelativeRefFromString.decode('../a'))).to.equal(true)
    expect(E.isRight(UriFromString.decode('../a'))).to.equal(false)
    expect(E.isRight(AbsoluteUriFromString.decode('http://a/#f'))).to.equal(false)
    expect(E.isRight(IriFromString.decode('http://例え.jp/'))).to.equal(true)
  })

  it('is: trees of the codec’s kind, not text or look-alikes', () => {
    const tree = (parse('http://a/') as E.Right<never>).right
    expect(UriFromString.is(tree)).to.equal(true)
    expect(RelativeRefFromString.is(tree)).to.equal(false)
    expect(UriFromString.is('http://a/')).to.equal(false)
    expect(UriFromString.is({ _tag: 'Uri' })).to.equal(false)
    expect(AbsoluteUriFromString.is((parse('http://a/#f') as E.Right<never>).right)).to.equal(false)
  })

  it('laws: encode(decode(s)) === s for every valid s; decode fails exactly when parse does', () => {
    let valid = 0
    fc.assert(
      fc.property(fc.oneof(A.URIReference, anyString), (s) => {
        const d = UriReferenceFromString.decode(s)
        if (E.isLeft(d)) return E.isLeft(parse(s))
        valid++
        return UriReferenceFromString.encode(d.right) === s && UriReferenceFromString.is(d.right)
      }),
      { numRuns: 4000, seed: 32 },
    )
    expect(valid).to.be.greaterThan(2000)
  })
})
