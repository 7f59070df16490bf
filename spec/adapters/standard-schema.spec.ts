/**
 * typed-uri/standard-schema: conformance to Standard Schema v1 (the shape of
 * `~standard`, vendor, version 1, synchronous results, issues for values that
 * are not strings), agreement with the parser on the RFC tables and on
 * generated inputs, each option, and a consumer (react-hook-form's resolver).
 */
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema'
import type { StandardSchemaV1 as Published } from '@standard-schema/spec'
import { expect } from 'chai'
import * as fc from 'fast-check'
import { englishMessages, parseURI, parseWith, plainMessages, withMessages, type MessageCatalog, type UriReference } from '../../src/index.ts'
import { formatIssue, formSchema, uriSchema, uriTemplateSchema, type UriIssue } from '../../src/standard-schema/index.ts'
import { anyString, mutated } from '../generators.ts'
import { isWebURL } from '../../src/index.ts'
import { ILLUSTRATIONS, RFC_EXAMPLES } from '../rfc-examples.ts'

// Type-level conformance: each schema is a Standard Schema v1 as the spec package publishes it.
const published: readonly Published<unknown, unknown>[] = [uriSchema(), uriSchema({ output: 'tree' }), uriTemplateSchema()]
const textOut: Published<unknown, string> = uriSchema({ rule: 'URI-reference' })
const treeOut: Published<unknown, UriReference> = uriSchema({ output: 'tree' })

type Sync<O> = { readonly value?: O; readonly issues?: readonly UriIssue[] }
const run = <O>(s: Published<unknown, O>, v: unknown): Sync<O> => {
  const r = s['~standard'].validate(v)
  if (r instanceof Promise) throw new Error('the result must be synchronous')
  return r as Sync<O>
}

