/**
 * Section 7.5, Sensitive Information: "Applications should not render as
 * clear text any data after the first colon (":") character found within a
 * userinfo subcomponent unless the data after the colon is the empty string."
 *
 * Masked here: every password that either reading of the URI would send
 * (credentials.ts): the one in RFC 3986's userinfo, the one a WHATWG parser
 * reads before the host of `http:me:secret@example.com/` (a path to RFC
 * 3986), and the one after an encoded ":" (`me%3Asecret@`).
 *
 * @since 0.1.0
 */
import { sameKind, type SameKindMap, type UriReference } from '../model/ast.ts'
import { parse } from '../reading/parse.ts'
import { credentialsOf } from './credentials.ts'

/**
 * What a redacted password is replaced by.
 *
 * @since 0.1.0
 * @category security
 */
export const REDACTED = '***'

/**
 * The reference with every password masked, for logs and display; the same
 * reference when it holds none. A masked reference is its masked text parsed
 * again, so its spans are offsets into `serialize(redact(ref))`.
 *
 * @example
 * pipe(parse('http://me:secret@a/'), E.map(redact), E.map(serialize))   // Right('http://me:***@a/')
 *
 * @since 0.1.0
 * @category security
 */
export const redact: SameKindMap = sameKind((ref: UriReference): UriReference => {
  const { text, found } = credentialsOf(ref)
  const masks = found
    .filter((c) => c.password >= 0 && c.password < c.end)
    .map((c) => [c.password, c.end] as const)
    .sort((a, b) => b[0] - a[0])
  if (masks.length === 0) return ref
  let out = text
  let limit = Infinity
  for (const [from, to] of masks) {
    if (to > limit) continue
    out = out.slice(0, from) + REDACTED + out.slice(to)
    limit = from
  }
  const r = parse(out)
  return r._tag === 'Right' ? r.right : ref
})
