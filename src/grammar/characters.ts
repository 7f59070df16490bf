/**
 * RFC 3986 section 2: characters.
 * 2.1 percent-encoding, 2.2 reserved characters, 2.3 unreserved characters.
 */
import { ALPHA, DIGIT } from './core.ts'
import { charIn, chars, oneOf, pctClass, union, type ClassParser } from './internal.ts'

/**
 * pct-encoded = "%" HEXDIG HEXDIG                                    (2.1)
 * A "%" not followed by two hex digits fails at the first one that is not.
 */
export const pctEncoded: ClassParser = pctClass('pct-encoded')

/** unreserved = ALPHA / DIGIT / "-" / "." / "_" / "~"                 (2.3) */
export const unreserved: ClassParser = charIn(
  union(ALPHA.charClass.table, DIGIT.charClass.table, chars('-._~')),
  'unreserved',
)

/** gen-delims = ":" / "/" / "?" / "#" / "[" / "]" / "@"               (2.2) */
export const genDelims: ClassParser = charIn(chars(':/?#[]@'), 'gen-delims')

/**
 * sub-delims = "!" / "$" / "&" / "'" / "(" / ")"
 *            / "*" / "+" / "," / ";" / "="                            (2.2)
 */
export const subDelims: ClassParser = charIn(chars("!$&'()*+,;="), 'sub-delims')

/** reserved = gen-delims / sub-delims                                  (2.2) */
export const reserved: ClassParser = oneOf(genDelims, subDelims)

