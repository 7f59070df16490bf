/**
 * typed-uri/zod: the three schemas in zod's own idiom (`safeParse`, `error.issues` with their `path` in
 * `z.object` and `z.array`, `.optional()`, `.pipe()`, `z.flattenError`), each option as uriSchema reads it,
 * our facts in each issue's `params`, options that cannot be read as an issue for every value (never a
 * throw), and a consumer (react-hook-form's `zodResolver`, called as `useForm` calls it). The class
 * properties: each schema accepts exactly what `isValidURI`, `isValid` and `isWebURL` accept, and every
 * issue's message is the catalog's sentence of the fact underneath.
 */
import { zodResolver } from '@hookform/resolvers/zod'
import { expect } from 'chai'
import * as fc from 'fast-check'
import * as z from 'zod'
import { fromUserInput, isValid, isValidURI, isWebURL, parse, parseRelativeRef, parseURI, suggestFix, type UriError } from '../../src/index.ts'
import { host, pathAbempty, userinfo } from '../../src/arbitraries/index.ts'
import { iri, zoneIds } from '../../src/iri/index.ts'
import { completeCatalog, describeError, plain, technical, type Catalog, type PartialCatalog } from '../../src/messages/index.ts'
import { plain as de } from '../../src/messages/de/index.ts'
import { webFaultOf, type WebFault } from '../../src/reading/web.ts'
import { publicSite } from '../../src/standard-schema/index.ts'
import { policy } from '../../src/security/index.ts'
import { uri, uriReference, webURL, type ZodUriIssueParams, type ZodUriOptions, type ZodUriReferenceOptions, type ZodWebURLOptions } from '../../src/zod/index.ts'
import { anyString, mutated } from '../generators.ts'

// What each schema decides itself does not type-check as an option (and is ignored from JavaScript, as uriSchema ignores what it does not read).
// @ts-expect-error a web address is webURL()
uri({ web: true })
// @ts-expect-error uri() reads a URI; a reference is uriReference()
uri({ rule: 'URI-reference' })
// @ts-expect-error a zod string's output is its text
uri({ output: 'tree' })
// @ts-expect-error uriReference() reads references
uriReference({ rule: 'URI' })
// @ts-expect-error an IRI rule needs the IRI grammar
uriReference({ rule: 'IRI-reference' })
// @ts-expect-error a web address refuses the schemes that run code
webURL({ scriptSchemes: 'allow' })
// @ts-expect-error fromUserInput reads no zone identifiers
webURL({ fromUserInput, zoneIds })
// @ts-expect-error a catalog is a value, not its name
uri({ messages: 'technical' })
// The options that do work together.
const together: readonly [ZodUriOptions, ZodUriReferenceOptions, ZodWebURLOptions][] = [
  [
    { iri, zoneIds, scriptSchemes: 'refuse' },
    { iri, rule: 'irelative-ref' },
    { iri, fromUserInput, defaultScheme: 'https', suggestFix },
  ],
  [
    { policy: policy(), maxLength: 2048 },
    { rule: 'relative-ref', messages: technical },
    { schemes: ['https'], zoneIds },
  ],
]

type Issue = z.core.$ZodIssue
/** The issues of a refused value (an empty list for a valid one). */
const issuesOf = (schema: z.ZodType, value: unknown): readonly Issue[] => schema.safeParse(value).error?.issues ?? []
/** Our facts of an issue, or undefined for an issue that is not ours (zod's own `invalid_type`). */
const paramsOf = (issue: Issue | undefined): ZodUriIssueParams | undefined => (issue?.code === 'custom' ? (issue.params as ZodUriIssueParams) : undefined)
const errorOf = (r: { readonly _tag: string }): UriError => {
  if (r._tag !== 'Left') throw new Error('expected a Left')
  return (r as unknown as { readonly left: UriError }).left
}

/** A catalog of one's own whose every sentence is marked with its section and key: where a message comes from shows. */
const marked = (): Catalog => {
  const partial: Record<string, Record<string, () => string>> = {}
  for (const [section, sentences] of Object.entries(plain)) {
    partial[section] = {}
    for (const key of Object.keys(sentences as object)) partial[section][key] = () => `⟦${section}:${key}⟧`
  }
  return completeCatalog(plain)(partial as PartialCatalog)
}

