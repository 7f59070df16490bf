/**
 * `npm run fuzz`: the properties of spec/properties.spec.ts over a long run
 * (a million inputs by default) with a fresh seed each time, printed so a
 * failure can be replayed:
 *
 *   FUZZ_RUNS=5000000 FUZZ_SEED=1234 npm run fuzz
 */
import * as E from 'fp-ts/lib/Either.js'
import * as fc from 'fast-check'
import { normalize, parse, parseURI, resolve, serialize, toComponents, type Uri } from '../src/index.ts'
import { anyString, ENTRIES } from './generators.ts'
import { oracleAccepts, viablePrefixLength } from './oracle/abnf.ts'
import { agreesWithOracle } from './resolve/oracle.ts'

const runs = Number(process.env.FUZZ_RUNS ?? 1_000_000)
const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31)
const BASE_TEXT = 'http://a/b/c/d;p?q'
const BASE = (parseURI(BASE_TEXT) as E.Right<Uri>).right

let done = 0
const started = Date.now()
const property = fc.property(anyString, (s) => {
  if (++done % 100_000 === 0) process.stderr.write(`${done.toLocaleString('en-US')} inputs, ${((Date.now() - started) / 1000).toFixed(0)} s\n`)
  for (const [rule, p] of ENTRIES) {
    const r = p(s)
    if (E.isRight(r) !== oracleAccepts(rule, s)) return false
    if (E.isLeft(r)) {
      if (r.left.offset !== viablePrefixLength(rule, s)) return false
    } else {
      if (serialize(r.right) !== s) return false
      const n = serialize(normalize(r.right))
      const again = parse(n)
      if (E.isLeft(again) || serialize(normalize(again.right)) !== n) return false
      if (rule === 'URI-reference') {
        const t = resolve(BASE)(r.right)
        const parts = { ...toComponents(t), authority: t.authority?.raw ?? null, path: t.path.raw }
        if (!agreesWithOracle(parts, BASE_TEXT, s)) return false
      }
    }
  }
  return true
})

process.stderr.write(`fuzzing ${runs.toLocaleString('en-US')} inputs with seed ${seed}\n`)
fc.assert(property, { numRuns: runs, seed })
process.stdout.write(`fuzz: ${runs} passed, 0 failed (seed ${seed})\n`)
