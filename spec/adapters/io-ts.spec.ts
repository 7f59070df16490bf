/**
 * typed-uri/io-ts: decode gives the tree or a catalog's sentences as io-ts
 * errors (English plain when none is given); encode is serialize; `is`
 * recognises trees; laws over generated input.
 */
import { expect } from 'chai'
import * as E from 'fp-ts/lib/Either.js'
import * as fc from 'fast-check'
import * as t from 'io-ts'
import { PathReporter } from 'io-ts/lib/PathReporter.js'
import * as A from '../../src/arbitraries/index.ts'
import { AbsoluteUriFromString, fromStringCodec, IriFromString, RelativeRefFromString, UriFromString, UriReferenceFromString } from '../../src/io-ts/index.ts'
import { parse, parseIRI, parseURI, parseWith, type EntryRule, type Uri, type UriError } from '../../src/index.ts'
import { completeCatalog, describeError, plain, technical } from '../../src/messages/index.ts'
import { anyString, iriLike } from '../generators.ts'

const errorOf = (r: E.Either<UriError, unknown>): UriError => {
  if (E.isRight(r)) throw new Error('expected a Left')
  return r.left
}

describe('typed-uri/io-ts', () => {
  it('decodes text to the tree, and encodes it back with serialize', () => {
    const r = UriFromString.decode('http://a/b?c#d')
    expect(r).to.deep.equal(parseURI('http://a/b?c#d'))
    if (E.isRight(r)) expect(UriFromString.encode(r.right)).to.equal('http://a/b?c#d')
  })

  it('errors carry a plain sentence by default, in a codec of an object', () => {
    const Link = t.type({ href: UriFromString })
    const r = Link.decode({ href: 'http://[::1' })
    expect(E.isLeft(r) && r.left[0].message).to.equal("href: Add a closing square bracket (]) after '1'")
    expect(E.isLeft(r) && r.left[0].context.map((e) => e.key)).to.deep.equal(['', 'href'])
    expect(PathReporter.report(r)).to.deep.equal(["href: Add a closing square bracket (]) after '1'"])
    expect(PathReporter.report(Link.decode({ href: 5 }))).to.deep.equal(['href: Enter the address as text'])
  })

  it('PathReporter names the field: the message begins with its path, nested and in arrays', () => {
    const Profile = t.type({ homepage: fromStringCodec<Uri>('Homepage', 'URI', { messages: technical }) })
    expect(PathReporter.report(Profile.decode({ homepage: 'example.com' }))[0]).to.match(/^homepage: The input begins with the host "example.com" but no scheme/)
    const Page = t.type({ owner: t.type({ homepage: UriFromString }), links: t.array(UriReferenceFromString) })
    const report = PathReporter.report(Page.decode({ owner: { homepage: 'http://a b' }, links: ['/a', 'http://[::1'] }))
    expect(report.map((line) => line.slice(0, line.indexOf(':')))).to.deep.equal(['owner.homepage', 'links.1'])
    expect(PathReporter.report(UriFromString.decode('a b'))[0]).to.equal(describeError(plain)(errorOf(parseURI('a b'))))
  })

  it('messages (since 0.4.0): a catalog as a value; technical, a catalog of one’s own', () => {
    const Technical = t.type({ homepage: fromStringCodec<Uri>('Homepage', 'URI', { messages: technical }) })
    expect(PathReporter.report(Technical.decode({ homepage: 'http://[::1' }))).to.deep.equal([
      'homepage: The input ends at position 12 in the IPv6 address before the closing "]"; expected a digit, a hex digit A-F or one of . : ].',
    ])
    expect(PathReporter.report(Technical.decode({ homepage: 5 }))[0]).to.match(/^homepage: The value must be a string; got /)
    const own = completeCatalog(plain)({ codes: { 'invalid-character': (e) => `bad ${JSON.stringify(e.found)}` } })
    expect(PathReporter.report(fromStringCodec<Uri>('U', 'URI', { messages: own }).decode('http://a b'))).to.deep.equal(['bad " "'])
  })

  it('class: with no catalog every codec speaks plain, with one every failure is its words (seeded)', () => {
    const mark = completeCatalog(plain)({
      codes: Object.fromEntries(Object.keys(plain.codes).map((k) => [k, () => `⟦${k}⟧`])),
      reasons: Object.fromEntries(Object.keys(plain.reasons).map((k) => [k, () => `⟦${k}⟧`])),
    })
    const rules: readonly EntryRule[] = ['URI-reference', 'URI', 'absolute-URI', 'relative-ref', 'IRI-reference', 'IRI', 'absolute-IRI', 'irelative-ref']
    const plainCodecs = rules.map((rule) => fromStringCodec(rule, rule))
    const markedCodecs = rules.map((rule) => fromStringCodec(rule, rule, { messages: mark }))
    let failed = 0
    fc.assert(
      fc.property(fc.oneof(anyString, iriLike, fc.constant<unknown>(7)), fc.nat({ max: rules.length - 1 }), (s, k) => {
        const d = plainCodecs[k].decode(s)
        const m = markedCodecs[k].decode(s)
        if (E.isRight(d)) return E.isRight(m)
        failed++
        const expected = typeof s === 'string' ? describeError(plain)(errorOf(parseWith({ rule: rules[k] })(s))) : 'Enter the address as text'
        return E.isLeft(m) && d.left[0].message === expected && /^⟦[\w-]+⟧$/.test(m.left[0].message ?? '')
      }),
      { numRuns: 2000, seed: 47 },
    )
    expect(failed).to.be.greaterThan(600)
  })

  it('class: a bad `messages` value fails every value with the invalid-options sentence (plain), never a throw (seeded)', () => {
    const setUpWrongly = 'The address could not be checked, because this form is set up wrongly: contact the people who run the site'
    let refused = 0
    fc.assert(
      fc.property(
        fc.oneof(
          fc.anything().filter((v) => v !== undefined),
          fc.constantFrom<unknown>('plain', 'technical', { 'invalid-character': () => 'x' }, [plain], { codes: plain.codes }),
        ),
        fc.oneof(anyString, fc.constant<unknown>(null)),
        (messages, value) => {
          const [line] = PathReporter.report(fromStringCodec<Uri>('U', 'URI', { messages } as never).decode(value))
          if (line === setUpWrongly) refused++
          return line === setUpWrongly
        },
      ),
      { numRuns: 400, seed: 4747 },
    )
    expect(refused).to.equal(400)
    for (const options of ['plain', 5, null]) expect(PathReporter.report(fromStringCodec<Uri>('U', 'URI', options as never).decode('http://a/'))).to.deep.equal([setUpWrongly])
  })

  it('each codec reads its rule', () => {
    expect(E.isRight(RelativeRefFromString.decode('../a'))).to.equal(true)
    expect(E.isRight(UriFromString.decode('../a'))).to.equal(false)
    expect(E.isRight(AbsoluteUriFromString.decode('http://a/#f'))).to.equal(false)
    expect(E.isRight(IriFromString.decode('http://例え.jp/'))).to.equal(true)
    const iriFailure = IriFromString.decode('例え.jp')
    expect(E.isLeft(iriFailure) && iriFailure.left[0].message).to.equal(describeError(plain)(errorOf(parseIRI('例え.jp'))))
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
