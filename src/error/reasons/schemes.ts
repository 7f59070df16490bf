/**
 * The reasons of `scheme-violation` errors (`typed-uri/schemes`): the rule of
 * the scheme's RFC that the URI breaks, with its section, and what of the
 * input the rule is about (an address, a name, a path). Data only: the
 * sentences are the catalogs' (src/messages/en/schemes.ts). A reason of a
 * scheme's grammar is worded with the error's own facts (`found`, `offset`,
 * `rulePath`, `expected`): "Found "#" at position 22: …".
 *
 * @since 0.4.0
 */
import type { Seen } from './options.ts'

/**
 * Why a name of a path cannot be a file's name on a platform, or a server's
 * name in a UNC path: the character it holds (or its code unit), or its shape.
 * - `separator`: "/" (or, on Windows, "\"), which separates names;
 * - `nul`: U+0000, which ends a C string (POSIX.1 "Filename", Microsoft's naming rules);
 * - `stream-colon`: on Windows a ":", which would name an NTFS alternate data stream or a drive;
 * - `reserved`: on Windows one of < > " | ? * or U+0001 to U+001F (Microsoft's naming rules);
 * - `lone-surrogate`: a surrogate code unit without its pair, which UTF-8 cannot encode (RFC 8089 section 4);
 * - `dots-and-spaces`: on Windows a name of only dots and spaces, which Win32 trims.
 *
 * @example
 * import { pathToFile } from 'typed-uri/schemes'
 * pathToFile('windows')('C:\\a:$DATA')
 * // Left({ code: 'scheme-violation', offset: 4, reason: { kind: 'file-path-name', name: 'a:$DATA', fault: { fault: 'stream-colon' }, … } })
 *
 * @since 0.4.0
 * @category model
 */
export type FileNameFault =
  | { readonly fault: 'separator'; readonly character: '/' | '\\' }
  | { readonly fault: 'nul' }
  | { readonly fault: 'stream-colon' }
  | { readonly fault: 'reserved'; readonly codePoint: number }
  | { readonly fault: 'lone-surrogate'; readonly codeUnit: number }
  | { readonly fault: 'dots-and-spaces' }

/**
 * The reasons WHATWG's forgiving-base64 decode refuses its input (`forgivingBase64`,
 * `decodeDataWith({ base64: 'forgiving' })`).
 *
 * @example
 * import { forgivingBase64 } from 'typed-uri/schemes'
 * forgivingBase64([0x51])   // Left({ at: 1, reason: { kind: 'forgiving-base64-length', count: 1 } })
 *
 * @since 0.4.0
 * @category model
 */
export type ForgivingBase64Reason =
  /** What was given is no list of octets (from JavaScript, where types do not reach). */
  | { readonly kind: 'forgiving-base64-not-octets' }
  /** An octet outside the alphabet, ASCII white space and the "=" padding at the end. */
  | { readonly kind: 'forgiving-base64-character' }
  /** `count` characters after white space and padding leave one over a group of four, which encodes no octet. */
  | { readonly kind: 'forgiving-base64-length'; readonly count: number }

/**
 * The reasons RFC 4648 section 4's base64 refuses a data URL's payload (`decodeData`).
 *
 * @example
 * import { decodeData, parseData } from 'typed-uri/schemes'
 * pipe(parseData('data:;base64,QUJDRA'), E.chain(decodeData))
 * // Left({ code: 'scheme-violation', offset: 19, reason: { kind: 'data-base64-length', length: 6, rfc: '4648', section: '4' }, … })
 *
 * @since 0.4.0
 * @category model
 */
export type Base64Reason =
  /** A character outside the alphabet, or an "=" before the padding at the end. */
  | { readonly kind: 'data-base64-character'; readonly rfc: '4648'; readonly section: '4' }
  /** A length (`length` characters) that is no multiple of four. */
  | { readonly kind: 'data-base64-length'; readonly length: number; readonly rfc: '4648'; readonly section: '4' }

/** The platforms of `fileToPath` and `pathToFile`. */
type PathPlatform = 'posix' | 'windows'

