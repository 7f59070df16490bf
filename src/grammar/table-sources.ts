/**
 * The character tables of the components, taken from the grammar's own class
 * parsers so that encoders and fast checks never disagree with the rules. The
 * generator copies them into generated.ts (`componentTables` there), which is
 * what the encoders and normalizers read: they need no combinators at run time.
 * A table lists the characters a component allows literally; "%" triplets are
 * allowed in every one of them (section 2.1).
 */
import { reserved, subDelims, unreserved } from './characters.ts'
import { ALPHA, DIGIT } from './core.ts'
import { char, classOf, oneOf, type CharTable, type Rule } from './internal.ts'
import { pchar } from './path.ts'

const table = (...ps: readonly Rule<string>[]): CharTable => classOf(oneOf(...ps)).table

/** The characters each component allows without percent-encoding. */
export const componentTableSources = {
  /** userinfo = *( unreserved / pct-encoded / sub-delims / ":" ) */
  userinfo: table(unreserved, subDelims, char(':')),
  /** reg-name = *( unreserved / pct-encoded / sub-delims ) */
  regName: table(unreserved, subDelims),
  /** segment = *pchar */
  segment: classOf(pchar).table,
  /** segment-nz-nc = 1*( unreserved / pct-encoded / sub-delims / "@" ) */
  segmentNzNc: table(unreserved, subDelims, char('@')),
  /** a path: segments and the "/" between them */
  path: table(pchar, char('/')),
  /** query = *( pchar / "/" / "?" ) */
  query: table(pchar, char('/'), char('?')),
  /** fragment = *( pchar / "/" / "?" ) */
  fragment: table(pchar, char('/'), char('?')),
  /** unreserved = ALPHA / DIGIT / "-" / "." / "_" / "~" */
  unreserved: classOf(unreserved).table,
  /** unreserved / reserved: what RFC 6570's reserved expansion keeps (its "U+R", section 1.5) */
  unreservedOrReserved: table(unreserved, reserved),
  /** scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ): its first character */
  schemeStart: classOf(ALPHA).table,
  /** scheme: the characters after its first */
  scheme: table(ALPHA, DIGIT, char('+'), char('-'), char('.')),
  /** port = *DIGIT */
  port: classOf(DIGIT).table,
} as const

export type ComponentTableName = keyof typeof componentTableSources
