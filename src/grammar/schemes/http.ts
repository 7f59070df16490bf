/**
 * RFC 9110 section 4.2 (http, https) and RFC 6455 section 3 (ws, wss): the
 * URI rules of the web's schemes, built from RFC 3986's rules.
 *
 *   http-URI  = "http" "://" authority path-abempty [ "?" query ]     (RFC 9110 4.2.1)
 *   https-URI = "https" "://" authority path-abempty [ "?" query ]    (RFC 9110 4.2.2)
 *   ws-URI    = "ws:" "//" host [ ":" port ] path [ "?" query ]        (RFC 6455 3)
 *   wss-URI   = "wss:" "//" host [ ":" port ] path [ "?" query ]
 *     where RFC 6455's path is RFC 3986's path-abempty
 *
 * Neither has a fragment: RFC 9110 4.2.5 leaves it to the protocol element
 * that holds the URI (`httpReference` adds it), RFC 6455 forbids it.
 */
import type { Authority, Component, Host, Path, Port } from '../../model/ast.ts'
import { authority, port } from '../authority.ts'
import { host } from '../host.ts'
import { literal, optional, rule, seqNode, then, type Rule } from '../internal.ts'
import { pathAbempty } from '../path.ts'
import { fragment, query } from '../query-fragment.ts'

/** The parts of an http or https URI as its rule reads them. */
export interface HttpParts {
  readonly authority: Authority
  readonly path: Path
  readonly query: Component | null
  readonly fragment: Component | null
}

const httpRule = (name: string, scheme: string): Rule<HttpParts> =>
  rule(
    name,
    seqNode([literal(scheme), literal('://'), authority, pathAbempty, optional(then(literal('?'), query))], (_i, _s, _e, _scheme, _sep, a: Authority, path: Path, q: Component | null) => ({
      authority: a,
      path,
      query: q,
      fragment: null,
    })),
  )

/**
 * http-URI = "http" "://" authority path-abempty [ "?" query ]
 *
 * @since 0.2.0
 * @category grammar
 */
export const httpURI: Rule<HttpParts> = httpRule('http-URI', 'http')

/**
 * https-URI = "https" "://" authority path-abempty [ "?" query ]
 *
 * @since 0.2.0
 * @category grammar
 */
export const httpsURI: Rule<HttpParts> = httpRule('https-URI', 'https')

/**
 * An http or https URI with the fragment a reference may add (RFC 9110 4.2.5): `( http-URI / https-URI ) [ "#" fragment ]`.
 *
 * @example
 * import { httpReference, httpURI } from 'typed-uri/schemes'
 * httpReference(httpURI).parse('http://a/b#c').status   // true
 *
 * @since 0.2.0
 * @category grammar
 */
export const httpReference = (uri: Rule<HttpParts>): Rule<HttpParts> =>
  seqNode([uri, optional(then(literal('#'), fragment))], (_i, _s, _e, parts: HttpParts, f: Component | null) => ({ ...parts, fragment: f }))

/** The parts of a ws or wss URI as its rule reads them. */
export interface WsParts {
  readonly host: Host
  readonly port: Port | null
  readonly path: Path
  readonly query: Component | null
}

const wsRule = (name: string, scheme: string): Rule<WsParts> =>
  rule(
    name,
    seqNode(
      [literal(scheme), literal('//'), host, optional(then(literal(':'), port)), pathAbempty, optional(then(literal('?'), query))],
      (_i, _s, _e, _scheme, _sep, h: Host, p: Port | null, path: Path, q: Component | null) => ({ host: h, port: p, path, query: q }),
    ),
  )

/**
 * ws-URI = "ws:" "//" host [ ":" port ] path [ "?" query ]
 *
 * @since 0.2.0
 * @category grammar
 */
export const wsURI: Rule<WsParts> = wsRule('ws-URI', 'ws:')

/**
 * wss-URI = "wss:" "//" host [ ":" port ] path [ "?" query ]
 *
 * @since 0.2.0
 * @category grammar
 */
export const wssURI: Rule<WsParts> = wsRule('wss-URI', 'wss:')
