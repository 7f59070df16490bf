/**
 * The English sentences of the options reasons (src/messages/en/options.ts): for every kind of
 * src/error/reasons/options.ts (a table over the kinds, so a kind without its examples fails to
 * compile), errors of that kind, each worded by both catalogs from its reason. The technical
 * sentence is 0.3's exactly and names the option, what it must be and what it got; the plain one
 * tells a person filling in a form what they can do (nothing, but for text that is not text).
 */
import { expect } from 'chai'
import * as fc from 'fast-check'
import * as E from 'fp-ts/lib/Either.js'
import { canonicalize, fromUserInput, parse, withHost, withPath, type UriError, type UriReference } from '../../../src/index.ts'
import { makeNotAStringError, makeOptionsError } from '../../../src/error/make.ts'
import type { OptionKind, OptionsReason, Seen, TextSubject } from '../../../src/error/reasons/options.ts'
import { uriGrammar } from '../../../src/grammar/index.ts'
import { iriToURIWith, uriToIRIWith } from '../../../src/iri/index.ts'
import { describeError, plain, technical } from '../../../src/messages/index.ts'
import { describeSeen, describeSeenType, plainOptions, technicalOptions } from '../../../src/messages/en/options.ts'
import { seen } from '../../../src/base/options.ts'

type Kind = OptionsReason['kind']

const left = <A>(r: E.Either<UriError, A>): UriError => {
  if (E.isRight(r)) throw new Error('expected a Left')
  return r.left
}
const ref = (s: string): UriReference => {
  const r = parse(s)
  if (E.isLeft(r)) throw new Error(s)
  return r.right
}

const SET_UP_WRONGLY = 'The address could not be checked, because this form is set up wrongly: contact the people who run the site'

