/**
 * Laws of typed-uri/template, checked on generated templates and values:
 * - parseTemplate accepts exactly what RFC 6570's ABNF accepts (the oracle),
 *   refusing only the reserved operators, and fails at the oracle's offset;
 * - every expansion is a URI reference, and templates whose literals and
 *   operators cannot write a second "#" or a bracket always expand;
 * - match after expand gives variables that expand to the same URI.
 */
import { expect } from 'chai'
import * as E from 'fp-ts/lib/Either.js'
import * as O from 'fp-ts/lib/Option.js'
import * as fc from 'fast-check'
import { describeError, technical } from '../../src/messages/index.ts'
import { isValid } from '../../src/index.ts'
import { expand, match, parseTemplate, type Template, type Variables, type VariableValue } from '../../src/template/index.ts'
import { oracleAccepts, RFC6570, viablePrefixLength } from '../oracle/abnf.ts'

const RUNS = 10_000
/** For the laws that expand generated variables: each run builds its template's record of arbitraries (most of their time). */
const EXPAND_RUNS = 5_000

/** Characters that matter to the template grammar, and some that it refuses. */
const templateChar = fc.constantFrom(...('{}{}{}+#./;?&=,!@|:*_%a1F9.-~ \'"<>\\^`\u00E9\uE000\uFDD0\u{1F600}\u0000'.match(/./gsu) as string[]), 'a', 'b', 'x', '%2F', '%G')
const templateLike = fc.array(templateChar, { maxLength: 16 }).map((cs) => cs.join(''))

