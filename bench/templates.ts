/**
 * RFC 6570 templates side by side: expand (the RFC's level-4 examples,
 * compiled once) against url-template, uri-templates, @hyperjump/uri-template
 * and the MCP SDK; match (typical MCP templates, compiled once, values
 * decoded) against the MCP SDK's `UriTemplate.match` and uri-templates'
 * `fromUri`; a 100,000-character path; and the growth of matching (time on 4n
 * over time on n, worst family). `npm run bench` includes it; alone:
 * `node -r ts-node/register bench/templates.ts`.
 */
import { UriTemplate } from '@modelcontextprotocol/sdk/shared/uriTemplate.js'
import type * as E from 'fp-ts/lib/Either.js'
import { parseTemplate as urlTemplateParse } from 'url-template'
import { compileTemplate, match, parseTemplate, type Template, type Variables } from '../src/template/index.ts'
import { EXAMPLES } from '../spec/template/rfc6570-examples.ts'
import { type Timing, timeSideBySide } from './harness.ts'
import type { Contender } from './peers.ts'

// Untyped CommonJS packages: the calls used here.
const uriTemplates = require('uri-templates') as (t: string) => {
  fill: (v: object) => string
  fillFromObject: (v: object) => string
  fromUri: (u: string) => Record<string, unknown> | undefined
}
const hyperjump = require('@hyperjump/uri-template') as { parse: (t: string) => unknown; expand: (t: unknown, v: object) => string }

const ok = <A>(e: E.Either<unknown, A>): A => (e as E.Right<A>).right
const level4 = Object.entries(EXAMPLES)
  .filter(([section]) => section.startsWith('3'))
  .flatMap(([, es]) => es)

interface Result {
  readonly rows: readonly { readonly operation: string; readonly timings: readonly Timing[]; readonly note?: string }[]
  readonly targets: readonly string[]
}

/** A call that may throw (the MCP SDK on a null value): undefined then. */
const attempt = <A>(f: () => A): A | undefined => {
  try {
    return f()
  } catch {
    return undefined
  }
}

const fmt = (n: number, digits = 0): string => (Number.isFinite(n) ? n.toFixed(digits) : '–')

/** How many of the examples a library expands as the RFC does. */
const rightOn = (f: (t: string, v: Variables) => string): number =>
  level4.filter((e) => {
    try {
      const out = f(e.template, e.variables)
      return out === e.expansion
    } catch {
      return false
    }
  }).length

