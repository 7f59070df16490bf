/**
 * Appendix C, Delimiting a URI in Context: the URIs in a text.
 *
 * "the double-quote ('"') and angle brackets ('<' and '>') are recommended as
 * delimiters for URIs in plain text ... Using <> angle brackets around each
 * URI is especially recommended as a delimiting style for a reference that
 * contains embedded whitespace. The prefix 'URL:' (with or without a trailing
 * space) was formerly recommended ... For robustness, software that accepts
 * user-typed URI should attempt to recognize and strip both delimiters and
 * embedded whitespace ... the interpreter of a URI containing a line break
 * immediately after a hyphen should ignore all whitespace around the line
 * break and should be aware that the hyphen may or may not actually be part
 * of the URI."
 *
 * Found here: whatever stands in angle brackets (after an optional "URL:",
 * whitespace inside removed), in double quotes, or alone between whitespace,
 * when it begins with a scheme ("http:", "mailto:" …; alone, with "//" after
 * the scheme or a well-known scheme). Sentence punctuation after a bare URI
 * ("." "," ";" ":" "!" "?", an unbalanced ")") is not part of it. A candidate
 * that is not a valid URI is reported with its error, not dropped.
 *
 * @since 0.1.0
 */
import type * as E from 'fp-ts/lib/Either.js'
import type { UriReference } from '../model/ast.ts'
import type { UriError } from '../error/make.ts'
import { parse } from './parse.ts'

/**
 * @since 0.1.0
 * @category model
 */
export interface FoundURI {
  /** The URI as extracted: delimiters, "URL:" and embedded whitespace removed. */
  readonly uri: string
  /** The text it was extracted from, as it stands between `start` and `end`. */
  readonly text: string
  /** Offsets of `text` in the searched text (UTF-16 code units; `end` exclusive). */
  readonly start: number
  readonly end: number
  /** How it was delimited. */
  readonly delimiter: 'angle-brackets' | 'double-quotes' | 'whitespace'
  /** The extracted URI parsed: its tree, or the error that says why it is not a URI. */
  readonly parsed: E.Either<UriError, UriReference>
}

const SCHEME_START = /^(?:URL:\s*)?[A-Za-z][A-Za-z0-9+.-]*:/i
/** Schemes recognised alone in text without "//" after them. */
const BARE_SCHEMES = new Set(['mailto', 'urn', 'tel', 'news', 'data', 'file', 'sms', 'geo', 'magnet', 'xmpp', 'sip', 'sips'])
const TRAILING_PUNCTUATION = '.,;:!?'
/** What follows a hyphen at a line break: the break, and the rest of the URI on the next line. */
const HYPHEN_BREAK = /[ \t]*\r?\n\s*[^\s<>"]+/y

/** Strips "URL:" and the whitespace after it; returns how many characters went. */
const urlPrefixLength = (s: string): number => {
  const m = /^URL:\s*/i.exec(s)
  return m === null ? 0 : m[0].length
}

/** Removes whitespace, keeping a hyphen at a line break (Appendix C). */
const withoutWhitespace = (s: string): string => s.replace(/\s+/g, '')

/** Joins a bare URI broken after a hyphen at a line break: whitespace around the break dropped, hyphen kept. */
const hyphenJoined = (s: string): string => s.replace(/-[ \t]*\r?\n\s*/g, '-')

/**
 * How many trailing characters are sentence punctuation, not part of the URI:
 * ".,;:!?" and a ")" that closes no "(" of the URI. One count of each
 * parenthesis, then one walk back from the end: linear in the candidate.
 */
const trailingPunctuation = (s: string): number => {
  let opens = 0
  let closes = 0
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i)
    if (c === 0x28) opens++
    else if (c === 0x29) closes++
  }
  let end = s.length
  for (;;) {
    const c = s[end - 1]
    if (c !== undefined && TRAILING_PUNCTUATION.includes(c)) end--
    else if (c === ')' && opens < closes) {
      end--
      closes--
    } else break
  }
  return s.length - end
}

