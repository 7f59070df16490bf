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
 * - `explainWhole<Name>(input, 0)`: where the whole-input walk ends (-1 when
 *   it fails), reporting to report.ts for `explainWith` (the error of `parse`);
 * - `matchWhole<Name>` / `buildWhole<Name>`: the match and the build (value in
 *   shared.ts's `box`), for entry.ts's links and the specs;
 * - `componentTables`: the characters each component allows unencoded;
 * - `NAMED`: per grammar, each named rule's [match, build] by ABNF name.
 */
export * from './generated.ts'
