/**
 * A bridge between RFC 6570 URI Templates and URLPattern (the WHATWG URL
 * Pattern Standard), which routers adopt and which cannot generate a URL from
 * its groups. `toURLPattern` gives the pattern that matches what a template
 * matches, for the templates URLPattern can express; `fromURLPattern` gives
 * the template of a pattern of named groups and wildcards, so that `expand`
 * generates URLs the pattern accepts; `PatternVariables` reads a pattern's
 * group names from its text, as `TemplateVariables` reads a template's.
 *
 * What follows from the two designs (docs/mcp.md lists it): URLPattern's
 * groups are the URL's text, not decoded (`caf%C3%A9`), where RFC 6570's
 * values are (`café`); `:id` needs at least one character where `{id}` may
 * expand to nothing; URLPattern reads its input as the URL Standard does
 * (dot segments removed, a special scheme's host lowercased, its default port
 * dropped, an empty path read as "/"); `{/list*}` gives a list where `:x+`
 * gives one string (`a/b`).
 *
 * @example
 * pipe(parseTemplate('https://example.com/users/{id}{/tab}'), E.chain(toURLPattern), E.map((p) => p.pathname))
 * // Right('/users/:id{/:tab}?')
 *
 * @since 0.4.0
 */
import type { Either } from 'fp-ts/lib/Either.js'
import { left, right } from '../base/either.ts'
import type { UriError } from '../error/facts.ts'
import type { FromURLPatternFeature, ToURLPatternFeature, URLPatternComponent, URLPatternSyntaxFault } from '../error/reasons/template.ts'
import type { Template, TemplateExpression } from './ast.ts'
import { isArray, seen } from '../base/options.ts'
import { templateError, templateOptionsError, thrownText } from './error.ts'
import { encodeOutside } from './expand.ts'
import { parseTemplate } from './parse.ts'

// ---------------------------------------------------------------------------
// model
// ---------------------------------------------------------------------------

/**
 * A URLPattern's components (the URL Pattern Standard's `URLPatternInit`),
 * each a pattern string; a component left out matches anything. Declared here
 * so that the package needs no DOM types: an object of this type is what
 * `new URLPattern(init)` takes.
 *
 * @example
 * const init: URLPatternInit = { protocol: 'https', hostname: 'example.com', pathname: '/users/:id', search: '', hash: '' }
 *
 * @since 0.4.0
 * @category templates
 */
export interface URLPatternInit {
  readonly protocol?: string
  readonly username?: string
  readonly password?: string
  readonly hostname?: string
  readonly port?: string
  readonly pathname?: string
  readonly search?: string
  readonly hash?: string
  /** The URL a relative pattern is read against; `fromURLPattern` refuses it (give the components themselves). */
  readonly baseURL?: string
}

/** The components, in the order a URL writes them. */
type Component = URLPatternComponent
const COMPONENTS: readonly Component[] = ['protocol', 'username', 'password', 'hostname', 'port', 'pathname', 'search', 'hash']

// ---------------------------------------------------------------------------
// the errors: each names the part and the feature that has no counterpart (the catalogs word them)
// ---------------------------------------------------------------------------

/** The error of a template's part URLPattern cannot express. */
const cannotExpress = (template: Template, at: number, part: string, feature: ToURLPatternFeature): UriError =>
  templateError(template.raw, 'not-expressible', at, [], ['URI-Template', 'URLPattern'], { kind: 'urlpattern-cannot-express', part, feature })

/** Why a pattern's part has no template (`not-expressible`), or why URLPattern itself refuses it (`invalid-character`). */
type PatternWhy = { readonly code: 'not-expressible'; readonly feature: FromURLPatternFeature } | { readonly code: 'invalid-character'; readonly fault: URLPatternSyntaxFault }

/** The error of a pattern's part a template cannot express, or that URLPattern itself refuses. */
const cannotWrite = (input: string, at: number, component: Component | null, part: string, why: PatternWhy): UriError =>
  templateError(
    input,
    why.code,
    at,
    [],
    ['URLPattern', ...(component === null ? [] : [component])],
    why.code === 'invalid-character' ? { kind: 'urlpattern-not-valid', part, component, fault: why.fault } : { kind: 'template-cannot-express', part, component, feature: why.feature },
  )

/** A part a template cannot express. */
const notExpressible = (feature: FromURLPatternFeature): PatternWhy => ({ code: 'not-expressible', feature })

/** A pattern URLPattern refuses. */
const invalid = (fault: URLPatternSyntaxFault): PatternWhy => ({ code: 'invalid-character', fault })

// ---------------------------------------------------------------------------
// characters
// ---------------------------------------------------------------------------

/** The URL Pattern Standard's characters that need a "\" to stand for themselves in a pattern string. */
const SYNTAX = new Set(['\\', ':', '*', '(', ')', '{', '}', '+', '?'])
const escapePattern = (c: string): string => (SYNTAX.has(c) ? `\\${c}` : c)

