import { expect } from 'chai'
import * as E from 'fp-ts/lib/Either.js'
import { flow, pipe } from 'fp-ts/lib/function.js'
import * as fc from 'fast-check'
import { normalize, normalizeText, normalizeWith, parse, serialize, type SchemeRegistry } from '../../src/index.ts'
import { defaultSchemes, registerScheme } from '../../src/normalize/scheme.ts'
import { textNormalizer } from '../../src/normalize/text.ts'
import { anyString, RUNS, uriLike } from '../generators.ts'
import { RFC_EXAMPLES } from '../rfc-examples.ts'

const byTree = (registry: SchemeRegistry) => flow(parse, E.map(normalizeWith(registry)), E.map(serialize))
const pipeline = byTree(defaultSchemes)

/** References put together from the pieces each step of 6.2.2 and 6.2.3 looks at. */
const pieces: fc.Arbitrary<string> = fc
  .tuple(
    fc.constantFrom('', 'http:', 'HTTP:', 'https:', 'Ws:', 'wss:', 'ftp:', 'mailto:', 'urn:', 'file:', 'x-Y:', 'gopher:'),
    fc.option(
      fc.tuple(
        fc.constantFrom('', 'User@', 'u%3a%41@', '@'),
        fc.constantFrom('Example.COM', 'a.b', '', 'LocalHost', '%41b%2d', '1.2.3.4', '256.1.1.1', '[::A]', '[FE80::1:2]', '[v1.Ab:C]', '%c3%A9'),
        fc.constantFrom('', ':', ':80', ':080', ':443', ':21', ':70', ':8080', ':99999999999999999999'),
      ),
      { freq: 3 },
    ),
    fc.array(fc.constantFrom('.', '..', 'a', 'B', '', '%7e', '%2E', '%2e%2E', '%2F', 'c:d', 'x%41'), { maxLength: 5 }),
    fc.boolean(),
    fc.option(fc.constantFrom('', 'q=%7a', '%3A', 'A/../b'), { freq: 2 }),
    fc.option(fc.constantFrom('', 'F', '%7e', '../x'), { freq: 2 }),
  )
  .map(([scheme, authority, segments, rooted, query, fragment]) => {
    const path = (rooted ? '/' : '') + segments.join('/')
    return (
      scheme +
      (authority === null ? '' : '//' + authority.join('')) +
      (authority !== null && path !== '' && !rooted ? '/' + path : path) +
      (query === null ? '' : '?' + query) +
      (fragment === null ? '' : '#' + fragment)
    )
  })

