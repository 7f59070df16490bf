/**
 * The Chinese (Simplified) plain sentences of the error codes, of decoding's
 * errors and of a web address's faults: what is wrong and what to do, politely
 * (请…), with the person's own text quoted in Chinese quotation marks and no
 * grammar rule names.
 *
 * @since 0.4.0
 */
import type { UriError, UriErrorCode } from '../../error/facts.ts'
import { utf8PercentEncoding } from '../../base/octets.ts'
import { notPublicPlace } from '../../reading/web.ts'
import type { Catalog } from '../catalog.ts'
import { afterHan, either, example, HIDDEN, HOST, insteadOf, isLoneSurrogate, named, number, partOf, SET_UP_WRONGLY, where } from './words.ts'

/** The sentences of the codes. */
type Sentences = { readonly [C in UriErrorCode]: (error: UriError) => string }

/** What kind of address a scheme's rule reads, in words. */
const KINDS: ReadonlyMap<string, string> = /* @__PURE__ */ new Map([
  ['http-URI', '网址'],
  ['https-URI', '网址'],
  ['ws-URI', 'WebSocket 地址'],
  ['wss-URI', 'WebSocket 地址'],
  ['mailtoURI', '电子邮件链接'],
  ['namestring', 'URN'],
  ['file-URI', '文件地址'],
  ['dataurl', 'data 地址'],
])

/** "网址在“a”后面就结束了": the address stops too soon, where. */
const stopsAt = (before: string): string => `网址在${where(before)}就结束了`

export const plainCodes: Sentences = {
  'empty-input': (e) => `请输入网址，例如 ${example(e)}`,
  'missing-scheme': (e) => `请输入以 https:// 开头的网址，例如 https://${e.likely?.part === 'scheme' ? e.likely.text : 'www.example.com'}`,
  'invalid-character': (e) => {
    if (e.found === null) return `${stopsAt(e.before)}，请将其填写完整，例如 ${example(e)}`
    const c = e.found
    const what = `${where(e.before)}的${named(c)}`
    const part = partOf(e)
    if (part === HOST) return `请删除${what}：域名只能包含字母、数字、连字符（-）和点（.）`
    if (part === '端口号') return `请删除${what}：端口号只能包含数字，例如 :8080`
    // A template's variable name (between "{" and "}"): what it may hold, not how to encode what it may not.
    if (e.rulePath.includes('expression') && e.expected.includes('ALPHA')) return `请删除${what}：变量名只能包含字母、数字和下划线（_），中间可以用点（.）隔开`
    if (named(c) === HIDDEN || c === '\n' || c === '\r' || c === '\t') return `请删除${what}`
    return `请删除${what}，或将其替换为${insteadOf(c)}`
  },
  'non-ascii': (e) => {
    const c = e.found as string
    if (isLoneSurrogate(c)) return `请删除${where(e.before)}的无效字符`
    return `请将${where(e.before)}的“${c}”替换为 ${utf8PercentEncoding(c)}，或将其删除`
  },
  // The error is at the character after "%" (or "%X"): the sign itself is what to rewrite.
  'bad-percent-encoding': (e) => `请将${where(e.before.slice(0, Math.max(0, e.before.lastIndexOf('%'))))}的 % 号写成 %25，或在它后面加上两个数字或 A 到 F 之间的字母，例如 %20`,
  'unclosed-ip-literal': (e) => `请在${where(e.before)}加上右方括号（]）`,
  'invalid-ipv6': (e) => `请检查方括号中的 IP 地址：${e.found === null ? '它不完整' : `${where(e.before)}的${named(e.found)}不能出现在其中`}`,
  // What to remove first, then why: a port's own colon would stand next to the sentence's.
  'invalid-port': (e) => {
    if (e.likely?.part === 'port') {
      const digits = /^[0-9]*/.exec(e.likely.text)?.[0] ?? ''
      const place = digits === '' ? '紧跟在冒号后面' : `“${digits}”后面`
      const why = `端口号“${e.likely.text}”只能包含数字，例如 :8080`
      return e.likely.found === null ? why : `请删除${place}的${named(e.likely.found)}：${why}`
    }
    return e.found === null ? '端口号只能包含数字，例如 :8080' : `请删除${where(e.before)}的${named(e.found)}：端口号只能包含数字，例如 :8080`
  },
  'unexpected-end': (e) => {
    const part = partOf(e)
    return part === null ? `${stopsAt(e.before)}，请将其填写完整，例如 ${example(e)}` : `${stopsAt(e.before)}，请将${part}填写完整`
  },
  'too-long': (e) => `请输入不超过 ${number(e.maxLength ?? e.offset)} 个字符的网址`,
  'invalid-options': () => SET_UP_WRONGLY,
  'disallowed-code-point': (e) => {
    const c = e.found as string
    if (isLoneSurrogate(c)) return `请删除${where(e.before)}的无效字符`
    return `请删除${where(e.before)}的${named(c)}，或将其替换为 ${utf8PercentEncoding(c)}`
  },
  'zone-id-not-enabled': (e) => `请删除 IP 地址中${where(e.before)}的“%”及其后面的内容：此表单不接受在这里填写网络名称`,
  'zone-id-needs-25': () => '请将 IP 地址中的“%”写成“%25”，例如 [fe80::1%25eth0]',
  'invalid-idna-label': () => '请检查域名的拼写：其中有一部分不能用在网址中',
  'idna-label-too-long': () => '请缩短域名：转换为网址格式后，两个点之间的每一部分都不能超过 63 个字符',
  'unclosed-expression': (e) => `请在${where(e.before)}加上右花括号（}）`,
  'reserved-operator': (e) => `请删除“{”后面的${e.found === null ? '符号' : named(e.found)}：占位符应以名称开头，或以 + # . / ; ? & 中的一个符号开头`,
  'invalid-expansion': () => '为网址提供的某个值无法放入网址中，请检查这些值',
  'scheme-violation': (e) => `请检查${afterHan(KINDS.get(e.rule) ?? '网址')}：它的写法不符合此类地址的要求`,
  'component-conflict': () => '这一部分与网址的其他部分无法搭配，请对照其他部分进行检查',
  'not-expressible': () => '此地址模式用到了另一种模式所没有的功能，请改写这一部分',
}

