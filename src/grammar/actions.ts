/**
 * What the rules build: the typed nodes of ast.ts from what a rule matched.
 * Each is a named export, so that the grammar files and the generated code
 * (which calls them as `A.name`) share the very same function; the generator
 * refuses a rule whose value comes from a function that is not here.
 *
 * Signatures follow the IR action that calls them (ir.ts): `span` (start, end,
 * input), `node` (input, start, end, …values), `apply` (…values).
 */
import {
  pathAt,
  portValue,
  type Authority,
  type Component,
  type Host,
  type IPv4Host,
  type IPv6Host,
  type IPvFutureHost,
  type Path,
  type Port,
  type RegNameHost,
  type RelativeRef,
  type AbsoluteUri,
  type Uri,
  type Zone,
} from '../model/ast.ts'
import { hexValue } from '../base/octets.ts'

/**
 * What hier-part and relative-part hold: an authority when "//" begins them, and a path.
 *
 * @since 0.1.0
 * @category grammar
 */
export interface PathWithAuthority {
  readonly authority: Authority | null
  readonly path: Path
}

/** IPvFuture's two parts. */
export interface IPvFutureParts {
  readonly version: string
  readonly address: string
}

/** The four numbers of a valid IPv4address between start and end. */
const dottedOctets = (input: string, start: number, end: number): [number, number, number, number] => {
  const octets: [number, number, number, number] = [0, 0, 0, 0]
  for (let i = start, k = 0; i < end; i++) {
    const c = input.charCodeAt(i)
    if (c === 0x2e) k++
    else octets[k] = octets[k] * 10 + c - 0x30
  }
  return octets
}

/**
 * The eight 16-bit pieces of a valid IPv6address (RFC 3986 section 3.2.2), "::"
 * and an embedded IPv4 address (ls32 as dotted decimal) expanded: one pass over
 * the text, since every parsed IPv6 literal pays for it.
 */
export const ipv6Pieces = (address: string): readonly number[] => {
  const pieces: number[] = []
  const L = address.length
  let gap = -1
  for (let i = 0; i < L; ) {
    if (address.charCodeAt(i) === 0x3a) {
      // ":" between two h16, or "::" where the zeros go
      if (address.charCodeAt(i + 1) === 0x3a) {
        gap = pieces.length
        i += 2
      } else i++
      continue
    }
    let v = 0
    let j = i
    for (; j < L; j++) {
      const c = address.charCodeAt(j)
      if (c === 0x3a || c === 0x2e) break
      v = v * 16 + hexValue(c)
    }
    if (j < L && address.charCodeAt(j) === 0x2e) {
      // ls32 = IPv4address: four dec-octets, two pieces
      const [a, b, c, d] = dottedOctets(address, i, L)
      pieces.push((a << 8) | b, (c << 8) | d)
      break
    }
    pieces.push(v)
    i = j
  }
  if (gap < 0) return pieces
  // "::" stands for as many zero pieces as make eight: the pieces before it, the zeros, the pieces after it
  // (pushed one by one: a splice of a spread array of zeros took several times as long).
  const out: number[] = []
  for (let k = 0; k < gap; k++) out.push(pieces[k])
  for (let k = pieces.length; k < 8; k++) out.push(0)
  for (let k = gap; k < pieces.length; k++) out.push(pieces[k])
  return out
}

/** A component node ({ raw, start, end }) for the text a rule consumed. */
export const componentAt = (start: number, end: number, input: string): Component => ({ raw: input.slice(start, end), start, end })

/** port = *DIGIT; `value` is null when the port is empty. */
export const portNode = (_input: string, start: number, end: number, raw: string): Port => ({ raw, start, end, value: portValue(raw) })

/** authority = [ userinfo "@" ] host [ ":" port ]: without userinfo and port, its text is the host's (one string, not a second copy). */
export const authorityNode = (input: string, start: number, end: number, userinfo: Component | null, host: Host, port: Port | null): Authority => ({
  raw: userinfo === null && port === null ? host.raw : input.slice(start, end),
  start,
  end,
  userinfo,
  host,
  port,
})

const isDigit = (c: number): boolean => c >= 0x30 && c <= 0x39

/** Two digits at i as a number. */
export const twoDigits = (input: string, i: number): number => (input.charCodeAt(i) - 0x30) * 10 + input.charCodeAt(i + 1) - 0x30

/**
 * dec-octet: the length of the longest one at i, or -1: the longest run of at
 * most three digits without a leading zero whose value is at most 255.
 */
