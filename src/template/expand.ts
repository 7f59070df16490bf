/**
 * RFC 6570 section 3: expanding a URI Template. Section 3.1 copies literals
 * (percent-encoding what a URI cannot hold); section 3.2.1 expands each
 * variable by its expression's operator, following the table of Appendix A:
 *
 *   .------------------------------------------------------------------.
 *   |          NUL     +      .       /       ;      ?      &      #   |
 *   |------------------------------------------------------------------|
 *   | first |  ""     ""     "."     "/"     ";"    "?"    "&"    "#"  |
 *   | sep   |  ","    ","    "."     "/"     ";"    "&"    "&"    ","  |
 *   | named | false  false  false   false   true   true   true   false |
 *   | ifemp |  ""     ""     ""      ""      ""     "="    "="    ""   |
 *   | allow |   U     U+R     U       U       U      U      U     U+R  |
 *   `------------------------------------------------------------------'
 *
 * U is unreserved; U+R adds reserved and pct-encoded, so "{+id}" keeps the
 * triplet of "admin%2F" as it is (a "%" that begins no triplet is "%25").
 * Prefixes count Unicode characters (code points), never splitting a pair;
 * in reserved expansion a pct-encoded character counts as one.
 *
 * @example
 * pipe(parseTemplate('/search{?q,lang}'), E.chain((t) => expand(t)({ q: 'crème brûlée', lang: 'fr' })))
 * // Right('/search?q=cr%C3%A8me%20br%C3%BBl%C3%A9e&lang=fr')
 *
 * @since 0.2.0
 */
import type { Either } from 'fp-ts/lib/Either.js'
import { left, right } from '../base/either.ts'
import type { UriError } from '../error/facts.ts'
import type { Seen } from '../error/reasons/options.ts'
import type { TemplateReason } from '../error/reasons/template.ts'
import { codePointTriplets, continuationCount, hexValue, tripletOctet } from '../base/octets.ts'
import type { Operator, Template, TemplateExpression, VarSpec, Variables } from './ast.ts'
import { seen } from '../base/options.ts'
import { templateError, templateOptionsError, thrownText } from './error.ts'
import { referenceFault, U as UNRESERVED, UR as UNRESERVED_RESERVED } from './reference.ts'

// Copied once: a CommonJS build reads an imported binding through a getter at each use, a cost in these loops.
const U = UNRESERVED
const UR = UNRESERVED_RESERVED
const isReference = (s: string): number => referenceFault(s)
const hasOwn = Object.prototype.hasOwnProperty

// ---------------------------------------------------------------------------
// Appendix A: the operators' table
// ---------------------------------------------------------------------------

/** How an operator expands (Appendix A). */
export interface OperatorRules {
  readonly first: string
  readonly sep: string
  readonly named: boolean
  readonly ifemp: string
  /** allow U+R (reserved expansion) rather than U. */
  readonly reserved: boolean
}

const rules = (first: string, sep: string, named: boolean, ifemp: string, reserved: boolean): OperatorRules => ({ first, sep, named, ifemp, reserved })

/** The row of Appendix A's table for each operator. */
export const OPERATORS: Readonly<Record<Operator, OperatorRules>> = {
  '': rules('', ',', false, '', false),
  '+': rules('', ',', false, '', true),
  '.': rules('.', '.', false, '', false),
  '/': rules('/', '/', false, '', false),
  ';': rules(';', ';', true, '', false),
  '?': rules('?', '&', true, '=', false),
  '&': rules('&', '&', true, '=', false),
  '#': rules('#', ',', false, '', true),
}

// ---------------------------------------------------------------------------
// Section 1.5 and 3.2.1: encoding
// ---------------------------------------------------------------------------

/**
 * Percent-encodes, as UTF-8, every character outside the set (U, or U+R which
 * also keeps each valid pct-encoded triplet). An unpaired surrogate, which
 * UTF-8 cannot hold, is encoded as U+FFFD, as the rest of the package does.
 */
export const encodeValue = (text: string, reserved: boolean): string => encodeOutside(text, reserved ? KEEP_UR : KEEP_U, reserved)

