/**
 * The code points RFC 3987 section 2.2 adds for IRIs, as arithmetic on a code
 * point (the grammar's classes are in grammar/characters.ts; these serve the
 * error messages, the IRI conversions and the checks, which read single code points).
 *
 * @since 0.2.0
 */

/**
 * ucschar = %xA0-D7FF / %xF900-FDCF / %xFDF0-FFEF / %x10000-1FFFD / … / %xD0000-DFFFD / %xE1000-EFFFD
 *
 * @since 0.2.0
 * @category characters
 */
export const isUcschar = (cp: number): boolean =>
  (cp >= 0xa0 && cp <= 0xd7ff) || (cp >= 0xf900 && cp <= 0xfdcf) || (cp >= 0xfdf0 && cp <= 0xffef) || (cp >= 0x10000 && cp <= 0xefffd && (cp & 0xfffe) !== 0xfffe && !(cp >= 0xe0000 && cp <= 0xe0fff))

/**
 * iprivate = %xE000-F8FF / %xF0000-FFFFD / %x100000-10FFFD
 *
 * @since 0.2.0
 * @category characters
 */
export const isIprivate = (cp: number): boolean => (cp >= 0xe000 && cp <= 0xf8ff) || (cp >= 0xf0000 && (cp & 0xfffe) !== 0xfffe && cp <= 0x10ffff)

