/**
 * The Japanese sentences of the error codes, of decoding's errors and of a
 * web address's faults: what is wrong and what to do, in the polite register
 * of a Japanese web form (です・ます調), with no grammar terms.
 *
 * @since 0.4.0
 */
import type { UriError } from '../../error/facts.ts'
import { utf8PercentEncoding } from '../../base/octets.ts'
import { notPublicPlace } from '../../reading/web.ts'
import type { Catalog } from '../catalog.ts'
import { at, BROKEN, count, eg, either, example, halfWidth, HIDDEN, isLoneSurrogate, named, partOf, PORT_NUMBER, SET_UP_WRONGLY, WEBSITE_NAME } from './words.ts'

const WEB_EXAMPLE = 'https://www.example.com'

/** "Enter a web address that starts with https://": the sentence a form shows most. */
export const startsWithHttps = (text: string): string => `https:// で始まるURLを入力してください${eg(text)}。`

/** How to write a character that cannot stand as it is: its %-form, or a forward slash for a backslash. */
const insteadOf = (c: string): string => (c === '\\' ? 'スラッシュ（/）' : `「${utf8PercentEncoding(c)}」`)

/** The address ends too soon: finish it, or finish the part it ends in. */
const stopsTooSoon = (e: UriError, part: string | null): string =>
  part === null ? `${at(e.before)}でURLが途切れています。最後まで入力してください${eg(example(e))}。` : `${at(e.before)}でURLが途切れています。${part}を最後まで入力してください。`

/** The kind of address a scheme's rule reads, as a form names it. */
const KINDS: ReadonlyMap<string, string> = /* @__PURE__ */ new Map([
  ['ws-URI', 'WebSocketのURL'],
  ['wss-URI', 'WebSocketのURL'],
  ['mailtoURI', 'メールのリンク'],
  ['namestring', 'URN'],
  ['file-URI', 'ファイルのURL'],
  ['dataurl', 'data URL'],
])

/** The sentence of each code. */
export const codes: Catalog['codes'] = {
  'empty-input': (e) => `URLを入力してください${eg(example(e))}。`,
  'missing-scheme': (e) => startsWithHttps(e.likely?.part === 'scheme' ? `https://${e.likely.text}` : WEB_EXAMPLE),
  'invalid-character': (e) => {
    if (e.found === null) return stopsTooSoon(e, null)
    const c = e.found
    const what = `${at(e.before)}の${named(c)}`
    const part = partOf(e)
    if (part === WEBSITE_NAME) return `${what}を削除してください。ドメイン名に使えるのは、英字、数字、ハイフン（-）、ドット（.）だけです。`
    if (part === PORT_NUMBER) return `${what}を削除してください。ポート番号には数字しか使えません${eg(':8080')}。`
    // A template's variable name (between "{" and "}"): what it may hold, not how to encode what it may not.
    if (e.rulePath.includes('expression') && e.expected.includes('ALPHA'))
      return `${what}を削除してください。変数名に使えるのは、英字、数字、アンダースコア（_）と、その間に入れるドット（.）だけです。`
    if (named(c) === HIDDEN || c === '\n' || c === '\r' || c === '\t') return `${what}を削除してください。`
    return `${what}を削除するか、${insteadOf(c)}に置き換えてください。`
  },
  'non-ascii': (e) => {
    const c = e.found as string
    if (isLoneSurrogate(c)) return `${at(e.before)}の${BROKEN}を削除してください。`
    // A full-width space or sign is what a Japanese input method typed for a plain one: the fix is to retype it.
    if (c === '\u3000') return `${at(e.before)}の全角スペースを削除してください。`
    const half = halfWidth(c)
    if (half !== null) return `${at(e.before)}の全角の「${c}」を、半角の「${half}」に直してください。`
    return `${at(e.before)}の「${c}」を「${utf8PercentEncoding(c)}」に置き換えるか、削除してください。`
  },
  'bad-percent-encoding': (e) =>
    // The error is at the character after "%" (or "%X"): the sign itself is what to rewrite.
    `${at(e.before.slice(0, Math.max(0, e.before.lastIndexOf('%'))))}の「%」は「%25」と書くか、後ろに数字またはAからFの英字を2文字続けてください${eg('%20')}。`,
  'unclosed-ip-literal': (e) => `${at(e.before)}に閉じ角かっこ（]）を追加してください。`,
  'invalid-ipv6': (e) => `角かっこ内のIPアドレスを確認してください。${e.found === null ? '途中で途切れています' : `${at(e.before)}の${named(e.found)}は使えません`}。`,
  'invalid-port': (e) => {
    if (e.likely?.part === 'port') {
      const digits = /^[0-9]*/.exec(e.likely.text)?.[0] ?? ''
      const where = digits === '' ? 'コロンの直後' : `「${digits}」の後ろ`
      const fix = e.likely.found === null ? '' : `${where}の${named(e.likely.found)}を削除してください。`
      return `ポート番号「${e.likely.text}」には数字しか使えません${eg(':8080')}。${fix}`
    }
    return `ポート番号には数字しか使えません${eg(':8080')}。${e.found === null ? '' : `${at(e.before)}の${named(e.found)}を削除してください。`}`
  },
  'unexpected-end': (e) => stopsTooSoon(e, partOf(e)),
  'too-long': (e) => `URLは${count(e.maxLength ?? e.offset)}文字以内で入力してください。`,
  'invalid-options': () => SET_UP_WRONGLY,
  'disallowed-code-point': (e) => {
    const c = e.found as string
    if (isLoneSurrogate(c)) return `${at(e.before)}の${BROKEN}を削除してください。`
    return `${at(e.before)}の${named(c)}を削除するか、「${utf8PercentEncoding(c)}」に置き換えてください。`
  },
  'zone-id-not-enabled': (e) => `IPアドレスの${at(e.before)}にある「%」と、それより後ろの部分を削除してください。このフォームでは、ここにネットワーク名を入力できません。`,
  'zone-id-needs-25': () => `IPアドレス内の「%」は「%25」と書いてください${eg('[fe80::1%25eth0]')}。`,
  'invalid-idna-label': () => 'ドメイン名のつづりを確認してください。URLに使えない部分があります。',
  'idna-label-too-long': () => 'ドメイン名を短くしてください。ドットで区切られた各部分は、ウェブ用に変換した後で63文字以内にする必要があります。',
  'unclosed-expression': (e) => `${at(e.before)}に閉じ波かっこ（}）を追加してください。`,
  'reserved-operator': (e) => `「{」の後ろの${e.found === null ? '記号' : named(e.found)}を削除してください。{ } の中は、名前か、+ # . / ; ? & のいずれかの記号で始めてください。`,
  'invalid-expansion': () => 'URLに入れる値の中に、入れられないものがあります。値を確認してください。',
  'scheme-violation': (e) => `${KINDS.get(e.rule) ?? 'URL'}を確認してください。この種類のアドレスの正しい書き方になっていません。`,
  'component-conflict': () => 'この部分は、URLのほかの部分と組み合わせて使えません。ほかの部分と照らし合わせて確認してください。',
  'not-expressible': () => 'このURLパターンには、もう一方の形式のパターンにない機能が使われています。その部分を書き直してください。',
}

