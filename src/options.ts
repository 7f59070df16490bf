/**
 * Options as plain data, read safely: only an object's own properties count
 * (an option set on `Object.prototype` by a polluted dependency is not an
 * option), and each is checked against the kind it must be, so a bad option
 * becomes a sentence in a `Left`, never a throw deep inside. The other values
 * from outside that a public function reads are read here too: a name looked
 * up in a table (`ownEntry`), text where a result has no room for an error
 * (`textOf`).
 *
 * @since 0.2.0
 */
import type { Either } from 'fp-ts/lib/Either.js'
import { left, right } from './either.ts'

/** What an option must be: a kind, or one of a list of strings. */
export type OptionKind = 'boolean' | 'string' | 'strings' | 'ports' | 'length' | 'object' | readonly string[]

/** The kind of each option of an options type. */
export type OptionKinds<T> = { readonly [K in keyof Required<T>]: OptionKind }

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

/** A value shown in a message: short, and never a thrown conversion. */
const show = (v: unknown): string => {
  if (typeof v === 'string') return JSON.stringify(v.length > 40 ? v.slice(0, 40) + '…' : v)
  if (typeof v === 'number' || typeof v === 'boolean' || v === null || v === undefined) return String(v)
  return Array.isArray(v) ? 'an array holding something else' : `a value of type ${typeof v}`
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

/** The name of the first option that is not of its kind, for an error to carry. */
export const badOption = (options: unknown, kinds: OptionKinds<object>): string | undefined => {
  if (typeof options !== 'object' || options === null) return undefined
  return Object.keys(kinds).find((key) => {
    if (!Object.prototype.hasOwnProperty.call(options, key)) return false
    const v = (options as Record<string, unknown>)[key]
    return v !== undefined && !fits((kinds as Record<string, OptionKind>)[key], v)
  })
}

/** What a sentence of `ownOptions` calls the whole and one of its entries: options and an option, or (a profile) a profile and a rule. */
export interface OptionWords {
  readonly whole: string
  readonly entry: string
}

const OPTIONS: OptionWords = { whole: 'options', entry: 'option' }

/**
 * The options given, as a fresh object of their own, checked properties; or
 * the sentence that says which option is wrong and what it must be.
 */
export const ownOptions = <T extends object>(options: unknown, kinds: OptionKinds<T>, words: OptionWords = OPTIONS): Either<string, Partial<T>> => {
  // A prototype-less result, so that reading an option not given finds nothing, polluted prototype or not.
  if (options === undefined) return right(Object.create(null) as Partial<T>)
  if (typeof options !== 'object' || options === null) return left(`The ${words.whole} must be an object; got ${show(options)}.`)
  const out = Object.create(null) as Record<string, unknown>
  for (const key of Object.keys(kinds) as (keyof T & string)[]) {
    if (!Object.prototype.hasOwnProperty.call(options, key)) continue
    const v = (options as Record<string, unknown>)[key]
    if (v === undefined) continue
    const kind = kinds[key] as OptionKind
    if (!fits(kind, v)) return left(`The ${words.entry} "${key}" must be ${describeKind(kind)}; got ${show(v)}.`)
    out[key] = v
  }
  return right(out as Partial<T>)
}
