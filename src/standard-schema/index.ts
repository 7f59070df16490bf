/**
 * `typed-uri/standard-schema`: URI validators for every library that reads
 * Standard Schema v1 (https://standardschema.dev: react-hook-form, TanStack
 * Form, tRPC, Hono and others), with this library's exact messages. Each
 * issue's `message` is a plain sentence saying what to do (or, with
 * `messages: 'technical'`, the parser's sentence: where, what was found, what
 * could come there, what a browser would do, then "Did you mean …?" when
 * `suggestFix` has a fix); it also carries the error's `code`, `offset` and
 * `suggestion`, for a form that marks the character or offers the fix.
 *
 * The types are written here to the published shape of `@standard-schema/spec`
 * 1.x, so the package needs no dependency for them (spec/standard-schema
 * checks them against the published ones).
 *
 * @example
 * const schema = uriSchema({ schemes: ['https'], messages: 'technical' })
 * schema['~standard'].validate('https://example.com/a b')
 * // { issues: [{ message: 'Found a space at position 24 in the path (a space must be written %20); … Did you mean "https://example.com/a%20b"?',
 * //              code: 'invalid-character', offset: 23, suggestion: 'https://example.com/a%20b' }] }
 *
 * @since 0.2.0
 */
import type { Either } from 'fp-ts/lib/Either.js'
import type { UriReference } from '../ast.ts'
import { left, right } from '../either.ts'
import {
  describeValue,
  formatError,
  iriRuleOf,
  makeOptionsError,
  makeTooLongError,
  makeUriError,
  readingCode,
  UNWORDED,
  type EntryRule,
  type ErrorRule,
  type UriError,
  type UriErrorCode,
} from '../error.ts'
import { catalogOption, type MessagesOption } from '../message-choice.ts'
import { englishMessages, type MessageCatalog } from '../messages.ts'
import { badOption, ownOptions, type OptionKinds } from '../options.ts'
import { FORM_MAX_LENGTH } from '../parse.ts'
import { explainRefused, type Explanation, type WholeExplainer } from '../grammar/report.ts'
import { ENTRY_RULES, explainerFor, parseWith, validatorFor } from '../parsers.ts'
import { scriptSchemeOf } from '../security/script-schemes.ts'
import { policy, type PolicyOptions, type PolicyViolationCode } from '../security/policy.ts'
import { suggestFix } from '../suggest.ts'
import { parseTemplate } from '../template/parse.ts'
import type { Template } from '../template/ast.ts'
import { fromUserInput } from '../user-input.ts'
import { webFaultOf, type WebFault, type WebFaultCode } from '../web.ts'
import { plainWebMessages, technicalWebMessages } from './web-messages.ts'

export type { WebFaultCode } from '../web.ts'
export type { MessagesOption } from '../message-choice.ts'

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
 * What went wrong, for a program: the parser's codes, the policy's (section
 * 7), a web address's (`web: true`: `port-out-of-range`) and a scheme that
 * runs code (`script-scheme`), and `not-a-string` for a value that is not
 * text (a number, `undefined`).
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
  /** The value corrected, when `suggestFix` finds one correction that makes it valid. */
  readonly suggestion?: string | undefined
  /** The parser's error, in the schema's catalog, for `formatError` or a catalog of one's own; absent for a policy's issue. */
  readonly error?: UriError | undefined
}

/**
 * @since 0.2.0
 * @category model
 */
