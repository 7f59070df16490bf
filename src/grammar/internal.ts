/**
 * The machinery under the grammar: character tables, table-driven terminal
 * primitives and the combinators the grammar is written with. Nothing here is
 * an ABNF rule and nothing here is exported from the package.
 *
 * Every combinator builds one rule at once as:
 * - a parsimmon `Parser`, what `typed-uri/grammar` exports: it embeds in other
 *   grammars;
 * - its structure, `shape` (what it matches) and `plan` (what it builds), from
 *   which `npm run generate` writes generated.ts (`match` and `build`, one
 *   function per named rule) and which the explainer (explain.ts) walks;
 * - closure twins of `match` and `build`, for rules without generated functions.
 * So there is one grammar and no second one to drift from it; the specs
 * grammar/fast-path.spec.ts and explain.spec.ts check that the forms agree.
 *
 * Why table-driven: one parsimmon combinator call per character was measured
 * about 30x slower than a table lookup in a loop (shared/reference/parsimmon-notes.md).
 * The grammar files still read like the ABNF: `segment = star(pchar)`, where
 * `pchar` is a class rule whose table `star` scans in one loop.
 *
 * Error positions: every parsimmon primitive reports, even on success, the
 * furthest position it looked at and what could have come there. parsimmon
 * merges those reports, so the furthest failure of a whole parse is the length
 * of the longest prefix that some accepted string begins with (the offset
 * `UriError` promises), also for grammars that embed the rules. The explainer
 * makes the same reports from the shapes.
 */
import P from 'parsimmon'
import type { Component } from '../ast.ts'
import { componentAt } from './actions.ts'
import type { CallShape, Plan, Shape } from './compile.ts'
import { NAMED } from './generated.ts'
import { box, elementAt, scan } from './shared.ts'

export type Parser<T> = P.Parser<T>
export type Reply<T> = P.Reply<T>

/** A grammar rule: a parsimmon parser with its allocation-free twins. */
export type Rule<T> = P.Parser<T> & {
  /** The end of the match at i, or -1 (the generated function of `shape`, linked on first use). */
  readonly match: (input: string, i: number) => number
  /** The end of the match at i, or -1; on success the value is left for `lastBuilt`. */
  readonly build: (input: string, i: number) => number
  /** The rule's structure, from which `match` is generated. */
  readonly shape: Shape
  /** How the rule builds its value, from which `build` is generated. */
  readonly plan: Plan
  /** The closure-based twins, used by rules without generated functions (and checked against the generated ones). */
  readonly closures: Fast
}

/** A rule's match and build functions. */
export interface Fast {
  readonly match: (input: string, i: number) => number
  readonly build: (input: string, i: number) => number
}

/** Reads the value the last successful `build` left. */
export const lastBuilt = <T>(): T => box.value as T

type MatchFn = (input: string, i: number) => number

/**
 * The generated functions of the whole-input rules (match by shape, build by
 * plan) and of the named rules (by name). Build goes by plan: rules made by
 * `map`, `spanned` or `fromSpan` share their inner rule's shape, not its plan.
 */
const rootMatch = new Map<Shape, MatchFn>()
const rootBuild = new Map<Plan, MatchFn>()

/** Registers the generated functions of whole-input rules (entry.ts); named rules find theirs in generated.ts by name. */
export const useGenerated = (roots: readonly (readonly [Rule<unknown>, MatchFn, MatchFn])[]): void => {
  for (const [rule, match, build] of roots) {
    rootMatch.set(rule.shape, match)
    rootBuild.set(rule.plan, build)
  }
}

const namedPair = (name: string): readonly [MatchFn, MatchFn] | undefined =>
  Object.prototype.hasOwnProperty.call(NAMED, name) ? (NAMED as Readonly<Record<string, readonly [MatchFn, MatchFn]>>)[name] : undefined

const generatedMatch = (shape: Shape): MatchFn | undefined => (shape.k === 'call' ? namedPair(shape.name)?.[0] : rootMatch.get(shape))
const generatedBuild = (plan: Plan): MatchFn | undefined => (plan.k === 'call' ? namedPair(plan.shape.name)?.[1] : rootBuild.get(plan))

/**
 * A rule from its parsimmon parser, its closure twins, its shape and its
 * plan; `match` and `build` take the generated functions the first time they
 * run, where the rule has them, and keep the closures where it has none.
 */
