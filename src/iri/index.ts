/**
 * IRIs (RFC 3987) beside URIs: conversion both ways (section 3) and the host
 * conversions they use. Parsing and validating IRIs are in parse.ts and
 * validate.ts (`parseIRI`, `isValidIRI`).
 *
 * @since 0.2.0
 */
export { isBidiFormatting } from '../code-points.ts'
export { iriToURI, iriToURIWith, uriToIRI, uriToIRIWith, type IriToUriOptions, type UriToIriOptions } from './convert.ts'
export { hostToASCII, hostToUnicode, type LabelError } from './idna.ts'
export { punycodeDecode, punycodeEncode } from './punycode.ts'
