/**
 * Octets and their triplets (RFC 3986 sections 2.1 and 2.5): a triplet's
 * octet, UTF-8 read and written one code point at a time, and decoded text
 * made from a buffer of UTF-16 code units (`putCodePoint`, `unitsText`), with
 * nothing else in the module, so that error messages, encoders and decoders
 * share them without pulling in the grammar's tables.
 *
 * @since 0.2.0
 */
import { textOf } from './options.ts'

/** The value of a hex digit's code, or -1 when it is not one. */
export const hexValue = (c: number): number => (c >= 0x30 && c <= 0x39 ? c - 0x30 : c >= 0x41 && c <= 0x46 ? c - 0x37 : c >= 0x61 && c <= 0x66 ? c - 0x57 : -1)

const HEX_DIGITS = '0123456789ABCDEF'

/** The 256 triplets, made once: encoding allocates no string per octet. */
const TRIPLETS: readonly string[] = Array.from({ length: 256 }, (_, b) => '%' + HEX_DIGITS[b >> 4] + HEX_DIGITS[b & 15])

/** One octet as a triplet, with upper-case hex digits (section 2.1). */
export const pctByte = (b: number): string => TRIPLETS[b]

/** The UTF-8 triplets of a code point, by arithmetic (no encoder object per character). */
export const codePointTriplets = (cp: number): string =>
  cp < 0x80
    ? pctByte(cp)
    : cp < 0x800
      ? pctByte(0xc0 | (cp >> 6)) + pctByte(0x80 | (cp & 63))
      : cp < 0x10000
        ? pctByte(0xe0 | (cp >> 12)) + pctByte(0x80 | ((cp >> 6) & 63)) + pctByte(0x80 | (cp & 63))
        : pctByte(0xf0 | (cp >> 18)) + pctByte(0x80 | ((cp >> 12) & 63)) + pctByte(0x80 | ((cp >> 6) & 63)) + pctByte(0x80 | (cp & 63))

/**
 * The UTF-8 percent-encoding of a character, or of each character of a text
 * ("é" → "%C3%A9", section 2.5). An unpaired surrogate, which UTF-8 cannot
 * hold, becomes U+FFFD (%EF%BF%BD), as a TextEncoder and the WHATWG URL
 * Standard have it.
 *
 * @example
 * utf8PercentEncoding('é')   // '%C3%A9'
 *
 * @since 0.1.0
 * @category encoding
 */
export const utf8PercentEncoding = (value: string): string => {
  const c = textOf(value)
  let out = ''
  for (let i = 0; i < c.length; i++) {
    let cp = c.codePointAt(i) as number
    if (cp > 0xffff) i++
    else if (cp >= 0xd800 && cp <= 0xdfff) cp = 0xfffd
    out += codePointTriplets(cp)
  }
  return out
}

/** The octet of the triplet at `i` (where `text[i]` is "%"), or -1 when two hex digits do not follow. */
export const tripletOctet = (text: string, i: number): number => {
  const hi = hexValue(text.charCodeAt(i + 1))
  const lo = hexValue(text.charCodeAt(i + 2))
  return hi < 0 || lo < 0 ? -1 : hi * 16 + lo
}

/** How many continuation octets a UTF-8 lead octet announces, or -1 when it cannot lead. */
export const continuationCount = (b: number): number => (b < 0x80 ? 0 : b < 0xc2 ? -1 : b < 0xe0 ? 1 : b < 0xf0 ? 2 : b < 0xf5 ? 3 : -1)

/** Code units per `String.fromCharCode` call: far below any engine's limit on arguments. */
const CHUNK = 8_192

/**
 * The text of `length` UTF-16 code units of a buffer, made a chunk at a time:
 * one flat string per 8,192 units, and a handful of joins. Text grown one
 * character at a time by `+=` becomes a chain of one rope node per character,
 * which the collector copies while it lives: fine for a few characters, a
 * cliff in the cost per character past the young generation's size.
 */
export const unitsText = (units: Uint16Array, length: number): string => {
  if (length <= CHUNK) return String.fromCharCode.apply(null, units.subarray(0, length) as unknown as number[])
  const chunks: string[] = []
  for (let k = 0; k < length; k += CHUNK) chunks.push(String.fromCharCode.apply(null, units.subarray(k, Math.min(length, k + CHUNK)) as unknown as number[]))
  return chunks.join('')
}

/**
 * Reads the UTF-8 sequence whose lead octet is at `k` of `bytes[k..end)`
 * (RFC 3629): its code point, or -1 when it is not UTF-8 (a bad lead or
 * continuation octet, an overlong form, a surrogate, past U+10FFFF, a
 * sequence cut short). Its length is `continuationCount(bytes[k]) + 1`.
 */
export const utf8CodePoint = (bytes: ArrayLike<number>, k: number, end: number): number => {
  const lead = bytes[k]
  const n = continuationCount(lead)
  if (n < 0 || k + n >= end) return -1
  let cp = n === 0 ? lead : lead & (0x3f >> n)
  for (let j = 1; j <= n; j++) {
    const b = bytes[k + j]
    if ((b & 0xc0) !== 0x80) return -1
    cp = (cp << 6) | (b & 0x3f)
  }
  const overlong = (n === 2 && cp < 0x800) || (n === 3 && cp < 0x10000)
  return overlong || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff) ? -1 : cp
}

/**
 * Writes a code point as UTF-16 into `units` at `at`; returns where the next
 * unit goes.
 */
export const putCodePoint = (units: Uint16Array, at: number, cp: number): number => {
  if (cp < 0x10000) {
    units[at] = cp
    return at + 1
  }
  units[at] = 0xd800 + ((cp - 0x10000) >> 10)
  units[at + 1] = 0xdc00 + ((cp - 0x10000) & 0x3ff)
  return at + 2
}