const rule3 = <T>(parser: P.Parser<T>, fast: Fast, shape: Shape, plan: Plan): Rule<T> => {
  type Mutable = P.Parser<T> & { match: MatchFn; build: MatchFn; shape: Shape; plan: Plan; closures: Fast }
  const r = Object.assign(parser, { shape, plan, closures: fast }) as Mutable
  r.match = (input, i) => {
    r.match = generatedMatch(shape) ?? fast.match
    return r.match(input, i)
  }
  r.build = (input, i) => {
    r.build = generatedBuild(plan) ?? fast.build
    return r.build(input, i)
  }
  return r
}

/** A named rule: the same rule, matched and built through a function of its own in the generated code. */
export const named = <T, R extends Rule<T>>(name: string, p: R, parser: P.Parser<T>): R => {
  const cls = (p as Partial<ClassParser>).charClass
  const plan: { k: 'call'; shape: CallShape } = { k: 'call', shape: null as unknown as CallShape }
  const shape: CallShape = { k: 'call', name, target: p.shape, plan: p.plan }
  plan.shape = shape
  const out = rule3(parser, { match: (input, i) => p.match(input, i), build: (input, i) => p.build(input, i) }, shape, plan)
  return (cls === undefined ? out : Object.assign(out, { charClass: cls })) as unknown as R
}

/** Calls a parsimmon parser at an index without `.parse()`'s per-call wrapper. */
export const apply = <T>(p: Parser<T>, input: string, i: number): Reply<T> =>
  (p as unknown as { _: (input: string, i: number) => Reply<T> })._(input, i)

const NONE: readonly string[] = []

/** A rule whose value is the text it matched. */
const withText = <T>(parser: P.Parser<T>, fast: Fast, shape: Shape): Rule<T> => rule3(parser, fast, shape, { k: 'text', shape })

export const success = <T>(index: number, value: T, furthest: number, expected: readonly string[]): Reply<T> =>
  ({ status: true, index, value, furthest, expected }) as unknown as Reply<T>

export const failure = <T>(furthest: number, expected: readonly string[]): Reply<T> =>
  ({ status: false, index: -1, value: null, furthest, expected }) as unknown as Reply<T>

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

const HEXDIG_EXPECTED: readonly string[] = ['HEXDIG']

// ---------------------------------------------------------------------------
// Class rules: one character of a table, or one pct-encoded triplet, which
// `star` scans in a loop
// ---------------------------------------------------------------------------

/** What a class rule matches: a table, and whether "%" HEXDIG HEXDIG counts too. */
export interface CharClass {
  readonly table: CharTable
  readonly pct: boolean
  /** The expectation reported where one more element could come (rule names or quoted characters). */
  readonly expected: readonly string[]
}

/** A rule of exactly one element of a character class. */
export type ClassParser = Rule<string> & { readonly charClass: CharClass }

/** The rule of one element of a class. */
export const classParser = (cls: CharClass): ClassParser => {
  const parser = P<string>((input, i) => {
    const n = elementAt(cls, input, i)
    if (n > 0) return success(i + n, input.slice(i, i + n), -1, NONE)
    if (n < 0) return failure(i - n, HEXDIG_EXPECTED)
    return failure(i, cls.expected)
  })
  const match = (input: string, i: number): number => {
    const n = elementAt(cls, input, i)
    return n > 0 ? i + n : -1
  }
  const build = (input: string, i: number): number => {
    const n = elementAt(cls, input, i)
    if (n <= 0) return -1
    box.value = input.slice(i, i + n)
    return i + n
  }
  return Object.assign(withText(parser, { match, build }, { k: 'class', table: cls.table, pct: cls.pct, min: 1, max: 1, expected: cls.expected }), { charClass: cls })
}

/** One character of a table, reported as `expected` where it is missing. */
export const charIn = (table: CharTable, expected: string): ClassParser =>
  classParser({ table, pct: false, expected: [expected] })

/** A single literal character as a class, so that it can join a `oneOf`. */
export const char = (c: string): ClassParser => charIn(chars(c), JSON.stringify(c))

/** The pct-encoded triplet as a class with an empty table. */
export const pctClass = (expected: string): ClassParser =>
  classParser({ table: new Uint8Array(128), pct: true, expected: [expected] })

