/**
 * typed-uri: RFC 3986 URI references as a typed AST, parsed by composable
 * parsimmon rules (see `typed-uri/grammar`), with errors as facts a person can
 * act on once `typed-uri/messages` words them.
 *
 * @example
 * import { pipe } from 'fp-ts/lib/function.js'
 * import * as E from 'fp-ts/lib/Either.js'
 * import { parse, toComponents } from 'typed-uri'
 *
 * pipe(parse('foo://example.com:8042/over/there?name=ferret#nose'), E.map(toComponents))
 * // Right({ kind: 'uri', scheme: 'foo', host: 'example.com', port: '8042', … })
 *
 * @since 0.1.0
 */
export type {
  AbsoluteUri,
  Authority,
  Component,
  Host,
  IPv4Host,
  IPv6Host,
  IPvFutureHost,
  Path,
  Port,
  RegNameHost,
  RelativeRef,
  Span,
  Uri,
  UriReference,
  Zone,
} from './model/ast.ts'
export { isRelativeRef, isUri, schemeOf, segmentsOf } from './model/ast.ts'
export { FORM_MAX_LENGTH, parse, parseAbsoluteURI, parseRelativeRef, parseURI } from './reading/parse.ts'
export { parseAbsoluteIRI, parseIRelativeRef, parseIRI, parseIRIReference, parseWith } from './reading/parsers.ts'
export { isValid, isValidIRI, isValidURI } from './reading/validate.ts'
export { isWebURL } from './reading/web.ts'
export type { WebFaultCode } from './reading/web.ts'
export type { ParseOptions } from './reading/parsers.ts'
export type { ComponentRule, EntryRule, ErrorRule, GrammarRule, LikelyReading, Reason, ReasonKind, ReasonOf, UriError, UriErrorCode } from './error/make.ts'
export { serialize, serializeAuthority } from './model/serialize.ts'
export type { Components, HostKind } from './model/components.ts'
export { hostKind, hostText, toComponents } from './model/components.ts'
export type { DecodeError } from './encoding/percent-encoding.ts'
export {
  decodeComponent,
  encodeFragment,
  encodePath,
  encodePathSegment,
  encodePathSegmentNoColon,
  encodeQuery,
  encodeRegName,
  encodeUserinfo,
  utf8PercentEncoding,
} from './encoding/percent-encoding.ts'
export { makeAuthority, makeComponent, makePath, makePort, makeReference } from './model/ast.ts'
export type { Parts } from './model/ast.ts'
export { resolve, resolveWith } from './resolve/resolve.ts'
export type { ResolveOptions } from './resolve/resolve.ts'
export { mergePaths } from './resolve/merge.ts'
export { removeDotSegments } from './resolve/remove-dot-segments.ts'
export { relativize } from './resolve/relativize.ts'
export { resolveText } from './resolve/text.ts'
export { normalize, normalizeSyntax, normalizeWith } from './normalize/index.ts'
export { normalizeText } from './normalize/text.ts'
export type { Canonical, CanonicalProfile, Removal } from './normalize/canonicalize.ts'
export { CANONICAL_PROFILES, canonicalize, DEFAULT_INDEX_FILES } from './normalize/canonicalize.ts'
export { normalizeCase } from './normalize/case.ts'
export { normalizePercentEncoding } from './normalize/percent.ts'
export { normalizePathSegments } from './normalize/path.ts'
export { normalizeScheme } from './normalize/scheme.ts'
export type { SchemeRegistry, SchemeRule } from './normalize/scheme.ts'
export {
  eqScheme,
  eqString,
  eqSyntax,
  equalOnRung,
  ignoringFragment,
  withoutFragment,
} from './normalize/compare.ts'
export type { Rung } from './normalize/compare.ts'
export { suggestFix } from './input/suggest.ts'
export { withFragment, withHost, withPath, withPort, withQuery, withScheme, withUserinfo } from './edit/setters.ts'
export type { SameKind, SameKindMap } from './model/ast.ts'
export { findURIs } from './reading/find.ts'
export type { FoundURI } from './reading/find.ts'
export { fromUserInput } from './input/user-input.ts'
export type { Change, ReferenceOfRule, UserInput, UserInputOptions } from './input/user-input.ts'
