/**
 * The English sentences of the reasons in src/error/reasons/schemes.ts: technical
 * (the rule, its section, what was found) and plain (what to do, in a form's words).
 *
 * A reason of a scheme's rule is worded with its error's facts: the technical
 * sentence says where (position and part), what was found there, the rule and
 * what could have come ("Found "#" at position 22: a WebSocket URI has no
 * fragment (RFC 6455 section 3); …"); a conversion's (`fileToPath`,
 * `pathToFile`) is a sentence of its own about the path.
 *
 * @since 0.4.0
 */
import type { Seen } from '../../error/reasons/options.ts'
import type { FileNameFault, SchemeReason } from '../../error/reasons/schemes.ts'
import type { UriError } from '../../error/facts.ts'
import type { ReasonSentences } from '../catalog.ts'
import { describeCharacter, describeExpected, describePart, describePosition, hex4 } from './technical-codes.ts'

type SchemeSentences = ReasonSentences<SchemeReason['kind']>

type Platform = 'posix' | 'windows'

// ---------------------------------------------------------------------------
// technical
// ---------------------------------------------------------------------------

/**
 * A scheme rule's failure, from the error's facts: "Found X at position N in the part: <why>; expected …",
 * or "The input ends at position N: …" where nothing was found.
 */
const atFound = (e: UriError, why: string): string => {
  const part = describePart(e.rulePath)
  const where = `${describePosition(e)}${part === null ? '' : ` in the ${part}`}`
  const expected = e.expected.length === 0 ? '' : `; expected ${describeExpected(e.expected)}`
  return `${e.found === null ? `The input ends at ${where}` : `Found ${describeCharacter(e.found)} at ${where}`}: ${why}${expected}.`
}

/** "RFC 9110 section 4.2.1", from a reason's citation. */
const cite = (r: { readonly rfc: string; readonly section: string }): string => `RFC ${r.rfc} section ${r.section}`

/** What a triplet of a media type's token decodes to, as a person reads it. */
const octetName = (octet: number): string =>
  octet === 0x20 ? 'a space' : octet < 0x20 || octet === 0x7f ? 'a control character' : octet > 0x7f ? 'an octet above US-ASCII' : `"${String.fromCharCode(octet)}", a tspecial`

/** A value that is not a conversion's tree, named: "null", "a list", "a value of type number". */
const valueName = (got: Seen): string => (got.type === 'null' ? 'null' : got.type === 'array' ? 'a list' : `a value of type ${got.type}`)

/** The platform's name in a path's sentence: "POSIX", "Windows", or "Win32" after its "\\?\" prefix. */
const label = (platform: Platform, literal: boolean): string => (literal ? 'Win32' : platform === 'posix' ? 'POSIX' : 'Windows')

/** Why a name cannot be a file's on a platform (or a server's), as the end of a sentence. */
const faultWhy = (fault: FileNameFault, platform: Platform | 'server'): string => {
  switch (fault.fault) {
    case 'separator':
      return platform === 'posix' ? '"/", the separator of POSIX paths' : `"${fault.character}", a separator on Windows that no name holds`
    case 'nul':
      return platform === 'posix'
        ? 'a NUL, which no POSIX file name holds (POSIX.1 "Filename")'
        : platform === 'windows'
          ? 'a NUL, which no Windows file name holds'
          : 'a NUL, which no server name holds'
    case 'stream-colon':
      return 'a ":", which would name an NTFS alternate data stream ("a:$DATA") or a drive, not a file'
    case 'reserved': {
      const shown = fault.codePoint < 0x20 ? hex4(fault.codePoint) : `"${String.fromCodePoint(fault.codePoint)}"`
      return `${shown}, which Microsoft's naming rules forbid in a Windows file name (< > : " / \\ | ? * and U+0000 to U+001F)`
    }
    case 'lone-surrogate':
      return `a lone surrogate (${hex4(fault.codeUnit)}), which UTF-8 cannot encode (RFC 8089 section 4 writes names in UTF-8)`
    case 'dots-and-spaces':
      return 'only dots and spaces, which Windows trims from a file name: it would be read as a dot segment or as nothing'
  }
}

const TREES = { fileToPath: 'a file URI made by parseFile', decodeData: 'a data URL made by parseData' } as const

/**
 * The technical sentence of each scheme reason: a rule's failure says where, what was found, the rule
 * with its RFC section, and what could have come; a path conversion's names the path and the rule.
 */
