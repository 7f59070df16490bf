/**
 * A catalog of one's own, completed by another: a house style for a few codes,
 * or a language being written, with every other sentence from a full catalog.
 *
 * @since 0.4.0
 */
import type { Catalog, PartialCatalog } from './catalog.ts'

const SECTIONS: readonly (keyof Catalog)[] = ['codes', 'reasons', 'decoding', 'faults', 'warnings', 'violations', 'refusals']

/** The own functions of a section given from JavaScript, where types do not reach: anything else is not a sentence. */
const ownSentences = (section: unknown): Readonly<Record<string, unknown>> => {
  // A section whose reading throws (a revoked proxy, a trap that throws) lends nothing.
  try {
    return readSentences(section)
  } catch {
    return {}
  }
}

/** `ownSentences` of a section whose reading may throw. */
const readSentences = (section: unknown): Readonly<Record<string, unknown>> => {
  if (typeof section !== 'object' || section === null) return {}
  // No prototype: a key "__proto__" (JSON.parse makes one) is a key like any other, not the object's prototype.
  const own: Record<string, unknown> = Object.create(null)
  for (const key of Object.keys(section)) {
    const f = (section as Record<string, unknown>)[key]
    if (typeof f === 'function') own[key] = f
  }
  return own
}

/** A catalog's own section, or undefined: a section a prototype lends is no catalog's. */
const sectionOf = (catalog: unknown, s: keyof Catalog): unknown => {
  // A catalog whose reading throws (a revoked proxy) lends nothing, as a value that is no catalog.
  try {
    return typeof catalog === 'object' && catalog !== null && Object.prototype.hasOwnProperty.call(catalog, s) ? (catalog as Readonly<Record<string, unknown>>)[s] : undefined
  } catch {
    return undefined
  }
}

/**
 * A full catalog: each sentence of `partial` where it has one (a function), each other from `complete`.
 * Data-last, so one base completes many partial catalogs.
 *
 * @example
 * import { parseURI } from 'typed-uri'
 * import { completeCatalog, describeError, plain } from 'typed-uri/messages'
 * const house = completeCatalog(plain)({ codes: { 'empty-input': () => 'Please enter your website.' } })
 * const r = parseURI('')
 * if (r._tag === 'Left') describeError(house)(r.left)   // 'Please enter your website.' (plain's words for every other code)
 *
 * @since 0.4.0
 * @category messages
 */
export const completeCatalog =
  (complete: Catalog) =>
  (partial: PartialCatalog): Catalog => {
    const out: Record<string, unknown> = {}
    // Both read as JavaScript may hand them: a base that is no catalog lends nothing (and `describeError` then gives codes).
    for (const s of SECTIONS) out[s] = { ...ownSentences(sectionOf(complete, s)), ...ownSentences(sectionOf(partial, s)) }
    return out as unknown as Catalog
  }