/** Alternatives of class rules as one class: ABNF `a / b / c` of single elements. */
export const oneOf = (...ps: readonly ClassParser[]): ClassParser => {
  const expected: string[] = []
  for (const p of ps) for (const e of p.charClass.expected) if (!expected.includes(e)) expected.push(e)
  return classParser({
    table: union(...ps.map((p) => p.charClass.table)),
    pct: ps.some((p) => p.charClass.pct),
    expected,
  })
}

const scanState = { count: 0, broken: 0 }

/**
 * ABNF repetition `min*max element` of a class, scanned in one loop; the value
 * is the matched text. On success it still reports where one more element could
 * have come (or where a "%" triplet broke), so errors after it point exactly.
 */
export const star = (p: ClassParser, min = 0, max = Infinity): Rule<string> => {
  const cls = p.charClass
  const parser = P<string>((input, start) => {
    const i = scan(cls, input, start, max, scanState)
    const { count, broken } = scanState
    const furthest = broken < 0 ? i - broken : count < max ? i : -1
    const expected = broken < 0 ? HEXDIG_EXPECTED : cls.expected
    if (count < min) return failure(furthest, expected)
    return success(i, input.slice(start, i), furthest, furthest < 0 ? NONE : expected)
  })
  const match = (input: string, start: number): number => {
    const i = scan(cls, input, start, max, scanState)
    return scanState.count < min ? -1 : i
  }
  const build = (input: string, start: number): number => {
    const i = r.match(input, start)
    if (i >= 0) box.value = input.slice(start, i)
    return i
  }
  const r = withText(parser, { match, build }, { k: 'class', table: cls.table, pct: cls.pct, min, max, expected: cls.expected })
  return r
}

// ---------------------------------------------------------------------------
// Literals and other primitives
// ---------------------------------------------------------------------------

/**
 * A literal string, case-insensitive as ABNF quoted strings are (RFC 5234
 * section 2.3). A mismatch is reported at the first character that differs.
 */
export const literal = (text: string): Rule<string> => {
  const lower = text.toLowerCase()
  const n = lower.length
  const expectedAt = Array.from(text, (c) => [JSON.stringify(c)])
  /** How many characters of the literal match at i. */
  const agree = (input: string, i: number): number => {
    let k = 0
    for (; k < n; k++) {
      const c = input.charCodeAt(i + k)
      const lc = c >= 0x41 && c <= 0x5a ? c + 0x20 : c
      if (lc !== lower.charCodeAt(k)) break
    }
    return k
  }
  const parser = P<string>((input, i) => {
    const k = agree(input, i)
    return k === n ? success(i + n, input.slice(i, i + n), -1, NONE) : failure(i + k, expectedAt[k])
  })
  const match =
    n === 1
      ? (input: string, i: number): number => {
          const c = input.charCodeAt(i)
          return c === lower.charCodeAt(0) || (c >= 0x41 && c <= 0x5a && c + 0x20 === lower.charCodeAt(0)) ? i + 1 : -1
        }
      : (input: string, i: number): number => (agree(input, i) === n ? i + n : -1)
  const build = (input: string, i: number): number => {
    const r = match(input, i)
    if (r >= 0) box.value = input.slice(i, r)
    return r
  }
  const shape: Shape = { k: 'literal', text }
  // Without letters the matched text is the literal itself: no need to slice it out.
  const plan: Plan = lower === text.toUpperCase() ? { k: 'const', shape, value: text } : { k: 'text', shape }
  return rule3(parser, { match, build }, shape, plan)
}

/**
 * A terminal primitive given by the length of its match at i (or -1), with its
 * value the matched text: where it fails it reports `expected`, and after a
 * match it reports the same at its end when `grows` says one more character
 * would still have matched.
 */
export const terminal = (
  length: (input: string, i: number) => number,
  expected: readonly string[],
  grows: (input: string, i: number, n: number) => boolean,
): Rule<string> => {
  const parser = P<string>((input, i) => {
    const n = length(input, i)
    if (n < 0) return failure(i, expected)
    const more = grows(input, i, n)
    return success(i + n, input.slice(i, i + n), more ? i + n : -1, more ? expected : NONE)
  })
  const match = (input: string, i: number): number => {
    const n = length(input, i)
    return n < 0 ? -1 : i + n
  }
  const build = (input: string, i: number): number => {
    const r = match(input, i)
    if (r >= 0) box.value = input.slice(i, r)
    return r
  }
  return withText(parser, { match, build }, { k: 'terminal', length, expected, grows })
}

