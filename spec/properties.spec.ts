/**
 * The properties that make a strict parser trustworthy, each over 10,000
 * seeded inputs: total, in agreement with an independent oracle built from
 * the RFC's ABNF (spec/oracle/abnf.ts) and with Appendix B's splitter, exact
 * in its error positions.
 */
import { expect } from 'chai'
import * as E from 'fp-ts/lib/Either.js'
import * as fc from 'fast-check'
import { URIReference as validReference } from '../src/arbitraries/index.ts'
import {
  decodeComponent,
  findURIs,
  fromUserInput,
  suggestFix,
  encodeFragment,
  encodePath,
  encodePathSegment,
  encodeQuery,
  encodeRegName,
  encodeUserinfo,
  isValid,
  normalize,
  normalizeSyntax,
  parse,
  parseURI,
  parseWith,
  relativize,
  resolve,
  serialize,
  toComponents,
  type Uri,
} from '../src/index.ts'
import { describeError, formatError, locate, plain, technical } from '../src/messages/index.ts'
import { inspect, policy, redact } from '../src/security/index.ts'
import { explainInput } from '../src/cli/run.ts'
import { parseRows, validateRows } from '../src/cli/rows.ts'
import { normalizeRows } from '../src/cli/result-rows.ts'
import { anyString, ENTRIES, RUNS, uriLike } from './generators.ts'
import { oracleAccepts, viablePrefixLength } from './oracle/abnf.ts'
import { split } from './resolve/oracle.ts'

const BASE = (parseURI('http://a/b/c/d;p?q') as E.Right<Uri>).right

describe('properties', () => {
  it('total: no public function throws, on any string', () => {
    fc.assert(
      fc.property(anyString, (s) => {
        for (const [rule, p] of ENTRIES) {
          const r = p(s)
          if (E.isLeft(r)) {
            formatError(technical)(s)(r.left)
            describeError(plain)(r.left)
            locate(s)(r.left.offset)
            suggestFix(s)(r.left)
          } else {
            toComponents(r.right)
            serialize(normalize(r.right))
            serialize(normalizeSyntax(r.right))
            serialize(resolve(BASE)(r.right))
            if (r.right._tag === 'Uri') serialize(relativize(BASE)(r.right))
            inspect()(r.right)
            policy()(r.right)
            serialize(redact(r.right))
          }
          parseRows(rule).rowOf(s)
          validateRows(rule).rowOf(s)
          explainInput(rule, s, true)
        }
        isValid(s)
        findURIs(s)
        fromUserInput({ defaultScheme: 'https' })(s)
        parseWith({ maxLength: 10 })(s)
        normalizeRows('scheme').rowOf(s)
        decodeComponent(s)
        for (const encode of [encodeUserinfo, encodeRegName, encodePathSegment, encodePath, encodeQuery, encodeFragment]) encode(s)
        return true
      }),
      // Each input goes through every public function (the error path and its helpers for most):
      // 1,500 of them is 60,000 calls and more.
      { numRuns: 1_500, seed: 1 },
    )
  })

  it('validity agrees with the ABNF oracle, for URI-reference, URI, absolute-URI and relative-ref', () => {
    fc.assert(
      fc.property(anyString, (s) => ENTRIES.every(([rule, p]) => E.isRight(p(s)) === oracleAccepts(rule, s))),
      { numRuns: RUNS, seed: 2 },
    )
  })

  it('the five components agree with the Appendix B splitter on every valid reference', () => {
    let exercised = 0
    fc.assert(
      fc.property(fc.oneof(validReference, uriLike), (s) => {
        const r = parse(s)
        if (E.isLeft(r)) return true
        exercised++
        const c = toComponents(r.right)
        const b = split(s)
        return (
          (c.scheme ?? undefined) === b.scheme &&
          (r.right.authority?.raw ?? undefined) === b.authority &&
          c.path === b.path &&
          (c.query ?? undefined) === b.query &&
          (c.fragment ?? undefined) === b.fragment
        )
      }),
      { numRuns: RUNS, seed: 3 },
    )
    expect(exercised).to.be.above(5_000)
  })

  it('exact error positions: slice(0, k) can still be completed, slice(0, k + 1) cannot', () => {
    fc.assert(
      fc.property(anyString, (s) =>
        ENTRIES.every(([rule, p]) => {
          const r = p(s)
          if (E.isRight(r)) return true
          const k = r.left.offset
          const viable = viablePrefixLength(rule, s)
          return k === viable && viablePrefixLength(rule, s.slice(0, k)) === k && viablePrefixLength(rule, s.slice(0, k + 1)) === k
        }),
      ),
      { numRuns: 3_000, seed: 4 },
    )
  })

  it('round trip: serialize(parse(s)) === s, and parse(serialize(ast)) is the same tree', () => {
    let exercised = 0
    fc.assert(
      fc.property(fc.oneof(validReference, uriLike), (s) => {
        const r = parse(s)
        if (E.isLeft(r)) return true
        exercised++
        const text = serialize(r.right)
        const again = parse(text)
        return text === s && E.isRight(again) && JSON.stringify(again.right) === JSON.stringify(r.right)
      }),
      { numRuns: RUNS, seed: 5 },
    )
    expect(exercised).to.be.above(5_000)
  })

  it('maxLength: a clear too-long error past the limit, the ordinary result within it', () => {
    const limited = parseWith({ maxLength: 20 })
    const r = limited('http://example.com/' + 'x'.repeat(100))
    expect(E.isLeft(r) && r.left).to.include({ code: 'too-long', offset: 20 })
    expect(E.isLeft(r) && describeError(technical)(r.left)).to.equal('The input is 119 characters long; at most 20 are allowed.')
    expect(E.isRight(limited('http://example.com/'))).to.equal(true)
    expect(parseWith({ rule: 'URI', maxLength: 5 })('g')).to.deep.include({ _tag: 'Left' })
    fc.assert(
      fc.property(anyString, (s) => (s.length > 12 ? E.isLeft(parseWith({ maxLength: 12 })(s)) : JSON.stringify(parseWith({ maxLength: 12 })(s)) === JSON.stringify(parse(s)))),
      {
        numRuns: RUNS,
        seed: 6,
      },
    )
  })
})
