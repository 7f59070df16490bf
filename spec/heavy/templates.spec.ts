/**
 * Memory of templates on 50 MB inputs: parseTemplate of a 50 MB template,
 * expand of a 50 MB value, match of a 50 MB URI; each one's peak growth stays
 * within 10 times its input (one run per child process). Heavy: run by
 * `npm run test:heavy`.
 */
import * as path from 'node:path'
import { describeMemory } from '../support/memory.ts'
import { CASES } from './template-memory-child.ts'

/**
 * Ten times the input, but for a path of 12.5 million segments read as a list:
 * the list alone holds a string and an array slot per four bytes of input
 * (about 28 bytes in a 64-bit engine). Read in one pass into an array sized
 * to fit, it measured 8.9 to 10.1 times (26 to 33 before); the bound leaves
 * room for the collector's timing. A query of 10 million "q=ab" parameters
 * read as one list holds the same, and an offset pair per piece while it is
 * read: 8.4 to 9.5 times (41 when each piece was sliced, then split into a
 * name and a value, and the list expanded again to check it).
 */
const BOUND: Readonly<Record<string, number>> = { 'match: one long path': 12, 'match: one long query of one exploded parameter': 12 }

describeMemory('memory: templates on 50 MB inputs stay within 10 times their size (heavy)', path.resolve(__dirname, 'template-memory-child.ts'), CASES, BOUND)
