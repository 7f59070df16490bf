/**
 * Whether an expansion is a URI reference (RFC 3986 section 4.1), read by
 * hand with the grammar's character tables (`componentTables`, which the
 * grammar's generated module builds from its rules) and an IP literal by
 * the grammar's own regular expression of section 3.2.2's IP-literal
 * (`sourceIPLiteral`), so that `expand` carries neither the package's URI
 * grammar nor a second copy of its rules. An expansion holds only what
 * section 3.2.1 lets it write (unreserved, reserved, pct-encoded), so what
 * can go wrong is where a reserved character stands: a second "#", a "[" or
 * "]" outside an IP-literal, a ":" in a first segment that is no scheme, an
 * authority with two "@" or a port that is not digits.
 *
 * @since 0.3.0
 */
import { componentTables, sourceIPLiteral } from '../grammar/read/index.ts'
import { hexValue } from '../base/octets.ts'

/** Section 2.3: unreserved (U of RFC 6570 section 1.5). Shared with the grammar: read, never written. */
export const U: Uint8Array = componentTables.unreserved
/** Section 2.2 and 2.3: unreserved / reserved (U+R of RFC 6570 section 1.5, "%" apart). Shared with the grammar: read, never written. */
export const UR: Uint8Array = componentTables.unreservedOrReserved
/** Section 3.2.1: userinfo's characters ("%" apart). */
const USERINFO = componentTables.userinfo
/** Section 3.2.2: reg-name's characters ("%" apart). */
const REG_NAME = componentTables.regName
/** Section 3.3: pchar / "/" ("%" apart); a query and a fragment add "?" (section 3.4, 3.5). */
const PATH = componentTables.path
const QUERY = componentTables.query
/** Section 3.1: scheme's first character (ALPHA), and those after it. */
const SCHEME_START = componentTables.schemeStart
const SCHEME = componentTables.scheme
/** Section 3.2.3: port = *DIGIT. */
const PORT = componentTables.port

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

/** IP-literal (section 3.2.2: "[" ( IPv6address / IPvFuture ) "]"), the grammar's expression, made on first use. */
let ipLiteral: RegExp | null = null
const isIPLiteral = (s: string): boolean => {
  if (ipLiteral === null) ipLiteral = new RegExp(`^${sourceIPLiteral()}$`)
  return ipLiteral.test(s)
}

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
    if (close < 0 || close >= to || !isIPLiteral(s.slice(host, close + 1))) return host
    portFrom = close + 1
  } else portFrom = run(s, host, to, REG_NAME)
  if (portFrom === to) return -1
  if (s.charCodeAt(portFrom) !== 0x3a) return portFrom
  for (let i = portFrom + 1; i < to; i++) {
    const c = s.charCodeAt(i)
    if (!(c < 128 && PORT[c] === 1)) return i
  }
  return -1
}

/**
 * The length of `s`'s leading scheme and its ":" (section 3.1: ALPHA then
 * ALPHA / DIGIT / "+" / "-" / "."), or 0 when it begins with none.
 */
export const schemeLength = (s: string): number => {
  const c0 = s.charCodeAt(0)
  if (!(c0 < 128 && SCHEME_START[c0] === 1)) return 0
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
    if (i === 0 || !(c0 < 128 && SCHEME_START[c0] === 1)) return 0
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
