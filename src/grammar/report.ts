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
const rank = (e: string): number => (e === 'end of input' ? 2 : e.startsWith('"') ? 1 : 0)
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

// The state of one explanation: the explainer is synchronous and never reentered, so the
// compiled walks share it rather than carrying it.
let furthest = -1
let expected: readonly string[] = NONE
let owned = false
/** The furthest report made inside the named rule running now. */
let local = -1
const stack: string[] = []
let traceFurthest = -1
let path: readonly string[] = []
let emptyPath: readonly string[] | null = null

/** A report: at `at`, one of `what` could have come. The later position wins; at the same one, the lists join. */
export const report = (at: number, what: readonly string[]): void => {
  if (at > local) local = at
  if (at > furthest) {
    furthest = at
    expected = what
    owned = false
  } else if (at === furthest) {
    for (const e of what) {
      if (expected.includes(e)) continue
      if (!owned) {
        expected = expected.slice()
        owned = true
      }
      ;(expected as string[]).push(e)
    }
  }
}

/** A root's explaining function (generated code): its rule, then the end of the input, reported where the rule stops short of it. */
export const explainWhole =
  (rule: (input: string, p: number, v: unknown) => number, v: unknown) =>
  (input: string, p: number): number => {
    const r = rule(input, p, v)
    if (r >= 0 && r < input.length) report(r, END)
    return r === input.length ? r : -1
  }

/** Starts a named rule: returns the report state to restore when it ends. */
export const enter = (name: string): number => {
  const outer = local
  local = -1
  stack.push(name)
  return outer
}

/** Ends the named rule that began at `start` with result `r` (returned as it is), recording its rule path. */
export const leave = (outer: number, start: number, r: number): number => {
  const reachedHere = local
  if (reachedHere > traceFurthest) {
    traceFurthest = reachedHere
    path = []
    emptyPath = null
  }
  if (reachedHere === traceFurthest && reachedHere >= 0) {
    // A rule that had read part of the input says more than one that failed where it began.
    if (start < reachedHere) {
      if (stack.length > path.length) path = stack.slice()
    } else emptyPath = emptyPath === null ? stack.slice() : commonPrefix(emptyPath, stack)
  }
  stack.pop()
  local = reachedHere > outer ? reachedHere : outer
  return r
}

/** Clears the state for a new explanation. */
export const reset = (): void => {
  furthest = -1
  expected = NONE
  owned = false
  local = -1
  stack.length = 0
  traceFurthest = -1
  path = []
  emptyPath = null
}

/** The explanation of a whole-input walk that ended at `end`; null when it matched the whole input. */
export const explanation = (end: number, input: string): Explanation | null =>
  end === input.length ? null : { offset: furthest, expected: expected.slice().sort(byReadingOrder), rulePath: traceFurthest === furthest ? chosenPath(path, emptyPath) : [] }

/** The reach of a walk that ended at `end`. */
export const reached = (end: number): Reach => ({ end, furthest, expected: expected.slice() })

/** Explains a whole input with a generated explaining function (generated.ts `explainWhole…`); null when it matches. */
export const explainWith = (walk: (input: string, i: number) => number, input: string): Explanation | null => {
  reset()
  return explanation(walk(input, 0), input)
}

/** The reach of a generated explaining function from `start` (specs compare it with the closures'). */
export const reachWith = (walk: (input: string, i: number) => number, input: string, start: number): Reach => {
  reset()
  return reached(walk(input, start))
}