describe('typed-uri/standard-schema', () => {
  describe('conformance (Standard Schema v1)', () => {
    it('has ~standard with version 1, vendor typed-uri and a validate function', () => {
      for (const s of published) {
        expect(s['~standard'].version).to.equal(1)
        expect(s['~standard'].vendor).to.equal('typed-uri')
        expect(s['~standard'].validate).to.be.a('function')
      }
    })

    it('results are synchronous: { value } without issues, or { issues } with a message each', () => {
      const ok = run(textOut, 'a/b')
      expect(ok).to.deep.equal({ value: 'a/b' })
      expect(ok.issues).to.equal(undefined)
      const bad = run(textOut, 'a b')
      expect(bad.issues).to.have.length(1)
      expect(bad.issues?.[0].message).to.be.a('string').and.not.equal('')
      expect(run(treeOut, 'http://a/').value).to.deep.equal((parseURI('http://a/') as { right: unknown }).right)
    })

    it('values that are not strings are issues, never throws', () => {
      for (const v of [undefined, null, 1, true, {}, [], Symbol('s'), () => 'x', 10n]) {
        for (const s of published) {
          const r = run(s, v)
          expect(r.issues?.[0]?.code, String(typeof v)).to.equal('not-a-string')
        }
      }
      expect(run(uriSchema(), null).issues?.[0].message).to.equal('Expected text; got null.')
    })
  })

  describe('agrees with the parser', () => {
    const schema = uriSchema({ rule: 'URI-reference', maxLength: Infinity })
    for (const [section, rows] of Object.entries(RFC_EXAMPLES)) {
      it(`RFC 3986 ${section}: every example is valid`, () => {
        for (const [input] of rows) expect(run(schema, input), input).to.deep.equal({ value: input })
      })
    }
    it('illustrations: valid', () => {
      for (const [input] of ILLUSTRATIONS) expect(run(schema, input).value).to.equal(input)
    })

    it('on generated inputs: valid exactly when the rule accepts, with the parser’s offset, code and sentence', () => {
      let refused = 0
      const uri = uriSchema()
      const parse = parseWith({ rule: 'URI', maxLength: 65_536 })
      fc.assert(
        fc.property(anyString, (s) => {
          const r = run(uri, s)
          const p = parse(s)
          if (p._tag === 'Right') return r.value === s
          refused++
          const issue = r.issues?.[0] as UriIssue
          return issue.offset === p.left.offset && issue.code === p.left.code && issue.message.startsWith(withMessages(plainMessages)(p.left).message)
        }),
        { numRuns: 4000, seed: 30 },
      )
      expect(refused).to.be.greaterThan(1500)
    })
  })

  describe('issues', () => {
    it('carry the sentence, code, offset, and the fix when there is one', () => {
      const [issue] = run(uriSchema({ messages: 'technical' }), 'https://example.com/a b').issues ?? []
      expect(issue).to.include({ code: 'invalid-character', offset: 21, suggestion: 'https://example.com/a%20b' })
      expect(issue.message).to.equal(
        'Found a space at position 22 in the path (a space must be written %20); expected a letter, a digit, one of - . _ ~ ! $ & \' ( ) * + , ; = # / : ? @, a percent-encoded octet such as %20 or the end of the input. Did you mean "https://example.com/a%20b"?',
      )
      expect(formatIssue('https://example.com/a b', issue).split('\n').slice(0, 2)).to.deep.equal(['https://example.com/a b', '                     ^'])
    })

    it('a missing scheme, in the parser’s words', () => {
      const [issue] = run(uriSchema({ messages: 'technical' }), 'example.com').issues ?? []
      expect(issue.code).to.equal('missing-scheme')
      expect(issue.message).to.match(/^The input begins with the host "example.com" but no scheme/)
      expect(issue.suggestion).to.equal('https://example.com')
    })
  })

  describe('options', () => {
    it('schemes: compared without case; the issue points at the scheme', () => {
      const s = uriSchema({ schemes: ['https', 'mailto'] })
      expect(run(s, 'HTTPS://a/').value).to.equal('HTTPS://a/')
      expect(run(s, 'mailto:x@y').value).to.equal('mailto:x@y')
      expect(run(s, 'javascript:alert(1)').issues?.[0]).to.deep.include({
        code: 'scheme-not-allowed',
        offset: 0,
        message: 'The scheme "javascript" is not allowed here; one of https, mailto are accepted.',
      })
      expect(run(uriSchema({ schemes: ['https'] }), 'ftp://a/').issues?.[0].message).to.equal('The scheme "ftp" is not allowed here; only https is accepted.')
    })

    it('maxLength: 64 KiB by default; a longer value is a too-long issue', () => {
      const long = 'http://a/' + 'x'.repeat(65_536)
      expect(run(uriSchema(), long).issues?.[0].code).to.equal('too-long')
      expect(run(uriSchema({ maxLength: 10 }), 'http://a/bcdef').issues?.[0]).to.include({ code: 'too-long', offset: 10 })
      expect(run(uriSchema({ maxLength: Infinity }), long).value).to.equal(long)
    })

    it('rule: each entry rule, the IRI rules with iri', () => {
      expect(run(uriSchema({ rule: 'relative-ref' }), '../a').value).to.equal('../a')
      expect(run(uriSchema({ rule: 'absolute-URI' }), 'http://a/#f').issues?.[0].offset).to.equal(9)
      expect(run(uriSchema({ iri: true }), 'http://例え.jp/').value).to.equal('http://例え.jp/')
      expect(run(uriSchema(), 'http://例え.jp/').issues?.[0].code).to.equal('non-ascii')
      expect(run(uriSchema({ zoneIds: true }), 'http://[fe80::1%25eth0]/').value).to.equal('http://[fe80::1%25eth0]/')
    })

    it('policy: each violation is an issue, its schemes from the schema’s', () => {
      const s = uriSchema({ schemes: ['https'], policy: {} })
      const r = run(s, 'https://127.0.0.1/')
      expect(r.issues?.map((i) => i.code)).to.deep.equal(['private-address'])
      expect(run(s, 'https://example.com/').value).to.equal('https://example.com/')
      expect(run(uriSchema({ policy: { allowPrivateAddresses: true } }), 'ftp://a/').issues?.[0].code).to.equal('scheme-not-allowed')
    })

    it('fromUserInput: the output is the tidied text; errors point into the value as typed', () => {
      const s = uriSchema({ fromUserInput: true, defaultScheme: 'https' })
      expect(run(s, '  <https://example.com/a\n  b>  ').value).to.equal('https://example.com/ab')
      expect(run(s, 'URL: www.example.com').value).to.equal('https://www.example.com')
      expect(run(s, '  http://a/b c').issues?.[0]).to.include({ code: 'invalid-character', offset: 12 })
    })

    it('messages: a catalog of one’s own', () => {
      const french: MessageCatalog = { ...englishMessages, 'invalid-character': (e) => `Caractère ${e.found} en position ${e.column}.` }
      const [issue] = run(uriSchema({ messages: french }), 'http://a/ b').issues ?? []
      expect(issue.message).to.equal('Caractère   en position 10.')
      expect(issue.suggestion).to.equal('http://a/%20b')
    })

    it('bad options: every value gets an invalid-options issue that names the option', () => {
      for (const [options, name] of [
        [{ rule: 'URL' }, 'rule'],
        [{ maxLength: -1 }, 'maxLength'],
        [{ schemes: 'https' }, 'schemes'],
        [{ output: 'json' }, 'output'],
        [{ fromUserInput: true, iri: true }, 'fromUserInput'],
        [{ scriptSchemes: 'sometimes' }, 'scriptSchemes'],
        [{ web: true, rule: 'relative-ref' }, 'rule'],
        [5, undefined],
      ] as const) {
        const r = run(uriSchema(options as never), 'http://a/')
        expect(r.issues?.[0].code, JSON.stringify(options)).to.equal('invalid-options')
        if (name !== undefined) expect(r.issues?.[0].message).to.contain(`"${name}"`)
      }
    })
  })

  describe('messages (since 0.3.0): plain by default, technical, or a catalog', () => {
    it('plain by default: the plain catalog’s sentence, which says what to do; the corrected value is the suggestion', () => {
      const p = parseURI('https://example.com/a b')
      const [issue] = run(uriSchema(), 'https://example.com/a b').issues ?? []
      expect(p._tag).to.equal('Left')
      if (p._tag === 'Left') expect(issue.message).to.equal(withMessages(plainMessages)(p.left).message)
      expect(issue.message).to.equal("Remove the space after 'a', or replace it with %20")
      expect(issue.suggestion).to.equal('https://example.com/a%20b')
      expect(issue.error?.message).to.equal(p._tag === 'Left' ? withMessages(plainMessages)(p.left).message : '')
    })
    it('technical: the parser’s sentence', () => {
      const [issue] = run(uriSchema({ messages: 'technical' }), 'http://a b').issues ?? []
      expect(issue.message).to.match(/^Found a space at position 9 in the host/)
      const [fixable] = run(uriSchema({ messages: 'technical' }), 'http://a/ b').issues ?? []
      expect(fixable.message).to.match(/^Found a space at position 10 in the path .*\. Did you mean "http:\/\/a\/%20b"\?$/)
      expect(fixable.message.startsWith(fixable.error?.message ?? '-')).to.equal(true)
    })
    it('a bad value is an invalid-options issue that names it, never a throw', () => {
      for (const messages of ['french', 5, null, ['plain']]) {
        const [issue] = run(uriSchema({ messages } as never), 'http://a/').issues ?? []
        expect(issue, JSON.stringify(messages)).to.include({ code: 'invalid-options', offset: 0 })
        expect(issue.message).to.contain('"messages"')
      }
    })
  })

  describe('lazy issues: the sentence and the fix are made when read, once', () => {
    it('a catalog is not called until the message is read, then once', () => {
      let calls = 0
      const counting: MessageCatalog = { ...englishMessages, 'invalid-character': (e) => `#${++calls} at ${e.offset}` }
      const [issue] = run(uriSchema({ messages: counting }), 'http://a/ b').issues ?? []
      expect(calls).to.equal(0)
      expect(issue.code).to.equal('invalid-character')
      expect(issue.offset).to.equal(9)
      expect(calls).to.equal(0)
      expect(issue.message).to.equal('#1 at 9')
      expect(issue.message).to.equal('#1 at 9')
      expect(issue.suggestion).to.equal('http://a/%20b')
      expect(issue.error?.message).to.equal('#1 at 9')
      expect(calls).to.equal(1)
    })
    it('formSchema keeps them lazy, and JSON shows every field', () => {
      let calls = 0
      const counting: MessageCatalog = { ...englishMessages, 'invalid-character': () => `#${++calls}` }
      const r = run(formSchema({ homepage: uriSchema({ messages: counting }) }), { homepage: 'http://a/ b' })
      expect(calls).to.equal(0)
      const [issue] = (r.issues ?? []) as readonly UriIssue[]
      expect(issue.path).to.deep.equal(['homepage'])
      expect(JSON.parse(JSON.stringify(issue))).to.include({ code: 'invalid-character', offset: 9, message: '#1', suggestion: 'http://a/%20b' })
    })
    it('its fields are enumerable, in the order of an object literal, and JSON shows them; formSchema adds the path last', () => {
      const [issue] = run(uriSchema(), 'http://a/ b').issues ?? []
      const fields: string[] = []
      for (const k in issue) fields.push(k)
      expect(fields).to.deep.equal(['code', 'offset', 'message', 'suggestion', 'error'])
      expect(Object.keys(JSON.parse(JSON.stringify(issue)))).to.deep.equal(['code', 'offset', 'message', 'suggestion', 'error'])
      expect(JSON.parse(JSON.stringify(issue)).error).to.deep.equal(JSON.parse(JSON.stringify(issue.error)))
      const [inForm] = run(formSchema({ a: uriSchema() }), { a: 'hello' }).issues ?? []
      expect(Object.keys(JSON.parse(JSON.stringify(inForm)))).to.deep.equal(['code', 'offset', 'message', 'error', 'path'])
      expect(JSON.parse(JSON.stringify(inForm))).to.include({ code: 'missing-scheme', offset: 5 })
      expect(inForm.path).to.deep.equal(['a'])
    })
    it("its fields read through a Proxy that passes itself as this (a framework's reactive state)", () => {
      const [issue] = run(uriSchema(), 'http://a/ b').issues ?? []
      const reactive = new Proxy(issue as UriIssue, { get: (t, k, receiver) => Reflect.get(t, k, receiver) })
      expect([reactive.code, reactive.offset, reactive.suggestion]).to.deep.equal(['invalid-character', 9, 'http://a/%20b'])
      expect(reactive.message).to.equal(issue.message)
      expect(JSON.parse(JSON.stringify(reactive))).to.deep.equal(JSON.parse(JSON.stringify(issue)))
    })
    it("formSchema reads the fields of another schema's lazy issue (another copy of the package) through it, still lazy", () => {
      let reads = 0
      class Foreign {
        get message(): string {
          reads++
          return 'lazy'
        }
      }
      Object.defineProperty(Foreign.prototype, 'message', { ...Object.getOwnPropertyDescriptor(Foreign.prototype, 'message'), enumerable: true })
      const foreign = { '~standard': { version: 1, vendor: 'other', validate: () => ({ issues: [new Foreign()] }) } } as unknown as Parameters<typeof formSchema>[0][string]
      const [issue] = run(formSchema({ a: foreign }), { a: 'x' }).issues ?? []
      expect(reads).to.equal(0)
      expect([issue.message, issue.path]).to.deep.equal(['lazy', ['a']])
      expect(reads).to.equal(1)
    })
    it('an issue is cheap to make: a class, not five getters defined on each (2 µs an issue in V8)', () => {
      const [a] = run(uriSchema(), 'http://a/ b').issues ?? []
      const [b] = run(uriSchema(), 'http://a/ c').issues ?? []
      expect(Object.getOwnPropertyNames(a)).to.deep.equal([])
      expect(Object.getPrototypeOf(a)).to.equal(Object.getPrototypeOf(b))
      expect(Object.getOwnPropertyDescriptor(Object.getPrototypeOf(a), 'message')?.get).to.be.a('function')
    })
    it('law: the code and offset read first (from the explanation alone) are the error’s (seeded)', () => {
      const schema = uriSchema()
      const codes = new Set<string>()
      let refused = 0
      fc.assert(
        fc.property(
          fc.oneof(
            anyString,
            mutated,
            mutated.map((s) => s.replace(/^([a-z]+:\/\/[^/?#]*)/i, '$1:8:0')),
          ),
          (s) => {
            const p = parseURI(s)
            if (p._tag === 'Right') return true
            refused++
            const [first] = run(schema, s).issues ?? []
            const [second] = run(schema, s).issues ?? []
            codes.add(first.code)
            return first.code === p.left.code && second.offset === p.left.offset && first.offset === p.left.offset && second.code === p.left.code
          },
        ),
        { numRuns: 1500, seed: 3986 },
      )
      expect(refused).to.be.greaterThan(800)
      for (const code of ['missing-scheme', 'invalid-character', 'invalid-port', 'bad-percent-encoding', 'non-ascii']) expect([...codes]).to.include(code)
    })
    it('law: a lazy issue reads as the eager one would (the parser’s code, offset and sentence; seeded)', () => {
      let refused = 0
      const schema = uriSchema({ messages: 'technical', iri: true })
      const parse = parseWith({ rule: 'IRI', maxLength: 65_536 })
      fc.assert(
        fc.property(anyString, (s) => {
          const r = run(schema, s)
          const p = parse(s)
          if (p._tag === 'Right') return r.value === s
          refused++
          const issue = r.issues?.[0] as UriIssue
          return issue.offset === p.left.offset && issue.code === p.left.code && issue.message.startsWith(p.left.message) && issue.error?.message === p.left.message
        }),
        { numRuns: 1500, seed: 3987 },
      )
      expect(refused).to.be.greaterThan(300)
    })
  })

  describe('web: true (since 0.3.0): RFC 9110 section 4.2’s web addresses', () => {
    const web = uriSchema({ web: true, messages: 'technical' })
    const plain = uriSchema({ web: true })
    it('accepts http and https with a host; the output is the text', () => {
      for (const s of ['https://example.com/', 'HTTP://example.com:8080/a?b#c', 'http://[::1]:65535/']) expect(run(web, s).value, s).to.equal(s)
    })
    it('each rule: its code, offset and sentence, technical and plain', () => {
      const rows = [
        ['example.com', 'missing-scheme', 11, /^A web address begins with its scheme/, 'Enter a web address that starts with https://, like https://www.example.com'],
        ['hello', 'missing-scheme', 5, /RFC 9110 section 4\.2/, 'Enter a web address that starts with https://, like https://www.example.com'],
        ['ftp://example.com/', 'scheme-not-allowed', 0, /^The scheme "ftp" is not a web scheme/, 'Enter a web address that starts with https:// or http://, like https://www.example.com'],
        ['http://', 'no-host', 7, /4\.2\.1/, 'Enter the name of the website after https://, like https://www.example.com'],
        ['http:example.com', 'no-host', 5, /MUST reject/, 'Enter the name of the website after https://, like https://www.example.com'],
        ['https://me:pw@example.com/', 'userinfo-not-allowed', 8, /"me:pw".*4\.2\.4/, 'Remove "me:pw@" from the address: a web address cannot hold a user name or password.'],
        [
          'http://a:99999999999/',
          'port-out-of-range',
          9,
          /^The port 99999999999 is over 65535/,
          'The port number 99999999999 is too big. Use a number from 0 to 65535, or remove ":99999999999".',
        ],
        [
          'javascript:alert(1)',
          'script-scheme',
          0,
          /^The scheme "javascript" runs code/,
          'Enter a web address that starts with https://, like https://www.example.com. Addresses that run a script are not accepted.',
        ],
        [
          'data:text/html,hi',
          'script-scheme',
          0,
          /^The scheme "data" runs code/,
          'Enter a web address that starts with https://, like https://www.example.com. Addresses that run a script are not accepted.',
        ],
      ] as const
      for (const [input, code, offset, technical, plainText] of rows) {
        const [t] = run(web, input).issues ?? []
        expect(t, input).to.include({ code, offset })
        expect(t.message, input).to.match(technical)
        const [p] = run(plain, input).issues ?? []
        expect(p.message.startsWith(plainText), `${input}: ${p.message}`).to.equal(true)
      }
    })
    it('a missing scheme suggests https://', () => {
      expect(run(plain, 'www.example.com/a').issues?.[0]).to.include({ code: 'missing-scheme', suggestion: 'https://www.example.com/a' })
      expect(run(plain, 'example.com').issues?.[0]).to.include({
        message: 'Enter a web address that starts with https://, like https://www.example.com',
        suggestion: 'https://example.com',
      })
    })
    it('agrees with isWebURL on generated inputs (seeded; counts both answers)', () => {
      let yes = 0
      fc.assert(
        fc.property(fc.oneof(anyString, fc.constantFrom('http://a/', 'https://x.y:443/', 'http://a:70000/', 'http://u@a/', 'http://')), (s) => {
          const r = run(web, s)
          if (r.value !== undefined) yes++
          return (r.value === s) === isWebURL(s)
        }),
        { numRuns: 1500, seed: 4242 },
      )
      expect(yes).to.be.greaterThan(20)
    })
    it('with iri: an IRI web address; another rule is an options issue', () => {
      expect(run(uriSchema({ web: true, iri: true }), 'https://例え.jp/').value).to.equal('https://例え.jp/')
      expect(run(uriSchema({ web: true, rule: 'URI-reference' }), 'https://a/').issues?.[0]).to.include({ code: 'invalid-options' })
      expect(run(uriSchema({ web: 'yes' } as never), 'https://a/').issues?.[0]).to.include({ code: 'invalid-options' })
    })
    it('with fromUserInput: the tidied text is the address checked', () => {
      const s = uriSchema({ web: true, fromUserInput: true, defaultScheme: 'https' })
      expect(run(s, ' www.example.com ').value).to.equal('https://www.example.com')
      expect(run(s, 'ftp://a/').issues?.[0].code).to.equal('scheme-not-allowed')
    })
  })

  describe('scriptSchemes: refuse (since 0.3.0)', () => {
    const s = uriSchema({ scriptSchemes: 'refuse', messages: 'technical' })
    it('refuses javascript:, vbscript: and data: with a document or script media type, in any schema', () => {
      for (const v of ['javascript:alert(1)', 'JAVASCRIPT:x', 'vbscript:msgbox', 'data:text/html,x', 'data:image/svg+xml,x', 'data:text/javascript,x'])
        expect(run(s, v).issues?.[0], v).to.include({ code: 'script-scheme', offset: 0 })
      expect(run(uriSchema({ scriptSchemes: 'refuse', rule: 'URI-reference' }), 'javascript:x').issues?.[0].code).to.equal('script-scheme')
      expect(run(uriSchema({ scriptSchemes: 'refuse' }), 'javascript:x').issues?.[0].message).to.equal('Enter a different address: addresses that run a script are not accepted.')
    })
    it('lets other URIs through, and all of them without the option', () => {
      for (const v of ['data:text/plain,x', 'data:,x', 'mailto:a@b', 'https://a/javascript:']) expect(run(s, v).value, v).to.equal(v)
      expect(run(uriSchema(), 'javascript:alert(1)').value).to.equal('javascript:alert(1)')
    })
  })

  describe('uriTemplateSchema', () => {
    it('accepts RFC 6570 templates, and points at the fault of a bad one', () => {
      expect(run(uriTemplateSchema(), 'http://example.com/{user}{?q,lang}').value).to.equal('http://example.com/{user}{?q,lang}')
      expect(run(uriTemplateSchema(), '/a/{var').issues?.[0]).to.include({ code: 'unclosed-expression', offset: 7 })
      expect(run(uriTemplateSchema(), '/{=x}').issues?.[0]).to.include({ code: 'reserved-operator', offset: 2 })
      expect(run(uriTemplateSchema({ output: 'tree' }), '{x}').value).to.have.property('parts')
    })
  })

  describe('formSchema', () => {
    const form = formSchema({ homepage: uriSchema({ schemes: ['https'] }), feed: uriSchema({ rule: 'URI-reference' }) })
    it('validates each field; issues carry the field’s key as their path', () => {
      expect(run(form, { homepage: 'https://a.example/', feed: '/rss', other: 1 })).to.deep.equal({ value: { homepage: 'https://a.example/', feed: '/rss' } })
      const r = run(form, { homepage: 'http://a/', feed: 'a b' })
      expect(r.issues?.map((i) => [i.path, i.code])).to.deep.equal([
        [['homepage'], 'scheme-not-allowed'],
        [['feed'], 'invalid-character'],
      ])
      expect(run(form, { feed: '/' }).issues?.map((i) => [i.path, i.code])).to.deep.equal([[['homepage'], 'not-a-string']])
      expect(run(form, 'x').issues?.[0].path).to.equal(undefined)
    })
  })

  describe('a consumer: react-hook-form’s standardSchemaResolver', () => {
    it('puts our sentence on the field, and gives the valid values', async () => {
      const resolver = standardSchemaResolver(formSchema({ homepage: uriSchema() }))
      const options = { fields: {}, shouldUseNativeValidation: false } as never
      const bad = await resolver({ homepage: 'http://exa mple.com' }, undefined, options)
      expect(bad.values).to.deep.equal({})
      const p = parseURI('http://exa mple.com')
      const plain = p._tag === 'Left' ? withMessages(plainMessages)(p.left).message : ''
      expect(bad.errors.homepage?.message?.startsWith(plain), bad.errors.homepage?.message).to.equal(true)
      const ok = await resolver({ homepage: 'https://example.com/' }, undefined, options)
      expect(ok).to.deep.equal({ values: { homepage: 'https://example.com/' }, errors: {} })
    })
  })
})
