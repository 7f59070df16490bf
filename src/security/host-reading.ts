/**
 * How the clients that will fetch a URI read its host, where RFC 3986 and the
 * WHATWG URL Standard part ways. RFC 3986 (section 3.2.2) reads a reg-name as
 * text: `%EF%BC%91%EF%BC%92%EF%BC%97.0.0.1` is a name. A WHATWG parser
 * (fetch, browsers, Node's URL, undici) runs the URL Standard's "host parser"
 * on it: it percent-decodes every triplet, reads the octets as UTF-8, applies
 * UTS #46 mapping ("domain to ASCII": fullwidth and circled digits become
 * digits, U+3002 and U+FF0E become ".", soft hyphens and zero-width
 * characters vanish), and then reads a host that ends in a number as IPv4
 * ("127.0.0.1"). A request policy must judge the host that is connected to.
 *
 * `whatwgHost` is that reading, written here so that it does not depend on
 * the platform. Its mapping step is a superset of UTS #46 where it matters
 * for special hosts: NFKC and lower case (which UTS #46 mapping is built
 * from), every default-ignorable code point removed (UTS #46 removes most and
 * refuses the others, so removing them never misses a host), and the
 * ideographic full stops mapped to ".". `platformHost` asks the platform's
 * own parser too, when it has one; `policy` refuses a host that either
 * reading finds special.
 *
 * @since 0.2.0
 */
import type { Host, Uri } from '../model/ast.ts'
import { ipv6Pieces } from '../grammar/actions.ts'
import { decodeComponent } from '../encoding/percent-encoding.ts'
import { serialize } from '../model/serialize.ts'
import { approximateMapping, endsInANumber, runtimeUts46 } from '../iri/idna.ts'
import { classifyIPv4, classifyIPv6, ipv4ToNumber, legacyIPv4, numberToIPv4, type AddressClass } from '../base/ip.ts'

/** A host as a client reads it: an IPv4 or IPv6 address, a domain name, or a failure (no request is made). */
export type HostReading =
  | { readonly _tag: 'IPv4'; readonly address: number }
  | { readonly _tag: 'IPv6'; readonly pieces: readonly number[] }
  | { readonly _tag: 'Name'; readonly name: string }
  | { readonly _tag: 'Failure' }

const FAILURE: HostReading = { _tag: 'Failure' }

/**
 * The host a WHATWG URL parser reads in a registered name of a special URL
 * (http, https, ws, wss, ftp), from the name as written in the URI.
 *
 * @example
 * whatwgRegName('%EF%BC%91%EF%BC%92%EF%BC%97.0.0.1')  // { _tag: 'IPv4', address: 2130706433 }
 * whatwgRegName('local%C2%ADhost')                   // { _tag: 'Name', name: 'localhost' }
 */
export const whatwgRegName = (raw: string): HostReading => {
  const decoded = decodeComponent(raw)
  if (decoded._tag === 'Left') return FAILURE
  const domain = approximateMapping(decoded.right)
  if (domain === '') return FAILURE
  if (!endsInANumber(domain)) return { _tag: 'Name', name: domain }
  const n = legacyIPv4(domain)
  return n === null ? FAILURE : { _tag: 'IPv4', address: n }
}

/** The host a WHATWG URL parser reads where RFC 3986 reads `host`: IP literals alike, IPvFuture refused, names mapped. */
export const whatwgHost = (host: Host): HostReading => {
  switch (host._tag) {
    case 'IPv4':
      return { _tag: 'IPv4', address: ipv4ToNumber(host.octets) }
    case 'IPv6':
      return { _tag: 'IPv6', pieces: host.pieces }
    case 'IPvFuture':
      return FAILURE
    case 'RegName':
      return whatwgRegName(host.raw)
  }
}

/**
 * The longest host text handed to the platform's URL parser when it holds
 * non-ASCII characters or triplets. Runtimes map and Punycode-encode a label
 * in time quadratic in its length (Node 20's `new URL` on one label of
 * distinct CJK ideographs: 20 ms at 4,000 characters, 490 ms at 16,000), and
 * no DNS name is longer than 253 octets, so a longer host is not read there
 * but refused as the reading fails: the work on a hostile host stays bounded.
 */
export const PLATFORM_HOST_LIMIT = 4096

/** Whether a host's text is one the platform's URL parser is asked to read (see PLATFORM_HOST_LIMIT). */
export const platformReads = (hostRaw: string): boolean => hostRaw.length <= PLATFORM_HOST_LIMIT || !/[^\x00-\x7f]|%/.test(hostRaw)

