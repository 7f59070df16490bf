import { expect } from 'chai'
import * as E from 'fp-ts/lib/Either.js'
import * as O from 'fp-ts/lib/Option.js'
import { isValid, parse } from '../../src/index.ts'
import { describeError, plain, technical } from '../../src/messages/index.ts'
import { expand, match, parseTemplate, type Template, type Variables } from '../../src/template/index.ts'
import { EXAMPLES, EXPECTED_COUNTS } from './rfc6570-examples.ts'

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

describe('RFC 6570 examples', () => {
  for (const [section, examples] of Object.entries(EXAMPLES)) {
    describe(`section ${section}`, () => {
      it(`holds the ${EXPECTED_COUNTS[section]} examples the RFC gives`, () => expect(examples).to.have.length(EXPECTED_COUNTS[section]))
      for (const { template: t, expansion, variables } of examples) {
        it(`${t} expands to ${expansion}`, () => expect(expanded(t, variables)).to.equal(expansion))
        it(`${t} matches ${expansion} back to variables that expand to it`, () => {
          const found = match(template(t))(expansion)
          expect(O.isSome(found), 'matched').to.equal(true)
          if (O.isSome(found)) expect(expanded(t, found.value)).to.equal(expansion)
        })
      }
    })
  }
})

describe('parseTemplate', () => {
  it('reads the parts, their spans, operators and modifiers', () => {
    const t = template('/users/{id}{?fields*,q:3}')
    expect(t.parts).to.deep.equal([
      { _tag: 'Literal', raw: '/users/', start: 0, end: 7 },
      { _tag: 'Expression', operator: '', raw: '{id}', start: 7, end: 11, variables: [{ name: 'id', prefix: null, explode: false, start: 8, end: 10 }] },
      {
        _tag: 'Expression',
        operator: '?',
        raw: '{?fields*,q:3}',
        start: 11,
        end: 25,
        variables: [
          { name: 'fields', prefix: null, explode: true, start: 13, end: 20 },
          { name: 'q', prefix: 3, explode: false, start: 21, end: 24 },
        ],
      },
    ])
  })

  it('reads dotted and percent-encoded variable names', () => {
    const [e] = template('{a.b%2Fc_1}').parts
    expect(e._tag === 'Expression' && e.variables[0].name).to.equal('a.b%2Fc_1')
  })

  const errors: readonly (readonly [string, string, number, string])[] = [
    // input, code, offset, a phrase of the technical sentence
    ['/users/{id', 'unclosed-expression', 10, 'opened by "{" at position 8'],
    ['{', 'unclosed-expression', 1, 'opened by "{" at position 1'],
    ['{var:abc}', 'invalid-character', 5, 'prefix length'],
    ['{var:0}', 'invalid-character', 5, 'a digit 1 to 9'],
    ['{var:10000}', 'invalid-character', 9, 'one of , }'],
    ['{=x}', 'reserved-operator', 1, 'reserves the operators'],
    ['{|x}', 'reserved-operator', 1, 'reserves'],
    ['{a..b}', 'invalid-character', 3, 'variable name'],
    ['{a.}', 'invalid-character', 3, 'variable name'],
    ['{}', 'invalid-character', 1, 'an operator'],
    ['{a b}', 'invalid-character', 2, 'a space'],
    ['{a-b}', 'invalid-character', 2, '"-"'],
    ['a}b', 'invalid-character', 1, 'position 2 in the template;'],
    ['a b', 'invalid-character', 1, 'a space'],
    ['100%', 'bad-percent-encoding', 4, 'two hex digits'],
    ['{x%2}', 'bad-percent-encoding', 4, 'two hex digits'],
    ['{a{b}', 'invalid-character', 2, '"{"'],
  ]
  for (const [input, code, offset, phrase] of errors) {
    it(`${JSON.stringify(input)}: ${code} at ${offset}`, () => {
      const r = parseTemplate(input)
      expect(E.isLeft(r) && { code: r.left.code, offset: r.left.offset, rule: r.left.rule }).to.deep.equal({ code, offset, rule: 'URI-Template' })
      if (E.isLeft(r)) expect(describeError(technical)(r.left)).to.include(phrase)
    })
  }

  it('a character a variable name cannot hold: the sentence leads with what it may hold, and says nothing of %20 (the plain catalog too)', () => {
    const LEAD = 'A variable name holds letters, digits, "_" and percent-encoded octets, a "." only between two of them (RFC 6570 section 2.3): found '
    for (const [input, found] of [
      ['{user id}', 'a space at position 6 in the variable name'],
      ['{ leading_space}', 'a space at position 2 in the expression'],
      ['{a-b}', '"-" at position 3 in the variable name'],
      ['{x..y}', '"." at position 4 in the variable name'],
      ['{?x, y}', 'a space at position 5 in the expression'],
      ['{$var}', '"$" at position 2 in the expression'],
    ] as const) {
      const r = parseTemplate(input)
      expect(E.isLeft(r) && describeError(technical)(r.left).startsWith(LEAD + found), input).to.equal(true)
      expect(E.isLeft(r) && describeError(technical)(r.left).includes('must be written %20'), input).to.equal(false)
      const words = E.isLeft(r) ? describeError(plain)(r.left) : ''
      expect(words, input).to.match(/: a variable name can only contain letters, digits and underscores \(_\), with a dot \(\.\) between them$/)
    }
    // Outside a name the sentences stay: a space in the literal text is written %20, a prefix length is digits.
    const outside = parseTemplate('a b')
    expect(E.isLeft(outside) && describeError(technical)(outside.left)).to.match(/^Found a space at position 2 in the template \(a space must be written %20\)/)
    const prefix = parseTemplate('{var:x}')
    expect(E.isLeft(prefix) && describeError(technical)(prefix.left)).to.match(/^Found "x" at position 6 in the prefix length; expected a digit 1 to 9/)
  })

  it('reads non-ASCII literals (ucschar, iprivate) and refuses what RFC 6570 excludes', () => {
    expect(E.isRight(parseTemplate('/caf\u00E9/{x}'))).to.equal(true)
    expect(E.isRight(parseTemplate('/\uE000'))).to.equal(true)
    const r = parseTemplate('/\uFDD0')
    expect(E.isLeft(r) && r.left.offset).to.equal(1)
  })

  it('gives a Left, never a throw, for a value that is not a string', () => {
    const r = parseTemplate(42 as unknown as string)
    expect(E.isLeft(r) && r.left.code).to.equal('invalid-options')
  })
})

