/**
 * The inverse of expansion, where the template allows it: the variables that
 * expand a template to a given URI reference. No regular expression is built,
 * from the template or the input; the work is linear in the input and in the
 * template (two scans of the input, one step per template part; a literal
 * is searched from the right with Knuth-Morris-Pratt's table, so a literal
 * that almost occurs at each place costs no more than one that does not).
 *
 * Section 1.4 warns that a template need not be reversible: several sets of
 * variables may expand to one URI. `match` and everything built on it
 * (`matchWith`, `compileTemplate`, `routeTemplates`, the CLI) choose one set
 * by one rule, the reading rule:
 *
 * 1. Each literal stands at its last place in the input that leaves room for
 *    the rest of the template: the parts after it are placed first, from the
 *    end of the input, each literal as late as the expressions after it allow
 *    (where each of those begins with a character of its own, "/", "?", ";" …,
 *    the literal is followed by one of them or by the next literal).
 * 2. Between two literals, the expressions read left to right and each takes
 *    the longest text its operator can write (section 3.2.1's characters, its
 *    separators) before the next one starts; an expression whose operator's
 *    first character ("/", "?", "#" …) is not where it would start is
 *    undefined. A reserved expression ("+", "#") stops before a "#" or "?"
 *    that a later expression of the run begins with (RFC 3986's fragment and
 *    query delimiters). A named expression (";", "?", "&") writes
 *    "name=value" pieces: it ends before the first piece none of its
 *    variables takes, and an exploded variable's list or map ends at a piece
 *    expansion could not have written as its member (two of one name end a
 *    list; a map's keys come in the engine's order, each once; a piece a
 *    later expression of the run names is that one's), so
 *    `{?id,token}{&keys*}` reads "?id=1&token=2&a=b" with `keys` { a: 'b' }.
 * 3. The values must give the input back exactly when expanded; otherwise
 *    there is no match. Where each value was read as expansion writes it
 *    back (writesBack), that holds as read; otherwise they are expanded again.
 *
 * So `{a}{b}` against "xy" gives `{ a: 'xy' }`, and `{/path*}/{file}` against
 * "/a/b/c" gives `{ path: ['a', 'b'], file: 'c' }`.
 *
 * @example
 * pipe(parseTemplate('/users/{id}{?fields}'), E.map((t) => match(t)('/users/42?fields=a,b')))
 * // Right(some({ id: '42', fields: ['a', 'b'] }))
 *
 * @since 0.2.0
 */
import type { Option } from 'fp-ts/lib/Option.js'
import { none, some } from '../base/either.ts'
import type { Template, TemplateExpression, TemplatePart, VarSpec, VariableValue } from './ast.ts'
import { characterAt, encodeValue, expand, OPERATORS, type OperatorRules, RISK } from './expand.ts'
import { referenceFault, schemeLength, U, UR } from './reference.ts'
import { tripletOctet } from '../base/octets.ts'

/** What `match` recovers: each variable the URI defines, as a string, a list or an associative array. */
export type Found = Record<string, VariableValue>

/** Sets an own property, "__proto__" included (a name or key read from the input must never reach a prototype). */
export const setOwn = <V>(target: Record<string, V>, key: string, value: V): void => {
  if (key === '__proto__') Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true })
  else target[key] = value
}

/**
 * A piece's value: decoded for U expansion (section 3.2.1); for reserved
 * expansion, which keeps triplets, as it is but for the characters outside
 * ASCII (decodeReserved); null when its triplets are not UTF-8. The engine's
 * decodeURIComponent reads UTF-8 as RFC 3629 does (no overlong form,
 * surrogate or code point past U+10FFFF), as the package's decoder does,
 * without carrying it (or the URI grammar's tables) in a bundle.
 */
const decoded = (text: string, op: OperatorRules): string | null => {
  if (!text.includes('%')) return text
  if (op.reserved) return decodeReserved(text)
  try {
    return decodeURIComponent(text)
  } catch {
    return null
  }
}

/**
 * A value read from reserved expansion ("+", "#"), which keeps the triplets
 * of a value as they are: the text as it stands, but for each character
 * outside ASCII written as its UTF-8 triplets in upper case, which is that
 * character. Expansion writes such a character as exactly those triplets
 * (section 3.2.1), so both values expand alike, and the character is the one
 * a person gave: `{+greek:2}` of "%CE%B1%CE%B2" is "αβ" (the prefix counts
 * characters, section 2.4.1, either way). A triplet of an ASCII character
 * stays one: "%2F" read as "/" would expand to "/".
 */
const decodeReserved = (text: string): string => {
  let out = ''
  let start = 0
  let i = text.indexOf('%')
  while (i >= 0) {
    const len = characterLength(text, i, true)
    let upper = len >= 6
    for (let k = i + 1; upper && k < i + len; k++) upper = text.charCodeAt(k) < 0x61
    if (upper) {
      out += text.slice(start, i) + decodeURIComponent(text.slice(i, i + len))
      start = i + len
    }
    i = text.indexOf('%', i + len)
  }
  return start === 0 ? text : out + text.slice(start)
}

/**
 * Whether expansion is sure to write `text` back as it is, for a value read
 * from it (section 3.2.1): in U expansion, characters of U, "," between list
 * members, and triplets in upper case that decode (UTF-8) to a character
 * outside U ("%2C" too in a `member` of an exploded list or map, whose ","
 * expansion writes so: there it is exact, an answer readNamed relies on); in
 * reserved expansion, U+R and whole triplets. (A "sep" inside
 * a value, as "." in `{.x}` or "," in `{x}`, is in these sets where
 * expansion writes it back.) False is "not sure": `match` then expands the
 * values again and compares.
 */
