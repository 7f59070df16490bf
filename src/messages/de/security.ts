/**
 * The German sentences of `typed-uri/security`'s facts: `inspect`'s warnings, `policy`'s
 * violations, and the refusals of `safeRedirect` and `readings`. For a person shown an
 * address: what the risk is and what to do, formally addressed (Sie), in everyday words
 * (no section numbers, no parser names), without a final full stop.
 *
 * @since 0.4.0
 */
import type { OptionsReason } from '../../error/reasons/options.ts'
import type { ComponentName } from '../../security/differ.ts'
import type { IriComponent } from '../../security/iri-checks.ts'
import type { Catalog } from '../catalog.ts'
import { options } from './reasons.ts'
import { both, either, number, quote } from './words.ts'

// ---------------------------------------------------------------------------
// inspect's warnings
// ---------------------------------------------------------------------------

/** Each component an IRI's check names, at the start of a sentence (each masculine: "als er geschrieben ist"). */
const IRI_PARTS: { readonly [C in IriComponent]: string } = {
  userinfo: 'Der Benutzername',
  'host-label': 'Der Name der Website',
  path: 'Der Pfad',
  query: 'Der Teil nach „?“',
  fragment: 'Der Teil nach „#“',
}

/** Unicode's script names, as German names the writing. */
const SCRIPTS: ReadonlyMap<string, string> = /* @__PURE__ */ new Map([
  ['Latin', 'Lateinisch'],
  ['Greek', 'Griechisch'],
  ['Cyrillic', 'Kyrillisch'],
  ['Armenian', 'Armenisch'],
  ['Hebrew', 'Hebräisch'],
  ['Arabic', 'Arabisch'],
  ['Syriac', 'Syrisch'],
  ['Bengali', 'Bengalisch'],
  ['Tamil', 'Tamilisch'],
  ['Sinhala', 'Singhalesisch'],
  ['Thai', 'Thailändisch'],
  ['Lao', 'Laotisch'],
  ['Tibetan', 'Tibetisch'],
  ['Myanmar', 'Birmanisch'],
  ['Georgian', 'Georgisch'],
  ['Hangul', 'Koreanisch'],
  ['Ethiopic', 'Äthiopisch'],
  ['Mongolian', 'Mongolisch'],
  ['Han', 'Chinesisch'],
  ['Other', 'eine andere Schrift'],
])

/** A script by its German name, or by Unicode's where German uses that one too (Devanagari, Hiragana, Khmer …). */
const scriptName = (script: string): string => SCRIPTS.get(script) ?? script.replace(/_/g, ' ')

/** A code point as its character; U+FFFD for what is no code point (a fact made in JavaScript). */
const characterOf = (cp: number): string => (Number.isInteger(cp) && cp >= 0 && cp <= 0x10ffff ? String.fromCodePoint(cp) : '\uFFFD')

/** A character a lenient decoder makes: a control as "ein Steuerzeichen", any other quoted. */
const shownCharacter = (cp: number): string => (cp < 0x20 || cp === 0x7f ? 'ein Steuerzeichen' : quote(characterOf(cp)))

const CHECK_SOURCE = 'Öffnen Sie die Adresse nur, wenn Sie der Quelle vertrauen'
const BEFORE_SHARING = 'bevor Sie die Adresse teilen oder speichern'
const CHECK_BEFORE_OPENING = 'Prüfen Sie die Adresse, bevor Sie sie öffnen'
const OTHER_FILES = 'über das andere Dateien auf dem Server erreichbar sein können'

