/**
 * Section 6.2.3, Scheme-Based Normalization, through a registry of scheme
 * rules that users extend with their own.
 *
 * "For example, the "http" scheme makes use of an authority component, has a
 * default port of "80", and defines an empty path to be equivalent to "/".
 * Thus, for URIs in the "http" scheme, the following are equivalent:
 *    http://example.com
 *    http://example.com/
 *    http://example.com:/
 *    http://example.com:80/
 * Normalization should not remove delimiters when their associated component
 * is empty unless licensed to do so by the scheme specification."
 *
 * So `http://example.com/?` keeps its "?". Fragments are never
 * scheme-normalized (they belong to the media type, section 3.5).
 */
import { makeAuthority, makePath, makeReference, sameKind, type Host, type Port, type SameKindMap, type Uri } from '../model/ast.ts'
import { lowerPlainAscii, upperCaseTriplets } from './triplets.ts'
import { mailtoNormalForm } from './mailto.ts'
import { mapComponents } from './map.ts'

/**
 * What a scheme's specification licenses a normalizer to do.
 *
 * @since 0.1.0
 * @category model
 */
export interface SchemeRule {
  /** The scheme, in lower case. */
  readonly scheme: string
  /** A port equal to this one is dropped with its ":"; an empty port is dropped too. */
  readonly defaultPort?: number
  /** With an authority, an empty path is the same as "/" (http, section 6.2.3). */
  readonly emptyPathIsRoot?: boolean
  /** Anything else the scheme allows, applied after the steps above. */
  readonly normalize?: (uri: Uri) => Uri
}

/**
 * Scheme rules by lower-case scheme.
 *
 * @since 0.1.0
 * @category model
 */
export type SchemeRegistry = ReadonlyMap<string, SchemeRule>

/**
 * A registry as given from outside: a value that is not a `Map` reads as
 * `defaultSchemes`, since the functions that take one have no `Either` to
 * refuse it in (`inspect` reads its `schemes` option so too).
 */
export const registryOf = (registry: unknown): SchemeRegistry => (registry instanceof Map ? registry : defaultSchemes)

/** Whether a registry's entry is a rule at all: anything else counts as no rule for its scheme. */
export const isRule = (rule: unknown): rule is SchemeRule => typeof rule === 'object' && rule !== null

/**
 * Adds (or replaces) a scheme's rule: `pipe(defaultSchemes, registerScheme({ scheme: 'gopher', defaultPort: 70 }))`.
 * A rule that is not an object with a string `scheme` adds nothing, and a
 * registry that is not a `Map` reads as `defaultSchemes`.
 *
 * @example
 * const registry = registerScheme({ scheme: 'gopher', defaultPort: 70 })(defaultSchemes)
 * registry.has('gopher')   // true
 *
 * @since 0.1.0
 * @category normalization
 */
export const registerScheme =
  (rule: SchemeRule) =>
  (registry: SchemeRegistry): SchemeRegistry => {
    const out = new Map(registryOf(registry))
    // A rule that cannot be read (a revoked proxy, a getter that throws) is no rule, as any other value that is not one.
    try {
      return isRule(rule) && typeof rule.scheme === 'string' ? out.set(rule.scheme.toLowerCase(), rule) : out
    } catch {
      return out
    }
  }

/**
 * urn (RFC 8141 section 3.1): the namespace identifier is case-insensitive;
 * triplets keep upper-case hex (6.2.2.1); a urn:uuid is written in lower case
 * (RFC 9562 section 4).
 */
const urnNamespace = (u: Uri): Uri => {
  const p = u.path.raw
  const colon = p.indexOf(':')
  if (colon < 0) return u
  const written = p.slice(0, colon)
  // Nothing to change: a namespace other than uuid, in lower case and without triplets.
  if (written !== 'uuid' && lowerPlainAscii(written)) return u
  const nid = upperCaseTriplets(written.toLowerCase())
  const raw = nid + (nid === 'uuid' ? p.slice(colon).toLowerCase() : p.slice(colon))
  return raw === p ? u : makeReference({ scheme: u.scheme, authority: u.authority, path: makePath(raw), query: u.query, fragment: u.fragment })
}

const EMPTY_HOST: Host = { _tag: 'RegName', raw: '', start: -1, end: -1 }

