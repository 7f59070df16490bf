/**
 * Section 5.2.3, Merge Paths.
 *
 *   o  If the base URI has a defined authority component and an empty
 *      path, then return a string consisting of "/" concatenated with the
 *      reference's path; otherwise,
 *   o  return a string consisting of the reference's path component
 *      appended to all but the last segment of the base URI's path (i.e.,
 *      excluding any characters after the right-most "/" in the base URI
 *      path, or excluding the entire base URI path if it does not contain
 *      any "/" characters).
 */
import type { Uri } from '../ast.ts'

/**
 * merge(Base.path, R.path), section 5.2.3.
 *
 * @since 0.1.0
 * @category resolution
 */
export const mergePaths = (base: Uri, refPath: string): string => {
  if (base.authority !== null && base.path.raw === '') return '/' + refPath
  const b = base.path.raw
  return b.slice(0, b.lastIndexOf('/') + 1) + refPath
}
