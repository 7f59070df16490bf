/**
 * Partial expansion (RFC 6570 leaves it open; section 1.2 calls templates
 * "abstractions of a space of resource identifiers"): expand the variables
 * given and get back a template for the rest. A variable the object does not
 * have is kept for later; one that is `null` or `undefined` is undefined, as
 * in `expand`, and expands to nothing now.
 *
 * @example
 * pipe(parseTemplate('/s{?a,b}'), E.chain((t) => expandPartial(t)({ a: '1' })))
 * // Right('/s?a=1{&b}')
 *
 * @since 0.3.0
 */
import type { Either } from 'fp-ts/lib/Either.js'
import { left, right } from '../base/either.ts'
import type { UriError } from '../error/facts.ts'
import type { CommaOperator } from '../error/reasons/template.ts'
import type { Operator, Template, TemplateExpression, Variables } from './ast.ts'
import { templateError } from './error.ts'
import { expandVar, notVariables, OPERATORS, readFailed, refusal, valueOf } from './expand.ts'

/**
 * The operator that continues an expression after a variable was written
 * (Appendix A's "sep" as an operator of its own): "?" goes on as "&"; "/",
 * ".", ";" and "&" as themselves. "", "+" and "#" join their values with ","
 * which no operator writes, so such an expression is expanded whole or not at
 * all.
 */
const CONTINUE: Readonly<Partial<Record<Operator, Operator>>> = { '?': '&', '&': '&', '/': '/', '.': '.', ';': ';' }

/** A varspec as written ("name", "name:3", "name*"). */
const specText = (v: TemplateExpression['variables'][number]): string => v.name + (v.explode ? '*' : v.prefix !== null ? `:${v.prefix}` : '')

const has = (variables: Variables, name: string): boolean => Object.prototype.hasOwnProperty.call(variables, name)

/**
 * Expands the variables given and keeps the others as a template: the result
 * is a template's text (literals as written), which `parseTemplate` reads and
 * `expand` finishes; expanding it with the other variables gives what
 * `expand` gives with all of them. In an expression whose operator cannot be
 * continued ("", "+", "#": their "," is no operator) that has some variables
 * given and some not, nothing is expanded yet: a `Left`
 * (`invalid-expansion`) names the variable missing. The other refusals are
 * `expand`'s.
 *
 * @example
 * pipe(parseTemplate('{/id}{?page,limit}'), E.chain((t) => expandPartial(t)({ id: 7, page: 2 })))
 * // Right('/7?page=2{&limit}')
 *
 * @since 0.3.0
 * @category templates
 */
export const expandPartial =
  (template: Template) =>
  (variables: Variables): Either<UriError, string> => {
    const raw = template.raw
    if (typeof variables !== 'object' || variables === null) return left(notVariables(raw, variables))
    let out = ''
    try {
      for (const part of template.parts) {
        if (part._tag === 'Literal') {
          out += part.raw
          continue
        }
        const op = OPERATORS[part.operator]
        const missing = part.variables.filter((v) => !has(variables, v.name))
        if (missing.length === part.variables.length) {
          out += part.raw
          continue
        }
        const go = CONTINUE[part.operator]
        if (missing.length > 0 && go === undefined) {
          const v = missing[0]
          return left(
            templateError(raw, 'invalid-expansion', v.start, [], ['URI-Template', 'expression', 'varspec'], {
              kind: 'partial-comma-operator',
              expression: part.raw,
              // No continuation: "", "+" or "#" (the reserved operators never parse).
              operator: part.operator as CommaOperator,
              variable: v.name,
            }),
          )
        }
        // Kept runs become expressions of their own, in their place: "/", ".", ";" and "&" write their
        // "first" before every value; "?" writes "?" once, so it continues as "&" after a value only.
        let written = false
        let kept: string[] = []
        const flush = (): void => {
          if (kept.length > 0) out += `{${written ? go : part.operator}${kept.join(',')}}`
          kept = []
        }
        for (const spec of part.variables) {
          if (!has(variables, spec.name)) {
            kept.push(specText(spec))
            continue
          }
          const v = valueOf(variables[spec.name])
          const why = refusal(spec, v)
          if (why !== null) return left(templateError(raw, 'invalid-expansion', spec.start, [], ['URI-Template', 'expression', 'varspec'], why))
          if (v.k === 'undefined') continue
          if (kept.length > 0 && !written && op.first !== op.sep)
            return left(
              templateError(raw, 'invalid-expansion', spec.start, [], ['URI-Template', 'expression', 'varspec'], {
                kind: 'partial-order-unknown',
                expression: part.raw,
                variable: spec.name,
                first: op.first,
                sep: op.sep,
              }),
            )
          flush()
          out += (written ? op.sep : op.first) + expandVar(spec, v, op)
          written = true
        }
        flush()
      }
    } catch (thrown) {
      return left(readFailed(raw, thrown))
    }
    return right(out)
  }
