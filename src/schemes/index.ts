/**
 * typed-uri/schemes: the grammars of http and https (RFC 9110 section 4.2),
 * ws and wss (RFC 6455 section 3), mailto (RFC 6068), urn (RFC 8141), file
 * (RFC 8089) and data (RFC 2397), each built from typed-uri/grammar's rules,
 * with a typed tree, a parser with exact errors and the scheme's own rules:
 *
 * ```ts
 * import { parseScheme, parseUrn, eqUrn, fileToPath } from 'typed-uri/schemes'
 * parseScheme('http:///a')             // Left({ code: 'scheme-violation', offset: 7, reason: { kind: 'http-empty-host', scheme: 'http', rfc: '9110', section: '4.2.1' }, … })
 * parseScheme('ws://example.com/#x')   // Left({ code: 'scheme-violation', offset: 17, reason: { kind: 'ws-fragment', scheme: 'ws', rfc: '6455', section: '3' }, … })
 * parseScheme('urn:uuid:F81D4FAE-7DEC-11D0-A765-00A0C91E6BF6')   // Right({ _tag: 'UrnUri', nid, nss, … })
 * ```
 *
 * An error's reason names the rule of the scheme's RFC it breaks, as data (`SchemeReason`);
 * `describeError` (`typed-uri/messages`) words it: "Found "#" at position 18 in the path: a
 * WebSocket URI has no fragment (RFC 6455 section 3); …", or for a form, "A WebSocket address
 * cannot contain a "#": …".
 *
 * Each scheme's normalization (default ports, case, `urn:uuid` in lower
 * case) is a rule of the scheme registry `normalize` and `equivalent` use.
 *
 * @since 0.2.0
 */
export { parseScheme, KNOWN_SCHEMES, type SchemeUri } from './scheme.ts'
export { defaultSchemes, normalizeSchemeWith, registerScheme } from '../normalize/scheme.ts'
export { parseHttp, parseHttps, parseWs, parseWss, type HttpUri, type WsUri } from './http.ts'
export { parseMailto, type MailtoAddress, type MailtoHeader, type MailtoUri } from './mailto.ts'
export { eqUrn, equivalentUrn, parseUrn, URN_NAMESPACES, urnEquivalenceKey, type UrnNamespace, type UrnUri } from './urn.ts'
export { fileToPath, parseFile, pathToFile, type FileUri, type Platform } from './file.ts'
export { decodeData, parseData, type DataParameter, type DataUri } from './data.ts'
export { decodeDataWith, forgivingBase64, type Base64Fault, type DecodeDataOptions } from './data-options.ts'
export type { Base64Reason, FileNameFault, ForgivingBase64Reason, SchemeReason } from '../error/reasons/schemes.ts'
export { httpReference, httpsURI, httpURI, wssURI, wsURI } from '../grammar/schemes/http.ts'
export { addr, hfield, hfields, hfname, hfvalue, mailtoURI, qchar, someDelims, to } from '../grammar/schemes/mailto.ts'
export { assignedName, ldh, NID, NSS, namestring, qComponent, rComponent } from '../grammar/schemes/urn.ts'
export { authPath, driveLetter, fileAbsolute, fileAuth, fileHierPart, fileHost, fileURI, inlineIP, localPath, uncAuthority } from '../grammar/schemes/file.ts'
export { data, dataurl, mediatype, parameter, token } from '../grammar/schemes/data.ts'
