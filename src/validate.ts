/**
 * Validation alone: whether a whole input is a URI-reference, by the generated
 * match function of the grammar and nothing else, so that a page that only
 * validates bundles neither the combinators, nor parsimmon, nor fp-ts.
 *
 * @example
 * isValid('http://a/b?c#d')  // true
 * isValid('http://a b')      // false
 *
 * @since 0.1.0
 */
import { matchWholeURIReference } from './grammar/generated.ts'

/** True when the whole input is a URI-reference (section 4.1); false for anything else, a non-string too. */
export const isValid = (input: string): boolean => typeof input === 'string' && matchWholeURIReference(input, 0) === input.length
