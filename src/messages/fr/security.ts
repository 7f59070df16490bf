/**
 * The French sentences of `typed-uri/security`'s facts: `inspect`'s warnings,
 * `policy`'s violations, and the refusals of `safeRedirect` and `readings`.
 * For a person shown an address: what the risk is and what to do, in
 * everyday words (no section numbers, no parser names), formal "vous".
 *
 * @since 0.4.0
 */
import type { OptionsReason } from '../../error/reasons/options.ts'
import type { ComponentName } from '../../security/differ.ts'
import type { IriComponent } from '../../security/iri-checks.ts'
import type { Catalog } from '../catalog.ts'
import { plainOptions } from './reasons.ts'
import { both, capitalised, COLON, EXAMPLE, either, number, q } from './words.ts'

/** A code point as its character; U+FFFD for what is no code point (a fact made in JavaScript). */
const characterOf = (cp: number): string => (Number.isInteger(cp) && cp >= 0 && cp <= 0x10ffff ? String.fromCodePoint(cp) : '\uFFFD')
const isControl = (cp: number): boolean => cp < 0x20 || cp === 0x7f

/** A character a lenient decoder makes: a control by its name, any other quoted. */
const shownCharacter = (cp: number): string => (isControl(cp) ? 'un caractère de contrôle' : q(characterOf(cp)))

/** An options reason in the catalog's words: its sentences read the reason alone (no error comes with a policy's options). */
const optionsSentence = (reason: OptionsReason): string => (plainOptions[reason.kind] as unknown as (reason: OptionsReason) => string)(reason)

/** Each component of an IRI (RFC 3987 section 4.2), with its article, as a person names it. */
const IRI_PARTS: { readonly [C in IriComponent]: string } = {
  userinfo: "le nom d'utilisateur",
  'host-label': 'le nom du site',
  path: 'le chemin',
  query: `la partie après ${q('?')}`,
  fragment: `la partie après ${q('#')}`,
}

/** Unicode's script names (iri-checks.ts's list), as French names the alphabets. */
const SCRIPTS: ReadonlyMap<string, string> = /* @__PURE__ */ new Map([
  ['Latin', 'latin'],
  ['Greek', 'grec'],
  ['Cyrillic', 'cyrillique'],
  ['Armenian', 'arménien'],
  ['Hebrew', 'hébreu'],
  ['Arabic', 'arabe'],
  ['Syriac', 'syriaque'],
  ['Thaana', 'thâna'],
  ['Devanagari', 'dévanagari'],
  ['Bengali', 'bengali'],
  ['Gurmukhi', 'gurmukhi'],
  ['Gujarati', 'goudjarati'],
  ['Oriya', 'oriya'],
  ['Tamil', 'tamoul'],
  ['Telugu', 'télougou'],
  ['Kannada', 'kannada'],
  ['Malayalam', 'malayalam'],
  ['Sinhala', 'cingalais'],
  ['Thai', 'thaï'],
  ['Lao', 'lao'],
  ['Tibetan', 'tibétain'],
  ['Myanmar', 'birman'],
  ['Georgian', 'géorgien'],
  ['Hangul', 'hangeul'],
  ['Ethiopic', 'éthiopien'],
  ['Cherokee', 'cherokee'],
  ['Khmer', 'khmer'],
  ['Mongolian', 'mongol'],
  ['Hiragana', 'hiragana'],
  ['Katakana', 'katakana'],
  ['Bopomofo', 'bopomofo'],
  ['Han', 'chinois (han)'],
  ['Other', 'un autre alphabet'],
])
const scriptName = (script: string): string => SCRIPTS.get(script) ?? script.replace(/_/g, ' ')

const CHECK_SOURCE = "ne l'ouvrez que si vous avez confiance en sa provenance"
const BEFORE_SHARING = "avant de partager ou d'enregistrer l'adresse"

