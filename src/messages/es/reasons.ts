/**
 * The Spanish sentences of the reasons of options, templates, conversions
 * (IDNA, setters, what `fromUserInput` changed) and adapters: what to do, in a
 * form's words. What the page got wrong (its options, a value that is not
 * text) is never the person's fault: the sentence says whom to contact.
 *
 * @since 0.4.0
 */
import type { AdapterReason } from '../../error/reasons/adapters.ts'
import type { ConflictReason, ConversionReason, IdnaHostReason, IdnaReason, UserInputReason } from '../../error/reasons/conversion.ts'
import type { OptionsReason } from '../../error/reasons/options.ts'
import type { TemplateReason, URLPatternSyntaxFault } from '../../error/reasons/template.ts'
import type { ReasonSentences } from '../catalog.ts'
import { codes } from './codes.ts'
import { named, quoted, SET_UP_WRONGLY } from './words.ts'

// ---------------------------------------------------------------------------
// options
// ---------------------------------------------------------------------------

export const options: ReasonSentences<OptionsReason['kind']> = {
  'not-a-string': (r) => (r.subject === 'input' || r.subject === 'value' ? 'Escriba la dirección como texto' : SET_UP_WRONGLY),
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
// templates (expansion, URLPattern)
// ---------------------------------------------------------------------------

/** A program's mistake, not the person's: nothing they enter fixes it. */
const PAGE_SET_UP_WRONGLY = (): string => 'No se pudo crear la dirección porque esta página está mal configurada: póngase en contacto con los responsables del sitio web'

/** What to do about what URLPattern does not read. */
const SYNTAX_FIX: { readonly [F in URLPatternSyntaxFault]: string } = {
  'unclosed-group': 'añada la llave de cierre (})',
  'unclosed-regexp': 'añada el paréntesis de cierre ()) o quite los paréntesis',
  'stray-character': 'elimínelo o ponga delante una barra invertida (\\)',
}

const oneText = (r: { readonly variable: string }): string => `Escriba ${quoted(r.variable)} como un solo texto o un número, no como una lista`

export const template: ReasonSentences<TemplateReason['kind']> = {
  // A template's own text left open: the same advice as the code's, where the expression ends.
  'expression-unclosed': (_r, e) => codes['unclosed-expression'](e),
  'variables-not-an-object': PAGE_SET_UP_WRONGLY,
  'variables-read-failed': PAGE_SET_UP_WRONGLY,
  'expansion-value-of-wrong-kind': (r) => `Escriba ${quoted(r.variable)} como texto, como un número o como una lista de ellos`,
  'expansion-member-not-scalar': (r) => `Escriba cada elemento de ${quoted(r.variable)} como texto o como un número`,
  'expansion-prefix-of-list': oneText,
  'expansion-prefix-of-map': oneText,
  'expansion-not-a-reference': (r) => {
    const c = r.expansion[r.at]
    return `Elimine ${c === undefined ? 'el carácter' : named(c)} de lo que ha escrito: no puede aparecer en ese lugar de la dirección`
  },
  'partial-comma-operator': (r) => `Escriba también ${quoted(r.variable)}: va en la dirección junto con los demás valores que ha escrito`,
  'partial-order-unknown': (r) => `Escriba también los valores que van antes de ${quoted(r.variable)}, o deje ${quoted(r.variable)} para más adelante`,
  'route-templates-not-compiled': PAGE_SET_UP_WRONGLY,
  'urlpattern-cannot-express': (r) => `Cambie ${quoted(r.part)}: un patrón de URL no tiene forma de expresarlo`,
  'template-cannot-express': (r) => `Cambie ${quoted(r.part)}: una plantilla de direcciones no tiene forma de expresarlo`,
  'urlpattern-not-valid': (r) => `Corrija el patrón en ${quoted(r.part)}: ${SYNTAX_FIX[r.fault]}`,
  'urlpattern-component-not-a-string': PAGE_SET_UP_WRONGLY,
  'urlpattern-init-read-failed': PAGE_SET_UP_WRONGLY,
  'urlpattern-not-a-pattern': PAGE_SET_UP_WRONGLY,
}

// ---------------------------------------------------------------------------
// IDNA: a website's name that cannot be written for the web
// ---------------------------------------------------------------------------

const checkSpelling = (label: string): string => `Revise cómo está escrito ${quoted(label)} en el nombre del sitio web: no se puede usar en una dirección web`
const shorten = (label: string): string => `Acorte ${quoted(label)} en el nombre del sitio web: cada parte entre puntos debe tener como máximo 63 letras una vez escrita para la web`
/** A name `uriToIRIReport` kept as written: nothing for the person to do, only what they see. */
const kept = (label: string): string => `La parte ${quoted(label)} del nombre del sitio web se muestra tal como está escrita: no es un nombre internacional válido`

const idna: ReasonSentences<IdnaReason['kind'] | IdnaHostReason['kind']> = {
  'idna-host-not-a-string': () => 'Escriba el nombre del sitio web como texto',
  'idna-forbidden-code-point': (r) => `Elimine ${r.character === ' ' ? 'el espacio' : quoted(r.character)} del nombre del sitio web: el nombre de un sitio web no puede contenerlo`,
  'idna-a-label-too-long': (r) => (r.direction === 'to-ascii' ? shorten(r.label) : kept(r.label)),
  'idna-mapped-label-too-long': (r) => shorten(r.label),
  'idna-result-too-long': (r) => shorten(r.label),
  'idna-no-url-parser': () => 'No se pudo comprobar el nombre del sitio web porque este formulario está mal configurado: póngase en contacto con los responsables del sitio web',
  'idna-label-disallowed': (r) => checkSpelling(r.label),
  'idna-bidi-rule': () => 'Revise el nombre del sitio web: sus partes mezclan sentidos de escritura de una forma que una dirección web no admite',
  'idna-empty-after-mapping': () => 'Escriba el nombre de un sitio web: lo que ha escrito no tiene letras ni cifras que una dirección web pueda usar',
  'idna-mapped-forbidden-code-point': (r) => `Elimine del nombre del sitio web el carácter que equivale a ${quoted(r.character)}: el nombre de un sitio web no puede contenerlo`,
  'idna-ends-in-number': () => 'Revise el nombre del sitio web: un nombre que termina en un número debe ser una dirección IP, como 192.0.2.1',
  'idna-not-punycode': (r) => (r.direction === 'to-ascii' ? checkSpelling(r.label) : kept(r.label)),
  'idna-decodes-to-ascii': (r) => (r.direction === 'to-ascii' ? checkSpelling(r.label) : kept(r.label)),
  'idna-u-label-refused': (r) => (r.direction === 'to-ascii' ? checkSpelling(r.label) : kept(r.label)),
  'idna-not-round-trip': (r) => (r.direction === 'to-ascii' ? checkSpelling(r.label) : kept(r.label)),
  'idna-host-not-utf8': () => 'Revise los códigos con % del nombre del sitio web: juntos no forman ningún carácter',
}

// ---------------------------------------------------------------------------
// setters: a part that cannot go with the others
// ---------------------------------------------------------------------------

/** A part to add, and the same part to remove, in a form's words. */
const A_PART: { readonly [P in 'userinfo' | 'port']: string } = { userinfo: 'un nombre de usuario', port: 'un número de puerto' }
const THE_PART: { readonly [P in 'userinfo' | 'port']: string } = { userinfo: 'el nombre de usuario', port: 'el número de puerto' }

const conflict: ReasonSentences<ConflictReason['kind']> = {
  'conflict-path-after-authority': (r) =>
    r.set === 'path'
      ? `Empiece la ruta con «/», como /${r.path}`
      : `Cambie primero la ruta ${quoted(r.path)} para que empiece por «/»: después del nombre de un sitio web, la ruta empieza por «/»`,
  'conflict-path-starts-with-slashes': (r) =>
    r.set === 'path'
      ? 'Elimine una «/» del principio de la ruta, o añada antes el nombre de un sitio web'
      : `Cambie primero la ruta ${quoted(r.path)}: sin el nombre de un sitio web, una ruta no puede empezar por «//»`,
  'conflict-colon-in-first-segment': (r) =>
    r.set === 'path'
      ? `Escriba la ruta como ./${r.path}: el signo «:» antes de la primera «/» se leería como el comienzo de una dirección`
      : `Cambie primero la ruta ${quoted(r.path)}: el signo «:» antes de su primera «/» se leería como el comienzo de una dirección`,
  'conflict-needs-host': (r) => `Añada el nombre de un sitio web antes de añadir ${A_PART[r.set] ?? 'esa parte'}`,
  'conflict-host-removal': (r) => `Elimine ${THE_PART[r.blocking] ?? 'las demás partes'} antes de eliminar el nombre del sitio web`,
}

// ---------------------------------------------------------------------------
// fromUserInput: what was changed in what the person typed
// ---------------------------------------------------------------------------

const userInput: ReasonSentences<UserInputReason['kind']> = {
  'input-trimmed': () => 'Hemos quitado los espacios de antes y después de la dirección',
  'input-unwrapped': (r) => `Hemos quitado los signos ${r.open} y ${r.close} que rodeaban la dirección`,
  'input-url-prefix-removed': () => 'Hemos quitado «URL:» del principio de la dirección',
  'input-whitespace-removed': () => 'Hemos quitado los saltos de línea y los espacios que había dentro de la dirección',
  'input-scheme-added': (r) => `Hemos añadido ${r.added} al principio de la dirección`,
}

export const conversion: ReasonSentences<ConversionReason['kind']> = { ...idna, ...conflict, ...userInput }

// ---------------------------------------------------------------------------
// adapters (forms)
// ---------------------------------------------------------------------------

/** El espacio en blanco como lo llama una persona: un salto de línea o una tabulación por su nombre, cualquier otro un espacio. */
const spaceName = (found: string): string =>
  found === '\n' || found === '\r' || found === '\u2028' || found === '\u2029' ? 'el salto de línea' : found === '\t' ? 'la tabulación' : 'el espacio'

export const adapters: ReasonSentences<AdapterReason['kind']> = {
  'web-missing-scheme': () => 'Escriba una dirección web que empiece por https://, como https://www.example.com',
  'surrounding-space': (r) => `Elimine ${spaceName(r.found)} ${r.side === 'start' ? 'al principio' : 'al final'} de la dirección`,
  'non-ascii-host': (_, e) =>
    `Sustituya ${quoted(e.found ?? '')} en el nombre del sitio web: ahí este formulario solo acepta letras de la a a la z, números, guiones (-) y puntos (.), así que escriba un nombre internacional en su forma que empieza por xn--`,
  'public-needs-web': () => SET_UP_WRONGLY,
  'adapter-not-a-feature': () => SET_UP_WRONGLY,
  'form-values-not-an-object': () => SET_UP_WRONGLY,
  'form-field-asynchronous': () => SET_UP_WRONGLY,
  'form-field-not-a-schema': () => SET_UP_WRONGLY,
}
