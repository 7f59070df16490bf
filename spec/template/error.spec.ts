/**
 * template/error.ts makes a template's errors without error.ts (so a bundle
 * of typed-uri/template carries no URI reading): each kind must be the error
 * error.ts's constructor makes, field for field and in the same order (the
 * order JSON output shows).
 */
import { expect } from 'chai'
import * as E from 'fp-ts/lib/Either.js'
import * as fc from 'fast-check'
import { makeCodedError, makeNotAStringError, makeOptionsError, makeUriError } from '../../src/error/make.ts'
import type { OptionsReason } from '../../src/error/reasons/options.ts'
import type { TemplateReason } from '../../src/error/reasons/template.ts'
import type { UriError } from '../../src/error/facts.ts'
import type { Reason, ReasonOf } from '../../src/error/reasons.ts'
import type { FromURLPatternFeature, ToURLPatternFeature, URLPatternSyntaxFault } from '../../src/error/reasons/template.ts'
import { type Catalog, describeError, plain, technical } from '../../src/messages/index.ts'
import { notATemplate, templateError, templateOptionsError } from '../../src/template/error.ts'
import { parseTemplate } from '../../src/template/parse.ts'
import { expand, expandPartial, fromURLPattern, type MatchOptions, matchWith, routeTemplates, toURLPattern, type Variables } from '../../src/template/index.ts'

const same = (mine: object, theirs: object): void => {
  expect(Object.keys(mine)).to.deep.equal(Object.keys(theirs))
  expect(mine).to.deep.equal(theirs)
}

describe("a template's errors are error.ts's", () => {
  it('a reading error, a coded error with and without a reason, an options error, a template that is not a string', () => {
    let failures = 0
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('{', '}', 'a', '%', '+', '=', ' ', '\n', 'é', '😀', '\u0301', '\\', ':', '*') }), (s) => {
        const r = parseTemplate(s)
        if (r._tag === 'Right') return
        failures++
        const { code, offset, expected, rulePath } = r.left
        if (code === 'unclosed-expression' || code === 'reserved-operator') same(r.left, makeCodedError(s, 'URI-Template', code, offset, expected, rulePath, r.left.reason))
        else same(r.left, makeUriError(s, 'URI-Template', offset, expected, rulePath))
        const why: TemplateReason = { kind: 'expansion-prefix-of-list', variable: 'x', prefix: 2, section: '2.4.1' }
        same(templateError(s, 'invalid-expansion', offset, [], rulePath, why), makeCodedError(s, 'URI-Template', 'invalid-expansion', offset, [], rulePath, why))
        const open: TemplateReason = { kind: 'expression-unclosed', opened: 0 }
        same(templateError(s, 'unclosed-expression', offset, expected, rulePath, open), makeCodedError(s, 'URI-Template', 'unclosed-expression', offset, expected, rulePath, open))
        same(templateError(s, 'reserved-operator', offset, [], rulePath), makeCodedError(s, 'URI-Template', 'reserved-operator', offset, [], rulePath))
        const variables: TemplateReason = { kind: 'variables-not-an-object', got: { type: 'null' } }
        same(templateOptionsError(s, variables, 'variables'), makeOptionsError(s, 'URI-Template', variables, 'variables'))
        same(templateOptionsError(s, variables), makeOptionsError(s, 'URI-Template', variables))
        // An option of the wrong kind names itself, in both.
        const option: OptionsReason = { kind: 'option-not-of-kind', option: 'empty', entry: 'option', must: 'boolean', got: { type: 'number', text: '1' } }
        same(templateOptionsError(s, option), makeOptionsError(s, 'URI-Template', option))
      }),
      { numRuns: 300, seed: 6570 },
    )
    expect(failures).to.be.greaterThan(150)
    for (const v of [null, undefined, 3, ['a'], {}]) same(notATemplate(v), makeNotAStringError(v, 'URI-Template', 'template'))
  })
})

