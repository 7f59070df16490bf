/**
 * The benchmark corpus: a seeded generator of realistic URI references, so the
 * same 10,000 lines come out on every machine. http(s) URLs with user
 * information, ports, paths, queries, fragments and percent-encoding; IPv4 and
 * IPv6 hosts; ws, mailto, urn, file, data and ftp URIs; relative references.
 * Every line is a valid RFC 3986 URI-reference. Also: base and reference pairs
 * for resolution.
 */
import * as fs from 'node:fs'
import * as path from 'node:path'

/** mulberry32: a small seeded PRNG, enough for a reproducible corpus (bench/speed.ts uses it too). */
export const random = (seed: number) => {
  let a = seed >>> 0
  return (): number => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const WORDS = [
  'api',
  'docs',
  'search',
  'images',
  'user',
  'account',
  'v1',
  'v2',
  'static',
  'assets',
  'blog',
  'news',
  'shop',
  'cart',
  'item',
  'products',
  'index.html',
  'about',
  'contact',
  'login',
  'café',
  'naïve résumé',
  'a b',
  'x+y',
  'data.json',
  'style.css',
  'main.js',
  'files',
  '2024',
  'report.pdf',
]
const TLDS = ['com', 'org', 'net', 'io', 'de', 'co.uk', 'example']
const KEYS = ['q', 'page', 'id', 'sort', 'utm_source', 'lang', 'ref', 'filter', 'token']

const generator = (seed: number) => {
  const r = random(seed)
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]
  const chance = (p: number): boolean => r() < p
  const int = (n: number): number => Math.floor(r() * n)
  /** A word percent-encoded as a path segment would be (spaces and non-ASCII as UTF-8 triplets). */
  const segment = (): string => encodeURIComponent(pick(WORDS)).replace(/[!'()*]/g, (c) => '%' + c.charCodeAt(0).toString(16).toUpperCase())
  const domain = (): string => `${chance(0.5) ? 'www.' : ''}${pick(['example', 'test-site', 'my_app', 'shop24', 'Example', 'cdn'])}${chance(0.3) ? int(100) : ''}.${pick(TLDS)}`
  const ipv4 = (): string => `${int(223) + 1}.${int(256)}.${int(256)}.${int(256)}`
  const ipv6 = (): string =>
    pick([
      `[2001:db8::${int(0xffff).toString(16)}]`,
      `[::1]`,
      `[fe80::${int(0xffff).toString(16)}:${int(0xffff).toString(16)}]`,
      `[2001:db8:85a3:0:0:8a2e:370:${int(0xffff).toString(16)}]`,
      `[::ffff:${ipv4()}]`,
    ])
  const host = (): string => (chance(0.06) ? ipv4() : chance(0.04) ? ipv6() : domain())
  const path = (): string => {
    const n = int(6)
    let p = ''
    for (let k = 0; k < n; k++) p += '/' + (chance(0.05) ? pick(['.', '..']) : segment())
    return p === '' && chance(0.5) ? '/' : p
  }
  const query = (): string => Array.from({ length: 1 + int(4) }, () => `${pick(KEYS)}=${encodeURIComponent(pick(WORDS))}`).join('&')
  const fragment = (): string => pick(['top', 'section-2', 'L10-L20', 'results', encodeURIComponent('a b')])
  const web = (): string => {
    const scheme = chance(0.02) ? 'HTTP' : pick(['http', 'https', 'https', 'https'])
    const userinfo = chance(0.04) ? `${pick(['user', 'admin', 'me'])}${chance(0.5) ? ':secret' : ''}@` : ''
    const port = chance(0.15) ? `:${pick([80, 443, 8080, 3000, 8443])}` : ''
    return `${scheme}://${userinfo}${host()}${port}${path()}${chance(0.4) ? '?' + query() : ''}${chance(0.15) ? '#' + fragment() : ''}`
  }
  const other = (): string =>
    pick([
      () => `mailto:${pick(['john.doe', 'info', 'Sales'])}@${domain()}${chance(0.3) ? '?subject=' + encodeURIComponent(pick(WORDS)) : ''}`,
      () => `urn:${pick(['isbn:0-395-36341-1', `uuid:6e8bc430-9c3a-11d9-9669-0800200c9a${int(90) + 10}`, `ietf:rfc:${3000 + int(6000)}`, 'ISBN:0451450523'])}`,
      () => `file://${chance(0.3) ? 'localhost' : ''}${path() || '/'}`,
      () => pick(['data:text/plain;base64,SGVsbG8sIFdvcmxkIQ==', 'data:,Hello%2C%20World%21', 'data:text/html,%3Ch1%3EHi%3C%2Fh1%3E']),
      () => `ftp://${chance(0.5) ? 'anonymous:guest@' : ''}ftp.${domain()}/pub/${segment()}.tar.gz`,
      () => `${pick(['ws', 'wss'])}://${host()}${chance(0.3) ? ':8080' : ''}/socket${chance(0.3) ? '?' + query() : ''}`,
      () => pick(['tel:+1-816-555-1212', 'news:comp.infosystems.www.servers.unix', 'ldap://[2001:db8::7]/c=GB?objectClass?one']),
    ])()
  const relative = (): string =>
    pick([
      () => pick(['../', './', '', '../../']) + segment() + (chance(0.5) ? '/' + segment() : ''),
      () => path() || '/',
      () => `//${host()}${path()}`,
      () => '?' + query(),
      () => '#' + fragment(),
      () => `${segment()};x=${int(9)}?${query()}#${fragment()}`,
    ])()
  return { web, other, relative, chance }
}

/** `size` URI references: about 65% web URLs, 15% other schemes, 20% relative references. */
export const makeCorpus = (size = 10_000, seed = 3986): string[] => {
  const g = generator(seed)
  return Array.from({ length: size }, () => (g.chance(0.65) ? g.web() : g.chance(0.43) ? g.other() : g.relative()))
}

/** `size` pairs of an absolute base URI and a reference to resolve against it. */
export const makeResolutionPairs = (size = 2_000, seed = 5202): (readonly [base: string, reference: string])[] => {
  const g = generator(seed)
  const rfc = ['g:h', 'g', './g', 'g/', '/g', '//g', '?y', 'g?y', '#s', 'g#s', ';x', '', '.', '..', '../g', '../..', '../../g', '../../../g', '/./g', 'g/../h', 'g;x=1/../y']
  return Array.from({ length: size }, (_, k) => {
    const base = g.web().replace(/#.*$/, '')
    return [base, k % 3 === 0 ? rfc[k % rfc.length] : g.relative()] as const
  })
}

/** Writes `lines` lines of `corpus` (repeated in order) to `dir`/lines.txt, each ended by LF: the input of the CLI benches. Returns the file's path. */
export const writeCorpusLines = (dir: string, corpus: readonly string[], lines: number): string => {
  const file = path.join(dir, 'lines.txt')
  fs.writeFileSync(file, Array.from({ length: lines }, (_, k) => corpus[k % corpus.length]).join('\n') + '\n')
  return file
}
