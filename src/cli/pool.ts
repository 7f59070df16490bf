/**
 * Worker threads for `--jobs N`: each batch goes to the next worker in turn,
 * and its result comes back as a promise, which the caller awaits in the
 * order it sent the batches. Batches of a chunk's lines (about a thousand)
 * make the cost of a message small beside the work in it.
 */
import * as fs from 'node:fs'
import * as path from 'node:path'
import { Worker } from 'node:worker_threads'
import type { Line } from '../line-filter.ts'
import type { LineRun } from './lines.ts'
import type { BatchResult } from './filter.ts'

export interface Pool {
  /** Handles a batch: lines, or a run of bytes (handed over to the worker, not copied) for it to split. */
  readonly run: (batch: readonly Line[] | LineRun, firstLine: number) => Promise<BatchResult>
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

/** Starts `jobs` workers, each reading `argv` into the same command. */
export const startPool = (argv: readonly string[], jobs: number): Pool => {
  const { file, execArgv } = workerScript()
  const waiting = new Map<number, { resolve: (r: BatchResult) => void; reject: (e: unknown) => void }>()
  const fail = (e: unknown) => {
    for (const w of waiting.values()) w.reject(e)
    waiting.clear()
  }
  const workers = Array.from({ length: jobs }, () => {
    const w = new Worker(file, { workerData: { argv }, execArgv })
    w.on('message', (m: { id: number; result: BatchResult }) => {
      const p = waiting.get(m.id)
      waiting.delete(m.id)
      p?.resolve(m.result)
    })
    w.on('error', fail)
    return w
  })
  let id = 0
  return {
    run: (batch, firstLine) =>
      new Promise<BatchResult>((resolve, reject) => {
        const k = id++
        waiting.set(k, { resolve, reject })
        if ('bytes' in batch) workers[k % jobs].postMessage({ id: k, bytes: batch.bytes, firstLine }, [batch.bytes.buffer as ArrayBuffer])
        else workers[k % jobs].postMessage({ id: k, lines: batch, firstLine })
      }),
    close: async () => {
      await Promise.all(workers.map((w) => w.terminate()))
    },
  }
}
