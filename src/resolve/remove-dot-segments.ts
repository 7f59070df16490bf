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
 * linear in the length of the path even for 100,000 "../". The path may come
 * in two pieces, the first code units of one text and then another (5.2.3's
 * merge: the base path up to its last "/", and the reference's path), read as
 * one without being joined first: one scan, and no text but the result made.
 */
import { textOf } from '../base/options.ts'

const DOT = 0x2e
const SLASH = 0x2f

/** The code unit at i of the input buffer: `head`'s first h code units, then `path`. */
const at = (head: string, h: number, path: string, i: number): number => (i < h ? head.charCodeAt(i) : path.charCodeAt(i - h))

/** The first "/" at or after i in the input buffer, or its length n. */
const slashFrom = (head: string, h: number, path: string, n: number, i: number): number => {
  if (i < h) {
    const k = head.indexOf('/', i)
    if (k >= 0 && k < h) return k
    i = h
  }
  const k = path.indexOf('/', i - h)
  return k < 0 ? n : k + h
}

/** The text from start to end of the input buffer: a slice of one piece, or of both. */
const bufferSlice = (head: string, h: number, path: string, start: number, end: number): string =>
  end <= h ? head.slice(start, end) : start >= h ? path.slice(start - h, end - h) : head.slice(start, h) + path.slice(0, end - h)

/**
 * Whether a "." from `from` to `to` in `text` starts a segment (it starts the
 * text or follows a "/"). The search is for "." alone, which the engine does
 * in half the time of the two code units "/." (resolve and normalize call
 * this for every path).
 */
const dotAfterSlash = (text: string, from: number, to: number): boolean => {
  for (let k = text.indexOf('.', from); k >= 0 && k < to; k = text.indexOf('.', k + 1)) if (k === 0 || text.charCodeAt(k - 1) === SLASH) return true
  return false
}

/**
 * Whether the path from `from` to `to` of `text` may hold a dot segment: a "."
 * that starts it or follows a "/" says maybe. Section 6.2.2.3's normalizers ask
 * it to leave a path alone (normalize/spans.ts).
 */
export const mayHoldDotSegment = (text: string, from: number, to: number): boolean => (from < to && text.charCodeAt(from) === DOT) || dotAfterSlash(text, from, to)

/** Whether the input buffer may hold a dot segment: a "." that starts it or follows a "/" says maybe. */
const mayHoldDots = (head: string, h: number, path: string): boolean =>
  // Only head's first h code units count; a "." that starts path follows head's last one.
  h > 0 ? dotAfterSlash(head, 0, h) || (path.charCodeAt(0) === DOT && head.charCodeAt(h - 1) === SLASH) || dotAfterSlash(path, 1, path.length) : dotAfterSlash(path, 0, path.length)

/**
 * remove_dot_segments of the first h code units of `head` followed by `path`
 * (5.2.3's merge, without joining them): the same as
 * `removeDotSegments(head.slice(0, h) + path)`.
 */
export const removeDotSegmentsAfter = (head: string, h: number, path: string): string => {
  // Most paths have no dot segment: the merge is the result.
  if (!mayHoldDots(head, h, path)) return h === 0 ? path : head.slice(0, h) + path
  // The output buffer as the spans of the input that step E moved, flat [start, end, start, end, …]:
  // each is text of the input (the "/" that steps B and C put in front is the input's own), so
  // the result is joined from slices, and adjacent spans are one slice. `top` is its length: the
  // stack only shrinks by it (step C), never by setting the array's length, which the engine does
  // in its runtime.
  const output: number[] = []
  let top = 0
  const n = h + path.length
  let i = 0
  while (i < n) {
    // The input buffer starts with "." or ".." (`dots`), then "/" or its end, or with "/" and such a segment.
    const slash = at(head, h, path, i) === SLASH ? 1 : 0
    const dots = at(head, h, path, i + slash) !== DOT ? 0 : at(head, h, path, i + slash + 1) !== DOT ? 1 : 2
    const after = i + slash + dots
    const complete = dots > 0 && (after === n || at(head, h, path, after) === SLASH)
    if (slash === 0 && complete) {
      i = after === n ? n : after + 1 // A: "../" or "./" removed; D: "." or ".." alone removed
    } else if (slash === 1 && complete) {
      // B: "/./" or "/." → "/"; C: "/../" or "/.." → "/", and the last segment of the output goes.
      if (dots === 2 && top > 0) top -= 2
      if (after === n) {
        output[top++] = i // the "/" that ends the input, which E then moves
        output[top++] = i + 1
        i = n
      } else i = after
    } else {
      const end = slashFrom(head, h, path, n, i + 1) // E
      output[top++] = i
      output[top++] = end
      i = end
    }
  }
  let out = ''
  for (let k = 0; k < top; ) {
    const start = output[k]
    let end = output[k + 1]
    k += 2
    while (k < top && output[k] === end) {
      end = output[k + 1]
      k += 2
    }
    out += bufferSlice(head, h, path, start, end)
  }
  return out
}

/**
 * remove_dot_segments(path), section 5.2.4.
 *
 * @example
 * removeDotSegments('/a/b/c/./../../g')   // '/a/g'
 *
 * @since 0.1.0
 * @category resolution
 */
export const removeDotSegments = (path: string): string => removeDotSegmentsAfter('', 0, textOf(path))
