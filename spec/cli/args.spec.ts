import { expect } from 'chai'
import * as E from 'fp-ts/lib/Either.js'
import { parseArgs } from '../../src/cli/args.ts'

describe('cli/args', () => {
  it('reads parse with inputs, and without (standard input)', () => {
    expect(parseArgs(['parse', 'a', 'b'])).to.deep.equal(E.right({ _tag: 'parse', rule: 'URI-reference', inputs: ['a', 'b'] }))
    expect(parseArgs(['parse'])).to.deep.equal(E.right({ _tag: 'parse', rule: 'URI-reference', inputs: null }))
  })
  it('reads --rule in both spellings', () => {
    expect(parseArgs(['parse', '--rule', 'URI', 'x:y'])).to.deep.equal(E.right({ _tag: 'parse', rule: 'URI', inputs: ['x:y'] }))
    expect(parseArgs(['validate', '--rule=absolute-URI', '--json'])).to.deep.equal(E.right({ _tag: 'validate', rule: 'absolute-URI', json: true, inputs: null }))
  })
  it('takes inputs that begin with "-" after "--"', () => {
    expect(parseArgs(['parse', '--', '-x', '--rule'])).to.deep.equal(E.right({ _tag: 'parse', rule: 'URI-reference', inputs: ['-x', '--rule'] }))
    expect(parseArgs(['parse', '--', '--help'])).to.deep.equal(E.right({ _tag: 'parse', rule: 'URI-reference', inputs: ['--help'] }))
  })
  it('reads explain with exactly one input', () => {
    expect(parseArgs(['explain', 'http://a'])).to.deep.equal(E.right({ _tag: 'explain', rule: 'URI-reference', input: 'http://a' }))
    expect(E.isLeft(parseArgs(['explain']))).to.equal(true)
    expect(E.isLeft(parseArgs(['explain', 'a', 'b']))).to.equal(true)
  })
  it('reads --help and --version', () => {
    expect(parseArgs(['--help'])).to.deep.equal(E.right({ _tag: 'help' }))
    expect(parseArgs(['parse', '--help'])).to.deep.equal(E.right({ _tag: 'help', command: 'parse' }))
    expect(parseArgs(['--version'])).to.deep.equal(E.right({ _tag: 'version' }))
  })
  it('reads resolve, with its references or without (standard input)', () => {
    expect(parseArgs(['resolve', 'http://a/b', 'g', '../h'])).to.deep.equal(E.right({ _tag: 'resolve', base: 'http://a/b', strict: true, inputs: ['g', '../h'] }))
    expect(parseArgs(['resolve', '--non-strict', 'http://a/b'])).to.deep.equal(E.right({ _tag: 'resolve', base: 'http://a/b', strict: false, inputs: null }))
    expect(parseArgs(['resolve'])).to.deep.equal(E.left('resolve needs a BASE'))
  })
  it('reads normalize with its level', () => {
    expect(parseArgs(['normalize', 'x'])).to.deep.equal(E.right({ _tag: 'normalize', level: 'scheme', inputs: ['x'] }))
    expect(parseArgs(['normalize', '--level=syntax'])).to.deep.equal(E.right({ _tag: 'normalize', level: 'syntax', inputs: null }))
    expect(parseArgs(['normalize', '--level', 'protocol'])).to.deep.equal(E.left('--level takes syntax or scheme'))
  })
  it('reads equal with exactly two inputs', () => {
    expect(parseArgs(['equal', 'a', 'b'])).to.deep.equal(E.right({ _tag: 'equal', a: 'a', b: 'b' }))
    expect(parseArgs(['equal', 'a'])).to.deep.equal(E.left('equal takes exactly two inputs, A and B'))
  })
  it('reads inspect and find', () => {
    expect(parseArgs(['inspect', '--json', '--strict', 'http://a'])).to.deep.equal(E.right({ _tag: 'inspect', json: true, strict: true, input: 'http://a' }))
    expect(parseArgs(['inspect', 'http://a'])).to.deep.equal(E.right({ _tag: 'inspect', json: false, strict: false, input: 'http://a' }))
    expect(parseArgs(['inspect'])).to.deep.equal(E.left('inspect takes exactly one INPUT'))
    expect(parseArgs(['find'])).to.deep.equal(E.right({ _tag: 'find' }))
    expect(parseArgs(['find', 'x'])).to.deep.equal(E.left('find reads standard input and takes no INPUT'))
  })
  it('says what is wrong with a bad command line', () => {
    expect(parseArgs(['resolve', '--rule', 'URI', 'x:'])).to.deep.equal(E.left('unknown option "--rule" for resolve'))
    expect(parseArgs([])).to.deep.equal(E.left('no command given'))
    expect(parseArgs(['frobnicate'])).to.deep.equal(E.left('unknown command "frobnicate"'))
    expect(parseArgs(['parse', '--rule', 'url'])).to.deep.equal(
      E.left('unknown rule "url" (expected URI-reference, URI, absolute-URI, relative-ref, IRI-reference, IRI, absolute-IRI, irelative-ref)'),
    )
    expect(parseArgs(['parse', '--rule'])).to.deep.equal(E.left('--rule needs a value'))
    expect(parseArgs(['parse', '--json'])).to.deep.equal(E.left('unknown option "--json" for parse'))
  })
})

describe('uri arguments for IRIs and zone identifiers', () => {
  it('--iri reads the rule as its RFC 3987 twin; --zone-ids says so; the IRI rules are rules', () => {
    expect(parseArgs(['parse', '--iri', 'x'])).to.deep.equal(E.right({ _tag: 'parse', rule: 'IRI-reference', inputs: ['x'] }))
    expect(parseArgs(['validate', '--iri', '--rule', 'URI', '--zone-ids'])).to.deep.equal(E.right({ _tag: 'validate', rule: 'IRI', json: false, inputs: null, zoneIds: true }))
    expect(parseArgs(['explain', '--rule=irelative-ref', 'a'])).to.deep.equal(E.right({ _tag: 'explain', rule: 'irelative-ref', input: 'a' }))
    expect(parseArgs(['normalize', '--iri', '--zone-ids', 'x'])).to.deep.equal(E.right({ _tag: 'normalize', level: 'scheme', inputs: ['x'], iri: true, zoneIds: true }))
    expect(parseArgs(['resolve', '--iri', 'a'])).to.deep.equal(E.right({ _tag: 'resolve', base: 'a', strict: true, inputs: null, iri: true }))
    expect(parseArgs(['equal', '--iri', 'a', 'b'])).to.deep.equal(E.right({ _tag: 'equal', a: 'a', b: 'b', iri: true }))
    expect(parseArgs(['inspect', '--iri', 'a'])).to.deep.equal(E.left('unknown option "--iri" for inspect'))
  })
  it('iri-to-uri and uri-to-iri are line filters with their host options', () => {
    expect(parseArgs(['iri-to-uri', '--idna'])).to.deep.equal(E.right({ _tag: 'iri-to-uri', idna: true, inputs: null }))
    expect(parseArgs(['uri-to-iri', 'a', 'b'])).to.deep.equal(E.right({ _tag: 'uri-to-iri', unicode: false, inputs: ['a', 'b'] }))
  })
})
