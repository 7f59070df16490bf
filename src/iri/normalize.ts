/**
 * RFC 3987 section 5.3, the IRI comparison ladder's normalizations, beside
 * RFC 3986's (they take and give the same tree).
 *
 * - 5.3.2.1 Case: the scheme, and a "US-ASCII only host", in lower case; hex
 *   digits of triplets in upper case. A host with a non-ASCII character (once
 *   5.3.2.3 has decoded it) keeps its case, ASCII letters included: "Case
 *   equivalence for non-ASCII characters in IRI components that are IDNs are
 *   discussed in section 5.3.3", so it is IDNA's business (`normalizeIDN`).
 * - 5.3.2.3 Percent-encoding: triplets of unreserved characters decoded, and,
 *   aligning the IRI with its URI as the section says, the UTF-8 triplets of
 *   characters the component allows as themselves (ucschar; iprivate in the
 *   query; never a bidi formatting character, section 4.1) decoded too, so
 *   `ros%C3%A9` and `rosé` normalize alike. Every other triplet stays, in upper case.
 * - 5.3.2.4 Path segments: remove_dot_segments, as for URIs.
 * - 5.3.3 Scheme-based: the scheme registry of RFC 3986's normalization.
 * - 5.3.2.2 Character normalization (NFC) is applied only on request,
 *   `normalizeNFC`: "Equivalence of IRIs MUST rely on the assumption that IRIs
 *   are appropriately pre-character-normalized rather than apply character
 *   normalization when comparing two IRIs."
 *
 * @example
 * pipe(parseIRI('eXAMPLE://a/./b/../b/%63/%7bfoo%7d/ros%C3%A9'), E.map(normalizeIRI), E.map(serialize))
 * // Right('example://a/b/c/%7Bfoo%7D/rosé')
 *
 * @since 0.2.0
 */
import { sameKind, type Host, type SameKindMap } from '../model/ast.ts'
import { isIprivate, isUcschar } from '../base/code-points.ts'
import { hostToUnicode, labelAsASCII } from './idna.ts'
import { decodeCharacters, keepTriplet } from './triplets.ts'
import { pctByte, utf8PercentEncoding } from '../base/octets.ts'
import { syntaxNormalizer } from '../normalize/index.ts'
import { treeNormalizer, type TextNormalizers } from '../normalize/spans.ts'
import { mapComponents, mapHostText } from '../normalize/map.ts'
import { defaultSchemes, type SchemeRegistry } from '../normalize/scheme.ts'
import { decodeOrUpper, lowerCaseHostText } from '../normalize/triplets.ts'

const outsideQuery = (): boolean => false
const insideQuery = (): boolean => true

/** 5.3.2.3 and 5.3.2.1 on a component's text. */
const iriText =
  (inQuery: () => boolean) =>
  (text: string): string =>
    text.includes('%') ? decodeCharacters(text, { inQuery, ascii: decodeOrUpper }) : text

const NON_ASCII_HOST = /[^\x00-\x7f]/

/**
 * A registered name: its characters decoded as in the other components; in
 * lower case only when it is then US-ASCII only (5.3.2.1), its triplets'
 * hex digits in upper case either way.
 */
const iriRegName = (text: string): string => {
  const decoded = text.includes('%') ? decodeCharacters(text, { inQuery: outsideQuery, ascii: decodeOrUpper }) : text
  return NON_ASCII_HOST.test(decoded) ? decoded : lowerCaseHostText(decoded)
}

/** RFC 3987's text steps (5.3.2.1, 5.3.2.3). */
const IRI_STEPS: TextNormalizers = {
  text: iriText(outsideQuery),
  query: iriText(insideQuery),
  regName: iriRegName,
  // Any triplet may be a character the component allows as itself.
  triplets: () => true,
}

/**
 * Syntax-based normalization of an IRI reference (RFC 3987 5.3.2, without
 * 5.3.2.2's NFC): case, percent-encoding (UTF-8 triplets of allowed
 * characters decoded) and path segments. The same tree comes back when nothing
 * changes.
 *
 * @example
 * import { normalizeIRISyntax } from 'typed-uri/iri'
 * pipe(parseIRI('http://a/ros%C3%A9/./x'), E.map(normalizeIRISyntax), E.map(serialize))   // Right('http://a/rosé/x')
 *
 * @since 0.2.0
 * @category normalization
 */
export const normalizeIRISyntax: SameKindMap = syntaxNormalizer(IRI_STEPS)

/**
 * Syntax-based, then scheme-based normalization (5.3.2 and 5.3.3) with the
 * given scheme rules.
 *
 * @example
 * import { normalizeIRIWith } from 'typed-uri/iri'
 * pipe(parseIRI('HTTP://a:80/ros%C3%A9'), E.map(normalizeIRIWith(defaultSchemes)), E.map(serialize))   // Right('http://a/rosé')
 *
 * @since 0.2.0
 * @category normalization
 */
