/**
 * Inputs made to break parsers: long runs of every delimiter, deep "[[[[",
 * "::::", "%%%%", and code units of every class in every component position.
 * Each gets a result, with no stack overflow (growth.spec.ts checks the time is
 * linear). 10 MB components and all 65,536 code units: spec/heavy.
 */
import { expect } from 'chai'
import * as E from 'fp-ts/lib/Either.js'
import { isValid, parse } from '../src/index.ts'
import { expectJudgedAsOracle, POSITIONS, SAMPLED_CODE_UNITS } from './support/code-units.ts'

describe('adversarial inputs', function () {
  this.timeout(120_000)

  describe('long runs of every delimiter and of "%", "[", "]"', () => {
    for (const c of ":/?#[]@!$&'()*+,;=%.") {
      it(`${JSON.stringify(c)} × 100,000, alone and inside a URI`, () => {
        const run = c.repeat(100_000)
        for (const input of [run, `http://a/${run}`, `http://${run}`, `${run}x:y`]) {
          const r = parse(input)
          expect(E.isRight(r)).to.equal(isValid(input))
          if (E.isLeft(r)) expect(r.left.offset).to.be.within(0, input.length)
        }
      })
    }
    it('deep "[[[[", "::::" and "%%%%" get exact errors', () => {
      const deep = (s: string) => (parse(s) as E.Left<{ offset: number }>).left.offset
      expect(deep('http://' + '['.repeat(100_000))).to.equal(8)
      expect(deep('http://[' + ':'.repeat(100_000))).to.equal(10)
      expect(deep('%'.repeat(100_000))).to.equal(1)
      expect(deep('http://a/' + '%'.repeat(100_000))).to.equal(10)
    })
  })

  describe('code units of every class in every component position (all 65,536: spec/heavy/code-units.spec.ts)', () => {
    for (const [name, template] of Object.entries(POSITIONS)) {
      it(`${name}: ${SAMPLED_CODE_UNITS.length.toLocaleString('en-US')} code units, each judged as the ABNF oracle judges it`, () => {
        expectJudgedAsOracle(name, template, SAMPLED_CODE_UNITS)
      })
    }
  })
})
