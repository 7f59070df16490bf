/**
 * Grammars as values: the rules of RFC 3986 built from options, so that
 * RFC 3987's IRIs, RFC 6874's zone identifiers and the sub-delims an embedding
 * grammar reserves are options of one grammar, not copies of it. Each grammar
 * file builds the rules an option changes with
 * a function of the options (`hostRules`, `pathRules`, …); rules no option
 * changes (scheme, port, IPv6address, …) are the same values in every grammar.
 * A grammar is built once per set of options and kept, so the same options
 * always give the very same rules (and embedding grammars can compare them).
 *
 * @example
 * import P from 'parsimmon'
 * import { uriGrammar } from 'typed-uri/grammar'
 * const g = uriGrammar({ iri: true, zoneIds: true })
 * if (g._tag === 'Right') P.seq(P.string('<'), g.right.URIReference, P.string('>')).tryParse('<http://[fe80::1%25eth0]/ü>')
 *
 * @since 0.2.0
 */
import type { Either } from 'fp-ts/lib/Either.js'
import type { IPvFutureParts } from './actions.ts'
import type { AbsoluteUri, Authority, Component, Host, IPv4Host, IPv6Host, IPvFutureHost, Path, Port, RegNameHost, RelativeRef, Uri } from '../model/ast.ts'
import { left, right } from '../base/either.ts'
import type { UriError } from '../error/make.ts'
import { ownOptions, type OptionKinds } from '../base/options.ts'
import { authority, authorityRules, port, userinfo } from './authority.ts'
import { iunreserved, reserveOf, unreserved } from './characters.ts'
import { grammarOptionsError } from './errors.ts'
import { host, hostRules, IPLiteral, IPv4address, IPv6address, IPvFuture, regName } from './host.ts'
import type { Rule } from './internal.ts'
import { path, pathAbempty, pathAbsolute, pathEmpty, pathNoscheme, pathRootless, pathRules, pchar, segment, segmentNz, segmentNzNc } from './path.ts'
import { fragment, query, queryFragmentRules } from './query-fragment.ts'
import { absoluteURI, hierPart, referenceRules, relativePart, relativeRef, URI, URIReference, type PathWithAuthority } from './reference.ts'
import { scheme } from './scheme.ts'
import { reserveIn, URI_VARIANT, variantCache, variantKey, type Variant } from './variant.ts'

/**
 * What a grammar is built from.
 *
 * @since 0.2.0
 * @category model
 */
export interface GrammarOptions {
  /** RFC 3987 IRIs: ucschar in every component, iprivate in the query; the rules are named as RFC 3987 names them (ihost, ipath-abempty, IRI). */
  readonly iri?: boolean
  /** RFC 6874: an IP literal may hold an IPv6address with a zone identifier, "[" IPv6address "%25" ZoneID "]". */
  readonly zoneIds?: boolean
  /**
   * Sub-delims (`! $ & ' ( ) * + , ; =`) the embedding grammar uses as its own delimiters: they are
   * taken out of every rule that holds them as data beside pct-encoded (userinfo, reg-name, the
   * path's segments, query, fragment), so a rule stops where one stands, and a URI writes one there
   * percent-encoded (`%3B`), as section 2.2 says data that would conflict with a delimiter must be.
   * The scheme's "+" and IPvFuture's sub-delims stay: neither takes pct-encoded, and "]" ends an IP
   * literal. Each character counts once, in any order; "" reserves nothing. Any other character is
   * an `invalid-options` error.
   *
   * @since 0.4.0
   */
  readonly reserve?: string
}

/**
 * The rules of a grammar, under the same keys whatever its options (`URI` is
 * RFC 3987's IRI rule in an IRI grammar; each rule's ABNF name is in its error
 * rule paths).
 *
 * @since 0.2.0
 * @category model
 */
export interface Grammar {
  readonly options: Required<GrammarOptions>
  /** unreserved, or iunreserved in an IRI grammar. */
  readonly unreserved: Rule<string>
  readonly scheme: Rule<Component>
  readonly userinfo: Rule<Component>
  readonly host: Rule<Host>
  readonly IPLiteral: Rule<IPv6Host | IPvFutureHost>
  readonly IPv4address: Rule<IPv4Host>
  readonly IPv6address: Rule<string>
  readonly IPvFuture: Rule<IPvFutureParts>
  readonly regName: Rule<RegNameHost>
  readonly port: Rule<Port>
  readonly authority: Rule<Authority>
  readonly pchar: Rule<string>
  readonly segment: Rule<string>
  readonly segmentNz: Rule<string>
  readonly segmentNzNc: Rule<string>
  readonly pathAbempty: Rule<Path>
  readonly pathAbsolute: Rule<Path>
  readonly pathNoscheme: Rule<Path>
  readonly pathRootless: Rule<Path>
  readonly pathEmpty: Rule<Path>
  readonly path: Rule<Path>
  readonly query: Rule<Component>
  readonly fragment: Rule<Component>
  readonly hierPart: Rule<PathWithAuthority>
  readonly relativePart: Rule<PathWithAuthority>
  readonly URI: Rule<Uri>
  readonly absoluteURI: Rule<AbsoluteUri>
  readonly relativeRef: Rule<RelativeRef>
  readonly URIReference: Rule<Uri | RelativeRef>
}

