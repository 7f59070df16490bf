/**
 * `typed-uri/standard-schema`: URI validators for every library that reads
 * Standard Schema v1 (https://standardschema.dev: react-hook-form, TanStack
 * Form, tRPC, Hono and others), with this library's exact messages. Each
 * issue's `message` is a sentence from the catalog the schema is given
 * (`messages`: English `plain` when none, which says what to do, for a person
 * filling in a form; `technical` from `typed-uri/messages` for the parser's
 * words; a language's `plain` from `typed-uri/messages/<tag>`); it also
 * carries the error's `code`, `offset` and facts (`error`), and, with
 * `suggestFix`, the corrected value (`suggestion`), for a form that marks the
 * character or offers the fix.
 *
 * Features a form may not need are values it imports, so a form that does
 * not use one does not ship it: the grammars `iri` and `zoneIds` (from
 * `typed-uri/iri`), a `policy(…)` (from `typed-uri/security`), `publicSite`
 * (from here: a public site's address), `fromUserInput` and `suggestFix` (from
 * `typed-uri`), and the catalog (with none, the English sentences a form can
 * show, not the whole of `plain`).
 *
 * Each schema's `validate` answers synchronously, and its type says so
 * (`SyncStandardSchemaV1`): `schema['~standard'].validate(value).issues` is
 * `readonly UriIssue[] | undefined`, with no cast.
 *
 * The types are written here to the published shape of `@standard-schema/spec`
 * 1.x, so the package needs no dependency for them (spec/standard-schema
 * checks them against the published ones).
 *
 * @example
 * import { suggestFix } from 'typed-uri'
 * import { technical } from 'typed-uri/messages'
 * const schema = uriSchema({ schemes: ['https'], messages: technical, suggestFix })
 * schema['~standard'].validate('https://example.com/a b').issues?.[0]?.message
 * // { issues: [{ message: 'Found a space at position 22 in the path (a space must be written %20); …',
 * //              code: 'invalid-character', offset: 21, suggestion: 'https://example.com/a%20b', error: { … } }] }
 *
 * @since 0.2.0
 */
import type { Either } from 'fp-ts/lib/Either.js'
import type { ReadonlyNonEmptyArray } from 'fp-ts/lib/ReadonlyNonEmptyArray.js'
import type { Uri, UriReference } from '../model/ast.ts'
import { left, right } from '../base/either.ts'
import { anyReading, iriRuleOf, makeNotAStringError, makeOptionsError, makeTooLongError, makeUriError, readingCode } from '../error/make.ts'
import type { EntryRule, ErrorRule, Reason, UriError, UriErrorCode } from '../error/facts.ts'
import type { AdapterReason, FeatureOption } from '../error/reasons/adapters.ts'
import type { OptionsReason } from '../error/reasons/options.ts'
import { isGrammarFeature, type GrammarFeature, type RuleReading } from '../grammar/features.ts'
import {
  explainWholeAbsoluteURI,
  explainWholeRelativeRef,
  explainWholeURI,
  explainWholeURIReference,
  testWholeAbsoluteURI,
  testWholeRelativeRef,
  testWholeURI,
  testWholeURIReference,
} from '../grammar/read/index.ts'
import { explainRefused, type Explanation, type WholeExplainer } from '../grammar/report.ts'
import type { Catalog, Fact } from '../messages/catalog.ts'
import { describeError } from '../messages/describe.ts'
import { formPlain } from '../messages/en/form.ts'
import { plain } from '../messages/en/plain.ts'
import { formatError } from '../messages/format.ts'
import { catalogOption, catalogOptionOr, isCatalog } from '../messages/option.ts'
import { ownOptions, seen, type OptionKinds } from '../base/options.ts'
import { FORM_MAX_LENGTH, parse, parseAbsoluteURI, parseRelativeRef, parseURI, wholeReference } from '../reading/parse.ts'
import type { PolicyViolation, PolicyViolationCode } from '../security/policy.ts'
import { scriptSchemeOf } from '../reading/script-schemes.ts'
import type { suggestFix } from '../input/suggest.ts'
import type { Template } from '../template/ast.ts'
import { parseTemplate } from '../template/parse.ts'
import type { fromUserInput } from '../input/user-input.ts'
import { hostSpanOf, webFaultOf, type WebFault, type WebFaultCode } from '../reading/web.ts'
import { runtimeUts46 } from '../iri/idna.ts'

export type { NotPublicWhy, WebFault, WebFaultCode } from '../reading/web.ts'
export { publicSite, type PublicCheck } from './public.ts'
import { publicSite, type PublicCheck } from './public.ts'

/**
 * The Standard Schema v1 interface, as `@standard-schema/spec` publishes it.
 *
 * @since 0.2.0
 * @category model
 */
export interface StandardSchemaV1<Input = unknown, Output = Input> {
  readonly '~standard': StandardSchemaV1.Props<Input, Output>
}

