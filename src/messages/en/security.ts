/**
 * The English sentences of `typed-uri/security`'s facts: `inspect`'s warnings,
 * `policy`'s violations, and the refusals of `safeRedirect` and `readings`.
 * Technical: what was found, where and which section it rests on, for a
 * developer or a log. Plain: for a person shown an address, what the risk is
 * and what to do, in everyday words (no section numbers, no parser names),
 * without a final full stop.
 *
 * @since 0.4.0
 */
import type { OptionsReason } from '../../error/reasons/options.ts'
import type { ComponentName } from '../../security/differ.ts'
import type { IriComponent } from '../../security/iri-checks.ts'
import type { Catalog, ReasonSentences } from '../catalog.ts'
import { plainOptions, technicalOptions } from './options.ts'
import { hex4 } from './technical-codes.ts'

type WarningSentences = Catalog['warnings']
type ViolationSentences = Catalog['violations']

/** "a", "a and b", "a, b and c". */
const listed = (words: readonly string[]): string => (words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`)
/** "a", "a or b", "a, b or c". */
const either = (words: readonly string[]): string => (words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} or ${words[words.length - 1]}`)

/** A text with its first letter in upper case: a sentence that begins with a name. */
const capitalised = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1)

/** A code point as its character; U+FFFD for what is no code point (a fact made in JavaScript). */
const characterOf = (cp: number): string => (Number.isInteger(cp) && cp >= 0 && cp <= 0x10ffff ? String.fromCodePoint(cp) : '\uFFFD')
const isControl = (cp: number): boolean => cp < 0x20 || cp === 0x7f

/** An options reason in a catalog's words: its sentences read the reason alone (no error comes with a policy's options). */
const optionsSentence = (sentences: ReasonSentences<OptionsReason['kind']>, reason: OptionsReason): string => (sentences[reason.kind] as unknown as (reason: OptionsReason) => string)(reason)

// ---------------------------------------------------------------------------
// inspect's warnings: technical (RFC 3986 section 7, RFC 3987 4 and 8, RFC 6068 7, RFC 2397 4)
// ---------------------------------------------------------------------------

/** Each component of RFC 3987 section 4.2, as the technical sentences name it. */
const IRI_COMPONENTS: { readonly [C in IriComponent]: string } = {
  userinfo: 'user information',
  'host-label': 'host label',
  path: 'part of the path',
  query: 'query name or value',
  fragment: 'fragment',
}

/** The line breaks beyond CR and LF that some mail programs and JavaScript end a line at. */
const LINE_BREAK_NAMES: ReadonlyMap<number, string> = new Map([
  [0x85, 'NEXT LINE'],
  [0x2028, 'LINE SEPARATOR'],
  [0x2029, 'PARAGRAPH SEPARATOR'],
])
const lineBreakName = (cp: number): string => {
  const name = LINE_BREAK_NAMES.get(cp)
  return name === undefined ? hex4(cp) : `${name} (${hex4(cp)})`
}

/** A character a lenient decoder makes: a control by its code point, any other quoted. */
const shownCharacter = (cp: number): string => (isControl(cp) ? hex4(cp) : `"${characterOf(cp)}"`)

/** A script as a sentence names it: `Other` stands for a script `inspect` does not tell apart. */
const scriptName = (script: string): string => (script === 'Other' ? 'another script' : script.replace(/_/g, ' '))

const REDACT = 'redact it before logging or showing the URI.'

