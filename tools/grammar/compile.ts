/**
 * The grammar compiler, run at build time by `npm run generate` (never shipped,
 * never run by the package): from the grammar's IR (src/grammar/ir.ts) to the
 * TypeScript of src/grammar/read/generated.ts, the `match`, `build` and `explain`
 * function of every named rule the entry rules reach, each named after its
 * ABNF rule (`match_pchar`, `explain_IPv6address`), and the regular expressions
 * of regex.ts. Each IR kind is compiled by an entry of a visitor table
 * (`MATCH`, `BUILD`) whose type names every kind: a new kind does not compile
 * until each table handles it.
 *
 * Ordered choice, optional parts and repetition become labelled blocks and
 * loops over one position variable `p`; a character class becomes a loop over
 * its table; a named rule is a call of its own function (shared, not inlined), so rules may
 * recurse, and so is a part reached more than once (by structure) or repeated
 * a bounded number of times (shared.ts's `repeat`). Nothing is allocated while
 * matching.
 *
 * **Options are parameters, not copies.** A grammar's options (IRI characters,
 * zone identifiers) give IR that differs from RFC 3986's in a few constants:
 * a class's ranges from U+0080, its expected tokens, a rule's name, which
 * IP-literal `host` calls. Every function takes the options' slots as `v`
 * (one array per set of options and per kind of function: `MATCH_URI`,
 * `EXPLAIN_IRI` …), and the rules of every grammar whose code is the same
 * but for such constants are one function, reading the constants they differ
 * in from `v` (`v[3]`: an array, see `slotIndex`). The rest is read as module
 * constants. So the code is one grammar's worth plus the rules an option
 * really adds (RFC 6874's IP-literal).
 */

import type { CallNode, CharClass, Node } from '../../src/grammar/ir.ts'
import { HEX_TABLE } from '../../src/grammar/shared.ts'
import { classRegex, delimitedRun, delimitedRunClass, regexChar, regexCodeOf } from './regex.ts'

/** The three functions of a named rule (a shared part has `match` and `explain`). */
type FnKind = 'match' | 'build' | 'explain'

/** A constant the code reads: a module constant, or a slot of `v` where the rules merged into one function differ in it. */
type Constant =
  | { readonly k: 'table'; readonly value: Uint8Array }
  | { readonly k: 'wide'; readonly value: readonly number[] }
  | { readonly k: 'expected'; readonly value: readonly string[] }
  | { readonly k: 'fn'; readonly value: unknown }
  | { readonly k: 'json'; readonly value: unknown }
  | { readonly k: 'call'; readonly unit: Node; readonly fn: FnKind }
  | { readonly k: 'skip'; readonly cls: CharClass; readonly min: number; readonly delimiter: number }

/**
 * A constant where the code reads it. `obj`: the kind of the slot object it would
 * be read from, `via`: that object's expression in the function (`v`, or `v[0]`
 * for the match slots a build function reads); `then`: for a class's ranges from
 * U+0080, what follows a match of one (the whole test is left out when there are none).
 */
interface Hole {
  readonly c: Constant
  readonly obj: FnKind
  readonly via: string
  readonly then?: string
}

/** The code of one function, with holes: `\u0001k\u0001` is hole k's value, `\u0002k\u0002` hole k's test of ranges from U+0080. */
interface Scope {
  readonly kind: FnKind
  readonly explain: boolean
  /** A local name, unique in the function (labels must be). */
  fresh(base: string): string
  hole(c: Constant, then?: string): string
  /** A call of a rule's or shared part's function of kind `fn`, at p. */
  call(unit: Node, fn: FnKind): string
  /** Whether a node is a shared part (called, not inlined). */
  isPart(node: Node): boolean
  /** The code unit at `at` as `c`; past the end, -1. */
  at(at: string): Code
}

type Code = string
type NodeOf<K extends Node['k']> = Extract<Node, { readonly k: K }>

/** Match code (or explain code, with `scope.explain`): advances `p`, or leaves the block labelled `fail`. */
type MatchTable = { readonly [K in Node['k']]: (node: NodeOf<K>, fail: string, s: Scope) => Code }
/** Build code: matches as `MatchTable` and leaves the node's own value in `out`; `withAction`: a seq applies its action to its parts' values. */
type BuildTable = { readonly [K in Node['k']]: (node: NodeOf<K>, fail: string, out: string, s: Scope, withAction: boolean) => Code }

const PCT_AT = `c === 37 && (r = input.charCodeAt(p + 1), r < 128 && HEX[r] === 1) && (r = input.charCodeAt(p + 2), r < 128 && HEX[r] === 1)`

/** The test that a class element starts at p (`c` its first code unit); `then` runs after p moved past it. */
const element = (cls: CharClass, then: Code, s: Scope, pct = cls.pct): Code =>
  `if (c >= 0 && c < 128 && ${s.hole({ k: 'table', value: cls.table })}[c] === 1) { p++; ${then} }\n` +
  (pct ? `if (${PCT_AT}) { p += 3; ${then} }\n` : '') +
  s.hole({ k: 'wide', value: cls.wide }, then)

/** A report (explaining only): at `at`, one of `expected` could have come. */
const report = (at: string, expected: readonly string[], s: Scope): Code => (s.explain ? `REPORT(x, ${at}, ${s.hole({ k: 'expected', value: expected })}); ` : '')

/** Where a class run stops short of its max (explaining only): a broken "%" expects HEXDIG, anything else one more element. */
const stop = (cls: CharClass, s: Scope): Code =>
  !s.explain
    ? ''
    : (cls.pct ? `if (c === 37) REPORT(x, IS_HEX(input, p + 1) ? p + 2 : p + 1, HEX_EXPECTED); else ` : '') + `REPORT(x, p, ${s.hole({ k: 'expected', value: cls.expected })});\n`

/** `r = f(input, p, …); if (r < 0) break fail; p = r;` */
const callCode = (call: string, fail: string): Code => `r = ${call}; if (r < 0) break ${fail}; p = r;\n`

/** The match code of a node; a shared part is a call of its function, unless `whole` (the part's own body). */
const match = (node: Node, fail: string, s: Scope, whole = false): Code =>
  !whole && s.isPart(node) ? callCode(s.call(node, s.explain ? 'explain' : 'match'), fail) : (MATCH[node.k] as (n: Node, fail: string, s: Scope) => Code)(node, fail, s)

/**
 * A repetition's loop (ir.ts): greedy; an empty iteration ends it and counts
 * as far as min needs. `body` matches one iteration (leaving `value` when
 * building); `push` keeps a value, `fill` the empty iteration's value up to min.
 */
