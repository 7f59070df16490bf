/**
 * `npx ts-node bench/sections.ts`: only the resolve and normalize groups of
 * bench/run.ts (the same contenders, corpus and harness), with their ratios to
 * Node's URL, for work on sections 5.2 and 6.2 without the whole benchmark.
 *
 *   BENCH_ROUNDS=25 npx ts-node bench/sections.ts
 */
import * as E from 'fp-ts/lib/Either.js'
import { parseURI } from '../src/index.ts'
import { makeCorpus, makeResolutionPairs } from './corpus.ts'
import { pairedRatio, ratioSpread, showRatio, timeSideBySide } from './harness.ts'
import { normalizers, resolvers, type Contender } from './peers.ts'

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 15)
const corpus = makeCorpus()
const absolute = corpus.filter((s) => URL.canParse(s) && E.isRight(parseURI(s)))
const pairs = makeResolutionPairs()
const names = ['typed-uri', 'typed-uri resolveText', 'typed-uri normalizeText', 'node URL']

const group = <I>(label: string, cs: readonly Contender<I>[], inputs: readonly I[]): void => {
  const timings = timeSideBySide(
    cs.filter((c) => names.includes(c.name)),
    inputs,
    ROUNDS,
  )
  const node = timings.find((t) => t.name === 'node URL') ?? { name: 'node URL', ns: NaN }
  for (const t of timings) {
    process.stdout.write(`${label} | ${t.name} | ${t.ns.toFixed(0)} ns | ${showRatio(pairedRatio(t, node), ratioSpread(t, node))} of node URL\n`)
  }
}

group(`resolve (pairs ${pairs.length})`, resolvers, pairs)
group(`normalize (absolute ${absolute.length})`, normalizers, absolute)
