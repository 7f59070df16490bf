/**
 * Section 6.2.2.1, Case Normalization.
 *
 * "For all URIs, the hexadecimal digits within a percent-encoding triplet
 * (e.g., "%3a" versus "%3A") are case-insensitive and therefore should be
 * normalized to use uppercase letters for the digits A-F. When a URI uses
 * components of the generic syntax, the component syntax equivalence rules
 * always apply; namely, that the scheme and host are case-insensitive and
 * therefore should be normalized to lowercase."
 *
 * Userinfo, path, query and fragment keep the case of their other characters;
 * so does an RFC 6874 zone identifier, whose triplets are upper-cased too.
 */
import type { SameKindMap } from '../model/ast.ts'
import { mapComponents, mapHostText, mapZone } from './map.ts'
import { lowerCaseHostText, upperCaseTriplets } from './triplets.ts'

export { upperCaseTriplets }

const lowerCase = (text: string): string => text.toLowerCase()
const hostText = /* @__PURE__ */ mapHostText(lowerCaseHostText)
const zoneText = /* @__PURE__ */ mapZone(upperCaseTriplets)

/**
 * Scheme and host to lower case, hex digits of triplets to upper case (6.2.2.1).
 *
 * @example
 * pipe(parse('HTTP://Example.COM/%7e'), E.map(normalizeCase), E.map(serialize))   // Right('http://example.com/%7E')
 *
 * @since 0.1.0
 * @category normalization
 */
export const normalizeCase: SameKindMap = /* @__PURE__ */ mapComponents({
  scheme: lowerCase,
  userinfo: upperCaseTriplets,
  host: (h) => zoneText(hostText(h)),
  path: upperCaseTriplets,
  query: upperCaseTriplets,
  fragment: upperCaseTriplets,
})
