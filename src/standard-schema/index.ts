/**
 * `typed-uri/standard-schema`: URI validators for every library that reads
 * Standard Schema v1 (https://standardschema.dev: react-hook-form, TanStack
 * Form, tRPC, Hono and others), with this library's exact messages. Each
 * issue's `message` is the parser's sentence (where, what was found, what
 * could come there, what a browser would do) with a "Did you mean …?" when
 * `suggestFix` has one; it also carries the error's `code`, `offset` and
 * `suggestion`, for a form that marks the character or offers the fix.
 *
 * The types are written here to the published shape of `@standard-schema/spec`
 * 1.x, so the package needs no dependency for them (spec/standard-schema
 * checks them against the published ones).
 *
 * @example
 * const schema = uriSchema({ schemes: ['https'] })
 * schema['~standard'].validate('https://example.com/a b')
 * // { issues: [{ message: 'Found a space at position 24 in the path (a space must be written %20); … Did you mean "https://example.com/a%20b"?',
 * //              code: 'invalid-character', offset: 23, suggestion: 'https://example.com/a%20b' }] }
 *
 * @since 0.2.0
 */
import type { Either } from 'fp-ts/lib/Either.js'
import type { UriReference } from '../ast.ts'
import { right } from '../either.ts'
import { describeValue, formatError, makeOptionsError, type EntryRule, type UriError, type UriErrorCode } from '../error.ts'
import { englishMessages, type MessageCatalog } from '../messages.ts'
import { badOption, ownOptions, type OptionKinds } from '../options.ts'
import { FORM_MAX_LENGTH } from '../parse.ts'
import { ENTRY_RULES, parseWith } from '../parsers.ts'
import { policy, type PolicyOptions, type PolicyViolationCode } from '../security/policy.ts'
import { suggestFix } from '../suggest.ts'
import { parseTemplate } from '../template/parse.ts'
import type { Template } from '../template/ast.ts'
import { fromUserInput } from '../user-input.ts'

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
 * 7), and `not-a-string` for a value that is not text (a number, `undefined`).
 *
 * @since 0.2.0
 * @category model
 */
export type UriIssueCode = UriErrorCode | PolicyViolationCode | 'not-a-string'

/**
 * One issue: the sentence for a person, and the facts for a form.
 *
 * @since 0.2.0
 * @category model
 */
export interface UriIssue extends StandardSchemaV1.Issue {
  readonly code: UriIssueCode
  /** 0-based UTF-16 index into the value: where to put the caret or the `<mark>`. */
  readonly offset: number
  /** The value corrected, when `suggestFix` finds one correction that makes it valid. */
  readonly suggestion?: string
  /** The parser's error, for `formatError` or a catalog of one's own; absent for a policy's issue. */
  readonly error?: UriError
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
  /** The catalog the parser's sentences come from; English when absent. */
  readonly messages?: MessageCatalog
  /** What a valid value gives: its `text` (the default; tidied when `fromUserInput`), or the parsed `tree`. */
  readonly output?: 'text' | 'tree'
}

