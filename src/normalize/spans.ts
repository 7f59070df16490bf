/**
 * Section 6.2, written once: syntax-based (6.2.2) and scheme-based (6.2.3)
 * normalization on the spans of a reference's text, which Appendix B's split
 * gives of an input its entry rule has accepted (grammar/appendix-b.ts), and
 * `spansOfTree` of a tree. `normalizeText` runs it on its input,
 * the tree normalizers (`normalize`, `normalizeSyntax`, `normalizeWith`, RFC
 * 3987's `normalizeIRI` …) on their tree's text; a tree whose text does not
 * change comes back as it is, and one that does is read again from the normal
 * form by the same split (`acceptedReference`).
 *
 * Each component is read again only when something says it may change (a
 * triplet that changes anywhere, the split's mark of a capital or "%" in the
 * authority, a port, "/." in the path, an empty path), and only a component
 * that changes is spliced into the text: a text no step changes comes back as
 * it is, the very same string.
 */
import { portValue, type Uri, type UriReference } from '../ast.ts'
import { acceptedReference, type Split } from '../grammar/appendix-b.ts'
import { removeDotSegments } from '../resolve/remove-dot-segments.ts'
import { serialize, unmistakablePath } from '../serialize.ts'
import { dropsPort, isRule, registryOf, rootedPath, type SchemeRegistry, type SchemeRule } from './scheme.ts'
import { lowerAscii, lowerCaseHostText, normalizeTriplets } from './triplets.ts'

/** How one flavour of syntax-based normalization rewrites component text (RFC 3986 6.2.2, RFC 3987 5.3.2). */
export interface TextNormalizers {
  /** Userinfo, path and fragment. */
  readonly text: (text: string) => string
  readonly query: (text: string) => string
  /** A registered name (an IP literal's text is only case-normalized). */
  readonly regName: (text: string) => string
  /** Whether `text` and `query` may change some component, given the input and its first "%" after the scheme. */
  readonly triplets: (input: string, percent: number) => boolean
}

/** 6.2.2.3 applies to a URI's path and to an absolute-path reference's; a relative-path reference keeps its dot segments. */
export const keepsDotSegments = (relative: boolean, path: string): boolean => relative && !path.startsWith('/')

/**
 * An IP literal's text in lower case; an RFC 6874 ZoneID, `1*( unreserved /
 * pct-encoded )`, with its unreserved triplets decoded and the others' hex
 * digits in upper case (6.2.2.1-6.2.2.2), its letters as written (nothing
 * says a zone compares without regard to case). An IPv6address and an
 * IPvFuture hold no "%", so the first "%25" starts the zone.
 */
const ipLiteralText = (raw: string): string => {
  const zone = raw.indexOf('%25')
  return zone < 0 ? lowerCaseHostText(raw) : lowerAscii(raw.slice(0, zone)) + '%25' + normalizeTriplets(raw.slice(zone + 3, -1)) + ']'
}

const same = (text: string): string => text
const none = (): string => ''

/** An input being rewritten: the output so far, and where in the input it stops. */
interface Splicing {
  readonly input: string
  out: string
  last: number
}

/** The component between start and end, spliced in (after everything spliced so far) when `f` changes it. */
const component = (s: Splicing, start: number, end: number, f: (raw: string) => string): void => {
  const raw = s.input.slice(start, end)
  const normal = f(raw)
  if (normal !== raw) {
    s.out += s.input.slice(s.last, start) + normal
    s.last = end
  }
}

/**
 * What a normalizer gives for a reference: the text of its normal form by the
 * syntax steps and the generic scheme steps, and the rest of the scheme's rule
 * (its own `normalize`, applied to the tree of that text), if any.
 */
export type Finish<C, T> = (normal: string, input: string, extra: ((uri: Uri) => Uri) | undefined, context: C) => T

/**
 * The normalizer of section 6.2 with the given text steps (6.2.2, or RFC 3987's
 * 5.3.2) and scheme rules (6.2.3, when `schemeBased`; else syntax-based only),
 * on an input and its split. `finish` makes the result of the normal form's text.
 */
