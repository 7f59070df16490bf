/**
 * The interpreter back end: a node's `match` and `build` as closures, made
 * from the IR (ir.ts) by one function over the node kinds. It serves rules the
 * generated code (generated.ts) does not hold: grammars built with options at
 * run time, and combinator specs. A node with generated functions (registered
 * by `useGenerated`) runs those instead, so a rule built on the default grammar
 * reaches the generated code at its first named rule.
 *
 * match(input, i): the end of the node's match at i, or -1.
 * build(input, i): the same, leaving the value in `box` on success.
 */
import { applyAction, buildsNothingInside, type Node } from './ir.ts'
import { asciiLower, box, elementAt, repeat, scan } from './shared.ts'

export type Fn = (input: string, i: number) => number

/** A node's function with a third argument passed through to its parts (the explainer's state; nothing for the interpreter). */
export type Walker<X> = (input: string, i: number, x: X) => number

const generatedFns = new WeakMap<Node, readonly [Fn, Fn]>()

/** Registers the generated [match, build] of a node (a named rule, or a whole-input root). */
export const useGenerated = (node: Node, match: Fn, build: Fn): void => {
  generatedFns.set(node, [match, build])
}

/** A node's match and build functions. */
export interface Interpreter {
  readonly matcherOf: (n: Node) => Fn
  readonly builderOf: (n: Node) => Fn
}

/**
 * An interpreter: closures made once per node and kept. `linked` ones run a
 * node's generated functions where it has them; the other kind never does
 * (specs check one against the other).
 */
const interpreter = (linked: boolean): Interpreter => {
  const matchers = new WeakMap<Node, Fn>()
  const builders = new WeakMap<Node, Fn>()
  const matcherOf = (n: Node): Fn => {
    let f = matchers.get(n)
    if (f === undefined) {
      f = (linked ? generatedFns.get(n)?.[0] : undefined) ?? compileMatch(n, matcherOf)
      matchers.set(n, f)
    }
    return f
  }
  const builderOf = (n: Node): Fn => {
    let f = builders.get(n)
    if (f === undefined) {
      f = (linked ? generatedFns.get(n)?.[1] : undefined) ?? (buildsNothingInside(n) ? compileSpanBuild(n, matcherOf) : compileBuild(n, matcherOf, builderOf))
      builders.set(n, f)
    }
    return f
  }
  return { matcherOf, builderOf }
}

/** The interpreter the package runs: generated functions where a node has them, closures elsewhere. */
export const { matcherOf, builderOf } = interpreter(true)

/** The interpreter alone, never running generated code (for specs that compare the back ends). */
export const closuresOnly: Interpreter = interpreter(false)

const scanState = { count: 0, broken: 0 }

const compileMatch = (n: Node, matcherOf: (n: Node) => Fn): Fn => {
  switch (n.k) {
    case 'empty':
      return (_input, i) => i
    case 'end':
      return (input, i) => (i >= input.length ? i : -1)
    case 'literal': {
      const wants = Array.from(n.text, (c) => asciiLower(c.charCodeAt(0)))
      return (input, i) => {
        for (let k = 0; k < wants.length; k++) if (asciiLower(input.charCodeAt(i + k)) !== wants[k]) return -1
        return i + wants.length
      }
    }
    case 'terminal': {
      const length = n.length
      return (input, i) => {
        const r = length(input, i)
        return r < 0 ? -1 : i + r
      }
    }
    case 'class': {
      const { cls, min, max } = n
      return (input, i) => {
        const p = scan(cls, input, i, max, scanState)
        return scanState.count < min ? -1 : p
      }
    }
    case 'notClass': {
      const cls = n.cls
      return (input, i) => (input.charCodeAt(i) === 0x25 && cls.pct ? -1 : elementAt(cls, input, i) === 0 ? i : -1)
    }
    case 'call': {
      let target: Fn | null = null
      const node = n
      return (input, i) => (target ??= matcherOf(node.target))(input, i)
    }
    default:
      // Called with two arguments, the third is undefined, as a Walker<undefined> expects.
      return structure(n, matcherOf) as Fn
  }
}

/**
 * The match of the structural kinds (seq, alt, longest, optional, repeat) over
 * the functions of their parts, shared by the interpreter and the explainer
 * (explain.ts), so that each kind means the same in both.
 */
