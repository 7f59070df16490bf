/**
 * file (RFC 8089), with the forms of Appendix E (drive letters written with
 * ":" or "|", UNC paths), and conversions between file URIs and the paths of
 * POSIX and Windows systems: pure functions of text, no file system access.
 *
 * @example
 * pipe(parseFile('file:///c:/path/to/file.txt'), E.chain(fileToPath('windows')))   // Right('c:\\path\\to\\file.txt')
 * pathToFile('posix')('/tmp/a b.txt')                                              // Right({ _tag: 'FileUri', uri: … 'file:///tmp/a%20b.txt' })
 *
 * @since 0.2.0
 */
import type { Either } from 'fp-ts/lib/Either.js'
import type { Component, Host, Path, Uri } from '../model/ast.ts'
import { left, right } from '../base/either.ts'
import { makeCodedError, makeNotAStringError, makeOptionsError, type UriError } from '../error/make.ts'
import type { SchemeReason } from '../error/reasons/schemes.ts'
import type { Explanation } from '../grammar/explain.ts'
import { fileURI, type FileParts } from '../grammar/schemes/file.ts'
import { decodeComponent, encodePathSegment, encodeRegName } from '../encoding/percent-encoding.ts'
import { parseURI } from '../reading/parse.ts'
import { seen } from '../base/options.ts'
import { schemeParser } from './run.ts'
import { loneSurrogateFault, posixNameFault, rawIndexOf, windowsNameFault } from './file-names.ts'

/**
 * A file URI (RFC 8089). `host` is null for a local file: no authority, an
 * empty one, or "localhost" (section 2: "exactly as if no authority were
 * present"). `drive` is a DOS drive letter ("c"), whether written "/c:",
 * "c:" or with "|" (Appendix E.2); `form` says which form of the RFC it takes.
 *
 * @since 0.2.0
 * @category model
 */
export interface FileUri {
  readonly _tag: 'FileUri'
  readonly uri: Uri
  readonly host: Host | Component | null
  readonly drive: string | null
  /** The path after any drive letter, as written. */
  readonly path: Path
  /** `standard` (section 2), `drive-letter` (E.2), `vertical-line` (E.2.2), `unc` (E.3.2: the host in the path), `userinfo` (E.1). */
  readonly form: 'standard' | 'drive-letter' | 'vertical-line' | 'unc' | 'userinfo'
}

/** RFC 8089 section 2, the rule a file URI breaks. */
const RFC8089 = { rfc: '8089', section: '2' } as const

const reason = (_e: Explanation, input: string): SchemeReason => {
  const generic = parseURI(input)
  if (generic._tag === 'Right' && generic.right.authority?.port != null) return { kind: 'file-port', ...RFC8089 }
  // After "file:/" (not "file://") no host can come: the form to name is the local one.
  return { kind: 'file-form', host: input.slice(0, 7).toLowerCase() === 'file://' || input.slice(0, 6).toLowerCase() !== 'file:/', ...RFC8089 }
}

const build = (parts: FileParts, uri: Uri): Either<UriError, FileUri> => {
  const a = parts.authority
  const local = a === null ? parts.uncHost === null : a.host.raw === '' || a.host.raw.toLowerCase() === 'localhost'
  const drive = parts.drive === null ? null : parts.drive.raw[0]
  const form =
    parts.uncHost !== null ? 'unc' : a !== null && a.userinfo !== null ? 'userinfo' : parts.drive === null ? 'standard' : parts.drive.raw[1] === '|' ? 'vertical-line' : 'drive-letter'
  return right({ _tag: 'FileUri', uri, host: local ? null : (parts.uncHost ?? (a as NonNullable<typeof a>).host), drive, path: parts.path, form })
}

/**
 * Parses a file URI (RFC 8089 section 2, with Appendix E's forms): the generic
 * grammar's errors, then `scheme-violation` for a relative path
 * ("file:a/b"), or a port.
 *
 * @example
 * import { parseFile } from 'typed-uri/schemes'
 * pipe(parseFile('file://host/share/a.txt'), E.map((f) => f.uri.path.raw))   // Right('/share/a.txt')
 *
 * @since 0.2.0
 * @category parsing
 */
export const parseFile: (input: string) => Either<UriError, FileUri> = schemeParser('file-URI', fileURI, reason, build)

/**
 * The platforms a path is written for: POSIX ("/" separators) or Windows
 * (drive letters, "\" separators, UNC "\\host\share").
 *
 * @since 0.2.0
 * @category model
 */
export type Platform = 'posix' | 'windows'