/** Succeeds, consuming nothing, unless the next character is an element of the class. */
export const notFollowedBy = (p: ClassParser): Rule<null> => {
  const cls = p.charClass
  const match = (input: string, i: number): number => (elementAt(cls, input, i) === 0 ? i : -1)
  return rule3(
    P((input, i) => (elementAt(cls, input, i) === 0 ? success(i, null, -1, NONE) : failure(i, NONE))),
    {
      match,
      build: (input, i) => {
        box.value = null
        return match(input, i)
      },
    },
    { k: 'notClass', table: cls.table, pct: cls.pct },
    { k: 'const', shape: { k: 'notClass', table: cls.table, pct: cls.pct }, value: null },
  )
}

/** End of input, named as a person reads it. */
export const endOfInput: Rule<null> = rule3(
  P((input, i) => (i >= input.length ? success(i, null, -1, NONE) : failure(i, ['end of input']))),
  {
    match: (input, i) => (i >= input.length ? i : -1),
    build: (input, i) => {
      box.value = null
      return i >= input.length ? i : -1
    },
  },
  { k: 'end' },
  { k: 'const', shape: { k: 'end' }, value: null },
)

/** Always succeeds with the value, consuming nothing. */
export const succeed = <T>(value: T): Rule<T> =>
  rule3(P.succeed(value), {
    match: (_input, i) => i,
    build: (_input, i) => {
      box.value = value
      return i
    },
  }, { k: 'empty' }, { k: 'const', shape: { k: 'empty' }, value })

// ---------------------------------------------------------------------------
// Combinators
// ---------------------------------------------------------------------------

type Values<Ps extends readonly Rule<unknown>[]> = { readonly [K in keyof Ps]: Ps[K] extends Rule<infer T> ? T : never }

/** ABNF concatenation: each rule in turn; the value is the array of their values. */
export const seq = <Ps extends readonly Rule<unknown>[]>(...ps: Ps): Rule<Values<Ps>> => {
  const n = ps.length
  const match = (input: string, i: number): number => {
    for (let k = 0; k < n && i >= 0; k++) i = ps[k].match(input, i)
    return i
  }
  const build = (input: string, i: number): number => {
    const values = new Array<unknown>(n)
    for (let k = 0; k < n; k++) {
      i = ps[k].build(input, i)
      if (i < 0) return -1
      values[k] = box.value
    }
    box.value = values
    return i
  }
  return rule3(P.seq(...(ps as readonly P.Parser<unknown>[])) as unknown as P.Parser<Values<Ps>>, { match, build }, { k: 'seq', parts: ps.map((p) => p.shape) }, { k: 'seq', parts: ps.map((p) => p.plan) })
}

type Fn<Ps extends readonly Rule<unknown>[], R> = (...values: Values<Ps>) => R

const seqWith = <R>(ps: readonly Rule<unknown>[], f: (...args: unknown[]) => R, spanned: boolean): Rule<R> => {
  const n = ps.length
  if (n < 1 || n > 5) throw new RangeError('seqMap and seqNode take one to five rules')
  const [p0, p1, p2, p3, p4] = ps
  const match = (input: string, i: number): number => {
    for (let k = 0; k < n && i >= 0; k++) i = ps[k].match(input, i)
    return i
  }
  const build = (input: string, start: number): number => {
    let v1: unknown, v2: unknown, v3: unknown, v4: unknown
    let i = start
    if ((i = p0.build(input, i)) < 0) return -1
    const v0 = box.value
    if (n > 1) {
      if ((i = p1.build(input, i)) < 0) return -1
      v1 = box.value
    }
    if (n > 2) {
      if ((i = p2.build(input, i)) < 0) return -1
      v2 = box.value
    }
    if (n > 3) {
      if ((i = p3.build(input, i)) < 0) return -1
      v3 = box.value
    }
    if (n > 4) {
      if ((i = p4.build(input, i)) < 0) return -1
      v4 = box.value
    }
    box.value = spanned ? f(input, start, i, v0, v1, v2, v3, v4) : f(v0, v1, v2, v3, v4)
    return i
  }
  const all = P.seq(...(ps as readonly P.Parser<unknown>[]))
  const parser = spanned
    ? P((input, i) => {
        const r = apply(all, input, i)
        if (!r.status) return r as unknown as Reply<R>
        return { ...r, value: f(input, i, r.index, ...r.value) } as Reply<R>
      })
    : all.map((values) => f(...values))
  return rule3(
    parser,
    { match, build },
    { k: 'seq', parts: ps.map((p) => p.shape) },
    { k: 'seqf', parts: ps.map((p) => p.plan), f: f as (...args: never[]) => unknown, spanned },
  )
}

