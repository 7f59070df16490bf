/**
 * Where an offset of an input is, every way a person or a screen counts it:
 * line and column (UTF-16), the offset in code points, and the column a
 * terminal draws it at. Computed here, when asked, never when an error is made.
 *
 * @since 0.4.0
 */
import { codePointCount, displayColumnAt } from './display-width.ts'

/**
 * Where an offset is (`locate`).
 *
 * @since 0.4.0
 * @category model
 */
export interface Location {
  /** 1-based line (LF, CRLF and CR end lines). */
  readonly line: number
  /** 1-based column in UTF-16 code units; offset + 1 on a one-line input. */
  readonly column: number
  /** 0-based index in code points: a character outside the BMP (an emoji) counts one where the offset counts two. */
  readonly codePointOffset: number
  /**
   * 1-based column on the line as a terminal or a monospace font draws it: East Asian wide and
   * fullwidth characters and emoji take two columns, combining marks none (an offset at a
   * combining mark is drawn under the character it sits on).
   */
  readonly displayColumn: number
}

/**
 * 1-based line and column of an offset; a line ends at LF, CRLF or CR. It jumps from line end to
 * line end with `indexOf`, so a long line costs no loop in JavaScript.
 */
export const lineAndColumn = (input: string, offset: number): { readonly line: number; readonly column: number } => {
  let line = 1
  let lineStart = 0
  let lf = input.indexOf('\n')
  let cr = input.indexOf('\r')
  for (;;) {
    const at = lf < 0 ? cr : cr < 0 ? lf : Math.min(lf, cr)
    if (at < 0 || at >= offset) break
    if (at === cr) {
      cr = input.indexOf('\r', at + 1)
      // The CR of a CRLF ends no line: the LF after it does.
      if (input.charCodeAt(at + 1) === 0x0a) continue
    } else lf = input.indexOf('\n', at + 1)
    line++
    lineStart = at + 1
  }
  return { line, column: offset - lineStart + 1 }
}

/** `i`, or the index after the surrogate pair whose halves `i` falls between: where a place inside a pair is drawn. */
export const outOfPair = (s: string, i: number): number => ((s.charCodeAt(i) & 0xfc00) === 0xdc00 && (s.charCodeAt(i - 1) & 0xfc00) === 0xd800 ? i + 1 : i)

/**
 * Where an offset of an input is: its line, its column in UTF-16 code units, its index in code
 * points and the column a terminal draws it at; for people who draw their own marks. An offset past
 * the end counts as the end; a negative one, or one that is not a number, as 0. Input first, so one
 * input locates many offsets.
 *
 * @example
 * locate('a\nb😀c')(5)   // { line: 2, column: 4, codePointOffset: 4, displayColumn: 4 }
 *
 * @since 0.4.0
 * @category messages
 */
export const locate =
  (input: string) =>
  (offset: number): Location => {
    const text = typeof input === 'string' ? input : ''
    const at = typeof offset === 'number' && offset > 0 ? Math.min(Math.floor(offset), text.length) : 0
    const { line, column } = lineAndColumn(text, at)
    // An offset inside a surrogate pair counts the pair before it (as codePointOffset does): its column is the one after
    // the pair, under whatever is drawn there (a combining mark after the pair is drawn on it).
    return { line, column, codePointOffset: codePointCount(text, 0, at), displayColumn: displayColumnAt(text, at - (column - 1), outOfPair(text, at)) }
  }