const writesBack = (text: string, op: OperatorRules, from = 0, to = text.length, member = false): boolean => {
  // A member of an exploded list holds no "," of its own (U expansion writes it %2C).
  const keep = op.reserved ? BACK_UR : member ? BACK_MEMBER : BACK_U
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i)
    if (c !== 0x25) {
      if (c >= 128 || keep[c] !== 1) return false
      continue
    }
    if (op.reserved) {
      if (octetAt(text, i) < 0) return false
      i += 2
      continue
    }
    const len = characterLength(text, i, true)
    if (len === 1) return false
    for (let k = i + 1; k < i + len; k++) if (text.charCodeAt(k) >= 0x61) return false
    if (len === 3) {
      const b = octetAt(text, i)
      if (b < 0 || b >= 128 || (member ? BACK_MEMBER : BACK_U)[b] === 1) return false
    }
    i += len - 1
  }
  return true
}

// Copied once: a CommonJS build reads an imported binding through a getter at each use, a cost in these loops.
/** What U expansion writes as it is (U, and "," between list members), and reserved expansion (U+R). */
const BACK_MEMBER = U.slice()
const BACK_U = U.slice()
BACK_U[0x2c] = 1
const BACK_UR = UR.slice()

/** What one scan notes of a value's characters, so that writesBack, valueFrom and decoded need no scan of their own. */
const PCT = 1
const COMMA = 2
/** Outside what expansion writes back as it is (BACK_U, BACK_UR): writesBack is false. */
const NOT_BACK = 4
const marksOf = (back: Uint8Array): Uint8Array => {
  const t = new Uint8Array(128)
  for (let c = 0; c < 128; c++) t[c] = c === 0x25 ? PCT : (c === 0x2c ? COMMA : 0) | (back[c] === 1 ? 0 : NOT_BACK)
  return t
}
const MARKS_U = marksOf(BACK_U)
const MARKS_UR = marksOf(BACK_UR)
const MARKS_MEMBER = marksOf(BACK_MEMBER)
const octetAt = tripletOctet
const characterLength = characterAt
const isReference = (s: string): boolean => referenceFault(s) < 0

/** Whether every value read since the last reset is sure to be written back (writesBack, and the named pieces' "=" as expansion writes it). */
let sure = true

/** A list (members split at ",") or a string: in U expansion a "," written by a value is %2C, so a bare "," joins members. */
const valueFrom = (text: string, op: OperatorRules): VariableValue | null => {
  if (op.reserved || !text.includes(',')) return decoded(text, op)
  const items: string[] = []
  for (const item of text.split(',')) {
    const d = decoded(item, op)
    if (d === null) return null
    items.push(d)
  }
  return items
}

/** Records a variable's value; a name met twice keeps the value read without a prefix (`{x}/{x:3}`: the whole one). */
const record = (found: Found, spec: VarSpec, value: VariableValue): void => {
  if (spec.prefix !== null && Object.prototype.hasOwnProperty.call(found, spec.name)) return
  setOwn(found, spec.name, value)
}

/** An expression, compiled once: its operator's rules, where each variable stands, and the characters its expansion can hold. */
export interface CompiledExpression {
  readonly e: TemplateExpression
  readonly op: OperatorRules
  /** The index of each variable name in the expression (the last one when a name repeats). */
  readonly index: ReadonlyMap<string, number>
  /** The ASCII characters the expansion can hold after its first character (1 = yes). */
  readonly holds: Uint8Array
  /** No varspec of it is exploded: its pieces are read in place (readPlain). */
  readonly plain: boolean
  /** An unnamed exploded list alone in its expression (`{/path*}`): read by readList. */
  readonly list: boolean
  /** What readPlain notes of each ASCII character of a value as it finds the pieces (PCT, COMMA, NOT_BACK). */
  readonly marks: Uint8Array
}

/** For a name, the place in its run of the last named expression holding it, by that expression's first character (-1: none). */
interface LastNamed {
  [first: string]: number
}

/** Whether a named expression of the run after the one at `at`, beginning with `first`, holds a variable `name` (it takes a piece of that name). */
const namedLater = (names: ReadonlyMap<string, LastNamed>, at: number, name: string, first: number): boolean => {
  const last = names.get(name)
  return last !== undefined && (last[String.fromCharCode(first)] ?? -1) > at
}

/** The run's named expressions' variables, each with the last expression holding it (by its first character). */
const NO_NAMES: ReadonlyMap<string, LastNamed> = new Map()
const namesOf = (run: readonly TemplateExpression[]): ReadonlyMap<string, LastNamed> => {
  if (!run.some((e) => OPERATORS[e.operator].named && e.variables.some((v) => v.explode))) return NO_NAMES
  const names = new Map<string, LastNamed>()
  run.forEach((e, i) => {
    const op = OPERATORS[e.operator]
    if (!op.named) return
    for (const v of e.variables) {
      const last = names.get(v.name) ?? {}
      last[op.first] = i
      names.set(v.name, last)
    }
  })
  return names
}

/**
 * The characters an expression's expansion can hold after its first (section
 * 3.2.1): U or U+R and "%", its separator, "," between list members, "=" for
 * named and exploded variables. `later` holds the first characters of the
 * expressions after it in its run: a reserved expression does not take a "#"
 * or "?" that a later one begins with (the reading rule, 2).
 */
const holdsOf = (e: TemplateExpression, later: string): Uint8Array => {
  const op = OPERATORS[e.operator]
  const t = new Uint8Array(128)
  const from = op.reserved ? UR : U
  for (let c = 0; c < 128; c++) t[c] = from[c] === 1 ? 1 : 0
  t[0x25] = 1
  t[0x2c] = 1
  // A separator stands between values: with one variable, only an exploded one writes it.
  const exploded = e.variables.some((v) => v.explode)
  if (e.variables.length > 1 || exploded) t[op.sep.charCodeAt(0)] = 1
  if (op.named || exploded) t[0x3d] = 1
  if (op.reserved) {
    if (later.includes('#')) t[0x23] = 0
    if (later.includes('?')) t[0x3f] = 0
  }
  return t
}

