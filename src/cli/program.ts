/**
 * The `uri` command as a function: the arguments, standard input and the
 * environment in, text written to the two outputs and the exit status out.
 * It touches no process: main.ts hands it the process's streams, and the specs
 * hand it their own (spec/cli/main.spec.ts runs every command in-process).
 */
import { StringDecoder } from 'node:string_decoder'
import * as E from 'fp-ts/lib/Either.js'
import { parseArgs, USAGE, usageOf } from './args.ts'
import { lineBatchesOfBytes, lineRunsOfBytes, linesOfBytesRun, textOf, type LineRun } from './lines.ts'
import type { Line } from '../line-filter/index.ts'
import type { EntryRule } from '../error/make.ts'
import { batchHandler, headerOf, lineCommandOf, Tally, type BatchResult, type LineCommandOf } from './filter.ts'
import type { LineCommand } from './rows.ts'

/** What the command reads and writes: the process's (main.ts), or a spec's. */
export interface CliIO {
  /** The arguments after the command's name. */
  readonly argv: readonly string[]
  /**
   * Standard input: chunks of UTF-8 bytes (or of text), read only by the commands
   * that use it, and once: a second "-" among the inputs finds it at its end.
   */
  readonly stdin: AsyncIterable<Uint8Array | string>
  /** Writes to standard output; a promise returned holds the command until the text is taken (a full pipe). */
  readonly stdout: (text: string) => void | Promise<void>
  /** Writes UTF-8 bytes to standard output (the texts of --jobs N's workers), as `stdout` does; without it, they are decoded and handed to `stdout`. */
  readonly stdoutBytes?: (bytes: Uint8Array) => void | Promise<void>
  readonly stderr: (text: string) => void
  /** Whether standard output is a terminal: `explain` colours its output for one, and the line filter's TSV and CSV show it what would steer it as `\uXXXX` (format.ts) instead of writing every value as an engine reads it. */
  readonly stdoutIsTTY: boolean
  /** The environment (NO_COLOR). */
  readonly env: Readonly<Record<string, string | undefined>>
  /** The package's version, for --version. */
  readonly version: () => string
  /**
   * Told the exit status so far each time an input makes it 1, so that a
   * caller that must stop at once (the reader of standard output went away)
   * can exit with the status of the inputs read so far.
   */
  readonly status?: (status: number) => void
  /** Whether standard input is a terminal: a line command with no input then prints its usage instead of waiting. */
  readonly stdinIsTTY?: boolean
  /** Whether standard error is a terminal: a long run then shows its progress there. */
  readonly stderrIsTTY?: boolean
  /** The size of standard input in bytes when it is a file, for the progress line. */
  readonly stdinSize?: number
}

/** The scheme grammars and the template parser, loaded by the commands that use them only. */
const loadSchemesTemplate = () => import('./schemes-template.ts')

/** The commands that read one input (explain, find, equal): loaded when one runs, so a line filter starts without them. */
const loadOneInputCommands = () => import('./run.ts')

/** Standard input, read once by whichever reader comes first: raw chunks (the line commands) or text (find, template expand). */
interface StdinReader {
  readonly raw: () => AsyncGenerator<Uint8Array | string>
  readonly text: () => AsyncGenerator<string>
  /** Bytes read so far, for the progress line. */
  readonly bytesRead: () => number
}

/**
 * Standard input a chunk at a time, for each reader in turn: one iterator, so
 * a reader after the first starts where the stream is (at its end, once a
 * reader has finished it); one decoder for text, so a character split across
 * two chunks is decoded whole.
 */
const stdinReader = (stdin: AsyncIterable<Uint8Array | string>): StdinReader => {
  let source: AsyncIterator<Uint8Array | string> | null = null
  let ended = false
  let bytes = 0
  async function* raw(): AsyncGenerator<Uint8Array | string> {
    if (ended) return
    source ??= stdin[Symbol.asyncIterator]()
    for (;;) {
      const next = await source.next()
      if (next.done === true) {
        ended = true
        return
      }
      bytes += next.value.length
      yield next.value
    }
  }
  async function* text(): AsyncGenerator<string> {
    const decoder = new StringDecoder('utf8')
    for await (const chunk of raw()) yield typeof chunk === 'string' ? chunk : decoder.write(chunk as Buffer)
    const rest = decoder.end()
    if (rest !== '') yield rest
  }
  return { raw, text, bytesRead: () => bytes }
}

/**
 * The least size of a run of bytes a worker is sent: few enough messages that
 * their cost is small beside the work, small enough that a run's lines and
 * texts die young in the worker's heap.
 */
const RUN_BYTES = 1 << 16

/**
 * The inputs given, where "-" stands for the lines of standard input; standard
 * input when none is given. Batches of lines; with `runs`, standard input as
 * runs of bytes of at least RUN_BYTES for --jobs N (`count`: with their numbers of lines).
 */
