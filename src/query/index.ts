/**
 * `typed-uri/query`: the `application/x-www-form-urlencoded` name-value pairs
 * of HTML forms, as the WHATWG URL Standard (section 5, "application/x-www-form-urlencoded")
 * defines them: "&" between pairs, "=" between a name and its value, "+" for a
 * space, UTF-8 percent-encoding.
 *
 * This is a convention of HTML forms and of `URLSearchParams`, not of RFC
 * 3986: section 3.4 gives the query no structure ("query = *( pchar / "/" /
 * "?" )"), and a URI's query may hold anything its grammar allows
 * (`?a;b`, `?%2B=+`). So the codec lives apart from the parser: read a parsed
 * query with `parseQuery(ref.query.raw)`, write one with
 * `withQuery(formatQuery(pairs))`.
 *
 * Both functions are total: every string reads as pairs (a "%" not followed
 * by two hex digits stays a "%"; octets that are not UTF-8 become U+FFFD), and
 * every list of pairs writes as a valid RFC 3986 query. Order and duplicate
 * names are kept; the arrays returned are readonly.
 *
 * @example
 * parseQuery('q=a+b&lang=fr&q=%C3%A9')  // [['q', 'a b'], ['lang', 'fr'], ['q', 'é']]
 * formatQuery([['q', 'a b&c'], ['x', '']])  // 'q=a+b%26c&x='
 *
 * @since 0.2.0
 */
import { hexValue, pctByte } from '../base/octets.ts'

/**
 * One name-value pair of a form-encoded query.
 *
 * @since 0.2.0
 * @category model
 */
export type QueryPair = readonly [name: string, value: string]

// UTF-8 encode, an unpaired surrogate as U+FFFD, as the URL Standard has it (the serializer).
const encoder = new TextEncoder()

const REPLACEMENT = '\uFFFD'

/**
 * The URL Standard's percent-decode of a name or value (`query.slice(from, to)`)
 * with "+" as a space first, and then WHATWG Encoding's "UTF-8 decode without
 * BOM" of the octets: in one pass over the characters, no octet array. A
 * character that is not a triplet stands for its own UTF-8 octets, which
 * decode to itself (an unpaired surrogate, which UTF-8 cannot hold, to U+FFFD);
 * its first octet is never a continuation octet, so it ends any sequence the
 * triplets before it left open, with one U+FFFD. Triplets go through the
 * decoder's state machine (bytes needed and seen, the bounds of the next
 * octet), which replaces each maximal bad subpart with one U+FFFD, as
 * `TextDecoder` does. Runs of plain characters are copied as slices. For a
 * short text: a long one goes to `decodeLong`.
 */
const decodeShort = (q: string, from: number, to: number): string => {
  let out = ''
  let run = from // start of the run of characters kept as they are
  let needed = 0
  let seen = 0
  let cp = 0
  let lower = 0x80
  let upper = 0xbf
  for (let i = from; i < to; i++) {
    const c = q.charCodeAt(i)
    if (c === 0x25 && i + 2 < to) {
      const hi = hexValue(q.charCodeAt(i + 1))
      const lo = hi < 0 ? -1 : hexValue(q.charCodeAt(i + 2))
      if (lo >= 0) {
        if (run < i) out += q.slice(run, i)
        const b = (hi << 4) | lo
        i += 2
        run = i + 1
        if (needed > 0) {
          if (b >= lower && b <= upper) {
            lower = 0x80
            upper = 0xbf
            cp = (cp << 6) | (b & 0x3f)
            if (++seen === needed) {
              out += cp < 0x10000 ? String.fromCharCode(cp) : String.fromCharCode(0xd7c0 + (cp >> 10), 0xdc00 | (cp & 0x3ff))
              needed = 0
            }
            continue
          }
          // Not a continuation octet the sequence allows: one U+FFFD for the sequence, and the octet starts anew.
          out += REPLACEMENT
          needed = 0
          lower = 0x80
          upper = 0xbf
        }
        if (b < 0x80) out += String.fromCharCode(b)
        else if (b >= 0xc2 && b <= 0xf4) {
          // Encoding section 4.1 (UTF-8 decoder): the lead octet fixes how many follow and the bounds of the first.
          seen = 0
          if (b <= 0xdf) {
            needed = 1
            cp = b & 0x1f
          } else if (b <= 0xef) {
            needed = 2
            cp = b & 0x0f
            if (b === 0xe0) lower = 0xa0
            else if (b === 0xed) upper = 0x9f
          } else {
            needed = 3
            cp = b & 0x07
            if (b === 0xf0) lower = 0x90
            else if (b === 0xf4) upper = 0x8f
          }
        } else out += REPLACEMENT
        continue
      }
    }
    if (needed > 0) {
      out += REPLACEMENT
      needed = 0
      lower = 0x80
      upper = 0xbf
    }
    if (c === 0x2b) {
      out += q.slice(run, i) + ' '
      run = i + 1
    } else if (c >= 0xd800 && c <= 0xdfff) {
      const next = q.charCodeAt(i + 1)
      if (c <= 0xdbff && i + 1 < to && next >= 0xdc00 && next <= 0xdfff) i++
      else {
        out += q.slice(run, i) + REPLACEMENT
        run = i + 1
      }
    }
  }
  if (needed > 0) out += REPLACEMENT
  return run < to ? out + q.slice(run, to) : out
}

/** Where `decodeLong` writes a text's octets: kept for the next text up to 64 KiB. */
let octets = new Uint8Array(1024)
// "UTF-8 decode without BOM" (bad octets as U+FFFD, a leading BOM kept): WHATWG Encoding's own.
const utf8 = new TextDecoder('utf-8', { ignoreBOM: true })

