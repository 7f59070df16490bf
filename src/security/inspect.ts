/**
 * Section 7, Security Considerations, as checks on a valid URI (and RFC
 * 3987's sections 4 and 8 on IRIs, security/iri-checks.ts): each warning
 * names its section, says what a person or a program could be misled into,
 * and points at the span of the URI it is about.
 *
 * @example
 * inspect()(parse('http://www.bank.example@evil.example/').right)
 * // [{ code: 'userinfo-looks-like-host', section: '7.6', message: 'The user information "www.bank.example" …', span }]
 *
 * @since 0.1.0
 */
import { makeComponent, makeReference, segmentsOf, spanWithin, type Authority, type Span, type Uri, type UriReference } from '../ast.ts'
import { hostText } from '../components.ts'
import { registryOf, type SchemeRegistry } from '../normalize/scheme.ts'
import { decodeUnreserved } from '../normalize/triplets.ts'
import { serialize } from '../serialize.ts'
import { isLeft } from '../either.ts'
import { credentialsOf, WHATWG_SPECIAL } from './credentials.ts'
import { differingComponents } from './differ.ts'
import { PLATFORM_HOST_LIMIT, platformReads } from './host-reading.ts'
import { legacyIPv4, numberToIPv4 } from './ip.ts'
import { iriWarnings, type IriWarning } from './iri-checks.ts'
import { rfcComponentsOf, whatwgComponentsOf, whatwgURL } from './readings.ts'
import { isScriptDataPath } from './script-schemes.ts'

/**
 * @since 0.1.0
 * @category model
 */
export type WarningCode =
  | 'userinfo'
  | 'userinfo-looks-like-host'
  | 'password'
  | 'well-known-port'
  | 'rare-ip-format'
  | 'nul-octet'
  | 'encoded-line-break'
  | 'encoded-control'
  | 'double-encoding'
  | 'whatwg-credentials'
  | 'mailto-header'
  | 'encoded-path-delimiter'
  | 'encoded-dot-segment'
  | 'encoded-delimiter-in-host'
  | 'parser-differential'
  | 'script-scheme'
  | IriWarning['code']

/**
 * @since 0.1.0
 * @category model
 */
export interface Warning {
  readonly code: WarningCode
  /** The section the warning comes from: of RFC 3986 ('7.6'), or of another RFC, named ('RFC 6068 7'). */
  readonly section: string
  readonly message: string
  /** The part of the URI the warning is about (-1 for parts built by a transformation). */
  readonly span: Span
}

/**
 * @since 0.1.0
 * @category model
 */
export interface InspectOptions {
  /** Where default ports come from; the default scheme rules when absent or not a registry (a `Map`). */
  readonly schemes?: SchemeRegistry
}

const warning = (code: WarningCode, section: string, message: string, span: Span): Warning => ({
  code,
  section,
  message,
  span: { start: span.start, end: span.end },
})

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
    out.push(
      warning('userinfo-looks-like-host', '7.6', `The user information "${user}" looks like a host name, but the host is "${host}": a reader may believe the URI leads to "${user}".`, u),
    )
  } else {
    out.push(warning('userinfo', '7.6', `The URI has user information ("${u.raw}") before its host "${host}"; show it apart from the host, as section 7.6 advises.`, u))
  }
  if (colon >= 0 && colon < u.raw.length - 1) {
    out.push(warning('password', '7.5', 'The user information holds a password in clear text; redact it before logging or showing the URI.', u))
  }
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
    if (c.reader === 'whatwg') {
      const what = c.password >= 0 && c.password < c.end ? 'a user name and a password' : 'a user name'
      out.push(
        warning(
          'whatwg-credentials',
          '7.5',
          `A web browser (a WHATWG URL parser) reads "${info}" as ${what} and sends them with the request, though RFC 3986 reads no user information here; redact it before logging or showing the URI.`,
          span,
        ),
      )
    }
    if (c.encodedColon && c.password < c.end) {
      out.push(
        warning(
          'password',
          '7.5',
          `The user information "${info}" holds an encoded ":" (%3A): a server that decodes it reads a user name and a password; redact it before logging or showing the URI.`,
          span,
        ),
      )
    }
  }
  return out
}

