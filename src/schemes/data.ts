/**
 * data (RFC 2397): the media type and its parameters, the base64 flag, and
 * the payload decoded to bytes.
 *
 * @example
 * pipe(parseData('data:,A%20brief%20note'), E.chain(decodeData))   // Right(Uint8Array [65, 32, 98, …])
 * parseData('data:text/plain;charset=iso-8859-7,%be%fg%be')         // Left: "%fg" is not a triplet (RFC 3986 section 2.1)
 *
 * @since 0.2.0
 */
import type { Either } from 'fp-ts/lib/Either.js'
import type { Component, Uri } from '../model/ast.ts'
import { left, right } from '../base/either.ts'
import { makeCodedError, type UriError } from '../error/make.ts'
import type { Base64Reason, SchemeReason } from '../error/reasons/schemes.ts'
import type { Explanation } from '../grammar/explain.ts'
import { dataurl, type DataParts } from '../grammar/schemes/data.ts'
import { tripletOctet } from '../base/octets.ts'
import { seen } from '../base/options.ts'
import { schemeParser, violation } from './run.ts'

/**
 * A parameter of the media type, its attribute in lower case (RFC 2045
 * attributes are case-insensitive) and its value decoded as octets read one
 * character each (Latin-1), as a header would carry them.
 *
 * @since 0.2.0
 * @category model
 */
export interface DataParameter {
  readonly attribute: string
  readonly value: string
  readonly raw: Component
}

/**
 * A data URL (RFC 2397 section 2). `mediaType` is the type written, in lower
 * case ("image/gif"), or "text/plain" when none is (section 2's default, with
 * charset US-ASCII unless a charset parameter is given: `charset`).
 *
 * @since 0.2.0
 * @category model
 */
export interface DataUri {
  readonly _tag: 'DataUri'
  readonly uri: Uri
  readonly mediaType: string
  readonly parameters: readonly DataParameter[]
  readonly charset: string
  readonly base64: boolean
  /** The data after ",", as written. */
  readonly data: Component
}

/** A value from JavaScript read as a data URL only when it has the parts `decodeData` reads, as `parseData` makes them. */
const isDataUri = (v: unknown): v is DataUri => {
  if (typeof v !== 'object' || v === null) return false
  const d = v as Partial<DataUri>
  return (
    d._tag === 'DataUri' &&
    typeof d.base64 === 'boolean' &&
    typeof d.data?.raw === 'string' &&
    typeof d.data.start === 'number' &&
    typeof d.data.end === 'number' &&
    typeof d.uri?.scheme?.raw === 'string' &&
    typeof d.uri.path?.raw === 'string' &&
    (d.uri.query === null || typeof d.uri.query?.raw === 'string')
  )
}

/** Triplets as octets, each read as one character (Latin-1); the grammar has checked every triplet. */
const latin1Decoded = (raw: string): string => raw.replace(/%../g, (t) => String.fromCharCode(tripletOctet(t, 0)))

/** RFC 2397 section 3, the rule a data URL breaks. */
const RFC2397 = { rfc: '2397', section: '3' } as const

const reason = (e: Explanation, input: string): SchemeReason => {
  // A triplet in a media type's token that decodes to no token character (the generic grammar has checked every triplet).
  const pct = input[e.offset - 1] === '%' ? e.offset - 1 : input[e.offset - 2] === '%' ? e.offset - 2 : -1
  const comma = input.indexOf(',')
  if (pct >= 0 && (comma < 0 || pct < comma)) {
    const triplet = input.slice(pct, pct + 3)
    return { kind: 'data-token-triplet', triplet, octet: tripletOctet(triplet, 0), ...RFC2397 }
  }
  if (e.rulePath.includes('parameter')) return { kind: 'data-parameter', ...RFC2397 }
  return { kind: 'data-form', ...RFC2397 }
}

const build = (parts: DataParts, uri: Uri): Either<UriError, DataUri> => {
  const parameters = parts.parameters.map((p) => ({ attribute: latin1Decoded(p.attribute.raw).toLowerCase(), value: latin1Decoded(p.value.raw), raw: p.attribute }))
  const type = parts.type === null ? 'text/plain' : `${latin1Decoded(parts.type.raw)}/${latin1Decoded((parts.subtype as Component).raw)}`.toLowerCase()
  const charset = parameters.find((p) => p.attribute === 'charset')?.value ?? (parts.type === null || type === 'text/plain' ? 'US-ASCII' : '')
  return right({ _tag: 'DataUri', uri, mediaType: type, parameters, charset, base64: parts.base64, data: parts.data })
}

