/**
 * IP addresses as numbers, as section 7.4 advises ("filter on the numeric
 * value, not on the string"): the legacy IPv4 forms that inet_aton and the
 * WHATWG URL parser accept (and RFC 3986 reads as registered names), and the
 * special-purpose ranges a server-side request should not reach.
 *
 * @since 0.1.0
 */

/**
 * An IPv4 address as an unsigned 32-bit number.
 *
 * @example
 * ipv4ToNumber([127, 0, 0, 1])   // 2130706433
 *
 * @since 0.1.0
 * @category security
 */
export const ipv4ToNumber = (octets: readonly number[]): number => (((octets[0] << 24) >>> 0) + (octets[1] << 16) + (octets[2] << 8) + octets[3]) >>> 0

/**
 * Dotted decimal text of a 32-bit number.
 *
 * @example
 * numberToIPv4(2130706433)   // '127.0.0.1'
 *
 * @since 0.1.0
 * @category security
 */
export const numberToIPv4 = (n: number): string => [n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255].join('.')

/**
 * True when an address lies in the network `base/prefix` ("10.0.0.0", 8).
 *
 * @example
 * ipv4InNetwork(ipv4ToNumber([192, 168, 1, 7]), ipv4ToNumber([192, 168, 0, 0]), 16)   // true
 *
 * @since 0.1.0
 * @category security
 */
export const ipv4InNetwork = (address: number, base: number, prefix: number): boolean => prefix === 0 || address >>> (32 - prefix) === base >>> (32 - prefix)

const part = (text: string): number | null => {
  if (text === '') return null
  if (/^0[xX][0-9a-fA-F]*$/.test(text)) return text.length === 2 ? 0 : parseInt(text.slice(2), 16)
  if (/^0[0-7]+$/.test(text)) return parseInt(text.slice(1), 8)
  if (/^(0|[1-9][0-9]*)$/.test(text)) return Number(text)
  return null
}

/**
 * The IPv4 address a WHATWG URL parser (and inet_aton) reads in a host name:
 * one to four parts, each decimal, octal (leading 0) or hexadecimal (0x), the
 * last filling the remaining bytes ("127.1", "0x7f.0.0.1", "2130706433",
 * "017700000001", "0177.0.0.1"); null when the host is not one.
 *
 * @example
 * numberToIPv4(legacyIPv4('0x7f.1') ?? 0)   // '127.0.0.1'
 *
 * @since 0.1.0
 * @category security
 */
export const legacyIPv4 = (host: string): number | null => {
  // A value that is not text is no address.
  if (typeof host !== 'string') return null
  const labels = host.split('.')
  if (labels.length > 1 && labels[labels.length - 1] === '') labels.pop()
  if (labels.length === 0 || labels.length > 4) return null
  const values: number[] = []
  for (const label of labels) {
    const v = part(label)
    if (v === null || !Number.isFinite(v)) return null
    values.push(v)
  }
  const last = values[values.length - 1]
  if (values.slice(0, -1).some((v) => v > 255) || last >= 256 ** (5 - values.length)) return null
  let n = last
  values.slice(0, -1).forEach((v, k) => {
    n += v * 256 ** (3 - k)
  })
  return n >>> 0
}

/**
 * What kind of address a host is, for request policies (the special-purpose
 * registries of RFC 6890 and its updates). `metadata` is a cloud provider's
 * instance-metadata name (`metadata.google.internal`); its addresses are
 * link-local (169.254.169.254), unique-local (fd00:ec2::254), shared
 * (100.100.100.200) or reserved (192.0.0.192) already.
 *
 * @since 0.1.0
 * @category model
 */
export type AddressClass =
  | 'loopback'
  | 'private'
  | 'link-local'
  | 'unique-local'
  | 'site-local'
  | 'unspecified'
  | 'shared'
  | 'multicast'
  | 'broadcast'
  | 'documentation'
  | 'reserved'
  | 'metadata'
  | 'public'

const V4_RANGES: readonly (readonly [string, number, AddressClass])[] = [
  ['0.0.0.0', 8, 'unspecified'],
  ['10.0.0.0', 8, 'private'],
  ['100.64.0.0', 10, 'shared'],
  ['127.0.0.0', 8, 'loopback'],
  ['169.254.0.0', 16, 'link-local'],
  ['172.16.0.0', 12, 'private'],
  ['192.0.0.0', 24, 'reserved'],
  ['192.0.2.0', 24, 'documentation'],
  ['192.88.99.0', 24, 'reserved'],
  ['192.168.0.0', 16, 'private'],
  ['198.18.0.0', 15, 'reserved'],
  ['198.51.100.0', 24, 'documentation'],
  ['203.0.113.0', 24, 'documentation'],
  ['224.0.0.0', 4, 'multicast'],
  ['255.255.255.255', 32, 'broadcast'],
  ['240.0.0.0', 4, 'reserved'],
]
const V4_NETWORKS = V4_RANGES.map(([text, prefix, kind]) => [ipv4ToNumber(text.split('.').map(Number)), prefix, kind] as const)

