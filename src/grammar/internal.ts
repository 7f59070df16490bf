/**
 * The machinery under the grammar: character tables, table-driven terminal
 * primitives and the few combinators parsimmon lacks. Nothing here is an ABNF
 * rule and nothing here is exported from the package.
 *
 * Why table-driven: one parsimmon combinator call per character was measured
 * about 30x slower than a table lookup in a loop (shared/reference/parsimmon-notes.md).
 * The grammar files still read like the ABNF: `segment = star(pchar)`, where
 * `pchar` is a class parser whose table `star` scans in one loop.
 *
 * Error positions: every primitive reports, even on success, the furthest
 * position it looked at and what could have come there. parsimmon merges those
 * reports, so the furthest failure of a whole parse is the length of the longest
 * prefix that some accepted string begins with (the offset `UriError` promises).
 */
import P from 'parsimmon'
import type { Component } from '../ast.ts'

export type Parser<T> = P.Parser<T>
export type Reply<T> = P.Reply<T>

/** Calls a parser at an index without `.parse()`'s per-call wrapper. */
export const apply = <T>(p: Parser<T>, input: string, i: number): Reply<T> =>
  (p as unknown as { _: (input: string, i: number) => Reply<T> })._(input, i)

const NONE: readonly string[] = []

export const success = <T>(index: number, value: T, furthest: number, expected: readonly string[]): Reply<T> =>
  ({ status: true, index, value, furthest, expected } as unknown as Reply<T>)

export const failure = <T>(furthest: number, expected: readonly string[]): Reply<T> =>
  ({ status: false, index: -1, value: null, furthest, expected } as unknown as Reply<T>)

// ---------------------------------------------------------------------------
// Character tables
// ---------------------------------------------------------------------------

/** A set of ASCII characters: `set[code] === 1` when the character belongs. */
export type CharTable = Uint8Array

/** The table of the given characters. */
export const chars = (...groups: readonly string[]): CharTable => {
  const t = new Uint8Array(128)
  for (const g of groups) for (let k = 0; k < g.length; k++) t[g.charCodeAt(k)] = 1
  return t
}

/** The table of an inclusive range of code points, as `%x41-5A` in ABNF. */
export const range = (from: number, to: number): CharTable => {
  const t = new Uint8Array(128)
  for (let c = from; c <= to; c++) t[c] = 1
  return t
}

/** The union of tables, as `/` between single-character alternatives in ABNF. */
export const union = (...tables: readonly CharTable[]): CharTable => {
  const t = new Uint8Array(128)
  for (const s of tables) for (let c = 0; c < 128; c++) t[c] |= s[c]
  return t
}

const HEX = union(range(0x30, 0x39), range(0x41, 0x46), range(0x61, 0x66))
const HEXDIG_EXPECTED: readonly string[] = ['HEXDIG']

const isHex = (input: string, i: number): boolean => {
  const c = input.charCodeAt(i)
  return c < 128 && HEX[c] === 1
}

// ---------------------------------------------------------------------------
// Class parsers: rules that match one character of a table, or one
// pct-encoded triplet, and that `star` can scan in a loop
// ---------------------------------------------------------------------------

/** What a class parser matches: a table, and whether "%" HEXDIG HEXDIG counts too. */
export interface CharClass {
  readonly table: CharTable
  readonly pct: boolean
  /** The expectation reported where one more element could come (rule names or quoted characters). */
  readonly expected: readonly string[]
}

/** A parser of exactly one element of a character class. */
export type ClassParser = Parser<string> & { readonly charClass: CharClass }

/**
 * Length of the element at i: 1 for a table character, 3 for a pct-encoded
 * triplet; 0 when none starts there; -1 or -2 when a triplet is broken at i+1 or i+2.
 */
const elementAt = (cls: CharClass, input: string, i: number): number => {
  const c = input.charCodeAt(i)
  if (c < 128 && cls.table[c] === 1) return 1
  if (c === 0x25 && cls.pct) {
    if (!isHex(input, i + 1)) return -1
    if (!isHex(input, i + 2)) return -2
    return 3
  }
  return 0
}

/** The parser of one element of a class. */
export const classParser = (cls: CharClass): ClassParser => {
  const p = P<string>((input, i) => {
    const n = elementAt(cls, input, i)
    if (n > 0) return success(i + n, input.slice(i, i + n), -1, NONE)
    if (n < 0) return failure(i - n, HEXDIG_EXPECTED)
    return failure(i, cls.expected)
  })
  return Object.assign(p, { charClass: cls })
}

