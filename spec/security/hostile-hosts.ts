/**
 * Hostile spellings of special hosts, for the SSRF property of `policy`: every
 * way a WHATWG client (fetch, browsers, Node's URL) can be made to read
 * 127.0.0.1, localhost or a metadata host from a host that RFC 3986 reads as
 * some other registered name.
 *
 * - IPv4 targets in every radix and part count inet_aton accepts (0x7f.1,
 *   0177.0.0.1, 2130706433), with or without a final dot;
 * - every character spelled as one that UTS #46 maps to it: fullwidth,
 *   circled, mathematical, superscript and subscript digits, digits fused with
 *   their dot (U+2488 "⒈"), fullwidth, circled and mathematical letters,
 *   capitals, the long s and the Kelvin sign; dots as U+3002, U+FF0E, U+FF61,
 *   U+FE52, U+2024;
 * - ignorable characters between any two (soft hyphen, zero-width space and
 *   joiners, word joiner, BOM, combining grapheme joiner, variation selectors);
 * - the whole percent-encoded as UTF-8 where it must be, and anywhere it may,
 *   in either case of hex digit;
 * - IPv6 literals of special addresses in each embedding (mapped, compatible,
 *   NAT64 and its local-use prefix, 6to4, Teredo), with leading zeros, either
 *   case and each compression.
 */
import * as fc from 'fast-check'
import { isUcschar } from '../../src/base/code-points.ts'

export interface HostileHost {
  /** The host as it stands in the URI (valid RFC 3986). */
  readonly host: string
  /** The host a WHATWG parser prints when the spelling works: '127.0.0.1', 'localhost', '[::1]'. */
  readonly target: string
}

const IPV4_TARGETS: readonly (readonly [number, number, number, number])[] = [
  [127, 0, 0, 1],
  [127, 1, 2, 3],
  [0, 0, 0, 0],
  [10, 0, 0, 1],
  [169, 254, 169, 254],
  [192, 168, 1, 1],
  [172, 16, 0, 1],
  [100, 64, 0, 1],
  [100, 100, 100, 200],
  [192, 0, 0, 192],
  [192, 0, 2, 1],
  [224, 0, 0, 1],
  [255, 255, 255, 255],
]
const NAME_TARGETS = ['localhost', 'api.localhost', 'metadata.google.internal', 'metadata.goog', 'instance-data']

type Radix = 'dec' | 'hex' | 'HEX' | 'oct'
const radix = fc.constantFrom<Radix>('dec', 'hex', 'HEX', 'oct')

const inRadix = (n: number, r: Radix, zeros: number): string => {
  const pad = '0'.repeat(zeros)
  if (r === 'dec') return String(n)
  if (r === 'oct') return '0' + pad + n.toString(8)
  return (r === 'hex' ? '0x' : '0X') + pad + n.toString(16)
}

/** An IPv4 address in one of the forms inet_aton and the URL Standard accept. */
const ipv4Text = (o: readonly number[]): fc.Arbitrary<string> =>
  fc
    .record({
      parts: fc.constantFrom(1, 2, 3, 4),
      radices: fc.array(radix, { minLength: 4, maxLength: 4 }),
      zeros: fc.array(fc.nat(2), { minLength: 4, maxLength: 4 }),
      finalDot: fc.boolean(),
    })
    .map(({ parts, radices, zeros, finalDot }) => {
      const n = ((o[0] << 24) >>> 0) + (o[1] << 16) + (o[2] << 8) + o[3]
      const values = parts === 4 ? [...o] : parts === 3 ? [o[0], o[1], (o[2] << 8) + o[3]] : parts === 2 ? [o[0], n & 0xffffff] : [n]
      return values.map((v, k) => inRadix(v, radices[k], zeros[k])).join('.') + (finalDot ? '.' : '')
    })

const range = (from: number, n: number): string[] => Array.from({ length: n }, (_, k) => String.fromCodePoint(from + k))
const SUPERSCRIPT = ['\u2070', '\u00b9', '\u00b2', '\u00b3', ...range(0x2074, 6)]

/** Spellings of each digit that UTS #46 maps to it. */
const DIGITS: readonly (readonly string[])[] = Array.from({ length: 10 }, (_, d) => [
  String(d),
  String.fromCodePoint(0xff10 + d),
  String.fromCodePoint(0x1d7ce + d),
  String.fromCodePoint(0x1d7d8 + d),
  String.fromCodePoint(0x1d7e2 + d),
  String.fromCodePoint(0x1d7f6 + d),
  d === 0 ? '\u24ea' : String.fromCodePoint(0x2460 + d - 1),
  SUPERSCRIPT[d],
  String.fromCodePoint(0x2080 + d),
])

/** Spellings of a lower-case letter that UTS #46 maps to it. */
const letterSpellings = (c: string): readonly string[] => {
  const k = c.charCodeAt(0) - 0x61
  const extra = c === 's' ? ['\u017f'] : c === 'k' ? ['\u212a'] : []
  return [
    c,
    c.toUpperCase(),
    String.fromCodePoint(0xff41 + k),
    String.fromCodePoint(0xff21 + k),
    String.fromCodePoint(0x24d0 + k),
    String.fromCodePoint(0x24b6 + k),
    String.fromCodePoint(0x1d41a + k),
    ...extra,
  ]
}

