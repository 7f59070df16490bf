/**
 * RFC 3986 section 3.2.2: host; RFC 6874 section 2: zone identifiers in IP literals;
 * RFC 3987 section 2.2: ihost and ireg-name.
 *
 *   host        = IP-literal / IPv4address / reg-name
 *   IP-literal  = "[" ( IPv6address / IPvFuture  ) "]"
 *   IPvFuture   = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" )
 *   IPv6address =                            6( h16 ":" ) ls32
 *               /                       "::" 5( h16 ":" ) ls32
 *               / [               h16 ] "::" 4( h16 ":" ) ls32
 *               / [ *1( h16 ":" ) h16 ] "::" 3( h16 ":" ) ls32
 *               / [ *2( h16 ":" ) h16 ] "::" 2( h16 ":" ) ls32
 *               / [ *3( h16 ":" ) h16 ] "::"    h16 ":"   ls32
 *               / [ *4( h16 ":" ) h16 ] "::"              ls32
 *               / [ *5( h16 ":" ) h16 ] "::"              h16
 *               / [ *6( h16 ":" ) h16 ] "::"
 *   h16         = 1*4HEXDIG
 *   ls32        = ( h16 ":" h16 ) / IPv4address
 *   IPv4address = dec-octet "." dec-octet "." dec-octet "." dec-octet
 *   dec-octet   = DIGIT                 ; 0-9
 *               / %x31-39 DIGIT         ; 10-99
 *               / "1" 2DIGIT            ; 100-199
 *               / "2" %x30-34 DIGIT     ; 200-249
 *               / "25" %x30-35          ; 250-255
 *   reg-name    = *( unreserved / pct-encoded / sub-delims )
 *
 * "The syntax rule for host is ambiguous because it does not completely
 * distinguish between an IPv4address and a reg-name. In order to disambiguate
 * the syntax, we apply the 'first-match-wins' algorithm: If host matches the
 * rule for IPv4address, then it should be considered an IPv4 address literal
 * and not a reg-name." So "1.2.3.4" is IPv4, "1.2.3.256" and "1.2.3" are reg-names.
 */
import type { Host, IPv4Host, IPv6Host, IPvFutureHost, RegNameHost, Zone } from '../model/ast.ts'
import { decOctetGrows, decOctetLength, ipLiteralNode, ipv4Node, ipvFutureParts, regNameNode, zonedAddressParts, zoneNode, type IPvFutureParts, type ZonedAddress } from './actions.ts'
import { dataSubDelims, iunreserved, pctEncoded, subDelims, unreserved } from './characters.ts'
import { iname, reserveIn, URI_VARIANT, variantCache, type Variant } from './variant.ts'
import { HEXDIG } from './core.ts'
import {
  alt,
  char,
  fromSpan,
  literal,
  longest,
  map,
  matched,
  notFollowedBy,
  oneOf,
  optional,
  rule,
  seq,
  seqMap,
  seqNode,
  skip,
  spanned,
  star,
  terminal,
  times,
  type Rule,
} from './internal.ts'

/**
 * h16 = 1*4HEXDIG ; 16 bits of address represented in hexadecimal
 *
 * @since 0.1.0
 * @category grammar
 */
export const h16: Rule<string> = star(HEXDIG, 1, 4)

const DIGIT_EXPECTED: readonly string[] = ['DIGIT']

/**
 * dec-octet = DIGIT / %x31-39 DIGIT / "1" 2DIGIT / "2" %x30-34 DIGIT / "25" %x30-35
 *
 * A terminal primitive: the longest alternative that matches, which is the
 * longest run of at most three digits without a leading zero whose value is at
 * most 255. So "255" takes three digits, "256" takes "25", "010" takes "0".
 * Where one more digit would still make a dec-octet ("2" → "25"), it says so,
 * so that an error right after it lists DIGIT (actions.ts, `decOctetGrows`).
 * For the regex back end it carries the ABNF's five alternatives as a pattern.
 *
 * @since 0.1.0
 * @category grammar
 */
export const decOctet: Rule<string> = terminal(decOctetLength, DIGIT_EXPECTED, decOctetGrows, '(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9][0-9]|[0-9])')

const dot = literal('.')

// Unnamed, so that a failure inside an IPv6address's ls32 is reported as the
// IPv6address's, not as an IPv4address host's.
const ipv4 = fromSpan(seq(decOctet, dot, decOctet, dot, decOctet, dot, decOctet), ipv4Node)

/**
 * IPv4address = dec-octet "." dec-octet "." dec-octet "." dec-octet
 *
 * @since 0.1.0
 * @category grammar
 */
export const IPv4address: Rule<IPv4Host> = rule('IPv4address', ipv4)

const colon = literal(':')
const doubleColon = literal('::')

/**
 * ls32 = ( h16 ":" h16 ) / IPv4address ; least-significant 32 bits of address
 *
 * @since 0.1.0
 * @category grammar
 */
export const ls32: Rule<string> = matched(alt<unknown>(seq(h16, colon, h16), ipv4))

/** `n( h16 ":" )` */
const h16Colons = (n: number): Rule<unknown> => times(seq(h16, colon), n)

/**
 * `[ *n( h16 ":" ) h16 ]`, written as the same language `[ h16 *n( ":" h16 ) ]`:
 * parsimmon's repetition never gives back what it took, so `*n( h16 ":" )` would
 * swallow the first colon of the "::" that follows.
 */
const upTo = (n: number): Rule<unknown> => optional(seq(h16, times(seq(colon, h16), 0, n)))

/**
 * IPv6address, the nine alternatives above. Several of them match a prefix of
 * another's match ("::1" is a prefix of "::1:2"), so the rule takes the longest
 * match of all nine rather than the first.
 *
 * @since 0.1.0
 * @category grammar
 */
