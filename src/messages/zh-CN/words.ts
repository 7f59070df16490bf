/**
 * The Chinese (Simplified) words the `plain` sentences share: where in the
 * address ("“a”后面", "开头"), a character as a person names it ("空格",
 * "字符“<”"), the part of the address an error is in ("域名", "端口号"), lists
 * joined with "、" and "或"/"和", numbers written as mainland China writes them.
 * Written here, not taken from the English catalog: a bundle with this catalog
 * carries no English.
 *
 * @since 0.4.0
 */
import type { UriError } from '../../error/facts.ts'
import { utf8PercentEncoding } from '../../base/octets.ts'

/** Whether a code unit ends a word of an address (one of / ? # = & : @ [ ] . , ; and the space): what "“…”后面" quotes stops at. */
const isDelimiter = (c: number): boolean =>
  c === 0x2f || c === 0x3f || c === 0x23 || c === 0x3d || c === 0x26 || c === 0x3a || c === 0x40 || c === 0x5b || c === 0x5d || c === 0x2e || c === 0x2c || c === 0x3b || c === 0x20

/** The last word before the error ("a" in ".../a b"), or the last character when it is a delimiter. */
const wordBefore = (before: string): string => {
  let k = before.length
  while (k > 0 && !isDelimiter(before.charCodeAt(k - 1))) k--
  return k === before.length ? before.slice(-1) : before.slice(k)
}

/**
 * Where the error is, as a place a Chinese sentence names: "“a”后面" (after the person's own last
 * word, in Chinese quotation marks), or "开头" when nothing comes before. Reads as a noun of place
 * both before "的" ("“a”后面的空格") and after "在" ("在“a”后面").
 */
export const where = (before: string): string => (before === '' ? '开头' : `“${wordBefore(before)}”后面`)

export const isLoneSurrogate = (s: string): boolean => s.length === 1 && s.charCodeAt(0) >= 0xd800 && s.charCodeAt(0) <= 0xdfff

/** Characters with an everyday name. Maps, not objects: no inherited key is ever a name. */
const NAMES: ReadonlyMap<string, string> = /* @__PURE__ */ new Map([
  [' ', '空格'],
  ['\t', '制表符'],
  ['\n', '换行符'],
  ['\r', '换行符'],
  ['\\', '反斜杠（\\）'],
  ['"', '双引号（"）'],
])

/** The name a form gives a character it cannot show: a control, a lone surrogate, a format or separator character. */
export const HIDDEN = '不可见字符'

/** A character as a person names it: "空格", "不可见字符", "字符“<”". */
export const named = (c: string): string => {
  const n = NAMES.get(c)
  if (n !== undefined) return n
  const cp = c.codePointAt(0) as number
  // No ASCII character is of these categories: the /u expression is asked only past U+009F.
  if (isLoneSurrogate(c) || cp < 0x20 || (cp >= 0x7f && cp <= 0x9f) || (cp > 0x9f && /^[\p{Cf}\p{Co}\p{Zl}\p{Zp}]$/u.test(c))) return HIDDEN
  return `字符“${c}”`
}

/** The website name: "域名", the word Chinese forms and browsers use for the host. */
export const HOST = '域名'

/** The part of the address an error is in, by the innermost rule of its path that has an everyday name. */
const PARTS: ReadonlyMap<string, string> = /* @__PURE__ */ new Map([
  ['scheme', '“://”前面的部分'],
  ['userinfo', '用户名或密码'],
  ['iuserinfo', '用户名或密码'],
  ['host', HOST],
  ['ihost', HOST],
  ['reg-name', HOST],
  ['ireg-name', HOST],
  ['IPv4address', 'IP 地址'],
  ['IP-literal', '方括号中的 IP 地址'],
  ['IPv6address', '方括号中的 IP 地址'],
  ['IPvFuture', '方括号中的 IP 地址'],
  ['port', '端口号'],
  ['query', '“?”后面的部分'],
  ['iquery', '“?”后面的部分'],
  ['fragment', '“#”后面的部分'],
  ['ifragment', '“#”后面的部分'],
])

/** The part of the address an error is in, in everyday words, or null where it has none. */
export const partOf = (e: UriError): string | null => {
  for (let k = e.rulePath.length - 1; k >= 0; k--) {
    const part = PARTS.get(e.rulePath[k])
    if (part !== undefined) return part
  }
  return null
}

/** The example an address of the error's rule looks like. */
export const example = (e: UriError): string => (e.rule === 'relative-ref' || e.rule === 'irelative-ref' ? '/about/contact' : 'https://www.example.com')

/**
 * How to write a character that cannot stand as it is, after "替换为": "正斜杠（/）" for a backslash, else
 * its %-form, after the space that sets ASCII apart from Han characters.
 */
export const insteadOf = (c: string): string => (c === '\\' ? '正斜杠（/）' : ` ${utf8PercentEncoding(c)}`)

/** A number as mainland China writes it ("2,000"). */
export const number = (n: number): string => n.toLocaleString('zh-CN')

/** Whether a text begins or ends (`at`) with an ASCII letter, digit or sign: Chinese text sets a space between it and Han characters. */
const asciiAt = (s: string, at: number): boolean => {
  const c = s.charCodeAt(at)
  return c > 0x20 && c < 0x7f
}

/** A text after Han characters: with a space before it where it begins with ASCII ("请检查 URN"). */
export const afterHan = (s: string): string => (asciiAt(s, 0) ? ` ${s}` : s)

/** The last item joined with a word ("或", "和"), with the space Chinese typesetting puts between Han characters and ASCII. */
const joinLast = (items: readonly string[], word: string): string => {
  if (items.length < 2) return items.join('')
  const head = items.slice(0, -1).join('、')
  const last = items[items.length - 1]
  return `${head}${asciiAt(head, head.length - 1) ? ' ' : ''}${word}${asciiAt(last, 0) ? ' ' : ''}${last}`
}

/** "a", "a 或 b", "a、b 或 c": Chinese lists join with the enumeration comma "、". */
export const either = (items: readonly string[]): string => joinLast(items, '或')

/** "a", "a 和 b", "a、b 和 c". */
export const listed = (items: readonly string[]): string => joinLast(items, '和')

/** The one sentence for a form whose code is wrong, not the person: nothing they enter fixes it, so say whom to ask. */
export const SET_UP_WRONGLY = '无法检查该网址，因为此表单设置有误，请与网站的运营人员联系'
