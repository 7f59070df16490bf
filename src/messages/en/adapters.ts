/**
 * The English sentences of the reasons in src/error/reasons/adapters.ts:
 * technical (which option, what it must be, where to import it from) and
 * plain (a form's words: a web address starts with https://; anything about
 * options is the form's own fault, not the person's).
 *
 * @since 0.4.0
 */
import type { AdapterReason, FeatureOption } from '../../error/reasons/adapters.ts'
import type { ReasonSentences } from '../catalog.ts'
import { describeSeen } from './options.ts'

type AdapterSentences = ReasonSentences<AdapterReason['kind']>

/** What each feature option takes, named as its subpath exports it. */
const FEATURES: { readonly [O in FeatureOption]: string } = {
  iri: '`iri`',
  zoneIds: '`zoneIds`',
  policy: 'a check made by `policy(options)`',
  fromUserInput: '`fromUserInput`',
  suggestFix: '`suggestFix`',
}

export const technicalAdapters: AdapterSentences = {
  'web-missing-scheme': () => 'A web address begins with its scheme, "https://" or "http://" (RFC 9110 section 4.2); this has none.',
  'adapter-not-a-feature': (r) => `The option "${r.option}" must be ${FEATURES[r.option] ?? 'the value'} imported from "${r.from}"; got ${describeSeen(r.got)}.`,
  'form-values-not-an-object': (r) => `Expected the form's values as an object; got ${describeSeen(r.got)}.`,
  'form-field-asynchronous': (r) => `The schema of "${r.field}" answers asynchronously; formSchema needs synchronous ones.`,
  'form-field-not-a-schema': (r) =>
    `The schema of "${r.field}" is not a Standard Schema (an object whose "~standard" has a validate function that answers { value } or { issues }); got ${describeSeen(r.got)}.`,
}

// The sentence of en/options.ts for a form set up wrongly: what the person can do about it.
const SET_UP_WRONGLY = 'The address could not be checked, because this form is set up wrongly: contact the people who run the site'

export const plainAdapters: AdapterSentences = {
  'web-missing-scheme': () => 'Enter a web address that starts with https://, like https://www.example.com',
  'adapter-not-a-feature': () => SET_UP_WRONGLY,
  'form-values-not-an-object': () => SET_UP_WRONGLY,
  'form-field-asynchronous': () => SET_UP_WRONGLY,
  'form-field-not-a-schema': () => SET_UP_WRONGLY,
}
