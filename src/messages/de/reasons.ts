/**
 * The German sentences of the reasons an error carries (src/error/reasons/*.ts): options,
 * schemes, templates, conversions (IDNA, setters, what `fromUserInput` changed) and the
 * adapters'. For a person filling in a form: what to do, formally addressed (Sie), in
 * everyday words, no rule names and no section numbers. What the person cannot fix (the
 * form's own options, a program's values) gets one sentence: the form is set up wrongly.
 *
 * @since 0.4.0
 */
import type { Reason } from '../../error/reasons.ts'
import type { AdapterReason } from '../../error/reasons/adapters.ts'
import type { ConflictReason, IdnaHostReason, IdnaReason, UserInputReason } from '../../error/reasons/conversion.ts'
import type { OptionsReason } from '../../error/reasons/options.ts'
import type { FileNameFault, SchemeReason } from '../../error/reasons/schemes.ts'
import type { TemplateReason, URLPatternSyntaxFault } from '../../error/reasons/template.ts'
import type { Catalog, ReasonSentences } from '../catalog.ts'
import { codes } from './codes.ts'
import { after, ENTER_WEB_ADDRESS, named, number, quote, SCHEME_WORD_ENDS, SET_UP_WRONGLY } from './words.ts'

type Sentences<R extends Reason> = ReasonSentences<R['kind']>

const setUpWrongly = (): string => SET_UP_WRONGLY

// ---------------------------------------------------------------------------
// options
// ---------------------------------------------------------------------------

/** The options are the form's: only a value that is not text is the person's to fix. */
export const options: Sentences<OptionsReason> = {
  'not-a-string': (r) => (r.subject === 'input' || r.subject === 'value' ? 'Geben Sie die Adresse als Text ein' : SET_UP_WRONGLY),
  'options-not-an-object': setUpWrongly,
  'options-not-readable': setUpWrongly,
  'option-not-of-kind': setUpWrongly,
  'reserve-not-sub-delims': setUpWrongly,
  'not-a-parsed-reference': setUpWrongly,
  'option-not-name-or-uts46': setUpWrongly,
  'options-cannot-combine': setUpWrongly,
  'web-needs-absolute-rule': setUpWrongly,
  'option-not-a-catalog': setUpWrongly,
}

// ---------------------------------------------------------------------------
// schemes
// ---------------------------------------------------------------------------

/** Where a scheme's error is: its words end at "," and ";" too. */
const afterIn = (before: string): string => after(before, SCHEME_WORD_ENDS)

/** The platform's computers, as the end of "kann … kein Dateiname sein". */
const ON: { readonly [P in 'posix' | 'windows']: string } = { posix: 'unter Linux oder auf einem Mac', windows: 'unter Windows' }

/** Why a name cannot be a file's: the verb and what it says, to stand in a main clause ("Er enthält …") or after "weil er". */
const faultOf = (fault: FileNameFault): readonly [verb: string, what: string] => {
  switch (fault.fault) {
    case 'separator':
      return ['enthält', fault.character === '/' ? 'einen Schrägstrich (/)' : 'einen Backslash (\\)']
    case 'stream-colon':
      return ['enthält', 'einen Doppelpunkt (:)']
    case 'reserved':
      return ['enthält', fault.codePoint < 0x20 ? 'ein unsichtbares Zeichen' : `das Zeichen ${quote(String.fromCodePoint(fault.codePoint))}`]
    case 'nul':
      return ['enthält', 'ein unsichtbares Zeichen']
    case 'lone-surrogate':
      return ['enthält', 'ein beschädigtes Zeichen']
    case 'dots-and-spaces':
      return ['besteht', 'nur aus Punkten und Leerzeichen']
  }
}

/** "weil der Name einen Schrägstrich (/) enthält": `who` names the name. */
const because = (who: string, fault: FileNameFault): string => {
  const [verb, what] = faultOf(fault)
  return `weil ${who} ${what} ${verb}`
}

/** What a triplet in a data address's type stands for, after "steht für". */
const octetPlain = (octet: number): string =>
  octet === 0x20
    ? 'ein Leerzeichen'
    : octet < 0x20 || octet === 0x7f
      ? 'ein unsichtbares Zeichen'
      : octet > 0x7f
        ? 'einen Teil eines Zeichens, das kein einfacher Buchstabe und keine einfache Ziffer ist'
        : quote(String.fromCharCode(octet))