/** A JavaScript identifier, as a URLPattern group name must be (the URL Pattern Standard's tokenizer: ID_Start, ID_Continue, "$", "_", ZWNJ, ZWJ). */
const IDENTIFIER = /^[$_\p{ID_Start}](?:[$_\p{ID_Continue}]|\u200C|\u200D)*$/u
const NAME_START = /^[$_\p{ID_Start}]$/u
const NAME_PART = /^(?:[$_\p{ID_Continue}]|\u200C|\u200D)$/u

/** A varname RFC 6570 section 2.3 allows and URLPattern too: ASCII letters, digits and "_", not first a digit. */
const VARCHARS = /^[A-Za-z_][A-Za-z0-9_]*$/

/**
 * What a template's literal keeps as it is (RFC 6570 section 2.1, "literals"),
 * less the characters that would begin another component where the text
 * stands; everything else is written as UTF-8 triplets (a valid triplet kept).
 */
const literalTable = (without: string): Uint8Array => {
  const keep = new Uint8Array(128)
  const ranges: readonly (readonly [number, number])[] = [
    [0x21, 0x21],
    [0x23, 0x24],
    [0x26, 0x26],
    [0x28, 0x3b],
    [0x3d, 0x3d],
    [0x3f, 0x5b],
    [0x5d, 0x5d],
    [0x5f, 0x5f],
    [0x61, 0x7a],
    [0x7e, 0x7e],
  ]
  for (const [from, to] of ranges) for (let c = from; c <= to; c++) keep[c] = 1
  for (const c of without) keep[c.charCodeAt(0)] = 0
  return keep
}

/** Each component's table: a "?" in a path, a "#" in a query, an "@" or "/" in an authority would start another component. */
const LITERAL: Readonly<Record<Component, Uint8Array>> = {
  protocol: literalTable(':/?#@'),
  username: literalTable(':/?#@'),
  password: literalTable('/?#@'),
  hostname: literalTable('/?#@'),
  port: literalTable(':/?#@'),
  pathname: literalTable('?#'),
  search: literalTable('#'),
  hash: literalTable(''),
}

/** The URL Standard's special schemes, whose URLs have a host, and whose paths URLPattern reads segment by segment. */
const SPECIAL = new Set(['ftp', 'file', 'http', 'https', 'ws', 'wss'])

/** The regular expression of URLPattern's segment groups in a special scheme's path: one segment, at least one character. */
const SEGMENT_REGEXP = '([^\\/]+?)'

// ---------------------------------------------------------------------------
// toURLPattern
// ---------------------------------------------------------------------------

/** A template read as a stream: each literal character with its offset, each expression whole. */
type Item = { readonly c: string; readonly at: number; readonly e?: undefined } | { readonly e: TemplateExpression; readonly c?: undefined; readonly at: number }

const itemsOf = (template: Template): Item[] => {
  const items: Item[] = []
  for (const p of template.parts) {
    if (p._tag === 'Expression') items.push({ e: p, at: p.start })
    else for (let k = 0; k < p.raw.length; k++) items.push({ c: p.raw[k], at: p.start + k })
  }
  return items
}

/** RFC 3986 section 3.1: scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ), then ":". */
const SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*:/

/**
 * Why an expression cannot stand as one URLPattern group (`{x}` or `{/x}`,
 * `{/x*}`), or null: a single variable with a JavaScript identifier for a
 * name, no prefix, and an explode only in path expansion.
 */
const groupFault = (e: TemplateExpression): ToURLPatternFeature | null => {
  if (e.operator === '+' || e.operator === '#') return 'reserved-expansion'
  if (e.operator === '?' || e.operator === '&') return 'query-expression'
  if (e.operator === '.' || e.operator === ';') return 'label-or-parameter-expansion'
  if (e.variables.length > 1) return 'several-variables'
  const v = e.variables[0]
  if (v.prefix !== null) return 'prefix-modifier'
  if (v.explode && e.operator !== '/') return 'explode-modifier'
  return IDENTIFIER.test(v.name) ? null : 'name-not-identifier'
}

/**
 * The template's components as URLPattern's (section 3 of RFC 3986 read on
 * the template's literal characters): the scheme, the authority (user
 * information, host, port), the path up to "?" or "#", the query, the
 * fragment. The pattern of each, or the part it cannot express.
 */
