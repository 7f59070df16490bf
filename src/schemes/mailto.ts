/**
 * mailto (RFC 6068): the addresses of the path and the header fields of the
 * query as typed lists, each decoded as section 2 says (percent-encoded UTF-8),
 * each address read as RFC 5322's addr-spec.
 *
 * @example
 * parseMailto('mailto:joe@example.com?cc=bob@example.com&body=hello')
 * // Right({ _tag: 'MailtoUri', to: [{ address: 'joe@example.com', … }], headers: [{ name: 'cc', value: 'bob@example.com' }, { name: 'body', value: 'hello' }] })
 *
 * RFC 6068 section 7's cautions (header fields other than subject, body and
 * keywords; encoded line breaks that could inject headers) are `inspect`'s
 * `mailto-header` and `encoded-line-break` warnings.
 *
 * @since 0.2.0
 */
import type { Either } from 'fp-ts/lib/Either.js'
import type { Component, Span, Uri } from '../model/ast.ts'
import { left, right } from '../base/either.ts'
import { makeNotAStringError, type UriError } from '../error/make.ts'
import type { SchemeReason } from '../error/reasons/schemes.ts'
import { atTheEnd, explainNode, type Explanation } from '../grammar/explain.ts'
import { endOfInput, irOf, skip } from '../grammar/internal.ts'
import { matcherOf } from '../grammar/interpret.ts'
import { mailtoURI } from '../grammar/schemes/mailto.ts'
import { parseURI } from '../reading/parse.ts'
import { continuationCount, tripletOctet } from '../base/octets.ts'
import { decodeComponent } from '../encoding/percent-encoding.ts'
import { violation } from './run.ts'

/**
 * An address of a mailto URI: decoded, with the span of its text in the URI.
 *
 * @since 0.2.0
 * @category model
 */
export interface MailtoAddress extends Span {
  readonly raw: string
  readonly address: string
  readonly localPart: string
  readonly domain: string
}

/**
 * A header field (hfield): its name in lower case (hfname is case-insensitive),
 * its value decoded, and the spans of both in the URI.
 *
 * @since 0.2.0
 * @category model
 */
export interface MailtoHeader {
  readonly name: string
  readonly value: string
  readonly rawName: Component
  readonly rawValue: Component
}

/**
 * A mailto URI (RFC 6068 section 2): the addresses of its path (`to`) and its
 * header fields in order (a "to" field adds recipients too; "body" is the
 * message body).
 *
 * @since 0.2.0
 * @category model
 */
export interface MailtoUri {
  readonly _tag: 'MailtoUri'
  readonly uri: Uri
  readonly to: readonly MailtoAddress[]
  readonly headers: readonly MailtoHeader[]
}

// ---------------------------------------------------------------------------
// RFC 5322 section 3.4.1: addr-spec, read from the decoded address
// ---------------------------------------------------------------------------