/** A template compiled for matching: literal runs (as section 3.1 expands them) and runs of adjacent expressions. */
type Piece =
  | {
      readonly k: 'literal'
      readonly text: string
      readonly back: Int32Array
      /** Its first character is not one the run before it holds: it stands where that run's characters end (pass 2). */
      readonly startsOutside: boolean
      /** Its last character is not one the run after it holds: it ends where the run's characters, read from the right, begin (pass 1). */
      readonly endsOutside: boolean
      /**
       * The characters that may follow it, where the run after it holds only expressions that begin with a character of
       * their own ("/", "?", ";" …): those, and the first of the literal after that run (the run may write nothing); null
       * where anything may. A place followed by another character leaves the run text it cannot begin to read.
       */
      readonly follow: Uint8Array | null
    }
  | {
      readonly k: 'run'
      readonly exprs: readonly CompiledExpression[]
      readonly holds: Uint8Array
      /** Where each of its expressions begins with a character of its own ("/", "?", ";" …): those (it reads nothing from any other); else null. */
      readonly firsts: Uint8Array | null
      /** By variable name, the last named expression of the run holding it, by its first character (where one is exploded: readNamed). */
      readonly names: ReadonlyMap<string, LastNamed>
    }

/**
 * Knuth-Morris-Pratt's failure table of a literal read backwards: `back[k]` is
 * the length of the longest proper border of its last k + 1 characters. The
 * matcher searches a literal from the right with it, so each input
 * character is read once per search, whatever the literal.
 */
const backwardTable = (lit: string): Int32Array => {
  const m = lit.length
  const back = new Int32Array(m)
  let k = 0
  for (let i = 1; i < m; i++) {
    const c = lit.charCodeAt(m - 1 - i)
    while (k > 0 && c !== lit.charCodeAt(m - 1 - k)) k = back[k - 1]
    if (c === lit.charCodeAt(m - 1 - k)) k++
    back[i] = k
  }
  return back
}

/**
 * The latest start, from `hi` down to `lo`, of the literal in `input`, with
 * every character from its end to `limit` in `holds` (null: no condition); -1
 * when there is none. Reads each character once (the backward table).
 */
const lastPlace = (input: string, lit: string, back: Int32Array, lo: number, hi: number, holds: Uint8Array | null, limit: number, follow: Uint8Array | null, to: number): number => {
  const m = lit.length
  let k = 0
  // Below `floor` no occurrence can end after the last character `holds` lacks.
  let floor = lo
  for (let i = Math.min(hi + m, input.length) - 1; i >= floor; i--) {
    const c = input.charCodeAt(i)
    while (k > 0 && c !== lit.charCodeAt(m - 1 - k)) k = back[k - 1]
    if (c === lit.charCodeAt(m - 1 - k)) k++
    if (k === m) {
      if (follows(input, i + m, follow, to)) {
        steps += hi + m - i
        return i
      }
      k = back[k - 1]
    }
    // The first character `holds` lacks (from the right): an occurrence must end after it.
    if (holds !== null && i < limit && !held(holds, c) && floor < i - m + 1) floor = Math.max(lo, i - m + 1)
  }
  steps += hi + m - floor
  return -1
}

/**
 * lastPlace for a literal whose last character `holds` lacks: from `limit`
 * leftwards every character must be held, so the literal can only end at the
 * first character (from the right) that is not; its start, or -1.
 */
const endingAt = (input: string, lit: string, lo: number, holds: Uint8Array, limit: number, follow: Uint8Array | null, to: number): number => {
  let i = limit - 1
  while (i >= lo && held(holds, input.charCodeAt(i))) i--
  const at = i - lit.length + 1
  steps += limit - at
  return i >= lo && at >= lo && standsAt(input, lit, at) && follows(input, i + 1, follow, to) ? at : -1
}

/** Whether a literal may end at `at` (its `follow`: the run after it can begin there, or write nothing), `to` the end of the text read. */
const follows = (input: string, at: number, follow: Uint8Array | null, to: number): boolean => follow === null || at >= to || held(follow, input.charCodeAt(at))

/** A string as one flat sequence of characters (not a slice or a concatenation), read faster in the matcher's loops. */
const flat = (s: string): string => (s.length === 0 ? s : (JSON.parse(JSON.stringify(s)) as string))

/** The index of a plain expression's names: readExpression alone reads it. */
const NO_INDEX: ReadonlyMap<string, number> = new Map()

