/**
 * One pass over the percent-encoded triplets of a component's text, for the
 * normalizers of section 6.2.2: each triplet becomes what a function of its
 * octet says (the triplet in upper case, or the character it encodes).
 * Text without "%" is given back as it is, with no copy.
 */
import { componentTables } from '../grammar/tables.ts'

const UNRESERVED = componentTables.unreserved
const HEX = '0123456789ABCDEF'

const hexValue = (c: number): number =>
  c >= 0x30 && c <= 0x39 ? c - 0x30 : c >= 0x41 && c <= 0x46 ? c - 0x37 : c >= 0x61 && c <= 0x66 ? c - 0x57 : -1

/** Rewrites every triplet by `f(octet)`; other characters by `g` (identity when omitted). */
const rewrite = (text: string, f: (octet: number) => string, g?: (text: string) => string): string => {
  let i = text.indexOf('%')
  if (i < 0) return g === undefined ? text : g(text)
  let out = ''
  let last = 0
  while (i >= 0) {
    const hi = hexValue(text.charCodeAt(i + 1))
    const lo = hexValue(text.charCodeAt(i + 2))
    if (hi < 0 || lo < 0) {
      i = text.indexOf('%', i + 1)
      continue
    }
    const plain = text.slice(last, i)
    out += (g === undefined ? plain : g(plain)) + f(hi * 16 + lo)
    last = i + 3
    i = text.indexOf('%', last)
  }
  const rest = text.slice(last)
  return out + (g === undefined ? rest : g(rest))
}

const upper = (octet: number): string => '%' + HEX[octet >> 4] + HEX[octet & 15]

const decodeOrUpper = (octet: number): string => (octet < 128 && UNRESERVED[octet] === 1 ? String.fromCharCode(octet) : upper(octet))

const decodeOrKeep =
  (text: string) =>
  (octet: number): string =>
    octet < 128 && UNRESERVED[octet] === 1 ? String.fromCharCode(octet) : text

/** 6.2.2.1: hex digits of triplets in upper case. */
export const upperCaseTriplets = (text: string): string => (/%[0-9A-Fa-f]?[a-f]/.test(text) ? rewrite(text, upper) : text)

/** 6.2.2.2: triplets of unreserved characters decoded; every other triplet kept exactly as written. */
export const decodeUnreserved = (text: string): string => {
  if (!text.includes('%')) return text
  let out = ''
  let last = 0
  for (let i = text.indexOf('%'); i >= 0; i = text.indexOf('%', i + 1)) {
    const hi = hexValue(text.charCodeAt(i + 1))
    const lo = hexValue(text.charCodeAt(i + 2))
    if (hi < 0 || lo < 0) continue
    const replaced = decodeOrKeep(text.slice(i, i + 3))(hi * 16 + lo)
    if (replaced.length === 3) continue
    out += text.slice(last, i) + replaced
    last = i + 3
  }
  return last === 0 ? text : out + text.slice(last)
}

/** True when some triplet has a lower-case hex digit or encodes an unreserved character. */
const tripletsToChange = (text: string): boolean => {
  for (let i = text.indexOf('%'); i >= 0; i = text.indexOf('%', i + 1)) {
    const a = text.charCodeAt(i + 1)
    const b = text.charCodeAt(i + 2)
    if ((a >= 0x61 && a <= 0x66) || (b >= 0x61 && b <= 0x66)) return true
    const hi = hexValue(a)
    const lo = hexValue(b)
    if (hi >= 0 && lo >= 0 && hi < 8 && UNRESERVED[hi * 16 + lo] === 1) return true
  }
  return false
}

/** 6.2.2.2 then 6.2.2.1 in one pass: unreserved triplets decoded, the others in upper case. */
export const normalizeTriplets = (text: string): string => (tripletsToChange(text) ? rewrite(text, decodeOrUpper) : text)

const UPPER = /[A-Z]/
const lower = (text: string): string => (UPPER.test(text) ? text.toLowerCase() : text)

/** A host's text normalized in one pass: unreserved triplets decoded, letters in lower case, other triplets in upper case. */
export const normalizeHostText = (text: string): string =>
  text.includes('%')
    ? rewrite(text, (octet) => (octet < 128 && UNRESERVED[octet] === 1 ? String.fromCharCode(octet).toLowerCase() : upper(octet)), lower)
    : lower(text)

/** A host's text in lower case, its triplets' hex digits in upper case (6.2.2.1). */
export const lowerCaseHostText = (text: string): string => (text.includes('%') ? rewrite(text, upper, lower) : lower(text))
