/**
 * options.ts: options and name tables read by their own properties only. A
 * name from outside (a rule, a character, a rule path) that happens to be a
 * member of Object.prototype must be read as any unknown name is, not as the
 * inherited function (before, `parserFor('constructor')` gave `Object`, and
 * its "parse" returned the input string itself).
 */
import { expect } from 'chai'
import * as E from 'fp-ts/lib/Either.js'
import * as fc from 'fast-check'
import type { EntryRule } from '../../src/index.ts'
import { iriRuleOf, isEntryRule, isIriRule } from '../../src/error/make.ts'
import { parserFor } from '../../src/reading/parsers.ts'
import { fromStringCodec } from '../../src/io-ts/index.ts'
import { describeCharacter, describePart } from '../../src/messages/en/technical-codes.ts'
import { ownEntry, ownOptions, seen, textOf, type OptionKinds } from '../../src/base/options.ts'
import { validatorFor } from '../../src/reading/parsers.ts'

/** Every name Object.prototype answers to, "__proto__" included. */
const INHERITED = [...Object.getOwnPropertyNames(Object.prototype), '__proto__']

describe('base/options.ts', () => {
  it("ownEntry: a table's own entries, and nothing it inherits", () => {
    const table: Readonly<Record<string, number>> = { a: 1, 'b-c': 2 }
    expect(ownEntry(table, 'a')).to.equal(1)
    expect(ownEntry(table, 'b-c')).to.equal(2)
    expect(ownEntry(table, 'z')).to.equal(undefined)
    for (const name of INHERITED) expect(ownEntry(table, name), name).to.equal(undefined)
    // A key that is not a string (from JavaScript) names nothing; an object without a prototype would throw as a property key.
    for (const key of [undefined, null, 1, Object.create(null), Symbol('a')]) expect(ownEntry(table, key as never)).to.equal(undefined)
  })

  it('textOf: text as it is; a number, bigint or boolean as its text; anything else as ""', () => {
    expect([' a', 42, -0.5, 10n, false, undefined, null, {}, ['x'], Symbol('s'), () => 'x', Object.create(null)].map(textOf)).to.deep.equal([
      ' a',
      '42',
      '-0.5',
      '10',
      'false',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
    ])
  })

  it('seen: a value from outside as data, never converted: its type, and the text of a string (40 characters and "…"), a number, a bigint or a boolean', () => {
    const throwing = {
      toString() {
        throw new Error('boom')
      },
    }
    expect(['a', 'x'.repeat(50), 42, 10n, false, null, undefined, [1], throwing, () => 1, Symbol('s')].map(seen)).to.deep.equal([
      { type: 'string', text: 'a' },
      { type: 'string', text: `${'x'.repeat(40)}…` },
      { type: 'number', text: '42' },
      { type: 'bigint', text: '10' },
      { type: 'boolean', text: 'false' },
      { type: 'null' },
      { type: 'undefined' },
      { type: 'array' },
      { type: 'object' },
      { type: 'function' },
      { type: 'symbol' },
    ])
  })

  it('ownOptions: the own options of their kinds, or the reason naming the first that is not (and the whole and the entry, as the caller calls them)', () => {
    interface O {
      readonly a?: boolean
      readonly b?: 'x' | 'y'
      readonly n?: number
    }
    const kinds: OptionKinds<O> = { a: 'boolean', b: ['x', 'y'], n: 'length' }
    expect(ownOptions<O>(undefined, kinds)).to.deep.equal(E.right({}))
    expect(ownOptions<O>({ a: true, b: 'y', n: Infinity, other: 1 } as O, kinds)).to.deep.equal(E.right({ a: true, b: 'y', n: Infinity }))
    expect(ownOptions<O>(Object.create({ a: 'inherited' }), kinds)).to.deep.equal(E.right({}))
    expect(ownOptions<O>(5 as never, kinds)).to.deep.equal(E.left({ kind: 'options-not-an-object', whole: 'options', got: { type: 'number', text: '5' } }))
    expect(ownOptions<O>(null as never, kinds, 'profile', 'rule')).to.deep.equal(E.left({ kind: 'options-not-an-object', whole: 'profile', got: { type: 'null' } }))
    expect(ownOptions<O>({ a: true, b: 'z' } as never, kinds)).to.deep.equal(
      E.left({ kind: 'option-not-of-kind', option: 'b', entry: 'option', must: ['x', 'y'], got: { type: 'string', text: 'z' } }),
    )
    expect(ownOptions<O>({ n: -1 }, kinds, 'profile', 'rule')).to.deep.equal(
      E.left({ kind: 'option-not-of-kind', option: 'n', entry: 'rule', must: 'length', got: { type: 'number', text: '-1' } }),
    )
  })

  it('class: ownOptions never throws and gives data only: a Right of own options of their kinds, or a reason whose values are all plain data', () => {
    const kinds: OptionKinds<{ a?: boolean; s?: string; p?: readonly number[] }> = { a: 'boolean', s: 'string', p: 'ports' }
    let lefts = 0
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.record({ a: fc.anything(), s: fc.anything(), p: fc.anything() }, { requiredKeys: [] })), (o) => {
        const r = ownOptions(o, kinds)
        if (E.isRight(r)) return Object.keys(r.right).every((k) => k in kinds)
        lefts++
        // A reason is data a catalog words: JSON keeps every field of it (no function, no symbol, no object from outside).
        return JSON.stringify(JSON.parse(JSON.stringify(r.left))) === JSON.stringify(r.left) && Object.keys(r.left).every((k) => (r.left as Record<string, unknown>)[k] !== undefined)
      }),
      { seed: 71, numRuns: 2000 },
    )
    expect(lefts).to.be.greaterThan(500)
  })

  it(`class: each of Object.prototype's ${INHERITED.length} names is read as an unknown name by every lookup by name`, () => {
    const unknown = 'no-such-name'
    const answers = (name: string): unknown[] => {
      const rule = name as EntryRule
      const parsed = parserFor(rule)('http://a/b')
      const zoned = parserFor(rule, true)('http://[fe80::1%25eth0]/')
      return [
        E.isRight(parsed) && parsed.right._tag,
        E.isRight(zoned) && zoned.right._tag,
        validatorFor(rule)('http://a/b'),
        validatorFor(rule, true)('//a'),
        iriRuleOf(rule),
        isEntryRule(rule),
        isIriRule(rule),
        // describeCharacter quotes any other text; describePart has no part for it
        describeCharacter(name) === JSON.stringify(name),
        describePart(['host', name]),
        describePart([name]),
        fromStringCodec('T', rule).is({ _tag: 'Uri' }),
      ]
    }
    const want = answers(unknown)
    expect(want).to.deep.equal(['Uri', 'Uri', true, true, undefined, false, false, true, 'host', null, false])
    for (const name of INHERITED) expect(answers(name), name).to.deep.equal(want)
  })
})
