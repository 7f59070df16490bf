/**
 * The English sentences of the reasons in src/error/reasons/template.ts: technical
 * (the rule, its section, what was found) and plain (what to do, in a form's words).
 *
 * @since 0.4.0
 */
import type { Seen } from '../../error/reasons/options.ts'
import type { FromURLPatternFeature, TemplateReason, ToURLPatternFeature, URLPatternSyntaxFault } from '../../error/reasons/template.ts'
import type { ReasonSentences } from '../catalog.ts'
import { describeSeenType } from './options.ts'
import { plainCodes } from './plain-codes.ts'
import { describeCharacter, describeExpected, describePosition } from './technical-codes.ts'

type TemplateSentences = ReasonSentences<TemplateReason['kind']>

/** A value of the wrong kind as expansion names it: "null", "an array", "a function" (an object reaching here is never a plain one but as a member). */
const kindName = (got: Seen): string => {
  switch (got.type) {
    case 'null':
    case 'undefined':
      return got.type
    case 'array':
      return 'an array'
    case 'object':
      return 'an object that is not a plain object'
    default:
      return `a ${got.type}`
  }
}

/** A value of the wrong kind as a usage error names it: "null", "a list", "a value of type number". */

/** What a getter or proxy threw, as text. */
const thrownText = (thrown: string | null): string => thrown ?? 'it threw a value that has no text'

/** Why URLPattern cannot express a part of a template (`toURLPattern`). */
const TO_PATTERN: { readonly [F in ToURLPatternFeature]: string } = {
  rootless: 'a template that begins with neither a scheme nor "/": URLPattern reads a relative path only against a base URL',
  'reserved-expansion': 'reserved and fragment expansion ("{+…}", "{#…}") may write "/", "?" or "#", which URLPattern reads as the start of another component',
  'query-expression': 'a query expression: URLPattern reads the search as one string, its parameters in their order, and cannot say "these parameters, in any order, each optional"',
  'expression-in-query': 'an expression in the query or the fragment: only path segments and host labels become URLPattern groups',
  'label-or-parameter-expansion': 'label and path-style parameter expansion ("{.…}", "{;…}") write separators and names that a URLPattern group cannot stand for',
  'several-variables': 'several variables in one expression, whose text URLPattern cannot share out between groups',
  'prefix-modifier': 'a prefix modifier (":n"), which URLPattern has no way to say',
  'explode-modifier': 'an explode modifier outside path expansion: only "{/list*}" has a URLPattern counterpart (":list*" after "/")',
  'shared-segment': 'a variable that shares its path segment or host label with other text: a URLPattern group stands for a whole segment or label here',
  'variable-in-userinfo': 'a variable in the user information, where only text is expressible',
  'variable-in-port': 'a variable in the port, where only digits are expressible',
  'name-not-identifier': 'a variable name that is not a JavaScript identifier (letters, digits, "_" and "$", not first a digit), which a URLPattern group name must be',
  'duplicate-variable': 'a variable that stands twice in one component, where URLPattern names a group once',
}

/** Why a template cannot express a part of a URLPattern (`fromURLPattern`). */
const FROM_PATTERN: { readonly [F in FromURLPatternFeature]: string } = {
  'regexp-group': 'a regular-expression group: a template cannot say which text its values match',
  'optional-text': 'an optional or repeated group with fixed text that a template cannot make optional (only "{/:x}?", "{.:x}?" and ":x?" are)',
  'repeat-without-separator': 'a repeated group ("*", "+") without "/" or "." just before it: a template repeats a list only with its operator\'s separator',
  'wildcard-modifier': 'a wildcard with a modifier, which adds nothing a template can say',
  'group-name': 'a group name with characters other than ASCII letters, digits and "_", which a template variable name cannot hold (RFC 6570 section 2.3)',
  'shared-group-name': 'a group name used a second time (URLPattern allows it again only in another component): a template has one variable per name',
  'base-url': 'a baseURL: give the components themselves',
  'any-host': 'a protocol whose URLs need a host, with any host: a template writes one host or none',
}

/** Why URLPattern itself refuses a pattern. */
const SYNTAX: { readonly [F in URLPatternSyntaxFault]: string } = {
  'unclosed-group': 'the group opened here is never closed',
  'unclosed-regexp': 'the regular expression opened here is never closed, or holds a capturing group or a character outside ASCII',
  'stray-character': 'a character URLPattern does not read here (a ":" with no name after it, a "}" with no "{", a modifier with nothing to modify)',
}

/** " of the pattern's pathname", or nothing when the component is not known. */
const ofComponent = (component: string | null, words: string): string => (component === null ? '' : ` ${words} ${component}`)

const expansionRefused = (variable: string, why: string): string => `The variable "${variable}" cannot be expanded: ${why}.`

const prefixOfComposite = (what: string) => (r: { readonly variable: string; readonly prefix: number; readonly section: string }) =>
  `The variable "${r.variable}" is ${what}, but "{…${r.variable}:${r.prefix}}" asks for a prefix, which RFC 6570 section ${r.section} applies to strings only.`

