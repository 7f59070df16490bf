/**
 * Three speed figures, each section in fresh node processes of its own, three
 * by default (SPEED_REPEATS), each figure the median of theirs (`npm run bench`
 * runs them through `speedBench`; `npx ts-node bench/speed.ts` prints them alone):
 *
 * - `parseQuery` to pairs against `[...new URLSearchParams(q)]`, on queries
 *   whose values hold "+" or "%" (the decoding path, not the plain one);
 * - `decodeData` of a 1 MB base64 data URL against `Buffer.from(s, 'base64')`,
 *   and the bytes it allocates per character of the data;
 * - the setters: three chained calls against three single calls, and one
 *   `withHost` before and after chained calls have run (a node whose hidden
 *   class differs from `parse`'s slows every later call down).
 *
 * A fresh process per section, because the last figure is about what a
 * process has seen before; the data section runs with --expose-gc to count
 * allocation (heap and array buffers, a young generation large enough that no
 * collection runs inside one decode).
 */
import { spawnSync } from 'node:child_process'
import * as path from 'node:path'
import { random } from './corpus.ts'
import { median, timeSideBySide, type Timing } from './harness.ts'
import type { UriReference } from '../src/model/ast.ts'
import { parse, withFragment, withHost, withQuery } from '../src/index.ts'
import { parseQuery } from '../src/query/index.ts'
import { decodeData, parseData } from '../src/schemes/data.ts'

const SECTIONS = ['query', 'data', 'setters'] as const
type Section = (typeof SECTIONS)[number]

/** Form-encoded queries of 2 to 6 pairs, every value with a "+" or a triplet (UTF-8 letters, "%2B", "%26", "%20"). */
export const makeQueries = (n: number, seed = 32): string[] => {
  const r = random(seed)
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]
  const KEYS = ['q', 'page', 'utm_source', 'lang', 'filter', 'name', 'tag', 'city']
  const WORDS = ['uri', 'parser', 'café', 'naïve', 'résumé', '東京', 'Zürich', 'a+b', 'c&d', '100%', 'hello world', 'x', 'München']
  const encode = (w: string): string => new URLSearchParams([['', w]]).toString().slice(1)
  const value = (): string => {
    const words = Array.from({ length: 1 + Math.floor(r() * 3) }, () => encode(pick(WORDS)))
    const v = words.join('+')
    return /[+%]/.test(v) ? v : v + '+1'
  }
  return Array.from({ length: n }, () => Array.from({ length: 2 + Math.floor(r() * 5) }, () => `${pick(KEYS)}=${value()}`).join('&'))
}

/** `bytes` seeded octets as base64 (1 MB of text for 786,432 octets). */
export const makeBase64 = (bytes: number, seed = 4648): string => {
  const r = random(seed)
  const octets = new Uint8Array(bytes)
  for (let k = 0; k < bytes; k++) octets[k] = Math.floor(r() * 256)
  return Buffer.from(octets).toString('base64')
}

interface SectionResult {
  readonly rows: readonly { readonly operation: string; readonly timings: readonly Timing[] }[]
  readonly figures: Record<string, number>
}

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 15)

const querySection = (): SectionResult => {
  const contenders = [
    { name: 'typed-uri parseQuery', run: (q: string) => parseQuery(q) },
    { name: '[...new URLSearchParams(q)]', run: (q: string) => [...new URLSearchParams(q)] },
  ]
  const queries = makeQueries(2000)
  // Rounds of a few milliseconds each: four times as many, for a steady median on a busy machine.
  const t = timeSideBySide(contenders, queries, 4 * ROUNDS)
  // Long values, most of their characters triplets of non-ASCII letters.
  const encode = (w: string): string => new URLSearchParams([['', w]]).toString().slice(1)
  const long = Array.from({ length: 300 }, (_, k) => `text=${encode('Grüße aus München, 東京 und Zürich! '.repeat(1 + (k % 5)))}&n=${k}`)
  const u = timeSideBySide(contenders, long, 4 * ROUNDS)
  return {
    rows: [
      { operation: `query to pairs (${queries.length} queries, values with "+" or "%")`, timings: t },
      { operation: `query to pairs (${long.length} queries, long values of triplets)`, timings: u },
    ],
    figures: { query: t[0].ns / t[1].ns, queryLong: u[0].ns / u[1].ns },
  }
}

declare const gc: (() => void) | undefined

