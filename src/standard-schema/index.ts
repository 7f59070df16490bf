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
import type { UriReference } from '../model/ast.ts'
import { makeOptionsError } from '../error/make.ts'
import type { AdapterReason } from '../error/reasons/adapters.ts'
import type { Catalog } from '../messages/catalog.ts'
import { formPlain } from '../messages/en/form.ts'
import { plain } from '../messages/en/plain.ts'
import { formatError } from '../messages/format.ts'
import { catalogOption, isCatalog } from '../messages/option.ts'
import { seen } from '../base/options.ts'
import type { Template } from '../template/ast.ts'
import { parseTemplate } from '../template/parse.ts'
import { ALL_PARTS } from './parts.ts'
import { catalogOfIssue, failure, formCatalogOption, isObject, notAString, own, RefusedIssue, refuseEvery, schemaWith, validator, withPath, WordedIssue, wordedIssue } from './schema.ts'
import type { StandardSchemaV1, SyncStandardSchemaV1, UriIssue, UriSchemaOptions } from './types.ts'

export type { NotPublicWhy, WebFault, WebFaultCode } from '../reading/web.ts'
export { publicSite, type PublicCheck } from './public.ts'
export type {
  CommonSchemaOptions,
  GrammarSchemaOptions,
  PolicyCheck,
  StandardSchemaV1,
  SyncStandardSchemaV1,
  TidySchemaOptions,
  UriIssue,
  UriIssueCode,
  UriRule,
  UriSchemaOptions,
} from './types.ts'

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
  return schemaWith(ALL_PARTS)(options)
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