/** One character of a table, reported as `expected` where it is missing. */
export const charIn = (table: CharTable, expected: string): ClassParser =>
  classParser({ table, pct: false, expected: [expected] })

/** A single literal character as a class, so that it can join a `oneOf`. */
export const char = (c: string): ClassParser => charIn(chars(c), JSON.stringify(c))

/** The pct-encoded triplet as a class with an empty table. */
export const pctClass = (expected: string): ClassParser =>
  classParser({ table: new Uint8Array(128), pct: true, expected: [expected] })

/** Alternatives of class parsers as one class: ABNF `a / b / c` of single elements. */
export const oneOf = (...ps: readonly ClassParser[]): ClassParser => {
  const expected: string[] = []
  for (const p of ps) for (const e of p.charClass.expected) if (!expected.includes(e)) expected.push(e)
  return classParser({
    table: union(...ps.map((p) => p.charClass.table)),
    pct: ps.some((p) => p.charClass.pct),
    expected,
  })
}

/**
 * ABNF repetition `min*max element` of a class, scanned in one loop; the value
 * is the matched text. On success it still reports where one more element could
 * have come (or where a "%" triplet broke), so errors after it point exactly.
 */
export const star = (p: ClassParser, min = 0, max = Infinity): Parser<string> => {
  const cls = p.charClass
  return P((input, start) => {
    let i = start
    let count = 0
    let broken = 0
    while (count < max) {
      const n = elementAt(cls, input, i)
      if (n <= 0) {
        broken = n
        break
      }
      i += n
      count++
    }
    const furthest = broken < 0 ? i - broken : count < max ? i : -1
    const expected = broken < 0 ? HEXDIG_EXPECTED : cls.expected
    if (count < min) return failure(furthest, expected)
    return success(i, input.slice(start, i), furthest, furthest < 0 ? NONE : expected)
  })
}

// ---------------------------------------------------------------------------
// Literals and other primitives
// ---------------------------------------------------------------------------

/**
 * A literal string, case-insensitive as ABNF quoted strings are (RFC 5234
 * section 2.3). A mismatch is reported at the first character that differs.
 */
export const literal = (text: string): Parser<string> => {
  const lower = text.toLowerCase()
  return P((input, i) => {
    for (let k = 0; k < lower.length; k++) {
      const c = input.charCodeAt(i + k)
      const lc = c >= 0x41 && c <= 0x5a ? c + 0x20 : c
      if (lc !== lower.charCodeAt(k)) return failure(i + k, [JSON.stringify(text[k])])
    }
    return success(i + lower.length, input.slice(i, i + lower.length), -1, NONE)
  })
}

/** Succeeds, consuming nothing, unless the next character is an element of the class. */
export const notFollowedBy = (p: ClassParser): Parser<null> =>
  P((input, i) => (elementAt(p.charClass, input, i) === 0 ? success(i, null, -1, NONE) : failure(i, NONE)))

/** The current offset, consuming nothing (parsimmon's `index` computes lines too). */
export const offset: Parser<number> = P((_input, i) => success(i, i, -1, NONE))

/** End of input, named as a person reads it. */
export const endOfInput: Parser<null> = P((input, i) =>
  i >= input.length ? success(i, null, -1, NONE) : failure(i, ['end of input']),
)

/** The value of a parser with the span of input it consumed. */
export const spanned = <T, R>(p: Parser<T>, f: (value: T, start: number, end: number, input: string) => R): Parser<R> =>
  P((input, i) => {
    const r = apply(p, input, i)
    if (!r.status) return r as unknown as Reply<R>
    return { ...r, value: f(r.value, i, r.index, input) } as Reply<R>
  })

/**
 * The longest match among alternatives, for rules whose ABNF alternatives can
 * each match a prefix of another's match (IPv6address, path): parsimmon's `alt`
 * is ordered choice and would stop at the first, shorter one. Ties go to the
 * earlier alternative; failures of all alternatives are merged.
 */
export const longest = <T>(...ps: readonly Parser<T>[]): Parser<T> =>
  P((input, i) => {
    let best: Reply<T> | null = null
    let furthest = -1
    let expected: string[] = []
    for (const p of ps) {
      const r = apply(p, input, i) as Reply<T> & { furthest: number; expected: string[] }
      if (r.furthest > furthest) {
        furthest = r.furthest
        expected = r.expected.slice()
      } else if (r.furthest === furthest) {
        for (const e of r.expected) if (!expected.includes(e)) expected.push(e)
      }
      if (r.status && (best === null || r.index > (best as { index: number }).index)) best = r
    }
    if (best === null) return failure(furthest, expected)
    return success((best as { index: number }).index, (best as { value: T }).value, furthest, expected)
  })