export const technicalTemplate: TemplateSentences = {
  'expression-unclosed': (r, e) =>
    `The template ends at ${describePosition(e)} inside the expression opened by "{" at ${describePosition({ offset: r.opened })}; expected ${describeExpected(e.expected)}.`,
  'variables-not-an-object': (r) => `The variables must be an object of names and values; got ${kindName(r.got)}.`,
  'variables-read-failed': (r) => `Reading the variables failed: ${thrownText(r.thrown)}.`,
  'expansion-value-of-wrong-kind': (r) => expansionRefused(r.variable, `its value is ${kindName(r.got)}, where a string, a list or a plain object was expected`),
  'expansion-member-not-scalar': (r) =>
    expansionRefused(r.variable, `${r.member === null ? 'a list member' : `the member "${r.member}"`} is ${kindName(r.got)}, where a string, number or boolean was expected`),
  'expansion-prefix-of-list': prefixOfComposite('a list'),
  'expansion-prefix-of-map': prefixOfComposite('an associative array'),
  'expansion-not-a-reference': (r) =>
    `Expanding the template gives ${JSON.stringify(r.expansion)}, which is not a URI reference (RFC 3986 section ${r.section}): ${JSON.stringify(r.expansion[r.at])} cannot stand at offset ${r.at}.`,
  'partial-comma-operator': (r) => `The expression "${r.expression}" cannot be expanded in part: its operator joins values with ",", so "${r.variable}" must be given with the others.`,
  'partial-order-unknown': (r) =>
    `The expression "${r.expression}" cannot be expanded in part: "${r.variable}" follows a variable not given, and whether it is written after "${r.first}" or "${r.sep}" depends on that one.`,
  'route-templates-not-compiled': (r) =>
    `routeTemplates takes an array of templates made by compileTemplate; got ${r.got.type === 'array' ? 'an array holding something else' : describeSeenType(r.got)}.`,
  'urlpattern-cannot-express': (r) => `URLPattern cannot express ${JSON.stringify(r.part)}: ${TO_PATTERN[r.feature]}.`,
  'template-cannot-express': (r) => `A URI Template cannot express ${JSON.stringify(r.part)}${ofComponent(r.component, "of the pattern's")}: ${FROM_PATTERN[r.feature]}.`,
  'urlpattern-not-valid': (r) => `The URLPattern is not valid${ofComponent(r.component, 'in its')} at ${JSON.stringify(r.part)}: ${SYNTAX[r.fault]}.`,
  'urlpattern-component-not-a-string': (r) => `The component "${r.component}" of a URLPatternInit must be a pattern string; got ${describeSeenType(r.got)}.`,
  'urlpattern-init-read-failed': (r) => `Reading the URLPatternInit failed: ${thrownText(r.thrown)}.`,
  'urlpattern-not-a-pattern': (r) => `fromURLPattern takes a URLPattern's text or a URLPatternInit; got ${describeSeenType(r.got)}.`,
}

/** A program's mistake, not the person's: nothing they enter fixes it. */
const SET_UP_WRONGLY = () => 'The address could not be made, because this page is set up wrongly: contact the people who run the site'

/** What to do about a character URLPattern does not read. */
const SYNTAX_FIX: { readonly [F in URLPatternSyntaxFault]: string } = {
  'unclosed-group': 'add the closing brace (})',
  'unclosed-regexp': 'add the closing bracket ()), or remove the brackets',
  'stray-character': 'remove it, or put a backslash (\\) before it',
}

const oneText = (r: { readonly variable: string }): string => `Enter "${r.variable}" as one piece of text or a number, not a list`

export const plainTemplate: TemplateSentences = {
  // A template's own text left open: the same advice as the code's, where the expression ends.
  'expression-unclosed': (_r, e) => plainCodes['unclosed-expression'](e),
  'variables-not-an-object': SET_UP_WRONGLY,
  'variables-read-failed': SET_UP_WRONGLY,
  'expansion-value-of-wrong-kind': (r) => `Enter "${r.variable}" as text, a number or a list of them`,
  'expansion-member-not-scalar': (r) => `Enter each item of "${r.variable}" as text or a number`,
  'expansion-prefix-of-list': oneText,
  'expansion-prefix-of-map': oneText,
  'expansion-not-a-reference': (r) => `Remove ${describeCharacter(r.expansion[r.at] ?? null)} from what you entered: the address it makes cannot have it there`,
  'partial-comma-operator': (r) => `Enter "${r.variable}" as well: it goes in the address together with the other values you entered`,
  'partial-order-unknown': (r) => `Enter the values that come before "${r.variable}" as well, or leave "${r.variable}" out for now`,
  'route-templates-not-compiled': SET_UP_WRONGLY,
  'urlpattern-cannot-express': (r) => `Change ${JSON.stringify(r.part)}: a URL pattern has no way to say it`,
  'template-cannot-express': (r) => `Change ${JSON.stringify(r.part)}: an address template has no way to say it`,
  'urlpattern-not-valid': (r) => `Correct the pattern at ${JSON.stringify(r.part)}: ${SYNTAX_FIX[r.fault]}`,
  'urlpattern-component-not-a-string': SET_UP_WRONGLY,
  'urlpattern-init-read-failed': SET_UP_WRONGLY,
  'urlpattern-not-a-pattern': SET_UP_WRONGLY,
}
