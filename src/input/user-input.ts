/**
 * What a person typed or pasted into a form, made into a URI the way
 * Appendix C and section 4.5 advise, with a list of what was changed so the
 * form can say so.
 *
 * - Whitespace at either end is trimmed.
 * - Delimiters are stripped: <…>, "…" (also typographic quotes) and the old
 *   "URL:" prefix (Appendix C).
 * - Embedded whitespace that a line break or a tab brought in is removed (a
 *   hyphen at a line break is kept); inside <…>, plain spaces too, since angle
 *   brackets are how Appendix C delimits a URI "that contains embedded
 *   whitespace". Other spaces stay, so the error (and `suggestFix`) can say
 *   that a space must be written %20.
 * - Only when asked (`defaultScheme`), a reference that starts with a host
 *   name, "www." or "//" gets a scheme (section 4.5's heuristic: "ftp." means
 *   ftp). Without it, nothing is guessed.
 *
 * Errors point into the input as the person typed it. Each change is data
 * (`Change.reason`): a catalog of `typed-uri/messages` words it for the form.
 *
 * @since 0.1.0
 */
import type { Either } from 'fp-ts/lib/Either.js'
import { isLeft, left, right } from '../base/either.ts'
import type { RelativeRef, Uri, UriReference } from '../model/ast.ts'
import { atOffset, HOST_LIKE, makeNotAStringError, makeOptionsError, makeTooLongError, type EntryRule, type UriError } from '../error/make.ts'
import type { UserInputReason } from '../error/reasons/conversion.ts'
import { ownOptions, type OptionKinds } from '../base/options.ts'
import { FORM_MAX_LENGTH } from '../reading/parse.ts'
import { ENTRY_RULES, parserFor } from '../reading/parsers.ts'
import { ORIGIN, typedOffset } from './origin.ts'

/**
 * @since 0.1.0
 * @category model
 */
export interface UserInputOptions {
  /** The scheme for a reference typed without one ("www.example.com/a"); none is added when absent. */
  readonly defaultScheme?: string
  /** The rule the result must match: URI (the default) or any other entry rule. */
  readonly rule?: EntryRule
  /** The longest input accepted; 64 KiB by default. */
  readonly maxLength?: number
}

const USER_INPUT_OPTIONS: OptionKinds<UserInputOptions> = { defaultScheme: 'string', rule: ENTRY_RULES, maxLength: 'length' }

/**
 * One thing fromUserInput did, for the form to tell the person: its kind,
 * and the reason a catalog words (`plain.reasons[change.reason.kind]`: "We
 * removed the spaces before and after the address"), with what was removed
 * or added. Before 0.4.0 it carried an English `message` instead of `reason`.
 *
 * @example
 * import { fromUserInput } from 'typed-uri'
 * fromUserInput()(' <https://example.com/> ')   // Right({ changes: [{ _tag: 'Change', kind: 'trimmed', reason: { kind: 'input-trimmed' } }, { _tag: 'Change', kind: 'unwrapped', reason: { kind: 'input-unwrapped', open: '<', close: '>' } }] })
 *
 * @since 0.1.0
 * @category model
 */
export interface Change {
  /** @since 0.4.0 */
  readonly _tag: 'Change'
  readonly kind: 'trimmed' | 'unwrapped' | 'removed-url-prefix' | 'removed-whitespace' | 'added-scheme'
  /**
   * What was done, as data: `input-trimmed`, `input-unwrapped` (with the delimiters), `input-url-prefix-removed`,
   * `input-whitespace-removed`, `input-scheme-added` (with the text added).
   *
   * @since 0.4.0
   */
  readonly reason: UserInputReason
}

/**
 * The kind of reference a rule reads: a `Uri` for URI and absolute-URI (and
 * their IRI twins), a `RelativeRef` for relative-ref, either for the rest;
 * `Uri` when no rule is given, as `fromUserInput`'s default rule is URI.
 *
 * @since 0.2.0
 * @category model
 */
