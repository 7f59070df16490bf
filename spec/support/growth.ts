/**
 * Growth of a function's time with its input, for the growth specs: time(4n) /
 * time(n), near 4 for a linear function and near 16 for a quadratic one.
 * Asserts growth, never absolute time.
 */
const median = (xs: number[]): number => xs.sort((a, b) => a - b)[xs.length >> 1]

/** Median milliseconds of `f` on the input for size n, over a few runs. */
const timeOf = (f: (s: string) => unknown, make: (n: number) => string, n: number): number => {
  const input = make(n)
  const runs: number[] = []
  for (let k = 0; k < 5; k++) {
    const t = process.hrtime.bigint()
    f(input)
    runs.push(Number(process.hrtime.bigint() - t) / 1e6)
  }
  return median(runs)
}

/**
 * time(4n) / time(n); the least of up to five tries, so a busy moment of the machine or a
 * collection of the young generation that falls on the larger input is not read as growth
 * (a quadratic helper reads near 16 on every try).
 */
export const growth = (f: (s: string) => unknown, make: (n: number) => string, n: number): number => {
  timeOf(f, make, n) // warm up
  let least = Infinity
  for (let k = 0; k < 5 && least >= 6; k++) least = Math.min(least, timeOf(f, make, 4 * n) / Math.max(timeOf(f, make, n), 0.05))
  return least
}

