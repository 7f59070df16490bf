/**
 * RFC 3987 IRIs and RFC 6874 zone identifiers, as grammars built with options
 * (src/grammar/grammar.ts, iri.ts): validity and exact offsets agree with the
 * ABNF oracle built from the RFCs' own text (spec/oracle/), for every entry
 * rule, over inputs with non-BMP characters, surrogate halves, noncharacters
 * and private use; the back ends agree on every IRI rule; and every URI is an
 * IRI with the same tree.
 */
import { expect } from 'chai'
import * as fc from 'fast-check'
import * as E from 'fp-ts/lib/Either.js'
import * as grammar from '../../src/grammar/index.ts'
import { parse, parseAbsoluteIRI, parseIRelativeRef, parseIRI, parseIRIReference, parseWith, type EntryRule, type UriError, type UriReference } from '../../src/index.ts'
import { iriRuleOf } from '../../src/error/make.ts'
import { anyString, iriLike, uriLike, zoneLike } from '../generators.ts'
import { oracleAccepts, RFC3987, RFC3987_6874, RFC6874, viablePrefixLength, type Abnf } from '../oracle/abnf.ts'
import { disagreement } from './agree.ts'
import { describeError, technical } from '../../src/messages/index.ts'

type Parser = (s: string) => E.Either<UriError, UriReference>

/** Whether a parser agrees with the oracle on `s`: validity, and the exact offset of a failure. */
const agreesWithOracle = (abnf: Abnf, rule: string, p: Parser, s: string): boolean => {
  const r = p(s)
  if (E.isRight(r)) return oracleAccepts(rule, s, abnf)
  if (oracleAccepts(rule, s, abnf)) return false
  return r.left.offset === viablePrefixLength(rule, s, abnf)
}

const IRI_ENTRIES: readonly (readonly [string, Parser])[] = [
  ['IRI-reference', parseIRIReference],
  ['IRI', parseIRI],
  ['absolute-IRI', parseAbsoluteIRI],
  ['irelative-ref', parseIRelativeRef],
]

