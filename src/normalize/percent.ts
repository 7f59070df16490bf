/**
 * Section 6.2.2.2, Percent-Encoding Normalization.
 *
 * "URIs should be normalized by decoding any percent-encoded octet that
 * corresponds to an unreserved character, as described in Section 2.3."
 *
 * Only triplets of unreserved characters (ALPHA, DIGIT, "-", ".", "_", "~")
 * are decoded: never a reserved character, a control, %00 or "%25" itself, so
 * decoding cannot change what a URI means and never decodes twice. An RFC 6874
 * zone identifier is `1*( unreserved / pct-encoded )`: its triplets too.
 */
import type { SameKindMap } from '../model/ast.ts'
import { mapComponents, mapHostText, mapZone } from './map.ts'
import { decodeUnreserved } from './triplets.ts'

export { decodeUnreserved }

const regName = mapHostText(decodeUnreserved)
const zone = mapZone(decodeUnreserved)

/**
 * Decodes percent-encoded unreserved characters in every component (6.2.2.2).
 *
 * @example
 * pipe(parse('http://a/%7e%2f'), E.map(normalizePercentEncoding), E.map(serialize))   // Right('http://a/~%2f'): %7e decoded; the case of %2f is normalizeCase's
 *
 * @since 0.1.0
 * @category normalization
 */
export const normalizePercentEncoding: SameKindMap = mapComponents({
  userinfo: decodeUnreserved,
  host: (h) => (h._tag === 'RegName' ? regName(h) : zone(h)),
  path: decodeUnreserved,
  query: decodeUnreserved,
  fragment: decodeUnreserved,
})