describe('expand', () => {
  it('keeps valid triplets in reserved expansion and encodes a lone "%" (the admin%2F bug)', () => {
    expect(expanded('{+id}', { id: 'admin%2F' })).to.equal('admin%2F')
    expect(expanded('{#id}', { id: 'a%2Fb%zz' })).to.equal('#a%2Fb%25zz')
    expect(expanded('{id}', { id: 'admin%2F' })).to.equal('admin%252F')
  })

  it('counts prefixes in Unicode characters, never splitting a surrogate pair', () => {
    expect(expanded('{v:1}', { v: '\u{1F600}x' })).to.equal('%F0%9F%98%80')
    expect(expanded('{v:2}', { v: 'h\u00E9llo' })).to.equal('h%C3%A9')
    expect(expanded('{v:3}', { v: 'ab' })).to.equal('ab')
  })

  it('encodes literals a URI cannot hold, as section 3.1 says', () => {
    expect(expanded('/caf\u00E9/{x}', { x: '1' })).to.equal('/caf%C3%A9/1')
  })

  it('writes numbers and booleans as strings, skips undefined members', () => {
    expect(expanded('{?n,b,list}', { n: 42, b: true, list: ['a', null, 'b'] })).to.equal('?n=42&b=true&list=a,b')
    expect(expanded('{?m*}', { m: { a: '1', b: undefined } })).to.equal('?a=1')
    expect(expanded('X{?m*}', { m: { b: null } })).to.equal('X')
  })

  it('encodes an unpaired surrogate as U+FFFD, never throwing', () => {
    expect(expanded('{x}', { x: 'a\uD800b' })).to.equal('a%EF%BF%BDb')
  })

  const refusals: readonly (readonly [string, Variables, number, string])[] = [
    ['/{list:2}', { list: ['a'] }, 2, 'section 2.4.1'],
    ['/{?keys:2}', { keys: { a: 'b' } }, 3, 'associative array'],
    ['{x}', { x: { nested: { deep: 1 } } as unknown as Variables[string] }, 1, 'the member "nested"'],
    ['{x}', { x: (() => 1) as unknown as Variables[string] }, 1, 'a function'],
    ['{x}', { x: new Date(0) as unknown as Variables[string] }, 1, 'not a plain object'],
  ]
  for (const [t, vars, offset, phrase] of refusals) {
    it(`refuses ${t} with ${JSON.stringify(vars)} at ${offset}`, () => {
      const r = expand(template(t))(vars)
      expect(E.isLeft(r) && { code: r.left.code, offset: r.left.offset }).to.deep.equal({ code: 'invalid-expansion', offset })
      if (E.isLeft(r)) expect(describeError(technical)(r.left)).to.include(phrase)
    })
  }

  it('refuses an expansion that is not a URI reference, at the part that wrote it', () => {
    const r = expand(template('/a{+x}'))({ x: 'b#c#d' })
    expect(E.isLeft(r) && { code: r.left.code, offset: r.left.offset }).to.deep.equal({ code: 'invalid-expansion', offset: 2 })
    if (E.isLeft(r)) expect(describeError(technical)(r.left)).to.include('"/ab#c#d"')
    const literal = expand(template('a[b{x}'))({ x: '1' })
    expect(E.isLeft(literal) && literal.left.offset).to.equal(0)
  })

  it('gives a Left for variables that are not an object, and for getters that throw', () => {
    const r = expand(template('{x}'))(null as unknown as Variables)
    expect(E.isLeft(r) && r.left.code).to.equal('invalid-options')
    const hostile = Object.defineProperty({}, 'x', {
      enumerable: true,
      get: () => {
        throw new Error('boom')
      },
    })
    const h = expand(template('{x}'))(hostile)
    expect(E.isLeft(h) && describeError(technical)(h.left)).to.include('boom')
  })

  it('never throws when a getter answers otherwise, or throws, once the expansion is known not to be a URI reference', () => {
    const getters = [
      (n: number) => (n === 0 ? '[' : new Date(0)),
      (n: number) => (n === 0 ? '[' : null),
      (n: number) => {
        if (n > 0) throw new Error('second read')
        return '['
      },
      (n: number) => (n === 0 ? '[' : 'a longer second answer ['),
    ]
    for (const answer of getters) {
      let reads = 0
      const variables = Object.defineProperty({}, 'x', { enumerable: true, get: () => answer(reads++) }) as Variables
      const r = expand(template('a{+x}'))(variables)
      expect(E.isLeft(r) && [r.left.code, describeError(technical)(r.left).includes('"a["')]).to.deep.equal(['invalid-expansion', true])
      expect(reads).to.equal(2)
    }
  })

  it('reads own properties only', () => {
    const inherited = Object.create({ x: 'inherited' }) as Variables
    expect(expanded('/{x}', inherited)).to.equal('/')
    expect(expanded('/{toString}', {})).to.equal('/')
  })

  it('every RFC example expands to a URI reference', () => {
    for (const examples of Object.values(EXAMPLES)) for (const e of examples) expect(isValid(expanded(e.template, e.variables)), e.template).to.equal(true)
  })
})

