/**
 * Failures a host grammar can read (src/grammar/errors.ts): `fromParsimmonFailure` turns a
 * parsimmon failure at one of our rules, embedded in another grammar, into the `UriError` that
 * `parse` gives for the rule's text, at the failure's offset in the host's input. The three
 * worked examples of docs/guide.md (a config file with `reserve: ';'`, a comma-separated list of
 * references with `reserve: ','`, an RFC 8288 Link header); the offsets of embedded failures
 * against the ABNF oracle, with the code and rule path `parse` gives (properties, counted); and
 * `None` for what is not a failure at the rule, never a throw.
 */
import { expect } from 'chai'
import * as fc from 'fast-check'
import * as E from 'fp-ts/lib/Either.js'
import * as O from 'fp-ts/lib/Option.js'
import P from 'parsimmon'
import * as grammar from '../../src/grammar/index.ts'
import { fromParsimmonFailure } from '../../src/grammar/index.ts'
import { parse, parseIRIReference, parseURI, type UriError } from '../../src/index.ts'
import { describeError, formatError, locate, technical } from '../../src/messages/index.ts'
import { anyString, iriLike, uriLike } from '../generators.ts'
import { readAbnf, RFC3986, RFC3987, viablePrefixLength, type Abnf } from '../oracle/abnf.ts'

const grammarWith = (options: grammar.GrammarOptions): grammar.Grammar => {
  const g = grammar.uriGrammar(options)
  if (E.isLeft(g)) throw new Error(describeError(technical)(g.left))
  return g.right
}

/** The error of a host grammar's failure at `rule`, which the test expects. */
const errorOf = (host: P.Parser<unknown>, rule: grammar.Rule<unknown>, input: string): UriError => {
  const r = host.parse(input)
  if (r.status) throw new Error(`${JSON.stringify(input)} parsed`)
  const e = fromParsimmonFailure(rule, input, r)
  if (O.isNone(e)) throw new Error(`no error at the rule for ${JSON.stringify(input)}: ${JSON.stringify(r)}`)
  return e.value
}

const OWS = P.regexp(/[ \t]*/)

// ---------------------------------------------------------------------------
// docs/guide.md's worked examples
// ---------------------------------------------------------------------------

describe('worked example: a config file, server = URI; mirror = URI (reserve: ";")', () => {
  const g = grammarWith({ reserve: ';' })
  const setting = (key: string, uri: grammar.Rule<grammar.Grammar['URI'] extends grammar.Rule<infer T> ? T : never>) => P.seq(P.string(key), OWS, P.string('='), OWS).then(uri)
  // White space and ";" in one regular expression: a parser that read white space and then failed
  // would move parsimmon's furthest failure past the URI's.
  const separator = P.regexp(/[ \t]*;[ \t]*/).desc('";"')
  const end = P.regexp(/[ \t]*$/).desc('end of input')
  const configOf = (uri: typeof g.URI) => P.seqMap(setting('server', uri), separator, setting('mirror', uri), end, (server, _s, mirror) => ({ server, mirror }))
  const config = configOf(g.URI)

  it('ends each URI at ";", which a URI then writes %3B', () => {
    const r = config.parse('server = https://a.example/x;mirror=https://b.example/p%3Bq')
    expect(r.status && [r.value.server.path.raw, r.value.mirror.path.raw, r.value.mirror.start]).to.deep.equal(['/x', '/p%3Bq', 36])
    // The plain rule reads ";mirror=…" into the path, and the config never finds its separator.
    const plain = configOf(grammar.URI).parse('server = https://a.example/x;mirror=https://b.example/p%3Bq')
    expect(!plain.status && plain.index.offset).to.equal(59)
  })

  it('reports a bad URI as our error, at its offset in the config', () => {
    const text = 'server = https://a.example/x|y; mirror = https://b.example/'
    const e = errorOf(config, g.URI, text)
    expect([e.code, e.rule, e.offset, locate(text)(e.offset).column, e.found, e.rulePath]).to.deep.equal(['invalid-character', 'URI', 28, 29, '|', ['URI', 'hier-part', 'path-abempty']])
    expect(e.expected).to.include('";"').and.to.include('"="').and.not.include('sub-delims')
    expect(formatError(technical)(text)(e)).to.equal(
      [
        text,
        '                            ^',
        'Found "|" at position 29 in the path; expected a letter, a digit, one of - . _ ~ ! # $ & \' ( ) * + , / : ; = ? @ or a percent-encoded octet such as %20.',
      ].join('\n'),
    )
    // A URI without a scheme: the scheme reads "www.example.com" and finds ";" where ":" must be.
    const noScheme = errorOf(config, g.URI, 'server = www.example.com; mirror = https://b.example/')
    expect([noScheme.code, noScheme.offset, noScheme.rulePath]).to.deep.equal(['missing-scheme', 24, ['URI', 'scheme']])
  })

  it('counts lines and columns in the host input', () => {
    const lines = P.seqMap(setting('server', g.URI), P.regexp(/[ \t]*;[ \t]*\n?/).desc('";"'), setting('mirror', g.URI), end, (a, _s, b) => [a, b])
    const text = 'server = https://a.example/;\nmirror = https://b.exa mple/'
    const e = errorOf(lines, g.URI, text)
    const { line, column } = locate(text)(e.offset)
    expect([e.offset, line, column, e.rulePath.at(-1)]).to.deep.equal([51, 2, 23, 'reg-name'])
    // The sentence counts the position in the whole text; the frame names the line.
    expect(describeError(technical)(e)).to.match(/^Found a space at position 52 in the host \(a space must be written %20\)/)
    expect(formatError(technical)(text)(e).split('\n').slice(0, 2)).to.deep.equal(['line 2: mirror = https://b.exa mple/', `${' '.repeat(8 + 22)}^`])
  })
})

