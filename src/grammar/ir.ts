/**
 * The grammar's one intermediate representation: a rule is a tree of `Node`s,
 * plain data, and every back end is derived from it by one function over the
 * node kinds, never written per combinator:
 * - generated code (compile.ts writes generated.ts at build time: one match and
 *   one build function per named rule);
 * - the interpreter (interpret.ts: closures, for rules the generated code lacks);
 * - the explainer (explain.ts: offset, expected tokens, rule path);
 * - the embeddable parsimmon parsers (parsimmon.ts), made from the interpreter
 *   and the explainer through parsimmon's documented API.
 *
 * What each kind matches (RFC 5234's ABNF operators, section 3):
 * - `class`: `min*max` elements of a character class, scanned greedily;
 * - `literal`: a quoted string, ASCII letters case-insensitive (section 2.3);
 * - `terminal`: a primitive given by the length of its match (dec-octet);
 * - `seq`: concatenation (3.1); `alt`: ordered choice, the first that matches;
 *   `longest`: the longest match of the alternatives, ties to the earlier one,
 *   for alternatives that match prefixes of each other (IPv6address, path);
 * - `optional`: `[ part ]` (3.8), the part when it matches, else nothing;
 * - `repeat`: `min*max part` (3.6), greedy, never giving back an iteration.
 *   **Empty iterations**: an iteration that matches but consumes nothing ends the
 *   loop, since every later one would do the same at the same place. It counts
 *   only as far as `min` needs: `2*2[ "a" ]` matches "" (its value is the empty
 *   iteration's value twice), and `*[ "a" ]` on "aab" stops after "aa" with two
 *   values. So a repetition always ends, and its values are the nonempty
 *   iterations plus only the empty ones `min` demands;
 * - `notClass`: consumes nothing, and fails when an element of the class is next
 *   ("%" counts when the class takes triplets, broken or not);
 * - `end`: the end of the input; `empty`: matches "" everywhere;
 * - `call`: a named rule, matched through its own function (shared, and the
 *   step of an error's rule path).
 *
 * What each builds, unless its `action` says otherwise: the matched text for
 * class, literal and terminal; the array of the parts' values for seq and
 * repeat; the chosen part's value for alt, longest and optional (null when the
 * optional part is absent); null for notClass, end and empty; the named rule's
 * value for call. An `Action` replaces that value (see its cases). Functions in
 * actions are exports of actions.ts, which the generated code calls by name.
 */

/** A character table: `table[c] === 1` when the ASCII character c belongs. */
export type CharTable = Uint8Array

/**
 * A character class: an ASCII table, code point ranges from U+0080 up (`wide`,
 * flat pairs of inclusive bounds: [from, to, from, to, …], ascending; a
 * supplementary code point is one element of two UTF-16 code units), and
 * whether a pct-encoded triplet counts as an element.
 */
export interface CharClass {
  readonly table: CharTable
  readonly wide: readonly number[]
  readonly pct: boolean
  /** The expectation reported where one more element could come (rule names or quoted characters). */
  readonly expected: readonly string[]
}

/** How a node builds its value, in place of its kind's own. */
export type Action =
  /** The text the node matched. */
  | { readonly k: 'text' }
  /** A constant. */
  | { readonly k: 'value'; readonly value: unknown }
  /** The value of one part of a seq (the others are matched, not built). */
  | { readonly k: 'pick'; readonly index: number }
  /** `f` of the parts' values (of a seq), or of the node's own value. */
  | { readonly k: 'apply'; readonly f: (...values: never[]) => unknown }
  /** `f(input, start, end, …values)`: a typed node with its span. */
  | { readonly k: 'node'; readonly f: (input: string, start: number, end: number, ...values: never[]) => unknown }
  /** `f(start, end, input)` of the span alone; nothing inside is built. */
  | { readonly k: 'span'; readonly f: (start: number, end: number, input: string) => unknown }

/** A primitive given by the length of its match at i (or -1); see `terminal` in internal.ts. */
export interface TerminalNode {
  readonly k: 'terminal'
  readonly length: (input: string, i: number) => number
  /** What it reports where it fails. */
  readonly expected: readonly string[]
  /** Whether one more character would still have matched (then it reports `expected` at its end too). */
  readonly grows: (input: string, i: number, n: number) => boolean
  /** The same language as a regular expression's source (for the regex back end, regex.ts); without it, rules reaching the terminal have no regular expression. */
  readonly pattern?: string
  readonly action?: Action
}

/** A named rule. `target` is read only when the rule first runs, so rules may refer to rules made later. */
export interface CallNode {
  readonly k: 'call'
  readonly name: string
  readonly target: Node
  readonly action?: Action
}

/** A rule, as data. */
export type Node =
  | { readonly k: 'class'; readonly cls: CharClass; readonly min: number; readonly max: number; readonly action?: Action }
  | { readonly k: 'literal'; readonly text: string; readonly action?: Action }
  | TerminalNode
  | { readonly k: 'seq'; readonly parts: readonly Node[]; readonly action?: Action }
  | { readonly k: 'alt'; readonly parts: readonly Node[]; readonly action?: Action }
  | { readonly k: 'longest'; readonly parts: readonly Node[]; readonly action?: Action }
  | { readonly k: 'optional'; readonly part: Node; readonly action?: Action }
  | { readonly k: 'repeat'; readonly part: Node; readonly min: number; readonly max: number; readonly action?: Action }
  | { readonly k: 'notClass'; readonly cls: CharClass; readonly action?: Action }
  | { readonly k: 'end'; readonly action?: Action }
  | { readonly k: 'empty'; readonly action?: Action }
  | CallNode

/** Whether a node's value is made without building its parts' values. */
export const buildsNothingInside = (n: Node): boolean => n.action !== undefined && (n.action.k === 'text' || n.action.k === 'value' || n.action.k === 'span')

/** The value an action makes of the values built (`values`: a seq's parts, or the one value of any other node). */
export const applyAction = (a: Action, input: string, start: number, end: number, values: readonly unknown[]): unknown => {
  switch (a.k) {
    case 'text':
      return input.slice(start, end)
    case 'value':
      return a.value
    case 'pick':
      return values[a.index]
    case 'apply':
      return (a.f as (...v: unknown[]) => unknown)(...values)
    case 'node':
      return (a.f as (input: string, start: number, end: number, ...v: unknown[]) => unknown)(input, start, end, ...values)
    case 'span':
      return a.f(start, end, input)
  }
}

/** Calls `f` on each node a node reads through: a call's target, a sequence's or choice's parts, a repetition's part. */
export const eachChild = (n: Node, f: (child: Node) => void): void => {
  switch (n.k) {
    case 'call':
      f(n.target)
      return
    case 'seq':
    case 'alt':
    case 'longest':
      n.parts.forEach((p) => f(p))
      return
    case 'optional':
    case 'repeat':
      f(n.part)
      return
    default:
      // the leaves: classes, literals, terminals, end, empty
      return
  }
}

/** The named rules a node reaches (itself included), by name, each once. */
export const namedRules = (root: Node): ReadonlyMap<string, CallNode> => {
  const found = new Map<string, CallNode>()
  const seen = new Set<Node>()
  const visit = (n: Node): void => {
    if (seen.has(n)) return
    seen.add(n)
    if (n.k === 'call' && !found.has(n.name)) found.set(n.name, n)
    eachChild(n, visit)
  }
  visit(root)
  return found
}
