/**
 * `typed-uri/registrable-domain`: the registrable domain of a host (the
 * Public Suffix List's "eTLD+1": `example.co.uk` for `a.b.example.co.uk`),
 * by `tldts`, which ships the list compiled into a trie and follows its
 * releases. `tldts` is an optional peer dependency: install it to use this
 * subpath; nothing else of the package loads it, so the core bundle does not
 * carry the list (about 40 KB gzipped).
 *
 * The host is read first as a client reads it, so that one site has one
 * answer: the URL Standard's host parser, through the runtime's own URL
 * parser, as `policy` reads hosts (security/host-reading.ts's
 * `platformRegName`): percent-decoded, read as UTF-8, mapped by UTS #46
 * (case, width, ignorable code points, the ideographic full stops) and
 * written in A-labels. `é.com`, `%C3%A9.com`, `XN--9CA.com` and `ｅ.com`'s
 * kin all answer in ASCII (`xn--9ca.com`). A host the client reads as an
 * IPv4 address, in any of the forms it reads (`0x7f.1`, `0177.0.0.1`,
 * `2130706433`, and any name whose last label is a number: the URL
 * Standard's "ends in a number" rule), an IP literal, a host the client
 * refuses, and a host with an empty label have none.
 *
 * By default only the list's ICANN section counts: `x.github.io` has the
 * registrable domain `github.io`, as a registrar sees it. The private section
 * (where `github.io` is itself a suffix, so that `x.github.io` is a site of
 * its own, as browsers scope cookies and sites) is an option:
 * `{ privateSuffixes: true }`.
 *
 * @example
 * import { registrableDomain } from 'typed-uri/registrable-domain'
 * registrableDomain('a.b.example.co.uk')  // 'example.co.uk'
 *
 * @since 0.3.0
 */
import { getDomain } from 'tldts'
import { ownOptions, type OptionKinds } from '../base/options.ts'
import { platformRegName, whatwgRegName, type HostReading } from '../security/host-reading.ts'

/**
 * Which sections of the Public Suffix List count.
 *
 * @since 0.4.0
 * @category model
 * @example
 * import { registrableDomain } from 'typed-uri/registrable-domain'
 *
 * registrableDomain('foo.github.io', { privateSuffixes: true })  // 'foo.github.io'
 */
export interface RegistrableDomainOptions {
  /**
   * Count the private section too (suffixes run by companies: `github.io`,
   * `blogspot.com`, `s3.amazonaws.com` …), as browsers do when they scope
   * cookies and sites: `foo.github.io` is then its own registrable domain.
   * Default false: the ICANN section alone (`github.io`).
   *
   * @since 0.4.0
   */
  readonly privateSuffixes?: boolean
}

const KINDS: OptionKinds<RegistrableDomainOptions> = { privateSuffixes: 'boolean' }

/**
 * A host name as a client without a URL parser would have it, from the URL
 * Standard's reading written in typed-uri (`whatwgRegName`): kept only when
 * the mapping left it in letters, digits, "-" and "_" (an A-label is taken as
 * written; no Punycode is made here). No runtime typed-uri supports lacks a
 * URL parser: this keeps the answers of plain ASCII names there.
 */
const readWithoutURL = (host: string): HostReading => {
  const r = whatwgRegName(host)
  return r._tag === 'Name' && !/^[a-z0-9_-]+(?:\.[a-z0-9_-]+)*\.?$/.test(r.name) ? { _tag: 'Failure' } : r
}

/**
 * The registrable domain of a host (a reg-name, as it stands in a URI or an
 * IRI, or as a person writes it), or null when it has none. The host is
 * read as a client reads it (the URL Standard's host parser through the
 * runtime's URL, UTS #46 included) and the answer is in ASCII (A-labels,
 * lower case), so that every spelling a client reads as one name gives one
 * answer: `é.com`, `%C3%A9.com` and `xn--9ca.com` give `xn--9ca.com`,
 * `ｅｘａｍｐｌｅ.com` gives `example.com`.
 *
 * Null for: an IP address in any spelling a client reads (`127.0.0.1`,
 * `0x7f.1`, `2130706433`, `[::1]`; a name whose last label is a number is an
 * IPv4 address to the URL Standard, or no host at all); a host the client
 * refuses (`xn--a.com`, `a%FFb.com`, a space); a host with an empty label
 * (`a..com`, `.example.com`); a public suffix itself (`co.uk`, and `github.io`
 * with `privateSuffixes`); a single label (`localhost`); a host that is not a
 * string; and options that are not an object whose `privateSuffixes` is
 * true, false or absent (every host: a mistake in the options is not taken
 * for the default).
 *
 * A final dot is kept: `www.example.com.` gives `example.com.`, another site
 * than `example.com`'s, as the URL Standard's registrable domain and browsers
 * have it (a fully qualified name is a host of its own for origins and
 * cookies). Drop the final dot first where the question is DNS's.
 *
 * Never throws.
 *
 * @since 0.3.0
 * @category model
 * @example
 * import { registrableDomain } from 'typed-uri/registrable-domain'
 *
 * registrableDomain('a.b.example.co.uk')                    // 'example.co.uk'
 * registrableDomain('co.uk')                                // null
 * registrableDomain('www.bücher.de')                        // 'xn--bcher-kva.de'
 * registrableDomain('0x7f.1')                               // null: 127.0.0.1
 * registrableDomain('foo.github.io')                        // 'github.io'
 * registrableDomain('foo.github.io', { privateSuffixes: true })  // 'foo.github.io' (options since 0.4.0)
 */
export const registrableDomain = (host: string, options?: RegistrableDomainOptions): string | null => {
  if (typeof host !== 'string' || host === '') return null
  try {
    const read = options === undefined ? null : ownOptions(options, KINDS)
    if (read !== null && read._tag === 'Left') return null
    const reading = platformRegName(host) ?? readWithoutURL(host)
    // An IPv4 address (the URL Standard's "ends in a number" rule made it one) or a refused host: no registrable domain.
    if (reading._tag !== 'Name') return null
    const dotted = reading.name.endsWith('.')
    const name = dotted ? reading.name.slice(0, -1) : reading.name
    // An empty label: DNS has no such name (RFC 1034 section 3.1), though the URL Standard lets it through.
    if (name.split('.').includes('')) return null
    const domain = getDomain(name, { allowPrivateDomains: read?.right.privateSuffixes === true, extractHostname: false, validateHostname: false })
    return domain === null || domain === '' ? null : dotted ? domain + '.' : domain
  } catch {
    // Options whose properties throw when read (a Proxy), or a failure inside tldts: no answer.
    return null
  }
}
