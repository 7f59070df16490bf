import { expect } from 'chai'
import { genDelims, pctEncoded, reserved, subDelims, unreserved } from '../../src/grammar/index.ts'
import { accepts, acceptsAll, valueOf } from '../helpers.ts'

const ascii = Array.from({ length: 128 }, (_, c) => String.fromCharCode(c))
const only = (set: string) => ascii.filter((c) => set.includes(c))
const except = (set: string) => ascii.filter((c) => !set.includes(c))

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

describe('grammar/characters (RFC 3986 section 2)', () => {
  describe('2.1 pct-encoded = "%" HEXDIG HEXDIG', () => {
    it('accepts a percent sign and two hex digits of either case', () => {
      acceptsAll(pctEncoded, ['%20', '%7e', '%7E', '%00', '%ff', '%Ff'], ['%', '%2', '%g0', '%0g', '20', '%%20', '% 20', '%200'])
    })
    it('yields the triplet as written', () => {
      expect(valueOf(pctEncoded, '%7e')).to.equal('%7e')
    })
  })
  describe('2.2 reserved characters', () => {
    it('gen-delims = ":" / "/" / "?" / "#" / "[" / "]" / "@"', () => {
      acceptsAll(genDelims, only(':/?#[]@'), except(':/?#[]@'))
    })
    it('sub-delims = "!" / "$" / "&" / "\'" / "(" / ")" / "*" / "+" / "," / ";" / "="', () => {
      acceptsAll(subDelims, only("!$&'()*+,;="), except("!$&'()*+,;="))
    })
    it('reserved = gen-delims / sub-delims', () => {
      acceptsAll(reserved, only(":/?#[]@!$&'()*+,;="), except(":/?#[]@!$&'()*+,;="))
    })
  })
  describe('2.3 unreserved = ALPHA / DIGIT / "-" / "." / "_" / "~"', () => {
    it('accepts exactly letters, digits and - . _ ~', () => {
      acceptsAll(unreserved, only(ALNUM + '-._~'), [...except(ALNUM + '-._~'), 'é', '%41'])
    })
    it('reserved and unreserved are disjoint', () => {
      for (const c of ascii) expect(accepts(reserved, c) && accepts(unreserved, c), c).to.equal(false)
    })
  })
})