export interface UriSchemaOptions {
  /** The rule the value must match: `URI` (the default: a form asks for a whole URI), `URI-reference`, `absolute-URI`, `relative-ref`, or an IRI rule. */
  readonly rule?: EntryRule
  /** RFC 3987: the rule's IRI twin (`URI` read as `IRI`). */
  readonly iri?: boolean
  /** RFC 6874 zone identifiers in IPv6 literals. */
  readonly zoneIds?: boolean
  /** The schemes accepted, compared without regard to case; any when absent. */
  readonly schemes?: readonly string[]
  /** The longest value accepted; `FORM_MAX_LENGTH` (64 KiB) when absent. */
  readonly maxLength?: number
  /**
   * RFC 3986 section 7's checks (`policy`): each violation is an issue. Its
   * `schemes` default to this schema's `schemes` when given.
   */
  readonly policy?: PolicyOptions
  /**
   * Tidy the value first as `fromUserInput` does (trim, unwrap `<…>`, drop
   * `URL:` and line breaks inside); the output is the tidied text. Errors point
   * into the value as typed. Not with `iri` or `zoneIds` (an options issue).
   */
  readonly fromUserInput?: boolean
  /** With `fromUserInput`: the scheme added to a value typed without one (`www.example.com` → `https://www.example.com`). */
  readonly defaultScheme?: string
  /**
   * The words of the messages (since 0.3.0): `'plain'` (the default since
   * 0.3.0: what to do, for a person filling in a form, `plainMessages`),
   * `'technical'` (the parser's sentences: position, what was found, the
   * rule; `englishMessages`), or a catalog of one's own. A catalog of one's
   * own gets the plain sentences for the issues of `web` and `scriptSchemes`.
   * A technical message ends with "Did you mean …?" when there is a fix, as in
   * 0.2.0; a plain one (or one's own) is the sentence alone, and the fix is
   * the issue's `suggestion`.
   */
  readonly messages?: MessagesOption
  /** What a valid value gives: its `text` (the default; tidied when `fromUserInput`), or the parsed `tree`. */
  readonly output?: 'text' | 'tree'
  /**
   * A web address (since 0.3.0), as `isWebURL` checks it: an `http` or
   * `https` URI (RFC 9110 section 4.2) with a non-empty host, no user
   * information (4.2.4) and a port of at most 65535. The rule is `URI` (or
   * `IRI` with `iri`); another rule is an options issue. Implies
   * `scriptSchemes: 'refuse'`.
   */
  readonly web?: boolean
  /**
   * `'refuse'` (since 0.3.0): a scheme that runs code when the link is
   * followed is an issue (`script-scheme`): `javascript:`, `vbscript:`, and
   * `data:` whose media type is one of `SCRIPT_MEDIA_TYPES` (HTML, XHTML,
   * SVG, XML, JavaScript). `'allow'` (the default, but with `web`) lets them
   * through: each is a valid URI.
   */
  readonly scriptSchemes?: 'refuse' | 'allow'
}

const KINDS: OptionKinds<Omit<UriSchemaOptions, 'messages'>> = {
  rule: ENTRY_RULES,
  iri: 'boolean',
  zoneIds: 'boolean',
  schemes: 'strings',
  maxLength: 'length',
  policy: 'object',
  fromUserInput: 'boolean',
  defaultScheme: 'string',
  output: ['text', 'tree'],
  web: 'boolean',
  scriptSchemes: ['refuse', 'allow'],
}

const VENDOR = 'typed-uri'

const validator = <Output, Input = unknown>(validate: (value: unknown) => StandardSchemaV1.Result<Output>): StandardSchemaV1<Input, Output> => ({
  '~standard': { version: 1, vendor: VENDOR, validate },
})

const failure = (issues: readonly UriIssue[]): StandardSchemaV1.FailureResult => ({ issues })

const notAString = (value: unknown): UriIssue => ({
  message: `Expected text; got ${describeValue(value)}.`,
  code: 'not-a-string',
  offset: 0,
})

/** What an issue of a parser's error needs to word itself when read. */
interface Wording {
  readonly catalog: MessageCatalog
  readonly technical: boolean
  /** Whether the schema asks for a web address: a value without a scheme gets the web sentence and `https://` as its suggestion. */
  readonly web: boolean
}

/** The fix `suggestFix` finds, if any (none for an error no edit of the value mends). */
const fixOf = (input: string, error: UriError): string | undefined => {
  if (error.code === 'too-long' || error.code === 'invalid-options') return undefined
  const fix = suggestFix(input)(error)
  return fix._tag === 'Some' ? fix.value : undefined
}

