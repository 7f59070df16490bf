/**
 * The adapters' `messages` option (src/messages/option.ts): a catalog is an object whose every
 * section is an object of its own; anything else (0.3.0's names, a catalog of one function per
 * code, a catalog reached only through a prototype) is the reason `option-not-a-catalog`, and no
 * catalog at all is English `plain`.
 */
import { expect } from 'chai'
import * as fc from 'fast-check'
import { completeCatalog, plain, technical } from '../../src/messages/index.ts'
import { catalogOption, isCatalog } from '../../src/messages/option.ts'

describe('the adapters’ messages option (messages/option.ts)', () => {
  it('the catalogs are catalogs: plain, technical, one completed', () => {
    for (const c of [plain, technical, completeCatalog(plain)({}), completeCatalog(technical)({ codes: { 'empty-input': () => 'x' } })]) expect(isCatalog(c)).to.equal(true)
  })
  it('no catalog: plain; a catalog: itself', () => {
    expect(catalogOption(undefined)).to.deep.equal({ _tag: 'Right', right: plain })
    expect(catalogOption({})).to.deep.equal({ _tag: 'Right', right: plain })
    expect(catalogOption({ messages: undefined })).to.deep.equal({ _tag: 'Right', right: plain })
    expect(catalogOption({ messages: technical })).to.deep.equal({ _tag: 'Right', right: technical })
  })
  it('options that are not an object: options-not-an-object', () => {
    expect(catalogOption('technical')).to.deep.equal({ _tag: 'Left', left: { kind: 'options-not-an-object', whole: 'options', got: { type: 'string', text: 'technical' } } })
    expect(catalogOption(null)).to.deep.equal({ _tag: 'Left', left: { kind: 'options-not-an-object', whole: 'options', got: { type: 'null' } } })
  })
  it('class: any other value is option-not-a-catalog, naming the option; never a throw (seeded)', () => {
    const polluted = Object.create({ messages: technical }) as object
    const inherited = Object.create(plain) as object
    const cases = fc.oneof(
      fc.anything().filter((v) => v !== undefined),
      fc.constantFrom<unknown>('plain', 'technical', { 'empty-input': () => 'x' }, [plain], inherited, { ...plain, faults: null }, { ...plain, codes: 'x' }),
    )
    let refused = 0
    fc.assert(
      fc.property(cases, (messages) => {
        const r = catalogOption({ messages })
        if (r._tag === 'Right') return false
        refused++
        return r.left.kind === 'option-not-a-catalog' && r.left.option === 'messages'
      }),
      { numRuns: 1000, seed: 47 },
    )
    expect(refused).to.equal(1000)
    // An option set on Object.prototype by a polluted dependency is not an option.
    expect(catalogOption(polluted)).to.deep.equal({ _tag: 'Right', right: plain })
  })
})
