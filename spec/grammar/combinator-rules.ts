/** Small rules, one or two per combinator, and the inputs to try them on (all strings over a small alphabet). */
import {
  alt,
  char,
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
  seq,
  seqMap,
  seqNode,
  skip,
  spanned,
  star,
  succeed,
  then,
  times,
  type Rule,
} from '../../src/grammar/internal.ts'

export const a = char('a')
export const b = char('b')
export const pct = pctClass('pct-encoded')

/** Every string over the alphabet of length 0 to max. */
const strings = (alphabet: string, max: number): string[] => {
  const out = ['']
  let level = ['']
  for (let n = 0; n < max; n++) {
    level = level.flatMap((s) => [...alphabet].map((c) => s + c))
    out.push(...level)
  }
  return out
}
export const INPUTS = strings('ab%4A:', 4)

export const RULES: Readonly<Record<string, Rule<unknown>>> = {
  'star(a)': star(a),
  'star(a | pct-encoded, 1, 2)': star(oneOf(a, pct), 1, 2),
  'literal("aB:")': literal('aB:'),
  'literal(":")': literal(':'),
  'seq(a, b)': seq(a, b),
  'seqMap(a, b, star(a))': seqMap(a, b, star(a), (x, y, z) => x + y + z.length),
  'seqNode([a, optional(b)])': seqNode([a, optional(b)], (_input, start, end, x, y) => ({ start, end, x, y })),
  'alt(seq(a, b), a)': alt<unknown>(seq(a, b), a),
  'longest(a, seq(a, b), seq(a, star(b)))': longest<unknown>(a, seq(a, b), seq(a, star(b))),
  'longest(b, seq(b, b))': longest<unknown>(b, seq(b, b)),
  'times(seq(a, b), 1, 2)': times(seq(a, b), 1, 2),
  'many(a)': many(a),
  'times(a, 2)': times(a, 2),
  'optional(literal("ab"))': optional(literal('ab')),
  'skip(a, b)': skip(a, b),
  'then(a, star(b))': then(a, star(b)),
  'map(star(a), length)': map(star(a), (s) => s.length),
  'spanned(star(b), …)': spanned(star(b), (v, start, end) => [v, start, end]),
  'fromSpan(seq(a, star(b)), …)': fromSpan(seq(a, star(b)), (start, end, input) => input.slice(start, end).toUpperCase()),
  'seq(a, notFollowedBy(b))': seq(a, notFollowedBy(oneOf(b, pct))),
  'seq(star(a), endOfInput)': seq(star(a), endOfInput),
  'seq(succeed(1), a)': seq(succeed(1), a),
}

