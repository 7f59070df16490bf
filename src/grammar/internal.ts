/**
 * The combinators the grammar is written with. Each builds one IR node (ir.ts)
 * and nothing else; the rule it returns is that node's parsimmon parser
 * (parsimmon.ts), with the node kept aside for the other back ends (`irOf`).
 * Nothing here is an ABNF rule and nothing here is exported from the package.
 *
 * Why table-driven classes: one parsimmon combinator call per character was
 * measured about 30x slower than a table lookup in a loop
 * (shared/reference/parsimmon-notes.md). The grammar files still read like the
 * ABNF: `segment = star(pchar)`, where `pchar` is a class rule whose table
 * `star` scans in one loop.
 */
// A namespace import: the declarations then need no esModuleInterop (a default import there is TS1259).
import type * as P from 'parsimmon'
import type { Component } from '../model/ast.ts'
import { componentAt } from './actions.ts'
import type { Action, CharClass, CharTable, Node } from './ir.ts'
import { parserOf } from './parsimmon.ts'

/**
 * @since 0.1.0
 * @category grammar
 */
export type Parser<T> = P.Parser<T>

/**
 * A grammar rule: a parsimmon `Parser` that consumes the longest prefix its
 * ABNF allows at the position it is run at, and embeds in other grammars.
 *
 * @since 0.1.0
 * @category model
 */
export type Rule<T> = P.Parser<T>

export type { CharClass, CharTable }

const IR = new WeakMap<object, Node>()

/** The IR node of a rule made by these combinators. */
export const irOf = (r: Rule<unknown>): Node => {
  const node = IR.get(r)
  if (node === undefined) throw new TypeError('not a rule of typed-uri/grammar')
  return node
}

/** The IR node of a value, when it is a rule made by these combinators; never a throw (a value from outside, errors.ts). */
export const nodeOf = (r: unknown): Node | undefined => (typeof r === 'object' && r !== null ? IR.get(r) : undefined)

/** The rule of a node: its parsimmon parser, the node kept aside. */
export const ruleOf = <T>(node: Node): Rule<T> => {
  const r = parserOf<T>(node)
  IR.set(r, node)
  return r
}

/** A node with an action on the value of `r` (wrapped in a one-part seq, so that named rules keep their identity). */
const acting = <T>(r: Rule<unknown>, action: Action): Rule<T> => ruleOf({ k: 'seq', parts: [irOf(r)], action })

// ---------------------------------------------------------------------------
// Character tables
// ---------------------------------------------------------------------------

/** The table of the given characters. */
export const chars = (...groups: readonly string[]): CharTable => {
  const t = new Uint8Array(128)
  for (const g of groups) for (let k = 0; k < g.length; k++) t[g.charCodeAt(k)] = 1
  return t
}

/** The table of an inclusive range of ASCII code points, as `%x41-5A` in ABNF. */
export const range = (from: number, to: number): CharTable => {
  const t = new Uint8Array(128)
  for (let c = from; c <= to && c < 128; c++) t[c] = 1
  return t
}

/** The union of tables, as `/` between single-character alternatives in ABNF. */
export const union = (...tables: readonly CharTable[]): CharTable => {
  const t = new Uint8Array(128)
  for (const s of tables) for (let c = 0; c < 128; c++) t[c] |= s[c]
  return t
}

/** The union of code point ranges (flat pairs), sorted and merged. */
const unionWide = (...lists: readonly (readonly number[])[]): readonly number[] => {
  const pairs: [number, number][] = []
  for (const list of lists) for (let k = 0; k < list.length; k += 2) pairs.push([list[k], list[k + 1]])
  pairs.sort((a, b) => a[0] - b[0])
  const out: number[] = []
  for (const [from, to] of pairs) {
    if (out.length > 0 && from <= out[out.length - 1] + 1) out[out.length - 1] = Math.max(out[out.length - 1], to)
    else out.push(from, to)
  }
  return out
}

// ---------------------------------------------------------------------------
// Class rules: one element of a character class, which `star` scans in a loop
// ---------------------------------------------------------------------------

/** The rule of one element of a class. */
export const classRule = (cls: CharClass): Rule<string> => ruleOf({ k: 'class', cls, min: 1, max: 1 })

/** The class of a class rule (one element of a class, possibly named). */
export const classOf = (r: Rule<unknown>): CharClass => {
  let node = irOf(r)
  while (node.k === 'call') node = node.target
  if (node.k !== 'class' || node.min !== 1 || node.max !== 1) throw new TypeError('not a rule of one character')
  return node.cls
}