/**
 * `decodeShort`'s result by the platform: the text's UTF-8 octets (an unpaired
 * surrogate as U+FFFD's), triplets and "+" decoded in place ("%" and "+" are
 * ASCII, and no octet of a multi-octet sequence is), then WHATWG Encoding's
 * UTF-8 decoder. Two calls into the platform, which a long text repays: it
 * makes no string per character.
 */
const decodeLong = (q: string, from: number, to: number): string => {
  const size = 3 * (to - from)
  const bytes = size <= octets.length ? octets : size <= 65536 ? (octets = new Uint8Array(size)) : new Uint8Array(size)
  const written = encoder.encodeInto(q.slice(from, to), bytes).written
  let n = 0
  for (let i = 0; i < written; i++) {
    const b = bytes[i]
    if (b === 0x25 && i + 2 < written) {
      const hi = hexValue(bytes[i + 1])
      const lo = hi < 0 ? -1 : hexValue(bytes[i + 2])
      if (lo >= 0) {
        bytes[n++] = (hi << 4) | lo
        i += 2
        continue
      }
    }
    bytes[n++] = b === 0x2b ? 0x20 : b
  }
  return utf8.decode(bytes.subarray(0, n))
}

/** A name or value decoded (see `decodeShort`), by the way that costs less for its length. */
const decodeForm = (q: string, from: number, to: number): string => (to - from > 64 ? decodeLong(q, from, to) : decodeShort(q, from, to))

/**
 * The name-value pairs of a form-encoded query (the WHATWG URL Standard's
 * "application/x-www-form-urlencoded parser"): split at "&", empty pieces
 * skipped, each split at its first "=" (a piece without one is a name with an
 * empty value), "+" read as a space, then percent-decoded as UTF-8. Give it
 * the query without its "?". A value that is not a string (from JavaScript)
 * gives no pairs.
 *
 * @example
 * import { parseQuery } from 'typed-uri/query'
 * parseQuery('a=1&b&a=2&=x&c=%2B+')  // [['a', '1'], ['b', ''], ['a', '2'], ['', 'x'], ['c', '+ ']]
 *
 * @since 0.2.0
 * @category parsing
 */
export const parseQuery = (query: string): readonly QueryPair[] => {
  if (typeof query !== 'string' || query === '') return []
  const pairs: QueryPair[] = []
  const L = query.length
  // One pass: where each piece's "=" is, and whether its name or value holds a "+", "%" or
  // surrogate (else it decodes to itself, a slice).
  let start = 0
  let eq = -1
  let nameCoded = false
  let valueCoded = false
  for (let i = 0; i <= L; i++) {
    const c = i < L ? query.charCodeAt(i) : 0x26
    if (c === 0x26) {
      if (i > start) {
        const cut = eq < 0 ? i : eq
        const name = nameCoded ? decodeForm(query, start, cut) : query.slice(start, cut)
        const value = cut === i ? '' : valueCoded ? decodeForm(query, cut + 1, i) : query.slice(cut + 1, i)
        pairs.push([name, value])
      }
      start = i + 1
      eq = -1
      nameCoded = valueCoded = false
    } else if (c === 0x3d) {
      if (eq < 0) eq = i
    } else if (c === 0x2b || c === 0x25 || (c >= 0xd800 && c <= 0xdfff)) {
      if (eq < 0) nameCoded = true
      else valueCoded = true
    }
  }
  return pairs
}

/** The characters the urlencoded serializer writes as themselves: ASCII letters and digits, "*", "-", ".", "_". */
const KEPT = /^[A-Za-z0-9*\-._]*$/

/** The URL Standard's urlencoded serializer of one name or value: its UTF-8 octets, each kept, "+" for a space, or a triplet. */
const encodeForm = (s: string): string => {
  if (KEPT.test(s)) return s
  let out = ''
  for (const b of encoder.encode(s)) {
    if ((b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5a) || (b >= 0x61 && b <= 0x7a) || b === 0x2a || b === 0x2d || b === 0x2e || b === 0x5f) out += String.fromCharCode(b)
    else out += b === 0x20 ? '+' : pctByte(b)
  }
  return out
}

/**
 * A form-encoded query from name-value pairs (the WHATWG URL Standard's
 * "application/x-www-form-urlencoded serializer", as `URLSearchParams`
 * writes it): each name and value UTF-8 percent-encoded but for ASCII letters,
 * digits and `*-._`, a space as "+", joined by "=" and "&". The result is
 * always a valid query (RFC 3986 section 3.4), without its "?". Members that
 * are not strings (from JavaScript) are skipped.
 *
 * @example
 * import { formatQuery } from 'typed-uri/query'
 * formatQuery([['q', 'Zoë & co'], ['page', '2']])  // 'q=Zo%C3%AB+%26+co&page=2'
 *
 * @since 0.2.0
 * @category serialization
 */
export const formatQuery = (pairs: readonly QueryPair[]): string => {
  // A list from a hostile caller (a revoked proxy, whose every read throws) is no list: the empty text, as any other.
  try {
    return formatPairs(pairs)
  } catch {
    return ''
  }
}

/** `formatQuery` of a value that may throw when read. */
const formatPairs = (pairs: readonly QueryPair[]): string => {
  if (!Array.isArray(pairs)) return ''
  const out: string[] = []
  for (const p of pairs) {
    if (!Array.isArray(p) || typeof p[0] !== 'string' || typeof p[1] !== 'string') continue
    out.push(encodeForm(p[0]) + '=' + encodeForm(p[1]))
  }
  return out.join('&')
}