const DOTS = ['.', '\u3002', '\uff0e', '\uff61']
/** Dots that NFKC maps to "." but UTS #46 refuses: a WHATWG parser fails on them, other clients may not. */
const RARE_DOTS = ['\ufe52', '\u2024']
const IGNORABLES = ['\u00ad', '\u200b', '\u2060', '\ufeff', '\u034f', '\u180b', '\ufe0f', '\u{e0100}']
/** Joiners: UTS #46 keeps them and the URL Standard's CheckJoiners then fails. */
const RARE_IGNORABLES = ['\u200c', '\u200d']

/** Mostly the common choices, now and then a rare one. */
const mostly = (common: readonly string[], rare: readonly string[]): fc.Arbitrary<string> =>
  rare.length === 0 ? fc.constantFrom(...common) : fc.oneof({ weight: 12, arbitrary: fc.constantFrom(...common) }, { weight: 1, arbitrary: fc.constantFrom(...rare) })

const FUSED_DOT = /\u0000[^.\u3002\uff0e\uff61\ufe52\u2024]*[.\u3002\uff0e\uff61\ufe52\u2024]/gu

/** Each character of an ASCII host spelled as any character UTS #46 maps to it, with ignorables between. */
const spelled = (text: string): fc.Arbitrary<string> => {
  const units: fc.Arbitrary<string>[] = []
  for (let i = 0; i < text.length; i++) {
    const c = text[i]
    const fused = /[1-9]/.test(c) && text[i + 1] === '.'
    const one = /[0-9]/.test(c) ? fc.constantFrom(...DIGITS[Number(c)]) : /[a-z]/.test(c) ? fc.constantFrom(...letterSpellings(c)) : c === '.' ? mostly(DOTS, RARE_DOTS) : fc.constant(c)
    if (fused) {
      // "1." spelled as U+2488 DIGIT ONE FULL STOP (UTS #46 refuses it), or as two characters
      units.push(fc.oneof({ weight: 12, arbitrary: one }, { weight: 1, arbitrary: fc.constant(String.fromCodePoint(0x2487 + Number(c)) + '\u0000') }))
    } else units.push(one)
    units.push(fc.oneof({ weight: 6, arbitrary: fc.constant('') }, { weight: 1, arbitrary: mostly(IGNORABLES, RARE_IGNORABLES) }))
  }
  // A fused digit swallows the dot after it: the marker NUL drops the next spelled dot.
  return fc.tuple(...units).map((parts) => parts.join('').replace(FUSED_DOT, (m) => m.slice(1, -1)))
}

const utf8Triplets = (c: string, upper: boolean): string =>
  Array.from(new TextEncoder().encode(c), (b) => '%' + (upper ? b.toString(16).toUpperCase() : b.toString(16)).padStart(2, '0')).join('')

/** The host percent-encoded: every non-ASCII character as UTF-8 (it must be), and each ASCII one only maybe. */
const encoded = (host: string): fc.Arbitrary<string> => {
  const chars = Array.from(host)
  return fc
    .tuple(fc.array(fc.boolean(), { minLength: chars.length, maxLength: chars.length }), fc.boolean())
    .map(([encode, upper]) => chars.map((c, k) => (c.charCodeAt(0) > 0x7f || encode[k] ? utf8Triplets(c, upper) : c)).join(''))
}

const v4Hostile: fc.Arbitrary<HostileHost> = fc.constantFrom(...IPV4_TARGETS).chain((o) =>
  ipv4Text(o)
    .chain(spelled)
    .chain(encoded)
    .map((host) => ({ host, target: o.join('.') })),
)

const nameHostile: fc.Arbitrary<HostileHost> = fc
  .constantFrom(...NAME_TARGETS)
  .chain((name) => fc.tuple(fc.constant(name), fc.boolean()))
  .chain(([name, finalDot]) =>
    spelled(name + (finalDot ? '.' : ''))
      .chain(encoded)
      .map((host) => ({ host, target: name + (finalDot ? '.' : '') })),
  )

/** Registered names that a WHATWG parser may read as a special IPv4 address or name. */
export const hostileRegName: fc.Arbitrary<HostileHost> = fc.oneof(v4Hostile, nameHostile)

/** The host as an IRI writes it (RFC 3987 ireg-name): ucschar as itself, any other non-ASCII character as UTF-8 triplets. */
const asIri = (host: string): fc.Arbitrary<string> =>
  fc.boolean().map((upper) => Array.from(host, (c) => (c.charCodeAt(0) <= 0x7f || isUcschar(c.codePointAt(0) as number) ? c : utf8Triplets(c, upper))).join(''))

