/**
 * What an `@example` line says it gives, checked: a line `expression   // claim`
 * whose claim begins with a value as the reference writes values (`true`,
 * `'text'`, `42`, `null`, `[…]`, `{…}`, `Right(…)`, `Left(…)`, `some(…)`,
 * `none`, `Uint8Array [72, 105]`), up to the first ":" or "," that starts the
 * prose after it. spec/heavy/api-examples.spec.ts rewrites each such line into
 * a call of `checkClaim` and runs the example.
 *
 * How a claim is read: an object names some of the value's fields (the others
 * may be there); "…" in an array's last place stands for more items, as a
 * field's value for any value, at a string's end for the rest of the text.
 */
import * as util from 'node:util'

/** The characters of a text outside its string literals ('…', "…", `…`, escapes within them skipped), with their index; and whether a literal is left open. */
const unquoted = (text: string): { readonly chars: readonly (readonly [number, string])[]; readonly open: boolean } => {
  const chars: [number, string][] = []
  let quote: string | null = null
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]
    if (quote !== null) {
      if (ch === '\\') i++
      else if (ch === quote) quote = null
    } else if (ch === "'" || ch === '"' || ch === '`') quote = ch
    else chars.push([i, ch])
  }
  return { chars, open: quote !== null }
}

/** How deep a text's brackets are at its end (or where `stop` says), -1 when one closes that did not open; -1 too for a string left open. */
const depthOf = (text: string, stop?: (i: number, ch: string, depth: number) => boolean): { readonly depth: number; readonly end: number } => {
  const { chars, open } = unquoted(text)
  let depth = 0
  for (const [i, ch] of chars) {
    if ('([{'.includes(ch)) depth++
    else if (')]}'.includes(ch) && --depth < 0) return { depth: -1, end: i }
    else if (stop?.(i, ch, depth)) return { depth, end: i }
  }
  return { depth: open ? -1 : depth, end: text.length }
}

/** The claim a comment begins with (the text of its value), or null when it begins with prose. */
export const claimOf = (comment: string): string | null => {
  const { depth, end } = depthOf(comment, (i, ch, d) => d === 0 && (ch === ':' || ch === ';' || ch === ',' || (ch === ' ' && !comment.startsWith('Uint8Array ', i - 10))))
  const claim = comment.slice(0, end).trim()
  return depth === 0 && /^(Right|Left|some|none|true|false|null|undefined|Uint8Array|'|"|`|-?\d|\[|\{)/.test(claim) ? claim : null
}

/** Whether a line's code is one whole expression or declaration (not the tail of one that began on an earlier line). */
export const isWhole = (code: string): boolean => depthOf(code).depth === 0

const MORE = Symbol('more items')
const ANY = Symbol('any value')

/** The claim as JavaScript: "…" outside strings read as above, `Uint8Array [a, b]` as its octets. */
const claimSource = (claim: string): string => {
  let out = claim
  // From the end, so that each index still stands where it did.
  for (const [i] of unquoted(claim)
    .chars.filter(([, ch]) => ch === '…')
    .reverse())
    out = `${out.slice(0, i)}__ELIDED__${out.slice(i + 1)}`
  return out
    .replace(/Uint8Array \[/g, '[')
    .replace(/:\s*__ELIDED__/g, ': __ANY__')
    .replace(/,?\s*__ELIDED__\s*(?=\])/g, (m) => (m.startsWith(',') ? ', __MORE__' : '__MORE__'))
    .replace(/,?\s*__ELIDED__\s*(?=\})/g, '')
}

const valueOf = (claim: string): unknown =>
  // A claim is the documentation's own text, read in the specs only: the package never evaluates code.
  new Function('Right', 'Left', 'some', 'none', '__MORE__', '__ANY__', `return (${claimSource(claim)})`)(
    (right: unknown) => ({ _tag: 'Right', right }),
    (left: unknown) => ({ _tag: 'Left', left }),
    (value: unknown) => ({ _tag: 'Some', value }),
    { _tag: 'None' },
    MORE,
    ANY,
  )

const fits = (actual: unknown, want: unknown): boolean => {
  if (want === ANY) return true
  if (typeof want === 'string' && want.endsWith('…')) return typeof actual === 'string' && actual.startsWith(want.slice(0, -1))
  if (want === null || typeof want !== 'object') return Object.is(actual, want)
  if (Array.isArray(want)) {
    const more = want[want.length - 1] === MORE
    const items = more ? want.slice(0, -1) : want
    const got = actual instanceof Uint8Array ? [...actual] : actual
    return Array.isArray(got) && (more ? got.length >= items.length : got.length === items.length) && items.every((w, k) => fits(got[k], w))
  }
  return typeof actual === 'object' && actual !== null && Object.entries(want).every(([k, w]) => fits((actual as Record<string, unknown>)[k], w))
}

/** The claims that did not hold (or could not be read), each with where it stands and what the value was. */
export const claimFailures: string[] = []

/** Checks one claim: `where` names the example's function and line. */
export const checkClaim = (where: string, actual: unknown, claim: string): void => {
  let want: unknown
  try {
    want = valueOf(claim)
  } catch (e) {
    claimFailures.push(`${where}: cannot read the claim ${claim}: ${(e as Error).message}`)
    return
  }
  if (!fits(actual, want)) claimFailures.push(`${where}: says ${claim}\n    gives ${util.inspect(actual, { depth: 4, breakLength: 160, getters: true }).slice(0, 400)}`)
}