const loop = (
  min: number,
  max: number,
  fail: string,
  s: Scope,
  body: (fail: string, value: string) => Code,
  push: (value: string) => Code,
  fill: (value: string) => Code,
  build: boolean,
): Code => {
  const [count, loopLabel, start, iteration, value] = [s.fresh('count'), s.fresh('loop'), s.fresh('start'), s.fresh('iteration'), s.fresh('value')]
  const limit = max === Infinity ? '' : `if (${count} >= ${max}) break;\n`
  return (
    `let ${count} = 0;\n${loopLabel}: for (;;) { ${limit}const ${start} = p;${build ? ` let ${value};` : ''}\n` +
    `${iteration}: { ${body(iteration, value)} if (p === ${start}) { ${fill(value)}if (${count} < ${min}) ${count} = ${min}; break ${loopLabel}; } ${push(value)}${count}++; continue ${loopLabel}; }\np = ${start}; break; }\n` +
    (min > 0 ? `if (${count} < ${min}) break ${fail};\n` : '')
  )
}

/**
 * Explaining only: `p = SKIP(input, p)` moves p past a long run (shared.ts's
 * `skipper`: a sticky regular expression, on an input with more than 256 code
 * units left) before the loop that reports where the run stops. The expression
 * reads the IR as the loop does (greedy, every element one code point or one
 * triplet), so the loop, run from there, makes the reports that count (the
 * furthest wins, report.ts), but for the stop of the last iteration a skip of
 * `*( delimiter run )` took, which the code after it reports again.
 */
const skip = (cls: CharClass, min: number, delimiter: number, s: Scope): Code => s.hole({ k: 'skip', cls, min, delimiter })

/** Whether a bounded repetition runs through shared.ts's `repeat`, its iteration a function of its own (a shared part). */
const repeatsPart = (n: NodeOf<'repeat'>): boolean => n.max !== Infinity && ['seq', 'alt', 'longest', 'optional', 'repeat'].includes(n.part.k)

/**
 * A node whose code is one expression of p (where its match ends, or -1; p itself
 * unchanged): a named rule's or a shared part's call, or a bounded repetition
 * (shared.ts's `repeat`).
 * Null for any other node. An ordered choice or an option of such nodes needs no
 * block of its own per alternative (`(r = a) < 0 && (r = b) < 0`).
 */
const expressionOf = (n: Node, s: Scope): Code | null => (n.k === 'call' || s.isPart(n) ? s.call(n, s.explain ? 'explain' : 'match') : ownExpression(n, s))

const ownExpression = (n: Node, s: Scope): Code | null => {
  if (n.k === 'repeat' && repeatsPart(n)) {
    const fn = s.explain ? 'explain' : 'match'
    return `REPEAT(input, p, ${viaOf(s.kind, fn)}, ${s.explain ? 'x' : 'undefined'}, ${s.hole({ k: 'call', unit: n.part, fn })}, ${n.min}, ${n.max})`
  }
  return null
}

/** The code of a node with an expression (`expressionOf`): p moves to its end, or the block `fail` is left. */
const expressionCode = (n: Node, expr: Code, fail: string): Code => (n.k === 'repeat' && n.min === 0 ? `p = ${expr};\n` : callCode(expr, fail))

const MATCH: MatchTable = {
  empty: () => '',
  end: (_, fail, s) => `if (p < L) { ${report('p', ['end of input'], s)}break ${fail}; }\n`,
  literal: (n, fail, s) => {
    let code = ''
    for (let k = 0; k < n.text.length; k++) {
      const lower = n.text[k].toLowerCase().charCodeAt(0)
      const upper = n.text[k].toUpperCase().charCodeAt(0)
      const at = k === 0 ? 'p' : `p + ${k}`
      code += `${s.at(at)} if (c !== ${lower}${upper !== lower ? ` && c !== ${upper}` : ''}) { ${report(at, [JSON.stringify(n.text[k])], s)}break ${fail}; }\n`
    }
    return code + `p += ${n.text.length};\n`
  },
  terminal: (n, fail, s) =>
    s.explain
      ? `r = ${s.hole({ k: 'fn', value: n.length })}(input, p); if (r < 0) { ${report('p', n.expected, s)}break ${fail}; } if (${s.hole({ k: 'fn', value: n.grows })}(input, p, r)) ${report('p + r', n.expected, s)}p += r;\n`
      : `r = ${s.hole({ k: 'fn', value: n.length })}(input, p); if (r < 0) break ${fail}; p += r;\n`,
  class: (n, fail, s) => {
    if (n.min === 1 && n.max === 1) {
      const one = s.fresh('element')
      return `${one}: { ${s.at('p')}${element(n.cls, `break ${one};`, s)}${stop(n.cls, s)}break ${fail}; }\n`
    }
    // Explaining, an unbounded run on a long input is first skipped (its loop reports only where it stops): the
    // classes of the components people make long (those with triplets), not a scheme's, a port's or IPvFuture's.
    const skips = s.explain && n.cls.pct && n.max === Infinity && n.min <= 1
    if (n.max === Infinity && n.min === 0)
      return `${skips ? `p = ${skip(n.cls, n.min, -1, s)}(input, p);\n` : ''}for (;;) { ${s.at('p')}${element(n.cls, 'continue;', s)}${stop(n.cls, s)}break; }\n`
    const count = s.fresh('count')
    const limit = n.max === Infinity ? '' : `if (${count} >= ${n.max}) break;\n`
    return (
      `let ${count} = 0;\n${skips ? `if ((p = ${skip(n.cls, n.min, -1, s)}(input, r = p)) > r) ${count} = 1;\n` : ''}for (;;) { ${limit}${s.at('p')}${element(n.cls, `${count}++; continue;`, s)}${stop(n.cls, s)}break; }\n` +
      (n.min > 0 ? `if (${count} < ${n.min}) break ${fail};\n` : '')
    )
  },
  notClass: (n, fail, s) => {
    const start = s.fresh('start')
    // Any "%" counts where triplets do, broken or not (ir.ts); the element test moves p, so it runs on a copy.
    return (
      `{ const ${start} = p; ${s.at('p')}${n.cls.pct ? `if (c === 37) { ${report('p', [], s)}break ${fail}; }\n` : ''}` +
      `${element(n.cls, `p = ${start}; ${report('p', [], s)}break ${fail};`, s, false)}}\n`
    )
  },
  seq: (n, fail, s) => n.parts.map((part) => match(part, fail, s)).join(''),
  call: (n, fail, s) => callCode(s.call(n, s.explain ? 'explain' : 'match'), fail),
  alt: (n, fail, s) => {
    const exprs = n.parts.map((part) => expressionOf(part, s))
    // Alternatives that are all expressions leave p as it was when they fail: no block, no reset.
    if (exprs.every((e) => e !== null)) return `if (${exprs.map((e) => `(r = ${e}) < 0`).join(' && ')}) break ${fail};\np = r;\n`
    const [start, ok] = [s.fresh('start'), s.fresh('chosen')]
    let code = `{ const ${start} = p;\n${ok}: {\n`
    n.parts.forEach((part) => {
      const alt = s.fresh('alt')
      code += `${alt}: { ${match(part, alt, s)} break ${ok}; }\np = ${start};\n`
    })
    return code + `break ${fail};\n} }\n`
  },
  longest: (n, fail, s) => {
    const [start, best] = [s.fresh('start'), s.fresh('best')]
    let code = `{ const ${start} = p; let ${best} = -1;\n`
    n.parts.forEach((part) => {
      const alt = s.fresh('alt')
      code += `${alt}: { ${match(part, alt, s)} if (p > ${best}) ${best} = p; }\np = ${start};\n`
    })
    return code + `if (${best} < 0) break ${fail};\np = ${best}; }\n`
  },
  optional: (n, _fail, s) => {
    const [start, ok, absent] = [s.fresh('start'), s.fresh('present'), s.fresh('absent')]
    return `{ const ${start} = p;\n${ok}: { ${absent}: { ${match(n.part, absent, s)} break ${ok}; }\np = ${start}; } }\n`
  },
  repeat: (n, fail, s) => {
    const expr = ownExpression(n, s)
    if (expr !== null) return expressionCode(n, expr, fail)
    // Explaining, `*( "/" segment )` on a long input: its whole iterations skipped, then the last one's stop reported again.
    const run = s.explain ? delimitedRun(n) : null
    const skipped = run === null ? '' : `if ((p = ${skip(run.cls, 0, run.d, s)}(input, r = p)) > r) { ${s.at('p').trim()} ${stop(run.cls, s).trim()} }\n`
    return (
      skipped +
      loop(
        n.min,
        n.max,
        fail,
        s,
        (f) => match(n.part, f, s),
        () => '',
        () => '',
        false,
      )
    )
  },
}

