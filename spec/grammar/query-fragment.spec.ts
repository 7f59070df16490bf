import { expect } from 'chai'
import { fragment, query } from '../../src/grammar/index.ts'
import { acceptsAll, consumed, valueOf } from '../helpers.ts'

describe('grammar/query-fragment (RFC 3986 sections 3.4 and 3.5)', () => {
  const good = ['', 'name=ferret', 'objectClass?one', 'a/b?c', "!$&'()*+,;=:@", '%20', '/?']
  const bad = ['a#b', 'a b', '[', ']', '%', '%zz', '"', '{}', 'é', '\\']
  it('query = *( pchar / "/" / "?" )', () => {
    acceptsAll(query, good, bad)
    expect(consumed(query, 'a=1#frag')).to.equal(3)
  })
  it('fragment = *( pchar / "/" / "?" )', () => {
    acceptsAll(fragment, good, bad)
  })
  it('keeps the raw text and its span', () => {
    expect(valueOf(query, 'x=%41')).to.deep.equal({ raw: 'x=%41', start: 0, end: 5 })
  })
})