const patternOf = (template: Template): Either<UriError, URLPatternInit> => {
  const items = itemsOf(template)
  const fail = (item: Item, why: ToURLPatternFeature): Either<UriError, never> =>
    left(cannotExpress(template, item.at, item.e === undefined ? template.raw.slice(item.at, item.at + 1) : item.e.raw, why))
  const charAt = (k: number): string | undefined => items[k]?.c
  let i = 0
  // Section 3.1: the scheme, from the first literal.
  const first = template.parts[0]
  const scheme = first !== undefined && first._tag === 'Literal' ? SCHEME.exec(first.raw) : null
  const init: { -readonly [K in keyof URLPatternInit]: URLPatternInit[K] } = {}
  if (scheme !== null) {
    init.protocol = scheme[0].slice(0, -1)
    i = scheme[0].length
  }
  // Section 3.2: the authority, after "//".
  if (charAt(i) === '/' && charAt(i + 1) === '/') {
    let end = i + 2
    while (end < items.length && !(charAt(end) === '/' || charAt(end) === '?' || charAt(end) === '#' || items[end].e?.operator === '/' || items[end].e?.operator === '?')) end++
    let at = -1
    for (let k = i + 2; k < end; k++) if (charAt(k) === '@') at = k
    let username = ''
    let password = ''
    if (at >= 0) {
      let colon = -1
      for (let k = i + 2; k < at; k++) {
        const item = items[k]
        if (item.e !== undefined) return fail(item, 'variable-in-userinfo')
        if (item.c === ':' && colon < 0) colon = k
        else if (colon < 0) username += escapePattern(item.c)
        else password += escapePattern(item.c)
      }
    }
    // Host, then ":" port (an IP literal's ":" are inside its brackets).
    let k = at >= 0 ? at + 1 : i + 2
    let hostname = ''
    const names = new Set<string>()
    let label = k
    const bracketed = charAt(k) === '['
    for (; k < end; k++) {
      const item = items[k]
      if (item.e === undefined) {
        if (item.c === ':' && (!bracketed || charAt(k - 1) === ']')) break
        if (item.c === '.') label = k + 1
        hostname += escapePattern(item.c)
        continue
      }
      const fault = groupFault(item.e) ?? (item.e.operator !== '' ? 'shared-segment' : null)
      if (fault !== null) return fail(item, fault)
      // A whole label: "//", "@" or "." before it, "." or the host's end after it.
      const next = k + 1 < end ? charAt(k + 1) : undefined
      if (k !== label || !(k + 1 >= end || next === '.' || next === ':')) return fail(item, 'shared-segment')
      const name = item.e.variables[0].name
      if (names.has(name)) return fail(item, 'duplicate-variable')
      names.add(name)
      hostname += `:${name}`
    }
    let port = ''
    for (k++; k < end; k++) {
      const item = items[k]
      if (item.e !== undefined) return fail(item, 'variable-in-port')
      port += escapePattern(item.c)
    }
    Object.assign(init, { username, password, hostname, port })
    i = end
  } else if (scheme !== null) {
    // A URI without an authority: the URL Standard reads its host (and user information and port) as empty.
    Object.assign(init, { username: '', password: '', hostname: '', port: '' })
  } else if (scheme === null && !(charAt(i) === '/' || items[i]?.e?.operator === '/')) {
    // A relative template must begin with "/" (a path-absolute reference) for URLPattern to read it without a base.
    const head = items[0]
    if (head === undefined) return left(cannotExpress(template, 0, template.raw, 'rootless'))
    return fail(head, (head.e === undefined ? null : groupFault(head.e)) ?? 'rootless')
  }
  // Section 3.3: the path, up to "?" or "#" (or a query expression, which the loop meets and refuses).
  let pathname = ''
  const names = new Set<string>()
  // URLPattern reads a path's groups segment by segment only under a special scheme (or any scheme, which includes them);
  // under another (acme:, users:) its `:x` takes any text, "/" too: there the group says "one segment" itself.
  const segment = init.protocol === undefined || SPECIAL.has(init.protocol.toLowerCase()) ? '' : SEGMENT_REGEXP
  for (; i < items.length && charAt(i) !== '?' && charAt(i) !== '#'; i++) {
    const item = items[i]
    if (item.e === undefined) {
      pathname += escapePattern(item.c)
      continue
    }
    const fault = groupFault(item.e)
    if (fault !== null) return fail(item, fault)
    const v = item.e.variables[0]
    // A whole segment: "/" before "{x}" ("{/x}" writes its own), and after it "/", "?", "#", another "{/…}" or the end.
    const next = items[i + 1]
    const ends = next === undefined || next.c === '/' || next.c === '?' || next.c === '#' || next.e !== undefined
    const starts = item.e.operator === '/' || charAt(i - 1) === '/'
    if (!starts || !ends || (next?.e !== undefined && next.e.operator === '')) return fail(item, 'shared-segment')
    if (names.has(v.name)) return fail(item, 'duplicate-variable')
    names.add(v.name)
    pathname += item.e.operator === '/' ? `{/:${v.name}${segment}}${v.explode ? '*' : '?'}` : `:${v.name}${segment}`
  }
  // The URL Standard reads a special scheme's empty path as "/".
  init.pathname = pathname === '' && init.protocol !== undefined && SPECIAL.has(init.protocol.toLowerCase()) ? '/' : pathname
  // Sections 3.4 and 3.5: text only; a component the template does not have is written empty (left out, it would match anything).
  let search = ''
  let hash = ''
  let inHash = false
  if (charAt(i) === '?') i++
  for (; i < items.length; i++) {
    const item = items[i]
    if (item.e !== undefined) return fail(item, item.e.operator === '?' || item.e.operator === '&' ? 'query-expression' : 'expression-in-query')
    if (!inHash && item.c === '#') {
      inHash = true
      continue
    }
    if (inHash) hash += escapePattern(item.c)
    else search += escapePattern(item.c)
  }
  init.search = search
  init.hash = hash
  return right(init)
}

