/**
 * The French catalog's word helpers: how a sentence quotes the person's text
 * (« … », French guillemets with no-break spaces inside), says where
 * ("après « a »"), names a character ("l'espace", "le caractère « < »") and a
 * part of an address ("le nom du site"), joins a list and writes a number.
 * Every sentence of src/messages/fr takes them from here, so that the catalog
 * reads alike and imports no English word.
 *
 * @since 0.4.0
 */
import type { UriError } from '../../error/facts.ts'
import { utf8PercentEncoding } from '../../base/octets.ts'

/** The no-break space French typography puts inside guillemets and before ":" (a line never starts with either). */
const NBSP = '\u00a0'

/** The colon that joins a sentence's two halves, with its no-break space before it: " : ". */
export const COLON = `${NBSP}: `

/** A text quoted as French quotes it: « text ». */
export const q = (text: string): string => `«${NBSP}${text}${NBSP}»`

/** A number as French writes it (2 000, with a narrow no-break space between thousands). */
export const number = (n: number): string => n.toLocaleString('fr')

/** Whether a code unit ends a word of an address (one of / ? # = & : @ [ ] . and the space; also , and ; where `wide`). */
const isDelimiter = (c: number, wide: boolean): boolean =>
  c === 0x2f ||
  c === 0x3f ||
  c === 0x23 ||
  c === 0x3d ||
  c === 0x26 ||
  c === 0x3a ||
  c === 0x40 ||
  c === 0x5b ||
  c === 0x5d ||
  c === 0x2e ||
  c === 0x20 ||
  (wide && (c === 0x2c || c === 0x3b))

/**
 * Where an error is, as a person reads it: "après « a »" (the last word before it, or the delimiter
 * just before it), or "au début" when nothing comes before. `wide` also stops at "," and ";" (a data
 * address's or an email link's words), as the English sentences of the schemes do.
 */
export const after = (before: string, wide = false): string => {
  // From JavaScript an error may lack its text before: nothing before is the start.
  if (typeof before !== 'string' || before === '') return 'au début'
  let k = before.length
  while (k > 0 && !isDelimiter(before.charCodeAt(k - 1), wide)) k--
  return `après ${q(k === before.length ? before.slice(-1) : before.slice(k))}`
}

export const isLoneSurrogate = (s: string): boolean => s.length === 1 && s.charCodeAt(0) >= 0xd800 && s.charCodeAt(0) <= 0xdfff

/** Characters a person knows by a name: a noun with its article, so that "Supprimez …" and "… ne peut pas y figurer" read alike. */
const NAMES: ReadonlyMap<string, string> = /* @__PURE__ */ new Map([
  [' ', "l'espace"],
  ['\t', 'la tabulation'],
  ['\n', 'le saut de ligne'],
  ['\r', 'le saut de ligne'],
  ['\\', 'la barre oblique inverse (\\)'],
  ['"', 'le guillemet droit (")'],
])

/** A character no one can see: a control, a format character, a line or paragraph separator, half a character. */
export const isHidden = (c: string): boolean => {
  const cp = c.codePointAt(0) as number
  // No ASCII character is of these categories: the /u expression is asked only past U+009F.
  return isLoneSurrogate(c) || cp < 0x20 || (cp >= 0x7f && cp <= 0x9f) || (cp > 0x9f && /^[\p{Cf}\p{Co}\p{Zl}\p{Zp}]$/u.test(c))
}

/** A character as a person names it, with its article: "l'espace", "le caractère invisible", "le caractère « < »". */
export const named = (c: string): string => {
  const n = NAMES.get(c)
  if (n !== undefined) return n
  return isHidden(c) ? 'le caractère invisible' : `le caractère ${q(c)}`
}

/** How to write a character that cannot stand as it is: its %-form, or "une barre oblique (/)" for a backslash. */
export const insteadOf = (c: string): string => (c === '\\' ? 'une barre oblique (/)' : utf8PercentEncoding(c))

/** The parts of an address a form names, by the rules that read them (the innermost rule of an error's path says which). */
export type PartName = 'scheme' | 'userinfo' | 'host' | 'ipv4' | 'ip-literal' | 'port' | 'query' | 'fragment'

const PARTS: ReadonlyMap<string, PartName> = /* @__PURE__ */ new Map<string, PartName>([
  ['scheme', 'scheme'],
  ['userinfo', 'userinfo'],
  ['iuserinfo', 'userinfo'],
  ['host', 'host'],
  ['ihost', 'host'],
  ['reg-name', 'host'],
  ['ireg-name', 'host'],
  ['IPv4address', 'ipv4'],
  ['IP-literal', 'ip-literal'],
  ['IPv6address', 'ip-literal'],
  ['IPvFuture', 'ip-literal'],
  ['port', 'port'],
  ['query', 'query'],
  ['iquery', 'query'],
  ['fragment', 'fragment'],
  ['ifragment', 'fragment'],
])

/** Each part, with its article, as a form names it. */
export const PART_WORDS: { readonly [P in PartName]: string } = {
  scheme: `la partie avant ${q('://')}`,
  userinfo: "le nom d'utilisateur ou le mot de passe",
  host: 'le nom du site',
  ipv4: "l'adresse IP",
  'ip-literal': "l'adresse IP entre crochets",
  port: 'le numéro de port',
  query: `la partie après ${q('?')}`,
  fragment: `la partie après ${q('#')}`,
}

/** The part of the address an error is in (null where it has no everyday name). */
export const partOf = (e: UriError): PartName | null => {
  const path = Array.isArray(e.rulePath) ? e.rulePath : []
  for (let k = path.length - 1; k >= 0; k--) {
    const part = PARTS.get(path[k])
    if (part !== undefined) return part
  }
  return null
}

/** The example an address of the error's rule looks like. */
export const example = (e: UriError): string => (e.rule === 'relative-ref' || e.rule === 'irelative-ref' ? '/about/contact' : 'https://www.example.com')

/** Items joined as French joins them: "a", "a et b", "a, b et c" (no comma before the last). */
export const both = (items: readonly string[]): string => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} et ${items[items.length - 1]}`)

/** Items as alternatives: "a", "a ou b", "a, b ou c". */
export const either = (items: readonly string[]): string => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} ou ${items[items.length - 1]}`)

/** A text with its first letter in upper case: a sentence that begins with a part's name. */
export const capitalised = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1)

/** A form's sentence for what the person cannot fix: the code that set up the form is wrong. */
export const SET_UP_WRONGLY = `L'adresse n'a pas pu être vérifiée, car ce formulaire est mal configuré${COLON}contactez les responsables du site`

/** The same, where an address was being made from values (a template's expansion), not checked. */
export const PAGE_SET_UP_WRONGLY = `L'adresse n'a pas pu être créée, car cette page est mal configurée${COLON}contactez les responsables du site`

/** The first web address every example shows. */
export const EXAMPLE = 'https://www.example.com'
