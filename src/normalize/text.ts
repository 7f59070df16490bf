/**
 * Section 6.2 from text to text: parse (URI-reference, section 4.1),
 * normalize (6.2.2 syntax-based, then 6.2.3 scheme-based) and serialize (5.3)
 * in one call, the same as `flow(parse, E.map(normalize), E.map(serialize))`.
 *
 * Once the regular expression has accepted the input, its components are
 * where Appendix B's split puts them, so each is normalized from its span by
 * the very steps `normalize` applies to the tree's text (triplets.ts, 5.2.4's
 * remove_dot_segments, the scheme rule's port and path), without making the
 * tree; an input that no step changes comes back as it is. A scheme whose rule
 * has its own `normalize` (mailto, urn, file) takes the tree's way.
 * spec/normalize/text.spec.ts checks the two ways agree.
 *
 * @example
 * normalizeText('HTTP://Example.COM:80/a/./b/%7euser')  // Right('http://example.com/a/b/~user')
 *
 * @since 0.2.0
 */
import type { Either } from 'fp-ts/lib/Either.js'
import { portValue, recomposeAuthority } from '../ast.ts'
import type { UriError } from '../error.ts'
import { acceptedReference, splitAccepted } from '../grammar/appendix-b.ts'
import { explainWholeURIReference, testWholeURIReference } from '../grammar/generated.ts'
import { wholeEntry } from '../parse.ts'
import { removeDotSegments } from '../resolve/remove-dot-segments.ts'
import { recompose, serialize } from '../serialize.ts'
import { keepsDotSegments, normalizeWith } from './index.ts'
import { defaultSchemes, dropsPort, rootedPath, type SchemeRegistry } from './scheme.ts'
import { lowerAscii, normalizeHostText, normalizeTriplets } from './triplets.ts'

const same = (text: string): string => text

/**
 * `normalizeText` with the given scheme rules (internal: a user's own rules
 * take the tree's way, `normalizeWith(registry)`, which reads them).
 */
export const textNormalizer = (registry: SchemeRegistry): ((input: string) => Either<UriError, string>) => {
  const byTree = normalizeWith(registry)
  /** The normal form of an input URI-reference has accepted. */
  const normalForm = (input: string): string => {
    const { schemeEnd, hostStart, hostEnd, pathStart, pathEnd, hash } = splitAccepted(input)
    // 6.2.2.1: the scheme in lower case; it names the rule of 6.2.3.
    const schemeRaw = schemeEnd < 0 ? null : input.slice(0, schemeEnd)
    const scheme = schemeRaw === null ? null : lowerAscii(schemeRaw)
    const rule = scheme === null ? undefined : registry.get(scheme)
    if (rule !== undefined && rule.normalize !== undefined) return serialize(byTree(acceptedReference(input)))
    let changed = scheme !== schemeRaw
    // 6.2.2.1-6.2.2.2 on the text of userinfo, path, query and fragment: only where a triplet is.
    const text = input.indexOf('%', schemeEnd + 1) < 0 ? same : normalizeTriplets
    let userinfo: string | null = null
    let host: string | null = null
    let port: string | null = null
    if (hostStart >= 0) {
      const start = schemeEnd + 3
      const userinfoRaw = hostStart > start ? input.slice(start, hostStart - 1) : null
      userinfo = userinfoRaw === null ? null : text(userinfoRaw)
      // Letters in lower case, unreserved triplets decoded: the tree's IP-literal step (case alone) gives
      // the same, since URI-reference's IP literals hold no "%" (zone identifiers are parseWith's option).
      const hostRaw = input.slice(hostStart, hostEnd)
      host = normalizeHostText(hostRaw)
      const portRaw = hostEnd < pathStart ? input.slice(hostEnd + 1, pathStart) : null
      port = portRaw !== null && dropsPort(rule, portValue(portRaw)) ? null : portRaw
      changed ||= userinfo !== userinfoRaw || host !== hostRaw || port !== portRaw
    }
    // 6.2.2.3: dot segments removed, except from a relative-path reference; 6.2.3: an authority's empty path.
    const pathRaw = input.slice(pathStart, pathEnd)
    let path = text(pathRaw)
    if (!keepsDotSegments(schemeEnd < 0, pathRaw)) path = removeDotSegments(path)
    if (hostStart >= 0) path = rootedPath(rule, path)
    const queryRaw = pathEnd < hash ? input.slice(pathEnd + 1, hash) : null
    const query = queryRaw === null ? null : text(queryRaw)
    const fragmentRaw = hash < input.length ? input.slice(hash + 1) : null
    const fragment = fragmentRaw === null ? null : text(fragmentRaw)
    changed ||= path !== pathRaw || query !== queryRaw || fragment !== fragmentRaw
    if (!changed) return input
    return recompose(scheme, host === null ? null : recomposeAuthority(userinfo, host, port), path, query, fragment)
  }
  return wholeEntry('URI-reference', testWholeURIReference, explainWholeURIReference, normalForm)
}

/**
 * Parses a URI reference and gives its normal form's text (6.2.2 and 6.2.3,
 * with the default scheme rules): `normalizeText(s)` equals
 * `pipe(parse(s), E.map(normalize), E.map(serialize))`, in about four fifths of its time.
 *
 * @example
 * normalizeText('eXAMPLE://a/./b/../b/%63/%7bfoo%7d')  // Right('example://a/b/c/%7Bfoo%7D')
 *
 * @since 0.2.0
 * @category normalization
 */
export const normalizeText: (input: string) => Either<UriError, string> = textNormalizer(defaultSchemes)
