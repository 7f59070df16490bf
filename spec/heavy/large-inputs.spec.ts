/**
 * Inputs of 10 MB: in every component, of every adversarial family, valid or not.
 * Each parses, or fails with a position, without a stack overflow. Moved out of
 * `npm test` for their memory (each input is 10 to 20 MB of string, and its
 * tree); spec/growth.spec.ts checks the same families read in linear time.
 */
import { expect } from 'chai'
import * as E from 'fp-ts/lib/Either.js'
import { parse, serialize } from '../../src/index.ts'
import { POSITIONS } from '../support/code-units.ts'
import { FAMILIES } from '../support/families.ts'

const MB10 = 10_000_000

describe('large inputs', function () {
  this.timeout(300_000)

  describe('10 MB in every component (from adversarial.spec.ts)', () => {
    for (const [name, template] of Object.entries(POSITIONS)) {
      it(name, () => {
        const filler = name === 'port' ? '9' : name.startsWith('IPv6') ? ':' : 'a'
        const input = template.replace('@@', filler.repeat(MB10))
        const r = parse(input)
        if (E.isRight(r)) expect(serialize(r.right).length).to.equal(input.length)
        else expect(r.left.offset).to.be.within(0, input.length)
      })
    }
  })

  it('10 MB inputs of every adversarial family parse, or fail with a position, without a stack overflow (from growth.spec.ts)', () => {
    for (const [name, make] of FAMILIES) {
      const unit = make(1).length
      const input = make(Math.ceil(MB10 / unit))
      const r = parse(input)
      if (E.isLeft(r)) expect(r.left.offset, name).to.be.within(0, input.length)
      else expect(r.right.end, name).to.equal(input.length)
    }
  })

  it('parse: a 10 MB input, valid or not (from parse.spec.ts)', () => {
    const big = 'http://a/' + 'x'.repeat(MB10)
    expect(E.isRight(parse(big))).to.equal(true)
    const bad = parse(big + ' ')
    expect(E.isLeft(bad) && bad.left.offset).to.equal(big.length)
    const brackets = parse('http://' + '['.repeat(1_000_000))
    expect(E.isLeft(brackets) && brackets.left.offset).to.equal(8)
  })
})
