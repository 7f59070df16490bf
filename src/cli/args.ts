/**
 * The `uri` command line, read into a command. Pure: argv in, command or usage
 * error out.
 */
import * as E from 'fp-ts/lib/Either.js'
import { iriRuleOf, type EntryRule } from '../error/make.ts'
import type { MatchOptions } from '../template/match-with.ts'
import { FORMATS, type Format } from './format.ts'

/**
 * What every command that reads lines takes (the line filter, docs/scale.md):
 * the format and fields of its rows, and the options that change the rows
 * printed or the exit status.
 */
export interface FilterOptions {
  readonly format: Format
  /** The fields asked for with --fields; null for the command's own. */
  readonly fields: readonly string[] | null
  readonly header: boolean
  /** Exit 1 when some row is invalid (the line filter exits 0 when every row was processed). */
  readonly strict: boolean
  readonly lineNumbers: boolean
  readonly summary: boolean
  readonly count: boolean
  readonly only: 'valid' | 'invalid' | null
  readonly jobs: number
  /**
   * --private-suffixes: the field registrable_domain counts the Public Suffix
   * List's private section too (`foo.github.io` is its own); absent, the ICANN
   * section alone.
   *
   * @since 0.4.0
   */
  readonly privateSuffixes?: true
}

/** The filter options when none is given: JSON lines of the command's fields, one job. */
export const DEFAULT_FILTER: FilterOptions = {
  format: 'jsonl',
  fields: null,
  header: false,
  strict: false,
  lineNumbers: false,
  summary: false,
  count: false,
  only: null,
  jobs: 1,
}

export type Command =
  | { readonly _tag: 'help'; readonly command?: string }
  | { readonly _tag: 'version' }
  | { readonly _tag: 'parse'; readonly rule: EntryRule; readonly inputs: readonly string[] | null; readonly zoneIds?: true; readonly scheme?: true; readonly filter: FilterOptions }
  | { readonly _tag: 'template-expand'; readonly template: string }
  | { readonly _tag: 'template-match'; readonly template: string; readonly options: MatchOptions; readonly inputs: readonly string[] | null; readonly filter: FilterOptions }
  | { readonly _tag: 'validate'; readonly rule: EntryRule; readonly inputs: readonly string[] | null; readonly zoneIds?: true; readonly filter: FilterOptions }
  | { readonly _tag: 'explain'; readonly rule: EntryRule; readonly input: string; readonly zoneIds?: true }
  | { readonly _tag: 'resolve'; readonly base: string; readonly strict: boolean; readonly inputs: readonly string[] | null; readonly iri?: true; readonly filter: FilterOptions }
  | { readonly _tag: 'normalize'; readonly level: NormalizeLevel; readonly inputs: readonly string[] | null; readonly iri?: true; readonly zoneIds?: true; readonly filter: FilterOptions }
  | {
      readonly _tag: 'canonicalize'
      readonly profile: 'dedup' | 'rfc'
      readonly dropIndex: boolean
      readonly inputs: readonly string[] | null
      /** --iri: each input read as an IRI and made a URI (hosts as A-labels) before it is canonicalized. */
      readonly iri?: true
      readonly filter: FilterOptions
    }
  | { readonly _tag: 'iri-to-uri'; readonly idna: boolean; readonly inputs: readonly string[] | null; readonly filter: FilterOptions }
  | { readonly _tag: 'uri-to-iri'; readonly unicode: boolean; readonly inputs: readonly string[] | null; readonly filter: FilterOptions }
  | { readonly _tag: 'equal'; readonly a: string; readonly b: string; readonly iri?: true }
  | {
      readonly _tag: 'inspect'
      readonly inputs: readonly string[] | null
      /** --base: each input also checked as a return address against this absolute URL (safeRedirect). */
      readonly base?: string
      /** --allow: further origins a redirect may lead to, with --base. */
      readonly allow?: readonly string[]
      readonly filter: FilterOptions
    }
  | { readonly _tag: 'find' }

/** The commands that read lines, one row out for each line in. */
export type LineCommandName = 'parse' | 'validate' | 'resolve' | 'normalize' | 'canonicalize' | 'iri-to-uri' | 'uri-to-iri' | 'template-match' | 'inspect'

/** How far `uri normalize` goes: syntax-based (6.2.2) or also scheme-based (6.2.3). */
export type NormalizeLevel = 'syntax' | 'scheme'

