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
import { validWholeURIReference } from './grammar/read/index.ts'
import { validWholeIRIReference } from './grammar/read/index.ts'

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
