/**
 * `typed-uri/valibot`: this library's URI checks as valibot (v1) actions, for
 * `v.pipe(v.string(), uri())`: `uri` for an absolute URI (RFC 3986 section
 * 3), `uriReference` for any URI reference, relative ones included (section
 * 4.1), and `webURL` for a web address (an `http` or `https` URI with a host,
 * RFC 9110 section 4.2), as `uriSchema({ web: true })` checks it. They compose
 * as valibot's own actions do, in `v.object`, `v.array`, `v.optional`, and with
 * react-hook-form's `valibotResolver`.
 *
 * Each issue is a valibot issue (`kind`, `type`, `input`, `expected`,
 * `received`, `message`, `path` …) with this library's facts beside them, as
 * fields of its own: `code` (what went wrong, for a program), `offset` (the
 * 0-based UTF-16 index into the value: where to put the caret or the `<mark>`),
 * `error` (the parser's facts, when the issue has them) and, with
 * `suggestFix`, `suggestion` (the value corrected). Its `message` is a
 * sentence from the catalog given as `messages` (English `plain` when none);
 * valibot's own messages (`setSpecificMessage`, a config's `message`) come after
 * an action's own, so the catalog's sentence is the one shown. `expected` is
 * `null` and `received` the value in quotes, as valibot's `url()` gives them.
 *
 * The checks are `uriSchema`'s (`typed-uri/standard-schema`): each action runs
 * one made from its options, so the same value gets the same code, offset and
 * sentence in either. Nothing of valibot is imported at run time (its types
 * only), so the adapter adds nothing of valibot to a bundle.
 *
 * @example
 * import * as v from 'valibot'
 * import { webURL } from 'typed-uri/valibot'
 * const Profile = v.object({ homepage: v.pipe(v.string(), webURL()) })
 * const r = v.safeParse(Profile, { homepage: 'example.com' })
 * // r.issues[0]: { type: 'web_url', code: 'missing-scheme', offset: 0,
 * //               message: 'Enter a web address that starts with https://, like https://www.example.com', … }
 *
 * @since 0.4.0
 */
import type * as v from 'valibot'
import { seen } from '../base/options.ts'
import type { EntryRule, UriError } from '../error/facts.ts'
import { makeOptionsError } from '../error/make.ts'
import type { GrammarFeature } from '../grammar/features.ts'
import { describeError } from '../messages/describe.ts'
import { formPlain } from '../messages/en/form.ts'
import { catalogOptionOr } from '../messages/option.ts'
import type { CommonSchemaOptions, TidySchemaOptions, UriIssue, UriIssueCode } from '../standard-schema/types.ts'
import type { PublicCheck } from '../standard-schema/public.ts'
import { schemaWith, type SchemaParts } from '../standard-schema/schema.ts'
import { REFERENCE_PARTS, URI_PARTS, WEB_PARTS } from '../standard-schema/parts.ts'
import { passesOf, type Passes } from '../standard-schema/passes.ts'

// The public-site check `webURL({ public: publicSite })` takes, from here too: one import for a valibot form.
export { publicSite, type PublicCheck } from '../standard-schema/public.ts'

// ---------------------------------------------------------------------------
// model
// ---------------------------------------------------------------------------

/**
 * The `type` of an action and of its issues, in valibot's words (`url`, `min_length`): `uri`,
 * `uri_reference` or `web_url`.
 *
 * @example
 * const type: UriActionType = 'web_url'
 *
 * @since 0.4.0
 * @category adapters
 */
export type UriActionType = 'uri' | 'uri_reference' | 'web_url'

/**
 * An issue of `uri`, `uriReference` or `webURL`: a valibot issue, with the facts of this library as fields
 * of its own (plain data: a spread, `JSON.stringify`, `structuredClone` and valibot's `v.cache` keep them).
 *
 * @example
 * import * as v from 'valibot'
 * import { uri, type UriActionIssue } from 'typed-uri/valibot'
 * const r = v.safeParse(v.pipe(v.string(), uri()), 'http://a b')
 * const issue = r.issues?.[0] as UriActionIssue | undefined
 * issue?.code    // 'invalid-character'
 * issue?.offset  // 8
 *
 * @since 0.4.0
 * @category adapters
 */
