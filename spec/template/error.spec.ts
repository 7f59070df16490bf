/**
 * template/error.ts makes a template's errors without error.ts (so a bundle
 * of typed-uri/template carries no URI reading): each kind must be the error
 * error.ts's constructor makes, field for field and in the same order (the
 * order JSON output shows).
 */
import { expect } from 'chai'
import * as fc from 'fast-check'
import { makeCodedError, makeNotAStringError, makeOptionsError, makeUriError } from '../../src/error.ts'
import { notATemplate, templateError, templateOptionsError } from '../../src/template/error.ts'
import { parseTemplate } from '../../src/template/parse.ts'

const same = (mine: object, theirs: object): void => {
  expect(Object.keys(mine)).to.deep.equal(Object.keys(theirs))
  expect(mine).to.deep.equal(theirs)
}

describe("a template's errors are error.ts's", () => {
  it('a reading error, a coded error with and without detail, an options error, a template that is not a string', () => {
    let failures = 0
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('{', '}', 'a', '%', '+', '=', ' ', '\n', 'é', '😀', '\u0301', '\\', ':', '*') }), (s) => {
        const r = parseTemplate(s)
        if (r._tag === 'Right') return
        failures++
        const { code, offset, expected, rulePath } = r.left
        if (code === 'unclosed-expression' || code === 'reserved-operator') same(r.left, makeCodedError(s, 'URI-Template', code, offset, expected, rulePath, r.left.detail))
        else same(r.left, makeUriError(s, 'URI-Template', offset, expected, rulePath))
        same(templateError(s, 'invalid-expansion', offset, [], rulePath, 'why'), makeCodedError(s, 'URI-Template', 'invalid-expansion', offset, [], rulePath, 'why'))
        same(templateError(s, 'unclosed-expression', offset, expected, rulePath, 'why'), makeCodedError(s, 'URI-Template', 'unclosed-expression', offset, expected, rulePath, 'why'))
        same(templateError(s, 'reserved-operator', offset, [], rulePath), makeCodedError(s, 'URI-Template', 'reserved-operator', offset, [], rulePath))
        same(templateOptionsError(s, 'variables', 'why'), makeOptionsError(s, 'URI-Template', 'variables', 'why'))
        same(templateOptionsError(s, undefined, 'why'), makeOptionsError(s, 'URI-Template', undefined, 'why'))
      }),
      { numRuns: 300, seed: 6570 },
    )
    expect(failures).to.be.greaterThan(150)
    for (const v of [null, undefined, 3, ['a'], {}]) same(notATemplate(v), makeNotAStringError(v, 'URI-Template', 'The template'))
  })
})