async function* batchesOf(given: readonly string[] | null, stdin: StdinReader, runs = false, count = false): AsyncGenerator<readonly Line[] | LineRun> {
  const fromStdin = () => (runs ? lineRunsOfBytes(stdin.raw(), count, RUN_BYTES) : lineBatchesOfBytes(stdin.raw()))
  if (given === null) return yield* fromStdin()
  let run: string[] = []
  for (const input of given) {
    if (input !== '-') run.push(input)
    else {
      if (run.length > 0) yield run
      run = []
      yield* fromStdin()
    }
  }
  if (run.length > 0) yield run
}

/** Batches sent to each worker before the main thread handles one itself: enough that a worker never waits for the next. */
const BATCHES_PER_WORKER = 4

/**
 * The most results held for writing while the first is still in a worker's
 * hands: 16 kept a stream's peak memory 40 MB below what 64 did, at no cost
 * in time (a worker that far behind is one the system has stopped).
 */
const MAX_QUEUED = 16

const sizeOfBatch = (batch: readonly Line[] | LineRun): number => ('bytes' in batch ? batch.lines : batch.length)

/** The progress line on a terminal's standard error, at most once a second: bytes read (of the file's size) and rows. */
const progressLine = (io: CliIO, stdin: StdinReader) => {
  if (io.stderrIsTTY !== true) return { tick: (_rows: number) => {}, end: () => {} }
  let last = Date.now()
  let shown = false
  const mb = (n: number) => (n / 1e6).toFixed(1)
  return {
    tick: (rows: number) => {
      const now = Date.now()
      if (now - last < 1000) return
      last = now
      shown = true
      const total = io.stdinSize === undefined ? '' : ` of ${mb(io.stdinSize)}`
      io.stderr(`\ruri: ${mb(stdin.bytesRead())}${total} MB read, ${rows} rows\u001b[K`)
    },
    end: () => {
      if (shown) io.stderr('\r\u001b[K')
    },
  }
}

/**
 * The line filter: one row for each line, in order, written a batch at a
 * time (the writer waits for the pipe, so memory stays flat however long the
 * stream); with --jobs N the batches are handled by the main thread and N - 1
 * worker threads and written in the order they were read. Exit status 0 when every row was
 * processed; with --strict, 1 when some row is invalid.
 */
const runFilter = async (io: CliIO, cmd: LineCommandOf, command: LineCommand, stdin: StdinReader): Promise<number> => {
  const { filter } = cmd
  const tally = new Tally()
  const progress = progressLine(io, stdin)
  const header = headerOf(command, filter)
  if (header !== '') await io.stdout(header)
  const take = async (r: BatchResult) => {
    tally.add(r)
    if (filter.strict && tally.invalid > 0) io.status?.(1)
    if (typeof r.text === 'string') {
      if (r.text !== '') await io.stdout(r.text)
    } else if (r.text.length > 0) await (io.stdoutBytes ?? ((bytes: Uint8Array) => io.stdout(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString('utf8'))))(r.text)
    progress.tick(tally.rows)
  }
  let next = 1
  if (filter.jobs === 1) {
    const handle = batchHandler(command, filter, io.stdoutIsTTY)
    for await (const lines of batchesOf(cmd.inputs, stdin)) {
      await take(handle(lines as readonly Line[], next))
      next += (lines as readonly Line[]).length
    }
  } else {
    // The main thread is one of the N: it reads, hands a batch to a worker that has room for one, and handles the others itself.
    const handle = batchHandler(command, filter, io.stdoutIsTTY)
    const batches = batchesOf(cmd.inputs, stdin, true, filter.lineNumbers)
    const { startPool } = await import('./pool.ts')
    const pool = startPool(io.argv, filter.jobs - 1, io.stdoutIsTTY)
    // The results in the order of the batches: a worker's is there once its message has come.
    const queue: { result?: BatchResult; readonly promise?: Promise<BatchResult> }[] = []
    const sent = (promise: Promise<BatchResult>) => {
      const turn: { result?: BatchResult; readonly promise: Promise<BatchResult> } = { promise }
      // A failure is taken where the turn is awaited.
      promise.then(
        (r) => {
          turn.result = r
        },
        () => {},
      )
      return turn
    }
    const takeFirst = async () => {
      const turn = queue.shift() as { result?: BatchResult; readonly promise?: Promise<BatchResult> }
      await take(turn.result ?? (await (turn.promise as Promise<BatchResult>)))
    }
    try {
      for await (const batch of batches) {
        if (pool.hasRoom(BATCHES_PER_WORKER)) {
          queue.push(sent(pool.run(batch, next)))
          next += sizeOfBatch(batch)
        } else {
          const lines = 'bytes' in batch ? linesOfBytesRun(batch.bytes) : batch
          const result = handle(lines, next)
          next += lines.length
          // A text that must wait for a worker's is held as bytes, out of the heap: a string of many pieces is slow for the collector to move.
          queue.push({ result: queue.length === 0 ? result : { ...result, text: Buffer.from(result.text, 'utf8') } })
          // A turn of the event loop, for the workers' results to come in: reading standard input never takes one.
          await new Promise((resolve) => setImmediate(resolve))
        }
        while (queue.length > 0 && queue[0].result !== undefined) await takeFirst()
        // A worker far behind: wait for it rather than hold ever more results.
        if (queue.length >= MAX_QUEUED) await takeFirst()
      }
      while (queue.length > 0) await takeFirst()
    } finally {
      await pool.close()
    }
  }
  progress.end()
  if (filter.count) await io.stdout(`${tally.selected}\n`)
  if (filter.summary) io.stderr(tally.summary())
  return filter.strict && tally.invalid > 0 ? 1 : 0
}

