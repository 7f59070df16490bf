/**
 * The state of an explanation and the reports that build it, shared by the two
 * explainer back ends: the closures of explain.ts and the generated `x`
 * functions of generated.ts (which call `report`, `enter` and `leave`).
 *
 * Every primitive, where it stops, reports the position it looked at and what
 * could have come there. The furthest of all reports over the whole walk is the
 * length of the longest prefix of the input that some accepted string begins
 * with: the offset `UriError` promises; the expected tokens are all those
 * reported at that position (parsimmon's merge of furthest failures: the later
 * position wins, ties join). Each named rule knows the furthest report made
 * while it ran; the deepest chain of named rules that reached the final offset
 * after reading part of the input is the rule path. Nothing is allocated per
 * character or segment, so memory does not grow with the input.
 */

/** Why an input is not accepted: the offset, what could come there, and the named rules that led there. */
export interface Explanation {
  readonly offset: number
  readonly expected: readonly string[]
  readonly rulePath: readonly string[]
}

/** A run of a node from a position: where its match ends (or -1), and the furthest report made on the way (-1 when none). */
export interface Reach {
  readonly end: number
  readonly furthest: number
  readonly expected: readonly string[]
}

export const HEXDIG: readonly string[] = ['HEXDIG']
export const END: readonly string[] = ['end of input']
export const NONE: readonly string[] = []

/** Expected tokens in reading order: rule names first, then quoted characters, then end of input. */
const rank = (e: string): number => (e === 'end of input' ? 2 : e.charCodeAt(0) === 0x22 ? 1 : 0)
export const byReadingOrder = (a: string, b: string): number => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0)

/** The longest common prefix of two rule paths. */
export const commonPrefix = (a: readonly string[], b: readonly string[]): readonly string[] => {
  let n = 0
  while (n < a.length && n < b.length && a[n] === b[n]) n++
  return a.slice(0, n)
}

/**
 * The rule path of a failure: the deepest rule that had read part of the input
 * when it reached the offset (`path`), unless every rule that failed right where
 * it began lies deeper below it (`emptyPath`: then the error is at the start of
 * that rule, as "#" then a NUL is in the fragment).
 */
export const chosenPath = (path: readonly string[], emptyPath: readonly string[] | null): readonly string[] =>
  emptyPath !== null && emptyPath.length > path.length && commonPrefix(emptyPath, path).length === path.length ? emptyPath : path

/**
 * The state of one explanation, passed through the walk as a value (the generated
 * explaining functions' `x`, the closures' third argument), so that explaining may
 * run inside another explanation (a callback, a rule of a user's grammar) and each
 * gets its own answer.
 */
export interface Explaining {
  furthest: number
  /** The first list of tokens reported at `furthest`. */
  expected: readonly string[]
  /**
   * The other lists reported at `furthest`, in the order reported: the
   * first `joined` of `more` (a buffer kept for the whole walk; the rest is stale).
   * They are joined when the walk ends (`expectedOf`): joining them at each report
   * copied the first list and grew the copy, the most the walk allocated.
   */
  readonly more: (readonly string[])[]
  joined: number
  /** The furthest report made inside the named rule running now. */
  local: number
  readonly stack: string[]
  traceFurthest: number
  path: readonly string[]
  emptyPath: readonly string[] | null
}

/** A new explanation's state. */
export const explaining = (): Explaining => ({ furthest: -1, expected: NONE, more: [], joined: 0, local: -1, stack: [], traceFurthest: -1, path: [], emptyPath: null })

/** A report: at `at`, one of `what` could have come. The later position wins; at the same one, the lists join. */
export const report = (x: Explaining, at: number, what: readonly string[]): void => {
  if (at > x.local) x.local = at
  if (at > x.furthest) {
    x.furthest = at
    x.expected = what
    x.joined = 0
  } else if (at === x.furthest) x.more[x.joined++] = what
}

/** The tokens reported at the furthest position, each once, in reading order (`byReadingOrder`), a new array: a join made before, or `joined`. */
const expectedOf = (x: Explaining): string[] => {
  const known = joins.get(x.expected) ?? []
  next: for (const [more, tokens] of known) {
    if (more.length !== x.joined) continue
    for (let k = 0; k < x.joined; k++) if (more[k] !== x.more[k]) continue next
    return tokens.slice()
  }
  const out = joined(x)
  if (known.length < 16) joins.set(x.expected, [...known, [x.more.slice(0, x.joined), out.slice()]])
  return out
}

/**
 * The joins made so far, by the first list reported at the offset: the lists
 * reported after it, and their tokens (at most 16 joins a first list). A
 * grammar reports the same lists (its constants) in the same order at the same
 * places, so a walk that fails where another did finds its tokens here, where
 * joining them took a fifth of a short input's explanation. Weak: the lists of
 * a grammar built at run time go with it.
 */
const joins = new WeakMap<readonly string[], [readonly (readonly string[])[], readonly string[]][]>()