/** Errors of every kind, with their technical and plain sentences: real calls where the library gives the kind, made errors for the adapters' kinds. */
const EXAMPLES: { readonly [K in Kind]: readonly (readonly [() => UriError, string, string])[] } = {
  'not-a-string': [
    [() => left(parse(42 as never)), 'The input must be a string; got a value of type number.', 'Enter the address as text'],
    [() => left(fromUserInput()(null as never)), 'The input must be a string; got null.', 'Enter the address as text'],
    [() => left(withHost(['a'] as never)(ref('http://a/'))), 'The new host (or null, to remove it) must be a string; got a list.', SET_UP_WRONGLY],
    [() => left(withPath(5 as never)(ref('http://a/'))), 'The new path-abempty (or null, to remove it) must be a string; got a value of type number.', SET_UP_WRONGLY],
    [() => makeNotAStringError(undefined, 'URI-Template', 'template'), 'The template must be a string; got a value of type undefined.', SET_UP_WRONGLY],
  ],
  'options-not-readable': [
    [
      () => {
        const revoked = Proxy.revocable({}, {})
        revoked.revoke()
        return left(fromUserInput(revoked.proxy as never)('http://a/'))
      },
      'The options could not be read: reading them threw (a revoked proxy, or a getter or trap that throws).',
      SET_UP_WRONGLY,
    ],
  ],
  'options-not-an-object': [
    [() => left(fromUserInput(5 as never)('http://a/')), 'The options must be an object; got 5.', SET_UP_WRONGLY],
    [() => left(canonicalize('dedup' as never)('http://a/')), 'The profile must be an object; got "dedup".', SET_UP_WRONGLY],
    [() => left(iriToURIWith(true as never)('http://a/')), 'The options must be an object; got true.', SET_UP_WRONGLY],
  ],
  'option-not-of-kind': [
    [() => left(fromUserInput({ maxLength: -1 })('http://a/')), 'The option "maxLength" must be a whole number of 0 or more, or Infinity; got -1.', SET_UP_WRONGLY],
    [
      () => left(fromUserInput({ rule: 'url' as never })('http://a/')),
      'The option "rule" must be one of "URI-reference", "URI", "absolute-URI", "relative-ref", "IRI-reference", "IRI", "absolute-IRI", "irelative-ref"; got "url".',
      SET_UP_WRONGLY,
    ],
    [() => left(canonicalize({ sortQuery: 'yes' } as never)('http://a/')), 'The rule "sortQuery" must be true or false; got "yes".', SET_UP_WRONGLY],
    [() => left(iriToURIWith({ host: 'punycode' } as never)('http://a/')), 'The option "host" must be one of "percent-encode", "idna"; got "punycode".', SET_UP_WRONGLY],
  ],
  'reserve-not-sub-delims': [
    [
      () => left(uriGrammar({ reserve: '/' })),
      'The option "reserve" may list only sub-delims (! $ & \' ( ) * + , ; =), which a URI can percent-encode where they stand as data; "/" is not one.',
      SET_UP_WRONGLY,
    ],
  ],
  'not-a-parsed-reference': [[() => left(withPath('/x')('http://a' as never)), 'The reference to change must be a parsed URI reference (from parse, parseURI, …).', SET_UP_WRONGLY]],
  'option-not-name-or-uts46': [
    [
      () => left(iriToURIWith({ host: {} as never })('http://a/')),
      'The option "host" must be one of "percent-encode", "idna", or a UTS #46 implementation (an object with a toASCII function, such as idna from typed-uri/idna); got an object without a toASCII function.',
      SET_UP_WRONGLY,
    ],
    [
      () => left(uriToIRIWith({ host: [] as never })('http://a/')),
      'The option "host" must be one of "keep", "unicode", or a UTS #46 implementation (an object with a toASCII function, such as idna from typed-uri/idna); got an array.',
      SET_UP_WRONGLY,
    ],
  ],
  'options-cannot-combine': [
    [
      () => makeOptionsError('', 'URI', { kind: 'options-cannot-combine', option: 'fromUserInput', with: ['iri', 'zoneIds'] }, 'fromUserInput'),
      'The option "fromUserInput" cannot be combined with "iri" or "zoneIds".',
      SET_UP_WRONGLY,
    ],
  ],
  'web-needs-absolute-rule': [
    [
      () => makeOptionsError('', 'URI', { kind: 'web-needs-absolute-rule', option: 'rule', got: seen('URI-reference') }, 'rule'),
      'With "web", the option "rule" must be "URI" or "IRI" (a web address is a URI); got "URI-reference".',
      SET_UP_WRONGLY,
    ],
  ],
  'option-not-a-catalog': [
    [
      () => makeOptionsError('', 'URI', { kind: 'option-not-a-catalog', option: 'messages', got: seen('english') }, 'messages'),
      'The option "messages" must be "plain", "technical" or a message catalog (an object); got "english".',
      SET_UP_WRONGLY,
    ],
    [
      () => makeOptionsError('', 'URI', { kind: 'option-not-a-catalog', option: 'messages', got: seen(null) }, 'messages'),
      'The option "messages" must be "plain", "technical" or a message catalog (an object); got a value of type object.',
      SET_UP_WRONGLY,
    ],
  ],
}

