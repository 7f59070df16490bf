/**
 * Section 5.2, Relative Resolution: a reference resolved against a base URI.
 *
 * `resolve(base)(ref)` is the strict algorithm of section 5.2.2; a base
 * fragment is ignored (section 5.1); the result is recomposed by `serialize`
 * (section 5.3). Components the result takes over unchanged from the base or
 * the reference keep their nodes, spans included (spans in their own input);
 * components it computes are new nodes with spans of -1.
 * `resolveWith({ strict: false })` is the backward-compatible
 * variant of section 5.4.2, for parsers that ignore a scheme equal to the base's
 * in a relative reference ("http:g" against an http base resolves as "g").
 *
 * @example
 * pipe(parse('../g?q'), E.map(resolve(base)), E.map(serialize))  // Right('http://a/b/g?q')
 *
 * @since 0.1.0
 */
import { makePath, makeReference, type Path, type Uri, type UriReference } from '../ast.ts'
import { ownOptions } from '../options.ts'
import { mergePaths } from './merge.ts'
import { removeDotSegments } from './remove-dot-segments.ts'

/**
 * @since 0.1.0
 * @category model
 */
export interface ResolveOptions {
  /**
   * false: a reference whose scheme equals the base's (ignoring case) is read
   * as if it had none (5.4.2). Anything else, or no options at all, is the
   * strict algorithm.
   */
  readonly strict?: boolean
}

const path = (raw: string, original: Path): Path => (raw === original.raw ? original : makePath(raw))

const withoutDots = (p: Path): Path => path(removeDotSegments(p.raw), p)

/**
 * The transform of section 5.2.2:
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
const transform = (base: Uri, ref: UriReference, strict: boolean): Uri => {
  // defined(R.scheme), or defined(R.authority): T takes R's authority and R's path without dot segments.
  const ownScheme = ref._tag === 'Uri' && (strict || ref.scheme.raw.toLowerCase() !== base.scheme.raw.toLowerCase())
  const scheme = ownScheme ? ref.scheme : base.scheme
  if (ownScheme || ref.authority !== null) return makeReference({ scheme, authority: ref.authority, path: withoutDots(ref.path), query: ref.query, fragment: ref.fragment })
  // Otherwise T.authority = Base.authority; R.path == "" takes Base.path, and Base.query unless R has a query.
  const raw = ref.path.raw
  const p = raw === '' ? base.path : raw.startsWith('/') ? withoutDots(ref.path) : makePath(removeDotSegments(mergePaths(base, raw)))
  const query = raw === '' && ref.query === null ? base.query : ref.query
  return makeReference({ scheme, authority: base.authority, path: p, query, fragment: ref.fragment })
}

/**
 * Resolves references against a base URI with the given options (section 5.2).
 * Only `strict: false` leaves the strict algorithm: no options, or options
 * that are not an object or hold a `strict` that is not a boolean, give
 * `resolve`'s result (there is no error to return it in), never a throw.
 *
 * @example
 * pipe(E.Do, E.apS('base', parseURI('http://a/b/c/d;p?q')), E.apS('ref', parse('http:g')), E.map(({ base, ref }) => serialize(resolveWith({ strict: false })(base)(ref))))
 * // Right('http://a/b/c/g'): section 5.4.2's backward-compatible reading
 *
 * @since 0.1.0
 * @category resolution
 */
export const resolveWith = (options?: ResolveOptions): ((base: Uri) => (ref: UriReference) => Uri) => {
  // Own properties only (options.ts): a `strict` put on Object.prototype is not an option.
  const read = ownOptions<ResolveOptions>(options, { strict: 'boolean' })
  const strict = read._tag === 'Left' || read.right.strict !== false
  return (base) => (ref) => transform(base, ref, strict)
}

/**
 * Resolves a reference against a base URI by the strict algorithm of section
 * 5.2.2. Dot segments are removed from every path that 5.2.2 passes through
 * remove_dot_segments (the reference's, or the merged one); a reference with
 * an empty path takes the base path as it is, dot segments and all
 * (`x://h/./a/../b/` with `?q` gives `x://h/./a/../b/?q`). Normalize the result
 * (section 6.2.2.3) for a path without them.
 *
 * @example
 * pipe(E.Do, E.apS('base', parseURI('http://a/b/c/d;p?q')), E.apS('ref', parse('../g')), E.map(({ base, ref }) => serialize(resolve(base)(ref))))
 * // Right('http://a/b/g')
 *
 * @since 0.1.0
 * @category resolution
 */
export const resolve: (base: Uri) => (ref: UriReference) => Uri = resolveWith({ strict: true })