const pathError = (text: string, offset: number, reason: SchemeReason): UriError => makeCodedError(text, 'file-URI', 'scheme-violation', offset, [], ['file-URI'], reason)

/** A value from JavaScript read as a file URI only when it has the parts `fileToPath` reads, as `parseFile` makes them. */
const isFileUri = (v: unknown): v is FileUri => {
  if (typeof v !== 'object' || v === null) return false
  const f = v as Partial<FileUri>
  const host = f.host as { raw?: unknown } | null | undefined
  return (
    f._tag === 'FileUri' &&
    typeof f.uri?.scheme?.raw === 'string' &&
    typeof f.uri.path?.raw === 'string' &&
    typeof f.path?.raw === 'string' &&
    typeof f.path.start === 'number' &&
    (host === null || (typeof host === 'object' && host !== undefined && typeof host.raw === 'string')) &&
    (f.drive === null || typeof f.drive === 'string')
  )
}

/** A platform that is neither of the two (from JavaScript): an options error, the input unread. */
const platformError = (platform: unknown): UriError =>
  makeOptionsError('', 'file-URI', { kind: 'option-not-of-kind', option: 'platform', entry: 'option', must: ['posix', 'windows'], got: seen(platform) })

/** The text of a component of a tree, when it has one (a tree built in JavaScript may not). */
const rawOf = (c: unknown): string | null => (typeof c === 'object' && c !== null && typeof (c as Component).raw === 'string' ? (c as Component).raw : null)

/**
 * The URI text up to the end of its path, as parsed, and where the file path
 * starts in it, so that an error's offset points into the URI that was read
 * (`serialize(parse(s)) === s`). A tree whose spans do not match its text
 * (one built by hand) is reported against "file:" and its path.
 */
const sourceOf = (file: FileUri): { readonly text: string; readonly start: number } => {
  const text = file.uri.scheme.raw + ':' + authorityOf(file.uri.authority) + file.uri.path.raw
  const start = file.path.start
  return text.slice(start, start + file.path.raw.length) === file.path.raw ? { text, start } : { text: 'file:' + file.path.raw, start: 5 }
}

/** "//" and the authority's text (RFC 3986 section 5.3), or nothing; from its parts' text only, whatever else a tree built by hand holds. */
const authorityOf = (a: unknown): string => {
  if (typeof a !== 'object' || a === null) return ''
  const { userinfo, host, port } = a as Record<string, unknown>
  const u = rawOf(userinfo)
  const p = rawOf(port)
  return '//' + (u === null ? '' : u + '@') + (rawOf(host) ?? '') + (p === null ? '' : ':' + p)
}

/** The decoded segments with remove_dot_segments applied (RFC 3986 5.2.4): "." goes, ".." takes the segment before it (never the root); a dot segment at the end leaves the path ending in a separator. */
const withoutDotSegments = (segments: readonly string[]): string[] => {
  const out: string[] = []
  segments.forEach((s, k) => {
    const last = k === segments.length - 1
    if (s === '.' || s === '..') {
      if (s === '..') out.pop()
      if (last) out.push('')
    } else out.push(s)
  })
  return out
}

/** A drive letter and its colon, as a whole name: "C:" (Appendix E.2's drive-letter, decoded). */
const DRIVE_NAME = /^[A-Za-z]:$/

/**
 * The platform path a file URI names (RFC 8089 Appendix D and E): segments
 * decoded from UTF-8, then dot segments removed as RFC 3986 section 5.2.4 and
 * Node's `fileURLToPath` do, decoded ones too (`/srv/%2e%2e/%2E%2E/etc/passwd`
 * is `/etc/passwd`, never `/srv/../../etc/passwd`), so no path given holds a
 * "." or ".." segment; a UNC path's share is its root. On Windows a first
 * segment that decodes to a drive ("file:///C%3A/x", "file:///%43:/x") is the
 * drive, as Node reads it, and "file:///C:" is the drive's root "C:\". A
 * `Left` when the path cannot be written for the platform: a decoded
 * character no file name of the platform holds ("/" and NUL on POSIX; on
 * Windows also "\", any other ":" than the drive's, which would name an NTFS
 * alternate data stream, < > " | ? * and U+0001 to U+001F, after Microsoft's
 * naming rules), a host on POSIX (a file on another machine), octets that
 * are not UTF-8; on Windows also a host with a drive letter (no UNC path has
 * both), a host that is empty, "." or "?" (a Win32 device or namespace path,
 * not a server), a UNC path without a share, and a segment of only dots and
 * spaces that Win32 would trim into a dot segment.
 *
 * @example
 * import { fileToPath, parseFile } from 'typed-uri/schemes'
 * pipe(parseFile('file:///c:/path/to/file.txt'), E.chain(fileToPath('windows')))   // Right('c:\\path\\to\\file.txt')
 * pipe(parseFile('file:///C:/a%3A$DATA'), E.chain(fileToPath('windows')))         // Left({ code: 'scheme-violation', offset: 12 }): an NTFS stream, not a file
 *
 * @since 0.2.0
 * @category conversions
 */
