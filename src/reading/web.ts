/**
 * Web addresses: the `http` and `https` URIs of RFC 9110 section 4.2, as a
 * form asks for them ("your homepage"). A URI (RFC 3986 section 3) whose
 * scheme is `http` or `https` (compared without regard to case, section
 * 4.2.3), with a non-empty host (4.2.1, 4.2.2: a recipient MUST reject an
 * empty one), no user information (4.2.4: deprecated, and a recipient SHOULD
 * treat it as an error in an untrusted reference) and a port of at most 65535
 * (TCP ports are 16-bit; a browser refuses more). A fragment is allowed
 * (4.2.5: a reference may identify a secondary resource).
 *
 * The reading is of text the grammar accepted, by RFC 3986 Appendix B's split:
 * no tree is built, so the check costs little more than `isValidURI`.
 *
 * @example
 * isWebURL('https://example.com/a?b#c')  // true
 * isWebURL('example.com')                // false: no scheme
 * isWebURL('http://a:99999999999/')      // false: the port is over 65535
 *
 * @since 0.3.0
 */
import type { AddressClass } from '../base/ip.ts'
import { validWholeURI } from '../grammar/read/index.ts'
import { scriptSchemeOf } from './script-schemes.ts'

/**
 * Why a URI is not a web address: its scheme runs code (`javascript:`…),
 * is another (`ftp:`), its host is empty, it holds user information, or
 * its port is over 65535. `uriSchema({ web: true })`'s issues carry them;
 * `uriSchema({ schemes })` refuses a scheme it does not list with
 * `scheme-not-allowed` too (`WebFault.allowed` lists those it accepts).
 * `not-public` (since 0.4.0): `uriSchema({ web: true, public: true })` asks
 * for a public site, and the host is a special-use address or name, or a
 * single label (`WebFault.why` says which).
 *
 * @since 0.3.0
 * @category model
 */
export type WebFaultCode = 'script-scheme' | 'scheme-not-allowed' | 'no-host' | 'userinfo-not-allowed' | 'port-out-of-range' | 'not-public'

/**
 * Why a host is not a public site's (`not-public`): the special-use class of the address or name a client
 * reads in it (loopback, private, link-local, unique-local, shared, documentation, metadata …: RFC 6890's
 * registries, RFC 6761's names), or `single-label`, a name without a dot ("intranet"), which a resolver
 * completes from its local search list.
 *
 * @example
 * const why: NotPublicWhy = 'single-label'
 *
 * @since 0.4.0
 * @category model
 */
export type NotPublicWhy = Exclude<AddressClass, 'public'> | 'single-label'

/**
 * A fault and where it is (0-based UTF-16 offset into the text): a fact, which
 * `describeError` (`typed-uri/messages`) words.
 *
 * @since 0.3.0
 * @category model
 */
export interface WebFault {
  /** @since 0.4.0 */
  readonly _tag: 'WebFault'
  readonly code: WebFaultCode
  readonly offset: number
  /** The part the fault is about: the scheme, the user information, the port's digits. */
  readonly text: string
  /** Whether a web address was asked for (a script's scheme is refused in any address; its sentence then asks for another). @since 0.4.0 */
  readonly web: boolean
  /**
   * For `scheme-not-allowed` of a form that lists its schemes (`uriSchema({ schemes })`): the schemes it
   * accepts, in lower case; absent where a web address was asked for (http and https, RFC 9110 section 4.2).
   *
   * @since 0.4.0
   */
  readonly allowed?: readonly string[]
  /**
   * For `not-public`: why the host names no public site (its `text`): the class of what a client reads in
   * it, or `single-label`.
   *
   * @since 0.4.0
   */
  readonly why?: NotPublicWhy
  /**
   * For `not-public` of a special-use class: the address or name a client reads in the host, as a WHATWG
   * URL parser prints it (`0x7f.1` is `127.0.0.1`).
   *
   * @since 0.4.0
   */
  readonly address?: string
}

/**
 * Where a host of a special-use class leads, as a person would say it: to the computer itself
 * (`self`: loopback, unspecified), to a private or local network (`local`: private, link-local,
 * unique-local, site-local, shared, metadata), or to no website (`reserved`: documentation, reserved,
 * multicast, broadcast); `single-label` for a name without a dot. Each catalog's plain sentence of
 * `not-public` picks its words by it.
 *
 * @example
 * notPublicPlace('link-local')   // 'local'
 *
 * @since 0.4.0
 * @category model
 */
export const notPublicPlace = (why: NotPublicWhy | undefined): 'self' | 'local' | 'reserved' | 'single-label' => {
  switch (why) {
    case 'single-label':
      return 'single-label'
    case 'loopback':
    case 'unspecified':
      return 'self'
    case 'private':
    case 'link-local':
    case 'unique-local':
    case 'site-local':
    case 'shared':
    case 'metadata':
      return 'local'
    default:
      return 'reserved'
  }
}

/** The largest TCP port: port numbers are 16-bit (RFC 9293 section 3.1). */
const MAX_PORT = 65535

