/**
 * typed-uri/arbitraries: fast-check arbitraries for every rule of RFC 3986
 * Appendix A, composed as the rules are, named as the grammar's rules are
 * (`IPv6address`, `URIReference` …), each generating valid strings of its
 * rule; and `mutations`, for strings near valid ones (most of them invalid).
 * For testing grammars that embed typed-uri's rules.
 *
 * fast-check is an optional peer dependency: install it to use this entry point.
 *
 * @example
 * import * as fc from 'fast-check'
 * import { URIReference, mutations } from 'typed-uri/arbitraries'
 * fc.assert(fc.property(URIReference, (s) => myHeaderParser(`<${s}>`).ok))
 *
 * @since 0.1.0
 */
import * as fc from 'fast-check'

type Arb = fc.Arbitrary<string>

const join = (parts: readonly string[]): string => parts.join('')
const many = (arb: Arb, minLength = 0, maxLength = 8): Arb => fc.array(arb, { minLength, maxLength }).map(join)
const cat = (...arbs: readonly Arb[]): Arb => fc.tuple(...arbs).map(join)
const lit = (s: string): Arb => fc.constant(s)
const opt = (arb: Arb): Arb => fc.oneof(lit(''), arb)
const chars = (s: string): Arb => fc.constantFrom(...s.split(''))

// RFC 5234 B.1
/**
 * ALPHA = %x41-5A / %x61-7A
 *
 * @since 0.1.0
 * @category arbitraries
 */
export const ALPHA: Arb = chars('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz')
/**
 * DIGIT = %x30-39
 *
 * @since 0.1.0
 * @category arbitraries
 */
export const DIGIT: Arb = chars('0123456789')
/**
 * HEXDIG = DIGIT / "A" / "B" / "C" / "D" / "E" / "F" (either case)
 *
 * @since 0.1.0
 * @category arbitraries
 */
export const HEXDIG: Arb = fc.oneof(DIGIT, chars('ABCDEFabcdef'))

// 2.1 – 2.3
/**
 * pct-encoded = "%" HEXDIG HEXDIG
 *
 * @since 0.1.0
 * @category arbitraries
 */
export const pctEncoded: Arb = cat(lit('%'), HEXDIG, HEXDIG)
/**
 * unreserved = ALPHA / DIGIT / "-" / "." / "_" / "~"
 *
 * @since 0.1.0
 * @category arbitraries
 */
export const unreserved: Arb = fc.oneof(ALPHA, DIGIT, chars('-._~'))
/**
 * gen-delims = ":" / "/" / "?" / "#" / "[" / "]" / "@"
 *
 * @since 0.1.0
 * @category arbitraries
 */
export const genDelims: Arb = chars(':/?#[]@')
/**
 * sub-delims = "!" / "$" / "&" / "'" / "(" / ")" / "*" / "+" / "," / ";" / "="
 *
 * @since 0.1.0
 * @category arbitraries
 */
export const subDelims: Arb = chars("!$&'()*+,;=")
/**
 * reserved = gen-delims / sub-delims
 *
 * @since 0.1.0
 * @category arbitraries
 */
export const reserved: Arb = fc.oneof(genDelims, subDelims)

// 3.1
/**
 * scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )
 *
 * @since 0.1.0
 * @category arbitraries
 */
export const scheme: Arb = cat(ALPHA, many(fc.oneof(ALPHA, DIGIT, chars('+-.')), 0, 6))

// 3.2
/**
 * userinfo = *( unreserved / pct-encoded / sub-delims / ":" )
 *
 * @since 0.1.0
 * @category arbitraries
 */
export const userinfo: Arb = many(fc.oneof(unreserved, pctEncoded, subDelims, lit(':')))
/**
 * dec-octet = DIGIT / %x31-39 DIGIT / "1" 2DIGIT / "2" %x30-34 DIGIT / "25" %x30-35
 *
 * @since 0.1.0
 * @category arbitraries
 */
export const decOctet: Arb = fc.integer({ min: 0, max: 255 }).map(String)
/**
 * IPv4address = dec-octet "." dec-octet "." dec-octet "." dec-octet
 *
 * @since 0.1.0
 * @category arbitraries
 */
export const IPv4address: Arb = fc.tuple(decOctet, decOctet, decOctet, decOctet).map((o) => o.join('.'))
/**
 * h16 = 1*4HEXDIG
 *
 * @since 0.1.0
 * @category arbitraries
 */
export const h16: Arb = many(HEXDIG, 1, 4)
/**
 * ls32 = ( h16 ":" h16 ) / IPv4address
 *
 * @since 0.1.0
 * @category arbitraries
 */
