/**
 * `typed-uri/ajv`: JSON Schema's URI formats for ajv, exact to the grammar.
 * `addUriFormats(ajv)` registers
 * - `uri` (RFC 3986's URI), `uri-reference` (URI-reference),
 * - `iri` (RFC 3987's IRI), `iri-reference` (IRI-reference),
 * - `uri-template` (RFC 6570, level 4),
 * each a linear-time check by this library's parser, replacing ajv-formats'
 * regular expressions of the same names (which accept `a:/[::1]`,
 * `http://a.com:8:0`, `//a:b:c` and the template `{=x}`, refuse `a:` and
 * `mailto:`, and have no `iri` format).
 *
 * ajv's format errors say only `must match format "uri"`;
 * `explainUriFormatErrors(data)(errors)` gives each of ours a sentence from a
 * catalog (English `plain` when none is given, since 0.4.0; `technical` from
 * `typed-uri/messages` for the parser's: position, found, expected) and the
 * `UriError`'s facts in `params.uriError`.
 *
 * The plugin needs nothing of ajv's at run time or in its types: it takes any
 * object with ajv's `addFormat` method (ajv 8 is the optional peer it is tested with).
 *
 * @example
 * import Ajv from 'ajv'
 * import { technical } from 'typed-uri/messages'
 * const ajv = addUriFormats(new Ajv())
 * const validate = ajv.compile({ type: 'object', properties: { home: { type: 'string', format: 'uri' } } })
 * const data = { home: 'http://a.com:8:0' }
 * validate(data)                                              // false
 * explainUriFormatErrors(data, { messages: technical })(validate.errors ?? [])[0].message
 * // 'Found ":" at position 15 in the port "8:0" after the host: a port is digits only …'
 *
 * @since 0.2.0
 */
import type { Either } from 'fp-ts/lib/Either.js'
import { makeOptionsError, type EntryRule, type UriError } from '../error/make.ts'
import type { Catalog } from '../messages/catalog.ts'
import { describeError } from '../messages/describe.ts'
import { plain } from '../messages/en/plain.ts'
import { catalogOption } from '../messages/option.ts'
import { parseWith, validatorFor } from '../reading/parsers.ts'
import { parseTemplate } from '../template/parse.ts'

/**
 * The part of ajv the plugin uses.
 *
 * @since 0.2.0
 * @category model
 */
export interface AjvLike {
  /** Registers a format by its name. */
  addFormat(name: string, format: { readonly type: 'string'; readonly validate: (value: string) => boolean }): unknown
}

/**
 * An ajv error object, as far as the explainer reads and writes it.
 *
 * @since 0.2.0
 * @category model
 */
export interface AjvErrorLike {
  readonly keyword: string
  readonly instancePath: string
  readonly params: Record<string, unknown>
  readonly message?: string
}

/**
 * The formats registered, by name.
 *
 * @since 0.2.0
 * @category model
 */
export type UriFormat = 'uri' | 'uri-reference' | 'iri' | 'iri-reference' | 'uri-template'

/** A format: a boolean check for ajv (the generated match, which builds nothing), and the error for the explainer. */
interface Format {
  readonly valid: (value: string) => boolean
  readonly error: (value: string) => UriError | null
}

const errorOf =
  <T>(parse: (value: string) => Either<UriError, T>) =>
  (value: string): UriError | null => {
    const r = parse(value)
    return r._tag === 'Left' ? r.left : null
  }

const byRule = (rule: EntryRule): Format => ({
  valid: validatorFor(rule),
  error: errorOf(parseWith({ rule })),
})

const FORMATS: Readonly<Record<UriFormat, Format>> = {
  uri: byRule('URI'),
  'uri-reference': byRule('URI-reference'),
  iri: byRule('IRI'),
  'iri-reference': byRule('IRI-reference'),
  // No generated match for templates: the parse is the check.
  'uri-template': { valid: (value) => parseTemplate(value)._tag === 'Right', error: errorOf(parseTemplate) },
}

const isFormat = (name: unknown): name is UriFormat => typeof name === 'string' && Object.prototype.hasOwnProperty.call(FORMATS, name)

/**
 * Options of `addUriFormats` and `explainUriFormatErrors` (since 0.3.0).
 *
 * @since 0.3.0
 * @category model
 */
export interface UriFormatOptions {
  /**
   * The catalog of the explained errors (since 0.4.0: a value, no longer `'plain'` or `'technical'`):
   * English `plain` when absent (since 0.4.0; the parser's words were the default), `technical` from
   * `typed-uri/messages` for the parser's, a language's `plain`, or one's own.
   */
  readonly messages?: Catalog
}

