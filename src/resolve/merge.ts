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
import type { Uri } from '../model/ast.ts'

/**
 * What merge keeps of the base: the text whose first `mergeKept` code units
 * come before the reference's path ("/" for a base with an authority and an
 * empty path, else the base path up to its last "/").
 */
export const mergeHead = (baseHasAuthority: boolean, basePath: string): string => (baseHasAuthority && basePath === '' ? '/' : basePath)

/**
 * How many code units of `mergeHead` merge keeps: up to the base path's last
 * "/", found from its end by a loop (the engine's `lastIndexOf` costs half as
 * much again on the corpus's paths).
 */
export const mergeKept = (baseHasAuthority: boolean, basePath: string): number => {
  if (baseHasAuthority && basePath === '') return 1
  let i = basePath.length
  while (i > 0 && basePath.charCodeAt(i - 1) !== 0x2f) i--
  return i
}

/** merge of section 5.2.3 on texts: the base's path, whether it has an authority, and the reference's path. */
export const mergePathText = (baseHasAuthority: boolean, basePath: string, refPath: string): string =>
  mergeHead(baseHasAuthority, basePath).slice(0, mergeKept(baseHasAuthority, basePath)) + refPath

/**
 * merge(Base.path, R.path), section 5.2.3.
 *
 * @example
 * pipe(parseURI('http://a/b/c'), E.map((base) => mergePaths(base, 'd')))   // Right('/b/d')
 *
 * @since 0.1.0
 * @category resolution
 */
export const mergePaths = (base: Uri, refPath: string): string => mergePathText(base.authority !== null, base.path.raw, refPath)
