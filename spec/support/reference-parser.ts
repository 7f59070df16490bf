/**
 * A reference for the back ends: each IR node as a parser built from
 * parsimmon's own combinators (`seq`, `alt`, `times`) the way the grammar was
 * written before it had an IR, with the primitives' replies made by hand so
 * that, like parsimmon's, they carry the furthest position looked at even on
 * success. It shares nothing with the back ends but the IR, the class
 * membership test and the action definitions. Being a reference, it reads
 * parsimmon's reply fields and calls its private `_`; the package does not
 * (src/grammar/parsimmon.ts).
 */
import P from 'parsimmon'
import { applyAction, type Node } from '../../src/grammar/ir.ts'
import { elementAt } from '../../src/grammar/shared.ts'
import { byReadingOrder, chosenPath, commonPrefix } from '../../src/grammar/explain.ts'

interface Reply {
  status: boolean
  index: number
  value: unknown
  furthest: number
  expected: string[]
}

const run = (p: P.Parser<unknown>, input: string, i: number): Reply => (p as unknown as { _: (input: string, i: number) => Reply })._(input, i)
const ok = (index: number, value: unknown, furthest: number, expected: readonly string[]): Reply => ({ status: true, index, value, furthest, expected: expected.slice() })
const fail = (furthest: number, expected: readonly string[]): Reply => ({ status: false, index: -1, value: null, furthest, expected: expected.slice() })
const raw = (f: (input: string, i: number) => Reply): P.Parser<unknown> => P(f as unknown as (input: string, i: number) => P.Reply<unknown>)

/** parsimmon's merge of two replies' reports: the later position wins, ties join. */
const merge = (r: Reply, last: Reply | null): Reply => {
  if (last === null || r.furthest > last.furthest) return r
  const expected = r.furthest === last.furthest ? [...new Set([...r.expected, ...last.expected])] : last.expected
  return { ...r, furthest: last.furthest, expected }
}

interface Trace {
  readonly stack: string[]
  furthest: number
  path: readonly string[]
  emptyPath: readonly string[] | null
}
let trace: Trace | null = null

const cache = new WeakMap<Node, P.Parser<unknown>>()

/** The reference parser of a node. */
export const referenceOf = (n: Node): P.Parser<unknown> => {
  let p = cache.get(n)
  if (p === undefined) {
    // Named rules may recur: the parser is looked up when it first runs.
    let inner: P.Parser<unknown> | null = null
    p = raw((input, i) => run((inner ??= withAction(n, make(n))), input, i))
    cache.set(n, p)
  }
  return p
}

const withAction = (n: Node, p: P.Parser<unknown>): P.Parser<unknown> => {
  const a = n.action
  if (a === undefined) return p
  return raw((input, i) => {
    const r = run(p, input, i)
    if (!r.status) return r
    const values = n.k === 'seq' ? (r.value as unknown[]) : [r.value]
    return { ...r, value: applyAction(a, input, i, r.index, values) }
  })
}

