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
 * - a stray "%": "%25".
 *
 * @since 0.1.0
 */
import * as E from 'fp-ts/lib/Either.js'
import * as O from 'fp-ts/lib/Option.js'
import type { UriError } from './error.ts'
import { utf8PercentEncoding } from './percent-encoding.ts'
import { parserFor } from './parse.ts'

/** At most this many corrections in one suggestion. */
const MAX_STEPS = 256

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

const replaceAt = (text: string, at: number, length: number, by: string): string => text.slice(0, at) + by + text.slice(at + length)

/** One correction for one error, or null when none is unambiguous. */
const correct = (text: string, e: UriError): string | null => {
  const c = e.found
  const k = e.offset
  switch (e.code) {
    case 'bad-percent-encoding': {
      const percent = text[k - 1] === '%' ? k - 1 : k - 2
      return replaceAt(text, percent, 1, '%25')
    }
    case 'unclosed-ip-literal':
      return replaceAt(text, k, 0, ']')
    case 'invalid-ipv6':
      return c !== null && '/?#:'.includes(c) && e.expected.includes('"]"') ? replaceAt(text, k, 0, ']') : null
    case 'non-ascii': {
      const ch = c as string
      const lone = ch.length === 1 && ch.charCodeAt(0) >= 0xd800 && ch.charCodeAt(0) <= 0xdfff
      return !lone && encodable(e, true) ? replaceAt(text, k, ch.length, utf8PercentEncoding(ch)) : null
    }
    case 'invalid-character': {
      if (c === null) return null
      if (c === '\\' && inPath(e)) return replaceAt(text, k, 1, '/')
      const always = ' "<>\\^`{|}'.includes(c)
      const delimiterHere = ('[]'.includes(c) && (inPath(e) || inQueryOrFragment(e))) || (c === '#' && e.rulePath.includes('fragment'))
      return (always || delimiterHere) && encodable(e, false) ? replaceAt(text, k, 1, utf8PercentEncoding(c)) : null
    }
    default:
      return null
  }
}

/**
 * The input corrected so that it parses (as the rule the error came from),
 * when each correction is unambiguous; none otherwise.
 *
 * @example
 * suggestFix('http://example.com/a b', error)   // some('http://example.com/a%20b')
 * suggestFix('http://[::1', error)              // some('http://[::1]')
 */
export const suggestFix = (input: string, error: UriError): O.Option<string> => {
  const parse = parserFor(error.rule)
  let text = input
  let e = error
  for (let step = 0; step < MAX_STEPS; step++) {
    const fixed = correct(text, e)
    if (fixed === null) return O.none
    text = fixed
    const r = parse(text)
    if (E.isRight(r)) return O.some(text)
    e = r.left
  }
  return O.none
}
