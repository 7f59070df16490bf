/**
 * Parsing and resolution take time linear in the input, for every input,
 * adversarial ones included: for each family, time(4n) / time(n) stays near 4
 * (a quadratic algorithm would give 16). Asserts growth, never absolute time.
 */
import { expect } from 'chai'
import * as E from 'fp-ts/lib/Either.js'
import {
  decodeComponent,
  encodePath,
  encodeQuery,
  findURIs,
  formatError,
  fromUserInput,
  inspect,
  isValid,
  isValidIRI,
  parse,
  parseURI,
  policy,
  redact,
  resolve,
  suggestFix,
  type Uri,
  type UriError,
  type UriReference,
} from '../src/index.ts'
import { growth } from './support/growth.ts'

const FAMILIES: readonly (readonly [string, (n: number) => string, number])[] = [
  ['a long path', (n) => 'http://a/' + 'ab/'.repeat(n), 60_000],
  ['a long path with an error at the end', (n) => 'http://a/' + 'ab/'.repeat(n) + ' ', 30_000],
  ['percent-escapes', (n) => 'http://a/' + '%41'.repeat(n), 60_000],
  ['percent-escapes, the last one broken', (n) => 'http://a/' + '%41'.repeat(n) + '%4', 30_000],
  ['a long host', (n) => 'http://' + 'a'.repeat(n) + '/', 200_000],
  ['a long host with a space', (n) => 'http://' + 'a'.repeat(n) + ' /', 100_000],
  ['"[" repeated', (n) => 'http://' + '['.repeat(n), 200_000],
  ['"a:" repeated before a missing "@"', (n) => 'http://' + 'a:'.repeat(n) + '/', 50_000],
  ['":" repeated in an IP literal', (n) => 'http://[' + ':'.repeat(n) + ']', 200_000],
  ['"%" repeated', (n) => '%'.repeat(n), 200_000],
  ['a long query and fragment', (n) => '?' + 'a=b&'.repeat(n) + '#' + 'x/'.repeat(n), 50_000],
]

/**
 * Families aimed at a backtracking regular expression (the regex back end that `isValid`
 * and `isValidIRI` run up to 65,536 code units): long runs one rule could hand to the next,
 * each ending where the whole input fails. Sizes keep 4n under the expression's limit.
 */
const BACKTRACKING: readonly (readonly [string, (n: number) => string, number])[] = [
  ['"/" repeated, then a space', (n) => 'http://a' + '/'.repeat(n) + ' ', 4_000],
  ['userinfo characters with no "@", then a space', (n) => 'http://' + 'a:'.repeat(n) + ' ', 2_000],
  ['a dotted run of digits, then a space', (n) => 'http://' + '1.'.repeat(n) + ' ', 2_000],
  ['a scheme-like run, then a space', (n) => 'a'.repeat(n) + ' ', 4_000],
  ['a first segment of colons and letters, then a space', (n) => 'a/' + 'b:'.repeat(n) + ' ', 2_000],
  ['"//" repeated, then a space', (n) => '//'.repeat(n) + ' ', 2_000],
  ['triplets, then a broken one', (n) => '//a/?' + '%41'.repeat(n) + '%4', 1_500],
  ['an IP literal of "1:" repeated', (n) => 'http://[' + '1:'.repeat(n) + ']', 2_000],
  ['IRI characters, then a space', (n) => 'http://a/' + 'é'.repeat(n) + ' ', 4_000],
]

/** Runs the check 50 times a measurement, so inputs of a few thousand characters take long enough to time. */
const often = (f: (s: string) => boolean) => (s: string): boolean => {
  let r = false
  for (let k = 0; k < 50; k++) r = f(s)
  return r
}

