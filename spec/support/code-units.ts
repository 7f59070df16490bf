/**
 * UTF-16 code units for the sweeps of spec/adversarial.spec.ts and spec/parse.spec.ts.
 * `npm test` sweeps a sample that holds every class the grammar tells apart: every
 * code unit below U+0800 (ASCII, C0 and C1 controls, DEL, Latin and the other two-byte
 * letters), the edges of every range RFC 3987's ucschar and iprivate name, of the
 * surrogates and of the noncharacters, and every 97th code unit beside them.
 * spec/heavy/code-units.spec.ts sweeps all 65,536 (`npm run test:heavy`).
 */
import { expect } from 'chai'
import * as E from 'fp-ts/lib/Either.js'
import { parse } from '../../src/index.ts'
import { oracleAccepts } from '../oracle/abnf.ts'

/** Every code unit, 0 to 0xFFFF. */
export const ALL_CODE_UNITS: readonly number[] = Array.from({ length: 0x10000 }, (_, c) => c)

/** RFC 3987 section 2.2: the edges of ucschar's and iprivate's BMP ranges, of the surrogates and noncharacters. */
const EDGES = [
  [0x07ff, 0x0800],
  [0x9fff, 0xa000],
  [0xd7ff, 0xd800],
  [0xdbff, 0xdc00],
  [0xdfff, 0xe000],
  [0xf8ff, 0xf900],
  [0xfdcf, 0xfdd0],
  [0xfdef, 0xfdf0],
  [0xfeff, 0xfffd],
  [0xfffe, 0xffff],
].flat()

/** A sample of every class of code unit (see above): 2,000 and some, not 65,536. */
export const SAMPLED_CODE_UNITS: readonly number[] = [...new Set([...ALL_CODE_UNITS.filter((c) => c < 0x800 || c % 97 === 0), ...EDGES])].sort((a, b) => a - b)

/** Each component position, as a template: the character or text goes where "@@" is. */
export const POSITIONS: Readonly<Record<string, string>> = {
  scheme: 'ht@@tp://host/path?query#fragment',
  userinfo: 'http://us@@er@host/path',
  host: 'http://ho@@st/path',
  port: 'http://host:80@@80/path',
  'IPv6 literal': 'http://[2001:db8::@@1]/path',
  'IPvFuture literal': 'http://[v1.a@@b]/path',
  path: 'http://host/pa@@th/x',
  'relative path': 'pa@@th/x',
  query: 'http://host/path?qu@@ery',
  fragment: 'http://host/path#frag@@ment',
}

/** The places spec/parse.spec.ts puts a single code unit. */
export const SINGLE_PLACES: readonly ((s: string) => string)[] = [(s) => s, (s) => `http://a/${s}`, (s) => `http://${s}`, (s) => `${s}:x`, (s) => `?${s}`]

/**
 * Each code unit in the "@@" of a position's template, parsed: an ASCII one
 * as the ABNF oracle judges the whole input, any other refused at its own
 * offset (both the sampled run of npm test and the full run of the heavy step).
 */
export const expectJudgedAsOracle = (name: string, template: string, units: Iterable<number>): void => {
  const [before, after] = template.split('@@')
  for (const c of units) {
    const input = before + String.fromCharCode(c) + after
    const r = parse(input)
    if (c < 0x80) expect(E.isRight(r), `${name} U+${c.toString(16)}`).to.equal(oracleAccepts('URI-reference', input))
    else expect(E.isLeft(r) && r.left.offset, `${name} U+${c.toString(16)}`).to.equal(before.length)
  }
}
