/**
 * The Japanese catalog's own word helpers: a character as a person names it,
 * the part of an address an error is in, "after '…'" (「…」の後ろ), lists and
 * numbers. Written for Japanese, not translated from the English helpers, so
 * a bundle with this catalog carries no English.
 *
 * @since 0.4.0
 */
import type { UriError } from '../../error/facts.ts'

/** Whether a code unit ends a word of an address (one of / ? # = & : @ [ ] . and the space): what 「…」の後ろ quotes stops at. */
const isDelimiter = (c: number): boolean =>
  c === 0x2f || c === 0x3f || c === 0x23 || c === 0x3d || c === 0x26 || c === 0x3a || c === 0x40 || c === 0x5b || c === 0x5d || c === 0x2e || c === 0x20

/** The same, with "," and ";" too: a scheme's address (mailto, data) separates its words with them. */
const isSchemeDelimiter = (c: number): boolean => isDelimiter(c) || c === 0x2c || c === 0x3b

/** The last word before the error ("a" in ".../a b"), or the last character when it is a delimiter. */
const wordBefore = (before: string, delimiter: (c: number) => boolean): string => {
  let k = before.length
  while (k > 0 && !delimiter(before.charCodeAt(k - 1))) k--
  return k === before.length ? before.slice(-1) : before.slice(k)
}

/**
 * Where an error is, as a noun a sentence goes on from with の or で: 「a」の後ろ ("after 'a'"), or 先頭
 * ("at the start") when nothing comes before.
 */
export const at = (before: string): string => (before === '' ? '先頭' : `「${wordBefore(before, isDelimiter)}」の後ろ`)

/** `at`, for a scheme's address, whose words "," and ";" separate too. */
export const atInScheme = (before: string): string => (before === '' ? '先頭' : `「${wordBefore(before, isSchemeDelimiter)}」の後ろ`)

export const isLoneSurrogate = (s: string): boolean => s.length === 1 && s.charCodeAt(0) >= 0xd800 && s.charCodeAt(0) <= 0xdfff

/**
 * The characters a person names rather than shows. U+3000, the ideographic space a Japanese input method
 * types, is named: shown, it looks like nothing at all.
 */
const NAMES: ReadonlyMap<string, string> = /* @__PURE__ */ new Map([
  [' ', 'スペース'],
  ['\u3000', '全角スペース'],
  ['\t', 'タブ'],
  ['\n', '改行'],
  ['\r', '改行'],
  ['\\', 'バックスラッシュ（\\）'],
  ['"', 'ダブルクォーテーション（"）'],
])

export const HIDDEN = '見えない文字'
export const BROKEN = '壊れた文字'

/** Whether a character cannot be seen: a control, a lone surrogate, a format character, a private-use character, a line or paragraph separator. */
export const isHidden = (c: string): boolean => {
  const cp = c.codePointAt(0) as number
  // No ASCII character is of these categories: the /u expression is asked only past U+009F.
  return isLoneSurrogate(c) || cp < 0x20 || (cp >= 0x7f && cp <= 0x9f) || (cp > 0x9f && /^[\p{Cf}\p{Co}\p{Zl}\p{Zp}]$/u.test(c))
}

/** A character as a person names it: スペース, 改行, 見えない文字, or the character in 「」. */
export const named = (c: string): string => NAMES.get(c) ?? (isHidden(c) ? HIDDEN : `「${c}」`)

/**
 * The half-width twin of a full-width ASCII character (U+FF01 to U+FF5E: 「／」 for "/"), or null. A Japanese
 * input method types these where an address needs the plain ones: the fix is to type them half-width.
 */
export const halfWidth = (c: string): string | null => {
  const cp = c.codePointAt(0) as number
  return cp >= 0xff01 && cp <= 0xff5e ? String.fromCharCode(cp - 0xfee0) : null
}

/** The parts of an address, by the rule an error is in, as a form names them (none where a part has no everyday name). */
const PARTS: ReadonlyMap<string, string> = /* @__PURE__ */ new Map([
  ['scheme', '「://」より前の部分'],
  ['userinfo', 'ユーザー名やパスワード'],
  ['iuserinfo', 'ユーザー名やパスワード'],
  ['host', 'ドメイン名'],
  ['ihost', 'ドメイン名'],
  ['reg-name', 'ドメイン名'],
  ['ireg-name', 'ドメイン名'],
  ['IPv4address', 'IPアドレス'],
  ['IP-literal', '角かっこ内のIPアドレス'],
  ['IPv6address', '角かっこ内のIPアドレス'],
  ['IPvFuture', '角かっこ内のIPアドレス'],
  ['port', 'ポート番号'],
  ['query', '「?」より後ろの部分'],
  ['iquery', '「?」より後ろの部分'],
  ['fragment', '「#」より後ろの部分'],
  ['ifragment', '「#」より後ろの部分'],
])

export const WEBSITE_NAME = 'ドメイン名'
export const PORT_NUMBER = 'ポート番号'

/** The innermost part of the address an error is in, in Japanese, or null. */
export const partOf = (e: UriError): string | null => {
  for (let k = e.rulePath.length - 1; k >= 0; k--) {
    const part = PARTS.get(e.rulePath[k])
    if (part !== undefined) return part
  }
  return null
}

/** The example an address of the error's rule looks like: a path for a relative reference, a web address otherwise. */
export const example = (e: UriError): string => (e.rule === 'relative-ref' || e.rule === 'irelative-ref' ? '/about/contact' : 'https://www.example.com')

/** An example, as a Japanese form gives one after its sentence: （例：https://www.example.com）. */
export const eg = (text: string): string => `（例：${text}）`

/** A number as Japanese writes it: 2,000. */
export const count = (n: number): string => n.toLocaleString('ja')

/** "a", "a または b", "a、b または c". */
export const either = (items: readonly string[]): string => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join('、')} または ${items[items.length - 1]}`)

/** "a", "aとb", "a、b、c": a list of names. */
export const listed = (items: readonly string[]): string => (items.length === 2 ? `${items[0]}と${items[1]}` : items.join('、'))

/** The sentence of a form set up wrongly: nothing the person enters fixes it, so they are told whom to ask. */
export const SET_UP_WRONGLY = 'このフォームの設定に誤りがあるため、URLを確認できませんでした。サイトの運営者にお問い合わせください。'
