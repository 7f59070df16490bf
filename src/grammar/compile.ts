/**
 * The structure of a rule as data, and a generator from it to JavaScript: the
 * fast `match` (and `build`) of every named rule, one flat function each, made
 * from the same combinators (and the same character tables) as its parsimmon
 * parser, so the speed costs no second grammar. Ordered choice, optional parts
 * and repetition become labelled blocks and loops over one position variable;
 * a character class becomes a loop over its table; a named rule is a call to
 * its own function (shared, not inlined). Nothing is allocated.
 *
 * The code is generated when the package is built, never at run time: `npm run
 * generate` writes `generated.ts` from `grammarModule(roots)`, and a spec checks
 * that the file is what the grammar generates now. The module stands alone:
 * character tables are literals in it, values are built by the named functions
 * of actions.ts, and every function is an export of its own, so code that only
 * validates bundles only the match functions. This file is not loaded at run
 * time. The package runs under a Content-Security-Policy without 'unsafe-eval',
 * and in Node with --disallow-code-generation-from-strings, at full speed.
 */

/** What a rule's structure is, for matching (its values play no part). */
export type Shape =
  | { readonly k: 'class'; readonly table: Uint8Array; readonly pct: boolean; readonly min: number; readonly max: number; readonly expected: readonly string[] }
  | { readonly k: 'literal'; readonly text: string }
  | Terminal
  | { readonly k: 'seq'; readonly parts: readonly Shape[] }
  | { readonly k: 'alt'; readonly parts: readonly Shape[] }
  | { readonly k: 'longest'; readonly parts: readonly Shape[] }
  | { readonly k: 'optional'; readonly part: Shape }
  | { readonly k: 'repeat'; readonly part: Shape; readonly min: number; readonly max: number }
  | { readonly k: 'notClass'; readonly table: Uint8Array; readonly pct: boolean }
  | { readonly k: 'end' }
  | { readonly k: 'empty' }
  | CallShape

/**
 * A primitive given by the length of its match at i (or -1). For explaining a
 * failure, `expected` is what it reports where it fails, and `grows` says
 * whether it reports the same at its end after a match (one more character
 * would still have matched: "25" of a dec-octet could be "255").
 */
export interface Terminal {
  readonly k: 'terminal'
  readonly length: (input: string, i: number) => number
  readonly expected: readonly string[]
  readonly grows: (input: string, i: number, n: number) => boolean
}

/** A named rule, matched by a call to its own function. */
export interface CallShape {
  readonly k: 'call'
  readonly name: string
  readonly target: Shape
  readonly plan: Plan
}

/** How a rule builds its value, for the compiled `build`. */
export type Plan =
  | { readonly k: 'text'; readonly shape: Shape }
  | { readonly k: 'const'; readonly shape: Shape; readonly value: unknown }
  | { readonly k: 'seq'; readonly parts: readonly Plan[] }
  | { readonly k: 'seqf'; readonly parts: readonly Plan[]; readonly f: (...args: never[]) => unknown; readonly spanned: boolean }
  | { readonly k: 'map'; readonly part: Plan; readonly f: (value: never) => unknown }
  | { readonly k: 'spanned'; readonly part: Plan; readonly f: (value: never, start: number, end: number, input: string) => unknown }
  | { readonly k: 'fromSpan'; readonly shape: Shape; readonly f: (start: number, end: number, input: string) => unknown }
  | { readonly k: 'alt'; readonly parts: readonly Plan[] }
  | { readonly k: 'optional'; readonly part: Plan }
  | { readonly k: 'first'; readonly part: Plan; readonly then: Shape }
  | { readonly k: 'second'; readonly before: Shape; readonly part: Plan }
  | { readonly k: 'times'; readonly part: Plan; readonly min: number; readonly max: number }
  | { readonly k: 'longest'; readonly parts: readonly Plan[] }
  | { readonly k: 'call'; readonly shape: CallShape }

