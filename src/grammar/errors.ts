/**
 * The errors typed-uri/grammar makes, all in this module (the one that reads
 * error.ts): the `invalid-options` error of `uriGrammar`, and a host grammar's
 * parsimmon failure at one of our rules read as a `UriError`.
 *
 * A parsimmon failure holds the furthest offset any parser looked at and the
 * tokens expected there, ours (our rules report where they stop, parsimmon.ts)
 * beside the host's; it does not say where our rule began, nor the named rules
 * that led there. `fromParsimmonFailure` finds them again: it runs the rule's
 * explainer from each start the failure could have come from, earliest first,
 * and keeps the first whose furthest report is the failure's, with tokens the
 * failure lists. Then the error is made as `parse` makes one, for the rule's
 * text from that start, and moved to the failure's offset in the host's input
 * (`atOffset`: line, column and sentence counted in the host's input).
 */
import type { Option } from 'fp-ts/lib/Option.js'
import type * as P from 'parsimmon'
import { none, some } from '../base/either.ts'
import { atOffset, makeOptionsError, makeUriError, type ErrorRule, type UriError } from '../error/make.ts'
import type { OptionsReason } from '../error/reasons/options.ts'
import { explainFrom, reach } from './explain.ts'
import { nodeOf, type Rule } from './internal.ts'
import { eachChild, type Node } from './ir.ts'
import { byReadingOrder } from './report.ts'
import { HEX_TABLE } from './shared.ts'

/** The error of `uriGrammar`'s options: `invalid-options`, naming the option, with the reason that says what it must be. */
export const grammarOptionsError = (iri: boolean, reason: OptionsReason, option?: string): UriError => makeOptionsError('', iri ? 'IRI-reference' : 'URI-reference', reason, option)

/** The entry and component rules of our grammars (error.ts's `EntryRule` and `ComponentRule`): an error at a rule of that name says it is. */
const ERROR_RULES: ReadonlySet<string> = new Set<ErrorRule>([
  'URI-reference',
  'URI',
  'absolute-URI',
  'relative-ref',
  'IRI-reference',
  'IRI',
  'absolute-IRI',
  'irelative-ref',
  'scheme',
  'userinfo',
  'host',
  'port',
  'path-abempty',
  'path-rootless',
  'query',
  'fragment',
])

/** The characters a rule could read anywhere: an ASCII table, and whether it reads code points past U+007F. */
interface RunChars {
  readonly table: Uint8Array
  readonly wide: boolean
}

const runChars = new WeakMap<Node, RunChars>()

/**
 * The characters a rule could read anywhere, from its IR: its classes' (with
 * "%" and the hex digits where a class takes triplets), its literals' in both
 * cases, and those that begin its terminals (dec-octet's digits).
 */
const runCharsOf = (root: Node): RunChars => {
  const known = runChars.get(root)
  if (known !== undefined) return known
  const table = new Uint8Array(128)
  let wide = false
  const seen = new Set<Node>()
  const visit = (n: Node): void => {
    if (seen.has(n)) return
    seen.add(n)
    switch (n.k) {
      case 'class':
        for (let c = 0; c < 128; c++) table[c] |= n.cls.table[c] | (n.cls.pct ? HEX_TABLE[c] : 0)
        if (n.cls.pct) table[0x25] = 1
        wide ||= n.cls.wide.length > 0
        return
      case 'literal':
        for (const c of n.text) for (const d of [c.toLowerCase(), c.toUpperCase()]) if (d.charCodeAt(0) < 128) table[d.charCodeAt(0)] = 1
        return
      case 'terminal':
        for (let c = 0; c < 128; c++) if (n.length(String.fromCharCode(c), 0) > 0) table[c] = 1
        return
      default:
        // calls, sequences, choices and repetitions read what their parts read; notClass, end, empty nothing
        eachChild(n, visit)
    }
  }
  visit(root)
  const chars: RunChars = { table, wide }
  runChars.set(root, chars)
  return chars
}

/** What a parsimmon failure says, read without trusting its shape (it may come from JavaScript); null when it is not a failure within the input. */
const failureOf = (failure: unknown, length: number): { readonly offset: number; readonly expected: readonly string[] } | null => {
  if (typeof failure !== 'object' || failure === null) return null
  const f = failure as { readonly status?: unknown; readonly index?: unknown; readonly expected?: unknown }
  if (f.status !== false || typeof f.index !== 'object' || f.index === null) return null
  const offset = (f.index as { readonly offset?: unknown }).offset
  if (typeof offset !== 'number' || !Number.isInteger(offset) || offset < 0 || offset > length) return null
  return { offset, expected: Array.isArray(f.expected) ? f.expected.filter((e): e is string => typeof e === 'string') : [] }
}

