/**
 * The code frame of an error: the line of the input that holds it, a caret
 * under the place, and the sentence from a catalog. Positions are computed
 * here (`locate`), where they are shown, not when the error is made.
 *
 * @since 0.4.0
 */
import type { UriError } from '../error/facts.ts'
import type { Catalog, Fact } from './catalog.ts'
import { describeError } from './describe.ts'
import { displayColumnAt } from './display-width.ts'
import { lineAndColumn, outOfPair } from './locate.ts'

/** How many characters of a long line the code frame shows on each side of the caret. */
const FRAME_CONTEXT = 60

/** Where a fact points: an error's or a refusal's offset, a warning's or a violation's span. */
const offsetOf = (fact: Fact): number => {
  const f = fact as { readonly offset?: unknown; readonly span?: { readonly start?: unknown } }
  const at = typeof f.offset === 'number' ? f.offset : typeof f.span?.start === 'number' ? f.span.start : 0
  // A whole index (a fraction, from JavaScript, would cut between code units): what `locate` reads too.
  return at >= 0 ? Math.floor(at) : 0
}

/**
 * A code frame for a terminal or a log: the line of the input that holds the error (cut around the
 * place when long, "line N:" before it when not the first), a caret under the place, and the
 * catalog's sentence. The caret goes where the likely reading breaks (`UriError.likely`), by display
 * columns (wide characters take two, combining marks none). Controls, format characters and unpaired
 * surrogates are shown as visible stand-ins, so no input can move the cursor or reorder what follows.
 * For an input that is not a string (from JavaScript), the sentence alone.
 *
 * @example
 * import { parse } from 'typed-uri'
 * import { formatError, technical } from 'typed-uri/messages'
 * const input = 'http://exa mple.com'
 * const r = parse(input)
 * if (r._tag === 'Left') formatError(technical)(input)(r.left)
 * // http://exa mple.com
 * //           ^
 * // Found a space at position 11 in the host (a space must be written %20); expected …
 *
 * @since 0.4.0
 * @category messages
 */
export const formatError =
  (catalog: Catalog) =>
  (input: string) =>
  (fact: Fact): string => {
    const sentence = describeError(catalog)(fact)
    if (typeof input !== 'string' || typeof fact !== 'object' || fact === null) return sentence
    const at = Math.min(offsetOf(fact), input.length)
    const { line, column } = lineAndColumn(input, at)
    const lineStart = at - (column - 1)
    let lineEnd = lineStart
    while (lineEnd < input.length && input[lineEnd] !== '\n' && input[lineEnd] !== '\r') lineEnd++
    // Under the place the likeliest reading breaks ("www.example.com": the scheme; "a.com:8:0": the ":"), when on the line.
    const likely = (fact as { readonly _tag?: string })._tag === 'UriError' ? (fact as UriError).likely?.offset : undefined
    const marked = likely !== undefined && likely >= lineStart && likely <= lineEnd ? likely : at
    // Never a cut between the halves of a surrogate pair, which would show each half as an escape: a place
    // inside a pair goes after it (as `locate` counts it), and the ends of a long line's window move out of one.
    const offset = outOfPair(input, marked)
    const from = outOfPair(input, Math.max(lineStart, offset - FRAME_CONTEXT))
    const to = outOfPair(input, Math.min(lineEnd, offset + FRAME_CONTEXT))
    const before = visible(input.slice(from, offset))
    const shown = before + visible(input.slice(offset, to))
    const prefix = from > lineStart ? '…' : ''
    const suffix = to < lineEnd ? '…' : ''
    const caret = ' '.repeat(prefix.length + displayColumnAt(shown, 0, before.length) - 1) + '^'
    const lineLabel = line > 1 ? `line ${line}: ` : ''
    return `${lineLabel}${prefix}${shown}${suffix}\n${' '.repeat(lineLabel.length)}${caret}\n${sentence}`
  }

/**
 * What a terminal may be shown of the input: tabs and other C0 controls as one visible character
 * each (U+2400 pictures); C1 controls (U+009B is CSI), bidi overrides and other format characters,
 * line separators and unpaired surrogates as `\u{…}` escapes. The caret is placed by the same text.
 */
const visible = (s: string): string =>
  s.replace(UNSAFE, (c) => {
    const cp = c.codePointAt(0) as number
    if (c === '\t') return ' '
    if (cp < 0x20 || cp === 0x7f) return String.fromCharCode(0x2400 + (cp === 0x7f ? 0x21 : cp))
    return `\\u{${cp.toString(16).toUpperCase()}}`
  })

const UNSAFE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/gu
