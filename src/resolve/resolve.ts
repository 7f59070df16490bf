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
import { makePath, makeReference, type Path, type Uri, type UriReference } from '../model/ast.ts'
import { ownOptions } from '../base/options.ts'
import { AUTHORITY, BASE_PATH, caseOf, REFERENCE, schemeDefined, targetPath } from './transform.ts'

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

/** 5.2.2 (transform.ts) on the trees: the target from the nodes its case names. */
const transform = (base: Uri, ref: UriReference, strict: boolean): Uri => {
  const c = caseOf(schemeDefined(ref._tag === 'Uri' ? ref.scheme.raw : null, base.scheme.raw, strict), ref.authority !== null, ref.path.raw)
  const p = ref.path
  const raw = targetPath(c, p.raw, base.authority !== null, base.path.raw)
  const scheme = c === REFERENCE ? (ref as Uri).scheme : base.scheme
  if (c <= AUTHORITY) return makeReference({ scheme, authority: ref.authority, path: path(raw, p), query: ref.query, fragment: ref.fragment })
  if (c === BASE_PATH) return makeReference({ scheme, authority: base.authority, path: base.path, query: ref.query ?? base.query, fragment: ref.fragment })
  // A merged path is a new node; a path taken from R keeps its node when no dot segment goes.
  return makeReference({ scheme, authority: base.authority, path: p.raw.charCodeAt(0) === 0x2f ? path(raw, p) : makePath(raw), query: ref.query, fragment: ref.fragment })
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