export const technicalSchemes: SchemeSentences = {
  // RFC 9110 section 4.2, RFC 6455 section 3.
  'http-form': (r, e) => atFound(e, `an ${r.scheme} URI continues "${r.scheme}://" with its host (${cite(r)})`),
  'http-empty-host': (r, e) => atFound(e, `an ${r.scheme} URI with an empty host is invalid, and a recipient MUST reject it (${cite(r)})`),
  'ws-fragment': (r, e) => atFound(e, `a WebSocket URI has no fragment (${cite(r)}); write a "#" that belongs to the query as %23`),
  'ws-userinfo': (r, e) => atFound(e, `a WebSocket URI has no user information (${cite(r)})`),
  'ws-form': (r, e) => atFound(e, `a WebSocket URI is "${r.scheme}://" host [ ":" port ] path [ "?" query ] (${cite(r)})`),
  // RFC 6068, RFC 5322 section 3.4.1.
  'mailto-delimiter': (r, e) =>
    atFound(e, `in a mailto URI "?", "=" and "&" are delimiters and "/" and "#" are not allowed; write them in an address or field as %3F, %3D, %26, %2F, %23 (${cite(r)})`),
  'mailto-form': (r, e) => atFound(e, `a mailto URI is "mailto:" [ addresses ] [ "?" name=value *( "&" name=value ) ] (${cite(r)})`),
  'mailto-no-at': (r, e) => atFound(e, `the address "${r.address}" has no "@" after its local part; an address is local-part "@" domain (RFC 6068 section 2, ${cite(r)})`),
  'mailto-local-part': (r, e) => atFound(e, `the local part of "${r.address}" is neither dot-atom text nor a quoted string (${cite(r)})`),
  'mailto-domain': (r, e) => atFound(e, `the domain "${r.domain}" is neither dot-atom text nor a bracketed literal (${cite(r)})`),
  'mailto-not-utf8': (r, e) => atFound(e, `the octets of ${r.part === 'address' ? 'an address' : 'a header field'} are UTF-8 (${cite(r)})`),
  // RFC 8141.
  'urn-question-mark': (r, e) => atFound(e, `in a URN a "?" begins an r-component ("?+") or a q-component ("?="), and is otherwise an error (${cite(r)})`),
  'urn-nid': (r, e) => atFound(e, `a namespace identifier (NID) is letters, digits and "-", beginning and ending with a letter or digit (${cite(r)})`),
  'urn-nid-too-long': (r, e) => atFound(e, `a namespace identifier (NID) is at most ${r.max} characters (${cite(r)})`),
  'urn-form': (r, e) => atFound(e, `a URN is "urn:" NID ":" NSS [ "?+" r-component ] [ "?=" q-component ] [ "#" f-component ] (${cite(r)})`),
  'urn-namespace-nss': (r, e) =>
    atFound(
      e,
      r.nid === 'uuid'
        ? `a urn:uuid names a UUID, 8-4-4-4-12 hex digits such as f81d4fae-7dec-11d0-a765-00a0c91e6bf6 (${cite(r)})`
        : `the NSS is not one of the "${r.nid}" namespace's (${cite(r)})`,
    ),
  // RFC 8089, and the paths of POSIX and Windows.
  'file-port': (r, e) => atFound(e, `a file URI names a host, never a port (${cite(r)})`),
  'file-form': (r, e) =>
    atFound(e, r.host ? `a file URI is "file:" then an absolute path, or "file://" host then an absolute path (${cite(r)})` : `a file URI is "file:" then an absolute path (${cite(r)})`),
  'file-segment-name': (r) => `The path segment "${r.segment}" decodes to ${faultWhy(r.fault, r.platform)}.`,
  'file-path-not-utf8': (r, e) => `The octets of the path at ${describePosition(e)} are not UTF-8: no ${r.platform} path can hold them.`,
  'file-posix-host': (r) => `The file URI names the host "${r.host}": a POSIX path names files of this machine only.`,
  'file-posix-drive': () => 'The file URI has a drive letter, which a POSIX path has not.',
  'file-windows-server': (r) => `The host "${r.host}" decodes to no Windows server name (nothing, octets that are not UTF-8, a separator or a NUL).`,
  'file-win32-host': (r) =>
    `The host "${r.host}" would make a Win32 ${r.namespace === 'device' ? 'device path ("\\\\.\\")' : 'namespace path ("\\\\?\\")'}, which names no file on a server: no UNC path has it.`,
  'file-unc-drive': (r) => `The file URI names both the host "${r.host}" and the drive "${r.drive}:": a UNC path names a server and a share, never a drive letter.`,
  'file-unc-no-share': (r) => `A UNC path needs a share after its server ("\\\\server\\share\\…"); the path of the host "${r.host}" has ${r.share === null ? 'none' : `"${r.share}"`}.`,
  'file-path-dot-segment': (r, e) =>
    `The ${label(r.platform, r.literal)} path "${r.path}" has the dot segment "${r.segment}" at ${describePosition(e)}: reading a file URI removes dot segments (RFC 3986 section 5.2.4), so this path would not come back; resolve it first.`,
  'file-path-name': (r) => `The name "${r.name}" of the ${label(r.platform, r.literal)} path "${r.path}" holds ${faultWhy(r.fault, r.platform)}: no file URI names it.`,
  'file-win32-trailing': (r) =>
    `The name "${r.name}" of the Win32 path "${r.path}" ends in a dot or a space: "\\\\?\\" keeps it, but the path a file URI gives back has no "\\\\?\\", and Win32 trims it there.`,
  'file-unc-server': (r) => `The server "${r.server}" of the UNC path "${r.path}" holds ${faultWhy(r.fault, 'server')}.`,
  'file-unc-path-no-share': (r) => `The UNC path "${r.path}" has no share after its server: a UNC path is "\\\\server\\share\\…", and no file URI names a server alone.`,
  'file-posix-relative': (r) => `The POSIX path "${r.path}" is relative; a file URI names an absolute path, beginning with "/".`,
  'file-posix-double-slash': (r) =>
    `The POSIX path "${r.path}" begins with "//": a file URI would read it as a UNC path naming a host (RFC 8089 Appendix E.3.2), so no file URI gives it back; write it with one "/".`,
  'file-windows-relative': (r) =>
    `The Windows path "${r.path}" is not absolute; a file URI names a path beginning with a drive ("C:\\"), a UNC host ("\\\\host\\share") or "\\\\?\\" before one of them.`,
  'file-win32-namespace': (r) =>
    `The Windows path "${r.path}" is ${
      r.namespace === 'device'
        ? 'a Win32 device path ("\\\\.\\"): it names a device, not a file of a file system'
        : 'a Win32 namespace path that names no drive or UNC share ("\\\\?\\C:\\…" and "\\\\?\\UNC\\server\\share\\…" do): a volume, a device or an NT object'
    }, and no file URI names it.`,
  // RFC 2397, RFC 4648 section 4, WHATWG Infra's forgiving-base64 decode.
  'data-token-triplet': (r, e) =>
    atFound(
      e,
      `"${r.triplet}" is ${octetName(r.octet)}: a media type's type, subtype and parameter names are RFC 2045 tokens once decoded, with no space, control, octet above US-ASCII or tspecial ( ) < > @ , ; : \\ " / [ ] ? = (${cite(r)}, RFC 2045 section 5.1)`,
    ),
  'data-parameter': (r, e) => atFound(e, `a media type parameter is attribute "=" value (${cite(r)})`),
  'data-form': (r, e) => atFound(e, `a data URL is "data:" [ mediatype ] [ ";base64" ] "," data (${cite(r)})`),
  'data-base64-character': (r, e) => atFound(e, `base64 data is letters, digits, "+", "/" and "=" padding at its end (${cite(r)})`),
  'data-base64-length': (r, e) => atFound(e, `base64 data comes in groups of four characters; this has ${r.length} (${cite(r)})`),
  'forgiving-base64-not-octets': (_r, e) => atFound(e, 'forgiving base64 decodes a list of octets (numbers from 0 to 255)'),
  'forgiving-base64-character': (_r, e) => atFound(e, 'forgiving base64 is letters, digits, "+", "/", ASCII white space and "=" padding at its end (WHATWG Infra, forgiving-base64 decode)'),
  'forgiving-base64-length': (r, e) =>
    atFound(e, `forgiving base64 leaves no group of one character over; this has ${r.count} characters after white space and padding (WHATWG Infra, forgiving-base64 decode)`),
  'scheme-not-a-tree': (r) => `${r.function} reads ${TREES[r.function] ?? 'the tree its parser makes'}; got ${valueName(r.got)}.`,
}

