/**
 * The round-trip law of template matching, as each matcher states it:
 * variables found expand to the URI they were found in. In order (`match`,
 * `matchWith` without `query: 'any-order'`, a compiled template, a router),
 * the expansion is the URI, character for character. With `query:
 * 'any-order'`, parameters may come in any order and extra ones are set
 * apart: the expansion is the URI outside its query, and the query's
 * parameters are those the query expressions write plus the extra ones, as
 * multisets of decoded names and list members (a list is written "a,b" or
 * "x=a&x=b" alike).
 */
import * as E from 'fp-ts/lib/Either.js'
import { expand, type Template, type TemplateExpression, type TemplatePart, type Variables } from '../../src/template/index.ts'

/** A template of some of the parts of another (its text is the whole's: errors only quote it). */
const partsOf = (t: Template, parts: readonly TemplatePart[]): Template => ({ _tag: 'Template', raw: t.raw, parts })

const isQuery = (p: TemplatePart): p is TemplateExpression => p._tag === 'Expression' && (p.operator === '?' || p.operator === '&')

/** Where `matchWith({ query: 'any-order' })` reads the query by name (as MatchOptions documents it), or null where it reads in order. */
export const anyOrderSplit = (t: Template): { readonly before: readonly TemplatePart[]; readonly query: readonly TemplatePart[]; readonly after: readonly TemplatePart[] } | null => {
  const at = t.parts.findIndex(isQuery)
  if (at < 0 || (t.parts[at] as TemplateExpression).operator !== '?') return null
  let end = at
  while (end < t.parts.length && isQuery(t.parts[end])) end++
  const next = t.parts[end]
  if (next !== undefined && !(next._tag === 'Expression' ? next.operator === '#' : next.raw.startsWith('#'))) return null
  if (t.parts.slice(0, at).some((p) => p._tag === 'Literal' && (p.raw.includes('?') || p.raw.includes('#')))) return null
  return { before: t.parts.slice(0, at), query: t.parts.slice(at, end), after: t.parts.slice(end) }
}

/** Whether a template writes no query: no "?" or "&" expression, no "?" in its literals (any order then sets the URI's query apart). */
export const writesNoQuery = (t: Template): boolean => !t.parts.some((p) => isQuery(p) || (p._tag === 'Literal' && p.raw.includes('?')))

const expanded = (t: Template, parts: readonly TemplatePart[], v: Variables): string | null => {
  const r = expand(partsOf(t, parts))(v)
  return E.isRight(r) ? r.right : null
}

/** A query's parameters as "name\u0000member" strings, sorted: each name and each ","-separated member decoded. */
const members = (pairs: readonly (readonly [string, string])[]): string[] => pairs.flatMap(([k, v]) => v.split(',').map((m) => `${k}\u0000${m}`)).sort()

const decode = (s: string): string => {
  try {
    return decodeURIComponent(s)
  } catch {
    return s
  }
}

/** The pairs of a query text (after its "?"), names and members decoded; `separators` as the template's query has them ("&", and "?" where two "?" expressions write one each). */
const pairsOf = (query: string, separators: string | RegExp = '&'): (readonly [string, string])[] =>
  query
    .split(separators)
    .filter((p) => p !== '')
    .map((p) => {
      const eq = p.indexOf('=')
      const [k, v] = eq < 0 ? [p, ''] : [p.slice(0, eq), p.slice(eq + 1)]
      return [decode(k), v.split(',').map(decode).join(',')] as const
    })

/**
 * Why the variables (and the extra parameters, reported) of an any-order match of `uri` do not give `uri` back, or null
 * when they do. The extra parameters' values are compared as lists too: the law's inputs give extra values without ",".
 */
export const anyOrderFault = (t: Template, uri: string, v: Variables, extra: readonly (readonly [string, string])[]): string | null => {
  const whole = expanded(t, t.parts, v)
  if (whole === uri) return null
  const hash = uri.indexOf('#')
  const end = hash < 0 ? uri.length : hash
  const q = uri.indexOf('?')
  const qAt = q >= 0 && q < end ? q : -1
  if (qAt < 0) return `no query, and the expansion ${JSON.stringify(whole)} is not the URI`
  const split = anyOrderSplit(t)
  const outside = uri.slice(0, qAt) + uri.slice(end)
  let query: string
  if (split === null) {
    if (!writesNoQuery(t)) return `read in order, and the expansion ${JSON.stringify(whole)} is not the URI`
    if (whole !== outside) return `the expansion ${JSON.stringify(whole)} is not the URI outside its query`
    query = ''
  } else {
    const before = expanded(t, split.before, v)
    const after = expanded(t, split.after, v)
    if (before !== uri.slice(0, qAt) || after !== uri.slice(end)) return `the parts outside the query expand to ${JSON.stringify([before, after])}`
    // Each query expression's text, its first character ("?" or "&") dropped.
    query = split.query.map((e) => (expanded(t, [e], v) ?? '').slice(1)).join('&')
  }
  const twoQ = split !== null && split.query.filter((e) => e._tag === 'Expression' && e.operator === '?').length > 1
  const want = members(pairsOf(uri.slice(qAt + 1, end), twoQ ? /[&?]/ : '&'))
  const got = members([...pairsOf(query), ...extra])
  return JSON.stringify(want) === JSON.stringify(got) ? null : `the query's parameters ${JSON.stringify(want)} are not those of the variables and extras ${JSON.stringify(got)}`
}
