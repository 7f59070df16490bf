/**
 * Two readings of one URI reference, side by side: RFC 3986's (the grammar,
 * section 5.2's resolution against a base, section 6's normal form) and a web
 * browser's (the WHATWG URL Standard, as the runtime's own `URL` reads it,
 * which is what `fetch`, a `Location` header and an `href` go through). Where
 * the two disagree on a URL's host, a check made on one reading is not a
 * check of what the other connects to: OWASP's server-side request forgery
 * guidance says to refuse such a URL, and the advisories of URI libraries
 * are mostly such disagreements (IDN hosts, backslashes, an unclosed "[",
 * percent-encoded delimiters).
 *
 * `readings({ base })(input)` gives both readings, each a refusal where that
 * reader refuses the input, with `agree` and the components that differ
 * (differ.ts decides what differs, for `policy`, `inspect` and `safeRedirect`
 * alike). A refusal is a fact (`_tag`, `code`, `offset`, `reason`) with no
 * sentence in it: `describeError(catalog)` of `typed-uri/messages` words it.
 *
 * Where the runtime has no `URL` (a bare JavaScript engine), the WHATWG
 * reading is a refusal with the reason `no-runtime-url`: the two cannot be
 * compared there, so they never agree.
 *
 * @example
 * readings({ base: 'https://good.example/app/' })('//evil%E3%80%82com/').differ   // ['host']
 *
 * @since 0.4.0
 */
import type { Either } from 'fp-ts/lib/Either.js'
import type { Uri } from '../model/ast.ts'
import type { UriErrorCode } from '../error/make.ts'
import { isLeft, left, right } from '../base/either.ts'
import { runtimeUts46 } from '../iri/idna.ts'
import { normalizeWith } from '../normalize/index.ts'
import { defaultSchemes, type SchemeRegistry } from '../normalize/scheme.ts'
import { parse, parseURI } from '../reading/parse.ts'
import { resolve } from '../resolve/resolve.ts'
import { DEFAULT_PORTS, differingComponents, type ComponentName, type ReadComponents } from './differ.ts'
import { PLATFORM_HOST_LIMIT } from './host-reading.ts'

/**
 * @since 0.4.0
 * @category security
 */
export interface ReadingsOptions {
  /**
   * The absolute URI a reference that is not absolute is read against
   * (section 5.1's base; its fragment is ignored). Without it, a relative
   * reference has no reading.
   */
  readonly base?: string
}

/**
 * Why a reader gives no reading of the input.
 *
 * - `not-text`: the input is not a string;
 * - `not-a-reference`: RFC 3986's grammar refuses it (`error` is the parse
 *   error's code, `offset` its offset): `/\evil.com` holds a backslash;
 * - `no-base`: a relative reference, and no base to resolve it against;
 * - `browser-refuses`: the runtime's URL parser refuses it (`http://[::1/`);
 * - `no-runtime-url`: the runtime has no URL parser to ask;
 * - `host-too-long`: the host is over `limit` characters with non-ASCII ones or
 *   triplets, which a runtime maps in time that grows with the square of its
 *   length: it is not handed to the parser (no DNS name is that long);
 * - `invalid-options`: the options are not an object, or `option` is not what
 *   it must be (`base`: an absolute URI, as a string).
 *
 * @since 0.4.0
 * @category security
 */
export type ReadingRefusalReason =
  | { readonly kind: 'not-text' }
  | { readonly kind: 'not-a-reference'; readonly error: UriErrorCode }
  | { readonly kind: 'no-base' }
  | { readonly kind: 'browser-refuses' }
  | { readonly kind: 'no-runtime-url' }
  | { readonly kind: 'host-too-long'; readonly limit: number }
  | { readonly kind: 'invalid-options'; readonly option: 'options' | 'base' }

/**
 * A reader's refusal, as a fact: `code` is `invalid-options` for options that
 * are not what they must be, else `unreadable`; `offset` is where in the input
 * the reason lies (0 when it is the input as a whole).
 *
 * @since 0.4.0
 * @category security
 */