// ---------------------------------------------------------------------------
// Rule names and the trace that explains a failure
// ---------------------------------------------------------------------------

interface Trace {
  readonly stack: string[]
  furthest: number
  /** The deepest rule path that reached `furthest` after consuming input on the way. */
  path: readonly string[]
  /**
   * The longest common prefix of the paths of rules that reached `furthest`
   * without consuming anything (a fragment that fails on its first character).
   */
  emptyPath: readonly string[] | null
}

let trace: Trace | null = null

/**
 * Names a parser after its ABNF rule. While a failure is being explained (see
 * `runWhole`), it records the deepest chain of rules that reached the furthest
 * failure, so an error can say "authority › host › IP-literal".
 */
export function rule(name: string, p: ClassParser): ClassParser
export function rule<T>(name: string, p: Parser<T>): Parser<T>
export function rule<T>(name: string, p: Parser<T>): Parser<T> {
  const named = P((input, i) => {
    const t = trace
    if (t === null) return apply(p, input, i)
    t.stack.push(name)
    const r = apply(p, input, i) as Reply<T> & { furthest: number }
    if (r.furthest > t.furthest) {
      t.furthest = r.furthest
      t.path = []
      t.emptyPath = null
    }
    if (r.furthest === t.furthest) {
      // A rule that failed where it began says less about the error than one
      // that had already read part of the input ("exa" of a host "exa mple").
      if (i < r.furthest) {
        if (t.stack.length > t.path.length) t.path = t.stack.slice()
      } else t.emptyPath = t.emptyPath === null ? t.stack.slice() : commonPrefix(t.emptyPath, t.stack)
    }
    t.stack.pop()
    return r
  })
  // A named class parser stays a class parser, so `star` can still scan its table.
  const cls = (p as Partial<ClassParser>).charClass
  return cls === undefined ? named : Object.assign(named, { charClass: cls })
}

/** The outcome of running a rule over a whole input. */
export type Outcome<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly offset: number; readonly expected: readonly string[]; readonly rulePath: readonly string[] }

/**
 * Runs a parser that must consume the whole input. On failure it runs once more
 * with the trace on, to name the rules that led to the failure.
 */
export const runWhole = <T>(p: Parser<T>, input: string): Outcome<T> => {
  const r = apply(p, input, 0) as Reply<T> & { furthest: number; expected: string[] }
  if (r.status) return { ok: true, value: r.value }
  const t: Trace = { stack: [], furthest: -1, path: [], emptyPath: null }
  trace = t
  try {
    apply(p, input, 0)
  } finally {
    trace = null
  }
  const expected = r.expected.slice().sort(byReadingOrder)
  return { ok: false, offset: r.furthest, expected, rulePath: t.furthest === r.furthest ? chosenPath(t) : [] }
}

const commonPrefix = (a: readonly string[], b: readonly string[]): readonly string[] => {
  let n = 0
  while (n < a.length && n < b.length && a[n] === b[n]) n++
  return a.slice(0, n)
}

/**
 * The deepest rule that had read part of the input when it reached the
 * failure, unless every rule that failed right where it began lies deeper
 * below it (then the error is at the start of that rule: "#" then a NUL is in
 * the fragment).
 */
const chosenPath = (t: Trace): readonly string[] => {
  const e = t.emptyPath
  if (e !== null && e.length > t.path.length && commonPrefix(e, t.path).length === t.path.length) return e
  return t.path
}

/** Rule names first, then quoted characters, then end of input. */
const byReadingOrder = (a: string, b: string): number => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0)
const rank = (e: string): number => (e === 'end of input' ? 2 : e.startsWith('"') ? 1 : 0)

// ---------------------------------------------------------------------------
// Small combinators
// ---------------------------------------------------------------------------

/** ABNF `[ p ]`: p, or nothing (null). */
export const optional = <T>(p: Parser<T>): Parser<T | null> => P.alt(p, P.succeed(null))

/** The text a parser consumed, whatever its value. */
export const matched = (p: Parser<unknown>): Parser<string> =>
  spanned(p, (_value, start, end, input) => input.slice(start, end))

/** A component node ({ raw, start, end }) for the text a parser consumed. */
export const component = (p: Parser<unknown>): Parser<Component> =>
  spanned(p, (_value, start, end, input) => ({ raw: input.slice(start, end), start, end }))

export { P }