/**
 * Percent-encodes, as UTF-8, every character outside `keep` (an ASCII table,
 * 0 for encode; nothing from U+0080 is kept), and keeps valid triplets when
 * `reserved`. An unpaired surrogate is encoded as U+FFFD's triplets. A value
 * that keeps a character marked 2 (RISK, see KEEP_UR) is counted in `risks`.
 * The value itself when nothing needs encoding (the common case): one scan.
 */
export const encodeOutside = (text: string, keep: Uint8Array, reserved: boolean): string => {
  let risky = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    const k = c < 128 ? keep[c] : 0
    if (k === 0) return encodeFrom(text, i, keep, reserved, risky)
    if (k === 2) risky = true
  }
  if (risky) risks = (risks + 1) | 0
  return text
}

/** encodeOutside from `i`, the first character to encode or a triplet, `risky` as its scan left it (kept apart: the common scan stays small). */
const encodeFrom = (text: string, i: number, keep: Uint8Array, reserved: boolean, risky: boolean): string => {
  let out = text.slice(0, i)
  let start = i
  for (; i < text.length; i++) {
    const c = text.charCodeAt(i)
    const k = c < 128 ? keep[c] : 0
    if (k !== 0) {
      if (k === 2) risky = true
      continue
    }
    if (reserved && c === 0x25 && hexValue(text.charCodeAt(i + 1)) >= 0 && hexValue(text.charCodeAt(i + 2)) >= 0) {
      i += 2
      continue
    }
    let cp = text.codePointAt(i) as number
    const next = cp > 0xffff ? i + 2 : i + 1
    if (cp >= 0xd800 && cp <= 0xdfff) cp = 0xfffd
    out += text.slice(start, i) + codePointTriplets(cp)
    start = next
    i = next - 1
  }
  if (risky) risks = (risks + 1) | 0
  return out + text.slice(start)
}

const encodeReserved = (t: string): string => encodeValue(t, true)
const encodeUnreserved = (t: string): string => encodeValue(t, false)

/** The second octet's range after a UTF-8 lead (RFC 3629 section 4: no overlong form, no surrogate, nothing past U+10FFFF). */
const secondLow = (lead: number): number => (lead === 0xe0 ? 0xa0 : lead === 0xf0 ? 0x90 : 0x80)
const secondHigh = (lead: number): number => (lead === 0xed ? 0x9f : lead === 0xf4 ? 0x8f : 0xbf)

/**
 * The length in code units of the character at `i`, as section 2.4.1 counts
 * characters of a value that reserved expansion copies: a run of triplets
 * that decodes (UTF-8) to one code point is one character, a triplet that is
 * no part of valid UTF-8 is one, a "%" that begins no triplet is one (it
 * expands to "%25"), a surrogate pair is one.
 */
export const characterAt = (text: string, i: number, reserved: boolean): number => {
  const c = text.charCodeAt(i)
  if (c >= 0xd800 && c <= 0xdbff && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) return 2
  if (!reserved || c !== 0x25) return 1
  const lead = tripletOctet(text, i)
  if (lead < 0) return 1
  const more = continuationCount(lead)
  if (more <= 0) return 3
  for (let k = 1; k <= more; k++) {
    const at = i + 3 * k
    const b = text.charCodeAt(at) === 0x25 ? tripletOctet(text, at) : -1
    if (b < (k === 1 ? secondLow(lead) : 0x80) || b > (k === 1 ? secondHigh(lead) : 0xbf)) return 3
  }
  return 3 * (more + 1)
}

/**
 * The first `n` characters of a value (section 2.4.1: characters, not code
 * units, never splitting a surrogate pair; in reserved expansion a
 * pct-encoded character is one, never split: `{+x:4}` of "%61%62%63%64%65"
 * is "%61%62%63%64").
 */
export const prefixOf = (text: string, n: number, reserved = false): string => {
  let i = 0
  for (let k = 0; k < n && i < text.length; k++) i += characterAt(text, i, reserved)
  return i >= text.length ? text : text.slice(0, i)
}

// ---------------------------------------------------------------------------
// Section 2.3: values
// ---------------------------------------------------------------------------