export interface UriActionIssue<TType extends UriActionType = UriActionType> extends v.BaseIssue<string> {
  /** `validation`; `transformation` for an action given `fromUserInput`, which tidies the value. */
  readonly kind: 'validation' | 'transformation'
  readonly type: TType
  /** As valibot's `url()` gives it: no expectation in words (the sentence says it). */
  readonly expected: null
  /** The value in double quotes, as valibot writes a string. */
  readonly received: string
  /** The action's test: whether a value passes. */
  readonly requirement: (input: string) => boolean
  /** What went wrong, for a program: `uriSchema`'s codes (`invalid-character`, `missing-scheme`, `port-out-of-range`, `invalid-options` …). */
  readonly code: UriIssueCode
  /** 0-based UTF-16 index into the value (as typed, with `fromUserInput`): where to put the caret or the `<mark>`. */
  readonly offset: number
  /** The parser's facts, for `formatError` or a catalog of one's own; absent for a web address's fault, a scheme not listed and a policy's violation. */
  readonly error?: UriError | undefined
  /** The value corrected, when the action was given `suggestFix` and one correction makes it valid. */
  readonly suggestion?: string | undefined
}

/**
 * The action `uri()`, `uriReference()` or `webURL()` gives: a valibot validation action for
 * `v.pipe(v.string(), …)`.
 *
 * @example
 * import * as v from 'valibot'
 * import { uri, type UriValidation } from 'typed-uri/valibot'
 * const action: UriValidation<'uri'> = uri()
 * v.is(v.pipe(v.string(), action), 'mailto:a@example.com')   // true
 *
 * @since 0.4.0
 * @category adapters
 */
export interface UriValidation<TType extends UriActionType = UriActionType> extends v.BaseValidation<string, string, UriActionIssue<TType>> {
  readonly type: TType
  readonly expects: null
  /** Whether a value passes: what the action checks, as a function. */
  readonly requirement: (input: string) => boolean
}

/**
 * The action an action's options with `fromUserInput` give: it tidies the value (trims it, unwraps `<…>`,
 * adds `defaultScheme` …), checks the tidied text, and passes it on: a valibot transformation.
 *
 * @example
 * import * as v from 'valibot'
 * import { fromUserInput } from 'typed-uri'
 * import { webURL, type UriTransformation } from 'typed-uri/valibot'
 * const tidy: UriTransformation<'web_url'> = webURL({ fromUserInput, defaultScheme: 'https' })
 * v.parse(v.pipe(v.string(), tidy), ' www.example.com ')   // 'https://www.example.com'
 *
 * @since 0.4.0
 * @category adapters
 */
export interface UriTransformation<TType extends UriActionType = UriActionType> extends v.BaseTransformation<string, string, UriActionIssue<TType>> {
  readonly type: TType
  /** Whether a value passes (as typed, tidied first). */
  readonly requirement: (input: string) => boolean
}

/**
 * The options every action takes: `uriSchema`'s, but its `output` (an action passes text on; valibot's
 * `v.transform(parse)` gives a tree).
 *
 * @example
 * import { suggestFix } from 'typed-uri'
 * import { plain as de } from 'typed-uri/messages/de'
 * const common: ActionOptions = { schemes: ['https'], maxLength: 2048, suggestFix, messages: de }
 *
 * @since 0.4.0
 * @category adapters
 */
export type ActionOptions = Omit<CommonSchemaOptions, 'output' | 'scriptSchemes'> & TidySchemaOptions

/**
 * The options of `uri`: the common ones, `scriptSchemes`, and the rule, `URI` (the default, section 3) or
 * `absolute-URI` (no fragment, section 4.3), each read as its IRI twin with `iri` (from `typed-uri/iri`).
 *
 * @example
 * import { iri } from 'typed-uri/iri'
 * const options: UriActionOptions = { iri, rule: 'absolute-URI', scriptSchemes: 'refuse' }
 *
 * @since 0.4.0
 * @category adapters
 */
