/**
 * Section 6.2, the normalization ladder, each rung a pure function:
 * 6.2.2 syntax-based (case, percent-encoding, path segments) and 6.2.3
 * scheme-based. Every normalizer is idempotent and keeps what the URI names.
 *
 * @example
 * pipe(parse('eXAMPLE://a/./b/../b/%63/%7bfoo%7d'), E.map(normalize), E.map(serialize))
 * // Right('example://a/b/c/%7Bfoo%7D')
 *
 * @since 0.1.0
 */
import { sameKind, type Host, type SameKindMap } from '../ast.ts'
import { removeDotSegments } from '../resolve/remove-dot-segments.ts'
import { mapComponents, mapHostText, mapZone } from './map.ts'
import { lowerAscii, lowerCaseHostText, normalizeHostText, normalizeTriplets } from './triplets.ts'
import { normalizeSchemeWith, defaultSchemes, type SchemeRegistry } from './scheme.ts'

/** How one flavour of syntax-based normalization rewrites component text (RFC 3986 6.2.2, RFC 3987 5.3.2). */
export interface TextNormalizers {
  /** Userinfo, path and fragment. */
  readonly text: (text: string) => string
  readonly query: (text: string) => string
  /** A registered name (an IP literal's text is only case-normalized). */
  readonly regName: (text: string) => string
}

const ipLiteralText = mapHostText(lowerCaseHostText)
const zoneText = mapZone(normalizeTriplets)
/**
 * An IP literal's text in lower case; an RFC 6874 ZoneID, `1*( unreserved /
 * pct-encoded )`, with its unreserved triplets decoded and the others' hex
 * digits in upper case (6.2.2.1-6.2.2.2), its letters as written (nothing
 * says a zone compares without regard to case).
 */
const ipLiteralHost = (h: Host): Host => zoneText(ipLiteralText(h))

/** 6.2.2.3 applies to a URI's path and to an absolute-path reference's; a relative-path reference keeps its dot segments. */
export const keepsDotSegments = (relative: boolean, path: string): boolean => relative && !path.startsWith('/')

/**
 * Syntax-based normalization from its text steps, done in one pass over each
 * component; a relative-path reference keeps its dot segments (6.2.2.3).
 */
export const syntaxNormalizer = (t: TextNormalizers): SameKindMap => {
  const regName = mapHostText(t.regName)
  const maps = {
    scheme: lowerAscii,
    userinfo: t.text,
    host: (h: Host) => (h._tag === 'RegName' ? regName(h) : ipLiteralHost(h)),
    query: t.query,
    fragment: t.text,
  }
  const withDots = mapComponents({ ...maps, path: (p) => removeDotSegments(t.text(p)) })
  const keepingDots = mapComponents({ ...maps, path: t.text })
  return sameKind((ref) => (keepsDotSegments(ref._tag === 'RelativeRef', ref.path.raw) ? keepingDots : withDots)(ref))
}

/**
 * Syntax-based normalization (6.2.2): the same as
 * `flow(normalizePercentEncoding, normalizeCase, normalizePathSegments)`
 * (decoding first, so that a decoded letter of a host is lower-cased too), done
 * in one pass over each component; spec/normalize checks the two agree.
 *
 * @example
 * pipe(parse('HTTP://a/%7e/./b'), E.map(normalizeSyntax), E.map(serialize))   // Right('http://a/~/b')
 *
 * @since 0.1.0
 * @category normalization
 */
export const normalizeSyntax: SameKindMap = syntaxNormalizer({
  text: normalizeTriplets,
  query: normalizeTriplets,
  regName: normalizeHostText,
})

/**
 * Syntax-based, then scheme-based normalization with the given scheme rules.
 *
 * @example
 * const registry = registerScheme({ scheme: 'gopher', defaultPort: 70 })(defaultSchemes)
 * pipe(parse('GOPHER://a:70/./x'), E.map(normalizeWith(registry)), E.map(serialize))   // Right('gopher://a/x')
 *
 * @since 0.1.0
 * @category normalization
 */
export const normalizeWith = (registry: SchemeRegistry): SameKindMap => {
  const scheme = normalizeSchemeWith(registry)
  return sameKind((ref) => scheme(normalizeSyntax(ref)))
}

/**
 * Syntax-based, then scheme-based normalization (6.2.2 and 6.2.3) with the default scheme rules.
 *
 * @example
 * pipe(parse('HTTP://Example.COM:80/a/./b/../%7e'), E.map(normalize), E.map(serialize))   // Right('http://example.com/a/~')
 *
 * @since 0.1.0
 * @category normalization
 */
export const normalize: SameKindMap = normalizeWith(defaultSchemes)
