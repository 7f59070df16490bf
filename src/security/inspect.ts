/**
 * Section 7, Security Considerations, as checks on a valid URI (and RFC
 * 3987's sections 4 and 8 on IRIs, security/iri-checks.ts): each warning
 * names its section and points at the span of the URI it is about, and
 * carries what it found as data (the host, the port, the triplets, the
 * scripts…): a catalog of `typed-uri/messages` words it, for a person
 * (`plain`: the risk and what to do) or a log (`technical`).
 *
 * @example
 * inspect()(parse('http://www.bank.example@evil.example/').right)
 * // [{ _tag: 'Warning', code: 'userinfo-looks-like-host', section: '7.6', span, user: 'www.bank.example', host: 'evil.example' }]
 *
 * @since 0.1.0
 */
import { makeComponent, makeReference, segmentsOf, spanWithin, type Authority, type Span, type Uri, type UriReference } from '../model/ast.ts'
import { hostText } from '../model/components.ts'
import { registryOf, type SchemeRegistry } from '../normalize/scheme.ts'
import { decodeUnreserved } from '../normalize/triplets.ts'
import { serialize } from '../model/serialize.ts'
import { isLeft } from '../base/either.ts'
import { credentialsOf, WHATWG_SPECIAL } from './credentials.ts'
import { differingComponents } from './differ.ts'
import { PLATFORM_HOST_LIMIT, platformReads } from './host-reading.ts'
import { legacyIPv4, numberToIPv4 } from '../base/ip.ts'
import { iriWarnings, type IriWarningParameters } from './iri-checks.ts'
import { rfcComponentsOf, whatwgComponentsOf, whatwgURL } from './readings.ts'
import { isScriptDataPath } from '../reading/script-schemes.ts'

/**
 * What each warning of section 7 carries besides its code, section and span:
 * the parameters its sentence names, as data (`typed-uri/messages` words them).
 * Texts are as the URI writes them, unless said otherwise.
 *
 * @since 0.4.0
 * @category model
 */
export interface UriWarningParameters {
  /** 7.6: user information before the host: `userinfo` as written (with any password), `host` as written. */
  readonly userinfo: { readonly userinfo: string; readonly host: string }
  /** 7.6: user information whose user name (`user`, before any ":") looks like a host name, before the real `host`. */
  readonly 'userinfo-looks-like-host': { readonly user: string; readonly host: string }
  /**
   * 7.5: a password in the user information: after a written ":" (`colon: 'written'`: the password is not
   * repeated here), or after an encoded one (`colon: 'encoded'`, `%3A`, which a server that decodes it reads
   * as a ":"), with the `userinfo` as written.
   */
  readonly password: { readonly colon: 'written' } | { readonly colon: 'encoded'; readonly userinfo: string }
  /** 7.5: what a WHATWG URL parser reads as credentials where RFC 3986 reads none (`credentials` as written; `password`: whether a password is among them). */
  readonly 'whatwg-credentials': { readonly credentials: string; readonly password: boolean }
  /** 7.2: an explicit `port` below 1024; `scheme` as written (null for a relative reference), and its own `defaultPort` (null when the registry has none). */
  readonly 'well-known-port': { readonly port: number; readonly scheme: string | null; readonly defaultPort: number | null }
  /** 7.4: a registered name (`host`) that inet_aton and browsers read as the IPv4 `address` (dotted decimal). */
  readonly 'rare-ip-format': { readonly host: string; readonly address: string }
  /** 7.3: `%00`. */
  readonly 'nul-octet': { readonly written: string }
  /**
   * 7.3: an encoded CR or LF (`where: 'uri'`); or, in a mailto URI's header fields (RFC 6068 section 7,
   * `where: 'mailto-header'`), NEL, LINE SEPARATOR or PARAGRAPH SEPARATOR, UTF-8 encoded or (in an IRI) as
   * itself. `codePoint` is the character, `written` its text in the URI.
   */
  readonly 'encoded-line-break': { readonly where: 'uri' | 'mailto-header'; readonly codePoint: number; readonly written: string }
  /** 7.3: another encoded C0 control or DEL: the `octet` and its triplet as `written`. */
  readonly 'encoded-control': { readonly octet: number; readonly written: string }
  /** 7.3: `%25` before two hex digits (`written`, as `%252e`): `octet` is what a second decoding makes (0x2e). */
  readonly 'double-encoding': { readonly octet: number; readonly written: string }
  /** 7.3: a path `segment` that holds an encoded `delimiter` (`%2F` or `%5C`). */
  readonly 'encoded-path-delimiter': { readonly segment: string; readonly delimiter: '/' | '\\' }
  /** 7.3: a path `segment` that decodes to the dot segment `decoded`. */
  readonly 'encoded-dot-segment': { readonly segment: string; readonly decoded: '.' | '..' }
  /** 7.3: an encoded `delimiter` (one of `@ : / \ ? # [ ]`) in a registered name, `written` as its triplet. */
  readonly 'encoded-delimiter-in-host': { readonly delimiter: string; readonly written: string }
  /** RFC 6068 section 7: a mailto header `field` (decoded, in lower case) other than subject and body; `recipients`: whether it adds recipients (to, cc, bcc). */
  readonly 'mailto-header': { readonly field: string; readonly recipients: boolean }
  /**
   * 7.6: where a WHATWG URL parser reads the URI otherwise: its `host` or its `path` (`whatwg` and
   * `rfc3986`, each reading's text), or it refuses the URI (`browser-refuses`), or the host is over `limit`
   * characters with non-ASCII ones or triplets and is not handed to it (`host-too-long`).
   */
  readonly 'parser-differential':
    | { readonly difference: 'host' | 'path'; readonly whatwg: string; readonly rfc3986: string }
    | { readonly difference: 'browser-refuses' }
    | { readonly difference: 'host-too-long'; readonly limit: number }
  /** A `scheme` (as written) that runs code when the link is followed: `javascript`, `vbscript`, or `data` with a document or script media type (section 'RFC 2397 4'). */
  readonly 'script-scheme': { readonly scheme: string }
}