export const fileToPath =
  (platform: Platform) =>
  (file: FileUri): Either<UriError, string> => {
    if (platform !== 'posix' && platform !== 'windows') return left(platformError(platform))
    if (!isFileUri(file)) return left(pathError('', 0, { kind: 'scheme-not-a-tree', function: 'fileToPath', got: seen(file) }))
    const { text, start } = sourceOf(file)
    const segments = file.path.raw.split('/').slice(1)
    const decoded: string[] = []
    const starts: number[] = []
    let at = start
    for (const s of segments) {
      at += 1
      const d = decodeComponent(s)
      if (d._tag === 'Left') return left(pathError(text, at + d.left.offset, { kind: 'file-path-not-utf8', platform }))
      decoded.push(d.right)
      starts.push(at)
      at += s.length
    }
    const nameFault = (k: number): UriError | null => {
      const name = decoded[k]
      const fault = platform === 'posix' ? posixNameFault(name) : windowsNameFault(name)
      if (fault === null) return null
      // Every character the rules refuse in a decoded name is ASCII: one triplet or one character of the raw segment.
      const c = name[fault.index]
      const inRaw = rawIndexOf(segments[k], (x) => x === c)
      const offset = starts[k] + Math.max(0, inRaw)
      return pathError(text, offset, { kind: 'file-segment-name', segment: segments[k], platform, fault: fault.fault })
    }
    if (platform === 'posix') {
      for (let k = 0; k < decoded.length; k++) {
        const e = nameFault(k)
        if (e !== null) return left(e)
      }
      if (file.host !== null) return left(pathError(text, 0, { kind: 'file-posix-host', host: file.host.raw }))
      if (file.drive !== null) return left(pathError(text, 0, { kind: 'file-posix-drive', drive: file.drive }))
      return right('/' + withoutDotSegments(decoded).join('/'))
    }
    // RFC 8089 Appendix E.2 writes the drive as "/C:"; Node's fileURLToPath reads the first segment decoded,
    // so "/C%3A" and "/%43:" name the drive too. Dot segments before it are no-ops at the root (5.2.4).
    let drive = file.drive
    let first = 0
    if (file.host === null && drive === null) {
      let k = 0
      while (k < decoded.length - 1 && (decoded[k] === '.' || decoded[k] === '..')) k++
      if (DRIVE_NAME.test(decoded[k] ?? '')) {
        drive = decoded[k][0]
        first = k + 1
      }
    }
    for (let k = first; k < decoded.length; k++) {
      const e = nameFault(k)
      if (e !== null) return left(e)
    }
    if (file.host === null) {
      const rest = withoutDotSegments(decoded.slice(first)).join('\\')
      return right(drive === null ? '\\' + rest : `${drive}:\\${rest}`)
    }
    const server = decodeComponent(file.host.raw)
    if (server._tag === 'Left' || server.right === '' || /[/\\\0]/.test(server.right)) return left(pathError(text, 0, { kind: 'file-windows-server', host: file.host.raw }))
    if (server.right === '.' || server.right === '?')
      return left(pathError(text, 0, { kind: 'file-win32-host', host: file.host.raw, namespace: server.right === '.' ? 'device' : 'namespace' }))
    if (file.drive !== null) return left(pathError(text, 0, { kind: 'file-unc-drive', host: file.host.raw, drive: file.drive }))
    const [share, ...rest] = decoded
    if (share === undefined || share === '' || share === '.' || share === '..')
      return left(pathError(text, start, { kind: 'file-unc-no-share', host: file.host.raw, share: share === undefined || share === '' ? null : share }))
    return right(`\\\\${server.right}\\${[share, ...withoutDotSegments(rest)].join('\\')}`)
  }

const WINDOWS_DRIVE = /^([A-Za-z]):[\\/]/
/** "\\server\" then the rest: one separator after the server, so that an empty share is seen, never skipped. */
const WINDOWS_UNC = /^[\\/]{2}([^\\/]+)[\\/](.*)$/s
/** A Win32 namespace prefix: "\\?\" (no normalization) or "\\.\" (devices), with either separator; and NT's "\??\". */
const WIN32_NAMESPACE = /^(?:[\\/]{2}[?.](?:[\\/]|$)|\\\?\?\\)/
const LITERAL_DRIVE = /^\\\\\?\\([A-Za-z]):\\(.*)$/s
const LITERAL_UNC = /^\\\\\?\\UNC\\([^\\]+)\\(.*)$/is

