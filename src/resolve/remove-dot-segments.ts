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
 * the spans of the segments step E moved (each with its "/"), so the work is
 * linear in the length of the path even for 100,000 "../".
 */

/**
 * remove_dot_segments(path), section 5.2.4.
 *
 * @since 0.1.0
 * @category resolution
 */
export const removeDotSegments = (path: string): string => {
  // A dot segment starts the path or follows a "/"; most paths have none.
  if (path.charCodeAt(0) !== 0x2e && !path.includes('/.')) return path
  // The output buffer as the spans of the path that step E moved, flat [start, end, start, end, …]:
  // each is text of the path (the "/" that steps B and C put in front is the path's own), so
  // the result is joined from slices, and adjacent spans are one slice.
  const output: number[] = []
  const n = path.length
  let i = 0
  while (i < n) {
    if (path.startsWith('../', i))
      i += 3 // A
    else if (path.startsWith('./', i))
      i += 2 // A
    else if (path.startsWith('/./', i))
      i += 2 // B: "/./" → "/"
    else if (i + 2 === n && path.startsWith('/.', i)) {
      output.push(i, i + 1) // B: "/." at the end → "/", which E then moves
      i = n
    } else if (path.startsWith('/../', i)) {
      i += 3 // C: "/../" → "/"
      output.length = Math.max(0, output.length - 2)
    } else if (i + 3 === n && path.startsWith('/..', i)) {
      output.length = Math.max(0, output.length - 2) // C: "/.." at the end → "/", which E then moves
      output.push(i, i + 1)
      i = n
    } else if ((i + 1 === n && path.charCodeAt(i) === 0x2e) || (i + 2 === n && path.startsWith('..', i))) {
      i = n // D
    } else {
      const next = path.indexOf('/', i + 1) // E
      const end = next < 0 ? n : next
      output.push(i, end)
      i = end
    }
  }
  let out = ''
  for (let k = 0; k < output.length; ) {
    const start = output[k]
    let end = output[k + 1]
    k += 2
    while (k < output.length && output[k] === end) {
      end = output[k + 1]
      k += 2
    }
    out += path.slice(start, end)
  }
  return out
}
