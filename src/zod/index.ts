/**
 * `typed-uri/zod`: URI fields for zod 4 (an optional peer dependency). `uri()`,
 * `uriReference()` and `webURL()` are zod string schemas that check by RFC 3986
 * (or RFC 3987 with `iri`), not by the WHATWG URL parser `z.url()` defers to:
 * `a:` and `javascript:alert(1)` are URIs, `fe80::1` is not; `webURL()` is an
 * `http` or `https` URI with a host (RFC 9110 section 4.2), `localhost` and
 * `http://my_service.internal/` included, and the schemes that run code refused.
 *
 * Each is `z.string()` with one check, so it composes as any zod string does:
 * in `z.object`, `z.array`, `.optional()`, `.pipe()`, react-hook-form's
 * `zodResolver`. The check is `uriSchema(options)`'s (`typed-uri/standard-schema`),
 * run once per value: the same grammar, the same options and the same sentences.
 * A refused value is one zod issue per fact, of zod's `custom` code, whose
 * `message` is the sentence of the catalog given (`messages`: English `plain`
 * when none) and whose `params` carry the facts: `code` (ours: `invalid-character`,
 * `missing-scheme` …), `offset` (0-based, UTF-16, into the value), `error` (the
 * error's facts, when there are any) and `suggestion` (with `suggestFix`).
 * A value that is not a string is zod's own `invalid_type` issue, in zod's words.
 * `z.toJSONSchema` gives each its JSON Schema format, as it gives `z.url()` its own: `uri`,
 * `uri-reference`, and with `iri` `iri` and `iri-reference`; none with `fromUserInput`, which accepts a
 * value that is not yet a URI.
 *
 * @example
 * import * as z from 'zod'
 * import { webURL } from 'typed-uri/zod'
 * const Profile = z.object({ name: z.string(), homepage: webURL() })
 * Profile.safeParse({ name: 'Ada', homepage: 'example.com' }).error?.issues[0]
 * // { code: 'custom', path: ['homepage'], message: 'Enter a web address that starts with https://, …',
 * //   params: { code: 'missing-scheme', offset: 11, error: { … } } }
 *
 * @since 0.4.0
 */
import * as z from 'zod'
import type { UriError } from '../error/facts.ts'
import { makeOptionsError } from '../error/make.ts'
import { seen } from '../base/options.ts'
import { describeError } from '../messages/describe.ts'
import { catalogOption } from '../messages/option.ts'
import type { UriIssue, UriIssueCode, UriSchemaOptions } from '../standard-schema/types.ts'
import { schemaWith, type SchemaParts } from '../standard-schema/schema.ts'
import { REFERENCE_PARTS, URI_PARTS, WEB_PARTS } from '../standard-schema/parts.ts'
import { passesOf, type Passes } from '../standard-schema/passes.ts'
import type { GrammarFeature } from '../grammar/features.ts'

/** `Omit` over each member of a union, so that each variant keeps its own options. */
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never

/** What a schema of this module decides itself: the rule (but `uriReference`'s), web or not, and the output (the text). */
type Decided = 'rule' | 'web' | 'output'

/**
 * The options of `uri()`: `uriSchema`'s, but the rule (a URI: a scheme and what follows, RFC 3986 section 3;
 * an IRI with `iri`), `web` (that is `webURL()`) and `output` (a zod string's output is its text; `.transform`
 * makes a tree). The catalog (`messages`), `schemes`, `maxLength`, `scriptSchemes`, `policy`, and the
 * features `iri`, `zoneIds`, `fromUserInput` (with `defaultScheme`) and `suggestFix`, each as imported.
 *
 * @example
 * import { suggestFix } from 'typed-uri'
 * import { technical } from 'typed-uri/messages'
 * const options: ZodUriOptions = { schemes: ['https', 'mailto'], messages: technical, suggestFix }
 * uri(options)
 *
 * @since 0.4.0
 * @category adapters
 */
export type ZodUriOptions = DistributiveOmit<Extract<UriSchemaOptions, { readonly web?: false }>, Decided>

/**
 * A reference's rules: any reference (RFC 3986 section 4.1) or a relative one only (4.2); with `iri`, their
 * RFC 3987 twins too (a URI rule is read as its IRI twin).
 */
