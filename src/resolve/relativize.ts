/**
 * The inverse of resolution: the shortest reference that resolves, against a
 * given base, to a given target (section 5.2 run backwards; section 4.2 names
 * the kinds of relative reference tried).
 *
 * @example
 * relativize(parse('http://a/b/c/d;p?q'))(parse('http://a/b/g'))  // ../g
 *
 * @since 0.1.0
 */
import { makePath, makeReference, type Uri, type UriReference } from '../model/ast.ts'
import { serialize, serializeAuthority } from '../model/serialize.ts'
import { removeDotSegments } from './remove-dot-segments.ts'
import { resolve } from './resolve.ts'

/** The directory part of a path: everything up to and including its last "/". */
const directory = (p: string): string => p.slice(0, p.lastIndexOf('/') + 1)

/** A relative path from the base's directory to the target path, with "../" for each directory left. */
const relativePath = (basePath: string, targetPath: string): string => {
  const baseDirs = directory(basePath).split('/').slice(0, -1)
  const target = targetPath.split('/')
  let common = 0
  while (common < baseDirs.length && common < target.length - 1 && baseDirs[common] === target[common]) common++
  const up = '../'.repeat(baseDirs.length - common)
  const rest = target.slice(common).join('/')
  const rel = up + rest
  // "./" in front when the path would be empty, would begin with "/" (an empty
  // segment), or would begin with a segment that has ":" (it would read as a scheme).
  if (rel === '' || rel.startsWith('/') || rel.split('/')[0].includes(':')) return './' + rel
  return rel
}

/**
 * The shortest reference r with `resolve(base)(r)` equal to the target (when
 * the target has dot segments, to the target with them removed). A target
 * with another scheme or authority is given back as it is.
 *
 * @example
 * pipe(E.Do, E.apS('base', parseURI('http://a/b/c/d')), E.apS('target', parseURI('http://a/b/e')), E.map(({ base, target }) => serialize(relativize(base)(target))))
 * // Right('../e')
 *
 * @since 0.1.0
 * @category resolution
 */
export const relativize =
  (base: Uri) =>
  (target: Uri): UriReference => {
    if (target.scheme.raw !== base.scheme.raw) return target
    const ta = target.authority === null ? null : serializeAuthority(target.authority)
    const ba = base.authority === null ? null : serializeAuthority(base.authority)
    if (ta !== ba) return target
    const wanted = serialize(resolve(base)(target))
    const tail = { query: target.query, fragment: target.fragment }
    const tp = removeDotSegments(target.path.raw)
    const candidates: UriReference[] = [
      makeReference({ scheme: null, authority: null, path: makePath(''), ...tail }),
      makeReference({ scheme: null, authority: null, path: makePath(''), query: null, fragment: target.fragment }),
      ...dotForms(relativePath(base.path.raw, tp)).map((p) => makeReference({ scheme: null, authority: null, path: makePath(p), ...tail })),
      makeReference({ scheme: null, authority: null, path: makePath(lastSegment(tp)), ...tail }),
      makeReference({ scheme: null, authority: null, path: makePath(tp), ...tail }),
      makeReference({ scheme: null, authority: target.authority, path: makePath(tp), ...tail }),
    ]
    let best: UriReference = target
    let bestLength = serialize(target).length
    for (const c of candidates) {
      const text = serialize(c)
      if (text.length < bestLength && serialize(resolve(base)(c)) === wanted) {
        best = c
        bestLength = text.length
      }
    }
    return best
  }

/** A relative path, and, when it ends in "./" or "../", the same without its last "/" ("." and ".." resolve alike). */
const dotForms = (p: string): string[] => (p === './' || p.endsWith('/./') || p === '../' || p.endsWith('/../') ? [p, p.slice(0, -1)] : [p])

/** The last segment of a path as a relative path ("." when it is empty, "./" in front when it has ":"). */
const lastSegment = (p: string): string => {
  const seg = p.slice(p.lastIndexOf('/') + 1)
  if (seg === '' || seg === '.' || seg === '..') return '.'
  return seg.includes(':') ? './' + seg : seg
}
