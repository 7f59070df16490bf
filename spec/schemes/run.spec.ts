/**
 * The errors of typed-uri/schemes are facts (src/schemes/run.ts and each scheme's
 * module): over every entry point (the parsers, fileToPath, pathToFile, decodeData,
 * decodeDataWith), every Left holds only the facts of a UriError, no sentence
 * (`message`, `detail`) and no position computed for a reader (`line`, `column`,
 * …); it survives JSON unchanged; and every `scheme-violation` carries a reason
 * that both English catalogs word, the reason's sentence and not the code's.
 */
import { expect } from 'chai'
import * as E from 'fp-ts/lib/Either.js'
import * as fc from 'fast-check'
import type { UriError } from '../../src/index.ts'
import { describeError, plain, technical } from '../../src/messages/index.ts'
import {
  decodeData,
  decodeDataWith,
  fileToPath,
  forgivingBase64,
  parseData,
  parseFile,
  parseHttp,
  parseHttps,
  parseMailto,
  parseScheme,
  parseUrn,
  parseWs,
  parseWss,
  pathToFile,
  URN_NAMESPACES,
} from '../../src/schemes/index.ts'

/** Every key a UriError may have (src/error/facts.ts). */
const FACTS = new Set(['_tag', 'code', 'rule', 'offset', 'before', 'likely', 'found', 'expected', 'rulePath', 'inputLength', 'maxLength', 'option', 'reason'])

