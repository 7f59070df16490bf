/**
 * English for people filling in a form (`plain`): what is wrong and what to do,
 * GOV.UK's style, no rule names. A module of its own, apart from `technical`,
 * and composed with pure calls, so a bundle that imports one ships only it.
 *
 * @since 0.4.0
 */
import type { Catalog } from '../catalog.ts'
import { joinReasons } from '../join.ts'
import { plainAdapters } from './adapters.ts'
import { plainCodes } from './plain-codes.ts'
import { plainConversion } from './conversion.ts'
import { plainDecoding } from './decoding.ts'
import { plainOptions } from './options.ts'
import { plainSchemes } from './schemes.ts'
import { plainRefusals, plainViolations, plainWarnings } from './security.ts'
import { plainTemplate } from './template.ts'
import { plainFaults } from './web.ts'

/**
 * English for people filling in a form: what is wrong and what to do, in everyday words, no grammar
 * terms ("Remove the space after 'a', or replace it with %20"). The words every adapter speaks when
 * given no catalog.
 *
 * @example
 * import { parseURI } from 'typed-uri'
 * import { describeError, plain } from 'typed-uri/messages'
 * const r = parseURI('www.example.com/a')
 * if (r._tag === 'Left') describeError(plain)(r.left)   // 'Enter a web address that starts with https://, like https://www.example.com'
 *
 * @since 0.4.0
 * @category catalogs
 */
export const plain: Catalog = {
  codes: plainCodes,
  // A pure call, not a spread: a bundler keeps an object spread (it may run a getter) even when unused.
  reasons: /* @__PURE__ */ joinReasons(plainOptions, plainSchemes, plainTemplate, plainConversion, plainAdapters),
  decoding: plainDecoding,
  faults: plainFaults,
  warnings: plainWarnings,
  violations: plainViolations,
  refusals: plainRefusals,
}
