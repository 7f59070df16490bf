/**
 * `--jobs N` in-process (program.ts's `main`, the workers from the TypeScript
 * sources): the main thread and the workers share the batches, and the output
 * is the very text of `--jobs 1` whether the caller takes bytes (`stdoutBytes`,
 * as the bin does) or text only (the texts of the workers decoded). The input
 * comes in small chunks with pauses, as from a pipe, so the workers start
 * while there is still input and really take some batches.
 * spec/heavy/scale.spec.ts checks the built bin on large files.
 */
import { expect } from 'chai'
import { main } from '../../src/cli/program.ts'
import { random } from '../../bench/corpus.ts'

const LINES = [
  (k: number) => `http://h${k}.example/p?q=${k}#f`,
  (k: number) => `http://r\u00e9sum\u00e9-${k}.example/\u00fc?\u20ac=\ud83d\ude00`,
  (k: number) => `bad line ${k}`,
  (k: number) => `http://crlf${k}.example/\r`,
  () => '',
]

/** A seeded file: ordinary and hostile lines, one that is not UTF-8, a BOM, no last LF. */
const fileOf = (seed: number, n: number): Buffer => {
  const rnd = random(seed)
  const lines = Array.from({ length: n }, (_, k) => Buffer.from(LINES[rnd() < 0.7 ? 0 : Math.floor(rnd() * LINES.length)](k)))
  lines[n >> 1] = Buffer.concat([Buffer.from('http://bad.example/'), Buffer.from([0xff])])
  return Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), ...lines.flatMap((l, k) => (k === n - 1 ? [l] : [l, Buffer.from('\n')]))])
}

const run = async (argv: readonly string[], input: Buffer, bytes: boolean) => {
  let stdout = ''
  let stderr = ''
  let fromWorkers = 0
  const status = await main({
    argv,
    stdin: (async function* () {
      // Chunks of an odd size, a pause after each (the runs gather several), and a long one early: the workers start meanwhile.
      for (let at = 0, k = 0; at < input.length; at += 4093, k++) {
        yield input.subarray(at, at + 4093)
        await new Promise((resolve) => setTimeout(resolve, k === 16 ? 3000 : 1))
      }
    })(),
    stdout: (t) => void (stdout += t),
    ...(bytes
      ? {
          stdoutBytes: (b: Uint8Array) => {
            // A worker's text arrives as a plain Uint8Array; the main thread's own, held while it waits its turn, as a Buffer.
            if (!Buffer.isBuffer(b)) fromWorkers++
            stdout += Buffer.from(b.buffer, b.byteOffset, b.length).toString('utf8')
          },
        }
      : {}),
    stderr: (t) => void (stderr += t),
    stdoutIsTTY: false,
    env: {},
    version: () => '0.0.0',
  })
  return { status, stdout, stderr, fromWorkers }
}

describe('--jobs N in-process: the main thread and the workers share the batches', function () {
  this.timeout(600_000)
  it('law: --jobs 2 and 3 write the text, standard error and status of --jobs 1, with bytes taken or text only', async () => {
    let withWorkers = 0
    for (const seed of [1, 2])
      for (const args of [
        ['parse', '--format', 'tsv', '--line-numbers', '--summary'],
        ['validate', '--format', 'jsonl', '--strict', '--only-invalid'],
      ]) {
        const input = fileOf(seed, 60_000)
        const one = await run([...args, '--jobs', '1'], input, true)
        expect(one.stdout.length).to.be.greaterThan(0)
        expect(one.fromWorkers).to.equal(0)
        for (const jobs of ['2', '3'])
          for (const bytes of [true, false]) {
            const many = await run([...args, '--jobs', jobs], input, bytes)
            expect(many.status).to.equal(one.status)
            expect(many.stderr).to.equal(one.stderr)
            expect(many.stdout === one.stdout, `${args.join(' ')} --jobs ${jobs}`).to.equal(true)
            if (many.fromWorkers > 0) withWorkers++
          }
      }
    // The workers really took batches (counted where the bytes are taken: 2 seeds x 2 commands x 2 values of N). Not
    // every run need show it: workers loaded from the sources may start after the input is read on a loaded machine,
    // and then the main thread rightly handles every batch.
    expect(withWorkers, 'runs in which the workers took batches, of 8').to.be.greaterThan(0)
  })
})

describe('--jobs N: a worker that fails is out of the pool', function () {
  this.timeout(120_000)
  it('a worker writes for a terminal when the main thread does (TSV: \\uXXXX), and for a pipe as a loader reads it', async () => {
    const { startPool } = await import('../../src/cli/pool.ts')
    for (const [terminal, text] of [
      [true, 'http://a/\\u202e\\t\n'],
      [false, 'http://a/\u202e\\t\n'],
    ] as const) {
      const pool = startPool(['parse', '--format', 'tsv', '--fields', 'input'], 1, terminal)
      try {
        for (let waited = 0; !pool.hasRoom(4) && waited < 60_000; waited += 100) await new Promise((resolve) => setTimeout(resolve, 100))
        expect(pool.hasRoom(4), 'the worker started').to.equal(true)
        const result = await pool.run(['http://a/\u202e\t'], 1)
        expect(typeof result.text === 'string' ? result.text : Buffer.from(result.text).toString('utf8')).to.equal(text)
      } finally {
        await pool.close()
      }
    }
  })
  it('a worker that started and then fails rejects what it had in hand, and takes no more', async () => {
    const { startPool } = await import('../../src/cli/pool.ts')
    const pool = startPool(['parse', '--format', 'tsv'], 1)
    for (let waited = 0; !pool.hasRoom(4) && waited < 60_000; waited += 100) await new Promise((resolve) => setTimeout(resolve, 100))
    expect(pool.hasRoom(4), 'the worker started').to.equal(true)
    // A line that is neither text nor an invalid-UTF-8 line makes the worker's handler throw: the worker fails.
    const bad = pool.run([null] as never, 1)
    const outcome = await bad.then(
      () => 'answered',
      () => 'rejected',
    )
    expect(outcome).to.equal('rejected')
    expect(pool.hasRoom(4)).to.equal(false)
    await pool.close()
  })
})