/** A variable's value as section 2.3 reads it. */
export type Value =
  | { readonly k: 'undefined' }
  | { readonly k: 'string'; readonly s: string }
  | { readonly k: 'list'; readonly items: readonly string[] }
  | { readonly k: 'map'; readonly pairs: readonly (readonly [string, string])[] }
  /** A value of no kind section 2.3 reads (`member` undefined), or a list's member (null) or a map's (its key) that is no scalar. */
  | { readonly k: 'bad'; readonly member?: string | null; readonly got: Seen }

const UNDEFINED: Value = { k: 'undefined' }

const scalar = (v: unknown): string | null => (typeof v === 'string' ? v : typeof v === 'number' || typeof v === 'bigint' || typeof v === 'boolean' ? String(v) : null)

const isPlainObject = (v: object): boolean => {
  const proto = Object.getPrototypeOf(v)
  return proto === Object.prototype || proto === null
}

/*
 * Why a value cannot be expanded, as the reasons both readers give: `valueOf` and `refusal` (section 2.3's value,
 * for partial expansion) and `expand`'s own plan, which refuses a member where it meets it.
 */
const wrongMember = (variable: string, member: string | null, got: Seen): TemplateReason => ({ kind: 'expansion-member-not-scalar', variable, member, got })
const wrongKind = (variable: string, got: Seen): TemplateReason => ({ kind: 'expansion-value-of-wrong-kind', variable, got })
/** Section 2.4.1: a prefix modifier applies to strings only. */
const prefixOfComposite = (variable: string, list: boolean, prefix: number): TemplateReason => ({
  kind: list ? 'expansion-prefix-of-list' : 'expansion-prefix-of-map',
  variable,
  prefix,
  section: '2.4.1',
})

/** The variables given are not an object of names and values. */
export const notVariables = (raw: string, variables: unknown): UriError => templateOptionsError(raw, { kind: 'variables-not-an-object', got: seen(variables) }, 'variables')

/** A getter or proxy among the variables threw while it was read. */
export const readFailed = (raw: string, thrown: unknown): UriError => templateOptionsError(raw, { kind: 'variables-read-failed', thrown: thrownText(thrown) }, 'variables')

/** A variable's value as section 2.3 reads it: undefined, a string, a list or an associative array. */
export const valueOf = (v: unknown): Value => {
  if (v === null || v === undefined) return UNDEFINED
  const s = scalar(v)
  if (s !== null) return { k: 'string', s }
  if (Array.isArray(v)) {
    const items: string[] = []
    for (const item of v) {
      if (item === null || item === undefined) continue
      const x = scalar(item)
      if (x === null) return { k: 'bad', member: null, got: seen(item) }
      items.push(x)
    }
    return items.length === 0 ? UNDEFINED : { k: 'list', items }
  }
  if (typeof v === 'object' && isPlainObject(v)) {
    const pairs: [string, string][] = []
    for (const key of Object.keys(v)) {
      const member = (v as Record<string, unknown>)[key]
      if (member === null || member === undefined) continue
      const x = scalar(member)
      if (x === null) return { k: 'bad', member: key, got: seen(member) }
      pairs.push([key, x])
    }
    return pairs.length === 0 ? UNDEFINED : { k: 'map', pairs }
  }
  return { k: 'bad', got: seen(v) }
}

// ---------------------------------------------------------------------------
// Section 3.2.1: variable expansion
// ---------------------------------------------------------------------------

/** Why a variable cannot be expanded, or null when it can: a prefix asks for a string (section 2.4.1). */
export const refusal = (spec: VarSpec, v: Value): TemplateReason | null => {
  if (v.k === 'bad') return v.member === undefined ? wrongKind(spec.name, v.got) : wrongMember(spec.name, v.member, v.got)
  if (spec.prefix !== null && (v.k === 'list' || v.k === 'map')) return prefixOfComposite(spec.name, v.k === 'list', spec.prefix)
  return null
}