export const technicalWarnings: WarningSentences = {
  userinfo: (w) => `The URI has user information ("${w.userinfo}") before its host "${w.host}"; show it apart from the host, as section 7.6 advises.`,
  'userinfo-looks-like-host': (w) => `The user information "${w.user}" looks like a host name, but the host is "${w.host}": a reader may believe the URI leads to "${w.user}".`,
  password: (w) =>
    w.colon === 'encoded'
      ? `The user information "${w.userinfo}" holds an encoded ":" (%3A): a server that decodes it reads a user name and a password; ${REDACT}`
      : `The user information holds a password in clear text; ${REDACT}`,
  'whatwg-credentials': (w) =>
    `A web browser (a WHATWG URL parser) reads "${w.credentials}" as ${w.password ? 'a user name and a password' : 'a user name'} and sends them with the request, though RFC 3986 reads no user information here; ${REDACT}`,
  'well-known-port': (w) =>
    `Port ${w.port} is a well-known port${w.defaultPort === null ? '' : ` that is not ${w.scheme}'s (${w.defaultPort})`}: a request may reach another service than the scheme's.`,
  'rare-ip-format': (w) =>
    `The host "${w.host}" is a registered name to RFC 3986, but inet_aton and web browsers read it as the IPv4 address ${w.address}; filter on that address, not on the text.`,
  'nul-octet': () => 'The URI holds a percent-encoded NUL (%00), which ends strings in C and truncates file names: reject it.',
  'encoded-line-break': (w) =>
    w.where === 'mailto-header'
      ? `The mailto URI's header fields hold a ${w.written.length === 1 ? lineBreakName(w.codePoint) : `${lineBreakName(w.codePoint)}, ${w.written},`} which some mail programs read as a line break: decoded into a header, it can start a new header line of the attacker's choosing (header injection).`
      : `The URI holds an encoded ${w.codePoint === 0x0d ? 'carriage return' : 'line feed'} (${w.written}): decoded into a header, a mail or a log line, it starts a new line of the attacker's choosing (header injection).`,
  'encoded-control': (w) => `The URI holds an encoded control character (${w.written}), which a program that decodes it may act on: reject it.`,
  'double-encoding': (w) =>
    `"${w.written}" is an encoded "%" before two hex digits: decoded once it is "%${w.written.slice(3)}", decoded twice "${isControl(w.octet) ? '(a control)' : characterOf(w.octet)}"; a check made after one decoding misses what a second one makes.`,
  'encoded-path-delimiter': (w) => `The path segment "${w.segment}" holds an encoded "${w.delimiter}", which becomes a path separator once decoded (path traversal).`,
  'encoded-dot-segment': (w) => `The path segment "${w.segment}" decodes to "${w.decoded}", a dot segment that resolution did not remove (path traversal).`,
  'encoded-delimiter-in-host': (w) => `The host holds an encoded "${w.delimiter}" (${w.written}), which becomes a delimiter once decoded: another parser may read another host.`,
  'mailto-header': (w) =>
    `The mailto URI's "${w.field}" field ${w.recipients ? 'adds recipients the reader may not see' : 'sets a header of the message'}: show every header to the person before sending, or drop it.`,
  'parser-differential': (w) => {
    switch (w.difference) {
      case 'host-too-long':
        return `The host is too long to check how a web browser reads it (over ${w.limit} characters, with non-ASCII ones or triplets): no DNS name is that long, and the two may disagree on where it leads.`
      case 'browser-refuses':
        return 'A web browser would reject this URI, which RFC 3986 accepts: the two may disagree on where it leads.'
      default:
        return `A web browser would read the ${w.difference} as "${w.whatwg}", RFC 3986 as "${w.rfc3986}".`
    }
  },
  'script-scheme': (w) =>
    w.scheme.toLowerCase() === 'data'
      ? 'The data URI holds a document or a script (its media type is HTML, SVG, XML or JavaScript) that runs in the page that embeds or opens it: put in an href or a frame, it is cross-site scripting. Refuse it.'
      : `The "${w.scheme}" scheme runs its path as a script when the link is followed: put in an href, it is cross-site scripting. Refuse it.`,
  'bidi-formatting': (w) =>
    `The ${IRI_COMPONENTS[w.component]} holds ${hex4(w.codePoint)}, an invisible bidirectional formatting character that changes how the IRI is shown; IRIs must not contain it: remove it, or write ${w.encoded} if it is data.`,
  'bidi-component': (w) => {
    const why = [w.mixesDirections ? 'mixes right-to-left and left-to-right letters' : '', w.rtlAtEdges ? '' : 'does not begin and end with a right-to-left letter']
    return `The ${IRI_COMPONENTS[w.component]} "${w.text}" ${why.filter((s) => s !== '').join(' and ')}: on screen, it and the delimiters around it may appear in another order than they are; percent-encode the whole component if it cannot be written otherwise.`
  },
  'mixed-script-host': (w) =>
    `The host label "${w.label}" mixes letters of ${listed(w.scripts.map(scriptName))}, which no language writes together: some of them may pass for letters of the others (spoofing, section 8).`,
  'confusable-host': (w) => `The host label "${w.label}" can be mistaken for "${w.looksLike}": letters in it look like ASCII letters but are not, so it names another host (spoofing).`,
  'overlong-utf8': (w) =>
    `"${w.written}" is an overlong UTF-8 encoding of ${shownCharacter(w.codePoint)}: invalid UTF-8, but a lenient decoder reads it as ${shownCharacter(w.codePoint)} after a check that did not; reject it.`,
}

