/**
 * data (RFC 2397) payloads read as browsers read them, on request.
 *
 * `decodeData` reads ";base64" data strictly, as RFC 4648 section 4 writes
 * base64: the alphabet only, "=" padding to a multiple of four. The WHATWG
 * Fetch standard's data: URL processor (what `fetch('data:…')` does in
 * browsers, Node, Deno and Bun) reads it with the Infra standard's
 * forgiving-base64 decode instead: ASCII whitespace removed, padding
 * optional. `decodeDataWith({ base64: 'forgiving' })` is that reading, for
 * code that must accept what those clients accept:
 *
 * ```ts
 * pipe(parseData('data:;base64,SGVsbG8'), E.chain(decodeDataWith({ base64: 'forgiving' })))  // Right(bytes of "Hello")
 * pipe(parseData('data:;base64,SGVsbG8'), E.chain(decodeData))                               // Left: groups of four
 * ```
 *
 * @since 0.3.0
 */
import type { Either } from 'fp-ts/lib/Either.js'
import { left, right } from '../base/either.ts'
import { makeOptionsError, type UriError } from '../error/make.ts'
import type { ForgivingBase64Reason } from '../error/reasons/schemes.ts'
import { tripletOctet } from '../base/octets.ts'
import { ownOptions, type OptionKinds } from '../base/options.ts'
import { decodeData, type DataUri } from './data.ts'
import { violation } from './run.ts'

/**
 * @since 0.3.0
 * @category model
 */
export interface DecodeDataOptions {
  /**
   * `strict` (the default): RFC 4648 section 4, as `decodeData`. `forgiving`:
   * the WHATWG Infra standard's forgiving-base64 decode, which `fetch` uses.
   */
  readonly base64?: 'strict' | 'forgiving'
}

const KINDS: OptionKinds<DecodeDataOptions> = { base64: ['strict', 'forgiving'] }

const B64 = (() => {
  const t = new Int8Array(128).fill(-1)
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'
  for (let k = 0; k < 64; k++) t[alphabet.charCodeAt(k)] = k
  return t
})()

/** Infra's ASCII whitespace: TAB, LF, FF, CR, SPACE. */
const isAsciiWhitespace = (b: number): boolean => b === 0x09 || b === 0x0a || b === 0x0c || b === 0x0d || b === 0x20

/**
 * Where forgiving-base64 fails: the index of the octet (the count of octets for a length fault) and the
 * reason why (since 0.4.0; it was a sentence, `why`). `decodeDataWith({ base64: 'forgiving' })` gives
 * the same reason in its error, which `describeError` (`typed-uri/messages`) words.
 *
 * @example
 * import { forgivingBase64 } from 'typed-uri/schemes'
 * forgivingBase64([0x51])   // Left({ at: 1, reason: { kind: 'forgiving-base64-length', count: 1 } })
 *
 * @since 0.3.0
 * @category model
 */
export interface Base64Fault {
  readonly at: number
  readonly reason: ForgivingBase64Reason
}

/**
 * The WHATWG Infra standard's forgiving-base64 decode of octets (each a code
 * point of the isomorphic decoding): whitespace removed; with a length a
 * multiple of four, one or two "=" at the end removed; then a length that
 * leaves 1 over four, or a code point outside the alphabet, is a failure;
 * else 6 bits per code point, the 4 or 2 bits left over at the end dropped.
 *
 * @example
 * import { forgivingBase64 } from 'typed-uri/schemes'
 * forgivingBase64([...'SGk'].map((c) => c.charCodeAt(0)))   // Right(Uint8Array [72, 105])
 *
 * @since 0.3.0
 * @category conversions
 */
export const forgivingBase64 = (octets: ArrayLike<number>): Either<Base64Fault, Uint8Array> => {
  // From JavaScript, where types do not reach: nothing to read, or octets whose reading throws (a revoked proxy), is a fault, not a throw.
  try {
    return forgivingOctets(octets)
  } catch {
    return left({ at: 0, reason: { kind: 'forgiving-base64-not-octets' } })
  }
}

