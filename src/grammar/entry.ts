/**
 * The whole-input entry points the package's `parse` functions use: each rule
 * followed by the end of input. Kept here so parsimmon stays inside grammar/.
 */
import type { AbsoluteUri, RelativeRef, Uri, UriReference } from '../ast.ts'
import type { EntryRule } from '../error.ts'
import * as generated from './generated.ts'
import { endOfInput, lastBuilt, skip, useGenerated, type Rule } from './internal.ts'
import { explainFailure, runWhole, type Outcome } from './trace.ts'
import { absoluteURI, relativeRef, URI, URIReference } from './reference.ts'

export type { EntryRule, Outcome }

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
  generated.NAMED,
)

/**
 * The tree of a whole URI-reference from the fast path, or null when the input
 * is not one (then `explainURIReference` says why).
 */
export const buildURIReference = (input: string): UriReference | null =>
  wholeURIReference.build(input, 0) === input.length ? lastBuilt<UriReference>() : null

/** Why an input is not a URI-reference, by the explainer (after `buildURIReference` said null). */
export const explainURIReference = (input: string): Outcome<UriReference> => explainFailure(wholeURIReference, input)
export const matchURI = (input: string): Outcome<Uri> => runWhole(wholeURI, input)
export const matchAbsoluteURI = (input: string): Outcome<AbsoluteUri> => runWhole(wholeAbsoluteURI, input)
export const matchRelativeRef = (input: string): Outcome<RelativeRef> => runWhole(wholeRelativeRef, input)


/** The whole-input rules, for specs that check the fast twins against the parsimmon parsers. */
export const wholeRules = { 'URI-reference': wholeURIReference, URI: wholeURI, 'absolute-URI': wholeAbsoluteURI, 'relative-ref': wholeRelativeRef }
