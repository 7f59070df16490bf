/**
 * A form's URI check (`npx ts-node bench/forms.ts` alone; `npm run bench` runs it too):
 * `uriSchema()['~standard'].validate` side by side with `isValid` and zod's
 * `z.url()` (`safeParse`), on the valid absolute URIs of the corpus and on
 * invalid ones made from them (a space, no scheme, a port too big, a stray
 * "[" or "%", a non-ASCII letter). The bars: on valid input at most 1.1 times
 * `isValid` (the output is the text: no tree is built); on invalid input at
 * most 2 times zod (the issue's sentence and suggestion are worked out only
 * when read: the first row asks only whether there are issues, as a form
 * checking on each keystroke does; the second reads the code and the offset,
 * as one marking the character does; the third reads the sentence (English
 * `plain`, the default catalog), as one showing the message does, held to the
 * same bar, since zod's sentence is always made; the fourth reads the corrected
 * value of a schema given `suggestFix`, as one offering the fix does, which
 * reads the value again).
 *
 * The adapters, each in rows of its own (a row's contenders are interleaved, and zod's refusals, each
 * an Error with its stack, leave garbage that a neighbour's time would collect). On a valid value,
 * typed-uri/zod's `uri()` at most 1.1 times `z.string()` then `isValid`, and typed-uri/valibot's
 * `uri()` (`v.pipe(v.string(), uri())`) at most 1.1 times `v.string()` then `isValid`; each library's
 * own way of adding a check (`z.string().refine(isValid)`, `v.check(isValid)`) beside them. On invalid
 * input, each adapter's message read at most 2 times zod's `z.url()`, on the values `z.url()` refuses
 * too: only there does `z.url()` make a message to compare with. Most of the broken values are URLs to
 * the WHATWG parser `z.url()` defers to (a space, "é", "%zz", "[" are accepted there), so on those it
 * makes no error; and every refusing zod schema makes a `ZodError`, whose making is most of a
 * refusal's time: `z.string().refine(() => false)` (zod refusing anything) is the floor no zod
 * schema goes under, and it alone is several times `z.url()` on the whole broken corpus. Those
 * whole-corpus ratios are shown, with no bar, as are valibot's `v.url()` (`URL.canParse`, native,
 * which finds no position) and the values it refuses too.
 */
import * as E from 'fp-ts/lib/Either.js'
import { z } from 'zod'
import { isValid, parseURI, suggestFix } from '../src/index.ts'
import { uriSchema } from '../src/standard-schema/index.ts'
import { uri as zodUri } from '../src/zod/index.ts'
import * as v from 'valibot'
import { uri as valibotUri } from '../src/valibot/index.ts'
import { makeCorpus, random } from './corpus.ts'
import { pairedRatio, ratioSpread, showRatio, timeSideBySide, type Timing } from './harness.ts'
import type { Contender } from './peers.ts'

/**
 * Three times the benchmark's rounds: a form check of the corpus is one pass of about 1.6 ms a sample, and
 * 15 such samples put the valid row's median anywhere from 1.02 to 1.17 between runs of the same code
 * (quartiles 0.92 to 1.35 in the wide runs); 45 held it at 0.99 to 1.03. About six seconds more.
 */
export const FORM_ROUNDS = 3 * Number(process.env.BENCH_ROUNDS ?? 15)