/** @since 0.2.0 @category model */
export declare namespace StandardSchemaV1 {
  /** The `~standard` property of a schema. */
  interface Props<Input = unknown, Output = Input> {
    readonly version: 1
    readonly vendor: string
    /** Validates a value: its output, or its issues. */
    readonly validate: (value: unknown, options?: Options | undefined) => Result<Output> | Promise<Result<Output>>
    readonly types?: Types<Input, Output> | undefined
  }
  /** What `validate` gives: the output, or the issues. */
  type Result<Output> = SuccessResult<Output> | FailureResult
  /** A value that passed: its output. */
  interface SuccessResult<Output> {
    readonly value: Output
    readonly issues?: undefined
  }
  /** Options a caller may pass to `validate`. */
  interface Options {
    readonly libraryOptions?: Record<string, unknown> | undefined
  }
  /** A value that failed: its issues. */
  interface FailureResult {
    readonly issues: ReadonlyArray<Issue>
  }
  /** One problem with a value: a message, and the path to the field. */
  interface Issue {
    readonly message: string
    readonly path?: ReadonlyArray<PropertyKey | PathSegment> | undefined
  }
  /** A step of an issue's path, as an object. */
  interface PathSegment {
    readonly key: PropertyKey
  }
  /** The input and output types, for inference only. */
  interface Types<Input = unknown, Output = Input> {
    readonly input: Input
    readonly output: Output
  }
}

/**
 * A Standard Schema v1 whose `validate` answers synchronously, with issues of the type `Issue`: what
 * every schema of this package is. The Standard Schema spec lets a schema's `validate` be typed
 * narrower than `Result | Promise<Result>`; this one is `Result` alone, so that
 * `schema['~standard'].validate(value).issues?.[0]?.message` type-checks with no cast, and it is still
 * a `StandardSchemaV1` wherever one is taken.
 *
 * @example
 * const schema: SyncStandardSchemaV1<string, string> = uriSchema({ web: true })
 * const issues: readonly UriIssue[] | undefined = schema['~standard'].validate('example.com').issues
 *
 * @since 0.4.0
 * @category model
 */
export interface SyncStandardSchemaV1<Input = unknown, Output = Input, Issue extends StandardSchemaV1.Issue = UriIssue> extends StandardSchemaV1<Input, Output> {
  readonly '~standard': SyncStandardSchemaV1.Props<Input, Output, Issue>
}

/** @since 0.4.0 @category model */
export declare namespace SyncStandardSchemaV1 {
  /** The `~standard` property of a synchronous schema. */
  interface Props<Input = unknown, Output = Input, Issue extends StandardSchemaV1.Issue = UriIssue> extends StandardSchemaV1.Props<Input, Output> {
    /** Validates a value, synchronously: its output, or its issues. */
    readonly validate: (value: unknown, options?: StandardSchemaV1.Options | undefined) => Result<Output, Issue>
  }
  /** What `validate` gives: the output, or the issues. */
  type Result<Output, Issue extends StandardSchemaV1.Issue = UriIssue> = StandardSchemaV1.SuccessResult<Output> | FailureResult<Issue>
  /**
   * A value that failed: its issues. (No `value?: undefined` here: consumers such as react-hook-form's
   * resolver infer the output from the result's `value`, and would read it as possibly undefined.)
   */
  interface FailureResult<Issue extends StandardSchemaV1.Issue = UriIssue> {
    readonly issues: ReadonlyArray<Issue>
  }
}

/**
 * What went wrong, for a program: the parser's codes, the policy's (section
 * 7), a web address's (`web: true`: `port-out-of-range`; with `public`,
 * `not-public`) and a scheme that runs code (`script-scheme`), and
 * `not-a-string` for a value that is not text (a number, `undefined`).
 *
 * @since 0.2.0
 * @category model
 */
export type UriIssueCode = UriErrorCode | PolicyViolationCode | WebFaultCode | 'not-a-string'

/**
 * One issue: the sentence for a person, and the facts for a form. The
 * sentence and the suggestion are worked out when first read (a form that
 * only needs `code` and `offset` pays for neither), then kept.
 *
 * @since 0.2.0
 * @category model
 */
export interface UriIssue extends StandardSchemaV1.Issue {
  readonly code: UriIssueCode
  /** 0-based UTF-16 index into the value: where to put the caret or the `<mark>`. */
  readonly offset: number
  /** The value corrected, when the schema was given `suggestFix` and it finds one correction that makes the value valid. */
  readonly suggestion?: string | undefined
  /**
   * The error's facts, for `formatError` or a catalog of one's own (`describeError(catalog)(issue.error)` is the
   * sentence); absent for a web address's fault, a scheme not listed and a policy's violation.
   */
  readonly error?: UriError | undefined
}

/**
 * A policy's check, as `policy(options)` (`typed-uri/security`) makes it.
 *
 * @example
 * import { policy } from 'typed-uri/security'
 * const check: PolicyCheck = policy({ schemes: ['https'] })
 * uriSchema({ policy: check })
 *
 * @since 0.4.0
 * @category model
 */
