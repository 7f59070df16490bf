/**
 * Where an offset of an input is, every way an error says it: line and
 * column (UTF-16), the offset in code points, the display column on its
 * line, the text just before it, and the character there; and `factsAt`,
 * every fact of an error but its sentence, made from them. Apart from
 * error.ts so that a grammar with errors of its own (typed-uri/template)
 * makes its errors without carrying the URI readings.
 *
 * @since 0.3.0
 */
import { codePointCount, displayColumnAt } from './display-width.ts'
import type { ErrorRule, UriErrorCode, UriErrorFacts } from './error/facts.ts'
import { textOf } from './options.ts'

/** The facts of an error whose code is one of `C`: every field of a `UriError` but its sentence. */
export type FactsOf<C extends UriErrorCode> = UriErrorFacts & { readonly code: C }

/**
 * 1-based line and column of an offset; a line ends at LF, CRLF or CR. It jumps
 * from line end to line end with `indexOf`, so a long line costs no loop in JavaScript.
 *
 * @example
 * lineAndColumn('a\nbc', 3)   // { line: 2, column: 2 }
 *
 * @since 0.1.0
 * @category errors
 */
export const lineAndColumn = (text: string, offset: number): { readonly line: number; readonly column: number } => {
  const input = textOf(text)
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

/**
 * Every way of saying where an offset is: line and column (UTF-16), the offset
 * in code points, and the display column on its line. `printable`: the caller
 * knows the input is printable ASCII up to the offset (an RFC 3986 rule's
 * explanation: error.ts's `Reading`'s `ascii`), which spares the search (a third of the facts' time on a form's input).
 */
export const positionOf = (input: string, offset: number, printable?: boolean): Pick<UriErrorFacts, 'line' | 'column' | 'codePointOffset' | 'displayColumn' | 'before'> => {
  const at = Math.min(offset, input.length)
  // Most errors stand on a first line of printable ASCII: each way of counting is then the offset itself.
  // (The character at the offset counts too, if any: a combining mark there is drawn on the one before it.)
  if (offset <= input.length && !(input.charCodeAt(offset) >= 0x300) && (printable || input.slice(0, offset).search(NOT_PRINTABLE) < 0)) {
    return { line: 1, column: offset + 1, codePointOffset: offset, displayColumn: offset + 1, before: input.slice(Math.max(0, offset - BEFORE), offset) }
  }
  const { line, column } = lineAndColumn(input, offset)
  const lineStart = offset - (column - 1)
  let from = Math.max(lineStart, at - BEFORE)
  // Never half a character: a low surrogate at the cut goes with its high one.
  if (from > lineStart && (input.charCodeAt(from) & 0xfc00) === 0xdc00 && (input.charCodeAt(from - 1) & 0xfc00) === 0xd800) from++
  return { line, column, codePointOffset: codePointCount(input, 0, at), displayColumn: displayColumnAt(input, lineStart, offset), before: input.slice(from, at) }
}

/** A code unit that is not printable ASCII: a line break, a control, anything from U+007F on. */
const NOT_PRINTABLE = /[^\x20-\x7e]/

/** How many code units of the line before the offset an error keeps (`before`). */
const BEFORE = 16

/** The character at an offset, a whole code point (a surrogate pair is one); null at the end of the input. */
export const codePointAt = (input: string, offset: number): string | null => {
  if (offset >= input.length) return null
  // A surrogate pair is one code point; any other code unit (a lone surrogate too) stands alone. `input[offset]` is V8's cached one-character string.
  const c = input.charCodeAt(offset)
  return (c & 0xfc00) === 0xd800 && (input.charCodeAt(offset + 1) & 0xfc00) === 0xdc00 ? input.slice(offset, offset + 2) : input[offset]
}

/** What every error at an offset of its input says, in the order every constructor gives it (the order JSON output shows). */
export const factsAt = <C extends UriErrorCode>(
  input: string,
  code: C,
  rule: ErrorRule,
  offset: number,
  expected: readonly string[],
  rulePath: readonly string[],
  found: string | null = codePointAt(input, offset),
  printable?: boolean,
): FactsOf<C> => {
  // Each field named, not the position spread in: a spread in the middle of a literal copies through the runtime, and took a tenth of a short input's error.
  const at = positionOf(input, offset, printable)
  return {
    _tag: 'UriError',
    code,
    rule,
    offset,
    line: at.line,
    column: at.column,
    codePointOffset: at.codePointOffset,
    displayColumn: at.displayColumn,
    before: at.before,
    found,
    expected,
    rulePath,
    inputLength: input.length,
  }
}
