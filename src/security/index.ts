/**
 * `typed-uri/security`: the checks an application makes before it fetches,
 * shows or redirects to a URI it was given (RFC 3986 section 7), in one place.
 *
 * - `safeRedirect({ base, allow })(input)`: a return address (`?next=`) as the
 *   absolute URL to redirect to, only when RFC 3986 and a browser both read it
 *   as leading to the site or an allowed origin (open redirects);
 * - `readings({ base })(input)`: RFC 3986's reading and a browser's side by
 *   side, whether they agree and in which components they differ (parser
 *   differentials);
 * - `policy(options)(ref)`: allow-lists against server-side request forgery;
 * - `inspect(options)(ref)`: section 7's warnings for a person or a log;
 * - `redact(ref)`: passwords masked;
 * - the IP-address helpers they use (section 7.4: filter on the number, not
 *   on the text), and the schemes that run code (`scriptSchemeOf`).
 *
 * What they return holds no words: a warning, a violation or a refusal is a
 * fact (a tag, a code, its parameters), and `describeError(catalog)` of
 * `typed-uri/messages` words it, for a person (`plain`) or a log (`technical`).
 *
 * docs/security.md says what each promises and how it is tested.
 *
 * @example
 * import { safeRedirect } from 'typed-uri/security'
 * safeRedirect({ base: 'https://good.example/' })('/account')   // Right('https://good.example/account')
 *
 * @since 0.4.0
 */
export { safeRedirect, type RedirectError, type RedirectOptions, type RedirectReason } from './redirect.ts'
export { readings, type ReadingRefusal, type ReadingRefusalReason, type Readings, type ReadingsOptions } from './readings.ts'
export type { ComponentName, ReadComponents } from './differ.ts'
export { policy, type PolicyOptions, type PolicyViolation, type PolicyViolationCode, type PolicyViolationOf, type PolicyViolationParameters } from './policy.ts'
export { inspect, type InspectOptions, type UriWarningParameters, type Warning, type WarningCode, type WarningOf, type WarningParameters } from './inspect.ts'
export type { IriComponent, IriWarningParameters } from './iri-checks.ts'
export { redact, REDACTED } from './redact.ts'
export { SCRIPT_MEDIA_TYPES, scriptSchemeOf } from '../reading/script-schemes.ts'
export { canonicalizeIPv6, ipv6Text } from '../normalize/ipv6.ts'
export { classifyIPv4, classifyIPv6, embeddedIPv4, embeddedIPv4s, ipv4InNetwork, ipv4ToNumber, legacyIPv4, numberToIPv4, type AddressClass } from '../base/ip.ts'
