/**
 * Whether the back ends agree on a rule and an input: the generated code (where
 * the rule reaches it), the interpreter alone, the parsimmon parser and the
 * explainer, each against the reference parser (spec/support/reference-parser.ts):
 * the same end of match and value, and (parsimmon parser and explainer) the
 * same furthest report, on success as on failure.
 */
import P from 'parsimmon'
import { byReadingOrder, reach } from '../../src/grammar/explain.ts'
import { builderOf, closuresOnly, matcherOf, type Fn } from '../../src/grammar/interpret.ts'
import { irOf, type Rule } from '../../src/grammar/internal.ts'
import { box } from '../../src/grammar/shared.ts'
import { referenceRun } from '../support/reference-parser.ts'

/** Plain data of a value, to compare values built different ways. */
const plain = (v: unknown): string => JSON.stringify(v)

/**
 * The parsimmon parser at 0: its end of match and value, and what its reply
 * reports, seen as an embedding grammar sees it: the error of the rule followed
 * by a parser that always fails (`P.fail('stop')`), "stop" left out.
 */
export const viaParsimmon = (rule: Rule<unknown>, s: string): { end: number; value: unknown; at: number; expected: readonly string[] } => {
  const reply = P.seq(rule, P.index).skip(P.all).parse(s)
  const probe = rule.skip(P.fail('stop')).parse(s)
  const at = probe.status ? -1 : probe.index.offset
  const expected = probe.status ? [] : probe.expected.filter((e) => e !== 'stop').sort(byReadingOrder)
  return reply.status ? { end: reply.value[1].offset, value: reply.value[0], at, expected } : { end: -1, value: undefined, at, expected }
}

const built = (build: Fn, s: string): { end: number; value: string } => {
  const end = build(s, 0)
  return { end, value: end >= 0 ? plain(box.value) : '' }
}

/** Which back end disagrees with the reference on `s`, or null when all agree. */
export const disagreement = (rule: Rule<unknown>, s: string): string | null => {
  const node = irOf(rule)
  const want = referenceRun(node, s)
  const value = want.end >= 0 ? plain(want.value) : ''
  const checks: [string, number, string | null][] = [
    ['generated match', matcherOf(node)(s, 0), null],
    ['closures match', closuresOnly.matcherOf(node)(s, 0), null],
    ['explainer', reach(node, s, 0).end, null],
  ]
  const g = built(builderOf(node), s)
  checks.push(['generated build', g.end, g.value])
  const c = built(closuresOnly.builderOf(node), s)
  checks.push(['closures build', c.end, c.value])
  const p = viaParsimmon(rule, s)
  checks.push(['parsimmon', p.end, p.end >= 0 ? plain(p.value) : ''])
  for (const [name, end, v] of checks) {
    if (end !== want.end) return `${name}: end ${end}, reference ${want.end}`
    if (v !== null && v !== value) return `${name}: value ${v}, reference ${value}`
  }
  // What an embedding grammar sees: the rule's furthest report, or where it ended when that is further.
  const seen =
    want.end >= 0 && want.furthest < want.end
      ? { at: want.end, expected: [] }
      : want.end >= 0 && want.furthest === want.end
        ? { at: want.end, expected: want.expected }
        : { at: want.furthest, expected: want.expected }
  if (plain({ at: p.at, expected: p.expected }) !== plain(seen)) return `parsimmon report ${plain({ at: p.at, expected: p.expected })}, reference ${plain(seen)}`
  const r = reach(node, s, 0)
  const reported = { furthest: r.furthest, expected: [...r.expected].sort(byReadingOrder) }
  if (plain(reported) !== plain({ furthest: want.furthest, expected: want.expected }))
    return `explainer report ${plain(reported)}, reference ${plain({ furthest: want.furthest, expected: want.expected })}`
  return null
}

export const agree = (rule: Rule<unknown>, s: string): boolean => disagreement(rule, s) === null

/** The rules among a module's exports. */
export const rulesOf = (module: Readonly<Record<string, unknown>>): [string, Rule<unknown>][] =>
  Object.entries(module).filter(([, r]) => {
    try {
      irOf(r as Rule<unknown>)
      return true
    } catch {
      return false
    }
  }) as [string, Rule<unknown>][]
