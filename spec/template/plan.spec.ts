/**
 * The shortcuts of expand and match agree with the readings they skip:
 * - expand's plan (lists and associative arrays read straight from the
 *   value, one scan per value noting ":", "@", "[", "]", "#") gives what
 *   section 2.3's reading gives (valueOf, refusal, expandVar, one variable
 *   at a time), and the same refusal at the same varspec, also when a getter
 *   among the variables expands templates itself;
 * - every URI that match accepts is a URI reference, where the template's
 *   shape makes every expansion one (match.ts, referenceByShape: no "+" or
 *   "#" expression, no ":", "@", "[", "]", "#" in its literals but a leading
 *   scheme's ":"; match then does not read the URI again) and elsewhere.
 * - a lone exploded list, read in one pass with its triplets checked where
 *   they stand, gives the answer that expanding its members again gives
 *   (exactness.spec.ts holds match's other readers to it).
 */
import { expect } from 'chai'
import * as E from 'fp-ts/lib/Either.js'
import * as O from 'fp-ts/lib/Option.js'
import * as fc from 'fast-check'
import { isValid } from '../../src/index.ts'
import type { TemplateReason } from '../../src/error/reasons/template.ts'
import { encodeValue, expandVar, OPERATORS, refusal, valueOf } from '../../src/template/expand.ts'
import { expand, match, parseTemplate, type Template, type Variables } from '../../src/template/index.ts'
import { exactness } from '../../src/template/match.ts'

const parsed = (s: string): Template => (parseTemplate(s) as E.Right<Template>).right

/** Section 3's expansion one variable at a time, by section 2.3's reading: the text, or the offset of the varspec refused and why. */
const byTheBook = (t: Template, variables: Variables): string | { readonly refused: number; readonly why: TemplateReason } => {
  let out = ''
  for (const part of t.parts) {
    if (part._tag === 'Literal') {
      out += encodeValue(part.raw, true)
      continue
    }
    const op = OPERATORS[part.operator]
    let first = true
    for (const spec of part.variables) {
      const v = valueOf(Object.prototype.hasOwnProperty.call(variables, spec.name) ? variables[spec.name] : undefined)
      const why = refusal(spec, v)
      if (why !== null) return { refused: spec.start, why }
      if (v.k === 'undefined') continue
      out += (first ? op.first : op.sep) + expandVar(spec, v, op)
      first = false
    }
  }
  return out
}

const names = ['a', 'b', 'c']
const op = fc.constantFrom('', '+', '#', '.', '/', ';', '?', '&')
const varspec = fc.tuple(fc.constantFrom(...names), fc.constantFrom('', '', '*', ':1', ':3')).map(([n, m]) => n + m)
const expression = fc.tuple(op, fc.array(varspec, { minLength: 1, maxLength: 3 })).map(([o, vs]) => `{${o}${vs.join(',')}}`)
const literal = fc.constantFrom('x', '/', ':', 'a:b', '%41', 'é', '//h@', '[', '?q', '#')
const char = fc.constantFrom('a', 'Z', '%', '%4', '%41', ':', '@', '#', '[', ']', '/', '?', '=', ',', '&', '.', ' ', 'é', '\u{1F600}', '\uD800', '', '~')
const scalar = fc.oneof(fc.string({ unit: char, maxLength: 6 }), fc.integer(), fc.boolean(), fc.constant(null))
/** Values section 2.3 reads, and some it refuses (a Date, an object in a list, a list in a map): typed as the variables the caller passes. */
const value = fc.oneof(
  scalar,
  fc.array(fc.oneof(scalar, scalar, fc.constant({})), { maxLength: 4 }),
  fc.dictionary(fc.constantFrom('k', 'l', '', 'é', ':'), fc.oneof(scalar, scalar, fc.constant([1])), { maxKeys: 3 }),
  fc.constant(new Date(0)),
) as unknown as fc.Arbitrary<Variables[string]>

