/**
 * Runs every `ts` block of the README and the docs, with the package imports
 * pointed at the sources, after type-checking them all (strict, with the
 * libraries they use: ajv, zod, io-ts, react-hook-form's types). A block that
 * exports a `done` promise is awaited; a block followed by "prints" and a
 * plain block must print exactly that. Values are asserted in the blocks.
 */
import * as fs from 'node:fs'
import * as path from 'node:path'
import * as ts from 'typescript'

const root = path.resolve(__dirname, '..')
const DOCS = ['README.md', 'docs/guide.md', 'docs/security.md', 'docs/link-header.md', 'docs/forms.md']

/** Each `ts` block, and what it prints when the text after it says "prints" and shows a plain block. */
const blocks = DOCS.flatMap((doc) =>
  [...fs.readFileSync(path.join(root, doc), 'utf8').matchAll(/```ts\n([\s\S]*?)```(?:\n\nprints\n\n```\n([\s\S]*?)```)?/g)].map((m) => ({ doc, code: m[1], prints: m[2] as string | undefined })),
)

describe('the docs (README, guide, security, link header, forms): every example type-checks and runs', () => {
  const dir = path.join(root, 'spec', '.docs-run')
  const fileOf = (k: number): string => path.join(dir, `example-${k + 1}.ts`)
  before(() => {
    fs.mkdirSync(dir, { recursive: true })
    blocks.forEach(({ code }, k) => {
      const source = code.replace(/from 'typed-uri\/([\w-]+)'/g, "from '../../src/$1/index.ts'").replace(/from 'typed-uri'/g, "from '../../src/index.ts'")
      fs.writeFileSync(fileOf(k), source + '\nexport {}\n')
    })
  })
  after(() => fs.rmSync(dir, { recursive: true, force: true }))

  it('has examples', () => {
    if (blocks.length < 14) throw new Error(`only ${blocks.length} examples found`)
  })

  it('every example type-checks (strict)', () => {
    const config = ts.getParsedCommandLineOfConfigFile(path.join(root, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined })
    if (config === undefined) throw new Error('tsconfig.json not read')
    const files = blocks.map((_, k) => fileOf(k))
    const program = ts.createProgram(files, { ...config.options, noEmit: true, skipLibCheck: true })
    const problems = ts
      .getPreEmitDiagnostics(program)
      .filter((d) => d.file === undefined || files.includes(path.resolve(d.file.fileName)))
      .map((d) => `${d.file ? path.basename(d.file.fileName) : ''}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`)
    if (problems.length > 0) throw new Error(problems.join('\n'))
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
