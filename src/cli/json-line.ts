/**
 * JSON lines safe to show on a terminal, for the line filter's JSON format
 * (format.ts) and the commands that print JSON (run.ts). A module of its own:
 * a command that writes JSON loads it without the commands it does not run.
 */

/**
 * One JSON line for a terminal or a pipe: JSON.stringify escapes C0 controls
 * already; C1 controls (U+009B is CSI), bidi overrides and other format
 * characters and line separators are escaped here too, so no input can steer
 * the terminal that shows the line. The line is still JSON, with the same value:
 * every JSON reader decodes the escapes, so JSON lines are written so to a pipe
 * too (format.ts's TSV and CSV escape so only for a terminal: their loaders
 * have no `\u`).
 * A line of printable ASCII (nearly every one in a URI stream) is only tested,
 * with a pattern far cheaper than the Unicode one.
 */
export const jsonLine = (value: unknown): string => {
  const json = JSON.stringify(value) as string
  return NOT_PRINTABLE_ASCII.test(json) ? json.replace(TERMINAL_UNSAFE, escapeUnsafe) : json
}

const NOT_PRINTABLE_ASCII = /[^\x20-\x7e]/

/** What would steer a terminal or break a record, as a class for a `u` regular expression: C0 and C1 controls, format characters (bidi overrides), line and paragraph separators. */
export const TERMINAL_UNSAFE_CLASS = '\\p{Cc}\\p{Cf}\\p{Zl}\\p{Zp}'
/** Every such character (TERMINAL_UNSAFE_CLASS), for `replace`: JSON's and the terminal writers' escapes. */
export const TERMINAL_UNSAFE = new RegExp(`[${TERMINAL_UNSAFE_CLASS}]`, 'gu')

/** A character as `\uXXXX` escapes, one per UTF-16 code unit (a character past the BMP is two), as JSON writes it. */
export const escapeUnsafe = (c: string): string => Array.from({ length: c.length }, (_, k) => '\\u' + c.charCodeAt(k).toString(16).padStart(4, '0')).join('')