/** A name of a path and where it starts in the path. */
interface Name {
  readonly text: string
  readonly at: number
}

/** The names of `path` from `from` on, split at each separator (no run of them is merged: an empty name is kept). */
const namesOf = (path: string, from: number, separators: RegExp): readonly Name[] => {
  const names: Name[] = []
  let at = from
  for (const text of path.slice(from).split(separators)) {
    names.push({ text, at })
    at += text.length + 1
  }
  return names
}

/**
 * The first name of a path that no file URI gives back as written, as an
 * error; null when every name comes back. Beyond the platform's naming rules
 * (`file-names.ts`): a "." or ".." name, which RFC 3986 section 5.2.4 removes
 * when the URI is read (and, on POSIX, removing ".." as text names another
 * file when the name before it is a symbolic link: resolve the path first);
 * and after Win32's "\\?\" prefix, which turns normalization off, a name
 * ending in a dot or a space, which the path read back (without the prefix)
 * would lose to Win32's trimming.
 */
const unwritable = (path: string, platform: Platform, names: readonly Name[], literal = false): UriError | null => {
  for (const { text, at } of names) {
    if (text === '.' || text === '..') return pathError(path, at, { kind: 'file-path-dot-segment', path, platform, literal, segment: text })
    const fault = platform === 'posix' ? posixNameFault(text) : windowsNameFault(text)
    if (fault !== null) return pathError(path, at + fault.index, { kind: 'file-path-name', path, platform, literal, name: text, fault: fault.fault })
    if (literal && /[. ]$/.test(text)) return pathError(path, at + text.length - 1, { kind: 'file-win32-trailing', path, name: text })
  }
  return null
}

const encodeNames = (names: readonly Name[]): string => names.map((n) => encodePathSegment(n.text)).join('/')

