/**
 * Section 6.2, written once: syntax-based (6.2.2) and scheme-based (6.2.3)
 * normalization on the spans of a reference's text, which Appendix B's split
 * gives of an input its entry rule has accepted (grammar/appendix-b.ts), and
 * `spansOfTree` of a tree. `normalizeText` runs it on its input,
 * the tree normalizers (`normalize`, `normalizeSyntax`, `normalizeWith`, RFC
 * 3987's `normalizeIRI` …) on their tree's text; a tree whose text does not
 * change comes back as it is, and one that does is put together from the
 * components that changed (`Edits`): the nodes whose text did not, and new ones.
 *
 * Each component is read again only when something says it may change (a
 * triplet that changes anywhere, the split's mark of a capital or "%" in the
 * authority, a port, "/." in the path, an empty path), and only a component
 * that changes is spliced into the text: a text no step changes comes back as
 * it is, the very same string.
 */
import { makeAuthority, makeComponent, makePath, makeReference, NO_SPAN, schemeOf, type Component, type Host, type Uri, type UriReference } from '../ast.ts'
import { acceptedHost, acceptedReference, type Split } from '../grammar/appendix-b.ts'
import { removeDotSegments } from '../resolve/remove-dot-segments.ts'
import { serialize, unmistakablePath } from '../serialize.ts'
import { dropsPort, isRule, registryOf, rootedPath, type SchemeRegistry, type SchemeRule } from './scheme.ts'
import { lowerAscii, lowerCaseHostText, normalizeHostText, normalizeTriplets, tripletsToChange } from './triplets.ts'

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

