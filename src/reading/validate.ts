/**
 * Validation alone: whether a whole input is a URI-reference, by the grammar's
 * regular expression (the regex back end of the generated code; past 64 Ki code
 * units or should the engine's backtracking stack run out, the rule's match
 * function, which allocates nothing and needs no explainer) and nothing else, so that a page that only
 * validates bundles neither the combinators, nor parsimmon, nor fp-ts.
 *
 * @example
 * isValid('http://a/b?c#d')  // true
 * isValid('http://a b')      // false
 *
 * @since 0.1.0
 */
import { validWholeURIReference } from '../grammar/read/index.ts'
import { validWholeIRIReference } from '../grammar/read/index.ts'
import { validWholeURI } from '../grammar/read/index.ts'

/**
 * True when the whole input is a URI-reference (section 4.1); false for anything else, a non-string too.
 *
 * @example
 * isValid('http://a/b')   // true
 * isValid('hello')        // true: a relative reference; isValidURI asks for a scheme
 * isValid('http://a b')   // false
 *
 * @since 0.1.0
 * @category parsing
 */
export const isValid = (input: string): boolean => typeof input === 'string' && validWholeURIReference(input)

/**
 * True when the whole input is an IRI-reference (RFC 3987 section 2.2); false
 * for anything else, a non-string too. Every URI reference is one.
 *
 * @example
 * isValidIRI('http://例え.jp/')   // true
 * isValid('http://例え.jp/')      // false: not ASCII
 *
 * @since 0.2.0
 * @category parsing
 */
export const isValidIRI = (input: string): boolean => typeof input === 'string' && validWholeIRIReference(input)

/**
 * True when the whole input is a URI (RFC 3986 section 3: a scheme, then ":"):
 * the boolean twin of `parseURI`, by the same regular expression as `isValid`,
 * so no tree is built. False for a relative reference (`hello`,
 * `example.com`, `/a`) and for anything else, a non-string too. Not to be
 * confused with `isUri`, a guard on a tree `parse` already built. A URI may
 * still be no web address (`javascript:alert(1)`, `mailto:a@b`): `isWebURL` asks that.
 *
 * @example
 * isValidURI('https://example.com/')  // true
 * isValidURI('example.com')           // false: a relative reference
 *
 * @since 0.3.0
 * @category parsing
 */
export const isValidURI = (input: string): boolean => typeof input === 'string' && validWholeURI(input)
