/**
 * The Chinese (Simplified) plain sentences of the reasons of options, adapters,
 * conversions (IDNA, setters, what `fromUserInput` changed) and templates:
 * what to do, in a form's words. Anything about options or a program's values
 * is the form's fault, not the person's: its sentence says whom to ask.
 *
 * @since 0.4.0
 */
import type { Reason } from '../../error/reasons.ts'
import type { AdapterReason } from '../../error/reasons/adapters.ts'
import type { ConflictReason, ConversionReason, IdnaHostReason, IdnaReason, UserInputReason } from '../../error/reasons/conversion.ts'
import type { OptionsReason } from '../../error/reasons/options.ts'
import type { TemplateReason, URLPatternSyntaxFault } from '../../error/reasons/template.ts'
import type { ReasonSentences } from '../catalog.ts'
import { plainCodes } from './codes.ts'
import { named, SET_UP_WRONGLY } from './words.ts'

type Sentences<R extends Reason> = ReasonSentences<R['kind']>

// ---------------------------------------------------------------------------
// options and adapters
// ---------------------------------------------------------------------------

export const plainOptions: Sentences<OptionsReason> = {
  'not-a-string': (r) => (r.subject === 'input' || r.subject === 'value' ? '请以文本形式输入网址' : SET_UP_WRONGLY),
  'options-not-an-object': () => SET_UP_WRONGLY,
  'options-not-readable': () => SET_UP_WRONGLY,
  'option-not-of-kind': () => SET_UP_WRONGLY,
  'reserve-not-sub-delims': () => SET_UP_WRONGLY,
  'not-a-parsed-reference': () => SET_UP_WRONGLY,
  'option-not-name-or-uts46': () => SET_UP_WRONGLY,
  'options-cannot-combine': () => SET_UP_WRONGLY,
  'web-needs-absolute-rule': () => SET_UP_WRONGLY,
  'option-not-a-catalog': () => SET_UP_WRONGLY,
}

/** 按人们的叫法称呼空白：换行符、制表符、全角空格（中文输入法会输入它），其他的都叫空格。 */
const spaceName = (found: string): string =>
  found === '\n' || found === '\r' || found === '\u2028' || found === '\u2029' ? '换行符' : found === '\t' ? '制表符' : found === '\u3000' ? '全角空格' : '空格'

export const plainAdapters: Sentences<AdapterReason> = {
  'web-missing-scheme': () => '请输入以 https:// 开头的网址，例如 https://www.example.com',
  'surrounding-space': (r) => `请删除网址${r.side === 'start' ? '开头' : '末尾'}的${spaceName(r.found)}`,
  'non-ascii-host': (_, e) => `请替换域名中的“${e.found ?? ''}”：此表单的域名只接受字母 a 到 z、数字、连字符（-）和点（.），请将中文域名改写为以 xn-- 开头的形式`,
  'public-needs-web': () => SET_UP_WRONGLY,
  'adapter-not-a-feature': () => SET_UP_WRONGLY,
  'form-values-not-an-object': () => SET_UP_WRONGLY,
  'form-field-asynchronous': () => SET_UP_WRONGLY,
  'form-field-not-a-schema': () => SET_UP_WRONGLY,
}

// ---------------------------------------------------------------------------
// IDNA: a website name that cannot be written for the web
// ---------------------------------------------------------------------------

const CHECK_SPELLING = (label: string): string => `请检查域名中“${label}”的拼写：它不能用在网址中`
const SHORTEN = (label: string): string => `请缩短域名中的“${label}”：转换为网址格式后，两个点之间的每一部分都不能超过 63 个字符`
/** An A-label `uriToIRIReport` kept: nothing for the person to do, only what they see. */
const KEPT = (label: string): string => `域名中的“${label}”按原样显示：它不是有效的国际化域名`

const plainIdna: Sentences<IdnaReason | IdnaHostReason> = {
  'idna-host-not-a-string': () => '请以文本形式输入域名',
  'idna-forbidden-code-point': (r) => `请从域名中删除${r.character === ' ' ? '空格' : `“${r.character}”`}：域名中不能包含它`,
  'idna-a-label-too-long': (r) => (r.direction === 'to-ascii' ? SHORTEN(r.label) : KEPT(r.label)),
  'idna-mapped-label-too-long': (r) => SHORTEN(r.label),
  'idna-result-too-long': (r) => SHORTEN(r.label),
  'idna-no-url-parser': () => '无法检查该域名，因为此表单设置有误，请与网站的运营人员联系',
  'idna-label-disallowed': (r) => CHECK_SPELLING(r.label),
  'idna-bidi-rule': () => '请检查域名：其中各部分混用了不同的书写方向，网址中不能这样写',
  'idna-empty-after-mapping': () => '请输入域名：所输入的内容中没有可以用在网址中的字母或数字',
  'idna-mapped-forbidden-code-point': (r) => `请从域名中删除代表“${r.character}”的字符：域名中不能包含它`,
  'idna-ends-in-number': () => '请检查域名：以数字结尾的名称必须是 IP 地址，例如 192.0.2.1',
  'idna-not-punycode': (r) => (r.direction === 'to-ascii' ? CHECK_SPELLING(r.label) : KEPT(r.label)),
  'idna-decodes-to-ascii': (r) => (r.direction === 'to-ascii' ? CHECK_SPELLING(r.label) : KEPT(r.label)),
  'idna-u-label-refused': (r) => (r.direction === 'to-ascii' ? CHECK_SPELLING(r.label) : KEPT(r.label)),
  'idna-not-round-trip': (r) => (r.direction === 'to-ascii' ? CHECK_SPELLING(r.label) : KEPT(r.label)),
  'idna-host-not-utf8': () => '请检查域名中的 % 编码：它们组合起来不能构成任何字符',
}

