import { expect } from 'chai'
import * as E from 'fp-ts/lib/Either.js'
import * as fc from 'fast-check'
import { eqScheme, normalizeText, parse, parseIRIReference, parseURI, type UriError } from '../../src/index.ts'
import { describeError, technical } from '../../src/messages/index.ts'
import { inspect } from '../../src/security/index.ts'
import {
  decodeData,
  decodeDataWith,
  eqUrn,
  fileToPath,
  parseData,
  parseFile,
  parseHttp,
  parseMailto,
  parseScheme,
  parseUrn,
  parseWs,
  pathToFile,
  type DataUri,
  type FileUri,
  type Platform,
  type UrnUri,
} from '../../src/schemes/index.ts'
import { removeDotSegments } from '../../src/resolve/remove-dot-segments.ts'
import { oracleAccepts, readAbnf, RFC3986, viablePrefixLength, type Abnf } from '../oracle/abnf.ts'
import { uriLike } from '../generators.ts'

/** The error's technical sentence, as a log would show it. */
const said = (e: UriError): string => describeError(technical)(e)
const ok = <T>(r: E.Either<UriError, T>, what = ''): T => {
  if (E.isLeft(r)) throw new Error(`${what}: ${said(r.left)}`)
  return r.right
}
const failsAt = (r: E.Either<{ code: string; offset: number }, unknown>): readonly [string, number] | null => (E.isLeft(r) ? [r.left.code, r.left.offset] : null)

describe('RFC 9110 section 4.2 (http and https)', () => {
  it('4.2.1: an http URI with an empty host is refused, at the host', () => {
    expect(failsAt(parseHttp('http:///a'))).to.deep.equal(['scheme-violation', 7])
    expect(failsAt(parseHttp('http://:80/'))).to.deep.equal(['scheme-violation', 7])
    expect(failsAt(parseScheme('https://?q'))).to.deep.equal(['scheme-violation', 8])
  })
  it('4.2.1: "http:" without "//" is refused where "//" should be', () => expect(failsAt(parseHttp('http:a/b'))).to.deep.equal(['scheme-violation', 5]))
  it('4.2.1/4.2.2: the default ports, and secure for https', () => {
    expect(ok(parseHttp('http://example.com/')).port).to.equal(80)
    const s = ok(parseScheme('HTTPS://example.com:8443/'))
    expect(s._tag === 'HttpUri' && [s.secure, s.port]).to.deep.equal([true, 8443])
  })
  it('4.2.3: the three equivalent URIs of the section', () => {
    const urls = ['http://example.com:80/~smith/home.html', 'http://EXAMPLE.com/%7Esmith/home.html', 'http://EXAMPLE.com:/%7esmith/home.html']
    for (const u of urls) expect(E.isRight(parseHttp(u)), u).to.equal(true)
    const [a, b, c] = urls.map((u) => ok(parse(u)))
    expect([eqScheme.equals(a, b), eqScheme.equals(b, c), eqScheme.equals(a, c)]).to.deep.equal([true, true, true])
  })
  it('4.2.4: userinfo is read (and reported by inspect), never hidden', () => {
    const h = ok(parseHttp('http://user@example.com/'))
    expect(h.userinfo?.raw).to.equal('user')
    expect(inspect()(h.uri).map((w) => w.code)).to.include('userinfo')
  })
  it('4.2.5: a fragment belongs to the reference', () => expect(ok(parseHttp('http://a/b#c')).fragment?.raw).to.equal('c'))
  it('another scheme is not an http URI', () => expect(failsAt(parseHttp('https://a/'))).to.deep.equal(['scheme-violation', 4]))
})

describe('RFC 6455 section 3 (ws and wss)', () => {
  it('the resource name of "ws://example.com/chat" (section 4.1) and of empty paths', () => {
    expect(ok(parseWs('ws://example.com/chat')).resourceName).to.equal('/chat')
    expect(ok(parseWs('ws://example.com')).resourceName).to.equal('/')
    expect(ok(parseWs('ws://example.com?a=b')).resourceName).to.equal('/?a=b')
    expect(ok(parseWs('ws://example.com/x?')).resourceName).to.equal('/x')
  })
  it('the default ports, and secure for wss', () => {
    expect(ok(parseWs('ws://h/')).port).to.equal(80)
    const s = ok(parseScheme('wss://h/'))
    expect(s._tag === 'WsUri' && [s.secure, s.port]).to.deep.equal([true, 443])
  })
  it('fragment identifiers MUST NOT be used: refused at the "#"', () => {
    const r = parseWs('ws://example.com/chat#frag')
    expect(failsAt(r)).to.deep.equal(['scheme-violation', 21])
    expect(E.isLeft(r) && said(r.left)).to.include('%23')
  })
  it('no userinfo: refused at the "@"', () => expect(failsAt(parseWs('ws://user@example.com/'))).to.deep.equal(['scheme-violation', 9]))
})

/** RFC 6068's examples: the URI and the addresses and header fields it stands for. */
const MAILTO: Readonly<Record<string, readonly (readonly [string, readonly string[], readonly (readonly [string, string])[]])[]>> = {
  '2 (syntax)': [
    ['mailto:addr1@an.example,addr2@an.example', ['addr1@an.example', 'addr2@an.example'], []],
    ['mailto:?to=addr1@an.example,addr2@an.example', [], [['to', 'addr1@an.example,addr2@an.example']]],
    ['mailto:addr1@an.example?to=addr2@an.example', ['addr1@an.example'], [['to', 'addr2@an.example']]],
  ],
  '6.1 (basic examples)': [
    ['mailto:chris@example.com', ['chris@example.com'], []],
    ['mailto:infobot@example.com?subject=current-issue', ['infobot@example.com'], [['subject', 'current-issue']]],
    ['mailto:infobot@example.com?body=send%20current-issue', ['infobot@example.com'], [['body', 'send current-issue']]],
    ['mailto:infobot@example.com?body=send%20current-issue%0D%0Asend%20index', ['infobot@example.com'], [['body', 'send current-issue\r\nsend index']]],
    ['mailto:list@example.org?In-Reply-To=%3C3469A91.D10AF4C@example.com%3E', ['list@example.org'], [['in-reply-to', '<3469A91.D10AF4C@example.com>']]],
    ['mailto:majordomo@example.com?body=subscribe%20bamboo-l', ['majordomo@example.com'], [['body', 'subscribe bamboo-l']]],
    [
      'mailto:joe@example.com?cc=bob@example.com&body=hello',
      ['joe@example.com'],
      [
        ['cc', 'bob@example.com'],
        ['body', 'hello'],
      ],
    ],
  ],
  '6.2 (examples of complicated email addresses)': [
    ['mailto:gorby%25kremvax@example.com', ['gorby%kremvax@example.com'], []],
    ['mailto:unlikely%3Faddress@example.com?blat=foop', ['unlikely?address@example.com'], [['blat', 'foop']]],
    ['mailto:Mike%26family@example.org', ['Mike&family@example.org'], []],
    ['mailto:%22not%40me%22@example.org', ['"not@me"@example.org'], []],
    ['mailto:%22oh%5C%5Cno%22@example.org', ['"oh\\\\no"@example.org'], []],
    ["mailto:%22%5C%5C%5C%22it's%5C%20ugly%5C%5C%5C%22%22@example.org", ['"\\\\\\"it\'s\\ ugly\\\\\\""@example.org'], []],
  ],
  '6.3 (examples using UTF-8-based percent-encoding)': [
    ['mailto:user@example.org?subject=caf%C3%A9', ['user@example.org'], [['subject', 'caf\u00E9']]],
    ['mailto:user@example.org?subject=%3D%3Futf-8%3FQ%3Fcaf%3DC3%3DA9%3F%3D', ['user@example.org'], [['subject', '=?utf-8?Q?caf=C3=A9?=']]],
    ['mailto:user@example.org?subject=%3D%3Fiso-8859-1%3FQ%3Fcaf%3DE9%3F%3D', ['user@example.org'], [['subject', '=?iso-8859-1?Q?caf=E9?=']]],
    [
      'mailto:user@example.org?subject=caf%C3%A9&body=caf%C3%A9',
      ['user@example.org'],
      [
        ['subject', 'caf\u00E9'],
        ['body', 'caf\u00E9'],
      ],
    ],
    [
      'mailto:user@%E7%B4%8D%E8%B1%86.example.org?subject=Test&body=NATTO',
      ['user@\u7D0D\u8C46.example.org'],
      [
        ['subject', 'Test'],
        ['body', 'NATTO'],
      ],
    ],
  ],
}

