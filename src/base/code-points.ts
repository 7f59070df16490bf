/**
 * The code points RFC 3987 section 2.2 adds for IRIs, written once: the
 * grammar's classes are built from these ranges (grammar/characters.ts), and
 * the error messages and the IRI conversions test single code points against them.
 *
 * @since 0.2.0
 */

/**
 * ucschar = %xA0-D7FF / %xF900-FDCF / %xFDF0-FFEF
 *         / %x10000-1FFFD / %x20000-2FFFD / … / %xD0000-DFFFD / %xE1000-EFFFD
 * as flat inclusive pairs.
 *
 * @since 0.2.0
 * @category grammar
 */
export const UCSCHAR_RANGES: readonly number[] = [
  0xa0,
  0xd7ff,
  0xf900,
  0xfdcf,
  0xfdf0,
  0xffef,
  ...Array.from({ length: 13 }, (_, k) => [(k + 1) * 0x10000, (k + 1) * 0x10000 + 0xfffd]).flat(),
  0xe1000,
  0xefffd,
]

/**
 * iprivate = %xE000-F8FF / %xF0000-FFFFD / %x100000-10FFFD, as flat inclusive pairs.
 *
 * @since 0.2.0
 * @category grammar
 */
export const IPRIVATE_RANGES: readonly number[] = [0xe000, 0xf8ff, 0xf0000, 0xffffd, 0x100000, 0x10fffd]

const inRanges = (ranges: readonly number[], cp: number): boolean => {
  // A value that is not a number (from JavaScript) is no code point; compared, a symbol or a bigint would throw.
  if (typeof cp !== 'number') return false
  for (let k = 0; k < ranges.length; k += 2) if (cp >= ranges[k] && cp <= ranges[k + 1]) return true
  return false
}

/**
 * Whether a code point is a ucschar.
 *
 * @example
 * isUcschar(0x4f8b)   // true: 例
 *
 * @since 0.2.0
 * @category grammar
 */
export const isUcschar = (cp: number): boolean => inRanges(UCSCHAR_RANGES, cp)

/**
 * Whether a code point is an iprivate.
 *
 * @example
 * isIprivate(0xe000)   // true: allowed in an IRI's query only
 *
 * @since 0.2.0
 * @category grammar
 */
export const isIprivate = (cp: number): boolean => inRanges(IPRIVATE_RANGES, cp)

/**
 * Whether a code point is a Unicode noncharacter (U+FDD0-FDEF, and the last two of every plane).
 *
 * @example
 * isNoncharacter(0xfffe)   // true
 *
 * @since 0.2.0
 * @category grammar
 */
export const isNoncharacter = (cp: number): boolean => typeof cp === 'number' && ((cp >= 0xfdd0 && cp <= 0xfdef) || (cp & 0xfffe) === 0xfffe)

/**
 * Whether a code point is one of the bidi formatting characters RFC 3987
 * section 4.1 forbids in IRIs (LRM, RLM, LRE, RLE, PDF, LRO, RLO), or one of
 * those Unicode added since: the isolates (LRI, RLI, FSI, PDI) and the Arabic
 * letter mark (ALM, U+061C).
 *
 * @example
 * isBidiFormatting(0x202e)   // true: RIGHT-TO-LEFT OVERRIDE
 *
 * @since 0.2.0
 * @category grammar
 */
export const isBidiFormatting = (cp: number): boolean =>
  typeof cp === 'number' && (cp === 0x61c || cp === 0x200e || cp === 0x200f || (cp >= 0x202a && cp <= 0x202e) || (cp >= 0x2066 && cp <= 0x2069))