const make = (n: Node): P.Parser<unknown> => {
  switch (n.k) {
    case 'empty':
      return P.succeed(null)
    case 'end':
      return raw((input, i) => (i >= input.length ? ok(i, null, -1, []) : fail(i, ['end of input'])))
    case 'literal':
      return raw((input, i) => {
        for (let k = 0; k < n.text.length; k++) {
          if (input.charAt(i + k).toLowerCase() !== n.text.charAt(k).toLowerCase()) return fail(i + k, [JSON.stringify(n.text[k])])
        }
        return ok(i + n.text.length, input.slice(i, i + n.text.length), -1, [])
      })
    case 'terminal':
      return raw((input, i) => {
        const len = n.length(input, i)
        if (len < 0) return fail(i, n.expected)
        const more = n.grows(input, i, len)
        return ok(i + len, input.slice(i, i + len), more ? i + len : -1, more ? n.expected : [])
      })
    case 'class':
      return raw((input, start) => {
        let i = start
        let count = 0
        for (;;) {
          if (count === n.max) return ok(i, input.slice(start, i), -1, [])
          const e = elementAt(n.cls, input, i)
          if (e < 0) return count < n.min ? fail(i - e, ['HEXDIG']) : ok(i, input.slice(start, i), i - e, ['HEXDIG'])
          if (e === 0) return count < n.min ? fail(i, n.cls.expected) : ok(i, input.slice(start, i), i, n.cls.expected)
          i += e
          count++
        }
      })
    case 'notClass':
      return raw((input, i) => ((input.charAt(i) === '%' && n.cls.pct) || elementAt(n.cls, input, i) !== 0 ? fail(i, []) : ok(i, null, -1, [])))
    case 'seq':
      return P.seq(...n.parts.map(referenceOf))
    case 'alt':
      return P.alt(...n.parts.map(referenceOf))
    case 'optional':
      return P.alt(referenceOf(n.part), P.succeed(null))
    case 'longest': {
      const parts = n.parts.map(referenceOf)
      return raw((input, i) => {
        let best: Reply | null = null
        let report: Reply | null = null
        for (const part of parts) {
          const r = run(part, input, i)
          report = merge(fail(r.furthest, r.expected), report)
          if (r.status && (best === null || r.index > best.index)) best = r
        }
        return best === null ? report! : merge(ok(best.index, best.value, -1, []), report)
      })
    }
    case 'repeat': {
      // Greedy; an empty iteration ends the loop and counts only as far as min needs (ir.ts).
      const part = referenceOf(n.part)
      return raw((input, start) => {
        let i = start
        const values: unknown[] = []
        let report: Reply | null = null
        while (values.length < n.max) {
          const r = run(part, input, i)
          report = merge(fail(r.furthest, r.expected), report)
          if (!r.status) break
          if (r.index === i) {
            while (values.length < n.min) values.push(r.value)
            break
          }
          i = r.index
          values.push(r.value)
        }
        return values.length < n.min ? report! : merge(ok(i, values, -1, []), report)
      })
    }
    case 'call': {
      const name = n.name
      const target = referenceOf(n.target)
      return raw((input, i) => {
        const t = trace
        if (t === null) return run(target, input, i)
        t.stack.push(name)
        const r = run(target, input, i)
        if (r.furthest > t.furthest) {
          t.furthest = r.furthest
          t.path = []
          t.emptyPath = null
        }
        if (r.furthest === t.furthest && r.furthest >= 0) {
          if (i < r.furthest) {
            if (t.stack.length > t.path.length) t.path = t.stack.slice()
          } else t.emptyPath = t.emptyPath === null ? t.stack.slice() : commonPrefix(t.emptyPath, t.stack)
        }
        t.stack.pop()
        return r
      })
    }
  }
}

/** The reference's reply at 0: the end of the match (or -1), its value, and its furthest report. */
export const referenceRun = (n: Node, input: string): { end: number; value: unknown; furthest: number; expected: readonly string[] } => {
  const r = run(referenceOf(n), input, 0)
  return { end: r.status ? r.index : -1, value: r.status ? r.value : undefined, furthest: r.furthest, expected: [...r.expected].sort(byReadingOrder) }
}

/** The outcome of running a rule over a whole input. */
export type Outcome =
  | { readonly ok: true; readonly value: unknown }
  | { readonly ok: false; readonly offset: number; readonly expected: readonly string[]; readonly rulePath: readonly string[] }

/** The reference explanation of a whole input (the node of a whole-input rule), with the rule path. */
export const referenceExplain = (n: Node, input: string): Outcome => {
  const t: Trace = { stack: [], furthest: -1, path: [], emptyPath: null }
  trace = t
  let r: Reply
  try {
    r = run(referenceOf(n), input, 0)
  } finally {
    trace = null
  }
  if (r.status && r.index === input.length) return { ok: true, value: r.value }
  return { ok: false, offset: r.furthest, expected: [...r.expected].sort(byReadingOrder), rulePath: t.furthest === r.furthest ? chosenPath(t.path, t.emptyPath) : [] }
}
