/**
 * The Japanese sentences of the reasons an error carries (src/error/reasons/*.ts):
 * options and adapters (the form is set up wrongly, or a web address lacks
 * https://), schemes (web, WebSocket, email, URN, file and data addresses),
 * templates, and conversions (website names, setters, what `fromUserInput`
 * changed). What to do, in a form's polite words (です・ます調): never a rule's
 * name or an RFC's number.
 *
 * @since 0.4.0
 */
import type { AdapterReason } from '../../error/reasons/adapters.ts'
import type { ConflictReason, IdnaHostReason, IdnaReason, UserInputReason } from '../../error/reasons/conversion.ts'
import type { OptionsReason } from '../../error/reasons/options.ts'
import type { FileNameFault, SchemeReason } from '../../error/reasons/schemes.ts'
import type { TemplateReason, URLPatternSyntaxFault } from '../../error/reasons/template.ts'
import type { Catalog, ReasonSentences } from '../catalog.ts'
import { codes, startsWithHttps } from './codes.ts'
import { atInScheme, eg, named, SET_UP_WRONGLY } from './words.ts'

// ---------------------------------------------------------------------------
// options and adapters: the form's own mistakes, which nothing the person enters fixes
// ---------------------------------------------------------------------------

const options: ReasonSentences<OptionsReason['kind']> = {
  'not-a-string': (r) => (r.subject === 'input' || r.subject === 'value' ? 'URLを文字で入力してください。' : SET_UP_WRONGLY),
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

/** The options' sentences, for `policy`'s `invalid-options` violation (security.ts). */
export const optionsSentences = options

/** 空白を、人が呼ぶ名前で：改行、タブ、全角スペース（日本語入力で入る）、それ以外はスペース。 */
const spaceName = (found: string): string =>
  found === '\n' || found === '\r' || found === '\u2028' || found === '\u2029' ? '改行' : found === '\t' ? 'タブ' : found === '\u3000' ? '全角スペース' : 'スペース'

const adapters: ReasonSentences<AdapterReason['kind']> = {
  'web-missing-scheme': () => startsWithHttps('https://www.example.com'),
  'surrounding-space': (r) => `URLの${r.side === 'start' ? '先頭' : '末尾'}にある${spaceName(r.found)}を削除してください。`,
  'non-ascii-host': (_, e) =>
    `ドメイン名の「${e.found ?? ''}」を書き換えてください。このフォームでは、ドメイン名に半角の英字（a〜z）、数字、ハイフン（-）、ドット（.）しか使えません。日本語ドメイン名は、xn-- で始まる形で入力してください。`,
  'public-needs-web': () => SET_UP_WRONGLY,
  'adapter-not-a-feature': () => SET_UP_WRONGLY,
  'form-values-not-an-object': () => SET_UP_WRONGLY,
  'form-field-asynchronous': () => SET_UP_WRONGLY,
  'form-field-not-a-schema': () => SET_UP_WRONGLY,
}

// ---------------------------------------------------------------------------
// schemes
// ---------------------------------------------------------------------------

/** The computers of each platform, in everyday words. */
const ON: { readonly [P in 'posix' | 'windows']: string } = { posix: 'LinuxやMac', windows: 'Windows' }

/**
 * Why a name cannot be a file's, as a clause after the name, with its particle (には, は): its stem, to end
 * with る (before ため, "because") or with ます (a sentence of its own).
 */
const faultStem = (fault: FileNameFault): string => {
  switch (fault.fault) {
    case 'separator':
      return fault.character === '/' ? 'にはスラッシュ（/）が含まれてい' : 'にはバックスラッシュ（\\）が含まれてい'
    case 'stream-colon':
      return 'にはコロン（:）が含まれてい'
    case 'reserved':
      return fault.codePoint < 0x20 ? 'には見えない文字が含まれてい' : `には記号「${String.fromCodePoint(fault.codePoint)}」が含まれてい`
    case 'nul':
      return 'には見えない文字が含まれてい'
    case 'lone-surrogate':
      return 'には壊れた文字が含まれてい'
    case 'dots-and-spaces':
      return 'はドットとスペースだけでできてい'
  }
}

/** "「name」 holds …, so it cannot be a file's name on Windows". */
const notAFileName = (name: string, fault: FileNameFault, platform: 'posix' | 'windows'): string =>
  `「${name}」${faultStem(fault)}るため、${ON[platform] ?? 'このコンピューター'}のファイル名として使えません。`

/** What a triplet in a data address's type stands for, in everyday words. */
const octetPlain = (octet: number): string =>
  octet === 0x20 ? 'スペース' : octet < 0x20 || octet === 0x7f ? '見えない文字' : octet > 0x7f ? '英数字以外の文字の一部' : `「${String.fromCharCode(octet)}」`

/** The %-form of a mailto delimiter. */
const TRIPLETS = { '?': '%3F', '=': '%3D', '&': '%26', '/': '%2F', '#': '%23' } as const

/** Characters written with "%" that stand for no character. */
const NOT_A_CHARACTER = '組み合わせても文字や記号になりません。'

const INCOMPLETE = 'コンマの後ろのデータが途中までしかありません。すべてコピーされているか確認してください。'

const schemes: ReasonSentences<SchemeReason['kind']> = {
  'http-form': (r) => `${r.scheme}:// とドメイン名で始まるURLを入力してください${eg(`${r.scheme}://www.example.com`)}。`,
  'http-empty-host': (r) => `${r.scheme}:// の後ろにドメイン名を追加してください${eg(`${r.scheme}://www.example.com`)}。`,
  'ws-fragment': (_r, e) => `WebSocketのURLには「#」を使えません。${atInScheme(e.before)}の「#」とそれより後ろの部分を削除するか、「#」を「%23」に置き換えてください。`,
  'ws-userinfo': () => 'WebSocketのURLには、ユーザー名やパスワードを含められません。「@」までの部分を削除してください。',
  'ws-form': (r) => `${r.scheme}:// とドメイン名で始まるWebSocketのURLを入力してください${eg(`${r.scheme}://www.example.com/chat`)}。`,
  'mailto-delimiter': (r, e) =>
    r.character === '/' || r.character === '#'
      ? `${atInScheme(e.before)}の「${r.character}」を「${TRIPLETS[r.character]}」に置き換えてください。メールのリンクには、この文字をそのまま含められません。`
      : `${atInScheme(e.before)}の「${r.character}」を「${TRIPLETS[r.character] ?? r.character}」に置き換えてください。メールのリンクで「?」「&」「=」をそのまま使えるのは、項目を追加するときだけです${eg('mailto:name@example.com?subject=Hi&body=Hello')}。`,
  'mailto-form': () => 'メールのリンクを確認してください。mailto:name@example.com?subject=Hello のような形にする必要があります。',
  'mailto-no-at': (r) => `メールアドレス「${r.address}」に「@」を追加してください${eg('name@example.com')}。`,
  'mailto-local-part': (r) => `メールアドレス「${r.address}」の「@」より前の部分を確認してください。使えない文字かドットが含まれています。`,
  'mailto-domain': (r) => `メールアドレスの「@」より後ろの部分を確認してください。「${r.domain}」はドメイン名になっていません${eg('example.com')}。`,
  'mailto-not-utf8': (_r, e) => `メールのリンクの${atInScheme(e.before)}にある、「%」で書かれた部分を確認してください。組み合わせても文字や記号になりません（「é」なら %C3%A9 と書きます）。`,
  'urn-question-mark': () => `URNを確認してください。「?」を使えるのは値の後ろだけで、その後に「+」か「=」が続きます${eg('urn:example:a?+b')}。`,
  'urn-nid': () => `「urn:」の後ろの名前を確認してください。英字、数字、ハイフン（-）で2〜32文字にし、先頭と末尾は英字か数字にする必要があります${eg('urn:isbn:0451450523')}。`,
  'urn-nid-too-long': (r) => `「urn:」の後ろの名前を${r.max}文字以内にしてください（今は${r.length}文字です）。`,
  'urn-form': () => `URNを確認してください。「urn:」、名前、コロン、値の順に書く必要があります${eg('urn:isbn:0451450523')}。`,
  'urn-namespace-nss': (r) =>
    r.nid === 'uuid'
      ? `「urn:uuid:」の後ろのコードを確認してください。数字とa〜fの英字の32文字を、8・4・4・4・12文字に区切って書く必要があります${eg('f81d4fae-7dec-11d0-a765-00a0c91e6bf6')}。`
      : `「urn:${r.nid}:」の後ろの値を確認してください。この種類のURNの書き方になっていません。`,
  'file-port': () => 'ファイルのURLからポート番号を削除してください。ファイルのURLにはポート番号を付けられません。',
  'file-form': (r) =>
    r.host
      ? `ファイルのURLを確認してください。file:// の後ろにコンピューター名を書くか何も書かずに、ファイルの完全なパスを続ける必要があります${eg('file:///home/me/notes.txt')}。`
      : `ファイルのURLを確認してください。file: の後ろに、ファイルの完全なパスを書く必要があります${eg('file:///home/me/notes.txt')}。`,
  'file-segment-name': (r) => `ファイルのURLを確認してください。${notAFileName(r.segment, r.fault, r.platform)}`,
  'file-path-not-utf8': (_r, e) => `ファイルのURLの${atInScheme(e.before)}にある、「%」で書かれた部分を確認してください。${NOT_A_CHARACTER}`,
  'file-posix-host': (r) => `このファイルのURLは、別のコンピューター「${r.host}」を指しています。LinuxやMacのパスでは、このコンピューター上のファイルしか指定できません。`,
  'file-posix-drive': (r) => `このファイルのURLにはWindowsのドライブ「${r.drive}:」が含まれています。LinuxやMacのパスにはドライブを含められません。`,
  'file-windows-server': (r) => `ファイルのURLのコンピューター名「${r.host}」を確認してください。`,
  'file-win32-host': (r) => `ファイルのURLのコンピューター名を確認してください。「${r.host}」はコンピューター名ではありません。`,
  'file-unc-drive': (r) => `別のコンピューター上のファイルのURLには、ドライブを付けられません。ドライブ「${r.drive}:」か、コンピューター名「${r.host}」を削除してください。`,
  'file-unc-no-share': (r) => `コンピューター名「${r.host}」の後ろに、共有フォルダーの名前を追加してください。`,
  'file-path-dot-segment': (r) => `パスを「${r.segment}」を使わずに書いてください。代わりに、それが指すフォルダーの名前を書いてください。`,
  'file-path-name': (r) => `パスの中の名前を確認してください。${notAFileName(r.name, r.fault, r.platform)}`,
  'file-win32-trailing': (r) => `名前「${r.name}」の末尾のドットかスペースを削除してください。Windowsでは消えてしまいます。`,
  'file-unc-server': (r) => `コンピューター名「${r.server}」${faultStem(r.fault)}ます。正しい名前を入力してください。`,
  'file-unc-path-no-share': () => `コンピューター名の後ろに、共有フォルダーの名前を追加してください${eg('\\\\server\\share\\notes.txt')}。`,
  'file-posix-relative': () => `「/」で始まる、ファイルの完全なパスを入力してください${eg('/home/me/notes.txt')}。`,
  'file-posix-double-slash': () => `パスの先頭の「/」を、2つではなく1つにしてください${eg('/home/me/notes.txt')}。`,
  'file-windows-relative': () => `ドライブかコンピューター名で始まる、ファイルの完全なパスを入力してください${eg('C:\\Users\\me\\notes.txt')}。`,
  'file-win32-namespace': (r) =>
    r.namespace === 'device'
      ? `このパスはファイルではなく、デバイスを指しています。ファイルのパスを入力してください${eg('C:\\Users\\me\\notes.txt')}。`
      : `ドライブか共有フォルダーにあるファイルのパスを入力してください${eg('C:\\Users\\me\\notes.txt')}。`,
  'data-token-triplet': (r) =>
    `data URLの先頭にあるデータの種類から「${r.triplet}」を削除してください。これは${octetPlain(r.octet)}を表していて、データの種類には含められません${eg('text/plain')}。`,
  'data-parameter': () => `data URLの「;」の後ろの設定を確認してください。名前、「=」、値の順に書く必要があります${eg('charset=utf-8')}。`,
  'data-form': () => 'data URLを確認してください。データの前にコンマを入れて、data:text/plain,Hello のような形にする必要があります。',
  'data-base64-character': (_r, e) =>
    `コンマの後ろのデータを確認してください。${atInScheme(e.before)}の文字は使えません。このデータに使えるのは、英字、数字、「+」、「/」と、末尾の「=」だけです。`,
  'data-base64-length': () => INCOMPLETE,
  'forgiving-base64-not-octets': () => SET_UP_WRONGLY,
  'forgiving-base64-character': (_r, e) =>
    `コンマの後ろのデータを確認してください。${atInScheme(e.before)}の文字は使えません。このデータに使えるのは、英字、数字、スペース、「+」、「/」と、末尾の「=」だけです。`,
  'forgiving-base64-length': () => INCOMPLETE,
  'scheme-not-a-tree': () => SET_UP_WRONGLY,
}

// ---------------------------------------------------------------------------
// templates
// ---------------------------------------------------------------------------

/** A page's own mistake, not the person's: nothing they enter fixes it. */
const PAGE_SET_UP_WRONGLY = (): string => 'このページの設定に誤りがあるため、URLを作成できませんでした。サイトの運営者にお問い合わせください。'

/** What to do about a pattern URLPattern refuses, at its part. */
const SYNTAX_FIX: { readonly [F in URLPatternSyntaxFault]: (part: string) => string } = {
  'unclosed-group': (part) => `パターンの「${part}」の部分に、閉じ波かっこ（}）を追加してください。`,
  'unclosed-regexp': (part) => `パターンの「${part}」の部分に閉じかっこ（)）を追加するか、かっこを削除してください。`,
  'stray-character': (part) => `パターンの「${part}」の部分の文字を削除するか、前にバックスラッシュ（\\）を付けてください。`,
}

const oneText = (r: { readonly variable: string }): string => `「${r.variable}」は、リストではなく、1つの文字列か数値で入力してください。`

const template: ReasonSentences<TemplateReason['kind']> = {
  // A template's own text left open: the same advice as the code's, where the expression ends.
  'expression-unclosed': (_r, e) => codes['unclosed-expression'](e),
  'variables-not-an-object': PAGE_SET_UP_WRONGLY,
  'variables-read-failed': PAGE_SET_UP_WRONGLY,
  'expansion-value-of-wrong-kind': (r) => `「${r.variable}」には、文字列、数値、またはそれらのリストを入力してください。`,
  'expansion-member-not-scalar': (r) => `「${r.variable}」の各項目は、文字列か数値で入力してください。`,
  'expansion-prefix-of-list': oneText,
  'expansion-prefix-of-map': oneText,
  'expansion-not-a-reference': (r) => {
    const c = r.expansion.codePointAt(r.at)
    return `入力した内容から${c === undefined ? '最後の文字' : named(String.fromCodePoint(c))}を削除してください。作られるURLのその位置には使えません。`
  },
  'partial-comma-operator': (r) => `「${r.variable}」も入力してください。入力したほかの値と一緒にURLに入ります。`,
  'partial-order-unknown': (r) => `「${r.variable}」より前に来る値も入力するか、「${r.variable}」は後で入力してください。`,
  'route-templates-not-compiled': PAGE_SET_UP_WRONGLY,
  'urlpattern-cannot-express': (r) => `「${r.part}」を変更してください。URLパターンでは表せません。`,
  'template-cannot-express': (r) => `「${r.part}」を変更してください。URLのテンプレートでは表せません。`,
  'urlpattern-not-valid': (r) => (SYNTAX_FIX[r.fault] ?? SYNTAX_FIX['stray-character'])(r.part),
  'urlpattern-component-not-a-string': PAGE_SET_UP_WRONGLY,
  'urlpattern-init-read-failed': PAGE_SET_UP_WRONGLY,
  'urlpattern-not-a-pattern': PAGE_SET_UP_WRONGLY,
}

// ---------------------------------------------------------------------------
// conversions: website names (IDNA), setters, what fromUserInput changed
// ---------------------------------------------------------------------------

const checkSpelling = (label: string): string => `ドメイン名の「${label}」のつづりを確認してください。URLには使えません。`
const shorten = (label: string): string => `ドメイン名の「${label}」を短くしてください。ドットで区切られた各部分は、ウェブ用に変換した後で63文字以内にする必要があります。`
/** A name `uriToIRIReport` kept as written: nothing for the person to do, only what they see. */
const kept = (label: string): string => `ドメイン名の「${label}」の部分は、正しい国際化ドメイン名ではないため、書かれたとおりに表示しています。`

const idna: ReasonSentences<IdnaReason['kind'] | IdnaHostReason['kind']> = {
  'idna-host-not-a-string': () => 'ドメイン名を文字で入力してください。',
  'idna-forbidden-code-point': (r) => `ドメイン名から${r.character === ' ' ? 'スペース' : `「${r.character}」`}を削除してください。ドメイン名には使えません。`,
  'idna-a-label-too-long': (r) => (r.direction === 'to-ascii' ? shorten(r.label) : kept(r.label)),
  'idna-mapped-label-too-long': (r) => shorten(r.label),
  'idna-result-too-long': (r) => shorten(r.label),
  'idna-no-url-parser': () => 'このフォームの設定に誤りがあるため、ドメイン名を確認できませんでした。サイトの運営者にお問い合わせください。',
  'idna-label-disallowed': (r) => checkSpelling(r.label),
  'idna-bidi-rule': () => 'ドメイン名を確認してください。アラビア文字のように右から左に書く文字が、URLでは使えない形で混ざっています。',
  'idna-empty-after-mapping': () => 'ドメイン名を入力してください。入力された内容には、URLに使える英字や数字がありません。',
  'idna-mapped-forbidden-code-point': (r) => `「${r.character}」にあたる文字を、ドメイン名から削除してください。ドメイン名には使えません。`,
  'idna-ends-in-number': () => `ドメイン名を確認してください。数字で終わる名前は、IPアドレスにする必要があります${eg('192.0.2.1')}。`,
  'idna-not-punycode': (r) => (r.direction === 'to-ascii' ? checkSpelling(r.label) : kept(r.label)),
  'idna-decodes-to-ascii': (r) => (r.direction === 'to-ascii' ? checkSpelling(r.label) : kept(r.label)),
  'idna-u-label-refused': (r) => (r.direction === 'to-ascii' ? checkSpelling(r.label) : kept(r.label)),
  'idna-not-round-trip': (r) => (r.direction === 'to-ascii' ? checkSpelling(r.label) : kept(r.label)),
  'idna-host-not-utf8': () => 'ドメイン名の中の「%」で書かれた部分を確認してください。組み合わせても文字になりません。',
}

/** A part a setter needs a host for, or that keeps one, in a form's words. */
const PART: { readonly [P in 'userinfo' | 'port']: string } = { userinfo: 'ユーザー名', port: 'ポート番号' }

/** A ":" before the path's first "/", which reads as a scheme. */
const COLON_READS_AS_START = '最初の「/」より前にある「:」は、URLの始まりとして読まれてしまいます。'

const conflict: ReasonSentences<ConflictReason['kind']> = {
  'conflict-path-after-authority': (r) =>
    r.set === 'path' ? `パスは「/」で始めてください${eg(`/${r.path}`)}。` : `先にパス「${r.path}」を「/」で始まるように変更してください。ドメイン名の後ろのパスは「/」で始まります。`,
  'conflict-path-starts-with-slashes': (r) =>
    r.set === 'path'
      ? 'パスの先頭の「/」を1つ削除するか、先にドメイン名を追加してください。'
      : `先にパス「${r.path}」を変更してください。ドメイン名がないときは、パスを「//」で始められません。`,
  'conflict-colon-in-first-segment': (r) =>
    r.set === 'path' ? `パスを ./${r.path} と書いてください。${COLON_READS_AS_START}` : `先にパス「${r.path}」を変更してください。${COLON_READS_AS_START}`,
  'conflict-needs-host': (r) => `${PART[r.set] ?? 'この部分'}を追加する前に、ドメイン名を追加してください。`,
  'conflict-host-removal': (r) => `ドメイン名を削除する前に、${PART[r.blocking] ?? 'ほかの部分'}を削除してください。`,
}

const userInput: ReasonSentences<UserInputReason['kind']> = {
  'input-trimmed': () => 'URLの前後のスペースを削除しました。',
  'input-unwrapped': (r) => `URLを囲んでいた「${r.open}」と「${r.close}」を削除しました。`,
  'input-url-prefix-removed': () => 'URLの先頭の「URL:」を削除しました。',
  'input-whitespace-removed': () => 'URLの中の改行とスペースを削除しました。',
  'input-scheme-added': (r) => `URLの先頭に「${r.added}」を追加しました。`,
}

/**
 * Every reason kind's sentence: a kind added to src/error/reasons without one here fails to compile. A
 * spread, not `Object.assign`: past three sources `Object.assign` is typed `any`, which would let a
 * missing kind through. (A bundle that imports this catalog uses all of it.)
 */
export const reasons: Catalog['reasons'] = { ...options, ...adapters, ...schemes, ...template, ...idna, ...conflict, ...userInput }
