/**
 * Growth of a function's work with its input, for the growth specs.
 *
 * The choice: the least of several tries of a large ratio gap, in CPU time,
 * retried beside a linear reference before it fails.
 * `growth(f, make, n)` is the CPU time of `f` on the input of size 16n over its
 * CPU time on the input of size n, each the least of up to five tries; a spec
 * asserts it is below LINEAR (64). A linear function reads near 16 and n log n
 * near 20; a quadratic one reads near 256. Designed so that a slow or busy
 * machine cannot fail it, and a quadratic or a cliff always does:
 *
 * - CPU time of this process (`process.cpuUsage`), not wall-clock time: the
 *   time other processes take the cores from this one is not counted, however
 *   many there are.
 * - The least of each size's tries: anything else the process does meanwhile
 *   (a collection, a compiler thread) only adds, so the least is the closest to
 *   the work itself; the loop ends as soon as the ratio of the least times
 *   reads linear, after two tries: one try can read low as well as high
 *   (its smaller input's time lifted), and a cliff must not pass on it.
 * - A gap of 4 between the bound and what linear reads (64 against 16), and of
 *   4 between the bound and what quadratic reads (256): a machine that is
 *   uniformly slower changes neither size's share, and the noise left after the
 *   least of five would have to quadruple one size's time on every try.
 * - What is not uniform (a large input that costs more per character because
 *   the other core's process shares the cache, or because the collector has
 *   more to copy) is measured: a reading at the bound is retried in up to three
 *   rounds, each beside a linear reference on texts of the same lengths in the
 *   same round, and the ratio of the two stands (`growth` says how). The
 *   retries cost nothing on a passing spec.
 * - Each size is run enough times (the same count for both) that the smaller
 *   takes a millisecond of CPU or more, far above the clock's resolution. A try
 *   after the second starts each measurement with a full collection, so that
 *   garbage of earlier specs is not collected inside it (the first two go
 *   without: a full collection of the suite's heap costs tens of milliseconds,
 *   and most growth specs end at their second try).
 *
 * It asserts growth, never absolute time (speed is bench/run.ts's). The sizes a
 * spec passes are a quarter of those of the former time(4n) / time(n) check, so
 * the largest input is the same and a quadratic term that read 16 there reads
 * above 64 here. spec/growth.spec.ts checks the measure itself: a quadratic
 * and a cliff fail it, a linear function disturbed on its first tries passes.
 */
import * as v8 from 'node:v8'
import * as vm from 'node:vm'

/** The bound a linear function's growth stays under: 4 times what linear reads, a quarter of what quadratic reads. */
export const LINEAR = 64

/** The factor between the two sizes. */
export const FACTOR = 16

/** A full collection before each measurement, when the engine lets one be asked for. */
const collect: () => void = (() => {
  try {
    v8.setFlagsFromString('--expose-gc')
    const gc = vm.runInNewContext('gc') as unknown
    if (typeof gc === 'function') return gc as () => void
  } catch {
    // no gc: the least of the tries still holds
  }
  return () => undefined
})()

/** CPU microseconds (user and system) of `times` calls of f on the input. */
const cpuOf = <A>(f: (a: A) => unknown, input: A, times: number): number => {
  const start = process.cpuUsage()
  for (let k = 0; k < times; k++) f(input)
  const used = process.cpuUsage(start)
  return used.user + used.system
}

/** At least this much CPU for the smaller input's measurement (microseconds). */
const ENOUGH = 1_000

/** CPU spent on the smaller input, over at least 20 calls, before the count of calls is read (microseconds). */
const WARM = 10_000

/**
 * How many calls on the smaller input take ENOUGH CPU, counted once f is warm:
 * a first call, not yet compiled, can take a millisecond on its own, and a
 * count read from it would measure a few microseconds once f is fast.
 */
const callsFor = <A>(f: (a: A) => unknown, small: A): number => {
  const start = process.cpuUsage()
  for (let k = 1; k <= 10_000; k++) {
    f(small)
    const used = process.cpuUsage(start)
    if (k >= 20 && used.user + used.system >= WARM) break
  }
  let times = 1
  while (cpuOf(f, small, times) < ENOUGH && times < 1 << 20) times *= 2
  return times
}

/**
 * CPU microseconds of `times` calls of f on the input, worked out from fewer
 * calls once `cap` is spent: past it, a reading is far above the bound, and
 * the calls done so far tell the cost of all of them.
 */
const cpuOfCapped = <A>(f: (a: A) => unknown, input: A, times: number, cap: number): number => {
  const start = process.cpuUsage()
  for (let k = 1; k <= times; k++) {
    f(input)
    const used = process.cpuUsage(start)
    if (used.user + used.system > cap) return ((used.user + used.system) * times) / k
  }
  const used = process.cpuUsage(start)
  return used.user + used.system
}

