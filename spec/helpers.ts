/** Helpers for grammar specs: whole-input acceptance and the length of an unanchored match. */
import P from 'parsimmon'
import { expect } from 'chai'

/** True when the rule matches the whole string. */
export const accepts = (rule: P.Parser<unknown>, s: string): boolean => P.seq(rule, P.eof).parse(s).status

/** How many characters the rule consumes from the start of s, or null when it fails. */
export const consumed = (rule: P.Parser<unknown>, s: string): number | null => {
  const r = P.seq(rule, P.index).skip(P.all).parse(s)
  return r.status ? r.value[1].offset : null
}

/** Asserts that every string is accepted whole and every other one is not. */
export const acceptsAll = (rule: P.Parser<unknown>, good: readonly string[], bad: readonly string[]): void => {
  for (const s of good) expect(accepts(rule, s), `should accept ${JSON.stringify(s)}`).to.equal(true)
  for (const s of bad) expect(accepts(rule, s), `should reject ${JSON.stringify(s)}`).to.equal(false)
}

/** The value of a rule on a whole input (fails the test when the rule does not match). */
export const valueOf = <T>(rule: P.Parser<T>, s: string): T => {
  const r = P.seq(rule, P.eof).parse(s)
  if (!r.status) throw new Error(`expected ${JSON.stringify(s)} to parse`)
  return r.value[0]
}
