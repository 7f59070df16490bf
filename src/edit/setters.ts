/**
 * Immutable setters: a reference with one component replaced or removed, as an
 * `Either`, so a form or a pipeline can change a URI without rebuilding its text.
 *
 * - The new component is read by its own rule of RFC 3986 section 3 (scheme
 *   3.1, userinfo 3.2.1, host 3.2.2, port 3.2.3, path 3.3, query 3.4, fragment
 *   3.5), so a bad value gets the parser's error with its offset inside the
 *   value given.
 * - `null` removes the component: absent, not empty (`withQuery('')` gives
 *   `http://a/?`, `withQuery(null)` gives `http://a/`). A host is given as RFC
 *   3986 writes it, with the brackets of an IP literal (`[::1]`), as
 *   `ref.authority.host.raw` holds it.
 * - The result is always a valid reference whose text reads back as it: a
 *   change that would need "/", "./" or "/." added to stay so (a path
 *   without "/" after an authority, a relative reference whose first segment
 *   holds ":", a path beginning "//" without an authority) is a
 *   `component-conflict` error that says what to change; nothing is added
 *   silently. Removing a host (the authority) while a userinfo or port remains,
 *   or setting either without a host, is one too.
 * - Every node of the result has the span of its text in `serialize(result)`,
 *   untouched nodes included: a setter on a parsed reference keeps the spans
 *   of the components before the change and shifts those after it.
 *
 * @example
 * import { pipe } from 'fp-ts/lib/function.js'
 * import * as E from 'fp-ts/lib/Either.js'
 * pipe(parseURI('http://a/b?c'), E.flatMap(withQuery('q=1')), E.flatMap(withFragment(null)), E.map(serialize))
 * // Right('http://a/b?q=1')
 *
 * @since 0.2.0
 */
import type { Either } from 'fp-ts/lib/Either.js'
import {
  authorityText,
  makeAuthority,
  makePath,
  type Authority,
  type Component,
  type Host,
  type Parts,
  type Path,
  type Port,
  type RelativeRef,
  type SameKind,
  type Uri,
  type UriReference,
  type Zone,
} from '../model/ast.ts'
import { left, right } from '../base/either.ts'
import { makeCodedError, makeNotAStringError, makeOptionsError, type ComponentRule, type UriError } from '../error/make.ts'
import type { ConflictReason, SetComponent } from '../error/reasons/conversion.ts'
import { acceptedComponent, acceptedHost, acceptedPath, acceptedPort } from '../grammar/appendix-b.ts'
import * as G from '../grammar/read/index.ts'
import { seen } from '../base/options.ts'
import { whole } from '../reading/parse.ts'

type Read<T> = (value: string) => Either<UriError, T>

const readScheme: Read<Component> = whole('scheme', G.explainWholeScheme, acceptedComponent)
const readUserinfo: Read<Component> = whole('userinfo', G.explainWholeUserinfo, acceptedComponent)
const readHost: Read<Host> = whole('host', G.explainWholeHost, acceptedHost)
const readPort: Read<Port> = whole('port', G.explainWholePort, acceptedPort)
const readQuery: Read<Component> = whole('query', G.explainWholeQuery, acceptedComponent)
const readFragment: Read<Component> = whole('fragment', G.explainWholeFragment, acceptedComponent)
// path (3.3): one that begins with "/" is read as path-abempty (any number of
// slashes), any other as path-rootless or empty; where it stands is checked after.
const readAbempty: Read<Path> = whole('path-abempty', G.explainWholePathAbempty, acceptedPath)
const readRootless: Read<Path> = whole('path-rootless', G.explainWholePathRootless, acceptedPath)
const readPath: Read<Path> = (value) => (value === '' || value.startsWith('/') ? readAbempty(value) : readRootless(value))

/** What a setter changes: the parts, with the rule its value was read by and that value (for a conflict's error). */
interface Change {
  readonly rule: ComponentRule
  readonly value: string
}

const isComponent = (c: unknown): c is Component => typeof c === 'object' && c !== null && typeof (c as Component).raw === 'string'
const isAbsentOr = (c: unknown): boolean => c === null || isComponent(c)

