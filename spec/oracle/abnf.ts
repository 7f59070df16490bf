/**
 * An independent oracle for the specs: a small reader of ABNF (RFC 5234) that
 * reads spec/oracle/rfc3986.abnf, rfc3987.abnf, rfc6874.abnf and the other grammars' files, the RFCs' own
 * text, and turns any rule of a grammar (RFC 3986, RFC 3987 IRIs, either with
 * RFC 6874 zone identifiers) into
 * - a JavaScript regular expression (whole-input validity), and
 * - a nondeterministic automaton (how long a prefix of an input can still
 *   begin a string of the rule: the exact error offset).
 * Terminals are code points (RFC 3987 section 2.2): a surrogate pair is one
 * step, a lone surrogate matches no terminal. Offsets count UTF-16 code units.
 * It shares no code with src/: a bug would have to be made twice to hide.
 */
import * as fs from 'node:fs'
import * as path from 'node:path'

export type Node =
  | { readonly t: 'alt'; readonly xs: readonly Node[] }
  | { readonly t: 'cat'; readonly xs: readonly Node[] }
  | { readonly t: 'rep'; readonly min: number; readonly max: number; readonly x: Node }
  | { readonly t: 'chars'; readonly ranges: readonly (readonly [number, number])[] } // one code point in these inclusive ranges
  | { readonly t: 'ref'; readonly name: string }

// ---------------------------------------------------------------------------
// reading ABNF
// ---------------------------------------------------------------------------

/** Tokens: rule names, "=", "/", "(", ")", "[", "]", "*", numbers, quoted strings, %x values, <prose>. */
const tokenize = (text: string): string[] => {
  const tokens: string[] = []
  const re = /\s+|;[^\n]*|"[^"]*"|%x[0-9A-Fa-f]+(?:-[0-9A-Fa-f]+|(?:\.[0-9A-Fa-f]+)+)?|<[^>]*>|[A-Za-z][A-Za-z0-9-]*|\d+|=\/|[=/()[\]*]/y
  let m: RegExpExecArray | null
  while (re.lastIndex < text.length && (m = re.exec(text)) !== null) {
    if (!/^\s|^;/.test(m[0])) tokens.push(m[0])
  }
  if (re.lastIndex < text.length) throw new Error(`ABNF: cannot read ${JSON.stringify(text.slice(re.lastIndex, re.lastIndex + 20))}`)
  return tokens
}

/** Splits a rule list into rules: a rule starts at the beginning of a line. */
const splitRules = (text: string): [string, string][] => {
  const rules: [string, string][] = []
  for (const line of text.split('\n')) {
    const start = /^([A-Za-z][A-Za-z0-9-]*)\s*=(.*)$/.exec(line)
    if (start) rules.push([start[1], start[2]])
    else if (/^\s/.test(line) && rules.length > 0) rules[rules.length - 1][1] += '\n' + line
  }
  return rules
}

const caseInsensitive = (c: string): [number, number][] => {
  const lower = c.toLowerCase().charCodeAt(0)
  const upper = c.toUpperCase().charCodeAt(0)
  return lower === upper
    ? [[lower, lower]]
    : [
        [lower, lower],
        [upper, upper],
      ]
}