/** The same hostile names written as IRI hosts: fullwidth, circled and mathematical digits and letters as themselves. */
export const hostileIriRegName: fc.Arbitrary<HostileHost> = fc.oneof(
  fc.constantFrom(...IPV4_TARGETS).chain((o) =>
    ipv4Text(o)
      .chain(spelled)
      .chain(asIri)
      .map((host) => ({ host, target: o.join('.') })),
  ),
  fc
    .constantFrom(...NAME_TARGETS)
    .chain((name) => fc.tuple(fc.constant(name), fc.boolean()))
    .chain(([name, finalDot]) =>
      spelled(name + (finalDot ? '.' : ''))
        .chain(asIri)
        .map((host) => ({ host, target: name + (finalDot ? '.' : '') })),
    ),
)

const hex = (n: number, zeros: number, upper: boolean): string => {
  const digits = n.toString(16)
  const h = '0'.repeat(Math.min(zeros, 4 - digits.length)) + digits
  return upper ? h.toUpperCase() : h
}

/** Special IPv6 addresses as eight pieces, with the WHATWG text of each. */
const IPV6_TARGETS: readonly (readonly number[])[] = [
  [0, 0, 0, 0, 0, 0, 0, 1],
  [0, 0, 0, 0, 0, 0, 0, 0],
  [0, 0, 0, 0, 0, 0xffff, 0x7f00, 1],
  [0, 0, 0, 0, 0, 0xffff, 0xa9fe, 0xa9fe],
  [0, 0, 0, 0, 0, 0, 0x7f00, 1],
  [0x64, 0xff9b, 0, 0, 0, 0, 0x7f00, 1],
  [0x64, 0xff9b, 1, 0, 0, 0, 0xa00, 1],
  [0x2002, 0x7f00, 1, 0, 0, 0, 0, 0],
  [0x2002, 0xa9fe, 0xa9fe, 0, 0, 0, 0, 1],
  [0x2001, 0, 0x4136, 0xe378, 0x8000, 0x63bf, 0x80ff, 0xfffe],
  [0xfe80, 0, 0, 0, 0, 0, 0, 1],
  [0xfec0, 0, 0, 0, 0, 0, 0, 1],
  [0xfd00, 0xec2, 0, 0, 0, 0, 0, 0x254],
  [0xff02, 0, 0, 0, 0, 0, 0, 1],
  [0x2001, 0xdb8, 0, 0, 0, 0, 0, 1],
]

/** An IPv6 literal of a special address, in one of its many texts. */
export const hostileIPv6: fc.Arbitrary<{ readonly host: string; readonly pieces: readonly number[] }> = fc
  .record({
    pieces: fc.constantFrom(...IPV6_TARGETS),
    zeros: fc.array(fc.nat(2), { minLength: 8, maxLength: 8 }),
    upper: fc.boolean(),
    v4Tail: fc.boolean(),
    gapAt: fc.nat(7),
    gapLength: fc.nat(8),
  })
  .map(({ pieces, zeros, upper, v4Tail, gapAt, gapLength }) => {
    const groups = pieces.map((p, k) => hex(p, zeros[k], upper))
    const words = v4Tail ? [...groups.slice(0, 6), `${pieces[6] >> 8}.${pieces[6] & 255}.${pieces[7] >> 8}.${pieces[7] & 255}`] : groups
    // "::" may replace a run of zero groups (a run of one only when it is not the only choice RFC 5952 would make; both parse)
    let end = gapAt
    while (end < words.length && end - gapAt < gapLength && /^0+$/.test(words[end])) end++
    const text = end > gapAt ? `${words.slice(0, gapAt).join(':')}::${words.slice(end).join(':')}` : words.join(':')
    return { host: `[${text}]`, pieces }
  })

/**
 * Hosts where IDNA by NFC and lower case alone (typed-uri 0.2's) and UTS #46
 * (every WHATWG client) part ways, with the host a WHATWG client reads (null:
 * it refuses the URI): a fullwidth letter, ideographic full stops that make an
 * IPv4 address, ignored code points, an A-label not in NFC (V1). Spelled also
 * as special targets.
 */
export const UTS46_HOSTS: readonly HostileHost[] = [
  { host: '\uff45xample.com', target: 'example.com' },
  { host: '127\u30020\u30020\u30021', target: '127.0.0.1' },
  { host: 'ex\u00ADample.com', target: 'example.com' },
  { host: 'ex\u200Bample.com', target: 'example.com' },
  { host: 'xn--u-ccb', target: '' },
  { host: '\uff4cocalhost', target: 'localhost' },
  { host: 'local\u00ADhost', target: 'localhost' },
  { host: 'local\u200Bhost', target: 'localhost' },
  { host: '169\u3002254\uff0e169\uff61254', target: '169.254.169.254' },
]

/**
 * Any ASCII name spelled as hostile-hosts.ts spells the special targets: each
 * character as one UTS #46 maps to it, ignorables between, dots as the
 * ideographic full stops, percent-encoded where it must be and where it may
 * (for open redirects: the site's own name and another's, spelled alike).
 */
export const spelledName = (name: string): fc.Arbitrary<string> => spelled(name).chain(encoded)