export const USAGE = `uri: strict RFC 3986 URI references (and RFC 3987 IRIs)

Usage:
  uri parse    [--rule RULE] [--iri] [--zone-ids] [FILTER] [INPUT...]
                                                 the components of each input, one row each
  uri parse    --scheme [FILTER] [INPUT...]      each URI read by its scheme's grammar (http, https, ws,
                                                 wss, mailto, urn, file, data); "details" holds its fields
  uri validate [--rule RULE] [--iri] [--zone-ids] [FILTER] [INPUT...]
                                                 whether each input is valid, and its error, one row each
  uri normalize [--level syntax|scheme] [--iri] [--zone-ids] [FILTER] [INPUT...]
                                                 the normal form of each input (section 6.2), one row
                                                 each; --level scheme is the default
  uri canonicalize [--profile dedup|rfc] [--drop-index] [--iri] [FILTER] [INPUT...]
                                                 the canonical form of each input for deduplication:
                                                 section 6.2, then (dedup, the default) tracking
                                                 parameters removed, the query sorted, the fragment
                                                 dropped; --drop-index also drops index.html and the like;
                                                 "removed" says what went; --iri reads IRIs and
                                                 canonicalizes their URI form (iri-to-uri --idna: hosts
                                                 as A-labels, other characters as UTF-8 triplets)
  uri resolve  [--non-strict] [--iri] [FILTER] BASE [REF...]
                                                 each reference resolved against BASE (section 5.2)
  uri iri-to-uri [--idna] [FILTER] [INPUT...]    each IRI as a URI (RFC 3987 section 3.1);
                                                 --idna writes hosts as A-labels
  uri uri-to-iri [--unicode] [FILTER] [INPUT...] each URI as an IRI (RFC 3987 section 3.2);
                                                 --unicode writes A-labels as U-labels
  uri explain  [--rule RULE] [--iri] [--zone-ids] INPUT|-
                                                 each component on its own line, marked under the input;
                                                 "-" explains each line of standard input
  uri template expand TEMPLATE                   the expansion of an RFC 6570 URI Template, with the
                                                 variables given as a JSON object on standard input
  uri template match [--any-order] [--report-extra] [--plus-space] [--iri] [FILTER] TEMPLATE [INPUT...]
                                                 each input matched to the template, one row each:
                                                 input, matched, variables (JSON text in TSV and CSV);
                                                 --any-order reads query parameters in any order and subset
  uri equal [--iri] A B                          whether A and B are equivalent (section 6.2), and on
                                                 which rung of the comparison ladder they became equal
  uri inspect  [--base URL [--allow ORIGIN,...]] [FILTER] [INPUT...]
                                                 the security warnings of section 7 about each input, one
                                                 row each: input, ok, warnings (their codes, separated by
                                                 spaces); ok is false on a warning. --base also checks each
                                                 input as a return address (safeRedirect): redirect is the
                                                 absolute URL to send, or null with the refusal as the
                                                 error (unsafe-redirect); --allow adds origins, each
                                                 scheme://host[:port]
  uri find                                       the URIs in the text on standard input (Appendix C),
                                                 one JSON object per line
  uri --help | --version | COMMAND --help

FILTER (every command that reads lines; docs/scale.md):
  --format jsonl|tsv|csv   JSON lines (the default); TSV as PostgreSQL's COPY text format and
                           ClickHouse's TabSeparated read it (\\\\ \\t \\n \\r \\b \\f \\v escapes); or CSV
                           (RFC 4180: a field holding " , CR or LF quoted, "" for the empty text).
                           A NUL is written %00. To a terminal, TSV and CSV show control, format
                           and separator characters as \\uXXXX (for reading, not for loading)
  --fields F,F,...         the fields, in order: input, ok, error_code, error_offset, error_message,
                           registrable_domain (of the host a client reads, in A-labels; needs tldts),
                           and the command's own (parse: kind, scheme, userinfo, host, host_kind,
                           port, path, query, fragment; the others: result; canonicalize: removed;
                           template match: matched, variables, extra, where a line that does not
                           match is a row with ok false; inspect: warnings, and with --base redirect)
  --private-suffixes       registrable_domain counts the list's private section too (foo.github.io);
                           only with registrable_domain in --fields
  --header                 a first line of field names (tsv and csv)
  --strict                 exit 1 when some input is invalid
  --line-numbers           a first field "line", the row's number from 1
  --only-valid | --only-invalid   print only those rows
  --count                  print the number of rows (after --only-*) instead of the rows
  --summary                counts by verdict and error code on standard error at the end
                           (a row refused without one: under each warning, or no-match)
  --jobs N                 N threads, the main one among them (default 1); the rows keep their order

RULE is URI-reference (the default), URI, absolute-URI or relative-ref (or the IRI
rules IRI-reference, IRI, absolute-IRI, irelative-ref), in any case. --iri reads
RFC 3987 IRIs (RULE's IRI twin; normalize then follows RFC 3987 section 5.3);
--zone-ids accepts RFC 6874 zone identifiers in IPv6 literals ("[fe80::1%25eth0]").
resolve --iri reads BASE and each REF as IRIs; equal --iri compares A and B on
RFC 3987's ladder (section 5.3).
With no INPUT (or REF), or with "-" among them, the commands that read lines read
standard input, one input per line: exactly one row for each line, in order, the
empty and the invalid ones included, each depending on its line alone (a line ends
at LF; a CR before it is dropped, any other CR is part of the input; a BOM at the
start is dropped; a line that is not UTF-8 is a row with error_code invalid-utf8).
"--" ends the options, for an input that begins with "-". COMMAND --help prints one
command's usage. --non-strict reads a reference whose scheme is the base's as if it
had none (5.4.2).
Exit status: 0 when every input was processed (the line filter: an invalid input is a
row, not a failure; with --strict, 1 when some input is invalid; for explain: 1 when
an input is invalid; for equal: 0 when A and B are equivalent, 1 when not; for
inspect --strict: 1 when an input is invalid, has a warning or is an unsafe redirect; for find: 1 when a URI found is not
valid), 2 on a usage error or a failure to read or write (for equal: also when A or
B is not a URI reference).
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
  const filter =
    (LINE_COMMANDS as readonly string[]).includes(command as string) || command === 'template' ? `\n\n${USAGE.slice(USAGE.indexOf('FILTER ('), USAGE.indexOf('\n\nRULE is'))}` : ''
  return `Usage:\n${own.join('\n')}${filter}\n\nRun "uri --help" for rules, standard input and exit status.\n`
}

const RULES: readonly EntryRule[] = ['URI-reference', 'URI', 'absolute-URI', 'relative-ref', 'IRI-reference', 'IRI', 'absolute-IRI', 'irelative-ref']

/** A rule by its name in any case: `--rule uri` is URI (the names differ by more than case). */
const ruleNamed = (s: string): EntryRule | undefined => RULES.find((r) => r.toLowerCase() === s.toLowerCase())

const LINE_COMMANDS: readonly LineCommandName[] = ['parse', 'validate', 'resolve', 'normalize', 'canonicalize', 'iri-to-uri', 'uri-to-iri', 'inspect']

const COMMANDS = ['parse', 'validate', 'explain', 'resolve', 'normalize', 'canonicalize', 'equal', 'inspect', 'find', 'iri-to-uri', 'uri-to-iri', 'template'] as const
type CommandName = (typeof COMMANDS)[number]

const FILTER_OPTIONS = ['--format', '--fields', '--header', '--strict', '--line-numbers', '--summary', '--count', '--only-invalid', '--only-valid', '--jobs', '--private-suffixes']

/** The options each command takes; those with a value say so. */
const OPTIONS: Readonly<Record<CommandName, readonly string[]>> = {
  parse: ['--rule', '--iri', '--zone-ids', '--scheme', ...FILTER_OPTIONS],
  template: ['--any-order', '--report-extra', '--plus-space', '--iri', ...FILTER_OPTIONS],
  // --json: the line filter's JSON lines, the default; kept so that older scripts run.
  validate: ['--rule', '--json', '--iri', '--zone-ids', ...FILTER_OPTIONS],
  explain: ['--rule', '--iri', '--zone-ids'],
  resolve: ['--non-strict', '--iri', ...FILTER_OPTIONS],
  normalize: ['--level', '--iri', '--zone-ids', ...FILTER_OPTIONS],
  canonicalize: ['--profile', '--drop-index', '--iri', ...FILTER_OPTIONS],
  'iri-to-uri': ['--idna', ...FILTER_OPTIONS],
  'uri-to-iri': ['--unicode', ...FILTER_OPTIONS],
  equal: ['--iri'],
  // --json: the line filter's JSON lines, the default; kept so that older scripts run.
  inspect: ['--json', '--base', '--allow', ...FILTER_OPTIONS],
  find: [],
}
const WITH_VALUE = ['--rule', '--level', '--format', '--fields', '--jobs', '--profile', '--base', '--allow']

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

/** The line filter's options (FILTER in the usage), or what is wrong with them. */
const filterOf = (options: ReadonlyMap<string, string>): E.Either<string, FilterOptions> => {
  const format = options.get('--format') ?? 'jsonl'
  if (!(FORMATS as readonly string[]).includes(format)) return E.left(`--format takes ${FORMATS.join(', ')}`)
  const fieldsText = options.get('--fields')
  const fields = fieldsText === undefined ? null : fieldsText.split(',').map((f) => f.trim())
  if (fields?.some((f) => f === '')) return E.left('--fields takes names separated by commas')
  const jobsText = options.get('--jobs') ?? '1'
  const jobs = /^[1-9][0-9]{0,2}$/.test(jobsText) ? Number(jobsText) : Number.NaN
  if (!(jobs >= 1 && jobs <= 256)) return E.left('--jobs takes a whole number from 1 to 256')
  if (options.has('--header') && format === 'jsonl') return E.left('--header is for --format tsv or csv (JSON lines name their fields)')
  if (options.has('--only-valid') && options.has('--only-invalid')) return E.left('--only-valid and --only-invalid together print nothing; give one')
  if (options.has('--private-suffixes') && !fields?.includes('registrable_domain')) return E.left('--private-suffixes changes the field registrable_domain: ask for it with --fields')
  return E.right({
    format: format as Format,
    fields,
    header: options.has('--header'),
    strict: options.has('--strict'),
    lineNumbers: options.has('--line-numbers'),
    summary: options.has('--summary'),
    count: options.has('--count'),
    only: options.has('--only-valid') ? 'valid' : options.has('--only-invalid') ? 'invalid' : null,
    jobs,
    ...(options.has('--private-suffixes') ? { privateSuffixes: true as const } : {}),
  })
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
  const named = ruleNamed(given0)
  if (named === undefined) return E.left(`unknown rule "${given0}" (expected ${RULES.join(', ')})`)
  const rule: EntryRule = options.has('--iri') ? iriRuleOf(named) : named
  const zones = options.has('--zone-ids') ? { zoneIds: true as const } : {}
  const iri = options.has('--iri') ? { iri: true as const } : {}
  const level = options.get('--level') ?? 'scheme'
  if (level !== 'syntax' && level !== 'scheme') return E.left('--level takes syntax or scheme')
  const profile = options.get('--profile') ?? 'dedup'
  if (profile !== 'dedup' && profile !== 'rfc') return E.left('--profile takes dedup or rfc')
  const given = inputs.length === 0 ? null : inputs
  const filterE = filterOf(options)
  if (E.isLeft(filterE)) return filterE
  const filter = filterE.right
  switch (name) {
    case 'explain':
      return inputs.length === 1 ? E.right({ _tag: 'explain', rule, input: inputs[0], ...zones }) : E.left('explain takes exactly one INPUT (or "-" for standard input)')
    case 'equal':
      return inputs.length === 2 ? E.right({ _tag: 'equal', a: inputs[0], b: inputs[1], ...iri }) : E.left('equal takes exactly two inputs, A and B')
    case 'resolve':
      return inputs.length === 0
        ? E.left('resolve needs a BASE')
        : E.right({ _tag: 'resolve', base: inputs[0], strict: !options.has('--non-strict'), inputs: inputs.length === 1 ? null : inputs.slice(1), ...iri, filter })
    case 'normalize':
      return E.right({ _tag: 'normalize', level, inputs: given, ...iri, ...zones, filter })
    case 'canonicalize':
      return E.right({ _tag: 'canonicalize', profile, dropIndex: options.has('--drop-index'), inputs: given, ...iri, filter })
    case 'iri-to-uri':
      return E.right({ _tag: 'iri-to-uri', idna: options.has('--idna'), inputs: given, filter })
    case 'uri-to-iri':
      return E.right({ _tag: 'uri-to-iri', unicode: options.has('--unicode'), inputs: given, filter })
    case 'inspect': {
      const base = options.get('--base')
      const allowText = options.get('--allow')
      if (allowText !== undefined && base === undefined) return E.left('--allow adds origins to --base: give --base too')
      const allow = allowText === undefined ? {} : { allow: allowText.split(',').map((a) => a.trim()) }
      return E.right({ _tag: 'inspect', inputs: given, ...(base === undefined ? {} : { base }), ...allow, filter })
    }
    case 'find':
      return inputs.length === 0 ? E.right({ _tag: 'find' }) : E.left('find reads standard input and takes no INPUT')
    case 'parse':
      if (options.has('--scheme') && (options.has('--rule') || options.has('--iri') || options.has('--zone-ids')))
        return E.left('--scheme reads URIs by their scheme and takes no --rule, --iri or --zone-ids')
      return E.right({ _tag: 'parse', rule, inputs: given, ...zones, ...(options.has('--scheme') ? { scheme: true as const } : {}), filter })
    case 'template':
      if (inputs[0] === 'match' && inputs.length >= 2) {
        const matching: MatchOptions = {
          ...(options.has('--any-order') ? { query: 'any-order' as const } : {}),
          ...(options.has('--report-extra') ? { extra: 'report' as const } : {}),
          ...(options.has('--plus-space') ? { plus: 'space' as const } : {}),
          ...(options.has('--iri') ? { iri: true } : {}),
        }
        return E.right({ _tag: 'template-match', template: inputs[1], options: matching, inputs: inputs.length === 2 ? null : inputs.slice(2), filter })
      }
      return inputs.length === 2 && inputs[0] === 'expand' && options.size === 0
        ? E.right({ _tag: 'template-expand', template: inputs[1] })
        : E.left('template takes "expand TEMPLATE" (the variables as JSON on standard input) or "match TEMPLATE [INPUT...]"')
    case 'validate':
      return E.right({ _tag: 'validate', rule, inputs: given, ...zones, filter })
  }
}