/**
 * Every warning's parameters, by its code: section 7's and RFC 3987's.
 *
 * @since 0.4.0
 * @category model
 */
export interface WarningParameters extends UriWarningParameters, IriWarningParameters {}

/**
 * @since 0.1.0
 * @category model
 */
export type WarningCode = keyof WarningParameters

/**
 * A warning of `inspect`, as a fact: its code, the section it comes from, the
 * span it is about, and the parameters of its code (`WarningParameters`), with
 * no sentence in it: `describeError(catalog)(warning)` of `typed-uri/messages`
 * words it. Narrow on `code` to read the parameters.
 *
 * @example
 * const [w] = inspect()(parse('http://example.com:25/').right)
 * w.code === 'well-known-port' && [w.port, w.defaultPort]   // [25, 80]
 *
 * @since 0.1.0
 * @category model
 */
export type Warning = { readonly [C in WarningCode]: WarningOf<C> }[WarningCode]

/**
 * The warning of one code.
 *
 * @since 0.4.0
 * @category model
 */
export type WarningOf<C extends WarningCode> = {
  readonly _tag: 'Warning'
  readonly code: C
  /** The section the warning comes from: of RFC 3986 ('7.6'), or of another RFC, named ('RFC 6068 7'), or 'HTML'. */
  readonly section: string
  /** The part of the URI the warning is about (-1 for parts built by a transformation). */
  readonly span: Span
} & WarningParameters[C]

/**
 * @since 0.1.0
 * @category model
 */
export interface InspectOptions {
  /** Where default ports come from; the default scheme rules when absent or not a registry (a `Map`). */
  readonly schemes?: SchemeRegistry
}

/** A warning: its parameters after its code, section and span, the span copied (a tree's node is not handed out). */
const warning = <C extends WarningCode>(code: C, section: string, span: Span, parameters: WarningParameters[C]): WarningOf<C> =>
  ({ _tag: 'Warning', code, section, span: { start: span.start, end: span.end }, ...parameters }) as WarningOf<C>

const DOMAIN_LIKE = /^(?:[A-Za-z0-9-]+\.)+[A-Za-z][A-Za-z0-9-]*$|^\d+(?:\.\d+){3}$/

