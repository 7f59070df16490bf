/**
 * Open redirects: a login page takes a return address (`?next=/account`) and
 * redirects to it, and an attacker hands it one that leads off the site. The
 * check is written by hand in application after application, and the hand-
 * written ones keep missing spellings that a browser reads as another site:
 * `//evil.com` and `///evil.com` are relative references to RFC 3986 and lead
 * to evil.com; so do `/\evil.com` and `/<tab>/evil.com` in a browser, which
 * reads "\" as "/" and drops tabs; `/..//evil.com` resolves (section 5.2) to a
 * path that begins with "//", which leads off the site once written back as a
 * relative `Location`; `//evil%E3%80%82com` is one label to RFC 3986 and
 * `evil.com` to a browser (UTS #46 maps U+3002 to ".").
 *
 * `safeRedirect({ base, allow })(input)` reads the input both ways
 * (readings.ts: RFC 3986 resolved against `base`, and the runtime's URL with
 * `base`, as a `Location` header is read), and gives the absolute URL to send
 * only when both lead to `base`'s origin or one of `allow`, agree on every
 * component, and give a path that cannot turn into "//". The URL it gives is
 * RFC 3986's normal form of the target, which both readers read alike.
 *
 * @since 0.4.0
 */
import type { Either } from 'fp-ts/lib/Either.js'
import type { Uri } from '../model/ast.ts'
import type { UriErrorCode } from '../error/make.ts'
import { isLeft, left, right } from '../base/either.ts'
import { serialize } from '../model/serialize.ts'
import { canonicalHost, DEFAULT_PORTS, type ComponentName, type ReadComponents } from './differ.ts'
import { ownEntry } from '../base/options.ts'
import { rfcReading, sideBySide, whatwgComponentsOf, whatwgURL, type ReadingRefusal } from './readings.ts'
import { scriptSchemeOf } from '../reading/script-schemes.ts'

/**
 * @since 0.4.0
 * @category security
 */
export interface RedirectOptions {
  /** The application's own absolute URL (`https://good.example/app/`): relative inputs are read against it, and its origin is allowed. */
  readonly base: string
  /** Further origins a redirect may lead to, each written `scheme://host[:port]` (`https://accounts.example`); none when absent. */
  readonly allow?: readonly string[]
}

/**
 * Why `safeRedirect` refuses an input, as data (`describeError(catalog)` of `typed-uri/messages` words it):
 *
 * - `not-text`: the input is not a string;
 * - `not-a-reference`: RFC 3986's grammar refuses it (`error` is the parse
 *   error's code; the refusal's `offset` is the error's): `/\evil.com`;
 * - `browser-refuses`: the runtime's URL parser refuses it;
 * - `no-runtime-url`: the runtime has no URL parser, so a browser's reading
 *   cannot be checked (every input is refused there);
 * - `host-too-long`: its host is too long to hand the runtime's parser;
 * - `script-scheme`: `javascript:`, `vbscript:`, or `data:` with a document or
 *   script media type;
 * - `other-origin`: a reader (`rfc3986` or `whatwg`) leads to `origin`
 *   (`scheme://host[:port]`, or `null` for none), which is neither `base`'s
 *   nor one of `allow`;
 * - `parsers-disagree`: the two readings differ in `components`;
 * - `path-starts-with-two-slashes`: the target's path begins with two slashes
 *   or backslashes, written or percent-encoded, with tabs and newlines between
 *   them dropped (`/..//evil.com`, `/%2F/evil.com`, `/%09/evil.com`): written
 *   back as a relative `Location` (or decoded first), it is a network-path
 *   reference to another host;
 * - `invalid-options`: `option` (`options`, `base`, or the entry of `allow` at
 *   `index`) is not what it must be: `base` an absolute URL with a host, `allow`
 *   an array of `scheme://host[:port]` texts, each read alike by RFC 3986 and a
 *   browser.
 *
 * @since 0.4.0
 * @category security
 */
export type RedirectReason =
  | { readonly kind: 'not-text' }
  | { readonly kind: 'not-a-reference'; readonly error: UriErrorCode }
  | { readonly kind: 'browser-refuses' }
  | { readonly kind: 'no-runtime-url' }
  | { readonly kind: 'host-too-long'; readonly limit: number }
  | { readonly kind: 'script-scheme'; readonly scheme: 'javascript' | 'vbscript' | 'data' }
  | { readonly kind: 'other-origin'; readonly reader: 'rfc3986' | 'whatwg'; readonly origin: string }
  | { readonly kind: 'parsers-disagree'; readonly components: readonly ComponentName[] }
  | { readonly kind: 'path-starts-with-two-slashes'; readonly reader: 'rfc3986' | 'whatwg' }
  | { readonly kind: 'invalid-options'; readonly option: 'options' | 'base' | 'allow'; readonly index?: number }