/** Whether a value has the shape of a reference (a setter is given anything at run time, and must not throw). */
const isReference = (ref: unknown): ref is UriReference => {
  if (typeof ref !== 'object' || ref === null) return false
  const r = ref as UriReference
  if (!(r._tag === 'RelativeRef' || (r._tag === 'Uri' && isComponent(r.scheme)))) return false
  const a = r.authority
  const authorityOk = a === null || (typeof a === 'object' && isComponent(a.host) && isAbsentOr(a.userinfo) && isAbsentOr(a.port))
  return authorityOk && isComponent(r.path) && isAbsentOr(r.query) && isAbsentOr(r.fragment)
}

const partsOf = (ref: UriReference): Parts => partsWith(ref._tag === 'Uri' ? ref.scheme : null, ref.authority, ref.path, ref.query, ref.fragment)

const isError = (x: Parts | UriError): x is UriError => (x as UriError)._tag === 'UriError'

const conflict = (change: Change, offset: number, reason: ConflictReason): UriError => makeCodedError(change.value, change.rule, 'component-conflict', offset, [], [change.rule], reason)

/** The component a setter sets, by the rule its value is read with (`withPath` reads by two: section 3.3's path rules). */
const componentOf = (rule: ComponentRule): SetComponent => (rule === 'path-abempty' || rule === 'path-rootless' ? 'path' : rule)

const firstSegment = (path: string): string => {
  const slash = path.indexOf('/')
  return slash < 0 ? path : path.slice(0, slash)
}

/**
 * Whether the parts make a reference whose text reads back as it (sections 3,
 * 3.3 and 4.2); if not, the error. The offset is in the value when the path
 * was the value set, else at its start.
 */
const checkParts = (parts: Parts, change: Change): UriError | null => {
  const path = parts.path.raw
  const set = componentOf(change.rule)
  // The offset is in the path when the path is the value set; else the value is not at fault where it stands.
  const own = set === 'path'
  if (parts.authority !== null) {
    if (path !== '' && path[0] !== '/') return conflict(change, 0, { kind: 'conflict-path-after-authority', set, path, section: '3.3' })
    return null
  }
  if (path.startsWith('//')) return conflict(change, own ? 1 : 0, { kind: 'conflict-path-starts-with-slashes', set, path, section: '3.3' })
  const colon = firstSegment(path).indexOf(':')
  if (parts.scheme === null && colon >= 0) return conflict(change, own ? colon : 0, { kind: 'conflict-colon-in-first-segment', set, path, section: '4.2' })
  return null
}

/*
 * One shape per node: a node of a setter's result is made by an object literal
 * with the fields of the node `parse` makes (grammar/actions.ts), in the same
 * order, so V8 gives both one hidden class. A copy by spread (`{ ...c, start }`)
 * has the same keys but another hidden class, and once code has seen both,
 * every later call that reads nodes is polymorphic and slower (spec/setters.spec.ts
 * checks the keys and their order for every kind of node).
 */

/** scheme, userinfo, path, query or fragment at a new start: actions.ts's componentAt. */
const componentAt = (c: Component, start: number): Component => ({ raw: c.raw, start, end: start + c.raw.length })

/** port at a new start: actions.ts's portNode. */
const portAt = (p: Port, start: number): Port => ({ raw: p.raw, start, end: start + p.raw.length, value: p.value })

/** An RFC 6874 zone: actions.ts's zoneNode. */
const zoneOf = (z: Zone): Zone => ({ raw: z.raw, value: z.value })

/** host at a new start (3.2.2): actions.ts's ipv4Node, ipLiteralNode and regNameNode. */
const hostAt = (h: Host, start: number): Host => {
  const raw = h.raw
  const end = start + raw.length
  switch (h._tag) {
    case 'RegName':
      return { _tag: 'RegName', raw, start, end }
    case 'IPv4':
      return { _tag: 'IPv4', raw, start, end, octets: h.octets }
    case 'IPv6':
      return h.zone === undefined
        ? { _tag: 'IPv6', raw, start, end, address: h.address, pieces: h.pieces }
        : { _tag: 'IPv6', raw, start, end, address: h.address, pieces: h.pieces, zone: zoneOf(h.zone) }
    case 'IPvFuture':
      return { _tag: 'IPvFuture', raw, start, end, version: h.version, address: h.address }
    default:
      // A host of no kind the model knows (from JavaScript): kept as it is, at its new span.
      return { ...(h as Host), start, end }
  }
}

