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
 */
import * as E from 'fp-ts/lib/Either.js'
import { z } from 'zod'
import { isValid, parseURI, suggestFix } from '../src/index.ts'
import { uriSchema } from '../src/standard-schema/index.ts'
import { makeCorpus, random } from './corpus.ts'
import { pairedRatio, ratioSpread, showRatio, timeSideBySide, type Timing } from './harness.ts'

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
  const rows = [
    {
      operation: 'form check, valid',
      corpus: `absolute ${valid.length}`,
      timings: timeSideBySide(
        [
          { name: 'uriSchema()', run: ours },
          { name: 'isValid', run: isValid },
          { name: 'zod z.url()', run: theirs },
        ],
        valid,
        FORM_ROUNDS,
      ),
    },
    {
      operation: 'form check, invalid',
      corpus: `broken ${invalid.length}`,
      timings: timeSideBySide(
        [
          { name: 'uriSchema()', run: ours },
          { name: 'uriSchema(), offset read', run: oursWithOffset },
          { name: 'uriSchema(), message read', run: oursWithMessage },
          { name: 'uriSchema({ suggestFix }), suggestion read', run: oursWithSuggestion },
          { name: 'zod z.url()', run: theirs },
        ],
        invalid,
        FORM_ROUNDS,
      ),
    },
  ]
  const timing = (row: number, name: string): Timing => rows[row].timings.find((t) => t.name === name) ?? { name, ns: NaN }
  /** A row of the targets: the median of the rounds' ratios of a to b, its quartiles in brackets (harness.ts). */
  const line = (label: string, row: number, a: string, b: string, bar: number | null): string => {
    const value = pairedRatio(timing(row, a), timing(row, b))
    return `| ${label} | ${showRatio(value, ratioSpread(timing(row, a), timing(row, b)))} | ${bar === null ? '–' : `≤ ${bar}`} | ${bar === null ? '' : value <= bar ? 'met' : 'not met'} |`
  }
  const targets = [
    line('forms: uriSchema() / isValid (valid)', 0, 'uriSchema()', 'isValid', 1.1),
    line('forms: uriSchema() / zod z.url() (valid)', 0, 'uriSchema()', 'zod z.url()', null),
    line('forms: uriSchema() / zod z.url() (invalid)', 1, 'uriSchema()', 'zod z.url()', 2),
    line('forms: uriSchema(), offset read / zod z.url() (invalid)', 1, 'uriSchema(), offset read', 'zod z.url()', null),
    line('forms: uriSchema(), message read / zod z.url() (invalid)', 1, 'uriSchema(), message read', 'zod z.url()', 2),
    line('forms: uriSchema({ suggestFix }), suggestion read / zod z.url() (invalid)', 1, 'uriSchema({ suggestFix }), suggestion read', 'zod z.url()', null),
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
