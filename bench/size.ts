/**
 * `npm run size`: what the package costs a browser page, per use. Each row is one
 * use (a function with its default options, imported the way an application
 * imports it) bundled by esbuild from the built package in dist/ (ES modules,
 * minified, for the browser) and gzipped at level 9. Prints a table, writes
 * bench/results/size.md, and exits 1 when a row is over its budget (CI runs it).
 *
 * Two numbers per row. The budget guards what has been reached: a row's size when
 * it was last measured, plus about 3%, so a regression fails CI (lower it as the
 * bundle shrinks). The target is where the project wants the row (the per-use bars),
 * shown as met or not met; it does not fail CI until the budget reaches it.
 * Everything in '.' is reported, with no budget: nobody ships all of it.
 */
import { buildSync } from 'esbuild'
import * as fs from 'node:fs'
import * as os from 'node:os'
import * as path from 'node:path'
import * as zlib from 'node:zlib'

const root = path.resolve(__dirname, '..')

const KB = 1000

interface Row {
  readonly name: string
  readonly code: string
  /** A bundle the row is measured over: the row's figures are what `code` adds to it (an adapter over its library's own check). */
  readonly over?: string
  /** Gzipped bytes the bundle may not pass; null for a row only reported. */
  readonly budget: number | null
  /** Where the project wants it, in gzipped bytes; null for none. */
  readonly target: number | null
}

/**
 * Each use, its code as an application writes it (importing `typed-uri` and its subpaths by name), its budget
 * (gzipped bytes: the size last measured, times 1.03) and its target (the per-use bar).
 */
