/** Whether the three forms of a rule (generated, closures, parsimmon) agree on an input. */
import P from 'parsimmon'
import { lastBuilt, type Rule } from '../../src/grammar/internal.ts'

/** The parsimmon parser's end of match at 0 and its value, or -1. */
export const reference = (rule: Rule<unknown>, s: string): { end: number; value: unknown } => {
  const r = P.seq(rule, P.index).skip(P.all).parse(s)
  return r.status ? { end: r.value[1].offset, value: r.value[0] } : { end: -1, value: undefined }
}

/** Plain data of a value (Path nodes included), to compare values built different ways. */
const plain = (v: unknown): unknown => JSON.parse(JSON.stringify(v, (_k, x) => (x && typeof x === 'object' && 'segments' in x && !Array.isArray(x) ? { ...x, segments: x.segments } : x)))

export const agree = (rule: Rule<unknown>, s: string): boolean => {
  const want = reference(rule, s)
  const generated = rule.match(s, 0)
  const closure = rule.closures.match(s, 0)
  if (generated !== want.end || closure !== want.end) return false
  const built = rule.build(s, 0)
  const builtValue = built >= 0 ? plain(lastBuilt()) : undefined
  const viaClosure = rule.closures.build(s, 0)
  const closureValue = viaClosure >= 0 ? plain(lastBuilt()) : undefined
  if (built !== want.end || viaClosure !== want.end) return false
  if (want.end < 0) return true
  const expected = plain(want.value)
  return JSON.stringify(builtValue) === JSON.stringify(expected) && JSON.stringify(closureValue) === JSON.stringify(expected)
}

