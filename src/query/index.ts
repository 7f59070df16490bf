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

// UTF-8 encode (an unpaired surrogate as U+FFFD, as the URL Standard has it) and
// "UTF-8 decode without BOM" (bad octets as U+FFFD, a leading BOM kept): WHATWG Encoding's own.
const encoder = new TextEncoder()
const decoder = new TextDecoder('utf-8', { ignoreBOM: true })

/** Text that decodes to itself: no "+", "%" or surrogate. */
const PLAIN = /^[^+%\uD800-\uDFFF]*$/

/**
 * The URL Standard's percent-decode of a text's UTF-8 octets, with "+" as a
 * space first: octets, not characters, because "%" and "+" are ASCII, and no
 * octet of a multi-octet UTF-8 sequence is.
 */
const decodeForm = (s: string): string => {
  if (PLAIN.test(s)) return s
  const bytes = encoder.encode(s)
  let n = 0
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i]
    const hi = b === 0x25 ? hexValue(bytes[i + 1] ?? 0) : -1
    const lo = hi >= 0 ? hexValue(bytes[i + 2] ?? 0) : -1
    if (lo >= 0) {
      bytes[n++] = (hi << 4) | lo
      i += 2
    } else bytes[n++] = b === 0x2b ? 0x20 : b
  }
  return decoder.decode(bytes.subarray(0, n))
}

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
 * @category parsing
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
 * formatQuery([['q', 'Zoë & co'], ['page', '2']])  // 'q=Zo%C3%AB+%26+co&page=2'
 *
 * @since 0.2.0
 * @category serialization
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
