import { expect } from 'chai'
import * as E from 'fp-ts/lib/Either.js'
import { DEFAULT_FILTER, parseArgs } from '../../src/cli/args.ts'
import { parseSchemeRows, templateExpand } from '../../src/cli/schemes-template.ts'

describe('uri parse --scheme and uri template expand', () => {
  it('reads the commands', () => {
    expect(parseArgs(['template', 'expand', '{x}'])).to.deep.equal(E.right({ _tag: 'template-expand', template: '{x}' }))
    expect(E.isLeft(parseArgs(['template', '{x}']))).to.equal(true)
    expect(parseArgs(['parse', '--scheme', 'urn:a:b'])).to.deep.equal(E.right({ _tag: 'parse', rule: 'URI-reference', inputs: ['urn:a:b'], scheme: true, filter: DEFAULT_FILTER }))
    expect(E.isLeft(parseArgs(['parse', '--scheme', '--iri', 'x']))).to.equal(true)
  })
  it('parse --scheme: the generic components, the scheme tree as JSON text in "details", and scheme errors', () => {
    const ok = parseSchemeRows.rowOf('urn:example:a?+r')
    const details = JSON.parse(ok.details as string)
    expect([ok.ok, details.type, details.nid.raw, details.rComponent.raw]).to.deep.equal([true, 'UrnUri', 'example', 'r'])
    expect(details).not.to.have.property('_tag')
    const bad = parseSchemeRows.rowOf('http:///a')
    expect(bad).to.deep.include({ ok: false, error_code: 'scheme-violation' })
    expect(parseSchemeRows.rowOf('gopher://a')).to.deep.include({ scheme: 'gopher', details: null })
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