const parseElements = (tokens: string[]): Node => {
  let k = 0
  const alternation = (): Node => {
    const xs = [concatenation()]
    while (tokens[k] === '/') {
      k++
      xs.push(concatenation())
    }
    return xs.length === 1 ? xs[0] : { t: 'alt', xs }
  }
  const startsElement = (tok: string | undefined): boolean => tok !== undefined && !['/', ')', ']'].includes(tok)
  const concatenation = (): Node => {
    const xs: Node[] = []
    while (startsElement(tokens[k])) xs.push(repetition())
    return xs.length === 1 ? xs[0] : { t: 'cat', xs }
  }
  const repetition = (): Node => {
    let min = 1
    let max = 1
    if (/^\d+$/.test(tokens[k]) || tokens[k] === '*') {
      min = 0
      max = Infinity
      if (/^\d+$/.test(tokens[k])) {
        min = Number(tokens[k++])
        max = min
      }
      if (tokens[k] === '*') {
        k++
        max = /^\d+$/.test(tokens[k]) ? Number(tokens[k++]) : Infinity
      }
    }
    const x = element()
    return min === 1 && max === 1 ? x : { t: 'rep', min, max, x }
  }
  const element = (): Node => {
    const tok = tokens[k++]
    if (tok === '(') {
      const x = alternation()
      k++ // ")"
      return x
    }
    if (tok === '[') {
      const x = alternation()
      k++ // "]"
      return { t: 'rep', min: 0, max: 1, x }
    }
    if (tok.startsWith('"')) {
      const text = tok.slice(1, -1)
      const xs: Node[] = Array.from(text, (c) => ({ t: 'chars', ranges: caseInsensitive(c) }) as Node)
      return xs.length === 1 ? xs[0] : { t: 'cat', xs }
    }
    if (tok.startsWith('%x')) {
      const body = tok.slice(2)
      if (body.includes('-')) {
        const [from, to] = body.split('-').map((h) => parseInt(h, 16))
        return { t: 'chars', ranges: [[from, to]] }
      }
      const xs: Node[] = body.split('.').map((h) => ({ t: 'chars', ranges: [[parseInt(h, 16), parseInt(h, 16)]] }) as Node)
      return xs.length === 1 ? xs[0] : { t: 'cat', xs }
    }
    if (tok.startsWith('<')) return { t: 'ref', name: tok.slice(1, -1) } // "0<pchar>": prose naming a rule
    return { t: 'ref', name: tok }
  }
  const node = alternation()
  if (k !== tokens.length) throw new Error(`ABNF: unexpected ${tokens[k]}`)
  return node
}

/** The rules of an ABNF text, by name. */
export const readAbnf = (text: string): ReadonlyMap<string, Node> => new Map(splitRules(text).map(([name, body]) => [name, parseElements(tokenize(body))]))

/** A grammar: its rules by name. */
export type Abnf = ReadonlyMap<string, Node>

const read = (file: string): Abnf => readAbnf(fs.readFileSync(path.join(__dirname, file), 'utf8'))

/** RFC 3986 Appendix A. */
export const RFC3986: Abnf = read('rfc3986.abnf')
/** RFC 3987 section 2.2: its own rules, over the RFC 3986 rules it copies. */
export const RFC3987: Abnf = new Map([...RFC3986, ...read('rfc3987.abnf')])
const zones = read('rfc6874.abnf')
/** RFC 3986 with RFC 6874's IP-literal (zone identifiers). */
export const RFC6874: Abnf = new Map([...RFC3986, ...zones])
/** RFC 3987 with RFC 6874's IP-literal. */
export const RFC3987_6874: Abnf = new Map([...RFC3987, ...zones])
/** RFC 6570 section 2 (URI Templates), over the RFC 3986 and 3987 rules section 1.5 imports. */
export const RFC6570: Abnf = new Map([...RFC3987, ...read('rfc6570.abnf')])

const ruleNamed = (grammar: Abnf, name: string): Node => {
  const node = grammar.get(name)
  if (node === undefined) throw new Error(`ABNF: no rule ${name}`)
  return node
}

/** A cache per grammar and rule name. */
const cache = <T>(make: (grammar: Abnf, name: string) => T) => {
  const byGrammar = new WeakMap<Abnf, Map<string, T>>()
  return (grammar: Abnf, name: string): T => {
    let m = byGrammar.get(grammar)
    if (m === undefined) byGrammar.set(grammar, (m = new Map()))
    let v = m.get(name)
    if (v === undefined) m.set(name, (v = make(grammar, name)))
    return v
  }
}

// ---------------------------------------------------------------------------
// the regular expression of a rule
// ---------------------------------------------------------------------------

const charClass = (ranges: readonly (readonly [number, number])[]): string => {
  const esc = (c: number) => `\\u{${c.toString(16)}}`
  return `[${ranges.map(([from, to]) => (from === to ? esc(from) : `${esc(from)}-${esc(to)}`)).join('')}]`
}

