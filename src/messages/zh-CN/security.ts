/**
 * The Chinese (Simplified) plain sentences of `typed-uri/security`'s facts:
 * `inspect`'s warnings, `policy`'s violations, and the refusals of
 * `safeRedirect` and `readings`. For a person shown an address: what the risk
 * is and what to do, in everyday words (no section numbers, no parser names).
 *
 * @since 0.4.0
 */
import type { OptionsReason } from '../../error/reasons/options.ts'
import type { ComponentName } from '../../security/differ.ts'
import type { IriComponent } from '../../security/iri-checks.ts'
import type { Catalog, ReasonSentences } from '../catalog.ts'
import { plainOptions } from './reasons.ts'
import { either, HOST, listed, number } from './words.ts'

/** An options reason in this catalog's words: its sentences read the reason alone (no error comes with a policy's options). */
const optionsSentence = (sentences: ReasonSentences<OptionsReason['kind']>, reason: OptionsReason): string => (sentences[reason.kind] as unknown as (reason: OptionsReason) => string)(reason)

/** A code point as its character; U+FFFD for what is no code point (a fact made in JavaScript). */
const characterOf = (cp: number): string => (Number.isInteger(cp) && cp >= 0 && cp <= 0x10ffff ? String.fromCodePoint(cp) : '\uFFFD')

/** A character a lenient decoder makes: a control by what it is, any other quoted. */
const shownCharacter = (cp: number): string => (cp < 0x20 || cp === 0x7f ? '控制字符' : `“${characterOf(cp)}”`)

/** Unicode's script names (what `inspect` reports) as a Chinese reader names the writing. */
const SCRIPTS: ReadonlyMap<string, string> = /* @__PURE__ */ new Map([
  ['Latin', '拉丁字母'],
  ['Greek', '希腊字母'],
  ['Cyrillic', '西里尔字母'],
  ['Armenian', '亚美尼亚字母'],
  ['Hebrew', '希伯来字母'],
  ['Arabic', '阿拉伯字母'],
  ['Syriac', '叙利亚字母'],
  ['Thaana', '它拿字母'],
  ['Devanagari', '天城文'],
  ['Bengali', '孟加拉文'],
  ['Gurmukhi', '古木基文'],
  ['Gujarati', '古吉拉特文'],
  ['Oriya', '奥里亚文'],
  ['Tamil', '泰米尔文'],
  ['Telugu', '泰卢固文'],
  ['Kannada', '卡纳达文'],
  ['Malayalam', '马拉雅拉姆文'],
  ['Sinhala', '僧伽罗文'],
  ['Thai', '泰文'],
  ['Lao', '老挝文'],
  ['Tibetan', '藏文'],
  ['Myanmar', '缅甸文'],
  ['Georgian', '格鲁吉亚字母'],
  ['Hangul', '韩文'],
  ['Ethiopic', '埃塞俄比亚文'],
  ['Cherokee', '切罗基文'],
  ['Khmer', '高棉文'],
  ['Mongolian', '蒙古文'],
  ['Hiragana', '平假名'],
  ['Katakana', '片假名'],
  ['Bopomofo', '注音符号'],
  ['Han', '汉字'],
  ['Other', '其他文字'],
])
/** A script's Chinese name; a name `inspect` may report later is shown as it is, its "_" as spaces. */
const scriptName = (script: string): string => SCRIPTS.get(script) ?? script.replace(/_/g, ' ')

// ---------------------------------------------------------------------------
// inspect's warnings: the risk, and what to do
// ---------------------------------------------------------------------------

/** Each component an IRI's checks name, as a person names it. */
const IRI_PARTS: { readonly [C in IriComponent]: string } = {
  userinfo: '用户名',
  'host-label': HOST,
  path: '路径',
  query: '“?”后面的部分',
  fragment: '“#”后面的部分',
}

const CHECK_SOURCE = '请仅在信任其来源时打开'
const REMOVE_BEFORE_SHARING = '请在分享或保存该网址之前将其删除'
const CHECK_BEFORE_OPENING = '打开之前请先检查该网址'