/** The %-form of a mailto delimiter (its octet in hex). */
const TRIPLETS = { '?': '%3F', '=': '%3D', '&': '%26', '/': '%2F', '#': '%23' } as const

const NOT_A_CHARACTER = 'Zusammen ergeben sie kein Zeichen'
const INCOMPLETE = 'Die Daten nach dem Komma sind unvollständig: Prüfen Sie, ob sie vollständig kopiert wurden'
const base64Character = (e: { readonly before: string }, spaces: string): string =>
  `Prüfen Sie die Daten nach dem Komma: Das Zeichen ${afterIn(e.before)} darf dort nicht stehen, denn kodierte Daten dürfen nur Buchstaben, Ziffern, ${spaces}„+“, „/“ und am Ende „=“ enthalten`
const WINDOWS_PATH = 'z. B. C:\\Users\\me\\notes.txt'

export const schemes: Sentences<SchemeReason> = {
  'http-form': (r) => `Geben Sie eine Webadresse ein, die mit ${r.scheme}:// und dem Namen der Website beginnt, z. B. ${r.scheme}://www.example.com`,
  'http-empty-host': (r) => `Ergänzen Sie nach ${r.scheme}:// den Namen der Website, z. B. ${r.scheme}://www.example.com`,
  'ws-fragment': (_r, e) => `Eine WebSocket-Adresse darf kein „#“ enthalten: Entfernen Sie das „#“ ${afterIn(e.before)} und alles danach oder ersetzen Sie es durch %23`,
  'ws-userinfo': () => 'Eine WebSocket-Adresse darf keinen Benutzernamen und kein Passwort enthalten: Entfernen Sie den Teil bis einschließlich „@“',
  'ws-form': (r) => `Geben Sie eine WebSocket-Adresse ein, die mit ${r.scheme}:// und dem Namen der Website beginnt, z. B. ${r.scheme}://www.example.com/chat`,
  'mailto-delimiter': (r, e) =>
    r.character === '/' || r.character === '#'
      ? `Ersetzen Sie das ${quote(r.character)} ${afterIn(e.before)} durch ${TRIPLETS[r.character]}: Ein E-Mail-Link darf es so nicht enthalten`
      : `Ersetzen Sie das ${quote(r.character)} ${afterIn(e.before)} durch ${TRIPLETS[r.character] ?? r.character}: In einem E-Mail-Link stehen „?“, „&“ und „=“ nur dann unverändert, wenn sie Felder hinzufügen, z. B. mailto:name@example.com?subject=Hi&body=Hello`,
  'mailto-form': () => 'Prüfen Sie den E-Mail-Link: Er muss so aussehen wie mailto:name@example.com?subject=Hello',
  'mailto-no-at': (r) => `Ergänzen Sie in der E-Mail-Adresse ${quote(r.address)} ein „@“, z. B. name@example.com`,
  'mailto-local-part': (r) =>
    `Prüfen Sie den Teil vor dem „@“ in der E-Mail-Adresse ${quote(r.address)}: Dort steht ein Zeichen, das nicht erlaubt ist, oder ein Punkt an der falschen Stelle`,
  'mailto-domain': (r) => `Prüfen Sie den Teil nach dem „@“ in der E-Mail-Adresse: ${quote(r.domain)} ist keine Domain wie example.com`,
  'mailto-not-utf8': (_r, e) => `Prüfen Sie die mit % geschriebenen Zeichen ${afterIn(e.before)} im E-Mail-Link: ${NOT_A_CHARACTER} (so steht z. B. %C3%A9 für „é“)`,
  'urn-question-mark': () => 'Prüfen Sie die URN: Ein „?“ darf nur nach dem Wert stehen, gefolgt von „+“ oder „=“, z. B. urn:example:a?+b',
  'urn-nid': () =>
    'Prüfen Sie den Namen nach „urn:“: Er muss aus 2 bis 32 Buchstaben, Ziffern oder Bindestrichen (-) bestehen und mit einem Buchstaben oder einer Ziffer beginnen und enden, z. B. urn:isbn:0451450523',
  'urn-nid-too-long': (r) => `Kürzen Sie den Namen nach „urn:“ auf höchstens ${number(r.max)} Zeichen: Zurzeit sind es ${number(r.length)}`,
  'urn-form': () => 'Prüfen Sie die URN: Sie besteht aus „urn:“, einem Namen, einem Doppelpunkt und einem Wert, z. B. urn:isbn:0451450523',
  'urn-namespace-nss': (r) =>
    r.nid === 'uuid'
      ? 'Prüfen Sie den Code nach „urn:uuid:“: Er muss aus 32 Ziffern und Buchstaben von a bis f in Gruppen von 8, 4, 4, 4 und 12 bestehen, z. B. f81d4fae-7dec-11d0-a765-00a0c91e6bf6'
      : `Prüfen Sie den Wert nach ${quote(`urn:${r.nid}:`)}: Er ist nicht so geschrieben, wie es diese Art von URN verlangt`,
  'file-port': () => 'Entfernen Sie die Portnummer aus der Dateiadresse: Eine Dateiadresse hat keine Portnummer',
  'file-form': (r) =>
    r.host
      ? 'Prüfen Sie die Dateiadresse: Sie beginnt mit file:// und einem Computernamen oder nichts, dann folgt der vollständige Pfad der Datei, z. B. file:///home/me/notes.txt'
      : 'Prüfen Sie die Dateiadresse: Sie besteht aus file: und dem vollständigen Pfad der Datei, z. B. file:///home/me/notes.txt',
  'file-segment-name': (r) => `Prüfen Sie die Dateiadresse: ${quote(r.segment)} kann ${ON[r.platform] ?? 'auf diesem Computer'} kein Dateiname sein, ${because('der Name', r.fault)}`,
  'file-path-not-utf8': (_r, e) => `Prüfen Sie die mit % geschriebenen Zeichen ${afterIn(e.before)} in der Dateiadresse: ${NOT_A_CHARACTER}`,
  'file-posix-host': (r) =>
    `Diese Dateiadresse verweist auf einen anderen Computer (${quote(r.host)}): Ein Pfad unter Linux oder auf einem Mac kann nur Dateien auf diesem Computer bezeichnen`,
  'file-posix-drive': (r) => `Diese Dateiadresse enthält das Windows-Laufwerk ${quote(`${r.drive}:`)}, das ein Pfad unter Linux oder auf einem Mac nicht haben kann`,
  'file-windows-server': (r) => `Prüfen Sie den Computernamen ${quote(r.host)} in der Dateiadresse`,
  'file-win32-host': (r) => `Prüfen Sie den Computernamen in der Dateiadresse: ${quote(r.host)} ist nicht der Name eines Computers`,
  'file-unc-drive': (r) =>
    `Eine Dateiadresse auf einem anderen Computer kann keinen Laufwerksbuchstaben haben: Entfernen Sie das Laufwerk ${quote(`${r.drive}:`)} oder den Computernamen ${quote(r.host)}`,
  'file-unc-no-share': (r) => `Ergänzen Sie nach dem Computernamen ${quote(r.host)} den Namen des freigegebenen Ordners`,
  'file-path-dot-segment': (r) => `Schreiben Sie den Pfad ohne ${quote(r.segment)}: Geben Sie stattdessen den Ordner an, für den es steht`,
  'file-path-name': (r) => `Prüfen Sie den Namen ${quote(r.name)} im Pfad: Er kann ${ON[r.platform] ?? 'auf diesem Computer'} kein Dateiname sein, ${because('er', r.fault)}`,
  'file-win32-trailing': (r) => `Entfernen Sie den Punkt oder das Leerzeichen am Ende des Namens ${quote(r.name)}: Windows würde das Zeichen weglassen`,
  'file-unc-server': (r) => {
    const [verb, what] = faultOf(r.fault)
    return `Prüfen Sie den Computernamen ${quote(r.server)}: Er ${verb} ${what}`
  },
  'file-unc-path-no-share': () => 'Ergänzen Sie nach dem Computernamen den Namen des freigegebenen Ordners, z. B. \\\\server\\share\\notes.txt',
  'file-posix-relative': () => 'Geben Sie den vollständigen Pfad der Datei ein, beginnend mit „/“, z. B. /home/me/notes.txt',
  'file-posix-double-slash': () => 'Beginnen Sie den Pfad mit einem „/“ statt mit zweien, z. B. /home/me/notes.txt',
  'file-windows-relative': () => `Geben Sie den vollständigen Pfad der Datei ein, beginnend mit einem Laufwerksbuchstaben oder einem Computernamen, ${WINDOWS_PATH}`,
  'file-win32-namespace': (r) =>
    r.namespace === 'device'
      ? `Dieser Pfad bezeichnet ein Gerät, keine Datei: Geben Sie den Pfad einer Datei ein, ${WINDOWS_PATH}`
      : `Geben Sie den Pfad einer Datei auf einem Laufwerk oder in einem freigegebenen Ordner ein, ${WINDOWS_PATH}`,
  'data-token-triplet': (r) =>
    `Entfernen Sie ${quote(r.triplet)} aus dem Typ am Anfang der Datenadresse: Es steht für ${octetPlain(r.octet)}, was in einem Typ wie text/plain nicht vorkommen darf`,
  'data-parameter': () => 'Prüfen Sie die Angabe nach „;“ in der Datenadresse: Sie besteht aus einem Namen, „=“ und einem Wert, z. B. charset=utf-8',
  'data-form': () => 'Prüfen Sie die Datenadresse: Sie muss so aussehen wie data:text/plain,Hello, mit einem Komma vor den Daten',
  'data-base64-character': (_r, e) => base64Character(e, ''),
  'data-base64-length': () => INCOMPLETE,
  'forgiving-base64-not-octets': setUpWrongly,
  'forgiving-base64-character': (_r, e) => base64Character(e, 'Leerzeichen, '),
  'forgiving-base64-length': () => INCOMPLETE,
  'scheme-not-a-tree': setUpWrongly,
}

