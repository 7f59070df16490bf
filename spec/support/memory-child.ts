/**
 * One case of spec/heavy/memory.spec.ts, in a process of its own: builds an input
 * of the given size, runs the parser once, and prints the input's size in
 * bytes (as the engine holds it) and how far the process's peak memory grew
 * past what it held before the call (input included).
 *
 *   node --expose-gc -r ts-node/register/transpile-only spec/support/memory-child.ts CASE MEGABYTES
 */
import { iriToURI } from '../../src/iri/convert.ts'
import { parseWith } from '../../src/index.ts'
import { parseMailto } from '../../src/schemes/mailto.ts'

/** Each case: the input for n bytes, its size in bytes (two per code unit for a string with non-Latin-1 characters), and the call. */
export const CASES: Readonly<Record<string, { readonly input: (n: number) => string; readonly bytes: (s: string) => number; readonly run: (s: string) => unknown }>> = {
  'iriToURI: a path of non-ASCII characters': { input: (n) => 'http://a/' + '\u00E9\u4E2D'.repeat(n / 4), bytes: (s) => 2 * s.length, run: iriToURI },
  'iriToURI: ASCII and non-ASCII characters in turn': { input: (n) => 'http://a/' + 'a\u00E9'.repeat(n / 4), bytes: (s) => 2 * s.length, run: iriToURI },
  'parseWith({ zoneIds }): a long ZoneID': { input: (n) => 'http://[fe80::1%25' + 'a'.repeat(n) + ']/', bytes: (s) => s.length, run: parseWith({ zoneIds: true }) },
  'parseWith({ zoneIds }): a ZoneID of triplets': { input: (n) => 'http://[fe80::1%25' + '%41'.repeat(n / 3) + ']/', bytes: (s) => s.length, run: parseWith({ zoneIds: true }) },
  'parseMailto: one long address': { input: (n) => 'mailto:' + 'a'.repeat(n) + '@example.org', bytes: (s) => s.length, run: parseMailto },
  'parseMailto: a long body': { input: (n) => 'mailto:a@example.org?body=' + 'x%20'.repeat(n / 4), bytes: (s) => s.length, run: parseMailto },
  'parseMailto: many addresses of 20 characters': { input: (n) => 'mailto:' + 'someone@example.com,'.repeat(n / 20) + 'a@b', bytes: (s) => s.length, run: parseMailto },
  'parseMailto: many addresses of 3 characters': { input: (n) => 'mailto:' + 'a@b,'.repeat(n / 4) + 'a@b', bytes: (s) => s.length, run: parseMailto },
}

const main = (): void => {
  const [name, megabytes] = process.argv.slice(2)
  const c = CASES[name]
  if (c === undefined) throw new Error(`no case ${name}`)
  const input = c.input(Number(megabytes) * 1e6)
  ;(globalThis as { gc?: () => void }).gc?.()
  const before = process.memoryUsage().rss
  const r = c.run(input) as { _tag: string }
  const peak = process.resourceUsage().maxRSS * 1024
  process.stdout.write(JSON.stringify({ tag: r._tag, inputBytes: c.bytes(input), grownBytes: Math.max(0, peak - before) }) + '\n')
}

if (process.argv[1]?.endsWith('memory-child.ts')) main()
