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
 * The East Asian Wide and Fullwidth ranges of UAX #11 (EastAsianWidth.txt,
 * W and F) outside the emoji, which `EMOJI` finds: flat pairs, sorted.
 */
const WIDE: readonly number[] = [
  0x1100, 0x115f, 0x2329, 0x232a, 0x2e80, 0x303e, 0x3041, 0x33ff, 0x3400, 0x4dbf, 0x4e00, 0x9fff, 0xa000, 0xa4cf, 0xa960, 0xa97f, 0xac00, 0xd7a3, 0xf900, 0xfaff, 0xfe10, 0xfe19, 0xfe30,
  0xfe6f, 0xff00, 0xff60, 0xffe0, 0xffe6, 0x16fe0, 0x16fe4, 0x16ff0, 0x16ff1, 0x17000, 0x18cd5, 0x18d00, 0x18d08, 0x1aff0, 0x1b2fb, 0x1f200, 0x1f202, 0x1f210, 0x1f23b, 0x1f240, 0x1f248,
  0x1f250, 0x1f251, 0x1f260, 0x1f265, 0x20000, 0x2fffd, 0x30000, 0x3fffd,
]

/** Emoji drawn as pictures by default (UTS #51's Emoji_Presentation): wide in every terminal that draws them. */
const EMOJI = /^\p{Emoji_Presentation}$/u

/** Combining marks, and the zero-width characters that join or select: drawn on the character before. */
/** Combining marks (the variation selectors are among them): drawn on the character before. */
const MARK = /^[\p{Mn}\p{Me}]$/u

const inWide = (cp: number): boolean => {
  for (let k = 0; k < WIDE.length && cp >= WIDE[k]; k += 2) if (cp <= WIDE[k + 1]) return true
  return false
}

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
  if (inWide(cp)) return 2
  const c = String.fromCodePoint(cp)
  // Zero-width space, ZWNJ, ZWJ and word joiner are format characters (Cf), not marks.
  if ((cp >= 0x200b && cp <= 0x200d) || cp === 0x2060 || MARK.test(c)) return 0
  return EMOJI.test(c) ? 2 : 1
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
  for (let i = from; i < to; i++) if (!isTrailing(s, i)) n++
  return n
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
