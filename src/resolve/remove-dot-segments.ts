/**
 * Section 5.2.4, Remove Dot Segments.
 *
 *   1.  The input buffer is initialized with the now-appended path components
 *       and the output buffer is initialized to the empty string.
 *   2.  While the input buffer is not empty, loop as follows:
 *       A.  If the input buffer begins with a prefix of "../" or "./",
 *           then remove that prefix from the input buffer; otherwise,
 *       B.  if the input buffer begins with a prefix of "/./" or "/.",
 *           where "." is a complete path segment, then replace that
 *           prefix with "/" in the input buffer; otherwise,
 *       C.  if the input buffer begins with a prefix of "/../" or "/..",
 *           where ".." is a complete path segment, then replace that
 *           prefix with "/" in the input buffer and remove the last
 *           segment and its preceding "/" (if any) from the output
 *           buffer; otherwise,
 *       D.  if the input buffer consists only of "." or "..", then remove
 *           that from the input buffer; otherwise,
 *       E.  move the first path segment in the input buffer to the end of
 *           the output buffer, including the initial "/" character (if
 *           any) and any subsequent characters up to, but not including,
 *           the next "/" character or the end of the input buffer.
 *   3.  Finally, the output buffer is returned as the result.
 *
 * The input buffer is an index into the path, and the output buffer a stack of
 * the segments step E moved (each with its "/"), so the work is linear in the
 * length of the path even for 100,000 "../".
 */

/**
 * remove_dot_segments(path), section 5.2.4.
 *
 * @example
 * removeDotSegments('/a/b/c/./../../g')   // '/a/g'
 *
 * @since 0.1.0
 * @category resolution
 */
export const removeDotSegments = (path: string): string => {
  // A dot segment starts the path or follows a "/"; most paths have none.
  if (path.charCodeAt(0) !== 0x2e && !path.includes('/.')) return path
  const output: string[] = []
  const n = path.length
  let i = 0
  // Steps B and C replace a prefix with "/": `i` then points at that "/" when it is the
  // last character of the prefix, and `slash` stands for it when the prefix ended the input.
  let slash = false
  while (i < n || slash) {
    if (slash) {
      output.push('/')
      break
    }
    if (path.startsWith('../', i))
      i += 3 // A
    else if (path.startsWith('./', i))
      i += 2 // A
    else if (path.startsWith('/./', i))
      i += 2 // B: "/./" → "/"
    else if (i + 2 === n && path.startsWith('/.', i)) {
      i = n // B: "/." at the end → "/"
      slash = true
    } else if (path.startsWith('/../', i)) {
      i += 3 // C: "/../" → "/"
      output.pop()
    } else if (i + 3 === n && path.startsWith('/..', i)) {
      i = n // C: "/.." at the end → "/"
      output.pop()
      slash = true
    } else if ((i + 1 === n && path[i] === '.') || (i + 2 === n && path.startsWith('..', i))) {
      i = n // D
    } else {
      const next = path.indexOf('/', i + 1) // E
      const end = next < 0 ? n : next
      output.push(path.slice(i, end))
      i = end
    }
  }
  return output.join('')
}