export const structure = <X = undefined>(n: Node, recurse: (n: Node) => Walker<X> | Fn): Walker<X> => {
  switch (n.k) {
    case 'seq': {
      const parts = n.parts.map(recurse)
      return (input, i, x) => {
        for (let k = 0; k < parts.length && i >= 0; k++) i = parts[k](input, i, x)
        return i
      }
    }
    case 'alt': {
      const parts = n.parts.map(recurse)
      return (input, i, x) => {
        for (const part of parts) {
          const r = part(input, i, x)
          if (r >= 0) return r
        }
        return -1
      }
    }
    case 'longest': {
      const parts = n.parts.map(recurse)
      return (input, i, x) => {
        let best = -1
        for (const part of parts) {
          const r = part(input, i, x)
          if (r > best) best = r
        }
        return best
      }
    }
    case 'optional': {
      const part = recurse(n.part)
      return (input, i, x) => {
        const r = part(input, i, x)
        return r < 0 ? i : r
      }
    }
    case 'repeat': {
      const part = recurse(n.part)
      const { min, max } = n
      // The loop the generated code runs too (shared.ts's `repeat`): an empty iteration ends it, counting as far as min needs (ir.ts).
      const step = (input: string, i: number, _v: unknown, x: X): number => part(input, i, x)
      return (input, i, x) => repeat(input, i, undefined, x, step, min, max)
    }
    default:
      throw new TypeError(`not a structural node: ${n.k}`)
  }
}

/** Build for nodes whose action needs only the span (text, value, span). */
const compileSpanBuild = (n: Node, matcherOf: (n: Node) => Fn): Fn => {
  const match = matcherOf(n)
  const action = n.action!
  return (input, i) => {
    const r = match(input, i)
    if (r >= 0) box.value = applyAction(action, input, i, r, [])
    return r
  }
}

/** Build with the node's own value, then its action (if any) applied to it. */
const compileBuild = (n: Node, matcherOf: (n: Node) => Fn, builderOf: (n: Node) => Fn): Fn => {
  const own = ownBuild(n, matcherOf, builderOf)
  const action = n.action
  if (action === undefined) return own
  if (n.k === 'seq') return own // a seq's action takes its parts' values: ownBuild applies it
  return (input, i) => {
    const r = own(input, i)
    if (r >= 0) box.value = applyAction(action, input, i, r, [box.value])
    return r
  }
}

const ownBuild = (n: Node, matcherOf: (n: Node) => Fn, builderOf: (n: Node) => Fn): Fn => {
  switch (n.k) {
    case 'empty':
    case 'end':
    case 'notClass': {
      const match = matcherOf(n)
      return (input, i) => {
        const r = match(input, i)
        if (r >= 0) box.value = null
        return r
      }
    }
    case 'literal':
    case 'terminal':
    case 'class': {
      const match = matcherOf(n)
      return (input, i) => {
        const r = match(input, i)
        if (r >= 0) box.value = input.slice(i, r)
        return r
      }
    }
    case 'seq': {
      const action = n.action
      const pick = action?.k === 'pick' ? action.index : -1
      const parts = n.parts.map((part, k) => (pick < 0 || k === pick ? builderOf(part) : matcherOf(part)))
      return (input, start) => {
        const values = new Array<unknown>(parts.length)
        let i = start
        for (let k = 0; k < parts.length; k++) {
          i = parts[k](input, i)
          if (i < 0) return -1
          if (pick < 0 || k === pick) values[k] = box.value
        }
        box.value = action === undefined ? values : applyAction(action, input, start, i, values)
        return i
      }
    }
    case 'alt':
      // The first part that matches has left its value in the box: the match is the build.
      return structure(n, builderOf) as Fn
    case 'longest': {
      const parts = n.parts.map(builderOf)
      return (input, i) => {
        let best = -1
        let value: unknown = null
        for (const part of parts) {
          const r = part(input, i)
          if (r > best) {
            best = r
            value = box.value
          }
        }
        box.value = value
        return best
      }
    }
    case 'optional': {
      const part = builderOf(n.part)
      return (input, i) => {
        const r = part(input, i)
        if (r >= 0) return r
        box.value = null
        return i
      }
    }
    case 'repeat': {
      const part = builderOf(n.part)
      const { min, max } = n
      return (input, i) => {
        const values: unknown[] = []
        while (values.length < max) {
          const r = part(input, i)
          if (r < 0) break
          if (r === i) {
            // An empty iteration ends the loop, counting as far as min needs (ir.ts).
            while (values.length < min) values.push(box.value)
            break
          }
          i = r
          values.push(box.value)
        }
        if (values.length < min) return -1
        box.value = values
        return i
      }
    }
    case 'call': {
      let target: Fn | null = null
      const node = n
      return (input, i) => (target ??= builderOf(node.target))(input, i)
    }
  }
}