describe('worked example: a comma-separated list of URI references (reserve: ",")', () => {
  const g = grammarWith({ reserve: ',' })
  const list = P.sepBy(g.URIReference, P.regexp(/[ \t]*,[ \t]*/).desc('","')).skip(P.eof)

  it('splits at "," and keeps "%2C" in a reference', () => {
    const r = list.parse('mailto:list@example.com?subject=unsubscribe, https://example.com/unsub?u=42&l=a%2Cb')
    expect(r.status && r.value.map((ref) => [ref._tag, ref.query?.raw])).to.deep.equal([
      ['Uri', 'subject=unsubscribe'],
      ['Uri', 'u=42&l=a%2Cb'],
    ])
    // A CSV column of relative references: empty cells are empty references.
    const cells = list.parse('a/b,,../c?x=1%2C2')
    expect(cells.status && cells.value.map((ref) => ref.path.raw)).to.deep.equal(['a/b', '', '../c'])
  })

  it('reports a bad reference as our error, at its offset in the list', () => {
    const header = 'mailto:list@example.com?subject=un subscribe, https://example.com/unsub'
    const e = errorOf(list, g.URIReference, header)
    expect([e.code, e.rule, e.offset, e.rulePath]).to.deep.equal(['invalid-character', 'URI-reference', 34, ['URI-reference', 'URI', 'query']])
    expect(e.expected).to.include.members(['","', 'end of input'])
    expect(describeError(technical)(e)).to.equal(
      "Found a space at position 35 in the query (a space must be written %20); expected a letter, a digit, one of - . _ ~ ! # $ & ' ( ) * + , / : ; = ? @, a percent-encoded octet such as %20 or the end of the input.",
    )
    // The second element: its error is at its offset in the whole list.
    const second = errorOf(list, g.URIReference, 'https://a.example/, https://b.example/%zz')
    expect([second.code, second.offset]).to.deep.equal(['bad-percent-encoding', 39])
  })
})

