/**
 * A request policy against server-side request forgery: before a server
 * fetches a URI it was given, check it against allow-lists and refuse the
 * addresses it must not reach (loopback, private, link-local, unique-local,
 * unspecified …), whether written as IPv4, IPv6, IPv4-mapped IPv6, or one of
 * the rare IPv4 forms of section 7.4 that resolvers accept ("127.1",
 * "0x7f.0.0.1", "2130706433").
 *
 * A policy checks the URI's own text. A host name that resolves to a private
 * address is beyond it: check the resolved address too (ipv4ToNumber and
 * classifyIPv4 help), and connect to the address you checked.
 *
 * @example
 * const check = policy({ schemes: ['https'] })
 * check(parse('https://127.1/').right)  // Left([{ code: 'private-address', … }])
 *
 * @since 0.1.0
 */
import * as E from 'fp-ts/lib/Either.js'
import type { Host, Span, Uri, UriReference } from '../ast.ts'
import { hostKind, type HostKind } from '../components.ts'
import { defaultSchemes } from '../normalize/scheme.ts'
import { decodeUnreserved } from '../normalize/triplets.ts'
import { classifyIPv4, classifyIPv6, ipv4ToNumber, legacyIPv4, numberToIPv4, type AddressClass } from './ip.ts'

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
  /** Whether loopback, private, link-local, unique-local and other special addresses may be reached; false when absent. */
  readonly allowPrivateAddresses?: boolean
  /** Whether a registered name that resolvers read as IPv4 ("127.1") is allowed; false when absent. */
  readonly allowRareIPv4Forms?: boolean
}

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

export interface PolicyViolation {
  readonly code: PolicyViolationCode
  readonly message: string
  readonly span: Span
}

const SPECIAL_CLASSES: readonly AddressClass[] = ['loopback', 'private', 'link-local', 'unique-local', 'unspecified', 'shared', 'multicast', 'broadcast', 'reserved']

const violation = (code: PolicyViolationCode, message: string, span: Span): PolicyViolation => ({ code, message, span: { start: span.start, end: span.end } })

/** The class of the address a host names, when its text alone says (IP literals, rare IPv4 forms, "localhost"). */
const addressClass = (host: Host): { readonly kind: AddressClass; readonly address: string; readonly rare?: true } | null => {
  switch (host._tag) {
    case 'IPv4':
      return { kind: classifyIPv4(ipv4ToNumber(host.octets)), address: host.raw }
    case 'IPv6':
      return { kind: classifyIPv6(host.pieces), address: host.address }
    case 'IPvFuture':
      return null
    case 'RegName': {
      const name = decodeUnreserved(host.raw).toLowerCase().replace(/\.$/, '')
      if (name === 'localhost' || name.endsWith('.localhost')) return { kind: 'loopback', address: name }
      const n = legacyIPv4(name)
      return n === null ? null : { kind: classifyIPv4(n), address: numberToIPv4(n), rare: true }
    }
  }
}

const hostAllowed = (name: string, allowed: readonly string[]): boolean =>
  allowed.some((h) => (h.startsWith('.') ? name.endsWith(h) && name.length > h.length : name === h.toLowerCase()))

/** A check of URIs against the policy: the URI, or every rule it breaks. */
export const policy =
  (options: PolicyOptions = {}) =>
  (ref: UriReference): E.Either<readonly PolicyViolation[], Uri> => {
    if (ref._tag !== 'Uri') return E.left([violation('not-absolute', 'A relative reference names no resource on its own: resolve it against a base first.', ref)])
    const out: PolicyViolation[] = []
    const scheme = ref.scheme.raw.toLowerCase()
    const schemes = options.schemes ?? ['http', 'https']
    if (!schemes.includes(scheme)) out.push(violation('scheme-not-allowed', `The scheme "${ref.scheme.raw}" is not allowed (allowed: ${schemes.join(', ')}).`, ref.scheme))
    const a = ref.authority
    if (a === null || (a.host._tag === 'RegName' && a.host.raw === '')) {
      out.push(violation('no-host', 'The URI names no host.', a ?? ref))
      return E.left(out)
    }
    if (a.userinfo !== null && options.allowUserinfo !== true) {
      out.push(violation('userinfo-not-allowed', 'User information is not allowed: it can hide the real host (section 7.6) and leak credentials (7.5).', a.userinfo))
    }
    const kind = hostKind(a.host)
    if (options.hostKinds !== undefined && !options.hostKinds.includes(kind)) {
      out.push(violation('host-kind-not-allowed', `A host of kind ${kind} is not allowed (allowed: ${options.hostKinds.join(', ')}).`, a.host))
    }
    const name = decodeUnreserved(a.host.raw).toLowerCase()
    if (options.hosts !== undefined && !hostAllowed(name, options.hosts)) {
      out.push(violation('host-not-allowed', `The host "${a.host.raw}" is not on the allowed list.`, a.host))
    }
    const port = a.port?.value ?? defaultSchemes.get(scheme)?.defaultPort
    if (options.ports !== undefined && (port === undefined || !options.ports.includes(port))) {
      out.push(violation('port-not-allowed', `Port ${port ?? '(none)'} is not allowed (allowed: ${options.ports.join(', ')}).`, a.port ?? a.host))
    }
    const address = addressClass(a.host)
    if (address?.rare === true && options.allowRareIPv4Forms !== true) {
      out.push(violation('rare-ip-format', `The host "${a.host.raw}" is read by resolvers as the IPv4 address ${address.address} (section 7.4).`, a.host))
    }
    if (address !== null && SPECIAL_CLASSES.includes(address.kind) && options.allowPrivateAddresses !== true) {
      out.push(violation('private-address', `The host is a ${address.kind} address (${address.address}), which a server-side request must not reach.`, a.host))
    }
    return out.length === 0 ? E.right(ref) : E.left(out)
  }
