/**
 * Host names between U-labels and A-labels, for `iriToURIWith({ host: 'idna' })`
 * and `uriToIRIWith({ host: 'unicode' })` (RFC 3987 sections 3.1 and 3.2,
 * which point at IDNA for hosts), and for the readings of `policy` and
 * `inspect`.
 *
 * The mapping and the rules are UTS #46's (Unicode IDNA Compatibility
 * Processing) with the URL Standard's flags: nontransitional,
 * CheckHyphens=false, CheckBidi=true, CheckJoiners=true,
 * UseSTD3ASCIIRules=false. That is what every WHATWG client (browsers,
 * `fetch`, Node's `URL`) connects to, and it needs Unicode tables: by default
 * the runtime's own, through its URL parser (`runtimeUts46`: no bytes in a
 * bundle); `typed-uri/idna` has an implementation built on `tr46` for answers
 * that do not vary by runtime. Either is a `Uts46`, injected where a host is
 * converted.
 *
 * Around it, what this module adds:
 * - **Length first** (RFC 5890 section 2.3.2.1: an A-label is at most 63
 *   octets). Before any Punycode work, each label is measured: an A-label
 *   written longer than 63 characters, or a non-ASCII label that still has
 *   more than 59 code points once mapped, is refused with its own code
 *   (`label-too-long`). A label may shrink under mapping (UTS #46 ignores
 *   soft hyphens, zero-width spaces, variation selectors …; width and case
 *   mapping can let NFC compose), so the label is measured after the mapping
 *   UTS #46 is built from (every default-ignorable code point removed, NFKC,
 *   lower case: `approximateMapping`), in time linear in the label; its
 *   Punycode (in the implementation) then runs on at most a few dozen code
 *   points. After the conversion, every A-label is checked again, exactly:
 *   one longer than 63 octets is refused with the same code. This differs
 *   from the URL Standard on purpose: it sets VerifyDnsLength=false.
 *   Labels written in ASCII (other than A-labels) are not measured.
 * - **The URL Standard's host steps** after ToASCII, so that both
 *   implementations answer alike: an empty result, or one with a forbidden
 *   domain code point, is refused; a name that ends in a number is read as an
 *   IPv4 address and written as the dotted address (`127。0。0。1` is
 *   `127.0.0.1`), or refused when it is none.
 *
 * @since 0.2.0
 */
import type { Either } from 'fp-ts/lib/Either.js'
import { left, right } from '../base/either.ts'
import { legacyIPv4, numberToIPv4 } from '../base/ip.ts'
import { punycodeDecode } from './punycode.ts'
import type { IdnaDirection, IdnaReason } from '../error/reasons/conversion.ts'
import { seen } from '../base/options.ts'

export type { IdnaDirection, IdnaReason } from '../error/reasons/conversion.ts'

/**
 * A label that cannot be converted, and why: the rule it breaks, as data (a
 * catalog of `typed-uri/messages` words it: `technical.reasons[reason.kind]`).
 *
 * @since 0.2.0
 * @category model
 */
export interface LabelError {
  /** The index of the label's first character in the host given. */
  readonly at: number
  readonly label: string
  /**
   * Why, as data: the kind names the rule (UTS #46, RFC 5890, the URL Standard), with the label and
   * what the rule found. A sentence before 0.4.0.
   */
  readonly reason: IdnaReason
  /**
   * `label-too-long`: a label whose A-label cannot fit in 63 octets (RFC 5890
   * section 2.3.2.1), refused before any Punycode work where its length shows
   * it; `invalid-label`: any other refusal. Absent on errors made before 0.3.0.
   *
   * @since 0.3.0
   */
  readonly code?: 'label-too-long' | 'invalid-label'
}

/**
 * A UTS #46 implementation: ToASCII of a domain with the URL Standard's flags
 * (nontransitional, CheckHyphens=false, CheckBidi=true, CheckJoiners=true,
 * UseSTD3ASCIIRules=false, VerifyDnsLength=false), or null where it fails.
 * The default is the runtime's (its URL parser); `idna` from `typed-uri/idna`
 * is one built on `tr46`. A `toASCII` that throws is read as a failure.
 *
 * @since 0.3.0
 * @category model
 */
export interface Uts46 {
  /** The domain (text, not percent-encoded) as UTS #46 ToASCII writes it, or null where UTS #46 refuses it. */
  readonly toASCII: (domain: string) => string | null
}

/**
 * The most octets a DNS label holds (RFC 1034 section 3.1, RFC 5890 section
 * 2.3.2.1), and so an A-label.
 */
const MAX_LABEL = 63

const NON_ASCII = /[^\x00-\x7f]/
const A_LABEL = /^xn--/i