describe('IRIs (RFC 3987 section 2.2) and zone identifiers (RFC 6874 section 2): the grammars', function () {
  this.timeout(300_000)

  it('IRI entry rules: validity and exact offsets agree with the RFC 3987 ABNF oracle', () => {
    let valid = 0
    fc.assert(
      fc.property(fc.oneof(iriLike, iriLike, anyString), (s) =>
        IRI_ENTRIES.every(([rule, p]) => {
          if (rule === 'IRI-reference' && E.isRight(p(s))) valid++
          return agreesWithOracle(RFC3987, rule, p, s)
        }),
      ),
      // Each input against four rules and the oracle's automaton: 6,000 of them, 1,900 and more valid.
      { numRuns: 6_000, seed: 87 },
    )
    expect(valid).to.be.above(1_800)
  })

  it('zone identifiers: RFC 6874 over RFC 3986 and over RFC 3987, validity and exact offsets agree with the oracle', () => {
    let zoned = 0
    const cases: readonly (readonly [Abnf, boolean])[] = [
      [RFC6874, false],
      [RFC3987_6874, true],
    ]
    for (const [abnf, iri] of cases) {
      const rules: readonly EntryRule[] = ['URI-reference', 'URI', 'absolute-URI', 'relative-ref']
      const parsers = rules.map((rule) => [rule, iri ? iriRuleOf(rule) : rule, parseWith({ rule, iri, zoneIds: true })] as const)
      fc.assert(
        fc.property(fc.oneof(zoneLike, zoneLike, iri ? iriLike : uriLike), (s) =>
          parsers.every(([, name, p]) => {
            const r = p(s)
            if (name.endsWith('-reference') && E.isRight(r) && r.right.authority?.host._tag === 'IPv6' && r.right.authority.host.zone !== undefined) zoned++
            return agreesWithOracle(abnf, name, p as Parser, s)
          }),
        ),
        { numRuns: 3_000, seed: iri ? 89 : 88 },
      )
    }
    expect(zoned).to.be.above(300)
  })

  it('every URI is an IRI with the same tree; an IRI of ASCII characters only is a URI', () => {
    let uris = 0
    fc.assert(
      fc.property(fc.oneof(uriLike, uriLike, iriLike, anyString), (s) => {
        const u = parse(s)
        const i = parseIRIReference(s)
        if (E.isRight(u)) uris++
        if (E.isRight(u)) return E.isRight(i) && JSON.stringify(i.right) === JSON.stringify(u.right)
        return E.isLeft(i) || /[^\x00-\x7f]/.test(s)
      }),
      { numRuns: 10_000, seed: 90 },
    )
    expect(uris).to.be.above(2_500)
  })

  it('the back ends (generated, interpreter, parsimmon, explainer) agree on every RFC 3987 and RFC 6874 rule', () => {
    const rules = [
      'IRI',
      'IRIReference',
      'absoluteIRI',
      'irelativeRef',
      'ihierPart',
      'irelativePart',
      'iauthority',
      'iuserinfo',
      'ihost',
      'iregName',
      'ipath',
      'ipathAbempty',
      'ipathAbsolute',
      'ipathNoscheme',
      'ipathRootless',
      'ipathEmpty',
      'isegment',
      'isegmentNz',
      'isegmentNzNc',
      'ipchar',
      'iquery',
      'ifragment',
      'iunreserved',
      'ucschar',
      'iprivate',
      'ZoneID',
      'IPv6addrz',
    ] as const
    const g = grammar as unknown as Readonly<Record<string, grammar.Rule<unknown>>>
    for (const name of rules) {
      expect(g[name], name).to.not.equal(undefined)
      fc.assert(
        fc.property(fc.oneof(iriLike, zoneLike), (s) => {
          const d = disagreement(g[name], s)
          if (d !== null) throw new Error(`${name} on ${JSON.stringify(s)}: ${d}`)
          return true
        }),
        { numRuns: 300, seed: 91 },
      )
    }
  })

  it('the rules RFC 3987 copies from RFC 3986 are the same exports in both grammars', () => {
    const iri = grammar.uriGrammar({ iri: true })
    const zones = grammar.uriGrammar({ iri: true, zoneIds: true })
    expect(E.isRight(iri) && E.isRight(zones)).to.equal(true)
    if (E.isLeft(iri) || E.isLeft(zones)) return
    expect(iri.right.scheme).to.equal(grammar.scheme)
    expect(iri.right.port).to.equal(grammar.port)
    expect(iri.right.IPLiteral).to.equal(grammar.IPLiteral)
    expect(iri.right.IPv6address).to.equal(grammar.IPv6address)
    expect(iri.right.URI).to.equal(grammar.IRI)
    expect(iri.right.pchar).to.equal(grammar.ipchar)
    expect(zones.right.pchar).to.equal(grammar.ipchar)
    expect(zones.right.IPLiteral).to.not.equal(grammar.IPLiteral)
    // The same options, the very same grammar.
    expect(grammar.uriGrammar({ iri: true, zoneIds: true })).to.deep.equal(zones)
    expect((grammar.uriGrammar({}) as E.Right<grammar.Grammar>).right.URIReference).to.equal(grammar.URIReference)
  })

  it('grammar options of the wrong kind are an invalid-options Left that says which', () => {
    const said = (r: E.Either<UriError, grammar.Grammar>) => (E.isLeft(r) ? [r.left.code, r.left.option, describeError(technical)(r.left)] : null)
    expect(said(grammar.uriGrammar({ iri: 'yes' } as never))).to.deep.equal(['invalid-options', 'iri', 'The option "iri" must be true or false; got "yes".'])
    expect(said(grammar.uriGrammar(null as never))).to.deep.equal(['invalid-options', undefined, 'The options must be an object; got null.'])
  })

  it('names the IRI rules as RFC 3987 does in error rule paths', () => {
    const e = parseIRI('http://a/b c')
    expect(E.isLeft(e) && e.left.rulePath).to.deep.equal(['IRI', 'ihier-part', 'ipath-abempty'])
    expect(E.isLeft(e) && e.left.rule).to.equal('IRI')
  })
})

/** Appendix A's design alternatives, which RFC 3987 did not adopt: what the grammar makes of their examples. */
const APPENDIX_A: readonly (readonly [string, string, number | null])[] = [
  // A.1: a new scheme is only a scheme; the IRI syntax is the same.
  ['A.1 (new schemes: "httpi:")', 'httpi://www.example.org/ros\u00E9', null],
  ['A.1 (a metascheme: "i:http:")', 'i:http://www.example.org/ros\u00E9', null],
  // A.3: "%u" is not percent-encoding: the error is at the "u", where HEXDIG was expected.
  ['A.3 (a new encoding convention: "%u")', 'http://www.example.org/ros%u00E9', 27],
  // A.4: a character encoding label in square brackets is not IRI syntax.
  ['A.4 (character encodings in the IRI)', 'http://www.example.org/ros[iso-8859-1]\u00E9', 26],
]

describe('RFC 3987 Appendix A: the design alternatives not adopted', () => {
  for (const [section, input, offset] of APPENDIX_A) {
    it(`${section}: ${input} is ${offset === null ? 'an IRI' : `not an IRI (offset ${offset})`}`, () => {
      const r = parseIRI(input)
      expect(E.isLeft(r) ? r.left.offset : null).to.equal(offset)
    })
  }
})