/**
 * ABNF concatenation of one to five rules, their values passed to `f` as
 * arguments: no array is built on the fast path.
 */
export const seqMap = <Ps extends readonly Rule<unknown>[], R>(...args: [...Ps, Fn<Ps, R>]): Rule<R> =>
  seqWith(args.slice(0, -1) as unknown as readonly Rule<unknown>[], args[args.length - 1] as (...a: unknown[]) => R, false)

/** Like `seqMap`, with the input and the span the rules consumed passed first: a typed node in one step. */
export const seqNode = <const Ps extends readonly Rule<unknown>[], R>(
  ps: Ps,
  f: (input: string, start: number, end: number, ...values: Values<Ps>) => R,
): Rule<R> => seqWith(ps, f as (...a: unknown[]) => R, true)

/** ABNF alternatives as ordered choice: the first that matches. */
export const alt = <T>(...ps: readonly Rule<T>[]): Rule<T> => {
  const n = ps.length
  const match = (input: string, i: number): number => {
    for (let k = 0; k < n; k++) {
      const r = ps[k].match(input, i)
      if (r >= 0) return r
    }
    return -1
  }
  const build = (input: string, i: number): number => {
    for (let k = 0; k < n; k++) {
      const r = ps[k].build(input, i)
      if (r >= 0) return r
    }
    return -1
  }
  return rule3(P.alt(...ps), { match, build }, { k: 'alt', parts: ps.map((p) => p.shape) }, { k: 'alt', parts: ps.map((p) => p.plan) })
}

/** The rule with its value mapped. */
export const map = <T, R>(p: Rule<T>, f: (value: T) => R): Rule<R> =>
  rule3(
    p.map(f),
    {
      match: (input, i) => p.match(input, i),
      build: (input, i) => {
        const r = p.build(input, i)
        if (r >= 0) box.value = f(box.value as T)
        return r
      },
    },
    p.shape,
    { k: 'map', part: p.plan, f: f as (value: never) => unknown },
  )

/** ABNF `[ p ]`: p, or nothing (null). */
export const optional = <T>(p: Rule<T>): Rule<T | null> =>
  rule3(P.alt(p, P.succeed(null)), {
    match: (input, i) => {
      const r = p.match(input, i)
      return r < 0 ? i : r
    },
    build: (input, i) => {
      const r = p.build(input, i)
      if (r >= 0) return r
      box.value = null
      return i
    },
  }, { k: 'optional', part: p.shape }, { k: 'optional', part: p.plan })

/** p then q, keeping p's value. */
export const skip = <T>(p: Rule<T>, q: Rule<unknown>): Rule<T> =>
  rule3(p.skip(q), {
    match: (input, i) => {
      const r = p.match(input, i)
      return r < 0 ? -1 : q.match(input, r)
    },
    build: (input, i) => {
      const r = p.build(input, i)
      if (r < 0) return -1
      const value = box.value
      const r2 = q.match(input, r)
      box.value = value
      return r2
    },
  }, { k: 'seq', parts: [p.shape, q.shape] }, { k: 'first', part: p.plan, then: q.shape })

/** p then q, keeping q's value. */
export const then = <T>(p: Rule<unknown>, q: Rule<T>): Rule<T> =>
  rule3(p.then(q), {
    match: (input, i) => {
      const r = p.match(input, i)
      return r < 0 ? -1 : q.match(input, r)
    },
    build: (input, i) => {
      const r = p.match(input, i)
      return r < 0 ? -1 : q.build(input, r)
    },
  }, { k: 'seq', parts: [p.shape, q.shape] }, { k: 'second', before: p.shape, part: q.plan })

