/**
 * The `uri` command line, read into a command. Pure: argv in, command or usage
 * error out.
 */
import * as E from 'fp-ts/lib/Either.js'
import type { EntryRule } from '../error.ts'

export type Command =
  | { readonly _tag: 'help' }
  | { readonly _tag: 'version' }
  | { readonly _tag: 'parse'; readonly rule: EntryRule; readonly inputs: readonly string[] | null }
  | { readonly _tag: 'validate'; readonly rule: EntryRule; readonly json: boolean; readonly inputs: readonly string[] | null }
  | { readonly _tag: 'explain'; readonly rule: EntryRule; readonly input: string }

export const USAGE = `uri: strict RFC 3986 URI references

Usage:
  uri parse    [--rule RULE] [INPUT...]          one JSON object per input, one per line
  uri validate [--rule RULE] [--json] [INPUT...] nothing for a valid input; a code frame
                                                 (or, with --json, a JSON line) for each invalid one
  uri explain  [--rule RULE] INPUT               each component on its own line, marked under the input
  uri --help | --version

RULE is URI-reference (the default), URI, absolute-URI or relative-ref.
With no INPUT, parse and validate read standard input, one input per line.
"--" ends the options, for an input that begins with "-".
Exit status: 0 when every input is valid, 1 when some input is not, 2 on a usage error.
`

const RULES: readonly EntryRule[] = ['URI-reference', 'URI', 'absolute-URI', 'relative-ref']

const isRule = (s: string): s is EntryRule => (RULES as readonly string[]).includes(s)

/** Reads argv (without the node and script paths) into a command, or says what is wrong with it. */
export const parseArgs = (argv: readonly string[]): E.Either<string, Command> => {
  if (argv.length === 0) return E.left('no command given')
  const [name, ...rest] = argv
  if (name === '--help' || name === '-h' || name === 'help') return E.right({ _tag: 'help' })
  if (name === '--version' || name === '-V') return E.right({ _tag: 'version' })
  if (name !== 'parse' && name !== 'validate' && name !== 'explain') return E.left(`unknown command "${name}"`)
  let rule: EntryRule = 'URI-reference'
  let json = false
  const inputs: string[] = []
  for (let k = 0; k < rest.length; k++) {
    const arg = rest[k]
    if (arg === '--') {
      inputs.push(...rest.slice(k + 1))
      break
    } else if (arg === '--help' || arg === '-h') return E.right({ _tag: 'help' })
    else if (arg === '--rule' || arg.startsWith('--rule=')) {
      const value = arg === '--rule' ? rest[++k] : arg.slice('--rule='.length)
      if (value === undefined) return E.left('--rule needs a value')
      if (!isRule(value)) return E.left(`unknown rule "${value}" (expected ${RULES.join(', ')})`)
      rule = value
    } else if (arg === '--json' && name === 'validate') json = true
    else if (arg.startsWith('-') && arg !== '-') return E.left(`unknown option "${arg}" for ${name}`)
    else inputs.push(arg)
  }
  if (name === 'explain') {
    if (inputs.length !== 1) return E.left('explain takes exactly one INPUT')
    return E.right({ _tag: 'explain', rule, input: inputs[0] })
  }
  const given = inputs.length === 0 ? null : inputs
  return E.right(name === 'parse' ? { _tag: 'parse', rule, inputs: given } : { _tag: 'validate', rule, json, inputs: given })
}
