/**
 * Section 5.2.2, Transform References, written once: which of the four cases
 * of the algorithm a reference falls in, and the target's path. `resolveText`
 * reads what it needs of the base and the reference from the spans of their
 * texts (Appendix B's split) and `resolve` from their trees; both take the
 * case and the path from here and put the target together from the
 * components the case names (text.ts by 5.3's recomposition of spans,
 * resolve.ts from nodes).
 *
 *   if defined(R.scheme) then
 *      T.scheme    = R.scheme;  T.authority = R.authority;
 *      T.path      = remove_dot_segments(R.path);  T.query = R.query;
 *   else
 *      if defined(R.authority) then
 *         T.authority = R.authority;  T.path = remove_dot_segments(R.path);  T.query = R.query;
 *      else
 *         if (R.path == "") then
 *            T.path = Base.path;
 *            if defined(R.query) then T.query = R.query; else T.query = Base.query; endif;
 *         else
 *            if (R.path starts-with "/") then
 *               T.path = remove_dot_segments(R.path);
 *            else
 *               T.path = merge(Base.path, R.path);  T.path = remove_dot_segments(T.path);
 *            endif;
 *            T.query = R.query;
 *         endif;
 *         T.authority = Base.authority;
 *      endif;
 *      T.scheme = Base.scheme;
 *   endif;
 *   T.fragment = R.fragment;
 */
import { mergeHead, mergeKept } from './merge.ts'
import { removeDotSegments, removeDotSegmentsAfter } from './remove-dot-segments.ts'

/** defined(R.scheme): T is R's scheme, authority, path (without dot segments), query and fragment. */
export const REFERENCE = 0
/** defined(R.authority) alone: T is the base's scheme, then R's authority, path (without dot segments), query and fragment. */
export const AUTHORITY = 1
/** R.path == "": T is the base's scheme, authority and path, R's query (or the base's when R has none) and R's fragment. */
export const BASE_PATH = 2
/** Otherwise: T is the base's scheme and authority, the path below, R's query and fragment. */
export const PATH = 3

/**
 * Whether R's scheme counts as defined: always for the strict algorithm; for
 * 5.4.2's backward-compatible reading, only when it differs from the base's
 * (ignoring case).
 */
export const schemeDefined = (refScheme: string | null, baseScheme: string, strict: boolean): boolean =>
  refScheme !== null && (strict || refScheme.toLowerCase() !== baseScheme.toLowerCase())

/** The case of 5.2.2 a reference falls in. */
export const caseOf = (schemeIsDefined: boolean, authorityIsDefined: boolean, refPath: string): number =>
  schemeIsDefined ? REFERENCE : authorityIsDefined ? AUTHORITY : refPath === '' ? BASE_PATH : PATH

/**
 * T.path for the case: R's path without dot segments, the base's as it is
 * (R.path == ""), or, for a path that does not start with "/", merge(Base.path,
 * R.path) (5.2.3) without dot segments (5.2.4), read as one path without
 * joining the two first.
 */
export const targetPath = (c: number, refPath: string, baseHasAuthority: boolean, basePath: string): string =>
  c === BASE_PATH
    ? basePath
    : c === PATH && refPath.charCodeAt(0) !== 0x2f
      ? removeDotSegmentsAfter(mergeHead(baseHasAuthority, basePath), mergeKept(baseHasAuthority, basePath), refPath)
      : removeDotSegments(refPath)
