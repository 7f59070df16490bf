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
import { spanWithin, type Span, type UriReference } from '../model/ast.ts'
import { isBidiFormatting } from '../base/code-points.ts'
import { continuationCount, hexValue, utf8PercentEncoding } from '../base/octets.ts'
import { hostToUnicode } from '../iri/idna.ts'
import { decodeComponent } from '../encoding/percent-encoding.ts'

/**
 * The components of RFC 3987 section 4.2 a warning can be about: the user
 * information, a label of the host, a name or extension of a path segment, a
 * name or value of the query, the fragment.
 *
 * @since 0.4.0
 * @category model
 */
export type IriComponent = 'userinfo' | 'host-label' | 'path' | 'query' | 'fragment'

/**
 * What each of RFC 3987's warnings carries besides its code, section and span (`inspect`'s `WarningParameters`).
 *
 * @since 0.4.0
 * @category model
 */
export interface IriWarningParameters {
  /** 4.1: the bidi formatting character `codePoint` in a `component`; `encoded` is its UTF-8 triplets, which hold it as data. */
  readonly 'bidi-formatting': { readonly component: IriComponent; readonly codePoint: number; readonly encoded: string }
  /**
   * 4.2: a `component` (its `text`) with right-to-left letters that mixes them with left-to-right ones
   * (`mixesDirections`), or does not begin and end with a right-to-left letter (`rtlAtEdges` false).
   */
  readonly 'bidi-component': { readonly component: IriComponent; readonly text: string; readonly mixesDirections: boolean; readonly rtlAtEdges: boolean }
  /**
   * 7.5: a host `label` (its U-label, in lower case) whose letters are of `scripts` no language writes
   * together: Unicode's script names (`Latin`, `Cyrillic`, …), and `Other` for the letters of a script not
   * told apart here; in order of first appearance.
   */
  readonly 'mixed-script-host': { readonly label: string; readonly scripts: readonly string[] }
  /** 8: a host `label` (its U-label, in lower case) of ASCII and look-alike letters, which passes for the ASCII label `looksLike`. */
  readonly 'confusable-host': { readonly label: string; readonly looksLike: string }
  /** 8: the triplets `written`, an overlong UTF-8 form of `codePoint`. */
  readonly 'overlong-utf8': { readonly written: string; readonly codePoint: number }
}

/** A warning of this module, as `inspect` returns it (inspect.ts's `WarningOf`, which this module cannot import: inspect.ts imports it). */
type IriWarningOf<C extends keyof IriWarningParameters> = { readonly _tag: 'Warning'; readonly code: C; readonly section: string; readonly span: Span } & IriWarningParameters[C]

/** The warnings of this module. */
export type IriWarning = { readonly [C in keyof IriWarningParameters]: IriWarningOf<C> }[keyof IriWarningParameters]

const warning = <C extends keyof IriWarningParameters>(code: C, section: string, span: Span, parameters: IriWarningParameters[C]): IriWarningOf<C> =>
  ({ _tag: 'Warning', code, section, span, ...parameters }) as IriWarningOf<C>

interface Piece {
  /** Which component it is. */
  readonly what: IriComponent
  readonly text: string
  readonly start: number
}

type Node = Span & { readonly raw: string }

/** A node's text cut into the components of section 4.2 (the whole text when `by` is null), each with where it starts. */
const piecesOf = (node: Node, by: RegExp | null, what: IriComponent): { readonly node: Node; readonly pieces: readonly Piece[] } => {
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
    if (a.userinfo !== null) out.push(piecesOf(a.userinfo, null, 'userinfo'))
    if (a.host._tag === 'RegName') out.push(piecesOf(a.host, /\./, 'host-label'))
  }
  // "the extensions in a resource name can be treated as separate components" (4.2): "KL.html" is legal (4.4, example 4).
  out.push(piecesOf(ref.path, /[/.]/, 'path'))
  if (ref.query !== null) out.push(piecesOf(ref.query, /[&=;]/, 'query'))
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
        out.push(warning('bidi-formatting', 'RFC 3987 4.1', spanWithin(node, at, at + 1), { component: piece.what, codePoint: cp, encoded: utf8PercentEncoding(String.fromCharCode(cp)) }))
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
      out.push(
        warning('bidi-component', 'RFC 3987 4.2', spanWithin(node, piece.start, piece.start + piece.text.length), {
          component: piece.what,
          text: piece.text,
          mixesDirections: mixed,
          rtlAtEdges: edges,
        }),
      )
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

/** The scripts of a label's letters, in order of first appearance (a letter of a script not listed counts as "Other"). */
const scriptsOf = (label: string): Set<string> => {
  const found = new Set<string>()
  for (const c of label) {
    if (!LETTER.test(c)) continue
    found.add(SCRIPTS.find(([, re]) => re.test(c))?.[0] ?? 'Other')
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
      out.push(warning('mixed-script-host', 'RFC 3987 7.5', span, { label, scripts: [...scripts] }))
    }
    const alike = skeleton(label)
    if (alike !== null) {
      out.push(warning('confusable-host', 'RFC 3987 8', span, { label, looksLike: alike }))
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
        out.push(warning('overlong-utf8', 'RFC 3987 8', spanWithin(node, from, from + 3 * lead), { written: text.slice(from, from + 3 * lead), codePoint: cp }))
        k += lead - 1
      }
    }
  }
  return out
}

/** RFC 3987's checks (sections 4.1, 4.2, 7.5 and 8) on a reference, URI or IRI. */
export const iriWarnings = (ref: UriReference): IriWarning[] => [...bidiFormatting(ref), ...bidiComponents(ref), ...spoofableHost(ref), ...overlong(ref)]
