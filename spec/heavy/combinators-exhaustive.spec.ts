/**
 * The combinators on every back end against the reference parser, on every
 * string over the small alphabet of combinator-rules.ts up to length 4 (11,111
 * inputs per rule). Moved out of `npm test` for its time; there,
 * spec/grammar/internal.spec.ts runs every string up to length 3 and a seeded
 * sample of 2,000 of length 4.
 */
import { expect } from 'chai'
import { INPUTS } from '../grammar/combinator-rules.ts'
import { itAgreesOn, linkGenerated } from '../grammar/combinator-agreement.ts'

describe('grammar/internal: the combinators, on every back end, exhaustive to length 4 (heavy)', () => {
  before(() => {
    // As in spec/grammar/internal.spec.ts: the long part reached twice, and the iterations of the bounded repetitions.
    expect(linkGenerated()).to.equal(6)
  })
  itAgreesOn(INPUTS, 'every string up to length 4')
})
