/**
 * The harness of the heavy memory specs: each case runs once in a child
 * process of its own (so one case's garbage does not count against the next),
 * which builds the input, runs the call, and prints the input's size in bytes
 * (as the engine holds it) and how far the process's peak memory grew past
 * what it held before the call. The spec side starts one child per case and
 * holds the growth under its bound (ten times the input unless a case says why
 * not).
 */
import { expect } from 'chai'
import { execFileSync } from 'node:child_process'
import * as path from 'node:path'

/** One case: the input for n bytes, its size in bytes (default: one per code unit), and the call, which answers 'Right' when it succeeds (a tag of its result). */
export interface MemoryCase {
  readonly input: (n: number) => string
  readonly bytes?: (s: string) => number
  readonly run: (s: string) => string
}

/** Size of a string with non-Latin-1 characters as the engine holds it: two bytes per code unit. */
export const twoByteString = (s: string): number => 2 * s.length

/** The child's side: run the case named on the command line (`CHILD CASE MEGABYTES`) and print what it measured. */
export const runMemoryChild = (cases: Readonly<Record<string, MemoryCase>>): void => {
  const [name, megabytes] = process.argv.slice(2)
  const c = cases[name]
  if (c === undefined) throw new Error(`no case ${name}`)
  const input = c.input(Number(megabytes) * 1e6)
  ;(globalThis as { gc?: () => void }).gc?.()
  const before = process.memoryUsage().rss
  const tag = c.run(input)
  const peak = process.resourceUsage().maxRSS * 1024
  process.stdout.write(JSON.stringify({ tag, inputBytes: (c.bytes ?? ((s: string) => s.length))(input), grownBytes: Math.max(0, peak - before) }) + '\n')
}

/** The spec's side: one test per case, each in its own child process of `child`, which must answer a success within its bound (default ten times the input). */
export const describeMemory = (title: string, child: string, cases: Readonly<Record<string, MemoryCase>>, bounds: Readonly<Record<string, number>> = {}, megabytes = 50): void => {
  describe(title, () => {
    for (const name of Object.keys(cases)) {
      it(name, () => {
        const out = execFileSync(process.execPath, ['--expose-gc', '--max-old-space-size=4096', '-r', 'ts-node/register/transpile-only', child, name, String(megabytes)], {
          encoding: 'utf8',
          maxBuffer: 1 << 20,
          cwd: path.resolve(__dirname, '../..'),
        })
        const { tag, inputBytes, grownBytes } = JSON.parse(out) as { tag: string; inputBytes: number; grownBytes: number }
        expect(tag).to.equal('Right')
        expect(grownBytes / inputBytes, `${(grownBytes / 1e6).toFixed(0)} MB for ${(inputBytes / 1e6).toFixed(0)} MB`).to.be.below(bounds[name] ?? 10)
      })
    }
  })
}
