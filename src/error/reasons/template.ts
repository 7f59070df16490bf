/**
 * The reasons of typed-uri/template's errors (RFC 6570, URLPattern, the MCP
 * SDK's UriTemplate): an expression left open, an expansion refused, a part the
 * other notation cannot express. Parameters are data (variable names, offsets,
 * the value's kind as seen, the section cited, the URLPattern feature): the
 * catalogs of `typed-uri/messages` make the sentences.
 *
 * @since 0.4.0
 */
import type { Seen } from './options.ts'

/**
 * A URLPattern component (the URL Pattern Standard's `URLPatternInit` keys), in the order a URL writes them.
 *
 * @example
 * const c: URLPatternComponent = 'pathname'
 *
 * @since 0.4.0
 * @category model
 */
export type URLPatternComponent = 'protocol' | 'username' | 'password' | 'hostname' | 'port' | 'pathname' | 'search' | 'hash'

/**
 * What of a template URLPattern has no counterpart for (`toURLPattern`):
 * - `rootless`: a template that begins with neither a scheme nor "/";
 * - `reserved-expansion`: "{+…}" or "{#…}" (RFC 6570 section 3.2.3, 3.2.4);
 * - `query-expression`: "{?…}" or "{&…}" (section 3.2.8, 3.2.9);
 * - `expression-in-query`: any expression in the query or the fragment;
 * - `label-or-parameter-expansion`: "{.…}" or "{;…}" (section 3.2.5, 3.2.7);
 * - `several-variables`: more than one variable in one expression;
 * - `prefix-modifier`: ":n" (section 2.4.1);
 * - `explode-modifier`: "*" outside path expansion (section 2.4.2);
 * - `shared-segment`: a variable sharing its path segment or host label with other text;
 * - `variable-in-userinfo`, `variable-in-port`: a variable in the user information or the port;
 * - `name-not-identifier`: a variable name that is not a JavaScript identifier;
 * - `duplicate-variable`: a variable twice in one component.
 *
 * @example
 * pipe(parseTemplate('/search{?q}'), E.chain(toURLPattern), E.mapLeft((e) => e.reason))
 * // Left({ kind: 'urlpattern-cannot-express', part: '{?q}', feature: 'query-expression' })
 *
 * @since 0.4.0
 * @category model
 */
export type ToURLPatternFeature =
  | 'rootless'
  | 'reserved-expansion'
  | 'query-expression'
  | 'expression-in-query'
  | 'label-or-parameter-expansion'
  | 'several-variables'
  | 'prefix-modifier'
  | 'explode-modifier'
  | 'shared-segment'
  | 'variable-in-userinfo'
  | 'variable-in-port'
  | 'name-not-identifier'
  | 'duplicate-variable'

/**
 * What of a URLPattern a template has no counterpart for (`fromURLPattern`):
 * - `regexp-group`: a regular-expression group;
 * - `optional-text`: an optional or repeated group of fixed text;
 * - `repeat-without-separator`: "*" or "+" without "/" or "." just before the group;
 * - `wildcard-modifier`: a wildcard with a modifier;
 * - `group-name`: a group name a variable name cannot be (RFC 6570 section 2.3);
 * - `shared-group-name`: a group name used a second time;
 * - `base-url`: a `baseURL`;
 * - `any-host`: a special protocol with any host.
 *
 * @example
 * pipe(fromURLPattern('/a/:id(\\d+)'), E.mapLeft((e) => e.reason))
 * // Left({ kind: 'template-cannot-express', part: '/:id(\\d+)', component: 'pathname', feature: 'regexp-group' })
 *
 * @since 0.4.0
 * @category model
 */
export type FromURLPatternFeature = 'regexp-group' | 'optional-text' | 'repeat-without-separator' | 'wildcard-modifier' | 'group-name' | 'shared-group-name' | 'base-url' | 'any-host'

/**
 * Why URLPattern itself refuses a pattern: a group never closed, a regular expression never closed (or
 * holding a capturing group or a character outside ASCII), a character it does not read there.
 *
 * @example
 * pipe(fromURLPattern('/a/{'), E.mapLeft((e) => e.reason))
 * // Left({ kind: 'urlpattern-not-valid', part: '{', component: 'pathname', fault: 'unclosed-group' })
 *
 * @since 0.4.0
 * @category model
 */
export type URLPatternSyntaxFault = 'unclosed-group' | 'unclosed-regexp' | 'stray-character'

