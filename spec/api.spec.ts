/**
 * The API reference (`npm run docs`, typedoc): every export of every entry
 * point carries `@since` and `@category`, so the reference groups it and says
 * when it came, and every `@category` is one of typedoc.json's `categoryOrder`
 * (the one list of categories, which the reference's navigation follows, and
 * the README's API sections, which spec/docs.spec.ts checks). Every exported
 * function has one `@example`.
 */
import { expect } from 'chai'
import * as fs from 'node:fs'
import * as path from 'node:path'
import * as ts from 'typescript'
import { exportedFunctions } from './support/examples.ts'

const root = path.resolve(__dirname, '..')
const typedoc = JSON.parse(fs.readFileSync(path.join(root, 'typedoc.json'), 'utf8')) as { entryPoints: string[]; categoryOrder: string[] }
const entries: string[] = typedoc.entryPoints.map((e) => path.join(root, e))
/** The categories, in the order the reference shows them. */
const CATEGORIES: ReadonlySet<string> = new Set(typedoc.categoryOrder)

/** Every source file of the package, generated ones included. */
const sourceFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? sourceFiles(path.join(dir, d.name)) : d.name.endsWith('.ts') ? [path.join(dir, d.name)] : []))

describe('the API reference: every export has @since and @category', () => {
  it('for each entry point of typedoc.json (the package.json exports)', function () {
    this.timeout(120_000)
    const subpaths = Object.keys((JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { exports: Record<string, unknown> }).exports).filter((k) => k !== './package.json')
    expect(entries.map((e) => path.relative(path.join(root, 'src'), path.dirname(e)) || '.').map((d) => (d === '.' ? '.' : `./${d}`))).to.have.members(subpaths)
    const program = ts.createProgram(entries, { allowImportingTsExtensions: true, noEmit: true, strict: true, target: ts.ScriptTarget.ES2022 })
    const checker = program.getTypeChecker()
    const lacking: string[] = []
    const used = new Set<string>()
    let seen = 0
    for (const entry of entries) {
      const mod = checker.getSymbolAtLocation(program.getSourceFile(entry) as ts.SourceFile) as ts.Symbol
      for (const exported of checker.getExportsOfModule(mod)) {
        const sym = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported
        for (const d of sym.declarations ?? []) {
          if (!d.getSourceFile().fileName.startsWith(path.join(root, 'src')) || ts.isModuleDeclaration(d)) continue
          seen++
          const holder = ts.isVariableDeclaration(d) ? d.parent.parent : d
          const tags = [...new Set([...ts.getJSDocTags(d), ...ts.getJSDocTags(holder)])]
          const names = new Set(tags.map((t) => t.tagName.text))
          for (const tag of ['since', 'category']) if (!names.has(tag)) lacking.push(`${path.relative(root, entry)}: ${exported.getName()} has no @${tag}`)
          for (const t of tags) {
            if (t.tagName.text !== 'category') continue
            const category = (ts.getTextOfJSDocComment(t.comment) ?? '').trim()
            used.add(category)
            if (!CATEGORIES.has(category)) lacking.push(`${path.relative(root, entry)}: ${exported.getName()} has @category "${category}", not one of typedoc.json's categoryOrder`)
          }
        }
      }
    }
    expect(seen, 'exports seen').to.be.greaterThan(300)
    expect(lacking).to.deep.equal([])
    // Every category of the list has an export in it, so the navigation shows no empty heading.
    expect([...CATEGORIES].filter((c) => !used.has(c))).to.deep.equal([])
  })

  it("every @category in src/, exported or not, is one of typedoc.json's categoryOrder", () => {
    const stray: string[] = []
    let tagged = 0
    for (const file of sourceFiles(path.join(root, 'src'))) {
      fs.readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, k) => {
          const m = /@category\b(.*?)(\*\/)?$/.exec(line)
          if (m === null) return
          tagged++
          const category = m[1].trim()
          if (!CATEGORIES.has(category)) stray.push(`${path.relative(root, file)}:${k + 1}: "${category}"`)
        })
    }
    expect(tagged, '@category lines seen').to.be.greaterThan(300)
    expect(stray).to.deep.equal([])
  })
})

/**
 * Exported functions that may still lack an `@example` (the list only shrinks):
 * `isUri`'s comes with the branch that adds `isValidURI`, which rewrites its
 * doc, and `match`'s with the branch that rewrites template matching; the
 * one-line docs of `parseIRI`, `parseAbsoluteIRI` and `parseIRelativeRef` sit
 * next to lines another branch rewrites. A function added to the package
 * without one fails the spec.
 */
const WITHOUT_EXAMPLE: readonly string[] = []

describe('the API reference: every exported function has one @example', () => {
  it('for each entry point of typedoc.json', function () {
    this.timeout(120_000)
    const functions = exportedFunctions(entries)
    expect(functions.length, 'exported functions seen').to.be.greaterThan(120)
    const lacking = new Set(functions.filter((f) => f.examples.length === 0).map((f) => f.name))
    expect([...lacking].filter((n) => !WITHOUT_EXAMPLE.includes(n)).sort(), 'exported functions without an @example').to.deep.equal([])
    expect(
      functions.filter((f) => f.examples.length > 1).map((f) => f.name),
      'exported functions with more than one @example',
    ).to.deep.equal([])
  })
})