const dataSection = (): SectionResult => {
  const b64 = makeBase64(786_432)
  const parsed = parseData('data:application/octet-stream;base64,' + b64)
  if (parsed._tag === 'Left') throw new Error(`${parsed.left.code} at ${parsed.left.offset}`)
  const d = parsed.right
  const check = decodeData(d)
  if (check._tag === 'Left' || !Buffer.from(check.right).equals(Buffer.from(b64, 'base64'))) throw new Error('decodeData disagrees with Buffer')
  const t = timeSideBySide(
    [
      { name: 'typed-uri decodeData', run: () => decodeData(d) },
      { name: "Buffer.from(s, 'base64')", run: () => Buffer.from(b64, 'base64') },
    ],
    [0],
    ROUNDS,
    2,
  )
  // Bytes allocated by one decode, per character of the data: the growth of the heap and of
  // array buffers across the call, with no collection inside it (--max-semi-space-size).
  const grown: number[] = []
  const memory = (): number => {
    const m = process.memoryUsage()
    return m.heapUsed + m.arrayBuffers
  }
  for (let k = 0; k < 5 && typeof gc === 'function'; k++) {
    gc()
    const before = memory()
    const out = decodeData(d)
    grown.push((memory() - before) / b64.length)
    if (out._tag === 'Left') throw new Error('decode failed')
  }
  grown.sort((a, b) => a - b)
  return {
    rows: [{ operation: `decode a data URL of ${(b64.length / 2 ** 20).toFixed(0)} MB of base64`, timings: t }],
    figures: { data: t[0].ns / t[1].ns, dataMemory: grown.length > 0 ? grown[grown.length >> 1] : NaN },
  }
}

const setterSection = (): SectionResult => {
  type Ref = UriReference
  // Hosts of one kind (reg-name), as most references have: the figure is about the setters' own nodes.
  const inputs = ['http://a.example/b/c?d#e', 'https://u@example.com:8080/p?q=1#f', '//cdn.example/x.js', 'mailto:someone@example.com?subject=hi', 'http://localhost/']
  const refs = Array.from({ length: 2000 }, (_, k) => {
    const r = parse(inputs[k % inputs.length])
    if (r._tag === 'Left') throw new Error(inputs[k % inputs.length])
    return r.right as Ref
  })
  const host = withHost('other.example.org')
  const query = withQuery('x=1&y=2')
  const fragment = withFragment('top')
  const texts = refs.map((_, k) => inputs[k % inputs.length])
  let sink = 0
  /**
   * One round of each, in turn, its ns per reference: parse of the same texts (a control, which
   * reads no setter's node), withHost, and three single calls. Each loop calls one function at
   * every call site, so nothing of the loop's own feedback carries from one phase to the next
   * (the harness's `run` site would: it sees the chained phase's contender too).
   */
  const round = (): readonly [number, number, number] => {
    let t0 = process.hrtime.bigint()
    for (let i = 0; i < texts.length; i++) if (parse(texts[i])._tag === 'Right') sink++
    const control = Number(process.hrtime.bigint() - t0) / refs.length
    t0 = process.hrtime.bigint()
    for (let i = 0; i < refs.length; i++) if (host(refs[i])._tag === 'Right') sink++
    const one = Number(process.hrtime.bigint() - t0) / refs.length
    t0 = process.hrtime.bigint()
    for (let i = 0; i < refs.length; i++) if (host(refs[i])._tag === 'Right' && query(refs[i])._tag === 'Right' && fragment(refs[i])._tag === 'Right') sink++
    return [control, one, Number(process.hrtime.bigint() - t0) / refs.length]
  }
  /**
   * Rounds left out before a phase's first sample: the setters reach their
   * warm speed only after about 16 rounds (three single calls: ~5 µs, then
   * ~2.3 µs), and a median over rounds of which half were cold moved the
   * figures by half from run to run.
   */
  const WARM_UP = 20
  /** A phase's medians (ns per reference) and its medians of each round's withHost / parse and single calls / parse. */
  const phase = (rounds: number): { readonly ns: readonly [number, number, number]; readonly toParse: readonly [number, number] } => {
    const samples = Array.from({ length: rounds + WARM_UP }, round).slice(WARM_UP)
    return {
      ns: [median(samples.map((x) => x[0])), median(samples.map((x) => x[1])), median(samples.map((x) => x[2]))],
      toParse: [median(samples.map((x) => x[1] / x[0])), median(samples.map((x) => x[2] / x[0]))],
    }
  }
  /** A round of the chained phase: parse, the three single calls and the three chained calls, each its ns per reference. */
  const chainedRound = (): readonly [number, number, number] => {
    const [control, , single] = round()
    const t0 = process.hrtime.bigint()
    for (let i = 0; i < refs.length; i++) {
      const a = host(refs[i])
      const b = a._tag === 'Right' ? query(a.right) : a
      if (b._tag === 'Right' && fragment(b.right)._tag === 'Right') sink++
    }
    return [control, single, Number(process.hrtime.bigint() - t0) / refs.length]
  }
  // Before any chained call (setters on parsed references only), the chained calls beside the single
  // ones, then the single ones again. The chained figure is the median of each round's chained / single
  // (timed in the same round, so the machine's load cancels out); the figures across phases are
  // medians of each round's ratio to parse, for the same reason.
  const before = phase(2 * ROUNDS)
  const chainedSamples = Array.from({ length: 2 * ROUNDS + WARM_UP }, chainedRound).slice(WARM_UP)
  const middle = [median(chainedSamples.map((x) => x[0])), median(chainedSamples.map((x) => x[1])), median(chainedSamples.map((x) => x[2]))]
  const chainedToSingle = median(chainedSamples.map((x) => x[2] / x[1]))
  const after = phase(2 * ROUNDS)
  if (sink < 0) console.log(sink)
  const row = (when: string, ns: readonly number[], names: readonly string[]): Timing[] => ns.map((n, k) => ({ name: `${names[k]}, ${when}`, ns: n }))
  const three = ['parse (control)', 'withHost', 'three single calls']
  return {
    rows: [
      {
        operation: 'setters on parsed references (reg-name hosts), in this order',
        timings: [
          ...row('before any chained call', before.ns, three),
          ...row('chained phase', middle, ['parse (control)', 'three single calls', 'three chained calls']),
          ...row('after chained calls', after.ns, three),
        ],
      },
    ],
    figures: {
      chained: chainedToSingle,
      after: Math.max(after.toParse[0] / before.toParse[0], after.toParse[1] / before.toParse[1]),
    },
  }
}