/**
 * Parses a data URL (RFC 2397 section 3): the generic grammar's errors, then
 * `scheme-violation` for a URL without its ",", or a media type that is not
 * type "/" subtype *( ";" attribute "=" value ), type, subtype and attribute
 * being RFC 2045 tokens once decoded (`text/plain%20` is refused at the "0"
 * of its "%20", the first character no token could go on with).
 *
 * @example
 * import { parseData } from 'typed-uri/schemes'
 * pipe(parseData('data:text/plain;charset=utf-8;base64,SGk='), E.map((d) => d.mediaType))   // Right('text/plain')
 *
 * @since 0.2.0
 * @category parsing
 */
export const parseData: (input: string) => Either<UriError, DataUri> = schemeParser('dataurl', dataurl, reason, build)

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'

/** The value of each base64 character (RFC 4648 section 4, Table 1), -1 for any other ASCII character. */
const B64 = (() => {
  const t = new Int8Array(128).fill(-1)
  for (let k = 0; k < 64; k++) t[ALPHABET.charCodeAt(k)] = k
  return t
})()

/** A bit no decoded group has: set by a character outside the alphabet. */
const BAD = 0x1000000

/** Whether a Uint16Array reads its first byte as the lower (every engine in use; else the fast loop is skipped). */
const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1

/**
 * The six bits of the character of value k at place 0 to 3 of a group of four,
 * where they land in the group's three octets with the first octet in the
 * lowest byte (so a little-endian word holds the octets in order).
 */
const placed = (k: number, place: number): number => (place === 0 ? k << 2 : place === 1 ? (k >> 4) | ((k & 15) << 12) : place === 2 ? ((k >> 2) << 8) | ((k & 3) << 22) : k << 16)

/**
 * For two ASCII characters read as one little-endian 16-bit unit (the first in
 * the low byte), their bits placed: [0] for the first half of a group, [1]
 * for the second; BAD when either is outside the alphabet. Two tables of
 * 32,768 entries (256 KB), made on the first long decode only.
 */
let pairs: readonly [Int32Array, Int32Array] | null = null
const pairTables = (): readonly [Int32Array, Int32Array] => {
  if (pairs !== null) return pairs
  const first = new Int32Array(0x8000).fill(BAD)
  const second = new Int32Array(0x8000).fill(BAD)
  for (let a = 0; a < 64; a++)
    for (let b = 0; b < 64; b++) {
      const unit = ALPHABET.charCodeAt(a) | (ALPHABET.charCodeAt(b) << 8)
      first[unit] = placed(a, 0) | placed(b, 1)
      second[unit] = placed(a, 2) | placed(b, 3)
    }
  return (pairs = [first, second])
}

/** Past this many characters, a decode goes sixteen characters at a time (and makes the tables once). */
const LONG = 4096

const ascii = new TextEncoder()

const BASE64_CHARACTER: Base64Reason = { kind: 'data-base64-character', rfc: '4648', section: '4' }

/**
 * The data's octets as a text of one character per octet (Latin-1): the data
 * itself when it holds no triplet, which is the rule for base64 (its alphabet
 * is all characters a URI allows).
 */
const octetText = (raw: string): string => (raw.indexOf('%') < 0 ? raw : latin1Decoded(raw))

/** Where octet k of the data stands in the URI: a triplet is three characters of the data, one octet. */
const offsetOf = (d: DataUri, k: number): number => {
  const raw = d.data.raw
  let i = 0
  for (let seen = 0; seen < k && i < raw.length; seen++) i += raw.charCodeAt(i) === 0x25 ? 3 : 1
  return i < raw.length ? d.data.start + i : d.data.end
}

/**
 * Base64 (RFC 4648 section 4) of octets written one character each (exported
 * for the specs, which hold the platform's decoder to it; not in the package's
 * entry points): the
 * octets, or the index of the first character outside the alphabet (before
 * the "=" padding, at most two at the end), or the length when it is no
 * multiple of four. One array of the decoded length. A long text, when all
 * ASCII, is copied once into an array by the platform's encoder and read
 * sixteen characters at a time, as eight 16-bit units through the pair
 * tables, into three words of octets. The rest (a short text, the last
 * characters, the group that holds a bad one, or all of them on a big-endian
 * engine) goes a character at a time.
 */
