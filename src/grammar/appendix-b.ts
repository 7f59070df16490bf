/**
 * The tree of a reference its entry rule has already accepted, read by the
 * split of RFC 3986 Appendix B ("Parsing a URI Reference with a Regular
 * Expression"):
 *
 *   ^(([^:/?#]+):)?(//([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?
 *    12            3  4          5       6  7        8 9
 *
 * Appendix B: "the following line is the regular expression for breaking-down
 * a well-formed URI reference into its components". Once the regex back end
 * has said the input is well-formed, its components are where the delimiters
 * put them, and so are the authority's parts: `splitAccepted` finds them in
 * one scan (`normalizeText` and `resolveText` read no more), and `acceptedReference` makes
 * `parse`'s tree at them instead of the build functions' second pass through
 * the grammar. The nodes are made by the very actions the grammar builds
 * with (actions.ts), and spec/grammar/appendix-b.spec.ts checks the tree equals
 * the build functions' on every entry rule of every grammar (RFC 3987 IRIs
 * and RFC 6874 zones split at the same delimiters).
 */
import type { Authority, Component, Host, Path, Port, RelativeRef, Uri } from '../model/ast.ts'
import type { HostKind } from '../model/components.ts'
import * as A from './actions.ts'
import { matchWholeIPv4address } from './read/index.ts'
import { type Capture, LONG_INPUT, table } from './shared.ts'

const COLON = 0x3a
const SLASH = 0x2f
const QUESTION = 0x3f
const HASH = 0x23
const AT = 0x40
const OPEN_BRACKET = 0x5b
const CLOSE_BRACKET = 0x5d
const PERCENT = 0x25
/** ASCII but "/", "?", "#", ":", "@", "]", "%" and the capitals: what `splitAccepted`'s authority scan passes over. */
const PLAIN: Uint8Array = /* @__PURE__ */ table('ffffffff7df7ffb70000008dffffffff')

/** IP-literal = "[" ( IPv6address / IPv6addrz / IPvFuture ) "]" (3.2.2; RFC 6874 section 2), between start and end. */
const ipLiteral = (input: string, start: number, end: number): Host => {
  const first = input.charCodeAt(start + 1)
  if (first === 0x76 || first === 0x56) {
    // IPvFuture = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" ): HEXDIG has no ".".
    const dot = input.indexOf('.', start)
    return A.ipLiteralNode(input, start, end, '[', A.ipvFutureParts('v', input.slice(start + 2, dot), '.', input.slice(dot + 1, end - 1)))
  }
  // IPv6addrz = IPv6address "%25" ZoneID: an IPv6address has no "%".
  const inside = input.slice(start + 1, end - 1)
  const pct = inside.indexOf('%')
  if (pct < 0) return A.ipLiteralNode(input, start, end, '[', inside)
  return A.ipLiteralNode(input, start, end, '[', A.zonedAddressParts(inside.slice(0, pct), '%25', A.zoneNode(inside.slice(pct + 3))))
}

/**
 * host = IP-literal / IPv4address / reg-name (3.2.2), the kind of an accepted
 * host's text: "[v" starts an IPvFuture literal and any other "[" an IPv6 one;
 * a host that matches IPv4address is one; the rest is a reg-name.
 */
export const hostKindAt = (input: string, start: number, end: number): HostKind =>
  input.charCodeAt(start) === OPEN_BRACKET ? ((input.charCodeAt(start + 1) | 0x20) === 0x76 ? 'ipvfuture' : 'ipv6') : isIPv4At(input, start, end) ? 'ipv4' : 'reg-name'

/** Whether an accepted host that is no IP literal is an IPv4address (a reg-name may look like one but for a part: "1.2.3.4.5", "1.2.3"). */
const isIPv4At = (input: string, start: number, end: number): boolean => {
  const first = input.charCodeAt(start)
  return first >= 0x30 && first <= 0x39 && matchWholeIPv4address(input.slice(start, end), 0) === end - start
}

/**
 * The host node of an accepted host's text, by its kind as `hostKindAt` tells
 * it, read in the order that costs least: most hosts are reg-names that start
 * with a letter, which neither "[" nor a digit asks more of.
 */
const hostAt = (input: string, start: number, end: number): Host => {
  if (input.charCodeAt(start) === OPEN_BRACKET) return ipLiteral(input, start, end)
  return isIPv4At(input, start, end) ? A.ipv4Node(start, end, input) : A.regNameNode(input, start, end, input.slice(start, end))
}