/** Bodies after "scheme:" that reach the schemes' rules: authorities, addresses, URNs, media types, paths. */
const body = fc.oneof(
  fc.stringMatching(/^(\/\/)?[a-z:@?#\-/.%0-9|=&,;+]{0,14}$/),
  fc.stringMatching(/^[a-zA-Z0-9-]{0,36}:[a-z0-9:/?+=#%,.-]{0,10}$/),
  fc.stringMatching(/^([a-z+%0-9]{0,4}\/[a-z.%0-9]{0,4})?(;[a-z]{0,4}(=[a-z%0-9]{0,3})?){0,2}(;base64)?,?[a-zA-Z0-9+/=%,;?! ]{0,8}(#[a-z?]{0,3})?$/),
  fc.stringMatching(/^([a-z%0-9."@[\]]{1,8}(,[a-z%0-9@]{1,4})?)?(\?[a-z%0-9=&@,?#/]{0,8})?$/),
  fc.stringMatching(/^\/{0,5}([a-z.%0-9?]{0,4}(:[0-9]{0,2})?)?(\/[a-zA-Z%0-9.:|]{0,4}){0,3}$/),
  // A file URI's path, hostile segments among its names, for fileToPath.
  fc
    .tuple(
      fc.constantFrom('///', '//localhost/', '//server/', '//./', '//%3F/', '//%FF/', '/'),
      fc.constantFrom('', 'c:/'),
      fc.array(fc.constantFrom('a', '%2F', '%00', '..', '%2e%2e', '%3A', 'a%5Cb', '%FF', '.%20.', 'x%3Cy', '%C3%A9'), { maxLength: 3 }),
    )
    .map(([head, drive, names]) => head + drive + names.join('/')),
  // A data URL's base64 payload, characters outside the alphabet and lengths of every remainder among it, for decodeData.
  fc.array(fc.constantFrom('QUJD', 'Q', 'QQ', '==', '=', '!', '%20', '%3D', '%C3%A9', '-', '_'), { maxLength: 5 }).map((pieces) => `;base64,${pieces.join('')}`),
)
const scheme = fc.constantFrom('http', 'https', 'ws', 'wss', 'mailto', 'urn', 'file', 'data', 'HTTP', 'Urn')
/** Paths of both platforms, hostile ones among them: namespaces, UNC, dots, reserved characters, NUL, lone surrogates. */
const platformPath = fc.oneof(
  fc.stringMatching(/^[\\/]{0,3}[a-zA-Z?.:|<>*" %@]{0,6}([\\/][a-zA-Z.: ]{0,4}){0,3}$/),
  fc.constantFrom('\\\\?\\C:\\a.', '\\\\?\\UNC\\s\\x', '\\\\.\\x', '//?/C:/x', '\\\\s\\', '/a\u0000', 'C:\\a\uD800', '\\\\a\uDC00\\s\\x', 'C:\\. .\\x', 'C:\\a\u0001'),
)

const PARSERS = { parseScheme, parseHttp, parseHttps, parseWs, parseWss, parseMailto, parseUrn, parseFile, parseData } as const

/** What every error of the schemes must be; the name of the entry point for the message of a failure. */
const factsOnly = (where: string, e: UriError): void => {
  const keys = Object.keys(e)
  expect(
    keys.filter((k) => !FACTS.has(k)),
    `${where}: ${JSON.stringify(e)}`,
  ).to.deep.equal([])
  expect(JSON.parse(JSON.stringify(e)), where).to.deep.equal(e)
  if (e.code !== 'scheme-violation') return
  const kind = e.reason?.kind as keyof typeof technical.reasons
  expect(kind, `${where}: a scheme-violation without its reason`).to.be.a('string')
  for (const catalog of [technical, plain]) {
    const words = describeError(catalog)(e)
    expect(words, where).to.equal((catalog.reasons[kind] as (r: unknown, e: UriError) => string)(e.reason, e))
    expect(words, where).not.to.equal(catalog.codes['scheme-violation'](e))
  }
}

describe('the errors of typed-uri/schemes are facts, worded only by a catalog', () => {
  it('law: every Left of every entry point holds only facts, survives JSON, and a scheme-violation is worded from its reason (seeded)', () => {
    const reached = new Map<string, number>()
    const count = (where: string): void => {
      reached.set(where, (reached.get(where) ?? 0) + 1)
    }
    const check = (where: string, r: E.Either<UriError, unknown>): void => {
      if (E.isRight(r)) return
      factsOnly(where, r.left)
      count(r.left.code === 'scheme-violation' ? where : 'generic')
      if (r.left.reason !== undefined) count(`kind ${r.left.reason.kind}`)
    }
    fc.assert(
      fc.property(scheme, body, platformPath, fc.constantFrom('posix', 'windows') as fc.Arbitrary<'posix' | 'windows'>, (sch, b, p, platform) => {
        const s = `${sch}:${b}`
        for (const [name, parser] of Object.entries(PARSERS)) check(name, (parser as (s: string) => E.Either<UriError, unknown>)(s))
        const f = parseFile(s)
        if (E.isRight(f)) check('fileToPath', fileToPath(platform)(f.right))
        const d = parseData(s)
        if (E.isRight(d)) {
          check('decodeData', decodeData(d.right))
          check('decodeDataWith', decodeDataWith({ base64: 'forgiving' })(d.right))
        }
        check('pathToFile', pathToFile(platform)(p))
      }),
      { seed: 0x5c4e, numRuns: 1500 },
    )
    // Each entry point refused inputs by its scheme's rules, and most kinds of reason were met (the others: spec/messages/en/schemes.spec.ts).
    for (const where of [...Object.keys(PARSERS), 'fileToPath', 'decodeData', 'decodeDataWith', 'pathToFile']) expect(reached.get(where) ?? 0, where).to.be.greaterThan(5)
    expect([...reached.keys()].filter((k) => k.startsWith('kind ')).length).to.be.greaterThan(30)
  })

  it("the values and options that are not a conversion's: facts too, with the reason that names them", () => {
    const cases: readonly (readonly [string, E.Either<UriError, unknown>, string])[] = [
      ['decodeData(null)', decodeData(null as never), 'scheme-not-a-tree'],
      ['fileToPath(posix)(42)', fileToPath('posix')(42 as never), 'scheme-not-a-tree'],
      ['fileToPath(dos)', fileToPath('dos' as never)({} as never), 'option-not-of-kind'],
      ['pathToFile(dos)', pathToFile('dos' as never)('/a'), 'option-not-of-kind'],
      ['pathToFile(posix)(null)', pathToFile('posix')(null as never), 'not-a-string'],
      ['decodeDataWith({ base64: 1 })', decodeDataWith({ base64: 1 } as never)(null as never), 'option-not-of-kind'],
      ['decodeDataWith(7)', decodeDataWith(7 as never)(null as never), 'options-not-an-object'],
    ]
    for (const [where, r, kind] of cases) {
      expect(E.isLeft(r) && [r.left.reason?.kind, Object.keys(r.left).every((k) => FACTS.has(k))], where).to.deep.equal([kind, true])
      if (E.isLeft(r)) expect(describeError(technical)(r.left).length, where).to.be.greaterThan(20)
    }
    const platform = fileToPath('dos' as never)({} as never)
    expect(E.isLeft(platform) && [platform.left.code, platform.left.option, platform.left.reason]).to.deep.equal([
      'invalid-options',
      'platform',
      { kind: 'option-not-of-kind', option: 'platform', entry: 'option', must: ['posix', 'windows'], got: { type: 'string', text: 'dos' } },
    ])
  })

  it("a namespace's check and forgiving base64's faults give reasons, not sentences", () => {
    expect(URN_NAMESPACES.get('uuid')?.check?.('x')).to.deep.equal({ kind: 'urn-namespace-nss', nid: 'uuid', rfc: '9562', section: '4' })
    expect(URN_NAMESPACES.get('uuid')?.check?.('f81d4fae-7dec-11d0-a765-00a0c91e6bf6')).to.equal(null)
    const octets = (s: string): number[] => [...s].map((c) => c.charCodeAt(0))
    expect(forgivingBase64(octets('Q'))).to.deep.equal(E.left({ at: 1, reason: { kind: 'forgiving-base64-length', count: 1 } }))
    expect(forgivingBase64(octets('Q!QQ'))).to.deep.equal(E.left({ at: 1, reason: { kind: 'forgiving-base64-character' } }))
    expect(forgivingBase64(null as never)).to.deep.equal(E.left({ at: 0, reason: { kind: 'forgiving-base64-not-octets' } }))
  })
})
