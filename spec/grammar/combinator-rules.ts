/**
 * Small rules, one or more per combinator and per edge case of the IR's
 * meaning (ir.ts: empty iterations, wide classes, recursion), and the inputs to
 * try them on: every string up to length 4 over an alphabet of ASCII, a "%"
 * triplet's pieces, a non-ASCII letter and both halves of a surrogate pair.
 * The functions the rules build values with are exports here, so that the
 * generated back end can call them (spec/grammar/internal.spec.ts).
 */
import { decOctetGrows, decOctetLength } from '../../src/grammar/actions.ts'
import {
  alt,
  char,
  codePoints,
  endOfInput,
  fromSpan,
  literal,
  longest,
  many,
  map,
  notFollowedBy,
  oneOf,
  optional,
  pctClass,
  recursive,
  rule,
  seq,
  seqMap,
  seqNode,
  skip,
  spanned,
  star,
  succeed,
  terminal,
  then,
  times,
  type Rule,
} from '../../src/grammar/internal.ts'

export { decOctetGrows, decOctetLength }

export const a = char('a')
export const b = char('b')
export const pct = pctClass('pct-encoded')
/** A few of RFC 3987's ucschar ranges: one in the BMP, one beyond it. */
export const wide = codePoints([0xa0, 0xd7ff, 0x10000, 0x1fffd], 'ucschar')

export const joinLength = (x: string, y: string, z: string): string => x + y + z.length
export const spanOf = (_input: string, start: number, end: number, x: string, y: string | null): unknown => ({ start, end, x, y })
export const lengthOf = (s: string): number => s.length
export const withSpan = (_input: string, start: number, end: number, v: string): unknown => [v, start, end]
export const upperSpan = (start: number, end: number, input: string): string => input.slice(start, end).toUpperCase()
export const joinAll = (...xs: string[]): string => xs.join('')

/** Every string over the alphabet of length 0 to max. */
const strings = (alphabet: readonly string[], max: number): string[] => {
  const out = ['']
  let level = ['']
  for (let n = 0; n < max; n++) {
    level = level.flatMap((s) => alphabet.map((c) => s + c))
    out.push(...level)
  }
  return out
}
export const INPUTS = strings(['a', 'b', '%', '4', '2', 'A', ':', 'é', '\ud800', '\udc00'], 4)

/** A part long enough to get a function of its own in the generated code (tools/grammar/compile.ts) when it is reached twice. */
export const sharedPart = seq(oneOf(a, pct), optional(literal(':')), times(oneOf(a, b, wide), 0, 2))

export const RULES: Readonly<Record<string, Rule<unknown>>> = {
  'star(a)': star(a),
  'star(a | pct-encoded, 1, 2)': star(oneOf(a, pct), 1, 2),
  'star(ucschar, 1)': star(wide, 1),
  'star(a | ucschar | pct-encoded, 0, 3)': star(oneOf(a, wide, pct), 0, 3),
  ucschar: wide,
  'literal("aB:")': literal('aB:'),
  'literal(":")': literal(':'),
  'seq(a, b)': seq(a, b),
  'seqMap(a, b, star(a))': seqMap(a, b, star(a), joinLength),
  'seqMap of five': seqMap(a, a, a, a, a, joinAll),
  'seqNode([a, optional(b)])': seqNode([a, optional(b)], spanOf),
  'alt(seq(a, b), a)': alt<unknown>(seq(a, b), a),
  'longest(a, seq(a, b), seq(a, star(b)))': longest<unknown>(a, seq(a, b), seq(a, star(b))),
  'longest(b, seq(b, b))': longest<unknown>(b, seq(b, b)),
  'times(seq(a, b), 1, 2)': times(seq(a, b), 1, 2),
  'many(a)': many(a),
  'times(a, 2)': times(a, 2),
  'optional(literal("ab"))': optional(literal('ab')),
  'skip(a, b)': skip(a, b),
  'then(a, star(b))': then(a, star(b)),
  'map(star(a), length)': map(star(a), lengthOf),
  'spanned(star(b), …)': spanned(star(b), withSpan),
  'fromSpan(seq(a, star(b)), …)': fromSpan(seq(a, star(b)), upperSpan),
  'seq(a, notFollowedBy(b | pct-encoded))': seq(a, notFollowedBy(oneOf(b, pct))),
  'seq(a, notFollowedBy(ucschar))': seq(a, notFollowedBy(wide)),
  'seq(star(a), endOfInput)': seq(star(a), endOfInput),
  'seq(succeed(1), a)': seq(succeed(1), a),
  'seq(dec-octet, optional(a))': seq(terminal(decOctetLength, ['DIGIT'], decOctetGrows), optional(a)),
  // Empty iterations (ir.ts): the loop ends at the first one, which counts only as far as min needs.
  'times(optional(a), 2)': times(optional(a), 2),
  'many(optional(a))': many(optional(a)),
  'times(optional(a), 1, 3)': times(optional(a), 1, 3),
  'many(seq(optional(a), optional(b)))': many(seq(optional(a), optional(b))),
  'times(succeed(1), 2)': times(succeed(1), 2),
  'many(star(a))': many(star(a)),
  'times(star(b), 3, 4)': times(star(b), 3, 4),
  'alt(seq(b, shared), seq(shared, b))': alt<unknown>(seq(b, sharedPart), seq(sharedPart, b)),
  'fromSpan(shared twice, …)': fromSpan(seq(sharedPart, optional(sharedPart)), upperSpan),
  // Named and recursive rules.
  'rule("ab", seq(a, b)) twice': seq(rule('ab', seq(a, b)), optional(rule('ab2', seq(a, b)))),
  'recursive: balanced a…b': recursive<unknown>('nest', (self) => many(seq(a, self, b))),
}