/**
 * Where Appendix B's split puts the components of an accepted input. The
 * authority, when there is one, runs from `schemeEnd + 3` (after the scheme's
 * ":" and "//") to `pathStart`; its userinfo ends at `hostStart - 1` ("@")
 * when `hostStart` is past the authority's start, and its port starts at
 * `hostEnd + 1` when `hostEnd` is before `pathStart`. The query runs from
 * `pathEnd + 1` to `hash` when `pathEnd < hash`, the fragment from `hash + 1`
 * when `hash` is before the end.
 */
export interface Split {
  /** The scheme's ":", or -1 for a relative reference. */
  readonly schemeEnd: number
  /** -1 when there is no authority. */
  readonly hostStart: number
  readonly hostEnd: number
  readonly pathStart: number
  readonly pathEnd: number
  /** The fragment's "#", or the input's length. */
  readonly hash: number
  /**
   * The last upper-case ASCII letter or "%" of the authority, or -1: at or past
   * `hostStart` exactly when the host holds one (a port holds digits alone), so
   * `normalizeText` knows a host already in lower case without reading it again.
   */
  readonly authorityMark: number
}

/**
 * The split of an input its entry rule (URI-reference, URI, absolute-URI or
 * relative-ref, of RFC 3986 or RFC 3987, with or without zones) accepts. Only
 * for such an input: of any other, the split is meaningless.
 */
export const splitAccepted = (input: string): Split => {
  const L = input.length
  let p = 0
  // scheme ":": the first ":" before any "/", "?" or "#" (a relative reference's first segment has no ":", 4.2)
  let schemeEnd = -1
  for (let i = 0; i < L; i++) {
    const c = input.charCodeAt(i)
    if (c === COLON) {
      schemeEnd = i
      p = i + 1
      break
    }
    if (c === SLASH || c === QUESTION || c === HASH) break
  }
  // "//" authority = [ userinfo "@" ] host [ ":" port ] (3.2): up to the next "/", "?" or "#".
  // Neither userinfo nor host holds "@", so the first one ends the userinfo; port is digits,
  // and a host holds ":" only inside brackets, so the last ":" starts the port when it comes
  // after both the userinfo and the brackets.
  let hostStart = -1
  let hostEnd = -1
  let authorityMark = -1
  if (input.charCodeAt(p) === SLASH && input.charCodeAt(p + 1) === SLASH) {
    let end = p + 2
    let at = -1
    let colon = -1
    let bracket = -1
    for (; end < L; end++) {
      const c = input.charCodeAt(end)
      // Most of an authority reads nothing here (letters, digits, "."): one table read each.
      if (c >= 128 || PLAIN[c] === 1) continue
      if (c === SLASH || c === QUESTION || c === HASH) break
      if (c === COLON) colon = end
      else if (c === AT && at < 0) at = end
      else if (c === CLOSE_BRACKET) bracket = end
      else if (c === PERCENT || (c <= 0x5a && c >= 0x41)) authorityMark = end
    }
    hostStart = at < 0 ? p + 2 : at + 1
    hostEnd = colon >= hostStart && colon > bracket ? colon : end
    p = end
  }
  // path: up to the first "?" or "#"; "?" query: up to the first "#"; "#" fragment: the rest
  // (found by the engine's own search, which costs less than a loop here over the path)
  const found = input.indexOf('#', p)
  const hash = found < 0 ? L : found
  const question = input.indexOf('?', p)
  return { schemeEnd, hostStart, hostEnd, pathStart: p, pathEnd: question >= 0 && question < hash ? question : hash, hash, authorityMark }
}

/** The tree of an input its entry rule accepts (see `splitAccepted`): only for such an input. */
export const acceptedReference = (input: string): Uri | RelativeRef => {
  const { schemeEnd, hostStart, hostEnd, pathStart, pathEnd, hash } = splitAccepted(input)
  return treeAt(input, null, 0, schemeEnd, hostStart, hostEnd, pathStart, pathEnd, hash)
}

/**
 * The tree of an accepted input at the places `Split` names, by the actions
 * the grammar builds with; with a match `m` (`capturedReference`, its
 * authority's group at `a`), the components' text is the groups'.
 */
