/**
 * A drop-in for the MCP TypeScript SDK's `UriTemplate`
 * (`@modelcontextprotocol/sdk/shared/uriTemplate.js`): the same class shape,
 * so a server hands it to the SDK's `ResourceTemplate`, with typed-uri's
 * reading of RFC 6570 behind it. The constructor throws on a malformed
 * template, as the SDK's does: the one throw of the package. `expand` and
 * `match` never throw.
 *
 * @example
 * import { UriTemplate } from 'typed-uri/mcp'
 *
 * const t = new UriTemplate('acme://products{?page,limit}')
 * t.match('acme://products?limit=10&page=1')   // { limit: '10', page: '1' }
 *
 * @since 0.4.0
 */
import type { Either } from 'fp-ts/lib/Either.js'
import type { UriError } from '../error/facts.ts'
import type { Template, TemplateExpression, Variables as TemplateValues, VariableValue } from '../template/ast.ts'
import { encodeValue, expand, expandVar, OPERATORS, refusal, type Value, valueOf } from '../template/expand.ts'
import { setOwn } from '../template/match.ts'
import { type MatchOptions, matchWith } from '../template/match-with.ts'
import { parseTemplate } from '../template/parse.ts'

/**
 * The variables of the SDK's `UriTemplate`, by name: a string, or a list of
 * strings. `UriTemplate.match` gives them; `expand` takes them (and every
 * value `typed-uri/template`'s `expand` takes).
 *
 * @example
 * import type { Variables } from 'typed-uri/mcp'
 *
 * const v: Variables = { id: '42', tags: ['a', 'b'] }
 *
 * @since 0.4.0
 * @category templates
 */
export type Variables = Record<string, string | string[]>

/**
 * How the class matches: query parameters in any order and any subset (a
 * client builds a query as it likes; an absent parameter is absent from the
 * variables), the parameters the template does not name ignored, and IRIs
 * (`users://café/profile`, as people type them) read as the URIs they map to.
 */
const MATCHING: MatchOptions = { query: 'any-order', iri: true }

/** A value as section 2.3 reads it, copied (a getter is read once), or null for one of no kind the template takes (then the variable is absent). */
const takenValue = (value: Value): VariableValue => {
  switch (value.k) {
    case 'string':
      return value.s
    case 'list':
      return value.items
    case 'map': {
      const map: Record<string, string> = {}
      for (const [k, v] of value.pairs) setOwn(map, k, v)
      return map
    }
    default:
      return null
  }
}

/**
 * The expansion of one expression without the URI reference check (section
 * 3.2.1, Appendix A's "first" and "sep"), for `expand`'s rare path: a list or
 * map where a prefix asks a string (section 2.4.1), absent there only, and
 * values that together write no URI reference.
 */
const expandUnchecked = (e: TemplateExpression, variables: TemplateValues): string => {
  const op = OPERATORS[e.operator]
  let out = ''
  let lead = op.first
  for (const spec of e.variables) {
    const value = valueOf(Object.prototype.hasOwnProperty.call(variables, spec.name) ? variables[spec.name] : undefined)
    if (value.k === 'undefined' || refusal(spec, value) !== null) continue
    out += lead + expandVar(spec, value, op)
    lead = op.sep
  }
  return out
}

/**
 * The error `new UriTemplate(text)` throws, as the SDK's constructor does: its message names the error's reason
 * (or code) and where, with no catalog (a sentence is `describeError(catalog)(e.cause)`, so the class ships no
 * words); its cause the template's error (code, offset, reason).
 */
const malformed = (error: UriError): Error => Object.assign(new Error(`The URI template is not valid: ${error.reason?.kind ?? error.code} at position ${error.offset + 1}`), { cause: error })