const regexSource = (grammar: Abnf, node: Node): string => {
  switch (node.t) {
    case 'chars':
      return charClass(node.ranges)
    case 'ref':
      return `(?:${regexSource(grammar, ruleNamed(grammar, node.name))})`
    case 'cat':
      return node.xs.map((x) => regexSource(grammar, x)).join('')
    case 'alt':
      return `(?:${node.xs.map((x) => regexSource(grammar, x)).join('|')})`
    case 'rep': {
      const inner = `(?:${regexSource(grammar, node.x)})`
      return node.max === Infinity ? `${inner}{${node.min},}` : `${inner}{${node.min},${node.max}}`
    }
  }
}

/**
 * The anchored regular expression of a rule (with the `u` flag: code points).
 * Ordered choice plays no part in a regular expression anchored at both ends,
 * so "does the whole string match the rule" is what it answers.
 */
const regexOf = cache((grammar, name) => new RegExp(`^(?:${regexSource(grammar, ruleNamed(grammar, name))})$`, 'u'))

/** The regular expression of a rule of RFC 3986 (or of another grammar). */
export const oracleRegex = (name: string, grammar: Abnf = RFC3986): RegExp => regexOf(grammar, name)

/** True when the whole input matches the rule, by the regular expression built from the ABNF. */
export const oracleAccepts = (name: string, input: string, grammar: Abnf = RFC3986): boolean => regexOf(grammar, name).test(input)

// ---------------------------------------------------------------------------
// the automaton of a rule: prefixes
// ---------------------------------------------------------------------------

interface Nfa {
  /** epsilon edges and character edges, by state */
  readonly eps: number[][]
  readonly edges: { ranges: readonly (readonly [number, number])[]; to: number }[][]
  readonly start: number
  readonly accept: number
  /** states from which `accept` can be reached */
  readonly live: Uint8Array
}

const buildNfa = (grammar: Abnf, root: Node): Nfa => {
  const eps: number[][] = []
  const edges: { ranges: readonly (readonly [number, number])[]; to: number }[][] = []
  const state = (): number => {
    eps.push([])
    edges.push([])
    return eps.length - 1
  }
  /** Thompson's construction: a fragment from `from` to a new end state. */
  const frag = (node: Node, from: number): number => {
    switch (node.t) {
      case 'chars': {
        const to = state()
        edges[from].push({ ranges: node.ranges, to })
        return to
      }
      case 'ref':
        return frag(ruleNamed(grammar, node.name), from)
      case 'cat':
        return node.xs.reduce((at, x) => frag(x, at), from)
      case 'alt': {
        const end = state()
        for (const x of node.xs) {
          const s = state()
          eps[from].push(s)
          eps[frag(x, s)].push(end)
        }
        return end
      }
      case 'rep': {
        let at = from
        for (let k = 0; k < node.min; k++) at = frag(node.x, at)
        if (node.max === Infinity) {
          const loop = state()
          eps[at].push(loop)
          eps[frag(node.x, loop)].push(loop)
          return loop
        }
        const end = state()
        eps[at].push(end)
        for (let k = node.min; k < node.max; k++) {
          at = frag(node.x, at)
          eps[at].push(end)
        }
        return end
      }
    }
  }
  const start = state()
  const accept = frag(root, start)
  // live states: reverse reachability from accept
  const back: number[][] = eps.map(() => [])
  eps.forEach((tos, s) => tos.forEach((t) => back[t].push(s)))
  edges.forEach((es, s) => es.forEach((e) => back[e.to].push(s)))
  const live = new Uint8Array(eps.length)
  const stack = [accept]
  live[accept] = 1
  while (stack.length > 0) {
    const s = stack.pop() as number
    for (const p of back[s])
      if (live[p] === 0) {
        live[p] = 1
        stack.push(p)
      }
  }
  return { eps, edges, start, accept, live }
}

const nfaOf = cache((grammar, name) => buildNfa(grammar, ruleNamed(grammar, name)))

const inRanges = (ranges: readonly (readonly [number, number])[], c: number): boolean => ranges.some(([from, to]) => c >= from && c <= to)

