/**
 * security/readings: RFC 3986's reading and a browser's (Node's URL), side by
 * side, with `agree` and the components that differ (security/differ.ts).
 * Tested on the advisory classes of parser differentials (IDN hosts,
 * backslashes, an unclosed "[", percent-encoded delimiters) and the
 * constructions on which Node's and CPython's parsers read different hosts,
 * each judged against an oracle written here from Node's hostname: `agree`
 * is false on every input whose two hosts differ. On the realistic corpus
 * (bench/corpus.ts) and on generated references, `agree` is true wherever
 * the hosts are the same.
 */
import { expect } from 'chai'
import * as E from 'fp-ts/lib/Either.js'
import * as fc from 'fast-check'
import { makeCorpus } from '../../bench/corpus.ts'
import { ipv6Pieces } from '../../src/grammar/actions.ts'
import { parse, type UriReference } from '../../src/index.ts'
import { readings, type ReadComponents, type ReadingRefusal } from '../../src/security/index.ts'
import { describeError, plain, technical } from '../../src/messages/index.ts'
import { uriLike } from '../generators.ts'
import { hostileIPv6, hostileRegName, spelledName } from './hostile-hosts.ts'

const read = readings()

/** The host RFC 3986 reads, as written but for case and unreserved triplets (6.2.2); an IP literal with its brackets; null with no authority, undefined when the grammar refuses. */
const rfcHost = (input: string): string | null | undefined => {
  const r = parse(input)
  if (E.isLeft(r)) return undefined
  const a = (r.right as UriReference).authority
  return a === null
    ? null
    : a.host.raw.replace(/%([0-9A-Fa-f]{2})/g, (t, h: string) => (/[A-Za-z0-9._~-]/.test(String.fromCharCode(parseInt(h, 16))) ? String.fromCharCode(parseInt(h, 16)) : t)).toLowerCase()
}

/** Whether two hosts as printed are the same: IPv6 literals by their pieces, others as text. */
const sameHost = (a: string, b: string): boolean =>
  a.startsWith('[') && b.startsWith('[') ? ipv6Pieces(a.slice(1, -1)).join() === ipv6Pieces(b.slice(1, -1)).join() : a.toLowerCase() === b.toLowerCase()

/** The host Node's URL reads; undefined when it refuses. */
const nodeHost = (input: string): string | undefined => {
  try {
    return new URL(input).hostname
  } catch {
    return undefined
  }
}

/** The oracle: whether the two hosts differ (a refusal differs from any host; IPv6 literals compared by their pieces). */
const hostsDiffer = (input: string): boolean => {
  const a = rfcHost(input)
  const b = nodeHost(input)
  return a === undefined || b === undefined || a === null || !sameHost(a, b)
}

/**
 * The advisory classes of parser differentials, and the constructions behind
 * Node's and CPython's disagreements on hosts, as absolute URLs. Each class
 * holds inputs whose hosts differ and controls whose hosts are the same.
 */
