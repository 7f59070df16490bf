/**
 * The generated-code back end: from the grammar's IR (ir.ts) to JavaScript, the
 * fast `match` (and `build`) of every named rule, one flat function each, made
 * from the same IR (and the same character tables) as the interpreter, the
 * explainer and the parsimmon parsers, so the speed costs no second grammar. Ordered choice, optional parts
 * and repetition become labelled blocks and loops over one position variable;
 * a character class becomes a loop over its table; a named rule is a call to
 * its own function (shared, not inlined). Nothing is allocated.
 *
 * The code is generated when the package is built, never at run time: `npm run
 * generate` writes `generated.ts` from `grammarModule(roots)`, and a spec checks
 * that the file is what the grammar generates now. The module stands alone:
 * character tables are literals in it, values are built by the named functions
 * of actions.ts, and every function is an export of its own, so a bundle
 * carries only the functions its code reaches (validating and parsing reach
 * the regular expressions and the explaining functions, regex.ts). This file is not loaded at run
 * time. The package runs under a Content-Security-Policy without 'unsafe-eval',
 * and in Node with --disallow-code-generation-from-strings, at full speed.
 */

import type { CallNode, CharClass, Node } from './ir.ts'
import { regexCodeOf } from './regex.ts'
import { HEX_TABLE } from './shared.ts'

/**
 * Generates the code of a node: it advances `p`, or leaves the block labelled
 * `fail`. With `explain`, the code also reports as the explainer does
 * (report.ts): where each primitive stops, what could have come there; and named
 * rules are called through their explaining functions.
 */