const isSchemeChar = (c: number): boolean => (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a) || (c >= 0x30 && c <= 0x39) || c === 0x2b || c === 0x2d || c === 0x2e
const isAlpha = (c: number): boolean => (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a)
/** What ends a bare URI: whitespace, "<", ">" or a double quote. */
const BARE_END = /[\s<>"]/

/**
 * The bare candidates of a text, in order: `scheme ":"` followed by a run of
 * characters that are not whitespace, "<", ">" or '"' (a leading "URL:" is
 * part of the run). The same spans as the regular expression
 * /(?:URL:)?[A-Za-z][A-Za-z0-9+.-]*:[^\s<>"]+/g would match, found in one pass
 * from each ":" (that expression rescans a long run of scheme characters from
 * each of its positions, which is quadratic).
 */
function* bareCandidates(text: string): Generator<readonly [number, number]> {
  let from = 0
  for (;;) {
    const colon = text.indexOf(':', from)
    if (colon < 0) return
    let run = colon
    while (run > from && isSchemeChar(text.charCodeAt(run - 1))) run--
    let start = run
    while (start < colon && !isAlpha(text.charCodeAt(start))) start++
    const next = text[colon + 1]
    if (start === colon || next === undefined || BARE_END.test(next)) {
      from = colon + 1
      continue
    }
    let end = colon + 1
    while (end < text.length && !BARE_END.test(text[end])) end++
    yield [start, end]
    from = end
  }
}

const found = (text: string, start: number, end: number, uri: string, delimiter: FoundURI['delimiter']): FoundURI => ({
  uri,
  text: text.slice(start, end),
  start,
  end,
  delimiter,
  parsed: parse(uri),
})

/**
 * Every URI in the text, in order of appearance; none in a value that is not a string.
 *
 * @example
 * findURIs('See <http://a/b> or http://c/d.').map((f) => f.uri)   // ['http://a/b', 'http://c/d']
 *
 * @since 0.1.0
 * @category user input
 */
export const findURIs = (text: string): readonly FoundURI[] => {
  const out: FoundURI[] = []
  // A value that is not text (from JavaScript) holds no URIs.
  if (typeof text !== 'string') return out
  // Spans already taken by delimited URIs, in order; bare candidates come in order too, so one
  // pointer into the list and the end of the last bare URI tell whether a span is free.
  const taken: [number, number][] = []
  let next = 0
  let lastBareEnd = 0
  const free = (start: number, end: number): boolean => {
    while (next < taken.length && taken[next][1] <= start) next++
    return start >= lastBareEnd && (next >= taken.length || end <= taken[next][0])
  }

  // <…> and "…": the delimiters say where the URI ends; whitespace inside <> is dropped.
  for (const m of text.matchAll(/<([^<>]*)>|"([^"<>]*)"/g)) {
    const inner = m[1] ?? m[2]
    const angle = m[1] !== undefined
    const lead = inner.length - inner.trimStart().length
    const body = inner.trim()
    if (!SCHEME_START.test(body) && !(angle && /^URL:/i.test(body))) continue
    const start = (m.index as number) + 1 + lead
    const end = start + body.length
    const prefix = urlPrefixLength(body)
    const uri = angle ? withoutWhitespace(body.slice(prefix)) : hyphenJoined(body.slice(prefix))
    if (uri === '' || (!angle && /\s/.test(uri))) continue
    out.push(found(text, start + prefix, end, uri, angle ? 'angle-brackets' : 'double-quotes'))
    taken.push([m.index as number, (m.index as number) + m[0].length])
  }

  // Alone between whitespace: a scheme, then "//" or a well-known scheme's path.
  for (const [candidateStart, candidateEnd] of bareCandidates(text)) {
    let start = candidateStart
    let raw = text.slice(candidateStart, candidateEnd)
    const before = text[start - 1]
    if (before !== undefined && !/[\s([{'>]/.test(before)) continue
    const prefix = urlPrefixLength(raw)
    start += prefix
    raw = raw.slice(prefix)
    if (!SCHEME_START.test(raw)) continue
    const scheme = raw.slice(0, raw.indexOf(':')).toLowerCase()
    if (!raw.slice(scheme.length + 1).startsWith('//') && !BARE_SCHEMES.has(scheme)) continue
    // A hyphen at a line break: the URI goes on after the break. The pieces are joined once
    // (a string grown piece by piece and read at its end each time is copied each time).
    if (raw.endsWith('-')) {
      const pieces = [raw]
      let at = start + raw.length
      for (let last = raw; last.endsWith('-'); ) {
        HYPHEN_BREAK.lastIndex = at
        const next = HYPHEN_BREAK.exec(text)
        if (next === null) break
        pieces.push((last = next[0]))
        at += last.length
      }
      raw = pieces.join('')
    }
    const cut = trailingPunctuation(raw)
    const end = start + raw.length - cut
    if (end <= start + scheme.length + 1 || !free(start, end)) continue
    out.push(found(text, start, end, hyphenJoined(raw.slice(0, raw.length - cut)), 'whitespace'))
    lastBareEnd = end
  }
  return out.sort((a, b) => a.start - b.start)
}
