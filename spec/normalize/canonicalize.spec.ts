import { expect } from 'chai'
import * as fc from 'fast-check'
import * as E from 'fp-ts/lib/Either.js'
import { URIReference } from '../../src/arbitraries/index.ts'
import { CANONICAL_PROFILES, canonicalize, DEFAULT_INDEX_FILES, normalizeText } from '../../src/index.ts'
import { TRACKING_PARAMETERS } from '../../src/normalize/canonicalize.ts'
import { describeError, plain, technical } from '../../src/messages/index.ts'

const dedup = canonicalize(CANONICAL_PROFILES.dedup)
const canonicalOf = (input: string) => {
  const r = dedup(input)
  if (E.isLeft(r)) throw new Error(describeError(technical)(r.left))
  return r.right
}

describe('canonicalize: canonical forms for deduplication', () => {
  it('a profile that is not one (from JavaScript) is a usage error naming the rule, for every input; a rule left out is not applied', () => {
    const bad: readonly (readonly [unknown, string | undefined, string, string])[] = [
      [null, undefined, 'options-not-an-object', 'The profile must be an object; got null.'],
      ['dedup', undefined, 'options-not-an-object', 'The profile must be an object; got "dedup".'],
      [{ sortQuery: 'yes' }, 'sortQuery', 'option-not-of-kind', 'The rule "sortQuery" must be true or false; got "yes".'],
      [{ removeParameters: ['utm_*', 7] }, 'removeParameters', 'option-not-of-kind', 'The rule "removeParameters" must be an array of strings; got an array holding something else.'],
    ]
    for (const [profile, option, kind, message] of bad) {
      const r = canonicalize(profile as never)('http://a/?utm_source=x')
      expect(E.isLeft(r) && { code: r.left.code, option: r.left.option, kind: r.left.reason?.kind, message: describeError(technical)(r.left) }, String(profile)).to.deep.equal({
        code: 'invalid-options',
        option,
        kind,
        message,
      })
      expect(E.isLeft(r) && r.left).to.not.have.any.keys('message', 'detail')
      expect(E.isLeft(r) && describeError(plain)(r.left)).to.match(/^The address could not be checked, because this form is set up wrongly/)
    }
    // The rule and the profile are named as such (not "option", "options") in the reason, for any catalog to say.
    const rule = canonicalize({ dropFragment: 1 } as never)('http://a/')
    expect(E.isLeft(rule) && rule.left.reason).to.deep.equal({ kind: 'option-not-of-kind', option: 'dropFragment', entry: 'rule', must: 'boolean', got: { type: 'number', text: '1' } })
    expect(canonicalize({ sortQuery: true } as never)('HTTP://a/?b=1&a=2#f')).to.deep.equal(E.right({ canonical: 'http://a/?a=2&b=1#f', removed: [] }))
  })
  it('section 6.2 first, then the dedup profile: tracking parameters out, the query sorted, the fragment dropped; each removal reported', () => {
    expect(canonicalOf('HTTP://Example.COM:80/a/./b/%7e?utm_source=news&utm_medium=mail&id=7&fbclid=xyz&a=1#section-2')).to.deep.equal({
      canonical: 'http://example.com/a/b/~?a=1&id=7',
      removed: [
        { rule: 'parameter', text: 'utm_source=news' },
        { rule: 'parameter', text: 'utm_medium=mail' },
        { rule: 'parameter', text: 'fbclid=xyz' },
        { rule: 'fragment', text: 'section-2' },
      ],
    })
    // A query left empty goes with its "?"; equal names keep their order.
    expect(canonicalOf('http://a/?gclid=1').canonical).to.equal('http://a/')
    expect(canonicalOf('http://a/?b=2&a=1&b=1').canonical).to.equal('http://a/?a=1&b=2&b=1')
    expect(canonicalOf('http://a/?mc_eid=1&x').removed).to.deep.equal([{ rule: 'parameter', text: 'mc_eid=1' }])
    expect(TRACKING_PARAMETERS).to.include.members(['utm_*', 'fbclid', 'gclid', 'mc_eid'])
  })
  it('each rule is optional: the rfc profile is section 6.2 alone; index files only when asked, and never a host', () => {
    const rfc = canonicalize(CANONICAL_PROFILES.rfc)
    expect(rfc('HTTP://a/?utm_source=x&b#f')).to.deep.equal(E.right({ canonical: 'http://a/?utm_source=x&b#f', removed: [] }))
    const index = canonicalize({ ...CANONICAL_PROFILES.dedup, dropIndexFiles: DEFAULT_INDEX_FILES })
    expect(index('http://a/b/index.html?x=1')).to.deep.equal(E.right({ canonical: 'http://a/b/?x=1', removed: [{ rule: 'index-file', text: 'index.html' }] }))
    expect(index('http://index.html')).to.deep.equal(E.right({ canonical: 'http://index.html/', removed: [] }))
    expect(E.isLeft(dedup('http://a b/'))).to.equal(true)
  })
  it('law: a canonical form is its own canonical form, and at least as far as normalizeText goes', () => {
    let cases = 0
    let removals = 0
    fc.assert(
      fc.property(URIReference, fc.constantFrom('', '?utm_source=x&b=1', '?a&gclid=2', '#f'), (ref, tail) => {
        const input = ref.includes('?') || ref.includes('#') ? ref : ref + tail
        const once = dedup(input)
        if (E.isLeft(once)) return
        const twice = dedup(once.right.canonical)
        expect(E.isRight(twice) && twice.right.canonical).to.equal(once.right.canonical)
        expect(E.isRight(twice) && twice.right.removed).to.deep.equal([])
        expect(E.isRight(normalizeText(input))).to.equal(true)
        if (once.right.removed.length > 0) removals++
        cases++
      }),
      { seed: 36, numRuns: 400 },
    )
    expect(cases).to.be.greaterThan(350)
    expect(removals).to.be.greaterThan(100)
  })
})
