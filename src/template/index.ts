/**
 * typed-uri/template: RFC 6570 URI Templates, level 4. Read a template with
 * exact errors, expand it to a URI reference, and match a URI reference back
 * to the variables:
 *
 * ```ts
 * import { pipe } from 'fp-ts/lib/function.js'
 * import * as E from 'fp-ts/lib/Either.js'
 * import { parseTemplate, expand, match } from 'typed-uri/template'
 *
 * const t = parseTemplate('/users/{id}/repos{?type,sort}')
 * pipe(t, E.chain((t) => expand(t)({ id: 'octo cat', sort: 'updated' })))   // Right('/users/octo%20cat/repos?sort=updated')
 * pipe(t, E.map((t) => match(t)('/users/42/repos?type=all')))              // Right(some({ id: '42', type: 'all' }))
 * ```
 *
 * The grammar's rules (section 2) are parsimmon parsers named after their
 * ABNF rules, built on typed-uri/grammar's character rules, so other grammars
 * can embed them.
 *
 * @since 0.2.0
 */
export type { Operator, Scalar, Template, TemplateExpression, TemplateLiteral, TemplatePart, Variables, VariableValue, VarSpec } from './ast.ts'
export { parseTemplate } from './parse.ts'
export { expand } from './expand.ts'
export { match } from './match.ts'
export { matchWith, type MatchOptions, type TemplateMatch } from './match-with.ts'
export { expandPartial } from './partial.ts'
export { compileTemplate, type CompiledTemplate, type TemplateVariables } from './compile.ts'
export { routeTemplates, type Route, type VariablesOf } from './route.ts'
export { fromURLPattern, type PatternVariables, toURLPattern, type URLPatternInit } from './urlpattern.ts'
export type {
  CommaOperator,
  FromURLPatternFeature,
  TemplateReason,
  ToURLPatternFeature,
  URLPatternComponent,
  URLPatternSyntaxFault,
} from '../error/reasons/template.ts'
export {
  expression,
  explode,
  literals,
  maxLength,
  modifierLevel4,
  operator,
  opLevel2,
  opLevel3,
  opReserve,
  prefix,
  URITemplate,
  variableList,
  varchar,
  varname,
  varspec,
} from '../grammar/template.ts'
