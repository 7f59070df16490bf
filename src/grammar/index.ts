/**
 * typed-uri/grammar: every rule of RFC 3986 Appendix A and the core rules it
 * uses, every rule of RFC 3987 section 2.2 (IRIs) and of RFC 6874 section 2
 * (zone identifiers), and `uriGrammar(options)` for the grammar with IRIs or
 * zone identifiers throughout, or without the sub-delims a host grammar
 * reserves as its delimiters, each a parsimmon `Parser` named after its ABNF rule (hyphens dropped,
 * the next letter capitalised). Rules consume the longest prefix their ABNF
 * allows and never demand the end of input, so they embed in other grammars
 * (and `fromParsimmonFailure` reads the host's failure at one of them as a `UriError`):
 *
 * ```ts
 * import P from 'parsimmon'
 * import { URIReference } from 'typed-uri/grammar'
 * const angleBracketed = P.seq(P.string('<'), URIReference, P.string('>'))
 * angleBracketed.tryParse('<http://[::1]:8080/a?b#c>')
 * ```
 *
 * Character rules yield the matched text; rules that are components of a URI
 * yield the typed nodes of `typed-uri` (with spans in the embedding input).
 *
 * @since 0.1.0
 */
export { ALPHA, DIGIT, HEXDIG } from './core.ts'
export { genDelims, iprivate, iunreserved, pctEncoded, reserved, subDelims, ucschar, unreserved } from './characters.ts'
export { scheme } from './scheme.ts'
export { authority, port, userinfo } from './authority.ts'
export { decOctet, h16, host, IPLiteral, IPv4address, IPv6address, IPv6addrz, IPvFuture, ls32, regName, ZoneID } from './host.ts'
export {
  path,
  pathAbempty,
  pathAbsolute,
  pathEmpty,
  pathNoscheme,
  pathRootless,
  pchar,
  segment,
  segmentNz,
  segmentNzNc,
} from './path.ts'
export { fragment, query } from './query-fragment.ts'
export { absoluteURI, hierPart, relativePart, relativeRef, URI, URIReference } from './reference.ts'
export type { PathWithAuthority } from './reference.ts'
export {
  absoluteIRI,
  iauthority,
  ifragment,
  ihierPart,
  ihost,
  ipath,
  ipathAbempty,
  ipathAbsolute,
  ipathEmpty,
  ipathNoscheme,
  ipathRootless,
  ipchar,
  iquery,
  iregName,
  IRI,
  IRIReference,
  irelativePart,
  irelativeRef,
  isegment,
  isegmentNz,
  isegmentNzNc,
  iuserinfo,
} from './iri.ts'
export { uriGrammar, type Grammar, type GrammarOptions } from './grammar.ts'
export { fromParsimmonFailure } from './errors.ts'
export type { Parser, Rule } from './internal.ts'
// The exported rules run the generated code.
import './entry.ts'
