/**
 * A literal, step-labelled transcription of RFC 3986 section 5.2 on strings,
 * used only as a test oracle for src/resolve. It splits with the Appendix B
 * regular expression and follows the pseudocode line by line, string buffers
 * and all, with no attempt at speed.
 */

interface Parts {
  scheme?: string
  authority?: string
  path: string
  query?: string
  fragment?: string
}

/** Appendix B: ^(([^:/?#]+):)?(//([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))? */
const APPENDIX_B = /^(([^:/?#]+):)?(\/\/([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?/s

export const split = (s: string): Parts => {
  const m = APPENDIX_B.exec(s) as RegExpExecArray
  return { scheme: m[2], authority: m[4], path: m[5], query: m[7], fragment: m[9] }
}

/** 5.2.4 remove_dot_segments, the input and output buffers as strings. */
export const removeDotSegmentsOracle = (path: string): string => {
  // 1. The input buffer is initialized with the now-appended path components and the output buffer is initialized to the empty string.
  let input = path
  let output = ''
  // 2. While the input buffer is not empty, loop as follows:
  while (input !== '') {
    // A. If the input buffer begins with a prefix of "../" or "./", then remove that prefix from the input buffer; otherwise,
    if (input.startsWith('../')) input = input.slice(3)
    else if (input.startsWith('./')) input = input.slice(2)
    // B. if the input buffer begins with a prefix of "/./" or "/.", where "." is a complete path segment, then replace that prefix with "/" in the input buffer; otherwise,
    else if (input.startsWith('/./')) input = '/' + input.slice(3)
    else if (input === '/.') input = '/'
    // C. if the input buffer begins with a prefix of "/../" or "/..", where ".." is a complete path segment, then replace that prefix with "/" in the input buffer and remove the last segment and its preceding "/" (if any) from the output buffer; otherwise,
    else if (input.startsWith('/../') || input === '/..') {
      input = '/' + input.slice(input === '/..' ? 3 : 4)
      const last = output.lastIndexOf('/')
      output = last < 0 ? '' : output.slice(0, last)
    }
    // D. if the input buffer consists only of "." or "..", then remove that from the input buffer; otherwise,
    else if (input === '.' || input === '..') input = ''
    // E. move the first path segment in the input buffer to the end of the output buffer, including the initial "/" character (if any) and any subsequent characters up to, but not including, the next "/" character or the end of the input buffer.
    else {
      const next = input.indexOf('/', input.startsWith('/') ? 1 : 0)
      const end = next < 0 ? input.length : next
      output += input.slice(0, end)
      input = input.slice(end)
    }
  }
  // 3. Finally, the output buffer is returned as the result of remove_dot_segments.
  return output
}

/** 5.2.3 merge. */
const merge = (base: Parts, refPath: string): string => {
  // If the base URI has a defined authority component and an empty path, then return a string consisting of "/" concatenated with the reference's path; otherwise,
  if (base.authority !== undefined && base.path === '') return '/' + refPath
  // return a string consisting of the reference's path component appended to all but the last segment of the base URI's path
  return base.path.slice(0, base.path.lastIndexOf('/') + 1) + refPath
}

/** 5.3 Component Recomposition. */
const recompose = (t: Parts): string => {
  let result = ''
  if (t.scheme !== undefined) result += t.scheme + ':'
  if (t.authority !== undefined) result += '//' + t.authority
  result += t.path
  if (t.query !== undefined) result += '?' + t.query
  if (t.fragment !== undefined) result += '#' + t.fragment
  return result
}

/** The oracle's result as a string (section 5.3); a path "//x" without authority reads back differently. */
export const resolveOracle = (baseText: string, refText: string, strict = true): string => recompose(transformOracle(baseText, refText, strict))

/** 5.2.2 Transform References, on strings; `strict` false gives the 5.4.2 backward-compatible reading. */
export const transformOracle = (baseText: string, refText: string, strict = true): Parts => {
  const Base = split(baseText)
  const R = split(refText)
  const T: Parts = { path: '' }
  // -- A non-strict parser may ignore a scheme if it is identical to the base URI's scheme.
  if (!strict && R.scheme !== undefined && Base.scheme !== undefined && R.scheme.toLowerCase() === Base.scheme.toLowerCase()) R.scheme = undefined
  if (R.scheme !== undefined) {
    T.scheme = R.scheme
    T.authority = R.authority
    T.path = removeDotSegmentsOracle(R.path)
    T.query = R.query
  } else {
    if (R.authority !== undefined) {
      T.authority = R.authority
      T.path = removeDotSegmentsOracle(R.path)
      T.query = R.query
    } else {
      if (R.path === '') {
        T.path = Base.path
        if (R.query !== undefined) T.query = R.query
        else T.query = Base.query
      } else {
        if (R.path.startsWith('/')) T.path = removeDotSegmentsOracle(R.path)
        else {
          T.path = merge(Base, R.path)
          T.path = removeDotSegmentsOracle(T.path)
        }
        T.query = R.query
      }
      T.authority = Base.authority
    }
    T.scheme = Base.scheme
  }
  T.fragment = R.fragment
  return T
}

/** A resolved reference's components (null for absent), as the oracle's T has them (undefined for absent). */
export interface ResolvedParts {
  readonly scheme: string | null
  readonly authority: string | null
  readonly path: string
  readonly query: string | null
  readonly fragment: string | null
}

/** True when a result agrees, component by component, with the oracle's T for the same base and reference. */
export const agreesWithOracle = (result: ResolvedParts, baseText: string, refText: string, strict = true): boolean => {
  const t = transformOracle(baseText, refText, strict)
  return (
    (result.scheme ?? undefined) === t.scheme &&
    (result.authority ?? undefined) === t.authority &&
    result.path === t.path &&
    (result.query ?? undefined) === t.query &&
    (result.fragment ?? undefined) === t.fragment
  )
}
