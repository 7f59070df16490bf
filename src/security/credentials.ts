/**
 * Where a URI carries credentials, as each client reads it (section 7.5).
 *
 * RFC 3986 reads user information only after "//" (section 3.2). A WHATWG URL
 * parser (fetch, browsers, Node's URL) reads a special URL (http, https, ws,
 * wss, ftp) with any number of slashes, or none, before the authority:
 * `http:me:secret@example.com/`, `http:/me:secret@…` and `http:///me:secret@…`
 * all send the user "me" and the password "secret" to example.com, where RFC
 * 3986 reads a path. Both readings split the user from the password at the
 * first ":"; a server that decodes the user name also splits it at an encoded
 * one, so `me%3Asecret@` holds a password too.
 *
 * @since 0.2.0
 */
import type { UriReference } from '../model/ast.ts'
import { serialize } from '../model/serialize.ts'

/** Credentials found in the text of a reference (offsets into `serialize(ref)`). */
export interface Credentials {
  /** Who reads them there: RFC 3986 (the userinfo component) or a WHATWG parser. */
  readonly reader: 'rfc3986' | 'whatwg'
  /** The user information: from its first character to the end, before the "@". */
  readonly start: number
  readonly end: number
  /** Where the password starts (after the first ":", literal or encoded), or -1 when there is none. */
  readonly password: number
  /** True when the separator is an encoded ":" (%3A). */
  readonly encodedColon: boolean
}

/** Schemes whose URLs a WHATWG parser reads as "special": slashes optional, credentials before the host. */
export const WHATWG_SPECIAL = new Set(['http', 'https', 'ws', 'wss', 'ftp'])

const ENCODED_COLON = /%3a/i

/** The password of user information at [start, end) of the text: where it starts, and whether its ":" is encoded. */
const passwordOf = (text: string, start: number, end: number): { readonly password: number; readonly encodedColon: boolean } => {
  const info = text.slice(start, end)
  const colon = info.indexOf(':')
  if (colon >= 0) return { password: start + colon + 1, encodedColon: false }
  const m = ENCODED_COLON.exec(info)
  return m === null ? { password: -1, encodedColon: false } : { password: start + m.index + 3, encodedColon: true }
}

/** The end of a WHATWG authority that starts at `from`: the first "/", "\", "?" or "#". */
const authorityEnd = (text: string, from: number): number => {
  let i = from
  while (i < text.length && !'/\\?#'.includes(text[i])) i++
  return i
}

/** The credentials of a reference in each reading, and the text they are offsets into. */
export const credentialsOf = (ref: UriReference): { readonly text: string; readonly found: readonly Credentials[] } => {
  const text = serialize(ref)
  const found: Credentials[] = []
  const schemeLength = ref._tag === 'Uri' ? ref.scheme.raw.length + 1 : 0
  const u = ref.authority?.userinfo
  if (u !== null && u !== undefined) {
    const start = schemeLength + 2
    found.push({ reader: 'rfc3986', start, end: start + u.raw.length, ...passwordOf(text, start, start + u.raw.length) })
  }
  if (ref._tag === 'Uri' && WHATWG_SPECIAL.has(ref.scheme.raw.toLowerCase())) {
    let from = schemeLength
    while (text[from] === '/' || text[from] === '\\') from++
    const end = authorityEnd(text, from)
    const at = text.lastIndexOf('@', end - 1)
    if (at >= from) {
      const same = found.length === 1 && found[0].start === from && found[0].end === at
      if (!same) found.push({ reader: 'whatwg', start: from, end: at, ...passwordOf(text, from, at) })
    }
  }
  return { text, found }
}
