/**
 * The `uri` command line, read into a command. Pure: argv in, command or usage
 * error out.
 */
import * as E from 'fp-ts/lib/Either.js'
import { iriRuleOf, type EntryRule } from '../error.ts'
import type { MatchOptions } from '../template/match-with.ts'

export type Command =
  | { readonly _tag: 'help'; readonly command?: string }
  | { readonly _tag: 'version' }
  | { readonly _tag: 'parse'; readonly rule: EntryRule; readonly inputs: readonly string[] | null; readonly zoneIds?: true; readonly scheme?: true }
  | { readonly _tag: 'template-expand'; readonly template: string }
  | { readonly _tag: 'template-match'; readonly template: string; readonly options: MatchOptions; readonly inputs: readonly string[] | null }
  | { readonly _tag: 'validate'; readonly rule: EntryRule; readonly json: boolean; readonly inputs: readonly string[] | null; readonly zoneIds?: true }
  | { readonly _tag: 'explain'; readonly rule: EntryRule; readonly input: string; readonly zoneIds?: true }
  | { readonly _tag: 'resolve'; readonly base: string; readonly strict: boolean; readonly inputs: readonly string[] | null; readonly iri?: true }
  | { readonly _tag: 'normalize'; readonly level: NormalizeLevel; readonly inputs: readonly string[] | null; readonly iri?: true; readonly zoneIds?: true }
  | { readonly _tag: 'iri-to-uri'; readonly idna: boolean; readonly inputs: readonly string[] | null }
  | { readonly _tag: 'uri-to-iri'; readonly unicode: boolean; readonly inputs: readonly string[] | null }
  | { readonly _tag: 'equal'; readonly a: string; readonly b: string; readonly iri?: true }
  | { readonly _tag: 'inspect'; readonly json: boolean; readonly strict: boolean; readonly input: string }
  | { readonly _tag: 'find' }

/** How far `uri normalize` goes: syntax-based (6.2.2) or also scheme-based (6.2.3). */
export type NormalizeLevel = 'syntax' | 'scheme'

export const USAGE = `uri: strict RFC 3986 URI references (and RFC 3987 IRIs)

Usage:
  uri parse    [--rule RULE] [INPUT...]          one JSON object per input, one per line
  uri parse    --scheme [INPUT...]               each URI read by its scheme's grammar (http, https, ws,
                                                 wss, mailto, urn, file, data), one JSON object per line
  uri template expand TEMPLATE                   the expansion of an RFC 6570 URI Template, with the
                                                 variables given as a JSON object on standard input
  uri template match [--any-order] [--report-extra] [--plus-space] [--iri] TEMPLATE [INPUT...]
                                                 each input matched to the template, one JSON object
                                                 per line: { input, matched, variables }; --any-order
                                                 reads query parameters in any order and any subset
  uri validate [--rule RULE] [--json] [INPUT...] nothing for a valid input; a code frame on
                                                 standard error (or, with --json, a JSON line) for each invalid one
  uri explain  [--rule RULE] INPUT               each component on its own line, marked under the input
  uri iri-to-uri [--idna] [INPUT...]             each IRI as a URI (RFC 3987 section 3.1), one per line;
                                                 --idna writes hosts as A-labels
  uri uri-to-iri [--unicode] [INPUT...]          each URI as an IRI (RFC 3987 section 3.2), one per line;
                                                 --unicode writes A-labels as U-labels
  uri resolve  [--non-strict] [--iri] BASE [REF...]
                                                 each reference resolved against BASE (section 5.2),
                                                 one JSON object per line
  uri normalize [--level syntax|scheme] [INPUT...] the normal form of each input (section 6.2),
                                                 one JSON object per line; --level scheme is the default
  uri equal [--iri] A B                          whether A and B are equivalent (section 6.2), and on
                                                 which rung of the comparison ladder they became equal
  uri inspect  [--json] [--strict] INPUT         the security warnings of section 7 about INPUT
  uri find                                       the URIs in the text on standard input (Appendix C),
                                                 one JSON object per line
  uri --help | --version | COMMAND --help

RULE is URI-reference (the default), URI, absolute-URI or relative-ref (or the IRI
rules IRI-reference, IRI, absolute-IRI, irelative-ref). parse, validate, explain and
normalize take --iri (RFC 3987 IRIs: RULE's IRI twin; normalize then follows RFC 3987
section 5.3) and --zone-ids (RFC 6874 zone identifiers in IPv6 literals,
"[fe80::1%25eth0]"). resolve --iri reads BASE and each REF as IRIs; equal --iri
compares A and B on RFC 3987's ladder (section 5.3).
iri-to-uri and uri-to-iri print each converted line; an input that is not an IRI (a URI)
gets its code frame on standard error, and no line.
With no INPUT (or REF), or with "-" among them, parse, validate, resolve, normalize,
iri-to-uri and uri-to-iri read standard input, one input per line (a line ends at LF;
a CR before it is dropped, any other CR is part of the input; a BOM at the start is
dropped). A line of standard input is named by its number: "inputLine" in JSON lines,
"standard input, line N:" over a code frame. "--" ends the options, for an input that
begins with "-". COMMAND --help prints one command's usage.
--non-strict reads a reference whose scheme is the base's as if it had none (5.4.2).
Exit status: 0 when every input is valid (for equal: when A and B are equivalent),
1 when some input is not (for equal: when they are not; for inspect --strict: also
when there is a warning; for find: when a URI found is not valid), 2 on a usage
error (for equal: also when A or B is not a URI reference).
`

