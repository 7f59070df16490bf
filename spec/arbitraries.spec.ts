import { expect } from 'chai'
import * as fc from 'fast-check'
import P from 'parsimmon'
import * as arbitraries from '../src/arbitraries/index.ts'
import * as grammar from '../src/grammar/index.ts'
import { oracleAccepts } from './oracle/abnf.ts'

/** The ABNF name of each rule, by its identifier. */
const ABNF_NAMES: Readonly<Record<string, string>> = {
  ALPHA: 'ALPHA',
  DIGIT: 'DIGIT',
  HEXDIG: 'HEXDIG',
  pctEncoded: 'pct-encoded',
  unreserved: 'unreserved',
  reserved: 'reserved',
  genDelims: 'gen-delims',
  subDelims: 'sub-delims',
  scheme: 'scheme',
  authority: 'authority',
  userinfo: 'userinfo',
  host: 'host',
  port: 'port',
  IPLiteral: 'IP-literal',
  IPvFuture: 'IPvFuture',
  IPv6address: 'IPv6address',
  h16: 'h16',
  ls32: 'ls32',
  IPv4address: 'IPv4address',
  decOctet: 'dec-octet',
  regName: 'reg-name',
  path: 'path',
  pathAbempty: 'path-abempty',
  pathAbsolute: 'path-absolute',
  pathNoscheme: 'path-noscheme',
  pathRootless: 'path-rootless',
  pathEmpty: 'path-empty',
  segment: 'segment',
  segmentNz: 'segment-nz',
  segmentNzNc: 'segment-nz-nc',
  pchar: 'pchar',
  query: 'query',
  fragment: 'fragment',
  URI: 'URI',
  hierPart: 'hier-part',
  URIReference: 'URI-reference',
  absoluteURI: 'absolute-URI',
  relativeRef: 'relative-ref',
  relativePart: 'relative-part',
}

const rules = grammar as unknown as Record<string, P.Parser<unknown>>
const arbs = arbitraries as unknown as Record<string, fc.Arbitrary<string>>

describe('typed-uri/arbitraries', () => {
  it('has an arbitrary for every rule of the grammar, under the same name', () => {
    expect(Object.keys(ABNF_NAMES).filter((k) => !(k in arbs))).to.deep.equal([])
    expect(Object.keys(ABNF_NAMES).length).to.equal(39)
  })
  for (const [id, name] of Object.entries(ABNF_NAMES)) {
    it(`${id}: every string it makes is a ${name}, by the grammar and by the ABNF oracle`, () => {
      fc.assert(
        fc.property(arbs[id], (s) => P.seq(rules[id], P.eof).parse(s).status && oracleAccepts(name, s)),
        { numRuns: 500, seed: 5 },
      )
    })
  }
  it('mutations: near-valid strings, mostly invalid, the grammar and the oracle agreeing on each', () => {
    let invalid = 0
    fc.assert(
      fc.property(arbitraries.mutations(arbitraries.URIReference), (s) => {
        const ours = P.seq(grammar.URIReference, P.eof).parse(s).status
        if (!ours) invalid++
        return ours === oracleAccepts('URI-reference', s)
      }),
      { numRuns: 5000, seed: 6 },
    )
    expect(invalid).to.be.above(1000)
  })
})
