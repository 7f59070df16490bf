/**
 * `npm run size`: what the package costs a browser page. Each entry is bundled by
 * esbuild (ES modules, minified, for the browser) from the built package in dist/,
 * as an application importing it would be, and gzipped. Prints a table, writes
 * bench/results/size.md, and exits 1 when a bundle is over its budget (CI runs it).
 *
 * The budgets guard what has been reached (lower them as the bundles shrink);
 * the targets of issue 9 are the goal.
 */
import { buildSync } from 'esbuild'
import * as fs from 'node:fs'
import * as path from 'node:path'
import * as zlib from 'node:zlib'

const root = path.resolve(__dirname, '..')

interface Entry {
  readonly name: string
  readonly code: string
  /** Gzipped bytes a bundle may not pass. */
  readonly budget: number
  /** Where issue 9 wants it, in gzipped bytes. */
  readonly target: number
}

const KB = 1000
export const ENTRIES: readonly Entry[] = [
  { name: 'isValid only', code: "import { isValid } from 'typed-uri'; console.log(isValid(location.href))", budget: 8 * KB, target: 8 * KB },
  { name: 'parse only', code: "import { parse } from 'typed-uri'; console.log(parse(location.href))", budget: 9 * KB, target: 12 * KB },
  // Over issue 9's target from the setters (issue 13) to the regex back end (31.1 to 31.5 KB); 29.4 KB once the tests fell
  // back on the explainers and the setters read by them, which took the match and build functions out of the bundle.
  { name: "everything in '.'", code: "import * as U from 'typed-uri'; console.log(U)", budget: 30 * KB, target: 30 * KB },
  { name: 'typed-uri/template (parse, expand)', code: "import { parseTemplate, expand } from 'typed-uri/dist/esm/template/index.js'; console.log(parseTemplate, expand)", budget: 24 * KB, target: 24 * KB },
  { name: 'typed-uri/schemes (parseScheme)', code: "import { parseScheme } from 'typed-uri/dist/esm/schemes/index.js'; console.log(parseScheme(location.href))", budget: 26 * KB, target: 26 * KB },
  { name: 'typed-uri/standard-schema (uriSchema)', code: "import { uriSchema } from 'typed-uri/dist/esm/standard-schema/index.js'; console.log(uriSchema())", budget: 26 * KB, target: 26 * KB },
  { name: 'typed-uri/query (parseQuery, formatQuery)', code: "import { parseQuery, formatQuery } from 'typed-uri/dist/esm/query/index.js'; console.log(formatQuery(parseQuery(location.search.slice(1))))", budget: 1.5 * KB, target: 1.5 * KB },
  { name: 'withQuery (a setter)', code: "import { parse, withQuery } from 'typed-uri'; console.log(withQuery('q=1')(parse(location.href).right))", budget: 11 * KB, target: 12 * KB },
]

export const sizeOf = (code: string): { readonly raw: number; readonly gzip: number } => {
  const out = buildSync({
    stdin: { contents: code, resolveDir: root, loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    alias: { 'typed-uri': root },
    logLevel: 'silent',
  })
  const bytes = out.outputFiles[0].contents
  return { raw: bytes.length, gzip: zlib.gzipSync(bytes, { level: 9 }).length }
}

const kb = (n: number): string => (n / KB).toFixed(1)

if (require.main === module) {
  if (!fs.existsSync(path.join(root, 'dist/esm/index.js'))) {
    process.stderr.write('size: build the package first (npm run build)\n')
    process.exit(2)
  }
  const rows = ENTRIES.map((e) => ({ ...e, ...sizeOf(e.code) }))
  const table = [
    '| bundle (esbuild, minified, browser) | bytes | gzipped | budget | target (issue 9) |',
    '|---|---:|---:|---:|---:|',
    ...rows.map((r) => `| ${r.name} | ${kb(r.raw)} KB | ${kb(r.gzip)} KB | ${kb(r.budget)} KB${r.gzip > r.budget ? ' **over**' : ''} | ${kb(r.target)} KB${r.gzip <= r.target ? ' (met)' : ''} |`),
  ].join('\n')
  process.stdout.write(table + '\n')
  fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true })
  fs.writeFileSync(
    path.join(root, 'bench/results/size.md'),
    `# Bundle sizes\n\nMeasured by \`npm run size\` (bench/size.ts) from the built package: each line's import bundled by esbuild\n(ES modules, minified, for the browser) and gzipped at level 9. CI fails when a bundle passes its budget.\n\n${table}\n`,
  )
  const over = rows.filter((r) => r.gzip > r.budget)
  if (over.length > 0) {
    process.stderr.write(`size: over budget: ${over.map((r) => r.name).join(', ')}\n`)
    process.exit(1)
  }
}
