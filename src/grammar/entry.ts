/**
 * The whole-input rules (each rule followed by the end of input) of every
 * grammar: the roots of the generated code and of `parseWith`. Loading this
 * module links the generated functions to the IR nodes they were generated from
 * (the roots and every named rule they reach): generated.ts for RFC 3986,
 * generated-iri.ts for RFC 3987. So those grammars' parsimmon parsers and the
 * interpreter run generated code; a grammar with zone identifiers runs it in
 * every named rule it shares with them. `parse` and `parseIRI` read the
 * generated modules directly, not this one.
 */
import type { RelativeRef, Uri } from '../model/ast.ts'
import { compiled as generated } from './read/index.ts'
import { grammarOf } from './grammar.ts'
import { useGenerated, type Fn } from './interpret.ts'
import { endOfInput, irOf, skip, type Rule } from './internal.ts'
import { namedRules } from './ir.ts'
import { URI_VARIANT, variantKey, type Variant } from './variant.ts'

const whole = <T>(p: Rule<T>): Rule<T> => skip(p, endOfInput)

/** The four whole-input rules of a grammar, by their RFC 3986 names. */
export interface WholeRules {
  readonly 'URI-reference': Rule<Uri | RelativeRef>
  readonly URI: Rule<Uri>
  readonly 'absolute-URI': Rule<Uri>
  readonly 'relative-ref': Rule<RelativeRef>
}

const wholes = new Map<string, WholeRules>()

/** The whole-input rules of a variant's grammar, made once. */
export const wholeRulesOf = (v: Variant): WholeRules => {
  const key = variantKey(v)
  let w = wholes.get(key)
  if (w === undefined) {
    const g = grammarOf(v)
    w = { 'URI-reference': whole(g.URIReference), URI: whole(g.URI), 'absolute-URI': whole(g.absoluteURI), 'relative-ref': whole(g.relativeRef) }
    wholes.set(key, w)
  }
  return w
}

/** RFC 3986's whole-input rules, by their ABNF names. */
export const wholeRules: WholeRules = wholeRulesOf(URI_VARIANT)

const IRI_VARIANT: Variant = { iri: true, zoneIds: false }

/** RFC 3987's whole-input rules, by the names of their RFC 3986 twins. */
export const wholeIriRules: WholeRules = wholeRulesOf(IRI_VARIANT)

/** A generated root: the name its functions are exported under, its rule, and its grammar (the slot arrays its functions run with). */
type Roots = readonly (readonly [string, Rule<unknown>, GrammarName])[]

/** The grammars the generated code holds: RFC 3986, with RFC 6874 zone identifiers, RFC 3987, both. */
type GrammarName = 'URI' | 'ZONE' | 'IRI' | 'ZONE_IRI'

const uri = grammarOf(URI_VARIANT)

/**
 * RFC 3986's component rules (section 3), each followed by the end of input:
 * what the setters (setters.ts) read a new component with, so its error points
 * inside the value given. They call the named rules the entry rules share.
 */
const COMPONENT_ROOTS: Roots = [
  ['Scheme', whole(uri.scheme), 'URI'],
  ['Userinfo', whole(uri.userinfo), 'URI'],
  ['Host', whole(uri.host), 'URI'],
  ['Port', whole(uri.port), 'URI'],
  ['PathAbempty', whole(uri.pathAbempty), 'URI'],
  ['PathAbsolute', whole(uri.pathAbsolute), 'URI'],
  ['PathNoscheme', whole(uri.pathNoscheme), 'URI'],
  ['PathRootless', whole(uri.pathRootless), 'URI'],
  ['Query', whole(uri.query), 'URI'],
  ['Fragment', whole(uri.fragment), 'URI'],
]

/**
 * IPv4address alone, then the end of input: how the reading of an accepted
 * reference (appendix-b.ts) tells an IPv4 host from a reg-name. Section 3.2.2:
 * "If host matches the rule for IPv4address, then it should be considered an
 * IPv4 address literal and not a reg-name."
 */
const HOST_ROOTS: Roots = [['IPv4address', whole(uri.IPv4address), 'URI']]

