import { expect } from 'chai'
import { scheme } from '../../src/grammar/index.ts'
import { acceptsAll, consumed, valueOf } from '../helpers.ts'

describe('grammar/scheme (RFC 3986 section 3.1)', () => {
  it('scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )', () => {
    acceptsAll(scheme, ['http', 'HTTP', 'a', 'z9', 'svn+ssh', 'soap.beep', 'x-y', 'A.B+C-D'], ['', '1http', '+a', '.a', '-a', 'ht tp', 'ht_tp', 'a:', 'é', 'h%74tp'])
  })
  it('keeps the case and the span as written', () => {
    expect(valueOf(scheme, 'HtTp')).to.deep.equal({ raw: 'HtTp', start: 0, end: 4 })
  })
  it('stops before the ":"', () => {
    expect(consumed(scheme, 'http://a')).to.equal(4)
  })
})
