/**
 * Options as plain data, read safely: only an object's own properties count
 * (an option set on `Object.prototype` by a polluted dependency is not an
 * option), and each is checked against the kind it must be, so a bad option
 * becomes a reason in a `Left`, never a throw deep inside. The other values
 * from outside that a public function reads are read here too: a name looked
 * up in a table (`ownEntry`), text where a result has no room for an error
 * (`textOf`).
 *
 * @since 0.2.0
 */
import type { Either } from 'fp-ts/lib/Either.js'
import { left, right } from './either.ts'

import type { OptionKind, OptionsReason, Seen } from '../error/reasons/options.ts'

export type { OptionKind } from '../error/reasons/options.ts'

/** The kind of each option of an options type. */
export type OptionKinds<T> = { readonly [K in keyof Required<T>]: OptionKind }

const isPort = (v: unknown): boolean => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 65535

const fits = (kind: OptionKind, v: unknown): boolean => {
  if (typeof kind !== 'string') return typeof v === 'string' && kind.includes(v)
  switch (kind) {
    case 'boolean':
      return typeof v === 'boolean'
    case 'string':
      return typeof v === 'string'
    case 'strings':
      return Array.isArray(v) && v.every((x) => typeof x === 'string')
    case 'ports':
      return Array.isArray(v) && v.every(isPort)
    case 'length':
      return typeof v === 'number' && (v === Infinity || (Number.isInteger(v) && v >= 0))
    case 'object':
      return typeof v === 'object' && v !== null
  }
}

/** Whether a value from outside is an array: `Array.isArray`, false for a revoked proxy (on which `Array.isArray` throws). */
export const isArray = (v: unknown): v is readonly unknown[] => {
  try {
    return Array.isArray(v)
  } catch {
    return false
  }
}

/** What a value from outside was, for a reason to name it: never kept, never converted (`String` of an object may throw). */
export const seen = (v: unknown): Seen => {
  if (typeof v === 'string') return { type: 'string', text: v.length > 40 ? v.slice(0, 40) + '…' : v }
  if (typeof v === 'number' || typeof v === 'bigint' || typeof v === 'boolean') return { type: typeof v as 'number', text: String(v) }
  if (v === null) return { type: 'null' }
  if (isArray(v)) return { type: 'array' }
  return { type: typeof v as 'undefined' | 'object' | 'function' | 'symbol' }
}

/**
 * A table's own entry for a key, never a member of Object.prototype: a
 * name from outside ("constructor", "toString", "__proto__") is looked up as
 * any unknown name is.
 */
export const ownEntry = <V>(table: Readonly<Record<string, V>>, key: string): V | undefined =>
  // A key that is not a string (from JavaScript, where types do not reach) names nothing: turned into a property key, an object without a prototype would throw.
  typeof key === 'string' && Object.prototype.hasOwnProperty.call(table, key) ? table[key] : undefined

/**
 * A value from outside read as text, by a function whose result has no room for
 * an error (an encoder, a position): a string as it is; a number, a bigint or a
 * boolean as JavaScript writes it (`String(42)`, as `encodeURIComponent` reads
 * it); anything else (undefined, null, an object, a symbol, a function) as "",
 * never converted: an object's own `toString` may throw or lie.
 */
export const textOf = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean' ? String(value) : ''

/**
 * The options given, as a fresh object of their own, checked properties; or the reason that says
 * which option is wrong and what it must be (`options-not-readable` when reading them throws: a
 * revoked proxy, a getter or trap that throws). `whole` and `entry` name them (a profile and its rules).
 */
export const ownOptions = <T extends object>(
  options: unknown,
  kinds: OptionKinds<T>,
  whole: 'options' | 'profile' = 'options',
  entry: 'option' | 'rule' = 'option',
): Either<OptionsReason, Partial<T>> => {
  try {
    return readOwnOptions(options, kinds, whole, entry)
  } catch {
    return left({ kind: 'options-not-readable', whole })
  }
}

/**
 * `ownOptions`, whose reads may throw: the options given, as a fresh object of their own, checked properties; or the reason that says
 * which option is wrong and what it must be. `whole` and `entry` name them (a profile and its rules).
 */
const readOwnOptions = <T extends object>(
  options: unknown,
  kinds: OptionKinds<T>,
  whole: 'options' | 'profile' = 'options',
  entry: 'option' | 'rule' = 'option',
): Either<OptionsReason, Partial<T>> => {
  // A prototype-less result, so that reading an option not given finds nothing, polluted prototype or not.
  if (options === undefined) return right(Object.create(null) as Partial<T>)
  if (typeof options !== 'object' || options === null) return left({ kind: 'options-not-an-object', whole, got: seen(options) })
  const out = Object.create(null) as Record<string, unknown>
  for (const key of Object.keys(kinds) as (keyof T & string)[]) {
    if (!Object.prototype.hasOwnProperty.call(options, key)) continue
    const v = (options as Record<string, unknown>)[key]
    if (v === undefined) continue
    const kind = kinds[key] as OptionKind
    if (!fits(kind, v)) return left({ kind: 'option-not-of-kind', option: key, entry, must: kind, got: seen(v) })
    out[key] = v
  }
  return right(out as Partial<T>)
}