/**
 * The URLPattern that matches what a template matches, as a `URLPatternInit`
 * (`new URLPattern(init)`), for the templates URLPattern can express: literal
 * text, a simple variable standing for a whole path segment or host label
 * (`{id}` → `:id`), and path expansion (`{/tab}` → `{/:tab}?`, `{/path*}` →
 * `{/:path}*`). The components the template does not have are written empty
 * (`search: ''`, `hash: ''`, and `username`, `password`, `port`): left out,
 * URLPattern would read them as "anything". A template without a scheme
 * (`/users/{id}`, read against a base) gives the components from its path
 * on, or from its authority (`//host/…`): the ones before are the base's.
 * A special scheme's empty path is written "/", as the URL Standard reads it.
 *
 * A template URLPattern cannot express gets a `Left` (`not-expressible`) at
 * the part: a query expression (URLPattern reads the search as one string,
 * in order), reserved or fragment expansion, a prefix, an explode outside
 * path expansion, several variables in one expression, a variable sharing
 * its segment or label with text, or a name that is no JavaScript identifier.
 * What the pattern then accepts differs from the template as the two designs
 * do (see the module): groups not decoded, `:id` not empty, the URL
 * Standard's reading, `{/:path}*` one string.
 *
 * @example
 * pipe(parseTemplate('https://{tenant}.example.com/users/{id}'), E.chain(toURLPattern))
 * // Right({ protocol: 'https', username: '', password: '', hostname: ':tenant.example.com', port: '', pathname: '/users/:id', search: '', hash: '' })
 *
 * @since 0.4.0
 * @category templates
 */
export const toURLPattern = (template: Template): Either<UriError, URLPatternInit> => patternOf(template)

// ---------------------------------------------------------------------------
// fromURLPattern: the URL Pattern Standard's tokenizer and pattern parser
// ---------------------------------------------------------------------------

type TokenType = 'char' | 'escaped' | 'name' | 'regexp' | 'asterisk' | 'modifier' | 'open' | 'close' | 'invalid' | 'end'

interface Token {
  readonly type: TokenType
  /** Offset of the token's first character in the text. */
  readonly at: number
  /** Offset after its last character. */
  readonly end: number
  /** A character's (or escaped character's) text, a name's name, a modifier's character. */
  readonly value: string
  /** For 'invalid': why URLPattern refuses it. */
  readonly why?: URLPatternSyntaxFault
}

/**
 * The URL Pattern Standard's tokenizer, lenient (a character it cannot read
 * becomes an 'invalid' token, which the constructor string reads as text and
 * a component refuses): "\x" escapes x, ":" begins a name, "(" a regular
 * expression, "{" "}" a group, "*" a wildcard (or a modifier), "+" and "?"
 * modifiers.
 */
const tokenize = (text: string): Token[] => {
  const tokens: Token[] = []
  let i = 0
  const push = (type: TokenType, at: number, end: number, value: string, why?: URLPatternSyntaxFault): void => {
    tokens.push(why === undefined ? { type, at, end, value } : { type, at, end, value, why })
    i = end
  }
  const width = (k: number): number => ((text.codePointAt(k) as number) > 0xffff ? 2 : 1)
  while (i < text.length) {
    const c = text[i]
    if (c === '*') push('asterisk', i, i + 1, c)
    else if (c === '+' || c === '?') push('modifier', i, i + 1, c)
    else if (c === '{') push('open', i, i + 1, c)
    else if (c === '}') push('close', i, i + 1, c)
    else if (c === '\\') {
      if (i + 1 >= text.length) push('invalid', i, i + 1, c, 'stray-character')
      else push('escaped', i, i + 1 + width(i + 1), text.slice(i + 1, i + 1 + width(i + 1)))
    } else if (c === ':') {
      let k = i + 1
      while (k < text.length) {
        const w = width(k)
        const ch = text.slice(k, k + w)
        if (!(k === i + 1 ? NAME_START : NAME_PART).test(ch)) break
        k += w
      }
      if (k === i + 1) push('invalid', i, i + 1, c, 'stray-character')
      else push('name', i, k, text.slice(i + 1, k))
    } else if (c === '(') {
      // A regular expression: balanced parentheses, escapes, ASCII, no capturing group within.
      let depth = 1
      let k = i + 1
      let bad = text[k] === '?'
      while (!bad && k < text.length && depth > 0) {
        const ch = text[k]
        if (ch.charCodeAt(0) > 0x7f) bad = true
        else if (ch === '\\') k++
        else if (ch === ')') depth--
        else if (ch === '(') {
          depth++
          if (text[k + 1] !== '?') bad = true
        }
        k++
      }
      if (bad || depth > 0 || k === i + 2) push('invalid', i, i + 1, c, 'unclosed-regexp')
      else push('regexp', i, k, text.slice(i + 1, k - 1))
    } else {
      const w = width(i)
      push('char', i, i + w, text.slice(i, i + w))
    }
  }
  tokens.push({ type: 'end', at: text.length, end: text.length, value: '' })
  return tokens
}

/** A part of a component's pattern (the URL Pattern Standard's "part"): fixed text, or a group with its prefix, suffix and modifier. */
type Part =
  | { readonly k: 'text'; readonly text: string }
  | {
      readonly k: 'group'
      readonly at: number
      readonly raw: string
      readonly name: string | null
      readonly kind: 'segment' | 'wildcard' | 'regexp' | 'none'
      /** A regular expression's text. */
      readonly regexp: string
      readonly prefix: string
      readonly suffix: string
      readonly modifier: '' | '?' | '*' | '+'
    }