export interface ReadingRefusal {
  readonly _tag: 'ReadingRefusal'
  readonly code: 'unreadable' | 'invalid-options'
  readonly offset: number
  readonly reason: ReadingRefusalReason
}

/**
 * Both readings of an input. `agree` is true when both readers read it and no
 * component differs; a refusal agrees with nothing (there is no URL to agree
 * on), and `differ` then is empty: it lists the components in which two
 * readings differ, in the order of section 3.
 *
 * @since 0.4.0
 * @category security
 */
export interface Readings {
  readonly rfc3986: Either<ReadingRefusal, ReadComponents>
  readonly whatwg: Either<ReadingRefusal, ReadComponents>
  readonly agree: boolean
  readonly differ: readonly ComponentName[]
}

const refusal = (reason: ReadingRefusalReason, offset = 0): ReadingRefusal => ({
  _tag: 'ReadingRefusal',
  code: reason.kind === 'invalid-options' ? 'invalid-options' : 'unreadable',
  offset,
  reason,
})

/**
 * The schemes whose rules set RFC 3986's normal form of a URL the URL Standard
 * also reads as special (section 6.2.3: default port, empty path as "/"; file's
 * "localhost" as the empty host). mailto's and urn's rules, which rewrite an
 * opaque path the URL Standard keeps as written, are left out: each reading is
 * compared in its own normal form, not in a scheme's.
 */
const READING_SCHEMES: SchemeRegistry = /* @__PURE__ */ new Map([...defaultSchemes].filter(([scheme]) => scheme !== 'mailto' && scheme !== 'urn'))

const NON_ASCII = /[^\x00-\x7f]/

/** RFC 3986's normal form of a URI as a reading compares it (6.2.2, and READING_SCHEMES' rules of 6.2.3). */
const rfcNormalForm = (uri: Uri): Uri => normalizeWith(READING_SCHEMES)(uri)

/**
 * RFC 3986's reading of a URI (an IRI's too): its normal form (6.2.2, and
 * 6.2.3's default ports and empty paths), as components. An IRI's non-ASCII
 * host is written in A-labels by the runtime's UTS #46 (RFC 3987 section 3.1
 * lets IDNA map it), as a browser writes it; kept as it is where that refuses it.
 */
export const rfcComponentsOf = (uri: Uri): ReadComponents => componentsOfNormal(rfcNormalForm(uri))

/** `rfcComponentsOf` of a URI already in its normal form (`rfcNormalForm`'s). */
const componentsOfNormal = (n: Uri): ReadComponents => {
  const a = n.authority
  const host = a === null ? null : NON_ASCII.test(a.host.raw) ? (runtimeUts46.toASCII(a.host.raw) ?? a.host.raw) : a.host.raw
  return {
    scheme: n.scheme.raw,
    userinfo: a?.userinfo?.raw ?? null,
    host,
    port: a?.port?.value ?? null,
    path: n.path.raw,
    query: n.query?.raw ?? null,
    fragment: n.fragment?.raw ?? null,
  }
}

/**
 * What a reading takes of a WHATWG URL: its serialization and its parts, as
 * the runtime's `URL` gives them (a type of its own, so that no declaration
 * of the package names the DOM's or Node's `URL`).
 */
export interface ParsedURL {
  readonly href: string
  readonly protocol: string
  readonly username: string
  readonly password: string
  readonly hostname: string
  readonly port: string
  readonly pathname: string
  readonly search: string
  readonly hash: string
}

/**
 * A WHATWG URL's components as the URL Standard serializes them. The URL's
 * own properties do not tell an empty query or fragment from none, nor an
 * empty host from none: its serialization (`href`) does.
 */
export const whatwgComponentsOf = (url: ParsedURL): ReadComponents => {
  const { href, protocol, username, password, hostname, port, pathname, search, hash } = url
  const fragment = hash !== '' ? hash.slice(1) : href.endsWith('#') ? '' : null
  const beforeHash = fragment === null ? href : href.slice(0, href.length - fragment.length - 1)
  const query = search !== '' ? search.slice(1) : beforeHash.endsWith('?') ? '' : null
  return {
    scheme: protocol.slice(0, -1),
    userinfo: username === '' && password === '' ? null : password === '' ? username : `${username}:${password}`,
    host: href.startsWith('//', protocol.length) ? hostname : null,
    port: port === '' ? null : Number(port),
    path: pathname,
    query,
    fragment,
  }
}

