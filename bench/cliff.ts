/**
 * Cost per character across the lengths where a reader could hand over to
 * another: `isValid` and `parse` on one long reference (a host, then the
 * corpus's references as path segments), cut to 4,000 and 4,200 characters
 * (either side of `LONG_INPUT`, 4,096, past which `parse` reads by the
 * explaining function alone), to 65,500 and 65,600 (either side of 65,536)
 * and to a million, timed side by side (interleaved rounds). The figures are
 * the ns per character just past each length over just before it, the median
 * of each round's ratio; flat reads 1.0.
 *
 *   npx ts-node bench/cliff.ts    the table alone
 */
import { isValid, parse } from '../src/index.ts'
import { makeCorpus } from './corpus.ts'
import { pairedRatio, timeSideBySide, type Timing } from './harness.ts'
import { LONG_INPUT } from '../src/grammar/shared.ts'

/** A valid URI of exactly n characters: the corpus's references with "?", "#", "[" and "]" taken out, as path segments. */
export const longReference = (n: number): string => {
  const body = makeCorpus()
    .map((s) => s.replace(/[?#[\]]/g, ''))
    .join('/')
  let s = `https://example.com/${body.repeat(Math.ceil(n / body.length))}`.slice(0, n)
  // A cut inside a triplet leaves a "%" without its two digits: cut before it, and pad.
  while (!isValid(s)) s = s.slice(0, -1)
  s += 'a'.repeat(n - s.length)
  // A flat string, as one read from a file or a request (not a rope of the concatenations).
  return JSON.parse(JSON.stringify(s)) as string
}

const LENGTHS = [LONG_INPUT - 96, LONG_INPUT + 104, 65_500, 65_600, 1_000_000] as const

export interface CliffResult {
  /** ns per character of each function at each length. */
  readonly rows: readonly { readonly name: string; readonly length: number; readonly nsPerChar: number }[]
  /** ns/char at 65,600 over 65,500, and at 4,200 over 4,000, per function. */
  readonly figures: { readonly isValid: number; readonly parse: number; readonly isValidLong: number; readonly parseLong: number }
}

export const cliffBench = (rounds = 15): CliffResult => {
  const inputs = LENGTHS.map(longReference)
  const rows: { name: string; length: number; nsPerChar: number }[] = []
  const perChar = new Map<string, Timing[]>()
  for (const [name, f] of [
    ['isValid', isValid],
    ['parse', parse],
  ] as const) {
    // Each length a contender over its one input, so the rounds interleave the lengths.
    const timings = timeSideBySide(
      inputs.map((s) => ({ name: String(s.length), run: () => f(s) })),
      [0],
      rounds,
    )
    const scaled = timings.map((t, k) => ({ name: t.name, ns: t.ns / inputs[k].length, samples: t.samples?.map((ns) => ns / inputs[k].length) }))
    perChar.set(name, scaled)
    for (const [k, t] of scaled.entries()) rows.push({ name, length: inputs[k].length, nsPerChar: t.ns })
  }
  // A step is the median of each round's ratio (harness.ts's pairedRatio), as every other ratio of the benchmark:
  // both lengths are timed in the same round, so a round the machine slowed counts once, on both sides.
  // The step from LENGTHS[k] to LENGTHS[k + 1].
  const step = (name: string, k: number): number => {
    const t = perChar.get(name) as Timing[]
    return pairedRatio(t[k + 1], t[k])
  }
  return {
    rows,
    figures: {
      isValid: step('isValid', 2),
      parse: step('parse', 2),
      isValidLong: step('isValid', 0),
      parseLong: step('parse', 0),
    },
  }
}

const fmt = (n: number, digits = 2): string => (Number.isFinite(n) ? n.toFixed(digits) : '–')

/** The figures against their bar, as rows of bench/run.ts's target table. */
export const cliffTargets = (f: CliffResult['figures']): string[] => [
  ...(['isValid', 'parse'] as const).map((name) => `| \`${name}\` ns/char at 65,600 / at 65,500 characters | ${fmt(f[name])} | ≤ 1.2 | ${f[name] <= 1.2 ? 'met' : 'not met'} |`),
  ...(['isValid', 'parse'] as const).map((name) => {
    const value = f[`${name}Long`]
    return `| \`${name}\` ns/char at ${LENGTHS[1].toLocaleString('en-US')} / at ${LENGTHS[0].toLocaleString('en-US')} characters | ${fmt(value)} | ≤ 1.2 | ${value <= 1.2 ? 'met' : 'not met'} |`
  }),
]

export const cliffTable = (rows: CliffResult['rows']): string =>
  ['| function | characters | ns/char |', '|---|---:|---:|', ...rows.map((r) => `| ${r.name} | ${r.length.toLocaleString('en-US')} | ${fmt(r.nsPerChar)} |`)].join('\n')

if (require.main === module) {
  const { rows, figures } = cliffBench()
  process.stdout.write(`${['| figure | measured | bar | |', '|---|---:|---:|---|', ...cliffTargets(figures)].join('\n')}\n\n${cliffTable(rows)}\n`)
}
