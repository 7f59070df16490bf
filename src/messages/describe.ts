/**
 * From a fact to its sentence: the one step where an error becomes words, in
 * the catalog given (a language, a register, a house style of one's own).
 *
 * @since 0.4.0
 */
import type { Catalog, Fact } from './catalog.ts'

type Sentence = (fact: never, error?: never) => string

/** A fact as the dispatch reads it: every kind has a tag, and a code or a reason. */
type Tagged =
  | Extract<Fact, { readonly _tag: 'UriError' | 'Change' | 'RedirectError' | 'ReadingRefusal' }>
  | { readonly _tag?: 'DecodeError' | 'WebFault' | 'Warning' | 'PolicyViolation'; readonly code: string }

/** A catalog's own sentence (a polluted prototype is no catalog), or undefined. */
const own = (section: unknown, key: unknown): Sentence | undefined => {
  if (typeof section !== 'object' || section === null || typeof key !== 'string' || !Object.prototype.hasOwnProperty.call(section, key)) return undefined
  const f = (section as Readonly<Record<string, unknown>>)[key]
  return typeof f === 'function' ? (f as Sentence) : undefined
}

const sectionOf = (catalog: Catalog, name: keyof Catalog): unknown =>
  typeof catalog === 'object' && catalog !== null && Object.prototype.hasOwnProperty.call(catalog, name) ? catalog[name] : undefined

/** The text of an unknown fact's code, or the empty string: what a catalog that lacks a sentence still shows. */
const codeOf = (fact: unknown): string =>
  typeof fact === 'object' && fact !== null && typeof (fact as { readonly code?: unknown }).code === 'string' ? (fact as { readonly code: string }).code : ''

/**
 * The sentence of an error, a decoding error, a web-address fault, a warning, a policy's violation or a refusal, in a
 * catalog's words. An error with a reason gets the reason's sentence (which says where and why), any
 * other its code's. Curried, catalog first, so it fits `E.mapLeft(describeError(plain))`. A catalog
 * that lacks the sentence (from JavaScript, where types do not reach), or whose sentence throws or gives
 * no string, gives the fact's code; a value that is not an object, the empty string. Never a throw.
 *
 * @example
 * import { parseURI } from 'typed-uri'
 * import { describeError, plain, technical } from 'typed-uri/messages'
 * const r = parseURI('http://exa mple.com')
 * if (r._tag === 'Left') {
 *   describeError(plain)(r.left)       // "Remove the space after 'exa': a website name can only contain letters, …"
 *   describeError(technical)(r.left)   // 'Found a space at position 11 in the host (a space must be written %20); …'
 * }
 *
 * @since 0.4.0
 * @category messages
 */
export const describeError =
  (catalog: Catalog) =>
  (fact: Fact): string => {
    if (typeof fact !== 'object' || fact === null) return ''
    // A catalog is the caller's code, and a fact from JavaScript may lack what a sentence reads (a
    // reason's parameters, an error's expectations): a sentence that throws, or gives no text, leaves
    // the fact's code, so that words are never why a caller's error handling fails.
    try {
      const f = sentenceOf(catalog, fact)
      const sentence: unknown = f === undefined ? undefined : f()
      return typeof sentence === 'string' ? sentence : codeOf(fact)
    } catch {
      return codeOf(fact)
    }
  }

/** The sentence of a fact, applied to it and its reason, or undefined when the catalog has none. */
const sentenceOf = (catalog: Catalog, given: Fact): (() => string) | undefined => {
  const fact = given as Tagged
  switch (fact._tag) {
    case 'UriError': {
      const reason: unknown = fact.reason
      // A reason that is not an object (null, from JavaScript) names no kind: the code's sentence says it.
      const r = typeof reason === 'object' && reason !== null ? own(sectionOf(catalog, 'reasons'), (reason as { readonly kind?: unknown }).kind) : undefined
      if (r !== undefined) return () => r(reason as never, fact as never)
      const c = own(sectionOf(catalog, 'codes'), fact.code)
      return c === undefined ? undefined : () => c(fact as never)
    }
    case 'Change': {
      // What fromUserInput did is worded by its reason alone (the reasons' section, as an error's reason).
      const r = own(sectionOf(catalog, 'reasons'), fact.reason?.kind)
      return r === undefined ? undefined : () => r(fact.reason as never, fact as never)
    }
    case 'RedirectError':
    case 'ReadingRefusal': {
      const r = own(sectionOf(catalog, 'refusals'), fact.reason?.kind)
      return r === undefined ? undefined : () => r(fact.reason as never, fact as never)
    }
    default: {
      const section = typeof fact._tag === 'string' ? SECTION_OF_TAG[fact._tag] : undefined
      const s = section === undefined ? undefined : own(sectionOf(catalog, section), fact.code)
      return s === undefined ? undefined : () => s(fact as never)
    }
  }
}

/** The section of each other fact's tag. */
const SECTION_OF_TAG: Readonly<Record<string, keyof Catalog | undefined>> = { DecodeError: 'decoding', WebFault: 'faults', Warning: 'warnings', PolicyViolation: 'violations' }
