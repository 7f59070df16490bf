/**
 * The German catalog's own word helpers: how a sentence quotes what a person typed („…“, the
 * German quotation marks), names a character in the case the sentence needs, says where
 * ("nach „a“", "am Anfang"), names the parts of an address, joins lists and writes numbers
 * (`toLocaleString('de')`: 2.048). Written apart from the English ones, so that a bundle with
 * German words carries no English.
 *
 * @since 0.4.0
 */
import type { UriError } from '../../error/facts.ts'
import { utf8PercentEncoding } from '../../base/octets.ts'

/** A person's own text, in German quotation marks: „exa“. */
export const quote = (text: string): string => `„${text}“`

/** A number as German writes it: 2.048, 1.234.567. */
export const number = (n: number): string => n.toLocaleString('de')

/** A sentence part with its first letter in upper case: what follows a colon that begins a whole sentence. */
export const capitalised = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1)

/** "a", "a oder b", "a, b oder c". */
export const either = (items: readonly string[]): string => joined(items, 'oder')

/** "a", "a und b", "a, b und c". */
export const both = (items: readonly string[]): string => joined(items, 'und')

const joined = (items: readonly string[], word: string): string => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} ${word} ${items[items.length - 1]}`)

/** The characters that end a word of an address (/ ? # = & : @ [ ] . and the space): what "nach „…“" quotes stops at. */
const WORD_ENDS = '/?#=&:@[]. '

/** A scheme's words end at "," and ";" too (a media type's parameters, a list of addresses). */
export const SCHEME_WORD_ENDS = '/?#=&:@[].,; '

/** The last word before the error ("a" in ".../a b"), or the last character when it is a delimiter. */
const wordBefore = (before: string, ends: string): string => {
  let k = before.length
  while (k > 0 && !ends.includes(before.charAt(k - 1))) k--
  return k === before.length ? before.slice(-1) : before.slice(k)
}

/** Where the error is, as a person reads it: "nach „a“", or "am Anfang" when nothing comes before. */
export const after = (before: string, ends: string = WORD_ENDS): string => (before === '' ? 'am Anfang' : `nach ${quote(wordBefore(before, ends))}`)

export const isLoneSurrogate = (s: string): boolean => s.length === 1 && s.charCodeAt(0) >= 0xd800 && s.charCodeAt(0) <= 0xdfff

/**
 * A character as a person names it, in the two cases the sentences need (nominative: "… darf darin
 * nicht stehen"; accusative: "Entfernen Sie …"), and the pronoun that stands for it ("ersetzen Sie es").
 */
export interface CharacterName {
  readonly nominative: string
  readonly accusative: string
  readonly pronoun: 'es' | 'ihn'
}

const neuter = (name: string): CharacterName => ({ nominative: name, accusative: name, pronoun: 'es' })
const masculine = (noun: string): CharacterName => ({ nominative: `der ${noun}`, accusative: `den ${noun}`, pronoun: 'ihn' })

const LINE_BREAK = /* @__PURE__ */ masculine('Zeilenumbruch')

const NAMES: ReadonlyMap<string, CharacterName> = /* @__PURE__ */ new Map([
  [' ', neuter('das Leerzeichen')],
  ['\t', masculine('Tabulator')],
  ['\n', LINE_BREAK],
  ['\r', LINE_BREAK],
  ['\\', masculine('Backslash (\\)')],
  ['"', neuter('das Anführungszeichen (")')],
])

const HIDDEN = /* @__PURE__ */ neuter('das unsichtbare Zeichen')

/** Whether a character is never shown as it is: a control, a lone surrogate, a format character, a private-use character, a line or paragraph separator. */
export const isHidden = (c: string): boolean => {
  const cp = c.codePointAt(0) as number
  // No ASCII character is of these categories: the /u expression is asked only past U+009F.
  return isLoneSurrogate(c) || cp < 0x20 || (cp >= 0x7f && cp <= 0x9f) || (cp > 0x9f && /^[\p{Cf}\p{Co}\p{Zl}\p{Zp}]$/u.test(c))
}

/** A character as a person names it: "das Leerzeichen", "das Zeichen „<“", "das unsichtbare Zeichen". */
export const named = (c: string): CharacterName => NAMES.get(c) ?? (isHidden(c) ? HIDDEN : neuter(`das Zeichen ${quote(c)}`))

/** The parts of an address a sentence names (in the accusative: "Vervollständigen Sie …"), by the rules that read them. */
export type Part = 'scheme' | 'userinfo' | 'host' | 'ipv4' | 'ip-literal' | 'port' | 'query' | 'fragment'

const PARTS: ReadonlyMap<string, Part> = /* @__PURE__ */ new Map([
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

/** Each part, in the accusative. */
export const PART_NAMES: { readonly [P in Part]: string } = {
  scheme: 'den Teil vor „://“',
  userinfo: 'den Benutzernamen oder das Passwort',
  host: 'den Namen der Website',
  ipv4: 'die IP-Adresse',
  'ip-literal': 'die IP-Adresse in eckigen Klammern',
  port: 'die Portnummer',
  query: 'den Teil nach „?“',
  fragment: 'den Teil nach „#“',
}

/** The part of the address an error is in (the innermost rule that has an everyday name), or null. */
export const partOf = (e: UriError): Part | null => {
  for (let k = e.rulePath.length - 1; k >= 0; k--) {
    const part = PARTS.get(e.rulePath[k])
    if (part !== undefined) return part
  }
  return null
}

/** The example an address of the error's rule looks like. */
export const example = (e: UriError): string => (e.rule === 'relative-ref' || e.rule === 'irelative-ref' ? '/about/contact' : 'https://www.example.com')

/** How to write a character that cannot stand as it is: its %-form, or a forward slash for a backslash. */
export const insteadOf = (c: string): string => (c === '\\' ? 'einen Schrägstrich (/)' : utf8PercentEncoding(c))

/** The sentence for what the person cannot fix: the code that set up the form is wrong. */
export const SET_UP_WRONGLY = 'Die Adresse konnte nicht geprüft werden, weil dieses Formular falsch eingerichtet ist: Wenden Sie sich an die Betreiber der Website'

/** The example of a web address every sentence shows. */
export const EXAMPLE = 'https://www.example.com'

/** The sentence that asks for a web address with its scheme. */
export const ENTER_WEB_ADDRESS = `Geben Sie eine Webadresse ein, die mit https:// beginnt, z. B. ${EXAMPLE}`
