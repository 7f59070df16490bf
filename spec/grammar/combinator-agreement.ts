/**
 * The agreement of every back end (generated code, interpreter, parsimmon
 * parser, explainer) with the reference parser on the combinator rules of
 * combinator-rules.ts, shared by spec/grammar/internal.spec.ts (every string up
 * to length 3 and a seeded sample of length 4, in `npm test`) and
 * spec/heavy/combinators-exhaustive.spec.ts (every string up to length 4). The
 * generated back end is generated here, from the same IR, into spec/.generated/.
 */
import { expect } from 'chai'
import * as fc from 'fast-check'
import * as fs from 'node:fs'
import * as path from 'node:path'
import { isDeepStrictEqual } from 'node:util'
import { grammarModule } from '../../tools/grammar/compile.ts'
import { reach } from '../../src/grammar/explain.ts'
import { reachWith } from '../../src/grammar/report.ts'
import { useGenerated } from '../../src/grammar/interpret.ts'
import { irOf, type Rule } from '../../src/grammar/internal.ts'
import { namedRules } from '../../src/grammar/ir.ts'
import * as combinatorActions from './combinator-rules.ts'
import { INPUTS, RULES } from './combinator-rules.ts'
import { disagreement } from './agree.ts'

type Fn = (input: string, i: number) => number

/** The generated explaining function of each rule. */
const generatedExplainers = new Map<Rule<unknown>, Fn>()

/**
 * Generates the module of the combinator rules and links its functions to their nodes; gives how many
 * functions of shared parts the generated module has (tools/grammar/compile.ts).
 */
export const linkGenerated = (): number => {
  const names = Object.keys(RULES)
  const roots = names.map((name, k) => ({ name: `R${k}`, node: irOf(RULES[name]), variant: 'SPEC' }))
  const src = path.join(__dirname, '../../src/grammar')
  const here = path.join(__dirname, 'combinator-rules.ts')
  const text = grammarModule(roots, combinatorActions, {}, { paths: { actions: here, report: path.join(src, 'report.ts'), shared: path.join(src, 'shared.ts') } })
  const dir = path.join(__dirname, '../.generated')
  fs.mkdirSync(dir, { recursive: true })
  const file = path.join(dir, 'combinators.ts')
  fs.writeFileSync(file, text)
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const m = require(file) as Record<string, Fn> & { NAMED: Record<string, Record<string, readonly [Fn, Fn]>> }
  roots.forEach((root, k) => {
    generatedExplainers.set(RULES[names[k]], m[`explainWhole${root.name}`])
    useGenerated(root.node, m[`matchWhole${root.name}`], m[`buildWhole${root.name}`])
    for (const [name, call] of namedRules(root.node)) useGenerated(call, ...m.NAMED.SPEC[name])
  })
  return (text.match(/^function (?:match|explain)_\w+_part\d+\(/gm) ?? []).length
}

/** The strings of INPUTS up to length 3 (1,111; INPUTS lists them by length) and a seeded sample of 2,000 of the 10,000 of length 4. */
export const SAMPLED_INPUTS: readonly string[] = (() => {
  const short = INPUTS.filter((s) => s.length < 4)
  const four = INPUTS.filter((s) => s.length === 4)
  const [sample] = fc.sample(fc.shuffledSubarray(four, { minLength: 2_000, maxLength: 2_000 }), { numRuns: 1, seed: 4 })
  return [...short, ...sample]
})()

/** One spec per rule: every back end agrees with the reference parser on each input (run linkGenerated first). */
export const itAgreesOn = (inputs: readonly string[], what: string): void => {
  for (const [name, rule] of Object.entries(RULES)) {
    it(`${name} agrees on ${inputs.length} inputs (${what})`, () => {
      const explain = generatedExplainers.get(rule)!
      for (const s of inputs) {
        // chai only on a mismatch: building an assertion per input was half of this spec's time.
        const d = disagreement(rule, s)
        if (d !== null) expect(d, JSON.stringify(s)).to.equal(null)
        const [got, want] = [reachWith(explain, s, 0), reach(irOf(rule), s, 0)]
        if (!isDeepStrictEqual(got, want)) expect(got, `generated explainer on ${JSON.stringify(s)}`).to.deep.equal(want)
      }
    })
  }
}
