/**
 * The explainer's state is a value passed through the walk (report.ts
 * `Explaining`), not module variables: an explanation made inside another one
 * (here, a terminal of a grammar whose length function parses, and so explains,
 * another input) leaves the outer one as it was, and each gets its own answer.
 */
import { expect } from 'chai'
import * as E from 'fp-ts/lib/Either.js'
import { explainNode, reach } from '../../src/grammar/explain.ts'
import { endOfInput, irOf, literal, rule, seq, terminal } from '../../src/grammar/internal.ts'
import { parse } from '../../src/index.ts'

describe('the explainer is reentrant', () => {
  /** The inner parse errors seen by the terminal, in order. */
  const inner: number[] = []
  // A digit; to decide, it first parses a bad URI reference (an explanation of its own, through the generated explainer).
  const digit = terminal(
    (input, i) => {
      const r = parse('http://a/b c')
      inner.push(E.isLeft(r) ? r.left.offset : -1)
      const c = input.charCodeAt(i)
      return c >= 0x30 && c <= 0x39 ? 1 : -1
    },
    ['DIGIT'],
    () => false,
  )
  const pair = seq(rule('pair', seq(literal('('), digit, literal(','), digit, literal(')'))), endOfInput)

  it('explaining inside a callback of another explanation gives both right answers', () => {
    inner.length = 0
    // The outer explanation: "(1,x)" fails at offset 3, where a DIGIT could come, inside "pair".
    const outer = explainNode(irOf(pair), '(1,x)')
    expect(outer).to.deep.equal({ offset: 3, expected: ['DIGIT'], rulePath: ['pair'] })
    // Every inner explanation, made while the outer one ran, found the space at offset 10.
    expect(inner.length).to.be.at.least(2)
    expect(new Set(inner)).to.deep.equal(new Set([10]))
  })
  it('and so does the reach the parsimmon parsers use', () => {
    inner.length = 0
    const r = reach(irOf(pair), '(1,2', 0)
    expect(r).to.deep.equal({ end: -1, furthest: 4, expected: ['")"'] })
    expect(new Set(inner)).to.deep.equal(new Set([10]))
  })
  it('the same explanation outside a callback gives the same answer (the control)', () => {
    const plain = seq(
      rule(
        'pair',
        seq(
          literal('('),
          terminal(
            (input, i) => (/[0-9]/.test(input[i] ?? '') ? 1 : -1),
            ['DIGIT'],
            () => false,
          ),
          literal(','),
          terminal(
            (input, i) => (/[0-9]/.test(input[i] ?? '') ? 1 : -1),
            ['DIGIT'],
            () => false,
          ),
          literal(')'),
        ),
      ),
      endOfInput,
    )
    expect(explainNode(irOf(plain), '(1,x)')).to.deep.equal({ offset: 3, expected: ['DIGIT'], rulePath: ['pair'] })
  })
  it('each explanation owns its lists: the joins report.ts keeps are copied out, so changing one answer changes no later one', () => {
    const first = parse('http://a/b c')
    const second = parse('http://a/b c')
    if (!E.isLeft(first) || !E.isLeft(second)) throw new Error('both fail')
    expect(second.left.expected).to.deep.equal(first.left.expected)
    expect(second.left.expected).to.not.equal(first.left.expected)
    expect(second.left.rulePath).to.not.equal(first.left.rulePath)
    const tokens = [...first.left.expected]
    ;(first.left.expected as string[]).length = 0
    ;(first.left.rulePath as string[]).push('changed')
    const third = parse('http://a/b c')
    expect(E.isLeft(third) && third.left.expected).to.deep.equal(tokens)
    expect(E.isLeft(third) && third.left.rulePath).to.deep.equal(['URI-reference', 'URI', 'hier-part', 'path-abempty'])
  })
})
