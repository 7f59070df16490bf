/**
 * One pass over the percent-encoded triplets of a component's text, for the
 * normalizers of section 6.2.2: each triplet becomes what a function of its
 * octet says (the triplet in upper case, or the character it encodes).
 * Text without "%" is given back as it is, with no copy.
 */
import { componentTables } from '../grammar/read/index.ts'
import { hexValue, pctByte } from '../encoding/percent-encoding.ts'

const UNRESERVED = componentTables.unreserved

/**
 * Rewrites every triplet by `f(octet, triplet)`; other characters by `g`
 * (identity when omitted). The pieces are joined once at the end: a text of
 * many triplets is never grown a piece at a time (a chain of one rope node per
 * piece, which the collector copies while it lives).
 */
const rewrite = (text: string, f: (octet: number, triplet: string) => string, g?: (text: string) => string): string => {
  let i = text.indexOf('%')
  if (i < 0) return g === undefined ? text : g(text)
  const pieces: string[] = []
  let last = 0
  while (i >= 0) {
    const hi = hexValue(text.charCodeAt(i + 1))
    const lo = hexValue(text.charCodeAt(i + 2))
    if (hi < 0 || lo < 0) {
      i = text.indexOf('%', i + 1)
      continue
    }
    if (last < i) {
      const plain = text.slice(last, i)
      pieces.push(g === undefined ? plain : g(plain))
    }
    pieces.push(f(hi * 16 + lo, text.slice(i, i + 3)))
    last = i + 3
    i = text.indexOf('%', last)
  }
  const rest = text.slice(last)
  pieces.push(g === undefined ? rest : g(rest))
  return pieces.join('')
}

const isUnreserved = (octet: number): boolean => octet < 128 && UNRESERVED[octet] === 1

/** An unreserved character's triplet decoded; any other triplet in upper case (6.2.2.1-6.2.2.2). */
export const decodeOrUpper = (octet: number): string => (isUnreserved(octet) ? String.fromCharCode(octet) : pctByte(octet))

const decodeOrKeep = (octet: number, triplet: string): string => (isUnreserved(octet) ? String.fromCharCode(octet) : triplet)

/** 6.2.2.1: hex digits of triplets in upper case. */
export const upperCaseTriplets = (text: string): string => (/%[0-9A-Fa-f]?[a-f]/.test(text) ? rewrite(text, pctByte) : text)

/** 6.2.2.2: triplets of unreserved characters decoded; every other triplet kept exactly as written. */
export const decodeUnreserved = (text: string): string => rewrite(text, decodeOrKeep)

/**
 * A triplet that 6.2.2.1-6.2.2.2 change: a lower-case hex digit, or the octet
 * of an unreserved character (2.3: "-" 2D, "." 2E, DIGIT 30-39, ALPHA 41-5A
 * and 61-7A, "_" 5F, "~" 7E). One search by the engine: a loop over the "%"s
 * here took twice as long on the corpus, whose paths hold many triplets
 * that stay.
 */
const CHANGING_TRIPLET = /%(?:[0-9A-Fa-f][a-f]|[a-f][0-9A-F]|2[DE]|3[0-9]|4[1-9A-F]|5[0-9AF]|6[1-9A-F]|7[0-9AE])/g

/** True when some triplet (from the "%" at `from` on) has a lower-case hex digit or encodes an unreserved character. */
export const tripletsToChange = (text: string, from = text.indexOf('%')): boolean => {
  if (from < 0) return false
  CHANGING_TRIPLET.lastIndex = from
  return CHANGING_TRIPLET.test(text)
}

/** 6.2.2.2 then 6.2.2.1 in one pass: unreserved triplets decoded, the others in upper case. */
export const normalizeTriplets = (text: string): string => (tripletsToChange(text) ? rewrite(text, decodeOrUpper) : text)

const CASE_OR_TRIPLET = /[A-Z%\u0080-\uffff]/

/**
 * Whether a text holds nothing that a step of case or of triplets changes
 * (6.2.2.1-6.2.2.2): no capital, no "%", no code unit past ASCII (whose case
 * `toLowerCase` may change). Most hosts, schemes' own parts and mail domains
 * of the corpus are so, and are answered without a copy. One search by the
 * engine: a loop here over the code units took twice its time on the corpus's
 * hosts, most of which are slices of their input.
 */
export const lowerPlainAscii = (text: string): boolean => !CASE_OR_TRIPLET.test(text)

const UPPERS = /[A-Z]+/g
const NON_ASCII = /[^\x00-\x7f]/
/**
 * ASCII letters in lower case; other characters as they are. An IRI's
 * non-ASCII host characters are not case-normalized (RFC 3987 section
 * 5.3.2.1): their case belongs to IDNA mapping (`normalizeIDN`). A text that
 * `toLowerCase` leaves as it is has no capital at all, and in a text of ASCII
 * alone it changed only ASCII letters: the engine's scans are several times
 * faster than a loop here over the code units.
 */
export const lowerAscii = (text: string): string => {
  const lower = text.toLowerCase()
  if (lower === text) return text
  return NON_ASCII.test(text) ? text.replace(UPPERS, (run) => run.toLowerCase()) : lower
}
const lower = lowerAscii

/** A host's triplet: an unreserved character decoded in lower case; any other triplet in upper case (6.2.2.1-6.2.2.2). */
export const decodeHostOctet = (octet: number): string => (isUnreserved(octet) ? String.fromCharCode(octet).toLowerCase() : pctByte(octet))

/** A host's text normalized in one pass: unreserved triplets decoded, letters in lower case, other triplets in upper case. */
export const normalizeHostText = (text: string): string => (text.includes('%') ? rewrite(text, decodeHostOctet, lower) : lower(text))

/** A host's text in lower case, its triplets' hex digits in upper case (6.2.2.1). */
export const lowerCaseHostText = (text: string): string => (text.includes('%') ? rewrite(text, pctByte, lower) : lower(text))
