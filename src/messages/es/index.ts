/**
 * The Spanish catalog (`typed-uri/messages/es`): `plain`, the words for a
 * person filling in a form, what is wrong and what to do, in everyday words
 * (GOV.UK's style carried into Spanish: no rule names, no RFC numbers).
 *
 * Register: formal address (usted: "Escriba", "Elimine", "Revise"), in
 * neutral international Spanish, read alike in Spain and in the Americas:
 * "dirección web" for a web address, "nombre del sitio web" for its host,
 * "número de puerto", "ruta", "equipo" (not "ordenador" or "computadora"),
 * "navegador web". What the person typed, and the characters a sentence
 * names, stand between comillas angulares («a»), as the RAE recommends for a
 * first-level quotation; example addresses (https://www.example.com) are
 * written as they are. Numbers are written as Spanish writes them
 * (`toLocaleString('es')`: 2000, 20.000).
 *
 * The words are this folder's own: no English sentence or helper is imported,
 * so a bundle with this catalog carries no English.
 *
 * @since 0.4.0
 */
import type { Catalog } from '../catalog.ts'
import { codes, decoding } from './codes.ts'
import { adapters, conversion, options, template } from './reasons.ts'
import { schemes } from './schemes.ts'
import { security } from './security.ts'
import { faults } from './web.ts'

/**
 * Spanish for people filling in a form, in the formal register (usted): what is wrong and what to
 * do, in everyday words ("Elimine el espacio después de «a», o escriba %20 en su lugar"). Pass it
 * to `describeError`, `formatError` or an adapter (`uriSchema({ messages: es })`).
 *
 * @example
 * import { parseURI } from 'typed-uri'
 * import { describeError } from 'typed-uri/messages'
 * import { plain as es } from 'typed-uri/messages/es'
 * const r = parseURI('https://exa mple.com')
 * if (r._tag === 'Left') describeError(es)(r.left)
 * // 'Elimine el espacio después de «exa»: el nombre de un sitio web solo puede contener letras, números, guiones (-) y puntos (.)'
 *
 * @since 0.4.0
 * @category catalogs
 */
export const plain: Catalog = {
  codes,
  reasons: { ...options, ...schemes, ...template, ...conversion, ...adapters },
  decoding,
  faults,
  ...security,
}