export type ReferenceOfRule<Rule> = [Rule] extends [undefined]
  ? Uri
  : Rule extends 'URI' | 'absolute-URI' | 'IRI' | 'absolute-IRI'
    ? Uri
    : Rule extends 'relative-ref' | 'irelative-ref'
      ? RelativeRef
      : UriReference

/** The rule an options object names, or undefined. */
type RuleOf<O> = O extends { readonly rule: infer Rule } ? Rule : undefined

/**
 * What `fromUserInput` read: the reference (a `Uri` under the default rule),
 * its text after the changes, and the changes.
 *
 * @since 0.2.0
 * @category model
 */
export interface UserInput<R extends UriReference = UriReference> {
  readonly uri: R
  /** The URI as text, after the changes. */
  readonly text: string
  readonly changes: readonly Change[]
}

/** Text with, for each character, its offset in the original input. */
interface Traced {
  readonly text: string
  readonly origin: Int32Array
}

const traced = (text: string): Traced => {
  const origin = new Int32Array(text.length)
  for (let i = 0; i < origin.length; i++) origin[i] = i
  return { text, origin }
}

// A view of the offsets, not a copy: a Traced is never written once made.
const slice = (t: Traced, start: number, end = t.text.length): Traced => ({ text: t.text.slice(start, end), origin: t.origin.subarray(start, end) })

/**
 * The text without the characters in the given ranges (in order, apart), with
 * their offsets: whole runs are copied between the ranges, never a character
 * at a time, so a text of many short ranges costs time linear in its length.
 */
const removeRanges = (t: Traced, ranges: readonly (readonly [number, number])[]): Traced => {
  const kept: string[] = []
  let removed = 0
  for (const [from, to] of ranges) removed += to - from
  const origin = new Int32Array(t.text.length - removed)
  let at = 0
  let start = 0
  for (const [from, to] of [...ranges, [t.text.length, t.text.length] as const]) {
    if (from > start) {
      kept.push(t.text.slice(start, from))
      origin.set(t.origin.subarray(start, from), at)
      at += from - start
    }
    start = to
  }
  return { text: kept.join(''), origin }
}

const DELIMITERS: readonly (readonly [string, string])[] = [
  ['<', '>'],
  ['"', '"'],
  ['\u201c', '\u201d'],
  ["'", "'"],
  ['\u2018', '\u2019'],
]

const isSpace = (c: string): boolean => /\s/.test(c)
const isBreakOrTab = (c: string): boolean => c === '\r' || c === '\n' || c === '\t'

/**
 * The offsets of embedded whitespace to remove: every whitespace character
 * when `all`; otherwise, in each run of whitespace that holds a line break or
 * a tab, the spaces and tabs just before the first of them and everything
 * after it (a hyphen before a break is not whitespace, so it stays). One pass
 * over the text: linear, where the equivalent regular expression
 * /[ \t]*[\r\n\t]\s* /g backtracks over long runs of spaces.
 */
const embeddedWhitespace = (text: string, all: boolean): readonly [number, number][] => {
  const out: [number, number][] = []
  let i = 0
  while (i < text.length) {
    if (!isSpace(text[i])) {
      i++
      continue
    }
    const runStart = i
    let first = -1
    while (i < text.length && isSpace(text[i])) {
      if (first < 0 && isBreakOrTab(text[i])) first = i
      i++
    }
    if (all) out.push([runStart, i])
    else if (first >= 0) {
      let from = first
      while (from > runStart && (text[from - 1] === ' ' || text[from - 1] === '\t')) from--
      out.push([from, i])
    }
  }
  return out
}

const change = (kind: Change['kind'], reason: UserInputReason): Change => ({ _tag: 'Change', kind, reason })