const CORPUS: Readonly<Record<string, readonly string[]>> = {
  'IDN hosts (UTS #46 mapping, IDNA)': [
    'http://\uff45xample.com/',
    'http://%EF%BD%85xample.com/',
    'http://ex%C2%ADample.com/',
    'http://ex%E2%80%8Bample.com/',
    'http://evil%E3%80%82com/',
    'http://evil%EF%BC%8Ecom/',
    'http://a%E3%80%82b%E3%80%82c/',
    'http://%E2%91%A0%E2%91%A1%E2%91%A6.0.0.1/',
    'http://%EF%BC%91%EF%BC%92%EF%BC%97.0.0.1/',
    'http://fa%C3%9F.de/',
    'http://fa\u00df.de/',
    'http://%C3%A9.com/',
    'http://xn--u-ccb.com/',
    'http://XN--9CA.com/',
  ],
  'backslashes ("\\" read as "/")': [
    'http://evil.com\\@good.example/',
    'http://good.example\\.evil.com/',
    'http://good.example\\@evil.com/',
    'https://good.example\\\\evil.com/',
    'https:\\\\evil.com',
    'http:\\\\evil.com\\x',
    'http://\\\\evil.com/',
    'http:/\\evil.com/',
    'https://good.example/\\..\\..\\x',
  ],
  'an unclosed "["': ['http://[::1/', 'http://[evil.com/', 'http://evil.com[/', 'http://[::1]evil.com/', 'http://a[@b/', 'http://[::1]]/', 'http://[v1.x/', 'http://[::ffff:127.0.0.1/'],
  'percent-encoded delimiters': [
    'http://good.example%40evil.com/',
    'http://good.example%2F.evil.com/',
    'http://evil.com%3A80/',
    'http://%5B::1%5D/',
    'http://evil.com%00.good.example/',
    'http://evil.com%20/',
    'http://evil.com%2F@good.example/',
    'http://evil.com%23@good.example/',
    'http://evil.com%3F@good.example/',
    'http://evil.com%5C@good.example/',
    'http://good.example%2523@evil.com/',
    'http://%65vil.com/',
  ],
  'host consensus (Node and CPython)': [
    'http://a@b@evil.com/',
    'http://ev\til.com/',
    'http://evil.com\n/',
    ' http://evil.com',
    'http://evil.com:+80/',
    'http:// evil.com/',
    'http://0x7f.1/',
    'http://2130706433/',
    'http://0177.0.0.1/',
    'http://127.0.0.1./',
    'http://1.2.3.256/',
    'http://evil.com:65536/',
    'http:///evil.com',
    'http:evil.com',
    'http:/evil.com',
    'http://good.example#@evil.com/',
    'http://good.example?@evil.com/',
    'http://good.example;@evil.com/',
    'http://good.example&@evil.com/',
    "http://good.example'@evil.com/",
    'http://good.example:80@evil.com/',
    'http://user:pass@evil.com:8080/',
    'http://evil.com:/',
    'http://evil.com:0080/',
    'http://evil.com./',
    'HTTP://EVIL.COM/',
  ],
}

/** Per class: inputs, those whose hosts differ (all with agree false), those whose hosts are the same (all with agree true): docs/security.md's table. */
const FIGURES: Readonly<Record<string, readonly [number, number, number]>> = {
  'IDN hosts (UTS #46 mapping, IDNA)': [14, 13, 1],
  'backslashes ("\\" read as "/")': [9, 9, 0],
  'an unclosed "["': [8, 8, 0],
  'percent-encoded delimiters': [12, 6, 6],
  'host consensus (Node and CPython)': [26, 15, 11],
}

