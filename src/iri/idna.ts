/**
 * Host names between U-labels and A-labels (IDNA, RFC 5890-5891), for
 * `iriToURIWith({ host: 'idna' })` and `uriToIRIWith({ host: 'unicode' })`
 * (RFC 3987 sections 3.1 and 3.2, which point at IDNA for hosts).
 *
 * What is checked is the core of IDNA2008's label rules that needs no
 * Unicode data tables beyond the engine's own: a label is mapped by NFC and
 * lower-casing (the part of UTS #46 mapping most hosts need), must then hold
 * only letters, marks and digits (and "-" between them) with no leading
 * combining mark, must not have "--" in its third and fourth places (RFC 5891
 * section 4.2.3.1), and its A-label must fit in 63 octets. The contextual rules
 * (CONTEXTJ/CONTEXTO) and the bidi rule of RFC 5893 are not applied; the note
 * of the issue that added this says so.
 *
 * @since 0.2.0
 */
import type { Either } from 'fp-ts/lib/Either.js'
import { left, right } from '../either.ts'
import { punycodeDecode, punycodeEncode } from './punycode.ts'

/**
 * A label that cannot be converted, and why, in words.
 *
 * @since 0.2.0
 * @category model
 */
export interface LabelError {
  /** The index of the label's first character in the host given. */
  readonly at: number
  readonly label: string
  readonly reason: string
  /**
   * `label-too-long`: a non-ASCII label whose A-label cannot fit in 63 octets
   * (RFC 5890 section 2.3.2.1), refused before any Punycode work;
   * `invalid-label`: any other refusal. Absent on errors made before 0.3.0.
   *
   * @since 0.3.0
   */
  readonly code?: 'label-too-long' | 'invalid-label'
}

/**
 * The most octets a DNS label holds (RFC 1034 section 3.1, RFC 5890 section
 * 2.3.2.1), and so an A-label.
 */
const MAX_LABEL = 63

const LETTER_MARK_DIGIT = /^[\p{L}\p{M}\p{N}-]*$/u
const LEADING_MARK = /^\p{M}/u

/** One label to its A-label (or itself when it is ASCII already). */
const labelToASCII = (label: string): Either<string, string> => {
  if (!/[^\x00-\x7f]/.test(label)) return right(label)
  // Length first: an A-label is "xn--", at least one character per code point
  // and a "-" after any basic ones, so a label of more than 59 code points has
  // no A-label of 63 octets. Refused before NFC or Punycode see it, so the work
  // on a hostile host stays linear (Punycode's own is bounded by 63 then).
  if (codePointsOver(label, MAX_LABEL - 4)) return left(TOO_LONG)
  const mapped = label.normalize('NFC').toLowerCase()
  if (codePointsOver(mapped, MAX_LABEL - 4)) return left(TOO_LONG)
  if (!LETTER_MARK_DIGIT.test(mapped)) return left('it holds a character that is not a letter, a mark, a digit or "-"')
  if (LEADING_MARK.test(mapped)) return left('it begins with a combining mark')
  if (mapped.startsWith('-') || mapped.endsWith('-')) return left('it begins or ends with "-"')
  if (mapped.slice(2, 4) === '--') return left('it has "--" in its third and fourth places')
  const encoded = punycodeEncode(mapped)
  if (encoded === null) return left('it cannot be written in Punycode')
  const aLabel = `xn--${encoded}`
  return aLabel.length > MAX_LABEL ? left(`its A-label "${aLabel}" is longer than 63 characters`) : right(aLabel)
}

/** The reason for a label too long for any A-label; `hostToASCII` gives it its own code. */
const TOO_LONG = 'its A-label cannot fit in 63 characters (RFC 5890 section 2.3.2.1)'

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

/** A label as IDNA writes it in ASCII (lower case; a non-ASCII label mapped and as its A-label), or as it is when IDNA refuses it. */
export const labelAsASCII = (label: string): string => {
  const r = labelToASCII(label)
  return r._tag === 'Right' ? r.right.toLowerCase() : label
}

/**
 * A host name (text, not percent-encoded) with each non-ASCII label as its A-label; a Left names the first label that cannot be one.
 *
 * @since 0.2.0
 * @category conversions
 */
export const hostToASCII = (host: string): Either<LabelError, string> => {
  if (typeof host !== 'string') return left({ at: 0, label: '', reason: `the host must be a string; got a value of type ${host === null ? 'null' : typeof host}`, code: 'invalid-label' })
  const out: string[] = []
  let at = 0
  for (const label of host.split('.')) {
    const r = labelToASCII(label)
    if (r._tag === 'Left') return left({ at, label, reason: r.left, code: r.left === TOO_LONG ? 'label-too-long' : 'invalid-label' })
    out.push(r.right)
    at += label.length + 1
  }
  return right(out.join('.'))
}

/**
 * A host name with each A-label ("xn--…") as its U-label, where the A-label is
 * one: at most 63 octets (longer, it is kept without any Punycode work), valid
 * Punycode whose U-label converts back to the same A-label. Other labels are
 * kept as they are; a value that is not a string gives the empty string.
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
      if (label.length > MAX_LABEL || !/^xn--/i.test(label)) return label
      const u = punycodeDecode(label.slice(4).toLowerCase())
      if (u === null || !/[^\x00-\x7f]/.test(u)) return label
      const back = labelToASCII(u)
      return back._tag === 'Right' && back.right === label.toLowerCase() ? u : label
    })
    .join('.')
