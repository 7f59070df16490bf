/**
 * The `messages` option of the adapters (`uriSchema`, io-ts's codecs, ajv's
 * formats): a catalog passed as a value (`plain`, `technical`, a language's
 * `plain`, one's own made by `completeCatalog`), English `plain` when absent.
 * Read from the options' own properties, checked to be a catalog, never
 * trusted to be one: a string (0.3.0's `'plain'` and `'technical'`) or any
 * other value is a reason, which the adapter turns into an `invalid-options`
 * error for every value (worded in `plain`, as no catalog was given).
 *
 * @since 0.4.0
 */
import type { Either } from 'fp-ts/lib/Either.js'
import { left, right } from '../base/either.ts'
import type { OptionsReason } from '../error/reasons/options.ts'
import { seen } from '../base/options.ts'
import type { Catalog } from './catalog.ts'
import { plain } from './en/plain.ts'

const SECTIONS: readonly (keyof Catalog)[] = ['codes', 'reasons', 'decoding', 'faults', 'warnings', 'violations', 'refusals']

const own = (o: object, key: string): unknown => (Object.prototype.hasOwnProperty.call(o, key) ? (o as Record<string, unknown>)[key] : undefined)

/**
 * Whether a value from outside is a catalog: an object whose every section is an object of its own (a
 * catalog of 0.3.0, one function per code, has none). Its sentences are read as `describeError` reads
 * them: a missing one gives the fact's code, never a throw.
 */
export const isCatalog = (value: unknown): value is Catalog =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  SECTIONS.every((s) => {
    const section = own(value, s)
    return typeof section === 'object' && section !== null
  })

/**
 * The catalog an adapter's options give (`fallback` when none: a form's adapters pass the English
 * sentences a form can show, so their bundle carries no others), or the reason they give none.
 */
export const catalogOptionOr =
  (fallback: Catalog) =>
  (options: unknown): Either<OptionsReason, Catalog> => {
    if (options === undefined) return right(fallback)
    if (typeof options !== 'object' || options === null) return left({ kind: 'options-not-an-object', whole: 'options', got: seen(options) })
    // Options from a hostile caller (a revoked proxy, a getter that throws) cannot be read: a reason, never a throw.
    try {
      const given = own(options, 'messages')
      if (given === undefined) return right(fallback)
      return isCatalog(given) ? right(given) : left({ kind: 'option-not-a-catalog', option: 'messages', got: seen(given) })
    } catch {
      return left({ kind: 'options-not-readable', whole: 'options' })
    }
  }

/** The catalog an adapter's options give (`plain` when none), or the reason they give none. */
export const catalogOption = (options: unknown): Either<OptionsReason, Catalog> => catalogOptionOr(plain)(options)
