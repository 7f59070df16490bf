/**
 * Sections 2.1 and 2.4: percent-encoding.
 *
 *   pct-encoded = "%" HEXDIG HEXDIG
 *
 * Decoding turns triplets back into octets and reads the octets as UTF-8
 * (section 2.5); a broken triplet or octets that are not UTF-8 are errors with
 * offsets, never a silent replacement. Each encoder percent-encodes exactly the
 * characters its component does not allow (the tables come from the grammar),
 * as UTF-8 with upper-case hex digits (section 2.1: "should use uppercase").
 *
 * @example
 * decodeComponent('caf%C3%A9')  // Right('café')
 * decodeComponent('%E9')        // Left({ code: 'invalid-utf8', offset: 0, … })
 * encodePathSegment('a b/c')    // 'a%20b%2Fc'
 *
 * @since 0.1.0
 */
import type { Either } from 'fp-ts/lib/Either.js'
import { left, right } from '../base/either.ts'
import { componentTables } from '../grammar/read/index.ts'
import { codePointTriplets, continuationCount, hexValue, putCodePoint, unitsText, utf8CodePoint } from '../base/octets.ts'
import type { Seen } from '../error/reasons/options.ts'
import { seen, textOf } from '../base/options.ts'

/**
 * @since 0.1.0
 * @category model
 */
export interface DecodeError {
  readonly _tag: 'DecodeError'
  /**
   * `bad-percent-encoding`: "%" not followed by two hex digits; `invalid-utf8`: octets that are not UTF-8;
   * `not-a-string`: the value given is not text at all (from JavaScript, where types do not reach; since 0.3.0).
   */
  readonly code: 'bad-percent-encoding' | 'invalid-utf8' | 'not-a-string'
  /** 0-based offset in the decoded text: the first bad hex digit, or the "%" that starts a bad UTF-8 sequence. */
  readonly offset: number
  /** For `not-a-string`: what was given instead (since 0.4.0). */
  readonly got?: Seen
}

export { hexValue } from '../base/octets.ts'

const decodeError = (code: DecodeError['code'], offset: number): DecodeError => ({ _tag: 'DecodeError', code, offset })

/**
 * Decodes every percent-encoded triplet of a component and reads the octets as
 * UTF-8. Other characters are kept as they are.
 *
 * One pass, linear at any length: the decoded text is written as UTF-16 code
 * units into one buffer (it never holds more units than the text has
 * characters) and made into a string in chunks, never grown a character at a
 * time. Each run of adjacent triplets is read whole before its octets are read
 * as UTF-8, so a broken triplet anywhere in a run is the error reported for
 * that run (section 2.1 before section 2.5).
 *
 * @example
 * decodeComponent('caf%C3%A9')   // Right('café')
 * decodeComponent('%C3')         // Left({ offset: 0, … }): not UTF-8
 *
 * @since 0.1.0
 * @category encoding
 */
export const decodeComponent = (text: string): Either<DecodeError, string> => {
  if (typeof text !== 'string') return left({ _tag: 'DecodeError', code: 'not-a-string', offset: 0, got: seen(text) })
  let pct = text.indexOf('%')
  if (pct < 0) return right(text)
  const units = new Uint16Array(text.length)
  // The octets of one run of triplets; a run of the whole text needs a third of its length.
  const octets = new Uint8Array(Math.ceil(text.length / 3))
  let length = 0
  let i = 0
  while (pct >= 0) {
    for (; i < pct; i++) units[length++] = text.charCodeAt(i)
    // Section 2.1: the run's triplets, each "%" HEXDIG HEXDIG.
    let count = 0
    while (i < text.length && text.charCodeAt(i) === 0x25) {
      const hi = hexValue(text.charCodeAt(i + 1))
      if (hi < 0) return left(decodeError('bad-percent-encoding', i + 1))
      const lo = hexValue(text.charCodeAt(i + 2))
      if (lo < 0) return left(decodeError('bad-percent-encoding', i + 2))
      octets[count++] = hi * 16 + lo
      i += 3
    }
    // Section 2.5: the run's octets as UTF-8; the k-th octet's triplet starts at pct + 3k.
    for (let k = 0; k < count; ) {
      const cp = utf8CodePoint(octets, k, count)
      if (cp < 0) return left(decodeError('invalid-utf8', pct + 3 * k))
      length = putCodePoint(units, length, cp)
      k += continuationCount(octets[k]) + 1
    }
    pct = text.indexOf('%', i)
  }
  for (; i < text.length; i++) units[length++] = text.charCodeAt(i)
  return right(unitsText(units, length))
}