/** A component's tokens [from, to) and the text they were read from. */
interface Span {
  readonly text: string
  readonly tokens: readonly Token[]
  readonly from: number
  readonly to: number
}

type Fault = { readonly at: number; readonly part: string; readonly why: PatternWhy }

/**
 * The URL Pattern Standard's "parse a pattern string", on a component's
 * tokens: fixed text, and groups (`:name`, a regular expression, `*`, and
 * `{prefix … suffix}`) with their modifier. In the pathname a "/" just
 * before a group is its prefix.
 */
const partsOf = (span: Span, component: Component, segmented: boolean): Part[] | Fault => {
  const { text, tokens, to } = span
  const prefixChar = component === 'pathname' && segmented ? '/' : ''
  const parts: Part[] = []
  let k = span.from
  let pending = ''
  const take = (type: TokenType): Token | null => (k < to && tokens[k].type === type ? tokens[k++] : null)
  const textRun = (): string => {
    let out = ''
    for (let t = take('char') ?? take('escaped'); t !== null; t = take('char') ?? take('escaped')) out += t.value
    return out
  }
  const flush = (): void => {
    if (pending !== '') parts.push({ k: 'text', text: pending })
    pending = ''
  }
  const group = (start: number, prefix: string, name: Token | null, rw: Token | null, suffix: string): Part | null => {
    const m = take('modifier') ?? take('asterisk')
    const modifier = (m?.value ?? '') as '' | '?' | '*' | '+'
    if (name === null && rw === null && modifier === '') {
      pending += prefix + suffix
      return null
    }
    flush()
    const kind = rw === null ? (name === null ? 'none' : 'segment') : rw.type === 'asterisk' ? 'wildcard' : 'regexp'
    const end = k > span.from ? tokens[k - 1].end : start
    return { k: 'group', at: start, raw: text.slice(start, end), name: name?.value ?? null, kind, regexp: rw?.type === 'regexp' ? rw.value : '', prefix, suffix, modifier }
  }
  while (true) {
    const start = k < to ? tokens[k].at : text.length
    const c = take('char')
    const name = take('name')
    const rw = take('regexp') ?? (name === null ? take('asterisk') : null)
    if (name !== null || rw !== null) {
      let prefix = c?.value ?? ''
      if (prefix !== '' && prefix !== prefixChar) {
        pending += prefix
        prefix = ''
      }
      const g = group(prefix === '' && c !== null ? (name ?? rw ?? c).at : start, prefix, name, rw, '')
      if (g !== null) parts.push(g)
      continue
    }
    const fixed = c ?? take('escaped')
    if (fixed !== null) {
      pending += fixed.value
      continue
    }
    const open = take('open')
    if (open !== null) {
      const prefix = textRun()
      const inner = take('name')
      const innerRw = take('regexp') ?? (inner === null ? take('asterisk') : null)
      const suffix = textRun()
      if (take('close') === null) {
        const bad = k < to ? tokens[k] : null
        if (bad !== null && bad.type === 'invalid') return { at: bad.at, part: text.slice(bad.at, bad.end), why: invalid(bad.why ?? 'stray-character') }
        return { at: open.at, part: '{', why: invalid('unclosed-group') }
      }
      const g = group(open.at, prefix, inner, innerRw, suffix)
      if (g !== null) parts.push(g)
      continue
    }
    flush()
    if (k >= to) return parts
    const bad = tokens[k]
    return { at: bad.at, part: text.slice(bad.at, bad.end), why: invalid(bad.why ?? 'stray-character') }
  }
}

/** The segment group's regular expression, as written with "/" escaped or not. */
const SEGMENT_REGEXPS = new Set(['[^\\/]+?', '[^/]+?'])

/** A template literal of fixed text: the characters a template literal keeps (less the component's delimiters), the others as UTF-8 triplets. */
const literalOf = (text: string, component: Component): string => encodeOutside(text, LITERAL[component], true)

/** The expression a wildcard becomes: reserved expansion where "/" and "&" stand as they are (path, query, fragment), simple elsewhere. */
const wildcardExpression = (n: number, component: Component): string => (component === 'pathname' || component === 'search' || component === 'hash' ? `{+${n}}` : `{${n}}`)