const generator = (
  callee: (node: CallNode, kind: 'm' | 'b' | 'x') => string,
  constant: (value: unknown) => string,
  list: (expected: readonly string[]) => string,
  explain = false,
  subroutine: (node: Node, explain: boolean) => string | undefined = () => undefined,
) => {
  let id = 0
  const isHex = (at: string): string => `(h = ${at} < L ? input.charCodeAt(${at}) : -1, h >= 0 && h < 128 && HEX[h] === 1)`
  const pctAt = `c === 37 && ${isHex('p + 1')} && ${isHex('p + 2')}`
  /** The test that a class element starts at p, `c` its first code unit; `then` runs after p moved past it. */
  const element = (cls: CharClass, then: string): string =>
    `if (c >= 0 && c < 128 && ${constant(cls.table)}[c] === 1) { p++; ${then} }\n` +
    (cls.pct ? `if (${pctAt}) { p += 3; ${then} }\n` : '') +
    (cls.wide.length > 0 ? `if (c >= 128 && (r = WIDE(${constant(cls.wide)}, input, p)) > 0) { p += r; ${then} }\n` : '')
  /** A report (explaining only). */
  const report = (at: string, expected: readonly string[]): string => (explain ? `REPORT(${at}, ${list(expected)}); ` : '')
  /** Where a class run stops short of its max (explaining only): a broken "%" expects HEXDIG, anything else one more element. */
  const stop = (cls: CharClass): string =>
    !explain
      ? ''
      : (cls.pct ? `if (c === 37) { if (!${isHex('p + 1')}) REPORT(p + 1, HEX_EXPECTED); else REPORT(p + 2, HEX_EXPECTED); } else ` : '') + `REPORT(p, ${list(cls.expected)});\n`
  const prefix = explain ? ('x' as const) : ('m' as const)

  /** `whole`: the node's own code even where it has a subroutine (the subroutine's body). */
  const gen = (s: Node, fail: string, whole = false): string => {
    const sub = whole ? undefined : subroutine(s, explain)
    if (sub !== undefined) return `r = ${sub}(input, p); if (r < 0) break ${fail}; p = r;\n`
    const n = id++
    switch (s.k) {
      case 'empty':
        return ''
      case 'end':
        return `if (p < L) { ${report('p', ['end of input'])}break ${fail}; }\n`
      case 'literal': {
        let code = ''
        for (let k = 0; k < s.text.length; k++) {
          const lower = s.text[k].toLowerCase().charCodeAt(0)
          const upper = s.text[k].toUpperCase().charCodeAt(0)
          const at = k === 0 ? 'p' : `p + ${k}`
          code += `c = ${at} < L ? input.charCodeAt(${at}) : -1; if (c !== ${lower}${upper !== lower ? ` && c !== ${upper}` : ''}) { ${report(at, [JSON.stringify(s.text[k])])}break ${fail}; }\n`
        }
        return code + `p += ${s.text.length};\n`
      }
      case 'terminal':
        if (explain) return `r = ${constant(s.length)}(input, p); if (r < 0) { ${report('p', s.expected)}break ${fail}; } if (${constant(s.grows)}(input, p, r)) ${report('p + r', s.expected)}p += r;\n`
        return `r = ${constant(s.length)}(input, p); if (r < 0) break ${fail}; p += r;\n`
      case 'class': {
        const read = `c = p < L ? input.charCodeAt(p) : -1;\n`
        if (s.min === 1 && s.max === 1) return `e${n}: { ${read}${element(s.cls, `break e${n};`)}${stop(s.cls)}break ${fail}; }\n`
        const bounded = s.max !== Infinity || s.min > 0
        if (!bounded) return `for (;;) { ${read}${element(s.cls, 'continue;')}${stop(s.cls)}break; }\n`
        const count = `n${n}`
        const limit = s.max === Infinity ? '' : `if (${count} >= ${s.max}) break;\n`
        return (
          `let ${count} = 0;\nfor (;;) { ${limit}${read}${element(s.cls, `${count}++; continue;`)}${stop(s.cls)}break; }\n` +
          (s.min > 0 ? `if (${count} < ${s.min}) break ${fail};\n` : '')
        )
      }
      case 'notClass': {
        const read = `c = p < L ? input.charCodeAt(p) : -1;\n`
        // Any "%" counts where triplets do, broken or not (ir.ts); the element test moves p, so it runs on a copy.
        return `{ const s${n} = p; ${read}${s.cls.pct ? `if (c === 37) { ${report('p', [])}break ${fail}; }\n` : ''}${element({ ...s.cls, pct: false }, `p = s${n}; ${report('p', [])}break ${fail};`)}}\n`
      }
      case 'seq':
        return s.parts.map((part) => gen(part, fail)).join('')
      case 'call':
        return `r = ${callee(s, prefix)}(input, p); if (r < 0) break ${fail}; p = r;\n`
      case 'alt': {
        const ok = `ok${n}`
        let code = `{ const s${n} = p;\n${ok}: {\n`
        s.parts.forEach((part, k) => {
          code += `a${n}_${k}: { ${gen(part, `a${n}_${k}`)} break ${ok}; }\np = s${n};\n`
        })
        return code + `break ${fail};\n} }\n`
      }
      case 'longest': {
        let code = `{ const s${n} = p; let b${n} = -1;\n`
        s.parts.forEach((part, k) => {
          code += `a${n}_${k}: { ${gen(part, `a${n}_${k}`)} if (p > b${n}) b${n} = p; }\np = s${n};\n`
        })
        return code + `if (b${n} < 0) break ${fail};\np = b${n}; }\n`
      }
      case 'optional':
        return `{ const s${n} = p;\nok${n}: { f${n}: { ${gen(s.part, `f${n}`)} break ok${n}; }\np = s${n}; } }\n`
      case 'repeat':
        return repeat(n, s.min, s.max, fail, (f) => gen(s.part, f), '', '')
    }
  }

  /**
   * A repetition's loop (ir.ts): greedy, an empty iteration ends it and counts
   * as far as min needs. `body` matches one iteration (leaving `v${n}` when
   * building); `push` keeps a value, `fill` the empty iteration's value up to min.
   */
  const repeat = (n: number, min: number, max: number, fail: string, body: (fail: string) => string, push: string, fill: string): string => {
    const limit = max === Infinity ? '' : `if (n${n} >= ${max}) break;\n`
    return (
      `let n${n} = 0;\nl${n}: for (;;) { ${limit}const s${n} = p;${push === '' ? '' : ` let v${n};`}\n` +
      `f${n}: { ${body(`f${n}`)} if (p === s${n}) { ${fill}if (n${n} < ${min}) n${n} = ${min}; break l${n}; } ${push}n${n}++; continue l${n}; }\np = s${n}; break; }\n` +
      (min > 0 ? `if (n${n} < ${min}) break ${fail};\n` : '')
    )
  }

  /**
   * Code that matches like `gen` and leaves the node's value in the variable `out` (declared by the caller).
   * `matcher` names a function that matches `b` already (a rule's own `m` function): a value taken
   * from the matched text then calls it rather than repeating its code.
   */
  const genBuild = (b: Node, fail: string, out: string, matcher?: string): string => {
    const n = id++
    const a = b.action
    if (a !== undefined && (a.k === 'text' || a.k === 'value' || a.k === 'span')) {
      const value = a.k === 'text' ? `input.slice(st${n}, p)` : a.k === 'value' ? constant(a.value) : `${constant(a.f)}(st${n}, p, input)`
      const match = matcher === undefined ? gen(b, fail) : `r = ${matcher}(input, p); if (r < 0) break ${fail}; p = r;\n`
      return `{ const st${n} = p;\n${match}${out} = ${value}; }\n`
    }
    if (a !== undefined && b.k !== 'seq') {
      // An action on the node's own value.
      const v = `w${n}`
      const call = a.k === 'apply' ? `${constant(a.f)}(${v})` : a.k === 'node' ? `${constant(a.f)}(input, st${n}, p, ${v})` : v
      return `{ const st${n} = p; let ${v};\n${ownBuild(b, fail, v, false)}${out} = ${call}; }\n`
    }
    return ownBuild(b, fail, out, true)
  }

  /** The node's own value (a seq's with its action when `withAction`: a seq's action takes its parts' values). */
  const ownBuild = (b: Node, fail: string, out: string, withAction: boolean): string => {
    const n = id++
    switch (b.k) {
      case 'literal':
        // Without letters the matched text is the literal itself: no need to slice it out.
        if (b.text.toLowerCase() === b.text.toUpperCase()) return `${gen(b, fail)}${out} = ${constant(b.text)};\n`
        return `{ const st${n} = p;\n${gen(b, fail)}${out} = input.slice(st${n}, p); }\n`
      case 'terminal':
      case 'class':
        return `{ const st${n} = p;\n${gen(b, fail)}${out} = input.slice(st${n}, p); }\n`
      case 'empty':
      case 'end':
      case 'notClass':
        return `${gen(b, fail)}${out} = null;\n`
      case 'seq': {
        const a = withAction ? b.action : undefined
        const pick = a?.k === 'pick' ? a.index : -1
        const vs = b.parts.map((_, k) => `v${n}_${k}`)
        const parts = b.parts.map((part, k) => (pick < 0 || k === pick ? genBuild(part, fail, vs[k]) : gen(part, fail))).join('')
        const result =
          a === undefined
            ? `[${vs.join(', ')}]`
            : a.k === 'pick'
              ? vs[pick]
              : a.k === 'apply'
                ? `${constant(a.f)}(${vs.join(', ')})`
                : a.k === 'node'
                  ? `${constant(a.f)}(input, st${n}, p, ${vs.join(', ')})`
                  : 'null'
        const declared = pick < 0 ? vs.join(', ') : vs[pick]
        return `{ const st${n} = p; let ${declared};\n${parts}${out} = ${result}; }\n`
      }
      case 'alt': {
        let code = `{ const s${n} = p;\nok${n}: {\n`
        b.parts.forEach((part, k) => {
          code += `a${n}_${k}: { ${genBuild(part, `a${n}_${k}`, out)} break ok${n}; }\np = s${n};\n`
        })
        return code + `break ${fail};\n} }\n`
      }
      case 'optional':
        return `{ const s${n} = p;\nok${n}: { f${n}: { ${genBuild(b.part, `f${n}`, out)} break ok${n}; }\np = s${n}; ${out} = null; } }\n`
      case 'call':
        return `r = ${callee(b, 'b')}(input, p); if (r < 0) break ${fail}; p = r; ${out} = BOX.value;\n`
      case 'repeat':
        return (
          `{ const arr${n} = [];\n` +
          repeat(n, b.min, b.max, fail, (f) => genBuild(b.part, f, `v${n}`), `arr${n}.push(v${n}); `, `while (arr${n}.length < ${b.min}) arr${n}.push(v${n}); `) +
          `${out} = arr${n}; }\n`
        )
      case 'longest': {
        let code = `{ const s${n} = p; let b${n} = -1, bv${n} = null;\n`
        b.parts.forEach((part, k) => {
          code += `a${n}_${k}: { let v; ${genBuild(part, `a${n}_${k}`, 'v')} if (p > b${n}) { b${n} = p; bv${n} = v; } }\np = s${n};\n`
        })
        return code + `if (b${n} < 0) break ${fail};\np = b${n}; ${out} = bv${n}; }\n`
      }
    }
  }
  return { gen, genBuild }
}

