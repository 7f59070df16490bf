/**
 * Worker threads for `--jobs N`: each batch goes to the started worker with
 * the fewest batches in hand, and its result comes back as a promise, which
 * the caller awaits in the order it sent the batches. `hasRoom` tells the
 * caller (the main thread, itself one of the N) when to handle a batch
 * itself instead. Batches of 64 KiB of lines or more make the cost of a
 * message small beside the work in it.
 */
import * as fs from 'node:fs'
import * as path from 'node:path'
import { Worker } from 'node:worker_threads'
import type { Line } from '../line-filter/index.ts'
import type { LineRun } from './lines.ts'
import type { BatchResult } from './filter.ts'

export interface Pool {
  /** Handles a batch: lines, or a run of bytes (handed over to the worker, not copied) for it to split. */
  readonly run: (batch: readonly Line[] | LineRun, firstLine: number) => Promise<BatchResult>
  /** Whether a worker that has started has fewer than `most` batches in hand (sent, their results not yet received). */
  readonly hasRoom: (most: number) => boolean
  readonly close: () => Promise<void>
}

/**
 * The worker's script: worker.js beside this file in the package. From the
 * TypeScript sources (the specs), worker.ts with the loader the specs use,
 * which a worker does not inherit from its parent.
 */
const workerScript = (): { readonly file: string; readonly execArgv: string[] } => {
  const js = path.join(__dirname, 'worker.js')
  if (fs.existsSync(js)) return { file: js, execArgv: [] }
  return { file: path.join(__dirname, 'worker.ts'), execArgv: ['--require', path.resolve(__dirname, '../../spec/support/register.js')] }
}

/** Starts `jobs` workers, each reading `argv` into the same command, and writing for a terminal when `terminal` (as the main thread does). */
export const startPool = (argv: readonly string[], jobs: number, terminal = false): Pool => {
  const { file, execArgv } = workerScript()
  const waiting = new Map<number, { resolve: (r: BatchResult) => void; reject: (e: unknown) => void }>()
  const fail = (e: unknown) => {
    for (const w of waiting.values()) w.reject(e)
    waiting.clear()
  }
  // Batches each worker has in hand, and whether it has started (read its command): until then the caller handles the batches itself.
  const load = new Array<number>(jobs).fill(0)
  const started = new Array<boolean>(jobs).fill(false)
  const workers = Array.from({ length: jobs }, (_, w) => {
    const worker = new Worker(file, { workerData: { argv, terminal }, execArgv })
    worker.on('message', (m: { id: number; result: BatchResult } | 'ready') => {
      if (m === 'ready') {
        started[w] = true
        return
      }
      load[w]--
      const p = waiting.get(m.id)
      waiting.delete(m.id)
      p?.resolve(m.result)
    })
    // A worker that fails or stops is out: no more batches go to it (hasRoom and run pass it by), and what it had in hand is rejected.
    const out = (e: unknown) => {
      started[w] = false
      load[w] = Number.POSITIVE_INFINITY
      fail(e)
    }
    worker.on('error', out)
    worker.on('exit', (code) => {
      if (!closing) out(new Error(`a worker thread stopped (exit code ${code})`))
    })
    return worker
  })
  let id = 0
  let closing = false
  return {
    run: (batch, firstLine) =>
      new Promise<BatchResult>((resolve, reject) => {
        const k = id++
        waiting.set(k, { resolve, reject })
        let w = k % jobs
        for (let j = 0; j < jobs; j++) if ((started[j] && !started[w]) || (started[j] === started[w] && load[j] < load[w])) w = j
        load[w]++
        if ('bytes' in batch) workers[w].postMessage({ id: k, bytes: batch.bytes, firstLine }, [batch.bytes.buffer as ArrayBuffer])
        else workers[w].postMessage({ id: k, lines: batch, firstLine })
      }),
    hasRoom: (most) => load.some((n, w) => started[w] && n < most),
    close: async () => {
      closing = true
      await Promise.all(workers.map((w) => w.terminate()))
    },
  }
}
