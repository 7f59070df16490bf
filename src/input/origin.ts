/**
 * Where a tidied text's characters stood in the value as typed: `fromUserInput`
 * keeps, on the result it gives, each code unit's offset in the input (the
 * characters it added, at the start of what it kept). A form that checks the
 * tidied text further (a web address's port, a public site's host, a policy)
 * points its issues back into what the person typed with it. Internal: the
 * result holds it under a symbol, out of its type and of `JSON.stringify`.
 *
 * @since 0.4.0
 */

/** The key of a tidied result's offsets into the input. */
export const ORIGIN: unique symbol = Symbol('typed-uri origin')

/** The offset in the value as typed of an offset into the tidied text: one past the last kept character for its end. */
export const typedOffset = (origin: ArrayLike<number>, inputLength: number, offset: number): number =>
  offset < origin.length ? origin[offset] : origin.length === 0 ? inputLength : origin[origin.length - 1] + 1

/** The offsets a tidied result keeps, or null for a result without them (another tidier's, from JavaScript). */
export const originOf = (result: object): Int32Array | null => {
  const o: unknown = (result as { readonly [ORIGIN]?: unknown })[ORIGIN]
  return o instanceof Int32Array ? o : null
}
