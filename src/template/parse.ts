/**
 * RFC 6570 section 2: reading a URI Template, with exact errors.
 *
 * @example
 * parseTemplate('/users/{id}{?fields*}')   // Right({ _tag: 'Template', parts: [Literal '/users/', Expression id, Expression ?fields*] })
 * parseTemplate('/users/{id')              // Left({ code: 'unclosed-expression', offset: 10, … })
 * parseTemplate('{=x}')                    // Left({ code: 'reserved-operator', offset: 1, … })
 *
 * @since 0.2.0
 */
import type { Either } from 'fp-ts/lib/Either.js'
import { left, right } from '../either.ts'
import { makeCodedError, makeNotAStringError, makeUriError, type UriError } from '../error.ts'
import { describeExpected, describePosition } from '../messages.ts'
import { URITemplate, type TemplatePartNode } from '../grammar/template.ts'
import { runWhole } from '../grammar/whole.ts'
import type { Template, TemplatePart } from './ast.ts'

const RESERVED_OPERATORS = '=,!@|'

const run = runWhole(URITemplate)

/**
 * Reads a URI Template (RFC 6570, level 4). A template that breaks section 2's
 * grammar is a `Left` at the exact offset: `unclosed-expression` for a "{"
 * never closed, `reserved-operator` for "=", ",", "!", "@" or "|" after a "{"
 * (section 2.2 reserves them), `invalid-character` for anything else (a bad
 * variable name, a prefix length that is not 1 to 9999, a "}" or space in the
 * literal text).
 *
 * @example
 * import { parseTemplate } from 'typed-uri/template'
 * E.isRight(parseTemplate('/search{?q,lang}'))   // true
 * pipe(parseTemplate('/a{b'), E.mapLeft((e) => e.code))   // Left('unclosed-expression')
 *
 * @since 0.2.0
 * @category parsing
 */
export const parseTemplate = (input: string): Either<UriError, Template> => {
  if (typeof input !== 'string') return left(makeNotAStringError(input, 'URI-Template', 'The template'))
  const r = run(input)
  if (!r.ok) {
    const { offset, expected } = r.explanation
    // An expression that failed at its "{" is not where the error stands: outside "{…}" it is the template text.
    const inside = input.lastIndexOf('{', offset - 1) > input.lastIndexOf('}', offset - 1)
    const rulePath = inside ? r.explanation.rulePath : ['URI-Template']
    if (offset >= input.length && rulePath.includes('expression')) {
      const open = input.lastIndexOf('{', offset - 1)
      const e = makeUriError(input, 'URI-Template', offset, expected, rulePath)
      const detail = `The template ends at ${describePosition(e)} inside the expression opened by "{" at ${describePosition({ ...e, column: e.column - (offset - open) })}; expected ${describeExpected(expected)}.`
      return left(makeCodedError(input, 'URI-Template', 'unclosed-expression', offset, expected, rulePath, detail))
    }
    return left(makeUriError(input, 'URI-Template', offset, expected, rulePath))
  }
  for (const part of r.value) {
    if (part._tag === 'Expression' && part.operator !== '' && RESERVED_OPERATORS.includes(part.operator)) {
      return left(makeCodedError(input, 'URI-Template', 'reserved-operator', part.start + 1, [], ['URI-Template', 'expression', 'operator']))
    }
  }
  return right({ _tag: 'Template', raw: input, parts: r.value as readonly TemplatePartNode[] as readonly TemplatePart[] })
}