// ---------------------------------------------------------------------------
// inspect's warnings: plain (the risk, and what to do)
// ---------------------------------------------------------------------------

/** Each component of RFC 3987 section 4.2, as a person names it. */
const IRI_PARTS: { readonly [C in IriComponent]: string } = {
  userinfo: 'the user name',
  'host-label': 'the website name',
  path: 'the path',
  query: 'the part after "?"',
  fragment: 'the part after "#"',
}

const CHECK_SOURCE = 'only open it if you trust where it came from'
const REMOVE_BEFORE_SHARING = 'remove it before you share or save the address'

export const plainWarnings: WarningSentences = {
  userinfo: (w) => `The address has a user name before the website name, so it is easy to misread: it goes to ${w.host}`,
  'userinfo-looks-like-host': (w) => `The address looks like it goes to ${w.user}, but it goes to ${w.host}: ${CHECK_SOURCE}`,
  password: () => `The address contains a password: ${REMOVE_BEFORE_SHARING}`,
  'whatwg-credentials': (w) =>
    `A web browser would send ${w.password ? 'a user name and password' : 'a user name'} from this address to the website: ${w.password ? 'remove them' : 'remove it'} before you share or save the address`,
  'well-known-port': (w) => `The address uses port ${w.port}, which is usually kept for a different kind of service: ${CHECK_SOURCE}`,
  'rare-ip-format': (w) => `The website name "${w.host}" is a disguised number address, ${w.address}: check where the address really goes before you open it`,
  'nul-octet': () => 'The address contains a hidden character (%00) that can cut it short in some programs: remove it',
  'encoded-line-break': (w) => `The address contains a hidden line break (${w.written}) that can add text of someone else's choosing to an email or a log: remove it`,
  'encoded-control': (w) => `The address contains a hidden control character (${w.written}) that some programs act on: remove it`,
  'double-encoding': (w) => `The address contains "${w.written}", which changes meaning each time it is decoded, so a check can miss what it becomes: ${CHECK_SOURCE}`,
  'encoded-path-delimiter': (w) => `The path "${w.segment}" contains a hidden "${w.delimiter}" that can reach other files on the server: ${CHECK_SOURCE}`,
  'encoded-dot-segment': (w) => `The path "${w.segment}" is a hidden "${w.decoded}", which can reach other files on the server: ${CHECK_SOURCE}`,
  'encoded-delimiter-in-host': (w) => `The website name contains a hidden "${w.delimiter}" (${w.written}), so some programs may go to a different website: ${CHECK_SOURCE}`,
  'mailto-header': (w) =>
    w.recipients
      ? `This email link adds recipients ("${w.field}") you may not see: check everyone the email goes to before you send it`
      : `This email link sets the "${w.field}" of the email: check the whole email before you send it`,
  'parser-differential': (w) => {
    switch (w.difference) {
      case 'host-too-long':
        return 'The website name is too long to check where a web browser would go: do not open the address'
      case 'browser-refuses':
        return 'A web browser cannot open this address: check how it is written'
      case 'host':
        return `A web browser would go to ${w.whatwg}, not to ${w.rfc3986} as written: check the address before you open it`
      default:
        return `A web browser would open the page ${w.whatwg}, not ${w.rfc3986} as written: check the address before you open it`
    }
  },
  'script-scheme': () => 'The address runs a script instead of opening a page: do not open it',
  'bidi-formatting': (w) => `${capitalised(IRI_PARTS[w.component])} contains an invisible character that changes the order the address is shown in: remove it`,
  'bidi-component': (w) =>
    `${capitalised(IRI_PARTS[w.component])} "${w.text}" mixes right-to-left and left-to-right writing, so it may be shown in a different order from how it is written: read the address carefully`,
  'mixed-script-host': (w) =>
    `The website name "${w.label}" mixes letters from different alphabets (${listed(w.scripts.map(scriptName))}), so it can pass for another website: ${CHECK_SOURCE}`,
  'confusable-host': (w) => `The website name "${w.label}" looks like "${w.looksLike}" but is a different website: ${CHECK_SOURCE}`,
  'overlong-utf8': (w) => `The address contains a disguised character (${w.written}) that some programs read as ${shownCharacter(w.codePoint)}: remove it`,
}

// ---------------------------------------------------------------------------
// policy's violations
// ---------------------------------------------------------------------------

const WHATWG_READERS = 'A WHATWG URL parser (fetch, browsers, undici)'

