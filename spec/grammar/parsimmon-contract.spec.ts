/**
 * What src/grammar/parsimmon.ts relies on in parsimmon, through its documented
 * API only (`Parsimmon(fn)`, `makeSuccess`, `makeFailure`, `alt`, `seq`), pinned
 * against the installed copy of the peer range package.json declares (the
 * consumer matrix in .ci/consumers.cjs embeds rules with its lowest version). If a parsimmon
 * release changes any of it, this spec says which part.
 */
import { expect } from 'chai'
import P from 'parsimmon'
import * as fs from 'node:fs'
import * as path from 'node:path'

const declared = (JSON.parse(fs.readFileSync(path.join(__dirname, '../../package.json'), 'utf8')) as { peerDependencies: Record<string, string> }).peerDependencies.parsimmon

describe(`parsimmon contract (package.json: parsimmon ${declared})`, () => {
  it('Parsimmon(fn) is called with the input and the index, and its makeSuccess reply is the result', () => {
    const seen: [string, number][] = []
    const p = P((input, i) => {
      seen.push([input, i])
      return P.makeSuccess(i + 2, 'xy')
    })
    expect(P.seq(P.string('a'), p, P.index).parse('axy').status).to.equal(true)
    expect(seen).to.deep.equal([['axy', 1]])
  })
  it('a makeFailure reply gives the error its offset and every expectation', () => {
    const r = P((_input, _i) => P.makeFailure(3, ['HEXDIG', '"/"'])).parse('abcd')
    expect(r.status === false && [r.index.offset, [...r.expected].sort()]).to.deep.equal([3, ['"/"', 'HEXDIG']])
  })
  it("alt joins a failed alternative's furthest report into a later success: an embedding grammar errs there", () => {
    const look = P((_input, _i) => P.makeFailure(5, ['pchar']))
    const deliver = P((_input, i) => P.makeSuccess(i + 2, 'ab'))
    const rule = P.alt(look, deliver)
    expect(rule.parse('ab').status).to.equal(true)
    const r = P.seq(rule, P.string('>')).parse('ab   x')
    expect(r.status === false && [r.index.offset, r.expected]).to.deep.equal([5, ['pchar']])
  })
  it('at the same position the expectations join; a report behind the success is dropped', () => {
    const at = (n: number) =>
      P.alt(
        P((_input, _i) => P.makeFailure(n, ['pchar'])),
        P((_input, i) => P.makeSuccess(i + 2, 'ab')),
      )
    const same = P.seq(at(2), P.string('>')).parse('ab!')
    expect(same.status === false && [same.index.offset, [...same.expected].sort()]).to.deep.equal([2, ["'>'", 'pchar']])
    const behind = P.seq(at(1), P.string('>')).parse('ab!')
    expect(behind.status === false && [behind.index.offset, behind.expected]).to.deep.equal([2, ["'>'"]])
  })
})
