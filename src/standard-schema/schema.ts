/**
 * The machinery of `uriSchema`, made from parts: the rules a schema reads
 * without a grammar feature, the tree parser, a web address's faults and the
 * public-site check. `uriSchema` (index.ts) is made with every part; the zod
 * and valibot adapters with the parts their schemas can use, so that a form
 * asking for a URI does not ship a web address's checks, nor the rules it
 * does not read. Internal: the issues and the options live here; the quick
 * answer in passes.ts, the parts in parts.ts.
 *
 * @since 0.4.0
 */
import type { Either } from 'fp-ts/lib/Either.js'
import type { UriReference } from '../model/ast.ts'
import { left, right } from '../base/either.ts'
import { anyReading, HOST_LIKE, iriRuleOf, makeNotAStringError, makeOptionsError, makeTooLongError, makeUriError, readingCode } from '../error/make.ts'
import type { EntryRule, ErrorRule, Reason, UriError, UriErrorCode } from '../error/facts.ts'
import type { AdapterReason, FeatureOption } from '../error/reasons/adapters.ts'
import type { OptionsReason } from '../error/reasons/options.ts'
import { isGrammarFeature, type GrammarFeature, type RuleReading } from '../grammar/features.ts'
import { explainRefused, type Explanation, type WholeExplainer } from '../grammar/report.ts'
import type { Catalog, Fact } from '../messages/catalog.ts'
import { describeError } from '../messages/describe.ts'
import { formPlain } from '../messages/en/form.ts'
import { catalogOptionOr } from '../messages/option.ts'
import { ownOptions, seen, type OptionKinds } from '../base/options.ts'
import { FORM_MAX_LENGTH, wholeReference } from '../reading/parse.ts'
import type { PolicyViolation } from '../security/policy.ts'
import type { PublicCheck } from './public.ts'
import { scriptSchemeOf } from '../reading/script-schemes.ts'
import type { suggestFix } from '../input/suggest.ts'
import type { fromUserInput } from '../input/user-input.ts'
import { hostSpanOf, type WebFault } from '../reading/web.ts'
import { runtimeUts46 } from '../iri/idna.ts'
import { withPasses } from './passes.ts'
import { originOf, typedOffset } from '../input/origin.ts'
import type { PolicyCheck, StandardSchemaV1, SyncStandardSchemaV1, UriIssue, UriIssueCode, UriRule, UriSchemaOptions } from './types.ts'

/** The options read by kind (options.ts); the features and the catalog are read apart (a function is not an option kind). */
type KindedOptions = {
  readonly rule?: EntryRule
  readonly schemes?: readonly string[]
  readonly maxLength?: number
  readonly defaultScheme?: string
  readonly output?: 'text' | 'tree'
  readonly web?: boolean
  readonly scriptSchemes?: 'refuse' | 'allow'
}

const ENTRY_RULES: readonly EntryRule[] = ['URI-reference', 'URI', 'absolute-URI', 'relative-ref', 'IRI-reference', 'IRI', 'absolute-IRI', 'irelative-ref']
const URI_RULES: readonly UriRule[] = ['URI-reference', 'URI', 'absolute-URI', 'relative-ref']

const KINDS: OptionKinds<KindedOptions> = {
  rule: ENTRY_RULES,
  schemes: 'strings',
  maxLength: 'length',
  defaultScheme: 'string',
  output: ['text', 'tree'],
  web: 'boolean',
  scriptSchemes: ['refuse', 'allow'],
}

/** Where each feature's value is imported from, for the reason that says so. */
const FEATURE_FROM: { readonly [O in FeatureOption]: string } = {
  iri: 'typed-uri/iri',
  zoneIds: 'typed-uri/iri',
  policy: 'typed-uri/security',
  fromUserInput: 'typed-uri',
  suggestFix: 'typed-uri',
  public: 'typed-uri/standard-schema',
}

/** A rule's parser to the tree. */
export type TreeParser = (input: string) => Either<UriError, UriReference>

/**
 * What a schema is made of, beside its options: the rules it reads without a grammar feature, how it
 * parses a value to its tree, a web address's faults, and the check `public: true` stands for.
 */
export interface SchemaParts {
  /** RFC 3986's entry rules this schema reads, each its test and explaining function (grammar/read). */
  readonly readings: { readonly [R in UriRule]?: RuleReading }
  /** The tree parser of a rule: RFC 3986's (reading/parse.ts) for its rules, or of a grammar feature's reading. */
  readonly parserOf: (rule: EntryRule, reading: RuleReading, feature: boolean) => TreeParser
  /** A web address's faults (reading/web.ts), or null for a schema that asks for none (`web` is then refused). */
  readonly webFaultOf: ((text: string) => WebFault | null) | null
  /** The public-site check `public: true` stands for, or null for a schema that offers none. */
  readonly publicSite: PublicCheck | null
}

