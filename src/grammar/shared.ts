/**
 * What the back ends share at run time (the generated code with its regular
 * expressions' tests, the interpreter and the explainer: generated.ts,
 * interpret.ts, explain.ts), and nothing else,
 * so that code which only validates, builds or explains needs neither the
 * combinators nor parsimmon.
 */

import { type Explaining, explaining, walkKept, type WholeExplainer } from './report.ts'

/** An ASCII letter in lower case, any other code unit as it is: literals are case-insensitive (RFC 5234 section 2.3). */
export const asciiLower = (c: number): number => (c >= 0x41 && c <= 0x5a ? c + 0x20 : c)

/** Where a `build` function leaves the value it built. */
export interface Box {
  value: unknown
}

/** The box every `build` leaves its value in (read it right after the call). */
export const box: Box = { value: null }

/** An ASCII character table from 32 hex digits (bit k of digit d is character 4d + k), as the generated code writes its tables. */
export const table = (hex: string): Uint8Array => {
  const t = new Uint8Array(128)
  for (let c = 0; c < 128; c++) t[c] = (parseInt(hex[c >> 2], 16) >> (c & 3)) & 1
  return t
}

/** HEXDIG, the digits of a "%" triplet, as a table: the one the primitives and the generated code share ("0"-"9", "A"-"F", "a"-"f"). */
export const HEX_TABLE: Uint8Array = table('000000000000ff30e7000000e7000000')

/** A generated function: from `p`, where its match ends (or -1); `v` holds what its grammar's options change (generated.ts's slot arrays). */
export type Compiled = (input: string, p: number, v: unknown) => number

/**
 * A root's capturing expression (generated.ts's `capture<Name>`, which appendix-b.ts's
 * `capturedReference` reads a tree from): its source, with a group at each component,
 * and its flags (`u` for RFC 3987's classes, whose ranges pass U+FFFF).
 */
export interface Capture {
  readonly source: () => string
  readonly flags: string
}

/** A root's whole-input function (generated code): its rule with its grammar's slots, then the end of the input. */
export const whole =
  (rule: Compiled, v: unknown) =>
  (input: string, p: number): number => {
    const r = rule(input, p, v)
    return r === input.length ? r : -1
  }

/** A grammar's named rules' [match, build] with its slots (generated.ts's `NAMED`: what the interpreter runs for them). */
export const bindNamed = (
  match: unknown,
  build: unknown,
  rules: Readonly<Record<string, readonly [Compiled, Compiled]>>,
): Readonly<Record<string, readonly [(input: string, p: number) => number, (input: string, p: number) => number]>> => {
  const out: Record<string, readonly [(input: string, p: number) => number, (input: string, p: number) => number]> = {}
  for (const [name, [m, b]] of Object.entries(rules)) out[name] = [(input, p) => m(input, p, match), (input, p) => b(input, p, build)]
  return out
}

/**
 * The regex back end's whole-input test (regex.ts generates one per entry
 * root): the expression is built from its source on first use (`new RegExp`:
 * a regular expression, not code, which no Content-Security-Policy forbids);
 * should the engine's backtracking stack run out (inputs of millions of
 * segments, triplets or IRI code points), the root's explaining function answers, which needs no stack (or, for
 * `validWhole<Name>`, its whole-input match: the same end, no reports).
 */
export const regexTest = (source: () => string, flags: string, explain: WholeExplainer): ((input: string) => boolean) => {
  let rx: RegExp | null = null
  return (input) => {
    // At every length: the engine's backtracking stack grows only with the
    // iterations of a loop whose body varies in length (a "%" triplet, a
    // segment, an IRI's code point), so it runs out only in the megabytes, and
    // a length bound made the cost per character jump where it began (1.1 to
    // 4.8 ns past 64 Ki code units, bench/cliff.ts).
    try {
      return (rx ??= new RegExp(source(), flags)).test(input)
    } catch {
      // the expression's stack ran out: the explaining function, which needs none
    }
    return explain(input, 0, explaining()) === input.length
  }
}

/** Inputs longer than this are read by `regexRead` with the explaining function alone: a failing one is then read once. */
export const LONG_INPUT = 4096

/**
 * `testWhole<Name>`, whose `false` an explanation follows (parse's error, a
 * form's issue): the root's expression read from the input's start without
 * its final `$` (sticky), which answers alone when its match ends at the
 * input's end; otherwise the root's explaining function decides, and its walk
 * is kept for the `explainWith` that follows (report.ts's `walkKept`), so a
 * failing input is read by the expression up to where it goes wrong, then
 * once by the walk. (Anchored, the expression gave back every run of a
 * failing input to try the rest at each position: 2.5 to 5 times a valid
 * reading, before the walk read it all again.) A match that ends short is no
 * answer: the expression may have taken a way that ends early where another
 * reads on. An input longer than `LONG_INPUT` is read by the walk alone: it
 * skips its long runs by sticky regular expressions (`skipper`), at about the
 * time of the expression (0.8 to 1.2 times it, bench/failing.ts's shapes;
 * just past `LONG_INPUT`, where its steps between the skips still count, 1.1
 * to 1.15 times), so a long failing input too is read once.
 */