/**
 * A refused redirect, as a fact: `code` is `unsafe-redirect` for an input
 * refused, `invalid-options` for options that are not what they must be (then
 * for every input); `offset` is where in the input the reason lies (0 when it
 * is the input as a whole); `reason` says why, with its parameters.
 *
 * @since 0.4.0
 * @category security
 */
export interface RedirectError {
  readonly _tag: 'RedirectError'
  readonly code: 'unsafe-redirect' | 'invalid-options'
  readonly offset: number
  readonly reason: RedirectReason
}

const refused = (reason: RedirectReason, offset = 0): RedirectError => ({
  _tag: 'RedirectError',
  code: reason.kind === 'invalid-options' ? 'invalid-options' : 'unsafe-redirect',
  offset,
  reason,
})

/** A reading's refusal as a redirect's (the two name their reasons alike; a base is always given here). */
const fromReading = (r: ReadingRefusal): RedirectError => {
  const reason = r.reason
  switch (reason.kind) {
    case 'not-text':
    case 'not-a-reference':
    case 'browser-refuses':
    case 'no-runtime-url':
    case 'host-too-long':
      return refused(reason, r.offset)
    case 'no-base':
    case 'invalid-options':
      // Not reached: safeRedirect reads every input against a base it has checked.
      return refused({ kind: 'browser-refuses' }, r.offset)
  }
}

/** An origin as RFC 6454 section 6.2 writes it, from a reading: `scheme://host[:port]` (the scheme's default port left out), or "null" for a URL with no host. */
export const originOf = (c: ReadComponents): string => {
  if (c.host === null || c.host === '') return 'null'
  const scheme = c.scheme.toLowerCase()
  const port = c.port === null || c.port === ownEntry(DEFAULT_PORTS, scheme) ? '' : `:${c.port}`
  return `${scheme}://${canonicalHost(c.host)}${port}`
}

/** The origin both readers read in a text that must be an origin or a base (`allow`'s entries, `base`), or null where they differ or read none. */
const originOfOption = (text: unknown, bare: boolean): string | null => {
  if (typeof text !== 'string') return null
  const rfc = rfcReading(text, null)
  const url = whatwgURL(text, null)
  if (isLeft(rfc) || isLeft(url)) return null
  const a = rfc.right.components
  // An origin is written `scheme://host[:port]` and nothing more ("/" allowed); a base may say more.
  if (bare && (a.userinfo !== null || (a.path !== '' && a.path !== '/') || a.query !== null || a.fragment !== null)) return null
  const origin = originOf(a)
  return origin !== 'null' && origin === originOf(whatwgComponentsOf(url.right)) ? origin : null
}

/** The options read: the base and the allowed origins, or the refusal every input gets. */
/** `optionsOf`, whose reads of a hostile object (a revoked proxy, a getter that throws) are a refusal, never a throw. */
const readableOptionsOf = (options: unknown): ReturnType<typeof optionsOf> => {
  try {
    return optionsOf(options)
  } catch {
    return left(refused({ kind: 'invalid-options', option: 'options' }))
  }
}

const optionsOf = (options: unknown): Either<RedirectError, { readonly base: string; readonly uri: Uri; readonly origins: ReadonlySet<string> }> => {
  if (typeof options !== 'object' || options === null) return left(refused({ kind: 'invalid-options', option: 'options' }))
  const own = (key: string): unknown => (Object.prototype.hasOwnProperty.call(options, key) ? (options as Record<string, unknown>)[key] : undefined)
  const base = own('base')
  const baseOrigin = originOfOption(base, false)
  const baseTree = typeof base === 'string' ? rfcReading(base, null) : null
  if (baseOrigin === null || baseTree === null || isLeft(baseTree)) return left(refused({ kind: 'invalid-options', option: 'base' }))
  const origins = new Set([baseOrigin])
  const allow = own('allow')
  if (allow !== undefined) {
    if (!Array.isArray(allow)) return left(refused({ kind: 'invalid-options', option: 'allow' }))
    for (let index = 0; index < allow.length; index++) {
      const origin = originOfOption(allow[index], true)
      if (origin === null) return left(refused({ kind: 'invalid-options', option: 'allow', index }))
      origins.add(origin)
    }
  }
  return right({ base: base as string, uri: baseTree.right.target, origins })
}

