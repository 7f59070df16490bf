/**
 * The typed model of a parsed URI reference (RFC 3986 sections 3 and 4).
 *
 * Every component keeps its text exactly as written (`raw`) and its source span
 * (`start` inclusive, `end` exclusive, in UTF-16 code units of the parsed input),
 * so `serialize` gives back the input to the character. An absent component is
 * `null`; a present but empty one is a component whose `raw` is "":
 * `http://a/b?` has an empty query, `http://a/b` has none.
 *
 * Nodes built by hand or by a transformation, not read from an input, have
 * `start` and `end` of -1.
 *
 * @since 0.1.0
 */

/**
 * Where a node stood in the input: `input.slice(start, end)` is its text.
 *
 * @since 0.1.0
 * @category model
 */
export interface Span {
  readonly start: number
  readonly end: number
}

/**
 * A component as written in the input (scheme, userinfo, query, fragment).
 *
 * @since 0.1.0
 * @category model
 */
export interface Component extends Span {
  readonly raw: string
}

/**
 * port = *DIGIT (3.2.3); `value` is null for an empty port (`http://a:/`).
 *
 * @since 0.1.0
 * @category model
 */
export interface Port extends Component {
  readonly value: number | null
}

/**
 * A path (3.3): its raw text and span, plain data like every node. Its
 * segments are `segmentsOf(path)`, split when asked for: splitting every path
 * while parsing was measured to cost parse about 60% more.
 *
 * @since 0.1.0
 * @category model
 */
export type Path = Component

const NO_SEGMENTS: readonly string[] = Object.freeze([])

/**
 * The raw segments of a path between its slashes, so that
 * `segmentsOf(p).join('/') === p.raw`: "/a/b" has ["", "a", "b"], "a/" has
 * ["a", ""], the empty path has [].
 *
 * @example
 * segmentsOf(makePath('/b/c')) // ['', 'b', 'c']
 *
 * @since 0.2.0
 * @category model
 */
export const segmentsOf = (path: Path): readonly string[] => (path.raw === '' ? NO_SEGMENTS : path.raw.split('/'))

/** A path node for text read at a span of an input. */
export const pathAt = (raw: string, start: number, end: number): Path => ({ raw, start, end })

/**
 * IPv4address (3.2.2): the four octets as numbers.
 *
 * @since 0.1.0
 * @category model
 */
export interface IPv4Host extends Component {
  readonly _tag: 'IPv4'
  readonly octets: readonly [number, number, number, number]
}

/**
 * An IP-literal holding an IPv6address (3.2.2). `raw` includes the brackets;
 * `address` is the IPv6address between them; `pieces` are the eight 16-bit
 * pieces with "::" and an embedded IPv4 address expanded. `zone` is there only
 * when the literal has an RFC 6874 zone identifier (`[fe80::1%25eth0]`, parsed
 * with the `zoneIds` option).
 *
 * @since 0.1.0
 * @category model
 */
export interface IPv6Host extends Component {
  readonly _tag: 'IPv6'
  readonly address: string
  readonly pieces: readonly number[]
  readonly zone?: Zone
}

/**
 * An RFC 6874 zone identifier: `raw` as written after "%25" (`eth0`, `en%2F1`),
 * `value` percent-decoded (`en/1`), or null when its octets are not UTF-8.
 *
 * @since 0.2.0
 * @category model
 */
export interface Zone {
  readonly raw: string
  readonly value: string | null
}

/**
 * An IP-literal holding an IPvFuture (3.2.2): "v" version "." address.
 * `raw` includes the brackets.
 *
 * @since 0.1.0
 * @category model
 */
export interface IPvFutureHost extends Component {
  readonly _tag: 'IPvFuture'
  readonly version: string
  readonly address: string
}

/**
 * reg-name (3.2.2): a registered name, possibly empty (`file:///x`).
 *
 * @since 0.1.0
 * @category model
 */