describe('security/readings: RFC 3986 and a browser side by side', () => {
  it('gives both readings, in their normal forms, with agree and the components that differ', () => {
    const r = readings({ base: 'https://good.example/app/' })
    const same = r('/account?tab=1')
    const expected: ReadComponents = { scheme: 'https', userinfo: null, host: 'good.example', port: null, path: '/account', query: 'tab=1', fragment: null }
    expect(same).to.deep.equal({ rfc3986: E.right(expected), whatwg: E.right(expected), agree: true, differ: [] })
    const ideographic = r('//evil%E3%80%82com/')
    expect([ideographic.agree, ideographic.differ]).to.deep.equal([false, ['host']])
    expect(E.isRight(ideographic.rfc3986) && ideographic.rfc3986.right.host).to.equal('evil%E3%80%82com')
    expect(E.isRight(ideographic.whatwg) && ideographic.whatwg.right.host).to.equal('evil.com')
    expect(r('http:///evil.com').differ).to.deep.equal(['host', 'path'])
    expect(r('http://127.1/').differ).to.deep.equal(['host'])
  })

  it('what is only a choice of spelling is no difference: case, default port, dot segments, %2e, an encoded "\'" or ";", IPv6 text', () => {
    for (const s of [
      'HTTPS://Good.Example:443/a/./b/../c',
      'http://a/%2e%2e/b',
      'http://a/%7euser',
      "https://a/?q='x'",
      'https://u:p:q;=@a/',
      'http://[::FFFF:127.0.0.1]/',
      'http://a:/',
      'http://a',
      'mailto:A@EXAMPLE.COM',
      'urn:ISBN:0451450523',
      'file://localhost/etc/hosts',
      'foo://EX%41/a?x#y',
      'http://a/?',
      'http://a/#',
    ]) {
      const r = read(s)
      expect([s, r.agree, r.differ]).to.deep.equal([s, true, []])
    }
  })

  it('a reader that gives no reading is a refusal, a fact without words; a refusal agrees with nothing', () => {
    const backslash = read('http://evil.com\\@good.example/')
    expect(backslash.rfc3986).to.deep.equal(E.left({ _tag: 'ReadingRefusal', code: 'unreadable', offset: 15, reason: { kind: 'not-a-reference', error: 'invalid-character' } }))
    expect(E.isRight(backslash.whatwg) && backslash.whatwg.right.host).to.equal('evil.com')
    expect([backslash.agree, backslash.differ]).to.deep.equal([false, []])
    expect(read('http://[::1/').whatwg).to.deep.equal(E.left({ _tag: 'ReadingRefusal', code: 'unreadable', offset: 0, reason: { kind: 'browser-refuses' } }))
    const relative = read('/a')
    expect([relative.rfc3986, relative.whatwg]).to.deep.equal([
      E.left({ _tag: 'ReadingRefusal', code: 'unreadable', offset: 0, reason: { kind: 'no-base' } }),
      E.left({ _tag: 'ReadingRefusal', code: 'unreadable', offset: 0, reason: { kind: 'no-base' } }),
    ])
    expect(relative.agree).to.equal(false)
    const notText = read(42 as never)
    expect(notText.rfc3986).to.deep.equal(E.left({ _tag: 'ReadingRefusal', code: 'unreadable', offset: 0, reason: { kind: 'not-text' } }))
  })

  it('options: only an own base that is an absolute URI; anything else refuses every input as invalid-options, never a throw', () => {
    const refused = E.left({ _tag: 'ReadingRefusal', code: 'invalid-options', offset: 0, reason: { kind: 'invalid-options', option: 'base' } })
    for (const base of ['/relative', 'a b', 42, null, {}]) {
      const r = readings({ base } as never)('http://a/')
      expect([r.rfc3986, r.whatwg, r.agree], String(base)).to.deep.equal([refused, refused, false])
    }
    expect(readings(null as never)('http://a/').rfc3986).to.deep.equal(
      E.left({ _tag: 'ReadingRefusal', code: 'invalid-options', offset: 0, reason: { kind: 'invalid-options', option: 'options' } }),
    )
    const polluted = Object.create({ base: 'http://evil.example/' }) as object
    expect(readings(polluted)('/a').rfc3986).to.deep.equal(E.left({ _tag: 'ReadingRefusal', code: 'unreadable', offset: 0, reason: { kind: 'no-base' } }))
    // A base's fragment is ignored (5.1).
    expect(readings({ base: 'http://a/b#f' })('c').agree).to.equal(true)
  })

  it('where the runtime has no URL, the browser reading is a no-runtime-url refusal', () => {
    const saved = globalThis.URL
    try {
      ;(globalThis as { URL?: unknown }).URL = undefined
      const r = read('http://a/')
      expect(r.whatwg).to.deep.equal(E.left({ _tag: 'ReadingRefusal', code: 'unreadable', offset: 0, reason: { kind: 'no-runtime-url' } }))
      expect([r.agree, E.isRight(r.rfc3986)]).to.deep.equal([false, true])
    } finally {
      globalThis.URL = saved
    }
  })

  describe('the advisory corpus: agree is false on every input whose two hosts differ, true on every one whose hosts are the same', () => {
    for (const [name, inputs] of Object.entries(CORPUS)) {
      it(name, () => {
        let differ = 0
        let same = 0
        for (const input of inputs) {
          const r = read(input)
          if (hostsDiffer(input)) {
            differ++
            expect(r.agree, input).to.equal(false)
          } else {
            same++
            expect([input, r.agree, r.differ]).to.deep.equal([input, true, []])
          }
        }
        expect([inputs.length, differ, same]).to.deep.equal(FIGURES[name])
      })
    }
  })

  it('the realistic corpus (bench/corpus.ts, 10,000 references): agree on every web URL whose two hosts are the same', () => {
    let web = 0
    for (const input of makeCorpus(10_000)) {
      if (!/^(?:https?|wss?|ftp):\/\//i.test(input) || hostsDiffer(input)) continue
      web++
      expect([input, read(input).differ]).to.deep.equal([input, []])
    }
    expect(web).to.be.above(5_000)
  })

  it('law: on generated references read against a base, agree is true exactly where both read and no component differs, and false wherever the hosts differ', () => {
    const r = readings({ base: 'http://a.example/b/c?d' })
    let agreed = 0
    let differed = 0
    fc.assert(
      fc.property(uriLike, (s) => {
        const x = r(s)
        expect(x.agree).to.equal(E.isRight(x.rfc3986) && E.isRight(x.whatwg) && x.differ.length === 0)
        let node: string | undefined
        try {
          node = new URL(s, 'http://a.example/b/c?d').hostname
        } catch {
          node = undefined
        }
        const rfc = E.isRight(x.rfc3986) ? x.rfc3986.right.host : undefined
        if (x.agree) {
          agreed++
          // Node prints no host as "" (a URL without authority).
          expect(sameHost(node ?? '', rfc ?? ''), `${s}: ${node} ${rfc}`).to.equal(true)
        } else if (node === undefined || rfc === undefined || !sameHost(node, rfc ?? '')) differed++
        return true
      }),
      { seed: 4836, numRuns: 5_000 },
    )
    expect(agreed).to.be.above(1_500)
    expect(differed).to.be.above(3_000)
  })

  it("law: hostile spellings of special hosts (security/ssrf's generators): every one Node reads as another host than RFC 3986 disagrees", () => {
    let differing = 0
    fc.assert(
      fc.property(
        fc.constantFrom('http://', 'https://', 'ws://', 'ftp://'),
        fc.oneof(
          hostileRegName.map((h) => h.host),
          hostileIPv6.map((h) => h.host),
          spelledName('good.example'),
        ),
        fc.constantFrom('', ':80', ':8080'),
        (scheme, host, port) => {
          const input = `${scheme}${host}${port}/x`
          const r = read(input)
          if (hostsDiffer(input)) {
            differing++
            expect(r.agree, input).to.equal(false)
          } else expect(r.differ, input).to.deep.equal([])
          return true
        },
      ),
      { seed: 6454, numRuns: 4_000 },
    )
    expect(differing).to.be.above(2_500)
  })

  it('the plain catalog words every reason kind of a reading (the words of describeRefusal, before 0.4.0)', () => {
    const facts: readonly ReadingRefusal['reason'][] = [
      { kind: 'not-text' },
      { kind: 'not-a-reference', error: 'invalid-character' },
      { kind: 'no-base' },
      { kind: 'browser-refuses' },
      { kind: 'no-runtime-url' },
      { kind: 'host-too-long', limit: 4096 },
      { kind: 'invalid-options', option: 'base' },
      { kind: 'invalid-options', option: 'options' },
    ]
    const refusals = facts.map((reason): ReadingRefusal => ({ _tag: 'ReadingRefusal', code: reason.kind === 'invalid-options' ? 'invalid-options' : 'unreadable', offset: 3, reason }))
    const sentences = refusals.map(describeError(plain))
    expect(sentences).to.deep.equal([
      'The address is not text, so it cannot be checked',
      'The address is not written the way a web address must be: check character 4',
      'The address is only the end of an address, and there is no full address to read it against',
      'A web browser cannot read the address: check how it is written',
      'The address could not be checked, because this system has no web browser address reader to compare with',
      'The website name is too long to check: it must be 4,096 characters or fewer',
      'The address could not be checked, because the check is set up wrongly: "base" must be the full address of this site, like https://example.com/',
      'The address could not be checked, because the check is set up wrongly: its options must be an object',
    ])
    // The technical words name the parameters: the parse error's code and position, the limit, the option.
    expect(refusals.map(describeError(technical))).to.deep.equal([
      'The input is not a string: a URI reference is a sequence of characters (RFC 3986 section 2), so there is nothing to read.',
      "RFC 3986's grammar refuses the input (invalid-character) at position 4: it is not a URI-reference (section 4.1).",
      'The input is a relative reference, and no base URI was given to resolve it against (RFC 3986 section 5.1).',
      "The runtime's URL parser (the WHATWG URL Standard) refuses the input, so a browser's reading cannot be compared with RFC 3986's.",
      "The runtime has no URL parser, so a browser's reading (the WHATWG URL Standard) cannot be checked: every input is refused.",
      "The host is over 4096 characters with non-ASCII ones or triplets: it is not handed to the runtime's URL parser, whose UTS #46 mapping takes time that grows with the square of its length (no DNS name is that long, RFC 1035 section 2.3.4).",
      'The option "base" must be an absolute URI, as a string (RFC 3986 sections 4.3 and 5.1).',
      'The options must be an object.',
    ])
  })
})
