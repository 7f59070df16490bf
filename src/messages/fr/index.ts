/**
 * French for people filling in a form: the subpath `typed-uri/messages/fr`.
 *
 * Register: formal address ("vous"), as French web forms address people, in the
 * imperative a form's error message uses ("Saisissez une adresse web…",
 * "Supprimez l'espace après « a »…"): what is wrong and what to do, in everyday
 * words, no grammar rule names or RFC numbers (GOV.UK's style, transposed). The
 * person's own text is quoted in French guillemets « … » with no-break spaces
 * inside, a no-break space stands before ":", numbers are written as French
 * writes them (2 000), and URL examples (https://www.example.com) stay as they
 * are. Words used throughout: "adresse" (an address; "adresse web" for http and
 * https), "nom du site" (the host), "numéro de port", "nom d'utilisateur ou mot
 * de passe" (the user information), "chemin" (the path), "lien e-mail" (mailto).
 *
 * @since 0.4.0
 */
import type { Catalog } from '../catalog.ts'
import { plainCodes, plainDecoding, plainFaults } from './codes.ts'
import { plainReasons } from './reasons.ts'
import { plainRefusals, plainViolations, plainWarnings } from './security.ts'

/**
 * French, formal ("vous"), for people filling in a form: what is wrong and what to do, in everyday
 * words ("Supprimez l'espace après « a », ou écrivez %20 à sa place"). A catalog like the English
 * `plain` of `typed-uri/messages`, for `describeError`, `formatError` and the adapters' `messages`;
 * it carries no English.
 *
 * @example
 * import { parseURI } from 'typed-uri'
 * import { describeError } from 'typed-uri/messages'
 * import { plain as fr } from 'typed-uri/messages/fr'
 * const r = parseURI('www.example.com/a')
 * if (r._tag === 'Left') describeError(fr)(r.left)   // 'Saisissez une adresse web qui commence par https://, par exemple https://www.example.com'
 *
 * @since 0.4.0
 * @category catalogs
 */
export const plain: Catalog = {
  codes: plainCodes,
  reasons: plainReasons,
  decoding: plainDecoding,
  faults: plainFaults,
  warnings: plainWarnings,
  violations: plainViolations,
  refusals: plainRefusals,
}