const NO_WIDE: readonly number[] = []

/** One character of a table, reported as `expected` where it is missing. */
export const charIn = (table: CharTable, expected: string): Rule<string> => classRule({ table, wide: NO_WIDE, pct: false, expected: [expected] })

/**
 * One code point of the ranges (flat inclusive pairs, from U+0080 up, no
 * surrogates: RFC 3987's `%xA0-D7FF / %xF900-FDCF / …`), reported as `expected`.
 */
export const codePoints = (ranges: readonly number[], expected: string): Rule<string> => {
  for (let k = 0; k < ranges.length; k += 2) {
    const [from, to] = [ranges[k], ranges[k + 1]]
    if (!(from >= 0x80 && from <= to && to <= 0x10ffff) || (from <= 0xdfff && to >= 0xd800)) throw new RangeError(`bad code point range ${from}-${to}`)
  }
  return classRule({ table: new Uint8Array(128), wide: unionWide(ranges), pct: false, expected: [expected] })
}

/** A single literal character as a class, so that it can join a `oneOf`. */
export const char = (c: string): Rule<string> => charIn(chars(c), JSON.stringify(c))

/** The pct-encoded triplet as a class with an empty table. */
export const pctClass = (expected: string): Rule<string> => classRule({ table: new Uint8Array(128), wide: NO_WIDE, pct: true, expected: [expected] })

/** Alternatives of class rules as one class: ABNF `a / b / c` of single elements. */
export const oneOf = (...ps: readonly Rule<string>[]): Rule<string> => {
  const classes = ps.map(classOf)
  const expected: string[] = []
  for (const c of classes) for (const e of c.expected) if (!expected.includes(e)) expected.push(e)
  return classRule({
    table: union(...classes.map((c) => c.table)),
    wide: unionWide(...classes.map((c) => c.wide)),
    pct: classes.some((c) => c.pct),
    expected,
  })
}

/**
 * ABNF repetition `min*max element` of a class, scanned in one loop; the value
 * is the matched text. Where the run stops it reports where one more element
 * could have come (or where a "%" triplet broke), so errors after it point exactly.
 */
export const star = (p: Rule<string>, min = 0, max = Infinity): Rule<string> => ruleOf({ k: 'class', cls: classOf(p), min, max })

// ---------------------------------------------------------------------------
// Literals and other primitives
// ---------------------------------------------------------------------------

/**
 * A literal string, case-insensitive as ABNF quoted strings are (RFC 5234
 * section 2.3). A mismatch is reported at the first character that differs.
 */
export const literal = (text: string): Rule<string> => ruleOf({ k: 'literal', text })

/**
 * A terminal primitive given by the length of its match at i (or -1), with its
 * value the matched text: where it fails it reports `expected`, and after a
 * match it reports the same at its end when `grows` says one more character
 * would still have matched. Both functions are exports of actions.ts.
 * `pattern`, a regular expression's source for the same language, lets the
 * regex back end (regex.ts) read the rules that reach it.
 */
export const terminal = (
  length: (input: string, i: number) => number,
  expected: readonly string[],
  grows: (input: string, i: number, n: number) => boolean,
  pattern?: string,
): Rule<string> => ruleOf(pattern === undefined ? { k: 'terminal', length, expected, grows } : { k: 'terminal', length, expected, grows, pattern })

/** Succeeds, consuming nothing, unless the next character is an element of the class. */
export const notFollowedBy = (p: Rule<string>): Rule<null> => ruleOf({ k: 'notClass', cls: classOf(p) })

/** End of input, named as a person reads it. */
export const endOfInput: Rule<null> = ruleOf({ k: 'end' })

/** Always succeeds with the value, consuming nothing. */
export const succeed = <T>(value: T): Rule<T> => ruleOf({ k: 'empty', action: { k: 'value', value } })

// ---------------------------------------------------------------------------
// Combinators
// ---------------------------------------------------------------------------

type Values<Ps extends readonly Rule<unknown>[]> = { readonly [K in keyof Ps]: Ps[K] extends Rule<infer T> ? T : never }

const parts = (ps: readonly Rule<unknown>[]): readonly Node[] => ps.map(irOf)

/** ABNF concatenation: each rule in turn; the value is the array of their values. */
export const seq = <Ps extends readonly Rule<unknown>[]>(...ps: Ps): Rule<Values<Ps>> => ruleOf({ k: 'seq', parts: parts(ps) })