/**
 * The usage of one command: its lines of USAGE, and where to read the rest.
 * A usage error prints this, not the whole usage.
 */
export const usageOf = (command: string | undefined): string => {
  const lines = USAGE.split('\n')
  const own: string[] = []
  let inside = false
  for (const line of lines) {
    if (/^ {2}uri /.test(line)) inside = command !== undefined && line.startsWith(`  uri ${command} `)
    else if (!/^ {20,}/.test(line)) inside = false
    if (inside) own.push(line)
  }
  if (own.length === 0) return 'Run "uri --help" for the commands and their options.\n'
  return `Usage:\n${own.join('\n')}\n\nRun "uri --help" for rules, standard input and exit status.\n`
}

const RULES: readonly EntryRule[] = ['URI-reference', 'URI', 'absolute-URI', 'relative-ref', 'IRI-reference', 'IRI', 'absolute-IRI', 'irelative-ref']

const isRule = (s: string): s is EntryRule => (RULES as readonly string[]).includes(s)

const COMMANDS = ['parse', 'validate', 'explain', 'resolve', 'normalize', 'equal', 'inspect', 'find', 'iri-to-uri', 'uri-to-iri', 'template'] as const
type CommandName = (typeof COMMANDS)[number]

/** The options each command takes; those with a value say so. */
const OPTIONS: Readonly<Record<CommandName, readonly string[]>> = {
  parse: ['--rule', '--iri', '--zone-ids', '--scheme'],
  template: ['--any-order', '--report-extra', '--plus-space', '--iri'],
  validate: ['--rule', '--json', '--iri', '--zone-ids'],
  explain: ['--rule', '--iri', '--zone-ids'],
  resolve: ['--non-strict', '--iri'],
  normalize: ['--level', '--iri', '--zone-ids'],
  'iri-to-uri': ['--idna'],
  'uri-to-iri': ['--unicode'],
  equal: ['--iri'],
  inspect: ['--json', '--strict'],
  find: [],
}
const WITH_VALUE = ['--rule', '--level']

/** Splits the words after the command into options (with their values) and inputs; "--" ends the options. */
const split = (name: CommandName, words: readonly string[]): E.Either<string, { options: Map<string, string>; inputs: string[] }> => {
  const options = new Map<string, string>()
  const inputs: string[] = []
  for (let k = 0; k < words.length; k++) {
    const word = words[k]
    if (word === '--') {
      inputs.push(...words.slice(k + 1))
      break
    }
    if (!word.startsWith('-') || word === '-') {
      inputs.push(word)
      continue
    }
    const eq = word.indexOf('=')
    const option = eq < 0 ? word : word.slice(0, eq)
    if (!OPTIONS[name].includes(option)) return E.left(`unknown option "${option}" for ${name}`)
    if (!WITH_VALUE.includes(option)) options.set(option, '')
    else {
      const value = eq < 0 ? words[++k] : word.slice(eq + 1)
      if (value === undefined) return E.left(`${option} needs a value`)
      options.set(option, value)
    }
  }
  return E.right({ options, inputs })
}

