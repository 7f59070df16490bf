/**
 * Rebuilding a reference with some of its components' text changed, keeping
 * every node that did not change (so a normalizer that changes nothing gives
 * back the very same reference). The normalizers of section 6 are written as
 * maps over component text with it.
 */
import {
  makeAuthority,
  makeComponent,
  makePath,
  makeReference,
  sameKind,
  schemeOf,
  type Authority,
  type Component,
  type Host,
  type Port,
  type SameKindMap,
  type UriReference,
} from '../model/ast.ts'

type TextMap = (text: string) => string

/** What to do to each component; a missing entry leaves that component alone. */
export interface ComponentMaps {
  readonly scheme?: TextMap
  readonly userinfo?: TextMap
  readonly host?: (host: Host) => Host
  /** The port, or null to drop it (and its ":"). */
  readonly port?: (port: Port) => Port | null
  readonly path?: TextMap
  readonly query?: TextMap
  readonly fragment?: TextMap
}

const mapComponent = (c: Component | null, f: TextMap | undefined): Component | null => {
  if (c === null || f === undefined) return c
  const raw = f(c.raw)
  return raw === c.raw ? c : makeComponent(raw)
}

const mapAuthority = (a: Authority | null, maps: ComponentMaps): Authority | null => {
  if (a === null) return null
  const userinfo = mapComponent(a.userinfo, maps.userinfo)
  const host = maps.host === undefined ? a.host : maps.host(a.host)
  const port = a.port === null || maps.port === undefined ? a.port : maps.port(a.port)
  return userinfo === a.userinfo && host === a.host && port === a.port ? a : makeAuthority(userinfo, host, port)
}

/** Applies the maps to a reference's components. */
export const mapComponents = (maps: ComponentMaps): SameKindMap =>
  sameKind((ref: UriReference): UriReference => {
    const s = schemeOf(ref)
    const scheme = mapComponent(s, maps.scheme)
    const authority = mapAuthority(ref.authority, maps)
    const pathRaw = maps.path === undefined ? ref.path.raw : maps.path(ref.path.raw)
    const path = pathRaw === ref.path.raw ? ref.path : makePath(pathRaw)
    const query = mapComponent(ref.query, maps.query)
    const fragment = mapComponent(ref.fragment, maps.fragment)
    if (scheme === s && authority === ref.authority && path === ref.path && query === ref.query && fragment === ref.fragment) return ref
    return makeReference({ scheme, authority, path, query, fragment })
  })

/** A host with its text changed: the IP literal's address follows; IPv4 hosts are digits and stay. */
export const mapHostText =
  (f: TextMap) =>
  (h: Host): Host => {
    if (h._tag === 'IPv4') return h
    const raw = f(h.raw)
    if (raw === h.raw) return h
    switch (h._tag) {
      case 'IPv6': {
        // A zone identifier (RFC 6874) is not part of the address's text: `mapZone` is its own step.
        if (h.zone === undefined) return { _tag: 'IPv6', raw, start: -1, end: -1, address: raw.slice(1, -1), pieces: h.pieces }
        const address = f(`[${h.address}]`).slice(1, -1)
        return address === h.address ? h : { _tag: 'IPv6', raw: `[${address}%25${h.zone.raw}]`, start: -1, end: -1, address, pieces: h.pieces, zone: h.zone }
      }
      case 'IPvFuture': {
        const inner = raw.slice(2, -1)
        const dot = inner.indexOf('.')
        return { _tag: 'IPvFuture', raw, start: -1, end: -1, version: inner.slice(0, dot), address: inner.slice(dot + 1) }
      }
      case 'RegName':
        return { _tag: 'RegName', raw, start: -1, end: -1 }
    }
  }

/**
 * An IPv6 literal's zone identifier (RFC 6874) with its text changed; any
 * other host as it is. A ZoneID is `1*( unreserved / pct-encoded )`, text of
 * the URI like any other, so the triplet steps of 6.2.2.1-6.2.2.2 apply to it;
 * its decoded value does not change under them.
 */
export const mapZone =
  (f: TextMap) =>
  (h: Host): Host => {
    if (h._tag !== 'IPv6' || h.zone === undefined) return h
    const zone = f(h.zone.raw)
    if (zone === h.zone.raw) return h
    return { _tag: 'IPv6', raw: `[${h.address}%25${zone}]`, start: -1, end: -1, address: h.address, pieces: h.pieces, zone: { raw: zone, value: h.zone.value } }
  }
