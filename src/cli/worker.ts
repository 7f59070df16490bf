/**
 * A worker thread of `uri … --jobs N`: reads the same command line as the
 * main thread, then handles each batch of lines it is sent (filter.ts's
 * `batchHandler`, the very function the main thread runs with --jobs 1) and
 * sends back its text and counts. The main thread writes the texts in the
 * order of the batches, so the rows keep the order of the lines.
 *
 * The text goes back as UTF-8 bytes whose buffer is handed over: a string
 * would be copied twice (into the message, out of it) and then encoded on
 * the main thread, which has batches of its own to handle. The worker says
 * 'ready' once it has read its command; until then the main thread sends it
 * nothing and handles every batch itself.
 */
import * as E from 'fp-ts/lib/Either.js'
import { parentPort, workerData } from 'node:worker_threads'
import type { Line } from '../line-filter/index.ts'
import { parseArgs } from './args.ts'
import { linesOfBytesRun } from './lines.ts'
import { batchHandler, lineCommandOf, type LineCommandOf } from './filter.ts'

/** A batch to handle: lines, or a run of bytes to split first (lines.ts). */
export type BatchRequest = { readonly id: number; readonly firstLine: number } & ({ readonly lines: readonly Line[] } | { readonly bytes: Uint8Array })

const start = async (): Promise<void> => {
  const port = parentPort
  if (port === null) return
  const { argv, terminal } = workerData as { argv: readonly string[]; terminal?: boolean }
  const cmd = parseArgs(argv)
  // The main thread has read the same argv into a line command already; a worker that cannot is told so, and says so.
  if (E.isLeft(cmd) || !('filter' in cmd.right)) throw new Error('the worker was given a command line that is not a line command')
  const command = await lineCommandOf(cmd.right as LineCommandOf)
  if (E.isLeft(command)) throw new Error(command.left.message)
  const handle = batchHandler(command.right, (cmd.right as LineCommandOf).filter, terminal === true)
  const encoder = new TextEncoder()
  port.on('message', (m: BatchRequest) => {
    const result = handle('bytes' in m ? linesOfBytesRun(m.bytes) : m.lines, m.firstLine)
    const text = encoder.encode(result.text)
    port.postMessage({ id: m.id, result: { ...result, text } }, [text.buffer])
  })
  port.postMessage('ready')
}

void start()