export const plainWarnings: Catalog['warnings'] = {
  userinfo: (w) => `该网址在域名前面有一个用户名，容易看错：它实际指向 ${w.host}`,
  'userinfo-looks-like-host': (w) => `该网址看起来指向 ${w.user}，实际上指向 ${w.host}：${CHECK_SOURCE}`,
  password: () => `该网址包含密码：${REMOVE_BEFORE_SHARING}`,
  'whatwg-credentials': (w) => `网页浏览器会把该网址中的${w.password ? '用户名和密码' : '用户名'}发送给网站：请在分享或保存该网址之前将${w.password ? '它们' : '它'}删除`,
  'well-known-port': (w) => `该网址使用端口 ${w.port}，这个端口通常留给另一类服务使用：${CHECK_SOURCE}`,
  'rare-ip-format': (w) => `域名“${w.host}”其实是一个经过伪装的数字地址 ${w.address}：打开之前，请先确认该网址的真实去向`,
  'nul-octet': () => '该网址包含一个不可见字符（%00），在某些程序中会导致网址被截断：请将其删除',
  'encoded-line-break': (w) => `该网址包含一个隐藏的换行符（${w.written}），可能会让他人在电子邮件或日志中加入任意内容：请将其删除`,
  'encoded-control': (w) => `该网址包含一个隐藏的控制字符（${w.written}），某些程序会对它作出反应：请将其删除`,
  'double-encoding': (w) => `该网址包含“${w.written}”，每解码一次含义就会改变一次，检查时可能会漏掉它最终变成的内容：${CHECK_SOURCE}`,
  'encoded-path-delimiter': (w) => `路径“${w.segment}”中包含隐藏的“${w.delimiter}”，可能会访问服务器上的其他文件：${CHECK_SOURCE}`,
  'encoded-dot-segment': (w) => `路径“${w.segment}”其实是隐藏的“${w.decoded}”，可能会访问服务器上的其他文件：${CHECK_SOURCE}`,
  'encoded-delimiter-in-host': (w) => `域名中包含隐藏的“${w.delimiter}”（${w.written}），某些程序可能会因此访问另一个网站：${CHECK_SOURCE}`,
  'mailto-header': (w) =>
    w.recipients ? `此电子邮件链接添加了您可能看不到的收件人（“${w.field}”）：发送之前，请检查邮件的所有收件人` : `此电子邮件链接设置了邮件的“${w.field}”：发送之前，请检查整封邮件`,
  'parser-differential': (w) => {
    switch (w.difference) {
      case 'host-too-long':
        return '域名太长，无法检查网页浏览器会访问哪里：请不要打开该网址'
      case 'browser-refuses':
        return '网页浏览器无法打开该网址：请检查它的写法'
      case 'host':
        return `网页浏览器会访问 ${w.whatwg}，而不是网址中所写的 ${w.rfc3986}：${CHECK_BEFORE_OPENING}`
      default:
        return `网页浏览器会打开页面 ${w.whatwg}，而不是网址中所写的 ${w.rfc3986}：${CHECK_BEFORE_OPENING}`
    }
  },
  'script-scheme': () => '该网址会运行脚本，而不是打开网页：请不要打开它',
  'bidi-formatting': (w) => `${IRI_PARTS[w.component] ?? '网址'}中包含一个会改变网址显示顺序的不可见字符：请将其删除`,
  'bidi-component': (w) => `${IRI_PARTS[w.component] ?? '网址'}“${w.text}”混用了从右到左和从左到右书写的文字，显示的顺序可能与实际写法不同：请仔细阅读该网址`,
  'mixed-script-host': (w) => `域名“${w.label}”混用了不同文字的字母（${listed(w.scripts.map(scriptName))}），可能会被误认为另一个网站：${CHECK_SOURCE}`,
  'confusable-host': (w) => `域名“${w.label}”看起来像“${w.looksLike}”，但其实是另一个网站：${CHECK_SOURCE}`,
  'overlong-utf8': (w) => `该网址包含一个经过伪装的字符（${w.written}），某些程序会把它读作${shownCharacter(w.codePoint)}：请将其删除`,
}

// ---------------------------------------------------------------------------
// policy's violations
// ---------------------------------------------------------------------------

/** Schemes as a person types them: "https://". */
const typed = (schemes: readonly string[]): string => either(schemes.map((s) => `${s}://`))

const NOT_HERE = '此处不能使用该网址'