/** The sentence a catalog has for a reason, applied (the catalogs' table is typed per kind). */
const sentence = (catalog: Catalog, reason: Reason, error: UriError): string => (catalog.reasons[reason.kind] as (r: Reason, e: UriError) => string)(reason, error)

/** A sample of each kind, with the parameters each register must mention: a new kind without its sample fails to compile. */
type Sample<K extends TemplateReason['kind']> = { readonly reason: ReasonOf<K>; readonly technical: readonly string[]; readonly plain: readonly string[] }
const SAMPLES: { readonly [K in TemplateReason['kind']]: Sample<K> } = {
  'expression-unclosed': { reason: { kind: 'expression-unclosed', opened: 3 }, technical: ['position 4', 'position 7'], plain: ["after 'a{b{cd'"] },
  'variables-not-an-object': { reason: { kind: 'variables-not-an-object', got: { type: 'string', text: 'x' } }, technical: ['a string'], plain: ['set up wrongly'] },
  'variables-read-failed': { reason: { kind: 'variables-read-failed', thrown: 'boom' }, technical: ['boom'], plain: ['set up wrongly'] },
  'expansion-value-of-wrong-kind': { reason: { kind: 'expansion-value-of-wrong-kind', variable: 'when', got: { type: 'function' } }, technical: ['"when"', 'a function'], plain: ['"when"'] },
  'expansion-member-not-scalar': {
    reason: { kind: 'expansion-member-not-scalar', variable: 'm', member: 'k', got: { type: 'array' } },
    technical: ['"m"', 'the member "k"', 'an array'],
    plain: ['"m"'],
  },
  'expansion-prefix-of-list': {
    reason: { kind: 'expansion-prefix-of-list', variable: 'tags', prefix: 3, section: '2.4.1' },
    technical: ['"tags"', 'a list', ':3', 'section 2.4.1'],
    plain: ['"tags"'],
  },
  'expansion-prefix-of-map': {
    reason: { kind: 'expansion-prefix-of-map', variable: 'keys', prefix: 2, section: '2.4.1' },
    technical: ['"keys"', 'an associative array', ':2', 'section 2.4.1'],
    plain: ['"keys"'],
  },
  'expansion-not-a-reference': {
    reason: { kind: 'expansion-not-a-reference', expansion: '/a#b#c', at: 4, section: '4.1' },
    technical: ['"/a#b#c"', '"#" cannot stand at offset 4', 'section 4.1'],
    plain: ['"#"'],
  },
  'partial-comma-operator': {
    reason: { kind: 'partial-comma-operator', expression: '{+a,b}', operator: '+', variable: 'b' },
    technical: ['"{+a,b}"', '"b"'],
    plain: ['"b"'],
  },
  'partial-order-unknown': {
    reason: { kind: 'partial-order-unknown', expression: '{?a,b}', variable: 'b', first: '?', sep: '&' },
    technical: ['"{?a,b}"', '"b"', '"?"', '"&"'],
    plain: ['"b"'],
  },
  'route-templates-not-compiled': { reason: { kind: 'route-templates-not-compiled', got: { type: 'null' } }, technical: ['routeTemplates', 'null'], plain: ['set up wrongly'] },
  'urlpattern-cannot-express': {
    reason: { kind: 'urlpattern-cannot-express', part: '{?q}', feature: 'query-expression' },
    technical: ['"{?q}"', 'a query expression'],
    plain: ['"{?q}"'],
  },
  'template-cannot-express': {
    reason: { kind: 'template-cannot-express', part: ':id(\\d+)', component: 'pathname', feature: 'regexp-group' },
    technical: [JSON.stringify(':id(\\d+)'), "the pattern's pathname", 'regular-expression group'],
    plain: [JSON.stringify(':id(\\d+)')],
  },
  'urlpattern-not-valid': {
    reason: { kind: 'urlpattern-not-valid', part: '{', component: 'hostname', fault: 'unclosed-group' },
    technical: ['"{"', 'in its hostname', 'never closed'],
    plain: ['"{"', '}'],
  },
  'urlpattern-component-not-a-string': {
    reason: { kind: 'urlpattern-component-not-a-string', component: 'search', got: { type: 'number', text: '3' } },
    technical: ['"search"', 'a value of type number'],
    plain: ['set up wrongly'],
  },
  'urlpattern-init-read-failed': { reason: { kind: 'urlpattern-init-read-failed', thrown: 'trap' }, technical: ['URLPatternInit', 'trap'], plain: ['set up wrongly'] },
  'urlpattern-not-a-pattern': { reason: { kind: 'urlpattern-not-a-pattern', got: { type: 'array' } }, technical: ['fromURLPattern', 'a list'], plain: ['set up wrongly'] },
}

