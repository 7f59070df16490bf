/**
 * A request policy against server-side request forgery: before a server
 * fetches a URI it was given, check it against allow-lists and refuse the
 * addresses it must not reach (loopback, private, link-local, unique-local,
 * site-local, shared, multicast, documentation, unspecified, metadata …),
 * whether written as IPv4, IPv6 (with every IPv4 embedding: mapped,
 * compatible, NAT64, 6to4, Teredo), one of the rare IPv4 forms of section 7.4
 * that resolvers accept ("127.1", "0x7f.0.0.1", "2130706433"), or a name.
 *
 * The host is judged as each client reads it: as RFC 3986 reads it, and as a
 * WHATWG URL parser (fetch, browsers, undici) reads it after decoding every
 * triplet and applying UTS #46 mapping (`%EF%BC%91%EF%BC%92%EF%BC%97.0.0.1`,
 * fullwidth "127", is 127.0.0.1 to fetch). The WHATWG reading is computed
 * here (host-reading.ts) and, where the platform has a `URL`, asked of it
 * too; a host that any of them finds special is refused.
 *
 * A policy checks the URI's own text. A host name that resolves to a private
 * address is beyond it: check the resolved address too (ipv4ToNumber and
 * classifyIPv4 help), and connect to the address you checked.
 *
 * @example
 * const check = policy({ schemes: ['https'] })
 * check(parse('https://127.1/').right)  // Left([{ code: 'rare-ip-format', … }, { code: 'private-address', … }])
 *
 * @since 0.1.0
 */
import type { Either } from 'fp-ts/lib/Either.js'
import type { ReadonlyNonEmptyArray } from 'fp-ts/lib/ReadonlyNonEmptyArray.js'
import { isLeft, left, right } from '../either.ts'
import type { Host, Span, Uri, UriReference } from '../ast.ts'
import { hostKind, type HostKind } from '../components.ts'
import { decodeUnreserved } from '../normalize/triplets.ts'
import { ownEntry, ownOptions, type OptionKinds } from '../options.ts'
import { DEFAULT_PORTS, otherHostReadings } from './differ.ts'
import { readingClass, readingText } from './host-reading.ts'
import { classifyIPv4, classifyIPv6, ipv4ToNumber, legacyIPv4, numberToIPv4, type AddressClass } from './ip.ts'

/** The default ports, for a URI that writes no port: differ.ts's table (a policy bundles no normalizer). */
export { DEFAULT_PORTS }

/**
 * @since 0.1.0
 * @category model
 */
export interface PolicyOptions {
  /** Schemes allowed, in lower case; http and https when absent. */
  readonly schemes?: readonly string[]
  /** Ports allowed (the scheme's default counts when none is written); any when absent. */
  readonly ports?: readonly number[]
  /** Kinds of host allowed; all when absent. */
  readonly hostKinds?: readonly HostKind[]
  /** Host names allowed: "example.com" allows it exactly, ".example.com" its subdomains; any when absent. */
  readonly hosts?: readonly string[]
  /** Whether user information may appear; false when absent. */
  readonly allowUserinfo?: boolean
  /** Whether loopback, private, link-local, unique-local, documentation, metadata and other special addresses may be reached; false when absent. */
  readonly allowPrivateAddresses?: boolean
  /** Whether a registered name that resolvers read as IPv4 ("127.1") is allowed; false when absent. */
  readonly allowRareIPv4Forms?: boolean
}

/**
 * @since 0.1.0
 * @category model
 */
export type PolicyViolationCode =
  | 'not-absolute'
  | 'scheme-not-allowed'
  | 'no-host'
  | 'host-kind-not-allowed'
  | 'host-not-allowed'
  | 'port-not-allowed'
  | 'userinfo-not-allowed'
  | 'private-address'
  | 'rare-ip-format'
  | 'invalid-options'

/**
 * @since 0.1.0
 * @category model
 */
export interface PolicyViolation {
  readonly code: PolicyViolationCode
  readonly message: string
  readonly span: Span
}

const SPECIAL_CLASSES: readonly AddressClass[] = [
  'loopback',
  'private',
  'link-local',
  'unique-local',
  'site-local',
  'unspecified',
  'shared',
  'multicast',
  'broadcast',
  'documentation',
  'reserved',
  'metadata',
]

const NO_SPAN: Span = { start: -1, end: -1 }

const violation = (code: PolicyViolationCode, message: string, span: Span): PolicyViolation => ({ code, message, span: { start: span.start, end: span.end } })

/** The class of the address a host names as RFC 3986 reads it (IP literals, rare IPv4 forms, localhost and metadata names). */
const addressClass = (host: Host): { readonly kind: AddressClass; readonly address: string; readonly rare?: true } | null => {
  switch (host._tag) {
    case 'IPv4':
      return { kind: classifyIPv4(ipv4ToNumber(host.octets)), address: host.raw }
    case 'IPv6':
      return { kind: classifyIPv6(host.pieces), address: host.address }
    case 'IPvFuture':
      return null
    case 'RegName': {
      const name = decodeUnreserved(host.raw).toLowerCase()
      const n = legacyIPv4(name)
      if (n !== null) return { kind: classifyIPv4(n), address: numberToIPv4(n), rare: true }
      const kind = readingClass({ _tag: 'Name', name })
      return kind === 'public' || kind === null ? null : { kind, address: name.replace(/\.$/, '') }
    }
  }
}

