/**
 * What one file name may hold on each platform: the rules `pathToFile` applies
 * to the names of the path it writes and `fileToPath` to the decoded segments
 * of the URI it reads. One rule for both directions, so that a path one
 * writes is a path the other reads back, and a URI one refuses names no path
 * the other writes. Internal to `schemes/file.ts`.
 */
import type { FileNameFault } from '../error/reasons/schemes.ts'
import { tripletOctet } from '../base/octets.ts'

/** A name a platform refuses: where in it (in code units) and why, as data a reason carries. */
export interface NameFault<F extends FileNameFault = FileNameFault> {
  readonly index: number
  readonly fault: F
}

/**
 * A surrogate code unit without its pair. RFC 8089 section 4 writes names in
 * UTF-8, which has no encoding for one (RFC 3629 section 3): a URI could only
 * carry U+FFFD in its place, which is another name.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/** The first lone surrogate of a text, as a fault; null when it has none. */
export const loneSurrogateFault = (name: string): NameFault<{ readonly fault: 'lone-surrogate'; readonly codeUnit: number }> | null => {
  const m = LONE_SURROGATE.exec(name)
  return m === null ? null : { index: m.index, fault: { fault: 'lone-surrogate', codeUnit: m[0].charCodeAt(0) } }
}

/**
 * POSIX.1, Base Definitions, "Filename": a name is any bytes but "/" and NUL.
 * A NUL ends a C string: no system call could be given the name.
 */
const POSIX_FORBIDDEN = /[/\0]/

/**
 * The characters no Windows file or directory name holds: Microsoft's
 * "Naming Files, Paths, and Namespaces" (learn.microsoft.com, Win32 file I/O,
 * "Naming Conventions") lists < > : " / \ | ? *, NUL and the code points 1
 * to 31, and [MS-FSCC] section 2.1.5.2 "Filename" the same set. A ":" in a
 * name would name an NTFS alternate data stream ("a:$DATA") or, after one
 * letter, a drive ("D:x", relative to that drive's current directory): never
 * the file the path seems to name. The drive letter's ":" is the only one a
 * path holds, and it is read apart from the names.
 */
const WINDOWS_FORBIDDEN = /[<>:"/\\|?*\u0000-\u001f]/

/** Win32 drops the dots and spaces a name ends with, so a name of only dots and spaces other than "." and ".." would be read as one of them, or as nothing. */
const WIN32_TRIMMED_DOTS = /^[. ]+$/

const windowsFault = (c: string): FileNameFault => {
  if (c === ':') return { fault: 'stream-colon' }
  if (c === '/' || c === '\\') return { fault: 'separator', character: c }
  if (c === '\0') return { fault: 'nul' }
  return { fault: 'reserved', codePoint: c.charCodeAt(0) }
}

/**
 * The first thing in a name that no POSIX file name holds: "/", NUL, or a
 * lone surrogate; null when it can be one.
 */
export const posixNameFault = (name: string): NameFault | null => {
  const m = POSIX_FORBIDDEN.exec(name)
  if (m !== null) return { index: m.index, fault: m[0] === '/' ? { fault: 'separator', character: '/' } : { fault: 'nul' } }
  return loneSurrogateFault(name)
}

/**
 * The first thing in a name that no Windows file name holds: a character of
 * Microsoft's reserved set, a lone surrogate, or only dots and spaces (other
 * than the dot segments "." and "..", which the callers handle); null when it
 * can be one.
 */
export const windowsNameFault = (name: string): NameFault | null => {
  const m = WINDOWS_FORBIDDEN.exec(name)
  if (m !== null) return { index: m.index, fault: windowsFault(m[0]) }
  const lone = loneSurrogateFault(name)
  if (lone !== null) return lone
  if (WIN32_TRIMMED_DOTS.test(name) && name !== '.' && name !== '..') return { index: 0, fault: { fault: 'dots-and-spaces' } }
  return null
}

/**
 * The index of the first character of a percent-encoded segment (RFC 3986
 * section 2.1) whose decoded ASCII character `test` accepts: the "%" of its
 * triplet, or the character itself. Every character the rules above refuse
 * is ASCII, one octet, so one triplet or one character holds it. -1 when none.
 */
export const rawIndexOf = (raw: string, test: (c: string) => boolean): number => {
  for (let i = 0; i < raw.length; i++) {
    if (raw[i] === '%') {
      // The text is a URI's already: every "%" begins a triplet (section 2.1).
      const octet = tripletOctet(raw, i)
      if (octet >= 0 && octet < 0x80 && test(String.fromCharCode(octet))) return i
      i += 2
    } else if (test(raw[i])) return i
  }
  return -1
}
