import { expect } from 'chai'
import { ALPHA, DIGIT, HEXDIG } from '../../src/grammar/index.ts'
import { HEX_TABLE } from '../../src/grammar/shared.ts'
import { classOf } from '../../src/grammar/internal.ts'
import { acceptsAll, consumed } from '../helpers.ts'

const ascii = Array.from({ length: 128 }, (_, c) => String.fromCharCode(c))

describe('grammar/core (RFC 5234 B.1)', () => {
  it('ALPHA = %x41-5A / %x61-7A', () => {
    const letters = ascii.filter((c) => /[A-Za-z]/.test(c))
    acceptsAll(ALPHA, letters, [...ascii.filter((c) => !/[A-Za-z]/.test(c)), 'é', 'ab', ''])
  })
  it('DIGIT = %x30-39', () => {
    acceptsAll(DIGIT, '0123456789'.split(''), [...ascii.filter((c) => !/[0-9]/.test(c)), '٣', '12'])
  })
  it('HEXDIG = DIGIT / "A" / "B" / "C" / "D" / "E" / "F", either case', () => {
    acceptsAll(HEXDIG, '0123456789abcdefABCDEF'.split(''), ['g', 'G', 'x', ' ', '%', ''])
  })
  it('HEXDIG is the table the "%" triplets of the primitives and the generated code use', () => {
    expect(classOf(HEXDIG).table).to.deep.equal(HEX_TABLE)
  })
  it('each matches one character and leaves the rest', () => {
    expect(consumed(ALPHA, 'ab')).to.equal(1)
    expect(consumed(DIGIT, '12')).to.equal(1)
    expect(consumed(HEXDIG, 'fF')).to.equal(1)
  })
})