describe('RFC 6068 (mailto)', () => {
  for (const [section, rows] of Object.entries(MAILTO)) {
    describe(`section ${section}`, () => {
      for (const [uri, to, headers] of rows) {
        it(uri, () => {
          const m = ok(parseMailto(uri), uri)
          expect(m.to.map((a) => a.address)).to.deep.equal(to)
          expect(m.headers.map((h) => [h.name, h.value])).to.deep.equal(headers)
        })
      }
    })
  }
  /** Section 2's equivalent forms ("it is syntactically valid to specify both <to> and an <hfname> whose value is "to""), and the normal form eqScheme compares. */
  const EQUIVALENT: Readonly<Record<string, readonly (readonly [readonly string[], string])[]>> = {
    '2 (to in the path or in "to" fields: one normal form, path first, then each "to" field in order)': [
      [
        [
          'mailto:addr1@an.example,addr2@an.example',
          'mailto:?to=addr1@an.example,addr2@an.example',
          'mailto:addr1@an.example?to=addr2@an.example',
          'mailto:?To=addr1@AN.example&TO=addr2@an.EXAMPLE',
        ],
        'mailto:addr1@an.example,addr2@an.example',
      ],
      [['mailto:a@x?subject=Hi&to=b@y&body=B&to=c@z', 'mailto:?to=a@x&Subject=Hi&to=b@y,c@z&BODY=B'], 'mailto:a@x,b@y,c@z?subject=Hi&body=B'],
      [['mailto:A@X.EXAMPLE?cc=B@Y.EXAMPLE&bcc=C@Z.EXAMPLE', 'mailto:?cc=B@y.example&TO=A@x.example&Bcc=C@z.example'], 'mailto:A@x.example?cc=B@y.example&bcc=C@z.example'],
    ],
  }
  const DIFFERENT: readonly (readonly [string, string])[] = [
    ['mailto:a@x,b@y', 'mailto:b@y,a@x'], // recipients keep their order
    ['mailto:a@x?cc=b@y', 'mailto:a@x,b@y'], // cc is not to
    ['mailto:a@x?cc=b@y', 'mailto:a@x?bcc=b@y'], // nor is bcc cc
    ['mailto:a@x?subject=Hi', 'mailto:a@x?subject=hi'], // hfvalue is case-sensitive
    ['mailto:A@x', 'mailto:a@x'], // so is the local part
  ]
  const schemeEq = (a: string, b: string): boolean => eqScheme.equals(ok(parse(a), a), ok(parse(b), b))
  for (const [section, rows] of Object.entries(EQUIVALENT)) {
    describe(`section ${section}`, () => {
      for (const [forms, normal] of rows) {
        for (const f of forms) {
          it(`${f} ≡ ${normal}`, () => {
            expect(normalizeText(f)).to.deep.equal(E.right(normal))
            expect(schemeEq(f, normal)).to.equal(true)
          })
        }
      }
      for (const [a, b] of DIFFERENT) it(`${a} ≢ ${b}`, () => expect(schemeEq(a, b)).to.equal(false))
    })
  }
  it('law (section 2): every split of the recipients between the path and "to" fields, in any case of names and domains, is eqScheme-equal', () => {
    const address = fc.tuple(fc.constantFrom('a', 'Bo', 'c.d', '%22q%2Cr%22', 'x%2B'), fc.constantFrom('an.example', 'AN.Example', 'b', '%C3%A9.x')).map(([l, d]) => `${l}@${d}`)
    const other = fc.constantFrom('subject=Hi', 'Subject=Hi', 'cc=c@Y', 'body=a%20b', 'In-Reply-To=%3Cx@y%3E')
    let split = 0
    fc.assert(
      fc.property(
        fc.array(address, { minLength: 1, maxLength: 6 }),
        fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 6, maxLength: 6 }),
        fc.array(fc.tuple(other, fc.integer({ min: 0, max: 3 })), { maxLength: 3 }),
        fc.array(fc.constantFrom('to', 'To', 'TO', '%74o'), { minLength: 3, maxLength: 3 }),
        (addrs, groupOf, others, toNames) => {
          // Recipients in order; group 0 is the path, groups 1-3 are "to" fields; other fields between them.
          const groups: string[][] = [[], [], [], []]
          let g = 0
          addrs.forEach((a, i) => {
            g = Math.max(g, groupOf[i])
            groups[g].push(a)
          })
          const fields: string[] = []
          for (let k = 1; k <= 3; k++) {
            for (const [o, at] of others) if (at === k) fields.push(o)
            if (groups[k].length > 0) fields.push(`${toNames[k - 1]}=${groups[k].join(',')}`)
          }
          for (const [o, at] of others) if (at === 0) fields.push(o)
          const uri = `mailto:${groups[0].join(',')}${fields.length === 0 ? '' : `?${fields.join('&')}`}`
          const allInPath = `mailto:${addrs.join(',')}${others.length === 0 ? '' : `?${[1, 2, 3, 0].flatMap((k) => others.filter(([, at]) => at === k).map(([o]) => o)).join('&')}`}`
          if (groups[0].length < addrs.length) split++
          return schemeEq(uri, allInPath) && E.isRight(parseMailto(ok(normalizeText(uri), uri)))
        },
      ),
      { numRuns: 2_000, seed: 71 },
    )
    expect(split).to.be.above(1_000)
  })
  it('section 6.1: the example marked WRONG! is refused at its second "?"', () => {
    const r = parseMailto('mailto:joe@example.com?cc=bob@example.com?body=hello')
    expect(failsAt(r)).to.deep.equal(['scheme-violation', 41])
  })
  it('an address without "@" is refused where its "@" should be', () => expect(failsAt(parseMailto('mailto:a,b@c'))).to.deep.equal(['scheme-violation', 8]))
  it('octets that are not UTF-8 are refused where they begin', () => expect(failsAt(parseMailto('mailto:a@b?subject=%FF'))).to.deep.equal(['scheme-violation', 19]))
  it('section 7: inspect warns of header fields and encoded line breaks (header injection)', () => {
    const codes = inspect()(ok(parse('mailto:a@b.example?bcc=c@d.example&subject=x%0D%0ABcc:%20e@f.example'))).map((w) => w.code)
    expect(codes).to.include('mailto-header')
    expect(codes).to.include('encoded-line-break')
  })
  it('section 7: inspect warns of encoded U+2028, U+2029 and U+0085 in a header field, as of %0D%0A, at the triplets', () => {
    const ws = inspect()(ok(parse('mailto:a@b?subject=%E2%80%A8Bcc:e@x'))).filter((w) => w.code === 'encoded-line-break')
    expect(ws.map((w) => [w.section, w.span.start, w.span.end])).to.deep.equal([['RFC 6068 7', 19, 28]])
    expect(describeError(technical)(ws[0])).to.include('a LINE SEPARATOR (U+2028), %E2%80%A8, which')
  })
  it('law (section 7): every Unicode line break, encoded in any case or (in an IRI) as itself, in any field name or value, is warned of where it stands', () => {
    let checked = 0
    fc.assert(
      fc.property(
        fc.constantFrom('%E2%80%A8', '%e2%80%a9', '%E2%80%a9', '%C2%85', '%c2%85', '\u2028', '\u2029'),
        fc.constantFrom('subject', 'body', 'x-y', 'to'),
        fc.boolean(),
        fc.constantFrom('', 'a', 'Bcc:%20e@x'),
        (brk, name, inName, tail) => {
          const field = inName ? `${name}${brk}=${tail}` : `${name}=${tail}${brk}${tail}`
          const s = `mailto:a@b.example?subject=ok&${field}`
          const r = /[^\x00-\x7f]/.test(s) ? parseIRIReference(s) : parse(s)
          if (E.isLeft(r)) return false
          checked++
          const start = s.indexOf(brk)
          return inspect()(r.right).some((w) => w.code === 'encoded-line-break' && w.span.start === start && w.span.end === start + brk.length)
        },
      ),
      { numRuns: 500, seed: 72 },
    )
    expect(checked).to.equal(500)
  })
})

