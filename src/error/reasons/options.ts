/**
 * The reasons of `invalid-options` errors: a value that is not a string where
 * text is read, options that are not an object, an option not of its kind,
 * options that cannot stand together, a value that is not what a function
 * works on (a parsed reference). What was given is described, never kept
 * (`Seen`): a value from outside may be large, or an object whose conversion
 * throws.
 *
 * @since 0.4.0
 */

/**
 * What a value from outside was, for a sentence to name it: its type, and for a string, a number, a
 * bigint or a boolean its text (a string's first 40 characters).
 *
 * @since 0.4.0
 * @category model
 */
export type Seen = { readonly type: 'string' | 'number' | 'bigint' | 'boolean'; readonly text: string } | { readonly type: 'null' | 'undefined' | 'array' | 'object' | 'function' | 'symbol' }

/**
 * What an option must be: a kind, or one of a list of strings.
 *
 * @since 0.4.0
 * @category model
 */
export type OptionKind = 'boolean' | 'string' | 'strings' | 'ports' | 'length' | 'object' | readonly string[]

/**
 * What a value that must be text stands for: the input read, a base reference, a template, a variable's value,
 * the new component given to a setter (`withHost(42)`: the error's `rule` names which)…
 *
 * @since 0.4.0
 * @category model
 */
export type TextSubject = 'input' | 'base' | 'reference' | 'template' | 'value' | 'component' | 'path' | 'name' | 'new-component'

/**
 * @since 0.4.0
 * @category model
 */
export type OptionsReason =
  /** Text was needed (`subject`), and something else was given. */
  | { readonly kind: 'not-a-string'; readonly subject: TextSubject; readonly got: Seen }
  /** The options cannot be read: reading them threw (a revoked proxy, a getter or a trap that throws; since 0.4.0). */
  | { readonly kind: 'options-not-readable'; readonly whole: 'options' | 'profile' }
  /** The options (or a profile, `whole`) are not an object. */
  | { readonly kind: 'options-not-an-object'; readonly whole: 'options' | 'profile'; readonly got: Seen }
  /** An option (or a profile's rule, `entry`) is not of its kind. */
  | { readonly kind: 'option-not-of-kind'; readonly option: string; readonly entry: 'option' | 'rule'; readonly must: OptionKind; readonly got: Seen }
  /** `uriGrammar`'s `reserve` lists a character that is not one of the sub-delims (RFC 3986 section 2.2). */
  | { readonly kind: 'reserve-not-sub-delims'; readonly character: string }
  /** A setter (`withHost`, `withPath`, …) was given something else than a parsed reference to change. */
  | { readonly kind: 'not-a-parsed-reference'; readonly got: Seen }
  /**
   * An option that takes one of some names or a UTS #46 implementation (`iriToURIWith`'s and
   * `uriToIRIWith`'s `host`) was given an object without a `toASCII` function, or an array.
   */
  | { readonly kind: 'option-not-name-or-uts46'; readonly option: string; readonly names: readonly string[]; readonly got: Seen }
  /** Two options, each of its kind, that cannot be given together (`option` with any of `with`). */
  | { readonly kind: 'options-cannot-combine'; readonly option: string; readonly with: readonly string[] }
  /** With `web` (a web address, RFC 9110 section 4.2), the option `rule` must be a rule of absolute references. */
  | { readonly kind: 'web-needs-absolute-rule'; readonly option: string; readonly got: Seen }
  /** An option that takes "plain", "technical" or a catalog of sentences (an adapter's `messages`) was given something else. */
  | { readonly kind: 'option-not-a-catalog'; readonly option: string; readonly got: Seen }
