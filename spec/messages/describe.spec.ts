/**
 * `describeError(catalog)(fact)` (src/messages/describe.ts): the one step from a fact to words.
 * An error with a reason is worded from the reason, any other error from its code, every other
 * fact from its tag's section; a catalog without the sentence gives the code. Law: it never throws
 * and always gives a string, whatever it is handed (a fact or not, a catalog or not).
 */
import { expect } from 'chai'
import * as fc from 'fast-check'
import * as E from 'fp-ts/lib/Either.js'
import { pipe } from 'fp-ts/lib/function.js'
import { fromUserInput, parse, parseURI, parseWith, type UriError } from '../../src/index.ts'
import { type Catalog, completeCatalog, describeError, type Fact, plain, technical } from '../../src/messages/index.ts'

const fail = (input: string, p: (s: string) => E.Either<UriError, unknown> = parse): UriError => {
  const r = p(input)
  if (E.isRight(r)) throw new Error(`expected ${JSON.stringify(input)} to be invalid`)
  return r.left
}

const SECTIONS = ['codes', 'reasons', 'decoding', 'faults', 'warnings', 'violations', 'refusals'] as const

/** A catalog whose every sentence names itself ("codes:too-long"): which one `describeError` chose. */
const marker: Catalog = Object.fromEntries(
  SECTIONS.map((section) => [section, Object.fromEntries(Object.keys(technical[section]).map((key) => [key, () => `${section}:${key}`]))]),
) as unknown as Catalog

/** Facts of every tag, as a program from JavaScript may hand them: some whole, some with fields missing or of the wrong kind. */
const TAGS = ['UriError', 'Change', 'DecodeError', 'WebFault', 'Warning', 'PolicyViolation', 'RedirectError', 'ReadingRefusal'] as const
const codeLike = fc.constantFrom(...Object.keys(technical.codes), ...Object.keys(technical.decoding), ...Object.keys(technical.warnings), 'unsafe-redirect', '__proto__', 'constructor', 'x')
const kindLike = fc.constantFrom(...Object.keys(technical.reasons), ...Object.keys(technical.refusals), 'toString', 'x')
const factLike: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.anything(), weight: 1 },
  {
    weight: 4,
    arbitrary: fc.record(
      {
        _tag: fc.oneof({ arbitrary: fc.constantFrom(...TAGS), weight: 4 }, { arbitrary: fc.anything(), weight: 1 }),
        code: fc.oneof({ arbitrary: codeLike, weight: 4 }, { arbitrary: fc.anything(), weight: 1 }),
        offset: fc.oneof(fc.integer({ min: -3, max: 40 }), fc.anything()),
        reason: fc.oneof(fc.record({ kind: kindLike }, { requiredKeys: [] }), fc.record({ kind: kindLike, got: fc.anything(), option: fc.anything() }), fc.anything()),
        found: fc.oneof(fc.string({ maxLength: 2 }), fc.constant(null), fc.anything()),
        expected: fc.oneof(fc.array(fc.constantFrom('ALPHA', 'DIGIT', '"/"', 'end of input')), fc.anything()),
        rulePath: fc.oneof(fc.array(fc.constantFrom('URI', 'host', 'path', 'expression')), fc.anything()),
        rule: fc.oneof(fc.constantFrom('URI', 'IRI', 'URI-Template'), fc.anything()),
        likely: fc.anything(),
        before: fc.anything(),
        inputLength: fc.anything(),
        text: fc.anything(),
        got: fc.anything(),
        span: fc.anything(),
      },
      { requiredKeys: ['_tag'] },
    ),
  },
)

/** Catalogs as JavaScript may hand them: whole, partial, with sections or sentences of the wrong kind, or none. */
const throwing = (): string => {
  throw new Error('a sentence that throws')
}
const catalogLike: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.constantFrom<unknown>(technical, plain, marker), weight: 6 },
  { arbitrary: fc.constantFrom<unknown>({}, null, undefined, 0, 'en', [], { codes: null }, { codes: { 'invalid-character': 'not a function' } }), weight: 1 },
  { arbitrary: fc.constant(completeCatalog(technical)({ codes: { 'invalid-character': throwing }, reasons: { 'not-a-string': throwing } })), weight: 1 },
  { arbitrary: fc.constant(completeCatalog(technical)({ codes: { 'invalid-character': () => 42 as unknown as string } })), weight: 1 },
  { arbitrary: fc.anything(), weight: 1 },
)