/**
 * The tree parsers of RFC 3986's rules (`table`), and of a grammar feature's rule its reading made whole
 * (reading/parse.ts's `wholeReference`).
 */
export const treeParsers =
  (table: { readonly [R in UriRule]?: TreeParser }) =>
  (rule: EntryRule, reading: RuleReading, feature: boolean): TreeParser =>
    (feature ? undefined : table[rule as UriRule]) ?? wholeReference(anyReading, rule, reading[0], reading[1])

const VENDOR = 'typed-uri'

/** The catalog of a form's options: the one given, or the English sentences a form can show (`formPlain`, not the whole of `plain`). */
export const formCatalogOption = /* @__PURE__ */ catalogOptionOr(formPlain)

export const validator = <Output, Input = unknown, Issue extends StandardSchemaV1.Issue = UriIssue>(
  validate: (value: unknown) => SyncStandardSchemaV1.Result<Output, Issue>,
): SyncStandardSchemaV1<Input, Output, Issue> => ({
  '~standard': { version: 1, vendor: VENDOR, validate },
})

export const failure = (issues: readonly UriIssue[]): SyncStandardSchemaV1.FailureResult => ({ issues })

export const own = (o: object, key: string): unknown => (Object.prototype.hasOwnProperty.call(o, key) ? (o as Record<string, unknown>)[key] : undefined)

export const isObject = (v: unknown): v is Readonly<Record<string, unknown>> => typeof v === 'object' && v !== null

// ---------------------------------------------------------------------------
// issues
// ---------------------------------------------------------------------------

/** What an issue of a parser's error needs to word itself, and to suggest a fix, when read. */
interface Wording {
  readonly catalog: Catalog
  /** Whether the schema asks for a web address: a value without a scheme gets the web sentence and `https://` as its suggestion. */
  readonly web: boolean
  /** The fixer the schema was given, or null (no suggestions). */
  readonly suggest: typeof suggestFix | null
  /** The schema's whole-value test, for the web suggestion. */
  readonly test: (input: string) => boolean
  /** Whether the schema tidies the value first (`fromUserInput`, which trims it): its errors are never the white space around it. */
  readonly tidies: boolean
  /** Whether the schema accepts a text: its grammar and its checks of the text (web, schemes, public), not a policy's. */
  readonly accepts: (text: string) => boolean
  /** The error of a text the schema's grammar refuses, or null: for a suggestion of the value trimmed. */
  readonly errorOf: (text: string) => UriError | null
}

/** A web address's missing scheme, as the reason its error carries (RFC 9110 section 4.2). */
const WEB_MISSING_SCHEME: Reason = { kind: 'web-missing-scheme' }

/** JavaScript's white space and line terminators, what `String.prototype.trim` removes (ECMA-262 WhiteSpace, LineTerminator). */
const SPACE = /^\s$/

/** Whether an error is one of reading the value (not its length, not the options): one its characters can be why. */
const isReading = (error: UriError): boolean => error.code !== 'too-long' && error.code !== 'invalid-options'

/**
 * The white space around a value, when that is where its error is (RFC 3986 Appendix C: white space around a
 * URI is not part of it): at its start, where every such value fails (no rule begins with white space); or at
 * its end, where the value fails only because of it (its text without it passes the grammar).
 */
const surroundingSpace = (input: string, error: UriError, w: Wording): Reason | null => {
  // A value of white space alone is a value left empty: its code's sentence (enter an address) says so.
  if (w.tidies || !isReading(error) || input.trim() === '') return null
  if (error.offset === 0 && SPACE.test(input.charAt(0))) return { kind: 'surrounding-space', side: 'start', found: input.charAt(0) }
  const end = input.trimEnd().length
  if (end === input.length || error.offset < end || !w.test(input.slice(0, end))) return null
  return { kind: 'surrounding-space', side: 'end', found: input.charAt(end) }
}

/**
 * Where the host of a text is (reading/web.ts's `hostSpanOf`); for a schema that tidies (`fromUserInput`,
 * which gives a value typed as a host its default scheme), a text typed as a host ("例え.jp/a") has its host
 * at its start, as it has after the "//" the tidier adds.
 */
const hostSpan = (text: string, w: Wording): { readonly start: number; readonly end: number } | null => {
  const span = hostSpanOf(text)
  if (span !== null || !w.tidies || !HOST_LIKE.test(text)) return span
  const typed = hostSpanOf(`//${text}`)
  return typed === null ? null : { start: typed.start - 2, end: typed.end - 2 }
}

