import { expect } from 'chai'
import * as E from 'fp-ts/lib/Either.js'
import { DEFAULT_FILTER, parseArgs } from '../../src/cli/args.ts'
import { main, type CliIO } from '../../src/cli/program.ts'
import { templateMatchRow } from '../../src/cli/template-match.ts'

async function* once(text: string): AsyncGenerator<Uint8Array> {
  if (text !== '') yield Buffer.from(text, 'utf8')
}
const uri = async (argv: readonly string[], input = '') => {
  let stdout = ''
  let stderr = ''
  const io: CliIO = {
    argv,
    stdin: once(input),
    stdout: async (t) => void (stdout += t),
    stderr: (t) => void (stderr += t),
    stdoutIsTTY: false,
    env: {},
    version: () => '0',
  }
  return { status: await main(io), stdout, stderr }
}

describe('uri template match', () => {
  it('reads the command and its flags', () => {
    expect(parseArgs(['template', 'match', '--any-order', '--report-extra', '--plus-space', '--iri', '{x}', 'a', 'b'])).to.deep.equal(
      E.right({ _tag: 'template-match', template: '{x}', options: { query: 'any-order', extra: 'report', plus: 'space', iri: true }, inputs: ['a', 'b'], filter: DEFAULT_FILTER }),
    )
    expect(parseArgs(['template', 'match', '{x}'])).to.deep.equal(E.right({ _tag: 'template-match', template: '{x}', options: {}, inputs: null, filter: DEFAULT_FILTER }))
    expect(E.isLeft(parseArgs(['template', 'match']))).to.equal(true)
    expect(E.isLeft(parseArgs(['template', 'expand', '--any-order', '{x}']))).to.equal(true)
  })

  it('makes one row of one input line: input, matched, variables', () => {
    const row = templateMatchRow('acme://products{?page,limit}', { query: 'any-order' })
    expect(E.isRight(row) && row.right('acme://products?limit=10&page=1')).to.deep.equal({ input: 'acme://products?limit=10&page=1', matched: true, variables: { limit: '10', page: '1' } })
    expect(E.isRight(row) && row.right('acme://x')).to.deep.equal({ input: 'acme://x', matched: false, variables: null })
    const extra = templateMatchRow('/s{?q}', { query: 'any-order', extra: 'report' })
    expect(E.isRight(extra) && extra.right('/s?x=1&q=2')).to.deep.equal({ input: '/s?x=1&q=2', matched: true, variables: { q: '2' }, extra: [['x', '1']] })
    expect(E.isLeft(templateMatchRow('{x', {}))).to.equal(true)
  })

  it('prints a JSON line per line of standard input, in order; status 1 only with --strict when a line does not match', async () => {
    const r = await uri(['template', 'match', '--any-order', 'users://{id}{?tags*}'], 'users://7?tags=b&tags=a\nother\n')
    expect(
      r.stdout
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l)),
    ).to.deep.equal([
      { input: 'users://7?tags=b&tags=a', ok: true, matched: true, variables: { id: '7', tags: ['b', 'a'] }, error_code: null, error_offset: null, error_message: null },
      { input: 'other', ok: false, matched: false, variables: null, error_code: null, error_offset: null, error_message: null },
    ])
    expect(r.status).to.equal(0)
    expect((await uri(['template', 'match', '--strict', 'users://{id}'], 'users://7\nother\n')).status).to.equal(1)
    const tsv = await uri(['template', 'match', '--format', 'tsv', '--header', '--fields', 'input,matched,variables', 'users://{id}{?tags*}'], 'users://7?tags=a\nx\n')
    expect(tsv.stdout).to.equal('input\tmatched\tvariables\nusers://7?tags=a\ttrue\t{"id":"7","tags":["a"]}\nx\tfalse\t\n')
    const ok = await uri(['template', 'match', '--iri', "users://{id}/'x'", "users://café/'x'"])
    expect([ok.status, JSON.parse(ok.stdout).variables]).to.deep.equal([0, { id: 'café' }])
  })

  it('a bad template is its code frame and status 2; template expand with empty standard input says so (status 2)', async () => {
    const bad = await uri(['template', 'match', '/u/{id', 'x'])
    expect([bad.status, bad.stderr.split('\n')[1]]).to.deep.equal([2, '/u/{id'])
    const empty = await uri(['template', 'expand', '{x}'], '')
    expect([empty.status, empty.stdout]).to.deep.equal([2, ''])
    expect(empty.stderr).to.include('no variables on standard input')
  })

  it('template expand: variables that are not UTF-8 are an error (status 2)', async () => {
    let stderr = ''
    async function* bytes(): AsyncGenerator<Uint8Array> {
      yield Uint8Array.from([0x7b, 0x22, 0x78, 0x22, 0x3a, 0x22, 0xff, 0x22, 0x7d])
    }
    const io: CliIO = {
      argv: ['template', 'expand', '{x}'],
      stdin: bytes(),
      stdout: async () => undefined,
      stderr: (t) => void (stderr += t),
      stdoutIsTTY: false,
      env: {},
      version: () => '0',
    }
    expect(await main(io)).to.equal(2)
    expect(stderr).to.include('not UTF-8')
    const ok = await uri(['template', 'expand', '{x}'], '{"x":"caf\u00e9"}')
    expect([ok.status, ok.stdout]).to.deep.equal([0, 'caf%C3%A9\n'])
  })
})
