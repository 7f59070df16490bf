/**
 * The reasons of the adapters' own errors (`typed-uri/standard-schema`,
 * `typed-uri/io-ts`, `typed-uri/ajv`): a web address typed without its
 * scheme, a value with white space around it, a character outside ASCII in a
 * host, a feature option given something else than the feature's value (or
 * `public` without `web`), and a form's values that are not an object or a
 * field whose schema is not one or answers asynchronously. What was given is described, never kept (`Seen`). (An
 * adapter's `messages` that is not a catalog, options that cannot work
 * together and `web` with another rule are options reasons.)
 *
 * @since 0.4.0
 */
import type { Seen } from './options.ts'

/**
 * The options of `uriSchema` that bring a whole feature, each a value imported from the feature's subpath.
 *
 * @since 0.4.0
 * @category model
 */
export type FeatureOption = 'iri' | 'zoneIds' | 'policy' | 'fromUserInput' | 'suggestFix' | 'public'

/**
 * @since 0.4.0
 * @category model
 */
export type AdapterReason =
  /** `uriSchema({ web: true })`: a value without a scheme, where a web address begins with "https://" or "http://" (RFC 9110 section 4.2). */
  | { readonly kind: 'web-missing-scheme' }
  /**
   * A form's value begins (`side: 'start'`) or ends (`'end'`) with white space (`found`: the space, a tab, a
   * line break, a no-break space …), where the error is: no URI holds any (RFC 3986 Appendix C: white space
   * around a URI is not part of it). Since 0.4.0.
   */
  | { readonly kind: 'surrounding-space'; readonly side: 'start' | 'end'; readonly found: string }
  /**
   * A form's value holds a character outside ASCII (the error's `found`) in its host (`host`, as written):
   * RFC 3986's host is ASCII (section 3.2.2), an international name is written in A-labels ("xn--…",
   * RFC 5890), and an IRI (RFC 3987, the `iri` option) holds it as it is. Since 0.4.0.
   */
  | { readonly kind: 'non-ascii-host'; readonly host: string }
  /** `public` (a public site) was given without `web: true`: only a web address has a site to judge. Since 0.4.0. */
  | { readonly kind: 'public-needs-web'; readonly option: 'public' }
  /** An option that brings a feature is not the value its subpath (`from`) exports (`iri: true`, a policy's options). */
  | { readonly kind: 'adapter-not-a-feature'; readonly option: FeatureOption; readonly from: string; readonly got: Seen }
  /** `formSchema`: the form's values are not an object. */
  | { readonly kind: 'form-values-not-an-object'; readonly got: Seen }
  /** `formSchema`: a field's schema answers asynchronously. */
  | { readonly kind: 'form-field-asynchronous'; readonly field: string }
  /** `formSchema`: a field's schema is not a Standard Schema (no `~standard.validate`), or does not answer as one. */
  | { readonly kind: 'form-field-not-a-schema'; readonly field: string; readonly got: Seen }
