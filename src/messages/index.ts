/**
 * Words for errors: the one step from a fact to a sentence (`describeError`),
 * the code frame (`formatError`), positions for people who draw their own
 * marks (`locate`), and the English catalogs `plain` and `technical`. Each
 * further language is a subpath of its own (`typed-uri/messages/de`, …).
 * Errors never carry words: they are made here, at the edge, from a catalog
 * passed in.
 *
 * @example
 * import { parseURI } from 'typed-uri'
 * import { describeError, plain } from 'typed-uri/messages'
 * import { plain as de } from 'typed-uri/messages/de'
 * const r = parseURI('https://exa mple.com')
 * if (r._tag === 'Left') [describeError(plain)(r.left), describeError(de)(r.left)]
 *
 * @since 0.4.0
 */
export type {
  Catalog,
  CodeSentences,
  DecodingSentences,
  Fact,
  FaultSentences,
  PartialCatalog,
  ReasonSentences,
  RefusalReason,
  RefusalSentences,
  ViolationSentences,
  WarningSentences,
} from './catalog.ts'
export { completeCatalog } from './complete.ts'
export { describeError } from './describe.ts'
export { plain, technical } from './en/index.ts'
export { formatError } from './format.ts'
export { type Location, locate } from './locate.ts'
