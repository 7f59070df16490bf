/**
 * Characters a host grammar reserves: `uriGrammar({ reserve })` (src/grammar/grammar.ts,
 * characters.ts's `dataSubDelims`). The reserved sub-delims leave every rule that holds them as
 * data beside pct-encoded, and stay percent-encoded; the option composes with `iri` and
 * `zoneIds`; anything but sub-delims is an `invalid-options` Left naming the character. Validity
 * and exact offsets agree with an ABNF oracle made from the RFCs' own rules with the reserved
 * characters taken out (spec/oracle/); the back ends agree on the reserving rules; and the two
 * laws of the option hold: a text the reserving rule accepts, the plain one accepts to the same
 * tree, and percent-encoding the reserved characters of a URI the plain rule accepts gives a
 * text the reserving rule accepts, to the same tree but for those characters.
 */
import { expect } from 'chai'
import * as fc from 'fast-check'
import * as E from 'fp-ts/lib/Either.js'
import P from 'parsimmon'
import type { Host, RelativeRef, Uri } from '../../src/model/ast.ts'
import * as grammar from '../../src/grammar/index.ts'
import { URIReference as validReference } from '../../src/arbitraries/index.ts'
import type { UriError } from '../../src/index.ts'
import { anyString, iriLike, uriLike, zoneLike } from '../generators.ts'
import { oracleAccepts, readAbnf, RFC3986, RFC3987, RFC3987_6874, RFC6874, viablePrefixLength, type Abnf } from '../oracle/abnf.ts'
import { disagreement } from './agree.ts'
import { describeError, technical } from '../../src/messages/index.ts'

const SUB_DELIMS = "!$&'()*+,;="

/** The grammar with the options, which must be valid. */
const grammarWith = (options: grammar.GrammarOptions): grammar.Grammar => {
  const g = grammar.uriGrammar(options)
  if (E.isLeft(g)) throw new Error(describeError(technical)(g.left))
  return g.right
}

/** The value of a rule on a whole input, or null. */
const whole = <T>(rule: grammar.Rule<T>, s: string): T | null => {
  const r = rule.parse(s)
  return r.status ? r.value : null
}

/**
 * The ABNF oracle of a reserving grammar: RFC 3986's (or RFC 3987's, with or without RFC 6874's
 * IP-literal) with the four rules that hold sub-delims as data beside pct-encoded written again
 * with only the sub-delims kept. IPvFuture and scheme are RFC 3986's, untouched.
 */
const reservingOracle = (reserve: string, iri: boolean, zoneIds: boolean): Abnf => {
  const kept = [...SUB_DELIMS].filter((c) => !reserve.includes(c)).map((c) => JSON.stringify(c))
  const data = kept.length === 0 ? '' : ' / data-sub-delims'
  const i = iri ? 'i' : ''
  const overlay = [
    `${i}userinfo = *( ${i}unreserved / pct-encoded${data} / ":" )`,
    `${i}reg-name = *( ${i}unreserved / pct-encoded${data} )`,
    `${i}segment-nz-nc = 1*( ${i}unreserved / pct-encoded${data} / "@" )`,
    `${i}pchar = ${i}unreserved / pct-encoded${data} / ":" / "@"`,
    ...(kept.length === 0 ? [] : [`data-sub-delims = ${kept.join(' / ')}`]),
  ].join('\n')
  const base = iri ? (zoneIds ? RFC3987_6874 : RFC3987) : zoneIds ? RFC6874 : RFC3986
  return new Map([...base, ...readAbnf(overlay)])
}

/** Strings rich in sub-delims, "%" triplets of them, and the characters around them. */
const subDelimsLike: fc.Arbitrary<string> = fc
  .array(
    fc.oneof(fc.constantFrom(...SUB_DELIMS, '%3B', '%2C', '%3d', ':', '/', '?', '#', '@', '[', ']', '%', ' '), fc.constantFrom('a', 'x', 'http', '//h', '1.2.3.4', '[::1]', '[v1.;,]')),
    {
      maxLength: 16,
    },
  )
  .map((parts) => parts.join(''))

const RESERVES: readonly string[] = [';', ',', ';,', '=&', '+', "!$&'()*+,;=", "!$&'()*+,="]