/**
 * Build code that matches like `match` and leaves the node's value in `out`
 * (declared by the caller). `self`: a rule whose function matches the node
 * already: a value taken from the matched text then calls it rather than
 * repeating its code.
 */
const build = (b: Node, fail: string, out: string, s: Scope, self?: Node): Code => {
  const a = b.action
  if (a !== undefined && (a.k === 'text' || a.k === 'value' || a.k === 'span')) {
    const start = s.fresh('start')
    const value = a.k === 'text' ? `input.slice(${start}, p)` : a.k === 'value' ? s.hole({ k: 'json', value: a.value }) : `${s.hole({ k: 'fn', value: a.f })}(${start}, p, input)`
    const matched = self === undefined ? match(b, fail, s) : callCode(s.call(self, 'match'), fail)
    return `{ const ${start} = p;\n${matched}${out} = ${value}; }\n`
  }
  if (a !== undefined && b.k !== 'seq') {
    // An action on the node's own value.
    const [start, value] = [s.fresh('start'), s.fresh('value')]
    const call = a.k === 'apply' ? `${s.hole({ k: 'fn', value: a.f })}(${value})` : a.k === 'node' ? `${s.hole({ k: 'fn', value: a.f })}(input, ${start}, p, ${value})` : value
    return `{ const ${start} = p; let ${value};\n${ownBuild(b, fail, value, s, false)}${out} = ${call}; }\n`
  }
  return ownBuild(b, fail, out, s, true)
}

const ownBuild = (b: Node, fail: string, out: string, s: Scope, withAction: boolean): Code =>
  (BUILD[b.k] as (n: Node, fail: string, out: string, s: Scope, withAction: boolean) => Code)(b, fail, out, s, withAction)

/** The matched text as the value. */
const text = (b: Node, fail: string, out: string, s: Scope): Code => {
  const start = s.fresh('start')
  return `{ const ${start} = p;\n${match(b, fail, s)}${out} = input.slice(${start}, p); }\n`
}

const BUILD: BuildTable = {
  // Without letters the matched text is the literal itself: no need to slice it out.
  literal: (n, fail, out, s) => (n.text.toLowerCase() === n.text.toUpperCase() ? `${match(n, fail, s)}${out} = ${s.hole({ k: 'json', value: n.text })};\n` : text(n, fail, out, s)),
  terminal: text,
  class: text,
  empty: (n, fail, out, s) => `${match(n, fail, s)}${out} = null;\n`,
  end: (n, fail, out, s) => `${match(n, fail, s)}${out} = null;\n`,
  notClass: (n, fail, out, s) => `${match(n, fail, s)}${out} = null;\n`,
  seq: (n, fail, out, s, withAction) => {
    const a = withAction ? n.action : undefined
    const pick = a?.k === 'pick' ? a.index : -1
    const start = s.fresh('start')
    const vs = n.parts.map(() => s.fresh('value'))
    const parts = n.parts.map((part, k) => (pick < 0 || k === pick ? build(part, fail, vs[k], s) : match(part, fail, s))).join('')
    const result =
      a === undefined
        ? `[${vs.join(', ')}]`
        : a.k === 'pick'
          ? vs[pick]
          : a.k === 'apply'
            ? `${s.hole({ k: 'fn', value: a.f })}(${vs.join(', ')})`
            : a.k === 'node'
              ? `${s.hole({ k: 'fn', value: a.f })}(input, ${start}, p, ${vs.join(', ')})`
              : 'null'
    const declared = pick < 0 ? vs.join(', ') : vs[pick]
    return `{ const ${start} = p; let ${declared};\n${parts}${out} = ${result}; }\n`
  },
  alt: (n, fail, out, s) => {
    const [start, ok] = [s.fresh('start'), s.fresh('chosen')]
    let code = `{ const ${start} = p;\n${ok}: {\n`
    n.parts.forEach((part) => {
      const alt = s.fresh('alt')
      code += `${alt}: { ${build(part, alt, out, s)} break ${ok}; }\np = ${start};\n`
    })
    return code + `break ${fail};\n} }\n`
  },
  optional: (n, _fail, out, s) => {
    const [start, ok, absent] = [s.fresh('start'), s.fresh('present'), s.fresh('absent')]
    return `{ const ${start} = p;\n${ok}: { ${absent}: { ${build(n.part, absent, out, s)} break ${ok}; }\np = ${start}; ${out} = null; } }\n`
  },
  call: (n, fail, out, s) => `${callCode(s.call(n, 'build'), fail).slice(0, -1)} ${out} = BOX.value;\n`,
  repeat: (n, fail, out, s) => {
    const values = s.fresh('values')
    return (
      `{ const ${values} = [];\n` +
      loop(
        n.min,
        n.max,
        fail,
        s,
        (f, v) => build(n.part, f, v, s),
        (v) => `${values}.push(${v}); `,
        (v) => `while (${values}.length < ${n.min}) ${values}.push(${v}); `,
        true,
      ) +
      `${out} = ${values}; }\n`
    )
  },
  longest: (n, fail, out, s) => {
    const [start, best, bestValue] = [s.fresh('start'), s.fresh('best'), s.fresh('bestValue')]
    let code = `{ const ${start} = p; let ${best} = -1, ${bestValue} = null;\n`
    n.parts.forEach((part) => {
      const [alt, value] = [s.fresh('alt'), s.fresh('value')]
      code += `${alt}: { let ${value}; ${build(part, alt, value, s)} if (p > ${best}) { ${best} = p; ${bestValue} = ${value}; } }\np = ${start};\n`
    })
    return code + `if (${best} < 0) break ${fail};\np = ${best}; ${out} = ${bestValue}; }\n`
  },
}

