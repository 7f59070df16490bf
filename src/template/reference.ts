/**
 * Whether an expansion is a URI reference (RFC 3986 section 4.1), read by
 * hand with the template's own character tables, and an IP literal by
 * regular expressions of section 3.2.2's ABNF, so that `expand` does not
 * carry the package's URI grammar. An expansion holds only what section
 * 3.2.1 lets it write (unreserved, reserved, pct-encoded), so what can go
 * wrong is where a reserved character stands: a second "#", a "[" or "]"
 * outside an IP-literal, a ":" in a first segment that is no scheme, an
 * authority with two "@" or a port that is not digits.
 *
 * @since 0.3.0
 */
import { hexValue } from '../octets.ts'

const ALPHA = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'
const DIGIT = '0123456789'
const UNRESERVED_CHARS = ALPHA + DIGIT + '-._~'
const SUB_DELIMS = "!$&'()*+,;="

const tableOf = (chars: string): Uint8Array => {
  const t = new Uint8Array(128)
  for (let i = 0; i < chars.length; i++) t[chars.charCodeAt(i)] = 1
  return t
}

/** Section 2.3: unreserved (U of RFC 6570 section 1.5). */
export const U: Uint8Array = /* @__PURE__ */ tableOf(UNRESERVED_CHARS)
/** Section 2.2 and 2.3: unreserved / reserved (U+R of RFC 6570 section 1.5, "%" apart). */
export const UR: Uint8Array = /* @__PURE__ */ tableOf(UNRESERVED_CHARS + SUB_DELIMS + ':/?#[]@')
/** Section 3.2.1: userinfo's characters ("%" apart). */
const USERINFO = /* @__PURE__ */ tableOf(UNRESERVED_CHARS + SUB_DELIMS + ':')
/** Section 3.2.2: reg-name's characters ("%" apart). */
const REG_NAME = /* @__PURE__ */ tableOf(UNRESERVED_CHARS + SUB_DELIMS)
/** Section 3.3: pchar / "/" ("%" apart); a query and a fragment add "?" (section 3.4, 3.5). */
const PATH = /* @__PURE__ */ tableOf(UNRESERVED_CHARS + SUB_DELIMS + ':@/')
const QUERY = /* @__PURE__ */ tableOf(UNRESERVED_CHARS + SUB_DELIMS + ':@/?')
/** Section 3.1: scheme's characters after its first ALPHA. */
const SCHEME = /* @__PURE__ */ tableOf(ALPHA + DIGIT + '+-.')

const isHex = (c: number): boolean => hexValue(c) >= 0

/** The first offset from `from` to `to` whose character is not in `table` nor a pct-encoded triplet; `to` when there is none. */
const run = (s: string, from: number, to: number, table: Uint8Array): number => {
  let i = from
  while (i < to) {
    const c = s.charCodeAt(i)
    if (c < 128 && table[c] === 1) i++
    else if (c === 0x25 && i + 2 < to && isHex(s.charCodeAt(i + 1)) && isHex(s.charCodeAt(i + 2))) i += 3
    else return i
  }
  return to
}

/** h16 and ls32 (section 3.2.2): ls32 is two h16 or an IPv4address, its dec-octets 0 to 255 without a leading zero. */
const H16 = '[\\dA-F]{1,4}'
const DEC_OCTET = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)'
const LS32 = `(?:${H16}:${H16}|(?:${DEC_OCTET}\\.){3}${DEC_OCTET})`

/**
 * IPv6address (section 3.2.2), its nine alternatives as the ABNF writes them:
 * 6( h16 ":" ) ls32, then for k = 0 to 7, at most k pieces before "::" and
 * 5 - k pieces and ls32 after it (k = 6: one h16; k = 7: nothing). A piece
 * ends at a ":", which no h16 holds, so a match never backtracks far.
 */
const IPV6 = /* @__PURE__ */ new RegExp(
  `^(?:(?:${H16}:){6}${LS32}|${Array.from({ length: 8 }, (_, k) => `${k === 0 ? '' : `(?:(?:${H16}:){0,${k - 1}}${H16})?`}::${k < 6 ? `(?:${H16}:){${5 - k}}${LS32}` : k === 6 ? H16 : ''}`).join('|')})$`,
  'i',
)
const isIPv6 = (s: string): boolean => IPV6.test(s)

