/**
 * What every error at an offset records of its input: the character there
 * and the text just before it; and `factsAt`, every fact of an error made
 * from them. No line, column or display width: `locate` (`typed-uri/messages`)
 * computes those where they are shown. Apart from error.ts so that a grammar
 * with errors of its own (typed-uri/template) makes its errors without
 * carrying the URI readings.
 *
 * @since 0.3.0
 */
import type { ErrorRule, UriError, UriErrorCode } from './facts.ts'

/** The facts of an error whose code is one of `C`. */
export type FactsOf<C extends UriErrorCode> = UriError & { readonly code: C }

/** How many code units of the line before the offset an error keeps (`before`). */
const BEFORE = 16

/**
 * Up to 16 UTF-16 code units of the offset's line just before it, never half a character: for a
 * sentence to say where in words ("after 'a'"). The line starts after the last LF or CR before it.
 */
export const beforeAt = (input: string, offset: number): string => {
  const at = Math.min(offset, input.length)
  let from = Math.max(0, at - BEFORE)
  // Only the offset's own line: a line break in the window ends what came before.
  for (let k = at - 1; k >= from; k--) {
    const c = input.charCodeAt(k)
    if (c === 0x0a || c === 0x0d) {
      from = k + 1
      break
    }
  }
  // Never half a character: a low surrogate at the cut goes with its high one.
  if (from > 0 && (input.charCodeAt(from) & 0xfc00) === 0xdc00 && (input.charCodeAt(from - 1) & 0xfc00) === 0xd800) from++
  return input.slice(from, at)
}

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
): FactsOf<C> => ({
  _tag: 'UriError',
  code,
  rule,
  offset,
  before: beforeAt(input, offset),
  found,
  expected,
  rulePath,
  inputLength: input.length,
})
