/**
 * The regex back end, at build time: from the grammar's IR to the source of
 * regular expressions of the entry rules, for whole-input validation (`isValid`,
 * `isValidIRI`, `validatorFor`) and as the first step of every entry parser and
 * of `normalizeText` and `resolveText`. compile.ts writes its output into the
 * generated module; what runs it (shared.ts's `regexTest`) is in src/.
 *
 * A regular expression reads the IR as ABNF does: it tries every way through
 * alternatives and repetitions, where the other back ends take PEG's first
 * success (an ordered choice commits, a repetition keeps what it took). For a
 * grammar whose PEG reading is its ABNF language, as the entry rules' is (the
 * RFC oracle checks the PEG side), both accept the same inputs;
 * spec/grammar/regex.spec.ts checks each expression against its match function.
 * A class element is one code point or one "%" triplet, so no repetition can
 * split a text two ways: backtracking stays linear (spec/growth.spec.ts).
 *
 * Each named rule gets a piece, a function returning its source in a group
 * (`regex_<rule>`), so a bundle carries each rule once; each entry root gets
 * `testWhole<Name>`, shared.ts's `regexRead` of the root's source (its
 * `regexTest`; a long input is read by the root's explaining function alone,
 * whose walk explains its `false`), which
 * builds its expression from the pieces on first use (`new RegExp`: a regular
 * expression, not code, which no Content-Security-Policy forbids) and answers
 * by the root's explaining function past `REGEX_MAX_LENGTH` (shared.ts) code
 * units or should the engine give up.
 */

import type { CallNode, CharClass, Node } from '../../src/grammar/ir.ts'

/**
 * A piece of a regular expression's source: text, a named rule's source (a call
 * of its piece function), or a character class's text (where grammars differ:
 * an IRI's classes take ranges from U+0080).
 */
type RegexPiece = string | { readonly rule: CallNode } | { readonly cls: string }

/** A code point in a regular expression: letters and digits as they are, anything else escaped (valid with and without the `u` flag). */
export const regexChar = (cp: number): string =>
  /^[A-Za-z0-9]$/.test(String.fromCodePoint(cp)) ? String.fromCodePoint(cp) : cp < 0x100 ? `\\x${cp.toString(16).padStart(2, '0')}` : `\\u{${cp.toString(16)}}`

/** The inside of a bracket expression: the class's ASCII table as ranges, then its ranges from U+0080. */
const regexSet = (cls: CharClass): string => {
  let out = ''
  for (let c = 0; c < 128; c++) {
    if (cls.table[c] !== 1) continue
    let d = c
    while (d + 1 < 128 && cls.table[d + 1] === 1) d++
    out += d === c ? regexChar(c) : `${regexChar(c)}${d > c + 1 ? '-' : ''}${regexChar(d)}`
    c = d
  }
  for (let k = 0; k < cls.wide.length; k += 2) out += `${regexChar(cls.wide[k])}-${regexChar(cls.wide[k + 1])}`
  return out
}

const regexCount = (min: number, max: number): string =>
  max === Infinity ? (min === 0 ? '*' : min === 1 ? '+' : `{${min},}`) : min === max ? (min === 1 ? '' : `{${min}}`) : min === 0 && max === 1 ? '?' : `{${min},${max}}`

const TRIPLET = '%[0-9A-Fa-f]{2}'

/**
 * `min*max` elements of a class. An unbounded run of a class that takes
 * triplets is written unrolled, `[S]*(?:%XX[S]*)*` (after `min` elements):
 * the same language as `(?:[S]|%XX)*`, and just as unambiguous, since "%" is
 * not in S, but the engine steps through a run of S as a loop over one class,
 * without a backtracking entry per character (about 10% off the
 * URI-reference test on the bench corpus). Not a class with ranges from
 * U+0080 (an IRI's): under the `u` flag such a class is no single-unit
 * loop, and unrolled it took twice the time of the plain form.
 */
