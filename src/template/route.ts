/**
 * Routing by templates: which of many templates a URI matches, the most
 * specific first, as a server picks the handler of `resources/read`.
 *
 * @example
 * const routes = [compileTemplate('users://{id}'), compileTemplate('users://{id}/profile')]
 * // routeTemplates(rights(routes))('users://7/profile') → some({ index: 1, template, variables: { id: '7' }, extra: [] })
 *
 * @since 0.3.0
 */
import type { Either } from 'fp-ts/lib/Either.js'
import type { Option } from 'fp-ts/lib/Option.js'
import { left, none, right, some } from '../base/either.ts'
import type { UriError } from '../error/facts.ts'
import type { CompiledTemplate } from './compile.ts'
import { isArray, seen } from '../base/options.ts'
import { templateOptionsError } from './error.ts'
import type { MatchOptions, TemplateMatch } from './match-with.ts'

/**
 * A route found: the template (its index in the list given) and its match.
 *
 * @since 0.3.0
 * @category templates
 */
export interface Route<T extends CompiledTemplate<unknown> = CompiledTemplate<unknown>> extends TemplateMatch<VariablesOf<T>> {
  readonly index: number
  readonly template: T
}

/**
 * The variables' type of a compiled template.
 *
 * @since 0.3.0
 * @category templates
 */
export type VariablesOf<T> = T extends CompiledTemplate<infer V> ? V : never

/** Whether a value from outside is a template `compileTemplate` made: what the router reads of one. */
const isCompiled = (t: unknown): boolean => typeof t === 'object' && t !== null && (t as { readonly _tag?: unknown })._tag === 'CompiledTemplate'

/** How specific a template is: its literal characters, then (fewer is more) its expressions. */
const weight = (t: CompiledTemplate<unknown>): readonly [number, number] => {
  let literal = 0
  let expressions = 0
  for (const p of t.template.parts) {
    if (p._tag === 'Literal') literal += p.raw.length
    else expressions++
  }
  return [literal, expressions]
}

/**
 * The templates in the order they are tried, each with its matcher; null for a list from outside that is
 * not one of compiled templates, read without a throw (a revoked proxy, a look-alike whose reading throws).
 */
const orderOf = <T extends CompiledTemplate<unknown>>(templates: readonly T[], options: MatchOptions): readonly Tried<T>[] | null => {
  try {
    if (!isArray(templates) || !templates.every(isCompiled)) return null
    return templates
      .map((t, index) => ({ t, index, w: weight(t) }))
      .sort((x, y) => y.w[0] - x.w[0] || x.w[1] - y.w[1] || x.index - y.index)
      .map(({ t, index }) => ({ t, index, m: t.matchWith(options) }))
  } catch {
    return null
  }
}

/** A template as the router tries it: its index in the list, its matcher. */
interface Tried<T extends CompiledTemplate<unknown>> {
  readonly t: T
  readonly index: number
  readonly m: ReturnType<CompiledTemplate<unknown>['matchWith']>
}

/**
 * A router over compiled templates: for a URI, the first template that
 * matches it in this order: more literal characters first, then fewer
 * expressions, then the order of the list (so `users://{id}/profile` is tried
 * before `users://{id}`, and `users://me` before `users://{id}`). Each
 * template matches with the options (see `matchWith`); a `Left` for options
 * that are not of their kinds, `Right(none)` when no template matches.
 *
 * @example
 * pipe(E.Do, E.bind('a', () => compileTemplate('users://{id}')), E.bind('b', () => compileTemplate('users://{id}/profile')),
 *   E.chain(({ a, b }) => routeTemplates([a, b])('users://7/profile')))
 * // Right(some({ index: 1, template: b, variables: { id: '7' }, extra: [] }))
 *
 * @since 0.3.0
 * @category templates
 */
export const routeTemplates = <T extends CompiledTemplate<unknown>>(templates: readonly T[], options: MatchOptions = {}): ((uri: string) => Either<UriError, Option<Route<T>>>) => {
  const order = orderOf(templates, options)
  // A list from outside that is not one of compiled templates: every URI gets the usage error, nothing is matched.
  if (order === null) {
    const e = left(templateOptionsError('', { kind: 'route-templates-not-compiled', got: seen(templates) }, 'templates'))
    return () => e
  }
  return (uri) => {
    for (const { t, index, m } of order) {
      const r = m(uri)
      if (r._tag === 'Left') return r
      if (r.right._tag === 'Some') return right(some({ index, template: t, variables: r.right.value.variables as VariablesOf<T>, extra: r.right.value.extra }))
    }
    return right(none)
  }
}
