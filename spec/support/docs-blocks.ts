/**
 * The `ts` blocks of the README and the docs, for spec/docs.spec.ts (which runs
 * them against the sources), spec/heavy/docs-typecheck.spec.ts (which
 * type-checks them) and spec/heavy/docs-run.spec.ts (which runs them as ES
 * modules and as CommonJS against the packed package): each block, and what it
 * prints when the text after it says "prints" and shows a plain block.
 */
import * as fs from 'node:fs'
import * as path from 'node:path'

export const root = path.resolve(__dirname, '../..')
export const DOCS = ['README.md', 'docs/guide.md', 'docs/security.md', 'docs/link-header.md', 'docs/forms.md', 'docs/mcp.md', 'docs/scale.md']

export interface Block {
  readonly doc: string
  readonly code: string
  readonly prints: string | undefined
}

export const blocks: readonly Block[] = DOCS.flatMap((doc) =>
  [...fs.readFileSync(path.join(root, doc), 'utf8').matchAll(/```ts\n([\s\S]*?)```(?:\n\nprints\n\n```\n([\s\S]*?)```)?/g)].map((m) => ({
    doc,
    code: m[1],
    prints: m[2] as string | undefined,
  })),
)

/**
 * Writes each block to `dir` (under spec/, so its imports of the package point at
 * the sources) as example-N.ts; returns the file of block k.
 */
export const writeBlocks = (dir: string): ((k: number) => string) => {
  const fileOf = (k: number): string => path.join(dir, `example-${k + 1}.ts`)
  fs.mkdirSync(dir, { recursive: true })
  blocks.forEach(({ code }, k) => {
    const source = code.replace(/from 'typed-uri\/([\w-]+)'/g, "from '../../src/$1/index.ts'").replace(/from 'typed-uri'/g, "from '../../src/index.ts'")
    fs.writeFileSync(fileOf(k), source + '\nexport {}\n')
  })
  return fileOf
}
