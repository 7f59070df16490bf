/**
 * `npm run bench`: typed-uri side by side with fast-uri, uri-js, whatwg-url and
 * Node's URL in one process, over the seeded corpus of bench/corpus.ts.
 * Prints the table and writes bench/results/latest.md.
 *
 *   BENCH_ROUNDS=25 npm run bench    more rounds (default 15)
 *   BENCH_CLI=0 npm run bench        without the uri command's throughput (bench/cli.ts, about 2 minutes)
 */
import { spawnSync } from 'node:child_process'
import * as fs from 'node:fs'
import * as os from 'node:os'
import * as path from 'node:path'
import * as E from 'fp-ts/lib/Either.js'
import { isValid, isValidIRI, parse, parseIRIReference, parseURI } from '../src/index.ts'
import { iriToURI } from '../src/iri/index.ts'
import { makeCorpus, makeResolutionPairs } from './corpus.ts'
import { bytesPerInput, pairedRatio, ratioSpread, showRatio, timeSideBySide, type Timing } from './harness.ts'
import { allocations, normalizers, parsers, resolvers, validators, type Contender } from './peers.ts'
import { addedBy, ENTRIES } from './size.ts'
import { cliBench } from './cli.ts'
import { scaleBench } from './scale.ts'
import { speedBench, speedTable, speedTargets } from './speed.ts'
import { cliffBench, cliffTable, cliffTargets } from './cliff.ts'
import { failingBench, failingTable, failingTargets } from './failing.ts'
import { FORM_ROUNDS, formsBench } from './forms.ts'
import { templatesBench, templatesTable } from './templates.ts'
import { parseTemplate as urlTemplateParse } from 'url-template'
import { expand, parseTemplate, type Template } from '../src/template/index.ts'
import { EXAMPLES } from '../spec/template/rfc6570-examples.ts'

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 15)
const corpus = makeCorpus()
const absolute = corpus.filter((s) => URL.canParse(s) && E.isRight(parseURI(s)))
const pairs = makeResolutionPairs()

if (process.argv.includes('--alloc')) {
  // Child process: bytes allocated per parsed URI, with a young generation large enough for a batch.
  const batch = corpus.slice(0, 2000)
  const out = Object.fromEntries(allocations.map((c) => [c.name, bytesPerInput(c, batch)]))
  process.stdout.write(JSON.stringify(out))
  process.exit(0)
}

const invalid = corpus.filter((s) => !isValid(s))
if (invalid.length > 0) throw new Error(`the corpus should be valid RFC 3986; not: ${invalid.slice(0, 3).join(' ')}`)

interface Row {
  readonly operation: string
  readonly corpus: string
  readonly timings: readonly Timing[]
}

const only = <I>(cs: readonly Contender<I>[], names: readonly string[]) => cs.filter((c) => names.includes(c.name))
const rfcPeers = ['typed-uri', 'fast-uri', 'uri-js']

const rows: Row[] = []
const measure = <I>(operation: string, corpusName: string, cs: readonly Contender<I>[], inputs: readonly I[]): void => {
  process.stderr.write(`${operation} (${corpusName}): ${cs.map((c) => c.name).join(', ')}\n`)
  rows.push({ operation, corpus: corpusName, timings: timeSideBySide(cs, inputs, ROUNDS) })
}

const all = `all ${corpus.length}`
const abs = `absolute ${absolute.length}`
measure('parse to the typed AST', all, only(parsers, rfcPeers), corpus)
measure('parse to the typed AST', abs, parsers, absolute)
measure('resolve: parse both, resolve, serialize', `pairs ${pairs.length}`, resolvers, pairs)
measure('normalize: parse, normalize, serialize', all, only(normalizers, [...rfcPeers, 'typed-uri normalizeText']), corpus)
measure('normalize: parse, normalize, serialize', abs, normalizers, absolute)
measure('validate only', all, only(validators, rfcPeers), corpus)
measure('validate only', abs, validators, absolute)

// IRI parsing against URI parsing. ASCII: the corpus itself, read by both. Non-ASCII:
// the corpus with words of four scripts put in its last path segment, read as IRIs, against
// parse() of the same references as URIs (iriToURI).
const WORDS = ['straße', 'bücher', '日本語', 'Ελλάδα', 'café']
const iris = corpus
  .map((s, k) => {
    const slash = s.lastIndexOf('/')
    return slash < 0 ? null : s.slice(0, slash + 1) + WORDS[k % WORDS.length] + s.slice(slash + 1)
  })
  .filter((s): s is string => s !== null && isValidIRI(s))
