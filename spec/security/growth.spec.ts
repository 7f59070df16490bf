/**
 * `readings` and `safeRedirect` take time linear in the input, hostile ones
 * included: long hosts (ASCII, and non-ASCII triplets, which a runtime's
 * UTS #46 maps in time that grows with the square of a label's length, so a
 * host over PLATFORM_HOST_LIMIT is refused before the runtime sees it), many
 * dots (in a host, and dot segments in a path), and long runs of triplets.
 * For each family the CPU time on 16n over that on n stays below LINEAR
 * (support/growth.ts); never a time.
 */
import { expect } from 'chai'
import { readings, safeRedirect } from '../../src/security/index.ts'
import { growth, LINEAR } from '../support/growth.ts'

const read = readings({ base: 'https://good.example/app/' })
const next = safeRedirect({ base: 'https://good.example/app/', allow: ['https://accounts.example'] })

const FAMILIES: readonly (readonly [string, (n: number) => string, number])[] = [
  ['a long ASCII host', (n) => `http://${'a'.repeat(n)}.example/`, 1_500],
  ['a long host of non-ASCII triplets', (n) => `http://${'%C3%A9'.repeat(n)}.example/`, 250],
  ['a long host of ideographic full stops, encoded', (n) => `//${'a%E3%80%82'.repeat(n)}com/`, 150],
  ['a host of many dots', (n) => `https://${'a.'.repeat(n)}example/`, 750],
  ['a network-path reference of many dots', (n) => `//${'.'.repeat(n)}/x`, 1_500],
  ['dot segments in the path', (n) => `/${'a/../'.repeat(n)}b`, 750],
  ['encoded dot segments in the path', (n) => `/${'%2e%2E/'.repeat(n)}b`, 500],
  ['a long run of triplets in the path and the query', (n) => `/${'%41'.repeat(n)}?${'%2F'.repeat(n)}`, 750],
  ['slashes, encoded and not, at the start of the path', (n) => `/${'%2F/'.repeat(n)}evil.com`, 750],
  ['a long userinfo of triplets before the host', (n) => `https://${'%40'.repeat(n)}@good.example/`, 750],
]

describe('growth: readings and safeRedirect stay linear on hostile inputs', function () {
  this.timeout(120_000)
  for (const [name, make, n] of FAMILIES) {
    it(`readings: ${name}`, () => {
      expect(growth(read, make, n)).to.be.below(LINEAR)
    })
    it(`safeRedirect: ${name}`, () => {
      expect(growth(next, make, n)).to.be.below(LINEAR)
    })
  }
})
