/**
 * `publicSite`: the check a form imports to ask for a public site's address
 * (`uriSchema({ web: true, public: publicSite })`). A value, like `policy(…)`,
 * so that only a form that asks for a public site ships the host readings it
 * needs (about 3.4 KB gzipped: RFC 6890's address classes, the rare IPv4
 * forms, UTS #46 mapping); a boolean option would put them in every form.
 *
 * @since 0.4.0
 */
import type { WebFault } from '../reading/web.ts'
import { publicFaultOf } from '../security/public-site.ts'

/**
 * What `public` takes: a check of a web address's text (a URI the grammar accepted, with an `http` or
 * `https` scheme and a host), giving its `not-public` fault or null. `publicSite` is the one this package
 * has.
 *
 * @example
 * const check: PublicCheck = publicSite
 * uriSchema({ web: true, public: check })
 *
 * @since 0.4.0
 * @category model
 */
export type PublicCheck = (uri: string) => WebFault | null

/**
 * A public site's address, for `uriSchema({ web: true, public: publicSite })` (and the zod and valibot
 * adapters' `webURL`): refuses, with a `not-public` issue, a host that is a loopback, private, link-local,
 * unique-local, site-local, shared, multicast, broadcast, documentation, reserved or unspecified address,
 * a cloud metadata name, `localhost` or a special-use domain (`.local`, `.internal`, `.home.arpa`,
 * `.test`, `.invalid`, `.example`, `.onion`, `.alt`), in every spelling a client reads (`127.1`,
 * `0x7f.1`, `2130706433`, `[::ffff:10.0.0.1]`, fullwidth digits, percent-encoded UTF-8: RFC 3986's
 * reading, a WHATWG URL parser's as computed here, and the platform's `URL`), and a single-label host
 * (`http://intranet/`, `http://api:8080/`). Its fault says why (`why`: the class, or `single-label`) and
 * what a client reads (`address`). Without it, a web address may name any host, as RFC 3986 allows:
 * `http://localhost:3000/` and `http://my_service.internal/` are web addresses.
 *
 * It judges the text of the address, not where its name resolves: a public name that resolves to a
 * private address is beyond it (a server that fetches the address checks the address it connects to).
 *
 * @example
 * import { publicSite, uriSchema } from 'typed-uri/standard-schema'
 * const homepage = uriSchema({ web: true, public: publicSite })
 * homepage['~standard'].validate('http://0x7f.1/').issues?.[0]?.code   // 'not-public'
 * homepage['~standard'].validate('https://example.com/')               // { value: 'https://example.com/' }
 *
 * @since 0.4.0
 * @category adapters
 */
export const publicSite: PublicCheck = (uri) => (typeof uri === 'string' ? publicFaultOf(uri) : null)