/**
 * Why a URI breaks its scheme's rule, or a path or payload cannot be converted: a kind per rule,
 * with the scheme, the RFC and section it cites, and the text of the input it is about.
 *
 * @example
 * import { parseWs } from 'typed-uri/schemes'
 * import { describeError, plain } from 'typed-uri/messages'
 * const r = parseWs('ws://example.com/chat#x')
 * if (r._tag === 'Left') {
 *   r.left.reason                 // { kind: 'ws-fragment', scheme: 'ws', rfc: '6455', section: '3' }
 *   describeError(plain)(r.left)  // 'A WebSocket address cannot contain a "#": remove the "#" after \'chat\' and what follows it, or replace it with %23'
 * }
 *
 * @since 0.4.0
 * @category model
 */
export type SchemeReason =
  // RFC 9110 section 4.2 (http, https) and RFC 6455 section 3 (ws, wss).
  /** The URI is not "http://" (or "https://") authority path-abempty [ "?" query ]. */
  | { readonly kind: 'http-form'; readonly scheme: 'http' | 'https'; readonly rfc: '9110'; readonly section: '4.2.1' | '4.2.2' }
  /** The host is empty: a recipient MUST reject it. */
  | { readonly kind: 'http-empty-host'; readonly scheme: 'http' | 'https'; readonly rfc: '9110'; readonly section: '4.2.1' | '4.2.2' }
  /** A "#": a WebSocket URI has no fragment. */
  | { readonly kind: 'ws-fragment'; readonly scheme: 'ws' | 'wss'; readonly rfc: '6455'; readonly section: '3' }
  /** An "@": a WebSocket URI has no user information. */
  | { readonly kind: 'ws-userinfo'; readonly scheme: 'ws' | 'wss'; readonly rfc: '6455'; readonly section: '3' }
  /** The URI is not "ws://" (or "wss://") host [ ":" port ] path [ "?" query ]. */
  | { readonly kind: 'ws-form'; readonly scheme: 'ws' | 'wss'; readonly rfc: '6455'; readonly section: '3' }
  // RFC 6068 (mailto), with RFC 5322 section 3.4.1's addr-spec.
  /** One of "?", "=", "&" (delimiters) or "/", "#" (not allowed) where section 2 has no room for it. */
  | { readonly kind: 'mailto-delimiter'; readonly character: '?' | '=' | '&' | '/' | '#'; readonly rfc: '6068'; readonly section: '2' }
  /** The URI is not "mailto:" [ addresses ] [ "?" hfields ]. */
  | { readonly kind: 'mailto-form'; readonly rfc: '6068'; readonly section: '2' }
  /** An address (decoded) without "@" after its local part. */
  | { readonly kind: 'mailto-no-at'; readonly address: string; readonly rfc: '5322'; readonly section: '3.4.1' }
  /** An address (decoded) whose local part is neither dot-atom text nor a quoted string. */
  | { readonly kind: 'mailto-local-part'; readonly address: string; readonly rfc: '5322'; readonly section: '3.4.1' }
  /** An address's domain (decoded) that is neither dot-atom text nor a bracketed literal. */
  | { readonly kind: 'mailto-domain'; readonly domain: string; readonly rfc: '5322'; readonly section: '3.4.1' }
  /** The octets of an address or of a header field are not UTF-8. */
  | { readonly kind: 'mailto-not-utf8'; readonly part: 'address' | 'field'; readonly rfc: '6068'; readonly section: '2' }
  // RFC 8141 (urn).
  /** A "?" that begins neither an r-component ("?+") nor a q-component ("?="). */
  | { readonly kind: 'urn-question-mark'; readonly rfc: '8141'; readonly section: '2' }
  /** A namespace identifier that is not letters, digits and "-", beginning and ending with a letter or digit. */
  | { readonly kind: 'urn-nid'; readonly rfc: '8141'; readonly section: '2' }
  /** A namespace identifier longer than `max` characters (`length`). */
  | { readonly kind: 'urn-nid-too-long'; readonly length: number; readonly max: 32; readonly rfc: '8141'; readonly section: '2' }
  /** The URN is not "urn:" NID ":" NSS [ "?+" r-component ] [ "?=" q-component ] [ "#" f-component ]. */
  | { readonly kind: 'urn-form'; readonly rfc: '8141'; readonly section: '2' }
  /** The NSS breaks its namespace's published rule (`nid`: `uuid`, RFC 9562 section 4). */
  | { readonly kind: 'urn-namespace-nss'; readonly nid: string; readonly rfc: string; readonly section: string }
  // RFC 8089 (file).
  /** A port: a file URI names a host, never a port. */
  | { readonly kind: 'file-port'; readonly rfc: '8089'; readonly section: '2' }
  /** The URI is not "file:" then an absolute path (or, where `host`, "file://" host then an absolute path). */
  | { readonly kind: 'file-form'; readonly host: boolean; readonly rfc: '8089'; readonly section: '2' }
  /** A path segment (`segment`, as written) decodes to a name the platform's file names cannot be. */
  | { readonly kind: 'file-segment-name'; readonly segment: string; readonly platform: PathPlatform; readonly fault: FileNameFault }
  /** The octets of a path segment are not UTF-8: no path of the platform holds them. */
  | { readonly kind: 'file-path-not-utf8'; readonly platform: PathPlatform }
  /** A file URI with a host (`host`, as written) read as a POSIX path, which names files of this machine only. */
  | { readonly kind: 'file-posix-host'; readonly host: string }
  /** A file URI with a drive letter read as a POSIX path. */
  | { readonly kind: 'file-posix-drive'; readonly drive: string }
  /** A host that decodes to no Windows server name: nothing, octets that are not UTF-8, a separator or a NUL. */
  | { readonly kind: 'file-windows-server'; readonly host: string }
  /** A host "." or "?", which would make a Win32 device path ("\\.\") or namespace path ("\\?\"). */
  | { readonly kind: 'file-win32-host'; readonly host: string; readonly namespace: 'device' | 'namespace' }
  /** A host and a drive letter: a UNC path names a server and a share, never a drive. */
  | { readonly kind: 'file-unc-drive'; readonly host: string; readonly drive: string }
  /** A UNC path without its share (`share`: what stands there instead, or null for nothing). */
  | { readonly kind: 'file-unc-no-share'; readonly host: string; readonly share: string | null }
  /** A path (`path`, as given) to write as a file URI, with a "." or ".." name that reading the URI would remove (RFC 3986 section 5.2.4). */
  | { readonly kind: 'file-path-dot-segment'; readonly path: string; readonly platform: PathPlatform; readonly literal: boolean; readonly segment: '.' | '..' }
  /** A path with a name (`name`) the platform's file names cannot be; `literal` for a path after Win32's "\\?\". */
  | { readonly kind: 'file-path-name'; readonly path: string; readonly platform: PathPlatform; readonly literal: boolean; readonly name: string; readonly fault: FileNameFault }
  /** A name after Win32's "\\?\" ending in a dot or a space, which the path given back (without "\\?\") would lose. */
  | { readonly kind: 'file-win32-trailing'; readonly path: string; readonly name: string }
  /** A UNC path's server (`server`) holds a NUL or a lone surrogate. */
  | { readonly kind: 'file-unc-server'; readonly path: string; readonly server: string; readonly fault: Extract<FileNameFault, { readonly fault: 'nul' | 'lone-surrogate' }> }
  /** A UNC path with no share after its server. */
  | { readonly kind: 'file-unc-path-no-share'; readonly path: string }
  /** A POSIX path that does not begin with "/". */
  | { readonly kind: 'file-posix-relative'; readonly path: string }
  /** A POSIX path that begins with "//", which a file URI reads as a UNC path (RFC 8089 Appendix E.3.2). */
  | { readonly kind: 'file-posix-double-slash'; readonly path: string }
  /** A Windows path that begins with neither a drive, a UNC server nor "\\?\". */
  | { readonly kind: 'file-windows-relative'; readonly path: string }
  /** A Win32 device path ("\\.\") or a namespace path that names no drive or UNC share. */
  | { readonly kind: 'file-win32-namespace'; readonly path: string; readonly namespace: 'device' | 'namespace' }
  // RFC 2397 (data).
  /** A triplet (`triplet`, as written, decoding to `octet`) in a media type's token that decodes to no RFC 2045 token character. */
  | { readonly kind: 'data-token-triplet'; readonly triplet: string; readonly octet: number; readonly rfc: '2397'; readonly section: '3' }
  /** A media type parameter that is not attribute "=" value. */
  | { readonly kind: 'data-parameter'; readonly rfc: '2397'; readonly section: '3' }
  /** The URL is not "data:" [ mediatype ] [ ";base64" ] "," data. */
  | { readonly kind: 'data-form'; readonly rfc: '2397'; readonly section: '3' }
  | Base64Reason
  | ForgivingBase64Reason
  /** A conversion (`fileToPath`, `decodeData`) given something that is not the tree its parser makes (from JavaScript). */
  | { readonly kind: 'scheme-not-a-tree'; readonly function: 'fileToPath' | 'decodeData'; readonly got: Seen }
