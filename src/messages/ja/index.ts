/**
 * Japanese for people filling in a form (`typed-uri/messages/ja`): what is
 * wrong and what to do, in everyday words, with no grammar terms and no RFC
 * numbers, as GOV.UK's plain style asks, transposed to Japanese.
 *
 * Register: polite (です・ます調), as Japanese web forms address people: a
 * request ends in 〜してください, a fact in 〜です／〜ます, and every sentence
 * ends with 「。」. The person's own text and characters are quoted in 「」;
 * examples follow a sentence as （例：https://www.example.com）, and addresses,
 * %-codes and examples stay as they are typed (half-width), set off by spaces
 * where they stand unquoted (「https:// で始まるURL」), so that a mail program
 * does not make Japanese part of a link; fixed Latin words take none
 * (「WebSocketのURL」). Terms: an address
 * is 「URL」 (what Japanese forms call it), its host 「ドメイン名」 (「サイト名」
 * would read as a site's title), its port 「ポート番号」, its user information
 * 「ユーザー名やパスワード」. A full-width sign or space, which a Japanese input
 * method types where an address needs a plain one, is named and asked for
 * half-width (「全角の「／」を、半角の「/」に直してください」).
 *
 * @since 0.4.0
 */
import type { Catalog } from '../catalog.ts'
import { codes, decoding, faults } from './codes.ts'
import { reasons } from './reasons.ts'
import { refusals, violations, warnings } from './security.ts'

/**
 * The Japanese `plain` catalog: a sentence for every error code, reason, decoding error, web-address
 * fault, warning, violation and refusal, in the polite register of a Japanese web form.
 *
 * @example
 * import { parse } from 'typed-uri'
 * import { describeError } from 'typed-uri/messages'
 * import { plain as ja } from 'typed-uri/messages/ja'
 * const r = parse('https://example.com/a b')
 * if (r._tag === 'Left') describeError(ja)(r.left)   // '「a」の後ろのスペースを削除するか、「%20」に置き換えてください。'
 *
 * @since 0.4.0
 * @category catalogs
 */
export const plain: Catalog = {
  codes,
  reasons,
  decoding,
  faults,
  warnings,
  violations,
  refusals,
}
