#!/usr/bin/env node
/**
 * The `uri` command: the only file that touches the process (argv, standard
 * input and output, the environment, the exit status).
 */
import * as fs from 'node:fs'
import * as path from 'node:path'
import * as readline from 'node:readline'
import * as E from 'fp-ts/lib/Either.js'
import { parseArgs, USAGE, type Command } from './args.ts'
import { explainInput, parseLine, validateLine, type LineResult } from './run.ts'

const version = (): string => {
  for (let dir = __dirname; ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'package.json')
    if (fs.existsSync(file)) return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version
    if (path.dirname(dir) === dir) return 'unknown'
  }
}

/** Writes a line, waiting when the pipe is full, so a long stream runs in constant memory. */
const writeLine = (text: string): Promise<void> =>
  new Promise((resolve) => {
    if (process.stdout.write(text + '\n')) resolve()
    else process.stdout.once('drain', () => resolve())
  })

const lineHandler = (cmd: Command & { _tag: 'parse' | 'validate' }): ((input: string) => LineResult) =>
  cmd._tag === 'parse' ? (input) => parseLine(cmd.rule, input) : (input) => validateLine(cmd.rule, cmd.json, input)

const runLines = async (handle: (input: string) => LineResult, inputs: AsyncIterable<string> | Iterable<string>): Promise<number> => {
  let status = 0
  for await (const raw of inputs) {
    const input = raw.endsWith('\r') ? raw.slice(0, -1) : raw
    const r = handle(input)
    if (!r.valid) status = 1
    if (r.output !== null) await writeLine(r.output)
  }
  return status
}

const main = async (argv: readonly string[]): Promise<number> => {
  const parsed = parseArgs(argv)
  if (E.isLeft(parsed)) {
    process.stderr.write(`uri: ${parsed.left}\n\n${USAGE}`)
    return 2
  }
  const cmd = parsed.right
  switch (cmd._tag) {
    case 'help':
      process.stdout.write(USAGE)
      return 0
    case 'version':
      process.stdout.write(version() + '\n')
      return 0
    case 'explain': {
      const color = process.stdout.isTTY === true && (process.env.NO_COLOR ?? '') === ''
      const r = explainInput(cmd.rule, cmd.input, color)
      await writeLine(r.output as string)
      return r.valid ? 0 : 1
    }
    case 'parse':
    case 'validate': {
      const lines = cmd.inputs ?? readline.createInterface({ input: process.stdin, crlfDelay: Infinity })
      return runLines(lineHandler(cmd), lines)
    }
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
