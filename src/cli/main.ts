#!/usr/bin/env node
/**
 * The `uri` command: the only file that touches the process (argv, standard
 * input and output, the environment, the exit status).
 */
import * as fs from 'node:fs'
import * as E from 'fp-ts/lib/Either.js'
import { parseArgs, USAGE, usageOf, type Command } from './args.ts'
import { linesOf, textOf } from './lines.ts'
import { versionFrom } from './version.ts'
import { formatError } from '../error.ts'
import { parseURI } from '../parse.ts'
import { parseIRI } from '../parsers.ts'
import { equalInputs, explainInput, findInText, inspectInput, iriToUriLine, normalizeLine, parseLine, parseSchemeLine, resolveLine, templateExpand, uriToIriLine, validateLine, type LineResult } from './run.ts'

const readIfThere = (file: string): string | null => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null)

/** Standard input as decoded text: a character split across two chunks is decoded whole. */
const stdinText = (): AsyncIterable<string> => {
  process.stdin.setEncoding('utf8')
  return process.stdin as AsyncIterable<string>
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

/** Writes a line, waiting when the pipe is full, so a long stream runs in constant memory. */
const writeLine = (text: string): Promise<void> =>
  new Promise((resolve) => {
    if (process.stdout.write(text + '\n')) resolve()
    else process.stdout.once('drain', () => resolve())
  })

type LineCommand = Command & { readonly _tag: 'parse' | 'validate' | 'normalize' | 'iri-to-uri' | 'uri-to-iri' }

const lineHandler = (cmd: LineCommand): ((input: string) => LineResult) => {
  switch (cmd._tag) {
    case 'parse':
      return cmd.scheme === true ? parseSchemeLine : (input) => parseLine(cmd.rule, input, cmd.zoneIds === true)
    case 'validate':
      return (input) => validateLine(cmd.rule, cmd.json, input, cmd.zoneIds === true)
    case 'normalize':
      return (input) => normalizeLine(cmd.level, input, cmd.iri === true, cmd.zoneIds === true)
    case 'iri-to-uri':
      return iriToUriLine(cmd.idna)
    case 'uri-to-iri':
      return uriToIriLine(cmd.unicode)
  }
}

/** Standard input, one line at a time (lines.ts), when no inputs were given. */
/** The inputs given, where "-" stands for the lines of standard input; standard input when none is given. */
const inputsOf = (given: readonly string[] | null): AsyncIterable<string> | Iterable<string> => {
  if (given === null) return linesOf(stdinText())
  if (!given.includes('-')) return given
  return (async function* () {
    for (const input of given) {
      if (input === '-') yield* linesOf(stdinText())
      else yield input
    }
  })()
}

const runLines = async (handle: (input: string) => LineResult, inputs: AsyncIterable<string> | Iterable<string>): Promise<number> => {
  let status = 0
  for await (const input of inputs) {
    const r = handle(input)
    if (!r.valid) status = process.exitCode = 1
    if (r.error !== undefined) process.stderr.write(r.error + '\n')
    if (r.output !== null) await writeLine(r.output)
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
      const r = templateExpand(cmd.template, await textOf(stdinText()))
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
      return runLines((input) => resolveLine(base.right, cmd.strict, input, iri), inputsOf(cmd.inputs))
    }
    case 'parse':
    case 'validate':
    case 'normalize':
    case 'iri-to-uri':
    case 'uri-to-iri':
      return runLines(lineHandler(cmd), inputsOf(cmd.inputs))
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
