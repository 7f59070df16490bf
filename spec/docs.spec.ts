/**
 * Runs every `ts` block of the docs, with the package imports pointed at the
 * sources. The blocks of docs/forms.md are also type-checked (strict, with the
 * libraries they use: ajv, zod, io-ts, react-hook-form's types); a block that
 * exports a `done` promise is awaited.
 */
import * as fs from 'node:fs'
import * as path from 'node:path'
import * as ts from 'typescript'

const root = path.resolve(__dirname, '..')
const DOCS = ['docs/guide.md', 'docs/security.md', 'docs/link-header.md', 'docs/forms.md']
/** The docs whose examples are type-checked as well as run. */
const TYPE_CHECKED = new Set(['docs/forms.md'])

const blocks = DOCS.flatMap((doc) => [...fs.readFileSync(path.join(root, doc), 'utf8').matchAll(/```ts\n([\s\S]*?)```/g)].map((m) => ({ doc, code: m[1] })))

describe('the docs (guide, security, link header, forms): every example runs', () => {
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

  it('docs/forms.md: every example type-checks', () => {
    const config = ts.getParsedCommandLineOfConfigFile(path.join(root, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined })
    if (config === undefined) throw new Error('tsconfig.json not read')
    const files = blocks.flatMap(({ doc }, k) => (TYPE_CHECKED.has(doc) ? [fileOf(k)] : []))
    const program = ts.createProgram(files, { ...config.options, noEmit: true, skipLibCheck: true })
    const problems = ts
      .getPreEmitDiagnostics(program)
      .filter((d) => d.file === undefined || files.includes(path.resolve(d.file.fileName)))
      .map((d) => `${d.file ? path.basename(d.file.fileName) : ''}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`)
    if (problems.length > 0) throw new Error(problems.join('\n'))
  })

  blocks.forEach(({ doc, code }, k) => {
    const title = code.split('\n').find((l) => !l.startsWith('import') && l.trim() !== '') ?? ''
    it(`${doc} example ${k + 1}: ${title.trim().slice(0, 60)}`, async () => {
      const exported = require(fileOf(k)) as { done?: Promise<unknown> }
      await exported.done
    })
  })
})
