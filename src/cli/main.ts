#!/usr/bin/env node
/**
 * The `uri` command: the only file that touches the process (argv, standard
 * input and output, the environment, the exit status). The command itself is
 * program.ts's `main`, which is handed the process's streams here.
 */
import * as fs from 'node:fs'
import * as tty from 'node:tty'
import { main } from './program.ts'
import { versionFrom } from './version.ts'

const readIfThere = (file: string): string | null => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null)

/**
 * Standard input, a chunk of bytes at a time. Read by blocking reads (a file, a
 * pipe or a terminal: a third of the time of the stream for a large file, and
 * the command has nothing else to do meanwhile); a descriptor another process
 * left non-blocking (EAGAIN) is read as a stream from there on. 64 KiB at a
 * time: a chunk's lines and results then die young, which measured faster than
 * 1 MiB (and half the memory). The buffer is reused: the command decodes each
 * chunk before it asks for the next.
 */
async function* stdinChunks(): AsyncGenerator<Uint8Array> {
  const buffer = Buffer.allocUnsafe(1 << 16)
  for (;;) {
    let n: number
    try {
      n = fs.readSync(0, buffer, 0, buffer.length, null)
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'EAGAIN') break
      // Windows reports the end of a closed pipe as an error named EOF.
      if ((e as NodeJS.ErrnoException).code === 'EOF') n = 0
      else throw e
    }
    if (n === 0) return
    yield buffer.subarray(0, n)
  }
  yield* process.stdin as AsyncIterable<Buffer>
}

/** The size of standard input when it is a regular file (for the progress line); undefined for a pipe or a terminal. */
const stdinFileSize = (): number | undefined => {
  try {
    const stat = fs.fstatSync(0)
    return stat.isFile() ? stat.size : undefined
  } catch {
    return undefined
  }
}

/**
 * When the reader of standard output goes away (`uri parse … | head -1`),
 * there is no one left to tell: stop at once, quietly, with the status of the
 * inputs read so far.
 */
process.stdout.on('error', (err: NodeJS.ErrnoException) => {
  if (err.code === 'EPIPE') process.exit(process.exitCode ?? 0)
  process.stderr.write(`uri: ${String(err)}\n`)
  process.exit(2)
})

/** Writes text (or its UTF-8 bytes), waiting when the pipe is full, so a long stream runs in constant memory. */
const write = (text: string | Uint8Array): Promise<void> =>
  new Promise((resolve) => {
    if (process.stdout.write(text)) resolve()
    else process.stdout.once('drain', () => resolve())
  })

void main({
  argv: process.argv.slice(2),
  stdin: { [Symbol.asyncIterator]: () => stdinChunks() },
  stdout: write,
  stdoutBytes: write,
  stderr: (text) => void process.stderr.write(text),
  // A terminal is shown TSV and CSV with what would steer it escaped; a pipe or a file gets them as engines read them (format.ts).
  stdoutIsTTY: process.stdout.isTTY === true,
  // isatty, not process.stdin.isTTY: making process.stdin would open the descriptor as a stream, non-blocking.
  stdinIsTTY: tty.isatty(0),
  stderrIsTTY: tty.isatty(2),
  stdinSize: stdinFileSize(),
  env: process.env,
  version: () => versionFrom(__dirname, readIfThere),
  status: (status) => {
    process.exitCode = status
  },
}).then((status) => {
  process.exitCode = status
})