/** Decoding's errors (`decodeComponent`). */
export const decoding: Catalog['decoding'] = {
  'bad-percent-encoding': () => `「%」は「%25」と書くか、後ろに数字またはAからFの英字を2文字続けてください${eg('%20')}。`,
  'invalid-utf8': () => 'テキストの中の「%」で書かれた部分を確認してください。組み合わせても文字になりません。',
  'not-a-string': () => '文字を入力してください。',
}

/** Whether a form's list of schemes holds web schemes only (its sentence then asks for a web address). */
const webOnly = (allowed: readonly string[]): boolean => allowed.length > 0 && allowed.every((s) => s === 'https' || s === 'http')

const NO_SCRIPT = 'スクリプトを実行するURLは使えません。'

/** 特別な用途のアドレスが指す先（`notPublicPlace`）。 */
const POINTS_TO = {
  self: '公開されているウェブサイトではなく、このコンピューター自体を指しています',
  local: '公開されているウェブサイトではなく、プライベートネットワークやローカルネットワークを指しています',
  reserved: '予約されていて、どのウェブサイトも指していません',
} as const

/** Why a URI is not a web address a form takes. */
export const faults: Catalog['faults'] = {
  'script-scheme': (f) => (f.web ? `${startsWithHttps(WEB_EXAMPLE)}${NO_SCRIPT}` : `別のURLを入力してください。${NO_SCRIPT}`),
  'scheme-not-allowed': (f) => {
    if (f.allowed === undefined) return `https:// または http:// で始まるURLを入力してください${eg(WEB_EXAMPLE)}。`
    if (f.allowed.length === 0) return '別のURLを入力してください。このフォームでは、どのURLも受け付けていません。'
    if (webOnly(f.allowed)) return `${either(f.allowed.map((s) => `${s}://`))} で始まるURLを入力してください${eg(f.allowed.includes('https') ? WEB_EXAMPLE : 'http://www.example.com')}。`
    return `${either(f.allowed.map((s) => `${s}:`))} で始まるURLを入力してください。`
  },
  'no-host': () => `https:// の後ろにウェブサイトのドメイン名を入力してください${eg(WEB_EXAMPLE)}。`,
  'userinfo-not-allowed': (f) => `URLから「${f.text}@」を削除してください。URLにはユーザー名やパスワードを含められません。`,
  'port-out-of-range': (f) => `ポート番号 ${f.text} は大きすぎます。0〜65535の数字にするか、「:${f.text}」を削除してください。`,
  'not-public': (f) => {
    const place = notPublicPlace(f.why)
    if (place === 'single-label')
      return `公開されているウェブサイトの完全なドメイン名を入力してください${eg(WEB_EXAMPLE)}。「${f.text}」だけでは、公開されているウェブサイトのドメイン名になりません。`
    return `このURLは、${POINTS_TO[place]}。公開されているウェブサイトのURLを入力してください${eg(WEB_EXAMPLE)}。`
  },
}