/** atext (RFC 5322 3.2.3), with non-ASCII as RFC 6532 allows (RFC 6068 section 2 writes it as UTF-8 triplets). */
const ATEXT = /[A-Za-z0-9!#$%&'*+\-/=?^_`{|}~\u0080-\u{10FFFF}]/u
/** qtext without obs-qtext, and non-ASCII (RFC 6532). */
const QTEXT = /[\x21\x23-\x5B\x5D-\x7E\u0080-\u{10FFFF}]/u
/** A quoted-pair's second character: VCHAR / WSP. */
const QUOTED_PAIR = /[\x21-\x7E \t]/
/** dtext without obs-dtext. */
const DTEXT = /[\x21-\x5A\x5E-\x7E]/

/** A decoded address read as an addr-spec: where its "@" is, or where and why it is not one (offsets in the decoded text). */
type AddrSpecReading = { readonly _tag: 'AddrSpec'; readonly at: number } | { readonly _tag: 'Problem'; readonly offset: number; readonly reason: SchemeReason }

const charAt = (s: string, i: number): string => String.fromCodePoint(s.codePointAt(i) as number)

/**
 * Reads dot-atom-text = 1*atext *("." 1*atext) from `from` up to `stop` (or
 * the end): the offset of the first character no addr-spec could continue
 * with, or the offset of `stop` when the text before it is whole.
 */
const dotAtomText = (s: string, from: number, stop: string | null): { readonly at: number; readonly whole: boolean } => {
  let atomStart = true
  let i = from
  while (i < s.length) {
    const c = charAt(s, i)
    if (c === stop) return { at: i, whole: !atomStart }
    if (c === '.' ? atomStart : !ATEXT.test(c)) return { at: i, whole: false }
    atomStart = c === '.'
    i += c.length
  }
  return { at: i, whole: stop === null && !atomStart }
}

/** quoted-string without folding white space: DQUOTE *( qtext / quoted-pair ) DQUOTE (obs- forms are excluded by RFC 6068); the offset after it, or of its fault. */
const quotedString = (s: string, from: number): { readonly at: number; readonly whole: boolean } => {
  let i = from + 1
  while (i < s.length) {
    const c = charAt(s, i)
    if (c === '"') return { at: i + 1, whole: true }
    if (c === '\\') {
      if (i + 1 >= s.length || !QUOTED_PAIR.test(s[i + 1] as string)) return { at: i + 1, whole: false }
      i += 2
    } else if (QTEXT.test(c)) i += c.length
    else return { at: i, whole: false }
  }
  return { at: i, whole: false }
}

/** domain-literal = "[" *dtext-no-obs "]", to the end of the address. */
const domainLiteral = (s: string, from: number): { readonly at: number; readonly whole: boolean } => {
  for (let i = from + 1; i < s.length; i++) {
    if (s[i] === ']') return { at: i + 1, whole: i + 1 === s.length }
    if (!DTEXT.test(s[i] as string)) return { at: i, whole: false }
  }
  return { at: s.length, whole: false }
}

/**
 * A decoded address as RFC 5322 section 3.4.1's addr-spec: where its "@"
 * is, or where and why it is not one. The offset is the first character that
 * no addr-spec could continue with (the end of the address when it stops short).
 *
 *   addr-spec  = local-part "@" domain
 *   local-part = dot-atom-text / quoted-string
 *   domain     = dot-atom-text / "[" *dtext-no-obs "]"
 */
/** RFC 5322 section 3.4.1, the rule an address breaks. */
const RFC5322 = { rfc: '5322', section: '3.4.1' } as const
/** RFC 6068 section 2, the rule a mailto URI breaks. */
const RFC6068 = { rfc: '6068', section: '2' } as const

const readAddrSpec = (address: string): AddrSpecReading => {
  const quoted = address[0] === '"'
  const local = quoted ? quotedString(address, 0) : dotAtomText(address, 0, '@')
  const at = local.at
  if (!local.whole || address[at] !== '@') {
    const reason: SchemeReason = local.whole || (!quoted && at === address.length) ? { kind: 'mailto-no-at', address, ...RFC5322 } : { kind: 'mailto-local-part', address, ...RFC5322 }
    return { _tag: 'Problem', offset: at, reason }
  }
  const domain = address[at + 1] === '[' ? domainLiteral(address, at + 1) : dotAtomText(address, at + 1, null)
  if (!domain.whole || domain.at !== address.length) return { _tag: 'Problem', offset: domain.at, reason: { kind: 'mailto-domain', domain: address.slice(at + 1), ...RFC5322 } }
  return { _tag: 'AddrSpec', at }
}

/**
 * The offset in raw (percent-encoded) text of an offset in its decoded text:
 * a triplet run that decodes to one UTF-8 character is that character's code
 * units (two for a character beyond U+FFFF).
 */
const rawOffsetOf = (raw: string, decodedOffset: number): number => {
  let d = 0
  let i = 0
  while (i < raw.length && d < decodedOffset) {
    if (raw[i] !== '%') {
      d += 1
      i += 1
      continue
    }
    const n = continuationCount(tripletOctet(raw, i))
    d += n === 3 ? 2 : 1
    i += 3 * (n < 0 ? 1 : n + 1)
  }
  return i
}

const reason = (e: Explanation, input: string): SchemeReason => {
  const c = input[e.offset]
  if (c === '?' || c === '=' || c === '&' || c === '#' || c === '/') return { kind: 'mailto-delimiter', character: c, ...RFC6068 }
  return { kind: 'mailto-form', ...RFC6068 }
}

/** The parts of an accepted mailto URI, each address and field handed to `f` by its span: "," ends an address, "&" a field and its first "=" its name (none of them is an addr or qchar character, section 2). */
const eachPart = (uri: Uri, onAddress: (start: number, end: number) => UriError | null, onField: (name: Component, value: Component) => UriError | null, input: string): UriError | null => {
  const path = uri.path
  if (path.end > path.start) {
    for (let start = path.start; ; ) {
      const comma = input.indexOf(',', start)
      const end = comma < 0 || comma >= path.end ? path.end : comma
      const e = onAddress(start, end)
      if (e !== null) return e
      if (end === path.end) break
      start = end + 1
    }
  }
  const q = uri.query
  if (q === null) return null
  for (let start = q.start; ; ) {
    const amp = input.indexOf('&', start)
    const end = amp < 0 || amp >= q.end ? q.end : amp
    const eq = input.indexOf('=', start)
    const e = onField({ raw: input.slice(start, eq), start, end: eq }, { raw: input.slice(eq + 1, end), start: eq + 1, end })
    if (e !== null) return e
    if (end === q.end) return null
    start = end + 1
  }
}

/**
 * A component decoded as section 2 says (UTF-8 triplets): the platform's
 * decodeURIComponent builds one flat string; where it refuses, decodeComponent
 * says where. Without "%" the text is its own decoding.
 */
const decoded = (raw: string): ReturnType<typeof decodeComponent> => {
  if (!raw.includes('%')) return right(raw)
  try {
    return right(decodeURIComponent(raw))
  } catch {
    return decodeComponent(raw)
  }
}

const build = (uri: Uri, input: string): Either<UriError, MailtoUri> => {
  const to: MailtoAddress[] = []
  const headers: MailtoHeader[] = []
  const address = (start: number, end: number): UriError | null => {
    const raw = input.slice(start, end)
    // An address without "%" is its own decoding (no second copy).
    const d = decoded(raw)
    if (d._tag === 'Left') return violation(input, 'mailtoURI', start + d.left.offset, { kind: 'mailto-not-utf8', part: 'address', ...RFC6068 })
    const a = readAddrSpec(d.right)
    if (a._tag === 'Problem') return violation(input, 'mailtoURI', start + rawOffsetOf(raw, a.offset), a.reason, ['mailtoURI', 'to', 'addr-spec'])
    to.push({ raw, start, end, address: d.right, localPart: d.right.slice(0, a.at), domain: d.right.slice(a.at + 1) })
    return null
  }
  const field = (rawName: Component, rawValue: Component): UriError | null => {
    const name = decoded(rawName.raw)
    const value = decoded(rawValue.raw)
    const bad = name._tag === 'Left' ? rawName.start + name.left.offset : value._tag === 'Left' ? rawValue.start + value.left.offset : -1
    if (name._tag === 'Left' || value._tag === 'Left') return violation(input, 'mailtoURI', bad, { kind: 'mailto-not-utf8', part: 'field', ...RFC6068 })
    headers.push({ name: name.right.toLowerCase(), value: value.right, rawName, rawValue })
    return null
  }
  const e = eachPart(uri, address, field, input)
  return e === null ? right({ _tag: 'MailtoUri', uri, to, headers }) : left(e)
}

const WHOLE = irOf(skip(mailtoURI, endOfInput))
const matchesWhole = matcherOf(WHOLE)

/**
 * Parses a mailto URI (RFC 6068 section 2): the generic grammar's errors, then
 * `scheme-violation` for a "?", "=", "&", "/" or "#" where section 2 allows
 * none, an address that is not an addr-spec once decoded (pointing at the
 * character, or the triplet run, where it stops being one), and octets that
 * are not UTF-8. The rule is matched without building its parts (the
 * addresses and fields are read from their delimiters once it matches), so a
 * long list of addresses costs its tree, not a second one.
 *
 * @example
 * import { parseMailto } from 'typed-uri/schemes'
 * pipe(parseMailto('mailto:a@example.com,b@example.com?subject=hi'), E.map((m) => m.to.map((a) => a.domain)))
 * // Right(['example.com', 'example.com'])
 *
 * @since 0.2.0
 * @category parsing
 */
export const parseMailto = (input: string): Either<UriError, MailtoUri> => {
  if (typeof input !== 'string') return left(makeNotAStringError(input, 'mailtoURI'))
  const generic = parseURI(input)
  if (generic._tag === 'Left') return generic
  if (matchesWhole(input, 0) !== input.length) {
    const e = explainNode(WHOLE, input) ?? atTheEnd(input)
    return left(violation(input, 'mailtoURI', e.offset, reason(e, input), e.rulePath, e.expected))
  }
  return build(generic.right, input)
}