const name = fc.stringMatching(/^[a-z][a-z0-9_]{0,3}$/)
const modifier = fc.oneof(
  fc.constant(''),
  fc.constant('*'),
  fc.integer({ min: 1, max: 12 }).map((n) => `:${n}`),
)
const op = fc.constantFrom('', '+', '#', '.', '/', ';', '?', '&')
const expression = fc.tuple(op, fc.array(fc.tuple(name, modifier), { minLength: 1, maxLength: 3 })).map(([o, vs]) => `{${o}${vs.map(([n, m]) => n + m).join(',')}}`)
/** Literal text that stays a URI reference in any place: no "#", "[", "]", "?" or ":" (which could start a scheme). */
const safeLiteral = fc.stringMatching(/^[a-z0-9/\-._~!$&()*+,;=@]{0,4}$/)
const safeTemplate = fc.array(fc.tuple(safeLiteral, expression), { minLength: 1, maxLength: 4 }).map((ps) => ps.map(([l, e]) => l + e).join(''))
/** Any literal text, "#" and "[" included: expansions of these may fail to be URI references. */
const anyTemplate = fc.array(fc.oneof(expression, fc.stringMatching(/^[a-z0-9/#?[\]:@%C3%A9\u00E9]{1,3}$/)), { maxLength: 5 }).map((ps) => ps.join(''))

const scalar = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 6 }),
  fc.string({ maxLength: 6 }),
  fc.integer().map(String),
  fc.constantFrom('', '%2F', 'a,b', 'a=b', '.', '/', '#', '[', '\u00E9', '\u{1F600}'),
)
const value: fc.Arbitrary<VariableValue> = fc.oneof(
  scalar,
  fc.array(scalar, { maxLength: 3 }),
  fc.dictionary(fc.oneof(fc.stringMatching(/^[a-z]{1,3}$/), scalar), scalar, { maxKeys: 3 }),
  fc.constant(null),
)

const names = (t: Template): readonly string[] => t.parts.flatMap((p) => (p._tag === 'Expression' ? p.variables.map((v) => v.name) : []))
/** Variables for a template's names; a prefix asks for a string, so those get one. */
const variablesFor = (t: Template): fc.Arbitrary<Variables> => {
  const prefixed = new Set(t.parts.flatMap((p) => (p._tag === 'Expression' ? p.variables.filter((v) => v.prefix !== null).map((v) => v.name) : [])))
  return fc.record(Object.fromEntries(names(t).map((n) => [n, prefixed.has(n) ? fc.oneof(scalar, fc.constant(null)) : value])))
}
const parsed = (s: string): Template => {
  const r = parseTemplate(s)
  if (E.isLeft(r)) throw new Error(`${s}: ${describeError(technical)(r.left)}`)
  return r.right
}

describe('template laws', () => {
  it('parseTemplate accepts what the ABNF accepts (but the reserved operators), and fails at the oracle offset', () => {
    let accepted = 0
    let refused = 0
    fc.assert(
      fc.property(templateLike, (s) => {
        const r = parseTemplate(s)
        const oracle = oracleAccepts('URI-Template', s, RFC6570)
        if (E.isRight(r)) {
          accepted++
          expect(oracle, s).to.equal(true)
        } else if (r.left.code === 'reserved-operator') {
          expect(oracle, s).to.equal(true)
          expect('=,!@|').to.include(s[r.left.offset])
        } else {
          refused++
          expect(oracle, s).to.equal(false)
          expect(r.left.offset, s).to.equal(viablePrefixLength('URI-Template', s, RFC6570))
        }
      }),
      { numRuns: RUNS, seed: 6570 },
    )
    expect(accepted).to.be.greaterThan(2_000)
    expect(refused).to.be.greaterThan(2_000)
  })

  it('templates with safe literals always expand, to a URI reference', () => {
    let exercised = 0
    fc.assert(
      fc.property(
        safeTemplate.map(parsed).chain((t) => fc.tuple(fc.constant(t), variablesFor(t))),
        ([t, vars]) => {
          // Reserved expansion copies "#", "[" and "]": only the other operators are sure to give a URI reference.
          const reserved = t.parts.some((p) => p._tag === 'Expression' && (p.operator === '+' || p.operator === '#'))
          const r = expand(t)(vars)
          if (E.isRight(r)) expect(isValid(r.right), r.right).to.equal(true)
          if (!reserved) {
            exercised++
            expect(E.isRight(r), `${t.raw} ${JSON.stringify(vars)}`).to.equal(true)
          }
        },
      ),
      { numRuns: EXPAND_RUNS, seed: 6571 },
    )
    expect(exercised).to.be.greaterThan(2_000)
  })

  it('every expansion that succeeds is a URI reference, whatever the literals', () => {
    let rights = 0
    fc.assert(
      fc.property(
        anyTemplate
          .filter((s) => E.isRight(parseTemplate(s)))
          .map(parsed)
          .chain((t) => fc.tuple(fc.constant(t), variablesFor(t))),
        ([t, vars]) => {
          const r = expand(t)(vars)
          if (E.isRight(r)) {
            rights++
            expect(isValid(r.right), r.right).to.equal(true)
          } else expect(r.left.code).to.equal('invalid-expansion')
        },
      ),
      { numRuns: EXPAND_RUNS, seed: 6572 },
    )
    expect(rights).to.be.greaterThan(3_000)
  })

  it('match after expand gives variables that expand to the same URI', () => {
    let matched = 0
    let tried = 0
    fc.assert(
      fc.property(
        safeTemplate.map(parsed).chain((t) => fc.tuple(fc.constant(t), variablesFor(t))),
        ([t, vars]) => {
          const r = expand(t)(vars)
          if (E.isLeft(r)) return
          tried++
          const found = match(t)(r.right)
          if (O.isNone(found)) return
          matched++
          const again = expand(t)(found.value)
          expect(again, `${t.raw} ${r.right}`).to.deep.equal(E.right(r.right))
        },
      ),
      { numRuns: EXPAND_RUNS, seed: 6573 },
    )
    expect(tried).to.be.greaterThan(4_000)
    // These templates put expressions side by side and repeat names ({a}{b}{+a*}): many are ambiguous, most still match back.
    expect(matched / tried).to.be.greaterThan(0.8)
  })

  it('route-like templates (expressions between "/" literals, distinct names) always match back', () => {
    const segment = fc.oneof(fc.stringMatching(/^[a-z]{1,5}$/), fc.constant(''))
    const route = fc
      .tuple(fc.array(segment, { minLength: 1, maxLength: 4 }), fc.constantFrom('', '{?q,page}', '{?filter*}', '{#frag}'))
      .map(([segs, tail]) => segs.map((s, k) => `/${s === '' ? `{v${k}}` : s}`).join('') + tail)
    const plain = fc.oneof(fc.string({ maxLength: 6 }), fc.stringMatching(/^[a-z0-9]{1,6}$/))
    // Built once: a dictionary built inside chain costs 8 ms a run (fast-check 4.10), 24 s of 3,000.
    const filter = fc.dictionary(fc.stringMatching(/^[a-z]{1,3}$/), plain, { maxKeys: 3 })
    let tried = 0
    let matched = 0
    fc.assert(
      fc.property(
        route.map(parsed).chain((t) => fc.tuple(fc.constant(t), fc.record(Object.fromEntries(names(t).map((n) => [n, n === 'filter' ? filter : plain]))))),
        ([t, vars]) => {
          const r = expand(t)(vars as Variables)
          if (E.isLeft(r)) return
          tried++
          const found = match(t)(r.right)
          if (O.isSome(found)) {
            matched++
            expect(expand(t)(found.value)).to.deep.equal(E.right(r.right))
          }
        },
      ),
      { numRuns: 3_000, seed: 6574 },
    )
    expect(tried).to.be.greaterThan(2_000)
    expect(matched / tried).to.be.greaterThan(0.99)
  })
})