/** Under `web`, a value without a scheme: `suggestFix`'s fix, else the value with `https://` before it, when that is a web address. */
const webFixOf = (input: string, error: UriError): string | undefined => {
  const fixed = fixOf(input, error)
  if (fixed !== undefined || error.code !== 'missing-scheme') return fixed
  const r = fromUserInput({ rule: 'URI', defaultScheme: 'https' })(input)
  // fromUserInput's text is a URI (its rule); isWebURL would bundle the URI rule's match functions too.
  return r._tag === 'Right' && webFaultOf(r.right.text) === null ? r.right.text : undefined
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
  sentence: string | undefined
  error: UriError | undefined
  /** null: not worked out yet. */
  suggestion: string | undefined | null
  message: string | undefined
}

/**
 * The issue of a value the parser refused. Nothing is worked out until a
 * field is read: the first read of `code`, `offset` or `error` reads the
 * kept walk's explanation (where and why, in the schema's catalog);
 * `suggestion` runs `suggestFix`; `message` is the sentence (the technical
 * one with "Did you mean …?" when there is a fix, which only it reads). Each
 * is kept once made. So a form that checks on every keystroke and shows the
 * message when the field is left pays for reading the value once until then.
 *
 * A class, its fields getters of its prototype (enumerable, and in `toJSON`,
 * so `JSON.stringify` shows them all): an object with getters of its own costs
 * one accessor defined at run time per field, about 2 µs an issue in V8 (an
 * object literal's `get` as much as `Object.defineProperty`), more than the
 * regular expression that refused the value.
 */
/**
 * Where a refused value's issue keeps its work: a property of its own under a
 * symbol, not a private field, which would make every getter throw when read
 * through a Proxy that passes itself as `this` (Vue's reactive state does).
 */
const REFUSAL: unique symbol = Symbol('typed-uri refusal')

