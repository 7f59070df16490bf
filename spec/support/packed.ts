/**
 * The package as its users install it, for the heavy specs that run or compile
 * examples against it (docs-typecheck, docs-run, api-examples): `npm pack` of
 * the built `dist/`, once per process, unpacked into a consumer's
 * node_modules/typed-uri. And a run of compiled examples in a child Node, as
 * ES modules or as CommonJS (spec/support/run-modules.mjs), so a specifier
 * Node refuses (a directory import such as `fp-ts/Either` under ESM, a subpath
 * the package does not export) fails as it would for a user.
 */
import { execFileSync } from 'node:child_process'
import * as fs from 'node:fs'
import * as os from 'node:os'
import * as path from 'node:path'
import * as ts from 'typescript'

export const root = path.resolve(__dirname, '../..')

let tarball: string | undefined

/** The tarball of dist/ as it is (CI builds it in its install step), packed once per process; a stale dist/ is refused. */
const packed = (): string => {
  if (tarball !== undefined) return tarball
  const built = fs.statSync(path.join(root, 'dist', 'cjs', 'index.js')).mtimeMs
  const newer = (dir: string): string[] =>
    fs
      .readdirSync(dir, { withFileTypes: true })
      .flatMap((d) => (d.isDirectory() ? newer(path.join(dir, d.name)) : fs.statSync(path.join(dir, d.name)).mtimeMs > built ? [path.join(dir, d.name)] : []))
  const stale = newer(path.join(root, 'src'))
  if (stale.length > 0) throw new Error(`dist/ is older than ${path.relative(root, stale[0] ?? '')}: run npm run build first`)
  const into = fs.mkdtempSync(path.join(os.tmpdir(), 'typed-uri-pack-'))
  process.on('exit', () => fs.rmSync(into, { recursive: true, force: true }))
  const name = execFileSync('npm', ['pack', '--silent', '--ignore-scripts', '--pack-destination', into], { cwd: root, encoding: 'utf8' }).trim().split('\n').pop() as string
  tarball = path.join(into, name)
  return tarball
}

/**
 * Unpacks the packed package into `dir`/node_modules/typed-uri. `dir` should be
 * inside the repository: the package's dependencies (fp-ts, parsimmon) and the
 * libraries examples use (ajv, zod …) are found in the repository's node_modules.
 */
export const unpackInto = (dir: string): void => {
  const unpacked = path.join(dir, 'node_modules', 'typed-uri')
  fs.mkdirSync(unpacked, { recursive: true })
  execFileSync('tar', ['-xzf', packed(), '-C', unpacked, '--strip-components=1'])
}

/** How a project runs its files: as ES modules (package.json `"type": "module"`) or as CommonJS. */
export type ModuleSystem = 'esm' | 'cjs'

/**
 * Writes a project of `dir` with a package.json of the module system's `type`;
 * each source (TypeScript) compiled to a `.js` file of that system by
 * `transpileModule` (types erased, the imports left as written under ESM,
 * `require`s with esModuleInterop under CommonJS). Returns the files written.
 */
export const writeProject = (dir: string, system: ModuleSystem, sources: ReadonlyMap<string, string>): ReadonlyMap<string, string> => {
  fs.mkdirSync(dir, { recursive: true })
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ private: true, type: system === 'esm' ? 'module' : 'commonjs' }))
  const module = system === 'esm' ? ts.ModuleKind.ESNext : ts.ModuleKind.CommonJS
  const written = new Map<string, string>()
  for (const [name, source] of sources) {
    const { outputText } = ts.transpileModule(source, { fileName: `${name}.ts`, compilerOptions: { module, target: ts.ScriptTarget.ES2022, esModuleInterop: true } })
    const file = path.join(dir, `${name}.js`)
    fs.writeFileSync(file, outputText)
    written.set(name, file)
  }
  return written
}

/** One module to run: its file, the export to await (a promise, or a function that gives one), what it must print. */
export interface ModuleRun {
  readonly name: string
  readonly file: string
  readonly awaits?: string
  readonly prints?: string | undefined
}

/** What went wrong running the modules: one line per module that threw, crashed or printed otherwise; and the value of `collect`'s export. */
export interface RunReport {
  readonly failures: readonly string[]
  readonly collected: readonly string[]
  readonly seconds: number
}

/**
 * Runs the modules one after another in one child Node, each loaded as its
 * project says (`import()` under ESM, `require` under CommonJS); `collect`
 * names a module and an array it exports of failures found along the way
 * (example-claims' `claimFailures`), read after the last.
 */
export const runModules = (system: ModuleSystem, runs: readonly ModuleRun[], collect?: { readonly file: string; readonly name: string }): RunReport => {
  const started = Date.now()
  const job = fs.mkdtempSync(path.join(os.tmpdir(), 'typed-uri-run-'))
  try {
    const out = path.join(job, 'out.json')
    fs.writeFileSync(path.join(job, 'job.json'), JSON.stringify({ system, runs, collect, out }))
    execFileSync(process.execPath, [path.join(__dirname, 'run-modules.mjs'), path.join(job, 'job.json')], { stdio: ['ignore', 'inherit', 'inherit'], timeout: 240_000 })
    const report = JSON.parse(fs.readFileSync(out, 'utf8')) as { failures: string[]; collected: string[] }
    return { ...report, seconds: (Date.now() - started) / 1000 }
  } finally {
    fs.rmSync(job, { recursive: true, force: true })
  }
}
