/**
 * `typed-uri/iri`: what RFC 3987 adds beyond parsing, on its own subpath so
 * that an application that parses and validates IRIs (`parseIRI`,
 * `isValidIRI` and `inspect` are in `typed-uri`) does not bundle it:
 * conversion both ways (section 3) and the host conversions it uses (IDNA,
 * Punycode), and normalization and comparison (section 5.3). It also holds
 * the grammars a form may read beyond RFC 3986's, as values to import
 * (`uriSchema({ iri, zoneIds })`): RFC 3987's and RFC 6874's zone identifiers.
 *
 * @example
 * import { iriToURI, normalizeIRI, eqIRIScheme } from 'typed-uri/iri'
 *
 * @since 0.2.0
 */
export { iriToURI, iriToURIWith, uriToIRI, uriToIRIReport, uriToIRIWith, type IriReport, type IriToUriOptions, type UriToIriOptions } from './convert.ts'
export { hostToASCII, hostToASCIIWith, hostToUnicode, hostToUnicodeWith, runtimeUts46, type IdnaDirection, type IdnaReason, type LabelError, type UnicodeHost, type Uts46 } from './idna.ts'
export { punycodeDecode, punycodeEncode } from './punycode.ts'
export { normalizeIDN, normalizeIRI, normalizeIRISyntax, normalizeIRIWith, normalizeNFC } from './normalize.ts'
export { eqIRIScheme, eqIRISyntax, equalOnRungIRI } from './compare.ts'
export { iri, zoneIds, type GrammarFeature } from '../grammar/features.ts'
export { IPRIVATE_RANGES, isBidiFormatting, isIprivate, isNoncharacter, isUcschar, UCSCHAR_RANGES } from '../base/code-points.ts'