/** The host, as written, when a character outside ASCII in it is the error (RFC 3986 section 3.2.2: a host is ASCII). */
const nonAsciiHost = (input: string, error: UriError, w: Wording): Reason | null => {
  if (error.code !== 'non-ascii') return null
  // The white space `fromUserInput` trims is around the reference: its host is found inside it.
  const lead = input.length - input.trimStart().length
  const span = hostSpan(w.tidies ? input.trim() : input.slice(lead), w)
  if (span === null || error.offset < span.start + lead || error.offset >= span.end + lead) return null
  return { kind: 'non-ascii-host', host: input.slice(span.start + lead, span.end + lead) }
}

/**
 * A fix's host in A-labels (RFC 5890), where the error was a character outside ASCII in the host: the
 * international name as a browser shows it in punycode (`xn--r8jz45g.jp`), not percent-encoded; by the
 * platform's UTS #46 (`runtimeUts46`, which costs no bytes), so only when the fixer was given. The fix as
 * it is when the platform has none, refuses the name, or the result is not accepted.
 */
const withALabels = (w: Wording, input: string, error: UriError, fix: string): string => {
  const reason = nonAsciiHost(input, error, w)
  if (reason === null || reason.kind !== 'non-ascii-host') return fix
  const ascii = runtimeUts46.toASCII(reason.host)
  // A value a schema tidies is trimmed by the tidier: its fix is too.
  const base = w.tidies ? fix.trim() : fix
  const span = hostSpan(base, w)
  if (ascii === null || span === null) return fix
  const candidate = base.slice(0, span.start) + ascii + base.slice(span.end)
  return w.accepts(candidate) ? candidate : fix
}

/** The fix the schema's fixer finds, if any (none for an error no edit of the value mends). */
const fixOf = (w: Wording, input: string, error: UriError): string | undefined => {
  if (!isReading(error)) return undefined
  if (surroundingSpace(input, error, w) !== null) {
    // White space around the value: the value trimmed, when the schema accepts it (no fixer needed); else the fixer's fix of it.
    const trimmed = input.trim()
    if (w.accepts(trimmed)) return trimmed
    const e = w.suggest === null || trimmed === '' ? null : w.errorOf(trimmed)
    return e === null ? undefined : fixOf(w, trimmed, e)
  }
  if (w.suggest === null) return undefined
  // A host typed with letters outside ASCII, and nothing else wrong: its A-labels, as a browser shows the name
  // (with `fromUserInput` too, where the value has no scheme for the fixer to read it by).
  const aLabelled = withALabels(w, input, error, input)
  if (aLabelled !== input) return aLabelled
  // From JavaScript, another function may stand for the fixer: only an Option of a string is a fix.
  const fixer: unknown = w.suggest(input)
  const fix: unknown = typeof fixer === 'function' ? fixer(error) : undefined
  if (isObject(fix) && fix._tag === 'Some' && typeof fix.value === 'string') return withALabels(w, input, error, fix.value)
  if (!w.web || error.code !== 'missing-scheme') return undefined
  // Under `web`, a value without a scheme that the fixer does not read as a host ("hello"): "https://" before it, when that is a web address.
  const text = input.trim()
  const candidate = text.startsWith('//') ? `https:${text}` : `https://${text}`
  return w.accepts(candidate) ? candidate : undefined
}

/** What a refused value's issue works out, once, whoever reads it (the issue and its copies with a path share it). */
interface Refusal {
  readonly input: string
  readonly w: Wording
  /** How its error is made: by `make`, or (the regular expression's refusal) from `explain`'s explanation as the rule `rule`. */
  readonly make: (() => UriError) | null
  readonly explain: WholeExplainer | null
  readonly rule: ErrorRule
  explanation: Explanation | undefined
  /** The code and offset alone, when read before anything else (the error's other facts not worked out). */
  located: { readonly code: UriErrorCode; readonly offset: number } | undefined
  facts: UriError | undefined
  error: UriError | undefined
  /** null: not worked out yet. */
  suggestion: string | undefined | null
  message: string | undefined
}

/**
 * Where a refused value's issue keeps its work: a property of its own under a
 * symbol, not a private field, which would make every getter throw when read
 * through a Proxy that passes itself as `this` (Vue's reactive state does).
 */
const REFUSAL: unique symbol = Symbol('typed-uri refusal')

/**
 * The issue of a value the parser refused. Nothing is worked out until a
 * field is read: the first read of `code` or `offset` reads the kept walk's
 * explanation (where and why); `error` makes the error's facts; `message` is
 * their sentence in the schema's catalog; `suggestion` runs the fixer. Each
 * is kept once made. So a form that checks on every keystroke and shows the
 * message when the field is left pays for reading the value once until then.
 *
 * A class, its fields getters of its prototype (enumerable, and in `toJSON`,
 * so `JSON.stringify` shows them all): an object with getters of its own costs
 * one accessor defined at run time per field, about 2 µs an issue in V8 (an
 * object literal's `get` as much as `Object.defineProperty`), more than the
 * regular expression that refused the value.
 */
