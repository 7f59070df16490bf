/**
 * The Spanish sentences of the error codes and of decoding's errors, for a
 * person filling in a form: what is wrong and what to do, in everyday words,
 * with no grammar rule names (GOV.UK's style, in Spanish).
 *
 * @since 0.4.0
 */
import type { UriError } from '../../error/facts.ts'
import { utf8PercentEncoding } from '../../base/octets.ts'
import type { Catalog } from '../catalog.ts'
import { after, example, INVISIBLE, isLoneSurrogate, named, number, PORT_NUMBER, partOf, quoted, SET_UP_WRONGLY, WEBSITE_NAME } from './words.ts'

/** How to write a character that cannot stand as it is: its %-form, or a forward slash for a backslash. */
const insteadOf = (c: string): string => (c === '\\' ? 'una barra inclinada (/)' : utf8PercentEncoding(c))

/** What kind of address a scheme's rule reads, with its article. */
const KINDS: ReadonlyMap<string, string> = /* @__PURE__ */ new Map([
  ['http-URI', 'la dirección web'],
  ['https-URI', 'la dirección web'],
  ['ws-URI', 'la dirección WebSocket'],
  ['wss-URI', 'la dirección WebSocket'],
  ['mailtoURI', 'el enlace de correo'],
  ['namestring', 'el URN'],
  ['file-URI', 'la dirección de archivo'],
  ['dataurl', 'la dirección de datos'],
])

const tooShort = (e: UriError): string => `La dirección está incompleta ${after(e.before)}: complétela, como ${example(e)}`

/** The sentence of each code. */
export const codes: Catalog['codes'] = {
  'empty-input': (e) => `Escriba una dirección, como ${example(e)}`,
  'missing-scheme': (e) =>
    e.likely?.part === 'scheme'
      ? `Escriba una dirección web que empiece por https://, como https://${e.likely.text}`
      : 'Escriba una dirección web que empiece por https://, como https://www.example.com',
  'invalid-character': (e) => {
    if (e.found === null) return tooShort(e)
    const c = e.found
    const what = named(c)
    const part = partOf(e)
    if (part === WEBSITE_NAME) return `Elimine ${what} ${after(e.before)}: el nombre de un sitio web solo puede contener letras, números, guiones (-) y puntos (.)`
    if (part === PORT_NUMBER) return `Elimine ${what} ${after(e.before)}: el número de puerto solo puede contener cifras, como :8080`
    // A template's variable name (between "{" and "}"): what it may hold, not how to encode what it may not.
    if (e.rulePath.includes('expression') && e.expected.includes('ALPHA'))
      return `Elimine ${what} ${after(e.before)}: el nombre de una variable solo puede contener letras, cifras y guiones bajos (_), con un punto (.) entre ellos`
    if (what === INVISIBLE || c === '\n' || c === '\r' || c === '\t') return `Elimine ${what} ${after(e.before)}`
    return `Elimine ${what} ${after(e.before)}, o escriba ${insteadOf(c)} en su lugar`
  },
  'non-ascii': (e) => {
    const c = e.found as string
    if (isLoneSurrogate(c)) return `Elimine el carácter dañado ${after(e.before)}`
    return `Reemplace ${quoted(c)}, que va ${after(e.before)}, por ${utf8PercentEncoding(c)}, o elimínelo`
  },
  'bad-percent-encoding': (e) =>
    // The error is at the character after "%" (or "%X"): the sign itself is what to rewrite.
    `Escriba como %25 el signo % que va ${after(e.before.slice(0, Math.max(0, e.before.lastIndexOf('%'))))}, o póngale detrás dos cifras o letras de la A a la F, como %20`,
  'unclosed-ip-literal': (e) => `Añada un corchete de cierre (]) ${after(e.before)}`,
  'invalid-ipv6': (e) => `Revise la dirección IP entre corchetes: ${e.found === null ? 'está incompleta' : `${named(e.found)} ${after(e.before)} no puede estar en ella`}`,
  'invalid-port': (e) => {
    if (e.likely?.part === 'port') {
      const digits = /^[0-9]*/.exec(e.likely.text)?.[0] ?? ''
      const where = digits === '' ? 'justo después de los dos puntos' : `después de ${quoted(digits)}`
      const fix = e.likely.found === null ? '' : `; elimine ${named(e.likely.found)} ${where}`
      return `El número de puerto ${quoted(e.likely.text)} solo puede contener cifras, como :8080${fix}`
    }
    return `El número de puerto solo puede contener cifras, como :8080${e.found === null ? '' : `; elimine ${named(e.found)} ${after(e.before)}`}`
  },
  'unexpected-end': (e) => {
    const part = partOf(e)
    return part === null ? tooShort(e) : `La dirección está incompleta ${after(e.before)}: complete ${part}`
  },
  'too-long': (e) => `Escriba una dirección de ${number(e.maxLength ?? e.offset)} caracteres como máximo`,
  'invalid-options': () => SET_UP_WRONGLY,
  'disallowed-code-point': (e) => {
    const c = e.found as string
    if (isLoneSurrogate(c)) return `Elimine el carácter dañado ${after(e.before)}`
    return `Elimine ${named(c)} ${after(e.before)}, o escriba ${utf8PercentEncoding(c)} en su lugar`
  },
  'zone-id-not-enabled': (e) => `Elimine el signo «%» y lo que le sigue en la dirección IP ${after(e.before)}: este formulario no acepta ahí un nombre de red`,
  'zone-id-needs-25': () => 'Escriba el signo «%» de la dirección IP como «%25», como en [fe80::1%25eth0]',
  'invalid-idna-label': () => 'Revise cómo está escrito el nombre del sitio web: una parte de él no se puede usar en una dirección web',
  'idna-label-too-long': () => 'Acorte el nombre del sitio web: cada parte entre puntos debe tener como máximo 63 letras una vez escrita para la web',
  'unclosed-expression': (e) => `Añada una llave de cierre (}) ${after(e.before)}`,
  'reserved-operator': (e) => `Elimine ${e.found === null ? 'el signo' : named(e.found)} después de «{»: un marcador empieza por un nombre o por uno de estos signos: + # . / ; ? &`,
  'invalid-expansion': () => 'Uno de los valores indicados no se puede poner en la dirección: revise los valores',
  'scheme-violation': (e) => `Revise ${KINDS.get(e.rule) ?? 'la dirección'}: no tiene la forma que exige este tipo de dirección`,
  'component-conflict': () => 'Esta parte no encaja con el resto de la dirección: compárela con las demás partes',
  'not-expressible': () => 'Este patrón de direcciones usa algo que el otro tipo de patrón no tiene: reescriba esa parte',
}

/** The sentence of each decoding error (`decodeComponent`). */
export const decoding: Catalog['decoding'] = {
  'bad-percent-encoding': () => 'Escriba el signo % como %25, o póngale detrás dos cifras o letras de la A a la F, como %20',
  'invalid-utf8': () => 'Revise los códigos con % del texto: juntos no forman ningún carácter',
  'not-a-string': () => 'Escriba el contenido como texto',
}
