/**
 * RFC 3986 section 2: characters.
 * 2.1 percent-encoding, 2.2 reserved characters, 2.3 unreserved characters.
 */
import { ALPHA, DIGIT } from './core.ts'
import { charIn, chars, classOf, oneOf, pctClass, union, type Rule } from './internal.ts'

/**
 * pct-encoded = "%" HEXDIG HEXDIG                                    (2.1)
 * A "%" not followed by two hex digits fails at the first one that is not.
 */
export const pctEncoded: Rule<string> = pctClass('pct-encoded')

/** unreserved = ALPHA / DIGIT / "-" / "." / "_" / "~"                 (2.3) */
export const unreserved: Rule<string> = charIn(
  union(classOf(ALPHA).table, classOf(DIGIT).table, chars('-._~')),
  'unreserved',
)

/** gen-delims = ":" / "/" / "?" / "#" / "[" / "]" / "@"               (2.2) */
export const genDelims: Rule<string> = charIn(chars(':/?#[]@'), 'gen-delims')

/**
 * sub-delims = "!" / "$" / "&" / "'" / "(" / ")"
 *            / "*" / "+" / "," / ";" / "="                            (2.2)
 */
export const subDelims: Rule<string> = charIn(chars("!$&'()*+,;="), 'sub-delims')

/** reserved = gen-delims / sub-delims                                  (2.2) */
export const reserved: Rule<string> = oneOf(genDelims, subDelims)