export const ls32: Arb = fc.oneof(cat(h16, lit(':'), h16), IPv4address)

const h16Colons = (n: number): Arb => fc.array(cat(h16, lit(':')), { minLength: n, maxLength: n }).map(join)
/** [ *n( h16 ":" ) h16 ] */
const upTo = (n: number): Arb => opt(cat(fc.integer({ min: 0, max: n }).chain(h16Colons), h16))

/**
 * IPv6address, its nine forms
 *
 * @since 0.1.0
 * @category arbitraries
 */
export const IPv6address: Arb = fc.oneof(
  cat(h16Colons(6), ls32),
  cat(lit('::'), h16Colons(5), ls32),
  cat(opt(h16), lit('::'), h16Colons(4), ls32),
  cat(upTo(1), lit('::'), h16Colons(3), ls32),
  cat(upTo(2), lit('::'), h16Colons(2), ls32),
  cat(upTo(3), lit('::'), h16Colons(1), ls32),
  cat(upTo(4), lit('::'), ls32),
  cat(upTo(5), lit('::'), h16),
  cat(upTo(6), lit('::')),
)
/**
 * IPvFuture = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" )
 *
 * @since 0.1.0
 * @category arbitraries
 */
export const IPvFuture: Arb = cat(chars('vV'), many(HEXDIG, 1, 3), lit('.'), many(fc.oneof(unreserved, subDelims, lit(':')), 1))
/**
 * IP-literal = "[" ( IPv6address / IPvFuture ) "]"
 *
 * @since 0.1.0
 * @category arbitraries
 */
export const IPLiteral: Arb = cat(lit('['), fc.oneof(IPv6address, IPvFuture), lit(']'))
/**
 * reg-name = *( unreserved / pct-encoded / sub-delims )
 *
 * @since 0.1.0
 * @category arbitraries
 */
export const regName: Arb = many(fc.oneof(unreserved, pctEncoded, subDelims))
/**
 * host = IP-literal / IPv4address / reg-name
 *
 * @since 0.1.0
 * @category arbitraries
 */
export const host: Arb = fc.oneof(IPLiteral, IPv4address, regName)
/**
 * port = *DIGIT
 *
 * @since 0.1.0
 * @category arbitraries
 */
export const port: Arb = many(DIGIT, 0, 5)
/**
 * authority = [ userinfo "@" ] host [ ":" port ]
 *
 * @since 0.1.0
 * @category arbitraries
 */
export const authority: Arb = cat(opt(cat(userinfo, lit('@'))), host, opt(cat(lit(':'), port)))

// 3.3
/**
 * pchar = unreserved / pct-encoded / sub-delims / ":" / "@"
 *
 * @since 0.1.0
 * @category arbitraries
 */
export const pchar: Arb = fc.oneof(unreserved, pctEncoded, subDelims, chars(':@'))
/**
 * segment = *pchar
 *
 * @since 0.1.0
 * @category arbitraries
 */
export const segment: Arb = many(pchar, 0, 6)
/**
 * segment-nz = 1*pchar
 *
 * @since 0.1.0
 * @category arbitraries
 */
export const segmentNz: Arb = many(pchar, 1, 6)
/**
 * segment-nz-nc = 1*( unreserved / pct-encoded / sub-delims / "@" )
 *
 * @since 0.1.0
 * @category arbitraries
 */
export const segmentNzNc: Arb = many(fc.oneof(unreserved, pctEncoded, subDelims, lit('@')), 1, 6)
const slashSegments: Arb = many(cat(lit('/'), segment), 0, 4)
/**
 * path-abempty = *( "/" segment )
 *
 * @since 0.1.0
 * @category arbitraries
 */
export const pathAbempty: Arb = slashSegments
/**
 * path-absolute = "/" [ segment-nz *( "/" segment ) ]
 *
 * @since 0.1.0
 * @category arbitraries
 */
export const pathAbsolute: Arb = cat(lit('/'), opt(cat(segmentNz, slashSegments)))
/**
 * path-noscheme = segment-nz-nc *( "/" segment )
 *
 * @since 0.1.0
 * @category arbitraries
 */
export const pathNoscheme: Arb = cat(segmentNzNc, slashSegments)
/**
 * path-rootless = segment-nz *( "/" segment )
 *
 * @since 0.1.0
 * @category arbitraries
 */
export const pathRootless: Arb = cat(segmentNz, slashSegments)
/**
 * path-empty = 0<pchar>
 *
 * @since 0.1.0
 * @category arbitraries
 */
export const pathEmpty: Arb = lit('')
/**
 * path = path-abempty / path-absolute / path-noscheme / path-rootless / path-empty
 *
 * @since 0.1.0
 * @category arbitraries
 */