/** The pieces of a component's template, or the part a template cannot express. */
const templateOfParts = (parts: readonly Part[], component: Component, names: Set<string>, wildcards: { n: number }): string | Fault => {
  let out = ''
  for (const p of parts) {
    if (p.k === 'text') {
      out += literalOf(p.text, component)
      continue
    }
    const fault = (feature: FromURLPatternFeature): Fault => ({ at: p.at, part: p.raw, why: notExpressible(feature) })
    // The one regular expression a template says: a named group of one path segment, as toURLPattern writes it for a scheme that is not special.
    if (p.kind === 'regexp' && !(component === 'pathname' && p.name !== null && SEGMENT_REGEXPS.has(p.regexp))) return fault('regexp-group')
    if (p.kind === 'none') return fault('optional-text')
    let name: string
    if (p.kind === 'wildcard') {
      if (p.modifier !== '') return fault('wildcard-modifier')
      name = String(wildcards.n++)
    } else {
      name = p.name as string
      if (!VARCHARS.test(name)) return fault('group-name')
    }
    if (names.has(name)) return fault('shared-group-name')
    names.add(name)
    if (p.modifier === '' || (p.modifier === '?' && p.prefix === '' && p.suffix === '')) {
      out += literalOf(p.prefix, component) + (p.kind === 'wildcard' ? wildcardExpression(Number(name), component) : `{${name}}`) + literalOf(p.suffix, component)
      continue
    }
    // "{/:x}?" → "{/x}", "{.:x}?" → "{.x}"; "{/:x}*", "{/:x}+" → "{/x*}" (and "." alike).
    // ("/" stands in a path only; a host's "{/:x}?" is a pattern URLPattern itself refuses.)
    if (p.suffix !== '' || !((p.prefix === '/' && component === 'pathname') || p.prefix === '.')) return fault(p.modifier === '?' ? 'optional-text' : 'repeat-without-separator')
    out += `{${p.prefix}${name}${p.modifier === '?' ? '' : '*'}}`
  }
  return out
}

/** Whether a component's parts are one whole wildcard ("*"): what a component left out means, and is read so. */
const isAnything = (parts: readonly Part[]): boolean => {
  const p = parts[0]
  return parts.length === 1 && p.k === 'group' && p.kind === 'wildcard' && p.prefix === '' && p.suffix === '' && p.modifier === ''
}

/** The URL Pattern Standard's constructor string parser, read on the tokens: each component's tokens. */
const splitPattern = (text: string): Partial<Record<Component, Span>> => {
  const tokens = tokenize(text)
  const n = tokens.length - 1
  // Group depth before each token: a delimiter inside "{…}" is no delimiter.
  const depth: number[] = []
  let d = 0
  for (const t of tokens) {
    depth.push(d)
    if (t.type === 'open') d++
    else if (t.type === 'close' && d > 0) d--
  }
  // The standard's "non-special pattern character": a character, escaped or not, or one the tokenizer could not read.
  const is = (k: number, c: string): boolean =>
    k < n && depth[k] === 0 && (tokens[k].type === 'char' || tokens[k].type === 'escaped' || tokens[k].type === 'invalid') && tokens[k].value === c
  // A "?" begins the search unless it modifies what comes before it.
  const isSearch = (k: number): boolean =>
    k < n && depth[k] === 0 && tokens[k].type === 'modifier' && tokens[k].value === '?' && !(k > 0 && ['name', 'regexp', 'close', 'asterisk'].includes(tokens[k - 1].type))
  const span = (from: number, to: number): Span => ({ text, tokens, from, to })
  const out: Partial<Record<Component, Span>> = {}
  let i = 0
  // The protocol: scheme characters (or one wildcard), then ":".
  let colon = 0
  while (colon < n && !is(colon, ':') && !is(colon, '/') && !is(colon, '#') && !isSearch(colon)) colon++
  const schemeTokens = tokens.slice(0, colon)
  const isScheme =
    is(colon, ':') &&
    colon > 0 &&
    ((colon === 1 && tokens[0].type === 'asterisk') || (schemeTokens.every((t) => t.type === 'char' && /^[A-Za-z0-9+.-]$/.test(t.value)) && /^[A-Za-z]$/.test(tokens[0].value)))
  if (isScheme) {
    out.protocol = span(0, colon)
    i = colon + 1
  }
  if (is(i, '/') && is(i + 1, '/')) {
    const start = i + 2
    let end = start
    while (end < n && !is(end, '/') && !is(end, '#') && !isSearch(end)) end++
    let at = -1
    for (let k = start; k < end; k++) if (is(k, '@')) at = k
    if (at >= 0) {
      let c = start
      while (c < at && !is(c, ':')) c++
      out.username = span(start, c)
      if (c < at) out.password = span(c + 1, at)
    }
    const hostStart = at >= 0 ? at + 1 : start
    let k = hostStart
    let bracket = false
    for (; k < end; k++) {
      if (is(k, '[')) bracket = true
      else if (is(k, ']')) bracket = false
      else if (!bracket && is(k, ':')) break
    }
    out.hostname = span(hostStart, k)
    if (k < end) out.port = span(k + 1, end)
    i = end
  }
  let end = i
  while (end < n && !is(end, '#') && !isSearch(end)) end++
  out.pathname = span(i, end)
  i = end
  if (isSearch(i)) {
    let e = i + 1
    while (e < n && !is(e, '#')) e++
    out.search = span(i + 1, e)
    i = e
  }
  if (is(i, '#')) out.hash = span(i + 1, n)
  return out
}

