/**
 * The whole-input rules (each rule followed by the end of input): the roots of
 * the generated code, and the rules specs check the generated functions against.
 * `parse` itself reads generated.ts and explain.ts, not these.
 */
import * as generated from './generated.ts'
import { endOfInput, skip, useGenerated, type Rule } from './internal.ts'
import { absoluteURI, relativeRef, URI, URIReference } from './reference.ts'

const whole = <T>(p: Rule<T>): Rule<T> => skip(p, endOfInput)

const wholeURIReference = whole(URIReference)
const wholeURI = whole(URI)
const wholeAbsoluteURI = whole(absoluteURI)
const wholeRelativeRef = whole(relativeRef)

/** The roots of the generated code (`npm run generate`), with the names their functions are exported under. */
export const ROOTS: readonly (readonly [string, Rule<unknown>])[] = [
  ['URIReference', wholeURIReference],
  ['URI', wholeURI],
  ['AbsoluteURI', wholeAbsoluteURI],
  ['RelativeRef', wholeRelativeRef],
]
useGenerated(
  [
    [wholeURIReference, generated.matchWholeURIReference, generated.buildWholeURIReference],
    [wholeURI, generated.matchWholeURI, generated.buildWholeURI],
    [wholeAbsoluteURI, generated.matchWholeAbsoluteURI, generated.buildWholeAbsoluteURI],
    [wholeRelativeRef, generated.matchWholeRelativeRef, generated.buildWholeRelativeRef],
  ],
)

/** The whole-input rules, for specs that check the fast twins against the parsimmon parsers. */
export const wholeRules = { 'URI-reference': wholeURIReference, URI: wholeURI, 'absolute-URI': wholeAbsoluteURI, 'relative-ref': wholeRelativeRef }
