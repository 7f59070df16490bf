/**
 * The French sentences of the reasons an error carries (src/error/reasons/*.ts):
 * options, schemes, templates, conversions (IDNA, setters, what `fromUserInput`
 * changed) and the adapters. What to change, in the words of the kind of
 * address ("adresse web", "lien e-mail", "adresse de fichier"), never a rule's
 * name or an RFC's number; anything about options is the form's fault, not
 * the person's.
 *
 * @since 0.4.0
 */
import type { AdapterReason } from '../../error/reasons/adapters.ts'
import type { ConflictReason, IdnaHostReason, IdnaReason, UserInputReason } from '../../error/reasons/conversion.ts'
import type { OptionsReason } from '../../error/reasons/options.ts'
import type { FileNameFault, SchemeReason } from '../../error/reasons/schemes.ts'
import type { TemplateReason, URLPatternSyntaxFault } from '../../error/reasons/template.ts'
import type { Catalog, ReasonSentences } from '../catalog.ts'
import { plainCodes } from './codes.ts'
import { after, COLON, EXAMPLE, named, number, PAGE_SET_UP_WRONGLY, q, SET_UP_WRONGLY } from './words.ts'

// ---------------------------------------------------------------------------
// options
// ---------------------------------------------------------------------------

/** The options' reasons: only a value that is not text is the person's to fix; the rest is the form's. */
export const plainOptions: ReasonSentences<OptionsReason['kind']> = {
  'not-a-string': (r) => (r.subject === 'input' || r.subject === 'value' ? "Saisissez l'adresse sous forme de texte" : SET_UP_WRONGLY),
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

// ---------------------------------------------------------------------------
// schemes
// ---------------------------------------------------------------------------

/** Where a platform's files are, after "un fichier": "sous Windows". */
const ON: { readonly [P in 'posix' | 'windows']: string } = { posix: 'sous Linux ou sur un Mac', windows: 'sous Windows' }
const on = (platform: string): string => (platform === 'posix' || platform === 'windows' ? ON[platform] : 'sur cet ordinateur')

/** Why a name cannot be a file's, in everyday words, after "car ce nom". */
const faultPlain = (fault: FileNameFault): string => {
  switch (fault.fault) {
    case 'separator':
      return fault.character === '/' ? 'contient une barre oblique (/)' : 'contient une barre oblique inverse (\\)'
    case 'stream-colon':
      return 'contient un deux-points (:)'
    case 'reserved':
      return fault.codePoint < 0x20 ? 'contient un caractère invisible' : `contient le signe ${q(String.fromCodePoint(fault.codePoint))}`
    case 'nul':
      return 'contient un caractère invisible'
    case 'lone-surrogate':
      return 'contient un caractère invalide'
    case 'dots-and-spaces':
      return "n'est fait que de points et d'espaces"
  }
}

/** What a triplet in a data address's type stands for, in everyday words, after "correspond". */
const octetPlain = (octet: number): string =>
  octet === 0x20
    ? 'à un espace'
    : octet < 0x20 || octet === 0x7f
      ? 'à un caractère invisible'
      : octet > 0x7f
        ? "à une partie d'un caractère autre qu'une lettre ou un chiffre simple"
        : `au signe ${q(String.fromCharCode(octet))}`

/** The %-form of a mailto delimiter (RFC 3986 section 2.1: its octet in hex). */
const TRIPLETS = { '?': '%3F', '=': '%3D', '&': '%26', '/': '%2F', '#': '%23' } as const

const NOT_A_CHARACTER = `ensemble, ils ne forment ni une lettre ni un signe`
const INCOMPLETE_DATA = `Les données après la virgule sont incomplètes${COLON}vérifiez qu'elles ont été copiées en entier`

export const plainSchemes: ReasonSentences<SchemeReason['kind']> = {
  'http-form': (r) => `Saisissez une adresse web qui commence par ${r.scheme}:// suivi du nom du site, par exemple ${r.scheme}://www.example.com`,
  'http-empty-host': (r) => `Ajoutez le nom du site après ${r.scheme}://, par exemple ${r.scheme}://www.example.com`,
  'ws-fragment': (_r, e) => `Une adresse WebSocket ne peut pas contenir de ${q('#')}${COLON}supprimez le ${q('#')} ${after(e.before, true)} et ce qui le suit, ou écrivez %23 à sa place`,
  'ws-userinfo': () => `Une adresse WebSocket ne peut pas contenir de nom d'utilisateur ni de mot de passe${COLON}supprimez la partie qui va jusqu'au ${q('@')} inclus`,
  'ws-form': (r) => `Saisissez une adresse WebSocket qui commence par ${r.scheme}:// suivi du nom du site, par exemple ${r.scheme}://www.example.com/chat`,
  'mailto-delimiter': (r, e) =>
    r.character === '/' || r.character === '#'
      ? `Remplacez le ${q(r.character)} ${after(e.before, true)} par ${TRIPLETS[r.character]}${COLON}un lien e-mail ne peut pas le contenir tel quel`
      : `Remplacez le ${q(r.character)} ${after(e.before, true)} par ${TRIPLETS[r.character] ?? r.character}${COLON}dans un lien e-mail, ${q('?')}, ${q('&')} et ${q('=')} ne s'écrivent tels quels que pour ajouter des champs, par exemple mailto:name@example.com?subject=Hi&body=Hello`,
  'mailto-form': () => `Vérifiez le lien e-mail${COLON}il doit avoir la forme mailto:name@example.com?subject=Hello`,
  'mailto-no-at': (r) => `Ajoutez un ${q('@')} à l'adresse e-mail ${q(r.address)}, par exemple name@example.com`,
  'mailto-local-part': (r) => `Vérifiez la partie avant le ${q('@')} dans l'adresse e-mail ${q(r.address)}${COLON}elle contient un caractère ou un point qui ne peut pas s'y trouver`,
  'mailto-domain': (r) => `Vérifiez la partie après le ${q('@')} dans l'adresse e-mail${COLON}${q(r.domain)} n'est pas un nom de domaine comme example.com`,
  'mailto-not-utf8': (_r, e) => `Vérifiez les caractères écrits avec % ${after(e.before, true)} dans le lien e-mail${COLON}${NOT_A_CHARACTER}, comme %C3%A9 pour ${q('é')}`,
  'urn-question-mark': () => `Vérifiez l'URN${COLON}un ${q('?')} ne peut venir qu'après la valeur, suivi de ${q('+')} ou de ${q('=')}, par exemple urn:example:a?+b`,
  'urn-nid': () =>
    `Vérifiez le nom après ${q('urn:')}${COLON}il doit compter de 2 à 32 lettres, chiffres ou traits d'union (-), et commencer et finir par une lettre ou un chiffre, par exemple urn:isbn:0451450523`,
  'urn-nid-too-long': (r) => `Raccourcissez le nom après ${q('urn:')} à ${number(r.max)} caractères au maximum${COLON}il en compte ${number(r.length)}`,
  'urn-form': () => `Vérifiez l'URN${COLON}elle se compose de ${q('urn:')}, d'un nom, de deux-points et d'une valeur, par exemple urn:isbn:0451450523`,
  'urn-namespace-nss': (r) =>
    r.nid === 'uuid'
      ? `Vérifiez le code après ${q('urn:uuid:')}${COLON}il doit compter 32 chiffres et lettres de a à f, en groupes de 8, 4, 4, 4 et 12, par exemple f81d4fae-7dec-11d0-a765-00a0c91e6bf6`
      : `Vérifiez la valeur après ${q(`urn:${r.nid}:`)}${COLON}elle n'a pas la forme que ce type d'URN exige`,
  'file-port': () => `Supprimez le numéro de port de l'adresse de fichier${COLON}une adresse de fichier ne peut pas en avoir`,
  'file-form': (r) =>
    r.host
      ? `Vérifiez l'adresse de fichier${COLON}elle doit commencer par file:// suivi d'un nom d'ordinateur ou de rien, puis du chemin complet du fichier, par exemple file:///home/me/notes.txt`
      : `Vérifiez l'adresse de fichier${COLON}elle doit se composer de file: et du chemin complet du fichier, par exemple file:///home/me/notes.txt`,
  'file-segment-name': (r) => `Vérifiez l'adresse de fichier${COLON}${q(r.segment)} ne peut pas être le nom d'un fichier ${on(r.platform)}, car ce nom ${faultPlain(r.fault)}`,
  'file-path-not-utf8': (_r, e) => `Vérifiez les caractères écrits avec % ${after(e.before, true)} dans l'adresse de fichier${COLON}${NOT_A_CHARACTER}`,
  'file-posix-host': (r) => `Cette adresse de fichier désigne un autre ordinateur, ${q(r.host)}${COLON}un chemin sous Linux ou sur un Mac ne peut désigner qu'un fichier de cet ordinateur`,
  'file-posix-drive': (r) => `Cette adresse de fichier contient le lecteur Windows ${q(`${r.drive}:`)}, ce qui est impossible pour un chemin sous Linux ou sur un Mac`,
  'file-windows-server': (r) => `Vérifiez le nom d'ordinateur ${q(r.host)} dans l'adresse de fichier`,
  'file-win32-host': (r) => `Vérifiez le nom d'ordinateur dans l'adresse de fichier${COLON}${q(r.host)} n'est pas un nom d'ordinateur`,
  'file-unc-drive': (r) =>
    `Une adresse de fichier sur un autre ordinateur ne peut pas contenir de lettre de lecteur${COLON}supprimez le lecteur ${q(`${r.drive}:`)} ou le nom d'ordinateur ${q(r.host)}`,
  'file-unc-no-share': (r) => `Ajoutez le nom du dossier partagé après le nom d'ordinateur ${q(r.host)}`,
  'file-path-dot-segment': (r) => `Écrivez le chemin sans ${q(r.segment)}${COLON}indiquez plutôt le nom du dossier qu'il désigne`,
  'file-path-name': (r) => `Vérifiez le nom ${q(r.name)} dans le chemin${COLON}il ne peut pas être le nom d'un fichier ${on(r.platform)}, car il ${faultPlain(r.fault)}`,
  'file-win32-trailing': (r) => `Supprimez le point ou l'espace à la fin du nom ${q(r.name)}${COLON}Windows l'enlèverait`,
  'file-unc-server': (r) => `Vérifiez le nom d'ordinateur ${q(r.server)}${COLON}il ${faultPlain(r.fault)}`,
  'file-unc-path-no-share': () => `Ajoutez le nom du dossier partagé après le nom d'ordinateur, par exemple \\\\server\\share\\notes.txt`,
  'file-posix-relative': () => `Saisissez le chemin complet du fichier, en commençant par ${q('/')}, par exemple /home/me/notes.txt`,
  'file-posix-double-slash': () => `Commencez le chemin par un seul ${q('/')} au lieu de deux, par exemple /home/me/notes.txt`,
  'file-windows-relative': () => "Saisissez le chemin complet du fichier, en commençant par une lettre de lecteur ou un nom d'ordinateur, par exemple C:\\Users\\me\\notes.txt",
  'file-win32-namespace': (r) =>
    r.namespace === 'device'
      ? `Ce chemin désigne un périphérique, pas un fichier${COLON}saisissez le chemin d'un fichier, par exemple C:\\Users\\me\\notes.txt`
      : "Saisissez le chemin d'un fichier situé sur un lecteur ou dans un dossier partagé, par exemple C:\\Users\\me\\notes.txt",
  'data-token-triplet': (r) =>
    `Supprimez ${q(r.triplet)} du type au début de l'adresse de données${COLON}ce code correspond ${octetPlain(r.octet)}, qu'un type (comme text/plain) ne peut pas contenir`,
  'data-parameter': () => `Vérifiez le réglage après ${q(';')} dans l'adresse de données${COLON}il se compose d'un nom, de ${q('=')} et d'une valeur, par exemple charset=utf-8`,
  'data-form': () => `Vérifiez l'adresse de données${COLON}elle doit avoir la forme data:text/plain,Hello, avec une virgule avant les données`,
  'data-base64-character': (_r, e) =>
    `Vérifiez les données après la virgule${COLON}le caractère ${after(e.before, true)} ne peut pas s'y trouver, car des données encodées ne contiennent que des lettres, des chiffres, ${q('+')}, ${q('/')} et ${q('=')} à la fin`,
  'data-base64-length': () => INCOMPLETE_DATA,
  'forgiving-base64-not-octets': () => SET_UP_WRONGLY,
  'forgiving-base64-character': (_r, e) =>
    `Vérifiez les données après la virgule${COLON}le caractère ${after(e.before, true)} ne peut pas s'y trouver, car des données encodées ne contiennent que des lettres, des chiffres, des espaces, ${q('+')}, ${q('/')} et ${q('=')} à la fin`,
  'forgiving-base64-length': () => INCOMPLETE_DATA,
  'scheme-not-a-tree': () => SET_UP_WRONGLY,
}

// ---------------------------------------------------------------------------
// templates (an address made from values; URL patterns)
// ---------------------------------------------------------------------------

/** What to do about a character URLPattern does not read. */
const SYNTAX_FIX: { readonly [F in URLPatternSyntaxFault]: string } = {
  'unclosed-group': "ajoutez l'accolade fermante (})",
  'unclosed-regexp': 'ajoutez la parenthèse fermante ()), ou supprimez les parenthèses',
  'stray-character': 'supprimez ce caractère, ou placez une barre oblique inverse (\\) devant',
}

const oneText = (r: { readonly variable: string }): string => `Saisissez ${q(r.variable)} sous la forme d'un seul texte ou d'un nombre, pas d'une liste`

/** The character at a UTF-16 index of a text, whole (both halves of a pair), or null past its end. */
const characterAt = (text: string, at: number): string | null => {
  const cp = typeof text === 'string' ? text.codePointAt(at) : undefined
  return cp === undefined ? null : String.fromCodePoint(cp)
}

export const plainTemplate: ReasonSentences<TemplateReason['kind']> = {
  // A template's own text left open: the same advice as the code's, where the expression ends.
  'expression-unclosed': (_r, e) => plainCodes['unclosed-expression'](e),
  'variables-not-an-object': () => PAGE_SET_UP_WRONGLY,
  'variables-read-failed': () => PAGE_SET_UP_WRONGLY,
  'expansion-value-of-wrong-kind': (r) => `Saisissez ${q(r.variable)} sous la forme d'un texte, d'un nombre ou d'une liste de textes ou de nombres`,
  'expansion-member-not-scalar': (r) => `Saisissez chaque élément de ${q(r.variable)} sous la forme d'un texte ou d'un nombre`,
  'expansion-prefix-of-list': oneText,
  'expansion-prefix-of-map': oneText,
  'expansion-not-a-reference': (r) => {
    const c = characterAt(r.expansion, r.at)
    return c === null
      ? `Vérifiez ce que vous avez saisi${COLON}l'adresse obtenue n'est pas valide`
      : `Supprimez ${named(c)} de ce que vous avez saisi${COLON}l'adresse obtenue ne peut pas contenir ce caractère à cet endroit`
  },
  'partial-comma-operator': (r) => `Saisissez aussi ${q(r.variable)}${COLON}cette valeur va dans l'adresse avec les autres valeurs que vous avez saisies`,
  'partial-order-unknown': (r) => `Saisissez aussi les valeurs qui précèdent ${q(r.variable)}, ou laissez ${q(r.variable)} de côté pour le moment`,
  'route-templates-not-compiled': () => PAGE_SET_UP_WRONGLY,
  'urlpattern-cannot-express': (r) => `Modifiez ${q(r.part)}${COLON}un motif d'URL ne permet pas de l'exprimer`,
  'template-cannot-express': (r) => `Modifiez ${q(r.part)}${COLON}un modèle d'adresse ne permet pas de l'exprimer`,
  'urlpattern-not-valid': (r) => `Corrigez le motif à l'endroit de ${q(r.part)}${COLON}${SYNTAX_FIX[r.fault] ?? 'vérifiez comment il est écrit'}`,
  'urlpattern-component-not-a-string': () => PAGE_SET_UP_WRONGLY,
  'urlpattern-init-read-failed': () => PAGE_SET_UP_WRONGLY,
  'urlpattern-not-a-pattern': () => PAGE_SET_UP_WRONGLY,
}

// ---------------------------------------------------------------------------
// conversions: IDNA, setters, fromUserInput's changes
// ---------------------------------------------------------------------------

const CHECK_SPELLING = (label: string): string => `Vérifiez l'orthographe de ${q(label)} dans le nom du site${COLON}cette partie ne peut pas être utilisée dans une adresse web`
const SHORTEN = (label: string): string => `Raccourcissez ${q(label)} dans le nom du site${COLON}chaque partie entre deux points doit faire 63 lettres au maximum une fois écrite pour le web`
/** An A-label `uriToIRIReport` kept: nothing for the person to do, only what they see. */
const KEPT = (label: string): string => `La partie ${q(label)} du nom du site est affichée telle qu'elle est écrite${COLON}ce n'est pas un nom international valide`

const plainIdna: ReasonSentences<(IdnaReason | IdnaHostReason)['kind']> = {
  'idna-host-not-a-string': () => 'Saisissez le nom du site sous forme de texte',
  'idna-forbidden-code-point': (r) => `Supprimez ${r.character === ' ' ? "l'espace" : q(r.character)} du nom du site${COLON}un nom de site ne peut pas contenir ce caractère`,
  'idna-a-label-too-long': (r) => (r.direction === 'to-ascii' ? SHORTEN(r.label) : KEPT(r.label)),
  'idna-mapped-label-too-long': (r) => SHORTEN(r.label),
  'idna-result-too-long': (r) => SHORTEN(r.label),
  'idna-no-url-parser': () => `Le nom du site n'a pas pu être vérifié, car ce formulaire est mal configuré${COLON}contactez les responsables du site`,
  'idna-label-disallowed': (r) => CHECK_SPELLING(r.label),
  'idna-bidi-rule': () => `Vérifiez le nom du site${COLON}ses parties mélangent les sens d'écriture d'une manière qu'une adresse web ne permet pas`,
  'idna-empty-after-mapping': () => `Saisissez un nom de site${COLON}ce qui a été saisi ne contient aucune lettre ni aucun chiffre utilisable dans une adresse web`,
  'idna-mapped-forbidden-code-point': (r) => `Supprimez le caractère qui correspond à ${q(r.character)} dans le nom du site${COLON}un nom de site ne peut pas contenir ce caractère`,
  'idna-ends-in-number': () => `Vérifiez le nom du site${COLON}un nom qui se termine par un nombre doit être une adresse IP, par exemple 192.0.2.1`,
  'idna-not-punycode': (r) => (r.direction === 'to-ascii' ? CHECK_SPELLING(r.label) : KEPT(r.label)),
  'idna-decodes-to-ascii': (r) => (r.direction === 'to-ascii' ? CHECK_SPELLING(r.label) : KEPT(r.label)),
  'idna-u-label-refused': (r) => (r.direction === 'to-ascii' ? CHECK_SPELLING(r.label) : KEPT(r.label)),
  'idna-not-round-trip': (r) => (r.direction === 'to-ascii' ? CHECK_SPELLING(r.label) : KEPT(r.label)),
  'idna-host-not-utf8': () => `Vérifiez les codes commençant par % dans le nom du site${COLON}ensemble, ils ne forment aucun caractère`,
}

/** A part a setter adds or keeps, with its article: "un numéro de port", "le numéro de port". */
const A_PART: { readonly [P in 'userinfo' | 'port']: string } = { userinfo: "un nom d'utilisateur", port: 'un numéro de port' }
const THE_PART: { readonly [P in 'userinfo' | 'port']: string } = { userinfo: "le nom d'utilisateur", port: 'le numéro de port' }

const plainConflict: ReasonSentences<ConflictReason['kind']> = {
  'conflict-path-after-authority': (r) =>
    r.set === 'path'
      ? `Commencez le chemin par ${q('/')}, par exemple /${r.path}`
      : `Modifiez d'abord le chemin ${q(r.path)} pour qu'il commence par ${q('/')}${COLON}après un nom de site, un chemin commence par ${q('/')}`,
  'conflict-path-starts-with-slashes': (r) =>
    r.set === 'path'
      ? `Supprimez un ${q('/')} au début du chemin, ou ajoutez d'abord un nom de site`
      : `Modifiez d'abord le chemin ${q(r.path)}${COLON}sans nom de site, un chemin ne peut pas commencer par ${q('//')}`,
  'conflict-colon-in-first-segment': (r) =>
    r.set === 'path'
      ? `Écrivez le chemin sous la forme ./${r.path}${COLON}un ${q(':')} avant le premier ${q('/')} serait lu comme le début d'une adresse`
      : `Modifiez d'abord le chemin ${q(r.path)}${COLON}un ${q(':')} avant son premier ${q('/')} serait lu comme le début d'une adresse`,
  'conflict-needs-host': (r) => `Ajoutez un nom de site avant d'ajouter ${A_PART[r.set] ?? 'cette partie'}`,
  'conflict-host-removal': (r) => `Supprimez ${THE_PART[r.blocking] ?? 'les autres parties'} avant de supprimer le nom du site`,
}

const plainUserInput: ReasonSentences<UserInputReason['kind']> = {
  'input-trimmed': () => "Nous avons supprimé les espaces avant et après l'adresse",
  'input-unwrapped': (r) => `Nous avons supprimé ${q(r.open)} et ${q(r.close)} autour de l'adresse`,
  'input-url-prefix-removed': () => `Nous avons supprimé ${q('URL:')} au début de l'adresse`,
  'input-whitespace-removed': () => "Nous avons supprimé les sauts de ligne et les espaces à l'intérieur de l'adresse",
  'input-scheme-added': (r) => `Nous avons ajouté ${r.added} au début de l'adresse`,
}

// ---------------------------------------------------------------------------
// adapters
// ---------------------------------------------------------------------------

/** Un blanc tel qu'une personne le nomme : un saut de ligne ou une tabulation par son nom, tout autre un espace. */
const spaceName = (found: string): string =>
  found === '\n' || found === '\r' || found === '\u2028' || found === '\u2029' ? 'le saut de ligne' : found === '\t' ? 'la tabulation' : "l'espace"

const plainAdapters: ReasonSentences<AdapterReason['kind']> = {
  'web-missing-scheme': () => `Saisissez une adresse web qui commence par https://, par exemple ${EXAMPLE}`,
  'surrounding-space': (r) => `Supprimez ${spaceName(r.found)} ${r.side === 'start' ? 'au début' : 'à la fin'} de l'adresse`,
  'non-ascii-host': (_, e) =>
    `Remplacez ${q(e.found ?? '')} dans le nom du site${COLON}ce formulaire n'y accepte que les lettres de a à z, les chiffres, les tirets (-) et les points (.), alors saisissez un nom international sous sa forme qui commence par xn--`,
  'public-needs-web': () => SET_UP_WRONGLY,
  'adapter-not-a-feature': () => SET_UP_WRONGLY,
  'form-values-not-an-object': () => SET_UP_WRONGLY,
  'form-field-asynchronous': () => SET_UP_WRONGLY,
  'form-field-not-a-schema': () => SET_UP_WRONGLY,
}

/**
 * The concerns' tables as one, by a pure call (a bundler keeps a spread at a module's top, as it may run a
 * getter), typed as the tables together, so that a kind without its sentence still fails to compile below
 * (`Object.assign` with more than three sources is typed `any`).
 */
const joined = <A, B, C, D, E, F, G>(a: A, b: B, c: C, d: D, e: E, f: F, g: G): A & B & C & D & E & F & G => Object.assign({}, a, b, c, d, e, f, g)

/** Every reason kind's French sentence: a kind without one fails to compile here. */
export const plainReasons: Catalog['reasons'] = /* @__PURE__ */ joined(plainOptions, plainSchemes, plainTemplate, plainIdna, plainConflict, plainUserInput, plainAdapters)
