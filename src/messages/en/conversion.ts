/**
 * The English sentences of the reasons in src/error/reasons/conversion.ts: technical
 * (the label or the path, the rule and its section) and plain (what to do, in a form's words).
 *
 * @since 0.4.0
 */
import type { ReasonSentences } from '../catalog.ts'
import type { ConflictReason, ConversionReason, IdnaDirection, IdnaHostReason, IdnaReason, UserInputReason } from '../../error/reasons/conversion.ts'
import { technicalDecoding } from './decoding.ts'
import { describeSeenType } from './options.ts'

type Sentences<R extends ConversionReason> = ReasonSentences<R['kind']>

// ---------------------------------------------------------------------------
// IDNA (UTS #46, RFC 5890, the URL Standard's host steps)
// ---------------------------------------------------------------------------

/** A refusal's sentence around its clause: a label that cannot be written in ASCII, or an A-label kept as written. */
const refused = (label: string, direction: IdnaDirection, clause: string): string =>
  direction === 'to-ascii' ? `The host label "${label}" cannot be written in ASCII (IDNA, UTS #46): ${clause}.` : `The A-label "${label}" stays as written (IDNA, UTS #46): ${clause}.`

const V1 = 'UTS #46 validity criterion V1: it is not in the form mapping gives'

const technicalIdna: Sentences<IdnaReason | IdnaHostReason> = {
  'idna-host-not-a-string': (r) => refused(r.label, 'to-ascii', `the host must be a string; got ${describeSeenType(r.got)}`),
  'idna-forbidden-code-point': (r) =>
    refused(r.label, 'to-ascii', `it holds "${r.character === ' ' ? 'space' : r.character}", which no domain may hold (URL Standard, forbidden domain code points)`),
  'idna-a-label-too-long': (r) =>
    refused(r.label, r.direction, `it is ${r.direction === 'to-ascii' ? 'an A-label ' : ''}longer than 63 characters, which no A-label is (RFC 5890 section 2.3.2.1)`),
  'idna-mapped-label-too-long': (r) => refused(r.label, 'to-ascii', 'its A-label cannot fit in 63 characters (RFC 5890 section 2.3.2.1)'),
  'idna-result-too-long': (r) => refused(r.label, 'to-ascii', `its A-label "${r.aLabel.slice(0, 40)}…" is longer than 63 characters (RFC 5890 section 2.3.2.1)`),
  'idna-no-url-parser': (r) => refused(r.label, 'to-ascii', 'this runtime has no URL parser to apply UTS #46 with: give an implementation (idna from typed-uri/idna)'),
  'idna-label-disallowed': (r) => refused(r.label, 'to-ascii', "UTS #46 (the URL Standard's profile) refuses it: a code point it disallows, or a joiner, mark or hyphen out of place"),
  'idna-bidi-rule': (r) => refused(r.label, 'to-ascii', 'UTS #46 refuses the name as a whole: its labels together break the bidi rule (RFC 5893), which reads every label'),
  'idna-empty-after-mapping': (r) => refused(r.label, 'to-ascii', 'it is empty once UTS #46 has mapped it'),
  'idna-mapped-forbidden-code-point': (r) => refused(r.label, 'to-ascii', `UTS #46 maps it to "${r.mapped}", which holds "${r.character}", a code point no domain may hold (URL Standard)`),
  'idna-ends-in-number': (r) => refused(r.label, 'to-ascii', `it ends in a number, so a URL parser reads it as an IPv4 address, and "${r.mapped}" is none`),
  'idna-not-punycode': (r) => refused(r.label, r.direction, 'what follows "xn--" is not Punycode (RFC 3492)'),
  'idna-decodes-to-ascii': (r) => refused(r.label, r.direction, `it decodes to "${r.decoded}", all ASCII, which no U-label is`),
  'idna-u-label-refused': (r) => refused(r.label, r.direction, `UTS #46 refuses its U-label "${r.uLabel}"`),
  'idna-not-round-trip': (r) => refused(r.label, r.direction, `its U-label "${r.uLabel}" converts back to "${r.back}", not to this A-label (${V1})`),
  'idna-host-not-utf8': (r) => `The host "${r.host}" cannot be converted to A-labels: ${technicalDecoding[r.decoding]({ _tag: 'DecodeError', code: r.decoding, offset: r.offset })}`,
}

const CHECK_SPELLING = (label: string): string => `Check the spelling of "${label}" in the website name: it cannot be used in a web address`
const SHORTEN = (label: string): string => `Shorten "${label}" in the website name: each part between dots must be 63 letters or fewer once written for the web`
/** An A-label `uriToIRIReport` kept: nothing for the person to do, only what they see. */
const KEPT = (label: string): string => `The part "${label}" of the website name is shown as written: it is not a valid international name`

