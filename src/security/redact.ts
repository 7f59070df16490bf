/**
 * Section 7.5, Sensitive Information: "Applications should not render as
 * clear text any data after the first colon (":") character found within a
 * userinfo subcomponent unless the data after the colon is the empty string."
 *
 * @since 0.1.0
 */
import { makeAuthority, makeComponent, type UriReference } from '../ast.ts'

/** What a redacted password is replaced by. */
export const REDACTED = '***'

/** The reference with the password of its userinfo masked, for logs and display. */
export const redact = (ref: UriReference): UriReference => {
  const a = ref.authority
  const u = a?.userinfo
  if (a === null || u === null || u === undefined) return ref
  const colon = u.raw.indexOf(':')
  if (colon < 0 || colon === u.raw.length - 1) return ref
  const userinfo = makeComponent(u.raw.slice(0, colon + 1) + REDACTED)
  return { ...ref, start: -1, end: -1, authority: makeAuthority(userinfo, a.host, a.port) }
}