export const plainViolations: Catalog['violations'] = {
  'not-absolute': () => '请输入以 https:// 开头的完整网址，例如 https://www.example.com/page',
  'scheme-not-allowed': (v) => (v.allowed.length === 0 ? NOT_HERE : `请输入以 ${typed(v.allowed)} 开头的网址`),
  'no-host': () => '请在 https:// 后面输入网站的域名，例如 https://www.example.com',
  'host-kind-not-allowed': (v) =>
    v.allowed.length === 1 && v.allowed[0] === 'reg-name' ? '请输入网站的域名（例如 www.example.com），而不是数字地址' : `${NOT_HERE}：请输入其他类型的网站地址`,
  'host-not-allowed': (v) => `${NOT_HERE}：${v.whatwg ?? v.host} 不在允许访问的网站之列`,
  'port-not-allowed': (v) =>
    v.allowed.length === 0
      ? NOT_HERE
      : v.port === null
        ? `请在网址中加上端口号：${either(v.allowed.map(String))}`
        : `此处不能使用端口 ${v.port}：请使用端口 ${either(v.allowed.map(String))}`,
  'userinfo-not-allowed': () => '请从网址中删除用户名和密码（“@”前面的部分）',
  'private-address': () => '该网址指向内部网络或本机，而不是公开的网站：请输入公开的网址',
  'rare-ip-format': (v) => `域名“${v.host}”其实是一个经过伪装的数字地址 ${v.address}：请改为输入网站的域名`,
  'invalid-options': (v) => optionsSentence(plainOptions, v.reason),
}

// ---------------------------------------------------------------------------
// The refusals of safeRedirect and readings
// ---------------------------------------------------------------------------

/** Each component as a person names it. */
const PART_NAMES: ReadonlyMap<ComponentName, string> = /* @__PURE__ */ new Map<ComponentName, string>([
  ['scheme', '“:”前面的部分'],
  ['userinfo', '用户名或密码'],
  ['host', HOST],
  ['port', '端口号'],
  ['path', '路径'],
  ['query', '“?”后面的部分'],
  ['fragment', '“#”后面的部分'],
])

const SET_UP_WRONGLY = '无法检查该网址，因为检查的设置有误'

export const plainRefusals: Catalog['refusals'] = {
  'not-text': () => '该网址不是文本，无法检查',
  'not-a-reference': (_r, e) => `该网址的写法不符合网址的要求：请检查第 ${number(e.offset + 1)} 个字符`,
  'no-base': () => '该网址只是网址的后半部分，没有可供参照的完整网址',
  'browser-refuses': () => '网页浏览器无法读取该网址：请检查它的写法',
  'no-runtime-url': () => '无法检查该网址，因为此系统没有可供比较的网页浏览器网址解析功能',
  'host-too-long': (r) => `域名太长，无法检查：域名不能超过 ${number(r.limit)} 个字符`,
  'invalid-options': (r) => {
    if (r.option === 'options') return `${SET_UP_WRONGLY}：它的选项必须是一个对象`
    if (r.option === 'base') return `${SET_UP_WRONGLY}：“base”必须是本网站的完整网址，例如 https://example.com/`
    return 'index' in r && r.index !== undefined
      ? `${SET_UP_WRONGLY}：“allow”的第 ${number(r.index + 1)} 项必须是一个网站，写法类似 https://example.com 或 https://example.com:8443`
      : `${SET_UP_WRONGLY}：“allow”必须是网站列表，每个网站的写法类似 https://example.com`
  },
  'script-scheme': (r) => `该网址会运行脚本（${r.scheme}:），而不是打开网页，因此不能使用`,
  'other-origin': (r) => {
    if (r.origin === 'null') return r.reader === 'rfc3986' ? '该网址没有指向任何网站，因此不能使用' : '网页浏览器不会用这个网址打开任何网站'
    return r.reader === 'rfc3986' ? `该网址指向 ${r.origin}，它既不是本网站，也不是本网站允许的网站` : `网页浏览器会访问 ${r.origin}，它既不是本网站，也不是本网站允许的网站`
  },
  'parsers-disagree': (r) => `网页浏览器对该网址中${listed(r.components.map((c) => PART_NAMES.get(c) ?? c))}的理解与其他程序不同，因此无法确定它指向哪里`,
  'path-starts-with-two-slashes': () => '该网址的路径以两个斜杠开头，可能会指向其他网站：请删除其中一个',
}
