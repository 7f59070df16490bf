/**
 * Timing side by side in one process: every contender runs over the whole
 * corpus once per round, the contenders in a rotating order, and a
 * contender's time is the median of its rounds, so a slow moment of the
 * machine falls on all of them alike.
 *
 * Steady state, not first tiers: before any sample, each contender runs over
 * the inputs for at least `BENCH_WARMUP_MS` (100 ms) of its own time, long
 * enough for V8 to optimise it (TurboFan), and a sample then repeats the
 * pass over the inputs as many times as it takes to fill at least
 * `BENCH_SAMPLE_MS` (1 ms), so the timer's cost and resolution, and a single
 * collection, weigh little on a sample of a few short calls.
 *
 * A figure that compares two contenders is the median of each round's ratio
 * (`pairedRatio`), with its quartiles (`ratioSpread`) to show how much it
 * moved.
 */
import type { Contender } from './peers.ts'

export interface Timing {
  readonly name: string
  /** Median nanoseconds per input. */
  readonly ns: number
  /**
   * Nanoseconds per input of each counted round, in round order: the k-th
   * sample of every contender of one `timeSideBySide` comes from the same
   * round (`pairedRatio`).
   */
  readonly samples?: readonly number[]
}

const WARMUP_NS = 1e6 * Number(process.env.BENCH_WARMUP_MS ?? 100)
const SAMPLE_NS = 1e6 * Number(process.env.BENCH_SAMPLE_MS ?? 1)

/**
 * The clock: the wall clock, as a user waits; or with BENCH_CLOCK=cpu the
 * process's CPU time (user and system, every thread), which the other
 * processes of a busy machine do not add to, but which also counts the
 * engine's parallel collector threads (an allocating contender reads slower
 * than it runs: `decodeData` read 10.8 times `Buffer.from` by CPU time, 4 by
 * the wall clock).
 */
const cpu = (): number => {
  const u = process.cpuUsage()
  return (u.user + u.system) * 1000
}
const wall = (): number => Number(process.hrtime.bigint())
const now = process.env.BENCH_CLOCK === 'cpu' ? cpu : wall

let sink = 0

/** Nanoseconds of `passes` passes of `run` over the inputs. */
const timePasses = <I>(run: (input: I) => unknown, inputs: readonly I[], passes: number): number => {
  const t0 = now()
  for (let p = 0; p < passes; p++) for (let i = 0; i < inputs.length; i++) if (run(inputs[i]) !== undefined) sink++
  return now() - t0
}

/**
 * Runs a contender until it has spent `WARMUP_NS` (at least one pass: a
 * corpus that takes longer is warmed by that pass and the uncounted rounds),
 * and gives how many passes make a sample of `SAMPLE_NS`, from its fastest
 * warm pass.
 */
const warm = <I>(run: (input: I) => unknown, inputs: readonly I[]): number => {
  let spent = 0
  let fastest = Number.POSITIVE_INFINITY
  do {
    const ns = timePasses(run, inputs, 1)
    spent += ns
    if (ns < fastest) fastest = ns
  } while (spent < WARMUP_NS)
  return Math.max(1, Math.ceil(SAMPLE_NS / Math.max(fastest, 1)))
}

/**
 * Median nanoseconds per input of each contender: a warm-up (see above, then
 * `warmup` rounds not counted), then `rounds` samples each.
 */
export const timeSideBySide = <I>(contenders: readonly Contender<I>[], inputs: readonly I[], rounds: number, warmup = 3): Timing[] => {
  const samples = contenders.map(() => [] as number[])
  const passes = contenders.map((c) => warm(c.run, inputs))
  for (let round = 0; round < warmup + rounds; round++) {
    for (let k = 0; k < contenders.length; k++) {
      const c = (k + round) % contenders.length
      const ns = timePasses(contenders[c].run, inputs, passes[c]) / (inputs.length * passes[c])
      if (round >= warmup) samples[c].push(ns)
    }
  }
  if (sink < 0) console.log(sink)
  return contenders.map((c, k) => ({ name: c.name, ns: median(samples[k]), samples: samples[k] }))
}

/** Each round's ratio of a's time to b's (timed in the same round), in round order; one ratio of medians without samples. */
const roundRatios = (a: Timing, b: Timing): number[] =>
  a.samples !== undefined && b.samples !== undefined && a.samples.length === b.samples.length && a.samples.length > 0
    ? a.samples.map((x, k) => x / (b.samples as readonly number[])[k])
    : [a.ns / b.ns]

/**
 * a's time over b's: the median of each round's ratio. The two ran in the
 * same round, moments apart, so a slow stretch of a busy machine, which moves
 * both medians but not always alike, cancels out in each ratio.
 */
export const pairedRatio = (a: Timing, b: Timing): number => median(roundRatios(a, b))

/** The first and third quartiles of the rounds' ratios (`pairedRatio`): how much the figure moved from round to round. */
export const ratioSpread = (a: Timing, b: Timing): readonly [number, number] => {
  const r = roundRatios(a, b).sort((x, y) => x - y)
  return [r[Math.floor((r.length - 1) / 4)], r[Math.ceil((3 * (r.length - 1)) / 4)]]
}

/** A ratio as the reports print it: "0.93 (0.88–0.99)", the value and its spread (`pairedRatio`, `ratioSpread`) to two places. */
export const showRatio = (value: number, spread: readonly [number, number]): string => `${value.toFixed(2)} (${spread[0].toFixed(2)}–${spread[1].toFixed(2)})`

export const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b)
  const m = s.length >> 1
  return s.length % 2 === 1 ? s[m] : (s[m - 1] + s[m]) / 2
}

declare const gc: (() => void) | undefined

/**
 * Bytes allocated per input: the heap's growth over a batch, with the young
 * generation large enough (--max-semi-space-size) that no collection runs
 * inside a batch; the median of several batches. Needs --expose-gc.
 */
export const bytesPerInput = <I>(contender: Contender<I>, inputs: readonly I[], batches = 7): number => {
  if (typeof gc !== 'function') return NaN
  const results: unknown[] = new Array(inputs.length)
  const per: number[] = []
  for (let b = 0; b < batches; b++) {
    gc()
    const before = process.memoryUsage().heapUsed
    for (let i = 0; i < inputs.length; i++) results[i] = contender.run(inputs[i])
    per.push((process.memoryUsage().heapUsed - before) / inputs.length)
    results.fill(undefined)
  }
  return median(per.slice(2))
}
