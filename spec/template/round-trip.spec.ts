/**
 * The law of template matching, for every matcher (`match`, `matchWith` in
 * order and in any order, a compiled template, `routeTemplates`), over
 * generated templates and values:
 *
 * 1. when a matcher gives variables, `expand` of them is the URI (in any
 *    order: outside the query, and the query's parameters up to their order
 *    and the extra ones: round-trip.ts);
 * 2. when some variables expand to a URI, the matcher finds variables.
 *
 * Section 1.4 warns that a template need not be reversible, and the reading
 * rule (match.ts) picks one reading where there are several; no linear
 * reading finds one wherever one exists. So law 2 is stated over templates
 * whose expressions can be told apart: each group of expressions between
 * literals is one expression of one variable ("", "+", "#", ".", "/", any
 * modifier and any kind of value), or a run of named expressions (";", "?",
 * "&", up to three variables each, adjacent: their pieces name them), where
 * an associative array is a value of the run's last expression only (an
 * earlier map would take a later expression's parameters); literals are of
 * characters U expansion never writes ("!$'()*+:@/"), and reserved values
 * hold none of the template's. Law 1 holds everywhere: it is checked on these
 * expansions, on near misses of them, and on the uritemplate-test suite.
 */
import { expect } from 'chai'
import * as E from 'fp-ts/lib/Either.js'
import * as O from 'fp-ts/lib/Option.js'
import * as fc from 'fast-check'
import { describeError, technical } from '../../src/messages/index.ts'
import {
  type CompiledTemplate,
  compileTemplate,
  expand,
  match,
  matchWith,
  type MatchOptions,
  parseTemplate,
  routeTemplates,
  type Template,
  type TemplateMatch,
  type Variables,
  type VariableValue,
} from '../../src/template/index.ts'
import { anyOrderFault, anyOrderSplit } from './round-trip.ts'

/** A varspec of a generated template, with what decides the value it may take. */
interface Spec {
  readonly name: string
  readonly op: string
  readonly explode: boolean
  readonly prefix: boolean
  /** An exploded named varspec of an expression a later one of its run follows: no map. */
  readonly noMap: boolean
}