/** 7.2: an explicit port in the well-known range that is not the scheme's own. */
const portWarnings = (scheme: string | null, a: Authority, schemes: SchemeRegistry): Warning[] => {
  const p = a.port
  if (p === null || p.value === null || p.value > 1023) return []
  const own = scheme === null ? undefined : schemes.get(scheme.toLowerCase())?.defaultPort
  if (own === p.value) return []
  return [
    warning(
      'well-known-port',
      '7.2',
      `Port ${p.value} is a well-known port${own === undefined ? '' : ` that is not ${scheme}'s (${own})`}: a request may reach another service than the scheme's.`,
      p,
    ),
  ]
}

/** 7.4: a registered name that an inet_aton-style or WHATWG parser reads as an IPv4 address. */
const rareIPv4Warnings = (a: Authority): Warning[] => {
  if (a.host._tag !== 'RegName') return []
  const n = legacyIPv4(decodeUnreserved(a.host.raw).toLowerCase())
  if (n === null) return []
  return [
    warning(
      'rare-ip-format',
      '7.4',
      `The host "${a.host.raw}" is a registered name to RFC 3986, but inet_aton and web browsers read it as the IPv4 address ${numberToIPv4(n)}; filter on that address, not on the text.`,
      a.host,
    ),
  ]
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
      if (m[0].length === 5) {
        out.push(
          warning(
            'double-encoding',
            '7.3',
            `"${m[0]}" is an encoded "%" before two hex digits: decoded once it is "%${m[0].slice(3)}", decoded twice "${String.fromCharCode(parseInt(m[0].slice(3), 16)).replace(/[\x00-\x1f\x7f]/, '(a control)')}"; a check made after one decoding misses what a second one makes.`,
            at,
          ),
        )
      } else if (octet === 0) {
        out.push(warning('nul-octet', '7.3', 'The URI holds a percent-encoded NUL (%00), which ends strings in C and truncates file names: reject it.', at))
      } else if (octet === 0x0d || octet === 0x0a) {
        out.push(
          warning(
            'encoded-line-break',
            '7.3',
            `The URI holds an encoded ${octet === 0x0d ? 'carriage return' : 'line feed'} (${m[0]}): decoded into a header, a mail or a log line, it starts a new line of the attacker's choosing (header injection).`,
            at,
          ),
        )
      } else {
        out.push(warning('encoded-control', '7.3', `The URI holds an encoded control character (${m[0]}), which a program that decodes it may act on: reject it.`, at))
      }
    }
  }
  let at = 0
  for (const segment of segmentsOf(ref.path)) {
    const delimiter = /%(2F|5C)/i.exec(segment)
    if (delimiter !== null) {
      out.push(
        warning(
          'encoded-path-delimiter',
          '7.3',
          `The path segment "${segment}" holds an encoded "${delimiter[1].toUpperCase() === '2F' ? '/' : '\\'}", which becomes a path separator once decoded (path traversal).`,
          spanOf(ref.path, at, at + segment.length),
        ),
      )
    }
    const decoded = decodeUnreserved(segment)
    if (decoded !== segment && (decoded === '.' || decoded === '..')) {
      out.push(
        warning(
          'encoded-dot-segment',
          '7.3',
          `The path segment "${segment}" decodes to "${decoded}", a dot segment that resolution did not remove (path traversal).`,
          spanOf(ref.path, at, at + segment.length),
        ),
      )
    }
    at += segment.length + 1
  }
  const host = ref.authority?.host
  if (host !== undefined && host._tag === 'RegName') {
    for (const m of host.raw.matchAll(/%(40|3A|2F|5C|3F|23|5B|5D)/gi)) {
      const c = String.fromCharCode(parseInt(m[1], 16))
      out.push(
        warning(
          'encoded-delimiter-in-host',
          '7.3',
          `The host holds an encoded "${c}" (${m[0]}), which becomes a delimiter once decoded: another parser may read another host.`,
          spanOf(host, m.index as number, (m.index as number) + 3),
        ),
      )
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
const LINE_BREAK_NAMES: Readonly<Record<string, string>> = { '\u0085': 'NEXT LINE (U+0085)', '\u2028': 'LINE SEPARATOR (U+2028)', '\u2029': 'PARAGRAPH SEPARATOR (U+2029)' }

const mailtoWarnings = (ref: UriReference): Warning[] => {
  if (ref._tag !== 'Uri' || ref.scheme.raw.toLowerCase() !== 'mailto' || ref.query === null) return []
  const out: Warning[] = []
  for (const m of ref.query.raw.matchAll(UNICODE_LINE_BREAK)) {
    const c = m[0].length === 1 ? m[0] : decodeURIComponent(m[0])
    const shown = m[0].length === 1 ? LINE_BREAK_NAMES[c] : `${LINE_BREAK_NAMES[c]}, ${m[0]},`
    const start = m.index as number
    out.push(
      warning(
        'encoded-line-break',
        'RFC 6068 7',
        `The mailto URI's header fields hold a ${shown} which some mail programs read as a line break: decoded into a header, it can start a new header line of the attacker's choosing (header injection).`,
        spanOf(ref.query, start, start + m[0].length),
      ),
    )
  }
  let at = 0
  for (const field of ref.query.raw.split('&')) {
    const eq = field.indexOf('=')
    const name = decodeUnreserved(eq < 0 ? field : field.slice(0, eq)).toLowerCase()
    if (name !== '' && !HARMLESS_HFIELDS.has(name)) {
      const adds = name === 'to' || name === 'cc' || name === 'bcc' ? 'adds recipients the reader may not see' : 'sets a header of the message'
      out.push(
        warning(
          'mailto-header',
          'RFC 6068 7',
          `The mailto URI's "${name}" field ${adds}: show every header to the person before sending, or drop it.`,
          spanOf(ref.query, at, at + field.length),
        ),
      )
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
  if (scheme === 'javascript' || scheme === 'vbscript')
    return [
      warning(
        'script-scheme',
        'HTML',
        `The "${ref.scheme.raw}" scheme runs its path as a script when the link is followed: put in an href, it is cross-site scripting. Refuse it.`,
        ref.scheme,
      ),
    ]
  if (scheme === 'data' && isScriptDataPath(ref.path.raw))
    return [
      warning(
        'script-scheme',
        'RFC 2397 4',
        'The data URI holds a document or a script (its media type is HTML, SVG, XML or JavaScript) that runs in the page that embeds or opens it: put in an href or a frame, it is cross-site scripting. Refuse it.',
        ref.scheme,
      ),
    ]
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
    return [
      warning(
        'parser-differential',
        '7.6',
        `The host is too long to check how a web browser reads it (over ${PLATFORM_HOST_LIMIT} characters, with non-ASCII ones or triplets): no DNS name is that long, and the two may disagree on where it leads.`,
        ref.authority.host,
      ),
    ]
  }
  const url = whatwgURL(serialize(uri), null)
  if (isLeft(url)) return [warning('parser-differential', '7.6', 'A web browser would reject this URI, which RFC 3986 accepts: the two may disagree on where it leads.', span)]
  // An IRI's host is compared as the browser writes it: with A-labels (IDNA), as RFC 3987 section 3.1 allows (readings.ts).
  const rfc = rfcComponentsOf(uri)
  const whatwg = whatwgComponentsOf(url.right)
  const differ = differingComponents(rfc, whatwg)
  const out: Warning[] = []
  if (differ.includes('host') && uri.authority !== null && uri.authority.host._tag !== 'IPv6') {
    out.push(warning('parser-differential', '7.6', `A web browser would read the host as "${whatwg.host ?? ''}", RFC 3986 as "${rfc.host ?? ''}".`, ref.authority?.host ?? span))
  }
  if (differ.includes('path')) {
    out.push(warning('parser-differential', '7.6', `A web browser would read the path as "${whatwg.path}", RFC 3986 as "${rfc.path === '' ? '/' : rfc.path}".`, ref.path))
  }
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
