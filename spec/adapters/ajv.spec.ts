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
import { parseIRI, parseIRIReference, parseURI, parse, type UriError } from '../../src/index.ts'
import { completeCatalog, describeError, plain, technical } from '../../src/messages/index.ts'
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
    it('gives a sentence (plain by default) and the UriError to each failed format, by the instance path', () => {
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
      // "a.com:8:0" could still be a userinfo, were an "@" to follow: the longest viable prefix is the whole value;
      // no "@" follows, so the message is about the port a person meant.
      expect(errors[0].message).to.equal('The port number "8:0" can only contain digits, like :8080: remove the ":" after \'8\'')
      expect(errors[0].params.uriError).to.include({ code: 'invalid-port', offset: 16 })
      expect(errors[0].params.uriError).to.not.have.property('message')
      expect(errors[1].params.uriError).to.include({ code: 'reserved-operator', offset: 2 })
      expect(errors[1].message).to.equal(describeError(plain)(errors[1].params.uriError as UriError))
      expect(errors[2].message).to.equal('must be number')
      expect(explainUriFormatErrors(data, { messages: technical })(validate.errors ?? [])[0].message).to.equal(
        'Found ":" at position 15 in the port "8:0" after the host: a port is digits only (read as user information instead, the authority would need an "@" after it).',
      )
    })

    it('messages (since 0.4.0): a catalog as a value, by options or by the instance addUriFormats was given it', () => {
      const data = { home: 'http://a b' }
      const p = parseURI('http://a b')
      const error = p._tag === 'Left' ? p.left : (null as never)
      const schema = { type: 'object', properties: { home: { type: 'string', format: 'uri' } } }
      const withTechnical = addUriFormats(new Ajv(), { messages: technical })
      const validate = withTechnical.compile(schema)
      expect(validate(data)).to.equal(false)
      expect(explainUriFormatErrors(data, withTechnical)(validate.errors ?? [])[0].message).to.equal(describeError(technical)(error))
      expect(explainUriFormatErrors(data, { messages: technical })(validate.errors ?? [])[0].message).to.match(/^Found a space at position 9 in the host/)
      expect(explainUriFormatErrors(data)(validate.errors ?? [])[0].message).to.equal(describeError(plain)(error))
      expect(explainUriFormatErrors(data, addUriFormats(new Ajv()))(validate.errors ?? [])[0].message).to.equal(describeError(plain)(error))
      const own = completeCatalog(plain)({ codes: { 'invalid-character': (e) => `bad at ${e.offset}` } })
      const [explained] = explainUriFormatErrors(data, { messages: own })(validate.errors ?? [])
      expect([explained.message, explained.params.uriError]).to.deep.equal(['bad at 8', error])
    })

    it('class: with no catalog every format speaks plain; with one, every explained error is its words (seeded)', () => {
      const mark = completeCatalog(plain)({
        codes: Object.fromEntries(Object.keys(plain.codes).map((k) => [k, () => `⟦${k}⟧`])),
        reasons: Object.fromEntries(Object.keys(plain.reasons).map((k) => [k, () => `⟦${k}⟧`])),
      })
      const formats = ['uri', 'uri-reference', 'iri', 'iri-reference', 'uri-template'] as const
      const parsers = [parseURI, parse, parseIRI, parseIRIReference, parseTemplate] as const
      const validators = formats.map((f) => validator(ours, f))
      let explainedCount = 0
      fc.assert(
        fc.property(fc.oneof(anyString, iriLike), fc.nat({ max: formats.length - 1 }), (s, k) => {
          if (validators[k](s)) return true
          const errors = validators[k].errors ?? []
          const [byDefault] = explainUriFormatErrors(s)(errors)
          const [byMark] = explainUriFormatErrors(s, { messages: mark })(errors)
          const p = parsers[k](s)
          if (p._tag !== 'Left') return false
          explainedCount++
          return byDefault.message === describeError(plain)(p.left) && byMark.message === `⟦${p.left.reason?.kind ?? p.left.code}⟧`
        }),
        { numRuns: 2000, seed: 47 },
      )
      expect(explainedCount).to.be.greaterThan(600)
    })

    it('class: bad options or a bad `messages` value fail every value, and the explained error is invalid-options; never a throw (seeded)', () => {
      expect(addUriFormats(new Ajv(), 5 as never).compile({ type: 'string', format: 'uri' })('https://a/')).to.equal(false)
      let refused = 0
      fc.assert(
        fc.property(
          fc.oneof(
            fc.anything().filter((v) => v !== undefined),
            fc.constantFrom<unknown>('plain', 'technical', 'klingon', [plain], { codes: plain.codes }),
          ),
          (messages) => {
            const bad = addUriFormats(new Ajv(), { messages } as never)
            const validate = bad.compile({ type: 'string', format: 'uri' })
            if (validate('https://example.com/')) return false
            const [byInstance] = explainUriFormatErrors('https://example.com/', bad)(validate.errors ?? [])
            const [byOptions] = explainUriFormatErrors('https://example.com/', { messages } as never)(validate.errors ?? [])
            for (const e of [byInstance, byOptions]) {
              const error = e.params.uriError as UriError
              if (error.code !== 'invalid-options' || error.option !== 'messages' || error.reason?.kind !== 'option-not-a-catalog') return false
              if (e.message !== describeError(plain)(error) || !describeError(technical)(error).includes('"messages"')) return false
            }
            refused++
            return true
          },
        ),
        { numRuns: 200, seed: 4747 },
      )
      expect(refused).to.equal(200)
    })

    it('never throws on odd input', () => {
      expect(explainUriFormatErrors(undefined)(null as never)).to.deep.equal([])
      const odd = [null, { keyword: 'format', params: { format: 'uri' }, instancePath: '/missing' }] as never[]
      expect(explainUriFormatErrors({})(odd)).to.deep.equal(odd)
    })
  })
})
