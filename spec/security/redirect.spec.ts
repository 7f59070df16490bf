/**
 * security/redirect: `safeRedirect({ base, allow })(input)` against open
 * redirects. The hostile spellings that hand-written checks miss, each refused
 * with its reason; and the class, as a property on the SSRF spec's hostile
 * spellings (hostile-hosts.ts) put in every place a return address can hide a
 * host: for every input that `safeRedirect` answers Right, Node's
 * `new URL(input, base).origin` and `new URL(right).origin` are both allowed,
 * and the Right reads alike both ways. Refusals are facts: no sentence in them.
 */
import { expect } from 'chai'
import * as E from 'fp-ts/lib/Either.js'
import * as fc from 'fast-check'
import { readings, safeRedirect, type RedirectError, type RedirectReason } from '../../src/security/index.ts'
import { describeError, plain, technical } from '../../src/messages/index.ts'
import { hostileIPv6, hostileRegName, spelledName } from './hostile-hosts.ts'

const BASE = 'https://good.example/app/'
const ALLOW = ['https://accounts.example', 'http://localhost:8080']
const ALLOWED: ReadonlySet<string> = new Set(['https://good.example', ...ALLOW])
const next = safeRedirect({ base: BASE, allow: ALLOW })

const reasonOf = (input: string): RedirectReason | null => {
  const r = next(input)
  return E.isLeft(r) ? r.left.reason : null
}

/** Node's origin of a text against a base (null when Node refuses it). */
const nodeOrigin = (input: string, base?: string): string | null => {
  try {
    return new URL(input, base).origin
  } catch {
    return null
  }
}