/** Each value of the URLPattern feature unions: a value left out of one of these fails to compile. */
const TO_FEATURES: Readonly<Record<ToURLPatternFeature, true>> = {
  rootless: true,
  'reserved-expansion': true,
  'query-expression': true,
  'expression-in-query': true,
  'label-or-parameter-expansion': true,
  'several-variables': true,
  'prefix-modifier': true,
  'explode-modifier': true,
  'shared-segment': true,
  'variable-in-userinfo': true,
  'variable-in-port': true,
  'name-not-identifier': true,
  'duplicate-variable': true,
}
const FROM_FEATURES: Readonly<Record<FromURLPatternFeature, true>> = {
  'regexp-group': true,
  'optional-text': true,
  'repeat-without-separator': true,
  'wildcard-modifier': true,
  'group-name': true,
  'shared-group-name': true,
  'base-url': true,
  'any-host': true,
}
const FAULTS: Readonly<Record<URLPatternSyntaxFault, true>> = { 'unclosed-group': true, 'unclosed-regexp': true, 'stray-character': true }

describe("a template's reasons, worded by the catalogs", () => {
  const at = (reason: TemplateReason): UriError => templateError('a{b{cd', 'invalid-expansion', 6, [], ['URI-Template'], reason)

  it('every kind has a technical and a plain sentence, each naming the parameters that matter; the plain one cites no RFC', () => {
    const kinds = Object.keys(SAMPLES) as TemplateReason['kind'][]
    expect(kinds).to.have.length(17)
    for (const kind of kinds) {
      const { reason, technical: tech, plain: words } = SAMPLES[kind] as Sample<typeof kind>
      const e = at(reason)
      const t = describeError(technical)(e)
      const p = describeError(plain)(e)
      // describeError reads the reason, not the code.
      expect(t, kind)
        .to.equal(sentence(technical, reason, e))
        .and.not.equal(technical.codes[e.code](e))
      expect(p, kind).to.equal(sentence(plain, reason, e))
      for (const s of tech) expect(t, kind).to.include(s)
      for (const s of words) expect(p, kind).to.include(s)
      expect(p, kind).not.to.match(/RFC|section \d|ABNF/)
      expect(p, kind).not.to.equal(t)
    }
  })

  it('each URLPattern feature and fault has a sentence of its own, in both registers where it matters', () => {
    const distinct = <F extends string>(features: readonly F[], reasonOf: (f: F) => TemplateReason): void => {
      const said = features.map((f) => describeError(technical)(at(reasonOf(f))))
      expect(new Set(said).size).to.equal(features.length)
      for (const f of features) expect(describeError(plain)(at(reasonOf(f)))).not.to.match(/RFC|section \d/)
    }
    distinct(Object.keys(TO_FEATURES) as ToURLPatternFeature[], (feature) => ({ kind: 'urlpattern-cannot-express', part: '{x}', feature }))
    distinct(Object.keys(FROM_FEATURES) as FromURLPatternFeature[], (feature) => ({ kind: 'template-cannot-express', part: ':x', component: null, feature }))
    distinct(Object.keys(FAULTS) as URLPatternSyntaxFault[], (fault) => ({ kind: 'urlpattern-not-valid', part: ':', component: null, fault }))
    // Each fault tells a pattern's author what to do, differently.
    const fixes = (Object.keys(FAULTS) as URLPatternSyntaxFault[]).map((fault) => describeError(plain)(at({ kind: 'urlpattern-not-valid', part: ':', component: null, fault })))
    expect(new Set(fixes).size).to.equal(3)
  })
})

