/**
 * Memory of the grammars beyond RFC 3986 on 50 MB inputs: each parser's peak
 * growth stays within 10 times its input (one run per child process, so that
 * one case's garbage does not count against the next). Heavy (about a minute
 * and up to 1 GB): not in the default run; run it alone in its own CI step:
 *
 *   npm run test:heavy (the step test-heavy of .ci/run runs it)
 */
import * as path from 'node:path'
import { describeMemory } from '../support/memory.ts'
import { CASES } from '../support/memory-child.ts'

/**
 * The bound of each case, in multiples of the input. Ten, but for a list of
 * three-character addresses: its tree holds an object and a string per four
 * bytes of input (about 90 bytes in a 64-bit engine), so no tree of it fits in
 * ten times the input; the bound there (the tree's 23 times, and room for the
 * collector's timing: a clean CI run read 30.07) says the grammar adds no second copy.
 */
const BOUND: Readonly<Record<string, number>> = { 'parseMailto: many addresses of 3 characters': 36 }

describeMemory('memory: 50 MB inputs stay within 10 times their size (heavy)', path.resolve(__dirname, '../support/memory-child.ts'), CASES, BOUND)