export class RefusedIssue implements UriIssue {
  readonly [REFUSAL]: Refusal
  declare readonly path?: ReadonlyArray<PropertyKey | StandardSchemaV1.PathSegment>
  constructor(r: Refusal, path?: ReadonlyArray<PropertyKey | StandardSchemaV1.PathSegment>) {
    this[REFUSAL] = r
    if (path !== undefined) this.path = path
  }
  /** The same issue under a path (formSchema's field), still lazy, sharing what is already worked out. */
  at(path: ReadonlyArray<PropertyKey | StandardSchemaV1.PathSegment>): RefusedIssue {
    return new RefusedIssue(this[REFUSAL], path)
  }
  get code(): UriErrorCode {
    return located(this[REFUSAL]).code
  }
  get offset(): number {
    return located(this[REFUSAL]).offset
  }
  get message(): string {
    const r = this[REFUSAL]
    if (r.message === undefined) r.message = describeError(r.w.catalog)(worded(r))
    return r.message
  }
  get suggestion(): string | undefined {
    const r = this[REFUSAL]
    if (r.suggestion === null) r.suggestion = fixOf(r.w, r.input, made(r))
    return r.suggestion
  }
  get error(): UriError {
    return worded(this[REFUSAL])
  }
  /** Every field, as an issue with fields of its own would show them (`suggestion` left out when there is none). */
  toJSON(): object {
    const fields = { code: this.code, offset: this.offset, message: this.message, suggestion: this.suggestion, error: this.error }
    return this.path === undefined ? fields : { ...fields, path: this.path }
  }
}

for (const field of ['code', 'offset', 'message', 'suggestion', 'error'] as const)
  Object.defineProperty(RefusedIssue.prototype, field, { ...Object.getOwnPropertyDescriptor(RefusedIssue.prototype, field), enumerable: true })

/** Where a worded issue keeps its fact and catalog (a symbol, as `REFUSAL`, so a Proxy reads it). */
const WORDS: unique symbol = Symbol('typed-uri words')

/** A fact and the catalog that words it; its sentence once made. */
interface Words {
  readonly fact: Fact
  readonly catalog: Catalog
  message: string | undefined
}

/**
 * The issue of a fact other than a refused value's error (a web address's fault, a scheme not listed, a
 * policy's violation, a value that is not text, options that cannot be read): `code`, `offset` and
 * `error` are its own; `message` is the fact's sentence in the schema's catalog, made when first read.
 */
export class WordedIssue implements UriIssue {
  readonly code: UriIssueCode
  readonly offset: number
  declare readonly error?: UriError
  declare readonly path?: ReadonlyArray<PropertyKey | StandardSchemaV1.PathSegment>
  readonly [WORDS]: Words
  constructor(code: UriIssueCode, offset: number, words: Words, error?: UriError, path?: ReadonlyArray<PropertyKey | StandardSchemaV1.PathSegment>) {
    this.code = code
    this.offset = offset
    if (error !== undefined) this.error = error
    if (path !== undefined) this.path = path
    this[WORDS] = words
  }
  /** The same issue under a path (formSchema's field), sharing its sentence. */
  at(path: ReadonlyArray<PropertyKey | StandardSchemaV1.PathSegment>): WordedIssue {
    return new WordedIssue(this.code, this.offset, this[WORDS], this.error, path)
  }
  get message(): string {
    const w = this[WORDS]
    if (w.message === undefined) w.message = describeError(w.catalog)(w.fact)
    return w.message
  }
  /** Every field: `code`, `offset`, `message`, then `error` and `path` where it has them. */
  toJSON(): object {
    return {
      code: this.code,
      offset: this.offset,
      message: this.message,
      ...(this.error === undefined ? {} : { error: this.error }),
      ...(this.path === undefined ? {} : { path: this.path }),
    }
  }
}

Object.defineProperty(WordedIssue.prototype, 'message', { ...Object.getOwnPropertyDescriptor(WordedIssue.prototype, 'message'), enumerable: true })

/** The issue of a fact, worded from `catalog` when read. */
export const wordedIssue = (code: UriIssueCode, offset: number, fact: Fact, catalog: Catalog, error?: UriError): UriIssue =>
  new WordedIssue(code, offset, { fact, catalog, message: undefined }, error)

/** The issue of a value that is not text (a number, `undefined`): the error of `makeNotAStringError`. */
export const notAString = (value: unknown, rule: ErrorRule, catalog: Catalog): UriIssue => {
  const e = makeNotAStringError(value, rule, 'value')
  return wordedIssue('not-a-string', 0, e, catalog, e)
}