export const compilePieces = (parts: readonly TemplatePart[]): readonly Piece[] => {
  const pieces: Piece[] = []
  // One copy of each table and literal piece alike: a template of n expressions between literals keeps a few, not n
  // (with n, a match read them from memory the size of the template, and its time per piece grew).
  const copies = new Map<string, unknown>()
  /** The copy kept under `key`: the first value given for it. */
  const shared = <T>(key: string, t: T): T => {
    if (!copies.has(key)) copies.set(key, t)
    return copies.get(key) as T
  }
  // A table's key: its entries (0 or 1) as characters; a literal piece's begins with "0" or "1".
  const sharedTable = (t: Uint8Array): Uint8Array => shared(String.fromCharCode.apply(null, t as unknown as number[]), t)
  let k = 0
  while (k < parts.length) {
    const part = parts[k]
    if (part._tag === 'Literal') {
      // A flat copy: the raw text is a slice of the template, whose characters the engine reads through an indirection.
      const text = flat(encodeValue(part.raw, true))
      pieces.push({ k: 'literal', text, back: backwardTable(text), startsOutside: false, endsOutside: false, follow: null })
      k++
      continue
    }
    let j = k
    while (j < parts.length && parts[j]._tag === 'Expression') j++
    const run = parts.slice(k, j) as TemplateExpression[]
    // The first characters of the expressions after each one, right to left (one pass).
    const later: string[] = new Array(run.length)
    let firsts = ''
    for (let i = run.length - 1; i >= 0; i--) {
      later[i] = firsts
      const f = OPERATORS[run[i].operator].first
      if (f !== '' && !firsts.includes(f)) firsts += f
    }
    const names = namesOf(run)
    const exprs = run.map((e, i): CompiledExpression => {
      const plain = !e.variables.some((v) => v.explode)
      const index = plain ? NO_INDEX : new Map(e.variables.map((v, n) => [v.name, n]))
      const op = OPERATORS[e.operator]
      return {
        e,
        op,
        index,
        holds: sharedTable(holdsOf(e, later[i])),
        plain,
        list: e.variables.length === 1 && e.variables[0].explode && !op.named,
        marks: op.reserved ? MARKS_UR : MARKS_U,
      }
    })
    const holds = new Uint8Array(128)
    for (const x of exprs) {
      for (let c = 0; c < 128; c++) holds[c] |= x.holds[c]
      if (x.op.first !== '') holds[x.op.first.charCodeAt(0)] = 1
    }
    let own: Uint8Array | null = null
    if (exprs.every((x) => x.op.first !== '')) {
      own = new Uint8Array(128)
      for (const x of exprs) own[x.op.first.charCodeAt(0)] = 1
      own = sharedTable(own)
    }
    pieces.push({ k: 'run', exprs, holds: sharedTable(holds), firsts: own, names })
    k = j
  }
  // Where a literal's first or last character is one its neighbouring run cannot hold, the run's characters end (or begin) at the literal.
  return pieces.map((p, i) => {
    if (p.k === 'run') return p
    const before = pieces[i - 1]
    const after = pieces[i + 1]
    const startsOutside = before !== undefined && before.k === 'run' && !held(before.holds, p.text.charCodeAt(0))
    const endsOutside = after !== undefined && after.k === 'run' && !held(after.holds, p.text.charCodeAt(p.text.length - 1))
    let follow: Uint8Array | null = null
    if (after !== undefined && after.k === 'run' && after.exprs.every((x) => x.op.first !== '')) {
      const t = new Uint8Array(128)
      for (const x of after.exprs) t[x.op.first.charCodeAt(0)] = 1
      // A literal's expansion is ASCII (section 3.1 writes the rest as triplets).
      const next = pieces[i + 2]
      if (next !== undefined && next.k === 'literal') t[next.text.charCodeAt(0)] = 1
      follow = sharedTable(t)
    }
    const key = follow === null ? '' : String.fromCharCode.apply(null, follow as unknown as number[])
    return shared(`${+startsOutside}${+endsOutside}${key.length}${key}${p.text}`, { ...p, startsOutside, endsOutside, follow })
  })
}

/** The latest starts of pass 1, for templates of up to 64 pieces (readPieces does not re-enter: one array serves every call). */
const SCRATCH = new Int32Array(64)

const held = (holds: Uint8Array, c: number): boolean => c < 128 && holds[c] === 1

/**
 * The matcher's work: characters scanned and compared, added after each loop
 * (not in it), so that the growth specs count work instead of timing it.
 * Internal: not exported from the package.
 */
let steps = 0

/** Whether `match` may skip expanding the values again when each was read as expansion writes it back (false: the specs compare both ways). Internal. */
export const exactness = { fast: true }

/** The matcher's work since the last reset (for the growth specs). */
export const work = {
  reset: (): void => {
    steps = 0
  },
  done: (): number => steps,
}

/** Whether `lit` stands in `input` at `at` (a loop the engine inlines: startsWith with a position was a fifth of the matcher's time). */
const standsAt = (input: string, lit: string, at: number): boolean => {
  if (at < 0 || at + lit.length > input.length) return false
  for (let i = 0; i < lit.length; i++) if (input.charCodeAt(at + i) !== lit.charCodeAt(i)) return false
  return true
}

/** Whether a character is a hex digit as expansion writes it (upper case, section 3.2.1). */
const upperHex = (c: number): boolean => (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x46)

/** A member whose triplets need writesBack's full reading (a character of several octets, lower case, a "%" that begins none). */
const SLOW = 8

/**
 * An unnamed exploded list alone in its expression (`{/path*}`), from `from`
 * to `to` in the input, its `count` members (readRun counted the separators
 * as it found the expression's end), read in one pass: each member's
 * characters marked as it is found (writesBack runs only on a member whose
 * triplets are not single upper-case ones of a character outside U, and a
 * member is decoded only when it holds "%"), sliced and decoded into an
 * array made at its length, with no array of pieces between (a path of
 * millions of segments holds the result and nothing else).
 */
const readList = (x: CompiledExpression, input: string, from: number, to: number, count: number): string[] | false => {
  const op = x.op
  const sep = op.sep.charCodeAt(0)
  const marks = op.reserved ? MARKS_UR : MARKS_MEMBER
  const items: string[] = new Array(count)
  let start = from + op.first.length
  let k = 0
  let m = 0
  for (let i = start; i <= to; i++) {
    const c = i < to ? input.charCodeAt(i) : sep
    if (c !== sep) {
      if (c !== 0x25 || op.reserved) m |= marks[c]
      else {
        // A triplet written back as it is: upper case, of one octet outside U (writesBack's reading, in place).
        const b = i + 2 < to && upperHex(input.charCodeAt(i + 1)) && upperHex(input.charCodeAt(i + 2)) ? octetAt(input, i) : -1
        if (b >= 0 && b < 0x80 && BACK_U[b] !== 1) i += 2
        else m |= SLOW
        m |= PCT
      }
      continue
    }
    const text = input.slice(start, i)
    if (sure) sure = (m & NOT_BACK) === 0 && ((m & (op.reserved ? PCT : SLOW)) === 0 || writesBack(text, op, 0, text.length, true))
    const d = (m & PCT) === 0 ? text : decoded(text, op)
    if (d === null) return false
    items[k++] = d
    start = i + 1
    m = 0
  }
  return items
}

/**
 * A piece's value, the marks of its characters in `m`: decoded for U
 * expansion, a list when U expansion wrote a bare ","; null when its
 * triplets are not UTF-8 (valueFrom, without its scans).
 */
const valueMarked = (text: string, m: number, op: OperatorRules): VariableValue | null => {
  if ((m & PCT) === 0 && (op.reserved || (m & COMMA) === 0)) return text
  if (op.reserved) return decodeReserved(text)
  if ((m & COMMA) !== 0) return valueFrom(text, op)
  try {
    return decodeURIComponent(text)
  } catch {
    return null
  }
}