describe('security/redirect: safeRedirect against open redirects', () => {
  it('gives the absolute URL to send, in its normal form, for an input that stays on the site or an allowed origin', () => {
    const rights: readonly (readonly [string, string])[] = [
      ['/account?tab=1', 'https://good.example/account?tab=1'],
      ['settings', 'https://good.example/app/settings'],
      ['?q=1', 'https://good.example/app/?q=1'],
      ['#top', 'https://good.example/app/#top'],
      ['', 'https://good.example/app/'],
      ['//good.example/x', 'https://good.example/x'],
      ['HTTPS://GOOD.EXAMPLE:443/a/./b/../c/%7euser', 'https://good.example/a/c/~user'],
      ["/search?q='x'", "https://good.example/search?q='x'"],
      ['https://accounts.example/login', 'https://accounts.example/login'],
      ['http://LOCALHOST:8080/cb', 'http://localhost:8080/cb'],
    ]
    for (const [input, url] of rights) expect(next(input), input).to.deep.equal(E.right(url))
  })

  it('refuses each hostile spelling a hand-written check misses, with the reason it is refused for', () => {
    const cases: readonly (readonly [string, RedirectReason])[] = [
      ['//evil.com', { kind: 'other-origin', reader: 'whatwg', origin: 'https://evil.com' }],
      ['///evil.com', { kind: 'other-origin', reader: 'whatwg', origin: 'https://evil.com' }],
      ['/\\evil.com', { kind: 'not-a-reference', error: 'invalid-character' }],
      ['\\/evil.com', { kind: 'not-a-reference', error: 'invalid-character' }],
      ['/\t/evil.com', { kind: 'not-a-reference', error: 'invalid-character' }],
      ['/%09/evil.com', { kind: 'path-starts-with-two-slashes', reader: 'rfc3986' }],
      ['https:evil.com', { kind: 'other-origin', reader: 'rfc3986', origin: 'null' }],
      ['https://good.example@evil.com', { kind: 'other-origin', reader: 'whatwg', origin: 'https://evil.com' }],
      ['//evil%E3%80%82com', { kind: 'other-origin', reader: 'whatwg', origin: 'https://evil.com' }],
      ['javascript:alert(1)', { kind: 'script-scheme', scheme: 'javascript' }],
      ['JavaScript:alert(1)', { kind: 'script-scheme', scheme: 'javascript' }],
      ['data:text/html;base64,PHNjcmlwdD4=', { kind: 'script-scheme', scheme: 'data' }],
      ['data:text/plain,hi', { kind: 'other-origin', reader: 'whatwg', origin: 'null' }],
      ['/..//evil.com', { kind: 'path-starts-with-two-slashes', reader: 'rfc3986' }],
      ['/a/%2e%2e//evil.com', { kind: 'path-starts-with-two-slashes', reader: 'rfc3986' }],
      ['/%2F/evil.com', { kind: 'path-starts-with-two-slashes', reader: 'rfc3986' }],
      ['/%5Cevil.com', { kind: 'path-starts-with-two-slashes', reader: 'rfc3986' }],
      ['https://good.example//evil.com', { kind: 'path-starts-with-two-slashes', reader: 'rfc3986' }],
      ['http://good.example/', { kind: 'other-origin', reader: 'whatwg', origin: 'http://good.example' }],
      ['https://good.example:8443/', { kind: 'other-origin', reader: 'whatwg', origin: 'https://good.example:8443' }],
      ['https://accounts.example.evil.com/', { kind: 'other-origin', reader: 'whatwg', origin: 'https://accounts.example.evil.com' }],
      ['https://%67ood.example%2F@evil.com/', { kind: 'other-origin', reader: 'whatwg', origin: 'https://evil.com' }],
      ['https://good.example%40evil.com/', { kind: 'browser-refuses' }],
      ['http://[::1]:8080/', { kind: 'other-origin', reader: 'whatwg', origin: 'http://[::1]:8080' }],
      ['http://127.1:8080/', { kind: 'other-origin', reader: 'whatwg', origin: 'http://127.0.0.1:8080' }],
      ['/caf\u00e9', { kind: 'not-a-reference', error: 'non-ascii' }],
    ]
    for (const [input, reason] of cases) expect(reasonOf(input), JSON.stringify(input)).to.deep.equal(reason)
    expect(next('/\\evil.com')).to.deep.equal(E.left({ _tag: 'RedirectError', code: 'unsafe-redirect', offset: 1, reason: { kind: 'not-a-reference', error: 'invalid-character' } }))
  })

  it('refuses where the two readings agree on the origin but not on the rest (parsers-disagree)', () => {
    // A browser reads "%2e%2e" as "..", and RFC 3986 too (6.2.2.2, then 5.2.4): they agree.
    expect(next('/a/%2e%2e/b')).to.deep.equal(E.right('https://good.example/b'))
    // A runtime whose URL reads another path than RFC 3986 on the same origin: the input is refused, with the components that differ.
    const saved = globalThis.URL
    // A constructor that gives back another object: what `new URL(…)` makes is that object.
    function OtherPath(input: string, base?: string) {
      const u = new saved(input, base)
      return { href: u.href, protocol: u.protocol, username: u.username, password: u.password, hostname: u.hostname, port: u.port, pathname: '/elsewhere', search: u.search, hash: u.hash }
    }
    try {
      globalThis.URL = OtherPath as unknown as typeof URL
      expect(next('/account')).to.deep.equal(E.left({ _tag: 'RedirectError', code: 'unsafe-redirect', offset: 0, reason: { kind: 'parsers-disagree', components: ['path'] } }))
    } finally {
      globalThis.URL = saved
    }
  })

  it('options: an absolute base with a host and allow entries written scheme://host[:port], each read alike by both; anything else refuses every input', () => {
    const bad = (options: unknown): RedirectReason | null => {
      const r = safeRedirect(options as never)('/a')
      return E.isLeft(r) && r.left.code === 'invalid-options' ? r.left.reason : null
    }
    expect(bad(undefined)).to.deep.equal({ kind: 'invalid-options', option: 'options' })
    expect(bad('https://a/')).to.deep.equal({ kind: 'invalid-options', option: 'options' })
    for (const base of [undefined, 42, '/relative', 'mailto:a@b.example', 'https://', 'http://%C3%A9.example/', 'a b'])
      expect(bad({ base }), String(base)).to.deep.equal({ kind: 'invalid-options', option: 'base' })
    expect(bad({ base: BASE, allow: 'https://a' })).to.deep.equal({ kind: 'invalid-options', option: 'allow' })
    for (const entry of ['https://a/x', 'https://u@a', 'https://a?q', 'https://a#f', '//a', 'https://xn--9ca.example%2F', 42])
      expect(bad({ base: BASE, allow: ['https://ok.example', entry] }), String(entry)).to.deep.equal({ kind: 'invalid-options', option: 'allow', index: 1 })
    expect(bad({ base: BASE, allow: ['https://ok.example/', 'myapp://callback:8443'] })).to.equal(null)
    // Own properties only: a polluted prototype adds no allowed origin.
    const polluted = Object.assign(Object.create({ allow: ['https://evil.com'] }) as object, { base: BASE })
    expect(E.isLeft(safeRedirect(polluted as never)('https://evil.com/'))).to.equal(true)
    expect(safeRedirect({ base: 'https://good.example/', allow: ['myapp://callback'] })('myapp://callback/done')).to.deep.equal(E.right('myapp://callback/done'))
  })

  it('where the runtime has no URL, every input is refused (no-runtime-url): the browser reading cannot be checked', () => {
    const saved = globalThis.URL
    try {
      ;(globalThis as { URL?: unknown }).URL = undefined
      expect(safeRedirect({ base: BASE })('/a')).to.deep.equal(E.left({ _tag: 'RedirectError', code: 'invalid-options', offset: 0, reason: { kind: 'invalid-options', option: 'base' } }))
      expect(next('/a')).to.deep.equal(E.left({ _tag: 'RedirectError', code: 'unsafe-redirect', offset: 0, reason: { kind: 'no-runtime-url' } }))
    } finally {
      globalThis.URL = saved
    }
  })

  it('a long host is refused as too long to read, not handed to the runtime', () => {
    expect(reasonOf(`//${'%C3%A9'.repeat(1_000)}.example/`)).to.deep.equal({ kind: 'host-too-long', limit: 4096 })
    expect(reasonOf(`//${'a'.repeat(5_000)}.example/`)).to.deep.equal({ kind: 'other-origin', reader: 'whatwg', origin: `https://${'a'.repeat(5_000)}.example` })
  })

  it("law: on hostile spellings in every place a return address hides a host, a Right is always allowed by Node's URL, and reads alike both ways", () => {
    // The plain places half the time (an address that stays on the site is answered Right), the hostile ones otherwise.
    const plain = fc.constantFrom('', '/', '//', 'https://', 'HTTPS://', 'http://', 'https://accounts.example:443@')
    const hostile = fc.constantFrom(
      '///',
      '/\\',
      '\\/',
      '\\\\',
      '/\t/',
      '/%09/',
      '/%2F/',
      '/%5C',
      '/..//',
      '/a/%2e%2e//',
      ' //',
      'https:',
      'https:/',
      'https://',
      'https:///',
      'https:\\\\',
      'HTTPS://',
      'http://',
      'http:',
      'https://good.example@',
      'https://good.example%40',
      '//good.example@',
      'javascript://',
      'data:text/html,',
    )
    const prefix = fc.oneof(plain, hostile)
    const host = fc.oneof(
      { weight: 5, arbitrary: fc.mixedCase(fc.constantFrom('good.example', 'accounts.example', 'localhost', 'evil.com', 'good.example.evil.com')) },
      { weight: 2, arbitrary: spelledName('good.example') },
      { weight: 2, arbitrary: spelledName('evil.com') },
      { weight: 1, arbitrary: spelledName('accounts.example') },
      { weight: 2, arbitrary: hostileRegName.map((h) => h.host) },
      { weight: 1, arbitrary: hostileIPv6.map((h) => h.host) },
    )
    const port = fc.constantFrom('', '', ':443', ':8080', ':80', ':')
    const suffix = fc.oneof(
      fc.constantFrom('', '/', '/x?y#z', '?next=//evil.com', '#//evil.com'),
      fc.constantFrom('/\\evil.com', '@evil.com', '%2F@evil.com', '\\@evil.com', '.evil.com', '/..//evil.com'),
    )
    let rights = 0
    let offSite = 0
    let refusedOffSite = 0
    fc.assert(
      fc.property(prefix, host, port, suffix, (p, h, o, s) => {
        const input = p + h + o + s
        const node = nodeOrigin(input, BASE)
        const leaves = node === null || !ALLOWED.has(node)
        if (leaves) offSite++
        const r = next(input)
        if (E.isLeft(r)) {
          if (leaves) refusedOffSite++
          // A refusal is a fact: its code, offset and reason hold no sentence.
          expect(JSON.stringify(r.left.reason)).to.not.match(/ /)
          return true
        }
        rights++
        expect(ALLOWED.has(node as string), `${JSON.stringify(input)} → Node: ${node}`).to.equal(true)
        expect(ALLOWED.has(nodeOrigin(r.right) as string), `${JSON.stringify(input)} → ${r.right}`).to.equal(true)
        // The URL given reads alike both ways, and is its own answer.
        expect(readings()(r.right).agree, r.right).to.equal(true)
        expect(next(r.right)).to.deep.equal(E.right(r.right))
        return true
      }),
      { seed: 3986, numRuns: 6_000 },
    )
    expect(rights, 'inputs answered Right').to.be.above(450)
    expect(offSite, 'inputs Node reads as leaving the site').to.be.above(3_000)
    expect(refusedOffSite).to.equal(offSite)
  })

  it('the plain catalog words every reason kind (the words of describeRefusal, before 0.4.0): no grammar terms, no final full stop', () => {
    const reasons: readonly RedirectReason[] = [
      { kind: 'not-text' },
      { kind: 'not-a-reference', error: 'invalid-character' },
      { kind: 'browser-refuses' },
      { kind: 'no-runtime-url' },
      { kind: 'host-too-long', limit: 4096 },
      { kind: 'script-scheme', scheme: 'javascript' },
      { kind: 'other-origin', reader: 'rfc3986', origin: 'https://evil.com' },
      { kind: 'other-origin', reader: 'whatwg', origin: 'https://evil.com' },
      { kind: 'other-origin', reader: 'rfc3986', origin: 'null' },
      { kind: 'other-origin', reader: 'whatwg', origin: 'null' },
      { kind: 'parsers-disagree', components: ['host', 'path', 'query'] },
      { kind: 'path-starts-with-two-slashes', reader: 'rfc3986' },
      { kind: 'invalid-options', option: 'options' },
      { kind: 'invalid-options', option: 'base' },
      { kind: 'invalid-options', option: 'allow' },
      { kind: 'invalid-options', option: 'allow', index: 2 },
    ]
    const refusals = reasons.map((reason) => ({ _tag: 'RedirectError', code: reason.kind === 'invalid-options' ? 'invalid-options' : 'unsafe-redirect', offset: 1, reason }) as RedirectError)
    const said = refusals.map(describeError(plain))
    expect(said).to.deep.equal([
      'The address is not text, so it cannot be checked',
      'The address is not written the way a web address must be: check character 2',
      'A web browser cannot read the address: check how it is written',
      'The address could not be checked, because this system has no web browser address reader to compare with',
      'The website name is too long to check: it must be 4,096 characters or fewer',
      'The address runs a script (javascript:) instead of opening a page, so it cannot be used',
      'The address leads to https://evil.com, which is not this site or a site it allows',
      'A web browser would go to https://evil.com, which is not this site or a site it allows',
      'The address does not name a website, so it cannot be used',
      'A web browser would not open a website with this address',
      'A web browser would read the website name, the path and the part after "?" of the address differently from other programs, so where it leads is not certain',
      'The path of the address starts with two slashes, which can lead to another site: remove one',
      'The address could not be checked, because the check is set up wrongly: its options must be an object',
      'The address could not be checked, because the check is set up wrongly: "base" must be the full address of this site, like https://example.com/',
      'The address could not be checked, because the check is set up wrongly: "allow" must be a list of sites, each written like https://example.com',
      'The address could not be checked, because the check is set up wrongly: entry 3 of "allow" must be a site written like https://example.com or https://example.com:8443',
    ])
    for (const s of said) expect(s, s).to.not.match(/\bURI\b|\bRFC\b|WHATWG|percent|userinfo|authority|\.$/)
    // What is no fact (from JavaScript) has no words.
    expect(describeError(plain)(null as never)).to.equal('')
    // The technical words: the reason's parameters, and the section the refusal rests on.
    expect(refusals.map(describeError(technical))).to.deep.equal([
      'The input is not a string: a URI reference is a sequence of characters (RFC 3986 section 2), so there is nothing to read.',
      "RFC 3986's grammar refuses the input (invalid-character) at position 2: it is not a URI-reference (section 4.1).",
      "The runtime's URL parser (the WHATWG URL Standard) refuses the input, so a browser's reading cannot be compared with RFC 3986's.",
      "The runtime has no URL parser, so a browser's reading (the WHATWG URL Standard) cannot be checked: every input is refused.",
      "The host is over 4096 characters with non-ASCII ones or triplets: it is not handed to the runtime's URL parser, whose UTS #46 mapping takes time that grows with the square of its length (no DNS name is that long, RFC 1035 section 2.3.4).",
      'The target\'s scheme "javascript" runs code when the link is followed (its path runs as a script): a redirect to it is cross-site scripting.',
      "In RFC 3986's reading (resolved against the base, section 5.2), the target's origin is https://evil.com, which is neither the base's origin nor one of \"allow\" (RFC 6454 section 4).",
      "In the reading of the runtime's URL parser (the WHATWG URL Standard), the target's origin is https://evil.com, which is neither the base's origin nor one of \"allow\" (RFC 6454 section 4).",
      "In RFC 3986's reading (resolved against the base, section 5.2), the target's origin is null (no host: an opaque origin), which is neither the base's origin nor one of \"allow\" (RFC 6454 section 4).",
      "In the reading of the runtime's URL parser (the WHATWG URL Standard), the target's origin is null (no host: an opaque origin), which is neither the base's origin nor one of \"allow\" (RFC 6454 section 4).",
      "RFC 3986 and the runtime's URL parser read the target's host, path and query differently, each in its normal form (RFC 3986 section 6.2): a check made on one reading is no check of the other.",
      "In RFC 3986's reading (resolved against the base, section 5.2), the target's path begins with two slashes or backslashes (written or percent-encoded, tabs and newlines between them dropped): written back as a relative Location, it is a network-path reference to another host (RFC 3986 section 4.2).",
      'The options must be an object.',
      'The option "base" must be an absolute URL with a host (RFC 3986 section 4.3), whose origin RFC 3986 and the runtime\'s URL parser read alike.',
      'The option "allow" must be an array of origins, each written scheme://host[:port] (RFC 6454 section 6.2).',
      "The entry allow[2] must be an origin written scheme://host[:port] (RFC 6454 section 6.2), in A-labels, that RFC 3986 and the runtime's URL parser read alike.",
    ])
  })
})