/** RFC 8141's examples, by section. */
describe('RFC 8141 (urn)', () => {
  const urn = (s: string): UrnUri => ok(parseUrn(s), s)
  it('section 2: the parts of each example', () => {
    expect(urn('urn:example:foo-bar-baz-qux?+CCResolve:cc=uk').rComponent?.raw).to.equal('CCResolve:cc=uk')
    expect(urn('urn:example:weather?=op=map&lat=39.56').qComponent?.raw).to.equal('op=map&lat=39.56')
    expect(urn('urn:example:foo-bar-baz-qux#somepart').fComponent?.raw).to.equal('somepart')
    expect(urn('urn:example:1/406/47452/2').nss.raw).to.equal('1/406/47452/2')
    expect(urn('urn:example:apple:pear:plum:cherry').nss.raw).to.equal('apple:pear:plum:cherry')
  })
  /** Section 2.3: [URN, r-component, q-component, f-component]. */
  const OPTIONAL: Readonly<Record<string, readonly (readonly [string, string | null, string | null, string | null])[]>> = {
    '2.3.1 (the r-component ends with "?=" or "#")': [
      ['urn:example:foo-bar-baz-qux?+CCResolve:cc=uk?=op=map#somepart', 'CCResolve:cc=uk', 'op=map', 'somepart'],
      ['urn:example:foo-bar-baz-qux?+CCResolve:cc=uk#somepart', 'CCResolve:cc=uk', null, 'somepart'],
      ['urn:example:a?+b?c??=d', 'b?c?', 'd', null],
      ['urn:example:a?+b?+c=?/', 'b?+c=?/', null, null],
    ],
    '2.3.2 (the q-component ends only with "#"; "/" and "?" are data in it)': [
      ['urn:example:weather?=op=map&lat=39.56?=x?+y/z#f?=g', null, 'op=map&lat=39.56?=x?+y/z', 'f?=g'],
      ['urn:example:a?=?', null, null, null],
    ],
    '2.3.3 (the f-component is a fragment, to the end)': [['urn:example:foo-bar-baz-qux#somepart?+x?=y', null, null, 'somepart?+x?=y']],
  }
  for (const [section, rows] of Object.entries(OPTIONAL)) {
    describe(`section ${section}`, () => {
      for (const [u, r, q, f] of rows) {
        if (r === null && q === null && f === null) it(`refuses ${u}`, () => expect(E.isLeft(parseUrn(u))).to.equal(true))
        else it(`${u}: r ${r}, q ${q}, f ${f}`, () => expect([urn(u).rComponent?.raw ?? null, urn(u).qComponent?.raw ?? null, urn(u).fComponent?.raw ?? null]).to.deep.equal([r, q, f]))
      }
    })
  }
  const same = (a: string, b: string): boolean => eqUrn.equals(urn(a), urn(b))
  it('section 3.2: equivalent to urn:example:a123,z456', () => {
    for (const u of ['urn:example:a123,z456', 'URN:example:a123,z456', 'urn:EXAMPLE:a123,z456', 'urn:example:a123,z456?+abc', 'urn:example:a123,z456?=xyz', 'urn:example:a123,z456#789'])
      expect(same('urn:example:a123,z456', u), u).to.equal(true)
  })
  it('section 3.2: not equivalent to urn:example:a123,z456', () => {
    for (const u of [
      'urn:example:a123,z456/foo',
      'urn:example:a123,z456/bar',
      'urn:example:a123,z456/baz',
      'urn:example:a123%2Cz456',
      'urn:example:A123,z456',
      'urn:example:a123,Z456',
      'urn:example:%D0%B0123,z456',
    ])
      expect(same('urn:example:a123,z456', u), u).to.equal(false)
  })
  it('section 3.1: percent-encoding case is normalized', () => expect(same('urn:example:%d0%b0', 'urn:example:%D0%B0')).to.equal(true))
  it('urn:uuid (RFC 9562): case-insensitive, and checked', () => {
    expect(same('urn:uuid:F81D4FAE-7DEC-11D0-A765-00A0C91E6BF6', 'urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6')).to.equal(true)
    expect(failsAt(parseUrn('urn:uuid:not-a-uuid'))).to.deep.equal(['scheme-violation', 9])
  })
  const refused: readonly (readonly [string, number])[] = [
    ['urn:a:b', 5], // NID of one character
    ['urn:ab-:x', 7], // NID ending in "-"
    ['urn:' + 'a'.repeat(33) + ':x', 36], // NID longer than 32
    ['urn:ex:x?y', 9], // "?" neither "?+" nor "?="
    ['urn:ex:', 7], // empty NSS
    ['urn:ex:/a', 7], // NSS beginning with "/"
    ['urn:ex:a?+b?=', 13], // 2.3.1: "?=" ends the r-component and begins an empty q-component
    ['urn:ex:a?+?=b', 10], // an r-component begins with a pchar
  ]
  for (const [u, offset] of refused) it(`refuses ${u} at ${offset}`, () => expect(failsAt(parseUrn(u))).to.deep.equal(['scheme-violation', offset]))
})