describe('match', () => {
  const cases: readonly (readonly [string, string, Variables])[] = [
    ['/users/{id}', '/users/42', { id: '42' }],
    ['/users/{id}{?fields}', '/users/42?fields=a,b', { id: '42', fields: ['a', 'b'] }],
    ['/search{?q,lang}', '/search?q=cr%C3%A8me%20br%C3%BBl%C3%A9e&lang=fr', { q: 'crème brûlée', lang: 'fr' }],
    ['/search{?q,lang}', '/search?lang=fr', { lang: 'fr' }],
    ['{/path*}{?q*}', '/a/b%20c?x=1&y=2', { path: ['a', 'b c'], q: { x: '1', y: '2' } }],
    ['{+base}{/rest*}', 'http://example.com/a/b', { base: 'http://example.com/a/b' }],
    ['{+path}/x', '/a/x/b/x', { path: '/a/x/b' }],
    ['{+id}', 'admin%2F', { id: 'admin%2F' }],
  ]
  for (const [t, uri, vars] of cases) {
    it(`${t} matches ${uri}`, () => {
      const found = match(template(t))(uri)
      expect(found).to.deep.equal(O.some(vars))
    })
  }

  const misses: readonly (readonly [string, string])[] = [
    ['/users/{id}', '/groups/42'],
    ['/users/{id}/x', '/users/42/y'],
    ['{?q}', '?q=%FF'],
    ['{/a}', 'a'],
  ]
  for (const [t, uri] of misses) it(`${t} does not match ${uri}`, () => expect(match(template(t))(uri)).to.deep.equal(O.none))

  it('is none for a non-string', () => expect(match(template('{x}'))(1 as unknown as string)).to.deep.equal(O.none))
})

describe('expansion and parse agree', () => {
  it('an expansion parses to the same text', () => {
    const out = expanded('http://example.com{/p*}{?q}', { p: ['a b', 'c'], q: 'é' })
    const r = parse(out)
    expect(E.isRight(r) && r.right.path.raw).to.equal('/a%20b/c')
  })
})