/**
 * A URI from what a person typed, or the error (pointing into what they
 * typed) that says why it is not one.
 *
 * @example
 * fromUserInput()('  <https://example.com/a\n   b>  ')
 * // Right({ text: 'https://example.com/ab', changes: [{ kind: 'trimmed', … }, { kind: 'unwrapped', … }, { kind: 'removed-whitespace', … }], … })
 * fromUserInput({ defaultScheme: 'https' })('www.example.com/a')  // Right({ text: 'https://www.example.com/a', … })
 *
 * @since 0.1.0
 * @category user input
 */
export const fromUserInput = <O extends UserInputOptions = Record<never, never>>(options: O = {} as O): ((input: string) => Either<UriError, UserInput<ReferenceOfRule<RuleOf<O>>>>) => {
  // The options are read once; a form calls the result on every keystroke.
  const read = ownOptions(options, USER_INPUT_OPTIONS)
  if (isLeft(read)) return (input) => left(makeOptionsError(input, 'URI', read.left))
  // The parser is the rule's own, so the reference is of the rule's kind.
  return (input) => readUserInput(read.right, input) as Either<UriError, UserInput<ReferenceOfRule<RuleOf<O>>>>
}

/** fromUserInput with its options read. */
const readUserInput = (o: UserInputOptions, input: string): Either<UriError, UserInput> => {
  const rule = o.rule ?? 'URI'
  const maxLength = o.maxLength ?? FORM_MAX_LENGTH
  if (typeof input !== 'string') return left(makeNotAStringError(input, rule))
  if (input.length > maxLength) return left(makeTooLongError(input, rule, maxLength))
  const changes: Change[] = []
  let t = traced(input)

  const trimmed = t.text.trim()
  if (trimmed !== t.text) {
    const lead = t.text.length - t.text.trimStart().length
    t = slice(t, lead, lead + trimmed.length)
    changes.push(change('trimmed', { kind: 'input-trimmed' }))
  }

  let angle = false
  for (const [open, close] of DELIMITERS) {
    if (t.text.length >= 2 && t.text.startsWith(open) && t.text.endsWith(close)) {
      angle = open === '<'
      t = slice(t, 1, t.text.length - 1)
      const inner = t.text.trim()
      const lead = t.text.length - t.text.trimStart().length
      t = slice(t, lead, lead + inner.length)
      changes.push(change('unwrapped', { kind: 'input-unwrapped', open, close }))
      break
    }
  }

  const prefix = /^URL:\s*/i.exec(t.text)
  if (prefix !== null) {
    t = slice(t, prefix[0].length)
    changes.push(change('removed-url-prefix', { kind: 'input-url-prefix-removed' }))
  }

  const spaces = embeddedWhitespace(t.text, angle)
  if (spaces.length > 0) {
    t = removeRanges(t, spaces)
    changes.push(change('removed-whitespace', { kind: 'input-whitespace-removed' }))
  }

  const scheme = o.defaultScheme
  if (scheme !== undefined && (HOST_LIKE.test(t.text) || t.text.startsWith('//'))) {
    const chosen = /^ftp\./i.test(t.text) ? 'ftp' : scheme
    const added = t.text.startsWith('//') ? `${chosen}:` : `${chosen}://`
    // The added characters point where the cleaned text starts.
    const origin = new Int32Array(added.length + t.origin.length).fill(t.origin[0] ?? 0)
    origin.set(t.origin, added.length)
    t = { text: added + t.text, origin }
    changes.push(change('added-scheme', { kind: 'input-scheme-added', added }))
  }

  const r = parserFor(rule)(t.text)
  if (isLeft(r)) return left(inOriginal(input, t, r.left))
  // Each character's offset in the input kept beside the result (not one of its fields): a form's later checks point into what was typed.
  const result: UserInput = { uri: r.right, text: t.text, changes }
  Object.defineProperty(result, ORIGIN, { value: t.origin })
  return right(result)
}

/** The error of the cleaned text, pointing at the same character in the original input. */
const inOriginal = (input: string, t: Traced, e: UriError): UriError => atOffset(input, typedOffset(t.origin, input.length, e.offset))(e)
