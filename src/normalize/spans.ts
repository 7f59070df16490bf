/**
 * Section 6.2, written once: syntax-based (6.2.2) and scheme-based (6.2.3)
 * normalization as steps, each a function of one component's text (the
 * scheme's case, a host's, the triplets of userinfo, path, query and
 * fragment, dot segments, the default or empty port, the empty path). Two
 * walks call the same steps: `spanNormalizer` on the spans of a text, which
 * Appendix B's split gives of an input its entry rule has accepted
 * (grammar/appendix-b.ts), for `normalizeText`; `treeNormalizer` on the nodes
 * of a tree, for `normalize`, `normalizeSyntax`, `normalizeWith` and RFC 3987's
 * `normalizeIRI` …, keeping every node whose text does not change and giving
 * back the tree itself when none does.
 *
 * The span walk reads a component again only when something says it may
 * change (a triplet that changes anywhere, the split's mark of a capital or "%"
 * in the authority, a port, "/." in the path, an empty path), and splices into
 * the text only a component that changes: a text no step changes comes back as
 * it is, the very same string.
 */
import { makeAuthority, makeComponent, makePath, makeReference, NO_SPAN, schemeOf, type Component, type Host, type Uri, type UriReference } from '../model/ast.ts'
import { acceptedHost, acceptedReference, type Split } from '../grammar/appendix-b.ts'
import { mayHoldDotSegment, removeDotSegments } from '../resolve/remove-dot-segments.ts'
import { pathWithoutAuthority, serialize, unmistakablePath } from '../model/serialize.ts'
import { dropsPort, isRule, registryOf, rootedPath, type SchemeRegistry, type SchemeRule } from './scheme.ts'
import { lowerAscii, lowerCaseHostText, lowerPlainAscii, normalizeHostText, normalizeTriplets, tripletsToChange } from './triplets.ts'

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

/**
 * Whether a step of section 6.2 may change the path from `from` to `to` of
 * `text` (both walks ask before reading it again): a triplet its text step
 * changes (`step`, null when none does), a dot segment (6.2.2.3), or an
 * authority's empty path (6.2.3).
 */
const pathMayChange = (text: string, from: number, to: number, step: unknown, withAuthority: boolean): boolean =>
  step !== null || (withAuthority && from === to) || mayHoldDotSegment(text, from, to)

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

/*
 * The steps of section 6.2, each a function of one component's text: the span
 * walk (`spanNormalizer`, on a text) and the node map (`treeNormalizer`, on a
 * tree) call the same ones, so the algorithm is written once. The text steps
 * of userinfo, query and fragment are the flavour's own (`TextNormalizers`).
 */

/** 6.2.2.1-6.2.2.2 on a host's text: an IP literal's (`ipLiteralText`), or a registered name's by the flavour's step (an IPv4address holds neither a letter nor a "%"). */
const hostText = (regName: (text: string) => string, raw: string): string => (raw.charCodeAt(0) === 0x5b ? ipLiteralText(raw) : regName(raw))

/**
 * 6.2.2.1-6.2.2.3 and 6.2.3 on a path's text as 5.3 writes it (`text` null:
 * no triplet to change): dot segments removed, except from a relative-path
 * reference; an authority's empty path as the scheme says. 5.3's guard
 * (serialize.ts): "//" without an authority is written "/.//". The other, a ":"
 * in a relative-path reference's first segment, cannot arise: such a path keeps
 * its dot segments, and no triplet that is decoded is a ":".
 */
const pathText = (raw: string, text: ((text: string) => string) | null, relative: boolean, authority: boolean, rule: SchemeRule | undefined): string => {
  const path = keepsDotSegments(relative, raw) ? (text === null ? raw : text(raw)) : removeDotSegments(text === null ? raw : text(raw))
  return authority ? rootedPath(rule, path) : unmistakablePath(path)
}

/** The scheme rules of a normalizer by lower-case scheme (6.2.3), or null for syntax-based normalization alone. */
const rulesOf = (schemeBased: boolean, registry: unknown): ReadonlyMap<string, SchemeRule> | null =>
  // A registry that is not a Map reads as the default one, an entry that is no object is no rule, and a key
  // that is no string names no scheme (the walks compare the keys with the scheme's text).
  schemeBased ? new Map([...registryOf(registry)].filter(([scheme, rule]) => typeof scheme === 'string' && isRule(rule))) : null

/** A scheme rule's own `normalize`, when it is a function. */
const extraOf = (rule: SchemeRule | undefined): ((uri: Uri) => Uri) | undefined => {
  const extra = rule?.normalize
  return typeof extra === 'function' ? extra : undefined
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
  const rules = rulesOf(schemeBased, registry)
  // The same as a list, to find a scheme already in lower case without copying it out of the input.
  const names = rules === null ? [] : [...rules.keys()]
  const { text: textStep, query: queryStep, regName, triplets: mayChange } = steps
  return (input: string, split: Split, context: C): T => {
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
      }
      // Read again only when the split saw a capital or "%" in the host.
      if (authorityMark >= hostStart && (normal = hostText(regName, (raw = input.slice(hostStart, hostEnd)))) !== raw) {
        out += input.slice(last, hostStart) + normal
        last = hostEnd
      }
      // 6.2.3 and 3.2.3: the port with its ":" goes when it is the scheme's default, or empty.
      if (rules !== null && hostEnd < pathStart && dropsPort(rule, portAt(input, hostEnd + 1, pathStart))) {
        out += input.slice(last, hostEnd)
        last = pathStart
      }
    }
    // The path, read again only when a step may change it.
    if (pathMayChange(input, pathStart, pathEnd, text, hostStart >= 0) && (normal = pathText((raw = input.slice(pathStart, pathEnd)), text, schemeEnd < 0, hostStart >= 0, rule)) !== raw) {
      out += input.slice(last, pathStart) + normal
      last = pathEnd
    }
    if (text !== null) {
      if (pathEnd < hash && (normal = queryStep((raw = input.slice(pathEnd + 1, hash)))) !== raw) {
        out += input.slice(last, pathEnd + 1) + normal
        last = hash
      }
      if (hash < L && (normal = text((raw = input.slice(hash + 1, L)))) !== raw) {
        out += input.slice(last, hash + 1) + normal
        last = L
      }
    }
    return finish(last === 0 ? input : out + input.slice(last), input, extraOf(rule), context)
  }
}