export type UriActionOptions = ActionOptions &
  Pick<CommonSchemaOptions, 'scriptSchemes'> &
  ({ readonly iri?: undefined; readonly rule?: 'URI' | 'absolute-URI' } | { readonly iri: GrammarFeature<'iri'>; readonly rule?: 'URI' | 'absolute-URI' | 'IRI' | 'absolute-IRI' })

/**
 * The options of `uriReference`: the common ones, `scriptSchemes`, and the rule, `URI-reference` (the
 * default, section 4.1) or `relative-ref` (section 4.2), each read as its IRI twin with `iri`.
 *
 * @example
 * const options: UriReferenceActionOptions = { rule: 'relative-ref', maxLength: 2048 }
 *
 * @since 0.4.0
 * @category adapters
 */
export type UriReferenceActionOptions = ActionOptions &
  Pick<CommonSchemaOptions, 'scriptSchemes'> &
  (
    | { readonly iri?: undefined; readonly rule?: 'URI-reference' | 'relative-ref' }
    | { readonly iri: GrammarFeature<'iri'>; readonly rule?: 'URI-reference' | 'relative-ref' | 'IRI-reference' | 'irelative-ref' }
  )

/**
 * The options of `webURL`: the common ones, `iri` (an international web address), and `public`:
 * `true` (or the check `publicSite`, from here or `typed-uri/standard-schema`) refuses what is not a public site's address
 * (localhost, loopback, private, link-local and other special-use addresses in every spelling a client
 * reads, and single-label hosts) with a `not-public` issue, as `uriSchema({ web: true, public: publicSite })`
 * does. A value a form imports, so a form that does not ask for it does not ship it. The schemes that run
 * code are always refused.
 *
 * @example
 * import { publicSite } from 'typed-uri/valibot'
 * const options: WebURLActionOptions = { public: publicSite, schemes: ['https'] }
 *
 * @since 0.4.0
 * @category adapters
 */
export type WebURLActionOptions = ActionOptions & { readonly iri?: GrammarFeature<'iri'>; readonly public?: true | PublicCheck }

// ---------------------------------------------------------------------------
// options
// ---------------------------------------------------------------------------

/** The options an action passes on to `uriSchema`: its own names, no others (`output` is not one: the value stays text). */
const COMMON_KEYS = ['iri', 'zoneIds', 'schemes', 'maxLength', 'policy', 'suggestFix', 'messages', 'fromUserInput', 'defaultScheme'] as const
const URI_KEYS: readonly string[] = [...COMMON_KEYS, 'rule', 'scriptSchemes']
const WEB_KEYS: readonly string[] = [...COMMON_KEYS, 'public']

/** The rules each action reads, RFC 3986's and (with `iri`) RFC 3987's twins; the first is its default. */
const URI_RULES: readonly EntryRule[] = ['URI', 'absolute-URI', 'IRI', 'absolute-IRI']
const REFERENCE_RULES: readonly EntryRule[] = ['URI-reference', 'relative-ref', 'IRI-reference', 'irelative-ref']

/**
 * What an option whose reading throws (a getter, a Proxy's trap) is passed on as: a value no option takes,
 * so `uriSchema` refuses that option as it refuses any value not of its kind, with its own reason.
 */
const UNREADABLE: object = Object.freeze({})

/**
 * The options as plain data, read once: the action's own names, each an own property, a read that throws
 * made `UNREADABLE`. Options that are not an object are passed on as they are, for `uriSchema` to refuse.
 */
const readOptions = (given: unknown, keys: readonly string[]): unknown => {
  if (given === undefined) return {}
  if (typeof given !== 'object' || given === null) return given
  const out: Record<string, unknown> = {}
  for (const key of keys) {
    try {
      if (!Object.prototype.hasOwnProperty.call(given, key)) continue
      const value: unknown = (given as Record<string, unknown>)[key]
      if (value !== undefined) out[key] = value
    } catch {
      out[key] = UNREADABLE
    }
  }
  return out
}