/** The states after reading code point c from `current`. */
const step = (nfa: Nfa, current: Set<number>, c: number): Set<number> => {
  const next: number[] = []
  for (const s of current) for (const e of nfa.edges[s]) if (inRanges(e.ranges, c)) next.push(e.to)
  return closure(nfa, next)
}

const closure = (nfa: Nfa, states: Iterable<number>): Set<number> => {
  const out = new Set<number>()
  const stack = [...states]
  while (stack.length > 0) {
    const s = stack.pop() as number
    if (out.has(s) || nfa.live[s] === 0) continue
    out.add(s)
    for (const t of nfa.eps[s]) stack.push(t)
  }
  return out
}

/**
 * The automaton's subsets, made as inputs reach them (the subset construction,
 * lazily): each set of NFA states read so far gets a number, and each step
 * from a set on a class of code points (those the same ranges hold) is
 * remembered, so the specs' thousands of inputs
 * pay the closure of a step once, not once per character (the zone and IRI
 * oracles spent seconds in it). The same answers as stepping the NFA.
 */
interface LazyDfa {
  readonly nfa: Nfa
  /** Where a class of code points starts: code points between two bounds are in the same ranges of every edge, so they step alike. */
  readonly bounds: readonly number[]
  readonly ids: Map<string, number>
  readonly sets: Set<number>[]
  readonly moves: Map<number, number>[]
  readonly start: number
}

const subsetId = (dfa: LazyDfa, set: Set<number>): number => {
  const key = [...set].sort((a, b) => a - b).join(',')
  let id = dfa.ids.get(key)
  if (id === undefined) {
    id = dfa.sets.length
    dfa.ids.set(key, id)
    dfa.sets.push(set)
    dfa.moves.push(new Map())
  }
  return id
}

/** The class of code point c: how many bounds are at or below it. */
const classOf = (bounds: readonly number[], c: number): number => {
  let lo = 0
  let hi = bounds.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (bounds[mid] <= c) lo = mid + 1
    else hi = mid
  }
  return lo
}

const move = (dfa: LazyDfa, from: number, c: number): number => {
  const k = classOf(dfa.bounds, c)
  const known = dfa.moves[from].get(k)
  if (known !== undefined) return known
  const to = subsetId(dfa, step(dfa.nfa, dfa.sets[from], c))
  dfa.moves[from].set(k, to)
  return to
}

const dfaOf = cache((grammar, name): LazyDfa => {
  const nfa = nfaOf(grammar, name)
  const edges = new Set<number>()
  for (const es of nfa.edges) for (const e of es) for (const [from, to] of e.ranges) edges.add(from).add(to + 1)
  const bounds = [...edges].sort((a, b) => a - b)
  const dfa: LazyDfa = { nfa, bounds, ids: new Map(), sets: [], moves: [], start: 0 }
  subsetId(dfa, closure(nfa, [nfa.start]))
  return dfa
})

/**
 * The length of the longest prefix of the input that is also the beginning
 * of some string of the rule; the input's length when it all is. (For an
 * input of the rule, that is its length too: check `oracleAccepts` for that.)
 */
export const viablePrefixLength = (name: string, input: string, grammar: Abnf = RFC3986): number => {
  const dfa = dfaOf(grammar, name)
  let current = dfa.start
  for (let i = 0; i < input.length; ) {
    const c = input.codePointAt(i) as number
    const after = move(dfa, current, c)
    if (dfa.sets[after].size === 0) return i
    current = after
    i += c > 0xffff ? 2 : 1
  }
  return input.length
}

/** True when the whole input matches the rule, by the automaton (a second oracle for validity). */
export const automatonAccepts = (name: string, input: string, grammar: Abnf = RFC3986): boolean => {
  const dfa = dfaOf(grammar, name)
  let current = dfa.start
  for (let i = 0; i < input.length && dfa.sets[current].size > 0; ) {
    const c = input.codePointAt(i) as number
    current = move(dfa, current, c)
    i += c > 0xffff ? 2 : 1
  }
  return dfa.sets[current].has(dfa.nfa.accept)
}
