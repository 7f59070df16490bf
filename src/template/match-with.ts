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
import { left, none, right, some } from '../base/either.ts'
import type { UriError } from '../error/facts.ts'
import { ownOptions } from '../base/options.ts'
import { decodeComponent } from '../encoding/percent-encoding.ts'
import type { Template, TemplateExpression, TemplatePart, VariableValue } from './ast.ts'
import { templateOptionsError } from './error.ts'
import { encodeOutside, expand, OPERATORS } from './expand.ts'
import { compilePieces, type Found, readPieces, setOwn } from './match.ts'

/**
 * How `matchWith` reads a URI.
 *
 * - `query`: `'in-order'` (the default, as `match`): the query is read as the
 *   template writes it, and a parameter the template does not write there
 *   makes the URI not match (`extra` and `repeated` do not apply).
 *   `'any-order'`: the query expressions ("?", "&") take their parameters in
 *   any order and any subset; an absent parameter is absent from the
 *   variables; an exploded one (`{?tags*}`) collects the values of its own
 *   name as a list, each value split at a bare "," as a list's are (an
 *   exploded associative array is not read back: its keys are parameters the
 *   template does not name). It applies where the template's query is a run
 *   of "?" and "&" expressions, the first a "?" one, followed by nothing or a
 *   fragment, with no "?" or "#" in a literal before them; a URI without a
 *   "?" there is read in order. A template with no query expression (and no
 *   "?" in its literals) matches a URI with a query too, its parameters
 *   extra. Another template is read in order.
 * - `extra`: with `'any-order'`, the query parameters the template does not
 *   name are `'ignore'`d (the default) or `'report'`ed in `extra`.
 * - `plus`: `'keep'` (the default): a "+" in a query value stays "+";
 *   `'space'`: it reads as a space (HTML forms).
 * - `iri`: match an IRI, its characters outside ASCII read as their UTF-8
 *   triplets (RFC 3987 section 3.1), so `users://café/profile` matches.
 * - `empty`: `'accept'` (the default, as `match`) or `'refuse'`: a variable
 *   that would match an empty value makes the URI not match: a value "" or a
 *   list of "" only, and the variables of a simple or reserved expression
 *   (`{id}`, `{+path}`) that reads no text, which RFC 6570 cannot tell from
 *   undefined ones (so `users:///profile` does not match `users://{id}/profile`).
 *   A query parameter that is absent is still absent, not empty.
 * - `repeated`: with `'any-order'`, a parameter the template names without
 *   explode given more than once: `'first'` (the default) keeps the first
 *   value (the others are extra), `'list'` gives the list of all their
 *   values, `'refuse'` makes the URI not match.
 *
 * @since 0.3.0
 * @category templates
 */
export interface MatchOptions {
  readonly query?: 'in-order' | 'any-order'
  readonly extra?: 'ignore' | 'report'
  readonly plus?: 'keep' | 'space'
  readonly iri?: boolean
  /**
   * Whether a variable may match an empty value (default `'accept'`).
   *
   * @example
   * matchWith({ empty: 'refuse' })(t)('users:///profile')   // Right(none), for t = users://{userId}/profile
   *
   * @since 0.4.0
   */
  readonly empty?: 'accept' | 'refuse'
  /**
   * What a query parameter given more than once gives, with `query: 'any-order'` (default `'first'`).
   *
   * @example
   * matchWith({ query: 'any-order', repeated: 'list' })(t)('acme://products?page=1&page=2')   // Right(some({ variables: { page: ['1', '2'] }, extra: [] }))
   *
   * @since 0.4.0
   */
  readonly repeated?: 'first' | 'list' | 'refuse'
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

const KINDS = {
  query: ['in-order', 'any-order'],
  extra: ['ignore', 'report'],
  plus: ['keep', 'space'],
  iri: 'boolean',
  empty: ['accept', 'refuse'],
  repeated: ['first', 'list', 'refuse'],
} as const

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

const isQuery = (p: TemplatePart): p is TemplateExpression => p._tag === 'Expression' && (p.operator === '?' || p.operator === '&')

/**
 * Where the query expressions stand, or null when the template's query is not a run of "?"/"&" expressions followed by nothing
 * or a fragment, or the run begins with a "&" expression: that one writes no "?" (section 3.2.9), so what it writes is a query
 * only after a "?" the template writes elsewhere, which this reading does not know.
 */
const splitQuery = (parts: readonly TemplatePart[]): Split | null => {
  const at = parts.findIndex(isQuery)
  if (at < 0 || (parts[at] as TemplateExpression).operator !== '?') return null
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

/** A string's length in characters (code points), as section 2.4.1 counts a prefix. */
const characters = (s: string): number => {
  let n = 0
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i)
    if (c < 0xd800 || c > 0xdbff || (s.charCodeAt(i + 1) & 0xfc00) !== 0xdc00) n++
  }
  return n
}