// ---------------------------------------------------------------------------
// setters: a part that cannot go with the others
// ---------------------------------------------------------------------------

/** A part of an address, in a form's words. */
const PART: { readonly [P in 'userinfo' | 'port']: string } = { userinfo: '用户名', port: '端口号' }

const plainConflict: Sentences<ConflictReason> = {
  'conflict-path-after-authority': (r) => (r.set === 'path' ? `请让路径以“/”开头，例如 /${r.path}` : `请先把路径“${r.path}”改为以“/”开头：域名后面的路径要以“/”开头`),
  'conflict-path-starts-with-slashes': (r) => (r.set === 'path' ? '请删除路径开头的一个“/”，或先添加域名' : `请先修改路径“${r.path}”：没有域名时，路径不能以“//”开头`),
  'conflict-colon-in-first-segment': (r) =>
    r.set === 'path' ? `第一个“/”前面的“:”会被当作网址的开头，请将路径写成 ./${r.path}` : `请先修改路径“${r.path}”：它第一个“/”前面的“:”会被当作网址的开头`,
  'conflict-needs-host': (r) => `请先添加域名，再添加${PART[r.set] ?? '这一部分'}`,
  'conflict-host-removal': (r) => `请先删除${PART[r.blocking] ?? '其他部分'}，再删除域名`,
}

// ---------------------------------------------------------------------------
// fromUserInput's changes: what was done for the person, politely (已为您…)
// ---------------------------------------------------------------------------

const plainUserInput: Sentences<UserInputReason> = {
  'input-trimmed': () => '已为您删除网址前后的空格',
  'input-unwrapped': (r) => `已为您删除网址两边的 ${r.open} 和 ${r.close}`,
  'input-url-prefix-removed': () => '已为您删除网址开头的“URL:”',
  'input-whitespace-removed': () => '已为您删除网址中的换行和空格',
  'input-scheme-added': (r) => `已为您在网址开头加上 ${r.added}`,
}

export const plainConversion: Sentences<ConversionReason> = { ...plainIdna, ...plainConflict, ...plainUserInput }

// ---------------------------------------------------------------------------
// templates: the values a person entered, and a page set up wrongly
// ---------------------------------------------------------------------------

/** A program's mistake, not the person's: nothing they enter fixes it. */
const PAGE_SET_UP_WRONGLY = (): string => '无法生成该网址，因为此页面设置有误，请与网站的运营人员联系'

/** What to do about a character URLPattern does not read. */
const SYNTAX_FIX: { readonly [F in URLPatternSyntaxFault]: string } = {
  'unclosed-group': '请加上右花括号（}）',
  'unclosed-regexp': '请加上右括号（)），或删除这对括号',
  'stray-character': '请删除它，或在它前面加上反斜杠（\\）',
}

const oneText = (r: { readonly variable: string }): string => `请将“${r.variable}”填写为一段文本或一个数字，而不是列表`

export const plainTemplate: Sentences<TemplateReason> = {
  // A template's own text left open: the same advice as the code's, where the expression ends.
  'expression-unclosed': (_r, e) => plainCodes['unclosed-expression'](e),
  'variables-not-an-object': PAGE_SET_UP_WRONGLY,
  'variables-read-failed': PAGE_SET_UP_WRONGLY,
  'expansion-value-of-wrong-kind': (r) => `请将“${r.variable}”填写为文本、数字，或由它们组成的列表`,
  'expansion-member-not-scalar': (r) => `请将“${r.variable}”中的每一项都填写为文本或数字`,
  'expansion-prefix-of-list': oneText,
  'expansion-prefix-of-map': oneText,
  'expansion-not-a-reference': (r) => {
    const c = r.expansion[r.at]
    return c === undefined ? '请检查您输入的内容：由它生成的网址不完整' : `请从您输入的内容中删除${named(c)}：由它生成的网址中，那个位置不能有这个字符`
  },
  'partial-comma-operator': (r) => `请同时填写“${r.variable}”：它要和您填写的其他值一起放入网址`,
  'partial-order-unknown': (r) => `请同时填写“${r.variable}”前面的值，或暂时不填“${r.variable}”`,
  'route-templates-not-compiled': PAGE_SET_UP_WRONGLY,
  'urlpattern-cannot-express': (r) => `请修改“${r.part}”：URL 模式无法表示它`,
  'template-cannot-express': (r) => `请修改“${r.part}”：地址模板无法表示它`,
  'urlpattern-not-valid': (r) => `模式中“${r.part}”处有误：${SYNTAX_FIX[r.fault] ?? '请检查它的写法'}`,
  'urlpattern-component-not-a-string': PAGE_SET_UP_WRONGLY,
  'urlpattern-init-read-failed': PAGE_SET_UP_WRONGLY,
  'urlpattern-not-a-pattern': PAGE_SET_UP_WRONGLY,
}
