/**
 * The English sentences of the conversion reasons (src/messages/en/conversion.ts): for every kind
 * of src/error/reasons/conversion.ts (a table over the kinds, so a kind without its row fails to
 * compile), its technical sentence (0.3's words: the label or the path, the rule, its section) and
 * its plain one (what to do, with the person's own text where it helps; no rule names, no RFCs).
 * Real errors of each kind are in spec/iri/idna.spec.ts, spec/setters.spec.ts and
 * spec/user-input.spec.ts; here each reason is worded on its own.
 */
import { expect } from 'chai'
import type { UriError } from '../../../src/index.ts'
import { makeCodedError, makeConversionError } from '../../../src/error/make.ts'
import type { ConversionReason } from '../../../src/error/reasons/conversion.ts'
import { describeError, plain, technical } from '../../../src/messages/index.ts'
import { plainConversion, technicalConversion } from '../../../src/messages/en/conversion.ts'
import { seen } from '../../../src/base/options.ts'

type Kind = ConversionReason['kind']
type Of<K extends Kind> = Extract<ConversionReason, { readonly kind: K }>

/** A reason, its technical sentence, and what its plain sentence says (a part of it). */
type Row<K extends Kind> = readonly [Of<K>, string, string]

const L = 'a\u2488b'

const ROWS: { readonly [K in Kind]: readonly Row<K>[] } = {
  'idna-host-not-a-string': [
    [
      { kind: 'idna-host-not-a-string', label: '', got: seen(null) },
      'The host label "" cannot be written in ASCII (IDNA, UTS #46): the host must be a string; got null.',
      'Enter the website name as text',
    ],
  ],
  'idna-forbidden-code-point': [
    [
      { kind: 'idna-forbidden-code-point', label: 'a b', character: ' ' },
      'The host label "a b" cannot be written in ASCII (IDNA, UTS #46): it holds "space", which no domain may hold (URL Standard, forbidden domain code points).',
      'Remove the space from the website name',
    ],
    [
      { kind: 'idna-forbidden-code-point', label: 'a|b', character: '|' },
      'The host label "a|b" cannot be written in ASCII (IDNA, UTS #46): it holds "|", which no domain may hold (URL Standard, forbidden domain code points).',
      'Remove "|" from the website name',
    ],
  ],
  'idna-a-label-too-long': [
    [
      { kind: 'idna-a-label-too-long', label: 'xn--aaa', direction: 'to-ascii' },
      'The host label "xn--aaa" cannot be written in ASCII (IDNA, UTS #46): it is an A-label longer than 63 characters, which no A-label is (RFC 5890 section 2.3.2.1).',
      'Shorten "xn--aaa" in the website name',
    ],
    [
      { kind: 'idna-a-label-too-long', label: 'xn--aaa', direction: 'to-unicode' },
      'The A-label "xn--aaa" stays as written (IDNA, UTS #46): it is longer than 63 characters, which no A-label is (RFC 5890 section 2.3.2.1).',
      'The part "xn--aaa" of the website name is shown as written',
    ],
  ],
  'idna-mapped-label-too-long': [
    [
      { kind: 'idna-mapped-label-too-long', label: '\u00E9\u00E9' },
      'The host label "\u00E9\u00E9" cannot be written in ASCII (IDNA, UTS #46): its A-label cannot fit in 63 characters (RFC 5890 section 2.3.2.1).',
      'Shorten "\u00E9\u00E9" in the website name',
    ],
  ],
  'idna-result-too-long': [
    [
      { kind: 'idna-result-too-long', label: '\u00E41', aLabel: `xn--${'1'.repeat(60)}` },
      `The host label "\u00E41" cannot be written in ASCII (IDNA, UTS #46): its A-label "xn--${'1'.repeat(36)}…" is longer than 63 characters (RFC 5890 section 2.3.2.1).`,
      'Shorten "\u00E41" in the website name',
    ],
  ],
  'idna-no-url-parser': [
    [
      { kind: 'idna-no-url-parser', label: '\u00E9.example' },
      'The host label "\u00E9.example" cannot be written in ASCII (IDNA, UTS #46): this runtime has no URL parser to apply UTS #46 with: give an implementation (idna from typed-uri/idna).',
      'set up wrongly',
    ],
  ],
  'idna-label-disallowed': [
    [
      { kind: 'idna-label-disallowed', label: L },
      `The host label "${L}" cannot be written in ASCII (IDNA, UTS #46): UTS #46 (the URL Standard's profile) refuses it: a code point it disallows, or a joiner, mark or hyphen out of place.`,
      `Check the spelling of "${L}" in the website name`,
    ],
  ],
  'idna-bidi-rule': [
    [
      { kind: 'idna-bidi-rule', label: '1a.\u05D0' },
      'The host label "1a.\u05D0" cannot be written in ASCII (IDNA, UTS #46): UTS #46 refuses the name as a whole: its labels together break the bidi rule (RFC 5893), which reads every label.',
      'mix writing directions',
    ],
  ],
  'idna-empty-after-mapping': [
    [
      { kind: 'idna-empty-after-mapping', label: '\u00AD' },
      'The host label "\u00AD" cannot be written in ASCII (IDNA, UTS #46): it is empty once UTS #46 has mapped it.',
      'Enter a website name',
    ],
  ],
  'idna-mapped-forbidden-code-point': [
    [
      { kind: 'idna-mapped-forbidden-code-point', label: 'a\uFF0Fb', mapped: 'a/b', character: '/' },
      'The host label "a\uFF0Fb" cannot be written in ASCII (IDNA, UTS #46): UTS #46 maps it to "a/b", which holds "/", a code point no domain may hold (URL Standard).',
      'Remove the character that stands for "/"',
    ],
  ],
  'idna-ends-in-number': [
    [
      { kind: 'idna-ends-in-number', label: '\u00E9.1', mapped: 'xn--9ca.1' },
      'The host label "\u00E9.1" cannot be written in ASCII (IDNA, UTS #46): it ends in a number, so a URL parser reads it as an IPv4 address, and "xn--9ca.1" is none.',
      'must be an IP address',
    ],
  ],
  'idna-not-punycode': [
    [
      { kind: 'idna-not-punycode', label: 'xn--9999', direction: 'to-ascii' },
      'The host label "xn--9999" cannot be written in ASCII (IDNA, UTS #46): what follows "xn--" is not Punycode (RFC 3492).',
      'Check the spelling of "xn--9999"',
    ],
  ],
  'idna-decodes-to-ascii': [
    [
      { kind: 'idna-decodes-to-ascii', label: 'xn--abc-', direction: 'to-unicode', decoded: 'abc' },
      'The A-label "xn--abc-" stays as written (IDNA, UTS #46): it decodes to "abc", all ASCII, which no U-label is.',
      'The part "xn--abc-" of the website name is shown as written',
    ],
  ],
  'idna-u-label-refused': [
    [
      { kind: 'idna-u-label-refused', label: 'xn--a', direction: 'to-ascii', uLabel: '\u0080' },
      'The host label "xn--a" cannot be written in ASCII (IDNA, UTS #46): UTS #46 refuses its U-label "\u0080".',
      'Check the spelling of "xn--a"',
    ],
  ],
  'idna-not-round-trip': [
    [
      { kind: 'idna-not-round-trip', label: 'xn--u-ccb', direction: 'to-ascii', uLabel: 'u\u0308', back: 'xn--tda' },
      'The host label "xn--u-ccb" cannot be written in ASCII (IDNA, UTS #46): its U-label "u\u0308" converts back to "xn--tda", not to this A-label (UTS #46 validity criterion V1: it is not in the form mapping gives).',
      'Check the spelling of "xn--u-ccb"',
    ],
  ],
  'idna-host-not-utf8': [
    [
      { kind: 'idna-host-not-utf8', host: 'a%FF', decoding: 'invalid-utf8', offset: 1 },
      'The host "a%FF" cannot be converted to A-labels: The percent-encoded octets at position 2 are not valid UTF-8.',
      'Check the %-codes in the website name',
    ],
  ],
  'conflict-path-after-authority': [
    [
      { kind: 'conflict-path-after-authority', set: 'path', path: 'x', section: '3.3' },
      'A path after an authority must begin with "/" or be empty (RFC 3986 section 3.3); write "/x".',
      'Start the path with "/", like /x',
    ],
    [
      { kind: 'conflict-path-after-authority', set: 'host', path: 'a/b', section: '3.3' },
      'The reference\'s path "a/b" cannot follow an authority: a path after one must begin with "/" or be empty (RFC 3986 section 3.3); set a path beginning with "/" first.',
      'Change the path "a/b" to start with "/" first',
    ],
  ],
  'conflict-path-starts-with-slashes': [
    [
      { kind: 'conflict-path-starts-with-slashes', set: 'path', path: '//x', section: '3.3' },
      'Without an authority, the path "//x" cannot begin with "//": it would be read as an authority (RFC 3986 section 3.3); remove a "/" or set a host first.',
      'Remove a "/" from the start of the path',
    ],
    [
      { kind: 'conflict-path-starts-with-slashes', set: 'host', path: '//b', section: '3.3' },
      'Without an authority, the path "//b" cannot begin with "//": it would be read as an authority (RFC 3986 section 3.3); change the path first.',
      'Change the path "//b" first',
    ],
  ],
  'conflict-colon-in-first-segment': [
    [
      { kind: 'conflict-colon-in-first-segment', set: 'path', path: 'a:b', section: '4.2' },
      'In a relative reference without an authority, the first segment of the path "a:b" cannot contain ":": it would be read as a scheme (RFC 3986 section 4.2); write "./a:b".',
      'Write the path as ./a:b',
    ],
    [
      { kind: 'conflict-colon-in-first-segment', set: 'scheme', path: 'b:c', section: '4.2' },
      'In a relative reference without an authority, the first segment of the path "b:c" cannot contain ":": it would be read as a scheme (RFC 3986 section 4.2); change the path first.',
      'Change the path "b:c" first',
    ],
  ],
  'conflict-needs-host': [
    [
      { kind: 'conflict-needs-host', set: 'userinfo', section: '3.2' },
      'A userinfo needs a host, and the reference has no authority (RFC 3986 section 3.2); set a host first (withHost).',
      'Add a website name before adding a user name',
    ],
    [
      { kind: 'conflict-needs-host', set: 'port', section: '3.2' },
      'A port needs a host, and the reference has no authority (RFC 3986 section 3.2); set a host first (withHost).',
      'Add a website name before adding a port number',
    ],
  ],
  'conflict-host-removal': [
    [
      { kind: 'conflict-host-removal', set: 'host', blocking: 'port', section: '3.2' },
      'A host cannot be removed while the authority has a port (RFC 3986 section 3.2); remove it first (withPort(null)).',
      'Remove the port number before removing the website name',
    ],
  ],
  'input-trimmed': [[{ kind: 'input-trimmed' }, 'Removed the whitespace around the input.', 'We removed the spaces before and after the address']],
  'input-unwrapped': [[{ kind: 'input-unwrapped', open: '"', close: '"' }, 'Removed the "" around the URI.', 'We removed the " and " around the address']],
  'input-url-prefix-removed': [[{ kind: 'input-url-prefix-removed' }, 'Removed the "URL:" prefix.', 'We removed "URL:" from the start of the address']],
  'input-whitespace-removed': [[{ kind: 'input-whitespace-removed' }, 'Removed the line breaks and spaces inside the URI.', 'We removed the line breaks and spaces inside the address']],
  'input-scheme-added': [[{ kind: 'input-scheme-added', added: 'https://' }, 'Added "https://" in front: the input had no scheme.', 'We added https:// to the start of the address']],
}

