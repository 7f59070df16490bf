/**
 * What a catalog is: a sentence for every error code, every reason kind, every
 * decoding error, every web-address fault, every warning of `inspect`, every violation of `policy`
 * and every refusal of `safeRedirect` and `readings`. The type names each one,
 * so a code or a kind without its sentence in a catalog fails to compile.
 *
 * @since 0.4.0
 */
import type { UriError, UriErrorCode } from '../error/facts.ts'
import type { DecodeError } from '../encoding/percent-encoding.ts'
import type { Change } from '../input/user-input.ts'
import type { ReasonKind, ReasonOf } from '../error/reasons.ts'
import type { ReadingRefusal, ReadingRefusalReason } from '../security/readings.ts'
import type { PolicyViolation, PolicyViolationCode, PolicyViolationOf } from '../security/policy.ts'
import type { RedirectError, RedirectReason } from '../security/redirect.ts'
import type { Warning, WarningCode, WarningOf } from '../security/inspect.ts'
import type { WebFault, WebFaultCode } from '../reading/web.ts'

/**
 * A refusal of a redirect or of a reading, by the kind of its reason.
 *
 * @since 0.4.0
 * @category model
 */
export type RefusalReason = RedirectReason | ReadingRefusalReason

/**
 * Every fact a catalog words: an error, a change `fromUserInput` made, a web-address fault, a warning, a policy's violation, a refusal.
 *
 * @since 0.4.0
 * @category model
 */
export type Fact = UriError | Change | DecodeError | WebFault | Warning | PolicyViolation | RedirectError | ReadingRefusal

/**
 * The sentences of a language and register: one function per code or kind, from the fact to a sentence.
 *
 * @example
 * import { describeError, plain } from 'typed-uri/messages'
 * plain.codes['empty-input']   // (error) => 'Enter an address, like https://www.example.com'
 *
 * @since 0.4.0
 * @category model
 */
export interface Catalog {
  /** The error codes: what reading, converting or expanding found, where. */
  readonly codes: CodeSentences
  /** The reasons an error carries (`UriError.reason`): read before its code's sentence. */
  readonly reasons: ReasonSentences<ReasonKind>
  /** Decoding's errors (`decodeComponent`, section 2.1 and 2.5). */
  readonly decoding: DecodingSentences
  /** Why a URI is not a web address (`uriSchema({ web: true })`, RFC 9110 section 4.2). */
  readonly faults: FaultSentences
  /** `inspect`'s warnings (`typed-uri/security`, RFC 3986 section 7). */
  readonly warnings: WarningSentences
  /** `policy`'s violations (`typed-uri/security`). */
  readonly violations: ViolationSentences
  /** Why `safeRedirect` or `readings` refused an input (`typed-uri/security`). */
  readonly refusals: RefusalSentences
}

/**
 * A sentence for each error code.
 *
 * @since 0.4.0
 * @category model
 */
export type CodeSentences = { readonly [C in UriErrorCode]: (error: UriError) => string }

/**
 * A sentence for each decoding error's code.
 *
 * @since 0.4.0
 * @category model
 */
export type DecodingSentences = { readonly [C in DecodeError['code']]: (error: DecodeError) => string }

/**
 * A sentence for each web-address fault.
 *
 * @since 0.4.0
 * @category model
 */
export type FaultSentences = { readonly [C in WebFaultCode]: (fault: WebFault) => string }

/**
 * A sentence for each of `inspect`'s warnings, given the warning of its code.
 *
 * @since 0.4.0
 * @category model
 */
export type WarningSentences = { readonly [C in WarningCode]: (warning: WarningOf<C>) => string }

/**
 * A sentence for each of `policy`'s violations, given the violation of its code.
 *
 * @since 0.4.0
 * @category model
 */
export type ViolationSentences = { readonly [C in PolicyViolationCode]: (violation: PolicyViolationOf<C>) => string }

/**
 * A sentence for each kind of refusal, given its reason and the refusal.
 *
 * @since 0.4.0
 * @category model
 */
export type RefusalSentences = {
  readonly [K in RefusalReason['kind']]: (reason: Extract<RefusalReason, { readonly kind: K }>, refusal: RedirectError | ReadingRefusal) => string
}

/**
 * A catalog with some of its sentences: what `completeCatalog` completes.
 *
 * @since 0.4.0
 * @category model
 */
export type PartialCatalog = { readonly [S in keyof Catalog]?: Partial<Catalog[S]> }

/**
 * The sentences of some reason kinds: a part of `Catalog['reasons']`, as each concern writes its own.
 *
 * @since 0.4.0
 * @category model
 */
export type ReasonSentences<K extends ReasonKind> = { readonly [k in K]: (reason: ReasonOf<k>, error: UriError) => string }
