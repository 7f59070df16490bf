/**
 * The Chinese (Simplified) plain sentences of the scheme reasons
 * (`typed-uri/schemes`): what to change, in the words of the kind of address
 * (网址, WebSocket 地址, 电子邮件链接, 文件地址, data 地址), never a rule's
 * name or an RFC's number.
 *
 * @since 0.4.0
 */
import type { FileNameFault, SchemeReason } from '../../error/reasons/schemes.ts'
import type { ReasonSentences } from '../catalog.ts'
import { SET_UP_WRONGLY, where } from './words.ts'

type Platform = 'posix' | 'windows'

/** On which computers a name cannot be a file's, in everyday words, after "用作". */
const ON: ReadonlyMap<string, string> = /* @__PURE__ */ new Map([
  ['posix', ' Linux 或 Mac 上'],
  ['windows', ' Windows 上'],
])
const on = (platform: Platform): string => ON.get(platform) ?? '这台计算机上'

/** Why a name cannot be a file's, in everyday words, after "因为它". */
const faultPlain = (fault: FileNameFault): string => {
  switch (fault.fault) {
    case 'separator':
      return fault.character === '/' ? '包含斜杠（/）' : '包含反斜杠（\\）'
    case 'stream-colon':
      return '包含冒号（:）'
    case 'reserved':
      return fault.codePoint < 0x20 ? '包含不可见字符' : `包含符号 ${String.fromCodePoint(fault.codePoint)}`
    case 'nul':
      return '包含不可见字符'
    case 'lone-surrogate':
      return '包含无效字符'
    case 'dots-and-spaces':
      return '只由点和空格组成'
  }
}

/** What a triplet in a data address's type stands for, in everyday words. */
const octetPlain = (octet: number): string =>
  octet === 0x20 ? '空格' : octet < 0x20 || octet === 0x7f ? '不可见字符' : octet > 0x7f ? '某个非普通字母或数字的字符的一部分' : `“${String.fromCharCode(octet)}”`

/** The %-form of a mailto delimiter (its octet in hex). */
const TRIPLETS: ReadonlyMap<string, string> = /* @__PURE__ */ new Map([
  ['?', '%3F'],
  ['=', '%3D'],
  ['&', '%26'],
  ['/', '%2F'],
  ['#', '%23'],
])

const INCOMPLETE = '逗号后面的数据不完整：请检查是否已完整复制'