/** The options each instance was given by `addUriFormats`, for `explainUriFormatErrors(data, ajv)`. */
const registered = new WeakMap<object, UriFormatOptions>()

/**
 * The plugin: registers the five formats on an ajv instance and gives it
 * back (`(ajv) => ajv`, as ajv plugins are). Call it after `ajv-formats` when
 * both are used, so that these replace its formats of the same names.
 * `options.messages` (since 0.3.0) is remembered for `explainUriFormatErrors(data, ajv)`;
 * options of the wrong kind make every value fail its format (never a throw), and
 * the explained error is `invalid-options`, saying which.
 *
 * @example
 * import { Ajv } from 'ajv'
 * import { addUriFormats, explainUriFormatErrors } from 'typed-uri/ajv'
 * const ajv = addUriFormats(new Ajv())
 * ajv.validate({ type: 'string', format: 'uri' }, 'http://a/b')   // true
 * ajv.validate({ type: 'string', format: 'uri' }, 'http://a b')   // false
 *
 * @since 0.2.0
 * @category adapters
 */
export const addUriFormats = <A extends AjvLike>(ajv: A, options?: UriFormatOptions): A => {
  const ok = catalogOption(options)._tag === 'Right'
  if (typeof ajv === 'object' && ajv !== null && options !== undefined) registered.set(ajv, options)
  for (const name of Object.keys(FORMATS) as UriFormat[]) {
    const { valid } = FORMATS[name]
    ajv.addFormat(name, { type: 'string', validate: (value) => ok && typeof value === 'string' && valid(value) })
  }
  return ajv
}

/** The value a JSON Pointer (RFC 6901, ajv's `instancePath`) points at in the data, or undefined. */
const pointAt = (data: unknown, pointer: string): unknown => {
  if (pointer === '') return data
  let v: unknown = data
  for (const raw of pointer.slice(1).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~')
    if (typeof v !== 'object' || v === null || !Object.prototype.hasOwnProperty.call(v, key)) return undefined
    v = (v as Record<string, unknown>)[key]
  }
  return v
}

/**
 * ajv's errors with a sentence for each failed format of ours: its `message`
 * becomes the sentence, `params.uriError` holds the `UriError`'s facts
 * (offset, code, expected tokens). Other errors are kept as they are. Give
 * it the data that was validated, then the errors (`validate.errors ?? []`).
 * The words are those of `options.messages` (since 0.3.0; English `plain`
 * when absent, since 0.4.0); given the ajv instance instead, those it was
 * given by `addUriFormats`.
 *
 * @example
 * import { Ajv } from 'ajv'
 * import { addUriFormats, explainUriFormatErrors } from 'typed-uri/ajv'
 * import { technical } from 'typed-uri/messages'
 * const validate = addUriFormats(new Ajv()).compile({ type: 'object', properties: { home: { type: 'string', format: 'uri' } } })
 * const data = { home: 'http://[::1' }
 * validate(data)   // false, with ajv's 'must match format "uri"'
 * explainUriFormatErrors(data, { messages: technical })(validate.errors ?? [])[0]?.message
 * // 'The input ends at position 12 in the IPv6 address before the closing "]"; …'
 *
 * @since 0.2.0
 * @category adapters
 */
export const explainUriFormatErrors = (data: unknown, options?: UriFormatOptions | AjvLike) => {
  const given = typeof options === 'object' && options !== null && registered.has(options) ? registered.get(options) : options
  const chosen = catalogOption(given)
  // Options that cannot be read are worded in English plain words, as no catalog was given that can be.
  const word = describeError(chosen._tag === 'Right' ? chosen.right : plain)
  return <E extends AjvErrorLike>(errors: readonly E[]): readonly E[] =>
    (Array.isArray(errors) ? errors : []).map((e) => {
      if (e === null || typeof e !== 'object' || e.keyword !== 'format' || !isFormat(e.params?.format)) return e
      const value = pointAt(data, typeof e.instancePath === 'string' ? e.instancePath : '')
      if (chosen._tag === 'Left') {
        const wrong = makeOptionsError(typeof value === 'string' ? value : '', 'URI', chosen.left, chosen.left.kind === 'option-not-a-catalog' ? 'messages' : undefined)
        return { ...e, message: word(wrong), params: { ...e.params, uriError: wrong } }
      }
      if (typeof value !== 'string') return e
      const error = FORMATS[e.params.format as UriFormat].error(value)
      return error === null ? e : { ...e, message: word(error), params: { ...e.params, uriError: error } }
    })
}
