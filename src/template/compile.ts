/**
 * A template compiled once for a server that expands and matches it many
 * times: the parse, the literals' expansions and the matcher's tables are
 * made once. From a literal template, the variables' type is read from the
 * text: `compileTemplate('users://{id}{?tags*}')` matches to
 * `{ id?: string | readonly string[]; tags?: readonly string[] }`.
 *
 * @example
 * pipe(compileTemplate('users://{id}/profile'), E.map((t) => t.match('users://42/profile')))
 * // Right(some({ id: '42' }))
 *
 * @since 0.3.0
 */
import type { Either } from 'fp-ts/lib/Either.js'
import type { Option } from 'fp-ts/lib/Option.js'
import { right } from '../base/either.ts'
import type { UriError } from '../error/make.ts'
import type { Template, Variables } from './ast.ts'
import { expand } from './expand.ts'
import { match } from './match.ts'
import { type MatchOptions, matchWith, type TemplateMatch } from './match-with.ts'
import { parseTemplate } from './parse.ts'
import { expandPartial } from './partial.ts'

type Simplify<T> = { [K in keyof T]: T[K] } & {}

/** One varspec's variable and the type `match` gives it (a query's exploded variable collects a list; a prefix reads a string). */
type VarOf<S extends string, Query extends boolean> = S extends `${infer N}*`
  ? { readonly [K in N]?: Query extends true ? readonly string[] : readonly string[] | Readonly<Record<string, string>> }
  : S extends `${infer N}:${string}`
    ? { readonly [K in N]?: string }
    : { readonly [K in S]?: string | readonly string[] }

type ListOf<L extends string, Query extends boolean> = L extends `${infer V},${infer Rest}` ? VarOf<V, Query> & ListOf<Rest, Query> : VarOf<L, Query>

type ExpressionOf<E extends string> = E extends `${'?' | '&'}${infer L}` ? ListOf<L, true> : E extends `${'+' | '#' | '.' | '/' | ';'}${infer L}` ? ListOf<L, false> : ListOf<E, false>

type Collect<T extends string> = T extends `${string}{${infer E}}${infer Rest}` ? ExpressionOf<E> & Collect<Rest> : unknown

/**
 * The variables `match` can give for a template written as a literal type;
 * for a `string` that is not a literal, any variables.
 *
 * @since 0.3.0
 * @category templates
 */
export type TemplateVariables<T extends string> = string extends T ? Readonly<Record<string, Variables[string]>> : Simplify<Collect<T>>

/**
 * A compiled template: its text and model, its variables' names (in order,
 * each once), and its expansion and matching with everything made once.
 *
 * @since 0.3.0
 * @category templates
 */
export interface CompiledTemplate<V = Readonly<Record<string, Variables[string]>>> {
  readonly _tag: 'CompiledTemplate'
  readonly text: string
  readonly template: Template
  readonly variableNames: readonly string[]
  /** Section 3's expansion with these variables (`expand(template)`). */
  readonly expand: (variables: Variables) => Either<UriError, string>
  /** The expansion of the variables given, and a template for the rest (`expandPartial(template)`). */
  readonly expandPartial: (variables: Variables) => Either<UriError, string>
  /** The variables of a URI, in the declared query order (`match(template)`), typed from the template's text. */
  readonly match: (uri: string) => Option<V>
  /** The variables of a URI with matching options (`matchWith(options)(template)`); keep the function it returns. */
  readonly matchWith: (options: MatchOptions) => (uri: string) => Either<UriError, Option<TemplateMatch<V>>>
}

/**
 * Reads a template once (a `Left` with `parseTemplate`'s errors) and gives
 * a `CompiledTemplate`. `matchWith(options)` compiles its matcher once per
 * call: keep the function it returns.
 *
 * @example
 * pipe(compileTemplate('acme://products{?page,limit}'), E.map((t) => t.matchWith({ query: 'any-order' })('acme://products?limit=10&page=1')))
 * // Right(Right(some({ variables: { page: '1', limit: '10' }, extra: [] })))
 *
 * @since 0.3.0
 * @category templates
 */
export const compileTemplate = <T extends string>(text: T): Either<UriError, CompiledTemplate<TemplateVariables<T>>> => {
  const parsed = parseTemplate(text)
  if (parsed._tag === 'Left') return parsed
  const template = parsed.right
  const names: string[] = []
  for (const p of template.parts) if (p._tag === 'Expression') for (const v of p.variables) if (!names.includes(v.name)) names.push(v.name)
  type V = TemplateVariables<T>
  return right({
    _tag: 'CompiledTemplate',
    text,
    template,
    variableNames: names,
    expand: expand(template),
    expandPartial: expandPartial(template),
    match: match(template) as (uri: string) => Option<V>,
    matchWith: (options: MatchOptions) => matchWith(options)(template) as (uri: string) => Either<UriError, Option<TemplateMatch<V>>>,
  })
}
