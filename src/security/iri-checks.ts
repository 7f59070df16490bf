/**
 * RFC 3987's own security checks, for `inspect`: what an IRI's characters can
 * make a person read, or a careless decoder decode.
 *
 * - 4.1: "IRIs MUST NOT contain bidirectional formatting characters (LRM,
 *   RLM, LRE, RLE, LRO, RLO, and PDF)". The ABNF allows them (they are
 *   ucschar), so parsing follows the ABNF and this check reports them.
 * - 4.2: "For each component … 1. A component SHOULD NOT use both
 *   right-to-left and left-to-right characters. 2. A component using
 *   right-to-left characters SHOULD start and end with right-to-left
 *   characters." The components are iuserinfo, each label of ireg-name (as
 *   RFC 3490 treats them), isegment (each name and extension), each name and
 *   each value of the query (the section's suggestions), and ifragment.
 * - 7.5 and 8 (spoofing): a host label whose letters come from scripts that
 *   are not used together in a language, and a label made of letters that look
 *   like ASCII ones but are not ("раураl" in Cyrillic); an A-label is judged by
 *   its U-label, which is what a browser may show.
 * - 8: overlong UTF-8 in triplets ("%C0%AF" for "/"), which fault-tolerant
 *   decoders read as the character after a check that did not.
 *
 * Without Unicode data tables beyond the engine's own: right-to-left letters
 * are the letters of the right-to-left scripts (`\p{Script=…}`), which is the
 * strong R/AL class for letters; the script check follows UTS #39's "highly
 * restrictive" level (one script, or Latin with Han and Japanese kana, Han
 * and Bopomofo, or Han and Hangul); the look-alikes are a short hand-made list
 * of the Cyrillic, Greek, Armenian and Latin letters most used in spoofing.
 *
 * @since 0.2.0
 */
import { spanWithin, type Span, type UriReference } from '../ast.ts'
import { isBidiFormatting } from '../code-points.ts'
import { hex4 } from '../messages.ts'
import { continuationCount, hexValue, utf8PercentEncoding } from '../octets.ts'
import { hostToUnicode } from '../iri/idna.ts'
import { decodeComponent } from '../percent-encoding.ts'

/** The warnings of this module, as `inspect` returns them. */
export interface IriWarning {
  readonly code: 'bidi-formatting' | 'bidi-component' | 'mixed-script-host' | 'confusable-host' | 'overlong-utf8'
  readonly section: string
  readonly message: string
  readonly span: Span
}

interface Piece {
  /** What the component is, in words. */
  readonly what: string
  readonly text: string
  readonly start: number
}

type Node = Span & { readonly raw: string }

/** A node's text cut into the components of section 4.2 (the whole text when `by` is null), each with where it starts. */
const piecesOf = (node: Node, by: RegExp | null, what: string): { readonly node: Node; readonly pieces: readonly Piece[] } => {
  const pieces: Piece[] = []
  let at = 0
  for (const part of by === null ? [node.raw] : node.raw.split(by)) {
    if (part !== '') pieces.push({ what, text: part, start: at })
    at += part.length + 1
  }
  return { node, pieces }
}

/** The components of section 4.2, by the node they are in. */
const componentsOf = (ref: UriReference): { readonly node: Node; readonly pieces: readonly Piece[] }[] => {
  const out = []
  const a = ref.authority
  if (a !== null) {
    if (a.userinfo !== null) out.push(piecesOf(a.userinfo, null, 'user information'))
    if (a.host._tag === 'RegName') out.push(piecesOf(a.host, /\./, 'host label'))
  }
  // "the extensions in a resource name can be treated as separate components" (4.2): "KL.html" is legal (4.4, example 4).
  out.push(piecesOf(ref.path, /[/.]/, 'part of the path'))
  if (ref.query !== null) out.push(piecesOf(ref.query, /[&=;]/, 'query name or value'))
  if (ref.fragment !== null) out.push(piecesOf(ref.fragment, null, 'fragment'))
  return out
}

