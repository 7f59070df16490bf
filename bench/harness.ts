/**
 * Timing side by side in one process: every contender runs over the whole
 * corpus once per round, the contenders in a rotating order, and a
 * contender's time is the median of its rounds, so a slow moment of the
 * machine falls on all of them alike.
 */
import type { Contender } from './peers.ts'

export interface Timing {
  readonly name: string
  /** Median nanoseconds per input. */
  readonly ns: number
}

export const timeSideBySide = <I>(contenders: readonly Contender<I>[], inputs: readonly I[], rounds: number, warmup = 3): Timing[] => {
  const samples = contenders.map(() => [] as number[])
  let sink = 0
  for (let round = 0; round < warmup + rounds; round++) {
    for (let k = 0; k < contenders.length; k++) {
      const c = (k + round) % contenders.length
      const run = contenders[c].run
      const t0 = process.hrtime.bigint()
      for (let i = 0; i < inputs.length; i++) if (run(inputs[i]) !== undefined) sink++
      const ns = Number(process.hrtime.bigint() - t0) / inputs.length
      if (round >= warmup) samples[c].push(ns)
    }
  }
  if (sink < 0) console.log(sink)
  return contenders.map((c, k) => ({ name: c.name, ns: median(samples[k]) }))
}

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