/** 7.6 and 7.5: user information, worse when it looks like a host, and passwords. */
const userinfoWarnings = (a: Authority): Warning[] => {
  const u = a.userinfo
  if (u === null) return []
  const out: Warning[] = []
  const colon = u.raw.indexOf(':')
  const user = colon < 0 ? u.raw : u.raw.slice(0, colon)
  const host = hostText(a.host)
  if (DOMAIN_LIKE.test(decodeUnreserved(user))) {
    out.push(warning('userinfo-looks-like-host', '7.6', u, { user, host }))
  } else {
    out.push(warning('userinfo', '7.6', u, { userinfo: u.raw, host }))
  }
  if (colon >= 0 && colon < u.raw.length - 1) out.push(warning('password', '7.5', u, { colon: 'written' }))
  return out
}

/**
 * 7.5 as a WHATWG parser reads it: credentials before the host of a special
 * URL that RFC 3986 reads as a path (`http:me:secret@example.com/`), and a
 * password after an encoded ":" in either reading (`me%3Asecret@`).
 */
const credentialWarnings = (ref: UriReference): Warning[] => {
  const { text, found } = credentialsOf(ref)
  const out: Warning[] = []
  for (const c of found) {
    const span = spanOf(ref, c.start, c.end)
    const info = text.slice(c.start, c.end)
    if (c.reader === 'whatwg') out.push(warning('whatwg-credentials', '7.5', span, { credentials: info, password: c.password >= 0 && c.password < c.end }))
    if (c.encodedColon && c.password < c.end) out.push(warning('password', '7.5', span, { colon: 'encoded', userinfo: info }))
  }
  return out
}

/** 7.2: an explicit port in the well-known range that is not the scheme's own. */
const portWarnings = (scheme: string | null, a: Authority, schemes: SchemeRegistry): Warning[] => {
  const p = a.port
  if (p === null || p.value === null || p.value > 1023) return []
  const own = scheme === null ? undefined : schemes.get(scheme.toLowerCase())?.defaultPort
  if (own === p.value) return []
  return [warning('well-known-port', '7.2', p, { port: p.value, scheme, defaultPort: own ?? null })]
}

/** 7.4: a registered name that an inet_aton-style or WHATWG parser reads as an IPv4 address. */
const rareIPv4Warnings = (a: Authority): Warning[] => {
  if (a.host._tag !== 'RegName') return []
  const n = legacyIPv4(decodeUnreserved(a.host.raw).toLowerCase())
  if (n === null) return []
  return [warning('rare-ip-format', '7.4', a.host, { host: a.host.raw, address: numberToIPv4(n) })]
}

const spanOf = spanWithin

/** 7.3: %00 anywhere; encoded "/", "\" and dot segments in a path; encoded delimiters in a host. */
const encodingWarnings = (ref: UriReference): Warning[] => {
  const out: Warning[] = []
  const parts: (Span & { readonly raw: string })[] = []
  if (ref.authority !== null) {
    if (ref.authority.userinfo !== null) parts.push(ref.authority.userinfo)
    parts.push(ref.authority.host)
  }
  parts.push(ref.path)
  if (ref.query !== null) parts.push(ref.query)
  if (ref.fragment !== null) parts.push(ref.fragment)
  for (const part of parts) {
    for (const m of part.raw.matchAll(/%(?:[01][0-9A-Fa-f]|7[Ff])|%25[0-9A-Fa-f]{2}/g)) {
      const at = spanOf(part, m.index as number, (m.index as number) + m[0].length)
      const octet = parseInt(m[0].slice(1, 3), 16)
      // "%25" and two hex digits: what a second decoding makes is the octet after "%25".
      if (m[0].length === 5) out.push(warning('double-encoding', '7.3', at, { octet: parseInt(m[0].slice(3), 16), written: m[0] }))
      else if (octet === 0) out.push(warning('nul-octet', '7.3', at, { written: m[0] }))
      else if (octet === 0x0d || octet === 0x0a) out.push(warning('encoded-line-break', '7.3', at, { where: 'uri', codePoint: octet, written: m[0] }))
      else out.push(warning('encoded-control', '7.3', at, { octet, written: m[0] }))
    }
  }
  let at = 0
  for (const segment of segmentsOf(ref.path)) {
    const delimiter = /%(2F|5C)/i.exec(segment)
    if (delimiter !== null) {
      out.push(warning('encoded-path-delimiter', '7.3', spanOf(ref.path, at, at + segment.length), { segment, delimiter: delimiter[1].toUpperCase() === '2F' ? '/' : '\\' }))
    }
    const decoded = decodeUnreserved(segment)
    if (decoded !== segment && (decoded === '.' || decoded === '..')) out.push(warning('encoded-dot-segment', '7.3', spanOf(ref.path, at, at + segment.length), { segment, decoded }))
    at += segment.length + 1
  }
  const host = ref.authority?.host
  if (host !== undefined && host._tag === 'RegName') {
    for (const m of host.raw.matchAll(/%(40|3A|2F|5C|3F|23|5B|5D)/gi)) {
      const delimiter = String.fromCharCode(parseInt(m[1], 16))
      out.push(warning('encoded-delimiter-in-host', '7.3', spanOf(host, m.index as number, (m.index as number) + 3), { delimiter, written: m[0] }))
    }
  }
  return out
}

