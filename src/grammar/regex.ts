/**
 * The regex back end: from the grammar's IR (ir.ts) to regular expressions of
 * the entry rules, for whole-input validation (`isValid`, `isValidIRI`,
 * `validatorFor`) and as the first step of every entry parser and of
 * `normalizeText` and `resolveText` (parse.ts, `wholeEntry`). Like compile.ts, whose generated modules carry its output,
 * it runs when the package is built, never at run time.
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
 * (`r<k>`), so a bundle carries each rule once; each entry root gets
 * `testWhole<Name>`, shared.ts's `regexTest` of the root's source, which
 * builds its expression from the pieces on first use (`new RegExp`: a regular
 * expression, not code, which no Content-Security-Policy forbids) and answers
 * by the root's explaining function past `REGEX_MAX_LENGTH` (shared.ts) code
 * units or should the engine give up.
 * The explainer ends where the match function ends (spec/grammar/fast-path.spec.ts
 * and explain.spec.ts check it) at about 1.1 to 1.5 times its time, and a
 * parse needs it anyway for its errors: falling back on it rather than on
 * the match function keeps the match functions out of every bundle that
 * validates or parses (about 2 KB gzipped of the '.' bundle).
 */

import type { CallNode, CharClass, Node } from './ir.ts'

/** A piece of a regular expression's source: text, or a named rule's source (a call of its piece function). */
type RegexPiece = string | { readonly rule: string }