export const normalizeIRIWith = (registry: SchemeRegistry): SameKindMap => sameKind(treeNormalizer(IRI_STEPS, true, registry))

/**
 * Syntax-based, then scheme-based normalization of an IRI reference (RFC 3987
 * 5.3.2 and 5.3.3) with the default scheme rules. NFC is not applied; compose
 * `normalizeNFC` to ask for it.
 *
 * @example
 * import { normalizeIRI } from 'typed-uri/iri'
 * pipe(parseIRI('HTTP://a:80/ros%C3%A9'), E.map(normalizeIRI), E.map(serialize))   // Right('http://a/rosé')
 *
 * @since 0.2.0
 * @category normalization
 */
export const normalizeIRI: SameKindMap = normalizeIRIWith(defaultSchemes)

/**
 * A token NFC may work on: the letters, digits and non-ASCII characters
 * between delimiters; a triplet is matched first so its hex digits are never
 * taken for letters a combining mark could join.
 */
const TOKEN = /%[0-9A-Fa-f]{2}|[A-Za-z0-9\u0080-\uffff]+/g
const NON_ASCII = /[^\x00-\x7f]/
const ALNUM = /[A-Za-z0-9]/

/**
 * NFC of one token, with what NFC made that the component cannot hold as
 * itself percent-encoded: an ASCII character other than a letter or digit (U+037E
 * GREEK QUESTION MARK is canonically ";", a delimiter it must not become), or
 * a character outside ucschar (and iprivate in the query).
 */
const nfcToken =
  (inQuery: boolean) =>
  (token: string): string => {
    if (token.charCodeAt(0) === 0x25 || !NON_ASCII.test(token)) return token
    const nfc = token.normalize('NFC')
    if (nfc === token) return token
    let out = ''
    for (const ch of nfc) {
      const cp = ch.codePointAt(0) as number
      if (cp < 0x80) out += ALNUM.test(ch) ? ch : pctByte(cp)
      else out += isUcschar(cp) || (inQuery && isIprivate(cp)) ? ch : utf8PercentEncoding(ch)
    }
    return out
  }

const nfcText =
  (inQuery: boolean) =>
  (text: string): string =>
    NON_ASCII.test(text) ? text.replace(TOKEN, nfcToken(inQuery)) : text

const nfcHost = mapHostText(nfcText(false))

/**
 * Character normalization on request (RFC 3987 5.3.2.2): each component's
 * text in Unicode Normalization Form C, so "re\u0301sume\u0301" and
 * "r\u00E9sum\u00E9" compare equal. NFC works between delimiters only (a
 * combining mark never joins a delimiter or a triplet's hex digit), and a
 * character NFC produces that the component cannot hold as itself is
 * percent-encoded, so the result is a valid IRI reference with the same
 * structure.
 *
 * @example
 * import { normalizeNFC } from 'typed-uri/iri'
 * pipe(parseIRI('http://a/re\u0301sume\u0301'), E.map(normalizeNFC), E.map(serialize))   // Right('http://a/résumé'): composed
 *
 * @since 0.2.0
 * @category normalization
 */
export const normalizeNFC: SameKindMap = mapComponents({
  userinfo: nfcText(false),
  host: (h: Host) => (h._tag === 'RegName' ? nfcHost(h) : h),
  path: nfcText(false),
  query: nfcText(true),
  fragment: nfcText(false),
})

/** Each label as the runtime's UTS #46 maps it (iri/idna.ts's `labelAsASCII`), A-labels as U-labels; labels UTS #46 refuses as they are. */
const idnText = (text: string): string => {
  const decoded = text.includes('%') ? decodeCharacters(text, { inQuery: outsideQuery, ascii: keepTriplet }) : text
  if (decoded.includes('%')) return text
  return hostToUnicode(decoded.split('.').map(labelAsASCII).join('.'))
}

/**
 * Internationalized domain names compared as RFC 3987 5.3.3 allows, on request:
 * a registered name's labels mapped by UTS #46 as the runtime's URL parser
 * applies it (the mapping WHATWG clients use: case folding, NFC, width) and
 * valid A-labels written as their U-labels ("SHOULD NOT be converted into
 * ASCII Compatible Encoding"), so "http://résumé.example.org" and
 * "http://xn--rsum-bpad.example.org" normalize alike. A host with a triplet
 * that is not UTF-8 for a ucschar, and labels IDNA refuses, are kept.
 *
 * @example
 * import { normalizeIDN } from 'typed-uri/iri'
 * pipe(parseIRI('http://xn--bcher-kva.example/'), E.map(normalizeIDN), E.map(serialize))   // Right('http://bücher.example/')
 *
 * @since 0.2.0
 * @category normalization
 */
export const normalizeIDN: SameKindMap = mapComponents({
  host: (h: Host) => (h._tag === 'RegName' ? mapHostText(idnText)(h) : h),
})