/**
 * A host token in our words (`UriErrorFacts.expected`): parsimmon quotes a
 * string with single quotes (`';'`), ours with double (`";"`); its `EOF` is our
 * `end of input`. Any other token (a `.desc` name, a regular expression) as it is.
 */
const ourToken = (token: string): string => {
  if (token === 'EOF') return 'end of input'
  return token.length >= 3 && token.startsWith("'") && token.endsWith("'") ? JSON.stringify(token.slice(1, -1)) : token
}

/**
 * Where the rule began, for a failure at `offset` with tokens `expected`: the
 * earliest start in the run of characters the rule could read that ends at the
 * offset, from which its furthest report is the offset and every token it
 * reports there is one the failure lists (so it is our rule's report, not only
 * the host's at the same place); null when there is none.
 *
 * Cost: one run of the rule's explainer per start tried. Starts before the
 * rule's own are the host's text before it, read until they fail: a host token
 * of the rule's characters, or the parts of a list its reserved separators end.
 */
const startOf = (node: Node, input: string, offset: number, expected: readonly string[]): number | null => {
  const { table, wide } = runCharsOf(node)
  let from = offset
  while (from > 0) {
    const c = input.charCodeAt(from - 1)
    if (c < 128 ? table[c] !== 1 : !wide) break
    from--
  }
  for (let s = from; s <= offset; s++) {
    const r = reach(node, input, s)
    if (r.furthest === offset && r.expected.every((e) => expected.includes(e))) return s
  }
  return null
}

/**
 * A host grammar's parsimmon failure at one of our rules, as the `UriError`
 * that `parse` would give for the rule's text, at the failure's offset in the
 * host's input: its code, the ABNF rules that led there (`rulePath`), the
 * tokens expected there (ours and the host's: parsimmon's `';'` written `";"`,
 * its `EOF` `end of input`) and a sentence, so that errors word it like any
 * other. `rule` is the rule the host grammar embeds (from `typed-uri/grammar`
 * or `uriGrammar(options)`); the error's `rule` is that rule's ABNF name when
 * it is an entry or a component rule (`URI`, `URI-reference`, `host` …), else
 * the grammar's `URI-reference` (`IRI-reference` in an IRI grammar): a scheme's
 * or a template's rule embedded whole reads as a reference does.
 *
 * `None` when the failure is not at that rule: the host's own tokens stopped
 * further on (parsimmon reports the furthest failure: a host token that reads
 * white space before failing moves it past our rule's), or the rule is under a
 * `.desc`, which replaces what it reports. Also `None` for a value that is not
 * a parsimmon failure within the input, or a rule not made by typed-uri.
 *
 * @example
 * import P from 'parsimmon'
 * import { fromParsimmonFailure, URIReference } from 'typed-uri/grammar'
 * const header = '<http://a.example/x y>'
 * const r = P.seq(P.string('<'), URIReference, P.string('>')).parse(header)
 * const e = r.status ? O.none : fromParsimmonFailure(URIReference, header, r)
 * O.isSome(e) && e.value.offset   // 19: the space, in the header
 * O.isSome(e) && e.value.code   // 'invalid-character'
 * O.isSome(e) && e.value.rulePath   // ['URI-reference', 'URI', 'hier-part', 'path-abempty']
 *
 * @since 0.4.0
 * @category grammar
 */
export const fromParsimmonFailure = (rule: Rule<unknown>, input: string, failure: P.Failure): Option<UriError> => {
  const node = nodeOf(rule)
  if (node === undefined || typeof input !== 'string') return none
  const read = failureOf(failure, input.length)
  if (read === null) return none
  const start = startOf(node, input, read.offset, read.expected)
  if (start === null) return none
  const ours = explainFrom(node, input, start)
  const expected = [...ours.expected]
  for (const e of read.expected.map(ourToken)) if (!expected.includes(e)) expected.push(e)
  expected.sort(byReadingOrder)
  const name = node.k === 'call' && ERROR_RULES.has(node.name) ? (node.name as ErrorRule) : runCharsOf(node).wide ? 'IRI-reference' : 'URI-reference'
  // Made for the rule's text from its start (what a missing scheme, a port or an IP literal is
  // judged on), then moved into the host's input.
  const error = makeUriError(input.slice(start), name, read.offset - start, expected, ours.rulePath)
  return some(atOffset(input, read.offset)(error))
}
