/**
 * A schema's quick answer for a value that passes as it is: what the zod and
 * valibot adapters ask first, so that a valid value costs the rule's regular
 * expression and nothing more (no result object, no validator's wrapping).
 * Internal: kept beside the schema in a WeakMap, not as a property a user sees.
 */

/** Whether a string passes the schema unchanged (its output its own text): true only where `validate` would answer `{ value }` with that text. */
export type Passes = (value: string) => boolean

const PASSES = new WeakMap<object, Passes>()

/** Records `passes` as the quick answer of `schema`; returns the schema. */
export const withPasses = <S extends object>(schema: S, passes: Passes): S => {
  PASSES.set(schema, passes)
  return schema
}

/**
 * The quick answer of a schema `uriSchema` made, or null (a schema whose output is not its text: a tree,
 * a value tidied, a policy's check on the tree; or options refused): then only `validate` answers.
 */
export const passesOf = (schema: object): Passes | null => PASSES.get(schema) ?? null