describe('template shortcuts agree with the readings they skip', () => {
  it("expand's plan gives section 2.3's expansion, or its refusal at the same varspec", () => {
    const seen = { rights: 0, refused: 0, notReference: 0, composite: 0 }
    fc.assert(
      fc.property(
        fc.array(fc.oneof(expression, expression, literal), { minLength: 1, maxLength: 4 }).map((ps) => ps.join('')),
        fc.dictionary(fc.constantFrom(...names), value, { maxKeys: 3 }),
        (text, variables) => {
          const t = parsed(text)
          const r = expand(t)(variables)
          const book = byTheBook(t, variables)
          if (Object.values(variables).some((v) => typeof v === 'object' && v !== null)) seen.composite++
          if (typeof book !== 'string') {
            seen.refused++
            expect(E.isLeft(r) && r.left.offset, text).to.equal(book.refused)
            // The same reason: the plan refuses a value where it meets it, section 2.3's reading before it expands.
            expect(E.isLeft(r) && r.left.reason, text).to.deep.equal(book.why)
          } else if (E.isRight(r)) {
            seen.rights++
            expect(r.right, text).to.equal(book)
          } else {
            // The expansion is not a URI reference: the reason holds it, and where it breaks.
            seen.notReference++
            expect(r.left.reason, text).to.deep.include({ kind: 'expansion-not-a-reference', expansion: book })
          }
        },
      ),
      { numRuns: 1_200, seed: 6575 },
    )
    expect(seen.rights).to.be.greaterThan(600)
    expect(seen.refused).to.be.greaterThan(300)
    expect(seen.notReference).to.be.greaterThan(80)
    expect(seen.composite).to.be.greaterThan(700)
  })

  it('a getter that expands templates while it is read changes nothing in the expansion that reads it', () => {
    const others = [expand(parsed('{x}')), expand(parsed('{+x}')), expand(parsed('{#x,y}')), expand(parsed('{x:2}'))]
    let lefts = 0
    fc.assert(
      fc.property(
        // Mostly reserved expressions of several variables: a value read before a getter decides whether the expansion is a reference.
        fc.oneof(
          fc.tuple(fc.constantFrom('+', '#'), fc.shuffledSubarray(names, { minLength: 2 }), fc.constantFrom('', '/x', '{y}')).map(([o, vs, tail]) => `{${o}${vs.join(',')}}${tail}`),
          fc.array(fc.oneof(expression, expression, literal), { minLength: 1, maxLength: 4 }).map((ps) => ps.join('')),
        ),
        fc.dictionary(fc.constantFrom(...names), fc.oneof(fc.string({ unit: char, maxLength: 4 }), value), { maxKeys: 3 }),
        fc.nat(),
        (text, variables, k) => {
          const t = expand(parsed(text))
          // The same values, each read through a getter that first expands another template (refused, risky or plain).
          const read: Record<string, unknown> = {}
          for (const [name, v] of Object.entries(variables))
            Object.defineProperty(read, name, {
              enumerable: true,
              get: () => {
                others[(k + name.length) % others.length]({ x: ['a#b', ['c'], 'é', '[d]'][k % 4], y: '#e' })
                return v
              },
            })
          const plain = t(variables)
          if (E.isLeft(plain)) lefts++
          expect(t(read as Variables), text).to.deep.equal(plain)
        },
      ),
      { numRuns: 600, seed: 6578 },
    )
    expect(lefts).to.be.greaterThan(150)
  })

  it('a match is a URI reference, where the shape makes every expansion one (match then does not read it again) and elsewhere', () => {
    const scheme = fc.constantFrom('', '', 'acme://', 'a+b.c-d:', 'x:', 'users://host/', ':', '1a:', 'a:b:', '@', '#')
    const safe = fc.string({ unit: fc.constantFrom(...'az09/-._~!$&()*+,;=?'.split(''), '%25'), maxLength: 3 })
    const risky = fc.constantFrom(':', 'a:b', '@', '#', '[', ']', '//h:1@')
    const u = fc.constantFrom('', '.', '/', ';', '?', '&')
    const uExpression = fc.tuple(u, fc.array(varspec, { minLength: 1, maxLength: 2 })).map(([o, vs]) => `{${o}${vs.join(',')}}`)
    const shaped = fc
      .tuple(scheme, fc.array(fc.tuple(fc.oneof(uExpression, uExpression, expression), fc.oneof(safe, safe, safe, risky)), { minLength: 1, maxLength: 3 }))
      .map(([s, ps]) => s + ps.map(([e, l]) => e + l).join(''))
    /** An input written over the template: its literals as they are, each expression its first character and any text. */
    const over = (t: Template, texts: readonly string[]): string =>
      t.parts.map((p, k) => (p._tag === 'Literal' ? p.raw : OPERATORS[p.operator].first + (texts[k % texts.length] ?? ''))).join('')
    const seen = { byShape: 0, other: 0 }
    fc.assert(
      fc.property(
        shaped,
        fc.dictionary(fc.constantFrom(...names), value, { maxKeys: 3 }),
        fc.array(fc.string({ unit: char, maxLength: 3 }), { minLength: 1, maxLength: 3 }),
        (text, variables, texts) => {
          const t = parsed(text)
          const shapeSafe = t.parts.every((p) =>
            p._tag === 'Literal' ? !/[:@[\]#]/.test(p === t.parts[0] ? p.raw.replace(/^[a-z][a-z0-9+.-]*:/, '') : p.raw) : !OPERATORS[p.operator].reserved,
          )
          const r = expand(t)(variables)
          if (shapeSafe) expect(E.isRight(r) || r.left.reason?.kind !== 'expansion-not-a-reference', text).to.equal(true)
          const reading = match(t)
          for (const uri of [...(E.isRight(r) ? [r.right, r.right + texts[0]] : []), over(t, texts)]) {
            if (O.isNone(reading(uri))) continue
            if (shapeSafe) seen.byShape++
            else seen.other++
            expect(isValid(uri), `${text} ${uri}`).to.equal(true)
          }
        },
      ),
      { numRuns: 500, seed: 6576 },
    )
    expect(seen.byShape).to.be.greaterThan(100)
    expect(seen.other).to.be.greaterThan(100)
  })

  it('a lone exploded list read in one pass gives the answer that expanding its members again gives', () => {
    const unit = fc.constantFrom('a', '~', '/', '.', ',', '=', '%', '%2', '%2f', '%2F', '%2C', '%20', '%41', '%61', '%7e', '%C3%A9', '%c3%A9', '%E2%82%AC', '%E2%82', '%FF', '\u00E9')
    // Compiled once: match reads exactness.fast at each call.
    const readers = ['{/a*}', '{.a*}', '{a*}', '{+a*}', '{#a*}', '/files{/a*}', '{/a*}/x', 'x{/a*}{?q}'].map((t) => [t, match(parsed(t))] as const)
    let matched = 0
    let triplets = 0
    fc.assert(
      fc.property(fc.constantFrom(...readers), fc.string({ unit, maxLength: 10 }), ([t, reading], body) => {
        for (const uri of [body, `/files${body}`, `x${body}/x`, `/${body}`]) {
          exactness.fast = false
          const slow = reading(uri)
          exactness.fast = true
          expect(reading(uri), `${t} ${uri}`).to.deep.equal(slow)
          if (O.isSome(slow)) {
            matched++
            if (uri.includes('%')) triplets++
          }
        }
      }),
      { numRuns: 1_000, seed: 6577 },
    )
    expect(matched).to.be.greaterThan(400)
    expect(triplets).to.be.greaterThan(150)
  })
})
