import { expect } from 'chai'
import * as E from 'fp-ts/lib/Either.js'
import * as fc from 'fast-check'
import { eqScheme, eqString, eqSyntax, equalOnRung, normalize, parse, type UriReference } from '../../src/index.ts'
import { eqIgnoringFragment } from '../../src/normalize/compare.ts'
import { RUNS, uriLike } from '../generators.ts'

const ref = (s: string): UriReference => (parse(s) as E.Right<UriReference>).right

describe('compare (RFC 3986 section 6)', () => {
  it('6.2.1 simple string comparison: the same characters', () => {
    expect(eqString.equals(ref('http://a/'), ref('http://a/'))).to.equal(true)
    expect(eqString.equals(ref('http://a/'), ref('HTTP://a/'))).to.equal(false)
  })
  it('6.2.2 syntax-based: the RFC example', () => {
    expect(eqSyntax.equals(ref('example://a/b/c/%7Bfoo%7D'), ref('eXAMPLE://a/./b/../b/%63/%7bfoo%7d'))).to.equal(true)
  })
  it('6.2.3 scheme-based: the four http forms', () => {
    const forms = ['http://example.com', 'http://example.com/', 'http://example.com:/', 'http://example.com:80/'].map(ref)
    for (const a of forms) for (const b of forms) expect(eqScheme.equals(a, b)).to.equal(true)
    expect(eqSyntax.equals(forms[0], forms[3])).to.equal(false)
  })
  it('mailto domains: equivalent, but not syntax-equivalent', () => {
    const a = ref('mailto:user@EXAMPLE.ORG')
    const b = ref('mailto:user@example.org')
    expect(eqScheme.equals(a, b)).to.equal(true)
    expect(eqSyntax.equals(a, b)).to.equal(false)
  })
  it('the fragment counts, unless asked not to (section 6.1, network actions)', () => {
    expect(eqScheme.equals(ref('http://a/#x'), ref('http://a/#y'))).to.equal(false)
    expect(eqIgnoringFragment.equals(ref('http://a/#x'), ref('HTTP://A:80'))).to.equal(true)
  })
  it('6.2.4 protocol-based normalization is not done: /data and /data/ differ', () => {
    expect(eqScheme.equals(ref('http://example.com/data'), ref('http://example.com/data/'))).to.equal(false)
  })
  it('says on which rung two references became equal', () => {
    expect(equalOnRung(ref('http://a/'), ref('http://a/'))).to.equal('string')
    expect(equalOnRung(ref('http://a/%7e'), ref('HTTP://A/~'))).to.equal('syntax')
    expect(equalOnRung(ref('http://a'), ref('http://a:80/'))).to.equal('scheme')
    expect(equalOnRung(ref('http://a/x'), ref('http://a/y'))).to.equal(null)
  })
  describe('laws', () => {
    const valid = uriLike.filter((s) => E.isRight(parse(s)))
    /** Pairs likely to be equivalent: a string and a respelling of it. */
    const respelled = valid.map((s) => [s, s.replace(/^[a-z]+/i, (m) => m.toUpperCase()).replace(/~/g, '%7e')] as const)
    it('eqScheme.equals(x, normalize(x))', () => {
      fc.assert(
        fc.property(valid, (s) => eqScheme.equals(ref(s), normalize(ref(s)))),
        // Half of RUNS: each valid value costs several of the filter's tries and their parses.
        { numRuns: RUNS / 2, seed: 61 },
      )
    })
    it('reflexive, symmetric and transitive, on every rung', () => {
      for (const eq of [eqString, eqSyntax, eqScheme, eqIgnoringFragment]) {
        fc.assert(
          fc.property(respelled, valid, (pair, c) => {
            const [a, b] = [ref(pair[0]), ref(pair[1])]
            const z = ref(c)
            const reflexive = eq.equals(a, a)
            const symmetric = eq.equals(a, b) === eq.equals(b, a)
            const transitive = !(eq.equals(a, b) && eq.equals(b, z)) || eq.equals(a, z)
            return reflexive && symmetric && transitive
          }),
          // An eighth of RUNS on each of the four rungs: half of RUNS valid triples in all.
          { numRuns: RUNS / 8, seed: 62 },
        )
      }
    })
    it('each rung implies the next', () => {
      fc.assert(
        fc.property(respelled, ([x, y]) => {
          const [a, b] = [ref(x), ref(y)]
          return (!eqString.equals(a, b) || eqSyntax.equals(a, b)) && (!eqSyntax.equals(a, b) || eqScheme.equals(a, b))
        }),
        { numRuns: RUNS / 2, seed: 63 },
      )
    })
  })
})
