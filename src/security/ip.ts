/**
 * IP addresses as numbers, as section 7.4 advises ("filter on the numeric
 * value, not on the string"): the legacy IPv4 forms that inet_aton and the
 * WHATWG URL parser accept (and RFC 3986 reads as registered names), and the
 * special-purpose ranges a server-side request should not reach.
 *
 * @since 0.1.0
 */

/** An IPv4 address as an unsigned 32-bit number. */
export const ipv4ToNumber = (octets: readonly number[]): number =>
  (((octets[0] << 24) >>> 0) + (octets[1] << 16) + (octets[2] << 8) + octets[3]) >>> 0

/** Dotted decimal text of a 32-bit number. */
export const numberToIPv4 = (n: number): string => [n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255].join('.')

/** True when an address lies in the network `base/prefix` ("10.0.0.0", 8). */
export const ipv4InNetwork = (address: number, base: number, prefix: number): boolean =>
  prefix === 0 || (address >>> (32 - prefix)) === (base >>> (32 - prefix))

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
 */
export const legacyIPv4 = (host: string): number | null => {
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

/** What kind of address an IPv4 number is, for request policies (RFC 6890). */
export type AddressClass = 'loopback' | 'private' | 'link-local' | 'unique-local' | 'unspecified' | 'shared' | 'multicast' | 'broadcast' | 'reserved' | 'public'

const V4_RANGES: readonly (readonly [string, number, AddressClass])[] = [
  ['0.0.0.0', 8, 'unspecified'],
  ['10.0.0.0', 8, 'private'],
  ['100.64.0.0', 10, 'shared'],
  ['127.0.0.0', 8, 'loopback'],
  ['169.254.0.0', 16, 'link-local'],
  ['172.16.0.0', 12, 'private'],
  ['192.0.0.0', 24, 'reserved'],
  ['192.168.0.0', 16, 'private'],
  ['198.18.0.0', 15, 'reserved'],
  ['224.0.0.0', 4, 'multicast'],
  ['255.255.255.255', 32, 'broadcast'],
  ['240.0.0.0', 4, 'reserved'],
]
const V4_NETWORKS = V4_RANGES.map(([text, prefix, kind]) => [ipv4ToNumber(text.split('.').map(Number)), prefix, kind] as const)

/** The class of an IPv4 address. */
export const classifyIPv4 = (address: number): AddressClass => {
  for (const [base, prefix, kind] of V4_NETWORKS) if (ipv4InNetwork(address, base, prefix)) return kind
  return 'public'
}

/** The IPv4 address inside an IPv6 one (IPv4-mapped ::ffff:0:0/96, IPv4-compatible ::/96, NAT64 64:ff9b::/96), or null. */
export const embeddedIPv4 = (pieces: readonly number[]): number | null => {
  const high = pieces.slice(0, 5)
  const zeros = high.every((p) => p === 0)
  const mapped = zeros && pieces[5] === 0xffff
  const compatible = zeros && pieces[5] === 0 && (pieces[6] !== 0 || pieces[7] > 1)
  const nat64 = pieces[0] === 0x64 && pieces[1] === 0xff9b && pieces.slice(2, 6).every((p) => p === 0)
  return mapped || compatible || nat64 ? ((pieces[6] << 16) >>> 0) + pieces[7] : null
}

/** The class of an IPv6 address given as its eight pieces; an embedded IPv4 address is classed as itself. */
export const classifyIPv6 = (pieces: readonly number[]): AddressClass => {
  const v4 = embeddedIPv4(pieces)
  if (v4 !== null) return classifyIPv4(v4)
  if (pieces.every((p) => p === 0)) return 'unspecified'
  if (pieces.slice(0, 7).every((p) => p === 0) && pieces[7] === 1) return 'loopback'
  if ((pieces[0] & 0xffc0) === 0xfe80) return 'link-local'
  if ((pieces[0] & 0xfe00) === 0xfc00) return 'unique-local'
  if ((pieces[0] & 0xff00) === 0xff00) return 'multicast'
  if (pieces[0] === 0x2001 && pieces[1] === 0xdb8) return 'reserved'
  return 'public'
}
