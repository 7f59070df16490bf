/**
 * A schema made of fewer parts (the zod and valibot adapters' schemas) answers as `uriSchema` does, for the
 * rules and options it reads: the same value, or the same issues with the same code, offset, sentence,
 * suggestion and facts. And a schema's quick answer (`passesOf`) is true exactly for the values its
 * `validate` gives back unchanged. Seeded properties over URIs, references, web addresses, values broken
 * by an edit and values with white space around them, with the options that change the answer.
 */
import { expect } from 'chai'
import * as fc from 'fast-check'
import { suggestFix } from '../../src/index.ts'
import { iri } from '../../src/iri/index.ts'
import { policy } from '../../src/security/index.ts'
import { publicSite, uriSchema } from '../../src/standard-schema/index.ts'
import { REFERENCE_PARTS, URI_PARTS, WEB_PARTS } from '../../src/standard-schema/parts.ts'
import { passesOf } from '../../src/standard-schema/passes.ts'
import { schemaWith, type SchemaParts } from '../../src/standard-schema/schema.ts'
import type { UriIssue } from '../../src/standard-schema/types.ts'
import { host, pathAbempty } from '../../src/arbitraries/index.ts'
import { anyString, mutated } from '../generators.ts'

type Result = { readonly value?: unknown; readonly issues?: readonly UriIssue[] }

/** Everything a form reads of an answer, as text: the value, or each issue's code, offset, message, suggestion and facts. */
const shown = (r: Result): string => JSON.stringify(r.issues === undefined ? { value: r.value } : r.issues.map((i) => [i.code, i.offset, i.message, i.suggestion, i.error ?? null]))

const values: fc.Arbitrary<string> = fc.oneof(
  anyString,
  mutated,
  fc.tuple(fc.constantFrom('http://', 'https://', 'javascript:', 'mailto:', ''), fc.oneof(anyString, mutated)).map(([a, b]) => a + b),
  // White space around a value: its suggestion is the value trimmed, or the fixer's fix of it.
  fc
    .tuple(fc.constantFrom(' ', '\t', '  '), fc.oneof(mutated, fc.constantFrom('example.com', 'https://例え.jp/', 'http://a b/', 'www.example.com/x')), fc.constantFrom('', ' '))
    .map(([a, b, c]) => a + b + c),
  // Web addresses by the grammar, a port now and then (past 65535 too).
  fc.tuple(fc.constantFrom('http://', 'https://'), host, fc.constantFrom('', ':8080', ':99999'), pathAbempty).map(([a, b, c, d]) => a + b + c + d),
  fc.constantFrom('example.com', 'https://例え.jp/', 'http://localhost:3000/', 'https://me@a/', 'http://a:99999999/', 'a:', 'fe80::1', '//a/b', 'http://[::1', 'javascript:alert(1)'),
)

const CASES: readonly (readonly [string, SchemaParts, readonly Readonly<Record<string, unknown>>[]])[] = [
  [
    'an absolute URI',
    URI_PARTS,
    [
      { rule: 'URI' },
      { rule: 'absolute-URI' },
      { rule: 'URI', suggestFix },
      { rule: 'URI', scriptSchemes: 'refuse', schemes: ['https', 'mailto'] },
      { rule: 'URI', policy: policy({ schemes: ['https', 'http'] }) },
      { rule: 'URI', iri, suggestFix },
      // What a schema of these parts cannot judge, refused for the same reason as uriSchema refuses it (from JavaScript).
      { rule: 'URI', public: true },
      { rule: 'URI', public: publicSite },
    ],
  ],
  [
    'a reference',
    REFERENCE_PARTS,
    [{ rule: 'URI-reference' }, { rule: 'relative-ref', suggestFix }, { rule: 'URI-reference', policy: policy() }, { rule: 'URI-reference', iri }, { rule: 'URI-reference', public: true }],
  ],
  [
    'a web address',
    WEB_PARTS,
    [
      { rule: 'URI', web: true },
      { rule: 'URI', web: true, suggestFix },
      { rule: 'URI', web: true, public: true },
      { rule: 'URI', web: true, policy: policy() },
    ],
  ],
]