describe('English sentences of the options reasons (messages/en/options.ts)', () => {
  for (const [kind, rows] of Object.entries(EXAMPLES) as [Kind, (typeof EXAMPLES)[Kind]][]) {
    describe(kind, () => {
      rows.forEach(([make, technicalSentence, plainSentence], i) => {
        it(`example ${i + 1}: ${technicalSentence}`, () => {
          const e = make()
          expect(e.code).to.equal('invalid-options')
          expect(e.reason?.kind).to.equal(kind)
          expect(e).to.not.have.any.keys('message', 'detail')
          expect(describeError(technical)(e)).to.equal(technicalSentence)
          expect(describeError(plain)(e)).to.equal(plainSentence)
          // An error with a reason is worded from the reason: the same sentence as the reason's own.
          expect(technicalSentence).to.equal(technicalOptions[kind](e.reason as never, e))
          expect(plainSentence).to.equal(plainOptions[kind](e.reason as never, e))
        })
      })
    })
  }

  it('an option the reason names is the error’s option too', () => {
    for (const rows of Object.values(EXAMPLES))
      for (const [make] of rows) {
        const e = make()
        const named = e.reason !== undefined && 'option' in e.reason ? e.reason.option : undefined
        if (named !== undefined) expect(e.option, named).to.equal(named)
      }
  })

  it('not-a-string: every subject has its sentence, naming what must be text and what was given (its type)', () => {
    const subjects: { readonly [S in TextSubject]: string } = {
      input: 'The input',
      base: 'The base',
      reference: 'The reference',
      template: 'The template',
      value: 'The value',
      component: 'The component',
      path: 'The path',
      name: 'The name',
      'new-component': 'The new port (or null, to remove it)',
    }
    for (const [subject, words] of Object.entries(subjects) as [TextSubject, string][]) {
      const e = makeNotAStringError(true, 'port', subject)
      expect(describeError(technical)(e)).to.equal(`${words} must be a string; got a value of type boolean.`)
      expect(describeError(plain)(e)).to.equal(subject === 'input' || subject === 'value' ? 'Enter the address as text' : SET_UP_WRONGLY)
    }
  })

  it('option-not-of-kind: every kind an option can be has its words, and every value seen is named', () => {
    const musts: readonly (readonly [OptionKind, string])[] = [
      ['boolean', 'true or false'],
      ['string', 'a string'],
      ['strings', 'an array of strings'],
      ['ports', 'an array of port numbers (whole numbers from 0 to 65535)'],
      ['length', 'a whole number of 0 or more, or Infinity'],
      ['object', 'an object'],
      [['a', 'b'], 'one of "a", "b"'],
    ]
    const gots: readonly (readonly [unknown, string])[] = [
      ['x', '"x"'],
      ['y'.repeat(50), `"${'y'.repeat(40)}…"`],
      [7, '7'],
      [false, 'false'],
      [null, 'null'],
      [[1], 'an array holding something else'],
      [{}, 'a value of type object'],
      [10n, 'a value of type bigint'],
      [() => 1, 'a value of type function'],
    ]
    for (const [must, mustWords] of musts)
      for (const [value, gotWords] of gots) {
        const e = makeOptionsError('', 'URI', { kind: 'option-not-of-kind', option: 'o', entry: 'option', must, got: seen(value) })
        expect(describeError(technical)(e)).to.equal(`The option "o" must be ${mustWords}; got ${gotWords}.`)
      }
  })

  it('describeSeen and describeSeenType: a value from outside named, by its text or by its type alone', () => {
    const values: readonly (readonly [unknown, string, string])[] = [
      ['a', '"a"', 'a value of type string'],
      [1.5, '1.5', 'a value of type number'],
      [2n, '2', 'a value of type bigint'],
      [true, 'true', 'a value of type boolean'],
      [null, 'null', 'null'],
      [undefined, 'undefined', 'a value of type undefined'],
      [[], 'a list', 'a list'],
      [{}, 'a value of type object', 'a value of type object'],
      [Symbol('s'), 'a value of type symbol', 'a value of type symbol'],
    ]
    for (const [value, text, type] of values) expect([describeSeen(seen(value)), describeSeenType(seen(value))]).to.deep.equal([text, type])
  })

  it('class: any options from outside give an error whose sentences come from its reason and name the option; never a throw', () => {
    let errors = 0
    const options = fc.oneof(fc.anything(), fc.record({ maxLength: fc.anything(), rule: fc.anything(), defaultScheme: fc.anything() }, { requiredKeys: [] }))
    fc.assert(
      fc.property(options, (o) => {
        const r = fromUserInput(o as never)('http://a/')
        if (E.isRight(r) || r.left.code !== 'invalid-options') return
        errors++
        const e = r.left
        const reason = e.reason as OptionsReason
        expect(e).to.not.have.any.keys('message', 'detail')
        const sentence = describeError(technical)(e)
        expect(sentence).to.equal(technicalOptions[reason.kind](reason as never, e))
        if (reason.kind === 'option-not-of-kind') expect(sentence).to.include(`"${reason.option}"`).and.to.include(gotWords(reason.got))
        expect(describeError(plain)(e)).to.equal(SET_UP_WRONGLY)
      }),
      { seed: 4021, numRuns: 1500 },
    )
    expect(errors).to.be.greaterThan(500)
  })
})

/** What an options sentence says it got, as `option-not-of-kind` names it. */
const gotWords = (got: Seen): string =>
  got.type === 'array' ? 'an array holding something else' : got.type === 'string' ? JSON.stringify(got.text) : 'text' in got && got.type !== 'bigint' ? got.text : describeSeen(got)
