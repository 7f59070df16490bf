import { expect } from 'chai'
import * as E from 'fp-ts/lib/Either.js'
import { parseArgs } from '../../src/cli/args.ts'
import { parseSchemeLine, templateExpand } from '../../src/cli/schemes-template.ts'

describe('uri parse --scheme and uri template expand', () => {
  it('reads the commands', () => {
    expect(parseArgs(['template', 'expand', '{x}'])).to.deep.equal(E.right({ _tag: 'template-expand', template: '{x}' }))
    expect(E.isLeft(parseArgs(['template', '{x}']))).to.equal(true)
    expect(parseArgs(['parse', '--scheme', 'urn:a:b'])).to.deep.equal(E.right({ _tag: 'parse', rule: 'URI-reference', inputs: ['urn:a:b'], scheme: true }))
    expect(E.isLeft(parseArgs(['parse', '--scheme', '--iri', 'x']))).to.equal(true)
  })
  it('parse --scheme: the scheme tree under its tag, and scheme errors', () => {
    const ok = JSON.parse(parseSchemeLine('urn:example:a?+r', null).output as string)
    expect([ok.ok, ok.UrnUri.nid.raw, ok.UrnUri.rComponent.raw]).to.deep.equal([true, 'example', 'r'])
    const bad = parseSchemeLine('http:///a', null)
    expect(bad.valid).to.equal(false)
    expect(JSON.parse(bad.output as string).error.code).to.equal('scheme-violation')
    expect(JSON.parse(parseSchemeLine('gopher://a', null).output as string).scheme).to.equal('gopher')
  })
  it('template expand: the expansion; a code frame for a bad template; status 2 for variables that are not a JSON object', () => {
    expect(templateExpand('/u/{+id}{?q*}', '{"id":"admin%2F","q":["a","b"]}')).to.deep.equal({ output: '/u/admin%2F?q=a&q=b', error: null, status: 0 })
    const bad = templateExpand('/u/{id', '{}')
    expect([bad.status, bad.error?.split('\n')[0]]).to.deep.equal([1, '/u/{id'])
    expect(templateExpand('{x}', 'nope').status).to.equal(2)
    expect(templateExpand('{x}', '[1]').status).to.equal(2)
    expect(templateExpand('{x}', '')).to.deep.include({ output: null, status: 2 })
    expect(templateExpand('{x}', ' \n').error).to.include('no variables')
  })
})
