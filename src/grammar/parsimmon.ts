/**
 * The parsimmon back end: the embeddable `Parser` of a rule, made from its IR
 * with parsimmon's documented API only (`Parsimmon(fn)`, `makeSuccess`,
 * `makeFailure`, `alt`). spec/grammar/parsimmon-contract.spec.ts pins the
 * behaviour relied on to the declared parsimmon range.
 *
 * A parsimmon reply carries, besides the result, the furthest position any
 * part of the parse looked at and what could have come there; parsimmon joins
 * those of all replies, which is how an embedding grammar's error lands at the
 * exact offset. A rule that succeeds must still report how far it looked (a
 * run of pchar stopping at a space could have gone on), but `makeSuccess`
 * reports nothing. So the parser is `alt(look, deliver)`: `look` runs the
 * explainer (the rule's end and its furthest report) and the builder, keeps the
 * outcome, and fails with that report; `alt` then runs `deliver`, which gives
 * the kept outcome, and joins the two replies: a success that carries the
 * rule's furthest report, as parsimmon's own combinators would have made it.
 */
// Values through the default import (the build has esModuleInterop); types through a namespace import, so
// the declarations work for a consumer without esModuleInterop too (a default import there is TS1259).
import Parsimmon from 'parsimmon'
import type * as P from 'parsimmon'
import { reach } from './explain.ts'
import { builderOf } from './interpret.ts'
import type { Node } from './ir.ts'
import { box } from './shared.ts'

interface Outcome {
  end: number
  value: unknown
  furthest: number
  expected: readonly string[]
}

/** The parsimmon parser of a node. */
export const parserOf = <T>(node: Node): P.Parser<T> => {
  // `look` leaves the outcome here and `deliver`, which alt runs right after it at the same place, takes it.
  const kept: Outcome = { end: -1, value: null, furthest: -1, expected: [] }
  const look = Parsimmon<never>((input, i) => {
    const r = reach(node, input, i)
    kept.end = r.end
    kept.furthest = r.furthest
    kept.expected = r.expected
    kept.value = null
    if (r.end >= 0 && builderOf(node)(input, i) === r.end) kept.value = box.value
    return Parsimmon.makeFailure(r.furthest, r.expected.slice())
  })
  const deliver = Parsimmon<T>(() => (kept.end >= 0 ? Parsimmon.makeSuccess(kept.end, kept.value as T) : Parsimmon.makeFailure(kept.furthest, kept.expected.slice())))
  return Parsimmon.alt(look, deliver)
}
