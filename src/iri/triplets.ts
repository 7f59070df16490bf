/**
 * Triplets read as UTF-8 characters, written once for RFC 3987's two uses:
 * section 3.2 (steps 2-4, `uriToIRI`) and section 5.3.2.3 (percent-encoding
 * normalization, `normalizeIRI`). Each run of triplets is read as UTF-8, and a
 * character is decoded where the component allows it as itself: a ucschar, or
 * an iprivate in the query, never a bidi formatting character (section 4.1).
 * Octets that do not form such a character (invalid UTF-8, a noncharacter, a
 * private-use character outside the query) stay triplets, with upper-case hex
 * digits. What becomes of an ASCII triplet is the caller's choice.
 */
import { isBidiFormatting, isIprivate, isUcschar } from '../code-points.ts'
import { continuationCount, pctByte, tripletOctet, utf8Text } from '../octets.ts'

/** Whether a decoded code point may stand as itself in an IRI component (section 3.2, steps 3-4). */
const decodable = (cp: number, inQuery: boolean): boolean => (isUcschar(cp) || (inQuery && isIprivate(cp))) && !isBidiFormatting(cp)

/** What to do with the parts of a text that are not non-ASCII triplets. */
export interface TripletMaps {
  /** Whether the character at this index of the text is in the query. */
  readonly inQuery: (at: number) => boolean
  /** An ASCII triplet: its octet and the triplet as written. */
  readonly ascii: (octet: number, triplet: string) => string
  /** Text between triplets (identity when omitted). */
  readonly plain?: (text: string) => string
}

const identity = (text: string): string => text

/** Keeps an ASCII triplet as written. */
export const keepTriplet = (_octet: number, triplet: string): string => triplet

/** RFC 3986 section 2.3: unreserved = ALPHA / DIGIT / "-" / "." / "_" / "~". */
const isUnreservedOctet = (b: number): boolean => (b >= 0x61 && b <= 0x7a) || (b >= 0x41 && b <= 0x5a) || (b >= 0x30 && b <= 0x39) || b === 0x2d || b === 0x2e || b === 0x5f || b === 0x7e

/**
 * An ASCII triplet as RFC 3987 section 3.2 step 2 reads it: every triplet is
 * decoded "except those corresponding to "%", characters in "reserved", and
 * characters in US-ASCII not allowed in URIs". The US-ASCII characters a URI
 * allows are unreserved, reserved and "%", so exactly the unreserved ones
 * are decoded; the others stay as written (their case too: step 2 keeps them).
 */
export const decodeUnreservedTriplet = (octet: number, triplet: string): string => (isUnreservedOctet(octet) ? String.fromCharCode(octet) : triplet)

/** The text with the UTF-8 triplets of characters its component allows decoded (see the module's comment). */
export const decodeCharacters = (text: string, maps: TripletMaps): string => {
  const plain = maps.plain ?? identity
  let out = ''
  let i = 0
  while (i < text.length) {
    const pct = text.indexOf('%', i)
    if (pct < 0) return out + plain(text.slice(i))
    out += plain(text.slice(i, pct))
    const bytes: number[] = []
    let j = pct
    for (let b = tripletOctet(text, j); text.charCodeAt(j) === 0x25 && b >= 0; b = tripletOctet(text, j)) {
      bytes.push(b)
      j += 3
    }
    if (bytes.length === 0) {
      out += '%'
      i = pct + 1
      continue
    }
    const query = maps.inQuery(pct)
    for (let k = 0; k < bytes.length; ) {
      const b = bytes[k]
      if (b < 0x80) {
        out += maps.ascii(b, text.slice(pct + 3 * k, pct + 3 * k + 3))
        k++
        continue
      }
      const n = continuationCount(b) + 1
      const decoded = n > 0 && k + n <= bytes.length ? utf8Text(bytes.slice(k, k + n)) : 0
      const cp = typeof decoded === 'string' ? (decoded.codePointAt(0) as number) : -1
      if (cp >= 0 && decodable(cp, query)) {
        out += decoded as string
        k += n
      } else {
        // Not UTF-8 (one octet at a time), or a character that must stay encoded (the whole sequence).
        const take = cp >= 0 ? n : 1
        for (let m = 0; m < take; m++) out += pctByte(bytes[k + m])
        k += take
      }
    }
    i = j
  }
  return out
}