/** Header fields a mailto URI may set without adding recipients or headers behind the reader's back (RFC 6068 section 7). */
const HARMLESS_HFIELDS = new Set(['subject', 'body'])

/**
 * RFC 6068 section 7: a mailto URI can set any header of the message. One
 * that adds recipients (to, cc, bcc) or other headers than the subject and
 * body can send the mail where the reader did not mean it to go.
 */
/**
 * Line breaks beyond CR and LF, UTF-8 encoded or (in an IRI) as themselves:
 * NEL (U+0085), LINE SEPARATOR (U+2028), PARAGRAPH SEPARATOR (U+2029).
 * Unicode and some mail and JavaScript programs end a line at each, so
 * decoded into a header field they can start a new one as %0D%0A does.
 */
const UNICODE_LINE_BREAK = /%C2%85|%E2%80%A[89]|[\u2028\u2029]/gi

const mailtoWarnings = (ref: UriReference): Warning[] => {
  if (ref._tag !== 'Uri' || ref.scheme.raw.toLowerCase() !== 'mailto' || ref.query === null) return []
  const out: Warning[] = []
  for (const m of ref.query.raw.matchAll(UNICODE_LINE_BREAK)) {
    // The pattern matches only well-formed UTF-8 of the three characters, which decodes without a throw.
    const c = m[0].length === 1 ? m[0] : decodeURIComponent(m[0])
    const start = m.index as number
    out.push(warning('encoded-line-break', 'RFC 6068 7', spanOf(ref.query, start, start + m[0].length), { where: 'mailto-header', codePoint: c.charCodeAt(0), written: m[0] }))
  }
  let at = 0
  for (const field of ref.query.raw.split('&')) {
    const eq = field.indexOf('=')
    const name = decodeUnreserved(eq < 0 ? field : field.slice(0, eq)).toLowerCase()
    if (name !== '' && !HARMLESS_HFIELDS.has(name)) {
      out.push(warning('mailto-header', 'RFC 6068 7', spanOf(ref.query, at, at + field.length), { field: name, recipients: name === 'to' || name === 'cc' || name === 'bcc' }))
    }
    at += field.length + 1
  }
  return out
}

/**
 * A scheme that runs code when a browser follows the link (since 0.3.0):
 * `javascript:` and `vbscript:` run their path as script (the HTML standard's
 * javascript: URLs; old Internet Explorer's vbscript:), and a `data:` URI with a
 * document or script media type (RFC 2397 section 4: its data has the security
 * considerations of its media type) runs in the page that embeds it. Put in
 * an `href`, any of them is cross-site scripting.
 */
