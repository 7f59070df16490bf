/**
 * A template's errors: section 2's reading, a reserved operator, a refused
 * expansion, variables (or a template) of the wrong kind. The fields, their
 * order and the sentences are those error.ts's constructors give
 * (spec/template/parse.spec.ts compares them), made here with the template's
 * sentences only (messages.ts's `templateMessages`), so a bundle of
 * typed-uri/template carries neither the URI readings nor their sentences.
 *
 * @since 0.3.0
 */
import type { UriError } from '../error.ts'
import { describeValue, type TemplateErrorCode, templateMessages } from '../messages.ts'
import { codePointAt, positionOf } from '../position.ts'

type Facts = { -readonly [K in keyof UriError]: UriError[K] }

/** An error at `offset` of the template, as error.ts's makeReadingError and makeCodedError make it. */
export const templateError = (
  input: string,
  code: Exclude<TemplateErrorCode, 'invalid-options'>,
  offset: number,
  expected: readonly string[],
  rulePath: readonly string[],
  detail?: string,
): UriError => {
  const at = positionOf(input, offset)
  const e = {
    _tag: 'UriError',
    code,
    rule: 'URI-Template',
    offset,
    line: at.line,
    column: at.column,
    codePointOffset: at.codePointOffset,
    displayColumn: at.displayColumn,
    before: at.before,
    found: codePointAt(input, offset),
    expected,
    rulePath,
    inputLength: input.length,
  } as Facts
  if (detail !== undefined) e.detail = detail
  e.message = templateMessages[code](e)
  return e
}

/** Variables of the wrong kind (nothing of the template was read: its start), as error.ts's makeOptionsError makes it. */
export const templateOptionsError = (input: string, option: string | undefined, detail: string): UriError => {
  const e = {
    _tag: 'UriError',
    code: 'invalid-options',
    rule: 'URI-Template',
    offset: 0,
    line: 1,
    column: 1,
    codePointOffset: 0,
    displayColumn: 1,
    before: '',
    found: null,
    expected: [],
    rulePath: [],
    inputLength: input.length,
  } as unknown as Facts
  if (option !== undefined) e.option = option
  e.detail = detail
  e.message = templateMessages['invalid-options'](e)
  return e
}

/** A template that is not a string (from JavaScript, where types do not reach), as error.ts's makeNotAStringError says it. */
export const notATemplate = (value: unknown): UriError => templateOptionsError('', undefined, `The template must be a string; got ${describeValue(value)}.`)
