/**
 * The English words for the facts of `readings` and `safeRedirect`: one
 * sentence for each code and reason kind, in the plain register of the form
 * messages (messages-plain.ts: what happened and what to do, no grammar
 * terms), kept in this one table so that they can move into the message
 * catalogs as they are. The facts themselves (readings.ts, redirect.ts) hold
 * no words.
 *
 * @since 0.4.0
 */
import type { ComponentName } from './differ.ts'
import type { ReadingRefusal } from './readings.ts'
import type { RedirectError } from './redirect.ts'

/** Each component as a person names it (messages-plain.ts's names where it has them). */
const PART_NAMES: Readonly<Record<ComponentName, string>> = {
  scheme: 'the part before ":"',
  userinfo: 'the user name or password',
  host: 'the website name',
  port: 'the port number',
  path: 'the path',
  query: 'the part after "?"',
  fragment: 'the part after "#"',
}

/** "a, b and c". */
const listed = (words: readonly string[]): string => (words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`)

const SET_UP_WRONGLY = 'The address could not be checked, because the check is set up wrongly'

/** The sentence of a fact whose reason kind is shared by both kinds of refusal. */
const shared = (e: ReadingRefusal | RedirectError): string | null => {
  const r = e.reason
  switch (r.kind) {
    case 'not-text':
      return 'The address is not text, so it cannot be checked'
    case 'not-a-reference':
      return `The address is not written the way a web address must be: check character ${e.offset + 1}`
    case 'browser-refuses':
      return 'A web browser cannot read the address: check how it is written'
    case 'no-runtime-url':
      return 'The address could not be checked, because this system has no web browser address reader to compare with'
    case 'host-too-long':
      return `The website name is too long to check: it must be ${r.limit.toLocaleString('en-US')} characters or fewer`
    case 'invalid-options':
      if (r.option === 'options') return `${SET_UP_WRONGLY}: its options must be an object`
      if (r.option === 'base') return `${SET_UP_WRONGLY}: "base" must be the full address of this site, like https://example.com/`
      return 'index' in r && r.index !== undefined
        ? `${SET_UP_WRONGLY}: entry ${r.index + 1} of "allow" must be a site written like https://example.com or https://example.com:8443`
        : `${SET_UP_WRONGLY}: "allow" must be a list of sites, each written like https://example.com`
    default:
      return null
  }
}

/**
 * The English sentence for a refusal of `readings` or `safeRedirect`, in plain
 * words: what is wrong and, where there is something to do, what to do.
 *
 * @example
 * const r = safeRedirect({ base: 'https://good.example/' })('//evil.com')
 * E.isLeft(r) && describeRefusal(r.left)   // 'A web browser would go to https://evil.com, which is not this site or a site it allows'
 *
 * @since 0.4.0
 * @category security
 */
export const describeRefusal = (e: ReadingRefusal | RedirectError): string => {
  // A value that is not a fact (from JavaScript, where types do not reach) is worded as one with no reason.
  if (typeof e !== 'object' || e === null || typeof e.reason !== 'object' || e.reason === null) return 'The address could not be checked'
  const words = shared(e)
  if (words !== null) return words
  const r = e.reason
  switch (r.kind) {
    case 'no-base':
      return 'The address is only the end of an address, and there is no full address to read it against'
    case 'script-scheme':
      return `The address runs a script (${r.scheme}:) instead of opening a page, so it cannot be used`
    case 'other-origin':
      if (r.origin === 'null') return r.reader === 'rfc3986' ? 'The address does not name a website, so it cannot be used' : 'A web browser would not open a website with this address'
      return r.reader === 'rfc3986'
        ? `The address leads to ${r.origin}, which is not this site or a site it allows`
        : `A web browser would go to ${r.origin}, which is not this site or a site it allows`
    case 'parsers-disagree':
      return `A web browser would read ${listed(r.components.map((c) => PART_NAMES[c] ?? c))} of the address differently from other programs, so where it leads is not certain`
    case 'path-starts-with-two-slashes':
      return 'The path of the address starts with two slashes, which can lead to another site: remove one'
    default:
      return 'The address could not be checked'
  }
}