// ---------------------------------------------------------------------------
// templates
// ---------------------------------------------------------------------------

/** A program's mistake, not the person's: nothing they enter fixes it. */
const pageSetUpWrongly = (): string => 'Die Adresse konnte nicht erstellt werden, weil diese Seite falsch eingerichtet ist: Wenden Sie sich an die Betreiber der Website'

/** What to do about what URLPattern does not read. */
const SYNTAX_FIX: { readonly [F in URLPatternSyntaxFault]: string } = {
  'unclosed-group': 'Fügen Sie die schließende geschweifte Klammer (}) hinzu',
  'unclosed-regexp': 'Fügen Sie die schließende runde Klammer ()) hinzu oder entfernen Sie die Klammern',
  'stray-character': 'Entfernen Sie das Zeichen oder setzen Sie einen Backslash (\\) davor',
}

const oneText = (r: { readonly variable: string }): string => `Geben Sie ${quote(r.variable)} als einzelnen Text oder als Zahl ein, nicht als Liste`

export const template: Sentences<TemplateReason> = {
  // A template's own text left open: the same advice as the code's, where the expression ends.
  'expression-unclosed': (_r, e) => codes['unclosed-expression'](e),
  'variables-not-an-object': pageSetUpWrongly,
  'variables-read-failed': pageSetUpWrongly,
  'expansion-value-of-wrong-kind': (r) => `Geben Sie ${quote(r.variable)} als Text, als Zahl oder als Liste davon ein`,
  'expansion-member-not-scalar': (r) => `Geben Sie jeden Eintrag von ${quote(r.variable)} als Text oder als Zahl ein`,
  'expansion-prefix-of-list': oneText,
  'expansion-prefix-of-map': oneText,
  'expansion-not-a-reference': (r) => {
    const c = r.expansion.charAt(r.at)
    return `Entfernen Sie ${c === '' ? 'das Zeichen' : named(c).accusative} aus Ihrer Eingabe: Die Adresse, die daraus entsteht, kann dieses Zeichen an dieser Stelle nicht enthalten`
  },
  'partial-comma-operator': (r) => `Geben Sie auch ${quote(r.variable)} ein: Der Wert gehört zusammen mit Ihren anderen Angaben in die Adresse`,
  'partial-order-unknown': (r) => `Geben Sie auch die Werte ein, die vor ${quote(r.variable)} kommen, oder lassen Sie ${quote(r.variable)} vorerst weg`,
  'route-templates-not-compiled': pageSetUpWrongly,
  'urlpattern-cannot-express': (r) => `Ändern Sie ${quote(r.part)}: Ein URL-Muster kann das nicht ausdrücken`,
  'template-cannot-express': (r) => `Ändern Sie ${quote(r.part)}: Eine Adressvorlage kann das nicht ausdrücken`,
  'urlpattern-not-valid': (r) => `Korrigieren Sie das Muster bei ${quote(r.part)}: ${SYNTAX_FIX[r.fault]}`,
  'urlpattern-component-not-a-string': pageSetUpWrongly,
  'urlpattern-init-read-failed': pageSetUpWrongly,
  'urlpattern-not-a-pattern': pageSetUpWrongly,
}

