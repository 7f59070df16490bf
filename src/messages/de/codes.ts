/**
 * The German sentences of the error codes, of decoding's errors and of a web address's faults,
 * for a person filling in a form: what is wrong and what to do, formally addressed (Sie), in
 * everyday words, no rule names.
 *
 * @since 0.4.0
 */
import type { UriError } from '../../error/facts.ts'
import type { Catalog } from '../catalog.ts'
import { utf8PercentEncoding } from '../../base/octets.ts'
import { notPublicPlace } from '../../reading/web.ts'
import { after, capitalised, ENTER_WEB_ADDRESS, EXAMPLE, either, example, insteadOf, isHidden, isLoneSurrogate, named, number, PART_NAMES, partOf, quote, SET_UP_WRONGLY } from './words.ts'

/** What kind of address a scheme's rule reads, in the accusative, and the pronoun that stands for it. */
const KINDS: ReadonlyMap<string, readonly [accusative: string, pronoun: string]> = /* @__PURE__ */ new Map([
  ['http-URI', ['die Webadresse', 'Sie']],
  ['https-URI', ['die Webadresse', 'Sie']],
  ['ws-URI', ['die WebSocket-Adresse', 'Sie']],
  ['wss-URI', ['die WebSocket-Adresse', 'Sie']],
  ['mailtoURI', ['den E-Mail-Link', 'Er']],
  ['namestring', ['die URN', 'Sie']],
  ['file-URI', ['die Dateiadresse', 'Sie']],
  ['dataurl', ['die Datenadresse', 'Sie']],
])

const ADDRESS = ['die Adresse', 'Sie'] as const

const BROKEN = (e: UriError): string => `Entfernen Sie das beschädigte Zeichen ${after(e.before)}`

/** "Die Adresse endet nach „a“ zu früh: …", with what to finish. */
const tooSoon = (e: UriError, finish: string): string => `Die Adresse endet ${after(e.before)} zu früh: ${finish}`

/** "Entfernen Sie das Zeichen „<“ nach „a“ oder ersetzen Sie es durch %3C". */
const removeOrReplace = (e: UriError, c: string): string => {
  const n = named(c)
  return `Entfernen Sie ${n.accusative} ${after(e.before)} oder ersetzen Sie ${n.pronoun} durch ${insteadOf(c)}`
}

const DIGITS_ONLY = 'darf nur Ziffern enthalten (z. B. :8080)'

/** The sentence of each code: what is wrong and what to do. */
export const codes: Catalog['codes'] = {
  'empty-input': (e) => `Geben Sie eine Adresse ein, z. B. ${example(e)}`,
  'missing-scheme': (e) => (e.likely?.part === 'scheme' ? `Geben Sie eine Webadresse ein, die mit https:// beginnt, z. B. https://${e.likely.text}` : ENTER_WEB_ADDRESS),
  'invalid-character': (e) => {
    if (e.found === null) return tooSoon(e, `Vervollständigen Sie sie, z. B. ${example(e)}`)
    const c = e.found
    const remove = `Entfernen Sie ${named(c).accusative} ${after(e.before)}`
    const part = partOf(e)
    if (part === 'host') return `${remove}: Der Name einer Website darf nur Buchstaben, Ziffern, Bindestriche (-) und Punkte (.) enthalten`
    if (part === 'port') return `${remove}: Eine Portnummer ${DIGITS_ONLY}`
    // A template's variable name (between "{" and "}"): what it may hold, not how to encode what it may not.
    if (e.rulePath.includes('expression') && e.expected.includes('ALPHA'))
      return `${remove}: Ein Variablenname darf nur Buchstaben, Ziffern und Unterstriche (_) enthalten, mit einem Punkt (.) dazwischen`
    if (isHidden(c) || c === '\n' || c === '\r' || c === '\t') return remove
    return removeOrReplace(e, c)
  },
  'non-ascii': (e) => {
    const c = e.found as string
    if (isLoneSurrogate(c)) return BROKEN(e)
    return `Ersetzen Sie ${quote(c)} ${after(e.before)} durch ${utf8PercentEncoding(c)} oder entfernen Sie es`
  },
  'bad-percent-encoding': (e) =>
    // The error is at the character after "%" (or "%X"): the sign itself is what to rewrite.
    `Schreiben Sie das %-Zeichen ${after(e.before.slice(0, Math.max(0, e.before.lastIndexOf('%'))))} als %25 oder lassen Sie darauf zwei Ziffern oder Buchstaben von A bis F folgen, z. B. %20`,
  'unclosed-ip-literal': (e) => `Fügen Sie ${after(e.before)} eine schließende eckige Klammer (]) hinzu`,
  'invalid-ipv6': (e) =>
    `Prüfen Sie die IP-Adresse in eckigen Klammern: ${e.found === null ? 'Sie endet zu früh' : `${capitalised(named(e.found).nominative)} ${after(e.before)} darf darin nicht stehen`}`,
  'invalid-port': (e) => {
    if (e.likely?.part === 'port') {
      const digits = /^[0-9]*/.exec(e.likely.text)?.[0] ?? ''
      const where = digits === '' ? 'direkt nach dem Doppelpunkt' : `nach ${quote(digits)}`
      const fix = e.likely.found === null ? '' : `: Entfernen Sie ${named(e.likely.found).accusative} ${where}`
      return `Die Portnummer ${quote(e.likely.text)} ${DIGITS_ONLY}${fix}`
    }
    return `Die Portnummer ${DIGITS_ONLY}${e.found === null ? '' : `: Entfernen Sie ${named(e.found).accusative} ${after(e.before)}`}`
  },
  'unexpected-end': (e) => {
    const part = partOf(e)
    return tooSoon(e, part === null ? `Vervollständigen Sie sie, z. B. ${example(e)}` : `Vervollständigen Sie ${PART_NAMES[part]}`)
  },
  'too-long': (e) => `Geben Sie eine Adresse mit höchstens ${number(e.maxLength ?? e.offset)} Zeichen ein`,
  'invalid-options': () => SET_UP_WRONGLY,
  'disallowed-code-point': (e) => {
    const c = e.found as string
    return isLoneSurrogate(c) ? BROKEN(e) : removeOrReplace(e, c)
  },
  'zone-id-not-enabled': (e) => `Entfernen Sie in der IP-Adresse das „%“ ${after(e.before)} und alles, was darauf folgt: Dieses Formular nimmt dort keinen Netzwerknamen an`,
  'zone-id-needs-25': () => 'Schreiben Sie das „%“ in der IP-Adresse als „%25“, z. B. [fe80::1%25eth0]',
  'invalid-idna-label': () => 'Prüfen Sie die Schreibweise des Namens der Website: Ein Teil davon kann in einer Webadresse nicht verwendet werden',
  'idna-label-too-long': () => 'Kürzen Sie den Namen der Website: Jeder Teil zwischen zwei Punkten darf in der Schreibweise fürs Web höchstens 63 Zeichen lang sein',
  'unclosed-expression': (e) => `Fügen Sie ${after(e.before)} eine schließende geschweifte Klammer (}) hinzu`,
  'reserved-operator': (e) =>
    `Entfernen Sie ${e.found === null ? 'das Zeichen' : named(e.found).accusative} nach „{“: Ein Platzhalter beginnt mit einem Namen oder mit einem der Zeichen + # . / ; ? &`,
  'invalid-expansion': () => 'Ein Wert lässt sich nicht in die Adresse einsetzen: Prüfen Sie die Werte',
  'scheme-violation': (e) => {
    const [kind, pronoun] = KINDS.get(e.rule) ?? ADDRESS
    return `Prüfen Sie ${kind}: ${pronoun} ist nicht so geschrieben, wie es bei dieser Art von Adresse sein muss`
  },
  'component-conflict': () => 'Dieser Teil passt nicht zu den übrigen Teilen der Adresse: Gleichen Sie ihn mit den anderen Teilen ab',
  'not-expressible': () => 'Dieses Adressmuster nutzt eine Möglichkeit, die die andere Art von Muster nicht hat: Schreiben Sie diesen Teil um',
}