/** One varspec's expansion (its "first" or "sep" written by the caller). */
export const expandVar = (spec: VarSpec, v: Value, op: OperatorRules): string => {
  const enc = op.reserved ? encodeReserved : encodeUnreserved
  const name = spec.name
  switch (v.k) {
    case 'string': {
      const s = spec.prefix === null ? v.s : prefixOf(v.s, spec.prefix, op.reserved)
      if (!op.named) return enc(s)
      return v.s === '' ? name + op.ifemp : name + '=' + enc(s)
    }
    case 'list': {
      const items = v.items
      const sep = spec.explode ? op.sep : ','
      let out = !spec.explode && op.named ? name + '=' : ''
      for (let k = 0; k < items.length; k++) {
        const i = items[k]
        if (k > 0) out += sep
        out += spec.explode && op.named ? (i === '' ? name + op.ifemp : name + '=' + enc(i)) : enc(i)
      }
      return out
    }
    case 'map':
      if (!spec.explode) return (op.named ? name + '=' : '') + v.pairs.map(([key, value]) => enc(key) + ',' + enc(value)).join(',')
      return v.pairs.map(([key, value]) => (op.named && value === '' ? enc(key) + op.ifemp : enc(key) + '=' + enc(value))).join(op.sep)
    default:
      return ''
  }
}

// ---------------------------------------------------------------------------
// Expansion, planned once per template
// ---------------------------------------------------------------------------

/**
 * ":", "@", "[", "]", "#": the characters whose place RFC 3986 restricts in a
 * string of U+R and triplets (match.ts reads it too).
 */
export const RISK: Uint8Array = new Uint8Array(128)
for (const c of ':@[]#') RISK[c.charCodeAt(0)] = 1

/**
 * What each expression keeps as it is, as one table read once per character:
 * 0 encode, 1 keep, 2 keep but RFC 3986 restricts where it stands (RISK).
 * Only reserved expansion (U+R) keeps a character of RISK.
 */
const KEEP_U = U.slice()
const KEEP_UR = UR.slice()
for (let c = 0; c < 128; c++) if (RISK[c] === 1 && KEEP_UR[c] === 1) KEEP_UR[c] = 2

/**
 * How many values kept a character of RISK, ever (wrapping at 2^32): it only
 * grows, so an expression whose values wrote one sees it change across its
 * expansion, even when a getter among its variables expanded a template in
 * between (which can only make it change where it need not: a check more,
 * never one less).
 */
let risks = 0

/** One varspec with what its expansion writes that does not depend on the value. */
interface SpecPlan {
  readonly spec: VarSpec
  readonly name: string
  /** The prefix length, or -1 for none. */
  readonly prefix: number
  readonly explode: boolean
  /** `name=`, written before a named value. */
  readonly eq: string
  /** `name` and the operator's ifemp, written for a named empty value. */
  readonly empty: string
}

/** One expression with Appendix A's row for its operator, read once: everything that does not depend on the values. */
interface ExpressionPlan {
  readonly first: string
  readonly sep: string
  readonly named: boolean
  readonly ifemp: string
  readonly reserved: boolean
  readonly keep: Uint8Array
  /** The "#" operator: a second non-empty one writes a second "#". */
  readonly hash: boolean
  readonly specs: readonly SpecPlan[]
}

/**
 * The name as the engine keeps a property key (V8 internalizes it): a name
 * sliced from the template text is otherwise a string of its own in each
 * template, which the engine's shared lookup caches do not recognise.
 */
const propertyKey = (name: string): string => Object.keys({ [name]: 0 })[0]

const planOf = (e: TemplateExpression): ExpressionPlan => {
  const op = OPERATORS[e.operator]
  return {
    first: op.first,
    sep: op.sep,
    named: op.named,
    ifemp: op.ifemp,
    reserved: op.reserved,
    keep: op.reserved ? KEEP_UR : KEEP_U,
    hash: e.operator === '#',
    specs: e.variables.map((spec) => ({ spec, name: propertyKey(spec.name), prefix: spec.prefix ?? -1, explode: spec.explode, eq: spec.name + '=', empty: spec.name + op.ifemp })),
  }
}

/** A string for a scalar (section 2.3: numbers, bigints and booleans as JavaScript writes them), else null. */
const scalarText = (v: unknown): string | null => {
  switch (typeof v) {
    case 'string':
      return v
    case 'number':
    case 'bigint':
    case 'boolean':
      return String(v)
    default:
      return null
  }
}

/**
 * The refusal of the last expression expandPlanned could not expand: set just
 * before it returns null and read at once by its caller, with no getter read
 * between (a getter that expands a template itself cannot change it).
 */
