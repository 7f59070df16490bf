/**
 * A template's errors: section 2's reading, a reserved operator, a refused
 * expansion, variables (or a template) of the wrong kind. The fields, their
 * order and the sentences are those error.ts's constructors give
 * (spec/template/error.spec.ts compares them), made here with the template's
 * sentences only (messages.ts's `templateMessages`), so a bundle of
 * typed-uri/template carries neither the URI readings nor their sentences.
 *
 * @since 0.3.0
 */
import type { UriError } from '../error.ts'
import { describeValue, type TemplateSentenceCode, templateMessages } from '../messages.ts'
import { factsAt } from '../position.ts'

type Facts = { -readonly [K in keyof UriError]: UriError[K] }

/** The codes that come with a detail, their sentence (as codedMessages and optionsMessages say them). */
type DetailCode = 'unclosed-expression' | 'invalid-expansion' | 'invalid-options' | 'invalid-character' | 'not-expressible'

/**
 * An error at `offset` of the template, as error.ts's makeReadingError and
 * makeCodedError make it; a detail is the sentence of the codes that have one
 * (and `option` the option of variables of the wrong kind, if one is).
 */
export function templateError(input: string, code: TemplateSentenceCode, offset: number, expected: readonly string[], rulePath: readonly string[]): UriError
export function templateError(input: string, code: DetailCode, offset: number, expected: readonly string[], rulePath: readonly string[], detail: string, option?: string): UriError
export function templateError(
  input: string,
  code: TemplateSentenceCode | DetailCode,
  offset: number,
  expected: readonly string[],
  rulePath: readonly string[],
  detail?: string,
  option?: string,
): UriError {
  // Variables of the wrong kind: nothing of the template was read, so the error stands at its start and finds nothing there.
  const options = code === 'invalid-options'
  const e = factsAt(input, code, 'URI-Template', offset, expected, rulePath, options ? null : undefined) as Facts
  // The option comes before the detail, as in makeOptionsError.
  if (option !== undefined) e.option = option
  if (detail !== undefined) e.detail = detail
  e.message = detail ?? templateMessages[code as TemplateSentenceCode](e)
  return e
}

/** Variables of the wrong kind, as error.ts's makeOptionsError makes it (`option` the one that is wrong, if one is). */
export const templateOptionsError = (input: string, option: string | undefined, detail: string): UriError => templateError(input, 'invalid-options', 0, [], [], detail, option)

/** A template that is not a string (from JavaScript, where types do not reach), as error.ts's makeNotAStringError says it. */
export const notATemplate = (value: unknown): UriError => templateOptionsError('', undefined, `The template must be a string; got ${describeValue(value)}.`)