// ---------------------------------------------------------------------------
// every error of the concern: facts only, worded from its reason
// ---------------------------------------------------------------------------

/** What a getter may throw: an Error, a string, a value with no text (no prototype), one whose text throws. */
const thrownValue = fc.constantFrom<() => unknown>(
  () => new Error('boom'),
  () => 'text',
  () => Object.create(null),
  () => ({
    toString: () => {
      throw new Error('again')
    },
  }),
)
/** An object whose property `key` throws when read. */
const throwing = (key: string, make: () => unknown): object =>
  Object.defineProperty({}, key, {
    enumerable: true,
    get: () => {
      throw make()
    },
  })
/** A revoked proxy: asking anything of it throws. Made in the call, never by the generator (fast-check inspects its values). */
const REVOKED = Symbol('revoked')
const revoked = (): object => {
  const { proxy, revoke } = Proxy.revocable({}, {})
  revoke()
  return proxy
}
const outside = (v: unknown): unknown => (v === REVOKED ? revoked() : v)

const unit = fc.constantFrom('{', '}', 'a', 'b', ',', '%', '+', '#', '?', '/', '.', ';', '&', '=', ':', '*', '2', ' ', 'é', '[')
const text = fc.string({ unit, maxLength: 10 })
const shapes = fc.constantFrom(
  '{a}',
  '{+a}',
  '{#a,b}',
  '{a,b}',
  '{?a,b}',
  '{/a,b}',
  '{a:2}',
  '{?a:3,b:1}',
  '{/a:1}{b:2}',
  '{a*}',
  'x{+a}y{#b}',
  '/u/{a}',
  'http://h/{a}{?b}',
  '{?a}{&b}',
  '/{a}.{b}',
)
const template = fc
  .oneof({ weight: 3, arbitrary: shapes }, { weight: 1, arbitrary: text })
  .map((t) => parseTemplate(t))
  .filter(E.isRight)
  .map((r) => r.right)
const scalar = fc.oneof(fc.constantFrom('', 'x', 'a#b#c', '[', '%41', ':@'), fc.integer(), fc.boolean(), fc.constant(null))
const value = fc.oneof(
  scalar,
  fc.array(fc.oneof({ weight: 6, arbitrary: scalar }, { weight: 1, arbitrary: fc.constantFrom<unknown>({}, [1]) }), { maxLength: 3 }),
  fc.dictionary(fc.constantFrom('k', 'l'), fc.oneof({ weight: 6, arbitrary: scalar }, { weight: 1, arbitrary: fc.constant({}) }), { maxKeys: 2 }),
  fc.constantFrom<unknown>(new Date(0), () => 1, Symbol('s')),
)
const variables = fc.oneof(
  { weight: 6, arbitrary: fc.dictionary(fc.constantFrom('a', 'b'), value, { maxKeys: 2 }) as fc.Arbitrary<Variables> },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(null, 3, 'a=1', undefined, () => ({})).map((v) => v as Variables) },
  { weight: 1, arbitrary: thrownValue.map((make) => throwing('a', make) as Variables) },
  { weight: 1, arbitrary: fc.constant(REVOKED as unknown as Variables) },
)
const patternText = fc.string({ unit: fc.constantFrom(':', 'id', '(', ')', '\\d+', '{', '}', '/', '.', '*', '+', '?', 'a', '$', '-', 'https://', '#'), maxLength: 8 })
const init = fc.oneof(
  fc.record({ pathname: patternText }, { requiredKeys: [] }),
  fc.record({ protocol: fc.constantFrom('https', 'urn'), pathname: patternText, search: fc.constantFrom<unknown>('*', 3, null) }, { requiredKeys: ['pathname'] }),
  fc.constantFrom<unknown>({ baseURL: 'https://a/', pathname: '/x' }, 42, null, ['/a']),
  thrownValue.map((make) => throwing('pathname', make)),
  fc.constant(REVOKED),
)
const options = fc.constantFrom<unknown>({}, { query: 'any-order' }, { empty: 'maybe' }, { repeated: 1 }, 7, null)