const modifier = fc.oneof(
  fc.constant(''),
  fc.constant('*'),
  fc.integer({ min: 1, max: 4 }).map((n) => `:${n}`),
)
type Group = readonly { readonly op: string; readonly mods: readonly string[] }[]
const unnamed: fc.Arbitrary<Group> = fc.tuple(fc.constantFrom('', '+', '#', '.', '/'), modifier).map(([op, m]) => [{ op, mods: [m] }])
const namedRun: fc.Arbitrary<Group> = fc.array(
  fc.tuple(fc.constantFrom(';', '?', '&'), fc.array(modifier, { minLength: 1, maxLength: 3 })).map(([op, mods]) => ({ op, mods })),
  { minLength: 1, maxLength: 3 },
)
const FIRST: Readonly<Record<string, string>> = { '': '', '+': '', '#': '#', '.': '.', '/': '/', ';': ';', '?': '?', '&': '&' }
/** Characters U expansion never writes: a literal of them stands where the template put it. */
const LITERAL = "!$'()*+:@/"
const literal = fc.stringMatching(/^[!$'()*+:@/]{1,3}$/)

/** The query run any order reads by name: a "?" expression, then "?" and "&" ones. */
const queryRun: fc.Arbitrary<Group> = fc
  .tuple(fc.array(modifier, { minLength: 1, maxLength: 3 }), fc.array(fc.tuple(fc.constantFrom('?', '&'), fc.array(modifier, { minLength: 1, maxLength: 3 })), { maxLength: 2 }))
  .map(([mods, rest]) => [{ op: '?', mods }, ...rest.map(([op, m]) => ({ op, mods: m }))])

/** A template of the law's domain, and its varspecs; with `query`, its last group a query run and nothing after it. */
const templateOf = (query: boolean): fc.Arbitrary<{ readonly text: string; readonly specs: readonly Spec[] }> =>
  fc
    .tuple(
      fc.stringMatching(/^[a-z0-9/\-._~!$'()*+,=@:]{0,3}$/),
      fc.array(fc.tuple(fc.oneof({ arbitrary: unnamed, weight: 2 }, { arbitrary: namedRun, weight: 3 }), literal), { minLength: query ? 0 : 1, maxLength: query ? 2 : 3 }),
      query ? queryRun.map((g) => [[g, '']] as const) : fc.constant([] as const),
      fc.boolean(),
    )
    .map(([start, body, tail, closed]) => {
      const groups = [...body, ...tail]
      let k = 0
      let text = start
      const specs: Spec[] = []
      groups.forEach(([group, lit], g) => {
        group.forEach(({ op, mods }, e) => {
          const names = mods.map((m) => {
            const name = `v${k++}`
            specs.push({ name, op, explode: m === '*', prefix: m.startsWith(':'), noMap: m === '*' && ';?&'.includes(op) && op !== '' && e < group.length - 1 })
            return name + m
          })
          text += `{${op}${names.join(',')}}`
        })
        if (g === groups.length - 1 && (!closed || query)) return
        // A literal does not end with the first character of the expression after it (it would stand in that one's place).
        const first = groups[g + 1]?.[0][0].op
        text += first !== undefined && FIRST[first] !== '' && lit.endsWith(FIRST[first]) ? `${lit}!` : lit
      })
      return { text, specs }
    })

const scalar = fc.oneof(
  fc.string({ maxLength: 4 }),
  fc.string({ unit: 'grapheme', maxLength: 3 }),
  fc.constantFrom('', '%2F', 'a,b', 'a=b', '.', '/', '#', '?', '&', ';', "'", 'é', 'v0', 'v1=', ':', '@', '%', '%C3%A9', '\u{1F600}'),
)
const list = fc.array(scalar, { minLength: 1, maxLength: 3 })
const map = fc.dictionary(fc.stringMatching(/^[a-z0-9]{0,2}$/), scalar, { minKeys: 1, maxKeys: 3 })
const valueOf = (s: Spec): fc.Arbitrary<VariableValue> =>
  s.prefix ? fc.oneof(scalar, fc.constant(null)) : s.noMap ? fc.oneof(scalar, list, fc.constant(null)) : fc.oneof(scalar, list, map, fc.constant(null))

/** A template of the domain, its variables, and their expansion (reserved values holding none of its literal characters). */
const casesOf = (query: boolean) =>
  templateOf(query)
    .chain(({ text, specs }) => fc.tuple(fc.constant(text), fc.constant(specs), fc.record(Object.fromEntries(specs.map((s) => [s.name, valueOf(s)])))))
    .map(([text, specs, vars]) => {
      const t = (parseTemplate(text) as E.Right<Template>).right
      const lits = t.parts.slice(1).flatMap((p) => (p._tag === 'Literal' ? [...p.raw].filter((c) => LITERAL.includes(c)) : []))
      const strings = (v: VariableValue): string[] => (v === null || v === undefined ? [] : typeof v === 'object' ? Object.entries(v).flat().map(String) : [String(v)])
      const clash = specs.some((s) => (s.op === '+' || s.op === '#') && strings(vars[s.name]).some((x) => lits.some((c) => x.includes(c))))
      const r = expand(t)(vars as Variables)
      return { t, specs, vars: vars as Variables, uri: clash || E.isLeft(r) ? null : r.right }
    })
const cases = casesOf(false)

const ANY: MatchOptions = { query: 'any-order', extra: 'report' }

const compiled = (t: Template): CompiledTemplate => {
  const c = compileTemplate(t.raw)
  if (E.isLeft(c)) throw new Error(describeError(technical)(c.left))
  return c.right
}

/** A matchWith answer's match, or null. */
const some = (r: E.Either<unknown, O.Option<TemplateMatch>>): TemplateMatch | null => (E.isRight(r) && O.isSome(r.right) ? r.right.value : null)

/** Each matcher's answer for a URI: the variables, and for any order the extra parameters; null for none. */
const answers = (t: Template, decoy: Template, repeated: 'first' | 'list') => {
  const c = compiled(t)
  const any = { ...ANY, repeated }
  const m = match(t)
  const inOrder = matchWith({})(t)
  const anyOrder = matchWith(any)(t)
  const compiledAny = c.matchWith(any)
  const route = routeTemplates([c, compiled(decoy)])
  const routeAny = routeTemplates([c], any)
  return (uri: string) => {
    const routed = some(route(uri))
    return {
      match: O.toNullable(m(uri)),
      inOrder: some(inOrder(uri))?.variables ?? null,
      anyOrder: some(anyOrder(uri)),
      compiled: O.toNullable(c.match(uri)),
      compiledAny: some(compiledAny(uri)),
      routed: routed === null ? null : { template: (routed as TemplateMatch & { template: CompiledTemplate }).template.template, variables: routed.variables },
      routedAny: some(routeAny(uri)),
    }
  }
}

/** Law 1 for each answer that is some: the variables give the URI back. */
const lawOne = (t: Template, uri: string, a: ReturnType<ReturnType<typeof answers>>): void => {
  for (const [name, v] of [
    ['match', a.match],
    ['matchWith in order', a.inOrder],
    ['compiled match', a.compiled],
  ] as const)
    if (v !== null) expect(expand(t)(v), `${name}: ${t.raw} ${uri}`).to.deep.equal(E.right(uri))
  if (a.routed !== null) expect(expand(a.routed.template)(a.routed.variables as Variables), `routeTemplates: ${t.raw} ${uri}`).to.deep.equal(E.right(uri))
  for (const [name, v] of [
    ['matchWith any order', a.anyOrder],
    ['compiled matchWith any order', a.compiledAny],
    ['routeTemplates any order', a.routedAny],
  ] as const)
    if (v !== null) expect(anyOrderFault(t, uri, v.variables as Variables, v.extra), `${name}: ${t.raw} ${uri} ${JSON.stringify(v)}`).to.equal(null)
  // In order, every matcher reads alike.
  expect([a.inOrder, a.compiled], `${t.raw} ${uri}`).to.deep.equal([a.match, a.match])
}

/** The template's operators and modifiers, as the counts name them. */
const kinds = (specs: readonly Spec[]): string[] => specs.flatMap((s) => [`op "${s.op}"`, s.explode ? 'explode' : s.prefix ? 'prefix' : 'no modifier'])

describe('the round-trip law of template matching, for every matcher', () => {
  it('2: variables that expand to a URI are found by each matcher; 1: what each finds expands back (counted per operator and modifier)', () => {
    const counts = new Map<string, number>()
    let tried = 0
    let shuffled = 0
    fc.assert(
      fc.property(cases, cases, fc.constantFrom('first' as const, 'list' as const), ({ t, specs, uri }, decoy, repeated) => {
        if (uri === null) return
        tried++
        for (const k of kinds(specs)) counts.set(k, (counts.get(k) ?? 0) + 1)
        const a = answers(t, decoy.t, repeated)(uri)
        const all = [a.match, a.inOrder, a.anyOrder, a.compiled, a.compiledAny, a.routed, a.routedAny]
        expect(
          all.map((x) => x !== null),
          `${t.raw} ${uri}`,
        ).to.deep.equal(all.map(() => true))
        lawOne(t, uri, a)
        if (anyOrderSplit(t) !== null && uri.includes('?')) shuffled++
      }),
      { numRuns: 2_500, seed: 6570 },
    )
    expect(tried).to.be.greaterThan(1_500)
    expect(shuffled).to.be.greaterThan(80)
    for (const op of ['', '+', '#', '.', '/', ';', '?', '&']) expect(counts.get(`op "${op}"`) ?? 0, `op "${op}"`).to.be.greaterThan(150)
    for (const m of ['explode', 'prefix', 'no modifier']) expect(counts.get(m) ?? 0, m).to.be.greaterThan(400)
  })

  it('2, in any order: the query shuffled, extra parameters and a parameter given twice added, the variables are found and give the URI back', () => {
    let exercised = 0
    let repeatedOnes = 0
    fc.assert(
      fc.property(
        casesOf(true),
        fc.array(fc.tuple(fc.stringMatching(/^z[a-z]{0,2}$/), fc.stringMatching(/^[a-z0-9]{0,3}$/)), { maxLength: 2 }),
        fc.infiniteStream(fc.nat()),
        fc.boolean(),
        fc.constantFrom('first' as const, 'list' as const),
        ({ t, specs, vars, uri }, extras, rand, twice, repeated) => {
          const split = anyOrderSplit(t)
          if (uri === null || split === null) return
          const hash = uri.indexOf('#')
          const end = hash < 0 ? uri.length : hash
          // The query as any order reads it: from the "?" the template's parts before the query end at.
          const q = uri.indexOf('?')
          const before = expand({ ...t, parts: split.before })(vars)
          if (q < 0 || q > end || E.isLeft(before) || before.right.length !== q) return
          exercised++
          const pairs = uri.slice(q + 1, end).split('&')
          // A named parameter given again (its name and a value of its own), then the order shuffled.
          const named = pairs.filter((p) => /^v\d+=[a-z]*$/.test(p) && !specs.some((s) => s.prefix && p.startsWith(`${s.name}=`)))
          if (twice && named.length > 0) {
            pairs.push(`${named[0].slice(0, named[0].indexOf('='))}=x`)
            repeatedOnes++
          }
          const all = [...pairs, ...extras.map(([k, v]) => `${k}=${v}`)]
          const it = rand[Symbol.iterator]()
          const order = all.map((p) => [it.next().value as number, p] as const).sort((x, y) => x[0] - y[0])
          const shuffledUri = uri.slice(0, q + 1) + order.map((o) => o[1]).join('&') + uri.slice(end)
          for (const m of [matchWith({ ...ANY, repeated })(t), compiled(t).matchWith({ ...ANY, repeated })]) {
            const r = some(m(shuffledUri))
            expect(r !== null, `${t.raw} ${shuffledUri}`).to.equal(true)
            if (r !== null) expect(anyOrderFault(t, shuffledUri, r.variables as Variables, r.extra), `${t.raw} ${shuffledUri}`).to.equal(null)
          }
        },
      ),
      { numRuns: 3_000, seed: 1079 },
    )
    expect(exercised).to.be.greaterThan(1_000)
    expect(repeatedOnes).to.be.greaterThan(100)
  })

  it('1: near misses of expansions (an edit where readings are decided) match back, or not at all, with every matcher', () => {
    const edits = [
      (s: string) => s.replace('=', ''),
      (s: string) => s.replace(/=($|&|;)/, '$1'),
      (s: string) => s + '=',
      (s: string) => s.replace(/([;&?])/, '$1$1'),
      (s: string) => s.replace(/,/, '&'),
      (s: string) => s.replace('%', '%25'),
      (s: string) => s.toLowerCase(),
      (s: string) => s.replace(/v(\d)/, 'w$1'),
      (s: string) => s.replace(/[;&]/, '?'),
    ]
    let matched = 0
    let missed = 0
    fc.assert(
      fc.property(cases, cases, fc.nat(), ({ t, uri }, decoy, k) => {
        if (uri === null) return
        const near = edits[k % edits.length](uri)
        if (near === uri) return
        const a = answers(t, decoy.t, 'first')(near)
        if (a.match === null) missed++
        else matched++
        lawOne(t, near, a)
      }),
      { numRuns: 2_000, seed: 6571 },
    )
    expect([matched > 150, missed > 500], `${matched} ${missed}`).to.deep.equal([true, true])
  })

  it('reserved expansion of characters outside ASCII reads back the characters, a prefix of them where the template asks one', () => {
    // The class of `{+greek:2}` against "%CE%B1%CE%B2": "αβ", which expands back, not the triplets.
    const text = fc.string({ unit: fc.constantFrom('a', '-', 'é', 'α', 'β', '€', '\u{1D11E}', '日'), minLength: 1, maxLength: 6 })
    let cut = 0
    fc.assert(
      fc.property(text, fc.constantFrom('+', '#'), fc.integer({ min: 0, max: 7 }), (value, op, n) => {
        const t = (parseTemplate(`{${op}x${n === 0 ? '' : `:${n}`}}`) as E.Right<Template>).right
        const uri = (expand(t)({ x: value }) as E.Right<string>).right
        const want = n === 0 ? value : Array.from(value).slice(0, n).join('')
        if (want !== value) cut++
        expect(match(t)(uri), `${t.raw} ${uri}`).to.deep.equal(O.some({ x: want }))
      }),
      { numRuns: 1_000, seed: 2411 },
    )
    expect(cut).to.be.greaterThan(200)
  })
})
