/**
 * Matching with options, for servers that route by templates (MCP resources,
 * REST routes): query parameters in any order and any subset, parameters the
 * template does not name ignored or reported, "+" read as a space, and IRIs
 * (what people type) matched as the URIs they map to (RFC 3987 section 3.1).
 * The reading rule of `match` (section 1.4) decides the rest of the URI.
 *
 * @example
 * pipe(parseTemplate('acme://products{?page,limit}'), E.chain((t) => matchWith({ query: 'any-order' })(t)('acme://products?limit=10&page=1')))
 * // Right(some({ variables: { page: '1', limit: '10' }, extra: [] }))
 *
 * @since 0.3.0
 */
import type { Either } from 'fp-ts/lib/Either.js'
import type { Option } from 'fp-ts/lib/Option.js'
import { left, none, right, some } from '../either.ts'
import type { UriError } from '../error.ts'
import { ownOptions } from '../options.ts'
import { decodeComponent } from '../percent-encoding.ts'
import type { Template, TemplateExpression, TemplatePart, VariableValue } from './ast.ts'
import { templateOptionsError } from './error.ts'
import { encodeOutside, expand } from './expand.ts'
import { compilePieces, type Found, readPieces, setOwn } from './match.ts'

/**
 * How `matchWith` reads a URI.
 *
 * - `query`: `'in-order'` (the default, as `match`): the query is read as the
 *   template writes it. `'any-order'`: the query expressions ("?", "&") take
 *   their parameters in any order and any subset; an absent parameter is
 *   absent from the variables; an exploded one (`{?tags*}`) collects the
 *   values of its own name as a list (an exploded associative array is not
 *   read back: its keys are parameters the template does not name). It
 *   applies where the template's query is a run of "?" and "&" expressions
 *   followed by nothing or a fragment, with no "?" or "#" in a literal
 *   before them; another template is read in order.
 * - `extra`: with `'any-order'`, the query parameters the template does not
 *   name are `'ignore'`d (the default) or `'report'`ed in `extra`.
 * - `plus`: `'keep'` (the default): a "+" in a query value stays "+";
 *   `'space'`: it reads as a space (HTML forms).
 * - `iri`: match an IRI, its characters outside ASCII read as their UTF-8
 *   triplets (RFC 3987 section 3.1), so `users://café/profile` matches.
 *
 * @since 0.3.0
 * @category templates
 */
export interface MatchOptions {
  readonly query?: 'in-order' | 'any-order'
  readonly extra?: 'ignore' | 'report'
  readonly plus?: 'keep' | 'space'
  readonly iri?: boolean
}

/**
 * A match: the variables, and (with `extra: 'report'`) the query parameters
 * the template does not name, decoded, in their order.
 *
 * @since 0.3.0
 * @category templates
 */
export interface TemplateMatch<V = Readonly<Record<string, VariableValue>>> {
  readonly variables: V
  readonly extra: readonly (readonly [string, string])[]
}

const KINDS = { query: ['in-order', 'any-order'], extra: ['ignore', 'report'], plus: ['keep', 'space'], iri: 'boolean' } as const

/** Every ASCII character: what an IRI keeps as it is when it becomes a URI. */
const ASCII = /* @__PURE__ */ new Uint8Array(128).fill(1)

/** An IRI's characters outside ASCII as UTF-8 triplets (RFC 3987 section 3.1, step 2); a lone surrogate as U+FFFD's. */
const iriToURIText = (text: string): string => encodeOutside(text, ASCII, false)

/** query = *( pchar / "/" / "?" ) (RFC 3986 section 3.4), "%" checked by the decoder. */
const QUERY = new Uint8Array(128)
for (const c of "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~!$&'()*+,;=:@/?%") QUERY[c.charCodeAt(0)] = 1

/** The template split for `'any-order'`: the parts before the query expressions, the query expressions, the parts after (a fragment). */
interface Split {
  readonly before: readonly TemplatePart[]
  readonly query: readonly TemplateExpression[]
  readonly after: readonly TemplatePart[]
}

/** Where the query expressions stand, or null when the template's query is not a run of "?"/"&" expressions followed by nothing or a fragment. */
const splitQuery = (parts: readonly TemplatePart[]): Split | null => {
  const isQuery = (p: TemplatePart): p is TemplateExpression => p._tag === 'Expression' && (p.operator === '?' || p.operator === '&')
  const at = parts.findIndex(isQuery)
  if (at < 0) return null
  let end = at
  while (end < parts.length && isQuery(parts[end])) end++
  const rest = parts.slice(end)
  const next = rest[0]
  if (next !== undefined && !(next._tag === 'Expression' ? next.operator === '#' : next.raw.startsWith('#'))) return null
  if (parts.slice(0, at).some((p) => p._tag === 'Literal' && (p.raw.includes('?') || p.raw.includes('#')))) return null
  return { before: parts.slice(0, at), query: parts.slice(at, end) as TemplateExpression[], after: rest }
}

