/**
 * What "the two readings differ" means, decided once. RFC 3986 and a WHATWG
 * URL parser (browsers, `fetch`, Node's `URL`) each read a URI reference into
 * scheme, userinfo, host, port, path, query and fragment, and each writes
 * what it read in its own normal form: RFC 3986 by section 6.2.2 (case,
 * percent-encoding, dot segments) and 6.2.3 (default port, empty path), the
 * URL Standard by its serializers (lower case, default port dropped, IDNA on
 * hosts, some characters percent-encoded). Two readings differ in a
 * component when their texts differ once these choices of spelling are set
 * aside, and only then:
 *
 * - scheme: compared as it is (both write it in lower case);
 * - userinfo: an empty password is no password, and no user information is
 *   none (`http://@a/`, `http://:@a/`);
 * - host: an IPv6 literal by its eight pieces (`[::ffff:127.0.0.1]` is
 *   `[::ffff:7f00:1]`); any other host by its text without regard to case, with
 *   the triplets of unreserved characters decoded (6.2.2.2). Every other
 *   triplet counts: `evil%E3%80%82com` is not `evil.com`, since RFC 3986
 *   splits labels at "." alone (3.2.2) and a WHATWG parser decodes and maps
 *   the triplets first (the percent-encoded-delimiter class of parser
 *   differentials);
 * - port: the scheme's default port is no port (6.2.3);
 * - path, query, fragment: compared with each triplet's hex digits in upper
 *   case, the triplets of characters a path segment may hold as themselves
 *   (pchar: unreserved, sub-delims, ":" and "@") decoded, and non-ASCII
 *   characters (an IRI's) as their UTF-8 triplets: the URL Standard
 *   percent-encodes `'` in a special URL's query and `;` `=` `:` in user
 *   information, which RFC 3986 writes as themselves, and neither reader
 *   decodes any other triplet (the URL Standard's path reading of `%2e` as a
 *   dot is met by 6.2.2.2 and 6.2.2.3 on the RFC 3986 side);
 * - an empty path is "/" in a scheme whose empty path is the root (6.2.3:
 *   http, https, ws, wss, ftp).
 *
 * `readings`, `policy`, `inspect` and `safeRedirect` all ask this module.
 *
 * @since 0.4.0
 */
import type { Host, Uri } from '../model/ast.ts'
import { ipv6Pieces } from '../grammar/actions.ts'
import { utf8PercentEncoding } from '../base/octets.ts'
import { ownEntry } from '../base/options.ts'
import { platformHost, readingText, whatwgHost, type HostReading } from './host-reading.ts'

/**
 * The default port of each scheme whose rule in `normalize`'s `defaultSchemes`
 * has one (RFC 9110 section 4.2, RFC 6455 section 3, RFC 1738): the URL
 * Standard's special schemes but file. A table of its own, so that a policy
 * (and `uriSchema`, which may run one) bundles no normalizer;
 * spec/security/policy.spec.ts checks that the two agree.
 */
export const DEFAULT_PORTS: Readonly<Record<string, number>> = { http: 80, https: 443, ws: 80, wss: 443, ftp: 21 }

/**
 * The components a reading gives, by the names of RFC 3986 section 3.
 *
 * @since 0.4.0
 * @category security
 */
export type ComponentName = 'scheme' | 'userinfo' | 'host' | 'port' | 'path' | 'query' | 'fragment'

/**
 * What one reader read in a URI reference, each component in that reader's own
 * normal form: null where the component is absent (no "?" for the query, no
 * authority for the host). A host is written as the reader prints it: an IP
 * literal in its brackets, a name in A-labels where the reader applies IDNA.
 *
 * @since 0.4.0
 * @category security
 */
export interface ReadComponents {
  readonly scheme: string
  readonly userinfo: string | null
  readonly host: string | null
  readonly port: number | null
  readonly path: string
  readonly query: string | null
  readonly fragment: string | null
}

/** The components in the order of section 3, the order `differ` lists them in. */
export const COMPONENT_NAMES: readonly ComponentName[] = ['scheme', 'userinfo', 'host', 'port', 'path', 'query', 'fragment']

