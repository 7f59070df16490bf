/**
 * All 65,536 UTF-16 code units: in every component position, each judged as the
 * ABNF oracle judges it (spec/adversarial.spec.ts), and alone in the places of
 * spec/parse.spec.ts, never a throw. About a million parses, most of them failing
 * (an error explained each time): `npm run test:heavy`. `npm test` sweeps a sample
 * holding every class of code unit (support/code-units.ts).
 */
import { parse } from '../../src/index.ts'
import { ALL_CODE_UNITS, expectJudgedAsOracle, POSITIONS, SINGLE_PLACES } from '../support/code-units.ts'

describe('every UTF-16 code unit', function () {
  this.timeout(300_000)

  describe('in every component position', () => {
    for (const [name, template] of Object.entries(POSITIONS)) {
      it(`${name}: 65,536 code units, each judged as the ABNF oracle judges it`, () => {
        expectJudgedAsOracle(name, template, ALL_CODE_UNITS)
      })
    }
  })

  it('parse never throws on lone surrogates, NUL, controls and every single code unit', () => {
    for (const c of ALL_CODE_UNITS) {
      const s = String.fromCharCode(c)
      for (const place of SINGLE_PLACES) parse(place(s))
    }
  })
})
