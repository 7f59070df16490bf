/** Runs every `ts` block of docs/guide.md, docs/security.md and docs/link-header.md, with the package imports pointed at the sources. */
import * as fs from 'node:fs'
import * as path from 'node:path'

const root = path.resolve(__dirname, '..')
const guide = ['docs/guide.md', 'docs/security.md', 'docs/link-header.md'].map((f) => fs.readFileSync(path.join(root, f), 'utf8')).join('\n')
const blocks = [...guide.matchAll(/```ts\n([\s\S]*?)```/g)].map((m) => m[1])

describe('docs/guide.md, docs/security.md and docs/link-header.md: every example runs', () => {
  const dir = path.join(root, 'spec', '.docs-run')
  before(() => fs.mkdirSync(dir, { recursive: true }))
  after(() => fs.rmSync(dir, { recursive: true, force: true }))
  it('has examples', () => {
    if (blocks.length < 8) throw new Error(`only ${blocks.length} examples found`)
  })
  blocks.forEach((code, k) => {
    const title = code.split('\n').find((l) => !l.startsWith('import') && l.trim() !== '') ?? ''
    it(`example ${k + 1}: ${title.trim().slice(0, 60)}`, () => {
      const file = path.join(dir, `example-${k + 1}.ts`)
      const source = code
        .replace(/from 'typed-uri\/grammar'/g, "from '../../src/grammar/index.ts'")
        .replace(/from 'typed-uri\/arbitraries'/g, "from '../../src/arbitraries/index.ts'")
        .replace(/from 'typed-uri\/iri'/g, "from '../../src/iri/index.ts'")
        .replace(/from 'typed-uri\/schemes'/g, "from '../../src/schemes/index.ts'")
        .replace(/from 'typed-uri\/template'/g, "from '../../src/template/index.ts'")
        .replace(/from 'typed-uri'/g, "from '../../src/index.ts'")
      fs.writeFileSync(file, source + '\nexport {}\n')
      require(file)
    })
  })
})