describe('RFC 8089 (file)', () => {
  const file = (s: string): FileUri => ok(parseFile(s), s)
  const FORMS: readonly (readonly [string, string, FileUri['form'], string | null, string | null, string])[] = [
    // section, URI, form, host, drive, path
    ['2 (local files)', 'file:///path/to/file', 'standard', null, null, '/path/to/file'],
    ['2 (local files)', 'file:/path/to/file', 'standard', null, null, '/path/to/file'],
    ['2 (non-local files)', 'file://host.example.com/path/to/file', 'standard', 'host.example.com', null, '/path/to/file'],
    ['2 ("localhost")', 'file://localhost/path/to/file', 'standard', null, null, '/path/to/file'],
    ['E.1 (user information)', 'file://user@host.example.com/x', 'userinfo', 'host.example.com', null, '/x'],
    ['E.2 (drive letters)', 'file:c:/path/to/file', 'drive-letter', null, 'c', '/path/to/file'],
    ['E.2 (drive letters)', 'file:///c:/path/to/file', 'drive-letter', null, 'c', '/path/to/file'],
    ['E.3.1 (UNC, URI authority)', 'file://host.example.com/Share/path/to/file.txt', 'standard', 'host.example.com', null, '/Share/path/to/file.txt'],
    ['E.3.2 (UNC in the path)', 'file:////host.example.com/path/to/file', 'unc', 'host.example.com', null, '/path/to/file'],
    ['E.3.2 (UNC in the path)', 'file://///host.example.com/path/to/file', 'unc', 'host.example.com', null, '/path/to/file'],
  ]
  for (const [section, uri, form, host, drive, path] of FORMS) {
    it(`section ${section}: ${uri}`, () => {
      const f = file(uri)
      expect([f.form, f.host?.raw ?? null, f.drive, f.path.raw]).to.deep.equal([form, host, drive, path])
    })
  }
  it('section E.2.2: "|" for ":" is not a URI (RFC 3986 has no "|"): refused at the "|"', () => {
    for (const u of ['file:///c|/path/to/file', 'file:/c|/path/to/file', 'file:c|/path/to/file']) expect(failsAt(parseFile(u))?.[1], u).to.equal(u.indexOf('|'))
  })
  it('section E.2: resolving against a drive-letter base (the two examples)', async () => {
    const { resolve } = await import('../../src/index.ts')
    const r = (b: string, ref: string) => resolve(ok(parseURI(b)))(ok(parse(ref)))
    const { serialize } = await import('../../src/index.ts')
    expect(serialize(r('file:///c:/path/to/file.txt', '/some/other/thing.bmp'))).to.equal('file:///some/other/thing.bmp')
    expect(serialize(r('file:///c:/foo.txt', '/c:/bar.txt'))).to.equal('file:///c:/bar.txt')
  })
  it('refuses a relative path and a port', () => {
    expect(failsAt(parseFile('file:a/b'))).to.deep.equal(['scheme-violation', 6])
    // "h:80" could still be a userinfo until the "/" (Appendix E.1), so the error stands there and names the port.
    const port = parseFile('file://h:80/a')
    expect(failsAt(port)).to.deep.equal(['scheme-violation', 11])
    expect(E.isLeft(port) && said(port.left)).to.include('never a port')
  })
  it("fileToPath: POSIX and Windows (Appendix E.3.1's UNC string)", () => {
    expect(fileToPath('posix')(file('file:///tmp/a%20b.txt'))).to.deep.equal(E.right('/tmp/a b.txt'))
    expect(fileToPath('windows')(file('file:///c:/path/to/file.txt'))).to.deep.equal(E.right('c:\\path\\to\\file.txt'))
    expect(fileToPath('windows')(file('file://host.example.com/Share/path/to/file.txt'))).to.deep.equal(E.right('\\\\host.example.com\\Share\\path\\to\\file.txt'))
    expect(E.isLeft(fileToPath('posix')(file('file://host.example.com/a')))).to.equal(true)
    expect(E.isLeft(fileToPath('posix')(file('file:///a%2Fb')))).to.equal(true)
    expect(E.isLeft(fileToPath('windows')(file('file:///c:/a%5Cb')))).to.equal(true)
    expect(E.isLeft(fileToPath('posix')(file('file:///a%00')))).to.equal(true)
  })
  it('pathToFile: POSIX, Windows drives and UNC; relative paths refused', () => {
    expect(E.map((f: FileUri) => f.uri.path.raw)(pathToFile('posix')('/tmp/a b#c.txt'))).to.deep.equal(E.right('/tmp/a%20b%23c.txt'))
    expect(E.map((f: FileUri) => [f.drive, f.path.raw])(pathToFile('windows')('C:\\Users\\me\\r\u00E9sum\u00E9.txt'))).to.deep.equal(E.right(['C', '/Users/me/r%C3%A9sum%C3%A9.txt']))
    expect(E.map((f: FileUri) => [f.host?.raw, f.path.raw])(pathToFile('windows')('\\\\server\\share\\x.txt'))).to.deep.equal(E.right(['server', '/share/x.txt']))
    expect(E.isLeft(pathToFile('posix')('tmp/x'))).to.equal(true)
    expect(E.isLeft(pathToFile('windows')('x\\y'))).to.equal(true)
  })
  it('a POSIX path round-trips through its file URI', () => {
    let n = 0
    fc.assert(
      // Dot segments are removed by fileToPath (5.2.4); see the hostile paths below.
      fc.property(
        fc.array(
          fc.string({ unit: 'grapheme', minLength: 1, maxLength: 5 }).filter((s) => !s.includes('/') && !s.includes('\0') && s !== '.' && s !== '..'),
          { minLength: 1, maxLength: 4 },
        ),
        (segs) => {
          const p = '/' + segs.join('/')
          n++
          expect(E.chain(fileToPath('posix'))(pathToFile('posix')(p))).to.deep.equal(E.right(p))
        },
      ),
      { numRuns: 3_000, seed: 8089 },
    )
    expect(n).to.equal(3_000)
  })
})

