/**
 * The `messages` option of the adapters (`uriSchema`, io-ts's
 * `fromStringCodec`, ajv's `addUriFormats`): `'plain'` (words for a person
 * filling in a form, `plainMessages`), `'technical'` (the parser's sentences,
 * `englishMessages`: where, what was found, which rule), or a catalog of one's
 * own (a translation).
 *
 * @example
 * uriSchema({ messages: 'technical' })
 *
 * @since 0.3.0
 */
import type { Either } from 'fp-ts/lib/Either.js'
import { left, right } from './either.ts'
import { describeValue, englishMessages, type MessageCatalog } from './messages.ts'
import { plainMessages } from './messages-plain.ts'

/**
 * Which words an adapter's messages are in: plain ones for a person filling
 * in a form, the technical ones of the parser, or a catalog of one's own.
 *
 * @since 0.3.0
 * @category model
 */
export type MessagesOption = 'plain' | 'technical' | MessageCatalog

/**
 * The catalog an adapter's `messages` option names, read as an own property
 * (a polluted prototype is no option), `fallback` when absent; or the
 * sentence that says what the option must be.
 */
export const catalogOption = (options: unknown, fallback: 'plain' | 'technical'): Either<string, { readonly catalog: MessageCatalog; readonly plain: boolean }> => {
  if (options !== undefined && (typeof options !== 'object' || options === null)) return left(`The options must be an object; got ${describeValue(options)}.`)
  const given =
    typeof options === 'object' && options !== null && Object.prototype.hasOwnProperty.call(options, 'messages') ? (options as { readonly messages?: unknown }).messages : undefined
  const v = given === undefined ? fallback : given
  if (v === 'plain') return right({ catalog: plainMessages, plain: true })
  if (v === 'technical') return right({ catalog: englishMessages, plain: false })
  if (typeof v === 'object' && v !== null && !Array.isArray(v)) return right({ catalog: v as MessageCatalog, plain: true })
  return left(
    `The option "messages" must be "plain", "technical" or a message catalog (an object); got ${typeof v === 'string' ? JSON.stringify(v.slice(0, 40)) : `a value of type ${typeof v}`}.`,
  )
}
