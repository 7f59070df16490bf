/**
 * RFC 3986 section 2: characters; and the characters RFC 3987 section 2.2 adds for IRIs.
 * 2.1 percent-encoding, 2.2 reserved characters, 2.3 unreserved characters.
 */
import { IPRIVATE_RANGES, UCSCHAR_RANGES } from '../code-points.ts'
import { ALPHA, DIGIT } from './core.ts'
import { charIn, chars, classOf, codePoints, oneOf, pctClass, union, type Rule } from './internal.ts'

/**
 * pct-encoded = "%" HEXDIG HEXDIG                                    (2.1)
 * A "%" not followed by two hex digits fails at the first one that is not.
 *
 * @since 0.1.0
 * @category grammar
 */
export const pctEncoded: Rule<string> = pctClass('pct-encoded')

/**
 * unreserved = ALPHA / DIGIT / "-" / "." / "_" / "~"                 (2.3)
 *
 * @since 0.1.0
 * @category grammar
 */
export const unreserved: Rule<string> = charIn(union(classOf(ALPHA).table, classOf(DIGIT).table, chars('-._~')), 'unreserved')

/**
 * gen-delims = ":" / "/" / "?" / "#" / "[" / "]" / "@"               (2.2)
 *
 * @since 0.1.0
 * @category grammar
 */
export const genDelims: Rule<string> = charIn(chars(':/?#[]@'), 'gen-delims')

/**
 * sub-delims = "!" / "$" / "&" / "'" / "(" / ")"
 *            / "*" / "+" / "," / ";" / "="                            (2.2)
 *
 * @since 0.1.0
 * @category grammar
 */
export const subDelims: Rule<string> = charIn(chars("!$&'()*+,;="), 'sub-delims')

/**
 * reserved = gen-delims / sub-delims                                  (2.2)
 *
 * @since 0.1.0
 * @category grammar
 */
export const reserved: Rule<string> = oneOf(genDelims, subDelims)

// ---------------------------------------------------------------------------
// RFC 3987 section 2.2: the characters IRIs add
// ---------------------------------------------------------------------------

/**
 * ucschar = %xA0-D7FF / %xF900-FDCF / %xFDF0-FFEF
 *         / %x10000-1FFFD / %x20000-2FFFD / %x30000-3FFFD
 *         / %x40000-4FFFD / %x50000-5FFFD / %x60000-6FFFD
 *         / %x70000-7FFFD / %x80000-8FFFD / %x90000-9FFFD
 *         / %xA0000-AFFFD / %xB0000-BFFFD / %xC0000-CFFFD
 *         / %xD0000-DFFFD / %xE1000-EFFFD
 * Code points, not code units: a surrogate pair is one element, a lone surrogate none.
 *
 * @since 0.2.0
 * @category grammar
 */
export const ucschar: Rule<string> = codePoints(UCSCHAR_RANGES, 'ucschar')

/**
 * iprivate = %xE000-F8FF / %xF0000-FFFFD / %x100000-10FFFD ; only in iquery
 *
 * @since 0.2.0
 * @category grammar
 */
export const iprivate: Rule<string> = codePoints(IPRIVATE_RANGES, 'iprivate')

/**
 * iunreserved = ALPHA / DIGIT / "-" / "." / "_" / "~" / ucschar
 *
 * @since 0.2.0
 * @category grammar
 */
export const iunreserved: Rule<string> = oneOf(unreserved, ucschar)