let refused: readonly [VarSpec, TemplateReason] | null = null

/** Notes why a variable cannot be expanded (section 2.3, 2.4.1) in `refused`; null, for its caller to return. */
const refuse = (s: SpecPlan, why: TemplateReason): null => {
  refused = [s.spec, why]
  return null
}

/**
 * A list's or an associative array's expansion (section 3.2.1) read straight
 * from the value, a map's own enumerable properties in order: undefined when
 * no member is defined (section 2.3: an empty list is undefined), null when a
 * member is neither a scalar nor undefined (its refusal noted). One loop for
 * both: a list is a map whose keys are not written.
 */
const expandMembers = (x: ExpressionPlan, s: SpecPlan, value: object, list: boolean): string | null | undefined => {
  const keys = list ? null : Object.keys(value)
  const n = keys === null ? (value as readonly unknown[]).length : keys.length
  const sep = s.explode ? x.sep : ','
  let out = ''
  let count = 0
  for (let k = 0; k < n; k++) {
    const key = keys === null ? '' : keys[k]
    const member = keys === null ? (value as readonly unknown[])[k] : (value as Record<string, unknown>)[key]
    if (member === null || member === undefined) continue
    const t = scalarText(member)
    if (t === null) return refuse(s, wrongMember(s.spec.name, keys === null ? null : key, seen(member)))
    if (count > 0) out += sep
    const v = encodeOutside(t, x.keep, x.reserved)
    if (keys === null) out += s.explode && x.named ? (t === '' ? s.empty : s.eq + v) : v
    else {
      const name = encodeOutside(key, x.keep, x.reserved)
      out += !s.explode ? name + ',' + v : x.named && t === '' ? name + x.ifemp : name + '=' + v
    }
    count++
  }
  if (count === 0) return undefined
  return !s.explode && x.named ? s.eq + out : out
}

/** One expression's expansion from its plan, or null when a variable cannot be expanded (its refusal in `refused`). */
const expandPlanned = (x: ExpressionPlan, variables: Variables): string | null => {
  const specs = x.specs
  let out = ''
  let lead = x.first
  for (let k = 0; k < specs.length; k++) {
    const s = specs[k]
    const raw = hasOwn.call(variables, s.name) ? variables[s.name] : undefined
    if (raw === undefined || raw === null) continue
    const t = scalarText(raw)
    let y: string | null | undefined
    if (t !== null) {
      const v = s.prefix < 0 ? t : prefixOf(t, s.prefix, x.reserved)
      y = !x.named ? encodeOutside(v, x.keep, x.reserved) : t === '' ? s.empty : s.eq + encodeOutside(v, x.keep, x.reserved)
    } else {
      const list = Array.isArray(raw)
      if (!list && !(typeof raw === 'object' && isPlainObject(raw))) return refuse(s, wrongKind(s.spec.name, seen(raw)))
      y = expandMembers(x, s, raw, list)
      if (y === undefined) continue
      if (y === null) return null
      // Section 2.4.1: a prefix applies to strings only (a composite value with no member defined is undefined, above).
      if (s.prefix >= 0) return refuse(s, prefixOfComposite(s.spec.name, list, s.prefix))
    }
    out += lead + y
    lead = x.sep
  }
  return out
}

/** The error of the refusal expandPlanned left in `refused` (read at once: see there). */
const refusedError = (raw: string): UriError => {
  const [spec, why] = refused as readonly [VarSpec, TemplateReason]
  refused = null
  return templateError(raw, 'invalid-expansion', spec.start, [], ['URI-Template', 'expression', 'varspec'], why)
}

/** One step of a planned template: a literal's expansion (section 3.1), or an expression's plan. */
interface Step {
  readonly literal: string
  readonly x: ExpressionPlan | null
}