/** Generates the code of one shape: it advances `p`, or leaves the block labelled `fail`. */
const generator = (callee: (shape: CallShape) => number, constant: (value: unknown) => string) => {
  let id = 0
  const isHex = (at: string): string => `(h = ${at} < L ? input.charCodeAt(${at}) : -1, h >= 0 && h < 128 && HEX[h] === 1)`

  const gen = (s: Shape, fail: string): string => {
    const n = id++
    switch (s.k) {
      case 'empty':
        return ''
      case 'end':
        return `if (p < L) break ${fail};\n`
      case 'literal': {
        let code = ''
        for (let k = 0; k < s.text.length; k++) {
          const lower = s.text[k].toLowerCase().charCodeAt(0)
          const upper = s.text[k].toUpperCase().charCodeAt(0)
          code += `c = p + ${k} < L ? input.charCodeAt(p + ${k}) : -1; if (c !== ${lower}${upper !== lower ? ` && c !== ${upper}` : ''}) break ${fail};\n`
        }
        return code + `p += ${s.text.length};\n`
      }
      case 'terminal':
        return `r = ${constant(s.length)}(input, p); if (r < 0) break ${fail}; p += r;\n`
      case 'class': {
        const t = constant(s.table)
        const pct = s.pct ? `if (c === 37 && ${isHex('p + 1')} && ${isHex('p + 2')}) { p += 3; continue; }\n` : ''
        if (s.min === 1 && s.max === 1) {
          const pctOne = s.pct ? `else if (c === 37 && ${isHex('p + 1')} && ${isHex('p + 2')}) p += 3;\n` : ''
          return `c = p < L ? input.charCodeAt(p) : -1;\nif (c >= 0 && c < 128 && ${t}[c] === 1) p++;\n${pctOne}else break ${fail};\n`
        }
        const bounded = s.max !== Infinity || s.min > 0
        if (!bounded) {
          return `for (;;) { c = p < L ? input.charCodeAt(p) : -1; if (c >= 0 && c < 128 && ${t}[c] === 1) { p++; continue; }\n${pct}break; }\n`
        }
        const count = `n${n}`
        const pctCounted = s.pct ? `if (c === 37 && ${isHex('p + 1')} && ${isHex('p + 2')}) { p += 3; ${count}++; continue; }\n` : ''
        const limit = s.max === Infinity ? '' : `if (${count} >= ${s.max}) break;\n`
        return (
          `let ${count} = 0;\nfor (;;) { ${limit}c = p < L ? input.charCodeAt(p) : -1; if (c >= 0 && c < 128 && ${t}[c] === 1) { p++; ${count}++; continue; }\n${pctCounted}break; }\n` +
          (s.min > 0 ? `if (${count} < ${s.min}) break ${fail};\n` : '')
        )
      }
      case 'notClass': {
        const t = constant(s.table)
        return `c = p < L ? input.charCodeAt(p) : -1; if ((c >= 0 && c < 128 && ${t}[c] === 1)${s.pct ? ' || c === 37' : ''}) break ${fail};\n`
      }
      case 'seq':
        return s.parts.map((part) => gen(part, fail)).join('')
      case 'call':
        return `r = m${callee(s)}(input, p); if (r < 0) break ${fail}; p = r;\n`
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
      case 'repeat': {
        const limit = s.max === Infinity ? '' : `if (n${n} >= ${s.max}) break;\n`
        return (
          `let n${n} = 0;\nl${n}: for (;;) { ${limit}const s${n} = p;\n` +
          `f${n}: { ${gen(s.part, `f${n}`)} if (p === s${n}) break l${n}; n${n}++; continue l${n}; }\np = s${n}; break; }\n` +
          (s.min > 0 ? `if (n${n} < ${s.min}) break ${fail};\n` : '')
        )
      }
    }
  }
  /** Code that matches like `gen` and leaves the value in the variable `out` (declared by the caller). */
  const genBuild = (b: Plan, fail: string, out: string): string => {
    const n = id++
    switch (b.k) {
      case 'text':
        return `{ const st${n} = p;\n${gen(b.shape, fail)}${out} = input.slice(st${n}, p); }\n`
      case 'const':
        return `${gen(b.shape, fail)}${out} = ${constant(b.value)};\n`
      case 'fromSpan':
        return `{ const st${n} = p;\n${gen(b.shape, fail)}${out} = ${constant(b.f)}(st${n}, p, input); }\n`
      case 'seq':
      case 'seqf': {
        const vs = b.parts.map((_, k) => `v${n}_${k}`)
        const parts = b.parts.map((part, k) => genBuild(part, fail, vs[k])).join('')
        const result =
          b.k === 'seq' ? `[${vs.join(', ')}]` : `${constant(b.f)}(${b.spanned ? `input, st${n}, p, ` : ''}${vs.join(', ')})`
        return `{ const st${n} = p; let ${vs.join(', ')};\n${parts}${out} = ${result}; }\n`
      }
      case 'map':
        return `{ let v${n};\n${genBuild(b.part, fail, `v${n}`)}${out} = ${constant(b.f)}(v${n}); }\n`
      case 'spanned':
        return `{ const st${n} = p; let v${n};\n${genBuild(b.part, fail, `v${n}`)}${out} = ${constant(b.f)}(v${n}, st${n}, p, input); }\n`
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
        return `r = b${callee(b.shape)}(input, p); if (r < 0) break ${fail}; p = r; ${out} = BOX.value;\n`
      case 'first':
        return genBuild(b.part, fail, out) + gen(b.then, fail)
      case 'second':
        return gen(b.before, fail) + genBuild(b.part, fail, out)
      case 'times': {
        const limit = b.max === Infinity ? '' : `if (n${n} >= ${b.max}) break;\n`
        return (
          `{ const arr${n} = []; let n${n} = 0;\nl${n}: for (;;) { ${limit}const s${n} = p; let v${n};\n` +
          `f${n}: { ${genBuild(b.part, `f${n}`, `v${n}`)} if (p === s${n}) break l${n}; arr${n}.push(v${n}); n${n}++; continue l${n}; }\np = s${n}; break; }\n` +
          (b.min > 0 ? `if (n${n} < ${b.min}) break ${fail};\n` : '') +
          `${out} = arr${n}; }\n`
        )
      }
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


/** A rule the generated module starts from (the whole-input rules of the entry points), with the name its functions are exported under. */
export interface Root {
  readonly name: string
  readonly shape: Shape
  readonly plan: Plan
}

const matchFunction = (name: string, body: string): string =>
  `function ${name}(input: string, p: number): number {\n  const L = input.length;\n  let c = 0, h = 0, r = 0;\n  fail: {\n${body}    return p;\n  }\n  return -1;\n}\n`

const buildFunction = (name: string, body: string): string =>
  `function ${name}(input: string, p: number): number {\n  const L = input.length;\n  let c = 0, h = 0, r = 0, out: unknown = null;\n  fail: {\n${body}    BOX.value = out;\n    return p;\n  }\n  return -1;\n}\n`

/** A table as 32 hex digits, four characters a digit (bit k of digit d is character 4d + k). */
const tableHex = (t: Uint8Array): string =>
  Array.from({ length: 32 }, (_, d) => (t[4 * d] | (t[4 * d + 1] << 1) | (t[4 * d + 2] << 2) | (t[4 * d + 3] << 3)).toString(16)).join('')

/**
 * The source of generated.ts: the match and build functions of the roots and of
 * every named rule they reach (`m3`/`b3` for the fourth named rule), the tables
 * they read, and the exports: `matchWhole<Name>`/`buildWhole<Name>` for each
 * root, and `NAMED`, each named rule's [match, build] by its ABNF name. `actions`
 * names the functions values are built by (the exports of actions.ts).
 */
export const grammarModule = (roots: readonly Root[], actions: Readonly<Record<string, unknown>>, componentTables: Readonly<Record<string, Uint8Array>>): string => {
  const named: CallShape[] = []
  const ids = new Map<string, number>()
  const callee = (shape: CallShape): number => {
    let k = ids.get(shape.name)
    if (k === undefined) {
      k = named.push(shape) - 1
      ids.set(shape.name, k)
    }
    return k
  }
  const tables: string[] = []
  const constant = (value: unknown): string => {
    if (value instanceof Uint8Array) {
      const hex = tableHex(value)
      let k = tables.indexOf(hex)
      if (k < 0) k = tables.push(hex) - 1
      return `T${k}`
    }
    if (typeof value === 'function') {
      const name = Object.keys(actions).find((key) => actions[key] === value)
      if (name === undefined) throw new Error(`a rule builds its value with a function that is not an export of actions.ts: ${String(value).slice(0, 80)}`)
      return `A.${name}`
    }
    return value === undefined ? 'undefined' : JSON.stringify(value)
  }
  const { gen, genBuild } = generator(callee, constant)
  let functions = ''
  for (const root of roots) {
    functions += `\n// ${root.name}, then the end of the input\n` + matchFunction(`matchWhole${root.name}`, gen(root.shape, 'fail')) + buildFunction(`buildWhole${root.name}`, genBuild(root.plan, 'fail', 'out'))
  }
  for (let j = 0; j < named.length; j++) {
    const rule = named[j]
    functions += `\n// ${rule.name}\n` + matchFunction(`m${j}`, gen(rule.target, 'fail')) + buildFunction(`b${j}`, genBuild(rule.plan, 'fail', 'out'))
  }
  // The shapes, as data for the explainer: each named rule once, after the rules it calls.
  const shapeIds = new Map<string, number>()
  let shapeLines = ''
  const shapeOf = (sh: Shape): string => {
    switch (sh.k) {
      case 'class':
        return `{ k: 'class', table: ${constant(sh.table)}, pct: ${sh.pct}, min: ${sh.min}, max: ${sh.max === Infinity ? 'Infinity' : sh.max}, expected: ${JSON.stringify(sh.expected)} }`
      case 'literal':
        return `{ k: 'literal', text: ${JSON.stringify(sh.text)} }`
      case 'terminal':
        return `{ k: 'terminal', length: ${constant(sh.length)}, grows: ${constant(sh.grows)}, expected: ${JSON.stringify(sh.expected)} }`
      case 'seq':
      case 'alt':
      case 'longest':
        return `{ k: '${sh.k}', parts: [${sh.parts.map(shapeOf).join(', ')}] }`
      case 'optional':
        return `{ k: 'optional', part: ${shapeOf(sh.part)} }`
      case 'repeat':
        return `{ k: 'repeat', part: ${shapeOf(sh.part)}, min: ${sh.min}, max: ${sh.max === Infinity ? 'Infinity' : sh.max} }`
      case 'notClass':
        return `{ k: 'notClass', table: ${constant(sh.table)}, pct: ${sh.pct} }`
      case 'end':
      case 'empty':
        return `{ k: '${sh.k}' }`
      case 'call': {
        let k = shapeIds.get(sh.name)
        if (k === undefined) {
          const target = shapeOf(sh.target)
          k = shapeIds.size
          shapeIds.set(sh.name, k)
          shapeLines += `const S${k}: Shape = { k: 'call', name: ${JSON.stringify(sh.name)}, target: ${target} }\n`
        }
        return `S${k}`
      }
    }
  }
  const rootShapes = roots.map((root) => `export const shapeWhole${root.name}: Shape = ${shapeOf(root.shape)}\n`).join('')
  const tablesExport =
    `\n/** The characters each component allows without percent-encoding (grammar/table-sources.ts). */\n` +
    `export const componentTables = {\n${Object.entries(componentTables).map(([name, t]) => `  ${name}: ${constant(t)},\n`).join('')}} as const\n`
  const tableLines = tables.map((hex, k) => `const T${k} = table('${hex}')\n`).join('')
  return (
    `// @ts-nocheck\n` +
    `/**\n * Generated by \`npm run generate\` from the grammar (src/grammar/compile.ts): the match and\n` +
    ` * build functions of the whole-input rules and of every named rule they reach. Do not edit;\n` +
    ` * spec/grammar/no-codegen.spec.ts checks that it is what the grammar generates now.\n */\n` +
    `import * as A from './actions.ts'\n` +
    `import type { Shape } from './compile.ts'\n` +
    `import { box as BOX, HEX_TABLE as HEX } from './shared.ts'\n\n` +
    `type Fn = (input: string, p: number) => number\n\n` +
    `/** A character table from 32 hex digits (bit k of digit d is character 4d + k). */\n` +
    `const table = (hex: string): Uint8Array => {\n  const t = new Uint8Array(128)\n  for (let c = 0; c < 128; c++) t[c] = (parseInt(hex[c >> 2], 16) >> (c & 3)) & 1\n  return t\n}\n\n` +
    tableLines +
    functions +
    `\n// The shapes of the whole-input rules, for the explainer (explain.ts).\n` +
    shapeLines +
    rootShapes +
    tablesExport +
    `\n/** Each named rule's [match, build], by its ABNF name. */\n` +
    `export const NAMED: Readonly<Record<string, readonly [Fn, Fn]>> = {\n${named.map((r, j) => `  ${JSON.stringify(r.name)}: [m${j}, b${j}],\n`).join('')}}\n\n` +
    `export { ${roots.map((r) => `matchWhole${r.name}, buildWhole${r.name}`).join(', ')} }\n`
  )
}
