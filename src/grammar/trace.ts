/**
 * Rule names, and the trace that explains a failure: which rules, outermost
 * first, were being matched where the input went wrong.
 */
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

const commonPrefix = (a: readonly string[], b: readonly string[]): readonly string[] => {
  let n = 0
  while (n < a.length && n < b.length && a[n] === b[n]) n++
  return a.slice(0, n)
}

/**
 * Names a rule after its ABNF rule. While a failure is being explained (see
 * `runWhole`), it records the deepest chain of rules that reached the furthest
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

/** Rule names first, then quoted characters, then end of input (expectations are distinct: no ties). */
const byReadingOrder = (a: string, b: string): number => rank(a) - rank(b) || (a < b ? -1 : 1)
const rank = (e: string): number => (e === 'end of input' ? 2 : e.startsWith('"') ? 1 : 0)

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
  return { ok: false, offset: r.furthest, expected, rulePath: t.furthest === r.furthest ? chosenPath(t) : [] }
}
