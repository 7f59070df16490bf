/**
 * Matching takes work linear in the input and in the template: the matcher
 * counts the characters it scans and compares (`work` in match.ts), and for
 * each family the count on 4n over the count on n stays at most 5 (linear
 * reads 4, quadratic 16). Counts, not clocks: a busy machine cannot skew them.
 * And a compiled template keeps one copy of each table and literal piece
 * alike, so what each match reads of it besides its expressions does not grow
 * with it (a table per piece made a match's time per piece grow with n).
 */
import { expect } from 'chai'
import * as E from 'fp-ts/lib/Either.js'
import { describeError, technical } from '../../src/messages/index.ts'
import { match, parseTemplate } from '../../src/template/index.ts'
import { compilePieces, work } from '../../src/template/match.ts'

const exprs = (n: number, f: (i: number) => string): string => Array.from({ length: n }, (_, i) => f(i)).join('')

/** [family, the template for n, the input for n, whether it matches] */
const FAMILIES: readonly (readonly [string, (n: number) => string, (n: number) => string, boolean])[] = [
  // CVE-2026-0621's input (the MCP SDK's regular expression backtracked on it).
  ['{/id*} against the CVE input', () => '{/id*}', (n) => '/users/' + 'user1,user2,user3,'.repeat(n) + 'userX/', false],
  ['many commas', () => '{a}', (n) => ','.repeat(n), true],
  ['many "%" triplets, then a broken one', () => '{+a}', (n) => '%41'.repeat(n) + '%4', false],
  ['a reserved prefix over triplets', () => '{+a:3}', (n) => '%C3%A9'.repeat(n), false],
  ['a long run before a failing character', () => '{a}/x', (n) => 'a'.repeat(n) + '!/x', false],
  ['a long run a literal could end anywhere in', () => '{/a*}/{b}', (n) => '/x'.repeat(n) + '/y', true],
  ['a literal of n characters that almost occurs at each place of a run', (n) => `{a}${'x'.repeat(n)}y{b}`, (n) => 'x'.repeat(4 * n) + 'z', false],
  ['the same literal, found at the end of the run', (n) => `{a}${'x'.repeat(n)}y{b}`, (n) => 'x'.repeat(4 * n) + 'yz', true],
  ['n expressions against n characters', (n) => exprs(n, (i) => `{v${i}}`), (n) => 'a'.repeat(n), true],
  ['n path expressions', (n) => exprs(n, (i) => `{/v${i}}`), (n) => '/a'.repeat(n), true],
  ['n expressions between n literals', (n) => exprs(n, (i) => `{v${i}}/`), (n) => 'ab/'.repeat(n), true],
  ['n reserved expressions between "/" literals, the input all "/"', (n) => exprs(n, (i) => `{+v${i}}/`), (n) => '/'.repeat(2 * n), true],
  ['one query expression of n exploded variables', (n) => `{?${exprs(n, (i) => `${i > 0 ? ',' : ''}a${i}*`)}}`, (n) => '?' + exprs(n, (i) => `${i > 0 ? '&' : ''}a${i}=1`), true],
  // Each varspec before the last leaves the piece undefined: its long name is looked up once, not once per varspec.
  ['n exploded variables skipping one parameter of a long name', (n) => `{?${exprs(n, (i) => `a${i}*,`)}${'x'.repeat(n)}*}`, (n) => `?${'x'.repeat(n)}=1`, true],
  // A named expression ends where its names do (`{?id,token}{&keys*}`): the next one takes up from there, nothing read twice.
  [
    'n query expressions of two variables, one after another',
    (n) => `{?a0,b0}${exprs(n - 1, (i) => `{&a${i + 1},b${i + 1}}`)}`,
    (n) => '?' + exprs(n, (i) => `${i > 0 ? '&' : ''}a${i}=1&b${i}=2`),
    true,
  ],
  ['n "&" expressions, all but the last undefined, against a parameter of a long name', (n) => exprs(n, (i) => `{&a${i}}`), (n) => `&${'a'.repeat(n)}=1`, false],
  ['n "&" expressions, the last one given', (n) => exprs(n, (i) => `{&a${i}}`), (n) => `&a${n - 1}=1`, true],
  ['n exploded lists of two members, one after another', (n) => `{?a0*}${exprs(n - 1, (i) => `{&a${i + 1}*}`)}`, (n) => '?' + exprs(n, (i) => `${i > 0 ? '&' : ''}a${i}=1&a${i}=2`), true],
  ['an exploded map of n members before a query expression', () => '{?m*}{&z}', (n) => '?' + exprs(n, (i) => `${i > 0 ? '&' : ''}k${i}=${i}`) + '&z=1', true],
  // A literal's place must leave the run after it a character it can begin with: each place that does not is passed once.
  ['a literal at n places none of which the run after it can begin from', () => '{+a}={;b}', (n) => '=x'.repeat(n), false],
  ['a literal at n places, the run after it found at the first', () => '{+a}={;b}', (n) => '=x'.repeat(n) + '=;b=1', true],
]

const counted = (t: string, input: string): readonly [number, boolean] => {
  const p = parseTemplate(t)
  if (E.isLeft(p)) throw new Error(describeError(technical)(p.left))
  const m = match(p.right)
  work.reset()
  const r = m(input)
  return [work.done(), r._tag === 'Some']
}

describe('growth: template matching does linear work', () => {
  const n = 250
  for (const [name, t, input, matches] of FAMILIES) {
    it(`${name}: x4 input and template, at most x5 work`, () => {
      const [small, m1] = counted(t(n), input(n))
      const [large, m4] = counted(t(4 * n), input(4 * n))
      expect([m1, m4]).to.deep.equal([matches, matches])
      expect(small).to.be.greaterThan(0)
      expect(large / small, `${small} → ${large}`).to.be.at.most(5)
    })
  }
})

/** The distinct tables and literal pieces of a compiled template (by identity). */
const copies = (t: string): number => {
  const p = parseTemplate(t)
  if (E.isLeft(p)) throw new Error(describeError(technical)(p.left))
  const seen = new Set<unknown>()
  for (const piece of compilePieces(p.right.parts)) {
    if (piece.k === 'literal') seen.add(piece).add(piece.back)
    else for (const x of [piece, ...piece.exprs]) seen.add(x.holds)
  }
  return seen.size
}

describe('growth: a compiled template shares its tables', () => {
  for (const [name, t] of FAMILIES) {
    it(`${name}: as many distinct tables and literal pieces at 4n as at n`, () => {
      const [small, large] = [copies(t(50)), copies(t(200))]
      expect(small).to.be.at.most(8)
      expect(large).to.equal(small)
    })
  }
})