const zoneRules = wholeRulesOf({ iri: false, zoneIds: true })
const zoneIriRules = wholeRulesOf({ iri: true, zoneIds: true })

/**
 * The roots of generated.ts (`npm run generate`), with the names their
 * functions are exported under: RFC 3986's rules, then the same with RFC 6874
 * zone identifiers (which share every named rule but those holding IP-literal),
 * then the component rules and IPv4address. RFC 3986's come first, so they are the ones `NAMED` links by name.
 */
export const ROOTS: Roots = [
  ['URIReference', wholeRules['URI-reference'], 'URI'],
  ['URI', wholeRules.URI, 'URI'],
  ['AbsoluteURI', wholeRules['absolute-URI'], 'URI'],
  ['RelativeRef', wholeRules['relative-ref'], 'URI'],
  ['ZoneURIReference', zoneRules['URI-reference'], 'ZONE'],
  ['ZoneURI', zoneRules.URI, 'ZONE'],
  ['ZoneAbsoluteURI', zoneRules['absolute-URI'], 'ZONE'],
  ['ZoneRelativeRef', zoneRules['relative-ref'], 'ZONE'],
  ...COMPONENT_ROOTS,
  ...HOST_ROOTS,
]

/** The roots of generated-iri.ts: RFC 3987's rules, then the same with zone identifiers. */
export const IRI_ROOTS: Roots = [
  ['IRIReference', wholeIriRules['URI-reference'], 'IRI'],
  ['IRI', wholeIriRules.URI, 'IRI'],
  ['AbsoluteIRI', wholeIriRules['absolute-URI'], 'IRI'],
  ['IRelativeRef', wholeIriRules['relative-ref'], 'IRI'],
  ['ZoneIRIReference', zoneIriRules['URI-reference'], 'ZONE_IRI'],
  ['ZoneIRI', zoneIriRules.URI, 'ZONE_IRI'],
  ['ZoneAbsoluteIRI', zoneIriRules['absolute-URI'], 'ZONE_IRI'],
  ['ZoneIRelativeRef', zoneIriRules['relative-ref'], 'ZONE_IRI'],
]

/**
 * The roots that also get a regular expression (the regex back end, regex.ts): the entry
 * rules, whose PEG reading is their ABNF language (spec/grammar/regex.spec.ts checks the
 * expressions against the match functions). `isValid`, `isValidIRI` and `validatorFor` run them.
 */
export const REGEX_ROOTS: ReadonlySet<string> = new Set(
  [...ROOTS, ...IRI_ROOTS].map(([name]) => name).filter((name) => ![...COMPONENT_ROOTS, ...HOST_ROOTS].some(([other]) => other === name)),
)

type Module = Readonly<Record<string, unknown>> & { readonly NAMED: Readonly<Record<string, Readonly<Record<string, readonly [Fn, Fn]>>>> }

/**
 * Links the generated functions to the nodes they were made from: each root's
 * whole-input functions, and, by name, the named rules of the roots of the
 * grammars `NAMED` lists (RFC 3986's and RFC 3987's: the zone grammars' own
 * IP-literal, host, … share those names, and run where their grammar runs).
 */
const link = (module: Module, roots: Roots): void => {
  const fn = (name: string): Fn | undefined => (typeof module[name] === 'function' ? (module[name] as Fn) : undefined)
  for (const [name, root, grammar] of roots) {
    const node = irOf(root)
    const [m, b] = [fn(`matchWhole${name}`), fn(`buildWhole${name}`)]
    if (m !== undefined && b !== undefined) useGenerated(node, m, b)
    const named = Object.prototype.hasOwnProperty.call(module.NAMED, grammar) ? module.NAMED[grammar] : undefined
    if (named === undefined) continue
    for (const [ruleName, call] of namedRules(node)) {
      const pair = Object.prototype.hasOwnProperty.call(named, ruleName) ? named[ruleName] : undefined
      if (pair !== undefined) useGenerated(call, pair[0], pair[1])
    }
  }
}
link(generated as unknown as Module, [...ROOTS, ...IRI_ROOTS])
