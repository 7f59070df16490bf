/**
 * The Spanish words the sentences of `typed-uri/messages/es` are made of: how
 * a character is named, a part of the address, "después de «…»" (after '…'),
 * a list and a number. Written here, not borrowed from the English files, so
 * that a bundle with this catalog carries no English.
 *
 * @since 0.4.0
 */
import type { UriError } from '../../error/facts.ts'

/** A text between Spanish quotation marks (comillas angulares, as the RAE recommends for the first level). */
export const quoted = (text: string): string => `«${text}»`

/** Whether a code unit ends a word of an address (one of / ? # = & : @ [ ] . and the space): what "después de «…»" quotes stops at. */
const isDelimiter = (c: number): boolean =>
  c === 0x2f || c === 0x3f || c === 0x23 || c === 0x3d || c === 0x26 || c === 0x3a || c === 0x40 || c === 0x5b || c === 0x5d || c === 0x2e || c === 0x20

/** The same, with "," and ";", which separate the parts of an email link and of a data address. */
const isSchemeDelimiter = (c: number): boolean => isDelimiter(c) || c === 0x2c || c === 0x3b

/** The last word before the error ("a" in ".../a b"), or the last character when it is a delimiter. */
const wordBefore = (before: string, delimiter: (c: number) => boolean): string => {
  let k = before.length
  while (k > 0 && !delimiter(before.charCodeAt(k - 1))) k--
  return k === before.length ? before.slice(-1) : before.slice(k)
}

/** "después de «a»", or "al principio" (at the start) when nothing comes before. */
export const after = (before: string): string => (before === '' ? 'al principio' : `después de ${quoted(wordBefore(before, isDelimiter))}`)

/** "después de «chat»" in a scheme's address, where "," and ";" also end a word. */
export const afterInScheme = (before: string): string => (before === '' ? 'al principio' : `después de ${quoted(wordBefore(before, isSchemeDelimiter))}`)

/** Whether a one-unit text is a surrogate without its pair: no character at all. */
export const isLoneSurrogate = (s: string): boolean => s.length === 1 && s.charCodeAt(0) >= 0xd800 && s.charCodeAt(0) <= 0xdfff

/** The characters a person names rather than sees, with their article (so a sentence says "Elimine el espacio"). */
const NAMES: ReadonlyMap<string, string> = /* @__PURE__ */ new Map([
  [' ', 'el espacio'],
  ['\t', 'la tabulación'],
  ['\n', 'el salto de línea'],
  ['\r', 'el salto de línea'],
  ['\\', 'la barra invertida (\\)'],
  ['"', 'las comillas (")'],
])

/** The name of every character no one can see: controls, format characters, private use, line and paragraph separators. */
export const INVISIBLE = 'el carácter invisible'

/** Whether a character is one no one can see (a control, a format or private-use character, a separator of lines or paragraphs). */
export const isInvisible = (c: string): boolean => {
  const cp = c.codePointAt(0) as number
  // No ASCII character is of these categories: the /u expression is asked only past U+009F.
  return isLoneSurrogate(c) || cp < 0x20 || (cp >= 0x7f && cp <= 0x9f) || (cp > 0x9f && /^[\p{Cf}\p{Co}\p{Zl}\p{Zp}]$/u.test(c))
}

/** A character as a person names it, with its article: "el espacio", "el carácter «<»". */
export const named = (c: string): string => NAMES.get(c) ?? (isInvisible(c) ? INVISIBLE : `el carácter ${quoted(c)}`)

/** The part of the address an error is in, as a form names it, with its article (none where it has no everyday name). */
const PARTS: ReadonlyMap<string, string> = /* @__PURE__ */ new Map([
  ['scheme', 'la parte antes de «://»'],
  ['userinfo', 'el nombre de usuario o la contraseña'],
  ['iuserinfo', 'el nombre de usuario o la contraseña'],
  ['host', 'el nombre del sitio web'],
  ['ihost', 'el nombre del sitio web'],
  ['reg-name', 'el nombre del sitio web'],
  ['ireg-name', 'el nombre del sitio web'],
  ['IPv4address', 'la dirección IP'],
  ['IP-literal', 'la dirección IP entre corchetes'],
  ['IPv6address', 'la dirección IP entre corchetes'],
  ['IPvFuture', 'la dirección IP entre corchetes'],
  ['port', 'el número de puerto'],
  ['query', 'la parte después de «?»'],
  ['iquery', 'la parte después de «?»'],
  ['fragment', 'la parte después de «#»'],
  ['ifragment', 'la parte después de «#»'],
])

/** The website's name, as `partOf` gives it: the sentences about it say what a name may hold. */
export const WEBSITE_NAME = 'el nombre del sitio web'
/** The port, as `partOf` gives it. */
export const PORT_NUMBER = 'el número de puerto'

/** The part of the address the innermost rule of the error's path is about, or null. */
export const partOf = (e: UriError): string | null => {
  for (let k = e.rulePath.length - 1; k >= 0; k--) {
    const part = PARTS.get(e.rulePath[k])
    if (part !== undefined) return part
  }
  return null
}

/** The example an address of the error's rule looks like. */
export const example = (e: UriError): string => (e.rule === 'relative-ref' || e.rule === 'irelative-ref' ? '/about/contact' : 'https://www.example.com')

/** A number as Spanish writes it: 2000, 20.000 (the RAE groups from five digits). */
export const number = (n: number): string => n.toLocaleString('es')

/** A text with its first letter in upper case: a sentence that begins with a name. */
export const capitalised = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1)

/** «y» before a word that begins with the sound /i/ becomes «e» («latino e inglés»), but not before a diphthong («hielo»). */
const and = (next: string): string => (/^h?[iíIÍ](?![aeoáéóAEOÁÉÓ])/.test(next) ? 'e' : 'y')
/** «o» before a word that begins with the sound /o/ becomes «u» («siete u ocho»). */
const or = (next: string): string => (/^h?[oóOÓ]/.test(next) ? 'u' : 'o')

const joined = (words: readonly string[], conjunction: (next: string) => string): string => {
  if (words.length < 2) return words.join('')
  const last = words[words.length - 1]
  return `${words.slice(0, -1).join(', ')} ${conjunction(last)} ${last}`
}

/** «a», «a y b», «a, b y c». */
export const listed = (words: readonly string[]): string => joined(words, and)

/** «a», «a o b», «a, b o c». */
export const either = (words: readonly string[]): string => joined(words, or)

/**
 * What the person can do when the page, not what they typed, is wrong: the code that called the
 * library gave it something it cannot work with (options, a value that is not text, a catalog).
 */
export const SET_UP_WRONGLY = 'No se pudo comprobar la dirección porque este formulario está mal configurado: póngase en contacto con los responsables del sitio web'