/**
 * Expands a template with the variables (RFC 6570 section 3), giving a URI
 * reference. A `Left` (`invalid-expansion`, its offset the varspec's in the
 * template) when a variable cannot be expanded as its expression asks (a
 * prefix of a list or map, a value that is not a string, number, boolean,
 * list or plain object), and when the expansion is not a URI reference
 * (reserved expansion copies "#", "[" and "]" as they are, so "{+x}" with
 * x = "a#b#c" gives a second "#"): its reason holds the expansion and where it breaks.
 * So every `Right` is a URI reference (RFC 3986 section 4.1).
 *
 * @example
 * pipe(parseTemplate('{+base}{/path*}{?q}'), E.chain((t) => expand(t)({ base: 'http://example.com', path: ['a', 'b c'], q: 'x' })))
 * // Right('http://example.com/a/b%20c?q=x')
 *
 * @since 0.2.0
 * @category templates
 */
export const expand = (template: Template): ((variables: Variables) => Either<UriError, string>) => {
  const raw = template.raw
  // Made once per template: each literal's expansion (section 3.1), each expression's plan.
  const before = risks
  const steps: readonly Step[] = template.parts.map((p) => (p._tag === 'Literal' ? { literal: encodeValue(p.raw, true), x: null } : { literal: '', x: planOf(p) }))
  const n = steps.length
  // Whether a literal holds a character whose place RFC 3986 restricts (then every expansion is checked): encodeValue counted it.
  const literalRisk = risks !== before
  const single = n === 1 ? steps[0].x : null
  return (variables) => {
    if (typeof variables !== 'object' || variables === null) return left(notVariables(raw, variables))
    // A template of one expression (most are): its expansion is the expression's, and the error's part is that one.
    if (single !== null) {
      const before = risks
      let y: string | null
      try {
        y = expandPlanned(single, variables)
      } catch (thrown) {
        return left(readFailed(raw, thrown))
      }
      if (y === null) return left(refusedError(raw))
      const fault = single.reserved && risks !== before ? isReference(y) : -1
      return fault < 0 ? right(y) : left(notAReference(template, y, [y.length], fault))
    }
    let out = ''
    let risky = literalRisk
    let fragment = false
    try {
      for (let k = 0; k < n; k++) {
        const x = steps[k].x
        if (x === null) {
          out += steps[k].literal
          continue
        }
        const before = risks
        const y = expandPlanned(x, variables)
        if (y === null) return left(refusedError(raw))
        out += y
        // Only reserved expansion writes ":", "@", "[", "]" or "#" (section 3.2.1); a second "#" expression is a second "#".
        if (!risky && y !== '' && x.reserved) {
          risky = risks !== before || (x.hash && fragment)
          if (x.hash) fragment = true
        }
      }
    } catch (thrown) {
      return left(readFailed(raw, thrown))
    }
    // RFC 3986 section 4.1, read with the template's own tables (reference.ts), not the package's URI grammar. Without
    // those characters the expansion is unreserved, sub-delims, "/", "?", triplets and at most one "#": always a reference.
    const fault = risky ? isReference(out) : -1
    if (fault < 0) return right(out)
    return left(notAReference(template, out, partEnds(steps, variables, out.length), fault))
  }
}

/**
 * Where each part's expansion ends, for the error of an expansion that is no
 * URI reference: the parts are expanded again (the rare path, kept off the
 * common one). A getter among the variables may answer otherwise the second
 * time, or throw: then every part is said to end at the end, so the error
 * points at the template's start, and its reason still holds the
 * expansion and where it goes wrong.
 */
const partEnds = (steps: readonly Step[], variables: Variables, length: number): number[] => {
  const ends: number[] = []
  let at = 0
  try {
    for (const step of steps) {
      const y = step.x === null ? step.literal : expandPlanned(step.x, variables)
      if (y === null) break
      at += y.length
      ends.push(at)
    }
  } catch {
    // The second reading is not the first: every part ends at the end (below).
  }
  return ends.length === steps.length && at === length ? ends : steps.map(() => length)
}

/** The error of an expansion that is not a URI reference: at the part that wrote the offending character. */
const notAReference = (template: Template, out: string, ends: readonly number[], at: number): UriError => {
  let k = 0
  while (k < ends.length - 1 && ends[k] <= at) k++
  const part = template.parts[k]
  // RFC 3986 section 4.1: the expansion, and where in it the reference breaks.
  return templateError(template.raw, 'invalid-expansion', part === undefined ? 0 : part.start, [], ['URI-Template'], {
    kind: 'expansion-not-a-reference',
    expansion: out,
    at,
    section: '4.1',
  })
}