/**
 * The URL Standard's forbidden domain code points that are ASCII (a domain
 * holding one is refused after ToASCII, which leaves ASCII as it is when
 * UseSTD3ASCIIRules is false), the space and every C0 control among them.
 * They are refused before a domain is handed to an implementation: in the
 * runtime's, a "/" or "@" would move where the URL parser's host ends.
 */
const FORBIDDEN_ASCII = /[\x00-\x20#%/:<>?@[\\\]^|\x7f]/

/**
 * UTS #46's label separators: "." and the three full stops its mapping turns
 * into "." (U+3002 IDEOGRAPHIC, U+FF0E FULLWIDTH, U+FF61 HALFWIDTH IDEOGRAPHIC).
 * Each is one UTF-16 code unit, so offsets add up.
 */
const LABEL_STOPS = /[.\u3002\uff0e\uff61]/

const IDEOGRAPHIC_STOPS = /[\u3002\uff61]/g
const IGNORABLE = /\p{Default_Ignorable_Code_Point}/gu

/**
 * UTS #46 mapping, as far as the data the engine carries reaches: every
 * default-ignorable code point removed (UTS #46 ignores most and refuses the
 * others, so this never keeps one it would drop), NFKC and lower case (its
 * mapping table is built from NFKC_Casefold), the ideographic full stops as
 * "." (U+FF0E goes there through NFKC). Linear in the text. It measures labels
 * here and reads special hosts in `policy`; it decides no host on its own.
 */
export const approximateMapping = (text: string): string => text.replace(IGNORABLE, '').normalize('NFKC').toLowerCase().normalize('NFKC').replace(IDEOGRAPHIC_STOPS, '.')

/** Whether a text holds more than `max` code points, read no further than needed. */
const codePointsOver = (text: string, max: number): boolean => {
  if (text.length <= max) return false
  let count = 0
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    // A high surrogate followed by a low one is one code point.
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      const d = text.charCodeAt(i + 1)
      if (d >= 0xdc00 && d <= 0xdfff) i++
    }
    if (++count > max) return true
  }
  return false
}

/** Why a label as written is too long for any A-label, before any Punycode work; null when it may fit. */
const tooLongAsWritten = (label: string): IdnaReason | null => {
  if (!NON_ASCII.test(label)) return A_LABEL.test(label) && label.length > MAX_LABEL ? { kind: 'idna-a-label-too-long', label, direction: 'to-ascii' } : null
  // An A-label is "xn--" and at least one character per code point, so a
  // mapped label of more than 59 code points has none of 63 octets. A label
  // of 59 code points or fewer as written is not mapped here: whatever its
  // mapping, its Punycode runs on a few hundred code points at most.
  if (!codePointsOver(label, MAX_LABEL - 4)) return null
  for (const piece of approximateMapping(label).split('.')) {
    if (NON_ASCII.test(piece) ? codePointsOver(piece, MAX_LABEL - 4) : A_LABEL.test(piece) && piece.length > MAX_LABEL) return { kind: 'idna-mapped-label-too-long', label }
  }
  return null
}

/**
 * The URL Standard's "ends in a number checker": the last label (a final
 * empty one aside) is digits, or "0x" and hex digits.
 */
export const endsInANumber = (domain: string): boolean => {
  const labels = domain.split('.')
  if (labels.length > 1 && labels[labels.length - 1] === '') labels.pop()
  return /^(?:[0-9]+|0[xX][0-9A-Fa-f]*)$/.test(labels[labels.length - 1])
}

/**
 * The runtime's UTS #46: its URL parser's host (`new URL('http://' + domain +
 * '/').hostname`, which runs the URL Standard's "domain to ASCII" and host
 * steps), or null where it refuses the domain, where the domain holds an ASCII
 * character no domain may hold, or where the runtime has no URL parser. It
 * costs no bytes, and it is what that runtime's `fetch` connects to. The one
 * function by which `iriToURIWith`, `uriToIRIWith`, `policy` and `inspect`
 * ask the runtime.
 *
 * @since 0.3.0
 * @category conversions
 */
export const runtimeUts46: Uts46 = {
  toASCII: (domain: string): string | null => {
    if (typeof URL !== 'function' || typeof domain !== 'string' || FORBIDDEN_ASCII.test(domain)) return null
    try {
      return new URL(`http://${domain}/`).hostname
    } catch {
      return null
    }
  },
}

/** An implementation's ToASCII, never a throw: anything but a string is a failure. */
const askToASCII = (uts46: Uts46, domain: string): string | null => {
  try {
    const out = uts46.toASCII(domain)
    return typeof out === 'string' ? out : null
  } catch {
    return null
  }
}

/**
 * The URL Standard's host steps after "domain to ASCII": a failure for an
 * empty result or a forbidden domain code point; a name that ends in a number
 * is an IPv4 address, written dotted, or a failure.
 */