export const classRegex = (cls: CharClass, min: number, max: number): string => {
  const set = `[${regexSet(cls)}]`
  if (!cls.pct) return set + regexCount(min, max)
  const element = `(?:${set}|${TRIPLET})`
  if (max !== Infinity || cls.table[0x25] === 1 || cls.wide.length > 0) return element + regexCount(min, max)
  return (min === 0 ? '' : element + regexCount(min, min)) + `${set}*(?:${TRIPLET}${set}*)*`
}

/**
 * A lookahead that must hold where `[ X c ]` can match, for an optional part that
 * is a run of class elements X (through named rules) then one character c the
 * class lacks (`[ userinfo "@" ]`, section 3.2): `(?=[X's characters, "%" and
 * HEXDIG]*c)`. It changes no answer, since any text X matches is made of
 * those characters; it spares the engine trying X element by element,
 * triplets and all, on every authority without a userinfo, and takes one scan
 * of a simple class (linear: it stops at the first character outside it).
 * The scan is lazy (`*?`): it looks for c at each step forward and stops where
 * the class does; a greedy one ran to the class's end and then stepped back
 * over the whole run looking for c, reading an authority without a userinfo
 * twice (the lazy guard took 0.87-0.9 of the URI test's time on the
 * resolution bench's bases, bench/sections.ts). Its set is written as one
 * (`[\x21\x24-\x2e…]`, not the class then `%0-9A-Fa-f`), which keeps the
 * bundles that carry it as small as before.
 */
const guardOf = (part: Node): string | null => {
  if (part.k !== 'seq' || part.parts.length !== 2) return null
  let run = part.parts[0]
  while (run.k === 'call' || (run.k === 'seq' && run.parts.length === 1)) run = run.k === 'call' ? run.target : run.parts[0]
  const stop = part.parts[1]
  if (run.k !== 'class' || run.max !== Infinity || stop.k !== 'literal' || stop.text.length !== 1) return null
  const c = stop.text.charCodeAt(0)
  if (c >= 128 || run.cls.table[c] === 1 || (run.cls.pct && (c === 0x25 || /[0-9A-Fa-f]/.test(stop.text)))) return null
  // The class's characters with "%" and HEXDIG (a triplet's), as one set: ranges join, and nothing is written twice.
  const table = new Uint8Array(run.cls.table)
  if (run.cls.pct) for (const h of '%0123456789ABCDEFabcdef') table[h.charCodeAt(0)] = 1
  return `(?=[${regexSet({ ...run.cls, table })}]*?${regexChar(c)})`
}

/**
 * A repetition whose iteration is one character `d` then an unbounded run of a
 * class without `d` (`*( "/" segment )`), or null. The regex back end reads it
 * as `d` then a run of the class with `d`; the explaining functions skip a long
 * one by that expression (compile.ts's `skip`): what the loop reads, iteration
 * by iteration (the run stops at the next `d`; an iteration never fails once
 * `d` is read).
 */
export const delimitedRun = (n: Extract<Node, { readonly k: 'repeat' }>): { readonly d: number; readonly cls: CharClass } | null => {
  if (n.min !== 0 || n.max !== Infinity || n.part.k !== 'seq' || n.part.parts.length !== 2) return null
  const [lit, run] = n.part.parts
  if (lit.k !== 'literal' || lit.text.length !== 1 || run.k !== 'class' || run.min !== 0 || run.max !== Infinity) return null
  const d = lit.text.charCodeAt(0)
  if (d >= 128 || /[A-Za-z0-9%]/.test(lit.text) || run.cls.table[d] === 1 || !run.cls.pct) return null
  return { d, cls: run.cls }
}

/** The run after the delimiter of `*( d run )` read as `d *( run / d )`: the class with `d`, unbounded. */
export const delimitedRunClass = (d: number, cls: CharClass): string => {
  const table = new Uint8Array(cls.table)
  table[d] = 1
  return classRegex({ ...cls, table }, 0, Infinity)
}

