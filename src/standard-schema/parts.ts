/**
 * The parts schemas are made of (schema.ts's `SchemaParts`): every part for
 * `uriSchema`, and for each adapter's schema the parts its options can use, so
 * that a bundle holds what its schemas read and no more. A form asking for a
 * URI ships section 3's rule alone, no web address's checks and no public-site
 * check; one asking for a reference ships sections 4.1 and 4.2's. An adapter's
 * schema gives text, so it needs a tree only for a policy's check: its trees are
 * made by the rule's test and Appendix B's split (reading/parse.ts's
 * `wholeReference`), not by `parse`'s capturing expressions, which are faster
 * on a file of references and larger in a bundle.
 *
 * @since 0.4.0
 */
import {
  explainWholeAbsoluteURI,
  explainWholeRelativeRef,
  explainWholeURI,
  explainWholeURIReference,
  testWholeAbsoluteURI,
  testWholeRelativeRef,
  testWholeURI,
  testWholeURIReference,
} from '../grammar/read/index.ts'
import { parse, parseAbsoluteURI, parseRelativeRef, parseURI } from '../reading/parse.ts'
import { webFaultOf } from '../reading/web.ts'
import { publicSite } from './public.ts'
import { treeParsers, type SchemaParts } from './schema.ts'

/** Every part: RFC 3986's four entry rules (sections 3, 4.1, 4.2, 4.3) and their parsers, a web address's faults, the public-site check. */
export const ALL_PARTS: SchemaParts = {
  readings: {
    'URI-reference': [testWholeURIReference, explainWholeURIReference],
    URI: [testWholeURI, explainWholeURI],
    'absolute-URI': [testWholeAbsoluteURI, explainWholeAbsoluteURI],
    'relative-ref': [testWholeRelativeRef, explainWholeRelativeRef],
  },
  parserOf: /* @__PURE__ */ treeParsers({ 'URI-reference': parse, URI: parseURI, 'absolute-URI': parseAbsoluteURI, 'relative-ref': parseRelativeRef }),
  webFaultOf,
  publicSite,
}

/** An absolute URI's parts: URI (section 3) and absolute-URI (4.3). */
export const URI_PARTS: SchemaParts = {
  readings: { URI: [testWholeURI, explainWholeURI], 'absolute-URI': [testWholeAbsoluteURI, explainWholeAbsoluteURI] },
  parserOf: /* @__PURE__ */ treeParsers({}),
  webFaultOf: null,
  publicSite: null,
}

/** A reference's parts: URI-reference (section 4.1) and relative-ref (4.2). */
export const REFERENCE_PARTS: SchemaParts = {
  readings: { 'URI-reference': [testWholeURIReference, explainWholeURIReference], 'relative-ref': [testWholeRelativeRef, explainWholeRelativeRef] },
  parserOf: /* @__PURE__ */ treeParsers({}),
  webFaultOf: null,
  publicSite: null,
}

/** A web address's parts: URI (section 3), a web address's faults (RFC 9110 section 4.2) and the public-site check. */
export const WEB_PARTS: SchemaParts = {
  readings: { URI: [testWholeURI, explainWholeURI] },
  parserOf: /* @__PURE__ */ treeParsers({}),
  webFaultOf,
  publicSite,
}