/** The five parts, always in one literal (section 5.3's order). */
const partsWith = (scheme: Component | null, authority: Authority | null, path: Path, query: Component | null, fragment: Component | null): Parts => ({
  scheme,
  authority,
  path,
  query,
  fragment,
})

/**
 * The reference the parts make, each node with the span of its text in the
 * reference's text (section 5.3's recomposition order).
 */
const respan = (parts: Parts): UriReference => {
  let p = 0
  const scheme = parts.scheme === null ? null : componentAt(parts.scheme, p)
  if (scheme !== null) p = scheme.end + 1
  let authority: Authority | null = null
  if (parts.authority !== null) {
    const a = parts.authority
    const start = p + 2
    p = start
    const userinfo = a.userinfo === null ? null : componentAt(a.userinfo, p)
    if (userinfo !== null) p = userinfo.end + 1
    const host = hostAt(a.host, p)
    p = host.end
    const port = a.port === null ? null : portAt(a.port, p + 1)
    if (port !== null) p = port.end
    // actions.ts's authorityNode
    authority = { raw: authorityText(userinfo, host, port), start, end: p, userinfo, host, port }
  }
  const path = componentAt(parts.path, p)
  p = path.end
  const query = parts.query === null ? null : componentAt(parts.query, p + 1)
  if (query !== null) p = query.end
  const fragment = parts.fragment === null ? null : componentAt(parts.fragment, p + 1)
  if (fragment !== null) p = fragment.end
  // actions.ts's relativeRefNode and uriNode
  return scheme === null ? { _tag: 'RelativeRef', start: 0, end: p, authority, path, query, fragment } : { _tag: 'Uri', start: 0, end: p, scheme, authority, path, query, fragment }
}

/**
 * A setter: reads the value by its rule (none for `null`), makes the new
 * parts, checks they stand together, and gives the reference with fresh spans.
 */
const setter =
  <T>(rule: ComponentRule, read: Read<T>, set: (parts: Parts, node: T | null, change: Change) => Parts | UriError) =>
  (value: string | null) =>
  <R extends UriReference>(ref: R): Either<UriError, SameKind<R>> => {
    if (value !== null && typeof value !== 'string') return left(makeNotAStringError(value, rule, 'new-component'))
    if (!isReference(ref)) return left(makeOptionsError('', rule, { kind: 'not-a-parsed-reference', got: seen(ref) }))
    const change: Change = { rule, value: value ?? '' }
    let node: T | null = null
    if (value !== null) {
      const r = read(value)
      if (r._tag === 'Left') return r
      node = r.right
    }
    const parts = set(partsOf(ref), node, change)
    if (isError(parts)) return left(parts)
    const bad = checkParts(parts, change)
    return bad === null ? right(respan(parts) as SameKind<R>) : left(bad)
  }

/** The parts with another authority (its text recomposed; `respan` gives it its span). */
const withAuthority = (parts: Parts, userinfo: Component | null, host: Host, port: Port | null): Parts =>
  partsWith(parts.scheme, makeAuthority(userinfo, host, port), parts.path, parts.query, parts.fragment)

/** Section 3.2: a userinfo or a port lives in an authority, which has a host. */
const needsHost = (set: 'userinfo' | 'port', change: Change): UriError => conflict(change, 0, { kind: 'conflict-needs-host', set, section: '3.2' })

/**
 * The reference with a new scheme (`withScheme('https')`), or none
 * (`withScheme(null)`, giving a relative reference). scheme = ALPHA *( ALPHA /
 * DIGIT / "+" / "-" / "." ) (3.1); the value has no ":".
 *
 * @example
 * pipe(parse('//a/b'), E.chain(withScheme('https')), E.map(serialize))   // Right('https://a/b')
 *
 * @since 0.2.0
 * @category setters
 */
export function withScheme(value: string): (ref: UriReference) => Either<UriError, Uri>
/**
 * @since 0.2.0
 * @category setters
 */
export function withScheme(value: null): (ref: UriReference) => Either<UriError, RelativeRef>
/**
 * @since 0.2.0
 * @category setters
 */
