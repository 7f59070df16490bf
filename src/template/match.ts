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
 *    end of the input, each literal as late as the expressions after it allow.
 * 2. Between two literals, the expressions read left to right and each takes
 *    the longest text its operator can write (section 3.2.1's characters, its
 *    separators) before the next one starts; an expression whose operator's
 *    first character ("/", "?", "#" …) is not where it would start is
 *    undefined. A reserved expression ("+", "#") stops before a "#" or "?"
 *    that a later expression of the run begins with (RFC 3986's fragment and
 *    query delimiters).
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
import { none, some } from '../either.ts'
import type { Template, TemplateExpression, TemplatePart, VarSpec, VariableValue } from './ast.ts'
import { characterAt, encodeValue, expand, OPERATORS, type OperatorRules, RISK } from './expand.ts'
import { referenceFault, schemeLength, U, UR } from './reference.ts'
import { tripletOctet } from '../octets.ts'

/** What `match` recovers: each variable the URI defines, as a string, a list or an associative array. */
export type Found = Record<string, VariableValue>

/** Sets an own property, "__proto__" included (a name or key read from the input must never reach a prototype). */
export const setOwn = <V>(target: Record<string, V>, key: string, value: V): void => {
  if (key === '__proto__') Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true })
  else target[key] = value
}

/**
 * A piece's value: decoded for U expansion (section 3.2.1), kept as it is for
 * reserved expansion (which kept its triplets); null when its triplets are not
 * UTF-8. The engine's decodeURIComponent reads UTF-8 as RFC 3629 does (no
 * overlong form, surrogate or code point past U+10FFFF), as the package's
 * decoder does, without carrying it (or the URI grammar's tables) in a bundle.
 */
const decoded = (text: string, op: OperatorRules): string | null => {
  if (op.reserved || !text.includes('%')) return text
  try {
    return decodeURIComponent(text)
  } catch {
    return null
  }
}

/**
 * Whether expansion is sure to write `text` back as it is, for a value read
 * from it (section 3.2.1): in U expansion, characters of U, "," between list
 * members, and triplets in upper case that decode (UTF-8) to a character
 * outside U; in reserved expansion, U+R and whole triplets. (A "sep" inside
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
      if (b < 0 || b >= 128 || BACK_U[b] === 1) return false
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
    }
  | { readonly k: 'run'; readonly exprs: readonly CompiledExpression[]; readonly holds: Uint8Array }

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
const lastPlace = (input: string, lit: string, back: Int32Array, lo: number, hi: number, holds: Uint8Array | null, limit: number): number => {
  const m = lit.length
  let k = 0
  // Below `floor` no occurrence can end after the last character `holds` lacks.
  let floor = lo
  for (let i = Math.min(hi + m, input.length) - 1; i >= floor; i--) {
    const c = input.charCodeAt(i)
    while (k > 0 && c !== lit.charCodeAt(m - 1 - k)) k = back[k - 1]
    if (c === lit.charCodeAt(m - 1 - k)) k++
    if (k === m) {
      steps += hi + m - i
      return i
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
const endingAt = (input: string, lit: string, lo: number, holds: Uint8Array, limit: number): number => {
  let i = limit - 1
  while (i >= lo && held(holds, input.charCodeAt(i))) i--
  const at = i - lit.length + 1
  steps += limit - at
  return i >= lo && at >= lo && standsAt(input, lit, at) ? at : -1
}

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
      pieces.push({ k: 'literal', text, back: backwardTable(text), startsOutside: false, endsOutside: false })
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
    pieces.push({ k: 'run', exprs, holds: sharedTable(holds) })
    k = j
  }
  // Where a literal's first or last character is one its neighbouring run cannot hold, the run's characters end (or begin) at the literal.
  return pieces.map((p, i) => {
    if (p.k === 'run') return p
    const before = pieces[i - 1]
    const after = pieces[i + 1]
    const startsOutside = before !== undefined && before.k === 'run' && !held(before.holds, p.text.charCodeAt(0))
    const endsOutside = after !== undefined && after.k === 'run' && !held(after.holds, p.text.charCodeAt(p.text.length - 1))
    return shared(`${+startsOutside}${+endsOutside}${p.text}`, { ...p, startsOutside, endsOutside })
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
  if (op.reserved || (m & (PCT | COMMA)) === 0) return text
  if ((m & COMMA) !== 0) return valueFrom(text, op)
  try {
    return decodeURIComponent(text)
  } catch {
    return null
  }
}

/**
 * readExpression for an expression without explode, its pieces read in place
 * in the input from `from` to `to` (no slice of the expression, no array of
 * pieces): unnamed, one piece each and the last varspec the rest; named, a
 * piece whose name is not the varspec's leaves it undefined. One scan finds
 * each piece's end and "=" and marks its characters (marks), so that whether
 * it is written back and how to decode it need no other scan.
 */