/** Whether a port's digits (section 3.2.3: `*DIGIT`) name a port of at most 65535; leading zeros are allowed. */
const portFits = (digits: string): boolean => {
  let k = 0
  while (k < digits.length - 1 && digits.charCodeAt(k) === 0x30) k++
  return digits.length - k <= 5 && Number(digits.slice(k)) <= MAX_PORT
}

/** Whether a code unit may stand in a scheme after its first letter (section 3.1: ALPHA / DIGIT / "+" / "-" / "."). */
const isSchemeChar = (c: number): boolean => (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a) || (c >= 0x30 && c <= 0x39) || c === 0x2b || c === 0x2d || c === 0x2e

/**
 * Where the host of a reference stands (0-based UTF-16 offsets, `end` exclusive), by Appendix B's split,
 * on any text (a value the grammar refused too): the authority follows "scheme://" (a scheme as section 3.1
 * spells it) or a leading "//" (4.2), up to "/", "?" or "#"; in it, the user information ends at the last
 * "@" (`userinfo` is its start, or -1 for none), and a host holds ":" only inside "[…]", so the port follows
 * the first ":" after the host. Null for a reference without an authority.
 *
 * @example
 * hostSpanOf('https://me@例え.jp:8080/a')   // { start: 11, end: 16, userinfo: 8, authorityEnd: 21 }
 */
export const hostSpanOf = (uri: string): { readonly start: number; readonly end: number; readonly userinfo: number; readonly authorityEnd: number } | null => {
  let k = 0
  if (uri.charCodeAt(0) !== 0x2f) {
    const first = uri.charCodeAt(0) | 0x20
    if (first < 0x61 || first > 0x7a) return null
    k = 1
    while (k < uri.length && isSchemeChar(uri.charCodeAt(k))) k++
    if (uri.charCodeAt(k) !== 0x3a) return null
    k++
  }
  if (uri.charCodeAt(k) !== 0x2f || uri.charCodeAt(k + 1) !== 0x2f) return null
  const start = k + 2
  let end = start
  while (end < uri.length) {
    const c = uri.charCodeAt(end)
    if (c === 0x2f || c === 0x3f || c === 0x23) break
    end++
  }
  const at = uri.lastIndexOf('@', end - 1)
  const hostStart = at >= start ? at + 1 : start
  const bracket = uri.charCodeAt(hostStart) === 0x5b ? uri.indexOf(']', hostStart) : -1
  const portColon = uri.indexOf(':', bracket < 0 ? hostStart : bracket)
  return { start: hostStart, end: portColon < 0 || portColon >= end ? end : portColon, userinfo: at >= start ? start : -1, authorityEnd: end }
}

/**
 * The first reason a URI the grammar accepted is not a web address, or null
 * when it is one. Appendix B: the scheme ends at the first ":", the authority
 * follows "//" up to "/", "?" or "#"; in it, the user information ends at "@"
 * (neither it nor a host holds one), and a host holds ":" only inside "[…]",
 * so the port follows the last ":" after the host.
 */
export const webFaultOf = (uri: string): WebFault | null => {
  const colon = uri.indexOf(':')
  const scheme = uri.slice(0, colon)
  if (scriptSchemeOf(uri) !== null) return { _tag: 'WebFault', code: 'script-scheme', offset: 0, text: scheme, web: true }
  const lower = scheme.toLowerCase()
  if (lower !== 'http' && lower !== 'https') return { _tag: 'WebFault', code: 'scheme-not-allowed', offset: 0, text: scheme, web: true }
  const span = hostSpanOf(uri)
  // "http:foo" or "http:/foo": no authority, so no host (4.2.1: "http" "://" authority).
  if (span === null) return { _tag: 'WebFault', code: 'no-host', offset: colon + 1, text: '', web: true }
  if (span.userinfo >= 0) return { _tag: 'WebFault', code: 'userinfo-not-allowed', offset: span.userinfo, text: uri.slice(span.userinfo, span.start - 1), web: true }
  if (span.end === span.start) return { _tag: 'WebFault', code: 'no-host', offset: span.start, text: '', web: true }
  if (span.end < span.authorityEnd) {
    const digits = uri.slice(span.end + 1, span.authorityEnd)
    if (digits !== '' && !portFits(digits)) return { _tag: 'WebFault', code: 'port-out-of-range', offset: span.end + 1, text: digits, web: true }
  }
  return null
}

/**
 * True when the whole input is a web address: an `http` or `https` URI (RFC
 * 9110 section 4.2, the scheme in any case) with a non-empty host, no user
 * information (4.2.4) and a port of at most 65535; false for anything else,
 * a non-string too. So `example.com` (no scheme), `http://` (no host),
 * `https://me@example.com/` and `javascript:alert(1)` are false.
 *
 * @example
 * isWebURL('https://example.com/')       // true
 * isWebURL('HTTP://example.com:8080/a')  // true
 * isWebURL('http://')                    // false
 * isWebURL('javascript:alert(1)')        // false
 *
 * @since 0.3.0
 * @category parsing
 */
export const isWebURL = (input: string): boolean => typeof input === 'string' && validWholeURI(input) && webFaultOf(input) === null
