import { expect } from 'chai'
import * as fc from 'fast-check'
import { lineBatchesOf, textOf } from '../../src/cli/lines.ts'

const collect = async (chunks: readonly string[]): Promise<string[]> => {
  const out: string[] = []
  for await (const batch of lineBatchesOf(chunks)) out.push(...batch)
  return out
}

describe('cli/lines: standard input as lines', () => {
  it('ends a line at LF, drops one CR before it, and keeps a lone CR inside the line', async () => {
    expect(await collect(['http://a/\rb\n'])).to.deep.equal(['http://a/\rb'])
    expect(await collect(['a\r\nb\r\n'])).to.deep.equal(['a', 'b'])
    expect(await collect(['a\r\r\n'])).to.deep.equal(['a\r'])
    expect(await collect(['a\rb'])).to.deep.equal(['a\rb'])
  })
  it('drops a byte order mark at the start of the stream only', async () => {
    expect(await collect(['\ufeffhttp://a/\n\ufeffb\n'])).to.deep.equal(['http://a/', '\ufeffb'])
    expect(await collect(['', '\ufeffa\n'])).to.deep.equal(['a'])
    expect(await textOf(['\ufeffsee http://a/'])).to.equal('see http://a/')
  })
  it('yields a last line without LF, and nothing for an empty stream', async () => {
    expect(await collect(['a\nb'])).to.deep.equal(['a', 'b'])
    expect(await collect([])).to.deep.equal([])
    expect(await collect(['\n'])).to.deep.equal([''])
  })
  it('gives the lines a chunk ends as one batch, and no empty batch', async () => {
    const batches: (readonly string[])[] = []
    for await (const batch of lineBatchesOf(['a\nb\nc', 'c', 'c\r', '\nd'])) batches.push(batch)
    expect(batches).to.deep.equal([['a', 'b'], ['ccc'], ['d']])
  })
  it('law: the same lines however the text is cut into chunks', async () => {
    let cases = 0
    await fc.assert(
      fc.asyncProperty(fc.array(fc.constantFrom('a', 'b', '\r', '\n', '\r\n', 'é'), { maxLength: 40 }), fc.array(fc.nat(40), { maxLength: 6 }), async (parts, cuts) => {
        const text = parts.join('')
        const points = [...new Set(cuts.map((c) => Math.min(c, text.length)))].sort((x, y) => x - y)
        const chunks = [0, ...points].map((p, k, all) => text.slice(p, all[k + 1] ?? text.length))
        // every segment before an LF loses one CR at its end; what follows the last LF is a line when not empty
        const segments = text.split('\n')
        const last = segments.pop() as string
        const expected = [...segments.map((l) => l.replace(/\r$/, '')), ...(last === '' ? [] : [last])]
        cases++
        expect(await collect(chunks)).to.deep.equal(expected)
      }),
      { seed: 20, numRuns: 2000 },
    )
    expect(cases).to.equal(2000)
  })
})