export const path: Arb = fc.oneof(pathAbempty, pathAbsolute, pathNoscheme, pathRootless, pathEmpty)

// 3.4, 3.5
/**
 * query = *( pchar / "/" / "?" )
 *
 * @since 0.1.0
 * @category arbitraries
 */
export const query: Arb = many(fc.oneof(pchar, chars('/?')))
/**
 * fragment = *( pchar / "/" / "?" )
 *
 * @since 0.1.0
 * @category arbitraries
 */
export const fragment: Arb = many(fc.oneof(pchar, chars('/?')))

// 3, 4
/**
 * hier-part = "//" authority path-abempty / path-absolute / path-rootless / path-empty
 *
 * @since 0.1.0
 * @category arbitraries
 */
export const hierPart: Arb = fc.oneof(cat(lit('//'), authority, pathAbempty), pathAbsolute, pathRootless, pathEmpty)
/**
 * URI = scheme ":" hier-part [ "?" query ] [ "#" fragment ]
 *
 * @since 0.1.0
 * @category arbitraries
 */
export const URI: Arb = cat(scheme, lit(':'), hierPart, opt(cat(lit('?'), query)), opt(cat(lit('#'), fragment)))
/**
 * relative-part = "//" authority path-abempty / path-absolute / path-noscheme / path-empty
 *
 * @since 0.1.0
 * @category arbitraries
 */
export const relativePart: Arb = fc.oneof(cat(lit('//'), authority, pathAbempty), pathAbsolute, pathNoscheme, pathEmpty)
/**
 * relative-ref = relative-part [ "?" query ] [ "#" fragment ]
 *
 * @since 0.1.0
 * @category arbitraries
 */
export const relativeRef: Arb = cat(relativePart, opt(cat(lit('?'), query)), opt(cat(lit('#'), fragment)))
/**
 * absolute-URI = scheme ":" hier-part [ "?" query ]
 *
 * @since 0.1.0
 * @category arbitraries
 */
export const absoluteURI: Arb = cat(scheme, lit(':'), hierPart, opt(cat(lit('?'), query)))
/**
 * URI-reference = URI / relative-ref
 *
 * @since 0.1.0
 * @category arbitraries
 */
export const URIReference: Arb = fc.oneof(URI, relativeRef)

// ---------------------------------------------------------------------------
// near-valid strings
// ---------------------------------------------------------------------------

/**
 * Characters that matter at the edges of the grammar: delimiters, "%",
 * brackets, space, tab, CR, LF, NUL, backslash, non-ASCII letters and lone
 * surrogates.
 *
 * @since 0.1.0
 * @category arbitraries
 */
export const edgeCharacter: Arb = fc.constantFrom(
  ...":/?#[]@%.-_~!$&'()*+,;=aZ09fv".split(''),
  ' ',
  '\t',
  '\r',
  '\n',
  '\u0000',
  '\\',
  '"',
  '<',
  '>',
  '{',
  '}',
  '|',
  '^',
  '`',
  'é',
  'ß',
  'я',
  '中',
  '😀',
  '\uD800',
  '\uDFFF',
)

type Edit = readonly [at: number, kind: 'insert' | 'delete' | 'duplicate' | 'truncate' | 'replace', c: string]

const applyEdit = (s: string, [at, kind, c]: Edit): string => {
  const k = s.length === 0 ? 0 : at % (s.length + 1)
  switch (kind) {
    case 'insert':
      return s.slice(0, k) + c + s.slice(k)
    case 'delete':
      return s.slice(0, k) + s.slice(k + 1)
    case 'replace':
      return s.slice(0, k) + c + s.slice(k + 1)
    case 'duplicate':
      return s.slice(0, k) + s.slice(k, k + 4) + s.slice(k)
    case 'truncate':
      return s.slice(0, k)
  }
}

/**
 * Strings of an arbitrary with one to three edits (insert, delete, replace, duplicate, truncate) over edge characters.
 *
 * @example
 * import * as fc from 'fast-check'
 * import { URIReference, mutations } from 'typed-uri/arbitraries'
 * fc.sample(mutations(URIReference), { numRuns: 3, seed: 1 })   // near-valid strings, such as '//=:811/:!v'
 *
 * @since 0.1.0
 * @category arbitraries
 */
export const mutations = (arb: Arb): Arb =>
  fc
    .tuple(arb, fc.array(fc.tuple(fc.nat(), fc.constantFrom('insert', 'delete', 'duplicate', 'truncate', 'replace'), edgeCharacter), { minLength: 1, maxLength: 3 }))
    .map(([s, edits]) => edits.reduce<string>((acc, e) => applyEdit(acc, e as Edit), s))