/** What a WHATWG parser drops before it reads (the URL Standard's basic URL parser): leading and trailing C0 controls and spaces, and every tab and newline. */
const browserText = (input: string): string => input.replace(/^[\x00-\x20]+|[\x00-\x20]+$/g, '').replace(/[\t\n\r]/g, '')

/** A scheme as the URL Standard's scheme state reads one at the start. */
const SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*:/

/** A special scheme of the URL Standard with a host (http, https, ws, wss, ftp): those differ.ts knows the default port of. */
const isSpecialScheme = (scheme: string): boolean => Object.prototype.hasOwnProperty.call(DEFAULT_PORTS, scheme.slice(0, -1).toLowerCase())

/**
 * The host (and port) a WHATWG parser would read in the text, or null when it
 * reads no authority from the text: after a special scheme and any slashes or
 * backslashes, after any scheme and two of them, or after two at the start (a
 * network-path reference); up to the first "/", "\", "?" or "#", after the
 * last "@".
 */
const browserAuthority = (text: string): string | null => {
  const scheme = SCHEME.exec(text)
  const rest = scheme === null ? text : text.slice(scheme[0].length)
  const slashes = /^[\\/]*/.exec(rest)?.[0].length ?? 0
  if (!(scheme !== null && isSpecialScheme(scheme[0])) && slashes < 2) return null
  const from = rest.slice(slashes)
  const end = from.search(/[\\/?#]/)
  const authority = end < 0 ? from : from.slice(0, end)
  // The host follows the last "@" (the URL Standard's authority state): user information is percent-encoded in linear time.
  return authority.slice(authority.lastIndexOf('@') + 1)
}

/** Whether the text holds an authority too long to hand the runtime's parser (host-reading.ts's PLATFORM_HOST_LIMIT). */
const hostTooLong = (input: string): boolean => {
  if (input.length <= PLATFORM_HOST_LIMIT) return false
  const authority = browserAuthority(browserText(input))
  return authority !== null && authority.length > PLATFORM_HOST_LIMIT && /[^\x00-\x7f]|%/.test(authority)
}

/**
 * The runtime's reading of a text against a base text (none: null), as a URL,
 * or why there is none. Never a throw: the runtime's `URL` throws on what it
 * refuses, and that becomes the refusal.
 */
export const whatwgURL = (input: string, base: string | null): Either<ReadingRefusal, ParsedURL> => {
  if (typeof URL !== 'function') return left(refusal({ kind: 'no-runtime-url' }))
  if (hostTooLong(input)) return left(refusal({ kind: 'host-too-long', limit: PLATFORM_HOST_LIMIT }))
  try {
    return right(base === null ? new URL(input) : new URL(input, base))
  } catch {
    // A base the parser refuses fails every input, an absolute one too (the URL Standard parses the base first): read without it.
    if (base !== null) return whatwgURL(input, null)
    // Without a base, a text with no scheme is relative: that, not the parser, is why there is no reading.
    return left(refusal(!SCHEME.test(browserText(input)) ? { kind: 'no-base' } : { kind: 'browser-refuses' }))
  }
}

/** The options read: the base as its text and its tree, or null; or the refusal every input gets. */
export const readingsBase = (options: unknown): Either<ReadingRefusal, { readonly text: string; readonly uri: Uri } | null> => {
  if (options === undefined) return right(null)
  if (typeof options !== 'object' || options === null) return left(refusal({ kind: 'invalid-options', option: 'options' }))
  // Only an own property counts: a polluted Object.prototype sets no base. Options whose reading throws (a revoked
  // proxy, a getter that throws) are refused, never thrown from.
  let base: unknown
  try {
    base = Object.prototype.hasOwnProperty.call(options, 'base') ? (options as { readonly base?: unknown }).base : undefined
  } catch {
    return left(refusal({ kind: 'invalid-options', option: 'options' }))
  }
  if (base === undefined) return right(null)
  const uri = typeof base === 'string' ? parseURI(base) : null
  if (uri === null || isLeft(uri)) return left(refusal({ kind: 'invalid-options', option: 'base' }))
  return right({ text: base as string, uri: uri.right })
}

/**
 * RFC 3986's reading of a text: parsed (4.1), resolved against the base (5.2) as `target`, its normal form
 * (`normal`, made once: a redirect's answer is its text) and that form's components; or why there is none.
 */
export const rfcReading = (
  input: unknown,
  base: { readonly uri: Uri } | null,
): Either<ReadingRefusal, { readonly target: Uri; readonly normal: Uri; readonly components: ReadComponents }> => {
  if (typeof input !== 'string') return left(refusal({ kind: 'not-text' }))
  const ref = parse(input)
  if (isLeft(ref)) return left(refusal({ kind: 'not-a-reference', error: ref.left.code }, ref.left.offset))
  const r = ref.right
  if (r._tag !== 'Uri' && base === null) return left(refusal({ kind: 'no-base' }))
  const target = r._tag === 'Uri' ? r : resolve((base as { readonly uri: Uri }).uri)(r)
  const normal = rfcNormalForm(target)
  return right({ target, normal, components: componentsOfNormal(normal) })
}

/** Both readings put side by side: `agree` and `differ` (differ.ts) when both read the input. */
export const sideBySide = (rfc3986: Either<ReadingRefusal, ReadComponents>, whatwg: Either<ReadingRefusal, ReadComponents>): Readings => {
  if (isLeft(rfc3986) || isLeft(whatwg)) return { rfc3986, whatwg, agree: false, differ: [] }
  const differ = differingComponents(rfc3986.right, whatwg.right)
  return { rfc3986, whatwg, agree: differ.length === 0, differ }
}

/**
 * RFC 3986's reading of a URI reference and a web browser's, side by side.
 * RFC 3986's: the grammar (section 4.1), resolution against `base` (5.2) and
 * the normal form (6.2.2; 6.2.3's default ports and empty paths). A
 * browser's: the runtime's `URL` (`new URL(input, base)`, as a `Location`
 * header or an `href` is read), which drops tabs and newlines, reads "\" as
 * "/" in special URLs, and maps a host by UTS #46. Each reading is a
 * `ReadComponents`, or a `ReadingRefusal` where its reader gives none;
 * `agree` is true when both read the input and no component differs, and
 * `differ` lists the components that do (differ.ts says what counts as a
 * difference: not a choice of spelling, such as case or an encoded "'").
 *
 * Options are read from the object's own properties only; a `base` that is not
 * an absolute URI makes both readings of every input an `invalid-options`
 * refusal. Never throws.
 *
 * @example
 * const read = readings({ base: 'https://good.example/app/' })
 * read('/account?tab=1').agree                    // true
 * read('//evil%E3%80%82com/').differ              // ['host']: RFC 3986 reads "evil%E3%80%82com", a browser "evil.com"
 * read('/\\evil.com').rfc3986                     // Left({ _tag: 'ReadingRefusal', code: 'unreadable', offset: 1, reason: { kind: 'not-a-reference', error: 'invalid-character' } })
 * read('/\\evil.com').whatwg                      // Right({ scheme: 'https', host: 'evil.com', path: '/', … })
 *
 * @since 0.4.0
 * @category security
 */
export const readings = (options: ReadingsOptions = {}): ((input: string) => Readings) => {
  const read = readingsBase(options)
  if (isLeft(read)) {
    const refused: Readings = { rfc3986: read, whatwg: read, agree: false, differ: [] }
    return () => refused
  }
  const base = read.right
  return (input) => {
    const rfc = rfcReading(input, base)
    const whatwg = typeof input === 'string' ? whatwgURL(input, base === null ? null : base.text) : left(refusal({ kind: 'not-text' }))
    return sideBySide(isLeft(rfc) ? rfc : right(rfc.right.components), isLeft(whatwg) ? whatwg : right(whatwgComponentsOf(whatwg.right)))
  }
}
