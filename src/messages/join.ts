/**
 * The sections of a catalog joined from each concern's tables, typed as their
 * intersection (`Object.assign`'s typings lose a fifth source to `any`), so a
 * concern left out fails to compile where the catalog is declared.
 */

/** One table of the five concerns' reason sentences (a pure call: a bundle that never reads it drops it). */
export const joinReasons = <A extends object, B extends object, C extends object, D extends object, E extends object>(a: A, b: B, c: C, d: D, e: E): A & B & C & D & E =>
  Object.assign({}, a, b, c, d, e)