/** The catalog of an action's options, as `uriSchema` reads it: the one given, or the English sentences a form can show (`formPlain`). */
const formCatalogOption = /* @__PURE__ */ catalogOptionOr(formPlain)

/** What an action runs: `uriSchema`'s validate (synchronous, never throwing on a value). */
type Validate = (value: unknown) => { readonly value?: unknown; readonly issues?: readonly UriIssue[] }

/** A schema as an action holds it: its validate (a schema `uriSchema` made also has a quick answer, `passesOf`). */
type Schema = { readonly '~standard': { readonly validate: Validate } }

/** The one issue of options an action itself refuses (a rule not its own), worded from the catalog given. */
const refuseEvery = (issue: UriIssue): Schema => ({ '~standard': { validate: () => ({ issues: [issue] }) } })

/**
 * `uriSchema` made from plain options; should reading a feature or a catalog inside it throw (a Proxy
 * given as `iri`), each option that throws alone is passed on as `UNREADABLE`, for its own reason.
 */
const schemaOf = (parts: SchemaParts, options: Readonly<Record<string, unknown>>): Schema => {
  try {
    return schemaWith(parts)(options as never) as Schema
  } catch {
    const safe: Record<string, unknown> = {}
    for (const key of Object.keys(options)) {
      try {
        schemaWith(parts)({ [key]: options[key] } as never)
        safe[key] = options[key]
      } catch {
        safe[key] = UNREADABLE
      }
    }
    return schemaWith(parts)(safe as never) as Schema
  }
}

/**
 * The schema of an action's options: `uriSchema`'s, with the action's rule (its default when none; one
 * of its own, else every value is an `invalid-options` issue) and `fixed` (`web: true` for `webURL`).
 */
const schemaFor = (parts: SchemaParts, read: unknown, rules: readonly EntryRule[] | null, fixed: Readonly<Record<string, unknown>>): Schema => {
  // Options that are not an object: uriSchema's own issue says so.
  if (typeof read !== 'object' || read === null) return schemaOf(parts, read as never)
  const options = read as Readonly<Record<string, unknown>>
  if (rules === null) return schemaOf(parts, { ...options, ...fixed })
  // Only an absent rule is the default: null is a value, refused as uriSchema refuses it.
  const rule = options.rule === undefined ? rules[0] : options.rule
  const chosen = formCatalogOption(options)
  // A catalog that is not one is uriSchema's issue (worded in plain); a rule not of this action is ours, worded from the catalog.
  if (chosen._tag === 'Right' && !(rules as readonly unknown[]).includes(rule)) {
    const error = makeOptionsError('', rules[0], { kind: 'option-not-of-kind', option: 'rule', entry: 'option', must: rules.slice(0, 2), got: seen(rule) })
    return refuseEvery({ code: 'invalid-options', offset: 0, message: describeError(chosen.right)(error), error })
  }
  return schemaOf(parts, { ...options, ...fixed, rule })
}

// ---------------------------------------------------------------------------
// actions
// ---------------------------------------------------------------------------

/** A value as valibot's issues show it received (`_stringify`'s way for a string: in double quotes). */
const receivedOf = (value: unknown): string => (typeof value === 'string' ? `"${value}"` : typeof value)

/**
 * The action: each issue of `validate` as a valibot issue with our facts beside it, read once, when the
 * value is refused (valibot's issues are plain data, a string message among them). With `fromUserInput`,
 * a transformation that passes the tidied text on.
 */
