/**
 * The fixes of RFC 6570 reading, expansion and matching, by section: each row
 * a case, each class a generator (random templates and values: matching an
 * expansion finds variables that expand to the same URI).
 */
import Ajv from 'ajv'
import { expect } from 'chai'
import * as E from 'fp-ts/lib/Either.js'
import * as O from 'fp-ts/lib/Option.js'
import * as fc from 'fast-check'
import { describeError, technical } from '../../src/messages/index.ts'
import { addUriFormats } from '../../src/ajv/index.ts'
import { uriTemplateSchema } from '../../src/standard-schema/index.ts'
import { expand, expandPartial, match, parseTemplate, type Template, type Variables, type VariableValue } from '../../src/template/index.ts'

const template = (t: string): Template => {
  const r = parseTemplate(t)
  if (E.isLeft(r)) throw new Error(`${t}: ${describeError(technical)(r.left)}`)
  return r.right
}
const expanded = (t: string, vars: Variables): string => {
  const r = expand(template(t))(vars)
  if (E.isLeft(r)) throw new Error(`${t}: ${describeError(technical)(r.left)}`)
  return r.right
}

describe('section 2.1: literals (Errata ID 6937: %x26-3B, the apostrophe)', () => {
  const ajv = addUriFormats(new Ajv())
  const rows: readonly (readonly [string, Variables, string])[] = [
    ["'{count}'", { count: 3 }, "'3'"],
    ["it's/{x}", { x: 'a' }, "it's/a"],
    ["{+x}'", { x: "'" }, "''"],
  ]
  for (const [t, vars, out] of rows) {
    it(`${t} reads, validates (schema, ajv) and expands to ${out}`, () => {
      expect(expanded(t, vars)).to.equal(out)
      expect(uriTemplateSchema()['~standard'].validate(t)).to.deep.equal({ value: t })
      expect(ajv.validate({ type: 'string', format: 'uri-template' }, t)).to.equal(true)
    })
  }
  it('every character of %x26-3B is a literal', () => {
    for (let c = 0x26; c <= 0x3b; c++) expect(E.isRight(parseTemplate(String.fromCharCode(c))), String.fromCharCode(c)).to.equal(true)
  })
})

describe('section 3.2.1: prefixes count characters, a pct-encoded one as one', () => {
  const rows: readonly (readonly [string, string, string])[] = [
    ['{+abcdef:4}', '%61%62%63%64%65%66', '%61%62%63%64'],
    ['{+x:1}', '%ce%b1%', '%ce%b1'],
    ['{+x:2}', '%ce%b1%', '%ce%b1%25'],
    ['{+x:3}', '%ce%b1%c', '%ce%b1%25c'],
    ['{+x:1}', '%F0%9F%98%80z', '%F0%9F%98%80'],
    ['{+x:1}', '%C3%28', '%C3'],
    ['{+x:2}', '%E0%80%80', '%E0%80'],
    ['{#x:2}', '%ED%A0%80a', '#%ED%A0'],
    ['{x:2}', '%61%62', '%256'],
  ]
  for (const [t, v, out] of rows) it(`${t} of ${v} is ${out}`, () => expect(expanded(t, { x: v, abcdef: v })).to.equal(out))

  const RESERVED = template('{+x}')
  const PREFIXED = Array.from({ length: 9 }, (_, k) => template(`{+x:${k + 1}}`))
  it('generator: a reserved prefix of n characters is the first n characters of the value, each triplet run of one code point whole', () => {
    const piece = fc.oneof(fc.constantFrom('a', '%', '%4', '%41', '%C3%A9', '%E2%82%AC', '%F0%9F%98%80', '%C3', '%80', '%ZZ', '/'), fc.string({ unit: 'grapheme', maxLength: 1 }))
    let cut = 0
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 8 }), fc.integer({ min: 1, max: 9 }), (pieces, n) => {
        const value = pieces.join('')
        const out = E.getOrElse(() => '')(expand(PREFIXED[n - 1])({ x: value }))
        // The prefix, expanded alone, is the start of the whole value's expansion, and never ends inside a triplet.
        const whole = E.getOrElse(() => '')(expand(RESERVED)({ x: value }))
        expect(whole.startsWith(out), `${value} ${n}`).to.equal(true)
        expect(out.endsWith('%') || /%[0-9A-Fa-f]$/.test(out)).to.equal(false)
        if (out !== whole) cut++
      }),
      { numRuns: 400, seed: 69370 },
    )
    expect(cut).to.be.greaterThan(80)
  })
})