export const decOctetLength = (input: string, i: number): number => {
  const c0 = input.charCodeAt(i)
  if (!isDigit(c0)) return -1
  if (c0 === 0x30 || !isDigit(input.charCodeAt(i + 1))) return 1
  const c2 = input.charCodeAt(i + 2)
  return isDigit(c2) && twoDigits(input, i) * 10 + c2 - 0x30 <= 255 ? 3 : 2
}

/** Whether one more digit would still make a dec-octet after one of length n at i ("2" → "25", "25" → "255"). */
export const decOctetGrows = (input: string, i: number, n: number): boolean =>
  n === 1 ? input.charCodeAt(i) !== 0x30 : n === 2 && !isDigit(input.charCodeAt(i + 2)) && twoDigits(input, i) <= 25

/** IPv4address, as a host node. */
export const ipv4Node = (start: number, end: number, input: string): IPv4Host => ({
  _tag: 'IPv4',
  raw: input.slice(start, end),
  start,
  end,
  octets: dottedOctets(input, start, end),
})

/** IPvFuture = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" ): its version and address. */
export const ipvFutureParts = (_v: string, version: string, _dot: string, address: string): IPvFutureParts => ({ version, address })

/** IP-literal = "[" ( IPv6address / IPvFuture ) "]", as a host node. */
export const ipLiteralNode = (input: string, start: number, end: number, _open: string, inner: string | IPvFutureParts | ZonedAddress): IPv6Host | IPvFutureHost => {
  const raw = input.slice(start, end)
  if (typeof inner === 'string') return { _tag: 'IPv6', raw, start, end, address: inner, pieces: ipv6Pieces(inner) }
  if ('zone' in inner) return { _tag: 'IPv6', raw, start, end, address: inner.address, pieces: ipv6Pieces(inner.address), zone: inner.zone }
  return { _tag: 'IPvFuture', raw, start, end, version: inner.version, address: inner.address }
}

/** IPv6addrz's two parts (RFC 6874 section 2). */
export interface ZonedAddress {
  readonly address: string
  readonly zone: Zone
}

/**
 * ZoneID = 1*( unreserved / pct-encoded ): as written, and decoded (null when
 * its octets are not UTF-8). Without a triplet the zone is its own value (no
 * copy); with triplets the platform's decodeURIComponent reads them, which
 * refuses what RFC 3629 refuses (a bad lead or continuation octet, an
 * overlong form, a surrogate, past U+10FFFF) and builds one flat string: a
 * zone of 50 MB takes about its own size, not forty times it.
 */
export const zoneNode = (raw: string): Zone => {
  if (!raw.includes('%')) return { raw, value: raw }
  try {
    return { raw, value: decodeURIComponent(raw) }
  } catch {
    return { raw, value: null }
  }
}

/** IPv6addrz = IPv6address "%25" ZoneID */
export const zonedAddressParts = (address: string, _pct25: string, zone: Zone): ZonedAddress => ({ address, zone })

/** reg-name, as a host node. */
export const regNameNode = (_input: string, start: number, end: number, raw: string): RegNameHost => ({ _tag: 'RegName', raw, start, end })

/** A path node for the text a rule consumed. */
export const pathNode = (start: number, end: number, input: string): Path => pathAt(input.slice(start, end), start, end)

/** "//" authority path-abempty */
export const withAuthorityParts = (_slashes: string, authority: Authority, path: Path): PathWithAuthority => ({ authority, path })

/** A path alone (path-absolute, path-rootless, path-noscheme, path-empty). */
export const pathOnlyParts = (path: Path): PathWithAuthority => ({ authority: null, path })

/** URI = scheme ":" hier-part [ "?" query ] [ "#" fragment ] */
export const uriNode = (_input: string, start: number, end: number, scheme: Component, _colon: string, h: PathWithAuthority, query: Component | null, fragment: Component | null): Uri => ({
  _tag: 'Uri',
  start,
  end,
  scheme,
  authority: h.authority,
  path: h.path,
  query,
  fragment,
})

/** absolute-URI = scheme ":" hier-part [ "?" query ]: a URI without a fragment. */
export const absoluteUriNode = (input: string, start: number, end: number, scheme: Component, colon: string, h: PathWithAuthority, query: Component | null): AbsoluteUri =>
  uriNode(input, start, end, scheme, colon, h, query, null) as AbsoluteUri

/** relative-ref = relative-part [ "?" query ] [ "#" fragment ] */
export const relativeRefNode = (_input: string, start: number, end: number, r: PathWithAuthority, query: Component | null, fragment: Component | null): RelativeRef => ({
  _tag: 'RelativeRef',
  start,
  end,
  authority: r.authority,
  path: r.path,
  query,
  fragment,
})