/** An error that carries the reason, of the code a conversion or a setter gives it (a user-input change is worded by its reason alone). */
const errorOf = (reason: ConversionReason): UriError | undefined => {
  if (reason.kind.startsWith('idna-')) return makeConversionError('http://x/', 'IRI-reference', 'invalid-idna-label', 7, reason)
  if (reason.kind.startsWith('conflict-')) return makeCodedError('x', 'path-abempty', 'component-conflict', 0, [], ['path-abempty'], reason)
  return undefined
}

describe('English sentences of the conversion reasons (messages/en/conversion.ts)', () => {
  for (const [kind, rows] of Object.entries(ROWS) as [Kind, readonly Row<Kind>[]][]) {
    describe(kind, () => {
      rows.forEach(([reason, technicalSentence, plainPart], i) => {
        it(`example ${i + 1}: ${technicalSentence}`, () => {
          const e = errorOf(reason)
          expect(technicalConversion[kind](reason as never, e as never)).to.equal(technicalSentence)
          const plainSentence = plainConversion[kind](reason as never, e as never)
          expect(plainSentence).to.include(plainPart)
          // Plain words: no rule names, no RFC numbers, no sentence-final period (the plain register's style).
          expect(plainSentence).to.not.match(/RFC|UTS|IDNA|A-label|U-label|Punycode|authority|segment|\.$/)
          if (e !== undefined) {
            // An error with a reason is worded from it, whatever its code says.
            expect(describeError(technical)(e)).to.equal(technicalSentence)
            expect(describeError(plain)(e)).to.equal(plainSentence)
          }
        })
      })
    })
  }

  it('the catalogs word every conversion kind, and the English catalogs are these', () => {
    const kinds = Object.keys(ROWS).sort()
    expect(Object.keys(technicalConversion).sort()).to.deep.equal(kinds)
    expect(Object.keys(plainConversion).sort()).to.deep.equal(kinds)
    for (const k of kinds as Kind[]) {
      expect(technical.reasons[k]).to.equal(technicalConversion[k])
      expect(plain.reasons[k]).to.equal(plainConversion[k])
    }
  })
})