describe('RFC 8089 (file): Win32 namespaces and hostile paths', () => {
  const file = (s: string): FileUri => ok(parseFile(s), s)
  const uriOf = (r: E.Either<unknown, FileUri>): E.Either<string, string> =>
    E.isLeft(r) ? E.left('Left') : E.right(r.right.uri.scheme.raw + ':' + (r.right.uri.authority === null ? '' : '//' + r.right.uri.authority.host.raw) + r.right.uri.path.raw)
  /** [Windows path, file URI or null (refused), the plain Win32 path fileToPath gives back]. */
  const NAMESPACES: Readonly<Record<string, readonly (readonly [string, string | null, string | null])[]>> = {
    'E.2 and E.3 with Win32\'s "\\\\?\\" prefix (read as written, then as Windows reads it)': [
      ['\\\\?\\C:\\dir\\f.txt', 'file:///C:/dir/f.txt', 'C:\\dir\\f.txt'],
      ['\\\\?\\UNC\\server\\share\\x', 'file://server/share/x', '\\\\server\\share\\x'],
      ['\\\\?\\unc\\server\\share\\x', 'file://server/share/x', '\\\\server\\share\\x'],
      ['\\\\?\\C:\\a/b', null, null],
      ['\\\\?\\C:\\a\\..\\b', null, null],
    ],
    'no file URI: devices, volumes, NT paths': [
      ['\\\\.\\C:\\x', null, null],
      ['\\\\.\\PhysicalDrive0', null, null],
      ['//./pipe/x', null, null],
      ['//?/C:/x', null, null],
      ['\\\\?\\Volume{b75e2c83-0000-0000-0000-602f00000000}\\x', null, null],
      ['\\\\?\\GLOBALROOT\\Device\\HarddiskVolume1\\x', null, null],
      ['\\??\\C:\\x', null, null],
      ['\\\\?\\UNC\\server', null, null],
    ],
    'E.3.1 (a UNC server is a reg-name: "@" and ":" never become user information or a port)': [
      ['\\\\evil@SSL\\x', 'file://evil%40SSL/x', '\\\\evil@SSL\\x'],
      ['\\\\h:80\\s\\x', 'file://h%3A80/s/x', '\\\\h:80\\s\\x'],
    ],
  }
  for (const [section, rows] of Object.entries(NAMESPACES)) {
    describe(`pathToFile('windows'), ${section}`, () => {
      for (const [path, uri, back] of rows) {
        it(`${path} → ${uri ?? 'Left'}`, () => {
          const r = pathToFile('windows')(path)
          expect(uriOf(r)).to.deep.equal(uri === null ? E.left('Left') : E.right(uri))
          if (E.isRight(r)) {
            expect(r.right.uri.authority?.userinfo ?? null).to.equal(null)
            expect(fileToPath('windows')(r.right)).to.deep.equal(E.right(back))
          } else expect(said(r.left)).to.match(/Win32|UNC|drive/)
        })
      }
    })
  }
  /** [URI, platform, path or null (refused)]. */
  const TO_PATH: readonly (readonly [string, Platform, string | null])[] = [
    ['file://./c:/x', 'windows', null], // "\\.\c:\x" would be a device path: the drive is never dropped
    ['file://server/c:/x', 'windows', null], // a UNC path has no drive letter
    ['file://./x', 'windows', null],
    ['file://%3F/x', 'windows', null],
    ['file://s/', 'windows', null], // a UNC path needs a share
    ['file://s/../x', 'windows', null],
    ['file://s/share/../../x', 'windows', '\\\\s\\share\\x'], // the share is the root
    ['file:///c:/a/.%20./x', 'windows', null], // Win32 trims ". ." to a dot segment
    ['file:///c:/a/%2e%2E/b', 'windows', 'c:\\b'],
    ['file:///srv/%2e%2e/%2E%2E/etc/passwd', 'posix', '/etc/passwd'], // 5.2.4 on the decoded segments, as Node's fileURLToPath
    ['file:///a/b/..', 'posix', '/a/'],
    ['file:///a/./b/%2E', 'posix', '/a/b/'],
  ]
  describe('fileToPath: a drive is never dropped, no dot segment is ever given', () => {
    for (const [uri, platform, path] of TO_PATH)
      it(`${platform}: ${uri} → ${path ?? 'Left'}`, () => {
        const r = fileToPath(platform)(file(uri))
        if (path === null) expect(E.isLeft(r) && r.left.code).to.equal('scheme-violation')
        else expect(r).to.deep.equal(E.right(path))
      })
  })

  const dotty = fc.constantFrom('a', 'b.c', '.', '..', '%2e', '%2E', '%2e%2e', '%2E%2e', '.%2e', '%2e.', '...', '.a', 'a%20b', '', '%2F', '%00')
  it("law (hostile POSIX paths): fileToPath gives what Node's fileURLToPath gives, or a Left where it throws", async () => {
    const { fileURLToPath } = await import('node:url')
    let given = 0
    fc.assert(
      // A first empty segment would make "file:////…", a UNC form (E.3.2).
      fc.property(
        fc.array(dotty, { minLength: 1, maxLength: 7 }).filter((segs) => segs[0] !== ''),
        (segs) => {
          const uri = 'file:///' + segs.join('/')
          const r = fileToPath('posix')(file(uri))
          let node: string | null
          try {
            node = fileURLToPath(uri)
          } catch {
            node = null
          }
          // fileToPath refuses an encoded "/" or NUL in any segment, even one a later ".." removes; Node gives a NUL through.
          if (node === null || /%2F|%00/i.test(uri)) return E.isLeft(r)
          given++
          // Node 20's URL parser leaves "/a/.a/.." as it is (a segment beginning with "." before a ".."): there, 5.2.4 on the decoded dots is the reference.
          const dotted = node.split('/').some((s) => s === '.' || s === '..')
          const want = dotted ? decodeURIComponent(removeDotSegments(('/' + segs.join('/')).replace(/%2e/gi, '.'))) : node
          return E.isRight(r) && r.right === want && !r.right.split('/').some((s) => s === '.' || s === '..')
        },
      ),
      { numRuns: 3_000, seed: 8090 },
    )
    expect(given).to.be.above(1_500)
  })
  it("law (hostile Windows paths): the same as Node's fileURLToPath({ windows: true }) for drive paths, and a UNC path keeps its share", async () => {
    const { fileURLToPath } = await import('node:url')
    let given = 0
    fc.assert(
      // "file:///c://a" has no drive letter in RFC 8089's grammar (file-absolute needs a path-absolute after it), so the first segment is never empty.
      fc.property(
        fc
          .array(
            dotty.filter((s) => s !== '...' && s !== '%00'),
            { minLength: 1, maxLength: 6 },
          )
          .filter((segs) => segs[0] !== ''),
        fc.boolean(),
        (segs, unc) => {
          const uri = unc ? 'file://srv/share/' + segs.join('/') : 'file:///c:/' + segs.join('/')
          const r = fileToPath('windows')(file(uri))
          if (unc) return E.isLeft(r) || (r.right.startsWith('\\\\srv\\share') && !r.right.split('\\').some((s) => s === '.' || s === '..') && ++given > 0)
          let node: string | null
          try {
            node = fileURLToPath(uri, { windows: true } as never)
          } catch {
            node = null
          }
          if (node === null || /%2F|%5C|%00/i.test(uri)) return E.isLeft(r)
          given++
          return E.isRight(r) && r.right === node
        },
      ),
      { numRuns: 3_000, seed: 8091 },
    )
    expect(given).to.be.above(1_500)
  })
  it('law (hostile UNC servers and namespace prefixes): no user information, no port, no namespace path back; a Right gives its path back', () => {
    const serverChar = fc.constantFrom('a', 'S', '@', ':', '%', '.', '?', '#', '[', ']', '\u00E9', ' ', '-')
    const prefix = fc.constantFrom('\\\\', '\\\\', '//', '\\\\?\\', '\\\\?\\UNC\\', '\\\\.\\', '//?/', '//./', '\\??\\', '\\\\?\\unc\\')
    let right = 0
    fc.assert(
      fc.property(prefix, fc.array(serverChar, { minLength: 1, maxLength: 6 }), fc.constantFrom('\\share\\x', '\\s', '/s/x', '\\C:\\x', ':\\x'), (pre, server, rest) => {
        const path = pre + server.join('') + rest
        const r = pathToFile('windows')(path)
        if (E.isLeft(r)) return r.left.code === 'scheme-violation'
        const a = r.right.uri.authority
        if (a !== null && (a.userinfo !== null || a.port !== null)) return false
        const back = fileToPath('windows')(r.right)
        if (E.isLeft(back)) return true
        right++
        return !/^[\\/]{2}[?.][\\/]/.test(back.right) && E.isRight(E.chain(fileToPath('windows'))(pathToFile('windows')(back.right)))
      }),
      { numRuns: 3_000, seed: 8092 },
    )
    expect(right).to.be.above(500)
  })
})