const build = (v: Variant): Grammar => {
  // Zone identifiers change only the rules that hold an IP literal: the path,
  // query and fragment rules are those of the same grammar without them.
  const p = v.zoneIds ? grammarOf({ iri: v.iri, zoneIds: false, reserve: v.reserve }) : pathRules(v)
  const qf = v.zoneIds ? (p as Grammar) : queryFragmentRules(v, p.pchar)
  const paths = {
    pchar: p.pchar,
    segment: p.segment,
    segmentNz: p.segmentNz,
    segmentNzNc: p.segmentNzNc,
    pathAbempty: p.pathAbempty,
    pathAbsolute: p.pathAbsolute,
    pathNoscheme: p.pathNoscheme,
    pathRootless: p.pathRootless,
    pathEmpty: p.pathEmpty,
    path: p.path,
  }
  const h = hostRules(v)
  const a = authorityRules(v, h.host)
  const r = referenceRules(v, { authority: a.authority, ...paths, query: qf.query, fragment: qf.fragment })
  return {
    options: { iri: v.iri, zoneIds: v.zoneIds, reserve: v.reserve ?? '' },
    unreserved: v.iri ? iunreserved : unreserved,
    scheme,
    port,
    IPv4address,
    IPv6address,
    IPvFuture,
    ...h,
    ...a,
    ...paths,
    query: qf.query,
    fragment: qf.fragment,
    ...r,
  }
}

// RFC 3986's grammar is the module-level rules of the grammar files, built when they load.
const built = new Map<string, Grammar>([
  [
    variantKey(URI_VARIANT),
    {
      options: { iri: false, zoneIds: false, reserve: '' },
      unreserved,
      scheme,
      port,
      IPv4address,
      IPv6address,
      IPvFuture,
      IPLiteral,
      regName,
      host,
      userinfo,
      authority,
      pchar,
      segment,
      segmentNz,
      segmentNzNc,
      pathAbempty,
      pathAbsolute,
      pathNoscheme,
      pathRootless,
      pathEmpty,
      path,
      query,
      fragment,
      hierPart,
      relativePart,
      URI,
      absoluteURI,
      relativeRef,
      URIReference,
    },
  ],
])

/** The grammars of the variants: the four without reserved characters for good, reserving ones while recently used. */
const grammars = variantCache<Grammar>()

/** The grammar of a variant, built on first use and kept (a reserving one while it is among the last used: `variantCache`). */
export const grammarOf = (v: Variant): Grammar => {
  const key = variantKey(v)
  return built.get(key) ?? grammars(reserveIn(v), key, () => build(v))
}

const GRAMMAR_OPTIONS: OptionKinds<GrammarOptions> = { iri: 'boolean', zoneIds: 'boolean', reserve: 'string' }

/**
 * The grammar with the given options: RFC 3986 when none are given, RFC 3987
 * with `iri`, RFC 6874's IP literals with `zoneIds`, and without the sub-delims
 * listed in `reserve` wherever they would stand as data (for a grammar that
 * embeds ours and uses them as its own delimiters). The same options give the
 * very same rules (`reserve: ';,'` and `',;;'` are the same option; `''` is none;
 * of the grammars that reserve characters, the 16 last used are kept).
 * An option of the wrong kind, or a `reserve` character that is not a
 * sub-delim, is a `Left`: an `invalid-options` error whose `option` names the
 * option and whose `message` says what it must be, naming the character.
 * (Before 0.4.0 the `Left` was that sentence alone: `E.mapLeft((e) => e.message)`.)
 *
 * @example
 * import P from 'parsimmon'
 * import { uriGrammar } from 'typed-uri/grammar'
 * const g = uriGrammar({ iri: true })
 * E.isRight(g) && g.right.URI.parse('http://例え.jp/').status   // true: URI is the IRI rule here
 * const r = uriGrammar({ reserve: ';' })
 * E.isRight(r) && P.sepBy(r.right.URI, P.string(';')).tryParse('http://a/x;http://b/y%3Bz').length   // 2
 * pipe(uriGrammar({ reserve: ';/' }), E.mapLeft((e) => e.code))   // Left('invalid-options')
 *
 * @since 0.2.0
 * @category grammar
 */
export const uriGrammar = (options?: GrammarOptions): Either<UriError, Grammar> => {
  const read = ownOptions(options, GRAMMAR_OPTIONS)
  if (read._tag === 'Left') return left(grammarOptionsError(false, read.left))
  const iri = read.right.iri === true
  const reserve = reserveOf(read.right.reserve ?? '')
  if ('notSubDelim' in reserve) return left(grammarOptionsError(iri, { kind: 'reserve-not-sub-delims', character: reserve.notSubDelim }, 'reserve'))
  return right(grammarOf({ iri, zoneIds: read.right.zoneIds === true, reserve: reserve.reserve }))
}
