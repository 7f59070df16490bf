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
import { validWholeURI } from '../grammar/read/index.ts'
import { scriptSchemeOf } from './script-schemes.ts'

/**
 * Why a URI is not a web address: its scheme runs code (`javascript:`…),
 * is another (`ftp:`), its host is empty, it holds user information, or
 * its port is over 65535. `uriSchema({ web: true })`'s issues carry them;
 * `uriSchema({ schemes })` refuses a scheme it does not list with
 * `scheme-not-allowed` too (`WebFault.allowed` lists those it accepts).
 *
 * @since 0.3.0
 * @category model
 */
export type WebFaultCode = 'script-scheme' | 'scheme-not-allowed' | 'no-host' | 'userinfo-not-allowed' | 'port-out-of-range'

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
}

/** The largest TCP port: port numbers are 16-bit (RFC 9293 section 3.1). */
const MAX_PORT = 65535

/** Whether a port's digits (section 3.2.3: `*DIGIT`) name a port of at most 65535; leading zeros are allowed. */
const portFits = (digits: string): boolean => {
  let k = 0
  while (k < digits.length - 1 && digits.charCodeAt(k) === 0x30) k++
  return digits.length - k <= 5 && Number(digits.slice(k)) <= MAX_PORT
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
  const start = colon + 3
  // "http:foo" or "http:/foo": no authority, so no host (4.2.1: "http" "://" authority).
  if (uri.charCodeAt(colon + 1) !== 0x2f || uri.charCodeAt(colon + 2) !== 0x2f) return { _tag: 'WebFault', code: 'no-host', offset: colon + 1, text: '', web: true }
  let end = start
  while (end < uri.length) {
    const c = uri.charCodeAt(end)
    if (c === 0x2f || c === 0x3f || c === 0x23) break
    end++
  }
  const at = uri.lastIndexOf('@', end - 1)
  if (at >= start) return { _tag: 'WebFault', code: 'userinfo-not-allowed', offset: start, text: uri.slice(start, at), web: true }
  const hostStart = start
  const bracket = uri.charCodeAt(hostStart) === 0x5b ? uri.indexOf(']', hostStart) : -1
  const portColon = uri.indexOf(':', bracket < 0 ? hostStart : bracket)
  const hostEnd = portColon < 0 || portColon >= end ? end : portColon
  if (hostEnd === hostStart) return { _tag: 'WebFault', code: 'no-host', offset: hostStart, text: '', web: true }
  if (hostEnd < end) {
    const digits = uri.slice(hostEnd + 1, end)
    if (digits !== '' && !portFits(digits)) return { _tag: 'WebFault', code: 'port-out-of-range', offset: hostEnd + 1, text: digits, web: true }
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
