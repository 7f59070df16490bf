/**
 * What a grammar is built from (grammar.ts): whether it is RFC 3987's IRI
 * grammar, whether IP literals take RFC 6874 zone identifiers, and which
 * sub-delims an embedding grammar reserves. Each grammar
 * file builds the rules these change with a function of a `Variant`; the rules
 * they do not change are built once and shared by every grammar.
 */

/** The options a grammar is built from; both false when absent (RFC 3986). */
export interface Variant {
  /** RFC 3987 section 2.2: iunreserved (ucschar) where RFC 3986 has unreserved, iprivate in the query. */
  readonly iri: boolean
  /** RFC 6874 section 2: IP-literal = "[" ( IPv6address / IPv6addrz / IPvFuture ) "]". */
  readonly zoneIds: boolean
  /**
   * The sub-delims an embedding grammar reserves as its own delimiters, taken out of every rule
   * that holds them beside pct-encoded (characters.ts's `dataSubDelims`), in canonical form
   * (`reserveOf`); absent or "" when none is.
   */
  readonly reserve?: string
}

/** RFC 3986 as published: the default grammar. */
export const URI_VARIANT: Variant = { iri: false, zoneIds: false }

/** The name of a rule RFC 3987 changes: "i" before the RFC 3986 name in an IRI grammar ("ipchar", "ihost"). */
export const iname = (v: Variant, name: string): string => (v.iri ? `i${name}` : name)

/** A variant's key: "", "iri", "zoneIds" or "iri+zoneIds", then "+reserve=" and the reserved characters when there are any. */
export const variantKey = (v: Variant): string => [v.iri ? 'iri' : '', v.zoneIds ? 'zoneIds' : '', v.reserve ? `reserve=${v.reserve}` : ''].filter((s) => s !== '').join('+')

/** The reserved characters of a variant: "" when none. */
export const reserveIn = (v: Variant): string => v.reserve ?? ''