const scriptSchemeWarnings = (ref: UriReference): Warning[] => {
  if (ref._tag !== 'Uri') return []
  const scheme = ref.scheme.raw.toLowerCase()
  if (scheme === 'javascript' || scheme === 'vbscript') return [warning('script-scheme', 'HTML', ref.scheme, { scheme: ref.scheme.raw })]
  if (scheme === 'data' && isScriptDataPath(ref.path.raw)) return [warning('script-scheme', 'RFC 2397 4', ref.scheme, { scheme: ref.scheme.raw })]
  return []
}

/**
 * A network-path reference ("//host/path", section 4.2) as the URI every
 * http or https base makes of it: resolution (5.2.2) takes the reference's
 * authority, path, query and fragment as they are and the base's scheme
 * alone, and both schemes read an authority the same way, so the reference is
 * checked as `http:` before it (since 0.4.0); any other reference as it is.
 */
const asWebURI = (ref: UriReference): Uri | null => {
  if (ref._tag === 'Uri') return WHATWG_SPECIAL.has(ref.scheme.raw.toLowerCase()) ? ref : null
  return ref.authority === null ? null : makeReference({ scheme: makeComponent('http'), authority: ref.authority, path: ref.path, query: ref.query, fragment: ref.fragment })
}

/** What a WHATWG URL parser (browsers, Node's URL) reads differently from RFC 3986, where it matters: host, port, path. differ.ts decides what differs. */
const differentialWarnings = (ref: UriReference): Warning[] => {
  const uri = asWebURI(ref)
  if (uri === null || typeof URL !== 'function') return []
  const span = ref.authority ?? ref
  if (ref.authority !== null && !platformReads(ref.authority.host.raw)) {
    return [warning('parser-differential', '7.6', ref.authority.host, { difference: 'host-too-long', limit: PLATFORM_HOST_LIMIT })]
  }
  const url = whatwgURL(serialize(uri), null)
  if (isLeft(url)) return [warning('parser-differential', '7.6', span, { difference: 'browser-refuses' })]
  // An IRI's host is compared as the browser writes it: with A-labels (IDNA), as RFC 3987 section 3.1 allows (readings.ts).
  const rfc = rfcComponentsOf(uri)
  const whatwg = whatwgComponentsOf(url.right)
  const differ = differingComponents(rfc, whatwg)
  const out: Warning[] = []
  if (differ.includes('host') && uri.authority !== null && uri.authority.host._tag !== 'IPv6') {
    out.push(warning('parser-differential', '7.6', ref.authority?.host ?? span, { difference: 'host', whatwg: whatwg.host ?? '', rfc3986: rfc.host ?? '' }))
  }
  // RFC 3986's empty path is "/" in an http(s) URI's normal form (section 6.2.3), as a browser writes it.
  if (differ.includes('path')) out.push(warning('parser-differential', '7.6', ref.path, { difference: 'path', whatwg: whatwg.path, rfc3986: rfc.path === '' ? '/' : rfc.path }))
  return out
}

/**
 * The section 7 warnings about a valid URI reference, in order of appearance:
 * `inspect()(ref)`, or `inspect({ schemes })(ref)` with a scheme registry.
 *
 * @example
 * pipe(parse('http://user:secret@a/'), E.map(inspect()), E.map((ws) => ws.map((w) => w.code)))
 * // Right(['userinfo', 'password'])
 *
 * @since 0.1.0
 * @category security
 */
export const inspect =
  (options: InspectOptions = {}) =>
  (ref: UriReference): readonly Warning[] => {
    // Only an own `schemes` that is a registry counts (a polluted prototype or a wrong value is ignored).
    const given = typeof options === 'object' && options !== null && Object.prototype.hasOwnProperty.call(options, 'schemes') ? options.schemes : undefined
    const schemes = registryOf(given)
    const a = ref.authority
    const scheme = ref._tag === 'Uri' ? ref.scheme.raw : null
    const out = [
      ...scriptSchemeWarnings(ref),
      ...(a === null ? [] : [...userinfoWarnings(a), ...portWarnings(scheme, a, schemes), ...rareIPv4Warnings(a)]),
      ...credentialWarnings(ref),
      ...encodingWarnings(ref),
      ...mailtoWarnings(ref),
      ...differentialWarnings(ref),
      ...iriWarnings(ref),
    ]
    return out.sort((x, y) => x.span.start - y.span.start)
  }
