/**
 * The modules of src/ import one another without a cycle, type-only imports,
 * re-exports and lazy `import()`s included: a cycle makes the order modules
 * load in matter (a value read before its module ran is undefined), and it
 * ties concerns together that a bundler then cannot take apart. The imports
 * are read by TypeScript's own pre-processor, which sees every form of them.
 * And no module imports one of a layer above its own, as docs/architecture.md's
 * "The layers" draws them (read from there, so the two cannot drift apart);
 * src/ holds its index.ts and folders, no loose module.
 */
import { expect } from 'chai'
import * as fs from 'node:fs'
import * as path from 'node:path'
import * as ts from 'typescript'

const SRC = path.join(__dirname, '..', 'src')

/** Every TypeScript file below a folder, as paths relative to src/ with "/" between names. */
const sourceFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name)
    if (e.isDirectory()) return sourceFiles(full)
    return e.name.endsWith('.ts') ? [path.relative(SRC, full).split(path.sep).join('/')] : []
  })

/** Each module's relative imports, resolved to module paths relative to src/. */
const importGraph = (): ReadonlyMap<string, readonly string[]> => {
  const graph = new Map<string, string[]>()
  for (const file of sourceFiles(SRC)) {
    const info = ts.preProcessFile(fs.readFileSync(path.join(SRC, file), 'utf8'), true, true)
    const targets = info.importedFiles
      .map((f) => f.fileName)
      .filter((name) => name.startsWith('.'))
      .map((name) => path.posix.normalize(path.posix.join(path.posix.dirname(file), name)))
    graph.set(file, [...new Set(targets)])
  }
  return graph
}

/**
 * The cycles of a graph: its strongly connected components of more than one
 * module, or of one that imports itself (Tarjan's algorithm), each sorted.
 */
const cyclesOf = (graph: ReadonlyMap<string, readonly string[]>): string[][] => {
  let counter = 0
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const cycles: string[][] = []
  const visit = (v: string): void => {
    index.set(v, counter)
    low.set(v, counter)
    counter++
    stack.push(v)
    onStack.add(v)
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue
      if (!index.has(w)) {
        visit(w)
        low.set(v, Math.min(low.get(v) as number, low.get(w) as number))
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v) as number, index.get(w) as number))
    }
    if (low.get(v) !== index.get(v)) return
    const component: string[] = []
    let w: string
    do {
      w = stack.pop() as string
      onStack.delete(w)
      component.push(w)
    } while (w !== v)
    if (component.length > 1 || (graph.get(v) ?? []).includes(v)) cycles.push(component.sort())
  }
  for (const v of graph.keys()) if (!index.has(v)) visit(v)
  return cycles
}

/** The layers docs/architecture.md draws, bottom first: each numbered item's folders, in backquotes. */
const layersOfDocs = (): readonly (readonly string[])[] => {
  const doc = fs.readFileSync(path.join(__dirname, '..', 'docs', 'architecture.md'), 'utf8')
  const section = doc.slice(doc.indexOf('## The layers'), doc.indexOf('\n## ', doc.indexOf('## The layers') + 1))
  return [...section.matchAll(/^\d+\. (`[^:]*):/gm)].map((m) => [...m[1].matchAll(/`([^`]+)`/g)].map((n) => n[1]))
}

/** The folder a module of src/ is in (its concern), or the module itself at the top. */
const folderOf = (module: string): string => module.split('/')[0]

/** The imports that go up: a module importing one of a higher layer, or of a folder no layer names. */
const upwardImports = (graph: ReadonlyMap<string, readonly string[]>, layers: readonly (readonly string[])[]): string[] => {
  const rank = new Map(layers.flatMap((folders, k) => folders.map((f) => [f, k] as const)))
  rank.set('index.ts', layers.length)
  const out: string[] = []
  for (const [from, targets] of graph) {
    for (const to of targets) {
      const a = rank.get(folderOf(from))
      const b = rank.get(folderOf(to))
      if (a === undefined || b === undefined || b > a) out.push(`${from} -> ${to}`)
    }
  }
  return out
}

describe('architecture: the imports of src/', () => {
  it('finds a cycle where there is one, and none where there is none (the check itself)', () => {
    const withCycle = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts', 'd.ts']],
      ['d.ts', []],
      ['e.ts', ['e.ts']],
    ])
    expect(cyclesOf(withCycle)).to.deep.equal([['a.ts', 'b.ts', 'c.ts'], ['e.ts']])
    expect(
      cyclesOf(
        new Map([
          ['a.ts', ['b.ts']],
          ['b.ts', []],
        ]),
      ),
    ).to.deep.equal([])
  })
  it('reads every import form: type-only, re-exports and lazy import()', () => {
    const graph = importGraph()
    // messages/catalog.ts imports the facts' types only; src/index.ts re-exports; cli/program.ts loads commands lazily.
    expect(graph.get('messages/catalog.ts')).to.include('error/facts.ts')
    expect(graph.get('index.ts')).to.include('reading/parse.ts')
    expect(graph.get('cli/program.ts')?.some((m) => m.startsWith('cli/'))).to.equal(true)
    expect(graph.size).to.be.above(100)
  })
  it('has no import cycle, type-only imports included', () => {
    expect(cyclesOf(importGraph())).to.deep.equal([])
  })
  it("reads docs/architecture.md's layers, and finds an import that goes up (the check itself)", () => {
    const layers = layersOfDocs()
    expect(layers[0]).to.deep.equal(['base', 'error'])
    expect(layers.flat()).to.include.members(['grammar', 'messages', 'cli'])
    const graph = new Map([
      ['base/a.ts', ['messages/b.ts']],
      ['messages/b.ts', ['base/a.ts', 'nowhere/c.ts']],
    ])
    expect(upwardImports(graph, layers)).to.deep.equal(['base/a.ts -> messages/b.ts', 'messages/b.ts -> nowhere/c.ts'])
  })
  it('no module imports one of a layer above its own, and every folder of src/ is in a layer', () => {
    const graph = importGraph()
    expect(upwardImports(graph, layersOfDocs())).to.deep.equal([])
    const folders = new Set([...graph.keys()].map(folderOf))
    expect([...folders].filter((f) => f !== 'index.ts' && !layersOfDocs().flat().includes(f))).to.deep.equal([])
  })
  it('src/ shows its concerns: index.ts and folders, no other module at its top', () => {
    expect(sourceFiles(SRC).filter((f) => !f.includes('/'))).to.deep.equal(['index.ts'])
  })
})
