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

const DOT = 0x2e
const SLASH = 0x2f

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
  if (path.charCodeAt(0) !== DOT && !path.includes('/.')) return path
  // The output buffer as the spans of the path that step E moved, flat [start, end, start, end, …]:
  // each is text of the path (the "/" that steps B and C put in front is the path's own), so
  // the result is joined from slices, and adjacent spans are one slice.
  const output: number[] = []
  const n = path.length
  let i = 0
  while (i < n) {
    // The input buffer starts with "." or ".." (`dots`), then "/" or its end, or with "/" and such a segment.
    const slash = path.charCodeAt(i) === SLASH ? 1 : 0
    const dots = path.charCodeAt(i + slash) !== DOT ? 0 : path.charCodeAt(i + slash + 1) !== DOT ? 1 : 2
    const after = i + slash + dots
    const complete = dots > 0 && (after === n || path.charCodeAt(after) === SLASH)
    if (slash === 0 && complete) {
      i = after === n ? n : after + 1 // A: "../" or "./" removed; D: "." or ".." alone removed
    } else if (slash === 1 && complete) {
      // B: "/./" or "/." → "/"; C: "/../" or "/.." → "/", and the last segment of the output goes.
      if (dots === 2) output.length = Math.max(0, output.length - 2)
      if (after === n) {
        output.push(i, i + 1) // the "/" that ends the input, which E then moves
        i = n
      } else i = after
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