/** Whether a value read is empty: "" or a list of "" only (`{/x}` of "/", `{?x}` of "?x=", `{;x}` of ";x="). */
const isEmpty = (v: VariableValue): boolean => v === '' || (Array.isArray(v) && v.every((m) => m === ''))

/** Whether a match holds a variable that would match an empty value (the option `empty: 'refuse'`; see MatchOptions). */
const holdsEmpty = (found: Found, silent: readonly (readonly string[])[]): boolean => {
  for (const k of Object.keys(found)) if (isEmpty(found[k])) return true
  // A simple or reserved expression that read no text: each of its variables would be "" (section 3.2.2, 3.2.3).
  for (const names of silent) if (names.every((n) => !Object.prototype.hasOwnProperty.call(found, n))) return true
  return false
}

/** The query of input[from, to) (after its "?") as decoded name-value pairs; null when a character is not a query's or a triplet is not UTF-8. */
const queryPairs = (input: string, from: number, to: number, plus: boolean): (readonly [string, string])[] | null => {
  for (let i = from; i < to; i++) {
    const c = input.charCodeAt(i)
    if (c >= 128 || QUERY[c] === 0) return null
  }
  const pairs: (readonly [string, string])[] = []
  for (const pair of input.slice(from, to).split('&')) {
    if (pair === '') continue
    const eq = pair.indexOf('=')
    const k = decodeValue(eq < 0 ? pair : pair.slice(0, eq), plus)
    const v = decodeValue(eq < 0 ? '' : pair.slice(eq + 1), plus)
    if (k === null || v === null) return null
    pairs.push([k, v])
  }
  return pairs
}