/**
 * An RFC 6570 URI Template with the MCP TypeScript SDK's `UriTemplate` shape.
 * `new UriTemplate(text)` throws an `Error` (its `cause` the template's
 * error, with `code` and `offset`) on a text that is not a template, as the
 * SDK's constructor throws; it is the package's one export that throws.
 *
 * - `expand(variables)` gives a string (RFC 6570 section 3). A value of a kind
 *   the template cannot take expands as absent: one that is not a string,
 *   number, boolean, list or plain object (a list or object holding one), a
 *   property whose getter throws, and, where the template asks a prefix
 *   (`{x:3}`), a list or object (absent there only). Values that together write no URI reference
 *   (reserved expansion copies "#", "[" and "]" as they are) are written all
 *   the same, as the SDK writes them. Anything but an object is no variables.
 * - `match(uri)` gives the variables or `null`. Query parameters are read in
 *   any order and any subset, an absent one is absent from the variables (not
 *   `''`), parameters the template does not name are ignored, values are
 *   decoded, and an IRI is matched as the URI it maps to. A list is a list.
 *   An exploded associative array (`{/keys*}`, `{;keys*}`), which the SDK's
 *   `Record<string, string | string[]>` cannot hold, is its `name=value`
 *   pairs flattened into the list (`['a=1', 'b=2']`; a name holding "=" reads
 *   ambiguously: split at the first "=" when no name holds one). Under the
 *   any-order reading an exploded query variable (`{?tags*}`) collects the
 *   values of its own name; other names are parameters the template does not
 *   name. Not a string: `null`.
 * - `variableNames`: each variable's name once, in order, without its
 *   modifier; `toString()`: the template's text; `UriTemplate.isTemplate(text)`:
 *   whether the text is a template with at least one expression.
 *
 * The SDK's `ResourceTemplate` declares the SDK's class, whose private
 * members no other class can have: pass this one with a cast,
 * `new ResourceTemplate(new UriTemplate(t) as unknown as SdkUriTemplate, { list })`.
 *
 * @example
 * import { UriTemplate } from 'typed-uri/mcp'
 *
 * const t = new UriTemplate('users://{id}/files{/path*}{?rev}')
 * t.expand({ id: 'octo cat', path: ['a', 'b'], rev: 3 })   // 'users://octo%20cat/files/a/b?rev=3'
 * t.match('users://7/files/a/b')   // { id: '7', path: ['a', 'b'] }
 * t.match('users://7/other')   // null
 * t.variableNames   // ['id', 'path', 'rev']
 *
 * @since 0.4.0
 * @category templates
 */
export class UriTemplate {
  /**
   * Whether a text is a URI Template (RFC 6570 section 2) with at least one
   * expression: what `new UriTemplate(text)` reads without throwing, and with
   * variables. Anything but a string is not one.
   *
   * @example
   * UriTemplate.isTemplate('/users/{id}')   // true
   * UriTemplate.isTemplate('/users/42')   // false: no expression
   * UriTemplate.isTemplate('{}')   // false: no variable
   */
  static isTemplate(text: string): boolean {
    const parsed = parseTemplate(text)
    return parsed._tag === 'Right' && parsed.right.parts.some((p) => p._tag === 'Expression')
  }

  private readonly text: string
  private readonly template: Template
  private readonly names: readonly string[]
  private readonly expandChecked: (variables: TemplateValues) => Either<UriError, string>
  private readonly matcher: ReturnType<ReturnType<typeof matchWith>>

  constructor(template: string) {
    const parsed = parseTemplate(template)
    if (parsed._tag === 'Left') throw malformed(parsed.left)
    this.text = template
    this.template = parsed.right
    const names = new Set<string>()
    for (const p of parsed.right.parts) if (p._tag === 'Expression') for (const v of p.variables) names.add(v.name)
    this.names = [...names]
    this.expandChecked = expand(parsed.right)
    this.matcher = matchWith(MATCHING)(parsed.right)
  }

  /** Each variable's name once, in the order the template first names it, without its modifier (`{x:3}` and `{y*}` name `x` and `y`). */
  get variableNames(): string[] {
    return [...this.names]
  }

  /** The template's text, as given. */
  toString(): string {
    return this.text
  }

  /** RFC 6570 section 3's expansion; a value of a kind the template cannot take expands as absent (see the class). */
  expand(variables: Variables | TemplateValues): string {
    // The variables the template names, read once each (a getter that throws makes its variable absent), of the kinds it takes.
    const taken: Record<string, VariableValue> = {}
    if (typeof variables === 'object' && variables !== null) {
      for (const name of this.names) {
        let value: VariableValue = null
        try {
          value = takenValue(valueOf(Object.prototype.hasOwnProperty.call(variables, name) ? (variables as TemplateValues)[name] : undefined))
        } catch {
          // A getter or proxy that throws: the variable is absent.
        }
        if (value !== null) setOwn(taken, name, value)
      }
    }
    const checked = this.expandChecked(taken)
    if (checked._tag === 'Right') return checked.right
    // A list or map where a prefix asks a string (absent there), or an expansion that is no URI reference: written unchecked, as the SDK writes it.
    let out = ''
    for (const p of this.template.parts) out += p._tag === 'Literal' ? encodeValue(p.raw, true) : expandUnchecked(p, taken)
    return out
  }

  /** The variables of a URI, or null when the template does not match it (see the class). */
  match(uri: string): Variables | null {
    const r = this.matcher(uri)
    if (r._tag === 'Left' || r.right._tag === 'None') return null
    const found = r.right.value.variables
    const out: Variables = {}
    for (const name of Object.keys(found)) {
      const v = found[name]
      if (typeof v === 'string') setOwn<string | string[]>(out, name, v)
      else if (Array.isArray(v)) setOwn<string | string[]>(out, name, [...(v as readonly string[])])
      else if (typeof v === 'object' && v !== null) {
        // An exploded associative array: its pairs, flattened into the list.
        const pairs: string[] = []
        for (const [k, value] of Object.entries(v)) pairs.push(`${k}=${String(value)}`)
        setOwn<string | string[]>(out, name, pairs)
      }
    }
    return out
  }
}