const KINDS: OptionKinds<UriSchemaOptions> = {
  rule: ENTRY_RULES,
  iri: 'boolean',
  zoneIds: 'boolean',
  schemes: 'strings',
  maxLength: 'length',
  policy: 'object',
  fromUserInput: 'boolean',
  defaultScheme: 'string',
  messages: 'object',
  output: ['text', 'tree'],
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

/** The issue for a parser's error: its sentence, and the fix when there is one. */
const issueOf = (input: string, error: UriError): UriIssue => {
  const fix = error.code === 'too-long' || error.code === 'invalid-options' ? null : suggestFix(input)(error)
  const suggestion = fix !== null && fix._tag === 'Some' ? fix.value : undefined
  return {
    message: suggestion === undefined ? error.message : `${error.message} Did you mean "${suggestion}"?`,
    code: error.code,
    offset: error.offset,
    error,
    ...(suggestion === undefined ? {} : { suggestion }),
  }
}

/** The schemes option, as the policy's default scheme list. */
const withSchemes = (p: PolicyOptions, schemes: readonly string[] | undefined): PolicyOptions =>
  schemes === undefined || Object.prototype.hasOwnProperty.call(p, 'schemes') ? p : { ...p, schemes }

/**
 * A Standard Schema v1 validator for a URI typed into a form: `{ value }` for
 * a valid one (its text, or its tree with `output: 'tree'`), else `{ issues }`
 * with the parser's exact sentence, code, offset and suggestion. Its input type is `string` (what a form field holds); validation is
 * synchronous and never throws: a value that is not a string is an issue, and
 * options of the wrong kind make every value an `invalid-options` issue that
 * says which.
 *
 * @example
 * uriSchema()['~standard'].validate('https://example.com/')        // { value: 'https://example.com/' }
 * uriSchema({ schemes: ['https'] })['~standard'].validate('ftp://x/') // { issues: [{ code: 'scheme-not-allowed', … }] }
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
  const o = read._tag === 'Right' ? read.right : {}
  const tidy = o.fromUserInput === true
  const clash = tidy && (o.iri === true || o.zoneIds === true)
  if (read._tag === 'Left' || clash) {
    const why = read._tag === 'Left' ? read.left : 'The option "fromUserInput" cannot be combined with "iri" or "zoneIds".'
    const e = makeOptionsError('', o.rule ?? 'URI', read._tag === 'Left' ? badOption(options, KINDS) : 'fromUserInput', why)
    const issue: UriIssue = { message: e.message, code: 'invalid-options', offset: 0, error: e }
    return validator(() => failure([issue]))
  }
  const rule = o.rule ?? 'URI'
  const maxLength = o.maxLength ?? FORM_MAX_LENGTH
  const messages = o.messages ?? englishMessages
  const schemes = o.schemes?.map((s) => s.toLowerCase())
  const check = o.policy === undefined ? null : policy(withSchemes(o.policy, o.schemes))
  const parse = parseWith({ rule, maxLength, messages, iri: o.iri === true, zoneIds: o.zoneIds === true })
  const defaultScheme = o.defaultScheme
  const tidied = { rule, maxLength, messages, ...(defaultScheme === undefined ? {} : { defaultScheme }) }
  /** The value's text (tidied, with `fromUserInput`) and tree, or the parser's error. */
  const readValue = (value: string): Either<UriError, { readonly text: string; readonly tree: UriReference }> => {
    if (!tidy) {
      const r = parse(value)
      return r._tag === 'Left' ? r : right({ text: value, tree: r.right })
    }
    const r = fromUserInput(tidied)(value)
    return r._tag === 'Left' ? r : right({ text: r.right.text, tree: r.right.uri })
  }
  return validator((value) => {
    if (typeof value !== 'string') return failure([notAString(value)])
    const got = readValue(value)
    if (got._tag === 'Left') return failure([issueOf(value, got.left)])
    const { text, tree } = got.right
    if (schemes !== undefined && tree._tag === 'Uri' && !schemes.includes(tree.scheme.raw.toLowerCase())) {
      const list = schemes.length === 0 ? 'none is' : `${schemes.length === 1 ? 'only' : 'one of'} ${schemes.join(', ')} ${schemes.length === 1 ? 'is' : 'are'}`
      return failure([{ message: `The scheme "${tree.scheme.raw}" is not allowed here; ${list} accepted.`, code: 'scheme-not-allowed', offset: tree.scheme.start }])
    }
    if (check !== null) {
      const p = check(tree)
      if (p._tag === 'Left') return failure(p.left.map((v) => ({ message: v.message, code: v.code, offset: Math.max(0, v.span.start) })))
    }
    return { value: o.output === 'tree' ? tree : text }
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
 * // 'http://a b\n        ^\n' and the message: a code frame with a caret under the space
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
      if (r.issues !== undefined) for (const i of r.issues) issues.push({ ...i, path: [key, ...(i.path ?? [])] })
      else out[key] = r.value
    }
    return issues.length > 0 ? { issues } : { value: out as never }
  })