// ---------------------------------------------------------------------------
// Units (named rules and shared parts), their code with holes, and families.

/** Shared parts whose code is shorter than this stay inline: a call costs more than it saves. */
const PART_MIN_LENGTH = 400

/** A function set: a named rule (match, build, explain) or a shared part (match, explain), with the grammars (variants) that reach it. */
interface Unit {
  readonly node: Node
  readonly rule: CallNode | undefined
  /** Whose body first reached a shared part (its functions are named after it). */
  readonly owner: string
  readonly variants: Set<string>
  bodies: readonly Code[]
  holes: readonly Hole[]
  key: string
  family: number
}

/** An ABNF name as a JavaScript identifier (`IP-literal` → `IP_literal`). */
const ident = (name: string): string => name.replace(/[^A-Za-z0-9_]/g, '_')

const viaOf = (kind: FnKind, obj: FnKind): string => (kind === obj ? 'v' : kind === 'build' && obj === 'match' ? 'v[0]' : `/* no ${obj} slots in a ${kind} function */`)

/** The code of the functions of kind `kinds`, for `body` (one scope each; the holes numbered across them). */
const codeOf = (kinds: readonly FnKind[], body: (s: Scope) => Code, isPart: (n: Node) => boolean): { bodies: Code[]; holes: Hole[] } => {
  const holes: Hole[] = []
  const bodies = kinds.map((kind) => {
    let n = 0
    const s: Scope = {
      kind,
      explain: kind === 'explain',
      fresh: (base) => `${base}${++n}`,
      hole: (c, then) => {
        const obj = c.k === 'call' ? c.fn : kind
        const k = holes.push({ c, obj, via: viaOf(kind, obj), then }) - 1
        return then === undefined ? `\u0001${k}\u0001` : `\u0002${k}\u0002`
      },
      call: (unit, fn) => `${s.hole({ k: 'call', unit, fn })}(input, p, ${viaOf(kind, fn)}${fn === 'explain' ? ', x' : ''})`,
      isPart,
      // -1 past the end (an explicit test: `charCodeAt(p) | 0` read the explainer's loops 1.5 times slower).
      at: (at) => `c = ${at} < L ? input.charCodeAt(${at}) : -1;` + (at === 'p' ? '\n' : ''),
    }
    return body(s)
  })
  return { bodies, holes }
}

/** The named rule a root runs when the root is that rule then the end of the input (`skip(rule, endOfInput)`), keeping its value. */
const wholeCallOf = (node: Node): CallNode | undefined => {
  if (node.k !== 'seq' || node.parts.length !== 2 || node.parts[1].k !== 'end') return undefined
  const [first] = node.parts
  const keepsFirst = node.action === undefined || (node.action.k === 'pick' && node.action.index === 0)
  return first.k === 'call' && first.action === undefined && keepsFirst ? first : undefined
}

/** The ABNF name of the rule a root matches: its first named rule (a root is the rule, then the end of the input). */
const ruleNameOf = (n: Node): string | undefined => (n.k === 'call' ? n.name : n.k === 'seq' && n.parts.length > 0 ? ruleNameOf(n.parts[0]) : undefined)

/** A table as 32 hex digits, four characters a digit (bit k of digit d is character 4d + k). */
const tableHex = (t: Uint8Array): string => Array.from({ length: 32 }, (_, d) => (t[4 * d] | (t[4 * d + 1] << 1) | (t[4 * d + 2] << 2) | (t[4 * d + 3] << 3)).toString(16)).join('')

/** HEXDIG's table: the generated code reads it as shared.ts's `HEX_TABLE` (imported as `HEX`). */
const HEXDIG_DIGITS = tableHex(HEX_TABLE)