export const regexRead = (source: () => string, flags: string, explain: WholeExplainer): ((input: string) => boolean) => {
  let prefix: RegExp | null = null
  return (input) => {
    if (input.length <= LONG_INPUT) {
      try {
        // The source's final "$" is the root's end of input (a "$" of the text is written \x24).
        prefix ??= new RegExp(source().replace(/\$$/, ''), `${flags}y`)
        prefix.lastIndex = 0
        if (prefix.test(input) && prefix.lastIndex === input.length) return true
      } catch {
        // the expression's stack ran out: the walk decides
      }
    }
    return walkKept(explain, input) === input.length
  }
}

/**
 * A long run's skip for the generated explaining functions (compile.ts's
 * `skip`): on an input with more than 256 code units from p, where a sticky
 * regular expression of `source` (built on first use) stops matching from p:
 * a run of a class, or `*( "/" run )`. Irregexp reads a run several times faster than a loop of
 * `charCodeAt`; should its backtracking stack run out, it skips nothing.
 */
export const skipper = (source: () => string, flags: string): ((input: string, p: number) => number) => {
  let rx: RegExp | null = null
  return (input, p) => {
    if (input.length - p <= 256) return p
    try {
      rx ??= new RegExp(source(), `${flags}y`)
      rx.lastIndex = p
      return rx.test(input) ? rx.lastIndex : p
    } catch {
      return p
    }
  }
}

/** Whether a HEXDIG is at i (none past the end). */
export const isHex = (input: string, i: number): boolean => {
  const c = input.charCodeAt(i)
  return c < 128 && HEX_TABLE[c] === 1
}

/** A character class as the scanners read it: an ASCII table, code point ranges from U+0080 (flat pairs), and whether "%" HEXDIG HEXDIG counts too. */
export interface ClassTable {
  readonly table: Uint8Array
  readonly wide: readonly number[]
  readonly pct: boolean
}

/**
 * Length in code units (1 or 2) of the non-ASCII element of a class at i, or 0:
 * a surrogate pair is one code point of two units; a lone surrogate belongs to
 * no class.
 */
export const wideAt = (wide: readonly number[], input: string, i: number): number => {
  let cp = input.charCodeAt(i)
  let n = 1
  if (cp >= 0xd800 && cp <= 0xdfff) {
    const lo = input.charCodeAt(i + 1)
    if (cp > 0xdbff || !(lo >= 0xdc00 && lo <= 0xdfff)) return 0
    cp = 0x10000 + ((cp - 0xd800) << 10) + (lo - 0xdc00)
    n = 2
  }
  for (let k = 0; k < wide.length; k += 2) {
    if (cp < wide[k]) return 0
    if (cp <= wide[k + 1]) return n
  }
  return 0
}

/** A class's non-ASCII test for generated code (a grammar's slot): wideAt over its ranges. */
export const wideIn =
  (wide: readonly number[]) =>
  (input: string, i: number): number =>
    wideAt(wide, input, i)

/** The non-ASCII test of a class with no character past U+007F (RFC 3986's): none matches. */
export const noWide = (_input: string, _i: number): number => 0

/**
 * Length of the element of a class at i: 1 for a table character, 1 or 2 for a
 * non-ASCII code point in its ranges, 3 for a pct-encoded triplet; 0 when none
 * starts there; -1 or -2 when a triplet is broken at i+1 or i+2.
 */
export const elementAt = (cls: ClassTable, input: string, i: number): number => {
  const c = input.charCodeAt(i)
  if (c < 128) {
    if (cls.table[c] === 1) return 1
    if (c === 0x25 && cls.pct) {
      if (!isHex(input, i + 1)) return -1
      if (!isHex(input, i + 2)) return -2
      return 3
    }
    return 0
  }
  return cls.wide.length === 0 ? 0 : wideAt(cls.wide, input, i)
}

/**
 * The end of a run of at most `max` elements of a class from `start`; `out.count`
 * says how many, and `out.broken` how it stopped: 0, or -1 or -2 for a "%" whose
 * first or second hex digit is missing (at end - broken).
 */
export const scan = (cls: ClassTable, input: string, start: number, max: number, out: { count: number; broken: number }): number => {
  const table = cls.table
  let i = start
  let count = 0
  let broken = 0
  while (count < max) {
    const c = input.charCodeAt(i)
    if (c < 128 && table[c] === 1) {
      i++
      count++
      continue
    }
    const n = c === 0x25 || c >= 128 ? elementAt(cls, input, i) : 0
    if (n <= 0) {
      broken = n
      break
    }
    i += n
    count++
  }
  out.count = count
  out.broken = broken
  return i
}

/**
 * A bounded repetition `min*max part` (`5( h16 ":" )`) for generated code, whose
 * iteration is a function of its own (`part`: a match function, or an explaining
 * one with its explanation `x`): greedy, and an iteration that consumes nothing
 * ends it, counting as far as `min` needs (ir.ts). Returns where it ends, or -1
 * when it has fewer than `min` iterations.
 */
export const repeat = <X = Explaining | undefined>(
  input: string,
  p: number,
  v: unknown,
  x: X,
  part: (input: string, p: number, v: unknown, x: X) => number,
  min: number,
  max: number,
): number => {
  let count = 0
  while (count < max) {
    const r = part(input, p, v, x)
    if (r < 0) break
    if (r === p) {
      if (count < min) count = min
      break
    }
    p = r
    count++
  }
  return count < min ? -1 : p
}