export type PolicyCheck = (ref: UriReference) => Either<ReadonlyNonEmptyArray<PolicyViolation>, Uri>

/**
 * The entry rules of RFC 3986 (sections 3, 4.1, 4.2, 4.3): what a schema reads without `iri`.
 *
 * @example
 * const rule: UriRule = 'URI-reference'
 * uriSchema({ rule })
 *
 * @since 0.4.0
 * @category model
 */
export type UriRule = 'URI-reference' | 'URI' | 'absolute-URI' | 'relative-ref'

/**
 * The options every schema takes, whatever its grammar.
 *
 * @example
 * import { suggestFix } from 'typed-uri'
 * const common: CommonSchemaOptions = { schemes: ['https'], maxLength: 2048, suggestFix, output: 'text' }
 *
 * @since 0.4.0
 * @category model
 */
export interface CommonSchemaOptions {
  /** The schemes accepted, compared without regard to case; any when absent. */
  readonly schemes?: readonly string[]
  /** The longest value accepted; `FORM_MAX_LENGTH` (64 KiB) when absent. */
  readonly maxLength?: number
  /**
   * RFC 3986 section 7's checks, as `policy(options)` from `typed-uri/security` makes them (since 0.4.0:
   * a check, not its options): each violation is an issue. Its schemes are the policy's own (http and
   * https unless given to `policy`).
   */
  readonly policy?: PolicyCheck
  /**
   * `suggestFix` from `typed-uri` (since 0.4.0): each issue's `suggestion` is the value corrected, when one
   * correction makes it valid (read when first asked for); under `web`, a value without a scheme gets
   * `https://` before it; under a URI rule, a host written with characters outside ASCII gets its A-labels
   * (`https://例え.jp/` → `https://xn--r8jz45g.jp/`, by the platform's UTS #46). Without it, the only
   * suggestion is the value trimmed, for a value with white space around it that is valid once trimmed
   * (trimming needs no fixer), and the form does not ship the fixer.
   */
  readonly suggestFix?: typeof suggestFix
  /**
   * The catalog the sentences come from (since 0.4.0: a value, no longer `'plain'` or `'technical'`):
   * `plain` (the default, what to do, for a person filling in a form: when none is given, only the
   * sentences a form can show ship, a third of `plain`) or `technical` from
   * `typed-uri/messages`, a language's `plain` (`typed-uri/messages/de`, …), or a catalog of one's own
   * (`completeCatalog`). Every issue is worded from it, a web address's included.
   */
  readonly messages?: Catalog
  /** What a valid value gives: its `text` (the default; tidied when `fromUserInput`), or the parsed `tree`. */
  readonly output?: 'text' | 'tree'
  /**
   * `'refuse'` (since 0.3.0): a scheme that runs code when the link is
   * followed is an issue (`script-scheme`): `javascript:`, `vbscript:`, and
   * `data:` whose media type is one of `SCRIPT_MEDIA_TYPES` (HTML, XHTML,
   * SVG, XML, JavaScript). `'allow'` (the default, but with `web`) lets them
   * through: each is a valid URI.
   */
  readonly scriptSchemes?: 'refuse' | 'allow'
}

/**
 * The grammar a schema reads and the rule: RFC 3986's four rules, or with `iri` (from `typed-uri/iri`) any
 * entry rule, a URI rule read as its IRI twin; `web: true` (since 0.3.0) asks for a web address, as
 * `isWebURL` checks it: an `http` or `https` URI (RFC 9110 section 4.2) with a non-empty host, no user
 * information (4.2.4) and a port of at most 65535, and implies `scriptSchemes: 'refuse'`. Its rule is URI
 * (or IRI): another does not type-check. With `web: true` only, `public: true` (since 0.4.0; or a
 * `PublicCheck` of one's own, `publicSite` being this package's) asks for a public site: a special-use address or name, or a single-label host, is a `not-public` issue.
 *
 * @example
 * import { iri } from 'typed-uri/iri'
 * const international: GrammarSchemaOptions = { iri, rule: 'IRI', web: true, public: true }
 *
 * @since 0.4.0
 * @category model
 */
export type GrammarSchemaOptions =
  | { readonly iri?: undefined; readonly rule?: UriRule; readonly web?: false; readonly public?: undefined }
  | { readonly iri?: undefined; readonly rule?: 'URI'; readonly web: true; readonly public?: true | PublicCheck }
  | { readonly iri: GrammarFeature<'iri'>; readonly rule?: EntryRule; readonly web?: false; readonly public?: undefined }
  | { readonly iri: GrammarFeature<'iri'>; readonly rule?: 'URI' | 'IRI'; readonly web: true; readonly public?: true | PublicCheck }

