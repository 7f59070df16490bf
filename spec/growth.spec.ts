/**
 * Parsing and resolution take time linear in the input, for every input,
 * adversarial ones included: for each family, the CPU time on 16n over the CPU
 * time on n stays below LINEAR, 64 (linear reads 16, a quadratic algorithm 256;
 * support/growth.ts says why a busy machine cannot fail it). Asserts growth,
 * never absolute time. The 10 MB inputs of these families are spec/heavy's.
 */
import { expect } from 'chai'
import * as E from 'fp-ts/lib/Either.js'
import {
  decodeComponent,
  encodePath,
  encodeQuery,
  findURIs,
  fromUserInput,
  isValid,
  isValidIRI,
  isWebURL,
  parse,
  parseIRI,
  parseURI,
  resolve,
  suggestFix,
  type Uri,
  type UriError,
  type UriReference,
} from '../src/index.ts'
import { describeError, formatError, locate, technical } from '../src/messages/index.ts'
import { inspect, policy, redact } from '../src/security/index.ts'
import { uriSchema } from '../src/standard-schema/index.ts'
import { FAMILIES } from './support/families.ts'
import { growth, LINEAR } from './support/growth.ts'

/**
 * Families aimed at a backtracking regular expression (the regex back end that `isValid`
 * and `isValidIRI` run): long runs one rule could hand to the next, each ending where the
 * whole input fails.
 */
const BACKTRACKING: readonly (readonly [string, (n: number) => string, number])[] = [
  ['"/" repeated, then a space', (n) => 'http://a' + '/'.repeat(n) + ' ', 1_000],
  ['userinfo characters with no "@", then a space', (n) => 'http://' + 'a:'.repeat(n) + ' ', 500],
  ['a dotted run of digits, then a space', (n) => 'http://' + '1.'.repeat(n) + ' ', 500],
  ['a scheme-like run, then a space', (n) => 'a'.repeat(n) + ' ', 1_000],
  ['a first segment of colons and letters, then a space', (n) => 'a/' + 'b:'.repeat(n) + ' ', 500],
  ['"//" repeated, then a space', (n) => '//'.repeat(n) + ' ', 500],
  ['triplets, then a broken one', (n) => '//a/?' + '%41'.repeat(n) + '%4', 375],
  ['an IP literal of "1:" repeated', (n) => 'http://[' + '1:'.repeat(n) + ']', 500],
  ['IRI characters, then a space', (n) => 'http://a/' + 'é'.repeat(n) + ' ', 1_000],
]

/** Reads every character of a text once: linear. */
const linearWork = (s: string): number => {
  let h = 0
  for (let i = 0; i < s.length; i++) h = (h * 31 + s.charCodeAt(i)) | 0
  return h
}

describe('growth: the measure itself (support/growth.ts)', function () {
  this.timeout(120_000)
  it('a quadratic function fails it, after its rounds beside the linear reference', () => {
    const quadratic = (s: string): number => {
      let h = 0
      for (let i = 0; i < s.length; i++) for (let j = 0; j < i; j += 4) h = (h + s.charCodeAt(j)) | 0
      return h
    }
    expect(growth(quadratic, (n) => 'a'.repeat(n), 150)).to.be.above(LINEAR)
  })
  it('a cliff fails it: a cost per character ten times higher past a length', () => {
    // What the decoder's rope of one node per character did past the young generation.
    const cliff = (s: string): number => {
      let h = 0
      for (let r = s.length > 20_000 ? 10 : 1; r > 0; r--) h ^= linearWork(s)
      return h
    }
    expect(growth(cliff, (n) => 'a'.repeat(n), 5_000)).to.be.above(LINEAR)
  })
  it('a linear function disturbed on its first tries passes it', () => {
    // The first tries of the larger input take six times the work, as if the other core's process had the cache.
    let disturbed = 0
    const linear = (s: string): number => {
      let h = linearWork(s)
      if (s.length > 20_000 && disturbed < 40) {
        disturbed++
        for (let r = 0; r < 5; r++) h ^= linearWork(s)
      }
      return h
    }
    expect(growth(linear, (n) => 'a'.repeat(n), 5_000)).to.be.below(LINEAR)
    expect(disturbed).to.be.above(0)
  })
})

