/**
 * A corrected input for an error, where the correction is unambiguous: what a
 * form can offer as "Did you mean …?". The suggestion always parses (it is
 * checked), and it is offered only when every step is one of these:
 * - a space, or one of " < > \ ^ ` { | } (and [ ] or a second "#" where they
 *   cannot be delimiters), in a component that allows percent-encoding:
 *   its percent-encoding ("a b" → "a%20b");
 * - a non-ASCII character there: its UTF-8 percent-encoding ("é" → "%C3%A9",
 *   section 2.5);
 * - a backslash in a path: "/";
 * - a missing "]" at the end of an IP literal;
 * - a stray "%": "%25";
 * - a missing scheme before what begins like a host name ("www.example.com/a"):
 *   "https://" ("ftp://" before "ftp.", section 4.5's heuristic).
 *
 * @since 0.1.0
 */
import type { Option } from 'fp-ts/lib/Option.js'
import { none, some } from '../base/either.ts'
import { isEntryRule, makeUriError, type UriError } from '../error/make.ts'
import { explainRefused } from '../grammar/report.ts'
import { utf8PercentEncoding } from '../encoding/percent-encoding.ts'
import { explainerFor, validatorFor } from '../reading/parsers.ts'
import { codePointAt } from '../error/position.ts'

/** At most this many reparses for one suggestion (each fixes the rest of a component). */
const MAX_STEPS = 16

const PATH_RULES = ['path-abempty', 'path-absolute', 'path-noscheme', 'path-rootless', 'path']
const ENCODABLE_PARTS = [...PATH_RULES, 'query', 'fragment', 'userinfo', 'relative-part', 'hier-part', 'relative-ref', 'URI', 'URI-reference']
const HOST_PARTS = ['reg-name', 'host', 'authority']

/** The innermost rule of the path that is not a character-level one. */
const innermost = (e: UriError): string | undefined => e.rulePath[e.rulePath.length - 1]

/**
 * Where percent-encoding is the unambiguous fix: not in the scheme, the port or
 * an IP literal; in a host only for a non-ASCII character (section 3.2.2: a
 * registered name is percent-encoded UTF-8), since a space or a quote there is
 * a typo, not a character to keep.
 */
const encodable = (e: UriError, inHostToo: boolean): boolean => {
  const rule = innermost(e)
  if (rule === undefined || e.rulePath.includes('IP-literal')) return false
  return ENCODABLE_PARTS.includes(rule) || (inHostToo && HOST_PARTS.includes(rule))
}

const inPath = (e: UriError): boolean => e.rulePath.some((r) => PATH_RULES.includes(r))
const inQueryOrFragment = (e: UriError): boolean => e.rulePath.includes('query') || e.rulePath.includes('fragment')

/** Characters that are never allowed literally and whose percent-encoding is always the fix. */
const ALWAYS_ENCODED = ' "<>\\^`{|}'

/** One edit of the text: `length` characters at `at` replaced by `by`. */
interface Edit {
  readonly at: number
  readonly length: number
  readonly by: string
}

const edit = (at: number, length: number, by: string): Edit => ({ at, length, by })

/** The edit that fixes the character at `k`, or null when none is unambiguous. */
const fixAt = (text: string, e: UriError, k: number, c: string | null, code: UriError['code']): Edit | null => {
  switch (code) {
    case 'bad-percent-encoding':
      return edit(text[k - 1] === '%' ? k - 1 : k - 2, 1, '%25')
    case 'unclosed-ip-literal':
      return edit(k, 0, ']')
    case 'invalid-ipv6':
      return c !== null && '/?#:'.includes(c) && e.expected.includes('"]"') ? edit(k, 0, ']') : null
    case 'non-ascii': {
      const ch = c as string
      const lone = ch.length === 1 && ch.charCodeAt(0) >= 0xd800 && ch.charCodeAt(0) <= 0xdfff
      return !lone && encodable(e, true) ? edit(k, ch.length, utf8PercentEncoding(ch)) : null
    }
    case 'invalid-character': {
      if (c === null) return null
      if (c === '\\' && inPath(e)) return edit(k, 1, '/')
      const always = ALWAYS_ENCODED.includes(c)
      const delimiterHere = ('[]'.includes(c) && (inPath(e) || inQueryOrFragment(e))) || (c === '#' && e.rulePath.includes('fragment'))
      return (always || delimiterHere) && encodable(e, false) ? edit(k, 1, utf8PercentEncoding(c)) : null
    }
    default:
      return null
  }
}

/** The text with the edits (in order, not overlapping) applied, in one pass. */
const applyEdits = (text: string, edits: readonly Edit[]): string => {
  // Joined by +, not an array's join: most corrections are one edit, and the regular expression that reads the text back flattens it once.
  let out = ''
  let last = 0
  for (const { at, length, by } of edits) {
    out += text.slice(last, at) + by
    last = at + length
  }
  return out + text.slice(last)
}

/**
 * Where the component the error stands in ends, when its remaining characters
 * get the same treatment as the one at the error: a path ends at "?" or "#",
 * a query at "#", a fragment at the end. Null elsewhere (one fix at a time).
 */
const componentEnd = (text: string, e: UriError): number | null => {
  /** The first of `stop` at or after the error, or the end. */
  const end = (stop: string): number => {
    const k = text.indexOf(stop, e.offset)
    return k < 0 ? text.length : k
  }
  if (e.rulePath.includes('fragment')) return text.length
  if (e.rulePath.includes('query')) return end('#')
  if (inPath(e)) return Math.min(end('?'), end('#'))
  return null
}