const treeAt = (
  input: string,
  m: RegExpExecArray | null,
  a: number,
  schemeEnd: number,
  hostStart: number,
  hostEnd: number,
  pathStart: number,
  pathEnd: number,
  hash: number,
): Uri | RelativeRef => {
  const L = input.length
  let authority: Authority | null = null
  if (hostStart >= 0) {
    const start = schemeEnd + 3
    authority = A.authorityNode(
      input,
      start,
      pathStart,
      hostStart > start ? componentIn(input, m, a + 1, start, hostStart - 1) : null,
      hostAt(input, hostStart, hostEnd),
      hostEnd < pathStart ? A.portNode(input, hostEnd + 1, pathStart, input.slice(hostEnd + 1, pathStart)) : null,
    )
  }
  const path = A.pathNode(pathStart, pathEnd, input)
  const query = pathEnd < hash ? componentIn(input, m, a + 3, pathEnd + 1, hash) : null
  const fragment = hash < L ? componentIn(input, m, a + 4, hash + 1, L) : null
  const parts = authority === null ? A.pathOnlyParts(path) : A.withAuthorityParts('//', authority, path)
  return schemeEnd < 0 ? A.relativeRefNode(input, 0, L, parts, query, fragment) : A.uriNode(input, 0, L, componentIn(input, m, 1, 0, schemeEnd), ':', parts, query, fragment)
}

/**
 * A component from start to end (3.1, 3.2.1, 3.4, 3.5), as the grammar's `componentAt` makes it;
 * its text group k's when a match `m` captured it (not a second copy of it), else the input's.
 */
const componentIn = (input: string, m: RegExpExecArray | null, k: number, start: number, end: number): Component =>
  m === null ? A.componentAt(start, end, input) : { raw: m[k] as string, start, end }

/**
 * The tree of a reference from one match of its entry rule's capturing
 * expression (tools/grammar/regex.ts's `capture<Name>`): the groups sit
 * at Appendix B's components and the authority's parts but the host, in the
 * order of the grammar: scheme, authority, userinfo, port, query, fragment
 * (of a URI, from group 1; of a relative reference, from the group after the
 * URI's six, when the rule has that form too). `parse`, `parseURI` and
 * `parseIRIReference` read so (an IRI's with the `u` flag). The
 * spans follow from the groups' lengths, read from the ends inwards: a
 * fragment ends the input, a query ends where its fragment's "#" is, a port
 * ends its authority. `parse` reads an input with this expression in place of
 * the test and `splitAccepted`: about 0.9 of their time on the bench's inputs
 * (`d` flag indices allocated twice that time). Null when the match does not
 * reach the end (the expression may have taken a way that ends early, see
 * shared.ts's `regexRead`), on an input longer than `LONG_INPUT`, or should
 * the engine's stack run out: the explaining function's walk then decides.
 */
export const capturedReference = ({ source, flags }: Capture): ((input: string) => Uri | RelativeRef | null) => {
  let rx: RegExp | null = null
  return (input) => {
    const L = input.length
    if (L > LONG_INPUT) return null
    let m: RegExpExecArray | null
    try {
      // Sticky, without the root's final "$" (the end is checked below), as `regexRead` reads.
      rx ??= new RegExp(source(), `${flags}y`)
      rx.lastIndex = 0
      m = rx.exec(input)
    } catch {
      return null
    }
    if (m === null || rx.lastIndex !== L) return null
    // Each group's length, -1 for one that took no part: then the sums below fall on the split's own values.
    const schemeEnd = lengthOf(m[1])
    // A relative reference's groups follow a URI's (a rule without that form never matches without a scheme).
    const a = schemeEnd < 0 ? URI_GROUPS + 1 : 2
    const authority = lengthOf(m[a])
    const start = schemeEnd + 3
    const pathStart = authority < 0 ? schemeEnd + 1 : start + authority
    const hash = L - lengthOf(m[a + 4]) - 1
    return treeAt(input, m, a, schemeEnd, authority < 0 ? -1 : start + lengthOf(m[a + 1]) + 1, pathStart - lengthOf(m[a + 2]) - 1, pathStart, hash - lengthOf(m[a + 3]) - 1, hash)
  }
}

/** A URI's groups in a capturing expression: scheme, authority, userinfo, port, query, fragment. */
const URI_GROUPS = 6

/** A group's length, or -1 when it took no part in the match. */
const lengthOf = (group: string | undefined): number => (group === undefined ? -1 : group.length)

/*
 * The node of a whole input that one component's rule has accepted (the
 * setters read a new component so): the span is the whole input, and only a
 * host has parts to tell apart, by the same reading as inside a reference.
 */

/** scheme, userinfo, query or fragment (3.1, 3.2.1, 3.4, 3.5). */
export const acceptedComponent = (input: string): Component => A.componentAt(0, input.length, input)

/** host (3.2.2): an IP literal, an IPv4 address or a reg-name. */
export const acceptedHost = (input: string): Host => hostAt(input, 0, input.length)

/** port (3.2.3). */
export const acceptedPort = (input: string): Port => A.portNode(input, 0, input.length, input)

/** A path (3.3). */
export const acceptedPath = (input: string): Path => A.pathNode(0, input.length, input)
