/**
 * Runs every `ts` block of the README and the docs, with the package imports
 * pointed at the sources. A block that exports a `done` promise is awaited; a
 * block followed by "prints" and a plain block must print exactly that. Values
 * are asserted in the blocks. spec/heavy/docs-typecheck.spec.ts type-checks
 * them all, and spec/heavy/docs-run.spec.ts runs them as a user's Node does,
 * as ES modules and as CommonJS against the packed package (`npm run
 * test:heavy`): this loader is CommonJS and would accept `fp-ts/Either`, a
 * directory import that Node refuses in an ES module.
 */
import { expect } from 'chai'
import * as fs from 'node:fs'
import * as path from 'node:path'
import { blocks, DOCS, root, writeBlocks } from './support/docs-blocks.ts'

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

/** Reads a doc of the repository. */
const read = (doc: string): string => fs.readFileSync(path.join(root, doc), 'utf8')
const pkg = JSON.parse(read('package.json')) as { version: string; files: readonly string[]; exports: Record<string, unknown> }
/** The docs users read: the README (the npm page) and the docs shipped beside it. */
const PROSE = [
  'README.md',
  ...fs
    .readdirSync(path.join(root, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
  'CHANGELOG.md',
]
/** Every export of every entry point of package.json, by name, as the sources define them. */
const exportsOf = (): ReadonlyMap<string, unknown> => {
  const all = new Map<string, unknown>()
  for (const sub of Object.keys(pkg.exports).filter((k) => k !== './package.json')) {
    const file = path.join(root, 'src', sub === '.' ? '' : sub.slice(2), 'index.ts')
    for (const [name, value] of Object.entries(require(file) as Record<string, unknown>)) all.set(name, value)
  }
  return all
}

/** The section of a markdown text under a heading, up to the next heading of its level or above. */
const sectionOf = (text: string, heading: string): string => {
  const start = text.indexOf(`\n${heading}\n`)
  if (start < 0) throw new Error(`no section "${heading}"`)
  const level = /^#+/.exec(heading)?.[0] ?? '#'
  const next = text.slice(start + heading.length + 2).search(new RegExp(`^#{1,${level.length}} `, 'm'))
  return next < 0 ? text.slice(start) : text.slice(start, start + heading.length + 2 + next)
}

/** Whether a path of the repository is in the tarball: package.json `files` (globs), and what npm always ships. */
const shipped = (file: string): boolean => {
  if (['README.md', 'LICENSE', 'package.json'].includes(file)) return true
  const glob = (g: string): RegExp =>
    new RegExp(
      `^${g
        .replace(/[.+^${}()|[\]\\]/g, '\\$&')
        .replace(/\*\*\/?/g, '\u0000')
        .replace(/\*/g, '[^/]*')
        .replace(/\u0000/g, '.*')}(/.*)?$`,
    )
  const included = pkg.files.filter((f) => !f.startsWith('!')).some((f) => glob(f).test(file))
  return included && !pkg.files.filter((f) => f.startsWith('!')).some((f) => glob(f.slice(1)).test(file))
}

describe('the README and the docs: what they name exists, what they link ships, what they say is true', () => {
  const readme = read('README.md')
  const api = sectionOf(readme, '## The API, by category')

  it("every exported function of every entry point is named in the README's tables", () => {
    const named = new Set([...api.matchAll(/`([A-Za-z][A-Za-z0-9]*)[`(]/g)].map((m) => m[1]))
    const missing = [...exportsOf()].filter(([name, value]) => typeof value === 'function' && !named.has(name)).map(([name]) => name)
    expect(missing).to.deep.equal([])
  })

  it("every function the README's tables name is an export of an entry point", () => {
    const exported = exportsOf()
    // The first cell of the API tables' rows; the second (the answer) of the question table's.
    const firstCells = api.split('\n').flatMap((l) => (l.startsWith('| ') ? [l.split(' | ')[0] ?? ''] : []))
    const answers = sectionOf(readme, '## Which function answers your question')
      .split('\n')
      .flatMap((l) => (l.startsWith('| ') ? [l.split(' | ')[1] ?? ''] : []))
    const cells = [...firstCells, ...answers]
    const names = new Set(cells.flatMap((c) => [...c.matchAll(/`([a-z][A-Za-z0-9]*)[`(]/g)].map((m) => m[1])))
    expect(names.size).to.be.greaterThan(100)
    expect([...names].filter((n) => !exported.has(n))).to.deep.equal([])
  })

  it("the API sections are typedoc.json's categories, in its order", () => {
    const categories = (JSON.parse(read('typedoc.json')) as { categoryOrder: readonly string[] }).categoryOrder
    const headings = [...api.matchAll(/^### (.*)$/gm)].map((m) => m[1]?.toLowerCase())
    expect(headings).to.deep.equal(categories)
  })

  it('every relative link of the README and the docs is to a file the package ships (the npm page has no other)', () => {
    const broken: string[] = []
    for (const doc of PROSE) {
      for (const [, target] of read(doc).matchAll(/\]\(([^)\s]+)\)/g)) {
        if (target === undefined || /^(https?:|mailto:|#)/.test(target)) continue
        const file = path.posix.normalize(path.posix.join(path.posix.dirname(doc), target.replace(/#.*$/, '')))
        if (!fs.existsSync(path.join(root, file)) || !shipped(file)) broken.push(`${doc}: ${target}`)
      }
    }
    expect(broken).to.deep.equal([])
  })

  it('no internal issue numbers', () => {
    const found = PROSE.flatMap((doc) => [...read(doc).matchAll(/\bissues? #?\d+|(?<!UTS\s)#\d+\b/gi)].map((m) => `${doc}: ${m[0]}`))
    expect(found).to.deep.equal([])
  })

  it('every code fence is a line of its own: an opening one with at most a language, a closing one bare, each block closed', () => {
    // A closing fence with text after it ("``` and then …") closes nothing in CommonMark: the rest
    // of the page renders as code, and the examples' reader (support/docs-blocks.ts) reads it otherwise.
    const wrong: string[] = []
    let fenced = 0
    for (const doc of PROSE) {
      let open: number | null = null
      read(doc)
        .split('\n')
        .forEach((line, k) => {
          if (!line.includes('```')) return
          fenced++
          const at = `${doc}:${k + 1}: ${line.slice(0, 60)}`
          if (open === null && /^```[\w-]*$/.test(line)) open = k + 1
          else if (open !== null && line === '```') open = null
          else wrong.push(open === null ? `${at} (not an opening fence)` : `${at} (the block opened at line ${open} is closed by a bare fence)`)
        })
      if (open !== null) wrong.push(`${doc}:${open}: a block never closed`)
    }
    expect(fenced).to.be.greaterThan(100)
    expect(wrong).to.deep.equal([])
  })

  it('every doc with a `ts` block is one whose blocks are run and type-checked (docs/api-landing.md repeats sections of the README)', () => {
    const unread = PROSE.filter((doc) => /^```ts$/m.test(read(doc)) && !DOCS.includes(doc) && doc !== 'docs/api-landing.md')
    expect(unread).to.deep.equal([])
  })

  it('the quick start is two commands: install and run `uri` on an example, run the tests', () => {
    const commands = (/```sh\n([\s\S]*?)```/.exec(sectionOf(readme, '## Quick start'))?.[1] ?? '').trim().split('\n')
    expect(commands).to.have.length(2)
    expect(commands[0]).to.match(/^npm ci && npm run uri -- \w+ '.+'$/)
    expect(commands[1]).to.equal('npm test')
  })

  it("the API reference's landing page (docs/api-landing.md, typedoc's readme) has the README's quick start and question table", () => {
    const landing = read('docs/api-landing.md')
    for (const heading of ['## Quick start', '## Which function answers your question']) expect(sectionOf(landing, heading).trim()).to.equal(sectionOf(readme, heading).trim())
  })

  it('the install section installs the tarball of this version (.ci/install.cjs runs it)', () => {
    expect(sectionOf(readme, '## Install')).to.include(`npm install ../typed-uri/typed-uri-${pkg.version}.tgz`)
  })

  it('the CHANGELOG has this version, 0.2.0 and 0.1.0, in the Keep a Changelog form', () => {
    const versions = [...read('CHANGELOG.md').matchAll(/^## \[([^\]]+)\](?: - (\d{4}-\d{2}-\d{2}))?$/gm)].map((m) => m[1])
    expect(versions).to.deep.equal(['Unreleased', pkg.version, '0.2.0', '0.1.0'])
  })
})