/** A node kept when the step did not change its text, else a new one (no span). */
const kept = <N extends Component>(node: N, normal: string): Component | N => (normal === node.raw ? node : makeComponent(normal))

/** A component's node through a text step: null stays null. */
const stepped = (node: Component | null, step: (text: string) => string): Component | null => (node === null ? null : kept(node, step(node.raw)))

/** A host's node through `hostText`: a new node (no span) when its text changed, an IP literal's read from its text by Appendix B's reading. */
const steppedHost = (host: Host, regName: (text: string) => string): Host => {
  // What may change in a host (the span walk's `authorityMark`): a capital or a triplet, for every flavour of
  // `hostText`; a character past ASCII, rare in a host, is read by the step too.
  if (lowerPlainAscii(host.raw)) return host
  const raw = hostText(regName, host.raw)
  if (raw === host.raw) return host
  return host._tag === 'RegName' ? { _tag: 'RegName', raw, start: NO_SPAN, end: NO_SPAN } : { ...acceptedHost(raw), start: NO_SPAN, end: NO_SPAN }
}

/** The rule of `names[k]` for the k with `names[k] === scheme`: a loop of comparisons, where `Map.get` hashed each parse's fresh text of the scheme first. */
const ruleNamed = (names: readonly string[], rules: readonly SchemeRule[], scheme: string): SchemeRule | undefined => {
  for (let k = 0; k < names.length; k++) if (names[k].length === scheme.length && names[k] === scheme) return rules[k]
  return undefined
}

/**
 * A tree normalizer: the steps of section 6.2 mapped over the tree's nodes, the
 * same step functions as the span walk's, on the text each node's component
 * has in the tree's text (5.3). A node whose text does not change is kept,
 * spans and all; the others are new nodes without spans; a tree none of whose
 * nodes changes comes back as it is. A scheme rule's own `normalize` then gets
 * the tree. Like the span walk, it reads a path again only when a step may
 * change it.
 */
export const treeNormalizer = (steps: TextNormalizers, schemeBased: boolean, registry?: SchemeRegistry): ((ref: UriReference) => UriReference) => {
  const rules = rulesOf(schemeBased, registry)
  const names = rules === null ? [] : [...rules.keys()]
  const ruleList = rules === null ? [] : [...rules.values()]
  const { text, query: queryStep, regName, triplets: mayChange } = steps
  return (ref) => {
    // 6.2.2.1: the scheme in lower case; it names the rule of 6.2.3.
    const s = schemeOf(ref)
    let scheme = s
    let rule: SchemeRule | undefined
    if (s !== null) {
      // A scheme that names a rule as it is is in lower case already (the rules' keys are).
      rule = ruleNamed(names, ruleList, s.raw)
      if (rule === undefined) {
        const lower = lowerAscii(s.raw)
        if (lower !== s.raw) {
          scheme = makeComponent(lower)
          rule = ruleNamed(names, ruleList, lower)
        }
      }
    }
    let authority = ref.authority
    if (authority !== null) {
      const a = authority
      const userinfo = stepped(a.userinfo, text)
      const host = steppedHost(a.host, regName)
      // 6.2.3 and 3.2.3: the port with its ":" goes when it is the scheme's default, or empty.
      const port = a.port !== null && rules !== null && dropsPort(rule, a.port.value) ? null : a.port
      if (userinfo !== a.userinfo || host !== a.host || port !== a.port) authority = makeAuthority(userinfo, host, port)
    }
    // The path as 5.3 writes it (its guards when there is no authority), as the span walk reads it,
    // and read again only when a step may change it.
    const written = ref.authority !== null ? ref.path.raw : pathWithoutAuthority(ref)
    const pct = written.indexOf('%')
    const pathStep = pct >= 0 && mayChange(written, pct) ? text : null
    let path = ref.path
    if (pathMayChange(written, 0, written.length, pathStep, ref.authority !== null)) {
      const normal = pathText(written, pathStep, ref._tag === 'RelativeRef', ref.authority !== null, rule)
      if (normal !== written) path = makePath(normal)
    }
    const query = stepped(ref.query, queryStep)
    const fragment = stepped(ref.fragment, text)
    const tree =
      scheme === s && authority === ref.authority && path === ref.path && query === ref.query && fragment === ref.fragment ? ref : makeReference({ scheme, authority, path, query, fragment })
    const extra = extraOf(rule)
    return extra === undefined ? tree : extra(tree as Uri)
  }
}

/**
 * The text of a normal form, with the scheme's own rule applied to its tree when it has one; a
 * rule that gives back the tree it got leaves the text as it is (serialize(parse(s)) is s).
 */
export const finishText: Finish<unknown, string> = (normal, _input, extra) => {
  if (extra === undefined) return normal
  const tree = acceptedReference(normal) as Uri
  const done = extra(tree)
  return done === tree ? normal : serialize(done)
}