/**
 * A reference that begins like a host name, with the scheme it was most likely
 * typed without: section 4.5's heuristic ("ftp." means ftp), https otherwise, the
 * scheme of the web today; "//" is kept where the text has it.
 */
const withScheme = (text: string): string => {
  const slashes = text.startsWith('//')
  const scheme = /^ftp\./i.test(slashes ? text.slice(2) : text) ? 'ftp' : 'https'
  return slashes ? `${scheme}:${text}` : `${scheme}://${text}`
}

const HEXDIG = /[0-9A-Fa-f]/

/**
 * The ASCII characters that need nothing wherever they stand: not "%", not
 * one of `ALWAYS_ENCODED`, "[", "]" or "#", not a control. Most of the rest
 * of a component is these, and `needs` passes each with one read of this
 * table before its checks of the others.
 */
const FINE: Uint8Array = /* @__PURE__ */ (() => {
  const t = new Uint8Array(128)
  for (let c = 0x20; c < 0x7f; c++) t[c] = '%[]#'.includes(String.fromCharCode(c)) || ALWAYS_ENCODED.includes(String.fromCharCode(c)) ? 0 : 1
  return t
})()

/** What a character of the rest of a component needs, as the error it would raise: a code, or null when it is fine (only an ASCII one is). */
const needs = (text: string, i: number, e: UriError): UriError['code'] | null => {
  const u = text.charCodeAt(i)
  if (u < 0x80 && FINE[u] === 1) return null
  const cp = text.codePointAt(i) as number
  if (cp > 0x7f) return 'non-ascii'
  const c = text[i]
  if (c === '%') return HEXDIG.test(text[i + 1] ?? '') && HEXDIG.test(text[i + 2] ?? '') ? null : 'bad-percent-encoding'
  if (ALWAYS_ENCODED.includes(c) || '[]'.includes(c) || (c === '#' && e.rulePath.includes('fragment')) || cp < 0x20 || cp === 0x7f) return 'invalid-character'
  return null
}

/**
 * The fix of an error, and of every character after it in the same component
 * that needs the same kind of fix, so that one reparse serves a whole
 * component; just the first fix when a later one is not unambiguous; null
 * when the first is not.
 */
const correct = (text: string, e: UriError): string | null => {
  const first = fixAt(text, e, e.offset, e.found, e.code)
  if (first === null) return null
  const end = componentEnd(text, e)
  if (end === null) return applyEdits(text, [first])
  const edits = [first]
  for (let i = first.at + Math.max(first.length, 1); i < end; ) {
    const code = needs(text, i, e)
    if (code === null) {
      i++ // an ASCII character
      continue
    }
    const ch = codePointAt(text, i) as string
    const fix = fixAt(text, e, code === 'bad-percent-encoding' ? i + 1 : i, ch, code)
    if (fix === null) return applyEdits(text, [first])
    edits.push(fix)
    i += ch.length
  }
  return applyEdits(text, edits)
}

/**
 * The input corrected so that it parses (as the rule the error came from),
 * when each correction is unambiguous; none otherwise. Each reparse fixes the
 * rest of the component the error stands in, so the work is linear in the
 * input: a few passes over it, whatever the number of characters to fix.
 * Curried, input first, like `formatError`: `E.mapLeft(suggestFix(input))`.
 *
 * @example
 * pipe(parse('http://example.com/a b'), E.mapLeft(suggestFix('http://example.com/a b')))
 * // Left(some('http://example.com/a%20b'))
 * pipe(parse('http://[::1'), E.mapLeft(suggestFix('http://[::1')))   // Left(some('http://[::1]'))
 * pipe(parse('www.example.com/a b'), E.mapLeft(suggestFix('www.example.com/a b')))   // Left(some('www.example.com/a%20b')): a reference
 * pipe(parseURI('www.example.com/a b'), E.mapLeft(suggestFix('www.example.com/a b')))   // Left(some('https://www.example.com/a%20b'))
 *
 * @since 0.1.0
 * @category errors
 */
export const suggestFix =
  (input: string) =>
  (error: UriError): Option<string> => {
    // Corrections are made for RFC 3986's and RFC 3987's rules; a template's or a scheme's error gets none.
    if (!isEntryRule(error.rule)) return none
    const rule = error.rule
    // What parserFor(rule) answers, without the tree or the sentence, which no step reads.
    const test = validatorFor(rule)
    const explain = explainerFor(rule)
    return suggestBy(input, error, (text) => {
      if (test(text)) return null
      const x = explainRefused(explain, text)
      return makeUriError(text, rule, x.offset, x.expected, x.rulePath)
    })
  }

/**
 * `suggestFix`'s steps, each corrected text read back by `read`: its error,
 * or null when it parses (spec/suggest.spec.ts reads them back with the parser).
 */
export const suggestBy = (input: string, error: UriError, read: (text: string) => UriError | null): Option<string> => {
  let text = input
  let e = error
  for (let step = 0; step < MAX_STEPS; step++) {
    const fixed = e.code === 'missing-scheme' && e.likely?.part === 'scheme' && step === 0 ? withScheme(text) : correct(text, e)
    if (fixed === null) return none
    text = fixed
    const next = read(text)
    if (next === null) return some(text)
    e = next
  }
  return none
}
