// Runs compiled examples as a user's Node runs them (spec/support/packed.ts's runModules):
// `node run-modules.mjs job.json`. The job names the module system, the modules in order,
// the export of each to await and what each must print. Each module is loaded by import()
// under ESM (so Node's ESM resolver judges every specifier: no directory imports, no
// subpath the package does not export) or by require under CommonJS. The failures go to
// the job's `out` file as JSON: one line per module that threw, crashed, hung or printed
// other than the docs show.
import * as fs from 'node:fs'
import { createRequire } from 'node:module'
import { pathToFileURL } from 'node:url'

const job = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'))
const require = createRequire(import.meta.url)
const load = (file) => (job.system === 'esm' ? import(pathToFileURL(file).href) : Promise.resolve(require(file)))
/** A module's promise that never settles would hang the run: it fails after this long. */
const PATIENCE_MS = 60_000

const failures = []
let current = '(before the first module)'
// A promise a module leaves behind that rejects, or a throw in a callback, belongs to the module running.
process.on('unhandledRejection', (e) => failures.push(`${current}: unhandled rejection: ${e?.stack ?? e}`))
process.on('uncaughtException', (e) => failures.push(`${current}: uncaught exception: ${e?.stack ?? e}`))

const log = console.log
for (const run of job.runs) {
  current = run.name
  const printed = []
  console.log = (...xs) => void printed.push(xs.map(String).join(' '))
  try {
    const exported = await load(run.file)
    if (run.awaits !== undefined) {
      const value = exported[run.awaits] ?? exported.default?.[run.awaits]
      let timer
      const hung = new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`${run.awaits} did not settle in ${PATIENCE_MS / 1000} s`)), PATIENCE_MS)
      })
      try {
        await Promise.race([typeof value === 'function' ? value() : value, hung])
      } finally {
        clearTimeout(timer)
      }
    }
    if (typeof run.prints === 'string' && `${printed.join('\n')}\n` !== run.prints) failures.push(`${run.name}: prints:\n${printed.join('\n')}\nbut the docs show:\n${run.prints}`)
  } catch (e) {
    failures.push(`${run.name}: ${e?.code === undefined ? '' : `${e.code}: `}${e?.message ?? e}`)
  } finally {
    console.log = log
  }
}
current = '(after the last module)'
const collected = job.collect === undefined ? [] : ((await load(job.collect.file))[job.collect.name] ?? [])
fs.writeFileSync(job.out, JSON.stringify({ failures, collected }))
// Servers and timers an example leaves open must not keep the run alive.
process.exit(0)