export { pctByte, utf8PercentEncoding } from '../base/octets.ts'

/**
 * An encoder that keeps the characters of a table and percent-encodes every
 * other character as UTF-8. A lone surrogate, which UTF-8 cannot hold, is
 * encoded as U+FFFD (%EF%BF%BD), as the WHATWG URL Standard does. The pieces
 * are joined once at the end: time linear in the text, however much of it
 * needs encoding.
 */
const encoderFor =
  (table: Uint8Array) =>
  (value: string): string => {
    const text = textOf(value)
    const parts: string[] = []
    let start = 0
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i)
      if (c < 128 && table[c] === 1) continue
      if (start < i) parts.push(text.slice(start, i))
      let cp = text.codePointAt(i) as number
      if (cp > 0xffff) i++
      else if (cp >= 0xd800 && cp <= 0xdfff) cp = 0xfffd
      parts.push(codePointTriplets(cp))
      start = i + 1
    }
    if (parts.length === 0) return text
    parts.push(text.slice(start))
    return parts.join('')
  }

/**
 * Encodes text for userinfo = *( unreserved / pct-encoded / sub-delims / ":" ).
 *
 * @example
 * encodeUserinfo('me@home')   // 'me%40home'
 *
 * @since 0.1.0
 * @category encoding
 */
export const encodeUserinfo: (text: string) => string = encoderFor(componentTables.userinfo)

/**
 * Encodes text for a reg-name host = *( unreserved / pct-encoded / sub-delims ).
 *
 * @example
 * encodeRegName('exa mple.com')   // 'exa%20mple.com'
 *
 * @since 0.1.0
 * @category encoding
 */
export const encodeRegName: (text: string) => string = encoderFor(componentTables.regName)

/**
 * Encodes text for one path segment = *pchar ("/" is encoded).
 *
 * @example
 * encodePathSegment('a/b c')   // 'a%2Fb%20c'
 *
 * @since 0.1.0
 * @category encoding
 */
export const encodePathSegment: (text: string) => string = encoderFor(componentTables.segment)

/**
 * Encodes text for the first segment of a relative path, segment-nz-nc (":" is encoded).
 *
 * @example
 * encodePathSegmentNoColon('a:b')   // 'a%3Ab'
 *
 * @since 0.1.0
 * @category encoding
 */
export const encodePathSegmentNoColon: (text: string) => string = encoderFor(componentTables.segmentNzNc)

/**
 * Encodes text for a path: segments and the "/" between them.
 *
 * @example
 * encodePath('/a b/c?d')   // '/a%20b/c%3Fd'
 *
 * @since 0.1.0
 * @category encoding
 */
export const encodePath: (text: string) => string = encoderFor(componentTables.path)

/**
 * Encodes text for query = *( pchar / "/" / "?" ).
 *
 * @example
 * encodeQuery('q=a b&c#d')   // 'q=a%20b&c%23d'
 *
 * @since 0.1.0
 * @category encoding
 */
export const encodeQuery: (text: string) => string = encoderFor(componentTables.query)

/**
 * Encodes text for fragment = *( pchar / "/" / "?" ).
 *
 * @example
 * encodeFragment('a b#c')   // 'a%20b%23c'
 *
 * @since 0.1.0
 * @category encoding
 */
export const encodeFragment: (text: string) => string = encoderFor(componentTables.fragment)