const warnings: Catalog['warnings'] = {
  userinfo: (w) => `Die Adresse enthält vor dem Namen der Website einen Benutzernamen und ist deshalb leicht falsch zu lesen: Sie führt zu ${w.host}`,
  'userinfo-looks-like-host': (w) => `Die Adresse scheint zu ${w.user} zu führen, führt aber zu ${w.host}: ${CHECK_SOURCE}`,
  password: () => `Die Adresse enthält ein Passwort: Entfernen Sie es, ${BEFORE_SHARING}`,
  'whatwg-credentials': (w) =>
    w.password
      ? `Ein Webbrowser würde einen Benutzernamen und ein Passwort aus dieser Adresse an die Website senden: Entfernen Sie beides, ${BEFORE_SHARING}`
      : `Ein Webbrowser würde einen Benutzernamen aus dieser Adresse an die Website senden: Entfernen Sie ihn, ${BEFORE_SHARING}`,
  'well-known-port': (w) => `Die Adresse verwendet Port ${w.port}, der normalerweise für eine andere Art von Dienst vorgesehen ist: ${CHECK_SOURCE}`,
  'rare-ip-format': (w) => `Der Name der Website ${quote(w.host)} ist eine getarnte Zahlenadresse, ${w.address}: Prüfen Sie, wohin die Adresse wirklich führt, bevor Sie sie öffnen`,
  'nul-octet': (w) => `Die Adresse enthält ein verstecktes Zeichen (${w.written}), das sie in manchen Programmen abschneiden kann: Entfernen Sie es`,
  'encoded-line-break': (w) =>
    `Die Adresse enthält einen versteckten Zeilenumbruch (${w.written}), über den Fremde eigenen Text in eine E-Mail oder ein Protokoll einschleusen können: Entfernen Sie ihn`,
  'encoded-control': (w) => `Die Adresse enthält ein verstecktes Steuerzeichen (${w.written}), auf das manche Programme reagieren: Entfernen Sie es`,
  'double-encoding': (w) => `Die Adresse enthält ${quote(w.written)}, das bei jedem Umwandeln seine Bedeutung ändert, sodass eine Prüfung übersehen kann, was daraus wird: ${CHECK_SOURCE}`,
  'encoded-path-delimiter': (w) => `Der Pfad ${quote(w.segment)} enthält ein verstecktes ${quote(w.delimiter)}, ${OTHER_FILES}: ${CHECK_SOURCE}`,
  'encoded-dot-segment': (w) => `Der Pfad ${quote(w.segment)} ist ein verstecktes ${quote(w.decoded)}, ${OTHER_FILES}: ${CHECK_SOURCE}`,
  'encoded-delimiter-in-host': (w) =>
    `Der Name der Website enthält ein verstecktes ${quote(w.delimiter)} (${w.written}), sodass manche Programme eine andere Website aufrufen könnten: ${CHECK_SOURCE}`,
  'mailto-header': (w) =>
    w.recipients
      ? `Dieser E-Mail-Link fügt Empfänger hinzu (${quote(w.field)}), die Sie womöglich nicht sehen: Prüfen Sie alle Empfänger der E-Mail, bevor Sie sie senden`
      : `Dieser E-Mail-Link legt das Feld ${quote(w.field)} der E-Mail fest: Prüfen Sie die ganze E-Mail, bevor Sie sie senden`,
  'parser-differential': (w) => {
    switch (w.difference) {
      case 'host-too-long':
        return 'Der Name der Website ist zu lang, um zu prüfen, wohin ein Webbrowser gehen würde: Öffnen Sie die Adresse nicht'
      case 'browser-refuses':
        return 'Ein Webbrowser kann diese Adresse nicht öffnen: Prüfen Sie, wie sie geschrieben ist'
      case 'host':
        return `Ein Webbrowser würde ${w.whatwg} aufrufen und nicht, wie geschrieben, ${w.rfc3986}: ${CHECK_BEFORE_OPENING}`
      default:
        return `Ein Webbrowser würde die Seite ${w.whatwg} öffnen und nicht, wie geschrieben, ${w.rfc3986}: ${CHECK_BEFORE_OPENING}`
    }
  },
  'script-scheme': () => 'Die Adresse führt ein Skript aus, statt eine Seite zu öffnen: Öffnen Sie sie nicht',
  'bidi-formatting': (w) => `${IRI_PARTS[w.component]} enthält ein unsichtbares Zeichen, das die Reihenfolge ändert, in der die Adresse angezeigt wird: Entfernen Sie es`,
  'bidi-component': (w) =>
    `${IRI_PARTS[w.component]} ${quote(w.text)} mischt Schrift von rechts nach links mit Schrift von links nach rechts und wird deshalb womöglich in einer anderen Reihenfolge angezeigt, als er geschrieben ist: Lesen Sie die Adresse sorgfältig`,
  'mixed-script-host': (w) =>
    `Der Name der Website ${quote(w.label)} mischt Buchstaben aus verschiedenen Schriften (${both(w.scripts.map(scriptName))}) und kann deshalb mit einer anderen Website verwechselt werden: ${CHECK_SOURCE}`,
  'confusable-host': (w) => `Der Name der Website ${quote(w.label)} sieht aus wie ${quote(w.looksLike)}, ist aber eine andere Website: ${CHECK_SOURCE}`,
  'overlong-utf8': (w) => `Die Adresse enthält ein getarntes Zeichen (${w.written}), das manche Programme als ${shownCharacter(w.codePoint)} lesen: Entfernen Sie es`,
}

// ---------------------------------------------------------------------------
// policy's violations
// ---------------------------------------------------------------------------

const NOT_HERE = 'Diese Adresse kann hier nicht verwendet werden'

/** A policy's options, in the words of the options' reasons: they read the reason alone. */
const optionsSentence = (reason: OptionsReason): string => (options[reason.kind] as unknown as (reason: OptionsReason) => string)(reason)