/**
 * The least, over up to `tries` tries, of f's CPU time on the larger input
 * over its CPU time on the smaller one. The loop stops once the ratio of the
 * least times is below `bound` after two tries or more: one try's smaller
 * measurement can be lifted by the engine's own threads, which the process's
 * CPU time counts (a compile or a marking job that lands in it), or by a
 * function that runs in a slower tier just then (a quadratic once read 10 on
 * a single try); a larger input's measurement stops early once it is a quarter past the
 * bound over (the reading is then an estimate, far above the bound either way).
 */
const leastRatio = <A>(f: (a: A) => unknown, small: A, large: A, times: number, tries: number, bound: number): number => {
  const log = process.env.GROWTH_LOG !== undefined
  let leastSmall = Infinity
  let leastLarge = Infinity
  for (let k = 0; k < tries; k++) {
    if (k > 1) collect()
    leastSmall = Math.min(leastSmall, cpuOf(f, small, times))
    if (k > 1) collect()
    leastLarge = Math.min(leastLarge, log ? cpuOf(f, large, times) : cpuOfCapped(f, large, times, 1.25 * bound * leastSmall))
    if (!log && k > 0 && leastLarge / leastSmall < bound) break
  }
  return leastLarge / leastSmall
}

/**
 * The linear reference: one pass over a text that reads every character, and
 * allocates nothing, so that it meets what a large input costs on this
 * machine at this moment (the caches, the other core's process) and nothing
 * of what the function under test may do wrong (a collector with a rope of a
 * node per character to copy is the function's cost, not the machine's).
 */
const reference = (text: string): number => {
  let hash = 0
  for (let i = 0; i < text.length; i++) hash = (hash * 31 + text.charCodeAt(i)) | 0
  return hash
}

/** A text as long as the input: the input itself, or its first text (a pair), or the JSON of a tree. */
const textLike = (input: unknown): string => {
  if (typeof input === 'string') return input
  if (Array.isArray(input) && typeof input[0] === 'string') return input[0]
  return JSON.stringify(input) ?? ''
}

/** How many rounds a reading at or above LINEAR gets before it stands (see `growth`). */
const ROUNDS = 3

/**
 * The most a round's reference may widen the bound by: a reference that reads
 * 32 (twice linear) lets f read up to 128. A quadratic function (256) and a
 * tenfold cliff (160) stay above that, however noisy the reference.
 */
const MAX_SCALE = 2

/** Tries of each size of f in a round (the reference, far cheaper, gets five). */
const ROUND_TRIES = 2

/**
 * CPU time of f on make(16n) over its CPU time on make(n), the least of up to
 * five tries of each (see above); below LINEAR for a linear function.
 *
 * A first reading at or above LINEAR is not taken at its word: up to ROUNDS
 * rounds measure again, each after a full collection and beside the linear
 * reference on texts of the same two lengths, measured in the same round. A
 * round reads f's ratio over the reference's (times FACTOR, when the
 * reference itself reads above FACTOR, and at most MAX_SCALE times), so a
 * machine on which every large input costs more per character than a small
 * one (a busy cache, the other core busy) lifts the reference as much as f. The least reading stands. A quadratic function reads near 256 in every
 * round, against a reference near 16, and still fails, as does a cliff (a
 * cost per character that jumps tenfold between the sizes); a linear one that
 * a passing disturbance lifted past the bound once reads near 16 again.
 */
export const growth = <A>(f: (a: A) => unknown, make: (n: number) => A, n: number): number => {
  const small = make(n)
  const large = make(FACTOR * n)
  // Warm up, and find how many calls on the smaller input take ENOUGH CPU.
  const times = callsFor(f, small)
  f(large)
  const first = leastRatio(f, small, large, times, 5, LINEAR)
  let reading = first
  if (reading >= LINEAR) {
    const smallText = textLike(small)
    const largeText = textLike(large)
    const referenceTimes = callsFor(reference, smallText)
    for (let round = 0; round < ROUNDS && reading >= LINEAR; round++) {
      collect()
      const scale = Math.min(MAX_SCALE, Math.max(FACTOR, leastRatio(reference, smallText, largeText, referenceTimes, 5, FACTOR)) / FACTOR)
      const own = leastRatio(f, small, large, times, ROUND_TRIES, LINEAR * scale)
      reading = Math.min(reading, own / scale)
    }
  }
  // GROWTH_LOG=1 prints each reading, the least of all five tries (to see the margin a family has).
  if (process.env.GROWTH_LOG) process.stderr.write(`growth ${reading.toFixed(1)} (first ${first.toFixed(1)}) times=${times}\n`)
  return reading
}