describe('growth: linear time on adversarial inputs', function () {
  this.timeout(120_000)
  for (const [name, make, n] of BACKTRACKING) {
    it(`isValid and isValidIRI, by the regular expression: ${name}`, () => {
      expect(growth(isValid, make, n)).to.be.below(LINEAR)
      expect(growth(isValidIRI, make, n)).to.be.below(LINEAR)
    })
  }
  for (const [name, make, n] of FAMILIES) {
    it(`parse: ${name}`, () => {
      expect(growth(parse, make, n)).to.be.below(LINEAR)
    })
    it(`isValid: ${name}`, () => {
      expect(growth(isValid, make, n)).to.be.below(LINEAR)
      expect(growth(isValidIRI, make, n)).to.be.below(LINEAR)
    })
  }
  it('findURIs: a text with many URIs', () => {
    const text = (n: number) => Array.from({ length: n }, (_, k) => `see <http://a/${k}> and http://b/${k}.`).join(' ')
    expect(growth(findURIs, text, 400)).to.be.below(LINEAR)
  })
  describe('every helper, on the families of the attack (issue 11)', () => {
    const tree = (s: string): UriReference => (parse(s) as E.Right<UriReference>).right
    const errorOf = (s: string): UriError => (parse(s) as E.Left<UriError>).left
    /** The helper's input is built outside the measurement (a tree parsed, an error found): the growth is the helper's own. */
    const withError = (s: string) => [s, errorOf(s)] as const
    const suggest = ([s, e]: readonly [string, UriError]) => suggestFix(s)(e)
    const format = ([s, e]: readonly [string, UriError]) => formatError(technical)(s)(e)
    const fromUser = fromUserInput({ maxLength: Infinity })
    const webSchema = uriSchema({ web: true, maxLength: Infinity })
    /**
     * Sizes: a helper that parses its whole input inside (fromUserInput, findURIs on one long
     * URI) gets an input that crosses 65,536 characters between n and 16n, as FAMILIES do
     * (support/families.ts). The costliest helpers whose reading stays near 16 there get a
     * smaller n that still does (5,500 to 16,000 characters at n): a third of the CPU or less.
     */
    const HELPERS: readonly (readonly [string, () => number])[] = [
      ['findURIs: one long word, no ":"', () => growth(findURIs, (n) => 'a'.repeat(n), 12_500)],
      ['findURIs: a long scheme run before each ":"', () => growth(findURIs, (n) => ('a'.repeat(50) + ': ').repeat(n), 500)],
      ['findURIs: ")" repeated after a URI', () => growth(findURIs, (n) => 'http://a/' + ')'.repeat(n), 16_500)],
      ['findURIs: "(" and ")" alternating', () => growth(findURIs, (n) => 'http://a/' + '()'.repeat(n) + ')'.repeat(n), 5_500)],
      ['findURIs: unclosed "<" and quotes', () => growth(findURIs, (n) => '<"'.repeat(n), 12_500)],
      ['findURIs: hyphens at line breaks', () => growth(findURIs, (n) => 'see http://a/' + 'b-\n  '.repeat(n), 3_300)],
      ['fromUserInput: a run of spaces with no line break', () => growth(fromUser, (n) => 'a' + ' '.repeat(n) + 'b', 5_500)],
      ['fromUserInput: spaces, then a line break', () => growth(fromUser, (n) => 'http://a/' + ' '.repeat(n) + '\n' + 'b', 5_500)],
      ['fromUserInput: many wrapped lines', () => growth(fromUser, (n) => 'http://a/' + 'b\n '.repeat(n), 5_500)],
      // Every line break removed: the cleaned text and its offsets are copied in runs, never a character at a time.
      ['fromUserInput: a line break between every two characters, in angle brackets', () => growth(fromUser, (n) => '<http://a/' + '\n '.repeat(n) + 'b>', 7_000)],
      ['suggestFix: a long path, then spaces', () => growth(suggest, (n) => withError('http://a/' + 'b'.repeat(n) + ' '.repeat(300)), 25_000)],
      ['suggestFix: a space in every segment', () => growth(suggest, (n) => withError('http://a/' + 'b /'.repeat(n)), 2_500)],
      [
        'suggestFix: non-ASCII and stray "%" in path, query and fragment',
        () => growth(suggest, (n) => withError('http://a/' + 'é%'.repeat(n) + '?' + 'ü '.repeat(n) + '#' + '% '.repeat(n)), 1_250),
      ],
      ['inspect: encoded line breaks and double encoding everywhere', () => growth(inspect(), (n) => tree('http://u:p@a/' + '%0D%0A%252e/'.repeat(n) + '?' + '%0A'.repeat(n)), 350)],
      ['inspect: a mailto URI with many header fields', () => growth(inspect(), (n) => tree('mailto:a@b.com?' + 'bcc=x@y.z&'.repeat(n)), 1_250)],
      [
        'redact: a long password read only by a WHATWG parser',
        () =>
          growth(
            (t: UriReference) => redact(t),
            (n) => tree('http:me:' + 's'.repeat(n) + '@example.com/'),
            25_000,
          ),
      ],
      [
        'redact: a long userinfo with an encoded colon',
        () =>
          growth(
            (t: UriReference) => redact(t),
            (n) => tree('https://' + 'u'.repeat(n) + '%3A' + 'p'.repeat(n) + '@h/'),
            12_500,
          ),
      ],
      ['policy: a long host of fullwidth digits, encoded', () => growth(policy(), (n) => tree('http://' + '%EF%BC%91'.repeat(n) + '/'), 2_500)],
      ['policy: a long host of ignorable characters and dots', () => growth(policy(), (n) => tree('http://' + 'a%C2%AD%E3%80%82'.repeat(n) + 'b/'), 1_250)],
      ['encodePath: non-ASCII text', () => growth(encodePath, (n) => 'é/€ '.repeat(n), 5_000)],
      ['encodeQuery: text that needs every character encoded', () => growth(encodeQuery, (n) => '#[]'.repeat(n), 7_500)],
      ['decodeComponent: a long run of triplets', () => growth(decodeComponent, (n) => '%C3%A9'.repeat(n), 5_000)],
      ['decodeComponent: a long run with a bad triplet at the end', () => growth(decodeComponent, (n) => '%41'.repeat(n) + '%C3', 5_000)],
      ['decodeComponent: triplets between plain characters', () => growth(decodeComponent, (n) => 'a%C3%A9b/'.repeat(n), 3_500)],
      // isWebURL: read by the regular expression at every length.
      ['isWebURL: a long host and a long port', () => growth(isWebURL, (n) => 'http://' + 'a'.repeat(n) + ':' + '9'.repeat(n) + '/', 1_500)],
      ['isWebURL: "@" repeated in the path after the authority', () => growth(isWebURL, (n) => 'http://a/' + '@'.repeat(n), 3_000)],
      [
        'uriSchema({ web: true }): the message of a value without a scheme (its suggestion read)',
        () =>
          growth(
            (s: string) => ((webSchema['~standard'].validate(s) as { issues?: readonly { message: string }[] }).issues?.[0]?.message ?? '').length,
            (n) => 'www.' + 'a'.repeat(n) + '.com/ b',
            12_500,
          ),
      ],
      ['formatError: a long line with the error at its end', () => growth(format, (n) => withError('http://a/' + 'b'.repeat(n) + ' '), 25_000)],
      [
        'describeError: a long line with the error at its end',
        () =>
          growth(
            ([, e]: readonly [string, UriError]) => describeError(technical)(e),
            (n) => withError('http://a/' + 'b'.repeat(n) + ' '),
            25_000,
          ),
      ],
      // An error records the text before it, not its display width: locate measures that, when asked.
      ['parseIRI: wide, emoji and combining characters before the error', () => growth(parseIRI, (n) => `http://a/${'例ж😀e\u0301'.repeat(n)} `, 4_000)],
      [
        'locate: wide, emoji and combining characters and line ends before the offset',
        () =>
          growth(
            (s: string) => locate(s)(s.length),
            (n) => `${'例ж😀e\u0301\r\n'.repeat(n)}${'例😀'.repeat(n)}`,
            4_000,
          ),
      ],
    ]
    for (const [name, reading] of HELPERS) {
      it(name, () => {
        expect(reading()).to.be.below(LINEAR)
      })
    }
  })
  it('resolve: "../" repeated 5,500 and 88,000 times', () => {
    const base = (parseURI('http://a/b/c/d') as E.Right<Uri>).right
    const resolveText = (s: string) => {
      const r = parse(s)
      return E.isRight(r) ? resolve(base)(r.right) : null
    }
    // Across 65,536 characters between n and 16n, as FAMILIES (support/families.ts).
    expect(growth(resolveText, (n) => '../'.repeat(n) + 'g', 5_500)).to.be.below(LINEAR)
  })
  it('resolve: a merge of names holding dots that start no segment, each one looked at', () => {
    // remove_dot_segments looks for a dot segment at every "." (remove-dot-segments.ts's dotAfterSlash).
    const merge = (s: string) => {
      const base = parseURI(`http://a/${s}/c`)
      const ref = parse(s)
      return E.isRight(base) && E.isRight(ref) ? resolve(base.right)(ref.right) : null
    }
    expect(growth(merge, (n) => 'a.b/'.repeat(n) + 'g.h', 4_000)).to.be.below(LINEAR)
  })
})
