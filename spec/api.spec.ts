/**
 * The API reference (`npm run docs`, typedoc): every export of every entry
 * point carries `@since` and `@category`, so the reference groups it and says
 * when it came.
 */
import { expect } from 'chai'
import * as fs from 'node:fs'
import * as path from 'node:path'
import * as ts from 'typescript'

const root = path.resolve(__dirname, '..')
const entries: string[] = (JSON.parse(fs.readFileSync(path.join(root, 'typedoc.json'), 'utf8')) as { entryPoints: string[] }).entryPoints.map((e) => path.join(root, e))

describe('the API reference: every export has @since and @category', () => {
  it('for each entry point of typedoc.json (the package.json exports)', function () {
    this.timeout(120_000)
    const subpaths = Object.keys((JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { exports: Record<string, unknown> }).exports).filter((k) => k !== './package.json')
    expect(entries.map((e) => path.relative(path.join(root, 'src'), path.dirname(e)) || '.').map((d) => (d === '.' ? '.' : `./${d}`))).to.have.members(subpaths)
    const program = ts.createProgram(entries, { allowImportingTsExtensions: true, noEmit: true, strict: true, target: ts.ScriptTarget.ES2022 })
    const checker = program.getTypeChecker()
    const lacking: string[] = []
    let seen = 0
    for (const entry of entries) {
      const mod = checker.getSymbolAtLocation(program.getSourceFile(entry) as ts.SourceFile) as ts.Symbol
      for (const exported of checker.getExportsOfModule(mod)) {
        const sym = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported
        for (const d of sym.declarations ?? []) {
          if (!d.getSourceFile().fileName.startsWith(path.join(root, 'src')) || ts.isModuleDeclaration(d)) continue
          seen++
          const holder = ts.isVariableDeclaration(d) ? d.parent.parent : d
          const tags = new Set([...ts.getJSDocTags(d), ...ts.getJSDocTags(holder)].map((t) => t.tagName.text))
          for (const tag of ['since', 'category']) if (!tags.has(tag)) lacking.push(`${path.relative(root, entry)}: ${exported.getName()} has no @${tag}`)
        }
      }
    }
    expect(seen, 'exports seen').to.be.greaterThan(300)
    expect(lacking).to.deep.equal([])
  })
})