/** `forgivingBase64` of a value whose reading may throw. */
const forgivingOctets = (octets: ArrayLike<number>): Either<Base64Fault, Uint8Array> => {
  if (octets === null || typeof octets !== 'object') return left({ at: 0, reason: { kind: 'forgiving-base64-not-octets' } })
  // Step 1: ASCII whitespace removed (the index of each kept octet remembered, for errors).
  const kept: number[] = []
  for (let k = 0; k < octets.length; k++) if (!isAsciiWhitespace(octets[k])) kept.push(k)
  let n = kept.length
  // Step 2: with a length that is a multiple of four, one or two "=" at the end go.
  if (n % 4 === 0) {
    if (n > 0 && octets[kept[n - 1]] === 0x3d) n--
    if (n > 0 && octets[kept[n - 1]] === 0x3d) n--
  }
  // Step 4 before 3, so a character outside the alphabet is named where it stands.
  for (let k = 0; k < n; k++) {
    const b = octets[kept[k]]
    if (b >= 128 || B64[b] < 0) return left({ at: kept[k], reason: { kind: 'forgiving-base64-character' } })
  }
  // Step 3: a single character over a group of four encodes no octet.
  if (n % 4 === 1) return left({ at: octets.length, reason: { kind: 'forgiving-base64-length', count: n } })
  const out = new Uint8Array(Math.floor((n * 6) / 8))
  let acc = 0
  let bits = 0
  let o = 0
  for (let k = 0; k < n; k++) {
    acc = ((acc << 6) | B64[octets[kept[k]]]) & 0xffffff
    bits += 6
    if (bits >= 8) {
      bits -= 8
      out[o++] = (acc >> bits) & 0xff
    }
  }
  return right(out.subarray(0, o))
}

/** The offset in the URI of each octet of the data (a triplet is one octet). */
const octetOffsets = (d: DataUri): number[] => {
  const raw = d.data.raw
  const offsets: number[] = []
  for (let i = 0; i < raw.length; i += raw.charCodeAt(i) === 0x25 && tripletOctet(raw, i) >= 0 ? 3 : 1) offsets.push(d.data.start + i)
  return offsets
}

/**
 * `decodeData` with options: `{ base64: 'forgiving' }` reads ";base64" data
 * as WHATWG's forgiving-base64 decode does (what `fetch` does); without it,
 * or with `'strict'`, it is `decodeData` (RFC 4648 section 4). A bad option
 * is an `invalid-options` Left; a payload either reading refuses, a
 * `scheme-violation` Left with its offset in the URI.
 *
 * @example
 * import { decodeDataWith, parseData } from 'typed-uri/schemes'
 * pipe(parseData('data:;base64,SGVsbG8'), E.chain(decodeDataWith({ base64: 'forgiving' })), E.map((b) => new TextDecoder().decode(b)))
 * // Right('Hello'): the padding may be left out
 *
 * @since 0.3.0
 * @category conversions
 */
export const decodeDataWith = (options?: DecodeDataOptions): ((d: DataUri) => Either<UriError, Uint8Array>) => {
  const read = ownOptions(options, KINDS)
  if (read._tag === 'Left') return () => left(makeOptionsError('', 'dataurl', read.left))
  if (read.right.base64 !== 'forgiving') return decodeData
  return (d) => {
    // decodeData checks the value and percent-decodes; base64 is read here.
    const octets = decodeData(d === null || typeof d !== 'object' ? d : { ...d, base64: false })
    if (octets._tag === 'Left' || !d.base64) return octets
    const decoded = forgivingBase64(octets.right)
    if (decoded._tag === 'Right') return decoded
    const input = d.uri.scheme.raw + ':' + d.uri.path.raw + (d.uri.query === null ? '' : '?' + d.uri.query.raw)
    const offsets = octetOffsets(d)
    const offset = decoded.left.at < offsets.length ? offsets[decoded.left.at] : d.data.end
    return left(violation(input, 'dataurl', offset, decoded.left.reason, ['dataurl', 'data']))
  }
}