/** file (RFC 8089 section 2): "localhost" and the empty host are the same; the empty one is the normal form. */
const fileLocalhost = (uri: Uri): Uri => {
  const a = uri.authority
  if (a === null || a.userinfo !== null || a.port !== null || a.host.raw.length !== 9 || a.host.raw.toLowerCase() !== 'localhost') return uri
  return { ...uri, start: -1, end: -1, authority: makeAuthority(null, EMPTY_HOST, null) }
}

const http = (scheme: string, defaultPort: number): SchemeRule => ({ scheme, defaultPort, emptyPathIsRoot: true })

/**
 * http, https, ws, wss, ftp, mailto, urn and file.
 *
 * @since 0.1.0
 * @category normalization
 */
export const defaultSchemes: SchemeRegistry = new Map(
  [
    http('http', 80),
    http('https', 443),
    http('ws', 80),
    http('wss', 443),
    { scheme: 'ftp', defaultPort: 21 },
    { scheme: 'mailto', normalize: mailtoNormalForm },
    { scheme: 'urn', normalize: urnNamespace },
    { scheme: 'file', normalize: fileLocalhost },
  ].map((r): [string, SchemeRule] => [r.scheme, r]),
)

/**
 * Section 3.2.3: "URI producers and normalizers should omit the port component
 * and its ':' delimiter if port is empty", whatever the scheme.
 */
const withoutEmptyPort = /* @__PURE__ */ mapComponents({ port: (p: Port) => (dropsPort(undefined, p.value) ? null : p) })

/** Whether a port of this value goes, with its ":": an empty one always (3.2.3), else the rule's default (6.2.3). */
export const dropsPort = (rule: SchemeRule | undefined, value: number | null): boolean => value === null || (rule !== undefined && value === rule.defaultPort)

/** An authority's path by the rule: empty is "/" where the scheme says so (6.2.3). */
export const rootedPath = (rule: SchemeRule | undefined, path: string): string => (path === '' && rule !== undefined && rule.emptyPathIsRoot === true ? '/' : path)

/** The generic steps of a rule (default port, empty path) as one map over the components. */
const stepsOf = (rule: SchemeRule): ((uri: Uri) => Uri) => {
  const { emptyPathIsRoot } = rule
  const port = (p: Port) => (dropsPort(rule, p.value) ? null : p)
  const generic = mapComponents({ port })
  const root = mapComponents({ port, path: (p) => rootedPath(rule, p) })
  const extra = rule.normalize
  return (uri) => {
    const a = uri.authority
    const untouched = a === null || (a.port === null && (emptyPathIsRoot !== true || uri.path.raw !== ''))
    const u = untouched ? uri : ((emptyPathIsRoot === true ? root : generic)(uri) as Uri)
    return typeof extra === 'function' ? extra(u) : u
  }
}

/**
 * Scheme-based normalization (6.2.3) with the given rules. An empty port is
 * dropped for every reference (section 3.2.3); otherwise relative references
 * and unknown schemes are left alone. A registry from JavaScript never makes
 * it throw: one that is not a `Map` reads as `defaultSchemes`, an entry that
 * is not an object is no rule, and a `normalize` that is not a function does nothing.
 *
 * @example
 * const registry = registerScheme({ scheme: 'gopher', defaultPort: 70 })(defaultSchemes)
 * pipe(parse('gopher://a:70/'), E.map(normalizeSchemeWith(registry)), E.map(serialize))   // Right('gopher://a/')
 *
 * @since 0.1.0
 * @category normalization
 */
export const normalizeSchemeWith = (registry: SchemeRegistry): SameKindMap => {
  const steps = new Map([...registryOf(registry)].filter(([, rule]) => isRule(rule)).map(([scheme, rule]) => [scheme, stepsOf(rule)] as const))
  return sameKind((ref) => {
    const emptyPort = ref.authority?.port?.value === null
    if (ref._tag !== 'Uri') return emptyPort ? withoutEmptyPort(ref) : ref
    const scheme = ref.scheme.raw
    const step = steps.get(scheme) ?? steps.get(scheme.toLowerCase())
    return step === undefined ? (emptyPort ? withoutEmptyPort(ref) : ref) : step(ref)
  })
}

/**
 * Scheme-based normalization (6.2.3) with the default rules.
 *
 * @example
 * pipe(parse('http://a:80'), E.map(normalizeScheme), E.map(serialize))   // Right('http://a/')
 *
 * @since 0.1.0
 * @category normalization
 */
export const normalizeScheme: SameKindMap = /* @__PURE__ */ normalizeSchemeWith(defaultSchemes)