describe('growth: linear time on adversarial inputs', function () {
  this.timeout(120_000)
  for (const [name, make, n] of BACKTRACKING) {
    it(`isValid and isValidIRI, by the regular expression: ${name}`, () => {
      expect(make(4 * n).length).to.be.below(65_536)
      expect(growth(often(isValid), make, n)).to.be.below(9)
      expect(growth(often(isValidIRI), make, n)).to.be.below(9)
    })
  }
  for (const [name, make, n] of FAMILIES) {
    it(`parse: ${name}`, () => {
      expect(growth(parse, make, n)).to.be.below(9)
    })
    it(`isValid: ${name}`, () => {
      expect(growth(isValid, make, n)).to.be.below(9)
      expect(growth(isValidIRI, make, n)).to.be.below(9)
    })
  }
  it('findURIs: a text with many URIs', () => {
    const text = (n: number) => Array.from({ length: n }, (_, k) => `see <http://a/${k}> and http://b/${k}.`).join(' ')
    expect(growth(findURIs, text, 5_000)).to.be.below(9)
  })
  describe('every helper, on the families of the attack (issue 11)', () => {
    const tree = (s: string): UriReference => (parse(s) as E.Right<UriReference>).right
    const errorOf = (s: string): UriError => (parse(s) as E.Left<UriError>).left
    const HELPERS: readonly (readonly [string, (s: string) => unknown, (n: number) => string, number])[] = [
      ['findURIs: one long word, no ":"', findURIs, (n) => 'a'.repeat(n), 50_000],
      ['findURIs: a long scheme run before each ":"', findURIs, (n) => ('a'.repeat(50) + ': ').repeat(n), 2_000],
      ['findURIs: ")" repeated after a URI', findURIs, (n) => 'http://a/' + ')'.repeat(n), 50_000],
      ['findURIs: "(" and ")" alternating', findURIs, (n) => 'http://a/' + '()'.repeat(n) + ')'.repeat(n), 20_000],
      ['findURIs: unclosed "<" and quotes', findURIs, (n) => '<"'.repeat(n), 50_000],
      ['findURIs: hyphens at line breaks', findURIs, (n) => 'see http://a/' + 'b-\n  '.repeat(n), 20_000],
      ['fromUserInput: a run of spaces with no line break', (s) => fromUserInput({ maxLength: Infinity })(s), (n) => 'a' + ' '.repeat(n) + 'b', 60_000],
      ['fromUserInput: spaces, then a line break', (s) => fromUserInput({ maxLength: Infinity })(s), (n) => 'http://a/' + ' '.repeat(n) + '\n' + 'b', 60_000],
      ['fromUserInput: many wrapped lines', (s) => fromUserInput({ maxLength: Infinity })(s), (n) => 'http://a/' + 'b\n '.repeat(n), 20_000],
      ['suggestFix: a long path, then spaces', (s) => suggestFix(s)(errorOf(s)), (n) => 'http://a/' + 'b'.repeat(n) + ' '.repeat(300), 100_000],
      ['suggestFix: a space in every segment', (s) => suggestFix(s)(errorOf(s)), (n) => 'http://a/' + 'b /'.repeat(n), 10_000],
      ['suggestFix: non-ASCII and stray "%" in path, query and fragment', (s) => suggestFix(s)(errorOf(s)), (n) => 'http://a/' + 'é%'.repeat(n) + '?' + 'ü '.repeat(n) + '#' + '% '.repeat(n), 5_000],
      ['inspect: encoded line breaks and double encoding everywhere', (s) => inspect()(tree(s)), (n) => 'http://u:p@a/' + '%0D%0A%252e/'.repeat(n) + '?' + '%0A'.repeat(n), 5_000],
      ['inspect: a mailto URI with many header fields', (s) => inspect()(tree(s)), (n) => 'mailto:a@b.com?' + 'bcc=x@y.z&'.repeat(n), 5_000],
      ['redact: a long password read only by a WHATWG parser', (s) => redact(tree(s)), (n) => 'http:me:' + 's'.repeat(n) + '@example.com/', 100_000],
      ['redact: a long userinfo with an encoded colon', (s) => redact(tree(s)), (n) => 'https://' + 'u'.repeat(n) + '%3A' + 'p'.repeat(n) + '@h/', 50_000],
      ['policy: a long host of fullwidth digits, encoded', (s) => policy()(tree(s)), (n) => 'http://' + '%EF%BC%91'.repeat(n) + '/', 10_000],
      ['policy: a long host of ignorable characters and dots', (s) => policy()(tree(s)), (n) => 'http://' + 'a%C2%AD%E3%80%82'.repeat(n) + 'b/', 5_000],
      ['encodePath: non-ASCII text', encodePath, (n) => 'é/€ '.repeat(n), 20_000],
      ['encodeQuery: text that needs every character encoded', encodeQuery, (n) => '#[]'.repeat(n), 30_000],
      ['decodeComponent: a long run of triplets', decodeComponent, (n) => '%C3%A9'.repeat(n), 20_000],
      ['decodeComponent: a long run with a bad triplet at the end', decodeComponent, (n) => '%41'.repeat(n) + '%C3', 20_000],
      ['formatError: a long line with the error at its end', (s) => formatError(s)(errorOf(s)), (n) => 'http://a/' + 'b'.repeat(n) + ' ', 100_000],
    ]
    for (const [name, f, make, n] of HELPERS) {
      it(name, () => {
        expect(growth(f, make, n)).to.be.below(9)
      })
    }
  })
  it('resolve: "../" repeated 100,000 times', () => {
    const base = (parseURI('http://a/b/c/d') as E.Right<Uri>).right
    const resolveText = (s: string) => {
      const r = parse(s)
      return E.isRight(r) ? resolve(base)(r.right) : null
    }
    expect(growth(resolveText, (n) => '../'.repeat(n) + 'g', 25_000)).to.be.below(9)
  })
  it('10 MB inputs of every family parse, or fail with a position, without a stack overflow', () => {
    for (const [name, make] of FAMILIES) {
      const unit = make(1).length
      const input = make(Math.ceil(10_000_000 / unit))
      const r = parse(input)
      if (E.isLeft(r)) expect(r.left.offset, name).to.be.within(0, input.length)
      else expect(r.right.end, name).to.equal(input.length)
    }
  })
})
