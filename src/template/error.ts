/**
 * A template's errors: section 2's reading, a reserved operator, a refused
 * expansion, variables (or a template) of the wrong kind. Facts only, with a
 * reason where the code alone does not say why: the fields and their order
 * are those error.ts's constructors give (spec/template/error.spec.ts
 * compares them), made here so that a bundle of typed-uri/template carries
 * none of the URI readings. Words come from a catalog (`typed-uri/messages`).
 *
 * @since 0.3.0
 */
import type { ErrorRule, UriError, UriErrorCode } from '../error/facts.ts'
import type { OptionsReason } from '../error/reasons/options.ts'
import type { TemplateReason } from '../error/reasons/template.ts'
import { seen } from '../base/options.ts'
import { factsAt } from '../error/position.ts'

const RULE: ErrorRule = 'URI-Template'

/**
 * An error at `offset` of the template, as error.ts's makeUriError (no reason) and makeCodedError
 * make it: the facts, then the reason.
 */
export const templateError = (input: string, code: UriErrorCode, offset: number, expected: readonly string[], rulePath: readonly string[], reason?: TemplateReason): UriError => {
  const facts = factsAt(input, code, RULE, offset, expected, rulePath)
  return reason === undefined ? facts : { ...facts, reason }
}

/**
 * Variables, options or a list of the wrong kind, as error.ts's makeOptionsError makes it: nothing of the
 * template was read, so the error stands at its start and finds nothing there; `option` names the one that
 * is wrong (an option of the wrong kind names itself).
 */
export const templateOptionsError = (input: string, reason: OptionsReason | TemplateReason, option?: string): UriError => {
  const facts = factsAt(typeof input === 'string' ? input : '', 'invalid-options', RULE, 0, [], [], null)
  const named = option ?? (reason.kind === 'option-not-of-kind' ? reason.option : undefined)
  return named === undefined ? { ...facts, reason } : { ...facts, option: named, reason }
}

/** A template that is not a string (from JavaScript, where types do not reach), as error.ts's makeNotAStringError makes it. */
export const notATemplate = (value: unknown): UriError => templateOptionsError('', { kind: 'not-a-string', subject: 'template', got: seen(value) })

/**
 * The text of what a getter or proxy threw, for a reason to quote: an Error's message, another value's
 * text; null when reading it throws too (a poisoned `message`, an object without `toString`), so that
 * reporting a throw never throws.
 */
export const thrownText = (thrown: unknown): string | null => {
  try {
    const text = thrown instanceof Error ? thrown.message : String(thrown)
    return typeof text === 'string' ? text : null
  } catch {
    return null
  }
}
