/**
 * The Spanish sentences of `typed-uri/security`'s facts: `inspect`'s warnings,
 * `policy`'s violations and the refusals of `safeRedirect` and `readings`. For
 * a person shown an address: what the risk is and what to do, in everyday
 * words (no section numbers, no parser names), without a final full stop.
 *
 * @since 0.4.0
 */
import type { OptionsReason } from '../../error/reasons/options.ts'
import type { ComponentName } from '../../security/differ.ts'
import type { IriComponent } from '../../security/iri-checks.ts'
import type { Catalog } from '../catalog.ts'
import { options } from './reasons.ts'
import { capitalised, either, listed, number, quoted } from './words.ts'

// ---------------------------------------------------------------------------
// inspect's warnings
// ---------------------------------------------------------------------------

/** Each component of RFC 3987 section 4.2, as a person names it, with its article. */
const IRI_PARTS: { readonly [C in IriComponent]: string } = {
  userinfo: 'el nombre de usuario',
  'host-label': 'el nombre del sitio web',
  path: 'la ruta',
  query: 'la parte después de «?»',
  fragment: 'la parte después de «#»',
}
const iriPart = (c: IriComponent): string => capitalised(IRI_PARTS[c] ?? 'una parte de la dirección')

/** The scripts `inspect` tells apart (Unicode's names), as Spanish names the alphabets. */
const SCRIPTS: ReadonlyMap<string, string> = /* @__PURE__ */ new Map([
  ['Latin', 'latino'],
  ['Greek', 'griego'],
  ['Cyrillic', 'cirílico'],
  ['Armenian', 'armenio'],
  ['Hebrew', 'hebreo'],
  ['Arabic', 'árabe'],
  ['Syriac', 'siríaco'],
  ['Thaana', 'thaana'],
  ['Devanagari', 'devanagari'],
  ['Bengali', 'bengalí'],
  ['Gurmukhi', 'gurmukhi'],
  ['Gujarati', 'guyaratí'],
  ['Oriya', 'oriya'],
  ['Tamil', 'tamil'],
  ['Telugu', 'telugu'],
  ['Kannada', 'canarés'],
  ['Malayalam', 'malayalam'],
  ['Sinhala', 'cingalés'],
  ['Thai', 'tailandés'],
  ['Lao', 'lao'],
  ['Tibetan', 'tibetano'],
  ['Myanmar', 'birmano'],
  ['Georgian', 'georgiano'],
  ['Hangul', 'coreano'],
  ['Ethiopic', 'etíope'],
  ['Cherokee', 'cheroqui'],
  ['Khmer', 'jemer'],
  ['Mongolian', 'mongol'],
  ['Hiragana', 'hiragana'],
  ['Katakana', 'katakana'],
  ['Bopomofo', 'bopomofo'],
  ['Han', 'chino'],
  ['Other', 'otro alfabeto'],
])
const scriptName = (script: string): string => SCRIPTS.get(script) ?? script.replace(/_/g, ' ')

/** A character a lenient decoder makes: a control by what it is, any other quoted. */
const shownCharacter = (cp: number): string =>
  cp < 0x20 || cp === 0x7f ? 'un carácter de control' : quoted(Number.isInteger(cp) && cp >= 0 && cp <= 0x10ffff ? String.fromCodePoint(cp) : '\uFFFD')

const CHECK_SOURCE = 'ábrala solo si confía en su origen'
const CHECK_BEFORE_OPENING = 'revise la dirección antes de abrirla'

