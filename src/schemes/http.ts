/**
 * http and https (RFC 9110 section 4.2) and ws and wss (RFC 6455 section 3).
 *
 * @example
 * parseHttp('https://example.com/a?b#c')   // Right({ _tag: 'HttpUri', secure: true, port: 443, … })
 * parseHttp('http:///a')                   // Left({ code: 'scheme-violation', offset: 7, reason: { kind: 'http-empty-host', … } })
 * parseWs('ws://example.com/chat#x')       // Left({ code: 'scheme-violation', offset: 21, reason: { kind: 'ws-fragment', … } })
 *
 * @since 0.2.0
 */
import type { Either } from 'fp-ts/lib/Either.js'
import type { Component, Host, Path, Uri } from '../model/ast.ts'
import { left, right } from '../base/either.ts'
import type { UriError } from '../error/make.ts'
import type { SchemeReason } from '../error/reasons/schemes.ts'
import { httpReference, httpsURI, httpURI, wssURI, wsURI, type HttpParts, type WsParts } from '../grammar/schemes/http.ts'
import { schemeParser, violation } from './run.ts'

/**
 * An http or https URI (RFC 9110 section 4.2): the generic tree, with the
 * scheme's reading of it: whether it is secure, the host (never empty), the
 * port in effect (the default when none is written) and any userinfo, which
 * section 4.2.4 deprecates (a recipient SHOULD treat it as an error when the
 * reference is untrusted: check `userinfo !== null`).
 *
 * @since 0.2.0
 * @category model
 */
export interface HttpUri {
  readonly _tag: 'HttpUri'
  readonly uri: Uri
  readonly secure: boolean
  readonly host: Host
  readonly port: number
  readonly userinfo: Component | null
  readonly path: Path
  readonly query: Component | null
  readonly fragment: Component | null
}

/**
 * A ws or wss URI (RFC 6455 section 3): host, the port in effect, and the
 * resource name sent in the opening handshake ("/" for an empty path, then
 * "?" and the query when there is one).
 *
 * @since 0.2.0
 * @category model
 */
export interface WsUri {
  readonly _tag: 'WsUri'
  readonly uri: Uri
  readonly secure: boolean
  readonly host: Host
  readonly port: number
  readonly resourceName: string
}

/** RFC 9110 section 4.2.1 (http) and 4.2.2 (https): the section of each, for the reasons that cite it. */
const httpRule = (secure: boolean) => ({ scheme: secure ? 'https' : 'http', rfc: '9110', section: secure ? '4.2.2' : '4.2.1' }) as const

const httpReason = (secure: boolean) => (): SchemeReason => ({ kind: 'http-form', ...httpRule(secure) })

const buildHttp =
  (secure: boolean) =>
  (parts: HttpParts, uri: Uri, input: string): Either<UriError, HttpUri> => {
    const a = parts.authority
    const rule = secure ? 'https-URI' : 'http-URI'
    // Section 4.2.1: "A sender MUST NOT generate an "http" URI with an empty host identifier. A recipient that
    // processes such a URI reference MUST reject it as invalid." The grammar's authority allows an empty host.
    if (a.host.raw === '') return left(violation(input, rule, a.host.start, { kind: 'http-empty-host', ...httpRule(secure) }, [rule, 'authority', 'host']))
    return right({
      _tag: 'HttpUri',
      uri,
      secure,
      host: a.host,
      port: a.port?.value ?? (secure ? 443 : 80),
      userinfo: a.userinfo,
      path: parts.path,
      query: parts.query,
      fragment: parts.fragment,
    })
  }

/**
 * Parses an http URI (RFC 9110 section 4.2.1) with the fragment a reference
 * may carry (4.2.5): the generic grammar's errors, then `scheme-violation`
 * for a URI that is not "http://" authority path-abempty [ "?" query ], or
 * whose host is empty.
 *
 * @example
 * import { parseHttp } from 'typed-uri/schemes'
 * E.isLeft(parseHttp('http:///a'))   // true: RFC 9110 4.2.1 needs a host
 *
 * @since 0.2.0
 * @category parsing
 */
export const parseHttp: (input: string) => Either<UriError, HttpUri> = schemeParser('http-URI', httpReference(httpURI), httpReason(false), buildHttp(false))

/**
 * Parses an https URI (RFC 9110 section 4.2.2); as `parseHttp`.
 *
 * @example
 * import { parseHttps } from 'typed-uri/schemes'
 * pipe(parseHttps('https://example.com/a?b'), E.map((u) => u.uri.path.raw))   // Right('/a')
 *
 * @since 0.2.0
 * @category parsing
 */
export const parseHttps: (input: string) => Either<UriError, HttpUri> = schemeParser('https-URI', httpReference(httpsURI), httpReason(true), buildHttp(true))

const wsReason =
  (secure: boolean) =>
  (e: { readonly offset: number }, input: string): SchemeReason => {
    const c = input[e.offset]
    const rule = { scheme: secure ? 'wss' : 'ws', rfc: '6455', section: '3' } as const
    // Section 3: "Fragment identifiers are meaningless in the context of WebSocket URIs and MUST NOT be used on these URIs."
    if (c === '#') return { kind: 'ws-fragment', ...rule }
    if (c === '@') return { kind: 'ws-userinfo', ...rule }
    return { kind: 'ws-form', ...rule }
  }

const buildWs =
  (secure: boolean) =>
  (parts: WsParts, uri: Uri): Either<UriError, WsUri> =>
    right({
      _tag: 'WsUri',
      uri,
      secure,
      host: parts.host,
      port: parts.port?.value ?? (secure ? 443 : 80),
      resourceName: (parts.path.raw === '' ? '/' : parts.path.raw) + (parts.query === null || parts.query.raw === '' ? '' : '?' + parts.query.raw),
    })

/**
 * Parses a ws URI (RFC 6455 section 3): `scheme-violation` for a fragment, a
 * userinfo, or anything but "ws://" host [ ":" port ] path [ "?" query ].
 *
 * @example
 * import { parseWs } from 'typed-uri/schemes'
 * E.isLeft(parseWs('ws://a/b#c'))   // true: RFC 6455 3 forbids a fragment
 *
 * @since 0.2.0
 * @category parsing
 */
export const parseWs: (input: string) => Either<UriError, WsUri> = schemeParser('ws-URI', wsURI, wsReason(false), buildWs(false))

/**
 * Parses a wss URI (RFC 6455 section 3); as `parseWs`.
 *
 * @example
 * import { parseWss } from 'typed-uri/schemes'
 * E.isRight(parseWss('wss://example.com/chat'))   // true
 *
 * @since 0.2.0
 * @category parsing
 */
export const parseWss: (input: string) => Either<UriError, WsUri> = schemeParser('wss-URI', wssURI, wsReason(true), buildWs(true))