/** The characters of a table, for a comment. */
const tableChars = (t: Uint8Array): string => {
  let out = ''
  for (let c = 32; c < 127; c++) if (t[c] === 1) out += String.fromCharCode(c)
  return out.replace(/\*\//g, '*\\/')
}

/** A rule the generated module starts from (a whole-input rule of an entry point), the name its functions are exported under, and its grammar's options. */
export interface Root {
  readonly name: string
  readonly node: Node
  /** The grammar it belongs to (`URI`, `IRI`, `ZONE` …): the slot arrays its functions are called with. */
  readonly variant: string
  /** Whether the root also gets a regular expression (regex.ts: `testWhole<Name>`); only for rules whose PEG reading is their ABNF language. */
  readonly regex?: boolean
}

/** Where the generated module imports its run-time helpers from (a spec generates next to itself). */
export interface ModulePaths {
  readonly actions: string
  readonly report: string
  readonly shared: string
}

const SRC_PATHS: ModulePaths = { actions: '../actions.ts', report: '../report.ts', shared: '../shared.ts' }

export interface ModuleOptions {
  readonly paths?: ModulePaths
  /** Merge the rules of different grammars whose code differs only in constants into one function reading slots (default true). */
  readonly merge?: boolean
  /** The grammars (variants) whose named rules `NAMED` lists by ABNF name (default: the first root's). */
  readonly named?: readonly string[]
}

/**
 * The source of a generated module: the `match`, `build` and `explain`
 * functions of every named rule the roots reach (and of the parts they share),
 * the tables they read, the slot arrays of each grammar, and the exports:
 * `matchWhole<Name>`, `buildWhole<Name>`, `explainWhole<Name>` (and
 * `testWhole<Name>`, the regular expression, for roots marked so) per root;
 * `componentTables`; `NAMED`, per grammar of `options.named`, each named
 * rule's [match, build] by its ABNF name. `actions` names the functions values
 * are built by (the generator refuses any other function).
 */
export const grammarModule = (
  roots: readonly Root[],
  actions: Readonly<Record<string, unknown>>,
  componentTables: Readonly<Record<string, Uint8Array>>,
  options: ModuleOptions = {},
): string => {
  const paths = options.paths ?? SRC_PATHS
  const merge = options.merge ?? true
  const variants = [...new Set(roots.map((r) => r.variant))]
  const namedVariants = options.named ?? variants.slice(0, 1)

  // 0. Nodes by structure: equal nodes (the same kinds, constants and named rules) match and explain alike, so the
  // grammar's copies (`h16 ":"` in each of IPv6address's alternatives) are one node here. What a node builds (its
  // action) is no part of it: a shared part has no build function, and a named rule is its own node.
  const ids = new Map<unknown, number>()
  const idOf = (o: unknown): number => {
    let id = ids.get(o)
    if (id === undefined) ids.set(o, (id = ids.size))
    return id
  }
  const structures = new Map<Node, string>()
  const structureOf = (n: Node): string => {
    // A seq of one part (an action on a node: `matched`, `fromSpan`) matches as its part.
    if (n.k === 'seq' && n.parts.length === 1) return structureOf(n.parts[0])
    let key = structures.get(n)
    if (key !== undefined) return key
    switch (n.k) {
      case 'call':
        key = `call${idOf(n)}`
        break
      case 'class':
      case 'notClass':
        key = `${n.k}(${tableHex(n.cls.table)},${n.cls.wide.join(' ')},${n.cls.pct},${JSON.stringify(n.cls.expected)}${n.k === 'class' ? `,${n.min},${n.max}` : ''})`
        break
      case 'literal':
        key = `literal${JSON.stringify(n.text)}`
        break
      case 'terminal':
        key = `terminal(${idOf(n.length)},${idOf(n.grows)},${JSON.stringify(n.expected)})`
        break
      case 'seq':
      case 'alt':
      case 'longest':
        key = `${n.k}(${n.parts.map(structureOf).join(';')})`
        break
      case 'optional':
        key = `optional(${structureOf(n.part)})`
        break
      case 'repeat':
        key = `repeat(${structureOf(n.part)},${n.min},${n.max})`
        break
      default:
        key = n.k
    }
    structures.set(n, key)
    return key
  }
  const canonical = new Map<string, Node>()
  /** The first node of a node's structure (a named rule is its own). */
  const canon = (n: Node): Node => {
    if (n.k === 'seq' && n.parts.length === 1) return canon(n.parts[0])
    if (n.k === 'call') return n
    const key = structureOf(n)
    const first = canonical.get(key)
    if (first !== undefined) return first
    canonical.set(key, n)
    return n
  }

  // 1. Shared parts: unnamed nodes reached more than once (by structure) whose code is long, and the iteration of
  // a bounded repetition (`5( h16 ":" )`), which shared.ts's `repeat` runs.
  const uses = new Map<Node, number>()
  const ownerOf = new Map<Node, string>()
  const seenRules = new Set<CallNode>()
  const count = (node: Node, owner: string): void => {
    const n = canon(node)
    if (n.k === 'call') {
      if (!seenRules.has(n)) {
        seenRules.add(n)
        count(n.target, ident(n.name))
      }
      return
    }
    uses.set(n, (uses.get(n) ?? 0) + 1)
    if (!ownerOf.has(n)) ownerOf.set(n, owner)
    if (n.k === 'seq' || n.k === 'alt' || n.k === 'longest') n.parts.forEach((part) => count(part, owner))
    else if (n.k === 'optional' || n.k === 'repeat') count(n.part, owner)
  }
  roots.forEach((root) => count(root.node, root.name))
  const parts = new Set<Node>()
  const isPart = (n: Node): boolean => parts.has(canon(n))
  for (const n of uses.keys()) if (n.k === 'repeat' && repeatsPart(n)) parts.add(canon(n.part))
  for (const [n, times] of uses) {
    if (times < 2 || n.k === 'empty') continue
    const { bodies } = codeOf(['match'], (s) => match(n, 'fail', s, true), isPart)
    // Measured with one-letter locals, so that readable names do not make a part of what is short.
    if (bodies[0].replace(/\b(?:start|count|loop|iteration|values?|chosen|alt|best|bestValue|present|absent|element)(?=\d)/g, 'x').length >= PART_MIN_LENGTH) parts.add(n)
  }

  // 2. Units, and the grammars that reach each.
  const units = new Map<Node, Unit>()
  const unitOf = (n: Node, variant: string): Unit => {
    n = canon(n)
    let u = units.get(n)
    if (u === undefined) {
      const rule = n.k === 'call' ? n : undefined
      u = { node: n, rule, owner: rule === undefined ? (ownerOf.get(n) ?? 'part') : ident(rule.name), variants: new Set(), bodies: [], holes: [], key: '', family: -1 }
      units.set(n, u)
    }
    u.variants.add(variant)
    return u
  }
  for (const variant of variants) {
    const seen = new Set<Node>()
    const reach = (n: Node): void => {
      if (seen.has(n)) return
      seen.add(n)
      if (n.k === 'call' || isPart(n)) unitOf(n, variant)
      if (n.k === 'call') reach(n.target)
      else if (n.k === 'seq' || n.k === 'alt' || n.k === 'longest') n.parts.forEach(reach)
      else if (n.k === 'optional' || n.k === 'repeat') reach(n.part)
    }
    roots.filter((r) => r.variant === variant).forEach((r) => reach(r.node))
  }
  for (const u of units.values()) {
    const { bodies, holes } =
      u.rule !== undefined
        ? codeOf(['match', 'build', 'explain'], (s) => (s.kind === 'build' ? build(u.rule!.target, 'fail', 'out', s, u.rule) : match(u.rule!.target, 'fail', s)), isPart)
        : codeOf(['match', 'explain'], (s) => match(u.node, 'fail', s, true), isPart)
    u.bodies = bodies
    u.holes = holes
    u.key = JSON.stringify([u.rule !== undefined, bodies, holes.map((h) => [h.c.k, h.obj, h.via, h.then ?? null])])
  }

  // 3. Families: units whose code is the same but for constants, reached by no grammar in common, are one function set.
  const families: Unit[][] = []
  for (const u of units.values()) {
    const family = merge ? families.find((f) => f[0].key === u.key && f.every((o) => [...o.variants].every((v) => !u.variants.has(v)))) : undefined
    if (family !== undefined) family.push(u)
    else families.push([u])
    u.family = family === undefined ? families.length - 1 : families.indexOf(family)
  }
  // Functions are named after the rule (`match_pchar`), a shared part after the rule that first reached it (`match_IPv6address_part1`).
  const familyNames: string[] = []
  const usedNames = new Set<string>()
  const partCounts = new Map<string, number>()
  for (const f of families) {
    const first = f[0]
    let name: string
    if (first.rule !== undefined) {
      name = first.owner
      for (let k = 2; usedNames.has(name); k++) name = `${first.owner}_${k}`
    } else {
      const k = (partCounts.get(first.owner) ?? 0) + 1
      partCounts.set(first.owner, k)
      name = `${first.owner}_part${k}`
    }
    usedNames.add(name)
    familyNames.push(name)
  }

  // 4. Constants: module constants by content, slots where a family's units differ.
  const tables = new Map<string, string>()
  const wides = new Map<string, string>()
  const skips = new Map<string, { readonly name: string; readonly source: string; readonly run: string }>()
  const lists = new Map<string, string>()
  const tableName = (t: Uint8Array, hint: string): string => {
    const hex = tableHex(t)
    if (hex === HEXDIG_DIGITS) return 'HEX'
    let name = tables.get(hex)
    if (name === undefined) {
      name = `CHARS_${hint}`
      for (let k = 2; [...tables.values()].includes(name); k++) name = `CHARS_${hint}_${k}`
      tables.set(hex, name)
    }
    return name
  }
  const constantCode = (c: Constant, hint: string): string => {
    switch (c.k) {
      case 'table':
        return tableName(c.value, hint)
      case 'wide': {
        const text = `[${c.value.map((x) => `0x${x.toString(16)}`).join(', ')}]`
        let name = wides.get(text)
        if (name === undefined) wides.set(text, (name = `WIDE${wides.size + 1}`))
        return name
      }
      case 'expected': {
        if (c.value.length === 0) return 'NONE'
        const text = JSON.stringify(c.value)
        let name = lists.get(text)
        if (name === undefined) lists.set(text, (name = `EXPECTED${lists.size + 1}`))
        return name
      }
      case 'fn': {
        const name = Object.keys(actions).find((key) => actions[key] === c.value)
        if (name === undefined) throw new Error(`a rule builds its value with a function that is not an export of actions.ts: ${String(c.value).slice(0, 80)}`)
        return `A.${name}`
      }
      case 'json':
        return c.value === undefined ? 'undefined' : JSON.stringify(c.value)
      case 'skip': {
        // The class's run as regex.ts writes it; with a delimiter, `*( d run )` as regex.ts reads it: d, then a run of the class with d.
        const run = c.delimiter < 0 ? classRegex(c.cls, c.min, Infinity) : delimitedRunClass(c.delimiter, c.cls)
        const source = c.delimiter < 0 ? run : `(?:${regexChar(c.delimiter)}${run})?`
        const text = JSON.stringify([source, c.cls.wide.length > 0 ? 'u' : '', c.delimiter])
        let skip = skips.get(text)
        if (skip === undefined) skips.set(text, (skip = { name: `SKIP${skips.size + 1}`, source, run }))
        return skip.name
      }
      case 'call': {
        const u = units.get(canon(c.unit))
        if (u === undefined) throw new Error('a call of a unit no root reaches')
        return `${c.fn}_${familyNames[u.family]}`
      }
    }
  }
  /** What a constant is, for comparing the units of a family. */
  const identity = (c: Constant): string => {
    switch (c.k) {
      case 'table':
        return `T${tableHex(c.value)}`
      case 'wide':
        return `W${c.value.join(',')}`
      case 'expected':
        return `X${JSON.stringify(c.value)}`
      case 'fn':
        return `F${Object.keys(actions).find((key) => actions[key] === c.value) ?? String(c.value)}`
      case 'json':
        return `J${c.value === undefined ? 'undefined' : JSON.stringify(c.value)}`
      case 'skip':
        return `S${tableHex(c.cls.table)}/${c.cls.wide.join(',')}/${c.cls.pct}/${c.min}/${c.delimiter}`
      case 'call':
        return `C${c.fn}${units.get(canon(c.unit))?.family}`
    }
  }
  /** Slots by what they hold in each grammar: [object kind, name, value by grammar]. */
  const slots = new Map<string, { obj: FnKind; index: number; what: string; values: Map<string, Constant>; hint: string }>()
  /**
   * A slot's place in its grammar's array of slots of its kind (a build function's array holds its match slots first):
   * an index: a bundle keeps property names as written, in an object and at every use; an array holds no names.
   */
  const slotCounts = new Map<FnKind, number>()
  const slotIndex = (obj: FnKind): number => {
    const k = slotCounts.get(obj) ?? (obj === 'build' ? 1 : 0)
    slotCounts.set(obj, k + 1)
    return k
  }
  /** A family's code with its holes filled. */
  const render = (f: Unit[], body: (u: Unit) => Code, hint: string): Code => {
    const first = f[0]
    const fill = (code: Code): Code =>
      code.replace(/([\u0001\u0002])(\d+)\1/g, (_, mark: string, index: string) => {
        const k = Number(index)
        const hole = first.holes[k]
        const ids = f.map((u) => identity(u.holes[k].c))
        let expr: string
        if (ids.every((id) => id === ids[0])) {
          if (mark === '\u0002' && hole.c.k === 'wide' && hole.c.value.length === 0) return ''
          expr = constantCode(hole.c, hint)
        } else {
          const values = new Map<string, Constant>()
          for (const u of f) for (const variant of u.variants) values.set(variant, u.holes[k].c)
          const key = JSON.stringify([hole.obj, [...values].map(([variant, c]) => [variant, identity(c)])])
          let slot = slots.get(key)
          if (slot === undefined) {
            slot = { obj: hole.obj, index: slotIndex(hole.obj), what: hole.c.k === 'call' ? `${hole.c.fn} ${familyNames[units.get(canon(hole.c.unit))!.family]}` : hole.c.k, values, hint }
            slots.set(key, slot)
          }
          expr = `${hole.via}[${slot.index}]`
        }
        return mark === '\u0002' ? `if (c >= 128 && (r = ${expr}(input, p)) > 0) { p += r; ${fill(hole.then ?? '')} }\n` : expr
      })
    return fill(body(first))
  }

  // The types are the header's (the file is not type-checked).
  const signature = '(input, p, v)'
  /** An explaining function's: it reports to the explanation's state `x` (report.ts). */
  const explainSignature = '(input, p, v, x)'
  /** The locals a body reads: the input's length `L`, the code unit `c`, a callee's result `r` (and `out`, a build's value). */
  const locals = (body: Code, out = ''): Code => {
    const vars = [/\bc\b/.test(body) ? 'c = 0' : '', /\br\b/.test(body) ? 'r = 0' : '', out].filter((x) => x !== '')
    return (/\bL\b/.test(body) ? '  const L = input.length;\n' : '') + (vars.length > 0 ? `  let ${vars.join(', ')};\n` : '')
  }
  const matchFunction = (name: string, body: Code): Code => `function ${name}${signature} {\n${locals(body)}  fail: {\n${body}    return p;\n  }\n  return -1;\n}\n`
  const explainFunction = (name: string, rule: string, body: Code): Code =>
    `function ${name}${explainSignature} {\n${locals(body)}  const start = p, outer = ENTER(x, ${rule});\n  fail: {\n${body}    return LEAVE(x, outer, start, p);\n  }\n  return LEAVE(x, outer, start, -1);\n}\n`
  /** A shared part's explaining function: it reports, but is no rule (no step of the rule path). */
  const explainPartFunction = (name: string, body: Code): Code => matchFunction(name, body).replace(signature, explainSignature)
  const buildFunction = (name: string, body: Code): Code =>
    `function ${name}${signature} {\n${locals(body, 'out = null')}  fail: {\n${body}    BOX.value = out;\n    return p;\n  }\n  return -1;\n}\n`

  let functions = ''
  /** Each function's rendered text, by its name (for what a root reaches, below). */
  const texts = new Map<string, Code>()
  const keep = (fn: string, text: Code): Code => {
    texts.set(fn, text)
    return text
  }
  families.forEach((f, j) => {
    const name = familyNames[j]
    const first = f[0]
    const names = [...new Set(f.map((u) => (u.rule !== undefined ? u.rule.name : `a part of ${u.owner}`)))]
    const grammars = [...new Set(f.flatMap((u) => [...u.variants]))]
    functions += `\n// ${names.join(', ')} (${grammars.join(', ')})\n`
    // Rules and parts alike get a match function from their first body; a rule adds build and explain, a part its explain.
    functions += keep(
      `match_${name}`,
      matchFunction(
        `match_${name}`,
        render(f, (u) => u.bodies[0], name),
      ),
    )
    if (first.rule !== undefined) {
      // The rule's name on the explainer's path is a constant like the others: `ENTER` reads it from a hole of its own.
      const ruleNames = f.map((u) => u.rule!.name)
      const nameExpr = ruleNames.every((n) => n === ruleNames[0]) ? JSON.stringify(ruleNames[0]) : nameSlot(f)
      functions +=
        keep(
          `build_${name}`,
          buildFunction(
            `build_${name}`,
            render(f, (u) => u.bodies[1], name),
          ),
        ) +
        keep(
          `explain_${name}`,
          explainFunction(
            `explain_${name}`,
            nameExpr,
            render(f, (u) => u.bodies[2], name),
          ),
        )
    } else {
      functions += keep(
        `explain_${name}`,
        explainPartFunction(
          `explain_${name}`,
          render(f, (u) => u.bodies[1], name),
        ),
      )
    }
  })
  /** A slot of the explain objects for the names of a family's rules. */
  function nameSlot(f: Unit[]): string {
    const values = new Map<string, Constant>()
    for (const u of f) for (const variant of u.variants) values.set(variant, { k: 'json', value: u.rule!.name })
    const key = JSON.stringify(['explain', 'name', [...values].map(([variant, c]) => [variant, identity(c)])])
    let slot = slots.get(key)
    if (slot === undefined) {
      slot = { obj: 'explain', index: slotIndex('explain'), what: 'name', values, hint: 'name' }
      slots.set(key, slot)
    }
    return `v[${slot.index}]`
  }

  // 5. Roots: a named rule then the end is a call of shared.ts's `whole` (report.ts's `explainWhole`); any other root gets functions of its own.
  let rootCode = ''
  const objectName = (obj: FnKind, variant: string): string => `${obj.toUpperCase()}_${variant}`
  /**
   * Whether a function, or any it reaches, reads a slot: if none does, its root
   * passes \`NO_SLOTS\` rather than its grammar's object, so that a bundle which
   * needs IPv4address does not carry the IP literals a slot object holds.
   */
  const readsSlots = (start: string): boolean => {
    const seen = new Set<string>()
    const todo = [start]
    while (todo.length > 0) {
      const fn = todo.pop()!
      if (seen.has(fn)) continue
      seen.add(fn)
      const text = texts.get(fn) ?? ''
      if ((fn.startsWith('build_') ? /\bv\[(?!0\])|\bv\[0\]\[/ : /\bv\[/).test(text)) return true
      for (const m of text.matchAll(/\b((?:match|build|explain)_\w+)\(/g)) if (m[1] !== fn) todo.push(m[1])
    }
    return false
  }
  let noSlots = false
  for (const root of roots) {
    const call = wholeCallOf(root.node)
    const fam = call === undefined ? undefined : familyNames[units.get(call)!.family]
    const [m, b, x] = (['match', 'build', 'explain'] as const).map((k) => {
      if (fam === undefined || readsSlots(`${k}_${fam}`)) return objectName(k, root.variant)
      noSlots = true
      return k === 'build' ? 'NO_BUILD_SLOTS' : 'NO_SLOTS'
    })
    if (fam !== undefined) {
      rootCode +=
        `const matchWhole${root.name} = /* @__PURE__ */ WHOLE(match_${fam}, ${m})\n` +
        `const buildWhole${root.name} = /* @__PURE__ */ WHOLE(build_${fam}, ${b})\n` +
        `const explainWhole${root.name} = /* @__PURE__ */ EXPLAIN_WHOLE(explain_${fam}, ${x})\n`
    } else {
      const own: Unit = {
        node: root.node,
        rule: undefined,
        owner: root.name,
        variants: new Set([root.variant]),
        key: '',
        family: -1,
        ...codeOf(['match', 'build', 'explain'], (s) => (s.kind === 'build' ? build(root.node, 'fail', 'out', s) : match(root.node, 'fail', s)), isPart),
      }
      const bind = (kind: FnKind, text: Code): Code =>
        text.replace(
          `function ${kind}Whole${root.name}${kind === 'explain' ? explainSignature : signature} {\n`,
          `function ${kind}Whole${root.name}(input: string, p: number${kind === 'explain' ? ', x: Explaining' : ''}): number {\n  const v = ${objectName(kind, root.variant)};\n`,
        )
      rootCode +=
        bind(
          'match',
          matchFunction(
            `matchWhole${root.name}`,
            render([own], (u) => u.bodies[0], root.name),
          ),
        ) +
        bind(
          'build',
          buildFunction(
            `buildWhole${root.name}`,
            render([own], (u) => u.bodies[1], root.name),
          ),
        ) +
        bind(
          'explain',
          explainPartFunction(
            `explainWhole${root.name}`,
            render([own], (u) => u.bodies[2], root.name),
          ),
        )
    }
  }

  // 6. The regex back end (regex.ts): pieces and a test per root marked for it.
  const regex = regexCodeOf(
    roots.filter((root) => root.regex === true).map((root) => ({ name: root.name, node: root.node, variant: root.variant, rule: ruleNameOf(root.node) ?? root.name })),
    (call) => ident(call.name),
  )

  const tablesExport =
    `\n/** The characters each component allows without percent-encoding (grammar/table-sources.ts). */\n` +
    `export const componentTables = {\n${Object.entries(componentTables)
      .map(([name, t]) => `  ${name}: ${tableName(t, name)},\n`)
      .join('')}} as const\n`

  // The slot arrays: one per grammar and kind of function, every one of a kind as long as the others with the same kind of slot at each index (one shape for the engine).
  let objects = ''
  for (const obj of ['match', 'build', 'explain'] as const) {
    const own = [...slots.values()].filter((s) => s.obj === obj)
    for (const variant of variants) {
      const fields = own.map((s) => {
        const c = s.values.get(variant)
        return `/* ${s.index} ${s.what} */ ${c === undefined ? 'undefined' : constantCode(c, s.hint)}`
      })
      if (obj === 'build') fields.unshift(`/* 0 match slots */ ${objectName('match', variant)}`)
      objects += `const ${objectName(obj, variant)}: Slots = [${fields.join(', ')}]\n`
    }
  }

  const named = namedVariants
    .map((variant) => {
      const byName = new Map<string, Unit>()
      for (const u of units.values()) if (u.rule !== undefined && u.variants.has(variant) && !byName.has(u.rule.name)) byName.set(u.rule.name, u)
      const entries = [...byName].map(([name, u]) => `    ${JSON.stringify(name)}: [match_${familyNames[u.family]}, build_${familyNames[u.family]}],\n`).join('')
      return `  ${variant}: /* @__PURE__ */ BIND_NAMED(${objectName('match', variant)}, ${objectName('build', variant)}, {\n${entries}  }),\n`
    })
    .join('')

  // Pure calls: a bundle keeps only the tables and wide tests its roots reach.
  const tableLines = [...tables].map(([hex, name]) => `const ${name} = /* @__PURE__ */ table('${hex}') // ${tableChars(tableFromHex(hex))}\n`).join('')
  // A class's non-ASCII test is a function, and none (NO_WIDE) where a grammar allows no
  // character past U+007F: RFC 3986's roots then carry neither wideAt nor RFC 3987's ranges.
  const wideLines = [...wides].map(([text, name]) => `const ${name}: Fn = ${text === '[]' ? 'NO_WIDE' : `/* @__PURE__ */ WIDE(${text})`}\n`).join('')
  // A long run's sticky expression (shared.ts's `skipper`), its source read on first use from the regular
  // expressions' constant of the same run where there is one (regex.ts's SET…), so the bundle holds it once.
  const sets = new Map<string, string>()
  for (const m of regex.text.matchAll(/^const (SET\d+) = (".*")$/gm)) sets.set(JSON.parse(m[2]) as string, m[1])
  const skipLines = [...skips]
    .map(([text, { name, source, run }]) => {
      const [, flags] = JSON.parse(text) as [string, string, number]
      const set = sets.get(run)
      const expr =
        set === undefined
          ? JSON.stringify(source)
          : source === run
            ? set
            : source
                .split(run)
                .map((part) => JSON.stringify(part))
                .join(` + ${set} + `)
      return `const ${name}: Fn = /* @__PURE__ */ SKIPPER(() => ${expr}, ${JSON.stringify(flags)})\n`
    })
    .join('')
  const listLines = [...lists].map(([text, name]) => `const ${name}: readonly string[] = ${text}\n`).join('')
  return (
    `// @ts-nocheck\n` +
    `/**\n * Generated by \`npm run generate\` from the grammar's IR (tools/grammar/compile.ts): the match,\n` +
    ` * build and explain functions of the whole-input rules and of every named rule they reach,\n` +
    ` * each named after its ABNF rule. Do not edit; spec/grammar/no-codegen.spec.ts checks that it is\n` +
    ` * what the grammar generates now.\n *\n` +
    ` * Every function is (input: string, p: number, v: Slots) => number, an explaining one (input,\n` +
    ` * p, v, x: Explaining) => number: it reads \`input\` from \`p\` and returns where its match ends,\n` +
    ` * or -1; \`v\` holds what its grammar's options change (one array per grammar and kind:\n` +
    ` * MATCH_URI, EXPLAIN_IRI …); \`x\` is the explanation's state (report.ts).\n` +
    ` * Locals: L the input's length, c the code unit at p, r a callee's result.\n */\n` +
    `import * as A from '${paths.actions}'\n` +
    `import { enter as ENTER, explainWhole as EXPLAIN_WHOLE, leave as LEAVE, report as REPORT, HEXDIG as HEX_EXPECTED, NONE, type Explaining } from '${paths.report}'\n` +
    `import { type Capture, bindNamed as BIND_NAMED, box as BOX, HEX_TABLE as HEX, isHex as IS_HEX, repeat as REPEAT, regexRead as REGEX_READ, regexTest as REGEX_TEST, skipper as SKIPPER, table, whole as WHOLE, wideIn as WIDE, noWide as NO_WIDE } from '${paths.shared}'\n` +
    `\n` +
    `type Fn = (input: string, p: number) => number\n` +
    `type Slots = any\n\n` +
    tableLines +
    wideLines +
    listLines +
    functions +
    `\n// Long runs' skips (the explaining functions' slots)\n` +
    skipLines +
    `\n// The slots of each grammar\n` +
    objects +
    (noSlots ? `const NO_SLOTS: Slots = []\nconst NO_BUILD_SLOTS: Slots = [NO_SLOTS]\n` : '') +
    `\n// Each root: its rule, then the end of the input (match, build, explain)\n` +
    rootCode +
    (regex.text === '' ? '' : `\n// The regular expressions (tools/grammar/regex.ts)\n${regex.text}`) +
    tablesExport +
    `\n/** Per grammar, each named rule's [match, build] by its ABNF name. */\n` +
    `export const NAMED: Readonly<Record<string, Readonly<Record<string, readonly [Fn, Fn]>>>> = {\n${named}}\n\n` +
    `export { ${roots.map((r) => `matchWhole${r.name}, buildWhole${r.name}, explainWhole${r.name}`).join(', ')} }\n` +
    (regex.exported.length > 0 ? `export { ${regex.exported.join(', ')} }\n` : '')
  )
}

const tableFromHex = (hex: string): Uint8Array => {
  const t = new Uint8Array(128)
  for (let c = 0; c < 128; c++) t[c] = (parseInt(hex[c >> 2], 16) >> (c & 3)) & 1
  return t
}
