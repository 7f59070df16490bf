/**
 * The English sentences of a web address's faults (RFC 9110 section 4.2, a
 * scheme that runs code, and a scheme a form does not list): technical (the
 * rule and its section) and plain (what to do, in a form's words, no rule names).
 *
 * @since 0.4.0
 */
import { notPublicPlace, type NotPublicWhy, type WebFault } from '../../reading/web.ts'
import type { Catalog } from '../catalog.ts'

const EXAMPLE = 'https://www.example.com'

/** The schemes a form lists, for a technical sentence: "none is", "only https is", "one of https, mailto are". */
const acceptedList = (allowed: readonly string[]): string => (allowed.length === 0 ? 'none is' : allowed.length === 1 ? `only ${allowed[0]} is` : `one of ${allowed.join(', ')} are`)

/** "a" or "a or b" or "a, b or c". */
const either = (items: readonly string[]): string => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`)

/** Whether a form's list of schemes holds web schemes only (its sentence then asks for a web address). */
const webOnly = (allowed: readonly string[]): boolean => allowed.length > 0 && allowed.every((s) => s === 'https' || s === 'http')

/** The classes of RFC 6890's special-purpose addresses and RFC 6761's names, as a technical sentence names them. */
const CLASS_WORDS: { readonly [W in NotPublicWhy]: string } = {
  loopback: 'a loopback',
  private: 'a private-use',
  'link-local': 'a link-local',
  'unique-local': 'a unique-local',
  'site-local': 'a site-local',
  unspecified: 'the unspecified',
  shared: 'a shared (carrier-grade NAT)',
  multicast: 'a multicast',
  broadcast: 'the broadcast',
  documentation: 'a documentation',
  reserved: 'a reserved',
  metadata: "a cloud provider's instance-metadata",
  'single-label': 'a single-label',
}

/** Whether what a client reads in a host is an address (an IPv4 address, an IPv6 literal), not a name. */
const isAddress = (text: string): boolean => text.startsWith('[') || /^[0-9]+\.[0-9]+\.[0-9]+\.[0-9]+$/.test(text)

const notPublicTechnical = (f: WebFault): string => {
  const why = f.why ?? 'reserved'
  if (why === 'single-label')
    return `The host "${f.text}" is a single label, which a resolver completes from its local search list: it names no public site (a public host name has a dot, like example.com).`
  const address = f.address ?? f.text
  if (/^\[v/i.test(address))
    return `The host "${f.text}" is an IPvFuture literal, a format reserved for versions of IP to come (RFC 3986 section 3.2.2) that no client reaches; only a public site is accepted here.`
  const kind = isAddress(address) ? 'address (RFC 6890)' : 'name (RFC 6761)'
  const read = address === f.text.toLowerCase() ? '' : ` read by clients as ${address},`
  return `The host "${f.text}" is${read} ${CLASS_WORDS[why] ?? 'a special-use'} ${kind}; only a public site is accepted here.`
}

export const technicalFaults: Catalog['faults'] = {
  'script-scheme': (f) => `The scheme "${f.text}" runs code when the link is followed (a script, or a document that may hold one); it is refused here.`,
  'scheme-not-allowed': (f) =>
    f.allowed === undefined
      ? `The scheme "${f.text}" is not a web scheme; only http and https are accepted (RFC 9110 section 4.2).`
      : `The scheme "${f.text}" is not allowed here; ${acceptedList(f.allowed)} accepted.`,
  'no-host': () => 'An http or https URI with an empty host is invalid, and a recipient MUST reject it (RFC 9110 sections 4.2.1 and 4.2.2).',
  'userinfo-not-allowed': (f) => `The user information "${f.text}" before the host is deprecated in http and https URIs and refused here (RFC 9110 section 4.2.4).`,
  'port-out-of-range': (f) => `The port ${f.text} is over 65535, the largest port number (ports are 16-bit).`,
  'not-public': notPublicTechnical,
}

/** Where a special-use address leads, in a form's words. */
const LEADS_TO = {
  self: 'This address leads to the computer itself, not to a public website',
  local: 'This address leads to a private or local network, not to a public website',
  reserved: 'This address is reserved and leads to no public website',
} as const

const notPublicPlain = (f: WebFault): string => {
  const place = notPublicPlace(f.why)
  if (place === 'single-label') return `Enter the whole name of a public website, like ${EXAMPLE}: "${f.text}" on its own is not one`
  return `${LEADS_TO[place]}: enter the address of a public website, like ${EXAMPLE}`
}

export const plainFaults: Catalog['faults'] = {
  'script-scheme': (f) =>
    f.web
      ? `Enter a web address that starts with https://, like ${EXAMPLE}. Addresses that run a script are not accepted.`
      : 'Enter a different address: addresses that run a script are not accepted.',
  'scheme-not-allowed': (f) => {
    if (f.allowed === undefined) return `Enter a web address that starts with https:// or http://, like ${EXAMPLE}`
    if (f.allowed.length === 0) return 'Enter a different address: this form accepts none'
    if (webOnly(f.allowed)) return `Enter a web address that starts with ${either(f.allowed.map((s) => `${s}://`))}, like ${f.allowed.includes('https') ? EXAMPLE : 'http://www.example.com'}`
    return `Enter an address that starts with ${either(f.allowed.map((s) => `${s}:`))}`
  },
  'no-host': () => `Enter the name of the website after https://, like ${EXAMPLE}`,
  'userinfo-not-allowed': (f) => `Remove "${f.text}@" from the address: a web address cannot hold a user name or password.`,
  'port-out-of-range': (f) => `The port number ${f.text} is too big. Use a number from 0 to 65535, or remove ":${f.text}".`,
  'not-public': notPublicPlain,
}