type ReferenceRuleOf<O> = O extends { readonly iri: GrammarFeature<'iri'> } ? 'URI-reference' | 'relative-ref' | 'IRI-reference' | 'irelative-ref' : 'URI-reference' | 'relative-ref'

/**
 * The options of `uriReference()`: `uri()`'s, and `rule`: `'URI-reference'` (the default, any reference,
 * relative ones included: section 4.1) or `'relative-ref'` (4.2); with `iri`, `'IRI-reference'` and
 * `'irelative-ref'` too. Another rule is an `invalid-options` issue for every value.
 *
 * @example
 * const options: ZodUriReferenceOptions = { rule: 'relative-ref', scriptSchemes: 'refuse' }
 * uriReference(options)
 *
 * @since 0.4.0
 * @category adapters
 */
export type ZodUriReferenceOptions = ZodUriOptions extends infer O ? (O extends unknown ? O & { readonly rule?: ReferenceRuleOf<O> } : never) : never

/**
 * The options of `webURL()`: `uriSchema({ web: true })`'s, but the rule (a URI, or an IRI with `iri`), `web`
 * and `output`; schemes that run code are always refused. `schemes` narrows `http` and `https` further
 * (`['https']`); `public` asks for a public site, where `uriSchema` has it.
 *
 * @example
 * import { fromUserInput } from 'typed-uri'
 * const options: ZodWebURLOptions = { fromUserInput, defaultScheme: 'https', schemes: ['https'] }
 * webURL(options)
 *
 * @since 0.4.0
 * @category adapters
 */
export type ZodWebURLOptions = DistributiveOmit<Extract<UriSchemaOptions, { readonly web: true }>, Decided | 'scriptSchemes'>

/**
 * What the `params` of a zod issue of this module hold: the facts of the issue `uriSchema` gives, for a
 * form that marks the character (`offset`), a program that tells errors apart (`code`), a catalog or a code
 * frame of one's own (`error`: `describeError(catalog)(error)`, `formatError(catalog)(input)(error)`; absent
 * for a web address's fault, a scheme not listed and a policy's violation) and a "Did you mean …?" button
 * (`suggestion`, with `suggestFix`, when one correction makes the value valid). Plain data: it survives
 * `JSON.stringify` and `structuredClone`.
 *
 * @example
 * import { webURL, type ZodUriIssueParams } from 'typed-uri/zod'
 * const r = webURL().safeParse('https://exa mple.com/')
 * const params = r.error?.issues[0]?.code === 'custom' ? (r.error.issues[0].params as ZodUriIssueParams) : undefined
 * params?.offset   // 11: where the space is
 *
 * @since 0.4.0
 * @category adapters
 */
export interface ZodUriIssueParams {
  readonly code: UriIssueCode
  /** 0-based UTF-16 index into the value: where to put the caret or the `<mark>`. */
  readonly offset: number
  /** The error's facts, when the issue has an error (see `UriIssue.error`). */
  readonly error?: UriError
  /** The value corrected, with `suggestFix`, when one correction makes it valid. */
  readonly suggestion?: string
}

/** What `validate` of `uriSchema` gives: it answers synchronously (its type allows a Promise, as the Standard Schema spec does). */
type Checked = { readonly value?: unknown; readonly issues?: readonly UriIssue[] }

/** A Standard Schema validator of `uriSchema`, as the check of a zod string. */
type Validate = (value: unknown) => unknown

/** The issue of zod for one of ours: our words as its message, our facts as its params. */
const zodIssueOf = (issue: UriIssue, input: string): z.core.$ZodRawIssue => {
  // The sentence first: for a refused value it makes the facts that `code`, `offset` and `error` then read.
  const message = issue.message
  const params: { code: UriIssueCode; offset: number; error?: UriError; suggestion?: string } = { code: issue.code, offset: issue.offset }
  const error = issue.error
  if (error !== undefined) params.error = error
  const suggestion = issue.suggestion
  if (suggestion !== undefined) params.suggestion = suggestion
  // No `continue`: zod runs no later check (a `.refine` after this one) on a value that is not a URI.
  return { code: 'custom', message, input, params }
}