/** The file URI of an absolute POSIX path (RFC 8089 Appendix D.1). */
const posixFile = (path: string): Either<UriError, FileUri> => {
  if (!path.startsWith('/')) return left(pathError(path, 0, { kind: 'file-posix-relative', path }))
  // RFC 8089 Appendix E.3.2 reads "file:////host/…" and "file://///…" as UNC strings (a file on another machine),
  // and a path-absolute (RFC 3986 section 3.3) never begins with "//": no file URI gives back a path that does.
  // POSIX.1 4.13 leaves a leading "//" to the system and reads three or more "/" as one.
  if (path.startsWith('//')) return left(pathError(path, 1, { kind: 'file-posix-double-slash', path }))
  const names = namesOf(path, 1, /\//)
  const fault = unwritable(path, 'posix', names)
  if (fault !== null) return left(fault)
  const segments = names.map((n) => encodePathSegment(n.text))
  // "/C:/x" written as is would be read as Appendix E.2's drive letter ("file:///C:/x"), which a POSIX path has not:
  // the colon is percent-encoded ("file:///C%3A/x"), the same path for RFC 3986 (section 2.2: a reserved character
  // encoded is data) and no drive for RFC 8089's grammar.
  if (/^[A-Za-z]:/.test(segments[0])) segments[0] = segments[0][0] + '%3A' + segments[0].slice(2)
  return parseFile('file:///' + segments.join('/'))
}

/** The file URI of a Windows UNC path, "\\server\share\…" (RFC 8089 Appendix E.3). */
const uncFile = (path: string, server: string, serverAt: number, names: readonly Name[], literal: boolean): Either<UriError, FileUri> => {
  // The server is written as a reg-name and read back decoded: only what UTF-8 or fileToPath cannot carry is refused.
  const nul = server.indexOf('\0')
  const lone = nul >= 0 ? { index: nul, fault: { fault: 'nul' } as const } : loneSurrogateFault(server)
  if (lone !== null) return left(pathError(path, serverAt + lone.index, { kind: 'file-unc-server', path, server, fault: lone.fault }))
  if (names[0].text === '') return left(pathError(path, names[0].at, { kind: 'file-unc-path-no-share', path }))
  const fault = unwritable(path, 'windows', names, literal)
  if (fault !== null) return left(fault)
  // "file://localhost/share" is a local file (RFC 8089 section 2: "exactly as if no authority were present"):
  // a server named localhost is written in the path instead, Appendix E.3.2's "file:////localhost/share".
  // Any other server is a reg-name, so that an "@" or ":" in it never becomes user information or a port.
  const authority = server.toLowerCase() === 'localhost' ? '//' + server : encodeRegName(server)
  return parseFile(`file://${authority}/${encodeNames(names)}`)
}

/** The file URI of a Windows drive path, "C:\…" (RFC 8089 Appendix E.2). */
const driveFile = (path: string, drive: string, names: readonly Name[], literal: boolean): Either<UriError, FileUri> => {
  const fault = unwritable(path, 'windows', names, literal)
  return fault !== null ? left(fault) : parseFile(`file:///${drive}:/${encodeNames(names)}`)
}

/**
 * The file URI of an absolute platform path (RFC 8089 Appendix D and E):
 * each name percent-encoded as UTF-8, "localhost" never written as the host
 * (the empty authority: "file:///"). For every path it accepts,
 * `fileToPath(platform)` gives the path back: as written on POSIX; on
 * Windows with "\" for each separator and without a "\\?\" prefix (the same
 * path for Win32).
 *
 * POSIX paths begin with one "/" (a leading "//" is refused: RFC 8089
 * Appendix E.3.2 reads "file:////…" as a UNC path); a first name that looks
 * like a drive ("/C:/x") is written "file:///C%3A/x", so that no reader takes
 * it for one. Windows paths begin with a drive ("C:\"), a UNC server and
 * share ("\\host\share\…", giving "file://host/share/…"; the server written
 * as a reg-name, so that an "@" or ":" in it never becomes user information
 * or a port, and "\\localhost\share" as "file:////localhost/share"), or the
 * Win32 prefix "\\?\" before a drive or "UNC\", read as Windows reads them
 * ("\\?\C:\dir" is "file:///C:/dir", "\\?\UNC\server\share" is
 * "file://server/share").
 *
 * A `Left` (`scheme-violation`, at the offending character) for a relative
 * path; a "." or ".." name (reading removes dot segments: resolve the path
 * first); a name the platform's file names cannot hold: NUL on POSIX, on
 * Windows < > : " | ? * and U+0000 to U+001F (Microsoft's naming rules; a
 * ":" after the drive would name an NTFS stream) or only dots and spaces; a
 * lone surrogate, which UTF-8 cannot carry; a UNC path without a share; and
 * any other namespace path (a device "\\.\…", a volume "\\?\Volume{…}\",
 * NT's "\??\"), which no file URI names.
 *
 * @example
 * import { pathToFile } from 'typed-uri/schemes'
 * pipe(pathToFile('posix')('/tmp/a b.txt'), E.map((f) => serialize(f.uri)))   // Right('file:///tmp/a%20b.txt')
 * pipe(pathToFile('posix')('/C:/x'), E.map((f) => serialize(f.uri)))          // Right('file:///C%3A/x')
 * pathToFile('windows')('C:\\a:$DATA')                                        // Left({ code: 'scheme-violation', offset: 4 }): an NTFS stream, not a file
 *
 * @since 0.2.0
 * @category conversions
 */
export const pathToFile =
  (platform: Platform) =>
  (path: string): Either<UriError, FileUri> => {
    if (platform !== 'posix' && platform !== 'windows') return left(platformError(platform))
    if (typeof path !== 'string') return left(makeNotAStringError(path, 'file-URI', 'path'))
    if (platform === 'posix') return posixFile(path)
    if (WIN32_NAMESPACE.test(path)) {
      // After "\\?\" Windows hands the path to the file system as written: "\" is its only separator, and "/" is a name's character (which no name holds).
      const drive = LITERAL_DRIVE.exec(path)
      if (drive !== null) return driveFile(path, drive[1], namesOf(path, path.length - drive[2].length, /\\/), true)
      const unc = LITERAL_UNC.exec(path)
      if (unc !== null) return uncFile(path, unc[1], 8, namesOf(path, path.length - unc[2].length, /\\/), true)
      return left(pathError(path, 0, { kind: 'file-win32-namespace', path, namespace: path[2] === '.' ? 'device' : 'namespace' }))
    }
    const unc = WINDOWS_UNC.exec(path)
    if (unc !== null) return uncFile(path, unc[1], 2, namesOf(path, 3 + unc[1].length, /[\\/]/), false)
    const drive = WINDOWS_DRIVE.exec(path)
    if (drive === null) return left(pathError(path, 0, { kind: 'file-windows-relative', path }))
    return driveFile(path, drive[1], namesOf(path, 3, /[\\/]/), false)
  }