/** The schemes whose hosts a WHATWG URL parser reads as domains (the "special" ones that have hosts; file's differ). */
const DOMAIN_SCHEMES: ReadonlySet<string> = new Set(['http', 'https', 'ws', 'wss', 'ftp'])

/** A host name as the URL parser prints it, as a reading. */
const readingOfHostname = (hostname: string): HostReading => {
  if (hostname.startsWith('[')) return { _tag: 'IPv6', pieces: ipv6Pieces(hostname.slice(1, -1)) }
  const n = /^[0-9.]+$/.test(hostname) ? legacyIPv4(hostname) : null
  return n === null ? { _tag: 'Name', name: hostname } : { _tag: 'IPv4', address: n }
}

/**
 * The host the platform's own URL parser reads in a registered name of a URL
 * whose scheme's hosts are domains (http, https, ws, wss, ftp), from the name
 * as written: the URL Standard's host parser (percent-decode, UTF-8, then
 * "domain to ASCII" by `runtimeUts46`, and a name that ends in a number read
 * as IPv4); a failure where it refuses the name or where the name is too long
 * to hand it (PLATFORM_HOST_LIMIT); null where the platform has no URL parser.
 * `platformHost` reads such hosts with it, and `typed-uri/registrable-domain`
 * reads every host with it, so that both judge the host a client connects to.
 *
 * @example
 * platformRegName('%C3%A9.com')   // { _tag: 'Name', name: 'xn--9ca.com' }
 * platformRegName('0x7f.1')       // { _tag: 'IPv4', address: 2130706433 }
 */
export const platformRegName = (raw: string): HostReading | null => {
  if (typeof URL !== 'function') return null
  if (!platformReads(raw)) return FAILURE
  // The URL Standard's host parser: percent-decode, UTF-8, then domain to ASCII.
  const decoded = decodeComponent(raw)
  const name = decoded._tag === 'Right' ? runtimeUts46.toASCII(decoded.right) : null
  return name === null ? FAILURE : readingOfHostname(name)
}

/**
 * The host the platform's own URL parser (`new URL`, which `fetch` uses)
 * reads in the URI; null where the platform has none, a failure where it
 * refuses the URI, or where its host is too long to hand it (over
 * PLATFORM_HOST_LIMIT characters, with non-ASCII ones or triplets). A
 * registered name of a scheme whose hosts are domains is read by the same
 * function `iriToURIWith({ host: 'idna' })` converts hosts with
 * (`runtimeUts46`, the runtime's UTS #46 and the URL Standard's host steps).
 */
export const platformHost = (uri: Uri): HostReading | null => {
  if (typeof URL !== 'function') return null
  const host = uri.authority?.host
  if (host !== undefined && !platformReads(host.raw)) return FAILURE
  if (host !== undefined && host._tag === 'RegName' && DOMAIN_SCHEMES.has(uri.scheme.raw.toLowerCase())) return platformRegName(host.raw)
  let hostname: string
  try {
    hostname = new URL(serialize(uri)).hostname
  } catch {
    return FAILURE
  }
  return readingOfHostname(hostname)
}

/**
 * Names that lead to a cloud provider's instance metadata (credentials) from
 * inside it: Google Cloud's and AWS's documented names. Their addresses are
 * classed already (169.254.169.254 is link-local).
 */
const METADATA_NAMES: ReadonlySet<string> = new Set(['metadata', 'metadata.google.internal', 'metadata.goog', 'instance-data', 'instance-data.ec2.internal'])

/** The class of what a reading names: an address's class, loopback for localhost names, metadata names, public otherwise. */
export const readingClass = (reading: HostReading): AddressClass | null => {
  switch (reading._tag) {
    case 'IPv4':
      return classifyIPv4(reading.address)
    case 'IPv6':
      return classifyIPv6(reading.pieces)
    case 'Name': {
      const name = reading.name.endsWith('.') ? reading.name.slice(0, -1) : reading.name
      if (name === 'localhost' || name.endsWith('.localhost')) return 'loopback'
      return METADATA_NAMES.has(name) ? 'metadata' : 'public'
    }
    case 'Failure':
      return null
  }
}

/** The text of a reading, as a WHATWG parser would print the host. */
export const readingText = (reading: HostReading): string => {
  switch (reading._tag) {
    case 'IPv4':
      return numberToIPv4(reading.address)
    case 'IPv6':
      return '[' + reading.pieces.map((p) => p.toString(16)).join(':') + ']'
    case 'Name':
      return reading.name
    case 'Failure':
      return '(none)'
  }
}