/**
 * readExpression for an unnamed expression without explode, its pieces read
 * in place in the input from `from` to `to` (no slice of the expression, no
 * array of pieces): one piece each and the last varspec the rest. One scan
 * finds each piece's end and marks its characters (marks), so that whether
 * it is written back and how to decode it need no other scan.
 */
const readPlain = (x: CompiledExpression, input: string, from: number, to: number, found: Found): boolean => {
  const { e, op, marks } = x
  const specs = e.variables
  const sep = op.sep.charCodeAt(0)
  const n = to
  steps += n - from + specs.length
  let pos = from + op.first.length
  for (let k = 0; k < specs.length; k++) {
    let end = n
    let m = 0
    const last = k === specs.length - 1
    for (let i = pos; i < n; i++) {
      const c = input.charCodeAt(i)
      if (c === sep && !last) {
        end = i
        break
      }
      m |= marks[c]
    }
    const text = input.slice(pos, end)
    if (sure) sure = (m & NOT_BACK) === 0 && ((m & PCT) === 0 || writesBack(text, op))
    const v = valueMarked(text, m, op)
    if (v === null) return false
    record(found, specs[k], v)
    if (end >= n) return true
    pos = end + 1
  }
  return false
}

/**
 * A named value read as section 3.2.1 writes it, "name=value" (`value` the
 * text after "=", decoded), where an empty value is "name" + ifemp: so
 * "name=" is "" for "?" and "&" (ifemp "="), and for ";" (ifemp "") a list
 * of one empty member (`{;x}` with x = [""] expands to ";x=", and "" to
 * ";x"). Null when the triplets are not UTF-8.
 */
const namedValue = (value: string, m: number, op: OperatorRules): VariableValue | null => (value === '' ? (op.ifemp === '' ? [''] : '') : valueMarked(value, m, op))

/**
 * A named expression without explode (";", "?", "&"), read in place from its
 * first character at `from`, no further than `to`: each piece must name the
 * next varspec it can (the varspecs it passes are undefined), and the
 * expression ends before the first piece none of its remaining varspecs
 * names, or at the first character it cannot hold: the longest text it can
 * write (the reading rule, 2), so that the next expression of the run takes
 * up from there (`{?id,token}{&keys*}`: "&key1=…" is the map's). Where it
 * ends (`from` when it read nothing), or -1 when a value's triplets are not
 * UTF-8. Nothing is read past its end but the name it stops at.
 */
const readNamedPlain = (x: CompiledExpression, input: string, from: number, to: number, found: Found): number => {
  const { e, op, holds, marks } = x
  const specs = e.variables
  const sep = op.sep.charCodeAt(0)
  // With one variable, the separator is not among what the expression holds: a piece after it is another's.
  const more = held(holds, sep)
  let pos = from + 1
  let end = from
  steps += specs.length
  for (let k = 0; k < specs.length; k++) {
    const spec = specs[k]
    const name = spec.name
    const after = pos + name.length
    steps += name.length
    if (after > to || !standsAt(input, name, pos)) continue
    const c = after < to ? input.charCodeAt(after) : -1
    let stop = after
    let v: VariableValue | null = ''
    if (c === 0x3d) {
      let m = 0
      for (stop = after + 1; stop < to; stop++) {
        const d = input.charCodeAt(stop)
        if (d === sep || !held(holds, d)) break
        m |= marks[d]
      }
      const value = input.slice(after + 1, stop)
      // Section 3.2.1: "name=" is written back (an empty value where ifemp is "=", a list of one empty member where it is "").
      if (sure) sure = value === '' || ((m & NOT_BACK) === 0 && ((m & PCT) === 0 || writesBack(value, op)))
      v = namedValue(value, m, op)
      if (v === null) return -1
    } else if (c === -1 || c === sep || !held(holds, c)) {
      // "name" alone: the empty value where ifemp is "" (";"); where it is "=", expansion never writes it.
      if (sure) sure = op.ifemp === ''
    } else continue
    steps += stop - pos
    record(found, spec, v)
    end = stop
    if (!more || stop >= to || input.charCodeAt(stop) !== sep) break
    pos = stop + 1
  }
  return end
}

/**
 * The pieces of input[from, to) split at `sep`, as offsets: piece p ends at
 * [2p] and has its first "=" at [2p + 1] (-1: none), and begins after the
 * end of the one before it (the first at `from`). No substring; two scans
 * (the pieces counted, then found), one array made at their length.
 */
const pieceBounds = (input: string, from: number, to: number, sep: number): Int32Array => {
  let n = 2
  for (let i = from; i < to; i++) if (input.charCodeAt(i) === sep) n += 2
  const b = new Int32Array(n)
  let k = 0
  let eq = -1
  for (let i = from; i <= to; i++) {
    const c = i < to ? input.charCodeAt(i) : sep
    if (c === sep) {
      b[k++] = i
      b[k++] = eq
      eq = -1
    } else if (c === 0x3d && eq < 0) eq = i
  }
  steps += 2 * (to - from)
  return b
}

/** Where piece p of pieceBounds begins. */
const pieceStart = (b: Int32Array, start: number, p: number): number => (p === 0 ? start : b[2 * p - 2] + 1)
/** Whether piece p of pieceBounds is named `name` (its text before its first "=", or all of it). */
const isNamed = (input: string, b: Int32Array, start: number, p: number, name: string): boolean => {
  const from = pieceStart(b, start, p)
  return (b[2 * p + 1] < 0 ? b[2 * p] : b[2 * p + 1]) - from === name.length && standsAt(input, name, from)
}

