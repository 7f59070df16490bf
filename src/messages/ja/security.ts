/**
 * The Japanese sentences of `typed-uri/security`'s facts: `inspect`'s
 * warnings, `policy`'s violations, and the refusals of `safeRedirect` and
 * `readings`. For a person shown an address: what the risk is and what to do,
 * in everyday polite words (です・ます調), with no section numbers and no
 * parser names.
 *
 * @since 0.4.0
 */
import type { OptionsReason } from '../../error/reasons/options.ts'
import type { ComponentName } from '../../security/differ.ts'
import type { IriComponent } from '../../security/iri-checks.ts'
import type { Catalog } from '../catalog.ts'
import { optionsSentences } from './reasons.ts'
import { count, eg, either, listed } from './words.ts'

/** Each component of an IRI a warning is about, as a person names it. */
const IRI_PARTS: { readonly [C in IriComponent]: string } = {
  userinfo: 'ユーザー名',
  'host-label': 'ドメイン名',
  path: 'パス',
  query: '「?」より後ろの部分',
  fragment: '「#」より後ろの部分',
}

/** Unicode's script names, as Japanese names the alphabets; a script not listed keeps its own name. */
const SCRIPTS: ReadonlyMap<string, string> = /* @__PURE__ */ new Map([
  ['Latin', 'ラテン文字'],
  ['Cyrillic', 'キリル文字'],
  ['Greek', 'ギリシャ文字'],
  ['Armenian', 'アルメニア文字'],
  ['Georgian', 'ジョージア文字'],
  ['Hebrew', 'ヘブライ文字'],
  ['Arabic', 'アラビア文字'],
  ['Han', '漢字'],
  ['Hiragana', 'ひらがな'],
  ['Katakana', 'カタカナ'],
  ['Hangul', 'ハングル'],
  ['Thai', 'タイ文字'],
  ['Devanagari', 'デーヴァナーガリー文字'],
  ['Cherokee', 'チェロキー文字'],
  ['Other', 'その他の文字'],
])
const scriptName = (script: string): string => SCRIPTS.get(script) ?? script.replace(/_/g, ' ')

/** A character a lenient decoder makes, as a person reads it: a control named, any other quoted. */
const shownCharacter = (cp: number): string => (cp < 0x20 || cp === 0x7f ? '制御文字' : `「${Number.isInteger(cp) && cp >= 0 && cp <= 0x10ffff ? String.fromCodePoint(cp) : '\uFFFD'}」`)

const CHECK_SOURCE = '信頼できる相手から届いた場合にだけ開いてください。'
const REMOVE_BEFORE_SHARING = '共有や保存をする前に削除してください。'
const CHECK_BEFORE_OPENING = '開く前にURLを確認してください。'

