/**
 * The `@example` of every exported function (spec/api.spec.ts checks each has
 * one) type-checks (strict) and runs against the sources. An example is written
 * as the reference shows it, with `E` (fp-ts's Either), `O`, `A`, `pipe`,
 * `flow` and the exports of `typed-uri` and its subpaths in scope (but for the
 * grammar's rules and their arbitraries, which share names: an example imports
 * those); a line's `// …` comment says what it gives, and where that begins
 * with a value (support/example-claims.ts), the value it gives is checked
 * against it. A whole TypeScript program, so it runs in `npm run test:heavy`.
 *
 * The same examples run again as a user's Node runs them, against the packed
 * package (spec/support/packed.ts): as ES modules and as CommonJS. The run
 * against the sources goes through the test loader, which is CommonJS and
 * resolves what Node's ES module resolver refuses (`fp-ts/Either` is a
 * directory: ERR_UNSUPPORTED_DIR_IMPORT). And every import line any doc
 * comment of src/ shows (a module's header example too) loads both ways.
 */
import { expect } from 'chai'
import * as fs from 'node:fs'
import * as path from 'node:path'
import * as ts from 'typescript'
import { claimFailures, claimOf, isWhole } from '../support/example-claims.ts'
import { entryPoints, exportedFunctions } from '../support/examples.ts'
import { runModules, unpackInto, writeProject } from '../support/packed.ts'

const root = path.resolve(__dirname, '../..')
const entries = entryPoints()

/** What every example has in scope besides its own imports. */
const PRELUDE = [
  "import * as E from 'fp-ts/lib/Either.js'",
  "import * as O from 'fp-ts/lib/Option.js'",
  "import * as A from 'fp-ts/lib/ReadonlyArray.js'",
  "import { flow, pipe } from 'fp-ts/lib/function.js'",
]

/** Each exported function's example, by the function's name. */
const examples = (): ReadonlyMap<string, string> => {
  const found = new Map<string, string>()
  for (const f of exportedFunctions(entries)) if (f.examples.length > 0) found.set(f.name, f.examples[0])
  return found
}

/** The package specifier of an entry point's source: src/index.ts is `typed-uri`, src/iri/index.ts `typed-uri/iri`. */
const specifierOf = (entry: string): string => {
  const sub = path.relative(path.join(root, 'src'), path.dirname(entry)).split(path.sep).join('/')
  return sub === '' ? 'typed-uri' : `typed-uri/${sub}`
}

/**
 * Every `import … from '…'` line of every doc comment of src/ (header examples, fenced or not,
 * included), once each; but for a relative one, which documents a module the package does not export.
 */
const docImports = (): readonly string[] => {
  const walk = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? walk(path.join(dir, d.name)) : d.name.endsWith('.ts') ? [path.join(dir, d.name)] : []))
  const lines = new Set<string>()
  for (const file of walk(path.join(root, 'src'))) {
    for (const [comment] of fs.readFileSync(file, 'utf8').matchAll(/\/\*\*[\s\S]*?\*\//g)) {
      for (const [, line] of comment.matchAll(/^\s*\*\s*(import\s[^\n]*?\sfrom\s+'[^']+')\s*$/gm)) if (line !== undefined && !/from\s+'\.{1,2}\//.test(line)) lines.add(line)
    }
  }
  return [...lines]
}

/** An import line as a module that fails when a binding it imports is missing (CommonJS gives `undefined` where ESM refuses to link). */
const importModule = (line: string): string => {
  const clause = (ts.createSourceFile('line.ts', line, ts.ScriptTarget.ES2022).statements[0] as ts.ImportDeclaration | undefined)?.importClause
  const bound = clause === undefined || clause.isTypeOnly ? [] : [clause.name?.text]
  const named = clause?.namedBindings
  if (named !== undefined && !clause?.isTypeOnly) {
    if (ts.isNamespaceImport(named)) bound.push(named.name.text)
    else for (const e of named.elements) if (!e.isTypeOnly) bound.push(e.name.text)
  }
  const names = bound.filter((n) => n !== undefined)
  return `${line}\nconst bound: Record<string, unknown> = { ${names.join(', ')} }\nconst missing = Object.keys(bound).filter((k) => bound[k] === undefined)\nif (missing.length > 0) throw new Error(\`${line.replace(/[`\\$]/g, '\\$&')} gives nothing for \${missing.join(', ')}\`)\n`
}