/** Invalid form inputs, seeded: each a valid URI of the corpus broken in one of the ways people break them. */
export const makeInvalid = (uris: readonly string[], seed = 9110): string[] => {
  const r = random(seed)
  const breaks: readonly ((s: string) => string)[] = [
    (s) => s.replace(/\/(?=[^/]*$)/, '/a b'),
    (s) => s.replace(/^[A-Za-z][A-Za-z0-9+.-]*:\/\//, ''),
    (s) => s.replace(/^([a-z]+:\/\/[^/?#]*)/, '$1:99999999999'),
    (s) => `${s}[`,
    (s) => `${s}%zz`,
    (s) => `${s}é`,
  ]
  return uris.map((s) => breaks[Math.floor(r() * breaks.length)](s)).filter((s) => E.isLeft(parseURI(s)))
}

export interface FormsResult {
  readonly rows: readonly { readonly operation: string; readonly corpus: string; readonly timings: readonly Timing[] }[]
  /** Ratio lines for run.ts's table of targets. */
  readonly targets: readonly string[]
}

export const formsBench = (): FormsResult => {
  const corpus = makeCorpus()
  const valid = corpus.filter((s) => URL.canParse(s) && E.isRight(parseURI(s)))
  const invalid = makeInvalid(valid)
  const schema = uriSchema()['~standard']
  // Suggestions are a feature a form imports: the schema that offers the fix is given the fixer.
  const withFix = uriSchema({ suggestFix })['~standard']
  const zod = z.url()
  type Result = { readonly value?: string; readonly issues?: readonly { readonly code: string; readonly offset: number; readonly message: string }[] }
  const ours = (s: string): unknown => {
    const r = schema.validate(s) as Result
    return r.issues === undefined ? r.value : r.issues.length
  }
  const oursWithOffset = (s: string): unknown => {
    const r = schema.validate(s) as Result
    return r.issues === undefined ? r.value : r.issues[0].offset
  }
  const oursWithMessage = (s: string): unknown => {
    const r = schema.validate(s) as Result
    return r.issues === undefined ? r.value : r.issues[0].message
  }
  const oursWithSuggestion = (s: string): unknown => {
    const r = withFix.validate(s) as Result & { readonly issues?: readonly { readonly suggestion?: string }[] }
    return r.issues === undefined ? r.value : r.issues[0].suggestion
  }
  const theirs = (s: string): unknown => {
    const r = zod.safeParse(s)
    return r.success ? r.data : r.error.issues[0].message
  }
  // typed-uri/zod's adapter, read as a form showing the message reads it; beside it, what a zod user writes without it.
  const zodAdapter = zodUri()
  const zodString = z.string()
  const oursInZod = (s: string): unknown => {
    const r = zodAdapter.safeParse(s)
    return r.success ? r.data : r.error.issues[0].message
  }
  const zodStringThenIsValid = (s: string): unknown => {
    const r = zodString.safeParse(s)
    return r.success && isValid(r.data) ? r.data : false
  }
  const zodRefine = z.string().refine(isValid)
  const zodRefineFloor = (s: string): unknown => {
    const r = zodRefine.safeParse(s)
    return r.success ? r.data : r.error.issues[0].message
  }
  const refusedByZod = invalid.filter((s) => !zod.safeParse(s).success)
  // typed-uri/valibot's action, read as a form showing the message reads it; beside it, valibot's own and what a valibot user writes without it.
  const valibotAdapter = v.pipe(v.string(), valibotUri())
  const valibotString = v.string()
  const valibotUrl = v.pipe(v.string(), v.url())
  const valibotCheck = v.pipe(v.string(), v.check(isValid))
  const messageOf =
    (schema: v.GenericSchema<string, string>) =>
    (s: string): unknown => {
      const r = v.safeParse(schema, s)
      return r.success ? r.output : r.issues[0].message
    }
  const oursInValibot = messageOf(valibotAdapter)
  const valibotUrlMessage = messageOf(valibotUrl)
  const valibotCheckFloor = messageOf(valibotCheck)
  const valibotStringThenIsValid = (s: string): unknown => {
    const r = v.safeParse(valibotString, s)
    return r.success && isValid(r.output) ? r.output : false
  }
  // valibot's pipe alone (an action that passes everything), then the check: what any action in a pipe costs.
  const valibotPipe = v.pipe(
    v.string(),
    v.check(() => true),
  )
  const valibotPipeThenIsValid = (s: string): unknown => {
    const r = v.safeParse(valibotPipe, s)
    return r.success && isValid(r.output) ? r.output : false
  }
  const refusedByValibot = invalid.filter((s) => !v.is(valibotUrl, s))
  // zod refusing anything at all: the cost of a `ZodError` (an Error, with its stack), whatever the check.
  const zodRefuseAll = z.string().refine(() => false)
  const zodRefuseFloor = (s: string): unknown => {
    const r = zodRefuseAll.safeParse(s)
    return r.success ? r.data : r.error.issues[0].message
  }
  /** A row: its contenders timed side by side (interleaved rounds) over the inputs, the corpus named with their count. */
  const row = (operation: string, corpus: string, inputs: readonly string[], contenders: readonly Contender<string>[]) => ({
    operation,
    corpus: `${corpus} ${inputs.length}`,
    timings: timeSideBySide(contenders, inputs, FORM_ROUNDS),
  })
  const rows = [
    row('form check, valid', 'absolute', valid, [
      { name: 'uriSchema()', run: ours },
      { name: 'isValid', run: isValid },
      { name: 'zod z.url()', run: theirs },
    ]),
    row('zod field, valid', 'absolute', valid, [
      { name: 'typed-uri/zod uri()', run: oursInZod },
      { name: 'zod z.string(), then isValid', run: zodStringThenIsValid },
      { name: 'zod z.string().refine(isValid)', run: zodRefineFloor },
    ]),
    row('valibot field, valid', 'absolute', valid, [
      { name: 'typed-uri/valibot uri()', run: oursInValibot },
      { name: 'valibot v.string(), then isValid', run: valibotStringThenIsValid },
      { name: 'valibot v.check(isValid)', run: valibotCheckFloor },
      { name: 'valibot v.pipe(v.string(), v.check(() => true)), then isValid', run: valibotPipeThenIsValid },
    ]),
    row('form check, invalid', 'broken', invalid, [
      { name: 'uriSchema()', run: ours },
      { name: 'uriSchema(), offset read', run: oursWithOffset },
      { name: 'uriSchema(), message read', run: oursWithMessage },
      { name: 'uriSchema({ suggestFix }), suggestion read', run: oursWithSuggestion },
      { name: 'zod z.url()', run: theirs },
    ]),
    row('zod field, invalid', 'broken', invalid, [
      { name: 'typed-uri/zod uri(), message read', run: oursInZod },
      { name: 'zod z.url()', run: theirs },
      { name: 'zod z.string().refine(isValid), message read', run: zodRefineFloor },
      { name: 'zod z.string().refine(() => false), message read', run: zodRefuseFloor },
    ]),
    row('valibot field, invalid', 'broken', invalid, [
      { name: 'typed-uri/valibot uri(), message read', run: oursInValibot },
      { name: 'zod z.url()', run: theirs },
      { name: 'valibot v.url()', run: valibotUrlMessage },
      { name: 'valibot v.check(isValid), message read', run: valibotCheckFloor },
    ]),
    row('form check, invalid to z.url() too', 'broken', refusedByZod, [
      { name: 'typed-uri/zod uri(), message read', run: oursInZod },
      { name: 'typed-uri/valibot uri(), message read', run: oursInValibot },
      { name: 'zod z.string().refine(isValid), message read', run: zodRefineFloor },
      { name: 'zod z.url()', run: theirs },
    ]),
    row('form check, invalid to v.url() too', 'broken', refusedByValibot, [
      { name: 'typed-uri/valibot uri(), message read', run: oursInValibot },
      { name: 'valibot v.check(isValid), message read', run: valibotCheckFloor },
      { name: 'valibot v.url()', run: valibotUrlMessage },
    ]),
  ]
  const at = (operation: string): number => rows.findIndex((r) => r.operation === operation)
  const timing = (row: number, name: string): Timing => rows[row].timings.find((t) => t.name === name) ?? { name, ns: NaN }
  /** A row of the targets: the median of the rounds' ratios of a to b, its quartiles in brackets (harness.ts). */
  const line = (label: string, operation: string, a: string, b: string, bar: number | null): string => {
    const row = at(operation)
    const value = pairedRatio(timing(row, a), timing(row, b))
    return `| ${label} | ${showRatio(value, ratioSpread(timing(row, a), timing(row, b)))} | ${bar === null ? '–' : `≤ ${bar}`} | ${bar === null ? '' : value <= bar ? 'met' : 'not met'} |`
  }
  const targets = [
    line('forms: uriSchema() / isValid (valid)', 'form check, valid', 'uriSchema()', 'isValid', 1.1),
    line('forms: uriSchema() / zod z.url() (valid)', 'form check, valid', 'uriSchema()', 'zod z.url()', null),
    line('forms: uriSchema() / zod z.url() (invalid)', 'form check, invalid', 'uriSchema()', 'zod z.url()', 2),
    line('forms: uriSchema(), offset read / zod z.url() (invalid)', 'form check, invalid', 'uriSchema(), offset read', 'zod z.url()', null),
    line('forms: uriSchema(), message read / zod z.url() (invalid)', 'form check, invalid', 'uriSchema(), message read', 'zod z.url()', 2),
    line('forms: uriSchema({ suggestFix }), suggestion read / zod z.url() (invalid)', 'form check, invalid', 'uriSchema({ suggestFix }), suggestion read', 'zod z.url()', null),
    line('forms: typed-uri/zod uri() / zod z.string(), then isValid (valid)', 'zod field, valid', 'typed-uri/zod uri()', 'zod z.string(), then isValid', 1.1),
    line('forms: typed-uri/zod uri() / zod z.string().refine(isValid) (valid)', 'zod field, valid', 'typed-uri/zod uri()', 'zod z.string().refine(isValid)', null),
    line('forms: typed-uri/valibot uri() / valibot v.string(), then isValid (valid)', 'valibot field, valid', 'typed-uri/valibot uri()', 'valibot v.string(), then isValid', 1.1),
    line(
      'forms: valibot v.pipe(v.string(), v.check(() => true)), then isValid / valibot v.string(), then isValid (valid)',
      'valibot field, valid',
      'valibot v.pipe(v.string(), v.check(() => true)), then isValid',
      'valibot v.string(), then isValid',
      null,
    ),
    line('forms: typed-uri/valibot uri() / valibot v.check(isValid) (valid)', 'valibot field, valid', 'typed-uri/valibot uri()', 'valibot v.check(isValid)', null),
    line('forms: typed-uri/zod uri(), message read / zod z.url() (invalid to both)', 'form check, invalid to z.url() too', 'typed-uri/zod uri(), message read', 'zod z.url()', 2),
    line('forms: typed-uri/valibot uri(), message read / zod z.url() (invalid to both)', 'form check, invalid to z.url() too', 'typed-uri/valibot uri(), message read', 'zod z.url()', 2),
    line('forms: typed-uri/zod uri(), message read / zod z.url() (all invalid)', 'zod field, invalid', 'typed-uri/zod uri(), message read', 'zod z.url()', null),
    line('forms: zod z.string().refine(() => false) / zod z.url() (all invalid)', 'zod field, invalid', 'zod z.string().refine(() => false), message read', 'zod z.url()', null),
    line(
      'forms: typed-uri/zod uri(), message read / zod z.string().refine(isValid) (all invalid)',
      'zod field, invalid',
      'typed-uri/zod uri(), message read',
      'zod z.string().refine(isValid), message read',
      null,
    ),
    line('forms: typed-uri/valibot uri(), message read / zod z.url() (all invalid)', 'valibot field, invalid', 'typed-uri/valibot uri(), message read', 'zod z.url()', null),
    line('forms: typed-uri/valibot uri(), message read / valibot v.url() (all invalid)', 'valibot field, invalid', 'typed-uri/valibot uri(), message read', 'valibot v.url()', null),
    line(
      'forms: typed-uri/valibot uri(), message read / valibot v.url() (invalid to both)',
      'form check, invalid to v.url() too',
      'typed-uri/valibot uri(), message read',
      'valibot v.url()',
      null,
    ),
  ]
  return { rows, targets }
}

if (require.main === module) {
  const { rows, targets } = formsBench()
  const table = [
    '| operation | corpus | library | ns/op |',
    '|---|---|---|---:|',
    ...rows.flatMap((row) => row.timings.map((t) => `| ${row.operation} | ${row.corpus} | ${t.name} | ${t.ns.toFixed(0)} |`)),
  ].join('\n')
  process.stdout.write(`| target (ours / peer) | measured | target | |\n|---|---:|---:|---|\n${targets.join('\n')}\n\n${table}\n`)
}
