/**
 * `typed-uri/io-ts`: codecs for io-ts, the fp-ts world's codec library (an
 * optional peer dependency). Each decodes a string to the parsed tree,
 * with a sentence from a catalog as the io-ts error's message (English
 * `plain` when none is given, since 0.4.0: a codec checks what people type),
 * and encodes the tree back with `serialize` (section 5.3), so
 * `encode(decode(s)) === s`.
 *
 * @example
 * import * as t from 'io-ts'
 * const Link = t.type({ href: UriFromString })
 * Link.decode({ href: 'http://[::1' })
 * // Left([{ value: 'http://[::1', context: […], message: 'href: Add "]" after \'::1\' to close the address in brackets, …' }])
 *
 * @since 0.2.0
 */
import type { Either } from 'fp-ts/lib/Either.js'
import * as t from 'io-ts'
import type { AbsoluteUri, RelativeRef, Uri, UriReference } from '../model/ast.ts'
import { makeNotAStringError, makeOptionsError, type EntryRule, type UriError } from '../error/make.ts'
import type { Catalog } from '../messages/catalog.ts'
import { describeError } from '../messages/describe.ts'
import { plain } from '../messages/en/plain.ts'
import { catalogOption } from '../messages/option.ts'
import { ownEntry } from '../base/options.ts'
import { parseWith } from '../reading/parsers.ts'
import { serialize } from '../model/serialize.ts'

const TAGS: Readonly<Record<EntryRule, readonly string[]>> = {
  'URI-reference': ['Uri', 'RelativeRef'],
  URI: ['Uri'],
  'absolute-URI': ['Uri'],
  'relative-ref': ['RelativeRef'],
  'IRI-reference': ['Uri', 'RelativeRef'],
  IRI: ['Uri'],
  'absolute-IRI': ['Uri'],
  'irelative-ref': ['RelativeRef'],
}

/** Whether a value is a reference tree of the rule's kind (`is` of the codec): the same text parses to it. */
const isOf =
  (rule: EntryRule, parse: (s: string) => { readonly _tag: string }) =>
  (u: unknown): boolean => {
    if (typeof u !== 'object' || u === null || !(ownEntry(TAGS, rule) ?? []).includes((u as UriReference)._tag)) return false
    if (rule === 'absolute-URI' || rule === 'absolute-IRI') {
      if ((u as Uri).fragment !== null) return false
    }
    try {
      return parse(serialize(u as UriReference))._tag === 'Right'
    } catch {
      // An object that only looks like a tree (a missing component) is not one.
      return false
    }
  }

/**
 * Options of `fromStringCodec` (since 0.3.0).
 *
 * @since 0.3.0
 * @category model
 */
export interface CodecOptions {
  /**
   * The catalog of the messages (since 0.4.0: a value, no longer `'plain'` or `'technical'`): English
   * `plain` when absent (since 0.4.0; the parser's words were the default), `technical` from
   * `typed-uri/messages` for the parser's, a language's `plain`, or one's own.
   */
  readonly messages?: Catalog
}

/**
 * Where a value is in what is decoded, from io-ts's context: the keys from
 * the outermost, dotted (`homepage`, `links.1`); empty for a value decoded
 * on its own. `PathReporter` prints a failure's message alone when it has
 * one, so the message begins with it.
 */
const pathOf = (c: t.Context): string =>
  c
    .map((entry) => entry.key)
    .filter((key) => key !== '')
    .join('.')

const atPath = (c: t.Context, sentence: string): string => {
  const path = pathOf(c)
  return path === '' ? sentence : `${path}: ${sentence}`
}

/**
 * A codec from string to the tree of an entry rule, by name: the four of
 * RFC 3986 and the four of RFC 3987. A failure's message begins with where
 * the value is (`homepage: Enter a web address …`), so `PathReporter.report` names
 * the field; its words are `options.messages`' (since 0.3.0; English `plain` when
 * absent, since 0.4.0). Options that cannot be read (not an object, a `messages`
 * that is not a catalog) make every value fail with an `invalid-options` error's sentence.
 *
 * @example
 * import { fromStringCodec } from 'typed-uri/io-ts'
 * import { technical } from 'typed-uri/messages'
 * const Link = fromStringCodec('Link', 'URI')
 * E.isRight(Link.decode('http://a/b'))   // true
 * E.isLeft(Link.decode('a b'))            // true
 * const Logged = fromStringCodec('Logged', 'URI', { messages: technical })   // the parser's words
 *
 * @since 0.2.0
 * @category adapters
 */
export const fromStringCodec = <A extends UriReference>(name: string, rule: EntryRule, options?: CodecOptions): t.Type<A, string, unknown> => {
  const chosen = catalogOption(options)
  const catalog: Catalog = chosen._tag === 'Right' ? chosen.right : plain
  const word = describeError(catalog)
  const parse = parseWith({ rule }) as (s: string) => Either<UriError, A>
  // Options that cannot be read give every value the same error, worded once.
  const wrong = chosen._tag === 'Left' ? word(makeOptionsError('', rule, chosen.left, chosen.left.kind === 'option-not-a-catalog' ? 'messages' : undefined)) : null
  return new t.Type<A, string, unknown>(
    name,
    isOf(rule, parse) as (u: unknown) => u is A,
    (u, c) => {
      if (wrong !== null) return t.failure(u, c, atPath(c, wrong))
      if (typeof u !== 'string') return t.failure(u, c, atPath(c, word(makeNotAStringError(u, rule, 'value'))))
      const r = parse(u)
      return r._tag === 'Right' ? t.success(r.right) : t.failure(u, c, atPath(c, word(r.left)))
    },
    (a) => serialize(a),
  )
}

/** A URI (RFC 3986 section 3) from its text, and back. @since 0.2.0 @category adapters */
export const UriFromString: t.Type<Uri, string, unknown> = fromStringCodec<Uri>('UriFromString', 'URI')

/** A URI reference (RFC 3986 section 4.1) from its text, and back. @since 0.2.0 @category adapters */
export const UriReferenceFromString: t.Type<UriReference, string, unknown> = fromStringCodec<UriReference>('UriReferenceFromString', 'URI-reference')

/** An absolute URI (section 4.3, no fragment) from its text, and back. @since 0.2.0 @category adapters */
export const AbsoluteUriFromString: t.Type<AbsoluteUri, string, unknown> = fromStringCodec<AbsoluteUri>('AbsoluteUriFromString', 'absolute-URI')

/** A relative reference (section 4.2) from its text, and back. @since 0.2.0 @category adapters */
export const RelativeRefFromString: t.Type<RelativeRef, string, unknown> = fromStringCodec<RelativeRef>('RelativeRefFromString', 'relative-ref')

/** An IRI (RFC 3987 section 2.2) from its text, and back. @since 0.2.0 @category adapters */
export const IriFromString: t.Type<Uri, string, unknown> = fromStringCodec<Uri>('IriFromString', 'IRI')

/** An IRI reference (RFC 3987 section 2.2) from its text, and back. @since 0.2.0 @category adapters */
export const IriReferenceFromString: t.Type<UriReference, string, unknown> = fromStringCodec<UriReference>('IriReferenceFromString', 'IRI-reference')
