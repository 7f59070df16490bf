/**
 * RFC 3986 section 2: characters; and the characters RFC 3987 section 2.2 adds for IRIs.
 * 2.1 percent-encoding, 2.2 reserved characters, 2.3 unreserved characters.
 */
import { IPRIVATE_RANGES, UCSCHAR_RANGES } from '../base/code-points.ts'
import { ALPHA, DIGIT } from './core.ts'
import { char, charIn, chars, classOf, codePoints, oneOf, pctClass, union, type Rule } from './internal.ts'

/** The sub-delims of section 2.2, in its order. */
export const SUB_DELIMS = "!$&'()*+,;="

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
export const subDelims: Rule<string> = charIn(chars(SUB_DELIMS), 'sub-delims')

const kept = new Map<string, Rule<string>>([['', subDelims]])

/**
 * The sub-delims a grammar that reserves some of them lets stand as data
 * (`uriGrammar({ reserve })`, grammar.ts): sub-delims without the reserved
 * ones, `reserve` in canonical form (`reserveOf`). Section 2.2: reserved
 * characters "may (or may not) be defined as delimiters by ... the
 * implementation-specific syntax", and "If data for a URI component would
 * conflict with a reserved character's purpose as a delimiter, then the
 * conflicting data must be percent-encoded": pct-encoded stands beside
 * sub-delims in every rule that takes them as data, so a reserved one is
 * still written "%3B". Reported by what is left of them, each quoted, so that
 * an error never lists a reserved one among what could have come. Nothing
 * reserved: `subDelims` itself, so the grammar is RFC 3986's, rule for rule.
 */
export const dataSubDelims = (reserve: string): Rule<string> => {
  let r = kept.get(reserve)
  if (r === undefined) {
    r = oneOf(...[...SUB_DELIMS].filter((c) => !reserve.includes(c)).map(char))
    kept.set(reserve, r)
  }
  return r
}

/**
 * The reservable characters of `reserve` (only sub-delims), each once, in
 * section 2.2's order, so that equal sets are one key; or the first character
 * (a whole code point) that is not a sub-delim.
 */
export const reserveOf = (reserve: string): { readonly reserve: string } | { readonly notSubDelim: string } => {
  for (const c of reserve) if (!SUB_DELIMS.includes(c)) return { notSubDelim: c }
  return { reserve: [...SUB_DELIMS].filter((c) => reserve.includes(c)).join('') }
}

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