describe('RFC 2397 (data)', () => {
  const bytes = (s: string): string => Buffer.from(ok(E.chain(decodeData)(parseData(s)), s)).toString('latin1')
  it('section 4: data:,A%20brief%20note is "A brief note" in text/plain, US-ASCII', () => {
    const d = ok(parseData('data:,A%20brief%20note'))
    expect([d.mediaType, d.charset, bytes('data:,A%20brief%20note')]).to.deep.equal(['text/plain', 'US-ASCII', 'A brief note'])
  })
  it('section 4: the GIF image, decoded from base64 (a GIF87a header)', () => {
    const gif =
      'data:image/gif;base64,R0lGODdhMAAwAPAAAAAAAP///ywAAAAAMAAwAAAC8IyPqcvt3wCcDkiLc7C0qwyGHhSWpjQu5yqmCYsapyuvUUlvONmOZtfzgFzByTB10QgxOR0TqBQejhRNzOfkVJ+5YiUqrXF5Y5lKh/DeuNcP5yLWGsEbtLiOSpa/TPg7JpJHxyendzWTBfX0cxOnKPjgBzi4diinWGdkF8kjdfnycQZXZeYGejmJlZeGl9i2icVqaNVailT6F5iJ90m6mvuTS4OK05M0vDk0Q4XUtwvKOzrcd3iq9uisF81M1OIcR7lEewwcLp7tuNNkM3uNna3F2JQFo97Vriy/Xl4/f1cf5VWzXyym7PHhhx4dbgYKAAA7'
    const d = ok(parseData(gif))
    expect([d.mediaType, d.base64]).to.deep.equal(['image/gif', true])
    const out = bytes(gif)
    expect(out.slice(0, 6)).to.equal('GIF87a')
    expect(out.length).to.equal(273)
  })
  it('section 4: the charset example "%be%fg%be" is not a URI: "%fg" is no triplet (RFC 3986 section 2.1)', () => {
    expect(failsAt(parseData('data:text/plain;charset=iso-8859-7,%be%fg%be'))).to.deep.equal(['bad-percent-encoding', 40])
    const d = ok(parseData('data:text/plain;charset=iso-8859-7,%be%e3%be'))
    expect([d.charset, bytes('data:text/plain;charset=iso-8859-7,%be%e3%be')]).to.deep.equal(['iso-8859-7', '\u00BE\u00E3\u00BE'])
  })
  it('section 4: the vnd-xxx-query example', () => {
    const d = ok(parseData('data:application/vnd-xxx-query,select_vcount,fcol_from_fieldtable/local'))
    expect([d.mediaType, d.data.raw]).to.deep.equal(['application/vnd-xxx-query', 'select_vcount,fcol_from_fieldtable/local'])
  })
  it('section 3: ";base64" is a flag, "base64=" a parameter; a missing "," is refused', () => {
    expect(ok(parseData('data:;base64,QQ==')).base64).to.equal(true)
    expect(ok(parseData('data:text/plain;base64=x,A')).base64).to.equal(false)
    expect(failsAt(parseData('data:text/plain'))).to.deep.equal(['scheme-violation', 15])
    expect(failsAt(parseData('data:text/plain;charset,A'))).to.deep.equal(['scheme-violation', 23])
  })
  it('base64 errors point into the URI', () => {
    expect(E.mapLeft((e: { offset: number }) => e.offset)(E.chain(decodeData)(parseData('data:;base64,QQ=A')))).to.deep.equal(E.left(15))
    expect(E.mapLeft((e: { offset: number }) => e.offset)(E.chain(decodeData)(parseData('data:;base64,QQ')))).to.deep.equal(E.left(15))
  })

  /** RFC 2397 section 3 with RFC 2045 section 5.1: type, subtype and attribute are tokens once decoded. [URI, offset of the refusal or null, media type]. */
  const TOKENS: Readonly<Record<string, readonly (readonly [string, number | null, string])[]>> = {
    '3 (a token holds no space, control, octet above US-ASCII or tspecial, percent-encoded or not)': [
      ['data:text/plain%20,X', 17, ''],
      ['data:text%2Fplain/x,X', 11, ''],
      ['data:te%78t/pl%41in,X', null, 'text/plain'],
      ['data:a/b%C3%A9,X', 9, ''],
      ['data:a/b%7f,X', 10, ''],
      ['data:a/b%00,X', 9, ''],
      ['data:a/b;ch%3Dx=y,X', 13, ''],
      ['data:a/b%7E%21%5E,X', null, 'a/b~!^'],
    ],
    '3 (a value may hold escaped tspecials: "use the URL Escaped encoding instead of quoted string")': [['data:a/b;name=%22x%20y%3B%22,X', null, 'a/b']],
  }
  for (const [section, rows] of Object.entries(TOKENS)) {
    describe(`section ${section}`, () => {
      for (const [uri, offset, type] of rows) {
        if (offset === null) it(`${uri}: ${type}`, () => expect(ok(parseData(uri), uri).mediaType).to.equal(type))
        else
          it(`${uri}: refused at ${offset}`, () => {
            const r = parseData(uri)
            expect(failsAt(r)).to.deep.equal(['scheme-violation', offset])
            expect(E.isLeft(r) && said(r.left)).to.include('RFC 2045 section 5.1')
          })
      }
    })
  }
  it('law (section 3): a triplet in a type, subtype or attribute is accepted exactly when it decodes to a token character, and refused at the hex digit that rules it out', () => {
    const TSPECIALS = '()<>@,;:\\"/[]?='
    const isTokenOctet = (b: number): boolean => b > 0x20 && b < 0x7f && !TSPECIALS.includes(String.fromCharCode(b))
    let refused = 0
    let accepted = 0
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 255 }), fc.boolean(), fc.integer({ min: 0, max: 2 }), (b, lower, where) => {
        const hex = b.toString(16).padStart(2, '0')
        const t = `%${lower ? hex : hex.toUpperCase()}`
        const [head, tail] = [
          ['data:', 'x/y,Z'],
          ['data:x/', ',Z'],
          ['data:x/y;', '=v,Z'],
        ][where]
        const uri = `${head}a${t}${tail}`
        const r = parseData(uri)
        if (isTokenOctet(b)) return ++accepted > 0 && E.isRight(r)
        refused++
        const at = head.length + 1 + (b >> 4 >= 2 && b >> 4 <= 7 ? 2 : 1)
        return E.isLeft(r) && r.left.code === 'scheme-violation' && r.left.offset === at
      }),
      { numRuns: 2_000, seed: 73 },
    )
    expect([accepted > 300, refused > 300]).to.deep.equal([true, true])
  })

  describe('forgiving base64 (WHATWG Infra), on request; decodeData stays RFC 4648 section 4', () => {
    const forgiving = decodeDataWith({ base64: 'forgiving' })
    const text = (s: string) => E.map((o: Uint8Array) => Buffer.from(o).toString('latin1'))(E.chain(forgiving)(parseData(s)))
    const ROWS: readonly (readonly [string, E.Either<number, string>])[] = [
      ['data:;base64,SGVsbG8', E.right('Hello')],
      ['data:;base64,SGVs%20bG8=', E.right('Hello')],
      ['data:;base64,%20SG%0AVs%09bG8%0C%0D', E.right('Hello')],
      ['data:;base64,QQ', E.right('A')],
      ['data:;base64,QQ==', E.right('A')],
      ['data:;base64,QQ=', E.left(15)],
      ['data:;base64,QQ=A', E.left(15)],
      ['data:;base64,QUI%3D', E.right('AB')],
      ['data:;base64,QUJD%3D', E.left(17)],
      ['data:;base64,Q', E.left(14)],
      ['data:;base64,QQ%C3%A9', E.left(15)],
      ['data:,QQ', E.right('QQ')],
    ]
    for (const [uri, want] of ROWS) it(`${uri} → ${JSON.stringify(want)}`, () => expect(E.mapLeft((e: { offset: number }) => e.offset)(text(uri))).to.deep.equal(want))
    it('strict stays the default, and bad options are Lefts', () => {
      expect(E.isLeft(E.chain(decodeData)(parseData('data:;base64,SGVsbG8')))).to.equal(true)
      expect(E.isLeft(E.chain(decodeDataWith({ base64: 'strict' }))(parseData('data:;base64,SGVsbG8')))).to.equal(true)
      expect(E.isLeft(E.chain(decodeDataWith())(parseData('data:;base64,SGVsbG8')))).to.equal(true)
      const bad = decodeDataWith({ base64: 'lenient' } as never)(ok(parseData('data:,A')))
      expect(E.isLeft(bad) && bad.left.code).to.equal('invalid-options')
      expect(E.isLeft(forgiving(null as never))).to.equal(true)
    })
    it("law: the same bytes, or a refusal, as fetch of the same data: URL (Node's fetch, the Fetch standard)", async () => {
      let decoded = 0
      let failed = 0
      await fc.assert(
        fc.asyncProperty(fc.array(fc.constantFrom('A', 'b', '9', '+', '/', '=', '%20', '%0A', '%09', '%3D', '%2B', 'Q', '%C3%A9', '-'), { maxLength: 12 }), async (pieces) => {
          const uri = `data:;base64,${pieces.join('')}`
          const ours = E.chain(forgiving)(parseData(uri))
          const theirs = await fetch(uri).then(
            async (r) => new Uint8Array(await r.arrayBuffer()),
            () => null,
          )
          if (theirs === null) return ++failed > 0 && E.isLeft(ours)
          decoded++
          return E.isRight(ours) && Buffer.from(ours.right).equals(Buffer.from(theirs))
        }),
        { numRuns: 600, seed: 74 },
      )
      expect([decoded > 100, failed > 100]).to.deep.equal([true, true])
    })
  })
})

