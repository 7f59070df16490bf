/**
 * fp-ts style across the API: options first and curried, the data last, so
 * each function fits `pipe` and `flow` without a lambda; types that carry
 * through (a normalizer gives back the kind of reference it is given); a
 * Left that holds a list holds a non-empty one. The type assertions here are
 * checked by `npm run typecheck`; the values by mocha.
 */
import { expect } from 'chai'
import * as fs from 'node:fs'
import * as path from 'node:path'
import * as E from 'fp-ts/lib/Either.js'
import { flow, pipe } from 'fp-ts/lib/function.js'
import * as O from 'fp-ts/lib/Option.js'
import * as RNEA from 'fp-ts/lib/ReadonlyNonEmptyArray.js'
import {
  fromUserInput,
  normalize,
  normalizeSyntax,
  parse,
  parseURI,
  relativize,
  resolve,
  schemeOf,
  serialize,
  suggestFix,
  type RelativeRef,
  type Uri,
  type UriReference,
} from '../src/index.ts'
import { describeError, formatError, technical } from '../src/messages/index.ts'
import { inspect, policy, redact } from '../src/security/index.ts'
import { normalizeIRI } from '../src/iri/index.ts'

const base = (() => {
  const b = parseURI('http://a/b/c/d;p?q')
  if (E.isLeft(b)) throw new Error('base')
  return b.right
})()

describe('fp-ts style: data last, options first, types that carry through', () => {
  it('flow(resolve(base), normalize) is a Uri, so it feeds relativize(base)', () => {
    const absolute: (ref: UriReference) => Uri = flow(resolve(base), normalize)
    const back: (ref: UriReference) => UriReference = flow(absolute, relativize(base))
    const g = parse('../G/./h')
    expect(pipe(g, E.map(flow(absolute, serialize)))).to.deep.equal(E.right('http://a/b/G/h'))
    expect(pipe(g, E.map(flow(back, serialize)))).to.deep.equal(E.right('../G/h'))
  })

  it('every normalizer gives back the kind it is given', () => {
    const uri: Uri = normalizeSyntax(base)
    const rel: RelativeRef = normalizeIRI({ ...base, _tag: 'RelativeRef', scheme: undefined } as unknown as RelativeRef)
    const kept: Uri = redact(base)
    expect([uri._tag, rel._tag, kept._tag]).to.deep.equal(['Uri', 'RelativeRef', 'Uri'])
  })

  it('formatError(catalog)(input), describeError(catalog) and suggestFix(input) fit E.mapLeft without a lambda', () => {
    const input = 'http://example.com/a b'
    const framed = pipe(parse(input), E.mapLeft(formatError(technical)(input)))
    expect(E.isLeft(framed) && framed.left.split('\n')[1]).to.equal(' '.repeat(20) + '^')
    expect(pipe(parse(input), E.mapLeft(suggestFix(input)))).to.deep.equal(E.left(O.some('http://example.com/a%20b')))
    expect(pipe(parse(input), E.mapLeft(describeError(technical)))).to.deep.equal(E.left(E.isLeft(framed) ? framed.left.split('\n')[2] : ''))
  })

  it('inspect(options)(ref), fromUserInput(options)(input) and policy(options)(ref) take their options first', () => {
    const warnings = pipe(parse('http://www.bank.example@evil.example/'), E.map(inspect()))
    expect(
      pipe(
        warnings,
        E.map((ws) => ws.map((w) => w.code)),
      ),
    ).to.deep.equal(E.right(['userinfo-looks-like-host']))
    const typed = pipe(
      ' example.com/a ',
      fromUserInput({ defaultScheme: 'https' }),
      E.map((u) => u.text),
    )
    expect(typed).to.deep.equal(E.right('https://example.com/a'))
    const ftp = parseURI('ftp://127.0.0.1/')
    const refused = E.isRight(ftp) ? policy()(ftp.right) : E.left(RNEA.of({ code: 'unread' }))
    expect(pipe(refused, E.mapLeft(RNEA.map((v) => v.code)))).to.deep.equal(E.left(['scheme-not-allowed', 'private-address']))
  })

  it('schemeOf reads the scheme of any reference', () => {
    expect(schemeOf(base)?.raw).to.equal('http')
    expect(pipe(parse('//a/b'), E.map(schemeOf))).to.deep.equal(E.right(null))
  })
})

describe("fromUserInput: the reference is of its rule's kind", () => {
  it('a Uri under the default rule (URI), a RelativeRef under relative-ref, either under URI-reference', () => {
    const uri = pipe(
      'https://a/',
      fromUserInput(),
      E.map((u) => u.uri),
    )
    const uriFromScheme: E.Either<unknown, Uri> = pipe(
      'a.example/x',
      fromUserInput({ defaultScheme: 'https' }),
      E.map((u) => u.uri),
    )
    const rel: E.Either<unknown, RelativeRef> = pipe(
      '/x',
      fromUserInput({ rule: 'relative-ref' }),
      E.map((u) => u.uri),
    )
    const any: E.Either<unknown, UriReference> = pipe(
      'x',
      fromUserInput({ rule: 'URI-reference' }),
      E.map((u) => u.uri),
    )
    const typed: E.Either<unknown, Uri> = uri
    // @ts-expect-error a relative-ref reading is not a Uri
    const notUri: E.Either<unknown, Uri> = rel
    expect(notUri).to.equal(rel)
    expect([typed, uriFromScheme, rel, any].map((r) => E.isRight(r) && r.right._tag)).to.deep.equal(['Uri', 'Uri', 'RelativeRef', 'RelativeRef'])
  })

  it("the library takes fp-ts's types only, its values from either.ts: a browser bundle carries no fp-ts (the CLI, in Node, may)", () => {
    const src = path.resolve(__dirname, '../src')
    const files = fs
      .readdirSync(src, { recursive: true })
      .map(String)
      .filter((f) => f.endsWith('.ts') && !f.startsWith(`cli${path.sep}`))
    expect(files.length, 'modules read').to.be.greaterThan(100)
    const importing = files.filter((f) => /^import (?!type )[^\n]*from 'fp-ts/m.test(fs.readFileSync(path.join(src, f), 'utf8')))
    expect(importing).to.deep.equal([])
  })
})