const runSection = (section: Section): SectionResult => (section === 'query' ? querySection() : section === 'data' ? dataSection() : setterSection())

/** Fresh processes per section: its figures are the medians of their figures (a busy machine moves one run's by half). */
const REPEATS = Number(process.env.SPEED_REPEATS ?? 3)

/** Each section in fresh processes; the rows of the report (of the run whose first figure is the median) and the median figures. */
export const speedBench = (): SectionResult => {
  const root = path.resolve(__dirname, '..')
  const rows: SectionResult['rows'][number][] = []
  const figures: Record<string, number> = {}
  for (const section of SECTIONS) {
    const runs: SectionResult[] = []
    for (let k = 0; k < REPEATS; k++) {
      process.stderr.write(`speed: ${section} (${k + 1} of ${REPEATS})\n`)
      const r = spawnSync(process.execPath, ['--expose-gc', '--max-semi-space-size=64', '-r', 'ts-node/register', path.join(__dirname, 'speed.ts'), `--section=${section}`], {
        cwd: root,
        encoding: 'utf8',
        env: { ...process.env, TS_NODE_TRANSPILE_ONLY: 'true' },
      })
      if (r.status === 0) runs.push(JSON.parse(r.stdout) as SectionResult)
      else process.stderr.write(`speed: ${section} failed\n${r.stderr}\n`)
    }
    if (runs.length === 0) continue
    const names = Object.keys(runs[0].figures)
    for (const name of names) figures[name] = median(runs.map((r) => r.figures[name]))
    const first = names[0]
    rows.push(...(runs.find((r) => r.figures[first] === figures[first]) ?? runs[0]).rows)
  }
  return { rows, figures }
}

const fmt = (n: number, digits = 0): string => (Number.isFinite(n) ? n.toFixed(digits) : '–')

/** The figures against their bars (ours / peer), as rows of bench/run.ts's target table. */
export const speedTargets = (f: Record<string, number>): string[] => {
  const check = (label: string, value: number, target: number): string => `| ${label} | ${fmt(value, 2)} | ≤ ${target} | ${value <= target ? 'met' : 'not met'} |`
  return [
    check('parseQuery / [...new URLSearchParams(q)] (values with "+" or "%")', f.query, 1),
    check('parseQuery / [...new URLSearchParams(q)] (long values of triplets)', f.queryLong, 1),
    check("decodeData of 1 MB base64 / Buffer.from(s, 'base64')", f.data, 5),
    check('decodeData: bytes allocated per character of the data', f.dataMemory, 10),
    check('three chained setters / three single calls (median of rounds timing both)', f.chained, 1.2),
    check('setters after chained calls / before (each to parse in its phase; the larger of withHost and three single calls)', f.after, 1.2),
  ]
}

export const speedTable = (rows: SectionResult['rows']): string =>
  [
    '| operation | contender | ns/op | ratio to the first |',
    '|---|---|---:|---:|',
    ...rows.flatMap((row) => row.timings.map((t) => `| ${row.operation} | ${t.name} | ${fmt(t.ns)} | ${fmt(t.ns / row.timings[0].ns, 2)} |`)),
  ].join('\n')

if (require.main === module) {
  const arg = process.argv.find((a) => a.startsWith('--section='))
  if (arg !== undefined) {
    const section = arg.slice('--section='.length) as Section
    process.stdout.write(JSON.stringify(runSection(section)))
  } else {
    const { rows, figures } = speedBench()
    process.stdout.write(`${['| figure | measured | bar | |', '|---|---:|---:|---|', ...speedTargets(figures)].join('\n')}\n\n${speedTable(rows)}\n`)
  }
}