const violations: Catalog['violations'] = {
  'not-absolute': () => 'Geben Sie die vollständige Adresse ein, beginnend mit https://, z. B. https://www.example.com/page',
  'scheme-not-allowed': (v) => (v.allowed.length === 0 ? NOT_HERE : `Geben Sie eine Adresse ein, die mit ${either(v.allowed.map((s) => `${s}://`))} beginnt`),
  'no-host': () => 'Geben Sie nach https:// den Namen der Website ein, z. B. https://www.example.com',
  'host-kind-not-allowed': (v) =>
    v.allowed.length === 1 && v.allowed[0] === 'reg-name'
      ? 'Geben Sie den Namen der Website ein, z. B. www.example.com, keine Zahlenadresse'
      : `${NOT_HERE}: Geben Sie eine andere Art von Website-Adresse ein`,
  'host-not-allowed': (v) => `${NOT_HERE}: ${v.whatwg ?? v.host} gehört nicht zu den zugelassenen Websites`,
  'port-not-allowed': (v) =>
    v.allowed.length === 0
      ? NOT_HERE
      : v.port === null
        ? `Ergänzen Sie in der Adresse eine Portnummer: ${either(v.allowed.map(String))}`
        : `Port ${v.port} kann hier nicht verwendet werden: Verwenden Sie Port ${either(v.allowed.map(String))}`,
  'userinfo-not-allowed': () => 'Entfernen Sie den Benutzernamen und das Passwort (den Teil vor „@“) aus der Adresse',
  'private-address': () => 'Diese Adresse führt in ein privates Netzwerk oder zum Computer selbst, nicht zu einer öffentlichen Website: Geben Sie eine öffentliche Webadresse ein',
  'rare-ip-format': (v) => `Der Name der Website ${quote(v.host)} ist eine getarnte Zahlenadresse, ${v.address}: Geben Sie stattdessen den Namen der Website ein`,
  'invalid-options': (v) => optionsSentence(v.reason),
}

// ---------------------------------------------------------------------------
// The refusals of safeRedirect and readings
// ---------------------------------------------------------------------------

/** Each component, in the accusative ("würde … anders lesen"). */
const PART_NAMES: { readonly [C in ComponentName]: string } = {
  scheme: 'den Teil vor „:“',
  userinfo: 'den Benutzernamen oder das Passwort',
  host: 'den Namen der Website',
  port: 'die Portnummer',
  path: 'den Pfad',
  query: 'den Teil nach „?“',
  fragment: 'den Teil nach „#“',
}

const CHECK_SET_UP_WRONGLY = 'Die Adresse konnte nicht geprüft werden, weil die Prüfung falsch eingerichtet ist'
const NOT_ALLOWED_SITE = 'und das ist weder diese Website noch eine, die sie zulässt'

const refusals: Catalog['refusals'] = {
  'not-text': () => 'Die Adresse ist kein Text und kann deshalb nicht geprüft werden',
  'not-a-reference': (_r, e) => `Die Adresse ist nicht so geschrieben, wie eine Webadresse geschrieben sein muss: Prüfen Sie das Zeichen an Stelle ${number(e.offset + 1)}`,
  'no-base': () => 'Die Adresse ist nur der letzte Teil einer Adresse, und es fehlt die vollständige Adresse, zu der sie gehört',
  'browser-refuses': () => 'Ein Webbrowser kann die Adresse nicht lesen: Prüfen Sie, wie sie geschrieben ist',
  'no-runtime-url': () => 'Die Adresse konnte nicht geprüft werden, weil dieses System Adressen nicht so lesen kann wie ein Webbrowser',
  'host-too-long': (r) => `Der Name der Website ist zu lang für eine Prüfung: Er darf höchstens ${number(r.limit)} Zeichen lang sein`,
  'invalid-options': (r) => {
    if (r.option === 'options') return `${CHECK_SET_UP_WRONGLY}: Die Einstellungen der Prüfung müssen ein Objekt sein`
    if (r.option === 'base') return `${CHECK_SET_UP_WRONGLY}: „base“ muss die vollständige Adresse dieser Website sein, z. B. https://example.com/`
    return 'index' in r && r.index !== undefined
      ? `${CHECK_SET_UP_WRONGLY}: Eintrag ${number(r.index + 1)} von „allow“ muss eine Website sein, geschrieben wie https://example.com oder https://example.com:8443`
      : `${CHECK_SET_UP_WRONGLY}: „allow“ muss eine Liste von Websites sein, jede geschrieben wie https://example.com`
  },
  'script-scheme': (r) => `Die Adresse führt ein Skript aus (${r.scheme}:), statt eine Seite zu öffnen, und kann deshalb nicht verwendet werden`,
  'other-origin': (r) => {
    if (r.origin === 'null')
      return r.reader === 'rfc3986' ? 'Die Adresse nennt keine Website und kann deshalb nicht verwendet werden' : 'Ein Webbrowser würde mit dieser Adresse keine Website öffnen'
    return r.reader === 'rfc3986' ? `Die Adresse führt zu ${r.origin}, ${NOT_ALLOWED_SITE}` : `Ein Webbrowser würde ${r.origin} aufrufen, ${NOT_ALLOWED_SITE}`
  },
  'parsers-disagree': (r) => `Ein Webbrowser würde ${both(r.components.map((c) => PART_NAMES[c] ?? c))} der Adresse anders lesen als andere Programme, deshalb ist unklar, wohin sie führt`,
  'path-starts-with-two-slashes': () => 'Der Pfad der Adresse beginnt mit zwei Schrägstrichen, was zu einer anderen Website führen kann: Entfernen Sie einen davon',
}

export { refusals, violations, warnings }
