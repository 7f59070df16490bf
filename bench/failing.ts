/**
 * What a failing input costs (`npx ts-node bench/failing.ts` alone; `npm run bench`
 * runs it too): `parse` of a 10 MB reference with one bad character near its
 * end, side by side with `parse` of the same reference without it (medians of
 * interleaved rounds), and the heap each call leaves allocated (in a child
 * process with --expose-gc). A failure runs the expression and then the
 * explainer for the offset, the expected tokens and the rule path, and then
 * makes the error (error/make.ts: its facts, and the 16 code units before the
 * offset; no line, column or width, which `locate` computes when asked); the bar is 2 times the valid
 * input's time and memory, for every shape of reference. Memory is what the
 * call holds: the input (one byte a character) and the heap it leaves
 * allocated. A third column times the reading alone (`testWhole…`, then
 * `explainWith`: what a failure costs before its error is made).
 */
import { spawnSync } from 'node:child_process'
import * as path from 'node:path'
import { testWholeURIReference, explainWholeURIReference } from '../src/grammar/read/index.ts'
import { explainWith } from '../src/grammar/report.ts'
import { parse } from '../src/index.ts'
import { longReference } from './cliff.ts'
import { makeCorpus } from './corpus.ts'
import { timeSideBySide } from './harness.ts'

const MB10 = 10_000_000

/** A flat copy (a string read from a file or a request, not a rope of concatenations). */
const flat = (s: string): string => JSON.parse(JSON.stringify(s)) as string

/** The corpus's queries joined into one query of n characters. */
const longQuery = (n: number): string => {
  const qs = makeCorpus()
    .map((s) => /\?([^#]*)/.exec(s)?.[1] ?? '')
    .filter((q) => q !== '')
    .join('&')
  return `http://example.com/search?${qs.repeat(Math.ceil(n / qs.length))}`.slice(0, n).replace(/%[0-9A-Fa-f]?$/, '')
}

/** Each shape: the valid reference, and it with a space before a character near its end (not inside a triplet). */
export const failingInputs = (): readonly { readonly name: string; readonly valid: string; readonly failing: string }[] =>
  [
    ['path segments (corpus)', longReference(MB10)],
    ['one path segment', `http://a/${'x'.repeat(MB10)}`],
    ['a query (corpus)', longQuery(MB10)],
    ['a fragment', `http://a/b#${'f/?'.repeat(MB10 / 3)}`],
  ].map(([name, valid]) => {
    let k = valid.length - 100
    while (valid[k - 1] === '%' || valid[k - 2] === '%') k--
    return { name, valid: flat(valid), failing: flat(`${valid.slice(0, k)} ${valid.slice(k)}`) }
  })

export interface FailingResult {
  readonly rows: readonly {
    readonly name: string
    readonly validMs: number
    readonly failingMs: number
    readonly readingMs: number
    readonly validBytes: number
    readonly failingBytes: number
    readonly inputBytes: number
  }[]
  /** The largest ratio of failing to valid over the shapes: time, time of the reading alone, and memory held (input and heap left allocated). */
  readonly figures: { readonly time: number; readonly reading: number; readonly memory: number }
}

declare const gc: (() => void) | undefined

/** Heap bytes allocated by one parse of each input (median of 5; run with --expose-gc). */
const heapOf = (inputs: readonly string[]): number[] =>
  inputs.map((s) => {
    const per: number[] = []
    for (let k = 0; k < 5; k++) {
      gc?.()
      const before = process.memoryUsage().heapUsed
      const kept = parse(s)
      per.push(process.memoryUsage().heapUsed - before)
      if (kept === undefined) per.push(0)
    }
    return per.sort((a, b) => a - b)[2]
  })

export const failingBench = (rounds = 7): FailingResult => {
  const shapes = failingInputs()
  const alloc = spawnSync(process.execPath, ['--expose-gc', '--max-semi-space-size=64', '-r', 'ts-node/register', __filename, '--alloc'], {
    encoding: 'utf8',
    cwd: path.resolve(__dirname, '..'),
    maxBuffer: 1 << 20,
  })
  const bytes: number[] = alloc.status === 0 ? JSON.parse(alloc.stdout) : []
  const rows = shapes.map((shape, k) => {
    const [valid, failing, reading] = timeSideBySide(
      [
        { name: 'valid', run: () => parse(shape.valid) },
        { name: 'failing', run: () => parse(shape.failing) },
        { name: 'reading', run: () => testWholeURIReference(shape.failing) || explainWith(explainWholeURIReference, shape.failing) },
      ],
      [0],
      rounds,
      2,
    )
    return {
      name: shape.name,
      validMs: valid.ns / 1e6,
      failingMs: failing.ns / 1e6,
      readingMs: reading.ns / 1e6,
      validBytes: bytes[2 * k] ?? NaN,
      failingBytes: bytes[2 * k + 1] ?? NaN,
      inputBytes: shape.valid.length,
    }
  })
  const most = (f: (r: FailingResult['rows'][number]) => number): number => Math.max(...rows.map(f))
  return {
    rows,
    figures: {
      time: most((r) => r.failingMs / r.validMs),
      reading: most((r) => r.readingMs / r.validMs),
      memory: most((r) => (r.inputBytes + r.failingBytes) / (r.inputBytes + r.validBytes)),
    },
  }
}

const fmt = (n: number, digits = 2): string => (Number.isFinite(n) ? n.toFixed(digits) : '–')

/** The figures against their bar, as rows of bench/run.ts's target table. */
export const failingTargets = (f: FailingResult['figures']): string[] => [
  ...(['time', 'memory'] as const).map((k) => `| failing 10 MB / valid 10 MB, ${k} (parse, worst shape) | ${fmt(f[k])} | ≤ 2 | ${f[k] <= 2 ? 'met' : 'not met'} |`),
  `| failing 10 MB reading (test, explanation; no error made) / valid 10 MB parse (no target) | ${fmt(f.reading)} | – | |`,
]

export const failingTable = (rows: FailingResult['rows']): string =>
  [
    '| parse of 10 MB | valid ms | failing ms | ratio | failing, reading alone ms | valid heap KB | failing heap KB |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.name} | ${fmt(r.validMs, 1)} | ${fmt(r.failingMs, 1)} | ${fmt(r.failingMs / r.validMs)} | ${fmt(r.readingMs, 1)} | ${fmt(r.validBytes / 1024, 0)} | ${fmt(r.failingBytes / 1024, 0)} |`,
    ),
  ].join('\n')

if (require.main === module) {
  if (process.argv.includes('--alloc')) {
    process.stdout.write(JSON.stringify(heapOf(failingInputs().flatMap((s) => [s.valid, s.failing]))))
  } else {
    const { rows, figures } = failingBench()
    process.stdout.write(`${['| figure | measured | bar | |', '|---|---:|---:|---|', ...failingTargets(figures)].join('\n')}\n\n${failingTable(rows)}\n`)
  }
}