/**
 * Tidying or zone identifiers: `fromUserInput` from `typed-uri` (since 0.4.0: the function, not `true`)
 * tidies the value first (trim, unwrap `<…>`, drop `URL:` and line breaks inside; with `defaultScheme`, add
 * the scheme to a value typed without one), the output is the tidied text and errors point into the value
 * as typed; `zoneIds` from `typed-uri/iri` reads RFC 6874's zone identifiers in IPv6 literals. The two do
 * not work together (`fromUserInput` reads no zone identifier): the pair does not type-check.
 *
 * @example
 * import { fromUserInput } from 'typed-uri'
 * const tidy: TidySchemaOptions = { fromUserInput, defaultScheme: 'https' }
 *
 * @since 0.4.0
 * @category model
 */
export type TidySchemaOptions =
  | { readonly fromUserInput?: undefined; readonly defaultScheme?: undefined; readonly zoneIds?: GrammarFeature<'zoneIds'> }
  | { readonly fromUserInput: typeof fromUserInput; readonly defaultScheme?: string; readonly zoneIds?: undefined }

/**
 * The options of `uriSchema`: the common ones, a grammar and rule, and tidying or zone identifiers.
 *
 * @example
 * import { fromUserInput, suggestFix } from 'typed-uri'
 * import { iri } from 'typed-uri/iri'
 * import { technical } from 'typed-uri/messages'
 * const options: UriSchemaOptions = { iri, fromUserInput, defaultScheme: 'https', suggestFix, messages: technical, web: true }
 *
 * @since 0.2.0
 * @category model
 */
export type UriSchemaOptions = CommonSchemaOptions & GrammarSchemaOptions & TidySchemaOptions

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

/** RFC 3986's four entry rules, each its test and explaining function (parse.ts's): no other grammar in a form that asks for none. */
const URI_READINGS: { readonly [R in UriRule]: RuleReading } = {
  'URI-reference': [testWholeURIReference, explainWholeURIReference],
  URI: [testWholeURI, explainWholeURI],
  'absolute-URI': [testWholeAbsoluteURI, explainWholeAbsoluteURI],
  'relative-ref': [testWholeRelativeRef, explainWholeRelativeRef],
}

/** RFC 3986's four parsers to the tree (parse.ts's). */
const URI_PARSERS: { readonly [R in UriRule]: (input: string) => Either<UriError, UriReference> } = {
  'URI-reference': parse,
  URI: parseURI,
  'absolute-URI': parseAbsoluteURI,
  'relative-ref': parseRelativeRef,
}

const VENDOR = 'typed-uri'

/** The catalog of a form's options: the one given, or the English sentences a form can show (`formPlain`, not the whole of `plain`). */
const formCatalogOption = /* @__PURE__ */ catalogOptionOr(formPlain)

const validator = <Output, Input = unknown, Issue extends StandardSchemaV1.Issue = UriIssue>(
  validate: (value: unknown) => SyncStandardSchemaV1.Result<Output, Issue>,
): SyncStandardSchemaV1<Input, Output, Issue> => ({
  '~standard': { version: 1, vendor: VENDOR, validate },
})

const failure = (issues: readonly UriIssue[]): SyncStandardSchemaV1.FailureResult => ({ issues })

const own = (o: object, key: string): unknown => (Object.prototype.hasOwnProperty.call(o, key) ? (o as Record<string, unknown>)[key] : undefined)

const isObject = (v: unknown): v is Readonly<Record<string, unknown>> => typeof v === 'object' && v !== null

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

