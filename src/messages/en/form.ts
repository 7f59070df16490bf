/**
 * The English `plain` sentences a form can show, and no others: what
 * `typed-uri/standard-schema` words its issues with when it is given no
 * catalog. A form's issues are a value's reading errors (every code), its
 * options' and the adapter's reasons, a web address's faults and a policy's
 * violations; it never shows a decoding error, a warning of `inspect`, a
 * refusal of `safeRedirect` or `readings`, nor a reason of a scheme's rules,
 * a template's expansion or matching, or a conversion. So this catalog leaves
 * those sections out, and a form's bundle carries a third of `plain`'s words
 * (about 3.4 KB gzipped instead of 12). A pure composition of `plain`'s own
 * tables: each sentence here is `plain`'s.
 *
 * Not exported from `typed-uri/messages`: a catalog given to a schema is used
 * whole, and `describeError` of a fact this one lacks gives the fact's code.
 *
 * @since 0.4.0
 */
import type { Catalog } from '../catalog.ts'
import { plainAdapters } from './adapters.ts'
import { plainOptions } from './options.ts'
import { plainCodes } from './plain-codes.ts'
import { plainViolations } from './security.ts'
import { plainFaults } from './web.ts'

/** The sections a form's issues are worded from (`describeError` reads the others as absent). */
type FormSections = Pick<Catalog, 'codes' | 'faults' | 'violations'> & {
  readonly reasons: Pick<Catalog['reasons'], keyof typeof plainOptions | keyof typeof plainAdapters>
}

/** The form's sections as a catalog: a section left out is one `describeError` never reads for a form's facts. */
const asCatalog = (sections: FormSections): Catalog => sections as unknown as Catalog

/**
 * English `plain`, as far as a form speaks: every code, the options' and adapters' reasons, the web
 * faults and the policy's violations. What `uriSchema`, `uriTemplateSchema`'s options and `formSchema`
 * word their issues with when given no `messages`.
 *
 * @example
 * import { describeError } from 'typed-uri/messages'
 * describeError(formPlain)(fault)   // the sentence `plain` gives the same fault
 *
 * @since 0.4.0
 * @category catalogs
 */
export const formPlain: Catalog = /* @__PURE__ */ asCatalog({
  codes: plainCodes,
  reasons: /* @__PURE__ */ Object.assign({}, plainOptions, plainAdapters),
  faults: plainFaults,
  violations: plainViolations,
})
