/**
 * typed-uri/standard-schema: conformance to Standard Schema v1 (the shape of
 * `~standard`, vendor, version 1, synchronous results, issues for values that
 * are not strings), agreement with the parser on the RFC tables and on
 * generated inputs, each option (features as imported values, catalogs as
 * values), the words of every issue from the schema's catalog, and a consumer
 * (react-hook-form's resolver).
 */
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema'
import type { StandardSchemaV1 as Published } from '@standard-schema/spec'
type StandardSchemaIssue = Published.Issue
import { expect } from 'chai'
import * as fc from 'fast-check'
import { fromUserInput, isValidURI, isWebURL, parse, parseIRI, parseURI, parseWith, suggestFix, type UriError, type UriReference } from '../../src/index.ts'
import { iri, zoneIds } from '../../src/iri/index.ts'
import { completeCatalog, describeError, formatError, plain, technical, type Catalog, type PartialCatalog } from '../../src/messages/index.ts'
import { policy } from '../../src/security/index.ts'
import { formatIssue, formSchema, publicSite, uriSchema, uriTemplateSchema, type SyncStandardSchemaV1, type UriIssue, type UriSchemaOptions } from '../../src/standard-schema/index.ts'
import { plain as de } from '../../src/messages/de/index.ts'
import { plain as es } from '../../src/messages/es/index.ts'
import { plain as fr } from '../../src/messages/fr/index.ts'
import { plain as ja } from '../../src/messages/ja/index.ts'
import { plain as zhCN } from '../../src/messages/zh-CN/index.ts'
import { hostileIPv6, hostileIriRegName, hostileRegName } from '../security/hostile-hosts.ts'
import { parseTemplate } from '../../src/template/index.ts'
import { anyString, mutated } from '../generators.ts'
import { ILLUSTRATIONS, RFC_EXAMPLES } from '../rfc-examples.ts'

// Type-level conformance: each schema is a Standard Schema v1 as the spec package publishes it.
const published: readonly Published<unknown, unknown>[] = [uriSchema(), uriSchema({ output: 'tree' }), uriTemplateSchema()]
const textOut: Published<unknown, string> = uriSchema({ rule: 'URI-reference' })
const treeOut: Published<unknown, UriReference> = uriSchema({ output: 'tree' })

// Options that cannot work together, or values of 0.3.0, do not type-check (each is refused at run time too, below).
// @ts-expect-error `iri` is the grammar imported from typed-uri/iri, not true
uriSchema({ iri: true })
// @ts-expect-error `fromUserInput` reads no zone identifiers
uriSchema({ fromUserInput, zoneIds })
// @ts-expect-error a web address is a URI
uriSchema({ web: true, rule: 'URI-reference' })
// @ts-expect-error an IRI rule needs the IRI grammar
uriSchema({ rule: 'IRI' })
// @ts-expect-error a catalog is a value, not its name
uriSchema({ messages: 'technical' })
// @ts-expect-error a policy is the check `policy(options)` makes, not its options
uriSchema({ policy: { allowPrivateAddresses: true } })
// @ts-expect-error `defaultScheme` is an option of `fromUserInput`'s tidying
uriSchema({ defaultScheme: 'https' })
// @ts-expect-error a public site is a web address's: `public` only with `web: true`
uriSchema({ public: publicSite })
// `public: true` (as the form author writes it) and `public: publicSite` are the same check
uriSchema({ web: true, public: true })
// The results are synchronous, and typed so (SyncStandardSchemaV1): the issues are UriIssue, with no cast.
const typedIssues: readonly UriIssue[] | undefined = uriSchema({ web: true })['~standard'].validate('example.com').issues
const valueOf = <O>(r: SyncStandardSchemaV1.Result<O, StandardSchemaIssue>): O | undefined => (r.issues === undefined ? r.value : undefined)
const typedValue: string | undefined = valueOf(uriSchema()['~standard'].validate('a:b'))
const typedTree: UriReference | undefined = valueOf(uriSchema({ output: 'tree' })['~standard'].validate('a:b'))
const typedTemplate: string | undefined = valueOf(uriTemplateSchema()['~standard'].validate('{x}'))
const typedForm: { homepage: string } | undefined = valueOf(formSchema({ homepage: uriSchema() })['~standard'].validate({}))
const synchronous: SyncStandardSchemaV1<string, string> = uriSchema({ web: true, public: publicSite })
void [typedIssues, typedValue, typedTree, typedTemplate, typedForm, synchronous]
// The pairs that do work together.
const together: readonly UriSchemaOptions[] = [
  { iri, zoneIds },
  { iri, fromUserInput, defaultScheme: 'https', web: true, rule: 'IRI' },
  { zoneIds, web: true, suggestFix },
]

type Sync<O> = { readonly value?: O; readonly issues?: readonly UriIssue[] }
const run = <O>(s: Published<unknown, O>, v: unknown): Sync<O> => {
  const r = s['~standard'].validate(v)
  if (r instanceof Promise) throw new Error('the result must be synchronous')
  return r as Sync<O>
}
const first = <O>(s: Published<unknown, O>, v: unknown): UriIssue => {
  const issue = run(s, v).issues?.[0]
  if (issue === undefined) throw new Error(`no issue for ${JSON.stringify(v)}`)
  return issue
}
const errorOf = (r: { readonly _tag: string }): UriError => {
  if (r._tag !== 'Left') throw new Error('expected a Left')
  return (r as unknown as { readonly left: UriError }).left
}

