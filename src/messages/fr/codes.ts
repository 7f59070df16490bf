/**
 * The French sentences of the error codes, of decoding's errors and of a web
 * address's faults: what is wrong and what to do, in the words of a French web
 * form (formal "vous", imperative: "Saisissez", "Supprimez"), no rule names.
 *
 * @since 0.4.0
 */
import type { UriError } from '../../error/facts.ts'
import { utf8PercentEncoding } from '../../base/octets.ts'
import { notPublicPlace } from '../../reading/web.ts'
import type { Catalog } from '../catalog.ts'
import { after, capitalised, COLON, EXAMPLE, either, example, insteadOf, isHidden, isLoneSurrogate, named, number, PART_WORDS, partOf, q, SET_UP_WRONGLY } from './words.ts'

/** Each kind of address a scheme's rule reads, with its article: "Vérifiez l'adresse web". */
const KINDS: ReadonlyMap<string, string> = /* @__PURE__ */ new Map([
  ['http-URI', "l'adresse web"],
  ['https-URI', "l'adresse web"],
  ['ws-URI', "l'adresse WebSocket"],
  ['wss-URI', "l'adresse WebSocket"],
  ['mailtoURI', 'le lien e-mail'],
  ['namestring', "l'URN"],
  ['file-URI', "l'adresse de fichier"],
  ['dataurl', "l'adresse de données"],
])

/** The address stops before it is whole: what to finish. */
const incomplete = (e: UriError): string => {
  const part = partOf(e)
  return part === null
    ? `L'adresse est incomplète ${after(e.before)}${COLON}complétez-la, par exemple ${example(e)}`
    : `L'adresse est incomplète ${after(e.before)}${COLON}complétez ${PART_WORDS[part]}`
}

const PORT_DIGITS = 'le numéro de port ne peut contenir que des chiffres, par exemple :8080'

/** The French sentence of each code. */
export const plainCodes: Catalog['codes'] = {
  'empty-input': (e) => `Saisissez une adresse, par exemple ${example(e)}`,
  'missing-scheme': (e) =>
    e.likely?.part === 'scheme'
      ? `Saisissez une adresse web qui commence par https://, par exemple https://${e.likely.text}`
      : `Saisissez une adresse web qui commence par https://, par exemple ${EXAMPLE}`,
  'invalid-character': (e) => {
    if (e.found === null) return `L'adresse est incomplète ${after(e.before)}${COLON}complétez-la, par exemple ${example(e)}`
    const c = e.found
    const what = named(c)
    const where = after(e.before)
    const part = partOf(e)
    if (part === 'host') return `Supprimez ${what} ${where}${COLON}le nom du site ne peut contenir que des lettres, des chiffres, des traits d'union (-) et des points (.)`
    if (part === 'port') return `Supprimez ${what} ${where}${COLON}${PORT_DIGITS}`
    // A template's variable name (between "{" and "}"): what it may hold, not how to encode what it may not.
    if (e.rulePath.includes('expression') && e.expected.includes('ALPHA'))
      return `Supprimez ${what} ${where}${COLON}un nom de variable ne peut contenir que des lettres, des chiffres et des tirets bas (_), avec un point (.) entre eux`
    if (isHidden(c) || c === '\n' || c === '\r' || c === '\t') return `Supprimez ${what} ${where}`
    return `Supprimez ${what} ${where}, ou écrivez ${insteadOf(c)} à sa place`
  },
  'non-ascii': (e) => {
    const c = e.found as string
    if (isLoneSurrogate(c)) return `Supprimez le caractère invalide ${after(e.before)}`
    return `Remplacez ${q(c)} ${after(e.before)} par ${utf8PercentEncoding(c)}, ou supprimez ce caractère`
  },
  'bad-percent-encoding': (e) =>
    // The error is at the character after "%" (or "%X"): the sign itself is what to rewrite.
    `Écrivez le signe % ${after(e.before.slice(0, Math.max(0, e.before.lastIndexOf('%'))))} sous la forme %25, ou faites-le suivre de deux chiffres ou lettres de A à F, par exemple %20`,
  'unclosed-ip-literal': (e) => `Ajoutez un crochet fermant (]) ${after(e.before)}`,
  'invalid-ipv6': (e) => `Vérifiez l'adresse IP entre crochets${COLON}${e.found === null ? 'elle est incomplète' : `${named(e.found)} ${after(e.before)} ne peut pas y figurer`}`,
  'invalid-port': (e) => {
    if (e.likely?.part === 'port') {
      const digits = /^[0-9]*/.exec(e.likely.text)?.[0] ?? ''
      const where = digits === '' ? 'juste après les deux-points' : `après ${q(digits)}`
      const rule = `le numéro de port ${q(e.likely.text)} ne peut contenir que des chiffres, par exemple :8080`
      return e.likely.found === null ? capitalised(rule) : `Supprimez ${named(e.likely.found)} ${where}${COLON}${rule}`
    }
    return e.found === null ? capitalised(PORT_DIGITS) : `Supprimez ${named(e.found)} ${after(e.before)}${COLON}${PORT_DIGITS}`
  },
  'unexpected-end': incomplete,
  'too-long': (e) => `Saisissez une adresse de ${number(e.maxLength ?? e.offset)} caractères au maximum`,
  'invalid-options': () => SET_UP_WRONGLY,
  'disallowed-code-point': (e) => {
    const c = e.found as string
    if (isLoneSurrogate(c)) return `Supprimez le caractère invalide ${after(e.before)}`
    return `Supprimez ${named(c)} ${after(e.before)}, ou écrivez ${utf8PercentEncoding(c)} à sa place`
  },
  'zone-id-not-enabled': (e) => `Supprimez le ${q('%')} et ce qui le suit dans l'adresse IP ${after(e.before)}${COLON}ce formulaire n'accepte pas de nom de réseau à cet endroit`,
  'zone-id-needs-25': () => `Écrivez le ${q('%')} de l'adresse IP sous la forme ${q('%25')}, par exemple [fe80::1%25eth0]`,
  'invalid-idna-label': () => `Vérifiez l'orthographe du nom du site${COLON}une partie du nom ne peut pas être utilisée dans une adresse web`,
  'idna-label-too-long': () => `Raccourcissez le nom du site${COLON}chaque partie entre deux points doit faire 63 lettres au maximum une fois écrite pour le web`,
  'unclosed-expression': (e) => `Ajoutez une accolade fermante (}) ${after(e.before)}`,
  'reserved-operator': (e) =>
    `Supprimez ${e.found === null ? 'le signe' : named(e.found)} après ${q('{')}${COLON}ce qui est entre accolades commence par un nom, ou par l'un des signes + # . / ; ? &`,
  'invalid-expansion': () => `Une des valeurs données ne peut pas être insérée dans l'adresse${COLON}vérifiez les valeurs`,
  'scheme-violation': (e) => `Vérifiez ${KINDS.get(e.rule) ?? "l'adresse"}${COLON}ce type d'adresse ne s'écrit pas ainsi`,
  'component-conflict': () => `Cette partie ne peut pas aller avec le reste de l'adresse${COLON}vérifiez-la par rapport aux autres parties`,
  'not-expressible': () => `Ce modèle d'adresse utilise une possibilité que l'autre type de modèle n'a pas${COLON}réécrivez cette partie`,
}

