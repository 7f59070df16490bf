/**
 * Section 5.3, component recomposition: a reference back to its text.
 *
 *   result = ""
 *   if defined(scheme) then append scheme to result; append ":" to result
 *   if defined(authority) then append "//" to result; append authority to result
 *   append path to result
 *   if defined(query) then append "?" to result; append query to result
 *   if defined(fragment) then append "#" to result; append fragment to result
 *
 * For every parsed input s, `serialize(parse(s)) === s`.
 *
 * Two guards keep a reference built by a transformation (resolution,
 * normalization) from reading back as a different one; a parsed reference never
 * needs them:
 * - a path that starts with "//" but has no authority would read as an
 *   authority, so it is written with "/." in front ("/.//g"): section 5.2.4
 *   keeps such a path's meaning;
 * - a relative reference whose first path segment holds a ":" would read as a
 *   scheme, so it is written with "./" in front (section 4.2: "./this:that").
 *
 * @since 0.1.0
 */
import { authorityText, type Authority, type UriReference } from './ast.ts'

/**
 * authority = [ userinfo "@" ] host [ ":" port ], recomposed from its parts.
 *
 * @since 0.1.0
 * @category serialization
 */
export const serializeAuthority = (a: Authority): string => authorityText(a.userinfo, a.host, a.port)

/** A path with no authority before it, with the first guard above: "//" is written "/.//". */
export const unmistakablePath = (path: string): string => (path.startsWith('//') ? '/.' + path : path)

/**
 * The text of a reference from its components' texts (null: not defined), by
 * section 5.3, with the two guards above.
 */
export const recompose = (scheme: string | null, authority: string | null, path: string, query: string | null, fragment: string | null): string => {
  let result = scheme === null ? '' : scheme + ':'
  if (authority !== null) result += '//' + authority + path
  else {
    if (scheme === null) {
      const slash = path.indexOf('/')
      if ((slash < 0 ? path : path.slice(0, slash)).includes(':')) result += './'
    }
    result += unmistakablePath(path)
  }
  if (query !== null) result += '?' + query
  if (fragment !== null) result += '#' + fragment
  return result
}

/**
 * The text of a reference, by section 5.3.
 *
 * @since 0.1.0
 * @category serialization
 */
export const serialize = (ref: UriReference): string =>
  // An authority's raw text is always its parts recomposed (the grammar reads it so, makeAuthority builds it so).
  recompose(
    ref._tag === 'Uri' ? ref.scheme.raw : null,
    ref.authority === null ? null : ref.authority.raw,
    ref.path.raw,
    ref.query === null ? null : ref.query.raw,
    ref.fragment === null ? null : ref.fragment.raw,
  )
