/**
 * The `uri` command as a function: the arguments, standard input and the
 * environment in, text written to the two outputs and the exit status out.
 * It touches no process: main.ts hands it the process's streams, and the specs
 * hand it their own (spec/cli/main.spec.ts runs every command in-process).
 */
import { StringDecoder } from 'node:string_decoder'
import * as E from 'fp-ts/lib/Either.js'
import { parseArgs, USAGE, usageOf, type Command } from './args.ts'
import { lineBatchesOf, textOf } from './lines.ts'
import { formatError } from '../error.ts'
import { parseURI } from '../parse.ts'
import { parseIRI } from '../parsers.ts'
import { equalInputs, explainInput, findInText, inspectInput, iriToUriLine, normalizeLine, parseLine, resolveLine, uriToIriLine, validateLine, type LineHandler } from './run.ts'

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
  readonly stderr: (text: string) => void
  /** Whether standard output is a terminal: `explain` colours its output for one. */
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
}

/** The scheme grammars and the template parser, loaded by the commands that use them only. */
const schemesTemplate = () => import('./schemes-template.ts')

/**
 * Standard input as decoded text, a chunk at a time, for each reader in turn:
 * one decoder for the whole stream, so a character split across two chunks is
 * decoded whole, and one iterator, so a reader after the first starts where the
 * stream is (at its end, once a reader has finished it).
 */
const stdinReader = (stdin: AsyncIterable<Uint8Array | string>): (() => AsyncGenerator<string>) => {
  const decoder = new StringDecoder('utf8')
  let source: AsyncIterator<Uint8Array | string> | null = null
  let ended = false
  return async function* () {
    if (ended) return
    source ??= stdin[Symbol.asyncIterator]()
    for (;;) {
      const next = await source.next()
      if (next.done === true) {
        ended = true
        const rest = decoder.end()
        if (rest !== '') yield rest
        return
      }
      yield typeof next.value === 'string' ? next.value : decoder.write(next.value as Buffer)
    }
  }
}

type LineCommand = Command & { readonly _tag: 'parse' | 'validate' | 'normalize' | 'iri-to-uri' | 'uri-to-iri' }

const lineHandler = async (cmd: LineCommand): Promise<LineHandler> => {
  switch (cmd._tag) {
    case 'parse':
      return cmd.scheme === true ? (await schemesTemplate()).parseSchemeLine : parseLine(cmd.rule, cmd.zoneIds === true)
    case 'validate':
      return validateLine(cmd.rule, cmd.json, cmd.zoneIds === true)
    case 'normalize':
      return normalizeLine(cmd.level, cmd.iri === true, cmd.zoneIds === true)
    case 'iri-to-uri':
      return iriToUriLine(cmd.idna)
    case 'uri-to-iri':
      return uriToIriLine(cmd.unicode)
  }
}

/** Inputs in batches: the lines of standard input a chunk ends (lines.ts), or a run of arguments. */
interface Batch {
  readonly inputs: readonly string[]
  readonly fromStdin: boolean
}

async function* stdinBatches(stdin: () => AsyncIterable<string>): AsyncGenerator<Batch> {
  for await (const inputs of lineBatchesOf(stdin())) yield { inputs, fromStdin: true }
}

/** The inputs given, where "-" stands for the lines of standard input; standard input when none is given. */
async function* batchesOf(given: readonly string[] | null, stdin: () => AsyncIterable<string>): AsyncGenerator<Batch> {
  if (given === null) return yield* stdinBatches(stdin)
  let run: string[] = []
  for (const input of given) {
    if (input !== '-') run.push(input)
    else {
      if (run.length > 0) yield { inputs: run, fromStdin: false }
      run = []
      yield* stdinBatches(stdin)
    }
  }
  if (run.length > 0) yield { inputs: run, fromStdin: false }
}

/**
 * Runs a handler over every input, a batch at a time: the batch's results are
 * joined and written at once (standard error first), then the writer waits for
 * the pipe, so memory stays flat however long the stream. Lines of standard
 * input are numbered from 1 for the handler (`"inputLine"`).
 */
const runLines = async (io: CliIO, handle: LineHandler, batches: AsyncIterable<Batch>): Promise<number> => {
  let status = 0
  let line = 0
  for await (const { inputs, fromStdin } of batches) {
    let out = ''
    let err = ''
    for (const input of inputs) {
      const r = handle(input, fromStdin ? ++line : null)
      if (!r.valid && status === 0) {
        status = 1
        io.status?.(status)
      }
      if (r.error !== undefined) err += r.error + '\n'
      if (r.output !== null) out += r.output + '\n'
    }
    if (err !== '') io.stderr(err)
    if (out !== '') await io.stdout(out)
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
      const r = explainInput(cmd.rule, cmd.input, color, cmd.zoneIds === true)
      await writeLine(r.output as string)
      return r.valid ? 0 : 1
    }
    case 'inspect': {
      const r = inspectInput(cmd.input, cmd.json, cmd.strict)
      if (r.output !== '') await writeLine(r.output)
      return r.status
    }
    case 'find': {
      const r = findInText(await textOf(stdin()))
      for (const line of r.lines) await writeLine(line)
      return r.valid ? 0 : 1
    }
    case 'template-expand': {
      const { templateExpand, strictUtf8 } = await schemesTemplate()
      const r = templateExpand(cmd.template, await strictUtf8(io.stdin))
      if (r.error !== null) io.stderr(r.error + '\n')
      if (r.output !== null) await writeLine(r.output)
      return r.status
    }
    case 'template-match': {
      const { templateMatchRow, templateMatchLine } = await import('./template-match.ts')
      const row = templateMatchRow(cmd.template, cmd.options)
      if (E.isLeft(row)) {
        io.stderr(row.left + '\n')
        return 2
      }
      return runLines(io, templateMatchLine(row.right), batchesOf(cmd.inputs, stdin))
    }
    case 'equal': {
      const r = equalInputs(cmd.a, cmd.b, cmd.iri === true)
      await writeLine(r.output)
      return r.status
    }
    case 'resolve': {
      const iri = cmd.iri === true
      const base = (iri ? parseIRI : parseURI)(cmd.base)
      if (E.isLeft(base)) {
        io.stderr(`uri: the base is not ${iri ? 'an IRI' : 'a URI'}\n${formatError(cmd.base)(base.left)}\n`)
        return 1
      }
      return runLines(io, resolveLine(base.right, cmd.strict, iri), batchesOf(cmd.inputs, stdin))
    }
    case 'parse':
    case 'validate':
    case 'normalize':
    case 'iri-to-uri':
    case 'uri-to-iri':
      return runLines(io, await lineHandler(cmd), batchesOf(cmd.inputs, stdin))
  }
}

/**
 * Runs the `uri` command: its exit status, 0 when every input is valid, 1 when
 * one is not, 2 for a bad command line or a failure of the streams (reported on
 * standard error, never thrown).
 */
export const main = async (io: CliIO): Promise<number> => {
  try {
    return await run(io)
  } catch (err) {
    io.stderr(`uri: ${String(err)}\n`)
    return 2
  }
}
