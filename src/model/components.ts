/**
 * A reference as a flat record of its five components (section 3), each as
 * written in the input, null when absent. IP-literal hosts are given without
 * their brackets.
 *
 * @example
 * toComponents(parse('foo://example.com:8042/over/there?name=ferret#nose').right)
 * // { kind: 'uri', scheme: 'foo', userinfo: null, host: 'example.com', hostKind: 'reg-name',
 * //   port: '8042', path: '/over/there', query: 'name=ferret', fragment: 'nose' }
 *
 * @since 0.1.0
 */
import type { Host, UriReference } from './ast.ts'

/**
 * @since 0.1.0
 * @category model
 */
export type HostKind = 'ipv4' | 'ipv6' | 'ipvfuture' | 'reg-name'

/**
 * @since 0.1.0
 * @category model
 */
export interface Components {
  readonly kind: 'uri' | 'relative'
  readonly scheme: string | null
  readonly userinfo: string | null
  readonly host: string | null
  readonly hostKind: HostKind | null
  readonly port: string | null
  readonly path: string
  readonly query: string | null
  readonly fragment: string | null
}

const HOST_KINDS: Readonly<Record<Host['_tag'], HostKind>> = {
  IPv4: 'ipv4',
  IPv6: 'ipv6',
  IPvFuture: 'ipvfuture',
  RegName: 'reg-name',
}

/**
 * The host as written, without the brackets of an IP-literal.
 *
 * @example
 * pipe(parse('http://[::1]:80/'), E.map((r) => (r.authority ? hostText(r.authority.host) : null)))   // Right('::1')
 *
 * @since 0.1.0
 * @category serialization
 */
export const hostText = (host: Host): string => (host._tag === 'IPv6' || host._tag === 'IPvFuture' ? host.raw.slice(1, -1) : host.raw)

/**
 * The host's kind, as a lower-case word.
 *
 * @example
 * pipe(parse('http://[::1]/'), E.map((r) => (r.authority ? hostKind(r.authority.host) : null)))   // Right('ipv6')
 *
 * @since 0.1.0
 * @category serialization
 */
export const hostKind = (host: Host): HostKind => HOST_KINDS[host._tag]

/**
 * The flat record of a reference's components.
 *
 * @example
 * pipe(parse('http://a:8080/b?c'), E.map(toComponents))
 * // Right({ kind: 'uri', scheme: 'http', userinfo: null, host: 'a', hostKind: 'reg-name', port: '8080', path: '/b', query: 'c', fragment: null })
 *
 * @since 0.1.0
 * @category serialization
 */
export const toComponents = (ref: UriReference): Components => {
  const a = ref.authority
  return {
    kind: ref._tag === 'Uri' ? 'uri' : 'relative',
    scheme: ref._tag === 'Uri' ? ref.scheme.raw : null,
    userinfo: a?.userinfo?.raw ?? null,
    host: a === null ? null : hostText(a.host),
    hostKind: a === null ? null : hostKind(a.host),
    port: a?.port?.raw ?? null,
    path: ref.path.raw,
    query: ref.query?.raw ?? null,
    fragment: ref.fragment?.raw ?? null,
  }
}
