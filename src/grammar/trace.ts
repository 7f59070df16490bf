/**
 * Rule names: `rule(name, p)` makes a named rule (its own function in the
 * generated code, a `call` in its shape, a step of error rule paths). And the
 * parsimmon side of explaining a failure: `explain` runs a rule's parsimmon
 * parser with a trace of named rules. `parse` does not use it (explain.ts is
 * its explainer); it is the reference spec/grammar/explain.spec.ts checks the
 * explainer against.
 */
import { byReadingOrder, chosenPath, commonPrefix } from './explain.ts'
import { apply, named as namedRule, P, type ClassParser, type Reply, type Rule } from './internal.ts'

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
 * Names a rule after its ABNF rule. While a failure is being explained (see
 * `explain`), it records the deepest chain of rules that reached the furthest
 * failure, so an error can say "authority › host › IP-literal". The fast twins
 * are not wrapped: they never explain.
 */
export function rule(name: string, p: ClassParser): ClassParser
export function rule<T>(name: string, p: Rule<T>): Rule<T>
export function rule<T>(name: string, p: Rule<T>): Rule<T> {
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
  return namedRule(name, p, named)
}

/** The outcome of running a rule over a whole input. */
export type Outcome<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly offset: number; readonly expected: readonly string[]; readonly rulePath: readonly string[] }

/** The explanation of a failure by the parsimmon parser (the reference the explainer is checked against). */
export const explain = <T>(p: Rule<T>, input: string): Outcome<T> => {
  const t: Trace = { stack: [], furthest: -1, path: [], emptyPath: null }
  trace = t
  let r: Reply<T> & { furthest: number; expected: string[] }
  try {
    r = apply(p, input, 0) as Reply<T> & { furthest: number; expected: string[] }
  } finally {
    trace = null
  }
  if (r.status && r.index === input.length) return { ok: true, value: r.value }
  const expected = r.expected.slice().sort(byReadingOrder)
  return { ok: false, offset: r.furthest, expected, rulePath: t.furthest === r.furthest ? chosenPath(t.path, t.emptyPath) : [] }
}