// ---------------------------------------------------------------------------
// plain
// ---------------------------------------------------------------------------

/** Whether a code unit ends a word of an address (one of / ? # = & : @ [ ] . , ; and the space): what "after '…'" quotes stops at. */
const isDelimiter = (c: number): boolean => '/?#=&:@[].,; '.includes(String.fromCharCode(c))

/** "after 'chat'" (the last word before the error), "after '/'" (a delimiter), or "at the start". */
const after = (before: string): string => {
  if (before === '') return 'at the start'
  let k = before.length
  while (k > 0 && !isDelimiter(before.charCodeAt(k - 1))) k--
  return `after '${k === before.length ? before.slice(-1) : before.slice(k)}'`
}

/** A form's sentence for what it cannot act on: the code that called the conversion is wrong, not the person. */
const SET_UP_WRONGLY = 'The address could not be checked, because this form is set up wrongly: contact the people who run the site'

/** The platform's computers, in everyday words. */
const ON: { readonly [P in Platform]: string } = { posix: 'Linux or a Mac', windows: 'Windows' }

/** Why a name cannot be a file's, in everyday words, after "because it". */
const faultPlain = (fault: FileNameFault): string => {
  switch (fault.fault) {
    case 'separator':
      return fault.character === '/' ? 'contains a slash (/)' : 'contains a backslash (\\)'
    case 'stream-colon':
      return 'contains a colon (:)'
    case 'reserved':
      return fault.codePoint < 0x20 ? 'contains a hidden character' : `contains the sign ${String.fromCodePoint(fault.codePoint)}`
    case 'nul':
      return 'contains a hidden character'
    case 'lone-surrogate':
      return 'contains a broken character'
    case 'dots-and-spaces':
      return 'is only dots and spaces'
  }
}