describe('standard-schema/parts: a schema of fewer parts answers as uriSchema does', () => {
  for (const [name, parts, optionsList] of CASES)
    it(`${name}: the same answers, for each option that changes them (seeded)`, () => {
      let refused = 0
      let accepted = 0
      fc.assert(
        fc.property(fc.constantFrom(...optionsList), values, (options, s) => {
          const ours = schemaWith(parts)(options)['~standard'].validate(s) as Result
          const whole = uriSchema(options as never)['~standard'].validate(s) as Result
          if (ours.issues === undefined) accepted++
          else refused++
          return shown(ours) === shown(whole)
        }),
        { numRuns: 1500, seed: 5_0_47 },
      )
      expect(
        [accepted, refused].every((n) => n > 150),
        `${accepted} accepted, ${refused} refused`,
      ).to.equal(true)
    })

  it('class: the quick answer is true exactly for a value validate gives back as it is (seeded)', () => {
    const schemas = [
      uriSchema(),
      uriSchema({ rule: 'URI-reference', maxLength: 40 }),
      uriSchema({ web: true }),
      uriSchema({ web: true, public: true }),
      uriSchema({ scriptSchemes: 'refuse', schemes: ['https'] }),
      schemaWith(URI_PARTS)({ rule: 'absolute-URI' }),
      schemaWith(REFERENCE_PARTS)({ rule: 'relative-ref' }),
    ]
    let passed = 0
    let not = 0
    fc.assert(
      fc.property(fc.constantFrom(...schemas), values, (schema, s) => {
        const passes = passesOf(schema)
        if (passes === null) return false
        const r = schema['~standard'].validate(s) as Result
        const same = r.issues === undefined && r.value === s
        if (same) passed++
        else not++
        return passes(s) === same
      }),
      { numRuns: 3000, seed: 5_0_48 },
    )
    expect(
      [passed, not].every((n) => n > 300),
      `${passed} passed, ${not} not`,
    ).to.equal(true)
  })

  it('class: a value with white space around it is suggested what the value trimmed is (seeded)', () => {
    const schemas = [uriSchema({ suggestFix }), uriSchema({ web: true, suggestFix }), uriSchema({ rule: 'URI-reference', suggestFix }), schemaWith(URI_PARTS)({ rule: 'URI', suggestFix })]
    const suggestionOf = (schema: (typeof schemas)[number], s: string): string | undefined => {
      const r = schema['~standard'].validate(s) as Result
      return r.issues === undefined ? s : r.issues[0].suggestion
    }
    let fixed = 0
    let unfixed = 0
    fc.assert(
      fc.property(fc.constantFrom(...schemas), fc.oneof(mutated, values), fc.constantFrom(' ', '\t', '\n '), (schema, s, space) => {
        const trimmed = s.trim()
        if (trimmed === '' || trimmed !== s) return true
        const expected = suggestionOf(schema, trimmed)
        if (expected === undefined) unfixed++
        else fixed++
        return suggestionOf(schema, space + s + space) === expected
      }),
      { numRuns: 2000, seed: 5_0_49 },
    )
    expect(
      [fixed, unfixed].every((n) => n > 150),
      `${fixed} fixed, ${unfixed} not`,
    ).to.equal(true)
  })

  it('no quick answer where the output is not the value itself: a tree, a tidied value, a policy’s check', () => {
    expect(passesOf(uriSchema({ output: 'tree' }))).to.equal(null)
    expect(passesOf(uriSchema({ policy: policy() }))).to.equal(null)
    expect(passesOf(uriSchema({ maxLength: -1 } as never))).to.equal(null)
  })
})