/** Shared parts shorter than this many characters of code stay inline: a call costs more than it saves. */
const SUBROUTINE_MIN_LENGTH = 400

/**
 * The unnamed nodes a module's rules reach more than once (the grammar shares
 * them by identity: ls32 in five of IPv6address's alternatives) whose code is
 * long: each gets a match and an explain function of its own (`s<k>`, `sx<k>`),
 * not a copy of its code at every place. They are not rules: no name on the
 * explainer's path, no function in `NAMED`.
 */
const sharedNodes = (roots: readonly Root[], imported: ReadonlyMap<CallNode, number>, long: (node: Node) => boolean): ReadonlyMap<Node, number> => {
  const uses = new Map<Node, number>()
  const rules = new Set<CallNode>()
  const visit = (n: Node): void => {
    if (n.k === 'call') {
      if (!imported.has(n) && !rules.has(n)) {
        rules.add(n)
        visit(n.target)
      }
      return
    }
    uses.set(n, (uses.get(n) ?? 0) + 1)
    if (n.k === 'seq' || n.k === 'alt' || n.k === 'longest') n.parts.forEach(visit)
    else if (n.k === 'optional' || n.k === 'repeat') visit(n.part)
  }
  roots.forEach((root) => visit(root.node))
  const shared = new Map<Node, number>()
  for (const [n, count] of uses) if (count > 1 && long(n)) shared.set(n, shared.size)
  return shared
}