describe('the API reference: every @example type-checks and runs', () => {
  const dir = path.join(root, 'spec', '.api-examples')
  /** Each example's module, by the function's name: importing the sources (`sources`) or the package (`packed`). */
  const generated = new Map<string, { readonly sources: string; readonly packed: string }>()
  let claims = 0
  before(function () {
    this.timeout(120_000)
    fs.rmSync(dir, { recursive: true, force: true })
    fs.mkdirSync(dir, { recursive: true })
    // Each name in scope from the first entry point that exports it, `typed-uri` first.
    const scope = new Map<string, string>()
    for (const entry of entries.filter((e) => !/src\/(grammar|arbitraries)\//.test(e))) {
      for (const name of Object.keys(require(entry) as object)) if (!scope.has(name)) scope.set(name, entry)
    }
    /** A line whose comment claims a value, as the line and a check of that value; other lines as they are. */
    const checked = (name: string, line: string, k: number): string[] => {
      const m = /^(.*?\S)\s+\/\/\s*(.+)$/.exec(line)
      const claim = m === null || line.trim().startsWith('//') ? null : claimOf(m[2])
      if (m === null || claim === null) return [line]
      const where = JSON.stringify(`${name}, line ${k + 1}`)
      const declared = /^\s*(?:const|let)\s+(\w+)\s*(?::[^=]+)?=\s*(.*)$/.exec(m[1])
      if (declared !== null && isWhole(declared[2])) {
        claims++
        return [m[1], `checkClaim(${where}, ${declared[1]}, ${JSON.stringify(claim)})`]
      }
      // A statement (if, for, return …) or the tail of an expression begun above is left as it is.
      if (declared !== null || !isWhole(m[1]) || /^\s*(if|else|for|while|return|throw|switch)\b/.test(m[1])) return [line]
      claims++
      return [`checkClaim(${where}, (${m[1].replace(/;\s*$/, '')}), ${JSON.stringify(claim)})`]
    }
    /** A claim on a line of its own (a long one) belongs to the expression on the line above: one line, kept in place (an empty line below it). */
    const joined = (lines: readonly string[]): string[] =>
      lines.map((l, k) => {
        const above = lines[k - 1]
        if (above !== undefined && /^\s*\/\/\s*/.test(l) && claimOf(l.replace(/^\s*\/\/\s*/, '')) !== null && !above.includes('//') && isWhole(above)) return ''
        const below = lines[k + 1]
        return below !== undefined && /^\s*\/\/\s*/.test(below) && claimOf(below.replace(/^\s*\/\/\s*/, '')) !== null && !l.includes('//') && isWhole(l) && l.trim() !== ''
          ? `${l}   ${below.trim()}`
          : l
      })
    for (const [name, code] of examples()) {
      const lines = code.split('\n')
      const imports = lines.filter((l) => l.startsWith('import '))
      const imported = new Set(imports.flatMap((l) => (/\{([^}]*)\}/.exec(l)?.[1] ?? '').split(',').map((s) => s.trim())))
      /** The module, its scope and its own imports taken from `from` (an entry point's specifier), `checkClaim` from `claims`. */
      const source = (from: (entry: string) => string, own: (line: string) => string, claimsModule: string): string =>
        [
          ...PRELUDE,
          ...[...new Set(scope.values())].map((entry) => {
            const names = [...scope].filter(([n, e]) => e === entry && !imported.has(n)).map(([n]) => n)
            return `import { ${names.join(', ')} } from '${from(entry)}'`
          }),
          ...imports.map(own),
          `import { checkClaim } from '${claimsModule}'`,
          'export const run = async (): Promise<void> => {',
          ...joined(lines).flatMap((l, k) => (l.startsWith('import ') ? [] : checked(name, l, k))),
          '}',
        ].join('\n')
      generated.set(name, {
        sources: source(
          (entry) => path.relative(dir, entry).split(path.sep).join('/'),
          // A subpath may be nested (typed-uri/messages/de is src/messages/de/index.ts).
          (l) => l.replace(/from 'typed-uri'/, "from '../../src/index.ts'").replace(/from 'typed-uri\/([\w/-]+)'/, "from '../../src/$1/index.ts'"),
          '../support/example-claims.ts',
        ),
        packed: source(specifierOf, (l) => l, './example-claims.js'),
      })
    }
  })
  after(() => fs.rmSync(dir, { recursive: true, force: true }))

  it('type-checks (strict) and runs against the sources', async function () {
    this.timeout(300_000)
    const files = new Map<string, string>()
    for (const [name, { sources }] of generated) {
      const file = path.join(dir, `${name}.ts`)
      fs.writeFileSync(file, sources)
      files.set(name, file)
    }
    if (files.size < 125) throw new Error(`only ${files.size} examples found`)
    const program = ts.createProgram([...files.values()], {
      allowImportingTsExtensions: true,
      noEmit: true,
      strict: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
      types: ['node'],
      skipLibCheck: true,
      allowUnreachableCode: true,
    })
    const inExamples = (d: ts.Diagnostic): boolean => d.file !== undefined && path.resolve(d.file.fileName).startsWith(dir)
    const problems = ts
      .getPreEmitDiagnostics(program)
      .filter(inExamples)
      .filter((d) => d.code !== 2695) // "Left side of comma operator is unused": an example line is an expression shown for its value
      .map((d) => `${path.basename(d.file?.fileName ?? '', '.ts')}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`)
    const threw: string[] = []
    for (const [name, file] of files) {
      try {
        await (require(file) as { run: () => Promise<void> }).run()
      } catch (e) {
        threw.push(`${name}: ${(e as Error).message}`)
      }
    }
    if (problems.length + threw.length + claimFailures.length > 0) throw new Error([...problems, ...threw, ...claimFailures].join('\n'))
    // Most examples say what they give in a value: a reading of the comments that found none would check nothing.
    if (claims < 140) throw new Error(`only ${claims} claimed values found`)
  })

  describe('as a user runs them, against the packed package', () => {
    before(function () {
      this.timeout(120_000)
      unpackInto(dir)
    })

    for (const system of ['esm', 'cjs'] as const) {
      const as = system === 'esm' ? 'as ES modules' : 'as CommonJS'
      it(`every @example runs ${as}, and gives what it says`, function () {
        this.timeout(300_000)
        const sources = new Map([...generated].map(([name, { packed }]) => [name, packed]))
        sources.set('example-claims', fs.readFileSync(path.join(root, 'spec', 'support', 'example-claims.ts'), 'utf8'))
        const files = writeProject(path.join(dir, system), system, sources)
        const report = runModules(
          system,
          [...generated.keys()].map((name) => ({ name, file: files.get(name) ?? '', awaits: 'run' })),
          { file: files.get('example-claims') ?? '', name: 'claimFailures' },
        )
        console.log(`      ${system}: ${generated.size} examples run in ${report.seconds.toFixed(1)} s`)
        expect([...report.failures, ...report.collected]).to.deep.equal([])
      })

      it(`every import line of a doc comment of src/ loads ${as}`, function () {
        this.timeout(120_000)
        const lines = docImports()
        // The headers' examples import fp-ts, the package's subpaths and the peers (parsimmon, ajv, io-ts, fast-check).
        expect(lines.length).to.be.greaterThan(20)
        const files = writeProject(path.join(dir, `${system}-imports`), system, new Map(lines.map((l, k) => [`import-${k + 1}`, importModule(l)])))
        const report = runModules(
          system,
          lines.map((l, k) => ({ name: l, file: files.get(`import-${k + 1}`) ?? '' })),
        )
        expect(report.failures).to.deep.equal([])
      })
    }
  })
})