const actionOf = (
  type: UriActionType,
  reference: (...args: never[]) => unknown,
  given: unknown,
  keys: readonly string[],
  rules: readonly EntryRule[] | null,
  fixed: Readonly<Record<string, unknown>>,
  parts: SchemaParts,
): UriValidation | UriTransformation => {
  const read = readOptions(given, keys)
  const schema = schemaFor(parts, read, rules, fixed)
  const validate = schema['~standard'].validate
  const passes: Passes | null = passesOf(schema)
  // Only the tidier itself makes a transformation: another value is uriSchema's invalid-options issue, for every value.
  const tidies = typeof read === 'object' && read !== null && typeof (read as Record<string, unknown>).fromUserInput === 'function'
  const kind = tidies ? 'transformation' : 'validation'
  const requirement = (input: string): boolean => validate(input).issues === undefined
  const run = (dataset: v.OutputDataset<unknown, v.BaseIssue<unknown>>, config: v.Config<v.BaseIssue<unknown>>): v.OutputDataset<string, v.BaseIssue<unknown>> => {
    // As valibot's own actions: a value an earlier schema refused is not checked.
    if (!dataset.typed) return dataset as v.OutputDataset<string, v.BaseIssue<unknown>>
    const value = dataset.value
    // A value that passes as it is costs the rule's regular expression alone.
    if (passes !== null && typeof value === 'string' && passes(value)) return dataset as v.OutputDataset<string, v.BaseIssue<unknown>>
    const r = validate(value)
    if (r.issues === undefined) {
      if (tidies) dataset.value = r.value
      return dataset as v.OutputDataset<string, v.BaseIssue<unknown>>
    }
    const issues: v.BaseIssue<unknown>[] = dataset.issues ?? []
    for (const i of r.issues) {
      const issue: UriActionIssue = {
        kind,
        type,
        input: value as string,
        expected: null,
        received: receivedOf(value),
        message: i.message,
        requirement,
        path: undefined,
        issues: undefined,
        lang: config.lang,
        abortEarly: config.abortEarly,
        abortPipeEarly: config.abortPipeEarly,
        code: i.code,
        offset: i.offset,
        error: i.error,
        suggestion: i.suggestion,
      }
      issues.push(issue)
    }
    ;(dataset as { issues?: v.BaseIssue<unknown>[] }).issues = issues
    // As valibot's transformations: a value refused is not passed on as the output's type.
    if (tidies) (dataset as { typed: boolean }).typed = false
    return dataset as v.OutputDataset<string, v.BaseIssue<unknown>>
  }
  return tidies
    ? ({ kind: 'transformation', type, reference, async: false, requirement, '~run': run } as unknown as UriTransformation)
    : ({ kind: 'validation', type, reference, async: false, expects: null, requirement, '~run': run } as unknown as UriValidation)
}

/**
 * A valibot action for an absolute URI (RFC 3986 section 3: a scheme, then what follows it), for
 * `v.pipe(v.string(), uri())`: it accepts what `isValidURI` accepts (with `iri`, an absolute IRI, RFC 3987), any
 * scheme, `javascript:` included (`scriptSchemes: 'refuse'` refuses the schemes that run code; `schemes`
 * lists those accepted). Each issue carries `code`, `offset` and a sentence from `messages` (English
 * `plain` when none). With `fromUserInput`, a transformation: the value is tidied first, and the output is
 * the tidied text. Options that cannot be read make every value an `invalid-options` issue; nothing throws.
 *
 * @example
 * import * as v from 'valibot'
 * import { technical } from 'typed-uri/messages'
 * import { uri } from 'typed-uri/valibot'
 * const Link = v.pipe(v.string(), uri({ messages: technical }))
 * v.is(Link, 'urn:isbn:0451450523')   // true
 * v.safeParse(Link, 'example.com').issues?.[0]
 * // { type: 'uri', code: 'missing-scheme', offset: 11, message: 'The input begins with the host "example.com" but no scheme; …' }
 *
 * @since 0.4.0
 * @category adapters
 */
export function uri(options: UriActionOptions & { readonly fromUserInput: NonNullable<TidySchemaOptions['fromUserInput']> }): UriTransformation<'uri'>
/**
 * @since 0.4.0
 * @category adapters
 */
export function uri(options?: UriActionOptions & { readonly fromUserInput?: undefined }): UriValidation<'uri'>
/**
 * @since 0.4.0
 * @category adapters
 */
export function uri(options?: UriActionOptions): UriValidation<'uri'> | UriTransformation<'uri'>
/**
 * @since 0.4.0
 * @category adapters
 */