/**
 * A URI Template for a URLPattern of named groups and wildcards, so that
 * `expand` generates URLs the pattern accepts: `:id` → `{id}`, `:id?` →
 * `{id}`, `/:id?` → `{/id}`, `/:path+` and `/:path*` → `{/path*}` (a list;
 * URLPattern's group is one string, `a/b`), `{.:ext}?` → `{.ext}`, and each
 * wildcard `*` → `{+0}`, `{+1}` … numbered across the whole pattern (URLPattern
 * numbers them per component), reserved expansion in the path, query and
 * fragment (where a wildcard matches "/" and "&"). The pattern is a
 * constructor string (`https://example.com/users/:id`, or `/users/:id`) or a
 * `URLPatternInit`. A component left out, or one that is a whole wildcard
 * ("anything"), is left out of the template: its expansions write nothing
 * there, which the pattern accepts. Without a protocol the template is
 * relative (`/users/{id}`).
 *
 * A `Left` for what a template cannot express (`not-expressible`, at the
 * part): a regular-expression group (`:id(\\d+)`, `(a|b)`), an optional or
 * repeated group of fixed text, a repeat without "/" or "." before it, a
 * group name a template variable cannot have, a name in two components, a
 * `baseURL`, a special protocol with any host; and for a pattern URLPattern
 * itself refuses (`invalid-character`), or a value that is neither text nor
 * an object (`invalid-options`).
 *
 * @example
 * pipe(fromURLPattern('https://:tenant.example.com/files/*'), E.chain((t) => pipe(parseTemplate(t), E.chain((p) => expand(p)({ tenant: 'acme', 0: 'a/b c' })))))
 * // Right('https://acme.example.com/files/a/b%20c')
 *
 * @since 0.4.0
 * @category templates
 */
export const fromURLPattern = (pattern: string | URLPatternInit): Either<UriError, string> => {
  let spans: Partial<Record<Component, Span>>
  if (typeof pattern === 'string') spans = splitPattern(pattern)
  // A revoked proxy is read as an init, and its reading fails below: a Left, never a throw.
  else if (typeof pattern === 'object' && pattern !== null && !isArray(pattern)) {
    spans = {}
    const init = pattern as Readonly<Record<string, unknown>>
    const own = (key: string): unknown => (Object.prototype.hasOwnProperty.call(init, key) ? init[key] : undefined)
    let base: unknown
    try {
      base = own('baseURL')
      for (const c of COMPONENTS) {
        const v = own(c)
        if (v === undefined) continue
        if (typeof v !== 'string') return left(templateOptionsError('', { kind: 'urlpattern-component-not-a-string', component: c, got: seen(v) }, c))
        const tokens = tokenize(v)
        spans[c] = { text: v, tokens, from: 0, to: tokens.length - 1 }
      }
    } catch (thrown) {
      return left(templateOptionsError('', { kind: 'urlpattern-init-read-failed', thrown: thrownText(thrown) }, 'pattern'))
    }
    if (base !== undefined) return left(cannotWrite(typeof base === 'string' ? base : '', 0, null, 'baseURL', notExpressible('base-url')))
  } else return left(templateOptionsError('', { kind: 'urlpattern-not-a-pattern', got: seen(pattern) }, 'pattern'))
  // Each component's template, in the URL's order; wildcards numbered across them, names once across them.
  const names = new Set<string>()
  const wildcards = { n: 0 }
  const written: Partial<Record<Component, string>> = {}
  for (const c of COMPONENTS) {
    const s = spans[c]
    if (s === undefined) continue
    // The pathname's "/" before a group is its prefix under a special scheme, or any (the URL Pattern Standard's pathname options).
    const p = written.protocol
    const parts = partsOf(s, c, p === undefined || p.includes('{') || SPECIAL.has(p.toLowerCase()))
    const r = Array.isArray(parts) ? (isAnything(parts) ? null : templateOfParts(parts, c, names, wildcards)) : parts
    if (r === null) continue
    if (typeof r !== 'string') return left(cannotWrite(s.text, r.at, c, r.part, r.why))
    written[c] = r
  }
  const { protocol, username, password, hostname, port, pathname, search, hash } = written
  if (protocol !== undefined && hostname === undefined && SPECIAL.has(protocol.toLowerCase())) {
    const s = spans.protocol as Span
    return left(cannotWrite(s.text, s.tokens[s.from]?.at ?? 0, 'hostname', protocol, notExpressible('any-host')))
  }
  let out = protocol === undefined ? '' : `${protocol}:`
  if (hostname !== undefined) {
    const userinfo =
      username === undefined || username === ''
        ? password === undefined || password === ''
          ? ''
          : `:${password}@`
        : `${username}${password === undefined || password === '' ? '' : `:${password}`}@`
    out += `//${userinfo}${hostname}${port === undefined || port === '' ? '' : `:${port}`}`
  }
  const path = pathname ?? ''
  // A path after an authority begins with "/" (RFC 3986 section 3.3), as the URL Standard writes a special scheme's.
  out += hostname !== undefined && path !== '' && !path.startsWith('/') && !path.startsWith('{/') ? `/${path}` : path
  if (search !== undefined && search !== '') out += `?${search}`
  if (hash !== undefined && hash !== '') out += `#${hash}`
  // The template reads back (the pieces above are written to): a fault here is a fault of this function, said as parseTemplate says it.
  const parsed = parseTemplate(out)
  return parsed._tag === 'Left' ? parsed : right(out)
}

