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
  | { readonly _tag: 'resolve'; readonly base: string; readonly strict: boolean; readonly inputs: readonly string[] | null }
  | { readonly _tag: 'normalize'; readonly level: NormalizeLevel; readonly inputs: readonly string[] | null }
  | { readonly _tag: 'equal'; readonly a: string; readonly b: string }
  | { readonly _tag: 'inspect'; readonly json: boolean; readonly strict: boolean; readonly input: string }
  | { readonly _tag: 'find' }

/** How far `uri normalize` goes: syntax-based (6.2.2) or also scheme-based (6.2.3). */
export type NormalizeLevel = 'syntax' | 'scheme'

export const USAGE = `uri: strict RFC 3986 URI references

Usage:
  uri parse    [--rule RULE] [INPUT...]          one JSON object per input, one per line
  uri validate [--rule RULE] [--json] [INPUT...] nothing for a valid input; a code frame
                                                 (or, with --json, a JSON line) for each invalid one
  uri explain  [--rule RULE] INPUT               each component on its own line, marked under the input
  uri resolve  [--non-strict] BASE [REF...]      each reference resolved against BASE (section 5.2),
                                                 one JSON object per line
  uri normalize [--level syntax|scheme] [INPUT...] the normal form of each input (section 6.2),
                                                 one JSON object per line; --level scheme is the default
  uri equal A B                                  whether A and B are equivalent (section 6.2), and on
                                                 which rung of the comparison ladder they became equal
  uri inspect  [--json] [--strict] INPUT         the security warnings of section 7 about INPUT
  uri find                                       the URIs in the text on standard input (Appendix C),
                                                 one JSON object per line
  uri --help | --version

RULE is URI-reference (the default), URI, absolute-URI or relative-ref.
With no INPUT (or REF), parse, validate, resolve and normalize read standard input,
one input per line. "--" ends the options, for an input that begins with "-".
--non-strict reads a reference whose scheme is the base's as if it had none (5.4.2).
Exit status: 0 when every input is valid (for equal: when A and B are equivalent),
1 when some input is not (for equal: when they are not; for inspect --strict: also
when there is a warning; for find: when a URI found is not valid), 2 on a usage
error (for equal: also when A or B is not a URI reference).
`

const RULES: readonly EntryRule[] = ['URI-reference', 'URI', 'absolute-URI', 'relative-ref']

const isRule = (s: string): s is EntryRule => (RULES as readonly string[]).includes(s)

/** Reads argv (without the node and script paths) into a command, or says what is wrong with it. */
export const parseArgs = (argv: readonly string[]): E.Either<string, Command> => {
  if (argv.length === 0) return E.left('no command given')
  const [name, ...rest] = argv
  if (name === '--help' || name === '-h' || name === 'help') return E.right({ _tag: 'help' })
  if (name === '--version' || name === '-V') return E.right({ _tag: 'version' })
  if (!(COMMANDS as readonly string[]).includes(name)) return E.left(`unknown command "${name}"`)
  let rule: EntryRule = 'URI-reference'
  let json = false
  let strict = true
  let warningsFail = false
  let level: NormalizeLevel = 'scheme'
  const inputs: string[] = []
  const takes = (option: string, commands: readonly string[]): boolean => commands.includes(name) || fail(`unknown option "${option}" for ${name}`)
  let problem: string | null = null
  const fail = (why: string): false => {
    problem = why
    return false
  }
  for (let k = 0; k < rest.length && problem === null; k++) {
    const arg = rest[k]
    const valueOf = (option: string): string | undefined => (arg === option ? rest[++k] : arg.slice(option.length + 1))
    if (arg === '--') {
      inputs.push(...rest.slice(k + 1))
      break
    } else if (arg === '--help' || arg === '-h') return E.right({ _tag: 'help' })
    else if (arg === '--rule' || arg.startsWith('--rule=')) {
      if (!takes('--rule', ['parse', 'validate', 'explain'])) break
      const value = valueOf('--rule')
      if (value === undefined) fail('--rule needs a value')
      else if (!isRule(value)) fail(`unknown rule "${value}" (expected ${RULES.join(', ')})`)
      else rule = value
    } else if (arg === '--level' || arg.startsWith('--level=')) {
      if (!takes('--level', ['normalize'])) break
      const value = valueOf('--level')
      if (value !== 'syntax' && value !== 'scheme') fail(`--level takes syntax or scheme`)
      else level = value
    } else if (arg === '--json') {
      if (takes(arg, ['validate', 'inspect'])) json = true
    } else if (arg === '--strict') {
      if (takes(arg, ['inspect'])) warningsFail = true
    } else if (arg === '--non-strict') {
      if (takes(arg, ['resolve'])) strict = false
    } else if (arg.startsWith('-') && arg !== '-') fail(`unknown option "${arg}" for ${name}`)
    else inputs.push(arg)
  }
  if (problem !== null) return E.left(problem)
  const given = inputs.length === 0 ? null : inputs
  switch (name as (typeof COMMANDS)[number]) {
    case 'explain':
      return inputs.length === 1 ? E.right({ _tag: 'explain', rule, input: inputs[0] }) : E.left('explain takes exactly one INPUT')
    case 'equal':
      return inputs.length === 2 ? E.right({ _tag: 'equal', a: inputs[0], b: inputs[1] }) : E.left('equal takes exactly two inputs, A and B')
    case 'resolve':
      return inputs.length === 0
        ? E.left('resolve needs a BASE')
        : E.right({ _tag: 'resolve', base: inputs[0], strict, inputs: inputs.length === 1 ? null : inputs.slice(1) })
    case 'normalize':
      return E.right({ _tag: 'normalize', level, inputs: given })
    case 'inspect':
      return inputs.length === 1 ? E.right({ _tag: 'inspect', json, strict: warningsFail, input: inputs[0] }) : E.left('inspect takes exactly one INPUT')
    case 'find':
      return inputs.length === 0 ? E.right({ _tag: 'find' }) : E.left('find reads standard input and takes no INPUT')
    case 'parse':
      return E.right({ _tag: 'parse', rule, inputs: given })
    case 'validate':
      return E.right({ _tag: 'validate', rule, json, inputs: given })
  }
}

const COMMANDS = ['parse', 'validate', 'explain', 'resolve', 'normalize', 'equal', 'inspect', 'find'] as const