describe('typed-uri/zod', () => {
  describe('in zod’s idiom: safeParse, issues, paths', () => {
    it('uri(): an absolute URI, any scheme; a valid value is its own output', () => {
      for (const s of ['https://example.com/a?b#c', 'urn:isbn:0451450523', 'mailto:a@example.com', 'file:///etc/hosts', 'a:', 'javascript:alert(1)'])
        expect(uri().safeParse(s), s).to.deep.equal({ success: true, data: s })
      expect(uri().parse('urn:isbn:0451450523')).to.equal('urn:isbn:0451450523')
      const [issue] = issuesOf(uri(), 'example.com')
      expect(issue).to.deep.include({ code: 'custom', path: [], message: describeError(plain)(errorOf(parseURI('example.com'))) })
      expect(paramsOf(issue)).to.deep.equal({ code: 'missing-scheme', offset: 11, error: errorOf(parseURI('example.com')) })
      // "fe80::1" is a URI of the scheme "fe80" (section 3.1), for RFC 3986 as for the WHATWG parser; not a web address.
      expect(uri().safeParse('fe80::1').success).to.equal(true)
      expect(issuesOf(webURL(), 'fe80::1').map((i) => paramsOf(i)?.code)).to.deep.equal(['scheme-not-allowed'])
    })

    it('uriReference(): any reference, relative ones included; relative-ref for relative ones only', () => {
      for (const s of ['/about', '../a?b#c', '#top', 'example.com', '', 'https://example.com/']) expect(uriReference().safeParse(s), s).to.deep.equal({ success: true, data: s })
      const [issue] = issuesOf(uriReference(), 'a b')
      expect(issue.message).to.equal("Remove the space after 'a', or replace it with %20")
      expect(paramsOf(issue)).to.deep.include({ code: 'invalid-character', offset: 1 })
      expect(paramsOf(issue)?.error).to.deep.equal(errorOf(parse('a b')))
      const relative = uriReference({ rule: 'relative-ref' })
      expect(relative.safeParse('../a').success).to.equal(true)
      expect(paramsOf(issuesOf(relative, 'https://example.com/')[0])).to.deep.equal({
        code: 'invalid-character',
        offset: 5,
        error: errorOf(parseRelativeRef('https://example.com/')),
      })
    })

    it('webURL(): http or https with a host, each fault its own code; localhost and single labels welcome', () => {
      for (const s of ['http://localhost:3000/', 'http://api:8080/', 'http://my_service.internal/', 'https://example.com', 'HTTPS://[::1]/'])
        expect(webURL().safeParse(s), s).to.deep.equal({ success: true, data: s })
      const cases: readonly (readonly [string, string, number])[] = [
        ['example.com', 'missing-scheme', 11],
        ['ftp://example.com/', 'scheme-not-allowed', 0],
        ['http://', 'no-host', 7],
        ['https://me@example.com/', 'userinfo-not-allowed', 8],
        ['http://a:99999999999/', 'port-out-of-range', 9],
        ['javascript:alert(1)', 'script-scheme', 0],
        ['https://exa mple.com/', 'invalid-character', 11],
      ]
      expect(cases.map(([s]) => issuesOf(webURL(), s).map((i) => [paramsOf(i)?.code, paramsOf(i)?.offset]))).to.deep.equal(cases.map(([, c, o]) => [[c, o]]))
      expect(issuesOf(webURL(), 'www.example.com/about')[0].message).to.equal('Enter a web address that starts with https://, like https://www.example.com')
    })

    it('composes: z.object and z.array give each issue its path; .optional(); .pipe(); z.flattenError', () => {
      const Profile = z.object({ name: z.string(), homepage: webURL(), links: z.array(z.object({ href: uriReference() })), feed: uri().optional() })
      const r = Profile.safeParse({ name: 'Ada', homepage: 'example.com', links: [{ href: '/a' }, { href: 'a b' }], feed: 'ftp://x y/' })
      expect(r.success).to.equal(false)
      expect(r.error?.issues.map((i) => [i.path, paramsOf(i)?.code])).to.deep.equal([
        [['homepage'], 'missing-scheme'],
        [['links', 1, 'href'], 'invalid-character'],
        [['feed'], 'invalid-character'],
      ])
      expect(r.success ? undefined : z.flattenError(r.error).fieldErrors.homepage).to.deep.equal(['Enter a web address that starts with https://, like https://www.example.com'])
      const ok = { name: 'Ada', homepage: 'https://ada.example/', links: [] }
      expect(Profile.safeParse(ok)).to.deep.equal({ success: true, data: ok })
      // .optional(): undefined passes; an empty text is not a URI.
      expect(uri().optional().safeParse(undefined)).to.deep.equal({ success: true, data: undefined })
      expect(paramsOf(issuesOf(uri().optional(), '')[0])?.code).to.equal('empty-input')
      // .pipe(): zod's own string steps first.
      expect(z.string().trim().pipe(webURL()).safeParse('  https://example.com/ ')).to.deep.equal({ success: true, data: 'https://example.com/' })
      expect(z.array(uri({ schemes: ['https'] })).safeParse(['https://a.example/', 'ftp://b.example/']).error?.issues[0]?.path).to.deep.equal([1])
    })

    it('a value that is not a string is zod’s own invalid_type issue, in zod’s words; ours never run', () => {
      for (const v of [5, null, undefined, {}, ['https://a/']]) {
        const issues = issuesOf(uri(), v)
        expect(issues.map((i) => i.code)).to.deep.equal(['invalid_type'])
        expect(paramsOf(issues[0])).to.equal(undefined)
      }
    })

    it('a check after ours (.refine) runs on a valid value only: ours is the one issue of a value that is not a URI', () => {
      const secure = webURL().refine((s) => s.startsWith('https:'), 'Use https')
      expect(issuesOf(secure, 'http://a.example/').map((i) => i.message)).to.deep.equal(['Use https'])
      expect(issuesOf(secure, 'http://a b/').map((i) => paramsOf(i)?.code)).to.deep.equal(['invalid-character'])
    })

    it('z.toJSONSchema gives each schema its format: uri, uri-reference, iri, iri-reference; none for a value tidied', () => {
      const formatsOf = (shape: Record<string, z.ZodType>): Record<string, unknown> => {
        const json = z.toJSONSchema(z.object(shape)) as { readonly properties: Record<string, { readonly type?: string; readonly format?: string }> }
        return Object.fromEntries(Object.entries(json.properties).map(([k, v]) => [k, [v.type, v.format]]))
      }
      expect(
        formatsOf({
          a: uri(),
          b: uriReference(),
          c: webURL(),
          d: uri({ iri }),
          e: uriReference({ iri, rule: 'irelative-ref' }),
          f: webURL({ fromUserInput }),
          g: uri({ schemes: ['https'] }).optional(),
        }),
      ).to.deep.equal({
        a: ['string', 'uri'],
        b: ['string', 'uri-reference'],
        c: ['string', 'uri'],
        d: ['string', 'iri'],
        e: ['string', 'iri-reference'],
        f: ['string', undefined],
        g: ['string', 'uri'],
      })
      // The same format as zod's own z.url(), which JSON Schema readers (OpenAPI generators) already know.
      expect((z.toJSONSchema(z.url()) as { readonly format?: string }).format).to.equal('uri')
    })

    it('params are plain data: JSON and structuredClone keep them', () => {
      const [issue] = issuesOf(webURL({ suggestFix }), 'https://example.com/a b')
      const params = paramsOf(issue)
      expect(params).to.deep.include({ code: 'invalid-character', offset: 21, suggestion: 'https://example.com/a%20b' })
      expect(structuredClone(params)).to.deep.equal(params)
      expect(JSON.parse(JSON.stringify(issue)).params).to.deep.equal(JSON.parse(JSON.stringify(params)))
    })
  })

  describe('options, as uriSchema reads them', () => {
    it('messages: a catalog; English plain by default, technical, a language, one’s own', () => {
      const input = 'https://example.com/a b'
      const e = errorOf(parseURI(input))
      expect(issuesOf(uri(), input)[0].message).to.equal(describeError(plain)(e))
      expect(issuesOf(uri({ messages: technical }), input)[0].message).to.match(/^Found a space at position 22 in the path/)
      expect(issuesOf(uri({ messages: de }), input)[0].message).to.equal(describeError(de)(e))
      const house = completeCatalog(plain)({ reasons: { 'web-missing-scheme': () => 'Your website starts with https://' } })
      expect(issuesOf(webURL({ messages: house }), 'example.com')[0].message).to.equal('Your website starts with https://')
    })

    it('schemes, scriptSchemes, maxLength', () => {
      expect(issuesOf(uri({ schemes: ['https', 'mailto'] }), 'ftp://a/')[0]).to.deep.include({ message: 'Enter an address that starts with https: or mailto:' })
      expect(uri({ schemes: ['https', 'mailto'] }).safeParse('MAILTO:a@b').success).to.equal(true)
      expect(paramsOf(issuesOf(uriReference({ scriptSchemes: 'refuse' }), 'data:text/html,hi')[0])?.code).to.equal('script-scheme')
      expect(paramsOf(issuesOf(webURL({ schemes: ['https'] }), 'http://a/')[0])?.code).to.equal('scheme-not-allowed')
      expect(paramsOf(issuesOf(uri({ maxLength: 10 }), 'http://a/bcdef')[0])).to.deep.include({ code: 'too-long', offset: 10 })
    })

    it('fromUserInput: the output is the value tidied, and the offsets point into the value as typed', () => {
      const site = webURL({ fromUserInput, defaultScheme: 'https' })
      expect(site.safeParse('  www.example.com/about  ')).to.deep.equal({ success: true, data: 'https://www.example.com/about' })
      expect(z.object({ site }).parse({ site: '<http://a.example/>' })).to.deep.equal({ site: 'http://a.example/' })
      expect(paramsOf(issuesOf(site, '  https://exa mple.com/')[0])).to.deep.include({ code: 'invalid-character', offset: 13 })
    })

    it('suggestFix: the corrected value in params; none without it', () => {
      expect(paramsOf(issuesOf(webURL({ suggestFix }), 'www.example.com')[0])?.suggestion).to.equal('https://www.example.com')
      expect(paramsOf(issuesOf(webURL(), 'www.example.com')[0])).to.not.have.property('suggestion')
    })

    it('iri and zoneIds, as imported', () => {
      expect(uri({ iri }).safeParse('http://例え.jp/').success).to.equal(true)
      expect(paramsOf(issuesOf(uri(), 'http://例え.jp/')[0])?.code).to.equal('non-ascii')
      expect(uriReference({ iri, rule: 'irelative-ref' }).safeParse('例/え').success).to.equal(true)
      expect(webURL({ zoneIds }).safeParse('http://[fe80::1%25eth0]/').success).to.equal(true)
      expect(paramsOf(issuesOf(webURL(), 'http://[fe80::1%25eth0]/')[0])?.code).to.equal('zone-id-not-enabled')
      expect(together).to.have.length(2)
    })

    it('public: true (or the check publicSite) asks webURL() for a public site, in every spelling a client reads', () => {
      const site = webURL({ public: true })
      const local = ['http://localhost:3000/', 'http://0x7f.1/', 'http://[::ffff:10.0.0.1]/', 'http://api:8080/', 'http://192.168.1.1/']
      expect(local.map((s) => webURL().safeParse(s).success)).to.deep.equal(local.map(() => true))
      expect(local.map((s) => issuesOf(site, s).map((i) => [paramsOf(i)?.code, paramsOf(i)?.offset]))).to.deep.equal(local.map(() => [['not-public', 7]]))
      expect(site.safeParse('https://example.com/')).to.deep.equal({ success: true, data: 'https://example.com/' })
      expect(local.map((s) => issuesOf(webURL({ public: publicSite }), s).length)).to.deep.equal(local.map(() => 1))
      expect(issuesOf(webURL({ public: true, messages: marked() }), 'http://localhost/')[0].message).to.equal('⟦faults:not-public⟧')
      // Without a web address there is no site to judge: uriSchema refuses the option, and so does uri() (from JavaScript).
      expect(paramsOf(issuesOf(uri({ public: publicSite } as never), 'http://localhost/')[0])?.code).to.equal('invalid-options')
    })

    it('policy: each violation is an issue of its own', () => {
      const hook = uri({ policy: policy({ schemes: ['https'] }) })
      expect(issuesOf(hook, 'https://127.1/hook').map((i) => paramsOf(i)?.code)).to.deep.equal(['rare-ip-format', 'private-address'])
      expect(hook.safeParse('https://example.com/hook').success).to.equal(true)
    })
  })

  describe('options that cannot be read', () => {
    it('make every value one invalid-options issue that says which, worded from the catalog; never a throw', () => {
      const [rule] = issuesOf(uriReference({ rule: 'URI' } as never), '/a')
      expect(paramsOf(rule)?.code).to.equal('invalid-options')
      expect(paramsOf(rule)?.error?.reason).to.deep.include({ kind: 'option-not-of-kind', option: 'rule' })
      expect(issuesOf(uriReference({ rule: 'URI', messages: technical } as never), '/a')[0].message).to.equal(describeError(technical)(paramsOf(rule)?.error as UriError))
      const [iriTrue] = issuesOf(uri({ iri: true } as never), 'https://a/')
      expect(describeError(technical)(paramsOf(iriTrue)?.error as UriError)).to.equal('The option "iri" must be `iri` imported from "typed-uri/iri"; got true.')
      expect(paramsOf(issuesOf(webURL({ messages: 'plain' } as never), 'https://a/')[0])?.error?.reason?.kind).to.equal('option-not-a-catalog')
    })

    it('class: bad options of every factory, any value: never a throw, one invalid-options issue per string value (seeded)', () => {
      const bad = fc.oneof(
        fc.constantFrom<unknown>(5, 'https', null, true, () => 1),
        fc.constantFrom<unknown>(
          { messages: 'technical' },
          { messages: { codes: plain.codes } },
          { schemes: 'https' },
          { schemes: [1] },
          { maxLength: -1 },
          { maxLength: '10' },
          { iri: true },
          { zoneIds: {} },
          { policy: { schemes: ['https'] } },
          { fromUserInput: true },
          { suggestFix: 'yes' },
          { fromUserInput, zoneIds },
          { scriptSchemes: 'never' },
        ),
        fc.record({ messages: fc.anything().filter((v) => v !== undefined) }),
      )
      const factories = [uri, uriReference, webURL] as const
      let refused = 0
      fc.assert(
        fc.property(bad, fc.nat({ max: 2 }), fc.oneof(anyString, fc.anything()), (options, k, value) => {
          const schema = factories[k](options as never)
          const issues = issuesOf(schema, value)
          if (typeof value !== 'string') return issues.length === 1 && issues[0].code === 'invalid_type'
          const params = paramsOf(issues[0])
          if (issues.length !== 1 || params?.code !== 'invalid-options' || params.offset !== 0 || params.error === undefined) return false
          refused++
          return issues[0].message === describeError(plain)(params.error)
        }),
        { numRuns: 1500, seed: 5020 },
      )
      expect(refused).to.be.greaterThan(500)
    })

    it('class: any options and any value, never a throw (seeded)', () => {
      let ran = 0
      fc.assert(
        fc.property(fc.anything(), fc.nat({ max: 2 }), fc.anything(), (options, k, value) => {
          const schema = [uri, uriReference, webURL][k](options as never)
          const r = schema.safeParse(value)
          ran++
          return r.success || r.error.issues.length > 0
        }),
        { numRuns: 1000, seed: 5021 },
      )
      expect(ran).to.equal(1000)
    })
  })

  describe('class: the same answers and the catalog’s words (seeded)', () => {
    const house = marked()
    /** The fact a refused web address rests on: the parser's error, else the web fault. */
    const webFact = (s: string): UriError | WebFault | null => {
      const p = parseURI(s)
      return p._tag === 'Left' ? p.left : webFaultOf(s)
    }
    const left = (r: { readonly _tag: string }): UriError | null => (r._tag === 'Left' ? errorOf(r) : null)
    /** An error's facts but its reason: the adapter may add one (a web address's missing scheme, spaces around the value) to say more. */
    const unreasoned = (f: UriError | undefined): string => {
      const { reason: _, ...rest } = (f ?? {}) as { readonly reason?: unknown }
      return JSON.stringify(rest)
    }
    const schemas = [
      ['uri()', uri({ messages: house }), isValidURI, (s: string) => left(parseURI(s))],
      ['uriReference()', uriReference({ messages: house }), isValid, (s: string) => left(parse(s))],
      ['webURL()', webURL({ messages: house }), isWebURL, webFact],
    ] as const
    const values = fc.oneof(
      { weight: 1, arbitrary: anyString },
      { weight: 1, arbitrary: mutated },
      { weight: 1, arbitrary: fc.tuple(fc.constantFrom('http://', 'https://', 'HTTP://', 'http:', 'https:/'), fc.oneof(anyString, mutated)).map(([scheme, rest]) => scheme + rest) },
      // Web addresses by the grammar: now and then user information, an empty host, a port past 65535 or a character inserted (faults).
      {
        weight: 4,
        arbitrary: fc
          .tuple(
            fc.constantFrom('http://', 'https://', 'HTTPS://'),
            fc.oneof({ weight: 8, arbitrary: fc.constant('') }, { weight: 1, arbitrary: userinfo.map((u) => `${u}@`) }),
            host,
            fc.oneof({ weight: 2, arbitrary: fc.constant('') }, { weight: 1, arbitrary: fc.integer({ min: 0, max: 70_000 }).map((n) => `:${n}`) }),
            pathAbempty,
            fc.oneof({ weight: 3, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: fc.tuple(fc.nat(), fc.constantFrom(' ', '[', '%', 'é', '#', '@')) }),
          )
          .map(([scheme, user, h, p, path, edit]) => {
            const s = scheme + user + h + p + path
            if (edit === null) return s
            const k = edit[0] % (s.length + 1)
            return s.slice(0, k) + edit[1] + s.slice(k)
          }),
      },
      {
        weight: 1,
        arbitrary: fc.constantFrom('example.com', 'hello', 'javascript:alert(1)', 'data:text/html,x', 'ftp://a/', 'http://', 'https://me@a/', 'http://a:99999999/', 'a:', 'fe80::1'),
      },
    )

    for (const [name, schema, accepts, factOf] of schemas)
      it(`${name}: accepts exactly what ${accepts.name} accepts; each issue is the catalog’s sentence of the fact, with its code and offset`, () => {
        let valid = 0
        let refused = 0
        fc.assert(
          fc.property(values, (s) => {
            const r = schema.safeParse(s)
            if (r.success !== accepts(s)) return false
            if (r.success) {
              valid++
              return r.data === s
            }
            refused++
            // The fact underneath: the parser's error (as the issue's `error`, perhaps with a reason the adapter adds), else the web fault.
            const fact = factOf(s)
            const [issue, ...more] = r.error.issues
            const params = paramsOf(issue)
            if (more.length !== 0 || fact === null || params === undefined || !/^⟦\w+:[\w-]+⟧$/.test(issue.message)) return false
            if (params.code !== fact.code || params.offset !== fact.offset) return false
            if (fact._tag !== 'UriError') return params.error === undefined && issue.message === describeError(house)(fact)
            return unreasoned(params.error) === unreasoned(fact) && issue.message === describeError(house)(params.error as UriError)
          }),
          { numRuns: 2500, seed: 4_7_50 },
        )
        expect(
          [valid, refused].every((n) => n > 300),
          `${valid} valid, ${refused} refused`,
        ).to.equal(true)
      })
  })

  describe('a consumer: react-hook-form’s zodResolver', () => {
    it('puts our sentence on the field (nested paths too), and gives the valid values', async () => {
      const schema = z.object({ homepage: webURL(), links: z.array(uriReference()) })
      const resolver = zodResolver(schema)
      const options = { fields: {}, shouldUseNativeValidation: false } as never
      const bad = await resolver({ homepage: 'example.com', links: ['/a', 'a b'] }, undefined, options)
      expect(bad.values).to.deep.equal({})
      expect(bad.errors.homepage).to.deep.include({ type: 'custom', message: 'Enter a web address that starts with https://, like https://www.example.com' })
      expect((bad.errors.links as unknown as readonly { readonly message?: string }[])[1]?.message).to.equal(describeError(plain)(errorOf(parse('a b'))))
      const values = { homepage: 'http://localhost:3000/', links: ['/a'] }
      expect(await resolver(values, undefined, options)).to.deep.equal({ values, errors: {} })
    })

    it('with fromUserInput, the values are the tidied text', async () => {
      const resolver = zodResolver(z.object({ homepage: webURL({ fromUserInput, defaultScheme: 'https' }) }))
      const ok = await resolver({ homepage: ' www.example.com ' }, undefined, { fields: {}, shouldUseNativeValidation: false } as never)
      expect(ok).to.deep.equal({ values: { homepage: 'https://www.example.com' }, errors: {} })
    })
  })
})
