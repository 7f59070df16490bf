/**
 * The whole-input entry points the package's `parse` functions use: each rule
 * followed by the end of input. Kept here so parsimmon stays inside grammar/.
 */
import type { AbsoluteUri, RelativeRef, Uri, UriReference } from '../ast.ts'
import type { EntryRule } from '../error.ts'
import { endOfInput, runWhole, type Outcome, type Parser } from './internal.ts'
import { absoluteURI, relativeRef, URI, URIReference } from './reference.ts'

export type { EntryRule, Outcome }

const whole = <T>(p: Parser<T>): Parser<T> => p.skip(endOfInput)

const wholeURIReference = whole(URIReference)
const wholeURI = whole(URI)
const wholeAbsoluteURI = whole(absoluteURI)
const wholeRelativeRef = whole(relativeRef)

export const matchURIReference = (input: string): Outcome<UriReference> => runWhole(wholeURIReference, input)
export const matchURI = (input: string): Outcome<Uri> => runWhole(wholeURI, input)
export const matchAbsoluteURI = (input: string): Outcome<AbsoluteUri> => runWhole(wholeAbsoluteURI, input)
export const matchRelativeRef = (input: string): Outcome<RelativeRef> => runWhole(wholeRelativeRef, input)
