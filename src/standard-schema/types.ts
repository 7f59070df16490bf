/**
 * The types of `typed-uri/standard-schema`: Standard Schema v1's shape, the
 * issue a schema gives, and `uriSchema`'s options (re-exported by index.ts).
 *
 * @since 0.4.0
 */
import type { Either } from 'fp-ts/lib/Either.js'
import type { ReadonlyNonEmptyArray } from 'fp-ts/lib/ReadonlyNonEmptyArray.js'
import type { Uri, UriReference } from '../model/ast.ts'
import type { EntryRule, UriError, UriErrorCode } from '../error/facts.ts'
import type { GrammarFeature } from '../grammar/features.ts'
import type { Catalog } from '../messages/catalog.ts'
import type { PolicyViolation, PolicyViolationCode } from '../security/policy.ts'
import type { suggestFix } from '../input/suggest.ts'
import type { fromUserInput } from '../input/user-input.ts'
import type { WebFaultCode } from '../reading/web.ts'
import type { PublicCheck } from './public.ts'

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
 * the scheme to a value typed without one), the output is the tidied text and every issue points into the
 * value as typed (a web address's faults, a public site's and a policy's included); `zoneIds` from `typed-uri/iri` reads RFC 6874's zone identifiers in IPv6 literals. The two do
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
