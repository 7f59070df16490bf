import { expect } from 'chai'
import * as E from 'fp-ts/lib/Either.js'
import { DEFAULT_FILTER, parseArgs, usageOf } from '../../src/cli/args.ts'

const filter = DEFAULT_FILTER

describe('cli/args', () => {
  it('reads parse with inputs, and without (standard input)', () => {
    expect(parseArgs(['parse', 'a', 'b'])).to.deep.equal(E.right({ _tag: 'parse', rule: 'URI-reference', inputs: ['a', 'b'], filter }))
    expect(parseArgs(['parse'])).to.deep.equal(E.right({ _tag: 'parse', rule: 'URI-reference', inputs: null, filter }))
  })
  it('reads --rule in both spellings', () => {
    expect(parseArgs(['parse', '--rule', 'URI', 'x:y'])).to.deep.equal(E.right({ _tag: 'parse', rule: 'URI', inputs: ['x:y'], filter }))
    expect(parseArgs(['validate', '--rule=absolute-URI', '--json'])).to.deep.equal(E.right({ _tag: 'validate', rule: 'absolute-URI', inputs: null, filter }))
  })
  it('takes inputs that begin with "-" after "--"', () => {
    expect(parseArgs(['parse', '--', '-x', '--rule'])).to.deep.equal(E.right({ _tag: 'parse', rule: 'URI-reference', inputs: ['-x', '--rule'], filter }))
    expect(parseArgs(['parse', '--', '--help'])).to.deep.equal(E.right({ _tag: 'parse', rule: 'URI-reference', inputs: ['--help'], filter }))
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
    expect(parseArgs(['resolve', 'http://a/b', 'g', '../h'])).to.deep.equal(E.right({ _tag: 'resolve', base: 'http://a/b', strict: true, inputs: ['g', '../h'], filter }))
    expect(parseArgs(['resolve', '--non-strict', 'http://a/b'])).to.deep.equal(E.right({ _tag: 'resolve', base: 'http://a/b', strict: false, inputs: null, filter }))
    expect(parseArgs(['resolve'])).to.deep.equal(E.left('resolve needs a BASE'))
  })
  it('reads normalize with its level', () => {
    expect(parseArgs(['normalize', 'x'])).to.deep.equal(E.right({ _tag: 'normalize', level: 'scheme', inputs: ['x'], filter }))
    expect(parseArgs(['normalize', '--level=syntax'])).to.deep.equal(E.right({ _tag: 'normalize', level: 'syntax', inputs: null, filter }))
    expect(parseArgs(['normalize', '--level', 'protocol'])).to.deep.equal(E.left('--level takes syntax or scheme'))
  })
  it('reads equal with exactly two inputs', () => {
    expect(parseArgs(['equal', 'a', 'b'])).to.deep.equal(E.right({ _tag: 'equal', a: 'a', b: 'b' }))
    expect(parseArgs(['equal', 'a'])).to.deep.equal(E.left('equal takes exactly two inputs, A and B'))
  })
  it('reads inspect (a line filter, with --base and --allow) and find', () => {
    expect(parseArgs(['inspect', '--json', '--strict', 'http://a'])).to.deep.equal(E.right({ _tag: 'inspect', inputs: ['http://a'], filter: { ...filter, strict: true } }))
    expect(parseArgs(['inspect', 'http://a', 'b'])).to.deep.equal(E.right({ _tag: 'inspect', inputs: ['http://a', 'b'], filter }))
    expect(parseArgs(['inspect'])).to.deep.equal(E.right({ _tag: 'inspect', inputs: null, filter }))
    expect(parseArgs(['inspect', '--base', 'https://a/', '--allow', 'https://b, https://c:8443'])).to.deep.equal(
      E.right({ _tag: 'inspect', inputs: null, base: 'https://a/', allow: ['https://b', 'https://c:8443'], filter }),
    )
    expect(parseArgs(['inspect', '--allow', 'https://b'])).to.deep.equal(E.left('--allow adds origins to --base: give --base too'))
    expect(parseArgs(['find'])).to.deep.equal(E.right({ _tag: 'find' }))
    expect(parseArgs(['find', 'x'])).to.deep.equal(E.left('find reads standard input and takes no INPUT'))
  })
  it('says what is wrong with a bad command line', () => {
    expect(parseArgs(['resolve', '--rule', 'URI', 'x:'])).to.deep.equal(E.left('unknown option "--rule" for resolve'))
    expect(parseArgs([])).to.deep.equal(E.left('no command given'))
    expect(parseArgs(['frobnicate'])).to.deep.equal(E.left('unknown command "frobnicate"'))
    expect(parseArgs(['parse', '--rule', 'uri', 'x'])).to.deep.equal(E.right({ _tag: 'parse', rule: 'URI', inputs: ['x'], filter }))
    expect(parseArgs(['parse', '--rule', 'url'])).to.deep.equal(
      E.left('unknown rule "url" (expected URI-reference, URI, absolute-URI, relative-ref, IRI-reference, IRI, absolute-IRI, irelative-ref)'),
    )
    expect(parseArgs(['parse', '--rule'])).to.deep.equal(E.left('--rule needs a value'))
    expect(parseArgs(['parse', '--json'])).to.deep.equal(E.left('unknown option "--json" for parse'))
  })
  it("reads the line filter's options, and says what is wrong with them", () => {
    expect(parseArgs(['validate', '--format=tsv', '--fields', 'input,error_code', '--header', '--strict', '--line-numbers', '--summary', '--only-invalid', '--jobs', '2'])).to.deep.equal(
      E.right({
        _tag: 'validate',
        rule: 'URI-reference',
        inputs: null,
        filter: { format: 'tsv', fields: ['input', 'error_code'], header: true, strict: true, lineNumbers: true, summary: true, count: false, only: 'invalid', jobs: 2 },
      }),
    )
    expect(parseArgs(['canonicalize', '--drop-index', '--count'])).to.deep.equal(
      E.right({ _tag: 'canonicalize', profile: 'dedup', dropIndex: true, inputs: null, filter: { ...filter, count: true } }),
    )
    expect(parseArgs(['parse', '--format', 'xml'])).to.deep.equal(E.left('--format takes jsonl, tsv, csv'))
    expect(parseArgs(['parse', '--jobs', '0'])).to.deep.equal(E.left('--jobs takes a whole number from 1 to 256'))
    expect(parseArgs(['parse', '--header'])).to.deep.equal(E.left('--header is for --format tsv or csv (JSON lines name their fields)'))
    expect(E.isLeft(parseArgs(['parse', '--only-valid', '--only-invalid']))).to.equal(true)
    expect(parseArgs(['canonicalize', '--profile', 'x'])).to.deep.equal(E.left('--profile takes dedup or rfc'))
    expect(parseArgs(['equal', '--format', 'tsv', 'a', 'b'])).to.deep.equal(E.left('unknown option "--format" for equal'))
  })
  it('--private-suffixes: a flag of every line command, for the field registrable_domain', () => {
    const fields = ['input', 'registrable_domain']
    expect(parseArgs(['validate', '--private-suffixes', '--fields', 'input,registrable_domain'])).to.deep.equal(
      E.right({ _tag: 'validate', rule: 'URI-reference', inputs: null, filter: { ...filter, fields, privateSuffixes: true } }),
    )
    expect(parseArgs(['canonicalize', '--fields=input,registrable_domain', '--private-suffixes'])).to.deep.equal(
      E.right({ _tag: 'canonicalize', profile: 'dedup', dropIndex: false, inputs: null, filter: { ...filter, fields, privateSuffixes: true } }),
    )
    for (const command of [['parse'], ['normalize'], ['resolve', 'http://a/'], ['iri-to-uri'], ['uri-to-iri'], ['template', 'match', '{+u}']]) {
      const r = parseArgs([...command, '--private-suffixes', '--fields', 'registrable_domain'])
      expect(E.isRight(r) && 'filter' in r.right && r.right.filter.privateSuffixes, command.join(' ')).to.equal(true)
    }
    expect(parseArgs(['parse', '--private-suffixes'])).to.deep.equal(E.left('--private-suffixes changes the field registrable_domain: ask for it with --fields'))
    expect(parseArgs(['explain', '--private-suffixes', 'a'])).to.deep.equal(E.left('unknown option "--private-suffixes" for explain'))
  })
  it('canonicalize --iri, and the usage that says what it and --private-suffixes do', () => {
    expect(parseArgs(['canonicalize', '--iri', '--profile', 'rfc', 'x'])).to.deep.equal(E.right({ _tag: 'canonicalize', profile: 'rfc', dropIndex: false, inputs: ['x'], iri: true, filter }))
    const usage = usageOf('canonicalize')
    expect(usage).to.include('uri canonicalize [--profile dedup|rfc] [--drop-index] [--iri] [FILTER] [INPUT...]')
    expect(usage).to.include('--iri reads IRIs and')
    expect(usage).to.match(/\n {2}--private-suffixes {7}registrable_domain counts the list's private section too/)
  })
})

describe('uri arguments for IRIs and zone identifiers', () => {
  it('--iri reads the rule as its RFC 3987 twin; --zone-ids says so; the IRI rules are rules', () => {
    expect(parseArgs(['parse', '--iri', 'x'])).to.deep.equal(E.right({ _tag: 'parse', rule: 'IRI-reference', inputs: ['x'], filter }))
    expect(parseArgs(['validate', '--iri', '--rule', 'URI', '--zone-ids'])).to.deep.equal(E.right({ _tag: 'validate', rule: 'IRI', inputs: null, zoneIds: true, filter }))
    expect(parseArgs(['explain', '--rule=irelative-ref', 'a'])).to.deep.equal(E.right({ _tag: 'explain', rule: 'irelative-ref', input: 'a' }))
    expect(parseArgs(['normalize', '--iri', '--zone-ids', 'x'])).to.deep.equal(E.right({ _tag: 'normalize', level: 'scheme', inputs: ['x'], iri: true, zoneIds: true, filter }))
    expect(parseArgs(['resolve', '--iri', 'a'])).to.deep.equal(E.right({ _tag: 'resolve', base: 'a', strict: true, inputs: null, iri: true, filter }))
    expect(parseArgs(['equal', '--iri', 'a', 'b'])).to.deep.equal(E.right({ _tag: 'equal', a: 'a', b: 'b', iri: true }))
    expect(parseArgs(['inspect', '--iri', 'a'])).to.deep.equal(E.left('unknown option "--iri" for inspect'))
  })
  it('iri-to-uri and uri-to-iri are line filters with their host options', () => {
    expect(parseArgs(['iri-to-uri', '--idna'])).to.deep.equal(E.right({ _tag: 'iri-to-uri', idna: true, inputs: null, filter }))
    expect(parseArgs(['uri-to-iri', 'a', 'b'])).to.deep.equal(E.right({ _tag: 'uri-to-iri', unicode: false, inputs: ['a', 'b'], filter }))
  })
})
