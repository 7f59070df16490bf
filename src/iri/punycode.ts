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
 * A Fenwick tree (binary indexed tree) of counts over positions 0..size-1:
 * the prefix counts and the k-th free place that make both directions
 * O(n log n) in the input, where section 6's loops as written rescan the
 * whole input for each code point (quadratic on a long label of distinct
 * characters).
 */
class Counts {
  private readonly tree: Int32Array
  constructor(readonly size: number) {
    this.tree = new Int32Array(size + 1)
  }
  /** Adds `by` at position `at`. */
  add(at: number, by: number): void {
    for (let i = at + 1; i <= this.size; i += i & -i) this.tree[i] += by
  }
  /** The sum over positions 0..at-1. */
  before(at: number): number {
    let sum = 0
    for (let i = at; i > 0; i -= i & -i) sum += this.tree[i]
    return sum
  }
  /** The position whose prefix sum first exceeds `k` (counts 0 or 1): the k-th (0-based) counted position. */
  nth(k: number): number {
    let at = 0
    let top = 1
    while (top * 2 <= this.size) top *= 2
    for (let step = top; step > 0; step >>= 1) {
      const next = at + step
      if (next <= this.size && this.tree[next] <= k) {
        at = next
        k -= this.tree[next]
      }
    }
    return at
  }
}

/** Code points to text, in slices so that no call spreads more arguments than the engine's stack holds. */
const fromCodePoints = (cps: readonly number[]): string => {
  let out = ''
  for (let i = 0; i < cps.length; i += 4096) out += String.fromCodePoint(...cps.slice(i, i + 4096))
  return out
}

/**
 * Section 6.3: the Punycode of a string (its code points), or null on
 * overflow or when the input is not a string.
 *
 * The deltas are those of section 6.3's loop, computed without its rescans:
 * the decoder (6.2) inserts each code point at index `i mod (length + 1)`, so
 * the delta from one non-basic code point to the next, taken in the order of
 * value then position, is `(n' - n) * (h + 1) + i' - (i + 1)`, where `i'`
 * counts the code points already inserted before the next one's position (a
 * Fenwick tree), and `h` how many are inserted.
 *
 * @example
 * import { punycodeEncode } from 'typed-uri/iri'
 * punycodeEncode('bücher')   // 'bcher-kva'
 *
 * @since 0.2.0
 * @category conversions
 */
export const punycodeEncode = (input: string): string | null => {
  if (typeof input !== 'string') return null
  const cps: number[] = []
  for (const c of input) cps.push(c.codePointAt(0) as number)
  let out = ''
  for (const c of cps) if (c < 0x80) out += String.fromCharCode(c)
  const b = out.length
  if (b > 0) out += '-'
  // Positions of the non-basic code points, in the order section 6.3 handles them: by value, then by position.
  const order: number[] = []
  for (let p = 0; p < cps.length; p++) if (cps[p] >= 0x80) order.push(p)
  order.sort((x, y) => cps[x] - cps[y] || x - y)
  const inserted = new Counts(cps.length)
  for (let p = 0; p < cps.length; p++) if (cps[p] < 0x80) inserted.add(p, 1)
  let h = b
  let n = INITIAL_N
  let i = -1 // the index of the last insertion; the first delta counts from 0
  let bias = INITIAL_BIAS
  for (const p of order) {
    const m = cps[p]
    const at = inserted.before(p)
    // The state advances (h + 1) per step of n, then to the new index (section 6.3's two increments of delta).
    // Exact in a double: (m - n) < 2^21 and h + 1 < 2^31. Section 6.4's overflow is a delta over MAX.
    const delta = (m - n) * (h + 1) + at - (i + 1)
    if (delta > MAX) return null
    let q = delta
    for (let k = BASE; ; k += BASE) {
      const t = threshold(k, bias)
      if (q < t) break
      out += digitChar(t + ((q - t) % (BASE - t)))
      q = Math.floor((q - t) / (BASE - t))
    }
    out += digitChar(q)
    bias = adapt(delta, h + 1, h === b)
    inserted.add(p, 1)
    h++
    n = m
    i = at
  }
  return out
}

/**
 * Section 6.2: the string a Punycode text encodes, or null when it is not
 * valid Punycode (or not a string).
 *
 * Section 6.2 inserts each code point into the output at index `i`; doing
 * that in an array moves every later element, quadratic in a long label. The
 * indices are read first, then each code point's final place found from the
 * last insertion back (an insertion at index `i` takes the `i`-th place not
 * taken by a later insertion: a Fenwick tree of free places).
 *
 * @example
 * import { punycodeDecode } from 'typed-uri/iri'
 * punycodeDecode('bcher-kva')   // 'bücher'
 *
 * @since 0.2.0
 * @category conversions
 */
export const punycodeDecode = (input: string): string | null => {
  if (typeof input !== 'string') return null
  const last = input.lastIndexOf('-')
  const basic = last < 0 ? '' : input.slice(0, last)
  const values: number[] = []
  const indices: number[] = []
  for (let k = 0; k < basic.length; k++) {
    const c = basic.charCodeAt(k)
    if (c >= 0x80) return null
    values.push(c)
    indices.push(k)
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
    const length = values.length
    bias = adapt(i - old, length + 1, old === 0)
    if (Math.floor(i / (length + 1)) > MAX - n) return null
    n += Math.floor(i / (length + 1))
    i %= length + 1
    if (n > 0x10ffff || (n >= 0xd800 && n <= 0xdfff)) return null
    values.push(n)
    indices.push(i)
    i++
  }
  const free = new Counts(values.length)
  for (let k = 0; k < values.length; k++) free.add(k, 1)
  const out = new Array<number>(values.length)
  for (let k = values.length - 1; k >= 0; k--) {
    const place = free.nth(indices[k])
    out[place] = values[k]
    free.add(place, -1)
  }
  return fromCodePoints(out)
}
