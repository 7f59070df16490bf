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
 * A violation is a fact (`_tag: 'PolicyViolation'`, its code, its span and the
 * parameters of its code: the scheme, the host, the port, the address and its
 * class…), with no sentence in it: a catalog of `typed-uri/messages` words it.
 *
 * @example
 * const check = policy({ schemes: ['https'] })
 * check(parse('https://127.1/').right)  // Left([{ code: 'rare-ip-format', … }, { code: 'private-address', addressClass: 'loopback', … }])
 *
 * @since 0.1.0
 */
import type { Either } from 'fp-ts/lib/Either.js'
import type { ReadonlyNonEmptyArray } from 'fp-ts/lib/ReadonlyNonEmptyArray.js'
import { isLeft, left, right } from '../base/either.ts'
import type { Host, Span, Uri, UriReference } from '../model/ast.ts'
import { hostKind, type HostKind } from '../model/components.ts'
import type { OptionsReason } from '../error/reasons/options.ts'
import { decodeUnreserved } from '../normalize/triplets.ts'
import { ownEntry, ownOptions, type OptionKinds } from '../base/options.ts'
import { DEFAULT_PORTS, otherHostReadings } from './differ.ts'
import { readingClass, readingText } from './host-reading.ts'
import { classifyIPv4, classifyIPv6, ipv4ToNumber, legacyIPv4, numberToIPv4, type AddressClass } from '../base/ip.ts'

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

/** No parameters. */
type None = Readonly<Record<never, never>>

/**
 * What each violation carries besides its code and span: the parameters its
 * sentence names, as data (`typed-uri/messages` words them).
 *
 * @since 0.4.0
 * @category model
 */
export interface PolicyViolationParameters {
  /** A relative reference: it names no resource until resolved against a base. */
  readonly 'not-absolute': None
  /** The `scheme` (as written) is not one of `allowed` (in lower case). */
  readonly 'scheme-not-allowed': { readonly scheme: string; readonly allowed: readonly string[] }
  /** The URI has no authority, or an empty host. */
  readonly 'no-host': None
  /** The host is of the kind `hostKind`, not one of `allowed`. */
  readonly 'host-kind-not-allowed': { readonly hostKind: HostKind; readonly allowed: readonly HostKind[] }
  /**
   * The `host` (as written) is not on the `hosts` list, as RFC 3986 reads it, or as a WHATWG URL parser
   * reads it: `whatwg` is that reading where it is the one off the list, else null.
   */
  readonly 'host-not-allowed': { readonly host: string; readonly whatwg: string | null }
  /** The `port` (written, or the scheme's default; null where there is neither) is not one of `allowed`. */
  readonly 'port-not-allowed': { readonly port: number | null; readonly allowed: readonly number[] }
  /** User information, which can hide the real host (RFC 3986 section 7.6) and leak credentials (7.5). */
  readonly 'userinfo-not-allowed': None
  /**
   * The `host` (as written), as `reader` reads it, is the `address` (an IP address, or a name such as
   * `localhost`) of the special class `addressClass` (loopback, private, link-local, metadata …). With
   * `reader: 'whatwg'`, RFC 3986 reads a host that is not special: the two readings differ.
   */
  readonly 'private-address': { readonly host: string; readonly reader: 'rfc3986' | 'whatwg'; readonly addressClass: AddressClass; readonly address: string }
  /** The registered name `host` is read by resolvers as the IPv4 `address` (RFC 3986 section 7.4). */
  readonly 'rare-ip-format': { readonly host: string; readonly address: string }
  /** The policy's options: `reason` says which is not what it must be (for every URI). */
  readonly 'invalid-options': { readonly reason: OptionsReason }
}

/**
 * @since 0.1.0
 * @category model
 */
export type PolicyViolationCode = keyof PolicyViolationParameters

/**
 * A rule of the policy that a URI breaks, as a fact: its code, the span of the
 * URI it is about (-1 for none), and the parameters of its code
 * (`PolicyViolationParameters`), with no sentence in it:
 * `describeError(catalog)(violation)` of `typed-uri/messages` words it.
 *
 * @example
 * const r = policy()(parse('http://169.254.169.254/').right)
 * E.isLeft(r) && r.left[0].code === 'private-address' && r.left[0].addressClass   // 'link-local'
 *
 * @since 0.1.0
 * @category model
 */