/** The ABNF name of the rule a root matches: its first named rule (a root is the rule, then the end of the input). */
const ruleNameOf = (n: Node): string | undefined =>
  n.k === 'call' ? n.name : n.k === 'seq' && n.parts.length > 0 ? ruleNameOf(n.parts[0]) : undefined

/** A rule the generated module starts from (the whole-input rules of the entry points), with the name its functions are exported under. */
export interface Root {
  readonly name: string
  readonly node: Node
  /** Whether the root also gets a regular expression (regex.ts: `testWhole<Name>`); only for rules whose PEG reading is their ABNF language. */
  readonly regex?: boolean
}

/** The named rule a root runs when the root is that rule then the end of the input (`skip(rule, endOfInput)`), keeping its value. */
const wholeCallOf = (node: Node): CallNode | undefined => {
  if (node.k !== 'seq' || node.parts.length !== 2 || node.parts[1].k !== 'end') return undefined
  const [first] = node.parts
  const keepsFirst = node.action === undefined || (node.action.k === 'pick' && node.action.index === 0)
  return first.k === 'call' && first.action === undefined && keepsFirst ? first : undefined
}

const matchFunction = (name: string, body: string): string =>
  `function ${name}(input: string, p: number): number {\n  const L = input.length;\n  let c = 0, h = 0, r = 0;\n  fail: {\n${body}    return p;\n  }\n  return -1;\n}\n`

const explainFunction = (name: string, rule: string, body: string): string =>
  `function ${name}(input: string, p: number): number {\n  const L = input.length;\n  let c = 0, h = 0, r = 0;\n  const st = p, o = ENTER(${JSON.stringify(rule)});\n  fail: {\n${body}    return LEAVE(o, st, p);\n  }\n  return LEAVE(o, st, -1);\n}\n`

const buildFunction = (name: string, body: string): string =>
  `function ${name}(input: string, p: number): number {\n  const L = input.length;\n  let c = 0, h = 0, r = 0, out: unknown = null;\n  fail: {\n${body}    BOX.value = out;\n    return p;\n  }\n  return -1;\n}\n`

/** A table as 32 hex digits, four characters a digit (bit k of digit d is character 4d + k). */
const tableHex = (t: Uint8Array): string =>
  Array.from({ length: 32 }, (_, d) => (t[4 * d] | (t[4 * d + 1] << 1) | (t[4 * d + 2] << 2) | (t[4 * d + 3] << 3)).toString(16)).join('')

/** HEXDIG's table as the 32 hex digits `tableHex` writes: the generated code reads it as shared.ts's `HEX_TABLE` (imported as `HEX`). */
const HEXDIG_DIGITS = tableHex(HEX_TABLE)

/** Where the generated module imports its run-time helpers from (a spec generates next to itself). */
export interface ModulePaths {
  readonly actions: string
  readonly report: string
  readonly shared: string
}

const SRC_PATHS: ModulePaths = { actions: './actions.ts', report: './report.ts', shared: './shared.ts' }

/**
 * A generated module the next one imports shared rules from: its path (from
 * the importing module) and its named rules in the order of their functions.
 */
export interface BaseModule {
  readonly path: string
  readonly named: readonly CallNode[]
  /** The named rules (by index) the module has a regex piece `r<k>` for. */
  readonly pieces?: ReadonlySet<number>
}