/** Reads a list or map's pieces p to q of pieceBounds into the varspec's value (the unnamed reading and the named one); false when a triplet is not UTF-8. */
const readMembers = (op: OperatorRules, spec: VarSpec, input: string, b: Int32Array, start: number, p: number, q: number, list: boolean, found: Found): boolean => {
  // A named list keeps `sure` when each member is written back as read (an empty one as "name" + ifemp; a "," is its own,
  // written %2C). A map does not: expansion writes its keys in the engine's order (integer keys first), a repeated key once.
  if (!(op.named && list)) sure = false
  // A list made at its length (a pushed one reserves room for 17).
  const got: string[] | Record<string, string> = list ? new Array(q - p) : {}
  for (let r = p; r < q; r++) {
    const s0 = pieceStart(b, start, r)
    const eq = b[2 * r + 1]
    if (!list) while (r + 1 < q && !op.named && b[2 * r + 3] < 0) r++
    const end = b[2 * r]
    const value = list && !op.named ? input.slice(s0, end) : eq < 0 ? '' : input.slice(eq + 1, end)
    if (sure) sure = eq < 0 ? op.ifemp === '' : value === '' ? op.ifemp === '=' : writesBack(value, op, 0, value.length, true)
    const v = decoded(value, op)
    const key = list ? '' : decoded(input.slice(s0, eq < 0 ? end : eq), op)
    if (v === null || key === null) return false
    if (list) (got as string[])[r - p] = v
    else setOwn(got as Record<string, string>, key, v)
  }
  record(found, spec, got)
  return true
}

/**
 * Reads an unnamed expression with an exploded varspec (readPlain reads one
 * without) in place in the input from `from` to `to`, into its variables
 * (those it leaves out are undefined); false when it cannot. Each piece's
 * end and "=" are found once (pieceBounds): nothing is sliced but the
 * values. One piece each, the last varspec the rest, an exploded one all but
 * one for each varspec after it: a map when its first piece is "key=value"
 * (a piece without "=" then continues the value before it: with an
 * unreserved separator, ".", a value may hold it), else a list.
 */
const readExpression = (x: CompiledExpression, input: string, from: number, to: number, found: Found): boolean => {
  const { e, op } = x
  const specs = e.variables
  const start = from + op.first.length
  const b = pieceBounds(input, start, to, op.sep.charCodeAt(0))
  const n = b.length / 2
  steps += specs.length
  let p = 0
  for (let k = 0; k < specs.length && p < n; k++) {
    const spec = specs[k]
    // This varspec's pieces: from p to q.
    let q = p + 1
    if (k === specs.length - 1) q = n
    else if (spec.explode) q = Math.max(q, n - (specs.length - k - 1))
    if (!spec.explode) {
      const text = input.slice(pieceStart(b, start, p), b[2 * q - 2])
      if (sure) sure = writesBack(text, op)
      const v = valueFrom(text, op)
      if (v === null) return false
      record(found, spec, v)
    } else if (!readMembers(op, spec, input, b, start, p, q, b[2 * p + 1] < 0, found)) return false
    p = q
  }
  return p >= n
}

/** The keys of the map readNamed reads (its own: it does not re-enter), the last that is an array index, and whether one that is not came. */
const keys = new Set<string>()
let lastIndex = -1
let named0 = false

/** A key as the engine orders an object's own keys: its value if it is an array index (a canonical integer below 2^32 - 1, listed first and ascending), else -1. */
const arrayIndex = (key: string): number => {
  if (key.length === 0 || key.length > 10 || (key.length > 1 && key.charCodeAt(0) === 0x30)) return -1
  for (let i = 0; i < key.length; i++) if (key.charCodeAt(i) < 0x30 || key.charCodeAt(i) > 0x39) return -1
  const n = Number(key)
  return n < 4294967295 ? n : -1
}

/**
 * Whether piece r of namedBounds can be a map member after the ones
 * admitted: a map expands its keys in the engine's order (array indices
 * first, ascending, then the others as they came), each once; so a key that
 * breaks that order or comes again begins another value. Admits it.
 */
const admitKey = (op: OperatorRules, input: string, start: number, r: number): boolean => {
  const from = pieceStart(namedBounds, start, r)
  const key = decoded(input.slice(from, namedBounds[2 * r + 1] < 0 ? namedBounds[2 * r] : namedBounds[2 * r + 1]), op)
  if (key === null || keys.has(key)) return false
  const n = arrayIndex(key)
  if (n >= 0) {
    if (named0 || n <= lastIndex) return false
    lastIndex = n
  } else named0 = true
  keys.add(key)
  return true
}

/**
 * Whether expansion can write piece r of namedBounds as one member of an
 * exploded named varspec (section 3.2.1): "name" + ifemp for an empty value,
 * else "name=value", the value (and a map's key) as U expansion writes a
 * member, its "," and "=" written %2C and %3D. `own`: a list member, named
 * by the varspec (its name is not checked).
 */
const isMember = (op: OperatorRules, input: string, start: number, r: number, own: boolean): boolean => {
  const from = pieceStart(namedBounds, start, r)
  const eq = namedBounds[2 * r + 1]
  const end = namedBounds[2 * r]
  if (eq < 0 ? op.ifemp !== '' : eq + 1 === end ? op.ifemp !== '=' : !writesBack(input, op, eq + 1, end, true)) return false
  return own || writesBack(input, op, from, eq < 0 ? end : eq, true)
}

/**
 * The pieces readNamed has found, as pieceBounds gives them ([2p] the end,
 * [2p + 1] the first "=" or -1), grown as needed: readNamed does not
 * re-enter, so one array serves every call.
 */
let namedBounds = new Int32Array(64)

/**
 * A named expression with an exploded varspec (";", "?", "&"), read in place
 * from its first character at `from`, no further than `to` nor the first
 * character it cannot hold; each piece found (its end and "=") when first
 * needed, so the expression reads no further than one piece past its end.
 * A piece belongs to its variable, and one naming a later variable leaves
 * this one undefined; an exploded varspec takes the pieces up to one naming
 * a later varspec, a list when each names it (section 3.2.1 writes
 * "name=value" per member), else a map. A list of two members or more ends
 * at a piece of another name (a map holds a key once, so that piece is not
 * its), and the expression ends before the first piece none of its
 * remaining varspecs takes, as readNamedPlain's does. `names` and `place`:
 * its run's named variables (namesOf) and its place in the run. Where it
 * ends (`from` when it read nothing), or -1 when a triplet is not UTF-8.
 */