export function uri(options?: UriActionOptions): UriValidation<'uri'> | UriTransformation<'uri'> {
  return actionOf('uri', uri, options, URI_KEYS, URI_RULES, {}, URI_PARTS) as UriValidation<'uri'> | UriTransformation<'uri'>
}

/**
 * A valibot action for any URI reference (RFC 3986 section 4.1): what `isValid` accepts, **relative ones
 * included** (`/about`, `../a`, `example.com`), for a field that takes a link resolved against a base;
 * `rule: 'relative-ref'` asks for a relative one only. Its issues and options are `uri`'s.
 *
 * @example
 * import * as v from 'valibot'
 * import { uriReference } from 'typed-uri/valibot'
 * const Href = v.pipe(v.string(), uriReference({ scriptSchemes: 'refuse' }))
 * v.is(Href, '../about')              // true
 * v.is(Href, 'javascript:alert(1)')   // false: a script-scheme issue
 *
 * @since 0.4.0
 * @category adapters
 */
export function uriReference(options: UriReferenceActionOptions & { readonly fromUserInput: NonNullable<TidySchemaOptions['fromUserInput']> }): UriTransformation<'uri_reference'>
/**
 * @since 0.4.0
 * @category adapters
 */
export function uriReference(options?: UriReferenceActionOptions & { readonly fromUserInput?: undefined }): UriValidation<'uri_reference'>
/**
 * @since 0.4.0
 * @category adapters
 */
export function uriReference(options?: UriReferenceActionOptions): UriValidation<'uri_reference'> | UriTransformation<'uri_reference'>
/**
 * @since 0.4.0
 * @category adapters
 */
export function uriReference(options?: UriReferenceActionOptions): UriValidation<'uri_reference'> | UriTransformation<'uri_reference'> {
  return actionOf('uri_reference', uriReference, options, URI_KEYS, REFERENCE_RULES, {}, REFERENCE_PARTS) as UriValidation<'uri_reference'> | UriTransformation<'uri_reference'>
}

/**
 * A valibot action for a web address, as `uriSchema({ web: true })` and `isWebURL` check it: an `http` or
 * `https` URI (RFC 9110 section 4.2) with a non-empty host, no user information (4.2.4) and a port of at
 * most 65535; the schemes that run code refused. `http://localhost:3000/` and `http://api:8080/` are web
 * addresses; `public: true` asks for a public site's. A value typed without a scheme gets a sentence
 * that says to begin with `https://` and, with `suggestFix`, that value as its `suggestion`.
 *
 * @example
 * import * as v from 'valibot'
 * import { suggestFix } from 'typed-uri'
 * import { publicSite, webURL, type UriActionIssue } from 'typed-uri/valibot'
 * const Site = v.pipe(v.string(), webURL({ suggestFix }))
 * v.is(Site, 'http://localhost:3000/')   // true
 * const issue = v.safeParse(Site, 'www.example.com').issues?.[0] as UriActionIssue | undefined
 * issue?.suggestion   // 'https://www.example.com'
 * v.is(v.pipe(v.string(), webURL({ public: publicSite })), 'http://0x7f.1/')   // false: not a public site
 *
 * @since 0.4.0
 * @category adapters
 */
export function webURL(options: WebURLActionOptions & { readonly fromUserInput: NonNullable<TidySchemaOptions['fromUserInput']> }): UriTransformation<'web_url'>
/**
 * @since 0.4.0
 * @category adapters
 */
export function webURL(options?: WebURLActionOptions & { readonly fromUserInput?: undefined }): UriValidation<'web_url'>
/**
 * @since 0.4.0
 * @category adapters
 */
export function webURL(options?: WebURLActionOptions): UriValidation<'web_url'> | UriTransformation<'web_url'>
/**
 * @since 0.4.0
 * @category adapters
 */
export function webURL(options?: WebURLActionOptions): UriValidation<'web_url'> | UriTransformation<'web_url'> {
  return actionOf('web_url', webURL, options, WEB_KEYS, null, { web: true }, WEB_PARTS) as UriValidation<'web_url'> | UriTransformation<'web_url'>
}