/** The option a reason of options names, for the error to carry. */
const optionOf = (reason: OptionsReason | AdapterReason): string | undefined => ('option' in reason ? reason.option : undefined)

/** The schema of options that cannot be read: every value is the one `invalid-options` issue, worded from `catalog`. */
export const refuseEvery = <Output, Input = string>(reason: OptionsReason | AdapterReason, rule: ErrorRule, catalog: Catalog): SyncStandardSchemaV1<Input, Output> => {
  const e = makeOptionsError('', rule, reason, optionOf(reason))
  const issue = wordedIssue('invalid-options', 0, e, catalog, e)
  return validator<Output, Input>(() => failure([issue]))
}

/**
 * Another schema's issue under a path: its own fields copied as they are (a
 * getter stays a getter), and the fields it has from its prototype (a lazy
 * issue of another copy of this package) read through it, still lazy.
 */
export const withPath = (i: StandardSchemaV1.Issue, path: ReadonlyArray<PropertyKey | StandardSchemaV1.PathSegment>): StandardSchemaV1.Issue => {
  const fields: PropertyDescriptorMap = Object.getOwnPropertyDescriptors(i)
  for (const k in i) if (!Object.prototype.hasOwnProperty.call(fields, k)) fields[k] = { get: () => (i as unknown as Record<string, unknown>)[k], enumerable: true, configurable: true }
  fields.path = { value: path, enumerable: true }
  return Object.defineProperties({} as StandardSchemaV1.Issue, fields)
}

/** The explanation of a value the regular expression refused, made once (report.ts's `explainRefused`). */
const explained = (r: Refusal, explain: WholeExplainer): Explanation => {
  if (r.explanation === undefined) r.explanation = explainRefused(explain, r.input)
  return r.explanation
}

/** The facts of the error, made once. */
const made = (r: Refusal): UriError => {
  if (r.facts === undefined) {
    if (r.make !== null || r.explain === null) r.facts = (r.make as () => UriError)()
    else {
      const e = explained(r, r.explain)
      r.facts = makeUriError(r.input, r.rule, e.offset, e.expected, e.rulePath)
    }
  }
  return r.facts
}

/** The code and offset: the error's, or from the explanation alone when nothing else has been read (what `makeUriError` would give). */
const located = (r: Refusal): { readonly code: UriErrorCode; readonly offset: number } => {
  if (r.facts !== undefined || r.explain === null) return made(r)
  if (r.located === undefined) {
    const e = explained(r, r.explain)
    r.located = { code: readingCode(r.input, r.rule, e.offset, e.expected, e.rulePath), offset: e.offset }
  }
  return r.located
}

/**
 * The error as the issue words it: the facts, with the reason a form's value gives where the code alone
 * says it wrong or too little: white space around the value (its error at the space: "no scheme" when it
 * begins with one), a character outside ASCII in the host (named as the host's, where the grammar's walk
 * stands before it), and under `web` a missing scheme (a web address begins with "https://", RFC 9110
 * section 4.2); so that its sentence, `formatIssue`'s frame and a catalog of one's own all say so. Made once.
 */
const worded = (r: Refusal): UriError => {
  if (r.error === undefined) {
    const facts = made(r)
    const reason =
      facts.reason !== undefined
        ? null
        : (surroundingSpace(r.input, facts, r.w) ?? nonAsciiHost(r.input, facts, r.w) ?? (r.w.web && facts.code === 'missing-scheme' ? WEB_MISSING_SCHEME : null))
    r.error = reason === null ? facts : { ...facts, reason }
  }
  return r.error
}

/** The issue of an error `make` makes when first read. */
const issueOf = (input: string, make: () => UriError, w: Wording): UriIssue => refusal(input, w, make, null, 'URI')

/** The issue of a value the regular expression refused: its error is the explanation of `explain`, for the rule `rule`. */
const refusedIssue = (input: string, explain: WholeExplainer, rule: ErrorRule, w: Wording): UriIssue => refusal(input, w, null, explain, rule)

const refusal = (input: string, w: Wording, make: (() => UriError) | null, explain: WholeExplainer | null, rule: ErrorRule): UriIssue =>
  new RefusedIssue({
    input,
    w,
    make,
    explain,
    rule,
    explanation: undefined,
    located: undefined,
    facts: undefined,
    error: undefined,
    suggestion: null,
    message: undefined,
  })

/**
 * The scheme of a reference the grammar accepted, from its text (Appendix B:
 * a scheme is what comes before the first ":" when no "/", "?" or "#" comes
 * first; a relative reference's first segment holds no ":", section 4.2), or
 * null for a relative reference.
 */
const schemeText = (text: string): string | null => {
  for (let k = 0; k < text.length; k++) {
    const c = text.charCodeAt(k)
    if (c === 0x3a) return k === 0 ? null : text.slice(0, k)
    if (c === 0x2f || c === 0x3f || c === 0x23) return null
  }
  return null
}