/**
 * Whether a piece's source has a "|" outside its groups and classes: only
 * such a piece is written in a group of its own (a call of a piece is then
 * never split by a "|" of the callee's; a class's text is one atom).
 */
const alternates = (body: readonly RegexPiece[]): boolean => {
  let depth = 0
  for (const piece of body) {
    if (typeof piece !== 'string') continue
    for (let i = 0; i < piece.length; i++) {
      const c = piece[i]
      if (c === '\\') i++
      else if (c === '[') {
        for (i++; i < piece.length && piece[i] !== ']'; i++) if (piece[i] === '\\') i++
      } else if (c === '(') depth++
      else if (c === ')') depth--
      else if (c === '|' && depth === 0) return true
    }
  }
  return false
}

type Out = RegexPiece[]
type Rule = (call: CallNode) => boolean

/**
 * Each IR kind as regular expression source, of the language ABNF gives it:
 * `false` when it has no regular form (a terminal without a pattern, or a rule
 * with no piece). TypeScript rejects a table that misses a kind.
 */
const REGEX: { readonly [K in Node['k']]: (node: Extract<Node, { readonly k: K }>, out: Out, rule: Rule) => boolean } = {
  empty: () => true,
  end: (_, out) => {
    out.push('$')
    return true
  },
  literal: (n, out) => {
    for (const ch of n.text) {
      const [lower, upper] = [ch.toLowerCase(), ch.toUpperCase()]
      out.push(lower === upper ? regexChar(ch.codePointAt(0) as number) : `[${lower}${upper}]`)
    }
    return true
  },
  terminal: (n, out) => {
    if (n.pattern === undefined) return false
    out.push(n.pattern)
    return true
  },
  class: (n, out) => {
    out.push({ cls: classRegex(n.cls, n.min, n.max) })
    return true
  },
  notClass: (n, out) => {
    out.push({ cls: `(?![${regexSet(n.cls)}]${n.cls.pct ? '|%' : ''})` })
    return true
  },
  seq: (n, out, rule) => n.parts.every((part) => regexOf(part, out, rule)),
  alt: (n, out, rule) => choice(n.parts, out, rule),
  longest: (n, out, rule) => choice(n.parts, out, rule),
  optional: (n, out, rule) => {
    const guard = guardOf(n.part)
    out.push('(?:')
    if (guard !== null) out.push({ cls: guard })
    if (!regexOf(n.part, out, rule)) return false
    out.push(')?')
    return true
  },
  repeat: (n, out, rule) => {
    const run = delimitedRun(n)
    if (run !== null) {
      // *( d run ) as ( d *( run / d ) ): the same language (the delimiter only
      // ever starts an iteration), read as one loop over a class, without the
      // engine's backtracking entry per iteration (`*( "/" segment )`: about
      // 0.95 of the URI test's time on web URIs).
      out.push(`(?:${regexChar(run.d)}`, { cls: delimitedRunClass(run.d, run.cls) }, ')?')
      return true
    }
    out.push('(?:')
    if (!regexOf(n.part, out, rule)) return false
    out.push(`)${regexCount(n.min, n.max)}`)
    return true
  },
  call: (n, out, rule) => {
    if (!rule(n)) return false
    out.push({ rule: n })
    return true
  },
}

/** Alternatives (ordered or longest: a regular expression tries them all). */
const choice = (parts: readonly Node[], out: Out, rule: Rule): boolean => {
  out.push('(?:')
  for (let k = 0; k < parts.length; k++) {
    if (k > 0) out.push('|')
    if (!regexOf(parts[k], out, rule)) return false
  }
  out.push(')')
  return true
}

const regexOf = (node: Node, out: Out, rule: Rule): boolean => (REGEX[node.k] as (n: Node, out: Out, rule: Rule) => boolean)(node, out, rule)