export const IPv6address: Rule<string> = rule(
  'IPv6address',
  matched(
    longest<unknown>(
      seq(h16Colons(6), ls32),
      seq(doubleColon, h16Colons(5), ls32),
      seq(upTo(0), doubleColon, h16Colons(4), ls32),
      seq(upTo(1), doubleColon, h16Colons(3), ls32),
      seq(upTo(2), doubleColon, h16Colons(2), ls32),
      seq(upTo(3), doubleColon, h16Colons(1), ls32),
      seq(upTo(4), doubleColon, ls32),
      seq(upTo(5), doubleColon, h16),
      seq(upTo(6), doubleColon),
    ),
  ),
)

/**
 * IPvFuture = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" ) ; "v" is case-insensitive
 *
 * @since 0.1.0
 * @category grammar
 */
export const IPvFuture: Rule<IPvFutureParts> = rule('IPvFuture', seqMap(literal('v'), star(HEXDIG, 1), dot, star(oneOf(unreserved, subDelims, char(':')), 1), ipvFutureParts))

/**
 * ZoneID = 1*( unreserved / pct-encoded )                        (RFC 6874 section 2)
 * Its value: as written, and percent-decoded.
 *
 * @since 0.2.0
 * @category grammar
 */
export const ZoneID: Rule<Zone> = rule('ZoneID', map(star(oneOf(unreserved, pctEncoded), 1), zoneNode))

/**
 * IPv6addrz = IPv6address "%25" ZoneID                           (RFC 6874 section 2)
 *
 * @since 0.2.0
 * @category grammar
 */
export const IPv6addrz: Rule<ZonedAddress> = rule('IPv6addrz', seqMap(IPv6address, literal('%25'), ZoneID, zonedAddressParts))

const ipLiterals = new Map<boolean, Rule<IPv6Host | IPvFutureHost>>()
const regNames = variantCache<Rule<RegNameHost>>()

/** IP-literal, with or without zone identifiers: one rule each, shared by URI and IRI grammars. */
const ipLiteral = (zoneIds: boolean): Rule<IPv6Host | IPvFutureHost> => {
  let r = ipLiterals.get(zoneIds)
  if (r === undefined) {
    r = rule(
      'IP-literal',
      seqNode(
        [literal('['), zoneIds ? alt<string | IPvFutureParts | ZonedAddress>(IPv6addrz, IPv6address, IPvFuture) : alt<string | IPvFutureParts>(IPv6address, IPvFuture), literal(']')],
        ipLiteralNode,
      ),
    )
    ipLiterals.set(zoneIds, r)
  }
  return r
}

/**
 * The host rules a grammar's options change: IP-literal takes zone identifiers
 * with `zoneIds`; an IRI grammar's ireg-name and ihost take iunreserved; a
 * grammar that reserves sub-delims leaves them out of reg-name (and so out of
 * what may follow an IPv4address host: "1.2.3.4;" is an IPv4 host then ";").
 *
 *   IP-literal = "[" ( IPv6address / IPvFuture  ) "]"               (RFC 3986)
 *   IP-literal = "[" ( IPv6address / IPv6addrz / IPvFuture  ) "]"   (RFC 6874)
 *   ireg-name  = *( iunreserved / pct-encoded / sub-delims )        (RFC 3987)
 *   ihost      = IP-literal / IPv4address / ireg-name               (RFC 3987)
 *
 * With zones, IPv6addrz is tried before IPv6address: the two begin alike and
 * ordered choice keeps the first that matches, so the longer must come first.
 */
export const hostRules = (v: Variant) => {
  // IPvFuture keeps every sub-delim, reserved or not: it takes no pct-encoded, so a reserved one
  // could not be written at all, and the "]" that ends the literal is what an embedding grammar reads to.
  const IPLiteral = ipLiteral(v.zoneIds)
  const regNameChar = oneOf(v.iri ? iunreserved : unreserved, pctEncoded, dataSubDelims(reserveIn(v)))
  // One reg-name rule per character set (IRI or not, and what is reserved), shared by the grammars with and without zones.
  const regName = regNames(reserveIn(v), `${v.iri}${reserveIn(v)}`, () => rule(iname(v, 'reg-name'), spanned(star(regNameChar), regNameNode)))
  // An IPv4address counts only when the whole host matches it: followed by a
  // character that could continue a reg-name ("1.2.3.4.example", "1.2.3.45x") the host is a reg-name.
  const host: Rule<Host> = rule(iname(v, 'host'), alt<Host>(IPLiteral, skip(IPv4address, notFollowedBy(regNameChar)), regName))
  return { IPLiteral, regName, host }
}

const uriHost = hostRules(URI_VARIANT)

/**
 * IP-literal = "[" ( IPv6address / IPvFuture ) "]"
 *
 * @since 0.1.0
 * @category grammar
 */
export const IPLiteral: Rule<IPv6Host | IPvFutureHost> = uriHost.IPLiteral

/**
 * reg-name = *( unreserved / pct-encoded / sub-delims )
 *
 * @since 0.1.0
 * @category grammar
 */
export const regName: Rule<RegNameHost> = uriHost.regName

/**
 * host = IP-literal / IPv4address / reg-name, first match wins. An IPv4address
 * counts only when the whole host matches it: followed by a character that could
 * continue a reg-name ("1.2.3.4.example", "1.2.3.45x") the host is a reg-name.
 *
 * @since 0.1.0
 * @category grammar
 */
export const host: Rule<Host> = uriHost.host

export { ipv6Pieces } from './actions.ts'