// ---------------------------------------------------------------------------
// PatternVariables: the group names, read from the pattern's text by the type checker
// ---------------------------------------------------------------------------

type Lower = 'a' | 'b' | 'c' | 'd' | 'e' | 'f' | 'g' | 'h' | 'i' | 'j' | 'k' | 'l' | 'm' | 'n' | 'o' | 'p' | 'q' | 'r' | 's' | 't' | 'u' | 'v' | 'w' | 'x' | 'y' | 'z'
type NameStart = Lower | Uppercase<Lower> | '_' | '$'
type NamePart = NameStart | '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9'

/** A group name at the start of S (ASCII identifier characters) and the text after it. */
type ReadName<S extends string, N extends string = ''> = S extends `${infer C}${infer R}` ? (C extends (N extends '' ? NameStart : NamePart) ? ReadName<R, `${N}${C}`> : [N, S]) : [N, S]

/** The text after a regular expression, if S begins with one (its parentheses not nested). */
type AfterRegexp<S extends string> = S extends `(${string})${infer R}` ? R : S

type Modifier = '?' | '*' | '+'

/** What `expand` takes for a group with its modifier: a string, optional with "?", a list with "*" (optional) or "+". */
type Entry<N extends string, M> = [N] extends [never]
  ? unknown
  : M extends '?'
    ? { readonly [K in N]?: string }
    : M extends '*'
      ? { readonly [K in N]?: readonly string[] }
      : M extends '+'
        ? { readonly [K in N]: readonly string[] }
        : { readonly [K in N]: string }

/**
 * Reads a pattern string: names (`:id`, and its modifier, or the modifier of the
 * `{…}` group it is in), wildcards (numbered from Count), escapes skipped. Tail
 * recursive: the accumulator is a parameter.
 */
type Scan<S extends string, Count extends unknown[], Acc, Group extends string | null> = S extends `\\${infer _Escaped}${infer R}`
  ? Scan<R, Count, Acc, Group>
  : S extends `:${infer R}`
    ? ReadName<R> extends [infer N extends string, infer Rest extends string]
      ? N extends ''
        ? Scan<R, Count, Acc, Group>
        : [Group] extends [string]
          ? Scan<AfterRegexp<Rest>, Count, Acc, Group | N>
          : AfterRegexp<Rest> extends `${infer M extends Modifier}${infer After}`
            ? Scan<After, Count, Acc & Entry<N, M>, Group>
            : Scan<AfterRegexp<Rest>, Count, Acc & Entry<N, ''>, Group>
      : never
    : S extends `*${infer R}`
      ? Scan<R, [...Count, 0], Acc & { readonly [K in `${Count['length']}`]?: string }, Group>
      : S extends `(${string})${infer R}`
        ? Scan<R extends `${Modifier}${infer R2}` ? R2 : R, Count, Acc, Group>
        : S extends `{${infer R}`
          ? Scan<R, Count, Acc, never>
          : S extends `}${infer R}`
            ? R extends `${infer M extends Modifier}${infer After}`
              ? Scan<After, Count, Acc & Entry<Exclude<Group, null>, M>, null>
              : Scan<R, Count, Acc & Entry<Exclude<Group, null>, ''>, null>
            : S extends `${string}${infer R}`
              ? Scan<R, Count, Acc, Group>
              : [Acc, Count]

/** Each component of an init, in the URL's order, the wildcards numbered across them; a component that is "*" is "anything", no group. */
type ScanInit<P, Keys extends readonly Component[], Count extends unknown[], Acc> = Keys extends readonly [infer K extends Component, ...infer Rest extends Component[]]
  ? P extends { readonly [Q in K]: infer T extends string }
    ? T extends '*'
      ? ScanInit<P, Rest, Count, Acc>
      : Scan<T, Count, Acc, null> extends [infer A, infer C extends unknown[]]
        ? ScanInit<P, Rest, C, A>
        : never
    : ScanInit<P, Rest, Count, Acc>
  : Acc

type Simplify<T> = { [K in keyof T]: T[K] } & {}

/** The variables a wide pattern (a `string`, not a literal) can have. */
type AnyVariables = Readonly<Record<string, string | readonly string[]>>

/**
 * The variables `expand` takes for the template of a pattern written as a
 * literal type (`fromURLPattern`'s): each named group (`:id` a string,
 * `:id?` an optional one, `/:path+` a list, `/:path*` an optional list) and
 * each wildcard by its number (`0`, `1` …, optional: a wildcard matches
 * nothing too). Names are read as ASCII identifiers. For a `string` that is
 * not a literal, any variables.
 *
 * @example
 * const vars: PatternVariables<'/users/:id/files/:path+'> = { id: '7', path: ['a', 'b'] }
 *
 * @since 0.4.0
 * @category templates
 */
export type PatternVariables<P extends string | URLPatternInit> = P extends string
  ? string extends P
    ? AnyVariables
    : Simplify<(P extends `*:${infer R}` ? Scan<R, [], unknown, null> : Scan<P, [], unknown, null>)[0]>
  : Simplify<ScanInit<P, ['protocol', 'username', 'password', 'hostname', 'port', 'pathname', 'search', 'hash'], [], unknown>>