describe('parseScheme', () => {
  it('an unknown scheme gets the generic tree', () => expect(parseScheme('gopher://a/b')).to.deep.equal(parseURI('gopher://a/b')))
  it('generic errors come first', () => expect(failsAt(parseScheme('http://a b'))).to.deep.equal(['invalid-character', 8]))
  it('never throws on a non-string', () => expect(E.isLeft(parseScheme(1 as unknown as string))).to.equal(true))
  it('fileToPath, pathToFile and decodeData never throw: a value that is not their tree, or a platform that is not one, is a Left', () => {
    const file = (parseFile('file:///a/b') as E.Right<FileUri>).right
    const data = (parseData('data:,A') as E.Right<DataUri>).right
    let values = 0
    fc.assert(
      fc.property(fc.anything(), (v) => {
        values++
        for (const platform of ['posix', 'windows'] as const) {
          expect(E.isLeft(fileToPath(platform)(v as FileUri))).to.equal(true)
          if (typeof v !== 'string') expect(E.isLeft(pathToFile(platform)(v as string))).to.equal(true)
        }
        expect(E.isLeft(decodeData(v as DataUri))).to.equal(true)
        if (v !== 'posix' && v !== 'windows') {
          const bad = fileToPath(v as Platform)(file)
          expect(E.isLeft(bad) && bad.left.code).to.equal('invalid-options')
          expect(E.isLeft(pathToFile(v as Platform)('/a'))).to.equal(true)
        }
      }),
      { numRuns: 1_000, seed: 8089 },
    )
    expect(values).to.equal(1_000)
    for (const v of [null, undefined, {}, { _tag: 'FileUri' }, { ...file, path: null }, { ...file, uri: {} }]) expect(E.isLeft(fileToPath('posix')(v as unknown as FileUri))).to.equal(true)
    for (const v of [null, undefined, {}, { _tag: 'DataUri' }, { ...data, data: null }, { ...data, uri: null }]) expect(E.isLeft(decodeData(v as unknown as DataUri))).to.equal(true)
    // The trees themselves still convert.
    expect(fileToPath('posix')(file)).to.deep.equal(E.right('/a/b'))
    expect(E.map((o: Uint8Array) => Array.from(o))(decodeData(data))).to.deep.equal(E.right([0x41]))
  })
})

/**
 * The scheme rules at the level of URI characters, for the oracle: http, ws
 * and urn as their RFCs write them (urn's r-component with section 2.3.1's
 * prose written in ABNF: it ends at "?=", so no "?" in it is followed by "="); file as RFC 8089 Appendix F collects it;
 * data with RFC 2045's token written in URI characters, a triplet only of a
 * token character (a token is read decoded; a value may hold escaped
 * tspecials) (RFC 2397 section 3:
 * "URL escaped as necessary"); mailto as RFC 6068 section 2 writes it, an
 * address being a run of the characters a URI may hold in one (its addr-spec
 * is read decoded, by ADDR_SPEC below).
 */
const SCHEMES: Abnf = new Map([
  ...RFC3986,
  ...readAbnf(`
http-URI = "http" "://" authority path-abempty [ "?" query ] [ "#" fragment ]
ws-URI = "ws:" "//" host [ ":" port ] path-abempty [ "?" query ]
namestring    = assigned-name [ rq-components ] [ "#" f-component ]
assigned-name = "urn" ":" NID ":" NSS
NID           = (alphanum) 0*30(ldh) (alphanum)
ldh           = alphanum / "-"
alphanum      = ALPHA / DIGIT
NSS           = pchar *(pchar / "/")
rq-components = [ "?+" r-component ] [ "?=" q-component ]
r-component   = pchar *( pchar / "/" / 1*"?" r-no-eq ) *"?"
r-no-eq       = unreserved / pct-encoded / "!" / "$" / "&" / "'" / "(" / ")" / "*" / "+" / "," / ";" / ":" / "@" / "/"
q-component   = pchar *( pchar / "/" / "?" )
f-component   = fragment
file-URI       = file-scheme ":" file-hier-part
file-scheme    = "file"
file-hier-part = ( "//" auth-path ) / local-path
auth-path      = [ file-auth ] path-absolute / [ file-auth ] file-absolute / unc-authority path-absolute
local-path     = [ drive-letter ] path-absolute / file-absolute
file-auth      = "localhost" / [ userinfo "@" ] host
unc-authority  = 2*3"/" file-host
file-host      = inline-IP / IPv4address / reg-name
inline-IP      = "%5B" ( IPv6address / IPvFuture ) "%5D"
file-absolute  = "/" drive-letter path-absolute
drive-letter   = ALPHA ":" / ALPHA "|"
dataurl    = "data:" mediatype [ ";base64" ] "," data [ "#" fragment ]
mediatype  = [ token "/" token ] *( ";" parameter )
parameter  = token "=" value
token      = 1*( unreserved / token-pct / "!" / "$" / "&" / "'" / "*" / "+" )
token-pct  = "%" ( "2" ( "1" / "3" / "4" / "5" / "6" / "7" / "A" / "B" / "D" / "E" ) / "3" DIGIT / "4" ( %x31-39 / "A" / "B" / "C" / "D" / "E" / "F" ) / "5" ( DIGIT / "A" / "E" / "F" ) / "6" HEXDIG / "7" ( DIGIT / "A" / "B" / "C" / "D" / "E" ) )
value      = 1*( unreserved / pct-encoded / "!" / "$" / "&" / "'" / "*" / "+" )
data       = *( pchar / "/" / "?" )
mailtoURI    = "mailto:" [ to ] [ hfields ]
to           = addr *("," addr )
addr         = 1*( unreserved / pct-encoded / "!" / "$" / "'" / "(" / ")" / "*" / "+" / ";" / ":" / "@" )
hfields      = "?" hfield *( "&" hfield )
hfield       = hfname "=" hfvalue
hfname       = *qchar
hfvalue      = *qchar
qchar        = unreserved / pct-encoded / some-delims
some-delims  = "!" / "$" / "'" / "(" / ")" / "*" / "+" / "," / ";" / ":" / "@"
`),
])

/**
 * RFC 5322 section 3.4.1's addr-spec without CFWS and obs- forms (RFC 6068
 * section 2 excludes them), with RFC 6532's non-ASCII in atext and qtext and
 * RFC 6068's dtext-no-obs: what a mailto address must be once decoded.
 */
const ADDR_SPEC: Abnf = readAbnf(`
addr-spec     = local-part "@" domain
local-part    = dot-atom-text / quoted-string
domain        = dot-atom-text / "[" *dtext-no-obs "]"
dot-atom-text = 1*atext *("." 1*atext)
atext         = %x41-5A / %x61-7A / %x30-39 / "!" / "#" / "$" / "%" / "&" / "'" / "*" / "+" / "-" / "/" / "=" / "?" / "^" / "_" / %x60 / "{" / "|" / "}" / "~" / %x80-10FFFF
quoted-string = %x22 *( qtext / quoted-pair ) %x22
qtext         = %x21 / %x23-5B / %x5D-7E / %x80-10FFFF
quoted-pair   = %x5C ( %x21-7E / %x20 / %x09 )
dtext-no-obs  = %x21-5A / %x5E-7E
`)

