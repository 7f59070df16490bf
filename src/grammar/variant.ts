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

/** How many values made for reserving variants a `variantCache` keeps (see there). */
const RESERVING_KEPT = 16

/**
 * A cache of what is made for each variant (a grammar, a rule shared by the
 * variants with and without zones). What a variant without reserved
 * characters needs is kept for good: there are four such variants. What a
 * reserving one needs is kept while it is among the RESERVING_KEPT last used:
 * a caller may reserve any of 2,048 sets of sub-delims, each grammar a few
 * megabytes, and an application reserves one set or a few.
 */
export const variantCache = <V>(): ((reserve: string, key: string, make: () => V) => V) => {
  const kept = new Map<string, V>()
  const recent = new Map<string, V>()
  return (reserve, key, make) => {
    if (reserve === '') {
      let v = kept.get(key)
      if (v === undefined) {
        v = make()
        kept.set(key, v)
      }
      return v
    }
    const v = recent.get(key) ?? make()
    // A Map keeps insertion order: set anew, the value is the last used, and the first the least recently used.
    recent.delete(key)
    recent.set(key, v)
    if (recent.size > RESERVING_KEPT) recent.delete(recent.keys().next().value as string)
    return v
  }
}
