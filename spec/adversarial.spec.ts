/**
 * Inputs made to break parsers: 10 MB components, long runs of every
 * delimiter, deep "[[[[", "::::", "%%%%", and every UTF-16 code unit in every
 * component position. Each gets a result, with no stack overflow (growth.spec.ts
 * checks the time is linear).
 */
import { expect } from 'chai'
import * as E from 'fp-ts/lib/Either.js'
import { isValid, parse, serialize } from '../src/index.ts'
import { oracleAccepts } from './oracle/abnf.ts'

const MB10 = 10_000_000

/** Each component position, as a template: the character or text goes where "@@" is. */
const POSITIONS: Readonly<Record<string, string>> = {
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

describe('adversarial inputs', function () {
  this.timeout(120_000)

  describe('10 MB in every component', () => {
    for (const [name, template] of Object.entries(POSITIONS)) {
      it(name, () => {
        const filler = name === 'port' ? '9' : name.startsWith('IPv6') ? ':' : 'a'
        const input = template.replace('@@', filler.repeat(MB10))
        const r = parse(input)
        if (E.isRight(r)) expect(serialize(r.right).length).to.equal(input.length)
        else expect(r.left.offset).to.be.within(0, input.length)
      })
    }
  })

  describe('long runs of every delimiter and of "%", "[", "]"', () => {
    for (const c of ':/?#[]@!$&\'()*+,;=%.') {
      it(`${JSON.stringify(c)} × 100,000, alone and inside a URI`, () => {
        const run = c.repeat(100_000)
        for (const input of [run, `http://a/${run}`, `http://${run}`, `${run}x:y`]) {
          const r = parse(input)
          expect(E.isRight(r)).to.equal(isValid(input))
          if (E.isLeft(r)) expect(r.left.offset).to.be.within(0, input.length)
        }
      })
    }
    it('deep "[[[[", "::::" and "%%%%" get exact errors', () => {
      const deep = (s: string) => (parse(s) as E.Left<{ offset: number }>).left.offset
      expect(deep('http://' + '['.repeat(100_000))).to.equal(8)
      expect(deep('http://[' + ':'.repeat(100_000))).to.equal(10)
      expect(deep('%'.repeat(100_000))).to.equal(1)
      expect(deep('http://a/' + '%'.repeat(100_000))).to.equal(10)
    })
  })

  describe('every UTF-16 code unit in every component position', () => {
    for (const [name, template] of Object.entries(POSITIONS)) {
      it(`${name}: 65,536 code units, each judged as the ABNF oracle judges it`, () => {
        const [before, after] = template.split('@@')
        for (let c = 0; c < 0x10000; c++) {
          const input = before + String.fromCharCode(c) + after
          const r = parse(input)
          if (c < 0x80) {
            expect(E.isRight(r), `${name} U+${c.toString(16)}`).to.equal(oracleAccepts('URI-reference', input))
          } else {
            expect(E.isLeft(r) && r.left.offset, `${name} U+${c.toString(16)}`).to.equal(before.length)
          }
        }
      })
    }
  })
})
