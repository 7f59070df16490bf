/**
 * typed-uri/ajv: the formats agree with the strict grammar on the RFC tables
 * and on generated inputs; ajv-formats alongside shows the difference the
 * docs state; the explainer gives ajv's errors our sentences.
 */
import Ajv from 'ajv'
import addFormats from 'ajv-formats'
import { expect } from 'chai'
import * as fc from 'fast-check'
import { addUriFormats, explainUriFormatErrors } from '../../src/ajv/index.ts'
import { englishMessages, parseIRI, parseIRIReference, parseURI, parse, plainMessages, withMessages, type MessageCatalog } from '../../src/index.ts'
import { parseTemplate } from '../../src/template/index.ts'
import * as A from '../../src/arbitraries/index.ts'
import { anyString, iriLike } from '../generators.ts'
import { ILLUSTRATIONS, RFC_EXAMPLES } from '../rfc-examples.ts'

const ours = addUriFormats(new Ajv({ allErrors: true }))
// ajv-formats registered, then ours over it: the order the docs give.
const both = addUriFormats(addFormats(new Ajv()))
const theirs = addFormats(new Ajv())

const validator = (ajv: Ajv, format: string) => ajv.compile({ type: 'string', format })

describe('typed-uri/ajv', () => {
  const uri = validator(ours, 'uri')
  const uriRef = validator(ours, 'uri-reference')
  const iri = validator(ours, 'iri')
  const iriRef = validator(ours, 'iri-reference')
  const template = validator(ours, 'uri-template')

  describe('the RFC tables', () => {
    for (const [section, rows] of Object.entries(RFC_EXAMPLES)) {
      it(`RFC 3986 ${section}: uri-reference and iri-reference accept every example, uri exactly those with a scheme`, () => {
        for (const [input, c] of rows) {
          expect(uriRef(input), input).to.equal(true)
          expect(iriRef(input), input).to.equal(true)
          expect(uri(input), input).to.equal(c.kind === 'uri')
        }
      })
    }
    it('ajv-formats has no iri or iri-reference format; ours does', () => {
      expect(() => validator(theirs, 'iri')).to.throw('unknown format "iri"')
      expect(iri('http://例え.jp/')).to.equal(true)
      expect(iriRef('../例え')).to.equal(true)
    })
    it('illustrations', () => {
      for (const [input, c] of ILLUSTRATIONS) expect(uri(input), input).to.equal(c.kind === 'uri')
    })
  })

  describe('agrees with the grammar on generated inputs', () => {
    const table = [
      ['uri', uri, parseURI],
      ['uri-reference', uriRef, parse],
      ['iri', iri, parseIRI],
      ['iri-reference', iriRef, parseIRIReference],
      ['uri-template', template, parseTemplate],
    ] as const
    for (const [name, v, p] of table) {
      it(`${name}: valid exactly when the parser accepts`, () => {
        let valid = 0
        const alongside = validator(both, name)
        fc.assert(
          fc.property(fc.oneof(anyString, iriLike, A.URI, A.URIReference), (s) => {
            const want = p(s)._tag === 'Right'
            if (want) valid++
            return v(s) === want && alongside(s) === want
          }),
          { numRuns: 3000, seed: 31 },
        )
        expect(valid, 'valid inputs seen').to.be.greaterThan(name === 'uri-template' ? 300 : 1000)
      })
    }
  })

  describe('the difference from ajv-formats (stated in docs/guide.md)', () => {
    const table: readonly (readonly [string, string, boolean, boolean])[] = [
      ['uri', 'a:/[::1]', false, true],
      ['uri', 'http://a.com:8:0', false, true],
      ['uri', 'a:', true, false],
      ['uri', 'mailto:', true, false],
      ['uri-reference', '//a:b:c', false, true],
      ['uri-template', '{=x}', false, true],
    ]
    for (const [format, input, strict, formats] of table) {
      it(`${format} ${JSON.stringify(input)}: ours ${strict}, ajv-formats ${formats}`, () => {
        expect(validator(ours, format)(input)).to.equal(strict)
        expect(validator(theirs, format)(input)).to.equal(formats)
      })
    }
  })

  describe('explainUriFormatErrors', () => {
    it('gives our sentence and UriError to each failed format, by the instance path', () => {
      const validate = ours.compile({
        type: 'object',
        properties: { home: { type: 'string', format: 'uri' }, 'a/b~': { type: 'array', items: { type: 'string', format: 'uri-template' } }, n: { type: 'number' } },
      })
      const data = { home: 'http://a.com:8:0', 'a/b~': ['/ok/{x}', '/{=x}'], n: 'x' }
      expect(validate(data)).to.equal(false)
      const errors = explainUriFormatErrors(data)(validate.errors ?? [])
      expect(errors.map((e) => [e.instancePath, e.keyword])).to.deep.equal([
        ['/home', 'format'],
        ['/a~1b~0/1', 'format'],
        ['/n', 'type'],
      ])
      // "a.com:8:0" could still be a userinfo, were an "@" to follow: the longest viable prefix is the whole value.
      expect(errors[0].message).to.equal(
        "The input ends at position 17 in the user information; expected a letter, a digit, one of - . _ ~ ! $ & ' ( ) * + , ; = : @ or a percent-encoded octet such as %20.",
      )
      expect(errors[0].params.uriError).to.include({ code: 'unexpected-end', offset: 16 })
      expect(errors[1].params.uriError).to.include({ code: 'reserved-operator', offset: 2 })
      expect(errors[2].message).to.equal('must be number')
    })

    it('messages (since 0.3.0): technical by default, plain or a catalog, by options or by the instance addUriFormats was given them', () => {
      const data = { home: 'http://a b' }
      const p = parseURI('http://a b')
      const plain = p._tag === 'Left' ? withMessages(plainMessages)(p.left).message : ''
      const schema = { type: 'object', properties: { home: { type: 'string', format: 'uri' } } }
      const withPlain = addUriFormats(new Ajv(), { messages: 'plain' })
      const validate = withPlain.compile(schema)
      expect(validate(data)).to.equal(false)
      expect(explainUriFormatErrors(data, withPlain)(validate.errors ?? [])[0].message).to.equal(plain)
      expect(explainUriFormatErrors(data, { messages: 'plain' })(validate.errors ?? [])[0].message).to.equal(plain)
      expect(explainUriFormatErrors(data)(validate.errors ?? [])[0].message).to.match(/^Found a space at position 9 in the host/)
      const own: MessageCatalog = { ...englishMessages, 'invalid-character': (e) => `bad at ${e.offset}` }
      expect(explainUriFormatErrors(data, { messages: own })(validate.errors ?? [])[0].params.uriError).to.include({ message: 'bad at 8', offset: 8 })
    })

    it('bad options: every value fails its format, and the explained error is invalid-options; never a throw', () => {
      expect(addUriFormats(new Ajv(), 5 as never).compile({ type: 'string', format: 'uri' })('https://a/')).to.equal(false)
      const bad = addUriFormats(new Ajv(), { messages: 'klingon' } as never)
      const validate = bad.compile({ type: 'string', format: 'uri' })
      expect(validate('https://example.com/')).to.equal(false)
      const [error] = explainUriFormatErrors('https://example.com/', bad)(validate.errors ?? [])
      expect(error.params.uriError).to.include({ code: 'invalid-options', option: 'messages' })
      expect(error.message).to.contain('"messages"')
    })

    it('never throws on odd input', () => {
      expect(explainUriFormatErrors(undefined)(null as never)).to.deep.equal([])
      const odd = [null, { keyword: 'format', params: { format: 'uri' }, instancePath: '/missing' }] as never[]
      expect(explainUriFormatErrors({})(odd)).to.deep.equal(odd)
    })
  })
})