describe('normalizeText (RFC 3986 section 6.2, from text to text)', () => {
  describe('the examples of section 6.2', () => {
    const table: ReadonlyArray<readonly [section: string, input: string, normal: string]> = [
      ['6.2.2', 'eXAMPLE://a/./b/../b/%63/%7bfoo%7d', 'example://a/b/c/%7Bfoo%7D'],
      ['6.2.2.1', 'HTTP://www.EXAMPLE.com/', 'http://www.example.com/'],
      ['6.2.2.2', 'http://example.com/%7Esmith', 'http://example.com/~smith'],
      ['6.2.3', 'http://example.com', 'http://example.com/'],
      ['6.2.3', 'http://example.com/', 'http://example.com/'],
      ['6.2.3', 'http://example.com:/', 'http://example.com/'],
      ['6.2.3', 'http://example.com:80/', 'http://example.com/'],
      ['6.2.3', 'mailto:Joe@Example.COM', 'mailto:Joe@example.com'],
    ]
    for (const [section, input, normal] of table) {
      it(`${section}: ${input} → ${normal}`, () => {
        expect(normalizeText(input)).to.deep.equal(E.right(normal))
      })
    }
    it('every example RFC 3986 writes out gives what the tree pipeline gives', () => {
      const inputs = Object.values(RFC_EXAMPLES).flatMap((rows) => rows.map(([input]) => input))
      expect(inputs.length).to.be.above(80)
      for (const s of inputs) expect(normalizeText(s), s).to.deep.equal(pipeline(s))
    })
  })

  describe('each step, as the tree pipeline takes it', () => {
    const cases: ReadonlyArray<readonly [input: string, normal: string]> = [
      ['HTTP://Example.COM:80/%7euser/./x/../y?%41#%62', 'http://example.com/~user/y?A#b'],
      ['http://%41.example/', 'http://a.example/'],
      ['http://[FE80::AB]:443/', 'http://[fe80::ab]:443/'],
      ['https://h:443', 'https://h/'],
      ['http://h:080', 'http://h/'],
      ['gopher://h:70', 'gopher://h:70'],
      ['//h:/a/./b', '//h/a/b'],
      ['../a/./%7e', '../a/./~'],
      ['/a/../../b', '/b'],
      ['x:/.//b', 'x:/.//b'],
      ['x:/a/..//b', 'x:/.//b'],
      ['/a/..//b', '/.//b'],
      ['urn:ISBN:0-395-36341-1', 'urn:isbn:0-395-36341-1'],
      ['file://LocalHost/x', 'file:///x'],
      ['http://example.com/?', 'http://example.com/?'],
      // one component that changes, spliced in between the ones that do not
      ['HTTP://h/P?Q#F', 'http://h/P?Q#F'],
      ['http://U@Ex.COM:8080/P', 'http://U@ex.com:8080/P'],
      ['http://U@h:80/P?Q', 'http://U@h/P?Q'],
      ['http://%7eU%3a@h/P', 'http://~U%3A@h/P'],
      ['http://h/P?%7e#F', 'http://h/P?~#F'],
      ['http://h/P?Q#%7e', 'http://h/P?Q#~'],
      ['http://h?Q', 'http://h/?Q'],
      ['http://h/.well-known/x', 'http://h/.well-known/x'],
      ['http://h/a?/./b#/../c', 'http://h/a?/./b#/../c'],
      ['x:./a', 'x:a'],
      // several, each in its place
      ['HTTP://%7eU@Ex.COM:80/a/./b/%7e?%7e#%7e', 'http://~U@ex.com/a/b/~?~#~'],
    ]
    for (const [input, normal] of cases) {
      it(`${input} → ${normal}`, () => {
        expect(normalizeText(input)).to.deep.equal(E.right(normal))
        expect(pipeline(input)).to.deep.equal(E.right(normal))
      })
    }
  })

  it('an input that is not a URI reference gets the Left parse gives it', () => {
    for (const s of ['http://[::1', 'a b', 'http://h/%zz', '%', ':x', '']) {
      const r = normalizeText(s)
      expect(r, s).to.deep.equal(
        pipe(
          parse(s),
          E.map((x) => serialize(normalize(x))),
        ),
      )
      if (s !== '') expect(E.isLeft(r), s).to.equal(true)
    }
  })

  it('law: normalizeText(s) equals parse, normalize, serialize, on any string', () => {
    let right = 0
    let changed = 0
    fc.assert(
      fc.property(fc.oneof(pieces, uriLike, anyString), (s) => {
        const text = normalizeText(s)
        if (E.isRight(text)) {
          right++
          if (text.right !== s) changed++
        }
        expect(text).to.deep.equal(pipeline(s))
      }),
      // RUNS inputs: 5,495 of them valid references, 3,995 of those changed by normalization.
      { numRuns: RUNS, seed: 931 },
    )
    expect(right).to.be.above(RUNS / 2)
    expect(changed).to.be.above(RUNS / 4)
  })

  it('law: with other scheme rules (textNormalizer, inside), it equals the pipeline with normalizeWith(registry)', () => {
    const registry = pipe(
      defaultSchemes,
      registerScheme({ scheme: 'gopher', defaultPort: 70, emptyPathIsRoot: true }),
      registerScheme({ scheme: 'x-y', normalize: (u) => ({ ...u, fragment: null }) }),
    )
    const f = textNormalizer(registry)
    const g = byTree(registry)
    let exercised = 0
    fc.assert(
      fc.property(pieces, (s) => {
        if (/^(gopher|x-y):/i.test(s)) exercised++
        expect(f(s)).to.deep.equal(g(s))
      }),
      { numRuns: RUNS, seed: 932 },
    )
    expect(exercised).to.be.above(RUNS / 10)
    expect(f('GOPHER://H:70')).to.deep.equal(E.right('gopher://h/'))
    expect(f('x-y://h/#f')).to.deep.equal(E.right('x-y://h/'))
    expect(normalizeText('gopher://H:70')).to.deep.equal(E.right('gopher://h:70'))
  })

  it('past 64 Ki code units, valid or not, it gives what the pipeline gives', () => {
    for (const s of ['HTTP://a/' + 'b/./'.repeat(20_000) + '%7e', 'http://a/' + 'b/'.repeat(40_000) + ' ', '//h' + '/..'.repeat(30_000)]) {
      expect(normalizeText(s)).to.deep.equal(pipeline(s))
    }
  })
})
