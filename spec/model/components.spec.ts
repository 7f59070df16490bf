import { expect } from 'chai'
import * as E from 'fp-ts/lib/Either.js'
import { parse, toComponents } from '../../src/index.ts'
import { describeError, technical } from '../../src/messages/index.ts'

const components = (s: string) => {
  const r = parse(s)
  if (E.isLeft(r)) throw new Error(describeError(technical)(r.left))
  return toComponents(r.right)
}

describe('toComponents', () => {
  it('flattens a URI, null for what is absent', () => {
    expect(components('foo://example.com:8042/over/there?name=ferret#nose')).to.deep.equal({
      kind: 'uri',
      scheme: 'foo',
      userinfo: null,
      host: 'example.com',
      hostKind: 'reg-name',
      port: '8042',
      path: '/over/there',
      query: 'name=ferret',
      fragment: 'nose',
    })
  })
  it('flattens a relative reference', () => {
    expect(components('../g?#')).to.deep.equal({
      kind: 'relative',
      scheme: null,
      userinfo: null,
      host: null,
      hostKind: null,
      port: null,
      path: '../g',
      query: '',
      fragment: '',
    })
  })
  it('gives IP-literal hosts without brackets, as written', () => {
    expect(components('http://[FE80::1]/')).to.include({ host: 'FE80::1', hostKind: 'ipv6' })
    expect(components('http://[v1.x]/')).to.include({ host: 'v1.x', hostKind: 'ipvfuture' })
    expect(components('http://10.0.0.1/')).to.include({ host: '10.0.0.1', hostKind: 'ipv4' })
  })
  it('keeps empty userinfo, host and port apart from absent ones', () => {
    expect(components('//@:')).to.include({ userinfo: '', host: '', hostKind: 'reg-name', port: '' })
  })
})
