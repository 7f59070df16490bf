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
import { AbsoluteUriFromString, fromStringCodec, IriFromString, RelativeRefFromString, UriFromString, UriReferenceFromString } from '../../src/io-ts/index.ts'
import { englishMessages, parse, parseURI, plainMessages, withMessages, type MessageCatalog, type Uri } from '../../src/index.ts'
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
    expect(E.isLeft(r) && r.left[0].message).to.equal('href: The input ends at position 12 in the IPv6 address before the closing "]"; expected a digit, a hex digit A-F or one of . : ].')
    expect(E.isLeft(r) && r.left[0].context.map((e) => e.key)).to.deep.equal(['', 'href'])
    expect(PathReporter.report(r)).to.deep.equal(['href: The input ends at position 12 in the IPv6 address before the closing "]"; expected a digit, a hex digit A-F or one of . : ].'])
    expect(E.isLeft(Link.decode({ href: 5 })) && PathReporter.report(Link.decode({ href: 5 }))).to.deep.equal(['href: Expected text; got a value of type number.'])
  })

  it('PathReporter names the field: the message begins with its path, nested and in arrays', () => {
    const Profile = t.type({ homepage: UriFromString })
    expect(PathReporter.report(Profile.decode({ homepage: 'example.com' }))[0]).to.match(/^homepage: The input ends at position 12 without a scheme/)
    const Page = t.type({ owner: Profile, links: t.array(UriReferenceFromString) })
    const report = PathReporter.report(Page.decode({ owner: { homepage: 'http://a b' }, links: ['/a', 'http://[::1'] }))
    expect(report.map((line) => line.slice(0, line.indexOf(':')))).to.deep.equal(['owner.homepage', 'links.1'])
    expect(PathReporter.report(UriFromString.decode('a b'))[0]).to.match(/^Found a space/)
  })

  it('messages (since 0.3.0): technical by default, plain, a catalog; a bad option fails every value, never throws', () => {
    const p = parseURI('http://a b')
    const plainSentence = p._tag === 'Left' ? withMessages(plainMessages)(p.left).message : ''
    const Plain = t.type({ homepage: fromStringCodec<Uri>('Homepage', 'URI', { messages: 'plain' }) })
    expect(PathReporter.report(Plain.decode({ homepage: 'http://a b' }))).to.deep.equal([`homepage: ${plainSentence}`])
    const own: MessageCatalog = { ...englishMessages, 'invalid-character': (e) => `bad ${e.found}` }
    expect(PathReporter.report(fromStringCodec<Uri>('U', 'URI', { messages: own }).decode('http://a b'))).to.deep.equal(['bad  '])
    expect(PathReporter.report(fromStringCodec<Uri>('U', 'URI', 'plain' as never).decode('http://a/'))[0]).to.contain('must be an object')
    for (const messages of ['french', 3, null]) {
      const Bad = fromStringCodec<Uri>('U', 'URI', { messages } as never)
      const [line] = PathReporter.report(Bad.decode('http://a/'))
      expect(line, JSON.stringify(messages)).to.contain('"messages"')
    }
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
