/**
 * The inverse of expansion, where the template allows it: the variables that
 * expand a template to a given URI reference. No regular expression is built,
 * from the template or the input; the work is linear in the input.
 *
 * @example
 * pipe(parseTemplate('/users/{id}{?fields}'), E.map((t) => match(t)('/users/42?fields=a,b')))
 * // Right(some({ id: '42', fields: ['a', 'b'] }))
 *
 * @since 0.2.0
 */
import type { Option } from 'fp-ts/lib/Option.js'
import { none, some } from '../either.ts'
import { decodeComponent } from '../percent-encoding.ts'
import type { Template, TemplateExpression, VarSpec, VariableValue } from './ast.ts'
import { encodeValue, expand, OPERATORS, type OperatorRules } from './expand.ts'

/** What `match` recovers: each variable the URI defines, as a string, a list or an associative array. */
type Found = Record<string, VariableValue>

/** A piece's value: decoded for U expansion (section 3.2.1), kept as it is for reserved expansion (which kept its triplets). */
const decoded = (text: string, op: OperatorRules): string | null => {
  if (op.reserved) return text
  const d = decodeComponent(text)
  return d._tag === 'Right' ? d.right : null
}

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

/** The name and value of a named piece ("name=value", "name", "name="). */
const namedPiece = (piece: string): readonly [string, string | null] => {
  const eq = piece.indexOf('=')
  return eq < 0 ? [piece, null] : [piece.slice(0, eq), piece.slice(eq + 1)]
}

/** An exploded varspec's value from its pieces: a map when each is "key=value" (or, named, the pieces name another key), else a list. */
const explodedValue = (spec: VarSpec, split: readonly string[], op: OperatorRules): VariableValue | null => {
  // With an unreserved separator ("."), a value may hold it: a piece without "=" after "key=value" pieces continues the value before it.
  const pieces = !op.named && split[0].includes('=') ? rejoined(split, op.sep) : split
  const asList = op.named ? pieces.every((p) => namedPiece(p)[0] === spec.name) : !pieces.every((p) => p.includes('='))
  if (asList) {
    const items: string[] = []
    for (const p of pieces) {
      const d = decoded(op.named ? (namedPiece(p)[1] ?? '') : p, op)
      if (d === null) return null
      items.push(d)
    }
    return items
  }
  const map: Record<string, string> = {}
  for (const p of pieces) {
    const [key, value] = namedPiece(p)
    const [k, v] = [decoded(key, op), decoded(value ?? '', op)]
    if (k === null || v === null) return null
    map[k] = v
  }
  return map
}

/** Pieces without "=" joined to the piece before them. */
const rejoined = (pieces: readonly string[], sep: string): readonly string[] => {
  const out: string[] = []
  for (const p of pieces) {
    if (out.length > 0 && !p.includes('=')) out[out.length - 1] += sep + p
    else out.push(p)
  }
  return out
}

/** Reads one expression's text into its variables (those it leaves out are undefined); false when it cannot. */
const readExpression = (e: TemplateExpression, text: string, found: Found): boolean => {
  const op = OPERATORS[e.operator]
  if (text === '') return true
  if (!text.startsWith(op.first)) return false
  const body = text.slice(op.first.length)
  const pieces = body.split(op.sep)
  const specs = e.variables
  let p = 0
  for (let k = 0; k < specs.length && p < pieces.length; k++) {
    const spec = specs[k]
    const last = k === specs.length - 1
    if (op.named) {
      // A named piece belongs to its variable; one naming a later variable leaves this one undefined.
      if (!spec.explode && namedPiece(pieces[p])[0] !== spec.name) continue
      if (spec.explode) {
        let q = p
        const later = new Set(specs.slice(k + 1).map((s) => s.name))
        while (q < pieces.length && !later.has(namedPiece(pieces[q])[0])) q++
        if (q === p) continue
        const v = explodedValue(spec, pieces.slice(p, q), op)
        if (v === null) return false
        found[spec.name] = v
        p = q
        continue
      }
      const value = namedPiece(pieces[p])[1]
      const v = value === null ? '' : valueFrom(value, op)
      if (v === null) return false
      found[spec.name] = v
      p++
      continue
    }
    // Unnamed: one piece each, the last varspec the rest; an exploded one all but one for each varspec after it.
    const after = specs.length - k - 1
    const mine = last ? pieces.slice(p) : spec.explode ? pieces.slice(p, Math.max(p + 1, pieces.length - after)) : [pieces[p]]
    const v = spec.explode ? explodedValue(spec, mine, op) : valueFrom(mine.join(op.sep), op)
    if (v === null) return false
    found[spec.name] = v
    p += mine.length
  }
  return p >= pieces.length
}

/**
 * Where the expression at k ends in the input: at the first occurrence of the
 * literal text after it (the template's last literal ends the input), or at
 * the first character that can begin the next expression; expressions with
 * no such character in between (`{+a}{b}`) are passed over, leaving them
 * undefined. -1 when the literal is not there.
 */
const boundary = (parts: Template['parts'], literals: readonly string[], k: number, input: string, pos: number): number => {
  const own = parts[k]._tag === 'Expression' ? OPERATORS[(parts[k] as TemplateExpression).operator].first.length : 0
  for (let j = k + 1; j < parts.length; j++) {
    const next = parts[j]
    if (next._tag === 'Literal') {
      const lit = literals[j]
      const end = j === parts.length - 1 ? input.length - lit.length : input.indexOf(lit, pos)
      return end >= pos && input.startsWith(lit, end) ? end : -1
    }
    const first = OPERATORS[next.operator].first
    if (first === '') continue
    const at = input.indexOf(first, pos + own)
    return at < 0 ? input.length : at
  }
  return input.length
}

/**
 * The variables that expand the template to the URI reference, or none. Each
 * expression reads up to the first occurrence of the literal text after it
 * (the template's last literal must end the input), or to the first
 * character that can begin the next expression; a value written by U
 * expansion is decoded, one written by reserved expansion ("+", "#") is kept
 * as it is. The variables are then expanded again and must give the input
 * back, so every `some` is exact: `expand(t)(vars)` is the input. Variables
 * the template cannot tell apart (`{a}{b}`) are read one way of several.
 *
 * @since 0.2.0
 * @category templates
 */
export const match = (template: Template): ((input: string) => Option<Readonly<Found>>) => {
  const parts = template.parts
  // Made once per template, as expand does: each literal's expansion (section 3.1).
  const literals = parts.map((p) => (p._tag === 'Literal' ? encodeValue(p.raw, true) : ''))
  const again = expand(template)
  return (input) => {
    if (typeof input !== 'string') return none
    const found: Found = {}
    let pos = 0
    for (let k = 0; k < parts.length; k++) {
      const part = parts[k]
      if (part._tag === 'Literal') {
        if (!input.startsWith(literals[k], pos)) return none
        pos += literals[k].length
        continue
      }
      const end = boundary(parts, literals, k, input, pos)
      if (end < 0) return none
      if (!readExpression(part, input.slice(pos, end), found)) return none
      pos = end
    }
    if (pos !== input.length) return none
    const back = again(found)
    return back._tag === 'Right' && back.right === input ? some(found) : none
  }
}
