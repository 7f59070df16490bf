/**
 * Running a rule of another grammar (a URI Template, a scheme's URI, a header)
 * over a whole input, without parsimmon: the interpreter builds the value, and
 * on a failure the explainer says where and why. The same two back ends
 * `parseWith` runs for RFC 3986's rules, so offsets are exact the same way.
 */
import { atTheEnd, explainNode, type Explanation } from './explain.ts'
import { builderOf } from './interpret.ts'
import { endOfInput, irOf, skip, type Rule } from './internal.ts'
import { box } from './shared.ts'

/** The outcome of a whole-input run: the value, or why the input is not accepted. */
export type WholeResult<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly explanation: Explanation }

/** A rule followed by the end of input, as a function from input to outcome. */
export const runWhole = <T>(r: Rule<T>): ((input: string) => WholeResult<T>) => {
  const node = irOf(skip(r, endOfInput))
  const build = builderOf(node)
  return (input) => {
    if (build(input, 0) === input.length) return { ok: true, value: box.value as T }
    return { ok: false, explanation: explainNode(node, input) ?? atTheEnd(input) }
  }
}
