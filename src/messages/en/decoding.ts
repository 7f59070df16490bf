/**
 * The English sentences of decoding's errors (`decodeComponent`: section 2.1's
 * triplets, section 2.5's UTF-8).
 *
 * @since 0.4.0
 */
import type { Catalog } from '../catalog.ts'
import { describeSeen } from './options.ts'

export const technicalDecoding: Catalog['decoding'] = {
  'bad-percent-encoding': (e) => `"%" at position ${e.offset + 1} is not followed by two hex digits.`,
  'invalid-utf8': (e) => `The percent-encoded octets at position ${e.offset + 1} are not valid UTF-8.`,
  'not-a-string': (e) => `The text to decode must be a string; got ${e.got === undefined ? 'something else' : describeSeen(e.got)}.`,
}

export const plainDecoding: Catalog['decoding'] = {
  'bad-percent-encoding': () => 'Write the % sign as %25, or follow it with two digits or letters from A to F, like %20',
  'invalid-utf8': () => 'Check the %-codes in the text: together they do not spell any character',
  'not-a-string': () => 'Enter the text as text',
}