export interface RegNameHost extends Component {
  readonly _tag: 'RegName'
}

/**
 * host = IP-literal / IPv4address / reg-name (3.2.2)
 *
 * @since 0.1.0
 * @category model
 */
export type Host = IPv4Host | IPv6Host | IPvFutureHost | RegNameHost

/**
 * authority = [ userinfo "@" ] host [ ":" port ] (3.2)
 *
 * @since 0.1.0
 * @category model
 */
export interface Authority extends Component {
  readonly userinfo: Component | null
  readonly host: Host
  readonly port: Port | null
}

/**
 * URI = scheme ":" hier-part [ "?" query ] [ "#" fragment ] (3)
 *
 * @since 0.1.0
 * @category model
 */
export interface Uri extends Span {
  readonly _tag: 'Uri'
  readonly scheme: Component
  readonly authority: Authority | null
  readonly path: Path
  readonly query: Component | null
  readonly fragment: Component | null
}

/**
 * absolute-URI = scheme ":" hier-part [ "?" query ] (4.3)
 *
 * @since 0.1.0
 * @category model
 */
export interface AbsoluteUri extends Uri {
  readonly fragment: null
}

/**
 * relative-ref = relative-part [ "?" query ] [ "#" fragment ] (4.2)
 *
 * @since 0.1.0
 * @category model
 */
export interface RelativeRef extends Span {
  readonly _tag: 'RelativeRef'
  readonly authority: Authority | null
  readonly path: Path
  readonly query: Component | null
  readonly fragment: Component | null
}

/**
 * URI-reference = URI / relative-ref (4.1)
 *
 * @since 0.1.0
 * @category model
 */
export type UriReference = Uri | RelativeRef

/**
 * True for a reference with a scheme: a type guard on a tree `parse` already
 * built (it narrows `UriReference` to `Uri`), not a check of text. To ask
 * whether text is a URI, use `isValidURI`; whether it is a web address, `isWebURL`.
 *
 * @example
 * const r = parse('https://example.com/')
 * if (r._tag === 'Right' && isUri(r.right)) r.right.scheme.raw  // 'https'
 *
 * @since 0.1.0
 * @category model
 */
export const isUri = (ref: UriReference): ref is Uri => ref._tag === 'Uri'

/**
 * True for a relative reference.
 *
 * @example
 * const r = parse('../a?b')
 * E.isRight(r) && isRelativeRef(r.right)   // true
 *
 * @since 0.1.0
 * @category model
 */
export const isRelativeRef = (ref: UriReference): ref is RelativeRef => ref._tag === 'RelativeRef'

// ---------------------------------------------------------------------------
// constructors, for nodes made by a transformation (their spans are -1)
// ---------------------------------------------------------------------------

/**
 * The span of a node that was not read from an input.
 *
 * @since 0.1.0
 * @category model
 */
export const NO_SPAN = -1

/** The span of the text from `from` to `to` inside a node's text; no span when the node has none (built by a transformation). */
export const spanWithin = (node: Span, from: number, to: number): Span => (node.start < 0 ? { start: NO_SPAN, end: NO_SPAN } : { start: node.start + from, end: node.start + to })

/**
 * A component with the given text and no span.
 *
 * @example
 * makeComponent('a%20b')   // { raw: 'a%20b', start: -1, end: -1 }
 *
 * @since 0.1.0
 * @category model
 */
export const makeComponent = (raw: string): Component => ({ raw, start: NO_SPAN, end: NO_SPAN })

/**
 * A path with the given text, its segments split at "/", and no span.
 *
 * @example
 * serialize(makeReference({ scheme: makeComponent('urn'), authority: null, path: makePath('isbn:0451450523'), query: null, fragment: null }))   // 'urn:isbn:0451450523'
 *
 * @since 0.1.0
 * @category model
 */
export const makePath = (raw: string): Path => pathAt(raw, NO_SPAN, NO_SPAN)

