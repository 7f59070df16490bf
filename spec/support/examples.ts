/**
 * The `@example` tags of every exported function of the package's entry points
 * (typedoc.json's), read once by the TypeScript compiler: spec/api.spec.ts
 * checks each function has exactly one, spec/heavy/api-examples.spec.ts
 * type-checks and runs them.
 */
import * as fs from 'node:fs'
import * as path from 'node:path'
import * as ts from 'typescript'

const root = path.resolve(__dirname, '../..')

/** typedoc.json's entry points, as absolute paths of the sources. */
export const entryPoints = (): readonly string[] =>
  (JSON.parse(fs.readFileSync(path.join(root, 'typedoc.json'), 'utf8')) as { entryPoints: string[] }).entryPoints.map((e) => path.join(root, e))

/** An exported function (a value with a call signature, not a class) and the texts of its `@example` tags. */
export interface ExportedFunction {
  readonly name: string
  readonly examples: readonly string[]
}

/** Every exported function of `entries`, in the order of the entries and their exports (a function exported twice is listed twice). */
export const exportedFunctions = (entries: readonly string[]): readonly ExportedFunction[] => {
  const program = ts.createProgram([...entries], { allowImportingTsExtensions: true, noEmit: true, strict: true, target: ts.ScriptTarget.ES2022 })
  const checker = program.getTypeChecker()
  const found: ExportedFunction[] = []
  for (const entry of entries) {
    const mod = checker.getSymbolAtLocation(program.getSourceFile(entry) as ts.SourceFile) as ts.Symbol
    for (const exported of checker.getExportsOfModule(mod)) {
      const sym = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported
      const d = sym.declarations?.[0]
      if (d === undefined || !(sym.flags & ts.SymbolFlags.Value) || sym.flags & ts.SymbolFlags.Class) continue
      if (checker.getTypeOfSymbolAtLocation(sym, d).getCallSignatures().length === 0) continue
      const holder = ts.isVariableDeclaration(d) ? d.parent.parent : d
      const tags = [...new Set([...ts.getJSDocTags(d), ...ts.getJSDocTags(holder)])].filter((t) => t.tagName.text === 'example')
      found.push({ name: exported.getName(), examples: tags.map((t) => ts.getTextOfJSDocComment(t.comment) ?? '') })
    }
  }
  return found
}
