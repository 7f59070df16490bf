/**
 * The plain-language catalog, for people filling in forms.
 *
 * TODO: placeholder until the plain catalog lands (written elsewhere, same
 * shape as `englishMessages`); this file is replaced at merge. Until then it
 * repeats the English catalog so that the `messages: 'plain'` option is wired.
 *
 * @example
 * pipe(parse(input), E.mapLeft(withMessages(plainMessages)))
 *
 * @since 0.3.0
 */
import { englishMessages, type MessageCatalog } from './messages.ts'

/**
 * A message for each error code, in plain words for a person filling in a form.
 *
 * @example
 * withMessages(plainMessages)(error).message
 *
 * @since 0.3.0
 * @category errors
 */
export const plainMessages: MessageCatalog = { ...englishMessages }