/** A query value, decoded ("+" as a space when asked); null when its triplets are not UTF-8. */
const decodeValue = (raw: string, plus: boolean): string | null => {
  const d = decodeComponent(plus ? raw.replace(/\+/g, ' ') : raw)
  return d._tag === 'Right' ? d.right : null
}

/** The parts of a template that must cover input[from, to) exactly: read by the rule, then expanded again. */
const partsReader = (template: Template, parts: readonly TemplatePart[]) => {
  const pieces = compilePieces(parts)
  const again = expand({ _tag: 'Template', raw: template.raw, parts })
  return (input: string, from: number, to: number, found: Found): boolean => {
    const mine: Found = {}
    if (!readPieces(pieces, input, from, to, mine)) return false
    const back = again(mine)
    if (back._tag !== 'Right' || back.right !== input.slice(from, to)) return false
    for (const k of Object.keys(mine)) setOwn(found, k, mine[k])
    return true
  }
}

/**
 * Matches a URI reference to a template with options (see `MatchOptions`):
 * `Right(some({ variables, extra }))`, `Right(none)` when it does not match,
 * a `Left` (`invalid-options`) for options that are not of their kinds.
 * Without `query: 'any-order'` the variables are `match`'s. With it, the
 * parts before and after the query are matched as `match` does and expand
 * back to exactly their text; the query's parameters are read by name.
 *
 * @example
 * pipe(parseTemplate('users://{id}{?tags*}'), E.chain((t) => matchWith({ query: 'any-order', extra: 'report' })(t)('users://7?tags=a&q=x&tags=b')))
 * // Right(some({ variables: { id: '7', tags: ['a', 'b'] }, extra: [['q', 'x']] }))
 *
 * @since 0.3.0
 * @category templates
 */
export const matchWith =
  (options: MatchOptions) =>
  (template: Template): ((uri: string) => Either<UriError, Option<TemplateMatch>>) => {
    const checked = ownOptions<MatchOptions>(options, KINDS)
    if (checked._tag === 'Left') {
      const e = left(templateOptionsError(template.raw, undefined, checked.left))
      return () => e
    }
    const o = checked.right
    const iri = o.iri === true
    const report = o.extra === 'report'
    const plus = o.plus === 'space'
    const split = o.query === 'any-order' ? splitQuery(template.parts) : null
    const whole = partsReader(template, template.parts)
    const before = split === null ? null : partsReader(template, split.before)
    const after = split === null ? null : partsReader(template, split.after)
    // Each query variable by name: whether it collects a list (exploded).
    const named = new Map<string, boolean>()
    if (split !== null) for (const e of split.query) for (const v of e.variables) named.set(v.name, (named.get(v.name) ?? false) || v.explode)
    return (uri) => {
      if (typeof uri !== 'string') return right(none)
      const input = iri ? iriToURIText(uri) : uri
      const found: Found = {}
      const extra: (readonly [string, string])[] = []
      if (split === null || before === null || after === null) return right(whole(input, 0, input.length, found) ? some({ variables: found, extra }) : none)
      const hash = input.indexOf('#')
      const end = hash < 0 ? input.length : hash
      const qAt = input.indexOf('?')
      const pathEnd = qAt >= 0 && qAt < end ? qAt : end
      if (!before(input, 0, pathEnd, found)) return right(none)
      if (!after(input, end, input.length, found)) return right(none)
      if (pathEnd === end) return right(some({ variables: found, extra }))
      for (let i = pathEnd + 1; i < end; i++) {
        const c = input.charCodeAt(i)
        if (c >= 128 || QUERY[c] === 0) return right(none)
      }
      const lists = new Map<string, string[]>()
      for (const pair of input.slice(pathEnd + 1, end).split('&')) {
        if (pair === '') continue
        const eq = pair.indexOf('=')
        const rawName = eq < 0 ? pair : pair.slice(0, eq)
        const rawValue = eq < 0 ? '' : pair.slice(eq + 1)
        const exploded = named.get(rawName)
        if (exploded === undefined) {
          const [k, v] = [decodeValue(rawName, plus), decodeValue(rawValue, plus)]
          if (k === null || v === null) return right(none)
          if (report) extra.push([k, v])
          continue
        }
        if (exploded) {
          const v = decodeValue(rawValue, plus)
          if (v === null) return right(none)
          const list = lists.get(rawName) ?? []
          list.push(v)
          lists.set(rawName, list)
          continue
        }
        if (Object.prototype.hasOwnProperty.call(found, rawName)) {
          const v = decodeValue(rawValue, plus)
          if (v === null) return right(none)
          if (report) extra.push([rawName, v])
          continue
        }
        // A bare "," joins list members (section 3.2.1: a "," of a value is written %2C).
        const members = rawValue.split(',')
        const values: string[] = []
        for (const m of members) {
          const v = decodeValue(m, plus)
          if (v === null) return right(none)
          values.push(v)
        }
        setOwn<VariableValue>(found, rawName, values.length === 1 ? values[0] : values)
      }
      for (const [k, list] of lists) setOwn<VariableValue>(found, k, list)
      return right(some({ variables: found, extra }))
    }
  }