/** The characters of pchar (section 3.3) but "%": what either reader may write as a triplet where the other writes the character. */
const PCHAR_OCTET = /^[A-Za-z0-9\-._~!$&'()*+,;=:@]$/

/** A text compared without its choices of spelling (see the header): pchar triplets decoded, other hex in upper case, non-ASCII as UTF-8 triplets. One pass. */
const textKey = (text: string): string =>
  text.replace(/%([0-9A-Fa-f]{2})|[^\x00-\x7f]+/g, (m: string, hex: string | undefined) => {
    if (hex === undefined) return utf8PercentEncoding(m)
    const c = String.fromCharCode(parseInt(hex, 16))
    return PCHAR_OCTET.test(c) ? c : '%' + hex.toUpperCase()
  })

/** A text compared with only the unreserved triplets decoded (6.2.2.2): a host's. */
const UNRESERVED_OCTET = /^[A-Za-z0-9\-._~]$/
const unreservedKey = (text: string): string =>
  text.replace(/%([0-9A-Fa-f]{2})/g, (m: string, hex: string) => {
    const c = String.fromCharCode(parseInt(hex, 16))
    return UNRESERVED_OCTET.test(c) ? c : m
  })

const IPV6_LITERAL = /^\[[0-9A-Fa-f:.]+\]$/

/** An IPv6 address as the URL Standard serializes it: no leading zeros, the first longest run of two or more zero pieces as "::", never a dotted tail. */
const whatwgIPv6 = (pieces: readonly number[]): string => {
  let best = -1
  let bestLength = 1
  for (let k = 0; k < 8; ) {
    let end = k
    while (end < 8 && pieces[end] === 0) end++
    if (end - k > bestLength) {
      best = k
      bestLength = end - k
    }
    k = end === k ? k + 1 : end
  }
  const hex = (from: number, to: number): string =>
    pieces
      .slice(from, to)
      .map((p) => p.toString(16))
      .join(':')
  return best < 0 ? hex(0, 8) : `${hex(0, best)}::${hex(best + bestLength, 8)}`
}

/**
 * A host in the one spelling both readers' hosts are compared in: an IPv6
 * literal as the URL Standard writes it (`[::ffff:7f00:1]`), any other host in
 * lower case with the triplets of unreserved characters decoded and the other
 * triplets' hex digits in upper case (6.2.2.1, 6.2.2.2).
 *
 * @example
 * canonicalHost('[::FFFF:127.0.0.1]')   // '[::ffff:7f00:1]'
 * canonicalHost('Evil%e3%80%82%41.com')  // 'evil%E3%80%82a.com'
 */
export const canonicalHost = (host: string): string => {
  if (IPV6_LITERAL.test(host)) return `[${whatwgIPv6(ipv6Pieces(host.slice(1, -1)))}]`
  return unreservedKey(host)
    .toLowerCase()
    .replace(/%[0-9a-f]{2}/g, (t) => t.toUpperCase())
}

const hostKey = (host: string | null): string | null => (host === null ? null : canonicalHost(host))

const userinfoKey = (userinfo: string | null): string | null => {
  if (userinfo === null) return null
  const u = userinfo.endsWith(':') ? userinfo.slice(0, -1) : userinfo
  return u === '' ? null : textKey(u)
}

const portKey = (port: number | null, scheme: string): number | null => (port !== null && port === ownEntry(DEFAULT_PORTS, scheme) ? null : port)

const pathKey = (c: ReadComponents): string => textKey(c.path === '' && c.host !== null && ownEntry(DEFAULT_PORTS, c.scheme) !== undefined ? '/' : c.path)

const optionalKey = (text: string | null): string | null => (text === null ? null : textKey(text))

/**
 * The components in which two readings differ, in the order of section 3;
 * empty when they agree. See the module's header for what counts.
 *
 * @example
 * differingComponents(rfc, whatwg)   // ['host', 'path'] for "http:///evil.com"
 */
export const differingComponents = (a: ReadComponents, b: ReadComponents): readonly ComponentName[] => {
  const out: ComponentName[] = []
  if (a.scheme.toLowerCase() !== b.scheme.toLowerCase()) out.push('scheme')
  if (userinfoKey(a.userinfo) !== userinfoKey(b.userinfo)) out.push('userinfo')
  if (hostKey(a.host) !== hostKey(b.host)) out.push('host')
  if (portKey(a.port, a.scheme.toLowerCase()) !== portKey(b.port, b.scheme.toLowerCase())) out.push('port')
  if (pathKey(a) !== pathKey(b)) out.push('path')
  if (optionalKey(a.query) !== optionalKey(b.query)) out.push('query')
  if (optionalKey(a.fragment) !== optionalKey(b.fragment)) out.push('fragment')
  return out
}

/** Whether two readings of a host name the same host: the same text as a WHATWG parser prints it. */
export const sameHostReading = (a: HostReading, b: HostReading): boolean => readingText(a) === readingText(b)

/**
 * The readings of a host other than RFC 3986's, each once: the URL Standard's
 * as written here (host-reading.ts) and the platform's own where it has one;
 * a reading that fails (no request is made) is left out.
 */
export const otherHostReadings = (uri: Uri, host: Host): readonly HostReading[] => {
  const out: HostReading[] = []
  for (const r of [whatwgHost(host), platformHost(uri)]) {
    if (r !== null && r._tag !== 'Failure' && !out.some((o) => sameHostReading(o, r))) out.push(r)
  }
  return out
}
