#!/usr/bin/env node
/**
 * The `uri` command: the only file that touches the process (argv, standard
 * input and output, the environment, the exit status).
 */
import * as fs from 'node:fs'
import { StringDecoder } from 'node:string_decoder'
import * as E from 'fp-ts/lib/Either.js'
import { parseArgs, USAGE, usageOf, type Command } from './args.ts'
import { lineBatchesOf, textOf } from './lines.ts'
import { versionFrom } from './version.ts'
import { formatError } from '../error.ts'
import { parseURI } from '../parse.ts'
import { parseIRI } from '../parsers.ts'
import { equalInputs, explainInput, findInText, inspectInput, iriToUriLine, normalizeLine, parseLine, resolveLine, uriToIriLine, validateLine, type LineHandler } from './run.ts'

/** The scheme grammars and the template parser, loaded by the commands that use them only. */
const schemesTemplate = () => import('./schemes-template.ts')

const readIfThere = (file: string): string | null => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null)

/**
 * Standard input as decoded text, a chunk at a time; a character split across
 * two reads is decoded whole. Read by blocking reads (a file, a pipe or a
 * terminal: a third of the time of the stream for a large file, and the command
 * has nothing else to do meanwhile); a descriptor another process left
 * non-blocking (EAGAIN) is read as a stream from there on. 64 KiB at a time:
 * a chunk's lines and results then die young, which measured faster than 1 MiB
 * (and half the memory).
 */
async function* stdinText(): AsyncGenerator<string> {
  const decoder = new StringDecoder('utf8')
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
    if (n === 0) return yield decoder.end()
    yield decoder.write(buffer.subarray(0, n))
  }
  for await (const chunk of process.stdin as AsyncIterable<Buffer>) yield decoder.write(chunk)
  yield decoder.end()
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

/** Writes text, waiting when the pipe is full, so a long stream runs in constant memory. */
const write = (text: string): Promise<void> =>
  new Promise((resolve) => {
    if (process.stdout.write(text)) resolve()
    else process.stdout.once('drain', () => resolve())
  })

const writeLine = (line: string): Promise<void> => write(line + '\n')

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

async function* stdinBatches(): AsyncGenerator<Batch> {
  for await (const inputs of lineBatchesOf(stdinText())) yield { inputs, fromStdin: true }
}

/** The inputs given, where "-" stands for the lines of standard input; standard input when none is given. */
async function* batchesOf(given: readonly string[] | null): AsyncGenerator<Batch> {
  if (given === null) return yield* stdinBatches()
  let run: string[] = []
  for (const input of given) {
    if (input !== '-') run.push(input)
    else {
      if (run.length > 0) yield { inputs: run, fromStdin: false }
      run = []
      yield* stdinBatches()
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
const runLines = async (handle: LineHandler, batches: AsyncIterable<Batch>): Promise<number> => {
  let status = 0
  let line = 0
  for await (const { inputs, fromStdin } of batches) {
    let out = ''
    let err = ''
    for (const input of inputs) {
      const r = handle(input, fromStdin ? ++line : null)
      if (!r.valid) status = process.exitCode = 1
      if (r.error !== undefined) err += r.error + '\n'
      if (r.output !== null) out += r.output + '\n'
    }
    if (err !== '') process.stderr.write(err)
    if (out !== '') await write(out)
  }
  return status
}

const main = async (argv: readonly string[]): Promise<number> => {
  const parsed = parseArgs(argv)
  if (E.isLeft(parsed)) {
    process.stderr.write(`uri: ${parsed.left}\n${usageOf(argv[0])}`)
    return 2
  }
  const cmd = parsed.right
  switch (cmd._tag) {
    case 'help':
      process.stdout.write(cmd.command === undefined ? USAGE : usageOf(cmd.command))
      return 0
    case 'version':
      process.stdout.write(versionFrom(__dirname, readIfThere) + '\n')
      return 0
    case 'explain': {
      const color = process.stdout.isTTY === true && (process.env.NO_COLOR ?? '') === ''
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
      const r = findInText(await textOf(stdinText()))
      for (const line of r.lines) await writeLine(line)
      return r.valid ? 0 : 1
    }
    case 'template-expand': {
      const r = (await schemesTemplate()).templateExpand(cmd.template, await textOf(stdinText()))
      if (r.error !== null) process.stderr.write(r.error + '\n')
      if (r.output !== null) await writeLine(r.output)
      return r.status
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
        process.stderr.write(`uri: the base is not ${iri ? 'an IRI' : 'a URI'}\n${formatError(cmd.base)(base.left)}\n`)
        return 1
      }
      return runLines(resolveLine(base.right, cmd.strict, iri), batchesOf(cmd.inputs))
    }
    case 'parse':
    case 'validate':
    case 'normalize':
    case 'iri-to-uri':
    case 'uri-to-iri':
      return runLines(await lineHandler(cmd), batchesOf(cmd.inputs))
  }
}

main(process.argv.slice(2)).then(
  (status) => {
    process.exitCode = status
  },
  (err: unknown) => {
    process.stderr.write(`uri: ${String(err)}\n`)
    process.exitCode = 2
  },
)