const warnings: Catalog['warnings'] = {
  userinfo: (w) => `La dirección tiene un nombre de usuario delante del nombre del sitio web, así que es fácil leerla mal: en realidad lleva a ${w.host}`,
  'userinfo-looks-like-host': (w) => `Parece que la dirección lleva a ${w.user}, pero lleva a ${w.host}: ${CHECK_SOURCE}`,
  password: () => 'La dirección contiene una contraseña: elimínela antes de compartir o guardar la dirección',
  'whatwg-credentials': (w) =>
    w.password
      ? 'Un navegador web enviaría al sitio web el nombre de usuario y la contraseña que hay en esta dirección: elimínelos antes de compartir o guardar la dirección'
      : 'Un navegador web enviaría al sitio web el nombre de usuario que hay en esta dirección: elimínelo antes de compartir o guardar la dirección',
  'well-known-port': (w) => `La dirección usa el puerto ${w.port}, que suele reservarse para otro tipo de servicio: ${CHECK_SOURCE}`,
  'rare-ip-format': (w) => `El nombre del sitio web ${quoted(w.host)} es una dirección numérica disfrazada, ${w.address}: compruebe adónde lleva realmente la dirección antes de abrirla`,
  'nul-octet': () => 'La dirección contiene un carácter invisible (%00) que puede cortarla en algunos programas: elimínelo',
  'encoded-line-break': (w) =>
    `La dirección contiene un salto de línea oculto (${w.written}) que puede añadir texto elegido por otra persona a un correo electrónico o a un registro: elimínelo`,
  'encoded-control': (w) => `La dirección contiene un carácter de control oculto (${w.written}) al que algunos programas reaccionan: elimínelo`,
  'double-encoding': (w) =>
    `La dirección contiene ${quoted(w.written)}, que cambia de significado cada vez que se descodifica, así que una comprobación puede no ver en qué se convierte: ${CHECK_SOURCE}`,
  'encoded-path-delimiter': (w) => `La ruta ${quoted(w.segment)} contiene una ${quoted(w.delimiter)} oculta que puede dar acceso a otros archivos del servidor: ${CHECK_SOURCE}`,
  'encoded-dot-segment': (w) => `La ruta ${quoted(w.segment)} es un ${quoted(w.decoded)} oculto, que puede dar acceso a otros archivos del servidor: ${CHECK_SOURCE}`,
  'encoded-delimiter-in-host': (w) =>
    `El nombre del sitio web contiene un ${quoted(w.delimiter)} oculto (${w.written}), así que algunos programas podrían ir a otro sitio web: ${CHECK_SOURCE}`,
  'mailto-header': (w) =>
    w.recipients
      ? `Este enlace de correo añade destinatarios (${quoted(w.field)}) que quizá usted no vea: compruebe a quién va dirigido el correo antes de enviarlo`
      : `Este enlace de correo rellena el campo ${quoted(w.field)} del correo: revise el correo completo antes de enviarlo`,
  'parser-differential': (w) => {
    switch (w.difference) {
      case 'host-too-long':
        return 'El nombre del sitio web es demasiado largo para comprobar adónde iría un navegador web: no abra la dirección'
      case 'browser-refuses':
        return 'Un navegador web no puede abrir esta dirección: revise cómo está escrita'
      case 'host':
        return `Un navegador web iría a ${w.whatwg}, no a ${w.rfc3986} como está escrito: ${CHECK_BEFORE_OPENING}`
      default:
        return `Un navegador web abriría la página ${w.whatwg}, no ${w.rfc3986} como está escrito: ${CHECK_BEFORE_OPENING}`
    }
  },
  'script-scheme': () => 'La dirección ejecuta código en lugar de abrir una página: no la abra',
  'bidi-formatting': (w) => `${iriPart(w.component)} contiene un carácter invisible que cambia el orden en que se muestra la dirección: elimínelo`,
  'bidi-component': (w) =>
    `${iriPart(w.component)} ${quoted(w.text)} mezcla escritura de derecha a izquierda y de izquierda a derecha, así que puede mostrarse en un orden distinto del que tiene: lea la dirección con atención`,
  'mixed-script-host': (w) =>
    `El nombre del sitio web ${quoted(w.label)} mezcla letras de alfabetos distintos (${listed(w.scripts.map(scriptName))}), así que puede hacerse pasar por otro sitio web: ${CHECK_SOURCE}`,
  'confusable-host': (w) => `El nombre del sitio web ${quoted(w.label)} se parece a ${quoted(w.looksLike)}, pero es otro sitio web: ${CHECK_SOURCE}`,
  'overlong-utf8': (w) => `La dirección contiene un carácter disfrazado (${w.written}) que algunos programas leen como ${shownCharacter(w.codePoint)}: elimínelo`,
}

// ---------------------------------------------------------------------------
// policy's violations
// ---------------------------------------------------------------------------

/** An options reason in this catalog's words: its sentences read the reason alone (no error comes with a policy's options). */
const optionsSentence = (reason: OptionsReason): string => (options[reason.kind] as unknown as (reason: OptionsReason) => string)(reason)

/** Schemes as a person types them: "https://". */
const typed = (schemes: readonly string[]): string => either(schemes.map((s) => `${s}://`))

const NOT_HERE = 'Esta dirección no se puede usar aquí'

