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
import { type MemoryCase, runMemoryChild, twoByteString } from './memory.ts'

const tag = (r: { readonly _tag: string }): string => r._tag

/** Each case (spec/support/memory.ts). */
export const CASES: Readonly<Record<string, MemoryCase>> = {
  'iriToURI: a path of non-ASCII characters': { input: (n) => 'http://a/' + '\u00E9\u4E2D'.repeat(n / 4), bytes: twoByteString, run: (s) => tag(iriToURI(s)) },
  'iriToURI: ASCII and non-ASCII characters in turn': { input: (n) => 'http://a/' + 'a\u00E9'.repeat(n / 4), bytes: twoByteString, run: (s) => tag(iriToURI(s)) },
  'parseWith({ zoneIds }): a long ZoneID': { input: (n) => 'http://[fe80::1%25' + 'a'.repeat(n) + ']/', run: (s) => tag(parseWith({ zoneIds: true })(s)) },
  'parseWith({ zoneIds }): a ZoneID of triplets': { input: (n) => 'http://[fe80::1%25' + '%41'.repeat(n / 3) + ']/', run: (s) => tag(parseWith({ zoneIds: true })(s)) },
  'parseMailto: one long address': { input: (n) => 'mailto:' + 'a'.repeat(n) + '@example.org', run: (s) => tag(parseMailto(s)) },
  'parseMailto: a long body': { input: (n) => 'mailto:a@example.org?body=' + 'x%20'.repeat(n / 4), run: (s) => tag(parseMailto(s)) },
  'parseMailto: many addresses of 20 characters': { input: (n) => 'mailto:' + 'someone@example.com,'.repeat(n / 20) + 'a@b', run: (s) => tag(parseMailto(s)) },
  'parseMailto: many addresses of 3 characters': { input: (n) => 'mailto:' + 'a@b,'.repeat(n / 4) + 'a@b', run: (s) => tag(parseMailto(s)) },
}

if (process.argv[1]?.endsWith('memory-child.ts')) runMemoryChild(CASES)