/** One call of the concern's public functions, as its Either. */
const call = fc.oneof(
  fc.oneof(text, fc.constantFrom<unknown>(42, null, ['{a}'], {}, REVOKED)).map((t) => () => parseTemplate(outside(t) as string)),
  fc.tuple(template, variables).map(
    ([t, v]) =>
      () =>
        expand(t)(outside(v) as Variables),
  ),
  fc.tuple(template, variables).map(
    ([t, v]) =>
      () =>
        expandPartial(t)(outside(v) as Variables),
  ),
  fc.tuple(template, options).map(
    ([t, o]) =>
      () =>
        matchWith(o as MatchOptions)(t)('/u/7?a=1'),
  ),
  fc.constantFrom<unknown>(null, 'users://{id}', [{}], [1], {}, REVOKED).map((list) => () => routeTemplates(outside(list) as never)('users://7')),
  template.map((t) => () => toURLPattern(t)),
  fc.oneof(patternText, init).map((p) => () => fromURLPattern(outside(p) as string)),
)

/** The keys an error had before it was facts only. */
const WORDS = ['message', 'detail', 'line', 'column', 'codePointOffset', 'displayColumn']

describe("every error of the template's functions is facts only, worded from its reason", () => {
  it('no error carries words or positions; an error with a reason is worded from it in both catalogs; nothing throws (seeded)', () => {
    const kinds = new Map<string, number>()
    let lefts = 0
    fc.assert(
      fc.property(call, (run) => {
        const r = run()
        if (r._tag === 'Right') return
        lefts++
        const e = r.left
        for (const key of WORDS) expect(e, key).not.to.have.property(key)
        expect(e.rule).to.equal('URI-Template')
        for (const catalog of [technical, plain]) {
          const said = describeError(catalog)(e)
          expect(said).to.be.a('string').and.not.equal('')
          if (e.reason !== undefined) expect(said).to.equal(sentence(catalog, e.reason, e))
          else expect(said).to.equal(catalog.codes[e.code](e))
        }
        // A reason is data: no value in it is a sentence of English the catalogs would otherwise make.
        if (e.reason !== undefined) expect(JSON.stringify(e.reason)).not.to.include(describeError(technical)(e))
        const kind = e.reason?.kind ?? `(code) ${e.code}`
        kinds.set(kind, (kinds.get(kind) ?? 0) + 1)
      }),
      { numRuns: 4_000, seed: 6570_4 },
    )
    expect(lefts).to.be.greaterThan(1_500)
    // Every template kind is reached by some call, several times, and the options' kinds the functions share.
    for (const kind of [...Object.keys(SAMPLES), 'not-a-string', 'option-not-of-kind', 'options-not-an-object']) expect(kinds.get(kind) ?? 0, kind).to.be.at.least(3)
  })

  it('an unclosed expression\'s reason names the "{" that no "}" closes (seeded)', () => {
    let unclosed = 0
    fc.assert(
      fc.property(
        fc.oneof(
          text,
          fc.tuple(text, fc.constantFrom('{', '{a', '{+a,', '{a:2', '{a.', '{a*')).map(([t, open]) => t + open),
        ),
        (t) => {
          const r = parseTemplate(t)
          if (r._tag === 'Right' || r.left.reason?.kind !== 'expression-unclosed') return
          unclosed++
          const { opened } = r.left.reason
          expect(t[opened], t).to.equal('{')
          expect(t.slice(opened + 1), t).not.to.match(/[{}]/)
          expect(describeError(technical)(r.left), t).to.include(`opened by "{" at position ${opened + 1};`)
        },
      ),
      { numRuns: 2_000, seed: 6570_22 },
    )
    expect(unclosed).to.be.greaterThan(400)
  })
})