export const warnings: Catalog['warnings'] = {
  userinfo: (w) => `このURLにはドメイン名の前にユーザー名があるため、読み間違えやすくなっています。実際の行き先は ${w.host} です。`,
  'userinfo-looks-like-host': (w) => `このURLは ${w.user} に移動するように見えますが、実際の行き先は ${w.host} です。${CHECK_SOURCE}`,
  password: () => `このURLにはパスワードが含まれています。${REMOVE_BEFORE_SHARING}`,
  'whatwg-credentials': (w) => `ウェブブラウザーは、このURLに含まれる${w.password ? 'ユーザー名とパスワード' : 'ユーザー名'}をウェブサイトに送信します。${REMOVE_BEFORE_SHARING}`,
  'well-known-port': (w) => `このURLはポート ${w.port} を使っています。この番号は、ふつう別の種類のサービスに使われるものです。${CHECK_SOURCE}`,
  'rare-ip-format': (w) => `ドメイン名「${w.host}」は、数字のアドレス ${w.address} を偽装したものです。開く前に、実際の行き先を確認してください。`,
  'nul-octet': () => 'このURLには、一部のプログラムでURLを途中で切ってしまう見えない文字（%00）が含まれています。削除してください。',
  'encoded-line-break': (w) => `このURLには見えない改行（${w.written}）が含まれていて、メールやログに第三者の文章を書き加えられるおそれがあります。削除してください。`,
  'encoded-control': (w) => `このURLには、一部のプログラムが反応する見えない制御文字（${w.written}）が含まれています。削除してください。`,
  'double-encoding': (w) => `このURLには「${w.written}」が含まれています。読み取るたびに意味が変わるため、チェックをすり抜けるおそれがあります。${CHECK_SOURCE}`,
  'encoded-path-delimiter': (w) => `パス「${w.segment}」には隠れた「${w.delimiter}」が含まれていて、サーバー上の別のファイルに届くおそれがあります。${CHECK_SOURCE}`,
  'encoded-dot-segment': (w) => `パス「${w.segment}」は隠れた「${w.decoded}」で、サーバー上の別のファイルに届くおそれがあります。${CHECK_SOURCE}`,
  'encoded-delimiter-in-host': (w) =>
    `ドメイン名に隠れた「${w.delimiter}」（${w.written}）が含まれているため、プログラムによっては別のウェブサイトに移動するおそれがあります。${CHECK_SOURCE}`,
  'mailto-header': (w) =>
    w.recipients
      ? `このメールのリンクは、見えないかもしれない宛先（「${w.field}」）を追加します。送信する前に、すべての宛先を確認してください。`
      : `このメールのリンクは、メールの「${w.field}」を設定します。送信する前に、メール全体を確認してください。`,
  'parser-differential': (w) => {
    switch (w.difference) {
      case 'host-too-long':
        return 'ドメイン名が長すぎるため、ウェブブラウザーがどこに移動するかを確認できません。このURLは開かないでください。'
      case 'browser-refuses':
        return 'ウェブブラウザーはこのURLを開けません。書き方を確認してください。'
      case 'host':
        return `ウェブブラウザーは、書かれている ${w.rfc3986} ではなく ${w.whatwg} に移動します。${CHECK_BEFORE_OPENING}`
      default:
        return `ウェブブラウザーは、書かれている ${w.rfc3986} ではなく ${w.whatwg} のページを開きます。${CHECK_BEFORE_OPENING}`
    }
  },
  'script-scheme': () => 'このURLは、ページを開く代わりにスクリプトを実行します。開かないでください。',
  'bidi-formatting': (w) => `${IRI_PARTS[w.component] ?? 'URL'}に、URLの表示順を変える見えない文字が含まれています。削除してください。`,
  'bidi-component': (w) =>
    `${IRI_PARTS[w.component] ?? 'URLの一部'}「${w.text}」には、右から左に書く文字と左から右に書く文字が混ざっているため、書かれた順序と違う順序で表示されることがあります。URLをよく確認してください。`,
  'mixed-script-host': (w) => `ドメイン名「${w.label}」には種類の違う文字（${listed(w.scripts.map(scriptName))}）が混ざっていて、別のウェブサイトになりすますことができます。${CHECK_SOURCE}`,
  'confusable-host': (w) => `ドメイン名「${w.label}」は「${w.looksLike}」に似ていますが、別のウェブサイトです。${CHECK_SOURCE}`,
  'overlong-utf8': (w) => `このURLには、一部のプログラムが${shownCharacter(w.codePoint)}として読み取る偽装された文字（${w.written}）が含まれています。削除してください。`,
}

const NOT_HERE = 'このURLはここでは使えません。'

/** An options reason in this catalog's words: its sentences read the reason alone (no error comes with a policy's options). */
const optionsSentence = (reason: OptionsReason): string => (optionsSentences[reason.kind] as unknown as (reason: OptionsReason) => string)(reason)