// ---------------------------------------------------------------------------
// options
// ---------------------------------------------------------------------------

/** An offset as it is (a value not tidied). */
const same = (offset: number): number => offset

/** What a schema was set up with, its options read and checked. */
interface Setup {
  /** The rule the value is read as: the rule given, or its IRI twin with `iri`. */
  readonly rule: EntryRule
  readonly maxLength: number
  readonly web: boolean
  readonly refuseScripts: boolean
  readonly schemes: readonly string[] | undefined
  readonly check: PolicyCheck | null
  /** The public-site check (`publicSite`), or null. */
  readonly publicCheck: PublicCheck | null
  readonly tidy: typeof fromUserInput | null
  readonly defaultScheme: string | undefined
  readonly suggest: typeof suggestFix | null
  /** Whether a valid value gives its tree (`output: 'tree'`) rather than its text. */
  readonly tree: boolean
  readonly reading: RuleReading
  /** The rule's parser to the tree: the parts' (`SchemaParts.parserOf`) for RFC 3986's rules and a grammar feature's alike. */
  readonly parse: (input: string) => Either<UriError, UriReference>
}

/** An own option that brings a feature: absent, the feature's value, or the reason it is not. */
const featureOf = <T>(options: object, option: FeatureOption, is: (v: unknown) => v is T): Either<AdapterReason, T | undefined> => {
  const v = own(options, option)
  if (v === undefined || is(v)) return right(v as T | undefined)
  return left({ kind: 'adapter-not-a-feature', option, from: FEATURE_FROM[option], got: seen(v) })
}

const isFunction = <F>(v: unknown): v is F => typeof v === 'function'

/** An entry rule's reading in a grammar feature: its own entry, two functions; undefined for a feature not of this package. */
const readingOf = (feature: GrammarFeature, rule: EntryRule): RuleReading | undefined => {
  const r = own(feature.rules, rule)
  return Array.isArray(r) && typeof r[0] === 'function' && typeof r[1] === 'function' ? (r as unknown as RuleReading) : undefined
}

/** The options read: each of its kind, each feature its value, the pairs that cannot work together refused. */
const setupOf = (options: unknown, parts: SchemaParts): Either<OptionsReason | AdapterReason, Setup> => {
  // Options from a hostile caller (a revoked proxy, a getter that throws) cannot be read: an issue for every value, never a throw.
  try {
    return readSetup(options, parts)
  } catch {
    return left({ kind: 'options-not-readable', whole: 'options' })
  }
}

/** The options read (`setupOf`, which catches what a hostile object throws while they are read). */
const readSetup = (options: unknown, parts: SchemaParts): Either<OptionsReason | AdapterReason, Setup> => {
  const read = ownOptions(options, KINDS)
  if (read._tag === 'Left') return read
  const o = read.right
  const given = typeof options === 'object' && options !== null ? options : {}
  const iri = featureOf(given, 'iri', (v): v is GrammarFeature<'iri'> => isGrammarFeature(v, 'iri'))
  if (iri._tag === 'Left') return iri
  const zone = featureOf(given, 'zoneIds', (v): v is GrammarFeature<'zoneIds'> => isGrammarFeature(v, 'zoneIds'))
  if (zone._tag === 'Left') return zone
  const check = featureOf(given, 'policy', isFunction<PolicyCheck>)
  if (check._tag === 'Left') return check
  const tidy = featureOf(given, 'fromUserInput', isFunction<typeof fromUserInput>)
  if (tidy._tag === 'Left') return tidy
  const suggest = featureOf(given, 'suggestFix', isFunction<typeof suggestFix>)
  if (suggest._tag === 'Left') return suggest
  // `public: true` is the public-site check itself (the option as the form author writes it); a check of one's own
  // (`publicSite` or another `PublicCheck`) is taken as a feature is.
  // Parts without the public-site check are those of schemas that ask for no web address: there is no site to judge.
  if (own(given, 'public') === true && parts.publicSite === null) return left({ kind: 'public-needs-web', option: 'public' })
  const publicCheck = own(given, 'public') === true ? right(parts.publicSite as PublicCheck) : featureOf(given, 'public', isFunction<PublicCheck>)
  if (publicCheck._tag === 'Left') return publicCheck
  const asked = o.rule ?? 'URI'
  // Without the IRI grammar, an IRI rule cannot be read: the rule must be one of RFC 3986's (those of this schema).
  const rules = URI_RULES.filter((r) => parts.readings[r] !== undefined)
  if (iri.right === undefined && !(rules as readonly string[]).includes(asked)) return left({ kind: 'option-not-of-kind', option: 'rule', entry: 'option', must: rules, got: seen(asked) })
  // Parts without a web address's checks are those of schemas whose options always set `web: false` (an adapter's `uri()`).
  const web = o.web === true && parts.webFaultOf !== null
  if (web && asked !== 'URI' && asked !== 'IRI') return left({ kind: 'web-needs-absolute-rule', option: 'rule', got: seen(asked) })
  // A public site is a web address's host: without `web`, there is no site to judge.
  if (publicCheck.right !== undefined && !web) return left({ kind: 'public-needs-web', option: 'public' })
  // fromUserInput reads with RFC 3986's and RFC 3987's grammars, not with zone identifiers.
  if (tidy.right !== undefined && zone.right !== undefined) return left({ kind: 'options-cannot-combine', option: 'fromUserInput', with: ['zoneIds'] })
  const rule = iri.right === undefined ? asked : iriRuleOf(asked)
  const feature = zone.right ?? iri.right
  const reading = feature === undefined ? parts.readings[rule as UriRule] : readingOf(feature, rule)
  if (reading === undefined) {
    const option = zone.right === undefined ? 'iri' : 'zoneIds'
    return left({ kind: 'adapter-not-a-feature', option, from: FEATURE_FROM[option], got: seen(feature) })
  }
  return right({
    rule,
    maxLength: o.maxLength ?? FORM_MAX_LENGTH,
    web,
    refuseScripts: web || o.scriptSchemes === 'refuse',
    schemes: o.schemes?.map((s) => s.toLowerCase()),
    check: check.right ?? null,
    publicCheck: publicCheck.right ?? null,
    tidy: tidy.right ?? null,
    defaultScheme: o.defaultScheme,
    suggest: suggest.right ?? null,
    tree: o.output === 'tree',
    reading,
    parse: parts.parserOf(rule, reading, feature !== undefined),
  })
}