/** IPvFuture (section 3.2.2): "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" ). */
const IP_FUTURE = /^v[\dA-F]+\.[\w.~!$&'()*+,;=:-]+$/i
const isIPvFuture = (s: string): boolean => IP_FUTURE.test(s)

/** The first offset of the authority from `from` to `to` that cannot stand there (section 3.2); -1 when it is one. */
const authorityFault = (s: string, from: number, to: number): number => {
  const at = s.indexOf('@', from)
  let host = from
  if (at >= 0 && at < to) {
    const bad = run(s, from, at, USERINFO)
    if (bad < at) return bad
    host = at + 1
  }
  let portFrom: number
  if (s.charCodeAt(host) === 0x5b) {
    const close = s.indexOf(']', host)
    if (close < 0 || close >= to) return host
    const inner = s.slice(host + 1, close)
    if (!isIPv6(inner) && !isIPvFuture(inner)) return host
    portFrom = close + 1
  } else portFrom = run(s, host, to, REG_NAME)
  if (portFrom === to) return -1
  if (s.charCodeAt(portFrom) !== 0x3a) return portFrom
  for (let i = portFrom + 1; i < to; i++) {
    const c = s.charCodeAt(i)
    if (c < 0x30 || c > 0x39) return i
  }
  return -1
}

/**
 * The length of `s`'s leading scheme and its ":" (section 3.1: ALPHA then
 * ALPHA / DIGIT / "+" / "-" / "."), or 0 when it begins with none.
 */
export const schemeLength = (s: string): number => {
  const c0 = s.charCodeAt(0)
  if (!((c0 >= 0x41 && c0 <= 0x5a) || (c0 >= 0x61 && c0 <= 0x7a))) return 0
  for (let i = 1; i < s.length; i++) {
    const c = s.charCodeAt(i)
    if (c === 0x3a) return i + 1
    if (!(c < 128 && SCHEME[c] === 1)) return 0
  }
  return 0
}

/**
 * The offset of the first character of `s` that keeps it from being a URI
 * reference (RFC 3986 section 4.1: URI or relative-ref), or -1 when it is one.
 */
export const referenceFault = (s: string): number => {
  const n = s.length
  // Section 3.1 and 4.2: a ":" before any "/", "?" or "#" ends a scheme (a relative reference's first segment holds none).
  let i = 0
  while (i < n) {
    const c = s.charCodeAt(i)
    if (c === 0x3a || c === 0x2f || c === 0x3f || c === 0x23) break
    i++
  }
  let pos = 0
  if (i < n && s.charCodeAt(i) === 0x3a) {
    const c0 = s.charCodeAt(0)
    if (i === 0 || !((c0 >= 0x41 && c0 <= 0x5a) || (c0 >= 0x61 && c0 <= 0x7a))) return 0
    for (let k = 1; k < i; k++) {
      const c = s.charCodeAt(k)
      if (!(c < 128 && SCHEME[c] === 1)) return k
    }
    pos = i + 1
  }
  // Section 3.2: "//" begins an authority, which ends at the next "/", "?" or "#".
  if (s.charCodeAt(pos) === 0x2f && s.charCodeAt(pos + 1) === 0x2f) {
    let end = pos + 2
    while (end < n) {
      const c = s.charCodeAt(end)
      if (c === 0x2f || c === 0x3f || c === 0x23) break
      end++
    }
    const bad = authorityFault(s, pos + 2, end)
    if (bad >= 0) return bad
    pos = end
  }
  // Section 3.3 to 3.5: the path, then "?" query, then "#" fragment.
  pos = run(s, pos, n, PATH)
  if (pos < n && s.charCodeAt(pos) === 0x3f) pos = run(s, pos + 1, n, QUERY)
  if (pos < n && s.charCodeAt(pos) === 0x23) pos = run(s, pos + 1, n, QUERY)
  return pos < n ? pos : -1
}