export const plainWarnings: Catalog['warnings'] = {
  userinfo: (w) => `L'adresse contient un nom d'utilisateur avant le nom du site, ce qui la rend facile à mal lire${COLON}elle mène à ${w.host}`,
  'userinfo-looks-like-host': (w) => `L'adresse semble mener à ${w.user}, mais elle mène à ${w.host}${COLON}${CHECK_SOURCE}`,
  password: () => `L'adresse contient un mot de passe${COLON}supprimez-le ${BEFORE_SHARING}`,
  'whatwg-credentials': (w) =>
    w.password
      ? `Un navigateur web enverrait au site le nom d'utilisateur et le mot de passe contenus dans cette adresse${COLON}supprimez-les ${BEFORE_SHARING}`
      : `Un navigateur web enverrait au site le nom d'utilisateur contenu dans cette adresse${COLON}supprimez-le ${BEFORE_SHARING}`,
  'well-known-port': (w) => `L'adresse utilise le port ${w.port}, habituellement réservé à un autre type de service${COLON}${CHECK_SOURCE}`,
  'rare-ip-format': (w) => `Le nom du site ${q(w.host)} est une adresse numérique déguisée, ${w.address}${COLON}vérifiez où mène réellement l'adresse avant de l'ouvrir`,
  'nul-octet': (w) => `L'adresse contient un caractère invisible (${w.written ?? '%00'}) qui peut la couper dans certains programmes${COLON}supprimez-le`,
  'encoded-line-break': (w) =>
    `L'adresse contient un saut de ligne caché (${w.written}) qui peut ajouter un texte choisi par quelqu'un d'autre à un e-mail ou à un journal${COLON}supprimez-le`,
  'encoded-control': (w) => `L'adresse contient un caractère de contrôle caché (${w.written}) auquel certains programmes réagissent${COLON}supprimez-le`,
  'double-encoding': (w) =>
    `L'adresse contient ${q(w.written)}, dont le sens change à chaque décodage, si bien qu'une vérification peut laisser passer ce qu'il devient${COLON}${CHECK_SOURCE}`,
  'encoded-path-delimiter': (w) => `Le chemin ${q(w.segment)} contient un ${q(w.delimiter)} caché qui peut donner accès à d'autres fichiers du serveur${COLON}${CHECK_SOURCE}`,
  'encoded-dot-segment': (w) => `Le chemin ${q(w.segment)} est un ${q(w.decoded)} caché, qui peut donner accès à d'autres fichiers du serveur${COLON}${CHECK_SOURCE}`,
  'encoded-delimiter-in-host': (w) =>
    `Le nom du site contient un ${q(w.delimiter)} caché (${w.written}), si bien que certains programmes peuvent aller sur un autre site${COLON}${CHECK_SOURCE}`,
  'mailto-header': (w) =>
    w.recipients
      ? `Ce lien e-mail ajoute des destinataires (${q(w.field)}) que vous ne voyez peut-être pas${COLON}vérifiez tous les destinataires de l'e-mail avant de l'envoyer`
      : `Ce lien e-mail remplit le champ ${q(w.field)} de l'e-mail${COLON}vérifiez tout l'e-mail avant de l'envoyer`,
  'parser-differential': (w) => {
    switch (w.difference) {
      case 'host-too-long':
        return `Le nom du site est trop long pour vérifier où un navigateur web irait${COLON}n'ouvrez pas l'adresse`
      case 'browser-refuses':
        return `Un navigateur web ne peut pas ouvrir cette adresse${COLON}vérifiez comment elle est écrite`
      case 'host':
        return `Un navigateur web irait sur ${w.whatwg}, et non sur ${w.rfc3986} comme c'est écrit${COLON}vérifiez l'adresse avant de l'ouvrir`
      default:
        return `Un navigateur web ouvrirait la page ${w.whatwg}, et non ${w.rfc3986} comme c'est écrit${COLON}vérifiez l'adresse avant de l'ouvrir`
    }
  },
  'script-scheme': () => `L'adresse lance un script au lieu d'ouvrir une page${COLON}ne l'ouvrez pas`,
  'bidi-formatting': (w) => `${capitalised(IRI_PARTS[w.component] ?? "l'adresse")} contient un caractère invisible qui change l'ordre d'affichage de l'adresse${COLON}supprimez-le`,
  'bidi-component': (w) =>
    `${capitalised(IRI_PARTS[w.component] ?? "l'adresse")} ${q(w.text)} mélange l'écriture de droite à gauche et celle de gauche à droite, si bien que l'ordre d'affichage peut différer de l'ordre d'écriture${COLON}lisez l'adresse attentivement`,
  'mixed-script-host': (w) =>
    `Le nom du site ${q(w.label)} mélange des lettres de différents alphabets (${both(w.scripts.map(scriptName))}), si bien qu'il peut se faire passer pour un autre site${COLON}${CHECK_SOURCE}`,
  'confusable-host': (w) => `Le nom du site ${q(w.label)} ressemble à ${q(w.looksLike)}, mais c'est un autre site${COLON}${CHECK_SOURCE}`,
  'overlong-utf8': (w) => `L'adresse contient un caractère déguisé (${w.written}) que certains programmes lisent comme ${shownCharacter(w.codePoint)}${COLON}supprimez-le`,
}

const NOT_HERE = 'Cette adresse ne peut pas être utilisée ici'

/** Schemes as a person types them: "https://". */
const typed = (schemes: readonly string[]): string => either(schemes.map((s) => `${s}://`))