/** Decoding's errors (`decodeComponent`): the text a person typed, with its %-codes. */
export const plainDecoding: Catalog['decoding'] = {
  'bad-percent-encoding': () => 'Écrivez le signe % sous la forme %25, ou faites-le suivre de deux chiffres ou lettres de A à F, par exemple %20',
  'invalid-utf8': () => `Vérifiez les codes commençant par % dans le texte${COLON}ensemble, ils ne forment aucun caractère`,
  'not-a-string': () => 'Saisissez du texte',
}

/** Whether a form's list of schemes holds web schemes only (its sentence then asks for a web address). */
const webOnly = (allowed: readonly string[]): boolean => allowed.length > 0 && allowed.every((s) => s === 'https' || s === 'http')

/** Où mène une adresse à usage spécial (`notPublicPlace`). */
const LEADS_TO = {
  self: "Cette adresse mène à l'ordinateur lui-même, et non à un site public",
  local: 'Cette adresse mène à un réseau privé ou local, et non à un site public',
  reserved: 'Cette adresse est réservée et ne mène à aucun site public',
} as const

/** Why a URI is not a web address this form takes. */
export const plainFaults: Catalog['faults'] = {
  'script-scheme': (f) =>
    f.web
      ? `Saisissez une adresse web qui commence par https://, par exemple ${EXAMPLE}. Les adresses qui lancent un script ne sont pas acceptées.`
      : `Saisissez une autre adresse${COLON}les adresses qui lancent un script ne sont pas acceptées.`,
  'scheme-not-allowed': (f) => {
    if (f.allowed === undefined) return `Saisissez une adresse web qui commence par https:// ou http://, par exemple ${EXAMPLE}`
    if (f.allowed.length === 0) return `Saisissez une autre adresse${COLON}ce formulaire n'en accepte aucune`
    if (webOnly(f.allowed))
      return `Saisissez une adresse web qui commence par ${either(f.allowed.map((s) => `${s}://`))}, par exemple ${f.allowed.includes('https') ? EXAMPLE : 'http://www.example.com'}`
    return `Saisissez une adresse qui commence par ${either(f.allowed.map((s) => `${s}:`))}`
  },
  'no-host': () => `Saisissez le nom du site après https://, par exemple ${EXAMPLE}`,
  'userinfo-not-allowed': (f) => `Supprimez ${q(`${f.text}@`)} de l'adresse${COLON}une adresse web ne peut pas contenir de nom d'utilisateur ni de mot de passe.`,
  'port-out-of-range': (f) => `Le numéro de port ${f.text} est trop grand. Indiquez un nombre de 0 à ${number(65535)}, ou supprimez ${q(`:${f.text}`)}.`,
  'not-public': (f) => {
    const place = notPublicPlace(f.why)
    if (place === 'single-label') return `Saisissez le nom complet d'un site web public, par exemple ${EXAMPLE}${COLON}${q(f.text)} seul n'en est pas un`
    return `${LEADS_TO[place]}${COLON}saisissez l'adresse d'un site web public, par exemple ${EXAMPLE}`
  },
}
