/**
 * What the combinators (internal.ts) and the generated code (generated.ts) share
 * at run time, and nothing else, so that code which only validates or builds
 * needs neither the combinators nor parsimmon.
 */

/** Where a `build` function leaves the value it built. */
export interface Box {
  value: unknown
}

/** The box every `build` leaves its value in (read it right after the call). */
export const box: Box = { value: null }

/** HEXDIG, the digits of a "%" triplet, as a table: the one the primitives and the generated code share. */
export const HEX_TABLE: Uint8Array = (() => {
  const hex = new Uint8Array(128)
  for (const ch of '0123456789ABCDEFabcdef') hex[ch.charCodeAt(0)] = 1
  return hex
})()