// ---------------------------------------------------------------------------
// schemas
// ---------------------------------------------------------------------------

/**
 * `uriSchema` made from `parts` (index.ts's doc says what it does). The zod and valibot adapters make
 * theirs with fewer parts; what a schema of fewer parts cannot read is refused as `uriSchema` refuses it.
 */
export const schemaWith =
  (parts: SchemaParts) =>
  (options: UriSchemaOptions = {}): SyncStandardSchemaV1<string, string | UriReference> => {
    const chosen = formCatalogOption(options)
    const catalog = chosen._tag === 'Right' ? chosen.right : formPlain
    const setup = setupOf(options, parts)
    if (chosen._tag === 'Left') return refuseEvery(chosen.left, 'URI', catalog)
    if (setup._tag === 'Left') return refuseEvery(setup.left, 'URI', catalog)
    const s = setup.right
    const { rule, maxLength, web, schemes, check, publicCheck } = s
    const [test, explain] = s.reading
    const wording: Wording = {
      catalog,
      web,
      suggest: s.suggest,
      test,
      tidies: s.tidy !== null,
      // With `fromUserInput`, the text as the schema reads it: tidied first.
      accepts: (text) => {
        if (typeof tidied !== 'function') return test(text) && (!textChecks || textIssue(text) === null)
        const r: unknown = tidied(text)
        return isObject(r) && r._tag === 'Right' && isObject(r.right) && typeof r.right.text === 'string' && (!textChecks || textIssue(r.right.text) === null)
      },
      // The error of a text the rule refuses, as a refused value's issue makes it (no tree is built for the others).
      errorOf: (text) => {
        if (test(text)) return null
        const e = explainRefused(explain, text)
        return makeUriError(text, rule, e.offset, e.expected, e.rulePath)
      },
    }
    const tidied: unknown = s.tidy === null ? null : s.tidy({ rule, maxLength, ...(s.defaultScheme === undefined ? {} : { defaultScheme: s.defaultScheme }) })
    /** The issue of a feature whose answers are not of the shape its import gives (from JavaScript: `fromUserInput: fromUserInput()`). */
    const notTheFeature = (option: FeatureOption, got: unknown): UriIssue => {
      const e = makeOptionsError('', rule, { kind: 'adapter-not-a-feature', option, from: FEATURE_FROM[option], got: seen(got) }, option)
      return wordedIssue('invalid-options', 0, e, catalog, e)
    }
    if (tidied !== null && typeof tidied !== 'function') {
      const issue = notTheFeature('fromUserInput', s.tidy)
      return validator<string | UriReference, string>(() => failure([issue]))
    }
    /** The value's text (tidied, with `fromUserInput`) and tree, or its issue. */
    const readValue = (value: string): Either<UriIssue, { readonly text: string; readonly tree: UriReference | null; readonly origin: Int32Array | null }> => {
      if (typeof tidied === 'function') {
        const r: unknown = tidied(value)
        if (isObject(r) && r._tag === 'Left' && isObject(r.left)) {
          const error = r.left as unknown as UriError
          return left(issueOf(value, () => error, wording))
        }
        if (isObject(r) && r._tag === 'Right' && isObject(r.right) && typeof r.right.text === 'string' && isObject(r.right.uri))
          return right({ text: r.right.text, tree: r.right.uri as unknown as UriReference, origin: originOf(r.right) })
        return left(notTheFeature('fromUserInput', s.tidy))
      }
      if (value.length > maxLength) return left(issueOf(value, () => makeTooLongError(value, rule, maxLength), wording))
      const r = s.parse(value)
      return r._tag === 'Left' ? left(issueOf(value, () => r.left, wording)) : right({ text: value, tree: r.right, origin: null })
    }
    /** The checks on the text of a value the grammar accepted: a web address's rules, a scheme that runs code, the schemes listed, a public site. */
    const textChecks = web || s.refuseScripts || schemes !== undefined
    const textIssue = (text: string, at: (offset: number) => number = same): UriIssue | null => {
      // A fault of a tidied text, pointed back into the value as typed (`at`), its fact too.
      const issueOfFault = (fault: WebFault): UriIssue => {
        const moved = at === same ? fault : { ...fault, offset: at(fault.offset) }
        return wordedIssue(moved.code, moved.offset, moved, catalog)
      }
      if (web || s.refuseScripts) {
        const fault: WebFault | null = web
          ? (parts.webFaultOf as (text: string) => WebFault | null)(text)
          : scriptSchemeOf(text) === null
            ? null
            : { _tag: 'WebFault', code: 'script-scheme', offset: 0, text: text.slice(0, text.indexOf(':')), web }
        if (fault !== null) return issueOfFault(fault)
      }
      if (schemes !== undefined) {
        const scheme = schemeText(text)
        if (scheme !== null && !schemes.includes(scheme.toLowerCase())) {
          return issueOfFault({ _tag: 'WebFault', code: 'scheme-not-allowed', offset: 0, text: scheme, web, allowed: schemes })
        }
      }
      if (publicCheck !== null) {
        // From JavaScript, another function may stand for the check: only null or a `not-public` fault is an answer.
        const fault: unknown = publicCheck(text)
        if (fault === null) return null
        if (isObject(fault) && fault._tag === 'WebFault' && fault.code === 'not-public' && typeof fault.offset === 'number') return issueOfFault(fault as unknown as WebFault)
        return notTheFeature('public', publicCheck)
      }
      return null
    }
    /** A value whose output is its own text: the regular expression and the text's checks, no tree, nothing allocated on success but the result. */
    const quick = tidied === null && !s.tree && check === null
    const schema = validator<string | UriReference, string>((value) => {
      if (typeof value !== 'string') return failure([notAString(value, rule, catalog)])
      if (quick) {
        if (value.length > maxLength) return failure([issueOf(value, () => makeTooLongError(value, rule, maxLength), wording)])
        if (!test(value)) return failure([refusedIssue(value, explain, rule, wording)])
        const bad = textChecks ? textIssue(value) : null
        return bad === null ? { value } : failure([bad])
      }
      const got = readValue(value)
      if (got._tag === 'Left') return failure([got.left])
      const { text, tree, origin } = got.right
      // Offsets into a tidied text point at the same character of the value as typed.
      const at = origin === null ? same : (offset: number) => typedOffset(origin, value.length, offset)
      const bad = textChecks ? textIssue(text, at) : null
      if (bad !== null) return failure([bad])
      if (check !== null && tree !== null) {
        const p: unknown = check(tree)
        if (isObject(p) && p._tag === 'Left' && Array.isArray(p.left) && p.left.length > 0 && p.left.every((v) => isObject(v) && typeof v.code === 'string'))
          return failure((p.left as readonly PolicyViolation[]).map((v) => wordedIssue(v.code, at(Math.max(0, typeof v.span?.start === 'number' ? v.span.start : 0)), v, catalog)))
        // Anything but a Right of the shape `policy(…)` gives (from JavaScript, another function) is not a policy.
        if (!isObject(p) || p._tag !== 'Right') return failure([notTheFeature('policy', check)])
      }
      return { value: s.tree && tree !== null ? tree : text }
    })
    // The adapters' first question on each value: the same checks as the quick path above, with no result made.
    if (!quick) return schema
    return withPasses(schema, textChecks ? (value) => value.length <= maxLength && test(value) && textIssue(value) === null : (value) => value.length <= maxLength && test(value))
  }

/** The catalog an issue of this package was worded from, or undefined (another's issue). */
export const catalogOfIssue = (issue: UriIssue): Catalog | undefined =>
  issue instanceof RefusedIssue ? issue[REFUSAL].w.catalog : issue instanceof WordedIssue ? issue[WORDS].catalog : undefined
