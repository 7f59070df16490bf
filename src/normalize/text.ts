/**
 * Section 6.2 from text to text: parse (URI-reference, section 4.1),
 * normalize (6.2.2 syntax-based, then 6.2.3 scheme-based) and serialize (5.3)
 * in one call, the same as `flow(parse, E.map(normalize), E.map(serialize))`.
 *
 * Once the regular expression has accepted the input, its components are
 * where Appendix B's split puts them, so each is normalized from its span by
 * the very steps `normalize` applies to the tree's text (triplets.ts, 5.2.4's
 * remove_dot_segments, the scheme rule's port and path), without making the
 * tree. A component is read again only when something says it may change (a
 * triplet that changes anywhere, the split's mark of a capital or "%" in the
 * host, a port, "/." in the path, an empty path), and only a component that
 * changes is spliced into the input; an input that no step changes comes
 * back as it is. A scheme whose rule has its own `normalize` (mailto, urn,
 * file) takes the tree's way.
 * spec/normalize/text.spec.ts checks the two ways agree.
 *
 * @example
 * normalizeText('HTTP://Example.COM:80/a/./b/%7euser')  // Right('http://example.com/a/b/~user')
 *
 * @since 0.2.0
 */
import type { Either } from 'fp-ts/lib/Either.js'
import { portValue } from '../ast.ts'
import type { UriError } from '../error.ts'
import { acceptedReference, splitAccepted } from '../grammar/appendix-b.ts'
import { explainWholeURIReference, testWholeURIReference } from '../grammar/read/index.ts'
import { wholeEntry } from '../parse.ts'
import { removeDotSegments } from '../resolve/remove-dot-segments.ts'
import { serialize, unmistakablePath } from '../serialize.ts'
import { keepsDotSegments, normalizeWith } from './index.ts'
import { defaultSchemes, dropsPort, rootedPath, type SchemeRegistry } from './scheme.ts'
import { lowerAscii, normalizeHostText, normalizeTriplets, tripletsToChange } from './triplets.ts'

const same = (text: string): string => text

/** An input being rewritten: the output so far, and where in the input it stops. */
interface Splicing {
  readonly input: string
  out: string
  last: number
}

/** The component between start and end, spliced in (after everything spliced so far) when `f` changes it. */
const component = (s: Splicing, start: number, end: number, f: (raw: string) => string): void => {
  const raw = s.input.slice(start, end)
  const normal = f(raw)
  if (normal !== raw) {
    s.out += s.input.slice(s.last, start) + normal
    s.last = end
  }
}

const none = (): string => ''

/**
 * `normalizeText` with the given scheme rules (internal: a user's own rules
 * take the tree's way, `normalizeWith(registry)`, which reads them).
 */
export const textNormalizer = (registry: SchemeRegistry): ((input: string) => Either<UriError, string>) => {
  const byTree = normalizeWith(registry)
  /** The normal form of an input URI-reference has accepted. */
  const normalForm = (input: string): string => {
    const { schemeEnd, hostStart, hostEnd, pathStart, pathEnd, hash, authorityMark } = splitAccepted(input)
    // 6.2.2.1: the scheme in lower case; it names the rule of 6.2.3.
    const schemeRaw = schemeEnd < 0 ? null : input.slice(0, schemeEnd)
    const scheme = schemeRaw === null ? null : lowerAscii(schemeRaw)
    const rule = scheme === null ? undefined : registry.get(scheme)
    if (typeof rule?.normalize === 'function') return serialize(byTree(acceptedReference(input)))
    // The input with each component that changes spliced in, in order: most inputs have none.
    const s: Splicing = { input, out: scheme === schemeRaw ? '' : (scheme as string), last: scheme === schemeRaw ? 0 : schemeEnd }
    // 6.2.2.1-6.2.2.2 on the text of userinfo, path, query and fragment: only where a triplet changes.
    const pct = input.indexOf('%', schemeEnd + 1)
    const triplets = pct >= 0 && tripletsToChange(input, pct)
    const text = triplets ? normalizeTriplets : same
    if (hostStart >= 0) {
      const start = schemeEnd + 3
      if (triplets && hostStart > start) component(s, start, hostStart - 1, text)
      // Letters in lower case, unreserved triplets decoded: the tree's IP-literal step (case alone) gives
      // the same, since URI-reference's IP literals hold no "%" (zone identifiers are parseWith's option).
      if (authorityMark >= hostStart) component(s, hostStart, hostEnd, normalizeHostText)
      // 6.2.3 and 3.2.3: the port with its ":" goes when it is the scheme's default, or empty.
      if (hostEnd < pathStart && dropsPort(rule, portValue(input.slice(hostEnd + 1, pathStart)))) component(s, hostEnd, pathStart, none)
    }
    // 6.2.2.3: dot segments removed, except from a relative-path reference; 6.2.3: an authority's empty path.
    const dot = input.indexOf('/.', pathStart)
    if (triplets || input.charCodeAt(pathStart) === 0x2e || (dot >= 0 && dot < pathEnd) || (hostStart >= 0 && pathStart === pathEnd)) {
      component(s, pathStart, pathEnd, (pathRaw) => {
        let path = text(pathRaw)
        if (!keepsDotSegments(schemeEnd < 0, pathRaw)) path = removeDotSegments(path)
        // 5.3's guards (serialize.ts): "//" without an authority is written "/.//". The other, a ":" in a
        // relative-path reference's first segment, cannot arise: such a path keeps its dot segments, and
        // no triplet that is decoded is a ":".
        return hostStart >= 0 ? rootedPath(rule, path) : unmistakablePath(path)
      })
    }
    if (triplets) {
      if (pathEnd < hash) component(s, pathEnd + 1, hash, text)
      if (hash < input.length) component(s, hash + 1, input.length, text)
    }
    return s.last === 0 && s.out === '' ? input : s.out + input.slice(s.last)
  }
  return wholeEntry('URI-reference', testWholeURIReference, explainWholeURIReference, normalForm)
}

/**
 * Parses a URI reference and gives its normal form's text (6.2.2 and 6.2.3,
 * with the default scheme rules): `normalizeText(s)` equals
 * `pipe(parse(s), E.map(normalize), E.map(serialize))`, in about three quarters of its time.
 *
 * @example
 * normalizeText('eXAMPLE://a/./b/../b/%63/%7bfoo%7d')  // Right('example://a/b/c/%7Bfoo%7D')
 *
 * @since 0.2.0
 * @category normalization
 */
export const normalizeText: (input: string) => Either<UriError, string> = textNormalizer(defaultSchemes)
