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
import { hexValue, pctByte } from '../octets.ts'

/**
 * One name-value pair of a form-encoded query.
 *
 * @since 0.2.0
 * @category model
 */
export type QueryPair = readonly [name: string, value: string]

// "UTF-8 decode without BOM" (WHATWG Encoding): bad octets become U+FFFD, a leading BOM stays.
const decoder: { decode(bytes: Uint8Array): string } | null = typeof TextDecoder === 'function' ? new TextDecoder('utf-8', { ignoreBOM: true }) : null

/**
 * The UTF-8 octets of a text (an unpaired surrogate as U+FFFD's); when
 * `decoding`, "+" as a space and "%XX" as its octet.
 */
const octetsOf = (s: string, decoding: boolean): Uint8Array => {
  const out = new Uint8Array(s.length * 3)
  let n = 0
  for (let i = 0; i < s.length; i++) {
    let cp = s.codePointAt(i) as number
    if (decoding && cp === 0x2b) cp = 0x20
    else if (decoding && cp === 0x25) {
      const hi = hexValue(s.charCodeAt(i + 1))
      const lo = hexValue(s.charCodeAt(i + 2))
      if (hi >= 0 && lo >= 0) {
        out[n++] = (hi << 4) | lo
        i += 2
        continue
      }
    }
    if (cp > 0xffff) i++
    else if (cp >= 0xd800 && cp <= 0xdfff) cp = 0xfffd
    if (cp < 0x80) out[n++] = cp
    else if (cp < 0x800) (out[n++] = 0xc0 | (cp >> 6)), (out[n++] = 0x80 | (cp & 63))
    else if (cp < 0x10000) (out[n++] = 0xe0 | (cp >> 12)), (out[n++] = 0x80 | ((cp >> 6) & 63)), (out[n++] = 0x80 | (cp & 63))
    else (out[n++] = 0xf0 | (cp >> 18)), (out[n++] = 0x80 | ((cp >> 12) & 63)), (out[n++] = 0x80 | ((cp >> 6) & 63)), (out[n++] = 0x80 | (cp & 63))
  }
  return out.subarray(0, n)
}

/** Text that decodes to itself: no "+", "%" or surrogate. */
const PLAIN = /^[^+%\uD800-\uDFFF]*$/

const decodeForm = (s: string): string => (PLAIN.test(s) ? s : decoder === null ? s : decoder.decode(octetsOf(s, true)))

/**
 * The name-value pairs of a form-encoded query (the WHATWG URL Standard's
 * "application/x-www-form-urlencoded parser"): split at "&", empty pieces
 * skipped, each split at its first "=" (a piece without one is a name with an
 * empty value), "+" read as a space, then percent-decoded as UTF-8. Give it
 * the query without its "?". A value that is not a string (from JavaScript)
 * gives no pairs.
 *
 * @example
 * parseQuery('a=1&b&a=2&=x&c=%2B+')  // [['a', '1'], ['b', ''], ['a', '2'], ['', 'x'], ['c', '+ ']]
 *
 * @since 0.2.0
 * @category query
 */
export const parseQuery = (query: string): readonly QueryPair[] => {
  if (typeof query !== 'string' || query === '') return []
  const pairs: QueryPair[] = []
  let start = 0
  while (start <= query.length) {
    let end = query.indexOf('&', start)
    if (end < 0) end = query.length
    if (end > start) {
      const eq = query.indexOf('=', start)
      const cut = eq < 0 || eq > end ? end : eq
      pairs.push([decodeForm(query.slice(start, cut)), cut === end ? '' : decodeForm(query.slice(cut + 1, end))])
    }
    start = end + 1
  }
  return pairs
}

/** The characters the urlencoded serializer writes as themselves: ASCII letters and digits, "*", "-", ".", "_". */
const KEPT = /^[A-Za-z0-9*\-._]*$/

const encodeForm = (s: string): string => {
  if (KEPT.test(s)) return s
  let out = ''
  for (const b of octetsOf(s, false)) {
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
 * formatQuery([['q', 'Zoë & co'], ['page', '2']])  // 'q=Zo%C3%AB+%26+co&page=2'
 *
 * @since 0.2.0
 * @category query
 */
export const formatQuery = (pairs: readonly QueryPair[]): string => {
  if (!Array.isArray(pairs)) return ''
  const out: string[] = []
  for (const p of pairs) {
    if (!Array.isArray(p) || typeof p[0] !== 'string' || typeof p[1] !== 'string') continue
    out.push(encodeForm(p[0]) + '=' + encodeForm(p[1]))
  }
  return out.join('&')
}
