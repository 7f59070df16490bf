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
}

const LETTER_MARK_DIGIT = /^[\p{L}\p{M}\p{N}-]*$/u
const LEADING_MARK = /^\p{M}/u

/** One label to its A-label (or itself when it is ASCII already). */
const labelToASCII = (label: string): Either<string, string> => {
  if (!/[^\x00-\x7f]/.test(label)) return right(label)
  const mapped = label.normalize('NFC').toLowerCase()
  if (!LETTER_MARK_DIGIT.test(mapped)) return left('it holds a character that is not a letter, a mark, a digit or "-"')
  if (LEADING_MARK.test(mapped)) return left('it begins with a combining mark')
  if (mapped.startsWith('-') || mapped.endsWith('-')) return left('it begins or ends with "-"')
  if (mapped.slice(2, 4) === '--') return left('it has "--" in its third and fourth places')
  const encoded = punycodeEncode(mapped)
  if (encoded === null) return left('it cannot be written in Punycode')
  const aLabel = `xn--${encoded}`
  return aLabel.length > 63 ? left(`its A-label "${aLabel}" is longer than 63 characters`) : right(aLabel)
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
 * @category IRI
 */
export const hostToASCII = (host: string): Either<LabelError, string> => {
  const out: string[] = []
  let at = 0
  for (const label of host.split('.')) {
    const r = labelToASCII(label)
    if (r._tag === 'Left') return left({ at, label, reason: r.left })
    out.push(r.right)
    at += label.length + 1
  }
  return right(out.join('.'))
}

/**
 * A host name with each A-label ("xn--…") as its U-label, where the A-label is
 * one: valid Punycode whose U-label converts back to the same A-label. Other
 * labels are kept as they are.
 *
 * @since 0.2.0
 * @category IRI
 */
export const hostToUnicode = (host: string): string =>
  host
    .split('.')
    .map((label) => {
      if (!/^xn--/i.test(label)) return label
      const u = punycodeDecode(label.slice(4).toLowerCase())
      if (u === null || !/[^\x00-\x7f]/.test(u)) return label
      const back = labelToASCII(u)
      return back._tag === 'Right' && back.right === label.toLowerCase() ? u : label
    })
    .join('.')
