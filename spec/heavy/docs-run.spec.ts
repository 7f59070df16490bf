/**
 * Every `ts` block of the README and the docs runs as a user's Node runs it,
 * against the packed package (spec/support/packed.ts): compiled to JavaScript
 * as it stands, then loaded as an ES module (package.json `"type": "module"`)
 * and as CommonJS. spec/docs.spec.ts runs the blocks against the sources
 * through the test loader, which is CommonJS and resolves what Node's ES
 * module resolver refuses; and the type check (docs-typecheck) accepts
 * `fp-ts/Either`, a directory that Node will not import as an ES module
 * (ERR_UNSUPPORTED_DIR_IMPORT). Here such an import, or a subpath the package
 * does not export, fails. A block that exports a `done` promise is awaited; a
 * block followed by "prints" must print exactly that.
 */
import * as fs from 'node:fs'
import * as path from 'node:path'
import { blocks, root } from '../support/docs-blocks.ts'
import { runModules, unpackInto, writeProject } from '../support/packed.ts'

describe('the docs (README and docs/): every example runs as an ES module and as CommonJS against the packed package', () => {
  // Inside the repository, so the blocks find its ajv, zod, io-ts …
  const dir = path.join(root, 'spec', '.docs-packed-run')
  before(function () {
    this.timeout(120_000)
    fs.rmSync(dir, { recursive: true, force: true })
    unpackInto(dir)
  })
  after(() => fs.rmSync(dir, { recursive: true, force: true }))

  const names = blocks.map(({ doc }, k) => `${doc} example ${k + 1}`)

  for (const system of ['esm', 'cjs'] as const) {
    it(`${system === 'esm' ? 'as ES modules' : 'as CommonJS'}: every example runs, and prints what the docs show`, function () {
      this.timeout(300_000)
      const files = writeProject(path.join(dir, system), system, new Map(blocks.map(({ code }, k) => [`example-${k + 1}`, `${code}\nexport {}\n`])))
      const report = runModules(
        system,
        blocks.map(({ prints }, k) => ({ name: names[k] ?? '', file: files.get(`example-${k + 1}`) ?? '', awaits: 'done', prints })),
      )
      console.log(`      ${system}: ${blocks.length} examples run in ${report.seconds.toFixed(1)} s`)
      if (report.failures.length > 0) throw new Error(report.failures.join('\n'))
    })
  }
})
