/**
 * The explainer over the IR: why an input is not accepted by a rule, found by
 * walking the rule's IR (ir.ts) with closures compiled once per node, reporting
 * to report.ts as the generated explaining functions do (report.ts says what a
 * report is and why the furthest one is the exact offset). It serves every rule
 * the generated code lacks, and the parsimmon back end (`reach`: how far a rule
 * looked, matched or not).
 *
 * Cost: the walk is the match's, with the same backtracking, so it is linear in
 * the input for this grammar; it allocates nothing per character or segment,
 * so memory does not grow with the input.
 */
import type { Node } from './ir.ts'
import { chosenPath, enter, explaining, explanation, leave, reached, report, END, HEXDIG, NONE, type Explaining, type Explanation, type Reach } from './report.ts'
import { structure } from './interpret.ts'
import { asciiLower, elementAt, scan } from './shared.ts'

export { atTheEnd, byReadingOrder, chosenPath, commonPrefix, type Explanation, type Reach } from './report.ts'

/** A node compiled for explaining: the end of its match at i, or -1, reporting to `x` as it goes. */
type Walk = (input: string, i: number, x: Explaining) => number

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

const compile = (s: Node): Walk => {
  switch (s.k) {
    case 'empty':
      return (_input, i) => i
    case 'end':
      return (input, i, x) => {
        if (i >= input.length) return i
        report(x, i, END)
        return -1
      }
    case 'literal': {
      const wants = Array.from(s.text, (c) => asciiLower(c.charCodeAt(0)))
      const expects = Array.from(s.text, (c) => [JSON.stringify(c)] as const)
      const n = wants.length
      return (input, i, x) => {
        for (let k = 0; k < n; k++) {
          if (asciiLower(input.charCodeAt(i + k)) !== wants[k]) {
            report(x, i + k, expects[k])
            return -1
          }
        }
        return i + n
      }
    }
    case 'terminal': {
      const { length, grows, expected: what } = s
      return (input, i, x) => {
        const n = length(input, i)
        if (n < 0) {
          report(x, i, what)
          return -1
        }
        if (grows(input, i, n)) report(x, i + n, what)
        return i + n
      }
    }
    case 'class': {
      const { min, max, cls } = s
      const what = cls.expected
      const stop = { count: 0, broken: 0 }
      return (input, i, x) => {
        // Where the run stops it reports: a broken "%" expects HEXDIG there; otherwise, unless
        // the run is full, one more element could have come.
        const p = scan(cls, input, i, max, stop)
        if (stop.broken < 0) report(x, p - stop.broken, HEXDIG)
        else if (stop.count < max) report(x, p, what)
        return stop.count < min ? -1 : p
      }
    }
    case 'notClass': {
      const cls = s.cls
      return (input, i, x) => {
        // Any "%" counts where triplets do, broken or not (ir.ts).
        if (!(input.charCodeAt(i) === 0x25 && cls.pct) && elementAt(cls, input, i) === 0) return i
        report(x, i, NONE)
        return -1
      }
    }
    case 'call': {
      const { name, target } = s
      let body: Walk | null = null
      return (input, i, x) => {
        body ??= walkOf(target)
        const outer = enter(x, name)
        return leave(x, outer, i, body(input, i, x))
      }
    }
    default:
      return structure<Explaining>(s, walkOf)
  }
}

/**
 * Explains why `node` does not match the whole input from 0 (the IR of a
 * whole-input rule, which ends with the end of input); null when it matches.
 */
export const explainNode = (node: Node, input: string): Explanation | null => {
  const x = explaining()
  return explanation(x, walkOf(node)(input, 0, x), input)
}

/**
 * Runs `node` from `start`, matched or not, and says how far it looked: what a
 * parsimmon reply carries as `index`, `furthest` and `expected` (parsimmon.ts).
 */
export const reach = (node: Node, input: string, start: number): Reach => {
  const x = explaining()
  return reached(x, walkOf(node)(input, start, x))
}

/**
 * Runs `node` from `start`, as `reach` does, and says what it knew where it
 * looked furthest: that offset, the tokens expected there and the named rules
 * that led there (the explanation a host grammar's parsimmon failure at one of
 * our rules lacks, errors.ts).
 */
export const explainFrom = (node: Node, input: string, start: number): Explanation => {
  const x = explaining()
  const r = reached(x, walkOf(node)(input, start, x))
  return { offset: r.furthest, expected: r.expected, rulePath: x.traceFurthest === x.furthest ? chosenPath(x.path, x.emptyPath) : [] }
}
