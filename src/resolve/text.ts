/**
 * Section 5.2 from text to text: parse the base (URI, section 3) and the
 * reference (URI-reference, section 4.1), resolve (5.2.2) and recompose (5.3)
 * in one call, the same as
 * `pipe(parseURI(base), E.chain((b) => pipe(parse(ref), E.map((r) => serialize(resolve(b)(r))))))`.
 *
 * Once the regular expressions have accepted both, their components are where
 * Appendix B's split puts them, so 5.2.2's transform (transform.ts, which
 * `resolve` runs on trees) takes each component of the target as a span of
 * the base's text or the reference's, with T.path from 5.2.3's merge and
 * 5.2.4's remove_dot_segments on the path text, and never builds a tree. A base is read once however many references it resolves.
 * spec/resolve/text.spec.ts checks the two ways agree.
 *
 * @example
 * resolveText('http://a/b/c/d;p?q')('../g?x')  // Right('http://a/b/g?x')
 *
 * @since 0.2.0
 */
import type { Either } from 'fp-ts/lib/Either.js'
import { absoluteReading, referenceReading, type UriError } from '../error/make.ts'
import { splitAccepted } from '../grammar/appendix-b.ts'
import { explainWholeURI, explainWholeURIReference, testWholeURI, testWholeURIReference } from '../grammar/read/index.ts'
import { wholeEntry } from '../reading/parse.ts'
import { unmistakablePath } from '../model/serialize.ts'
import { AUTHORITY, BASE_PATH, caseOf, REFERENCE, targetPath } from './transform.ts'

/** 5.3's first guard (serialize.ts): a path with no authority before it that starts with "//" is written "/.//". */
const withAuthority = (authority: boolean, path: string): string => (authority ? path : unmistakablePath(path))

const readBase = wholeEntry(absoluteReading, 'URI', testWholeURI, explainWholeURI, splitAccepted)

/**
 * Resolves reference texts against a base URI's text by the strict algorithm
 * of section 5.2.2 and gives the target's text (5.3): `resolveText(base)(ref)`
 * equals `serialize(resolve(b)(r))` for `b` = `parseURI(base)` and `r` =
 * `parse(ref)`. A base that is not a URI gives its Left (rule "URI") for every
 * reference; a reference that is not a URI-reference gives its own (rule
 * "URI-reference"). A base's fragment is ignored (5.1). For 5.4.2's
 * backward-compatible reading, take the trees: `resolveWith({ strict: false })`.
 *
 * @example
 * pipe(['g', '../g', '//g', '?y#s'], A.map(resolveText('http://a/b/c/d;p?q')))
 * // Right('http://a/b/c/g'), Right('http://a/b/g'), Right('http://g'), Right('http://a/b/c/d;p?y#s')
 *
 * @since 0.2.0
 * @category resolution
 */
export const resolveText = (base: string): ((ref: string) => Either<UriError, string>) => {
  const read = readBase(base)
  if (read._tag === 'Left') return () => read
  const b = read.right
  // What a path-only reference (the usual kind) takes of the base, sliced once for every reference;
  // the rarer kinds slice what they take.
  const baseHead = base.slice(0, b.pathStart)
  const basePath = base.slice(b.pathStart, b.pathEnd)
  const baseHasAuthority = b.hostStart >= 0
  const resolved = (ref: string): string => {
    const r = splitAccepted(ref)
    const refPath = ref.slice(r.pathStart, r.pathEnd)
    // 5.2.2 (transform.ts): the case, and T.path.
    const c = caseOf(r.schemeEnd >= 0, r.hostStart >= 0, refPath)
    // R.path == "": the base up to its path, and its query unless the reference has one (the reference is "?query#fragment").
    if (c === BASE_PATH) return base.slice(0, r.pathEnd < r.hash ? b.pathEnd : b.hash) + ref
    const path = targetPath(c, refPath, baseHasAuthority, basePath)
    // T.scheme and T.authority, as the text before T.path: R's, after the base's scheme when R has none; or the base's.
    if (c === REFERENCE) return ref.slice(0, r.pathStart) + withAuthority(r.hostStart >= 0, path) + ref.slice(r.pathEnd)
    if (c === AUTHORITY) return base.slice(0, b.schemeEnd + 1) + ref.slice(0, r.pathStart) + path + ref.slice(r.pathEnd)
    // T.query and T.fragment are the reference's, "?" and "#" included.
    return baseHead + withAuthority(baseHasAuthority, path) + ref.slice(r.pathEnd)
  }
  return wholeEntry(referenceReading, 'URI-reference', testWholeURIReference, explainWholeURIReference, resolved)
}
