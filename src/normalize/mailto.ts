/**
 * mailto's scheme-based normalization (RFC 3986 6.2.3 with RFC 6068): one
 * normal form for the URIs RFC 6068 section 2 calls equivalent,
 *
 *   <mailto:addr1@an.example,addr2@an.example>
 *   <mailto:?to=addr1@an.example,addr2@an.example>
 *   <mailto:addr1@an.example?to=addr2@an.example>
 *
 * ("it is syntactically valid to specify both <to> and an <hfname> whose
 * value is "to""): every recipient of a "to" field moves into the path, after
 * the path's own, field by field in order, and no "to" field is left; the
 * other fields keep their order, their names in lower case ("<hfname> is
 * case-insensitive, but <hfvalue> in general is case-sensitive"); the domain
 * of each address of the path, "cc" and "bcc" is in lower case (ASCII letters
 * only; a domain is case-insensitive, RFC 5321 section 2.4). "cc" and "bcc"
 * are other header fields and are not merged.
 *
 * Only a query made of hfields (section 2: name "=" value, each of qchar) is
 * rearranged, and only without an authority: anything else is no mailto URI
 * of section 2, and only its path's domains are lower-cased.
 *
 * @example
 * mailtoNormalForm on mailto:A@X.Example?To=b@Y.example,c@z&Subject=Hi  // mailto:A@x.example,b@y.example,c@z?subject=Hi
 */
import { makeComponent, makePath, makeReference, type Uri } from '../model/ast.ts'
import { isUcschar } from '../base/code-points.ts'
import { decodeUnreserved, lowerCaseHostText, lowerPlainAscii } from './triplets.ts'

/** The domain of an address (after its last "@") with its ASCII letters in lower case, its triplets' hex digits in upper case. */
const lowerDomain = (address: string): string => {
  const at = address.lastIndexOf('@')
  if (at < 0) return address
  const domain = address.slice(at + 1)
  const normal = lowerCaseHostText(domain)
  return normal === domain ? address : address.slice(0, at + 1) + normal
}

/** A comma-separated list of addresses, each domain in lower case. */
const lowerDomains = (list: string): string => (list.includes(',') ? list.split(',').map(lowerDomain).join(',') : lowerDomain(list))

/** RFC 6068 section 2: qchar = unreserved / pct-encoded / some-delims; in an IRI, ucschar too (RFC 3987's iunreserved). */
const QCHARS = /^(?:[A-Za-z0-9\-._~!$'()*+,;:@]|%[0-9A-Fa-f]{2}|[^\x00-\x7f])*$/u
const NON_ASCII = /[^\x00-\x7f]/gu

const qcharsOnly = (text: string): boolean => QCHARS.test(text) && (!NON_ASCII.test(text) || [...text.matchAll(NON_ASCII)].every((m) => isUcschar(m[0].codePointAt(0) as number)))

/** A header field's name as compared: unreserved triplets decoded, ASCII letters in lower case. */
const fieldName = (raw: string): string => decodeUnreserved(raw).toLowerCase()

/**
 * The normal form of a mailto URI (see the module's comment). The same tree
 * comes back when nothing changes.
 */
export const mailtoNormalForm = (uri: Uri): Uri => {
  const path = uri.path.raw
  const query = uri.query?.raw ?? null
  const fields = query === null || uri.authority !== null ? null : query.split('&')
  if (fields === null || !fields.every((f) => f.includes('=') && qcharsOnly(f.replace('=', '')))) {
    // A path without a capital or a triplet has its domains in lower case already.
    if (lowerPlainAscii(path)) return uri
    const normal = lowerDomains(path)
    return normal === path ? uri : makeReference({ scheme: uri.scheme, authority: uri.authority, path: makePath(normal), query: uri.query, fragment: uri.fragment })
  }
  const recipients: string[] = path === '' ? [] : [path]
  const kept: string[] = []
  for (const f of fields) {
    const eq = f.indexOf('=')
    const name = lowerCaseHostText(f.slice(0, eq))
    const value = f.slice(eq + 1)
    const compared = fieldName(name)
    if (compared === 'to') recipients.push(...value.split(',').filter((a) => a !== ''))
    else kept.push(`${name}=${compared === 'cc' || compared === 'bcc' ? lowerDomains(value) : value}`)
  }
  const normalPath = lowerDomains(recipients.join(','))
  const normalQuery = kept.length === 0 ? null : kept.join('&')
  if (normalPath === path && normalQuery === query) return uri
  return makeReference({
    scheme: uri.scheme,
    authority: null,
    path: normalPath === path ? uri.path : makePath(normalPath),
    query: normalQuery === null ? null : normalQuery === query ? uri.query : makeComponent(normalQuery),
    fragment: uri.fragment,
  })
}