/** A code point in a regular expression: letters and digits as they are, anything else escaped (valid with and without the `u` flag). */
const regexChar = (cp: number): string =>
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
const classRegex = (cls: CharClass, min: number, max: number): string => {
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
 */
const guardOf = (part: Node): string | null => {
  if (part.k !== 'seq' || part.parts.length !== 2) return null
  let run = part.parts[0]
  while (run.k === 'call' || (run.k === 'seq' && run.parts.length === 1)) run = run.k === 'call' ? run.target : run.parts[0]
  const stop = part.parts[1]
  if (run.k !== 'class' || run.max !== Infinity || stop.k !== 'literal' || stop.text.length !== 1) return null
  const c = stop.text.charCodeAt(0)
  if (c >= 128 || run.cls.table[c] === 1 || (run.cls.pct && (c === 0x25 || /[0-9A-Fa-f]/.test(stop.text)))) return null
  return `(?=[${regexSet(run.cls)}${run.cls.pct ? '%0-9A-Fa-f' : ''}]*${regexChar(c)})`
}

/**
 * A node as a regular expression's source, of the language ABNF gives it; null
 * when it has no regular form (a terminal without a pattern, or a rule `rule`
 * has no piece for). `rule` names a named rule's piece.
 */
const regexOf = (node: Node, rule: (call: CallNode) => string | null): RegexPiece[] | null => {
  const out: RegexPiece[] = []
  const go = (n: Node): boolean => {
    switch (n.k) {
      case 'empty':
        return true
      case 'end':
        out.push('$')
        return true
      case 'literal':
        for (const ch of n.text) {
          const [lower, upper] = [ch.toLowerCase(), ch.toUpperCase()]
          out.push(lower === upper ? regexChar(ch.codePointAt(0) as number) : `[${lower}${upper}]`)
        }
        return true
      case 'terminal':
        if (n.pattern === undefined) return false
        out.push(n.pattern)
        return true
      case 'class':
        out.push(classRegex(n.cls, n.min, n.max))
        return true
      case 'notClass':
        out.push(`(?![${regexSet(n.cls)}]${n.cls.pct ? '|%' : ''})`)
        return true
      case 'seq':
        return n.parts.every(go)
      case 'alt':
      case 'longest':
        out.push('(?:')
        for (let k = 0; k < n.parts.length; k++) {
          if (k > 0) out.push('|')
          if (!go(n.parts[k])) return false
        }
        out.push(')')
        return true
      case 'optional':
        out.push('(?:' + (guardOf(n.part) ?? ''))
        if (!go(n.part)) return false
        out.push(')?')
        return true
      case 'repeat':
        out.push('(?:')
        if (!go(n.part)) return false
        out.push(`)${regexCount(n.min, n.max)}`)
        return true
      case 'call': {
        const name = rule(n)
        if (name === null) return false
        out.push({ rule: name })
        return true
      }
    }
  }
  return go(node) ? out : null
}

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

/** The code of a piece list: one string expression. */
const regexCode = (pieces: readonly RegexPiece[]): string => {
  const parts: string[] = []
  let text = ''
  for (const piece of pieces) {
    if (typeof piece === 'string') text += piece
    else {
      if (text !== '') parts.push(JSON.stringify(text))
      text = ''
      parts.push(`${piece.rule}()`)
    }
  }
  if (text !== '' || parts.length === 0) parts.push(JSON.stringify(text))
  return parts.join(' + ')
}

/** A root that gets a test: the name its functions are exported under, its node, and the ABNF name of the rule it matches. */
export interface RegexRoot {
  readonly name: string
  readonly node: Node
  readonly rule: string
}

/** What `regexCodeOf` adds to a generated module: the pieces and tests, their export names, and the rules (by index) with a piece. */
export interface RegexCode {
  readonly text: string
  readonly exported: readonly string[]
  readonly pieces: ReadonlySet<number>
}

/**
 * The pieces of the named rules the roots reach (`r<k>`, k the rule's index in
 * the module: `index`) and a `testWhole<Name>` per root. A rule of the base
 * module (`imported` gives its index there) is its `G.r<k>`, when that module
 * has one (`importedPieces`). Throws when a root has no regular form: a
 * terminal without a pattern, or recursion.
 */
export const regexCodeOf = (
  roots: readonly RegexRoot[],
  index: (call: CallNode) => number | undefined,
  imported: (call: CallNode) => number | undefined,
  importedPieces: ReadonlySet<number>,
): RegexCode => {
  const pieceNames = new Map<CallNode, string | null>()
  const pieces: string[] = []
  const pieceOf = (call: CallNode): string | null => {
    const shared = imported(call)
    if (shared !== undefined) return importedPieces.has(shared) ? `G.r${shared}` : null
    const known = pieceNames.get(call)
    if (known !== undefined) return known
    pieceNames.set(call, null) // a rule reached again while its piece is made (recursion) has no regular form
    const k = index(call)
    const body = k === undefined ? null : regexOf(call.target, pieceOf)
    if (k === undefined || body === null) return null
    pieces[k] = `const r${k} = (): string => ${regexCode(['(?:', ...body, ')'])}\n`
    pieceNames.set(call, `r${k}`)
    return `r${k}`
  }
  let tests = ''
  const testNames: string[] = []
  roots.forEach((root) => {
    const body = regexOf(root.node, pieceOf)
    if (body === null) throw new Error(`the root ${root.name} has no regular expression (a terminal without a pattern, or recursion)`)
    testNames.push(`testWhole${root.name}`)
    // A call marked pure, so that a bundle which never tests by this root drops it.
    tests +=
      `\n/** ${root.name}: whether the whole input matches ${root.rule} (shared.ts's \`regexTest\`: by its regular expression, else by its explaining function). */\n` +
      `const testWhole${root.name}: (input: string) => boolean = /* @__PURE__ */ REGEX_TEST(() => ${regexCode(['^', ...body])}, ${JSON.stringify(needsUnicode(root.node) ? 'u' : '')}, explainWhole${root.name})\n`
  })
  const pieceNumbers = pieces.flatMap((piece, k) => (piece === undefined ? [] : [k]))
  return {
    text: pieces.filter((piece) => piece !== undefined).join('') + tests,
    exported: [...testNames, ...pieceNumbers.map((k) => `r${k}`)],
    pieces: new Set(pieceNumbers),
  }
}
