/**
 * typed-uri/valibot: the three actions in valibot's own idiom (`v.pipe`,
 * `v.safeParse`, `v.flatten` inside `v.object`, `v.array` and `v.optional`),
 * each issue a valibot issue with our code, offset and sentence; agreement
 * with `isValidURI`, `isValid`, `isWebURL` and with `uriSchema` (the checks are
 * its); every sentence from the catalog given; bad options an issue for every
 * value, never a throw; and a consumer, react-hook-form's `valibotResolver`.
 */
import { valibotResolver } from '@hookform/resolvers/valibot'
import { expect } from 'chai'
import * as fc from 'fast-check'
import * as v from 'valibot'
import { fromUserInput, isValid, isValidIRI, isValidURI, isWebURL, parse, parseURI, suggestFix, type UriError } from '../../src/index.ts'
import { iri, zoneIds } from '../../src/iri/index.ts'
import { completeCatalog, describeError, plain, technical, type Catalog, type PartialCatalog } from '../../src/messages/index.ts'
import { plain as de } from '../../src/messages/de/index.ts'
import { policy } from '../../src/security/index.ts'
import { uriSchema, type UriIssue, type UriSchemaOptions } from '../../src/standard-schema/index.ts'
import { publicSite, uri, uriReference, webURL, type UriActionIssue } from '../../src/valibot/index.ts'
import { anyString, iriLike, mutated } from '../generators.ts'

// Type-level: the actions go in a pipe after v.string(); their issues are in the schema's issue type.
const Site = v.pipe(v.string(), webURL())
const typedIssue: v.InferIssue<typeof Site> extends infer I ? (UriActionIssue<'web_url'> extends I ? true : false) : never = true
const tidiedOutput: string = v.parse(v.pipe(v.string(), webURL({ fromUserInput, defaultScheme: 'https' })), 'https://a/')
// Options that are not an action's do not type-check (each is refused at run time too, below).
// @ts-expect-error uri reads an absolute URI's rules, not a reference's
uri({ rule: 'URI-reference' })
// @ts-expect-error uriReference reads a reference's rules
uriReference({ rule: 'URI' })
// @ts-expect-error webURL's rule is URI
webURL({ rule: 'URI' })
// @ts-expect-error an action passes text on: no output option
uri({ output: 'tree' })
// @ts-expect-error an IRI rule needs the IRI grammar
uri({ rule: 'IRI' })
// @ts-expect-error fromUserInput reads no zone identifiers
uri({ fromUserInput, zoneIds })
// @ts-expect-error a catalog is a value, not its name
webURL({ messages: 'technical' })
// @ts-expect-error a web address always refuses the schemes that run code
webURL({ scriptSchemes: 'allow' })

const issuesOf = (schema: v.GenericSchema, value: unknown): readonly UriActionIssue[] => (v.safeParse(schema, value).issues ?? []) as unknown as readonly UriActionIssue[]
const firstOf = (schema: v.GenericSchema, value: unknown): UriActionIssue => {
  const issue = issuesOf(schema, value)[0]
  if (issue === undefined) throw new Error(`no issue for ${JSON.stringify(value)}`)
  return issue
}
const errorOf = (r: { readonly _tag: string }): UriError => {
  if (r._tag !== 'Left') throw new Error('expected a Left')
  return (r as unknown as { readonly left: UriError }).left
}
/** uriSchema's issues for a value, synchronous. */
const schemaIssues = (options: UriSchemaOptions, value: unknown): readonly UriIssue[] =>
  (uriSchema(options)['~standard'].validate(value) as { readonly issues?: readonly UriIssue[] }).issues ?? []

/** A catalog of one's own whose every sentence is marked with its section and key: where a message comes from shows. */
const marked = (): Catalog => {
  const partial: Record<string, Record<string, () => string>> = {}
  for (const [section, sentences] of Object.entries(plain)) {
    partial[section] = {}
    for (const key of Object.keys(sentences as object)) partial[section][key] = () => `⟦${section}:${key}⟧`
  }
  return completeCatalog(plain)(partial as PartialCatalog)
}