/** decodeURIComponent, or null where the octets are not UTF-8. */
const decoded = (raw: string): string | null => {
  try {
    return decodeURIComponent(raw)
  } catch {
    return null
  }
}

/** The mailto oracle beyond its URI-level ABNF: each address decodes to an addr-spec, each field to UTF-8; where it first fails (an offset into the URI), or null. */
const mailtoDecodedFault = (s: string): number | 'not-utf-8' | null => {
  const q = s.indexOf('?')
  const toText = s.slice('mailto:'.length, q < 0 ? s.length : q)
  let start = 'mailto:'.length
  for (const raw of toText === '' ? [] : toText.split(',')) {
    const text = decoded(raw)
    if (text === null) return 'not-utf-8'
    if (!oracleAccepts('addr-spec', text, ADDR_SPEC)) {
      const k = viablePrefixLength('addr-spec', text, ADDR_SPEC)
      // the shortest raw prefix that decodes to at least k code units
      for (let i = 0; i <= raw.length; i++) {
        const d = decoded(raw.slice(0, i))
        if (d !== null && d.length >= k) return start + i
      }
    }
    start += raw.length + 1
  }
  if (
    q >= 0 &&
    s
      .slice(q + 1)
      .split(/[&=]/)
      .some((f) => decoded(f) === null)
  )
    return 'not-utf-8'
  return null
}

describe('scheme parsers accept exactly the generic grammar plus the scheme rule (the ABNF oracle)', () => {
  const web = fc.oneof(
    uriLike.map((u) => u.replace(/^[^:]*:/, '')),
    fc.stringMatching(/^(\/\/)?[a-z:@?#\-/.%0-9]{0,12}$/),
  )
  const urnBody = fc.oneof(
    fc.stringMatching(/^[a-zA-Z0-9-]{0,3}:[a-z0-9:/?+=#%,.-]{0,10}$/),
    fc.stringMatching(/^[a-z0-9]{30,34}:[a-z0-9]{1,3}$/),
    fc.stringMatching(/^[a-z][a-z0-9-]{0,6}[a-z0-9]:[a-z0-9/]{1,6}(\?[+=][a-z?/]{0,4}){0,2}(#[a-z]{0,3})?$/),
    // 2.3.1-2.3.2: where an r-component ends ("?=", "#") and what a q-component may hold ("?=", "?+").
    fc.stringMatching(/^[a-z]{2}:[a-z]{1,2}(\?\+[a-z?=+/]{0,5})?(\?=[a-z?=+/]{0,4})?(#[a-z?=]{0,3})?$/),
  )
  const fileBody = fc.oneof(
    fc.stringMatching(/^\/\/(localhost|[a-z]{1,3}(:[0-9]{0,2})?|[a-z]{1,2}@[a-z]{1,2}|%5B::1%5D|\[::1\]|1\.2\.3\.4)?(\/[a-zA-Z][:|])?(\/[a-z%0-9.]{0,4}){0,3}$/),
    fc.stringMatching(/^\/{2,5}([a-z0-9.]{1,4}|%5B::1%5D|%5Bv1\.x%5D|%5B1%5D)(\/[a-z|:]{0,3}){0,2}$/),
    fc.stringMatching(/^([a-zA-Z][:|])?(\/[a-zA-Z.:|]{0,3}){0,3}$/),
    web,
  )
  const dataBody = fc.oneof(
    fc.stringMatching(/^([a-z+%0-9]{0,4}\/[a-z.%0-9]{0,4})?(;[a-z]{0,4}(=[a-z%0-9]{0,3})?){0,2}(;base64)?,?[a-zA-Z0-9+/=%,;?]{0,8}(#[a-z?]{0,3})?$/),
    fc.stringMatching(/^(text\/plain|[a-z]{1,3}\/[a-z+.]{1,3})?(;[a-z]{1,3}=[a-z0-9%]{1,3}){0,2}(;base64)?,[a-zA-Z0-9%+/]{0,6}$/),
    web,
  )
  /** Pieces of an address as a URI writes it: plain, encoded, delimiters, quotes, UTF-8 (and not). */
  const addrPiece = fc.constantFrom('a', 'b1', '.', '%2E', '%22', '%5C', '%20', '%40', '@', '%C3%A9', '%F0%9F%98%80', '%5B', '%5D', '(', ')', '!', ';', '%FF', '%C3', '%2C', 'x-y')
  const mailtoBody = fc.oneof(
    fc
      .tuple(
        fc.array(
          fc.oneof(
            fc.array(addrPiece, { minLength: 1, maxLength: 6 }).map((ps) => ps.join('')),
            fc.tuple(fc.array(addrPiece, { maxLength: 3 }), fc.array(addrPiece, { maxLength: 3 })).map(([l, d]) => `a${l.join('')}@b${d.join('')}`),
          ),
          { maxLength: 2 },
        ),
        fc.option(fc.stringMatching(/^\?[a-z%0-9=&@,]{0,8}$/), { nil: '' }),
      )
      .map(([addrs, h]) => addrs.join(',') + h),
    fc.stringMatching(/^([a-z]{1,3}(\.[a-z%0-9]{1,3})?@[a-z]{1,3}(\.[a-z%0-9]{1,3})?(,[a-z]{1,2}@[a-z]{1,2}){0,2})?(\?[a-z]{1,3}=[a-z%0-9,@]{0,3}(&[a-z]{1,2}=[a-z]{0,2})?)?$/),
    web,
  )
  const cases: readonly (readonly [string, string, (s: string) => E.Either<{ code: string; offset: number }, unknown>, fc.Arbitrary<string>])[] = [
    ['http', 'http-URI', parseHttp, web],
    ['ws', 'ws-URI', parseWs, web],
    ['urn', 'namestring', parseUrn, urnBody],
    ['file', 'file-URI', parseFile, fileBody],
    ['data', 'dataurl', parseData, dataBody],
    ['mailto', 'mailtoURI', parseMailto, mailtoBody],
  ]
  for (const [scheme, rule, parser, body] of cases) {
    it(`${scheme}: ${rule}`, () => {
      let accepted = 0
      let refused = 0
      let decodedRefused = 0
      fc.assert(
        fc.property(body, (b) => {
          const s = `${scheme}:${b}`
          const generic = E.isRight(parseURI(s))
          const r = parser(s)
          const grammatical = oracleAccepts(rule, s, SCHEMES)
          // mailto: each address, decoded, is an addr-spec and each field UTF-8 (RFC 6068 section 2).
          const fault = scheme === 'mailto' && generic && grammatical ? mailtoDecodedFault(s) : null
          const oracle = grammatical && fault === null
          // http refuses an empty host beyond its ABNF (RFC 9110 4.2.1); urn a NID longer than 32 (checked by the oracle's 0*30).
          const emptyHost = scheme === 'http' && oracle && /^http:\/\/(?:[^@/?#]*@)?(?::\d*)?(?:[/?#]|$)/i.test(s)
          if (E.isRight(r)) {
            accepted++
            expect(generic && oracle, s).to.equal(true)
          } else {
            refused++
            expect(generic && oracle && !emptyHost, s).to.equal(false)
            if (generic && r.left.code === 'scheme-violation') {
              if (!grammatical) expect(r.left.offset, s).to.equal(viablePrefixLength(rule, s, SCHEMES))
              else if (typeof fault === 'number') {
                decodedRefused++
                expect(r.left.offset, s).to.equal(fault)
              }
            }
          }
        }),
        { numRuns: 4_000, seed: 9110 },
      )
      expect(accepted, 'accepted').to.be.greaterThan(300)
      expect(refused, 'refused').to.be.greaterThan(300)
      if (scheme === 'mailto') expect(decodedRefused, 'addresses refused once decoded').to.be.greaterThan(200)
    })
  }
})