/** RFC 3986's text steps (6.2.2.1-6.2.2.2): unreserved triplets decoded, the others in upper case; a host in lower case. */
export const RFC3986_STEPS: TextNormalizers = {
  text: normalizeTriplets,
  query: normalizeTriplets,
  regName: normalizeHostText,
  triplets: tripletsToChange,
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

/** port = *DIGIT (3.2.3) between start and end: its number, or null when it is empty (ast.ts's `portValue`, without a copy). */
const portAt = (input: string, start: number, end: number): number | null => {
  if (start === end) return null
  let value = 0
  for (let i = start; i < end; i++) value = value * 10 + (input.charCodeAt(i) - 0x30)
  return value
}

/**
 * The text of each component that changed, by its index (`SCHEME` … `FRAGMENT`; a
 * dropped port's is ""), for a caller that puts a tree together from them.
 */
export type Edits = (string | undefined)[]
const SCHEME = 0
const USERINFO = 1
const HOST = 2
const PORT = 3
const PATH = 4
const QUERY = 5
const FRAGMENT = 6

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
  // The same as a list, to find a scheme already in lower case without copying it out of the input.
  const names = rules === null ? [] : [...rules.keys()]
  const { text: textStep, query: queryStep, regName, triplets: mayChange } = steps
  return (input: string, split: Split, context: C, edits: Edits | null = null): T => {
    const { schemeEnd, hostStart, hostEnd, pathStart, pathEnd, hash, authorityMark } = split
    const L = input.length
    // The input with each component that changes spliced in, in order: most inputs have none.
    let out = ''
    let last = 0
    // 6.2.2.1: the scheme in lower case; it names the rule of 6.2.3.
    let rule: SchemeRule | undefined
    if (schemeEnd >= 0) {
      let known = -1
      for (let k = 0; k < names.length && known < 0; k++) if (names[k].length === schemeEnd && input.startsWith(names[k])) known = k
      if (known >= 0) rule = (rules as ReadonlyMap<string, SchemeRule>).get(names[known])
      else {
        const raw = input.slice(0, schemeEnd)
        const scheme = lowerAscii(raw)
        rule = rules?.get(scheme)
        if (scheme !== raw) {
          out = scheme
          last = schemeEnd
          if (edits !== null) edits[SCHEME] = scheme
        }
      }
    }
    // 6.2.2.1-6.2.2.2 on the text of userinfo, path, query and fragment: only where a triplet may change.
    const pct = input.indexOf('%', schemeEnd + 1)
    const text = pct >= 0 && mayChange(input, pct) ? textStep : null
    // Each component from start to end whose normal text differs from its raw text is spliced in.
    let raw: string
    let normal: string
    if (hostStart >= 0) {
      const start = schemeEnd + 3
      if (text !== null && hostStart > start && (normal = text((raw = input.slice(start, hostStart - 1)))) !== raw) {
        out += input.slice(last, start) + normal
        last = hostStart - 1
        if (edits !== null) edits[USERINFO] = normal
      }
      // Letters in lower case, unreserved triplets decoded (an IP literal: case alone, and its zone's triplets).
      if (authorityMark >= hostStart) {
        raw = input.slice(hostStart, hostEnd)
        normal = raw.charCodeAt(0) === 0x5b ? ipLiteralText(raw) : regName(raw)
        if (normal !== raw) {
          out += input.slice(last, hostStart) + normal
          last = hostEnd
          if (edits !== null) edits[HOST] = normal
        }
      }
      // 6.2.3 and 3.2.3: the port with its ":" goes when it is the scheme's default, or empty.
      if (rules !== null && hostEnd < pathStart && dropsPort(rule, portAt(input, hostEnd + 1, pathStart))) {
        out += input.slice(last, hostEnd)
        last = pathStart
        if (edits !== null) edits[PORT] = ''
      }
    }
    // 6.2.2.3: dot segments removed, except from a relative-path reference; 6.2.3: an authority's empty path.
    const dot = input.indexOf('/.', pathStart)
    if (text !== null || input.charCodeAt(pathStart) === 0x2e || (dot >= 0 && dot < pathEnd) || (hostStart >= 0 && pathStart === pathEnd)) {
      raw = input.slice(pathStart, pathEnd)
      let path = text === null ? raw : text(raw)
      if (!keepsDotSegments(schemeEnd < 0, raw)) path = removeDotSegments(path)
      // 5.3's guards (serialize.ts): "//" without an authority is written "/.//". The other, a ":" in a
      // relative-path reference's first segment, cannot arise: such a path keeps its dot segments, and
      // no triplet that is decoded is a ":".
      path = hostStart >= 0 ? rootedPath(rule, path) : unmistakablePath(path)
      if (path !== raw) {
        out += input.slice(last, pathStart) + path
        last = pathEnd
        if (edits !== null) edits[PATH] = path
      }
    }
    if (text !== null) {
      if (pathEnd < hash && (normal = queryStep((raw = input.slice(pathEnd + 1, hash)))) !== raw) {
        out += input.slice(last, pathEnd + 1) + normal
        last = hash
        if (edits !== null) edits[QUERY] = normal
      }
      if (hash < L && (normal = text((raw = input.slice(hash + 1, L)))) !== raw) {
        out += input.slice(last, hash + 1) + normal
        last = L
        if (edits !== null) edits[FRAGMENT] = normal
      }
    }
    const extra = rule?.normalize
    return finish(last === 0 ? input : out + input.slice(last), input, typeof extra === 'function' ? extra : undefined, context)
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

/** A node of the tree kept when its text did not change, else a new one (no span). */
const kept = <N extends Component>(node: N | null, edit: string | undefined): Component | N | null => (edit === undefined ? node : makeComponent(edit))

/**
 * The tree of a normal form from the components that changed: the nodes of
 * `ref` whose text did not change (spans and all), new nodes without spans for
 * those that did, as the maps of map.ts build them (a host's node read from its
 * text by Appendix B's reading).
 */
const normalTree = (ref: UriReference, edits: Edits): UriReference => {
  let authority = ref.authority
  if (authority !== null) {
    const a = authority
    const userinfo = kept(a.userinfo, edits[USERINFO])
    const raw = edits[HOST]
    const host: Host =
      raw === undefined ? a.host : a.host._tag === 'RegName' ? { _tag: 'RegName', raw, start: NO_SPAN, end: NO_SPAN } : { ...acceptedHost(raw), start: NO_SPAN, end: NO_SPAN }
    // A port's text never changes: it stays, or goes with its ":" (6.2.3).
    const port = edits[PORT] === undefined ? a.port : null
    authority = userinfo === a.userinfo && host === a.host && port === a.port ? a : makeAuthority(userinfo, host, port)
  }
  const path = edits[PATH]
  return makeReference({
    scheme: kept(schemeOf(ref), edits[SCHEME]),
    authority,
    path: path === undefined ? ref.path : makePath(path),
    query: kept(ref.query, edits[QUERY]),
    fragment: kept(ref.fragment, edits[FRAGMENT]),
  })
}

/** A tree normalizer: its text normalized on its spans, the same tree when the text does not change. */
export const treeNormalizer = (steps: TextNormalizers, schemeBased: boolean, registry?: SchemeRegistry): ((ref: UriReference) => UriReference) => {
  const finish: Finish<readonly [UriReference, Edits], UriReference> = (normal, text, extra, [ref, edits]) => {
    const tree = normal === text ? ref : normalTree(ref, edits)
    return extra === undefined ? tree : extra(tree as Uri)
  }
  const run = spanNormalizer(steps, schemeBased, registry, finish)
  return (ref) => {
    const spans = spansOfTree(ref)
    const edits: Edits = [undefined, undefined, undefined, undefined, undefined, undefined, undefined]
    return run(spans.text, spans, [ref, edits], edits)
  }
}

/** The text of a normal form, with the scheme's own rule applied to its tree when it has one. */
export const finishText: Finish<unknown, string> = (normal, _input, extra) => (extra === undefined ? normal : serialize(extra(acceptedReference(normal) as Uri)))