export const plainViolations: Catalog['violations'] = {
  'not-absolute': () => "Saisissez l'adresse complète, en commençant par https://, par exemple https://www.example.com/page",
  'scheme-not-allowed': (v) => (v.allowed.length === 0 ? NOT_HERE : `Saisissez une adresse qui commence par ${typed(v.allowed)}`),
  'no-host': () => `Saisissez le nom du site après https://, par exemple ${EXAMPLE}`,
  'host-kind-not-allowed': (v) =>
    v.allowed.length === 1 && v.allowed[0] === 'reg-name'
      ? 'Saisissez le nom du site, par exemple www.example.com, et non une adresse numérique'
      : `${NOT_HERE}${COLON}saisissez un autre type d'adresse de site`,
  'host-not-allowed': (v) => `${NOT_HERE}${COLON}${v.whatwg ?? v.host} ne fait pas partie des sites autorisés`,
  'port-not-allowed': (v) =>
    v.allowed.length === 0
      ? NOT_HERE
      : v.port === null
        ? `Ajoutez un numéro de port à l'adresse${COLON}${either(v.allowed.map(String))}`
        : `Le port ${v.port} ne peut pas être utilisé ici${COLON}utilisez le port ${either(v.allowed.map(String))}`,
  'userinfo-not-allowed': () => `Supprimez de l'adresse le nom d'utilisateur et le mot de passe (la partie avant ${q('@')})`,
  'private-address': () => `Cette adresse mène à un réseau privé ou à l'ordinateur lui-même, et non à un site public${COLON}saisissez une adresse web publique`,
  'rare-ip-format': (v) => `Le nom du site ${q(v.host)} est une adresse numérique déguisée, ${v.address}${COLON}saisissez plutôt le nom du site`,
  'invalid-options': (v) => optionsSentence(v.reason),
}

/** Each component, with its article, as a person names it. */
const PART_NAMES: { readonly [C in ComponentName]: string } = {
  scheme: `la partie avant ${q(':')}`,
  userinfo: "le nom d'utilisateur ou le mot de passe",
  host: 'le nom du site',
  port: 'le numéro de port',
  path: 'le chemin',
  query: `la partie après ${q('?')}`,
  fragment: `la partie après ${q('#')}`,
}

const CHECK_SET_UP_WRONGLY = "L'adresse n'a pas pu être vérifiée, car la vérification est mal configurée"

/** Where a return address is refused: why, in a person's words. */
export const plainRefusals: Catalog['refusals'] = {
  'not-text': () => "L'adresse n'est pas du texte, elle ne peut donc pas être vérifiée",
  'not-a-reference': (_r, e) => `L'adresse n'est pas écrite comme une adresse web doit l'être${COLON}vérifiez le caractère en position ${e.offset + 1}`,
  'no-base': () => "L'adresse n'est que la fin d'une adresse, et il n'y a pas d'adresse complète à laquelle la rattacher",
  'browser-refuses': () => `Un navigateur web ne peut pas lire l'adresse${COLON}vérifiez comment elle est écrite`,
  'no-runtime-url': () => "L'adresse n'a pas pu être vérifiée, car ce système n'a aucun moyen de la lire comme un navigateur web pour comparer",
  'host-too-long': (r) => `Le nom du site est trop long pour être vérifié${COLON}il doit faire ${number(r.limit)} caractères au maximum`,
  'invalid-options': (r) => {
    if (r.option === 'options') return `${CHECK_SET_UP_WRONGLY}${COLON}ses options doivent être un objet`
    if (r.option === 'base') return `${CHECK_SET_UP_WRONGLY}${COLON}${q('base')} doit être l'adresse complète de ce site, par exemple https://example.com/`
    return 'index' in r && r.index !== undefined
      ? `${CHECK_SET_UP_WRONGLY}${COLON}l'entrée ${r.index + 1} de ${q('allow')} doit être un site écrit comme https://example.com ou https://example.com:8443`
      : `${CHECK_SET_UP_WRONGLY}${COLON}${q('allow')} doit être une liste de sites, chacun écrit comme https://example.com`
  },
  'script-scheme': (r) => `L'adresse lance un script (${r.scheme}:) au lieu d'ouvrir une page${COLON}elle ne peut donc pas être utilisée`,
  'other-origin': (r) => {
    if (r.origin === 'null')
      return r.reader === 'rfc3986' ? "L'adresse ne désigne aucun site, elle ne peut donc pas être utilisée" : "Un navigateur web n'ouvrirait aucun site avec cette adresse"
    return r.reader === 'rfc3986'
      ? `L'adresse mène à ${r.origin}, qui n'est ni ce site ni un site qu'il autorise`
      : `Un navigateur web irait sur ${r.origin}, qui n'est ni ce site ni un site qu'il autorise`
  },
  'parsers-disagree': (r) =>
    `Un navigateur web lirait ${both(r.components.map((c) => PART_NAMES[c] ?? c))} de l'adresse autrement que d'autres programmes, si bien qu'on ne sait pas avec certitude où elle mène`,
  'path-starts-with-two-slashes': () => `Le chemin de l'adresse commence par deux barres obliques, ce qui peut mener à un autre site${COLON}supprimez-en une`,
}