describe('describeError: which sentence', () => {
  it("an error without a reason: its code's sentence, called with the error", () => {
    const e = fail('http://a b')
    expect(e.reason).to.equal(undefined)
    expect(describeError(marker)(e)).to.equal('codes:invalid-character')
    expect(describeError(technical)(e)).to.equal(technical.codes['invalid-character'](e))
    expect(describeError(plain)(e)).to.equal(plain.codes['invalid-character'](e))
  })
  it("an error with a reason: the reason's sentence, called with the reason and the error; the code's when the catalog has none for the kind", () => {
    const e = fail('x', parseWith({ maxLength: -1 }))
    expect([e.code, e.reason?.kind]).to.deep.equal(['invalid-options', 'option-not-of-kind'])
    expect(describeError(marker)(e)).to.equal('reasons:option-not-of-kind')
    let given: readonly unknown[] = []
    const spy = completeCatalog(marker)({
      reasons: {
        'option-not-of-kind': (reason, error) => {
          given = [reason, error]
          return 'spied'
        },
      },
    })
    expect(describeError(spy)(e)).to.equal('spied')
    expect(given).to.deep.equal([e.reason, e])
    const noKind = { ...marker, reasons: {} } as unknown as Catalog
    expect(describeError(noKind)(e)).to.equal('codes:invalid-options')
    // A reason that is no object (from JavaScript) names no kind: the code's sentence.
    expect(describeError(marker)({ ...e, reason: null } as unknown as UriError)).to.equal('codes:invalid-options')
  })
  it('every other fact by its tag: decoding, faults, warnings, violations, refusals', () => {
    const cases: readonly (readonly [unknown, string])[] = [
      [{ _tag: 'DecodeError', code: 'invalid-utf8', offset: 0 }, 'decoding:invalid-utf8'],
      [{ _tag: 'WebFault', code: 'no-host', offset: 0, text: '', web: true }, 'faults:no-host'],
      [{ _tag: 'Warning', code: 'password', span: { start: 0, end: 1 } }, 'warnings:password'],
      [{ _tag: 'PolicyViolation', code: 'private-address', span: { start: 0, end: 1 } }, 'violations:private-address'],
      [{ _tag: 'RedirectError', code: 'unsafe-redirect', offset: 0, reason: { kind: 'other-origin', reader: 'whatwg', origin: 'https://evil.com' } }, 'refusals:other-origin'],
      [{ _tag: 'ReadingRefusal', code: 'unreadable', offset: 0, reason: { kind: 'no-base' } }, 'refusals:no-base'],
    ]
    for (const [fact, sentence] of cases) expect(describeError(marker)(fact as Fact), sentence).to.equal(sentence)
  })
  it("a change fromUserInput made: its reason's sentence, in each catalog", () => {
    const r = fromUserInput({ defaultScheme: 'https' })(' <www.example.com/a> ')
    const changes = E.isRight(r) ? r.right.changes : []
    expect(changes.map(describeError(marker))).to.deep.equal(['reasons:input-trimmed', 'reasons:input-unwrapped', 'reasons:input-scheme-added'])
    expect(changes.map(describeError(technical))).to.deep.equal([
      'Removed the whitespace around the input.',
      'Removed the <> around the URI.',
      'Added "https://" in front: the input had no scheme.',
    ])
    expect(describeError(plain)(changes[1] as Fact)).to.equal('We removed the < and > around the address')
  })
  it("a catalog without the sentence gives the fact's code; a value that is no object, the empty string", () => {
    const e = fail('http://a b')
    for (const none of [{}, { codes: {} }, { codes: { 'invalid-character': 'not a function' } }, null, undefined, 0, 'fr', []]) {
      expect(describeError(none as unknown as Catalog)(e), String(none)).to.equal('invalid-character')
    }
    // An own sentence only: one a prototype lends is no catalog's.
    const lent = { codes: Object.create({ 'invalid-character': () => 'lent' }) } as unknown as Catalog
    expect(describeError(lent)(e)).to.equal('invalid-character')
    expect(describeError(marker)({ _tag: 'Warning', code: 'toString' } as unknown as Fact)).to.equal('toString')
    for (const v of [undefined, null, 0, 'x', Symbol('s'), 10n]) expect(describeError(technical)(v as unknown as Fact)).to.equal('')
  })
  it("a sentence that throws, or gives no string, gives the fact's code", () => {
    const e = fail('http://a b')
    expect(describeError(completeCatalog(technical)({ codes: { 'invalid-character': throwing } }))(e)).to.equal('invalid-character')
    expect(describeError(completeCatalog(technical)({ codes: { 'invalid-character': () => undefined as unknown as string } }))(e)).to.equal('invalid-character')
  })
  it('curried, catalog first: it fits E.mapLeft', () => {
    expect(pipe(parseURI(''), E.mapLeft(describeError(technical)))).to.deep.equal(E.left('The input is empty; expected a URI such as https://example.com/.'))
    expect(pipe(parseURI(''), E.mapLeft(describeError(plain)))).to.deep.equal(E.left('Enter an address, like https://www.example.com'))
  })
})

describe('describeError: the law', () => {
  it('never throws and always gives a string, whatever the catalog and the fact (seeded)', () => {
    let worded = 0
    let fellBack = 0
    fc.assert(
      fc.property(catalogLike, factLike, (catalog, fact) => {
        const s = describeError(catalog as Catalog)(fact as Fact)
        expect(typeof s).to.equal('string')
        const code = typeof fact === 'object' && fact !== null ? (fact as { code?: unknown }).code : undefined
        if (s !== '' && s !== code) worded++
        else fellBack++
      }),
      { seed: 0xfac7, numRuns: 3000 },
    )
    // Both ways were taken often: a sentence found, and the code or nothing.
    expect(worded).to.be.greaterThan(100)
    expect(fellBack).to.be.greaterThan(300)
  })
  it('gives the code for what it cannot word, and a sentence for every real error (seeded)', () => {
    let checked = 0
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), fc.constantFrom(parse, parseURI), (s, p) => {
        const r = p(s)
        if (E.isRight(r)) return
        for (const catalog of [technical, plain]) {
          const sentence = describeError(catalog)(r.left)
          expect(sentence, JSON.stringify(s)).not.to.equal(r.left.code)
          expect(sentence.length, JSON.stringify(s)).to.be.greaterThan(10)
        }
        checked++
      }),
      { seed: 3986, numRuns: 400 },
    )
    expect(checked).to.be.greaterThan(100)
  })
})