/** A generated module's text, and its named rules (the functions `m<k>`, `b<k>`, `x<k>` are exported). */
export interface GeneratedModule {
  readonly text: string
  readonly named: readonly CallNode[]
  /** The named rules (by index) it has a regex piece `r<k>` for. */
  readonly pieces: ReadonlySet<number>
}

/**
 * The source of generated.ts: the match and build functions of the roots and of
 * every named rule they reach (`m3`/`b3`/`x3` for the fourth named rule), the tables
 * they read, and the exports: `matchWhole<Name>`, `buildWhole<Name>` and
 * `explainWhole<Name>` (the explainer: it reports to report.ts) for each root,
 * every named rule's functions, and `NAMED`, each named rule's [match, build]
 * by its ABNF name. `actions` names the functions values are built by (the
 * exports of actions.ts). Functions belong to nodes: two different rules under
 * one name (RFC 6874's IP-literal and RFC 3986's) get a function each, and
 * `NAMED` lists the first one reached from the roots in order, so the first
 * roots' grammar is the one linked by name. With a `base` module, a rule that
 * module already has is imported from it, not generated again (the IRI grammar
 * shares scheme, port, IP literals … with RFC 3986's).
 */
export const generateModule = (
  roots: readonly Root[],
  actions: Readonly<Record<string, unknown>>,
  componentTables: Readonly<Record<string, Uint8Array>>,
  paths: ModulePaths = SRC_PATHS,
  base?: BaseModule,
): GeneratedModule => {
  const named: CallNode[] = []
  const ids = new Map<CallNode, number>()
  const imported = new Map<CallNode, number>(base === undefined ? [] : base.named.map((node, k) => [node, k] as const))
  const callee = (node: CallNode, kind: 'm' | 'b' | 'x'): string => {
    const shared = imported.get(node)
    if (shared !== undefined) return `G.${kind}${shared}`
    let k = ids.get(node)
    if (k === undefined) {
      k = named.push(node) - 1
      ids.set(node, k)
    }
    return `${kind}${k}`
  }
  const tables: string[] = []
  const wides: string[] = []
  const constant = (value: unknown): string => {
    if (value instanceof Uint8Array) {
      const hex = tableHex(value)
      if (hex === HEXDIG_DIGITS) return 'HEX'
      let k = tables.indexOf(hex)
      if (k < 0) k = tables.push(hex) - 1
      return `T${k}`
    }
    if (Array.isArray(value)) {
      const text = `[${value.map((x: number) => `0x${x.toString(16)}`).join(', ')}]`
      let k = wides.indexOf(text)
      if (k < 0) k = wides.push(text) - 1
      return `W${k}`
    }
    if (typeof value === 'function') {
      const name = Object.keys(actions).find((key) => actions[key] === value)
      if (name === undefined) throw new Error(`a rule builds its value with a function that is not an export of actions.ts: ${String(value).slice(0, 80)}`)
      return `A.${name}`
    }
    return value === undefined ? 'undefined' : JSON.stringify(value)
  }
  const lists: string[] = []
  const list = (expected: readonly string[]): string => {
    if (expected.length === 0) return 'NONE'
    const text = JSON.stringify(expected)
    let k = lists.indexOf(text)
    if (k < 0) k = lists.push(text) - 1
    return `X${k}`
  }
  const subroutines = sharedNodes(roots, imported, (node) => generator(() => 'f', constant, list).gen(node, 'fail', true).length >= SUBROUTINE_MIN_LENGTH)
  const pending: (readonly [Node, boolean, string])[] = []
  const subroutineNames = new Map<Node, readonly [string, string]>()
  const subroutine = (node: Node, explain: boolean): string | undefined => {
    const k = subroutines.get(node)
    if (k === undefined) return undefined
    let names = subroutineNames.get(node)
    if (names === undefined) {
      names = [`s${k}`, `sx${k}`] as const
      subroutineNames.set(node, names)
      pending.push([node, false, names[0]], [node, true, names[1]])
    }
    return names[explain ? 1 : 0]
  }
  const { gen, genBuild } = generator(callee, constant, list, false, subroutine)
  const explaining = generator(callee, constant, list, true, subroutine)
  let functions = ''
  for (const root of roots) {
    const call = wholeCallOf(root.node)
    functions +=
      `\n// ${root.name}, then the end of the input\n` +
      (call !== undefined
        ? // A named rule then the end: shared.ts's `whole` and report.ts's `explainWhole` say so once for every root.
          `const matchWhole${root.name}: Fn = /* @__PURE__ */ WHOLE(${callee(call, 'm')})\n` +
          `const buildWhole${root.name}: Fn = /* @__PURE__ */ WHOLE(${callee(call, 'b')})\n` +
          `const explainWhole${root.name}: Fn = /* @__PURE__ */ EXPLAIN_WHOLE(${callee(call, 'x')})\n`
        : matchFunction(`matchWhole${root.name}`, gen(root.node, 'fail')) +
          buildFunction(`buildWhole${root.name}`, genBuild(root.node, 'fail', 'out')) +
          matchFunction(`explainWhole${root.name}`, explaining.gen(root.node, 'fail')))
  }
  for (let j = 0; j < named.length; j++) {
    const rule = named[j]
    functions +=
      `\n// ${rule.name}\n` +
      matchFunction(`m${j}`, gen(rule.target, 'fail')) +
      buildFunction(`b${j}`, genBuild(rule.target, 'fail', 'out', `m${j}`)) +
      explainFunction(`x${j}`, rule.name, explaining.gen(rule.target, 'fail'))
  }
  // The shared parts' functions (their bodies may reach further shared parts).
  for (let j = 0; j < pending.length; j++) {
    const [node, explain, name] = pending[j]
    functions += matchFunction(name, explain ? explaining.gen(node, 'fail', true) : gen(node, 'fail', true))
  }
  // The regex back end (regex.ts): pieces and a test per root marked for it.
  const regex = regexCodeOf(
    roots.filter((root) => root.regex === true).map((root) => ({ ...root, rule: ruleNameOf(root.node) ?? root.name })),
    (call) => ids.get(call),
    (call) => imported.get(call),
    base?.pieces ?? new Set<number>(),
  )
  functions += regex.text
  const tablesExport =
    `\n/** The characters each component allows without percent-encoding (grammar/table-sources.ts). */\n` +
    `export const componentTables = {\n${Object.entries(componentTables).map(([name, t]) => `  ${name}: ${constant(t)},\n`).join('')}} as const\n`
  const tableLines = tables.map((hex, k) => `const T${k} = table('${hex}')\n`).join('')
  const wideLines = wides.map((text, k) => `const W${k}: readonly number[] = ${text}\n`).join('')
  const listLines = lists.map((text, k) => `const X${k}: readonly string[] = ${text}\n`).join('')
  const text =
    `// @ts-nocheck\n` +
    `/**\n * Generated by \`npm run generate\` from the grammar's IR (src/grammar/compile.ts): the match and\n` +
    ` * build functions of the whole-input rules and of every named rule they reach. Do not edit;\n` +
    ` * spec/grammar/no-codegen.spec.ts checks that it is what the grammar generates now.\n */\n` +
    `import * as A from '${paths.actions}'\n` +
    `import { enter as ENTER, explainWhole as EXPLAIN_WHOLE, leave as LEAVE, report as REPORT, HEXDIG as HEX_EXPECTED, NONE } from '${paths.report}'\n` +
    `import { box as BOX, HEX_TABLE as HEX, regexTest as REGEX_TEST, table, whole as WHOLE, wideAt as WIDE } from '${paths.shared}'\n` +
    (base === undefined ? '' : `import * as G from '${base.path}'\n`) +
    `\n` +
    `type Fn = (input: string, p: number) => number\n\n` +
    tableLines +
    wideLines +
    listLines +
    functions +
    tablesExport +
    `\n/** Each named rule's [match, build], by its ABNF name. */\n` +
    `export const NAMED: Readonly<Record<string, readonly [Fn, Fn]>> = {\n${named
      .map((r, j) => (named.findIndex((o) => o.name === r.name) === j ? `  ${JSON.stringify(r.name)}: [m${j}, b${j}],\n` : ''))
      .join('')}}\n\n` +
    `export { ${roots.map((r) => `matchWhole${r.name}, buildWhole${r.name}, explainWhole${r.name}`).join(', ')} }\n` +
    `export { ${named.map((_, j) => `m${j}, b${j}, x${j}`).join(', ')} }\n` +
    (regex.exported.length > 0 ? `export { ${regex.exported.join(', ')} }\n` : '')
  return { text, named, pieces: regex.pieces }
}

/** The text of a generated module with no base (see `generateModule`). */
export const grammarModule = (
  roots: readonly Root[],
  actions: Readonly<Record<string, unknown>>,
  componentTables: Readonly<Record<string, Uint8Array>>,
  paths: ModulePaths = SRC_PATHS,
): string => generateModule(roots, actions, componentTables, paths).text