// ---------------------------------------------------------------------------
// conversions: IDNA, setters, fromUserInput
// ---------------------------------------------------------------------------

const OF_THE_WEBSITE = 'im Namen der Website'
const checkSpelling = (r: { readonly label: string }): string =>
  `Prüfen Sie die Schreibweise von ${quote(r.label)} ${OF_THE_WEBSITE}: Dieser Teil kann in einer Webadresse nicht verwendet werden`
const shorten = (r: { readonly label: string }): string =>
  `Kürzen Sie ${quote(r.label)} ${OF_THE_WEBSITE}: Jeder Teil zwischen zwei Punkten darf in der Schreibweise fürs Web höchstens 63 Zeichen lang sein`
/** An A-label `uriToIRIReport` kept: nothing for the person to do, only what they see. */
const kept = (r: { readonly label: string }): string =>
  `Der Teil ${quote(r.label)} des Namens der Website wird so angezeigt, wie er geschrieben ist: Er ist kein gültiger internationaler Name`
/** A refusal converting to A-labels, or an A-label kept as written. */
const spellingOrKept = (r: { readonly label: string; readonly direction: 'to-ascii' | 'to-unicode' }): string => (r.direction === 'to-ascii' ? checkSpelling(r) : kept(r))
const CANNOT_CONTAIN = 'Der Name einer Website darf dieses Zeichen nicht enthalten'