describe('uriGrammar({ reserve }): sub-delims a host grammar reserves as its delimiters', function () {
  this.timeout(300_000)

  it('stops every data component at a reserved character, and still takes it percent-encoded', () => {
    const g = grammarWith({ reserve: ';,' })
    const ends = (rule: grammar.Rule<unknown>, s: string): number => {
      const r = P.seq(rule, P.index).skip(P.all).parse(s)
      return r.status ? r.value[1].offset : -1
    }
    // path, query, fragment, userinfo, reg-name: each stops at ";" and at ","
    expect(ends(g.URI, 'http://a/x;y')).to.equal(10)
    expect(ends(g.URI, 'http://a/x?q,r')).to.equal(12)
    expect(ends(g.URI, 'http://a/x#f;g')).to.equal(12)
    expect(ends(g.URIReference, 'a,b')).to.equal(1)
    expect(ends(g.URIReference, '//u;p@h/')).to.equal(3)
    expect(ends(g.URIReference, '//host;x/')).to.equal(6)
    // the plain grammar takes them all
    expect(ends(grammar.URI, 'http://a/x;y')).to.equal(12)
    expect(ends(grammar.URIReference, '//host;x/')).to.equal(9)
    // percent-encoded, the same characters are data
    const t = whole(g.URI, 'http://u%3Bp@h%2Ci/x%3By?q%2Cr#f%3bg')
    expect([t?.authority?.userinfo?.raw, t?.authority?.host.raw, t?.path.raw, t?.query?.raw, t?.fragment?.raw]).to.deep.equal(['u%3Bp', 'h%2Ci', '/x%3By', 'q%2Cr', 'f%3bg'])
    // the sub-delims not reserved stay data
    expect(whole(g.URI, "http://a/!$&'()*+=?=&#=")?.path.raw).to.equal("/!$&'()*+=")
  })

  it('keeps the scheme\'s "+" and IPvFuture\'s sub-delims, which take no pct-encoded (sections 3.1, 3.2.2)', () => {
    const g = grammarWith({ reserve: "!$&'()*+,;=" })
    expect(whole(g.URI, 'svn+ssh://h/x')?.scheme.raw).to.equal('svn+ssh')
    const h = whole(g.URI, 'http://[v1.a;b,c=d]/')?.authority?.host as Host
    expect([h._tag, h.raw]).to.deep.equal(['IPvFuture', '[v1.a;b,c=d]'])
    // an IPv4address then a reserved character: the host is the address (reg-name cannot go on)
    const ip = whole(grammarWith({ reserve: ';' }).URIReference.skip(P.string(';')), '//1.2.3.4;')?.authority?.host as Host
    expect([ip._tag, ip.raw]).to.deep.equal(['IPv4', '1.2.3.4'])
    expect(whole(grammar.URIReference, '//1.2.3.4;')?.authority?.host._tag).to.equal('RegName')
  })

  it('is a parameter of the one grammar: the same options give the very same rules, the rules it does not change are shared', () => {
    const g = grammarWith({ reserve: ';,' })
    expect(grammarWith({ reserve: ',;;' })).to.equal(g)
    expect(g.options).to.deep.equal({ iri: false, zoneIds: false, reserve: ',;' })
    expect(grammarWith({ reserve: '' })).to.equal(grammarWith({}))
    expect(grammarWith({ reserve: '' }).URIReference).to.equal(grammar.URIReference)
    for (const name of ['scheme', 'port', 'IPLiteral', 'IPv4address', 'IPv6address', 'IPvFuture', 'unreserved'] as const) expect(g[name], name).to.equal(grammarWith({})[name])
    for (const name of ['pchar', 'regName', 'userinfo', 'path', 'query', 'URI'] as const) expect(g[name], name).to.not.equal(grammarWith({})[name])
  })

  it('composes with iri and zoneIds: RFC 3987 names and characters, RFC 6874 zones, the reserved characters out', () => {
    const g = grammarWith({ iri: true, zoneIds: true, reserve: ';' })
    expect(g.options).to.deep.equal({ iri: true, zoneIds: true, reserve: ';' })
    const t = whole(g.URI.skip(P.string(';')), 'http://[fe80::1%25eth0]/ü/x%3B;')
    expect([t?.authority?.host._tag, t?.path.raw]).to.deep.equal(['IPv6', '/ü/x%3B'])
    expect(whole(g.URI, 'http://例え.jp/a;b')).to.equal(null)
    const r = P.seq(g.URI, P.eof).parse('http://例え.jp/a;b')
    expect(!r.status && r.index.offset).to.equal(14)
    // with zones, the paths are those of the grammar without them, reserving alike
    expect(g.pchar).to.equal(grammarWith({ iri: true, reserve: ';' }).pchar)
    expect(g.IPLiteral).to.equal(grammarWith({ zoneIds: true }).IPLiteral)
  })

  it("names what could have come, never a reserved character: parsimmon's failure holds the kept sub-delims, quoted, beside the host's tokens", () => {
    const g = grammarWith({ reserve: ';' })
    const r = P.seq(g.URI, P.string('|')).parse('http://a/x;')
    expect(r.status).to.equal(false)
    if (r.status) return
    expect(r.index.offset).to.equal(10)
    expect(r.expected).to.include.members(['"!"', '"="', '"/"', '"?"', '"#"', 'pct-encoded', 'unreserved', "'|'"])
    expect(r.expected).to.not.include.members(['";"'])
    expect(r.expected).to.not.include('sub-delims')
    // nothing reserved: RFC 3986's tokens, as before
    const plain = P.seq(grammar.URI, P.string('|')).parse('http://a/x ')
    expect(!plain.status && plain.expected).to.include('sub-delims')
  })

  it('anything but sub-delims is an invalid-options Left naming the character; never a throw (property, counted)', () => {
    const said = (r: E.Either<UriError, grammar.Grammar>) => (E.isLeft(r) ? [r.left.code, r.left.option, describeError(technical)(r.left)] : 'Right')
    expect(said(grammar.uriGrammar({ reserve: ';/' }))).to.deep.equal([
      'invalid-options',
      'reserve',
      'The option "reserve" may list only sub-delims (! $ & \' ( ) * + , ; =), which a URI can percent-encode where they stand as data; "/" is not one.',
    ])
    const g = grammar.uriGrammar({ iri: true, reserve: ' ' })
    expect(E.isLeft(g) && [g.left.rule, g.left.offset, describeError(technical)(g.left).endsWith('" " is not one.')]).to.deep.equal(['IRI-reference', 0, true])
    const surrogate = grammar.uriGrammar({ reserve: ';😀' })
    expect(E.isLeft(surrogate) && describeError(technical)(surrogate.left).endsWith('"😀" is not one.')).to.equal(true)
    const lone = grammar.uriGrammar({ reserve: '\ud800' })
    expect(E.isLeft(lone) && describeError(technical)(lone.left).endsWith('"\\ud800" is not one.')).to.equal(true)
    expect(said(grammar.uriGrammar({ reserve: 5 } as never))).to.deep.equal(['invalid-options', 'reserve', 'The option "reserve" must be a string; got 5.'])
    let lefts = 0
    let rights = 0
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: fc.constantFrom(...SUB_DELIMS), maxLength: 12 }), fc.string({ unit: 'binary', maxLength: 6 }), fc.string({ maxLength: 6 })), (reserve) => {
        const r = grammar.uriGrammar({ reserve })
        const bad = [...reserve].find((c) => !SUB_DELIMS.includes(c))
        if (bad === undefined) {
          rights++
          return E.isRight(r) && r.right.options.reserve === [...SUB_DELIMS].filter((c) => reserve.includes(c)).join('')
        }
        lefts++
        return E.isLeft(r) && r.left.code === 'invalid-options' && r.left.option === 'reserve' && describeError(technical)(r.left).endsWith(`${JSON.stringify(bad)} is not one.`)
      }),
      { numRuns: 2_000, seed: 5101 },
    )
    expect(rights).to.be.above(600)
    expect(lefts).to.be.above(600)
  })

  it('validity and exact offsets of the four entry rules agree with the ABNF oracle, every reserve with iri and zoneIds (property, counted)', () => {
    let valid = 0
    let failing = 0
    const cases: readonly (readonly [boolean, boolean])[] = [
      [false, false],
      [false, true],
      [true, false],
      [true, true],
    ]
    for (const [iri, zoneIds] of cases) {
      for (const reserve of [';,', "!$&'()*+,;="]) {
        const g = grammarWith({ iri, zoneIds, reserve })
        const oracle = reservingOracle(reserve, iri, zoneIds)
        const rules = iri
          ? ([
              ['IRI-reference', g.URIReference],
              ['IRI', g.URI],
              ['absolute-IRI', g.absoluteURI],
              ['irelative-ref', g.relativeRef],
            ] as const)
          : ([
              ['URI-reference', g.URIReference],
              ['URI', g.URI],
              ['absolute-URI', g.absoluteURI],
              ['relative-ref', g.relativeRef],
            ] as const)
        fc.assert(
          fc.property(fc.oneof(uriLike, subDelimsLike, iri ? iriLike : anyString, zoneIds ? zoneLike : uriLike), (s) =>
            rules.every(([name, rule]) => {
              const r = rule.parse(s)
              if (r.status) {
                if (name.endsWith('-reference')) valid++
                return oracleAccepts(name, s, oracle)
              }
              failing++
              return !oracleAccepts(name, s, oracle) && r.index.offset === viablePrefixLength(name, s, oracle)
            }),
          ),
          { numRuns: 500, seed: 3986 + reserve.length + (iri ? 10 : 0) + (zoneIds ? 20 : 0) },
        )
      }
    }
    // 4 grammars x 2 reserves x 500 inputs x 4 rules: 700 and more valid references, 14,000 and more failures.
    expect(valid).to.be.above(700)
    expect(failing).to.be.above(14_000)
  })

  it('the back ends agree on the reserving rules: interpreter, parsimmon parser and explainer against the reference parser', () => {
    let checked = 0
    for (const reserve of RESERVES) {
      const g = grammarWith({ iri: reserve.length % 2 === 0, reserve })
      fc.assert(
        fc.property(fc.oneof(uriLike, subDelimsLike, iriLike), (s) => {
          for (const rule of [g.URIReference, g.host, g.query]) {
            const d = disagreement(rule, s)
            if (d !== null) throw new Error(`reserve ${JSON.stringify(reserve)} on ${JSON.stringify(s)}: ${d}`)
            checked++
          }
          return true
        }),
        { numRuns: 150, seed: 51 + reserve.length },
      )
    }
    expect(checked).to.equal(RESERVES.length * 150 * 3)
  })

  it('law: a text the reserving rule accepts, the plain rule accepts, to the same tree (property, counted)', () => {
    let accepted = 0
    let withReservedData = 0
    for (const reserve of RESERVES) {
      for (const [iri, zoneIds] of [
        [false, false],
        [true, true],
      ] as const) {
        const g = grammarWith({ iri, zoneIds, reserve })
        const plain = grammarWith({ iri, zoneIds })
        fc.assert(
          fc.property(fc.oneof(uriLike, subDelimsLike, validReference, iri ? iriLike : zoneLike), (s) => {
            const t = whole(g.URIReference, s)
            if (t === null) return true
            accepted++
            if (/%(2[146-9ABCabc]|3[BDbd])/.test(s)) withReservedData++
            expect(whole(plain.URIReference, s), s).to.deep.equal(t)
            return true
          }),
          { numRuns: 400, seed: 8288 + reserve.length + (iri ? 1 : 0) },
        )
      }
    }
    // 7 reserves x 2 grammars x 400 inputs: 1,700 and more accepted, 90 and more with an encoded sub-delim.
    expect(accepted).to.be.above(1_700)
    expect(withReservedData).to.be.above(90)
  })

  it('law: percent-encoding the reserved characters of a URI the plain rule accepts gives one the reserving rule accepts, to the same tree but for them (property, counted)', () => {
    let encoded = 0
    for (const reserve of RESERVES) {
      for (const [iri, zoneIds] of [
        [false, false],
        [true, true],
      ] as const) {
        const g = grammarWith({ iri, zoneIds, reserve })
        const plain = grammarWith({ iri, zoneIds })
        const decodeReserved = (s: string): string =>
          s.replace(/%([0-9A-Fa-f]{2})/g, (t, hex: string) => {
            const c = String.fromCharCode(parseInt(hex, 16))
            return reserve.includes(c) ? c : t
          })
        fc.assert(
          fc.property(fc.oneof(validReference, uriLike, iri ? iriLike : zoneLike), (s) => {
            const t = whole(plain.URIReference, s)
            if (t === null) return true
            const kept = keptSpans(t)
            let changed = false
            let written = ''
            for (let k = 0; k < s.length; k++) {
              const c = s[k] as string
              const encode = reserve.includes(c) && !kept.some(([from, to]) => k >= from && k < to)
              changed ||= encode
              written += encode ? `%${c.charCodeAt(0).toString(16).toUpperCase()}` : c
            }
            const u = whole(g.URIReference, written)
            expect(u, `${s} → ${written}`).to.not.equal(null)
            if (changed) encoded++
            expect(withoutSpans(u, decodeReserved), `${s} → ${written}`).to.deep.equal(withoutSpans(t, decodeReserved))
            return true
          }),
          { numRuns: 400, seed: 3987 + reserve.length + (iri ? 1 : 0) },
        )
      }
    }
    // 7 reserves x 2 grammars x 400 inputs: 900 and more with a reserved character encoded.
    expect(encoded).to.be.above(900)
  })
})

/** Where reserved characters stay as written: the scheme, and an IP literal (neither takes pct-encoded). */
const keptSpans = (t: Uri | RelativeRef): readonly (readonly [number, number])[] => {
  const spans: [number, number][] = []
  if (t._tag === 'Uri') spans.push([t.scheme.start, t.scheme.end])
  const host = t.authority?.host
  if (host !== undefined && (host._tag === 'IPv6' || host._tag === 'IPvFuture')) spans.push([host.start, host.end])
  return spans
}

/** A tree without its spans (they move when characters are encoded), its text read through `text`. */
const withoutSpans = (v: unknown, text: (s: string) => string): unknown => {
  if (typeof v === 'string') return text(v)
  if (Array.isArray(v)) return v.map((x) => withoutSpans(x, text))
  if (typeof v !== 'object' || v === null) return v
  return Object.fromEntries(
    Object.entries(v)
      .filter(([k]) => k !== 'start' && k !== 'end')
      .map(([k, x]) => [k, withoutSpans(x, text)]),
  )
}