/** `uri explain -`: each line of standard input explained, a blank line between two; status 1 when one is invalid. */
const explainLines = async (io: CliIO, cmd: { readonly rule: EntryRule; readonly zoneIds?: true }, stdin: StdinReader, color: boolean): Promise<number> => {
  const { explainInput } = await loadOneInputCommands()
  let status = 0
  let first = true
  for await (const lines of lineBatchesOfBytes(stdin.raw())) {
    let out = ''
    for (const line of lines) {
      const r =
        typeof line === 'string'
          ? explainInput(cmd.rule, line, color, cmd.zoneIds === true)
          : { output: `${line.shown}\nbyte ${line.offset} is not part of a UTF-8 character: the line is not text`, valid: false }
      if (!r.valid) status = 1
      out += (first ? '' : '\n') + r.output + '\n'
      first = false
    }
    await io.stdout(out)
  }
  return status
}

const run = async (io: CliIO): Promise<number> => {
  const { argv } = io
  const stdin = stdinReader(io.stdin)
  const writeLine = (line: string) => io.stdout(line + '\n')
  const parsed = parseArgs(argv)
  if (E.isLeft(parsed)) {
    io.stderr(`uri: ${parsed.left}\n${usageOf(argv[0])}`)
    return 2
  }
  const cmd = parsed.right
  switch (cmd._tag) {
    case 'help':
      await io.stdout(cmd.command === undefined ? USAGE : usageOf(cmd.command))
      return 0
    case 'version':
      await writeLine(io.version())
      return 0
    case 'explain': {
      // https://no-color.org: a NO_COLOR that is set and not empty turns colour off.
      const color = io.stdoutIsTTY && (io.env.NO_COLOR ?? '') === ''
      if (cmd.input === '-') {
        if (io.stdinIsTTY === true) return usageOn(io, 'explain')
        return explainLines(io, cmd, stdin, color)
      }
      const r = (await loadOneInputCommands()).explainInput(cmd.rule, cmd.input, color, cmd.zoneIds === true)
      await writeLine(r.output as string)
      return r.valid ? 0 : 1
    }
    case 'find': {
      const r = (await loadOneInputCommands()).findInText(await textOf(stdin.text()))
      for (const line of r.lines) await writeLine(line)
      return r.valid ? 0 : 1
    }
    case 'template-expand': {
      const { templateExpand, strictUtf8 } = await loadSchemesTemplate()
      const r = templateExpand(cmd.template, await strictUtf8(stdin.raw()))
      if (r.error !== null) io.stderr(r.error + '\n')
      if (r.output !== null) await writeLine(r.output)
      return r.status
    }
    case 'equal': {
      const r = (await loadOneInputCommands()).equalInputs(cmd.a, cmd.b, cmd.iri === true)
      await writeLine(r.output)
      return r.status
    }
    case 'resolve':
    case 'parse':
    case 'validate':
    case 'normalize':
    case 'canonicalize':
    case 'iri-to-uri':
    case 'uri-to-iri':
    case 'inspect':
    case 'template-match': {
      const command = await lineCommandOf(cmd)
      if (E.isLeft(command)) {
        io.stderr(`uri: ${command.left.message}\n${command.left.status === 2 ? usageOf(cmd._tag) : ''}`)
        return command.left.status
      }
      // Nothing given and a terminal to read: a person who does not know the command yet, not a file.
      if (io.stdinIsTTY === true && cmd.inputs === null) return usageOn(io, cmd._tag)
      return runFilter(io, cmd, command.right, stdin)
    }
  }
}

/** The usage of a command on standard error, status 2: for a command that would wait for a terminal's input. */
const usageOn = (io: CliIO, command: string): number => {
  io.stderr(`uri: ${command} reads standard input, which is a terminal: give INPUT, or pipe a file in\n${usageOf(command)}`)
  return 2
}

/**
 * Runs the `uri` command: its exit status, 0 when every input was processed
 * (a line command; 1 with --strict when some input is invalid), 2 for a bad
 * command line or a failure of the streams (reported on standard error, never
 * thrown).
 */
export const main = async (io: CliIO): Promise<number> => {
  try {
    return await run(io)
  } catch (err) {
    io.stderr(`uri: ${String(err)}\n`)
    return 2
  }
}