/** Whether a regular expression of the node needs the `u` flag: a code point from U+0080 in a class or literal it reaches. */
const needsUnicode = (root: Node): boolean => {
  const seen = new Set<Node>()
  const go = (n: Node): boolean => {
    if (seen.has(n)) return false
    seen.add(n)
    switch (n.k) {
      case 'class':
      case 'notClass':
        return n.cls.wide.length > 0
      case 'literal':
        return /[^\x00-\x7f]/.test(n.text)
      case 'seq':
      case 'alt':
      case 'longest':
        return n.parts.some(go)
      case 'optional':
      case 'repeat':
        return go(n.part)
      case 'call':
        return go(n.target)
      default:
        return false
    }
  }
  return go(root)
}

/** A root that gets a test: the name its functions are exported under, its node, the ABNF name of the rule it matches, and its grammar. */
export interface RegexRoot {
  readonly name: string
  readonly node: Node
  readonly rule: string
  readonly variant: string
}

/** What `regexCodeOf` adds to a generated module: the pieces, the slot objects, the tests, and the tests' names. */
export interface RegexCode {
  readonly text: string
  readonly exported: readonly string[]
}

/** A named rule's piece: its source with holes, and the grammars that reach it. */
interface Piece {
  readonly call: CallNode
  readonly body: readonly RegexPiece[]
  readonly variants: Set<string>
  key: string
  family: number
}

/**
 * The roots a yes/no answer is all that is wanted of (`isValid`, `isValidURI`, `isValidIRI`):
 * besides `testWhole<Name>`, a `validWhole<Name>` whose fallback past the
 * expression is the root's whole-input match, not its explaining function, so
 * that a bundle which only validates carries no explainer (its reports, names
 * and expected tokens: a third of `isValid`'s bundle).
 */
const VALIDATED: ReadonlySet<string> = new Set(['URIReference', 'URI', 'IRIReference'])

/**
 * The roots `parse`, `parseURI` and `parseIRIReference` read the tree of from one match (appendix-b.ts's
 * `capturedReference`): besides `testWhole<Name>`, a `capture<Name>` (shared.ts's
 * `Capture`): the root's source (without the final "$": it is read sticky, its end
 * checked) with a capturing group around each rule of `CAPTURED`, and the
 * expression's flags. The pieces on
 * the way to those rules get copies of their own (`cap_regex_…`), so that
 * `isValid`'s expression keeps no group; the IRI-reference root shares them (its
 * grammar's pieces are the same functions with RFC 3987's classes), so that an IRI
 * parse keeps within 1.1 of a URI parse. Not the narrower parsers, read less
 * often: they keep the test and the split, and a bundle that holds every
 * parser (the form check's) no copies for them (0.04 KB gzip).
 */
const CAPTURING: ReadonlySet<string> = new Set(['URIReference', 'URI', 'IRIReference'])

/**
 * The named rules whose expression other modules build on, as RFC 3986's grammar reads them: each gets a
 * `source<Name>` (its ABNF name, a hyphen dropped and the next letter capitalised), a function giving its source (a group, no anchors).
 * typed-uri/template checks that an expansion is a URI reference with its own tables (template/reference.ts),
 * and reads an IP literal with this one rather than a copy of section 3.2.2's ABNF.
 */
const SOURCES: ReadonlySet<string> = new Set(['IP-literal'])

/** Appendix B's components and the authority's parts but the host: the rules whose text and span `parse` takes from a group. */
const CAPTURED: ReadonlySet<string> = new Set(['scheme', 'authority', 'userinfo', 'port', 'query', 'fragment'])

/** The slots a generated text reads (a piece's `v.name`, a root's `REGEX_<grammar>.name`) that are not among `names`. */
export const unknownSlots = (text: string, names: readonly string[]): string[] =>
  [...new Set([...text.matchAll(/\b(?:v|REGEX_\w+)\.(\w+)/g)].map((m) => m[1]))].filter((n) => !names.includes(n))

/**
 * The pieces of the named rules the roots reach (`regex_<rule>(v)`, named by
 * `nameOf`) and a `testWhole<Name>` per root. As compile.ts does for the
 * functions, the rules of different grammars whose source differs only in
 * character classes (an IRI's) or in the rules they call (the zone grammar's
 * IP-literal) are one piece, reading what differs from its grammar's slots
 * (`REGEX_URI`, `REGEX_IRI` …). Throws when a root has no regular form: a
 * terminal without a pattern, or recursion.
 */
