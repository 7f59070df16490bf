/**
 * urn (RFC 8141): the namespace identifier (NID), the namespace-specific
 * string (NSS), the r-, q- and f-components, and URN-equivalence (section 3).
 *
 * @example
 * parseUrn('urn:example:a123,z456?+abc')                    // Right({ _tag: 'UrnUri', nid: 'example', nss: 'a123,z456', rComponent: 'abc', … })
 * equivalentUrn(urn('urn:example:a123,z456'))(urn('URN:EXAMPLE:a123,z456'))   // true
 *
 * @since 0.2.0
 */
import type { Either } from 'fp-ts/lib/Either.js'
import type { Eq } from 'fp-ts/lib/Eq.js'
import type { Component, Uri } from '../model/ast.ts'
import { left, right } from '../base/either.ts'
import type { UriError } from '../error/make.ts'
import type { SchemeReason } from '../error/reasons/schemes.ts'
import type { Explanation } from '../grammar/explain.ts'
import { namestring, type UrnParts } from '../grammar/schemes/urn.ts'
import { upperCaseTriplets } from '../normalize/case.ts'
import { schemeParser, violation } from './run.ts'

/**
 * A URN (RFC 8141 section 2).
 *
 * @since 0.2.0
 * @category model
 */
export interface UrnUri {
  readonly _tag: 'UrnUri'
  readonly uri: Uri
  readonly nid: Component
  readonly nss: Component
  readonly rComponent: Component | null
  readonly qComponent: Component | null
  readonly fComponent: Component | null
}

/**
 * A namespace's own rules, where its specification publishes them: a check of
 * the NSS (the reason when it is wrong, `urn-namespace-nss` with the rule's RFC
 * and section) and its normal form for equivalence.
 *
 * @since 0.2.0
 * @category model
 */
export interface UrnNamespace {
  readonly nid: string
  /** Why an NSS is not one of the namespace's, or null when it is (since 0.4.0 a reason, no longer a sentence). */
  readonly check?: (nss: string) => SchemeReason | null
  /** The NSS in the namespace's normal form (urn:uuid: lower case). */
  readonly normalizeNss?: (nss: string) => string
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * The namespaces with published rules: `uuid` (RFC 9562 section 4, which
 * obsoletes RFC 4122: 8-4-4-4-12 hex digits, compared case-insensitively and
 * written in lower case).
 *
 * @since 0.2.0
 * @category model
 */
export const URN_NAMESPACES: ReadonlyMap<string, UrnNamespace> = new Map([
  [
    'uuid',
    {
      nid: 'uuid',
      check: (nss: string): SchemeReason | null => (UUID.test(nss) ? null : { kind: 'urn-namespace-nss', nid: 'uuid', rfc: '9562', section: '4' }),
      normalizeNss: (nss: string) => nss.toLowerCase(),
    },
  ],
])

/** RFC 8141 section 2, the rule a URN breaks. */
const RFC8141 = { rfc: '8141', section: '2' } as const

const reason = (e: Explanation, input: string): SchemeReason => {
  if (input[e.offset] === '?') return { kind: 'urn-question-mark', ...RFC8141 }
  if (e.rulePath.includes('NID')) return { kind: 'urn-nid', ...RFC8141 }
  return { kind: 'urn-form', ...RFC8141 }
}

const build = (parts: UrnParts, uri: Uri, input: string): Either<UriError, UrnUri> => {
  const nid = parts.nid
  // Section 2: NID = (alphanum) 0*30(ldh) (alphanum), at most 32 characters; the grammar reads any length, and the
  // error stands at the 33rd, where ":" was needed.
  if (nid.raw.length > 32)
    return left(violation(input, 'namestring', nid.start + 32, { kind: 'urn-nid-too-long', length: nid.raw.length, max: 32, ...RFC8141 }, ['namestring', 'assigned-name', 'NID'], ['":"']))
  const ns = URN_NAMESPACES.get(nid.raw.toLowerCase())
  const why = ns?.check?.(parts.nss.raw) ?? null
  if (why !== null) return left(violation(input, 'namestring', parts.nss.start, why, ['namestring', 'assigned-name', 'NSS']))
  return right({ _tag: 'UrnUri', uri, ...parts })
}

/**
 * Parses a URN (RFC 8141 section 2): the generic grammar's errors, then
 * `scheme-violation` for a URN that breaks section 2 (a NID of one character
 * or more than 32, ending in "-", a "?" that begins neither "?+" nor "?=", an
 * empty NSS) or a published namespace's rule (`urn:uuid`).
 *
 * @example
 * import { parseUrn } from 'typed-uri/schemes'
 * pipe(parseUrn('urn:isbn:0451450523'), E.map((u) => u.nid.raw))   // Right('isbn')
 *
 * @since 0.2.0
 * @category parsing
 */
export const parseUrn: (input: string) => Either<UriError, UrnUri> = schemeParser('namestring', namestring, reason, build)

/**
 * The text URN-equivalence compares (section 3.1): "urn" and the NID in lower
 * case, the hex digits of triplets in the NSS in upper case (and a published
 * namespace's own normal form), and no r-, q- or f-component. Nothing else is
 * changed: "%2C" is not ",", and case in the NSS matters.
 *
 * @example
 * import { parseUrn, urnEquivalenceKey } from 'typed-uri/schemes'
 * pipe(parseUrn('URN:Example:a%2c?+r#f'), E.map(urnEquivalenceKey))   // Right('urn:example:a%2C')
 *
 * @since 0.2.0
 * @category comparison
 */
export const urnEquivalenceKey = (u: UrnUri): string => {
  const nid = u.nid.raw.toLowerCase()
  const nss = upperCaseTriplets(u.nss.raw)
  return `urn:${nid}:${URN_NAMESPACES.get(nid)?.normalizeNss?.(nss) ?? nss}`
}

/**
 * URN-equivalence (RFC 8141 section 3) as an fp-ts `Eq`.
 *
 * @since 0.2.0
 * @category comparison
 */
export const eqUrn: Eq<UrnUri> = { equals: (a, b) => urnEquivalenceKey(a) === urnEquivalenceKey(b) }

/**
 * URN-equivalence, curried: `equivalentUrn(a)(b)`.
 *
 * @example
 * import { equivalentUrn, parseUrn } from 'typed-uri/schemes'
 * pipe(E.Do, E.apS('a', parseUrn('URN:example:a%2c')), E.apS('b', parseUrn('urn:EXAMPLE:a%2C')), E.map(({ a, b }) => equivalentUrn(a)(b)))
 * // Right(true)
 *
 * @since 0.2.0
 * @category comparison
 */
export const equivalentUrn =
  (a: UrnUri) =>
  (b: UrnUri): boolean =>
    eqUrn.equals(a, b)
