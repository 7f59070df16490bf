/**
 * The Spanish sentences of a web address's faults (`uriSchema({ web: true })`,
 * a scheme that runs code, a scheme the form does not list): what to type
 * instead, in a form's words.
 *
 * @since 0.4.0
 */
import { notPublicPlace } from '../../reading/web.ts'
import type { Catalog } from '../catalog.ts'
import { either, quoted } from './words.ts'

const EXAMPLE = 'https://www.example.com'

/** Adónde lleva una dirección de uso especial (`notPublicPlace`). */
const LEADS_TO = {
  self: 'Esta dirección lleva al propio equipo, no a un sitio web público',
  local: 'Esta dirección lleva a una red privada o local, no a un sitio web público',
  reserved: 'Esta dirección está reservada y no lleva a ningún sitio web público',
} as const

/** Whether a form's list of schemes holds web schemes only (its sentence then asks for a web address). */
const webOnly = (allowed: readonly string[]): boolean => allowed.length > 0 && allowed.every((s) => s === 'https' || s === 'http')

export const faults: Catalog['faults'] = {
  'script-scheme': (f) =>
    f.web
      ? `Escriba una dirección web que empiece por https://, como ${EXAMPLE}. No se aceptan direcciones que ejecutan código.`
      : 'Escriba otra dirección: no se aceptan direcciones que ejecutan código.',
  'scheme-not-allowed': (f) => {
    if (f.allowed === undefined) return `Escriba una dirección web que empiece por https:// o http://, como ${EXAMPLE}`
    if (f.allowed.length === 0) return 'Escriba otra dirección: este formulario no acepta ninguna'
    if (webOnly(f.allowed))
      return `Escriba una dirección web que empiece por ${either(f.allowed.map((s) => `${s}://`))}, como ${f.allowed.includes('https') ? EXAMPLE : 'http://www.example.com'}`
    return `Escriba una dirección que empiece por ${either(f.allowed.map((s) => `${s}:`))}`
  },
  'no-host': () => `Escriba el nombre del sitio web después de https://, como ${EXAMPLE}`,
  'userinfo-not-allowed': (f) => `Elimine ${quoted(`${f.text}@`)} de la dirección: una dirección web no puede contener un nombre de usuario ni una contraseña.`,
  'port-out-of-range': (f) => `El número de puerto ${f.text} es demasiado grande. Use un número del 0 al 65535, o elimine ${quoted(`:${f.text}`)}.`,
  'not-public': (f) => {
    const place = notPublicPlace(f.why)
    if (place === 'single-label') return `Escriba el nombre completo de un sitio web público, como ${EXAMPLE}: ${quoted(f.text)} por sí solo no lo es`
    return `${LEADS_TO[place]}: escriba la dirección de un sitio web público, como ${EXAMPLE}`
  },
}
