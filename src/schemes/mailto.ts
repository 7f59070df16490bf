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
import type { Component, Span, Uri } from '../ast.ts'
import { left, right } from '../either.ts'
import type { UriError } from '../error.ts'
import type { Explanation } from '../grammar/explain.ts'
import { mailtoURI, type MailtoParts } from '../grammar/schemes/mailto.ts'
import { decodeComponent } from '../percent-encoding.ts'
import { schemeParser, sentence, violation } from './run.ts'

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
const ATEXT = /^[A-Za-z0-9!#$%&'*+\-/=?^_`{|}~\u0080-\u{10FFFF}]+$/u
const isDotAtomText = (s: string): boolean => s !== '' && s.split('.').every((atom) => ATEXT.test(atom))
/** quoted-string without folding white space: DQUOTE *( qtext / quoted-pair ) DQUOTE (obs- forms are excluded by RFC 6068). */
const QUOTED = /^"(?:[\x21\x23-\x5B\x5D-\x7E\u0080-\u{10FFFF}]|\\[\x21-\x7E \t])*"$/u
/** "[" *dtext-no-obs "]" */
const DOMAIN_LITERAL = /^\[[\x21-\x5A\x5E-\x7E]*\]$/

/** Why a decoded address is not an addr-spec, or null. */
const addrSpecProblem = (address: string): string | null => {
  const at = address.lastIndexOf('@')
  if (at < 0) return `the address "${address}" has no "@"; an address is local-part "@" domain (RFC 6068 section 2, RFC 5322 section 3.4.1)`
  const local = address.slice(0, at)
  const domain = address.slice(at + 1)
  if (!isDotAtomText(local) && !QUOTED.test(local))
    return `the local part "${local}" is neither dot-atom text nor a quoted string (RFC 5322 section 3.4.1)`
  if (!isDotAtomText(domain) && !DOMAIN_LITERAL.test(domain)) return `the domain "${domain}" is neither dot-atom text nor a bracketed literal (RFC 5322 section 3.4.1)`
  return null
}

const reason = (e: Explanation, input: string): string => {
  const c = input[e.offset]
  if (c === '?' || c === '=' || c === '&' || c === '#' || c === '/')
    return `in a mailto URI "?", "=" and "&" are delimiters and "/" and "#" are not allowed; write them in an address or field as %3F, %3D, %26, %2F, %23 (RFC 6068 section 2)`
  return 'a mailto URI is "mailto:" [ addresses ] [ "?" name=value *( "&" name=value ) ] (RFC 6068 section 2)'
}

const build = (parts: MailtoParts, uri: Uri, input: string): Either<UriError, MailtoUri> => {
  const to: MailtoAddress[] = []
  for (const c of parts.to) {
    const d = decodeComponent(c.raw)
    if (d._tag === 'Left') return left(violation(input, 'mailtoURI', c.start + d.left.offset, sentence(input, { offset: c.start + d.left.offset, expected: [], rulePath: ['mailtoURI', 'to', 'addr-spec'] }, 'the octets of an address are UTF-8 (RFC 6068 section 2)')))
    const problem = addrSpecProblem(d.right)
    if (problem !== null) return left(violation(input, 'mailtoURI', c.start, sentence(input, { offset: c.start, expected: [], rulePath: ['mailtoURI', 'to', 'addr-spec'] }, problem), ['mailtoURI', 'to', 'addr-spec']))
    const at = d.right.lastIndexOf('@')
    to.push({ raw: c.raw, start: c.start, end: c.end, address: d.right, localPart: d.right.slice(0, at), domain: d.right.slice(at + 1) })
  }
  const headers: MailtoHeader[] = []
  for (const h of parts.hfields ?? []) {
    const name = decodeComponent(h.name.raw)
    const value = decodeComponent(h.value.raw)
    const bad = name._tag === 'Left' ? h.name.start + name.left.offset : value._tag === 'Left' ? h.value.start + value.left.offset : -1
    if (name._tag === 'Left' || value._tag === 'Left')
      return left(violation(input, 'mailtoURI', bad, sentence(input, { offset: bad, expected: [], rulePath: ['mailtoURI', 'hfields', 'hfield'] }, 'the octets of a header field are UTF-8 (RFC 6068 section 2)')))
    headers.push({ name: name.right.toLowerCase(), value: value.right, rawName: h.name, rawValue: h.value })
  }
  return right({ _tag: 'MailtoUri', uri, to, headers })
}

/**
 * Parses a mailto URI (RFC 6068 section 2): the generic grammar's errors, then
 * `scheme-violation` for a "?", "=", "&", "/" or "#" where section 2 allows
 * none, an address that is not an addr-spec once decoded (pointing at the
 * address), and octets that are not UTF-8.
 *
 * @since 0.2.0
 * @category parsing
 */
export const parseMailto: (input: string) => Either<UriError, MailtoUri> = schemeParser('mailtoURI', mailtoURI, reason, build)