describe('worked example: an HTTP Link header (RFC 8288 section 3), "<" and ">" delimit: no reservation', () => {
  // RFC 9110 section 5.6: token, quoted-string; RFC 8288 section 3: link-param, link-value, Link.
  const token = P.regexp(/[!#$%&'*+\-.^_`|~0-9A-Za-z]+/).desc('token')
  const quotedString = P.regexp(/"((?:[^"\\]|\\.)*)"/, 1)
    .map((s) => s.replace(/\\(.)/g, '$1'))
    .desc('quoted-string')
  const linkParam = P.seqMap(token, OWS, P.seq(P.string('='), OWS).then(P.alt(token, quotedString)).atMost(1), (name, _ws, value) => [name.toLowerCase(), value[0] ?? null] as const)
  const linkValue = P.seqMap(P.string('<'), grammar.URIReference, P.string('>'), P.seq(OWS, P.string(';'), OWS).then(linkParam).many(), (_o, target, _c, params) => ({ target, params }))
  const link = P.sepBy(linkValue, P.seq(OWS, P.string(','), OWS))
    .skip(OWS)
    .skip(P.eof)

  it('reads the targets as trees with spans in the header', () => {
    const header = '<https://example.com/a>; rel="next", </b>;rel=prev'
    const r = link.parse(header)
    expect(r.status && r.value.map((l) => [header.slice(l.target.start, l.target.end), l.params])).to.deep.equal([
      ['https://example.com/a', [['rel', 'next']]],
      ['/b', [['rel', 'prev']]],
    ])
  })

  it('reports a wrong target at its offset in the header, with parsimmon\'s ">" among what could come', () => {
    const header = '<https://example.com/a>; rel="next", <https://example.com/b c>; rel="prev"'
    const e = errorOf(link, grammar.URIReference, header)
    expect([e.code, e.rule, e.offset, e.found, e.rulePath]).to.deep.equal(['invalid-character', 'URI-reference', 59, ' ', ['URI-reference', 'URI', 'hier-part', 'path-abempty']])
    expect(e.expected).to.include('">"')
    expect(describeError(technical)(e)).to.equal(
      "Found a space at position 60 in the path (a space must be written %20); expected a letter, a digit, one of - . _ ~ ! $ & ' ( ) * + , ; = # / : > ? @ or a percent-encoded octet such as %20.",
    )
    const host = errorOf(link, grammar.URIReference, '<https://exa[mple.com/>')
    expect([host.code, host.offset, host.rulePath.at(-1)]).to.deep.equal(['invalid-character', 12, 'reg-name'])
    const ipv6 = errorOf(link, grammar.URIReference, '<http://[::1::2]/>')
    expect([ipv6.code, ipv6.offset]).to.deep.equal(['invalid-ipv6', 13])
  })
})

// ---------------------------------------------------------------------------
// the helper
// ---------------------------------------------------------------------------

