/**
 * parseTemplate (a hand-written reader) against the grammar's rules run by the
 * interpreter and the explainer (grammar/template.ts): the same parts, and the
 * same errors (code, offset, expected tokens, rule path, every fact), on
 * generated template-like text.
 */
import { expect } from 'chai'
import * as fc from 'fast-check'
import { makeCodedError, makeUriError, type UriError } from '../../src/error/make.ts'
import { URITemplate } from '../../src/grammar/template.ts'
import { runWhole } from '../../src/grammar/whole.ts'
import { parseTemplate } from '../../src/template/index.ts'

const run = runWhole(URITemplate)

/** An error as compared: an unclosed expression's reason (the reader's names where the "{" is) apart. */
const shown = (e: UriError): unknown => (e.code === 'unclosed-expression' ? { ...e, reason: undefined } : e)

/** What the grammar says: the parts, or [code, offset, expected, rulePath] (the reader's unclosed and reserved codes applied alike). */
const byGrammar = (input: string): unknown => {
  const r = run(input)
  if (r.ok) {
    const reserved = r.value.find((p) => p._tag === 'Expression' && p.operator !== '' && '=,!@|'.includes(p.operator))
    return reserved === undefined ? r.value : ['reserved-operator', reserved.start + 1]
  }
  const { offset, expected } = r.explanation
  const inside = input.lastIndexOf('{', offset - 1) > input.lastIndexOf('}', offset - 1)
  const rulePath = inside ? r.explanation.rulePath : ['URI-Template']
  const e =
    offset >= input.length && rulePath.includes('expression')
      ? makeCodedError(input, 'URI-Template', 'unclosed-expression', offset, expected, rulePath)
      : makeUriError(input, 'URI-Template', offset, expected, rulePath)
  // The whole error: the reader's own reading (its codes and sentences) says what makeUriError says.
  return shown(e)
}
const byReader = (input: string): unknown => {
  const r = parseTemplate(input)
  if (r._tag === 'Right') return r.right.parts
  return r.left.code === 'reserved-operator' ? [r.left.code, r.left.offset] : shown(r.left)
}

describe('parseTemplate reads as the grammar does', () => {
  it('generator: the same parts and the same errors on template-like text', () => {
    const ch = fc.constantFrom(...('{}{}{}+#./;?&=,!@|:*_%a1F9.-~ \'"<>\\^`\u00E9\uE000\uFDD0\u{1F600}\u0000\uD800'.match(/./gsu) as string[]), 'a', 'b', 'x', '%2F', '%G', '12345', ':0')
    let ok = 0
    let failed = 0
    const codes = new Set<string>()
    fc.assert(
      fc.property(fc.array(ch, { maxLength: 14 }), (cs) => {
        const s = cs.join('')
        const mine = byReader(s)
        if (!Array.isArray(mine) || typeof mine[0] === 'string') failed++
        if (!Array.isArray(mine)) codes.add((mine as UriError).code)
        else ok++
        expect(mine, JSON.stringify(s)).to.deep.equal(byGrammar(s))
      }),
      { numRuns: 1200, seed: 6937 },
    )
    expect(ok).to.be.greaterThan(150)
    expect(failed).to.be.greaterThan(500)
    expect([...codes].sort()).to.deep.equal(['bad-percent-encoding', 'invalid-character', 'non-ascii', 'unclosed-expression'])
  })
})
