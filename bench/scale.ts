/**
 * The line filter at scale (docs/scale.md), on the built package: a million
 * lines of the corpus on standard input, output to /dev/null, wall time of the
 * whole process, median of interleaved rounds.
 *
 * - `uri validate --format tsv` against a readline script printing the line
 *   and `URL.canParse` for every line (bench/cli/canparse-rows.cjs; also the
 *   same script with its output gathered into 64 KiB writes);
 * - `uri parse --format tsv --fields host,path` against a readline script
 *   printing `new URL`'s host and pathname (bench/cli/new-url.cjs);
 * - `uri parse --format tsv --jobs 2` against `--jobs 1`, and beside it the
 *   machine's own ceiling for that figure: two `--jobs 1` processes at once,
 *   each on half of the lines (no threads, no messages: what splitting the
 *   file would give), against one on the whole;
 * - peak memory streaming 1 GB through `uri parse --format tsv`, and on one
 *   line of 50 MB;
 * - how many distinct inputs of a crawl-like corpus `canonicalize`'s dedup
 *   profile collapses (in-process).
 *
 *   SCALE_ROUNDS=5 npm run bench    more rounds (default 3); BENCH_SCALE=0 leaves it out
 *   SCALE_ONLY=jobs npx ts-node bench/scale.ts    the --jobs rows alone (a minute, not several)
 */
import { spawnSync } from 'node:child_process'
import * as fs from 'node:fs'
import * as os from 'node:os'
import * as path from 'node:path'
import * as E from 'fp-ts/lib/Either.js'
import { run } from './cli.ts'
import { random, writeCorpusLines } from './corpus.ts'
import { CANONICAL_PROFILES, canonicalize, normalizeText } from '../src/index.ts'

const here = path.join(__dirname, 'cli')

/** The two halves of a file of lines (by lines), beside it. */
const halvesOf = (file: string): readonly [string, string] => {
  const lines = fs.readFileSync(file, 'utf8').split('\n').slice(0, -1)
  const half = lines.length >> 1
  const names = [`${file}.1`, `${file}.2`] as const
  fs.writeFileSync(names[0], lines.slice(0, half).join('\n') + '\n')
  fs.writeFileSync(names[1], lines.slice(half).join('\n') + '\n')
  return names
}

/** Two processes at once, each reading one half: wall ms of both. */
const runHalves = (args: readonly string[], cwd: string, halves: readonly [string, string]): { ms: number; maxRssKB: number } => {
  const node = [process.execPath, ...args].map((a) => `'${a}'`).join(' ')
  const t = process.hrtime.bigint()
  const r = spawnSync('/bin/sh', ['-c', `${node} < '${halves[0]}' > /dev/null & ${node} < '${halves[1]}' > /dev/null; wait`], { cwd, stdio: ['ignore', 'ignore', 'inherit'] })
  if (r.status !== 0) throw new Error(`two halves exited ${r.status}`)
  return { ms: Number(process.hrtime.bigint() - t) / 1e6, maxRssKB: 0 }
}

/** The contender that runs its command on the two halves at once (runHalves). */
const HALVES = 'two uri parse --format tsv --jobs 1 at once, half the lines each'
const median = (xs: readonly number[]): number => [...xs].sort((a, b) => a - b)[xs.length >> 1]
const fmt = (n: number, digits = 0) => n.toFixed(digits)

interface Pair {
  readonly figure: string
  readonly ours: { readonly name: string; readonly ms: number }
  readonly theirs: { readonly name: string; readonly ms: number }
  readonly bar: number
}

