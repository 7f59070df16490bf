/**
 * Canonical forms for deduplication: two URIs a crawler or a link table should
 * count once get the same text. First the equivalence RFC 3986 itself grants
 * (section 6.2.2 syntax-based, then 6.2.3 scheme-based normalization: nothing
 * it changes changes the resource), then a profile's rules, which go further
 * than the RFC on purpose (a tracking parameter, a fragment, a default index
 * file do not name another resource on the servers that dedup is about, but
 * the RFC cannot promise that). Each rule is data in the profile, each can be
 * left out, and the result says what each removed.
 */
import type { Either } from 'fp-ts/lib/Either.js'
import { isLeft, left, right } from '../base/either.ts'
import { makeOptionsError, type UriError } from '../error/make.ts'
import { ownOptions, textOf, type OptionKinds } from '../base/options.ts'
import { normalizeText } from './text.ts'

/**
 * What a canonicalization does past section 6.2. `removeParameters` names
 * query parameters to drop (a name ending in `*` is a prefix: `utm_*`); names
 * are compared after normalization, which decodes unreserved triplets. Each
 * rule may be left out: it is then not applied.
 *
 * @since 0.3.0
 * @category normalization
 */
export interface CanonicalProfile {
  readonly removeParameters?: readonly string[]
  /** Sort the query's parameters by name (a stable sort: equal names keep their order, which can matter). */
  readonly sortQuery?: boolean
  readonly dropFragment?: boolean
  /** Last path segments to drop, leaving the "/" before them: `index.html` and the like. */
  readonly dropIndexFiles?: readonly string[]
}

/**
 * The parameters of link tracking and click attribution, which no server
 * needs to pick the resource: the `dedup` profile removes them
 * (`CANONICAL_PROFILES.dedup.removeParameters`; internal since 0.4.0).
 */
export const TRACKING_PARAMETERS: readonly string[] = [
  'utm_*',
  'fbclid',
  'gclid',
  'gclsrc',
  'dclid',
  'gbraid',
  'wbraid',
  'msclkid',
  'mc_eid',
  'mc_cid',
  'yclid',
  'igshid',
  'twclid',
  'ttclid',
  '_hsenc',
  '_hsmi',
  'mkt_tok',
  'oly_anon_id',
  'oly_enc_id',
  'vero_id',
]

/**
 * The profiles `uri canonicalize --profile NAME` knows: `dedup` removes the
 * tracking parameters, sorts the query and drops the fragment; `rfc` is
 * section 6.2 alone. Neither drops index files unless asked (`dropIndexFiles`).
 *
 * @since 0.3.0
 * @category normalization
 * @example
 * import { canonicalize, CANONICAL_PROFILES } from 'typed-uri'
 *
 * canonicalize(CANONICAL_PROFILES.rfc)('HTTP://a/?b&a#f')  // Right({ canonical: 'http://a/?b&a#f', removed: [] })
 */
export const CANONICAL_PROFILES: Readonly<Record<'dedup' | 'rfc', CanonicalProfile>> = {
  dedup: { removeParameters: TRACKING_PARAMETERS, sortQuery: true, dropFragment: true, dropIndexFiles: [] },
  rfc: { removeParameters: [], sortQuery: false, dropFragment: false, dropIndexFiles: [] },
}

/**
 * The default index files of common servers, for a profile's `dropIndexFiles`
 * (`uri canonicalize --drop-index`).
 *
 * @since 0.3.0
 * @category normalization
 * @example
 * import { canonicalize, CANONICAL_PROFILES, DEFAULT_INDEX_FILES } from 'typed-uri'
 *
 * canonicalize({ ...CANONICAL_PROFILES.rfc, dropIndexFiles: DEFAULT_INDEX_FILES })('http://a/b/index.html')
 * // Right({ canonical: 'http://a/b/', removed: [{ rule: 'index-file', text: 'index.html' }] })
 */
export const DEFAULT_INDEX_FILES: readonly string[] = ['index.html', 'index.htm', 'index.php', 'default.htm', 'default.html', 'default.aspx']

/**
 * One thing a profile's rule took out: which rule, and the text it removed
 * (a `name=value` parameter, the fragment without "#", the index file).
 *
 * @since 0.3.0
 * @category normalization
 */
export interface Removal {
  readonly rule: 'parameter' | 'fragment' | 'index-file'
  readonly text: string
}

/**
 * A canonical form and what the profile removed to make it.
 *
 * @since 0.3.0
 * @category normalization
 */
export interface Canonical {
  readonly canonical: string
  readonly removed: readonly Removal[]
}