/**
 * The tokens of the lists reported at the furthest position, joined. A
 * grammar's list at one offset is short (at most a dozen for RFC 3986's), and
 * `sort` with a comparator took a quarter of a short input's explanation: each
 * token is inserted in its place.
 */
const joined = (x: Explaining): string[] => {
  const out: string[] = []
  for (let k = -1; k < x.joined; k++)
    for (const e of k < 0 ? x.expected : x.more[k]) {
      if (out.includes(e)) continue
      let j = out.length
      while (j > 0 && byReadingOrder(out[j - 1], e) > 0) out[j] = out[--j]
      out[j] = e
    }
  return out
}

/** A generated explaining function: from `p`, with its grammar's slots `v`, reporting to `x`. */
export type Explainer = (input: string, p: number, v: unknown, x: Explaining) => number

/** A whole-input explaining function: from `p`, reporting to `x`. */
export type WholeExplainer = (input: string, p: number, x: Explaining) => number

/** A root's explaining function (generated code): its rule, then the end of the input, reported where the rule stops short of it. */
export const explainWhole =
  (rule: Explainer, v: unknown): WholeExplainer =>
  (input, p, x) => {
    const r = rule(input, p, v, x)
    if (r >= 0 && r < input.length) report(x, r, END)
    return r === input.length ? r : -1
  }

/** Starts a named rule: returns the report state to restore when it ends. */
export const enter = (x: Explaining, name: string): number => {
  const outer = x.local
  x.local = -1
  x.stack.push(name)
  return outer
}

/** Ends the named rule that began at `start` with result `r` (returned as it is), recording its rule path. */
export const leave = (x: Explaining, outer: number, start: number, r: number): number => {
  const reachedHere = x.local
  if (reachedHere > x.traceFurthest) {
    x.traceFurthest = reachedHere
    x.path = []
    x.emptyPath = null
  }
  if (reachedHere === x.traceFurthest && reachedHere >= 0) {
    // A rule that had read part of the input says more than one that failed where it began.
    if (start < reachedHere) {
      if (x.stack.length > x.path.length) x.path = x.stack.slice()
    } else x.emptyPath = x.emptyPath === null ? x.stack.slice() : commonPrefix(x.emptyPath, x.stack)
  }
  x.stack.pop()
  x.local = Math.max(reachedHere, outer)
  return r
}

/** The explanation of a whole-input walk that ended at `end`; null when it matched the whole input. */
export const explanation = (x: Explaining, end: number, input: string): Explanation | null =>
  end === input.length ? null : { offset: x.furthest, expected: expectedOf(x), rulePath: x.traceFurthest === x.furthest ? chosenPath(x.path, x.emptyPath) : [] }

/** The reach of a walk that ended at `end`. */
export const reached = (x: Explaining, end: number): Reach => ({ end, furthest: x.furthest, expected: expectedOf(x) })

/** A finished walk of a failing input, kept for the `explainWith` of the same walk and input that follows (`walkKept`). */
interface Kept {
  readonly walk: WholeExplainer
  readonly input: string
  readonly x: Explaining
  readonly end: number
}

let kept: Kept | null = null

/**
 * A whole-input walk from the start (shared.ts's `regexTest` runs it to decide
 * a long input its expression could not): where it ends; a failing walk is kept
 * until the next `explainWith`, which then reads its state rather than walking
 * the input a second time. What is kept is a finished walk's state, never read
 * by a walk: an explanation inside another still gets its own answer.
 */
export const walkKept = (walk: WholeExplainer, input: string): number => {
  const x = explaining()
  const end = walk(input, 0, x)
  kept = end === input.length ? null : { walk, input, x, end }
  return end
}

/** Explains a whole input with a generated explaining function (`explainWhole…` of grammar/read/); null when it matches. */
export const explainWith = (walk: WholeExplainer, input: string): Explanation | null => {
  const k = kept
  kept = null
  if (k !== null && k.walk === walk && k.input === input) return explanation(k.x, k.end, input)
  const x = explaining()
  return explanation(x, walk(input, 0, x), input)
}

/**
 * The explanation of an input a test refused (its regular expression's, or a
 * match function's). The explainer agrees with them (spec/grammar/explain.spec.ts,
 * fast-path.spec.ts, regex.spec.ts); were it ever not to, the error points at
 * the end of the input, with nothing expected.
 */
export const explainRefused = (walk: WholeExplainer, input: string): Explanation => explainWith(walk, input) ?? atTheEnd(input)

/** The explanation that points at the end of the input, with nothing expected: what a refused input gets should its explainer find it whole. */
export const atTheEnd = (input: string): Explanation => ({ offset: input.length, expected: [], rulePath: [] })

/** The reach of a generated explaining function from `start` (specs compare it with the closures'). */
export const reachWith = (walk: WholeExplainer, input: string, start: number): Reach => {
  const x = explaining()
  return reached(x, walk(input, start, x))
}
