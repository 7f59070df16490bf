/**
 * `typed-uri/registrable-domain`: the registrable domain of a host (the
 * Public Suffix List's "eTLD+1": `example.co.uk` for `a.b.example.co.uk`),
 * by `tldts`, which ships the list compiled into a trie and follows its
 * releases. `tldts` is an optional peer dependency: install it to use this
 * subpath; nothing else of the package loads it, so the core bundle does not
 * carry the list (about 40 KB gzipped).
 *
 * Only the list's ICANN section counts: `x.github.io` has the registrable
 * domain `github.io`, as a registrar sees it (the private section, where
 * `github.io` is itself a suffix, is for cookie and origin scoping, a
 * different question from "which site is this").
 *
 * @example
 * import { registrableDomain } from 'typed-uri/registrable-domain'
 * registrableDomain('a.b.example.co.uk')  // 'example.co.uk'
 *
 * @since 0.3.0
 */
import { getDomain } from 'tldts'

/**
 * The registrable domain of a host name (ICANN section of the Public Suffix
 * List), or null when it has none: an IP address, a public suffix itself
 * (`co.uk`), a single label (`localhost`), or anything that is not a string.
 * Never throws.
 *
 * @since 0.3.0
 * @category model
 * @example
 * import { registrableDomain } from 'typed-uri/registrable-domain'
 *
 * registrableDomain('a.b.example.co.uk')  // 'example.co.uk'
 * registrableDomain('co.uk')              // null
 */
export const registrableDomain = (host: string): string | null => {
  if (typeof host !== 'string' || host === '') return null
  try {
    // Host names are case-insensitive (section 3.2.2); the list is lower case.
    return getDomain(host.toLowerCase(), { allowPrivateDomains: false, extractHostname: false, validateHostname: false })
  } catch {
    return null
  }
}