/** A host name matches an entry: "example.com" exactly, ".example.com" any name below it; both without regard to case. */
const hostAllowed = (name: string, allowed: readonly string[]): boolean =>
  allowed.some((entry) => {
    const h = entry.toLowerCase()
    return h.startsWith('.') ? name.endsWith(h) && name.length > h.length : name === h
  })

const KINDS: OptionKinds<PolicyOptions> = {
  schemes: 'strings',
  ports: 'ports',
  hostKinds: 'strings',
  hosts: 'strings',
  allowUserinfo: 'boolean',
  allowPrivateAddresses: 'boolean',
  allowRareIPv4Forms: 'boolean',
}

const SPECIAL_READERS = 'A WHATWG URL parser (fetch, browsers, undici)'

const isNonEmpty = <A>(as: readonly A[]): as is ReadonlyNonEmptyArray<A> => as.length > 0

/** Every rule the URI breaks (never an empty list), or the URI. */
const refusedOr = (out: readonly PolicyViolation[], ref: Uri): Either<ReadonlyNonEmptyArray<PolicyViolation>, Uri> => (isNonEmpty(out) ? left(out) : right(ref))

/**
 * A check of URIs against the policy: the URI, or every rule it breaks.
 * Options are read from the object's own properties only; an option of the
 * wrong type gives an `invalid-options` violation for every URI, never a throw.
 *
 * @example
 * const ref = parse('http://127.1/')
 * E.isRight(ref) && pipe(policy({ schemes: ['https', 'http'] })(ref.right), E.mapLeft((vs) => vs.map((v) => v.code)))
 * // Left(['rare-ip-format', 'private-address']): 127.1 is 127.0.0.1
 *
 * @since 0.1.0
 * @category security
 */
export const policy = (options: PolicyOptions = {}): ((ref: UriReference) => Either<ReadonlyNonEmptyArray<PolicyViolation>, Uri>) => {
  const read = ownOptions(options, KINDS)
  if (isLeft(read)) {
    const refused = left<ReadonlyNonEmptyArray<PolicyViolation>>([violation('invalid-options', read.left, NO_SPAN)])
    return () => refused
  }
  const o = read.right
  const schemes = (o.schemes ?? ['http', 'https']).map((s) => s.toLowerCase())
  return (ref) => {
    if (typeof ref !== 'object' || ref === null || ref._tag !== 'Uri') {
      const span = typeof ref === 'object' && ref !== null ? ref : NO_SPAN
      return left([violation('not-absolute', 'A relative reference names no resource on its own: resolve it against a base first.', span)])
    }
    const out: PolicyViolation[] = []
    const scheme = ref.scheme.raw.toLowerCase()
    if (!schemes.includes(scheme)) out.push(violation('scheme-not-allowed', `The scheme "${ref.scheme.raw}" is not allowed (allowed: ${schemes.join(', ')}).`, ref.scheme))
    const a = ref.authority
    if (a === null || (a.host._tag === 'RegName' && a.host.raw === '')) {
      out.push(violation('no-host', 'The URI names no host.', a ?? ref))
      return refusedOr(out, ref)
    }
    if (a.userinfo !== null && o.allowUserinfo !== true) {
      out.push(violation('userinfo-not-allowed', 'User information is not allowed: it can hide the real host (section 7.6) and leak credentials (7.5).', a.userinfo))
    }
    const kind = hostKind(a.host)
    if (o.hostKinds !== undefined && !o.hostKinds.includes(kind)) {
      out.push(violation('host-kind-not-allowed', `A host of kind ${kind} is not allowed (allowed: ${o.hostKinds.join(', ')}).`, a.host))
    }
    // The other readings (one of them asks the platform's URL parser) only where a check needs them.
    const others = o.hosts !== undefined || o.allowPrivateAddresses !== true ? otherHostReadings(ref, a.host) : []
    if (o.hosts !== undefined) {
      const name = decodeUnreserved(a.host.raw).toLowerCase()
      const off = [name, ...others.map(readingText)].find((n) => !hostAllowed(n, o.hosts as readonly string[]))
      if (off !== undefined) {
        const how = off === name ? '' : ` (${SPECIAL_READERS} reads it as "${off}")`
        out.push(violation('host-not-allowed', `The host "${a.host.raw}"${how} is not on the allowed list.`, a.host))
      }
    }
    const port = a.port?.value ?? ownEntry(DEFAULT_PORTS, scheme)
    if (o.ports !== undefined && (port === undefined || !o.ports.includes(port))) {
      out.push(violation('port-not-allowed', `Port ${port ?? '(none)'} is not allowed (allowed: ${o.ports.join(', ')}).`, a.port ?? a.host))
    }
    const address = addressClass(a.host)
    if (address?.rare === true && o.allowRareIPv4Forms !== true) {
      out.push(violation('rare-ip-format', `The host "${a.host.raw}" is read by resolvers as the IPv4 address ${address.address} (section 7.4).`, a.host))
    }
    if (o.allowPrivateAddresses !== true) {
      if (address !== null && SPECIAL_CLASSES.includes(address.kind)) {
        out.push(violation('private-address', `The host is a ${address.kind} address (${address.address}), which a server-side request must not reach.`, a.host))
      } else {
        for (const r of others) {
          const k = readingClass(r)
          if (k === null || !SPECIAL_CLASSES.includes(k)) continue
          const text = readingText(r)
          out.push(
            violation(
              'private-address',
              `${SPECIAL_READERS} reads the host "${a.host.raw}" as ${text}, a ${k} address, which a server-side request must not reach (RFC 3986 reads another host: the two readings differ).`,
              a.host,
            ),
          )
          break
        }
      }
    }
    return refusedOr(out, ref)
  }
}