export const plainSchemes: ReasonSentences<SchemeReason['kind']> = {
  'http-form': (r) => `请输入以 ${r.scheme}:// 和域名开头的网址，例如 ${r.scheme}://www.example.com`,
  'http-empty-host': (r) => `请在 ${r.scheme}:// 后面加上域名，例如 ${r.scheme}://www.example.com`,
  'ws-fragment': (_r, e) => `WebSocket 地址中不能包含“#”：请删除${where(e.before)}的“#”及其后面的内容，或将其替换为 %23`,
  'ws-userinfo': () => 'WebSocket 地址中不能包含用户名或密码：请删除“@”及其前面的部分',
  'ws-form': (r) => `请输入以 ${r.scheme}:// 和域名开头的 WebSocket 地址，例如 ${r.scheme}://www.example.com/chat`,
  'mailto-delimiter': (r, e) =>
    r.character === '/' || r.character === '#'
      ? `请将${where(e.before)}的“${r.character}”替换为 ${TRIPLETS.get(r.character)}：电子邮件链接中不能直接包含它`
      : `请将${where(e.before)}的“${r.character}”替换为 ${TRIPLETS.get(r.character) ?? r.character}：在电子邮件链接中，“?”、“&”和“=”只能用来添加字段，例如 mailto:name@example.com?subject=Hi&body=Hello`,
  'mailto-form': () => '请检查电子邮件链接：它应类似 mailto:name@example.com?subject=Hello',
  'mailto-no-at': (r) => `请在电子邮件地址“${r.address}”中加上“@”，例如 name@example.com`,
  'mailto-local-part': (r) => `请检查电子邮件地址“${r.address}”中“@”前面的部分：其中有不能出现在那里的字符或点`,
  'mailto-domain': (r) => `请检查电子邮件地址中“@”后面的部分：“${r.domain}”不是域名，域名应类似 example.com`,
  'mailto-not-utf8': (_r, e) => `请检查电子邮件链接中${where(e.before)}用 % 写出的字符：它们组合起来不能表示任何文字或符号，正确的写法类似用 %C3%A9 表示“é”`,
  'urn-question-mark': () => '请检查 URN：“?”只能出现在值的后面，并且后面要跟“+”或“=”，例如 urn:example:a?+b',
  'urn-nid': () => '请检查“urn:”后面的名称：它必须由 2 到 32 个字母、数字或连字符（-）组成，并以字母或数字开头和结尾，例如 urn:isbn:0451450523',
  'urn-nid-too-long': (r) => `请将“urn:”后面的名称缩短到 ${r.max} 个字符以内：它现在有 ${r.length} 个字符`,
  'urn-form': () => '请检查 URN：它必须由“urn:”、名称、冒号和值组成，例如 urn:isbn:0451450523',
  'urn-namespace-nss': (r) =>
    r.nid === 'uuid'
      ? '请检查“urn:uuid:”后面的代码：它必须由 32 个数字和 a 到 f 之间的字母组成，按 8、4、4、4、12 个分组，例如 f81d4fae-7dec-11d0-a765-00a0c91e6bf6'
      : `请检查“urn:${r.nid}:”后面的值：它的写法不符合此类 URN 的要求`,
  'file-port': () => '请从文件地址中删除端口号：文件地址不能包含端口号',
  'file-form': (r) =>
    r.host
      ? '请检查文件地址：它必须以 file:// 开头，后面跟计算机名称（也可以不填），然后是文件的完整路径，例如 file:///home/me/notes.txt'
      : '请检查文件地址：它必须以 file: 开头，后面跟文件的完整路径，例如 file:///home/me/notes.txt',
  'file-segment-name': (r) => `请检查文件地址：“${r.segment}”不能用作${on(r.platform)}的文件名，因为它${faultPlain(r.fault)}`,
  'file-path-not-utf8': (_r, e) => `请检查文件地址中${where(e.before)}用 % 写出的字符：它们组合起来不能表示任何文字或符号`,
  'file-posix-host': (r) => `此文件地址位于另一台计算机“${r.host}”上：Linux 或 Mac 上的路径只能指向这台计算机上的文件`,
  'file-posix-drive': (r) => `此文件地址包含 Windows 驱动器“${r.drive}:”，而 Linux 或 Mac 上的路径不能包含驱动器`,
  'file-windows-server': (r) => `请检查文件地址中的计算机名称“${r.host}”`,
  'file-win32-host': (r) => `请检查文件地址中的计算机名称：“${r.host}”不是计算机名称`,
  'file-unc-drive': (r) => `位于另一台计算机上的文件地址不能包含驱动器号：请删除驱动器“${r.drive}:”或计算机名称“${r.host}”`,
  'file-unc-no-share': (r) => `请在计算机名称“${r.host}”后面加上共享文件夹的名称`,
  'file-path-dot-segment': (r) => `请不要在路径中使用“${r.segment}”，而是写出它所代表的文件夹名称`,
  'file-path-name': (r) => `请检查路径中的名称“${r.name}”：它不能用作${on(r.platform)}的文件名，因为它${faultPlain(r.fault)}`,
  'file-win32-trailing': (r) => `请删除名称“${r.name}”末尾的点或空格：Windows 会将其去掉`,
  'file-unc-server': (r) => `请检查计算机名称“${r.server}”：它${faultPlain(r.fault)}`,
  'file-unc-path-no-share': () => '请在计算机名称后面加上共享文件夹的名称，例如 \\\\server\\share\\notes.txt',
  'file-posix-relative': () => '请输入文件的完整路径，以“/”开头，例如 /home/me/notes.txt',
  'file-posix-double-slash': () => '路径开头请只写一个“/”，不要写两个，例如 /home/me/notes.txt',
  'file-windows-relative': () => '请输入文件的完整路径，以驱动器号或计算机名称开头，例如 C:\\Users\\me\\notes.txt',
  'file-win32-namespace': (r) =>
    r.namespace === 'device' ? '此路径指向的是设备，而不是文件：请输入文件的路径，例如 C:\\Users\\me\\notes.txt' : '请输入驱动器或共享文件夹中某个文件的路径，例如 C:\\Users\\me\\notes.txt',
  'data-token-triplet': (r) => `请从 data 地址开头的类型中删除“${r.triplet}”：它代表${octetPlain(r.octet)}，而类型中不能包含它，类型应类似 text/plain`,
  'data-parameter': () => '请检查 data 地址中“;”后面的设置：它必须由名称、“=”和值组成，例如 charset=utf-8',
  'data-form': () => '请检查 data 地址：它应类似 data:text/plain,Hello，数据前面要有一个逗号',
  'data-base64-character': (_r, e) => `请检查逗号后面的数据：${where(e.before)}的字符不能出现在其中，因为编码后的数据只能包含字母、数字、“+”、“/”以及末尾的“=”`,
  'data-base64-length': () => INCOMPLETE,
  'forgiving-base64-not-octets': () => SET_UP_WRONGLY,
  'forgiving-base64-character': (_r, e) => `请检查逗号后面的数据：${where(e.before)}的字符不能出现在其中，因为编码后的数据只能包含字母、数字、空格、“+”、“/”以及末尾的“=”`,
  'forgiving-base64-length': () => INCOMPLETE,
  'scheme-not-a-tree': () => SET_UP_WRONGLY,
}