/**
 * Matches a URI reference to a template with options (see `MatchOptions`):
 * `Right(some({ variables, extra }))`, `Right(none)` when it does not match,
 * a `Left` (`invalid-options`) for options that are not of their kinds.
 * Without `query: 'any-order'` the variables are `match`'s. With it, the
 * parts before and after the query are matched as `match` does and expand
 * back to exactly their text; the query's parameters are read by name. A URI
 * that is the template's in order matches in any order too (one without a
 * "?", or whose "?" a reserved expression wrote, is read in order).
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
      const e = left(templateOptionsError(template.raw, checked.left))
      return () => e
    }
    const o = checked.right
    const iri = o.iri === true
    const report = o.extra === 'report'
    const plus = o.plus === 'space'
    const repeated = o.repeated ?? 'first'
    const anyOrder = o.query === 'any-order'
    const parts = template.parts
    const split = anyOrder ? splitQuery(parts) : null
    // Any order, and a template that writes no query: the URI's query, if it has one, is all extra.
    const noQuery = anyOrder && !parts.some((p) => isQuery(p) || (p._tag === 'Literal' && p.raw.includes('?')))
    // A reserved expression may write a "?" of its own (section 3.2.3): what follows it is then no query.
    const reserved = parts.some((p) => p._tag === 'Expression' && p.operator === '+')
    const whole = partsReader(template, parts)
    const before = split === null ? null : partsReader(template, split.before)
    const after = split === null ? null : partsReader(template, split.after)
    // With empty: 'refuse', the variables of each simple or reserved expression (which may read no text).
    const silent = o.empty === 'refuse' ? parts.flatMap((p) => (p._tag === 'Expression' && OPERATORS[p.operator].first === '' ? [p.variables.map((v) => v.name)] : [])) : null
    const matched = (found: Found, extra: readonly (readonly [string, string])[]): Either<UriError, Option<TemplateMatch>> =>
      right(silent !== null && holdsEmpty(found, silent) ? none : some({ variables: found, extra }))
    // Each query variable by name: whether it collects a list (exploded).
    const named = new Map<string, boolean>()
    // A query variable whose every varspec has a prefix: the most characters expansion writes of it (section 2.4.1).
    const limits = new Map<string, number>()
    const unlimited = new Set<string>()
    if (split !== null)
      for (const e of split.query)
        for (const v of e.variables) {
          named.set(v.name, (named.get(v.name) ?? false) || v.explode)
          if (v.prefix === null) unlimited.add(v.name)
          else limits.set(v.name, Math.max(limits.get(v.name) ?? 0, v.prefix))
        }
    for (const n of unlimited) limits.delete(n)
    // Each "?" expression writes its "?" (section 3.2.8): where the query has two, a parameter may follow a "?" as well as a "&".
    const separators = split !== null && split.query.filter((e) => e.operator === '?').length > 1 ? /[&?]/ : '&'
    return (uri) => {
      if (typeof uri !== 'string') return right(none)
      const input = iri ? iriToURIText(uri) : uri
      const found: Found = {}
      const extra: (readonly [string, string])[] = []
      // RFC 3986 section 3: the fragment begins at the first "#", the query at the first "?" before it.
      const hash = input.indexOf('#')
      const end = hash < 0 ? input.length : hash
      const qAt = input.indexOf('?')
      const pathEnd = qAt >= 0 && qAt < end ? qAt : end
      if (noQuery && pathEnd < end) {
        const pairs = queryPairs(input, pathEnd + 1, end, plus)
        if (pairs === null) return right(none)
        const rest = input.slice(0, pathEnd) + input.slice(end)
        if (whole(rest, 0, rest.length, found)) return matched(found, report ? pairs : extra)
        return reserved && whole(input, 0, input.length, found) ? matched(found, extra) : right(none)
      }
      // Without a "?", the query expressions wrote nothing or "&" pieces only (their "?" one undefined): read in order.
      if (split === null || before === null || after === null || pathEnd === end) return whole(input, 0, input.length, found) ? matched(found, extra) : right(none)
      if (!before(input, 0, pathEnd, found) || !after(input, end, input.length, found)) {
        // The "?" may not be the query's: a reserved expression writes "?" of its own; or, the "?" expressions undefined, a "&"
        // one writes the query's first parameter after "&", and a later "?" one its "?". Such a URI may be the template's in order.
        const amp = input.indexOf('&')
        const mine: Found = {}
        return (reserved || (amp >= 0 && amp < pathEnd)) && whole(input, 0, input.length, mine) ? matched(mine, extra) : right(none)
      }
      for (let i = pathEnd + 1; i < end; i++) {
        const c = input.charCodeAt(i)
        if (c >= 128 || QUERY[c] === 0) return right(none)
      }
      // Each named parameter's values (a bare "," joins list members: section 3.2.1 writes a value's "," as %2C), in the order met.
      const values = new Map<string, string[]>()
      for (const pair of input.slice(pathEnd + 1, end).split(separators)) {
        if (pair === '') continue
        const eq = pair.indexOf('=')
        const rawName = eq < 0 ? pair : pair.slice(0, eq)
        const rawValue = eq < 0 ? '' : pair.slice(eq + 1)
        const exploded = named.get(rawName)
        const given = values.get(rawName)
        if (exploded === undefined || (!exploded && given !== undefined && repeated === 'first')) {
          const [k, v] = [decodeValue(rawName, plus), decodeValue(rawValue, plus)]
          if (k === null || v === null) return right(none)
          if (report) extra.push([exploded === undefined ? k : rawName, v])
          continue
        }
        if (!exploded && given !== undefined && repeated === 'refuse') return right(none)
        const list = given ?? []
        for (const m of rawValue.split(',')) {
          const v = decodeValue(m, plus)
          if (v === null) return right(none)
          list.push(v)
        }
        if (given === undefined) values.set(rawName, list)
      }
      for (const [k, list] of values) {
        // A prefix expands a string only, to at most its length in characters: a longer value or a list is none of the template's.
        const limit = limits.get(k)
        if (limit !== undefined && (list.length > 1 || characters(list[0]) > limit)) return right(none)
        setOwn<VariableValue>(found, k, named.get(k) === true || list.length > 1 ? list : list[0])
      }
      return matched(found, extra)
    }
  }
