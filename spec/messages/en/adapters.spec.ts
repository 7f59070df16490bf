/**
 * The English sentences of the adapters' reasons (src/messages/en/adapters.ts) and of a web
 * address's faults (src/messages/en/web.ts): for every kind of src/error/reasons/adapters.ts (a
 * table over the kinds, so a kind without its examples fails to compile), errors of that kind as
 * the adapters give them, each worded by both catalogs from its reason; for every fault, the
 * sentences with and without the form's list of schemes.
 */
import { expect } from 'chai'
import type { UriError } from '../../../src/index.ts'
import type { AdapterReason } from '../../../src/error/reasons/adapters.ts'
import { describeError, plain, technical } from '../../../src/messages/index.ts'
import { plainAdapters, technicalAdapters } from '../../../src/messages/en/adapters.ts'
import { formSchema, publicSite, uriSchema, type UriIssue } from '../../../src/standard-schema/index.ts'
import type { WebFault } from '../../../src/reading/web.ts'

type Kind = AdapterReason['kind']

const SET_UP_WRONGLY = 'The address could not be checked, because this form is set up wrongly: contact the people who run the site'

const errorOf = (schema: { readonly '~standard': { readonly validate: (v: unknown) => unknown } }, value: unknown): UriError => {
  const issue = (schema['~standard'].validate(value) as { readonly issues?: readonly UriIssue[] }).issues?.[0]
  if (issue?.error === undefined) throw new Error('expected an issue with an error')
  return issue.error
}

const later = { '~standard': { version: 1, vendor: 'other', validate: async () => ({ value: 1 }) } } as unknown as Parameters<typeof formSchema>[0][string]

/** Errors of every kind, as the adapters give them, with their technical and plain sentences. */
const EXAMPLES: { readonly [K in Kind]: readonly (readonly [() => UriError, string, string])[] } = {
  'web-missing-scheme': [
    [
      () => errorOf(uriSchema({ web: true }), 'example.com'),
      'A web address begins with its scheme, "https://" or "http://" (RFC 9110 section 4.2); this has none.',
      'Enter a web address that starts with https://, like https://www.example.com',
    ],
    [
      () => errorOf(uriSchema({ web: true }), 'hello'),
      'A web address begins with its scheme, "https://" or "http://" (RFC 9110 section 4.2); this has none.',
      'Enter a web address that starts with https://, like https://www.example.com',
    ],
  ],
  'surrounding-space': [
    [
      () => errorOf(uriSchema({ web: true }), ' https://example.com '),
      'The value begins with a space: white space around a URI is not part of it (RFC 3986 Appendix C); trim the value.',
      'Remove the space at the start of the address',
    ],
    [
      () => errorOf(uriSchema(), 'https://example.com/a\t'),
      'The value ends with a tab: white space around a URI is not part of it (RFC 3986 Appendix C); trim the value.',
      'Remove the tab at the end of the address',
    ],
    [
      () => errorOf(uriSchema({ rule: 'URI-reference' }), '\r\n/about'),
      'The value begins with a carriage return: white space around a URI is not part of it (RFC 3986 Appendix C); trim the value.',
      'Remove the line break at the start of the address',
    ],
  ],
  'non-ascii-host': [
    [
      () => errorOf(uriSchema({ web: true }), 'https://例え.jp/'),
      'Found "例" (U+4F8B) at position 9 in the host "例え.jp": a URI\'s host is ASCII (RFC 3986 section 3.2.2), so write an internationalized domain name in A-labels ("xn--…", RFC 5890), or accept IRIs (RFC 3987) with the `iri` option.',
      'Replace "例" in the website name: this form accepts only letters a to z, numbers, hyphens (-) and dots (.) there, so enter an international name in its form that starts with xn--',
    ],
    [
      () => errorOf(uriSchema(), 'http://me@bücher.example:8080/'),
      'Found "ü" (U+00FC) at position 12 in the host "bücher.example": a URI\'s host is ASCII (RFC 3986 section 3.2.2), so write an internationalized domain name in A-labels ("xn--…", RFC 5890), or accept IRIs (RFC 3987) with the `iri` option.',
      'Replace "ü" in the website name: this form accepts only letters a to z, numbers, hyphens (-) and dots (.) there, so enter an international name in its form that starts with xn--',
    ],
  ],
  'public-needs-web': [
    [() => errorOf(uriSchema({ public: publicSite } as never), 'x'), 'The option "public" asks for a public site, which only a web address has: give it with `web: true`.', SET_UP_WRONGLY],
  ],
  'adapter-not-a-feature': [
    [() => errorOf(uriSchema({ iri: true } as never), 'x'), 'The option "iri" must be `iri` imported from "typed-uri/iri"; got true.', SET_UP_WRONGLY],
    [
      () => errorOf(uriSchema({ web: true, public: 'yes' } as never), 'x'),
      'The option "public" must be true or `publicSite` imported from "typed-uri/standard-schema"; got "yes".',
      SET_UP_WRONGLY,
    ],
    [() => errorOf(uriSchema({ zoneIds: 'yes' } as never), 'x'), 'The option "zoneIds" must be `zoneIds` imported from "typed-uri/iri"; got "yes".', SET_UP_WRONGLY],
    [
      () => errorOf(uriSchema({ policy: { schemes: ['https'] } } as never), 'x'),
      'The option "policy" must be a check made by `policy(options)` imported from "typed-uri/security"; got a value of type object.',
      SET_UP_WRONGLY,
    ],
    [() => errorOf(uriSchema({ fromUserInput: true } as never), 'x'), 'The option "fromUserInput" must be `fromUserInput` imported from "typed-uri"; got true.', SET_UP_WRONGLY],
    [() => errorOf(uriSchema({ suggestFix: 1 } as never), 'x'), 'The option "suggestFix" must be `suggestFix` imported from "typed-uri"; got 1.', SET_UP_WRONGLY],
  ],
  'form-values-not-an-object': [
    [() => errorOf(formSchema({}), 5), "Expected the form's values as an object; got 5.", SET_UP_WRONGLY],
    [() => errorOf(formSchema({}), null), "Expected the form's values as an object; got null.", SET_UP_WRONGLY],
  ],
  'form-field-asynchronous': [[() => errorOf(formSchema({ homepage: later }), {}), 'The schema of "homepage" answers asynchronously; formSchema needs synchronous ones.', SET_UP_WRONGLY]],
  'form-field-not-a-schema': [
    [
      () => errorOf(formSchema({ homepage: 'https' } as never), {}),
      'The schema of "homepage" is not a Standard Schema (an object whose "~standard" has a validate function that answers { value } or { issues }); got "https".',
      SET_UP_WRONGLY,
    ],
    [
      () => errorOf(formSchema({ homepage: { '~standard': { validate: () => 42 } } } as never), {}),
      'The schema of "homepage" is not a Standard Schema (an object whose "~standard" has a validate function that answers { value } or { issues }); got 42.',
      SET_UP_WRONGLY,
    ],
  ],
}

