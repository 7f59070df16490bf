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
import { isBidiFormatting, isIprivate, isUcschar } from '../base/code-points.ts'
import { continuationCount, pctByte, tripletOctet, utf8CodePoint } from '../base/octets.ts'

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

/**
 * The text with the UTF-8 triplets of characters its component allows decoded
 * (see the module's comment). Linear at any length: a run's octets go into one
 * typed buffer, each sequence is read where it stands (no copy per character),
 * and the pieces are joined once at the end.
 */
export const decodeCharacters = (text: string, maps: TripletMaps): string => {
  const plain = maps.plain ?? identity
  const pieces: string[] = []
  let octets: Uint8Array | null = null
  let i = 0
  while (i < text.length) {
    const pct = text.indexOf('%', i)
    if (pct < 0) {
      pieces.push(plain(text.slice(i)))
      break
    }
    if (pct > i) pieces.push(plain(text.slice(i, pct)))
    // The run's octets; the whole text can hold at most a third of its length of them.
    octets ??= new Uint8Array(Math.ceil(text.length / 3))
    let count = 0
    let j = pct
    for (let b = tripletOctet(text, j); text.charCodeAt(j) === 0x25 && b >= 0; b = tripletOctet(text, j)) {
      octets[count++] = b
      j += 3
    }
    if (count === 0) {
      pieces.push('%')
      i = pct + 1
      continue
    }
    const query = maps.inQuery(pct)
    for (let k = 0; k < count; ) {
      const b = octets[k]
      if (b < 0x80) {
        pieces.push(maps.ascii(b, text.slice(pct + 3 * k, pct + 3 * k + 3)))
        k++
        continue
      }
      const n = continuationCount(b) + 1
      const cp = n > 0 ? utf8CodePoint(octets, k, count) : -1
      if (cp >= 0 && decodable(cp, query)) {
        pieces.push(String.fromCodePoint(cp))
        k += n
      } else {
        // Not UTF-8 (one octet at a time), or a character that must stay encoded (the whole sequence).
        const take = cp >= 0 ? n : 1
        for (let m = 0; m < take; m++) pieces.push(pctByte(octets[k + m]))
        k += take
      }
    }
    i = j
  }
  return pieces.join('')
}