const iriPairs = iris.map((s) => [s, (iriToURI(s) as E.Right<string>).right] as const)
const pathOf = (r: ReturnType<typeof parse>) => (E.isRight(r) ? r.right.path : r.left)
measure(
  'IRI parse vs URI parse, ASCII',
  all,
  [
    { name: 'typed-uri', run: (s: string) => pathOf(parseIRIReference(s)) },
    { name: 'typed-uri parse (URI)', run: (s: string) => pathOf(parse(s)) },
  ],
  corpus,
)
measure(
  'IRI parse vs URI parse, non-ASCII',
  `IRIs ${iris.length}`,
  [
    { name: 'typed-uri', run: ([iri]: readonly [string, string]) => pathOf(parseIRIReference(iri)) },
    { name: 'typed-uri parse (URI)', run: ([, uri]: readonly [string, string]) => pathOf(parse(uri)) },
  ],
  iriPairs,
)

// expand, each RFC 6570 example's template parsed once beforehand (as both libraries are used), against url-template.
const examples = Object.values(EXAMPLES).flat()
const templateCases = examples.map((e) => ({ ours: (parseTemplate(e.template) as E.Right<Template>).right, theirs: urlTemplateParse(e.template), variables: e.variables }))
type TemplateCase = (typeof templateCases)[number]
measure(
  'expand the RFC 6570 examples',
  `examples ${examples.length}`,
  [
    { name: 'typed-uri', run: (c: TemplateCase) => (expand(c.ours)(c.variables) as E.Right<string>).right },
    { name: 'url-template', run: (c: TemplateCase) => c.theirs.expand(c.variables as never) },
  ],
  templateCases,
)

// A form's check: uriSchema() against isValid and zod's z.url() (bench/forms.ts).
const forms = formsBench()
rows.push(...forms.rows)

// parseQuery, decodeData and the setters, each in a fresh process (bench/speed.ts).
const speed = speedBench()
const templates = templatesBench(ROUNDS)
const cliff = cliffBench(ROUNDS)
const failing = failingBench()

const alloc = spawnSync(process.execPath, ['--expose-gc', '--max-semi-space-size=64', '-r', 'ts-node/register', __filename, '--alloc'], {
  encoding: 'utf8',
  cwd: path.resolve(__dirname, '..'),
})
const bytes: Record<string, number> = alloc.status === 0 ? JSON.parse(alloc.stdout) : {}

// Time to import a package: a fresh node process times its own `require(…)` (so the
// process start, 100 ms or more and noisy, is not part of it), median of interleaved runs
// (the built package: run `npm run build` first, or this part is skipped). The CommonJS
// entry loads a module when one of its exports is first read (.ci/build.cjs), so the
// import and a first parse are timed too: what a program that parses one URI waits for.
const root = path.resolve(__dirname, '..')
const built = fs.existsSync(path.join(root, 'dist/cjs/index.js'))
const FIRST = JSON.stringify('http://a/b?c#d')
const importers: readonly (readonly [string, string])[] = [
  ['typed-uri', `require(${JSON.stringify(path.join(root, 'dist/cjs/index.js'))})`],
  ['fast-uri', `require('fast-uri')`],
  ['typed-uri, then parse one URI', `require(${JSON.stringify(path.join(root, 'dist/cjs/index.js'))}).parse(${FIRST})`],
  ['fast-uri, then parse one URI', `require('fast-uri').parse(${FIRST})`],
]
const importMs: Record<string, number> = {}
if (built) {
  const runs: Record<string, number[]> = {}
  for (let k = 0; k < 21; k++) {
    for (const [name, statement] of importers) {
      const code = `const t = process.hrtime.bigint(); ${statement}; process.stdout.write(String(Number(process.hrtime.bigint() - t) / 1e6))`
      const r = spawnSync(process.execPath, ['-e', code], { cwd: root, encoding: 'utf8' })
      ;(runs[name] ??= []).push(Number(r.stdout))
    }
  }
  const median = (xs: number[]): number => xs.sort((a, b) => a - b)[xs.length >> 1]
  for (const [name] of importers) importMs[name] = median(runs[name])
}
const sizes = built ? ENTRIES.map((e) => ({ ...e, ...addedBy(e) })) : []
if (built && process.env.BENCH_CLI !== '0') process.stderr.write('the uri command on a million lines, and on a 1 GB stream\n')
const cli = built && process.env.BENCH_CLI !== '0' ? cliBench(root, corpus) : null
const scaleTable = built && process.env.BENCH_SCALE !== '0' ? scaleBench(root, corpus) : 'The line filter at scale (bench/scale.ts): build the package first, and leave BENCH_SCALE unset.'

