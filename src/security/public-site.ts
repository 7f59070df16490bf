/**
 * Whether a web address names a public site, for a form that asks for one
 * (`uriSchema({ web: true, public: true })`): not a loopback, private,
 * link-local, unique-local, shared, documentation, metadata or other
 * special-use address or name, and not a single label. The host is judged as
 * `policy` judges it (RFC 3986 section 7), in every reading a client makes of
 * it: RFC 3986's (IP literals, the rare IPv4 forms of section 7.4 that
 * resolvers accept: `127.1`, `0x7f.1`), a WHATWG URL parser's as computed
 * here (every triplet decoded, UTS #46 mapping: `０x7f.1` is 127.0.0.1 to
 * `fetch`), and the platform's own URL parser where it has one. A host that any
 * reading finds special is refused.
 *
 * Besides RFC 6890's addresses and the names `policy` knows (localhost and its
 * subdomains, cloud metadata names), the special-use domain names a public
 * site never has: `.local` (RFC 6762, mDNS on the link), `.internal` (ICANN's
 * private-use top-level domain) and `.home.arpa` (RFC 8375), `.test`,
 * `.invalid` and `.example` (RFC 6761), `.onion` (RFC 7686) and `.alt`
 * (RFC 9476). `example.com`, `.net` and `.org` (RFC 2606) are left alone:
 * they are public sites, and every example address names one.
 *
 * A module of its own, so that only a schema that asks for a public site
 * reaches this code and the host readings it needs.
 *
 * @since 0.4.0
 */
import { legacyIPv4, type AddressClass } from '../base/ip.ts'
import { ipv6Pieces } from '../grammar/actions.ts'
import { ipv6Text } from '../normalize/ipv6.ts'
import { decodeUnreserved } from '../normalize/triplets.ts'
import { hostSpanOf, type NotPublicWhy, type WebFault } from '../reading/web.ts'
import { platformRegName, readingClass, readingText, whatwgRegName, type HostReading } from './host-reading.ts'

/** Special-use domain names (RFC 6761 section 6 and the registry after it), by their last labels, with the class each stands for. */
const SPECIAL_SUFFIXES: readonly (readonly [suffix: string, why: Exclude<AddressClass, 'public'>])[] = [
  ['local', 'link-local'],
  ['internal', 'private'],
  ['home.arpa', 'private'],
  ['test', 'reserved'],
  ['invalid', 'reserved'],
  ['example', 'documentation'],
  ['onion', 'reserved'],
  ['alt', 'reserved'],
]

/** What was found special in a host: why, and the address or name a client reads. */
interface Special {
  readonly why: NotPublicWhy
  readonly address: string
}

/** A name without its final dot (the root), as written in the DNS (RFC 1034 section 3.1). */
const withoutRoot = (name: string): string => (name.endsWith('.') ? name.slice(0, -1) : name)

/** The special class of a name a reading gives: `policy`'s (localhost, metadata) or a special-use domain's; null for any other name. */
const nameClass = (name: string): Exclude<AddressClass, 'public'> | null => {
  const kind = readingClass({ _tag: 'Name', name })
  if (kind !== null && kind !== 'public') return kind
  const n = withoutRoot(name)
  for (const [suffix, why] of SPECIAL_SUFFIXES) if (n === suffix || n.endsWith(`.${suffix}`)) return why
  return null
}

/** What is special in one reading of the host: its class, a single label, or nothing (null; a failed reading reaches no host). */
const specialIn = (reading: HostReading): Special | null => {
  if (reading._tag === 'Failure') return null
  if (reading._tag === 'Name') {
    const kind = nameClass(reading.name)
    if (kind !== null) return { why: kind, address: withoutRoot(reading.name) }
    return withoutRoot(reading.name).includes('.') ? null : { why: 'single-label', address: reading.name }
  }
  const kind = readingClass(reading)
  if (kind === null || kind === 'public') return null
  // An IPv6 address in RFC 5952's text (`[::ffff:10.0.0.1]`), as a person reads it.
  return { why: kind, address: reading._tag === 'IPv6' ? `[${ipv6Text(reading.pieces)}]` : readingText(reading) }
}

/** RFC 3986's reading of a host as written (section 3.2.2): an IP literal, or a registered name (the rare IPv4 forms of 7.4 read as resolvers read them). */
const rfc3986Reading = (host: string): HostReading => {
  if (host.charCodeAt(0) === 0x5b) {
    // IPvFuture names no address any client reaches; a zone identifier (RFC 6874) is not part of the address.
    if (host.charCodeAt(1) === 0x76 || host.charCodeAt(1) === 0x56) return { _tag: 'Failure' }
    const inner = host.slice(1, -1)
    const zone = inner.indexOf('%')
    return { _tag: 'IPv6', pieces: ipv6Pieces(zone < 0 ? inner : inner.slice(0, zone)) }
  }
  const name = decodeUnreserved(host).toLowerCase()
  const n = legacyIPv4(name)
  return n === null ? { _tag: 'Name', name } : { _tag: 'IPv4', address: n }
}

/**
 * The `not-public` fault of a web address (a URI the grammar accepted, `webFaultOf` found nothing in):
 * the first reading of its host that is special, or null when every reading names a public site. A
 * single label counts where the WHATWG reading (the one a browser connects to) has one, or RFC 3986's
 * when that reading fails. An IPvFuture literal is `reserved`: no client reaches it.
 *
 * @example
 * publicFaultOf('http://0x7f.1/')      // { code: 'not-public', offset: 7, text: '0x7f.1', why: 'loopback', address: '127.0.0.1', … }
 * publicFaultOf('http://intranet/')    // { code: 'not-public', why: 'single-label', … }
 * publicFaultOf('https://example.com/') // null
 */
export const publicFaultOf = (uri: string): WebFault | null => {
  const span = hostSpanOf(uri)
  if (span === null || span.end === span.start) return null
  const host = uri.slice(span.start, span.end)
  const rfc = rfc3986Reading(host)
  // An IPvFuture literal ("[v1.x]", RFC 3986 section 3.2.2) is reserved for versions of IP to come: no client
  // reaches it, so it names no public site either.
  if (rfc._tag === 'Failure') return { _tag: 'WebFault', code: 'not-public', offset: span.start, text: host, web: true, why: 'reserved', address: host }
  // An IP literal or an IPv4 address reads alike everywhere; a registered name is read as each client reads it.
  const whatwg = rfc._tag === 'Name' ? whatwgRegName(host) : rfc
  const platform = rfc._tag === 'Name' ? platformRegName(host) : null
  const fault = (s: Special): WebFault => ({
    _tag: 'WebFault',
    code: 'not-public',
    offset: span.start,
    text: host,
    web: true,
    why: s.why,
    ...(s.why === 'single-label' ? {} : { address: s.address }),
  })
  // A special class in any reading first: it says more than a single label does ("localhost" is loopback).
  for (const r of [rfc, whatwg, platform]) {
    const s = r === null ? null : specialIn(r)
    if (s !== null && s.why !== 'single-label') return fault(s)
  }
  const judged = whatwg._tag === 'Failure' ? rfc : whatwg
  const s = specialIn(judged)
  return s === null ? null : fault(s)
}
