/**
 * Every `ts` block of the README and the docs type-checks (strict, with the
 * libraries they use: ajv, zod, io-ts, react-hook-form's types). A whole
 * TypeScript program: 15 s and 300 MB, so it runs in `npm run test:heavy`;
 * spec/docs.spec.ts runs the blocks in `npm test`.
 */
import * as fs from 'node:fs'
import * as path from 'node:path'
import * as ts from 'typescript'
import { blocks, root, writeBlocks } from '../support/docs-blocks.ts'

describe('the docs (README, guide, security, link header, forms): every example type-checks', () => {
  const dir = path.join(root, 'spec', '.docs-typecheck')
  after(() => fs.rmSync(dir, { recursive: true, force: true }))

  it('every example type-checks (strict)', function () {
    this.timeout(300_000)
    const fileOf = writeBlocks(dir)
    const config = ts.getParsedCommandLineOfConfigFile(path.join(root, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined })
    if (config === undefined) throw new Error('tsconfig.json not read')
    const files = blocks.map((_, k) => fileOf(k))
    if (files.length < 14) throw new Error(`only ${files.length} examples found`)
    const program = ts.createProgram(files, { ...config.options, noEmit: true, skipLibCheck: true })
    const problems = ts
      .getPreEmitDiagnostics(program)
      .filter((d) => d.file === undefined || files.includes(path.resolve(d.file.fileName)))
      .map((d) => `${d.file ? path.basename(d.file.fileName) : ''}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`)
    if (problems.length > 0) throw new Error(problems.join('\n'))
  })
})