export const technicalViolations: ViolationSentences = {
  'not-absolute': () => 'A relative reference names no resource on its own: resolve it against a base first.',
  'scheme-not-allowed': (v) => `The scheme "${v.scheme}" is not allowed (allowed: ${v.allowed.join(', ')}).`,
  'no-host': () => 'The URI names no host.',
  'host-kind-not-allowed': (v) => `A host of kind ${v.hostKind} is not allowed (allowed: ${v.allowed.join(', ')}).`,
  'host-not-allowed': (v) => `The host "${v.host}"${v.whatwg === null ? '' : ` (${WHATWG_READERS} reads it as "${v.whatwg}")`} is not on the allowed list.`,
  'port-not-allowed': (v) => `Port ${v.port ?? '(none)'} is not allowed (allowed: ${v.allowed.join(', ')}).`,
  'userinfo-not-allowed': () => 'User information is not allowed: it can hide the real host (section 7.6) and leak credentials (7.5).',
  'private-address': (v) =>
    v.reader === 'whatwg'
      ? `${WHATWG_READERS} reads the host "${v.host}" as ${v.address}, a ${v.addressClass} address, which a server-side request must not reach (RFC 3986 reads another host: the two readings differ).`
      : `The host is a ${v.addressClass} address (${v.address}), which a server-side request must not reach.`,
  'rare-ip-format': (v) => `The host "${v.host}" is read by resolvers as the IPv4 address ${v.address} (section 7.4).`,
  'invalid-options': (v) => optionsSentence(technicalOptions, v.reason),
}

/** Schemes as a person types them: "https://". */
const typed = (schemes: readonly string[]): string => either(schemes.map((s) => `${s}://`))

const NOT_HERE = 'This address cannot be used here'

export const plainViolations: ViolationSentences = {
  'not-absolute': () => 'Enter the full address, starting with https://, like https://www.example.com/page',
  'scheme-not-allowed': (v) => (v.allowed.length === 0 ? NOT_HERE : `Enter an address that starts with ${typed(v.allowed)}`),
  'no-host': () => 'Enter the name of the website after https://, like https://www.example.com',
  'host-kind-not-allowed': (v) =>
    v.allowed.length === 1 && v.allowed[0] === 'reg-name'
      ? 'Enter the name of the website, like www.example.com, not a number address'
      : `${NOT_HERE}: enter a different kind of website address`,
  'host-not-allowed': (v) => `${NOT_HERE}: ${v.whatwg ?? v.host} is not one of the websites allowed`,
  'port-not-allowed': (v) =>
    v.allowed.length === 0
      ? NOT_HERE
      : v.port === null
        ? `Add a port number to the address: ${either(v.allowed.map(String))}`
        : `Port ${v.port} cannot be used here: use port ${either(v.allowed.map(String))}`,
  'userinfo-not-allowed': () => 'Remove the user name and password (the part before "@") from the address',
  'private-address': () => 'This address leads to a private network or to the computer itself, not to a public website: enter a public web address',
  'rare-ip-format': (v) => `The website name "${v.host}" is a disguised number address, ${v.address}: enter the website's name instead`,
  'invalid-options': (v) => optionsSentence(plainOptions, v.reason),
}

// ---------------------------------------------------------------------------
// The refusals of safeRedirect and readings
// ---------------------------------------------------------------------------

type Refusals = Catalog['refusals']

/** Each component as a person names it. */
const PART_NAMES: Readonly<Record<ComponentName, string>> = {
  scheme: 'the part before ":"',
  userinfo: 'the user name or password',
  host: 'the website name',
  port: 'the port number',
  path: 'the path',
  query: 'the part after "?"',
  fragment: 'the part after "#"',
}

const SET_UP_WRONGLY = 'The address could not be checked, because the check is set up wrongly'