const finishHost = (host: string, ascii: string): Either<IdnaReason, string> => {
  if (ascii === '') return left({ kind: 'idna-empty-after-mapping', label: host })
  const bad = FORBIDDEN_ASCII.exec(ascii)
  if (bad !== null) return left({ kind: 'idna-mapped-forbidden-code-point', label: host, mapped: ascii, character: bad[0] })
  if (!endsInANumber(ascii)) return right(ascii)
  const n = legacyIPv4(ascii)
  return n === null ? left({ kind: 'idna-ends-in-number', label: host, mapped: ascii }) : right(numberToIPv4(n))
}

/** The labels of a domain as written, each with its offset. */
const labelsOf = (domain: string): readonly { readonly at: number; readonly label: string }[] => {
  let at = 0
  return domain.split(LABEL_STOPS).map((label) => {
    const out = { at, label }
    at += label.length + 1
    return out
  })
}

/** The first label the implementation refuses on its own, or the whole domain (the bidi rule reads every label together). */
const blame = (uts46: Uts46, domain: string): LabelError => {
  if (uts46 === runtimeUts46 && typeof URL !== 'function') return { at: 0, label: domain, reason: { kind: 'idna-no-url-parser', label: domain }, code: 'invalid-label' }
  for (const { at, label } of labelsOf(domain)) {
    if (label === '' || askToASCII(uts46, label) !== null) continue
    // An A-label as written: say what is wrong with it (validity criterion V1 and the rest).
    const written = A_LABEL.test(label) ? readALabel(uts46, label) : null
    const reason: IdnaReason = written !== null && 'why' in written ? keptReason(label, written, 'to-ascii') : { kind: 'idna-label-disallowed', label }
    return { at, label, reason, code: 'invalid-label' }
  }
  return { at: 0, label: domain, reason: { kind: 'idna-bidi-rule', label: domain }, code: 'invalid-label' }
}

/**
 * A host name (text, not percent-encoded) with UTS #46 ToASCII applied, by
 * the implementation given (the runtime's by default): the lower-case ASCII
 * name, or the dotted IPv4 address it is read as. A host written all in ASCII
 * with no A-label is returned as written (RFC 3490's ToASCII leaves ASCII
 * labels as they are, and every URI converts to itself). A Left names the
 * label refused, with `label-too-long` for one whose A-label cannot fit in 63
 * octets (see the module's comment: measured before any Punycode work).
 *
 * @example
 * import { hostToASCIIWith } from 'typed-uri/iri'
 * hostToASCIIWith()('ｅxample.com')   // Right('example.com'): the runtime's UTS #46 maps the fullwidth letter
 *
 * @since 0.3.0
 * @category conversions
 */
export const hostToASCIIWith =
  (uts46: Uts46 = runtimeUts46) =>
  (host: string): Either<LabelError, string> => {
    if (typeof host !== 'string') return left({ at: 0, label: '', reason: { kind: 'idna-host-not-a-string', label: '', got: seen(host) }, code: 'invalid-label' })
    const labels = labelsOf(host)
    if (!NON_ASCII.test(host) && !labels.some(({ label }) => A_LABEL.test(label))) return right(host)
    const forbidden = FORBIDDEN_ASCII.exec(host)
    if (forbidden !== null) {
      const i = labels.findIndex(({ at, label }) => forbidden.index >= at && forbidden.index <= at + label.length)
      const { at, label } = labels[Math.max(i, 0)]
      return left({ at, label, reason: { kind: 'idna-forbidden-code-point', label, character: forbidden[0] }, code: 'invalid-label' })
    }
    for (const { at, label } of labels) {
      const long = tooLongAsWritten(label)
      if (long !== null) return left({ at, label, reason: long, code: 'label-too-long' })
    }
    const ascii = askToASCII(uts46, host)
    if (ascii === null) return left(blame(uts46, host))
    const finished = finishHost(host, ascii)
    if (finished._tag === 'Left') return left({ at: 0, label: host, reason: finished.left, code: 'invalid-label' })
    // Exactly now: an A-label the mapping made longer than 63 octets.
    const out = finished.right.split('.')
    const long = out.findIndex((label) => A_LABEL.test(label) && label.length > MAX_LABEL)
    if (long >= 0) {
      const { at, label } = out.length === labels.length ? labels[long] : { at: 0, label: host }
      return left({ at, label, reason: { kind: 'idna-result-too-long', label, aLabel: out[long] }, code: 'label-too-long' })
    }
    return right(finished.right)
  }

/**
 * A host name (text, not percent-encoded) with UTS #46 ToASCII applied by the
 * runtime: `hostToASCIIWith()`. Before 0.3.0 it mapped by NFC and lower case
 * only.
 *
 * @example
 * import { hostToASCII } from 'typed-uri/iri'
 * hostToASCII('Bücher.example')   // Right('xn--bcher-kva.example')
 *
 * @since 0.2.0
 * @category conversions
 */
