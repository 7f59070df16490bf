/**
 * RFC 3492: Punycode, the Bootstring encoding IDNA writes U-labels with.
 * Section 5's parameters, section 6.1's bias adaptation, 6.3 encoding and 6.2
 * decoding, on code points. Overflow (section 6.4) cannot happen below
 * U+10FFFF with labels of at most 63 characters, but both sides check it.
 *
 * @since 0.2.0
 */

// Section 5: parameter values for Punycode.
const BASE = 36
const TMIN = 1
const TMAX = 26
const SKEW = 38
const DAMP = 700
const INITIAL_BIAS = 72
const INITIAL_N = 0x80
const MAX = 0x7fffffff

/** Section 6.1: bias adaptation. */
const adapt = (delta: number, numPoints: number, first: boolean): number => {
  let d = first ? Math.floor(delta / DAMP) : delta >> 1
  d += Math.floor(d / numPoints)
  let k = 0
  while (d > ((BASE - TMIN) * TMAX) >> 1) {
    d = Math.floor(d / (BASE - TMIN))
    k += BASE
  }
  return k + Math.floor(((BASE - TMIN + 1) * d) / (d + SKEW))
}

/** A digit's basic code point: 0-25 are a-z, 26-35 are 0-9 (section 5). */
const digitChar = (d: number): string => String.fromCharCode(d < 26 ? d + 0x61 : d + 0x16)

/** A basic code point's digit value, or -1. */
const digitValue = (c: number): number => (c >= 0x30 && c <= 0x39 ? c - 0x16 : c >= 0x41 && c <= 0x5a ? c - 0x41 : c >= 0x61 && c <= 0x7a ? c - 0x61 : -1)

const threshold = (k: number, bias: number): number => (k <= bias ? TMIN : k >= bias + TMAX ? TMAX : k - bias)

/**
 * Section 6.3: the Punycode of a string (its code points), or null on overflow.
 *
 * @since 0.2.0
 * @category IRI
 */
export const punycodeEncode = (input: string): string | null => {
  const cps = Array.from(input, (c) => c.codePointAt(0) as number)
  let out = cps.filter((c) => c < 0x80).map((c) => String.fromCharCode(c)).join('')
  const b = out.length
  let h = b
  if (b > 0) out += '-'
  let n = INITIAL_N
  let delta = 0
  let bias = INITIAL_BIAS
  while (h < cps.length) {
    let m = MAX
    for (const c of cps) if (c >= n && c < m) m = c
    if ((m - n) * (h + 1) > MAX - delta) return null
    delta += (m - n) * (h + 1)
    n = m
    for (const c of cps) {
      if (c < n && ++delta > MAX) return null
      if (c === n) {
        let q = delta
        for (let k = BASE; ; k += BASE) {
          const t = threshold(k, bias)
          if (q < t) break
          out += digitChar(t + ((q - t) % (BASE - t)))
          q = Math.floor((q - t) / (BASE - t))
        }
        out += digitChar(q)
        bias = adapt(delta, h + 1, h === b)
        delta = 0
        h++
      }
    }
    delta++
    n++
  }
  return out
}

/**
 * Section 6.2: the string a Punycode text encodes, or null when it is not valid Punycode.
 *
 * @since 0.2.0
 * @category IRI
 */
export const punycodeDecode = (input: string): string | null => {
  const last = input.lastIndexOf('-')
  const basic = last < 0 ? '' : input.slice(0, last)
  const out: number[] = []
  for (let k = 0; k < basic.length; k++) {
    const c = basic.charCodeAt(k)
    if (c >= 0x80) return null
    out.push(c)
  }
  let n = INITIAL_N
  let i = 0
  let bias = INITIAL_BIAS
  for (let p = last < 0 ? 0 : last + 1; p < input.length; ) {
    const old = i
    let w = 1
    for (let k = BASE; ; k += BASE) {
      if (p >= input.length) return null
      const d = digitValue(input.charCodeAt(p++))
      if (d < 0 || d > Math.floor((MAX - i) / w)) return null
      i += d * w
      const t = threshold(k, bias)
      if (d < t) break
      if (w > Math.floor(MAX / (BASE - t))) return null
      w *= BASE - t
    }
    bias = adapt(i - old, out.length + 1, old === 0)
    if (Math.floor(i / (out.length + 1)) > MAX - n) return null
    n += Math.floor(i / (out.length + 1))
    i %= out.length + 1
    if (n > 0x10ffff || (n >= 0xd800 && n <= 0xdfff)) return null
    out.splice(i, 0, n)
    i++
  }
  return String.fromCodePoint(...out)
}