/**
 * A zod string whose one check is `validate`: a valid value passes (as its tidied text, with
 * `fromUserInput`), a refused one gets one zod issue per issue of ours. `passes`, the schema's quick
 * answer, is asked first. Never throws: `uriSchema`'s validate does not, and a value that is not a
 * string never reaches it.
 */
const zodString = (validate: Validate, passes: Passes | null = null, format: JsonSchemaFormat | null = null): z.ZodString => {
  const check = (payload: z.core.ParsePayload<string>): void => {
    const r = validate(payload.value) as Checked
    if (r.issues === undefined) {
      // With `fromUserInput`, the output is the text tidied (`' example.com '` → `'https://example.com'`).
      if (typeof r.value === 'string' && r.value !== payload.value) payload.value = r.value
      return
    }
    for (const issue of r.issues) payload.issues.push(zodIssueOf(issue, payload.value))
  }
  // A value that passes as it is costs the rule's regular expression alone (zod's string check has run).
  const schema = z.string().check(
    passes === null
      ? check
      : (payload) => {
          const value = payload.value
          if (typeof value !== 'string' || !passes(value)) check(payload)
        },
  )
  // zod's metadata is where `z.toJSONSchema` reads a format from (as it gives `z.url()` its `format: 'uri'`).
  return format === null ? schema : schema.meta({ format })
}

/** The JSON Schema format (draft 2020-12, section 7.3.5) of what a schema accepts. */
type JsonSchemaFormat = 'uri' | 'uri-reference' | 'iri' | 'iri-reference'

/**
 * The format of a schema's values for `z.toJSONSchema`: a URI's (`uri`, `uri-reference`), or an IRI's with
 * `iri`; none with `fromUserInput`, which accepts what is not yet one (`example.com`, tidied).
 */
const formatOf = (options: unknown, uri: 'uri' | 'uri-reference'): JsonSchemaFormat | null => {
  if (ownOption(options, 'fromUserInput') !== undefined) return null
  if (ownOption(options, 'iri') === undefined) return uri
  return uri === 'uri' ? 'iri' : 'iri-reference'
}

/**
 * The options given with the ones the schema decides set: an object's own options copied (uriSchema reads
 * own properties only), anything else left as it is, for uriSchema to refuse as every value's issue.
 */
const decided = (options: unknown, set: Readonly<Record<string, unknown>>): unknown => {
  if (options === undefined) return set
  if (typeof options !== 'object' || options === null) return options
  // Options whose reading throws (a revoked proxy, a trap that throws) go on as they are: uriSchema refuses them for every value.
  try {
    return { ...options, ...set }
  } catch {
    return options
  }
}

/** An option's own value, or undefined when there is none or reading it throws (uriSchema then refuses the options). */
const ownOption = (options: unknown, key: string): unknown => {
  try {
    return typeof options === 'object' && options !== null && Object.prototype.hasOwnProperty.call(options, key) ? (options as Record<string, unknown>)[key] : undefined
  } catch {
    return undefined
  }
}

/**
 * The zod string of `uriSchema(options)`, made of `parts` (only the rules and checks the schema reads, so a
 * bundle holds no more): its validate, and its quick answer for a value that passes as it is.
 */
const fromSchema = (parts: SchemaParts, options: unknown, format: JsonSchemaFormat | null): z.ZodString => {
  const schema = schemaWith(parts)(options as never)
  return zodString(schema['~standard'].validate, passesOf(schema), format)
}

const REFERENCE_RULES: readonly string[] = ['URI-reference', 'relative-ref', 'IRI-reference', 'irelative-ref']

/** The issue of a rule `uriReference` does not read (from JavaScript, where types do not reach), worded from the options' catalog. */
const ruleRefusal = (options: object, rule: unknown): Validate => {
  const chosen = catalogOption(options)
  // A catalog that cannot be read is refused first, as uriSchema refuses it (worded in plain).
  if (chosen._tag === 'Left') return schemaWith(REFERENCE_PARTS)(options as never)['~standard'].validate
  const catalog = chosen.right
  const e = makeOptionsError('', 'URI-reference', { kind: 'option-not-of-kind', option: 'rule', entry: 'option', must: REFERENCE_RULES, got: seen(rule) }, 'rule')
  const issue: UriIssue = { code: 'invalid-options', offset: 0, message: describeError(catalog)(e), error: e }
  const refused: Checked = { issues: [issue] }
  return () => refused
}