/** The host, as written, when a character outside ASCII in it is the error (RFC 3986 section 3.2.2: a host is ASCII). */
const nonAsciiHost = (input: string, error: UriError): Reason | null => {
  if (error.code !== 'non-ascii') return null
  // The white space `fromUserInput` trims is before the reference: its host is found after it.
  const lead = input.length - input.trimStart().length
  const span = hostSpanOf(lead === 0 ? input : input.slice(lead))
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
  const reason = nonAsciiHost(input, error)
  if (reason === null || reason.kind !== 'non-ascii-host') return fix
  const ascii = runtimeUts46.toASCII(reason.host)
  const span = hostSpanOf(fix)
  if (ascii === null || span === null) return fix
  const candidate = fix.slice(0, span.start) + ascii + fix.slice(span.end)
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
class RefusedIssue implements UriIssue {
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
class WordedIssue implements UriIssue {
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
const wordedIssue = (code: UriIssueCode, offset: number, fact: Fact, catalog: Catalog, error?: UriError): UriIssue =>
  new WordedIssue(code, offset, { fact, catalog, message: undefined }, error)

/** The issue of a value that is not text (a number, `undefined`): the error of `makeNotAStringError`. */
const notAString = (value: unknown, rule: ErrorRule, catalog: Catalog): UriIssue => {
  const e = makeNotAStringError(value, rule, 'value')
  return wordedIssue('not-a-string', 0, e, catalog, e)
}

/** The option a reason of options names, for the error to carry. */
const optionOf = (reason: OptionsReason | AdapterReason): string | undefined => ('option' in reason ? reason.option : undefined)

/** The schema of options that cannot be read: every value is the one `invalid-options` issue, worded from `catalog`. */
const refuseEvery = <Output, Input = string>(reason: OptionsReason | AdapterReason, rule: ErrorRule, catalog: Catalog): SyncStandardSchemaV1<Input, Output> => {
  const e = makeOptionsError('', rule, reason, optionOf(reason))
  const issue = wordedIssue('invalid-options', 0, e, catalog, e)
  return validator<Output, Input>(() => failure([issue]))
}

/**
 * Another schema's issue under a path: its own fields copied as they are (a
 * getter stays a getter), and the fields it has from its prototype (a lazy
 * issue of another copy of this package) read through it, still lazy.
 */
const withPath = (i: StandardSchemaV1.Issue, path: ReadonlyArray<PropertyKey | StandardSchemaV1.PathSegment>): StandardSchemaV1.Issue => {
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
      facts.reason !== undefined ? null : (surroundingSpace(r.input, facts, r.w) ?? nonAsciiHost(r.input, facts) ?? (r.w.web && facts.code === 'missing-scheme' ? WEB_MISSING_SCHEME : null))
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
  /** The rule's parser to the tree: parse.ts's for RFC 3986's rules, the grammar feature's otherwise. */
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
const setupOf = (options: unknown): Either<OptionsReason | AdapterReason, Setup> => {
  // Options from a hostile caller (a revoked proxy, a getter that throws) cannot be read: an issue for every value, never a throw.
  try {
    return readSetup(options)
  } catch {
    return left({ kind: 'options-not-readable', whole: 'options' })
  }
}

/** The options read (`setupOf`, which catches what a hostile object throws while they are read). */
const readSetup = (options: unknown): Either<OptionsReason | AdapterReason, Setup> => {
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
  const publicCheck = own(given, 'public') === true ? right(publicSite) : featureOf(given, 'public', isFunction<PublicCheck>)
  if (publicCheck._tag === 'Left') return publicCheck
  const asked = o.rule ?? 'URI'
  // Without the IRI grammar, an IRI rule cannot be read: the rule must be one of RFC 3986's.
  if (iri.right === undefined && !(URI_RULES as readonly string[]).includes(asked))
    return left({ kind: 'option-not-of-kind', option: 'rule', entry: 'option', must: URI_RULES, got: seen(asked) })
  const web = o.web === true
  if (web && asked !== 'URI' && asked !== 'IRI') return left({ kind: 'web-needs-absolute-rule', option: 'rule', got: seen(asked) })
  // A public site is a web address's host: without `web`, there is no site to judge.
  if (publicCheck.right !== undefined && !web) return left({ kind: 'public-needs-web', option: 'public' })
  // fromUserInput reads with RFC 3986's and RFC 3987's grammars, not with zone identifiers.
  if (tidy.right !== undefined && zone.right !== undefined) return left({ kind: 'options-cannot-combine', option: 'fromUserInput', with: ['zoneIds'] })
  const rule = iri.right === undefined ? asked : iriRuleOf(asked)
  const feature = zone.right ?? iri.right
  const reading = feature === undefined ? URI_READINGS[rule as UriRule] : readingOf(feature, rule)
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
    parse: feature === undefined ? URI_PARSERS[rule as UriRule] : wholeReference(anyReading, rule, reading[0], reading[1]),
  })
}

// ---------------------------------------------------------------------------
// schemas
// ---------------------------------------------------------------------------

/**
 * A Standard Schema v1 validator for a URI typed into a form: `{ value }` for
 * a valid one (its text, or its tree with `output: 'tree'`), else `{ issues }`
 * with a sentence from the schema's catalog (English `plain` when none), code,
 * offset, the error's facts, and with `suggestFix` the corrected value. Its input type is `string` (what a form field holds); validation is
 * synchronous and never throws: a value that is not a string is an issue, and
 * options that cannot be read (of the wrong kind, `messages` or a feature that
 * is not one, a pair that cannot work together) make every value an
 * `invalid-options` issue whose error says which. A valid value whose output is its text is checked without
 * building its tree (the regular expression `isValid` runs); an issue's
 * sentence and suggestion are worked out when first read.
 *
 * @example
 * import { suggestFix } from 'typed-uri'
 * uriSchema()['~standard'].validate('https://example.com/')        // { value: 'https://example.com/' }
 * uriSchema({ schemes: ['https'] })['~standard'].validate('ftp://x/') // { issues: [{ code: 'scheme-not-allowed', … }] }
 * uriSchema({ web: true, suggestFix })['~standard'].validate('example.com')
 * // { issues: [{ code: 'missing-scheme', message: 'Enter a web address that starts with https://, …', suggestion: 'https://example.com' }] }
 *
 * @since 0.2.0
 * @category adapters
 */
export function uriSchema(options?: UriSchemaOptions & { readonly output?: 'text' }): SyncStandardSchemaV1<string, string>
/**
 * @since 0.2.0
 * @category adapters
 */
export function uriSchema(options: UriSchemaOptions & { readonly output: 'tree' }): SyncStandardSchemaV1<string, UriReference>
/**
 * @since 0.2.0
 * @category adapters
 */
export function uriSchema(options?: UriSchemaOptions): SyncStandardSchemaV1<string, string | UriReference>
/**
 * @since 0.2.0
 * @category adapters
 */
export function uriSchema(options: UriSchemaOptions = {}): SyncStandardSchemaV1<string, string | UriReference> {
  const chosen = formCatalogOption(options)
  const catalog = chosen._tag === 'Right' ? chosen.right : formPlain
  const setup = setupOf(options)
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
    accepts: (text) => test(text) && (!textChecks || textIssue(text) === null),
    errorOf: (text) => {
      const r = s.parse(text)
      return r._tag === 'Left' ? r.left : null
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
  const readValue = (value: string): Either<UriIssue, { readonly text: string; readonly tree: UriReference | null }> => {
    if (typeof tidied === 'function') {
      const r: unknown = tidied(value)
      if (isObject(r) && r._tag === 'Left' && isObject(r.left)) {
        const error = r.left as unknown as UriError
        return left(issueOf(value, () => error, wording))
      }
      if (isObject(r) && r._tag === 'Right' && isObject(r.right) && typeof r.right.text === 'string' && isObject(r.right.uri))
        return right({ text: r.right.text, tree: r.right.uri as unknown as UriReference })
      return left(notTheFeature('fromUserInput', s.tidy))
    }
    if (value.length > maxLength) return left(issueOf(value, () => makeTooLongError(value, rule, maxLength), wording))
    const r = s.parse(value)
    return r._tag === 'Left' ? left(issueOf(value, () => r.left, wording)) : right({ text: value, tree: r.right })
  }
  /** The checks on the text of a value the grammar accepted: a web address's rules, a scheme that runs code, the schemes listed, a public site. */
  const textChecks = web || s.refuseScripts || schemes !== undefined
  const textIssue = (text: string): UriIssue | null => {
    if (web || s.refuseScripts) {
      const fault: WebFault | null = web
        ? webFaultOf(text)
        : scriptSchemeOf(text) === null
          ? null
          : { _tag: 'WebFault', code: 'script-scheme', offset: 0, text: text.slice(0, text.indexOf(':')), web }
      if (fault !== null) return wordedIssue(fault.code, fault.offset, fault, catalog)
    }
    if (schemes !== undefined) {
      const scheme = schemeText(text)
      if (scheme !== null && !schemes.includes(scheme.toLowerCase())) {
        const fault: WebFault = { _tag: 'WebFault', code: 'scheme-not-allowed', offset: 0, text: scheme, web, allowed: schemes }
        return wordedIssue(fault.code, fault.offset, fault, catalog)
      }
    }
    if (publicCheck !== null) {
      // From JavaScript, another function may stand for the check: only null or a `not-public` fault is an answer.
      const fault: unknown = publicCheck(text)
      if (fault === null) return null
      if (isObject(fault) && fault._tag === 'WebFault' && fault.code === 'not-public' && typeof fault.offset === 'number')
        return wordedIssue('not-public', fault.offset, fault as unknown as WebFault, catalog)
      return notTheFeature('public', publicCheck)
    }
    return null
  }
  /** A value whose output is its own text: the regular expression and the text's checks, no tree, nothing allocated on success but the result. */
  const quick = tidied === null && !s.tree && check === null
  return validator((value) => {
    if (typeof value !== 'string') return failure([notAString(value, rule, catalog)])
    if (quick) {
      if (value.length > maxLength) return failure([issueOf(value, () => makeTooLongError(value, rule, maxLength), wording)])
      if (!test(value)) return failure([refusedIssue(value, explain, rule, wording)])
      const bad = textChecks ? textIssue(value) : null
      return bad === null ? { value } : failure([bad])
    }
    const got = readValue(value)
    if (got._tag === 'Left') return failure([got.left])
    const { text, tree } = got.right
    const bad = textChecks ? textIssue(text) : null
    if (bad !== null) return failure([bad])
    if (check !== null && tree !== null) {
      const p: unknown = check(tree)
      if (isObject(p) && p._tag === 'Left' && Array.isArray(p.left) && p.left.length > 0 && p.left.every((v) => isObject(v) && typeof v.code === 'string'))
        return failure((p.left as readonly PolicyViolation[]).map((v) => wordedIssue(v.code, Math.max(0, typeof v.span?.start === 'number' ? v.span.start : 0), v, catalog)))
      // Anything but a Right of the shape `policy(…)` gives (from JavaScript, another function) is not a policy.
      if (!isObject(p) || p._tag !== 'Right') return failure([notTheFeature('policy', check)])
    }
    return { value: s.tree && tree !== null ? tree : text }
  })
}

/**
 * Options of `uriTemplateSchema`.
 *
 * @example
 * import { technical } from 'typed-uri/messages'
 * const options: TemplateSchemaOptions = { output: 'tree', messages: technical }
 *
 * @since 0.4.0
 * @category model
 */
export interface TemplateSchemaOptions {
  /** What a valid template gives: its `text` (the default), or the parsed `tree`. */
  readonly output?: 'text' | 'tree'
  /** The catalog the sentences come from; English `plain` when absent (as `uriSchema`'s). */
  readonly messages?: Catalog
}

/**
 * A Standard Schema v1 validator for an RFC 6570 URI Template
 * (`typed-uri/template`'s `parseTemplate`): `{ value }` with the template's
 * text, or one issue with the exact sentence (an unclosed "{", a reserved
 * operator, a bad prefix length or variable name) from the catalog given
 * (`messages`, since 0.4.0; English `plain` when none).
 *
 * @example
 * import { uriTemplateSchema } from 'typed-uri/standard-schema'
 * const schema = uriTemplateSchema()
 * schema['~standard'].validate('/users/{id}')   // { value: '/users/{id}' }
 *
 * @since 0.2.0
 * @category adapters
 */
export function uriTemplateSchema(options?: TemplateSchemaOptions & { readonly output?: 'text' }): SyncStandardSchemaV1<string, string>
/**
 * @since 0.2.0
 * @category adapters
 */
export function uriTemplateSchema(options: TemplateSchemaOptions & { readonly output: 'tree' }): SyncStandardSchemaV1<string, Template>
/**
 * @since 0.2.0
 * @category adapters
 */
export function uriTemplateSchema(options: TemplateSchemaOptions = {}): SyncStandardSchemaV1<string, string | Template> {
  const chosen = catalogOption(options)
  if (chosen._tag === 'Left') return refuseEvery(chosen.left, 'URI-Template', plain)
  const catalog = chosen.right
  const tree = own(options, 'output') === 'tree'
  return validator((value) => {
    if (typeof value !== 'string') return failure([notAString(value, 'URI-Template', catalog)])
    const r = parseTemplate(value)
    if (r._tag === 'Left') return failure([wordedIssue(r.left.code, r.left.offset, r.left, catalog, r.left)])
    return { value: tree ? r.right : value }
  })
}

/** The catalog an issue of this package was worded from, or undefined (another's issue). */
const catalogOfIssue = (issue: UriIssue): Catalog | undefined => (issue instanceof RefusedIssue ? issue[REFUSAL].w.catalog : issue instanceof WordedIssue ? issue[WORDS].catalog : undefined)

/**
 * Options of `formatIssue`.
 *
 * @example
 * import { technical } from 'typed-uri/messages'
 * const options: FormatIssueOptions = { messages: technical }
 *
 * @since 0.4.0
 * @category model
 */
export interface FormatIssueOptions {
  /** The catalog the frame's sentence comes from; the one the issue's schema was given when absent (its words are the issue's own). */
  readonly messages?: Catalog
}

/**
 * An issue as a code frame for a log or a terminal: the value, a caret under the place, and the sentence
 * (`formatError(catalog)`'s, in the catalog the issue's schema was given, or in `messages` when given);
 * the sentence alone for an issue without an error's facts (a web address's fault, a policy's violation).
 * Curried, the issue last (since 0.4.0; it was `formatIssue(input, issue, catalog?)`), so it fits
 * `issues.map(formatIssue(input))` and `pipe(issue, formatIssue(input))`. Never a throw: anything but an
 * issue gives the empty string.
 *
 * @example
 * import { formatIssue, uriSchema } from 'typed-uri/standard-schema'
 * import { technical } from 'typed-uri/messages'
 * const input = 'http://a b'
 * const issues = uriSchema()['~standard'].validate(input).issues ?? []
 * issues.map(formatIssue(input))
 * // ['http://a b\n        ^\nRemove the space after …']: a code frame with a caret under the space, then the message
 * issues.map(formatIssue(input, { messages: technical }))
 * // the same frame, with the parser's sentence
 *
 * @since 0.2.0
 * @category adapters
 */
export const formatIssue =
  (input: string, options?: FormatIssueOptions) =>
  (issue: UriIssue): string => {
    if (typeof issue !== 'object' || issue === null) return ''
    const error = issue.error
    if (error === undefined || error === null) return typeof issue.message === 'string' ? issue.message : ''
    // A catalog given that is not one (from JavaScript) is set aside: the issue's own words stand.
    const given: unknown = typeof options === 'object' && options !== null ? own(options, 'messages') : undefined
    return formatError((isCatalog(given) ? given : undefined) ?? catalogOfIssue(issue) ?? formPlain)(input)(error)
  }

/**
 * Options of `formSchema`.
 *
 * @example
 * import { technical } from 'typed-uri/messages'
 * formSchema({ homepage: uriSchema() }, { messages: technical })
 *
 * @since 0.4.0
 * @category model
 */
export interface FormSchemaOptions {
  /** The catalog the form's own issues are worded from (values that are not an object, a field answering asynchronously); English `plain` when absent. */
  readonly messages?: Catalog
}

/**
 * A Standard Schema for a form's values (an object), each field validated by
 * its own Standard Schema: the output holds each field's output, and each
 * issue carries its field's key as its `path`, which is where react-hook-form
 * and TanStack Form put a field's message. Fields not named are left out of
 * the output; a value that is not an object is one issue without a path.
 * Field schemas must answer synchronously, as this package's do.
 *
 * @example
 * const schema = formSchema({ homepage: uriSchema({ schemes: ['https'] }), feed: uriSchema({ rule: 'URI-reference' }) })
 * schema['~standard'].validate({ homepage: 'https://a.example/', feed: '/rss' })  // { value: { homepage: …, feed: '/rss' } }
 *
 * @since 0.2.0
 * @category adapters
 */
export const formSchema = <F extends Readonly<Record<string, StandardSchemaV1<unknown, unknown>>>>(
  fields: F,
  options?: FormSchemaOptions,
): SyncStandardSchemaV1<
  { -readonly [K in keyof F]: F[K] extends StandardSchemaV1<infer I, unknown> ? I : never },
  { -readonly [K in keyof F]: F[K] extends StandardSchemaV1<unknown, infer O> ? O : never },
  StandardSchemaV1.Issue
> => {
  const chosen = formCatalogOption(options)
  if (chosen._tag === 'Left') return refuseEvery(chosen.left, 'URI', formPlain)
  const catalog = chosen.right
  if (typeof fields !== 'object' || fields === null) return refuseEvery({ kind: 'options-not-an-object', whole: 'options', got: seen(fields) }, 'URI', catalog)
  // Fields from a hostile caller (a revoked proxy, a trap that throws) cannot be read: an issue for every value, never a throw.
  let keys: readonly string[]
  try {
    keys = Object.keys(fields)
    for (const key of keys) own(fields, key)
  } catch {
    return refuseEvery({ kind: 'options-not-readable', whole: 'options' }, 'URI', catalog)
  }
  /** A field's Standard Schema `validate`, or null when it has none (from JavaScript, where types do not reach). */
  const validateOf = (key: string): ((value: unknown) => unknown) | null => {
    const field: unknown = own(fields, key)
    const standard = isObject(field) ? field['~standard'] : undefined
    return isObject(standard) && typeof standard.validate === 'function' ? (standard.validate as (value: unknown) => unknown) : null
  }
  const stranger = keys.find((key) => validateOf(key) === null)
  if (stranger !== undefined) return refuseEvery({ kind: 'form-field-not-a-schema', field: stranger, got: seen(own(fields, stranger)) }, 'URI', catalog)
  /** The issue of a field whose schema does not answer as a Standard Schema, or answers asynchronously. */
  const fieldIssue = (reason: AdapterReason, key: string): UriIssue => {
    const e = makeOptionsError('', 'URI', reason)
    return new WordedIssue('invalid-options', 0, { fact: e, catalog, message: undefined }, e, [key])
  }
  type Values<P extends 0 | 1> = { -readonly [K in keyof F]: F[K] extends StandardSchemaV1<infer I, infer O> ? (P extends 0 ? I : O) : never }
  return validator<Values<1>, Values<0>, StandardSchemaV1.Issue>((value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      const e = makeOptionsError('', 'URI', { kind: 'form-values-not-an-object', got: seen(value) })
      return failure([wordedIssue('not-a-string', 0, e, catalog, e)])
    }
    const out: Record<string, unknown> = {}
    const issues: StandardSchemaV1.Issue[] = []
    for (const key of keys) {
      const v = Object.prototype.hasOwnProperty.call(value, key) ? (value as Record<string, unknown>)[key] : undefined
      const r = (validateOf(key) as (value: unknown) => unknown)(v)
      if (r instanceof Promise) {
        issues.push(fieldIssue({ kind: 'form-field-asynchronous', field: key }, key))
        continue
      }
      if (!isObject(r) || (r.issues !== undefined && !(Array.isArray(r.issues) && r.issues.every(isObject)))) {
        issues.push(fieldIssue({ kind: 'form-field-not-a-schema', field: key, got: seen(r) }, key))
        continue
      }
      // The issue with the field's key before its path, still lazy: an issue of this package shares its work with the copy; another's own fields are copied as they are (a getter stays a getter).
      if (r.issues !== undefined)
        for (const i of r.issues as unknown as readonly StandardSchemaV1.Issue[]) {
          const path = [key, ...(Array.isArray(i.path) ? i.path : [])]
          issues.push(i instanceof RefusedIssue || i instanceof WordedIssue ? i.at(path) : withPath(i, path))
        }
      else out[key] = r.value
    }
    return issues.length > 0 ? { issues } : { value: out as Values<1> }
  })
}