export const regexCodeOf = (roots: readonly RegexRoot[], nameOf: (call: CallNode) => string): RegexCode => {
  const variants = [...new Set(roots.map((r) => r.variant))]
  const pieces = new Map<CallNode, Piece | null>()
  const order: Piece[] = []
  const reach = (variant: string) => {
    const visit = (call: CallNode): boolean => {
      const known = pieces.get(call)
      if (known === null) return false // reached again while its piece is made (recursion): no regular form
      if (known !== undefined) {
        if (!known.variants.has(variant)) {
          known.variants.add(variant)
          known.body.forEach((p) => typeof p === 'object' && 'rule' in p && visit(p.rule))
        }
        return true
      }
      pieces.set(call, null)
      const body: Out = []
      if (!regexOf(call.target, body, visit)) return false
      const piece: Piece = { call, body, variants: new Set([variant]), key: '', family: -1 }
      pieces.set(call, piece)
      order.push(piece)
      return true
    }
    return visit
  }
  const rootBodies = roots.map((root) => {
    const body: Out = []
    if (!regexOf(root.node, body, reach(root.variant))) throw new Error(`the root ${root.name} has no regular expression (a terminal without a pattern, or recursion)`)
    return body
  })
  // Families: the same source but for holes, reached by no grammar in common.
  const families: Piece[][] = []
  for (const piece of order) {
    piece.key = JSON.stringify(piece.body.map((p) => (typeof p === 'string' ? p : 'rule' in p ? 0 : 1)))
    const family = families.find((f) => f[0].key === piece.key && f.every((o) => [...o.variants].every((v) => !piece.variants.has(v))))
    if (family !== undefined) family.push(piece)
    else families.push([piece])
    piece.family = family === undefined ? families.length - 1 : families.indexOf(family)
  }
  const names: string[] = []
  for (const f of families) {
    const base = `regex_${nameOf(f[0].call)}`
    let name = base
    for (let k = 2; names.includes(name); k++) name = `${base}_${k}`
    names.push(name)
  }
  const familyOf = (call: CallNode): number => (pieces.get(call) as Piece).family
  /** Slots: by their value in each grammar. */
  const slots = new Map<string, { name: string; values: Map<string, string> }>()
  const slotOf = (values: Map<string, string>, base: string): string => {
    // The same values in any order are one slot (a capturing copy lists its variants in another order).
    const key = JSON.stringify([...values].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
    let slot = slots.get(key)
    if (slot === undefined) {
      let name = base
      for (let k = 2; [...slots.values()].some((o) => o.name === name); k++) name = `${base}${k}`
      slot = { name, values }
      slots.set(key, slot)
    }
    return `v.${slot.name}`
  }
  /** The code of a piece list: one string expression. */
  const codeOf = (f: readonly Piece[], before: string, after: string, v = 'v', capturing = false): string => {
    const body = f[0].body
    const parts: string[] = []
    let text = before
    const flush = () => {
      if (text !== '') parts.push(JSON.stringify(text))
      text = ''
    }
    body.forEach((piece, k) => {
      if (typeof piece === 'string') text += piece
      else if ('cls' in piece) {
        const values = f.map((o) => (o.body[k] as { cls: string }).cls)
        if (values.every((x) => x === values[0])) text += values[0]
        else {
          flush()
          const byVariant = new Map<string, string>()
          for (const o of f) for (const v of o.variants) byVariant.set(v, JSON.stringify((o.body[k] as { cls: string }).cls))
          parts.push(slotOf(byVariant, 'chars'))
        }
      } else {
        const callees = f.map((o) => familyOf((o.body[k] as { rule: CallNode }).rule))
        const call = (f[0].body[k] as { rule: CallNode }).rule
        if (capturing && reachesCapture(call)) {
          // the capturing grammar's copy: a group around a captured rule, the copy of a piece that holds one
          const captured = CAPTURED.has(call.name)
          if (captured) text += '('
          flush()
          parts.push(`${holdsCapture(call) ? 'cap_' : ''}${names[callees[0]]}(${v})`)
          if (captured) text += ')'
          return
        }
        flush()
        if (callees.every((x) => x === callees[0])) parts.push(`${names[callees[0]]}(${v})`)
        else {
          const byVariant = new Map<string, string>()
          for (const o of f) for (const v of o.variants) byVariant.set(v, names[familyOf((o.body[k] as { rule: CallNode }).rule)])
          parts.push(`${slotOf(byVariant, names[callees[0]])}(${v})`)
        }
      }
    })
    text += after
    if (text !== '' || parts.length === 0) parts.push(JSON.stringify(text))
    return parts.join(' + ')
  }
  /** Whether a rule's piece calls a captured rule, directly or on the way: its capturing copy differs from it. */
  const holding = new Map<CallNode, boolean>()
  const holdsCapture = (call: CallNode): boolean => {
    let known = holding.get(call)
    if (known === undefined) {
      holding.set(call, false)
      known = (pieces.get(call) as Piece).body.some((p) => typeof p === 'object' && 'rule' in p && reachesCapture(p.rule))
      holding.set(call, known)
    }
    return known
  }
  /** Whether a rule is captured or holds one that is. */
  const reachesCapture = (call: CallNode): boolean => CAPTURED.has(call.name) || holdsCapture(call)
  let code = ''
  families.forEach((f, j) => {
    // A piece is concatenated, never quantified (repeat and optional group what they take), so it needs a group
    // of its own only for a "|" of its own.
    const [before, after] = f.some((o) => alternates(o.body)) ? ['(?:', ')'] : ['', '']
    code += `const ${names[j]} = (v: Slots): string => ${codeOf(f, before, after)}\n`
  })
  let tests = `\n/** Per root: whether the whole input matches its rule (shared.ts's \`regexTest\`: by its regular expression, else by its explaining function). */\n`
  roots.forEach((root, k) => {
    // A call marked pure, so that a bundle which never tests by this root drops it.
    const pseudo: Piece = { call: undefined as unknown as CallNode, body: rootBodies[k], variants: new Set([root.variant]), key: '', family: -1 }
    const source = codeOf([pseudo], '^', '', `REGEX_${root.variant}`)
    const flags = JSON.stringify(needsUnicode(root.node) ? 'u' : '')
    tests += `const testWhole${root.name}: Test = /* @__PURE__ */ REGEX_READ(() => ${source}, ${flags}, explainWhole${root.name})\n`
    if (VALIDATED.has(root.name)) tests += `const validWhole${root.name}: Test = /* @__PURE__ */ REGEX_TEST(() => ${source}, ${flags}, matchWhole${root.name})\n`
    if (CAPTURING.has(root.name)) {
      // read sticky, its end checked by the reader (as `regexRead` reads): without the root's final "$"; with
      // "^", which a sticky expression needs no more than it, but whose exec took 0.92 of the time without
      const body = rootBodies[k].map((p, i, all) => (i === all.length - 1 && typeof p === 'string' ? p.replace(/\$$/, '') : p))
      const source = codeOf([{ ...pseudo, body }], '^', '', `REGEX_${root.variant}`, true)
      tests += `const capture${root.name}: Capture = { source: (): string => ${source}, flags: ${flags} }\n`
    }
  })
  // The copies of the pieces on the way from a capturing root to a captured rule.
  const onTheWay = new Set<CallNode>()
  const follow = (body: readonly RegexPiece[]): void =>
    body.forEach((p) => {
      if (typeof p === 'object' && 'rule' in p && holdsCapture(p.rule) && !onTheWay.has(p.rule)) {
        onTheWay.add(p.rule)
        follow((pieces.get(p.rule) as Piece).body)
      }
    })
  roots.forEach((root, k) => CAPTURING.has(root.name) && follow(rootBodies[k]))
  let copies = ''
  families.forEach((f, j) => {
    const own = f.filter((o) => onTheWay.has(o.call))
    if (own.length === 0) return
    const [before, after] = f.some((o) => alternates(o.body)) ? ['(?:', ')'] : ['', '']
    // the capturing grammar's piece first: its rule names decide the groups
    copies += `const cap_${names[j]} = (v: Slots): string => ${codeOf([...own, ...f.filter((o) => !own.includes(o))], before, after, 'v', true)}\n`
  })
  // The slots' objects last: the capturing copies above may add slots of their own.
  // A class's text that more than one grammar holds is a constant of its own, written once.
  const uses = new Map<string, number>()
  for (const s of slots.values()) for (const text of s.values.values()) if (text.startsWith('"')) uses.set(text, (uses.get(text) ?? 0) + 1)
  const sets = new Map<string, string>()
  for (const [text, n] of uses) if (n > 1) sets.set(text, `SET${sets.size + 1}`)
  // A slot a grammar's pieces never read (it belongs to a family that grammar does not reach) holds UNREAD: an
  // unclosed group, so that an expression that did read it would not compile, and its reader's walk would decide
  // (shared.ts's regexRead, appendix-b.ts's capturedReference), where a word such as "undefined" would have
  // compiled into an expression that matches that word. A grammar that reaches a piece has its slots' values by
  // construction (a slot's values are its family's grammars'); what the build checks (`unknownSlots`, below) is
  // that every slot a piece or a root reads is one the objects hold.
  const unread = variants.some((variant) => [...slots.values()].some((s) => !s.values.has(variant)))
  const objects =
    (unread ? `const UNREAD = "("\n` : '') +
    [...sets].map(([text, name]) => `const ${name} = ${text}\n`).join('') +
    variants
      .map(
        (variant) =>
          `const REGEX_${variant}: Slots = { ${[...slots.values()].map((s) => `${s.name}: ${sets.get(s.values.get(variant) ?? '') ?? s.values.get(variant) ?? 'UNREAD'}`).join(', ')} }\n`,
      )
      .join('')
  const exported = roots.flatMap((r) => [`testWhole${r.name}`, ...(VALIDATED.has(r.name) ? [`validWhole${r.name}`] : []), ...(CAPTURING.has(r.name) ? [`capture${r.name}`] : [])])
  // The sources of SOURCES' rules, in RFC 3986's grammar (the first root's): with no slot object where none of the pieces
  // they reach reads one, so that a bundle that takes only this source carries no other grammar's classes.
  const first = roots[0]?.variant
  for (const call of order.map((piece) => piece.call)) {
    const piece = pieces.get(call) as Piece
    if (!SOURCES.has(call.name) || first === undefined || !piece.variants.has(first)) continue
    const reached = new Set<number>()
    const visit = (c: CallNode): void => {
      const f = familyOf(c)
      if (reached.has(f)) return
      reached.add(f)
      for (const part of (pieces.get(c) as Piece).body) if (typeof part === 'object' && 'rule' in part) visit(part.rule)
    }
    visit(call)
    const readsSlots = [...reached].some((f) => /\bv\./.test(codeOf(families[f], '', '')))
    const name = `source${call.name.replace(/-(.)/g, (_, c: string) => c.toUpperCase())}`
    tests += `const ${name} = (): string => ${names[familyOf(call)]}(${readsSlots ? `REGEX_${first}` : '{}'})\n`
    exported.push(name)
  }
  // Every slot a piece reads is in the slot objects: a piece written after the objects once read a slot that none held.
  const unknown = unknownSlots(
    code + copies + tests,
    [...slots.values()].map((s) => s.name),
  )
  if (unknown.length > 0) throw new Error(`the regular expressions read slots no slot object holds: ${unknown.join(', ')}`)
  return { text: `type Test = (input: string) => boolean\n` + code + copies + objects + tests, exported }
}