export const hostToASCII: (host: string) => Either<LabelError, string> = /* @__PURE__ */ hostToASCIIWith()

/** A label as IDNA writes it in ASCII (lower case; a non-ASCII label as the runtime's UTS #46 gives it), or as it is when UTS #46 refuses it. */
export const labelAsASCII = (label: string): string => {
  if (!NON_ASCII.test(label)) return label.toLowerCase()
  const r = hostToASCII(label)
  return r._tag === 'Right' && !r.right.includes('.') ? r.right : label
}

/**
 * A host name with its A-labels as U-labels where they are ones, and the
 * A-labels kept, each with why.
 *
 * @since 0.3.0
 * @category model
 */
export interface UnicodeHost {
  readonly host: string
  /** Each "xn--" label kept as it was, with its offset in the host given and the reason. */
  readonly kept: readonly LabelError[]
}

/** Why an A-label stays (see `keptReason`), or its U-label. */
type ALabelReading =
  | { readonly u: string }
  | { readonly why: 'long' | 'punycode' }
  | { readonly why: 'ascii' | 'refused'; readonly u: string }
  | { readonly why: 'other'; readonly u: string; readonly back: string }

/** An A-label's U-label, where UTS #46 converts it back to the same A-label. */
const readALabel = (uts46: Uts46, label: string): ALabelReading => {
  // Length first: no Punycode work on a label no A-label can be.
  if (label.length > MAX_LABEL) return { why: 'long' }
  const u = punycodeDecode(label.slice(4).toLowerCase())
  if (u === null) return { why: 'punycode' }
  if (!NON_ASCII.test(u)) return { why: 'ascii', u }
  const back = askToASCII(uts46, u)
  if (back === null) return { why: 'refused', u }
  return back === label.toLowerCase() ? { u } : { why: 'other', u, back }
}

/** Why an A-label stays, as a reason: the rule, with what its reading found. */
const keptReason = (label: string, r: Extract<ALabelReading, { readonly why: string }>, direction: IdnaDirection): IdnaReason => {
  switch (r.why) {
    case 'long':
      return { kind: 'idna-a-label-too-long', label, direction }
    case 'punycode':
      return { kind: 'idna-not-punycode', label, direction }
    case 'ascii':
      return { kind: 'idna-decodes-to-ascii', label, direction, decoded: r.u }
    case 'refused':
      return { kind: 'idna-u-label-refused', label, direction, uLabel: r.u }
    case 'other':
      return { kind: 'idna-not-round-trip', label, direction, uLabel: r.u, back: r.back }
  }
}

/**
 * A host name with each A-label ("xn--…") as its U-label where the A-label is
 * one: at most 63 octets (longer, it is kept without any Punycode work), valid
 * Punycode, and its U-label converts back to the same A-label by UTS #46 (the
 * implementation given, the runtime's by default). Other labels are kept as
 * they are; `kept` says why each A-label stayed. A value that is not a string
 * gives the empty host.
 *
 * @example
 * import { hostToUnicodeWith } from 'typed-uri/iri'
 * hostToUnicodeWith()('xn--bcher-kva.example').host   // 'bücher.example'
 *
 * @since 0.3.0
 * @category conversions
 */
export const hostToUnicodeWith =
  (uts46: Uts46 = runtimeUts46) =>
  (host: string): UnicodeHost => {
    if (typeof host !== 'string') return { host: '', kept: [] }
    const kept: LabelError[] = []
    let at = 0
    const out = host.split('.').map((label) => {
      const here = at
      at += label.length + 1
      if (!A_LABEL.test(label)) return label
      const r = readALabel(uts46, label)
      if (!('why' in r)) return r.u
      kept.push({ at: here, label, reason: keptReason(label, r, 'to-unicode'), code: r.why === 'long' ? 'label-too-long' : 'invalid-label' })
      return label
    })
    return { host: out.join('.'), kept }
  }

/**
 * A host name with each A-label as its U-label where it is one (see
 * `hostToUnicodeWith`, with the runtime's UTS #46); a value that is not a
 * string gives the empty string.
 *
 * @example
 * import { hostToUnicode } from 'typed-uri/iri'
 * hostToUnicode('xn--bcher-kva.example')   // 'bücher.example'
 *
 * @since 0.2.0
 * @category conversions
 */
export const hostToUnicode = (host: string): string =>
  typeof host !== 'string'
    ? ''
    : host
        .split('.')
        .map((label) => {
          if (!A_LABEL.test(label)) return label
          const r = readALabel(runtimeUts46, label)
          return 'why' in r ? label : r.u
        })
        .join('.')
