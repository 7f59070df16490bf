/**
 * Runs every `ts` block of the README and the docs, with the package imports
 * pointed at the sources. A block that exports a `done` promise is awaited; a
 * block followed by "prints" and a plain block must print exactly that. Values
 * are asserted in the blocks. spec/heavy/docs-typecheck.spec.ts type-checks
 * them all (`npm run test:heavy`).
 */
import * as fs from 'node:fs'
import * as path from 'node:path'
import { blocks, root, writeBlocks } from './support/docs-blocks.ts'

describe('the docs (README, guide, security, link header, forms): every example runs (type-checked by spec/heavy)', () => {
  const dir = path.join(root, 'spec', '.docs-run')
  let fileOf: (k: number) => string = () => ''
  before(() => {
    fileOf = writeBlocks(dir)
  })
  after(() => fs.rmSync(dir, { recursive: true, force: true }))

  it('has examples', () => {
    if (blocks.length < 14) throw new Error(`only ${blocks.length} examples found`)
  })

  it('asserts printed output where the docs show it', () => {
    if (blocks.filter((b) => b.prints !== undefined).length < 1) throw new Error('no "prints" block found')
  })

  blocks.forEach(({ doc, code, prints }, k) => {
    const title = code.split('\n').find((l) => !l.startsWith('import') && l.trim() !== '') ?? ''
    it(`${doc} example ${k + 1}: ${title.trim().slice(0, 60)}`, async () => {
      const printed: string[] = []
      const log = console.log
      if (prints !== undefined) console.log = (...xs: unknown[]) => void printed.push(xs.map(String).join(' '))
      try {
        const exported = require(fileOf(k)) as { done?: Promise<unknown> }
        await exported.done
      } finally {
        console.log = log
      }
      if (prints !== undefined && printed.join('\n') + '\n' !== prints) throw new Error(`prints:\n${printed.join('\n')}\nbut the docs show:\n${prints}`)
    })
  })
})
