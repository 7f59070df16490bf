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
import type { Component, Uri } from '../ast.ts'
import { left, right } from '../either.ts'
import { makeCodedError, type UriError } from '../error.ts'
import type { Explanation } from '../grammar/explain.ts'
import { dataurl, type DataParts } from '../grammar/schemes/data.ts'
import { tripletOctet } from '../octets.ts'
import { schemeParser, sentence, violation } from './run.ts'

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

/** What a triplet decodes to, as a person reads it. */
const octetName = (octet: number): string =>
  octet === 0x20 ? 'a space' : octet < 0x20 || octet === 0x7f ? 'a control character' : octet > 0x7f ? 'an octet above US-ASCII' : `"${String.fromCharCode(octet)}", a tspecial`

const reason = (e: Explanation, input: string): string => {
  // A triplet in a media type's token that decodes to no token character (the generic grammar has checked every triplet).
  const pct = input[e.offset - 1] === '%' ? e.offset - 1 : input[e.offset - 2] === '%' ? e.offset - 2 : -1
  const comma = input.indexOf(',')
  if (pct >= 0 && (comma < 0 || pct < comma)) {
    const triplet = input.slice(pct, pct + 3)
    return `"${triplet}" is ${octetName(tripletOctet(triplet, 0))}: a media type's type, subtype and parameter names are RFC 2045 tokens once decoded, with no space, control, octet above US-ASCII or tspecial ( ) < > @ , ; : \\ " / [ ] ? = (RFC 2397 section 3, RFC 2045 section 5.1)`
  }
  if (e.rulePath.includes('parameter')) return 'a media type parameter is attribute "=" value (RFC 2397 section 3)'
  return 'a data URL is "data:" [ mediatype ] [ ";base64" ] "," data (RFC 2397 section 3)'
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
 * @since 0.2.0
 * @category parsing
 */
export const parseData: (input: string) => Either<UriError, DataUri> = schemeParser('dataurl', dataurl, reason, build)

const B64 = (() => {
  const t = new Int8Array(128).fill(-1)
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'
  for (let k = 0; k < 64; k++) t[alphabet.charCodeAt(k)] = k
  return t
})()

/**
 * The payload's octets (RFC 2397 section 2): percent-decoded, then, with
 * ";base64", read as base64 (RFC 4648 section 4; "=" padding at the end
 * only, the length a multiple of four). A `Left` (`scheme-violation`, its
 * offset in the URI) for a character or length base64 does not allow.
 *
 * @since 0.2.0
 * @category conversions
 */
export const decodeData = (d: DataUri): Either<UriError, Uint8Array> => {
  if (!isDataUri(d)) return left(makeCodedError('', 'dataurl', 'scheme-violation', 0, [], ['dataurl'], `decodeData reads a data URL made by parseData; got ${d === null ? 'null' : `a value of type ${typeof d}`}.`))
  const raw = d.data.raw
  const input = d.uri.scheme.raw + ':' + d.uri.path.raw + (d.uri.query === null ? '' : '?' + d.uri.query.raw)
  // Octets, and the offset in the URI of each.
  const octets: number[] = []
  const offsets: number[] = []
  for (let i = 0; i < raw.length; i++) {
    offsets.push(d.data.start + i)
    if (raw.charCodeAt(i) === 0x25) {
      octets.push(tripletOctet(raw, i))
      i += 2
    } else octets.push(raw.charCodeAt(i))
  }
  if (!d.base64) return right(Uint8Array.from(octets))
  const fail = (k: number, why: string): Either<UriError, Uint8Array> => {
    const offset = k < offsets.length ? offsets[k] : d.data.end
    return left(violation(input, 'dataurl', offset, sentence(input, { offset, expected: [], rulePath: ['dataurl', 'data'] }, why), ['dataurl', 'data']))
  }
  let pad = 0
  while (pad < 2 && octets.length - pad > 0 && octets[octets.length - 1 - pad] === 0x3d) pad++
  const n = octets.length - pad
  const out = new Uint8Array(Math.floor((n * 6) / 8))
  let acc = 0
  let bits = 0
  let o = 0
  for (let k = 0; k < n; k++) {
    const v = octets[k] < 128 ? B64[octets[k]] : -1
    if (v < 0) return fail(k, 'base64 data is letters, digits, "+", "/" and "=" padding at its end (RFC 4648 section 4)')
    acc = (acc << 6) | v
    bits += 6
    if (bits >= 8) {
      bits -= 8
      out[o++] = (acc >> bits) & 0xff
    }
  }
  if (octets.length % 4 !== 0) return fail(octets.length, `base64 data comes in groups of four characters; this has ${octets.length} (RFC 4648 section 4)`)
  return right(out.subarray(0, o))
}