const readNamed = (x: CompiledExpression, input: string, from: number, to: number, found: Found, names: ReadonlyMap<string, LastNamed>, place: number): number => {
  const { e, op, holds } = x
  const specs = e.variables
  const sep = op.sep.charCodeAt(0)
  const start = from + 1
  // The pieces found so far, where the next one begins, and whether one may follow the last found.
  let count = 0
  let next = start
  let open = true
  /** Whether piece r exists, the pieces up to it found. */
  const has = (r: number): boolean => {
    while (count <= r && open) {
      let i = next
      let eq = -1
      for (; i < to; i++) {
        const c = input.charCodeAt(i)
        if (c === sep || !held(holds, c)) break
        if (c === 0x3d && eq < 0) eq = i
      }
      if (2 * count + 2 > namedBounds.length) {
        const grown = new Int32Array(2 * namedBounds.length)
        grown.set(namedBounds)
        namedBounds = grown
      }
      namedBounds[2 * count] = i
      namedBounds[2 * count + 1] = eq
      count++
      steps += i - next + 1
      if (i < to && input.charCodeAt(i) === sep) next = i + 1
      else open = false
    }
    return r < count
  }
  const named = (r: number, name: string): boolean => has(r) && isNamed(input, namedBounds, start, r, name)
  steps += specs.length
  // The piece whose name was last looked up, and the index of that name in the expression (-1: none).
  let seen = -1
  let seenIndex = -1
  let seenLater = false
  let p = 0
  for (let k = 0; k < specs.length && has(p); k++) {
    const spec = specs[k]
    if (!spec.explode) {
      if (!named(p, spec.name)) continue
      const eq = namedBounds[2 * p + 1]
      const value = eq < 0 ? null : input.slice(eq + 1, namedBounds[2 * p])
      // Section 3.2.1: an empty value is written "name" + ifemp ("name=" also by a list of one empty member).
      if (sure) sure = value === null ? op.ifemp === '' : value === '' || writesBack(value, op)
      const v = value === null ? '' : value === '' ? namedValue(value, 0, op) : valueFrom(value, op)
      if (v === null) return -1
      record(found, spec, v)
      p++
      continue
    }
    // Its pieces: up to one naming a later varspec (the next one's compared in place: parameters in order; another looked up),
    // or one expansion could not write as its member (a map's keys in the engine's order, each once).
    const later = x.index.size < specs.length && (x.index.get(spec.name) ?? -1) > k
    let list = true
    let q = p
    keys.clear()
    lastIndex = -1
    named0 = false
    for (; has(q); q++) {
      const own = named(q, spec.name)
      if (own && later) break
      if (!own) {
        if (k + 1 < specs.length && named(q, specs[k + 1].name)) break
        if (q !== seen) {
          // Once per piece: a long name is hashed once, however many varspecs it leaves undefined.
          const at = pieceStart(namedBounds, start, q)
          const end = namedBounds[2 * q + 1] < 0 ? namedBounds[2 * q] : namedBounds[2 * q + 1]
          const name = input.slice(at, end)
          seen = q
          seenIndex = x.index.get(name) ?? -1
          // A later expression of the run that would begin here (at its first character) and holds the name takes it.
          seenLater = namedLater(names, place, name, q === 0 ? op.first.charCodeAt(0) : sep)
          steps += end - at
        }
        if (seenIndex > k || seenLater) break
        // Two members or more of this name: a list, which ends here (a map would hold the name twice).
        if (list && q - p >= 2) break
      }
      if (!isMember(op, input, start, q, list && own)) break
      if (list && !own) {
        // From here a map: the piece before (one at most) is its member of the varspec's name.
        if (q > p && !admitKey(op, input, start, p)) break
        list = false
      }
      if (!list && !admitKey(op, input, start, q)) break
    }
    if (q === p) continue
    if (!readMembers(op, spec, input, namedBounds, start, p, q, list, found)) return -1
    p = q
  }
  // It ends after its last piece read: before the separator of the first it left.
  return p === 0 ? from : namedBounds[2 * p - 2]
}

/** Splits a run's text between its expressions (the reading rule, 2) and reads each; false when the text is left over or unreadable. */
const readRun = (run: Extract<Piece, { k: 'run' }>, input: string, from: number, to: number, found: Found): boolean => {
  const exprs = run.exprs
  let pos = from
  for (let i = 0; i < exprs.length; i++) {
    const x = exprs[i]
    const first = x.op.first
    if (first !== '' && (pos >= to || input.charCodeAt(pos) !== first.charCodeAt(0))) continue
    if (x.op.named) {
      // A named expression finds its own end, which may come before the end of what it can hold (its pieces name its variables).
      const end = x.plain ? readNamedPlain(x, input, pos, to, found) : readNamed(x, input, pos, to, found, run.names, i)
      if (end < 0) return false
      pos = end
      continue
    }
    let q = pos + first.length
    // A lone exploded list's members are counted (and an "=", which may make it an associative array, noted) as its end is found.
    let count = 1
    let eq = false
    if (x.list) {
      const sep = x.op.sep.charCodeAt(0)
      for (; q < to; q++) {
        const c = input.charCodeAt(q)
        if (!held(x.holds, c)) break
        if (c === sep) count++
        else if (c === 0x3d) eq = true
      }
    } else while (q < to && held(x.holds, input.charCodeAt(q))) q++
    steps += q - pos + 1
    if (q === pos) continue
    if (x.list && !eq) {
      const items = readList(x, input, pos, q, count)
      if (items === false) return false
      steps += q - pos + 1
      record(found, x.e.variables[0], items)
    } else if (!(x.plain ? readPlain : readExpression)(x, input, pos, q, found)) return false
    pos = q
  }
  return pos === to
}