/**
 * A port with the given digits (possibly none) and no span.
 *
 * @example
 * makePort('8080').value   // 8080
 *
 * @since 0.1.0
 * @category model
 */
export const makePort = (raw: string): Port => ({ raw, start: NO_SPAN, end: NO_SPAN, value: portValue(raw) })

/** port = *DIGIT (3.2.3): its number, or null when it is empty. */
export const portValue = (raw: string): number | null => (raw === '' ? null : Number(raw))

/** authority = [ userinfo "@" ] host [ ":" port ]: the text of an authority's parts (3.2). */
export const authorityText = (userinfo: Component | null, host: Host, port: Port | null): string =>
  (userinfo === null ? '' : userinfo.raw + '@') + host.raw + (port === null ? '' : ':' + port.raw)

/**
 * An authority from its parts, its text recomposed, and no span.
 *
 * @example
 * serializeAuthority(makeAuthority(null, { _tag: 'RegName', ...makeComponent('example.com') }, makePort('8080')))   // 'example.com:8080'
 *
 * @since 0.1.0
 * @category model
 */
export const makeAuthority = (userinfo: Component | null, host: Host, port: Port | null): Authority => ({
  raw: authorityText(userinfo, host, port),
  start: NO_SPAN,
  end: NO_SPAN,
  userinfo,
  host,
  port,
})

/**
 * The five components of a URI reference, as a transformation sees them.
 *
 * @since 0.1.0
 * @category model
 */
export interface Parts {
  readonly scheme: Component | null
  readonly authority: Authority | null
  readonly path: Path
  readonly query: Component | null
  readonly fragment: Component | null
}

/**
 * A reference from its parts: a `Uri` when it has a scheme, else a `RelativeRef`; no span.
 *
 * @example
 * serialize(makeReference({ scheme: makeComponent('mailto'), authority: null, path: makePath('a@example.com'), query: makeComponent('subject=hi'), fragment: null }))
 * // 'mailto:a@example.com?subject=hi'
 *
 * @since 0.1.0
 * @category model
 */
export function makeReference(parts: Parts & { readonly scheme: Component }): Uri
/**
 * @since 0.1.0
 * @category model
 */
export function makeReference(parts: Parts): UriReference
/**
 * @since 0.1.0
 * @category model
 */
export function makeReference(parts: Parts): UriReference {
  const { scheme, authority, path, query, fragment } = parts
  return scheme === null
    ? { _tag: 'RelativeRef', start: NO_SPAN, end: NO_SPAN, authority, path, query, fragment }
    : { _tag: 'Uri', start: NO_SPAN, end: NO_SPAN, scheme, authority, path, query, fragment }
}

/**
 * The scheme of a reference, or null for a relative reference.
 *
 * @example
 * const r = parse('HTTP://a/')
 * E.isRight(r) ? schemeOf(r.right)?.raw : undefined   // 'HTTP'
 *
 * @since 0.1.0
 * @category model
 */
export const schemeOf = (ref: UriReference): Component | null => (ref._tag === 'Uri' ? ref.scheme : null)

/**
 * The kind of reference a function gives back for a reference of kind `R`: a
 * URI for a URI, a relative reference for a relative reference.
 *
 * @since 0.2.0
 * @category model
 */
export type SameKind<R extends UriReference> = R extends Uri ? Uri : R extends RelativeRef ? RelativeRef : UriReference

/**
 * A function from references to references of the same kind (the normalizers,
 * `redact`): a `Uri` in, a `Uri` out, so `flow(resolve(base), normalize)` still
 * gives a `Uri`.
 *
 * @since 0.2.0
 * @category model
 */
export type SameKindMap = <R extends UriReference>(ref: R) => SameKind<R>

/**
 * A map of references that never changes a reference's kind, typed as one.
 *
 * @since 0.2.0
 * @category model
 */
export const sameKind = (f: (ref: UriReference) => UriReference): SameKindMap => f as SameKindMap
