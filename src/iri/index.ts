/**
 * `typed-uri/iri`: what RFC 3987 adds beyond parsing, on its own subpath so
 * that an application that parses and validates IRIs (`parseIRI`,
 * `isValidIRI` and `inspect` are in `typed-uri`) does not bundle it:
 * conversion both ways (section 3) and the host conversions it uses (IDNA,
 * Punycode), and normalization and comparison (section 5.3).
 *
 * @example
 * import { iriToURI, normalizeIRI, eqIRIScheme } from 'typed-uri/iri'
 *
 * @since 0.2.0
 */
export { iriToURI, iriToURIWith, uriToIRI, uriToIRIReport, uriToIRIWith, type IriReport, type IriToUriOptions, type UriToIriOptions } from './convert.ts'
export { hostToASCII, hostToASCIIWith, hostToUnicode, hostToUnicodeWith, runtimeUts46, type LabelError, type UnicodeHost, type Uts46 } from './idna.ts'
export { punycodeDecode, punycodeEncode } from './punycode.ts'
export { normalizeIDN, normalizeIRI, normalizeIRISyntax, normalizeIRIWith, normalizeNFC } from '../normalize/iri.ts'
export { eqIRIScheme, eqIRISyntax, equalOnRungIRI } from './compare.ts'