/** ABNF `min*max p` of any rule; the value is the array of values. */
export const times = <T>(p: Rule<T>, min: number, max = min): Rule<readonly T[]> => {
  const match = (input: string, i: number): number => {
    let count = 0
    while (count < max) {
      const r = p.match(input, i)
      if (r < 0) break
      i = r
      count++
    }
    return count < min ? -1 : i
  }
  const build = (input: string, i: number): number => {
    const values: T[] = []
    while (values.length < max) {
      const r = p.build(input, i)
      if (r < 0) break
      i = r
      values.push(box.value as T)
    }
    if (values.length < min) return -1
    box.value = values
    return i
  }
  const parser = max === Infinity ? (min === 0 ? p.many() : p.atLeast(min)) : p.times(min, max)
  return rule3(parser, { match, build }, { k: 'repeat', part: p.shape, min, max }, { k: 'times', part: p.plan, min, max })
}

/** ABNF `*p`. */
export const many = <T>(p: Rule<T>): Rule<readonly T[]> => times(p, 0, Infinity)

/** The value of a rule with the span of input it consumed. */
export const spanned = <T, R>(p: Rule<T>, f: (value: T, start: number, end: number, input: string) => R): Rule<R> => {
  const parser = P((input, i) => {
    const r = apply(p, input, i)
    if (!r.status) return r as unknown as Reply<R>
    return { ...r, value: f(r.value, i, r.index, input) } as Reply<R>
  })
  return rule3(
    parser,
    {
      match: (input, i) => p.match(input, i),
      build: (input, i) => {
        const r = p.build(input, i)
        if (r >= 0) box.value = f(box.value as T, i, r, input)
        return r
      },
    },
    p.shape,
    { k: 'spanned', part: p.plan, f: f as (value: never, start: number, end: number, input: string) => unknown },
  )
}

/** A value made from the span of input a rule consumed; the rule's own value is never built. */
export const fromSpan = <R>(p: Rule<unknown>, f: (start: number, end: number, input: string) => R): Rule<R> => {
  const parser = P((input, i) => {
    const r = apply(p, input, i)
    if (!r.status) return r as unknown as Reply<R>
    return { ...r, value: f(i, r.index, input) } as Reply<R>
  })
  return rule3(
    parser,
    {
      match: (input, i) => p.match(input, i),
      build: (input, i) => {
        const r = p.match(input, i)
        if (r >= 0) box.value = f(i, r, input)
        return r
      },
    },
    p.shape,
    { k: 'fromSpan', shape: p.shape, f },
  )
}

/** The text a rule consumed, whatever its value. */
export const matched = (p: Rule<unknown>): Rule<string> => {
  const parser = P((input, i) => {
    const r = apply(p, input, i)
    if (!r.status) return r as unknown as Reply<string>
    return { ...r, value: input.slice(i, r.index) } as Reply<string>
  })
  return withText(
    parser,
    {
      match: (input, i) => p.match(input, i),
      build: (input, i) => {
        const r = p.match(input, i)
        if (r >= 0) box.value = input.slice(i, r)
        return r
      },
    },
    p.shape,
  )
}

/** A component node ({ raw, start, end }) for the text a rule consumed. */
export const component = (p: Rule<unknown>): Rule<Component> => fromSpan(p, componentAt)

/**
 * The longest match among alternatives, for rules whose ABNF alternatives can
 * each match a prefix of another's match (IPv6address, path): parsimmon's `alt`
 * is ordered choice and would stop at the first, shorter one. Ties go to the
 * earlier alternative; failures of all alternatives are merged.
 */
export const longest = <T>(...ps: readonly Rule<T>[]): Rule<T> => {
  const parser = P((input, i) => {
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
  const match = (input: string, i: number): number => {
    let end = -1
    for (const p of ps) {
      const r = p.match(input, i)
      if (r > end) end = r
    }
    return end
  }
  const build = (input: string, i: number): number => {
    let end = -1
    let value: unknown = null
    for (const p of ps) {
      const r = p.build(input, i)
      if (r > end) {
        end = r
        value = box.value
      }
    }
    box.value = value
    return end
  }
  return rule3(parser as P.Parser<T>, { match, build }, { k: 'longest', parts: ps.map((p) => p.shape) }, { k: 'longest', parts: ps.map((p) => p.plan) })
}

export { P }