/** 4.1: each bidi formatting character, where it is. */
const bidiFormatting = (ref: UriReference): IriWarning[] => {
  const out: IriWarning[] = []
  for (const { node, pieces } of componentsOf(ref)) {
    for (const piece of pieces) {
      for (let k = 0; k < piece.text.length; k++) {
        const cp = piece.text.charCodeAt(k)
        if (!isBidiFormatting(cp)) continue
        const at = piece.start + k
        out.push({
          code: 'bidi-formatting',
          section: 'RFC 3987 4.1',
          message: `The ${piece.what} holds ${hex4(cp)}, an invisible bidirectional formatting character that changes how the IRI is shown; IRIs must not contain it: remove it, or write ${utf8PercentEncoding(String.fromCharCode(cp))} if it is data.`,
          span: spanWithin(node, at, at + 1),
        })
      }
    }
  }
  return out
}

const RTL_SCRIPTS = 'Hebrew Arabic Syriac Thaana Nko Samaritan Mandaic Adlam Hanifi_Rohingya Mende_Kikakui'.split(' ')
const RTL_LETTER = new RegExp(`(?=\\p{L})[${RTL_SCRIPTS.map((s) => `\\p{Script=${s}}`).join('')}]`, 'u')
const LETTER = /\p{L}/u
const MARK = /\p{M}/u

/** 4.2: a component with right-to-left letters that mixes directions, or begins or ends with something else. */
const bidiComponents = (ref: UriReference): IriWarning[] => {
  const out: IriWarning[] = []
  for (const { node, pieces } of componentsOf(ref)) {
    for (const piece of pieces) {
      const chars = [...piece.text]
      if (!chars.some((c) => RTL_LETTER.test(c))) continue
      const mixed = chars.some((c) => LETTER.test(c) && !RTL_LETTER.test(c))
      let last = chars.length - 1
      while (last > 0 && MARK.test(chars[last])) last--
      const edges = RTL_LETTER.test(chars[0]) && RTL_LETTER.test(chars[last])
      if (!mixed && edges) continue
      const why = [mixed ? 'mixes right-to-left and left-to-right letters' : '', edges ? '' : 'does not begin and end with a right-to-left letter'].filter((s) => s !== '').join(' and ')
      out.push({
        code: 'bidi-component',
        section: 'RFC 3987 4.2',
        message: `The ${piece.what} "${piece.text}" ${why}: on screen, it and the delimiters around it may appear in another order than they are; percent-encode the whole component if it cannot be written otherwise.`,
        span: spanWithin(node, piece.start, piece.start + piece.text.length),
      })
    }
  }
  return out
}

const SCRIPTS = (
  'Latin Greek Cyrillic Armenian Hebrew Arabic Syriac Thaana Devanagari Bengali Gurmukhi Gujarati Oriya Tamil Telugu Kannada ' +
  'Malayalam Sinhala Thai Lao Tibetan Myanmar Georgian Hangul Ethiopic Cherokee Khmer Mongolian Hiragana Katakana Bopomofo Han'
)
  .split(' ')
  .map((name) => [name, new RegExp(`\\p{Script=${name}}`, 'u')] as const)

/** UTS #39 "highly restrictive": the script sets used together in a language. */
const TOGETHER = ['Latin Han Hiragana Katakana', 'Latin Han Bopomofo', 'Latin Han Hangul'].map((set) => set.split(' '))

/** The scripts of a label's letters (a letter of a script not listed counts as "another script"). */
const scriptsOf = (label: string): Set<string> => {
  const found = new Set<string>()
  for (const c of label) {
    if (!LETTER.test(c)) continue
    found.add(SCRIPTS.find(([, re]) => re.test(c))?.[0] ?? 'another script')
  }
  return found
}

/**
 * Letters that look like ASCII letters, each followed by the letter it passes
 * for: Cyrillic, Greek, Armenian and Latin letters commonly used to spoof host names.
 */
const LOOK_ALIKES: ReadonlyMap<string, string> = new Map(
  [...('аaвbеeкkмmнhоoрpсcтtуyхxіiјjѕsԁdӏlһhԛqԝwѵvүyԍg' + 'αaοoνvιiκkρpτtυuχxϲcϳjεe' + 'օoոnսuհhցgզq' + 'ıiɑaɩiʟlɴnɡg')].flatMap((c, k, all) =>
    k % 2 === 0 ? [[c, all[k + 1]] as const] : [],
  ),
)

