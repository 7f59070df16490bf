/**
 * `typed-uri/idna`: UTS #46 (Unicode IDNA Compatibility Processing) that does
 * not vary by runtime, for `iriToURIWith({ host: idna })`,
 * `uriToIRIWith({ host: idna })` and `hostToASCIIWith(idna)`. Built on
 * `tr46`, the URL Standard's reference implementation (the one whatwg-url
 * uses), with the URL Standard's flags: nontransitional, CheckHyphens=false,
 * CheckBidi=true, CheckJoiners=true, UseSTD3ASCIIRules=false,
 * VerifyDnsLength=false. `tr46` is an optional peer dependency: install it to
 * use this subpath; nothing else of the package loads it. Its Unicode tables
 * (about 60 KB gzipped) are why it lives here and not in `typed-uri/iri`,
 * whose default is the runtime's UTS #46 (its URL parser, no bytes).
 *
 * @example
 * import { idna } from 'typed-uri/idna'
 * import { iriToURIWith } from 'typed-uri/iri'
 * iriToURIWith({ host: idna })('http://ｅxample.com/')  // Right('http://example.com/')
 *
 * @since 0.3.0
 */
import { toASCII } from 'tr46'
import type { Uts46 } from '../iri/idna.ts'

export type { Uts46 } from '../iri/idna.ts'

/** The URL Standard's "domain to ASCII" flags (beStrict false). */
const URL_STANDARD = {
  checkBidi: true,
  checkHyphens: false,
  checkJoiners: true,
  useSTD3ASCIIRules: false,
  verifyDNSLength: false,
  transitionalProcessing: false,
} as const

/**
 * UTS #46 by `tr46` with the URL Standard's flags: ToASCII of a domain, or
 * null where UTS #46 refuses it (never a throw, whatever the value given).
 *
 * @since 0.3.0
 * @category conversions
 */
export const idna: Uts46 = Object.freeze({
  toASCII: (domain: string): string | null => {
    if (typeof domain !== 'string') return null
    try {
      return toASCII(domain, URL_STANDARD)
    } catch {
      return null
    }
  },
})