/**
 * A zod schema for an absolute URI (RFC 3986 section 3: a scheme and what follows, any scheme: `mailto:`,
 * `urn:`, `file:` and `javascript:` included; `scriptSchemes: 'refuse'` or `schemes` to narrow), as
 * `isValidURI` checks it; an IRI with `iri`. A `z.string()` with one check: it composes in `z.object`,
 * `z.array`, `.optional()` and `.pipe()`. Each issue is zod's `custom` issue with the catalog's sentence as
 * its `message` and our facts as its `params` (`ZodUriIssueParams`). Options that cannot be read make
 * every value an `invalid-options` issue; never throws, on any options or value.
 *
 * @example
 * import * as z from 'zod'
 * import { uri } from 'typed-uri/zod'
 * uri().parse('urn:isbn:0451450523')                     // 'urn:isbn:0451450523'
 * uri().safeParse('example.com').error?.issues[0]?.params // { code: 'missing-scheme', offset: 11, error: { … } }
 * z.array(uri({ schemes: ['https'] })).safeParse(['https://a.example/', 'ftp://b.example/']).error?.issues[0]?.path // [1]
 *
 * @since 0.4.0
 * @category adapters
 */
export const uri = (options?: ZodUriOptions): z.ZodString => fromSchema(URI_PARTS, decided(options, { rule: 'URI', web: false, output: 'text' }), formatOf(options, 'uri'))

/**
 * A zod schema for any URI reference (RFC 3986 section 4.1), relative ones included: `/about`, `../a`,
 * `#top`, and `example.com`, which is a relative path; as `isValid` checks it. For an `href` resolved
 * against a base, not for asking "is this an address?" (that is `uri()` or `webURL()`). `rule: 'relative-ref'`
 * asks for a relative reference only (section 4.2). The rest as `uri()`.
 *
 * @example
 * import { uriReference } from 'typed-uri/zod'
 * uriReference().parse('../a?b#c')                                   // '../a?b#c'
 * uriReference({ scriptSchemes: 'refuse' }).safeParse('javascript:alert(1)').success   // false
 * uriReference({ rule: 'relative-ref' }).safeParse('https://a.example/').success       // false
 *
 * @since 0.4.0
 * @category adapters
 */
export const uriReference = (options?: ZodUriReferenceOptions): z.ZodString => {
  const given: unknown = options
  const rule = ownOption(given, 'rule')
  if (rule !== undefined && !REFERENCE_RULES.includes(rule as string)) return zodString(ruleRefusal(given as object, rule))
  return fromSchema(REFERENCE_PARTS, decided(given, { rule: rule ?? 'URI-reference', web: false, output: 'text' }), formatOf(given, 'uri-reference'))
}

/**
 * A zod schema for a web address, as `isWebURL` checks it and `uriSchema({ web: true })` does: an `http` or
 * `https` URI (RFC 9110 section 4.2) with a non-empty host, no user information (4.2.4) and a port of at most
 * 65535; the schemes that run code refused. RFC 3986's hosts are all welcome, as zod's `z.httpUrl()` does
 * not: `http://localhost:3000/`, `http://api:8080/`, `http://my_service.internal/`. Each fault has a code
 * of its own (`missing-scheme`, `scheme-not-allowed`, `no-host`, `userinfo-not-allowed`, `port-out-of-range`,
 * `script-scheme`) and a sentence in the catalog given. The rest as `uri()`.
 *
 * @example
 * import * as z from 'zod'
 * import { suggestFix } from 'typed-uri'
 * import { webURL } from 'typed-uri/zod'
 * webURL().parse('http://localhost:3000/')               // 'http://localhost:3000/'
 * const r = webURL({ suggestFix }).safeParse('www.example.com')
 * r.error?.issues[0]?.message  // 'Enter a web address that starts with https://, like https://www.example.com'
 * r.error?.issues[0]?.params   // { code: 'missing-scheme', offset: 15, error: { … }, suggestion: 'https://www.example.com' }
 *
 * @since 0.4.0
 * @category adapters
 */
export const webURL = (options?: ZodWebURLOptions): z.ZodString => fromSchema(WEB_PARTS, decided(options, { rule: 'URI', web: true, output: 'text' }), formatOf(options, 'uri'))