export const base64Octets = (s: string): Uint8Array | { readonly at: number; readonly reason: Base64Reason } => {
  const L = s.length
  let n = L
  if (n > 0 && s.charCodeAt(n - 1) === 0x3d) n--
  if (n > 0 && s.charCodeAt(n - 1) === 0x3d) n--
  const length = Math.floor((n * 6) / 8)
  const buffer = new ArrayBuffer((length + 3) & ~3)
  const out = new Uint8Array(buffer, 0, length)
  let k = 0
  let o = 0
  if (LITTLE_ENDIAN && n >= LONG) {
    const chars = new Uint8Array((n + 3) & ~3)
    const copied = ascii.encodeInto(n === L ? s : s.slice(0, n), chars)
    // All ASCII: one octet per character, so every 16-bit unit is below 0x8000.
    if (copied.read === n && copied.written === n) {
      const units = new Uint16Array(chars.buffer)
      const into = new Uint32Array(buffer)
      const [H0, H1] = pairTables()
      const blocks = n >> 4
      let u = 0
      for (let b = 0; b < blocks; b++, u += 8) {
        const g0 = H0[units[u]] | H1[units[u + 1]]
        const g1 = H0[units[u + 2]] | H1[units[u + 3]]
        const g2 = H0[units[u + 4]] | H1[units[u + 5]]
        const g3 = H0[units[u + 6]] | H1[units[u + 7]]
        if ((g0 | g1 | g2 | g3) & BAD) break
        // Twelve octets: g0's three and g1's first, g1's last two and g2's first two, g2's last and g3's three.
        const q = b * 3
        into[q] = g0 | (g1 << 24)
        into[q + 1] = (g1 >>> 8) | (g2 << 16)
        into[q + 2] = (g2 >>> 16) | (g3 << 8)
        k += 16
        o += 12
      }
    }
  }
  let acc = 0
  let bits = 0
  for (; k < n; k++) {
    const c = s.charCodeAt(k)
    const v = c < 0x80 ? B64[c] : -1
    if (v < 0) return { at: k, reason: BASE64_CHARACTER }
    acc = ((acc << 6) | v) & 0xffffff
    bits += 6
    if (bits >= 8) {
      bits -= 8
      out[o++] = acc >> bits
    }
  }
  if (L % 4 !== 0) return { at: L, reason: { kind: 'data-base64-length', length: L, rfc: '4648', section: '4' } }
  return out
}

/** Node's Buffer, where the platform has one: looked up, never imported, so a browser bundle holds none and reads base64 below. */
interface PlatformBuffer {
  readonly from: (s: string, encoding: 'base64') => Uint8Array & { readonly toString: (encoding: 'base64') => string }
}
const platformBuffer = (globalThis as { readonly Buffer?: PlatformBuffer }).Buffer

/**
 * A long base64 text read by the platform's native decoder (Node's Buffer,
 * ten times the speed of base64Octets), kept only when its octets encode back
 * to the very text: then the text is base64 as RFC 4648 section 4 writes it
 * (the alphabet, "=" padding at the end, no stray bits) and those are its
 * octets, which base64Octets would give. Null otherwise (the native decoder
 * skips characters outside the alphabet and reads base64url's "-" and "_"),
 * and base64Octets reads the text and finds its error.
 */
const nativeBase64 = (s: string): Uint8Array | null => {
  if (platformBuffer === undefined || s.length < LONG) return null
  try {
    const b = platformBuffer.from(s, 'base64')
    if (b.toString('base64') !== s) return null
    // An array of its own, as base64Octets returns (a short one may be a view of Node's shared pool).
    return b.byteOffset === 0 && b.buffer.byteLength === b.length ? new Uint8Array(b.buffer) : Uint8Array.from(b)
  } catch {
    return null
  }
}

/** `isDataUri`, false for a value whose reading throws (a revoked proxy, a getter that throws). */
const readsAsDataUri = (d: unknown): d is DataUri => {
  try {
    return isDataUri(d)
  } catch {
    return false
  }
}

/**
 * The payload's octets (RFC 2397 section 2): percent-decoded, then, with
 * ";base64", read as base64 (RFC 4648 section 4; "=" padding at the end
 * only, the length a multiple of four). A `Left` (`scheme-violation`, its
 * offset in the URI) for a character or length base64 does not allow.
 *
 * @example
 * import { decodeData, parseData } from 'typed-uri/schemes'
 * pipe(parseData('data:,Hello%2C%20World'), E.chain(decodeData), E.map((b) => new TextDecoder().decode(b)))
 * // Right('Hello, World')
 *
 * @since 0.2.0
 * @category conversions
 */
export const decodeData = (d: DataUri): Either<UriError, Uint8Array> => {
  if (!readsAsDataUri(d)) return left(makeCodedError('', 'dataurl', 'scheme-violation', 0, [], ['dataurl'], { kind: 'scheme-not-a-tree', function: 'decodeData', got: seen(d) }))
  const text = octetText(d.data.raw)
  if (!d.base64) {
    // One octet per character: the encoder copies an all-ASCII text at once, and is checked to have.
    const out = new Uint8Array(text.length)
    const copied = ascii.encodeInto(text, out)
    if (copied.read !== text.length || copied.written !== text.length) for (let k = 0; k < text.length; k++) out[k] = text.charCodeAt(k)
    return right(out)
  }
  const r = nativeBase64(text) ?? base64Octets(text)
  if (r instanceof Uint8Array) return right(r)
  const input = d.uri.scheme.raw + ':' + d.uri.path.raw + (d.uri.query === null ? '' : '?' + d.uri.query.raw)
  const offset = offsetOf(d, r.at)
  return left(violation(input, 'dataurl', offset, r.reason, ['dataurl', 'data']))
}