/**
 * The class of an IPv4 address.
 *
 * @example
 * classifyIPv4(ipv4ToNumber([10, 0, 0, 1]))   // 'private'
 *
 * @since 0.1.0
 * @category security
 */
export const classifyIPv4 = (address: number): AddressClass => {
  for (const [base, prefix, kind] of V4_NETWORKS) if (ipv4InNetwork(address, base, prefix)) return kind
  return 'public'
}

const word = (high: number, low: number): number => ((high << 16) >>> 0) + low

/**
 * The IPv4 addresses inside an IPv6 one, each a route to that IPv4 host:
 * IPv4-mapped ::ffff:0:0/96 and IPv4-compatible ::/96 (RFC 4291), NAT64
 * 64:ff9b::/96 (RFC 6052) and its local-use 64:ff9b:1::/48 (RFC 8215, the
 * /96 position), 6to4 2002::/16 (RFC 3056: bits 16 to 47) and Teredo
 * 2001::/32 (RFC 4380: the server in bits 32 to 63, the client inverted in
 * the last 32 bits).
 *
 * @example
 * embeddedIPv4s([0x64, 0xff9b, 0, 0, 0, 0, 0x0a00, 1]).map(numberToIPv4)   // ['10.0.0.1']: NAT64
 *
 * @since 0.2.0
 * @category security
 */
export const embeddedIPv4s = (pieces: readonly number[]): readonly number[] => {
  const [p0, p1, p2, p3, p4, p5, p6, p7] = pieces
  const high = p0 === 0 && p1 === 0 && p2 === 0 && p3 === 0 && p4 === 0
  if (high && p5 === 0xffff) return [word(p6, p7)]
  if (high && p5 === 0 && (p6 !== 0 || p7 > 1)) return [word(p6, p7)]
  if (p0 === 0x64 && p1 === 0xff9b && p2 === 0 && p3 === 0 && p4 === 0 && p5 === 0) return [word(p6, p7)]
  if (p0 === 0x64 && p1 === 0xff9b && p2 === 1) return [word(p6, p7)]
  if (p0 === 0x2002) return [word(p1, p2)]
  if (p0 === 0x2001 && p1 === 0) return [word(p2, p3), ~word(p6, p7) >>> 0]
  return []
}

/**
 * The IPv4 address inside an IPv6 one (the first of `embeddedIPv4s`), or null.
 *
 * @example
 * numberToIPv4(embeddedIPv4([0, 0, 0, 0, 0, 0xffff, 0x7f00, 1]) ?? 0)   // '127.0.0.1'
 *
 * @since 0.1.0
 * @category security
 */
export const embeddedIPv4 = (pieces: readonly number[]): number | null => embeddedIPv4s(pieces)[0] ?? null

/** IPv6 prefixes that are special whatever they embed: [first piece, mask of it, class]. */
const V6_PREFIXES: readonly (readonly [number, number, AddressClass])[] = [
  [0xfe80, 0xffc0, 'link-local'],
  [0xfec0, 0xffc0, 'site-local'],
  [0xfc00, 0xfe00, 'unique-local'],
  [0xff00, 0xff00, 'multicast'],
]

/**
 * The class of an IPv6 address given as its eight pieces. An embedded IPv4
 * address that is special gives its class (6to4 of 127.0.0.1 is loopback);
 * the local-use NAT64 prefix is reserved in any case.
 *
 * @example
 * classifyIPv6([0, 0, 0, 0, 0, 0, 0, 1])   // 'loopback'
 *
 * @since 0.1.0
 * @category security
 */
export const classifyIPv6 = (pieces: readonly number[]): AddressClass => {
  const [p0, p1, p2, p3] = pieces
  const embedded = embeddedIPv4s(pieces)
  for (const v4 of embedded) {
    const kind = classifyIPv4(v4)
    if (kind !== 'public') return kind
  }
  if (embedded.length > 0 && !(p0 === 0x64 && p1 === 0xff9b && p2 === 1)) return 'public'
  if (pieces.every((p) => p === 0)) return 'unspecified'
  if (pieces.slice(0, 7).every((p) => p === 0) && pieces[7] === 1) return 'loopback'
  for (const [prefix, mask, kind] of V6_PREFIXES) if ((p0 & mask) === prefix) return kind
  // 2001:db8::/32 (RFC 3849) and 3fff::/20 (RFC 9637)
  if ((p0 === 0x2001 && p1 === 0xdb8) || (p0 === 0x3fff && (p1 & 0xf000) === 0)) return 'documentation'
  // 64:ff9b:1::/48 local-use NAT64, 100::/64 discard-only, 2001:2::/48 benchmarking
  if ((p0 === 0x64 && p1 === 0xff9b && p2 === 1) || (p0 === 0x100 && p1 === 0 && p2 === 0 && p3 === 0) || (p0 === 0x2001 && p1 === 2 && p2 === 0)) return 'reserved'
  return 'public'
}