const matchesName = (patterns: readonly string[], name: string): boolean => patterns.some((p) => (p.endsWith('*') ? name.startsWith(p.slice(0, -1)) : name === p))

/**
 * The canonical form of a URI reference under a profile: parse, section 6.2's
 * normalization, then the profile's rules; a Left with the parse error for an
 * input that is not a URI reference, and for every input an `invalid-options`
 * error naming the rule when the profile is not one (no profile at all is
 * section 6.2 alone). Pure; never throws.
 *
 * @since 0.3.0
 * @category normalization
 * @example
 * import { canonicalize, CANONICAL_PROFILES } from 'typed-uri'
 *
 * canonicalize(CANONICAL_PROFILES.dedup)('HTTP://Example.com:80/a?utm_source=x&b=2&a=1#top')
 * // Right({ canonical: 'http://example.com/a?a=1&b=2',
 * //         removed: [{ rule: 'parameter', text: 'utm_source=x' }, { rule: 'fragment', text: 'top' }] })
 */
export const canonicalize = (profile: CanonicalProfile): ((input: string) => Either<UriError, Canonical>) => {
  // A profile is data from outside: read once, each rule of its kind; a rule left out is not applied.
  const read = ownOptions(profile, PROFILE_KINDS, 'profile', 'rule')
  // The reason names the rule that is wrong (the error's `option`), or the profile when it is no object.
  if (isLeft(read)) return (input) => left(makeOptionsError(textOf(input), 'URI-reference', read.left))
  const p = read.right
  return canonicalizeWith({ removeParameters: p.removeParameters ?? [], sortQuery: p.sortQuery === true, dropFragment: p.dropFragment === true, dropIndexFiles: p.dropIndexFiles ?? [] })
}

const PROFILE_KINDS: OptionKinds<CanonicalProfile> = { removeParameters: 'strings', sortQuery: 'boolean', dropFragment: 'boolean', dropIndexFiles: 'strings' }

/** `canonicalize` with a profile whose rules have been read, each given. */
const canonicalizeWith =
  (profile: Required<CanonicalProfile>) =>
  (input: string): Either<UriError, Canonical> => {
    const normal = normalizeText(input)
    if (isLeft(normal)) return normal
    const text = normal.right
    const removed: Removal[] = []
    // Appendix B's split of a valid reference: the first "#" starts the fragment, the first "?" before it the query.
    const hash = text.indexOf('#')
    const beforeFragment = hash < 0 ? text : text.slice(0, hash)
    let fragment = hash < 0 ? null : text.slice(hash + 1)
    const question = beforeFragment.indexOf('?')
    let head = question < 0 ? beforeFragment : beforeFragment.slice(0, question)
    let query = question < 0 ? null : beforeFragment.slice(question + 1)
    if (query !== null && (profile.removeParameters.length > 0 || profile.sortQuery)) {
      // Parameters as HTML forms and most servers read them: split at "&", the name before the first "=".
      let params = query.split('&')
      if (profile.removeParameters.length > 0) {
        params = params.filter((p) => {
          const name = p.split('=', 1)[0]
          if (!matchesName(profile.removeParameters, name)) return true
          removed.push({ rule: 'parameter', text: p })
          return false
        })
      }
      if (profile.sortQuery) {
        const named = params.map((p, k) => ({ p, k, name: p.split('=', 1)[0] }))
        named.sort((x, y) => (x.name < y.name ? -1 : x.name > y.name ? 1 : x.k - y.k))
        params = named.map((n) => n.p)
      }
      // A query left with no parameter goes, "?" and all: "a?" and "a" differ by the RFC, not for dedup.
      query = params.length === 0 ? null : params.join('&')
    }
    if (fragment !== null && profile.dropFragment) {
      removed.push({ rule: 'fragment', text: fragment })
      fragment = null
    }
    if (profile.dropIndexFiles.length > 0) {
      const slash = head.lastIndexOf('/')
      const last = head.slice(slash + 1)
      // Only after a "/" that is the path's (not "//" of the authority): a path segment, not a host.
      const authorityEnd = head.indexOf('//') >= 0 ? head.indexOf('/', head.indexOf('//') + 2) : 0
      if (slash >= 0 && authorityEnd >= 0 && slash >= authorityEnd && profile.dropIndexFiles.includes(last)) {
        removed.push({ rule: 'index-file', text: last })
        head = head.slice(0, slash + 1)
      }
    }
    const canonical = head + (query === null ? '' : '?' + query) + (fragment === null ? '' : '#' + fragment)
    return right({ canonical, removed })
  }