export function withScheme(value: string | null): (ref: UriReference) => Either<UriError, UriReference>
/**
 * @since 0.2.0
 * @category setters
 */
export function withScheme(value: string | null): (ref: UriReference) => Either<UriError, UriReference> {
  return setter('scheme', readScheme, (parts, scheme) => partsWith(scheme, parts.authority, parts.path, parts.query, parts.fragment))(value)
}

/**
 * The reference with a new userinfo (3.2.1, without its "@"), or none. The
 * reference must have an authority. RFC 3986 section 7.5 and RFC 9110 4.2.4
 * deprecate passwords in it: `inspect` warns.
 *
 * @example
 * pipe(parse('http://a/'), E.chain(withUserinfo('me')), E.map(serialize))   // Right('http://me@a/')
 *
 * @since 0.2.0
 * @category setters
 */
export const withUserinfo = setter('userinfo', readUserinfo, (parts, userinfo, change) =>
  parts.authority === null ? (userinfo === null ? parts : needsHost('userinfo', change)) : withAuthority(parts, userinfo, parts.authority.host, parts.authority.port),
)

/**
 * The reference with a new host (3.2.2: `example.com`, `192.0.2.1`, `[::1]`,
 * the empty host of `file:///`), adding an authority when it has none; `null`
 * removes the authority, which must then hold no userinfo or port.
 *
 * @example
 * pipe(parse('http://a/b'), E.chain(withHost('[::1]')), E.map(serialize))   // Right('http://[::1]/b')
 *
 * @since 0.2.0
 * @category setters
 */
export const withHost = setter('host', readHost, (parts, host, change) => {
  const a = parts.authority
  if (host === null) {
    if (a === null) return parts
    if (a.userinfo !== null || a.port !== null)
      return conflict(change, 0, { kind: 'conflict-host-removal', set: 'host', blocking: a.userinfo !== null ? 'userinfo' : 'port', section: '3.2' })
    return partsWith(parts.scheme, null, parts.path, parts.query, parts.fragment)
  }
  return a === null ? withAuthority(parts, null, host, null) : withAuthority(parts, a.userinfo, host, a.port)
})

/**
 * The reference with a new port (3.2.3: digits, possibly none), or none. The
 * reference must have an authority.
 *
 * @example
 * pipe(parse('http://a/b'), E.chain(withPort('8080')), E.map(serialize))   // Right('http://a:8080/b')
 *
 * @since 0.2.0
 * @category setters
 */
export const withPort = setter('port', readPort, (parts, port, change) =>
  parts.authority === null ? (port === null ? parts : needsHost('port', change)) : withAuthority(parts, parts.authority.userinfo, parts.authority.host, port),
)

/**
 * The reference with a new path (3.3). A path is never absent: `null` sets the
 * empty path. After an authority it must begin with "/" or be empty; without
 * one it cannot begin with "//"; in a relative reference without one, its
 * first segment cannot hold ":". Each is a `component-conflict` error at the
 * character, saying what to write instead.
 *
 * @example
 * pipe(parse('http://a'), E.chain(withPath('b')), E.mapLeft((e) => e.code))   // Left('component-conflict'): write '/b'
 *
 * @since 0.2.0
 * @category setters
 */
export const withPath = setter('path-abempty', readPath, (parts, path) => partsWith(parts.scheme, parts.authority, path ?? makePath(''), parts.query, parts.fragment))

/**
 * The reference with a new query (3.4, without its "?"), or none.
 *
 * @example
 * pipe(parse('http://a/b'), E.chain(withQuery('q=1')), E.map(serialize))   // Right('http://a/b?q=1')
 *
 * @since 0.2.0
 * @category setters
 */
export const withQuery = setter('query', readQuery, (parts, query) => partsWith(parts.scheme, parts.authority, parts.path, query, parts.fragment))

/**
 * The reference with a new fragment (3.5, without its "#"), or none.
 *
 * @example
 * pipe(parse('http://a/b#c'), E.chain(withFragment(null)), E.map(serialize))   // Right('http://a/b')
 *
 * @since 0.2.0
 * @category setters
 */
export const withFragment = setter('fragment', readFragment, (parts, fragment) => partsWith(parts.scheme, parts.authority, parts.path, parts.query, fragment))
