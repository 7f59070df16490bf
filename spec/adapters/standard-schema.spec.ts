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
import { englishMessages, parseURI, parseWith, type MessageCatalog, type UriReference } from '../../src/index.ts'
import { formatIssue, formSchema, uriSchema, uriTemplateSchema, type UriIssue } from '../../src/standard-schema/index.ts'
import { anyString } from '../generators.ts'
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
          return issue.offset === p.left.offset && issue.code === p.left.code && issue.message.startsWith(p.left.message)
        }),
        { numRuns: 4000, seed: 30 },
      )
      expect(refused).to.be.greaterThan(1500)
    })
  })

  describe('issues', () => {
    it('carry the sentence, code, offset, and the fix when there is one', () => {
      const [issue] = run(uriSchema(), 'https://example.com/a b').issues ?? []
      expect(issue).to.include({ code: 'invalid-character', offset: 21, suggestion: 'https://example.com/a%20b' })
      expect(issue.message).to.equal(
        'Found a space at position 22 in the path (a space must be written %20); expected a letter, a digit, one of - . _ ~ ! $ & \' ( ) * + , ; = # / : ? @, a percent-encoded octet such as %20 or the end of the input. Did you mean "https://example.com/a%20b"?',
      )
      expect(formatIssue('https://example.com/a b', issue).split('\n').slice(0, 2)).to.deep.equal(['https://example.com/a b', '                     ^'])
    })

    it('a missing scheme, in plain words', () => {
      const [issue] = run(uriSchema(), 'example.com').issues ?? []
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
      expect(issue.message).to.equal('Caractère   en position 10. Did you mean "http://a/%20b"?')
    })

    it('bad options: every value gets an invalid-options issue that names the option', () => {
      for (const [options, name] of [
        [{ rule: 'URL' }, 'rule'],
        [{ maxLength: -1 }, 'maxLength'],
        [{ schemes: 'https' }, 'schemes'],
        [{ output: 'json' }, 'output'],
        [{ fromUserInput: true, iri: true }, 'fromUserInput'],
        [5, undefined],
      ] as const) {
        const r = run(uriSchema(options as never), 'http://a/')
        expect(r.issues?.[0].code, JSON.stringify(options)).to.equal('invalid-options')
        if (name !== undefined) expect(r.issues?.[0].message).to.contain(`"${name}"`)
      }
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
      expect(bad.errors.homepage?.message).to.match(/^Found a space at position 11 in the host/)
      const ok = await resolver({ homepage: 'https://example.com/' }, undefined, options)
      expect(ok).to.deep.equal({ values: { homepage: 'https://example.com/' }, errors: {} })
    })
  })
})
