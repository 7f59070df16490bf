/**
 * Parsing and resolution take time linear in the input, for every input,
 * adversarial ones included: for each family, time(4n) / time(n) stays near 4
 * (a quadratic algorithm would give 16). Asserts growth, never absolute time.
 */
import { expect } from 'chai'
import * as E from 'fp-ts/lib/Either.js'
import { findURIs, isValid, parse, parseURI, resolve, type Uri } from '../src/index.ts'

const median = (xs: number[]): number => xs.sort((a, b) => a - b)[xs.length >> 1]

/** Median milliseconds of `f` on the input for size n, over a few runs. */
const timeOf = (f: (s: string) => unknown, make: (n: number) => string, n: number): number => {
  const input = make(n)
  const runs: number[] = []
  for (let k = 0; k < 5; k++) {
    const t = process.hrtime.bigint()
    f(input)
    runs.push(Number(process.hrtime.bigint() - t) / 1e6)
  }
  return median(runs)
}

/** time(4n) / time(n); the least of three tries, so a busy moment of the machine is not read as growth. */
const growth = (f: (s: string) => unknown, make: (n: number) => string, n: number): number => {
  timeOf(f, make, n) // warm up
  let least = Infinity
  for (let k = 0; k < 3 && least >= 6; k++) least = Math.min(least, timeOf(f, make, 4 * n) / Math.max(timeOf(f, make, n), 0.05))
  return least
}

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

describe('growth: linear time on adversarial inputs', function () {
  this.timeout(120_000)
  for (const [name, make, n] of FAMILIES) {
    it(`parse: ${name}`, () => {
      expect(growth(parse, make, n)).to.be.below(9)
    })
    it(`isValid: ${name}`, () => {
      expect(growth(isValid, make, n)).to.be.below(9)
    })
  }
  it('findURIs: a text with many URIs', () => {
    const text = (n: number) => Array.from({ length: n }, (_, k) => `see <http://a/${k}> and http://b/${k}.`).join(' ')
    expect(growth(findURIs, text, 5_000)).to.be.below(9)
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