/** The ASCII label a label passes for, when every character of it is ASCII or looks like an ASCII letter (and some do). */
const skeleton = (label: string): string | null => {
  let out = ''
  let alike = false
  for (const c of label) {
    if (c.charCodeAt(0) < 0x80) out += c
    else if (LOOK_ALIKES.has(c)) {
      out += LOOK_ALIKES.get(c)
      alike = true
    } else return null
  }
  return alike ? out : null
}

/** 7.5 and 8: host labels that mix scripts, and labels that pass for ASCII ones. */
const spoofableHost = (ref: UriReference): IriWarning[] => {
  const host = ref.authority?.host
  if (host === undefined || host._tag !== 'RegName' || !/[^\x00-\x7f]|%[89A-Fa-f]|xn--/i.test(host.raw)) return []
  const out: IriWarning[] = []
  let at = 0
  for (const raw of host.raw.split('.')) {
    const decoded = decodeComponent(raw)
    // An A-label is judged by the U-label a browser shows for it.
    const label = decoded._tag === 'Right' ? hostToUnicode(decoded.right.normalize('NFC').toLowerCase()) : ''
    const span = spanWithin(host, at, at + raw.length)
    const scripts = scriptsOf(label)
    if (scripts.size > 1 && !TOGETHER.some((set) => [...scripts].every((s) => set.includes(s)))) {
      out.push({
        code: 'mixed-script-host',
        section: 'RFC 3987 7.5',
        message: `The host label "${label}" mixes letters of ${[...scripts].join(', ').replace(/, ([^,]*)$/, ' and $1')}, which no language writes together: some of them may pass for letters of the others (spoofing, section 8).`,
        span,
      })
    }
    const alike = skeleton(label)
    if (alike !== null) {
      out.push({
        code: 'confusable-host',
        section: 'RFC 3987 8',
        message: `The host label "${label}" can be mistaken for "${alike}": letters in it look like ASCII letters but are not, so it names another host (spoofing).`,
        span,
      })
    }
    at += raw.length + 1
  }
  return out
}

/** The smallest code point each UTF-8 length may encode (shorter encodings are overlong). */
const MIN_FOR_LENGTH = [0, 0, 0x80, 0x800, 0x10000]

/** 8: overlong UTF-8 in a run of triplets, with the character a lenient decoder reads. */
const overlong = (ref: UriReference): IriWarning[] => {
  const out: IriWarning[] = []
  for (const { node } of componentsOf(ref)) {
    const text = node.raw
    for (const m of text.matchAll(/(?:%[0-9A-Fa-f]{2})+/g)) {
      const bytes = m[0]
        .slice(1)
        .split('%')
        .map((t) => hexValue(t.charCodeAt(0)) * 16 + hexValue(t.charCodeAt(1)))
      for (let k = 0; k < bytes.length; k++) {
        const n = continuationCount(bytes[k]) + 1
        // Lead bytes C0 and C1 (two octets) and E0, F0 before a small second octet are overlong by construction.
        const lead = bytes[k] === 0xc0 || bytes[k] === 0xc1 ? 2 : bytes[k] === 0xe0 ? 3 : bytes[k] === 0xf0 ? 4 : n
        if (lead < 2 || k + lead > bytes.length) continue
        const tail = bytes.slice(k + 1, k + lead)
        if (!tail.every((b) => (b & 0xc0) === 0x80)) continue
        const cp = tail.reduce((acc, b) => (acc << 6) | (b & 0x3f), bytes[k] & (0xff >> (lead + 1)))
        if (cp >= MIN_FOR_LENGTH[lead]) continue
        const from = (m.index as number) + 3 * k
        const shown = cp < 0x20 || cp === 0x7f ? hex4(cp) : `"${String.fromCodePoint(cp)}"`
        out.push({
          code: 'overlong-utf8',
          section: 'RFC 3987 8',
          message: `"${text.slice(from, from + 3 * lead)}" is an overlong UTF-8 encoding of ${shown}: invalid UTF-8, but a lenient decoder reads it as ${shown} after a check that did not; reject it.`,
          span: spanWithin(node, from, from + 3 * lead),
        })
        k += lead - 1
      }
    }
  }
  return out
}

/** RFC 3987's checks (sections 4.1, 4.2, 7.5 and 8) on a reference, URI or IRI. */
export const iriWarnings = (ref: UriReference): IriWarning[] => [...bidiFormatting(ref), ...bidiComponents(ref), ...spoofableHost(ref), ...overlong(ref)]