type Fn<Ps extends readonly Rule<unknown>[], R> = (...values: Values<Ps>) => R

/** ABNF concatenation, the rules' values passed to `f` (an export of actions.ts) as arguments. */
export const seqMap = <Ps extends readonly Rule<unknown>[], R>(...args: [...Ps, Fn<Ps, R>]): Rule<R> =>
  ruleOf({ k: 'seq', parts: parts(args.slice(0, -1) as unknown as readonly Rule<unknown>[]), action: { k: 'apply', f: args[args.length - 1] as (...v: never[]) => unknown } })

/** Like `seqMap`, with the input and the span the rules consumed passed first: a typed node in one step. */
export const seqNode = <const Ps extends readonly Rule<unknown>[], R>(ps: Ps, f: (input: string, start: number, end: number, ...values: Values<Ps>) => R): Rule<R> =>
  ruleOf({ k: 'seq', parts: parts(ps), action: { k: 'node', f: f as (input: string, start: number, end: number, ...v: never[]) => unknown } })

/** ABNF alternatives as ordered choice: the first that matches. */
export const alt = <T>(...ps: readonly Rule<T>[]): Rule<T> => ruleOf({ k: 'alt', parts: parts(ps) })

/**
 * The longest match among alternatives, for rules whose ABNF alternatives can
 * each match a prefix of another's match (IPv6address, path): ordered choice
 * would stop at the first, shorter one. Ties go to the earlier alternative.
 */
export const longest = <T>(...ps: readonly Rule<T>[]): Rule<T> => ruleOf({ k: 'longest', parts: parts(ps) })

/** ABNF `[ p ]`: p, or nothing (null). */
export const optional = <T>(p: Rule<T>): Rule<T | null> => ruleOf({ k: 'optional', part: irOf(p) })

/** ABNF `min*max p` of any rule; the value is the array of values (empty iterations: ir.ts). */
export const times = <T>(p: Rule<T>, min: number, max = min): Rule<readonly T[]> => ruleOf({ k: 'repeat', part: irOf(p), min, max })

/** ABNF `*p`. */
export const many = <T>(p: Rule<T>): Rule<readonly T[]> => times(p, 0, Infinity)

/** The rule with its value mapped by `f` (an export of actions.ts). */
export const map = <T, R>(p: Rule<T>, f: (value: T) => R): Rule<R> => acting(p, { k: 'apply', f: f as (...v: never[]) => unknown })

/** p then q, keeping p's value. */
export const skip = <T>(p: Rule<T>, q: Rule<unknown>): Rule<T> => ruleOf({ k: 'seq', parts: [irOf(p), irOf(q)], action: { k: 'pick', index: 0 } })

/** p then q, keeping q's value. */
export const then = <T>(p: Rule<unknown>, q: Rule<T>): Rule<T> => ruleOf({ k: 'seq', parts: [irOf(p), irOf(q)], action: { k: 'pick', index: 1 } })

/** The value of a rule with the input and the span it consumed: `f(input, start, end, value)`. */
export const spanned = <T, R>(p: Rule<T>, f: (input: string, start: number, end: number, value: T) => R): Rule<R> =>
  acting(p, { k: 'node', f: f as (input: string, start: number, end: number, ...v: never[]) => unknown })

/** A value made from the span of input a rule consumed; the rule's own value is never built. */
export const fromSpan = <R>(p: Rule<unknown>, f: (start: number, end: number, input: string) => R): Rule<R> => acting(p, { k: 'span', f })

/** The text a rule consumed, whatever its value. */
export const matched = (p: Rule<unknown>): Rule<string> => acting(p, { k: 'text' })

/** A component node ({ raw, start, end }) for the text a rule consumed. */
export const component = (p: Rule<unknown>): Rule<Component> => fromSpan(p, componentAt)

/**
 * A named rule: its own function in the generated code, a `call` in the IR, a
 * step of error rule paths ("authority › host › IP-literal").
 */
export const rule = <T>(name: string, p: Rule<T>): Rule<T> => ruleOf({ k: 'call', name, target: irOf(p) })

/**
 * A named rule that refers to itself: `f` receives the rule and returns its
 * body (`recursive('parens', (self) => many(seq(char('('), self, char(')'))))`).
 */
export const recursive = <T>(name: string, f: (self: Rule<T>) => Rule<T>): Rule<T> => {
  const node: { k: 'call'; name: string; target: Node } = { k: 'call', name, target: { k: 'empty' } }
  const self = ruleOf<T>(node)
  node.target = irOf(f(self))
  return self
}