const plainIdna: Sentences<IdnaReason | IdnaHostReason> = {
  'idna-host-not-a-string': () => 'Enter the website name as text',
  'idna-forbidden-code-point': (r) => `Remove ${r.character === ' ' ? 'the space' : `"${r.character}"`} from the website name: a website name cannot contain it`,
  'idna-a-label-too-long': (r) => (r.direction === 'to-ascii' ? SHORTEN(r.label) : KEPT(r.label)),
  'idna-mapped-label-too-long': (r) => SHORTEN(r.label),
  'idna-result-too-long': (r) => SHORTEN(r.label),
  'idna-no-url-parser': () => 'The website name could not be checked, because this form is set up wrongly: contact the people who run the site',
  'idna-label-disallowed': (r) => CHECK_SPELLING(r.label),
  'idna-bidi-rule': () => 'Check the website name: its parts mix writing directions in a way a web address cannot use',
  'idna-empty-after-mapping': () => 'Enter a website name: what was entered has no letters or digits a web address can use',
  'idna-mapped-forbidden-code-point': (r) => `Remove the character that stands for "${r.character}" from the website name: a website name cannot contain it`,
  'idna-ends-in-number': () => 'Check the website name: a name that ends in a number must be an IP address, like 192.0.2.1',
  'idna-not-punycode': (r) => (r.direction === 'to-ascii' ? CHECK_SPELLING(r.label) : KEPT(r.label)),
  'idna-decodes-to-ascii': (r) => (r.direction === 'to-ascii' ? CHECK_SPELLING(r.label) : KEPT(r.label)),
  'idna-u-label-refused': (r) => (r.direction === 'to-ascii' ? CHECK_SPELLING(r.label) : KEPT(r.label)),
  'idna-not-round-trip': (r) => (r.direction === 'to-ascii' ? CHECK_SPELLING(r.label) : KEPT(r.label)),
  'idna-host-not-utf8': () => 'Check the %-codes in the website name: together they do not spell any character',
}

// ---------------------------------------------------------------------------
// setters (RFC 3986 sections 3.2, 3.3 and 4.2)
// ---------------------------------------------------------------------------

const technicalConflict: Sentences<ConflictReason> = {
  'conflict-path-after-authority': (r) =>
    r.set === 'path'
      ? `A path after an authority must begin with "/" or be empty (RFC 3986 section ${r.section}); write "/${r.path}".`
      : `The reference's path "${r.path}" cannot follow an authority: a path after one must begin with "/" or be empty (RFC 3986 section ${r.section}); set a path beginning with "/" first.`,
  'conflict-path-starts-with-slashes': (r) =>
    `Without an authority, the path "${r.path}" cannot begin with "//": it would be read as an authority (RFC 3986 section ${r.section}); ${r.set === 'path' ? 'remove a "/" or set a host first' : 'change the path first'}.`,
  'conflict-colon-in-first-segment': (r) =>
    `In a relative reference without an authority, the first segment of the path "${r.path}" cannot contain ":": it would be read as a scheme (RFC 3986 section ${r.section}); ${r.set === 'path' ? `write "./${r.path}"` : 'change the path first'}.`,
  'conflict-needs-host': (r) => `A ${r.set} needs a host, and the reference has no authority (RFC 3986 section ${r.section}); set a host first (withHost).`,
  'conflict-host-removal': (r) =>
    `A host cannot be removed while the authority has a ${r.blocking} (RFC 3986 section ${r.section}); remove it first (${r.blocking === 'userinfo' ? 'withUserinfo' : 'withPort'}(null)).`,
}

/** A part of an address, in a form's words. */
const PART: { readonly [P in 'userinfo' | 'port']: string } = { userinfo: 'user name', port: 'port number' }

const plainConflict: Sentences<ConflictReason> = {
  'conflict-path-after-authority': (r) =>
    r.set === 'path' ? `Start the path with "/", like /${r.path}` : `Change the path "${r.path}" to start with "/" first: after a website name, a path starts with "/"`,
  'conflict-path-starts-with-slashes': (r) =>
    r.set === 'path' ? 'Remove a "/" from the start of the path, or add a website name first' : `Change the path "${r.path}" first: without a website name, a path cannot start with "//"`,
  'conflict-colon-in-first-segment': (r) =>
    r.set === 'path'
      ? `Write the path as ./${r.path}: a ":" before the first "/" would be read as the start of an address`
      : `Change the path "${r.path}" first: a ":" before its first "/" would be read as the start of an address`,
  'conflict-needs-host': (r) => `Add a website name before adding a ${PART[r.set]}`,
  'conflict-host-removal': (r) => `Remove the ${PART[r.blocking]} before removing the website name`,
}

// ---------------------------------------------------------------------------
// fromUserInput's changes (Appendix C, section 4.5)
// ---------------------------------------------------------------------------

const technicalUserInput: Sentences<UserInputReason> = {
  'input-trimmed': () => 'Removed the whitespace around the input.',
  'input-unwrapped': (r) => `Removed the ${r.open}${r.close} around the URI.`,
  'input-url-prefix-removed': () => 'Removed the "URL:" prefix.',
  'input-whitespace-removed': () => 'Removed the line breaks and spaces inside the URI.',
  'input-scheme-added': (r) => `Added "${r.added}" in front: the input had no scheme.`,
}

const plainUserInput: Sentences<UserInputReason> = {
  'input-trimmed': () => 'We removed the spaces before and after the address',
  'input-unwrapped': (r) => `We removed the ${r.open} and ${r.close} around the address`,
  'input-url-prefix-removed': () => 'We removed "URL:" from the start of the address',
  'input-whitespace-removed': () => 'We removed the line breaks and spaces inside the address',
  'input-scheme-added': (r) => `We added ${r.added} to the start of the address`,
}

export const technicalConversion: Sentences<ConversionReason> = { ...technicalIdna, ...technicalConflict, ...technicalUserInput }

export const plainConversion: Sentences<ConversionReason> = { ...plainIdna, ...plainConflict, ...plainUserInput }
