/**
 * The English sentences of the reasons in src/error/reasons/adapters.ts:
 * technical (which option, what it must be, where to import it from) and
 * plain (a form's words: a web address starts with https://; anything about
 * options is the form's own fault, not the person's).
 *
 * @since 0.4.0
 */
import type { AdapterReason, FeatureOption } from '../../error/reasons/adapters.ts'
import type { UriError } from '../../error/facts.ts'
import type { ReasonSentences } from '../catalog.ts'
import { describeSeen } from './options.ts'
import { describeCharacter, describePosition } from './technical-codes.ts'

type AdapterSentences = ReasonSentences<AdapterReason['kind']>

/** What each feature option takes, named as its subpath exports it. */
const FEATURES: { readonly [O in FeatureOption]: string } = {
  iri: '`iri`',
  zoneIds: '`zoneIds`',
  policy: 'a check made by `policy(options)`',
  fromUserInput: '`fromUserInput`',
  suggestFix: '`suggestFix`',
  public: 'true or `publicSite`',
}

/** Where white space stands, for a technical sentence. */
const SIDES = { start: 'begins', end: 'ends' } as const

export const technicalAdapters: AdapterSentences = {
  'web-missing-scheme': () => 'A web address begins with its scheme, "https://" or "http://" (RFC 9110 section 4.2); this has none.',
  'surrounding-space': (r) => `The value ${SIDES[r.side] ?? 'ends'} with ${describeCharacter(r.found)}: white space around a URI is not part of it (RFC 3986 Appendix C); trim the value.`,
  'non-ascii-host': (r, e: UriError) =>
    `Found ${describeCharacter(e.found)} at ${describePosition(e)} in the host "${r.host}": a URI's host is ASCII (RFC 3986 section 3.2.2), so write an internationalized domain name in A-labels ("xn--…", RFC 5890), or accept IRIs (RFC 3987) with the \`iri\` option.`,
  'public-needs-web': () => 'The option "public" asks for a public site, which only a web address has: give it with `web: true`.',
  'adapter-not-a-feature': (r) => `The option "${r.option}" must be ${FEATURES[r.option] ?? 'the value'} imported from "${r.from}"; got ${describeSeen(r.got)}.`,
  'form-values-not-an-object': (r) => `Expected the form's values as an object; got ${describeSeen(r.got)}.`,
  'form-field-asynchronous': (r) => `The schema of "${r.field}" answers asynchronously; formSchema needs synchronous ones.`,
  'form-field-not-a-schema': (r) =>
    `The schema of "${r.field}" is not a Standard Schema (an object whose "~standard" has a validate function that answers { value } or { issues }); got ${describeSeen(r.got)}.`,
}

// The sentence of en/options.ts for a form set up wrongly: what the person can do about it.
const SET_UP_WRONGLY = 'The address could not be checked, because this form is set up wrongly: contact the people who run the site'

/** White space as a person calls it: a line break or a tab by its name, any other kind a space. */
const spaceName = (found: string): string => (found === '\n' || found === '\r' || found === '\u2028' || found === '\u2029' ? 'line break' : found === '\t' ? 'tab' : 'space')

export const plainAdapters: AdapterSentences = {
  'web-missing-scheme': () => 'Enter a web address that starts with https://, like https://www.example.com',
  'surrounding-space': (r) => `Remove the ${spaceName(r.found)} at the ${r.side === 'start' ? 'start' : 'end'} of the address`,
  'non-ascii-host': (_, e: UriError) =>
    `Replace "${e.found}" in the website name: this form accepts only letters a to z, numbers, hyphens (-) and dots (.) there, so enter an international name in its form that starts with xn--`,
  'public-needs-web': () => SET_UP_WRONGLY,
  'adapter-not-a-feature': () => SET_UP_WRONGLY,
  'form-values-not-an-object': () => SET_UP_WRONGLY,
  'form-field-asynchronous': () => SET_UP_WRONGLY,
  'form-field-not-a-schema': () => SET_UP_WRONGLY,
}
