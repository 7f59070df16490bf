/**
 * The explainer: why an input is not accepted by a rule, found by walking the
 * rule's IR (ir.ts), a back end of its own beside the generated
 * match and build functions and the parsimmon parsers.
 *
 * What it reports, and why it is exact: every primitive, where it stops,
 * reports the position it looked at and what could have come there (a run of
 * pchar stopping at a space reports "pchar" there, even though the run itself
 * succeeded; a "%" with a bad digit reports "HEXDIG" at that digit). The
 * furthest of all those reports over the whole walk is the length of the
 * longest prefix of the input that some accepted string begins with: the
 * offset `UriError` promises. The expected tokens are all those reported at
 * that position. These are parser-ts's and parsimmon's merge of furthest
 * failures (the later position wins, ties join), kept here as two variables
 * rather than as fields of every reply.
 *
 * The rule path: each named rule reached ("authority", "host", "IP-literal")
 * knows the furthest report made while it ran; the deepest chain of named rules
 * that reached the final offset after reading part of the input is the path
 * (a rule that failed on its very first character says less, unless every rule
 * deeper down failed there too).
 *
 * Cost: the walk is the match's, with the same backtracking, so it is linear in
 * the input for this grammar; it allocates nothing per character or segment
 * (a report that moves the offset forward keeps a reference to the primitive's
 * expected list), so memory does not grow with the input.
 */
import type { Node } from './ir.ts'
import { elementAt, scan } from './shared.ts'

/** Why an input is not accepted: the offset, what could come there, and the named rules that led there. */
export interface Explanation {
  readonly offset: number
  readonly expected: readonly string[]
  readonly rulePath: readonly string[]
}

const HEXDIG: readonly string[] = ['HEXDIG']
const END: readonly string[] = ['end of input']
const NONE: readonly string[] = []

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
const report = (at: number, what: readonly string[]): void => {
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

/** A node compiled for explaining: the end of its match at i, or -1, reporting as it goes. */
type Walk = (input: string, i: number) => number

const compiled = new WeakMap<Node, Walk>()

/** The walk of a node, compiled once (a named rule's target on its first call, so rules may recurse). */
const walkOf = (s: Node): Walk => {
  let w = compiled.get(s)
  if (w === undefined) {
    w = compile(s)
    compiled.set(s, w)
  }
  return w
}

const lower = (c: number): number => (c >= 0x41 && c <= 0x5a ? c + 0x20 : c)

const compile = (s: Node): Walk => {
  switch (s.k) {
    case 'empty':
      return (_input, i) => i
    case 'end':
      return (input, i) => {
        if (i >= input.length) return i
        report(i, END)
        return -1
      }
    case 'literal': {
      const wants = Array.from(s.text, (c) => lower(c.charCodeAt(0)))
      const expects = Array.from(s.text, (c) => [JSON.stringify(c)] as const)
      const n = wants.length
      return (input, i) => {
        for (let k = 0; k < n; k++) {
          if (lower(input.charCodeAt(i + k)) !== wants[k]) {
            report(i + k, expects[k])
            return -1
          }
        }
        return i + n
      }
    }
    case 'terminal': {
      const { length, grows, expected: what } = s
      return (input, i) => {
        const n = length(input, i)
        if (n < 0) {
          report(i, what)
          return -1
        }
        if (grows(input, i, n)) report(i + n, what)
        return i + n
      }
    }
    case 'class': {
      const { min, max, cls } = s
      const what = cls.expected
      const stop = { count: 0, broken: 0 }
      return (input, i) => {
        // Where the run stops it reports: a broken "%" expects HEXDIG there; otherwise, unless
        // the run is full, one more element could have come.
        const p = scan(cls, input, i, max, stop)
        if (stop.broken < 0) report(p - stop.broken, HEXDIG)
        else if (stop.count < max) report(p, what)
        return stop.count < min ? -1 : p
      }
    }
    case 'notClass': {
      const cls = s.cls
      return (input, i) => {
        // Any "%" counts where triplets do, broken or not (ir.ts).
        if (!(input.charCodeAt(i) === 0x25 && cls.pct) && elementAt(cls, input, i) === 0) return i
        report(i, NONE)
        return -1
      }
    }
    case 'seq': {
      const parts = s.parts.map(walkOf)
      if (parts.length === 2) {
        const [a, b] = parts
        return (input, i) => {
          const r = a(input, i)
          return r < 0 ? -1 : b(input, r)
        }
      }
      return (input, i) => {
        let p = i
        for (const part of parts) {
          p = part(input, p)
          if (p < 0) return -1
        }
        return p
      }
    }
    case 'alt': {
      const parts = s.parts.map(walkOf)
      return (input, i) => {
        for (const part of parts) {
          const r = part(input, i)
          if (r >= 0) return r
        }
        return -1
      }
    }
    case 'longest': {
      const parts = s.parts.map(walkOf)
      return (input, i) => {
        let best = -1
        for (const part of parts) {
          const r = part(input, i)
          if (r > best) best = r
        }
        return best
      }
    }
    case 'optional': {
      const part = walkOf(s.part)
      return (input, i) => {
        const r = part(input, i)
        return r < 0 ? i : r
      }
    }
    case 'repeat': {
      const part = walkOf(s.part)
      const { min, max } = s
      return (input, i) => {
        let p = i
        let count = 0
        while (count < max) {
          const r = part(input, p)
          if (r < 0) break
          if (r === p) {
            // An empty iteration ends the loop, counting as far as min needs (ir.ts).
            if (count < min) count = min
            break
          }
          p = r
          count++
        }
        return count < min ? -1 : p
      }
    }
    case 'call': {
      const { name, target } = s
      let body: Walk | null = null
      return (input, i) => {
        body ??= walkOf(target)
        const outer = local
        local = -1
        stack.push(name)
        const r = body(input, i)
        const reached = local
        if (reached > traceFurthest) {
          traceFurthest = reached
          path = []
          emptyPath = null
        }
        if (reached === traceFurthest && reached >= 0) {
          // A rule that had read part of the input says more than one that failed where it began.
          if (i < reached) {
            if (stack.length > path.length) path = stack.slice()
          } else emptyPath = emptyPath === null ? stack.slice() : commonPrefix(emptyPath, stack)
        }
        stack.pop()
        local = reached > outer ? reached : outer
        return r
      }
    }
  }
}

const reset = (): void => {
  furthest = -1
  expected = NONE
  owned = false
  local = -1
  stack.length = 0
  traceFurthest = -1
  path = []
  emptyPath = null
}

/**
 * Explains why `node` does not match the whole input from 0 (the IR of a
 * whole-input rule, which ends with the end of input); null when it matches.
 */
export const explainNode = (node: Node, input: string): Explanation | null => {
  reset()
  const end = walkOf(node)(input, 0)
  if (end === input.length) return null
  return { offset: furthest, expected: expected.slice().sort(byReadingOrder), rulePath: traceFurthest === furthest ? chosenPath(path, emptyPath) : [] }
}

/** A run of a node from `start`: where its match ends (or -1), and the furthest report made on the way (-1 when none). */
export interface Reach {
  readonly end: number
  readonly furthest: number
  readonly expected: readonly string[]
}

/**
 * Runs `node` from `start`, matched or not, and says how far it looked: what a
 * parsimmon reply carries as `index`, `furthest` and `expected` (parsimmon.ts).
 */
export const reach = (node: Node, input: string, start: number): Reach => {
  reset()
  const end = walkOf(node)(input, start)
  return { end, furthest, expected: expected.slice() }
}