// ---------------------------------------------------------------------------
// the report
// ---------------------------------------------------------------------------

/** Ours over a peer: the median of the rounds' ratios, and their quartiles (harness.ts's `pairedRatio`, `ratioSpread`). */
interface Ratio {
  readonly value: number
  readonly spread: readonly [number, number] | null
}
const ratioTo = (row: Row, name: string, oursName = 'typed-uri'): Ratio => {
  const ours = row.timings.find((t) => t.name === oursName)
  const other = row.timings.find((t) => t.name === name)
  return ours === undefined || other === undefined ? { value: NaN, spread: null } : { value: pairedRatio(ours, other), spread: ratioSpread(ours, other) }
}
const fmt = (n: number, digits = 0): string => (Number.isFinite(n) ? n.toFixed(digits) : '–')

const table = [
  '| operation | corpus | library | ns/op | ops/s | ratio to fast-uri |',
  '|---|---|---|---:|---:|---:|',
  ...rows.flatMap((row) => {
    const fast = row.timings.find((t) => t.name === 'fast-uri')
    return row.timings.map((t) => `| ${row.operation} | ${row.corpus} | ${t.name} | ${fmt(t.ns)} | ${fmt(1e9 / t.ns)} | ${fast === undefined ? '–' : fmt(t.ns / fast.ns, 2)} |`)
  }),
].join('\n')

const allocTable = ['| library | bytes allocated per parsed URI |', '|---|---:|', ...Object.entries(bytes).map(([name, b]) => `| ${name} | ${fmt(b)} |`)].join('\n')

const find = (operation: string, corpusName: string): Row => rows.find((r) => r.operation.startsWith(operation) && r.corpus === corpusName) as Row
const check = (label: string, measured: number | Ratio, target: number): string => {
  const { value, spread } = typeof measured === 'number' ? { value: measured, spread: null } : measured
  const shown = spread === null || !Number.isFinite(value) ? fmt(value, 2) : showRatio(value, spread)
  return `| ${label} | ${shown} | ≤ ${target} | ${value <= target ? 'met' : 'not met'} |`
}
const targets = [
  '| target (ours / peer) | measured | target | |',
  '|---|---:|---:|---|',
  check('parse / fast-uri', ratioTo(find('parse', all), 'fast-uri'), 0.35),
  check('resolve / fast-uri', ratioTo(find('resolve', `pairs ${pairs.length}`), 'fast-uri'), 0.3),
  check('normalize / fast-uri', ratioTo(find('normalize', all), 'fast-uri'), 0.25),
  check('validate / fast-uri', ratioTo(find('validate', all), 'fast-uri'), 0.2),
  check('bytes per parsed URI / fast-uri', (bytes['typed-uri'] ?? NaN) / (bytes['fast-uri'] ?? NaN), 1),
  check('parse + read components / node URL (absolute)', ratioTo(find('parse', abs), 'node URL'), 0.75),
  check('resolve (tree) / node URL with base', ratioTo(find('resolve', `pairs ${pairs.length}`), 'node URL'), 0.85),
  check('resolveText / node URL with base', ratioTo(find('resolve', `pairs ${pairs.length}`), 'node URL', 'typed-uri resolveText'), 0.85),
  check('isValid / URL.canParse (absolute)', ratioTo(find('validate', abs), 'node URL.canParse'), 0.75),
  check('normalize (tree) / new URL(s).href (absolute)', ratioTo(find('normalize', abs), 'node URL'), 1.25),
  check('normalizeText / new URL(s).href (absolute)', ratioTo(find('normalize', abs), 'node URL', 'typed-uri normalizeText'), 1.25),
  check('IRI parse / URI parse, ASCII', ratioTo(find('IRI parse vs URI parse, ASCII', all), 'typed-uri parse (URI)'), 1.1),
  check('IRI parse of non-ASCII / URI parse of its URI', ratioTo(find('IRI parse vs URI parse, non-ASCII', `IRIs ${iris.length}`), 'typed-uri parse (URI)'), 1.5),
  check('expand / url-template (RFC 6570 examples)', ratioTo(find('expand the RFC 6570 examples', `examples ${examples.length}`), 'url-template'), 1),
  ...(built ? [check('import time / fast-uri', importMs['typed-uri'] / importMs['fast-uri'], 1)] : []),
  ...(built ? [`| import and a first parse / fast-uri's (no target) | ${fmt(importMs['typed-uri, then parse one URI'] / importMs['fast-uri, then parse one URI'], 2)} | – | |`] : []),
  ...speedTargets(speed.figures),
  ...cliffTargets(cliff.figures),
  ...failingTargets(failing.figures),
  ...forms.targets,
  ...templates.targets,
  ...sizes.map((e) => check(`gzipped bundle, ${e.name} (KB)`, e.gzip / 1000, e.target / 1000)),
  ...(cli === null
    ? []
    : [
        check('uri validate --only-invalid / readline + URL.canParse, each printing the lines that fail (1M lines)', cli.validate[0].ms / cli.validate[1].ms, 0.6),
        check('uri parse / readline + fast-uri + JSON.stringify (1M lines)', cli.parse[0].ms / cli.parse[1].ms, 0.5),
        check('uri validate peak memory, 1 GB stream / 500 MB stream', cli.streams[1].maxRssKB / cli.streams[0].maxRssKB, 1.1),
      ]),
].join('\n')