export const violations: Catalog['violations'] = {
  'not-absolute': () => `https:// で始まる完全なURLを入力してください${eg('https://www.example.com/page')}。`,
  'scheme-not-allowed': (v) => (v.allowed.length === 0 ? NOT_HERE : `${either(v.allowed.map((s) => `${s}://`))} で始まるURLを入力してください。`),
  'no-host': () => `https:// の後ろにウェブサイトのドメイン名を入力してください${eg('https://www.example.com')}。`,
  'host-kind-not-allowed': (v) =>
    v.allowed.length === 1 && v.allowed[0] === 'reg-name'
      ? `数字のアドレスではなく、ウェブサイトのドメイン名を入力してください${eg('www.example.com')}。`
      : `${NOT_HERE}別の種類のアドレスを入力してください。`,
  'host-not-allowed': (v) => `${NOT_HERE}${v.whatwg ?? v.host} は、許可されているウェブサイトではありません。`,
  'port-not-allowed': (v) =>
    v.allowed.length === 0
      ? NOT_HERE
      : v.port === null
        ? `URLにポート番号（${either(v.allowed.map(String))}）を追加してください。`
        : `ポート ${v.port} はここでは使えません。ポート ${either(v.allowed.map(String))} を使ってください。`,
  'userinfo-not-allowed': () => 'URLから、ユーザー名とパスワード（「@」より前の部分）を削除してください。',
  'private-address': () => 'このURLは、公開されているウェブサイトではなく、プライベートネットワークやこのコンピューター自体を指しています。公開されているURLを入力してください。',
  'rare-ip-format': (v) => `ドメイン名「${v.host}」は、数字のアドレス ${v.address} を偽装したものです。代わりにウェブサイトのドメイン名を入力してください。`,
  'invalid-options': (v) => optionsSentence(v.reason),
}

/** Each component as a person names it. */
const PART_NAMES: { readonly [C in ComponentName]: string } = {
  scheme: '「:」より前の部分',
  userinfo: 'ユーザー名やパスワード',
  host: 'ドメイン名',
  port: 'ポート番号',
  path: 'パス',
  query: '「?」より後ろの部分',
  fragment: '「#」より後ろの部分',
}

const CHECK_SET_UP_WRONGLY = 'チェックの設定に誤りがあるため、URLを確認できませんでした。'
const NOT_THIS_SITE = 'これは、このサイトでも、このサイトが許可しているサイトでもありません。'

export const refusals: Catalog['refusals'] = {
  'not-text': () => 'URLが文字ではないため、確認できません。',
  'not-a-reference': (_r, e) => `URLの書き方が正しくありません。${count(e.offset + 1)}文字目を確認してください。`,
  'no-base': () => 'このURLは一部分だけで、読み取るための基準となる完全なURLがありません。',
  'browser-refuses': () => 'ウェブブラウザーはこのURLを読み取れません。書き方を確認してください。',
  'no-runtime-url': () => 'このシステムには、比べるためのウェブブラウザーのURL読み取り機能がないため、URLを確認できませんでした。',
  'host-too-long': (r) => `ドメイン名が長すぎるため、確認できません。${count(r.limit)}文字以内にしてください。`,
  'invalid-options': (r) => {
    if (r.option === 'options') return `${CHECK_SET_UP_WRONGLY}設定はオブジェクトにする必要があります。`
    if (r.option === 'base') return `${CHECK_SET_UP_WRONGLY}「base」には、このサイトの完全なURLを指定する必要があります${eg('https://example.com/')}。`
    return 'index' in r && r.index !== undefined
      ? `${CHECK_SET_UP_WRONGLY}「allow」の${count(r.index + 1)}番目の項目は、https://example.com や https://example.com:8443 のように書いたサイトにする必要があります。`
      : `${CHECK_SET_UP_WRONGLY}「allow」は、https://example.com のように書いたサイトのリストにする必要があります。`
  },
  'script-scheme': (r) => `このURLはページを開く代わりにスクリプト（${r.scheme}:）を実行するため、使えません。`,
  'other-origin': (r) => {
    if (r.origin === 'null') return r.reader === 'rfc3986' ? 'このURLはウェブサイトを指していないため、使えません。' : 'ウェブブラウザーは、このURLでウェブサイトを開きません。'
    return r.reader === 'rfc3986' ? `このURLの行き先は ${r.origin} です。${NOT_THIS_SITE}` : `ウェブブラウザーは ${r.origin} に移動します。${NOT_THIS_SITE}`
  },
  'parsers-disagree': (r) =>
    `ウェブブラウザーは、このURLの${listed(r.components.map((c) => PART_NAMES[c] ?? c))}を、ほかのプログラムとは違うように読み取るため、行き先が確かではありません。`,
  'path-starts-with-two-slashes': () => 'このURLのパスは2つのスラッシュで始まっているため、別のサイトに移動するおそれがあります。スラッシュを1つ削除してください。',
}
