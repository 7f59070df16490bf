/**
 * One case of spec/heavy/templates.spec.ts, in a process of its own: builds the
 * input, runs the call once, and prints the input's size and how far the
 * process's peak memory grew past what it held before the call.
 *
 *   node --expose-gc -r ts-node/register/transpile-only spec/heavy/template-memory-child.ts CASE MEGABYTES
 */
import { expand, match, parseTemplate, type Template } from '../../src/template/index.ts'
import { type MemoryCase, runMemoryChild } from '../support/memory.ts'

const template = (t: string): Template => (parseTemplate(t) as { right: Template }).right
const some = (r: { _tag: string }): string => (r._tag === 'Some' ? 'Right' : r._tag)

/** Each case (spec/support/memory.ts); a match answers Some as Right. */
export const CASES: Readonly<Record<string, MemoryCase>> = {
  'parseTemplate: one long literal': { input: (n) => '/' + 'a'.repeat(n), run: (s) => parseTemplate(s)._tag },
  'parseTemplate: literals of 1 KB and expressions in turn': { input: (n) => ('/' + 'a'.repeat(1000) + '{?x,y*}').repeat(n / 1008), run: (s) => parseTemplate(s)._tag },
  'expand: one long value': { input: (n) => 'a'.repeat(n), run: (s) => expand(template('/{x}'))({ x: s })._tag },
  'expand: one long reserved value of triplets': { input: (n) => '%41'.repeat(n / 3), run: (s) => expand(template('/{+x}'))({ x: s })._tag },
  'match: one long path': { input: (n) => '/files/' + 'abc/'.repeat(n / 4), run: (s) => some(match(template('/files{/path*}'))(s)) },
  'match: one long query of one exploded parameter': { input: (n) => '?' + 'q=ab&'.repeat(n / 5) + 'q=ab', run: (s) => some(match(template('{?q*}'))(s)) },
  'match: one long reserved value': { input: (n) => '/files/' + 'abc/'.repeat(n / 4), run: (s) => some(match(template('/files{+path}'))(s)) },
}

if (process.argv[1]?.endsWith('template-memory-child.ts')) runMemoryChild(CASES)