/**
 * The operators whose values are joined by ",", which no operator continues (RFC 6570 Appendix A):
 * simple, reserved and fragment expansion.
 *
 * @example
 * const op: CommaOperator = '+'
 *
 * @since 0.4.0
 * @category model
 */
export type CommaOperator = '' | '+' | '#'

/**
 * Why a template's function refused, with its parameters (`UriError.reason`): `describeError` of
 * `typed-uri/messages` words it, in the technical or the plain register.
 *
 * @example
 * pipe(parseTemplate('/{list:2}'), E.chain((t) => expand(t)({ list: ['a'] })), E.mapLeft((e) => e.reason))
 * // Left({ kind: 'expansion-prefix-of-list', variable: 'list', prefix: 2, section: '2.4.1' })
 *
 * @since 0.4.0
 * @category model
 */
export type TemplateReason =
  /** parseTemplate: the template ends inside the expression whose "{" is at the 0-based offset `opened` (RFC 6570 section 2.2). */
  | { readonly kind: 'expression-unclosed'; readonly opened: number }
  /** The variables given to `expand` or `expandPartial` are not an object. */
  | { readonly kind: 'variables-not-an-object'; readonly got: Seen }
  /** A getter or proxy among the variables threw while it was read: the text of what it threw (null when that has none). */
  | { readonly kind: 'variables-read-failed'; readonly thrown: string | null }
  /** A variable's value is not a string, number, boolean, list or plain object (RFC 6570 section 2.3). */
  | { readonly kind: 'expansion-value-of-wrong-kind'; readonly variable: string; readonly got: Seen }
  /** A list member (`member` null) or an associative array's member (`member` its key) that is not a string, number or boolean. */
  | { readonly kind: 'expansion-member-not-scalar'; readonly variable: string; readonly member: string | null; readonly got: Seen }
  /** A prefix modifier (":n") on a list: section 2.4.1 applies prefixes to strings only. */
  | { readonly kind: 'expansion-prefix-of-list'; readonly variable: string; readonly prefix: number; readonly section: '2.4.1' }
  /** A prefix modifier (":n") on an associative array: section 2.4.1 applies prefixes to strings only. */
  | { readonly kind: 'expansion-prefix-of-map'; readonly variable: string; readonly prefix: number; readonly section: '2.4.1' }
  /** The expansion is not a URI reference (RFC 3986 section 4.1): the character at `at` of `expansion` cannot stand there. */
  | { readonly kind: 'expansion-not-a-reference'; readonly expansion: string; readonly at: number; readonly section: '4.1' }
  /** expandPartial: an expression whose operator joins values with "," has some of its variables given and `variable` not. */
  | { readonly kind: 'partial-comma-operator'; readonly expression: string; readonly operator: CommaOperator; readonly variable: string }
  /** expandPartial: `variable` follows one not given, so whether it is written after `first` or `sep` is not known yet. */
  | { readonly kind: 'partial-order-unknown'; readonly expression: string; readonly variable: string; readonly first: string; readonly sep: string }
  /** routeTemplates was given something other than an array of compiled templates. */
  | { readonly kind: 'route-templates-not-compiled'; readonly got: Seen }
  /** toURLPattern: `part` of the template (an expression, or a character) has no URLPattern counterpart. */
  | { readonly kind: 'urlpattern-cannot-express'; readonly part: string; readonly feature: ToURLPatternFeature }
  /** fromURLPattern: `part` of the pattern (of `component`, when known) has no template counterpart. */
  | { readonly kind: 'template-cannot-express'; readonly part: string; readonly component: URLPatternComponent | null; readonly feature: FromURLPatternFeature }
  /** fromURLPattern: URLPattern itself refuses the pattern at `part`. */
  | { readonly kind: 'urlpattern-not-valid'; readonly part: string; readonly component: URLPatternComponent | null; readonly fault: URLPatternSyntaxFault }
  /** fromURLPattern: a component of a URLPatternInit that is not a string. */
  | { readonly kind: 'urlpattern-component-not-a-string'; readonly component: URLPatternComponent; readonly got: Seen }
  /** fromURLPattern: a getter or proxy of the URLPatternInit threw while it was read. */
  | { readonly kind: 'urlpattern-init-read-failed'; readonly thrown: string | null }
  /** fromURLPattern was given neither a pattern's text nor a URLPatternInit. */
  | { readonly kind: 'urlpattern-not-a-pattern'; readonly got: Seen }