/** What a triplet in a data address's type stands for, in everyday words. */
const octetPlain = (octet: number): string =>
  octet === 0x20
    ? 'a space'
    : octet < 0x20 || octet === 0x7f
      ? 'a hidden character'
      : octet > 0x7f
        ? 'part of a character other than a plain letter or digit'
        : `"${String.fromCharCode(octet)}"`

/** The %-form of a mailto delimiter (RFC 3986 section 2.1: its octet in hex). */
const TRIPLETS = { '?': '%3F', '=': '%3D', '&': '%26', '/': '%2F', '#': '%23' } as const

/**
 * The plain sentence of each scheme reason: what to change, in the words of the kind of address
 * ("web address", "email link", "file address"), never a rule's name or an RFC's number.
 */
export const plainSchemes: SchemeSentences = {
  'http-form': (r) => `Enter a web address that starts with ${r.scheme}:// and the website name, like ${r.scheme}://www.example.com`,
  'http-empty-host': (r) => `Add the website name after ${r.scheme}://, like ${r.scheme}://www.example.com`,
  'ws-fragment': (_r, e) => `A WebSocket address cannot contain a "#": remove the "#" ${after(e.before)} and what follows it, or replace it with %23`,
  'ws-userinfo': () => 'A WebSocket address cannot contain a user name or password: remove the part up to and including the "@"',
  'ws-form': (r) => `Enter a WebSocket address that starts with ${r.scheme}:// and the website name, like ${r.scheme}://www.example.com/chat`,
  'mailto-delimiter': (r, e) =>
    r.character === '/' || r.character === '#'
      ? `Replace the "${r.character}" ${after(e.before)} with ${TRIPLETS[r.character]}: an email link cannot contain it as it is`
      : `Replace the "${r.character}" ${after(e.before)} with ${TRIPLETS[r.character] ?? r.character}: in an email link, "?", "&" and "=" stand as they are only to add fields, like mailto:name@example.com?subject=Hi&body=Hello`,
  'mailto-form': () => 'Check the email link: it must look like mailto:name@example.com?subject=Hello',
  'mailto-no-at': (r) => `Add an "@" to the email address "${r.address}", like name@example.com`,
  'mailto-local-part': (r) => `Check the part before the "@" in the email address "${r.address}": it has a character or a dot that cannot be there`,
  'mailto-domain': (r) => `Check the part after the "@" in the email address: "${r.domain}" is not a domain name, like example.com`,
  'mailto-not-utf8': (_r, e) => `Check the characters written with % ${after(e.before)} in the email link: together they do not stand for a letter or sign, like %C3%A9 for "é"`,
  'urn-question-mark': () => 'Check the URN: a "?" can only come after the value, followed by "+" or "=", like urn:example:a?+b',
  'urn-nid': () => 'Check the name after "urn:": it must be 2 to 32 letters, numbers or hyphens (-), starting and ending with a letter or number, like urn:isbn:0451450523',
  'urn-nid-too-long': (r) => `Shorten the name after "urn:" to ${r.max} characters or fewer: it has ${r.length}`,
  'urn-form': () => 'Check the URN: it must be "urn:", a name, a colon and a value, like urn:isbn:0451450523',
  'urn-namespace-nss': (r) =>
    r.nid === 'uuid'
      ? 'Check the code after "urn:uuid:": it must be 32 digits and letters from a to f in groups of 8, 4, 4, 4 and 12, like f81d4fae-7dec-11d0-a765-00a0c91e6bf6'
      : `Check the value after "urn:${r.nid}:": it is not written the way this kind of URN must be`,
  'file-port': () => 'Remove the port number from the file address: a file address cannot have one',
  'file-form': (r) =>
    r.host
      ? 'Check the file address: it must be file:// with a computer name or nothing, then the full path of the file, like file:///home/me/notes.txt'
      : 'Check the file address: it must be file: and the full path of the file, like file:///home/me/notes.txt',
  'file-segment-name': (r) => `Check the file address: "${r.segment}" cannot be the name of a file on ${ON[r.platform] ?? 'this computer'}, because it ${faultPlain(r.fault)}`,
  'file-path-not-utf8': (_r, e) => `Check the characters written with % ${after(e.before)} in the file address: together they do not stand for a letter or sign`,
  'file-posix-host': (r) => `This file address is on another computer, "${r.host}": a path on Linux or a Mac can only name a file on this computer`,
  'file-posix-drive': (r) => `This file address has the Windows drive "${r.drive}:", which a path on Linux or a Mac cannot have`,
  'file-windows-server': (r) => `Check the computer name "${r.host}" in the file address`,
  'file-win32-host': (r) => `Check the computer name in the file address: "${r.host}" is not the name of a computer`,
  'file-unc-drive': (r) => `A file address on another computer cannot have a drive letter: remove the drive "${r.drive}:" or the computer name "${r.host}"`,
  'file-unc-no-share': (r) => `Add the name of the shared folder after the computer name "${r.host}"`,
  'file-path-dot-segment': (r) => `Write the path without "${r.segment}": name the folder it stands for instead`,
  'file-path-name': (r) => `Check the name "${r.name}" in the path: it cannot be the name of a file on ${ON[r.platform] ?? 'this computer'}, because it ${faultPlain(r.fault)}`,
  'file-win32-trailing': (r) => `Remove the dot or space at the end of the name "${r.name}": Windows would drop it`,
  'file-unc-server': (r) => `Check the computer name "${r.server}": it ${faultPlain(r.fault)}`,
  'file-unc-path-no-share': () => 'Add the name of the shared folder after the computer name, like \\\\server\\share\\notes.txt',
  'file-posix-relative': () => 'Enter the full path of the file, starting with "/", like /home/me/notes.txt',
  'file-posix-double-slash': () => 'Start the path with one "/" instead of two, like /home/me/notes.txt',
  'file-windows-relative': () => 'Enter the full path of the file, starting with a drive letter or a computer name, like C:\\Users\\me\\notes.txt',
  'file-win32-namespace': (r) =>
    r.namespace === 'device'
      ? 'This path names a device, not a file: enter the path of a file, like C:\\Users\\me\\notes.txt'
      : 'Enter the path of a file on a drive or a shared folder, like C:\\Users\\me\\notes.txt',
  'data-token-triplet': (r) => `Remove "${r.triplet}" from the type at the start of the data address: it stands for ${octetPlain(r.octet)}, which a type cannot contain, like text/plain`,
  'data-parameter': () => 'Check the setting after ";" in the data address: it must be a name, "=" and a value, like charset=utf-8',
  'data-form': () => 'Check the data address: it must look like data:text/plain,Hello, with a comma before the data',
  'data-base64-character': (_r, e) =>
    `Check the data after the comma: the character ${after(e.before)} cannot be in it, as encoded data can only contain letters, numbers, "+", "/" and "=" at the end`,
  'data-base64-length': () => 'The data after the comma is incomplete: check that it was copied whole',
  'forgiving-base64-not-octets': () => SET_UP_WRONGLY,
  'forgiving-base64-character': (_r, e) =>
    `Check the data after the comma: the character ${after(e.before)} cannot be in it, as encoded data can only contain letters, numbers, spaces, "+", "/" and "=" at the end`,
  'forgiving-base64-length': () => 'The data after the comma is incomplete: check that it was copied whole',
  'scheme-not-a-tree': () => SET_UP_WRONGLY,
}
