/**
 * Growth of a function's work with its input, for the growth specs.
 *
 * The choice: the least of several tries of a large ratio gap, in CPU time.
 * `growth(f, make, n)` is the CPU time of `f` on the input of size 16n over its
 * CPU time on the input of size n, each the least of up to five tries; a spec
 * asserts it is below LINEAR (64). A linear function reads near 16 and n log n
 * near 20; a quadratic one reads near 256. Designed so that a slow or busy
 * machine cannot fail it:
 *
 * - CPU time of this process (`process.cpuUsage`), not wall-clock time: the
 *   time other processes take the cores from this one is not counted, however
 *   many there are.
 * - The least of each size's tries: anything else the process does meanwhile
 *   (a collection, a compiler thread) only adds, so the least is the closest to
 *   the work itself; a try ends the loop as soon as the ratio reads linear.
 * - A gap of 4 between the bound and what linear reads (64 against 16), and of
 *   4 between the bound and what quadratic reads (256): a machine that is
 *   uniformly slower changes neither size's share, and the noise left after the
 *   least of five would have to quadruple one size's time on every try.
 * - Each size is run enough times (the same count for both) that the smaller
 *   takes a millisecond of CPU or more, far above the clock's resolution. A try
 *   after the first starts each measurement with a full collection, so that
 *   garbage of earlier specs is not collected inside it (the first try goes
 *   without: a full collection of the suite's heap costs tens of milliseconds,
 *   and most growth specs end at their first try).
 *
 * It asserts growth, never absolute time (speed is bench/run.ts's). The sizes a
 * spec passes are a quarter of those of the former time(4n) / time(n) check, so
 * the largest input is the same and a quadratic term that read 16 there reads
 * above 64 here.
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

/**
 * CPU time of f on make(16n) over its CPU time on make(n), the least of up to
 * five tries of each (see above); below LINEAR for a linear function.
 */
export const growth = <A>(f: (a: A) => unknown, make: (n: number) => A, n: number): number => {
  const small = make(n)
  const large = make(FACTOR * n)
  // Warm up, and find how many calls on the smaller input take ENOUGH CPU.
  let times = 1
  while (cpuOf(f, small, times) < ENOUGH && times < 1 << 20) times *= 2
  f(large)
  let leastSmall = Infinity
  let leastLarge = Infinity
  for (let k = 0; k < 5; k++) {
    if (k > 0) collect()
    leastSmall = Math.min(leastSmall, cpuOf(f, small, times))
    if (k > 0) collect()
    leastLarge = Math.min(leastLarge, cpuOf(f, large, times))
    if (leastLarge / leastSmall < LINEAR && !process.env.GROWTH_LOG) break
  }
  // GROWTH_LOG=1 prints each reading, the least of all five tries (to see the margin a family has).
  if (process.env.GROWTH_LOG) process.stderr.write(`growth ${(leastLarge / leastSmall).toFixed(1)} times=${times}\n`)
  return leastLarge / leastSmall
}