export const ROWS: readonly Row[] = [
  // 2.31 KB since equal parts of the generated code are one function, bounded repetitions run through a shared helper and slots are arrays (was 2.46).
  // 2.31 KB in 0.4.0; target 2.5 KB (errors are facts: the words ship with typed-uri/messages).
  { name: '`isValid`', code: "import { isValid } from 'typed-uri'; console.log(isValid(location.href))", budget: 2_380, target: 2_500 },
  // 2.95 KB since equal parts of the generated code are one function, bounded repetitions run through a shared helper and slots are arrays (was 3.10).
  // 3.12 KB in 0.4.0 since a fault is a fact (its tag and whether a web address was asked for) and a space around the value is told apart.
  { name: '`isWebURL`', code: "import { isWebURL } from 'typed-uri'; console.log(isWebURL(location.href))", budget: 3_215, target: null },
  // 9.42 KB since each entry rule words its errors with the sentences, part names and likely readings it can reach (was 10.19).
  // 9.70 KB since a failing input is read once and explained with its joins kept, its error's facts made in place, and a position found by a search (a failing parse in 0.9 of the time; a failing 10 MB one in 0.45).
  // 9.47 KB since equal parts of the generated code are one function, bounded repetitions (IPv6address's) run through
  // a shared helper, a choice of calls is one test and the slots are arrays, not objects with named properties (was 9.79).
  // (A shared helper for class runs and literals took 0.1 KB more off but made the error walk 5 to 20% slower.)
  // 6.79 KB in 0.4.0 since an error is facts: no sentence, no position, no width table (was 9.47).
  { name: '`parse`', code: "import { parse } from 'typed-uri'; console.log(parse(location.href))", budget: 6_995, target: 7 * KB },
  {
    name: '`uriSchema()` as a form check (typed-uri/standard-schema)',
    code: "import { uriSchema } from 'typed-uri/standard-schema'; console.log(uriSchema()['~standard'].validate(location.href))",
    // 23.25 KB: web addresses, schemes that run code, both message catalogs, lazy issues (see the closing note for what 10 KB takes).
    // 24.24 KB since an issue is a class with lazy getters and its code and offset come from the explanation alone (a form reads them in a third of the time).
    // 24.23 KB since equal parts of the generated code are one function, bounded repetitions run through a shared helper and slots are arrays (was 24.60).
    // 25.12 KB in 0.4.0 since both catalogs carry sentences for the new codes (not-expressible, a template's variable
    // name): every catalog ships in this bundle until errors are facts and the words an import.
    // 19.30 KB in 0.4.0: the words a form can show (the English plain sentences of the reading codes, faults, options
    // and adapters: a third of the catalog), the public-site check `public: true` reads (3.3 KB); iri, zoneIds, policy,
    // fromUserInput and suggestFix are imports it ships only when given (was 24.23 with both catalogs whole).
    // 19.63 KB in 0.4.0 since the schema is made of parts (the adapters' schemas take fewer: about 0.25 KB).
    // 19.92 KB in 0.4.0 since an international name typed without a scheme is named and its A-labels suggested under
    // fromUserInput, and a tidied value's faults point into what was typed (about 0.3 KB).
    budget: 20_520,
    target: 11 * KB,
  },
  {
    name: 'template `parseTemplate` + `expand` (typed-uri/template)',
    code: "import { parseTemplate, expand } from 'typed-uri/template'; const t = parseTemplate(location.hash); console.log(t._tag === 'Right' ? expand(t.right)({ q: location.search }) : t.left)",
    // 7.50 KB since the template's reader has its own reading (five sentences, its part names, no likely reading) and
    // reads literals with reference.ts's U+R table, the same set (was 8.91); 8.12 KB since expand plans each
    // expression once and reads lists and maps from the value (0.7 of the time).
    // 8.30 KB since an error's position is found by a search (display-width.ts) and its facts made in place.
    // 7.26 KB since a template's errors are made with its own sentences (template/error.ts: no error.ts, no URI
    // reading or scheme sentence), expand refuses a value where it meets it (one loop for lists and maps) and
    // reference.ts reads IPv6address and IPvFuture by regular expression (was 8.37).
    // 7.73 KB in 0.4.0 since reference.ts takes its tables and its IP-literal expression from the grammar (generated)
    // instead of writing them again (about 0.27 KB).
    // 5.18 KB in 0.4.0 since a template error is facts (was 7.73).
    budget: 5_340,
    target: 4_500,
  },
  {
    name: 'template `parseTemplate` + `match` (typed-uri/template)',
    code: "import { parseTemplate, match } from 'typed-uri/template'; const t = parseTemplate(location.hash); console.log(t._tag === 'Right' ? match(t.right)(location.href) : t.left)",
    // 9.94 KB since the template's reader has its own reading and reference.ts's U+R table (was 11.35);
    // 11.20 KB since the one-pass readers and expand's plan (match in 0.5 to 0.7 of the time).
    // 11.56 KB since match keeps one copy of each table and literal piece alike (growth x4 about 4.5, was 5.2)
    // and an error's position is found by a search and its facts made in place.
    // 10.54 KB since a template's errors are made with its own sentences, expand's planned path alone and reference.ts's
    // IP literals by regular expression (was 11.64).
    // 12.24 KB in 0.4.0 since matching round-trips: named expressions end where their pieces stop naming their
    // variables, reserved values decode non-ASCII triplets, ";x=" reads back (about 1.2 KB), and reference.ts's
    // IP-literal expression comes from the grammar (about 0.27 KB).
    // 9.70 KB in 0.4.0 since a template error is facts (was 12.24).
    budget: 9_990,
    target: 7 * KB,
  },
  {
    name: '`UriTemplate` expand + match (typed-uri/mcp)',
    code: "import { UriTemplate } from 'typed-uri/mcp'; const t = new UriTemplate(location.hash); console.log(t.expand({ q: location.search }), t.match(location.href))",
    // 15.32 KB: the template's reader, expand, and matchWith's any-order reading with match's pieces (measured beside
    // the matching of 0.4.0 under way, whose parseTemplate + match row was 12.17 KB then).
    // 12.79 KB in 0.4.0 since an error is facts and the thrown Error names its cause and place without a catalog (a sentence is describeError of its cause).
    budget: 13_175,
    target: null,
  },
  {
    name: '`toURLPattern` + `fromURLPattern` (typed-uri/template)',
    code: "import { parseTemplate, toURLPattern, fromURLPattern } from 'typed-uri/template'; const t = parseTemplate(location.hash); console.log(t._tag === 'Right' ? toURLPattern(t.right) : t.left, fromURLPattern(location.href))",
    // 10.38 KB: the template's reader (most of it), the URL Pattern Standard's tokenizer and pattern parser, the sentences.
    // 7.04 KB in 0.4.0 since its refusals are facts (was 10.38).
    budget: 7_250,
    target: null,
  },
  {
    name: '`resolveText` + `normalizeText`',
    code: "import { resolveText, normalizeText } from 'typed-uri'; console.log(resolveText(location.href)(document.title), normalizeText(location.href))",
    // 12.91 KB since each entry rule has its own reading of errors (was 13.18).
    // 13.32 KB since a failing input is read once and explained with its joins kept, its error's facts made in place, and a position found by a search.
    // 13.15 KB since equal parts of the generated code are one function, bounded repetitions run through a shared helper and slots are arrays (was 13.49).
    // 10.32 KB in 0.4.0 since an error is facts (was 13.15).
    budget: 10_630,
    target: 10 * KB,
  },
  // 8.87 KB since an IRI reference's reading has no non-ASCII, scheme or template sentence (was 9.32).
  // 8.87 KB since equal parts of the generated code are one function, bounded repetitions run through a shared helper and slots are arrays (was 9.20).
  // 6.13 KB in 0.4.0 since an error is facts (was 8.87).
  { name: '`iriToURI` (typed-uri/iri)', code: "import { iriToURI } from 'typed-uri/iri'; console.log(iriToURI(location.href))", budget: 6_315, target: 7 * KB },
  {
    name: '`parseQuery` + `formatQuery` (typed-uri/query)',
    code: "import { parseQuery, formatQuery } from 'typed-uri/query'; console.log(formatQuery(parseQuery(location.search.slice(1))))",
    budget: 1_220,
    target: null,
  },
  {
    name: '`parse` + `withQuery` (a setter)',
    code: "import { parse, withQuery } from 'typed-uri'; const r = parse(location.href); console.log(r._tag === 'Right' ? withQuery('q=1')(r.right) : r.left)",
    // 11.83 KB since the setters read components with the URI reading of errors (was 12.18).
    // 11.87 KB since equal parts of the generated code are one function, bounded repetitions run through a shared helper and slots are arrays (was 12.21).
    // 8.51 KB in 0.4.0 since an error is facts (was 11.87).
    budget: 8_765,
    target: null,
  },
  {
    name: '`parseScheme` (typed-uri/schemes)',
    code: "import { parseScheme } from 'typed-uri/schemes'; console.log(parseScheme(location.href))",
    // 25.53 KB since the readings of errors (was 25.70).
    // 25.55 KB since equal parts of the generated code are one function, bounded repetitions run through a shared helper and slots are arrays (was 25.89).
    // 21.86 KB in 0.4.0 since a scheme error is facts, its reason a kind (was 25.55).
    budget: 22_515,
    target: null,
  },
  {
    name: '`safeRedirect` (typed-uri/security)',
    code: "import { safeRedirect } from 'typed-uri/security'; console.log(safeRedirect({ base: location.origin })(location.search))",
    // 16.15 KB: both readings (the URI grammar, resolution, normalization, and the runtime's URL), differ.ts, script schemes.
    // 13.20 KB in 0.4.0 since refusals and warnings are facts (was 16.15).
    budget: 13_600,
    target: null,
  },
  {
    name: '`parse` + `describeError` + English `plain` (typed-uri/messages)',
    code: "import { parse } from 'typed-uri'; import { describeError, plain } from 'typed-uri/messages'; const r = parse(location.href); console.log(r._tag === 'Left' ? describeError(plain)(r.left) : r.right)",
    // NEW in 0.4.0: a catalog ships whole, every section (security's, the templates' and the schemes' sentences too).
    budget: 19_470,
    target: 9_500,
  },
  {
    name: '`parse` + `describeError` + German `plain` (typed-uri/messages/de)',
    code: "import { parse } from 'typed-uri'; import { describeError } from 'typed-uri/messages'; import { plain } from 'typed-uri/messages/de'; const r = parse(location.href); console.log(r._tag === 'Left' ? describeError(plain)(r.left) : r.right)",
    // 16.75 KB: the German catalog ships whole too.
    budget: 17_250,
    target: 10_000,
  },
  {
    name: "typed-uri/zod `uri()` in a zod form (a name and a homepage), added to zod's own `z.url()`",
    code: "import * as z from 'zod'; import { uri } from 'typed-uri/zod'; console.log(z.object({ name: z.string(), homepage: uri() }).safeParse(location.href))",
    over: "import * as z from 'zod'; console.log(z.object({ name: z.string(), homepage: z.url() }).safeParse(location.href))",
    // NEW in 0.4.0: 19.46 KB made as uriSchema() (every rule, a web address's checks, the public-site check);
    // 15.47 KB since a schema is made of the parts it reads (standard-schema/parts.ts): section 3's rule, its tree by
    // Appendix B's split (for a policy's check), the form's English. What 11 KB would take: see the closing note.
    // 15.55 KB since each schema carries its JSON Schema format in zod's metadata (`z.toJSONSchema`); 15.83 KB since
    // an international name typed without a scheme is named under fromUserInput and a tidied value's faults are moved.
    budget: 15_940,
    target: 11 * KB,
  },
  {
    name: "typed-uri/zod `webURL()` in a zod form (a name and a homepage), added to zod's own `z.url()`",
    code: "import * as z from 'zod'; import { webURL } from 'typed-uri/zod'; console.log(z.object({ name: z.string(), homepage: webURL() }).safeParse(location.href))",
    over: "import * as z from 'zod'; console.log(z.object({ name: z.string(), homepage: z.url() }).safeParse(location.href))",
    // NEW in 0.4.0: 19.46 KB as uriSchema(); 18.95 KB of its parts: uri()'s, a web address's faults and the
    // public-site check `public: true` stands for.
    budget: 19_520,
    target: null,
  },
  {
    name: "typed-uri/valibot `uri()` in a valibot form (a name and a homepage), added to valibot's own `v.url()`",
    code: "import * as v from 'valibot'; import { uri } from 'typed-uri/valibot'; console.log(v.safeParse(v.object({ name: v.string(), homepage: v.pipe(v.string(), uri()) }), location.href))",
    over: "import * as v from 'valibot'; console.log(v.safeParse(v.object({ name: v.string(), homepage: v.pipe(v.string(), v.url()) }), location.href))",
    // NEW in 0.4.0: 19.88 KB as uriSchema(); 15.86 KB of its parts: as zod's uri(), and absolute-URI (section 4.3),
    // which the action's `rule` may ask for.
    budget: 16_340,
    target: null,
  },
  { name: "everything in '.'", code: "import * as U from 'typed-uri'; console.log(U)", budget: null, target: null },
]

