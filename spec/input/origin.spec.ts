/**
 * input/origin.ts: a tidied result's offsets into the value as typed. The law: every character
 * fromUserInput kept stands at its offset in the input; the characters it added point where the
 * kept text starts; the end of the text maps one past the last kept character.
 */
import { expect } from 'chai'
import * as fc from 'fast-check'
import { fromUserInput } from '../../src/index.ts'
import { ORIGIN, originOf, typedOffset } from '../../src/input/origin.ts'

describe('input/origin: where a tidied text’s characters were typed', () => {
  it('law: each kept character stands at its offset in the input; an added scheme points at the kept text’s start (seeded)', () => {
    const typed = fc
      .tuple(
        fc.constantFrom('', ' ', '\t', '<', '"', 'URL:', '<URL:'),
        fc.constantFrom('', 'https://', '//'),
        fc.constantFrom('www.example.com', 'example.org', 'a.example', '例え.jp'),
        fc.constantFrom('', ':8080'),
        fc.constantFrom('', '/a', '/a\n  b', '/a?b#c'),
        fc.constantFrom('', ' ', '  '),
      )
      .map(([lead, scheme, host, port, path, trail]) => {
        const close = lead.startsWith('<') ? '>' : lead === '"' ? '"' : ''
        return lead + scheme + host + port + path + close + trail
      })
    let tidied = 0
    fc.assert(
      fc.property(typed, (value) => {
        const r = fromUserInput({ defaultScheme: 'https', rule: 'IRI' })(value)
        if (r._tag === 'Left') return true
        const origin = originOf(r.right)
        if (origin === null || origin.length !== r.right.text.length) return false
        const added = r.right.changes.find((c) => c.reason.kind === 'input-scheme-added')?.reason
        const addedLength = added !== undefined && 'added' in added ? added.added.length : 0
        if (r.right.text !== value) tidied++
        for (let k = 0; k < origin.length; k++) {
          const at = typedOffset(origin, value.length, k)
          if (k < addedLength ? at !== origin[addedLength] : value[at] !== r.right.text[k]) return false
        }
        return typedOffset(origin, value.length, origin.length) === origin[origin.length - 1] + 1
      }),
      { seed: 5_0_51, numRuns: 500 },
    )
    expect(tidied).to.be.greaterThan(300)
  })

  it('is kept out of the result’s fields: not in its keys, nor in JSON, nor in a spread', () => {
    const r = fromUserInput({ defaultScheme: 'https' })(' example.com/a ')
    if (r._tag === 'Left') throw new Error('expected a Right')
    expect(Object.keys(r.right)).to.deep.equal(['uri', 'text', 'changes'])
    expect(JSON.parse(JSON.stringify(r.right))).to.have.all.keys('uri', 'text', 'changes')
    expect(originOf({ ...r.right })).to.equal(null)
    expect(originOf(r.right)).to.be.instanceOf(Int32Array)
    expect(typeof ORIGIN).to.equal('symbol')
  })

  it('the end of an empty text is the end of the input', () => {
    expect(typedOffset(new Int32Array(0), 7, 0)).to.equal(7)
    expect(typedOffset(Int32Array.of(2, 3), 9, 2)).to.equal(4)
  })
})
