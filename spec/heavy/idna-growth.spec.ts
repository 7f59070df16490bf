/**
 * Growth of the tr46 conversion (`typed-uri/idna`) on a host of many labels
 * (from spec/iri/idna.spec.ts). Moved out of `npm test` for its memory: the
 * input of 16n = 1.28M characters through tr46 took the suite's RSS to 660 MB,
 * past the budget of 600 MB. The runtime's conversion of the same family stays
 * in spec/iri/idna.spec.ts.
 */
import { expect } from 'chai'
import { idna } from '../../src/idna/index.ts'
import { iriToURIWith } from '../../src/iri/index.ts'
import { growth, LINEAR } from '../support/growth.ts'

describe('IRI hosts by UTS #46: growth of the tr46 conversion (heavy)', () => {
  // Inputs past 65,536 characters at n and 16n alike (support/growth.ts), as in spec/iri/idna.spec.ts.
  it('grows linearly: iriToURIWith tr46: many labels', () =>
    expect(growth(iriToURIWith({ host: idna }), (n) => `http://${'b\u00FCcher.'.repeat(n / 8)}example/`, 80_000)).to.be.below(LINEAR))
})