/** A crawl-like corpus: each URL of the corpus seen again as crawlers see it (tracking parameters, case, default port, fragment, reordered query). */
export const crawlCorpus = (corpus: readonly string[], seed = 36): string[] => {
  const rnd = random(seed)
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]
  const out: string[] = []
  for (const url of corpus.filter((u) => /^https?:\/\/[^/?#]+/.test(u))) {
    out.push(url)
    const n = Math.floor(rnd() * 4)
    for (let k = 0; k < n; k++) {
      let v = url.replace(/#.*$/, '')
      const kind = pick(['utm', 'fbclid', 'case', 'port', 'fragment', 'order'])
      if (kind === 'utm') v += (v.includes('?') ? '&' : '?') + `utm_source=${pick(['news', 'tw', 'mail'])}&utm_medium=${pick(['social', 'email'])}`
      if (kind === 'fbclid') v += (v.includes('?') ? '&' : '?') + `fbclid=IwAR${Math.floor(rnd() * 1e9).toString(36)}`
      if (kind === 'case') v = v.replace(/^https?:\/\/[^/?#]+/, (m) => m.toUpperCase())
      if (kind === 'port') v = v.replace(/^(https?):\/\/([^/?#:@]+)(?=[/?#]|$)/, (_m, s: string, h: string) => `${s}://${h}:${s === 'http' ? 80 : 443}`)
      if (kind === 'fragment') v += `#${pick(['top', 'comments', 'section-2'])}`
      if (kind === 'order' && v.includes('?')) v = v.replace(/\?(.*)$/, (_m, q: string) => '?' + q.split('&').reverse().join('&'))
      out.push(v)
    }
  }
  return out
}

/** The scale benchmark; the package must be built. Returns its Markdown table. */
export const scaleBench = (root: string, corpus: readonly string[], rounds = Number(process.env.SCALE_ROUNDS ?? 3)): string => {
  const lines = 1_000_000
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'typed-uri-scale-bench-'))
  try {
    const file = writeCorpusLines(dir, corpus, lines)
    const uri = path.join(root, 'dist/cjs/cli/main.js')
    const contenders: Record<string, readonly string[]> = {
      'uri validate --format tsv': [uri, 'validate', '--format', 'tsv'],
      'canparse-rows.cjs (a write per line)': [path.join(here, 'canparse-rows.cjs')],
      'canparse-rows-buffered.cjs (64 KiB writes)': [path.join(here, 'canparse-rows-buffered.cjs')],
      'uri parse --format tsv --fields host,path': [uri, 'parse', '--format', 'tsv', '--fields', 'host,path'],
      'new-url.cjs': [path.join(here, 'new-url.cjs')],
      'uri parse --format tsv --jobs 1': [uri, 'parse', '--format', 'tsv', '--jobs', '1'],
      'uri parse --format tsv --jobs 2': [uri, 'parse', '--format', 'tsv', '--jobs', '2'],
      [HALVES]: [uri, 'parse', '--format', 'tsv', '--jobs', '1'],
    }
    const halves = halvesOf(file)
    const onlyJobs = process.env.SCALE_ONLY === 'jobs'
    const names = Object.keys(contenders).filter((n) => !onlyJobs || n.includes('--jobs'))
    const measure = (n: string) => (n === HALVES ? runHalves(contenders[n], root, halves) : run(contenders[n], root, { file }))
    const runs = new Map(names.map((n) => [n, [] as { ms: number; maxRssKB: number }[]]))
    run(contenders[names[0]], root, { file }) // warm the file cache
    for (let k = 0; k < rounds; k++) for (const n of names) runs.get(n)?.push(measure(n))
    const ms = (n: string) => median((runs.get(n) ?? []).map((r) => r.ms))
    const pair = (figure: string, a: string, b: string, bar: number): Pair => ({ figure, ours: { name: a, ms: ms(a) }, theirs: { name: b, ms: ms(b) }, bar })
    const pairs = [
      pair('validate, a row per line', 'uri validate --format tsv', 'canparse-rows.cjs (a write per line)', 0.6),
      pair('validate, against buffered output', 'uri validate --format tsv', 'canparse-rows-buffered.cjs (64 KiB writes)', 0.6),
      pair('parse host and path', 'uri parse --format tsv --fields host,path', 'new-url.cjs', 0.6),
      pair('--jobs 2 / --jobs 1', 'uri parse --format tsv --jobs 2', 'uri parse --format tsv --jobs 1', 0.62),
    ].filter((p) => !onlyJobs || p.figure.startsWith('--jobs'))
    const ceiling = pair("the machine's ceiling for --jobs 2 / --jobs 1 (no bar)", HALVES, 'uri parse --format tsv --jobs 1', Number.NaN)
    const rowsOfPairs = [...pairs, ceiling].map(
      (p) =>
        `| ${p.figure}: ${p.ours.name} / ${p.theirs.name} | ${fmt(p.ours.ms)} / ${fmt(p.theirs.ms)} | ${fmt(p.ours.ms / p.theirs.ms, 2)} | ${Number.isNaN(p.bar) ? '–' : `≤ ${p.bar}`} |`,
    )
    const head = [`| the line filter, ${lines} lines (${fmt(fs.statSync(file).size / 1e6, 1)} MB), output to /dev/null | ms, median of ${rounds} | ratio | bar |`, '|---|---:|---:|---:|']
    if (onlyJobs) return [...head, ...rowsOfPairs].join('\n')
    // 1 GB of ordinary lines through a pipe, and one line of 50 MB.
    const size = fs.statSync(file).size
    const times = Math.ceil(1e9 / size)
    const stream = run([uri, 'parse', '--format', 'tsv'], root, { pipeFrom: `for i in $(seq ${times}); do cat '${file}'; done` })
    const long = path.join(dir, 'long.txt')
    const lineBytes = 50 * 2 ** 20
    fs.writeFileSync(long, 'http://a.example/' + 'a'.repeat(lineBytes - 17) + '\n')
    const big = run([uri, 'parse', '--format', 'tsv'], root, { file: long })
    // Dedup: distinct inputs, distinct normal forms (section 6.2 alone), distinct canonical forms (dedup profile).
    const crawl = crawlCorpus(corpus)
    const dedup = canonicalize(CANONICAL_PROFILES.dedup)
    const distinct = new Set(crawl).size
    const normal = new Set(crawl.map((u) => E.getOrElse(() => u)(normalizeText(u)))).size
    const canonical = new Set(
      crawl.map((u) =>
        E.fold(
          () => u,
          (c: { canonical: string }) => c.canonical,
        )(dedup(u)),
      ),
    ).size
    return [
      ...head,
      ...rowsOfPairs,
      `| memory: uri parse --format tsv, ${fmt((size * times) / 1e9, 2)} GB through a pipe | ${fmt(stream.ms)} | ${fmt(stream.maxRssKB / 1024)} MB peak RSS | ≤ 150 MB |`,
      `| memory: uri parse --format tsv, one line of 50 MiB | ${fmt(big.ms)} | ${fmt((big.maxRssKB * 1024) / lineBytes, 1)}x the line (${fmt(big.maxRssKB / 1024)} MB) | ≤ 10x |`,
      '',
      `Deduplication (bench/scale.ts's crawl-like corpus, ${crawl.length} lines): ${distinct} distinct inputs; ${normal} distinct after section 6.2 normalization; ${canonical} distinct canonical forms with \`--profile dedup\` (${fmt((100 * (distinct - canonical)) / distinct, 1)}% of the distinct inputs collapse).`,
    ].join('\n')
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

if (require.main === module) {
  const { makeCorpus } = require('./corpus.ts') as typeof import('./corpus.ts')
  process.stdout.write(scaleBench(path.resolve(__dirname, '..'), makeCorpus()) + '\n')
}
