/**
 * The sentences of `uriSchema`'s own issues (a web address's rules, RFC 9110
 * section 4.2, and a scheme that runs code), in the two registers of its
 * `messages` option: technical (the rule and its section) and plain (what to
 * do, in a form's words, no rule names).
 */
import type { WebFaultCode } from '../web.ts'

/** What a sentence reads: the part the issue is about (a scheme, a port's digits), and whether the schema asks for a web address. */
export interface WebFacts {
  readonly text: string
  readonly web: boolean
}

type Sentences = { readonly [C in WebFaultCode | 'missing-scheme']: (f: WebFacts) => string }

const EXAMPLE = 'https://www.example.com'

export const technicalWebMessages: Sentences = {
  'missing-scheme': () => 'A web address begins with its scheme, "https://" or "http://" (RFC 9110 section 4.2); this has none.',
  'script-scheme': (f) => `The scheme "${f.text}" runs code when the link is followed (a script, or a document that may hold one); it is refused here.`,
  'scheme-not-allowed': (f) => `The scheme "${f.text}" is not a web scheme; only http and https are accepted (RFC 9110 section 4.2).`,
  'no-host': () => 'An http or https URI with an empty host is invalid, and a recipient MUST reject it (RFC 9110 sections 4.2.1 and 4.2.2).',
  'userinfo-not-allowed': (f) => `The user information "${f.text}" before the host is deprecated in http and https URIs and refused here (RFC 9110 section 4.2.4).`,
  'port-out-of-range': (f) => `The port ${f.text} is over 65535, the largest port number (ports are 16-bit).`,
}

export const plainWebMessages: Sentences = {
  'missing-scheme': () => `Enter a web address that starts with https://, like ${EXAMPLE}`,
  'script-scheme': (f) =>
    f.web
      ? `Enter a web address that starts with https://, like ${EXAMPLE}. Addresses that run a script are not accepted.`
      : 'Enter a different address: addresses that run a script are not accepted.',
  'scheme-not-allowed': () => `Enter a web address that starts with https:// or http://, like ${EXAMPLE}`,
  'no-host': () => `Enter the name of the website after https://, like ${EXAMPLE}`,
  'userinfo-not-allowed': (f) => `Remove "${f.text}@" from the address: a web address cannot hold a user name or password.`,
  'port-out-of-range': (f) => `The port number ${f.text} is too big. Use a number from 0 to 65535, or remove ":${f.text}".`,
}