const idna: Sentences<IdnaReason | IdnaHostReason> = {
  'idna-host-not-a-string': () => 'Geben Sie den Namen der Website als Text ein',
  'idna-forbidden-code-point': (r) => `Entfernen Sie ${r.character === ' ' ? 'das Leerzeichen' : quote(r.character)} aus dem Namen der Website: ${CANNOT_CONTAIN}`,
  'idna-a-label-too-long': (r) => (r.direction === 'to-ascii' ? shorten(r) : kept(r)),
  'idna-mapped-label-too-long': shorten,
  'idna-result-too-long': shorten,
  'idna-no-url-parser': () => 'Der Name der Website konnte nicht geprüft werden, weil dieses Formular falsch eingerichtet ist: Wenden Sie sich an die Betreiber der Website',
  'idna-label-disallowed': checkSpelling,
  'idna-bidi-rule': () => 'Prüfen Sie den Namen der Website: Seine Teile mischen Schreibrichtungen auf eine Weise, die in einer Webadresse nicht möglich ist',
  'idna-empty-after-mapping': () => 'Geben Sie den Namen einer Website ein: Die Eingabe enthält keine Buchstaben oder Ziffern, die in einer Webadresse stehen können',
  'idna-mapped-forbidden-code-point': (r) => `Entfernen Sie das Zeichen, das für ${quote(r.character)} steht, aus dem Namen der Website: ${CANNOT_CONTAIN}`,
  'idna-ends-in-number': () => 'Prüfen Sie den Namen der Website: Ein Name, der auf eine Zahl endet, muss eine IP-Adresse sein, z. B. 192.0.2.1',
  'idna-not-punycode': spellingOrKept,
  'idna-decodes-to-ascii': spellingOrKept,
  'idna-u-label-refused': spellingOrKept,
  'idna-not-round-trip': spellingOrKept,
  'idna-host-not-utf8': () => `Prüfen Sie die %-Codes ${OF_THE_WEBSITE}: ${NOT_A_CHARACTER}`,
}

