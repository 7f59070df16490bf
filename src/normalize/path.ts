/**
 * Section 6.2.2.3, Path Segment Normalization.
 *
 * "URI normalizers should remove dot-segments by applying the
 * remove_dot_segments algorithm to the path, as described in Section 5.2.4."
 *
 * A relative-path reference keeps its dot segments: they say where it goes
 * from its base ("../g" is not "g"). A URI, and a reference whose path is
 * absolute, lose them.
 */
import type { UriReference } from '../model/ast.ts'
import { removeDotSegments } from '../resolve/remove-dot-segments.ts'
import { mapComponents } from './map.ts'

const removeDots = mapComponents({ path: removeDotSegments })

/**
 * remove_dot_segments on the path of a URI or of a reference with an absolute path (6.2.2.3).
 *
 * @example
 * pipe(parse('http://a/b/./c/../d'), E.map(normalizePathSegments), E.map(serialize))   // Right('http://a/b/d')
 *
 * @since 0.1.0
 * @category normalization
 */
export const normalizePathSegments = (ref: UriReference): UriReference => (ref._tag === 'RelativeRef' && !ref.path.raw.startsWith('/') ? ref : removeDots(ref))