/**
 * The variables of pieces that must cover the input from `from` to `to`
 * exactly, by the reading rule; null when they cannot. Linear: the first pass
 * (right to left) finds each literal's latest place, the second (left to
 * right) each literal's place and each run's text; a pass never goes back
 * over more than the text between two literals.
 */
export const readPieces = (pieces: readonly Piece[], input: string, from: number, to: number, found: Found): boolean => {
  const n = pieces.length
  // Pass 1: the latest start of each literal, from the right.
  const latest = n <= SCRATCH.length ? SCRATCH : new Int32Array(n)
  let limit = to
  for (let j = n - 1; j >= 0; j--) {
    const piece = pieces[j]
    if (piece.k === 'run') continue
    const len = piece.text.length
    if (j === 0) {
      // The first piece stands at `from`: pass 2 checks it, and no run before it needs a cap.
      latest[j] = from
    } else if (j === n - 1) {
      if (limit - len < from || !standsAt(input, piece.text, limit - len)) return false
      latest[j] = limit - len
    } else {
      // A run follows (parts alternate): the literal ends at the latest place from which the run's characters reach `limit`.
      const holds = (pieces[j + 1] as Extract<Piece, { k: 'run' }>).holds
      const at = piece.endsOutside
        ? endingAt(input, piece.text, from, holds, limit, piece.follow, to)
        : lastPlace(input, piece.text, piece.back, from, limit - len, holds, limit, piece.follow, to)
      if (at < 0) return false
      latest[j] = at
    }
    limit = latest[j]
  }
  // Pass 2: left to right, each literal at its last place within reach of the run before it, and no later than pass 1 allows.
  let pos = from
  for (let j = 0; j < n; j++) {
    const piece = pieces[j]
    if (piece.k === 'literal') {
      steps += piece.text.length
      if (!standsAt(input, piece.text, pos)) return false
      pos += piece.text.length
      continue
    }
    if (j === n - 1) return readRun(piece, input, pos, to, found)
    const next = pieces[j + 1] as Extract<Piece, { k: 'literal' }>
    const cap = latest[j + 1]
    let reach = pos
    // A run whose expressions all begin with a character of their own reads nothing where none of those stands.
    if (piece.firsts === null || held(piece.firsts, input.charCodeAt(pos))) while (reach < cap && held(piece.holds, input.charCodeAt(reach))) reach++
    steps += reach - pos
    // A literal that begins with a character the run cannot hold stands where the run's characters end, or nowhere.
    let q = reach
    if (next.startsOutside) steps += next.text.length
    else q = lastPlace(input, next.text, next.back, pos, reach, null, 0, next.follow, to)
    if (q < 0) return false
    if (!readRun(piece, input, pos, q, found)) return false
    pos = q
  }
  return pos === to
}

/**
 * Whether every expansion of the template is a URI reference (RFC 3986
 * section 4.1) by its shape alone: no reserved expression ("+", "#"), and no
 * ":", "@", "[", "]" or "#" in its literals but the ":" of a scheme the first
 * literal begins with. U expansion writes unreserved characters, triplets,
 * "/", "?" and sub-delims only (section 3.2.1), and from those an authority
 * is a reg-name, a path's segments are pchars and a query is a query, after
 * a valid "scheme:" or none (a relative reference's first segment then holds
 * no ":"). So `match` need not read such an input again when its values are
 * written back as read (the input is then their expansion).
 */
const referenceByShape = (template: Template): boolean => {
  for (let k = 0; k < template.parts.length; k++) {
    const part = template.parts[k]
    if (part._tag === 'Expression') {
      if (OPERATORS[part.operator].reserved) return false
      continue
    }
    const text = encodeValue(part.raw, true)
    for (let i = k === 0 ? schemeLength(text) : 0; i < text.length; i++) {
      const c = text.charCodeAt(i)
      if (c < 128 && RISK[c] === 1) return false
    }
  }
  return true
}

/**
 * The variables that expand the template to the URI reference, or none, by
 * the reading rule above (section 1.4: where several sets of variables
 * expand to the URI, the rule picks one). A value written by U expansion is
 * decoded, one written by reserved expansion ("+", "#") is kept as it is
 * but for the triplets of characters outside ASCII, read as the characters
 * (`{+greek:2}` of "%CE%B1%CE%B2" is "αβ"); a bare "," in a value written by
 * U expansion separates list members, and "name=" of ";" (whose empty value
 * is written "name") is a list of one empty member. The
 * variables must expand back to the input (checked as they are read, or by
 * expanding them again), so every `some` is exact: `expand(t)(vars)` is the
 * input. Query parameters must come
 * in the template's order: `matchWith({ query: 'any-order' })` takes them in
 * any order.
 *
 * @example
 * pipe(parseTemplate('http://{host}{/segments*}/{?one,two}'), E.map((t) => match(t)('http://example.com/a/b/?two=2')))
 * // Right(some({ host: 'example.com', segments: ['a', 'b'], two: '2' }))
 *
 * @since 0.2.0
 * @category templates
 */
export const match = (template: Template): ((input: string) => Option<Readonly<Found>>) => {
  const pieces = compilePieces(template.parts)
  const again = expand(template)
  const byShape = referenceByShape(template)
  // A template whose values are read one way only: no prefix, each name once (an explode is decided as it is read).
  const names = new Set<string>()
  let simple = true
  for (const part of template.parts)
    if (part._tag === 'Expression')
      for (const v of part.variables) {
        if (v.prefix !== null || names.has(v.name)) simple = false
        names.add(v.name)
      }
  return (input) => {
    if (typeof input !== 'string') return none
    const found: Found = {}
    sure = simple
    if (!readPieces(pieces, input, 0, input.length, found)) return none
    steps += input.length
    // Every value written back as read (so the expansion is the input): it remains that the input be a URI reference.
    if (sure && exactness.fast) return byShape || isReference(input) ? some(found) : none
    const back = again(found)
    return back._tag === 'Right' && back.right === input ? some(found) : none
  }
}