/** Whether a sentence ends with its own stop. Asked only when something follows it: reading a character of a sentence made by joining pieces joins them into one string. */
const endsSentence = (text: string): boolean => {
  const last = text.charCodeAt(text.length - 1)
  return last === 0x2e || last === 0x3f || last === 0x21
}

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
    if (r.message === undefined) {
      const { w } = r
      const code = made(r).code
      const base = w.web && code === 'missing-scheme' ? (w.technical ? technicalWebMessages : plainWebMessages)['missing-scheme']({ text: '', web: true }) : sentence(r)
      // The technical sentences end as 0.2.0's did, with the fix; a plain sentence (or one's own catalog's) already
      // says what to do, in the words a form shows, and the corrected value is `suggestion`'s to offer, read only then.
      const s = w.technical ? suggested(r) : undefined
      r.message = s === undefined ? base : `${base}${endsSentence(base) ? '' : '.'} Did you mean "${s}"?`
    }
    return r.message
  }
  get suggestion(): string | undefined {
    return suggested(this[REFUSAL])
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

/** The facts of the error, their sentence left empty: it is made in the schema's catalog when read (`worded`). */
const made = (r: Refusal): UriError => {
  if (r.facts === undefined) {
    if (r.make !== null || r.explain === null) r.facts = (r.make as () => UriError)()
    else {
      const e = explained(r, r.explain)
      r.facts = makeUriError(r.input, r.rule, e.offset, e.expected, e.rulePath, UNWORDED)
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

/** The error's sentence in the schema's catalog (English for a code it has no function for, as `withMessages`), made once. */
const sentence = (r: Refusal): string => {
  if (r.sentence === undefined) {
    const facts = made(r)
    const f = (r.w.catalog as Partial<MessageCatalog>)[facts.code]
    r.sentence = (typeof f === 'function' ? f : englishMessages[facts.code])(facts)
  }
  return r.sentence
}

/**
 * The error in the schema's catalog: `withMessages(catalog)` of the facts, its
 * sentence the one the message holds. The facts are this refusal's own object
 * (made with an empty sentence), so the sentence is written into it rather than
 * into a copy: a spread of an error's fourteen fields cost as much as its sentence.
 */
const worded = (r: Refusal): UriError => {
  if (r.error === undefined) {
    const message = sentence(r)
    const facts = made(r) as { -readonly [K in keyof UriError]: UriError[K] }
    facts.message = message
    r.error = facts
  }
  return r.error
}

const suggested = (r: Refusal): string | undefined => {
  if (r.suggestion === null) r.suggestion = (r.w.web ? webFixOf : fixOf)(r.input, made(r))
  return r.suggestion
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
    sentence: undefined,
    error: undefined,
    suggestion: null,
    message: undefined,
  })

/** The issue of a web address's rule or a scheme that runs code: a sentence of its own, worked out when read. */
const faultIssue = (fault: WebFault, web: boolean, technical: boolean): UriIssue => {
  let message: string | undefined
  return {
    code: fault.code,
    offset: fault.offset,
    get message(): string {
      if (message === undefined) message = (technical ? technicalWebMessages : plainWebMessages)[fault.code]({ text: fault.text, web })
      return message
    },
  }
}

/** The schemes option, as the policy's default scheme list. */
const withSchemes = (p: PolicyOptions, schemes: readonly string[] | undefined): PolicyOptions =>
  schemes === undefined || Object.prototype.hasOwnProperty.call(p, 'schemes') ? p : { ...p, schemes }

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

/**
 * A Standard Schema v1 validator for a URI typed into a form: `{ value }` for
 * a valid one (its text, or its tree with `output: 'tree'`), else `{ issues }`
 * with a sentence (plain words by default, the parser's with
 * `messages: 'technical'`), code, offset and suggestion. Its input type is `string` (what a form field holds); validation is
 * synchronous and never throws: a value that is not a string is an issue, and
 * options of the wrong kind make every value an `invalid-options` issue that
 * says which. A valid value whose output is its text is checked without
 * building its tree (the regular expression `isValid` runs); an issue's
 * sentence and suggestion are worked out when first read.
 *
 * @example
 * uriSchema()['~standard'].validate('https://example.com/')        // { value: 'https://example.com/' }
 * uriSchema({ schemes: ['https'] })['~standard'].validate('ftp://x/') // { issues: [{ code: 'scheme-not-allowed', … }] }
 * uriSchema({ web: true })['~standard'].validate('example.com')     // { issues: [{ code: 'missing-scheme', message: 'Enter a web address that starts with https://, …' }] }
 *
 * @since 0.2.0
 * @category adapters
 */
export function uriSchema(options?: UriSchemaOptions & { readonly output?: 'text' }): StandardSchemaV1<string, string>
/**
 * @since 0.2.0
 * @category adapters
 */
export function uriSchema(options: UriSchemaOptions & { readonly output: 'tree' }): StandardSchemaV1<string, UriReference>
/**
 * @since 0.2.0
 * @category adapters
 */
export function uriSchema(options?: UriSchemaOptions): StandardSchemaV1<string, string | UriReference>
/**
 * @since 0.2.0
 * @category adapters
 */
export function uriSchema(options: UriSchemaOptions = {}): StandardSchemaV1<string, string | UriReference> {
  const read = ownOptions(options, KINDS)
  const chosen = catalogOption(options, 'plain')
  const o = read._tag === 'Right' ? read.right : {}
  const tidy = o.fromUserInput === true
  const web = o.web === true
  const ruleClash = web && o.rule !== undefined && o.rule !== 'URI' && o.rule !== 'IRI'
  const clash = tidy && (o.iri === true || o.zoneIds === true)
  if (read._tag === 'Left' || chosen._tag === 'Left' || clash || ruleClash) {
    const [option, why] =
      read._tag === 'Left'
        ? [badOption(options, KINDS), read.left]
        : chosen._tag === 'Left'
          ? ['messages', chosen.left]
          : clash
            ? ['fromUserInput', 'The option "fromUserInput" cannot be combined with "iri" or "zoneIds".']
            : ['rule', `With "web", the option "rule" must be "URI" or "IRI" (a web address is a URI); got ${JSON.stringify(o.rule)}.`]
    const e = makeOptionsError('', o.rule ?? 'URI', option, why)
    const issue: UriIssue = { message: e.message, code: 'invalid-options', offset: 0, error: e }
    return validator(() => failure([issue]))
  }
  const { catalog } = chosen.right
  const technical = catalog === englishMessages
  const rule = o.rule ?? 'URI'
  const maxLength = o.maxLength ?? FORM_MAX_LENGTH
  const refuseScripts = web || o.scriptSchemes === 'refuse'
  const schemes = o.schemes?.map((s) => s.toLowerCase())
  const check = o.policy === undefined ? null : policy(withSchemes(o.policy, o.schemes))
  const iri = o.iri === true
  const zoneIds = o.zoneIds === true
  const parse = parseWith({ rule, maxLength, iri, zoneIds })
  const errorRule = iri ? iriRuleOf(rule) : rule
  const test = validatorFor(errorRule, zoneIds)
  const explain = explainerFor(errorRule, zoneIds)
  const defaultScheme = o.defaultScheme
  const tidied = { rule, maxLength, ...(defaultScheme === undefined ? {} : { defaultScheme }) }
  const wording: Wording = { catalog, technical, web }
  /** The tree is built only when something reads it: the policy, or `output: 'tree'`. */
  const needsTree = check !== null || o.output === 'tree'
  /** The value's text (tidied, with `fromUserInput`) and tree, or its issue. */
  const readValue = (value: string): Either<UriIssue, { readonly text: string; readonly tree: UriReference | null }> => {
    if (tidy) {
      const r = fromUserInput(tidied)(value)
      return r._tag === 'Left' ? left(issueOf(value, () => r.left, wording)) : right({ text: r.right.text, tree: r.right.uri })
    }
    const r = parse(value)
    return r._tag === 'Left' ? left(issueOf(value, () => r.left, wording)) : right({ text: value, tree: r.right })
  }
  /** The checks on the text of a value the grammar accepted: a web address's rules, a scheme that runs code, the schemes listed. */
  const textChecks = web || refuseScripts || schemes !== undefined
  const textIssue = (text: string): UriIssue | null => {
    if (web || refuseScripts) {
      const fault = web ? webFaultOf(text) : scriptSchemeOf(text) === null ? null : ({ code: 'script-scheme', offset: 0, text: text.slice(0, text.indexOf(':')) } as const)
      if (fault !== null) return faultIssue(fault, web, technical)
    }
    if (schemes !== undefined) {
      const scheme = schemeText(text)
      if (scheme !== null && !schemes.includes(scheme.toLowerCase())) {
        const list = schemes.length === 0 ? 'none is' : `${schemes.length === 1 ? 'only' : 'one of'} ${schemes.join(', ')} ${schemes.length === 1 ? 'is' : 'are'}`
        return { message: `The scheme "${scheme}" is not allowed here; ${list} accepted.`, code: 'scheme-not-allowed', offset: 0 }
      }
    }
    return null
  }
  /** A value whose output is its own text: the regular expression and the text's checks, no tree, nothing allocated on success but the result. */
  const quick = !tidy && !needsTree
  return validator((value) => {
    if (typeof value !== 'string') return failure([notAString(value)])
    if (quick) {
      if (value.length > maxLength) return failure([issueOf(value, () => makeTooLongError(value, errorRule, maxLength, UNWORDED), wording)])
      if (!test(value)) return failure([refusedIssue(value, explain, errorRule, wording)])
      const bad = textChecks ? textIssue(value) : null
      return bad === null ? { value } : failure([bad])
    }
    const got = readValue(value)
    if (got._tag === 'Left') return failure([got.left])
    const { text, tree } = got.right
    const bad = textChecks ? textIssue(text) : null
    if (bad !== null) return failure([bad])
    if (check !== null && tree !== null) {
      const p = check(tree)
      if (p._tag === 'Left') return failure(p.left.map((v) => ({ message: v.message, code: v.code, offset: Math.max(0, v.span.start) })))
    }
    return { value: o.output === 'tree' && tree !== null ? tree : text }
  })
}

/**
 * A Standard Schema v1 validator for an RFC 6570 URI Template
 * (`typed-uri/template`'s `parseTemplate`): `{ value }` with the template's
 * text, or one issue with the exact sentence (an unclosed "{", a reserved
 * operator, a bad prefix length or variable name).
 *
 * @example
 * import { uriTemplateSchema } from 'typed-uri/standard-schema'
 * const schema = uriTemplateSchema()
 * schema['~standard'].validate('/users/{id}')   // { value: '/users/{id}' }
 *
 * @since 0.2.0
 * @category adapters
 */
export function uriTemplateSchema(options?: { readonly output?: 'text' }): StandardSchemaV1<string, string>
/**
 * @since 0.2.0
 * @category adapters
 */
export function uriTemplateSchema(options: { readonly output: 'tree' }): StandardSchemaV1<string, Template>
/**
 * @since 0.2.0
 * @category adapters
 */
export function uriTemplateSchema(options: { readonly output?: 'text' | 'tree' } = {}): StandardSchemaV1<string, string | Template> {
  const tree = typeof options === 'object' && options !== null && options.output === 'tree'
  return validator((value) => {
    if (typeof value !== 'string') return failure([notAString(value)])
    const r = parseTemplate(value)
    if (r._tag === 'Left') return failure([{ message: r.left.message, code: r.left.code, offset: r.left.offset, error: r.left }])
    return { value: tree ? r.right : value }
  })
}

/**
 * An issue as a code frame for a log or a terminal (`formatError`'s), or its
 * sentence when it has no parser error.
 *
 * @example
 * import { formatIssue, uriSchema, type UriIssue } from 'typed-uri/standard-schema'
 * const input = 'http://a b'
 * const result = uriSchema()['~standard'].validate(input) as { issues?: readonly UriIssue[] }
 * result.issues?.[0] ? formatIssue(input, result.issues[0]) : ''
 * // 'http://a b\n        ^\nRemove the space after …': a code frame with a caret under the space, then the message
 *
 * @since 0.2.0
 * @category adapters
 */
export const formatIssue = (input: string, issue: UriIssue): string => (issue.error === undefined ? issue.message : formatError(input)(issue.error))

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
): StandardSchemaV1<
  { -readonly [K in keyof F]: F[K] extends StandardSchemaV1<infer I, unknown> ? I : never },
  { -readonly [K in keyof F]: F[K] extends StandardSchemaV1<unknown, infer O> ? O : never }
> =>
  validator((value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value))
      return failure([{ message: `Expected the form's values as an object; got ${describeValue(value)}.`, code: 'not-a-string', offset: 0 }])
    const out: Record<string, unknown> = {}
    const issues: StandardSchemaV1.Issue[] = []
    for (const key of Object.keys(fields)) {
      const own = Object.prototype.hasOwnProperty.call(value, key) ? (value as Record<string, unknown>)[key] : undefined
      const r = fields[key]['~standard'].validate(own)
      if (r instanceof Promise) {
        issues.push({ message: `The schema of "${key}" answers asynchronously; formSchema needs synchronous ones.`, path: [key] })
        continue
      }
      // The issue with the field's key before its path, still lazy: a refused value's issue shares its work with the copy; another's own fields are copied as they are (a getter stays a getter).
      if (r.issues !== undefined)
        for (const i of r.issues) {
          const path = [key, ...(i.path ?? [])]
          issues.push(i instanceof RefusedIssue ? i.at(path) : withPath(i, path))
        }
      else out[key] = r.value
    }
    return issues.length > 0 ? { issues } : { value: out as never }
  })