/** The rows with a target, for bench/run.ts's table of targets. */
export const ENTRIES: readonly { readonly name: string; readonly code: string; readonly over?: string; readonly target: number }[] = ROWS.flatMap((r) =>
  r.target === null ? [] : [{ name: r.name, code: r.code, ...(r.over === undefined ? {} : { over: r.over }), target: r.target }],
)

/**
 * A folder whose node_modules/typed-uri is this package, so that `typed-uri/template`
 * resolves through package.json's exports as it does for a user (made once).
 */
let consumer: string | null = null
const consumerDir = (): string => {
  if (consumer !== null) return consumer
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'typed-uri-size-'))
  fs.mkdirSync(path.join(dir, 'node_modules'))
  fs.symlinkSync(root, path.join(dir, 'node_modules', 'typed-uri'), 'dir')
  // The adapters' libraries (optional peers, dev dependencies here), for the rows of a zod or valibot form.
  for (const peer of ['zod', 'valibot'])
    if (fs.existsSync(path.join(root, 'node_modules', peer))) fs.symlinkSync(path.join(root, 'node_modules', peer), path.join(dir, 'node_modules', peer), 'dir')
  process.on('exit', () => fs.rmSync(dir, { recursive: true, force: true }))
  consumer = dir
  return dir
}

