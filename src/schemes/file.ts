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
import type { Component, Host, Path, Uri } from '../ast.ts'
import { left, right } from '../either.ts'
import { makeCodedError, makeOptionsError, type UriError } from '../error.ts'
import type { Explanation } from '../grammar/explain.ts'
import { fileURI, type FileParts } from '../grammar/schemes/file.ts'
import { decodeComponent, encodePathSegment, encodeRegName } from '../percent-encoding.ts'
import { parseURI } from '../parse.ts'
import { schemeParser } from './run.ts'
import { describeValue } from '../messages.ts'

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

const reason = (_e: Explanation, input: string): string => {
  const generic = parseURI(input)
  if (generic._tag === 'Right' && generic.right.authority?.port != null) return 'a file URI names a host, never a port (RFC 8089 section 2)'
  return input.slice(0, 7).toLowerCase() === 'file://' || input.slice(0, 6).toLowerCase() !== 'file:/'
    ? 'a file URI is "file:" then an absolute path, or "file://" host then an absolute path (RFC 8089 section 2)'
    : 'a file URI is "file:" then an absolute path (RFC 8089 section 2)'
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

const pathError = (text: string, offset: number, detail: string): UriError => makeCodedError(text, 'file-URI', 'scheme-violation', offset, [], ['file-URI'], detail)

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
  makeOptionsError('', 'file-URI', 'platform', `The platform must be "posix" or "windows"; got ${typeof platform === 'string' ? `"${platform}"` : describeValue(platform)}.`)

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

/** Win32 drops the dots and spaces a path segment ends with, so a segment of only dots and spaces other than "." and ".." would be read as one of them, or as nothing. */
const WIN32_TRIMMED_DOTS = /^[. ]+$/

/**
 * The platform path a file URI names (RFC 8089 Appendix D and E): segments
 * decoded from UTF-8, then dot segments removed as RFC 3986 section 5.2.4 and
 * Node's `fileURLToPath` do, decoded ones too (`/srv/%2e%2e/%2E%2E/etc/passwd`
 * is `/etc/passwd`, never `/srv/../../etc/passwd`), so no path given holds a
 * "." or ".." segment; a UNC path's share is its root. A `Left` when the path
 * cannot be written for the platform: a "%2F" (or, on Windows, "%5C") that
 * would become a separator, a NUL, a host on POSIX (a file on another
 * machine), octets that are not UTF-8; on Windows also a host with a drive
 * letter (no UNC path has both), a host "." or "?" (a Win32 device or
 * namespace path, not a server), a UNC path without a share, and a segment of
 * only dots and spaces that Win32 would trim into a dot segment.
 *
 * @example
 * import { fileToPath, parseFile } from 'typed-uri/schemes'
 * pipe(parseFile('file:///c:/path/to/file.txt'), E.chain(fileToPath('windows')))   // Right('c:\\path\\to\\file.txt')
 *
 * @since 0.2.0
 * @category conversions
 */
export const fileToPath =
  (platform: Platform) =>
  (file: FileUri): Either<UriError, string> => {
    if (platform !== 'posix' && platform !== 'windows') return left(platformError(platform))
    if (!isFileUri(file)) return left(pathError('', 0, `fileToPath reads a file URI made by parseFile; got ${describeValue(file)}.`))
    const text = file.uri.scheme.raw + ':' + file.uri.path.raw
    const raw = file.path.raw
    const segments = raw.split('/').slice(1)
    const decoded: string[] = []
    let at = file.path.start
    for (const s of segments) {
      at += 1
      const d = decodeComponent(s)
      if (d._tag === 'Left') return left(pathError(text, at + d.left.offset, `The octets of the path at ${at + d.left.offset} are not UTF-8: no ${platform} path can hold them.`))
      const bad = platform === 'windows' ? /[/\\\0]/.exec(d.right) : /[/\0]/.exec(d.right)
      if (bad !== null) return left(pathError(text, at, `The path segment "${s}" decodes to ${bad[0] === '\0' ? 'a NUL' : `"${bad[0]}"`}, which a ${platform} file name cannot hold.`))
      if (platform === 'windows' && WIN32_TRIMMED_DOTS.test(d.right) && d.right !== '.' && d.right !== '..')
        return left(pathError(text, at, `The path segment "${s}" is only dots and spaces, which Windows trims from a file name: it would be read as a dot segment or as nothing.`))
      decoded.push(d.right)
      at += s.length
    }
    if (platform === 'posix') {
      if (file.host !== null) return left(pathError(text, 0, `The file URI names the host "${file.host.raw}": a POSIX path names files of this machine only.`))
      if (file.drive !== null) return left(pathError(text, 0, 'The file URI has a drive letter, which a POSIX path has not.'))
      return right('/' + withoutDotSegments(decoded).join('/'))
    }
    if (file.host === null) {
      const rest = withoutDotSegments(decoded).join('\\')
      return right(file.drive === null ? '\\' + rest : `${file.drive}:\\${rest}`)
    }
    const server = decodeComponent(file.host.raw)
    if (server._tag === 'Left' || /[/\\\0]/.test(server.right))
      return left(pathError(text, 0, `The host "${file.host.raw}" decodes to no Windows server name (octets that are not UTF-8, a separator or a NUL).`))
    if (server.right === '.' || server.right === '?')
      return left(
        pathError(
          text,
          0,
          `The host "${file.host.raw}" would make a Win32 ${server.right === '.' ? 'device path ("\\\\.\\")' : 'namespace path ("\\\\?\\")'}, which names no file on a server: no UNC path has it.`,
        ),
      )
    if (file.drive !== null)
      return left(pathError(text, 0, `The file URI names both the host "${file.host.raw}" and the drive "${file.drive}:": a UNC path names a server and a share, never a drive letter.`))
    const [share, ...rest] = decoded
    if (share === undefined || share === '' || share === '.' || share === '..')
      return left(
        pathError(
          text,
          file.path.start,
          `A UNC path needs a share after its server ("\\\\server\\share\\…"); the path of the host "${file.host.raw}" has ${share === undefined || share === '' ? 'none' : `"${share}"`}.`,
        ),
      )
    return right(`\\\\${server.right}\\${[share, ...withoutDotSegments(rest)].join('\\')}`)
  }

const WINDOWS_DRIVE = /^([A-Za-z]):[\\/]/
const WINDOWS_UNC = /^[\\/]{2}([^\\/]+)[\\/]+(.*)$/s
/** A Win32 namespace prefix: "\\?\" (no normalization) or "\\.\" (devices), with either separator; and NT's "\??\". */
const WIN32_NAMESPACE = /^(?:[\\/]{2}[?.](?:[\\/]|$)|\\\?\?\\)/
const LITERAL_DRIVE = /^\\\\\?\\([A-Za-z]):\\(.*)$/s
const LITERAL_UNC = /^\\\\\?\\UNC\\([^\\]+)\\(.*)$/is

/**
 * The segments of a "\\?\" path, which Windows hands to the file system as
 * written: "\" is its only separator, and "/", "." and ".." are no file names there.
 */
const literalSegments = (path: string, rest: string): Either<UriError, readonly string[]> => {
  const segments = rest.split('\\')
  const bad = segments.find((s) => s.includes('/') || s === '.' || s === '..')
  if (bad === undefined) return right(segments)
  const why = bad.includes('/') ? '"/" is no separator there, and no file name holds it' : 'no file name is a dot segment'
  return left(
    pathError(
      path,
      path.length - rest.length + `\\${rest}`.indexOf(`\\${bad}`),
      `The segment "${bad}" of the Win32 path "${path}" is read as written ("\\\\?\\" turns normalization off): ${why}.`,
    ),
  )
}

/**
 * The file URI of an absolute platform path (RFC 8089 Appendix D and E):
 * each segment percent-encoded as UTF-8, "localhost" never written (the
 * empty authority: "file:///"). POSIX paths begin with "/"; Windows paths
 * with a drive ("C:\"), a UNC host ("\\host\share\…", giving
 * "file://host/share/…"; the server written as a reg-name, so that an "@" or
 * ":" in it never becomes user information or a port), or the Win32 prefix
 * "\\?\" before a drive or "UNC\", read as Windows reads them
 * ("\\?\C:\dir" is "file:///C:/dir", "\\?\UNC\server\share" is
 * "file://server/share"). A relative path is a `Left`, and so is any other
 * namespace path (a device "\\.\…", a volume "\\?\Volume{…}\", NT's "\??\"),
 * which no file URI names.
 *
 * @example
 * import { pathToFile } from 'typed-uri/schemes'
 * pipe(pathToFile('posix')('/tmp/a b.txt'), E.map((f) => serialize(f.uri)))   // Right('file:///tmp/a%20b.txt')
 *
 * @since 0.2.0
 * @category conversions
 */
export const pathToFile =
  (platform: Platform) =>
  (path: string): Either<UriError, FileUri> => {
    if (platform !== 'posix' && platform !== 'windows') return left(platformError(platform))
    if (typeof path !== 'string') return left(pathError('', 0, `The path must be a string; got a value of type ${typeof path}.`))
    const encode = (segments: readonly string[]): string => segments.map(encodePathSegment).join('/')
    if (platform === 'posix') {
      if (!path.startsWith('/')) return left(pathError(path, 0, `The POSIX path "${path}" is relative; a file URI names an absolute path, beginning with "/".`))
      return parseFile('file://' + encode(path.split('/')))
    }
    if (WIN32_NAMESPACE.test(path)) {
      const drive = LITERAL_DRIVE.exec(path)
      if (drive !== null) {
        const segments = literalSegments(path, drive[2])
        return segments._tag === 'Left' ? segments : parseFile(`file:///${drive[1]}:/${encode(segments.right)}`)
      }
      const unc = LITERAL_UNC.exec(path)
      if (unc !== null) {
        const segments = literalSegments(path, unc[2])
        return segments._tag === 'Left' ? segments : parseFile(`file://${encodeRegName(unc[1])}/${encode(segments.right)}`)
      }
      const why =
        path[2] === '.'
          ? 'a Win32 device path ("\\\\.\\"): it names a device, not a file of a file system'
          : 'a Win32 namespace path that names no drive or UNC share ("\\\\?\\C:\\…" and "\\\\?\\UNC\\server\\share\\…" do): a volume, a device or an NT object'
      return left(pathError(path, 0, `The Windows path "${path}" is ${why}, and no file URI names it.`))
    }
    const unc = WINDOWS_UNC.exec(path)
    if (unc !== null) return parseFile(`file://${encodeRegName(unc[1])}/${encode(unc[2].split(/[\\/]/))}`)
    const drive = WINDOWS_DRIVE.exec(path)
    if (drive === null)
      return left(
        pathError(
          path,
          0,
          `The Windows path "${path}" is not absolute; a file URI names a path beginning with a drive ("C:\\"), a UNC host ("\\\\host\\share") or "\\\\?\\" before one of them.`,
        ),
      )
    return parseFile(`file:///${drive[1]}:/${encode(path.slice(3).split(/[\\/]/))}`)
  }
