/**
 * Run by no-codegen.spec.ts in a process of its own, started with
 * `node --disallow-code-generation-from-strings` (what a Content-Security-Policy
 * without 'unsafe-eval' does to a page): every rule's back ends must agree
 * with the reference parser, the whole-input rules and the named rules must run on the
 * generated functions (not on their slower closures), and parsing must give the
 * answers of the RFC tables. Prints one JSON summary for the spec to compare
 * with the same run without the flag.
 */
import * as fc from 'fast-check'
import * as E from 'fp-ts/lib/Either.js'
import * as grammar from '../../src/grammar/index.ts'
import { wholeRules } from '../../src/grammar/entry.ts'
import { irOf } from '../../src/grammar/internal.ts'
import { closuresOnly, matcherOf } from '../../src/grammar/interpret.ts'
import { isValid, parse, serialize, type UriReference } from '../../src/index.ts'
import { anyString } from '../generators.ts'
import { ILLUSTRATIONS, RFC_EXAMPLES } from '../rfc-examples.ts'
import { agree, rulesOf } from './agree.ts'
import { INPUTS, RULES } from './combinator-rules.ts'

let evalWorks = true
try {
  new Function('return 1')()
} catch {
  evalWorks = false
}

const rules = rulesOf({ ...grammar, ...wholeRules })
for (const [name, rule] of rules) {
  fc.assert(
    fc.property(anyString, (s) => agree(rule, s)),
    { numRuns: 400, seed: 12 },
  )
  if (name in wholeRules && matcherOf(irOf(rule)) === closuresOnly.matcherOf(irOf(rule))) throw new Error(`${name}: the generated function should be the one installed`)
}
for (const [name, rule] of Object.entries(RULES)) for (const s of INPUTS) if (!agree(rule, s)) throw new Error(`${name} disagrees on ${JSON.stringify(s)}`)

const tables = [...Object.values(RFC_EXAMPLES).flat(), ...ILLUSTRATIONS].map(([input]) => input)
const answers = tables.map((s) => {
  const r = parse(s)
  return E.isRight(r) ? serialize(r.right as UriReference) : `error at ${r.left.offset}`
})
const generated = fc
  .sample(anyString, { numRuns: 2000, seed: 7 })
  .map((s) => (isValid(s) ? 1 : 0))
  .join('')
process.stdout.write(JSON.stringify({ evalWorks, rules: rules.length, answers, generated }) + '\n')
