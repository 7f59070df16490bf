/**
 * Run by no-codegen.spec.ts in a process of its own: forbid generated code
 * (as a Content-Security-Policy without 'unsafe-eval' would) before any rule
 * runs, then check that every rule, now on its closures, agrees with the
 * parsimmon grammar. Exits 1 on the first disagreement.
 */
import { forbidCodeGeneration } from '../../src/grammar/compile.ts'
forbidCodeGeneration()

import * as fc from 'fast-check'
import * as E from 'fp-ts/lib/Either.js'
import * as grammar from '../../src/grammar/index.ts'
import { wholeRules } from '../../src/grammar/entry.ts'
import type { Rule } from '../../src/grammar/internal.ts'
import { isValid, parse } from '../../src/index.ts'
import { anyString } from '../generators.ts'
import { agree } from './agree.ts'
import { INPUTS, RULES } from './combinator-rules.ts'

const rules = [...Object.entries(grammar), ...Object.entries(wholeRules)].filter(([, r]) => typeof (r as Rule<unknown>).match === 'function') as [string, Rule<unknown>][]
for (const [name, rule] of rules) {
  fc.assert(fc.property(anyString, (s) => agree(rule, s)), { numRuns: 400, seed: 12 })
  if (rule.match !== rule.closures.match) throw new Error(`${name}: the closure twin should be the one installed`)
}
for (const [name, rule] of Object.entries(RULES)) for (const s of INPUTS) if (!agree(rule, s)) throw new Error(`${name} disagrees on ${JSON.stringify(s)}`)
const r = parse('http://[::1]:80/a?b#c')
if (!E.isRight(r) || r.right.authority?.host._tag !== 'IPv6' || !isValid('a:b') || isValid('a b')) throw new Error('parse without generated code')
process.stdout.write(`no-codegen: ${rules.length} passed, 0 failed\n`)