export const plainDecoding: Catalog['decoding'] = {
  'bad-percent-encoding': () => '请将 % 号写成 %25，或在它后面加上两个数字或 A 到 F 之间的字母，例如 %20',
  'invalid-utf8': () => '请检查文本中的 % 编码：它们组合起来不能构成任何字符',
  'not-a-string': () => '请以文本形式输入内容',
}

const EXAMPLE = 'https://www.example.com'

/** 特殊用途地址指向的地方（`notPublicPlace`）。 */
const POINTS_TO = { self: '指向本机，而不是公开的网站', local: '指向内部网络或局域网，而不是公开的网站', reserved: '是保留地址，不指向任何网站' } as const

/** Whether a form's list of schemes holds web schemes only (its sentence then asks for a web address). */
const webOnly = (allowed: readonly string[]): boolean => allowed.length > 0 && allowed.every((s) => s === 'https' || s === 'http')

export const plainFaults: Catalog['faults'] = {
  'script-scheme': (f) => (f.web ? `不接受会运行脚本的地址，请输入以 https:// 开头的网址，例如 ${EXAMPLE}` : '不接受会运行脚本的地址，请输入其他地址'),
  'scheme-not-allowed': (f) => {
    if (f.allowed === undefined) return `请输入以 https:// 或 http:// 开头的网址，例如 ${EXAMPLE}`
    if (f.allowed.length === 0) return '请输入其他地址：此表单不接受任何地址'
    if (webOnly(f.allowed)) return `请输入以 ${either(f.allowed.map((s) => `${s}://`))} 开头的网址，例如 ${f.allowed.includes('https') ? EXAMPLE : 'http://www.example.com'}`
    return `请输入以 ${either(f.allowed.map((s) => `${s}:`))} 开头的地址`
  },
  'no-host': () => `请在 https:// 后面输入网站的${HOST}，例如 ${EXAMPLE}`,
  'userinfo-not-allowed': (f) => `请从网址中删除“${f.text}@”：网址中不能包含用户名或密码`,
  'port-out-of-range': (f) => `端口号 ${f.text} 太大了。请使用 0 到 65535 之间的数字，或删除“:${f.text}”`,
  'not-public': (f) => {
    const place = notPublicPlace(f.why)
    if (place === 'single-label') return `请输入公开网站的完整${HOST}，例如 ${EXAMPLE}：仅“${f.text}”不是完整的${HOST}`
    return `该网址${POINTS_TO[place]}：请输入公开网站的网址，例如 ${EXAMPLE}`
  },
}