const importTable = built
  ? ['| import (require(…), then a first parse, timed inside a fresh node) | ms, median of 21 |', '|---|---:|', ...importers.map(([name]) => `| ${name} | ${fmt(importMs[name], 1)} |`)].join(
      '\n',
    )
  : 'Import times: build the package first (`npm run build`).'

const cliTable =
  cli === null
    ? 'The uri command: build the package first (`npm run build`), and leave BENCH_CLI unset.'
    : [
        `| the uri command, ${cli.lines} lines (${fmt(cli.bytes / 1e6, 1)} MB) on standard input, output to /dev/null | ms, median of ${process.env.CLI_ROUNDS ?? 5} | peak memory (MB) | ratio |`,
        '|---|---:|---:|---:|',
        ...[cli.validate, cli.parse].flatMap((pair) => pair.map((t) => `| ${t.name} | ${fmt(t.ms)} | ${fmt(t.maxRssKB / 1024)} | ${fmt(t.ms / pair[1].ms, 2)} |`)),
        ...cli.streams.map((t) => `| uri validate, ${fmt(t.bytes / 1e6)} MB through a pipe | ${fmt(t.ms)} | ${fmt(t.maxRssKB / 1024)} | – |`),
      ].join('\n')

const machine = `${os.cpus()[0]?.model ?? 'unknown CPU'}, ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB; Node ${process.version}; ${os.platform()} ${os.release()}`
const report = `# Benchmark results

Measured ${new Date().toISOString().slice(0, 10)} on ${machine}.
${ROUNDS} interleaved rounds per operation (${FORM_ROUNDS} for the form checks) after each contender's 100 ms warm-up and 3 warm-up rounds; each figure is
the median of samples of at least 1 ms of wall time (bench/harness.ts; BENCH_CLOCK=cpu times by the process's CPU time).
A ratio of two contenders timed side by side is the median of each round's ratio, its quartiles in brackets.
Corpus: bench/corpus.ts (seeded, ${corpus.length} URI references; the absolute subset is what Node's URL
and typed-uri's parseURI both accept). Rerun with \`npm run bench\`.

${targets}

${table}

${allocTable}

${speedTable(speed.rows)}

${templatesTable(templates)}
${cliffTable(cliff.rows)}

${failingTable(failing.rows)}

${importTable}

${cliTable}

${scaleTable}

The peers of the uri command are bench/cli/canparse.cjs and bench/cli/fast-uri.cjs; times
are of the whole process (start included), as a user sees them.
`
fs.mkdirSync(path.join(__dirname, 'results'), { recursive: true })
fs.writeFileSync(path.join(__dirname, 'results', 'latest.md'), report)
process.stdout.write(report)