export type PolicyViolation = { readonly [C in PolicyViolationCode]: PolicyViolationOf<C> }[PolicyViolationCode]

/**
 * The violation of one code.
 *
 * @since 0.4.0
 * @category model
 */
export type PolicyViolationOf<C extends PolicyViolationCode> = {
  readonly _tag: 'PolicyViolation'
  readonly code: C
  /** The part of the URI the violation is about ({ start: -1, end: -1 } for none). */
  readonly span: Span
} & PolicyViolationParameters[C]

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

/** A violation: its parameters after its code and span, the span copied (a tree's node is not handed out). */
const violation = <C extends PolicyViolationCode>(code: C, span: Span, parameters: PolicyViolationParameters[C]): PolicyViolationOf<C> =>
  ({ _tag: 'PolicyViolation', code, span: { start: span.start, end: span.end }, ...parameters }) as PolicyViolationOf<C>

/** A list of the options, copied and frozen once: every violation of the policy shares it, and none can change it. */
const frozen = <A>(as: readonly A[]): readonly A[] => Object.freeze([...as])

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
    const refused = left<ReadonlyNonEmptyArray<PolicyViolation>>([violation('invalid-options', NO_SPAN, { reason: read.left })])
    return () => refused
  }
  const o = read.right
  const schemes = frozen((o.schemes ?? ['http', 'https']).map((s) => s.toLowerCase()))
  const hostKinds = o.hostKinds === undefined ? undefined : frozen(o.hostKinds)
  const ports = o.ports === undefined ? undefined : frozen(o.ports)
  return (ref) => {
    if (typeof ref !== 'object' || ref === null || ref._tag !== 'Uri') {
      const span = typeof ref === 'object' && ref !== null ? ref : NO_SPAN
      return left([violation('not-absolute', span, {})])
    }
    const out: PolicyViolation[] = []
    const scheme = ref.scheme.raw.toLowerCase()
    if (!schemes.includes(scheme)) out.push(violation('scheme-not-allowed', ref.scheme, { scheme: ref.scheme.raw, allowed: schemes }))
    const a = ref.authority
    if (a === null || (a.host._tag === 'RegName' && a.host.raw === '')) {
      out.push(violation('no-host', a ?? ref, {}))
      return refusedOr(out, ref)
    }
    if (a.userinfo !== null && o.allowUserinfo !== true) out.push(violation('userinfo-not-allowed', a.userinfo, {}))
    const kind = hostKind(a.host)
    if (hostKinds !== undefined && !hostKinds.includes(kind)) out.push(violation('host-kind-not-allowed', a.host, { hostKind: kind, allowed: hostKinds }))
    // The other readings (one of them asks the platform's URL parser) only where a check needs them.
    const others = o.hosts !== undefined || o.allowPrivateAddresses !== true ? otherHostReadings(ref, a.host) : []
    if (o.hosts !== undefined) {
      const name = decodeUnreserved(a.host.raw).toLowerCase()
      const off = [name, ...others.map(readingText)].find((n) => !hostAllowed(n, o.hosts as readonly string[]))
      if (off !== undefined) out.push(violation('host-not-allowed', a.host, { host: a.host.raw, whatwg: off === name ? null : off }))
    }
    const port = a.port?.value ?? ownEntry(DEFAULT_PORTS, scheme)
    if (ports !== undefined && (port === undefined || !ports.includes(port))) out.push(violation('port-not-allowed', a.port ?? a.host, { port: port ?? null, allowed: ports }))
    const address = addressClass(a.host)
    if (address?.rare === true && o.allowRareIPv4Forms !== true) out.push(violation('rare-ip-format', a.host, { host: a.host.raw, address: address.address }))
    if (o.allowPrivateAddresses !== true) {
      if (address !== null && SPECIAL_CLASSES.includes(address.kind)) {
        out.push(violation('private-address', a.host, { host: a.host.raw, reader: 'rfc3986', addressClass: address.kind, address: address.address }))
      } else {
        // The first other reading that is special: a WHATWG URL parser's (fetch, browsers, undici), computed or asked of the platform.
        for (const r of others) {
          const k = readingClass(r)
          if (k === null || !SPECIAL_CLASSES.includes(k)) continue
          out.push(violation('private-address', a.host, { host: a.host.raw, reader: 'whatwg', addressClass: k, address: readingText(r) }))
          break
        }
      }
    }
    return refusedOr(out, ref)
  }
}
