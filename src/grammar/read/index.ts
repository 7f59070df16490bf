/**
 * The reading room: the one module the rest of the package reads input with
 * compiled code through. Only this folder imports the generated module
 * (`generated.ts`, written by `npm run generate` from tools/grammar/);
 * spec/grammar/reading-room.spec.ts fails if any other module does.
 *
 * What it offers, per whole-input rule of each grammar (RFC 3986: `URIReference`,
 * `URI`, `AbsoluteURI`, `RelativeRef`; with zone identifiers `Zone…`; RFC 3987:
 * `IRIReference`, `IRI`, `AbsoluteIRI`, `IRelativeRef` and `Zone…`; the
 * component rules the setters read: `Scheme`, `Userinfo`, `Host`, `Port`,
 * `Path…`, `Query`, `Fragment`; and `IPv4address`):
 * - `testWhole<Name>(input)`: whether the whole input matches (its regular
 *   expression, else its explaining function; entry rules only);
 * - `validWhole<Name>(input)` (`URIReference`, `URI`, `IRIReference`): the same
 *   answer, its fallback past the expression the match, not the explaining
 *   function: for `isValid`, whose bundle then carries no explainer;
 * - `capture<Name>` (RFC 3986's `URIReference` and `URI`, RFC 3987's `IRIReference`): the source of the root's expression with a capturing
 *   group at each component, and its flags, which `parse` reads the tree from
 *   (appendix-b.ts's `capturedReference`);
 * - `explainWhole<Name>(input, 0)`: where the whole-input walk ends (-1 when
 *   it fails), reporting to report.ts for `explainWith` (the error of `parse`);
 * - `matchWhole<Name>` / `buildWhole<Name>`: the match and the build (value in
 *   shared.ts's `box`), for entry.ts's links and the specs;
 * - `componentTables`: the characters each component allows unencoded;
 * - `sourceIPLiteral()`: the source of RFC 3986's IP-literal as a regular
 *   expression (no anchors), for typed-uri/template's reference check;
 * - `NAMED`: per grammar, each named rule's [match, build] by ABNF name.
 *
 * Each is a constant of this module, not a re-export: a CommonJS re-export is a
 * getter, which `isValid` paid on every call (10-15% of its time).
 * `compiled` is the whole generated module, for entry.ts's links and the specs.
 */
import * as G from './generated.ts'

export { G as compiled }

export const componentTables = G.componentTables
export const sourceIPLiteral = G.sourceIPLiteral
export const captureURI = G.captureURI
export const captureURIReference = G.captureURIReference
export const captureIRIReference = G.captureIRIReference
export const explainWholeAbsoluteIRI = G.explainWholeAbsoluteIRI
export const explainWholeAbsoluteURI = G.explainWholeAbsoluteURI
export const explainWholeFragment = G.explainWholeFragment
export const explainWholeHost = G.explainWholeHost
export const explainWholeIRI = G.explainWholeIRI
export const explainWholeIRIReference = G.explainWholeIRIReference
export const explainWholeIRelativeRef = G.explainWholeIRelativeRef
export const explainWholePathAbempty = G.explainWholePathAbempty
export const explainWholePathRootless = G.explainWholePathRootless
export const explainWholePort = G.explainWholePort
export const explainWholeQuery = G.explainWholeQuery
export const explainWholeRelativeRef = G.explainWholeRelativeRef
export const explainWholeScheme = G.explainWholeScheme
export const explainWholeURI = G.explainWholeURI
export const explainWholeURIReference = G.explainWholeURIReference
export const explainWholeUserinfo = G.explainWholeUserinfo
export const explainWholeZoneAbsoluteIRI = G.explainWholeZoneAbsoluteIRI
export const explainWholeZoneAbsoluteURI = G.explainWholeZoneAbsoluteURI
export const explainWholeZoneIRI = G.explainWholeZoneIRI
export const explainWholeZoneIRIReference = G.explainWholeZoneIRIReference
export const explainWholeZoneIRelativeRef = G.explainWholeZoneIRelativeRef
export const explainWholeZoneRelativeRef = G.explainWholeZoneRelativeRef
export const explainWholeZoneURI = G.explainWholeZoneURI
export const explainWholeZoneURIReference = G.explainWholeZoneURIReference
export const matchWholeIPv4address = G.matchWholeIPv4address
export const testWholeAbsoluteIRI = G.testWholeAbsoluteIRI
export const testWholeAbsoluteURI = G.testWholeAbsoluteURI
export const testWholeIRI = G.testWholeIRI
export const testWholeIRIReference = G.testWholeIRIReference
export const testWholeIRelativeRef = G.testWholeIRelativeRef
export const testWholeRelativeRef = G.testWholeRelativeRef
export const testWholeURI = G.testWholeURI
export const testWholeURIReference = G.testWholeURIReference
export const testWholeZoneAbsoluteIRI = G.testWholeZoneAbsoluteIRI
export const testWholeZoneAbsoluteURI = G.testWholeZoneAbsoluteURI
export const testWholeZoneIRI = G.testWholeZoneIRI
export const testWholeZoneIRIReference = G.testWholeZoneIRIReference
export const testWholeZoneIRelativeRef = G.testWholeZoneIRelativeRef
export const testWholeZoneRelativeRef = G.testWholeZoneRelativeRef
export const testWholeZoneURI = G.testWholeZoneURI
export const testWholeZoneURIReference = G.testWholeZoneURIReference
export const validWholeIRIReference = G.validWholeIRIReference
export const validWholeURI = G.validWholeURI
export const validWholeURIReference = G.validWholeURIReference