const readPlain = (x: CompiledExpression, input: string, from: number, to: number, found: Found): boolean => {
  const { e, op, marks } = x
  const specs = e.variables
  const sep = op.sep.charCodeAt(0)
  const n = to
  steps += n - from + specs.length
  // The current piece: [pos, end), its first "=" at eq (-1: none), its value's marks, worked out once per piece.
  let pos = from + op.first.length
  let at = -1
  let end = n
  let eq = -1
  let m = 0
  for (let k = 0; k < specs.length; k++) {
    const spec = specs[k]
    if (!op.named) {
      end = n
      m = 0
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
      record(found, spec, v)
    } else {
      if (at !== pos) {
        at = pos
        end = n
        eq = -1
        m = 0
        for (let i = pos; i < n; i++) {
          const c = input.charCodeAt(i)
          if (c === sep) {
            end = i
            break
          }
          if (eq >= 0) m |= marks[c]
          else if (c === 0x3d) eq = i
        }
      }
      const name = spec.name
      if ((eq < 0 ? end : eq) - pos !== name.length || !standsAt(input, name, pos)) continue
      const value = eq < 0 ? '' : input.slice(eq + 1, end)
      // Section 3.2.1: an empty value is written "name" + ifemp.
      if (sure) sure = eq < 0 ? op.ifemp === '' : value === '' ? op.ifemp === '=' : (m & NOT_BACK) === 0 && ((m & PCT) === 0 || writesBack(value, op))
      const v = eq < 0 ? '' : valueMarked(value, m, op)
      if (v === null) return false
      record(found, spec, v)
    }
    if (end >= n) return true
    pos = end + 1
  }
  return false
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

/**
 * Reads an expression with an exploded varspec (readPlain reads one
 * without) in place in the input from `from` to `to`, into its variables
 * (those it leaves out are undefined); false when it cannot. Each piece's
 * end and "=" are found once (pieceBounds) and names compared where they
 * stand: nothing is sliced but the values, so a query of many parameters
 * holds the result and an offset pair per piece.
 *
 * Named: a piece belongs to its variable, and one naming a later variable
 * leaves this one undefined; an exploded varspec takes the pieces up to one
 * naming a later varspec, a list when each names it (section 3.2.1 writes
 * "name=value" per member), else a map. Unnamed: one piece each, the last
 * varspec the rest, an exploded one all but one for each varspec after it:
 * a map when its first piece is "key=value" (a piece without "=" then
 * continues the value before it: with an unreserved separator, ".", a value
 * may hold it), else a list.
 */
const readExpression = (x: CompiledExpression, input: string, from: number, to: number, found: Found): boolean => {
  const { e, op } = x
  const specs = e.variables
  const start = from + op.first.length
  const b = pieceBounds(input, start, to, op.sep.charCodeAt(0))
  const n = b.length / 2
  steps += specs.length
  // The piece whose name was last looked up, and the index of that name in the expression (-1: none).
  let seen = -1
  let seenIndex = -1
  let p = 0
  for (let k = 0; k < specs.length && p < n; k++) {
    const spec = specs[k]
    // This varspec's pieces: from p to q.
    let q = p + 1
    let list = true
    if (!op.named) {
      if (k === specs.length - 1) q = n
      else if (spec.explode) q = Math.max(q, n - (specs.length - k - 1))
      if (!spec.explode) {
        const text = input.slice(pieceStart(b, start, p), b[2 * q - 2])
        if (sure) sure = writesBack(text, op)
        const v = valueFrom(text, op)
        if (v === null) return false
        record(found, spec, v)
        p = q
        continue
      }
      list = b[2 * p + 1] < 0
    } else if (!spec.explode) {
      if (!isNamed(input, b, start, p, spec.name)) continue
      const value = b[2 * p + 1] < 0 ? null : input.slice(b[2 * p + 1] + 1, b[2 * p])
      // Section 3.2.1: an empty value is written "name" + ifemp.
      if (sure) sure = value === null ? op.ifemp === '' : value === '' ? op.ifemp === '=' : writesBack(value, op)
      const v = value === null ? '' : valueFrom(value, op)
      if (v === null) return false
      record(found, spec, v)
      p++
      continue
    } else {
      // Its pieces: up to one naming a later varspec (the next one's compared in place: parameters in order; another looked up).
      const later = x.index.size < specs.length && (x.index.get(spec.name) ?? -1) > k
      for (q = p; q < n; q++) {
        if (isNamed(input, b, start, q, spec.name)) {
          if (later) break
          continue
        }
        if (k + 1 < specs.length && isNamed(input, b, start, q, specs[k + 1].name)) break
        if (q !== seen) {
          // Once per piece: a long name is hashed once, however many varspecs it leaves undefined.
          const at = pieceStart(b, start, q)
          const end = b[2 * q + 1] < 0 ? b[2 * q] : b[2 * q + 1]
          seen = q
          seenIndex = x.index.get(input.slice(at, end)) ?? -1
          steps += end - at
        }
        if (seenIndex > k) break
        list = false
      }
      if (q === p) continue
    }
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
    p = q
  }
  return p >= n
}

/** Splits a run's text between its expressions (the reading rule, 2) and reads each; false when the text is left over or unreadable. */
const readRun = (exprs: readonly CompiledExpression[], input: string, from: number, to: number, found: Found): boolean => {
  let pos = from
  for (const x of exprs) {
    const first = x.op.first
    if (first !== '' && (pos >= to || input.charCodeAt(pos) !== first.charCodeAt(0))) continue
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
      const at = piece.endsOutside ? endingAt(input, piece.text, from, holds, limit) : lastPlace(input, piece.text, piece.back, from, limit - len, holds, limit)
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
    if (j === n - 1) return readRun(piece.exprs, input, pos, to, found)
    const next = pieces[j + 1] as Extract<Piece, { k: 'literal' }>
    const cap = latest[j + 1]
    let reach = pos
    while (reach < cap && held(piece.holds, input.charCodeAt(reach))) reach++
    steps += reach - pos
    // A literal that begins with a character the run cannot hold stands where the run's characters end, or nowhere.
    let q = reach
    if (next.startsOutside) steps += next.text.length
    else q = lastPlace(input, next.text, next.back, pos, reach, null, 0)
    if (q < 0) return false
    if (!readRun(piece.exprs, input, pos, q, found)) return false
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
 * decoded, one written by reserved expansion ("+", "#") is kept as it is; a
 * bare "," in a value written by U expansion separates list members. The
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
