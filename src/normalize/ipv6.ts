/**
 * RFC 5952: the recommended text of an IPv6 address, as a normalization step
 * for IP literals (composable with those of section 6.2.2 of RFC 3986, which
 * says nothing about IPv6 text and so keeps `normalizeSyntax` as it is).
 *
 * - 4.1: leading zeros of each field dropped;
 * - 4.2.1-4.2.3: "::" for the longest run of two or more zero fields, the first
 *   when two runs tie; never for a single zero field;
 * - 4.3: hex digits in lower case;
 * - 5: the well-known prefixes that embed an IPv4 address in the low 32 bits
 *   (RFC 4291's IPv4-mapped ::ffff:0:0/96, RFC 2765's IPv4-translated
 *   ::ffff:0:0:0/96) written in mixed notation, "::ffff:192.0.2.1".
 *
 * A zone identifier (RFC 6874) is kept as written: zones name interfaces, and
 * nothing says they compare without regard to case.
 *
 * @example
 * ipv6Text(ipv6Pieces('2001:DB8:0:0:1:0:0:1'))  // '2001:db8::1:0:0:1'
 * pipe(parse('http://[2001:0db8::0001]/'), E.map(canonicalizeIPv6), E.map(serialize))  // Right('http://[2001:db8::1]/')
 *
 * @since 0.2.0
 */
import type { Host, SameKindMap } from '../model/ast.ts'
import { mapComponents } from './map.ts'

/**
 * The RFC 5952 text of an address given as its eight 16-bit pieces.
 *
 * @example
 * ipv6Text([0x2001, 0xdb8, 0, 0, 0, 0, 0, 1])   // '2001:db8::1'
 *
 * @since 0.2.0
 * @category normalization
 */
export const ipv6Text = (pieces: readonly number[]): string => {
  const mixed = pieces[0] === 0 && pieces[1] === 0 && pieces[2] === 0 && pieces[3] === 0 && ((pieces[4] === 0 && pieces[5] === 0xffff) || (pieces[4] === 0xffff && pieces[5] === 0))
  const hexCount = mixed ? 6 : 8
  // 4.2.3: the longest run of zero fields (two or more), the first on a tie.
  let best = -1
  let bestLength = 1
  for (let k = 0; k < hexCount; ) {
    if (pieces[k] !== 0) {
      k++
      continue
    }
    let end = k
    while (end < hexCount && pieces[end] === 0) end++
    if (end - k > bestLength) {
      best = k
      bestLength = end - k
    }
    k = end
  }
  const hex = (from: number, to: number): string[] => pieces.slice(from, to).map((p) => p.toString(16))
  const tail = mixed ? [`${pieces[6] >> 8}.${pieces[6] & 255}.${pieces[7] >> 8}.${pieces[7] & 255}`] : []
  if (best < 0) return [...hex(0, hexCount), ...tail].join(':')
  const before = hex(0, best).join(':')
  const after = [...hex(best + bestLength, hexCount), ...tail].join(':')
  return `${before}::${after}`
}

/** An IPv6 host with its RFC 5952 text; other hosts as they are. */
const canonicalHost = (h: Host): Host => {
  if (h._tag !== 'IPv6') return h
  const address = ipv6Text(h.pieces)
  if (address === h.address) return h
  const raw = `[${address}${h.zone === undefined ? '' : `%25${h.zone.raw}`}]`
  return { _tag: 'IPv6', raw, start: -1, end: -1, address, pieces: h.pieces, ...(h.zone === undefined ? {} : { zone: h.zone }) }
}

/**
 * The reference with an IPv6 host written as RFC 5952 recommends; any other
 * reference as it is (the very same value when nothing changes).
 *
 * @example
 * pipe(parse('http://[2001:DB8:0:0:0:0:0:1]/'), E.map(canonicalizeIPv6), E.map(serialize))   // Right('http://[2001:db8::1]/')
 *
 * @since 0.2.0
 * @category normalization
 */
export const canonicalizeIPv6: SameKindMap = mapComponents({ host: canonicalHost })