export const spanNormalizer = <C, T>(steps: TextNormalizers, schemeBased: boolean, registry: unknown, finish: Finish<C, T>) => {
  // Rules by lower-case scheme: a registry that is not a Map reads as the default one, an entry that is no object is no rule.
  const rules: ReadonlyMap<string, SchemeRule> | null = schemeBased ? new Map([...registryOf(registry)].filter(([, rule]) => isRule(rule))) : null
  const { text: textStep, query: queryStep, regName } = steps
  const host = (raw: string): string => (raw.charCodeAt(0) === 0x5b ? ipLiteralText(raw) : regName(raw))
  return (input: string, split: Split, context: C): T => {
    const { schemeEnd, hostStart, hostEnd, pathStart, pathEnd, hash, authorityMark } = split
    // 6.2.2.1: the scheme in lower case; it names the rule of 6.2.3.
    const schemeRaw = schemeEnd < 0 ? null : input.slice(0, schemeEnd)
    const scheme = schemeRaw === null ? null : lowerAscii(schemeRaw)
    const rule = scheme === null || rules === null ? undefined : rules.get(scheme)
    // The input with each component that changes spliced in, in order: most inputs have none.
    const s: Splicing = { input, out: scheme === schemeRaw ? '' : (scheme as string), last: scheme === schemeRaw ? 0 : schemeEnd }
    // 6.2.2.1-6.2.2.2 on the text of userinfo, path, query and fragment: only where a triplet may change.
    const pct = input.indexOf('%', schemeEnd + 1)
    const triplets = pct >= 0 && steps.triplets(input, pct)
    const text = triplets ? textStep : same
    if (hostStart >= 0) {
      const start = schemeEnd + 3
      if (triplets && hostStart > start) component(s, start, hostStart - 1, text)
      // Letters in lower case, unreserved triplets decoded (an IP literal: case alone, and its zone's triplets).
      if (authorityMark >= hostStart) component(s, hostStart, hostEnd, host)
      // 6.2.3 and 3.2.3: the port with its ":" goes when it is the scheme's default, or empty.
      if (rules !== null && hostEnd < pathStart && dropsPort(rule, portValue(input.slice(hostEnd + 1, pathStart)))) component(s, hostEnd, pathStart, none)
    }
    // 6.2.2.3: dot segments removed, except from a relative-path reference; 6.2.3: an authority's empty path.
    const dot = input.indexOf('/.', pathStart)
    if (triplets || input.charCodeAt(pathStart) === 0x2e || (dot >= 0 && dot < pathEnd) || (hostStart >= 0 && pathStart === pathEnd)) {
      component(s, pathStart, pathEnd, (pathRaw) => {
        let path = text(pathRaw)
        if (!keepsDotSegments(schemeEnd < 0, pathRaw)) path = removeDotSegments(path)
        // 5.3's guards (serialize.ts): "//" without an authority is written "/.//". The other, a ":" in a
        // relative-path reference's first segment, cannot arise: such a path keeps its dot segments, and
        // no triplet that is decoded is a ":".
        return hostStart >= 0 ? rootedPath(rule, path) : unmistakablePath(path)
      })
    }
    if (triplets) {
      if (pathEnd < hash) component(s, pathEnd + 1, hash, queryStep)
      if (hash < input.length) component(s, hash + 1, input.length, text)
    }
    const extra = rule?.normalize
    return finish(s.last === 0 && s.out === '' ? input : s.out + input.slice(s.last), input, typeof extra === 'function' ? extra : undefined, context)
  }
}

/** A tree with its text (5.3) and where the split of that text puts its components. */
interface TreeSpans extends Split {
  readonly text: string
}

/**
 * The text of a tree by section 5.3 (`serialize`, guards included) and its
 * split, from the lengths of its components: the same split as Appendix B's
 * of that text, but for `authorityMark`, which is the host's start (the host
 * is read again, as a tree says nothing of its letters).
 */
export const spansOfTree = (ref: UriReference): TreeSpans => {
  const p = ref.path.raw
  let text = ref._tag === 'Uri' ? ref.scheme.raw + ':' : ''
  const schemeEnd = ref._tag === 'Uri' ? text.length - 1 : -1
  let hostStart = -1
  let hostEnd = -1
  let pathStart: number
  const a = ref.authority
  if (a !== null) {
    hostStart = text.length + 2 + (a.userinfo === null ? 0 : a.userinfo.raw.length + 1)
    hostEnd = hostStart + a.host.raw.length
    text += '//' + a.raw
    pathStart = text.length
    text += p
  } else {
    pathStart = text.length
    // serialize.ts's second guard: a relative reference whose first segment holds a ":".
    if (ref._tag === 'RelativeRef') {
      const slash = p.indexOf('/')
      if ((slash < 0 ? p : p.slice(0, slash)).includes(':')) text += './'
    }
    text += unmistakablePath(p)
  }
  const pathEnd = text.length
  if (ref.query !== null) text += '?' + ref.query.raw
  const hash = text.length
  if (ref.fragment !== null) text += '#' + ref.fragment.raw
  return { text, schemeEnd, hostStart, hostEnd, pathStart, pathEnd, hash, authorityMark: hostStart }
}

/** A tree normalizer: its text normalized on its spans, the same tree when the text does not change. */
export const treeNormalizer = (steps: TextNormalizers, schemeBased: boolean, registry?: SchemeRegistry): ((ref: UriReference) => UriReference) => {
  const finish: Finish<UriReference, UriReference> = (normal, text, extra, ref) => {
    const tree = normal === text ? ref : acceptedReference(normal)
    return extra === undefined ? tree : extra(tree as Uri)
  }
  const run = spanNormalizer(steps, schemeBased, registry, finish)
  return (ref) => {
    const spans = spansOfTree(ref)
    return run(spans.text, spans, ref)
  }
}

/** The text of a normal form, with the scheme's own rule applied to its tree when it has one. */
export const finishText: Finish<unknown, string> = (normal, _input, extra) => (extra === undefined ? normal : serialize(extra(acceptedReference(normal) as Uri)))