describe('section 1.4: the reading rule, and the matches that exist', () => {
  const rows: readonly (readonly [string, string, Record<string, VariableValue>])[] = [
    [
      'http://{host}{/segments*}/{?one,two,bogus}{#fragment}',
      'http://example.com/a/b/c/?one=1&two=2#foo',
      { host: 'example.com', segments: ['a', 'b', 'c'], one: '1', two: '2', fragment: 'foo' },
    ],
    ['http://{host}{/segments*}/{?one,two,bogus}{#fragment}', 'http://example.com/a/b/c/#foo', { host: 'example.com', segments: ['a', 'b', 'c'], fragment: 'foo' }],
    ['foo{+foo}{#bar}baz', 'foo/test/bananabaz', { foo: '/test/banana' }],
    ['foo{+foo}{#bar}baz', 'foobaz', {}],
    // Reserved expansion keeps triplets, but writes a character outside ASCII as its triplets too: read back, the character.
    ['{+greek:2}', '%CE%B1%CE%B2', { greek: 'αβ' }],
    ['{+path}', '/caf%C3%A9/a%2Fb/%c3%a9', { path: '/café/a%2Fb/%c3%a9' }],
    // The rule, 1: each literal as late as the rest allows; 2: the earlier expression takes the longest text.
    ['{/a}/{b}/{c}', '/x/y/z', { a: 'x', b: 'y', c: 'z' }],
    ['{/path*}/{file}', '/a/b/c', { path: ['a', 'b'], file: 'c' }],
    ['{a}{b}', 'xy', { a: 'xy' }],
    ['{+base}{/rest*}', 'http://example.com/a/b', { base: 'http://example.com/a/b' }],
    ['{+path}{#section}', '/a/b#intro', { path: '/a/b', section: 'intro' }],
    ['{/v0}{/v1}{/v2}', '/a/b/c', { v0: 'a', v1: 'b', v2: 'c' }],
    ["'{count}'", "'3'", { count: '3' }],
  ]
  for (const [t, uri, vars] of rows) {
    it(`${t} matches ${uri}`, () => {
      expect(match(template(t))(uri)).to.deep.equal(O.some(vars))
      expect(expanded(t, vars as Variables)).to.equal(uri)
    })
  }

  it('a name read from the input never reaches a prototype', () => {
    const found = match(template('{?m*}'))('?__proto__=x&a=1')
    expect(O.isSome(found) && Object.getPrototypeOf(found.value.m)).to.equal(Object.prototype)
    expect(O.isSome(found) && Object.keys(found.value.m as object)).to.deep.equal(['__proto__', 'a'])
  })

  it('generator: templates of distinct variables match back their expansions (exact, and at least 90% of them)', () => {
    const modifier = fc.oneof(
      fc.constant(''),
      fc.constant('*'),
      fc.integer({ min: 1, max: 12 }).map((n) => `:${n}`),
    )
    const op = fc.constantFrom('', '+', '#', '.', '/', ';', '?', '&')
    const literal = fc.stringMatching(/^[a-z0-9/\-._~!$&'()*+,;=@]{0,4}$/)
    const tmpl = fc.array(fc.tuple(literal, op, fc.array(modifier, { minLength: 1, maxLength: 3 })), { minLength: 1, maxLength: 4 }).map((ps) => {
      let k = 0
      return ps.map(([l, o, ms]) => `${l}{${o}${ms.map((m) => `v${k++}${m}`).join(',')}}`).join('')
    })
    const scalar = fc.oneof(fc.string({ maxLength: 6 }), fc.constantFrom('', '%2F', 'a,b', 'a=b', '.', '/', '#', "'", '\u00E9'))
    const value = fc.oneof(scalar, fc.array(scalar, { maxLength: 3 }), fc.dictionary(fc.stringMatching(/^[a-z]{1,3}$/), scalar, { maxKeys: 3 }), fc.constant(null))
    const names = Array.from({ length: 12 }, (_, i) => `v${i}`)
    let tried = 0
    let matched = 0
    fc.assert(
      fc.property(tmpl, fc.dictionary(fc.constantFrom(...names), value), (t, vars) => {
        const parsed = template(t)
        const r = expand(parsed)(vars as Variables)
        if (E.isLeft(r)) return
        tried++
        const found = match(parsed)(r.right)
        if (O.isNone(found)) return
        matched++
        expect(expand(parsed)(found.value), `${t} ${r.right}`).to.deep.equal(E.right(r.right))
      }),
      { numRuns: 300, seed: 19 },
    )
    expect(tried).to.be.greaterThan(200)
    expect(matched / tried).to.be.greaterThan(0.9)
  })

  it('generator: route-like templates with literals a variable could also hold always match back', () => {
    // Segments whose variables can hold the literal between them ({/a*} and "/"), the case the reading rule's first pass exists for.
    const part = fc.constantFrom('{/a*}', '/', '{b}', '{+c}', '.', '{.d}', '{?q}', '{#f}', '-', '{;p}')
    let tried = 0
    let matched = 0
    fc.assert(
      fc.property(fc.array(part, { minLength: 1, maxLength: 6 }), fc.array(fc.stringMatching(/^[a-z]{0,3}$/), { maxLength: 3 }), (ps, list) => {
        // Each name once: a repeated one must hold one value in two places, which the rule does not look for.
        const seen = new Set<string>()
        const t = ps
          .filter((p) => {
            if (p.length === 1) return true
            if (seen.has(p)) return false
            seen.add(p)
            return true
          })
          .join('')
        const parsed = template(t)
        const vars: Variables = { a: list, b: list[0] ?? null, c: list.join('/'), d: list[1] ?? null, q: list[2] ?? null, f: list[0] ?? null, p: list[1] ?? null }
        const r = expand(parsed)(vars)
        if (E.isLeft(r)) return
        tried++
        const found = match(parsed)(r.right)
        if (O.isSome(found)) {
          matched++
          expect(expand(parsed)(found.value), `${t} ${r.right}`).to.deep.equal(E.right(r.right))
        }
      }),
      { numRuns: 500, seed: 6570_14 },
    )
    expect(tried).to.be.greaterThan(300)
    expect(matched / tried).to.be.greaterThan(0.9)
  })
})

describe('partial expansion', () => {
  const rows: readonly (readonly [string, Variables, string])[] = [
    ['/s{?a,b}', { a: '1' }, '/s?a=1{&b}'],
    ['/s{?a,b}', { a: null }, '/s{?b}'],
    ['{/a,b,c}', { a: 'A', c: 'C' }, '/A{/b}/C'],
    ['{/id}{?page,limit}', { id: 7, page: 2 }, '/7?page=2{&limit}'],
    ['{a,b}', { a: 1, b: 2 }, '1,2'],
    ['{.x,y}', { y: 'Y' }, '{.x}.Y'],
    ["'{x}'{y}", { y: 'a b' }, "'{x}'a%20b"],
  ]
  for (const [t, vars, out] of rows) it(`${t} with ${JSON.stringify(vars)} is ${out}`, () => expect(expandPartial(template(t))(vars)).to.deep.equal(E.right(out)))

  it('refuses what cannot be continued, with the varspec', () => {
    const r = expandPartial(template('{a,b}'))({ b: 2 })
    expect(E.isLeft(r) && [r.left.code, r.left.offset]).to.deep.equal(['invalid-expansion', 1])
    const q = expandPartial(template('{?a,b}'))({ b: 2 })
    expect(E.isLeft(q) && [q.left.code, q.left.offset]).to.deep.equal(['invalid-expansion', 4])
    const bad = expandPartial(template('{a}'))(null as unknown as Variables)
    expect(E.isLeft(bad) && bad.left.code).to.equal('invalid-options')
  })

  it('generator: expanding the rest of a partial expansion gives the whole expansion', () => {
    const op = fc.constantFrom('', '+', '#', '.', '/', ';', '?', '&')
    const t = fc.tuple(fc.stringMatching(/^[a-z/]{0,2}$/), op, fc.stringMatching(/^[a-z/]{0,2}$/), op).map(([l, o, m, p]) => `${l}{${o}a,b}${m}{${p}c}`)
    const v = fc.oneof(fc.stringMatching(/^[a-z %]{0,3}$/), fc.constant(null), fc.array(fc.stringMatching(/^[a-z]{1,2}$/), { maxLength: 2 }))
    let exercised = 0
    fc.assert(
      fc.property(t, fc.record({ a: v, b: v, c: v }), fc.subarray(['a', 'b', 'c']), (text, all, given) => {
        const parsed = template(text)
        const now = Object.fromEntries(given.map((k) => [k, all[k as 'a']]))
        const later = Object.fromEntries(['a', 'b', 'c'].filter((k) => !given.includes(k)).map((k) => [k, all[k as 'a']]))
        const part = expandPartial(parsed)(now)
        const whole = expand(parsed)(all)
        // An expansion that is no URI reference ("#" twice) is refused at the end, at another offset.
        if (E.isLeft(part) || E.isLeft(whole)) return
        exercised++
        expect(expand(template(part.right))(later), `${text} ${part.right}`).to.deep.equal(whole)
      }),
      { numRuns: 500, seed: 6570 },
    )
    expect(exercised).to.be.greaterThan(300)
  })
})