/** Decoding's errors (`decodeComponent`). */
export const decoding: Catalog['decoding'] = {
  'bad-percent-encoding': () => 'Schreiben Sie das %-Zeichen als %25 oder lassen Sie darauf zwei Ziffern oder Buchstaben von A bis F folgen, z. B. %20',
  'invalid-utf8': () => 'Prüfen Sie die %-Codes im Text: Zusammen ergeben sie kein Zeichen',
  'not-a-string': () => 'Geben Sie Text ein',
}

/** Whether a form's list of schemes holds web schemes only (its sentence then asks for a web address). */
const webOnly = (allowed: readonly string[]): boolean => allowed.length > 0 && allowed.every((s) => s === 'https' || s === 'http')

const SCRIPT = 'Adressen, die ein Skript ausführen, werden nicht angenommen'

/** Wohin eine Adresse besonderer Verwendung führt (`notPublicPlace`). */
const LEADS_TO = {
  self: 'Diese Adresse führt zum Computer selbst, nicht zu einer öffentlichen Website',
  local: 'Diese Adresse führt in ein privates oder lokales Netzwerk, nicht zu einer öffentlichen Website',
  reserved: 'Diese Adresse ist reserviert und führt zu keiner öffentlichen Website',
} as const

/** Why a URI is not a web address, or not one a form accepts. */
export const faults: Catalog['faults'] = {
  'script-scheme': (f) => (f.web ? `${ENTER_WEB_ADDRESS}. ${SCRIPT}` : `Geben Sie eine andere Adresse ein: ${SCRIPT}`),
  'scheme-not-allowed': (f) => {
    if (f.allowed === undefined) return `Geben Sie eine Webadresse ein, die mit https:// oder http:// beginnt, z. B. ${EXAMPLE}`
    if (f.allowed.length === 0) return 'Geben Sie eine andere Adresse ein: Dieses Formular nimmt keine Adressen an'
    if (webOnly(f.allowed))
      return `Geben Sie eine Webadresse ein, die mit ${either(f.allowed.map((s) => `${s}://`))} beginnt, z. B. ${f.allowed.includes('https') ? EXAMPLE : 'http://www.example.com'}`
    return `Geben Sie eine Adresse ein, die mit ${either(f.allowed.map((s) => `${s}:`))} beginnt`
  },
  'no-host': () => `Geben Sie nach https:// den Namen der Website ein, z. B. ${EXAMPLE}`,
  'userinfo-not-allowed': (f) => `Entfernen Sie ${quote(`${f.text}@`)} aus der Adresse: Eine Webadresse darf keinen Benutzernamen und kein Passwort enthalten`,
  'port-out-of-range': (f) => `Die Portnummer ${f.text} ist zu groß: Verwenden Sie eine Zahl von 0 bis 65535 oder entfernen Sie ${quote(`:${f.text}`)}`,
  'not-public': (f) => {
    const place = notPublicPlace(f.why)
    if (place === 'single-label') return `Geben Sie den vollständigen Namen einer öffentlichen Website ein, z. B. ${EXAMPLE}: ${quote(f.text)} allein ist kein solcher Name`
    return `${LEADS_TO[place]}: Geben Sie die Adresse einer öffentlichen Website ein, z. B. ${EXAMPLE}`
  },
}