const violations: Catalog['violations'] = {
  'not-absolute': () => 'Escriba la dirección completa, empezando por https://, como https://www.example.com/page',
  'scheme-not-allowed': (v) => (v.allowed.length === 0 ? NOT_HERE : `Escriba una dirección que empiece por ${typed(v.allowed)}`),
  'no-host': () => 'Escriba el nombre del sitio web después de https://, como https://www.example.com',
  'host-kind-not-allowed': (v) =>
    v.allowed.length === 1 && v.allowed[0] === 'reg-name'
      ? 'Escriba el nombre del sitio web, como www.example.com, no una dirección numérica'
      : `${NOT_HERE}: escriba otro tipo de dirección de sitio web`,
  'host-not-allowed': (v) => `${NOT_HERE}: ${v.whatwg ?? v.host} no es uno de los sitios web permitidos`,
  'port-not-allowed': (v) =>
    v.allowed.length === 0
      ? NOT_HERE
      : v.port === null
        ? `Añada un número de puerto a la dirección: ${either(v.allowed.map(String))}`
        : `El puerto ${v.port} no se puede usar aquí: use el puerto ${either(v.allowed.map(String))}`,
  'userinfo-not-allowed': () => 'Elimine de la dirección el nombre de usuario y la contraseña (la parte antes de «@»)',
  'private-address': () => 'Esta dirección lleva a una red privada o al propio equipo, no a un sitio web público: escriba una dirección web pública',
  'rare-ip-format': (v) => `El nombre del sitio web ${quoted(v.host)} es una dirección numérica disfrazada, ${v.address}: escriba en su lugar el nombre del sitio web`,
  'invalid-options': (v) => optionsSentence(v.reason),
}

// ---------------------------------------------------------------------------
// the refusals of safeRedirect and readings
// ---------------------------------------------------------------------------

/** Each component as a person names it, with its article. */
const PART_NAMES: { readonly [C in ComponentName]: string } = {
  scheme: 'la parte antes de «:»',
  userinfo: 'el nombre de usuario o la contraseña',
  host: 'el nombre del sitio web',
  port: 'el número de puerto',
  path: 'la ruta',
  query: 'la parte después de «?»',
  fragment: 'la parte después de «#»',
}

const CHECK_SET_UP_WRONGLY = 'No se pudo comprobar la dirección porque la comprobación está mal configurada'

const refusals: Catalog['refusals'] = {
  'not-text': () => 'La dirección no es texto, así que no se puede comprobar',
  'not-a-reference': (_r, e) => `La dirección no está escrita como debe estarlo una dirección web: revise el carácter número ${e.offset + 1}`,
  'no-base': () => 'La dirección es solo el final de una dirección, y no hay ninguna dirección completa con la que leerla',
  'browser-refuses': () => 'Un navegador web no puede leer la dirección: revise cómo está escrita',
  'no-runtime-url': () => 'No se pudo comprobar la dirección porque este sistema no tiene el lector de direcciones de un navegador web con el que compararla',
  'host-too-long': (r) => `El nombre del sitio web es demasiado largo para comprobarlo: debe tener como máximo ${number(r.limit)} caracteres`,
  'invalid-options': (r) => {
    if (r.option === 'options') return `${CHECK_SET_UP_WRONGLY}: sus opciones deben ser un objeto`
    if (r.option === 'base') return `${CHECK_SET_UP_WRONGLY}: «base» debe ser la dirección completa de este sitio, como https://example.com/`
    return 'index' in r && r.index !== undefined
      ? `${CHECK_SET_UP_WRONGLY}: la entrada ${r.index + 1} de «allow» debe ser un sitio escrito como https://example.com o https://example.com:8443`
      : `${CHECK_SET_UP_WRONGLY}: «allow» debe ser una lista de sitios, cada uno escrito como https://example.com`
  },
  'script-scheme': (r) => `La dirección ejecuta código (${r.scheme}:) en lugar de abrir una página, así que no se puede usar`,
  'other-origin': (r) => {
    if (r.origin === 'null')
      return r.reader === 'rfc3986' ? 'La dirección no indica ningún sitio web, así que no se puede usar' : 'Un navegador web no abriría ningún sitio web con esta dirección'
    return r.reader === 'rfc3986'
      ? `La dirección lleva a ${r.origin}, que no es este sitio ni un sitio que este permita`
      : `Un navegador web iría a ${r.origin}, que no es este sitio ni un sitio que este permita`
  },
  'parsers-disagree': (r) =>
    `Un navegador web leería ${listed(r.components.map((c) => PART_NAMES[c] ?? c))} de la dirección de otra forma que otros programas, así que no es seguro adónde lleva`,
  'path-starts-with-two-slashes': () => 'La ruta de la dirección empieza por dos barras, lo que puede llevar a otro sitio: elimine una',
}

export const security = { warnings, violations, refusals }
