/**
 * Every `ts` block of the README and the docs type-checks as a user's project
 * sees it: against the packed package (`npm pack` of the built `dist/`,
 * unpacked into node_modules/typed-uri), in three projects, each with
 * `strict`, `noUncheckedIndexedAccess` and `exactOptionalPropertyTypes`:
 *
 * - `module: nodenext` as an ES module (package.json `"type": "module"`),
 * - `module: nodenext` as CommonJS,
 * - `module: commonjs` with node10 resolution (the types through `typesVersions`).
 *
 * The libraries the blocks use (ajv, zod, io-ts, react-hook-form …) are this
 * repository's. Whole TypeScript programs: a few seconds each, so it runs in
 * `npm run test:heavy` (a step of .ci/run) and prints each project's time;
 * spec/docs.spec.ts runs the blocks in `npm test`, docs-run.spec.ts as ES
 * modules and as CommonJS against the packed package.
 */
import * as fs from 'node:fs'
import * as path from 'node:path'
import * as ts from 'typescript'
import { blocks, root } from '../support/docs-blocks.ts'
import { unpackInto } from '../support/packed.ts'

/** The three projects: their package.json `type` and the options that set them apart. */
const PROJECTS: readonly { readonly name: string; readonly type: 'module' | 'commonjs'; readonly options: ts.CompilerOptions }[] = [
  { name: 'nodenext-esm', type: 'module', options: { module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext } },
  { name: 'nodenext-cjs', type: 'commonjs', options: { module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext, esModuleInterop: true } },
  { name: 'node10', type: 'commonjs', options: { module: ts.ModuleKind.CommonJS, moduleResolution: ts.ModuleResolutionKind.Node10, esModuleInterop: true, ignoreDeprecations: '6.0' } },
]

/** What every project is compiled with: the strictest settings a user may have on. */
const STRICT: ts.CompilerOptions = {
  strict: true,
  noUncheckedIndexedAccess: true,
  exactOptionalPropertyTypes: true,
  target: ts.ScriptTarget.ES2022,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
  types: ['node'],
  noEmit: true,
  skipLibCheck: true,
}

describe('the docs (README, guide, security, link header, forms): every example type-checks as a consumer of the packed package', () => {
  // Inside the repository, so the blocks find its ajv, zod, io-ts …; each project has a
  // package.json of its own, so `typed-uri` is node_modules' packed copy, not this package.
  const dir = path.join(root, 'spec', '.docs-typecheck')
  before(function () {
    this.timeout(300_000)
    fs.rmSync(dir, { recursive: true, force: true })
    unpackInto(dir)
    for (const p of PROJECTS) {
      const at = path.join(dir, p.name)
      fs.mkdirSync(at)
      fs.writeFileSync(path.join(at, 'package.json'), JSON.stringify({ private: true, type: p.type }))
      blocks.forEach(({ code }, k) => fs.writeFileSync(path.join(at, `example-${k + 1}.ts`), `${code}\nexport {}\n`))
    }
  })
  after(() => fs.rmSync(dir, { recursive: true, force: true }))

  it('has the examples', () => {
    if (blocks.length < 14) throw new Error(`only ${blocks.length} examples found`)
  })

  for (const p of PROJECTS) {
    it(`${p.name}: every example type-checks (strict, noUncheckedIndexedAccess, exactOptionalPropertyTypes)`, function () {
      this.timeout(300_000)
      const started = Date.now()
      const at = path.join(dir, p.name)
      const files = blocks.map((_, k) => path.join(at, `example-${k + 1}.ts`))
      const program = ts.createProgram(files, { ...STRICT, ...p.options })
      const problems = ts.getPreEmitDiagnostics(program).map((d) => {
        const where = d.file === undefined ? '' : path.basename(d.file.fileName)
        const k = /^example-(\d+)\.ts$/.exec(where)
        const line = d.file === undefined || d.start === undefined ? 0 : d.file.getLineAndCharacterOfPosition(d.start).line + 1
        const block = k === null ? where : `${blocks[Number(k[1]) - 1]?.doc} example ${k[1]}, line ${line}`
        return `${block}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`
      })
      console.log(`      ${p.name}: ${files.length} examples type-checked in ${((Date.now() - started) / 1000).toFixed(1)} s`)
      if (problems.length > 0) throw new Error(problems.join('\n'))
    })
  }
})