/**
 * Whether a path begins with two slashes (either "/" or "\"), once its
 * triplets of "/", "\", tab, CR and LF are decoded and tabs, CRs and LFs are
 * dropped, as a browser drops them: `//evil.com`, `/%2F/evil.com`,
 * `/%5Cevil.com`, `/%09/evil.com`. Reads only the path's first characters.
 */
const startsWithTwoSlashes = (path: string): boolean => {
  let slashes = 0
  for (let i = 0; i < path.length && slashes < 2; ) {
    let c = path[i]
    let width = 1
    if (c === '%' && i + 2 < path.length) {
      const octet = parseInt(path.slice(i + 1, i + 3), 16)
      if (octet === 0x2f || octet === 0x5c || octet === 0x09 || octet === 0x0a || octet === 0x0d) {
        c = String.fromCharCode(octet)
        width = 3
      }
    }
    if (c === '/' || c === '\\') slashes++
    else if (c !== '\t' && c !== '\n' && c !== '\r') return false
    i += width
  }
  return slashes === 2
}

/**
 * A check of return addresses against open redirects: the absolute URL to
 * redirect to, or why not. Right only when the input leads to `base`'s origin
 * or one of `allow`'s as RFC 3986 reads it (resolved against `base`, section
 * 5.2) and as a browser reads it (the runtime's URL with `base`, as a
 * `Location` header is read: tabs and newlines dropped, "\" read as "/", the
 * host mapped by UTS #46), when the two readings agree on every component,
 * and when its path cannot turn into a network-path reference ("//" at its
 * start, written or encoded). The Right is the target in RFC 3986's normal
 * form (6.2.2, and the default port and empty path of 6.2.3), which both
 * readers read alike: send it, not the input.
 *
 * Refused, among others: `//evil.com`, `///evil.com`, `/\evil.com`,
 * `\/evil.com`, `/<tab>/evil.com`, `/%09/evil.com`, `https:evil.com`,
 * `https://good.example@evil.com`, `//evil%E3%80%82com`, `/..//evil.com`,
 * `javascript:` and `data:` URIs. The Left is a fact (`RedirectError`): a
 * code, an offset and a reason with its parameters; `describeError(catalog)`
 * of `typed-uri/messages` words it.
 * Options are read from the object's own properties only; options that are not
 * what they must be give an `invalid-options` Left for every input. Never
 * throws. Where the runtime has no `URL`, every input is refused
 * (`no-runtime-url`): the browser's reading cannot be checked there.
 *
 * @example
 * const next = safeRedirect({ base: 'https://good.example/app/', allow: ['https://accounts.example'] })
 * next('/account?tab=1')                   // Right('https://good.example/account?tab=1')
 * next('https://accounts.example/login')   // Right('https://accounts.example/login')
 * next('//evil.com')                       // Left({ _tag: 'RedirectError', code: 'unsafe-redirect', offset: 0, reason: { kind: 'other-origin', reader: 'whatwg', origin: 'https://evil.com' } })
 * next('/..//evil.com')                    // Left({ code: 'unsafe-redirect', reason: { kind: 'path-starts-with-two-slashes', reader: 'rfc3986' } })
 *
 * @since 0.4.0
 * @category security
 */
export const safeRedirect = (options: RedirectOptions): ((input: string) => Either<RedirectError, string>) => {
  const read = readableOptionsOf(options)
  if (isLeft(read)) return () => read
  const { base, uri, origins } = read.right
  const baseReading = { uri }
  return (input) => {
    const rfc = rfcReading(input, baseReading)
    if (isLeft(rfc)) return left(fromReading(rfc.left))
    const url = whatwgURL(input, base)
    if (isLeft(url)) return left(fromReading(url.left))
    const script = scriptSchemeOf(serialize(rfc.right.target))
    if (script !== null) return left(refused({ kind: 'script-scheme', scheme: script }))
    const a = rfc.right.components
    const b = whatwgComponentsOf(url.right)
    // The browser's reading first: where it would go is what a person is sent to.
    for (const [reader, c] of [
      ['whatwg', b],
      ['rfc3986', a],
    ] as const) {
      const origin = originOf(c)
      if (!origins.has(origin)) return left(refused({ kind: 'other-origin', reader, origin }))
    }
    const both = sideBySide(right(a), right(b))
    if (!both.agree) return left(refused({ kind: 'parsers-disagree', components: both.differ }))
    if (startsWithTwoSlashes(a.path)) return left(refused({ kind: 'path-starts-with-two-slashes', reader: 'rfc3986' }))
    if (startsWithTwoSlashes(b.path)) return left(refused({ kind: 'path-starts-with-two-slashes', reader: 'whatwg' }))
    return right(serialize(rfc.right.normal))
  }
}
