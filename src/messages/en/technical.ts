/**
 * English for developers and logs (`technical`): the character found, where,
 * what could have come, the rule and section. A module of its own, apart from
 * `plain`, so a bundle that imports one ships only it.
 *
 * @since 0.4.0
 */
import type { Catalog } from '../catalog.ts'
import { joinReasons } from '../join.ts'
import { technicalAdapters } from './adapters.ts'
import { technicalConversion } from './conversion.ts'
import { technicalDecoding } from './decoding.ts'
import { technicalOptions } from './options.ts'
import { technicalSchemes } from './schemes.ts'
import { technicalRefusals, technicalViolations, technicalWarnings } from './security.ts'
import { technicalCodes } from './technical-codes.ts'
import { technicalTemplate } from './template.ts'
import { technicalFaults } from './web.ts'

/**
 * English for developers and logs: the character found, where (position and part), what could have
 * come there, and the rule and section of the RFC a reason cites.
 *
 * @example
 * import { parseURI } from 'typed-uri'
 * import { describeError, technical } from 'typed-uri/messages'
 * const r = parseURI('http://a b')
 * if (r._tag === 'Left') describeError(technical)(r.left)   // 'Found a space at position 9 in the host (a space must be written %20); …'
 *
 * @since 0.4.0
 * @category catalogs
 */
export const technical: Catalog = {
  codes: technicalCodes,
  reasons: /* @__PURE__ */ joinReasons(technicalOptions, technicalSchemes, technicalTemplate, technicalConversion, technicalAdapters),
  decoding: technicalDecoding,
  faults: technicalFaults,
  warnings: technicalWarnings,
  violations: technicalViolations,
  refusals: technicalRefusals,
}
