/**
 * German words for errors: the `plain` catalog, for a person filling in a form (the
 * subpath `typed-uri/messages/de`).
 *
 * Register: formal address (Sie), as German web forms address people; what is wrong and what
 * to do ("Entfernen Sie das Leerzeichen nach „exa“ …"), in everyday words, with no rule names
 * and no RFC numbers, and no final full stop (GOV.UK's style, transposed). A person's own text
 * and characters are quoted in German quotation marks („…“); example addresses
 * (https://www.example.com) stay as they are. The terms: "Adresse" (address), "Webadresse"
 * (web address), "Name der Website" (host), "Portnummer" (port), "Benutzername oder Passwort"
 * (user information), "Teil nach „?“" (query), "Teil nach „#“" (fragment), "E-Mail-Link"
 * (mailto), "Dateiadresse" (file), "Datenadresse" (data). Numbers are written as German
 * writes them (2.048).
 *
 * @since 0.4.0
 */
import type { Catalog } from '../catalog.ts'
import { codes, decoding, faults } from './codes.ts'
import { reasons } from './reasons.ts'
import { refusals, violations, warnings } from './security.ts'

/**
 * German for people filling in a form, formally addressed (Sie): what is wrong and what to do, in
 * everyday words, no grammar terms. Pass it where a catalog is taken (`describeError`,
 * `formatError`, an adapter's `messages`); it holds no English.
 *
 * @example
 * import { parseURI } from 'typed-uri'
 * import { describeError } from 'typed-uri/messages'
 * import { plain as de } from 'typed-uri/messages/de'
 * const r = parseURI('http://exa mple.com')
 * if (r._tag === 'Left') describeError(de)(r.left)   // 'Entfernen Sie das Leerzeichen nach „exa“: Der Name einer Website darf nur Buchstaben, Ziffern, Bindestriche (-) und Punkte (.) enthalten'
 *
 * @since 0.4.0
 * @category catalogs
 */
export const plain: Catalog = { codes, reasons, decoding, faults, warnings, violations, refusals }