describe('English sentences of the adapters’ reasons (messages/en/adapters.ts)', () => {
  for (const [kind, rows] of Object.entries(EXAMPLES) as [Kind, (typeof EXAMPLES)[Kind]][]) {
    describe(kind, () => {
      rows.forEach(([make, technicalSentence, plainSentence], i) => {
        it(`example ${i + 1}: ${technicalSentence}`, () => {
          const e = make()
          expect(e.reason?.kind).to.equal(kind)
          expect(e).to.not.have.any.keys('message', 'detail')
          expect(describeError(technical)(e)).to.equal(technicalSentence)
          expect(describeError(plain)(e)).to.equal(plainSentence)
          // An error with a reason is worded from the reason: the same sentence as the reason's own.
          expect(technicalSentence).to.equal(technicalAdapters[kind](e.reason as never, e))
          expect(plainSentence).to.equal(plainAdapters[kind](e.reason as never, e))
          if (e.reason !== undefined && 'option' in e.reason) expect(e.option).to.equal(e.reason.option)
        })
      })
    })
  }
})

describe('English sentences of a web address’s faults (messages/en/web.ts)', () => {
  it('not-public: what a client reads and its class (technical), where it leads (plain), for each class and a single label', () => {
    const f = (text: string, why: WebFault['why'], address?: string): WebFault => ({
      _tag: 'WebFault',
      code: 'not-public',
      offset: 7,
      text,
      web: true,
      why,
      ...(address === undefined ? {} : { address }),
    })
    const rows: readonly (readonly [WebFault, string, string])[] = [
      [
        f('0x7f.1', 'loopback', '127.0.0.1'),
        'The host "0x7f.1" is read by clients as 127.0.0.1, a loopback address (RFC 6890); only a public site is accepted here.',
        'This address leads to the computer itself, not to a public website: enter the address of a public website, like https://www.example.com',
      ],
      [
        f('LOCALHOST', 'loopback', 'localhost'),
        'The host "LOCALHOST" is a loopback name (RFC 6761); only a public site is accepted here.',
        'This address leads to the computer itself, not to a public website: enter the address of a public website, like https://www.example.com',
      ],
      [
        f('[::ffff:10.0.0.1]', 'private', '[::ffff:10.0.0.1]'),
        'The host "[::ffff:10.0.0.1]" is a private-use address (RFC 6890); only a public site is accepted here.',
        'This address leads to a private or local network, not to a public website: enter the address of a public website, like https://www.example.com',
      ],
      [
        f('metadata.google.internal', 'metadata', 'metadata.google.internal'),
        'The host "metadata.google.internal" is a cloud provider\'s instance-metadata name (RFC 6761); only a public site is accepted here.',
        'This address leads to a private or local network, not to a public website: enter the address of a public website, like https://www.example.com',
      ],
      [
        f('192.0.2.1', 'documentation', '192.0.2.1'),
        'The host "192.0.2.1" is a documentation address (RFC 6890); only a public site is accepted here.',
        'This address is reserved and leads to no public website: enter the address of a public website, like https://www.example.com',
      ],
      [
        f('intranet', 'single-label'),
        'The host "intranet" is a single label, which a resolver completes from its local search list: it names no public site (a public host name has a dot, like example.com).',
        'Enter the whole name of a public website, like https://www.example.com: "intranet" on its own is not one',
      ],
    ]
    for (const [fault, t, p] of rows) expect([describeError(technical)(fault), describeError(plain)(fault)], fault.text).to.deep.equal([t, p])
  })

  const fault = (code: WebFault['code'], text: string, web: boolean, allowed?: readonly string[]): WebFault => ({
    _tag: 'WebFault',
    code,
    offset: 0,
    text,
    web,
    ...(allowed === undefined ? {} : { allowed }),
  })
  it('scheme-not-allowed: a web address’s (http and https), or the form’s list, in both registers', () => {
    const rows: readonly (readonly [WebFault, string, string])[] = [
      [
        fault('scheme-not-allowed', 'ftp', true),
        'The scheme "ftp" is not a web scheme; only http and https are accepted (RFC 9110 section 4.2).',
        'Enter a web address that starts with https:// or http://, like https://www.example.com',
      ],
      [
        fault('scheme-not-allowed', 'ftp', false, ['https']),
        'The scheme "ftp" is not allowed here; only https is accepted.',
        'Enter a web address that starts with https://, like https://www.example.com',
      ],
      [
        fault('scheme-not-allowed', 'ftp', false, ['http']),
        'The scheme "ftp" is not allowed here; only http is accepted.',
        'Enter a web address that starts with http://, like http://www.example.com',
      ],
      [
        fault('scheme-not-allowed', 'FTP', true, ['https', 'http']),
        'The scheme "FTP" is not allowed here; one of https, http are accepted.',
        'Enter a web address that starts with https:// or http://, like https://www.example.com',
      ],
      [
        fault('scheme-not-allowed', 'ftp', false, ['https', 'mailto', 'tel']),
        'The scheme "ftp" is not allowed here; one of https, mailto, tel are accepted.',
        'Enter an address that starts with https:, mailto: or tel:',
      ],
      [fault('scheme-not-allowed', 'ftp', false, []), 'The scheme "ftp" is not allowed here; none is accepted.', 'Enter a different address: this form accepts none'],
    ]
    for (const [f, t, p] of rows) expect([describeError(technical)(f), describeError(plain)(f)], JSON.stringify(f)).to.deep.equal([t, p])
  })
  it('every fault code has a sentence in both registers that names its part where it matters', () => {
    const codes: { readonly [C in WebFault['code']]: string } = {
      'script-scheme': 'javascript',
      'scheme-not-allowed': 'ftp',
      'no-host': '',
      'userinfo-not-allowed': 'me:pw',
      'port-out-of-range': '99999',
      'not-public': 'intranet',
    }
    for (const [code, text] of Object.entries(codes) as [WebFault['code'], string][]) {
      const f = code === 'not-public' ? { ...fault(code, text, true), why: 'single-label' as const } : fault(code, text, true)
      expect(describeError(technical)(f), code).to.contain(text)
      if (code === 'userinfo-not-allowed' || code === 'port-out-of-range' || code === 'not-public') expect(describeError(plain)(f), code).to.contain(text)
      expect(describeError(plain)(f), code).to.not.match(/RFC|section/)
    }
  })
})
