/**
 * How many columns a terminal or a monospace font gives a character, for a
 * caret under an error (`formatError`, the CLI's frames, the demo's mark).
 * UAX #11 (East Asian Width) sorts characters by how they are drawn: the Wide
 * (W) and Fullwidth (F) ones take two columns, as do emoji drawn as pictures
 * (Emoji_Presentation, UTS #51, or any character followed by U+FE0F, the
 * emoji variation selector). Combining marks (Mn, Me) and zero-width
 * characters (ZWJ, ZWNJ, variation selectors) draw on the character before
 * them: they take none, so a caret at one is drawn under that character.
 * Everything else takes one. This is one code point at a time, as terminals
 * do (a flag, two regional indicators, takes four), not grapheme clusters.
 *
 * @since 0.3.0
 */

/**
 * What takes two columns: the East Asian Wide and Fullwidth ranges of UAX #11
 * (EastAsianWidth.txt, W and F), and the emoji drawn as pictures by default
 * (UTS #51's Emoji_Presentation), wide in every terminal that draws them. One
 * class, so a bundle holds the ranges as a short regular expression rather than a list of numbers.
 */
const WIDE =
  /^[\p{Emoji_Presentation}\u1100-\u115F\u2329\u232A\u2E80-\u303E\u3041-\u33FF\u3400-\u4DBF\u4E00-\u9FFF\uA000-\uA4CF\uA960-\uA97F\uAC00-\uD7A3\uF900-\uFAFF\uFE10-\uFE19\uFE30-\uFE6F\uFF00-\uFF60\uFFE0-\uFFE6\u{16FE0}-\u{16FE4}\u{16FF0}\u{16FF1}\u{17000}-\u{18CD5}\u{18D00}-\u{18D08}\u{1AFF0}-\u{1B2FB}\u{1F200}-\u{1F202}\u{1F210}-\u{1F23B}\u{1F240}-\u{1F248}\u{1F250}\u{1F251}\u{1F260}-\u{1F265}\u{20000}-\u{2FFFD}\u{30000}-\u{3FFFD}]$/u

/** Combining marks (the variation selectors are among them): drawn on the character before. */
const MARK = /^[\p{Mn}\p{Me}]$/u

/**
 * The columns one code point takes: 0, 1 or 2 (see the module's note). Each
 * code point below U+20000 (the emoji plane included) is looked up once: the
 * regular expressions cost about 0.5 µs a test, and an error at the end of a
 * long line measures every character before it.
 *
 * @since 0.3.0
 */
export const codePointWidth = (cp: number): 0 | 1 | 2 => {
  if (cp < 0x300) return 1
  if (cp >= 0x20000) return widthOf(cp)
  if (seen === undefined) seen = new Uint8Array(0x20000)
  if (seen[cp] === 0) seen[cp] = widthOf(cp) + 1
  return (seen[cp] - 1) as 0 | 1 | 2
}

/** Width + 1 of each code point looked up, 0 for not yet. */
let seen: Uint8Array | undefined

const widthOf = (cp: number): 0 | 1 | 2 => {
  const c = String.fromCodePoint(cp)
  // A wide range holds some marks (U+302A-U+302D): wide comes first, as UAX #11 has it.
  if (WIDE.test(c)) return 2
  // Zero-width space, ZWNJ, ZWJ and word joiner are format characters (Cf), not marks.
  return (cp >= 0x200b && cp <= 0x200d) || cp === 0x2060 || MARK.test(c) ? 0 : 1
}

/** Whether the code unit at `i` is the low half of a surrogate pair (the second unit of a code point). */
const isTrailing = (s: string, i: number): boolean => {
  const c = s.charCodeAt(i)
  if (c < 0xdc00 || c > 0xdfff || i === 0) return false
  const h = s.charCodeAt(i - 1)
  return h >= 0xd800 && h <= 0xdbff
}

/** How many code points `s.slice(from, to)` holds (an unpaired surrogate counts one). */
export const codePointCount = (s: string, from: number, to: number): number => {
  let n = 0
  for (let i = from; i < to; ) {
    // A run without surrogates is a code point a unit, counted at once: an error at the end of 10 MB counts them all.
    // Past the end each code unit counts one, as isTrailing reads it.
    const end = i < s.length ? firstIn(SURROGATE, s, i, Math.min(to, s.length)) : i
    if (end > i) {
      n += end - i
      i = end
      continue
    }
    if (!isTrailing(s, i)) n++
    i++
  }
  return n
}

/** A surrogate, either half. */
const SURROGATE = /[\ud800-\udfff]/

/** A code unit from U+0300 on: a surrogate or a code point that may not be one column wide. */
const NOT_NARROW = /[^\0-\u02ff]/

/**
 * Where `rx` first matches in `s` from `from`, before `to`; `to` when it does
 * not. A search, not a run: V8 keeps a text of code points below U+0100 one
 * byte a character and knows such a text holds nothing from U+0100 on, so it
 * answers at once for the whole text, where a run of what it does hold reads
 * every character. The slice bounds the search at `to` (V8 shares the text of
 * a long slice: nothing is copied).
 */
const firstIn = (rx: RegExp, s: string, from: number, to: number): number => {
  const k = s.slice(from, to).search(rx)
  return k < 0 ? to : from + k
}

/**
 * The 1-based display column of `s[to]` in the line that starts at `from`: one
 * more than the width of the text before it. A character of width 0 there
 * (a combining mark) is drawn on the character before it, so its column is that
 * character's. U+FE0F after a character of width 1 makes it two wide.
 */
export const displayColumnAt = (s: string, from: number, to: number): number => {
  // Past the end of the text (an offset a caller computed beyond it), each code unit takes a column.
  if (to > s.length) return displayColumnAt(s, from, s.length) + (to - Math.max(from, s.length))
  let column = 1
  let lastStart = 1
  let lastWidth = 0
  for (let i = from; i < to; ) {
    // A run below U+0300 takes a column a character, measured at once (see codePointWidth).
    const end = s.charCodeAt(i) >= 0x300 ? i : firstIn(NOT_NARROW, s, i, to)
    if (end > i) {
      lastStart = column + (end - i) - 1
      lastWidth = 1
      column += end - i
      i = end
      continue
    }
    const cp = s.codePointAt(i) as number
    const w = codePointWidth(cp)
    if (cp === 0xfe0f && lastWidth === 1) {
      column++
      lastWidth = 2
    } else if (w > 0) {
      lastStart = column
      lastWidth = w
      column += w
    }
    i += cp > 0xffff ? 2 : 1
  }
  if (to < s.length && to > from && codePointWidth(s.codePointAt(to) as number) === 0) return lastStart
  return column
}

/** The columns a text takes, code point by code point (see `displayColumnAt`). */
export const displayWidth = (s: string): number => displayColumnAt(s, 0, s.length) - 1