/** The bundle of `code` (esbuild, minified, ES module, for the browser): its bytes and its bytes after gzip -9. */
export const sizeOf = (code: string): { readonly raw: number; readonly gzip: number } => {
  const out = buildSync({
    stdin: { contents: code, resolveDir: consumerDir(), loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    logLevel: 'silent',
  })
  const bytes = out.outputFiles[0].contents
  return { raw: bytes.length, gzip: zlib.gzipSync(bytes, { level: 9 }).length }
}

/** A row's figures: its bundle's, or what it adds to the bundle it is measured over. */
export const addedBy = (row: Pick<Row, 'code' | 'over'>): { readonly raw: number; readonly gzip: number } => {
  const all = sizeOf(row.code)
  if (row.over === undefined) return all
  const base = sizeOf(row.over)
  return { raw: all.raw - base.raw, gzip: all.gzip - base.gzip }
}

const kb = (n: number, digits = 1): string => `${(n / KB).toFixed(digits)} KB`

if (require.main === module) {
  if (!fs.existsSync(path.join(root, 'dist/esm/index.js'))) {
    process.stderr.write('size: build the package first (npm run build)\n')
    process.exit(2)
  }
  const rows = ROWS.map((r) => ({ ...r, ...addedBy(r) }))
  const table = [
    '| use (esbuild, minified, browser) | minified | gzip -9 | budget (CI) | target | |',
    '|---|---:|---:|---:|---:|---|',
    ...rows.map((r) =>
      [
        '',
        r.name,
        kb(r.raw),
        kb(r.gzip, 2),
        r.budget === null ? '–' : `${kb(r.budget, 2)}${r.gzip > r.budget ? ' **over**' : ''}`,
        r.target === null ? '–' : kb(r.target),
        r.target === null ? '' : r.gzip <= r.target ? 'met' : 'not met',
        '',
      ]
        .join(' | ')
        .trim(),
    ),
  ].join('\n')
  process.stdout.write(`${table}\n`)
  fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true })
  fs.writeFileSync(
    path.join(root, 'bench/results/size.md'),
    [
      '# Bundle sizes, per use',
      '',
      'Measured by `npm run size` (bench/size.ts) from the built package: each use (the function with its default options,',
      'imported by name as an application does) bundled by esbuild (ES modules, minified, for the browser) and gzipped',
      "at level 9. CI fails when a row passes its budget (its last size plus about 3%); the target is the project's bar",
      "for the row. Everything in '.' is reported without a budget.",
      '',
      table,
      '',
    ].join('\n'),
  )
  const over = rows.filter((r) => r.budget !== null && r.gzip > r.budget)
  if (over.length > 0) {
    process.stderr.write(`size: over budget: ${over.map((r) => r.name).join(', ')}\n`)
    process.exit(1)
  }
}