describe("fromParsimmonFailure: a host grammar's failure at one of our rules as a UriError", function () {
  this.timeout(300_000)

  it('is None for a failure that is not at the rule, and for what is not a failure or not our rule (never a throw)', () => {
    const g = grammarWith({ reserve: ';' })
    // The host read white space, then failed further on: its failure, not the URI's.
    const spaced = P.seq(g.URI, OWS, P.string(';')).skip(P.eof)
    const text = 'http://a/x y;'
    const r = spaced.parse(text)
    expect(!r.status && r.index.offset).to.equal(11)
    expect(!r.status && fromParsimmonFailure(g.URI, text, r)).to.deep.equal(O.none)
    // A host token of the same offset the rule could have reached from another start: not the rule's report.
    const twice = P.seq(g.URI, P.string(';'), P.string('mirror'))
    const t = twice.parse('http://a/x;;')
    expect(!t.status && [t.index.offset, fromParsimmonFailure(g.URI, 'http://a/x;;', t)]).to.deep.equal([11, O.none])
    // A rule that fails under `.desc`: its tokens are gone. (One that matched still reports where it stopped.)
    const described = P.seq(g.URI.desc('a URI'), P.string(';'))
    const d = described.parse('http|')
    expect(!d.status && [d.expected, fromParsimmonFailure(g.URI, 'http|', d)]).to.deep.equal([['a URI'], O.none])
    const matched = described.parse('http://a/x|')
    expect(!matched.status && O.isSome(fromParsimmonFailure(g.URI, 'http://a/x|', matched))).to.equal(true)
    // Not a failure, not within the input, not our rule, not text.
    const ok = P.string('a').parse('a')
    const failure = P.seq(grammar.URI, P.eof).parse('http://a b') as P.Failure
    expect(fromParsimmonFailure(grammar.URI, 'a', ok as never)).to.deep.equal(O.none)
    expect(fromParsimmonFailure(grammar.URI, 'http', failure)).to.deep.equal(O.none)
    expect(fromParsimmonFailure(P.string('x') as never, 'http://a b', failure)).to.deep.equal(O.none)
    expect(fromParsimmonFailure(grammar.URI, 42 as never, failure)).to.deep.equal(O.none)
    for (const v of [undefined, null, {}, [], 'x', { status: false }, { status: false, index: { offset: -1 } }, { status: false, index: { offset: 1.5 } }])
      expect(fromParsimmonFailure(grammar.URI, 'http://a b', v as never)).to.deep.equal(O.none)
    // The failure of our own rule alone: the error parse gives.
    const alone = fromParsimmonFailure(grammar.URI, 'http://a b', failure)
    expect(O.isSome(alone) && alone.value).to.deep.equal(E.isLeft(parseURI('http://a b')) ? (parseURI('http://a b') as E.Left<UriError>).left : null)
    // A failure that lists none of the rule's tokens (here: none that are strings) is not the rule's.
    expect(fromParsimmonFailure(grammar.URI, 'http://a b', { ...failure, expected: [1, null] } as never)).to.deep.equal(O.none)
  })

  it("names the error after the rule: its ABNF name when an error rule, else the grammar's reference rule", () => {
    const input = '<a b>'
    const at = (rule: grammar.Rule<unknown>): string | null => {
      const r = P.seq(P.string('<'), rule, P.string('>')).parse(input)
      const e = r.status ? O.none : fromParsimmonFailure(rule, input, r)
      return O.isSome(e) ? e.value.rule : null
    }
    expect([at(grammar.host), at(grammar.path), at(grammar.IRIReference), at(grammar.ipath), at(grammarWith({ iri: true, reserve: ';' }).URI), at(grammar.segment)]).to.deep.equal([
      'host',
      'URI-reference',
      'IRI-reference',
      'IRI-reference',
      'IRI',
      'URI-reference',
    ])
  })

  it('offsets agree with the ABNF oracle wherever the rule is embedded, and code and rule path are those parse gives (property, counted)', () => {
    let failures = 0
    let compared = 0
    const cases: readonly (readonly [string, boolean, Abnf, (s: string) => E.Either<UriError, unknown>])[] = [
      ['', false, RFC3986, parse],
      ['', true, RFC3987, parseIRIReference],
      [';', false, withoutData(';'), parse],
      [',;=&', true, withoutData(',;=&', true), parseIRIReference],
    ]
    for (const [reserve, iri, oracle, parseAlone] of cases) {
      const g = grammarWith({ iri, reserve })
      const name = iri ? 'IRI-reference' : 'URI-reference'
      fc.assert(
        fc.property(fc.constantFrom('', 'k = ', 'a\n<', 'x=', ' '.repeat(300)), fc.oneof(uriLike, iri ? iriLike : anyString), (prefix, s) => {
          // The rule between a prefix and a separator it cannot hold (">" and the reserved characters), then anything.
          const host = P.string(prefix)
            .then(g.URIReference)
            .skip(P.regexp(reserve === '' ? />/ : /[;,]/))
            .skip(P.all)
          const input = prefix + s
          const r = host.parse(input)
          if (r.status) return true
          failures++
          const e = fromParsimmonFailure(g.URIReference, input, r)
          expect(O.isSome(e), input).to.equal(true)
          if (O.isNone(e)) return false
          expect(e.value.offset, input).to.equal(prefix.length + viablePrefixLength(name, s, oracle))
          // The text before the error is the host text's, on the error's line (the error moved there).
          const lineStart = Math.max(input.lastIndexOf('\n', e.value.offset - 1), input.lastIndexOf('\r', e.value.offset - 1)) + 1
          expect(input.slice(lineStart, e.value.offset).endsWith(e.value.before), input).to.equal(true)
          // Where the rule's start is plain (after "<", or at the start), the error is parse's, but for where it is.
          const alone = parseAlone(s)
          if (reserve === '' && s !== '' && !/[=\s]$/.test(prefix) && E.isLeft(alone) && e.value.offset - prefix.length === alone.left.offset) {
            compared++
            expect([e.value.code, e.value.rulePath], input).to.deep.equal([alone.left.code, alone.left.rulePath])
          }
          return true
        }),
        { numRuns: 600, seed: 8288 + reserve.length },
      )
    }
    // 4 grammars x 600 inputs: 2,200 and more failures, 300 and more compared with parse's.
    expect(failures).to.be.above(2_200)
    expect(compared).to.be.above(300)
  })
})

/** RFC 3986's (or RFC 3987's) ABNF without the reserved sub-delims as data (as spec/grammar/reserve.spec.ts builds it). */
const withoutData = (reserve: string, iri = false): Abnf => {
  const kept = [..."!$&'()*+,;="].filter((c) => !reserve.includes(c)).map((c) => JSON.stringify(c))
  const i = iri ? 'i' : ''
  const overlay = [
    `${i}userinfo = *( ${i}unreserved / pct-encoded / data-sub-delims / ":" )`,
    `${i}reg-name = *( ${i}unreserved / pct-encoded / data-sub-delims )`,
    `${i}segment-nz-nc = 1*( ${i}unreserved / pct-encoded / data-sub-delims / "@" )`,
    `${i}pchar = ${i}unreserved / pct-encoded / data-sub-delims / ":" / "@"`,
    `data-sub-delims = ${kept.join(' / ')}`,
  ].join('\n')
  return new Map([...(iri ? RFC3987 : RFC3986), ...readAbnf(overlay)])
}
