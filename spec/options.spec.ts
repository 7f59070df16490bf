/**
 * options.ts: options and name tables read by their own properties only. A
 * name from outside (a rule, a character, a rule path) that happens to be a
 * member of Object.prototype must be read as any unknown name is, not as the
 * inherited function (before, `parserFor('constructor')` gave `Object`, and
 * its "parse" returned the input string itself).
 */
import { expect } from 'chai'
import * as E from 'fp-ts/lib/Either.js'
import { describeCharacter, describePart, iriRuleOf, isEntryRule, isIriRule, parserFor, type EntryRule } from '../src/index.ts'
import { fromStringCodec } from '../src/io-ts/index.ts'
import { ownEntry, textOf } from '../src/options.ts'
import { validatorFor } from '../src/parsers.ts'

/** Every name Object.prototype answers to, "__proto__" included. */
const INHERITED = [...Object.getOwnPropertyNames(Object.prototype), '__proto__']

describe('options.ts', () => {
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