/** The parts a setter may be kept from adding or leaving, in the accusative: a new one, the one there. */
const A_PART = { userinfo: 'einen Benutzernamen', port: 'eine Portnummer' } as const
const THE_PART = { userinfo: 'den Benutzernamen', port: 'die Portnummer' } as const
const READ_AS_START = 'würde als Anfang einer Adresse gelesen'

const conflict: Sentences<ConflictReason> = {
  'conflict-path-after-authority': (r) =>
    r.set === 'path'
      ? `Beginnen Sie den Pfad mit „/“, z. B. /${r.path}`
      : `Ändern Sie zuerst den Pfad ${quote(r.path)}, sodass er mit „/“ beginnt: Nach dem Namen einer Website beginnt ein Pfad mit „/“`,
  'conflict-path-starts-with-slashes': (r) =>
    r.set === 'path'
      ? 'Entfernen Sie ein „/“ am Anfang des Pfads oder ergänzen Sie zuerst den Namen einer Website'
      : `Ändern Sie zuerst den Pfad ${quote(r.path)}: Ohne den Namen einer Website darf ein Pfad nicht mit „//“ beginnen`,
  'conflict-colon-in-first-segment': (r) =>
    r.set === 'path'
      ? `Schreiben Sie den Pfad als ./${r.path}: Ein „:“ vor dem ersten „/“ ${READ_AS_START}`
      : `Ändern Sie zuerst den Pfad ${quote(r.path)}: Ein „:“ vor seinem ersten „/“ ${READ_AS_START}`,
  'conflict-needs-host': (r) => `Ergänzen Sie den Namen einer Website, bevor Sie ${A_PART[r.set]} hinzufügen`,
  'conflict-host-removal': (r) => `Entfernen Sie ${THE_PART[r.blocking]}, bevor Sie den Namen der Website entfernen`,
}

/** What `fromUserInput` changed, told to the person who typed it. */
const userInput: Sentences<UserInputReason> = {
  'input-trimmed': () => 'Wir haben die Leerzeichen vor und nach der Adresse entfernt',
  'input-unwrapped': (r) => `Wir haben die Zeichen ${r.open} und ${r.close} um die Adresse entfernt`,
  'input-url-prefix-removed': () => 'Wir haben „URL:“ am Anfang der Adresse entfernt',
  'input-whitespace-removed': () => 'Wir haben die Zeilenumbrüche und Leerzeichen in der Adresse entfernt',
  'input-scheme-added': (r) => `Wir haben ${r.added} am Anfang der Adresse ergänzt`,
}

// Pure calls, not spreads: a bundler keeps an object spread (it may run a getter) even when unused.
export const conversion = /* @__PURE__ */ Object.assign({}, idna, conflict, userInput)

// ---------------------------------------------------------------------------
// adapters
// ---------------------------------------------------------------------------

/** White space as a person calls it, in the accusative: a line break or a tab by its name, any other kind a space. */
const space = (found: string): string =>
  found === '\n' || found === '\r' || found === '\u2028' || found === '\u2029' ? 'den Zeilenumbruch' : found === '\t' ? 'den Tabulator' : 'das Leerzeichen'

export const adapters: Sentences<AdapterReason> = {
  'web-missing-scheme': () => ENTER_WEB_ADDRESS,
  'surrounding-space': (r) => `Entfernen Sie ${space(r.found)} am ${r.side === 'start' ? 'Anfang' : 'Ende'} der Adresse`,
  'non-ascii-host': (_, e) =>
    `Ersetzen Sie ${quote(e.found ?? '')} im Namen der Website: Dort sind nur Buchstaben von a bis z, Ziffern, Bindestriche (-) und Punkte (.) erlaubt, geben Sie einen internationalen Namen also in der Form ein, die mit xn-- beginnt`,
  'public-needs-web': setUpWrongly,
  'adapter-not-a-feature': setUpWrongly,
  'form-values-not-an-object': setUpWrongly,
  'form-field-asynchronous': setUpWrongly,
  'form-field-not-a-schema': setUpWrongly,
}

/** Every reason kind's sentence: a kind without one fails to compile here. */
export const reasons: Catalog['reasons'] = /* @__PURE__ */ Object.assign({}, options, schemes, template, conversion, adapters)
