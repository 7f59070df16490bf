/**
 * The `uri` command's throughput, run by `npm run bench` on the built
 * package: `uri validate` printing the lines that are not valid against a readline + URL.canParse script
 * printing the lines that do not parse, and `uri parse`
 * against a readline + fast-uri + JSON.stringify script (bench/cli/), each reading
 * a file of a million lines of the corpus from standard input, output to /dev/null.
 * Wall time of the whole process (start included, as a user sees it), median of
 * interleaved rounds; then `uri validate` on streams of 500 MB and 1 GB through a
 * pipe, to see that its peak memory does not grow with the stream.
 *
 *   CLI_ROUNDS=7 npm run bench    more rounds (default 5)
 */
import { spawnSync } from 'node:child_process'
import * as fs from 'node:fs'
import * as os from 'node:os'
import * as path from 'node:path'
import { writeCorpusLines } from './corpus.ts'

export interface CliTiming {
  readonly name: string
  readonly ms: number
  readonly maxRssKB: number
}

export interface CliReport {
  readonly lines: number
  readonly bytes: number
  readonly validate: readonly CliTiming[]
  readonly parse: readonly CliTiming[]
  /** `uri validate` on streams through a pipe: about 500 MB and 1 GB (memory is flat when the second's peak is the first's). */
  readonly streams: readonly { readonly bytes: number; readonly ms: number; readonly maxRssKB: number }[]
}

const here = path.join(__dirname, 'cli')
const median = (xs: readonly number[]): number => [...xs].sort((a, b) => a - b)[xs.length >> 1]

/** Runs `node -r max-rss.cjs ARGS` with standard input from `stdin` (a file descriptor or a shell pipeline): wall ms and peak KB. */
export const run = (args: readonly string[], cwd: string, stdin: { readonly file: string } | { readonly pipeFrom: string }): { ms: number; maxRssKB: number } => {
  const rss = path.join(os.tmpdir(), `typed-uri-rss-${process.pid}`)
  const node = [process.execPath, '-r', path.join(here, 'max-rss.cjs'), ...args].map((a) => `'${a}'`).join(' ')
  const command = 'file' in stdin ? `${node} < '${stdin.file}' > /dev/null` : `${stdin.pipeFrom} | ${node} > /dev/null`
  const t = process.hrtime.bigint()
  const r = spawnSync('/bin/sh', ['-c', command], { cwd, env: { ...process.env, MAX_RSS_FILE: rss }, stdio: ['ignore', 'ignore', 'inherit'] })
  const ms = Number(process.hrtime.bigint() - t) / 1e6
  if (r.status !== 0 && r.status !== 1) throw new Error(`${command} exited ${r.status}`)
  return { ms, maxRssKB: Number(fs.readFileSync(rss, 'utf8')) }
}

/** The CLI benchmark over `corpus` (repeated to a million lines); the package must be built. */
export const cliBench = (root: string, corpus: readonly string[], rounds = Number(process.env.CLI_ROUNDS ?? 5)): CliReport => {
  const lines = 1_000_000
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'typed-uri-cli-bench-'))
  try {
    const file = writeCorpusLines(dir, corpus, lines)
    const uri = path.join(root, 'dist/cjs/cli/main.js')
    const contenders = {
      validate: [
        // The peer prints the lines that do not parse: so does this (the default prints a row for every line).
        ['uri validate --only-invalid --format tsv --fields input', [uri, 'validate', '--only-invalid', '--format', 'tsv', '--fields', 'input']],
        ['readline + URL.canParse', [path.join(here, 'canparse.cjs')]],
      ],
      parse: [
        ['uri parse', [uri, 'parse']],
        ['readline + fast-uri + JSON.stringify', [path.join(here, 'fast-uri.cjs')]],
      ],
    } as const
    const timed = (cs: (typeof contenders)[keyof typeof contenders]): CliTiming[] => {
      const runs = cs.map(() => [] as { ms: number; maxRssKB: number }[])
      run(cs[0][1], root, { file }) // warm the file cache
      for (let k = 0; k < rounds; k++) cs.forEach(([, args], j) => runs[j].push(run(args, root, { file })))
      return cs.map(([name], j) => ({ name, ms: median(runs[j].map((r) => r.ms)), maxRssKB: median(runs[j].map((r) => r.maxRssKB)) }))
    }
    const validate = timed(contenders.validate)
    const parse = timed(contenders.parse)
    // About 500 MB and 1 GB through a pipe: the file, over and over (the heap settles within the first few hundred MB).
    const size = fs.statSync(file).size
    const streams = [5e8, 1e9].map((bytes) => {
      const times = Math.ceil(bytes / size)
      return { bytes: size * times, ...run([uri, 'validate'], root, { pipeFrom: `for i in $(seq ${times}); do cat '${file}'; done` }) }
    })
    return { lines, bytes: size, validate, parse, streams }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

if (require.main === module) {
  // Alone: `npx ts-node bench/cli.ts` prints the report as JSON.
  const { makeCorpus } = require('./corpus.ts') as typeof import('./corpus.ts')
  process.stdout.write(JSON.stringify(cliBench(path.resolve(__dirname, '..'), makeCorpus()), null, 2) + '\n')
}
