/**
 * RFC 5234 Appendix B.1: the core rules RFC 3986 uses.
 *
 * HEXDIG's letters are quoted strings in ABNF, so they match either case
 * (RFC 5234 section 2.3). Character rules are table-driven class parsers
 * (see internal.ts) and are not named in error rule paths.
 */
import { charIn, classOf, range, union, type Rule } from './internal.ts'

/**
 * ALPHA = %x41-5A / %x61-7A ; A-Z / a-z
 *
 * @since 0.1.0
 * @category grammar
 */
export const ALPHA: Rule<string> = charIn(union(range(0x41, 0x5a), range(0x61, 0x7a)), 'ALPHA')

/**
 * DIGIT = %x30-39 ; 0-9
 *
 * @since 0.1.0
 * @category grammar
 */
export const DIGIT: Rule<string> = charIn(range(0x30, 0x39), 'DIGIT')

/**
 * HEXDIG = DIGIT / "A" / "B" / "C" / "D" / "E" / "F"
 *
 * @since 0.1.0
 * @category grammar
 */
export const HEXDIG: Rule<string> = charIn(union(classOf(DIGIT).table, range(0x41, 0x46), range(0x61, 0x66)), 'HEXDIG')
