/**
 * The whole-input rules (each rule followed by the end of input): the roots of
 * the generated code. Loading this module links the generated functions to the
 * IR nodes they were generated from (the roots and every named rule they reach),
 * so the default grammar's parsimmon parsers and interpreter run the generated
 * code. `parse` itself reads generated.ts and explain.ts, not these.
 */
import * as generated from './generated.ts'
import { useGenerated } from './interpret.ts'
import { endOfInput, irOf, skip, type Rule } from './internal.ts'
import { namedRules } from './ir.ts'
import { absoluteURI, relativeRef, URI, URIReference } from './reference.ts'

const whole = <T>(p: Rule<T>): Rule<T> => skip(p, endOfInput)

/** The whole-input rules, by their ABNF names. */
export const wholeRules = {
  'URI-reference': whole(URIReference),
  URI: whole(URI),
  'absolute-URI': whole(absoluteURI),
  'relative-ref': whole(relativeRef),
}

/** The roots of the generated code (`npm run generate`), with the names their functions are exported under. */
export const ROOTS: readonly (readonly [string, Rule<unknown>])[] = [
  ['URIReference', wholeRules['URI-reference']],
  ['URI', wholeRules.URI],
  ['AbsoluteURI', wholeRules['absolute-URI']],
  ['RelativeRef', wholeRules['relative-ref']],
]

type Fn = (input: string, i: number) => number
const g = generated as unknown as Readonly<Record<string, Fn>> & { NAMED: Readonly<Record<string, readonly [Fn, Fn]>> }
for (const [name, root] of ROOTS) {
  const node = irOf(root)
  if (typeof g[`matchWhole${name}`] === 'function') useGenerated(node, g[`matchWhole${name}`], g[`buildWhole${name}`])
  for (const [ruleName, call] of namedRules(node)) {
    const pair = Object.prototype.hasOwnProperty.call(g.NAMED, ruleName) ? g.NAMED[ruleName] : undefined
    if (pair !== undefined) useGenerated(call, pair[0], pair[1])
  }
}