describe('typed-uri/valibot', () => {
  describe('in valibot’s idiom', () => {
    it('an issue is a valibot issue with our code, offset, facts and sentence beside its own fields', () => {
      const Link = v.pipe(v.string(), uri())
      expect(v.safeParse(Link, 'mailto:a@example.com')).to.include({ success: true, output: 'mailto:a@example.com' })
      const r = v.safeParse(Link, 'http://a b')
      expect(r.success).to.equal(false)
      const issue = r.issues?.[0] as unknown as UriActionIssue
      expect(issue).to.include({ kind: 'validation', type: 'uri', input: 'http://a b', expected: null, received: '"http://a b"', code: 'invalid-character', offset: 8 })
      expect(issue.message).to.equal(describeError(plain)(errorOf(parseURI('http://a b'))))
      expect(issue.error).to.deep.equal(errorOf(parseURI('http://a b')))
      expect(issue.requirement('http://a/')).to.equal(true)
      expect(issue.requirement('http://a b')).to.equal(false)
      // Plain data: a spread, JSON and structuredClone keep every fact (valibot's v.cache spreads issues).
      expect({ ...issue }).to.include({ code: 'invalid-character', offset: 8, message: issue.message })
      expect(JSON.parse(JSON.stringify(issue))).to.include({ code: 'invalid-character', offset: 8, message: issue.message })
      const cached = v.cache(Link)
      v.safeParse(cached, 'http://a b')
      expect(firstOf(cached, 'http://a b').code).to.equal('invalid-character')
    })

    it('v.flatten names each field in v.object, v.array and v.optional', () => {
      const Profile = v.object({
        homepage: v.pipe(v.string(), webURL()),
        links: v.array(v.pipe(v.string(), uriReference())),
        feed: v.optional(v.pipe(v.string(), uri())),
      })
      expect(v.safeParse(Profile, { homepage: 'https://example.com/', links: ['/a', '../b'] })).to.include({ success: true })
      const r = v.safeParse(Profile, { homepage: 'example.com', links: ['/a', 'a b'], feed: 'rss' })
      if (r.success) throw new Error('expected issues')
      expect(v.flatten<typeof Profile>(r.issues)).to.deep.equal({
        nested: {
          homepage: ['Enter a web address that starts with https://, like https://www.example.com'],
          'links.1': [describeError(plain)(errorOf(parse('a b')))],
          feed: [describeError(plain)(errorOf(parseURI('rss')))],
        },
      })
      expect(r.issues.map((i) => [v.getDotPath(i), (i as unknown as UriActionIssue).code, (i as unknown as UriActionIssue).offset])).to.deep.equal([
        ['homepage', 'missing-scheme', 11],
        ['links.1', 'invalid-character', 1],
        ['feed', 'missing-scheme', 3],
      ])
    })

    it('runs as valibot’s actions run: after a refused string nothing, after its issue the rest of the pipe (abortPipeEarly stops it)', () => {
      const Short = v.pipe(v.string(), uri(), v.maxLength(5))
      expect(issuesOf(Short, 42).map((i) => i.type)).to.deep.equal(['string'])
      expect(issuesOf(Short, 'a b cd').map((i) => i.type)).to.deep.equal(['uri', 'max_length'])
      expect((v.safeParse(Short, 'a b cd', { abortPipeEarly: true }).issues ?? []).map((i) => i.type)).to.deep.equal(['uri'])
      expect(firstOf(Short, 'a b cd')).to.include({ abortPipeEarly: undefined, lang: undefined })
      expect(v.safeParse(v.pipe(v.string(), uri()), 'http://a b', { lang: 'de', abortEarly: true }).issues?.[0]).to.include({ lang: 'de', abortEarly: true, code: 'invalid-character' })
    })

    it('the catalog’s sentence is the one shown: valibot’s messages come after an action’s own', () => {
      // valibot's reference type reads an action's input as unknown; ours takes text.
      v.setSpecificMessage(uri as never, 'valibot’s own')
      v.setGlobalMessage('global')
      try {
        expect(firstOf(v.pipe(v.string(), uri()), 'a b').message).to.equal(describeError(plain)(errorOf(parseURI('a b'))))
        expect(v.safeParse(v.pipe(v.string(), uri()), 'a b', { message: 'config' }).issues?.[0]?.message).to.equal(describeError(plain)(errorOf(parseURI('a b'))))
      } finally {
        v.deleteSpecificMessage(uri as never)
        v.deleteGlobalMessage()
      }
    })

    it('after a schema that lets anything through (from JavaScript), a value that is not text is a not-a-string issue', () => {
      expect(firstOf(v.pipe(v.any(), uri() as never), 5)).to.include({ code: 'not-a-string', offset: 0, input: 5, received: 'number' })
    })

    it('the schema’s Standard Schema (valibot’s ~standard) carries the same issues', () => {
      const r = v.pipe(v.string(), webURL())['~standard'].validate('ftp://a/') as { issues: readonly UriActionIssue[] }
      expect(r.issues[0]).to.include({ code: 'scheme-not-allowed', offset: 0, type: 'web_url' })
    })
  })

  describe('the three questions', () => {
    it('uri: an absolute URI, any scheme (rule URI or absolute-URI)', () => {
      const s = v.pipe(v.string(), uri())
      for (const ok of ['https://example.com/a', 'mailto:a@example.com', 'urn:isbn:0451450523', 'javascript:alert(1)', 'a:', 'http://a/#f']) expect(v.is(s, ok), ok).to.equal(true)
      for (const bad of ['example.com', '/a', '', 'hello']) expect(v.is(s, bad), bad).to.equal(false)
      expect(firstOf(v.pipe(v.string(), uri({ rule: 'absolute-URI' })), 'http://a/#f')).to.include({ code: 'invalid-character', offset: 9 })
      expect(v.is(v.pipe(v.string(), uri({ iri })), 'https://例え.jp/')).to.equal(true)
      expect(v.is(v.pipe(v.string(), uri({ iri, rule: 'absolute-IRI' })), 'https://例え.jp/')).to.equal(true)
    })
    it('uriReference: any reference, relative ones included (rule URI-reference or relative-ref)', () => {
      const s = v.pipe(v.string(), uriReference())
      for (const ok of ['hello', 'example.com', '../a', '', '//a/b', 'javascript:alert(1)']) expect(v.is(s, ok), ok).to.equal(true)
      expect(firstOf(s, 'a b')).to.include({ type: 'uri_reference', code: 'invalid-character', offset: 1 })
      expect(firstOf(v.pipe(v.string(), uriReference({ rule: 'relative-ref' })), 'http://a/')).to.include({ code: 'invalid-character', offset: 4 })
      expect(firstOf(v.pipe(v.string(), uriReference({ scriptSchemes: 'refuse' })), 'javascript:alert(1)')).to.include({ code: 'script-scheme', offset: 0 })
    })
    it('webURL: a web address, localhost and single-label hosts included; each fault its code', () => {
      const s = v.pipe(v.string(), webURL())
      for (const ok of ['http://localhost:3000/', 'http://api:8080/', 'http://my_service.internal/', 'https://example.com/']) expect(v.is(s, ok), ok).to.equal(true)
      expect(['example.com', 'ftp://example.com/', 'http://', 'https://me@example.com/', 'http://a:99999999999/', 'javascript:alert(1)'].map((x) => firstOf(s, x).code)).to.deep.equal([
        'missing-scheme',
        'scheme-not-allowed',
        'no-host',
        'userinfo-not-allowed',
        'port-out-of-range',
        'script-scheme',
      ])
      expect(firstOf(v.pipe(v.string(), webURL({ schemes: ['https'] })), 'http://a/').code).to.equal('scheme-not-allowed')
      expect(v.is(v.pipe(v.string(), webURL({ iri })), 'https://例え.jp/')).to.equal(true)
    })
  })

  describe('agrees with the library', () => {
    const actions = [
      ['uri()', v.pipe(v.string(), uri()), isValidURI, { rule: 'URI' }],
      ['uriReference()', v.pipe(v.string(), uriReference()), isValid, { rule: 'URI-reference' }],
      ['webURL()', v.pipe(v.string(), webURL()), isWebURL, { web: true }],
      ['uriReference({ iri })', v.pipe(v.string(), uriReference({ iri })), isValidIRI, { iri, rule: 'URI-reference' }],
    ] as const
    for (const [name, schema, accepts, options] of actions)
      it(`law: ${name} accepts exactly what the library accepts, and each issue is uriSchema’s (code, offset, sentence, facts; seeded)`, () => {
        let yes = 0
        let no = 0
        fc.assert(
          fc.property(fc.oneof(anyString, mutated, iriLike, fc.constantFrom('http://a/', 'https://x.y:443/', 'http://a:70000/', 'http://u@a/', 'http://')), (s) => {
            const r = v.safeParse(schema, s)
            if (r.success !== accepts(s)) return false
            if (r.success) {
              yes++
              return r.output === s
            }
            no++
            const ours = (r.issues as unknown as readonly UriActionIssue[]).map((i) => [i.code, i.offset, i.message, JSON.stringify(i.error)])
            const theirs = schemaIssues(options as UriSchemaOptions, s).map((i) => [i.code, i.offset, i.message, JSON.stringify(i.error)])
            return JSON.stringify(ours) === JSON.stringify(theirs)
          }),
          { numRuns: 1500, seed: 3986 },
        )
        expect(yes, 'accepted').to.be.greaterThan(100)
        expect(no, 'refused').to.be.greaterThan(100)
      })
  })

  describe('words: every issue from the catalog given', () => {
    it('class: every issue of every option is worded from the catalog, a fault’s and a violation’s included (seeded)', () => {
      const house = marked()
      const schemas: readonly v.GenericSchema[] = [
        v.pipe(v.string(), uri({ messages: house })),
        v.pipe(v.string(), uri({ messages: house, schemes: ['https', 'mailto'], scriptSchemes: 'refuse', maxLength: 40 })),
        v.pipe(v.string(), uriReference({ messages: house, zoneIds, suggestFix })),
        v.pipe(v.string(), webURL({ messages: house, public: publicSite })),
        v.pipe(v.string(), webURL({ messages: house, iri, fromUserInput, defaultScheme: 'https' })),
        v.pipe(v.string(), uri({ messages: house, policy: policy({ schemes: ['https', 'http'] }) })),
        v.pipe(v.string(), uri({ messages: house, rule: 'URI-reference' } as never)),
      ]
      const values = fc.oneof(
        anyString,
        mutated,
        fc.constantFrom(
          'example.com',
          'hello',
          'javascript:alert(1)',
          'data:text/html,x',
          'ftp://a/',
          'http://',
          'https://me@a/',
          'http://a:99999999/',
          'https://127.0.0.1/',
          'http://localhost/',
        ),
      )
      const codes = new Map<string, number>()
      let issues = 0
      fc.assert(
        fc.property(values, fc.nat({ max: schemas.length - 1 }), (value, k) => {
          for (const issue of issuesOf(schemas[k], value)) {
            issues++
            codes.set(issue.code, (codes.get(issue.code) ?? 0) + 1)
            if (!/^⟦\w+:[\w-]+⟧$/.test(issue.message)) return false
            if (issue.error !== undefined && issue.message !== describeError(house)(issue.error)) return false
            // A fact without the parser's error (a fault, a violation) is named by its code.
            if (issue.error === undefined && !issue.message.endsWith(`:${issue.code}⟧`)) return false
          }
          return true
        }),
        { numRuns: 2500, seed: 47 },
      )
      expect(issues).to.be.greaterThan(1500)
      for (const code of ['missing-scheme', 'script-scheme', 'scheme-not-allowed', 'no-host', 'invalid-character', 'too-long', 'private-address', 'invalid-options', 'not-public'])
        expect(codes.get(code) ?? 0, code).to.be.greaterThan(0)
    })
    it('a language’s catalog, and technical', () => {
      expect(firstOf(v.pipe(v.string(), webURL({ messages: de })), 'example.com').message).to.equal(
        describeError(de)({ ...errorOf(parseURI('example.com')), reason: { kind: 'web-missing-scheme' } }),
      )
      expect(firstOf(v.pipe(v.string(), uri({ messages: technical })), 'a b').message).to.equal(describeError(technical)(errorOf(parseURI('a b'))))
    })
  })

  describe('options', () => {
    it('suggestFix: the value corrected as the issue’s suggestion', () => {
      expect(firstOf(v.pipe(v.string(), webURL({ suggestFix })), 'www.example.com/a').suggestion).to.equal('https://www.example.com/a')
      expect(firstOf(v.pipe(v.string(), uri({ suggestFix })), 'http://a/ b').suggestion).to.equal('http://a/%20b')
      expect(firstOf(v.pipe(v.string(), uri()), 'http://a/ b').suggestion).to.equal(undefined)
    })
    it('fromUserInput: a transformation that passes the tidied text on; offsets into the value as typed', () => {
      const Tidy = v.pipe(v.string(), webURL({ fromUserInput, defaultScheme: 'https' }))
      expect(Tidy.pipe[1].kind).to.equal('transformation')
      expect(v.parse(Tidy, '  www.example.com/about  ')).to.equal('https://www.example.com/about')
      const issue = firstOf(Tidy, ' ftp://a/ ')
      expect(issue).to.include({ kind: 'transformation', code: 'scheme-not-allowed', input: ' ftp://a/ ' })
      // A refused value is not passed on: the rest of the pipe does not run on it.
      expect(issuesOf(v.pipe(v.string(), uri({ fromUserInput }), v.maxLength(2)), 'a b c').map((i) => i.type)).to.deep.equal(['uri'])
      expect(v.pipe(v.string(), uri()).pipe[1].kind).to.equal('validation')
    })
    it('policy: each violation an issue', () => {
      const Hook = v.pipe(v.string(), uri({ policy: policy({ schemes: ['https'] }) }))
      expect(issuesOf(Hook, 'https://127.1/hook').map((i) => i.code)).to.deep.equal(['rare-ip-format', 'private-address'])
      expect(v.is(Hook, 'https://example.com/hook')).to.equal(true)
    })
    it('public: publicSite refuses what is not a public site’s address, in every spelling, as uriSchema does', () => {
      const Public = v.pipe(v.string(), webURL({ public: publicSite }))
      for (const bad of ['http://localhost:3000/', 'http://0x7f.1/', 'http://[::ffff:10.0.0.1]/', 'http://api:8080/', 'http://my_service.internal/', 'https://169.254.169.254/']) {
        const issue = firstOf(Public, bad)
        const theirs = schemaIssues({ web: true, public: publicSite }, bad)[0]
        expect([issue.code, issue.offset, issue.message], bad).to.deep.equal(['not-public', theirs?.offset, theirs?.message])
      }
      expect(v.is(Public, 'https://example.com/')).to.equal(true)
      // Without it, RFC 3986's web address: any host.
      expect(v.is(v.pipe(v.string(), webURL()), 'http://localhost:3000/')).to.equal(true)
      // `public: true`, as the form author writes it, is the same check; a value that is not one is an options issue.
      expect(firstOf(v.pipe(v.string(), webURL({ public: true })), 'http://0x7f.1/').code).to.equal('not-public')
      expect(firstOf(v.pipe(v.string(), webURL({ public: 'yes' } as never)), 'https://example.com/').code).to.equal('invalid-options')
    })
    it('maxLength, schemes, zoneIds', () => {
      expect(firstOf(v.pipe(v.string(), uri({ maxLength: 10 })), 'https://example.com/').code).to.equal('too-long')
      expect(firstOf(v.pipe(v.string(), uri({ schemes: ['https'] })), 'ftp://a/').code).to.equal('scheme-not-allowed')
      expect(v.is(v.pipe(v.string(), uri({ zoneIds })), 'http://[fe80::1%25eth0]/')).to.equal(true)
    })
    it('a rule not of the action is an invalid-options issue that names the action’s rules, in the catalog’s words', () => {
      const issue = firstOf(v.pipe(v.string(), uri({ rule: 'URI-reference', messages: technical } as never)), 'https://a/')
      expect(issue).to.include({ code: 'invalid-options', offset: 0 })
      expect(issue.error?.reason).to.deep.equal({
        kind: 'option-not-of-kind',
        option: 'rule',
        entry: 'option',
        must: ['URI', 'absolute-URI'],
        got: { type: 'string', text: 'URI-reference' },
      })
      expect(issue.message).to.equal(describeError(technical)(issue.error as UriError))
      expect(firstOf(v.pipe(v.string(), uriReference({ rule: 'URI' } as never)), 'a').error?.reason).to.include({ kind: 'option-not-of-kind', option: 'rule' })
    })
  })

  describe('bad options: an issue for every value, never a throw', () => {
    const throwing = (key: string): object =>
      Object.defineProperty({}, key, {
        enumerable: true,
        get: () => {
          throw new Error('no')
        },
      })
    const hostile = new Proxy(
      {},
      {
        getOwnPropertyDescriptor: () => {
          throw new Error('no')
        },
        ownKeys: () => {
          throw new Error('no')
        },
        get: () => {
          throw new Error('no')
        },
      },
    )
    const KEYS = ['rule', 'schemes', 'maxLength', 'policy', 'suggestFix', 'messages', 'iri', 'zoneIds', 'fromUserInput', 'defaultScheme', 'scriptSchemes', 'public']
    const bad: fc.Arbitrary<unknown> = fc.oneof(
      fc.constantFrom<unknown>(5, 'plain', true, null, hostile, () => 1),
      fc.constantFrom(...KEYS).map(throwing),
      fc
        .record({
          key: fc.constantFrom(...KEYS),
          // Of no option's kind: no length, list of strings, rule, catalog, feature or scheme is one of these.
          value: fc.constantFrom<unknown>(-1, [1], { a: 1 }, true, Symbol('s'), null, 1.5),
        })
        // `public: true` is an option of webURL's (the public-site check), so `public` takes another value here.
        .map(({ key, value }) => ({ [key]: key === 'public' && value === true ? 'yes' : value })),
    )
    const makers = [uri, uriReference, webURL] as unknown as readonly ((options: unknown) => v.GenericPipeAction)[]

    it('class: every value of options that cannot be read is the one invalid-options issue, worded (seeded)', () => {
      let refused = 0
      let unreadOptions = 0
      fc.assert(
        fc.property(bad, fc.nat({ max: 2 }), fc.oneof(anyString, fc.constant<unknown>(7)), (options, k, value) => {
          const action = makers[k](options as never)
          const issues = issuesOf(v.pipe(v.any(), action as never), value)
          // An option not of the action is not read: a rule or scriptSchemes leaves webURL working, public uri and uriReference.
          if (issues.length === 0 || issues[0].code !== 'invalid-options') {
            unreadOptions++
            if (typeof options !== 'object' || options === null) return false
            return k === 2 ? 'rule' in options || 'scriptSchemes' in options : 'public' in options
          }
          refused++
          const issue = issues[0]
          return issues.length === 1 && issue.offset === 0 && issue.error !== undefined && issue.message === describeError(plain)(issue.error)
        }),
        { numRuns: 1500, seed: 4747 },
      )
      expect(refused).to.be.greaterThan(1200)
      expect(unreadOptions).to.be.lessThan(300)
    })

    it('class: nothing throws, whatever the options and the value (seeded)', () => {
      let runs = 0
      fc.assert(
        fc.property(fc.oneof(fc.anything(), bad), fc.nat({ max: 2 }), fc.oneof(anyString, fc.anything()), (options, k, value) => {
          const action = makers[k](options as never)
          v.safeParse(v.pipe(v.any(), action as never), value)
          runs++
          return true
        }),
        { numRuns: 1000, seed: 4748 },
      )
      expect(runs).to.equal(1000)
    })

    it('a getter that throws is the option refused by its own reason; a Proxy too', () => {
      const issue = firstOf(v.pipe(v.string(), uri(throwing('schemes') as never)), 'a:b')
      expect(issue.error?.reason).to.deep.include({ kind: 'option-not-of-kind', option: 'schemes' })
      expect(firstOf(v.pipe(v.string(), uri(throwing('messages') as never)), 'a:b').error?.reason?.kind).to.equal('option-not-a-catalog')
      expect(firstOf(v.pipe(v.string(), uri({ iri: hostile } as never)), 'a:b').error?.reason?.kind).to.equal('options-not-readable')
      expect(firstOf(v.pipe(v.string(), webURL(hostile as never)), 'https://a/').code).to.equal('invalid-options')
    })
  })

  describe('a consumer: react-hook-form’s valibotResolver', () => {
    const options = { fields: {}, shouldUseNativeValidation: false } as never
    it('puts our sentence on each field (its type the action’s), and gives the valid values', async () => {
      const resolver = valibotResolver(
        v.object({
          homepage: v.pipe(v.string(), webURL({ fromUserInput, defaultScheme: 'https' })),
          links: v.array(v.pipe(v.string(), uriReference())),
        }),
      )
      const bad = await resolver({ homepage: 'ftp://example.com/', links: ['/a', 'a b'] }, undefined, options)
      expect(bad.values).to.deep.equal({})
      const errors = bad.errors as unknown as { homepage: { message: string; type: string }; links: { message: string; type: string }[] }
      expect(errors.homepage).to.deep.include({ message: 'Enter a web address that starts with https:// or http://, like https://www.example.com', type: 'web_url' })
      expect(errors.links[1]).to.deep.include({ message: describeError(plain)(errorOf(parse('a b'))), type: 'uri_reference' })
      const ok = await resolver({ homepage: ' www.example.com ', links: ['/a'] }, undefined, options)
      expect(ok).to.deep.equal({ values: { homepage: 'https://www.example.com', links: ['/a'] }, errors: {} })
    })
    it('criteriaMode all: every message of a field under its type', async () => {
      const resolver = valibotResolver(v.object({ hook: v.pipe(v.string(), uri({ policy: policy({ schemes: ['https'] }) })) }))
      const r = await resolver({ hook: 'https://127.1/' }, undefined, { fields: {}, shouldUseNativeValidation: false, criteriaMode: 'all' } as never)
      const hook = (r.errors as unknown as { hook: { types: Record<string, unknown> } }).hook
      expect(hook.types.uri).to.have.length(2)
    })
  })
})

// Keep the type-level checks above from being unused.
void typedIssue
void tidiedOutput