/** RFC 3986 Appendix B's regular expression: the authority is group 4. */
const APPENDIX_B = /^(([^:/?#]+):)?(\/\/([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?/

/**
 * The oracle of the reason a form's issue adds to the parser's error (written apart from the schema's
 * code): white space at the start where the error is at 0, or at the end where the text before it is
 * valid (`valid`); a character outside ASCII in the host, by Appendix B (the host after the last "@" of
 * the authority, before the port's ":" outside "[…]").
 */
const formError = (s: string, e: UriError, valid: (text: string) => boolean): UriError => {
  if (e.reason !== undefined || e.code === 'too-long' || s.trim() === '') return e
  if (e.offset === 0 && /^\s/.test(s)) return { ...e, reason: { kind: 'surrounding-space', side: 'start', found: s[0] } }
  const end = s.trimEnd().length
  if (end < s.length && e.offset >= end && valid(s.slice(0, end))) return { ...e, reason: { kind: 'surrounding-space', side: 'end', found: s[end] } }
  const authority = APPENDIX_B.exec(s.trimStart())?.[4]
  if (e.code !== 'non-ascii' || authority === undefined) return e
  const lead = s.length - s.trimStart().length
  const hostStart = lead + s.trimStart().indexOf('//') + 2 + authority.lastIndexOf('@') + 1
  const hostText = authority.slice(authority.lastIndexOf('@') + 1)
  const portColon = hostText.startsWith('[') ? hostText.indexOf(':', Math.max(0, hostText.indexOf(']'))) : hostText.indexOf(':')
  const host = portColon < 0 ? hostText : hostText.slice(0, portColon)
  return e.offset >= hostStart && e.offset < hostStart + host.length ? { ...e, reason: { kind: 'non-ascii-host', host } } : e
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

    it('values that are not strings are issues, never throws, worded from the catalog', () => {
      for (const v of [undefined, null, 1, true, {}, [], Symbol('s'), () => 'x', 10n]) {
        for (const s of published) {
          const r = run(s, v)
          expect(r.issues?.[0]?.code, String(typeof v)).to.equal('not-a-string')
        }
      }
      const issue = first(uriSchema(), null)
      expect(issue.message).to.equal('Enter the address as text')
      expect(issue.error?.reason).to.deep.equal({ kind: 'not-a-string', subject: 'value', got: { type: 'null' } })
      expect(first(uriSchema({ messages: technical }), null).message).to.equal('The value must be a string; got null.')
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

    it('on generated inputs: valid exactly when the rule accepts, with the parser’s offset, code, facts (and a form’s reason) and (plain) sentence', () => {
      let refused = 0
      const uri = uriSchema()
      const parseForm = parseWith({ rule: 'URI', maxLength: 65_536 })
      fc.assert(
        fc.property(anyString, (s) => {
          const r = run(uri, s)
          const p = parseForm(s)
          if (p._tag === 'Right') return r.value === s
          refused++
          const issue = r.issues?.[0] as UriIssue
          const e = formError(s, p.left, isValidURI)
          // Without suggestFix, the one suggestion is the value trimmed, where white space around it is the error and it is valid once trimmed.
          const trimmed = e.reason?.kind === 'surrounding-space' && isValidURI(s.trim()) ? s.trim() : undefined
          return (
            issue.offset === p.left.offset &&
            issue.code === p.left.code &&
            issue.message === describeError(plain)(e) &&
            JSON.stringify(issue.error) === JSON.stringify(e) &&
            issue.suggestion === trimmed
          )
        }),
        { numRuns: 4000, seed: 30 },
      )
      expect(refused).to.be.greaterThan(1500)
    })
  })

  describe('issues', () => {
    it('carry the sentence, code, offset and facts, and with suggestFix the fix', () => {
      const issue = first(uriSchema({ messages: technical, suggestFix }), 'https://example.com/a b')
      expect(issue).to.include({ code: 'invalid-character', offset: 21, suggestion: 'https://example.com/a%20b' })
      expect(issue.message).to.equal(
        "Found a space at position 22 in the path (a space must be written %20); expected a letter, a digit, one of - . _ ~ ! $ & ' ( ) * + , ; = # / : ? @, a percent-encoded octet such as %20 or the end of the input.",
      )
      expect(formatIssue('https://example.com/a b')(issue).split('\n')).to.deep.equal(['https://example.com/a b', '                     ^', issue.message])
      expect(first(uriSchema({ messages: technical }), 'https://example.com/a b').suggestion).to.equal(undefined)
    })

    it('a missing scheme, in the parser’s words; the fix only with suggestFix', () => {
      const issue = first(uriSchema({ messages: technical, suggestFix }), 'example.com')
      expect(issue.code).to.equal('missing-scheme')
      expect(issue.message).to.match(/^The input begins with the host "example.com" but no scheme/)
      expect(issue.suggestion).to.equal('https://example.com')
    })

    it('formatIssue (curried since 0.4.0, the issue last): the frame in the issue’s own catalog, or in the one given; the sentence alone without facts', () => {
      const input = 'http://a/ b'
      const issue = first(uriSchema(), input)
      const p = errorOf(parseURI(input))
      expect(formatIssue(input)(issue)).to.equal(formatError(plain)(input)(p))
      expect(formatIssue(input, { messages: technical })(issue)).to.equal(formatError(technical)(input)(p))
      expect(formatIssue(input)(first(uriSchema({ messages: technical }), input))).to.equal(formatError(technical)(input)(p))
      // It fits a map over the issues, and a pipe.
      expect((uriSchema()['~standard'].validate(input).issues ?? []).map(formatIssue(input))).to.deep.equal([formatError(plain)(input)(p)])
      const fault = first(uriSchema({ web: true }), 'ftp://a/')
      expect(formatIssue('ftp://a/')(fault)).to.equal(fault.message)
      // From JavaScript: anything but an issue is the empty string, a `messages` that is not a catalog is set aside; never a throw.
      for (const bad of [null, undefined, 1, 'x', Symbol('s')]) expect(formatIssue('x')(bad as never)).to.equal('')
      expect(formatIssue(input, { messages: 'technical' } as never)(issue)).to.equal(formatError(plain)(input)(p))
      expect(formatIssue(input, 42 as never)(issue)).to.equal(formatError(plain)(input)(p))
    })
  })

  describe('options', () => {
    it('schemes: compared without case; the issue points at the scheme, worded from the catalog', () => {
      const s = uriSchema({ schemes: ['https', 'mailto'] })
      expect(run(s, 'HTTPS://a/').value).to.equal('HTTPS://a/')
      expect(run(s, 'mailto:x@y').value).to.equal('mailto:x@y')
      expect(first(s, 'javascript:alert(1)')).to.deep.include({ code: 'scheme-not-allowed', offset: 0, message: 'Enter an address that starts with https: or mailto:' })
      expect(first(uriSchema({ schemes: ['https', 'mailto'], messages: technical }), 'javascript:alert(1)').message).to.equal(
        'The scheme "javascript" is not allowed here; one of https, mailto are accepted.',
      )
      expect(first(uriSchema({ schemes: ['https'], messages: technical }), 'ftp://a/').message).to.equal('The scheme "ftp" is not allowed here; only https is accepted.')
      expect(first(uriSchema({ schemes: ['HTTPS', 'http'] }), 'ftp://a/').message).to.equal('Enter a web address that starts with https:// or http://, like https://www.example.com')
    })

    it('maxLength: 64 KiB by default; a longer value is a too-long issue', () => {
      const long = 'http://a/' + 'x'.repeat(65_536)
      expect(first(uriSchema(), long).code).to.equal('too-long')
      expect(first(uriSchema({ maxLength: 10 }), 'http://a/bcdef')).to.include({ code: 'too-long', offset: 10 })
      expect(first(uriSchema({ maxLength: 10, output: 'tree' }), 'http://a/bcdef')).to.include({ code: 'too-long', offset: 10 })
      expect(run(uriSchema({ maxLength: Infinity }), long).value).to.equal(long)
    })

    it('rule: each entry rule; the IRI rules with `iri` from typed-uri/iri; zone identifiers with `zoneIds`', () => {
      expect(run(uriSchema({ rule: 'relative-ref' }), '../a').value).to.equal('../a')
      expect(first(uriSchema({ rule: 'absolute-URI' }), 'http://a/#f').offset).to.equal(9)
      expect(run(uriSchema({ iri }), 'http://例え.jp/').value).to.equal('http://例え.jp/')
      expect(run(uriSchema({ iri, rule: 'irelative-ref' }), '例/え').value).to.equal('例/え')
      expect(first(uriSchema(), 'http://例え.jp/').code).to.equal('non-ascii')
      expect(run(uriSchema({ zoneIds }), 'http://[fe80::1%25eth0]/').value).to.equal('http://[fe80::1%25eth0]/')
      expect(first(uriSchema(), 'http://[fe80::1%25eth0]/').code).to.equal('zone-id-not-enabled')
      expect(run(uriSchema({ iri, zoneIds }), 'http://例え.jp/').value).to.equal('http://例え.jp/')
      expect(run(uriSchema({ iri, zoneIds, output: 'tree' }), 'http://[fe80::1%25eth0]/例').value).to.deep.equal(
        (parseWith({ rule: 'IRI', zoneIds: true })('http://[fe80::1%25eth0]/例') as { right: unknown }).right,
      )
      expect(together).to.have.length(3)
    })

    it('law: with iri and zoneIds, each grammar is the parser’s (valid, code, offset; seeded)', () => {
      const schemas = [
        [uriSchema({ iri }), parseWith({ rule: 'IRI', maxLength: 65_536 })],
        [uriSchema({ zoneIds }), parseWith({ rule: 'URI', zoneIds: true, maxLength: 65_536 })],
        [uriSchema({ iri, zoneIds, rule: 'IRI-reference', output: 'tree' }), parseWith({ rule: 'IRI-reference', zoneIds: true, maxLength: 65_536 })],
      ] as const
      let refused = 0
      let valid = 0
      fc.assert(
        fc.property(fc.oneof(anyString, mutated, fc.constantFrom('http://[fe80::1%25eth0]/é', 'http://[fe80::1%eth0]/', '例/え')), fc.nat({ max: 2 }), (s, k) => {
          const [schema, parser] = schemas[k]
          const r = run(schema as Published<unknown, unknown>, s)
          const p = parser(s)
          if (p._tag === 'Right') {
            valid++
            return k === 2 ? JSON.stringify(r.value) === JSON.stringify(p.right) : r.value === s
          }
          refused++
          const issue = r.issues?.[0] as UriIssue
          return issue.code === p.left.code && issue.offset === p.left.offset
        }),
        { numRuns: 1500, seed: 6874 },
      )
      expect(
        [refused, valid].every((n) => n > 100),
        `${refused} refused, ${valid} valid`,
      ).to.equal(true)
    })

    it('policy: a check made by policy(…) from typed-uri/security; each violation is an issue in the schema’s words', () => {
      const check = policy({ schemes: ['https'] })
      const s = uriSchema({ schemes: ['https'], policy: check })
      const r = run(s, 'https://127.0.0.1/')
      expect(r.issues?.map((i) => i.code)).to.deep.equal(['private-address'])
      const tree = (parse('https://127.0.0.1/') as { right: UriReference }).right
      const violations = check(tree)
      expect(violations._tag).to.equal('Left')
      if (violations._tag === 'Left') expect(r.issues?.[0].message).to.equal(describeError(plain)(violations.left[0]))
      expect(run(s, 'https://example.com/').value).to.equal('https://example.com/')
      // The policy's schemes are its own (http and https unless given to it).
      expect(first(uriSchema({ policy: policy({ allowPrivateAddresses: true }) }), 'ftp://a/').code).to.equal('scheme-not-allowed')
      expect(run(uriSchema({ policy: policy({ allowPrivateAddresses: true }), output: 'tree' }), 'http://a/').value).to.deep.equal((parseURI('http://a/') as { right: unknown }).right)
    })

    it('fromUserInput: `fromUserInput` from typed-uri; the output is the tidied text; errors point into the value as typed', () => {
      const s = uriSchema({ fromUserInput, defaultScheme: 'https' })
      expect(run(s, '  <https://example.com/a\n  b>  ').value).to.equal('https://example.com/ab')
      expect(run(s, 'URL: www.example.com').value).to.equal('https://www.example.com')
      expect(first(s, '  http://a/b c')).to.include({ code: 'invalid-character', offset: 12 })
      expect(first(uriSchema({ fromUserInput, maxLength: 5 }), 'http://a/').code).to.equal('too-long')
    })

    it('class: with fromUserInput, every issue points at the character of the value as typed that the tidied text’s issue points at: faults, public sites, policies (seeded)', () => {
      const options = [{ web: true, public: true }, { web: true }, { schemes: ['http'], scriptSchemes: 'refuse' }, { policy: policy({ ports: [443] }) }] as const
      const typed = fc
        .tuple(
          fc.constantFrom('', ' ', '\t', '<', 'URL:'),
          fc.constantFrom('', 'https://', '//', 'ftp://', 'javascript:'),
          fc.constantFrom('www.example.com', 'example.org', 'localhost', '127.1', '[::1]', 'intranet', 'a.example', '10.0.0.1'),
          fc.constantFrom('', ':8080', ':99999', ':443'),
          fc.constantFrom('', '/', '/a', '/a?b#c'),
          fc.constantFrom('', ' ', '>'),
        )
        .map(([lead, scheme, host, port, path, trail]) => lead + scheme + host + port + path + (lead === '<' ? '>' : trail === '>' ? '' : trail))
      let moved = 0
      fc.assert(
        fc.property(fc.constantFrom(...options), typed, (o, value) => {
          const tidied = fromUserInput({ defaultScheme: 'https', rule: 'URI' })(value)
          if (tidied._tag === 'Left') return true
          const text = tidied.right.text
          const ours = (uriSchema({ ...o, fromUserInput, defaultScheme: 'https' } as UriSchemaOptions)['~standard'].validate(value).issues ?? []) as readonly UriIssue[]
          const theirs = (uriSchema(o as UriSchemaOptions)['~standard'].validate(text).issues ?? []) as readonly UriIssue[]
          if (ours.length !== theirs.length) return false
          for (const [k, issue] of ours.entries()) {
            const there = theirs[k]
            if (issue.code !== there.code || issue.message !== there.message) return false
            // An added scheme has no character of its own: it points where the kept text starts.
            const scheme = tidied.right.changes.find((c) => c.reason.kind === 'input-scheme-added')?.reason
            const added = scheme !== undefined && 'added' in scheme ? scheme.added.length : 0
            if (there.offset >= added && value[issue.offset] !== text[there.offset]) return false
            if (issue.offset !== there.offset) moved++
          }
          return true
        }),
        { seed: 5_0_50, numRuns: 800 },
      )
      expect(moved).to.be.greaterThan(150)
    })

    it('fromUserInput with iri: they work together (the IRI rule, tidied; errors into the value as typed)', () => {
      const s = uriSchema({ iri, fromUserInput, defaultScheme: 'https' })
      expect(run(s, '  www.example.com/straße  ').value).to.equal('https://www.example.com/straße')
      expect(run(s, '<https://例え.jp/\n  ä>').value).to.equal('https://例え.jp/ä')
      expect(first(s, '  https://例え.jp/a b')).to.include({ code: 'invalid-character', offset: 17 })
      expect(first(uriSchema({ fromUserInput }), '  https://例え.jp/').code).to.equal('non-ascii')
      expect(run(uriSchema({ iri, fromUserInput, output: 'tree' }), ' https://例え.jp/ ').value).to.deep.equal((parseIRI('https://例え.jp/') as { right: unknown }).right)
    })

    it('bad options, from JavaScript: every value gets an invalid-options issue whose error names the option; never a throw', () => {
      const rows: readonly (readonly [unknown, string | undefined, string])[] = [
        [{ rule: 'URL' }, 'rule', 'option-not-of-kind'],
        [{ rule: 'IRI' }, 'rule', 'option-not-of-kind'],
        [{ maxLength: -1 }, 'maxLength', 'option-not-of-kind'],
        [{ schemes: 'https' }, 'schemes', 'option-not-of-kind'],
        [{ output: 'json' }, 'output', 'option-not-of-kind'],
        [{ scriptSchemes: 'sometimes' }, 'scriptSchemes', 'option-not-of-kind'],
        [{ web: 'yes' }, 'web', 'option-not-of-kind'],
        [{ web: true, rule: 'relative-ref' }, 'rule', 'web-needs-absolute-rule'],
        [{ iri: true }, 'iri', 'adapter-not-a-feature'],
        [{ iri: zoneIds }, 'iri', 'adapter-not-a-feature'],
        [{ zoneIds: true }, 'zoneIds', 'adapter-not-a-feature'],
        [{ zoneIds: { ...zoneIds, rules: {} } }, 'zoneIds', 'adapter-not-a-feature'],
        [{ policy: {} }, 'policy', 'adapter-not-a-feature'],
        [{ fromUserInput: true }, 'fromUserInput', 'adapter-not-a-feature'],
        [{ suggestFix: true }, 'suggestFix', 'adapter-not-a-feature'],
        [{ fromUserInput, zoneIds }, 'fromUserInput', 'options-cannot-combine'],
        [{ messages: 'technical' }, 'messages', 'option-not-a-catalog'],
        [5, undefined, 'options-not-an-object'],
      ]
      for (const [options, name, kind] of rows) {
        const issue = first(uriSchema(options as never), 'http://a/')
        expect(issue.code, JSON.stringify(options)).to.equal('invalid-options')
        expect(issue.error?.reason?.kind, JSON.stringify(options)).to.equal(kind)
        expect(issue.error?.option, JSON.stringify(options)).to.equal(name)
        expect(issue.message).to.equal(describeError(plain)(issue.error as UriError))
        if (name !== undefined) expect(describeError(technical)(issue.error as UriError), kind).to.contain(`"${name}"`)
      }
      expect(describeError(technical)(first(uriSchema({ iri: true } as never), 'x').error as UriError)).to.equal('The option "iri" must be `iri` imported from "typed-uri/iri"; got true.')
      expect(describeError(technical)(first(uriSchema({ policy: {} } as never), 'x').error as UriError)).to.equal(
        'The option "policy" must be a check made by `policy(options)` imported from "typed-uri/security"; got a value of type object.',
      )
      // A bad option is worded in the catalog given, when that one is a catalog.
      expect(first(uriSchema({ maxLength: -1, messages: technical } as never), 'x').message).to.equal('The option "maxLength" must be a whole number of 0 or more, or Infinity; got -1.')
    })
  })

  describe('features from JavaScript', () => {
    it('class: a function that is not the feature’s (its answers not of its shape) gives invalid-options or no suggestion, never a throw (seeded)', () => {
      const strangers: readonly ((...args: never[]) => unknown)[] = [
        () => 'x',
        () => () => 'y',
        () => ({ _tag: 'Left', left: 5 }),
        () => ({ _tag: 'Right' }),
        () => ({ _tag: 'Some', value: 7 }),
        parse,
        fromUserInput(),
        suggestFix('x'),
      ]
      const features = ['policy', 'fromUserInput', 'suggestFix'] as const
      let refused = 0
      let answered = 0
      fc.assert(
        fc.property(fc.constantFrom(...strangers), fc.constantFrom(...features), fc.oneof(anyString, fc.constantFrom('example.com', 'http://a/ b', 'https://a/')), (f, option, value) => {
          const schema = uriSchema({ [option]: f, web: option === 'suggestFix' } as never)
          const r = run(schema, value)
          for (const issue of r.issues ?? []) {
            void [issue.message, issue.suggestion, JSON.stringify(issue)]
            if (issue.code === 'invalid-options') {
              refused++
              if (issue.error?.reason?.kind !== 'adapter-not-a-feature' || issue.error.option !== option) return false
            }
          }
          answered++
          return option !== 'suggestFix' || (r.issues ?? []).every((i) => i.suggestion === undefined || typeof i.suggestion === 'string')
        }),
        { numRuns: 800, seed: 4748 },
      )
      expect(answered).to.equal(800)
      expect(refused).to.be.greaterThan(100)
      // The configured function instead of the function: `fromUserInput()` is the tidying of one value, not the feature.
      expect(first(uriSchema({ fromUserInput: fromUserInput() } as never), 'https://a/').error?.reason).to.deep.include({ kind: 'adapter-not-a-feature', option: 'fromUserInput' })
      expect(first(uriSchema({ policy: parse } as never), 'https://a/').error?.reason).to.deep.include({ kind: 'adapter-not-a-feature', option: 'policy' })
      expect(first(uriSchema({ suggestFix: parse } as never), 'http://a/ b').suggestion).to.equal(undefined)
    })
    it('formSchema: a field that is not a Standard Schema, or does not answer as one, is an issue, never a throw', () => {
      expect(first(formSchema({ a: 'https' } as never), {}).error?.reason).to.deep.equal({ kind: 'form-field-not-a-schema', field: 'a', got: { type: 'string', text: 'https' } })
      const odd = { '~standard': { version: 1, vendor: 'odd', validate: () => null } } as unknown as Parameters<typeof formSchema>[0][string]
      const issue = first(formSchema({ a: odd }), {})
      expect([issue.code, issue.path, issue.error?.reason?.kind]).to.deep.equal(['invalid-options', ['a'], 'form-field-not-a-schema'])
    })
  })

  describe('messages (since 0.4.0): a catalog as a value, plain English when none', () => {
    it('plain by default: the plain catalog’s sentence, which says what to do', () => {
      const p = errorOf(parseURI('https://example.com/a b'))
      const issue = first(uriSchema(), 'https://example.com/a b')
      expect(issue.message).to.equal(describeError(plain)(p))
      expect(issue.message).to.equal("Remove the space after 'a', or replace it with %20")
      expect(describeError(plain)(issue.error as UriError)).to.equal(issue.message)
    })
    it('technical: the parser’s sentence, the sentence alone (the fix is `suggestion`)', () => {
      expect(first(uriSchema({ messages: technical }), 'http://a b').message).to.match(/^Found a space at position 9 in the host/)
      const fixable = first(uriSchema({ messages: technical, suggestFix }), 'http://a/ b')
      expect(fixable.message).to.equal(describeError(technical)(fixable.error as UriError))
      expect(fixable.suggestion).to.equal('http://a/%20b')
    })
    it('a catalog of one’s own, completed by plain', () => {
      const house = completeCatalog(plain)({ codes: { 'invalid-character': (e) => `Caractère ${JSON.stringify(e.found)} en position ${e.offset + 1}.` } })
      const issue = first(uriSchema({ messages: house, suggestFix }), 'http://a/ b')
      expect(issue.message).to.equal('Caractère " " en position 10.')
      expect(issue.suggestion).to.equal('http://a/%20b')
      expect(first(uriSchema({ messages: house }), 'a:b c:d').message).to.equal('Caractère " " en position 4.')
      expect(first(uriSchema({ messages: house }), '').message).to.equal(describeError(plain)(errorOf(parseURI(''))))
    })

    it('class: every issue of every option is worded from the catalog given, missing-scheme, script-scheme and scheme-not-allowed under web included (seeded)', () => {
      const house = marked()
      const check = policy({ schemes: ['https', 'http'] })
      const schemas: readonly Published<unknown, unknown>[] = [
        uriSchema({ messages: house }),
        uriSchema({ messages: house, web: true }),
        uriSchema({ messages: house, web: true, iri, fromUserInput, defaultScheme: 'https' }),
        uriSchema({ messages: house, schemes: ['https', 'mailto'], scriptSchemes: 'refuse', rule: 'URI-reference' }),
        uriSchema({ messages: house, policy: check, output: 'tree' }),
        uriSchema({ messages: house, zoneIds, maxLength: 40 }),
        uriTemplateSchema({ messages: house }),
        formSchema({ a: uriSchema({ messages: house, web: true }) }, { messages: house }),
      ]
      const values = fc.oneof(
        anyString,
        mutated,
        fc.constantFrom('example.com', 'hello', 'javascript:alert(1)', 'data:text/html,x', 'ftp://a/', 'http://', 'https://me@a/', 'http://a:99999999/', 'https://127.0.0.1/', '{=x}'),
        fc.constantFrom<unknown>(5, null, undefined, { a: 'ftp://a/' }, { a: 'example.com' }, { a: 7 }),
      )
      const codes = new Map<string, number>()
      let issues = 0
      fc.assert(
        fc.property(values, fc.nat({ max: schemas.length - 1 }), (v, k) => {
          for (const issue of (run(schemas[k], v).issues ?? []) as readonly UriIssue[]) {
            issues++
            codes.set(issue.code, (codes.get(issue.code) ?? 0) + 1)
            if (!/^⟦\w+:[\w-]+⟧$/.test(issue.message)) return false
            if (issue.error !== undefined && issue.message !== describeError(house)(issue.error)) return false
          }
          return true
        }),
        { numRuns: 3000, seed: 47 },
      )
      expect(issues).to.be.greaterThan(1500)
      for (const code of [
        'missing-scheme',
        'script-scheme',
        'scheme-not-allowed',
        'no-host',
        'userinfo-not-allowed',
        'port-out-of-range',
        'invalid-character',
        'not-a-string',
        'too-long',
        'private-address',
      ])
        expect(codes.get(code) ?? 0, code).to.be.greaterThan(0)
      // Under web, the reasons and faults of the catalog: the marks say which sentence.
      const web = uriSchema({ messages: house, web: true })
      expect(['example.com', 'javascript:alert(1)', 'ftp://a/'].map((v) => first(web, v).message)).to.deep.equal([
        '⟦reasons:web-missing-scheme⟧',
        '⟦faults:script-scheme⟧',
        '⟦faults:scheme-not-allowed⟧',
      ])
      expect(first(uriSchema({ messages: house, web: true, schemes: ['https'] }), 'http://a/').message).to.equal('⟦faults:scheme-not-allowed⟧')
    })

    it('class: a bad `messages` value is an invalid-options issue for every value of every schema, never a throw (seeded)', () => {
      const old = { 'invalid-character': () => 'x', 'missing-scheme': () => 'y' }
      const bad = fc.oneof(
        fc.anything().filter((v) => v !== undefined),
        fc.constantFrom<unknown>('plain', 'technical', old, [plain], { ...plain, codes: 'x' }, { codes: plain.codes }, Object.create(plain)),
      )
      let refused = 0
      fc.assert(
        fc.property(bad, fc.oneof(anyString, fc.constant<unknown>(undefined)), (messages, value) => {
          const schemas: readonly Published<unknown, unknown>[] = [
            uriSchema({ messages } as never),
            uriTemplateSchema({ messages } as never),
            formSchema({ a: uriSchema() }, { messages } as never),
          ]
          for (const s of schemas) {
            const issue = run(s, value).issues?.[0]
            if (issue?.code !== 'invalid-options' || issue.error?.reason?.kind !== 'option-not-a-catalog' || issue.error.option !== 'messages') return false
            if (issue.message !== describeError(plain)(issue.error)) return false
            refused++
          }
          return true
        }),
        { numRuns: 600, seed: 4747 },
      )
      expect(refused).to.equal(1800)
    })
  })

  describe('lazy issues: the sentence and the fix are made when read, once', () => {
    const counting = (count: () => number): Catalog => completeCatalog(plain)({ codes: { 'invalid-character': (e) => `#${count()} at ${e.offset}` } })
    it('a catalog is not called until the message is read, then once', () => {
      let calls = 0
      const [issue] = run(uriSchema({ messages: counting(() => ++calls), suggestFix }), 'http://a/ b').issues ?? []
      expect(calls).to.equal(0)
      expect(issue.code).to.equal('invalid-character')
      expect(issue.offset).to.equal(9)
      expect(calls).to.equal(0)
      expect(issue.message).to.equal('#1 at 9')
      expect(issue.message).to.equal('#1 at 9')
      expect(issue.suggestion).to.equal('http://a/%20b')
      expect(issue.error?.offset).to.equal(9)
      expect(calls).to.equal(1)
    })
    it('formSchema keeps them lazy, and JSON shows every field', () => {
      let calls = 0
      const r = run(formSchema({ homepage: uriSchema({ messages: counting(() => ++calls), suggestFix }) }), { homepage: 'http://a/ b' })
      expect(calls).to.equal(0)
      const [issue] = (r.issues ?? []) as readonly UriIssue[]
      expect(issue.path).to.deep.equal(['homepage'])
      expect(JSON.parse(JSON.stringify(issue))).to.include({ code: 'invalid-character', offset: 9, message: '#1 at 9', suggestion: 'http://a/%20b' })
    })
    it('a fault’s sentence too: made when read, once', () => {
      let calls = 0
      const house = completeCatalog(plain)({ faults: { 'port-out-of-range': (f) => `#${++calls} ${f.text}` } })
      const issue = first(uriSchema({ web: true, messages: house }), 'http://a:99999/')
      expect(calls).to.equal(0)
      expect([issue.code, issue.offset]).to.deep.equal(['port-out-of-range', 9])
      expect([issue.message, issue.message, calls]).to.deep.equal(['#1 99999', '#1 99999', 1])
      expect(JSON.parse(JSON.stringify(issue))).to.deep.equal({ code: 'port-out-of-range', offset: 9, message: '#1 99999' })
    })
    it('its fields are enumerable, in the order of an object literal, and JSON shows them; formSchema adds the path last', () => {
      const [issue] = run(uriSchema(), 'http://a/ b').issues ?? []
      const fields: string[] = []
      for (const k in issue) fields.push(k)
      expect(fields).to.deep.equal(['code', 'offset', 'message', 'suggestion', 'error'])
      expect(Object.keys(JSON.parse(JSON.stringify(issue)))).to.deep.equal(['code', 'offset', 'message', 'error'])
      expect(JSON.parse(JSON.stringify(issue)).error).to.deep.equal(JSON.parse(JSON.stringify(issue.error)))
      const [inForm] = run(formSchema({ a: uriSchema() }), { a: 'hello' }).issues ?? []
      expect(Object.keys(JSON.parse(JSON.stringify(inForm)))).to.deep.equal(['code', 'offset', 'message', 'error', 'path'])
      expect(JSON.parse(JSON.stringify(inForm))).to.include({ code: 'missing-scheme', offset: 5 })
      expect(inForm.path).to.deep.equal(['a'])
    })
    it("its fields read through a Proxy that passes itself as this (a framework's reactive state)", () => {
      for (const issue of [first(uriSchema({ suggestFix }), 'http://a/ b'), first(uriSchema({ web: true }), 'ftp://a/')]) {
        const reactive = new Proxy(issue, { get: (t, k, receiver) => Reflect.get(t, k, receiver) })
        expect([reactive.code, reactive.offset, reactive.suggestion]).to.deep.equal([issue.code, issue.offset, issue.suggestion])
        expect(reactive.message).to.equal(issue.message)
        expect(JSON.parse(JSON.stringify(reactive))).to.deep.equal(JSON.parse(JSON.stringify(issue)))
      }
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
            const [firstIssue] = run(schema, s).issues ?? []
            const [second] = run(schema, s).issues ?? []
            codes.add(firstIssue.code)
            return firstIssue.code === p.left.code && second.offset === p.left.offset && firstIssue.offset === p.left.offset && second.code === p.left.code
          },
        ),
        { numRuns: 1500, seed: 3986 },
      )
      expect(refused).to.be.greaterThan(800)
      for (const code of ['missing-scheme', 'invalid-character', 'invalid-port', 'bad-percent-encoding', 'non-ascii']) expect([...codes]).to.include(code)
    })
    it('law: a lazy issue reads as the eager one would (the parser’s code, offset, facts and sentence; seeded)', () => {
      let refused = 0
      const schema = uriSchema({ messages: technical, iri })
      const parseForm = parseWith({ rule: 'IRI', maxLength: 65_536 })
      fc.assert(
        fc.property(anyString, (s) => {
          const r = run(schema, s)
          const p = parseForm(s)
          if (p._tag === 'Right') return r.value === s
          refused++
          const issue = r.issues?.[0] as UriIssue
          const e = formError(s, p.left, (t) => parseForm(t)._tag === 'Right')
          return issue.offset === p.left.offset && issue.code === p.left.code && issue.message === describeError(technical)(e) && JSON.stringify(issue.error) === JSON.stringify(e)
        }),
        { numRuns: 1500, seed: 3987 },
      )
      expect(refused).to.be.greaterThan(300)
    })
  })

  describe('web: true (since 0.3.0): RFC 9110 section 4.2’s web addresses', () => {
    const web = uriSchema({ web: true, messages: technical })
    const plainWeb = uriSchema({ web: true })
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
      for (const [input, code, offset, technicalText, plainText] of rows) {
        const t = first(web, input)
        expect(t, input).to.include({ code, offset })
        expect(t.message, input).to.match(technicalText)
        expect(first(plainWeb, input).message, input).to.equal(plainText)
      }
    })
    it('a missing scheme is the parser’s error with the web reason: its sentence, its frame and its facts agree', () => {
      const issue = first(plainWeb, 'example.com')
      expect(issue.error).to.deep.include({ code: 'missing-scheme', offset: 11, reason: { kind: 'web-missing-scheme' } })
      expect(describeError(plain)(issue.error as UriError)).to.equal(issue.message)
      expect(formatIssue('example.com')(issue).split('\n')[2]).to.equal(issue.message)
      // Outside web, the parser's own sentence (the host it read).
      expect(first(uriSchema(), 'example.com').message).to.equal('Enter a web address that starts with https://, like https://example.com')
    })
    it('a missing scheme suggests https:// with suggestFix', () => {
      const s = uriSchema({ web: true, suggestFix })
      expect(first(s, 'www.example.com/a')).to.include({ code: 'missing-scheme', suggestion: 'https://www.example.com/a' })
      expect(first(s, 'example.com')).to.include({ message: 'Enter a web address that starts with https://, like https://www.example.com', suggestion: 'https://example.com' })
      expect(first(s, ' hello ').suggestion).to.equal('https://hello')
      expect(first(s, '//a.example/x').suggestion).to.equal('https://a.example/x')
      expect(first(s, 'a b').suggestion).to.equal(undefined)
      expect(first(plainWeb, 'www.example.com/a').suggestion).to.equal(undefined)
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
      expect(run(uriSchema({ web: true, iri }), 'https://例え.jp/').value).to.equal('https://例え.jp/')
      expect(first(uriSchema({ web: true, rule: 'URI-reference' } as never), 'https://a/').error?.reason?.kind).to.equal('web-needs-absolute-rule')
      expect(first(uriSchema({ web: 'yes' } as never), 'https://a/')).to.include({ code: 'invalid-options' })
    })
    it('with fromUserInput: the tidied text is the address checked', () => {
      const s = uriSchema({ web: true, fromUserInput, defaultScheme: 'https' })
      expect(run(s, ' www.example.com ').value).to.equal('https://www.example.com')
      expect(first(s, 'ftp://a/').code).to.equal('scheme-not-allowed')
      expect(first(s, 'hello').message).to.equal('Enter a web address that starts with https://, like https://www.example.com')
    })
  })

  describe('public: publicSite (since 0.4.0): a public site’s address', () => {
    const open = uriSchema({ web: true })
    const site = uriSchema({ web: true, public: publicSite })
    const SPECIAL_USE = ['http://localhost:3000/', 'http://127.0.0.1/', 'http://0x7f.1/', 'http://127.1/', 'http://[::ffff:10.0.0.1]/', 'http://%EF%BC%90x7f.1/', 'http://169.254.169.254/']
    it('by default (RFC 3986), a web address may name any host: localhost, single labels, underscores', () => {
      for (const s of ['http://localhost:3000/', 'http://api:8080/', 'http://my_service.internal/', 'http://intranet/', ...SPECIAL_USE]) expect(run(open, s), s).to.deep.equal({ value: s })
    })
    it('refuses special-use addresses and names, and single labels, with a sentence that asks for a public site, in every catalog', () => {
      for (const s of [...SPECIAL_USE, 'http://api:8080/', 'http://my_service.internal/', 'http://intranet/']) {
        const issue = first(site, s)
        expect(issue, s).to.include({ code: 'not-public', offset: 7 })
        expect(issue.error, s).to.equal(undefined)
        expect(issue.message, s).to.match(/public website/)
        expect(first(uriSchema({ web: true, public: publicSite, messages: technical }), s).message, s).to.match(/only a public site is accepted here|names no public site/)
      }
      expect(first(site, 'http://0x7f.1/').message).to.equal(
        'This address leads to the computer itself, not to a public website: enter the address of a public website, like https://www.example.com',
      )
      expect(first(site, 'http://intranet/').message).to.equal('Enter the whole name of a public website, like https://www.example.com: "intranet" on its own is not one')
      expect(first(uriSchema({ web: true, public: publicSite, messages: technical }), 'http://0x7f.1/').message).to.equal(
        'The host "0x7f.1" is read by clients as 127.0.0.1, a loopback address (RFC 6890); only a public site is accepted here.',
      )
      for (const s of ['https://example.com/', 'https://www.example.org:8443/a?b#c', 'https://8.8.8.8/', 'http://[2606:4700::1111]/']) expect(run(site, s), s).to.deep.equal({ value: s })
    })
    it('law: every hostile spelling of a special host (hostile-hosts.ts) is refused with public and accepted without it (seeded; counts each kind)', () => {
      const counts = { name: 0, ipv6: 0, iri: 0 }
      const iriSite = uriSchema({ web: true, iri, public: publicSite })
      const iriOpen = uriSchema({ web: true, iri })
      fc.assert(
        fc.property(
          fc.oneof(
            hostileRegName.map(({ host }) => ['name', `http://${host}/`] as const),
            hostileIPv6.map(({ host }) => ['ipv6', `https://${host}:8080/x`] as const),
            hostileIriRegName.map(({ host }) => ['iri', `http://${host}/`] as const),
          ),
          ([kind, s]) => {
            counts[kind]++
            const [withPublic, without] = kind === 'iri' ? [iriSite, iriOpen] : [site, open]
            return first(withPublic, s).code === 'not-public' && run(without, s).value === s
          },
        ),
        { seed: 50, numRuns: 1500 },
      )
      expect(counts.name).to.be.above(300)
      expect(counts.ipv6).to.be.above(300)
      expect(counts.iri).to.be.above(300)
    })
    it('with fromUserInput, output tree and formSchema: the same check on the address tidied', () => {
      expect(first(uriSchema({ web: true, public: publicSite, fromUserInput, defaultScheme: 'https' }), ' localhost:3000 ')).to.include({ code: 'not-public' })
      expect(first(uriSchema({ web: true, public: publicSite, output: 'tree' }), 'http://10.0.0.1/')).to.include({ code: 'not-public' })
      const form = formSchema({ homepage: site })
      expect(run(form, { homepage: 'http://intranet/' }).issues?.[0]).to.include({ code: 'not-public', message: first(site, 'http://intranet/').message })
    })
    it('`public: true` is `publicSite`: the same answer for every hostile spelling (seeded)', () => {
      const byTrue = uriSchema({ web: true, public: true })
      const byValue = uriSchema({ web: true, public: publicSite })
      let refused = 0
      fc.assert(
        fc.property(
          fc.constantFrom('http://localhost/', 'http://0x7f.1/', 'http://[::ffff:10.0.0.1]/', 'http://intranet/', 'https://example.com/', 'http://10.1.2.3/', 'https://a.b.example.org/x'),
          (url) => {
            const a = run(byTrue, url)
            const b = run(byValue, url)
            expect(a, url).to.deep.equal(b)
            if (a.issues !== undefined) refused++
          },
        ),
        { seed: 5_0_1, numRuns: 200 },
      )
      expect(refused).to.be.greaterThan(100)
    })
    it('from JavaScript: `public` without `web`, or a function that is not a check, are invalid-options issues, never a throw', () => {
      expect(first(uriSchema({ public: publicSite } as never), 'http://a.example/').error?.reason).to.deep.equal({ kind: 'public-needs-web', option: 'public' })
      expect(first(uriSchema({ public: publicSite, messages: technical } as never), 'x').message).to.equal(
        'The option "public" asks for a public site, which only a web address has: give it with `web: true`.',
      )
      expect(first(uriSchema({ web: true, public: 'yes' } as never), 'x').error?.reason).to.deep.include({
        kind: 'adapter-not-a-feature',
        option: 'public',
        from: 'typed-uri/standard-schema',
      })
      expect(first(uriSchema({ public: true } as never), 'http://a.example/').error?.reason).to.deep.equal({ kind: 'public-needs-web', option: 'public' })
      for (const other of [() => 42, () => ({ code: 'x' }), () => undefined])
        expect(first(uriSchema({ web: true, public: other } as never), 'https://a.example/').error?.reason).to.deep.include({ kind: 'adapter-not-a-feature', option: 'public' })
      expect(run(uriSchema({ web: true, public: () => null }), 'https://a.example/')).to.deep.equal({ value: 'https://a.example/' })
    })
  })

  describe('messages that are right (since 0.4.0)', () => {
    /** Every white space `trim` removes (ECMA-262 WhiteSpace and LineTerminator). */
    const SPACES = ['\t', '\n', '\v', '\f', '\r', ' ', '\u00a0', '\u1680', '\u2000', '\u2005', '\u200a', '\u2028', '\u2029', '\u202f', '\u205f', '\u3000', '\ufeff']
    const CATALOGS = { plain, technical, de, es, fr, ja, 'zh-CN': zhCN } as const
    it('white space around a value: says so (not "no scheme"), in every catalog, and suggests the value trimmed, without suggestFix too', () => {
      const web = uriSchema({ web: true })
      const issue = first(web, ' https://example.com ')
      expect(issue).to.include({ code: 'missing-scheme', offset: 0, message: 'Remove the space at the start of the address', suggestion: 'https://example.com' })
      expect(issue.error?.reason).to.deep.equal({ kind: 'surrounding-space', side: 'start', found: ' ' })
      expect(first(uriSchema({ web: true, messages: technical }), ' https://example.com ').message).to.equal(
        'The value begins with a space: white space around a URI is not part of it (RFC 3986 Appendix C); trim the value.',
      )
      expect(first(web, 'https://example.com ')).to.include({
        code: 'invalid-character',
        offset: 19,
        message: 'Remove the space at the end of the address',
        suggestion: 'https://example.com',
      })
      expect(first(web, 'https://example.com\n').message).to.equal('Remove the line break at the end of the address')
      expect(formatIssue(' https://example.com ')(issue).split('\n')).to.deep.equal([' https://example.com ', '^', 'Remove the space at the start of the address'])
      for (const [name, catalog] of Object.entries(CATALOGS)) {
        const m = first(uriSchema({ web: true, messages: catalog }), ' https://example.com').message
        expect(m, name).to.equal(describeError(catalog)({ ...(issue.error as UriError), reason: { kind: 'surrounding-space', side: 'start', found: ' ' } }))
        expect(m, name).to.not.equal(describeError(catalog)(errorOf(parseURI(' https://example.com'))))
      }
      // A value of white space alone is a value left empty; a fault past the space is that fault's.
      expect(first(web, '   ').error?.reason?.kind).to.equal('web-missing-scheme')
      expect(first(web, 'http://[::1 ').code).to.equal('invalid-ipv6')
    })
    it('law: every kind of white space, at the start or the end of a web address, gets the sentence and the trimmed suggestion (seeded; counts both sides)', () => {
      const web = uriSchema({ web: true })
      const sides = { start: 0, end: 0 }
      fc.assert(
        fc.property(
          fc.constantFrom(...SPACES),
          fc.constantFrom<'start' | 'end' | 'both'>('start', 'end', 'both'),
          fc.constantFrom('https://example.com', 'http://a.example:8080/x?y#z', 'https://[::1]/'),
          fc.integer({ min: 1, max: 3 }),
          (space, side, address, n) => {
            const pad = space.repeat(n)
            const value = side === 'start' ? pad + address : side === 'end' ? address + pad : pad + address + pad
            const issue = first(web, value)
            const where = side === 'end' ? 'end' : 'start'
            sides[where]++
            return (
              issue.error?.reason?.kind === 'surrounding-space' &&
              issue.error.reason.side === where &&
              issue.error.reason.found === space &&
              issue.offset === (where === 'start' ? 0 : address.length) &&
              issue.suggestion === address &&
              /^Remove the (space|tab|line break) at the (start|end) of the address$/.test(issue.message)
            )
          },
        ),
        { seed: 2605, numRuns: 600 },
      )
      expect(sides.start).to.be.above(150)
      expect(sides.end).to.be.above(100)
    })
    it('a character outside ASCII in a host: names the website name, not "after \'/\'"; the A-label with suggestFix; the IRI option in the technical words', () => {
      const issue = first(uriSchema({ suggestFix }), 'https://例え.jp/')
      expect(issue).to.include({ code: 'non-ascii', offset: 8, suggestion: 'https://xn--r8jz45g.jp/' })
      expect(issue.error?.reason).to.deep.equal({ kind: 'non-ascii-host', host: '例え.jp' })
      expect(issue.message).to.equal(
        'Replace "例" in the website name: this form accepts only letters a to z, numbers, hyphens (-) and dots (.) there, so enter an international name in its form that starts with xn--',
      )
      expect(first(uriSchema({ messages: technical }), 'https://例え.jp/').message).to.equal(
        'Found "例" (U+4F8B) at position 9 in the host "例え.jp": a URI\'s host is ASCII (RFC 3986 section 3.2.2), so write an internationalized domain name in A-labels ("xn--…", RFC 5890), or accept IRIs (RFC 3987) with the `iri` option.',
      )
      // Without the fixer, no suggestion; the rest of the value's fix kept; a character in the path is the path's.
      expect(first(uriSchema(), 'https://例え.jp/').suggestion).to.equal(undefined)
      expect(first(uriSchema({ suggestFix }), 'https://例え.jp/ü').suggestion).to.equal('https://xn--r8jz45g.jp/%C3%BC')
      expect(first(uriSchema({ suggestFix }), 'https://a.jp/例').error?.reason).to.equal(undefined)
      expect(first(uriSchema({ rule: 'URI-reference' }), '//例え.jp/').error?.reason).to.deep.equal({ kind: 'non-ascii-host', host: '例え.jp' })
    })
    it('law: a character outside ASCII anywhere in a host is named as the host’s in every catalog, with the A-label the platform gives (seeded; counts)', () => {
      const LETTERS = ['例', 'え', 'é', 'ü', 'ß', 'ж', 'ע', 'ب', '한', 'Ω', 'ñ', '中']
      const schemas = Object.entries(CATALOGS).map(([name, messages]) => [name, messages, uriSchema({ messages, suggestFix })] as const)
      let suggested = 0
      fc.assert(
        fc.property(
          fc.array(fc.constantFrom(...LETTERS, 'a', 'b', '1', '-'), { minLength: 1, maxLength: 6 }),
          fc.constantFrom('jp', 'com', 'example'),
          fc.constantFrom('', 'me@'),
          fc.constantFrom('', ':8080'),
          (chars, tld, userinfo, port) => {
            const label = chars.join('')
            if (!/[^\x00-\x7f]/.test(label)) return true
            const host = `${label}.${tld}`
            const value = `https://${userinfo}${host}${port}/a`
            for (const [name, catalog, schema] of schemas) {
              const issue = first(schema, value)
              if (issue.code !== 'non-ascii' || issue.error?.reason?.kind !== 'non-ascii-host' || issue.error.reason.host !== host) return false
              if (issue.message !== describeError(catalog)(issue.error) || issue.message === describeError(catalog)({ ...issue.error, reason: undefined })) return false
              if (name !== 'plain') continue
              let expected: string | undefined
              try {
                expected = new URL(`https://${userinfo}${host}${port}/a`).href.replace(/\/a$/, '/a')
              } catch {
                expected = undefined
              }
              if (issue.suggestion !== undefined) suggested++
              if (expected !== undefined && issue.suggestion !== undefined && issue.suggestion !== expected) return false
            }
            return true
          },
        ),
        { seed: 3987, numRuns: 300 },
      )
      expect(suggested).to.be.above(150)
    })
    it('law: typed without a scheme, with fromUserInput and a default scheme, the same: the host named, its A-label suggested, accepted with iri (seeded; counts)', () => {
      const LETTERS = ['例', 'え', 'é', 'ü', 'ß', 'ж', 'Ω', 'ñ', '中']
      const tidy = { web: true, fromUserInput, defaultScheme: 'https' } as const
      const schema = uriSchema({ ...tidy, suggestFix })
      const international = uriSchema({ ...tidy, iri })
      let suggested = 0
      fc.assert(
        fc.property(
          fc.array(fc.constantFrom(...LETTERS, 'a', 'b', '1', '-'), { minLength: 1, maxLength: 6 }),
          fc.constantFrom('jp', 'com', 'example'),
          fc.constantFrom('', ':8080'),
          fc.constantFrom('', '/a', ' '),
          (chars, tld, port, rest) => {
            const label = chars.join('')
            if (!/[^\x00-\x7f]/.test(label)) return true
            const host = `${label}.${tld}`
            const value = `${host}${port}${rest}`
            const issue = first(schema, value)
            if (issue.code !== 'non-ascii' || issue.error?.reason?.kind !== 'non-ascii-host' || issue.error.reason.host !== host) return false
            if (!issue.message.includes('website name')) return false
            // The IRI grammar takes it as typed, with the default scheme.
            const r = international['~standard'].validate(value)
            if (r.issues !== undefined || r.value !== `https://${value.trim()}`) return false
            let aLabel: string | undefined
            try {
              aLabel = new URL(`https://${host}/`).hostname
            } catch {
              aLabel = undefined
            }
            if (issue.suggestion === undefined) return aLabel === undefined
            suggested++
            return issue.suggestion === `${aLabel}${port}${rest}`.trim() && schema['~standard'].validate(issue.suggestion).issues === undefined
          },
        ),
        { seed: 3988, numRuns: 300 },
      )
      expect(suggested).to.be.above(150)
    })
  })

  describe('scriptSchemes: refuse (since 0.3.0)', () => {
    const s = uriSchema({ scriptSchemes: 'refuse', messages: technical })
    it('refuses javascript:, vbscript: and data: with a document or script media type, in any schema', () => {
      for (const v of ['javascript:alert(1)', 'JAVASCRIPT:x', 'vbscript:msgbox', 'data:text/html,x', 'data:image/svg+xml,x', 'data:text/javascript,x'])
        expect(first(s, v), v).to.include({ code: 'script-scheme', offset: 0 })
      expect(first(uriSchema({ scriptSchemes: 'refuse', rule: 'URI-reference' }), 'javascript:x').code).to.equal('script-scheme')
      expect(first(uriSchema({ scriptSchemes: 'refuse' }), 'javascript:x').message).to.equal('Enter a different address: addresses that run a script are not accepted.')
    })
    it('lets other URIs through, and all of them without the option', () => {
      for (const v of ['data:text/plain,x', 'data:,x', 'mailto:a@b', 'https://a/javascript:']) expect(run(s, v).value, v).to.equal(v)
      expect(run(uriSchema(), 'javascript:alert(1)').value).to.equal('javascript:alert(1)')
    })
  })

  describe('uriTemplateSchema', () => {
    it('accepts RFC 6570 templates, and points at the fault of a bad one, in the catalog’s words', () => {
      expect(run(uriTemplateSchema(), 'http://example.com/{user}{?q,lang}').value).to.equal('http://example.com/{user}{?q,lang}')
      expect(first(uriTemplateSchema(), '/a/{var')).to.include({ code: 'unclosed-expression', offset: 7 })
      const reserved = first(uriTemplateSchema({ messages: technical }), '/{=x}')
      expect(reserved).to.include({ code: 'reserved-operator', offset: 2 })
      expect(reserved.message).to.equal(describeError(technical)(errorOf(parseTemplate('/{=x}'))))
      expect(first(uriTemplateSchema(), '/{=x}').message).to.equal(describeError(plain)(errorOf(parseTemplate('/{=x}'))))
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
    })
    it('its own issues (values that are not an object, a field that answers asynchronously) in its catalog’s words', () => {
      const notObject = first(form, 'x')
      expect(notObject.path).to.equal(undefined)
      expect(notObject.error?.reason).to.deep.equal({ kind: 'form-values-not-an-object', got: { type: 'string', text: 'x' } })
      expect(first(formSchema({ a: uriSchema() }, { messages: technical }), [1]).message).to.equal("Expected the form's values as an object; got a list.")
      const later = { '~standard': { version: 1, vendor: 'other', validate: async () => ({ value: 1 }) } } as unknown as Parameters<typeof formSchema>[0][string]
      const issue = first(formSchema({ a: later }, { messages: technical }), { a: 1 })
      expect([issue.code, issue.path, issue.message]).to.deep.equal(['invalid-options', ['a'], 'The schema of "a" answers asynchronously; formSchema needs synchronous ones.'])
      expect(first(formSchema(null as never), {}).error?.reason?.kind).to.equal('options-not-an-object')
    })
  })

  describe('a consumer: react-hook-form’s standardSchemaResolver', () => {
    it('puts our sentence on the field, and gives the valid values', async () => {
      const resolver = standardSchemaResolver(formSchema({ homepage: uriSchema() }))
      const options = { fields: {}, shouldUseNativeValidation: false } as never
      const bad = await resolver({ homepage: 'http://exa mple.com' }, undefined, options)
      expect(bad.values).to.deep.equal({})
      expect(bad.errors.homepage?.message).to.equal(describeError(plain)(errorOf(parseURI('http://exa mple.com'))))
      const ok = await resolver({ homepage: 'https://example.com/' }, undefined, options)
      expect(ok).to.deep.equal({ values: { homepage: 'https://example.com/' }, errors: {} })
    })
  })
})