export const templatesBench = (rounds: number): Result => {
  const rows: { operation: string; timings: readonly Timing[]; note?: string }[] = []
  const measure = <I>(operation: string, cs: readonly Contender<I>[], inputs: readonly I[], note?: string): Timing[] => {
    process.stderr.write(`${operation}: ${cs.map((c) => c.name).join(', ')}\n`)
    const timings = timeSideBySide(cs, inputs, rounds)
    rows.push({ operation, timings, ...(note === undefined ? {} : { note }) })
    return timings
  }

  // Expand: each library's compiled template, made once.
  const cases = level4.map((e) => ({
    ours: ok(compileTemplate(e.template)).expand,
    url: urlTemplateParse(e.template),
    ut: uriTemplates(e.template),
    hj: hyperjump.parse(e.template),
    sdk: new UriTemplate(e.template),
    v: e.variables,
  }))
  type C = (typeof cases)[number]
  const right = {
    'url-template': rightOn((t, v) => urlTemplateParse(t).expand(v as never)),
    'uri-templates': rightOn((t, v) => uriTemplates(t).fillFromObject(v)),
    '@hyperjump/uri-template': rightOn((t, v) => hyperjump.expand(hyperjump.parse(t), v)),
    'MCP SDK': rightOn((t, v) => new UriTemplate(t).expand(v as never)),
    'typed-uri': rightOn((t, v) => ok(ok(compileTemplate(t)).expand(v))),
  }
  const expandT = measure(
    `expand the RFC's section 3 examples (${level4.length}), compiled once`,
    [
      { name: 'typed-uri', run: (c: C) => ok(c.ours(c.v)) },
      { name: 'url-template', run: (c: C) => c.url.expand(c.v as never) },
      { name: 'uri-templates', run: (c: C) => c.ut.fillFromObject(c.v) },
      { name: '@hyperjump/uri-template', run: (c: C) => hyperjump.expand(c.hj, c.v) },
      { name: 'MCP SDK (throws on some)', run: (c: C) => attempt(() => c.sdk.expand(c.v as never)) },
    ],
    cases,
    `right on: ${Object.entries(right)
      .map(([k, n]) => `${k} ${n}/${level4.length}`)
      .join(', ')}`,
  )

  // Match: typical MCP resource templates, the query in the template's order (so the SDK matches), values decoded.
  const mcp: readonly (readonly [string, string])[] = [
    ['acme://products{?page,limit}', 'acme://products?page=2&limit=10'],
    ['users://{id}/profile', 'users://caf%C3%A9/profile'],
    ['repo://{owner}/{repo}/issues/{number}', 'repo://octo/hello%20world/issues/42'],
    ['dom://{pageId}{?selector,includeText}', 'dom://p-1?selector=body%20div&includeText=true'],
  ]
  const decodeAll = (r: Record<string, unknown> | null | undefined): unknown => {
    if (r == null) return r
    const out: Record<string, unknown> = {}
    for (const k of Object.keys(r)) {
      const v = r[k]
      out[k] = typeof v === 'string' ? decodeURIComponent(v) : Array.isArray(v) ? v.map((x) => decodeURIComponent(String(x))) : v
    }
    return out
  }
  const matchCases = mcp.map(([t, uri]) => ({
    ours: ok(compileTemplate(t)).match,
    any: ok(compileTemplate(t)).matchWith({ query: 'any-order' }),
    sdk: new UriTemplate(t),
    ut: uriTemplates(t),
    uri,
  }))
  type M = (typeof matchCases)[number]
  const matchT = measure(
    `match typical MCP templates (${mcp.length}), compiled once, values decoded`,
    [
      { name: 'typed-uri', run: (c: M) => c.ours(c.uri) },
      { name: "typed-uri matchWith({ query: 'any-order' })", run: (c: M) => c.any(c.uri) },
      { name: 'MCP SDK (+ decodeURIComponent)', run: (c: M) => decodeAll(c.sdk.match(c.uri)) },
      { name: 'uri-templates fromUri', run: (c: M) => c.ut.fromUri(c.uri) },
    ],
    matchCases,
  )

  // A long path: 100,000 characters, validated and decoded.
  const longUri = '/files' + '/ab%20c'.repeat(100_000 / 7)
  const longT = ok(parseTemplate('/files{/path*}'))
  const longOurs = match(longT)
  const longUt = uriTemplates('/files{/path*}')
  const longSdk = new UriTemplate('/files{/path*}')
  const longT2 = measure(
    `match a ${longUri.length}-character path ("/files{/path*}"), validated and decoded`,
    [
      { name: 'typed-uri', run: (u: string) => longOurs(u) },
      { name: 'uri-templates fromUri', run: (u: string) => longUt.fromUri(u) },
      { name: 'MCP SDK (neither validates nor decodes)', run: (u: string) => longSdk.match(u) },
    ],
    [longUri],
  )

  // Growth: time on 4n over time on n, for the families of spec/template/growth.spec.ts (a figure, not a test).
  const families: readonly (readonly [string, (n: number) => string, (n: number) => string])[] = [
    ['CVE-2026-0621 input', () => '{/id*}', (n) => '/users/' + 'user1,user2,user3,'.repeat(n) + 'userX/'],
    ['"%" triplets', () => '{+a}', (n) => '%41'.repeat(n) + '%4'],
    ['n expressions, n characters', (n) => Array.from({ length: n }, (_, i) => `{v${i}}`).join(''), (n) => 'a'.repeat(n)],
    ['n expressions between literals', (n) => Array.from({ length: n }, (_, i) => `{v${i}}/`).join(''), (n) => 'ab/'.repeat(n)],
    ['{?a0*,a1*,…}', (n) => `{?${Array.from({ length: n }, (_, i) => `a${i}*`).join(',')}}`, (n) => '?' + Array.from({ length: n }, (_, i) => `a${i}=1`).join('&')],
  ]
  /**
   * Time on 4n over time on n, amortised: each of 15 interleaved rounds times
   * one call on the large input and four calls on the small one (the same work
   * when it is linear), after three warm-up calls of each; the median of the
   * rounds' ratios. Four calls at n allocate what one at 4n does, so the
   * collections the work causes fall into both sides alike (the fastest single
   * call, which this replaced, left them out at n and not at 4n).
   */
  const growthOf = (small: readonly [Template, string], large: readonly [Template, string]): number => {
    const [ms, mb] = [match(small[0]), match(large[0])]
    for (let k = 0; k < 3; k++) {
      ms(small[1])
      mb(large[1])
    }
    const ratios: number[] = []
    for (let k = 0; k < 15; k++) {
      const t0 = process.hrtime.bigint()
      mb(large[1])
      const t1 = process.hrtime.bigint()
      for (let j = 0; j < 4; j++) ms(small[1])
      const t2 = process.hrtime.bigint()
      ratios.push((4 * Number(t1 - t0)) / Number(t2 - t1))
    }
    return ratios.sort((a, b) => a - b)[7]
  }
  const growth = families.map(([name, t, input]) => {
    const n = 8000
    return [name, growthOf([ok(parseTemplate(t(n))), input(n)], [ok(parseTemplate(t(4 * n))), input(4 * n)])] as const
  })
  const worst = growth.reduce((a, b) => (b[1] > a[1] ? b : a))

  const ns = (ts: readonly Timing[], name: string): number => ts.find((t) => t.name === name)?.ns ?? NaN
  const fastestCorrect = Math.min(ns(expandT, 'url-template'), ns(expandT, 'uri-templates'), ns(expandT, '@hyperjump/uri-template'))
  const fastestMatch = Math.min(ns(matchT, 'MCP SDK (+ decodeURIComponent)'), ns(matchT, 'uri-templates fromUri'))
  const check = (label: string, value: number, target: number): string => `| ${label} | ${fmt(value, 2)} | ≤ ${target} | ${value <= target ? 'met' : 'not met'} |`
  return {
    rows: [
      ...rows,
      {
        operation: `growth of match, time of a call on 4n / time of four calls on n (n = 8000, median of 15 interleaved rounds): ${growth.map(([k, r]) => `${k} ${fmt(r, 1)}`).join(', ')}`,
        timings: [],
      },
    ],
    targets: [
      check("template expand / the fastest correct peer (RFC's section 3 examples)", ns(expandT, 'typed-uri') / fastestCorrect, 0.5),
      check('template match / the fastest peer (typical MCP templates)', ns(matchT, 'typed-uri') / fastestMatch, 0.5),
      check('match of a 100,000-character path / uri-templates', ns(longT2, 'typed-uri') / ns(longT2, 'uri-templates fromUri'), 1),
      check(`template match growth, x4 (worst: ${worst[0]})`, worst[1], 5),
    ],
  }
}

/** The rows as a markdown table: ns per input and the ratio to typed-uri's. */
export const templatesTable = (r: Result): string =>
  r.rows
    .map((row) => {
      if (row.timings.length === 0) return `${row.operation}\n`
      const ours = row.timings[0].ns
      return [
        `| ${row.operation} | ns per input | ratio to typed-uri |`,
        '|---|---:|---:|',
        ...row.timings.map((t) => `| ${t.name} | ${fmt(t.ns)} | ${fmt(t.ns / ours, 2)} |`),
        ...(row.note === undefined ? [] : [`\n${row.note}`]),
        '',
      ].join('\n')
    })
    .join('\n')

if (require.main === module) {
  const r = templatesBench(Number(process.env.BENCH_ROUNDS ?? 15))
  console.log(['| target | value | bar | |', '|---|---:|---:|---|', ...r.targets].join('\n') + '\n\n' + templatesTable(r))
}