/** Reads argv (without the node and script paths) into a command, or says what is wrong with it. */
export const parseArgs = (argv: readonly string[]): E.Either<string, Command> => {
  if (argv.length === 0) return E.left('no command given')
  const [first, ...rest] = argv
  const optionWords = rest.includes('--') ? rest.slice(0, rest.indexOf('--')) : rest
  if (first === '--help' || first === '-h' || first === 'help')
    return E.right(rest.length > 0 && (COMMANDS as readonly string[]).includes(rest[0]) ? { _tag: 'help', command: rest[0] } : { _tag: 'help' })
  if (optionWords.includes('--help') || optionWords.includes('-h')) return E.right((COMMANDS as readonly string[]).includes(first) ? { _tag: 'help', command: first } : { _tag: 'help' })
  if (first === '--version' || first === '-V') return E.right({ _tag: 'version' })
  if (!(COMMANDS as readonly string[]).includes(first)) return E.left(`unknown command "${first}"`)
  const name = first as CommandName
  const words = split(name, rest)
  if (E.isLeft(words)) return words
  const { options, inputs } = words.right
  const given0 = options.get('--rule') ?? 'URI-reference'
  if (!isRule(given0)) return E.left(`unknown rule "${given0}" (expected ${RULES.join(', ')})`)
  const rule: EntryRule = options.has('--iri') ? iriRuleOf(given0) : given0
  const zones = options.has('--zone-ids') ? { zoneIds: true as const } : {}
  const iri = options.has('--iri') ? { iri: true as const } : {}
  const level = options.get('--level') ?? 'scheme'
  if (level !== 'syntax' && level !== 'scheme') return E.left('--level takes syntax or scheme')
  const json = options.has('--json')
  const given = inputs.length === 0 ? null : inputs
  switch (name) {
    case 'explain':
      return inputs.length === 1 ? E.right({ _tag: 'explain', rule, input: inputs[0], ...zones }) : E.left('explain takes exactly one INPUT')
    case 'equal':
      return inputs.length === 2 ? E.right({ _tag: 'equal', a: inputs[0], b: inputs[1], ...iri }) : E.left('equal takes exactly two inputs, A and B')
    case 'resolve':
      return inputs.length === 0
        ? E.left('resolve needs a BASE')
        : E.right({ _tag: 'resolve', base: inputs[0], strict: !options.has('--non-strict'), inputs: inputs.length === 1 ? null : inputs.slice(1), ...iri })
    case 'normalize':
      return E.right({ _tag: 'normalize', level, inputs: given, ...iri, ...zones })
    case 'iri-to-uri':
      return E.right({ _tag: 'iri-to-uri', idna: options.has('--idna'), inputs: given })
    case 'uri-to-iri':
      return E.right({ _tag: 'uri-to-iri', unicode: options.has('--unicode'), inputs: given })
    case 'inspect':
      return inputs.length === 1 ? E.right({ _tag: 'inspect', json, strict: options.has('--strict'), input: inputs[0] }) : E.left('inspect takes exactly one INPUT')
    case 'find':
      return inputs.length === 0 ? E.right({ _tag: 'find' }) : E.left('find reads standard input and takes no INPUT')
    case 'parse':
      if (options.has('--scheme') && (options.has('--rule') || options.has('--iri') || options.has('--zone-ids')))
        return E.left('--scheme reads URIs by their scheme and takes no --rule, --iri or --zone-ids')
      return E.right({ _tag: 'parse', rule, inputs: given, ...zones, ...(options.has('--scheme') ? { scheme: true as const } : {}) })
    case 'template':
      if (inputs[0] === 'match' && inputs.length >= 2) {
        const matching: MatchOptions = {
          ...(options.has('--any-order') ? { query: 'any-order' as const } : {}),
          ...(options.has('--report-extra') ? { extra: 'report' as const } : {}),
          ...(options.has('--plus-space') ? { plus: 'space' as const } : {}),
          ...(options.has('--iri') ? { iri: true } : {}),
        }
        return E.right({ _tag: 'template-match', template: inputs[1], options: matching, inputs: inputs.length === 2 ? null : inputs.slice(2) })
      }
      return inputs.length === 2 && inputs[0] === 'expand' && options.size === 0
        ? E.right({ _tag: 'template-expand', template: inputs[1] })
        : E.left('template takes "expand TEMPLATE" (the variables as JSON on standard input) or "match TEMPLATE [INPUT...]"')
    case 'validate':
      return E.right({ _tag: 'validate', rule, json, inputs: given, ...zones })
  }
}
