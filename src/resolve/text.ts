/**
 * Section 5.2 from text to text: parse the base (URI, section 3) and the
 * reference (URI-reference, section 4.1), resolve (5.2.2) and recompose (5.3)
 * in one call, the same as
 * `pipe(parseURI(base), E.chain((b) => pipe(parse(ref), E.map((r) => serialize(resolve(b)(r))))))`.
 *
 * Once the regular expressions have accepted both, their components are where
 * Appendix B's split puts them, so 5.2.2's transform takes each component of
 * the target as a span of the base's text or the reference's, runs 5.2.3's
 * merge and 5.2.4's remove_dot_segments on the path text, and never builds
 * a tree. A base is read once however many references it resolves.
 * spec/resolve/text.spec.ts checks the two ways agree.
 *
 * @example
 * resolveText('http://a/b/c/d;p?q')('../g?x')  // Right('http://a/b/g?x')
 *
 * @since 0.2.0
 */
import type { Either } from 'fp-ts/lib/Either.js'
import type { UriError } from '../error.ts'
import { splitAccepted } from '../grammar/appendix-b.ts'
import { explainWholeURI, explainWholeURIReference, testWholeURI, testWholeURIReference } from '../grammar/read/index.ts'
import { wholeEntry } from '../parse.ts'
import { unmistakablePath } from '../serialize.ts'
import { mergePathText } from './merge.ts'
import { removeDotSegments } from './remove-dot-segments.ts'

const readBase = wholeEntry('URI', testWholeURI, explainWholeURI, splitAccepted)

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
    let path = ref.slice(r.pathStart, r.pathEnd)
    // T.scheme and T.authority, as the text before T.path, and whether T has an authority.
    let head: string
    let authority = r.hostStart >= 0
    if (r.schemeEnd >= 0 || authority) {
      // defined(R.scheme): the reference's; defined(R.authority): the base's scheme, then the reference's.
      head = (r.schemeEnd >= 0 ? '' : base.slice(0, b.schemeEnd + 1)) + ref.slice(0, r.pathStart)
    } else {
      // R.path == "": the base up to its path, and its query unless the reference has one (the reference is "?query#fragment").
      if (path === '') return base.slice(0, r.pathEnd < r.hash ? b.pathEnd : b.hash) + ref
      // R.path starts with "/", or merge(Base.path, R.path) (5.2.3); then the base's scheme and authority.
      if (path.charCodeAt(0) !== 0x2f) path = mergePathText(baseHasAuthority, basePath, path)
      head = baseHead
      authority = baseHasAuthority
    }
    // T.path = remove_dot_segments(...); T.query and T.fragment are the reference's, "?" and "#" included.
    path = removeDotSegments(path)
    return head + (authority ? path : unmistakablePath(path)) + ref.slice(r.pathEnd)
  }
  return wholeEntry('URI-reference', testWholeURIReference, explainWholeURIReference, resolved)
}