/** The plain words of refusals (no final full stop, no grammar terms): a person is shown them where a return address is refused. */
export const plainRefusals: Refusals = {
  'not-text': () => 'The address is not text, so it cannot be checked',
  'not-a-reference': (_r, e) => `The address is not written the way a web address must be: check character ${e.offset + 1}`,
  'no-base': () => 'The address is only the end of an address, and there is no full address to read it against',
  'browser-refuses': () => 'A web browser cannot read the address: check how it is written',
  'no-runtime-url': () => 'The address could not be checked, because this system has no web browser address reader to compare with',
  'host-too-long': (r) => `The website name is too long to check: it must be ${r.limit.toLocaleString('en-US')} characters or fewer`,
  'invalid-options': (r) => {
    if (r.option === 'options') return `${SET_UP_WRONGLY}: its options must be an object`
    if (r.option === 'base') return `${SET_UP_WRONGLY}: "base" must be the full address of this site, like https://example.com/`
    return 'index' in r && r.index !== undefined
      ? `${SET_UP_WRONGLY}: entry ${r.index + 1} of "allow" must be a site written like https://example.com or https://example.com:8443`
      : `${SET_UP_WRONGLY}: "allow" must be a list of sites, each written like https://example.com`
  },
  'script-scheme': (r) => `The address runs a script (${r.scheme}:) instead of opening a page, so it cannot be used`,
  'other-origin': (r) => {
    if (r.origin === 'null') return r.reader === 'rfc3986' ? 'The address does not name a website, so it cannot be used' : 'A web browser would not open a website with this address'
    return r.reader === 'rfc3986'
      ? `The address leads to ${r.origin}, which is not this site or a site it allows`
      : `A web browser would go to ${r.origin}, which is not this site or a site it allows`
  },
  'parsers-disagree': (r) =>
    `A web browser would read ${listed(r.components.map((c) => PART_NAMES[c] ?? c))} of the address differently from other programs, so where it leads is not certain`,
  'path-starts-with-two-slashes': () => 'The path of the address starts with two slashes, which can lead to another site: remove one',
}

/** Each reader's reading, as a developer's sentence names it. */
const READINGS = { rfc3986: "RFC 3986's reading (resolved against the base, section 5.2)", whatwg: "the reading of the runtime's URL parser (the WHATWG URL Standard)" } as const
const readingOf = (reader: keyof typeof READINGS): string => READINGS[reader] ?? String(reader)

const ORIGIN = 'scheme://host[:port] (RFC 6454 section 6.2)'

/** The developer's words of refusals: the reason's parameters, and the section the refusal rests on. */
export const technicalRefusals: Refusals = {
  'not-text': () => 'The input is not a string: a URI reference is a sequence of characters (RFC 3986 section 2), so there is nothing to read.',
  'not-a-reference': (r, e) => `RFC 3986's grammar refuses the input (${r.error}) at position ${e.offset + 1}: it is not a URI-reference (section 4.1).`,
  'no-base': () => 'The input is a relative reference, and no base URI was given to resolve it against (RFC 3986 section 5.1).',
  'browser-refuses': () => "The runtime's URL parser (the WHATWG URL Standard) refuses the input, so a browser's reading cannot be compared with RFC 3986's.",
  'no-runtime-url': () => "The runtime has no URL parser, so a browser's reading (the WHATWG URL Standard) cannot be checked: every input is refused.",
  'host-too-long': (r) =>
    `The host is over ${r.limit} characters with non-ASCII ones or triplets: it is not handed to the runtime's URL parser, whose UTS #46 mapping takes time that grows with the square of its length (no DNS name is that long, RFC 1035 section 2.3.4).`,
  'invalid-options': (r, e) => {
    if (r.option === 'options') return 'The options must be an object.'
    if (r.option === 'base')
      return e._tag === 'RedirectError'
        ? `The option "base" must be an absolute URL with a host (RFC 3986 section 4.3), whose origin RFC 3986 and the runtime's URL parser read alike.`
        : 'The option "base" must be an absolute URI, as a string (RFC 3986 sections 4.3 and 5.1).'
    return 'index' in r && r.index !== undefined
      ? `The entry allow[${r.index}] must be an origin written ${ORIGIN}, in A-labels, that RFC 3986 and the runtime's URL parser read alike.`
      : `The option "allow" must be an array of origins, each written ${ORIGIN}.`
  },
  'script-scheme': (r) =>
    `The target's scheme "${r.scheme}" runs code when the link is followed (${r.scheme === 'data' ? 'a document or script media type, RFC 2397 section 4' : 'its path runs as a script'}): a redirect to it is cross-site scripting.`,
  'other-origin': (r) =>
    `In ${readingOf(r.reader)}, the target's origin is ${r.origin === 'null' ? 'null (no host: an opaque origin)' : r.origin}, which is neither the base's origin nor one of "allow" (RFC 6454 section 4).`,
  'parsers-disagree': (r) =>
    `RFC 3986 and the runtime's URL parser read the target's ${listed(r.components)} differently, each in its normal form (RFC 3986 section 6.2): a check made on one reading is no check of the other.`,
  'path-starts-with-two-slashes': (r) =>
    `In ${readingOf(r.reader)}, the target's path begins with two slashes or backslashes (written or percent-encoded, tabs and newlines between them dropped): written back as a relative Location, it is a network-path reference to another host (RFC 3986 section 4.2).`,
}
