/**
 * The English sentences of the reasons in src/error/reasons/options.ts:
 * technical (which option, what it must be, what it was) and plain (a form's
 * words: the form is set up wrongly, or the value is not text).
 *
 * @since 0.4.0
 */
import type { OptionKind, OptionsReason, Seen, TextSubject } from '../../error/reasons/options.ts'
import type { ReasonSentences } from '../catalog.ts'

/** A value seen, named: a string quoted, a number as written, "null", "a list", "a value of type object". */
export const describeSeen = (got: Seen): string => {
  if (got.type === 'string') return JSON.stringify(got.text)
  if ('text' in got) return got.text
  if (got.type === 'null' || got.type === 'undefined') return got.type
  return got.type === 'array' ? 'a list' : `a value of type ${got.type}`
}

/**
 * A value seen, named by its type alone: "null", "a list", "a value of type number". How a sentence
 * about text that is not text names what it got (0.3's words: the value itself is not shown).
 */
export const describeSeenType = (got: Seen): string => (got.type === 'null' ? 'null' : got.type === 'array' ? 'a list' : `a value of type ${got.type}`)

/** An option's value, named as an options sentence names it: a string quoted, a number, a boolean, null or undefined as written, an array or anything else by its kind. */
const describeOptionValue = (got: Seen): string => {
  if (got.type === 'string') return JSON.stringify(got.text)
  if (got.type === 'number' || got.type === 'boolean') return got.text
  if (got.type === 'null' || got.type === 'undefined') return got.type
  return got.type === 'array' ? 'an array holding something else' : `a value of type ${got.type}`
}

const describeKind = (kind: OptionKind): string => {
  if (typeof kind !== 'string') return `one of ${kind.map((k) => JSON.stringify(k)).join(', ')}`
  switch (kind) {
    case 'boolean':
      return 'true or false'
    case 'string':
      return 'a string'
    case 'strings':
      return 'an array of strings'
    case 'ports':
      return 'an array of port numbers (whole numbers from 0 to 65535)'
    case 'length':
      return 'a whole number of 0 or more, or Infinity'
    case 'object':
      return 'an object'
  }
}

/** Names quoted and joined: "a", "a" or "b", "a", "b" or "c". */
const orList = (names: readonly string[]): string => {
  const quoted = names.map((n) => JSON.stringify(n))
  return quoted.length <= 1 ? (quoted[0] ?? '') : `${quoted.slice(0, -1).join(', ')} or ${quoted[quoted.length - 1]}`
}

const SUBJECTS: { readonly [S in Exclude<TextSubject, 'new-component'>]: string } = {
  input: 'The input',
  base: 'The base',
  reference: 'The reference',
  template: 'The template',
  value: 'The value',
  component: 'The component',
  path: 'The path',
  name: 'The name',
}

type OptionsSentences = ReasonSentences<OptionsReason['kind']>

export const technicalOptions: OptionsSentences = {
  'not-a-string': (r, e) =>
    // A setter's new component is named by the rule it is read with, which the error carries.
    `${r.subject === 'new-component' ? `The new ${e.rule} (or null, to remove it)` : (SUBJECTS[r.subject] ?? 'The input')} must be a string; got ${describeSeenType(r.got)}.`,
  'options-not-an-object': (r) => `The ${r.whole} must be an object; got ${describeOptionValue(r.got)}.`,
  'options-not-readable': (r) => `The ${r.whole} could not be read: reading them threw (a revoked proxy, or a getter or trap that throws).`,
  'option-not-of-kind': (r) => `The ${r.entry} "${r.option}" must be ${describeKind(r.must)}; got ${describeOptionValue(r.got)}.`,
  'reserve-not-sub-delims': (r) =>
    `The option "reserve" may list only sub-delims (! $ & ' ( ) * + , ; =), which a URI can percent-encode where they stand as data; ${JSON.stringify(r.character)} is not one.`,
  'not-a-parsed-reference': () => 'The reference to change must be a parsed URI reference (from parse, parseURI, …).',
  'option-not-name-or-uts46': (r) =>
    `The option "${r.option}" must be one of ${r.names.map((n) => JSON.stringify(n)).join(', ')}, or a UTS #46 implementation (an object with a toASCII function, such as idna from typed-uri/idna); got ${r.got.type === 'array' ? 'an array' : 'an object without a toASCII function'}.`,
  'options-cannot-combine': (r) => `The option "${r.option}" cannot be combined with ${r.with.map((w) => JSON.stringify(w)).join(' or ')}.`,
  'web-needs-absolute-rule': (r) => `With "web", the option "${r.option}" must be ${orList(['URI', 'IRI'])} (a web address is a URI); got ${describeOptionValue(r.got)}.`,
  'option-not-a-catalog': (r) =>
    `The option "${r.option}" must be "plain", "technical" or a message catalog (an object); got ${r.got.type === 'string' ? JSON.stringify(r.got.text) : `a value of type ${r.got.type === 'null' || r.got.type === 'array' ? 'object' : r.got.type}`}.`,
}

const SET_UP_WRONGLY = 'The address could not be checked, because this form is set up wrongly: contact the people who run the site'

export const plainOptions: OptionsSentences = {
  'not-a-string': (r) => (r.subject === 'input' || r.subject === 'value' ? 'Enter the address as text' : SET_UP_WRONGLY),
  'options-not-an-object': () => SET_UP_WRONGLY,
  'options-not-readable': () => SET_UP_WRONGLY,
  'option-not-of-kind': () => SET_UP_WRONGLY,
  'reserve-not-sub-delims': () => SET_UP_WRONGLY,
  'not-a-parsed-reference': () => SET_UP_WRONGLY,
  'option-not-name-or-uts46': () => SET_UP_WRONGLY,
  'options-cannot-combine': () => SET_UP_WRONGLY,
  'web-needs-absolute-rule': () => SET_UP_WRONGLY,
  'option-not-a-catalog': () => SET_UP_WRONGLY,
}
